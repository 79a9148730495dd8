//! Bot-against-bot simulation: many seeded games, counted. Game `i` of a run with
//! seed `S` is set up from `derive_seed(S, i)`, and each seat's bot from its own
//! derived seed, so the same options always give the same report (timing aside).

use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::game::{Bot, BotSpec, HostedGame, Turn};
use crate::rng::derive_seed;
use crate::seat::Seat;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SimulationOptions {
    pub games: u64,
    pub seed: u64,
    /// Bot names, one per seat, or a single name for every seat.
    pub bots: Vec<String>,
    /// A game still running after this many actions is aborted. Defaults to the
    /// game's stated bound.
    pub max_actions: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SimulationReport {
    pub game: String,
    pub players: usize,
    pub bots: Vec<String>,
    pub seed: u64,
    pub games: u64,
    pub completed: u64,
    pub aborted: u64,
    /// Games aborted because a bot chose an action the rules refused (a bot bug).
    pub illegal_bot_actions: u64,
    pub mean_actions: f64,
    pub max_actions_seen: u64,
    /// Completed games in which each seat was among the winners.
    pub wins_by_seat: Vec<u64>,
    /// Completed games nobody won (a cooperative team's loss).
    pub no_winner: u64,
    /// Mean final score by seat, for games that score.
    pub mean_score_by_seat: Option<Vec<f64>>,
    pub elapsed_secs: f64,
    pub games_per_sec: f64,
}

impl SimulationReport {
    /// The report without its timing fields, for determinism checks.
    pub fn without_timing(&self) -> SimulationReport {
        SimulationReport {
            elapsed_secs: 0.0,
            games_per_sec: 0.0,
            ..self.clone()
        }
    }
}

const BOT_STREAM: u64 = 0xB07_B07;

/// The game's bots of these names, in order, or a sentence naming the first
/// unknown one and the bots the game has.
pub(crate) fn bot_specs<G: HostedGame>(names: &[String]) -> Result<Vec<BotSpec<G>>, String> {
    let specs = G::bots();
    names
        .iter()
        .map(|name| {
            specs
                .iter()
                .find(|s| s.name == name)
                .cloned()
                .ok_or_else(|| {
                    let known: Vec<_> = specs.iter().map(|s| s.name).collect();
                    format!(
                        "{} has no bot {name:?}; its bots: {}",
                        G::info().id,
                        known.join(", ")
                    )
                })
        })
        .collect()
}

pub fn simulate<G: HostedGame>(
    config: &G::Config,
    options: &SimulationOptions,
    progress: &mut dyn FnMut(u64),
) -> Result<SimulationReport, String> {
    let probe = G::new(config, options.seed).map_err(|e| e.to_string())?;
    let players = probe.players();
    let names: Vec<String> = match options.bots.len() {
        0 => vec![default_bot_name::<G>(); players],
        1 => vec![options.bots[0].clone(); players],
        n if n == players => options.bots.clone(),
        n => return Err(format!("{n} bots named for {players} seats")),
    };
    let seat_specs = bot_specs::<G>(&names)?;
    let max_actions = options.max_actions.unwrap_or(G::info().action_bound);

    let started = Instant::now();
    let mut report = SimulationReport {
        game: G::info().id.to_owned(),
        players,
        bots: names,
        seed: options.seed,
        games: options.games,
        completed: 0,
        aborted: 0,
        illegal_bot_actions: 0,
        mean_actions: 0.0,
        max_actions_seen: 0,
        wins_by_seat: vec![0; players],
        no_winner: 0,
        mean_score_by_seat: None,
        elapsed_secs: 0.0,
        games_per_sec: 0.0,
    };
    let mut total_actions = 0u64;
    let mut score_sums = vec![0i64; players];
    let mut scored_games = 0u64;
    let mut events = Vec::new();
    for index in 0..options.games {
        let mut bots: Vec<Box<dyn Bot<G>>> = seat_specs
            .iter()
            .enumerate()
            .map(|(seat, spec)| {
                (spec.make)(derive_seed(
                    options.seed ^ BOT_STREAM,
                    index * 64 + seat as u64,
                ))
            })
            .collect();
        let played = play_game::<G>(
            config,
            derive_seed(options.seed, index),
            &mut bots,
            max_actions,
            &mut events,
        )?;
        let (actions, aborted) = (played.actions, played.aborted);
        if played.illegal_bot_action {
            report.illegal_bot_actions += 1;
        }
        let game = played;
        total_actions += actions;
        report.max_actions_seen = report.max_actions_seen.max(actions);
        match game.outcome {
            Some(outcome) if !aborted => {
                report.completed += 1;
                if outcome.winners.is_empty() {
                    report.no_winner += 1;
                }
                for seat in outcome.winners.iter() {
                    report.wins_by_seat[seat.index()] += 1;
                }
                if let Some(scores) = outcome.scores {
                    scored_games += 1;
                    for (sum, score) in score_sums.iter_mut().zip(scores) {
                        *sum += i64::from(score);
                    }
                }
            }
            _ => report.aborted += 1,
        }
        progress(index + 1);
    }
    let elapsed = started.elapsed().as_secs_f64();
    report.elapsed_secs = elapsed;
    report.games_per_sec = if elapsed > 0.0 {
        options.games as f64 / elapsed
    } else {
        0.0
    };
    report.mean_actions = if options.games > 0 {
        total_actions as f64 / options.games as f64
    } else {
        0.0
    };
    if scored_games > 0 {
        report.mean_score_by_seat = Some(
            score_sums
                .iter()
                .map(|s| *s as f64 / scored_games as f64)
                .collect(),
        );
    }
    Ok(report)
}

/// One finished (or aborted) game.
#[derive(Debug)]
pub struct PlayedGame {
    pub outcome: Option<crate::game::Outcome>,
    pub actions: u64,
    pub aborted: bool,
    pub illegal_bot_action: bool,
}

/// Plays one seeded game with `bots[seat]` in each seat.
pub fn play_game<G: HostedGame>(
    config: &G::Config,
    seed: u64,
    bots: &mut [Box<dyn Bot<G>>],
    max_actions: u64,
    events: &mut Vec<crate::seat::Event<G::Event>>,
) -> Result<PlayedGame, String> {
    let mut game = G::new(config, seed).map_err(|e| e.to_string())?;
    let mut played = PlayedGame {
        outcome: None,
        actions: 0,
        aborted: false,
        illegal_bot_action: false,
    };
    while game.outcome().is_none() {
        let Some(seat) = game.waiting_for().first_seat() else {
            played.aborted = true;
            break;
        };
        if played.actions >= max_actions {
            played.aborted = true;
            break;
        }
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        events.clear();
        if game.play(seat, &action, events).is_err() {
            played.illegal_bot_action = true;
            played.aborted = true;
            break;
        }
        played.actions += 1;
    }
    played.outcome = game.outcome();
    Ok(played)
}

/// `baseline` if the game has one, else its first bot.
pub fn default_bot_name<G: HostedGame>() -> String {
    let specs = G::bots();
    specs
        .iter()
        .find(|s| s.name == "baseline")
        .or(specs.first())
        .map(|s| s.name.to_owned())
        .unwrap_or_else(|| "random".to_owned())
}

/// Seats of a table, for callers that iterate them.
pub fn seats(players: usize) -> impl Iterator<Item = Seat> {
    (0..players as u8).map(Seat)
}
