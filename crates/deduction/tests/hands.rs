//! The count by whole hands (`sleuth_deduction::hands`) and what it promises:
//! it equals brute force and the card-by-card pass, its draws are
//! uniform, a consistent state is never called a contradiction, hard
//! observer states are answered exactly, and the sampler's stated 95%
//! interval holds at least at that rate.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use sleuth_core::rng::SleuthRng;
use sleuth_deduction::hands::{HandBudget, HandCount, count_by_hands};
use sleuth_deduction::knowledge::*;
use sleuth_deduction::sim::hard_observer_state;
use sleuth_deduction::{Method, SolveError, SolveOptions, engine, reduced_problem, solve};

mod common;
use common::{brute, draws_follow_exact, small_deck};

/// A small hard state: a random deal of a small deck, many has-one-of facts
/// drawn from it, and some random direct facts (true or not).
fn small_state(
    sizes: &[usize],
    players: usize,
    facts: usize,
    seed: u64,
    lies: &[(usize, usize, bool)],
) -> (Knowledge, Vec<usize>) {
    let (mut k, deal) = hard_observer_state(&small_deck(sizes), players, facts, seed);
    let holders = players + 1;
    let n = deal.len();
    for &(card, holder, has) in lies {
        let (card, holder) = (card % n, holder % holders);
        k.constraints.push(Constraint {
            kind: if has {
                ConstraintKind::Has { holder, card }
            } else {
                ConstraintKind::Lacks { holder, card }
            },
            source: "test".into(),
        });
    }
    (k, deal)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// By whole hands, the counts are brute force's, consistent or not.
    #[test]
    fn hand_counts_match_brute_force(
        sizes in prop::collection::vec(2usize..=4, 2..=3),
        players in 2usize..=4,
        facts in 0usize..12,
        seed in any::<u64>(),
        lies in prop::collection::vec((0usize..64, 0usize..8, any::<bool>()), 0..3),
    ) {
        let (k, _) = small_state(&sizes, players, facts, seed, &lies);
        let (total, per) = brute(&k);
        match reduced_problem(&k) {
            Err(SolveError::Contradiction(_)) => prop_assert_eq!(total, 0),
            Err(e) => prop_assert!(false, "{e}"),
            Ok(p) => {
                let counts = count_by_hands(&p, &HandBudget::default()).unwrap();
                prop_assert_eq!(counts.total, total);
                if total > 0 {
                    prop_assert_eq!(counts.per_card, per);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    /// On mid-sized decks (too big for brute force), both methods give the
    /// same numbers.
    #[test]
    fn hand_counts_match_the_card_by_card_pass(
        sizes in prop::collection::vec(4usize..=6, 3),
        players in 3usize..=5,
        facts in 0usize..20,
        seed in any::<u64>(),
    ) {
        let (k, _) = hard_observer_state(&small_deck(&sizes), players, facts, seed);
        let p = reduced_problem(&k).unwrap();
        let hands = count_by_hands(&p, &HandBudget::default()).unwrap();
        let cards = engine::count_exact(&p, usize::MAX).unwrap();
        prop_assert_eq!(hands, cards);
    }

    /// A consistent state is never called a contradiction, and on 3 to 6
    /// players (an observer without a hand, up to 45 facts) it is exact; the
    /// true deal is among the counted ones.
    #[test]
    fn consistent_hard_states_are_exact(
        players in 3usize..=6,
        facts in 0usize..=45,
        seed in any::<u64>(),
    ) {
        let (k, deal) = hard_observer_state(&DeckSpec::classic(), players, facts, seed);
        let s = solve(&k, &SolveOptions::default());
        prop_assert!(s.is_ok(), "{:?}", s.err());
        let s = s.unwrap();
        prop_assert_eq!(s.method, Method::Exact);
        for (card, &holder) in deal.iter().enumerate() {
            prop_assert!(s.counts[card][holder] > 0, "card {card} with {holder} was ruled out");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 30,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20261125),
        ..ProptestConfig::default()
    })]

    /// Deals drawn by whole hands are consistent and their card frequencies
    /// are within about four standard deviations of the exact marginals.
    #[test]
    fn hand_draws_are_uniform(
        sizes in prop::collection::vec(2usize..=4, 2..=3),
        players in 2usize..=4,
        facts in 0usize..10,
        seed in any::<u64>(),
    ) {
        let (k, _) = small_state(&sizes, players, facts, seed, &[]);
        let exact = brute(&k);
        let p = reduced_problem(&k).unwrap();
        let count = HandCount::new(&p, &HandBudget::default()).unwrap();
        prop_assert_eq!(count.counts.total, exact.0);
        let mut rng = SleuthRng::from_seed(seed);
        let mut d = vec![0u8; exact.1.len()];
        let draws: Vec<Vec<u8>> = (0..2000)
            .map(|_| {
                count.draw(&mut d, &mut rng);
                d.clone()
            })
            .collect();
        draws_follow_exact(&k, exact, &draws)?;
    }
}

/// The sampler's stated interval ("±e at 95%" on every probability) holds on
/// at least 95% of the uncertain probabilities of states whose exact answer
/// is known: classic-deck observer states at 3 to 6 players.
#[test]
fn sampler_intervals_hold_at_their_stated_rate() {
    let (mut inside, mut cells) = (0usize, 0usize);
    for seed in 0..24u64 {
        let players = 3 + (seed % 4) as usize;
        let (k, _) =
            hard_observer_state(&DeckSpec::classic(), players, 6 + (seed % 7) as usize, seed);
        let exact = solve(&k, &SolveOptions::default()).unwrap();
        assert_eq!(exact.method, Method::Exact);
        let opts = SolveOptions {
            force_sampling: true,
            samples: 400,
            max_tries: 400_000,
            seed,
            ..SolveOptions::default()
        };
        let sampled = solve(&k, &opts).unwrap();
        assert_eq!(sampled.method, Method::Sampled);
        let error = sampled.error.unwrap();
        for c in 0..exact.counts.len() {
            for h in 0..exact.counts[c].len() {
                let p = exact.probability(c, h);
                if p == 0.0 || p == 1.0 {
                    continue;
                }
                cells += 1;
                if (sampled.probability(c, h) - p).abs() <= error {
                    inside += 1;
                }
            }
        }
    }
    let rate = inside as f64 / cells as f64;
    eprintln!("sampler interval coverage: {inside}/{cells} = {rate:.4}");
    assert!(cells > 500);
    assert!(rate >= 0.95, "coverage {rate}");
}

/// The sampler meeting no consistent deal is not a proof: the answer is
/// "undecided", never a contradiction (a state of one real deal).
#[test]
fn a_sampler_that_finds_nothing_is_undecided_not_a_contradiction() {
    let (k, _) = hard_observer_state(&DeckSpec::classic(), 6, 40, 7);
    let opts = SolveOptions {
        force_sampling: true,
        samples: 10,
        max_tries: 1,
        ..SolveOptions::default()
    };
    match solve(&k, &opts) {
        Err(SolveError::Undecided { .. }) | Ok(_) => {}
        other => panic!("{other:?}"),
    }
    let opts = SolveOptions {
        force_sampling: true,
        samples: 10,
        max_tries: 0,
        ..SolveOptions::default()
    };
    assert!(matches!(
        solve(&k, &opts),
        Err(SolveError::Undecided { .. })
    ));
}
