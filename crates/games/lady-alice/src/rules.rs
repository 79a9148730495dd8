//! The Lady Alice state machine: deal (LA-2), suspicions and verdicts (LA-3, LA-4),
//! deduction rounds with counters (LA-5, LA-6), accusations (LA-7), elimination
//! (LA-8) and the end of the game. It uses the words of `types`, records what
//! happens as `events` and asks `score` for the sheet at the end; the views are
//! built from the state in `view`, above this module.

use sleuth_core::{Event, Seat, SeatSet, SleuthRng};

use crate::clue::{Category, Clue, Named};
use crate::events::{LadyAliceEvent, LogEntry, RevealedCounter};
use crate::score::{FinalTable, ScoreSheet, score};
pub use crate::types::{
    Action, ConfigError, Counter, Ending, LadyAliceConfig, LadyAliceError, RULES_VERSION,
    SUPPORTED_RULES_VERSIONS,
};

/// The counters on one clue, in the order they were placed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Area {
    len: u8,
    counters: [Option<Counter>; 5],
}

impl Area {
    pub(crate) fn counters(&self) -> impl Iterator<Item = Counter> + '_ {
        self.counters[..usize::from(self.len)]
            .iter()
            .flatten()
            .copied()
    }

    pub(crate) fn len(&self) -> u8 {
        self.len
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    Suspicion,
    Deduction { current: Seat, passes: u8 },
    Over,
}

/// The whole state of a Lady Alice match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadyAlice {
    pub(crate) players: u8,
    /// Seat i's evidence card.
    pub(crate) evidence: [Clue; 5],
    /// The removed (3 players) or doubled (5 players) category.
    pub(crate) special: Option<Category>,
    pub(crate) solution: u32,
    pub(crate) covered: u32,
    pub(crate) areas: [Area; 32],
    /// Counters left in each seat's supply, by value 0, 1, 2.
    pub(crate) supply: [[u8; 3]; 5],
    pub(crate) eliminated: SeatSet,
    pub(crate) holder: Seat,
    pub(crate) phase: Phase,
    pub(crate) round: u32,
    pub(crate) previous: Option<Named>,
    pub(crate) ending: Option<Ending>,
    pub(crate) sheet: Option<ScoreSheet>,
    pub(crate) log: Vec<LogEntry>,
    /// The rules version this match is played under (see `RULES_VERSION`).
    pub(crate) rules_version: u32,
    /// The "no notes" variant (views without the public history).
    pub(crate) no_notes: bool,
}

impl LadyAlice {
    pub fn new(config: &LadyAliceConfig, seed: u64) -> Result<LadyAlice, ConfigError> {
        LadyAlice::new_under_rules(config, seed, RULES_VERSION)
    }

    /// Sets a match up under rules version 1 or 2 (`SUPPORTED_RULES_VERSIONS`).
    /// Both deal the same cards from a seed; version 2 then draws the first
    /// notebook holder from the same generator, version 1 gives it to seat 0.
    pub fn new_under_rules(
        config: &LadyAliceConfig,
        seed: u64,
        rules_version: u32,
    ) -> Result<LadyAlice, ConfigError> {
        if !SUPPORTED_RULES_VERSIONS.contains(&rules_version) {
            return Err(ConfigError::RulesVersion(rules_version));
        }
        let mut rng = SleuthRng::from_seed(seed);
        let (evidence, special) = deal(config.players, &mut rng)?;
        let mut game = LadyAlice::with_deal(config.players, &evidence, special);
        game.rules_version = rules_version;
        game.no_notes = config.no_notes;
        if rules_version >= 2 {
            // Who starts is public chance, drawn after the deal.
            game.holder = Seat(rng.index(usize::from(config.players)) as u8);
        }
        Ok(game)
    }

    /// The same game with `seat` holding the notebook first (for tests and
    /// examples; a seeded match draws it).
    pub fn with_first_holder(mut self, seat: Seat) -> LadyAlice {
        self.holder = seat;
        self
    }

    /// The same game under rules version `rules_version` (for tests).
    pub fn with_rules_version(mut self, rules_version: u32) -> LadyAlice {
        self.rules_version = rules_version;
        self
    }

    /// The same game in the "no notes" variant or not (for tests).
    pub fn with_no_notes(mut self, no_notes: bool) -> LadyAlice {
        self.no_notes = no_notes;
        self
    }

