//! The baseline and solver bots, and a seat's belief. Both read only what their
//! seat's view holds (invariant 2): the facts of the cards it has read or heard
//! (`PrivateView::read`), what Holmes's voice told it (its consultations and
//! checks), and the public table (pawns, bids, tokens, who visited what). They
//! never look at the facts of a card their seat has not read.
//!
//! - `baseline`: follows the leads and the cards they point to, on foot, in
//!   number order; goes to 221B when every answer is determined; discards its
//!   character for 3 carriages.
//! - `solver`: values each card by the information it may bring (pointed-to cards
//!   first, more for the questions still open), outbids for a valuable card and
//!   guards its own with a carriage, leaves its police token on a card that proved
//!   an answer, takes the Watson card to have the likely leader's card read aloud,
//!   uses its character (Mycroft reads a rival's card, Martha answers first,
//!   Shinwell fetches a lockpick, Mary Morstan guards its bids), asks Holmes's
//!   voice once a rival has failed, and goes to 221B when certain, or earlier
//!   when a rival is likely to be certain first.

use std::collections::BTreeSet;

use sleuth_core::game::{Belief, Bot, Turn};
use sleuth_core::{Seat, SleuthRng};

use crate::case::{Case, Fact, LocationNumber, normalize_answer};
use crate::check::Knowledge;
use crate::rules::WatsonHolmes;
use crate::types::*;

/// The answer a bot gives to a typed question it has no proof for.
const NO_IDEA: &str = "unknown";

/// What one seat may conclude, from its view only.
#[derive(Clone, Debug)]
pub struct SeatKnowledge {
    pub case: &'static Case,
    pub me: Seat,
    pub read: BTreeSet<LocationNumber>,
    pub known: Knowledge,
}

impl SeatKnowledge {
    pub fn from_view(view: &View) -> Option<SeatKnowledge> {
        let case = crate::library::case(&view.case_id)?;
        let me = view.me.as_ref()?;
        let read: BTreeSet<LocationNumber> = me.read.iter().copied().collect();
        let mut known = Knowledge::of(case, read.iter().copied());
        for c in &me.consultations {
            match (c.question, c.correct) {
                (Some(q), Some(correct)) => {
                    if let (Some(question), Some(answer)) =
                        (case.questions.get(usize::from(q)), c.answers.first())
                    {
                        known.learn(&question.id, answer, correct);
                    }
                }
                // A consultation with no right answer rules every one of them out.
                _ if c.right == Some(0) => {
                    for (question, answer) in case.questions.iter().zip(&c.answers) {
                        known.learn(&question.id, answer, false);
                    }
                }
                _ => {}
            }
        }
        Some(SeatKnowledge {
            case,
            me: me.seat,
            read,
            known,
        })
    }

    /// The answers still possible for question `index`. A typed question has
    /// only the values this seat has seen proved (it cannot list the others).
    pub fn options(&self, index: usize) -> Vec<String> {
        let q = &self.case.questions[index];
        if q.choices.is_empty() && !self.known.has_proof(&q.id) {
            return Vec::new();
        }
        self.known.open(self.case, index)
    }

    pub fn determined(&self, index: usize) -> Option<String> {
        self.known.determined(self.case, index)
    }

    pub fn certain(&self) -> bool {
        self.known.complete(self.case)
    }

    /// The chance of answering everything right by guessing uniformly among the
    /// options (0 while a typed question is unproved).
    pub fn chance(&self) -> f64 {
        (0..self.case.questions.len())
            .map(|i| match self.options(i).len() {
                0 => 0.0,
                n => 1.0 / n as f64,
            })
            .product()
    }

    /// Questions not yet determined.
    pub fn open_questions(&self) -> usize {
        (0..self.case.questions.len())
            .filter(|&i| self.determined(i).is_none())
            .count()
    }

    /// Answers: the determined ones, a random option elsewhere.
    pub fn answers(&self, rng: &mut SleuthRng) -> Vec<String> {
        (0..self.case.questions.len())
            .map(|i| {
                let options = self.options(i);
                rng.choose(&options)
                    .cloned()
                    .unwrap_or_else(|| NO_IDEA.to_owned())
            })
            .collect()
    }

    /// Whether a card this seat read proves something (a card worth guarding).
    pub fn proves_something(&self, number: LocationNumber) -> bool {
        self.read.contains(&number)
            && self.case.location(number).is_some_and(|l| {
                l.facts
                    .iter()
                    .any(|f| matches!(f, Fact::Proves { .. } | Fact::RulesOut { .. }))
            })
    }

