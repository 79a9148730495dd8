//! The SQLite backend: one embedded file, one node. Appends are group-committed:
//! whoever gets the connection commits every append waiting at that moment, from
//! any match, in one fsync'd transaction (a conflicting append writes nothing and
//! does not disturb the others; one with a campaign write has its own savepoint),
//! and each caller returns only once the transaction holding its action is
//! durable. Statements are prepared once
//! and kept in the connection's cache.

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

use rusqlite::{Connection, OptionalExtension, params};
use sleuth_core::Seat;

use super::{
    AccountRow, Append, ChatRow, FinishWrite, NewMatch, RatingRow, ResultRow, SeatChange,
    SeatRating, SeatRow, StoreError, StoredMatch, TeamSuccess, conflict, sql, sqlite_sql, wrote,
};

/// A stored value that does not parse: reported as a database error.
fn corrupt(what: &str, field: &str, err: impl std::fmt::Display) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(
        format!("{what}: stored {field} is corrupt: {err}").into(),
    )
}

/// Where a waiting append's result goes.
type ResultSlot = Arc<Mutex<Option<Result<Vec<SeatRating>, StoreError>>>>;

/// An append waiting for a group commit, and where its result goes.
struct Pending {
    append: Append,
    action_text: String,
    result: ResultSlot,
}

#[derive(Clone)]
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
    waiting: Arc<Mutex<Vec<Pending>>>,
}

