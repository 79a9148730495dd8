//! The lobby's figures for each case, puzzle or scenario, and the players'
//! ratings of them (docs/protocol.md, "Content figures and ratings").
//!
//! A finished match that played a named piece of content (a shipped one, by its
//! id in the config, or a published piece of the studio's library, by the
//! config's `library` field) writes one `content_plays` row: table size,
//! solved or not, its length in rounds (the game's own count when its view
//! has a `round`, else its actions) and in seconds (from the match's start,
//! `matches.started_at`, noted when it starts; from its creation for a match
//! started before that column existed). Tutorials, an author's test play of a draft
//! (a config with a `draft` field) and content typed for one match (`custom`
//! without `library`) count nowhere. `GET /api/content-stats/{game}` sums them
//! up per piece with its title, difficulty and mean stars; an account that held
//! a seat of a finished match rates its piece 1 to 5 stars, once per piece (a
//! new rating replaces the old). Which games pick content, by which config key,
//! and the shipped pieces' difficulties come from the registry
//! (`sleuth_games::content_stats`).

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use sleuth_core::{MessageArg, Registry, Viewer};
use sleuth_games::content_stats::{ContentKind, content_kind, shipped_difficulty};

use crate::Server;
use crate::http::body;
use crate::live::{ApiError, App, LiveMatch, Status, now_ms};
use crate::players::session;
use crate::store::{AccountRow, ContentPlay, PlayTotals, RatingTotals};

type ApiResult = Result<Response, ApiError>;

/// The longest content key counted (a shipped id or `library:<id>`); a longer
/// one is not a piece anybody can pick.
pub const CONTENT_KEY_MAX: usize = 200;

/// The piece of content a match with this config plays, as the figures name
/// it: `library:<id>` for a published piece of the studio's library, else the
/// shipped piece's id (the game's default when the config leaves it out).
/// `None` when it counts nowhere: a game whose lobby picks no content, an
/// author's test play of a draft, or content typed for this match alone.
pub fn content_key(
    registry: &Registry,
    game: &str,
    config: &Value,
    players: usize,
) -> Option<String> {
    let kind = content_kind(game)?;
    if config.get("draft").is_some_and(|d| !d.is_null()) {
        return None;
    }
    let key = if let Some(library) = config.get("library").and_then(Value::as_str) {
        format!("library:{library}")
    } else if config.get("custom").is_some_and(|c| !c.is_null()) {
        return None;
    } else if let Some(id) = config.get(kind.config_key).and_then(Value::as_str) {
        id.to_owned()
    } else {
        let players = u8::try_from(players).unwrap_or(u8::MAX);
        let default = registry.get(game)?.default_config(players);
        default.get(kind.config_key)?.as_str()?.to_owned()
    };
    (!key.is_empty() && key.len() <= CONTENT_KEY_MAX && !key.ends_with(':')).then_some(key)
}

/// Notes the figures of a match that has just finished (`live` holds the
/// finished game). A store failure is logged, never the player's: the action
/// that finished the match is already committed. The figures are read from
/// `live` before the returned future runs, so the match's lock may be held
/// across it.
pub(crate) fn note_finished_play<'a>(
    app: &'a App,
    live: &LiveMatch,
) -> impl std::future::Future<Output = ()> + Send + 'a {
    let play = finished_play(app, live);
    async move {
        let Some(play) = play else {
            return;
        };
        if let Err(err) = app.store.note_content_play(&play).await {
            tracing::warn!(
                match_id = %play.match_id,
                "could not note the content figures: {err}"
            );
            crate::metrics::store_error();
        }
    }
}

/// The figures of a finished match, if it counts.
fn finished_play(app: &App, live: &LiveMatch) -> Option<ContentPlay> {
    if live.options.tutorial {
        return None;
    }
    let content = content_key(&app.registry, &live.game_id, &live.config, live.seats.len())?;
    let game = live.game.as_ref()?;
    let outcome = game.outcome()?;
    let rounds = game
        .view(Viewer::Everyone)
        .get("round")
        .and_then(Value::as_u64)
        .filter(|&round| round > 0)
        .unwrap_or(live.actions.len() as u64);
    let now = now_ms() / 1000;
    Some(ContentPlay {
        match_id: live.id.clone(),
        game: live.game_id.clone(),
        content,
        players: live.seats.len() as i64,
        solved: !outcome.winners.is_empty(),
        rounds: i64::try_from(rounds).unwrap_or(i64::MAX),
        seconds: (now - live.created_at).max(0),
        finished_at: now,
    })
}

