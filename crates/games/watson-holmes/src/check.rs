//! The solvability checker (issue 11, WH-1): from the cards' hidden facts it proves
//! that every question's answer is determined uniquely and equals the case's
//! accepted answer, that the cards needed for it are reachable from the
//! introduction's leads, finds the fewest visits that determine every answer, and
//! estimates the difficulty. Bots use the same semantics (`candidates`,
//! `Knowledge`): what a seat may conclude from the facts of the cards it has read.
//!
//! Semantics of the facts: a question's **candidates** are its `choices`, or, for a
//! typed question, its canonical answer and every value a fact names for it. A
//! question is **determined** by a set of cards when their facts prove one value, or
//! rule out every candidate but one. A card is **reachable** when it is a lead or a
//! reachable card points to it.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::case::{Case, CaseProblem, Fact, LocationNumber, normalize_answer};

/// The candidates for question `index` (normalised text → the case's spelling).
pub fn candidates(case: &Case, index: usize) -> Vec<String> {
    let q = &case.questions[index];
    if !q.choices.is_empty() {
        return q.choices.clone();
    }
    let mut out: Vec<String> = Vec::new();
    let mut seen = BTreeSet::new();
    let named = case
        .locations
        .iter()
        .flat_map(|l| &l.facts)
        .filter_map(|f| match f {
            Fact::Proves { question, value } | Fact::RulesOut { question, value }
                if *question == q.id =>
            {
                Some(value)
            }
            _ => None,
        });
    for value in q.accepted.iter().take(1).chain(named) {
        if seen.insert(normalize_answer(value)) {
            out.push(value.clone());
        }
    }
    out
}

/// What a reader of some cards may conclude: per question, the values proved and
/// the candidates ruled out (normalised).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Knowledge {
    proved: BTreeMap<String, BTreeSet<String>>,
    ruled_out: BTreeMap<String, BTreeSet<String>>,
    /// Locations the read cards point to.
    pub pointers: BTreeSet<LocationNumber>,
}

impl Knowledge {
    /// Adds the facts of location `number` (nothing if the case has no such card).
    pub fn read(&mut self, case: &Case, number: LocationNumber) {
        let Some(location) = case.location(number) else {
            return;
        };
        for fact in &location.facts {
            match fact {
                Fact::Proves { question, value } => {
                    self.proved
                        .entry(question.clone())
                        .or_default()
                        .insert(normalize_answer(value));
                }
                Fact::RulesOut { question, value } => {
                    self.ruled_out
                        .entry(question.clone())
                        .or_default()
                        .insert(normalize_answer(value));
                }
                Fact::PointsTo { location } => {
                    self.pointers.insert(*location);
                }
            }
        }
    }

    /// Adds what Holmes's voice told (WH-7): `value` is, or is not, the answer to
    /// question `question`.
    pub fn learn(&mut self, question: &str, value: &str, correct: bool) {
        let map = if correct {
            &mut self.proved
        } else {
            &mut self.ruled_out
        };
        map.entry(question.to_owned())
            .or_default()
            .insert(normalize_answer(value));
    }

    /// Whether some read card (or Holmes) proved an answer to question `id`.
    pub fn has_proof(&self, id: &str) -> bool {
        self.proved.get(id).is_some_and(|p| !p.is_empty())
    }

    /// The knowledge of a reader of all of `cards`.
    pub fn of(case: &Case, cards: impl IntoIterator<Item = LocationNumber>) -> Knowledge {
        let mut knowledge = Knowledge::default();
        for card in cards {
            knowledge.read(case, card);
        }
        knowledge
    }

    /// The candidates of question `index` still open: proved ones if any, else
    /// those not ruled out (in the case's spelling).
    pub fn open(&self, case: &Case, index: usize) -> Vec<String> {
        let id = &case.questions[index].id;
        let all = candidates(case, index);
        if let Some(proved) = self.proved.get(id) {
            return all
                .into_iter()
                .filter(|c| proved.contains(&normalize_answer(c)))
                .collect();
        }
        let out = self.ruled_out.get(id);
        all.into_iter()
            .filter(|c| out.is_none_or(|o| !o.contains(&normalize_answer(c))))
            .collect()
    }

    /// The answer to question `index` if the facts determine it. A typed question
    /// (no `choices`) is determined only by a fact that proves its answer: its
    /// candidates are not a closed list, so ruling some out proves nothing.
    pub fn determined(&self, case: &Case, index: usize) -> Option<String> {
        let open = self.open(case, index);
        let q = &case.questions[index];
        let proved = self.proved.get(&q.id).is_some_and(|p| !p.is_empty());
        (open.len() == 1 && (proved || !q.choices.is_empty())).then(|| open[0].clone())
    }

    /// Whether every question is determined.
    pub fn complete(&self, case: &Case) -> bool {
        (0..case.questions.len()).all(|i| self.determined(case, i).is_some())
    }
}

