//! The solver's beliefs early in games: `cargo run --release -p sleuth-almost-innocent
//! --example early-beliefs -- PLAYERS SEEDS` (PLAYERS one count, or several joined by
//! commas, e.g. `4,5`). Plays games of baseline bots, seeds 0..SEEDS, over every
//! scenario and difficulty; before each of the first three decisions, the deciding
//! seat's `Solver::belief` is timed. Prints how many beliefs were exact and how many
//! approximated, and the median, 99th percentile and worst time. Peak memory: run it
//! under `/usr/bin/time -v`. It also prints the same figures for the fastest of three
//! computations of each belief: on a loaded machine the tail of single timings is
//! mostly time spent waiting for a core. Optional: a third argument, how many decisions per game
//! (default 3), and a fourth, the count (`auto`, the default; `types`; `seats`, the
//! seat-by-seat pass alone, with the approximation past its budget).
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use sleuth_almost_innocent::solver::{EXACT_BUDGET, Method, Solver};
use sleuth_almost_innocent::{AlmostInnocent, Config, Difficulty, scenarios};
use sleuth_core::game::{Bot, HostedGame, Turn};
use sleuth_core::{Game, Viewer};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: Vec<u8> = args
        .get(1)
        .map_or("4,5", String::as_str)
        .split(',')
        .map(|p| p.trim().parse().unwrap())
        .collect();
    let seeds: u64 = args.get(2).map_or(3, |s| s.parse().unwrap());
    let decisions: usize = args.get(3).map_or(3, |s| s.parse().unwrap());
    let method = match args.get(4).map_or("auto", String::as_str) {
        "auto" => Method::Auto,
        "types" => Method::ByTypes,
        "seats" => Method::BySeats,
        other => panic!("no count {other:?}: auto, types or seats"),
    };
    let bots = AlmostInnocent::bots();
    let spec = bots.iter().find(|b| b.name == "baseline").unwrap();
    // One belief untimed first: the scenarios are compiled at their first use.
    let warm = Config {
        players: 4,
        scenario: scenarios()[0].id.clone(),
        difficulty: Difficulty::Detective,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    let warm = AlmostInnocent::new(&warm, 0).unwrap();
    let warm = warm.view(Viewer::Seat(sleuth_core::Seat(0)));
    Solver::new(&warm).unwrap().belief().unwrap();
    for &p in &players {
        let mut times: Vec<Duration> = Vec::new();
        let mut best_times: Vec<Duration> = Vec::new();
        let (mut games, mut exact, mut approximate) = (0u32, 0u32, 0u32);
        let mut worst: Option<(Duration, String)> = None;
        for board in scenarios() {
            for difficulty in Difficulty::ALL {
                for seed in 0..seeds {
                    let config = Config {
                        players: p,
                        scenario: board.id.clone(),
                        difficulty,
                        abilities: None,
                        shared_ability: None,
                        campaign: None,
                        language: "en".into(),
                    };
                    let mut game = AlmostInnocent::new(&config, seed).unwrap();
                    let mut seat_bots: Vec<Box<dyn Bot<AlmostInnocent>>> =
                        (0..p).map(|s| (spec.make)(seed + u64::from(s))).collect();
                    games += 1;
                    for decision in 0..decisions {
                        if game.outcome().is_some() {
                            break;
                        }
                        let seat = game.waiting_for().first_seat().unwrap();
                        let view = game.view(Viewer::Seat(seat));
                        let start = Instant::now();
                        let belief = Solver::new(&view)
                            .unwrap()
                            .belief_by(method, EXACT_BUDGET)
                            .unwrap();
                        let took = start.elapsed();
                        times.push(took);
                        let mut best = took;
                        for _ in 0..2 {
                            let start = Instant::now();
                            let again = Solver::new(&view)
                                .unwrap()
                                .belief_by(method, EXACT_BUDGET)
                                .unwrap();
                            best = best.min(start.elapsed());
                            assert_eq!(again, belief);
                        }
                        best_times.push(best);
                        if belief.exact {
                            exact += 1;
                        } else {
                            approximate += 1;
                        }
                        if worst.as_ref().is_none_or(|(w, _)| took > *w) {
                            worst = Some((
                                took,
                                format!(
                                    "{} {difficulty:?} seed {seed} decision {decision} seat {}",
                                    board.id, seat.0
                                ),
                            ));
                        }
                        let action = seat_bots[seat.index()].choose(&Turn::new(&game, seat));
                        let mut events = Vec::new();
                        game.play(seat, &action, &mut events).unwrap();
                    }
                }
            }
        }
        times.sort_unstable();
        best_times.sort_unstable();
        let at = |times: &[Duration], q: f64| {
            let i = ((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1;
            times[i]
        };
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let (worst_time, worst_where) = worst.unwrap();
        println!(
            "{p} players: {games} games, {} beliefs: {exact} exact, {approximate} approximate; \
             median {:.2} ms, p99 {:.2} ms, worst {:.2} ms ({worst_where})",
            times.len(),
            ms(at(&times, 0.5)),
            ms(at(&times, 0.99)),
            ms(worst_time),
        );
        println!(
            "  fastest of three: median {:.2} ms, p99 {:.2} ms, worst {:.2} ms",
            ms(at(&best_times, 0.5)),
            ms(at(&best_times, 0.99)),
            ms(*best_times.last().unwrap()),
        );
    }
}