    /// Unread cards and what a visit may be worth, from what the seat knows: a
    /// card pointed to by a card it read (3) or a lead (2) before any other
    /// (0.5); more when the card's public name names a candidate still open
    /// (a suspect's lodgings, the inn among the places), less when it names only
    /// candidates already ruled out.
    pub fn frontier(&self) -> Vec<(LocationNumber, f64)> {
        let mut open_words: Vec<BTreeSet<String>> = Vec::new();
        let mut closed_words: BTreeSet<String> = BTreeSet::new();
        for i in 0..self.case.questions.len() {
            let options = self.options(i);
            let undetermined = self.determined(i).is_none();
            for c in crate::check::candidates(self.case, i) {
                let words = name_words(&c);
                if undetermined && options.contains(&c) {
                    open_words.push(words);
                } else {
                    closed_words.extend(words);
                }
            }
        }
        let mut out = Vec::new();
        for l in &self.case.locations {
            if self.read.contains(&l.number) {
                continue;
            }
            let mut worth = if self.known.pointers.contains(&l.number) {
                3.0
            } else if self.case.leads.contains(&l.number) {
                2.0
            } else {
                0.5
            };
            let words = name_words(&l.name);
            if open_words.iter().any(|w| !w.is_disjoint(&words)) {
                worth += 1.5;
            } else if !closed_words.is_disjoint(&words) {
                worth -= 1.0;
            }
            out.push((l.number, worth));
        }
        out
    }
}

