//! The rules of Almost Innocent: the deal, turns, questions and their truthful
//! answers, tokens and limits, signals, early resolution, the resolution with
//! Almost-Innocent tokens, the five abilities and the Queen. Owns the game state
//! and implements `sleuth_core::Game`.

use sleuth_core::game::{Game, GameInfo, Outcome, VariantInfo};
use sleuth_core::{Event, Seat, SeatSet, SleuthRng, Viewer};

use crate::content::{Ability, Board, ClueType, Difficulty, DifficultySetup, scenario, scenarios};
use crate::types::*;

/// Why a config was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("Almost Innocent is for 2 to 5 players, not {0}")]
    Players(u8),
    #[error("no scenario {0:?}; shipped scenarios: {1}")]
    UnknownScenario(String, String),
    #[error("{0}")]
    Abilities(AbilityChoice),
    #[error("this build plays Almost Innocent rules versions 1 and 2, not rules version {0}")]
    RulesVersion(u32),
    #[error("{0}")]
    Campaign(#[from] crate::campaign::GroupNameError),
    /// The scenario exists, but not in the config's content language.
    #[error(
        "the scenario {scenario:?} is not written in the language {language:?}; it exists in: {available}"
    )]
    ContentLanguage {
        scenario: String,
        language: String,
        available: String,
    },
}

/// Why a config's choice of abilities is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AbilityChoice {
    #[error("{abilities} abilities for {seats} seats")]
    TooMany { abilities: usize, seats: usize },
    #[error("{ability} is not on offer in {scenario}")]
    NotOffered { ability: Ability, scenario: String },
    #[error("{0} is played by two seats")]
    Twice(Ability),
    #[error("a shared ability is for two players only")]
    SharedNeedsTwo,
    #[error("{0} cannot be the shared ability")]
    NotShareable(Ability),
}

/// The current rules version. Version 1: seat 0 starts; Din and Teor only on
/// their holder's own turn; Teor's target must mark. Version 2 (the amended ruling
/// AI-6): the first player is drawn from the seed; Din and Teor at any moment (on
/// any seat's turn and during the resolution); Teor's target may decline.
pub const RULES_VERSION: u32 = 2;

/// The token pool: free tokens, or tokens split by face (question-type limits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pool {
    Free(u8),
    Split { quantity: u8, kind: u8 },
}

impl Pool {
    fn total(self) -> u8 {
        match self {
            Pool::Free(n) => n,
            Pool::Split { quantity, kind } => quantity + kind,
        }
    }

