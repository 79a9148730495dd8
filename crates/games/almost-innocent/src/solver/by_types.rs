//! The joint count type by type (see the parent module's doc).
//!
//! Within one type the seats' cards are coupled (a regular card goes to one seat, a
//! star clue's two copies to at most two); across types, only each seat's own
//! constraints couple them: the counts it answered (line quantities, Valia's zone)
//! and Teor's mark. So the count walks the types in order, keeping for every other
//! unknown seat only how much of each of its counts is still missing (and whether
//! Teor's white zone is still unmet): a small state, packed into one `u128`, and a
//! weight per state (the number of ways, star copies counted, for the types seen so
//! far). One type's step is a table of every way the other seats can take that type's
//! cards beside mine, merged by its effect on the state.
//!
//! My own combination enters each step only through the card I take there, and the
//! step depends on that card only through its table: my cards with equal tables form
//! a class. My combinations are walked as a tree of class prefixes (each prefix's
//! states kept once), and the last type meets the states by lookup: the states from
//! which a table entry finishes every count exactly are few.
//!
//! State layout: 4 bits per field (one field per count of each other seat, one for a
//! white Teor zone): bit 3 a guard, bits 0-2 what is still missing. A step subtracts 1
//! from the fields a card touches (a borrow clears the guard: the count is exceeded)
//! and clears the Teor field when a card is in the zone; a state is dropped when a
//! field needs more than the types left can give.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use sleuth_core::Seat;

use super::{Combo, Constraints, Count, Solver, State};

/// A fast hash for the packed states (the standard one dominates the cost).
#[derive(Default)]
pub(super) struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        let mut h = (self.0 ^ x).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        self.0 = h;
    }

    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64 ^ ((x >> 64) as u64).rotate_left(29));
    }

    fn finish(&self) -> u64 {
        let mut h = self.0.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^= h >> 29;
        h
    }
}

type Map = HashMap<u128, u128, BuildHasherDefault<Mix>>;

/// One way the other seats can take one type's cards beside mine: the fields it
/// subtracts from, the Teor fields it clears, and its weight (star copies counted).
type Step = (u128, u128, u128);

/// The fields of one other seat: what each field counts, and whether it is a white
/// Teor zone (cleared once) rather than a count.
struct Fields {
    /// (field index, lines mask, cells mask, is a white Teor zone).
    list: Vec<(usize, u16, u64, bool)>,
}

impl Fields {
    /// The fields a clue subtracts from and the Teor fields it clears.
    fn effect(&self, solver: &Solver, c: u8) -> (u128, u128) {
        let clue = &solver.board.clues[usize::from(c)];
        let (mut sub, mut clear) = (0u128, 0u128);
        for &(f, lines, cells, white) in &self.list {
            if clue.lines & lines != 0 || clue.cell_bits & cells != 0 {
                if white {
                    clear |= 1 << (4 * f);
                } else {
                    sub |= 1 << (4 * f);
                }
            }
        }
        (sub, clear)
    }
}

/// Work done, in state-by-step pairs, against a budget.
struct Work {
    done: u64,
    budget: u64,
}

impl Work {
    fn add(&mut self, n: u64) -> bool {
        self.done = self.done.saturating_add(n);
        self.done <= self.budget
    }
}