    /// A fresh game like this one's setup (players, first holder, rules version,
    /// variant) with another deal: the harness's redeal keeps public chance.
    pub fn redealt(&self, evidence: &[Clue], special: Option<Category>) -> LadyAlice {
        LadyAlice::with_deal(self.players, evidence, special)
            .with_first_holder(self.holder)
            .with_rules_version(self.rules_version)
            .with_no_notes(self.no_notes)
    }

    /// The rules version this match is played under.
    pub fn rules_version(&self) -> u32 {
        self.rules_version
    }

    /// Whether this match is played without notes (the views carry no history).
    pub fn no_notes(&self) -> bool {
        self.no_notes
    }

    /// The seat holding the notebook (the first one, before any suspicion).
    pub fn holder(&self) -> Seat {
        self.holder
    }

    /// A game with a chosen deal (for tests, examples and the assistant), under the
    /// current rules, seat 0 holding the notebook first.
    pub fn with_deal(players: u8, evidence: &[Clue], special: Option<Category>) -> LadyAlice {
        let mut cards = [evidence[0]; 5];
        cards[..evidence.len()].copy_from_slice(evidence);
        LadyAlice {
            players,
            evidence: cards,
            special,
            solution: evidence.iter().fold(0, |m, c| m | c.bit()),
            covered: 0,
            areas: [Area::default(); 32],
            supply: [[3; 3]; 5],
            eliminated: SeatSet::EMPTY,
            holder: Seat(0),
            phase: Phase::Suspicion,
            round: 1,
            previous: None,
            ending: None,
            sheet: None,
            log: Vec::new(),
            rules_version: RULES_VERSION,
            no_notes: false,
        }
    }

    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// Smiles needed to end the game (LA-4): 3 of 3, 4 of 4, 4 of 5.
    pub fn smiles_target(&self) -> u8 {
        self.players.min(4)
    }

    /// Counters an area may hold (LA-6): the number of players.
    pub fn area_capacity(&self) -> u8 {
        self.players
    }

    pub fn evidence_of(&self, seat: Seat) -> Clue {
        self.evidence[seat.index()]
    }

    pub fn special_category(&self) -> Option<Category> {
        self.special
    }

