//! Exact counting by whole hands, for the states the card-by-card pass of
//! [`crate::engine`] cannot afford.
//!
//! The holders (the envelope and every player) take their complete hands one
//! after another; a state is the set of cards taken so far. A has-one-of
//! constraint concerns one player's hand only, so it is checked when that
//! player's hand is chosen and is never carried in the state. The cost grows
//! with the number of distinct sets of taken cards (at most "cards choose
//! taken"), not with the number of open constraints, which is what makes the
//! card-by-card pass explode on an observer's view with dozens of opaque
//! suggestions.
//!
//! Counts are the same numbers the card-by-card pass gives (deals, and per
//! card and holder the deals where the holder has the card): the two are
//! checked against each other and against brute force in the tests.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use sleuth_core::rng::SleuthRng;

use crate::engine::{CountError, Counts, Problem, StateHasher, iter_bits};

/// Limits of [`count_by_hands`]: past either, it gives up with
/// [`CountError::TooManyStates`] instead of running long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandBudget {
    /// Most candidate hands listed for one holder.
    pub hands_per_holder: usize,
    /// Most states (sets of taken cards) kept over all layers.
    pub states: usize,
    /// Most (state, hand) pairs examined in the forward pass.
    pub work: u64,
}

impl Default for HandBudget {
    fn default() -> Self {
        HandBudget {
            hands_per_holder: 200_000,
            states: 3_000_000,
            work: 600_000_000,
        }
    }
}

pub type SetMap = HashMap<u64, u128, BuildHasherDefault<StateHasher>>;

/// Every holder's candidate hands: each respects the allowed holders, the
/// hand size, the envelope's one card per category and the holder's
/// has-one-of constraints.
#[derive(Debug)]
pub struct HandLists {
    /// `hands[holder]` (`players` = envelope).
    hands: Vec<Vec<u64>>,
    /// Per holder, every card one of its hands contains.
    reach: Vec<u64>,
    /// Every card.
    full: u64,
}

/// Whether `C(n, k)` exceeds `limit` (without overflowing).
fn binomial_exceeds(n: usize, k: usize, limit: usize) -> bool {
    if k > n {
        return false;
    }
    let k = k.min(n - k);
    let mut value: u128 = 1;
    for i in 0..k {
        value = value * (n - i) as u128 / (i + 1) as u128;
        if value > limit as u128 {
            return true;
        }
    }
    false
}

/// Every `k`-card subset of `pool`, each or-ed with `base`, passed to `keep`.
fn for_each_subset(pool: &[usize], k: usize, base: u64, keep: &mut impl FnMut(u64)) {
    fn rec(pool: &[usize], start: usize, k: usize, acc: u64, keep: &mut impl FnMut(u64)) {
        if k == 0 {
            keep(acc);
            return;
        }
        for i in start..=pool.len() - k {
            rec(pool, i + 1, k - 1, acc | (1u64 << pool[i]), keep);
        }
    }
    if k <= pool.len() {
        rec(pool, 0, k, base, keep);
    }
}

impl HandLists {
    /// Lists every holder's candidate hands, or gives up past the budget.
    pub fn new(p: &Problem, budget: &HandBudget) -> Result<HandLists, CountError> {
        let players = p.players();
        let env = p.envelope();
        let cards = p.cards();
        let full: u64 = if cards == 64 {
            u64::MAX
        } else {
            (1u64 << cards) - 1
        };
        let mut hands: Vec<Vec<u64>> = Vec::with_capacity(players + 1);
        for player in 0..players {
            let bit = 1u64 << player;
            let required: u64 = (0..cards)
                .filter(|&c| p.allowed[c] == bit)
                .fold(0, |m, c| m | (1 << c));
            let optional: Vec<usize> = (0..cards)
                .filter(|&c| p.allowed[c] & bit != 0 && p.allowed[c] != bit)
                .collect();
            let size = p.hand_sizes[player];
            let fixed = required.count_ones() as usize;
            if fixed > size {
                hands.push(Vec::new());
                continue;
            }
            let need = size - fixed;
            if binomial_exceeds(optional.len(), need, budget.hands_per_holder) {
                return Err(CountError::TooManyStates);
            }
            let facts: Vec<u64> = p
                .one_of
                .iter()
                .filter(|&&(q, _)| q == player)
                .map(|&(_, s)| s)
                .collect();
            let mut list = Vec::new();
            for_each_subset(&optional, need, required, &mut |h| {
                if facts.iter().all(|&f| f & h != 0) {
                    list.push(h);
                }
            });
            hands.push(list);
        }
        // The envelope: one card per category among the cards it may hold,
        // the cards fixed to it included.
        let mut env_hands: Vec<u64> = vec![0];
        for category in 0..p.categories {
            let options: Vec<usize> = (0..cards)
                .filter(|&c| p.category_of[c] == category && p.allowed[c] & (1 << env) != 0)
                .collect();
            if env_hands.len() * options.len() > budget.hands_per_holder {
                return Err(CountError::TooManyStates);
            }
            env_hands = env_hands
                .iter()
                .flat_map(|&h| options.iter().map(move |&c| h | (1u64 << c)))
                .collect();
        }
        let env_required: u64 = (0..cards)
            .filter(|&c| p.allowed[c] == 1 << env)
            .fold(0, |m, c| m | (1 << c));
        env_hands.retain(|&h| h & env_required == env_required);
        hands.push(env_hands);
        let reach = hands
            .iter()
            .map(|list| list.iter().fold(0, |m, &h| m | h))
            .collect();
        Ok(HandLists { hands, reach, full })
    }

