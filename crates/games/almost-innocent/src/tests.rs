//! Rule tests on hand-set deals, with answers checked by hand against the grids in
//! content/scenarios/.

#![allow(clippy::unwrap_used)]

use sleuth_core::{Audience, Event, Game, PlayError, Seat, Viewer};

use crate::content::{ClueType, Difficulty};
use crate::rules::{AlmostInnocent, Phase, Pool};
use crate::types::*;

pub(crate) fn game(scenario: &str, players: u8, difficulty: Difficulty) -> AlmostInnocent {
    let config = Config {
        players,
        scenario: scenario.into(),
        difficulty,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    let mut g = AlmostInnocent::new(&config, 7).unwrap();
    // The hand-set tests let seat 0 start (the first player is drawn from the seed).
    g.active = Seat(0);
    g
}

/// Sets every seat's solution (in type order) and rebuilds the undealt decks.
pub(crate) fn deal(g: &mut AlmostInnocent, solutions: &[&[&str]]) {
    let players = g.players;
    for (s, codes) in solutions.iter().enumerate() {
        let right = (s + players - 1) % players;
        g.hands[right] = codes
            .iter()
            .map(|c| g.board.clue_by_code(c).unwrap() as u8)
            .collect();
    }
    for (p, &kind) in g.board.types.iter().enumerate() {
        let mut deck = g.board.deck(kind);
        for hand in &g.hands {
            let i = deck.iter().position(|&c| c == hand[p]).unwrap();
            deck.remove(i);
        }
        g.unused[p] = deck;
    }
}

fn act(g: &mut AlmostInnocent, seat: u8, action: Action) -> Vec<Event<AiEvent>> {
    let mut events = Vec::new();
    g.play(Seat(seat), &action, &mut events)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    events
}

fn refuse(g: &AlmostInnocent, seat: u8, action: Action) -> AiError {
    let mut probe = g.clone();
    let mut events = Vec::new();
    match probe.play(Seat(seat), &action, &mut events) {
        Err(PlayError::Illegal(e)) => {
            assert_eq!(&probe, g, "refused action changed the state");
            assert!(events.is_empty());
            e
        }
        other => panic!("{action:?} should be illegal, got {other:?}"),
    }
}

/// After a turn with the Queen in play, a 5 or 6 lets the seat choose her block.
fn settle(g: &mut AlmostInnocent) {
    if g.phase == Phase::QueenChoice {
        let to = (g.queen.unwrap() + 1) % 9;
        let seat = g.active.0;
        act(
            g,
            seat,
            Action::MoveQueen {
                zone: Zone::of_block(to),
            },
        );
    }
}

fn ask(line: Line, about: Option<ClueType>) -> Action {
    Action::Ask {
        line,
        about,
        discard: None,
    }
}

fn last_answers(g: &AlmostInnocent) -> Vec<Answer> {
    g.questions.last().unwrap().answers.clone()
}

fn count(n: u8) -> Answer {
    Answer::Count(n)
}

fn yes(b: bool) -> Answer {
    Answer::Yes(b)
}

// Scenario 1 (four types) grid:
//   r1: Pl4 Ev2 Vi3 Pl6 ... Ev1
//   r2: ... ... ... Ev3 Cr4 Cr5
//   r3: ... Pl2 ... ... ... Cr2
//   r4: Cr6 Vi5 ... Pl1 Vi2 Cr1
//   r5: ... ... Pl3 Vi6 Pl5 Ev6
//   r6: Vi4 ... Ev4 Cr3 Vi1 Ev5
fn spiced_tea() -> AlmostInnocent {
    let mut g = game("spiced-tea", 2, Difficulty::Easy);
    deal(
        &mut g,
        &[&["Vi3", "Cr4", "Ev6", "Pl1"], &["Vi5", "Cr3", "Ev2", "Pl4"]],
    );
    g
}

#[test]
fn four_types_answers_by_hand() {
    let mut g = spiced_tea();
    assert_eq!(
        g.board.types,
        [
            ClueType::Victim,
            ClueType::Crime,
            ClueType::Evidence,
            ClueType::Place
        ]
    );
    // ruling AI-2: seat 1 holds seat 0's solution, seat 0 holds seat 1's.
    assert_eq!(
        g.view(Viewer::Seat(Seat(1))).my_cards.unwrap(),
        ["Vi3", "Cr4", "Ev6", "Pl1"]
    );
    assert_eq!(
        g.view(Viewer::Seat(Seat(0))).my_cards.unwrap(),
        ["Vi5", "Cr3", "Ev2", "Pl4"]
    );
    assert_eq!(g.view(Viewer::Spectator).my_cards, None);

    let events = act(&mut g, 0, ask(Line::Column('D'), None));
    assert_eq!(last_answers(&g), [count(1), count(1)]);
    // Each seat is told its own answer; the spoken answers go to the table.
    assert!(events.contains(&Event {
        audience: Audience::only(Seat(0)),
        body: AiEvent::YourAnswer {
            answer: count(1),
            asked: Some(g.questions.last().unwrap().asked.clone())
        }
    }));
    assert!(
        events
            .iter()
            .any(|e| e.audience == Audience::All && matches!(e.body, AiEvent::Asked { .. }))
    );
    // Browser item 8: a seat's own answer comes after the question it answers.
    let asked_at = events
        .iter()
        .position(|e| matches!(e.body, AiEvent::Asked { .. }))
        .unwrap();
    assert!(
        events
            .iter()
            .enumerate()
            .all(|(i, e)| !matches!(e.body, AiEvent::YourAnswer { .. }) || i > asked_at)
    );
    assert_eq!(g.active, Seat(1));
    assert_eq!(g.pool, Pool::Free(11));

    act(&mut g, 1, ask(Line::Column('B'), Some(ClueType::Victim)));
    assert_eq!(last_answers(&g), [yes(false), yes(true)]);
    act(&mut g, 0, ask(Line::Row(1), None));
    assert_eq!(last_answers(&g), [count(1), count(2)]);
    act(&mut g, 1, ask(Line::Row(4), None));
    assert_eq!(last_answers(&g), [count(1), count(1)]);
    act(&mut g, 0, ask(Line::Column('F'), Some(ClueType::Evidence)));
    assert_eq!(last_answers(&g), [yes(true), yes(false)]);

    // ruling AI-3: one token per line.
    assert_eq!(
        refuse(&g, 1, ask(Line::Row(1), Some(ClueType::Place))),
        AiError::LineUsed(Line::Row(1))
    );
    assert_eq!(
        refuse(&g, 1, ask(Line::Row(7), None)),
        AiError::NoSuchLine("row 7".into())
    );
    assert_eq!(
        refuse(&g, 1, ask(Line::Row(2), Some(ClueType::Culprit))),
        AiError::TypeNotInPlay(ClueType::Culprit)
    );
    assert!(matches!(
        g.clone()
            .play(Seat(0), &ask(Line::Row(2), None), &mut Vec::new()),
        Err(PlayError::NotYourTurn { .. })
    ));
}

// Scenario 2 (five types):
//   r3: Cr6 Ev1 Cr1 Cu1 Cr5 Cu5
//   r4: Ev3 Pl1 Vi2 Pl5 Vi3 ...
//   column D: ... Pl3 Cu1 Pl5 Pl4 Ev2
#[test]
fn five_types_answers_by_hand() {
    let mut g = game("mill-at-dawn", 3, Difficulty::Medium);
    deal(
        &mut g,
        &[
            &["Cu1", "Vi2", "Cr6", "Ev3", "Pl5"],
            &["Cu3", "Vi4", "Cr2", "Ev2", "Pl3"],
            &["Cu6", "Vi5", "Cr4", "Ev6", "Pl2"],
        ],
    );
    assert_eq!(g.board.types.len(), 5);
    assert_eq!(g.pool, Pool::Free(g.setup.tokens));
    act(&mut g, 0, ask(Line::Row(3), None));
    assert_eq!(last_answers(&g), [count(2), count(0), count(0)]);
    act(&mut g, 1, ask(Line::Row(4), None));
    assert_eq!(last_answers(&g), [count(3), count(0), count(0)]);
    act(&mut g, 2, ask(Line::Column('D'), Some(ClueType::Culprit)));
    assert_eq!(last_answers(&g), [yes(true), yes(false), yes(false)]);
    // Row 2 (Ev6 Cr2 Pl2 Pl3 ... Cr4): seat 1 Cr2 Pl3, seat 2 Ev6 Pl2 Cr4.
    act(&mut g, 0, ask(Line::Row(2), None));
    assert_eq!(last_answers(&g), [count(0), count(2), count(3)]);
}

#[test]
fn question_type_limits() {
    // Detective: 9 tokens, 7 quantity and 2 type.
    let mut g = game("two-faced-tokens", 2, Difficulty::Detective);
    assert_eq!(
        g.pool,
        Pool::Split {
            quantity: 7,
            kind: 2
        }
    );
    for (i, row) in [1u8, 2].into_iter().enumerate() {
        act(
            &mut g,
            (i % 2) as u8,
            ask(Line::Row(row), Some(ClueType::Place)),
        );
    }
    assert_eq!(
        g.pool,
        Pool::Split {
            quantity: 7,
            kind: 0
        }
    );
    let err = refuse(&g, 0, ask(Line::Row(4), Some(ClueType::Victim)));
    assert!(matches!(err, AiError::NotEnoughTokens(_)), "{err}");
    act(&mut g, 0, ask(Line::Row(4), None));
    let view = g.view(Viewer::Spectator);
    assert_eq!(
        (view.tokens.left, view.tokens.quantity, view.tokens.kind),
        (6, Some(6), Some(0))
    );
}

// Scenario 4 (big clues): Vi3 is the 2x2 block C2:D3, Vi1 the 2x1 block B3:B4.
//   r2: Pl5 Cu2 Vi3 Vi3 Vi2 Ev3
//   r3: Cu1 Vi1 Vi3 Vi3 Ev5 Vi5
//   r4: Ev2 Vi1 Pl1 Cu6 Cr3 Pl6
// ruling AI-3: a big clue in a line counts once.
#[test]
fn big_clues_count_once_per_line() {
    let mut g = game("giants-in-the-grid", 2, Difficulty::Easy);
    deal(
        &mut g,
        &[
            &["Cu2", "Vi3", "Cr3", "Ev3", "Pl5"],
            &["Cu1", "Vi1", "Cr6", "Ev2", "Pl6"],
        ],
    );
    act(&mut g, 0, ask(Line::Row(2), None));
    // Seat 0: Pl5, Cu2, Vi3 (two cells, counted once), Ev3.
    assert_eq!(last_answers(&g), [count(4), count(0)]);
    act(&mut g, 1, ask(Line::Column('C'), None));
    assert_eq!(last_answers(&g), [count(1), count(0)]);
    act(&mut g, 0, ask(Line::Row(3), Some(ClueType::Victim)));
    assert_eq!(last_answers(&g), [yes(true), yes(true)]);
    act(&mut g, 1, ask(Line::Row(4), None));
    // Seat 0: Cr3; seat 1: Ev2, Vi1 (its lower cell), Pl6.
    assert_eq!(last_answers(&g), [count(1), count(3)]);
    act(&mut g, 0, ask(Line::Column('D'), Some(ClueType::Victim)));
    assert_eq!(last_answers(&g), [yes(true), yes(false)]);
}

// Scenario 5 (abilities din, teor, edd; three players: seat 0 Din, 1 Teor, 2 Edd).
//   r1: Cr5 ... Cr1 Pl2 Cr2 Pl3
//   r2: Cr4 Pl6 Cu2 Vi1 Vi3 Pl1
fn friends() -> AlmostInnocent {
    let mut g = game("friends-in-need", 3, Difficulty::Easy);
    deal(
        &mut g,
        &[
            &["Cu1", "Vi1", "Cr1", "Ev1", "Pl1"],
            &["Cu3", "Vi2", "Cr2", "Ev5", "Pl2"],
            &["Cu6", "Vi6", "Cr6", "Ev6", "Pl6"],
        ],
    );
    g
}

// ruling AI-6 (Din)
#[test]
fn din_draws_three_unused_cards_and_reveals_one() {
    let mut g = friends();
    assert_eq!(
        refuse(&g, 0, Action::UseTeor { target: Seat(1) }),
        AiError::AbilityUnavailable(crate::Ability::Teor)
    );
    // A target off the table is named as people count seats, from 1.
    let off_table = refuse(&g, 0, Action::UseDin { target: Seat(3) });
    assert_eq!(off_table, AiError::NoSuchTarget(Seat(3)));
    assert_eq!(off_table.to_string(), "there is no Seat 4 at this table");
    act(&mut g, 0, Action::UseDin { target: Seat(2) });
    assert_eq!(g.to_move(), sleuth_core::SeatSet::single(Seat(2)));
    let err = refuse(
        &g,
        2,
        Action::DinDraw {
            kinds: vec![ClueType::Place, ClueType::Culprit, ClueType::Culprit],
        },
    );
    assert!(matches!(err, AiError::BadDraw { .. }));
    let events = act(
        &mut g,
        2,
        Action::DinDraw {
            kinds: vec![ClueType::Culprit, ClueType::Culprit, ClueType::Place],
        },
    );
    let private: Vec<_> = events
        .iter()
        .filter(|e| e.audience == Audience::only(Seat(2)))
        .collect();
    let AiEvent::DinCards { clues } = &private[0].body else {
        panic!("{private:?}")
    };
    assert_eq!(clues.len(), 3);
    // Unused cards: nobody's solution.
    let solutions = ["Cu1", "Cu3", "Cu6", "Pl1", "Pl2", "Pl6"];
    assert!(
        clues.iter().all(|c| !solutions.contains(&c.as_str())),
        "{clues:?}"
    );
    assert!(g.view(Viewer::Seat(Seat(2))).din.unwrap().drawn.is_some());
    assert!(g.view(Viewer::Seat(Seat(1))).din.unwrap().drawn.is_none());
    assert!(g.view(Viewer::Spectator).din.unwrap().drawn.is_none());
    let shown = clues[2].clone();
    act(
        &mut g,
        2,
        Action::DinReveal {
            clue: shown.clone(),
        },
    );
    assert_eq!(g.view(Viewer::Spectator).din.unwrap().revealed, Some(shown));
    // Back to seat 0's turn; Din is spent.
    assert_eq!(g.phase, Phase::Turn);
    assert_eq!(g.active, Seat(0));
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::UseDin { .. }))
    );
}

