//! Ratings per game: the Weng-Lin Bradley-Terry model with full pairing
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

#[cfg(test)]
mod tests {
    use super::*;
    use sleuth_core::{Seat, SeatSet};

    /// Weng & Lin (2011), algorithm 1 (Bradley-Terry, full pairing), written out
    /// from the paper for teams of one: beta = 25/6, gamma = sigma_i / c_iq.
    fn paper(before: &[(f64, f64)], places: &[u32]) -> Vec<(f64, f64)> {
        let beta_sq = (25.0f64 / 6.0).powi(2);
        before
            .iter()
            .enumerate()
            .map(|(i, &(mu_i, sigma_i))| {
                let (mut omega, mut delta) = (0.0, 0.0);
                for (q, &(mu_q, sigma_q)) in before.iter().enumerate() {
                    if q == i {
                        continue;
                    }
                    let c = (sigma_i.powi(2) + sigma_q.powi(2) + 2.0 * beta_sq).sqrt();
                    let p = (mu_i / c).exp() / ((mu_i / c).exp() + (mu_q / c).exp());
                    let s = match places[q].cmp(&places[i]) {
                        std::cmp::Ordering::Greater => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Less => 0.0,
                    };
                    omega += sigma_i.powi(2) / c * (s - p);
                    delta += (sigma_i / c) * sigma_i.powi(2) / c.powi(2) * p * (1.0 - p);
                }
                let sigma_sq = sigma_i.powi(2) * (1.0 - delta).max(1e-6);
                (mu_i + omega, sigma_sq.sqrt())
            })
            .collect()
    }

    #[test]
    fn two_new_players_move_by_the_published_amounts() {
        // By hand: c = sqrt(2 (25/3)^2 + 2 (25/6)^2) = 13.176, p = 1/2,
        // mu' = 25 +- (25/3)^2 / c / 2 = 25 +- 2.6352, sigma' = 8.0655.
        let after = update(&[INITIAL, INITIAL], &[1, 2]);
        assert!((after[0].0 - 27.6352).abs() < 1e-4, "{after:?}");
        assert!((after[1].0 - 22.3648).abs() < 1e-4, "{after:?}");
        assert!((after[0].1 - 8.0655).abs() < 1e-4 && (after[1].1 - 8.0655).abs() < 1e-4);
    }

    #[test]
    fn the_crate_agrees_with_the_paper_on_uneven_tables() {
        type Case<'a> = (&'a [(f64, f64)], &'a [u32]);
        let cases: [Case; 3] = [
            (&[(30.0, 4.0), (25.0, 8.0), (18.0, 2.5)], &[3, 1, 2]),
            (
                &[INITIAL, INITIAL, INITIAL, INITIAL, INITIAL],
                &[1, 2, 2, 4, 5],
            ),
            (
                &[(40.0, 1.0), (10.0, 7.0), (25.0, 3.0), (22.0, 6.0)],
                &[2, 1, 2, 4],
            ),
        ];
        for (before, places) in cases {
            let ours = update(before, places);
            let theirs = paper(before, places);
            for (a, b) in ours.iter().zip(&theirs) {
                assert!(
                    (a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9,
                    "{ours:?} vs {theirs:?}"
                );
            }
        }
    }

    #[test]
    fn places_put_winners_first_then_scores() {
        let mut winners = SeatSet::EMPTY;
        winners.insert(Seat(2));
        let outcome = Outcome {
            winners,
            scores: Some(vec![5, 9, 12, 5]),
            summary: String::new(),
        };
        assert_eq!(places(&outcome, 4), vec![3, 2, 1, 3]);
        let no_scores = Outcome {
            winners,
            scores: None,
            summary: String::new(),
        };
        assert_eq!(places(&no_scores, 3), vec![2, 2, 1]);
    }
}
