//! The baseline and solver bots, and a seat's belief. A bot gets exactly what a
//! remote person at its seat would (invariant 2):
//!
//! - a card's facts only once its view has shown that card's text (its own card
//!   in the reading, a card read aloud, Mycroft's look), kept in the bot's own
//!   `Notes` as a person keeps what they read: the view stops showing a text
//!   after the round;
//! - the questions' candidates from the view (the choices as it shows them, none
//!   while a case keeps its questions for 221B) and the values named on cards the
//!   seat has read, never the case's accepted answers nor a card it has not read;
//! - what Holmes's voice told it, and the public table (symbols, police, pawns,
//!   bids, tokens, who visited what).
//!
//! Both bots plan for tokens: when a card they want is locked or policed they
//! fetch a lockpick or a call-off token from a card whose symbols give one, keep
//! a lockpick for a locked card rather than spend it on a policed one, and bid
//! for a card a rival holds.
//!
//! - `baseline`: follows the leads and the cards they point to, in number order;
//!   bids a little for a pointed-to card a rival took; goes to 221B when every
//!   answer is determined; discards its character for 3 carriages.
//! - `solver`: values each card by the information it may bring (pointed-to cards
//!   first, more for the questions still open), outbids for a valuable card when
//!   it beats the free ones by more than the carriages, leaves its police token
//!   on a card that proved an answer, takes the Watson card to have the likely
//!   leader's card read aloud, uses its character (Mycroft reads a rival's card,
//!   Martha answers first, Shinwell fetches a lockpick, Lestrade moves a police
//!   token off a card it needs), reads a failed rival's answers and checks a
//!   last doubt with Holmes's voice, and goes to 221B when certain, or with a
//!   guess when a rival is likely to be certain first (never as the last seat
//!   outside 221B, which carries on alone if the others fail).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use sleuth_core::game::{Belief, Bot, Turn};
use sleuth_core::{Seat, SleuthRng};

use crate::case::{Case, Fact, LocationNumber, normalize_answer};
use crate::rules::WatsonHolmes;
use crate::types::*;

/// The answer a bot gives to a typed question it has no proof for.
const NO_IDEA: &str = "unknown";

/// Where a bot looks up the facts of a card whose text its view has just shown:
/// the shipped case with the view's id, or a case given to the bot (tests give it
/// a copy of a shipped case with some card changed, to show the bot never looks
/// at a card before it reads it).
#[derive(Clone, Debug, Default)]
pub struct Casebook {
    given: Option<Arc<Case>>,
}

impl Casebook {
    /// The shipped cases.
    pub fn shipped() -> Casebook {
        Casebook::default()
    }

    /// `case` for its id (the shipped case for any other id).
    pub fn with(case: Case) -> Casebook {
        Casebook {
            given: Some(Arc::new(case)),
        }
    }

    pub fn case(&self, id: &str) -> Option<&Case> {
        match &self.given {
            Some(case) if case.id == id => Some(case),
            _ => crate::library::case(id),
        }
    }

    /// The case a view is played with, in the language its texts are in: a
    /// match's content language is in its config, which a seat's view does not
    /// carry, so the language is the one whose title and introduction the view
    /// shows (facts name their choices by text, so the bot must read the
    /// translation the table reads).
    pub fn case_for(&self, view: &View) -> Option<&Case> {
        if let Some(case) = &self.given
            && case.id == view.case_id
        {
            return Some(case);
        }
        crate::library::languages_of(&view.case_id)
            .into_iter()
            .filter_map(|language| crate::library::case_in(&view.case_id, language))
            .find(|case| case.title == view.title && case.introduction == view.introduction)
            .or_else(|| crate::library::case(&view.case_id))
    }
}

/// What a bot remembers of the cards it has read: each card's facts, noted when
/// its view showed the card's text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notes {
    case_id: String,
    cards: BTreeMap<LocationNumber, Vec<Fact>>,
}

impl Notes {
    /// Notes every card whose text the view shows now: the seat's reading (its
    /// card, a card read aloud, Mycroft's look) and the card read aloud.
    pub fn take(&mut self, view: &View, case: &Case) {
        if self.case_id != view.case_id {
            *self = Notes {
                case_id: view.case_id.clone(),
                cards: BTreeMap::new(),
            };
        }
        let shown = view
            .me
            .iter()
            .flat_map(|me| &me.reading)
            .chain(view.aloud.as_ref());
        for card in shown {
            if let Some(location) = case.location(card.number) {
                self.cards
                    .entry(card.number)
                    .or_insert_with(|| location.facts.clone());
            }
        }
    }

    /// The notes of a seat that remembered every card its view lists as read
    /// (`me.read`). Only for the analysis of a finished match, when every card is
    /// public: a bot in play keeps its own notes with `take`.
    pub fn of_read_cards(view: &View, case: &Case) -> Notes {
        let mut notes = Notes {
            case_id: view.case_id.clone(),
            cards: BTreeMap::new(),
        };
        for &number in view.me.iter().flat_map(|me| &me.read) {
            if let Some(location) = case.location(number) {
                notes.cards.insert(number, location.facts.clone());
            }
        }
        notes
    }

