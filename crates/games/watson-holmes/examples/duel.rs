//! Plays one game between bots and prints every action and public event:
//! `CASE=id cargo run -p sleuth-watson-holmes --example duel -- SEED BOT BOT [BOT…]`.
//! With `QUIET=1` only the outcome is printed (to scan many seeds for a game
//! nobody solved).

use sleuth_core::game::{Bot, HostedGame, Turn};
use sleuth_core::{Audience, Game};
use sleuth_watson_holmes::WatsonHolmes;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(1);
    let names: Vec<&str> = args.iter().skip(1).map(String::as_str).collect();
    let names = if names.len() < 2 {
        vec!["solver", "baseline"]
    } else {
        names
    };
    let quiet = std::env::var("QUIET").is_ok_and(|v| v == "1");
    let specs = WatsonHolmes::bots();
    let mut bots: Vec<Box<dyn Bot<WatsonHolmes>>> = names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let spec = specs.iter().find(|s| s.name == *n).expect("a bot name");
            (spec.make)(seed + i as u64)
        })
        .collect();
    let mut config = WatsonHolmes::config_for_players(names.len() as u8);
    if let Ok(case) = std::env::var("CASE") {
        config.case = case;
    }
    let mut game = WatsonHolmes::new(&config, seed).expect("setup");
    for step in 0..5000 {
        let Some(seat) = game.waiting_for().first_seat() else {
            break;
        };
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        let mut events = Vec::new();
        if !quiet {
            println!("{step:4} {} ({}): {action:?}", seat.0, names[seat.index()]);
        }
        if let Err(e) = game.apply_action(seat, &action, &mut events) {
            println!("     refused: {e}");
            break;
        }
        for e in events {
            if !quiet && matches!(e.audience, Audience::All) {
                println!("       {:?}", e.body);
            }
        }
    }
    println!("{:?}", game.outcome());
}
