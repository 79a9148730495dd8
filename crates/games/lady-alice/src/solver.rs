//! Exact Lady Alice deduction for one seat: from the seat's own evidence card and the
//! public history (LA-10), the distribution over hidden worlds (which clues are
//! evidence, who holds which, the removed or doubled category), counted exactly.
//! Also the knowledge document for a physical table (`solve_json`, the format in
//! docs/deduction/lady-alice-solver.md) and `knowledge_from_view` for bots and
//! post-game analysis.
//!
//! World model: the deal of docs/rules/lady-alice.md item 4 (uniform special
//! category, uniform clue subsets per category, uniform shuffle of the evidence
//! cards to the seats), conditioned on the seat holding its card and on every
//! verdict. Each (evidence set, special category) containing the seat's card has the
//! same probability under that deal (3 players: 1/4 · 1/8³; 4 players: 1/8⁴; 5
//! players: 1/4 · 1/28 · 1/8³, times 1/n for the seat's card in every case), and
//! the other n-1 cards are spread over the other seats by a uniform permutation that
//! no verdict can see (verdicts count smiles, never whose). Counters, their revealed
//! values and passes are strategic signals that may be bluffs: the rules put no
//! constraint between them and the evidence (LA-6 allows any uncovered clue, any
//! value), so they do not enter the exact distribution.

use std::collections::HashMap;

use serde_json::{Value, json};
use sleuth_core::Seat;

use crate::clue::{Category, Clue, Named};
use crate::view::{LadyAliceView, LogEntry};

/// One hidden world: the set of evidence clues (bit mask over clue ids), and the
/// removed (3 players) or doubled (5 players) category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct World {
    pub solution: u32,
    pub special: Option<Category>,
}

/// Every world of a table of `players` (no card known), in a stable order. Under
/// the deal of LA-2 they are equally likely.
pub fn all_worlds(players: u8) -> Vec<World> {
    let specials: Vec<Option<Category>> = match players {
        3 | 5 => Category::ALL.into_iter().map(Some).collect(),
        _ => vec![None],
    };
    let mut worlds = Vec::new();
    for special in specials {
        let mut masks = vec![0u32];
        for category in Category::ALL {
            let count = match (players, special) {
                (3, Some(removed)) if removed == category => 0,
                (5, Some(doubled)) if doubled == category => 2,
                _ => 1,
            };
            let choices = subsets(category, count);
            masks = masks
                .iter()
                .flat_map(|m| choices.iter().map(move |c| m | c))
                .collect();
        }
        worlds.extend(
            masks
                .into_iter()
                .map(|solution| World { solution, special }),
        );
    }
    worlds
}

/// The masks of the `count`-clue subsets of `category` (count 0, 1 or 2).
fn subsets(category: Category, count: usize) -> Vec<u32> {
    let clues: Vec<Clue> = category.clues().collect();
    match count {
        0 => vec![0],
        1 => clues.iter().map(|c| c.bit()).collect(),
        _ => {
            let mut out = Vec::new();
            for (i, a) in clues.iter().enumerate() {
                for b in &clues[i + 1..] {
                    out.push(a.bit() | b.bit());
                }
            }
            out
        }
    }
}

/// Every world consistent with holding `mine` at a table of `players` (before any
/// verdict), equally likely under the deal of LA-2. The order is the baseline
/// bot's (it samples from it), so it is kept as it was.
pub fn initial_worlds(players: u8, mine: Clue) -> Vec<World> {
    let mut worlds = Vec::new();
    let singles =
        |categories: &[Category], base: u32, special: Option<Category>, out: &mut Vec<World>| {
            let mut masks = vec![base];
            for category in categories {
                masks = masks
                    .iter()
                    .flat_map(|m| category.clues().map(move |c| m | c.bit()))
                    .collect();
            }
            out.extend(
                masks
                    .into_iter()
                    .map(|solution| World { solution, special }),
            );
        };
    let others: Vec<Category> = Category::ALL
        .into_iter()
        .filter(|c| *c != mine.category())
        .collect();
    match players {
        3 => {
            for removed in &others {
                let rest: Vec<Category> = others.iter().copied().filter(|c| c != removed).collect();
                singles(&rest, mine.bit(), Some(*removed), &mut worlds);
            }
        }
        5 => {
            for doubled in Category::ALL {
                if doubled == mine.category() {
                    for second in doubled.clues().filter(|c| *c != mine) {
                        singles(
                            &others,
                            mine.bit() | second.bit(),
                            Some(doubled),
                            &mut worlds,
                        );
                    }
                } else {
                    let rest: Vec<Category> =
                        others.iter().copied().filter(|c| *c != doubled).collect();
                    let clues: Vec<Clue> = doubled.clues().collect();
                    for (i, a) in clues.iter().enumerate() {
                        for b in &clues[i + 1..] {
                            singles(
                                &rest,
                                mine.bit() | a.bit() | b.bit(),
                                Some(doubled),
                                &mut worlds,
                            );
                        }
                    }
                }
            }
        }
        _ => singles(&others, mine.bit(), None, &mut worlds),
    }
    worlds
}

