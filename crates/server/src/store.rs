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

pub mod postgres;
pub mod sqlite;

/// The tables, the same on both backends (SQLite reads `BIGINT` as an integer
/// column; files made when it said `INTEGER` are the same to it).
pub(crate) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version BIGINT NOT NULL,
    config TEXT NOT NULL,
    seed TEXT NOT NULL,
    status TEXT NOT NULL,
    host_token_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT,
    bot TEXT,
    token_hash TEXT,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    match_id TEXT NOT NULL REFERENCES matches(id),
    idx BIGINT NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
CREATE TABLE IF NOT EXISTS chat (
    match_id TEXT NOT NULL REFERENCES matches(id),
    idx BIGINT NOT NULL,
    seat BIGINT,
    name TEXT NOT NULL,
    body TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
CREATE TABLE IF NOT EXISTS rematches (
    match_id TEXT PRIMARY KEY REFERENCES matches(id),
    rematch_id TEXT NOT NULL REFERENCES matches(id)
);
CREATE TABLE IF NOT EXISTS accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS ratings (
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    matches BIGINT NOT NULL,
    PRIMARY KEY (game, player)
);
CREATE TABLE IF NOT EXISTS results (
    match_id TEXT NOT NULL REFERENCES matches(id),
    seat BIGINT NOT NULL,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    place BIGINT NOT NULL,
    won BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    mu_before DOUBLE PRECISION,
    sigma_before DOUBLE PRECISION,
    mu_after DOUBLE PRECISION,
    sigma_after DOUBLE PRECISION,
    finished_at BIGINT NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS results_by_player ON results (player, finished_at);
CREATE TABLE IF NOT EXISTS campaigns (
    game TEXT NOT NULL,
    grp TEXT NOT NULL,
    progress TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game, grp)
);
";

/// Columns added after the first release, as (table, column, type): added to an
/// older database when it is opened (accounts on seats, a bot standing in
/// for an absent player, a match's options and clocks).
pub(crate) const ADDED_COLUMNS: &[(&str, &str, &str)] = &[
    ("seats", "account_id", "TEXT"),
    ("seats", "stand_in", "TEXT"),
    ("matches", "options", "TEXT"),
    ("matches", "clock", "TEXT"),
];

/// SQL written for PostgreSQL (`$1` parameters) as SQLite reads it (`?1`), so that
/// the account and rating queries are written once.
pub(crate) fn sqlite_sql(pg: &str) -> String {
    pg.replace('$', "?")
}

use serde::Serialize;
use serde_json::Value;
use sleuth_core::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatRow {
    Empty,
    Human {
        name: String,
        token_hash: String,
        /// The account that holds this seat (a guest's seat has none until claimed).
        account: Option<String>,
        /// The bot playing the seat while its player is away (the clock ran out or
        /// the player left), until the player reclaims it.
        stand_in: Option<String>,
    },
    Bot {
        bot: String,
    },
}

/// A seat row's stored columns: kind, name, bot, token hash, account id, stand-in
/// (the kind is never `None`).
pub(crate) type SeatColumns<'a> = [Option<&'a str>; 6];

impl SeatRow {
    /// A guest's seat: a name and a token, no account, nobody standing in.
    pub fn guest(name: impl Into<String>, token_hash: impl Into<String>) -> SeatRow {
        SeatRow::Human {
            name: name.into(),
            token_hash: token_hash.into(),
            account: None,
            stand_in: None,
        }
    }

    /// The columns as stored.
    pub(crate) fn columns(&self) -> SeatColumns<'_> {
        match self {
            SeatRow::Empty => [Some("empty"), None, None, None, None, None],
            SeatRow::Human {
                name,
                token_hash,
                account,
                stand_in,
            } => [
                Some("human"),
                Some(name.as_str()),
                None,
                Some(token_hash.as_str()),
                account.as_deref(),
                stand_in.as_deref(),
            ],
            SeatRow::Bot { bot } => [Some("bot"), None, Some(bot.as_str()), None, None, None],
        }
    }

    pub(crate) fn from_columns(
        kind: &str,
        name: Option<String>,
        bot: Option<String>,
        token_hash: Option<String>,
        account: Option<String>,
        stand_in: Option<String>,
    ) -> SeatRow {
        match kind {
            "human" => SeatRow::Human {
                name: name.unwrap_or_default(),
                token_hash: token_hash.unwrap_or_default(),
                account,
                stand_in,
            },
            "bot" => SeatRow::Bot {
                bot: bot.unwrap_or_default(),
            },
            _ => SeatRow::Empty,
        }
    }
}