    pub fn is_covered(&self, clue: Clue) -> bool {
        self.covered & clue.bit() != 0
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    pub fn score_sheet(&self) -> Option<&ScoreSheet> {
        self.sheet.as_ref()
    }

    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players).map(Seat)
    }

    fn players_in(&self) -> u8 {
        self.players - self.eliminated.len() as u8
    }

    /// The next seat clockwise after `seat` that is still in.
    fn next_in(&self, seat: Seat) -> Seat {
        let mut next = seat.left(self.players());
        while self.eliminated.contains(next) {
            next = next.left(self.players());
        }
        next
    }

    pub fn to_move(&self) -> SeatSet {
        match self.phase {
            Phase::Suspicion => SeatSet::single(self.holder),
            Phase::Deduction { current, .. } => SeatSet::single(current),
            Phase::Over => SeatSet::EMPTY,
        }
    }

    /// Smiles for a set of named clues: how many seats' evidence is among them.
    fn smiles(&self, named_mask: u32) -> u8 {
        (self.solution & named_mask).count_ones() as u8
    }

    fn check_categories(
        named: &Named,
        action: &'static str,
        skip: Option<Category>,
    ) -> Result<(), LadyAliceError> {
        for category in Category::ALL {
            match named.get(category) {
                Some(_) if Some(category) == skip => {
                    return Err(LadyAliceError::ClueInRemovedCategory(category));
                }
                None if Some(category) == skip => {}
                None => return Err(LadyAliceError::MissingClue { action, category }),
                Some(clue) if clue.category() != category => {
                    return Err(LadyAliceError::WrongCategory {
                        clue,
                        expected: category,
                        actual: clue.category(),
                    });
                }
                Some(_) => {}
            }
        }
        Ok(())
    }

    pub(crate) fn check_suspicion(&self, clues: &Named) -> Result<(), LadyAliceError> {
        Self::check_categories(clues, "suspicion", None)?;
        if self.previous.as_ref() == Some(clues) {
            return Err(LadyAliceError::SameAsPrevious(*clues));
        }
        if clues.mask() & !self.covered == 0 {
            return Err(LadyAliceError::OnlyCoveredClues);
        }
        Ok(())
    }

    pub(crate) fn check_placement(
        &self,
        seat: Seat,
        clue: Clue,
        value: u8,
    ) -> Result<(), LadyAliceError> {
        if value > 2 {
            return Err(LadyAliceError::NoSuchCounterValue(value));
        }
        if self.supply[seat.index()][usize::from(value)] == 0 {
            return Err(LadyAliceError::NoCounterLeft(value));
        }
        if self.is_covered(clue) {
            return Err(LadyAliceError::ClueCovered(clue));
        }
        if self.areas[usize::from(clue.id())].len >= self.area_capacity() {
            return Err(LadyAliceError::AreaFull {
                clue,
                capacity: self.area_capacity(),
            });
        }
        Ok(())
    }

    pub(crate) fn check_accusation(
        &self,
        clues: &Named,
        removed: Option<Category>,
    ) -> Result<(), LadyAliceError> {
        match (self.players, removed) {
            (3, None) => Err(LadyAliceError::RemovedCategoryMissing),
            (3, Some(category)) => Self::check_categories(clues, "accusation", Some(category)),
            (_, Some(_)) => Err(LadyAliceError::RemovedCategoryNotInPlay),
            (_, None) => Self::check_categories(clues, "accusation", None),
        }
    }

    /// Applies an action for `seat`, which must be the seat to move. On error
    /// nothing changes.
    pub fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event<LadyAliceEvent>>,
    ) -> Result<(), LadyAliceError> {
        match (self.phase, action) {
            (Phase::Suspicion, Action::Suspect { clues }) => {
                self.check_suspicion(clues)?;
                self.suspect(seat, *clues, events);
                Ok(())
            }
            (Phase::Suspicion, _) => Err(LadyAliceError::SuspicionPhase),
            (Phase::Deduction { .. }, Action::Suspect { .. }) => {
                Err(LadyAliceError::NotSuspicionPhase)
            }
            (Phase::Deduction { .. }, Action::PlaceCounter { clue, value }) => {
                self.check_placement(seat, *clue, *value)?;
                self.place(seat, *clue, *value, events);
                // LA-5: a placement restarts the count of passes.
                self.phase = Phase::Deduction {
                    current: self.next_in(seat),
                    passes: 0,
                };
                Ok(())
            }
            (Phase::Deduction { passes, .. }, Action::Pass) => {
                self.log.push(LogEntry::Passed { seat });
                events.push(Event::to_all(LadyAliceEvent::Passed { seat }));
                let passes = passes + 1;
                if passes >= self.players_in() {
                    self.end_round(events);
                } else {
                    self.phase = Phase::Deduction {
                        current: self.next_in(seat),
                        passes,
                    };
                }
                Ok(())
            }
            (Phase::Deduction { passes, .. }, Action::Accuse { clues, removed }) => {
                self.check_accusation(clues, *removed)?;
                self.accuse(seat, *clues, *removed, passes, events);
                Ok(())
            }
            (Phase::Over, _) => Err(LadyAliceError::NotSuspicionPhase),
        }
    }

    fn suspect(&mut self, seat: Seat, clues: Named, events: &mut Vec<Event<LadyAliceEvent>>) {
        let mask = clues.mask();
        let smiles = self.smiles(mask);
        let covers = smiles == 0;
        if covers {
            // LA-4: the four clues are covered, with any counters on them.
            self.covered |= mask;
        }
        self.previous = Some(clues);
        self.log.push(LogEntry::Suspicion {
            round: self.round,
            seat,
            clues,
            smiles,
            covered: covers,
        });
        events.push(Event::to_all(LadyAliceEvent::Suspicion {
            seat,
            clues,
            smiles,
            covered: covers,
        }));
        if smiles >= self.smiles_target() {
            self.finish(Ending::Suspicion { seat }, events);
        } else {
            self.phase = Phase::Deduction {
                current: self.next_in(self.holder),
                passes: 0,
            };
            events.push(Event::to_all(LadyAliceEvent::DeductionRound {
                first: self.next_in(self.holder),
            }));
        }
    }

    fn place(
        &mut self,
        seat: Seat,
        clue: Clue,
        value: u8,
        events: &mut Vec<Event<LadyAliceEvent>>,
    ) {
        self.supply[seat.index()][usize::from(value)] -= 1;
        let area = &mut self.areas[usize::from(clue.id())];
        // LA-6: every counter already there is turned face up.
        let mut revealed = Vec::new();
        for counter in area.counters[..usize::from(area.len)].iter_mut().flatten() {
            if !counter.face_up {
                counter.face_up = true;
                revealed.push(RevealedCounter {
                    owner: counter.owner,
                    value: counter.value,
                });
            }
        }
        area.counters[usize::from(area.len)] = Some(Counter {
            owner: seat,
            value,
            face_up: false,
        });
        area.len += 1;
        self.log.push(LogEntry::CounterPlaced {
            seat,
            clue,
            revealed: revealed.clone(),
        });
        events.push(Event::to_all(LadyAliceEvent::CounterPlaced {
            seat,
            clue,
            revealed,
        }));
        events.push(Event::to_seat(
            seat,
            LadyAliceEvent::YourCounter { clue, value },
        ));
    }

    fn accuse(
        &mut self,
        seat: Seat,
        clues: Named,
        removed: Option<Category>,
        passes: u8,
        events: &mut Vec<Event<LadyAliceEvent>>,
    ) {
        let smiles = self.smiles(clues.mask());
        let correct = smiles >= self.smiles_target();
        self.log.push(LogEntry::Accusation {
            seat,
            clues,
            removed,
            smiles,
            correct,
        });
        events.push(Event::to_all(LadyAliceEvent::Accusation {
            seat,
            clues,
            removed,
            smiles,
            correct,
        }));
        if correct {
            self.finish(Ending::Accusation { seat }, events);
            return;
        }
        // LA-8: a wrong accusation eliminates.
        self.eliminated.insert(seat);
        self.log.push(LogEntry::Eliminated { seat });
        events.push(Event::to_all(LadyAliceEvent::Eliminated { seat }));
        if self.players_in() == 1 {
            let survivor = self
                .seats()
                .find(|s| !self.eliminated.contains(*s))
                .unwrap_or(seat);
            self.finish(Ending::LoneSurvivor { seat: survivor }, events);
        } else if self.rules_version >= 2 && passes >= self.players_in() {
            // LA-5 (amended): the passes keep counting; every player still in has
            // now passed in succession.
            self.end_round(events);
        } else {
            // LA-5 (amended): only a placement restarts the count of passes. Rules
            // version 1 restarted it on an accusation too.
            let passes = if self.rules_version >= 2 { passes } else { 0 };
            self.phase = Phase::Deduction {
                current: self.next_in(seat),
                passes,
            };
        }
    }

    fn end_round(&mut self, events: &mut Vec<Event<LadyAliceEvent>>) {
        // LA-3: the notebook passes left, skipping eliminated players.
        self.holder = self.next_in(self.holder);
        self.round += 1;
        self.phase = Phase::Suspicion;
        self.log.push(LogEntry::RoundEnded {
            next_holder: self.holder,
        });
        events.push(Event::to_all(LadyAliceEvent::RoundEnded {
            next_holder: self.holder,
        }));
    }

    fn finish(&mut self, ending: Ending, events: &mut Vec<Event<LadyAliceEvent>>) {
        self.ending = Some(ending);
        self.phase = Phase::Over;
        let sheet = score(
            &FinalTable {
                evidence: &self.evidence[..self.players()],
                solution: self.solution,
                special: self.special,
                eliminated: self.eliminated,
                counters: Clue::all()
                    .flat_map(|clue| {
                        self.areas[usize::from(clue.id())]
                            .counters()
                            .map(move |counter| (clue, counter))
                    })
                    .collect(),
            },
            ending,
        );
        events.push(Event::to_all(LadyAliceEvent::GameEnded {
            ending,
            evidence: self.evidence[..self.players()].to_vec(),
            special_category: self.special,
            sheet: sheet.clone(),
        }));
        self.sheet = Some(sheet);
    }

    /// Every legal action of `seat` now, in a stable order.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = Vec::new();
        if !self.to_move().contains(seat) {
            return actions;
        }
        match self.phase {
            Phase::Suspicion => {
                for clues in all_combinations() {
                    if self.check_suspicion(&clues).is_ok() {
                        actions.push(Action::Suspect { clues });
                    }
                }
            }
            Phase::Deduction { .. } => {
                for clue in Clue::all() {
                    for value in 0..3 {
                        if self.check_placement(seat, clue, value).is_ok() {
                            actions.push(Action::PlaceCounter { clue, value });
                        }
                    }
                }
                actions.push(Action::Pass);
                self.for_each_accusation(|clues, removed| {
                    actions.push(Action::Accuse { clues, removed })
                });
            }
            Phase::Over => {}
        }
        actions
    }

    fn accusation_count(&self) -> usize {
        if self.players == 3 { 4 * 512 } else { 4096 }
    }

    fn for_each_accusation(&self, mut f: impl FnMut(Named, Option<Category>)) {
        for index in 0..self.accusation_count() {
            let (clues, removed) = accusation_from_index(self.players, index);
            f(clues, removed);
        }
    }

    /// A uniformly random legal action, without listing them all.
    pub fn random_action(&self, seat: Seat, rng: &mut SleuthRng) -> Option<Action> {
        if !self.to_move().contains(seat) {
            return None;
        }
        match self.phase {
            Phase::Suspicion => loop {
                // Rejection sampling: at least a third of all combinations are legal.
                let clues = random_combination(rng);
                if self.check_suspicion(&clues).is_ok() {
                    return Some(Action::Suspect { clues });
                }
            },
            Phase::Deduction { .. } => {
                let mut placements = 0usize;
                for clue in Clue::all() {
                    for value in 0..3 {
                        placements += usize::from(self.check_placement(seat, clue, value).is_ok());
                    }
                }
                let total = placements + 1 + self.accusation_count();
                let mut pick = rng.index(total);
                if pick < placements {
                    for clue in Clue::all() {
                        for value in 0..3 {
                            if self.check_placement(seat, clue, value).is_ok() {
                                if pick == 0 {
                                    return Some(Action::PlaceCounter { clue, value });
                                }
                                pick -= 1;
                            }
                        }
                    }
                    unreachable!("pick < placements");
                }
                pick -= placements;
                if pick == 0 {
                    return Some(Action::Pass);
                }
                pick -= 1;
                let (clues, removed) = accusation_from_index(self.players, pick);
                Some(Action::Accuse { clues, removed })
            }
            Phase::Over => None,
        }
    }
}