/// Keeps the worlds in which the clues of `mask` would get exactly `smiles`.
pub fn filter_worlds(worlds: &mut Vec<World>, mask: u32, smiles: u8) {
    worlds.retain(|w| (w.solution & mask).count_ones() as u8 == smiles);
}

/// Smiles needed to end the game (LA-4): 3 of 3, 4 of 4, 4 of 5.
pub fn smiles_target(players: u8) -> u8 {
    players.min(4)
}

/// What is wrong with the shape of a knowledge document: entries are the
/// document's own places (`suspicions[2]`, `document`), fields its keys.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Malformed {
    /// The document is not a JSON object.
    #[error("the document must be a JSON object")]
    NotAnObject,
    /// A required field is absent.
    #[error("{entry}: missing field {field:?}")]
    MissingField { entry: String, field: String },
    /// `players` is not a non-negative integer.
    #[error("players must be a non-negative integer")]
    PlayersNotInteger,
    /// A seat (`me`, `by`) is not a non-negative integer.
    #[error("{entry}: the seat must be a non-negative integer")]
    SeatNotInteger { entry: String },
    /// Another number (`smiles`, `value`) is not a non-negative integer.
    #[error("{entry}: {field} must be a non-negative integer")]
    NotAnInteger { entry: String, field: String },
    /// A clue is not a string.
    #[error("{entry}: a clue is a name (string)")]
    ClueNotText { entry: String },
    /// A category is not a string.
    #[error("{entry}: a category is a name (string)")]
    CategoryNotText { entry: String },
    /// A category's name is none of the four.
    #[error("{entry}: {name:?} is not a category (suspect, place, time, object)")]
    UnknownCategory { entry: String, name: String },
    /// `clues` is not a list of strings.
    #[error("{entry}: clues must be a list of clue names")]
    CluesNotList { entry: String },
    /// `suspicions`, `accusations` or `counters` is not a list.
    #[error("{field} must be a list")]
    NotAList { field: String },
    /// `covered` is not a boolean.
    #[error("{entry}: covered must be true or false")]
    CoveredNotBool { entry: String },
}

/// Why a knowledge document cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error("malformed knowledge document: {0}")]
    Malformed(Malformed),
    #[error("Lady Alice is played by 3 to 5 players, not {0}")]
    PlayerCount(u64),
    #[error("{entry}: seat {seat} is not at a table of {players}")]
    SeatOutOfRange {
        entry: String,
        seat: u64,
        players: u8,
    },
    #[error("{entry}: {name:?} is not a Lady Alice clue")]
    UnknownClue { entry: String, name: String },
    #[error("{entry}: names two clues of the {category} category")]
    TwoClues { entry: String, category: Category },
    #[error("{entry}: names no clue of the {category} category")]
    MissingClue { entry: String, category: Category },
    #[error("{entry}: names a clue of the {category} category, which it says is removed")]
    ClueInRemoved { entry: String, category: Category },
    #[error("{entry}: a 3-player accusation names the category believed removed")]
    RemovedMissing { entry: String },
    #[error("{entry}: only a 3-player accusation names a removed category")]
    RemovedNotInPlay { entry: String },
    #[error("{entry}: {smiles} smiles, but at most {max} are possible")]
    TooManySmiles { entry: String, smiles: u64, max: u8 },
    #[error("{entry}: covered is true exactly when there are 0 smiles (LA-4)")]
    CoveredMismatch { entry: String },
    #[error("{entry}: counters are worth 0, 1 or 2, not {value}")]
    CounterValue { entry: String, value: u64 },
    #[error("{entry}: seat {seat} has only three counters of value {value} (LA-6)")]
    TooManyOfValue { entry: String, seat: u8, value: u8 },
    #[error("{entry}: seat {seat} has only nine counters (LA-6)")]
    TooManyCounters { entry: String, seat: u8 },
    #[error("{entry}: an area holds at most {capacity} counters (LA-6)")]
    AreaFull { entry: String, capacity: u8 },
    #[error("the view belongs to no seat: the solver needs a seat's evidence card")]
    NoSeat,
    #[error("no deal is consistent with these entries together: {}", entries.join(", "))]
    Contradiction { entries: Vec<String> },
}

