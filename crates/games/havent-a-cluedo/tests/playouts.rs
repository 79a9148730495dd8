//! The engine's playout harness, view secrecy and simulation on Haven't a Cluedo.

use sleuth_core::harness::{PlayoutOptions, check_random_playouts, check_view_secrecy};
use sleuth_core::simulate::simulate;
use sleuth_core::{Game, SimulationOptions};
use sleuth_havent_a_cluedo::deck::HC_PERSONS;
use sleuth_havent_a_cluedo::{Config, HaventACluedo};

/// Seats choosing characters out of turn order (ruling HC-3), Reverend Burgess
/// always among them: seat 0 plays him, and he moves last.
fn scrambled(players: u8) -> Vec<String> {
    [5, 2, 0, 4, 1, 3][..usize::from(players)]
        .iter()
        .map(|p| HC_PERSONS[*p].to_owned())
        .collect()
}

/// Random bots rarely hit the envelope, so their games end at the round limit; a
/// small limit keeps them short (every game still ends within the stated bound,
/// which holds for any bot and any config). With the Burgess variant (HC-8), the
/// seats choose characters out of turn order, Burgess among them.
fn short(players: u8, diagonal: bool) -> Config {
    Config {
        players,
        characters: if diagonal {
            scrambled(players)
        } else {
            Vec::new()
        },
        burgess_goes_diagonal: diagonal,
        round_limit: 10,
    }
}

#[test]
fn random_playouts() {
    let mut games = 0;
    for players in 2..=6u8 {
        let options = PlayoutOptions {
            games: 200,
            seed: u64::from(players),
            bot: "random",
            exhaustive_games: 10,
        };
        let stats =
            check_random_playouts::<HaventACluedo>(&short(players, players % 2 == 0), &options);
        assert!(stats.rejections_checked > 0);
        games += stats.games;
    }
    assert_eq!(games, 1000);
}

#[test]
fn baseline_playouts() {
    for players in 2..=6u8 {
        let config = if players == 3 {
            Config {
                characters: scrambled(players),
                burgess_goes_diagonal: true,
                ..HaventACluedo::config_for_players(players)
            }
        } else {
            HaventACluedo::config_for_players(players)
        };
        let options = PlayoutOptions {
            games: 40,
            seed: 7 + u64::from(players),
            bot: "baseline",
            exhaustive_games: 4,
        };
        let stats = check_random_playouts::<HaventACluedo>(&config, &options);
        assert_eq!(stats.games, 40);
        assert!(stats.longest < HaventACluedo::info().action_bound);
    }
}

#[test]
fn view_secrecy() {
    for players in 2..=6u8 {
        let comparisons = check_view_secrecy::<HaventACluedo>(
            &short(players, true),
            30,
            100 + u64::from(players),
        );
        assert!(comparisons > 30 * u64::from(players), "{comparisons}");
    }
}

#[test]
fn baseline_simulations_complete_and_are_deterministic() {
    for players in 2..=6u8 {
        let config = HaventACluedo::config_for_players(players);
        let options = SimulationOptions {
            games: 100,
            seed: 1,
            bots: vec!["baseline".into()],
            max_actions: None,
        };
        let first = simulate::<HaventACluedo>(&config, &options, &mut |_| {}).expect("simulates");
        assert_eq!(first.completed, 100, "{first:?}");
        assert_eq!(first.aborted, 0);
        assert_eq!(first.illegal_bot_actions, 0);
        let winners: u64 = first.wins_by_seat.iter().sum();
        assert_eq!(winners + first.no_winner, 100);
        let second = simulate::<HaventACluedo>(&config, &options, &mut |_| {}).expect("simulates");
        assert_eq!(first.without_timing(), second.without_timing());
    }
}

/// A few random games at the default round limit: they run to it (random bots
/// rarely find the envelope) and stay within the stated bound.
#[test]
fn random_playouts_at_the_default_round_limit() {
    for players in [2, 6] {
        let games = if players == 2 { 2 } else { 1 };
        let options = PlayoutOptions {
            games,
            seed: 99,
            bot: "random",
            exhaustive_games: 0,
        };
        let stats = check_random_playouts::<HaventACluedo>(
            &HaventACluedo::config_for_players(players),
            &options,
        );
        assert!(stats.longest <= HaventACluedo::info().action_bound);
        assert!(stats.longest > 400, "{stats:?}");
    }
}
