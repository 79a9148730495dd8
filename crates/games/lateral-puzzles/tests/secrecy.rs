//! Secrecy of what comes from the action log (invariant 2). The harness's
//! `check_view_secrecy` redeals the puzzle's solution and parts; the other secrets
//! of this game (private answers, Sherlock Holmes questions, spoiler texts) are
//! typed by people, so they are changed in the log itself: for each viewer, every
//! private answer, private question and spoiler it never learns (not asked, spied
//! or swapped for) is replaced, and the viewer's views, events and legal actions
//! must stay byte-identical at every step.

use sleuth_core::{Event, Game, Seat, Viewer, derive_seed};
use sleuth_lateral_puzzles::{
    Action, AnswerCard, Config, Event as LpEvent, LateralPuzzles, QuestionKind, library,
};

mod common;

fn other_answer(answer: AnswerCard) -> AnswerCard {
    match answer {
        AnswerCard::Yes => AnswerCard::No,
        AnswerCard::No => AnswerCard::Yes,
        AnswerCard::NotRelevant => AnswerCard::FalseAssumption,
        AnswerCard::FalseAssumption => AnswerCard::NotRelevant,
        AnswerCard::Rephrase => AnswerCard::NoAnswer,
        AnswerCard::NoAnswer => AnswerCard::Rephrase,
    }
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serializes")
}

/// The log with everything `viewer` never learns changed.
fn mutate(
    config: &Config,
    seed: u64,
    log: &[(Seat, Action)],
    viewer: Viewer,
) -> Vec<(Seat, Action)> {
    // Who knows each private question, from the rules as written, not from any
    // view: its asker, whoever spied it successfully, both sides of a swap.
    let mut game = LateralPuzzles::new(config, seed).expect("setup");
    let mut knowers: Vec<Vec<Seat>> = Vec::new();
    let mut next_ids = Vec::new();
    for (seat, action) in log {
        next_ids.push(knowers.len() as u32 + 1);
        let mut events = Vec::new();
        game.play(*seat, action, &mut events).expect("replays");
        for event in events {
            match event.body {
                LpEvent::Asked { seat, .. } => knowers.push(vec![seat]),
                LpEvent::SpySucceeded { seat, question, .. } => {
                    knowers[question as usize - 1].push(seat)
                }
                LpEvent::Swapped {
                    seat,
                    mine,
                    target,
                    theirs,
                } => {
                    knowers[theirs as usize - 1].push(seat);
                    knowers[mine as usize - 1].push(target);
                }
                _ => {}
            }
        }
    }
    let master = game.view(Viewer::Seat(config.lateral_master_seat()));
    let knows = |q: u32| {
        knowers
            .get(q as usize - 1)
            .is_some_and(|k| k.iter().any(|&s| viewer == Viewer::Seat(s)))
    };
    let unknown_answer =
        |q: u32| master.questions[q as usize - 1].kind != QuestionKind::Public && !knows(q);
    // A Sherlock Holmes question the viewer never read, and that was not flagged
    // (so that a changed text leaves the Lateral Master's rulings valid).
    let unknown_text = |q: u32| {
        master
            .questions
            .get(q as usize - 1)
            .is_some_and(|v| v.kind == QuestionKind::Sherlock && v.flag.is_none())
            && !knows(q)
    };
    let mine = |seat: Seat| viewer == Viewer::Seat(seat);
    log.iter()
        .zip(next_ids)
        .enumerate()
        .map(|(i, ((seat, action), next_id))| {
            let changed = match action {
                Action::Answer {
                    question,
                    answer,
                    another_wording: false,
                } if unknown_answer(*question) => Action::Answer {
                    question: *question,
                    answer: other_answer(*answer),
                    another_wording: false,
                },
                Action::Sherlock { .. } if unknown_text(next_id) => Action::Sherlock {
                    text: format!("Zqx {i} vwk?"),
                },
                Action::Rephrase { .. } if unknown_text(next_id) => Action::Rephrase {
                    text: format!("Zqx {i} vwk?"),
                },
                Action::Spoiler { .. } if !mine(*seat) => Action::Spoiler {
                    text: format!("Another guess, number {i}.\nOn two lines."),
                },
                other => other.clone(),
            };
            (*seat, changed)
        })
        .collect()
}