/// What kind of verdict a constraint came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerdictKind {
    Suspicion,
    Accusation { removed: Option<Category> },
}

/// One public verdict: `smiles` seats hold a clue of `clues` (LA-4, LA-7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Where it came from, for error messages: `suspicions[2]`, `history[7]`.
    pub entry: String,
    pub by: Seat,
    pub kind: VerdictKind,
    pub clues: Named,
    pub smiles: u8,
}

/// A counter on the desk: who placed it where, and its value if public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterFact {
    pub by: Seat,
    pub clue: Clue,
    pub value: Option<u8>,
}

/// Everything one seat knows that bears on the hidden worlds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    pub players: u8,
    pub me: Seat,
    pub my_evidence: Clue,
    pub verdicts: Vec<Verdict>,
    /// Signals only: they never constrain the worlds (see the module comment).
    pub counters: Vec<CounterFact>,
    pub passes: Vec<Seat>,
}

/// The exact distribution: the consistent worlds, all equally likely.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distribution {
    pub players: u8,
    pub me: Seat,
    pub my_evidence: Clue,
    pub worlds: Vec<World>,
}

/// Solves `knowledge` exactly. A contradiction names a minimal set of entries that
/// cannot all hold.
pub fn solve(knowledge: &Knowledge) -> Result<Distribution, SolveError> {
    let mut worlds = initial_worlds(knowledge.players, knowledge.my_evidence);
    for verdict in &knowledge.verdicts {
        filter_worlds(&mut worlds, verdict.clues.mask(), verdict.smiles);
    }
    if worlds.is_empty() {
        return Err(SolveError::Contradiction {
            entries: minimal_conflict(knowledge),
        });
    }
    Ok(Distribution {
        players: knowledge.players,
        me: knowledge.me,
        my_evidence: knowledge.my_evidence,
        worlds,
    })
}

/// A minimal set of entries (the evidence card and verdicts) with no consistent
/// world: drop each entry in turn and keep it out if the rest still conflict.
fn minimal_conflict(knowledge: &Knowledge) -> Vec<String> {
    // Entry 0 is `my_evidence`, entry i+1 is verdict i.
    let n = knowledge.verdicts.len() + 1;
    let consistent = |keep: &[bool]| {
        let all = all_worlds(knowledge.players);
        all.iter().any(|w| {
            (!keep[0] || w.solution & knowledge.my_evidence.bit() != 0)
                && knowledge.verdicts.iter().enumerate().all(|(i, v)| {
                    !keep[i + 1] || (w.solution & v.clues.mask()).count_ones() as u8 == v.smiles
                })
        })
    };
    let mut keep = vec![true; n];
    for i in 0..n {
        keep[i] = false;
        if consistent(&keep) {
            keep[i] = true;
        }
    }
    (0..n)
        .filter(|i| keep[*i])
        .map(|i| {
            if i == 0 {
                "my_evidence".to_owned()
            } else {
                knowledge.verdicts[i - 1].entry.clone()
            }
        })
        .collect()
}

/// Probability that each clue (by id) is evidence, over equally likely `worlds`.
pub fn evidence_probabilities(worlds: &[World]) -> [f64; 32] {
    let mut counts = [0u32; 32];
    for world in worlds {
        let mut bits = world.solution;
        while bits != 0 {
            counts[bits.trailing_zeros() as usize] += 1;
            bits &= bits - 1;
        }
    }
    let n = worlds.len().max(1) as f64;
    counts.map(|c| f64::from(c) / n)
}