    /// The number of candidate hands of every holder.
    pub fn sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }
}

/// One side of the meet-in-the-middle pass: the holders it took, in order,
/// and its layers (`layers[i]`: every set of cards the first `i` holders can
/// take together, with the number of ways).
#[derive(Debug, Default)]
struct Side {
    holders: Vec<usize>,
    layers: Vec<SetMap>,
}

impl Side {
    fn new() -> Side {
        let mut first = SetMap::default();
        first.insert(0, 1);
        Side {
            holders: Vec::new(),
            layers: vec![first],
        }
    }

    fn last(&self) -> &SetMap {
        self.layers.last().expect("a side has its first layer")
    }

    /// Adds `holder`'s hands: every disjoint union with a state of the last
    /// layer whose cards left can still all be held (`others` may hold them).
    fn extend(
        &mut self,
        holder: usize,
        hands: &[u64],
        others: u64,
        full: u64,
    ) -> Result<(), CountError> {
        let mut next = SetMap::default();
        for (&taken, &ways) in self.last() {
            for &h in hands {
                if h & taken != 0 {
                    continue;
                }
                let t = taken | h;
                if full & !t & !others != 0 {
                    continue;
                }
                let e = next.entry(t).or_insert(0);
                *e = e.checked_add(ways).ok_or(CountError::Overflow)?;
            }
        }
        self.holders.push(holder);
        self.layers.push(next);
        Ok(())
    }

    /// The backward pass: `end` gives, for the states of the last layer, the
    /// number of ways the other side completes them; adds every holder's
    /// per-card counts to `per_card`.
    fn marginals(
        &self,
        lists: &HandLists,
        end: SetMap,
        per_card: &mut [Vec<u128>],
    ) -> Result<(), CountError> {
        let mut after = end;
        for i in (0..self.holders.len()).rev() {
            let holder = self.holders[i];
            let hands = &lists.hands[holder];
            let mut weight = vec![0u128; hands.len()];
            let mut here = SetMap::default();
            for (&taken, &ways) in &self.layers[i] {
                let mut sum: u128 = 0;
                for (k, &h) in hands.iter().enumerate() {
                    if h & taken != 0 {
                        continue;
                    }
                    if let Some(&b) = after.get(&(taken | h)) {
                        sum = sum.checked_add(b).ok_or(CountError::Overflow)?;
                        let w = ways.checked_mul(b).ok_or(CountError::Overflow)?;
                        weight[k] = weight[k].checked_add(w).ok_or(CountError::Overflow)?;
                    }
                }
                if sum > 0 {
                    here.insert(taken, sum);
                }
            }
            for (k, &h) in hands.iter().enumerate() {
                if weight[k] == 0 {
                    continue;
                }
                for c in iter_bits(h) {
                    let slot = &mut per_card[c][holder];
                    *slot = slot.checked_add(weight[k]).ok_or(CountError::Overflow)?;
                }
            }
            after = here;
        }
        Ok(())
    }

    /// Draws this side's hands given the set of cards it took, from its last
    /// holder back to its first (each predecessor state in proportion to its
    /// number of ways).
    fn draw(&self, lists: &HandLists, mut taken: u64, holder_of: &mut [u8], rng: &mut SleuthRng) {
        let mut options: Vec<(u64, u128)> = Vec::new();
        for i in (0..self.holders.len()).rev() {
            let holder = self.holders[i];
            options.clear();
            for &h in &lists.hands[holder] {
                if h & !taken == 0
                    && let Some(&w) = self.layers[i].get(&(taken & !h))
                {
                    options.push((h, w));
                }
            }
            let sum: u128 = options.iter().map(|o| o.1).sum();
            let mut r = crate::engine::random_below(rng, sum);
            for &(h, w) in &options {
                if r < w {
                    taken &= !h;
                    for c in iter_bits(h) {
                        holder_of[c] = holder as u8;
                    }
                    break;
                }
                r -= w;
            }
        }
    }
}

/// The count by whole hands, meeting in the middle: the holders are split
/// between two sides, each side builds the sets of cards its holders can take
/// together, and a deal is a state of one side whose complement is a state of
/// the other. Holders go, fewest candidate hands first, to the side where they
/// cost less (states times hands), which keeps both sides small.
#[derive(Debug)]
pub struct HandCount {
    lists: HandLists,
    front: Side,
    back: Side,
    /// The states of the front side that the back side completes, in
    /// increasing order, with the running total of their deals (for draws
    /// that do not depend on the hash map's order).
    splits: Vec<(u64, u128)>,
    pub counts: Counts,
}

