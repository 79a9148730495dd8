//! Persistence: matches, seats and accepted actions. An action is committed here
//! before anyone is told of it; on start a node rebuilds every match by replaying
//! its stored actions.
//!
//! Two backends with the same behaviour (the tests in `tests/store.rs` run against
//! both): [`sqlite`], the embedded default for one node, whose appends from many
//! matches share one fsync'd transaction (group commit); and [`postgres`], for
//! several nodes on one database, where a conflicting write fails instead of
//! forking a log, every change is announced to the other nodes with NOTIFY, and an
//! advisory lock says which node drives a match's bots.
//!
//! Every write that another node could race with is a compare-and-set: a seat
//! changes only from the row the caller saw, a status only from the status the
//! caller saw, and action `i` only if there is none yet. A lost race is
//! [`StoreError::Conflict`] and writes nothing.

mod account_settings;
mod content_stats;
mod error;
mod limits;
pub mod postgres;
mod rows;
mod schema;
mod social;
pub(crate) mod sql;
pub mod sqlite;
mod studio;

pub use content_stats::{
    ContentPlay, LENGTHS_KEPT, LIBRARY_LISTED, LibraryPiece, PlayTotals, RatingTotals,
};
pub use error::StoreError;
pub(crate) use error::{conflict, wrote};
pub use limits::BucketRule;
pub(crate) use limits::LIMITS_SCHEMA;
pub use rows::{
    AccountRow, Append, CampaignWrite, Change, ChatRow, FinishWrite, NewMatch, Rating, RatingRow,
    ResultRow, SeatChange, SeatRating, SeatRow, StoredMatch, TeamSuccess,
};
pub(crate) use rows::{finish_rows, rating_name, seat_ratings};
pub(crate) use schema::{ADDED_COLUMNS, SCHEMA};
pub use social::{
    FriendRow, InvitationRow, PUSH_SUBSCRIPTIONS_PER_ACCOUNT, PushSubscriptionRow, SqlParam,
};
pub(crate) use sql::sqlite_sql;
pub use studio::{DraftRow, DraftVersionRow, LibraryReportRow, LibraryRow};

use serde_json::Value;
use sleuth_core::Seat;

/// The store of one node. Cheap to clone; every call is async (SQLite's run on
/// blocking threads).
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
}

#[derive(Clone, Debug)]
enum Backend {
    Sqlite(sqlite::SqliteStore),
    Postgres(postgres::PgStore),
}

/// Calls the backend method of the same name with the same arguments: PostgreSQL's
/// directly, SQLite's on tokio's blocking pool, where each argument is carried
/// owned ([`Carry`]) and lent back in the form the method takes ([`Lend`]).
macro_rules! on_backend {
    ($store:ident . $method:ident ( $($arg:ident),* )) => {
        match &$store.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                $(let $arg = Carry::carry($arg);)*
                blocking(move || s.$method($(Lend::lend(&$arg)),*)).await
            }
            Backend::Postgres(p) => p.$method($($arg),*).await,
        }
    };
}

/// An argument of a store call as it is taken, turned into a value a blocking
/// SQLite call may own.
trait Carry {
    type Owned: Lend + Send + 'static;
    fn carry(self) -> Self::Owned;
}

/// A carried argument, lent to the SQLite call in the form it was taken.
trait Lend {
    type Lent<'a>
    where
        Self: 'a;
    fn lend(&self) -> Self::Lent<'_>;
}

impl Carry for &str {
    type Owned = String;
    fn carry(self) -> String {
        self.to_owned()
    }
}

impl Lend for String {
    type Lent<'a> = &'a str;
    fn lend(&self) -> &str {
        self
    }
}

impl<T: Carry> Carry for Option<T> {
    type Owned = Option<T::Owned>;
    fn carry(self) -> Self::Owned {
        self.map(T::carry)
    }
}

impl<T: Lend> Lend for Option<T> {
    type Lent<'a>
        = Option<T::Lent<'a>>
    where
        T: 'a;
    fn lend(&self) -> Self::Lent<'_> {
        self.as_ref().map(|value| value.lend())
    }
}

