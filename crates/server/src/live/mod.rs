//! Live matches: the in-memory state of every match and the operations on it.
//! Every change is committed to the store first, then announced on the match's
//! channels; connections then pull what their viewer may see.
//!
//! [`App`] (here: the shared state, its constructor, and the small types every
//! room uses: errors, statuses, options, tokens, times) is one struct whose
//! methods live in one room per concern, each with its own module comment:
//!
//! - `live_match`: one match in memory and its handle (state, versions,
//!   message cache, channels). No store access, no tasks.
//! - `node`: the link to the store and to other nodes (load, rebuild, follow,
//!   catch up, evict).
//! - `lobby`: create, config, seats, join, leave, claim, start.
//! - `rematch`: the next match of a table, and campaign progress.
//! - `play`: act, publish, the bots' turns, what a finished match writes.
//! - `absence`: clocks, stand-in bots, reclaim, seats opened in play, abandon.
//! - `presence`: who is connected (on any node), since when a seat has had no
//!   connection, handing an away person's seat to a bot, who is online now.
//! - `chat`: the match's chat and the server's lines in it.
//! - `archive`: record, replay steps, analysis (read-only).
//! - `tutorial`: a game's guided first match: made solo, the script's moves
//!   played for the other seats, the learner held to the script, the guide.
//! - `alerts`: telling people by Web Push that a table waits for them (a seat
//!   of theirs newly to move, with no connection of theirs at the match).
//!
//! A room may call another's methods on `App`. New actions are applied only by
//! `play` (`absence` plays leave, return and stand-in moves through it); `node`
//! and `archive` only replay actions already stored.

mod absence;
mod alerts;
mod archive;
mod chat;
mod live_match;
mod lobby;
mod node;
mod play;
mod presence;
mod rematch;
mod tutorial;

use std::collections::HashMap;

use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Duration;

use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};
use sleuth_core::{ActionRejected, ErasedMatch, Explanation, MessageArg, Registry, RejectionKind};
use tokio::sync::RwLock;

use crate::clock::ClockRule;
use crate::store::Store;

pub use absence::AwayReason;
pub use chat::{MAX_CHAT_MESSAGES, chat_json};
pub use live_match::{
    BOT_BURST_LIMIT, ClocksSummary, ContentTitle, LiveMatch, LobbySnapshot, MatchHandle,
    MatchSummary, MessageCache, SPECTATOR_UPDATE_BYTES_KEPT, SPECTATOR_UPDATES_KEPT, SeatSummary,
    SpectatorUpdate, VersionedEvent, shipped_titles,
};
pub(crate) use lobby::seat_words;
pub use presence::{HAND_OVER_AFTER, Online, Presence, SeatPresence};
pub use rematch::RematchSeat;

/// A match's options beside the game's config, chosen at creation and
/// stored with the match.
#[derive(Clone, Debug, Default, PartialEq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchOptions {
    /// Rated: every person's seat is an account's, and the ratings change at the end.
    #[serde(default)]
    pub rated: bool,
    /// The time rule, if the match has clocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRule>,
    /// The bot that plays a seat whose player is away (time ran out, or left);
    /// `None`: the game's `baseline` bot, or its first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<String>,
    /// A tutorial: the game's script (`ErasedGame::tutorial`) sets the match up
    /// and plays every seat's move; the learner must play the script's. Made only
    /// by `App::create_tutorial`, never by a request's options.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tutorial: bool,
    /// A tutorial's display names for its seats, in seat order (its script's
    /// `seat_names`): the summary names bot seats by them. Set only by
    /// `App::create_tutorial`, and read only in a tutorial match.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seat_names: Vec<String>,
    /// A tutorial's language (its learner's): the script whose texts the guide
    /// shows (`ErasedGame::tutorial_in`; every language plays the same steps).
    /// Empty: English. Set by `App::create_tutorial`, read only in a tutorial.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub tutorial_language: String,
    /// The learning aid: each player may open the deduction assistant filled from
    /// their own seat's view (`GET /api/matches/{id}/aid`, `aid.rs`). Unrated
    /// matches of a game that offers it (`ErasedGame::aid_solver`) only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub learning_aid: bool,
    /// Private: kept out of the public match list (a draft played from the
    /// studio); whoever has its link may still join or watch.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
}

/// Server time in milliseconds since 1970.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// The most legal actions listed in a message; longer lists are left to the view.
pub const LEGAL_ACTIONS_LIMIT: usize = 200;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Open,
    Playing,
    Finished,
    /// Ended without a result: a person left a game bots cannot play.
    Abandoned,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    fn parse(text: &str) -> Status {
        match text {
            "playing" => Status::Playing,
            "finished" => Status::Finished,
            "abandoned" => Status::Abandoned,
            _ => Status::Open,
        }
    }
}

/// An error for the API user: a kind (see docs/protocol.md) and a sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{message}")]
pub struct ApiError {
    pub kind: &'static str,
    /// The sentence in English, for old clients and logs.
    pub message: String,
    /// The same refusal as a catalogue message (`errors-...` in
    /// crates/i18n/locales/*/errors*.ftl) and its arguments, sent beside `message`
    /// as `id` and `args`; `None` for failures that have no message of their own.
    pub explanation: Option<Explanation>,
}