/// The middle of `values` (the mean of the two middle ones, rounded half up,
/// for an even count); `None` for none.
fn median(mut values: Vec<i64>) -> Option<i64> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let middle = values.len() / 2;
    Some(if values.len() % 2 == 1 {
        values[middle]
    } else {
        let sum = i128::from(values[middle - 1]) + i128::from(values[middle]) + 1;
        i64::try_from(sum.div_euclid(2)).unwrap_or(i64::MAX)
    })
}

/// Whole minutes, rounded, at least 1 for any time at all.
fn minutes(seconds: i64) -> i64 {
    if seconds <= 0 {
        0
    } else {
        ((seconds + 30) / 60).max(1)
    }
}

/// The mean stars to one decimal; `None` without ratings.
fn mean_stars(totals: &RatingTotals) -> Option<f64> {
    (totals.ratings > 0)
        .then(|| (totals.stars as f64 * 10.0 / totals.ratings as f64).round() / 10.0)
}

/// One piece's figures as `GET /api/content-stats/{game}` lists them.
fn figures(
    content: &str,
    title: &str,
    difficulty: Option<i64>,
    plays: Option<&PlayTotals>,
    ratings: Option<&RatingTotals>,
) -> Value {
    let plays = plays.cloned().unwrap_or_default();
    let ratings = ratings.cloned().unwrap_or_default();
    let median_rounds = median(plays.lengths.iter().map(|l| l.0).collect());
    let median_seconds = median(plays.lengths.iter().map(|l| l.1).collect());
    json!({
        "content": content,
        "library": content.strip_prefix("library:"),
        "title": title,
        "difficulty": difficulty,
        "played": plays.played,
        "solved": plays.solved,
        "median_rounds": median_rounds,
        "median_seconds": median_seconds,
        "median_minutes": median_seconds.map(minutes),
        "stars": mean_stars(&ratings),
        "ratings": ratings.ratings,
    })
}

fn kind_json(kind: Option<ContentKind>) -> Value {
    json!({
        "config_key": kind.map(|k| k.config_key),
        "noun": kind.map(|k| k.noun),
        "difficulty_scale": kind
            .and_then(|k| k.difficulty_scale)
            .map(|(min, max)| json!({"min": min, "max": max})),
    })
}

/// What `rounds` counts for this game: "rounds" when its view has a `round`
/// (as the figures read it at the end), else "moves" (the match's actions).
fn length_unit(host: &dyn sleuth_core::ErasedGame, players: u8) -> &'static str {
    let has_rounds = host
        .new_match(&host.default_config(players), 0)
        .is_ok_and(|game| {
            game.view(Viewer::Spectator)
                .get("round")
                .is_some_and(Value::is_u64)
        });
    if has_rounds { "rounds" } else { "moves" }
}

/// `GET /api/content-stats/{game}`: every shipped piece of the game (in its
/// menu's order), then the visible pieces of the studio's library (newest
/// first), each with its figures. No account needed.
pub async fn content_stats(State(server): State<Server>, Path(game): Path<String>) -> ApiResult {
    let app = Arc::clone(&server.app);
    let host = app.registry.get(&game).ok_or_else(|| {
        ApiError::refusal(
            "not_found",
            "errors-site-content-no-such-game",
            vec![
                ("game", MessageArg::Text(game.clone())),
                ("hosted", MessageArg::Text(app.registry.ids().join(", "))),
            ],
        )
    })?;
    let kind = content_kind(&game);
    let mut answer = kind_json(kind);
    answer["game"] = json!(game);
    let Some(kind) = kind else {
        answer["length_unit"] = Value::Null;
        answer["items"] = json!([]);
        return Ok(Json(answer).into_response());
    };
    let plays = app
        .store
        .content_play_totals(&game)
        .await
        .map_err(ApiError::server)?;
    let ratings = app
        .store
        .content_rating_totals(&game)
        .await
        .map_err(ApiError::server)?;
    let library = app
        .store
        .library_of_game(&game)
        .await
        .map_err(ApiError::server)?;
    let info = host.info();
    answer["length_unit"] = json!(length_unit(host, info.min_players));
    let mut items = Vec::new();
    if let Some(variant) = info.variants.iter().find(|v| v.key == kind.config_key) {
        for (i, id) in variant.choices.iter().enumerate() {
            let title = variant.labels.get(i).unwrap_or(id);
            let difficulty = shipped_difficulty(&game, id).map(i64::from);
            items.push(figures(
                id,
                title,
                difficulty,
                plays.get(id),
                ratings.get(id),
            ));
        }
    }
    for entry in &library {
        let key = format!("library:{}", entry.id);
        items.push(figures(
            &key,
            &entry.title,
            Some(entry.difficulty),
            plays.get(&key),
            ratings.get(&key),
        ));
    }
    answer["items"] = json!(items);
    Ok(Json(answer).into_response())
}

/// What may be rated of a match, and by whom.
struct RatingTarget {
    game: String,
    content: String,
    noun: &'static str,
}

