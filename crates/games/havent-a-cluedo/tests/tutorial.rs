//! The guided first game (`tutorial/en.toml`): the script replays to its end, and
//! what its hints tell the learner is what the seed actually deals and rolls.

use sleuth_core::tutorial::{TutorialScript, check_script};
use sleuth_core::{Event, Game, HostedGame, Registry, Seat, Viewer};
use sleuth_havent_a_cluedo::{Action, Config, HaventACluedo, HcEvent};

fn script() -> TutorialScript {
    let text = HaventACluedo::tutorial_text().expect("the game has a tutorial");
    TutorialScript::parse(text).expect("the tutorial reads")
}

#[test]
fn tutorial_replays_to_the_learners_win_at_its_last_step() {
    let mut registry = Registry::new();
    registry.register::<HaventACluedo>();
    let game = registry.get("havent-a-cluedo").expect("registered");
    assert_eq!(check_script(game, &script()), Vec::<String>::new());
}

/// Plays the script on the concrete game; by step, the events the learner's
/// seat receives.
fn play_script() -> (HaventACluedo, Vec<Vec<HcEvent>>) {
    let script = script();
    let config: Config = serde_json::from_value(script.config.clone()).expect("a config");
    let mut game = HaventACluedo::new(&config, script.seed).expect("a game");
    let mut steps = Vec::new();
    for step in &script.steps {
        let action: Action = serde_json::from_value(step.action.clone()).expect("an action");
        let mut events: Vec<Event<HcEvent>> = Vec::new();
        game.apply_action(step.seat, &action, &mut events)
            .expect("a legal step");
        steps.push(
            events
                .into_iter()
                .filter(|e| e.audience.includes(Viewer::Seat(script.learner)))
                .map(|e| e.body)
                .collect(),
        );
    }
    (game, steps)
}

#[test]
fn tutorial_hints_tell_the_deal_and_the_dice_as_the_seed_makes_them() {
    let (game, steps) = play_script();
    let names = |cards: &[sleuth_havent_a_cluedo::Card]| -> Vec<String> {
        cards.iter().map(|c| game.edition().card_name(*c)).collect()
    };
    // The learner's hand as the hints describe it: two persons and two articles
    // left to find, and the Wine Cellar as the only room.
    assert_eq!(
        names(game.hand(Seat(0))),
        [
            "Miss Kingston",
            "Gruppenführer Fontana",
            "Sergeant Northey",
            "Space Commander Lehman",
            "Rape alarm",
            "Pizza oven",
            "Blackboard",
            "Particle-beam weapon",
            "Wine Cellar",
        ]
    );
    assert_eq!(
        names(&game.envelope()),
        ["Professor Anderson", "Mines coffee machine", "Bar"]
    );
    // Step 1: the first roll is a 4 (the Bar's door is 4 steps from the start).
    assert!(steps[0].contains(&HcEvent::Rolled {
        seat: Seat(0),
        roll: 4
    }));
    // Step 4: Fontana shows the learner Reverend Burgess.
    assert!(steps[3].contains(&HcEvent::CardShownToYou {
        by: Seat(1),
        card: "Reverend Burgess".into()
    }));
    // Step 10: in the Wine Cellar nobody can answer, and the learner plays on.
    assert!(steps[9].contains(&HcEvent::NobodyShowed { seat: Seat(0) }));
    // The last step: nobody can answer in the Bar, and the learner wins.
    assert!(matches!(
        steps.last().and_then(|s| s.last()),
        Some(HcEvent::Won { seat: Seat(0), .. })
    ));
}

/// Each outlined control belongs to the step's own move in the table
/// (web/table.js): the die, the room on the board, the passage button, the two
/// suggestion menus set to the named cards and the suggest button, the card to
/// show.
#[test]
fn every_outlined_control_is_the_steps_own_move() {
    let script = script();
    for (i, step) in script.steps.iter().enumerate() {
        if step.seat != script.learner {
            continue;
        }
        let action: Action = serde_json::from_value(step.action.clone()).expect("an action");
        let expected: Vec<(String, Option<String>)> = match &action {
            Action::Roll => vec![("hc-roll".into(), None)],
            Action::Move {
                to: sleuth_havent_a_cluedo::Place::Room(room),
            } => vec![(format!("hc-room-{room}"), None)],
            Action::SecretPassage => vec![("hc-passage".into(), None)],
            Action::Suggest { person, article } => vec![
                ("hc-suggest-person".into(), Some(person.clone())),
                ("hc-suggest-article".into(), Some(article.clone())),
                ("hc-suggest".into(), None),
            ],
            Action::Show { card } => vec![(format!("hc-show-{card}"), None)],
            other => panic!("step {}: no controls known for {other:?}", i + 1),
        };
        let outlined: Vec<(String, Option<String>)> = step
            .highlight
            .iter()
            .map(|h| (h.testid.clone(), h.text.clone()))
            .collect();
        assert_eq!(outlined, expected, "step {}", i + 1);
    }
}

/// The guide shows a step's hint when that step is the learner's move, after
/// the bot's moves before it: a hint may say "showed you" a card only once that
/// card has been shown to the learner by then.
#[test]
fn no_hint_names_a_shown_card_before_it_is_shown() {
    let script = script();
    let (game, steps) = play_script();
    let cards: Vec<String> = game
        .edition()
        .deck
        .cards()
        .map(|c| game.edition().card_name(c))
        .collect();
    let mut shown: Vec<String> = Vec::new();
    for (i, step) in script.steps.iter().enumerate() {
        if let Some(hint) = &step.hint {
            for card in &cards {
                if hint.contains(&format!("showed you {card}")) {
                    assert!(
                        shown.contains(card),
                        "step {}: the hint names {card} as shown before the learner sees it",
                        i + 1
                    );
                }
            }
        }
        for event in &steps[i] {
            if let HcEvent::CardShownToYou { card, .. } = event {
                shown.push(card.clone());
            }
        }
    }
    assert_eq!(
        shown,
        ["Reverend Burgess"],
        "the learner is shown one card, not the one they showed"
    );
}
