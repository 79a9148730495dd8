//! Tournaments of mixed bots with seats rotated: game `i` seats bot
//! `bots[(seat + i) % bots.len()]` in each seat, so every bot plays every seat
//! equally often. In a cooperative game a mixed table cannot tell bots apart, so
//! game `i` seats bot `bots[i % bots.len()]` in every seat: teams of one bot each,
//! compared by the team's win rate over games (`seats_played` then counts games:
//! the seats of one team win or lose together, so they are not independent trials). Each bot's win rate is over the seats it played, with a Wilson
//! 95% interval. Deterministic for a seed, like simulations.

use serde::{Deserialize, Serialize};

use crate::game::{Bot, HostedGame};
use crate::rng::derive_seed;
use crate::simulate::{bot_specs, play_game};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotStanding {
    pub bot: String,
    /// Seats this bot played, over all completed games; in a cooperative game, the
    /// games its team played.
    pub seats_played: u64,
    /// Of those, seats that were among the winners (games won, when cooperative).
    pub wins: u64,
    pub win_rate: f64,
    pub wilson_low: f64,
    pub wilson_high: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentReport {
    pub game: String,
    pub players: usize,
    /// One-bot teams alternating, counted per game (see the module doc).
    pub cooperative: bool,
    pub seed: u64,
    pub games: u64,
    pub completed: u64,
    pub aborted: u64,
    /// Completed games with at least one winner: in a deduction game where nobody
    /// may win (a Watson & Holmes case nobody answers right, a cooperative loss),
    /// the solve rate is `games_with_a_winner / completed`.
    pub games_with_a_winner: u64,
    /// Its Wilson 95% interval.
    pub solve_rate_low: f64,
    pub solve_rate_high: f64,
    /// Actions per completed game, on average (a length in moves of every seat).
    pub mean_actions: f64,
    pub standings: Vec<BotStanding>,
}

/// The Wilson score interval for `wins` out of `n` at 95% (z = 1.96).
pub fn wilson_95(wins: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = wins as f64 / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

pub fn tournament<G: HostedGame>(
    config: &G::Config,
    bots: &[String],
    games: u64,
    seed: u64,
    progress: &mut dyn FnMut(u64),
) -> Result<TournamentReport, String> {
    if bots.is_empty() {
        return Err("name at least one bot".to_owned());
    }
    let chosen = bot_specs::<G>(bots)?;
    let players = G::new(config, seed).map_err(|e| e.to_string())?.players();
    let bound = G::info().action_bound;
    let mut report = TournamentReport {
        game: G::info().id.to_owned(),
        players,
        cooperative: G::info().cooperative,
        seed,
        games,
        completed: 0,
        aborted: 0,
        games_with_a_winner: 0,
        solve_rate_low: 0.0,
        solve_rate_high: 1.0,
        mean_actions: 0.0,
        standings: Vec::new(),
    };
    let mut actions_of_completed = 0u64;
    let mut seats_played = vec![0u64; bots.len()];
    let mut wins = vec![0u64; bots.len()];
    let mut events = Vec::new();
    for index in 0..games {
        let assignment: Vec<usize> = if G::info().cooperative {
            vec![index as usize % bots.len(); players]
        } else {
            (0..players)
                .map(|seat| (seat + index as usize) % bots.len())
                .collect()
        };
        let mut seated: Vec<Box<dyn Bot<G>>> = assignment
            .iter()
            .enumerate()
            .map(|(seat, b)| {
                (chosen[*b].make)(derive_seed(seed ^ 0x70_0E, index * 64 + seat as u64))
            })
            .collect();
        let played = play_game::<G>(
            config,
            derive_seed(seed, index),
            &mut seated,
            bound,
            &mut events,
        )?;
        match played.outcome {
            Some(outcome) if !played.aborted => {
                report.completed += 1;
                actions_of_completed += played.actions;
                if !outcome.winners.is_empty() {
                    report.games_with_a_winner += 1;
                }
                if G::info().cooperative {
                    // One team, one result: count the game once, not once per seat,
                    // so the interval is over independent games.
                    let b = assignment[0];
                    seats_played[b] += 1;
                    if !outcome.winners.is_empty() {
                        wins[b] += 1;
                    }
                    progress(index + 1);
                    continue;
                }
                for (seat, b) in assignment.iter().enumerate() {
                    seats_played[*b] += 1;
                    if outcome.winners.contains(crate::seat::Seat(seat as u8)) {
                        wins[*b] += 1;
                    }
                }
            }
            _ => report.aborted += 1,
        }
        progress(index + 1);
    }
    (report.solve_rate_low, report.solve_rate_high) =
        wilson_95(report.games_with_a_winner, report.completed);
    if report.completed > 0 {
        report.mean_actions = actions_of_completed as f64 / report.completed as f64;
    }
    report.standings = bots
        .iter()
        .enumerate()
        .map(|(b, name)| {
            let (low, high) = wilson_95(wins[b], seats_played[b]);
            BotStanding {
                bot: name.clone(),
                seats_played: seats_played[b],
                wins: wins[b],
                win_rate: if seats_played[b] == 0 {
                    0.0
                } else {
                    wins[b] as f64 / seats_played[b] as f64
                },
                wilson_low: low,
                wilson_high: high,
            }
        })
        .collect();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_published_values() {
        // 81 of 263 (Wilson 1927 style example; R's prop.test without correction
        // gives 0.2553 to 0.3662 for this case).
        let (low, high) = wilson_95(81, 263);
        assert!((low - 0.2553).abs() < 5e-4, "{low}");
        assert!((high - 0.3662).abs() < 5e-4, "{high}");
        assert_eq!(wilson_95(0, 0), (0.0, 1.0));
        let (low, high) = wilson_95(0, 10);
        assert!(low == 0.0 && (high - 0.2775).abs() < 5e-4, "{high}");
    }
}
