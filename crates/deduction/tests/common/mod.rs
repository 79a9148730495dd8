//! Brute force over every deal of a small deck, shared by the property tests
//! (`brute.rs`, `hands.rs`).
#![allow(dead_code, clippy::unwrap_used)]

use sleuth_deduction::knowledge::*;

/// Every deal (card -> holder, holder `players` = envelope) respecting the
/// envelope's one card per category and the hand sizes.
pub fn all_deals(k: &Knowledge) -> Vec<Vec<usize>> {
    let cats = k.deck.category_of();
    let players = k.players.len();
    let mut caps: Vec<usize> = k.players.iter().map(|p| p.hand_size).collect();
    let mut env = vec![false; k.deck.categories.len()];
    let mut deal = vec![0; cats.len()];
    let mut out = Vec::new();
    fn rec(
        i: usize,
        cats: &[usize],
        players: usize,
        caps: &mut Vec<usize>,
        env: &mut Vec<bool>,
        deal: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if i == cats.len() {
            if env.iter().all(|&e| e) && caps.iter().all(|&c| c == 0) {
                out.push(deal.clone());
            }
            return;
        }
        for h in 0..=players {
            if h == players {
                if env[cats[i]] {
                    continue;
                }
                env[cats[i]] = true;
                deal[i] = h;
                rec(i + 1, cats, players, caps, env, deal, out);
                env[cats[i]] = false;
            } else {
                if caps[h] == 0 {
                    continue;
                }
                caps[h] -= 1;
                deal[i] = h;
                rec(i + 1, cats, players, caps, env, deal, out);
                caps[h] += 1;
            }
        }
    }
    rec(0, &cats, players, &mut caps, &mut env, &mut deal, &mut out);
    out
}

pub fn holds(deal: &[usize], c: &ConstraintKind) -> bool {
    match c {
        ConstraintKind::Has { holder, card } => deal[*card] == *holder,
        ConstraintKind::Lacks { holder, card } => deal[*card] != *holder,
        ConstraintKind::HasOneOf { player, cards } => cards.iter().any(|&x| deal[x] == *player),
    }
}

/// Brute-force counts: total and `[card][holder]`.
pub fn brute(k: &Knowledge) -> (u128, Vec<Vec<u128>>) {
    let n = k.deck.card_names().len();
    let mut per = vec![vec![0u128; k.players.len() + 1]; n];
    let mut total = 0;
    for d in all_deals(k) {
        if k.constraints.iter().all(|c| holds(&d, &c.kind)) {
            total += 1;
            for (c, &h) in d.iter().enumerate() {
                per[c][h] += 1;
            }
        }
    }
    (total, per)
}

pub fn small_deck(sizes: &[usize]) -> DeckSpec {
    let mut n = 0;
    let cats = sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| CategorySpec {
            name: format!("cat{i}"),
            cards: (0..s)
                .map(|_| {
                    n += 1;
                    format!("card{n}")
                })
                .collect(),
        })
        .collect();
    DeckSpec::custom("small", cats).unwrap()
}

/// Checks random draws (card -> holder) against the exact counts of [`brute`]:
/// every draw keeps every constraint, and each card's holder frequencies lie
/// within 4.5 standard deviations of the exact probabilities.
pub fn draws_follow_exact(
    k: &Knowledge,
    (total, per): (u128, Vec<Vec<u128>>),
    draws: &[Vec<u8>],
) -> Result<(), proptest::test_runner::TestCaseError> {
    let wanted = draws.len();
    let mut freq = vec![vec![0usize; k.players.len() + 1]; per.len()];
    for d in draws {
        let d: Vec<usize> = d.iter().map(|&h| usize::from(h)).collect();
        proptest::prop_assert!(k.constraints.iter().all(|c| holds(&d, &c.kind)), "{d:?}");
        for (c, &h) in d.iter().enumerate() {
            freq[c][h] += 1;
        }
    }
    for c in 0..per.len() {
        for h in 0..per[c].len() {
            let want = per[c][h] as f64 / total as f64;
            let got = freq[c][h] as f64 / wanted as f64;
            let sd = (want * (1.0 - want) / wanted as f64).sqrt();
            proptest::prop_assert!(
                (got - want).abs() <= 4.5 * sd + 1e-9,
                "card {c} holder {h}: {got} vs {want}"
            );
        }
    }
    Ok(())
}
