//! Persistence: matches, seats and accepted actions. An action is committed here
//! before anyone is told of it; on start a node rebuilds every match by replaying
//! its stored actions.
//!
//! Two backends with the same behaviour (the tests in `tests/store.rs` run against
//! both): [`sqlite`], the embedded default for one node, whose appends from many
//! matches share one fsync'd transaction (group commit); and [`postgres`], for
//! several nodes on one database, where a conflicting write fails instead of
//! forking a log, every change is announced to the other nodes with NOTIFY, and an
//! advisory lock says which node drives a match's bots.
//!
//! Every write that another node could race with is a compare-and-set: a seat
//! changes only from the row the caller saw, a status only from the status the
//! caller saw, and action `i` only if there is none yet. A lost race is
//! [`StoreError::Conflict`] and writes nothing.

pub mod postgres;
pub mod sqlite;

/// The tables, the same on both backends (SQLite reads `BIGINT` as an integer
/// column; files made when it said `INTEGER` are the same to it).
pub(crate) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version BIGINT NOT NULL,
    config TEXT NOT NULL,
    seed TEXT NOT NULL,
    status TEXT NOT NULL,
    host_token_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT,
    bot TEXT,
    token_hash TEXT,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    match_id TEXT NOT NULL REFERENCES matches(id),
    idx BIGINT NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
CREATE TABLE IF NOT EXISTS chat (
    match_id TEXT NOT NULL REFERENCES matches(id),
    idx BIGINT NOT NULL,
    seat BIGINT,
    name TEXT NOT NULL,
    body TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
CREATE TABLE IF NOT EXISTS rematches (
    match_id TEXT PRIMARY KEY REFERENCES matches(id),
    rematch_id TEXT NOT NULL REFERENCES matches(id)
);
CREATE TABLE IF NOT EXISTS campaigns (
    game TEXT NOT NULL,
    grp TEXT NOT NULL,
    progress TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game, grp)
);
";

use serde_json::Value;
use sleuth_core::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatRow {
    Empty,
    Human { name: String, token_hash: String },
    Bot { bot: String },
}

impl SeatRow {
    /// (kind, name, bot, token hash) as stored.
    fn columns(&self) -> (&'static str, Option<&str>, Option<&str>, Option<&str>) {
        match self {
            SeatRow::Empty => ("empty", None, None, None),
            SeatRow::Human { name, token_hash } => (
                "human",
                Some(name.as_str()),
                None,
                Some(token_hash.as_str()),
            ),
            SeatRow::Bot { bot } => ("bot", None, Some(bot.as_str()), None),
        }
    }

    fn from_columns(
        kind: &str,
        name: Option<String>,
        bot: Option<String>,
        token_hash: Option<String>,
    ) -> SeatRow {
        match kind {
            "human" => SeatRow::Human {
                name: name.unwrap_or_default(),
                token_hash: token_hash.unwrap_or_default(),
            },
            "bot" => SeatRow::Bot {
                bot: bot.unwrap_or_default(),
            },
            _ => SeatRow::Empty,
        }
    }
}

/// A stored match, as loaded at start (or, from [`Store::load_match`], with only
/// the actions from a given index on).
#[derive(Clone, Debug)]
pub struct StoredMatch {
    pub id: String,
    pub game: String,
    pub rules_version: u32,
    pub config: Value,
    pub seed: u64,
    pub status: String,
    pub host_token_hash: String,
    pub created_at: i64,
    pub seats: Vec<SeatRow>,
    /// The stored actions from `first_action` on, in order.
    pub actions: Vec<(Seat, Value)>,
    pub first_action: u64,
}

/// One chat message of a match (issue 15), as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    /// Its place in the match's chat, from 0.
    pub index: u64,
    /// The writer's seat; `None` for a spectator.
    pub seat: Option<u8>,
    /// The writer's display name when it wrote.
    pub name: String,
    /// The text, checked (`names::chat_text`), stored and sent as plain text.
    pub text: String,
    /// Server time, seconds since 1970.
    pub at: i64,
}

/// A new match's first rows.
#[derive(Clone, Debug)]
pub struct NewMatch {
    pub id: String,
    pub game: String,
    pub rules_version: u32,
    pub config: Value,
    pub seed: u64,
    pub host_token_hash: String,
    pub created_at: i64,
    pub seats: usize,
}

