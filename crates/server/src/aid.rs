//! The learning aid: in an unrated match whose host allowed it
//! (`MatchOptions::learning_aid`), a seated player may open the deduction
//! assistant beside the table, filled from what their own seat saw.
//! `GET /api/matches/{id}/aid` answers the seat of the bearer token (or of the
//! logged-in account) with the game's knowledge document of that seat's view
//! (`ErasedGame::aid_document`, read from the same view the WebSocket sends the
//! seat) and the assistant's solver's exact answer to it. Spectators and tokens
//! of no seat get nothing. This module also checks the option when a match is
//! created (`check_options`).

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde_json::json;
use sleuth_core::{MessageArg, NestedExplanation, Registry, Seat, Viewer};

use crate::Server;
use crate::live::{ApiError, LiveMatch, MatchOptions, Status};
use crate::store::SeatRow;

/// At most this many aid solves run at once (each on a blocking thread).
static AID_SOLVES: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(4);

/// Refuses a match's options that ask for the learning aid where it cannot be:
/// in a rated match (the aid is a learning help, not for matches that count),
/// or for a game that offers none. An unknown game is left to the creation's
/// own refusal.
pub(crate) fn check_options(
    registry: &Registry,
    game: &str,
    options: &MatchOptions,
) -> Result<(), ApiError> {
    if !options.learning_aid {
        return Ok(());
    }
    if options.rated {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-site-aid-rated",
            Vec::new(),
        ));
    }
    match registry.get(game) {
        Some(host) if host.aid_solver().is_none() => Err(ApiError::refusal(
            "bad_request",
            "errors-site-aid-no-solver",
            vec![("game", MessageArg::Text(host.info().name.to_string()))],
        )),
        _ => Ok(()),
    }
}

/// The seat of the request: the bearer token's, else the seat the logged-in
/// account holds in this match.
fn requesting_seat(live: &LiveMatch, token: &str, account: Option<&str>) -> Option<Seat> {
    if !token.is_empty() {
        return live.seat_of_token(token);
    }
    let account = account?;
    live.seats
        .iter()
        .enumerate()
        .find_map(|(i, row)| match row {
            SeatRow::Human {
                account: Some(held),
                ..
            } if held == account => Some(Seat(i as u8)),
            _ => None,
        })
}

/// `GET /api/matches/{id}/aid?lang=fr`: `{"seat", "version", "solver",
/// "document", "answer"}` for the requesting seat of a match in play or ended
/// whose options allow the learning aid. Refused: no seat (`401 unauthorized`),
/// the aid not allowed or the match not started (`409 conflict`); a solver's
/// refusal is said in the reader's language (`lang`, else `Accept-Language`).
pub async fn aid(
    State(server): State<Server>,
    Path(id): Path<String>,
    axum::extract::Query(query): axum::extract::Query<crate::http::LanguageQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let language = crate::http::reader_language(query.lang.as_deref(), &headers);
    let app = Arc::clone(&server.app);
    let token = crate::http::bearer(&headers);
    let account = if token.is_empty() {
        crate::players::session(&app, &headers)
            .await?
            .map(|(account, _)| account.id)
    } else {
        None
    };
    let handle = app.get(&id).await?;
    let (seat, version, game_id, view) = {
        let live = handle.live.lock().await;
        if !live.options.learning_aid {
            return Err(ApiError::refusal(
                "conflict",
                "errors-site-aid-not-allowed",
                Vec::new(),
            ));
        }
        let seat = requesting_seat(&live, &token, account.as_deref()).ok_or_else(|| {
            ApiError::refusal(
                "unauthorized",
                if token.is_empty() {
                    "errors-site-aid-needs-seat"
                } else {
                    "errors-site-aid-token-not-a-seat"
                },
                Vec::new(),
            )
        })?;
        let game = match (&live.game, live.status) {
            (Some(game), Status::Playing | Status::Finished | Status::Abandoned) => game,
            _ => {
                return Err(ApiError::refusal(
                    "conflict",
                    "errors-site-aid-not-started",
                    Vec::new(),
                ));
            }
        };
        (
            seat,
            live.version(),
            live.game_id.clone(),
            game.view(Viewer::Seat(seat)),
        )
    };
    let _permit = AID_SOLVES.acquire().await.map_err(|e| {
        ApiError::refusal(
            "server",
            "errors-site-aid-unavailable",
            vec![("detail", MessageArg::Text(e.to_string()))],
        )
    })?;
    let answer = tokio::task::spawn_blocking(move || {
        let host = app.registry.get(&game_id).ok_or_else(|| {
            ApiError::refusal(
                "server",
                "errors-site-aid-game-not-hosted",
                vec![("game", MessageArg::Text(game_id.clone()))],
            )
        })?;
        let missing = || {
            ApiError::refusal(
                "conflict",
                "errors-site-aid-none",
                vec![("game", MessageArg::Text(host.info().name.to_string()))],
            )
        };
        let solver_name = host.aid_solver().ok_or_else(missing)?;
        let document = host.aid_document(&view).ok_or_else(missing)?;
        let solver = app.registry.solver(solver_name).ok_or_else(|| {
            ApiError::refusal(
                "server",
                "errors-site-aid-solver-missing",
                vec![("solver", MessageArg::Text(solver_name.to_string()))],
            )
        })?;
        let answer = solver
            .solve(document.to_string().as_bytes())
            .map_err(|refusal| {
                let framed = NestedExplanation::new("errors-site-aid-unsolvable")
                    .with_message("reason", refusal.explanation);
                crate::http::nested_refusal("server", &framed, &language)
            })?;
        Ok::<_, ApiError>(json!({
            "seat": seat.0,
            "version": version,
            "solver": solver_name,
            "document": document,
            "answer": answer,
        }))
    })
    .await
    .map_err(|e| {
        ApiError::refusal(
            "server",
            "errors-site-aid-failed",
            vec![("detail", MessageArg::Text(e.to_string()))],
        )
    })??;
    Ok(Json(answer).into_response())
}
