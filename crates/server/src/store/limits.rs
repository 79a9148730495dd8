//! Token buckets shared by every node of a PostgreSQL store, for the login
//! limits (`accounts::LoginLimits`): one row of `login_limits` per (scope, key)
//! that is not full.
//!
//! A bucket holds credit in milliseconds: one token is worth `period_ms`, the
//! bucket holds at most `capacity_ms`, and credit comes back at one millisecond
//! per millisecond of the caller's clock (`now_ms`, passed in by the node, so
//! that the same arithmetic runs in memory on SQLite). Integers only: no
//! rounding differs between nodes or between the database and Rust.
//!
//! Taking a token is one `INSERT ... ON CONFLICT DO UPDATE ... WHERE` statement:
//! PostgreSQL locks the row and judges the `WHERE` on its latest version, so two
//! nodes racing for the last token cannot both get it. A row is returned only
//! when a token was taken. A missing row is a full bucket, so full rows may be
//! deleted at any time ([`Store::forget_full_limit_buckets`]).
//!
//! SQLite (one node) does not use the table: its node keeps the same buckets in
//! memory.

use super::{Store, StoreError};

/// The table, created by the PostgreSQL backend only.
pub(crate) const LIMITS_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS login_limits (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    credit_ms BIGINT NOT NULL,
    updated_at_ms BIGINT NOT NULL,
    PRIMARY KEY (scope, key)
);
";

/// A bucket's rule: one token per `period_ms` of credit, at most `capacity_ms`
/// (`capacity_ms / period_ms` tokens) held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BucketRule {
    pub period_ms: i64,
    pub capacity_ms: i64,
}

/// Takes one token if the bucket holds one at `$5`: `$3` is the rule's period,
/// `$4` its capacity (both ms). A new row starts full and pays at once. The
/// clock never runs backwards for a row: a node whose clock is behind refills
/// nothing and leaves `updated_at_ms` as it was.
const TAKE: &str = "INSERT INTO login_limits AS l (scope, key, credit_ms, updated_at_ms)
     VALUES ($1, $2, CAST($4 AS BIGINT) - CAST($3 AS BIGINT), CAST($5 AS BIGINT))
     ON CONFLICT (scope, key) DO UPDATE SET
         credit_ms = LEAST(CAST($4 AS BIGINT),
             l.credit_ms + GREATEST(0, CAST($5 AS BIGINT) - l.updated_at_ms))
             - CAST($3 AS BIGINT),
         updated_at_ms = GREATEST(l.updated_at_ms, CAST($5 AS BIGINT))
     WHERE LEAST(CAST($4 AS BIGINT),
             l.credit_ms + GREATEST(0, CAST($5 AS BIGINT) - l.updated_at_ms))
         >= CAST($3 AS BIGINT)
     RETURNING CAST(l.credit_ms AS TEXT)";

/// Gives back one token taken by [`TAKE`] (a right password costs nothing).
const GIVE_BACK: &str = "UPDATE login_limits
     SET credit_ms = LEAST(CAST($4 AS BIGINT), credit_ms + CAST($3 AS BIGINT))
     WHERE scope = $1 AND key = $2";

/// Deletes the rows of scope `$1` that are full at `$3` (capacity `$2`).
const FORGET_FULL: &str = "DELETE FROM login_limits
     WHERE scope = $1
       AND credit_ms + GREATEST(0, CAST($3 AS BIGINT) - updated_at_ms) >= CAST($2 AS BIGINT)";

/// The rows of one scope.
const COUNT: &str = "SELECT CAST(COUNT(*) AS TEXT) FROM login_limits WHERE scope = $1";

impl Store {
    /// Takes one token from the shared bucket (`scope`, `key`) at `now_ms`;
    /// false when it is empty. PostgreSQL only (`is_shared`).
    pub async fn take_limit_token(
        &self,
        scope: &str,
        key: &str,
        rule: BucketRule,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let params = vec![
            scope.into(),
            key.into(),
            rule.period_ms.into(),
            rule.capacity_ms.into(),
            now_ms.into(),
        ];
        Ok(!self.query_text(TAKE, params).await?.is_empty())
    }

    /// Gives one token back to the shared bucket (`scope`, `key`), never past
    /// its capacity (a row already forgotten is full: nothing to do).
    pub async fn give_back_limit_token(
        &self,
        scope: &str,
        key: &str,
        rule: BucketRule,
    ) -> Result<(), StoreError> {
        let params = vec![
            scope.into(),
            key.into(),
            rule.period_ms.into(),
            rule.capacity_ms.into(),
        ];
        self.execute_params(GIVE_BACK, params).await.map(drop)
    }

    /// Deletes the buckets of `scope` that are full at `now_ms`; how many.
    pub async fn forget_full_limit_buckets(
        &self,
        scope: &str,
        rule: BucketRule,
        now_ms: i64,
    ) -> Result<u64, StoreError> {
        let params = vec![scope.into(), rule.capacity_ms.into(), now_ms.into()];
        self.execute_params(FORGET_FULL, params).await
    }

    /// How many buckets of `scope` the table holds (for tests and tools).
    pub async fn limit_buckets(&self, scope: &str) -> Result<i64, StoreError> {
        let rows = self.query_text(COUNT, vec![scope.into()]).await?;
        Ok(rows
            .first()
            .map(|row| super::social::int(row, 0))
            .unwrap_or(0))
    }
}