    /// The pool after paying for a question (`main`: the question's own token, or
    /// none for Okra's special token; `extra`: the Queen's extra token).
    fn pay(
        self,
        face: TokenFace,
        main: bool,
        extra: bool,
        discard: Option<TokenFace>,
    ) -> Result<Pool, AiError> {
        match self {
            Pool::Free(n) => {
                if discard.is_some() {
                    return Err(AiError::BadDiscard(DiscardRefusal::NoLimits));
                }
                let need = u8::from(main) + u8::from(extra);
                if n < need {
                    return Err(AiError::NotEnoughTokens(TokenShortage::Pool {
                        need,
                        left: n,
                    }));
                }
                Ok(Pool::Free(n - need))
            }
            Pool::Split {
                mut quantity,
                mut kind,
            } => {
                let mut take = |f: TokenFace| -> Result<(), AiError> {
                    let slot = match f {
                        TokenFace::Quantity => &mut quantity,
                        TokenFace::Type => &mut kind,
                    };
                    if *slot == 0 {
                        return Err(AiError::NotEnoughTokens(if f == TokenFace::Quantity {
                            TokenShortage::NoQuantityLeft
                        } else {
                            TokenShortage::NoTypeLeft
                        }));
                    }
                    *slot -= 1;
                    Ok(())
                };
                if main {
                    take(face)?;
                }
                match (extra, discard) {
                    (true, Some(f)) => take(f)?,
                    (true, None) => {
                        return Err(AiError::BadDiscard(DiscardRefusal::NameExtraFace));
                    }
                    (false, Some(_)) => {
                        return Err(AiError::BadDiscard(DiscardRefusal::NoExtraDue));
                    }
                    (false, None) => {}
                }
                Ok(Pool::Split { quantity, kind })
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    Turn,
    DinDraw {
        target: Seat,
    },
    DinReveal {
        target: Seat,
    },
    TeorMark {
        target: Seat,
    },
    QueenChoice,
    Proposal {
        by: Seat,
        waiting: SeatSet,
        agreed: SeatSet,
    },
    Resolution,
    Over {
        won: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Din {
    pub user: Seat,
    pub target: Seat,
    pub kinds: Vec<ClueType>,
    pub drawn: Vec<u8>,
    pub revealed: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Teor {
    pub user: Seat,
    pub target: Seat,
    pub mark: Option<(Zone, bool)>,
    /// The target declined to mark (rules version 2, ruling AI-6).
    pub declined: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Resolution {
    pub early: bool,
    pub order: Vec<Seat>,
    pub type_pos: usize,
    pub seat_pos: usize,
    pub found: Vec<Vec<Option<u8>>>,
    pub wrong: Vec<(Seat, u8)>,
}

/// The whole state of a game of Almost Innocent.
#[derive(Clone, Debug, PartialEq)]
pub struct AlmostInnocent {
    pub(crate) config: Config,
    /// The rules version this match is played under (1 or 2, see `RULES_VERSION`).
    pub(crate) rules_version: u32,
    /// While Din or Teor interrupts a turn or the resolution: the phase to go back to.
    pub(crate) resume: Option<Phase>,
    pub(crate) board: &'static Board,
    pub(crate) setup: DifficultySetup,
    pub(crate) rng: SleuthRng,
    pub(crate) players: usize,
    /// `hands[s][i]`: the card seat `s` holds for the i-th type in play, which is
    /// the solution of its left neighbour (ruling AI-2).
    pub(crate) hands: Vec<Vec<u8>>,
    /// Undealt cards per type in play.
    pub(crate) unused: Vec<Vec<u8>>,
    pub(crate) phase: Phase,
    pub(crate) active: Seat,
    pub(crate) pool: Pool,
    pub(crate) used_lines: u16,
    /// The Queen's block 0-8 (row band * 3 + column band), if the module is on.
    pub(crate) queen: Option<u8>,
    pub(crate) almost_innocent: u8,
    pub(crate) seat_abilities: Vec<Option<Ability>>,
    pub(crate) shared: Option<Ability>,
    pub(crate) used: Vec<(Ability, Seat)>,
    pub(crate) questions: Vec<QuestionRecord>,
    pub(crate) signals: Vec<Option<Signal>>,
    pub(crate) signalled: bool,
    pub(crate) proposed: bool,
    pub(crate) last_asker: Option<Seat>,
    pub(crate) din: Option<Din>,
    pub(crate) teor: Option<Teor>,
    pub(crate) resolution: Option<Resolution>,
    pub(crate) turn: u32,
}

type Events = Vec<Event<AiEvent>>;

impl AlmostInnocent {
    pub fn board(&self) -> &'static Board {
        self.board
    }

    pub(crate) fn right(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + self.players - 1) % self.players) as u8)
    }

    /// Seat `seat`'s own solution: the cards its right neighbour holds.
    pub fn solution(&self, seat: Seat) -> &[u8] {
        &self.hands[self.right(seat).index()]
    }

    fn code(&self, clue: u8) -> String {
        self.board.clues[usize::from(clue)].code.clone()
    }

    fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players as u8).map(Seat)
    }

    fn type_pos(&self, kind: ClueType) -> Option<usize> {
        self.board.types.iter().position(|&t| t == kind)
    }

    /// Does the Queen guard this line (ruling AI-7)?
    fn guarded(&self, line: usize) -> bool {
        match self.queen {
            None => false,
            Some(b) => {
                if line < 6 {
                    line / 2 == usize::from(b / 3)
                } else {
                    (line - 6) / 2 == usize::from(b % 3)
                }
            }
        }
    }

    pub fn rules_version(&self) -> u32 {
        self.rules_version
    }

    /// Din and Teor at any moment (amended ruling AI-6; rules version 2).
    fn anytime(&self) -> bool {
        self.rules_version >= 2
    }

    /// Seats that may still use Din or Teor (the shared ability: every seat).
    fn anytime_holders(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for ability in [Ability::Din, Ability::Teor] {
            for seat in self.seats() {
                if self.can_use(seat, ability) {
                    set.insert(seat);
                }
            }
        }
        set
    }

    /// Din and Teor uses open to `seat` (any target, itself included).
    fn anytime_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if self.can_use(seat, Ability::Din) {
            out.extend(self.seats().map(|target| Action::UseDin { target }));
        }
        if self.can_use(seat, Ability::Teor) {
            out.extend(self.seats().map(|target| Action::UseTeor { target }));
        }
        out
    }

    /// Back to the turn or the resolution that Din or Teor interrupted.
    fn resume_phase(&mut self) {
        self.phase = self.resume.take().unwrap_or(Phase::Turn);
    }

    fn can_use(&self, seat: Seat, ability: Ability) -> bool {
        if self.used.iter().any(|(a, _)| *a == ability) {
            return false;
        }
        self.seat_abilities[seat.index()] == Some(ability) || self.shared == Some(ability)
    }

    /// Truthful answer for `seat` (ruling AI-3, `Board::answer`).
    pub(crate) fn answer(&self, seat: Seat, asked: &Asked) -> Answer {
        self.board.answer(self.solution(seat), asked)
    }

    /// Is the Teor mark true for the target's left neighbour?
    fn teor_true(&self, target: Seat, zone: Zone, white: bool) -> bool {
        let mask = zone.mask().unwrap_or(0);
        let inside = self.hands[target.index()]
            .iter()
            .any(|&i| self.board.clues[usize::from(i)].cell_bits & mask != 0);
        inside == white
    }

    fn discards(&self, face: TokenFace, main: bool, line: usize) -> Vec<Option<TokenFace>> {
        let extra = self.guarded(line);
        let options: Vec<Option<TokenFace>> = match (self.pool, extra) {
            (_, false) | (Pool::Free(_), true) => vec![None],
            (Pool::Split { .. }, true) => vec![Some(TokenFace::Quantity), Some(TokenFace::Type)],
        };
        options
            .into_iter()
            .filter(|d| self.pool.pay(face, main, extra, *d).is_ok())
            .collect()
    }

