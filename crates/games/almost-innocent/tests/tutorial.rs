//! The tutorial (tutorial/en.toml) as a game: the team wins, and every clue the
//! learner is told to name is the only one their own view still allows, so the
//! hints never ask for a guess the learner could not have deduced.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use sleuth_almost_innocent::solver::Solver;
use sleuth_almost_innocent::{Action, AlmostInnocent, Config, PhaseView};
use sleuth_core::game::HostedGame;
use sleuth_core::tutorial::TutorialScript;
use sleuth_core::{Game, Viewer};

fn script() -> TutorialScript {
    TutorialScript::parse(AlmostInnocent::tutorial_text().expect("a tutorial")).unwrap()
}

#[test]
fn the_tutorial_learner_names_only_clues_their_answers_prove() {
    let script = script();
    let config: Config = serde_json::from_value(script.config.clone()).unwrap();
    let mut game = AlmostInnocent::new(&config, script.seed).unwrap();
    let mut guesses = 0;
    for (i, step) in script.steps.iter().enumerate() {
        let action: Action = serde_json::from_value(step.action.clone()).unwrap();
        if step.seat == script.learner
            && let Action::Guess { clue } = &action
        {
            let view = game.view(Viewer::Seat(script.learner));
            let solver = Solver::new(&view).unwrap();
            let pos = solver.board.types.iter().position(
                |t| matches!(view.phase, PhaseView::Resolution { kind, .. } if kind == *t),
            );
            let pos = pos.expect("a type being resolved");
            let candidates = solver.candidates(script.learner, true);
            let mut left: Vec<&str> = candidates
                .iter()
                .map(|c| solver.board.clues[usize::from(c[pos])].code.as_str())
                .collect();
            left.sort_unstable();
            left.dedup();
            assert_eq!(
                left,
                vec![clue.as_str()],
                "step {}: the learner cannot be sure of {clue}",
                i + 1
            );
            guesses += 1;
        }
        let mut events = Vec::new();
        game.play(step.seat, &action, &mut events)
            .unwrap_or_else(|e| panic!("step {}: {e}", i + 1));
    }
    assert_eq!(guesses, game.view(Viewer::Everyone).types.len());
    assert!(
        matches!(
            game.view(Viewer::Everyone).phase,
            PhaseView::Over { won: true }
        ),
        "the team wins the tutorial"
    );
}

#[test]
fn the_tutorial_learner_uses_din_and_asks_both_kinds_of_question() {
    let script = script();
    let learner: Vec<Action> = script
        .steps
        .iter()
        .filter(|s| s.seat == script.learner)
        .map(|s| serde_json::from_value(s.action.clone()).unwrap())
        .collect();
    assert!(learner.iter().any(|a| matches!(a, Action::UseDin { .. })));
    assert!(
        learner
            .iter()
            .any(|a| matches!(a, Action::Ask { about: None, .. }))
    );
    assert!(
        learner
            .iter()
            .any(|a| matches!(a, Action::Ask { about: Some(_), .. }))
    );
    assert!(
        (8..=25).contains(&learner.len()),
        "{} learner steps",
        learner.len()
    );
}
