//! The Lady Alice tutorial (tutorial/en.toml): its story holds under the rules
//! (the verdicts its hints reason from, the learner's correct accusation and win),
//! and each learner step's outlined controls, used in order on the table
//! (web/table.js), make exactly that step's move.

use serde_json::{Value, json};
use sleuth_core::erased::Host;
use sleuth_core::tutorial::{Highlight, TutorialScript, check_script};
use sleuth_core::{ErasedGame, Game, HostedGame, Seat};
use sleuth_lady_alice::view::LogEntry;
use sleuth_lady_alice::{Action, Category, Clue, Ending, LadyAlice, LadyAliceConfig};

fn script() -> TutorialScript {
    let text = LadyAlice::tutorial_text().expect("Lady Alice embeds its tutorial");
    TutorialScript::parse(text).unwrap_or_else(|err| panic!("{err}"))
}

/// The tutorial played through, with the verdicts in the order they came.
fn played(script: &TutorialScript) -> (LadyAlice, Vec<(Seat, u8, bool)>) {
    let config: LadyAliceConfig =
        serde_json::from_value(script.config.clone()).expect("a Lady Alice config");
    let mut game = LadyAlice::new(&config, script.seed).expect("the config sets a match up");
    let mut events = Vec::new();
    for (i, step) in script.steps.iter().enumerate() {
        let action: Action = serde_json::from_value(step.action.clone())
            .unwrap_or_else(|err| panic!("step {}: {err}", i + 1));
        game.apply(step.seat, &action, &mut events)
            .unwrap_or_else(|err| panic!("step {}: {err}", i + 1));
    }
    let verdicts = game
        .view(sleuth_core::Viewer::Seat(script.learner))
        .history
        .iter()
        .filter_map(|entry| match entry {
            LogEntry::Suspicion {
                seat,
                smiles,
                covered,
                ..
            } => Some((*seat, *smiles, *covered)),
            LogEntry::Accusation { seat, smiles, .. } => Some((*seat, *smiles, false)),
            _ => None,
        })
        .collect();
    (game, verdicts)
}

#[test]
fn tutorial_replays_to_its_end_under_the_rules() {
    let script = script();
    let host = Host::<LadyAlice>::default();
    assert_eq!(check_script(&host, &script), Vec::<String>::new());
    // The server reads the script through the same host.
    assert_eq!(host.tutorial().map(|read| read.is_ok()), Some(true));
}

/// The hints reason from these verdicts (2 smiles without the learner's own
/// evidence, 2 with it, then a covering 0) and from the learner's card: a
/// changed deal or rule would make them false.
#[test]
fn tutorial_hints_reason_from_the_verdicts_the_game_gives() {
    let script = script();
    let (game, verdicts) = played(&script);
    assert_eq!(game.evidence_of(script.learner).name(), "Covent Garden");
    assert_eq!(game.special_category(), Some(Category::Time));
    assert_eq!(
        verdicts,
        vec![
            (Seat(0), 2, false),
            (Seat(1), 2, false),
            (Seat(2), 0, true),
            (Seat(0), 3, false),
        ]
    );
}

#[test]
fn tutorial_ends_with_the_learners_correct_accusation_and_win() {
    let script = script();
    let (game, _) = played(&script);
    assert_eq!(
        game.ending(),
        Some(Ending::Accusation {
            seat: script.learner
        })
    );
    let sheet = game.score_sheet().expect("a score sheet at the end");
    assert_eq!(
        sheet.winners.iter().collect::<Vec<_>>(),
        vec![script.learner]
    );
    let learner = &sheet.rows[script.learner.index()];
    // 2 on Covent Garden, 2 on the Compass, 1 on Tippu Tip; lines VII and IX.
    assert_eq!(
        (
            learner.counter_points,
            learner.all_evidence_bonus,
            learner.accusation_bonus,
            learner.total
        ),
        (5, 2, 3, 10)
    );
    assert_eq!(game.outcome().map(|o| o.winners.len()), Some(1));
}

/// What the table (web/table.js) sends after these controls are used in order:
/// a clue picks its column in the notebook (and, in deductions, is the clue to
/// place on), a value button chooses the counter, `removed-category-*` marks the
/// removed category, and the submit buttons send the move.
fn move_from_controls(highlight: &[Highlight]) -> Value {
    let mut picks = serde_json::Map::new();
    let (mut place_clue, mut value, mut removed) = (None, None, None);
    let mut sent = None;
    for control in highlight {
        assert!(
            sent.is_none(),
            "a control after the move was sent: {control:?}"
        );
        let id = control.testid.as_str();
        if let Some(name) = id.strip_prefix("clue-") {
            let clue = Clue::from_name(name).unwrap_or_else(|| panic!("no clue {name:?}"));
            picks.insert(clue.category().name().into(), json!(name));
            place_clue = Some(name.to_owned());
        } else if let Some(n) = id.strip_prefix("counter-value-") {
            value = Some(n.parse::<u8>().expect("a counter value"));
        } else if let Some(category) = id.strip_prefix("removed-category-") {
            removed = Some(category.to_owned());
        } else {
            sent = Some(match id {
                "submit-suspicion" => json!({ "type": "suspect", "clues": picks.clone() }),
                "place-counter" => {
                    json!({ "type": "place_counter", "clue": place_clue.clone(), "value": value })
                }
                "pass" => json!({ "type": "pass" }),
                "submit-accusation" => {
                    let mut clues = picks.clone();
                    if let Some(category) = &removed {
                        clues.remove(category);
                    }
                    let mut action = json!({ "type": "accuse", "clues": clues });
                    if let Some(category) = &removed {
                        action["removed"] = json!(category);
                    }
                    action
                }
                other => panic!("the table has no control {other:?}"),
            });
        }
    }
    sent.expect("the last control sends the move")
}

#[test]
fn tutorial_controls_make_each_learner_move() {
    let script = script();
    for (i, step) in script.steps.iter().enumerate() {
        if step.seat != script.learner {
            continue;
        }
        assert_eq!(
            move_from_controls(&step.highlight),
            step.action,
            "step {}: the outlined controls make another move",
            i + 1
        );
    }
}
