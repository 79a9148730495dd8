//! The counting engine on an abstract problem: cards with categories, players
//! with hand sizes, the set of holders each card may have, and "player holds at
//! least one of these cards" constraints. Holder `p < players` is a player,
//! holder `players` is the envelope (exactly one card per category).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use sleuth_core::rng::SleuthRng;

/// At most this many cards (card sets are `u64` masks).
pub const MAX_CARDS: usize = 64;
/// At most this many players (6 bits of remaining capacity each in a state).
pub const MAX_PLAYERS: usize = 10;
/// At most this many categories (one envelope bit each in a state).
pub const MAX_CATEGORIES: usize = 8;
/// Hand sizes fit in 6 bits.
pub const MAX_HAND: usize = 63;
const SLOTS: usize = 60;
const ENV_SHIFT: u32 = 60;
const SLOT_SHIFT: u32 = 68;

/// A counting problem. See the module documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The category of every card.
    pub category_of: Vec<usize>,
    /// The number of categories.
    pub categories: usize,
    /// Hand size of every player.
    pub hand_sizes: Vec<usize>,
    /// Per card, a mask of the holders it may have (bit `players` = envelope).
    pub allowed: Vec<u64>,
    /// `(player, cards)`: the player holds at least one of the cards.
    pub one_of: Vec<(usize, u64)>,
}

/// Why a problem has no consistent deal, found by propagation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Conflict {
    /// The card can be held by no one.
    NoHolder { card: usize },
    /// The player must hold more cards than the hand size.
    Overfull { player: usize, forced: usize },
    /// The player can hold fewer cards than the hand size.
    Underfull { player: usize, possible: usize },
    /// Two cards of the category must be in the envelope.
    EnvelopeTwo { category: usize },
    /// No card of the category can be in the envelope.
    EnvelopeNone { category: usize },
    /// The player can hold none of the cards of a has-one-of constraint.
    OneOfImpossible { player: usize, cards: u64 },
    /// Propagation found nothing, but counting found no deal.
    Empty,
}

/// Why exact counting was abandoned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountError {
    /// The state space passed the budget (or the constraints need more slots).
    TooManyStates,
    /// A count passed `u128`.
    Overflow,
}

/// Deal counts: the number of consistent deals, and per card and holder the
/// number of those deals in which the holder has the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counts {
    pub total: u128,
    /// `per_card[card][holder]`, holder `players` is the envelope.
    pub per_card: Vec<Vec<u128>>,
}

impl Problem {
    pub fn players(&self) -> usize {
        self.hand_sizes.len()
    }

    pub fn envelope(&self) -> usize {
        self.hand_sizes.len()
    }

    pub fn cards(&self) -> usize {
        self.category_of.len()
    }

    /// Fixes the card to the holder (keeping only that holder if allowed).
    pub fn restrict(&mut self, card: usize, holders: u64) -> bool {
        let before = self.allowed[card];
        self.allowed[card] &= holders;
        before != self.allowed[card]
    }