/// Entropy (bits) of the smile count a verdict on `mask` would give, over equally
/// likely `worlds`: what a suspicion naming `mask` is expected to teach.
pub fn smile_entropy(worlds: &[World], mask: u32) -> f64 {
    let mut counts = [0u32; 6];
    for world in worlds {
        counts[(world.solution & mask).count_ones() as usize] += 1;
    }
    let n = worlds.len() as f64;
    counts
        .iter()
        .filter(|c| **c > 0)
        .map(|c| {
            let p = f64::from(*c) / n;
            -p * p.log2()
        })
        .sum()
}

fn factorial(n: u64) -> u64 {
    (1..=n).product()
}

impl Distribution {
    pub fn world_count(&self) -> usize {
        self.worlds.len()
    }

    /// Consistent deals (evidence set, special category and the seat of every
    /// card): each world spreads the other n-1 cards over the other seats.
    pub fn deal_count(&self) -> u64 {
        self.worlds.len() as u64 * factorial(u64::from(self.players) - 1)
    }

    /// Probability that each clue (by id) is evidence.
    pub fn evidence_probabilities(&self) -> [f64; 32] {
        evidence_probabilities(&self.worlds)
    }

    /// Probability that `seat` holds `clue`: the seat's own card is known; any
    /// other evidence card is equally likely with each other seat.
    pub fn held_by(&self, clue: Clue, seat: Seat, evidence: &[f64; 32]) -> f64 {
        if seat == self.me {
            return if clue == self.my_evidence { 1.0 } else { 0.0 };
        }
        if clue == self.my_evidence {
            return 0.0;
        }
        evidence[usize::from(clue.id())] / f64::from(self.players - 1)
    }

    /// Probability of each category being the special one (removed with 3
    /// players, doubled with 5; all zero with 4).
    pub fn special_probabilities(&self) -> [f64; 4] {
        let mut counts = [0u32; 4];
        for world in &self.worlds {
            if let Some(c) = world.special {
                counts[c.index()] += 1;
            }
        }
        let n = self.worlds.len().max(1) as f64;
        counts.map(|c| f64::from(c) / n)
    }

    /// For each category, the probability of it holding 0, 1 or 2 evidence clues.
    pub fn category_counts(&self) -> [[f64; 3]; 4] {
        let mut counts = [[0u32; 3]; 4];
        for world in &self.worlds {
            for category in Category::ALL {
                let k = (world.solution & category.mask()).count_ones() as usize;
                counts[category.index()][k.min(2)] += 1;
            }
        }
        let n = self.worlds.len().max(1) as f64;
        counts.map(|row| row.map(|c| f64::from(c) / n))
    }

    /// Clues evidence in every world.
    pub fn certain_evidence(&self) -> u32 {
        self.worlds.iter().fold(u32::MAX, |m, w| m & w.solution)
    }

    /// Clues evidence in no world.
    pub fn certain_not_evidence(&self) -> u32 {
        !self.worlds.iter().fold(0, |m, w| m | w.solution)
    }

    /// The special category if every world agrees on it.
    pub fn certain_special(&self) -> Option<Category> {
        let first = self.worlds.first()?.special;
        self.worlds
            .iter()
            .all(|w| w.special == first)
            .then_some(first)
            .flatten()
    }

    /// Probability of exactly `world` (the true solution, for analysis).
    pub fn world_probability(&self, world: World) -> f64 {
        let hits = self.worlds.iter().filter(|w| **w == world).count();
        hits as f64 / self.worlds.len().max(1) as f64
    }

    /// Probability that an accusation naming `named` is correct (LA-7: the smiles
    /// reach the target).
    pub fn accusation_probability(&self, named: &Named) -> f64 {
        let mask = named.mask();
        let target = smiles_target(self.players);
        let hits = self
            .worlds
            .iter()
            .filter(|w| (w.solution & mask).count_ones() as u8 >= target)
            .count();
        hits as f64 / self.worlds.len().max(1) as f64
    }