impl HandCount {
    /// Counts (see the type's documentation); gives up past the budget.
    pub fn new(p: &Problem, budget: &HandBudget) -> Result<HandCount, CountError> {
        let lists = HandLists::new(p, budget)?;
        let full = lists.full;
        let holders = lists.hands.len();
        let in_front = best_split(p, &lists);
        let mut front = Side::new();
        let mut back = Side::new();
        let mut work = 0u64;
        let mut stored = 2usize;
        let mut todo: Vec<usize> = (0..holders).collect();
        todo.sort_by_key(|&h| (lists.hands[h].len(), h));
        for &holder in &todo {
            let to_front = in_front & (1 << holder) != 0;
            let hands = &lists.hands[holder];
            let side = if to_front { &mut front } else { &mut back };
            // Cards the holders not yet on this side may hold.
            let others = (0..holders)
                .filter(|h| *h != holder && !side.holders.contains(h))
                .fold(0u64, |m, h| m | lists.reach[h]);
            work = work.saturating_add(side.last().len() as u64 * hands.len() as u64);
            if work > budget.work {
                return Err(CountError::TooManyStates);
            }
            side.extend(holder, hands, others, full)?;
            stored += side.last().len();
            if stored > budget.states {
                return Err(CountError::TooManyStates);
            }
            if side.last().is_empty() {
                break;
            }
        }
        let mut total: u128 = 0;
        let mut end_front = SetMap::default();
        let mut end_back = SetMap::default();
        if front.holders.len() + back.holders.len() == holders {
            for (&u, &f) in front.last() {
                if let Some(&g) = back.last().get(&(full & !u)) {
                    total = total
                        .checked_add(f.checked_mul(g).ok_or(CountError::Overflow)?)
                        .ok_or(CountError::Overflow)?;
                    end_front.insert(u, g);
                    end_back.insert(full & !u, f);
                }
            }
        }
        let mut splits: Vec<(u64, u128)> = end_front
            .iter()
            .map(|(&u, &g)| (u, front.last()[&u] * g))
            .collect();
        splits.sort_unstable();
        let mut running: u128 = 0;
        for split in &mut splits {
            running += split.1;
            split.1 = running;
        }
        let mut per_card = vec![vec![0u128; holders]; p.cards()];
        if total > 0 {
            front.marginals(&lists, end_front, &mut per_card)?;
            back.marginals(&lists, end_back, &mut per_card)?;
        }
        Ok(HandCount {
            lists,
            front,
            back,
            splits,
            counts: Counts { total, per_card },
        })
    }

    /// Draws one deal uniformly among the consistent ones (the total must be
    /// positive): the split between the sides in proportion to its number of
    /// deals, then each side's hands.
    pub fn draw(&self, holder_of: &mut [u8], rng: &mut SleuthRng) {
        let full = self.lists.full;
        let r = crate::engine::random_below(rng, self.counts.total);
        let at = self.splits.partition_point(|&(_, running)| running <= r);
        let split = self.splits[at].0;
        self.front.draw(&self.lists, split, holder_of, rng);
        self.back.draw(&self.lists, full & !split, holder_of, rng);
    }
}

/// The holders (a mask) of the front side: the split whose estimated work is
/// least, over every split. A side's holders go fewest hands first; its
/// layer after a holder is estimated as the previous layer times the hands
/// disjoint from a state (as if hands were random), capped by the number of
/// sets of that many cards, and each step costs the previous layer times the
/// hands.
fn best_split(p: &Problem, lists: &HandLists) -> u32 {
    let holders = lists.hands.len();
    let cards = p.cards();
    let size_of = |h: usize| {
        if h == p.envelope() {
            p.categories
        } else {
            p.hand_sizes[h]
        }
    };
    let choose = |n: usize, k: usize| -> f64 {
        (0..k.min(n)).fold(1.0, |v, i| v * (n - i) as f64 / (i + 1) as f64)
    };
    let mut order: Vec<usize> = (0..holders).collect();
    order.sort_by_key(|&h| (lists.hands[h].len(), h));
    let side_cost = |members: &[usize]| -> f64 {
        let (mut layer, mut taken, mut cost) = (1.0f64, 0usize, 0.0f64);
        for &h in members {
            let hands = lists.hands[h].len() as f64;
            let size = size_of(h);
            cost += layer * hands;
            // The share of hands disjoint from a set of `taken` cards.
            let disjoint = choose(cards - taken, size) / choose(cards, size);
            taken += size;
            layer = (layer * hands * disjoint).min(choose(cards, taken));
        }
        cost
    };
    let mut best = (f64::INFINITY, 0u32);
    for mask in 0u32..(1 << holders) {
        let front: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&h| mask & (1 << h) != 0)
            .collect();
        let back: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&h| mask & (1 << h) == 0)
            .collect();
        let cost = side_cost(&front) + side_cost(&back);
        if cost < best.0 {
            best = (cost, mask);
        }
    }
    best.1
}

/// Counts exactly by whole hands (see the module documentation).
pub fn count_by_hands(p: &Problem, budget: &HandBudget) -> Result<Counts, CountError> {
    HandCount::new(p, budget).map(|c| c.counts)
}
