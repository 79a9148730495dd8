//! The `planner` bot against the `solver` bot, seats rotated.
//!
//! `cargo run --release -p sleuth-havent-a-cluedo --example planner_tournament -- PLAYERS GAMES SEED [LINEUP]`
//!
//! PLAYERS is a table size (2-6) or a comma-separated list (default 3,4,6);
//! GAMES per table size (default 200); SEED (default 1). LINEUP:
//! - `alternate` (default): `sleuth_core::tournament` with the bots
//!   `[planner, solver]`, game `i` seating `bots[(seat + i) % 2]` in each seat;
//! - `one`: one planner against `PLAYERS - 1` solvers, the planner's seat
//!   rotated (`[planner, solver, solver, ...]` through the same tournament).
//!
//! Printed per table size: each bot's seats played, wins, win rate and Wilson
//! 95% interval, and whether the planner's interval lies above the solver's.
//!
//! For tuning, `PLANNER=key=value,...` (keys: deals, rival_deals,
//! bits_per_win, discount_per_turn, rival_weight, lookahead_weight,
//! leak_weight, summon_tempo, learn_naming, naming_grid (odds separated by
//! `/`, e.g. `0.2/0.5/1/2`), naming_prior (weights in the grid's order,
//! e.g. `4/3/2/1`), naming_odds, naming_rooms, naming_pooled, naming_known,
//! naming_everywhere, info_horizon, show_deals, model_rivals; booleans as `true`/`1` or
//! `false`/`0`) seats a planner with other parameters; the rotation and the
//! seeds stay those of `sleuth_core::tournament`. E.g.
//! `PLANNER=learn_naming=0` is the planner without its opponent model,
//! `PLANNER=naming_odds=0.3` one with a fixed naming odds for every rival.
//!
//! `FIRST_GAME=K` plays games K to K + GAMES - 1 of the same rotation and seeds
//! (through the example's own loop), so that one long run can be split across
//! processes: `FIRST_GAME=0 … 6 3000 S` and `FIRST_GAME=3000 … 6 3000 S` play
//! the games of `… 6 6000 S` between them.
//!
//! `TIMING=1` runs the same rotation and seeds through the example's own loop
//! (as `PLANNER` does) and prints, per table size, the wall-clock time of every
//! planner decision: median, 99th percentile and maximum, in milliseconds.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use sleuth_core::simulate::play_game;
use sleuth_core::tournament::{tournament, wilson_95};
use sleuth_core::{Bot, Game, Seat, Turn, derive_seed};
use sleuth_havent_a_cluedo::{
    Action, Edition, HaventACluedo, PlannerBot, PlannerParams, SolverBot,
};

struct Row {
    bot: String,
    seats: u64,
    wins: u64,
}

/// A planner whose every decision is timed (milliseconds, into `times`, with
/// whether it drew a fresh analysis of its knowledge).
struct Timed {
    bot: PlannerBot,
    times: Arc<Mutex<Vec<(f64, bool)>>>,
}

impl Bot<HaventACluedo> for Timed {
    fn choose(&mut self, turn: &Turn<'_, HaventACluedo>) -> Action {
        let (start, analyses) = (Instant::now(), self.bot.analyses);
        let action = self.bot.choose(turn);
        self.times.lock().expect("timing lock").push((
            start.elapsed().as_secs_f64() * 1000.0,
            self.bot.analyses > analyses,
        ));
        action
    }
}

