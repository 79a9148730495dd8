//! Property tests against brute-force enumeration of every deal.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use sleuth_deduction::knowledge::*;
use sleuth_deduction::{Method, SolveError, SolveOptions, solve};

mod common;
use common::{all_deals, brute, draws_follow_exact, holds, small_deck};

/// A small game: deck sizes, hand sizes summing to the hands' total.
fn game() -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    (prop::collection::vec(1usize..=3, 2..=3), 2usize..=3).prop_flat_map(|(sizes, players)| {
        let hands_total: usize = sizes.iter().sum::<usize>() - sizes.len();
        // random split of hands_total among players
        prop::collection::vec(0usize..=players * 4, hands_total).prop_map(move |picks| {
            let mut hands = vec![0; players];
            for p in picks {
                hands[p % players] += 1;
            }
            (sizes.clone(), hands)
        })
    })
}

fn knowledge(sizes: &[usize], hands: &[usize]) -> Knowledge {
    let players = hands
        .iter()
        .enumerate()
        .map(|(i, &h)| Player {
            name: format!("P{i}"),
            hand_size: h,
        })
        .collect();
    Knowledge::new(small_deck(sizes), players).unwrap()
}

/// Raw random constraints (card, holder, kind, extra cards) to be made true
/// in a deal or taken as they come.
type Raw = Vec<(usize, usize, u8, Vec<usize>)>;

fn raw() -> impl Strategy<Value = Raw> {
    prop::collection::vec(
        (
            0usize..64,
            0usize..64,
            0u8..4,
            prop::collection::vec(0usize..64, 0..3),
        ),
        0..8,
    )
}

/// Constraints true in `deal` (if given), else arbitrary.
fn constraints(k: &Knowledge, deal: Option<&[usize]>, raw: &Raw) -> Vec<Constraint> {
    let n = k.deck.card_names().len();
    let holders = k.players.len() + 1;
    let players = k.players.len();
    let mut out = Vec::new();
    for (card, holder, kind, extra) in raw {
        let card = card % n;
        let kind = match kind {
            0 => {
                let holder = deal.map_or(holder % holders, |d| d[card]);
                ConstraintKind::Has { holder, card }
            }
            1 => {
                let mut holder = holder % holders;
                if let Some(d) = deal
                    && d[card] == holder
                {
                    holder = (holder + 1) % holders;
                }
                ConstraintKind::Lacks { holder, card }
            }
            _ => {
                let player = match deal {
                    Some(d) if d[card] < players => d[card],
                    Some(_) => continue,
                    None => holder % players,
                };
                let mut cards = vec![card];
                cards.extend(extra.iter().map(|x| x % n));
                ConstraintKind::HasOneOf { player, cards }
            }
        };
        out.push(Constraint {
            kind,
            source: "test".into(),
        });
    }
    out
}

fn check_exact(k: &Knowledge) -> Result<(), TestCaseError> {
    let (total, per) = brute(k);
    let got = solve(k, &SolveOptions::default());
    if total == 0 {
        prop_assert!(matches!(got, Err(SolveError::Contradiction(_))), "{got:?}");
        return Ok(());
    }
    let s = got.unwrap();
    prop_assert_eq!(s.method, Method::Exact);
    prop_assert_eq!(s.worlds, total);
    prop_assert_eq!(&s.counts, &per);
    let certain = per.iter().flatten().filter(|&&x| x == total).count();
    prop_assert_eq!(s.certain.len(), certain);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn consistent_knowledge_matches_brute_force((sizes, hands) in game(), raw in raw(), pick in 0usize..1000) {
        let mut k = knowledge(&sizes, &hands);
        let deals = all_deals(&k);
        let deal = deals[pick % deals.len()].clone();
        k.constraints = constraints(&k, Some(&deal), &raw);
        let (total, _) = brute(&k);
        prop_assert!(total > 0);
        check_exact(&k)?;
    }

    #[test]
    fn arbitrary_knowledge_matches_brute_force((sizes, hands) in game(), raw in raw()) {
        let mut k = knowledge(&sizes, &hands);
        k.constraints = constraints(&k, None, &raw);
        check_exact(&k)?;
    }
}