    /// The cards noted, by number.
    pub fn cards(&self) -> impl Iterator<Item = LocationNumber> + '_ {
        self.cards.keys().copied()
    }
}

/// What a seat knows of one question.
#[derive(Clone, Debug, Default)]
struct QuestionNotes {
    /// The id the cards' facts name it by.
    id: String,
    /// The choices as the view shows them (empty: a typed question); `None` while
    /// the view does not show the questions.
    choices: Option<Vec<String>>,
    /// Values named by the facts of the cards read or by Holmes (first spelling).
    named: Vec<String>,
    /// Normalised values proved right, and ruled out.
    proved: BTreeSet<String>,
    ruled_out: BTreeSet<String>,
}

impl QuestionNotes {
    fn learn(&mut self, value: &str, correct: bool) {
        let normal = normalize_answer(value);
        if !self.named.iter().any(|v| normalize_answer(v) == normal) {
            self.named.push(value.to_owned());
        }
        if correct {
            self.proved.insert(normal);
        } else {
            self.ruled_out.insert(normal);
        }
    }

    /// The choices the view shows, when it shows a closed list.
    fn closed_list(&self) -> Option<&[String]> {
        self.choices.as_deref().filter(|c| !c.is_empty())
    }

    /// Every answer this seat can name: the choices, else the values named.
    fn candidates(&self) -> Vec<String> {
        match self.closed_list() {
            Some(choices) => choices.to_vec(),
            None => self.named.clone(),
        }
    }

    /// The answers still possible, or `None` when the seat cannot list them (a
    /// typed question, or choices not shown, with no proof).
    fn options(&self) -> Option<Vec<String>> {
        if !self.proved.is_empty() {
            let is_proved = |c: &String| self.proved.contains(&normalize_answer(c));
            let mut out: Vec<String> = self.candidates().into_iter().filter(is_proved).collect();
            if out.is_empty() {
                out = self
                    .named
                    .iter()
                    .filter(|c| is_proved(c))
                    .cloned()
                    .collect();
            }
            return Some(out);
        }
        let choices = self.closed_list()?;
        Some(
            choices
                .iter()
                .filter(|c| !self.ruled_out.contains(&normalize_answer(c)))
                .cloned()
                .collect(),
        )
    }

    fn determined(&self) -> Option<String> {
        match self.options() {
            Some(options) if options.len() == 1 => options.into_iter().next(),
            _ => None,
        }
    }

    /// Whether `answer` is known right (`Some(true)`), known wrong
    /// (`Some(false)`), or unknown.
    fn judge(&self, answer: &str) -> Option<bool> {
        let normal = normalize_answer(answer);
        if self.proved.contains(&normal) {
            return Some(true);
        }
        if self.ruled_out.contains(&normal) {
            return Some(false);
        }
        let determined = self.determined()?;
        if normalize_answer(&determined) == normal {
            return Some(true);
        }
        // Another choice is wrong; free text might be another form of the answer.
        self.closed_list()
            .is_some_and(|c| c.iter().any(|c| normalize_answer(c) == normal))
            .then_some(false)
    }
}

/// What one seat may conclude: from its view and its notes only.
#[derive(Clone, Debug)]
pub struct SeatKnowledge {
    pub me: Seat,
    questions: Vec<QuestionNotes>,
    /// Cards whose facts the seat knows (its notes).
    pub read: BTreeSet<LocationNumber>,
    /// Cards the read cards point to.
    pub pointers: BTreeSet<LocationNumber>,
    /// Read cards that proved or ruled out an answer.
    telling: BTreeSet<LocationNumber>,
    /// The introduction's leads.
    pub leads: BTreeSet<LocationNumber>,
    /// The case's published difficulty (0 to 5).
    pub difficulty: u8,
}

