//! The PostgreSQL backend, for several `sleuth serve` nodes on one database.
//!
//! - One writer per match: action `i` of a match is a primary key, so the second
//!   node to append it gets [`StoreError::Conflict`], catches up and retries; a log
//!   never forks. Seats and status change by compare-and-set.
//! - Every write ends with `pg_notify('sleuth_changes', 'TAG:match_id')` in its
//!   own transaction, so the announcement leaves only once the change is durable;
//!   [`PgStore::listen`] turns other nodes' into [`Change`](super::Change)s for
//!   this node (`TAG` names the writing store: a node skips its own, `changes.rs`).
//! - Who is connected where: each node's sockets per seat and its heartbeat, in
//!   tables of their own, announced on a channel of their own (`presence.rs`).
//! - A match's bots are driven by the node holding the session advisory lock
//!   [`bot_lock_key`] on its lock connection. PostgreSQL drops the lock when that
//!   connection ends (the node died or was cut off), and another node takes it.
//!
//! Connections are plain TCP (`NoTls`): run the database on the same host or a
//! private network, or behind a TLS tunnel (docs/deploy.md).

mod accounts;
mod bot_locks;
mod changes;
mod presence;
mod results;
mod social;
mod stored_match;

use bot_locks::BotLocks;
pub use bot_locks::bot_lock_key;
pub use presence::{PRESENCE_CHANNEL, PresenceRow, SeatSockets};
use results::write_finish;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;
use tokio::sync::{Mutex, MutexGuard};
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Config, NoTls, Statement};

use super::{Append, ChatRow, NewMatch, SeatChange, SeatRating, StoreError, conflict, wrote};

/// How many connections a node keeps for its queries (besides the listening,
/// the lock and the match-reading connection).
const POOL_SIZE: usize = 8;

/// The channel every change is announced on.
const CHANNEL: &str = "sleuth_changes";

#[derive(Clone)]
pub struct PgStore {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    pool: Vec<Mutex<Option<Pooled>>>,
    next: AtomicUsize,
    locks: Mutex<BotLocks>,
    /// Names this store's announcements (`changes.rs`).
    tag: String,
    /// The match reads waiting to be made together, and their connection
    /// (`stored_match.rs`).
    reads: std::sync::Mutex<stored_match::ReadBatches>,
    reader: Mutex<Option<Pooled>>,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore").finish_non_exhaustive()
    }
}

/// Opens a connection and drives it on its own task.
async fn open(config: &Config) -> Result<Client, StoreError> {
    let (client, connection) = config.connect(NoTls).await?;
    tokio::spawn(async move {
        if let Err(err) = connection.await {
            tracing::warn!("a PostgreSQL connection ended: {err}");
        }
    });
    Ok(client)
}

fn unique_violation(err: &tokio_postgres::Error) -> bool {
    err.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION)
}

/// A row another node wrote first is a `Conflict` (the caller catches up and
/// retries); any other error is a store failure.
fn conflict_if_taken(err: tokio_postgres::Error) -> StoreError {
    if unique_violation(&err) {
        StoreError::Conflict(err.to_string())
    } else {
        err.into()
    }
}

impl PgStore {
    pub async fn connect(url: &str) -> Result<PgStore, StoreError> {
        let config: Config = url
            .parse()
            .map_err(|err: tokio_postgres::Error| StoreError::Failed(format!("{url}: {err}")))?;
        let mut client = open(&config).await?;
        // Two nodes starting at once must not both create the tables.
        let tx = client.transaction().await?;
        tx.execute("SELECT pg_advisory_xact_lock(7365110, 1)", &[])
            .await?;
        tx.batch_execute(super::SCHEMA).await?;
        tx.batch_execute(presence::PRESENCE_SCHEMA).await?;
        tx.batch_execute(super::LIMITS_SCHEMA).await?;
        for (table, column, kind) in super::ADDED_COLUMNS {
            tx.batch_execute(&format!(
                "ALTER TABLE {table} ADD COLUMN IF NOT EXISTS {column} {kind}"
            ))
            .await?;
        }
        tx.commit().await?;
        let mut pool = Vec::with_capacity(POOL_SIZE);
        pool.push(Mutex::new(Some(Pooled::new(client))));
        pool.extend((1..POOL_SIZE).map(|_| Mutex::new(None)));
        Ok(PgStore {
            inner: Arc::new(Inner {
                config,
                pool,
                next: AtomicUsize::new(0),
                locks: Mutex::new(BotLocks {
                    client: None,
                    held: HashSet::new(),
                }),
                tag: changes::new_node_tag(),
                reads: std::sync::Mutex::default(),
                reader: Mutex::new(None),
            }),
        })
    }