    /// Every accusation some world makes correct, with its probability, best first
    /// (ties in clue order).
    pub fn accusations(&self) -> Vec<(Named, Option<Category>, f64)> {
        let mut counts: HashMap<(u32, Option<Category>), u32> = HashMap::new();
        for world in &self.worlds {
            let (masks, count) = accusation_masks(self.players, *world);
            for key in &masks[..count] {
                *counts.entry(*key).or_default() += 1;
            }
        }
        let n = self.worlds.len().max(1) as f64;
        // Most worlds first; ties by clue mask and category, so the order is stable.
        let mut ranked: Vec<((u32, Option<Category>), u32)> = counts.into_iter().collect();
        ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        ranked
            .into_iter()
            .map(|((mask, removed), c)| (named_of_mask(mask), removed, f64::from(c) / n))
            .collect()
    }

    /// The most probable correct accusation.
    pub fn best_accusation(&self) -> Option<(Named, Option<Category>, f64)> {
        self.accusations().into_iter().next()
    }
}

/// The accusations `world` makes correct: one clue per category from its evidence
/// (two choices in the doubled category with 5 players); with 3 players the
/// removed category is named and left empty.
pub fn accusations_of(players: u8, world: World) -> Vec<(Named, Option<Category>)> {
    let mut choices: Vec<[Option<Clue>; 4]> = vec![[None; 4]];
    for category in Category::ALL {
        let in_world: Vec<Clue> = category
            .clues()
            .filter(|c| world.solution & c.bit() != 0)
            .collect();
        if in_world.is_empty() {
            continue;
        }
        choices = choices
            .iter()
            .flat_map(|slots| {
                in_world.iter().map(move |c| {
                    let mut s = *slots;
                    s[category.index()] = Some(*c);
                    s
                })
            })
            .collect();
    }
    let removed = if players == 3 { world.special } else { None };
    choices
        .into_iter()
        .map(|slots| (Named::from_slots(slots), removed))
        .collect()
}

/// The same accusations as `accusations_of`, as clue masks, without allocating:
/// the first `count` entries of the array.
pub fn accusation_masks(players: u8, world: World) -> ([(u32, Option<Category>); 2], usize) {
    if players == 5
        && let Some(doubled) = world.special
    {
        let pair = world.solution & doubled.mask();
        let base = world.solution & !pair;
        let low = pair & pair.wrapping_neg();
        let high = pair & !low;
        return ([(base | low, None), (base | high, None)], 2);
    }
    let removed = if players == 3 { world.special } else { None };
    ([(world.solution, removed), (0, None)], 1)
}

/// One clue per category named in `mask`.
pub fn named_of_mask(mask: u32) -> Named {
    let mut slots = [None; 4];
    for clue in Clue::all().filter(|c| mask & c.bit() != 0) {
        slots[clue.category().index()] = Some(clue);
    }
    Named::from_slots(slots)
}

/// The seat's knowledge from its view: its card, every verdict in the history (in
/// the "no notes" variant, the latest suspicion and accusation on the table), the
/// counters on the desk (values only where public) and the passes.
pub fn knowledge_from_view(view: &LadyAliceView) -> Result<Knowledge, SolveError> {
    let me = view.viewer_seat().ok_or(SolveError::NoSeat)?;
    let my_evidence = view.my_evidence.ok_or(SolveError::NoSeat)?;
    let mut verdicts = Vec::new();
    let mut passes = Vec::new();
    // Without notes (before the end) only the verdicts on the table count.
    for (index, entry) in view.table_entries().iter().enumerate() {
        match entry {
            LogEntry::Suspicion {
                seat,
                clues,
                smiles,
                ..
            } => verdicts.push(Verdict {
                entry: format!("history[{index}]"),
                by: *seat,
                kind: VerdictKind::Suspicion,
                clues: *clues,
                smiles: *smiles,
            }),
            LogEntry::Accusation {
                seat,
                clues,
                removed,
                smiles,
                ..
            } => verdicts.push(Verdict {
                entry: format!("history[{index}]"),
                by: *seat,
                kind: VerdictKind::Accusation { removed: *removed },
                clues: *clues,
                smiles: *smiles,
            }),
            LogEntry::Passed { seat } => passes.push(*seat),
            _ => {}
        }
    }
    let counters = view
        .areas
        .iter()
        .flat_map(|area| {
            area.counters.iter().map(|c| CounterFact {
                by: c.owner,
                clue: area.clue,
                value: if c.face_up { c.value } else { None },
            })
        })
        .collect();
    Ok(Knowledge {
        players: view.players,
        me,
        my_evidence,
        verdicts,
        counters,
        passes,
    })
}

