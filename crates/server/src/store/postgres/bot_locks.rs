//! Which node drives a match's bots: the one holding the match's session
//! advisory lock on its lock connection.

use std::collections::HashSet;

use sha2::{Digest, Sha256};
use tokio_postgres::{Client, Statement};

use crate::store::StoreError;

use super::{PgStore, open};

/// The connection holding this node's bot locks, and which it holds.
pub(super) struct BotLocks {
    /// The connection, with its statement taking a lock (prepared once: a
    /// refused claim, which every node following a match makes, is one round
    /// trip).
    pub(super) client: Option<(Client, Statement)>,
    pub(super) held: HashSet<i64>,
}

/// The advisory lock key of a match's bots: 64 bits of SHA-256 of its id.
pub fn bot_lock_key(match_id: &str) -> i64 {
    let digest = Sha256::digest(format!("sleuth-bots/{match_id}").as_bytes());
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    i64::from_le_bytes(bytes)
}

impl PgStore {
    pub async fn claim_bots(&self, match_id: &str) -> Result<bool, StoreError> {
        let key = bot_lock_key(match_id);
        let mut locks = self.inner.locks.lock().await;
        if locks.client.as_ref().is_none_or(|(c, _)| c.is_closed()) {
            // A lost lock connection lost every lock with it.
            locks.held.clear();
            locks.client = None;
            let client = open(&self.inner.config).await?;
            let try_lock = client.prepare("SELECT pg_try_advisory_lock($1)").await?;
            locks.client = Some((client, try_lock));
        }
        if locks.held.contains(&key) {
            return Ok(true);
        }
        let (client, try_lock) = locks.client.as_ref().expect("a lock connection");
        let got: bool = client.query_one(try_lock, &[&key]).await?.get(0);
        if got {
            tracing::info!(match_id, "this node drives the bots of {match_id}");
            locks.held.insert(key);
        }
        Ok(got)
    }

    pub async fn release_bots(&self, match_id: &str) {
        let key = bot_lock_key(match_id);
        let mut locks = self.inner.locks.lock().await;
        if locks.held.remove(&key)
            && let Some((client, _)) = locks.client.as_ref()
            && let Err(err) = client
                .query_one("SELECT pg_advisory_unlock($1)", &[&key])
                .await
        {
            tracing::warn!(match_id, "releasing the bots: {err}");
        }
    }
}
