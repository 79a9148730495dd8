//! The hard-state benchmark: observers without a hand, no passes,
//! many has-one-of facts drawn from one real deal (consistent by construction).
//! Prints, per player count, how many states were exact and the median, p99 and
//! worst solve time. Run in release:
//! `cargo run --release -p sleuth-deduction --example hard_states -- [STATES] [DECK]`
//! (peak memory: run it under `/usr/bin/time -v`).
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::time::{Duration, Instant};

use sleuth_deduction::knowledge::DeckSpec;
use sleuth_deduction::sim::hard_observer_state;
use sleuth_deduction::{Method, SolveOptions, solve};

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let states: u64 = args.get(1).map_or(100, |s| s.parse().unwrap());
    let deck = match args.get(2).map(String::as_str) {
        None | Some("classic") => DeckSpec::classic(),
        Some(name) => DeckSpec::named(name).expect("a built-in deck"),
    };
    let opts = SolveOptions::default();
    println!("players  states  exact  sampled  failed  median      p99         worst");
    for players in 3..=6 {
        let mut times = Vec::new();
        let (mut exact, mut sampled, mut failed) = (0, 0, 0);
        for i in 0..states {
            let facts = 20 + (i % 26) as usize;
            let (k, _) = hard_observer_state(&deck, players, facts, 1000 * players as u64 + i);
            let start = Instant::now();
            let out = solve(&k, &opts);
            times.push(start.elapsed());
            match out {
                Ok(s) if s.method == Method::Exact => exact += 1,
                Ok(_) => sampled += 1,
                Err(e) => {
                    failed += 1;
                    eprintln!("{players} players, state {i}: {e}");
                }
            }
        }
        times.sort();
        println!(
            "{players:>7}  {states:>6}  {exact:>5}  {sampled:>7}  {failed:>6}  {:<10.3?}  {:<10.3?}  {:.3?}",
            percentile(&times, 0.5),
            percentile(&times, 0.99),
            times.last().unwrap()
        );
    }
}
