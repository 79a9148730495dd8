//! The solvability checker (WH-1): from the cards' hidden facts it proves that
//! no two cards contradict each other, that every question's answer is determined
//! uniquely and is the case's right answer, and that one player can read the cards
//! needed for it as play allows (leads and pointers, lockpicks, zone fares); it
//! finds the fewest visits that determine every answer, in order, with the
//! carriages they cost and what a rival's police token would do to them, and
//! estimates the difficulty. Bots use the same semantics (`candidates`,
//! `Knowledge`): what a seat may conclude from the facts of the cards it has read.
//!
//! Semantics of the facts: a question's **candidates** are its `choices`, or, for a
//! typed question, its canonical answer and every value a fact names for it. A
//! question is **determined** by a set of cards when their facts prove one value, or
//! rule out every candidate but one. A card is **open to a player** when it is a
//! lead, a card they have read points to it, or its face offers a lockpick or a
//! call-off token (symbols are public); it is **readable** when it is open and,
//! if it needs a lockpick, the player can hold one.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::case::{
    Case, CaseProblem, ExplainedProblem, Fact, LocationNumber, Place, Said, normalize_answer,
    quoted, said,
};

/// The candidates for question `index`, in the case's spelling: its options, or
/// for a typed question its first accepted answer and every wrong answer a fact
/// names (a right answer a fact names, in other words, is the same candidate).
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
    let named = named.filter(|v| !(q.is_typed() && q.judge(v)));
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
                    // A typed question's right answers, however worded, are one
                    // candidate: its first accepted answer.
                    let value = match case.questions.iter().find(|q| q.id == *question) {
                        Some(q) if q.is_typed() && q.judge(value) => q.canonical_answer(),
                        _ => value.as_str(),
                    };
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

/// One visit of a route, as a player makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visit {
    pub location: LocationNumber,
    /// Carriages paid to enter the card's zone from another zone (WH-6).
    pub fare: u8,
    /// A lockpick is spent at the reading (the card needs one, or a police
    /// token sits on it and no call-off token is played).
    pub spends_lockpick: bool,
    /// A call-off token sends a police token on the card away.
    pub spends_call_off: bool,
    /// The reader takes a lockpick here.
    pub takes_lockpick: bool,
    /// The reader takes a call-off token here.
    pub takes_call_off: bool,
    /// Carriages the reader takes here.
    pub takes_carriages: u8,
    /// The card was read before: this visit is only for what it gives.
    pub again: bool,
}

/// What a rival's police token on one card of the fewest visits would cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoliceRisk {
    pub location: LocationNumber,
    /// The fewest visits when a police token sits on the card from the start
    /// (it is then read with a call-off token or a lockpick); `None` when the
    /// case can no longer be solved.
    pub fewest_visits_if_policed: Option<usize>,
}

/// The checker's findings on a case it proved solvable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The cards one player can read (open to them and, if locked, with a
    /// lockpick they can get).
    pub reachable: BTreeSet<LocationNumber>,
    /// The locations of `route`, in order (a card read twice appears twice).
    pub fewest_visits: Vec<LocationNumber>,
    /// A shortest sequence of visits one player can make that determines every
    /// answer, with the fewest carriages among the shortest.
    pub route: Vec<Visit>,
    /// False when the search was cut short: `route` is then a greedy bound.
    pub fewest_is_exact: bool,
    /// The smallest purse that pays every fare of `route` from its own gains,
    /// without the Carriage Stop (bids of 0: nobody contests the cards).
    pub carriages_needed: u32,
    /// What each player starts with (`rules.starting_carriages`, default 10).
    pub starting_carriages: u32,
    /// Rounds at the Carriage Stop `route` needs on top of its visits when the
    /// starting carriages do not cover `carriages_needed`.
    pub carriage_stop_rounds: u32,
    /// For each card of `route` that may take a police token, the fewest visits
    /// if a rival's token sits on it.
    pub police: Vec<PoliceRisk>,
    /// The longest chain of pointers the route follows (1: no pointer followed).
    pub depth: usize,
    /// Cards that help no question and are not on the route (red herrings).
    pub herrings: usize,
    /// The fewest cards of the route whose facts alone determine every answer:
    /// how many readings a player must hold together (WH-5: texts are read once).
    pub evidence: usize,
    /// The estimate, 0 (introductory) to 5, by the documented formula.
    pub difficulty_estimate: u8,
}

