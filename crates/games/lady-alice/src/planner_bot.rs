//! The `planner` Lady Alice bot: every choice by its expected chance of winning,
//! from its own view only (the `Turn` it is given).
//!
//! What it knows: the exact distribution over hidden worlds (`solver`: the worlds
//! consistent with its card and every verdict, equally likely), and beside it the
//! worlds the public history alone allows. From those it works out, for every clue,
//! what a rival holding that clue would know: how likely that rival's best
//! accusation is, and whether it is sure. In a world of its own distribution the
//! rivals hold the other evidence cards, so it knows how close each is to solving.
//!
//! Counters are cheap talk (LA-6 puts no constraint between them and the evidence):
//! by default the bot does not read the rivals' counters (`read_trust` 0), but it
//! expects its rivals to read first counters as the `solver` bot does (a first
//! counter marks its owner's card with probability `rivals_read`, 0.8), its own
//! included, so it counts its own counters as telling them its card. It reads passes:
//! a player sure of the solution accuses or places, it does not pass, so a rival who
//! passed since the latest verdict is not sure (`read_passes`).
//!
//! How it values a position (by expectation over its worlds):
//! - points: its score sheet (LA-9) if the game ended now in that world, against
//!   each rival still in, whose face-down counters count at the mean of the values
//!   that rival has not shown (normal approximation); ties count as wins (joint
//!   winners, or the accuser's);
//! - threat: the chance that a rival accuses correctly before the bot's next turn.
//!   A rival sure of the solution accuses; one whose best accusation is `q` likely
//!   accuses with a chance rising from 0 at `rival_low` to 1 at `rival_high`;
//! - waiting: `rollouts` games played forward from a pass, each in a world drawn
//!   from its distribution with the other cards spread over the rivals, every seat
//!   on a fast policy (the holder names the most informative of a few combinations
//!   from its own worlds; a seat accuses as the rival model says, right with its
//!   best accusation's chance), for at most `horizon` rounds, then the race (its
//!   certainty against the rivals').
//!
//! Decisions:
//! - notebook holder: every candidate suspicion (all of them when that is cheap,
//!   else a few hundred drawn from its worlds and at random) is played one step
//!   forward in each world: the verdict it would get; if that ends the game, its
//!   points with the +1 (a suspicion is a free guess: naming the likely solution
//!   risks no elimination); else what it and every rival would then know, the
//!   rivals' accusations in the round that follows (the holder speaks last) and the
//!   race after it. It names the best: informative for itself, little for the
//!   rivals, the solution itself when that wins on points;
//! - deduction round, sure: accuse now, or first place the counters that raise its
//!   points most (the best number of them, each placement giving every rival one
//!   more turn), whichever has the higher expected win chance;
//! - deduction round, unsure (at least `min_gamble`): accuse when the chance of
//!   being right times the chance of winning on points beats waiting;
//! - counters otherwise: twos on its own card (certain points, up to
//!   `twos_on_own_card`), nothing else until it is sure; never a bluff.
//!
//! Deterministic for a seed (`sleuth_core::rng`), never panics: with no card or no
//! consistent world it falls back to a legal action.

use sleuth_core::{Bot, BotSpec, Seat, SleuthRng, Turn};

use crate::bot_common::{
    PhasedBot, VerdictReader, choose_by_phase, combination_in, covered_mask, fallback,
    sampled_suspicions,
};
use crate::clue::{Category, Clue, Named};
use crate::rules::{Action, LadyAlice, all_combinations};
use crate::solver::{World, accusation_masks, all_worlds, filter_worlds, named_of_mask};
use crate::solver_bot::{best_accusation_probability, fill_removed};
use crate::view::{LadyAliceView, LogEntry, PhaseView};

/// Tuning of the planner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlannerParams {
    /// Rival model: below this probability a rival does not accuse.
    pub rival_low: f64,
    /// Rival model: at or above this probability a rival accuses.
    pub rival_high: f64,
    /// Twos placed on its own card as soon as it can.
    pub twos_on_own_card: u8,
    /// Worlds used for expectations (all of them when there are fewer).
    pub max_worlds: usize,
    /// Reading of counters: the chance that a rival's first counter marks its own
    /// card (0: counters are not read).
    pub read_trust: f64,
    /// The same reading ascribed to the rivals (of each other's first counters and
    /// the bot's own), in what it expects them to know (0: exact knowledge only).
    pub rivals_read: f64,
    /// Read passes: a rival who passed since the latest verdict is not sure.
    pub read_passes: bool,
    /// Sharpness of the race: a seat's chance to solve first goes as its
    /// certainty to this power.
    pub race_power: f64,
    /// Games played forward to value waiting against a gamble (0: the race
    /// estimate instead).
    pub rollouts: usize,
    /// Rounds each of them plays at most.
    pub horizon: usize,
    /// No accusation below this probability.
    pub min_gamble: f64,
    /// Experiment: suspicions by the bot's own expected information only.
    pub entropy_suspicions: bool,
}

