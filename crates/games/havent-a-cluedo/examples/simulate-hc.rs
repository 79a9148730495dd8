//! Baseline-bot simulation figures for every table size: 1000 games each, seed 1.
//! Run with `cargo run --release -p sleuth-havent-a-cluedo --example simulate-hc`
//! (optional arguments: games, seed, bot).

use sleuth_core::simulate::simulate;
use sleuth_core::{Game, SimulationOptions};
use sleuth_havent_a_cluedo::HaventACluedo;

fn main() {
    let mut args = std::env::args().skip(1);
    let games = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let bot = args.next().unwrap_or_else(|| "baseline".to_owned());
    println!(
        "players completed aborted illegal mean_actions max_actions wins_by_seat no_winner games_per_sec"
    );
    for players in 2..=6u8 {
        let config = HaventACluedo::config_for_players(players);
        let options = SimulationOptions {
            games,
            seed,
            bots: vec![bot.clone()],
            max_actions: None,
        };
        match simulate::<HaventACluedo>(&config, &options, &mut |_| {}) {
            Ok(r) => println!(
                "{players} {} {} {} {:.1} {} {:?} {} {:.0}",
                r.completed,
                r.aborted,
                r.illegal_bot_actions,
                r.mean_actions,
                r.max_actions_seen,
                r.wins_by_seat,
                r.no_winner,
                r.games_per_sec
            ),
            Err(e) => println!("{players} error: {e}"),
        }
    }
}