fn params_from_env() -> Result<Option<PlannerParams>, String> {
    let Ok(spec) = std::env::var("PLANNER") else {
        return Ok(None);
    };
    let mut p = PlannerParams::default();
    for item in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = item
            .split_once('=')
            .ok_or_else(|| format!("PLANNER: {item:?} is not key=value"))?;
        let f = |v: &str| v.parse::<f64>().map_err(|e| format!("{k}: {e}"));
        let u = |v: &str| v.parse::<usize>().map_err(|e| format!("{k}: {e}"));
        let b = |v: &str| match v {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(format!("{k}: {v:?} is not true, false, 1 or 0")),
        };
        match k {
            "deals" => p.deals = u(v)?,
            "rival_deals" => p.rival_deals = u(v)?,
            "bits_per_win" => p.bits_per_win = f(v)?,
            "discount_per_turn" => p.discount_per_turn = f(v)?,
            "rival_weight" => p.rival_weight = f(v)?,
            "lookahead_weight" => p.lookahead_weight = f(v)?,
            "leak_weight" => p.leak_weight = f(v)?,
            "summon_tempo" => p.summon_tempo = f(v)?,
            "learn_naming" => p.learn_naming = b(v)?,
            "naming_odds" => p.naming_odds = f(v)?,
            "naming_rooms" => p.naming_rooms = b(v)?,
            "naming_pooled" => p.naming_pooled = b(v)?,
            "naming_known" => p.naming_known = b(v)?,
            "naming_everywhere" => p.naming_everywhere = b(v)?,
            "naming_grid" | "naming_prior" => {
                let values = v.split('/').map(f).collect::<Result<Vec<f64>, String>>()?;
                if values.is_empty() || values.iter().any(|q| *q <= 0.0 || !q.is_finite()) {
                    return Err(format!("{k}: values must be positive, e.g. 0.2/0.5/1/2"));
                }
                // Parsed once per run.
                let values: &'static [f64] = Box::leak(values.into_boxed_slice());
                if k == "naming_grid" {
                    p.naming_grid = values;
                } else {
                    p.naming_prior = values;
                }
            }
            "info_horizon" => p.info_horizon = f(v)?,
            "show_deals" => p.show_deals = u(v)?,
            "model_rivals" => p.model_rivals = b(v)?,
            _ => return Err(format!("PLANNER: unknown key {k:?}")),
        }
    }
    Ok(Some(p))
}

/// `sleuth_core::tournament`'s rotation and seeds, with a planner of chosen
/// parameters.
fn custom(
    players: u8,
    lineup: &[&str],
    games: u64,
    seed: u64,
    first_game: u64,
    params: PlannerParams,
    times: &Arc<Mutex<Vec<(f64, bool)>>>,
) -> Vec<Row> {
    let config = HaventACluedo::config_for_players(players);
    let bound = HaventACluedo::info().action_bound;
    let mut rows: Vec<Row> = lineup
        .iter()
        .map(|b| Row {
            bot: (*b).to_owned(),
            seats: 0,
            wins: 0,
        })
        .collect();
    let mut events = Vec::new();
    for index in first_game..first_game + games {
        let assignment: Vec<usize> = (0..usize::from(players))
            .map(|seat| (seat + index as usize) % lineup.len())
            .collect();
        let mut seated: Vec<Box<dyn Bot<HaventACluedo>>> = assignment
            .iter()
            .enumerate()
            .map(|(seat, b)| {
                let s = derive_seed(seed ^ 0x70_0E, index * 64 + seat as u64);
                let bot: Box<dyn Bot<HaventACluedo>> = if lineup[*b] == "planner" {
                    Box::new(Timed {
                        bot: PlannerBot::with_params(Edition::shared(), params, s),
                        times: Arc::clone(times),
                    })
                } else {
                    Box::new(SolverBot::with_edition(Arc::clone(&Edition::shared()), s))
                };
                bot
            })
            .collect();
        let Ok(played) = play_game::<HaventACluedo>(
            &config,
            derive_seed(seed, index),
            &mut seated,
            bound,
            &mut events,
        ) else {
            continue;
        };
        let Some(outcome) = played.outcome.filter(|_| !played.aborted) else {
            continue;
        };
        for (seat, b) in assignment.iter().enumerate() {
            rows[*b].seats += 1;
            if outcome.winners.contains(Seat(seat as u8)) {
                rows[*b].wins += 1;
            }
        }
    }
    rows
}

