//! A finished match's results and ratings on PostgreSQL: written in the
//! transaction of the action that finished it, read back for profiles,
//! leaderboards and team success.

use crate::store::{FinishWrite, RatingRow, ResultRow, SeatRating, StoreError, TeamSuccess, sql};

use super::PgStore;

impl PgStore {
    pub async fn results_of(&self, player: &str, limit: u32) -> Result<Vec<ResultRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client
            .query(sql::RESULTS_OF, &[&player, &i64::from(limit)])
            .await?;
        Ok(rows
            .iter()
            .map(|row| {
                let pair = |a: Option<f64>, b: Option<f64>| a.zip(b);
                ResultRow {
                    match_id: row.get(0),
                    seat: row.get::<_, i64>(1) as u8,
                    game: row.get(2),
                    variant: row.get(3),
                    place: row.get::<_, i64>(4) as u32,
                    won: row.get::<_, i64>(5) != 0,
                    rated: row.get::<_, i64>(6) != 0,
                    rating_before: pair(row.get(7), row.get(8)),
                    rating_after: pair(row.get(9), row.get(10)),
                    finished_at: row.get(11),
                    forfeit: row.get::<_, i64>(12) != 0,
                }
            })
            .collect())
    }

    pub async fn ratings(
        &self,
        game: Option<&str>,
        player: Option<&str>,
        limit: u32,
    ) -> Result<Vec<RatingRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client
            .query(sql::RATINGS, &[&game, &player, &i64::from(limit)])
            .await?;
        Ok(rows
            .iter()
            .map(|row| {
                let player: String = row.get(1);
                let name = crate::store::rating_name(&player, row.get(2));
                RatingRow {
                    game: row.get(0),
                    player,
                    name,
                    mu: row.get(3),
                    sigma: row.get(4),
                    matches: row.get::<_, i64>(5) as u64,
                }
            })
            .collect())
    }

    pub async fn team_success(&self, game: &str) -> Result<Vec<TeamSuccess>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client.query(sql::TEAM_SUCCESS, &[&game]).await?;
        Ok(rows
            .iter()
            .map(|row| TeamSuccess {
                variant: row.get(0),
                matches: row.get::<_, i64>(1) as u64,
                won: row.get::<_, i64>(2) as u64,
            })
            .collect())
    }
}

/// A finished match's results, and for a rated one its players' new ratings (a
/// seat a stand-in bot plays forfeits, as its stored row says); one game's
/// ratings are read and written by one transaction at a time. Returns the
/// accounts' rating changes.
pub(super) async fn write_finish(
    tx: &tokio_postgres::Transaction<'_>,
    match_id: &str,
    finish: &FinishWrite,
) -> Result<Vec<SeatRating>, StoreError> {
    let mut stored = Vec::with_capacity(finish.players.len());
    if finish.rated {
        tx.execute(
            "SELECT pg_advisory_xact_lock(hashtext('ratings/' || $1))",
            &[&finish.game],
        )
        .await?;
    }
    for (_, player, _, _) in &finish.players {
        let rating = if finish.rated {
            tx.query_opt(sql::RATING_OF, &[&finish.game, player])
                .await?
                .map(|row| (row.get::<_, f64>(0), row.get::<_, f64>(1)))
        } else {
            None
        };
        stored.push(rating);
    }
    let seats = tx.query(sql::STOOD_IN_SEATS, &[&match_id]).await?;
    let forfeit: Vec<u8> = seats
        .iter()
        .filter(|row| row.get::<_, i64>(1) != 0)
        .map(|row| row.get::<_, i32>(0) as u8)
        .collect();
    let rows = crate::store::finish_rows(finish, &stored, &forfeit, seats.len());
    for row in &rows {
        if let Some((mu, sigma)) = row.after {
            tx.execute(
                sql::UPSERT_RATING,
                &[&finish.game, &row.player, &mu, &sigma],
            )
            .await?;
        }
        tx.execute(
            sql::INSERT_RESULT,
            &[
                &match_id,
                &i64::from(row.seat),
                &row.player,
                &finish.game,
                &finish.variant,
                &i64::from(row.place),
                &i64::from(row.won),
                &i64::from(finish.rated),
                &row.before.map(|b| b.0),
                &row.before.map(|b| b.1),
                &row.after.map(|a| a.0),
                &row.after.map(|a| a.1),
                &finish.finished_at,
                &i64::from(row.forfeit),
            ],
        )
        .await?;
    }
    Ok(crate::store::seat_ratings(&rows))
}

/// The accounts' rating changes of a finished rated match, from its results rows.
pub(super) async fn rating_changes(
    tx: &tokio_postgres::Transaction<'_>,
    match_id: &str,
) -> Result<Vec<SeatRating>, StoreError> {
    Ok(tx
        .query(sql::RATING_CHANGES_OF_MATCH, &[&match_id])
        .await?
        .iter()
        .map(|row| SeatRating {
            seat: row.get::<_, i64>(0) as u8,
            player: row.get(1),
            before: (row.get(2), row.get(3)),
            after: (row.get(4), row.get(5)),
            forfeit: row.get::<_, i64>(6) != 0,
        })
        .collect())
}
