//! The live match and its handle: one match's state in memory (seats, game,
//! versioned per-audience events, chat once loaded), the serialised-message
//! cache, and the handle's channels and flags that tell connections a new
//! version exists. It owns no store access and starts no task: the other rooms
//! of `live` change a `LiveMatch` under its lock and announce through its handle.

use std::collections::HashMap;

use axum::extract::ws::Utf8Bytes;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use serde::Serialize;
use serde_json::{Value, json};
use sleuth_core::{Audience, ErasedBot, ErasedMatch, Outcome, Seat, Viewer};
use tokio::sync::{Mutex, broadcast};

use crate::clock::{ClockRule, Clocks};
use crate::store::{ChatRow, SeatRating, SeatRow};

use super::{
    LEGAL_ACTIONS_LIMIT, MatchOptions, Notice, SeatPresence, Status, hash_token, json_text, now_ms,
    rfc3339,
};

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
    /// The event's body as compact JSON text: a `serde_json::Value` costs several
    /// times its text in memory, and every state message would serialise it again.
    pub body_json: Box<str>,
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
    /// This node's sockets per seat (the WebSocket sessions keep it).
    pub connected: Vec<u32>,
    /// Since when each seat has had no socket, and the other nodes' sockets
    /// (`presence.rs`).
    pub presence: SeatPresence,
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
    pub(crate) bots: HashMap<u8, Box<dyn ErasedBot>>,
    /// Seats this node's actions made newly to move, not yet considered for a
    /// push message (`alerts.rs`; taken when the actions are published).
    pub(crate) turn_alerts: Vec<usize>,
    /// The accounts' rating changes this match wrote when it finished rated, as
    /// the store's results rows say (kept from the finishing commit, or read back
    /// with the match); empty before, and for a match that changed no rating.
    pub rating_rows: Vec<SeatRating>,
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

/// The most bytes of spectator updates a match keeps besides the newest one.
/// Each update carries the whole spectator view (1-7 KB in mid-game, 17 KB at
/// the end of a Watson & Holmes case), so sixteen would hold up to a quarter of a
/// megabyte per table; a spectator further behind than what is kept builds its
/// message under the match lock, as it always could.
pub const SPECTATOR_UPDATE_BYTES_KEPT: usize = 8 * 1024;

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

    /// Drops what an ended match nobody is connected to keeps only for
    /// connections (see [`LiveMatch::shed_after_end`]): the published spectator
    /// updates and lobby snapshot (a full spectator view). A spectator who
    /// connects later builds its messages under the match's lock.
    pub(crate) fn shed_after_end(&self, live: &mut LiveMatch) -> bool {
        if !live.ended() {
            return false;
        }
        let mut shed = live.shed_after_end();
        let mut updates = self
            .spectator_updates
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        shed |= !updates.is_empty();
        *updates = std::collections::VecDeque::new();
        drop(updates);
        shed |= self
            .lobby_snapshot
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
            .is_some();
        shed
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
    pub(crate) lobby_snapshot: std::sync::RwLock<Option<Arc<LobbySnapshot>>>,
    /// The last actions' updates for spectators, oldest first, one per version
    /// (see [`SpectatorUpdate`]); at most [`SPECTATOR_UPDATES_KEPT`], and at most
    /// [`SPECTATOR_UPDATE_BYTES_KEPT`] bytes besides the newest; empty while no
    /// spectator of this node watches (`spectators_here`).
    pub spectator_updates: std::sync::RwLock<std::collections::VecDeque<SpectatorUpdate>>,
    /// This node's connections watching the match as spectators (after their
    /// `hello`; `ws::SpectatorMark`). With none, actions publish no spectator
    /// updates: building and keeping them would be for nobody.
    pub spectators_here: Arc<AtomicUsize>,
    /// Set while a task plays this match's bot seats (at most one at a time).
    pub(crate) bot_driver: AtomicBool,
    /// Set while a task of this node watches the match's clocks.
    pub(crate) clock_watcher: AtomicBool,
}

