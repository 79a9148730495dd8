//! The lobby's content figures, in the store: one `content_plays` row per
//! finished match that played a named case, puzzle or scenario, and one
//! `content_ratings` row per account and piece (a new rating replaces the old).
//! The statements are shared by both backends (see `social.rs`: parameters in,
//! rows of text out; integer columns are cast to text in the statement).

use super::social::{int, text};
use super::{SqlParam, Store, StoreError};

/// A finished match's figures for its piece of content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentPlay {
    pub match_id: String,
    pub game: String,
    /// The content key: a shipped piece's id, or `library:<id>`.
    pub content: String,
    pub players: i64,
    pub solved: bool,
    /// The game's own count of rounds when it has one, else its actions.
    pub rounds: i64,
    pub seconds: i64,
    /// Seconds since 1970.
    pub finished_at: i64,
}

/// Per piece of a game: how many finished matches played it and how many
/// solved it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayTotals {
    pub played: i64,
    pub solved: i64,
    /// The lengths of its latest plays (at most [`LENGTHS_KEPT`]), in no order:
    /// (rounds, seconds).
    pub lengths: Vec<(i64, i64)>,
}

/// Per piece of a game: how many accounts rated it and the sum of their stars.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingTotals {
    pub ratings: i64,
    pub stars: i64,
}

/// A published piece of the studio's library as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryPiece {
    pub id: String,
    pub title: String,
    pub difficulty: i64,
}

/// The medians are taken over a piece's latest plays, at most this many.
pub const LENGTHS_KEPT: i64 = 500;

/// The most library pieces of one game listed with figures (newest first).
pub const LIBRARY_LISTED: i64 = 500;

const NOTE_PLAY: &str = "INSERT INTO content_plays
         (match_id, game, content, players, solved, rounds, seconds, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6,
         CAST($8 AS BIGINT) - COALESCE((SELECT m.started_at FROM matches m WHERE m.id = $1),
             CAST($8 AS BIGINT) - CAST($7 AS BIGINT)), $8)
     ON CONFLICT (match_id) DO NOTHING";
const NOTE_START: &str =
    "UPDATE matches SET started_at = CAST($2 AS BIGINT) WHERE id = $1 AND started_at IS NULL";
const PLAY_TOTALS: &str =
    "SELECT content, CAST(COUNT(*) AS TEXT), CAST(COALESCE(SUM(solved), 0) AS TEXT)
     FROM content_plays WHERE game = $1 GROUP BY content";
const PLAY_LENGTHS: &str = "SELECT content, CAST(rounds AS TEXT), CAST(seconds AS TEXT) FROM
         (SELECT content, rounds, seconds, ROW_NUMBER() OVER
              (PARTITION BY content ORDER BY finished_at DESC, match_id DESC) AS n
          FROM content_plays WHERE game = $1) latest
     WHERE n <= $2";
const RATING_TOTALS: &str =
    "SELECT content, CAST(COUNT(*) AS TEXT), CAST(COALESCE(SUM(stars), 0) AS TEXT)
     FROM content_ratings WHERE game = $1 GROUP BY content";
const RATING_TOTALS_OF: &str =
    "SELECT CAST(COUNT(*) AS TEXT), CAST(COALESCE(SUM(stars), 0) AS TEXT)
     FROM content_ratings WHERE game = $1 AND content = $2";
const RATE: &str = "INSERT INTO content_ratings (game, content, account_id, stars, rated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (game, content, account_id) DO UPDATE SET stars = $4, rated_at = $5";
const RATING_OF: &str = "SELECT CAST(stars AS TEXT) FROM content_ratings
     WHERE game = $1 AND content = $2 AND account_id = $3";
/// The newest shown edition of each published draft (as `GET /api/library`
/// lists them: the lobby offers no other).
const LIBRARY_OF_GAME: &str = "SELECT l.id, l.title, CAST(l.difficulty AS TEXT) FROM library l
     WHERE l.game = $1 AND l.hidden_at IS NULL
       AND l.edition = (SELECT MAX(n.edition) FROM library n
                        WHERE n.draft_id = l.draft_id AND n.hidden_at IS NULL)
     ORDER BY l.published_at DESC, l.id LIMIT $2";

