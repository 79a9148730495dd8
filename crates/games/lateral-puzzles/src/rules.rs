//! The Lateral Puzzles Game state and its rules (the printed rulebook and rulings
//! LP-1..LP-6, both in docs/rules/lateral-puzzles.md): the die toss, turns and
//! rounds, questions and the Lateral Master's answers, duplicates, the eight Puzzle
//! Cards, freezes, spoiler scoring and the end.
//!
//! Every action is checked by `validate` (pure) before `perform` changes anything,
//! so a refused action changes nothing and emits nothing; `moves` lists actions
//! with the same `validate`, `view` shows the state, and `hosted` puts the three
//! together as the `Game` (this module imports none of them).
//!
//! People come and go: a puzzler may leave at any moment (`Action::Leave`); the
//! table pauses until the Lateral Master goes on without the seat or someone takes
//! it (`Action::Return`). A seat gone on without is passed over, and whatever
//! waits on it is settled by `settle_absent` (docs/rules/lateral-puzzles.md).
//!
//! Rules version 2 counts spoiler points in tenths (every repeat of a part is
//! worth less than the one before, LP-3) and bounds the Sherlock Holmes cards the
//! Lateral Master gives by the box; version 1 (whole points rounded half up, no
//! bound) is kept so that its matches and records still replay.

use std::sync::Arc;

use sleuth_core::game::Outcome;
use sleuth_core::{Audience, Event as Envelope, Seat, SeatSet, SleuthRng, derive_seed};

use crate::puzzle::Puzzle;
use crate::similar::{FLAG_THRESHOLD, similarity};
use crate::types::*;

pub const RULES_VERSION: u32 = 2;
/// Whole points rounded half up; no bound on given Sherlock Holmes cards.
pub const RULES_VERSION_ROUNDED: u32 = 1;
/// LP-3: more than this many points spoiled lets the Lateral Master end the game.
pub const NINETY: u32 = 90;

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Puzzler {
    pub seat: Seat,
    pub presence: Presence,
    pub hand: Hand,
    /// Tenths of a point.
    pub tenths: u32,
    pub conversions: u8,
    /// Asked a public question this round (LP-5).
    pub asked_this_round: bool,
    /// Cards played this round since that question (LP-5: at most one).
    pub cards_since_question: u8,
    pub don_corleone: Option<u32>,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Question {
    pub id: u32,
    pub round: u32,
    pub asker: Seat,
    pub kind: QuestionKind,
    pub text: String,
    pub rephrase_of: Option<u32>,
    /// A card was spent for it: it goes back if the question is refused.
    pub card_spent: bool,
    /// That card counted against the asker's one-card limit (LP-5).
    pub limit_counted: bool,
    pub flag: Option<Flag>,
    pub flag_ruled: bool,
    pub status: QuestionStatus,
    pub answer: Option<AnswerCard>,
    pub another_wording: bool,
    pub holder: Seat,
    /// Puzzlers who know the text and the answer of a private question: the asker,
    /// successful spies, both sides of a swap. (The Lateral Master knows all.)
    pub known_by: SeatSet,
    pub padlocked: bool,
    pub protected: bool,
    pub spied_by: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Spoiler {
    pub id: u32,
    pub seat: Seat,
    pub round: u32,
    pub text: String,
    pub awards: Option<Vec<PartAward>>,
}

/// The one question the Lateral Master deals with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// Waiting for an answer (or a ruling on a duplicate).
    Answer(u32),
    /// Answered Rephrase with an invitation: waiting for its asker's new wording.
    Rephrase(u32),
}

/// What the whole table waits for: nothing else is accepted meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Hold {
    /// LP-5 freeze: the Lateral Master judges the spoiler.
    Spoiler(u32),
    /// LP-5 freeze: the Lateral Master carries out the swap.
    Cooperation { seat: Seat, mine: u32, theirs: u32 },
    /// A Mata Hari on a Sherlock Holmes answer: its asker may defend with Don
    /// Corleone (our decision: the spied player answers at once, as at a table).
    Spy {
        seat: Seat,
        question: u32,
        target: Seat,
    },
    /// LP-3: past 90 points, the Lateral Master ends or grants extra rounds.
    OverNinety,
}

/// What the puzzler whose turn it is has done on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TurnAct {
    None,
    /// A public question (its latest wording); the turn ends when it is settled.
    Asked(u32),
    /// Cards were played: the turn ends with `EndTurn`.
    Cards,
}

/// A match of the Lateral Puzzles Game.
#[derive(Clone, Debug, PartialEq)]
pub struct LateralPuzzles {
    pub(crate) config: Config,
    pub(crate) rules_version: u32,
    /// The Lateral Master's seat (`Config::lateral_master`).
    pub(crate) lm: Seat,
    pub(crate) puzzle: Arc<Puzzle>,
    pub(crate) toss: Vec<Toss>,
    pub(crate) order: Vec<Seat>,
    pub(crate) next_order: Vec<Seat>,
    pub(crate) round: u32,
    /// Index into `order`.
    pub(crate) turn: usize,
    pub(crate) act: TurnAct,
    /// Every seat but the Lateral Master's, in seat order.
    pub(crate) puzzlers: Vec<Puzzler>,
    /// Sherlock Holmes cards the Lateral Master has given.
    pub(crate) sherlock_given: u8,
    pub(crate) questions: Vec<Question>,
    pub(crate) spoilers: Vec<Spoiler>,
    pub(crate) slot: Option<Slot>,
    pub(crate) hold: Option<Hold>,
    /// By part: who spoiled it, in order (LP-3).
    pub(crate) spoiled_by: Vec<Vec<Seat>>,
    pub(crate) extra_rounds_left: Option<u8>,
    /// The Lateral Master has been asked about the 90 points (once per game).
    pub(crate) over_ninety_called: bool,
    pub(crate) over: Option<EndReason>,
}

/// LP-4: each puzzler rolls a die, in seat order; ties roll again; the highest
/// plays first.
pub(crate) fn toss_for_order(puzzlers: &[Seat], seed: u64) -> (Vec<Toss>, Vec<Seat>) {
    let mut rng = SleuthRng::from_seed(derive_seed(seed, 1));
    let mut toss: Vec<Toss> = puzzlers
        .iter()
        .map(|&seat| Toss {
            seat,
            rolls: vec![rng.roll(6)],
        })
        .collect();
    loop {
        let tied: Vec<usize> = (0..toss.len())
            .filter(|&i| (0..toss.len()).any(|j| j != i && toss[j].rolls == toss[i].rolls))
            .collect();
        if tied.is_empty() {
            break;
        }
        for i in tied {
            let roll = rng.roll(6);
            toss[i].rolls.push(roll);
        }
    }
    let mut order: Vec<&Toss> = toss.iter().collect();
    order.sort_by(|a, b| b.rolls.cmp(&a.rolls));
    let order = order.into_iter().map(|t| t.seat).collect();
    (toss, order)
}