/// The piece a finished match played, which `account` may rate: refused with
/// a sentence otherwise (a tutorial, a draft's test play, content typed for
/// the match, a match not finished, a match where the account held no seat).
async fn rating_target(
    app: &App,
    match_id: &str,
    account: Option<&AccountRow>,
) -> Result<RatingTarget, ApiError> {
    let handle = app.get(match_id).await?;
    let mut live = handle.live.lock().await;
    if live.status != Status::Finished {
        // A match finished on another node a moment ago is seen here.
        app.catch_up_if_shared(&handle, &mut live).await?;
    }
    let Some(kind) = content_kind(&live.game_id) else {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-site-rating-nothing-to-rate",
            vec![("game", MessageArg::Text(live.game_name.clone()))],
        ));
    };
    let noun = kind.noun;
    // Each refusal below names the kind of piece: `case`, `puzzle` or `scenario`,
    // which the catalogues select on (French nouns have genders).
    let refused = |kind: &'static str, id: &'static str| {
        Err(ApiError::refusal(
            kind,
            id,
            vec![("noun", MessageArg::Text(noun.to_owned()))],
        ))
    };
    if live.options.tutorial {
        return refused("bad_request", "errors-site-rating-tutorial");
    }
    if live.config.get("draft").is_some_and(|d| !d.is_null()) {
        return refused("bad_request", "errors-site-rating-draft");
    }
    let Some(content) = content_key(&app.registry, &live.game_id, &live.config, live.seats.len())
    else {
        return refused("bad_request", "errors-site-rating-custom");
    };
    match live.status {
        Status::Finished => {}
        Status::Abandoned => {
            return refused("conflict", "errors-site-rating-abandoned");
        }
        Status::Open | Status::Playing => {
            return refused("conflict", "errors-site-rating-not-over");
        }
    }
    let Some(account) = account else {
        return refused("unauthorized", "errors-site-rating-log-in");
    };
    if !live.seats.iter().any(|row| row.is_held_by(&account.id)) {
        return refused("unauthorized", "errors-site-rating-not-a-player");
    }
    Ok(RatingTarget {
        game: live.game_id.clone(),
        content,
        noun,
    })
}

/// `GET /api/matches/{id}/rating`: whether the session's account may rate the
/// piece this match played (and why not), its stars if it did, and the piece's
/// mean stars.
pub async fn rating_state(
    State(server): State<Server>,
    Path(match_id): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let account = session(&app, &headers).await?.map(|(account, _)| account);
    let target = match rating_target(&app, &match_id, account.as_ref()).await {
        Ok(target) => target,
        Err(err) if err.kind == "not_found" || err.kind == "server" => return Err(err),
        Err(err) => {
            // The reason in English, and as the catalogue's `id` and `args`
            // (`reason_id`, `reason_args`) for a page in another language.
            let payload = err.payload();
            return Ok(Json(json!({
                "may_rate": false,
                "reason": err.message,
                "reason_id": payload["id"],
                "reason_args": payload["args"],
                "stars": null,
            }))
            .into_response());
        }
    };
    let account = account.expect("a target needs an account");
    let stars = app
        .store
        .content_rating_of(&target.game, &target.content, &account.id)
        .await
        .map_err(ApiError::server)?;
    let totals = app
        .store
        .content_rating_totals_of(&target.game, &target.content)
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({
        "may_rate": true,
        "reason": null,
        "game": target.game,
        "content": target.content,
        "noun": target.noun,
        "stars": stars,
        "mean_stars": mean_stars(&totals),
        "ratings": totals.ratings,
    }))
    .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RatingRequest {
    stars: Value,
}

/// A rating request's body as an example, for the refusals of a wrong one (a
/// variable, since braces are Fluent's own syntax).
const STARS_EXAMPLE: &str = r#"{"stars": 4}"#;

/// A rating request's body: a JSON object with `stars` and nothing else.
fn rating_request(bytes: &[u8]) -> Result<RatingRequest, ApiError> {
    let value: Value = body(bytes)?;
    if !value.is_object() {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-site-rating-body-object",
            vec![("example", MessageArg::Text(STARS_EXAMPLE.to_owned()))],
        ));
    }
    serde_json::from_value(value).map_err(|e| crate::http::invalid_body(&e))
}

/// The stars of a rating request: a whole JSON number from 1 to 5.
fn stars_of(request: &RatingRequest) -> Result<i64, ApiError> {
    request
        .stars
        .as_i64()
        .filter(|stars| (1..=5).contains(stars))
        .ok_or_else(|| {
            ApiError::refusal(
                "bad_request",
                "errors-site-rating-stars",
                vec![
                    ("example", MessageArg::Text(STARS_EXAMPLE.to_owned())),
                    (
                        "value",
                        MessageArg::Text(shortened(&request.stars.to_string())),
                    ),
                ],
            )
        })
}

