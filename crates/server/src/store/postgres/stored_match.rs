//! Reading matches back from PostgreSQL: a match's row, seats and actions from
//! one snapshot, in one statement, and the reads asked for at the same time
//! together in one statement.

use serde_json::Value;
use sleuth_core::Seat;
use tokio::sync::oneshot;
use tokio_postgres::Row;

use crate::store::{SeatRow, StoreError, StoredMatch};

use super::{PgStore, Pooled, open};

impl PgStore {
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

    /// One match with its actions from `first_action` on, read in one statement
    /// (one snapshot: PostgreSQL reads a statement's subqueries from the
    /// snapshot of the statement), plus the rating rows of a finished match. A
    /// node following another's changes calls this once per refresh, many at
    /// once: calls made while a read is under way wait for the next one, which
    /// reads all of them in one statement ([`ReadBatches`]), so the reads a
    /// node can make a second are not bounded by one round trip per match. The
    /// reads have a connection of their own: waiting for a pooled one behind
    /// this node's commits took longer than the reads themselves.
    pub async fn load_match(
        &self,
        id: &str,
        first_action: u64,
    ) -> Result<Option<StoredMatch>, StoreError> {
        let first = i64::try_from(first_action).unwrap_or(i64::MAX);
        let (answer, answered) = oneshot::channel();
        let start_reader = {
            let mut batches = self.inner.reads.lock().unwrap_or_else(|p| p.into_inner());
            batches.waiting.push(WantedMatch {
                id: id.to_owned(),
                first,
                answer,
            });
            !std::mem::replace(&mut batches.reading, true)
        };
        if start_reader {
            tokio::spawn(self.clone().read_batches());
        }
        answered
            .await
            .unwrap_or_else(|_| Err(StoreError::Failed("the match reader stopped".to_owned())))
    }

    /// Reads what waits, batch after batch, until nothing does.
    async fn read_batches(self) {
        loop {
            let batch: Vec<WantedMatch> = {
                let mut batches = self.inner.reads.lock().unwrap_or_else(|p| p.into_inner());
                if batches.waiting.is_empty() {
                    batches.reading = false;
                    return;
                }
                let take = batches.waiting.len().min(MATCHES_PER_READ);
                batches.waiting.drain(..take).collect()
            };
            let ids: Vec<&str> = batch.iter().map(|w| w.id.as_str()).collect();
            let firsts: Vec<i64> = batch.iter().map(|w| w.first).collect();
            match self.read_matches(&ids, &firsts).await {
                Ok(mut found) => {
                    for (n, wanted) in batch.into_iter().enumerate() {
                        let _ = wanted.answer.send(found[n].take().transpose());
                    }
                }
                Err(err) => {
                    let text = err.to_string();
                    for wanted in batch {
                        let _ = wanted.answer.send(Err(StoreError::Failed(text.clone())));
                    }
                }
            }
        }
    }

    /// The matches `ids` (with their actions from `firsts`, index by index), in
    /// one statement: `None` for a match the store does not have.
    async fn read_matches(
        &self,
        ids: &[&str],
        firsts: &[i64],
    ) -> Result<Vec<Option<Result<StoredMatch, StoreError>>>, StoreError> {
        let mut guard = self.inner.reader.lock().await;
        if guard.as_ref().is_none_or(|reader| reader.is_closed()) {
            *guard = Some(Pooled::new(open(&self.inner.config).await?));
        }
        let client = guard.as_mut().expect("a connection");
        let statement = client.prepared(LOAD_MATCHES).await?;
        let rows = client.query(&statement, &[&ids, &firsts]).await?;
        let mut found: Vec<Option<Result<StoredMatch, StoreError>>> =
            (0..ids.len()).map(|_| None).collect();
        for row in rows {
            let n = usize::try_from(row.get::<_, i64>(0) - 1).unwrap_or(usize::MAX);
            if n >= ids.len() {
                continue;
            }
            let id = ids[n];
            let mut stored = stored_match(id, firsts[n], &row);
            if let Ok(stored) = &mut stored
                && stored.status == "finished"
            {
                // Written with the finishing action, never changed afterwards: a
                // read after the snapshot above finds the same rows.
                let tx = client.build_transaction().read_only(true).start().await?;
                stored.rating_changes = super::results::rating_changes(&tx, id).await?;
                tx.commit().await?;
            }
            found[n] = Some(stored);
        }
        Ok(found)
    }
}