    fn question_actions(&self, okra: bool) -> Vec<Action> {
        let mut out = Vec::new();
        for line in 0..12 {
            let used = self.used_lines & (1 << line) != 0;
            if used != okra {
                continue;
            }
            let abouts = std::iter::once(None).chain(self.board.types.iter().copied().map(Some));
            for about in abouts {
                let face = if about.is_none() {
                    TokenFace::Quantity
                } else {
                    TokenFace::Type
                };
                for discard in self.discards(face, !okra, line) {
                    let l = Line::from_index(line);
                    out.push(if okra {
                        Action::Okra {
                            line: l,
                            about,
                            discard,
                        }
                    } else {
                        Action::Ask {
                            line: l,
                            about,
                            discard,
                        }
                    });
                }
            }
        }
        out
    }

    /// Turn-ending actions open to the active seat: questions and ability turns.
    fn turn_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = self.question_actions(false);
        if self.can_use(seat, Ability::Okra) {
            out.extend(self.question_actions(true));
        }
        if self.can_use(seat, Ability::Edd) {
            for kind in [ClueType::Culprit, ClueType::Evidence] {
                if self.board.types.contains(&kind) {
                    out.push(Action::Edd { about: kind });
                }
            }
        }
        if self.can_use(seat, Ability::Valia) {
            for b in 0..9 {
                out.push(Action::Valia {
                    zone: Zone::of_block(b),
                });
            }
        }
        out
    }

    /// ruling AI-4: easy, types found or doubted; medium, ready or not; detective, none.
    fn signal_actions(&self) -> Vec<Action> {
        match self.config.difficulty {
            Difficulty::Detective => Vec::new(),
            Difficulty::Medium => [true, false]
                .into_iter()
                .map(|ready| Action::Signal {
                    signal: Signal::Ready { ready },
                })
                .collect(),
            Difficulty::Easy => {
                let n = self.board.types.len() as u32;
                (0..3u32.pow(n))
                    .map(|mut code| {
                        let (mut found, mut doubt) = (Vec::new(), Vec::new());
                        for &t in &self.board.types {
                            match code % 3 {
                                1 => found.push(t),
                                2 => doubt.push(t),
                                _ => {}
                            }
                            code /= 3;
                        }
                        Action::Signal {
                            signal: Signal::Types { found, doubt },
                        }
                    })
                    .collect()
            }
        }
    }

    fn din_draws(&self) -> Vec<Vec<ClueType>> {
        let types = &self.board.types;
        let n = types.len();
        let total: usize = self.unused.iter().map(Vec::len).sum();
        let want = total.min(3);
        let mut out = Vec::new();
        // Sorted multisets of `want` type positions, respecting stock.
        let mut stack: Vec<(Vec<usize>, usize)> = vec![(Vec::new(), 0)];
        while let Some((picked, from)) = stack.pop() {
            if picked.len() == want {
                out.push(picked.iter().map(|&p| types[p]).collect());
                continue;
            }
            for p in (from..n).rev() {
                let already = picked.iter().filter(|&&q| q == p).count();
                if already < self.unused[p].len() {
                    let mut next = picked.clone();
                    next.push(p);
                    stack.push((next, p));
                }
            }
        }
        out.sort();
        out
    }

    fn resolution_current(&self) -> Option<(Seat, usize)> {
        let r = self.resolution.as_ref()?;
        Some((r.order[r.seat_pos], r.type_pos))
    }

    fn has_turn(&self, seat: Seat) -> bool {
        self.pool.total() > 0 && !self.turn_actions(seat).is_empty()
    }

    // -----------------------------------------------------------------------
    // Flow.

    fn start_resolution(&mut self, early: bool, events: &mut Events) {
        let first = self.last_asker.unwrap_or(self.active);
        let order = (0..self.players)
            .map(|k| Seat(((first.index() + k) % self.players) as u8))
            .collect();
        self.resolution = Some(Resolution {
            early,
            order,
            type_pos: 0,
            seat_pos: 0,
            found: vec![vec![None; self.board.types.len()]; self.players],
            wrong: Vec::new(),
        });
        self.phase = Phase::Resolution;
        events.push(Event::to_all(AiEvent::ResolutionStarted { first, early }));
    }

    /// After a turn-ending action: the Queen's die, then the next seat.
    fn end_turn(&mut self, events: &mut Events) {
        if self.pool.total() == 0 {
            // ruling AI-5: the tokens ran out.
            self.start_resolution(false, events);
            return;
        }
        if let Some(b) = self.queen {
            // ruling AI-7: a d6 after each turn.
            let roll = self.rng.roll(6);
            let (band, stack) = (b / 3, b % 3);
            let to = match roll {
                1 if band > 0 => Some(b - 3),
                2 if band < 2 => Some(b + 3),
                3 if stack > 0 => Some(b - 1),
                4 if stack < 2 => Some(b + 1),
                1..=4 => Some(b),
                _ => None,
            };
            match to {
                Some(to) => {
                    self.queen = Some(to);
                    events.push(Event::to_all(AiEvent::QueenRolled {
                        roll,
                        to: Zone::of_block(to),
                    }));
                }
                None => {
                    events.push(Event::to_all(AiEvent::QueenRolled {
                        roll,
                        to: Zone::of_block(b),
                    }));
                    self.phase = Phase::QueenChoice;
                    return;
                }
            }
        }
        self.next_turn(events);
    }

    fn next_turn(&mut self, events: &mut Events) {
        self.active = self.active.left(self.players);
        self.signalled = false;
        self.proposed = false;
        self.phase = Phase::Turn;
        self.turn += 1;
        events.push(Event::to_all(AiEvent::TurnPassed { to: self.active }));
        if !self.has_turn(self.active) {
            // Nothing can be asked any more: as if the tokens ran out.
            self.start_resolution(false, events);
        }
    }

    fn record_question(&mut self, seat: Seat, asked: Asked, events: &mut Events) {
        let answers: Vec<Answer> = self.seats().map(|s| self.answer(s, &asked)).collect();
        let record = QuestionRecord {
            turn: self.turn,
            by: seat,
            asked: asked.clone(),
            answers: answers.clone(),
        };
        // The question and every spoken answer first, then each seat's own answer
        // (which repeats its part of the record) after the question it answers.
        events.push(Event::to_all(AiEvent::Asked {
            record: record.clone(),
        }));
        for s in self.seats() {
            events.push(Event::to_seat(
                s,
                AiEvent::YourAnswer {
                    answer: answers[s.index()],
                    asked: Some(asked.clone()),
                },
            ));
        }
        self.questions.push(record);
    }

    fn use_ability(
        &mut self,
        seat: Seat,
        ability: Ability,
        target: Option<Seat>,
        events: &mut Events,
    ) {
        self.used.push((ability, seat));
        events.push(Event::to_all(AiEvent::AbilityUsed {
            seat,
            ability,
            target,
        }));
    }

    fn finish(&mut self, won: bool, events: &mut Events) {
        self.phase = Phase::Over { won };
        events.push(Event::to_all(AiEvent::GameEnded { won }));
    }

    /// A specific reason for refusing an action that is not listed.
    fn explain(&self, seat: Seat, action: &Action) -> AiError {
        let line_check = |line: &Line, about: &Option<ClueType>| -> Option<AiError> {
            let Some(_) = line.index() else {
                return Some(AiError::NoSuchLine(line.to_string()));
            };
            match about {
                Some(t) if !self.board.types.contains(t) => Some(AiError::TypeNotInPlay(*t)),
                _ => None,
            }
        };
        let zone_check = |zone: &Zone| {
            zone.mask()
                .is_none()
                .then(|| AiError::BadZone(zone.to_string()))
        };
        let clue_check = |clue: &str, kind: Option<ClueType>| -> Option<AiError> {
            match self.board.clue_by_code(clue) {
                None => Some(AiError::UnknownClue(clue.to_owned())),
                Some(i) => match kind {
                    Some(k) if self.board.clues[i].kind != k => Some(AiError::WrongType {
                        clue: clue.to_owned(),
                        kind: k,
                    }),
                    _ => None,
                },
            }
        };
        let target_check =
            |t: &Seat| (t.index() >= self.players).then_some(AiError::NoSuchTarget(*t));
        let phase_reason = match &self.phase {
            Phase::Turn => NotNow::QuestionTurn,
            Phase::DinDraw { .. } => NotNow::DinDraw,
            Phase::DinReveal { .. } => NotNow::DinReveal,
            Phase::TeorMark { .. } => NotNow::TeorMark,
            Phase::QueenChoice => NotNow::QueenChoice,
            Phase::Proposal { .. } => NotNow::Proposal,
            Phase::Resolution => NotNow::Resolution,
            Phase::Over { .. } => NotNow::Over,
        };
        let not_now = || AiError::NotNow(phase_reason.clone());
        let anytime = matches!(action, Action::UseDin { .. } | Action::UseTeor { .. });
        match &self.phase {
            Phase::Turn if seat != self.active && !anytime => {
                return AiError::NotNow(NotNow::OutOfTurn(self.active));
            }
            Phase::Resolution
                if !anytime && self.resolution_current().is_some_and(|(s, _)| s != seat) =>
            {
                return AiError::NotNow(NotNow::Guessing(
                    self.resolution_current().map_or(seat, |(s, _)| s),
                ));
            }
            _ => {}
        }
        match (action, &self.phase) {
            (
                Action::Ask {
                    line,
                    about,
                    discard,
                },
                Phase::Turn,
            ) => {
                if let Some(e) = line_check(line, about) {
                    return e;
                }
                let i = line.index().unwrap_or(0);
                if self.used_lines & (1 << i) != 0 {
                    return AiError::LineUsed(*line);
                }
                let face = if about.is_none() {
                    TokenFace::Quantity
                } else {
                    TokenFace::Type
                };
                match self.pool.pay(face, true, self.guarded(i), *discard) {
                    Err(e) => e,
                    Ok(_) => not_now(),
                }
            }
            (
                Action::Okra {
                    line,
                    about,
                    discard,
                },
                Phase::Turn,
            ) => {
                if !self.can_use(seat, Ability::Okra) {
                    return AiError::AbilityUnavailable(Ability::Okra);
                }
                if let Some(e) = line_check(line, about) {
                    return e;
                }
                let i = line.index().unwrap_or(0);
                if self.used_lines & (1 << i) == 0 {
                    return AiError::LineNotUsed(*line);
                }
                let face = if about.is_none() {
                    TokenFace::Quantity
                } else {
                    TokenFace::Type
                };
                match self.pool.pay(face, false, self.guarded(i), *discard) {
                    Err(e) => e,
                    Ok(_) => not_now(),
                }
            }
            (Action::Edd { about }, Phase::Turn) => {
                if !self.can_use(seat, Ability::Edd) {
                    AiError::AbilityUnavailable(Ability::Edd)
                } else if !self.board.types.contains(about) {
                    AiError::TypeNotInPlay(*about)
                } else {
                    AiError::NotNow(NotNow::EddAsks)
                }
            }
            (Action::Valia { zone }, Phase::Turn) => {
                if !self.can_use(seat, Ability::Valia) {
                    AiError::AbilityUnavailable(Ability::Valia)
                } else if let Some(e) = zone_check(zone) {
                    e
                } else {
                    AiError::NotAQueenPosition
                }
            }
            (Action::TeorDecline, Phase::TeorMark { .. }) => AiError::NotNow(NotNow::TeorMustMark),
            (Action::UseDin { target }, Phase::Turn | Phase::Resolution) => {
                if !self.can_use(seat, Ability::Din) {
                    AiError::AbilityUnavailable(Ability::Din)
                } else {
                    target_check(target).unwrap_or_else(not_now)
                }
            }
            (Action::UseTeor { target }, Phase::Turn | Phase::Resolution) => {
                if !self.can_use(seat, Ability::Teor) {
                    AiError::AbilityUnavailable(Ability::Teor)
                } else {
                    target_check(target).unwrap_or_else(not_now)
                }
            }
            (Action::Signal { signal }, Phase::Turn) => match (self.config.difficulty, signal) {
                (Difficulty::Detective, _) => AiError::BadSignal(SignalRefusal::Detective),
                (_, _) if self.signalled => AiError::BadSignal(SignalRefusal::AlreadySignalled),
                (Difficulty::Medium, Signal::Types { .. }) => {
                    AiError::BadSignal(SignalRefusal::MediumReadyOnly)
                }
                (Difficulty::Easy, Signal::Ready { .. }) => {
                    AiError::BadSignal(SignalRefusal::EasyTypesOnly)
                }
                _ => AiError::BadSignal(SignalRefusal::TypesInOrder),
            },
            (Action::ProposeResolution, Phase::Turn) => AiError::AlreadyProposed,
            (Action::DinDraw { .. }, Phase::DinDraw { .. }) => AiError::BadDraw {
                cards: self.unused.iter().map(Vec::len).sum::<usize>().min(3),
            },
            (Action::DinReveal { clue }, Phase::DinReveal { .. }) => clue_check(clue, None)
                .unwrap_or_else(|| AiError::NotNow(NotNow::NotDrawn(clue.clone()))),
            (Action::TeorMark { zone, white }, Phase::TeorMark { .. }) => zone_check(zone)
                .unwrap_or(AiError::FalseMark {
                    zone: *zone,
                    white: *white,
                }),
            (Action::MoveQueen { zone }, Phase::QueenChoice) => {
                if let Some(e) = zone_check(zone) {
                    e
                } else if zone.queen_block().is_none() {
                    AiError::NotAQueenPosition
                } else {
                    AiError::QueenMustMove
                }
            }
            (Action::Guess { clue }, Phase::Resolution) => {
                let kind = self.resolution_current().map(|(_, p)| self.board.types[p]);
                clue_check(clue, kind).unwrap_or_else(|| AiError::AlreadyRuledOut(clue.clone()))
            }
            _ => not_now(),
        }
    }
}

