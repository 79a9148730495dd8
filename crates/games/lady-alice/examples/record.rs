//! Prints a match record of one baseline-bot game, e.g. for docs or bug reports:
//! `cargo run -p sleuth-lady-alice --example record -- PLAYERS SEED`.

use sleuth_core::{Bot, Game, MatchRecord, Turn};
use sleuth_lady_alice::bots::BaselineBot;
use sleuth_lady_alice::{LadyAlice, LadyAliceConfig};

fn main() {
    let mut args = std::env::args().skip(1);
    let players = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let config = LadyAliceConfig::new(players);
    let Ok(mut game) = LadyAlice::new(&config, seed) else {
        eprintln!("Lady Alice is played by 3 to 5 players");
        std::process::exit(1);
    };
    let mut record = MatchRecord::new::<LadyAlice>(&config, seed);
    let mut bots: Vec<BaselineBot> = (0..u64::from(players)).map(BaselineBot::new).collect();
    let mut events = Vec::new();
    while game.outcome().is_none() {
        let Some(seat) = game.to_move().first_seat() else {
            break;
        };
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        if let Err(err) = game.play(seat, &action, &mut events) {
            eprintln!("bot error: {err}");
            std::process::exit(1);
        }
        record.push::<LadyAlice>(seat, &action);
    }
    println!("{}", record.to_json_pretty());
}
