//! What each viewer sees (a pure function of state and viewer, invariant 2), and
//! what a player remembers of it (`Memory`); the history and event types are
//! declared in `events` and re-exported here. Before the end a seat sees the
//! public desk and history (LA-10) plus its own evidence card, its supply and the
//! values of its own face-down counters; after the end everyone sees everything.
//! In the "no notes" variant the views carry no history before the end: only
//! what lies on the table (the desk, the latest suspicion and accusation with
//! their verdicts).

use serde::{Deserialize, Serialize};
use sleuth_core::{Seat, SeatSet, Viewer};

use crate::clue::{Category, Clue, Named};
pub use crate::events::{LadyAliceEvent, LogEntry, RevealedCounter};
use crate::rules::{LadyAlice, Phase};
use crate::score::ScoreSheet;
use crate::types::Ending;

/// A counter as this viewer sees it: `value` is `None` while face down, unless the
/// viewer owns it or the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterView {
    pub owner: Seat,
    pub face_up: bool,
    pub value: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AreaView {
    pub clue: Clue,
    pub counters: Vec<CounterView>,
}

/// A seat's counters left in supply, by value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    pub zeros: u8,
    pub ones: u8,
    pub twos: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    /// The notebook holder must name a suspicion.
    Suspicion {
        holder: Seat,
    },
    /// Deduction round: `current` places, passes or accuses; `passes_in_a_row` of
    /// the players still in have passed since the last placement (under rules
    /// version 2 a wrong accusation does not restart the count: LA-5 amended).
    Deduction {
        holder: Seat,
        current: Seat,
        passes_in_a_row: u8,
    },
    Over,
}

/// Everything revealed at the end (rulebook step I, LA-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub ending: Ending,
    pub evidence: Vec<Clue>,
    /// The removed (3 players) or doubled (5 players) category.
    pub special_category: Option<Category>,
    pub sheet: ScoreSheet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LadyAliceView {
    pub players: u8,
    pub viewer: Viewer,
    /// The viewer's own evidence card (seats only).
    pub my_evidence: Option<Clue>,
    pub my_supply: Option<Supply>,
    /// Counters each seat has left (their values are secret).
    pub counters_left: Vec<u8>,
    pub smiles_target: u8,
    pub area_capacity: u8,
    pub round: u32,
    pub phase: PhaseView,
    pub to_move: SeatSet,
    pub eliminated: SeatSet,
    pub covered: Vec<Clue>,
    /// Areas holding at least one counter, in clue order.
    pub areas: Vec<AreaView>,
    pub previous_suspicion: Option<Named>,
    /// The latest suspicion with its verdict (a `suspicion` history entry), from the
    /// moment it is made until the next one: the notebook and the folders on the
    /// table.
    #[serde(default)]
    pub current_suspicion: Option<LogEntry>,
    /// The latest accusation made since that suspicion, with its verdict (an
    /// `accusation` history entry).
    #[serde(default)]
    pub last_accusation: Option<LogEntry>,
    /// The public history; empty before the end in the "no notes" variant.
    pub history: Vec<LogEntry>,
    pub reveal: Option<Reveal>,
    /// `true` in the "no notes" variant (the field is absent otherwise): the history
    /// is not shown before the end, so a UI shows only the latest event.
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_notes: bool,
}

fn is_false(flag: &bool) -> bool {
    !*flag
}