impl SeatKnowledge {
    /// The knowledge of the seat whose view this is, from its notes. `case`
    /// gives only the questions' ids (the names facts use), the introduction's
    /// leads and the published difficulty: never a card's facts nor an answer.
    pub fn new(view: &View, case: &Case, notes: &Notes) -> Option<SeatKnowledge> {
        let me = view.me.as_ref()?;
        let shown = view.questions.len() == view.question_count;
        let mut questions: Vec<QuestionNotes> = (0..view.question_count)
            .map(|i| QuestionNotes {
                id: case
                    .questions
                    .get(i)
                    .map(|q| q.id.clone())
                    .unwrap_or_default(),
                choices: shown.then(|| view.questions[i].choices.clone()),
                ..QuestionNotes::default()
            })
            .collect();
        let mut pointers = BTreeSet::new();
        let mut telling = BTreeSet::new();
        for (&number, facts) in &notes.cards {
            for fact in facts {
                match fact {
                    Fact::Proves { question, value } | Fact::RulesOut { question, value } => {
                        if let Some(q) = questions.iter_mut().find(|q| q.id == *question) {
                            q.learn(value, matches!(fact, Fact::Proves { .. }));
                            telling.insert(number);
                        }
                    }
                    Fact::PointsTo { location } => {
                        pointers.insert(*location);
                    }
                }
            }
        }
        // Holmes's Answer Checks: one answer, right or wrong.
        for c in &me.consultations {
            if let (Some(i), Some(correct), Some(answer)) =
                (c.question, c.correct, c.answers.first())
                && let Some(q) = questions.get_mut(usize::from(i))
            {
                q.learn(answer, correct);
            }
        }
        // Answer Consultations: a failed player's answers and how many were right.
        // When the answers known right already make that count, the unknown ones
        // are wrong; when they can make it only all together, they are right.
        for _ in 0..=questions.len() {
            let mut changed = false;
            for c in &me.consultations {
                let (None, Some(right)) = (c.question, c.right) else {
                    continue;
                };
                if c.answers.len() != questions.len() {
                    continue;
                }
                let verdicts: Vec<Option<bool>> = questions
                    .iter()
                    .zip(&c.answers)
                    .map(|(q, a)| q.judge(a))
                    .collect();
                let known_right = verdicts.iter().filter(|v| **v == Some(true)).count();
                let unknown: Vec<usize> = (0..verdicts.len())
                    .filter(|&i| verdicts[i].is_none())
                    .collect();
                if unknown.is_empty() {
                    continue;
                }
                let right = usize::from(right);
                let verdict = if known_right == right {
                    false
                } else if known_right + unknown.len() == right {
                    true
                } else {
                    continue;
                };
                for i in unknown {
                    questions[i].learn(&c.answers[i], verdict);
                }
                changed = true;
            }
            if !changed {
                break;
            }
        }
        Some(SeatKnowledge {
            me: me.seat,
            questions,
            read: notes.cards().collect(),
            pointers,
            telling,
            leads: case.leads.iter().copied().collect(),
            difficulty: case.difficulty,
        })
    }

    pub fn question_count(&self) -> usize {
        self.questions.len()
    }

    /// The answers still possible for question `index`, or `None` when the seat
    /// cannot list them: a typed question (or one whose choices the view does not
    /// show yet) that no card it read has answered.
    pub fn options(&self, index: usize) -> Option<Vec<String>> {
        self.questions.get(index)?.options()
    }

    pub fn determined(&self, index: usize) -> Option<String> {
        self.questions.get(index)?.determined()
    }

    pub fn certain(&self) -> bool {
        (0..self.questions.len()).all(|i| self.determined(i).is_some())
    }

    /// The chance of answering everything right by guessing uniformly among the
    /// options (0 while a question's options cannot be listed).
    pub fn chance(&self) -> f64 {
        self.questions
            .iter()
            .map(|q| match q.options() {
                Some(o) if !o.is_empty() => 1.0 / o.len() as f64,
                _ => 0.0,
            })
            .product()
    }

    /// Questions not yet determined.
    pub fn open_questions(&self) -> usize {
        self.questions
            .iter()
            .filter(|q| q.determined().is_none())
            .count()
    }

    /// Answers: the determined ones, a random option elsewhere, and for a
    /// question it cannot list, a value named on a card it read and not ruled out.
    pub fn answers(&self, rng: &mut SleuthRng) -> Vec<String> {
        self.questions
            .iter()
            .map(|q| {
                let options = q.options().unwrap_or_else(|| {
                    q.named
                        .iter()
                        .filter(|v| !q.ruled_out.contains(&normalize_answer(v)))
                        .cloned()
                        .collect()
                });
                rng.choose(&options)
                    .cloned()
                    .unwrap_or_else(|| NO_IDEA.to_owned())
            })
            .collect()
    }

    /// While the case keeps its questions for 221B, whether the seat has done
    /// what it can without seeing them: every question proved, or every lead and
    /// pointed-to card read and every question spoken of by some card.
    pub fn ready_without_questions(&self, view: &View) -> bool {
        if view.questions.len() == view.question_count {
            return false;
        }
        let proved = self.questions.iter().all(|q| !q.proved.is_empty());
        let spoken_of = self
            .questions
            .iter()
            .all(|q| !q.proved.is_empty() || !q.ruled_out.is_empty());
        let trail_cold = view
            .locations
            .iter()
            .all(|l| self.read.contains(&l.number) || self.base_worth(l.number) < WANTED);
        proved || (trail_cold && spoken_of)
    }

    /// Whether a card this seat read proved or ruled out an answer (a card worth
    /// guarding).
    pub fn proves_something(&self, number: LocationNumber) -> bool {
        self.telling.contains(&number)
    }

    /// A card's worth before its name is weighed: pointed to by a card read (3),
    /// a lead (2), any other (0.5).
    fn base_worth(&self, number: LocationNumber) -> f64 {
        if self.pointers.contains(&number) {
            3.0
        } else if self.leads.contains(&number) {
            2.0
        } else {
            0.5
        }
    }