impl ApiError {
    pub fn new(kind: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            kind,
            message: message.into(),
            explanation: None,
        }
    }

    /// A refusal a person meets, said by the catalogue: `message` is the English
    /// text of `id` with `args`, so the two never drift.
    pub fn refusal(
        kind: &'static str,
        id: &'static str,
        args: Vec<(&'static str, MessageArg)>,
    ) -> Self {
        let explanation = Explanation::new(id, args);
        ApiError {
            kind,
            message: english(&explanation),
            explanation: Some(explanation),
        }
    }

    /// A refusal about one seat (`seat` counted from 0 here, from 1 in the
    /// message), the only argument of `id`.
    pub(crate) fn about_seat(kind: &'static str, id: &'static str, seat: usize) -> Self {
        ApiError::refusal(kind, id, vec![("seat", MessageArg::seat_index(seat))])
    }

    /// `self` with the catalogue message of a typed error (a rules or config
    /// refusal) attached.
    pub fn explained(mut self, explanation: Explanation) -> Self {
        self.explanation = Some(explanation);
        self
    }

    /// The JSON fields of this error beside `kind` and `message`: `id` and
    /// `args` when it has a catalogue message.
    pub fn payload(&self) -> serde_json::Value {
        let mut out = serde_json::json!({"kind": self.kind, "message": self.message});
        if let Some(explanation) = &self.explanation {
            out["id"] = serde_json::Value::from(explanation.id.clone());
            out["args"] = serde_json::to_value(&explanation.args).unwrap_or_default();
        }
        out
    }

    /// An internal failure nobody at the table can act on (a match missing from
    /// memory, a stored record that no longer replays, a task that panicked):
    /// logged, and said as "the operation failed: <detail>" in the reader's
    /// language, the detail in English for whoever reports it.
    pub(crate) fn internal(detail: impl std::fmt::Display) -> Self {
        let detail = detail.to_string();
        tracing::error!("internal failure: {detail}");
        ApiError::refusal(
            "server",
            "errors-site-operation-failed",
            vec![("detail", MessageArg::Text(detail))],
        )
    }

    /// A store failure: logged; the client is told nothing changed.
    pub(crate) fn server(err: impl std::fmt::Display) -> Self {
        tracing::error!("store failure: {err}");
        crate::metrics::store_error();
        ApiError::refusal("server", "errors-live-store-failure", Vec::new())
    }
}

impl From<ActionRejected> for ApiError {
    fn from(rejected: ActionRejected) -> Self {
        let kind = match rejected.kind {
            RejectionKind::Malformed => "malformed",
            RejectionKind::GameOver => "game_over",
            RejectionKind::NoSuchSeat => "no_such_seat",
            RejectionKind::NotYourTurn => "not_your_turn",
            RejectionKind::Illegal => "illegal",
        };
        ApiError {
            kind,
            message: rejected.message,
            explanation: Some(rejected.explanation),
        }
    }
}

/// The English text of a catalogue message: what `message` says for old clients.
pub fn english(explanation: &Explanation) -> String {
    said_in(explanation, sleuth_i18n::REFERENCE)
}

/// The text of a catalogue message in `language` (a language Sleuth does not
/// speak, or a message its catalogue lacks, reads in English).
pub fn said_in(explanation: &Explanation, language: &str) -> String {
    sleuth_i18n::catalogue(language).explain(explanation)
}

/// What connections are told besides new versions (`MatchHandle::updates`):
/// something changed; pull what you may see.
#[derive(Clone, Copy, Debug)]
pub enum Notice {
    Lobby,
    /// A chat message was added (`LiveMatch::chat`).
    Chat,
}

/// JSON text of a small serialisable value (a name, a set of seats).
fn json_text<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("server types serialize to JSON")
}

/// A test's condition on a new match's set-up game (see `App::seed_filter`).
pub type SeedFilter = fn(&dyn ErasedMatch) -> bool;

