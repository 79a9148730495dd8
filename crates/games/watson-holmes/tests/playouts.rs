//! The engine under the playout harness: thousands of random actions over the
//! shipped cases at 2 to 7 players (legal actions accepted, illegal ones refused
//! without change, replays reproduce, the game ends within the stated bound), the
//! view-secrecy check (a seat's views and events never depend on another seat's
//! face-down character), and simulations with the baseline and solver bots.

use sleuth_core::Game;
use sleuth_core::harness::{PlayoutOptions, check_random_playouts, check_view_secrecy};
use sleuth_core::simulate::{SimulationOptions, simulate};
use sleuth_watson_holmes::{Config, WatsonHolmes, library};

fn config(players: u8, case: usize, open_casebook: bool) -> Config {
    let cases = library::shipped();
    Config {
        players,
        case: cases[case % cases.len()].id.clone(),
        open_casebook,
        custom: None,
        language: "en".into(),
    }
}

#[test]
fn random_playouts_at_two_to_seven_players() {
    for players in 2..=7u8 {
        let options = PlayoutOptions {
            games: 3,
            seed: u64::from(players),
            bot: "random",
            exhaustive_games: 1,
        };
        let config = config(players, usize::from(players), players % 3 == 0);
        let stats = check_random_playouts::<WatsonHolmes>(&config, &options);
        assert_eq!(stats.games, 3);
        assert!(stats.rejections_checked > 0);
    }
}

#[test]
fn views_keep_secrets() {
    for players in 2..=7u8 {
        let config = config(players, usize::from(players) + 1, players % 2 == 0);
        let comparisons = check_view_secrecy::<WatsonHolmes>(&config, 2, u64::from(players));
        assert!(comparisons > 0);
    }
}

#[test]
fn simulation_completes_and_is_deterministic() {
    for players in 2..=7u8 {
        let mixed: Vec<String> = (0..players)
            .map(|i| if i % 2 == 0 { "solver" } else { "baseline" }.to_owned())
            .collect();
        for bots in [vec!["baseline".to_owned()], mixed] {
            let options = SimulationOptions {
                games: 6,
                seed: 1,
                bots,
                max_actions: None,
            };
            let config = config(players, usize::from(players), false);
            let a = simulate::<WatsonHolmes>(&config, &options, &mut |_| {}).unwrap();
            let b = simulate::<WatsonHolmes>(&config, &options, &mut |_| {}).unwrap();
            assert_eq!(a.completed, 6, "{a:?}");
            assert_eq!(a.illegal_bot_actions, 0);
            assert_eq!(
                (
                    a.wins_by_seat,
                    a.mean_actions,
                    a.max_actions_seen,
                    a.no_winner
                ),
                (
                    b.wins_by_seat,
                    b.mean_actions,
                    b.max_actions_seen,
                    b.no_winner
                )
            );
        }
    }
    let _ = WatsonHolmes::config_for_players(2);
}