    /// Unread cards and what a visit may be worth, from what the seat knows: the
    /// base worth, more for a locked card and when the card's public name names
    /// a candidate still open (a suspect's lodgings, the inn among the places),
    /// less when it names only candidates already settled.
    pub fn frontier(&self, view: &View) -> Vec<(LocationNumber, f64)> {
        let mut open_words: Vec<BTreeSet<String>> = Vec::new();
        let mut closed_words: BTreeSet<String> = BTreeSet::new();
        for q in &self.questions {
            let undetermined = q.determined().is_none();
            let still = q.options();
            let mut all = q.candidates();
            for v in &q.named {
                if !all
                    .iter()
                    .any(|c| normalize_answer(c) == normalize_answer(v))
                {
                    all.push(v.clone());
                }
            }
            for c in all {
                let open = undetermined
                    && match &still {
                        Some(options) => options.contains(&c),
                        None => !q.ruled_out.contains(&normalize_answer(&c)),
                    };
                let words = name_words(&c);
                if open {
                    open_words.push(words);
                } else {
                    closed_words.extend(words);
                }
            }
        }
        let mut out = Vec::new();
        for l in &view.locations {
            if self.read.contains(&l.number) {
                continue;
            }
            let mut worth = self.base_worth(l.number);
            // A lock guards what the case's author thought worth guarding.
            if l.symbols.needs_lockpick {
                worth += 1.0;
            }
            let words = name_words(&l.name);
            if open_words.iter().any(|w| !w.is_disjoint(&words)) {
                worth += 1.0;
            } else if !closed_words.is_disjoint(&words) {
                worth -= 1.0;
            }
            out.push((l.number, worth));
        }
        out
    }

    /// The baseline's order: cards pointed to by a card read (3), then the leads
    /// (2), then the rest (0.5), by number.
    pub fn plain_frontier(&self, view: &View) -> Vec<(LocationNumber, f64)> {
        view.locations
            .iter()
            .filter(|l| !self.read.contains(&l.number))
            .map(|l| (l.number, self.base_worth(l.number)))
            .collect()
    }
}

/// The distinctive words of a name (lower case, at least 4 letters, not common
/// words), to match a card's name against the questions' candidates.
fn name_words(name: &str) -> BTreeSet<String> {
    const COMMON: [&str; 12] = [
        "the",
        "street",
        "house",
        "road",
        "lane",
        "mister",
        "mrs",
        "miss",
        "lord",
        "lady",
        "inspector",
        "doctor",
    ];
    normalize_answer(name)
        .split(' ')
        .filter(|w| w.chars().count() >= 4 && !COMMON.contains(w))
        .map(str::to_owned)
        .collect()
}

/// A seat's belief (for the analysis of a finished match): the chance of the true
/// answers under uniform guessing among its options, and whether every answer is
/// determined. The seat is taken to remember every card it read.
pub fn belief(seat_view: &View, final_view: &View) -> Option<Belief> {
    let casebook = Casebook::shipped();
    let case = casebook.case_for(seat_view)?;
    let notes = Notes::of_read_cards(seat_view, case);
    let k = SeatKnowledge::new(seat_view, case, &notes)?;
    let truth = final_view.correct_answers.as_ref()?;
    let mut p = 1.0;
    for (i, answer) in truth.iter().enumerate() {
        let options = k.options(i).unwrap_or_default();
        let hit = options
            .iter()
            .any(|o| normalize_answer(o) == normalize_answer(answer));
        p *= if hit { 1.0 / options.len() as f64 } else { 0.0 };
    }
    Some(Belief {
        truth: p,
        certain: k.certain(),
    })
}

fn pick(legal: &[Action], wanted: &Action) -> Option<Action> {
    legal.iter().find(|a| *a == wanted).cloned()
}

fn first_progress(legal: &[Action]) -> Action {
    legal
        .iter()
        .find(|a| !matches!(a, Action::WriteNotebook { .. }))
        .or_else(|| legal.first())
        .cloned()
        .unwrap_or(Action::WriteNotebook {
            text: String::new(),
        })
}

const REVEAL: Action = Action::RevealCharacter {
    copy: None,
    target: None,
    location: None,
    to: None,
};

/// How a bot weighs carriages when choosing a visit.
#[derive(Clone, Copy, Debug)]
struct Purse {
    /// Worth lost per carriage bid (or paid as a fare).
    per_carriage: f64,
    /// Outbid only for a card worth at least this.
    bid_for: f64,
    /// The highest bid it makes.
    max_bid: u32,
    /// Carriages kept back after a bid (they set the order at 221B).
    reserve: u32,
}

const SOLVER_PURSE: Purse = Purse {
    per_carriage: 0.75,
    bid_for: 3.0,
    max_bid: 3,
    reserve: 4,
};

const BASELINE_PURSE: Purse = Purse {
    per_carriage: 1.0,
    bid_for: 3.0,
    max_bid: 2,
    reserve: 5,
};

/// The tokens a seat needs for the cards it wants, from the public table: the
/// worth of the best wanted card a lockpick would open, and of the best one a
/// call-off token would.
#[derive(Clone, Copy, Debug, Default)]
struct TokenNeeds {
    lockpick: f64,
    call_off: f64,
    /// Keep the lockpick held for a locked card rather than spend it on a
    /// policed one.
    keep_lockpick: bool,
}

/// Cards worth at least this count as wanted when planning tokens.
const WANTED: f64 = 2.0;