impl PlannerParams {
    pub fn for_players(_players: u8) -> PlannerParams {
        PlannerParams {
            rival_low: 0.3,
            rival_high: 0.75,
            twos_on_own_card: 3,
            max_worlds: 256,
            read_trust: 0.0,
            rivals_read: 0.8,
            read_passes: true,
            race_power: 1.0,
            rollouts: 64,
            horizon: 8,
            min_gamble: 0.2,
            entropy_suspicions: false,
        }
    }
}

pub fn planner_spec() -> BotSpec<LadyAlice> {
    BotSpec {
        name: "planner",
        description: "plans for the win: suspicions, counters and accusations by expected win chance over the exact worlds, with the rivals' knowledge",
        make: |seed| Box::new(PlannerBot::new(seed)),
    }
}

#[derive(Debug)]
pub struct PlannerBot {
    rng: SleuthRng,
    params: Option<PlannerParams>,
    verdicts: VerdictReader,
    /// Worlds consistent with the public verdicts alone.
    public: Vec<World>,
    /// Derived from `public`, cleared whenever a verdict arrives.
    stats: Option<Stats>,
}

/// What a holder of each clue would know: how many public worlds hold it, and the
/// probability of its best accusation.
#[derive(Clone, Debug)]
struct Stats {
    /// The first counters read (empty when the rivals are not modelled reading).
    first: Vec<(Seat, Clue)>,
    mine_worlds: Vec<World>,
    /// Each public world's weight under the first counters (the rivals' reading).
    omega: Vec<f64>,
    /// 5 players: how many worlds a best accusation covers at most (1 otherwise).
    factor: [f64; 32],
    /// The best accusation's probability for a holder of each clue.
    q: [f64; 32],
    /// Clues whose holder is sure of the solution (exactly, counters aside).
    sure: u32,
}

/// Where a rollout starts: the truth, every seat's card and the bot's points.
#[derive(Clone, Copy, Debug)]
struct RolloutStart {
    players: usize,
    me: usize,
    target: u32,
    holder: usize,
    truth: World,
    hands: [Clue; 5],
    accuse_points: f64,
    suspicion_points: f64,
}

/// One rival's counters as the bot sees them.
#[derive(Clone, Debug, Default)]
struct RivalDesk {
    /// Per clue: sum of face-up values, number of face-down counters.
    shown: [u8; 32],
    hidden: [u8; 32],
    /// Mean, variance and chance of nonzero of a face-down counter.
    mean: f64,
    var: f64,
    nonzero: f64,
}

/// The desk from the bot's seat.
#[derive(Clone, Debug)]
struct Board {
    players: u8,
    me: Seat,
    mine: Clue,
    supply: [u8; 3],
    capacity: u8,
    covered: u32,
    used: [u8; 32],
    /// The bot's own counters per clue by value.
    own: [[u8; 3]; 32],
    rivals: Vec<RivalDesk>,
    /// Rivals still in, and the share of the other cards they hold.
    active: usize,
    frac: f64,
    /// Rivals still in who passed since the latest verdict: not sure, since a
    /// player sure of the solution accuses or places, it does not pass.
    passed: usize,
}

impl Board {
    fn new(view: &LadyAliceView, me: Seat, mine: Clue) -> Board {
        let supply = view.my_supply.map_or([0; 3], |s| [s.zeros, s.ones, s.twos]);
        let mut used = [0u8; 32];
        let mut own = [[0u8; 3]; 32];
        let players = view.players;
        let mut desks: Vec<RivalDesk> = vec![RivalDesk::default(); usize::from(players)];
        let mut shown_values = vec![[0u8; 3]; usize::from(players)];
        for area in &view.areas {
            let id = usize::from(area.clue.id());
            used[id] = area.counters.len() as u8;
            for counter in &area.counters {
                let owner = counter.owner.index();
                if owner >= desks.len() {
                    continue;
                }
                if counter.owner == me {
                    if let Some(value) = counter.value {
                        own[id][usize::from(value.min(2))] += 1;
                    }
                } else if counter.face_up
                    && let Some(value) = counter.value
                {
                    desks[owner].shown[id] += value;
                    shown_values[owner][usize::from(value.min(2))] += 1;
                } else {
                    desks[owner].hidden[id] += 1;
                }
            }
        }
        let mut rivals = Vec::new();
        for seat in 0..players {
            if Seat(seat) == me || view.eliminated.contains(Seat(seat)) {
                continue;
            }
            let mut desk = desks[usize::from(seat)].clone();
            let left = shown_values[usize::from(seat)].map(|n| 3u8.saturating_sub(n));
            let total = f64::from(left.iter().map(|n| u32::from(*n)).sum::<u32>());
            if total > 0.0 {
                let mean = (f64::from(left[1]) + 2.0 * f64::from(left[2])) / total;
                let square = (f64::from(left[1]) + 4.0 * f64::from(left[2])) / total;
                desk.mean = mean;
                desk.var = (square - mean * mean).max(0.0);
                desk.nonzero = 1.0 - f64::from(left[0]) / total;
            }
            rivals.push(desk);
        }
        let active = rivals.len();
        Board {
            players,
            me,
            mine,
            supply,
            capacity: view.area_capacity,
            covered: covered_mask(view),
            used,
            own,
            frac: active as f64 / f64::from(players.saturating_sub(1).max(1)),
            active,
            passed: 0,
            rivals,
        }
    }

