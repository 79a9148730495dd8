//! Plays one seeded game between bots and prints its match record with the outcome
//! it reached (the fixtures in tests/records/ were made with it):
//! `cargo run -p sleuth-almost-innocent --example record-ai -- SCENARIO PLAYERS DIFFICULTY SEED [BOT]`

use sleuth_almost_innocent::{AlmostInnocent, Config, Difficulty};
use sleuth_core::game::{Game, HostedGame, Turn};
use sleuth_core::record::MatchRecord;
use sleuth_core::rng::derive_seed;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_owned());
    let difficulty = match arg(2, "easy").as_str() {
        "medium" => Difficulty::Medium,
        "detective" => Difficulty::Detective,
        _ => Difficulty::Easy,
    };
    let config = Config {
        players: arg(1, "3").parse().unwrap_or(3),
        scenario: arg(0, "friends-in-need"),
        difficulty,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    let seed: u64 = arg(3, "1").parse().unwrap_or(1);
    let bot = arg(4, "solver");
    let Some(spec) = AlmostInnocent::bots().into_iter().find(|b| b.name == bot) else {
        eprintln!("no bot {bot}");
        std::process::exit(2);
    };
    let mut game = match AlmostInnocent::new(&config, seed) {
        Ok(game) => game,
        Err(err) => {
            eprintln!("{err}");
            std::process::exit(2);
        }
    };
    let mut bots: Vec<_> = (0..config.players)
        .map(|s| (spec.make)(derive_seed(seed, u64::from(s))))
        .collect();
    let mut record = MatchRecord::new::<AlmostInnocent>(&config, seed);
    let mut events = Vec::new();
    while game.outcome().is_none() && record.actions.len() < 400 {
        let Some(seat) = game.waiting_for().first_seat() else {
            break;
        };
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        if let Err(err) = game.play(seat, &action, &mut events) {
            eprintln!("the bot's action was refused: {err}");
            std::process::exit(1);
        }
        record.push::<AlmostInnocent>(seat, &action);
    }
    let mut value = serde_json::to_value(&record).unwrap_or_default();
    value["outcome"] = serde_json::to_value(game.outcome()).unwrap_or_default();
    println!(
        "{}",
        serde_json::to_string_pretty(&value).unwrap_or_default()
    );
}