fn main() {
    let mut args = std::env::args().skip(1);
    let players: Vec<u8> = args
        .next()
        .unwrap_or_else(|| "3,4,6".to_owned())
        .split(',')
        .filter_map(|p| p.trim().parse().ok())
        .collect();
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let lineup_kind = args.next().unwrap_or_else(|| "alternate".to_owned());
    let timing = std::env::var("TIMING").is_ok_and(|v| v == "1");
    let first_game: u64 = match std::env::var("FIRST_GAME").map(|v| v.parse()) {
        Err(_) => 0,
        Ok(Ok(k)) => k,
        Ok(Err(e)) => {
            eprintln!("FIRST_GAME: {e}");
            std::process::exit(2);
        }
    };
    let params = match params_from_env() {
        Ok(p) => p.or((timing || first_game > 0).then(PlannerParams::default)),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    println!(
        "planner vs solver, {games} games per table size, seed {seed}, lineup {lineup_kind}{}{}",
        if first_game > 0 {
            format!(", games {first_game} to {}", first_game + games - 1)
        } else {
            String::new()
        },
        params.map_or(String::new(), |p| format!(", planner {p:?}"))
    );
    println!("players bot seats wins win_rate wilson_low wilson_high");
    for &n in &players {
        if !(2..=6).contains(&n) {
            eprintln!("skipping {n} players: the game is for 2 to 6");
            continue;
        }
        let lineup: Vec<&str> = match lineup_kind.as_str() {
            "one" => std::iter::once("planner")
                .chain(std::iter::repeat_n("solver", usize::from(n) - 1))
                .collect(),
            _ => vec!["planner", "solver"],
        };
        let times = Arc::new(Mutex::new(Vec::new()));
        let rows: Vec<Row> = match params {
            Some(p) => custom(n, &lineup, games, seed, first_game, p, &times),
            None => {
                let names: Vec<String> = lineup.iter().map(|s| (*s).to_owned()).collect();
                let config = HaventACluedo::config_for_players(n);
                match tournament::<HaventACluedo>(&config, &names, games, seed, &mut |_| {}) {
                    Ok(report) => report
                        .standings
                        .into_iter()
                        .map(|s| Row {
                            bot: s.bot,
                            seats: s.seats_played,
                            wins: s.wins,
                        })
                        .collect(),
                    Err(e) => {
                        eprintln!("{n} players: {e}");
                        continue;
                    }
                }
            }
        };
        if timing {
            let all = times.lock().expect("timing lock").clone();
            let fresh: Vec<(f64, bool)> = all.iter().copied().filter(|t| t.1).collect();
            for (label, set) in [("all", all), ("with a fresh analysis", fresh)] {
                let mut t: Vec<f64> = set.iter().map(|t| t.0).collect();
                t.sort_by(f64::total_cmp);
                let at =
                    |q: f64| t.get(((t.len() as f64 * q) as usize).min(t.len().saturating_sub(1)));
                if let (Some(median), Some(p99), Some(max)) = (at(0.5), at(0.99), t.last()) {
                    println!(
                        "{n} planner decisions ({label}) {}: median {median:.2} ms, p99 {p99:.2} ms, max {max:.2} ms",
                        t.len()
                    );
                }
            }
        }
        // Several solver entries (lineup `one`) are one bot: pool them.
        let mut pooled: Vec<Row> = Vec::new();
        for r in rows {
            match pooled.iter_mut().find(|p| p.bot == r.bot) {
                Some(p) => {
                    p.seats += r.seats;
                    p.wins += r.wins;
                }
                None => pooled.push(r),
            }
        }
        let mut intervals = Vec::new();
        for r in &pooled {
            let (lo, hi) = wilson_95(r.wins, r.seats);
            let rate = if r.seats == 0 {
                0.0
            } else {
                r.wins as f64 / r.seats as f64
            };
            println!(
                "{n} {} {} {} {:.1}% {:.1}% {:.1}%",
                r.bot,
                r.seats,
                r.wins,
                100.0 * rate,
                100.0 * lo,
                100.0 * hi
            );
            intervals.push((r.bot.clone(), lo, hi));
        }
        let planner = intervals.iter().find(|i| i.0 == "planner");
        let solver = intervals.iter().find(|i| i.0 == "solver");
        if let (Some(p), Some(s)) = (planner, solver) {
            println!(
                "{n} planner interval above solver's: {}",
                if p.1 > s.2 { "yes" } else { "no" }
            );
        }
    }
}
