//! Live matches: the in-memory state of every match (lobby seats, the running
//! game, its versioned per-audience events), and the operations on them. Every
//! change is committed to the store first, then announced on the match's
//! broadcast channel; connections then pull what their viewer may see.

use std::collections::HashMap;

use axum::extract::ws::Utf8Bytes;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use serde::Serialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use sleuth_core::{
    ActionRejected, Audience, ErasedBot, ErasedMatch, Outcome, Registry, RejectionKind, Seat,
    Viewer, derive_seed,
};
use tokio::sync::{Mutex, RwLock, broadcast};

use crate::campaign;
use crate::clock::{ClockRule, Clocks};
use crate::store::{
    AccountRow, Append, Change, ChatRow, FinishWrite, NewMatch, SeatChange, SeatRow, Store,
    StoreError, StoredMatch,
};

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
    pub message: String,
}

impl ApiError {
    pub fn new(kind: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            kind,
            message: message.into(),
        }
    }

    /// A store failure: logged; the client is told nothing changed.
    pub(crate) fn server(err: impl std::fmt::Display) -> Self {
        tracing::error!("store failure: {err}");
        ApiError::new(
            "server",
            "the server could not save this; nothing was changed",
        )
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
        }
    }
}

/// What connections are told besides new versions (`MatchHandle::updates`):
/// something changed; pull what you may see.
#[derive(Clone, Copy, Debug)]
pub enum Notice {
    Lobby,
    /// A chat message was added (`LiveMatch::chat`).
    Chat,
}

/// Serialised state messages of one version, by (kind, viewer, since): all
/// spectators that are up to date share one, each seat has its own. Cleared when
/// the version moves on, so it holds at most one entry per connection.
#[derive(Debug, Default)]
pub struct MessageCache {
    version: u64,
    entries: HashMap<(&'static str, Viewer, Option<u64>), Utf8Bytes>,
}

#[derive(Clone, Debug)]
pub struct VersionedEvent {
    pub version: u64,
    pub audience: Audience,
    pub body: Value,
}

pub struct LiveMatch {
    pub id: String,
    pub game_id: String,
    pub game_name: String,
    pub config: Value,
    /// The config as shown before the end (`HostedGame::public_config`).
    pub public_config: Value,
    /// State messages already serialised at the current version, shared by every
    /// connection that needs the same one (one build per audience).
    pub message_cache: MessageCache,
    /// The version before the oldest action applied but not yet announced to the
    /// connections (`App::publish_actions`); `None` when every one was.
    pub unpublished_since: Option<u64>,
    pub seed: u64,
    pub rules_version: u32,
    pub status: Status,
    pub host_token_hash: String,
    pub created_at: i64,
    pub seats: Vec<SeatRow>,
    pub connected: Vec<u32>,
    pub game: Option<Box<dyn ErasedMatch>>,
    pub actions: Vec<(Seat, Value)>,
    pub events: Vec<VersionedEvent>,
    /// The match's chat, loaded from the store at the first `hello`
    /// (`None` until then).
    pub chat: Option<Vec<ChatRow>>,
    /// The match made as this one's rematch, once a seat asked for it.
    pub rematch: Option<String>,
    /// Rated, clock rule, stand-in bot.
    pub options: MatchOptions,
    /// Every seat's clock, once a match with a clock has started.
    pub clocks: Option<Clocks>,
    bots: HashMap<u8, Box<dyn ErasedBot>>,
}

impl std::fmt::Debug for LiveMatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveMatch")
            .field("id", &self.id)
            .field("status", &self.status)
            .finish()
    }
}

/// The spectators' `update` from version `since` to `version`, published by the
/// action that made `version`: an up-to-date spectator's connection sends it
/// without taking the match lock, so a big audience never queues in front of the
/// next actor.
#[derive(Clone, Debug)]
pub struct SpectatorUpdate {
    pub since: u64,
    pub version: u64,
    pub text: Utf8Bytes,
}

/// How many of the last versions' spectator updates a match keeps: a spectator up
/// to this many versions behind catches up without the match lock.
pub const SPECTATOR_UPDATES_KEPT: usize = 16;

/// The most bot actions announced in one update when bots play back to back
/// with no delay (a match of bots alone still shows its progress).
pub const BOT_BURST_LIMIT: usize = 32;

impl MatchHandle {
    /// Tells the connections that the match has a new version (or new clocks).
    pub fn announce_update(&self) {
        let _ = self.updates.send(());
    }

    /// Tells the connections that the lobby changed (seats, status, clocks,
    /// rematch), after the change and with the match's lock still held: what a
    /// spectator needs is published first ([`LobbySnapshot`]).
    pub fn announce_lobby(&self, live: &mut LiveMatch) {
        let version = live.version();
        let snapshot = LobbySnapshot {
            version,
            lobby: live.lobby_text(),
            spectator_sync: live
                .game
                .is_some()
                .then(|| live.state_text("sync", Viewer::Spectator, Some(version))),
            chat_len: live.chat.as_ref().map(Vec::len),
        };
        *self
            .lobby_snapshot
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(Arc::new(snapshot));
        let _ = self.notices.send(Notice::Lobby);
    }

    /// What the last lobby notice published for spectators.
    pub fn lobby_snapshot(&self) -> Option<Arc<LobbySnapshot>> {
        self.lobby_snapshot
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// Tells the connections that the match reached `version`.
    pub fn announce_version(&self, version: u64) {
        self.announced_version.fetch_max(version, Ordering::SeqCst);
        self.announce_update();
    }

    /// Forgets the published updates: the version moved on without them (actions
    /// applied from the store), so spectators build their next message under the lock.
    pub fn clear_spectator_updates(&self) {
        self.spectator_updates
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clear();
    }

    /// The published spectator updates after version `seen`, in order, with the
    /// version they reach, if they reach back to `seen` (an empty list when
    /// nothing is newer); `None` when the caller must build its message under the
    /// match lock.
    pub fn spectator_updates_after(&self, seen: u64) -> Option<(u64, Vec<Utf8Bytes>)> {
        let updates = self
            .spectator_updates
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let last = updates.back()?.version;
        if last <= seen {
            return Some((seen, Vec::new()));
        }
        let start = updates.iter().position(|u| u.since == seen)?;
        Some((
            last,
            updates.iter().skip(start).map(|u| u.text.clone()).collect(),
        ))
    }
}

/// What a spectator is sent after a lobby notice, published with the notice:
/// the spectators of a match read it without queueing for the match's
/// lock, so the 2,000 spectators woken by a match's start do not hold up its first
/// action. A spectator that needs more (events it missed, chat) takes the lock.
#[derive(Debug)]
pub struct LobbySnapshot {
    /// The match's version when it was published.
    pub version: u64,
    /// The `lobby` message.
    pub lobby: Utf8Bytes,
    /// A spectator's `sync` at `version` (no events), once the game exists.
    pub spectator_sync: Option<Utf8Bytes>,
    /// Chat messages in memory (`None`: the chat is not loaded).
    pub chat_len: Option<usize>,
}

#[derive(Debug)]
pub struct MatchHandle {
    pub live: Mutex<LiveMatch>,
    pub notices: broadcast::Sender<Notice>,
    /// Told when the match has a new version (or new clocks): seats' connections,
    /// spectators not handed to the writer, and the writer listen.
    pub updates: broadcast::Sender<()>,
    /// The outboxes of spectators served by the match's writer (`fanout`).
    pub spectator_outboxes: std::sync::Mutex<Vec<std::sync::Weak<crate::fanout::Outbox>>>,
    /// Set while the match's writer task runs.
    pub fan_out_running: AtomicBool,
    /// The newest version the connections were told of (`announce_version`).
    pub announced_version: AtomicU64,
    /// Published with each lobby notice (`announce_lobby`), read by spectators
    /// without the match's lock.
    lobby_snapshot: std::sync::RwLock<Option<Arc<LobbySnapshot>>>,
    /// The last actions' updates for spectators, oldest first, one per version
    /// (see [`SpectatorUpdate`]); at most [`SPECTATOR_UPDATES_KEPT`].
    pub spectator_updates: std::sync::RwLock<std::collections::VecDeque<SpectatorUpdate>>,
    /// Set while a task plays this match's bot seats (at most one at a time).
    bot_driver: AtomicBool,
    /// Set while a task of this node watches the match's clocks.
    clock_watcher: AtomicBool,
}

impl MatchHandle {
    fn new(live: LiveMatch) -> Arc<MatchHandle> {
        let (notices, _) = broadcast::channel(64);
        let (updates, _) = broadcast::channel(64);
        Arc::new(MatchHandle {
            live: Mutex::new(live),
            notices,
            updates,
            spectator_outboxes: std::sync::Mutex::new(Vec::new()),
            fan_out_running: AtomicBool::new(false),
            announced_version: AtomicU64::new(0),
            lobby_snapshot: std::sync::RwLock::new(None),
            spectator_updates: std::sync::RwLock::new(std::collections::VecDeque::new()),
            bot_driver: AtomicBool::new(false),
            clock_watcher: AtomicBool::new(false),
        })
    }
}

/// Clears the bot-driver flag if the driver ends unexpectedly (a panic). On a
/// normal end the driver clears it itself while still holding the match lock, so
/// that a human action that follows always sees the flag down and starts a new
/// driver.
struct DriverGuard<'a> {
    flag: &'a AtomicBool,
    armed: bool,
}

impl DriverGuard<'_> {
    /// Lowers the flag now; call with the match lock held.
    fn release(&mut self) {
        self.flag.store(false, Ordering::SeqCst);
        self.armed = false;
    }
}

