//! The engine's random playout harness over Lady Alice, for 3, 4 and 5 players,
//! with both bots, and the view-secrecy check.

use sleuth_core::harness::{PlayoutOptions, check_random_playouts, check_view_secrecy};
use sleuth_core::simulate::{SimulationOptions, simulate};
use sleuth_lady_alice::{LadyAlice, LadyAliceConfig};

#[test]
fn random_playouts_hold_every_invariant() {
    for players in 3..=5 {
        let options = PlayoutOptions {
            games: 1000,
            seed: u64::from(players),
            bot: "random",
            exhaustive_games: 30,
        };
        let stats = check_random_playouts::<LadyAlice>(&LadyAliceConfig::new(players), &options);
        assert_eq!(stats.games, 1000);
        assert!(stats.rejections_checked > 1000, "{stats:?}");
    }
}

#[test]
fn baseline_playouts_hold_every_invariant() {
    for players in 3..=5 {
        let options = PlayoutOptions {
            games: 150,
            seed: 10 + u64::from(players),
            bot: "baseline",
            exhaustive_games: 5,
        };
        let stats = check_random_playouts::<LadyAlice>(&LadyAliceConfig::new(players), &options);
        assert_eq!(stats.games, 150);
        // Baseline games involve real deduction rounds, not a quick blunder.
        assert!(stats.actions / stats.games > 10, "{stats:?}");
    }
}

#[test]
fn views_never_depend_on_unseen_secrets() {
    for players in 3..=5 {
        let comparisons = check_view_secrecy::<LadyAlice>(&LadyAliceConfig::new(players), 300, 77);
        assert!(comparisons > 1000, "only {comparisons} comparisons");
    }
}

#[test]
fn simulation_is_deterministic_and_completes() {
    for players in 3..=5 {
        for bot in ["random", "baseline"] {
            let options = SimulationOptions {
                games: 100,
                seed: 5,
                bots: vec![bot.into()],
                max_actions: None,
            };
            let config = LadyAliceConfig::new(players);
            let first = simulate::<LadyAlice>(&config, &options, &mut |_| {})
                .unwrap_or_else(|e| panic!("{e}"));
            let again = simulate::<LadyAlice>(&config, &options, &mut |_| {})
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(first.completed, 100, "{first:?}");
            assert_eq!(first.illegal_bot_actions, 0);
            assert_eq!(first.without_timing(), again.without_timing());
        }
    }
}

fn no_notes(players: u8) -> LadyAliceConfig {
    LadyAliceConfig {
        players,
        no_notes: true,
    }
}

#[test]
fn no_notes_playouts_hold_every_invariant() {
    for players in 3..=5 {
        for (bot, games) in [("random", 300), ("baseline", 60), ("solver", 10)] {
            let options = PlayoutOptions {
                games,
                seed: 20 + u64::from(players),
                bot,
                exhaustive_games: 3,
            };
            let stats = check_random_playouts::<LadyAlice>(&no_notes(players), &options);
            assert_eq!(stats.games, games);
        }
    }
}

#[test]
fn no_notes_views_never_depend_on_unseen_secrets() {
    for players in 3..=5 {
        let comparisons = check_view_secrecy::<LadyAlice>(&no_notes(players), 300, 78);
        assert!(comparisons > 1000, "only {comparisons} comparisons");
    }
}