impl std::fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteStore").finish_non_exhaustive()
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl SqliteStore {
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        Self::init(Connection::open(path)?)
    }

    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        Self::init(Connection::open_in_memory()?)
    }

    fn init(conn: Connection) -> Result<SqliteStore, StoreError> {
        // WAL with synchronous=FULL: a committed action survives a crash of the
        // process and of the machine.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.execute_batch(super::SCHEMA)?;
        for (table, column, kind) in super::ADDED_COLUMNS {
            let present: bool = conn
                .prepare("SELECT COUNT(*) FROM pragma_table_info(?1) WHERE name = ?2")?
                .query_row(params![table, column], |row| row.get::<_, i64>(0))?
                > 0;
            if !present {
                conn.execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {column} {kind}"))?;
            }
        }
        conn.set_prepared_statement_cache_capacity(32);
        Ok(SqliteStore {
            conn: Arc::new(Mutex::new(conn)),
            waiting: Arc::new(Mutex::new(Vec::new())),
        })
    }

    fn with<T>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        f(&mut lock(&self.conn))
    }

    /// Runs a shared statement (`social.rs`); the number of rows it changed.
    pub fn execute_params(
        &self,
        statement: &str,
        params: &[super::SqlParam],
    ) -> Result<u64, StoreError> {
        self.with(|conn| {
            let changed = conn
                .prepare_cached(&sqlite_sql(statement))?
                .execute(rusqlite::params_from_iter(params.iter().map(sqlite_value)))?;
            Ok(changed as u64)
        })
    }

    /// Runs a shared query whose columns are all text (`social.rs`).
    pub fn query_text(
        &self,
        statement: &str,
        params: &[super::SqlParam],
    ) -> Result<Vec<Vec<Option<String>>>, StoreError> {
        self.with(|conn| {
            let mut prepared = conn.prepare_cached(&sqlite_sql(statement))?;
            let width = prepared.column_count();
            let rows = prepared.query_map(
                rusqlite::params_from_iter(params.iter().map(sqlite_value)),
                |row| {
                    (0..width)
                        .map(|i| row.get::<_, Option<String>>(i))
                        .collect()
                },
            )?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
    }

    pub fn create_match(&self, new: &NewMatch) -> Result<(), StoreError> {
        self.with(|conn| {
            let tx = conn.transaction()?;
            tx.prepare_cached(
                "INSERT INTO matches (id, game, rules_version, config, seed, status, host_token_hash, created_at, options)
                 VALUES (?1, ?2, ?3, ?4, ?5, 'open', ?6, ?7, ?8)",
            )?
            .execute(params![
                new.id,
                new.game,
                new.rules_version,
                new.config.to_string(),
                new.seed.to_string(),
                new.host_token_hash,
                new.created_at,
                new.options.to_string()
            ])?;
            for seat in 0..new.seats {
                tx.prepare_cached(
                    "INSERT INTO seats (match_id, seat, kind) VALUES (?1, ?2, 'empty')",
                )?
                .execute(params![new.id, seat as i64])?;
            }
            tx.commit()?;
            Ok(())
        })
    }

    pub fn set_seat(
        &self,
        match_id: &str,
        change: &SeatChange,
        config: Option<&serde_json::Value>,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        self.with(|conn| {
            let tx = conn.transaction()?;
            write_seat(&tx, match_id, change)?;
            if let Some(config) = config {
                tx.prepare_cached("UPDATE matches SET config = ?2 WHERE id = ?1")?
                    .execute(params![match_id, config.to_string()])?;
            }
            if let Some(clock) = clock {
                tx.prepare_cached("UPDATE matches SET clock = ?2 WHERE id = ?1")?
                    .execute(params![match_id, clock])?;
            }
            tx.commit()?;
            Ok(())
        })
    }

    pub fn create_account(&self, account: &AccountRow, name_key: &str) -> Result<(), StoreError> {
        self.with(|conn| {
            let inserted = conn
                .prepare_cached(&sqlite_sql(sql::CREATE_ACCOUNT))?
                .execute(params![
                    account.id,
                    account.name,
                    name_key,
                    account.password_hash,
                    account.created_at
                ])?;
            wrote(inserted > 0, || conflict::name_taken(&account.name))
        })
    }

    /// The account `statement` ([`sql::ACCOUNT_BY_ID`] or
    /// [`sql::ACCOUNT_BY_NAME_KEY`]) finds for `value`.
    pub fn account_where(
        &self,
        statement: &str,
        value: &str,
    ) -> Result<Option<AccountRow>, StoreError> {
        self.with(|conn| {
            Ok(conn
                .prepare_cached(&sqlite_sql(statement))?
                .query_row(params![value], account_row)
                .optional()?)
        })
    }

    pub fn set_password(
        &self,
        account_id: &str,
        password_hash: &str,
        keep_session: &str,
    ) -> Result<(), StoreError> {
        self.with(|conn| {
            let tx = conn.transaction()?;
            tx.prepare_cached(&sqlite_sql(sql::SET_PASSWORD))?
                .execute(params![account_id, password_hash])?;
            tx.prepare_cached(&sqlite_sql(sql::END_OTHER_SESSIONS))?
                .execute(params![account_id, keep_session])?;
            tx.commit()?;
            Ok(())
        })
    }

    pub fn create_session(
        &self,
        token_hash: &str,
        account_id: &str,
        created_at: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        self.with(|conn| {
            conn.prepare_cached(&sqlite_sql(sql::CREATE_SESSION))?
                .execute(params![token_hash, account_id, created_at, expires_at])?;
            Ok(())
        })
    }

    pub fn session_account(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRow>, StoreError> {
        self.with(|conn| {
            Ok(conn
                .prepare_cached(&sqlite_sql(sql::SESSION_ACCOUNT))?
                .query_row(params![token_hash, now], account_row)
                .optional()?)
        })
    }

    pub fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        self.with(|conn| {
            conn.prepare_cached(&sqlite_sql(sql::DELETE_SESSION))?
                .execute(params![token_hash])?;
            Ok(())
        })
    }

    pub fn results_of(&self, player: &str, limit: u32) -> Result<Vec<ResultRow>, StoreError> {
        self.with(|conn| {
            let mut statement = conn.prepare_cached(&sqlite_sql(sql::RESULTS_OF))?;
            let rows = statement.query_map(params![player, i64::from(limit)], |row| {
                let pair = |a: Option<f64>, b: Option<f64>| a.zip(b);
                Ok(ResultRow {
                    match_id: row.get(0)?,
                    seat: row.get::<_, i64>(1)? as u8,
                    game: row.get(2)?,
                    variant: row.get(3)?,
                    place: row.get::<_, i64>(4)? as u32,
                    won: row.get::<_, i64>(5)? != 0,
                    rated: row.get::<_, i64>(6)? != 0,
                    rating_before: pair(row.get(7)?, row.get(8)?),
                    rating_after: pair(row.get(9)?, row.get(10)?),
                    finished_at: row.get(11)?,
                    forfeit: row.get::<_, i64>(12)? != 0,
                })
            })?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
    }

    pub fn ratings(
        &self,
        game: Option<&str>,
        player: Option<&str>,
        limit: u32,
    ) -> Result<Vec<RatingRow>, StoreError> {
        self.with(|conn| {
            let mut statement = conn.prepare_cached(&sqlite_sql(sql::RATINGS))?;
            let rows = statement.query_map(params![game, player, i64::from(limit)], |row| {
                let player: String = row.get(1)?;
                let name = super::rating_name(&player, row.get(2)?);
                Ok(RatingRow {
                    game: row.get(0)?,
                    player,
                    name,
                    mu: row.get(3)?,
                    sigma: row.get(4)?,
                    matches: row.get::<_, i64>(5)? as u64,
                })
            })?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
    }

    pub fn team_success(&self, game: &str) -> Result<Vec<TeamSuccess>, StoreError> {
        self.with(|conn| {
            let mut statement = conn.prepare_cached(&sqlite_sql(sql::TEAM_SUCCESS))?;
            let rows = statement.query_map(params![game], |row| {
                Ok(TeamSuccess {
                    variant: row.get(0)?,
                    matches: row.get::<_, i64>(1)? as u64,
                    won: row.get::<_, i64>(2)? as u64,
                })
            })?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
    }

    pub fn playing_seats_of(&self, account_id: &str) -> Result<Vec<(String, u8)>, StoreError> {
        self.with(|conn| {
            let mut statement = conn.prepare_cached(&sqlite_sql(sql::PLAYING_SEATS))?;
            let rows = statement.query_map(params![account_id], |row| {
                Ok((row.get(0)?, row.get::<_, i64>(1)? as u8))
            })?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
    }

    pub fn set_status(
        &self,
        match_id: &str,
        from: &str,
        to: &str,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        self.with(|conn| {
            let changed = conn
                .prepare_cached(
                    "UPDATE matches SET status = ?3, clock = COALESCE(?4, clock) WHERE id = ?1 AND status = ?2",
                )?
                .execute(params![match_id, from, to, clock])?;
            wrote(changed > 0, || conflict::status_moved(match_id, from))?;
            Ok(())
        })
    }

    pub fn set_config(&self, match_id: &str, config: &serde_json::Value) -> Result<(), StoreError> {
        self.with(|conn| {
            let changed = conn
                .prepare_cached("UPDATE matches SET config = ?2 WHERE id = ?1 AND status = 'open'")?
                .execute(params![match_id, config.to_string()])?;
            wrote(changed > 0, || conflict::lobby_left(match_id))?;
            Ok(())
        })
    }

    pub fn append_chat(&self, match_id: &str, row: &ChatRow) -> Result<(), StoreError> {
        let index = i64::try_from(row.index)
            .map_err(|_| StoreError::Failed("a chat index past i64".to_owned()))?;
        self.with(|conn| {
            let inserted = conn
                .prepare_cached(
                    "INSERT INTO chat (match_id, idx, seat, name, body, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                     ON CONFLICT (match_id, idx) DO NOTHING",
                )?
                .execute(params![
                    match_id,
                    index,
                    row.seat.map(i64::from),
                    row.name,
                    row.text,
                    row.at
                ])?;
            wrote(inserted > 0, || conflict::chat_taken(match_id, row.index))?;
            Ok(())
        })
    }

    pub fn set_rematch(&self, match_id: &str, rematch_id: &str) -> Result<(), StoreError> {
        self.with(|conn| {
            let inserted = conn
                .prepare_cached(
                    "INSERT INTO rematches (match_id, rematch_id) VALUES (?1, ?2)
                     ON CONFLICT (match_id) DO NOTHING",
                )?
                .execute(params![match_id, rematch_id])?;
            wrote(inserted > 0, || conflict::rematch_taken(match_id))?;
            Ok(())
        })
    }

    /// (match, rematch) pairs: of one match, or of all.
    pub fn rematches(&self, match_id: Option<&str>) -> Result<Vec<(String, String)>, StoreError> {
        self.with(|conn| {
            let mut statement = conn.prepare_cached(
                "SELECT match_id, rematch_id FROM rematches WHERE ?1 IS NULL OR match_id = ?1 ORDER BY match_id",
            )?;
            let rows = statement.query_map(params![match_id], |row| Ok((row.get(0)?, row.get(1)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
    }

    pub fn load_chat(&self, match_id: &str, first: u64) -> Result<Vec<ChatRow>, StoreError> {
        let first = i64::try_from(first).unwrap_or(i64::MAX);
        self.with(|conn| {
            let mut statement = conn.prepare_cached(
                "SELECT idx, seat, name, body, at FROM chat WHERE match_id = ?1 AND idx >= ?2 ORDER BY idx",
            )?;
            let rows = statement.query_map(params![match_id, first], |row| {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get::<_, Option<i64>>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, i64>(4)?,
                ))
            })?;
            let mut out = Vec::new();
            for row in rows {
                out.push(chat_row(match_id, row?)?);
            }
            Ok(out)
        })
    }

    /// Queues `append` and returns once a group commit made it durable (or refused it).
    pub fn append_action(&self, append: Append) -> Result<Vec<SeatRating>, StoreError> {
        let result = Arc::new(Mutex::new(None));
        let action_text = append.action.to_string();
        lock(&self.waiting).push(Pending {
            append,
            action_text,
            result: Arc::clone(&result),
        });
        let mut conn = lock(&self.conn);
        // A leader that held the connection before us may have committed ours.
        if let Some(done) = lock(&result).take() {
            return done;
        }
        let batch = std::mem::take(&mut *lock(&self.waiting));
        commit_batch(&mut conn, batch);
        drop(conn);
        lock(&result)
            .take()
            .unwrap_or_else(|| Err(StoreError::Failed("the append was lost".to_owned())))
    }

    pub fn campaign_progress(&self, game: &str, group: &str) -> Result<Option<String>, StoreError> {
        self.with(|conn| {
            Ok(conn
                .prepare_cached("SELECT progress FROM campaigns WHERE game = ?1 AND grp = ?2")?
                .query_row(params![game, group], |row| row.get(0))
                .optional()?)
        })
    }

    pub fn load_all(&self) -> Result<Vec<StoredMatch>, StoreError> {
        self.with(|conn| {
            let ids: Vec<String> = conn
                .prepare("SELECT id FROM matches ORDER BY created_at, id")?
                .query_map([], |row| row.get(0))?
                .collect::<Result<_, _>>()?;
            let mut matches = Vec::with_capacity(ids.len());
            for id in ids {
                if let Some(m) = load_one(conn, &id, 0)? {
                    matches.push(m);
                }
            }
            Ok(matches)
        })
    }

    pub fn load_match(
        &self,
        match_id: &str,
        first_action: u64,
    ) -> Result<Option<StoredMatch>, StoreError> {
        self.with(|conn| Ok(load_one(conn, match_id, first_action)?))
    }
}

/// Commits `batch` in one transaction, one savepoint per append, and hands each
/// append its result. Called with the connection held.
fn commit_batch(conn: &mut Connection, batch: Vec<Pending>) {
    let mut outcomes: Vec<(ResultSlot, Result<Option<Finished>, StoreError>)> =
        Vec::with_capacity(batch.len());
    let mut tx = match conn.transaction() {
        Ok(tx) => tx,
        Err(err) => {
            let message = err.to_string();
            for pending in batch {
                *lock(&pending.result) = Some(Err(StoreError::Failed(message.clone())));
            }
            return;
        }
    };
    // An ordinary append needs no savepoint: a conflicting one writes nothing (its
    // INSERT does nothing), and any other failure is the database's, which fails
    // the whole batch. An append with a campaign write gets a savepoint, so that
    // its failure undoes only it.
    let mut failed: Option<String> = None;
    let mut unwritten = Vec::new();
    for pending in batch {
        if failed.is_some() {
            unwritten.push(pending.result);
            continue;
        }
        let outcome = if pending.append.campaign.is_some()
            || pending.append.finish.is_some()
            || pending.append.seat_change.is_some()
        {
            match tx.savepoint() {
                Ok(savepoint) => {
                    match write_append(&savepoint, pending.append, &pending.action_text) {
                        Ok(finished) => savepoint
                            .commit()
                            .map(|()| finished)
                            .map_err(StoreError::from),
                        // Dropping the savepoint rolls this append back, and only it.
                        Err(err) => Err(err),
                    }
                }
                Err(err) => Err(err.into()),
            }
        } else {
            match write_append(&tx, pending.append, &pending.action_text) {
                Err(err) if !err.is_conflict() => {
                    failed = Some(err.to_string());
                    Err(err)
                }
                other => other,
            }
        };
        outcomes.push((pending.result, outcome));
    }
    if let Some(message) = failed {
        drop(tx);
        for slot in outcomes.into_iter().map(|(slot, _)| slot).chain(unwritten) {
            *lock(&slot) = Some(Err(StoreError::Failed(message.clone())));
        }
        return;
    }
    match tx.commit() {
        Ok(()) => {
            for (slot, outcome) in outcomes {
                *lock(&slot) = Some(
                    outcome
                        .map(|finished| finished.map(|(_, ratings)| ratings).unwrap_or_default()),
                );
            }
        }
        Err(err) => {
            let message = err.to_string();
            for (slot, _) in outcomes {
                *lock(&slot) = Some(Err(StoreError::Failed(message.clone())));
            }
        }
    }
}

/// A finished match's id and its accounts' rating changes, written by an append.
type Finished = (String, Vec<SeatRating>);

/// Writes one append; returns what its finish wrote, if it finished the match.
fn write_append(
    conn: &Connection,
    append: Append,
    action_text: &str,
) -> Result<Option<Finished>, StoreError> {
    let inserted = conn
        .prepare_cached(
            "INSERT INTO actions (match_id, idx, seat, action) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (match_id, idx) DO NOTHING",
        )?
        .execute(params![
            append.match_id,
            append.index as i64,
            i64::from(append.seat.0),
            action_text
        ])?;
    wrote(inserted > 0, || {
        conflict::action_taken(&append.match_id, append.index)
    })?;
    if let Some(change) = &append.seat_change {
        write_seat(conn, &append.match_id, change)?;
    }
    if let Some(status) = append.new_status {
        conn.prepare_cached("UPDATE matches SET status = ?2 WHERE id = ?1")?
            .execute(params![append.match_id, status])?;
    }
    if let Some(clock) = &append.clock {
        conn.prepare_cached("UPDATE matches SET clock = ?2 WHERE id = ?1")?
            .execute(params![append.match_id, clock])?;
    }
    let finished = match &append.finish {
        Some(finish) => Some((
            append.match_id.clone(),
            write_finish(conn, &append.match_id, finish)?,
        )),
        None => None,
    };
    if let Some(write) = append.campaign {
        let stored: Option<String> = conn
            .prepare_cached("SELECT progress FROM campaigns WHERE game = ?1 AND grp = ?2")?
            .query_row(params![write.game, write.group], |row| row.get(0))
            .optional()?;
        match (write.update)(stored) {
            Ok(progress) => {
                conn.prepare_cached(
                    "INSERT INTO campaigns (game, grp, progress, updated_at) VALUES (?1, ?2, ?3, ?4)
                     ON CONFLICT (game, grp) DO UPDATE SET progress = ?3, updated_at = ?4",
                )?
                .execute(params![write.game, write.group, progress, write.updated_at])?;
            }
            Err(err) => tracing::warn!(
                game = %write.game,
                group = %write.group,
                "campaign progress left unchanged: {err}"
            ),
        }
    }
    Ok(finished)
}

/// Compare-and-set of one seat: writes `row` only if the seat still reads
/// `expected`, else `Conflict`. Used alone by `set_seat` and inside an action's
/// savepoint (`Append::seat_change`), where a conflict undoes the action too.
fn write_seat(conn: &Connection, match_id: &str, change: &SeatChange) -> Result<(), StoreError> {
    let seat = i64::from(change.seat.0);
    let columns = change.columns();
    let mut values: Vec<&dyn rusqlite::ToSql> = vec![&match_id, &seat];
    values.extend(columns.iter().map(|c| c as &dyn rusqlite::ToSql));
    let changed = conn
        .prepare_cached(
            "UPDATE seats SET kind = ?3, name = ?4, bot = ?5, token_hash = ?6, account_id = ?7, stand_in = ?8
             WHERE match_id = ?1 AND seat = ?2
               AND kind = ?9 AND name IS ?10 AND bot IS ?11 AND token_hash IS ?12
               AND account_id IS ?13 AND stand_in IS ?14",
        )?
        .execute(values.as_slice())?;
    wrote(changed > 0, || {
        conflict::seat_changed(match_id, change.seat.0)
    })
}

/// A finished match's results, and for a rated one its players' new ratings
/// (a seat a stand-in bot plays forfeits, as its stored row says); returns the
/// accounts' rating changes.
fn write_finish(
    conn: &Connection,
    match_id: &str,
    finish: &FinishWrite,
) -> Result<Vec<SeatRating>, StoreError> {
    let mut stored = Vec::with_capacity(finish.players.len());
    for (_, player, _, _) in &finish.players {
        let rating: Option<(f64, f64)> = if finish.rated {
            conn.prepare_cached(&sqlite_sql(sql::RATING_OF))?
                .query_row(params![finish.game, player], |row| {
                    Ok((row.get(0)?, row.get(1)?))
                })
                .optional()?
        } else {
            None
        };
        stored.push(rating);
    }
    let seats: Vec<(i64, i64)> = conn
        .prepare_cached(&sqlite_sql(sql::STOOD_IN_SEATS))?
        .query_map(params![match_id], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let forfeit: Vec<u8> = seats
        .iter()
        .filter(|(_, stood_in)| *stood_in != 0)
        .map(|(seat, _)| *seat as u8)
        .collect();
    let rows = super::finish_rows(finish, &stored, &forfeit, seats.len());
    for row in &rows {
        if let Some((mu, sigma)) = row.after {
            conn.prepare_cached(&sqlite_sql(sql::UPSERT_RATING))?
                .execute(params![finish.game, row.player, mu, sigma])?;
        }
        conn.prepare_cached(&sqlite_sql(sql::INSERT_RESULT))?
            .execute(params![
                match_id,
                i64::from(row.seat),
                row.player,
                finish.game,
                finish.variant,
                i64::from(row.place),
                i64::from(row.won),
                i64::from(finish.rated),
                row.before.map(|b| b.0),
                row.before.map(|b| b.1),
                row.after.map(|a| a.0),
                row.after.map(|a| a.1),
                finish.finished_at,
                i64::from(row.forfeit)
            ])?;
    }
    Ok(super::seat_ratings(&rows))
}

/// The accounts' rating changes of a finished rated match, from its results rows.
fn rating_changes(conn: &Connection, match_id: &str) -> rusqlite::Result<Vec<SeatRating>> {
    conn.prepare_cached(&sqlite_sql(sql::RATING_CHANGES_OF_MATCH))?
        .query_map(params![match_id], |row| {
            Ok(SeatRating {
                seat: row.get::<_, i64>(0)? as u8,
                player: row.get(1)?,
                before: (row.get(2)?, row.get(3)?),
                after: (row.get(4)?, row.get(5)?),
                forfeit: row.get::<_, i64>(6)? != 0,
            })
        })?
        .collect()
}

fn account_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<AccountRow> {
    Ok(AccountRow {
        id: row.get(0)?,
        name: row.get(1)?,
        password_hash: row.get(2)?,
        created_at: row.get(3)?,
    })
}

/// One match, its seats, and its actions from `first_action` on.
fn load_one(
    conn: &Connection,
    id: &str,
    first_action: u64,
) -> rusqlite::Result<Option<StoredMatch>> {
    let row = conn
        .prepare_cached(
            "SELECT game, rules_version, config, seed, status, host_token_hash, created_at, options, clock FROM matches WHERE id = ?1",
        )?
        .query_row(params![id], |row| {
            Ok((
                (
                    row.get::<_, String>(0)?,
                    row.get::<_, u32>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, String>(4)?,
                    row.get::<_, String>(5)?,
                    row.get::<_, i64>(6)?,
                ),
                row.get::<_, Option<String>>(7)?,
                row.get::<_, Option<String>>(8)?,
            ))
        })
        .optional()?;
    let Some((
        (game, rules_version, config, seed, status, host_token_hash, created_at),
        options,
        clock,
    )) = row
    else {
        return Ok(None);
    };
    let options = match options {
        Some(text) => serde_json::from_str(&text).map_err(|e| corrupt(id, "options", e))?,
        None => serde_json::Value::Null,
    };
    let config = serde_json::from_str(&config).map_err(|e| corrupt(id, "config", e))?;
    let seed = seed.parse().map_err(|e| corrupt(id, "seed", e))?;
    let seats = conn
        .prepare_cached(
            "SELECT kind, name, bot, token_hash, account_id, stand_in FROM seats WHERE match_id = ?1 ORDER BY seat",
        )?
        .query_map(params![id], |row| {
            Ok(SeatRow::from_columns(
                &row.get::<_, String>(0)?,
                row.get(1)?,
                row.get(2)?,
                row.get(3)?,
                row.get(4)?,
                row.get(5)?,
            ))
        })?
        .collect::<Result<_, _>>()?;
    let first = i64::try_from(first_action).unwrap_or(i64::MAX);
    let actions = conn
        .prepare_cached(
            "SELECT seat, action FROM actions WHERE match_id = ?1 AND idx >= ?2 ORDER BY idx",
        )?
        .query_map(params![id, first], |row| {
            let seat: i64 = row.get(0)?;
            let action: String = row.get(1)?;
            let action =
                serde_json::from_str(&action).map_err(|e| corrupt("an action", "JSON", e))?;
            Ok((Seat(seat as u8), action))
        })?
        .collect::<Result<_, _>>()?;
    let rating_changes = if status == "finished" {
        rating_changes(conn, id)?
    } else {
        Vec::new()
    };
    Ok(Some(StoredMatch {
        id: id.to_owned(),
        game,
        rules_version,
        config,
        seed,
        status,
        host_token_hash,
        created_at,
        seats,
        options,
        clock,
        actions,
        first_action,
        rating_changes,
    }))
}

/// A chat row from its columns (index, seat, name, text, time).
pub(crate) fn chat_row(
    match_id: &str,
    (index, seat, name, text, at): (i64, Option<i64>, String, String, i64),
) -> Result<ChatRow, StoreError> {
    let corrupt = |what: &str| StoreError::Corrupt(format!("{match_id}: chat {what}"));
    Ok(ChatRow {
        index: u64::try_from(index).map_err(|_| corrupt("index"))?,
        seat: seat
            .map(|s| u8::try_from(s).map_err(|_| corrupt("seat")))
            .transpose()?,
        name,
        text,
        at,
    })
}

/// A shared statement's parameter as SQLite takes it.
fn sqlite_value(param: &super::SqlParam) -> rusqlite::types::Value {
    match param {
        super::SqlParam::Text(text) => rusqlite::types::Value::Text(text.clone()),
        super::SqlParam::Int(value) => rusqlite::types::Value::Integer(*value),
    }
}

/// What a backup holds, counted from the copy once it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackupSummary {
    pub matches: u64,
    pub accounts: u64,
}

/// How long a backup waits for the live database to let it read.
const BACKUP_BUSY_WAIT: std::time::Duration = std::time::Duration::from_secs(30);

/// Copies the database at `source`, which a running `sleuth serve` may be
/// writing, into the new file `target` with SQLite's online backup. The source is
/// only read, and copied in one step, so the copy is the database as one
/// read transaction saw it: in WAL mode that read blocks no writer, and no write
/// can make the copy start over. The copy is checked (`quick_check`), left in
/// rollback-journal mode (one self-contained file) and its matches and accounts
/// are counted. `target` must not exist.
pub fn backup(source: &Path, target: &Path) -> Result<BackupSummary, StoreError> {
    use rusqlite::OpenFlags;
    use rusqlite::backup::{Backup, StepResult};
    // Read-write but never created, and only read: a read-only connection could
    // not remove the `-wal` and `-shm` files it makes when no server is running.
    let from = Connection::open_with_flags(
        source,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    from.busy_timeout(BACKUP_BUSY_WAIT)?;
    let mut to = Connection::open_with_flags(
        target,
        OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    {
        let copy = Backup::new(&from, &mut to)?;
        let deadline = std::time::Instant::now() + BACKUP_BUSY_WAIT;
        loop {
            // -1: every page in one step, under one read transaction.
            match copy.step(-1)? {
                StepResult::Done => break,
                StepResult::More => {}
                _busy_or_locked => {
                    if std::time::Instant::now() > deadline {
                        return Err(StoreError::Failed(format!(
                            "{} stayed locked for {} seconds: no backup written",
                            source.display(),
                            BACKUP_BUSY_WAIT.as_secs()
                        )));
                    }
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
            }
        }
    }
    drop(from);
    let check: String = to.query_row("PRAGMA quick_check", [], |row| row.get(0))?;
    if check != "ok" {
        return Err(StoreError::Corrupt(format!(
            "the copy of {} fails SQLite's check: {check}",
            source.display()
        )));
    }
    to.pragma_update(None, "journal_mode", "DELETE")?;
    let count = |table: &str| -> Result<u64, StoreError> {
        let n: i64 = to.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |row| {
            row.get(0)
        })?;
        Ok(n as u64)
    };
    let summary = BackupSummary {
        matches: count("matches")?,
        accounts: count("accounts")?,
    };
    to.close().map_err(|(_, err)| err)?;
    Ok(summary)
}