// ---------------------------------------------------------------------------
// The knowledge document (docs/deduction/lady-alice-solver.md).

fn malformed(what: Malformed) -> SolveError {
    SolveError::Malformed(what)
}

fn field<'a>(object: &'a Value, name: &str, entry: &str) -> Result<&'a Value, SolveError> {
    object.get(name).ok_or_else(|| {
        malformed(Malformed::MissingField {
            entry: entry.to_owned(),
            field: name.to_owned(),
        })
    })
}

fn uint(value: &Value, what: impl FnOnce() -> Malformed) -> Result<u64, SolveError> {
    value.as_u64().ok_or_else(|| malformed(what()))
}

fn seat_of(value: &Value, entry: &str, players: u8) -> Result<Seat, SolveError> {
    let seat = uint(value, || Malformed::SeatNotInteger {
        entry: entry.to_owned(),
    })?;
    if seat >= u64::from(players) {
        return Err(SolveError::SeatOutOfRange {
            entry: entry.to_owned(),
            seat,
            players,
        });
    }
    Ok(Seat(seat as u8))
}

fn clue_of(value: &Value, entry: &str) -> Result<Clue, SolveError> {
    let name = value.as_str().ok_or_else(|| {
        malformed(Malformed::ClueNotText {
            entry: entry.to_owned(),
        })
    })?;
    Clue::from_name(name).ok_or_else(|| SolveError::UnknownClue {
        entry: entry.to_owned(),
        name: name.to_owned(),
    })
}

fn category_of(value: &Value, entry: &str) -> Result<Category, SolveError> {
    let name = value.as_str().ok_or_else(|| {
        malformed(Malformed::CategoryNotText {
            entry: entry.to_owned(),
        })
    })?;
    Category::ALL
        .into_iter()
        .find(|c| c.name().eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| {
            malformed(Malformed::UnknownCategory {
                entry: entry.to_owned(),
                name: name.to_owned(),
            })
        })
}

/// A list of clue names into one clue per category, none in `removed`.
fn named_of(value: &Value, entry: &str, removed: Option<Category>) -> Result<Named, SolveError> {
    let list = value.as_array().ok_or_else(|| {
        malformed(Malformed::CluesNotList {
            entry: entry.to_owned(),
        })
    })?;
    let mut slots = [None; 4];
    for item in list {
        let clue = clue_of(item, entry)?;
        let category = clue.category();
        if Some(category) == removed {
            return Err(SolveError::ClueInRemoved {
                entry: entry.to_owned(),
                category,
            });
        }
        if slots[category.index()].is_some() {
            return Err(SolveError::TwoClues {
                entry: entry.to_owned(),
                category,
            });
        }
        slots[category.index()] = Some(clue);
    }
    for category in Category::ALL {
        if slots[category.index()].is_none() && Some(category) != removed {
            return Err(SolveError::MissingClue {
                entry: entry.to_owned(),
                category,
            });
        }
    }
    Ok(Named::from_slots(slots))
}

fn list<'a>(doc: &'a Value, name: &str) -> Result<&'a [Value], SolveError> {
    match doc.get(name) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(items)) => Ok(items),
        Some(_) => Err(malformed(Malformed::NotAList {
            field: name.to_owned(),
        })),
    }
}

fn smiles_of(item: &Value, entry: &str, named: &Named) -> Result<u8, SolveError> {
    let smiles = uint(field(item, "smiles", entry)?, || Malformed::NotAnInteger {
        entry: entry.to_owned(),
        field: "smiles".to_owned(),
    })?;
    let max = named.mask().count_ones() as u8;
    if smiles > u64::from(max) {
        return Err(SolveError::TooManySmiles {
            entry: entry.to_owned(),
            smiles,
            max,
        });
    }
    Ok(smiles as u8)
}