fn token_needs(view: &View, k: &SeatKnowledge, worths: &[(LocationNumber, f64)]) -> TokenNeeds {
    let me = &view.players[k.me.index()];
    let unread_locked = view
        .locations
        .iter()
        .any(|l| l.symbols.needs_lockpick && !k.read.contains(&l.number));
    let keep_lockpick = me.lockpick && unread_locked && k.open_questions() > 0;
    let mut needs = TokenNeeds {
        keep_lockpick,
        ..TokenNeeds::default()
    };
    // The best card open to us now: a token is worth fetching only for a card
    // better than that.
    let mut best_free: f64 = 0.0;
    for &(number, worth) in worths {
        if let Some(l) = view.locations.iter().find(|l| l.number == number)
            && !k.read.contains(&number)
            && !l.symbols.needs_lockpick
            && (!l.police || me.call_off)
            && l.visitor.is_none()
        {
            best_free = best_free.max(worth);
        }
    }
    for &(number, worth) in worths {
        let Some(l) = view.locations.iter().find(|l| l.number == number) else {
            continue;
        };
        if worth < WANTED || worth <= best_free || k.read.contains(&number) {
            continue;
        }
        if l.symbols.needs_lockpick {
            if !me.lockpick {
                needs.lockpick = needs.lockpick.max(worth);
            }
        } else if l.police && !me.call_off && (!me.lockpick || keep_lockpick) {
            needs.call_off = needs.call_off.max(worth);
        }
    }
    needs
}

/// What a visit to a token card is worth for the tokens it gives this seat.
fn token_worth(view: &View, me: &PlayerView, l: &LocationView, needs: TokenNeeds) -> f64 {
    let mut worth: f64 = 0.0;
    if l.symbols.gives_lockpick && !me.lockpick && view.stock_lockpicks > 0 {
        worth = worth.max(0.9 * needs.lockpick);
    }
    if l.symbols.gives_call_off && !me.call_off && view.stock_call_off > 0 {
        worth = worth.max(0.9 * needs.call_off);
    }
    worth
}

/// Whether entering `l` this way spends the lockpick kept for a locked card: a
/// policed card entered without a call-off spends the lockpick.
fn spends_kept_lockpick(l: &LocationView, needs: TokenNeeds, call_off: bool) -> bool {
    needs.keep_lockpick && l.police && !call_off && !l.symbols.needs_lockpick
}

/// The best listed visit for a seat valuing cards by `worths` (unread cards) and
/// its token needs, with `purse` weighing carriages; `None` when nothing is worth
/// a visit. Ties go to the lowest card number.
fn plan_visit(
    view: &View,
    k: &SeatKnowledge,
    legal: &[Action],
    worths: &[(LocationNumber, f64)],
    purse: Purse,
) -> Option<Action> {
    let me = &view.players[k.me.index()];
    let needs = token_needs(view, k, worths);
    let own: BTreeMap<LocationNumber, f64> = worths.iter().copied().collect();
    let mut values = own.clone();
    for l in &view.locations {
        let tokens = token_worth(view, me, l, needs);
        if tokens > 0.0 {
            *values.entry(l.number).or_insert(0.0) += tokens;
        }
    }
    let mut best: Option<(f64, Action)> = None;
    for (&number, &value) in &values {
        // Only what the card itself may tell is worth a bid, not its tokens.
        let own_worth = own.get(&number).copied().unwrap_or(0.0);
        let Some(l) = view.locations.iter().find(|l| l.number == number) else {
            continue;
        };
        let fare = match (&l.zone, &me.zone) {
            (Some(z), Some(mine)) if z != mine => view
                .zones
                .iter()
                .find(|zone| zone.id == *z)
                .map_or(1, |zone| u32::from(zone.fare)),
            _ => 0,
        };
        for a in legal {
            let Action::Visit {
                location,
                carriages,
                call_off,
                toby: false,
            } = a
            else {
                continue;
            };
            if *location != number {
                continue;
            }
            if spends_kept_lockpick(l, needs, *call_off) {
                continue;
            }
            let bid = *carriages;
            if bid > 0
                && (own_worth < purse.bid_for
                    || bid > purse.max_bid
                    || me.carriages < bid + fare + purse.reserve)
            {
                continue;
            }
            // The lockpick, when it has no locked card to open, is cheaper to
            // spend than the call-off; otherwise the call-off goes first.
            let token_cost = if *call_off && !needs.keep_lockpick && me.lockpick {
                0.1
            } else {
                0.0
            };
            let score = value
                - purse.per_carriage * f64::from(bid + fare)
                - token_cost
                - 0.01 * f64::from(u8::from(*call_off));
            if best.as_ref().is_none_or(|(s, _)| score > *s) {
                best = Some((score, a.clone()));
            }
        }
    }
    let (score, action) = best?;
    (score > 0.0).then_some(action)
}

/// The lowest-numbered unread card listed on foot, when answers are still open
/// (never spending a lockpick kept for a locked card).
fn any_unread_on_foot(view: &View, k: &SeatKnowledge, legal: &[Action]) -> Option<Action> {
    if k.open_questions() == 0 {
        return None;
    }
    let needs = token_needs(view, k, &[]);
    legal
        .iter()
        .filter(|a| match a {
            Action::Visit {
                location,
                carriages: 0,
                call_off,
                toby: false,
            } => {
                let spends_kept = view
                    .locations
                    .iter()
                    .find(|l| l.number == *location)
                    .is_some_and(|l| spends_kept_lockpick(l, needs, *call_off));
                !k.read.contains(location) && !spends_kept
            }
            _ => false,
        })
        .min_by_key(|a| match a {
            Action::Visit {
                location, call_off, ..
            } => (*location, *call_off),
            _ => (0, false),
        })
        .cloned()
}

