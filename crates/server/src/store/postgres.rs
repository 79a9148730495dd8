//! The PostgreSQL backend, for several `sleuth serve` nodes on one database.
//!
//! - One writer per match: action `i` of a match is a primary key, so the second
//!   node to append it gets [`StoreError::Conflict`], catches up and retries; a log
//!   never forks. Seats and status change by compare-and-set.
//! - Every write ends with `pg_notify('sleuth_changes', match_id)` in its own
//!   transaction, so the announcement leaves only once the change is durable;
//!   [`PgStore::listen`] turns them into [`Change`]s for this node.
//! - A match's bots are driven by the node holding the session advisory lock
//!   [`bot_lock_key`] on its lock connection. PostgreSQL drops the lock when that
//!   connection ends (the node died or was cut off), and another node takes it.
//!
//! Connections are plain TCP (`NoTls`): run the database on the same host or a
//! private network, or behind a TLS tunnel (docs/deploy.md).

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use futures_util::StreamExt;
use serde_json::Value;
use sha2::{Digest, Sha256};
use sleuth_core::Seat;
use tokio::sync::{Mutex, MutexGuard, mpsc};
use tokio_postgres::types::ToSql;
use tokio_postgres::{AsyncMessage, Client, Config, NoTls};

use super::{
    AccountRow, Append, Change, ChatRow, FinishWrite, NewMatch, RatingRow, ResultRow, SeatChange,
    SeatRow, StoreError, StoredMatch, TeamSuccess, conflict, sql, wrote,
};

/// How many connections a node keeps for its queries (besides the listening and
/// the lock connection).
const POOL_SIZE: usize = 8;

/// The channel every change is announced on.
const CHANNEL: &str = "sleuth_changes";

#[derive(Clone)]
pub struct PgStore {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    pool: Vec<Mutex<Option<Client>>>,
    next: AtomicUsize,
    locks: Mutex<BotLocks>,
}