/// One accepted action to commit.
#[derive(Debug)]
pub struct Append {
    pub match_id: String,
    pub index: u64,
    pub seat: Seat,
    pub action: Value,
    /// The match's new status, when this action changed it.
    pub new_status: Option<&'static str>,
    /// A campaign group's progress to update in the same transaction.
    pub campaign: Option<CampaignWrite>,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database error: {0}")]
    Postgres(#[from] tokio_postgres::Error),
    /// A write lost a race with another node (or repeated one): nothing was written.
    #[error("conflict: {0}")]
    Conflict(String),
    /// A batch this write belonged to failed as a whole (the message is the cause).
    #[error("database error: {0}")]
    Failed(String),
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
}

impl StoreError {
    pub fn is_conflict(&self) -> bool {
        matches!(self, StoreError::Conflict(_))
    }
}

/// A campaign group's progress to update in the same transaction as the action that
/// finished one of its matches: `update` gets the stored progress (JSON text, `None`
/// for a new group) and returns the new one, or an error that leaves it unchanged.
pub struct CampaignWrite {
    pub game: String,
    pub group: String,
    pub updated_at: i64,
    #[allow(clippy::type_complexity)]
    pub update: Box<dyn FnOnce(Option<String>) -> Result<String, String> + Send>,
}

impl std::fmt::Debug for CampaignWrite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CampaignWrite")
            .field("game", &self.game)
            .field("group", &self.group)
            .finish_non_exhaustive()
    }
}

/// What another node changed, as announced by the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// This match changed (created, a seat, its status or a new action).
    Match(String),
    /// Announcements may have been missed (the listening connection was lost and is
    /// back): everything should be checked again.
    Resync,
}

/// The store of one node. Cheap to clone; every call is async (SQLite's run on
/// blocking threads).
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
}

#[derive(Clone, Debug)]
enum Backend {
    Sqlite(sqlite::SqliteStore),
    Postgres(postgres::PgStore),
}

