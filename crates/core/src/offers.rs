//! What a game offers beside its matches, found through the [`Registry`]
//! (`crate::Registry`) like the games themselves, so that a host (the server,
//! the CLI) serves them without knowing any game: solvers for the deduction
//! assistant, and campaigns (a group's progress from one match to the next).
//!
//! Both are pure: a solver maps a document to an answer; a campaign maps stored
//! progress (text the host keeps for it) and a request to a config, and a
//! finished match to new progress. Where the progress is kept, and when, is the
//! host's business.

use std::fmt;

use serde_json::Value;

/// What kind of refusal a solver gave (hosts answer each with its own status).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveRefusalKind {
    /// The document is not one this solver reads, or asks for something impossible.
    BadRequest,
    /// The facts in the document cannot all be true.
    Contradiction,
    /// The question is too large to answer exactly within the solver's limits.
    TooLarge,
}

/// Why a solver gave no answer: its kind, the English sentence (`Display`, for
/// the CLI and logs) and the same as catalogue messages (the reason and the
/// facts it names nested inside), so a host says it in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveRefusal {
    pub kind: SolveRefusalKind,
    pub message: String,
    pub explanation: crate::nested::NestedExplanation,
}

impl SolveRefusal {
    /// A refusal of `kind` from the solver's typed error: its English `Display`
    /// and its nested catalogue message.
    pub fn new(
        kind: SolveRefusalKind,
        reason: &impl fmt::Display,
        explanation: crate::nested::NestedExplanation,
    ) -> SolveRefusal {
        SolveRefusal {
            kind,
            message: reason.to_string(),
            explanation,
        }
    }
}

impl fmt::Display for SolveRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SolveRefusal {}

/// A solver of the deduction assistant: a knowledge document (JSON) in, the
/// exact answer out. A solve may take a while; hosts run it off their event loop.
pub trait Solver: Send + Sync {
    /// Its name in addresses (`/api/solve/<name>`), e.g. `cluedo`.
    fn name(&self) -> &'static str;
    /// Solves the document `bytes` (JSON text).
    fn solve(&self, bytes: &[u8]) -> Result<Value, SolveRefusal>;
    /// The built-in decks a document may name (`{"decks": [...]}`), if the solver
    /// has any.
    fn decks(&self) -> Option<Value> {
        None
    }
}

/// Why a campaign gave no config or no progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CampaignError {
    /// The request cannot be met: a bad group name, a scenario other than the
    /// group's next one, nothing left to play. `message` is the English
    /// sentence for the person, `explanation` the same as a catalogue message
    /// (a page says it in its reader's language).
    Refused {
        message: String,
        explanation: crate::explain::Explanation,
    },
    /// The stored progress cannot be read (a sentence for the operator).
    Corrupt(String),
}

impl fmt::Display for CampaignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CampaignError::Refused { message, .. } | CampaignError::Corrupt(message) => {
                f.write_str(message)
            }
        }
    }
}

impl std::error::Error for CampaignError {}

impl CampaignError {
    /// A refusal from a typed reason that says itself (`Display`, in English)
    /// and names its catalogue message (`Explain`).
    pub fn refused(reason: &(impl crate::explain::Explain + fmt::Display)) -> CampaignError {
        CampaignError::Refused {
            message: reason.to_string(),
            explanation: reason.explanation(),
        }
    }
}

/// Updates a group's stored progress (`None`: the group has none yet) after a
/// finished match; the host runs it inside the transaction that records the end.
pub type ProgressUpdate = Box<dyn FnOnce(Option<String>) -> Result<String, String> + Send>;

/// A game's campaign: groups of players play its matches in an order, and what
/// they win unlocks more. Progress is kept by the host as opaque text, one per
/// (game, group).
pub trait Campaign: Send + Sync {
    /// The game whose matches make the campaign.
    fn game(&self) -> &'static str;
    /// A group name as typed by a person, checked and normalised.
    fn group(&self, raw: &str) -> Result<String, CampaignError>;
    /// The config of `group`'s next match given its stored progress and the
    /// config the person asked for (players, difficulty...). A request the
    /// campaign cannot honour is refused with a sentence, never silently changed.
    fn next_config(
        &self,
        group: &str,
        stored: Option<&str>,
        requested: &Value,
    ) -> Result<Value, CampaignError>;
    /// The group's progress as shown to people (order, wins, unlocks, next).
    fn progress(&self, group: &str, stored: Option<&str>) -> Result<Value, CampaignError>;
    /// For a finished match of this game: the group whose progress it changes, and
    /// the change (`won` by the team). `None` when the match was not a campaign's.
    fn finished(&self, config: &Value, won: bool) -> Option<(String, ProgressUpdate)>;
}