impl MatchHandle {
    pub(crate) fn new(live: LiveMatch) -> Arc<MatchHandle> {
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
            spectators_here: Arc::new(AtomicUsize::new(0)),
            bot_driver: AtomicBool::new(false),
            clock_watcher: AtomicBool::new(false),
        })
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct SeatSummary {
    pub seat: u8,
    pub kind: &'static str,
    pub name: Option<String>,
    pub bot: Option<String>,
    /// A bot, or a person with a connection to the match on any node.
    pub connected: bool,
    /// The seat is an account's (its name is the account's, with a profile page).
    pub account: bool,
    /// The bot playing this person's seat while they are away.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<String>,
    /// How long this person's seat has had no connection on any node, in
    /// milliseconds when the summary was made (absent while connected, and for
    /// bots and empty seats).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub away_ms: Option<u64>,
    /// With `hand_over_after_ms`: what handing this person's seat over does: a
    /// bot plays it (`bot`), the game plays the person's leaving and opens the
    /// seat to anyone with the invite link (`open`), or the match ends (`end`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand_over: Option<&'static str>,
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
    /// Players may open the learning aid (`MatchOptions::learning_aid`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub learning_aid: bool,
    /// A game's guided tutorial (`MatchOptions::tutorial`): a guest's solo
    /// match, left out of the public match list.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub tutorial: bool,
    /// A private match (`MatchOptions::private`), left out of the public list.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRule>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clocks: Option<ClocksSummary>,
    /// Each account's rating change, once a rated match has finished and written
    /// its results (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_changes: Option<Vec<RatingChange>>,
    /// In a match in play without a clock: how long a person's seat must have
    /// had no connection before another seated person may hand it over
    /// (`{"type": "hand_over"}`; absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand_over_after_ms: Option<u64>,
    /// The shipped case, puzzle or scenario's title in the match's content
    /// language (config `language`), when that is not English: the games'
    /// menus (`GET /api/games`) name their pieces in English only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content_title: Option<ContentTitle>,
}

/// A piece of shipped content named in a match's content language: the config
/// key that names it (`case`, `puzzle`, `scenario`) and its title there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ContentTitle {
    pub key: &'static str,
    pub title: String,
}

/// The games as this module asks them for content titles (the registry is the
/// same list the server hosts; only their shipped content is read from it).
fn content_registry() -> &'static sleuth_core::Registry {
    static REGISTRY: OnceLock<sleuth_core::Registry> = OnceLock::new();
    REGISTRY.get_or_init(sleuth_games::registry)
}

/// Titles already found, by (game, piece, language); `None`: the piece has no
/// title in that language. A title is found once per process: it is read from
/// a spectator's view of a match set up with the piece in the language, which
/// is what its table shows (every game that picks content shows its title).
type TitleCache = std::sync::Mutex<HashMap<(String, String, String), Option<String>>>;

fn title_cache() -> &'static TitleCache {
    static CACHE: OnceLock<TitleCache> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// The title of the shipped piece `piece` of `game_id` in `language`, as its
/// table shows it; `None` when the piece does not exist in that language.
pub fn shipped_title(game_id: &str, piece: &str, language: &str) -> Option<String> {
    let cache_key = (game_id.to_owned(), piece.to_owned(), language.to_owned());
    if let Some(found) = title_cache()
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(&cache_key)
    {
        return found.clone();
    }
    let found = read_shipped_title(game_id, piece, language);
    title_cache()
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(cache_key, found.clone());
    found
}

fn read_shipped_title(game_id: &str, piece: &str, language: &str) -> Option<String> {
    let key = sleuth_games::content_stats::content_kind(game_id)?.config_key;
    let host = content_registry().get(game_id)?;
    let info = host.info();
    let mut config = host.default_config(info.min_players.max(2).min(info.max_players));
    let object = config.as_object_mut()?;
    object.insert(key.to_owned(), Value::String(piece.to_owned()));
    object.insert("language".to_owned(), Value::String(language.to_owned()));
    let game = host.new_match(&config, 0).ok()?;
    let view = game.view(Viewer::Spectator);
    view.get("title")
        .and_then(Value::as_str)
        .filter(|title| !title.is_empty())
        .map(str::to_owned)
}