impl Solver<'_> {
    /// For each of my combinations, the weighted number of joint deals of `others`
    /// (every unknown seat but me) consistent with their constraints, times the ways
    /// to pick my own star copies, given the cards of `base`. `None` when the state
    /// does not fit or the work passes `budget`.
    pub(super) fn type_weights(
        &self,
        mine: &[Combo],
        others: &[Seat],
        base: State,
        budget: u64,
    ) -> Option<Vec<u128>> {
        let n = self.types;
        let zeros = || Some(vec![0u128; mine.len()]);
        // Fields and their starting values.
        let mut seats: Vec<(Vec<Vec<u8>>, Fields)> = Vec::new();
        let mut init = 0u128;
        let mut f = 0usize;
        for &s in others {
            let Some(Constraints {
                options,
                counts,
                teor,
            }) = self.constraints(s, true)
            else {
                return zeros();
            };
            let mut list = Vec::new();
            let mut push = |list: &mut Vec<_>, lines, cells, want: u8, white| {
                list.push((f, lines, cells, white));
                if f < 32 {
                    init |= u128::from(8 + want) << (4 * f);
                }
                f += 1;
            };
            for c in &counts {
                let (lines, cells, want) = match *c {
                    Count::Lines(bit, k) => (bit, 0, k),
                    Count::Cells(mask, k) => (0, mask, k),
                };
                if usize::from(want) > n {
                    return zeros();
                }
                push(&mut list, lines, cells, want, false);
            }
            match teor {
                Some((zone, true)) => push(&mut list, 0, zone, 1, true),
                Some((zone, false)) => push(&mut list, 0, zone, 0, false),
                None => {}
            }
            if 4 * f > 128 {
                return None;
            }
            seats.push((options, Fields { list }));
        }
        let (mut guards, mut ones) = (0u128, 0u128);
        for k in 0..f {
            guards |= 8 << (4 * k);
            ones |= 1 << (4 * k);
        }
        let lows = guards - ones;

        // Cards taken before anyone unknown: copies per clue.
        let taken = |c: u8| -> u8 {
            if self.star(c) {
                let p = self
                    .board
                    .types
                    .iter()
                    .position(|&t| t == self.board.clues[usize::from(c)].kind)
                    .unwrap_or(0);
                ((base.stars >> (2 * p)) & 3) as u8
            } else {
                u8::from(base.cards & (1u64 << c) != 0)
            }
        };
        let copies = |c: u8| -> u8 { if self.star(c) { 2 } else { 1 } };

        // Per type: my cards' classes and each class's steps.
        let clues = self.board.clues.len();
        let mut class_of: Vec<Vec<usize>> = vec![vec![usize::MAX; clues]; n];
        let mut steps: Vec<Vec<Vec<Step>>> = vec![Vec::new(); n];
        for p in 0..n {
            let mut seen: HashMap<Vec<Step>, usize> = HashMap::new();
            // Each other seat's cards of this type and their effects.
            let effects: Vec<Vec<(u8, u128, u128)>> = seats
                .iter()
                .map(|(options, fields)| {
                    options[p]
                        .iter()
                        .map(|&c| {
                            let (sub, clear) = fields.effect(self, c);
                            (c, sub, clear)
                        })
                        .collect()
                })
                .collect();
            for combo in mine {
                let x = combo[p];
                if class_of[p][usize::from(x)] != usize::MAX {
                    continue;
                }
                let mut used = vec![0u8; clues];
                let mine_left = copies(x).saturating_sub(taken(x));
                let mut table: HashMap<(u128, u128), u128> = HashMap::new();
                if mine_left > 0 {
                    used[usize::from(x)] = 1;
                    self.steps_of(
                        &effects,
                        0,
                        (0, 0, u128::from(mine_left)),
                        &mut used,
                        &taken,
                        &copies,
                        &mut table,
                    );
                }
                let mut list: Vec<Step> = table.into_iter().map(|((s, c), w)| (s, c, w)).collect();
                list.sort_unstable();
                let next = seen.len();
                let id = *seen.entry(list.clone()).or_insert(next);
                if id == steps[p].len() {
                    steps[p].push(list);
                }
                class_of[p][usize::from(x)] = id;
            }
        }

        // My combinations sorted by their classes.
        let keys: Vec<[usize; 5]> = mine
            .iter()
            .map(|c| {
                let mut k = [0usize; 5];
                for p in 0..n {
                    k[p] = class_of[p][usize::from(c[p])];
                }
                k
            })
            .collect();
        let mut order: Vec<usize> = (0..mine.len()).collect();
        order.sort_unstable_by_key(|&i| keys[i]);

        // The last type: the states each of its classes finishes, with weights.
        let last: Vec<Map> = steps[n - 1]
            .iter()
            .map(|list| {
                let mut m = Map::default();
                for &(sub, clear, w) in list {
                    let mut t = clear;
                    loop {
                        *m.entry(guards | sub | t).or_insert(0) += w;
                        if t == 0 {
                            break;
                        }
                        t = (t - 1) & clear;
                    }
                }
                m
            })
            .collect();

        let mut out = vec![0u128; mine.len()];
        let mut start = Map::default();
        start.insert(init, 1);
        let ctx = Walk {
            n,
            guards,
            lows,
            ones,
            steps: &steps,
            last: &last,
            keys: &keys,
        };
        let mut work = Work { done: 0, budget };
        if !ctx.walk(0, &order, &start, &mut out, &mut work) {
            return None;
        }
        Some(out)
    }

    /// Every way the other seats from `i` on take one type's cards, merged by effect.
    #[allow(clippy::too_many_arguments)]
    fn steps_of(
        &self,
        effects: &[Vec<(u8, u128, u128)>],
        i: usize,
        acc: Step,
        used: &mut [u8],
        taken: &dyn Fn(u8) -> u8,
        copies: &dyn Fn(u8) -> u8,
        table: &mut HashMap<(u128, u128), u128>,
    ) {
        let (sub, clear, w) = acc;
        if i == effects.len() {
            *table.entry((sub, clear)).or_insert(0) += w;
            return;
        }
        for &(c, s, k) in &effects[i] {
            let u = used[usize::from(c)];
            let left = copies(c).saturating_sub(taken(c) + u);
            if left == 0 {
                continue;
            }
            used[usize::from(c)] = u + 1;
            self.steps_of(
                effects,
                i + 1,
                (sub | s, clear | k, w * u128::from(left)),
                used,
                taken,
                copies,
                table,
            );
            used[usize::from(c)] = u;
        }
    }
}