/// A stored match, as loaded at start (or, from [`Store::load_match`], with only
/// the actions from a given index on).
#[derive(Clone, Debug)]
pub struct StoredMatch {
    pub id: String,
    pub game: String,
    pub rules_version: u32,
    pub config: Value,
    pub seed: u64,
    pub status: String,
    pub host_token_hash: String,
    pub created_at: i64,
    pub seats: Vec<SeatRow>,
    /// The match's options (rated, clock, stand-in bot) as JSON; `null` for none.
    pub options: Value,
    /// The clocks' last stored state (JSON text), if the match has a clock.
    pub clock: Option<String>,
    /// The stored actions from `first_action` on, in order.
    pub actions: Vec<(Seat, Value)>,
    pub first_action: u64,
}

/// One chat message of a match, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    /// Its place in the match's chat, from 0.
    pub index: u64,
    /// The writer's seat; `None` for a spectator.
    pub seat: Option<u8>,
    /// The writer's display name when it wrote.
    pub name: String,
    /// The text, checked (`names::chat_text`), stored and sent as plain text.
    pub text: String,
    /// Server time, seconds since 1970.
    pub at: i64,
}

/// A new match's first rows.
#[derive(Clone, Debug)]
pub struct NewMatch {
    pub id: String,
    pub game: String,
    pub rules_version: u32,
    pub config: Value,
    pub seed: u64,
    pub host_token_hash: String,
    pub created_at: i64,
    pub seats: usize,
    /// The match's options (rated, clock, stand-in bot); `null` for none.
    pub options: Value,
}

/// One accepted action to commit.
#[derive(Debug)]
pub struct Append {
    pub match_id: String,
    pub index: u64,
    pub seat: Seat,
    pub action: Value,
    /// The match's new status, when this action changed it.
    pub new_status: Option<&'static str>,
    /// A campaign group's progress to update in the same transaction.
    pub campaign: Option<CampaignWrite>,
    /// The clocks' new state (JSON text), for a match with a clock.
    pub clock: Option<String>,
    /// The results (and, for a rated match, the rating updates) of the action that
    /// finished the match, written in the same transaction.
    pub finish: Option<FinishWrite>,
    /// A seat that changes with this action, compare-and-set like
    /// [`Store::set_seat`]: a person leaving a game no bot may play opens their seat
    /// with the action recording it, and someone taking that seat is seated with
    /// the action bringing it back. If the seat is no longer as expected, nothing
    /// is written (`Conflict`).
    pub seat_change: Option<SeatChange>,
}

/// A seat's new row, written only if the seat is still `expected`.
#[derive(Clone, Debug)]
pub struct SeatChange {
    pub seat: Seat,
    pub expected: SeatRow,
    pub row: SeatRow,
}

impl SeatChange {
    /// The compare-and-set's text parameters, as both backends number them from
    /// `$3`: the new row's columns, then the expected row's.
    pub(crate) fn columns(&self) -> [Option<&str>; 12] {
        let mut both = [None; 12];
        both[..6].copy_from_slice(&self.row.columns());
        both[6..].copy_from_slice(&self.expected.columns());
        both
    }
}

/// What a finished match writes for its players' profiles and ratings.
#[derive(Clone, Debug)]
pub struct FinishWrite {
    pub game: String,
    /// Rated: every listed player's rating in `game` is updated (Weng-Lin).
    pub rated: bool,
    /// The scenario and difficulty of a cooperative game ("" otherwise).
    pub variant: String,
    pub finished_at: i64,
    /// (seat, player key, place from 1, won) for every seat with an account or a
    /// bot; a player key is `a:ACCOUNT_ID` or `bot:NAME`.
    pub players: Vec<(u8, String, u32, bool)>,
}

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRow {
    pub id: String,
    pub name: String,
    pub password_hash: String,
    pub created_at: i64,
}

/// One finished match of a player, as its profile lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ResultRow {
    pub match_id: String,
    pub seat: u8,
    pub game: String,
    pub variant: String,
    pub place: u32,
    pub won: bool,
    pub rated: bool,
    pub rating_before: Option<(f64, f64)>,
    pub rating_after: Option<(f64, f64)>,
    pub finished_at: i64,
}

/// A player's rating in one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingRow {
    pub game: String,
    /// The player key (`a:ACCOUNT_ID` or `bot:NAME`).
    pub player: String,
    /// The account's name, or the bot's name for a bot.
    pub name: String,
    pub mu: f64,
    pub sigma: f64,
    pub matches: u64,
}

/// Team success of a cooperative game by scenario and difficulty.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamSuccess {
    pub variant: String,
    pub matches: u64,
    pub won: u64,
}

/// A rating as (mu, sigma).
pub type Rating = (f64, f64);

/// The rows of a finish write: each player's rating before and after (for a rated
/// match) from the stored ones (`None`: a new player), by [`crate::rating`].
pub(crate) fn finish_rows(
    write: &FinishWrite,
    stored: &[Option<Rating>],
) -> Vec<(Option<Rating>, Option<Rating>)> {
    if !write.rated {
        return vec![(None, None); write.players.len()];
    }
    let before: Vec<(f64, f64)> = stored
        .iter()
        .map(|r| r.unwrap_or(crate::rating::INITIAL))
        .collect();
    let places: Vec<u32> = write.players.iter().map(|p| p.2).collect();
    let after = crate::rating::update(&before, &places);
    before
        .into_iter()
        .zip(after)
        .map(|(b, a)| (Some(b), Some(a)))
        .collect()
}

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