/// The checker's findings on a structurally valid case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The cards reachable from the leads.
    pub reachable: BTreeSet<LocationNumber>,
    /// A smallest set of visits, in a playable order, that determines every answer;
    /// `None` when the search was cut short (`fewest_is_exact == false` then gives
    /// the greedy bound in `visits`).
    pub fewest_visits: Vec<LocationNumber>,
    pub fewest_is_exact: bool,
    /// The longest chain of pointers among the fewest visits (1 = only leads).
    pub depth: usize,
    /// Cards that help no question and point nowhere new (red herrings).
    pub herrings: usize,
    /// The estimate, 0 (introductory) to 5, by the documented formula.
    pub difficulty_estimate: u8,
}

/// Checks a case's solvability. Problems name their place; an empty list of
/// problems comes with the report.
pub fn check(case: &Case) -> Result<Report, Vec<CaseProblem>> {
    let mut problems = Vec::new();
    let all = Knowledge::of(case, case.locations.iter().map(|l| l.number));
    for (i, q) in case.questions.iter().enumerate() {
        let place = format!("question {} (`{}`)", i + 1, q.id);
        let open = all.open(case, i);
        match open.as_slice() {
            [] => problems.push(CaseProblem {
                place,
                message: "the facts of all cards together rule out every candidate".into(),
            }),
            [one] if !q.judge(one) => problems.push(CaseProblem {
                place,
                message: format!(
                    "the facts determine {one:?}, but the accepted answer is {:?}",
                    q.accepted.first().map(String::as_str).unwrap_or_default()
                ),
            }),
            [_] if all.determined(case, i).is_none() => problems.push(CaseProblem {
                place,
                message: "a typed question needs a card whose facts prove its answer".into(),
            }),
            [_] => {}
            many => problems.push(CaseProblem {
                place,
                message: format!(
                    "ambiguous: the facts of all cards leave {} candidates open ({})",
                    many.len(),
                    many.join(", ")
                ),
            }),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let reachable = reachable(case);
    let known = Knowledge::of(case, reachable.iter().copied());
    for (i, q) in case.questions.iter().enumerate() {
        if known.determined(case, i).is_none() {
            let unreachable: Vec<String> = case
                .locations
                .iter()
                .filter(|l| !reachable.contains(&l.number))
                .filter(|l| {
                    l.facts.iter().any(|f| {
                        matches!(f, Fact::Proves { question, .. } | Fact::RulesOut { question, .. } if *question == q.id)
                    })
                })
                .map(|l| l.number.to_string())
                .collect();
            problems.push(CaseProblem {
                place: format!("question {} (`{}`)", i + 1, q.id),
                message: format!(
                    "cannot be answered from the cards reachable from the leads; it needs location(s) {} which no lead or reachable card points to",
                    unreachable.join(", ")
                ),
            });
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let (fewest_visits, fewest_is_exact) = fewest_visits(case);
    let depth = chain_depth(case, &fewest_visits);
    let useful: BTreeSet<LocationNumber> = case
        .locations
        .iter()
        .filter(|l| l.facts.iter().any(|f| !matches!(f, Fact::PointsTo { .. })))
        .map(|l| l.number)
        .collect();
    let herrings = case
        .locations
        .iter()
        .filter(|l| !useful.contains(&l.number) && !fewest_visits.contains(&l.number))
        .count();
    let difficulty_estimate = estimate(case, fewest_visits.len(), depth, herrings);
    Ok(Report {
        reachable,
        fewest_visits,
        fewest_is_exact,
        depth,
        herrings,
        difficulty_estimate,
    })
}

/// The documented estimate (docs/content/watson-holmes.md, "Difficulty"):
/// `round(0.5 × (fewest visits − questions) + 0.4 × (depth − 1) + 2 × herrings ÷
/// locations)`, clamped to 0..=5.
pub fn estimate(case: &Case, fewest: usize, depth: usize, herrings: usize) -> u8 {
    let extra = fewest.saturating_sub(case.questions.len()) as f64;
    let chain = depth.saturating_sub(1) as f64;
    let noise = herrings as f64 / case.locations.len().max(1) as f64;
    let raw = 0.5 * extra + 0.4 * chain + 2.0 * noise;
    raw.round().clamp(0.0, 5.0) as u8
}

/// Every card reachable from the leads through pointers.
pub fn reachable(case: &Case) -> BTreeSet<LocationNumber> {
    let mut seen: BTreeSet<LocationNumber> = BTreeSet::new();
    let mut queue: VecDeque<LocationNumber> = case.leads.iter().copied().collect();
    while let Some(n) = queue.pop_front() {
        if case.location(n).is_none() || !seen.insert(n) {
            continue;
        }
        for fact in &case.location(n).expect("checked above").facts {
            if let Fact::PointsTo { location } = fact {
                queue.push_back(*location);
            }
        }
    }
    seen
}

/// The longest pointer chain, counted in cards, that the visits follow from a lead.
fn chain_depth(case: &Case, visits: &[LocationNumber]) -> usize {
    let mut depth: BTreeMap<LocationNumber, usize> = BTreeMap::new();
    for &v in visits {
        let d = if case.leads.contains(&v) {
            1
        } else {
            visits
                .iter()
                .filter(|&&p| {
                    depth.contains_key(&p)
                        && case.location(p).is_some_and(|l| {
                            l.facts
                                .iter()
                                .any(|f| matches!(f, Fact::PointsTo { location } if *location == v))
                        })
                })
                .map(|p| depth[p] + 1)
                .min()
                .unwrap_or(1)
        };
        depth.insert(v, d);
    }
    depth.values().copied().max().unwrap_or(0)
}

/// Cards worth visiting: those with a fact. At most this many are searched exactly.
const EXACT_LIMIT: usize = 24;

/// A smallest playable sequence of visits that determines every answer: breadth
/// first over sets of visited cards, a card being visitable once it is a lead or
/// a visited card points to it. Falls back to a greedy bound past `EXACT_LIMIT`
/// cards with facts or a million states.
fn fewest_visits(case: &Case) -> (Vec<LocationNumber>, bool) {
    let cards: Vec<LocationNumber> = case
        .locations
        .iter()
        .filter(|l| !l.facts.is_empty())
        .map(|l| l.number)
        .collect();
    if cards.len() <= EXACT_LIMIT
        && let Some(found) = exact_search(case, &cards)
    {
        return (found, true);
    }
    (greedy(case, &cards), false)
}

fn exact_search(case: &Case, cards: &[LocationNumber]) -> Option<Vec<LocationNumber>> {
    let index: BTreeMap<LocationNumber, usize> =
        cards.iter().enumerate().map(|(i, &n)| (n, i)).collect();
    let leads: u32 = case
        .leads
        .iter()
        .filter_map(|n| index.get(n))
        .fold(0, |m, &i| m | (1 << i));
    let points: Vec<u32> = cards
        .iter()
        .map(|&n| {
            case.location(n).map_or(0, |l| {
                l.facts.iter().fold(0, |m, f| match f {
                    Fact::PointsTo { location } => index.get(location).map_or(m, |&i| m | (1 << i)),
                    _ => m,
                })
            })
        })
        .collect();
    let visible = |set: u32| -> u32 {
        (0..cards.len())
            .filter(|&i| set & (1 << i) != 0)
            .fold(leads, |m, i| m | points[i])
    };
    let done = |set: u32| {
        Knowledge::of(
            case,
            (0..cards.len())
                .filter(|&i| set & (1 << i) != 0)
                .map(|i| cards[i]),
        )
        .complete(case)
    };
    let mut parent: BTreeMap<u32, (u32, usize)> = BTreeMap::new();
    let mut frontier = vec![0u32];
    let mut seen: BTreeSet<u32> = BTreeSet::from([0]);
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &set in &frontier {
            let options = visible(set) & !set;
            for i in 0..cards.len() {
                if options & (1 << i) == 0 {
                    continue;
                }
                let grown = set | (1 << i);
                if !seen.insert(grown) {
                    continue;
                }
                parent.insert(grown, (set, i));
                if done(grown) {
                    let mut order = Vec::new();
                    let mut at = grown;
                    while at != 0 {
                        let (prev, card) = parent[&at];
                        order.push(cards[card]);
                        at = prev;
                    }
                    order.reverse();
                    return Some(order);
                }
                if seen.len() > 1_000_000 {
                    return None;
                }
                next.push(grown);
            }
        }
        frontier = next;
    }
    None
}

/// Visits, greedily, the visible card that leaves the fewest open candidates.
fn greedy(case: &Case, cards: &[LocationNumber]) -> Vec<LocationNumber> {
    let mut visited: Vec<LocationNumber> = Vec::new();
    let mut knowledge = Knowledge::default();
    let open_total = |k: &Knowledge| -> usize {
        (0..case.questions.len())
            .map(|i| k.open(case, i).len())
            .sum()
    };
    while !knowledge.complete(case) {
        let visible: Vec<LocationNumber> = cards
            .iter()
            .copied()
            .filter(|n| !visited.contains(n))
            .filter(|n| case.leads.contains(n) || knowledge.pointers.contains(n))
            .collect();
        let Some(best) = visible.into_iter().min_by_key(|&n| {
            let mut k = knowledge.clone();
            k.read(case, n);
            (open_total(&k), usize::MAX - k.pointers.len())
        }) else {
            break;
        };
        knowledge.read(case, best);
        visited.push(best);
    }
    visited
}