/// Arguments taken by reference and carried as a clone.
macro_rules! carried_as_clone {
    ($($owned:ty),*) => {$(
        impl Carry for &$owned {
            type Owned = $owned;
            fn carry(self) -> $owned {
                self.clone()
            }
        }

        impl Lend for $owned {
            type Lent<'a> = &'a $owned;
            fn lend(&self) -> &$owned {
                self
            }
        }
    )*};
}

/// Arguments taken and carried by value.
macro_rules! carried_as_copy {
    ($($owned:ty),*) => {$(
        impl Carry for $owned {
            type Owned = $owned;
            fn carry(self) -> $owned {
                self
            }
        }

        impl Lend for $owned {
            type Lent<'a> = $owned;
            fn lend(&self) -> $owned {
                *self
            }
        }
    )*};
}

carried_as_clone!(Value, SeatChange, AccountRow, ChatRow, NewMatch);
carried_as_copy!(u32, u64, i64);

impl Store {
    /// The SQLite file at `path` (created if missing).
    pub fn open(path: &std::path::Path) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Sqlite(sqlite::SqliteStore::open(path)?),
        })
    }

    /// An in-memory SQLite database (tests, `sleuth serve` without a data directory).
    pub fn in_memory() -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Sqlite(sqlite::SqliteStore::in_memory()?),
        })
    }

    /// The PostgreSQL database at `url` (`postgres://user@host:port/db`); the
    /// tables are created if missing.
    pub async fn connect_postgres(url: &str) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Postgres(postgres::PgStore::connect(url).await?),
        })
    }

    /// Whether other nodes may write to this store (PostgreSQL): a node must then
    /// follow [`Store::changes`] and claim a match's bots before driving them.
    pub fn is_shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Which backend, for logs: "sqlite" or "postgres".
    pub fn kind(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite(_) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    /// `sleuth admin backup`: an online copy of the SQLite file at `source`
    /// (which a running node may be writing) into the new file `target`, with
    /// what the copy holds. PostgreSQL is backed up with `pg_dump` instead.
    pub fn backup_sqlite(
        source: &std::path::Path,
        target: &std::path::Path,
    ) -> Result<sqlite::BackupSummary, StoreError> {
        sqlite::backup(source, target)
    }

    pub async fn create_match(&self, new: NewMatch) -> Result<(), StoreError> {
        let new = &new;
        on_backend!(self.create_match(new))
    }

    /// Sets a seat's row, only if it is still `expected` (else `Conflict`); with
    /// `config`, stores the match's new config in the same transaction (a per-seat
    /// choice made when joining, `GameInfo::seat_choice`).
    pub async fn set_seat(
        &self,
        match_id: &str,
        seat: Seat,
        expected: &SeatRow,
        row: &SeatRow,
        config: Option<&Value>,
    ) -> Result<(), StoreError> {
        self.set_seat_and_clock(match_id, seat, expected, row, config, None)
            .await
    }

    /// [`Store::set_seat`], also storing the clocks' new state (JSON text) in the
    /// same transaction (a seat handed to a bot or reclaimed stops or starts its clock).
    pub async fn set_seat_and_clock(
        &self,
        match_id: &str,
        seat: Seat,
        expected: &SeatRow,
        row: &SeatRow,
        config: Option<&Value>,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        let change = &SeatChange {
            seat,
            expected: expected.clone(),
            row: row.clone(),
        };
        on_backend!(self.set_seat(match_id, change, config, clock))
    }

    /// Creates an account; `Conflict` if its name (compared by `name_key`) is taken.
    pub async fn create_account(
        &self,
        account: &AccountRow,
        name_key: &str,
    ) -> Result<(), StoreError> {
        on_backend!(self.create_account(account, name_key))
    }

    /// The account whose name has this key (`accounts::name_key`).
    pub async fn account_by_name(&self, name_key: &str) -> Result<Option<AccountRow>, StoreError> {
        let statement = sql::ACCOUNT_BY_NAME_KEY;
        on_backend!(self.account_where(statement, name_key))
    }

    pub async fn account_by_id(&self, id: &str) -> Result<Option<AccountRow>, StoreError> {
        let statement = sql::ACCOUNT_BY_ID;
        on_backend!(self.account_where(statement, id))
    }

    /// Sets an account's password hash and ends its other sessions (all but
    /// `keep_session`, a session token hash).
    pub async fn set_password(
        &self,
        account_id: &str,
        password_hash: &str,
        keep_session: &str,
    ) -> Result<(), StoreError> {
        on_backend!(self.set_password(account_id, password_hash, keep_session))
    }

    pub async fn create_session(
        &self,
        token_hash: &str,
        account_id: &str,
        created_at: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        on_backend!(self.create_session(token_hash, account_id, created_at, expires_at))
    }

    /// The account of a session that has not expired at `now`.
    pub async fn session_account(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRow>, StoreError> {
        on_backend!(self.session_account(token_hash, now))
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        on_backend!(self.delete_session(token_hash))
    }

    /// A player's finished matches, newest first (at most `limit`).
    pub async fn results_of(&self, player: &str, limit: u32) -> Result<Vec<ResultRow>, StoreError> {
        on_backend!(self.results_of(player, limit))
    }

    /// A player's ratings, one per game played rated.
    pub async fn ratings_of(&self, player: &str) -> Result<Vec<RatingRow>, StoreError> {
        let (game, player, limit) = (None::<&str>, Some(player), 1000);
        on_backend!(self.ratings(game, player, limit))
    }

    /// A game's leaderboard: best conservative rating (mu - 3 sigma) first.
    pub async fn leaderboard(&self, game: &str, limit: u32) -> Result<Vec<RatingRow>, StoreError> {
        let (game, player) = (Some(game), None::<&str>);
        on_backend!(self.ratings(game, player, limit))
    }

    /// A cooperative game's team success by scenario and difficulty.
    pub async fn team_success(&self, game: &str) -> Result<Vec<TeamSuccess>, StoreError> {
        on_backend!(self.team_success(game))
    }

    /// The (match, seat) of every playing match where this account holds a seat.
    pub async fn playing_seats_of(
        &self,
        account_id: &str,
    ) -> Result<Vec<(String, u8)>, StoreError> {
        on_backend!(self.playing_seats_of(account_id))
    }

    /// Replaces the config of a match still in its lobby (status `open`);
    /// `Conflict` once it has started.
    pub async fn set_config(&self, match_id: &str, config: &Value) -> Result<(), StoreError> {
        on_backend!(self.set_config(match_id, config))
    }

    /// Moves a match from status `from` to `to`; `Conflict` if it was not `from`.
    pub async fn set_status(&self, match_id: &str, from: &str, to: &str) -> Result<(), StoreError> {
        self.set_status_and_clock(match_id, from, to, None).await
    }

    /// [`Store::set_status`], also storing the clocks' state (JSON text) in the same
    /// transaction (the clocks start with the match).
    pub async fn set_status_and_clock(
        &self,
        match_id: &str,
        from: &str,
        to: &str,
        clock: Option<&str>,
    ) -> Result<(), StoreError> {
        on_backend!(self.set_status(match_id, from, to, clock))
    }

    /// Commits one action (and its new status, and a campaign's new progress) in
    /// one transaction; `Conflict` if the match already has an action at that index.
    /// Returns once the action is durable, with the accounts' rating changes a
    /// finishing action wrote (empty otherwise).
    pub async fn append_action(&self, append: Append) -> Result<Vec<SeatRating>, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                blocking(move || s.append_action(append)).await
            }
            Backend::Postgres(p) => p.append_action(append).await,
        }
    }

    /// Appends a chat message to its match; `Conflict` if the match already has one
    /// at that index (another node wrote first).
    pub async fn append_chat(&self, match_id: &str, row: &ChatRow) -> Result<(), StoreError> {
        on_backend!(self.append_chat(match_id, row))
    }

    /// Records `rematch_id` as the rematch of `match_id`; `Conflict` if it already
    /// has one (another seat or node made it first).
    pub async fn set_rematch(&self, match_id: &str, rematch_id: &str) -> Result<(), StoreError> {
        on_backend!(self.set_rematch(match_id, rematch_id))
    }

    /// Every (match, its rematch) pair.
    pub async fn rematches(&self) -> Result<Vec<(String, String)>, StoreError> {
        let match_id = None::<&str>;
        on_backend!(self.rematches(match_id))
    }

    /// The rematch of one match, if it has one.
    pub async fn rematch_of(&self, match_id: &str) -> Result<Option<String>, StoreError> {
        let match_id = Some(match_id);
        let pairs = on_backend!(self.rematches(match_id))?;
        Ok(pairs.into_iter().next().map(|(_, re)| re))
    }

    /// A match's chat messages from index `first` on, in order.
    pub async fn load_chat(&self, match_id: &str, first: u64) -> Result<Vec<ChatRow>, StoreError> {
        on_backend!(self.load_chat(match_id, first))
    }

    /// A campaign group's stored progress (JSON text), `None` for a group that has
    /// not finished a match yet.
    pub async fn campaign_progress(
        &self,
        game: &str,
        group: &str,
    ) -> Result<Option<String>, StoreError> {
        on_backend!(self.campaign_progress(game, group))
    }

    /// Every stored match, oldest first, with all its actions.
    pub async fn load_all(&self) -> Result<Vec<StoredMatch>, StoreError> {
        on_backend!(self.load_all())
    }

    /// One match with its actions from index `first_action` on; `None` if there is
    /// no such match.
    pub async fn load_match(
        &self,
        match_id: &str,
        first_action: u64,
    ) -> Result<Option<StoredMatch>, StoreError> {
        on_backend!(self.load_match(match_id, first_action))
    }

    /// The host token hash of a match, if the match exists (for tests and tools).
    pub async fn host_token_hash(&self, match_id: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .load_match(match_id, u64::MAX)
            .await?
            .map(|m| m.host_token_hash))
    }

    /// Changes made by any node (this one included), for a shared store; `None` for
    /// SQLite, which only this node writes.
    /// Listening has begun when this returns: no change committed afterwards is missed.
    pub async fn changes(
        &self,
    ) -> Result<Option<tokio::sync::mpsc::UnboundedReceiver<Change>>, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(None),
            Backend::Postgres(p) => Ok(Some(p.listen().await?)),
        }
    }

    /// Whether this node may drive the bots of `match_id`: always with SQLite; with
    /// PostgreSQL, while this node holds the match's advisory lock (taken here if
    /// free; it is released when the node's connection ends, so another node takes
    /// over the bots of a node that died).
    pub async fn claim_bots(&self, match_id: &str) -> Result<bool, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(true),
            Backend::Postgres(p) => p.claim_bots(match_id).await,
        }
    }

    /// Writes this node's sockets for every seat of a match (PostgreSQL; a no-op
    /// with SQLite, whose one node knows every socket), announced to the others.
    pub async fn write_presence(
        &self,
        node: &str,
        match_id: &str,
        seats: &[postgres::SeatSockets],
    ) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(p) => p.write_presence(node, match_id, seats).await,
        }
    }

    /// Removes this node's presence rows of a match (a no-op with SQLite).
    pub async fn forget_presence(&self, node: &str, match_id: &str) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(p) => p.forget_presence(node, match_id).await,
        }
    }

    /// This node's presence heartbeat at `now` (ms); nodes silent since before
    /// `forget_before` lose their rows (a no-op with SQLite).
    pub async fn presence_heartbeat(
        &self,
        node: &str,
        now: i64,
        forget_before: i64,
    ) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(p) => p.presence_heartbeat(node, now, forget_before).await,
        }
    }

    /// Other nodes' presence rows, of one match or of all, by match id (none
    /// with SQLite).
    pub async fn presence_rows(
        &self,
        except_node: &str,
        match_id: Option<&str>,
    ) -> Result<std::collections::HashMap<String, Vec<postgres::PresenceRow>>, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(std::collections::HashMap::new()),
            Backend::Postgres(p) => p.presence_rows(except_node, match_id).await,
        }
    }

    /// Presence announcements of every node (this one included), for a shared
    /// store; `None` for SQLite.
    pub async fn presence_changes(
        &self,
    ) -> Result<Option<tokio::sync::mpsc::UnboundedReceiver<Change>>, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(None),
            Backend::Postgres(p) => Ok(Some(p.listen_presence().await?)),
        }
    }

    /// Gives up the bots of a finished match (a no-op with SQLite).
    pub async fn release_bots(&self, match_id: &str) {
        if let Backend::Postgres(p) = &self.backend {
            p.release_bots(match_id).await;
        }
    }
}

/// Runs a blocking store call on tokio's blocking pool.
async fn blocking<T: Send + 'static>(
    call: impl FnOnce() -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    match tokio::task::spawn_blocking(call).await {
        Ok(result) => result,
        Err(join) => Err(StoreError::Failed(format!("a store call failed: {join}"))),
    }
}