impl LadyAlice {
    pub fn view(&self, viewer: Viewer) -> LadyAliceView {
        let over = self.ending.is_some();
        let me = match viewer {
            Viewer::Seat(seat) if seat.index() < self.players() => Some(seat),
            _ => None,
        };
        let areas = Clue::all()
            .filter_map(|clue| {
                let area = &self.areas[usize::from(clue.id())];
                (area.len() > 0).then(|| AreaView {
                    clue,
                    counters: area
                        .counters()
                        .map(|c| CounterView {
                            owner: c.owner,
                            face_up: c.face_up,
                            value: (c.face_up || over || Some(c.owner) == me).then_some(c.value),
                        })
                        .collect(),
                })
            })
            .collect();
        let phase = match self.phase {
            Phase::Suspicion => PhaseView::Suspicion {
                holder: self.holder,
            },
            Phase::Deduction { current, passes } => PhaseView::Deduction {
                holder: self.holder,
                current,
                passes_in_a_row: passes,
            },
            Phase::Over => PhaseView::Over,
        };
        let reveal = match (self.ending, &self.sheet) {
            (Some(ending), Some(sheet)) => Some(Reveal {
                ending,
                evidence: self.evidence[..self.players()].to_vec(),
                special_category: self.special,
                sheet: sheet.clone(),
            }),
            _ => None,
        };
        let latest = self
            .log
            .iter()
            .rposition(|e| matches!(e, LogEntry::Suspicion { .. }));
        let current_suspicion = latest.map(|at| self.log[at].clone());
        let last_accusation = latest.and_then(|at| {
            self.log[at..]
                .iter()
                .rev()
                .find(|e| matches!(e, LogEntry::Accusation { .. }))
                .cloned()
        });
        LadyAliceView {
            players: self.players,
            viewer,
            my_evidence: me.map(|s| self.evidence_of(s)),
            my_supply: me.map(|s| {
                let [zeros, ones, twos] = self.supply[s.index()];
                Supply { zeros, ones, twos }
            }),
            counters_left: self
                .seats()
                .map(|s| self.supply[s.index()].iter().sum())
                .collect(),
            smiles_target: self.smiles_target(),
            area_capacity: self.area_capacity(),
            round: self.round,
            phase,
            to_move: self.to_move(),
            eliminated: self.eliminated,
            covered: Clue::all().filter(|c| self.is_covered(*c)).collect(),
            areas,
            previous_suspicion: self.previous,
            current_suspicion,
            last_accusation,
            history: if self.no_notes && !over {
                Vec::new()
            } else {
                self.log.clone()
            },
            reveal,
            no_notes: self.no_notes,
        }
    }
}

impl LadyAliceView {
    /// The public entries this view shows: the history, or in the "no notes"
    /// variant before the end, what lies on the table (the latest suspicion and
    /// accusation with their verdicts).
    pub fn table_entries(&self) -> Vec<LogEntry> {
        if self.no_notes && self.history.is_empty() {
            self.current_suspicion
                .iter()
                .chain(&self.last_accusation)
                .cloned()
                .collect()
        } else {
            self.history.clone()
        }
    }

    /// The seat this view was computed for, if any.
    pub fn viewer_seat(&self) -> Option<Seat> {
        match self.viewer {
            Viewer::Seat(seat) => Some(seat),
            _ => None,
        }
    }
}

/// What a player keeps in mind of the public entries. With notes it is the view's
/// history. Without (the "no notes" variant) it is every suspicion and accusation
/// the player saw on the table, in order, remembered from the views it was shown
/// (a bot sees a view on each of its turns, and every player still in acts in
/// each deduction round, so no verdict escapes it).
#[derive(Clone, Debug, Default)]
pub struct Memory {
    entries: Vec<LogEntry>,
    round: u32,
    suspicion_round: Option<u32>,
    accusers: SeatSet,
}

impl Memory {
    /// Takes in what `view` shows.
    pub fn update(&mut self, view: &LadyAliceView) {
        if !view.no_notes {
            return;
        }
        if view.round < self.round {
            *self = Memory::default();
        }
        self.round = view.round;
        if let Some(entry @ LogEntry::Suspicion { round, .. }) = &view.current_suspicion
            && self.suspicion_round != Some(*round)
        {
            self.suspicion_round = Some(*round);
            self.entries.push(entry.clone());
        }
        if let Some(entry @ LogEntry::Accusation { seat, .. }) = &view.last_accusation
            && !self.accusers.contains(*seat)
        {
            self.accusers.insert(*seat);
            self.entries.push(entry.clone());
        }
    }

    /// The entries remembered: the view's history when it has one, else the
    /// verdicts seen so far.
    pub fn entries<'a>(&'a self, view: &'a LadyAliceView) -> &'a [LogEntry] {
        if view.no_notes && view.history.is_empty() {
            &self.entries
        } else {
            &view.history
        }
    }
}