/// With no card left to visit: rest at the Carriage Stop while some unread card
/// might still open up (a pawn moves away, a lockpick comes back to the stock), or
/// go to 221B and answer as well as one can when no visit is listed at all.
fn rest_or_answer(legal: &[Action], k: &SeatKnowledge, round: u32, locations: usize) -> Action {
    // A table that has rested long past any reading answers rather than stall.
    let stalled = round as usize > 2 * locations;
    let can_visit = !stalled
        && legal
            .iter()
            .any(|a| matches!(a, Action::Visit { location, .. } if !k.read.contains(location)));
    let rest = if can_visit {
        pick(legal, &Action::CarriageStop)
    } else {
        None
    };
    rest.or_else(|| pick(legal, &Action::BakerStreet))
        .or_else(|| pick(legal, &Action::CarriageStop))
        .unwrap_or_else(|| first_progress(legal))
}

/// A bot's notes and knowledge at its turn: the view's newly shown cards noted
/// first.
fn knowledge(casebook: &Casebook, notes: &mut Notes, view: &View) -> Option<SeatKnowledge> {
    let case = casebook.case_for(view)?;
    notes.take(view, case);
    SeatKnowledge::new(view, case, notes)
}

/// The `baseline` bot.
#[derive(Debug)]
pub struct BaselineBot {
    rng: SleuthRng,
    casebook: Casebook,
    notes: Notes,
}

impl BaselineBot {
    pub fn new(seed: u64) -> Self {
        BaselineBot::with_casebook(seed, Casebook::shipped())
    }

    pub fn with_casebook(seed: u64, casebook: Casebook) -> Self {
        BaselineBot {
            rng: SleuthRng::from_seed(seed),
            casebook,
            notes: Notes::default(),
        }
    }

    /// What the bot remembers of the cards it has read.
    pub fn notes(&self) -> &Notes {
        &self.notes
    }
}

impl Bot<WatsonHolmes> for BaselineBot {
    fn choose(&mut self, turn: &Turn<'_, WatsonHolmes>) -> Action {
        let view = turn.view();
        let legal = turn.legal_actions();
        let Some(k) = knowledge(&self.casebook, &mut self.notes, &view) else {
            return first_progress(&legal);
        };
        match view.phase.as_str() {
            "visiting" => {
                if let Some(a) = pick(&legal, &Action::DiscardCharacter) {
                    return a;
                }
                if (k.certain() || view.lone_rounds_left == Some(0))
                    && let Some(a) = pick(&legal, &Action::BakerStreet)
                {
                    return a;
                }
                let frontier = k.plain_frontier(&view);
                if let Some(a) = plan_visit(&view, &k, &legal, &frontier, BASELINE_PURSE) {
                    return a;
                }
                rest_or_answer(&legal, &k, view.round, view.locations.len())
            }
            "watson" => pick(&legal, &Action::WatsonReadAloud { target: None })
                .unwrap_or_else(|| first_progress(&legal)),
            "reading" => pick(
                &legal,
                &Action::FinishReading {
                    police: false,
                    toby_to: None,
                },
            )
            .unwrap_or_else(|| first_progress(&legal)),
            "answering" => Action::Answer {
                answers: k.answers(&mut self.rng),
            },
            _ => first_progress(&legal),
        }
    }
}

/// The `solver` bot.
#[derive(Debug)]
pub struct SolverBot {
    rng: SleuthRng,
    casebook: Casebook,
    notes: Notes,
}

impl SolverBot {
    pub fn new(seed: u64) -> Self {
        SolverBot::with_casebook(seed, Casebook::shipped())
    }

    pub fn with_casebook(seed: u64, casebook: Casebook) -> Self {
        SolverBot {
            rng: SleuthRng::from_seed(seed),
            casebook,
            notes: Notes::default(),
        }
    }

    /// What the bot remembers of the cards it has read.
    pub fn notes(&self) -> &Notes {
        &self.notes
    }
}

/// How many cards a rival's pawn has read (public: everyone saw the pawns).
fn rival_reads(view: &View, seat: Seat) -> usize {
    view.players
        .get(seat.index())
        .map_or(0, |p| p.visited.len())
}

impl SolverBot {
    /// The card to visit and how, or `None` to rest at the Carriage Stop.
    fn choose_visit(&self, view: &View, k: &SeatKnowledge, legal: &[Action]) -> Option<Action> {
        let frontier = k.frontier(view);
        plan_visit(view, k, legal, &frontier, SOLVER_PURSE)
    }

    /// Whether a rival is likely to be certain before us: a rival that has read
    /// well past what the case is likely to need (its question count plus its
    /// published difficulty), and more than us, or one already at 221B.
    fn rival_threat(&self, view: &View, k: &SeatKnowledge) -> bool {
        let likely_needed = k.question_count() + usize::from(k.difficulty);
        let mine = k.read.len();
        view.players.iter().any(|p| {
            p.seat != k.me && !p.eliminated && {
                let theirs = rival_reads(view, p.seat);
                theirs >= likely_needed + 2 && theirs > mine
            }
        }) || view
            .players
            .iter()
            .any(|p| p.seat != k.me && matches!(p.placement, Some(Placement::BakerStreet)))
    }