// ruling AI-6 (Teor)
#[test]
fn teor_marks_must_be_true() {
    let mut g = friends();
    act(&mut g, 0, ask(Line::Row(6), None));
    act(&mut g, 1, Action::UseTeor { target: Seat(0) });
    // Seat 0 marks for its left neighbour, seat 1 (Cu3 Vi2 Cr2 Ev5 Pl2).
    // A1:B2 holds Cr5 . Cr4 Pl6: none of seat 1's clues.
    let a1 = Zone {
        row: 1,
        column: 'A',
    };
    assert!(matches!(
        refuse(
            &g,
            0,
            Action::TeorMark {
                zone: a1,
                white: true
            }
        ),
        AiError::FalseMark { .. }
    ));
    assert!(matches!(
        refuse(
            &g,
            0,
            Action::TeorMark {
                zone: Zone {
                    row: 6,
                    column: 'A'
                },
                white: true
            }
        ),
        AiError::BadZone(_)
    ));
    // D1:E2 holds Pl2 Cr2 Vi1 Vi3: two of seat 1's clues.
    let d1 = Zone {
        row: 1,
        column: 'D',
    };
    assert!(matches!(
        refuse(
            &g,
            0,
            Action::TeorMark {
                zone: d1,
                white: false
            }
        ),
        AiError::FalseMark { .. }
    ));
    act(
        &mut g,
        0,
        Action::TeorMark {
            zone: d1,
            white: true,
        },
    );
    let teor = g.view(Viewer::Seat(Seat(2))).teor.unwrap();
    assert_eq!((teor.zone, teor.white), (Some(d1), Some(true)));
    assert_eq!(g.active, Seat(1));
}

