//! The tutorial (tutorial/en.toml) as a game: the learner plays first in every
//! round, asks, rephrases, plays cards and spoils both parts, and wins 94 to 60
//! with every part spoiled; the words the browser types are the script's own and
//! every hint quotes them (the table does not show them otherwise); and the other
//! puzzler's questions are not flagged as repeats of what a learner may type in
//! their own words, since a flag would make the Lateral Master's scripted answer
//! illegal and stop the tutorial.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::Value;
use sleuth_core::game::HostedGame;
use sleuth_core::tutorial::TutorialScript;
use sleuth_core::{Game, Seat, Viewer};
use sleuth_lateral_puzzles::similar::{FLAG_THRESHOLD, similarity};
use sleuth_lateral_puzzles::{Action, Config, EndReason, LateralPuzzles};

fn script() -> TutorialScript {
    TutorialScript::parse(LateralPuzzles::tutorial_text().expect("a tutorial")).unwrap()
}

fn action(step: &sleuth_core::tutorial::TutorialStep) -> Action {
    serde_json::from_value(step.action.clone()).unwrap()
}

#[test]
fn the_tutorial_learner_plays_first_each_round_and_wins_94_to_60_with_every_part_spoiled() {
    let script = script();
    let config: Config = serde_json::from_value(script.config.clone()).unwrap();
    assert_ne!(
        config.lateral_master_seat(),
        script.learner,
        "the learner is a puzzler"
    );
    let mut game = LateralPuzzles::new(&config, script.seed).unwrap();
    let mut rounds_seen = Vec::new();
    for (i, step) in script.steps.iter().enumerate() {
        let view = game.view(Viewer::Seat(script.learner));
        if !rounds_seen.contains(&view.round) {
            assert_eq!(
                view.order.first(),
                Some(&script.learner),
                "round {}",
                view.round
            );
            rounds_seen.push(view.round);
        }
        game.play(step.seat, &action(step), &mut Vec::new())
            .unwrap_or_else(|e| panic!("step {}: {e}", i + 1));
    }
    let end = game.view(Viewer::Everyone);
    assert_eq!(end.over, Some(EndReason::AllSpoiled));
    assert_eq!(end.winners, vec![script.learner]);
    let score = |seat: Seat| {
        end.puzzlers
            .iter()
            .find(|p| p.seat == seat)
            .unwrap()
            .score_tenths
    };
    assert_eq!(score(script.learner), 940);
    assert_eq!(score(Seat(2)), 600);
}

#[test]
fn the_tutorial_learner_asks_rephrases_padlocks_spies_and_spoils() {
    let script = script();
    let learner: Vec<Action> = script
        .steps
        .iter()
        .filter(|s| s.seat == script.learner)
        .map(action)
        .collect();
    assert!(learner.iter().any(|a| matches!(a, Action::Ask { .. })));
    assert!(learner.iter().any(|a| matches!(a, Action::Rephrase { .. })));
    assert!(learner.iter().any(|a| matches!(a, Action::TipOff { .. })));
    assert!(learner.iter().any(|a| matches!(a, Action::Padlock { .. })));
    assert!(learner.iter().any(|a| matches!(a, Action::MataHari { .. })));
    assert!(learner.iter().any(|a| matches!(a, Action::Spoiler { .. })));
    assert!(
        (8..=25).contains(&learner.len()),
        "{} learner steps",
        learner.len()
    );
}

/// The browser types a highlight's `text` into the box and chooses it in a
/// list: for the learner's free text it must be the action's own text (quoted by
/// the hint, the only place the learner reads it), for a list the question's
/// number.
#[test]
fn the_tutorial_types_and_quotes_the_scripted_words_and_chooses_the_scripted_question() {
    let script = script();
    for (i, step) in script.steps.iter().enumerate() {
        if step.seat != script.learner {
            continue;
        }
        let typed: Vec<&str> = step
            .highlight
            .iter()
            .filter_map(|h| h.text.as_deref())
            .collect();
        let hint = step.hint.as_deref().unwrap();
        match (&step.action["text"], &step.action["question"]) {
            (Value::String(text), _) => {
                assert!(
                    step.own_words,
                    "step {}: free text is the learner's own",
                    i + 1
                );
                assert_eq!(typed, vec![text.as_str()], "step {}", i + 1);
                assert!(
                    hint.contains(&format!("\"{text}")),
                    "step {}: the hint quotes {text:?}",
                    i + 1
                );
            }
            (_, Value::Number(q)) => {
                assert_eq!(typed, vec![q.to_string().as_str()], "step {}", i + 1);
                assert!(hint.contains(&format!("Q{q}")), "step {}", i + 1);
            }
            _ => assert!(typed.is_empty(), "step {}", i + 1),
        }
    }
}

/// A question another seat asks later in the same round is compared with the
/// learner's (LP-6); flagged, it could not be answered as scripted. So the
/// other puzzler's questions must stay clear of the suggested words and of
/// other likely wordings of the same idea.
#[test]
fn the_other_puzzlers_questions_are_not_flagged_against_likely_learner_questions() {
    let script = script();
    let likely = [
        "What sport are the shoes for?",
        "Are the shoes for a sport?",
        "Are they for sport?",
        "Is it about sport?",
        "Will he grow into them?",
        "Will the boy grow into the shoes?",
        "Are they climbing shoes?",
        "Is the sport climbing?",
        "Are the shoes meant to be tight?",
        "Are the shoes supposed to be so tight?",
        "Are they dancing shoes?",
        "Are they ballet shoes?",
        "Does a tight fit help him stand on small holds?",
    ];
    let config: Config = serde_json::from_value(script.config.clone()).unwrap();
    let mut game = LateralPuzzles::new(&config, script.seed).unwrap();
    let mut checked = 0;
    for step in &script.steps {
        let round = game.view(Viewer::Everyone).round;
        let act = action(step);
        let other_question = match &act {
            Action::Ask { .. } | Action::TipOff { .. } | Action::Sherlock { .. } => {
                step.seat != script.learner && step.seat != config.lateral_master_seat()
            }
            _ => false,
        };
        let learner_asked_this_round = game
            .view(Viewer::Everyone)
            .questions
            .iter()
            .any(|q| q.round == round && q.seat == script.learner);
        if other_question && learner_asked_this_round {
            let text = step.action["text"].as_str().unwrap();
            for words in likely {
                assert!(
                    similarity(text, words) < FLAG_THRESHOLD,
                    "{text:?} looks like {words:?}"
                );
            }
            checked += 1;
        }
        game.play(step.seat, &act, &mut Vec::new()).unwrap();
    }
    assert!(checked >= 2, "{checked} questions checked");
}
