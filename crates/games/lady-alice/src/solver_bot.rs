//! The `solver` Lady Alice bot. From its view only, it keeps the exact
//! distribution over hidden worlds (`solver`) and, beside it, the worlds consistent
//! with the public history alone, which tell what each possible opponent card would
//! let that opponent know. It
//! - accuses when its best accusation is certain and some opponent might be sure
//!   too (or it has nothing left worth placing), when the probability of being
//!   right beats the estimated chance of winning by waiting, or when the soft model
//!   below is 90% sure;
//! - places counters by expected score (score sheet, LA-9): its 2s stacked on its own
//!   card (certain points), then a nonzero counter on every clue certain to be
//!   evidence (the all-evidence and doubled-category bonuses), the rest on certain
//!   clues once the solution is known; a 0 now and then as a bluff when it would
//!   otherwise pass;
//! - as notebook holder, suspects the combination with the most expected
//!   information about the worlds, unless it is sure: then it either repeats an
//!   earlier suspicion whose verdict everyone knows (nobody learns anything, and it
//!   accuses in the round that follows, +3) or, if an opponent might be sure too,
//!   names the solution and ends the game (+1).
//!
//! Counters and passes never change the exact distribution (docs/deduction/
//! lady-alice-solver.md). Apart from it, the bot keeps one soft opponent model,
//! used only to decide an early accusation: an opponent's first counter marks its
//! own evidence card with probability `first_counter_trust` (0.8), else lands on any
//! of the 32 clues; it accuses when that model gives its best accusation 90% or
//! more. The model fits players who open on their own card (the baseline and this
//! bot both do); a player who opens with a bluff can make it accuse wrongly.

use std::collections::HashMap;

use sleuth_core::{Bot, BotSpec, Seat, SleuthRng, Turn};

use crate::bot_common::{
    PhasedBot, VerdictReader, choose_by_phase, covered_mask, fallback, sampled_suspicions,
};
use crate::clue::{Category, Clue, Named};
use crate::rules::{Action, LadyAlice, all_combinations};
use crate::solver::{
    Distribution, World, accusation_masks, all_worlds, filter_worlds, initial_worlds, smiles_target,
};
use crate::view::{LadyAliceView, LogEntry};

/// Tuning of the solver bot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolverParams {
    /// Accuse at once when the best accusation is at least this likely.
    pub accuse_threshold: f64,
    /// Estimated chance of winning by waiting when no opponent can be sure.
    pub wait_value: f64,
    /// Twos stacked on the own evidence card.
    pub twos_on_own_card: u8,
    /// One in this many would-be passes becomes a bluffing 0 (0: never).
    pub bluff_one_in: u32,
    /// Soft opponent model, kept apart from the exact distribution: the chance that
    /// an opponent's first counter marks its own evidence card (0: no model).
    pub first_counter_trust: f64,
    /// Accuse when the soft model gives the best accusation at least this much.
    pub soft_accuse_threshold: f64,
}

impl SolverParams {
    pub fn for_players(_players: u8) -> SolverParams {
        SolverParams {
            accuse_threshold: 0.75,
            wait_value: 0.6,
            twos_on_own_card: 3,
            bluff_one_in: 8,
            first_counter_trust: 0.8,
            soft_accuse_threshold: 0.9,
        }
    }
}

pub fn solver_spec() -> BotSpec<LadyAlice> {
    BotSpec {
        name: "solver",
        description: "exact world distribution; counters, suspicions and accusations by expected score",
        make: |seed| Box::new(SolverBot::new(seed)),
    }
}

#[derive(Debug)]
pub struct SolverBot {
    rng: SleuthRng,
    params: Option<SolverParams>,
    verdicts: VerdictReader,
    /// Worlds consistent with the history and the bot's card.
    worlds: Vec<World>,
    /// Worlds consistent with the public history alone.
    public: Vec<World>,
    /// Derived from `worlds` and `public`, cleared whenever a verdict arrives.
    cache: Cache,
}