impl Game for AlmostInnocent {
    type Config = Config;
    type Action = Action;
    type View = View;
    type Event = AiEvent;
    type ConfigError = ConfigError;
    type Error = AiError;

    fn info() -> GameInfo {
        GameInfo {
            id: "almost-innocent",
            name: "Almost Innocent",
            rules_version: RULES_VERSION,
            min_players: 2,
            max_players: 5,
            cooperative: true,
            variants: vec![
                VariantInfo::new("scenario", "the scenario (default: the first)")
                    .with_labeled_choices(
                        crate::content::scenarios()
                            .iter()
                            .enumerate()
                            .map(|(i, b)| (b.id.clone(), format!("{}. {}", i + 1, b.title))),
                    ),
                VariantInfo::new("difficulty", "easy, medium or detective").with_labeled_choices([
                    (
                        "easy",
                        "Easy: more tokens, say which types you found or doubt",
                    ),
                    (
                        "medium",
                        "Medium: only say whether you know your combination",
                    ),
                    ("detective", "Detective: fewest tokens, no talk"),
                ]),
                VariantInfo::new("abilities", "the ability each seat plays, Seat 1 first"),
                VariantInfo::new(
                    "shared_ability",
                    "two players: the extra ability both may use",
                ),
            ],
            summary: "Cooperative deduction on a 6x6 grid: each player knows the solution of their \
                      left neighbour and must find their own through row and column questions.",
            // See docs/rules/almost-innocent.md, "Length of a game".
            action_bound: 200,
            seat_choice: None,
        }
    }