/// LP-3, in tenths of a point: the part's score (whole points) less 10% for each
/// earlier spoiler of it, never below 0. Exact, so each repeat earns less than
/// the one before (a part is spoiled at most once per puzzler, eight at most).
pub fn award_tenths(score: u32, earlier: usize) -> u32 {
    score * 10u32.saturating_sub(earlier.min(10) as u32)
}

/// Rules version 1's award: whole points rounded half up (a 5-point part spoiled
/// again earned 5 again), as tenths.
pub fn award_tenths_rounded(score: u32, earlier: usize) -> u32 {
    let factor = 10u32.saturating_sub(earlier.min(10) as u32);
    (score * factor + 5) / 10 * 10
}

/// Tenths of a point as people say them: `23`, `22.5`.
pub fn tenths_text(tenths: u32) -> String {
    if tenths.is_multiple_of(10) {
        (tenths / 10).to_string()
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

fn question_text_ok(text: &str) -> bool {
    !text.trim().is_empty()
        && text.chars().count() <= QUESTION_CHARS
        && !text.chars().any(char::is_control)
}

fn spoiler_text_ok(text: &str) -> bool {
    !text.trim().is_empty()
        && text.chars().count() <= SPOILER_CHARS
        && !text.chars().any(|c| c.is_control() && c != '\n')
}

impl LateralPuzzles {
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The Lateral Master's seat.
    pub fn lateral_master(&self) -> Seat {
        self.lm
    }

    pub fn rules_version(&self) -> u32 {
        self.rules_version
    }

    /// The Lateral Master and one puzzler.
    fn lm_and(&self, seat: Seat) -> Audience {
        Audience::Seats(SeatSet::single(self.lm).with(seat))
    }

    pub(crate) fn n_puzzlers(&self) -> usize {
        self.puzzlers.len()
    }

    pub(crate) fn is_puzzler(&self, seat: Seat) -> bool {
        seat != self.lm && seat.index() < self.players()
    }

    /// The index in `puzzlers` of a puzzler's seat.
    fn index_of(&self, seat: Seat) -> usize {
        if seat.index() > self.lm.index() {
            seat.index() - 1
        } else {
            seat.index()
        }
    }

    pub(crate) fn p(&self, seat: Seat) -> &Puzzler {
        &self.puzzlers[self.index_of(seat)]
    }

    fn pm(&mut self, seat: Seat) -> &mut Puzzler {
        let i = self.index_of(seat);
        &mut self.puzzlers[i]
    }

    pub(crate) fn present(&self, seat: Seat) -> bool {
        self.is_puzzler(seat) && self.p(seat).presence == Presence::Present
    }

    /// Puzzlers at the table.
    pub(crate) fn present_count(&self) -> usize {
        self.puzzlers
            .iter()
            .filter(|p| p.presence == Presence::Present)
            .count()
    }

    /// Fewer than two puzzlers at the table: the Lateral Master may end the game
    /// at any moment.
    pub(crate) fn too_few_puzzlers(&self) -> bool {
        self.present_count() < 2
    }

    /// Seats that left and wait for the Lateral Master's choice: the table pauses.
    pub(crate) fn away(&self) -> Vec<Seat> {
        self.puzzlers
            .iter()
            .filter(|p| p.presence == Presence::Away)
            .map(|p| p.seat)
            .collect()
    }

    /// Sherlock Holmes cards the Lateral Master may still give: the box's puzzler
    /// sets nobody plays, less the cards given (rules version 2); `None` under
    /// version 1, which had no limit.
    pub(crate) fn sherlock_stock(&self) -> Option<u8> {
        (self.rules_version >= 2).then(|| {
            PUZZLER_SETS
                .saturating_sub(self.n_puzzlers() as u8)
                .saturating_sub(self.sherlock_given)
        })
    }

    /// The sentence of a pause.
    pub(crate) fn pause_message(&self, away: &[Seat]) -> String {
        self.pause_reason(away).to_string()
    }

    /// Why the table is paused while `away` are away.
    pub(crate) fn pause_reason(&self, away: &[Seat]) -> PauseReason {
        PauseReason {
            away: away.to_vec(),
            puzzlers_present: self.present_count() > 0,
        }
    }

    pub(crate) fn q(&self, id: u32) -> Result<&Question, Error> {
        id.checked_sub(1)
            .and_then(|i| self.questions.get(i as usize))
            .ok_or(Error::NoSuchQuestion(id))
    }

    fn qm(&mut self, id: u32) -> &mut Question {
        &mut self.questions[id as usize - 1]
    }

    /// The puzzler whose turn it is.
    pub(crate) fn turn_seat(&self) -> Option<Seat> {
        if self.over.is_some() {
            None
        } else {
            self.order.get(self.turn).copied()
        }
    }

    /// The points of the puzzle spoiled so far, each part once.
    pub(crate) fn spoiled_points(&self) -> u32 {
        self.puzzle
            .parts
            .iter()
            .zip(&self.spoiled_by)
            .filter(|(_, by)| !by.is_empty())
            .map(|(p, _)| p.score)
            .sum()
    }

    /// Who the hold waits for.
    pub(crate) fn resolver(&self, hold: Hold) -> Seat {
        match hold {
            Hold::Spy { target, .. } => target,
            _ => self.lm,
        }
    }

    pub(crate) fn hold_description(&self, hold: Hold) -> String {
        self.hold_reason(hold).to_string()
    }

    /// What the table waits for under `hold`.
    pub(crate) fn hold_reason(&self, hold: Hold) -> FrozenReason {
        match hold {
            Hold::Spoiler(s) => FrozenReason::Spoiler {
                seat: self.spoilers[s as usize - 1].seat,
                spoiler: s,
            },
            Hold::Cooperation { seat, .. } => FrozenReason::Cooperation { seat },
            Hold::Spy {
                question, target, ..
            } => FrozenReason::Spy { target, question },
            Hold::OverNinety => FrozenReason::OverNinety,
        }
    }

    /// Whether a Sherlock Holmes answer's holder may defend it with Don Corleone:
    /// they asked it, hold the card and may still play a card (LP-5).
    fn can_defend(&self, target: Seat, question: &Question) -> bool {
        let p = self.p(target);
        p.presence == Presence::Present
            && question.kind == QuestionKind::Sherlock
            && question.asker == target
            && p.hand.don_corleone > 0
            && !(p.asked_this_round && p.cards_since_question >= 1)
    }

    /// The checks every card play shares: a puzzler, past the first round (LP-4),
    /// holding the cards, within the one-card limit after a question (LP-5).
    fn check_card(&self, seat: Seat, card: CardKind, count: u8) -> Result<(), Error> {
        if !self.is_puzzler(seat) {
            return Err(Error::NotPuzzler);
        }
        if self.round < 2 {
            return Err(Error::FirstRound);
        }
        let p = self.p(seat);
        if p.hand.count(card) < count {
            return Err(
                if card == CardKind::MataHari && count == 2 && p.hand.mata_hari == 1 {
                    Error::NeedTwoMataHari
                } else {
                    Error::NoCard(card)
                },
            );
        }
        if p.asked_this_round && p.cards_since_question + count > 1 {
            return Err(Error::OneCardLimit);
        }
        Ok(())
    }

    /// The question waiting for an answer, which `question` must name.
    fn check_open_question(&self, question: u32) -> Result<&Question, Error> {
        let open = match self.slot {
            Some(Slot::Answer(q)) => q,
            _ => return Err(Error::NothingToAnswer),
        };
        if open != question {
            return Err(Error::NotTheOpenQuestion {
                open,
                given: question,
            });
        }
        self.q(open)
    }

    fn check_slot_free(&self) -> Result<(), Error> {
        match self.slot {
            Some(Slot::Answer(q) | Slot::Rephrase(q)) => Err(Error::QuestionOpen(q)),
            None => Ok(()),
        }
    }

    fn check_private_answer(&self, id: u32) -> Result<&Question, Error> {
        let q = self.q(id)?;
        if !q.kind.private_answer() {
            return Err(Error::PublicAnswer(id));
        }
        match q.status {
            QuestionStatus::Refused => Err(Error::Refused(id)),
            QuestionStatus::Open => Err(Error::Unanswered(id)),
            QuestionStatus::Answered => Ok(q),
        }
    }

    /// Whether `seat` may take `action` now; changes nothing.
    pub(crate) fn validate(&self, seat: Seat, action: &Action) -> Result<(), Error> {
        let lm = seat == self.lm;
        let lm_only = |ok: bool| {
            if ok {
                Ok(())
            } else {
                Err(Error::NotLateralMaster)
            }
        };
        let puzzler_only = || {
            if self.is_puzzler(seat) {
                Ok(())
            } else {
                Err(Error::NotPuzzler)
            }
        };
        // A second click is refused as such, whatever else holds now.
        if lm {
            self.check_repeat(action)?;
        }
        match action {
            Action::Leave => {
                puzzler_only()?;
                return match self.p(seat).presence {
                    Presence::Present => Ok(()),
                    Presence::Away | Presence::Skipped => Err(Error::AlreadyLeft),
                };
            }
            Action::Return => {
                puzzler_only()?;
                return match self.p(seat).presence {
                    Presence::Present => Err(Error::AlreadyPresent),
                    Presence::Away | Presence::Skipped => Ok(()),
                };
            }
            _ => {}
        }
        if self.is_puzzler(seat) && self.p(seat).presence != Presence::Present {
            return Err(Error::Away);
        }
        // Fewer than two puzzlers at the table: the Lateral Master may end the game
        // at any moment, paused or frozen.
        if lm && matches!(action, Action::EndGame) && self.too_few_puzzlers() {
            return Ok(());
        }
        // A pause: the Lateral Master goes on without the seats that left, or ends
        // the game as they could anyway (not over a freeze).
        let away = self.away();
        if !away.is_empty() {
            let allowed = matches!(action, Action::GoOnWithout { .. })
                || (matches!(action, Action::EndGame)
                    && matches!(self.hold, None | Some(Hold::OverNinety)));
            if !allowed {
                return Err(Error::Paused(self.pause_reason(&away)));
            }
        } else if let Some(hold) = self.hold {
            let resolves = matches!(
                (hold, action),
                (Hold::Spoiler(_), Action::Judge { .. })
                    | (Hold::Cooperation { .. }, Action::CarryOutSwap)
                    | (Hold::Spy { .. }, Action::DonCorleone | Action::AllowSpy)
                    | (
                        Hold::OverNinety,
                        Action::ExtraRounds { .. } | Action::EndGame
                    )
            );
            if !resolves || seat != self.resolver(hold) {
                return Err(Error::Frozen(self.hold_reason(hold)));
            }
        }
        match action {
            Action::Ask { text } => {
                puzzler_only()?;
                let turn = self.turn_seat().ok_or(Error::NothingToResolve)?;
                if turn != seat {
                    return Err(Error::NotYourTurn(turn));
                }
                match self.act {
                    TurnAct::None => {}
                    TurnAct::Asked(_) => return Err(Error::AlreadyActed("asked your question")),
                    TurnAct::Cards => return Err(Error::CardTurn),
                }
                self.check_slot_free()?;
                if !question_text_ok(text) {
                    return Err(Error::QuestionText);
                }
                Ok(())
            }
            Action::Rephrase { text } => {
                puzzler_only()?;
                match self.slot {
                    Some(Slot::Rephrase(q)) if self.q(q)?.asker == seat => {}
                    _ => return Err(Error::NoRephrase),
                }
                if !question_text_ok(text) {
                    return Err(Error::QuestionText);
                }
                Ok(())
            }
            Action::DeclineRephrase => {
                puzzler_only()?;
                match self.slot {
                    Some(Slot::Rephrase(q)) if self.q(q)?.asker == seat => Ok(()),
                    _ => Err(Error::NoRephrase),
                }
            }
            Action::EndTurn => {
                puzzler_only()?;
                let turn = self.turn_seat().ok_or(Error::NothingToResolve)?;
                if turn != seat {
                    return Err(Error::NotYourTurn(turn));
                }
                match self.act {
                    TurnAct::Cards => Ok(()),
                    TurnAct::None => Err(Error::NothingDone),
                    TurnAct::Asked(_) => Err(Error::QuestionPending),
                }
            }
            Action::TipOff { text } | Action::Sherlock { text } => {
                let card = if matches!(action, Action::TipOff { .. }) {
                    CardKind::TipOff
                } else {
                    CardKind::SherlockHolmes
                };
                self.check_card(seat, card, 1)?;
                self.check_slot_free()?;
                if !question_text_ok(text) {
                    return Err(Error::QuestionText);
                }
                Ok(())
            }
            Action::Spoiler { text } => {
                self.check_card(seat, CardKind::Spoiler, 1)?;
                if !spoiler_text_ok(text) {
                    return Err(Error::SpoilerText);
                }
                Ok(())
            }
            Action::Padlock { question } => {
                self.check_card(seat, CardKind::Padlock, 1)?;
                let q = self.q(*question)?;
                if q.kind != QuestionKind::TipOff || q.asker != seat || q.holder != seat {
                    return Err(Error::NotYourTipOff);
                }
                if q.status == QuestionStatus::Refused {
                    return Err(Error::Refused(*question));
                }
                if q.padlocked {
                    return Err(Error::AlreadyPadlocked(*question));
                }
                Ok(())
            }
            Action::MataHari { question } => {
                puzzler_only()?;
                if self.round < 2 {
                    return Err(Error::FirstRound);
                }
                let q = self.check_private_answer(*question)?;
                if q.holder == seat {
                    return Err(Error::OwnAnswer(*question));
                }
                if q.known_by.contains(seat) {
                    return Err(Error::AlreadyKnown(*question));
                }
                if q.protected {
                    return Err(Error::Protected(*question));
                }
                self.check_card(seat, CardKind::MataHari, if q.padlocked { 2 } else { 1 })
            }
            Action::Cooperation { mine, theirs } => {
                self.check_card(seat, CardKind::Cooperation, 1)?;
                let m = self.check_private_answer(*mine)?;
                if m.holder != seat {
                    return Err(Error::NotYourAnswer(*mine));
                }
                let t = self.check_private_answer(*theirs)?;
                if t.holder == seat {
                    return Err(Error::OwnAnswer(*theirs));
                }
                for q in [m, t] {
                    if q.padlocked {
                        return Err(Error::PadlockedSwap(q.id));
                    }
                    if q.protected {
                        return Err(Error::Protected(q.id));
                    }
                }
                Ok(())
            }
            Action::Queue { position } => {
                self.check_card(seat, CardKind::Queue, 1)?;
                if *position == 0 || usize::from(*position) > self.n_puzzlers() {
                    return Err(Error::NoSuchPosition(*position));
                }
                let now = self
                    .next_order
                    .iter()
                    .position(|&s| s == seat)
                    .map_or(0, |i| i + 1);
                if now == usize::from(*position) {
                    return Err(Error::SamePosition(*position));
                }
                Ok(())
            }
            Action::ConvertSpoiler => {
                puzzler_only()?;
                if self.round < 2 {
                    return Err(Error::FirstRound);
                }
                let p = self.p(seat);
                if p.hand.spoiler == 0 {
                    return Err(Error::NoCard(CardKind::Spoiler));
                }
                if p.conversions >= MAX_CONVERSIONS {
                    return Err(Error::ConversionLimit);
                }
                Ok(())
            }
            Action::DonCorleone | Action::AllowSpy => {
                puzzler_only()?;
                let Some(Hold::Spy {
                    question, target, ..
                }) = self.hold
                else {
                    return Err(Error::NothingToResolve);
                };
                if target != seat {
                    return Err(Error::NothingToResolve);
                }
                if matches!(action, Action::DonCorleone)
                    && !self.can_defend(seat, self.q(question)?)
                {
                    return Err(Error::NoCard(CardKind::DonCorleone));
                }
                Ok(())
            }
            Action::Answer {
                question,
                answer,
                another_wording,
            } => {
                lm_only(lm)?;
                let q = self.check_open_question(*question)?;
                if q.flag.is_some() && !q.flag_ruled {
                    return Err(Error::FlagUnruled(*question));
                }
                if *another_wording && *answer != AnswerCard::Rephrase {
                    return Err(Error::NotRephrase);
                }
                if *another_wording && !self.present(q.asker) {
                    return Err(Error::AskerAway(q.asker));
                }
                Ok(())
            }
            Action::RuleDuplicate { question, accept } => {
                lm_only(lm)?;
                let q = self.check_open_question(*question)?;
                if *accept && (q.flag.is_none() || q.flag_ruled) {
                    return Err(Error::NotFlagged(*question));
                }
                Ok(())
            }
            Action::Judge { spoiler, parts } => {
                lm_only(lm)?;
                let Some(Hold::Spoiler(s)) = self.hold else {
                    return Err(Error::NothingToResolve);
                };
                if s != *spoiler {
                    return Err(Error::NoSuchSpoiler(*spoiler));
                }
                let author = self.spoilers[s as usize - 1].seat;
                for (i, &part) in parts.iter().enumerate() {
                    if part == 0 || usize::from(part) > self.puzzle.parts.len() {
                        return Err(Error::NoSuchPart(part));
                    }
                    if i > 0 && parts[i - 1] >= part {
                        return Err(Error::PartsOrder);
                    }
                    if self.spoiled_by[usize::from(part) - 1].contains(&author) {
                        return Err(Error::AlreadySpoiled(author, part));
                    }
                }
                Ok(())
            }
            Action::CarryOutSwap => {
                lm_only(lm)?;
                match self.hold {
                    Some(Hold::Cooperation { .. }) => Ok(()),
                    _ => Err(Error::NothingToResolve),
                }
            }
            Action::GiveSherlock { seat: to } => {
                lm_only(lm)?;
                if !self.is_puzzler(Seat(*to)) {
                    return Err(Error::NoSuchPuzzler(*to));
                }
                match self.sherlock_stock() {
                    Some(0) => Err(Error::NoSherlockLeft),
                    Some(_) => Ok(()),
                    // Version 1 had no bound; a hand still cannot overflow.
                    None if self.p(Seat(*to)).hand.sherlock_holmes == u8::MAX => {
                        Err(Error::NoSherlockLeft)
                    }
                    None => Ok(()),
                }
            }
            Action::ExtraRounds { rounds } => {
                lm_only(lm)?;
                if self.hold != Some(Hold::OverNinety) || !(1..=MAX_EXTRA_ROUNDS).contains(rounds) {
                    return Err(Error::ExtraRounds);
                }
                Ok(())
            }
            Action::EndGame => {
                lm_only(lm)?;
                if self.hold != Some(Hold::OverNinety) && self.round < 2 {
                    return Err(Error::TooEarly);
                }
                Ok(())
            }
            Action::GoOnWithout { seat: gone } => {
                lm_only(lm)?;
                let gone = Seat(*gone);
                if !self.is_puzzler(gone) {
                    return Err(Error::NoSuchPuzzler(gone.0));
                }
                if self.p(gone).presence != Presence::Away {
                    return Err(Error::NotAway(gone));
                }
                if self.present_count() == 0 {
                    return Err(Error::NobodyLeft(gone));
                }
                Ok(())
            }
            // Checked above, before the pause and the freezes.
            Action::Leave | Action::Return => Ok(()),
        }
    }

    /// The Lateral Master's repeated click: an answer, a ruling, a judgement or a
    /// choice to go on already given.
    fn check_repeat(&self, action: &Action) -> Result<(), Error> {
        match action {
            Action::Answer { question, .. } | Action::RuleDuplicate { question, .. } => {
                match self.q(*question).map(|q| q.status) {
                    Ok(QuestionStatus::Answered) => Err(Error::AlreadyAnswered(*question)),
                    Ok(QuestionStatus::Refused) => Err(Error::AlreadyRefused(*question)),
                    _ => Ok(()),
                }
            }
            Action::Judge { spoiler, .. } => {
                let judged = spoiler
                    .checked_sub(1)
                    .and_then(|i| self.spoilers.get(i as usize))
                    .is_some_and(|s| s.awards.is_some());
                if judged {
                    Err(Error::AlreadyJudged(*spoiler))
                } else {
                    Ok(())
                }
            }
            Action::GoOnWithout { seat } => {
                let seat = Seat(*seat);
                if self.is_puzzler(seat) && self.p(seat).presence == Presence::Skipped {
                    Err(Error::AlreadyGoneOn(seat))
                } else {
                    Ok(())
                }
            }
            _ => Ok(()),
        }
    }

    /// Carries out a validated action, then settles what waits on seats gone on
    /// without.
    fn perform(&mut self, seat: Seat, action: &Action, events: &mut Vec<Envelope<Event>>) {
        self.perform_action(seat, action, events);
        if self.over.is_none() {
            self.settle_absent(events);
        }
    }

    /// Once no seat waits for the Lateral Master's choice, whatever waits on a
    /// seat gone on without is settled the way the cards' logic suggests: a Mata
    /// Hari on its Sherlock Holmes answer is let through (nobody is there to
    /// defend it), its invitation to rephrase is declined, and its turn passes
    /// unless its question still waits for the Lateral Master's answer.
    fn settle_absent(&mut self, events: &mut Vec<Envelope<Event>>) {
        if !self.away().is_empty() {
            return;
        }
        let skipped = |game: &LateralPuzzles, seat: Seat| {
            game.is_puzzler(seat) && game.p(seat).presence == Presence::Skipped
        };
        if let Some(Hold::Spy {
            seat: spy,
            question,
            target,
        }) = self.hold
            && skipped(self, target)
        {
            self.hold = None;
            self.reveal_to_spy(spy, question, events);
        }
        if self.hold.is_some() {
            return;
        }
        if let Some(Slot::Rephrase(q)) = self.slot
            && skipped(self, self.questions[q as usize - 1].asker)
        {
            self.slot = None;
            events.push(Envelope::to_all(Event::RephraseDeclined { question: q }));
            if self.act == TurnAct::Asked(q) {
                self.end_turn(events);
            }
        }
        if self.over.is_none()
            && let Some(turn) = self.turn_seat()
            && skipped(self, turn)
            && !matches!(self.act, TurnAct::Asked(_))
        {
            self.end_turn(events);
        }
    }

    fn perform_action(&mut self, seat: Seat, action: &Action, events: &mut Vec<Envelope<Event>>) {
        match action {
            Action::Ask { text } => {
                let p = self.pm(seat);
                p.asked_this_round = true;
                p.cards_since_question = 0;
                let id = self.new_question(seat, QuestionKind::Public, text, None, false, events);
                self.act = TurnAct::Asked(id);
            }
            Action::Rephrase { text } => {
                let Some(Slot::Rephrase(of)) = self.slot else {
                    return;
                };
                let kind = self.questions[of as usize - 1].kind;
                let id = self.new_question(seat, kind, text, Some(of), false, events);
                if self.act == TurnAct::Asked(of) {
                    self.act = TurnAct::Asked(id);
                }
            }
            Action::DeclineRephrase => {
                let Some(Slot::Rephrase(of)) = self.slot else {
                    return;
                };
                self.slot = None;
                events.push(Envelope::to_all(Event::RephraseDeclined { question: of }));
                if self.act == TurnAct::Asked(of) {
                    self.end_turn(events);
                }
            }
            Action::EndTurn => self.end_turn(events),
            Action::TipOff { text } => {
                let counted = self.play_card(seat, CardKind::TipOff, 1, events);
                let id = self.new_question(seat, QuestionKind::TipOff, text, None, true, events);
                self.qm(id).limit_counted = counted;
            }
            Action::Sherlock { text } => {
                let counted = self.play_card(seat, CardKind::SherlockHolmes, 1, events);
                let id = self.new_question(seat, QuestionKind::Sherlock, text, None, true, events);
                self.qm(id).limit_counted = counted;
            }
            Action::Spoiler { text } => {
                self.play_card(seat, CardKind::Spoiler, 1, events);
                let id = self.spoilers.len() as u32 + 1;
                self.spoilers.push(Spoiler {
                    id,
                    seat,
                    round: self.round,
                    text: text.clone(),
                    awards: None,
                });
                self.hold = Some(Hold::Spoiler(id));
                events.push(Envelope::to_all(Event::SpoilerPlayed { seat, spoiler: id }));
                events.push(Envelope {
                    audience: self.lm_and(seat),
                    body: Event::SpoilerText {
                        spoiler: id,
                        text: text.clone(),
                    },
                });
            }
            Action::Padlock { question } => {
                self.play_card(seat, CardKind::Padlock, 1, events);
                self.qm(*question).padlocked = true;
                events.push(Envelope::to_all(Event::Padlocked {
                    seat,
                    question: *question,
                }));
            }
            Action::MataHari { question } => {
                let question = *question;
                let q = self.questions[question as usize - 1].clone();
                let count = if q.padlocked { 2 } else { 1 };
                self.play_card(seat, CardKind::MataHari, count, events);
                let target = q.holder;
                events.push(Envelope::to_all(Event::SpyAttempt {
                    seat,
                    question,
                    target,
                }));
                if q.padlocked {
                    // Two Mata Hari open a padlocked answer; the Padlock goes back.
                    self.qm(question).padlocked = false;
                    self.pm(target).hand.padlock += 1;
                    events.push(Envelope::to_all(Event::PadlockReturned {
                        seat: target,
                        question,
                    }));
                }
                if self.can_defend(target, &q) {
                    self.hold = Some(Hold::Spy {
                        seat,
                        question,
                        target,
                    });
                } else {
                    self.reveal_to_spy(seat, question, events);
                }
            }
            Action::Cooperation { mine, theirs } => {
                self.play_card(seat, CardKind::Cooperation, 1, events);
                let target = self.questions[*theirs as usize - 1].holder;
                self.hold = Some(Hold::Cooperation {
                    seat,
                    mine: *mine,
                    theirs: *theirs,
                });
                events.push(Envelope::to_all(Event::CooperationPlayed {
                    seat,
                    mine: *mine,
                    target,
                    theirs: *theirs,
                }));
            }
            Action::Queue { position } => {
                self.play_card(seat, CardKind::Queue, 1, events);
                self.next_order.retain(|&s| s != seat);
                self.next_order.insert(usize::from(*position) - 1, seat);
                events.push(Envelope::to_all(Event::QueueMoved {
                    seat,
                    position: *position,
                    next_order: self.next_order.clone(),
                }));
            }
            Action::ConvertSpoiler => {
                let p = self.pm(seat);
                p.hand.spoiler -= 1;
                p.hand.sherlock_holmes += 1;
                p.conversions += 1;
                events.push(Envelope::to_all(Event::SpoilerConverted { seat }));
            }
            Action::DonCorleone => {
                let Some(Hold::Spy { question, .. }) = self.hold else {
                    return;
                };
                self.play_card(seat, CardKind::DonCorleone, 1, events);
                self.qm(question).protected = true;
                self.pm(seat).don_corleone = Some(question);
                self.hold = None;
                events.push(Envelope::to_all(Event::SpyDefended { seat, question }));
            }
            Action::AllowSpy => {
                let Some(Hold::Spy {
                    seat: spy,
                    question,
                    ..
                }) = self.hold
                else {
                    return;
                };
                self.hold = None;
                self.reveal_to_spy(spy, question, events);
            }
            Action::Answer {
                question,
                answer,
                another_wording,
            } => {
                let id = *question;
                let q = self.qm(id);
                q.status = QuestionStatus::Answered;
                q.answer = Some(*answer);
                q.another_wording = *another_wording;
                let (kind, holder) = (q.kind, q.holder);
                events.push(Envelope::to_all(Event::Answered {
                    question: id,
                    holder,
                    answer: (!kind.private_answer()).then_some(*answer),
                    another_wording: *another_wording,
                }));
                if kind.private_answer() {
                    events.push(Envelope {
                        audience: self.lm_and(holder),
                        body: Event::PrivateAnswer {
                            question: id,
                            answer: *answer,
                        },
                    });
                }
                if *another_wording {
                    self.slot = Some(Slot::Rephrase(id));
                } else {
                    self.slot = None;
                    if self.act == TurnAct::Asked(id) {
                        self.end_turn(events);
                    }
                }
            }
            Action::RuleDuplicate { question, accept } => {
                let id = *question;
                events.push(Envelope::to_all(Event::DuplicateRuled {
                    question: id,
                    accepted: *accept,
                }));
                if *accept {
                    self.qm(id).flag_ruled = true;
                } else {
                    self.refuse(id);
                }
            }
            Action::Judge { spoiler, parts } => {
                let s = *spoiler as usize - 1;
                let author = self.spoilers[s].seat;
                let mut awards = Vec::new();
                for &part in parts {
                    let i = usize::from(part) - 1;
                    let earlier = self.spoiled_by[i].len();
                    let score = self.puzzle.parts[i].score;
                    let tenths = if self.rules_version == RULES_VERSION_ROUNDED {
                        award_tenths_rounded(score, earlier)
                    } else {
                        award_tenths(score, earlier)
                    };
                    self.spoiled_by[i].push(author);
                    awards.push(PartAward {
                        part,
                        earlier: earlier as u8,
                        tenths,
                    });
                }
                let tenths: u32 = awards.iter().map(|a| a.tenths).sum();
                self.pm(author).tenths += tenths;
                self.spoilers[s].awards = Some(awards.clone());
                self.hold = None;
                let spoiled_points = self.spoiled_points();
                events.push(Envelope::to_all(Event::SpoilerJudged {
                    spoiler: *spoiler,
                    seat: author,
                    tenths,
                    spoiled_points,
                }));
                events.push(Envelope {
                    audience: self.lm_and(author),
                    body: Event::SpoilerParts {
                        spoiler: *spoiler,
                        parts: awards,
                    },
                });
                if self.spoiled_by.iter().all(|by| !by.is_empty()) {
                    self.finish(EndReason::AllSpoiled, events);
                } else if spoiled_points > NINETY
                    && !self.over_ninety_called
                    && self.extra_rounds_left.is_none()
                {
                    self.over_ninety_called = true;
                    self.hold = Some(Hold::OverNinety);
                    events.push(Envelope::to_all(Event::OverNinety { spoiled_points }));
                }
            }
            Action::CarryOutSwap => {
                let Some(Hold::Cooperation { seat, mine, theirs }) = self.hold else {
                    return;
                };
                self.hold = None;
                let target = self.questions[theirs as usize - 1].holder;
                for (id, to) in [(mine, target), (theirs, seat)] {
                    let q = self.qm(id);
                    q.holder = to;
                    q.known_by.insert(to);
                }
                events.push(Envelope::to_all(Event::Swapped {
                    seat,
                    mine,
                    target,
                    theirs,
                }));
                for (id, to) in [(theirs, seat), (mine, target)] {
                    let q = &self.questions[id as usize - 1];
                    events.push(Envelope::to_seat(
                        to,
                        Event::Revealed {
                            question: id,
                            how: Learned::Swap,
                            text: q.text.clone(),
                            answer: q.answer.unwrap_or(AnswerCard::NoAnswer),
                        },
                    ));
                }
            }
            Action::GiveSherlock { seat: to } => {
                let to = Seat(*to);
                let hand = &mut self.pm(to).hand;
                hand.sherlock_holmes = hand.sherlock_holmes.saturating_add(1);
                self.sherlock_given = self.sherlock_given.saturating_add(1);
                events.push(Envelope::to_all(Event::SherlockGiven { seat: to }));
            }
            Action::ExtraRounds { rounds } => {
                self.hold = None;
                self.extra_rounds_left = Some(*rounds);
                events.push(Envelope::to_all(Event::ExtraRoundsGranted {
                    rounds: *rounds,
                }));
            }
            Action::EndGame => {
                let reason = if self.over_ninety_called {
                    EndReason::OverNinety
                } else if self.too_few_puzzlers() {
                    EndReason::TooFewPuzzlers
                } else {
                    EndReason::Stalled
                };
                self.finish(reason, events);
            }
            Action::Leave => {
                self.pm(seat).presence = Presence::Away;
                events.push(Envelope::to_all(Event::Left { seat }));
            }
            Action::Return => {
                self.pm(seat).presence = Presence::Present;
                events.push(Envelope::to_all(Event::Returned { seat }));
            }
            Action::GoOnWithout { seat: gone } => {
                let gone = Seat(*gone);
                self.pm(gone).presence = Presence::Skipped;
                events.push(Envelope::to_all(Event::WentOnWithout { seat: gone }));
            }
        }
    }

    /// Spends `count` cards of a kind; returns whether they count against the
    /// one-card limit (played after a public question this round, LP-5).
    fn play_card(
        &mut self,
        seat: Seat,
        card: CardKind,
        count: u8,
        events: &mut Vec<Envelope<Event>>,
    ) -> bool {
        let my_turn = self.turn_seat() == Some(seat);
        let p = self.pm(seat);
        *p.hand.slot(card) -= count;
        let counted = p.asked_this_round;
        if counted {
            p.cards_since_question += count;
        }
        if my_turn && self.act == TurnAct::None {
            self.act = TurnAct::Cards;
        }
        events.push(Envelope::to_all(Event::CardPlayed { seat, card, count }));
        counted
    }

    fn new_question(
        &mut self,
        seat: Seat,
        kind: QuestionKind,
        text: &str,
        rephrase_of: Option<u32>,
        card_spent: bool,
        events: &mut Vec<Envelope<Event>>,
    ) -> u32 {
        let id = self.questions.len() as u32 + 1;
        let flag = self.closest(seat, text, rephrase_of);
        self.questions.push(Question {
            id,
            round: self.round,
            asker: seat,
            kind,
            text: text.to_owned(),
            rephrase_of,
            card_spent,
            limit_counted: false,
            flag: flag.clone(),
            flag_ruled: false,
            status: QuestionStatus::Open,
            answer: None,
            another_wording: false,
            holder: seat,
            known_by: SeatSet::single(seat),
            padlocked: false,
            protected: false,
            spied_by: Vec::new(),
        });
        self.slot = Some(Slot::Answer(id));
        let public_text = kind != QuestionKind::Sherlock;
        events.push(Envelope::to_all(Event::Asked {
            question: id,
            seat,
            kind,
            text: public_text.then(|| text.to_owned()),
            rephrase_of,
        }));
        if !public_text {
            events.push(Envelope {
                audience: self.lm_and(seat),
                body: Event::PrivateQuestion {
                    question: id,
                    text: text.to_owned(),
                },
            });
        }
        if let Some(flag) = flag {
            let body = Event::Flagged {
                question: id,
                of: flag.of,
                of_text: self.questions[flag.of as usize - 1].text.clone(),
                similarity: flag.similarity,
            };
            events.push(if public_text {
                Envelope::to_all(body)
            } else {
                Envelope {
                    audience: self.lm_and(seat),
                    body,
                }
            });
        }
        id
    }

    /// LP-6: the closest of this round's questions and the padlocked ones (asked by
    /// others), when close enough. Only questions whose text is public are
    /// compared, so a flag never tells anything of a Sherlock Holmes question; the
    /// question being rephrased is left out.
    fn closest(&self, seat: Seat, text: &str, rephrase_of: Option<u32>) -> Option<Flag> {
        let mut best: Option<Flag> = None;
        for q in &self.questions {
            let candidate = q.kind != QuestionKind::Sherlock
                && q.status != QuestionStatus::Refused
                && Some(q.id) != rephrase_of
                && (q.round == self.round || (q.padlocked && q.asker != seat));
            if !candidate {
                continue;
            }
            let similarity = similarity(text, &q.text);
            if similarity >= FLAG_THRESHOLD
                && best.as_ref().is_none_or(|b| similarity > b.similarity)
            {
                best = Some(Flag {
                    of: q.id,
                    similarity,
                });
            }
        }
        best
    }

    /// LP-6: the Lateral Master refused the open question as a duplicate. Its card
    /// (and a Padlock on it) go back; a refused rephrasing lets its asker try again;
    /// a refused turn question lets the puzzler ask another.
    fn refuse(&mut self, id: u32) {
        let q = self.qm(id);
        q.status = QuestionStatus::Refused;
        let q = q.clone();
        if q.padlocked {
            self.qm(id).padlocked = false;
            self.pm(q.asker).hand.padlock += 1;
        }
        if q.card_spent {
            let card = if q.kind == QuestionKind::TipOff {
                CardKind::TipOff
            } else {
                CardKind::SherlockHolmes
            };
            let p = self.pm(q.asker);
            *p.hand.slot(card) += 1;
            if q.limit_counted {
                p.cards_since_question = p.cards_since_question.saturating_sub(1);
            }
        }
        match q.rephrase_of {
            Some(of) => {
                self.slot = Some(Slot::Rephrase(of));
                if self.act == TurnAct::Asked(id) {
                    self.act = TurnAct::Asked(of);
                }
            }
            None => {
                self.slot = None;
                if self.act == TurnAct::Asked(id) {
                    self.act = TurnAct::None;
                    self.pm(q.asker).asked_this_round = false;
                }
            }
        }
    }

    fn reveal_to_spy(&mut self, spy: Seat, question: u32, events: &mut Vec<Envelope<Event>>) {
        let q = self.qm(question);
        q.known_by.insert(spy);
        q.spied_by.push(spy);
        let target = q.holder;
        let revealed = Event::Revealed {
            question,
            how: Learned::Spy,
            text: q.text.clone(),
            answer: q.answer.unwrap_or(AnswerCard::NoAnswer),
        };
        events.push(Envelope::to_all(Event::SpySucceeded {
            seat: spy,
            question,
            target,
        }));
        events.push(Envelope::to_seat(spy, revealed));
    }

    /// Ends the turn and starts the next, passing over seats gone on without
    /// (`TurnSkipped`). One seat at least is never passed over: the Lateral Master
    /// cannot go on without the last puzzler at the table.
    fn end_turn(&mut self, events: &mut Vec<Envelope<Event>>) {
        if let Some(seat) = self.turn_seat() {
            events.push(Envelope::to_all(Event::TurnEnded { seat }));
        }
        self.act = TurnAct::None;
        // Bounded even if every seat were passed over: two rounds at most.
        for _ in 0..=2 * self.order.len() {
            self.turn += 1;
            if self.turn >= self.order.len() {
                // LP-3: extra rounds past 90 points run out.
                match self.extra_rounds_left {
                    Some(0) => return self.finish(EndReason::OverNinety, events),
                    Some(n) => self.extra_rounds_left = Some(n - 1),
                    None => {}
                }
                self.round += 1;
                self.turn = 0;
                self.order = self.next_order.clone();
                for p in &mut self.puzzlers {
                    p.asked_this_round = false;
                    p.cards_since_question = 0;
                }
                events.push(Envelope::to_all(Event::RoundStarted {
                    round: self.round,
                    order: self.order.clone(),
                }));
            }
            let seat = self.order[self.turn];
            if self.p(seat).presence != Presence::Skipped {
                break;
            }
            events.push(Envelope::to_all(Event::TurnSkipped { seat }));
        }
        events.push(Envelope::to_all(Event::TurnStarted {
            seat: self.order[self.turn],
        }));
    }

    /// By seat, in tenths of a point; the Lateral Master's is 0.
    pub(crate) fn scores(&self) -> Vec<u32> {
        let mut scores = vec![0; self.players()];
        for p in &self.puzzlers {
            scores[p.seat.index()] = p.tenths;
        }
        scores
    }

    /// The puzzlers with the highest score, if anyone scored; a seat that left
    /// keeps its score and may win.
    pub(crate) fn winners(&self) -> Vec<Seat> {
        let best = self.puzzlers.iter().map(|p| p.tenths).max().unwrap_or(0);
        if best == 0 {
            return Vec::new();
        }
        self.puzzlers
            .iter()
            .filter(|p| p.tenths == best)
            .map(|p| p.seat)
            .collect()
    }

    fn finish(&mut self, reason: EndReason, events: &mut Vec<Envelope<Event>>) {
        self.over = Some(reason);
        self.hold = None;
        self.slot = None;
        events.push(Envelope::to_all(Event::GameOver {
            reason,
            score_tenths: self.scores(),
            winners: self.winners(),
            puzzle: (*self.puzzle).clone(),
        }));
    }
}

impl LateralPuzzles {
    /// Sets a match up under `rules_version`: the puzzle (shipped or the Lateral
    /// Master's own), the die toss for the order (LP-4) and the puzzlers' hands.
    pub fn new_under_rules(
        config: &Config,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, ConfigError> {
        if !(3..=9).contains(&config.players) {
            return Err(ConfigError::Players(config.players));
        }
        if config.lateral_master >= config.players {
            return Err(ConfigError::LateralMaster(
                config.lateral_master,
                config.players,
            ));
        }
        let puzzle = match &config.custom {
            Some(spec) => spec.validate().map_err(ConfigError::Puzzle)?,
            None => crate::library::puzzle(&config.puzzle)
                .ok_or_else(|| {
                    ConfigError::UnknownPuzzle(
                        config.puzzle.clone(),
                        crate::library::shipped()
                            .iter()
                            .map(|p| p.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                    )
                })
                // The same puzzle in the match's content language: the same
                // parts and scores, only its words in that language.
                .and_then(|puzzle| {
                    crate::library::puzzle_in(&puzzle.id, &config.language).ok_or_else(|| {
                        ConfigError::ContentLanguage {
                            puzzle: puzzle.id.clone(),
                            language: config.language.clone(),
                            available: crate::library::languages_of(&puzzle.id).join(", "),
                        }
                    })
                })?
                .clone(),
        };
        let lm = config.lateral_master_seat();
        let seats: Vec<Seat> = (0..config.players).map(Seat).filter(|&s| s != lm).collect();
        let (toss, order) = toss_for_order(&seats, seed);
        let puzzlers = seats
            .iter()
            .map(|&seat| Puzzler {
                seat,
                presence: Presence::Present,
                hand: Hand::starting(),
                tenths: 0,
                conversions: 0,
                asked_this_round: false,
                cards_since_question: 0,
                don_corleone: None,
            })
            .collect();
        Ok(LateralPuzzles {
            config: config.clone(),
            rules_version,
            lm,
            spoiled_by: vec![Vec::new(); puzzle.parts.len()],
            puzzle: Arc::new(puzzle),
            toss,
            next_order: order.clone(),
            order,
            round: 1,
            turn: 0,
            act: TurnAct::None,
            puzzlers,
            sherlock_given: 0,
            questions: Vec::new(),
            spoilers: Vec::new(),
            slot: None,
            hold: None,
            extra_rounds_left: None,
            over_ninety_called: false,
            over: None,
        })
    }

    /// Everyone at the table, the Lateral Master included.
    pub fn players(&self) -> usize {
        usize::from(self.config.players)
    }

    /// Applies `action` for `seat` if `validate` accepts it; a refused action
    /// changes nothing and emits nothing.
    pub(crate) fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Envelope<Event>>,
    ) -> Result<(), Error> {
        self.validate(seat, action)?;
        self.perform(seat, action, events);
        Ok(())
    }

    /// Scores by seat are in tenths of a point (the Lateral Master's is 0); the
    /// summary says them in points.
    pub fn outcome(&self) -> Option<Outcome> {
        let reason = self.over?;
        let winners: SeatSet = self.winners().into_iter().collect();
        let best = self.puzzlers.iter().map(|p| p.tenths).max().unwrap_or(0);
        let how = match reason {
            EndReason::AllSpoiled => "every part spoiled",
            EndReason::OverNinety => "over 90 points spoiled",
            EndReason::Stalled => "the Lateral Master ended a stalled game",
            EndReason::TooFewPuzzlers => "the Lateral Master ended it with too few puzzlers left",
        };
        let summary = if winners.is_empty() {
            format!("nobody scored ({how})")
        } else {
            let names: Vec<String> = winners.iter().map(|s| s.words().to_string()).collect();
            format!(
                "{} won with {} points ({how})",
                names.join(" and "),
                tenths_text(best)
            )
        };
        Some(Outcome {
            winners,
            scores: Some(
                self.scores()
                    .into_iter()
                    .map(|s| i32::try_from(s).unwrap_or(i32::MAX))
                    .collect(),
            ),
            summary,
        })
    }
}

impl LateralPuzzles {
    /// The seat the game waits for: the Lateral Master while puzzlers who left wait
    /// for their choice; else the seat a freeze or decision waits for; else the
    /// Lateral Master while a question waits for an answer, its asker while a
    /// rephrasing is invited, and otherwise the puzzler whose turn it is.
    pub(crate) fn waited_seat(&self) -> Option<Seat> {
        if self.over.is_some() {
            return None;
        }
        if !self.away().is_empty() {
            return Some(self.lm);
        }
        match (self.hold, self.slot) {
            (Some(hold), _) => Some(self.resolver(hold)),
            (None, Some(Slot::Answer(_))) => Some(self.lm),
            (None, Some(Slot::Rephrase(q))) => self.q(q).ok().map(|q| q.asker),
            (None, None) => self.turn_seat(),
        }
    }

    /// Who the table waits for and why, in a sentence of public facts.
    pub(crate) fn waiting_reason(&self) -> Option<(Seat, String)> {
        let seat = self.waited_seat()?;
        let who = seat.words();
        let away = self.away();
        let reason = if !away.is_empty() {
            self.pause_message(&away)
        } else if let Some(hold) = self.hold {
            self.hold_description(hold)
        } else {
            match self.slot {
                Some(Slot::Answer(q)) => {
                    let q = &self.questions[q as usize - 1];
                    // A Sherlock Holmes question's flag is private (LP-6).
                    if q.flag.is_some() && !q.flag_ruled && q.kind != QuestionKind::Sherlock {
                        format!(
                            "question {} was flagged as a close match: the Lateral Master \
                             accepts or refuses it (LP-6)",
                            q.id
                        )
                    } else {
                        format!(
                            "the Lateral Master is answering question {} of {}",
                            q.id,
                            q.asker.words()
                        )
                    }
                }
                Some(Slot::Rephrase(q)) => {
                    format!("{who} was invited to put question {q} another way, or to let it go")
                }
                None => match self.act {
                    TurnAct::Cards => {
                        format!("it is {who}'s turn: they play cards, then end the turn")
                    }
                    _ if self.round < 2 => format!(
                        "it is {who}'s turn: they ask a question (the first round is \
                         questions only, LP-4)"
                    ),
                    _ => format!("it is {who}'s turn: they ask a question or play cards"),
                },
            }
        };
        Some((seat, reason))
    }
}