impl Store {
    /// The SQLite file at `path` (created if missing).
    pub fn open(path: &std::path::Path) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Sqlite(sqlite::SqliteStore::open(path)?),
        })
    }

    /// An in-memory SQLite database (tests, `sleuth serve` without a data directory).
    pub fn in_memory() -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Sqlite(sqlite::SqliteStore::in_memory()?),
        })
    }

    /// The PostgreSQL database at `url` (`postgres://user@host:port/db`); the
    /// tables are created if missing.
    pub async fn connect_postgres(url: &str) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Postgres(postgres::PgStore::connect(url).await?),
        })
    }

    /// Whether other nodes may write to this store (PostgreSQL): a node must then
    /// follow [`Store::changes`] and claim a match's bots before driving them.
    pub fn is_shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Which backend, for logs: "sqlite" or "postgres".
    pub fn kind(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite(_) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    pub async fn create_match(&self, new: NewMatch) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                blocking(move || s.create_match(&new)).await
            }
            Backend::Postgres(p) => p.create_match(&new).await,
        }
    }

    /// Sets a seat's row, only if it is still `expected` (else `Conflict`); with
    /// `config`, stores the match's new config in the same transaction (a per-seat
    /// choice made when joining, `GameInfo::seat_choice`).
    pub async fn set_seat(
        &self,
        match_id: &str,
        seat: Seat,
        expected: &SeatRow,
        row: &SeatRow,
        config: Option<&Value>,
    ) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let (s, id, expected, row, config) = (
                    s.clone(),
                    match_id.to_owned(),
                    expected.clone(),
                    row.clone(),
                    config.cloned(),
                );
                blocking(move || s.set_seat(&id, seat, &expected, &row, config.as_ref())).await
            }
            Backend::Postgres(p) => p.set_seat(match_id, seat, expected, row, config).await,
        }
    }

    /// Moves a match from status `from` to `to`; `Conflict` if it was not `from`.
    pub async fn set_status(&self, match_id: &str, from: &str, to: &str) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let (s, id, from, to) = (
                    s.clone(),
                    match_id.to_owned(),
                    from.to_owned(),
                    to.to_owned(),
                );
                blocking(move || s.set_status(&id, &from, &to)).await
            }
            Backend::Postgres(p) => p.set_status(match_id, from, to).await,
        }
    }

    /// Commits one action (and its new status, and a campaign's new progress) in
    /// one transaction; `Conflict` if the match already has an action at that index.
    /// Returns once the action is durable.
    pub async fn append_action(&self, append: Append) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                blocking(move || s.append_action(append)).await
            }
            Backend::Postgres(p) => p.append_action(append).await,
        }
    }

    /// Appends a chat message to its match; `Conflict` if the match already has one
    /// at that index (another node wrote first).
    pub async fn append_chat(&self, match_id: &str, row: &ChatRow) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let (s, id, row) = (s.clone(), match_id.to_owned(), row.clone());
                blocking(move || s.append_chat(&id, &row)).await
            }
            Backend::Postgres(p) => p.append_chat(match_id, row).await,
        }
    }

    /// Records `rematch_id` as the rematch of `match_id`; `Conflict` if it already
    /// has one (another seat or node made it first).
    pub async fn set_rematch(&self, match_id: &str, rematch_id: &str) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let (s, id, re) = (s.clone(), match_id.to_owned(), rematch_id.to_owned());
                blocking(move || s.set_rematch(&id, &re)).await
            }
            Backend::Postgres(p) => p.set_rematch(match_id, rematch_id).await,
        }
    }

    /// Every (match, its rematch) pair.
    pub async fn rematches(&self) -> Result<Vec<(String, String)>, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                blocking(move || s.rematches(None)).await
            }
            Backend::Postgres(p) => p.rematches(None).await,
        }
    }

    /// The rematch of one match, if it has one.
    pub async fn rematch_of(&self, match_id: &str) -> Result<Option<String>, StoreError> {
        let pairs = match &self.backend {
            Backend::Sqlite(s) => {
                let (s, id) = (s.clone(), match_id.to_owned());
                blocking(move || s.rematches(Some(&id))).await?
            }
            Backend::Postgres(p) => p.rematches(Some(match_id)).await?,
        };
        Ok(pairs.into_iter().next().map(|(_, re)| re))
    }

    /// A match's chat messages from index `first` on, in order.
    pub async fn load_chat(&self, match_id: &str, first: u64) -> Result<Vec<ChatRow>, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let (s, id) = (s.clone(), match_id.to_owned());
                blocking(move || s.load_chat(&id, first)).await
            }
            Backend::Postgres(p) => p.load_chat(match_id, first).await,
        }
    }

    /// A campaign group's stored progress (JSON text), `None` for a group that has
    /// not finished a match yet.
    pub async fn campaign_progress(
        &self,
        game: &str,
        group: &str,
    ) -> Result<Option<String>, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let (s, game, group) = (s.clone(), game.to_owned(), group.to_owned());
                blocking(move || s.campaign_progress(&game, &group)).await
            }
            Backend::Postgres(p) => p.campaign_progress(game, group).await,
        }
    }

    /// Every stored match, oldest first, with all its actions.
    pub async fn load_all(&self) -> Result<Vec<StoredMatch>, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                blocking(move || s.load_all()).await
            }
            Backend::Postgres(p) => p.load_all().await,
        }
    }

    /// One match with its actions from index `first_action` on; `None` if there is
    /// no such match.
    pub async fn load_match(
        &self,
        match_id: &str,
        first_action: u64,
    ) -> Result<Option<StoredMatch>, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let (s, id) = (s.clone(), match_id.to_owned());
                blocking(move || s.load_match(&id, first_action)).await
            }
            Backend::Postgres(p) => p.load_match(match_id, first_action).await,
        }
    }

    /// The host token hash of a match, if the match exists (for tests and tools).
    pub async fn host_token_hash(&self, match_id: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .load_match(match_id, u64::MAX)
            .await?
            .map(|m| m.host_token_hash))
    }

    /// Changes made by any node (this one included), for a shared store; `None` for
    /// SQLite, which only this node writes.
    /// Listening has begun when this returns: no change committed afterwards is missed.
    pub async fn changes(
        &self,
    ) -> Result<Option<tokio::sync::mpsc::UnboundedReceiver<Change>>, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(None),
            Backend::Postgres(p) => Ok(Some(p.listen().await?)),
        }
    }

    /// Whether this node may drive the bots of `match_id`: always with SQLite; with
    /// PostgreSQL, while this node holds the match's advisory lock (taken here if
    /// free; it is released when the node's connection ends, so another node takes
    /// over the bots of a node that died).
    pub async fn claim_bots(&self, match_id: &str) -> Result<bool, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(true),
            Backend::Postgres(p) => p.claim_bots(match_id).await,
        }
    }

    /// Gives up the bots of a finished match (a no-op with SQLite).
    pub async fn release_bots(&self, match_id: &str) {
        if let Backend::Postgres(p) = &self.backend {
            p.release_bots(match_id).await;
        }
    }
}

/// Runs a blocking store call on tokio's blocking pool.
async fn blocking<T: Send + 'static>(
    call: impl FnOnce() -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    match tokio::task::spawn_blocking(call).await {
        Ok(result) => result,
        Err(join) => Err(StoreError::Failed(format!("a store call failed: {join}"))),
    }
}
