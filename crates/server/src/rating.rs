//! Ratings per game (issue 15): the Weng-Lin Bradley-Terry model with full pairing
//! (Weng & Lin 2011, "A Bayesian Approximation Method for Online Ranking",
//! algorithm 1), as computed by the `skillratings` crate, every player a team of
//! one. A new player starts at mu 25, sigma 25/3; the leaderboard orders by the
//! conservative rating mu - 3 sigma, the figure shown to people.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use sleuth_core::Outcome;

/// A new player's (mu, sigma).
pub const INITIAL: (f64, f64) = (25.0, 25.0 / 3.0);

/// The new (mu, sigma) of every player of one match, from their ratings before it
/// and their places (1 is first; equal places are a tie).
pub fn update(before: &[(f64, f64)], places: &[u32]) -> Vec<(f64, f64)> {
    let teams: Vec<[WengLinRating; 1]> = before
        .iter()
        .map(|&(rating, uncertainty)| {
            [WengLinRating {
                rating,
                uncertainty,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place as usize)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .map(|team| (team[0].rating, team[0].uncertainty))
        .collect()
}

/// The figure shown for a rating: mu - 3 sigma, rounded to one decimal by the
/// caller's display.
pub fn conservative((mu, sigma): (f64, f64)) -> f64 {
    mu - 3.0 * sigma
}

/// Each seat's place in a finished match: winners first, then by score when the
/// game scores (higher is better), otherwise every other seat shares the next
/// place. Standard competition ranking: a place is 1 + the number of seats that
/// did strictly better.
pub fn places(outcome: &Outcome, players: usize) -> Vec<u32> {
    let key = |seat: usize| {
        let won = outcome.winners.contains(sleuth_core::Seat(seat as u8));
        let score = outcome
            .scores
            .as_ref()
            .and_then(|s| s.get(seat).copied())
            .unwrap_or(0);
        (won, score)
    };
    (0..players)
        .map(|seat| {
            let mine = key(seat);
            1 + (0..players).filter(|&other| key(other) > mine).count() as u32
        })
        .collect()
}