    fn visiting(&mut self, view: &View, k: &SeatKnowledge, legal: &[Action]) -> Action {
        let me = &view.players[k.me.index()];
        let character = me.character;
        let hidden = me.character_state == CharacterState::Hidden;
        let martha = character == Some(Character::MarthaHudson)
            && me.character_state != CharacterState::Discarded;
        // A rival at 221B who answers before us wins if right whatever we do,
        // and if wrong leaves us in the case: only a seat that answers first (or
        // with them) gains by joining with a guess.
        let rivals_at_baker: Vec<&PlayerView> = view
            .players
            .iter()
            .filter(|p| {
                p.seat != k.me
                    && !p.eliminated
                    && matches!(p.placement, Some(Placement::BakerStreet))
            })
            .collect();
        // Where we would stand at 221B if we went now (the view tells).
        let order = view
            .me
            .as_ref()
            .and_then(|m| m.answering_order_if_going.as_ref());
        let group = |seat: Seat| order.and_then(|o| o.iter().position(|g| g.contains(&seat)));
        let answer_first = martha
            || rivals_at_baker
                .iter()
                .all(|p| matches!((group(k.me), group(p.seat)), (Some(m), Some(r)) if m <= r));
        // A rival at 221B who has read fewer cards than the case likely needs is
        // probably guessing: no reason to follow them with a long shot.
        let likely_needed = k.question_count() + usize::from(k.difficulty);
        let rival_likely_certain = rivals_at_baker
            .iter()
            .any(|p| rival_reads(view, p.seat) >= likely_needed);
        // With every rival at 221B, a guess could leave the case unsolved: the
        // last seat outside stays, to carry on alone if they all fail.
        let last_outside = view
            .players
            .iter()
            .filter(|p| p.seat != k.me && !p.eliminated)
            .all(|p| matches!(p.placement, Some(Placement::BakerStreet)));
        let may_guess = !last_outside || k.chance() >= 0.75;
        let go = k.certain()
            || k.ready_without_questions(view)
            || view.lone_rounds_left == Some(0)
            || (may_guess
                && !rivals_at_baker.is_empty()
                && answer_first
                && k.chance() > 0.0
                && (rival_likely_certain || k.chance() >= 0.5))
            || (may_guess && k.chance() >= 0.5 && self.rival_threat(view, k));
        if go {
            if hidden
                && character == Some(Character::MarthaHudson)
                && let Some(a) = pick(legal, &REVEAL)
            {
                return a;
            }
            if let Some(a) = pick(legal, &Action::BakerStreet) {
                return a;
            }
        }
        if let Some(a) = self.holmes(view, k, legal) {
            return a;
        }
        if hidden && let Some(a) = self.character_on_turn(view, k, legal) {
            return a;
        }
        // The Watson card: worth it when a rival leads and we can afford it.
        if view.watson_holder.is_none() && me.carriages >= 12 && !me.watson {
            let leader = view
                .players
                .iter()
                .filter(|p| p.seat != k.me && !p.eliminated)
                .map(|p| rival_reads(view, p.seat))
                .max()
                .unwrap_or(0);
            if leader >= k.read.len()
                && leader > 0
                && let Some(a) = pick(legal, &Action::TakeWatson)
            {
                return a;
            }
        }
        if let Some(a) = self.choose_visit(view, k, legal) {
            return a;
        }
        // Nothing looks promising: any unread card on foot beats a guess.
        if let Some(a) = any_unread_on_foot(view, k, legal) {
            return a;
        }
        rest_or_answer(legal, k, view.round, view.locations.len())
    }

    /// Holmes's voice once a rival has failed: read their answers (what they got
    /// right narrows ours), and check the last doubtful choice between two.
    fn holmes(&self, view: &View, k: &SeatKnowledge, legal: &[Action]) -> Option<Action> {
        if k.certain() {
            return None;
        }
        let me = &view.players[k.me.index()];
        let consulted: BTreeSet<Seat> = view
            .me
            .iter()
            .flat_map(|m| &m.consultations)
            .filter(|c| c.question.is_none())
            .map(|c| c.target)
            .collect();
        let failed: Vec<&PlayerView> = view
            .players
            .iter()
            .filter(|p| p.seat != k.me && p.right_answers.is_some())
            .collect();
        if me.carriages >= 6 {
            for p in &failed {
                if !consulted.contains(&p.seat)
                    && let Some(a) = pick(legal, &Action::Consult { target: p.seat.0 })
                {
                    return Some(a);
                }
            }
        }
        if !me.answer_check_used && me.carriages >= 7 {
            for p in &failed {
                for i in 0..k.question_count() {
                    if let Some(options) = k.options(i)
                        && options.len() == 2
                    {
                        let check = Action::CheckAnswer {
                            target: p.seat.0,
                            question: i as u8,
                            answer: options[0].clone(),
                        };
                        if let Some(a) = pick(legal, &check) {
                            return Some(a);
                        }
                    }
                }
            }
        }
        None
    }

