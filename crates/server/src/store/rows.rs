//! The rows a store call writes and reads back: matches, seats, actions, chat,
//! accounts, results, ratings and campaign progress, and the changes another
//! node announces. Both backends store them the same way.

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

    /// Whether this is a person's seat held by the account `account_id`.
    pub fn is_held_by(&self, account_id: &str) -> bool {
        matches!(self, SeatRow::Human { account: Some(held), .. } if held == account_id)
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
///
/// [`Store::load_match`]: super::Store::load_match
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
    /// The accounts' rating changes, from the results rows of a finished rated
    /// match (empty otherwise).
    pub rating_changes: Vec<SeatRating>,
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
    ///
    /// [`Store::set_seat`]: super::Store::set_seat
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
    /// bot; a player key is `a:ACCOUNT_ID` or `bot:NAME`. Places and wins are the
    /// server's, forfeits included (`rating::places_with_forfeits`); the store
    /// reads which seats forfeited from the seats themselves ([`finish_rows`]).
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
    /// A stand-in bot was playing this seat when the match ended: the person
    /// did not finish it, so it is placed last and never counted as won (in a
    /// rated match, the forfeit the ratings used).
    pub forfeit: bool,
}

/// One account's rating change in a finished rated match, as its results row
/// says: what the match summary shows at the end.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRating {
    pub seat: u8,
    /// The player key (`a:ACCOUNT_ID`).
    pub player: String,
    pub before: Rating,
    pub after: Rating,
    pub forfeit: bool,
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

/// The rows of a finish write: each player's place, whether it won, and its
/// rating before and after (for a rated match) from the stored ones (`None`: a
/// new player), by [`crate::rating`]. `forfeit` is the seats a stand-in bot was
/// playing when the match ended, as the store's seats say in the finishing
/// transaction, of a match of `seats` seats: each is placed last and not counted
/// as won, and the others move up past them, whatever the write says (the write
/// ranks from the same seats, so this changes nothing; the store has the last
/// word if another node stood someone in at that very moment).
pub(crate) fn finish_rows(
    write: &FinishWrite,
    stored: &[Option<Rating>],
    forfeit: &[u8],
    seats: usize,
) -> Vec<FinishRow> {
    let last = 1 + seats.saturating_sub(forfeit.len()) as u32;
    let forfeit_places: Vec<u32> = write
        .players
        .iter()
        .filter(|(seat, ..)| forfeit.contains(seat))
        .map(|(_, _, place, _)| *place)
        .collect();
    let mut rows: Vec<FinishRow> = write
        .players
        .iter()
        .map(|(seat, player, place, won)| {
            let forfeit = forfeit.contains(seat);
            let ahead = forfeit_places.iter().filter(|p| **p < *place).count() as u32;
            FinishRow {
                seat: *seat,
                player: player.clone(),
                place: if forfeit { last } else { place - ahead },
                won: *won && !forfeit,
                forfeit,
                before: None,
                after: None,
            }
        })
        .collect();
    if write.rated {
        let before: Vec<Rating> = stored
            .iter()
            .map(|r| r.unwrap_or(crate::rating::INITIAL))
            .collect();
        let places: Vec<u32> = rows.iter().map(|r| r.place).collect();
        let forfeits: Vec<bool> = rows.iter().map(|r| r.forfeit).collect();
        let after = crate::rating::update_with_forfeits(&before, &places, &forfeits);
        for ((row, b), a) in rows.iter_mut().zip(before).zip(after) {
            row.before = Some(b);
            row.after = Some(a);
        }
    }
    rows
}

/// One results row as a finish write stores it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FinishRow {
    pub seat: u8,
    pub player: String,
    pub place: u32,
    pub won: bool,
    pub forfeit: bool,
    pub before: Option<Rating>,
    pub after: Option<Rating>,
}

/// The accounts' rating changes among a finish write's rows (none for an
/// unrated match).
pub(crate) fn seat_ratings(rows: &[FinishRow]) -> Vec<SeatRating> {
    rows.iter()
        .filter(|r| r.player.starts_with("a:"))
        .filter_map(|r| {
            Some(SeatRating {
                seat: r.seat,
                player: r.player.clone(),
                before: r.before?,
                after: r.after?,
                forfeit: r.forfeit,
            })
        })
        .collect()
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

/// A rating row's display name: the account's name, or "NAME bot" for a bot.
pub(crate) fn rating_name(player: &str, joined_name: String) -> String {
    match player.strip_prefix("bot:") {
        Some(bot) => format!("{bot} bot"),
        None => joined_name,
    }
}
