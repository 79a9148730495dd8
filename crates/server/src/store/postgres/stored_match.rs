//! Reading a match back from PostgreSQL: its row, seats and actions from one
//! snapshot.

use serde_json::Value;
use sleuth_core::Seat;

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
            rating_changes: Vec::new(),
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
        if stored.status == "finished" {
            stored.rating_changes = super::results::rating_changes(&tx, id).await?;
        }
        tx.commit().await?;
        Ok(Some(stored))
    }
}
