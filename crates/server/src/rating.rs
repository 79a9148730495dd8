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
    places_with_forfeits(outcome, players, &[])
}

/// [`places`] when some seats forfeited (`forfeit[seat]`: a stand-in bot was
/// playing the seat when the match ended). Every seat that did not forfeit ranks
/// above every seat that did, among themselves as [`places`] says; the forfeiting
/// seats share the last place whatever their bots did, even when a bot's moves won
/// (the stand-in's moves never earn a person a result). A seat missing from
/// `forfeit` did not forfeit.
pub fn places_with_forfeits(outcome: &Outcome, players: usize, forfeit: &[bool]) -> Vec<u32> {
    let key = |seat: usize| {
        if forfeit.get(seat).copied().unwrap_or(false) {
            return (false, false, i32::MIN);
        }
        let won = outcome.winners.contains(sleuth_core::Seat(seat as u8));
        let score = outcome
            .scores
            .as_ref()
            .and_then(|s| s.get(seat).copied())
            .unwrap_or(0);
        (true, won, score)
    };
    (0..players)
        .map(|seat| {
            let mine = key(seat);
            1 + (0..players).filter(|&other| key(other) > mine).count() as u32
        })
        .collect()
}

/// The new (mu, sigma) of every player of one match when the players in
/// `forfeit` forfeited. A player who did not forfeit is rated against everyone,
/// each forfeit counting as a player they beat. A forfeiting player is rated only
/// against the players who did not forfeit, always as a loss; two forfeiting
/// players are not compared at all, because stand-in bots finished both seats and
/// a bot's moves must neither earn nor cost a person anything. When every player
/// forfeited, nobody's rating changes. A forfeit is placed last whatever its
/// place in `places` says.
pub fn update_with_forfeits(
    before: &[(f64, f64)],
    places: &[u32],
    forfeit: &[bool],
) -> Vec<(f64, f64)> {
    let forfeited = |i: usize| forfeit.get(i).copied().unwrap_or(false);
    let kept: Vec<usize> = (0..before.len()).filter(|&i| !forfeited(i)).collect();
    let last = kept.iter().map(|&i| places[i]).max().unwrap_or(0) + 1;
    let ranked: Vec<u32> = (0..before.len())
        .map(|i| if forfeited(i) { last } else { places[i] })
        .collect();
    // Full pairing sums one term per pair, so a forfeit's update over the players
    // who did not forfeit plus itself is its update with the forfeit-forfeit pairs
    // left out.
    let everyone = update(before, &ranked);
    (0..before.len())
        .map(|i| {
            if !forfeited(i) {
                everyone[i]
            } else if kept.is_empty() {
                before[i]
            } else {
                let table: Vec<usize> = kept.iter().copied().chain([i]).collect();
                let table_before: Vec<(f64, f64)> = table.iter().map(|&t| before[t]).collect();
                let table_places: Vec<u32> = table.iter().map(|&t| ranked[t]).collect();
                update(&table_before, &table_places)[kept.len()]
            }
        })
        .collect()
}

