//! The game abstraction every Sleuth game implements, and everything generic built
//! on it: seats, viewers and audiences ([`seat`]), the seeded generator ([`rng`]),
//! the `Game` trait and bots ([`game`]), match records ([`record`]), the type-erased
//! host and registry ([`erased`]), simulation ([`simulate`]), tournaments of mixed
//! bots ([`tournament`]), post-game analysis ([`analysis`]), the playout harness
//! every game's tests run ([`harness`]), the rule for text people type that others
//! read ([`text`]), a game's rules page and glossary ([`rules_page`]), its guided first match ([`tutorial`]), and what a game offers beside its matches: solvers for the
//! deduction assistant and campaigns ([`offers`]), and shipped content by id in several
//! languages ([`translations`]).
//!
//! This crate is pure: no I/O, no clocks (simulation timing aside), no global state.

pub mod analysis;
pub mod erased;
pub mod explain;
pub mod game;
pub mod harness;
pub mod nested;
pub mod offers;
pub mod record;
pub mod rng;
pub mod rules_page;
pub mod seat;
pub mod simulate;
pub mod text;
pub mod tournament;
pub mod translations;
pub mod tutorial;

pub use analysis::{Analysis, AnalysisError, SeatAnalysis};
pub use erased::{
    ActionRejected, ErasedBot, ErasedGame, ErasedMatch, Registry, RejectionKind, ReplayError,
};
pub use explain::{Explain, Explanation, MessageArg};
pub use game::{
    Belief, Bot, BotSpec, ConfigProblem, Game, GameInfo, HostedGame, Outcome, PlayError, RandomBot,
    SeatChoice, Turn, VariantInfo, WebFile,
};
pub use nested::{NestedArg, NestedExplanation};
pub use offers::{Campaign, CampaignError, ProgressUpdate, SolveRefusal, SolveRefusalKind, Solver};
pub use record::{MatchRecord, RecordedAction};
pub use rng::{SleuthRng, derive_seed};
pub use seat::{Audience, Event, Seat, SeatSet, Viewer};
pub use simulate::{SimulationOptions, SimulationReport};
pub use tournament::{BotStanding, TournamentReport};