    /// Propagates unit facts to a fixed point: full hands, forced hands, the
    /// envelope's one card per category, and has-one-of constraints with one
    /// possible card left. Drops satisfied and implied has-one-of constraints.
    pub fn reduce(&mut self) -> Result<(), Conflict> {
        let env = self.envelope();
        loop {
            let mut changed = false;
            for card in 0..self.cards() {
                if self.allowed[card] == 0 {
                    return Err(Conflict::NoHolder { card });
                }
            }
            for player in 0..self.players() {
                let bit = 1u64 << player;
                let hand = self.hand_sizes[player];
                let forced = self.allowed.iter().filter(|&&a| a == bit).count();
                let possible = self.allowed.iter().filter(|&&a| a & bit != 0).count();
                if forced > hand {
                    return Err(Conflict::Overfull { player, forced });
                }
                if possible < hand {
                    return Err(Conflict::Underfull { player, possible });
                }
                if forced == hand && possible > hand {
                    for a in &mut self.allowed {
                        if *a != bit && *a & bit != 0 {
                            *a &= !bit;
                        }
                    }
                    changed = true;
                } else if possible == hand && forced < hand {
                    for a in &mut self.allowed {
                        if *a & bit != 0 {
                            *a = bit;
                        }
                    }
                    changed = true;
                }
            }
            let ebit = 1u64 << env;
            for category in 0..self.categories {
                let in_cat = |c: &usize| self.category_of[*c] == category;
                let cards: Vec<usize> = (0..self.cards()).filter(in_cat).collect();
                let forced = cards.iter().filter(|&&c| self.allowed[c] == ebit).count();
                let possible: Vec<usize> = cards
                    .iter()
                    .copied()
                    .filter(|&c| self.allowed[c] & ebit != 0)
                    .collect();
                if forced > 1 {
                    return Err(Conflict::EnvelopeTwo { category });
                }
                if possible.is_empty() {
                    return Err(Conflict::EnvelopeNone { category });
                }
                if forced == 1 && possible.len() > 1 {
                    for &c in &possible {
                        if self.allowed[c] != ebit {
                            self.allowed[c] &= !ebit;
                        }
                    }
                    changed = true;
                } else if possible.len() == 1 && forced == 0 {
                    self.allowed[possible[0]] = ebit;
                    changed = true;
                }
            }
            let mut kept: Vec<(usize, u64)> = Vec::new();
            for &(player, cards) in &self.one_of {
                let bit = 1u64 << player;
                let mut set = 0u64;
                let mut satisfied = false;
                for c in iter_bits(cards) {
                    if self.allowed[c] == bit {
                        satisfied = true;
                    } else if self.allowed[c] & bit != 0 {
                        set |= 1 << c;
                    }
                }
                if satisfied {
                    changed = true;
                    continue;
                }
                if set == 0 {
                    return Err(Conflict::OneOfImpossible { player, cards });
                }
                if set.count_ones() == 1 {
                    self.allowed[set.trailing_zeros() as usize] = bit;
                    changed = true;
                    continue;
                }
                if set != cards {
                    changed = true;
                }
                kept.push((player, set));
            }
            // Drop duplicates and supersets of another constraint of the same player.
            let mut reduced: Vec<(usize, u64)> = Vec::new();
            for (i, &(p, s)) in kept.iter().enumerate() {
                let implied = kept
                    .iter()
                    .enumerate()
                    .any(|(j, &(q, t))| j != i && q == p && t & !s == 0 && (t != s || j < i));
                if implied {
                    changed = true;
                } else {
                    reduced.push((p, s));
                }
            }
            self.one_of = reduced;
            if !changed {
                return Ok(());
            }
        }
    }

    /// The problem without its has-one-of constraints.
    pub fn relaxed(&self) -> Problem {
        Problem {
            one_of: Vec::new(),
            ..self.clone()
        }
    }
}

/// Iterates the set bits of a mask, lowest first.
pub fn iter_bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

