//! What happened, in two forms: the public history as the desk would show it
//! (`LogEntry`, LA-10) and the events sent as actions are applied
//! (`LadyAliceEvent`), each with its audience chosen by `rules`.

use serde::{Deserialize, Serialize};
use sleuth_core::Seat;

use crate::clue::{Category, Clue, Named};
use crate::score::ScoreSheet;
use crate::types::Ending;

/// A counter turned face up, with its value now public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealedCounter {
    pub owner: Seat,
    pub value: u8,
}

/// The public history, as the physical desk would show it (LA-10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LogEntry {
    Suspicion {
        round: u32,
        seat: Seat,
        clues: Named,
        smiles: u8,
        covered: bool,
    },
    CounterPlaced {
        seat: Seat,
        clue: Clue,
        revealed: Vec<RevealedCounter>,
    },
    Passed {
        seat: Seat,
    },
    Accusation {
        seat: Seat,
        clues: Named,
        removed: Option<Category>,
        smiles: u8,
        correct: bool,
    },
    Eliminated {
        seat: Seat,
    },
    RoundEnded {
        next_holder: Seat,
    },
}

/// Events, each sent to its audience.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LadyAliceEvent {
    /// To all: a suspicion and its verdict (number of smiles only, LA-4).
    Suspicion {
        seat: Seat,
        clues: Named,
        smiles: u8,
        covered: bool,
    },
    /// To all: a deduction round starts with `first`.
    DeductionRound {
        first: Seat,
    },
    /// To all: a counter was placed face down; the counters already there turned up.
    CounterPlaced {
        seat: Seat,
        clue: Clue,
        revealed: Vec<RevealedCounter>,
    },
    /// To the placer only: the value of the counter just placed.
    YourCounter {
        clue: Clue,
        value: u8,
    },
    Passed {
        seat: Seat,
    },
    /// To all: an accusation and its verdict.
    Accusation {
        seat: Seat,
        clues: Named,
        removed: Option<Category>,
        smiles: u8,
        correct: bool,
    },
    Eliminated {
        seat: Seat,
    },
    /// To all: everyone passed in succession; the notebook passes on.
    RoundEnded {
        next_holder: Seat,
    },
    /// To all: the game is over; every secret is revealed.
    GameEnded {
        ending: Ending,
        evidence: Vec<Clue>,
        special_category: Option<Category>,
        sheet: ScoreSheet,
    },
}
