//! The guided first game (`tutorial/en.toml`): the script replays to its end, and
//! what its hints tell the learner is what the seed actually deals and rolls.

use sleuth_core::tutorial::{TutorialScript, check_script};
use sleuth_core::{Event, Game, HostedGame, Registry, Seat};
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

/// Plays the script on the concrete game; every event of every step.
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
        steps.push(events.into_iter().map(|e| e.body).collect());
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