proptest! {
    // A fixed seed: the sampler's error is statistical, keep the test deterministic.
    #![proptest_config(ProptestConfig {
        cases: 20,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20261122),
        ..ProptestConfig::default()
    })]

    #[test]
    fn sampler_is_within_its_error((sizes, hands) in game(), raw in raw(), pick in 0usize..1000) {
        let mut k = knowledge(&sizes, &hands);
        let deals = all_deals(&k);
        let deal = deals[pick % deals.len()].clone();
        k.constraints = constraints(&k, Some(&deal), &raw);
        let exact = solve(&k, &SolveOptions::default()).unwrap();
        // SAMPLER_SAMPLES=400000 checks for bias at a finer precision.
        let samples = std::env::var("SAMPLER_SAMPLES").ok().and_then(|v| v.parse().ok()).unwrap_or(4000);
        let opts = SolveOptions { force_sampling: true, samples, max_tries: samples * 100, ..SolveOptions::default() };
        let s = solve(&k, &opts).unwrap();
        prop_assert_eq!(s.method, Method::Sampled);
        let err = s.error.unwrap();
        for c in 0..exact.counts.len() {
            for h in 0..exact.counts[c].len() {
                // The bound is 95% per cell and there are hundreds of cells:
                // allow twice the bound (about 4 standard deviations).
                let d = (s.probability(c, h) - exact.probability(c, h)).abs();
                prop_assert!(d <= 2.0 * err, "card {c} holder {h}: {d} > 2 * {err}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    /// Knowledge of a seat after simulated suggestion rounds (passes in seating
    /// order, shown cards seen by the suggester and the shower) on small decks.
    #[test]
    fn simulated_games_match_brute_force(
        sizes in prop::collection::vec(2usize..=3, 2..=3),
        players in 2usize..=3,
        me in 0usize..3,
        suggestions in 0usize..8,
        seed in any::<u64>(),
        observer in any::<bool>(),
    ) {
        let deck = small_deck(&sizes);
        let mut cats = serde_json::Map::new();
        for c in &deck.categories {
            cats.insert(c.name.clone(), serde_json::json!(c.cards));
        }
        let deck_json = serde_json::json!({"categories": cats});
        let mut doc = sleuth_deduction::sim::simulated_document(&deck, deck_json, players, me % players, suggestions, seed);
        if observer {
            let o = doc.as_object_mut().unwrap();
            o.remove("me");
            o.remove("my_hand");
        }
        let doc: KnowledgeDoc = serde_json::from_value(doc).unwrap();
        let k = Knowledge::from_doc(&doc).unwrap();
        let (total, _) = brute(&k);
        prop_assert!(total > 0);
        check_exact(&k)?;
    }
}

#[test]
fn state_budget_falls_back_to_the_sampler() {
    let doc = sleuth_deduction::sim::simulated_document(
        &DeckSpec::classic(),
        serde_json::json!("classic"),
        4,
        0,
        6,
        3,
    );
    let doc: KnowledgeDoc = serde_json::from_value(doc).unwrap();
    let k = Knowledge::from_doc(&doc).unwrap();
    let exact = solve(&k, &SolveOptions::default()).unwrap();
    let opts = SolveOptions {
        state_budget: 5,
        hand_budget: sleuth_deduction::HandBudget {
            hands_per_holder: 1,
            ..Default::default()
        },
        samples: 5000,
        ..SolveOptions::default()
    };
    let s = solve(&k, &opts).unwrap();
    assert_eq!(s.method, Method::Sampled);
    let err = s.error.unwrap();
    assert!(err < 0.02);
    for c in 0..exact.counts.len() {
        for h in 0..exact.counts[c].len() {
            assert!((s.probability(c, h) - exact.probability(c, h)).abs() <= 2.0 * err);
        }
    }
    let json = s.to_json();
    assert_eq!(json["method"], "sampled");
    assert!(json["error"].as_str().unwrap().contains("at 95%"));
    // The estimated number of worlds is within 10% of the exact count.
    let ratio = s.worlds as f64 / exact.worlds as f64;
    assert!((0.9..1.1).contains(&ratio), "{ratio}");
}

/// Brute-force joint distribution of the envelope: (envelope cards, deals).
fn brute_envelopes(k: &Knowledge) -> (u128, Vec<(Vec<usize>, u128)>) {
    let players = k.players.len();
    let mut by_envelope: Vec<(Vec<usize>, u128)> = Vec::new();
    let mut total = 0;
    for d in all_deals(k) {
        if k.constraints.iter().all(|c| holds(&d, &c.kind)) {
            total += 1;
            let env: Vec<usize> = (0..d.len()).filter(|&c| d[c] == players).collect();
            match by_envelope.iter_mut().find(|(e, _)| *e == env) {
                Some((_, n)) => *n += 1,
                None => by_envelope.push((env, 1)),
            }
        }
    }
    (total, by_envelope)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The joint probability of a whole envelope is the exact ratio of deal
    /// counts (not a product of per-card marginals), for every envelope.
    #[test]
    fn envelope_probability_matches_brute_force((sizes, hands) in game(), raw in raw(), pick in 0usize..1000) {
        let mut k = knowledge(&sizes, &hands);
        let deals = all_deals(&k);
        let deal = deals[pick % deals.len()].clone();
        k.constraints = constraints(&k, Some(&deal), &raw);
        let (total, by_envelope) = brute_envelopes(&k);
        prop_assert!(total > 0);
        let cats = k.deck.category_of();
        // Every envelope (one card per category), possible or not.
        let mut envelopes: Vec<Vec<usize>> = vec![Vec::new()];
        for cat in 0..k.deck.categories.len() {
            let cards: Vec<usize> = (0..cats.len()).filter(|&c| cats[c] == cat).collect();
            envelopes = envelopes
                .iter()
                .flat_map(|e| cards.iter().map(move |&c| { let mut f = e.clone(); f.push(c); f }))
                .collect();
        }
        let mut sum = 0.0;
        for env in &envelopes {
            let want = by_envelope.iter().find(|(e, _)| e == env).map_or(0, |(_, n)| *n);
            let (got, method) = sleuth_deduction::envelope_probability(&k, env, &SolveOptions::default()).unwrap();
            prop_assert_eq!(method, Method::Exact);
            prop_assert!((got - want as f64 / total as f64).abs() < 1e-12, "{env:?}: {got} vs {want}/{total}");
            sum += got;
        }
        prop_assert!((sum - 1.0).abs() < 1e-9);
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 40,
        rng_seed: proptest::test_runner::RngSeed::Fixed(20261122),
        ..ProptestConfig::default()
    })]

    /// Sampled deals are consistent, and their card frequencies are within
    /// about four standard deviations of the exact marginals.
    #[test]
    fn sampled_deals_are_consistent_and_unbiased((sizes, hands) in game(), raw in raw(), pick in 0usize..1000, seed in any::<u64>()) {
        let mut k = knowledge(&sizes, &hands);
        let deals = all_deals(&k);
        let deal = deals[pick % deals.len()].clone();
        k.constraints = constraints(&k, Some(&deal), &raw);
        let exact = brute(&k);
        let p = sleuth_deduction::reduced_problem(&k).unwrap();
        let mut rng = sleuth_core::rng::SleuthRng::from_seed(seed);
        let wanted = 2000;
        let s = sleuth_deduction::engine::sample_deals(&p, wanted, 1_000_000, &mut rng).unwrap();
        prop_assert_eq!(s.counts.total, exact.0);
        prop_assert_eq!(s.deals.len(), wanted);
        draws_follow_exact(&k, exact, &s.deals)?;
    }
}
