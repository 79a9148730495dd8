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

/// Declares an enum with its own variants followed by the entries that the
/// history and the events share, so that both always carry the same fields for
/// them: a counter placed, a pass, an accusation with its verdict, an elimination
/// and the end of a deduction round. All of them go to every seat.
macro_rules! with_shared_entries {
    ($(#[$attr:meta])* pub enum $name:ident { $($own:tt)* }) => {
        $(#[$attr])*
        pub enum $name {
            $($own)*
            /// A counter was placed face down; the counters already there turned up.
            CounterPlaced {
                seat: Seat,
                clue: Clue,
                revealed: Vec<RevealedCounter>,
            },
            Passed {
                seat: Seat,
            },
            /// An accusation and its verdict.
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
            /// Everyone still in passed in succession; the notebook passes on.
            RoundEnded {
                next_holder: Seat,
            },
        }
    };
}

with_shared_entries! {
    /// The public history, as the physical desk would show it (LA-10).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case")]
    pub enum LogEntry {
        /// A suspicion and its verdict, with the round it was made in.
        Suspicion {
            round: u32,
            seat: Seat,
            clues: Named,
            smiles: u8,
            covered: bool,
        },
    }
}

with_shared_entries! {
    /// Events, each sent to its audience (every seat unless said otherwise).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case")]
    pub enum LadyAliceEvent {
        /// A suspicion and its verdict (number of smiles only, LA-4).
        Suspicion {
            seat: Seat,
            clues: Named,
            smiles: u8,
            covered: bool,
        },
        /// A deduction round starts with `first`.
        DeductionRound {
            first: Seat,
        },
        /// To the placer only: the value of the counter just placed.
        YourCounter {
            clue: Clue,
            value: u8,
        },
        /// The game is over; every secret is revealed.
        GameEnded {
            ending: Ending,
            evidence: Vec<Clue>,
            special_category: Option<Category>,
            sheet: ScoreSheet,
        },
    }
}