/// The titles of every shipped piece of `game_id` that exists in `language`,
/// by piece id (empty for a game whose lobby picks no content). For the
/// lobby's menu, whose pieces `GET /api/games` names in English
/// (`GET /api/games/{id}/content-titles?lang=`).
pub fn shipped_titles(game_id: &str, language: &str) -> std::collections::BTreeMap<String, String> {
    let Some(kind) = sleuth_games::content_stats::content_kind(game_id) else {
        return Default::default();
    };
    let Some(host) = content_registry().get(game_id) else {
        return Default::default();
    };
    let info = host.info();
    let Some(variant) = info.variants.iter().find(|v| v.key == kind.config_key) else {
        return Default::default();
    };
    variant
        .choices
        .iter()
        .filter_map(|piece| shipped_title(game_id, piece, language).map(|t| (piece.clone(), t)))
        .collect()
}

/// The title of the shipped piece a match's config names, in the config's
/// content language, when that is not English (English titles are the games'
/// menu labels). Content written for one match (a Lateral Master's own puzzle,
/// a studio draft, a library piece) carries its own title in its config.
pub fn content_title(game_id: &str, config: &Value) -> Option<ContentTitle> {
    let language = config.get("language")?.as_str()?;
    if language == sleuth_i18n::REFERENCE {
        return None;
    }
    let written_for_the_match = ["custom", "library", "draft"]
        .iter()
        .any(|key| config.get(*key).is_some_and(|v| !v.is_null()));
    if written_for_the_match {
        return None;
    }
    let key = sleuth_games::content_stats::content_kind(game_id)?.config_key;
    let piece = config.get(key)?.as_str()?;
    let title = shipped_title(game_id, piece, language)?;
    Some(ContentTitle { key, title })
}

/// One account's rating change in a finished rated match, as its results row
/// says: the rating as people see it (mu - 3 sigma, to a tenth) before and
/// after, the change, and whether the seat forfeited (a stand-in bot was playing
/// it at the end: placed last, never a win).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingChange {
    pub seat: u8,
    /// The seat's name (the account's).
    pub name: String,
    pub before: f64,
    pub after: f64,
    /// `after - before`, to a tenth.
    pub change: f64,
    pub forfeit: bool,
}

impl LiveMatch {
    pub fn version(&self) -> u64 {
        self.actions.len() as u64
    }

    /// Whether the match has ended (with a result or abandoned): nothing more
    /// will be played in it.
    pub fn ended(&self) -> bool {
        matches!(self.status, Status::Finished | Status::Abandoned)
    }

    /// Drops what only play and connected viewers need from an ended match
    /// nobody is connected to: its bots (their beliefs), the serialised state
    /// messages, the pending turn alerts, and the slack of its action and event
    /// lists. What its page, record, replay and analysis read (summary, game,
    /// actions, events, chat) stays, until the whole match leaves memory
    /// (`App::evict_finished`). A viewer who connects later has its messages
    /// built again. Returns whether anything was dropped. A match in play is
    /// left as it is.
    pub(crate) fn shed_after_end(&mut self) -> bool {
        if !self.ended() {
            return false;
        }
        let had = !self.bots.is_empty()
            || !self.message_cache.entries.is_empty()
            || !self.turn_alerts.is_empty()
            || self.actions.capacity() > self.actions.len()
            || self.events.capacity() > self.events.len();
        self.bots = HashMap::new();
        self.message_cache = MessageCache::default();
        self.turn_alerts = Vec::new();
        self.actions.shrink_to_fit();
        self.events.shrink_to_fit();
        had
    }

    /// How many bots this match holds in memory (tests of `shed_after_end`).
    pub fn bots_in_memory(&self) -> usize {
        self.bots.len()
    }

    /// How many serialised state messages this match holds (tests).
    pub fn cached_messages(&self) -> usize {
        self.message_cache.entries.len()
    }

    /// Records an action the game has just applied, and its events under the
    /// version it made.
    pub(crate) fn push_action(
        &mut self,
        seat: Seat,
        action: Value,
        events: Vec<sleuth_core::Event<Value>>,
    ) {
        self.actions.push((seat, action));
        let version = self.version();
        self.events
            .extend(events.into_iter().map(|e| VersionedEvent {
                version,
                audience: e.audience,
                body_json: e.body.to_string().into_boxed_str(),
            }));
    }