// ruling AI-6 (Edd), ruling AI-1 (animal and liquid attributes)
#[test]
fn edd_asks_about_animals_and_liquids() {
    let mut g = friends();
    act(&mut g, 0, ask(Line::Row(1), None));
    act(&mut g, 1, ask(Line::Row(2), None));
    // Culprits: Baribal (Cu1) is an animal, the Magician (Cu3) and the Pirate (Cu6) are not.
    act(
        &mut g,
        2,
        Action::Edd {
            about: ClueType::Culprit,
        },
    );
    assert_eq!(last_answers(&g), [yes(true), yes(false), yes(false)]);
    assert_eq!(
        g.pool,
        Pool::Free(g.setup.tokens - 2),
        "Edd spends no token"
    );
    assert_eq!(g.active, Seat(0));
    let mut h = friends();
    act(&mut h, 0, ask(Line::Row(1), None));
    act(&mut h, 1, ask(Line::Row(2), None));
    // Evidence: the Watch (Ev1) is not a liquid, the Potion (Ev5) and Spiced Tea (Ev6) are.
    act(
        &mut h,
        2,
        Action::Edd {
            about: ClueType::Evidence,
        },
    );
    assert_eq!(last_answers(&h), [yes(false), yes(true), yes(true)]);
    act(&mut h, 0, ask(Line::Row(3), None));
    act(&mut h, 1, ask(Line::Row(4), None));
    assert_eq!(
        refuse(
            &h,
            2,
            Action::Edd {
                about: ClueType::Culprit
            }
        ),
        AiError::AbilityUnavailable(crate::Ability::Edd)
    );
}

// Scenario 6 (Queen; okra, valia, din). Two players: seat 0 Okra, seat 1 Valia, Din shared.
//   r1: ... Vi3 ... Cr5 ... ...
//   r2: Ev2 Cu5 Ev4 Cr3 Ev6 Pl1
fn queens_stroll() -> AlmostInnocent {
    let mut g = game("the-queens-stroll", 2, Difficulty::Easy);
    deal(
        &mut g,
        &[
            &["Cu5", "Vi3", "Cr1", "Ev2", "Pl1"],
            &["Cu1", "Vi1", "Cr2", "Ev3", "Pl3"],
        ],
    );
    g
}

#[test]
fn queen_guards_lines_at_an_extra_cost() {
    let mut g = queens_stroll();
    assert_eq!(g.queen, Some(4), "she starts on the centre block");
    // ruling AI-7: rows 3-4 and columns C-D cost one extra token.
    act(&mut g, 0, ask(Line::Row(3), None));
    assert_eq!(g.pool, Pool::Free(g.setup.tokens - 2));
    let Asked::Line { tokens, .. } = g.questions[0].asked else {
        panic!()
    };
    assert_eq!(tokens, 2);
    // Without the extra token, a guarded line cannot be asked.
    let mut h = queens_stroll();
    h.pool = Pool::Free(1);
    let err = refuse(&h, 0, ask(Line::Column('C'), None));
    assert!(matches!(err, AiError::NotEnoughTokens(_)), "{err}");
    act(&mut h, 0, ask(Line::Column('A'), None));
    assert!(
        matches!(h.phase, Phase::Resolution),
        "the last token is spent"
    );
}