/// An accusation (clues, removed category for 3 players) and its probability.
type RatedAccusation = (Named, Option<Category>, f64);

/// Results that only change with the verdicts (counters and passes change none).
#[derive(Debug, Default)]
struct Cache {
    best: Option<Option<RatedAccusation>>,
    evidence: Option<[f64; 32]>,
    /// Danger by threshold (bits of the f64).
    danger: Vec<(u64, f64)>,
    /// The soft model's best accusation, by how many opponents' first counters it saw.
    soft: Option<(usize, Option<RatedAccusation>)>,
}

impl SolverBot {
    pub fn new(seed: u64) -> Self {
        SolverBot {
            rng: SleuthRng::from_seed(seed),
            params: None,
            verdicts: VerdictReader::default(),
            worlds: Vec::new(),
            public: Vec::new(),
            cache: Cache::default(),
        }
    }

    pub fn with_params(seed: u64, params: SolverParams) -> Self {
        let mut bot = SolverBot::new(seed);
        bot.params = Some(params);
        bot
    }

    fn distribution(&self, view: &LadyAliceView, me: Seat, mine: Clue) -> Distribution {
        Distribution {
            players: view.players,
            me,
            my_evidence: mine,
            worlds: self.worlds.clone(),
        }
    }

    /// Probability (over the bot's worlds) that some opponent still in holds a card
    /// with which its best accusation is at least `threshold` likely.
    fn danger(&mut self, view: &LadyAliceView, threshold: f64) -> f64 {
        let key = threshold.to_bits();
        if let Some((_, d)) = self.cache.danger.iter().find(|(k, _)| *k == key) {
            return *d;
        }
        let d = self.compute_danger(view, threshold);
        self.cache.danger.push((key, d));
        d
    }

    fn compute_danger(&self, view: &LadyAliceView, threshold: f64) -> f64 {
        let mine = self.verdicts.mine().map_or(0, Clue::bit);
        let possible = self.worlds.iter().fold(0u32, |m, w| m | w.solution) & !mine;
        let mut dangerous = 0u32;
        for clue in Clue::all().filter(|c| possible & c.bit() != 0) {
            let theirs: Vec<World> = self
                .public
                .iter()
                .copied()
                .filter(|w| w.solution & clue.bit() != 0)
                .collect();
            if best_accusation_probability(view.players, &theirs) >= threshold - 1e-9 {
                dangerous |= clue.bit();
            }
        }
        if dangerous == 0 || self.worlds.is_empty() {
            return 0.0;
        }
        // Eliminated opponents cannot accuse, but which card they hold is unknown:
        // counting them keeps the estimate on the safe side.
        let hits = self
            .worlds
            .iter()
            .filter(|w| w.solution & dangerous != 0)
            .count();
        hits as f64 / self.worlds.len() as f64
    }

    fn best_accusation(&mut self, distribution: &Distribution) -> Option<RatedAccusation> {
        *self
            .cache
            .best
            .get_or_insert_with(|| distribution.best_accusation())
    }

    /// The best accusation under the soft opponent model: each world weighted by
    /// the chance of the opponents' first counters, each on its owner's card with
    /// probability `trust`, else on any of the 32 clues.
    fn soft_best_accusation(
        &mut self,
        view: &LadyAliceView,
        me: Seat,
        mine: Clue,
        trust: f64,
    ) -> Option<RatedAccusation> {
        let mut first: Vec<(Seat, Clue)> = Vec::new();
        for entry in self.verdicts.entries(view) {
            if let LogEntry::CounterPlaced { seat, clue, .. } = entry
                && *seat != me
                && !first.iter().any(|(s, _)| s == seat)
            {
                first.push((*seat, *clue));
            }
        }
        if first.is_empty() {
            return None;
        }
        if let Some((seen, best)) = self.cache.soft
            && seen == first.len()
        {
            return best;
        }
        let best = self.compute_soft_best(view, mine, trust, &first);
        self.cache.soft = Some((first.len(), best));
        best
    }