/// The 4096 combinations of one clue per category, in index order.
pub fn all_combinations() -> impl Iterator<Item = Named> {
    (0..4096).map(combination_from_index)
}

fn combination_from_index(index: usize) -> Named {
    let mut rest = index;
    let mut clues = [Clue::new(Category::Suspect, 0); 4];
    for category in Category::ALL {
        clues[category.index()] = Clue::new(category, (rest % 8) as u8);
        rest /= 8;
    }
    Named::all_four(clues)
}

/// Accusation `index` of `accusation_count()`: with 3 players the removed
/// category is `index / 512` and the other three clues come from `index % 512`.
fn accusation_from_index(players: u8, index: usize) -> (Named, Option<Category>) {
    if players != 3 {
        return (combination_from_index(index), None);
    }
    let removed = Category::from_index(index / 512);
    let mut rest = index % 512;
    let mut slots = [None; 4];
    for category in Category::ALL.into_iter().filter(|c| *c != removed) {
        slots[category.index()] = Some(Clue::new(category, (rest % 8) as u8));
        rest /= 8;
    }
    (Named::from_slots(slots), Some(removed))
}

pub(crate) fn random_combination(rng: &mut SleuthRng) -> Named {
    combination_from_index(rng.index(4096))
}

/// The evidence deal (LA-2). Draw order, fixed so that seeds replay: 3 players,
/// the removed category; 5 players, the doubled category; then each category in
/// order suspect, place, time, object draws its clue(s) without replacement; then
/// the evidence cards are shuffled and seat i gets card i.
pub fn deal(
    players: u8,
    rng: &mut SleuthRng,
) -> Result<(Vec<Clue>, Option<Category>), ConfigError> {
    if !(3..=5).contains(&players) {
        return Err(ConfigError::PlayerCount(players));
    }
    let special = match players {
        3 | 5 => Some(Category::from_index(rng.index(4))),
        _ => None,
    };
    let mut cards = Vec::with_capacity(usize::from(players));
    for category in Category::ALL {
        let count = match (players, special) {
            (3, Some(removed)) if removed == category => 0,
            (5, Some(doubled)) if doubled == category => 2,
            _ => 1,
        };
        let mut pile: Vec<Clue> = category.clues().collect();
        rng.shuffle(&mut pile);
        cards.extend_from_slice(&pile[..count]);
    }
    rng.shuffle(&mut cards);
    Ok((cards, special))
}