impl Drop for DriverGuard<'_> {
    fn drop(&mut self) {
        if self.armed {
            self.flag.store(false, Ordering::SeqCst);
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct SeatSummary {
    pub seat: u8,
    pub kind: &'static str,
    pub name: Option<String>,
    pub bot: Option<String>,
    pub connected: bool,
    /// The seat is an account's (its name is the account's, with a profile page).
    pub account: bool,
    /// The bot playing this person's seat while they are away.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<String>,
}

/// The clocks as everyone sees them: each seat's time left at `at_ms` (server
/// time) and whether it runs.
#[derive(Clone, Debug, Serialize)]
pub struct ClocksSummary {
    pub at_ms: i64,
    pub left_ms: Vec<i64>,
    pub running: Vec<bool>,
}

#[derive(Clone, Debug, Serialize)]
pub struct MatchSummary {
    pub id: String,
    pub game: String,
    pub game_name: String,
    pub config: Value,
    pub status: Status,
    pub seats: Vec<SeatSummary>,
    pub version: u64,
    pub outcome: Option<Outcome>,
    pub created_at: String,
    /// The id of this finished match's rematch, once someone asked for one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
    pub rated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRule>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clocks: Option<ClocksSummary>,
}

impl LiveMatch {
    pub fn version(&self) -> u64 {
        self.actions.len() as u64
    }

    /// Records an action the game has just applied, and its events under the
    /// version it made.
    fn push_action(&mut self, seat: Seat, action: Value, events: Vec<sleuth_core::Event<Value>>) {
        self.actions.push((seat, action));
        let version = self.version();
        self.events
            .extend(events.into_iter().map(|e| VersionedEvent {
                version,
                audience: e.audience,
                body: e.body,
            }));
    }

    pub fn summary(&self) -> MatchSummary {
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let (kind, name, bot) = match row {
                    SeatRow::Empty => ("empty", None, None),
                    SeatRow::Human { name, .. } => ("human", Some(name.clone()), None),
                    SeatRow::Bot { bot } => ("bot", Some(format!("{bot} bot")), Some(bot.clone())),
                };
                let (account, stand_in) = match row {
                    SeatRow::Human {
                        account, stand_in, ..
                    } => (account.is_some(), stand_in.clone()),
                    _ => (false, None),
                };
                SeatSummary {
                    seat: i as u8,
                    kind,
                    name,
                    bot,
                    connected: matches!(row, SeatRow::Bot { .. })
                        || self.connected.get(i).is_some_and(|c| *c > 0),
                    account,
                    stand_in,
                }
            })
            .collect();
        MatchSummary {
            id: self.id.clone(),
            game: self.game_id.clone(),
            game_name: self.game_name.clone(),
            config: if self.status == Status::Finished {
                self.config.clone()
            } else {
                self.public_config.clone()
            },
            status: self.status,
            seats,
            version: self.version(),
            outcome: self.game.as_ref().and_then(|g| g.outcome()),
            created_at: rfc3339(self.created_at),
            rematch: self.rematch.clone(),
            rated: self.options.rated,
            clock: self.options.clock,
            clocks: self.clocks_summary(),
        }
    }

    /// Every seat's time left now, and which clocks run.
    pub fn clocks_summary(&self) -> Option<ClocksSummary> {
        self.clocks.as_ref().map(|clocks| {
            let at_ms = now_ms();
            ClocksSummary {
                at_ms,
                left_ms: (0..clocks.remaining_ms.len())
                    .map(|s| clocks.left_ms(s, at_ms).max(0))
                    .collect(),
                running: clocks
                    .running_since_ms
                    .iter()
                    .map(Option::is_some)
                    .collect(),
            }
        })
    }

    /// The seats whose clocks should run now: people (no bot standing in) the game
    /// waits for.
    pub fn clock_seats(&self) -> Vec<usize> {
        match self.game.as_deref() {
            Some(game) => clock_seats_of(game, &self.seats),
            None => Vec::new(),
        }
    }

    /// Whether a bot stands in for this person's seat now.
    pub fn stood_in(&self, seat: Seat) -> bool {
        matches!(
            self.seats.get(seat.index()),
            Some(SeatRow::Human {
                stand_in: Some(_),
                ..
            })
        )
    }

    /// Whether this seat's clock has run out.
    pub fn out_of_time(&self, seat: Seat) -> bool {
        self.clocks
            .as_ref()
            .is_some_and(|c| c.expired(now_ms()).contains(&seat.index()))
    }

    /// The seat a token belongs to, if any.
    pub fn seat_of_token(&self, token: &str) -> Option<Seat> {
        let hash = hash_token(token);
        self.seats
            .iter()
            .position(|row| matches!(row, SeatRow::Human { token_hash, .. } if *token_hash == hash))
            .map(|i| Seat(i as u8))
    }

    /// Whether `seat` is still held by the player whose token hashes to `hash`.
    pub fn holds(&self, seat: Seat, hash: &str) -> bool {
        matches!(self.seats.get(seat.index()), Some(SeatRow::Human { token_hash, .. }) if token_hash == hash)
    }

    pub fn is_host(&self, token: &str) -> bool {
        hash_token(token) == self.host_token_hash
    }

    /// The events after `since` that `viewer` may see.
    pub fn events_for(&self, viewer: Viewer, since: u64) -> Vec<Value> {
        self.events
            .iter()
            .filter(|e| e.version > since && e.audience.includes(viewer))
            .map(|e| json!({"version": e.version, "body": e.body}))
            .collect()
    }

    /// The `lobby` message: this match's summary.
    pub fn lobby_text(&self) -> Utf8Bytes {
        Utf8Bytes::from(json_text(
            &json!({"type": "lobby", "match": self.summary()}),
        ))
    }

    /// `state_message` serialised, built once per (kind, viewer, since) at this
    /// version and shared by every connection that asks for the same one.
    pub fn state_text(
        &mut self,
        kind: &'static str,
        viewer: Viewer,
        since: Option<u64>,
    ) -> Utf8Bytes {
        let version = self.version();
        if self.message_cache.version != version {
            self.message_cache.entries.clear();
            self.message_cache.version = version;
        }
        let key = (kind, viewer, since);
        if let Some(text) = self.message_cache.entries.get(&key) {
            return text.clone();
        }
        let text = Utf8Bytes::from(self.state_message_text(kind, viewer, since));
        self.message_cache.entries.insert(key, text.clone());
        text
    }

    /// A `sync` or `update` message for `viewer` covering versions after `since`.
    pub fn state_message(&self, kind: &str, viewer: Viewer, since: Option<u64>) -> Value {
        serde_json::from_str(&self.state_message_text(kind, viewer, since))
            .expect("the server writes JSON")
    }

    /// `state_message` as JSON text, assembled from parts each serialised straight
    /// to text: the view (the big part) never becomes a `serde_json::Value`.
    pub fn state_message_text(&self, kind: &str, viewer: Viewer, since: Option<u64>) -> String {
        let full = since.is_none_or(|s| s > self.version());
        let since = if full { 0 } else { since.unwrap_or(0) };
        let view = self
            .game
            .as_ref()
            .map_or_else(|| "null".to_owned(), |g| g.view_text(viewer));
        let to_move = self.game.as_ref().map(|g| g.to_move());
        let waiting_for = self.game.as_ref().map(|g| g.waiting_for());
        let legal = match (viewer, &self.game) {
            (Viewer::Seat(seat), Some(game)) if game.to_move().contains(seat) => {
                game.legal_actions_text_up_to(seat, LEGAL_ACTIONS_LIMIT)
            }
            _ => None,
        };
        let events = Value::Array(self.events_for(viewer, since)).to_string();
        let mut text = String::with_capacity(view.len() + events.len() + 160);
        text.push_str("{\"type\":");
        text.push_str(&json_text(kind));
        text.push_str(",\"version\":");
        text.push_str(&self.version().to_string());
        // The match's status (`abandoned` once the match ended without a result),
        // so that a screen reading state messages alone knows.
        text.push_str(",\"status\":");
        text.push_str(&json_text(&self.status));
        text.push_str(",\"events\":");
        text.push_str(&events);
        text.push_str(",\"view\":");
        text.push_str(&view);
        text.push_str(",\"to_move\":");
        text.push_str(&json_text(&to_move));
        text.push_str(",\"waiting_for\":");
        text.push_str(&json_text(&waiting_for));
        text.push_str(",\"legal_actions\":");
        text.push_str(legal.as_deref().unwrap_or("null"));
        // The clocks are public: the same for every viewer.
        if self.clocks.is_some() {
            text.push_str(",\"clocks\":");
            text.push_str(&json_text(&self.clocks_summary()));
        }
        if kind == "sync" {
            text.push_str(",\"full\":");
            text.push_str(if full { "true" } else { "false" });
        }
        text.push('}');
        text
    }
}

/// The seats whose clocks run in `game`: people (no bot standing in) it waits for.
fn clock_seats_of(game: &dyn ErasedMatch, seats: &[SeatRow]) -> Vec<usize> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    game.waiting_for()
        .iter()
        .map(|s| s.index())
        .filter(|&i| matches!(seats.get(i), Some(SeatRow::Human { stand_in: None, .. })))
        .collect()
}

/// Why a bot now plays a person's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AwayReason {
    /// The seat's clock ran out.
    TimeOut,
    /// The player left the match.
    Left,
}

/// JSON text of a small serialisable value (a name, a set of seats).
fn json_text<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("server types serialize to JSON")
}

/// A seat's place in a rematch, as `App::rematch` answers it.
#[derive(Clone, Debug)]
pub struct RematchSeat {
    /// The rematch's id.
    pub id: String,
    pub seat: Seat,
    /// The seat's token in the rematch.
    pub token: String,
    /// The rematch's host token, for the seat whose request made it.
    pub host_token: Option<String>,
    /// The rematch waits in its lobby to be started (`HostedGame::rematch_waits_in_lobby`).
    pub waits_in_lobby: bool,
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
    /// Login attempts per account name and per address (this node's).
    pub login_limits: crate::accounts::LoginLimits,
}

/// Default of [`App::evict_finished_after_ms`]: ten minutes.
pub const EVICT_FINISHED_AFTER: Duration = Duration::from_secs(600);
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

/// Most chat messages one match keeps.
pub const MAX_CHAT_MESSAGES: usize = 2000;