    fn compute_soft_best(
        &self,
        view: &LadyAliceView,
        mine: Clue,
        trust: f64,
        first: &[(Seat, Clue)],
    ) -> Option<RatedAccusation> {
        let others = f64::from(view.players - 1);
        let mut weights: HashMap<(u32, Option<Category>), f64> = HashMap::new();
        let mut total = 0.0;
        for world in &self.worlds {
            let mut weight = 1.0;
            for (_, clue) in first {
                let own = world.solution & clue.bit() != 0 && *clue != mine;
                weight *= (1.0 - trust) / 32.0 + if own { trust / others } else { 0.0 };
            }
            total += weight;
            let (masks, count) = accusation_masks(view.players, *world);
            for key in &masks[..count] {
                *weights.entry(*key).or_default() += weight;
            }
        }
        let mut ranked: Vec<((u32, Option<Category>), f64)> = weights.into_iter().collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let ((mask, removed), w) = *ranked.first()?;
        let named = Named::from_slots(
            Category::ALL
                .map(|c| Clue::all().find(|clue| clue.category() == c && mask & clue.bit() != 0)),
        );
        Some((named, removed, w / total))
    }

    fn params(&self, view: &LadyAliceView) -> SolverParams {
        self.params
            .unwrap_or_else(|| SolverParams::for_players(view.players))
    }

    // -----------------------------------------------------------------------
    // Suspicions.

    /// A legal suspicion whose verdict every public world agrees on and which does
    /// not end the game: nobody learns anything from it.
    fn stall_suspicion(
        &self,
        view: &LadyAliceView,
        legal: &dyn Fn(&Named) -> bool,
    ) -> Option<Named> {
        let target = smiles_target(view.players);
        let constant = |named: &Named| {
            let mask = named.mask();
            let first = self.public.first()?;
            let smiles = (first.solution & mask).count_ones();
            (smiles < u32::from(target)
                && self
                    .public
                    .iter()
                    .all(|w| (w.solution & mask).count_ones() == smiles))
            .then_some(())
        };
        let mut earlier = self
            .verdicts
            .entries(view)
            .iter()
            .rev()
            .filter_map(|e| match e {
                LogEntry::Suspicion { clues, .. } => Some(*clues),
                _ => None,
            });
        earlier.find(|named| legal(named) && constant(named).is_some())
    }

    // -----------------------------------------------------------------------
    // Deduction rounds.

    /// The counter worth placing now, if any. `solved`: every evidence clue is known.
    fn placement(
        &self,
        view: &LadyAliceView,
        desk: &Desk,
        evidence: &[f64; 32],
        mine: Clue,
        solved: bool,
    ) -> Option<Action> {
        let params = self.params(view);
        let certain: Vec<Clue> = Clue::all()
            .filter(|c| evidence[usize::from(c.id())] >= 1.0 - 1e-9)
            .collect();
        let [_, ones, twos] = desk.supply;
        // Certain points: twos on the own card.
        let twos_mine = desk.mine_on(mine, 2);
        if twos > 0 && twos_mine < params.twos_on_own_card && desk.has_room(mine) {
            return Some(Action::PlaceCounter {
                clue: mine,
                value: 2,
            });
        }
        // Cover every certain evidence clue with a nonzero counter (VII, 5 players'
        // doubled bonus).
        for clue in &certain {
            if desk.mine_nonzero(*clue) == 0 && desk.has_room(*clue) {
                let value = if ones > 0 {
                    1
                } else if twos > 0 {
                    2
                } else {
                    break;
                };
                return Some(Action::PlaceCounter { clue: *clue, value });
            }
        }
        // Solved: everything left on certain clues, twos first.
        if solved {
            for value in [2u8, 1] {
                if desk.supply[usize::from(value)] == 0 {
                    continue;
                }
                if let Some(clue) = certain.iter().find(|c| desk.has_room(**c)) {
                    return Some(Action::PlaceCounter { clue: *clue, value });
                }
            }
        }
        None
    }
}