/// Reads a knowledge document (docs/deduction/lady-alice-solver.md).
pub fn knowledge_from_json(doc: &Value) -> Result<Knowledge, SolveError> {
    if !doc.is_object() {
        return Err(malformed(Malformed::NotAnObject));
    }
    let players = uint(field(doc, "players", "document")?, || {
        Malformed::PlayersNotInteger
    })?;
    if !(3..=5).contains(&players) {
        return Err(SolveError::PlayerCount(players));
    }
    let players = players as u8;
    let me = seat_of(field(doc, "me", "document")?, "me", players)?;
    let my_evidence = clue_of(field(doc, "my_evidence", "document")?, "my_evidence")?;
    let mut verdicts = Vec::new();
    for (i, item) in list(doc, "suspicions")?.iter().enumerate() {
        let entry = format!("suspicions[{i}]");
        let by = seat_of(field(item, "by", &entry)?, &entry, players)?;
        let clues = named_of(field(item, "clues", &entry)?, &entry, None)?;
        let smiles = smiles_of(item, &entry, &clues)?;
        match item.get("covered") {
            None | Some(Value::Null) => {}
            Some(Value::Bool(covered)) if *covered == (smiles == 0) => {}
            Some(Value::Bool(_)) => return Err(SolveError::CoveredMismatch { entry }),
            Some(_) => return Err(malformed(Malformed::CoveredNotBool { entry })),
        }
        verdicts.push(Verdict {
            entry,
            by,
            kind: VerdictKind::Suspicion,
            clues,
            smiles,
        });
    }
    for (i, item) in list(doc, "accusations")?.iter().enumerate() {
        let entry = format!("accusations[{i}]");
        let by = seat_of(field(item, "by", &entry)?, &entry, players)?;
        let removed = match item.get("removed") {
            None | Some(Value::Null) => None,
            Some(value) => Some(category_of(value, &entry)?),
        };
        match (players, removed) {
            (3, None) => return Err(SolveError::RemovedMissing { entry }),
            (4 | 5, Some(_)) => return Err(SolveError::RemovedNotInPlay { entry }),
            _ => {}
        }
        let clues = named_of(field(item, "clues", &entry)?, &entry, removed)?;
        let smiles = smiles_of(item, &entry, &clues)?;
        verdicts.push(Verdict {
            entry,
            by,
            kind: VerdictKind::Accusation { removed },
            clues,
            smiles,
        });
    }
    let mut counters = Vec::new();
    let mut per_seat = vec![[0u8; 4]; usize::from(players)]; // values 0, 1, 2, unknown
    let mut per_clue = [0u8; 32];
    for (i, item) in list(doc, "counters")?.iter().enumerate() {
        let entry = format!("counters[{i}]");
        let by = seat_of(field(item, "by", &entry)?, &entry, players)?;
        let clue = clue_of(field(item, "clue", &entry)?, &entry)?;
        let value = match item.get("value") {
            None | Some(Value::Null) => None,
            Some(v) => {
                let value = uint(v, || Malformed::NotAnInteger {
                    entry: entry.clone(),
                    field: "value".to_owned(),
                })?;
                if value > 2 {
                    return Err(SolveError::CounterValue { entry, value });
                }
                Some(value as u8)
            }
        };
        let counts = &mut per_seat[by.index()];
        counts[value.map_or(3, usize::from)] += 1;
        if let Some(v) = value
            && counts[usize::from(v)] > 3
        {
            return Err(SolveError::TooManyOfValue {
                entry,
                seat: by.0,
                value: v,
            });
        }
        if counts.iter().sum::<u8>() > 9 {
            return Err(SolveError::TooManyCounters { entry, seat: by.0 });
        }
        per_clue[usize::from(clue.id())] += 1;
        if per_clue[usize::from(clue.id())] > players {
            return Err(SolveError::AreaFull {
                entry,
                capacity: players,
            });
        }
        counters.push(CounterFact { by, clue, value });
    }
    let mut passes = Vec::new();
    for (i, item) in list(doc, "passes")?.iter().enumerate() {
        let entry = format!("passes[{i}]");
        let seat = match item.get("by") {
            Some(by) => by,
            None => item,
        };
        passes.push(seat_of(seat, &entry, players)?);
    }
    Ok(Knowledge {
        players,
        me,
        my_evidence,
        verdicts,
        counters,
        passes,
    })
}

fn round6(p: f64) -> f64 {
    (p * 1e6).round() / 1e6
}

fn clue_names(mask: u32) -> Vec<&'static str> {
    Clue::all()
        .filter(|c| mask & c.bit() != 0)
        .map(Clue::name)
        .collect()
}

