//! Rules versions: version 2 is current, version 1 records still replay under
//! version 1 (the rules they were played with), any other version is refused.

use sleuth_core::{
    Game, MatchRecord, Registry, Seat, SleuthRng, Viewer, derive_seed, erased::ErasedGame,
};
use sleuth_watson_holmes::{ConfigError, WatsonHolmes};

#[test]
fn version_2_is_current_and_version_1_is_kept() {
    assert_eq!(WatsonHolmes::info().rules_version, 2);
    assert_eq!(WatsonHolmes::supported_rules_versions(), vec![1, 2]);
    let config = WatsonHolmes::config_for_players(3);
    assert!(WatsonHolmes::new_under_rules(&config, 1, 1).is_ok());
    assert_eq!(
        WatsonHolmes::new_under_rules(&config, 1, 3).unwrap_err(),
        ConfigError::RulesVersion(3)
    );
    let host = sleuth_core::erased::Host::<WatsonHolmes>::default();
    let refused = host
        .new_match_under_rules(&serde_json::to_value(&config).unwrap(), 1, 3)
        .unwrap_err();
    assert!(refused.contains('3') && refused.contains('2'), "{refused}");
}

/// Random games played under version 1 replay from their record (which says
/// version 1) to the same end.
#[test]
fn version_1_records_replay_under_version_1() {
    let mut registry = Registry::new();
    registry.register::<WatsonHolmes>();
    for seed in 0..6u64 {
        let config = WatsonHolmes::config_for_players(2 + (seed % 4) as u8);
        let mut game = WatsonHolmes::new_under_rules(&config, seed, 1).unwrap();
        let mut record = MatchRecord::new::<WatsonHolmes>(&config, seed);
        record.rules_version = 1;
        let mut rng = SleuthRng::from_seed(derive_seed(seed, 5));
        for _ in 0..20_000 {
            let Some(mover) = game.waiting_for().first_seat() else {
                break;
            };
            let action = game.random_action(mover, &mut rng).expect("an action");
            let mut events = Vec::new();
            game.play(mover, &action, &mut events)
                .expect("listed actions apply");
            record.push::<WatsonHolmes>(mover, &action);
        }
        assert!(game.outcome().is_some(), "seed {seed} did not finish");
        let replay = registry
            .replay(&record)
            .expect("a version 1 record replays");
        assert_eq!(
            replay.game.view(Viewer::Everyone),
            serde_json::to_value(game.view(Viewer::Everyone)).unwrap()
        );
        assert_eq!(
            replay.game.view(Viewer::Seat(Seat(0))),
            serde_json::to_value(game.view(Viewer::Seat(Seat(0)))).unwrap()
        );
    }
}