    /// A pooled connection, opened (again) if needed.
    async fn client(&self) -> Result<MutexGuard<'_, Option<Pooled>>, StoreError> {
        let pool = &self.inner.pool;
        let start = self.inner.next.fetch_add(1, Ordering::Relaxed) % pool.len();
        let mut guard = None;
        for k in 0..pool.len() {
            if let Ok(free) = pool[(start + k) % pool.len()].try_lock() {
                guard = Some(free);
                break;
            }
        }
        let mut guard = match guard {
            Some(guard) => guard,
            None => pool[start].lock().await,
        };
        if guard.as_ref().is_none_or(|pooled| pooled.is_closed()) {
            *guard = Some(Pooled::new(open(&self.inner.config).await?));
        }
        Ok(guard)
    }

    pub async fn create_match(&self, new: &NewMatch) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        tx.execute(
            "INSERT INTO matches (id, game, rules_version, config, seed, status, host_token_hash, created_at, options)
             VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8)",
            &[
                &new.id,
                &new.game,
                &i64::from(new.rules_version),
                &new.config.to_string(),
                &new.seed.to_string(),
                &new.host_token_hash,
                &new.created_at,
                &new.options.to_string(),
            ],
        )
        .await?;
        for seat in 0..new.seats {
            tx.execute(
                "INSERT INTO seats (match_id, seat, kind) VALUES ($1, $2, 'empty')",
                &[&new.id, &(seat as i32)],
            )
            .await?;
        }
        self.notify(&tx, &new.id).await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn set_seat(
        &self,
        match_id: &str,
        change: &SeatChange,
        config: Option<&Value>,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        write_seat(&tx, match_id, change).await?;
        if let Some(config) = config {
            tx.execute(
                "UPDATE matches SET config = $2 WHERE id = $1",
                &[&match_id, &config.to_string()],
            )
            .await?;
        }
        if let Some(clock) = clock {
            tx.execute(
                "UPDATE matches SET clock = $2 WHERE id = $1",
                &[&match_id, &clock],
            )
            .await?;
        }
        self.notify(&tx, match_id).await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn set_status(
        &self,
        match_id: &str,
        from: &str,
        to: &str,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        let changed = tx
            .execute(
                "UPDATE matches SET status = $3, clock = COALESCE($4, clock) WHERE id = $1 AND status = $2",
                &[&match_id, &from, &to, &clock],
            )
            .await?;
        wrote(changed > 0, || conflict::status_moved(match_id, from))?;
        self.notify(&tx, match_id).await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn set_config(&self, match_id: &str, config: &Value) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        let changed = tx
            .execute(
                "UPDATE matches SET config = $2 WHERE id = $1 AND status = 'open'",
                &[&match_id, &config.to_string()],
            )
            .await?;
        wrote(changed > 0, || conflict::lobby_left(match_id))?;
        self.notify(&tx, match_id).await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn append_chat(&self, match_id: &str, row: &ChatRow) -> Result<(), StoreError> {
        let index = i64::try_from(row.index)
            .map_err(|_| StoreError::Failed("a chat index past i64".to_owned()))?;
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        let seat = row.seat.map(i64::from);
        let inserted = tx
            .execute(
                "INSERT INTO chat (match_id, idx, seat, name, body, at) VALUES ($1, $2, $3, $4, $5, $6)
                 ON CONFLICT (match_id, idx) DO NOTHING",
                &[&match_id, &index, &seat, &row.name, &row.text, &row.at],
            )
            .await?;
        wrote(inserted > 0, || conflict::chat_taken(match_id, row.index))?;
        self.notify(&tx, match_id).await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn set_rematch(&self, match_id: &str, rematch_id: &str) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        let inserted = tx
            .execute(
                "INSERT INTO rematches (match_id, rematch_id) VALUES ($1, $2)
                 ON CONFLICT (match_id) DO NOTHING",
                &[&match_id, &rematch_id],
            )
            .await?;
        wrote(inserted > 0, || conflict::rematch_taken(match_id))?;
        self.notify(&tx, match_id).await?;
        tx.commit().await?;
        Ok(())
    }

    /// (match, rematch) pairs: of one match, or of all.
    pub async fn rematches(
        &self,
        match_id: Option<&str>,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let rows = client
            .query(
                "SELECT match_id, rematch_id FROM rematches WHERE $1::TEXT IS NULL OR match_id = $1 ORDER BY match_id",
                &[&match_id],
            )
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| (row.get(0), row.get(1)))
            .collect())
    }

    pub async fn load_chat(&self, match_id: &str, first: u64) -> Result<Vec<ChatRow>, StoreError> {
        let first = i64::try_from(first).unwrap_or(i64::MAX);
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let rows = client
            .query(
                "SELECT idx, seat, name, body, at FROM chat WHERE match_id = $1 AND idx >= $2 ORDER BY idx",
                &[&match_id, &first],
            )
            .await?;
        rows.into_iter()
            .map(|row| {
                super::sqlite::chat_row(
                    match_id,
                    (row.get(0), row.get(1), row.get(2), row.get(3), row.get(4)),
                )
            })
            .collect()
    }

    pub async fn append_action(&self, append: Append) -> Result<Vec<SeatRating>, StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let index = i64::try_from(append.index)
            .map_err(|_| StoreError::Failed("an action index past i64".to_owned()))?;
        if append.seat_change.is_none() && append.finish.is_none() && append.campaign.is_none() {
            let Append {
                match_id,
                seat,
                action,
                new_status,
                clock,
                ..
            } = append;
            let plain = PlainAppend {
                match_id,
                index,
                seat: i32::from(seat.0),
                action: action.to_string(),
                new_status,
                clock,
            };
            return self.append_plain_action(client, plain).await;
        }
        let tx = client.transaction().await?;
        let inserted = tx
            .execute(
                "INSERT INTO actions (match_id, idx, seat, action) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (match_id, idx) DO NOTHING",
                &[
                    &append.match_id,
                    &index,
                    &i32::from(append.seat.0),
                    &append.action.to_string(),
                ],
            )
            .await
            .map_err(conflict_if_taken)?;
        wrote(inserted > 0, || {
            conflict::action_taken(&append.match_id, append.index)
        })?;
        if let Some(change) = &append.seat_change {
            // On a conflict, dropping the transaction undoes the action's row too.
            write_seat(&tx, &append.match_id, change).await?;
        }
        if let Some(status) = append.new_status {
            tx.execute(
                "UPDATE matches SET status = $2 WHERE id = $1",
                &[&append.match_id, &status],
            )
            .await?;
        }
        if let Some(clock) = &append.clock {
            tx.execute(
                "UPDATE matches SET clock = $2 WHERE id = $1",
                &[&append.match_id, clock],
            )
            .await?;
        }
        let finished = match &append.finish {
            Some(finish) => Some(write_finish(&tx, &append.match_id, finish).await?),
            None => None,
        };
        if let Some(write) = append.campaign {
            // One group's progress is read and written by one transaction at a time.
            tx.execute(
                "SELECT pg_advisory_xact_lock(hashtext($1 || '/' || $2))",
                &[&write.game, &write.group],
            )
            .await?;
            let stored: Option<String> = tx
                .query_opt(
                    "SELECT progress FROM campaigns WHERE game = $1 AND grp = $2",
                    &[&write.game, &write.group],
                )
                .await?
                .map(|row| row.get(0));
            match (write.update)(stored) {
                Ok(progress) => {
                    tx.execute(
                        "INSERT INTO campaigns (game, grp, progress, updated_at) VALUES ($1, $2, $3, $4)
                         ON CONFLICT (game, grp) DO UPDATE SET progress = $3, updated_at = $4",
                        &[&write.game, &write.group, &progress, &write.updated_at],
                    )
                    .await?;
                }
                Err(err) => tracing::warn!(
                    game = %write.game,
                    group = %write.group,
                    "campaign progress left unchanged: {err}"
                ),
            }
        }
        self.notify(&tx, &append.match_id).await?;
        tx.commit().await?;
        Ok(finished.unwrap_or_default())
    }

    /// Most actions: the action's row, the match's new status or clock when it
    /// has them, and the announcement, in one statement (its own transaction,
    /// prepared once per connection: one round trip instead of the five to
    /// eight of an explicit transaction). Nothing is written and nothing announced when
    /// another node took the index first (`Conflict`).
    async fn append_plain_action(
        &self,
        client: &mut Pooled,
        append: PlainAppend,
    ) -> Result<Vec<SeatRating>, StoreError> {
        let payload = changes::payload(&self.inner.tag, &append.match_id);
        let statement = client.prepared(PLAIN_APPEND).await?;
        let row = client
            .query_one(
                &statement,
                &[
                    &append.match_id,
                    &append.index,
                    &append.seat,
                    &append.action,
                    &append.new_status,
                    &append.clock,
                    &CHANNEL,
                    &payload,
                ],
            )
            .await
            .map_err(conflict_if_taken)?;
        let inserted: i64 = row.get(0);
        wrote(inserted > 0, || {
            conflict::action_taken(&append.match_id, append.index as u64)
        })?;
        Ok(Vec::new())
    }

    pub async fn campaign_progress(
        &self,
        game: &str,
        group: &str,
    ) -> Result<Option<String>, StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        Ok(client
            .query_opt(
                "SELECT progress FROM campaigns WHERE game = $1 AND grp = $2",
                &[&game, &group],
            )
            .await?
            .map(|row| row.get(0)))
    }
}