/// At most 40 characters of a value people sent, for a sentence about it.
fn shortened(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

/// `POST /api/matches/{id}/rating` `{"stars": 1..5}`: the session's account
/// rates the piece a finished match of theirs played; a new rating of the same
/// piece (from this match or another) replaces the old.
pub async fn rate(
    State(server): State<Server>,
    Path(match_id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let account = session(&app, &headers).await?.map(|(account, _)| account);
    let stars = stars_of(&rating_request(&bytes)?)?;
    let target = rating_target(&app, &match_id, account.as_ref()).await?;
    let account = account.expect("a target needs an account");
    app.store
        .rate_content(
            &target.game,
            &target.content,
            &account.id,
            stars,
            now_ms() / 1000,
        )
        .await
        .map_err(ApiError::server)?;
    let totals = app
        .store
        .content_rating_totals_of(&target.game, &target.content)
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({
        "game": target.game,
        "content": target.content,
        "noun": target.noun,
        "stars": stars,
        "mean_stars": mean_stars(&totals),
        "ratings": totals.ratings,
    }))
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(game: &str, config: Value) -> Option<String> {
        content_key(&sleuth_games::registry(), game, &config, 3)
    }

    #[test]
    fn a_match_counts_under_its_library_piece_else_its_shipped_one_and_never_as_a_draft() {
        let case = key("watson-holmes", json!({"players": 3})).expect("the default case");
        assert!(!case.is_empty() && !case.starts_with("library:"));
        assert_eq!(
            key("lateral-puzzles", json!({"players": 3, "puzzle": "p-1"})).as_deref(),
            Some("p-1")
        );
        assert_eq!(
            key(
                "watson-holmes",
                json!({"players": 3, "case": "x", "library": "lib-9", "custom": {"id": "y"}})
            )
            .as_deref(),
            Some("library:lib-9")
        );
        assert_eq!(
            key("almost-innocent", json!({"scenario": "spiced-tea"})).as_deref(),
            Some("spiced-tea")
        );
        // An author's test play, content typed for one match, a game without content.
        assert_eq!(
            key(
                "watson-holmes",
                json!({"case": "x", "draft": "d-1", "library": "lib-9"})
            ),
            None
        );
        assert_eq!(
            key(
                "lateral-puzzles",
                json!({"puzzle": "p-1", "custom": {"title": "t"}})
            ),
            None
        );
        assert_eq!(key("lady-alice", json!({"players": 3})), None);
        assert_eq!(key("watson-holmes", json!({"library": ""})), None);
        assert_eq!(
            key(
                "watson-holmes",
                json!({"case": "x".repeat(CONTENT_KEY_MAX + 1)})
            ),
            None
        );
    }

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two_rounded_up() {
        assert_eq!(median(vec![]), None);
        assert_eq!(median(vec![7]), Some(7));
        assert_eq!(median(vec![9, 1, 5]), Some(5));
        assert_eq!(median(vec![4, 1, 2, 9]), Some(3));
        assert_eq!(median(vec![1, 2]), Some(2));
        assert_eq!(median(vec![i64::MAX, i64::MAX]), Some(i64::MAX));
    }

    #[test]
    fn minutes_round_and_any_time_is_at_least_one() {
        assert_eq!(minutes(0), 0);
        assert_eq!(minutes(5), 1);
        assert_eq!(minutes(89), 1);
        assert_eq!(minutes(90), 2);
        assert_eq!(minutes(3600), 60);
    }

    #[test]
    fn mean_stars_have_one_decimal() {
        let totals = RatingTotals {
            ratings: 3,
            stars: 13,
        };
        assert_eq!(mean_stars(&totals), Some(4.3));
        assert_eq!(mean_stars(&RatingTotals::default()), None);
    }

    #[test]
    fn stars_are_whole_json_numbers_from_one_to_five() {
        for good in [1, 3, 5] {
            let request = RatingRequest { stars: json!(good) };
            assert_eq!(stars_of(&request).ok(), Some(good));
        }
        for bad in [
            json!(0),
            json!(6),
            json!("5"),
            json!(4.5),
            json!(null),
            json!(-1),
        ] {
            let request = RatingRequest { stars: bad.clone() };
            assert!(stars_of(&request).is_err(), "{bad}");
        }
        // serde would read a struct from an array; a rating is an object only.
        for bad in ["[5]", "\"5\"", "{\"stars\": 5, \"more\": 1}", "{}"] {
            assert!(rating_request(bad.as_bytes()).is_err(), "{bad}");
        }
        assert!(rating_request(b"{\"stars\": 5}").is_ok());
    }
}