fn check(config: &Config, seed: u64) -> (u64, u64) {
    let log = common::random_log(config, seed, 400);
    let players = config.players;
    let mut changes = 0;
    let mut comparisons = 0;
    for viewer in (0..players)
        .filter(|&s| s != config.lateral_master)
        .map(|s| Viewer::Seat(Seat(s)))
        .chain([Viewer::Spectator])
    {
        let other = mutate(config, seed, &log, viewer);
        changes += log.iter().zip(&other).filter(|(a, b)| a != b).count() as u64;
        let mut a = LateralPuzzles::new(config, seed).expect("setup");
        let mut b = a.clone();
        for (step, ((seat, x), (_, y))) in log.iter().zip(&other).enumerate() {
            let context = format!("seed {seed} viewer {viewer:?} step {step}");
            if a.outcome().is_none() {
                assert_eq!(
                    json(&a.view(viewer)),
                    json(&b.view(viewer)),
                    "{context}: views"
                );
                if let Viewer::Seat(s) = viewer {
                    assert_eq!(
                        json(&a.legal_actions(s)),
                        json(&b.legal_actions(s)),
                        "{context}: legal actions"
                    );
                }
                comparisons += 1;
            }
            let (mut ea, mut eb): (Vec<Event<LpEvent>>, Vec<Event<LpEvent>>) =
                (Vec::new(), Vec::new());
            a.play(*seat, x, &mut ea).expect("the log replays");
            b.play(*seat, y, &mut eb)
                .unwrap_or_else(|e| panic!("{context}: the changed log is refused: {e}"));
            let seen = |events: &[Event<LpEvent>]| {
                events
                    .iter()
                    .filter(|e| e.audience.includes(viewer))
                    .map(json)
                    .collect::<Vec<_>>()
            };
            assert_eq!(seen(&ea), seen(&eb), "{context}: events after {x:?}");
        }
    }
    (changes, comparisons)
}

#[test]
fn private_answers_questions_and_spoilers_reach_only_who_may_know_them() {
    let mut changes = 0;
    let mut comparisons = 0;
    for index in 0..42u64 {
        let players = 3 + (index % 7) as u8;
        let config = if index % 3 == 0 {
            common::red_dame_config(players)
        } else {
            let puzzles = library::shipped();
            Config {
                players,
                lateral_master: (index % u64::from(players)) as u8,
                puzzle: puzzles[index as usize % puzzles.len()].id.clone(),
                custom: None,
                language: "en".into(),
            }
        };
        let (c, n) = check(&config, derive_seed(2024, index));
        changes += c;
        comparisons += n;
    }
    // The check is not vacuous: many secrets were changed and compared.
    assert!(changes > 1000, "{changes} changes");
    assert!(comparisons > 5000, "{comparisons} comparisons");
}

/// The mutation test of this test: a view that showed everyone the answers would
/// be caught.
#[test]
fn the_changed_log_does_change_what_the_lateral_master_sees() {
    let config = common::red_dame_config(5);
    let seed = derive_seed(7, 7);
    let log = common::random_log(&config, seed, 400);
    let other = mutate(&config, seed, &log, Viewer::Spectator);
    assert_ne!(log, other);
    let replay = |log: &[(Seat, Action)]| {
        let mut game = LateralPuzzles::new(&config, seed).unwrap();
        let mut master = Vec::new();
        for (seat, action) in log {
            game.play(*seat, action, &mut Vec::new()).unwrap();
            master.push(json(&game.view(Viewer::Seat(Seat(0)))));
        }
        master
    };
    assert_ne!(replay(&log), replay(&other));
}