/// The connection holding this node's bot locks, and which it holds.
struct BotLocks {
    client: Option<Client>,
    held: HashSet<i64>,
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

/// The advisory lock key of a match's bots: 64 bits of SHA-256 of its id.
pub fn bot_lock_key(match_id: &str) -> i64 {
    let digest = Sha256::digest(format!("sleuth-bots/{match_id}").as_bytes());
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    i64::from_le_bytes(bytes)
}

fn unique_violation(err: &tokio_postgres::Error) -> bool {
    err.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION)
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
        for (table, column, kind) in super::ADDED_COLUMNS {
            tx.batch_execute(&format!(
                "ALTER TABLE {table} ADD COLUMN IF NOT EXISTS {column} {kind}"
            ))
            .await?;
        }
        tx.commit().await?;
        let mut pool = Vec::with_capacity(POOL_SIZE);
        pool.push(Mutex::new(Some(client)));
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
            }),
        })
    }

    /// A pooled connection, opened (again) if needed.
    async fn client(&self) -> Result<MutexGuard<'_, Option<Client>>, StoreError> {
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
        if guard.as_ref().is_none_or(Client::is_closed) {
            *guard = Some(open(&self.inner.config).await?);
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
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &new.id])
            .await?;
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
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &match_id])
            .await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn create_account(
        &self,
        account: &AccountRow,
        name_key: &str,
    ) -> Result<(), StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let inserted = client
            .execute(
                sql::CREATE_ACCOUNT,
                &[
                    &account.id,
                    &account.name,
                    &name_key,
                    &account.password_hash,
                    &account.created_at,
                ],
            )
            .await?;
        wrote(inserted > 0, || conflict::name_taken(&account.name))
    }

    /// The account `statement` ([`sql::ACCOUNT_BY_ID`] or
    /// [`sql::ACCOUNT_BY_NAME_KEY`]) finds for `value`.
    pub async fn account_where(
        &self,
        statement: &str,
        value: &str,
    ) -> Result<Option<AccountRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        Ok(client
            .query_opt(statement, &[&value])
            .await?
            .map(|row| account_row(&row)))
    }

    pub async fn set_password(
        &self,
        account_id: &str,
        password_hash: &str,
        keep_session: &str,
    ) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        tx.execute(sql::SET_PASSWORD, &[&account_id, &password_hash])
            .await?;
        tx.execute(sql::END_OTHER_SESSIONS, &[&account_id, &keep_session])
            .await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn create_session(
        &self,
        token_hash: &str,
        account_id: &str,
        created_at: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        client
            .execute(
                sql::CREATE_SESSION,
                &[&token_hash, &account_id, &created_at, &expires_at],
            )
            .await?;
        Ok(())
    }

    pub async fn session_account(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        Ok(client
            .query_opt(sql::SESSION_ACCOUNT, &[&token_hash, &now])
            .await?
            .map(|row| account_row(&row)))
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        client.execute(sql::DELETE_SESSION, &[&token_hash]).await?;
        Ok(())
    }

    pub async fn results_of(&self, player: &str, limit: u32) -> Result<Vec<ResultRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client
            .query(sql::RESULTS_OF, &[&player, &i64::from(limit)])
            .await?;
        Ok(rows
            .iter()
            .map(|row| {
                let pair = |a: Option<f64>, b: Option<f64>| a.zip(b);
                ResultRow {
                    match_id: row.get(0),
                    seat: row.get::<_, i64>(1) as u8,
                    game: row.get(2),
                    variant: row.get(3),
                    place: row.get::<_, i64>(4) as u32,
                    won: row.get::<_, i64>(5) != 0,
                    rated: row.get::<_, i64>(6) != 0,
                    rating_before: pair(row.get(7), row.get(8)),
                    rating_after: pair(row.get(9), row.get(10)),
                    finished_at: row.get(11),
                }
            })
            .collect())
    }

    pub async fn ratings(
        &self,
        game: Option<&str>,
        player: Option<&str>,
        limit: u32,
    ) -> Result<Vec<RatingRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client
            .query(sql::RATINGS, &[&game, &player, &i64::from(limit)])
            .await?;
        Ok(rows
            .iter()
            .map(|row| {
                let player: String = row.get(1);
                let name = super::rating_name(&player, row.get(2));
                RatingRow {
                    game: row.get(0),
                    player,
                    name,
                    mu: row.get(3),
                    sigma: row.get(4),
                    matches: row.get::<_, i64>(5) as u64,
                }
            })
            .collect())
    }

    pub async fn team_success(&self, game: &str) -> Result<Vec<TeamSuccess>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client.query(sql::TEAM_SUCCESS, &[&game]).await?;
        Ok(rows
            .iter()
            .map(|row| TeamSuccess {
                variant: row.get(0),
                matches: row.get::<_, i64>(1) as u64,
                won: row.get::<_, i64>(2) as u64,
            })
            .collect())
    }

    pub async fn playing_seats_of(
        &self,
        account_id: &str,
    ) -> Result<Vec<(String, u8)>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client.query(sql::PLAYING_SEATS, &[&account_id]).await?;
        Ok(rows
            .iter()
            .map(|row| (row.get(0), row.get::<_, i32>(1) as u8))
            .collect())
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
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &match_id])
            .await?;
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
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &match_id])
            .await?;
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
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &match_id])
            .await?;
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
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &match_id])
            .await?;
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

    pub async fn append_action(&self, append: Append) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        let index = i64::try_from(append.index)
            .map_err(|_| StoreError::Failed("an action index past i64".to_owned()))?;
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
            .map_err(|err| {
                if unique_violation(&err) {
                    StoreError::Conflict(err.to_string())
                } else {
                    err.into()
                }
            })?;
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
        if let Some(finish) = &append.finish {
            write_finish(&tx, &append.match_id, finish).await?;
        }
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
        tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &append.match_id])
            .await?;
        tx.commit().await?;
        Ok(())
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

    pub async fn load_all(&self) -> Result<Vec<StoredMatch>, StoreError> {
        let ids: Vec<String> = {
            let mut guard = self.client().await?;
            let client = guard.as_mut().expect("a connection");
            client
                .query("SELECT id FROM matches ORDER BY created_at, id", &[])
                .await?
                .iter()
                .map(|row| row.get(0))
                .collect()
        };
        let mut matches = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(m) = self.load_match(&id, 0).await? {
                matches.push(m);
            }
        }
        Ok(matches)
    }

    pub async fn load_match(
        &self,
        id: &str,
        first_action: u64,
    ) -> Result<Option<StoredMatch>, StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        // One snapshot for the three reads.
        let tx = client
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let Some(row) = tx
            .query_opt(
                "SELECT game, rules_version, config, seed, status, host_token_hash, created_at, options, clock FROM matches WHERE id = $1",
                &[&id],
            )
            .await?
        else {
            return Ok(None);
        };
        let corrupt = |field: &str, err: &dyn std::fmt::Display| {
            StoreError::Corrupt(format!("{id}: stored {field}: {err}"))
        };
        let config: String = row.get(2);
        let seed: String = row.get(3);
        let rules_version: i64 = row.get(1);
        let mut stored = StoredMatch {
            id: id.to_owned(),
            game: row.get(0),
            rules_version: u32::try_from(rules_version)
                .map_err(|e| corrupt("rules version", &e))?,
            config: serde_json::from_str(&config).map_err(|e| corrupt("config", &e))?,
            seed: seed.parse().map_err(|e| corrupt("seed", &e))?,
            status: row.get(4),
            host_token_hash: row.get(5),
            created_at: row.get(6),
            options: match row.get::<_, Option<String>>(7) {
                Some(text) => serde_json::from_str(&text).map_err(|e| corrupt("options", &e))?,
                None => Value::Null,
            },
            clock: row.get(8),
            seats: Vec::new(),
            actions: Vec::new(),
            first_action,
        };
        stored.seats = tx
            .query(
                "SELECT kind, name, bot, token_hash, account_id, stand_in FROM seats WHERE match_id = $1 ORDER BY seat",
                &[&id],
            )
            .await?
            .iter()
            .map(|row| {
                SeatRow::from_columns(
                    row.get::<_, &str>(0),
                    row.get(1),
                    row.get(2),
                    row.get(3),
                    row.get(4),
                    row.get(5),
                )
            })
            .collect();
        let first = i64::try_from(first_action).unwrap_or(i64::MAX);
        for row in tx
            .query(
                "SELECT seat, action FROM actions WHERE match_id = $1 AND idx >= $2 ORDER BY idx",
                &[&id, &first],
            )
            .await?
        {
            let seat: i32 = row.get(0);
            let action: String = row.get(1);
            let action = serde_json::from_str(&action).map_err(|e| corrupt("action", &e))?;
            stored.actions.push((Seat(seat as u8), action));
        }
        tx.commit().await?;
        Ok(Some(stored))
    }

    /// Follows every node's changes on a connection of its own. The first LISTEN
    /// is in place when this returns, so no change committed afterwards is missed;
    /// if the connection is lost it is opened again after a pause, followed by
    /// [`Change::Resync`] (announcements may have been lost meanwhile).
    pub async fn listen(&self) -> Result<mpsc::UnboundedReceiver<Change>, StoreError> {
        let (out, receiver) = mpsc::unbounded_channel();
        let config = self.inner.config.clone();
        let first = listen_once(&config, out.clone()).await?;
        tokio::spawn(async move {
            let mut current = Some(first);
            loop {
                if let Some((client, driver)) = current.take() {
                    let _ = driver.await;
                    drop(client);
                }
                if out.is_closed() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
                match listen_once(&config, out.clone()).await {
                    Ok(listening) => {
                        let _ = out.send(Change::Resync);
                        current = Some(listening);
                    }
                    Err(err) => tracing::warn!("cannot listen to PostgreSQL: {err}"),
                }
            }
        });
        Ok(receiver)
    }

    pub async fn claim_bots(&self, match_id: &str) -> Result<bool, StoreError> {
        let key = bot_lock_key(match_id);
        let mut locks = self.inner.locks.lock().await;
        if locks.client.as_ref().is_none_or(Client::is_closed) {
            // A lost lock connection lost every lock with it.
            locks.held.clear();
            locks.client = Some(open(&self.inner.config).await?);
        }
        if locks.held.contains(&key) {
            return Ok(true);
        }
        let client = locks.client.as_ref().expect("a lock connection");
        let got: bool = client
            .query_one("SELECT pg_try_advisory_lock($1)", &[&key])
            .await?
            .get(0);
        if got {
            tracing::info!("this node drives the bots of {match_id}");
            locks.held.insert(key);
        }
        Ok(got)
    }

    pub async fn release_bots(&self, match_id: &str) {
        let key = bot_lock_key(match_id);
        let mut locks = self.inner.locks.lock().await;
        if locks.held.remove(&key)
            && let Some(client) = locks.client.as_ref()
            && let Err(err) = client
                .query_one("SELECT pg_advisory_unlock($1)", &[&key])
                .await
        {
            tracing::warn!("releasing the bots of {match_id}: {err}");
        }
    }
}