    fn config_for_players(players: u8) -> Config {
        Config {
            players,
            scenario: default_scenario(),
            difficulty: Difficulty::Easy,
            abilities: None,
            shared_ability: None,
            campaign: None,
            language: crate::types::default_language(),
        }
    }

    fn new(config: &Config, seed: u64) -> Result<Self, ConfigError> {
        Self::new_under_rules(config, seed, RULES_VERSION)
    }

    /// Version 1 matches replay under version 1 (see `RULES_VERSION`).
    fn supported_rules_versions() -> Vec<u32> {
        vec![1, RULES_VERSION]
    }

    fn new_under_rules(
        config: &Config,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, ConfigError> {
        if !Self::supports_rules_version(rules_version) {
            return Err(ConfigError::RulesVersion(rules_version));
        }
        if !(2..=5).contains(&config.players) {
            return Err(ConfigError::Players(config.players));
        }
        if let Some(group) = &config.campaign {
            crate::campaign::check_config_group(group)?;
        }
        let board = scenario(&config.scenario).ok_or_else(|| {
            ConfigError::UnknownScenario(
                config.scenario.clone(),
                scenarios()
                    .iter()
                    .map(|b| b.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        })?;
        // The same scenario in the match's content language: the same grid and
        // setup, only its title and story in that language.
        let board = crate::content::scenario_in(&board.id, &config.language).ok_or_else(|| {
            ConfigError::ContentLanguage {
                scenario: board.id.clone(),
                language: config.language.clone(),
                available: crate::content::languages_of(&board.id).join(", "),
            }
        })?;
        let players = usize::from(config.players);
        let offer = &board.abilities;
        let seat_list: Vec<Ability> = match &config.abilities {
            Some(list) => list.clone(),
            None => offer.iter().copied().take(players).collect(),
        };
        if seat_list.len() > players {
            return Err(ConfigError::Abilities(AbilityChoice::TooMany {
                abilities: seat_list.len(),
                seats: players,
            }));
        }
        for (i, a) in seat_list.iter().enumerate() {
            if !offer.contains(a) {
                return Err(ConfigError::Abilities(AbilityChoice::NotOffered {
                    ability: *a,
                    scenario: board.id.clone(),
                }));
            }
            if seat_list[..i].contains(a) {
                return Err(ConfigError::Abilities(AbilityChoice::Twice(*a)));
            }
        }
        let shared = match config.shared_ability {
            Some(a) => {
                if players != 2 {
                    return Err(ConfigError::Abilities(AbilityChoice::SharedNeedsTwo));
                }
                if !offer.contains(&a) || seat_list.contains(&a) {
                    return Err(ConfigError::Abilities(AbilityChoice::NotShareable(a)));
                }
                Some(a)
            }
            // The rulebook: two players take one more unused character.
            None if players == 2 => offer.iter().copied().find(|a| !seat_list.contains(a)),
            None => None,
        };
        let mut seat_abilities: Vec<Option<Ability>> = seat_list.into_iter().map(Some).collect();
        seat_abilities.resize(players, None);

        let mut rng = SleuthRng::from_seed(seed);
        let mut hands = vec![Vec::new(); players];
        let mut unused = Vec::new();
        for &kind in &board.types {
            let mut deck = board.deck(kind);
            rng.shuffle(&mut deck);
            for (s, hand) in hands.iter_mut().enumerate() {
                hand.push(deck[s]);
            }
            unused.push(deck[players..].to_vec());
        }
        // The rulebook: "Le joueur actif, désigné aléatoirement en début de partie".
        // Rules version 1 let seat 0 start; version 2 draws the first player after
        // the deal (public chance), so a seed deals the same hands under both.
        let first = if rules_version >= 2 {
            Seat(rng.index(players) as u8)
        } else {
            Seat(0)
        };
        let setup = board.setup(config.difficulty);
        let pool = match setup.limits {
            None => Pool::Free(setup.tokens),
            Some(l) => Pool::Split {
                quantity: l.quantity,
                kind: l.kind,
            },
        };
        Ok(AlmostInnocent {
            config: config.clone(),
            rules_version,
            resume: None,
            board,
            setup,
            rng,
            players,
            hands,
            unused,
            phase: Phase::Turn,
            active: first,
            pool,
            used_lines: 0,
            queen: board.queen().then_some(4),
            almost_innocent: setup.almost_innocent,
            seat_abilities,
            shared,
            used: Vec::new(),
            questions: Vec::new(),
            signals: vec![None; players],
            signalled: false,
            proposed: false,
            last_asker: None,
            din: None,
            teor: None,
            resolution: None,
            turn: 1,
        })
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_move(&self) -> SeatSet {
        let waiting = self.waiting_for();
        match &self.phase {
            // ruling AI-6 (amended): the holders of an unused Din or Teor may act
            // on any seat's turn and during the resolution.
            Phase::Turn | Phase::Resolution if self.anytime() && !waiting.is_empty() => {
                self.anytime_holders().iter().fold(waiting, SeatSet::with)
            }
            _ => waiting,
        }
    }

    fn waiting_for(&self) -> SeatSet {
        match &self.phase {
            Phase::Turn | Phase::QueenChoice => SeatSet::single(self.active),
            Phase::DinDraw { target }
            | Phase::DinReveal { target }
            | Phase::TeorMark { target } => SeatSet::single(*target),
            Phase::Proposal { waiting, .. } => *waiting,
            Phase::Resolution => self
                .resolution_current()
                .map_or(SeatSet::EMPTY, |(s, _)| SeatSet::single(s)),
            Phase::Over { .. } => SeatSet::EMPTY,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_move().contains(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Turn => {
                if seat != self.active {
                    // ruling AI-6 (amended): Din and Teor on another seat's turn.
                    return self.anytime_actions(seat);
                }
                let mut out = self.turn_actions(seat);
                out.extend(self.anytime_actions(seat));
                if !self.signalled {
                    out.extend(self.signal_actions());
                }
                if !self.proposed {
                    out.push(Action::ProposeResolution);
                }
                out
            }
            Phase::DinDraw { .. } => self
                .din_draws()
                .into_iter()
                .map(|kinds| Action::DinDraw { kinds })
                .collect(),
            Phase::DinReveal { .. } => {
                let mut codes: Vec<String> = self
                    .din
                    .iter()
                    .flat_map(|d| d.drawn.iter().map(|&c| self.code(c)))
                    .collect();
                codes.dedup();
                codes
                    .into_iter()
                    .map(|clue| Action::DinReveal { clue })
                    .collect()
            }
            Phase::TeorMark { target } => {
                let mut out = Vec::new();
                for r in 0..5 {
                    for c in 0..5 {
                        for white in [true, false] {
                            if self.teor_true(*target, Zone::at(r, c), white) {
                                out.push(Action::TeorMark {
                                    zone: Zone::at(r, c),
                                    white,
                                });
                            }
                        }
                    }
                }
                if self.anytime() {
                    // ruling AI-6 (amended): the chosen player "peut utiliser" a token.
                    out.push(Action::TeorDecline);
                }
                out
            }
            Phase::QueenChoice => (0..9u8)
                .filter(|&b| Some(b) != self.queen)
                .map(|b| Action::MoveQueen {
                    zone: Zone::of_block(b),
                })
                .collect(),
            Phase::Proposal { .. } => {
                vec![
                    Action::AnswerProposal { agree: true },
                    Action::AnswerProposal { agree: false },
                ]
            }
            Phase::Resolution => {
                let Some((guesser, pos)) = self.resolution_current() else {
                    return Vec::new();
                };
                let mut out = Vec::new();
                if seat == guesser {
                    let wrong = self
                        .resolution
                        .as_ref()
                        .map(|r| r.wrong.clone())
                        .unwrap_or_default();
                    out.extend(
                        self.board
                            .clues_of(self.board.types[pos])
                            .into_iter()
                            .filter(|c| !wrong.contains(&(seat, *c)))
                            .map(|c| Action::Guess { clue: self.code(c) }),
                    );
                }
                if self.anytime() {
                    // ruling AI-6 (amended): Din and Teor during the resolution.
                    out.extend(self.anytime_actions(seat));
                }
                out
            }
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Events,
    ) -> Result<(), AiError> {
        if !self.legal_actions(seat).contains(action) {
            return Err(self.explain(seat, action));
        }
        match action {
            Action::Ask {
                line,
                about,
                discard,
            }
            | Action::Okra {
                line,
                about,
                discard,
            } => {
                let okra = matches!(action, Action::Okra { .. });
                let i = line.index().unwrap_or(0);
                let face = if about.is_none() {
                    TokenFace::Quantity
                } else {
                    TokenFace::Type
                };
                let extra = self.guarded(i);
                self.pool = self.pool.pay(face, !okra, extra, *discard)?;
                if okra {
                    // ruling AI-6: Okra asks on a used line; ruling AI-7: the Queen still costs.
                    self.use_ability(seat, Ability::Okra, None, events);
                }
                self.used_lines |= 1 << i;
                self.last_asker = Some(seat);
                let tokens = u8::from(!okra) + u8::from(extra);
                self.record_question(
                    seat,
                    Asked::Line {
                        line: *line,
                        about: *about,
                        okra,
                        tokens,
                    },
                    events,
                );
                self.end_turn(events);
            }
            Action::Edd { about } => {
                // ruling AI-6: Edd, instead of a turn.
                self.use_ability(seat, Ability::Edd, None, events);
                self.last_asker = Some(seat);
                self.record_question(seat, Asked::Edd { about: *about }, events);
                self.end_turn(events);
            }
            Action::Valia { zone } => {
                // ruling AI-6: Valia moves the Queen; ruling AI-7: she is unaffected otherwise.
                self.use_ability(seat, Ability::Valia, None, events);
                self.queen = zone.queen_block().or(self.queen);
                events.push(Event::to_all(AiEvent::QueenMoved { to: *zone }));
                self.last_asker = Some(seat);
                self.record_question(seat, Asked::Valia { zone: *zone }, events);
                self.end_turn(events);
            }
            Action::UseDin { target } => {
                // ruling AI-6: Din, any seat, three unused cards, one shown to all.
                self.use_ability(seat, Ability::Din, Some(*target), events);
                self.resume = Some(self.phase.clone());
                self.din = Some(Din {
                    user: seat,
                    target: *target,
                    kinds: Vec::new(),
                    drawn: Vec::new(),
                    revealed: None,
                });
                self.phase = Phase::DinDraw { target: *target };
            }
            Action::DinDraw { kinds } => {
                let mut drawn = Vec::new();
                for kind in kinds {
                    let pos = self.type_pos(*kind).unwrap_or(0);
                    let pile = &mut self.unused[pos];
                    let k = self.rng.index(pile.len());
                    drawn.push(pile.remove(k));
                }
                let codes: Vec<String> = drawn.iter().map(|&c| self.code(c)).collect();
                let mut sorted = drawn.clone();
                sorted.sort_unstable();
                if let Some(d) = self.din.as_mut() {
                    d.kinds = kinds.clone();
                    d.drawn = sorted;
                    events.push(Event::to_all(AiEvent::DinDrew {
                        target: d.target,
                        kinds: kinds.clone(),
                    }));
                    events.push(Event::to_seat(d.target, AiEvent::DinCards { clues: codes }));
                }
                // With no unused card left there is nothing to reveal.
                if self.din.as_ref().is_some_and(|d| d.drawn.is_empty()) {
                    self.resume_phase();
                } else {
                    self.phase = Phase::DinReveal { target: seat };
                }
            }
            Action::DinReveal { clue } => {
                let idx = self.board.clue_by_code(clue).unwrap_or(0) as u8;
                if let Some(d) = self.din.as_mut() {
                    d.revealed = Some(idx);
                }
                events.push(Event::to_all(AiEvent::DinRevealed {
                    target: seat,
                    clue: clue.clone(),
                }));
                self.resume_phase();
            }
            Action::UseTeor { target } => {
                // ruling AI-6: Teor, the target marks a 2x2 zone truthfully.
                self.use_ability(seat, Ability::Teor, Some(*target), events);
                self.resume = Some(self.phase.clone());
                self.teor = Some(Teor {
                    user: seat,
                    target: *target,
                    mark: None,
                    declined: false,
                });
                self.phase = Phase::TeorMark { target: *target };
            }
            Action::TeorMark { zone, white } => {
                if let Some(t) = self.teor.as_mut() {
                    t.mark = Some((*zone, *white));
                }
                events.push(Event::to_all(AiEvent::TeorMarked {
                    target: seat,
                    zone: *zone,
                    white: *white,
                }));
                self.resume_phase();
            }
            Action::TeorDecline => {
                // ruling AI-6 (amended): the chosen player may decline; Teor is spent.
                if let Some(t) = self.teor.as_mut() {
                    t.declined = true;
                }
                events.push(Event::to_all(AiEvent::TeorDeclined { target: seat }));
                self.resume_phase();
            }
            Action::Signal { signal } => {
                // ruling AI-4: structured signals, public, once per turn.
                self.signals[seat.index()] = Some(signal.clone());
                self.signalled = true;
                events.push(Event::to_all(AiEvent::Signalled {
                    seat,
                    signal: signal.clone(),
                }));
            }
            Action::ProposeResolution => {
                self.proposed = true;
                events.push(Event::to_all(AiEvent::ResolutionProposed { by: seat }));
                let waiting = SeatSet::first(self.players).without(seat);
                self.phase = Phase::Proposal {
                    by: seat,
                    waiting,
                    agreed: SeatSet::single(seat),
                };
            }
            Action::AnswerProposal { agree } => {
                events.push(Event::to_all(AiEvent::ProposalAnswered {
                    seat,
                    agree: *agree,
                }));
                if let Phase::Proposal {
                    by,
                    waiting,
                    agreed,
                } = self.phase.clone()
                {
                    if !agree {
                        events.push(Event::to_all(AiEvent::ProposalRefused { by }));
                        self.phase = Phase::Turn;
                    } else {
                        let waiting = waiting.without(seat);
                        let agreed = agreed.with(seat);
                        if waiting.is_empty() {
                            // ruling AI-5: everyone agreed; one resolution only.
                            self.start_resolution(true, events);
                        } else {
                            self.phase = Phase::Proposal {
                                by,
                                waiting,
                                agreed,
                            };
                        }
                    }
                }
            }
            Action::MoveQueen { zone } => {
                self.queen = zone.queen_block();
                events.push(Event::to_all(AiEvent::QueenMoved { to: *zone }));
                self.next_turn(events);
            }
            Action::Guess { clue } => {
                let idx = self.board.clue_by_code(clue).unwrap_or(0) as u8;
                let Some((_, pos)) = self.resolution_current() else {
                    return Err(AiError::NotNow(NotNow::NoResolution));
                };
                let correct = self.solution(seat)[pos] == idx;
                let players = self.players;
                let types = self.board.types.len();
                let mut lost = false;
                let mut won = false;
                if let Some(r) = self.resolution.as_mut() {
                    if correct {
                        r.found[seat.index()][pos] = Some(idx);
                        r.seat_pos += 1;
                        if r.seat_pos == players {
                            r.seat_pos = 0;
                            r.type_pos += 1;
                            won = r.type_pos == types;
                        }
                    } else {
                        // ruling AI-5: a wrong guess costs a token; none left loses.
                        r.wrong.push((seat, idx));
                        if self.almost_innocent == 0 {
                            lost = true;
                        } else {
                            self.almost_innocent -= 1;
                        }
                    }
                }
                events.push(Event::to_all(AiEvent::Guessed {
                    seat,
                    clue: clue.clone(),
                    correct,
                    almost_innocent_left: self.almost_innocent,
                }));
                if lost {
                    self.finish(false, events);
                } else if won {
                    self.finish(true, events);
                }
            }
        }
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        crate::view::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over { won } => Some(Outcome {
                winners: if won {
                    SeatSet::first(self.players)
                } else {
                    SeatSet::EMPTY
                },
                scores: None,
                summary: if won {
                    format!(
                        "the team found every clue with {} Almost-Innocent tokens left",
                        self.almost_innocent
                    )
                } else {
                    "a wrong guess with no Almost-Innocent token left: the team loses".to_owned()
                },
            }),
            _ => None,
        }
    }
}