    fn has_room(&self, clue: Clue) -> bool {
        self.covered & clue.bit() == 0 && self.used[usize::from(clue.id())] < self.capacity
    }

    /// The twos the bot could still put on its own card: as many as it has left
    /// and its area can take (none when the card is covered or its area full).
    fn extra_twos(&self) -> u8 {
        let room = self
            .capacity
            .saturating_sub(self.used[usize::from(self.mine.id())]);
        if self.has_room(self.mine) {
            self.supply[2].min(room)
        } else {
            0
        }
    }

    /// The bot's score in `world` if the game ended now with `bonus` (3 for its
    /// correct accusation, 1 for its suspicion), with `extra` counters placed.
    fn my_score(&self, world: World, extra: &[(Clue, u8)], bonus: f64) -> f64 {
        let mut points = bonus;
        let mut scoring = 0u32;
        let mut bits = world.solution;
        while bits != 0 {
            let id = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let own = self.own[id];
            let mut value = u32::from(own[1]) + 2 * u32::from(own[2]);
            let mut nonzero = own[1] + own[2] > 0;
            for (clue, v) in extra {
                if usize::from(clue.id()) == id {
                    value += u32::from(*v);
                    nonzero |= *v > 0;
                }
            }
            points += f64::from(value);
            if nonzero {
                scoring |= 1 << id;
            }
        }
        points += self.bonuses(world, scoring);
        points
    }

    /// VII and the 5-player doubled bonus for counters scoring on `scoring`.
    fn bonuses(&self, world: World, scoring: u32) -> f64 {
        let mut points = 0.0;
        if scoring & world.solution == world.solution {
            points += 2.0;
        }
        if self.players == 5
            && let Some(doubled) = world.special
        {
            let pair = world.solution & doubled.mask();
            if scoring & pair == pair {
                points += 2.0;
            }
        }
        points
    }

    /// Chance of ending among the winners in `world` with `score`, the rivals'
    /// face-down counters counted at their mean (normal approximation).
    fn win_on_points(&self, world: World, score: f64) -> f64 {
        let mut chance = 1.0;
        for desk in &self.rivals {
            let mut mean = 0.0;
            let mut var = 0.0;
            let mut all_nonzero = 1.0;
            let mut bits = world.solution;
            while bits != 0 {
                let id = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let hidden = f64::from(desk.hidden[id]);
                mean += f64::from(desk.shown[id]) + hidden * desk.mean;
                var += hidden * desk.var;
                let p_nonzero = if desk.shown[id] > 0 {
                    1.0
                } else {
                    1.0 - (1.0 - desk.nonzero).powi(i32::from(desk.hidden[id]))
                };
                all_nonzero *= p_nonzero;
            }
            mean += 2.0 * all_nonzero;
            let sd = (var + 0.3).sqrt();
            chance *= normal_cdf((score + 0.5 - mean) / sd);
        }
        chance
    }
}

fn normal_cdf(x: f64) -> f64 {
    1.0 / (1.0 + (-1.702 * x).exp())
}

impl PlannerBot {
    pub fn new(seed: u64) -> Self {
        PlannerBot {
            rng: SleuthRng::from_seed(seed),
            params: None,
            verdicts: VerdictReader::default(),
            public: Vec::new(),
            stats: None,
        }
    }

    pub fn with_params(seed: u64, params: PlannerParams) -> Self {
        let mut bot = PlannerBot::new(seed);
        bot.params = Some(params);
        bot
    }

    fn params(&self, view: &LadyAliceView) -> PlannerParams {
        self.params
            .unwrap_or_else(|| PlannerParams::for_players(view.players))
    }

    /// Every seat's first counter (the bot's own included: the rivals read it).
    fn first_counters(&self, view: &LadyAliceView) -> Vec<(Seat, Clue)> {
        let mut first: Vec<(Seat, Clue)> = Vec::new();
        for entry in self.verdicts.entries(view) {
            if let LogEntry::CounterPlaced { seat, clue, .. } = entry
                && !first.iter().any(|(s, _)| s == seat)
            {
                first.push((*seat, *clue));
            }
        }
        first
    }