/// Opens a connection, LISTENs on it, and forwards its notifications to `out` until
/// it ends (the returned task ends with it).
async fn listen_once(
    config: &Config,
    out: mpsc::UnboundedSender<Change>,
) -> Result<(Client, tokio::task::JoinHandle<()>), StoreError> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let driver = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = messages.next().await {
            match message {
                Ok(AsyncMessage::Notification(n)) => {
                    if out.send(Change::Match(n.payload().to_owned())).is_err() {
                        return;
                    }
                }
                Ok(_) => {}
                Err(err) => {
                    tracing::warn!("the PostgreSQL listening connection failed: {err}");
                    return;
                }
            }
        }
    });
    if let Err(err) = client.batch_execute(&format!("LISTEN {CHANNEL}")).await {
        driver.abort();
        return Err(err.into());
    }
    Ok((client, driver))
}

fn account_row(row: &tokio_postgres::Row) -> AccountRow {
    AccountRow {
        id: row.get(0),
        name: row.get(1),
        password_hash: row.get(2),
        created_at: row.get(3),
    }
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

/// A finished match's results, and for a rated one its players' new ratings; one
/// game's ratings are read and written by one transaction at a time.
async fn write_finish(
    tx: &tokio_postgres::Transaction<'_>,
    match_id: &str,
    finish: &FinishWrite,
) -> Result<(), StoreError> {
    let mut stored = Vec::with_capacity(finish.players.len());
    if finish.rated {
        tx.execute(
            "SELECT pg_advisory_xact_lock(hashtext('ratings/' || $1))",
            &[&finish.game],
        )
        .await?;
    }
    for (_, player, _, _) in &finish.players {
        let rating = if finish.rated {
            tx.query_opt(sql::RATING_OF, &[&finish.game, player])
                .await?
                .map(|row| (row.get::<_, f64>(0), row.get::<_, f64>(1)))
        } else {
            None
        };
        stored.push(rating);
    }
    let rows = super::finish_rows(finish, &stored);
    for ((seat, player, place, won), (before, after)) in finish.players.iter().zip(rows) {
        if let Some((mu, sigma)) = after {
            tx.execute(sql::UPSERT_RATING, &[&finish.game, player, &mu, &sigma])
                .await?;
        }
        tx.execute(
            sql::INSERT_RESULT,
            &[
                &match_id,
                &i64::from(*seat),
                player,
                &finish.game,
                &finish.variant,
                &i64::from(*place),
                &i64::from(*won),
                &i64::from(finish.rated),
                &before.map(|b| b.0),
                &before.map(|b| b.1),
                &after.map(|a| a.0),
                &after.map(|a| a.1),
                &finish.finished_at,
            ],
        )
        .await?;
    }
    Ok(())
}
