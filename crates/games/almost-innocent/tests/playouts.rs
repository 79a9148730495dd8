//! The engine's harness over every scenario (random and baseline bots), view
//! secrecy, and simulation for 2 to 5 players.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::config;

use sleuth_almost_innocent::{AlmostInnocent, Difficulty, scenarios};
use sleuth_core::SimulationOptions;
use sleuth_core::harness::{PlayoutOptions, check_random_playouts, check_view_secrecy};
use sleuth_core::simulate::simulate;

#[test]
fn random_playouts_over_every_scenario() {
    for (i, board) in scenarios().iter().enumerate() {
        for players in 2..=5u8 {
            let difficulty = Difficulty::ALL[(i + usize::from(players)) % 3];
            let options = PlayoutOptions {
                games: 12,
                seed: i as u64,
                bot: "random",
                exhaustive_games: 2,
            };
            let stats = check_random_playouts::<AlmostInnocent>(
                &config(&board.id, players, difficulty),
                &options,
            );
            assert_eq!(stats.games, 12);
            assert!(stats.rejections_checked > 0);
        }
    }
}

#[test]
fn baseline_playouts_over_every_scenario() {
    for (i, board) in scenarios().iter().enumerate() {
        for players in [2u8, 5] {
            let difficulty = Difficulty::ALL[(i + usize::from(players)) % 3];
            let options = PlayoutOptions {
                games: 3,
                seed: 9 + i as u64,
                bot: "baseline",
                exhaustive_games: 1,
            };
            check_random_playouts::<AlmostInnocent>(
                &config(&board.id, players, difficulty),
                &options,
            );
        }
    }
}

#[test]
fn views_keep_secrets() {
    for (i, board) in scenarios().iter().enumerate() {
        for (k, difficulty) in Difficulty::ALL.into_iter().enumerate() {
            let players = 2 + ((i + k) % 4) as u8;
            let comparisons = check_view_secrecy::<AlmostInnocent>(
                &config(&board.id, players, difficulty),
                3,
                (i * 3 + k) as u64,
            );
            assert!(comparisons > 0);
        }
    }
}

#[test]
fn simulation_completes_and_is_deterministic() {
    for players in 2..=5u8 {
        let config = config("friends-in-need", players, Difficulty::Medium);
        let options = SimulationOptions {
            games: 12,
            seed: 1,
            bots: vec!["baseline".into()],
            max_actions: None,
        };
        let a = simulate::<AlmostInnocent>(&config, &options, &mut |_| {}).unwrap();
        let b = simulate::<AlmostInnocent>(&config, &options, &mut |_| {}).unwrap();
        assert_eq!(a.completed, 12, "{a:?}");
        assert_eq!(a.illegal_bot_actions, 0);
        assert_eq!(a.without_timing(), b.without_timing());
        let random = SimulationOptions {
            bots: vec!["random".into()],
            ..options
        };
        let r = simulate::<AlmostInnocent>(&config, &random, &mut |_| {}).unwrap();
        assert_eq!(r.completed, 12, "{r:?}");
    }
}
