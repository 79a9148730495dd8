//! Persistence: matches, seats and accepted actions in an embedded SQLite file.
//! An action is committed here before anyone is told of it; on start the server
//! rebuilds every match by replaying its stored actions.

use std::path::Path;
use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;
use sleuth_core::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatRow {
    Empty,
    Human { name: String, token_hash: String },
    Bot { bot: String },
}

/// A stored match, as loaded at start.
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
    pub actions: Vec<(Seat, Value)>,
}

/// A stored value that does not parse: reported as a database error.
fn corrupt(what: &str, field: &str, err: impl std::fmt::Display) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(
        format!("{what}: stored {field} is corrupt: {err}").into(),
    )
}

#[derive(Debug, thiserror::Error)]
#[error("database error: {0}")]
pub struct StoreError(#[from] rusqlite::Error);

/// The SQLite store. Calls block; async callers go through `spawn_blocking`.
#[derive(Clone, Debug)]
pub struct Store {
    conn: Arc<Mutex<Connection>>,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version INTEGER NOT NULL,
    config TEXT NOT NULL,
    seed TEXT NOT NULL,
    status TEXT NOT NULL,
    host_token_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL
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
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
CREATE TABLE IF NOT EXISTS campaigns (
    game TEXT NOT NULL,
    grp TEXT NOT NULL,
    progress TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game, grp)
);
";

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

impl Store {
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let conn = Connection::open(path)?;
        Self::init(conn)
    }

    pub fn in_memory() -> Result<Store, StoreError> {
        Self::init(Connection::open_in_memory()?)
    }

    fn init(conn: Connection) -> Result<Store, StoreError> {
        // WAL with synchronous=FULL: a committed action survives a crash of the
        // process and of the machine.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.execute_batch(SCHEMA)?;
        Ok(Store {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    fn with<T>(
        &self,
        f: impl FnOnce(&mut Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StoreError> {
        let mut conn = self
            .conn
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        Ok(f(&mut conn)?)
    }

    #[allow(clippy::too_many_arguments)]
    pub fn create_match(
        &self,
        id: &str,
        game: &str,
        rules_version: u32,
        config: &Value,
        seed: u64,
        host_token_hash: &str,
        created_at: i64,
        seats: usize,
    ) -> Result<(), StoreError> {
        self.with(|conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "INSERT INTO matches (id, game, rules_version, config, seed, status, host_token_hash, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, 'open', ?6, ?7)",
                params![id, game, rules_version, config.to_string(), seed.to_string(), host_token_hash, created_at],
            )?;
            for seat in 0..seats {
                tx.execute(
                    "INSERT INTO seats (match_id, seat, kind) VALUES (?1, ?2, 'empty')",
                    params![id, seat as i64],
                )?;
            }
            tx.commit()
        })
    }

    pub fn set_seat(&self, match_id: &str, seat: Seat, row: &SeatRow) -> Result<(), StoreError> {
        self.with(|conn| update_seat(conn, match_id, seat, row))
    }

    /// Takes a seat and, in the same transaction, stores the match's new config (a
    /// per-seat choice made when joining, `GameInfo::seat_choice`).
    pub fn set_seat_and_config(
        &self,
        match_id: &str,
        seat: Seat,
        row: &SeatRow,
        config: &serde_json::Value,
    ) -> Result<(), StoreError> {
        self.with(|conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "UPDATE matches SET config = ?2 WHERE id = ?1",
                params![match_id, config.to_string()],
            )?;
            update_seat(&tx, match_id, seat, row)?;
            tx.commit()
        })
    }

    pub fn set_status(&self, match_id: &str, status: &str) -> Result<(), StoreError> {
        self.with(|conn| {
            conn.execute(
                "UPDATE matches SET status = ?2 WHERE id = ?1",
                params![match_id, status],
            )
            .map(drop)
        })
    }

    /// Commits action `index` of a match (and its new status, if it changed), and,
    /// when the action finished a campaign match, the group's new progress in the
    /// same transaction: a finished match is noted exactly once.
    pub fn append_action(
        &self,
        match_id: &str,
        index: u64,
        seat: Seat,
        action: &Value,
        new_status: Option<&str>,
        campaign: Option<CampaignWrite>,
    ) -> Result<(), StoreError> {
        self.with(|conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "INSERT INTO actions (match_id, idx, seat, action) VALUES (?1, ?2, ?3, ?4)",
                params![
                    match_id,
                    index as i64,
                    i64::from(seat.0),
                    action.to_string()
                ],
            )?;
            if let Some(status) = new_status {
                tx.execute(
                    "UPDATE matches SET status = ?2 WHERE id = ?1",
                    params![match_id, status],
                )?;
            }
            if let Some(write) = campaign {
                let stored: Option<String> = tx
                    .query_row(
                        "SELECT progress FROM campaigns WHERE game = ?1 AND grp = ?2",
                        params![write.game, write.group],
                        |row| row.get(0),
                    )
                    .optional()?;
                match (write.update)(stored) {
                    Ok(progress) => {
                        tx.execute(
                            "INSERT INTO campaigns (game, grp, progress, updated_at) VALUES (?1, ?2, ?3, ?4)
                             ON CONFLICT (game, grp) DO UPDATE SET progress = ?3, updated_at = ?4",
                            params![write.game, write.group, progress, write.updated_at],
                        )?;
                    }
                    Err(err) => tracing::warn!(
                        game = %write.game,
                        group = %write.group,
                        "campaign progress left unchanged: {err}"
                    ),
                }
            }
            tx.commit()
        })
    }

    /// A campaign group's stored progress (JSON text), `None` for a group that has
    /// not finished a match yet.
    pub fn campaign_progress(&self, game: &str, group: &str) -> Result<Option<String>, StoreError> {
        self.with(|conn| {
            conn.query_row(
                "SELECT progress FROM campaigns WHERE game = ?1 AND grp = ?2",
                params![game, group],
                |row| row.get(0),
            )
            .optional()
        })
    }

    pub fn load_all(&self) -> Result<Vec<StoredMatch>, StoreError> {
        self.with(|conn| {
            let mut matches = Vec::new();
            let mut stmt = conn.prepare(
                "SELECT id, game, rules_version, config, seed, status, host_token_hash, created_at FROM matches ORDER BY created_at, id",
            )?;
            let rows = stmt.query_map([], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, u32>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, String>(4)?,
                    row.get::<_, String>(5)?,
                    row.get::<_, String>(6)?,
                    row.get::<_, i64>(7)?,
                ))
            })?;
            for row in rows {
                let (id, game, rules_version, config, seed, status, host_token_hash, created_at) = row?;
                let config = serde_json::from_str(&config).map_err(|e| corrupt(&id, "config", e))?;
                let seed = seed.parse().map_err(|e| corrupt(&id, "seed", e))?;
                matches.push(StoredMatch {
                    id,
                    game,
                    rules_version,
                    config,
                    seed,
                    status,
                    host_token_hash,
                    created_at,
                    seats: Vec::new(),
                    actions: Vec::new(),
                });
            }
            for m in &mut matches {
                let mut stmt = conn.prepare(
                    "SELECT kind, name, bot, token_hash FROM seats WHERE match_id = ?1 ORDER BY seat",
                )?;
                let seats = stmt.query_map(params![m.id], |row| {
                    let kind: String = row.get(0)?;
                    Ok(match kind.as_str() {
                        "human" => SeatRow::Human {
                            name: row.get::<_, Option<String>>(1)?.unwrap_or_default(),
                            token_hash: row.get::<_, Option<String>>(3)?.unwrap_or_default(),
                        },
                        "bot" => SeatRow::Bot { bot: row.get::<_, Option<String>>(2)?.unwrap_or_default() },
                        _ => SeatRow::Empty,
                    })
                })?;
                m.seats = seats.collect::<Result<_, _>>()?;
                let mut stmt = conn.prepare("SELECT seat, action FROM actions WHERE match_id = ?1 ORDER BY idx")?;
                let actions = stmt.query_map(params![m.id], |row| {
                    let seat: i64 = row.get(0)?;
                    let action: String = row.get(1)?;
                    let action = serde_json::from_str(&action).map_err(|e| corrupt("an action", "JSON", e))?;
                    Ok((Seat(seat as u8), action))
                })?;
                m.actions = actions.collect::<Result<_, _>>()?;
            }
            Ok(matches)
        })
    }

    /// The host token hash of a match, if the match exists (for tests and tools).
    pub fn host_token_hash(&self, match_id: &str) -> Result<Option<String>, StoreError> {
        self.with(|conn| {
            conn.query_row(
                "SELECT host_token_hash FROM matches WHERE id = ?1",
                params![match_id],
                |r| r.get(0),
            )
            .optional()
        })
    }
}

/// The row of one seat, written in the caller's connection or transaction.
fn update_seat(
    conn: &Connection,
    match_id: &str,
    seat: Seat,
    row: &SeatRow,
) -> rusqlite::Result<()> {
    let (kind, name, bot, token) = match row {
        SeatRow::Empty => ("empty", None, None, None),
        SeatRow::Human { name, token_hash } => (
            "human",
            Some(name.as_str()),
            None,
            Some(token_hash.as_str()),
        ),
        SeatRow::Bot { bot } => ("bot", None, Some(bot.as_str()), None),
    };
    conn.execute(
        "UPDATE seats SET kind = ?3, name = ?4, bot = ?5, token_hash = ?6 WHERE match_id = ?1 AND seat = ?2",
        params![match_id, i64::from(seat.0), kind, name, bot, token],
    )
    .map(drop)
}
