//! Exact deduction for one seat of Almost Innocent, from that seat's view only.
//!
//! A *combination* is one clue per type in play (type order). The deal (ruling AI-2)
//! shuffles each type's deck and gives every seat one card; a seat's solution is the
//! hand of its right neighbour. Regular clues have one card, a star clue two, so at
//! most two seats share a star clue. Every deal of the physical cards is equally
//! likely, so a joint assignment of solutions weighs the number of ways to pick the
//! star copies, `2 * 1 * ...` (a falling factorial of the two copies per type).
//!
//! What a seat knows and the solver uses: its own cards (its left neighbour's
//! solution, ruling AI-2), every spoken answer of every seat (ruling AI-3), Teor's
//! public mark (ruling AI-6), Din's revealed card and, for Din's target, the drawn
//! cards (unused cards, held by nobody, ruling AI-6), the resolution's correct and
//! wrong guesses (ruling AI-5). Signals and proposals are strategy, not facts, and are
//! ignored. [`Solver::belief`] counts, for each of the seat's own combinations, the
//! weighted number of joint deals of every other seat consistent with all of that.
//! Exactly, first type by type ([`Method::ByTypes`], module `by_types`): the seats'
//! cards are coupled only within a type, and a seat's types only through its own
//! counts (quantities, Valia) and Teor's mark, so a pass over the types keeps, for
//! each other seat, what its counts still miss; my combinations enter through the
//! card they take in each type. When that state does not fit (many counts, late in a
//! game), a pass over the other seats keyed by the cards already taken
//! ([`Method::BySeats`]). Both stop past [`EXACT_BUDGET`] steps; then each other seat
//! is checked against the seat's combination alone (`exact` is false). A Din card the
//! target chose to reveal is treated as one more card known to be out of the hands.
//!
//! [`Solver::information`] gives, for a question, the expected information in bits
//! for the team: the sum over seats of the entropy of that seat's answer (each answer
//! is a function of the seat's solution, so its entropy is the expected reduction of
//! that seat's uncertainty), under the seat's exact belief for itself, and for every
//! other seat the combinations consistent with the public table (plus my cards and
//! Din's cards, except for my left neighbour, who does not see them), weighted by
//! star copies, without the clues of its own cards (its left neighbour's solution)
//! that I am sure of: those it rules out itself.

use std::collections::HashMap;

use sleuth_core::Seat;

use crate::content::{Board, ClueType, scenario};
use crate::types::*;

mod by_types;

/// One clue index per type in play, in type order; unused positions are 0.
pub type Combo = [u8; 5];

/// Above this many elementary steps an exact count gives up (the next method, then
/// the approximation, is used).
pub const EXACT_BUDGET: u64 = 3_000_000;

/// How the joint deals are counted (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Type by type, then, if that does not fit, seat by seat.
    Auto,
    /// Type by type: the state is what each other seat's counts still miss.
    ByTypes,
    /// Seat by seat: the state is the cards the seats placed so far take.
    BySeats,
}

/// Why a view cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolverError {
    #[error("no scenario {0:?}")]
    UnknownScenario(String),
    #[error("the view belongs to no seat: the solver works from one seat's view")]
    NoSeat,
    #[error("{0} is not a clue of this scenario")]
    UnknownClue(String),
    #[error("the solver handles up to 64 clues on a board, not {0}")]
    TooManyClues(usize),
    #[error("the view contradicts itself: no combination fits it")]
    Inconsistent,
}

/// The seat's own combinations and their weights (numbers of consistent joint deals).
#[derive(Clone, Debug, PartialEq)]
pub struct Belief {
    pub combos: Vec<Combo>,
    /// Same order as `combos`; every weight is positive.
    pub weights: Vec<f64>,
    /// Counted exactly over the other seats, or approximated (see the module doc).
    pub exact: bool,
}

impl Belief {
    pub fn total(&self) -> f64 {
        self.weights.iter().sum()
    }

    /// Probability of one combination (0 if not in the set).
    pub fn probability(&self, combo: &Combo) -> f64 {
        let total = self.total();
        self.combos
            .iter()
            .zip(&self.weights)
            .find(|(c, _)| *c == combo)
            .map_or(0.0, |(_, w)| w / total)
    }