    fn stats(&mut self, view: &LadyAliceView, mine: Clue, rivals_read: f64) -> Stats {
        let first = if rivals_read > 0.0 {
            self.first_counters(view)
        } else {
            Vec::new()
        };
        if let Some(stats) = &self.stats
            && stats.first == first
        {
            return stats.clone();
        }
        let players = view.players;
        let others = f64::from(players.saturating_sub(1).max(1));
        let omega: Vec<f64> = self
            .public
            .iter()
            .map(|w| {
                first.iter().fold(1.0, |acc, (_, clue)| {
                    let held = w.solution & clue.bit() != 0;
                    acc * ((1.0 - rivals_read) / 32.0
                        + if held { rivals_read / others } else { 0.0 })
                })
            })
            .collect();
        let mut count = [0u32; 32];
        let mut sum = [0.0f64; 32];
        let mut max = [0.0f64; 32];
        for (world, weight) in self.public.iter().zip(&omega) {
            let mut bits = world.solution;
            while bits != 0 {
                let id = bits.trailing_zeros() as usize;
                count[id] += 1;
                sum[id] += weight;
                max[id] = max[id].max(*weight);
                bits &= bits - 1;
            }
        }
        let mut q = [0.0; 32];
        let mut factor = [1.0; 32];
        let mut sure = 0u32;
        for clue in Clue::all() {
            let id = usize::from(clue.id());
            if count[id] == 0 {
                continue;
            }
            if players == 5 {
                let holding: Vec<World> = self
                    .public
                    .iter()
                    .copied()
                    .filter(|w| w.solution & clue.bit() != 0)
                    .collect();
                let exact = best_accusation_probability(players, &holding);
                factor[id] = (exact * f64::from(count[id])).max(1.0);
                if exact >= 1.0 - 1e-9 {
                    sure |= clue.bit();
                }
            } else if count[id] == 1 {
                sure |= clue.bit();
            }
            q[id] = (factor[id] * max[id] / sum[id].max(1e-300)).min(1.0);
        }
        let mine_worlds = self
            .public
            .iter()
            .copied()
            .filter(|w| w.solution & mine.bit() != 0)
            .collect();
        let stats = Stats {
            first,
            mine_worlds,
            omega,
            factor,
            q,
            sure,
        };
        self.stats = Some(stats.clone());
        stats
    }

    /// Chance that a rival whose best accusation is `q` likely accuses correctly at
    /// its next turn.
    fn threat_of(params: &PlannerParams, q: f64) -> f64 {
        let accuses = if q >= 1.0 - 1e-9 {
            1.0
        } else {
            ((q - params.rival_low) / (params.rival_high - params.rival_low)).clamp(0.0, 1.0)
        };
        accuses * q
    }

    /// Worlds for expectations: all when few, else a sample (with replacement).
    fn sample(&mut self, worlds: &[World], max: usize) -> Vec<World> {
        if worlds.len() <= max {
            return worlds.to_vec();
        }
        (0..max)
            .map(|_| worlds[self.rng.index(worlds.len())])
            .collect()
    }

    /// The weight of each world under the reading of the rivals' first counters.
    /// The weight of each world: the reading of the rivals' first counters, and
    /// the rivals who passed since the latest verdict not being sure.
    fn weights(
        &self,
        view: &LadyAliceView,
        board: &Board,
        stats: &Stats,
        worlds: &[World],
        params: &PlannerParams,
    ) -> Vec<f64> {
        let trust = params.read_trust;
        let mut first: Vec<(Seat, Clue)> = Vec::new();
        if trust > 0.0 {
            for entry in self.verdicts.entries(view) {
                if let LogEntry::CounterPlaced { seat, clue, .. } = entry
                    && *seat != board.me
                    && !first.iter().any(|(s, _)| s == seat)
                {
                    first.push((*seat, *clue));
                }
            }
        }
        let others = f64::from(board.players.saturating_sub(1).max(1));
        let read: Vec<f64> = worlds
            .iter()
            .map(|w| {
                first.iter().fold(1.0, |acc, (_, clue)| {
                    let own = w.solution & clue.bit() != 0 && *clue != board.mine;
                    acc * ((1.0 - trust) / 32.0 + if own { trust / others } else { 0.0 })
                })
            })
            .collect();
        if !params.read_passes || board.passed == 0 {
            return read;
        }
        let both: Vec<f64> = worlds
            .iter()
            .zip(&read)
            .map(|(w, r)| r * pass_likelihood(stats, board, *w))
            .collect();
        // A rival that passed while sure (not a planning player): ignore passes.
        if both.iter().sum::<f64>() > 0.0 {
            both
        } else {
            read
        }
    }

    /// Rivals still in who passed since the latest verdict.
    fn passed_since_verdict(&self, view: &LadyAliceView, me: Seat) -> usize {
        self.passed_seats(view, me).len()
    }

    // -----------------------------------------------------------------------
    // Deduction rounds.

