//! The solver on hand-set deals, with counts and information worked out by hand
//! from the grids in content/scenarios/.

#![allow(clippy::unwrap_used)]

use sleuth_core::{Game, Seat, Viewer};

use crate::content::{ClueType, Difficulty};
use crate::rules::AlmostInnocent;
use crate::solver::Solver;
use crate::types::*;

use crate::tests::deal;

/// A game of `scenario` at detective level, dealt by `deal`.
fn game(scenario: &str, players: u8) -> AlmostInnocent {
    crate::tests::game(scenario, players, Difficulty::Detective)
}

fn refs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

fn h(p: f64) -> f64 {
    -p * p.log2() - (1.0 - p) * (1.0 - p).log2()
}

// Spiced tea (4 types, 6 clues each):
//   r1: Pl4 Ev2 Vi3 Pl6 ... Ev1
//   r2: ... ... ... Ev3 Cr4 Cr5
//   r3: ... Pl2 ... ... ... Cr2
//   r4: Cr6 Vi5 ... Pl1 Vi2 Cr1
//   r5: ... ... Pl3 Vi6 Pl5 Ev6
//   r6: Vi4 ... Ev4 Cr3 Vi1 Ev5

/// Spiced tea at three seats, with one fixed solution per seat.
fn three_seats_of_spiced_tea() -> AlmostInnocent {
    let mut g = game("spiced-tea", 3);
    deal(
        &mut g,
        &[
            &["Vi3", "Cr4", "Ev6", "Pl1"],
            &["Vi5", "Cr3", "Ev2", "Pl4"],
            &["Vi1", "Cr1", "Ev1", "Pl2"],
        ],
    );
    g
}

#[test]
fn two_players_at_the_deal_every_other_clue_is_equally_likely() {
    let mut g = game("spiced-tea", 2);
    deal(
        &mut g,
        &[&["Vi3", "Cr4", "Ev6", "Pl1"], &["Vi5", "Cr3", "Ev2", "Pl4"]],
    );
    let view = g.view(Viewer::Seat(Seat(0)));
    let solver = Solver::new(&view).unwrap();
    let belief = solver.belief().unwrap();
    // Seat 0 holds seat 1's solution: five clues left per type, 5^4 combinations.
    assert!(belief.exact);
    assert_eq!(belief.combos.len(), 625);
    for c in &belief.combos {
        assert!((belief.probability(c) - 1.0 / 625.0).abs() < 1e-12);
    }
    let vi5 = g.board.clue_by_code("Vi5").unwrap();
    assert_eq!(belief.marginal(0, g.board.clues.len())[vi5], 0.0);

    // "Is my victim in row 1?": only Vi3 is. Seat 0 (five victims left) answers yes
    // with 1/5; seat 1, from the public table, with 1/6.
    let team = solver.team_beliefs(&belief);
    let asked = Asked::Line {
        line: Line::Row(1),
        about: Some(ClueType::Victim),
        okra: false,
        tokens: 1,
    };
    let info = solver.information(&team, &asked);
    assert!((info - (h(0.2) + h(1.0 / 6.0))).abs() < 1e-9, "{info}");
    // The same through the list of legal questions: every legal question is listed
    // once, none tells more than log2 of its answers for two seats.
    let legal = g.legal_actions(Seat(0));
    let listed = solver.question_information(&legal).unwrap();
    let row1 = Action::Ask {
        line: Line::Row(1),
        about: Some(ClueType::Victim),
        discard: None,
    };
    let (_, bits) = listed.iter().find(|(a, _)| *a == row1).unwrap();
    assert!((bits - info).abs() < 1e-12);
    let questions = legal
        .iter()
        .filter(|a| matches!(a, Action::Ask { .. }))
        .count();
    assert_eq!(listed.len(), questions);
    assert!(
        listed
            .iter()
            .all(|(_, b)| *b >= 0.0 && *b <= 2.0 * 6f64.log2())
    );
}

#[test]
fn three_players_count_the_third_seats_deals() {
    let g = three_seats_of_spiced_tea();
    let view = g.view(Viewer::Seat(Seat(0)));
    let belief = Solver::new(&view).unwrap().belief().unwrap();
    // Seat 0 holds seat 1's solution; for each of its 5^4 combinations seat 2 has
    // four clues left per type: 4^4 deals each.
    assert!(belief.exact);
    assert_eq!(belief.combos.len(), 625);
    assert!(belief.weights.iter().all(|&w| w == 256.0));
    assert_eq!(belief.total(), 625.0 * 256.0);
}

#[test]
fn star_clues_weigh_their_two_copies() {
    // The starless crown: culprits Cu1-Cu6 and the star Cu* (two cards, 8 in all).
    let mut g = game("the-starless-crown", 2);
    let cu_star = g.board.clue_by_code("Cu*").unwrap();
    let culprit = g
        .board
        .types
        .iter()
        .position(|&t| t == ClueType::Culprit)
        .unwrap();
    // The codes of the n-th regular (not star) clue of each type.
    let regular_clues = |n: usize| -> Vec<String> {
        g.board
            .types
            .iter()
            .map(|&t| {
                let c = g
                    .board
                    .clues_of(t)
                    .into_iter()
                    .filter(|&c| !g.board.clues[usize::from(c)].is_star())
                    .nth(n);
                g.board.clues[usize::from(c.unwrap())].code.clone()
            })
            .collect()
    };
    let mut others = regular_clues(0);
    let theirs = regular_clues(1);
    // Seat 0 holds a regular culprit: 7 cards left, two of them the star.
    deal(&mut g, &[&refs(&theirs), &refs(&others)]);
    let view = g.view(Viewer::Seat(Seat(0)));
    let belief = Solver::new(&view).unwrap().belief().unwrap();
    let p = belief.marginal(culprit, g.board.clues.len())[cu_star];
    assert!((p - 2.0 / 7.0).abs() < 1e-12, "{p}");
    // Seat 0 holds a star card: 7 cards left, one of them the star.
    others[culprit] = "Cu*".into();
    deal(&mut g, &[&refs(&theirs), &refs(&others)]);
    let view = g.view(Viewer::Seat(Seat(0)));
    let belief = Solver::new(&view).unwrap().belief().unwrap();
    let p = belief.marginal(culprit, g.board.clues.len())[cu_star];
    assert!((p - 1.0 / 7.0).abs() < 1e-12, "{p}");
}

#[test]
fn a_type_question_rules_out_by_each_seats_own_answer() {
    let mut g = three_seats_of_spiced_tea();
    let mut events = Vec::new();
    // "Is my victim in row 6?" (Vi4, Vi1): seat 0 no, seat 2 yes.
    g.play(
        Seat(0),
        &Action::Ask {
            line: Line::Row(6),
            about: Some(ClueType::Victim),
            discard: None,
        },
        &mut events,
    )
    .unwrap();
    let view = g.view(Viewer::Seat(Seat(0)));
    let solver = Solver::new(&view).unwrap();
    let belief = solver.belief().unwrap();
    let clues = g.board.clues.len();
    let idx = |c: &str| g.board.clue_by_code(c).unwrap();
    let m = belief.marginal(0, clues);
    // Seat 0: Vi2, Vi3, Vi6 (not Vi5, its card; not Vi4, Vi1, row 6), equally.
    for v in ["Vi2", "Vi3", "Vi6"] {
        assert!((m[idx(v)] - 1.0 / 3.0).abs() < 1e-12);
    }
    // The question told seat 2 one bit (Vi1 or Vi4 among its options).
    assert_eq!(view.questions[0].answers[2], Answer::Yes(true));
}
