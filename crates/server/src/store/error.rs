//! What a store call can fail with, and the conflicts (lost compare-and-set
//! races) both backends report in the same words.

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

/// A compare-and-set write's outcome: `Ok` if it wrote a row, else the conflict
/// `lost` names (and nothing was written).
pub(crate) fn wrote(any: bool, lost: impl FnOnce() -> StoreError) -> Result<(), StoreError> {
    if any { Ok(()) } else { Err(lost()) }
}

/// The conflicts both backends report, in the same words.
pub(crate) mod conflict {
    use super::StoreError;

    pub fn name_taken(name: &str) -> StoreError {
        StoreError::Conflict(format!("the name {name} is taken"))
    }

    pub fn status_moved(match_id: &str, from: &str) -> StoreError {
        StoreError::Conflict(format!("{match_id} is no longer {from}"))
    }

    pub fn lobby_left(match_id: &str) -> StoreError {
        StoreError::Conflict(format!("{match_id} is no longer in its lobby"))
    }

    pub fn chat_taken(match_id: &str, index: u64) -> StoreError {
        StoreError::Conflict(format!("{match_id} already has chat message {index}"))
    }

    pub fn rematch_taken(match_id: &str) -> StoreError {
        StoreError::Conflict(format!("{match_id} already has a rematch"))
    }

    pub fn action_taken(match_id: &str, index: u64) -> StoreError {
        StoreError::Conflict(format!("{match_id} already has an action {index}"))
    }

    pub fn seat_changed(match_id: &str, seat: u8) -> StoreError {
        StoreError::Conflict(format!("seat {seat} of {match_id} changed meanwhile"))
    }
}
