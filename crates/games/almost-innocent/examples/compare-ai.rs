//! Paired comparison of two Almost Innocent bots on the same deals, one-bot teams:
//! `cargo run --release -p sleuth-almost-innocent --example compare-ai -- PLAYERS
//! SCENARIO BOT_A BOT_B GAMES [SEED]` (detective). Prints the deals where they differ
//! and both totals; with SEED, plays that deal with BOT_A and prints every step.
#![allow(clippy::unwrap_used)]

use sleuth_almost_innocent::solver::Solver;
use sleuth_almost_innocent::{AlmostInnocent, Config, Difficulty};
use sleuth_core::game::{Bot, HostedGame, Turn};
use sleuth_core::{Game, Viewer};

fn run(config: &Config, seed: u64, name: &str, verbose: bool) -> bool {
    let bots = AlmostInnocent::bots();
    let spec = bots.iter().find(|b| b.name == name).unwrap();
    let mut game = AlmostInnocent::new(config, seed).unwrap();
    let mut mine: Vec<Box<dyn Bot<AlmostInnocent>>> = (0..config.players)
        .map(|s| (spec.make)(seed + u64::from(s)))
        .collect();
    while game.outcome().is_none() {
        let seat = game.waiting_for().first_seat().unwrap();
        let turn = Turn::new(&game, seat);
        let a = mine[seat.index()].choose(&turn);
        if verbose {
            let view = game.view(Viewer::Seat(seat));
            let solver = Solver::new(&view).unwrap();
            let belief = solver.belief().unwrap();
            let team = solver.team_beliefs(&belief);
            let sizes: Vec<usize> = team.iter().map(|b| b.combos.len()).collect();
            let mut c = [0u8; 5];
            for (p, &x) in game.solution(seat).iter().enumerate() {
                c[p] = x;
            }
            println!(
                "seat {} tokens {} sizes {:?} truthp {:.3} exact {} {:?}",
                seat.0,
                view.tokens.left,
                sizes,
                belief.probability(&c),
                belief.exact,
                a
            );
        }
        let mut ev = Vec::new();
        game.play(seat, &a, &mut ev).unwrap();
    }
    !game.outcome().unwrap().winners.is_empty()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args[1].parse().unwrap();
    let scenario = args[2].clone();
    let a = &args[3];
    let b = &args[4];
    let n: u64 = args[5].parse().unwrap();
    let verbose_seed: Option<u64> = args.get(6).map(|s| s.parse().unwrap());
    let config = Config {
        players,
        scenario,
        difficulty: Difficulty::Detective,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    if let Some(seed) = verbose_seed {
        println!("{}", run(&config, seed, a, true));
        return;
    }
    let (mut wa, mut wb) = (0, 0);
    for seed in 0..n {
        let x = run(&config, seed, a, false);
        let y = run(&config, seed, b, false);
        wa += u32::from(x);
        wb += u32::from(y);
        if x != y {
            println!("seed {seed}: {a} {x} {b} {y}");
        }
    }
    println!("{a} {wa} {b} {wb} of {n}");
}
