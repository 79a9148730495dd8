//! Reading a match back from PostgreSQL: its row, seats and actions from one
//! snapshot, in one statement.

use serde_json::Value;
use sleuth_core::Seat;
use tokio_postgres::types::Type;

use crate::store::{SeatRow, StoreError, StoredMatch};

use super::PgStore;

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

    /// One match with its actions from `first_action` on, in one statement (one
    /// round trip, one snapshot: PostgreSQL reads a statement's subqueries from
    /// the snapshot of the statement), plus the rating rows of a finished match.
    /// A node following another's changes calls this once per refresh.
    pub async fn load_match(
        &self,
        id: &str,
        first_action: u64,
    ) -> Result<Option<StoredMatch>, StoreError> {
        let first = i64::try_from(first_action).unwrap_or(i64::MAX);
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let Some(row) = client
            .query_typed_opt(LOAD_MATCH, &[(&id, Type::TEXT), (&first, Type::INT8)])
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
            rating_changes: Vec::new(),
        };
        let kinds: Vec<String> = row.get(9);
        let mut names = row.get::<_, Vec<Option<String>>>(10).into_iter();
        let mut bots = row.get::<_, Vec<Option<String>>>(11).into_iter();
        let mut tokens = row.get::<_, Vec<Option<String>>>(12).into_iter();
        let mut accounts = row.get::<_, Vec<Option<String>>>(13).into_iter();
        let mut stand_ins = row.get::<_, Vec<Option<String>>>(14).into_iter();
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
        let seats: Vec<i32> = row.get(15);
        let actions: Vec<String> = row.get(16);
        if seats.len() != actions.len() {
            return Err(corrupt("actions", &"the log changed while it was read"));
        }
        for (seat, action) in seats.into_iter().zip(actions) {
            let action = serde_json::from_str(&action).map_err(|e| corrupt("action", &e))?;
            stored.actions.push((Seat(seat as u8), action));
        }
        if stored.status == "finished" {
            // Written with the finishing action, never changed afterwards: a
            // read after the snapshot above finds the same rows.
            let tx = client.build_transaction().read_only(true).start().await?;
            stored.rating_changes = super::results::rating_changes(&tx, id).await?;
            tx.commit().await?;
        }
        Ok(Some(stored))
    }
}

/// A match row, its seats' columns as arrays (in seat order) and its actions from
/// index `$2` on as two arrays (in log order): everything `load_match` needs.
const LOAD_MATCH: &str = "
SELECT m.game, m.rules_version, m.config, m.seed, m.status, m.host_token_hash,
       m.created_at, m.options, m.clock,
       ARRAY(SELECT s.kind FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.name FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.bot FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.token_hash FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.account_id FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT s.stand_in FROM seats s WHERE s.match_id = m.id ORDER BY s.seat),
       ARRAY(SELECT a.seat FROM actions a WHERE a.match_id = m.id AND a.idx >= $2 ORDER BY a.idx),
       ARRAY(SELECT a.action FROM actions a WHERE a.match_id = m.id AND a.idx >= $2 ORDER BY a.idx)
FROM matches m WHERE m.id = $1";
