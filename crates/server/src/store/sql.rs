//! The account, session and rating statements, in PostgreSQL's form (SQLite reads
//! them through [`sqlite_sql`]).

/// SQL written for PostgreSQL (`$1` parameters) as SQLite reads it (`?1`), so that
/// the account and rating queries are written once.
pub(crate) fn sqlite_sql(pg: &str) -> String {
    pg.replace('$', "?")
}

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
             mu_before, sigma_before, mu_after, sigma_after, finished_at, COALESCE(forfeit, 0)
         FROM results WHERE player = $1 ORDER BY finished_at DESC, match_id LIMIT $2";
/// The accounts' rating changes of one finished rated match (`SeatRating`).
pub const RATING_CHANGES_OF_MATCH: &str =
    "SELECT seat, player, mu_before, sigma_before, mu_after, sigma_after, COALESCE(forfeit, 0)
         FROM results WHERE match_id = $1 AND rated <> 0 AND player LIKE 'a:%'
           AND mu_before IS NOT NULL AND sigma_before IS NOT NULL
           AND mu_after IS NOT NULL AND sigma_after IS NOT NULL
         ORDER BY seat";
/// Every seat of a match, and whether a stand-in bot plays it (a forfeit if the
/// match ends so).
pub const STOOD_IN_SEATS: &str = "SELECT seat,
             CAST(CASE WHEN kind = 'human' AND stand_in IS NOT NULL THEN 1 ELSE 0 END AS BIGINT)
         FROM seats WHERE match_id = $1 ORDER BY seat";
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
             mu_before, sigma_before, mu_after, sigma_after, finished_at, forfeit)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (match_id, seat) DO NOTHING";
