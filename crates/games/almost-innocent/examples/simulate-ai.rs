//! Baseline team win rates: `cargo run --release -p sleuth-almost-innocent --example simulate-ai`
//! Optional arguments: number of games (default 1000), `all` to run every scenario
//! (default: the first), `random` to seat the random bot instead.

use sleuth_almost_innocent::{AlmostInnocent, Config, Difficulty, scenarios};
use sleuth_core::SimulationOptions;
use sleuth_core::simulate::simulate;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let per_scenario = args.iter().any(|a| a == "all");
    let bot = if args.iter().any(|a| a == "random") {
        "random"
    } else {
        "baseline"
    };
    let options = SimulationOptions {
        games,
        seed: 1,
        bots: vec![bot.into()],
        max_actions: None,
    };
    println!("{bot} bot, {games} games per line, seed 1");
    for difficulty in Difficulty::ALL {
        let (mut all_games, mut all_wins) = (0u64, 0u64);
        let boards: Vec<_> = if per_scenario {
            scenarios().iter().collect()
        } else {
            scenarios().iter().take(1).collect()
        };
        for board in boards {
            for players in 2..=5u8 {
                let config = Config {
                    players,
                    scenario: board.id.clone(),
                    difficulty,
                    abilities: None,
                    shared_ability: None,
                    campaign: None,
                    language: "en".into(),
                };
                match simulate::<AlmostInnocent>(&config, &options, &mut |_| {}) {
                    Ok(r) => {
                        let wins = r.completed - r.no_winner;
                        all_games += r.games;
                        all_wins += wins;
                        println!(
                            "{:<10} {:<22} P={players} completed {}/{} aborted {} illegal {} win rate {:.1}% mean actions {:.1} max {} ({:.0} games/s)",
                            difficulty.name(),
                            board.id,
                            r.completed,
                            r.games,
                            r.aborted,
                            r.illegal_bot_actions,
                            100.0 * wins as f64 / r.games.max(1) as f64,
                            r.mean_actions,
                            r.max_actions_seen,
                            r.games_per_sec
                        );
                    }
                    Err(e) => println!("{} {} P={players}: {e}", difficulty.name(), board.id),
                }
            }
        }
        println!(
            "{:<10} overall: {all_wins}/{all_games} won, {:.1}%",
            difficulty.name(),
            100.0 * all_wins as f64 / all_games.max(1) as f64
        );
    }
}
