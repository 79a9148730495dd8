//! The accounts' rating changes of the finished rated matches this process has
//! committed or read back, by match id: what a match's summary shows at the end.
//! A summary is built under the match's lock with no store call, so the store
//! keeps them here: after the transaction of a finishing action commits, and
//! whenever it reads a finished match back (at start, on demand, on a catch-up
//! from another node), so that a match finished before a restart or on another
//! node shows them too. A finished match's results never change, so an entry is
//! never stale; one entry is a few numbers per account seat.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, RwLock};

use super::SeatRating;

type Known = HashMap<String, Arc<[SeatRating]>>;

static KNOWN: LazyLock<RwLock<Known>> = LazyLock::new(|| RwLock::new(HashMap::new()));

/// Notes the rating changes of finished match `match_id` (empty: not rated, or
/// no account seat).
pub(crate) fn remember_rating_changes(match_id: &str, rows: &[SeatRating]) {
    KNOWN
        .write()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(match_id.to_owned(), Arc::from(rows));
}

/// The accounts' rating changes of finished match `match_id`, if this process
/// has written or read its results (empty when it changed no account's rating).
pub fn rating_changes_of(match_id: &str) -> Option<Arc<[SeatRating]>> {
    KNOWN
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(match_id)
        .cloned()
}