/// The distribution as JSON (the output format of docs/deduction/lady-alice-solver.md).
pub fn distribution_json(distribution: &Distribution) -> Value {
    let evidence = distribution.evidence_probabilities();
    let seats: Vec<Seat> = (0..distribution.players).map(Seat).collect();
    let clues: Vec<Value> = Clue::all()
        .map(|clue| {
            json!({
                "clue": clue.name(),
                "category": clue.category(),
                "evidence": round6(evidence[usize::from(clue.id())]),
                "held_by": seats
                    .iter()
                    .map(|s| round6(distribution.held_by(clue, *s, &evidence)))
                    .collect::<Vec<_>>(),
            })
        })
        .collect();
    let counts = distribution.category_counts();
    let categories: Vec<Value> = Category::ALL
        .into_iter()
        .map(|c| {
            let row = counts[c.index()];
            json!({
                "category": c,
                "evidence_clues": {"0": round6(row[0]), "1": round6(row[1]), "2": round6(row[2])},
            })
        })
        .collect();
    let special = distribution.special_probabilities();
    let special_kind = match distribution.players {
        3 => Value::from("removed"),
        5 => Value::from("doubled"),
        _ => Value::Null,
    };
    let special_json: serde_json::Map<String, Value> = Category::ALL
        .into_iter()
        .map(|c| (c.name().to_owned(), Value::from(round6(special[c.index()]))))
        .collect();
    let certain_solution = (distribution.worlds.len() == 1).then(|| {
        let w = distribution.worlds[0];
        json!({"evidence": clue_names(w.solution), "special": w.special})
    });
    let best = distribution.best_accusation().map(|(named, removed, p)| {
        json!({
            "clues": clue_names(named.mask()),
            "removed": removed,
            "probability": round6(p),
        })
    });
    json!({
        "players": distribution.players,
        "me": distribution.me.0,
        "worlds": distribution.world_count(),
        "deals": distribution.deal_count(),
        "clues": clues,
        "categories": categories,
        "special": {"kind": special_kind, "probability": special_json},
        "certain": {
            "evidence": clue_names(distribution.certain_evidence()),
            "not_evidence": clue_names(distribution.certain_not_evidence()),
            "special": distribution.certain_special(),
            "solution": certain_solution,
        },
        "best_accusation": best,
    })
}

/// Knowledge as the document of docs/deduction/lady-alice-solver.md, which
/// `knowledge_from_json` reads back to the same seat, card, verdicts (as
/// `suspicions` and `accusations`, each list in the order given), counters and
/// passes. The learning aid writes a seat's `knowledge_from_view` with it, so the
/// document says exactly what the seat's view says, and no more.
pub fn knowledge_document(knowledge: &Knowledge) -> Value {
    let mut suspicions = Vec::new();
    let mut accusations = Vec::new();
    for verdict in &knowledge.verdicts {
        let clues = clue_names(verdict.clues.mask());
        match verdict.kind {
            VerdictKind::Suspicion => suspicions.push(json!({
                "by": verdict.by.0,
                "clues": clues,
                "smiles": verdict.smiles,
            })),
            VerdictKind::Accusation { removed } => accusations.push(json!({
                "by": verdict.by.0,
                "clues": clues,
                "removed": removed,
                "smiles": verdict.smiles,
            })),
        }
    }
    let counters: Vec<Value> = knowledge
        .counters
        .iter()
        .map(|c| json!({"by": c.by.0, "clue": c.clue.name(), "value": c.value}))
        .collect();
    let passes: Vec<Value> = knowledge
        .passes
        .iter()
        .map(|seat| json!({"by": seat.0}))
        .collect();
    json!({
        "players": knowledge.players,
        "me": knowledge.me.0,
        "my_evidence": knowledge.my_evidence.name(),
        "suspicions": suspicions,
        "accusations": accusations,
        "counters": counters,
        "passes": passes,
    })
}

/// Solves a knowledge document (docs/deduction/lady-alice-solver.md).
pub fn solve_json(doc: &Value) -> Result<Value, SolveError> {
    let knowledge = knowledge_from_json(doc)?;
    let distribution = solve(&knowledge)?;
    Ok(distribution_json(&distribution))
}
