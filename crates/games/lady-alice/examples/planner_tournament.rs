//! One `planner` bot against `solver` bots in every other seat, the planner's seat
//! rotated (game i seats it at i mod PLAYERS), with win rates, Wilson 95% intervals
//! (`sleuth_core::tournament::wilson_95`) and mean scores:
//! `cargo run --release -p sleuth-lady-alice --example planner_tournament -- PLAYERS GAMES SEED [key=value ...]`.
//! Optional `key=value` arguments set planner parameters for experiments
//! (`read_trust`, `rivals_read`, `read_passes`, `race_power`, `rollouts`, `horizon`,
//! `min_gamble`, `entropy_suspicions`, `rival_low`, `rival_high`, `twos`,
//! `max_worlds`), and `solver_trust` the solvers' `first_counter_trust`. A solver's
//! win rate is over all solver seats. Ties count as wins for every tied winner (as in
//! `tournament`). It also counts how the planner's games ended: by its correct
//! accusation, by its suspicion, or with it eliminated by a wrong accusation.

use sleuth_core::tournament::wilson_95;
use sleuth_core::{Bot, Game, Seat, Turn, Viewer, derive_seed};
use sleuth_lady_alice::planner_bot::{PlannerBot, PlannerParams};
use sleuth_lady_alice::solver_bot::{SolverBot, SolverParams};
use sleuth_lady_alice::{LadyAlice, LadyAliceConfig};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u8 = args.first().and_then(|a| a.parse().ok()).unwrap_or(4);
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    if !(3..=5).contains(&players) {
        eprintln!("Lady Alice is played by 3 to 5 players");
        std::process::exit(1);
    }
    let mut params = PlannerParams::for_players(players);
    let mut solver_params = SolverParams::for_players(players);
    for arg in args.iter().skip(3) {
        let Some((key, value)) = arg.split_once('=') else {
            eprintln!("expected key=value, got {arg}");
            std::process::exit(1);
        };
        let number: f64 = value.parse().unwrap_or_else(|_| {
            eprintln!("{key}: not a number: {value}");
            std::process::exit(1);
        });
        match key {
            "read_trust" => params.read_trust = number,
            "rivals_read" => params.rivals_read = number,
            "read_passes" => params.read_passes = number != 0.0,
            "race_power" => params.race_power = number,
            "rollouts" => params.rollouts = number as usize,
            "horizon" => params.horizon = number as usize,
            "min_gamble" => params.min_gamble = number,
            "entropy_suspicions" => params.entropy_suspicions = number != 0.0,
            "rival_low" => params.rival_low = number,
            "rival_high" => params.rival_high = number,
            "twos" => params.twos_on_own_card = number as u8,
            "max_worlds" => params.max_worlds = number as usize,
            // The solvers' soft model (their reading of first counters).
            "solver_trust" => solver_params.first_counter_trust = number,
            _ => {
                eprintln!("unknown parameter {key}");
                std::process::exit(1);
            }
        }
    }
    let config = LadyAliceConfig::new(players);
    let bound = LadyAlice::info().action_bound;
    let mut events = Vec::new();
    let (mut planner_wins, mut solver_wins, mut solver_seats) = (0u64, 0u64, 0u64);
    let (mut planner_points, mut solver_points) = (0i64, 0i64);
    let (mut completed, mut aborted) = (0u64, 0u64);
    let mut planner_accused = 0u64;
    let mut planner_suspicion = 0u64;
    let mut planner_eliminated = 0u64;
    for index in 0..games {
        let planner_seat = (index % u64::from(players)) as usize;
        let mut seated: Vec<Box<dyn Bot<LadyAlice>>> = (0..usize::from(players))
            .map(|seat| -> Box<dyn Bot<LadyAlice>> {
                let bot_seed = derive_seed(seed ^ 0x70_0E, index * 64 + seat as u64);
                if seat == planner_seat {
                    Box::new(PlannerBot::with_params(bot_seed, params))
                } else {
                    Box::new(SolverBot::with_params(bot_seed, solver_params))
                }
            })
            .collect();
        let Ok(mut game) = LadyAlice::new(&config, derive_seed(seed, index)) else {
            eprintln!("invalid config");
            std::process::exit(1);
        };
        let mut actions = 0u64;
        let mut illegal = false;
        while game.outcome().is_none() && actions < bound {
            let Some(seat) = game.waiting_for().first_seat() else {
                break;
            };
            let action = seated[seat.index()].choose(&Turn::new(&game, seat));
            events.clear();
            if game.play(seat, &action, &mut events).is_err() {
                illegal = true;
                break;
            }
            actions += 1;
        }
        let Some(outcome) = game.outcome().filter(|_| !illegal) else {
            aborted += 1;
            continue;
        };
        let view = game.view(Viewer::Everyone);
        planner_eliminated += u64::from(view.eliminated.contains(Seat(planner_seat as u8)));
        completed += 1;
        let scores = outcome.scores.unwrap_or_default();
        for seat in 0..usize::from(players) {
            let won = outcome.winners.contains(Seat(seat as u8));
            let points = i64::from(scores.get(seat).copied().unwrap_or(0));
            if seat == planner_seat {
                planner_wins += u64::from(won);
                planner_points += points;
            } else {
                solver_wins += u64::from(won);
                solver_points += points;
                solver_seats += 1;
            }
        }
        // The summary names the seat that ended the game (`LadyAlice::outcome`).
        let words = Seat(planner_seat as u8).words();
        let me = format!("{words}'s suspicion");
        planner_suspicion += u64::from(outcome.summary.starts_with(&me));
        let me = format!("{words} accused correctly");
        planner_accused += u64::from(outcome.summary.starts_with(&me));
    }
    let (pl, ph) = wilson_95(planner_wins, completed);
    let (sl, sh) = wilson_95(solver_wins, solver_seats);
    let rate = |w: u64, n: u64| {
        if n == 0 {
            0.0
        } else {
            100.0 * w as f64 / n as f64
        }
    };
    let mean = |p: i64, n: u64| if n == 0 { 0.0 } else { p as f64 / n as f64 };
    println!(
        "players {players}, games {games} (completed {completed}, aborted {aborted}), seed {seed}, params {params:?}"
    );
    println!(
        "planner: won {planner_wins}/{completed} = {:.1}% (95% {:.1}%-{:.1}%), mean score {:.2}; ended it by correct accusation {planner_accused}, by suspicion {planner_suspicion}; eliminated by a wrong accusation {planner_eliminated}",
        rate(planner_wins, completed),
        100.0 * pl,
        100.0 * ph,
        mean(planner_points, completed)
    );
    println!(
        "solver:  won {solver_wins}/{solver_seats} seats = {:.1}% (95% {:.1}%-{:.1}%), mean score {:.2}",
        rate(solver_wins, solver_seats),
        100.0 * sl,
        100.0 * sh,
        mean(solver_points, solver_seats)
    );
}