/// A chat row as sent to clients.
pub fn chat_json(row: &ChatRow) -> Value {
    serde_json::json!({
        "index": row.index,
        "seat": row.seat,
        "name": row.name,
        "text": row.text,
        "at": rfc3339(row.at),
        // The server's own lines (a seat handed to a bot, reclaimed) have no name;
        // people's names are never empty.
        "system": row.name.is_empty(),
    })
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

/// A config whose per-seat choice (`GameInfo::seat_choice`) is absent or empty gets
/// the game's default list for that many players written out, so that joining
/// players see who plays what and can choose among the free values.
fn with_seat_choices(
    info: &sleuth_core::GameInfo,
    host: &dyn sleuth_core::ErasedGame,
    mut config: Value,
    players: usize,
) -> Value {
    let Some(choice) = &info.seat_choice else {
        return config;
    };
    let missing = config
        .get(choice.key)
        .is_none_or(|v| v.is_null() || v.as_array().is_some_and(Vec::is_empty));
    let players = u8::try_from(players).unwrap_or(u8::MAX);
    if missing && let Some(object) = config.as_object_mut() {
        let default = host.default_config(players);
        if let Some(values) = default.get(choice.key) {
            object.insert(choice.key.to_owned(), values.clone());
        }
    }
    config
}

fn bot_seed(seed: u64, seat: usize) -> u64 {
    derive_seed(seed ^ 0xB075, seat as u64)
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
        })
    }

    /// Every match in memory, with its id (a snapshot: the map's lock is released).
    pub async fn handles(&self) -> Vec<(String, Arc<MatchHandle>)> {
        self.matches
            .read()
            .await
            .iter()
            .map(|(id, h)| (id.clone(), Arc::clone(h)))
            .collect()
    }

    pub async fn get(&self, id: &str) -> Result<Arc<MatchHandle>, ApiError> {
        if let Some(handle) = self.matches.read().await.get(id) {
            return Ok(Arc::clone(handle));
        }
        if let Some(unavailable) = self.unavailable.read().await.get(id) {
            return Err(ApiError::new(
                "conflict",
                format!("match {id} cannot be restored: {}", unavailable.reason),
            ));
        }
        // A finished match that left memory, or one another node created a
        // moment ago: read it back from the store.
        if let Some(handle) = self.load_from_store(id).await? {
            return Ok(handle);
        }
        Err(ApiError::new(
            "not_found",
            format!("there is no match {id:?}"),
        ))
    }

    /// Every so often, drops from memory the finished matches nobody has been
    /// connected to for [`App::evict_finished_after_ms`] (memory grew
    /// with every match ever played). They stay in the store; `get` reads one
    /// back when asked, and the lobby keeps the last ones' summaries.
    async fn evict_finished(self: Arc<Self>) {
        let mut idle_since: HashMap<String, std::time::Instant> = HashMap::new();
        loop {
            let after = Duration::from_millis(self.evict_finished_after_ms.load(Ordering::Relaxed));
            tokio::time::sleep(
                (after / 4).clamp(Duration::from_millis(50), Duration::from_secs(5)),
            )
            .await;
            let handles = self.handles().await;
            // Rebuilt each round: only matches idle now keep (or start) their time.
            let mut still_idle = HashMap::new();
            let mut leaving = Vec::new();
            for (id, handle) in handles {
                let idle = handle.notices.receiver_count() == 0
                    && handle.live.try_lock().is_ok_and(|live| {
                        matches!(live.status, Status::Finished | Status::Abandoned)
                    });
                if !idle {
                    continue;
                }
                let since = idle_since
                    .get(&id)
                    .copied()
                    .unwrap_or_else(std::time::Instant::now);
                if since.elapsed() >= after {
                    leaving.push(id);
                } else {
                    still_idle.insert(id, since);
                }
            }
            idle_since = still_idle;
            for id in leaving {
                let removed = self.matches.write().await.remove(&id);
                if let Some(handle) = removed {
                    let summary = handle.live.lock().await.summary();
                    let mut recent = self
                        .recent_finished
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner());
                    recent.retain(|s| s.id != id);
                    recent.push_front(summary);
                    recent.truncate(RECENT_FINISHED_KEPT);
                    drop(recent);
                    self.analyses
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner())
                        .remove(&id);
                }
            }
        }
    }

    /// A match this node has not loaded yet, from a shared store: rebuilt, kept,
    /// its bots started. `None` if the store has no such match.
    async fn load_from_store(&self, id: &str) -> Result<Option<Arc<MatchHandle>>, ApiError> {
        let Some(stored) = self
            .store
            .load_match(id, 0)
            .await
            .map_err(ApiError::server)?
        else {
            return Ok(None);
        };
        let live = self.rebuild(stored).map_err(ApiError::server)?;
        let mut matches = self.matches.write().await;
        let handle = matches
            .entry(id.to_owned())
            .or_insert_with(|| MatchHandle::new(live));
        Ok(Some(Arc::clone(handle)))
    }

    /// Rebuilds every stored match by replaying its actions. With a shared store,
    /// also follows the changes other nodes make (started before the load, so
    /// that none falls in between) and takes over the bots of nodes that die.
    pub async fn load(self: &Arc<Self>) -> anyhow::Result<usize> {
        let changes = self.store.changes().await.map_err(ApiError::server)?;
        let stored = self.store.load_all().await.map_err(ApiError::server)?;
        let mut loaded = 0;
        for m in stored {
            let (id, game, rules_version) = (m.id.clone(), m.game.clone(), m.rules_version);
            match self.rebuild(m) {
                Ok(live) => {
                    let playing = live.status == Status::Playing;
                    let id = live.id.clone();
                    self.matches
                        .write()
                        .await
                        .insert(id.clone(), MatchHandle::new(live));
                    if playing {
                        self.kick_bots(&id);
                        self.watch_clock(&id);
                    }
                    loaded += 1;
                }
                Err(reason) => {
                    tracing::error!("cannot restore match {id}: {reason}");
                    self.unavailable.write().await.insert(
                        id.clone(),
                        Unavailable {
                            id,
                            game,
                            rules_version,
                            reason,
                        },
                    );
                }
            }
        }
        for (id, rematch) in self.store.rematches().await.map_err(ApiError::server)? {
            let handle = self.matches.read().await.get(&id).cloned();
            if let Some(handle) = handle {
                handle.live.lock().await.rematch = Some(rematch);
            }
        }
        tokio::spawn(Arc::clone(self).evict_finished());
        if let Some(changes) = changes {
            tokio::spawn(Arc::clone(self).follow(changes));
            tokio::spawn(Arc::clone(self).watch_bots());
        }
        Ok(loaded)
    }

    /// Applies what other nodes commit (a shared store): each announced match is
    /// brought up to date, and its local connections and bots are told.
    async fn follow(self: Arc<Self>, mut changes: tokio::sync::mpsc::UnboundedReceiver<Change>) {
        while let Some(change) = changes.recv().await {
            let ids = match change {
                Change::Match(id) => vec![id],
                Change::Resync => self.matches.read().await.keys().cloned().collect(),
            };
            for id in ids {
                if let Err(err) = self.refresh(&id).await {
                    tracing::warn!("cannot follow the changes of {id}: {err}");
                }
            }
        }
    }

    /// Brings one match up to date with the store (loads it if this node has not).
    pub async fn refresh(self: &Arc<Self>, id: &str) -> Result<(), ApiError> {
        // (The read guard must be gone before `load_from_store` takes the write lock.)
        let known = self.matches.read().await.get(id).cloned();
        let handle = match known {
            Some(handle) => handle,
            None => {
                if self.load_from_store(id).await?.is_some() {
                    self.kick_bots(id);
                    self.watch_clock(id);
                }
                return Ok(());
            }
        };
        let mut live = handle.live.lock().await;
        let changed = self.catch_up(&handle, &mut live).await?;
        let playing = live.status == Status::Playing;
        drop(live);
        if changed && playing {
            self.kick_bots(id);
            self.watch_clock(id);
        }
        Ok(())
    }

    /// Applies to `live` what the store holds beyond it (seats, config, status and
    /// actions another node wrote), and tells local connections. Called with the
    /// match lock held. Returns whether anything changed.
    async fn catch_up(&self, handle: &MatchHandle, live: &mut LiveMatch) -> Result<bool, ApiError> {
        let Some(stored) = self
            .store
            .load_match(&live.id, live.version())
            .await
            .map_err(ApiError::server)?
        else {
            return Ok(false);
        };
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::new("server", "game vanished"))?;
        let mut lobby = false;
        if stored.seats != live.seats {
            live.connected.resize(stored.seats.len(), 0);
            live.seats = stored.seats;
            if live.game.is_some() {
                self.make_bots(live);
            }
            lobby = true;
        }
        if let Some(clock) = stored
            .clock
            .as_deref()
            .and_then(|c| serde_json::from_str(c).ok())
            && live.clocks.as_ref() != Some(&clock)
        {
            live.clocks = Some(clock);
            lobby = true;
        }
        if stored.config != live.config && live.status == Status::Open {
            live.public_config = host.public_config(&stored.config);
            live.config = stored.config;
            lobby = true;
        }
        let status = Status::parse(&stored.status);
        if live.status == Status::Open && status != Status::Open {
            let game = host
                .new_match_under_rules(&live.config, live.seed, live.rules_version)
                .map_err(ApiError::server)?;
            live.game = Some(game);
            live.message_cache = MessageCache::default();
            live.status = Status::Playing;
            self.make_bots(live);
            lobby = true;
        }
        if status == Status::Abandoned && live.status != Status::Abandoned {
            live.status = Status::Abandoned;
            // The state messages built at this version said `playing`.
            live.message_cache = MessageCache::default();
            lobby = true;
        }
        let mut played = false;
        for (seat, action) in stored.actions {
            let Some(game) = live.game.as_mut() else {
                break;
            };
            let events = game.play(seat, &action).map_err(|e| {
                ApiError::server(format!(
                    "{} action {} from the store is refused here: {e}",
                    live.id,
                    live.actions.len()
                ))
            })?;
            live.push_action(seat, action, events);
            played = true;
        }
        if played && live.game.as_ref().is_some_and(|g| g.outcome().is_some()) {
            live.status = Status::Finished;
        }
        // Chat rows are read only when nothing else changed: a chat message has a
        // notification of its own, and the last catch-up after it always finds
        // nothing else new, so no message is missed and an action costs no read
        // of the chat.
        let chatted = if lobby || played {
            false
        } else {
            self.catch_up_chat(handle, live).await?
        };
        if live.status == Status::Finished && live.rematch.is_none() {
            live.rematch = self
                .store
                .rematch_of(&live.id)
                .await
                .map_err(ApiError::server)?;
            lobby |= live.rematch.is_some();
        }
        if lobby {
            handle.announce_lobby(live);
        }
        if played {
            // Everyone catches up under the lock: nothing is left to publish.
            live.unpublished_since = None;
            handle.clear_spectator_updates();
            handle.announce_version(live.version());
        }
        Ok(lobby || played || chatted)
    }

    /// Adds to a loaded chat what the store holds beyond it (another node's
    /// messages) and tells local connections. Returns whether anything was added.
    async fn catch_up_chat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
    ) -> Result<bool, ApiError> {
        let Some(chat) = live.chat.as_mut() else {
            return Ok(false);
        };
        let newer = self
            .store
            .load_chat(&live.id, chat.len() as u64)
            .await
            .map_err(ApiError::server)?;
        if newer.is_empty() {
            return Ok(false);
        }
        chat.extend(newer);
        let _ = handle.notices.send(Notice::Chat);
        Ok(true)
    }

    /// The match's chat, loaded from the store the first time.
    pub async fn chat<'a>(&self, live: &'a mut LiveMatch) -> Result<&'a [ChatRow], ApiError> {
        if live.chat.is_none() {
            let rows = self
                .store
                .load_chat(&live.id, 0)
                .await
                .map_err(ApiError::server)?;
            live.chat = Some(rows);
        }
        Ok(live.chat.as_deref().unwrap_or_default())
    }

    /// Adds a checked chat message by `seat` (`None`: a spectator) under `name`:
    /// durable in the store before any connection is told. With a shared store,
    /// a message another node wrote at the same index first is fetched and this
    /// one goes after it.
    pub async fn post_chat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Option<u8>,
        name: String,
        text: String,
    ) -> Result<(), ApiError> {
        self.chat(live).await?;
        for _ in 0..5 {
            let index = live.chat.as_ref().map_or(0, Vec::len);
            if index >= MAX_CHAT_MESSAGES {
                return Err(ApiError::new(
                    "chat_full",
                    format!("this match's chat is full ({MAX_CHAT_MESSAGES} messages)"),
                ));
            }
            let row = ChatRow {
                index: index as u64,
                seat,
                name: name.clone(),
                text: text.clone(),
                at: now_secs(),
            };
            match self.store.append_chat(&live.id, &row).await {
                Ok(()) => {
                    if let Some(chat) = live.chat.as_mut() {
                        chat.push(row);
                    }
                    let _ = handle.notices.send(Notice::Chat);
                    return Ok(());
                }
                Err(err) if err.is_conflict() => {
                    self.catch_up_chat(handle, live).await?;
                }
                Err(err) => return Err(ApiError::server(err)),
            }
        }
        Err(ApiError::new(
            "server",
            "the chat is too busy on other servers; send the message again",
        ))
    }

    /// With a shared store, brings `live` up to date before a lobby operation
    /// judges it (a seat taken on another node a moment ago is seen here).
    pub(crate) async fn catch_up_if_shared(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
    ) -> Result<(), ApiError> {
        if self.store.is_shared() {
            self.catch_up(handle, live).await?;
        }
        Ok(())
    }

    /// Every second, offers to drive the bots of each match whose bots are waited
    /// for and that no task here drives: the claim succeeds only when no live node
    /// holds them (their node died), so bots never stop for good.
    async fn watch_bots(self: Arc<Self>) {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        loop {
            tick.tick().await;
            let handles = self.handles().await;
            for (id, handle) in handles {
                if handle.bot_driver.load(Ordering::SeqCst) {
                    continue;
                }
                let waiting = {
                    let live = handle.live.lock().await;
                    live.status == Status::Playing
                        && live.game.as_ref().is_some_and(|g| {
                            g.waiting_for().iter().any(|s| live.bots.contains_key(&s.0))
                        })
                };
                if waiting {
                    self.kick_bots(&id);
                }
            }
        }
    }

    fn rebuild(&self, m: StoredMatch) -> Result<LiveMatch, String> {
        let host = self
            .registry
            .get(&m.game)
            .ok_or_else(|| format!("match {}: unknown game {}", m.id, m.game))?;
        let info = host.info();
        let supported = host.supported_rules_versions();
        if !supported.contains(&m.rules_version) {
            return Err(sleuth_core::erased::rules_version_refusal(
                &info,
                m.rules_version,
                &supported,
            ));
        }
        let status = Status::parse(&m.status);
        let mut live = LiveMatch {
            connected: vec![0; m.seats.len()],
            id: m.id.clone(),
            game_id: m.game.clone(),
            game_name: info.name.to_owned(),
            config: m.config.clone(),
            public_config: host.public_config(&m.config),
            message_cache: MessageCache::default(),
            unpublished_since: None,
            seed: m.seed,
            rules_version: m.rules_version,
            status,
            host_token_hash: m.host_token_hash,
            created_at: m.created_at,
            seats: m.seats,
            game: None,
            actions: Vec::new(),
            events: Vec::new(),
            chat: None,
            rematch: None,
            options: serde_json::from_value(m.options.clone()).unwrap_or_default(),
            clocks: m
                .clock
                .as_deref()
                .and_then(|c| serde_json::from_str(c).ok()),
            bots: HashMap::new(),
        };
        if status != Status::Open {
            let mut game = host
                .new_match_under_rules(&m.config, m.seed, m.rules_version)
                .map_err(|e| format!("match {}: {e}", m.id))?;
            for (index, (seat, action)) in m.actions.into_iter().enumerate() {
                let events = game
                    .play(seat, &action)
                    .map_err(|e| format!("match {} action {index}: {e}", m.id))?;
                live.push_action(seat, action, events);
            }
            live.game = Some(game);
            live.message_cache = MessageCache::default();
            self.make_bots(&mut live);
        }
        Ok(live)
    }

    /// Makes the bots of bot seats and of people's seats a bot stands in for, and
    /// drops those of seats reclaimed since (a bot already made is kept).
    fn make_bots(&self, live: &mut LiveMatch) {
        let Some(host) = self.registry.get(&live.game_id) else {
            return;
        };
        for (i, row) in live.seats.iter().enumerate() {
            let wanted = match row {
                SeatRow::Bot { bot } => Some(bot),
                SeatRow::Human { stand_in, .. } => stand_in.as_ref(),
                SeatRow::Empty => None,
            };
            match wanted {
                Some(bot) => {
                    if !live.bots.contains_key(&(i as u8))
                        && let Some(b) = host.new_bot(bot, bot_seed(live.seed, i))
                    {
                        live.bots.insert(i as u8, b);
                    }
                }
                None => {
                    live.bots.remove(&(i as u8));
                }
            }
        }
    }

    pub async fn create_match(
        &self,
        game: &str,
        config: Option<Value>,
    ) -> Result<(MatchSummary, String), ApiError> {
        self.create_match_with(game, config, MatchOptions::default())
            .await
    }

    /// Creates a match with options (rated, clock, stand-in bot), checked here.
    pub async fn create_match_with(
        &self,
        game: &str,
        config: Option<Value>,
        options: MatchOptions,
    ) -> Result<(MatchSummary, String), ApiError> {
        let host = self.registry.get(game).ok_or_else(|| {
            ApiError::new(
                "bad_request",
                format!(
                    "unknown game {game:?}; hosted games: {}",
                    self.registry.ids().join(", ")
                ),
            )
        })?;
        let info = host.info();
        if options.rated && info.cooperative {
            return Err(ApiError::new(
                "bad_request",
                format!(
                    "{} is cooperative: it is not rated; its results show team success per scenario and difficulty",
                    info.name
                ),
            ));
        }
        if let Some(rule) = &options.clock {
            rule.check().map_err(|e| ApiError::new("bad_request", e))?;
        }
        if let Some(bot) = &options.stand_in
            && !host.bots().iter().any(|(name, _)| name == bot)
        {
            let names: Vec<_> = host.bots().into_iter().map(|(n, _)| n).collect();
            return Err(ApiError::new(
                "bad_request",
                format!(
                    "no bot {bot:?} to stand in; this game's bots: {}",
                    names.join(", ")
                ),
            ));
        }
        // A campaign match: the group's progress decides the scenario and abilities.
        let group = if game == campaign::GAME {
            campaign::requested_group(config.as_ref())?
        } else {
            None
        };
        let config = match group {
            Some(group) => {
                let (g, gr) = (game.to_owned(), group.clone());
                let stored = self
                    .store
                    .campaign_progress(&g, &gr)
                    .await
                    .map_err(ApiError::server)?;
                let requested = config.unwrap_or_else(|| serde_json::json!({}));
                Some(campaign::next_config(
                    &group,
                    stored.as_deref(),
                    &requested,
                )?)
            }
            _ => config,
        };
        let config = config.unwrap_or_else(|| host.default_config(info.min_players));
        let filter = *self
            .seed_filter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut seed = random_u64();
        let mut probe = host
            .new_match(&config, seed)
            .map_err(|e| ApiError::new("bad_request", e))?;
        if let Some(filter) = filter {
            for _ in 0..10_000 {
                if filter(probe.as_ref()) {
                    break;
                }
                seed = random_u64();
                probe = host
                    .new_match(&config, seed)
                    .map_err(|e| ApiError::new("bad_request", e))?;
            }
        }
        let players = probe.players();
        let config = with_seat_choices(&info, host, config, players);
        let id = format!("m-{}", random_hex(5));
        let host_token = random_hex(32);
        let live = LiveMatch {
            id: id.clone(),
            game_id: game.to_owned(),
            game_name: info.name.to_owned(),
            config: config.clone(),
            public_config: host.public_config(&config),
            message_cache: MessageCache::default(),
            unpublished_since: None,
            seed,
            rules_version: info.rules_version,
            status: Status::Open,
            host_token_hash: hash_token(&host_token),
            created_at: now_secs(),
            seats: vec![SeatRow::Empty; players],
            connected: vec![0; players],
            game: None,
            actions: Vec::new(),
            events: Vec::new(),
            chat: Some(Vec::new()), // a new match has no chat yet: nothing to load
            rematch: None,
            options: options.clone(),
            clocks: None,
            bots: HashMap::new(),
        };
        self.store
            .create_match(NewMatch {
                id: id.clone(),
                game: game.to_owned(),
                rules_version: info.rules_version,
                config,
                seed,
                host_token_hash: live.host_token_hash.clone(),
                created_at: live.created_at,
                seats: players,
                options: serde_json::to_value(&options).unwrap_or(Value::Null),
            })
            .await
            .map_err(ApiError::server)?;
        let summary = live.summary();
        // With a shared store, this node may already have loaded it on its own
        // announcement: keep that handle.
        self.matches
            .write()
            .await
            .entry(id)
            .or_insert_with(|| MatchHandle::new(live));
        Ok((summary, host_token))
    }

    fn check_seat(live: &LiveMatch, seat: u8) -> Result<usize, ApiError> {
        let index = usize::from(seat);
        if index >= live.seats.len() {
            return Err(ApiError::new(
                "not_found",
                format!("this match has seats 0 to {}", live.seats.len() - 1),
            ));
        }
        Ok(index)
    }

    fn check_open(live: &LiveMatch) -> Result<(), ApiError> {
        if live.status != Status::Open {
            return Err(ApiError::new("conflict", "the match has already started"));
        }
        Ok(())
    }

    /// Whether `token` may change the match's config in the lobby and start it:
    /// the host's token, or the token of the seat the game names as the starter
    /// (`HostedGame::starter_seat`, the Lateral Master).
    fn may_organise(&self, live: &LiveMatch, token: &str) -> bool {
        if live.is_host(token) {
            return true;
        }
        let starter = self
            .registry
            .get(&live.game_id)
            .and_then(|host| host.starter_seat(&live.config));
        starter.is_some() && live.seat_of_token(token) == starter
    }

    /// The sentence refusing someone who may not `what` (see `may_organise`).
    fn organiser_rule(&self, live: &LiveMatch, what: &str) -> String {
        let starter = self
            .registry
            .get(&live.game_id)
            .and_then(|host| host.starter_seat(&live.config));
        match starter {
            Some(seat) => format!("only the match's host or seat {} may {what}", seat.0),
            None => format!("only the match's host may {what}"),
        }
    }

    /// Replaces the config of a match in its lobby, for its host or its starter
    /// seat (`may_organise`): the game must accept it (`config_problems`, then
    /// setting the game up with the match's seed) for the same number of seats;
    /// choices people made when joining (`GameInfo::seat_choice`) are kept.
    /// Everyone is sent the new summary, which shows the config as
    /// `HostedGame::public_config` hides it (a custom puzzle's solution never
    /// reaches the other seats or the public lobby).
    pub async fn set_config(
        &self,
        id: &str,
        token: &str,
        config: Value,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        if !self.may_organise(&live, token) {
            return Err(ApiError::new(
                "unauthorized",
                self.organiser_rule(&live, "change its config"),
            ));
        }
        Self::check_open(&live)?;
        if live.config.get("campaign").is_some_and(|c| !c.is_null())
            || config.get("campaign").is_some_and(|c| !c.is_null())
        {
            return Err(ApiError::new(
                "bad_request",
                "a campaign match's config follows its group's progress: it cannot be changed",
            ));
        }
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::new("server", "game vanished"))?;
        let info = host.info();
        let mut config = config;
        if let Some(choice) = &info.seat_choice
            && let (Some(object), Some(held)) =
                (config.as_object_mut(), live.config.get(choice.key))
        {
            object.insert(choice.key.to_owned(), held.clone());
        }
        let problems = host.config_problems(&config);
        if !problems.is_empty() {
            let list: Vec<String> = problems
                .iter()
                .map(|p| format!("{}: {}", p.place, p.message))
                .collect();
            return Err(ApiError::new("bad_request", list.join("; ")));
        }
        let probe = host
            .new_match_under_rules(&config, live.seed, live.rules_version)
            .map_err(|e| ApiError::new("bad_request", e))?;
        if probe.players() != live.seats.len() {
            return Err(ApiError::new(
                "bad_request",
                format!(
                    "this match has {} seats and this config is for {}: create a new match for another table size",
                    live.seats.len(),
                    probe.players()
                ),
            ));
        }
        let config = with_seat_choices(&info, host, config, live.seats.len());
        if let Err(err) = self.store.set_config(&live.id, &config).await {
            return Err(self.lost_race(&handle, &mut live, err).await);
        }
        live.public_config = host.public_config(&config);
        live.config = config;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }

    /// Stores seat `seat`'s new row (and the match's new config), only if the seat
    /// is still as this node saw it. If another node changed it meanwhile, this
    /// node catches up and the caller is told to look again.
    async fn save_seat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: u8,
        row: &SeatRow,
        config: Option<&Value>,
    ) -> Result<(), ApiError> {
        let expected = live.seats[usize::from(seat)].clone();
        match self
            .store
            .set_seat(&live.id, Seat(seat), &expected, row, config)
            .await
        {
            Ok(()) => Ok(()),
            Err(err) => Err(self.lost_race(handle, live, err).await),
        }
    }

    /// The error to answer when a write failed: after a lost race with another
    /// node, this node catches up first and says so.
    async fn lost_race(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        err: StoreError,
    ) -> ApiError {
        if !err.is_conflict() {
            return ApiError::server(err);
        }
        if let Err(caught) = self.catch_up(handle, live).await {
            return caught;
        }
        ApiError::new(
            "conflict",
            "someone else changed this match at the same moment; nothing was changed, look again",
        )
    }

    pub async fn join(
        &self,
        id: &str,
        seat: u8,
        name: &str,
        choice: Option<&str>,
    ) -> Result<(String, MatchSummary), ApiError> {
        self.join_as(id, seat, name, choice, None).await
    }

    /// Takes an empty seat, as a guest under `name` or for an account (then under
    /// the account's name). A rated match seats accounts only, each at most once.
    pub async fn join_as(
        &self,
        id: &str,
        seat: u8,
        name: &str,
        choice: Option<&str>,
        account: Option<&AccountRow>,
    ) -> Result<(String, MatchSummary), ApiError> {
        let name = account.map_or(name, |a| a.name.as_str()).trim();
        if name.is_empty() || name.chars().count() > 40 {
            return Err(ApiError::new(
                "bad_request",
                "a display name has 1 to 40 characters",
            ));
        }
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        // In play, only a seat its player left open may be taken (see
        // `take_open_seat`).
        let in_play = live.status == Status::Playing;
        if !in_play {
            Self::check_open(&live)?;
        }
        let index = Self::check_seat(&live, seat)?;
        if live.seats[index] != SeatRow::Empty {
            return Err(ApiError::new("conflict", format!("seat {seat} is taken")));
        }
        if in_play && choice.is_some() {
            return Err(ApiError::new(
                "bad_request",
                "the match is in play: the seat keeps the choice made before the start",
            ));
        }
        if live.options.rated {
            let Some(account) = account else {
                return Err(ApiError::new(
                    "unauthorized",
                    "a rated match seats accounts only: log in (or create an account) first",
                ));
            };
            if live.seats.iter().any(|row| {
                matches!(row, SeatRow::Human { account: Some(held), .. } if *held == account.id)
            }) {
                return Err(ApiError::new(
                    "conflict",
                    "you already hold a seat of this rated match",
                ));
            }
        }
        let new_config = match choice {
            Some(choice) => self.config_with_choice(&live, index, choice)?,
            None => None,
        };
        let token = random_hex(32);
        let row = SeatRow::Human {
            name: name.to_owned(),
            token_hash: hash_token(&token),
            account: account.map(|a| a.id.clone()),
            stand_in: None,
        };
        if in_play {
            self.take_open_seat(&handle, &mut live, Seat(seat), row)
                .await?;
            return Ok((token, live.summary()));
        }
        self.save_seat(&handle, &mut live, seat, &row, new_config.as_ref())
            .await?;
        if let Some(config) = new_config {
            if let Some(host) = self.registry.get(&live.game_id) {
                live.public_config = host.public_config(&config);
            }
            live.config = config;
        }
        live.seats[index] = row;
        handle.announce_lobby(&mut live);
        Ok((token, live.summary()))
    }

    /// The config after seat `index` takes `choice` (`GameInfo::seat_choice`): the
    /// value moves to this seat, swapped with an empty seat that held it; a value held
    /// by an occupied seat is refused. `None` when nothing changes. The new config is
    /// validated by setting the game up, so a refusal names the rule.
    fn config_with_choice(
        &self,
        live: &LiveMatch,
        index: usize,
        choice: &str,
    ) -> Result<Option<Value>, ApiError> {
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::new("server", "game vanished"))?;
        let info = host.info();
        let Some(seat_choice) = info.seat_choice else {
            return Err(ApiError::new(
                "bad_request",
                format!("{} has no choice to make when joining a seat", info.name),
            ));
        };
        if !seat_choice.choices.iter().any(|c| c == choice) {
            return Err(ApiError::new(
                "bad_request",
                format!(
                    "{choice:?} is not a {} of {}; choose one of: {}",
                    seat_choice.label,
                    info.name,
                    seat_choice.choices.join(", ")
                ),
            ));
        }
        let mut config = live.config.clone();
        let Some(values) = config
            .get_mut(seat_choice.key)
            .and_then(Value::as_array_mut)
            .filter(|values| values.len() == live.seats.len())
        else {
            return Err(ApiError::new(
                "bad_request",
                format!(
                    "this match's config has no {} per seat to choose from",
                    seat_choice.label
                ),
            ));
        };
        let wanted = Value::String(choice.to_owned());
        match values.iter().position(|v| *v == wanted) {
            Some(holder) if holder == index => return Ok(None),
            Some(holder) if live.seats[holder] != SeatRow::Empty => {
                return Err(ApiError::new(
                    "conflict",
                    format!(
                        "{choice} is already the {} of seat {holder}; choose another",
                        seat_choice.label
                    ),
                ));
            }
            Some(holder) => values.swap(holder, index),
            None => values[index] = wanted,
        }
        host.new_match_under_rules(&config, live.seed, live.rules_version)
            .map_err(|e| ApiError::new("bad_request", e))?;
        Ok(Some(config))
    }

    pub async fn set_bot(
        &self,
        id: &str,
        seat: u8,
        bot: &str,
        token: &str,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        if !live.is_host(token) {
            return Err(ApiError::new(
                "unauthorized",
                "only the match's host may seat bots",
            ));
        }
        Self::check_open(&live)?;
        let index = Self::check_seat(&live, seat)?;
        if matches!(live.seats[index], SeatRow::Human { .. }) {
            return Err(ApiError::new(
                "conflict",
                format!("seat {seat} is taken by a player"),
            ));
        }
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::new("server", "game vanished"))?;
        if !host.bots_in_matches() {
            return Err(ApiError::new(
                "bad_request",
                format!(
                    "{} needs people in every seat: bots cannot play it",
                    host.info().name
                ),
            ));
        }
        if !host.bots().iter().any(|(name, _)| *name == bot) {
            let names: Vec<_> = host.bots().into_iter().map(|(n, _)| n).collect();
            return Err(ApiError::new(
                "bad_request",
                format!("no bot {bot:?}; this game's bots: {}", names.join(", ")),
            ));
        }
        let row = SeatRow::Bot {
            bot: bot.to_owned(),
        };
        self.save_seat(&handle, &mut live, seat, &row, None).await?;
        live.seats[index] = row;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }

    pub async fn leave(
        self: &Arc<Self>,
        id: &str,
        seat: u8,
        token: &str,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        let index = Self::check_seat(&live, seat)?;
        if !live.is_host(token) && live.seat_of_token(token) != Some(Seat(seat)) {
            return Err(ApiError::new(
                "unauthorized",
                "only the host or the seat's player may empty a seat",
            ));
        }
        if live.status == Status::Playing {
            // Leaving a match in play: a bot stands in until the player reclaims the
            // seat (only the player may leave it then).
            if live.seat_of_token(token) != Some(Seat(seat)) {
                return Err(ApiError::new(
                    "unauthorized",
                    "only the seat's player may leave a match in play",
                ));
            }
            drop(live);
            self.stand_in(&handle, Seat(seat), AwayReason::Left).await?;
            return Ok(handle.live.lock().await.summary());
        }
        Self::check_open(&live)?;
        self.save_seat(&handle, &mut live, seat, &SeatRow::Empty, None)
            .await?;
        live.seats[index] = SeatRow::Empty;
        live.connected[index] = 0;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }

    pub async fn start(self: &Arc<Self>, id: &str, token: &str) -> Result<MatchSummary, ApiError> {
        self.start_as(id, Some(token)).await
    }

    /// Starts a match for its host (`Some(token)`) or for the server itself
    /// (`None`: a rematch whose seats are all taken).
    async fn start_as(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        if token.is_some_and(|token| !self.may_organise(&live, token)) {
            return Err(ApiError::new(
                "unauthorized",
                self.organiser_rule(&live, "start it"),
            ));
        }
        Self::check_open(&live)?;
        if let Some(empty) = live.seats.iter().position(|s| *s == SeatRow::Empty) {
            return Err(ApiError::new(
                "conflict",
                format!("seat {empty} is empty: seat a player or a bot first"),
            ));
        }
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::new("server", "game vanished"))?;
        if live.options.rated
            && let Some(guest) = live
                .seats
                .iter()
                .position(|row| matches!(row, SeatRow::Human { account: None, .. }))
        {
            return Err(ApiError::new(
                "conflict",
                format!("seat {guest} is a guest's: a rated match seats accounts only"),
            ));
        }
        let game = host
            .new_match_under_rules(&live.config, live.seed, live.rules_version)
            .map_err(|e| ApiError::new("bad_request", e))?;
        live.game = Some(game);
        let clocks = live
            .options
            .clock
            .map(|rule| Clocks::start(&rule, live.seats.len(), &live.clock_seats(), now_ms()));
        let clock_text = clocks.as_ref().map(json_text);
        if let Err(err) = self
            .store
            .set_status_and_clock(id, "open", "playing", clock_text.as_deref())
            .await
        {
            live.game = None;
            return Err(self.lost_race(&handle, &mut live, err).await);
        }
        live.clocks = clocks;
        live.message_cache = MessageCache::default();
        live.status = Status::Playing;
        self.make_bots(&mut live);
        let summary = live.summary();
        handle.announce_lobby(&mut live);
        drop(live);
        self.kick_bots(id);
        self.watch_clock(id);
        Ok(summary)
    }

    /// A seat of a finished match accepts its rematch: the first seat to ask makes
    /// it (same game, the config the game gives a rematch,
    /// `HostedGame::rematch_config`, a new seed, each bot in its seat) and becomes
    /// its host; every person who accepts takes the same seat under the same
    /// name. The rematch starts once every seat is taken, unless the game has it
    /// wait in its lobby (`HostedGame::rematch_waits_in_lobby`: the next Lateral
    /// Master chooses a puzzle first), where its host or starter seat starts it.
    pub async fn rematch(
        self: &Arc<Self>,
        handle: &MatchHandle,
        seat: Seat,
    ) -> Result<RematchSeat, ApiError> {
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(handle, &mut live).await?;
        if live.status != Status::Finished {
            return Err(ApiError::new(
                "conflict",
                "a rematch can be asked for once the match is over",
            ));
        }
        let Some(SeatRow::Human { name, account, .. }) = live.seats.get(seat.index()).cloned()
        else {
            return Err(ApiError::new(
                "unauthorized",
                "only a seated person may ask for a rematch",
            ));
        };
        if live.rematch.is_none() {
            live.rematch = self
                .store
                .rematch_of(&live.id)
                .await
                .map_err(ApiError::server)?;
        }
        let game = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::new("server", "game vanished"))?;
        let waits_in_lobby = game.rematch_waits_in_lobby();
        let mut made_host_token = None;
        let rematch = match live.rematch.clone() {
            Some(id) => id,
            None => {
                // Same options too: rated, clock, stand-in bot.
                let (summary, host_token) = self
                    .create_match_with(
                        &live.game_id,
                        Some(game.rematch_config(&live.config)),
                        live.options.clone(),
                    )
                    .await?;
                match self.store.set_rematch(&live.id, &summary.id).await {
                    Ok(()) => {
                        for (index, row) in live.seats.iter().enumerate() {
                            if let SeatRow::Bot { bot } = row {
                                self.set_bot(&summary.id, index as u8, bot, &host_token)
                                    .await?;
                            }
                        }
                        made_host_token = Some(host_token);
                        summary.id
                    }
                    // Another node made one first: that one is the rematch (the
                    // match made here stays open and empty).
                    Err(err) if err.is_conflict() => self
                        .store
                        .rematch_of(&live.id)
                        .await
                        .map_err(ApiError::server)?
                        .ok_or_else(|| ApiError::server("a rematch vanished"))?,
                    Err(err) => return Err(ApiError::server(err)),
                }
            }
        };
        live.rematch = Some(rematch.clone());
        handle.announce_lobby(&mut live);
        drop(live);
        // An account's seat is the account's again (a rated rematch seats accounts).
        let account = match &account {
            Some(id) => self
                .store
                .account_by_id(id)
                .await
                .map_err(ApiError::server)?,
            None => None,
        };
        let (token, summary) = self
            .join_as(&rematch, seat.0, &name, None, account.as_ref())
            .await?;
        if !waits_in_lobby
            && summary.status == Status::Open
            && summary.seats.iter().all(|s| s.kind != "empty")
        {
            match self.start_as(&rematch, None).await {
                Ok(_) => {}
                // Someone else's acceptance started it a moment before.
                Err(err) if err.kind == "conflict" => {}
                Err(err) => return Err(err),
            }
        }
        Ok(RematchSeat {
            id: rematch,
            seat,
            token,
            host_token: made_host_token,
            waits_in_lobby,
        })
    }

    /// A campaign group's progress, as `GET /api/campaigns/{game}/{group}` answers it;
    /// a group that has not finished a match yet starts fresh.
    pub async fn campaign_progress(&self, game: &str, raw_group: &str) -> Result<Value, ApiError> {
        if game != campaign::GAME {
            return Err(ApiError::new(
                "not_found",
                format!("no campaign for {game:?}; campaigns: {}", campaign::GAME),
            ));
        }
        let group = campaign::group(raw_group)?;
        let (g, gr) = (game.to_owned(), group.clone());
        let stored = self
            .store
            .campaign_progress(&g, &gr)
            .await
            .map_err(ApiError::server)?;
        let progress =
            campaign::progress(stored.as_deref()).map_err(|e| ApiError::new("server", e))?;
        Ok(campaign::progress_json(&group, &progress))
    }

    /// Validates `action` of `seat`, commits it and applies it, without telling
    /// anyone yet (see [`App::publish_actions`]); an illegal action changes nothing.
    async fn apply_action(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        action: &Value,
    ) -> Result<(), ApiError> {
        self.apply_action_with(handle, live, seat, action, None)
            .await
    }

    /// [`App::apply_action`], also changing seat `seat`'s row to `new_row` in the
    /// same transaction (a seat opened by its player's departure, or taken by
    /// someone new), compare-and-set against the row this node knows.
    async fn apply_action_with(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        action: &Value,
        new_row: Option<SeatRow>,
    ) -> Result<(), ApiError> {
        if live.status == Status::Open {
            return Err(ApiError::new(
                "not_started",
                "the match has not started yet",
            ));
        }
        if live.status == Status::Abandoned {
            return Err(ApiError::new(
                "game_over",
                "the match was abandoned: a player left a game that needs people in every seat",
            ));
        }
        // A lost race with another node (it appended this index first) means
        // catching up and judging the action again on the new state.
        let mut attempts = 0;
        let expected_row = live.seats.get(seat.index()).cloned();
        let (next, events, finished) = loop {
            let Some(game) = live.game.as_ref() else {
                return Err(ApiError::new(
                    "not_started",
                    "the match has not started yet",
                ));
            };
            // A seat change is judged against the seat as it was asked for: after
            // a catch-up that changed it, the change is refused, not replayed.
            if new_row.is_some() && live.seats.get(seat.index()) != expected_row.as_ref() {
                return Err(ApiError::new(
                    "conflict",
                    format!(
                        "seat {} changed at the same moment; nothing was changed, look again",
                        seat.0
                    ),
                ));
            }
            let mut seats_after = live.seats.clone();
            if let (Some(row), Some(slot)) = (&new_row, seats_after.get_mut(seat.index())) {
                *slot = row.clone();
            }
            let mut next = game.clone_box();
            let events = next.play(seat, action)?;
            let finished = next.outcome().is_some();
            // A finished campaign match is noted in its group's progress in the same
            // transaction as the action that finished it.
            let campaign_write = next.outcome().and_then(|outcome| {
                campaign::finished_write(
                    &live.game_id,
                    &live.config,
                    !outcome.winners.is_empty(),
                    now_secs(),
                )
            });
            // The clocks after this action: the actor's stops (with the increment
            // for a person), then exactly the people the game now waits for run.
            let now = now_ms();
            let clocks = match (&live.options.clock, &live.clocks) {
                (Some(rule), Some(clocks)) => {
                    let mut clocks = clocks.clone();
                    let person = matches!(
                        live.seats.get(seat.index()),
                        Some(SeatRow::Human { stand_in: None, .. })
                    );
                    let running = if finished {
                        Vec::new()
                    } else {
                        clock_seats_of(next.as_ref(), &seats_after)
                    };
                    clocks.after_action(rule, person.then_some(seat.index()), &running, now);
                    Some(clocks)
                }
                _ => None,
            };
            let finish = next
                .outcome()
                .and_then(|outcome| self.finish_write(live, &outcome, now));
            let append = Append {
                match_id: live.id.clone(),
                index: live.version(),
                seat,
                action: action.clone(),
                new_status: finished.then_some("finished"),
                campaign: campaign_write,
                clock: clocks.as_ref().map(json_text),
                finish,
                seat_change: new_row
                    .as_ref()
                    .zip(expected_row.as_ref())
                    .map(|(row, expected)| SeatChange {
                        seat,
                        expected: expected.clone(),
                        row: row.clone(),
                    }),
            };
            match self.store.append_action(append).await {
                Ok(()) => {
                    if clocks.is_some() {
                        live.clocks = clocks;
                    }
                    break (next, events, finished);
                }
                Err(err) if err.is_conflict() && attempts < 5 => {
                    attempts += 1;
                    self.catch_up(handle, live).await?;
                }
                Err(err) => return Err(self.lost_race(handle, live, err).await),
            }
        };
        live.game = Some(next);
        if let (Some(row), Some(slot)) = (new_row, live.seats.get_mut(seat.index())) {
            *slot = row;
            self.make_bots(live);
        }
        let since = live.version();
        live.push_action(seat, action.clone(), events);
        if finished {
            live.status = Status::Finished;
        }
        live.unpublished_since.get_or_insert(since);
        Ok(())
    }

    /// Applies `action` (as [`App::apply_action`]) and tells every connection.
    pub async fn act(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        action: &Value,
    ) -> Result<(), ApiError> {
        self.apply_action(handle, live, seat, action).await?;
        Self::publish_actions(handle, live);
        Ok(())
    }

    /// Tells every connection of the actions applied since the last publication:
    /// one spectators' `update` covering all of them, and one notice (a
    /// burst of bot actions costs each connection one frame, not one per action).
    /// Every action it covers is already committed.
    fn publish_actions(handle: &MatchHandle, live: &mut LiveMatch) {
        let Some(since) = live.unpublished_since.take() else {
            return;
        };
        let version = live.version();
        if handle.notices.receiver_count() == 0 || live.status == Status::Finished {
            // Nobody listens: nothing to publish, and what was is now stale. A
            // finished match publishes nothing more either: its spectators build
            // the last update once under the lock (shared through the message
            // cache), and the match does not keep 16 updates for ever.
            handle.clear_spectator_updates();
        } else {
            let update = SpectatorUpdate {
                since,
                version,
                text: live.state_text("update", Viewer::Spectator, Some(since)),
            };
            let mut updates = handle
                .spectator_updates
                .write()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            // Versions only grow here; after a catch-up from the store the chain
            // would have a gap, so it starts again.
            if updates
                .back()
                .is_some_and(|last| last.version != update.since)
            {
                updates.clear();
            }
            if updates.len() == SPECTATOR_UPDATES_KEPT {
                updates.pop_front();
            }
            updates.push_back(update);
        }
        handle.announce_version(version);
    }

    /// Plays the bots' turns, one action at a time, until a human must act. A bot
    /// that errs or panics is replaced by the random bot; a failed store write is
    /// retried with a growing pause. Each action is committed before the next is
    /// chosen; with no bot delay, the connections hear of a run of bot actions
    /// once, when a person is waited for again (or after [`BOT_BURST_LIMIT`]
    /// actions), in one update covering all of them.
    pub fn kick_bots(self: &Arc<Self>, id: &str) {
        let app = Arc::clone(self);
        let id = id.to_owned();
        tokio::spawn(async move {
            let Ok(handle) = app.get(&id).await else {
                return;
            };
            if handle.bot_driver.swap(true, Ordering::SeqCst) {
                return;
            }
            let mut driver = DriverGuard {
                flag: &handle.bot_driver,
                armed: true,
            };
            // With several nodes, one drives a match's bots at a time.
            match app.store.claim_bots(&id).await {
                Ok(true) => {}
                Ok(false) => return,
                Err(err) => {
                    tracing::warn!("cannot claim the bots of {id}: {err}");
                    return;
                }
            }
            let mut store_failures = 0u32;
            let mut burst = 0usize;
            loop {
                if !app.bot_delay.is_zero() {
                    tokio::time::sleep(app.bot_delay).await;
                }
                let mut guard = handle.live.lock().await;
                let live = &mut *guard;
                let next = match (&live.game, live.status) {
                    (Some(game), Status::Playing) => game
                        .waiting_for()
                        .iter()
                        .find(|s| live.bots.contains_key(&s.0)),
                    _ => None,
                };
                let Some(seat) = next else {
                    Self::publish_actions(&handle, live);
                    let finished = live.status == Status::Finished;
                    driver.release();
                    drop(guard);
                    if finished {
                        app.store.release_bots(&id).await;
                    }
                    return;
                };
                let (Some(game), Some(bot)) = (live.game.as_deref(), live.bots.get_mut(&seat.0))
                else {
                    Self::publish_actions(&handle, live);
                    driver.release();
                    return;
                };
                let choice = std::panic::catch_unwind(AssertUnwindSafe(|| bot.choose(game, seat)))
                    .unwrap_or_else(|_| Err("the bot panicked".to_owned()));
                let version_before = live.version();
                let applied = match choice {
                    Ok(action) => app.apply_action(&handle, live, seat, &action).await,
                    Err(err) => Err(ApiError::new("bot", err)),
                };
                match applied {
                    Ok(()) => {
                        store_failures = 0;
                        burst += 1;
                        // Only bots are waited for, and they act at once: the
                        // connections hear of this action with the next ones.
                        let bots_only = live.status == Status::Playing
                            && live.game.as_ref().is_some_and(|game| {
                                let waiting = game.waiting_for();
                                !waiting.is_empty()
                                    && waiting.iter().all(|s| live.bots.contains_key(&s.0))
                            });
                        if !(app.bot_delay.is_zero() && bots_only && burst < BOT_BURST_LIMIT) {
                            Self::publish_actions(&handle, live);
                            burst = 0;
                        }
                    }
                    Err(err) if err.kind == "server" => {
                        Self::publish_actions(&handle, live);
                        burst = 0;
                        store_failures += 1;
                        tracing::error!(
                            "store failure on a bot move in {} (attempt {store_failures}): {err}",
                            live.id
                        );
                        if store_failures >= 6 {
                            driver.release();
                            return;
                        }
                        drop(guard);
                        tokio::time::sleep(Duration::from_millis(250 << store_failures)).await;
                    }
                    // Another node's action came first (a lost race, caught up):
                    // the bot chooses again on the new state.
                    Err(_) if live.version() != version_before => {}
                    Err(err) => {
                        tracing::error!(
                            "bot in seat {} of {} failed: {err}; it plays randomly from now on",
                            seat.0,
                            live.id
                        );
                        Self::publish_actions(&handle, live);
                        burst = 0;
                        match app
                            .registry
                            .get(&live.game_id)
                            .and_then(|h| h.new_bot("random", bot_seed(live.seed, 99)))
                        {
                            Some(random) => {
                                live.bots.insert(seat.0, random);
                            }
                            None => {
                                driver.release();
                                return;
                            }
                        }
                    }
                }
            }
        });
    }

    /// A guest seat becomes `account`'s: the caller holds its token. Before the
    /// start the seat takes the account's name; a rated match's seats are
    /// accounts' from the start, so there is nothing to claim there.
    pub async fn claim_seat(
        &self,
        id: &str,
        seat: Seat,
        token: &str,
        account: &AccountRow,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        let index = Self::check_seat(&live, seat.0)?;
        if matches!(live.status, Status::Finished | Status::Abandoned) {
            return Err(ApiError::new(
                "conflict",
                "the match is over: its results were written; claim a seat before the end",
            ));
        }
        let Some(SeatRow::Human {
            name,
            token_hash,
            account: held,
            stand_in,
        }) = live.seats.get(index).cloned()
        else {
            return Err(ApiError::new(
                "conflict",
                format!("seat {} is not a person's", seat.0),
            ));
        };
        if token_hash != hash_token(token) {
            return Err(ApiError::new(
                "unauthorized",
                "only the holder of the seat's token may claim it",
            ));
        }
        match held {
            Some(held) if held == account.id => return Ok(live.summary()),
            Some(_) => {
                return Err(ApiError::new(
                    "conflict",
                    format!("seat {} is already another account's", seat.0),
                ));
            }
            None => {}
        }
        let row = SeatRow::Human {
            name: if live.status == Status::Open {
                account.name.clone()
            } else {
                name
            },
            token_hash,
            account: Some(account.id.clone()),
            stand_in,
        };
        self.save_seat(&handle, &mut live, seat.0, &row, None)
            .await?;
        live.seats[index] = row;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }

    /// What a finished match writes for profiles and ratings: a row per seat that
    /// is an account's or a bot's, when at least one seat is an account's; the
    /// ratings change when the match is rated.
    fn finish_write(&self, live: &LiveMatch, outcome: &Outcome, now: i64) -> Option<FinishWrite> {
        if !live.seats.iter().any(|row| {
            matches!(
                row,
                SeatRow::Human {
                    account: Some(_),
                    ..
                }
            )
        }) {
            return None;
        }
        let places = crate::rating::places(outcome, live.seats.len());
        let players = live
            .seats
            .iter()
            .enumerate()
            .filter_map(|(i, row)| {
                let key = match row {
                    SeatRow::Human {
                        account: Some(id), ..
                    } => format!("a:{id}"),
                    SeatRow::Bot { bot } => format!("bot:{bot}"),
                    _ => return None,
                };
                let won = outcome.winners.contains(Seat(i as u8));
                Some((i as u8, key, places[i], won))
            })
            .collect();
        let cooperative = self
            .registry
            .get(&live.game_id)
            .is_some_and(|h| h.info().cooperative);
        let variant = if cooperative {
            ["scenario", "difficulty"]
                .iter()
                .filter_map(|k| live.config.get(*k).and_then(Value::as_str))
                .collect::<Vec<_>>()
                .join(" · ")
        } else {
            String::new()
        };
        Some(FinishWrite {
            game: live.game_id.clone(),
            rated: live.options.rated,
            variant,
            finished_at: now / 1000,
            players,
        })
    }

    /// The bot that stands in for absent players of this match.
    fn stand_in_bot(&self, live: &LiveMatch) -> Option<String> {
        let host = self.registry.get(&live.game_id)?;
        if !host.bots_in_matches() {
            return None;
        }
        if let Some(bot) = &live.options.stand_in {
            return Some(bot.clone());
        }
        let bots: Vec<&'static str> = host.bots().into_iter().map(|(n, _)| n).collect();
        bots.iter()
            .find(|b| **b == "baseline")
            .or(bots.first())
            .map(|b| (*b).to_owned())
    }

    /// A bot takes over a person's seat in a match in play (their time ran out, or
    /// they left): stored with the clocks (the seat's stops), said in the chat,
    /// then the bot plays. In a game bots cannot play (a human-only role), the
    /// match ends instead: it is abandoned.
    pub async fn stand_in(
        self: &Arc<Self>,
        handle: &MatchHandle,
        seat: Seat,
        reason: AwayReason,
    ) -> Result<(), ApiError> {
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(handle, &mut live).await?;
        if live.status != Status::Playing {
            return Err(ApiError::new("conflict", "the match is not in play"));
        }
        let Some(SeatRow::Human {
            name,
            token_hash,
            account,
            stand_in: None,
        }) = live.seats.get(seat.index()).cloned()
        else {
            return Err(ApiError::new(
                "conflict",
                format!("seat {} has no person playing it", seat.0),
            ));
        };
        let why = match reason {
            AwayReason::TimeOut => format!("{name}'s time ran out"),
            AwayReason::Left => format!("{name} left"),
        };
        let Some(bot) = self.stand_in_bot(&live) else {
            // No bot may play this game: the seat is opened for someone else, or
            // the match ends when the game cannot go on without it.
            return self
                .open_seat_in_play(handle, &mut live, seat, &name, &why)
                .await;
        };
        let now = now_ms();
        let mut clocks = live.clocks.clone();
        if let Some(clocks) = clocks.as_mut() {
            clocks.stop(seat.index(), now);
        }
        let row = SeatRow::Human {
            name: name.clone(),
            token_hash,
            account,
            stand_in: Some(bot.clone()),
        };
        let line = format!(
            "{why}: the {bot} bot plays seat {} until {name} comes back and reclaims it.",
            seat.0
        );
        self.change_seat_in_play(handle, &mut live, seat, row, clocks, line)
            .await?;
        let id = live.id.clone();
        handle.announce_lobby(&mut live);
        drop(live);
        handle.announce_update();
        Arc::clone(self).kick_bots(&id);
        Ok(())
    }

    /// The player of `seat` takes it back from the bot standing in: their clock
    /// runs again when the game waits for them (a real-time bank that ran out gets
    /// a short grace, `clock::RECLAIM_GRACE_MS`).
    pub async fn reclaim(&self, handle: &MatchHandle, seat: Seat) -> Result<(), ApiError> {
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(handle, &mut live).await?;
        if live.status != Status::Playing {
            return Err(ApiError::new("conflict", "the match is not in play"));
        }
        let Some(SeatRow::Human {
            name,
            token_hash,
            account,
            stand_in: Some(bot),
        }) = live.seats.get(seat.index()).cloned()
        else {
            return Err(ApiError::new(
                "conflict",
                format!("seat {} is not played by a bot standing in", seat.0),
            ));
        };
        let row = SeatRow::Human {
            name: name.clone(),
            token_hash,
            account,
            stand_in: None,
        };
        let mut seats = live.seats.clone();
        seats[seat.index()] = row.clone();
        let mut clocks = live.clocks.clone();
        if let (Some(rule), Some(clocks)) = (live.options.clock, clocks.as_mut()) {
            clocks.reclaim(&rule, seat.index());
            let running = live
                .game
                .as_deref()
                .map(|g| clock_seats_of(g, &seats))
                .unwrap_or_default();
            clocks.after_action(&rule, None, &running, now_ms());
        }
        let line = format!(
            "{name} is back and plays seat {} again (the {bot} bot steps aside).",
            seat.0
        );
        self.change_seat_in_play(handle, &mut live, seat, row, clocks, line)
            .await?;
        handle.announce_lobby(&mut live);
        drop(live);
        handle.announce_update();
        Ok(())
    }

    /// Writes `row` into `seat` of a match in play, with the clocks' new state, by
    /// compare-and-set against the seat as this node knows it; then changes
    /// memory, remakes the bots and writes `line` in the chat. The caller tells
    /// the connections.
    async fn change_seat_in_play(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        row: SeatRow,
        clocks: Option<Clocks>,
        line: String,
    ) -> Result<(), ApiError> {
        let expected = live.seats[seat.index()].clone();
        if let Err(err) = self
            .store
            .set_seat_and_clock(
                &live.id,
                seat,
                &expected,
                &row,
                None,
                clocks.as_ref().map(json_text).as_deref(),
            )
            .await
        {
            return Err(self.lost_race(handle, live, err).await);
        }
        live.seats[seat.index()] = row;
        live.clocks = clocks;
        self.make_bots(live);
        self.system_line(handle, live, line).await;
        Ok(())
    }

    /// A match of a game bots cannot play loses a person it cannot go on without
    /// (`HostedGame::leave_action` is `None`): it ends, abandoned (its status
    /// `abandoned`; no result, no rating change). Every connection is sent the
    /// `lobby` message with that status at once, and the state messages carry it.
    async fn abandon_in(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        why: &str,
    ) -> Result<(), ApiError> {
        if let Err(err) = self
            .store
            .set_status(&live.id, "playing", "abandoned")
            .await
        {
            return Err(self.lost_race(handle, live, err).await);
        }
        live.status = Status::Abandoned;
        // The state messages built at this version said `playing`.
        live.message_cache = MessageCache::default();
        if let Some(clocks) = live.clocks.as_mut() {
            let now = now_ms();
            for seat in 0..clocks.remaining_ms.len() {
                clocks.stop(seat, now);
            }
        }
        let line = format!(
            "{why}, and this game cannot go on without that seat: the match ends here, abandoned."
        );
        self.system_line(handle, live, line).await;
        handle.announce_lobby(live);
        handle.announce_update();
        Ok(())
    }

    /// A person leaves a match in play of a game no bot may play (or their time
    /// ran out): the game's `leave_action` is played as their seat, recorded like
    /// any action and published to everyone, and the seat is opened in the same
    /// transaction, for anyone with the invite link to take
    /// ([`App::take_open_seat`]). A game that cannot go on without the seat (no
    /// leave action: the Lateral Master) ends, abandoned. Called with the match
    /// lock held.
    async fn open_seat_in_play(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        name: &str,
        why: &str,
    ) -> Result<(), ApiError> {
        let leave = live.game.as_ref().and_then(|g| g.leave_action(seat));
        let Some(action) = leave else {
            return self.abandon_in(handle, live, why).await;
        };
        self.apply_action_with(handle, live, seat, &action, Some(SeatRow::Empty))
            .await?;
        if let Some(count) = live.connected.get_mut(seat.index()) {
            *count = 0;
        }
        let line = format!(
            "{why}: seat {} is open; anyone with the invite link may take it and play on.",
            seat.0
        );
        tracing::info!("{}: {name} left seat {}", live.id, seat.0);
        Self::publish_actions(handle, live);
        handle.announce_lobby(live);
        self.system_line(handle, live, line).await;
        Ok(())
    }

    /// Someone takes a seat opened in play ([`App::open_seat_in_play`]): the
    /// game's `return_action` is played as that seat, recorded and published, and
    /// the person is seated in the same transaction. A game with no return action
    /// keeps its seats closed once play began. Called with the match lock held;
    /// the seat is empty.
    async fn take_open_seat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        row: SeatRow,
    ) -> Result<(), ApiError> {
        let back = live.game.as_ref().and_then(|g| g.return_action(seat));
        let Some(action) = back else {
            return Err(ApiError::new("conflict", "the match has already started"));
        };
        let name = match &row {
            SeatRow::Human { name, .. } => name.clone(),
            _ => format!("seat {}", seat.0),
        };
        self.apply_action_with(handle, live, seat, &action, Some(row))
            .await?;
        let line = format!("{name} takes seat {} and plays on.", seat.0);
        Self::publish_actions(handle, live);
        handle.announce_lobby(live);
        self.system_line(handle, live, line).await;
        Ok(())
    }

    /// A line of the server's own in the match's chat (stored like any message).
    async fn system_line(&self, handle: &MatchHandle, live: &mut LiveMatch, line: String) {
        if let Err(err) = self
            .post_chat(handle, live, None, String::new(), line)
            .await
        {
            tracing::warn!("{}: cannot write a line in the chat: {err}", live.id);
        }
    }

    /// Watches a playing match's clocks on this node: when a person's time runs
    /// out, a bot stands in (`stand_in`). One task per match and node; it ends
    /// with the match. With several nodes each may watch: the seat change is a
    /// compare-and-set, so one wins.
    pub fn watch_clock(self: &Arc<Self>, id: &str) {
        let app = Arc::clone(self);
        let id = id.to_owned();
        tokio::spawn(async move {
            let Ok(handle) = app.get(&id).await else {
                return;
            };
            if handle.clock_watcher.swap(true, Ordering::SeqCst) {
                return;
            }
            let mut notices = handle.notices.subscribe();
            // New versions have their own channel: an action starts and stops clocks.
            let mut updates = handle.updates.subscribe();
            loop {
                let (deadline, expired) = {
                    let live = handle.live.lock().await;
                    if live.status != Status::Playing || live.clocks.is_none() {
                        handle.clock_watcher.store(false, Ordering::SeqCst);
                        return;
                    }
                    let clocks = live.clocks.as_ref().expect("checked above");
                    (clocks.next_deadline_ms(), clocks.expired(now_ms()))
                };
                let mut failed = false;
                for seat in expired {
                    if let Err(err) = app
                        .stand_in(&handle, Seat(seat as u8), AwayReason::TimeOut)
                        .await
                    {
                        tracing::info!("{id}: seat {seat}'s time ran out: {}", err.message);
                        failed = true;
                    }
                }
                let wait = deadline.map_or(Duration::from_secs(3600), |d| {
                    Duration::from_millis((d - now_ms()).clamp(0, 3_600_000) as u64 + 5)
                });
                // After a failed hand-over (another node's, or the store's), look
                // again in a moment rather than at once.
                let wait = if failed {
                    wait.max(Duration::from_secs(1))
                } else {
                    wait
                };
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    notice = notices.recv() => {
                        if let Err(broadcast::error::RecvError::Closed) = notice {
                            handle.clock_watcher.store(false, Ordering::SeqCst);
                            return;
                        }
                    }
                    update = updates.recv() => {
                        if let Err(broadcast::error::RecvError::Closed) = update {
                            handle.clock_watcher.store(false, Ordering::SeqCst);
                            return;
                        }
                    }
                }
            }
        });
    }

    /// The record of a finished match as `token` may fetch it
    /// (`GET /api/matches/{id}/record`): every action redacted
    /// (`HostedGame::redact_action`, private free text such as a Watson & Holmes
    /// notebook blanked) but those of the seat the token holds, which keeps its
    /// own text. Replaying it reaches the same outcome.
    pub async fn record_for(
        &self,
        id: &str,
        token: Option<&str>,
    ) -> Result<sleuth_core::MatchRecord, ApiError> {
        let handle = self.get(id).await?;
        let reader = match token.filter(|t| !t.is_empty()) {
            Some(token) => handle.live.lock().await.seat_of_token(token),
            None => None,
        };
        let record = self.record(id).await?;
        Ok(self.registry.redacted(&record, reader))
    }

    /// The whole record of a finished match, every action as played (the
    /// analysis reads it; what others fetch is [`App::record_for`]).
    pub async fn record(&self, id: &str) -> Result<sleuth_core::MatchRecord, ApiError> {
        let handle = self.get(id).await?;
        let live = handle.live.lock().await;
        if live.status != Status::Finished {
            return Err(ApiError::new(
                "conflict",
                "the record is published when the match has ended",
            ));
        }
        Ok(sleuth_core::MatchRecord {
            format: sleuth_core::record::RECORD_FORMAT,
            game: live.game_id.clone(),
            rules_version: live.rules_version,
            config: live.config.clone(),
            rng: sleuth_core::rng::RNG_ALGORITHM.to_owned(),
            seed: live.seed,
            actions: live
                .actions
                .iter()
                .map(|(seat, action)| sleuth_core::RecordedAction {
                    seat: *seat,
                    action: action.clone(),
                })
                .collect(),
        })
    }

    /// The post-game analysis of a finished match (`sleuth_core::analysis`): per
    /// seat, the probability of the truth after each action and the first action
    /// after which the solution was certain. Computed on a blocking thread once.
    pub async fn analysis(self: &Arc<Self>, id: &str) -> Result<Arc<Value>, ApiError> {
        if let Some(done) = self.analyses.lock().expect("analysis cache").get(id) {
            return Ok(Arc::clone(done));
        }
        let record = self.record(id).await?;
        let app = Arc::clone(self);
        let analysed = tokio::task::spawn_blocking(move || app.registry.analyse(&record))
            .await
            .map_err(ApiError::server)?;
        let analysis = match analysed {
            Ok(analysis) => Arc::new(serde_json::to_value(analysis).map_err(ApiError::server)?),
            Err(err @ sleuth_core::AnalysisError::NoSolver(_)) => {
                return Err(ApiError::new("not_found", err.to_string()));
            }
            Err(err) => return Err(ApiError::server(err)),
        };
        self.analyses
            .lock()
            .expect("analysis cache")
            .insert(id.to_owned(), Arc::clone(&analysis));
        Ok(analysis)
    }

    /// The everyone-view of a finished match after `step` actions, with the
    /// action that made it and that action's events. Everything comes from the
    /// redacted record (`App::record_for` without a seat), so private free text
    /// reaches no one here: its events are those the redacted action makes.
    pub async fn replay_step(&self, id: &str, step: usize) -> Result<Value, ApiError> {
        let record = self.record_for(id, None).await?;
        let steps = record.actions.len();
        if step > steps {
            return Err(ApiError::new(
                "not_found",
                format!("this match has steps 0 to {steps}"),
            ));
        }
        let mut short = record.clone();
        short.actions.truncate(step.saturating_sub(1));
        let mut replayed = self
            .registry
            .replay(&short)
            .map_err(|e| ApiError::new("server", e.to_string()))?;
        let mut events = Vec::new();
        let mut action = Value::Null;
        if step > 0 {
            let last = &record.actions[step - 1];
            let played = replayed
                .game
                .play(last.seat, &last.action)
                .map_err(|e| ApiError::new("server", format!("step {step}: {e}")))?;
            events = played
                .into_iter()
                .map(|e| json!({"audience": e.audience, "body": e.body}))
                .collect();
            action = json!({"seat": last.seat, "action": last.action});
        }
        Ok(json!({
            "step": step,
            "steps": steps,
            "view": replayed.game.view(Viewer::Everyone),
            "events": events,
            "action": action,
        }))
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