// ruling AI-7
#[test]
fn queen_moves_by_the_die() {
    let mut seen = [false; 7];
    for seed in 0..200 {
        let config = Config {
            players: 2,
            scenario: "the-queens-stroll".into(),
            difficulty: Difficulty::Easy,
            abilities: None,
            shared_ability: None,
            campaign: None,
            language: "en".into(),
        };
        let mut g = AlmostInnocent::new(&config, seed).unwrap();
        g.active = Seat(0);
        g.queen = Some((seed % 9) as u8);
        let from = g.queen.unwrap();
        let events = act(&mut g, 0, ask(Line::Row(1), None));
        let roll = events
            .iter()
            .find_map(|e| match e.body {
                AiEvent::QueenRolled { roll, .. } => Some(roll),
                _ => None,
            })
            .unwrap();
        seen[usize::from(roll)] = true;
        let (band, stack) = (from / 3, from % 3);
        let expect = match roll {
            1 => Some(if band > 0 { from - 3 } else { from }),
            2 => Some(if band < 2 { from + 3 } else { from }),
            3 => Some(if stack > 0 { from - 1 } else { from }),
            4 => Some(if stack < 2 { from + 1 } else { from }),
            _ => None,
        };
        match expect {
            Some(to) => {
                assert_eq!(g.queen, Some(to), "seed {seed} roll {roll} from {from}");
                assert_eq!(g.active, Seat(1));
            }
            None => {
                // 5-6: the players choose, and she must move.
                assert_eq!(g.phase, Phase::QueenChoice);
                assert_eq!(g.to_move(), sleuth_core::SeatSet::single(Seat(0)));
                assert_eq!(
                    refuse(
                        &g,
                        0,
                        Action::MoveQueen {
                            zone: Zone::of_block(from)
                        }
                    ),
                    AiError::QueenMustMove
                );
                assert_eq!(
                    refuse(
                        &g,
                        0,
                        Action::MoveQueen {
                            zone: Zone {
                                row: 2,
                                column: 'B'
                            }
                        }
                    ),
                    AiError::NotAQueenPosition
                );
                let to = (from + 1) % 9;
                act(
                    &mut g,
                    0,
                    Action::MoveQueen {
                        zone: Zone::of_block(to),
                    },
                );
                assert_eq!(g.queen, Some(to));
                assert_eq!(g.active, Seat(1));
            }
        }
    }
    assert!(seen[1..].iter().all(|&s| s), "every face came up: {seen:?}");
}

// ruling AI-6 (Okra), ruling AI-7 (the Queen affects Okra)
#[test]
fn okra_asks_again_on_a_used_line_and_pays_the_queen() {
    let mut g = queens_stroll();
    assert!(matches!(
        refuse(
            &g,
            0,
            Action::Okra {
                line: Line::Row(1),
                about: None,
                discard: None
            }
        ),
        AiError::LineNotUsed(_)
    ));
    act(&mut g, 0, ask(Line::Row(1), None));
    settle(&mut g);
    g.queen = Some(4);
    act(&mut g, 1, ask(Line::Row(2), None));
    settle(&mut g);
    g.queen = Some(0); // guards rows 1-2 and columns A-B
    let before = g.pool;
    // Row 2 (Ev2 Cu5 Ev4 Cr3 Ev6 Pl1): seat 0 Cu5, Ev2, Pl1; seat 1 none.
    act(
        &mut g,
        0,
        Action::Okra {
            line: Line::Row(2),
            about: None,
            discard: None,
        },
    );
    assert_eq!(last_answers(&g), [count(3), count(0)]);
    let t = g.setup.tokens;
    assert_eq!(
        (before, g.pool),
        (Pool::Free(t - 2), Pool::Free(t - 3)),
        "only the Queen's extra token"
    );
    let Asked::Line { okra, tokens, .. } = g.questions.last().unwrap().asked else {
        panic!()
    };
    assert!(okra);
    assert_eq!(tokens, 1);
}

// ruling AI-6 (Valia)
#[test]
fn valia_moves_the_queen_and_counts_under_her() {
    let mut g = queens_stroll();
    assert_eq!(
        refuse(
            &g,
            0,
            Action::Valia {
                zone: Zone {
                    row: 1,
                    column: 'A'
                }
            }
        ),
        AiError::AbilityUnavailable(crate::Ability::Valia)
    );
    act(&mut g, 0, ask(Line::Row(6), None));
    settle(&mut g);
    assert_eq!(
        refuse(
            &g,
            1,
            Action::Valia {
                zone: Zone {
                    row: 2,
                    column: 'A'
                }
            }
        ),
        AiError::NotAQueenPosition
    );
    let tokens = g.pool;
    let events = act(
        &mut g,
        1,
        Action::Valia {
            zone: Zone {
                row: 1,
                column: 'A',
            },
        },
    );
    // A1:B2 holds . Vi3 Ev2 Cu5: all three are seat 0's; none is seat 1's.
    assert_eq!(last_answers(&g), [count(3), count(0)]);
    assert_eq!(g.pool, tokens, "Valia spends no token");
    assert!(events.iter().any(|e| e.body
        == AiEvent::QueenMoved {
            to: Zone {
                row: 1,
                column: 'A'
            }
        }));
}

// ruling AI-6: with two players, one extra ability is shared by both.
#[test]
fn two_players_share_one_extra_ability() {
    let mut g = queens_stroll();
    assert_eq!(g.shared, Some(crate::Ability::Din));
    assert!(
        g.legal_actions(Seat(0))
            .contains(&Action::UseDin { target: Seat(1) })
    );
    act(&mut g, 0, ask(Line::Row(1), None));
    settle(&mut g);
    // Seat 1 may use it too, and then it is spent for both.
    act(&mut g, 1, Action::UseDin { target: Seat(1) });
    act(
        &mut g,
        1,
        Action::DinDraw {
            kinds: vec![ClueType::Culprit, ClueType::Victim, ClueType::Crime],
        },
    );
    let drawn = g.din.as_ref().unwrap().drawn[0];
    let code = g.board.clues[usize::from(drawn)].code.clone();
    act(&mut g, 1, Action::DinReveal { clue: code });
    act(&mut g, 1, ask(Line::Row(6), None));
    settle(&mut g);
    assert_eq!(
        refuse(&g, 0, Action::UseDin { target: Seat(0) }),
        AiError::AbilityUnavailable(crate::Ability::Din)
    );
    let abilities = g.view(Viewer::Spectator).abilities;
    assert!(
        abilities
            .iter()
            .any(|a| a.holder.is_none() && a.used_by == Some(Seat(1)))
    );
}

