//! Every registered game has a tutorial (`HostedGame::tutorial_text`,
//! docs/content/tutorials.md) whose script reads and replays on the game: the
//! config and seed set a match up, every step is legal for its seat, the game
//! ends exactly at the last step, and the script names every seat. The hints are
//! each game's own words; their quality is checked by people and by the Chromium
//! test that follows them.

use sleuth_core::tutorial::check_script;

#[test]
fn every_registered_game_has_a_tutorial_that_replays_to_the_end() {
    let registry = sleuth_games::registry();
    let mut missing = Vec::new();
    for game in registry.games() {
        let id = game.info().id;
        let script = match game.tutorial() {
            Some(Ok(script)) => script,
            Some(Err(err)) => panic!("{id}: {err}"),
            None => {
                missing.push(id);
                continue;
            }
        };
        let problems = check_script(game, script);
        assert!(problems.is_empty(), "{id}: {problems:?}");
        let learner_steps = script
            .steps
            .iter()
            .filter(|s| s.seat == script.learner)
            .count();
        assert!(
            learner_steps >= 4,
            "{id}: a tutorial teaches by playing: only {learner_steps} learner steps"
        );
        assert!(
            script.minutes.is_some(),
            "{id}: the lobby says how long the tutorial takes"
        );
        // A story-like first game names its bots rather than "baseline bot #2".
        assert!(
            !script.seat_names.is_empty(),
            "{id}: the script names its seats (seat_names)"
        );
    }
    assert!(missing.is_empty(), "games without a tutorial: {missing:?}");
}

#[test]
fn a_tutorial_whose_step_is_not_legal_is_refused_with_its_step() {
    let registry = sleuth_games::registry();
    let game = registry
        .get("lady-alice")
        .expect("Lady Alice is registered");
    let mut script = match game.tutorial() {
        Some(Ok(script)) => script.clone(),
        other => panic!("Lady Alice's tutorial: {other:?}"),
    };
    // A step that is no move of the game is refused, named by its number.
    let second = script.steps.len() / 2;
    script.steps[second].action = serde_json::json!({"type": "no such move"});
    let problems = check_script(game, &script);
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with(&format!("step {}", second + 1))),
        "{problems:?}"
    );
    // Cut short, the game is not over at the end.
    script.steps.truncate(second);
    assert_eq!(
        check_script(game, &script),
        vec!["the game is not over after the last step".to_owned()]
    );
}

#[test]
fn a_tutorial_naming_more_or_fewer_seats_than_the_table_has_is_refused() {
    let registry = sleuth_games::registry();
    let game = registry
        .get("lady-alice")
        .expect("Lady Alice is registered");
    let mut script = match game.tutorial() {
        Some(Ok(script)) => script.clone(),
        other => panic!("Lady Alice's tutorial: {other:?}"),
    };
    assert!(check_script(game, &script).is_empty());
    script.seat_names.push("Extra".into());
    let problems = check_script(game, &script);
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("seat_names gives 4 names for a 3-seat table")),
        "{problems:?}"
    );
    script.seat_names.truncate(2);
    assert!(!check_script(game, &script).is_empty());
}