    /// A hidden character on our turn in the Visiting Phase: used, kept, or
    /// discarded for 3 carriages.
    fn character_on_turn(
        &self,
        view: &View,
        k: &SeatKnowledge,
        legal: &[Action],
    ) -> Option<Action> {
        let me = &view.players[k.me.index()];
        let frontier = k.frontier(view);
        let needs = token_needs(view, k, &frontier);
        match me.character {
            Some(Character::ShinwellJohnson) if !me.lockpick => {
                if needs.lockpick > 0.0 && view.stock_lockpicks > 0 {
                    pick(legal, &REVEAL)
                } else if needs.lockpick > 0.0 {
                    // Keep him until a lockpick comes back to the stock.
                    None
                } else {
                    pick(legal, &Action::DiscardCharacter)
                }
            }
            Some(Character::InspectorLestrade) => {
                // Move the police token off the card we want most.
                let blocked = frontier
                    .iter()
                    .filter(|(n, w)| {
                        *w >= WANTED
                            && view
                                .locations
                                .iter()
                                .any(|l| l.number == *n && l.police && !l.symbols.needs_lockpick)
                    })
                    .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
                if let Some(&(from, _)) = blocked {
                    if me.call_off {
                        return None;
                    }
                    // To a card we have read that told us something (rivals
                    // want it), else to any card we do not want.
                    let wanted: BTreeSet<LocationNumber> = frontier
                        .iter()
                        .filter(|(_, w)| *w >= WANTED)
                        .map(|(n, _)| *n)
                        .collect();
                    let moves: Vec<(LocationNumber, Action)> = legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::RevealCharacter {
                                location: Some(f),
                                to: Some(to),
                                ..
                            } if *f == from && !wanted.contains(to) => Some((*to, a.clone())),
                            _ => None,
                        })
                        .collect();
                    let choice = moves
                        .iter()
                        .find(|(to, _)| k.proves_something(*to))
                        .or_else(|| moves.first());
                    return choice.map(|(_, a)| a.clone());
                }
                None
            }
            Some(Character::ShinwellJohnson) => None,
            // Mycroft's extra reading and Martha's first answer are worth more
            // than 3 carriages; the others are discarded for them.
            Some(Character::MycroftHolmes | Character::MarthaHudson) => None,
            _ => pick(legal, &Action::DiscardCharacter),
        }
    }

    fn watson(&self, view: &View, k: &SeatKnowledge, legal: &[Action]) -> Action {
        // The likely leader's card, if we have not read it.
        let mut targets: Vec<(usize, Seat)> = view
            .players
            .iter()
            .filter(|p| p.seat != k.me)
            .filter_map(|p| match p.placement {
                Some(Placement::Location { number, .. }) if !k.read.contains(&number) => {
                    Some((rival_reads(view, p.seat), p.seat))
                }
                _ => None,
            })
            .collect();
        targets.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (_, seat) in targets {
            if let Some(a) = pick(
                legal,
                &Action::WatsonReadAloud {
                    target: Some(seat.0),
                },
            ) {
                return a;
            }
        }
        pick(legal, &Action::WatsonReadAloud { target: None })
            .unwrap_or_else(|| first_progress(legal))
    }

    fn reading(&self, view: &View, k: &SeatKnowledge, legal: &[Action]) -> Action {
        let me = &view.players[k.me.index()];
        // Mycroft reads the card of a rival that we have not read.
        if me.character_state == CharacterState::Hidden
            && me.character == Some(Character::MycroftHolmes)
        {
            for p in &view.players {
                if let Some(Placement::Location { number, .. }) = p.placement
                    && p.seat != k.me
                    && !k.read.contains(&number)
                {
                    let reveal = Action::RevealCharacter {
                        copy: None,
                        target: Some(p.seat.0),
                        location: None,
                        to: None,
                    };
                    if let Some(a) = pick(legal, &reveal) {
                        return a;
                    }
                }
            }
        }
        // Leave the police token on a card that proved something: rivals need it.
        if let Some(Placement::Location { number, .. }) = me.placement
            && k.proves_something(number)
        {
            let guard = Action::FinishReading {
                police: true,
                toby_to: None,
            };
            if let Some(a) = pick(legal, &guard) {
                return a;
            }
        }
        pick(
            legal,
            &Action::FinishReading {
                police: false,
                toby_to: None,
            },
        )
        .unwrap_or_else(|| first_progress(legal))
    }
}

impl Bot<WatsonHolmes> for SolverBot {
    fn choose(&mut self, turn: &Turn<'_, WatsonHolmes>) -> Action {
        let view = turn.view();
        let legal = turn.legal_actions();
        let Some(k) = knowledge(&self.casebook, &mut self.notes, &view) else {
            return first_progress(&legal);
        };
        match view.phase.as_str() {
            "visiting" => self.visiting(&view, &k, &legal),
            "watson" => self.watson(&view, &k, &legal),
            "reading" => self.reading(&view, &k, &legal),
            "answering" => Action::Answer {
                answers: k.answers(&mut self.rng),
            },
            _ => first_progress(&legal),
        }
    }
}