    /// Probability of each clue (by index) for the type at position `pos`.
    pub fn marginal(&self, pos: usize, clues: usize) -> Vec<f64> {
        let total = self.total();
        let mut out = vec![0.0; clues];
        for (c, w) in self.combos.iter().zip(&self.weights) {
            out[usize::from(c[pos])] += w / total;
        }
        out
    }

    pub fn most_likely(&self) -> Option<Combo> {
        self.combos
            .iter()
            .zip(&self.weights)
            .fold(None, |best: Option<(Combo, f64)>, (c, &w)| match best {
                Some((_, bw)) if bw >= w => best,
                _ => Some((*c, w)),
            })
            .map(|(c, _)| c)
    }

    pub fn entropy(&self) -> f64 {
        let total = self.total();
        self.weights
            .iter()
            .map(|&w| {
                let p = w / total;
                if p > 0.0 { -p * p.log2() } else { 0.0 }
            })
            .sum()
    }
}

/// A numeric constraint on a combination: how many of its clues touch a mask.
#[derive(Clone, Copy, Debug)]
enum Count {
    Lines(u16, u8),
    Cells(u64, u8),
}

/// What one seat's combination must satisfy.
#[derive(Clone, Debug)]
struct Constraints {
    /// The clues allowed per type position.
    options: Vec<Vec<u8>>,
    counts: Vec<Count>,
    /// Teor's mark on this seat: the zone and whether a clue is inside.
    teor: Option<(u64, bool)>,
}

/// Everything one seat knows, read from its view.
#[derive(Debug)]
pub struct Solver<'a> {
    pub board: &'static Board,
    pub view: &'a View,
    pub me: Seat,
    players: usize,
    types: usize,
    /// My cards: my left neighbour's solution.
    hand: Option<Combo>,
    /// Cards known to be out of every hand (Din), one entry per copy.
    unused: Vec<u8>,
}

impl<'a> Solver<'a> {
    pub fn new(view: &'a View) -> Result<Self, SolverError> {
        let board = scenario(&view.scenario)
            .ok_or_else(|| SolverError::UnknownScenario(view.scenario.clone()))?;
        let me = view.viewer.ok_or(SolverError::NoSeat)?;
        if board.clues.len() > 64 {
            return Err(SolverError::TooManyClues(board.clues.len()));
        }
        let idx = |code: &str| {
            board
                .clue_by_code(code)
                .map(|i| i as u8)
                .ok_or_else(|| SolverError::UnknownClue(code.to_owned()))
        };
        let types = board.types.len();
        let hand = match &view.my_cards {
            Some(cards) => {
                let mut combo = [0u8; 5];
                for (p, c) in cards.iter().enumerate().take(types) {
                    combo[p] = idx(c)?;
                }
                Some(combo)
            }
            None => None,
        };
        let mut unused = Vec::new();
        if let Some(d) = &view.din {
            match &d.drawn {
                Some(drawn) => {
                    for c in drawn {
                        unused.push(idx(c)?);
                    }
                }
                None => {
                    if let Some(c) = &d.revealed {
                        unused.push(idx(c)?);
                    }
                }
            }
        }
        Ok(Solver {
            board,
            view,
            me,
            players: usize::from(view.players),
            types,
            hand,
            unused,
        })
    }

    pub fn types(&self) -> usize {
        self.types
    }

    pub fn left(&self, s: Seat) -> Seat {
        s.left(self.players)
    }

    pub fn right(&self, s: Seat) -> Seat {
        Seat(((s.index() + self.players - 1) % self.players) as u8)
    }

    fn idx(&self, code: &str) -> Option<u8> {
        self.board.clue_by_code(code).map(|i| i as u8)
    }

    fn star(&self, c: u8) -> bool {
        self.board.clues[usize::from(c)].is_star()
    }

    fn type_pos(&self, t: ClueType) -> usize {
        self.board.type_position(t)
    }

    /// The answer a seat with this combination gives (`Board::answer`).
    pub fn answer(&self, combo: &Combo, asked: &Asked) -> Answer {
        self.board.answer(combo, asked)
    }