impl Store {
    /// Notes when a match started (seconds), once: the content figures measure
    /// its length from there.
    pub async fn note_match_started(
        &self,
        match_id: &str,
        now_secs: i64,
    ) -> Result<(), StoreError> {
        self.execute_params(NOTE_START, vec![match_id.into(), now_secs.into()])
            .await
            .map(drop)
    }

    /// Notes a finished match's figures, once: a second call for the same match
    /// (another node finishing it at the same moment) changes nothing. Its
    /// `seconds` are counted from the match's start when the store noted one
    /// (`note_match_started`), else as given (from its creation).
    pub async fn note_content_play(&self, play: &ContentPlay) -> Result<(), StoreError> {
        let params = vec![
            play.match_id.as_str().into(),
            play.game.as_str().into(),
            play.content.as_str().into(),
            play.players.into(),
            i64::from(play.solved).into(),
            play.rounds.into(),
            play.seconds.into(),
            play.finished_at.into(),
        ];
        self.execute_params(NOTE_PLAY, params).await.map(drop)
    }

    /// Every piece of `game` that was played, by content key.
    pub async fn content_play_totals(
        &self,
        game: &str,
    ) -> Result<std::collections::HashMap<String, PlayTotals>, StoreError> {
        let mut totals = std::collections::HashMap::<String, PlayTotals>::new();
        for row in self.query_text(PLAY_TOTALS, vec![game.into()]).await? {
            let entry = totals.entry(text(&row, 0)).or_default();
            entry.played = int(&row, 1);
            entry.solved = int(&row, 2);
        }
        let params = vec![game.into(), SqlParam::Int(LENGTHS_KEPT)];
        for row in self.query_text(PLAY_LENGTHS, params).await? {
            totals
                .entry(text(&row, 0))
                .or_default()
                .lengths
                .push((int(&row, 1), int(&row, 2)));
        }
        Ok(totals)
    }

    /// Every rated piece of `game`, by content key.
    pub async fn content_rating_totals(
        &self,
        game: &str,
    ) -> Result<std::collections::HashMap<String, RatingTotals>, StoreError> {
        let rows = self.query_text(RATING_TOTALS, vec![game.into()]).await?;
        Ok(rows
            .iter()
            .map(|row| {
                let totals = RatingTotals {
                    ratings: int(row, 1),
                    stars: int(row, 2),
                };
                (text(row, 0), totals)
            })
            .collect())
    }

    /// The ratings of one piece.
    pub async fn content_rating_totals_of(
        &self,
        game: &str,
        content: &str,
    ) -> Result<RatingTotals, StoreError> {
        let rows = self
            .query_text(RATING_TOTALS_OF, vec![game.into(), content.into()])
            .await?;
        Ok(rows
            .first()
            .map_or_else(RatingTotals::default, |row| RatingTotals {
                ratings: int(row, 0),
                stars: int(row, 1),
            }))
    }

    /// Keeps an account's stars (1 to 5, checked by the caller) for a piece,
    /// replacing its earlier rating of that piece.
    pub async fn rate_content(
        &self,
        game: &str,
        content: &str,
        account_id: &str,
        stars: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        let params = vec![
            game.into(),
            content.into(),
            account_id.into(),
            stars.into(),
            now.into(),
        ];
        self.execute_params(RATE, params).await.map(drop)
    }

    /// An account's stars for a piece, if it rated it.
    pub async fn content_rating_of(
        &self,
        game: &str,
        content: &str,
        account_id: &str,
    ) -> Result<Option<i64>, StoreError> {
        let params = vec![game.into(), content.into(), account_id.into()];
        let rows = self.query_text(RATING_OF, params).await?;
        Ok(rows.first().map(|row| int(row, 0)))
    }

    /// The published, shown library pieces of `game` (each draft's newest
    /// shown edition), newest first (at most [`LIBRARY_LISTED`]).
    pub async fn library_of_game(&self, game: &str) -> Result<Vec<LibraryPiece>, StoreError> {
        let params = vec![game.into(), SqlParam::Int(LIBRARY_LISTED)];
        let rows = self.query_text(LIBRARY_OF_GAME, params).await?;
        Ok(rows
            .iter()
            .map(|row| LibraryPiece {
                id: text(row, 0),
                title: text(row, 1),
                difficulty: int(row, 2),
            })
            .collect())
    }
}