fn guess(clue: &str) -> Action {
    Action::Guess { clue: clue.into() }
}

#[test]
fn early_resolution_needs_everyone_and_uses_almost_innocent_tokens() {
    let mut g = spiced_tea();
    act(&mut g, 0, ask(Line::Row(1), None));
    // Seat 1 proposes, seat 0 refuses: back to seat 1's turn, no second proposal.
    act(&mut g, 1, Action::ProposeResolution);
    assert_eq!(g.to_move(), sleuth_core::SeatSet::single(Seat(0)));
    act(&mut g, 0, Action::AnswerProposal { agree: false });
    assert_eq!(g.phase, Phase::Turn);
    assert_eq!(
        refuse(&g, 1, Action::ProposeResolution),
        AiError::AlreadyProposed
    );
    act(&mut g, 1, ask(Line::Row(2), None));
    act(&mut g, 0, Action::ProposeResolution);
    act(&mut g, 1, Action::AnswerProposal { agree: true });
    // ruling AI-5: the last seat to ask (seat 1) starts; victims first.
    assert_eq!(g.phase, Phase::Resolution);
    assert!(g.resolution.as_ref().unwrap().early);
    assert_eq!(g.to_move(), sleuth_core::SeatSet::single(Seat(1)));
    assert!(matches!(
        refuse(&g, 1, guess("Cr3")),
        AiError::WrongType { .. }
    ));
    // A wrong guess costs a token and the same seat guesses again.
    act(&mut g, 1, guess("Vi1"));
    assert_eq!(g.almost_innocent, 2);
    assert_eq!(g.to_move(), sleuth_core::SeatSet::single(Seat(1)));
    assert_eq!(
        refuse(&g, 1, guess("Vi1")),
        AiError::AlreadyRuledOut("Vi1".into())
    );
    act(&mut g, 1, guess("Vi5"));
    act(&mut g, 0, guess("Vi3"));
    for (seat, clue) in [(1, "Cr3"), (0, "Cr4"), (1, "Ev2"), (0, "Ev6"), (1, "Pl4")] {
        act(&mut g, seat, guess(clue));
    }
    assert!(g.outcome().is_none());
    act(&mut g, 0, guess("Pl1"));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, sleuth_core::SeatSet::first(2));
    assert_eq!(g.almost_innocent, 2);
    let everyone = g.view(Viewer::Everyone).solutions.unwrap();
    assert_eq!(everyone[0], ["Vi3", "Cr4", "Ev6", "Pl1"]);
    assert_eq!(g.view(Viewer::Seat(Seat(0))).solutions, None);
}

// ruling AI-5
#[test]
fn a_wrong_guess_without_tokens_loses() {
    let mut g = spiced_tea();
    g.pool = Pool::Free(1);
    act(&mut g, 0, ask(Line::Row(1), None));
    // The tokens ran out: seat 0 asked last and starts.
    assert_eq!(g.phase, Phase::Resolution);
    assert!(!g.resolution.as_ref().unwrap().early);
    act(&mut g, 0, guess("Vi3"));
    g.almost_innocent = 0;
    act(&mut g, 1, guess("Vi6"));
    let outcome = g.outcome().unwrap();
    assert!(outcome.winners.is_empty());
    assert!(g.to_move().is_empty());
}

// ruling AI-4
#[test]
fn signals_follow_the_difficulty() {
    let detective = game("spiced-tea", 2, Difficulty::Detective);
    assert!(matches!(
        refuse(
            &detective,
            0,
            Action::Signal {
                signal: Signal::Ready { ready: true }
            }
        ),
        AiError::BadSignal(_)
    ));
    let mut medium = game("spiced-tea", 2, Difficulty::Medium);
    assert!(matches!(
        refuse(
            &medium,
            0,
            Action::Signal {
                signal: Signal::Types {
                    found: vec![ClueType::Victim],
                    doubt: vec![]
                }
            }
        ),
        AiError::BadSignal(_)
    ));
    act(
        &mut medium,
        0,
        Action::Signal {
            signal: Signal::Ready { ready: true },
        },
    );
    assert!(matches!(
        refuse(
            &medium,
            0,
            Action::Signal {
                signal: Signal::Ready { ready: false }
            }
        ),
        AiError::BadSignal(_)
    ));
    assert_eq!(
        medium.view(Viewer::Seat(Seat(1))).signals[0],
        Some(Signal::Ready { ready: true })
    );
    let mut easy = game("spiced-tea", 2, Difficulty::Easy);
    let unordered = Signal::Types {
        found: vec![ClueType::Place, ClueType::Victim],
        doubt: vec![],
    };
    assert!(matches!(
        refuse(&easy, 0, Action::Signal { signal: unordered }),
        AiError::BadSignal(_)
    ));
    let good = Signal::Types {
        found: vec![ClueType::Victim, ClueType::Place],
        doubt: vec![ClueType::Crime],
    };
    act(
        &mut easy,
        0,
        Action::Signal {
            signal: good.clone(),
        },
    );
    assert_eq!(easy.view(Viewer::Spectator).signals[0], Some(good));
}