    /// The clue each seat is known to hold as a solution, per type: my left
    /// neighbour's from my cards (if `private`), anyone's found in the resolution.
    fn known(&self, private: bool) -> Vec<[Option<u8>; 5]> {
        let mut known = vec![[None; 5]; self.players];
        if private && let Some(hand) = self.hand {
            let left = self.left(self.me).index();
            for p in 0..self.types {
                known[left][p] = Some(hand[p]);
            }
        }
        if let Some(r) = &self.view.resolution {
            for (s, row) in r.found.iter().enumerate().take(self.players) {
                for (p, c) in row.iter().enumerate().take(self.types) {
                    if let Some(c) = c.as_deref().and_then(|c| self.idx(c)) {
                        known[s][p] = Some(c);
                    }
                }
            }
        }
        known
    }

    /// Combinations for `target` consistent with its spoken answers, Teor's mark on
    /// it, its resolution guesses, and the cards known elsewhere: with `private`, my
    /// cards and Din's drawn cards too (what I know); without, only public facts.
    pub fn candidates(&self, target: Seat, private: bool) -> Vec<Combo> {
        let mut out = Vec::new();
        let Some(Constraints {
            options,
            counts,
            teor,
        }) = self.constraints(target, private)
        else {
            return out;
        };
        if options.iter().any(Vec::is_empty) {
            return out;
        }
        let mut combo = [0u8; 5];
        let mut tally = vec![0u8; counts.len()];
        self.enumerate(&options, &counts, teor, 0, &mut combo, &mut tally, &mut out);
        out
    }