    /// The bot's expected win chance if it passes now: `rollouts` games played
    /// forward, each from a world drawn from its weighted worlds with the other
    /// cards spread at random over the rivals (none that would make it sure with a
    /// rival who passed since the verdict). Everyone plays a fast policy: the
    /// notebook holder names the most informative of a few combinations drawn from
    /// its own worlds, and in each deduction turn a seat accuses with the rival
    /// model's chance (always when sure), right with the chance of its best
    /// accusation. A correct accusation by the bot scores its points; by anyone
    /// else, a loss; a suspicion ending the game wins only for the bot as holder.
    fn wait_value(
        &mut self,
        view: &LadyAliceView,
        board: &Board,
        stats: &Stats,
        worlds: &[World],
        weights: &[f64],
        params: &PlannerParams,
    ) -> f64 {
        let PhaseView::Deduction { holder, .. } = view.phase else {
            return 0.0;
        };
        let players = usize::from(view.players);
        let me = board.me.index();
        let target = u32::from(view.smiles_target);
        let total: f64 = weights.iter().sum();
        if total <= 0.0 || worlds.is_empty() {
            return 0.0;
        }
        let passed = self.passed_seats(view, board.me);
        let extra_twos = board.extra_twos();
        let mut sum = 0.0;
        for _ in 0..params.rollouts {
            // The truth and the spread of the cards.
            let mut pick = self.rng.next_u64() as f64 / 18_446_744_073_709_551_616.0 * total;
            let mut truth = worlds[worlds.len() - 1];
            for (w, wt) in worlds.iter().zip(weights) {
                if pick < *wt {
                    truth = *w;
                    break;
                }
                pick -= wt;
            }
            let mut cards: Vec<Clue> = Clue::all()
                .filter(|c| truth.solution & c.bit() != 0 && *c != board.mine)
                .collect();
            let mut hands = [board.mine; 5];
            for _ in 0..20 {
                self.rng.shuffle(&mut cards);
                let mut next = cards.iter();
                for (seat, hand) in hands.iter_mut().enumerate().take(players) {
                    if seat != me {
                        *hand = next.next().copied().unwrap_or(board.mine);
                    }
                }
                let consistent = !params.read_passes
                    || (0..players).all(|s| {
                        !passed.contains(Seat(s as u8)) || stats.sure & hands[s].bit() == 0
                    });
                if consistent {
                    break;
                }
            }
            let accuse_points = board.win_on_points(
                truth,
                board.my_score(truth, &[], 3.0) + 2.0 * f64::from(extra_twos),
            );
            let suspicion_points = board.win_on_points(truth, board.my_score(truth, &[], 1.0));
            let mut public = self.public.clone();
            let mut active = [false; 5];
            for (s, a) in active.iter_mut().enumerate().take(players) {
                *a = !view.eliminated.contains(Seat(s as u8));
            }
            let value = self.rollout(
                RolloutStart {
                    players,
                    me,
                    target,
                    holder: holder.index(),
                    truth,
                    hands,
                    accuse_points,
                    suspicion_points,
                },
                &mut public,
                &mut active,
                stats,
                params,
            );
            sum += value;
        }
        sum / params.rollouts.max(1) as f64
    }

    /// One game played forward from the bot's pass (see `wait_value`).
    fn rollout(
        &mut self,
        start: RolloutStart,
        public: &mut Vec<World>,
        active: &mut [bool; 5],
        stats: &Stats,
        params: &PlannerParams,
    ) -> f64 {
        let RolloutStart {
            players,
            me,
            target,
            mut holder,
            truth,
            hands,
            accuse_points,
            suspicion_points,
        } = start;
        let q_of = |public: &[World], card: Clue| -> f64 {
            let n = public
                .iter()
                .filter(|w| w.solution & card.bit() != 0)
                .count();
            if n == 0 {
                return 1.0;
            }
            (stats.factor[usize::from(card.id())] / n as f64).min(1.0)
        };
        // One deduction turn for `seat`: Some(value) when the game ends.
        let turn = |bot: &mut PlannerBot, seat: usize, public: &[World], active: &mut [bool; 5]| {
            let q = q_of(public, hands[seat]);
            let accuses = if seat == me {
                if q >= 0.75 - 1e-9 { 1.0 } else { 0.0 }
            } else if q >= 1.0 - 1e-9 {
                1.0
            } else {
                ((q - params.rival_low) / (params.rival_high - params.rival_low)).clamp(0.0, 1.0)
            };
            if accuses <= 0.0 || !bot.unit(accuses) {
                return None;
            }
            if q >= 1.0 - 1e-9 || bot.unit(q) {
                return Some(if seat == me { accuse_points } else { 0.0 });
            }
            active[seat] = false;
            if seat == me {
                return Some(0.0);
            }
            let left: Vec<usize> = (0..players).filter(|s| active[*s]).collect();
            if left == [me] {
                return Some(1.0);
            }
            None
        };
        // The rest of this round: every other seat still in, once.
        for step in 1..players {
            let seat = (me + step) % players;
            if active[seat]
                && let Some(value) = turn(self, seat, public, active)
            {
                return value;
            }
        }
        for _ in 0..params.horizon {
            holder = (1..=players)
                .map(|k| (holder + k) % players)
                .find(|s| active[*s])
                .unwrap_or(me);
            let named = self.fast_suspicion(public, hands[holder]);
            let smiles = (truth.solution & named).count_ones();
            if smiles >= target {
                return if holder == me { suspicion_points } else { 0.0 };
            }
            public.retain(|w| (w.solution & named).count_ones() == smiles);
            for step in 1..=players {
                let seat = (holder + step) % players;
                if active[seat]
                    && let Some(value) = turn(self, seat, public, active)
                {
                    return value;
                }
            }
        }
        // Unfinished: the race.
        let q_me = q_of(public, hands[me]);
        let rivals: f64 = (0..players)
            .filter(|s| *s != me && active[*s])
            .map(|s| q_of(public, hands[s]))
            .sum();
        q_me / (q_me + rivals).max(1e-12) * accuse_points
    }

    /// True with probability `p`.
    fn unit(&mut self, p: f64) -> bool {
        (self.rng.next_u64() as f64 / 18_446_744_073_709_551_616.0) < p
    }