impl Report {
    /// The report as `sleuth content check` prints it, one line each.
    pub fn lines(&self, case: &Case) -> Vec<String> {
        let mut out = Vec::new();
        let steps: Vec<String> = self
            .route
            .iter()
            .map(|v| {
                let mut notes = Vec::new();
                if v.again {
                    notes.push("again".to_owned());
                }
                if v.fare > 0 {
                    notes.push(format!("fare {}", v.fare));
                }
                if v.spends_call_off {
                    notes.push("calls off the police".to_owned());
                }
                if v.spends_lockpick {
                    notes.push("spends the lockpick".to_owned());
                }
                if v.takes_lockpick {
                    notes.push("takes a lockpick".to_owned());
                }
                if v.takes_call_off {
                    notes.push("takes a call-off token".to_owned());
                }
                if v.takes_carriages > 0 {
                    notes.push(format!("takes {} carriages", v.takes_carriages));
                }
                if notes.is_empty() {
                    v.location.to_string()
                } else {
                    format!("{} ({})", v.location, notes.join(", "))
                }
            })
            .collect();
        out.push(format!(
            "fewest visits {}{}: {}",
            if self.fewest_is_exact { "" } else { "at most " },
            self.route.len(),
            steps.join(" → ")
        ));
        out.push(format!(
            "carriages needed {} of {} at the start{}",
            self.carriages_needed,
            self.starting_carriages,
            if self.carriage_stop_rounds > 0 {
                format!(
                    ", so {} more round(s) at the Carriage Stop",
                    self.carriage_stop_rounds
                )
            } else {
                String::new()
            }
        ));
        let risks: Vec<String> = self
            .police
            .iter()
            .map(|r| match r.fewest_visits_if_policed {
                Some(n) => format!("{} → {n} visits", r.location),
                None => format!("{} → unsolvable", r.location),
            })
            .collect();
        if !risks.is_empty() {
            out.push(format!(
                "if a rival's police token sits on: {}",
                risks.join(", ")
            ));
        }
        out.push(format!(
            "evidence {} card(s), effort {}; difficulty estimate {}, declared {}{}",
            self.evidence,
            self.effort(),
            self.difficulty_estimate,
            case.difficulty,
            match self.difficulty_gap(case) {
                0 => String::new(),
                gap => format!(" (they differ by {gap}: see the difficulty formula)"),
            }
        ));
        out
    }

    /// The rounds the fewest visits take (with any Carriage Stop rounds) plus
    /// the evidence cards to combine: what the difficulty estimate measures.
    pub fn effort(&self) -> usize {
        self.route.len() + self.carriage_stop_rounds as usize + self.evidence
    }

    /// How far the declared difficulty is from the estimate.
    pub fn difficulty_gap(&self, case: &Case) -> u8 {
        self.difficulty_estimate.abs_diff(case.difficulty)
    }
}

/// Checks a case's solvability. Problems name their place; an empty list of
/// problems comes with the report.
pub fn check(case: &Case) -> Result<Report, Vec<CaseProblem>> {
    check_with(case, true).map_err(english)
}

/// [`check`] with each problem's catalogue messages.
pub fn check_explained(case: &Case) -> Result<Report, Vec<ExplainedProblem>> {
    check_with(case, true)
}

fn english(problems: Vec<ExplainedProblem>) -> Vec<CaseProblem> {
    problems.into_iter().map(|p| p.problem).collect()
}

/// [`check`] without what a rival's police token would do to each visit of the
/// route (`Report::police` empty): a search per card of the route, most of the
/// checker's time, and nothing the other findings need. The studio's live
/// checker runs this as the author types.
pub fn check_without_police(case: &Case) -> Result<Report, Vec<CaseProblem>> {
    check_with(case, false).map_err(english)
}

/// [`check_without_police`] with each problem's catalogue messages.
pub fn check_without_police_explained(case: &Case) -> Result<Report, Vec<ExplainedProblem>> {
    check_with(case, false)
}