/// Everything the server holds.
pub struct App {
    pub registry: Registry,
    pub store: Store,
    pub matches: RwLock<HashMap<String, Arc<MatchHandle>>>,
    pub bot_delay: Duration,
    /// Post-game analyses already computed, by match id (a finished match never
    /// changes, so they never go stale).
    pub analyses: std::sync::Mutex<HashMap<String, Arc<Value>>>,
    /// Stored matches this build cannot restore (made under a rules version it no
    /// longer plays, or refused on replay), by id, with the sentence that says why.
    /// They stay in the store untouched; the API names them instead of losing them.
    pub unavailable: RwLock<HashMap<String, Unavailable>>,
    /// Tests only (never set by `sleuth serve`): new matches draw seeds until the
    /// set-up game passes this filter, e.g. "seat 0 moves first", so that protocol
    /// tests can script a table whose first player is drawn from the seed.
    pub seed_filter: std::sync::Mutex<Option<SeedFilter>>,
    /// A finished match nobody is connected to leaves memory after this long
    /// (milliseconds); it is read back from the store when asked for again.
    pub evict_finished_after_ms: AtomicU64,
    /// The lobby summaries of the last finished matches that left memory, newest
    /// first (at most [`RECENT_FINISHED_KEPT`]), for `GET /api/matches`.
    pub recent_finished: std::sync::Mutex<std::collections::VecDeque<MatchSummary>>,
    /// Login attempts per account name and per address: shared by every node
    /// through PostgreSQL, in memory with SQLite (`accounts.rs`).
    pub login_limits: crate::accounts::LoginLimits,
    /// Who is connected on which node, and how long a seat may be away before
    /// it may be handed to a bot (`presence.rs`).
    pub presence: Presence,
    /// Web Push (`push.rs`), made by `load` from the store's key pair (or on
    /// the first `GET /api/push/key`); no pushes are sent before.
    pub push: tokio::sync::OnceCell<Arc<crate::push::PushService>>,
    /// How this node sends pushes (`sleuth serve --push-contact`, ...).
    pub push_settings: std::sync::RwLock<PushSettings>,
    /// When this node last wrote each account as seen (ms): the store hears of
    /// a person at most once per [`SEEN_WRITTEN_EVERY_MS`].
    pub seen_written: std::sync::Mutex<HashMap<String, i64>>,
    /// Whether this node is shutting down (`shutdown.rs`): sockets close with
    /// the restart code, bots stop after their current action.
    pub shutdown: crate::shutdown::Shutdown,
    /// Actions being committed to the store now; a node shutting down waits for
    /// them.
    pub commits: crate::shutdown::InFlight,
    /// How far this node's following of other nodes lags (PostgreSQL only).
    pub follow_lag: Arc<node::FollowLag>,
}

/// How a node sends Web Push messages.
#[derive(Clone, Debug)]
pub struct PushSettings {
    /// The contact push services may use about this server (VAPID's `sub`):
    /// `mailto:` or `https:`.
    pub contact: String,
    /// Accept subscriptions whose endpoint is plain http (a push service on
    /// this machine: tests, local trials). Off on a real site.
    pub allow_http: bool,
}

impl Default for PushSettings {
    fn default() -> Self {
        PushSettings {
            contact: "mailto:operator@sleuth.invalid".to_owned(),
            allow_http: false,
        }
    }
}

/// An account is written as seen at most this often (ms).
pub const SEEN_WRITTEN_EVERY_MS: i64 = 60_000;

/// Default of [`App::evict_finished_after_ms`]: thirty seconds. Each finished
/// match in memory holds its game, actions and events (about 0.2 MB for a
/// 4-player Lady Alice match); kept ten minutes, the 300-table stress load held
/// over 1.4 GB of them (docs/deploy.md, "Memory"). Reading one back from the
/// store when asked for costs one replay of its actions.
pub const EVICT_FINISHED_AFTER: Duration = Duration::from_secs(30);

/// How many evicted finished matches the lobby list remembers.
pub const RECENT_FINISHED_KEPT: usize = 20;

/// A stored match that this build refuses to restore, and why.
#[derive(Clone, Debug, Serialize)]
pub struct Unavailable {
    pub id: String,
    pub game: String,
    pub rules_version: u32,
    pub reason: String,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("registry", &self.registry)
            .finish()
    }
}

pub fn hash_token(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the OS provides randomness");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

fn random_u64() -> u64 {
    let mut buf = [0u8; 8];
    getrandom::fill(&mut buf).expect("the OS provides randomness");
    u64::from_le_bytes(buf)
}

fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Seconds since the epoch as `YYYY-MM-DDTHH:MM:SSZ` (Howard Hinnant's civil-from-days).
pub fn rfc3339(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

impl App {
    pub fn new(registry: Registry, store: Store, bot_delay: Duration) -> Arc<App> {
        Arc::new(App {
            registry,
            store,
            matches: RwLock::new(HashMap::new()),
            bot_delay,
            analyses: std::sync::Mutex::new(HashMap::new()),
            unavailable: RwLock::new(HashMap::new()),
            seed_filter: std::sync::Mutex::new(None),
            evict_finished_after_ms: AtomicU64::new(EVICT_FINISHED_AFTER.as_millis() as u64),
            recent_finished: std::sync::Mutex::new(std::collections::VecDeque::new()),
            login_limits: crate::accounts::LoginLimits::default(),
            presence: Presence::default(),
            push: tokio::sync::OnceCell::new(),
            push_settings: std::sync::RwLock::new(PushSettings::default()),
            seen_written: std::sync::Mutex::new(HashMap::new()),
            shutdown: crate::shutdown::Shutdown::default(),
            commits: crate::shutdown::InFlight::default(),
            follow_lag: Arc::new(node::FollowLag::default()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(1_795_305_600), "2026-11-22T00:00:00Z");
        assert_eq!(rfc3339(951_782_400 + 3661), "2000-02-29T01:01:01Z");
    }
}