/// Fills the removed category's empty slot (3 players) with an uncovered clue, so
/// that the four named clues make a suspicion that reaches the target.
pub(crate) fn fill_removed(
    named: Named,
    removed: Option<Category>,
    covered: u32,
    legal: &dyn Fn(&Named) -> bool,
) -> Option<Named> {
    let Some(category) = removed else {
        return legal(&named).then_some(named);
    };
    let mut slots = named.slots();
    let mut options: Vec<Clue> = category
        .clues()
        .filter(|c| covered & c.bit() == 0)
        .collect();
    options.extend(category.clues().filter(|c| covered & c.bit() != 0));
    for clue in options {
        slots[category.index()] = Some(clue);
        let candidate = Named::from_slots(slots);
        if legal(&candidate) {
            return Some(candidate);
        }
    }
    None
}

/// The probability of the most likely correct accusation over equally likely
/// `worlds`.
pub fn best_accusation_probability(players: u8, worlds: &[World]) -> f64 {
    if worlds.is_empty() {
        return 0.0;
    }
    if players != 5 {
        // One correct accusation per world, distinct worlds give distinct ones.
        return 1.0 / worlds.len() as f64;
    }
    let mut counts: HashMap<u32, u32> = HashMap::new();
    for world in worlds {
        let (masks, count) = accusation_masks(players, *world);
        for (mask, _) in &masks[..count] {
            *counts.entry(*mask).or_default() += 1;
        }
    }
    let top = counts.values().copied().max().unwrap_or(0);
    f64::from(top) / worlds.len() as f64
}

/// The desk as this seat sees it: its supply, and per clue the counters there.
struct Desk {
    supply: [u8; 3],
    capacity: u8,
    covered: u32,
    /// Counters on each clue.
    used: [u8; 32],
    /// The seat's own counters on each clue, by value.
    mine: [[u8; 3]; 32],
}

impl Desk {
    fn new(view: &LadyAliceView, me: Seat) -> Desk {
        let supply = view.my_supply.map_or([0; 3], |s| [s.zeros, s.ones, s.twos]);
        let mut used = [0u8; 32];
        let mut mine = [[0u8; 3]; 32];
        for area in &view.areas {
            let id = usize::from(area.clue.id());
            used[id] = area.counters.len() as u8;
            for counter in &area.counters {
                if counter.owner == me
                    && let Some(value) = counter.value
                {
                    mine[id][usize::from(value.min(2))] += 1;
                }
            }
        }
        Desk {
            supply,
            capacity: view.area_capacity,
            covered: covered_mask(view),
            used,
            mine,
        }
    }

    fn has_room(&self, clue: Clue) -> bool {
        self.covered & clue.bit() == 0 && self.used[usize::from(clue.id())] < self.capacity
    }

    fn mine_on(&self, clue: Clue, value: u8) -> u8 {
        self.mine[usize::from(clue.id())][usize::from(value)]
    }

    fn mine_nonzero(&self, clue: Clue) -> u8 {
        self.mine_on(clue, 1) + self.mine_on(clue, 2)
    }
}

impl PhasedBot for SolverBot {
    fn update(&mut self, view: &LadyAliceView) {
        let Some(new) = self.verdicts.read(view) else {
            return;
        };
        if new.restart {
            self.worlds = initial_worlds(view.players, new.mine);
            self.public = all_worlds(view.players);
            self.cache = Cache::default();
        }
        for (mask, smiles) in new.verdicts {
            filter_worlds(&mut self.worlds, mask, smiles);
            filter_worlds(&mut self.public, mask, smiles);
            self.cache = Cache::default();
        }
    }