/// [`PgStore::append_plain_action`]'s statement: the action's row; the
/// match's status and clock when they changed (`$5`, `$6`, else NULL); the
/// announcement; all only if the row was new. Its result is how many rows were
/// inserted (0 or 1) and announced. (A `SELECT` in a `WITH` runs only when
/// the main query reads it: the announcement is counted for that reason.)
const PLAIN_APPEND: &str = "WITH inserted AS (
         INSERT INTO actions (match_id, idx, seat, action) VALUES ($1, $2, $3, $4)
         ON CONFLICT (match_id, idx) DO NOTHING
         RETURNING idx
     ), updated AS (
         UPDATE matches SET status = COALESCE($5, status), clock = COALESCE($6, clock)
         WHERE id = $1 AND ($5::text IS NOT NULL OR $6::text IS NOT NULL)
           AND EXISTS (SELECT 1 FROM inserted)
     ), announced AS (
         SELECT pg_notify($7, $8) FROM inserted
     )
     SELECT (SELECT count(*) FROM inserted), (SELECT count(*) FROM announced)";

/// A pooled connection and the statements prepared on it (by their text):
/// the commit path's statement is parsed and planned once per connection, not
/// once per action. It dereferences to the [`Client`].
struct Pooled {
    client: Client,
    prepared: HashMap<&'static str, Statement>,
}