#[test]
fn actions_round_trip_through_json() {
    let action = Action::Ask {
        line: Line::Column('D'),
        about: Some(ClueType::Victim),
        discard: None,
    };
    let text = serde_json::to_string(&action).unwrap();
    assert_eq!(
        text,
        r#"{"type":"ask","line":{"column":"D"},"about":"victim","discard":null}"#
    );
    let parsed: Action = serde_json::from_str(r#"{"type":"ask","line":{"row":3}}"#).unwrap();
    assert_eq!(
        parsed,
        Action::Ask {
            line: Line::Row(3),
            about: None,
            discard: None
        }
    );
    let teor: Action =
        serde_json::from_str(r#"{"type":"teor_mark","zone":{"row":1,"column":"D"},"white":true}"#)
            .unwrap();
    assert_eq!(
        teor,
        Action::TeorMark {
            zone: Zone {
                row: 1,
                column: 'D'
            },
            white: true
        }
    );
}

#[test]
fn bad_configs_are_refused() {
    let base = Config {
        players: 3,
        scenario: "friends-in-need".into(),
        difficulty: Difficulty::Easy,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    assert!(
        AlmostInnocent::new(
            &Config {
                players: 6,
                ..base.clone()
            },
            1
        )
        .is_err()
    );
    assert!(
        AlmostInnocent::new(
            &Config {
                scenario: "nope".into(),
                ..base.clone()
            },
            1
        )
        .is_err()
    );
    let valia = Config {
        abilities: Some(vec![crate::Ability::Valia]),
        ..base.clone()
    };
    assert!(AlmostInnocent::new(&valia, 1).is_err());
    let shared = Config {
        shared_ability: Some(crate::Ability::Din),
        ..base.clone()
    };
    assert!(AlmostInnocent::new(&shared, 1).is_err());
    let chosen = Config {
        abilities: Some(vec![crate::Ability::Edd]),
        ..base
    };
    let g = AlmostInnocent::new(&chosen, 1).unwrap();
    assert_eq!(g.seat_abilities, [Some(crate::Ability::Edd), None, None]);
}

// Scenario 7 (seventh clues):
//   r2: Ev3 Cr4 Cu7 Pl7 Cu3 Ev7
//   column B: Ev5 Cr4 Cr7 Cr2 Pl6 Cu1
#[test]
fn seventh_clues_are_dealt_and_answered() {
    let mut g = game("seven-of-everything", 2, Difficulty::Easy);
    assert!(g.board.types.iter().all(|&t| g.board.deck(t).len() == 7));
    deal(
        &mut g,
        &[
            &["Cu7", "Vi7", "Cr7", "Ev7", "Pl7"],
            &["Cu1", "Vi1", "Cr1", "Ev1", "Pl1"],
        ],
    );
    act(&mut g, 0, ask(Line::Row(2), None));
    assert_eq!(last_answers(&g), [count(3), count(0)]);
    act(&mut g, 1, ask(Line::Column('B'), None));
    assert_eq!(last_answers(&g), [count(1), count(1)]);
    // Two players: seat 0 Din, seat 1 Teor, Edd shared. Lamp Oil (Ev7) is a liquid.
    act(
        &mut g,
        0,
        Action::Edd {
            about: ClueType::Evidence,
        },
    );
    assert_eq!(last_answers(&g), [yes(true), yes(false)]);
    assert_eq!(
        g.board.clues[g.board.clue_by_code("Cu7").unwrap()].name_fr,
        "Renard roublard"
    );
}

// Scenario 8 (star clues, big clues, Queen, question limits):
//   r2: Ev* Pl3 Pl2 Pl2 Cu4 Cr2
//   r5: Ev4 Cr4 Cu* Vi4 ... Cu5
//   column D: Cr1 Pl2 Cr5 Cr5 Vi4 Ev6
#[test]
fn star_clues_can_be_shared() {
    let mut g = game("the-starless-crown", 2, Difficulty::Detective);
    assert_eq!(
        g.board.deck(ClueType::Culprit).len(),
        8,
        "six culprits and two star cards"
    );
    assert_eq!(g.board.deck(ClueType::Victim).len(), 6);
    deal(
        &mut g,
        &[
            &["Cu*", "Vi3", "Cr5", "Ev*", "Pl2"],
            &["Cu*", "Vi1", "Cr1", "Ev3", "Pl6"],
        ],
    );
    act(&mut g, 0, ask(Line::Row(5), None));
    assert_eq!(last_answers(&g), [count(1), count(1)]);
    settle(&mut g);
    g.queen = Some(4);
    act(&mut g, 1, ask(Line::Row(2), None));
    assert_eq!(last_answers(&g), [count(2), count(0)]);
    settle(&mut g);
    // Column D is guarded: with limits, the extra token's face must be named.
    g.queen = Some(4);
    assert!(matches!(
        refuse(&g, 0, ask(Line::Column('D'), None)),
        AiError::BadDiscard(_)
    ));
    act(
        &mut g,
        0,
        Action::Ask {
            line: Line::Column('D'),
            about: None,
            discard: Some(TokenFace::Quantity),
        },
    );
    assert_eq!(last_answers(&g), [count(2), count(1)]);
    let limits = g.setup.limits.unwrap();
    assert_eq!(
        g.pool,
        Pool::Split {
            quantity: limits.quantity - 4,
            kind: limits.kind
        }
    );
    // Both seats resolve the same star culprit.
    g.phase = Phase::Turn;
    g.active = Seat(1);
    act(&mut g, 1, Action::ProposeResolution);
    act(&mut g, 0, Action::AnswerProposal { agree: true });
    act(&mut g, 0, guess("Cu*"));
    act(&mut g, 1, guess("Cu*"));
    assert_eq!(g.resolution.as_ref().unwrap().type_pos, 1);
}

#[test]
fn proposals_are_answered_by_everyone_at_once() {
    let mut g = friends();
    act(&mut g, 0, Action::ProposeResolution);
    // Seats 1 and 2 answer simultaneously; seat 0 waits.
    assert_eq!(g.to_move(), sleuth_core::SeatSet::first(3).without(Seat(0)));
    assert!(g.legal_actions(Seat(0)).is_empty());
    act(&mut g, 2, Action::AnswerProposal { agree: true });
    assert_eq!(g.to_move(), sleuth_core::SeatSet::single(Seat(1)));
    let PhaseView::Proposal { agreed, .. } = g.view(Viewer::Spectator).phase else {
        panic!()
    };
    assert_eq!(agreed, [Seat(0), Seat(2)].into_iter().collect());
    act(&mut g, 1, Action::AnswerProposal { agree: true });
    // Nobody asked yet: the active seat starts, culprits first.
    assert_eq!(
        g.view(Viewer::Spectator).phase,
        PhaseView::Resolution {
            kind: ClueType::Culprit,
            seat: Seat(0)
        }
    );
}

#[test]
fn resolution_goes_type_by_type_clockwise_from_the_last_asker() {
    let mut g = friends();
    act(&mut g, 0, ask(Line::Row(1), None));
    act(&mut g, 1, ask(Line::Row(2), None));
    g.pool = Pool::Free(1);
    act(&mut g, 2, ask(Line::Row(3), None));
    let solutions = [
        ["Cu1", "Vi1", "Cr1", "Ev1", "Pl1"],
        ["Cu3", "Vi2", "Cr2", "Ev5", "Pl2"],
        ["Cu6", "Vi6", "Cr6", "Ev6", "Pl6"],
    ];
    let mut order = Vec::new();
    for (p, kind) in g.board.types.clone().into_iter().enumerate() {
        for _ in 0..3 {
            let PhaseView::Resolution { kind: now, seat } = g.view(Viewer::Spectator).phase else {
                panic!()
            };
            assert_eq!(now, kind);
            order.push(seat.0);
            act(&mut g, seat.0, guess(solutions[seat.index()][p]));
        }
    }
    assert_eq!(order, [2, 0, 1].repeat(5));
    assert_eq!(g.outcome().unwrap().winners, sleuth_core::SeatSet::first(3));
    assert_eq!(g.almost_innocent, 3);
}

// ---------------------------------------------------------------------------
// Ruling AI-6 as amended (rules version 2): Din and Teor "à tout moment".

fn seats(list: &[u8]) -> sleuth_core::SeatSet {
    list.iter().map(|&s| Seat(s)).collect()
}

fn friends_v1() -> AlmostInnocent {
    let mut g = friends();
    g.rules_version = 1;
    g
}

// ruling AI-6 (amended): the Din holder acts while another seat is to move.
#[test]
fn ai6_din_on_another_seats_turn() {
    let mut g = friends();
    // Seat 0's turn: seat 0 (active, Din) and seat 1 (Teor) may act; the game
    // waits for seat 0 only.
    assert_eq!(g.to_move(), seats(&[0, 1]));
    assert_eq!(g.waiting_for(), seats(&[0]));
    act(&mut g, 0, ask(Line::Row(6), None));
    assert_eq!(g.active, Seat(1));
    assert_eq!(g.to_move(), seats(&[0, 1]));
    assert_eq!(g.waiting_for(), seats(&[1]));
    // Out of turn, seat 0 may only use Din; seat 2 (Edd) may not act at all.
    let legal = g.legal_actions(Seat(0));
    assert_eq!(legal.len(), 3, "{legal:?}");
    assert!(legal.iter().all(|a| matches!(a, Action::UseDin { .. })));
    // The sentence counts seats from 1, as the table labels them.
    assert_eq!(
        refuse(&g, 0, ask(Line::Row(1), None)).to_string(),
        "that is not possible now: it is Seat 2's turn: out of turn only Din and Teor can be used"
    );
    assert!(matches!(
        refuse(&g, 0, Action::ProposeResolution),
        AiError::NotNow(_)
    ));
    assert!(g.legal_actions(Seat(2)).is_empty());
    let mut events = Vec::new();
    assert!(matches!(
        g.clone().play(
            Seat(2),
            &Action::Edd {
                about: ClueType::Culprit
            },
            &mut events
        ),
        Err(PlayError::NotYourTurn { .. })
    ));
    // Din on seat 2 during seat 1's turn: seat 2 draws and reveals, then seat 1's
    // turn goes on where it was.
    act(&mut g, 0, Action::UseDin { target: Seat(2) });
    assert_eq!(g.to_move(), seats(&[2]));
    act(
        &mut g,
        2,
        Action::DinDraw {
            kinds: vec![ClueType::Culprit, ClueType::Victim, ClueType::Place],
        },
    );
    let shown = g.view(Viewer::Seat(Seat(2))).din.unwrap().drawn.unwrap()[0].clone();
    act(&mut g, 2, Action::DinReveal { clue: shown });
    assert_eq!(g.phase, Phase::Turn);
    assert_eq!(g.active, Seat(1));
    assert_eq!(g.questions.len(), 1);
    // Din is spent: seat 0 may no longer act on seat 1's turn.
    assert_eq!(g.to_move(), seats(&[1]));
    assert!(g.legal_actions(Seat(0)).is_empty());
    act(&mut g, 1, ask(Line::Row(5), None));
    assert_eq!(g.active, Seat(2));
    // The Teor holder still may act on seat 2's turn.
    assert_eq!(g.to_move(), seats(&[1, 2]));
}

// ruling AI-6 (amended): Teor during the resolution, which then goes on.
#[test]
fn ai6_teor_during_resolution() {
    let mut g = friends();
    act(&mut g, 0, Action::ProposeResolution);
    act(&mut g, 1, Action::AnswerProposal { agree: true });
    act(&mut g, 2, Action::AnswerProposal { agree: true });
    assert_eq!(g.phase, Phase::Resolution);
    // Seat 0 guesses first (nobody asked); the holders of Din (0) and Teor (1) may act.
    assert_eq!(g.waiting_for(), seats(&[0]));
    assert_eq!(g.to_move(), seats(&[0, 1]));
    assert!(
        g.legal_actions(Seat(1))
            .iter()
            .all(|a| matches!(a, Action::UseTeor { .. }))
    );
    assert_eq!(
        refuse(&g, 1, guess("Cu3")).to_string(),
        "that is not possible now: Seat 1 is guessing: meanwhile only Din and Teor can be used"
    );
    act(&mut g, 0, guess("Cu1"));
    // Seat 1 has Teor used for seat 0: seat 0's right neighbour, seat 2, holds seat
    // 0's solution and marks a zone about it.
    act(&mut g, 1, Action::UseTeor { target: Seat(2) });
    assert_eq!(g.to_move(), seats(&[2]));
    let c1 = Zone {
        row: 1,
        column: 'C',
    };
    // C1:D2 holds Cr1 Pl2 Cu2 Vi1: two of seat 0's clues, so black is false.
    assert!(matches!(
        refuse(
            &g,
            2,
            Action::TeorMark {
                zone: c1,
                white: false
            }
        ),
        AiError::FalseMark { .. }
    ));
    let events = act(
        &mut g,
        2,
        Action::TeorMark {
            zone: c1,
            white: true,
        },
    );
    assert!(events.iter().any(|e| matches!(
        e.body,
        AiEvent::TeorMarked {
            target: Seat(2),
            white: true,
            ..
        }
    )));
    // The resolution goes on with seat 1's culprit.
    assert_eq!(g.phase, Phase::Resolution);
    assert_eq!(
        g.view(Viewer::Spectator).phase,
        PhaseView::Resolution {
            kind: ClueType::Culprit,
            seat: Seat(1)
        }
    );
    // Din (seat 0) may still be used while seat 1 guesses.
    assert_eq!(g.to_move(), seats(&[0, 1]));
    act(&mut g, 0, Action::UseDin { target: Seat(0) });
    act(
        &mut g,
        0,
        Action::DinDraw {
            kinds: vec![ClueType::Victim, ClueType::Crime, ClueType::Evidence],
        },
    );
    let shown = g.view(Viewer::Seat(Seat(0))).din.unwrap().drawn.unwrap()[1].clone();
    act(&mut g, 0, Action::DinReveal { clue: shown });
    assert_eq!(g.phase, Phase::Resolution);
    assert_eq!(g.to_move(), seats(&[1]));
    act(&mut g, 1, guess("Cu3"));
    assert_eq!(g.to_move(), seats(&[2]));
}

// ruling AI-6 (amended): "ce dernier peut utiliser l'un des jetons".
#[test]
fn ai6_teor_chosen_player_may_decline() {
    let mut g = friends();
    act(&mut g, 1, Action::UseTeor { target: Seat(0) });
    assert!(g.legal_actions(Seat(0)).contains(&Action::TeorDecline));
    let events = act(&mut g, 0, Action::TeorDecline);
    assert!(events.iter().any(
        |e| e.audience == Audience::All && e.body == AiEvent::TeorDeclined { target: Seat(0) }
    ));
    // Teor is spent all the same; seat 0's turn goes on.
    assert_eq!(g.phase, Phase::Turn);
    assert_eq!(g.active, Seat(0));
    let teor = g.view(Viewer::Spectator).teor.unwrap();
    assert!(teor.declined);
    assert_eq!((teor.zone, teor.white), (None, None));
    assert_eq!(g.to_move(), seats(&[0]));
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::UseTeor { .. }))
    );
}