    pub fn summary(&self) -> MatchSummary {
        let now = now_ms();
        let hand_over_after_ms = (self.status == Status::Playing
            && self.options.clock.is_none()
            && !self.options.tutorial)
            .then(|| self.presence.hand_over_after_ms());
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let (kind, name, bot) = match row {
                    SeatRow::Empty => ("empty", None, None),
                    SeatRow::Human { name, .. } => ("human", Some(name.clone()), None),
                    SeatRow::Bot { bot } => {
                        // A tutorial's script names its bot seats for its story.
                        let named = self
                            .options
                            .tutorial
                            .then(|| self.options.seat_names.get(i))
                            .flatten();
                        let name = named.cloned().unwrap_or_else(|| format!("{bot} bot"));
                        ("bot", Some(name), Some(bot.clone()))
                    }
                };
                let (account, stand_in) = match row {
                    SeatRow::Human {
                        account, stand_in, ..
                    } => (account.is_some(), stand_in.clone()),
                    _ => (false, None),
                };
                let local = self.connected.get(i).copied().unwrap_or(0);
                let human = matches!(row, SeatRow::Human { .. });
                let away_ms = human
                    .then(|| self.presence.away_since(i, local))
                    .flatten()
                    .map(|since| (now - since).max(0) as u64);
                SeatSummary {
                    seat: i as u8,
                    kind,
                    name,
                    bot,
                    connected: matches!(row, SeatRow::Bot { .. })
                        || (human && self.presence.connected(i, local)),
                    account,
                    stand_in,
                    away_ms,
                    hand_over: (human && hand_over_after_ms.is_some())
                        .then(|| self.presence.hand_over_outcome(self.game.as_deref(), i)),
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
            learning_aid: self.options.learning_aid,
            tutorial: self.options.tutorial,
            private: self.options.private,
            clock: self.options.clock,
            clocks: self.clocks_summary(),
            rating_changes: self.rating_changes(),
            hand_over_after_ms,
            content_title: content_title(&self.game_id, &self.config),
        }
    }

    /// The accounts' rating changes of this match once it finished rated, read
    /// from its `rating_rows` (`None` before, for
    /// an unrated match, or with no account's rating changed).
    pub fn rating_changes(&self) -> Option<Vec<RatingChange>> {
        if self.status != Status::Finished || !self.options.rated {
            return None;
        }
        let changes: Vec<RatingChange> = self
            .rating_rows
            .iter()
            .map(|row| {
                let name = match self.seats.get(usize::from(row.seat)) {
                    Some(SeatRow::Human { name, .. }) => name.clone(),
                    _ => super::lobby::seat_words(row.seat),
                };
                let before = crate::rating::shown(row.before);
                let after = crate::rating::shown(row.after);
                RatingChange {
                    seat: row.seat,
                    name,
                    before,
                    after,
                    change: ((after - before) * 10.0).round() / 10.0,
                    forfeit: row.forfeit,
                }
            })
            .collect();
        (!changes.is_empty()).then_some(changes)
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

    /// Whether seat `i` has a socket on any node (this node's count, and the
    /// other nodes' through `presence`).
    pub fn seat_connected(&self, i: usize) -> bool {
        self.presence
            .connected(i, self.connected.get(i).copied().unwrap_or(0))
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

    /// The events after `since` that `viewer` may see, as a JSON array of
    /// `{"version", "body"}` objects.
    pub fn events_text(&self, viewer: Viewer, since: u64) -> String {
        let mut text = String::from("[");
        for event in self
            .events
            .iter()
            .filter(|e| e.version > since && e.audience.includes(viewer))
        {
            if text.len() > 1 {
                text.push(',');
            }
            text.push_str("{\"version\":");
            text.push_str(&event.version.to_string());
            text.push_str(",\"body\":");
            text.push_str(&event.body_json);
            text.push('}');
        }
        text.push(']');
        text
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
        let events = self.events_text(viewer, since);
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
pub(crate) fn clock_seats_of(game: &dyn ErasedMatch, seats: &[SeatRow]) -> Vec<usize> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    game.waiting_for()
        .iter()
        .map(|s| s.index())
        .filter(|&i| matches!(seats.get(i), Some(SeatRow::Human { stand_in: None, .. })))
        .collect()
}
