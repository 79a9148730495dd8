//! The engine under the playout harness: thousands of random actions over shipped
//! puzzles at 3 to 9 seats (legal actions accepted, illegal ones refused without
//! change, replays reproduce, the game ends within the stated bound), the
//! view-secrecy check (a puzzler's or a spectator's views and events never depend on
//! the solution and its parts), and simulations with the random bot.

use sleuth_core::Game;
use sleuth_core::harness::{PlayoutOptions, check_random_playouts, check_view_secrecy};
use sleuth_core::simulate::{SimulationOptions, simulate};
use sleuth_lateral_puzzles::{Config, LateralPuzzles, library};

mod common;

/// A shipped puzzle, or for odd tables the rulebook's Red Dame (its 5-point part
/// lets more than 90 points be spoiled before the end). The Lateral Master sits
/// at a different seat from table to table (the last seat at odd tables).
fn config(players: u8, puzzle: usize) -> Config {
    if players % 2 == 1 {
        return Config {
            lateral_master: players - 1,
            ..common::red_dame_config(players)
        };
    }
    let puzzles = library::shipped();
    Config {
        players,
        lateral_master: (puzzle % usize::from(players)) as u8,
        puzzle: puzzles[puzzle % puzzles.len()].id.clone(),
        custom: None,
        language: "en".into(),
    }
}

#[test]
fn random_playouts_at_three_to_nine_seats() {
    for players in 3..=9u8 {
        let options = PlayoutOptions {
            games: 16,
            seed: u64::from(players),
            bot: "random",
            exhaustive_games: 4,
        };
        let config = config(players, usize::from(players) * 3);
        let stats = check_random_playouts::<LateralPuzzles>(&config, &options);
        assert_eq!(stats.games, 16);
        assert!(stats.rejections_checked > 0);
        assert!(stats.longest > 10, "{stats:?}");
    }
}

#[test]
fn views_keep_secrets() {
    for players in 3..=9u8 {
        let config = config(players, usize::from(players) + 11);
        let comparisons = check_view_secrecy::<LateralPuzzles>(&config, 8, u64::from(players));
        assert!(comparisons > 0);
    }
}

#[test]
fn simulation_completes_and_is_deterministic() {
    for players in 3..=9u8 {
        let options = SimulationOptions {
            games: 8,
            seed: 1,
            bots: vec!["random".to_owned()],
            max_actions: None,
        };
        let config = config(players, usize::from(players));
        let a = simulate::<LateralPuzzles>(&config, &options, &mut |_| {}).unwrap();
        let b = simulate::<LateralPuzzles>(&config, &options, &mut |_| {}).unwrap();
        assert_eq!(a.completed, 8, "{a:?}");
        assert_eq!(a.illegal_bot_actions, 0);
        assert_eq!(a.without_timing(), b.without_timing());
        assert_eq!(a.players, usize::from(players));
    }
    let _ = LateralPuzzles::config_for_players(3);
}