fn check_with(case: &Case, with_police: bool) -> Result<Report, Vec<ExplainedProblem>> {
    let structural = case.explained_problems();
    if !structural.is_empty() {
        return Err(structural);
    }
    let mut problems = contradictions(case);
    if !problems.is_empty() {
        return Err(problems);
    }
    let all = Knowledge::of(case, case.locations.iter().map(|l| l.number));
    for (i, q) in case.questions.iter().enumerate() {
        let place = Place::question(i, &q.id);
        let open = all.open(case, i);
        let message = match open.as_slice() {
            [] => said(
                "errors-content-case-no-candidate",
                Vec::new(),
                "the facts of all cards together rule out every candidate",
            ),
            [one] if !q.judge(one) => said(
                "errors-content-case-wrong-determined",
                vec![
                    ("determined", quoted(one)),
                    ("answer", quoted(q.canonical_answer())),
                ],
                format!(
                    "the facts determine {one:?}, but the right answer is {:?}",
                    q.canonical_answer()
                ),
            ),
            [_] if all.determined(case, i).is_none() => said(
                "errors-content-case-typed-unproved",
                Vec::new(),
                "a typed question needs a card whose facts prove its answer",
            ),
            [_] => continue,
            many => said(
                "errors-content-case-ambiguous",
                vec![
                    ("count", many.len().into()),
                    ("candidates", many.join(", ").into()),
                ],
                format!(
                    "ambiguous: the facts of all cards leave {} candidates open ({})",
                    many.len(),
                    many.join(", ")
                ),
            ),
        };
        problems.push(ExplainedProblem::new(place, message));
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let readable = Readable::of(case);
    let known = Knowledge::of(case, readable.cards.iter().copied());
    for (i, q) in case.questions.iter().enumerate() {
        if known.determined(case, i).is_none() {
            let why: Vec<Said> = case
                .locations
                .iter()
                .filter(|l| !readable.cards.contains(&l.number))
                .filter(|l| {
                    l.facts.iter().any(|f| {
                        matches!(f, Fact::Proves { question, .. } | Fact::RulesOut { question, .. } if *question == q.id)
                    })
                })
                .map(|l| readable.why_not(case, l.number))
                .collect();
            let reasons = why
                .iter()
                .map(|w| w.0.clone())
                .collect::<Vec<_>>()
                .join("; ");
            let mut problem = ExplainedProblem::new(
                Place::question(i, &q.id),
                said(
                    "errors-content-case-unanswerable",
                    vec![("reasons", reasons.clone().into())],
                    format!("cannot be answered from the cards a player can read: {reasons}"),
                ),
            );
            problem.reasons = why.into_iter().map(|w| w.1).collect();
            problems.push(problem);
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let model = Model::new(case, None);
    let (route, exact) = match model.fewest() {
        Search::Found(route) => (route, true),
        Search::Impossible => {
            return Err(vec![ExplainedProblem::new(
                Place::key("locations"),
                model.why_impossible(),
            )]);
        }
        Search::CutShort => match model.greedy() {
            Some(route) => (route, false),
            None => {
                let why = model.why_impossible();
                let mut problem = ExplainedProblem::new(
                    Place::key("locations"),
                    said(
                        "errors-content-case-search-cut-short",
                        vec![("reasons", why.0.clone().into())],
                        format!(
                            "too many cards to search every order of visits, and a greedy search found none that determines every answer ({})",
                            why.0
                        ),
                    ),
                );
                problem.reasons = vec![why.1];
                return Err(vec![problem]);
            }
        },
    };
    let fewest_visits: Vec<LocationNumber> = route.iter().map(|v| v.location).collect();
    let starting_carriages = u32::from(case.rules.starting_carriages.unwrap_or(10));
    let carriages_needed = carriages_needed(&route);
    let gain = u32::from(case.rules.carriage_stop_gain.unwrap_or(3)).max(1);
    let carriage_stop_rounds = carriages_needed
        .saturating_sub(starting_carriages)
        .div_ceil(gain);
    if case.rules.carriage_stop_closed && carriage_stop_rounds > 0 {
        return Err(vec![ExplainedProblem::new(
            Place::key("rules.carriage_stop_closed"),
            said(
                "errors-content-case-closed-stop-fares",
                vec![
                    ("needed", carriages_needed.into()),
                    ("start", starting_carriages.into()),
                ],
                format!(
                    "the Carriage Stop is closed, but the fewest visits need {carriages_needed} carriages for their fares and players start with {starting_carriages}"
                ),
            ),
        )]);
    }
    let police = if exact && with_police {
        police_risks(case, &route)
    } else {
        Vec::new()
    };
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
    let evidence = model.evidence(&fewest_visits);
    let mut report = Report {
        reachable: readable.cards,
        fewest_visits,
        route,
        fewest_is_exact: exact,
        carriages_needed,
        starting_carriages,
        carriage_stop_rounds,
        police,
        depth,
        herrings,
        evidence,
        difficulty_estimate: 0,
    };
    report.difficulty_estimate = estimate(&report);
    Ok(report)
}

/// Cards that contradict each other (or themselves): one proves a value another
/// rules out, or two prove different values of one question. Each problem names
/// the question and both cards.
fn contradictions(case: &Case) -> Vec<ExplainedProblem> {
    let mut out = Vec::new();
    for (i, q) in case.questions.iter().enumerate() {
        let place = Place::question(i, &q.id);
        let mut proofs: Vec<(LocationNumber, &str, String)> = Vec::new();
        let mut exclusions: Vec<(LocationNumber, &str, String)> = Vec::new();
        for l in &case.locations {
            for f in &l.facts {
                match f {
                    Fact::Proves { question, value } if *question == q.id => {
                        proofs.push((l.number, value, normalize_answer(value)));
                    }
                    Fact::RulesOut { question, value } if *question == q.id => {
                        exclusions.push((l.number, value, normalize_answer(value)));
                    }
                    _ => {}
                }
            }
        }
        // A typed question's proofs are all right answers in different words
        // (the judge agrees with each, `Case::problems`): they never disagree.
        if !q.is_typed() {
            for (a, (card_a, value_a, n_a)) in proofs.iter().enumerate() {
                for (card_b, value_b, n_b) in &proofs[a + 1..] {
                    if n_a != n_b {
                        out.push(ExplainedProblem::new(
                            place.clone(),
                            said(
                                "errors-content-case-contradiction-proofs",
                                vec![
                                    ("location", (*card_a).into()),
                                    ("value", quoted(value_a)),
                                    ("other_location", (*card_b).into()),
                                    ("other_value", quoted(value_b)),
                                ],
                                format!(
                                    "contradiction: location {card_a} proves {value_a:?} but location {card_b} proves {value_b:?}"
                                ),
                            ),
                        ));
                    }
                }
            }
        }
        for (card_a, value_a, n_a) in &proofs {
            for (card_b, _, n_b) in &exclusions {
                if n_a == n_b {
                    out.push(ExplainedProblem::new(
                        place.clone(),
                        if card_a == card_b {
                            said(
                                "errors-content-case-contradiction-same-card",
                                vec![("location", (*card_a).into()), ("value", quoted(value_a))],
                                format!(
                                    "contradiction: location {card_a} both proves and rules out {value_a:?}"
                                ),
                            )
                        } else {
                            said(
                                "errors-content-case-contradiction-ruled-out",
                                vec![
                                    ("location", (*card_a).into()),
                                    ("value", quoted(value_a)),
                                    ("other_location", (*card_b).into()),
                                ],
                                format!(
                                    "contradiction: location {card_a} proves {value_a:?} but location {card_b} rules it out"
                                ),
                            )
                        },
                    ));
                }
            }
        }
    }
    out
}

/// The cards one player can read, by a fixpoint: open cards (leads, cards whose
/// face offers a lockpick or a call-off token, cards a readable card points to)
/// are readable unless locked; locked ones too once some lockpick can be had (a
/// `starting_lockpick`, or a readable card that gives one, which may be visited
/// again for another). Whether one lockpick is enough for every locked card
/// needed is the exact search's business.
struct Readable {
    cards: BTreeSet<LocationNumber>,
    open: BTreeSet<LocationNumber>,
    lockpick: bool,
}

impl Readable {
    fn of(case: &Case) -> Readable {
        let mut open: BTreeSet<LocationNumber> = case
            .locations
            .iter()
            .filter(|l| {
                case.leads.contains(&l.number)
                    || l.symbols.gives_lockpick
                    || l.symbols.gives_call_off
            })
            .map(|l| l.number)
            .collect();
        let mut cards = BTreeSet::new();
        let mut lockpick = case.rules.starting_lockpick;
        loop {
            let before = (cards.len(), open.len(), lockpick);
            for &n in &open.clone() {
                let Some(l) = case.location(n) else { continue };
                if l.symbols.needs_lockpick && !lockpick {
                    continue;
                }
                if cards.insert(n) {
                    lockpick |= l.symbols.gives_lockpick;
                    for f in &l.facts {
                        if let Fact::PointsTo { location } = f {
                            open.insert(*location);
                        }
                    }
                }
            }
            if (cards.len(), open.len(), lockpick) == before {
                break;
            }
        }
        Readable {
            cards,
            open,
            lockpick,
        }
    }

    /// Why location `n` is not readable, as a clause naming it.
    fn why_not(&self, case: &Case, n: LocationNumber) -> Said {
        let locked = case.location(n).is_some_and(|l| l.symbols.needs_lockpick);
        if self.open.contains(&n) && locked && !self.lockpick {
            let sources: Vec<String> = case
                .locations
                .iter()
                .filter(|l| l.symbols.gives_lockpick)
                .map(|l| l.number.to_string())
                .collect();
            if sources.is_empty() {
                said(
                    "errors-content-case-locked-no-source",
                    vec![("location", n.into())],
                    format!(
                        "location {n} needs a lockpick, and the case has no lockpick source (no `starting_lockpick`, no card that gives one)"
                    ),
                )
            } else {
                said(
                    "errors-content-case-locked-sources-unread",
                    vec![
                        ("location", n.into()),
                        ("sources", sources.join(", ").into()),
                    ],
                    format!(
                        "location {n} needs a lockpick, and the cards that give one ({}) cannot be read first",
                        sources.join(", ")
                    ),
                )
            }
        } else {
            said(
                "errors-content-case-not-pointed-to",
                vec![("location", n.into())],
                format!("location {n}: no lead or readable card points to it"),
            )
        }
    }
}

/// Bits of a set of searched cards.
type Cards = u128;

/// The indices of the bits set in `cards`, lowest first.
fn bits_of(mut cards: Cards) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (cards != 0).then(|| {
            let i = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            i
        })
    })
}