    /// The rollouts' suspicion: of a few combinations drawn from the holder's
    /// worlds, the one whose verdict is most uncertain over them (a mask).
    fn fast_suspicion(&mut self, public: &[World], card: Clue) -> u32 {
        let own: Vec<World> = public
            .iter()
            .copied()
            .filter(|w| w.solution & card.bit() != 0)
            .collect();
        if own.is_empty() {
            return crate::rules::random_combination(&mut self.rng).mask();
        }
        let mut best = (f64::NEG_INFINITY, 0u32);
        for _ in 0..4 {
            let world = own[self.rng.index(own.len())];
            let mask = combination_in(world, &mut self.rng).mask();
            let entropy = crate::solver::smile_entropy(&own, mask);
            if entropy > best.0 {
                best = (entropy, mask);
            }
        }
        best.1
    }

    /// The rivals still in who passed since the latest verdict.
    fn passed_seats(&self, view: &LadyAliceView, me: Seat) -> sleuth_core::SeatSet {
        let entries = self.verdicts.entries(view);
        let since = entries
            .iter()
            .rposition(|e| matches!(e, LogEntry::Suspicion { .. } | LogEntry::Accusation { .. }))
            .map_or(0, |at| at + 1);
        let mut seats = sleuth_core::SeatSet::default();
        for entry in &entries[since..] {
            if let LogEntry::Passed { seat } = entry
                && *seat != me
                && !view.eliminated.contains(*seat)
            {
                seats.insert(*seat);
            }
        }
        seats
    }

    /// Chance of winning on points after a correct accusation once its remaining
    /// twos are on its own card.
    fn planned_points(
        &self,
        board: &Board,
        worlds: &[World],
        weights: &[f64],
        correct: &dyn Fn(&World) -> bool,
    ) -> f64 {
        let extra_twos = board.extra_twos();
        let mut sum = 0.0;
        let mut mass = 0.0;
        for (w, wt) in worlds.iter().zip(weights) {
            if correct(w) {
                let score = board.my_score(*w, &[], 3.0) + 2.0 * f64::from(extra_twos);
                sum += wt * board.win_on_points(*w, score);
                mass += wt;
            }
        }
        if mass > 0.0 { sum / mass } else { 0.0 }
    }

    // -----------------------------------------------------------------------
    // Suspicions.
}

/// The rivals' chance of a correct accusation before the bot's next turn in `world`.
fn threat_in(params: &PlannerParams, stats: &Stats, board: &Board, world: World) -> f64 {
    let rivals = world.solution & !board.mine.bit();
    let open = board.active.saturating_sub(board.passed);
    if open == 0 {
        return 0.0;
    }
    // The sure rival cards lie with rivals who have not passed since the verdict:
    // some of them still in accuses, unless all sit with eliminated players.
    let others = usize::from(board.players.saturating_sub(1));
    let eliminated = others.saturating_sub(board.active);
    let sure = (rivals & stats.sure).count_ones() as usize;
    let mut survive = if sure == 0 {
        1.0
    } else {
        choose(eliminated, sure) / choose(open + eliminated, sure).max(1.0)
    };
    let frac = open as f64 / others.max(1) as f64;
    let mut bits = rivals & !stats.sure;
    while bits != 0 {
        let c = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        survive *= (1.0 - PlannerBot::threat_of(params, stats.q[c])).powf(frac);
    }
    1.0 - survive
}

/// The chance, under a uniform spread of the other cards, that no rival who
/// passed since the latest verdict holds a card that would make it sure.
fn pass_likelihood(stats: &Stats, board: &Board, world: World) -> f64 {
    if board.passed == 0 {
        return 1.0;
    }
    let others = usize::from(board.players.saturating_sub(1));
    let sure = (world.solution & !board.mine.bit() & stats.sure).count_ones() as usize;
    choose(others.saturating_sub(board.passed), sure) / choose(others, sure).max(1.0)
}