// Rules version 1 (kept for old matches): Din and Teor only on the holder's own
// turn, never in the resolution, and the target must mark.
#[test]
fn ai6_rules_version_1_keeps_din_and_teor_on_the_holders_turn() {
    let mut g = friends_v1();
    assert_eq!(g.to_move(), seats(&[0]));
    act(&mut g, 0, ask(Line::Row(6), None));
    assert_eq!(g.to_move(), seats(&[1]));
    assert!(g.legal_actions(Seat(0)).is_empty());
    act(&mut g, 1, Action::UseTeor { target: Seat(0) });
    assert!(!g.legal_actions(Seat(0)).contains(&Action::TeorDecline));
    let err = refuse(&g, 0, Action::TeorDecline);
    assert!(err.to_string().contains("rules version 2"), "{err}");
    let mut r = friends_v1();
    act(&mut r, 0, Action::ProposeResolution);
    act(&mut r, 1, Action::AnswerProposal { agree: true });
    act(&mut r, 2, Action::AnswerProposal { agree: true });
    assert_eq!(r.to_move(), seats(&[0]));
    assert!(
        !r.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::UseDin { .. }))
    );
}

// The rulebook: "Le joueur actif, désigné aléatoirement en début de partie".
#[test]
fn first_player_is_drawn_from_the_seed() {
    let config = Config {
        players: 4,
        scenario: "friends-in-need".into(),
        difficulty: Difficulty::Medium,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    let mut starts = [0u32; 4];
    for seed in 0..200 {
        let g = AlmostInnocent::new(&config, seed).unwrap();
        starts[g.active.index()] += 1;
        assert_eq!(g.waiting_for(), seats(&[g.active.0]));
        assert_eq!(g.view(Viewer::Spectator).active, g.active);
        // Rules version 1: seat 0 starts, and the seed deals the same hands.
        let v1 = AlmostInnocent::new_under_rules(&config, seed, 1).unwrap();
        assert_eq!(v1.active, Seat(0));
        assert_eq!(v1.hands, g.hands);
        assert_eq!(AlmostInnocent::new(&config, seed).unwrap(), g);
    }
    assert!(starts.iter().all(|&n| n > 20), "{starts:?}");
    assert!(matches!(
        AlmostInnocent::new_under_rules(&config, 1, 3),
        Err(crate::ConfigError::RulesVersion(3))
    ));
}

// The secrecy harness's redeals keep public chance: who starts, and the Queen's die.
#[test]
fn redeals_keep_the_first_player_and_the_generator() {
    use sleuth_core::harness::Testable;
    let config = Config {
        players: 5,
        scenario: "the-queens-stroll".into(),
        difficulty: Difficulty::Easy,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    for seed in 0..40 {
        let g = AlmostInnocent::new(&config, seed).unwrap();
        let spectator = AlmostInnocent::redeal_for_spectator(&config, seed, seed + 1000);
        assert_eq!(spectator.active, g.active);
        assert_eq!(spectator.rng, g.rng);
        for s in 0..5u8 {
            let r = AlmostInnocent::redeal_for(&config, seed, Seat(s), seed + 1000);
            assert_eq!(r.active, g.active);
            assert_eq!(r.rng, g.rng);
            assert_eq!(r.hands[usize::from(s)], g.hands[usize::from(s)]);
        }
    }
}

// Browser item 7/8: the lobby shows scenario titles, not slugs.
#[test]
fn scenario_variant_offers_titles_as_labels() {
    let info = AlmostInnocent::info();
    let scenario = info.variants.iter().find(|v| v.key == "scenario").unwrap();
    let boards = crate::content::scenarios();
    assert_eq!(scenario.choices.len(), boards.len());
    assert_eq!(scenario.labels.len(), boards.len());
    for (i, b) in boards.iter().enumerate() {
        assert_eq!(scenario.choices[i], b.id);
        assert!(
            scenario.labels[i].contains(&b.title),
            "{}",
            scenario.labels[i]
        );
    }
    let difficulty = info
        .variants
        .iter()
        .find(|v| v.key == "difficulty")
        .unwrap();
    assert_eq!(difficulty.choices, ["easy", "medium", "detective"]);
    assert_eq!(difficulty.labels.len(), 3);
}

#[test]
fn the_rules_page_grid_is_a_shipped_scenarios_with_three_clues_or_more_on_row_four() {
    use sleuth_core::game::HostedGame;
    let assets = crate::AlmostInnocent::ui_assets();
    let rows = assets["example_grid"].as_array().expect("a grid");
    assert_eq!(rows.len(), 6);
    for row in rows {
        assert_eq!(row.as_array().map(Vec::len), Some(6), "{row}");
    }
    // The page's example: Ana 2 and Cleo 1 of their clues on row 4.
    let row_four = rows[3].as_array().expect("row 4");
    assert!(
        row_four.iter().filter(|c| *c != ".").count() >= 3,
        "{row_four:?}"
    );
    let board = crate::content::scenario(crate::RULES_PAGE_SCENARIO).expect("shipped");
    assert_eq!(
        assets["example_grid"],
        serde_json::json!(board.grid_codes())
    );
}