/// The walk over my combinations' class prefixes.
struct Walk<'a> {
    n: usize,
    guards: u128,
    lows: u128,
    ones: u128,
    steps: &'a [Vec<Vec<Step>>],
    last: &'a [Map],
    keys: &'a [[usize; 5]],
}

impl Walk<'_> {
    /// `group`: my combinations (indices) sharing their classes before type `p`,
    /// sorted; `states`: the weighted states after those types.
    fn walk(
        &self,
        p: usize,
        group: &[usize],
        states: &Map,
        out: &mut [u128],
        work: &mut Work,
    ) -> bool {
        let mut rest = group;
        while let Some(&first) = rest.first() {
            let class = self.keys[first][p];
            let len = rest
                .iter()
                .position(|&i| self.keys[i][p] != class)
                .unwrap_or(rest.len());
            let (same, tail) = rest.split_at(len);
            rest = tail;
            if p + 1 == self.n {
                let finish = &self.last[class];
                if !work.add(finish.len().min(states.len()) as u64) {
                    return false;
                }
                let total: u128 = if finish.len() <= states.len() {
                    finish
                        .iter()
                        .map(|(s, w)| states.get(s).map_or(0, |v| v * w))
                        .sum()
                } else {
                    states
                        .iter()
                        .map(|(s, v)| finish.get(s).map_or(0, |w| v * w))
                        .sum()
                };
                for &i in same {
                    out[i] = total;
                }
                continue;
            }
            let list = &self.steps[p][class];
            if !work.add((states.len() * list.len()) as u64) {
                return false;
            }
            // Types left after this one: no field may need more.
            let room = (7 - (self.n - p - 1)) as u128 * self.ones;
            let mut next = Map::default();
            next.reserve(states.len());
            for (&s, &v) in states {
                for &(sub, clear, w) in list {
                    let t = s.wrapping_sub(sub);
                    if t & self.guards != self.guards {
                        continue;
                    }
                    let t = t & !clear;
                    if ((t & self.lows) + room) & self.guards != 0 {
                        continue;
                    }
                    *next.entry(t).or_insert(0) += v * w;
                }
            }
            if next.is_empty() {
                continue;
            }
            if !self.walk(p + 1, same, &next, out, work) {
                return false;
            }
        }
        true
    }
}