/// The most matches one statement reads.
const MATCHES_PER_READ: usize = 256;

/// The `load_match` calls waiting for the next read, and whether a reader task
/// is at work (it reads until none waits).
#[derive(Default)]
pub(super) struct ReadBatches {
    waiting: Vec<WantedMatch>,
    reading: bool,
}

struct WantedMatch {
    id: String,
    first: i64,
    answer: oneshot::Sender<Result<Option<StoredMatch>, StoreError>>,
}

/// A row of [`LOAD_MATCHES`] (from column 1 on) as a [`StoredMatch`].
fn stored_match(id: &str, first: i64, row: &Row) -> Result<StoredMatch, StoreError> {
    let corrupt = |field: &str, err: &dyn std::fmt::Display| {
        StoreError::Corrupt(format!("{id}: stored {field}: {err}"))
    };
    let config: String = row.get(3);
    let seed: String = row.get(4);
    let rules_version: i64 = row.get(2);
    let mut stored = StoredMatch {
        id: id.to_owned(),
        game: row.get(1),
        rules_version: u32::try_from(rules_version).map_err(|e| corrupt("rules version", &e))?,
        config: serde_json::from_str(&config).map_err(|e| corrupt("config", &e))?,
        seed: seed.parse().map_err(|e| corrupt("seed", &e))?,
        status: row.get(5),
        host_token_hash: row.get(6),
        created_at: row.get(7),
        options: match row.get::<_, Option<String>>(8) {
            Some(text) => serde_json::from_str(&text).map_err(|e| corrupt("options", &e))?,
            None => Value::Null,
        },
        clock: row.get(9),
        seats: Vec::new(),
        actions: Vec::new(),
        first_action: u64::try_from(first).unwrap_or(0),
        rating_changes: Vec::new(),
    };
    let kinds: Vec<String> = row.get(10);
    let mut names = row.get::<_, Vec<Option<String>>>(11).into_iter();
    let mut bots = row.get::<_, Vec<Option<String>>>(12).into_iter();
    let mut tokens = row.get::<_, Vec<Option<String>>>(13).into_iter();
    let mut accounts = row.get::<_, Vec<Option<String>>>(14).into_iter();
    let mut stand_ins = row.get::<_, Vec<Option<String>>>(15).into_iter();
    stored.seats = kinds
        .iter()
        .map(|kind| {
            SeatRow::from_columns(
                kind,
                names.next().flatten(),
                bots.next().flatten(),
                tokens.next().flatten(),
                accounts.next().flatten(),
                stand_ins.next().flatten(),
            )
        })
        .collect();
    let seats: Vec<i32> = row.get(16);
    let actions: Vec<String> = row.get(17);
    if seats.len() != actions.len() {
        return Err(corrupt("actions", &"the log changed while it was read"));
    }
    for (seat, action) in seats.into_iter().zip(actions) {
        let action = serde_json::from_str(&action).map_err(|e| corrupt("action", &e))?;
        stored.actions.push((Seat(seat as u8), action));
    }
    Ok(stored)
}

/// For each match id of `$1` (numbered from 1 in column 0), its row, its seats'
/// columns as arrays (in seat order) and its actions from the same place of `$2`
/// on as two arrays (in log order): everything `load_match` needs. A missing
/// match has no row.
const LOAD_MATCHES: &str = "
SELECT w.n, m.game, m.rules_version, m.config, m.seed, m.status, m.host_token_hash,
       m.created_at, m.options, m.clock,
       ARRAY(SELECT s.kind FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.name FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.bot FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.token_hash FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.account_id FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.stand_in FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT a.seat FROM actions a WHERE a.match_id = m.id AND a.idx >= w.first ORDER BY a.idx),
       ARRAY(SELECT a.action FROM actions a WHERE a.match_id = m.id AND a.idx >= w.first ORDER BY a.idx)
FROM unnest($1::TEXT[], $2::INT8[]) WITH ORDINALITY AS w(id, first, n)
JOIN matches m ON m.id = w.id";
