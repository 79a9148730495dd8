//! The words every other module of the crate shares: the config and its errors,
//! the rules versions, the actions a seat may send and why one is refused, a
//! counter on the desk and how a game ended. No behaviour beyond checking nothing:
//! the state machine is in `rules`.

use serde::{Deserialize, Serialize};
use sleuth_core::Seat;

use crate::clue::{Category, Clue, Named};

/// The current rules version. Version 1: an incorrect accusation restarted the
/// count of passes (the first text of ruling LA-5) and seat 0 held the notebook
/// first. Version 2: only a counter placement restarts the count (LA-5 amended) and
/// the first notebook holder is drawn from the seed.
pub const RULES_VERSION: u32 = 2;

/// Every rules version this build plays, oldest first.
pub const SUPPORTED_RULES_VERSIONS: [u32; 2] = [1, 2];

/// A match's settings: the player count and the "no notes" variant; the rest is
/// the rulebook.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LadyAliceConfig {
    pub players: u8,
    /// The rulebook's "note taking is prohibited!": the views carry no public
    /// history before the end, only what lies on the table at that moment (LA-10
    /// keeps the default off). Written only when on.
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_notes: bool,
}

fn is_false(flag: &bool) -> bool {
    !*flag
}

impl LadyAliceConfig {
    /// The default config for `players` (notes allowed).
    pub fn new(players: u8) -> LadyAliceConfig {
        LadyAliceConfig {
            players,
            no_notes: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("Lady Alice is played by 3 to 5 players, not {0}")]
    PlayerCount(u8),
    #[error(
        "this Lady Alice match was played under rules version {0}; this build plays rules version {RULES_VERSION} and can replay versions 1, 2"
    )]
    RulesVersion(u32),
}

/// What a seat may do. JSON: `{"type": "suspect", "clues": {...}}`,
/// `{"type": "place_counter", "clue": "Compass", "value": 2}`, `{"type": "pass"}`,
/// `{"type": "accuse", "clues": {...}, "removed": "time"}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// The notebook holder's suspicion: one clue per category (LA-3).
    Suspect {
        clues: Named,
    },
    /// Place one of your counters, value 0, 1 or 2, face down on a clue (LA-6).
    PlaceCounter {
        clue: Clue,
        value: u8,
    },
    Pass,
    /// One clue per category; with 3 players, name the category you believe removed
    /// and leave it empty (LA-7).
    Accuse {
        clues: Named,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        removed: Option<Category>,
    },
}

/// Why an action is refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LadyAliceError {
    #[error("it is the suspicion phase: the notebook holder must name a suspicion")]
    SuspicionPhase,
    #[error("suspicions are only made by the notebook holder at the start of a turn")]
    NotSuspicionPhase,
    #[error("a {action} needs a clue for the {category}")]
    MissingClue {
        action: &'static str,
        category: Category,
    },
    #[error("{clue} is a {actual}, not a {expected}")]
    WrongCategory {
        clue: Clue,
        expected: Category,
        actual: Category,
    },
    #[error("this suspicion is the same as the previous one ({0})")]
    SameAsPrevious(Named),
    #[error("a suspicion may not consist only of covered clues")]
    OnlyCoveredClues,
    #[error("{0} is covered: counters go on uncovered clues only")]
    ClueCovered(Clue),
    #[error("{clue} already holds {capacity} counters, the most an area can hold")]
    AreaFull { clue: Clue, capacity: u8 },
    #[error("counters are worth 0, 1 or 2, not {0}")]
    NoSuchCounterValue(u8),
    #[error("you have no counter of value {0} left")]
    NoCounterLeft(u8),
    #[error("with 3 players an accusation must name the category believed removed")]
    RemovedCategoryMissing,
    #[error("only a 3-player accusation names a removed category")]
    RemovedCategoryNotInPlay,
    #[error("the category named as removed ({0}) must be left empty")]
    ClueInRemovedCategory(Category),
}

impl sleuth_core::Explain for ConfigError {
    fn message_id(&self) -> &'static str {
        match self {
            ConfigError::PlayerCount(_) => "errors-lady-alice-player-count",
            ConfigError::RulesVersion(_) => "errors-lady-alice-rules-version",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            ConfigError::PlayerCount(players) => vec![("players", (*players).into())],
            ConfigError::RulesVersion(version) => vec![
                ("version", (*version).into()),
                ("ours", RULES_VERSION.into()),
            ],
        }
    }
}

/// Categories and actions travel as their code names (`time`, `suspicion`), which
/// the catalogues translate with a select; clue names are the game's proper names.
impl sleuth_core::Explain for LadyAliceError {
    fn message_id(&self) -> &'static str {
        match self {
            LadyAliceError::SuspicionPhase => "errors-lady-alice-suspicion-phase",
            LadyAliceError::NotSuspicionPhase => "errors-lady-alice-not-suspicion-phase",
            LadyAliceError::MissingClue { .. } => "errors-lady-alice-missing-clue",
            LadyAliceError::WrongCategory { .. } => "errors-lady-alice-wrong-category",
            LadyAliceError::SameAsPrevious(_) => "errors-lady-alice-same-as-previous",
            LadyAliceError::OnlyCoveredClues => "errors-lady-alice-only-covered-clues",
            LadyAliceError::ClueCovered(_) => "errors-lady-alice-clue-covered",
            LadyAliceError::AreaFull { .. } => "errors-lady-alice-area-full",
            LadyAliceError::NoSuchCounterValue(_) => "errors-lady-alice-no-such-counter-value",
            LadyAliceError::NoCounterLeft(_) => "errors-lady-alice-no-counter-left",
            LadyAliceError::RemovedCategoryMissing => "errors-lady-alice-removed-category-missing",
            LadyAliceError::RemovedCategoryNotInPlay => {
                "errors-lady-alice-removed-category-not-in-play"
            }
            LadyAliceError::ClueInRemovedCategory(_) => {
                "errors-lady-alice-clue-in-removed-category"
            }
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            LadyAliceError::SuspicionPhase
            | LadyAliceError::NotSuspicionPhase
            | LadyAliceError::OnlyCoveredClues
            | LadyAliceError::RemovedCategoryMissing
            | LadyAliceError::RemovedCategoryNotInPlay => Vec::new(),
            LadyAliceError::MissingClue { action, category } => vec![
                ("action", (*action).into()),
                ("category", category.name().into()),
            ],
            LadyAliceError::WrongCategory {
                clue,
                expected,
                actual,
            } => vec![
                ("clue", clue.name().into()),
                ("expected", expected.name().into()),
                ("actual", actual.name().into()),
            ],
            LadyAliceError::SameAsPrevious(named) => vec![("suspicion", named.to_string().into())],
            LadyAliceError::ClueCovered(clue) => vec![("clue", clue.name().into())],
            LadyAliceError::AreaFull { clue, capacity } => vec![
                ("clue", clue.name().into()),
                ("capacity", (*capacity).into()),
            ],
            LadyAliceError::NoSuchCounterValue(value) | LadyAliceError::NoCounterLeft(value) => {
                vec![("value", (*value).into())]
            }
            LadyAliceError::ClueInRemovedCategory(category) => {
                vec![("category", category.name().into())]
            }
        }
    }
}

/// A counter on the desk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub owner: Seat,
    pub value: u8,
    pub face_up: bool,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Ending {
    /// A suspicion reached the smiles target (LA-4).
    Suspicion { seat: Seat },
    /// A correct accusation (LA-7).
    Accusation { seat: Seat },
    /// Everyone else was eliminated (LA-8).
    LoneSurvivor { seat: Seat },
}