impl Pooled {
    fn new(client: Client) -> Pooled {
        Pooled {
            client,
            prepared: HashMap::new(),
        }
    }

    /// `sql` prepared on this connection (the first time it is asked for).
    async fn prepared(&mut self, sql: &'static str) -> Result<Statement, StoreError> {
        if let Some(statement) = self.prepared.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.client.prepare(sql).await?;
        self.prepared.insert(sql, statement.clone());
        Ok(statement)
    }
}

impl std::ops::Deref for Pooled {
    type Target = Client;

    fn deref(&self) -> &Client {
        &self.client
    }
}

impl std::ops::DerefMut for Pooled {
    fn deref_mut(&mut self) -> &mut Client {
        &mut self.client
    }
}

/// What [`PgStore::append_plain_action`] writes: an action with nothing but a
/// new status or clock beside it, its columns as PostgreSQL takes them.
struct PlainAppend {
    match_id: String,
    index: i64,
    seat: i32,
    action: String,
    new_status: Option<&'static str>,
    clock: Option<String>,
}

/// Compare-and-set of one seat: writes `row` only if the seat still reads
/// `expected`, else `Conflict`. Used alone by `set_seat` and inside an action's
/// transaction (`Append::seat_change`).
async fn write_seat(
    tx: &tokio_postgres::Transaction<'_>,
    match_id: &str,
    change: &SeatChange,
) -> Result<(), StoreError> {
    let seat = i32::from(change.seat.0);
    let columns = change.columns();
    let mut values: Vec<&(dyn ToSql + Sync)> = vec![&match_id, &seat];
    values.extend(columns.iter().map(|c| c as &(dyn ToSql + Sync)));
    let changed = tx
        .execute(
            "UPDATE seats SET kind = $3, name = $4, bot = $5, token_hash = $6, account_id = $7, stand_in = $8
             WHERE match_id = $1 AND seat = $2 AND kind = $9
               AND name IS NOT DISTINCT FROM $10 AND bot IS NOT DISTINCT FROM $11
               AND token_hash IS NOT DISTINCT FROM $12
               AND account_id IS NOT DISTINCT FROM $13 AND stand_in IS NOT DISTINCT FROM $14",
            &values,
        )
        .await?;
    wrote(changed > 0, || {
        conflict::seat_changed(match_id, change.seat.0)
    })
}