/// A campaign group's progress to update in the same transaction as the action that
/// finished one of its matches: `update` gets the stored progress (JSON text, `None`
/// for a new group) and returns the new one, or an error that leaves it unchanged.
pub struct CampaignWrite {
    pub game: String,
    pub group: String,
    pub updated_at: i64,
    #[allow(clippy::type_complexity)]
    pub update: Box<dyn FnOnce(Option<String>) -> Result<String, String> + Send>,
}

impl std::fmt::Debug for CampaignWrite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CampaignWrite")
            .field("game", &self.game)
            .field("group", &self.group)
            .finish_non_exhaustive()
    }
}

/// What another node changed, as announced by the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// This match changed (created, a seat, its status or a new action).
    Match(String),
    /// Announcements may have been missed (the listening connection was lost and is
    /// back): everything should be checked again.
    Resync,
}

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
        self.as_ref().map(T::lend)
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
    /// Returns once the action is durable.
    pub async fn append_action(&self, append: Append) -> Result<(), StoreError> {
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

/// The account, session and rating statements, in PostgreSQL's form (SQLite reads
/// them through [`sqlite_sql`]).
pub(crate) mod sql {
    pub const CREATE_ACCOUNT: &str =
        "INSERT INTO accounts (id, name, name_key, password_hash, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name_key) DO NOTHING";
    pub const ACCOUNT_BY_ID: &str =
        "SELECT id, name, password_hash, created_at FROM accounts WHERE id = $1";
    pub const ACCOUNT_BY_NAME_KEY: &str =
        "SELECT id, name, password_hash, created_at FROM accounts WHERE name_key = $1";
    pub const SET_PASSWORD: &str = "UPDATE accounts SET password_hash = $2 WHERE id = $1";
    pub const END_OTHER_SESSIONS: &str =
        "DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2";
    pub const CREATE_SESSION: &str =
        "INSERT INTO sessions (token_hash, account_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4)";
    pub const SESSION_ACCOUNT: &str = "SELECT a.id, a.name, a.password_hash, a.created_at
         FROM sessions s JOIN accounts a ON a.id = s.account_id
         WHERE s.token_hash = $1 AND s.expires_at > $2";
    pub const DELETE_SESSION: &str = "DELETE FROM sessions WHERE token_hash = $1";
    pub const RESULTS_OF: &str = "SELECT match_id, seat, game, variant, place, won, rated,
             mu_before, sigma_before, mu_after, sigma_after, finished_at
         FROM results WHERE player = $1 ORDER BY finished_at DESC, match_id LIMIT $2";
    pub const RATINGS: &str =
        "SELECT r.game, r.player, COALESCE(a.name, r.player), r.mu, r.sigma, r.matches
         FROM ratings r LEFT JOIN accounts a ON r.player = 'a:' || a.id
         WHERE (CAST($1 AS TEXT) IS NULL OR r.game = $1)
           AND (CAST($2 AS TEXT) IS NULL OR r.player = $2)
         ORDER BY r.mu - 3 * r.sigma DESC, r.player LIMIT $3";
    pub const TEAM_SUCCESS: &str = "SELECT variant, COUNT(*), CAST(SUM(won) AS BIGINT) FROM
         (SELECT match_id, variant, MAX(won) AS won FROM results WHERE game = $1
          GROUP BY match_id, variant) t
         GROUP BY variant ORDER BY variant";
    pub const PLAYING_SEATS: &str =
        "SELECT s.match_id, s.seat FROM seats s JOIN matches m ON m.id = s.match_id
         WHERE s.account_id = $1 AND m.status = 'playing' ORDER BY s.match_id, s.seat";
    pub const RATING_OF: &str = "SELECT mu, sigma FROM ratings WHERE game = $1 AND player = $2";
    pub const UPSERT_RATING: &str = "INSERT INTO ratings (game, player, mu, sigma, matches) VALUES ($1, $2, $3, $4, 1)
         ON CONFLICT (game, player) DO UPDATE SET mu = $3, sigma = $4, matches = ratings.matches + 1";
    pub const INSERT_RESULT: &str =
        "INSERT INTO results (match_id, seat, player, game, variant, place, won, rated,
             mu_before, sigma_before, mu_after, sigma_after, finished_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (match_id, seat) DO NOTHING";
}

/// A rating row's display name: the account's name, or "NAME bot" for a bot.
pub(crate) fn rating_name(player: &str, joined_name: String) -> String {
    match player.strip_prefix("bot:") {
        Some(bot) => format!("{bot} bot"),
        None => joined_name,
    }
}