/// A fast hasher for the packed `u128` states (and the `u64` card sets of
/// [`crate::hands`]).
#[derive(Debug, Default, Clone, Copy)]
pub struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u64(&mut self, i: u64) {
        let x = (i ^ (i >> 31)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = x ^ (x >> 29);
    }
    fn write_u128(&mut self, i: u128) {
        let x = (i as u64) ^ ((i >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = (self.0 ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        self.0 ^= self.0 >> 29;
    }
}

type Map = HashMap<u128, u128, BuildHasherDefault<StateHasher>>;

/// One choice when placing a card: the holder, the bit to clear in the state
/// (capacity unit or nothing), the bits to set.
#[derive(Debug, Clone, Copy)]
struct Move {
    holder: usize,
    /// For a player, the capacity field shift; for the envelope, `None`.
    cap_shift: Option<u32>,
    /// Envelope bit, or slot bits of constraints this placement satisfies.
    set: u128,
}

/// The order of the free cards and the state machine of one problem.
#[derive(Debug)]
struct Plan {
    order: Vec<usize>,
    moves: Vec<Vec<Move>>,
    close: Vec<u128>,
    init: u128,
    terminal: u128,
    fixed: Vec<(usize, usize)>,
}

impl Plan {
    fn new(p: &Problem) -> Result<Plan, CountError> {
        let env = p.envelope();
        let mut init: u128 = 0;
        let mut fixed = Vec::new();
        let mut caps = p.hand_sizes.clone();
        let mut free: u64 = 0;
        for c in 0..p.cards() {
            let a = p.allowed[c];
            if a.count_ones() == 1 {
                let h = a.trailing_zeros() as usize;
                fixed.push((c, h));
                if h == env {
                    init |= 1u128 << (ENV_SHIFT + p.category_of[c] as u32);
                } else {
                    caps[h] = caps[h].saturating_sub(1);
                }
            } else {
                free |= 1 << c;
            }
        }
        for (i, &cap) in caps.iter().enumerate() {
            init |= (cap as u128) << (6 * i);
        }
        // Greedy order: keep as few has-one-of constraints open as possible.
        let sets: Vec<u64> = p.one_of.iter().map(|&(_, s)| s & free).collect();
        let mut done: u64 = 0;
        let mut order = Vec::new();
        while done != free {
            let mut best = None;
            for c in iter_bits(free & !done) {
                let d = done | (1 << c);
                let open = sets.iter().filter(|&&s| s & d != 0 && s & !d != 0).count();
                let touches = sets.iter().filter(|&&s| s & (1 << c) != 0).count();
                let key = (open, usize::MAX - touches, c);
                if best.is_none_or(|(k, _)| key < k) {
                    best = Some((key, c));
                }
            }
            let (_, c) = best.expect("a free card remains");
            done |= 1 << c;
            order.push(c);
        }
        let mut pos = vec![usize::MAX; p.cards()];
        for (i, &c) in order.iter().enumerate() {
            pos[c] = i;
        }
        // Interval slots for the constraints.
        let mut spans: Vec<(usize, usize, usize)> = sets
            .iter()
            .enumerate()
            .map(|(j, &s)| {
                let ps: Vec<usize> = iter_bits(s).map(|c| pos[c]).collect();
                (
                    *ps.iter().min().unwrap_or(&0),
                    *ps.iter().max().unwrap_or(&0),
                    j,
                )
            })
            .collect();
        spans.sort_unstable();
        let mut slot_of = vec![0usize; sets.len()];
        let mut busy_until: Vec<Option<usize>> = vec![None; SLOTS];
        for &(first, last, j) in &spans {
            let slot = (0..SLOTS)
                .find(|&k| busy_until[k].is_none_or(|end| end < first))
                .ok_or(CountError::TooManyStates)?;
            busy_until[slot] = Some(last);
            slot_of[j] = slot;
        }
        let mut moves = Vec::with_capacity(order.len());
        let mut close = vec![0u128; order.len()];
        for &(_, last, j) in &spans {
            close[last] |= 1u128 << (SLOT_SHIFT + slot_of[j] as u32);
        }
        for &c in &order {
            let mut ms = Vec::new();
            for h in iter_bits(p.allowed[c]) {
                if h == env {
                    ms.push(Move {
                        holder: h,
                        cap_shift: None,
                        set: 1u128 << (ENV_SHIFT + p.category_of[c] as u32),
                    });
                } else {
                    let mut set = 0u128;
                    for (j, &(q, _)) in p.one_of.iter().enumerate() {
                        if q == h && sets[j] & (1 << c) != 0 {
                            set |= 1u128 << (SLOT_SHIFT + slot_of[j] as u32);
                        }
                    }
                    ms.push(Move {
                        holder: h,
                        cap_shift: Some(6 * h as u32),
                        set,
                    });
                }
            }
            moves.push(ms);
        }
        let terminal = ((1u128 << p.categories) - 1) << ENV_SHIFT;
        Ok(Plan {
            order,
            moves,
            close,
            init,
            terminal,
            fixed,
        })
    }

    #[inline]
    fn step(&self, layer: usize, s: u128, m: &Move) -> Option<u128> {
        let t = match m.cap_shift {
            None => {
                if s & m.set != 0 {
                    return None;
                }
                s | m.set
            }
            Some(shift) => {
                if (s >> shift) & 63 == 0 {
                    return None;
                }
                (s - (1u128 << shift)) | m.set
            }
        };
        let close = self.close[layer];
        if t & close != close {
            return None;
        }
        Some(t & !close)
    }

    /// Forward layers of reachable states with their counts, then a backward
    /// pass giving per-card marginals. Returns the counts and the backward
    /// layers (deal counts from each state to the end).
    fn run(&self, p: &Problem, budget: usize) -> Result<(Counts, Vec<Map>), CountError> {
        let n = self.order.len();
        let mut forward: Vec<Map> = Vec::with_capacity(n + 1);
        let mut first = Map::default();
        first.insert(self.init, 1);
        forward.push(first);
        for i in 0..n {
            let mut next = Map::default();
            next.reserve(forward[i].len() * 2);
            for (&s, &f) in &forward[i] {
                for m in &self.moves[i] {
                    if let Some(t) = self.step(i, s, m) {
                        let e = next.entry(t).or_insert(0);
                        *e = e.checked_add(f).ok_or(CountError::Overflow)?;
                    }
                }
            }
            if next.len() > budget {
                return Err(CountError::TooManyStates);
            }
            forward.push(next);
        }
        let holders = p.players() + 1;
        let mut per_card = vec![vec![0u128; holders]; p.cards()];
        let mut backward: Vec<Map> = vec![Map::default(); n + 1];
        if forward[n].contains_key(&self.terminal) {
            backward[n].insert(self.terminal, 1);
        }
        for i in (0..n).rev() {
            let c = self.order[i];
            let mut here = Map::default();
            here.reserve(forward[i].len());
            for (&s, &f) in &forward[i] {
                let mut sum: u128 = 0;
                for m in &self.moves[i] {
                    if let Some(t) = self.step(i, s, m)
                        && let Some(&b) = backward[i + 1].get(&t)
                    {
                        sum = sum.checked_add(b).ok_or(CountError::Overflow)?;
                        let w = f.checked_mul(b).ok_or(CountError::Overflow)?;
                        let slot = &mut per_card[c][m.holder];
                        *slot = slot.checked_add(w).ok_or(CountError::Overflow)?;
                    }
                }
                if sum > 0 {
                    here.insert(s, sum);
                }
            }
            backward[i] = here;
            forward.pop();
        }
        let total = backward[0].get(&self.init).copied().unwrap_or(0);
        for &(c, h) in &self.fixed {
            per_card[c][h] = total;
        }
        Ok((Counts { total, per_card }, backward))
    }
}

/// Counts exactly. `budget` bounds the number of states in one layer.
pub fn count_exact(p: &Problem, budget: usize) -> Result<Counts, CountError> {
    let plan = Plan::new(p)?;
    plan.run(p, budget).map(|(c, _)| c)
}

/// Sampled counts: `per_card` holds how many accepted samples put each card
/// with each holder, `accepted` the number of accepted samples, and
/// `estimated_total` an estimate of the number of consistent deals.
#[derive(Debug, Clone, PartialEq)]
pub struct Sampled {
    pub accepted: u64,
    pub tried: u64,
    pub estimated_total: f64,
    pub per_card: Vec<Vec<u64>>,
    /// The exact count of the deals respecting the constraints the sampler
    /// kept was zero: no deal is consistent (a proof, unlike `accepted == 0`).
    pub proven_empty: bool,
}

/// States per layer the sampler's exact part may use.
const SAMPLER_STATE_BUDGET: usize = 200_000;

/// Samples deals uniformly among the consistent ones by rejection: deals are
/// drawn exactly uniformly among those that respect the allowed holders, hand
/// sizes, the envelope and as many has-one-of constraints as the counting DP
/// affords (the narrowest first: they reject the most), and those that break
/// one of the other has-one-of constraints are rejected. The kept deals are
/// uniform among the consistent ones, and `estimated_total` is unbiased.
pub fn sample(p: &Problem, wanted: u64, max_tries: u64, seed: u64) -> Result<Sampled, CountError> {
    let mut facts = p.one_of.clone();
    facts.sort_by_key(|&(player, cards)| (cards.count_ones(), cards, player));
    let with_facts = |kept: usize| Problem {
        one_of: facts[..kept].to_vec(),
        ..p.clone()
    };
    let run = |kept: usize, budget: usize| {
        let guided = with_facts(kept);
        let plan = Plan::new(&guided)?;
        let (counts, backward) = plan.run(&guided, budget)?;
        Ok::<_, CountError>((plan, counts, backward))
    };
    // The most facts (in that order) whose DP fits; none always fits.
    let (mut lo, mut hi) = (0usize, facts.len());
    let mut best = run(0, usize::MAX)?;
    if let Ok(all) = run(hi, SAMPLER_STATE_BUDGET) {
        best = all;
        lo = hi;
    }
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        match run(mid, SAMPLER_STATE_BUDGET) {
            Ok(found) => {
                best = found;
                lo = mid;
            }
            Err(CountError::TooManyStates) => hi = mid - 1,
            Err(e) => return Err(e),
        }
    }
    let rejected_on: Vec<(usize, u64)> = facts[lo..].to_vec();
    let (plan, counts, backward) = best;
    let holders = p.players() + 1;
    let mut per_card = vec![vec![0u64; holders]; p.cards()];
    let mut rng = SleuthRng::from_seed(seed);
    let mut accepted = 0u64;
    let mut tried = 0u64;
    if counts.total == 0 {
        return Ok(Sampled {
            accepted,
            tried,
            estimated_total: 0.0,
            per_card,
            proven_empty: true,
        });
    }
    let mut holder_of = vec![0usize; p.cards()];
    for &(c, h) in &plan.fixed {
        holder_of[c] = h;
    }
    while accepted < wanted && tried < max_tries {
        tried += 1;
        let mut s = plan.init;
        for (i, &c) in plan.order.iter().enumerate() {
            let options: Vec<(u128, usize, u128)> = plan.moves[i]
                .iter()
                .filter_map(|m| {
                    let t = plan.step(i, s, m)?;
                    let b = *backward[i + 1].get(&t)?;
                    Some((t, m.holder, b))
                })
                .collect();
            let sum: u128 = options.iter().map(|o| o.2).sum();
            let mut r = random_below(&mut rng, sum);
            for &(t, h, b) in &options {
                if r < b {
                    s = t;
                    holder_of[c] = h;
                    break;
                }
                r -= b;
            }
        }
        let ok = rejected_on
            .iter()
            .all(|&(player, cards)| iter_bits(cards).any(|c| holder_of[c] == player));
        if ok {
            accepted += 1;
            for (c, &h) in holder_of.iter().enumerate() {
                per_card[c][h] += 1;
            }
        }
    }
    let estimated_total = counts.total as f64 * accepted as f64 / tried.max(1) as f64;
    Ok(Sampled {
        accepted,
        tried,
        estimated_total,
        per_card,
        proven_empty: false,
    })
}

/// A uniform number below `n` (positive).
pub(crate) fn random_below(rng: &mut SleuthRng, n: u128) -> u128 {
    if n <= u128::from(u64::MAX) {
        return u128::from(rng.below(n as u64));
    }
    // Rejection on 128 random bits below the largest multiple of n.
    let zone = u128::MAX - (u128::MAX % n);
    loop {
        let x = (u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64());
        if x < zone {
            return x % n;
        }
    }
}

/// Exact counts plus deals drawn uniformly among the consistent ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealSample {
    pub counts: Counts,
    /// Each deal gives the holder of every card (`players` = envelope).
    pub deals: Vec<Vec<u8>>,
}

/// Counts exactly, then draws `wanted` deals uniformly among the consistent
/// ones, without rejection: each free card's holder is drawn in proportion to
/// the number of consistent completions (the backward pass of the counting
/// DP, has-one-of constraints included). Past `budget`, the count by whole
/// hands does the same ([`crate::hands::HandCount::draw`]). No deals when none
/// is consistent.
pub fn sample_deals(
    p: &Problem,
    wanted: usize,
    budget: usize,
    rng: &mut SleuthRng,
) -> Result<DealSample, CountError> {
    let (plan, counts, backward) = match Plan::new(p).and_then(|plan| {
        let (counts, backward) = plan.run(p, budget)?;
        Ok((plan, counts, backward))
    }) {
        Ok(done) => done,
        Err(CountError::TooManyStates) => {
            // Past the card-by-card budget: count and draw by whole hands.
            let by_hands = crate::hands::HandCount::new(p, &crate::hands::HandBudget::default())?;
            let mut deals = Vec::with_capacity(wanted);
            if by_hands.counts.total > 0 {
                let mut holder_of = vec![0u8; p.cards()];
                for _ in 0..wanted {
                    by_hands.draw(&mut holder_of, rng);
                    deals.push(holder_of.clone());
                }
            }
            return Ok(DealSample {
                counts: by_hands.counts,
                deals,
            });
        }
        Err(e) => return Err(e),
    };
    let mut deals = Vec::with_capacity(wanted);
    if counts.total == 0 {
        return Ok(DealSample { counts, deals });
    }
    let mut holder_of = vec![0u8; p.cards()];
    for &(c, h) in &plan.fixed {
        holder_of[c] = h as u8;
    }
    let mut options: Vec<(u128, usize, u128)> = Vec::with_capacity(p.players() + 1);
    for _ in 0..wanted {
        let mut s = plan.init;
        for (i, &c) in plan.order.iter().enumerate() {
            options.clear();
            for m in &plan.moves[i] {
                if let Some(t) = plan.step(i, s, m)
                    && let Some(&b) = backward[i + 1].get(&t)
                {
                    options.push((t, m.holder, b));
                }
            }
            let sum: u128 = options.iter().map(|o| o.2).sum();
            let mut r = random_below(rng, sum);
            for &(t, h, b) in &options {
                if r < b {
                    s = t;
                    holder_of[c] = h as u8;
                    break;
                }
                r -= b;
            }
        }
        deals.push(holder_of.clone());
    }
    Ok(DealSample { counts, deals })
}