/// A small multiplicative hasher for the search's own keys (no untrusted input
/// chooses them, so no defence against collisions is needed, and the default
/// hasher is most of the search's time).
#[derive(Default)]
struct FastHasher(u64);

impl std::hash::Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    fn write_i32(&mut self, n: i32) {
        self.write_u64(n as u32 as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type FastMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;

/// Most cards the search handles (a `Cards` bit each): more than a case may
/// have (`limits::LOCATIONS`).
const SEARCH_CARDS: usize = 128;
const _: () = assert!(*crate::case::limits::LOCATIONS.end() <= SEARCH_CARDS);
/// States the exact search may hold before it gives up for the greedy bound.
const SEARCH_STATES: usize = 1_500_000;

/// One player's position in the search: the cards read, the tools held, the
/// zone token, and the carriages so far (`need`: the largest purse any fare has
/// wanted; `spent`: fares paid less carriages gained).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    read: Cards,
    lockpick: bool,
    call_off: bool,
    police_on: bool,
    zone: Option<u8>,
    need: i32,
    spent: i32,
}

/// The case compiled for the search: the cards worth a visit (those with facts
/// or that give a lockpick or a call-off token) as bits, with each card's facts
/// as bit masks over its questions' candidates.
struct Model<'a> {
    case: &'a Case,
    cards: Vec<LocationNumber>,
    leads: Cards,
    face: Cards,
    locked: Cards,
    gives_lockpick: Cards,
    gives_call_off: Cards,
    points: Vec<Cards>,
    zone: Vec<Option<u8>>,
    fare: Vec<u8>,
    carriages: Vec<u8>,
    /// [card][question] → (proved, ruled out) candidate bits.
    facts: Vec<Vec<(u64, u64)>>,
    /// Per question: all candidate bits, and whether ruling out can determine it.
    questions: Vec<(u64, bool)>,
    /// The card a rival's police token sits on, if any.
    policed: Option<usize>,
    zones: bool,
}