impl SeatKnowledge {
    /// The baseline's order: cards pointed to by a card read (3), then the leads
    /// (2), then the rest (0.5), by number.
    pub fn plain_frontier(&self) -> Vec<(LocationNumber, f64)> {
        self.case
            .locations
            .iter()
            .filter(|l| !self.read.contains(&l.number))
            .map(|l| {
                let worth = if self.known.pointers.contains(&l.number) {
                    3.0
                } else if self.case.leads.contains(&l.number) {
                    2.0
                } else {
                    0.5
                };
                (l.number, worth)
            })
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

/// A seat's belief (for analysis): the chance of the true answers under uniform
/// guessing among its options, and whether every answer is determined.
pub fn belief(seat_view: &View, final_view: &View) -> Option<Belief> {
    let k = SeatKnowledge::from_view(seat_view)?;
    let truth = final_view.correct_answers.as_ref()?;
    let mut p = 1.0;
    for (i, answer) in truth.iter().enumerate() {
        let options = k.options(i);
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

fn visit(location: LocationNumber, carriages: u32, call_off: bool) -> Action {
    Action::Visit {
        location,
        carriages,
        call_off,
        toby: false,
    }
}

/// The cheapest listed way onto `location`: (action, carriages spent on the bid).
fn cheapest_visit(legal: &[Action], location: LocationNumber) -> Option<(Action, u32)> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Visit {
                location: l,
                carriages,
                call_off,
                toby: false,
            } if *l == location => Some((a.clone(), *carriages, *call_off)),
            _ => None,
        })
        // Prefer no call-off, then the lowest bid.
        .min_by_key(|(_, c, call_off)| (*c, *call_off))
        .map(|(a, c, _)| (a, c))
}

/// With no card left to visit: rest at the Carriage Stop while some unread card
/// might still open up (a pawn moves away, a lockpick comes back to the stock), or
/// go to 221B and answer as well as one can when no visit is listed at all.
fn rest_or_answer(legal: &[Action], k: &SeatKnowledge, round: u32) -> Action {
    // A table that has rested long past any reading answers rather than stall.
    let stalled = round as usize > 2 * k.case.locations.len();
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

/// The `baseline` bot.
#[derive(Debug)]
pub struct BaselineBot {
    rng: SleuthRng,
}

impl BaselineBot {
    pub fn new(seed: u64) -> Self {
        BaselineBot {
            rng: SleuthRng::from_seed(seed),
        }
    }
}

impl Bot<WatsonHolmes> for BaselineBot {
    fn choose(&mut self, turn: &Turn<'_, WatsonHolmes>) -> Action {
        let view = turn.view();
        let legal = turn.legal_actions();
        let Some(k) = SeatKnowledge::from_view(&view) else {
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
                let mut frontier = k.plain_frontier();
                frontier.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
                for (number, _) in frontier {
                    let listed = pick(&legal, &visit(number, 0, false))
                        .or_else(|| pick(&legal, &visit(number, 0, true)));
                    if let Some(a) = listed {
                        return a;
                    }
                }
                rest_or_answer(&legal, &k, view.round)
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
    /// The case's fewest visits, computed once.
    fewest: Option<(String, usize)>,
}

impl SolverBot {
    pub fn new(seed: u64) -> Self {
        SolverBot {
            rng: SleuthRng::from_seed(seed),
            fewest: None,
        }
    }
}

/// How many cards a rival has read (its visits and every card read aloud).
fn rival_reads(view: &View, seat: Seat) -> usize {
    view.players
        .get(seat.index())
        .map_or(0, |p| p.visited.len())
}

/// The fewest visits of the case: a public statistic of the case (printed by
/// `sleuth content check`), not a secret of any card.
fn fewest_visits(case: &Case) -> usize {
    crate::check::check(case).map_or(case.locations.len() / 2, |r| r.fewest_visits.len())
}

impl SolverBot {
    fn fewest(&mut self, case: &Case) -> usize {
        match &self.fewest {
            Some((id, n)) if *id == case.id => *n,
            _ => {
                let n = fewest_visits(case);
                self.fewest = Some((case.id.clone(), n));
                n
            }
        }
    }

    /// The card to visit and how, or `None` to rest at the Carriage Stop.
    fn choose_visit(&self, view: &View, k: &SeatKnowledge, legal: &[Action]) -> Option<Action> {
        let me = &view.players[k.me.index()];
        let open = k.open_questions().max(1) as f64;
        let frontier = k.frontier();
        // A card worth reading that needs a lockpick (locked, or policed without a
        // call-off in hand) makes a card that gives one worth a visit too.
        let locked_out = !me.lockpick
            && frontier.iter().any(|(n, w)| {
                *w >= 2.0
                    && view.locations.iter().any(|l| {
                        l.number == *n && (l.symbols.needs_lockpick || (l.police && !me.call_off))
                    })
            });
        let mut best: Option<(f64, Action)> = None;
        for &(number, worth) in &frontier {
            let gives_lockpick = view
                .locations
                .iter()
                .any(|l| l.number == number && l.symbols.gives_lockpick);
            let worth = if locked_out && gives_lockpick && view.stock_lockpicks > 0 {
                worth + 2.5
            } else {
                worth
            };
            let Some((action, bid)) = cheapest_visit(legal, number) else {
                continue;
            };
            let location = view.locations.iter().find(|l| l.number == number);
            let fare = match (location.and_then(|l| l.zone.as_ref()), me.zone.as_ref()) {
                (Some(z), Some(mine)) if z != mine => f64::from(k.case.fare(z)),
                _ => 0.0,
            };
            // Carriages matter for the order at 221B: spend them only on value.
            let cost = f64::from(bid) * 0.6 + fare * 0.6;
            if bid > 0 && (worth < 3.0 || me.carriages < bid + 3) {
                continue;
            }
            let score = worth * open - cost;
            if best.as_ref().is_none_or(|(s, _)| score > *s) {
                best = Some((score, action));
            }
        }
        let (score, action) = best?;
        if score <= 0.0 {
            return None;
        }
        Some(action)
    }

    /// Whether a rival is likely to be certain before us.
    fn rival_threat(&mut self, view: &View, k: &SeatKnowledge) -> bool {
        let fewest = self.fewest(k.case);
        let mine = k.read.len();
        view.players.iter().any(|p| {
            p.seat != k.me && !p.eliminated && {
                let theirs = rival_reads(view, p.seat);
                theirs >= fewest + 2 && theirs > mine
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
        // A rival already at 221B is certain (or guessing): waiting loses, so any
        // chance is worth taking.
        let rival_at_baker = view.players.iter().any(|p| {
            p.seat != k.me && !p.eliminated && matches!(p.placement, Some(Placement::BakerStreet))
        });
        let go = k.certain()
            || view.lone_rounds_left == Some(0)
            || (rival_at_baker && k.chance() > 0.0)
            || (k.chance() >= 0.5 && self.rival_threat(view, k));
        if go {
            if hidden && character == Some(Character::MarthaHudson) {
                let reveal = Action::RevealCharacter {
                    copy: None,
                    target: None,
                    location: None,
                    to: None,
                };
                if let Some(a) = pick(legal, &reveal) {
                    return a;
                }
            }
            if let Some(a) = pick(legal, &Action::BakerStreet) {
                return a;
            }
        }
        // Holmes's voice: once a rival has failed, check the most doubtful answer.
        if !me.answer_check_used && me.carriages >= 7 {
            for failed in view.players.iter().filter(|p| p.right_answers.is_some()) {
                for i in 0..k.case.questions.len() {
                    let options = k.options(i);
                    if options.len() == 2 && !k.case.questions[i].choices.is_empty() {
                        let check = Action::CheckAnswer {
                            target: failed.seat.0,
                            question: i as u8,
                            answer: options[0].clone(),
                        };
                        if let Some(a) = pick(legal, &check) {
                            return a;
                        }
                    }
                }
            }
        }
        if hidden {
            match character {
                Some(Character::ShinwellJohnson) if !me.lockpick => {
                    let blocked = k.frontier().iter().any(|(n, w)| {
                        *w >= 2.0
                            && view
                                .locations
                                .iter()
                                .any(|l| l.number == *n && (l.police || l.symbols.needs_lockpick))
                    });
                    let reveal = Action::RevealCharacter {
                        copy: None,
                        target: None,
                        location: None,
                        to: None,
                    };
                    if let Some(a) = pick(
                        legal,
                        if blocked {
                            &reveal
                        } else {
                            &Action::DiscardCharacter
                        },
                    ) {
                        return a;
                    }
                }
                // Mycroft's extra reading and Martha's first answer are worth
                // more than 3 carriages; the others are discarded for them.
                Some(Character::MycroftHolmes | Character::MarthaHudson) => {}
                _ => {
                    if let Some(a) = pick(legal, &Action::DiscardCharacter) {
                        return a;
                    }
                }
            }
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
        if k.chance() > 0.0
            && k.open_questions() <= 1
            && let Some(a) = pick(legal, &Action::BakerStreet)
        {
            return a;
        }
        rest_or_answer(legal, k, view.round)
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
        let Some(k) = SeatKnowledge::from_view(&view) else {
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