    /// What `target`'s combination must satisfy (see [`Solver::candidates`]): the
    /// clues allowed per type, the counts across types, Teor's mark. `None` when an
    /// answer does not fit its question.
    fn constraints(&self, target: Seat, private: bool) -> Option<Constraints> {
        let n = self.types;
        let known = self.known(private);
        let t = target.index();
        // Copies of each clue taken by other seats or known to be unused.
        let mut taken = vec![0u8; self.board.clues.len()];
        for (s, row) in known.iter().enumerate() {
            if s == t {
                continue;
            }
            for c in row[..n].iter().flatten() {
                taken[usize::from(*c)] += 1;
            }
        }
        if let Some(d) = &self.view.din {
            if private {
                for &c in &self.unused {
                    taken[usize::from(c)] += 1;
                }
            } else if let Some(c) = d.revealed.as_deref().and_then(|c| self.idx(c)) {
                taken[usize::from(c)] += 1;
            }
        }
        let wrong: Vec<u8> = self
            .view
            .resolution
            .iter()
            .flat_map(|r| r.wrong.iter())
            .filter(|w| w.seat == target)
            .filter_map(|w| self.idx(&w.clue))
            .collect();
        let mut counts: Vec<Count> = Vec::new();
        let mut options: Vec<Vec<u8>> = Vec::new();
        for (p, &kind) in self.board.types.iter().enumerate() {
            let opts: Vec<u8> = match known[t][p] {
                Some(c) => vec![c],
                None => self
                    .board
                    .clues_of(kind)
                    .into_iter()
                    .filter(|&c| {
                        let copies = if self.star(c) { 2 } else { 1 };
                        taken[usize::from(c)] < copies && !wrong.contains(&c)
                    })
                    .collect(),
            };
            options.push(opts);
        }
        for q in &self.view.questions {
            let Some(answer) = q.answers.get(t) else {
                continue;
            };
            match (&q.asked, answer) {
                (Asked::Line { line, about, .. }, a) => {
                    let bit = 1u16 << line.index().unwrap_or(0);
                    match (about, a) {
                        (None, Answer::Count(k)) => counts.push(Count::Lines(bit, *k)),
                        (Some(kind), Answer::Yes(y)) => {
                            let p = self.type_pos(*kind);
                            options[p].retain(|&c| {
                                (self.board.clues[usize::from(c)].lines & bit != 0) == *y
                            });
                        }
                        _ => return None,
                    }
                }
                (Asked::Edd { about }, Answer::Yes(y)) => {
                    let p = self.type_pos(*about);
                    options[p].retain(|&c| {
                        let clue = &self.board.clues[usize::from(c)];
                        let attr = if *about == ClueType::Culprit {
                            clue.animal
                        } else {
                            clue.liquid
                        };
                        attr == *y
                    });
                }
                (Asked::Valia { zone }, Answer::Count(k)) => {
                    counts.push(Count::Cells(zone.mask().unwrap_or(0), *k));
                }
                _ => return None,
            }
        }
        let teor = self
            .view
            .teor
            .as_ref()
            .and_then(|m| match (m.zone, m.white) {
                (Some(z), Some(w)) if self.left(m.target) == target => {
                    Some((z.mask().unwrap_or(0), w))
                }
                _ => None,
            });
        Some(Constraints {
            options,
            counts,
            teor,
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn enumerate(
        &self,
        options: &[Vec<u8>],
        counts: &[Count],
        teor: Option<(u64, bool)>,
        p: usize,
        combo: &mut Combo,
        tally: &mut Vec<u8>,
        out: &mut Vec<Combo>,
    ) {
        let n = self.types;
        let left = (n - p) as u8;
        // Each count must still be reachable with the types left.
        for (k, c) in counts.iter().enumerate() {
            let want = match c {
                Count::Lines(_, w) | Count::Cells(_, w) => *w,
            };
            if tally[k] > want || tally[k] + left < want {
                return;
            }
        }
        if p == n {
            if let Some((mask, white)) = teor {
                let inside = combo[..n]
                    .iter()
                    .any(|&c| self.board.clues[usize::from(c)].cell_bits & mask != 0);
                if inside != white {
                    return;
                }
            }
            out.push(*combo);
            return;
        }
        for &c in &options[p] {
            let clue = &self.board.clues[usize::from(c)];
            combo[p] = c;
            for (k, q) in counts.iter().enumerate() {
                tally[k] += u8::from(match q {
                    Count::Lines(bit, _) => clue.lines & bit != 0,
                    Count::Cells(mask, _) => clue.cell_bits & mask != 0,
                });
            }
            self.enumerate(options, counts, teor, p + 1, combo, tally, out);
            for (k, q) in counts.iter().enumerate() {
                tally[k] -= u8::from(match q {
                    Count::Lines(bit, _) => clue.lines & bit != 0,
                    Count::Cells(mask, _) => clue.cell_bits & mask != 0,
                });
            }
        }
        combo[p] = 0;
    }

    /// The cards known taken before any unknown seat is placed: my cards (my left
    /// neighbour's solution), found clues and the unused cards I know of.
    fn base_state(&self, unknown: &[Seat]) -> Option<(State, u128)> {
        let n = self.types;
        let known = self.known(true);
        let mut state = State::default();
        let mut weight = 1u128;
        for (s, row) in known.iter().enumerate() {
            if unknown.iter().any(|u| u.index() == s) {
                continue;
            }
            let mut combo = [0u8; 5];
            for p in 0..n {
                combo[p] = row[p]?;
            }
            weight *= self.add(&mut state, &combo)?;
        }
        for &c in &self.unused {
            let p = self
                .board
                .types
                .iter()
                .position(|&t| t == self.board.clues[usize::from(c)].kind)?;
            let mut single = [u8::MAX; 5];
            single[p] = c;
            weight *= self.add_partial(&mut state, &single)?;
        }
        Some((state, weight))
    }

    /// Places a combination: the number of ways to pick its star copies, or `None`
    /// if a card is already taken.
    fn add(&self, state: &mut State, combo: &Combo) -> Option<u128> {
        let mut c = [u8::MAX; 5];
        c[..self.types].copy_from_slice(&combo[..self.types]);
        self.add_partial(state, &c)
    }

    fn add_partial(&self, state: &mut State, combo: &[u8; 5]) -> Option<u128> {
        let mut weight = 1u128;
        for (p, &c) in combo.iter().enumerate() {
            if c == u8::MAX {
                continue;
            }
            if self.star(c) {
                let taken = (state.stars >> (2 * p)) & 3;
                if taken >= 2 {
                    return None;
                }
                weight *= u128::from(2 - taken);
                state.stars += 1 << (2 * p);
            } else {
                let bit = 1u64 << c;
                if state.cards & bit != 0 {
                    return None;
                }
                state.cards |= bit;
            }
        }
        Some(weight)
    }

    /// The seat's own belief: its combinations weighted by consistent joint deals.
    pub fn belief(&self) -> Result<Belief, SolverError> {
        self.belief_with_budget(EXACT_BUDGET)
    }

    pub fn belief_with_budget(&self, budget: u64) -> Result<Belief, SolverError> {
        self.belief_by(Method::Auto, budget)
    }

    /// The belief counted by one method (tests compare them); past `budget` steps,
    /// the approximation (`exact` false).
    pub fn belief_by(&self, method: Method, budget: u64) -> Result<Belief, SolverError> {
        let mine = self.candidates(self.me, true);
        if mine.is_empty() {
            return Err(SolverError::Inconsistent);
        }
        // Seats whose solution I do not hold: everyone but my left neighbour (when I
        // have cards) and me.
        let left = self.left(self.me);
        let others: Vec<Seat> = (0..self.players as u8)
            .map(Seat)
            .filter(|&s| s != self.me && !(s == left && self.hand.is_some()))
            .collect();
        let mut unknown: Vec<Seat> = others.clone();
        unknown.push(self.me);
        let (base, base_weight) = self.base_state(&unknown).ok_or(SolverError::Inconsistent)?;
        // The other seats' own combinations, for the seat-by-seat count and the
        // approximation (the count by types does without them).
        let sets = || -> Result<Vec<(Seat, Vec<Combo>)>, SolverError> {
            let mut sets: Vec<(Seat, Vec<Combo>)> = others
                .iter()
                .map(|&s| (s, self.candidates(s, true)))
                .collect();
            if sets.iter().any(|(_, set)| set.is_empty()) {
                return Err(SolverError::Inconsistent);
            }
            sets.sort_by_key(|(s, set)| (set.len(), s.index()));
            Ok(sets)
        };
        let by_types = match method {
            Method::Auto | Method::ByTypes => self.type_weights(&mine, &others, base, budget),
            Method::BySeats => None,
        };
        let (weights, exact) = match by_types {
            Some(w) => (w, true),
            None => {
                let sets = sets()?;
                let by_seats = match method {
                    Method::Auto | Method::BySeats => {
                        self.exact_weights(&mine, &sets, base, budget)
                    }
                    Method::ByTypes => None,
                };
                match by_seats {
                    Some(w) => (w, true),
                    None => (self.approximate_weights(&mine, &sets, base), false),
                }
            }
        };
        let mut combos = Vec::new();
        let mut out = Vec::new();
        for (c, w) in mine.into_iter().zip(weights) {
            if w > 0 {
                combos.push(c);
                out.push((w * base_weight) as f64);
            }
        }
        if combos.is_empty() {
            return Err(SolverError::Inconsistent);
        }
        Ok(Belief {
            combos,
            weights: out,
            exact,
        })
    }

    /// Exact: a pass over the other seats, keyed by the cards taken so far that a
    /// later seat (or I) could still hold. `None` past the budget.
    fn exact_weights(
        &self,
        mine: &[Combo],
        sets: &[(Seat, Vec<Combo>)],
        base: State,
        budget: u64,
    ) -> Option<Vec<u128>> {
        let n = self.types;
        let support = |sets: &[&[Combo]]| -> u64 {
            let mut m = 0u64;
            for set in sets {
                for c in *set {
                    for &x in &c[..n] {
                        if !self.star(x) {
                            m |= 1 << x;
                        }
                    }
                }
            }
            m
        };
        let mut work = 0u64;
        let mut layer: HashMap<State, u128> = HashMap::new();
        let later: Vec<&[Combo]> = sets
            .iter()
            .map(|(_, s)| s.as_slice())
            .chain(std::iter::once(mine))
            .collect();
        let first_relevant = support(&later);
        layer.insert(
            State {
                cards: base.cards & first_relevant,
                stars: base.stars,
            },
            1,
        );
        for (i, (_, set)) in sets.iter().enumerate() {
            let relevant = support(&later[i + 1..]);
            work += (layer.len() as u64) * (set.len() as u64);
            if work > budget {
                return None;
            }
            let mut next: HashMap<State, u128> = HashMap::new();
            for (state, w) in &layer {
                for combo in set {
                    let mut s = *state;
                    if let Some(k) = self.add(&mut s, combo) {
                        s.cards &= relevant;
                        *next.entry(s).or_insert(0) += w * k;
                    }
                }
            }
            layer = next;
            if layer.is_empty() {
                return Some(vec![0; mine.len()]);
            }
        }
        work += (layer.len() as u64) * (mine.len() as u64);
        if work > budget {
            return None;
        }
        let states: Vec<(State, u128)> = layer.into_iter().collect();
        Some(
            mine.iter()
                .map(|combo| {
                    states
                        .iter()
                        .map(|(state, w)| {
                            let mut s = *state;
                            self.add(&mut s, combo).map_or(0, |k| w * k)
                        })
                        .sum()
                })
                .collect(),
        )
    }

    /// Approximation: each other seat is checked against my combination and the
    /// known cards, not against the other unknown seats. For each other seat, one
    /// dense table holds, for every subset of type positions and every choice of
    /// regular clues on them, the weighted number of its combinations agreeing there;
    /// inclusion-exclusion then counts those sharing no regular clue with mine.
    fn approximate_weights(
        &self,
        mine: &[Combo],
        sets: &[(Seat, Vec<Combo>)],
        base: State,
    ) -> Vec<u128> {
        let n = self.types;
        let mut local = vec![0usize; self.board.clues.len()];
        let mut strides = [0usize; 5];
        let mut size = 1usize;
        for (p, &kind) in self.board.types.iter().enumerate() {
            let clues = self.board.clues_of(kind);
            for (k, &c) in clues.iter().enumerate() {
                local[usize::from(c)] = k + 1;
            }
            strides[p] = size;
            size *= clues.len() + 1;
        }
        // Offsets of every projection of a combination (star positions left out).
        let projections = |combo: &Combo| -> Vec<(usize, bool)> {
            let mut out = vec![(0usize, false)];
            for p in 0..n {
                if self.star(combo[p]) {
                    continue;
                }
                let add = local[usize::from(combo[p])] * strides[p];
                let more: Vec<(usize, bool)> =
                    out.iter().map(|&(o, odd)| (o + add, !odd)).collect();
                out.extend(more);
            }
            out
        };
        let tables: Vec<Vec<u128>> = sets
            .iter()
            .map(|(_, set)| {
                let mut table = vec![0u128; size];
                for combo in set {
                    let mut s = base;
                    let Some(w) = self.add(&mut s, combo) else {
                        continue;
                    };
                    for (offset, _) in projections(combo) {
                        table[offset] += w;
                    }
                }
                table
            })
            .collect();
        mine.iter()
            .map(|combo| {
                let mut s = base;
                let Some(own) = self.add(&mut s, combo) else {
                    return 0;
                };
                let offsets = projections(combo);
                let mut weight = own;
                for table in &tables {
                    let (mut plus, mut minus) = (0u128, 0u128);
                    for &(offset, odd) in &offsets {
                        if odd {
                            minus += table[offset];
                        } else {
                            plus += table[offset];
                        }
                    }
                    weight *= plus.saturating_sub(minus);
                }
                weight
            })
            .collect()
    }

    /// What another seat can rule out from the public table: its combinations
    /// weighted by star copies (used for the team's information).
    pub fn public_belief(&self, target: Seat) -> Belief {
        let combos = self.candidates(target, false);
        self.star_weighted(combos)
    }

    /// A belief over `combos` weighted by star copies (a combination with `k` star
    /// clues counts `2^k` times), approximate: the other seats are not counted.
    fn star_weighted(&self, combos: Vec<Combo>) -> Belief {
        let weights = combos
            .iter()
            .map(|c| {
                let stars = c[..self.types].iter().filter(|&&x| self.star(x)).count();
                f64::from(1u32 << stars)
            })
            .collect();
        Belief {
            combos,
            weights,
            exact: false,
        }
    }

    /// Every seat's distribution for the team's information: my own belief for me,
    /// the public table (with my private exclusions for seats other than my left
    /// neighbour, whose solution I hold but who does not know it) for the others,
    /// less the clues of their cards that I am sure of.
    pub fn team_beliefs(&self, mine: &Belief) -> Vec<Belief> {
        let left = self.left(self.me);
        (0..self.players as u8)
            .map(Seat)
            .map(|s| {
                if s == self.me {
                    return mine.clone();
                }
                let combos = self.candidates(s, s != left);
                // The seat holds its left neighbour's solution: what I am sure of
                // there, it knows too and rules out for itself.
                let held = self.certain_clues(self.left(s), mine);
                let kept: Vec<Combo> = combos
                    .iter()
                    .filter(|c| !c[..self.types].iter().any(|x| held.contains(x)))
                    .copied()
                    .collect();
                let combos = if kept.is_empty() { combos } else { kept };
                self.star_weighted(combos)
            })
            .collect()
    }

    /// The regular clues of a seat's solution that I am sure of.
    fn certain_clues(&self, seat: Seat, mine: &Belief) -> Vec<u8> {
        let combos: Vec<Combo> = if seat == self.me {
            mine.combos.clone()
        } else if seat == self.left(self.me) && self.hand.is_some() {
            self.hand.into_iter().collect()
        } else {
            self.candidates(seat, true)
        };
        let Some(first) = combos.first() else {
            return Vec::new();
        };
        (0..self.types)
            .filter(|&p| combos.iter().all(|c| c[p] == first[p]) && !self.star(first[p]))
            .map(|p| first[p])
            .collect()
    }

    /// Expected information in bits of one question for the team (module doc).
    pub fn information(&self, beliefs: &[Belief], asked: &Asked) -> f64 {
        beliefs.iter().map(|b| self.answer_entropy(b, asked)).sum()
    }

    /// Entropy of a seat's answer under a belief.
    pub fn answer_entropy(&self, belief: &Belief, asked: &Asked) -> f64 {
        let mut mass = [0.0f64; 8];
        let mut total = 0.0;
        for (c, w) in belief.combos.iter().zip(&belief.weights) {
            let k = match self.answer(c, asked) {
                Answer::Count(k) => usize::from(k).min(5),
                Answer::Yes(y) => 6 + usize::from(y),
            };
            mass[k] += w;
            total += w;
        }
        if total <= 0.0 {
            return 0.0;
        }
        mass.iter()
            .filter(|&&m| m > 0.0)
            .map(|&m| {
                let p = m / total;
                -p * p.log2()
            })
            .sum()
    }

    /// Every legal question among `legal` with its expected information in bits for
    /// the team (module doc), in the order given.
    pub fn question_information(
        &self,
        legal: &[Action],
    ) -> Result<Vec<(Action, f64)>, SolverError> {
        let mine = self.belief()?;
        let team = self.team_beliefs(&mine);
        Ok(self
            .questions(legal)
            .into_iter()
            .map(|(action, asked, _)| {
                let bits = self.information(&team, &asked);
                (action, bits)
            })
            .collect())
    }

    /// Every question the view allows this seat to ask now, with the tokens it costs
    /// (0 for Okra without the Queen, Edd and Valia).
    pub fn questions(&self, actions: &[Action]) -> Vec<(Action, Asked, u8)> {
        actions
            .iter()
            .filter_map(|a| {
                let guarded = |line: &Line| self.view.queen.is_some_and(|z| z.guards(*line));
                match a {
                    Action::Ask { line, about, .. } => Some((
                        a.clone(),
                        Asked::Line {
                            line: *line,
                            about: *about,
                            okra: false,
                            tokens: 1,
                        },
                        1 + u8::from(guarded(line)),
                    )),
                    Action::Okra { line, about, .. } => Some((
                        a.clone(),
                        Asked::Line {
                            line: *line,
                            about: *about,
                            okra: true,
                            tokens: 0,
                        },
                        u8::from(guarded(line)),
                    )),
                    Action::Edd { about } => Some((a.clone(), Asked::Edd { about: *about }, 0)),
                    Action::Valia { zone } => Some((a.clone(), Asked::Valia { zone: *zone }, 0)),
                    _ => None,
                }
            })
            .collect()
    }

    /// The true solution of a seat from a finished game's `Viewer::Everyone` view.
    pub fn solution_in(&self, final_view: &View, seat: Seat) -> Option<Combo> {
        let codes = final_view.solutions.as_ref()?.get(seat.index())?;
        let mut combo = [0u8; 5];
        for (p, c) in codes.iter().enumerate().take(self.types) {
            combo[p] = self.idx(c)?;
        }
        Some(combo)
    }
}

/// Cards taken so far: one bit per regular clue, two bits per type for star copies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct State {
    cards: u64,
    stars: u16,
}