enum Search {
    Found(Vec<Visit>),
    Impossible,
    CutShort,
}

impl<'a> Model<'a> {
    fn new(case: &'a Case, policed: Option<LocationNumber>) -> Model<'a> {
        let cards: Vec<LocationNumber> = case
            .locations
            .iter()
            .filter(|l| !l.facts.is_empty() || l.symbols.gives_lockpick || l.symbols.gives_call_off)
            .map(|l| l.number)
            .collect();
        let index: BTreeMap<LocationNumber, usize> =
            cards.iter().enumerate().map(|(i, &n)| (n, i)).collect();
        let bits = |pred: &dyn Fn(&crate::case::Location) -> bool| -> Cards {
            cards.iter().enumerate().fold(0, |m, (i, &n)| {
                if case.location(n).is_some_and(pred) && i < SEARCH_CARDS {
                    m | (1 << i)
                } else {
                    m
                }
            })
        };
        let leads = bits(&|l| case.leads.contains(&l.number));
        let face = bits(&|l| l.symbols.gives_lockpick || l.symbols.gives_call_off);
        let locked = bits(&|l| l.symbols.needs_lockpick);
        let gives_lockpick = bits(&|l| l.symbols.gives_lockpick);
        let gives_call_off = bits(&|l| l.symbols.gives_call_off);
        let zone_index = |z: &Option<String>| {
            z.as_ref()
                .and_then(|z| case.zones.iter().position(|zone| zone.id == *z))
                .map(|i| i as u8)
        };
        let mut points = Vec::new();
        let mut zone = Vec::new();
        let mut fare = Vec::new();
        let mut carriages = Vec::new();
        let mut facts = Vec::new();
        let candidate_bits: Vec<BTreeMap<String, usize>> = (0..case.questions.len())
            .map(|q| {
                candidates(case, q)
                    .iter()
                    .enumerate()
                    // More than 64 candidates share the last bit: only a typed
                    // question naming that many wrong answers could have them.
                    .map(|(i, c)| (normalize_answer(c), i.min(63)))
                    .collect()
            })
            .collect();
        for &n in &cards {
            let l = case.location(n).expect("a card of the case");
            points.push(l.facts.iter().fold(0, |m, f| {
                match f {
                    Fact::PointsTo { location } => index
                        .get(location)
                        .filter(|&&i| i < SEARCH_CARDS)
                        .map_or(m, |&i| m | (1 << i)),
                    _ => m,
                }
            }));
            zone.push(zone_index(&l.zone));
            fare.push(l.zone.as_deref().map_or(0, |z| case.fare(z)));
            carriages.push(l.symbols.gives_carriages);
            facts.push(
                case.questions
                    .iter()
                    .enumerate()
                    .map(|(qi, q)| {
                        l.facts.iter().fold((0u64, 0u64), |(p, r), f| match f {
                            Fact::Proves { question, value } if *question == q.id => {
                                // As `Knowledge::read`: a typed right answer is
                                // the first accepted one.
                                let value = if q.is_typed() && q.judge(value) {
                                    q.canonical_answer()
                                } else {
                                    value.as_str()
                                };
                                let bit = candidate_bits[qi]
                                    .get(&normalize_answer(value))
                                    .map_or(0, |&b| 1u64 << b);
                                (p | bit, r)
                            }
                            Fact::RulesOut { question, value } if *question == q.id => {
                                let bit = candidate_bits[qi]
                                    .get(&normalize_answer(value))
                                    .map_or(0, |&b| 1u64 << b);
                                (p, r | bit)
                            }
                            _ => (p, r),
                        })
                    })
                    .collect(),
            );
        }
        let questions = case
            .questions
            .iter()
            .enumerate()
            .map(|(qi, q)| {
                let n = candidate_bits[qi].len().min(64);
                let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
                (all, !q.is_typed() && !q.choices.is_empty())
            })
            .collect();
        Model {
            case,
            policed: policed.and_then(|n| index.get(&n).copied()),
            cards,
            leads,
            face,
            locked,
            gives_lockpick,
            gives_call_off,
            points,
            zone,
            fare,
            carriages,
            facts,
            questions,
            zones: !case.zones.is_empty(),
        }
    }

    fn start(&self) -> State {
        State {
            read: 0,
            lockpick: self.case.rules.starting_lockpick,
            call_off: false,
            police_on: self.policed.is_some(),
            zone: None,
            need: 0,
            spent: 0,
        }
    }

    fn searchable(&self) -> bool {
        self.cards.len() <= SEARCH_CARDS
    }

    /// Whether reading `read` determines every question (as `Knowledge`).
    fn done(&self, read: Cards) -> bool {
        self.questions
            .iter()
            .zip(self.known(read))
            .all(|(&(all, closed), (proved, ruled))| {
                let open = if proved != 0 {
                    all & proved
                } else {
                    all & !ruled
                };
                open.count_ones() == 1 && (proved != 0 || closed)
            })
    }

    /// The cards a player in `state` may go to.
    fn visible(&self, state: &State) -> Cards {
        bits_of(state.read).fold(self.leads | self.face, |m, i| m | self.points[i])
    }

    /// The proved and ruled-out candidate bits of each question after `read`.
    fn known(&self, read: Cards) -> Vec<(u64, u64)> {
        let mut out = vec![(0, 0); self.questions.len()];
        for i in bits_of(read) {
            for (k, f) in out.iter_mut().zip(&self.facts[i]) {
                k.0 |= f.0;
                k.1 |= f.1;
            }
        }
        out
    }

    /// Every visit a player in `state` can make that may help, as play allows. A
    /// first reading that would teach nothing new (no new fact, no new card to go
    /// to, no lockpick or call-off token) is left out: skipping it leaves the
    /// same position one visit sooner.
    fn moves(&self, state: &State) -> Vec<(State, Visit)> {
        let mut out = Vec::new();
        let visible = self.visible(state);
        let known = self.known(state.read);
        for i in bits_of(visible) {
            let bit: Cards = 1 << i;
            let policed = self.policed == Some(i) && state.police_on;
            // A police token is passed with a call-off token (it leaves) or a
            // lockpick; one lockpick serves a card both locked and policed.
            let ways: &[bool] = if policed { &[true, false] } else { &[false] };
            for &use_call_off in ways {
                if use_call_off && !state.call_off {
                    continue;
                }
                let spends_lockpick = self.locked & bit != 0 || (policed && !use_call_off);
                if spends_lockpick && !state.lockpick {
                    continue;
                }
                let mut next = *state;
                next.lockpick &= !spends_lockpick;
                if use_call_off {
                    next.call_off = false;
                    next.police_on = false;
                }
                let takes_lockpick = self.gives_lockpick & bit != 0 && !next.lockpick;
                let takes_call_off = self.gives_call_off & bit != 0 && !next.call_off;
                next.lockpick |= takes_lockpick;
                next.call_off |= takes_call_off;
                let again = state.read & bit != 0;
                let teaches = self.points[i] & !visible != 0
                    || known
                        .iter()
                        .zip(&self.facts[i])
                        .any(|(&(p, r), &(fp, fr))| fp & !p != 0 || fr & !r != 0);
                if !takes_lockpick && !takes_call_off && (again || !teaches) {
                    continue;
                }
                let fare = match (self.zone[i], state.zone) {
                    (Some(z), Some(mine)) if z != mine => self.fare[i],
                    _ => 0,
                };
                if self.zones {
                    next.need = next.need.max(state.spent + i32::from(fare));
                    next.spent = state.spent + i32::from(fare) - i32::from(self.carriages[i]);
                    if self.zone[i].is_some() {
                        next.zone = self.zone[i];
                    }
                }
                next.read |= bit;
                out.push((
                    next,
                    Visit {
                        location: self.cards[i],
                        fare,
                        spends_lockpick,
                        spends_call_off: use_call_off,
                        takes_lockpick,
                        takes_call_off,
                        takes_carriages: self.carriages[i],
                        again,
                    },
                ));
            }
        }
        out
    }

    /// A shortest route (breadth first over states), the fewest carriages among
    /// the shortest; `Impossible` when no route exists.
    fn fewest(&self) -> Search {
        if !self.searchable() {
            return Search::CutShort;
        }
        let start = self.start();
        if self.done(start.read) {
            return Search::Found(Vec::new());
        }
        // Each state reached, with the state and visit it was first reached by.
        let mut parent: FastMap<State, Option<(State, Visit)>> = FastMap::default();
        parent.insert(start, None);
        let mut frontier = vec![start];
        let mut done_cache: FastMap<Cards, bool> = FastMap::default();
        while !frontier.is_empty() {
            let mut next = Vec::new();
            let mut goals: Vec<State> = Vec::new();
            for state in &frontier {
                for (grown, visit) in self.moves(state) {
                    if parent.contains_key(&grown) {
                        continue;
                    }
                    parent.insert(grown, Some((*state, visit)));
                    let done = *done_cache
                        .entry(grown.read)
                        .or_insert_with(|| self.done(grown.read));
                    if done {
                        goals.push(grown);
                    } else {
                        next.push(grown);
                    }
                    if parent.len() > SEARCH_STATES {
                        return Search::CutShort;
                    }
                }
            }
            if let Some(best) = goals.into_iter().min_by_key(|s| (s.need, s.spent)) {
                let mut route = Vec::new();
                let mut at = best;
                while let Some(Some((prev, visit))) = parent.get(&at) {
                    route.push(visit.clone());
                    at = *prev;
                }
                route.reverse();
                return Search::Found(route);
            }
            frontier = next;
        }
        Search::Impossible
    }

    /// A route found greedily: each time the visit that leaves the fewest
    /// candidates open (fetching a lockpick when a locked card waits).
    fn greedy(&self) -> Option<Vec<Visit>> {
        let open_total = |read: Cards| -> u32 {
            self.questions
                .iter()
                .enumerate()
                .map(|(q, &(all, _))| {
                    let (p, r) = (0..self.cards.len())
                        .filter(|&i| read & (1 << i) != 0)
                        .fold((0, 0), |(p, r), i| {
                            (p | self.facts[i][q].0, r | self.facts[i][q].1)
                        });
                    if p != 0 {
                        (all & p).count_ones()
                    } else {
                        (all & !r).count_ones()
                    }
                })
                .sum()
        };
        let mut state = self.start();
        let mut route = Vec::new();
        while !self.done(state.read) {
            if route.len() > 4 * self.cards.len() {
                return None;
            }
            let waiting_lock = self.visible(&state) & self.locked & !state.read != 0;
            let (next, visit) = self.moves(&state).into_iter().min_by_key(|(s, v)| {
                (
                    open_total(s.read),
                    !(waiting_lock && s.lockpick),
                    v.again,
                    u32::MAX - self.visible(s).count_ones(),
                    s.need,
                )
            })?;
            state = next;
            route.push(visit);
        }
        Some(route)
    }

    /// The fewest of the cards `visits` reads whose facts alone determine every
    /// answer (the number of cards read when they are too many to try).
    fn evidence(&self, visits: &[LocationNumber]) -> usize {
        let mut indices: Vec<usize> = visits
            .iter()
            .filter_map(|n| self.cards.iter().position(|c| c == n))
            .collect();
        indices.sort_unstable();
        indices.dedup();
        let n = indices.len();
        if n > 24 {
            return n;
        }
        let read = |subset: u32| -> Cards {
            bits_of(Cards::from(subset)).fold(0, |m, i| m | (1 << indices[i]))
        };
        (0..=n)
            .find(|&k| {
                (0u32..1 << n)
                    .filter(|m| m.count_ones() as usize == k)
                    .any(|m| self.done(read(m)))
            })
            .unwrap_or(n)
    }

    /// Why no route exists although every needed card is readable: the locked
    /// cards need more lockpicks than a player can have.
    fn why_impossible(&self) -> Said {
        let locked: Vec<String> = self
            .cards
            .iter()
            .enumerate()
            .filter(|&(i, _)| i < SEARCH_CARDS && self.locked & (1 << i) != 0)
            .map(|(_, n)| n.to_string())
            .collect();
        let sources: Vec<String> = self
            .cards
            .iter()
            .enumerate()
            .filter(|&(i, _)| i < SEARCH_CARDS && self.gives_lockpick & (1 << i) != 0)
            .map(|(_, n)| n.to_string())
            .collect();
        let english = format!(
            "no order of visits one player can make determines every answer: each reading of a locked card (locations {}) spends a lockpick, and lockpicks come only from {}",
            if locked.is_empty() {
                "none".to_owned()
            } else {
                locked.join(", ")
            },
            match (self.case.rules.starting_lockpick, sources.is_empty()) {
                (true, true) => "the one each player starts with".to_owned(),
                (true, false) => format!("the start and locations {}", sources.join(", ")),
                (false, true) => "nowhere".to_owned(),
                (false, false) => format!("locations {}", sources.join(", ")),
            }
        );
        // Where lockpicks come from: a select key, so each language words it.
        let from = match (self.case.rules.starting_lockpick, sources.is_empty()) {
            (true, true) => "start",
            (true, false) => "start-and-cards",
            (false, true) => "nowhere",
            (false, false) => "cards",
        };
        said(
            "errors-content-case-no-route",
            vec![
                ("locked_count", locked.len().into()),
                ("locked", locked.join(", ").into()),
                ("from", from.into()),
                ("sources", sources.join(", ").into()),
            ],
            english,
        )
    }
}

/// The smallest purse that pays every fare of `route` (carriages taken on the
/// way count once the card is read).
fn carriages_needed(route: &[Visit]) -> u32 {
    let mut spent: i64 = 0;
    let mut need: i64 = 0;
    for v in route {
        need = need.max(spent + i64::from(v.fare));
        spent += i64::from(v.fare) - i64::from(v.takes_carriages);
    }
    u32::try_from(need.max(0)).unwrap_or(u32::MAX)
}

/// For each card of `route` that may take a police token (WH-1: not one marked
/// `no_police`, nor one that gives police or call-off tokens), the fewest
/// visits if a rival's token sits on it from the start.
fn police_risks(case: &Case, route: &[Visit]) -> Vec<PoliceRisk> {
    let mut out: Vec<PoliceRisk> = Vec::new();
    for v in route {
        let Some(l) = case.location(v.location) else {
            continue;
        };
        let s = &l.symbols;
        if s.no_police || s.gives_police || s.gives_call_off {
            continue;
        }
        if out.iter().any(|r| r.location == v.location) {
            continue;
        }
        let fewest = match Model::new(case, Some(v.location)).fewest() {
            Search::Found(r) => Some(r.len()),
            Search::Impossible | Search::CutShort => None,
        };
        out.push(PoliceRisk {
            location: v.location,
            fewest_visits_if_policed: fewest,
        });
    }
    out
}

/// The most effort (see `estimate`) of each estimated difficulty 0 to 4; more is
/// 5. Set on the six shipped cases, so that the estimate reproduces their ladder.
pub const EFFORT_BANDS: [usize; 5] = [5, 7, 10, 14, 18];

/// The documented estimate (docs/content/watson-holmes.md, "Difficulty"): the
/// effort is the rounds the fewest visits take (Carriage Stop rounds included)
/// plus the evidence cards a player must combine, placed in `EFFORT_BANDS`.
pub fn estimate(report: &Report) -> u8 {
    let effort = report.effort();
    EFFORT_BANDS.iter().filter(|&&most| effort > most).count() as u8
}

/// Every card one player can read (see `Readable`): open to them and, if
/// locked, with some lockpick to be had.
pub fn reachable(case: &Case) -> BTreeSet<LocationNumber> {
    Readable::of(case).cards
}

/// The longest pointer chain, counted in cards, that the visits follow (a card
/// visited without a pointer, as a lead or for its face, starts a chain).
fn chain_depth(case: &Case, visits: &[LocationNumber]) -> usize {
    let mut depth: BTreeMap<LocationNumber, usize> = BTreeMap::new();
    for &v in visits {
        if depth.contains_key(&v) {
            continue;
        }
        let d = visits
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
            .filter(|_| !case.leads.contains(&v))
            .unwrap_or(1);
        depth.insert(v, d);
    }
    depth.values().copied().max().unwrap_or(0)
}