/// Binomial coefficient as a float (0 when k > n).
fn choose(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// The bot's share of the race to solve in `world`: its certainty against the
/// rivals'.
fn race_in(stats: &Stats, board: &Board, world: World, q_me: f64, power: f64) -> f64 {
    let mut rivals = 0.0;
    let mut bits = world.solution & !board.mine.bit();
    while bits != 0 {
        let c = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        rivals += board.frac * stats.q[c].powf(power);
    }
    let mine = q_me.powf(power);
    mine / (mine + rivals).max(1e-12)
}

/// The most likely correct accusation over weighted worlds.
fn best_weighted(
    players: u8,
    worlds: &[World],
    weights: &[f64],
) -> Option<(Named, Option<Category>, f64)> {
    let mut keys: Vec<((u32, Option<Category>), f64)> = Vec::new();
    let mut total = 0.0;
    for (w, wt) in worlds.iter().zip(weights) {
        total += wt;
        let (masks, count) = accusation_masks(players, *w);
        for key in &masks[..count] {
            keys.push((*key, *wt));
        }
    }
    keys.sort_by_key(|a| a.0);
    let mut best: Option<((u32, Option<Category>), f64)> = None;
    let mut i = 0;
    while i < keys.len() {
        let key = keys[i].0;
        let mut sum = 0.0;
        while i < keys.len() && keys[i].0 == key {
            sum += keys[i].1;
            i += 1;
        }
        if best.is_none_or(|(_, b)| sum > b + 1e-12) {
            best = Some((key, sum));
        }
    }
    let ((mask, removed), sum) = best?;
    if total <= 0.0 {
        return None;
    }
    Some((named_of_mask(mask), removed, (sum / total).min(1.0)))
}

impl PhasedBot for PlannerBot {
    fn update(&mut self, view: &LadyAliceView) {
        let Some(new) = self.verdicts.read(view) else {
            return;
        };
        if new.restart {
            self.public = all_worlds(view.players);
            self.stats = None;
        }
        for (mask, smiles) in new.verdicts {
            filter_worlds(&mut self.public, mask, smiles);
            self.stats = None;
        }
    }

    fn suspicion(&mut self, turn: &Turn<'_, LadyAlice>, view: &LadyAliceView) -> Action {
        let (Some(me), Some(mine)) = (view.viewer_seat(), self.verdicts.mine()) else {
            return fallback(turn, &mut self.rng);
        };
        let params = self.params(view);
        let stats = self.stats(view, mine, params.rivals_read);
        if stats.mine_worlds.is_empty() {
            return fallback(turn, &mut self.rng);
        }
        let mut board = Board::new(view, me, mine);
        board.passed = self.passed_since_verdict(view, me);
        let covered = covered_mask(view);
        let legal =
            |named: &Named| view.previous_suspicion != Some(*named) && named.mask() & !covered != 0;
        let all_weights = self.weights(view, &board, &stats, &stats.mine_worlds, &params);
        let best = best_weighted(view.players, &stats.mine_worlds, &all_weights);
        let worlds = self.sample(&stats.mine_worlds, params.max_worlds.max(1));
        let weights = self.weights(view, &board, &stats, &worlds, &params);
        let sure = best.is_some_and(|(_, _, p)| p >= 1.0 - 1e-9);

        let mut candidates: Vec<Named> = Vec::new();
        if self.public.len() * 4096 <= 3_000_000 {
            candidates.extend(all_combinations().filter(|n| legal(n)));
        } else {
            sampled_suspicions(&worlds, 200, 100, &mut self.rng, &legal, &mut candidates);
            if let Some((named, removed, _)) = best
                && let Some(full) = fill_removed(named, removed, covered, &legal)
            {
                candidates.push(full);
            }
        }
        candidates.sort_by_key(|n| n.mask());
        candidates.dedup();
        if candidates.is_empty() {
            return fallback(turn, &mut self.rng);
        }
        let total: f64 = weights.iter().sum::<f64>().max(1e-300);
        // Points after a correct accusation, per world, with the planned twos.
        let id = usize::from(mine.id());
        let extra_twos = board.extra_twos();
        let accuse_points: Vec<f64> = worlds
            .iter()
            .map(|w| {
                board.win_on_points(
                    *w,
                    board.my_score(*w, &[], 3.0) + 2.0 * f64::from(extra_twos),
                )
            })
            .collect();
        let suspicion_points: Vec<f64> = worlds
            .iter()
            .map(|w| board.win_on_points(*w, board.my_score(*w, &[], 1.0)))
            .collect();
        let target = u32::from(view.smiles_target);
        let mut sums = vec![[0.0f64; 6]; 32];
        let mut maxes = vec![[0.0f64; 6]; 32];
        let mut chosen: Option<(f64, Named)> = None;
        for named in candidates {
            let mask = named.mask();
            for (row, top) in sums.iter_mut().zip(maxes.iter_mut()) {
                *row = [0.0; 6];
                *top = [0.0; 6];
            }
            for (world, weight) in self.public.iter().zip(&stats.omega) {
                let k = ((world.solution & mask).count_ones() as usize).min(5);
                let mut bits = world.solution;
                while bits != 0 {
                    let id = bits.trailing_zeros() as usize;
                    sums[id][k] += weight;
                    if *weight > maxes[id][k] {
                        maxes[id][k] = *weight;
                    }
                    bits &= bits - 1;
                }
            }
            if params.entropy_suspicions {
                let value = crate::solver::smile_entropy(&stats.mine_worlds, mask);
                if chosen.as_ref().is_none_or(|(b, _)| value > *b + 1e-12) {
                    chosen = Some((value, named));
                }
                continue;
            }
            let mut value = 0.0;
            for (i, (w, wt)) in worlds.iter().zip(&weights).enumerate() {
                let k = (w.solution & mask).count_ones();
                let v = if k >= target {
                    suspicion_points[i]
                } else {
                    let after = |clue: usize| -> f64 {
                        let k = (k as usize).min(5);
                        let sum = sums[clue][k];
                        if sum <= 0.0 {
                            return 1.0;
                        }
                        (stats.factor[clue] * maxes[clue][k] / sum).min(1.0)
                    };
                    let q_me = if sure { 1.0 } else { after(id) };
                    let mut survive = 1.0;
                    let mut rivals = 0.0;
                    let mut bits = w.solution & !mine.bit();
                    while bits != 0 {
                        let c = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let q = after(c);
                        survive *= (1.0 - Self::threat_of(&params, q)).powf(board.frac);
                        rivals += board.frac * q.powf(params.race_power);
                    }
                    let share = if q_me >= 1.0 - 1e-9 {
                        1.0
                    } else {
                        let mine = q_me.powf(params.race_power);
                        mine / (mine + rivals).max(1e-12)
                    };
                    survive * share * accuse_points[i]
                };
                value += wt * v;
            }
            value /= total;
            if chosen.as_ref().is_none_or(|(b, _)| value > *b + 1e-12) {
                chosen = Some((value, named));
            }
        }
        match chosen {
            Some((_, clues)) => Action::Suspect { clues },
            None => fallback(turn, &mut self.rng),
        }
    }

    fn deduction(&mut self, view: &LadyAliceView) -> Action {
        let (Some(me), Some(mine)) = (view.viewer_seat(), self.verdicts.mine()) else {
            return Action::Pass;
        };
        let params = self.params(view);
        let stats = self.stats(view, mine, params.rivals_read);
        if stats.mine_worlds.is_empty() {
            return Action::Pass;
        }
        let mut board = Board::new(view, me, mine);
        board.passed = self.passed_since_verdict(view, me);
        let all_weights = self.weights(view, &board, &stats, &stats.mine_worlds, &params);
        let Some((accusation, removed, p)) =
            best_weighted(view.players, &stats.mine_worlds, &all_weights)
        else {
            return Action::Pass;
        };
        let certain = stats
            .mine_worlds
            .iter()
            .fold(u32::MAX, |m, w| m & w.solution);
        let worlds = self.sample(&stats.mine_worlds, params.max_worlds.max(1));
        let weights = self.weights(view, &board, &stats, &worlds, &params);
        let total: f64 = weights.iter().sum::<f64>().max(1e-300);
        let target = u32::from(view.smiles_target);
        let correct = |w: &World| (w.solution & accusation.mask()).count_ones() >= target;
        // The rivals' threat before the bot's next turn, by world.
        let threat: f64 = worlds
            .iter()
            .zip(&weights)
            .map(|(w, wt)| wt * threat_in(&params, &stats, &board, *w))
            .sum::<f64>()
            / total;
        // Points if it accused now (given the accusation is right).
        let points_if = |extra: &[(Clue, u8)]| -> f64 {
            let mut sum = 0.0;
            let mut mass = 0.0;
            for (w, wt) in worlds.iter().zip(&weights) {
                if correct(w) {
                    sum += wt * board.win_on_points(*w, board.my_score(*w, extra, 3.0));
                    mass += wt;
                }
            }
            if mass > 0.0 { sum / mass } else { 0.0 }
        };
        let win_now = points_if(&[]);
        let accuse = Action::Accuse {
            clues: accusation,
            removed,
        };
        if p >= 1.0 - 1e-9 {
            // Sure: accuse now, or place m more counters first (the greedy best
            // sequence) and accuse after them, each placement giving every rival
            // one more turn.
            let mut extras: Vec<(Clue, u8)> = Vec::new();
            let mut supply = board.supply;
            let mut used = board.used;
            let mut survive = 1.0;
            let mut best = (win_now, None);
            for _ in 0..6 {
                let mut next: Option<(f64, (Clue, u8))> = None;
                for clue in Clue::all().filter(|c| {
                    certain & c.bit() != 0
                        && board.covered & c.bit() == 0
                        && used[usize::from(c.id())] < board.capacity
                }) {
                    for value in [2u8, 1] {
                        if supply[usize::from(value)] == 0 {
                            continue;
                        }
                        extras.push((clue, value));
                        let after = points_if(&extras);
                        extras.pop();
                        if next.is_none_or(|(b, _)| after > b + 1e-12) {
                            next = Some((after, (clue, value)));
                        }
                    }
                }
                let Some((after, (clue, value))) = next else {
                    break;
                };
                extras.push((clue, value));
                supply[usize::from(value)] -= 1;
                used[usize::from(clue.id())] += 1;
                survive *= 1.0 - threat;
                if survive * after > best.0 + 1e-9 {
                    best = (survive * after, Some(extras[0]));
                }
            }
            if let (_, Some((clue, value))) = best {
                return Action::PlaceCounter { clue, value };
            }
            return accuse;
        }
        // Unsure: the gamble against waiting, waiting valued by playing forward.
        let gamble = p * win_now;
        if p >= params.min_gamble && gamble > 0.0 {
            let wait = if params.rollouts > 0 {
                self.wait_value(view, &board, &stats, &worlds, &weights, &params)
            } else {
                let race: f64 = worlds
                    .iter()
                    .zip(&weights)
                    .map(|(w, wt)| wt * race_in(&stats, &board, *w, p, params.race_power))
                    .sum::<f64>()
                    / total;
                let future = self.planned_points(&board, &worlds, &weights, &correct);
                (1.0 - threat) * race.max(p) * future.max(win_now)
            };
            if gamble > wait {
                return accuse;
            }
        }
        // Certain points: twos on the own card.
        if board.supply[2] > 0
            && board.own[usize::from(mine.id())][2] < params.twos_on_own_card
            && board.has_room(mine)
        {
            return Action::PlaceCounter {
                clue: mine,
                value: 2,
            };
        }
        Action::Pass
    }
}

impl Bot<LadyAlice> for PlannerBot {
    fn choose(&mut self, turn: &Turn<'_, LadyAlice>) -> Action {
        choose_by_phase(self, turn)
    }
}