    fn suspicion(&mut self, turn: &Turn<'_, LadyAlice>, view: &LadyAliceView) -> Action {
        let (Some(me), Some(mine)) = (view.viewer_seat(), self.verdicts.mine()) else {
            return fallback(turn, &mut self.rng);
        };
        if self.worlds.is_empty() {
            return fallback(turn, &mut self.rng);
        }
        let distribution = self.distribution(view, me, mine);
        let covered = covered_mask(view);
        let legal =
            |named: &Named| view.previous_suspicion != Some(*named) && named.mask() & !covered != 0;
        if let Some((named, removed, p)) = self.best_accusation(&distribution)
            && p >= 1.0 - 1e-9
        {
            let params = self.params(view);
            let danger = self.danger(view, params.accuse_threshold.min(1.0));
            if danger <= 0.0
                && let Some(stall) = self.stall_suspicion(view, &legal)
            {
                return Action::Suspect { clues: stall };
            }
            let ending = fill_removed(named, removed, covered, &legal);
            if let Some(clues) = ending {
                return Action::Suspect { clues };
            }
        }
        // Expected information: entropy of the smile count over the worlds.
        let world_count = self.worlds.len();
        let candidates: Vec<Named> = if world_count <= 600 {
            all_combinations().filter(|n| legal(n)).collect()
        } else {
            let mut out: Vec<Named> = Vec::new();
            sampled_suspicions(&self.worlds, 300, 300, &mut self.rng, &legal, &mut out);
            out
        };
        let mut best: Option<(f64, Named)> = None;
        for named in candidates {
            let score = crate::solver::smile_entropy(&self.worlds, named.mask());
            if best.is_none_or(|(b, _)| score > b + 1e-12) {
                best = Some((score, named));
            }
        }
        match best {
            Some((_, clues)) => Action::Suspect { clues },
            None => fallback(turn, &mut self.rng),
        }
    }

    fn deduction(&mut self, view: &LadyAliceView) -> Action {
        let (Some(me), Some(mine)) = (view.viewer_seat(), self.verdicts.mine()) else {
            return Action::Pass;
        };
        if self.worlds.is_empty() {
            return Action::Pass;
        }
        let params = self.params(view);
        let distribution = self.distribution(view, me, mine);
        let best = self.best_accusation(&distribution);
        let evidence = *self
            .cache
            .evidence
            .get_or_insert_with(|| distribution.evidence_probabilities());
        let desk = Desk::new(view, me);
        if let Some((clues, removed, p)) = best {
            if p >= 1.0 - 1e-9 {
                let danger = self.danger(view, params.accuse_threshold.min(1.0));
                if danger <= 0.0
                    && let Some(action) = self.placement(view, &desk, &evidence, mine, true)
                {
                    return action;
                }
                return Action::Accuse { clues, removed };
            }
            if p >= params.accuse_threshold {
                return Action::Accuse { clues, removed };
            }
            if params.first_counter_trust > 0.0
                && let Some((clues, removed, soft)) =
                    self.soft_best_accusation(view, me, mine, params.first_counter_trust)
                && soft >= params.soft_accuse_threshold
            {
                return Action::Accuse { clues, removed };
            }
            if p >= 0.2 {
                let danger = self.danger(view, 1.0);
                if p >= (1.0 - danger) * params.wait_value {
                    return Action::Accuse { clues, removed };
                }
            }
        }
        if let Some(action) = self.placement(view, &desk, &evidence, mine, false) {
            return action;
        }
        if params.bluff_one_in > 0
            && desk.supply[0] > 0
            && self.rng.chance(1, params.bluff_one_in as u64)
        {
            let open: Vec<Clue> = Clue::all()
                .filter(|c| desk.has_room(*c) && evidence[usize::from(c.id())] < 0.25)
                .collect();
            if let Some(clue) = self.rng.choose(&open).copied() {
                return Action::PlaceCounter { clue, value: 0 };
            }
        }
        Action::Pass
    }
}

impl Bot<LadyAlice> for SolverBot {
    fn choose(&mut self, turn: &Turn<'_, LadyAlice>) -> Action {
        choose_by_phase(self, turn)
    }
}