/// The rating as people see it: [`conservative`] rounded to a tenth.
pub fn shown(rating: (f64, f64)) -> f64 {
    (conservative(rating) * 10.0).round() / 10.0
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

    fn outcome(winners: &[u8], scores: Option<Vec<i32>>) -> Outcome {
        let mut set = SeatSet::EMPTY;
        for &w in winners {
            set.insert(Seat(w));
        }
        Outcome {
            winners: set,
            scores,
            summary: String::new(),
        }
    }

    #[test]
    fn a_forfeit_is_placed_last_even_when_its_stand_in_won() {
        // Seat 1's bot won; seat 1 forfeited: the others move up, it is last.
        let won_by_the_bot = outcome(&[1], Some(vec![5, 30, 12, 5]));
        assert_eq!(
            places_with_forfeits(&won_by_the_bot, 4, &[false, true, false, false]),
            vec![2, 4, 1, 2]
        );
        // Several forfeits share the last place, whatever their scores.
        assert_eq!(
            places_with_forfeits(&won_by_the_bot, 4, &[true, true, false, false]),
            vec![3, 3, 1, 2]
        );
        // No forfeit: the same places as before.
        assert_eq!(
            places_with_forfeits(&won_by_the_bot, 4, &[false; 4]),
            places(&won_by_the_bot, 4)
        );
        // A cooperative team's success: the forfeiting member is below the team.
        assert_eq!(
            places_with_forfeits(&outcome(&[0, 1, 2], None), 3, &[false, false, true]),
            vec![1, 1, 3]
        );
    }

    #[test]
    fn the_other_player_is_rated_as_if_they_beat_the_forfeit() {
        // Two players; the loser by forfeit won the game through its bot.
        let after = update_with_forfeits(&[INITIAL, INITIAL], &[2, 1], &[false, true]);
        let beat = update(&[INITIAL, INITIAL], &[1, 2]);
        assert_eq!(after, beat);
        // Both forfeited: nothing is learnt about either person.
        let both = update_with_forfeits(&[(30.0, 5.0), INITIAL], &[1, 2], &[true, true]);
        assert_eq!(both, vec![(30.0, 5.0), INITIAL]);
    }

    #[test]
    fn two_forfeits_are_not_compared_with_each_other() {
        // Seat 0 plays; seats 1 and 2 forfeit. Each forfeit's new rating is the
        // one it would have had alone against seat 0.
        let before = [(25.0, 6.0), (35.0, 3.0), (12.0, 8.0)];
        let after = update_with_forfeits(&before, &[1, 2, 2], &[false, true, true]);
        for forfeit in [1, 2] {
            let alone = update(&[before[0], before[forfeit]], &[1, 2]);
            assert_eq!(after[forfeit], alone[1], "seat {forfeit}");
        }
        // Seat 0 beat both.
        assert_eq!(after[0], update(&before, &[1, 2, 2])[0]);
    }

    /// Random tables of 2 to 6 players, ratings anywhere a player may be, and one
    /// forfeit or more: a forfeit's mu never rises, nor its shown rating (mu -
    /// 3 sigma); a forfeit's result does not depend on the other forfeits; every
    /// player who did not forfeit gains against the forfeits.
    #[test]
    fn a_forfeit_never_raises_a_rating_over_many_random_tables() {
        let mut rng = sleuth_core::SleuthRng::from_seed(0xF0F0);
        for case in 0..4000 {
            let n = 2 + rng.index(5);
            let before: Vec<(f64, f64)> = (0..n)
                .map(|_| {
                    let mu = rng.below(60_001) as f64 / 1000.0 - 5.0;
                    let sigma = 0.5 + rng.below(7_834) as f64 / 1000.0;
                    (mu, sigma)
                })
                .collect();
            let mut forfeit: Vec<bool> = (0..n).map(|_| rng.chance(1, 3)).collect();
            if !forfeit.iter().any(|f| *f) {
                forfeit[rng.index(n)] = true;
            }
            let game_places: Vec<u32> = (0..n).map(|_| 1 + rng.below(n as u64) as u32).collect();
            let after = update_with_forfeits(&before, &game_places, &forfeit);
            for i in (0..n).filter(|&i| forfeit[i]) {
                assert!(
                    after[i].0 <= before[i].0 + 1e-12
                        && conservative(after[i]) <= conservative(before[i]) + 1e-12,
                    "case {case}: seat {i} {before:?} {game_places:?} {forfeit:?} -> {after:?}"
                );
                // Alone among the players who did not forfeit, the same result.
                let kept: Vec<usize> = (0..n).filter(|&j| j == i || !forfeit[j]).collect();
                let alone = update_with_forfeits(
                    &kept.iter().map(|&j| before[j]).collect::<Vec<_>>(),
                    &kept.iter().map(|&j| game_places[j]).collect::<Vec<_>>(),
                    &kept.iter().map(|&j| forfeit[j]).collect::<Vec<_>>(),
                );
                let mine = kept.iter().position(|&j| j == i).expect("kept");
                assert!(
                    (alone[mine].0 - after[i].0).abs() < 1e-12
                        && (alone[mine].1 - after[i].1).abs() < 1e-12,
                    "case {case}: seat {i}"
                );
            }
            // A player who did not forfeit, rated with the forfeits removed from
            // the table, has a lower mu than with them (each is a win).
            let kept: Vec<usize> = (0..n).filter(|&j| !forfeit[j]).collect();
            if !kept.is_empty() {
                let without = update(
                    &kept.iter().map(|&j| before[j]).collect::<Vec<_>>(),
                    &kept.iter().map(|&j| game_places[j]).collect::<Vec<_>>(),
                );
                for (k, &j) in kept.iter().enumerate() {
                    let without_mu = if kept.len() == 1 {
                        before[j].0
                    } else {
                        without[k].0
                    };
                    assert!(after[j].0 > without_mu, "case {case}: seat {j}");
                }
            }
        }
    }
}
