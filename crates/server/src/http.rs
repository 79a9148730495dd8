//! The HTTP API of docs/protocol.md: games, lobby, records and replays, and the
//! deduction assistant's solvers (`/api/solve/{solver}`: those the registry offers).

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use sleuth_core::{Explain, MessageArg};

use crate::Server;
use crate::live::{ApiError, MatchSummary, Status};

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = match self.kind {
            "not_found" => StatusCode::NOT_FOUND,
            "unauthorized" => StatusCode::UNAUTHORIZED,
            "rate_limited" => StatusCode::TOO_MANY_REQUESTS,
            "conflict" => StatusCode::CONFLICT,
            "too_large" => StatusCode::PAYLOAD_TOO_LARGE,
            "unsupported_media_type" => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "contradiction" => StatusCode::UNPROCESSABLE_ENTITY,
            "server" => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::BAD_REQUEST,
        };
        (status, Json(json!({"error": self.payload()}))).into_response()
    }
}

type ApiResult = Result<Response, ApiError>;

/// Runs a lobby operation to completion in its own task, so that a client that
/// hangs up cannot cancel it between the database commit and the memory update.
pub(crate) async fn detached<T: Send + 'static>(
    operation: impl std::future::Future<Output = Result<T, ApiError>> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::spawn(operation).await.map_err(|err| {
        ApiError::refusal(
            "server",
            "errors-site-operation-failed",
            vec![("detail", MessageArg::Text(err.to_string()))],
        )
    })?
}

/// `404 not_found` for a game id the registry does not host.
pub(crate) fn unknown_game(id: &str) -> ApiError {
    ApiError::refusal(
        "not_found",
        "errors-site-unknown-game",
        vec![("game", MessageArg::Text(id.to_owned()))],
    )
}

/// `400 bad_request` for a body that is not the JSON a route expects.
pub(crate) fn invalid_body(err: &serde_json::Error) -> ApiError {
    ApiError::refusal(
        "bad_request",
        "errors-site-invalid-body",
        vec![("detail", MessageArg::Text(err.to_string()))],
    )
}

/// Turns the framework's plain-text or empty error answers (body too large, a
/// seat that is not a number, a missing static file, a 5xx ...) into the
/// protocol's JSON errors.
pub async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let kind = error_kind(status);
    let body = axum::body::to_bytes(response.into_body(), 16 * 1024)
        .await
        .unwrap_or_default();
    let detail = String::from_utf8_lossy(&body).trim().to_owned();
    let detail = if detail.is_empty() {
        status
            .canonical_reason()
            .unwrap_or("bad request")
            .to_owned()
    } else {
        detail
    };
    refusal_response(status, framework_refusal(status, kind, detail))
}

/// The catalogue message for an answer the framework chose: its own text (a body
/// that is not the JSON expected, a path segment that is not a number) is kept as
/// the technical `detail` of errors-site-invalid-request.
fn framework_refusal(status: StatusCode, kind: &'static str, detail: String) -> ApiError {
    let id = match status {
        StatusCode::PAYLOAD_TOO_LARGE => "errors-site-body-too-large",
        StatusCode::NOT_FOUND => "errors-site-not-found",
        StatusCode::METHOD_NOT_ALLOWED => "errors-site-method-not-allowed",
        StatusCode::SERVICE_UNAVAILABLE => "errors-site-busy",
        s if s.is_server_error() => "errors-site-server-failed",
        _ => {
            return ApiError::refusal(
                kind,
                "errors-site-invalid-request",
                vec![("detail", MessageArg::Text(detail))],
            );
        }
    };
    ApiError::refusal(kind, id, Vec::new())
}

/// The error kind of docs/protocol.md for an HTTP status the framework chose.
fn error_kind(status: StatusCode) -> &'static str {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE
        | StatusCode::URI_TOO_LONG
        | StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => "too_large",
        StatusCode::NOT_FOUND => "not_found",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
        StatusCode::SERVICE_UNAVAILABLE => "busy",
        s if s.is_server_error() => "server",
        _ => "bad_request",
    }
}

/// A refusal answered with a status of its own (one its kind alone would not give).
fn refusal_response(status: StatusCode, refusal: ApiError) -> Response {
    (status, Json(json!({"error": refusal.payload()}))).into_response()
}

/// Longest URL (path and query) accepted: beyond it, `414 too_large`.
pub const MAX_URL_BYTES: usize = 8 * 1024;

/// Largest total of request headers accepted: beyond it, `431 too_large` (hyper
/// itself refuses a request head over 64 KiB that arrives in pieces).
pub const MAX_HEADER_BYTES: usize = 32 * 1024;

/// Checks made before any route: the URL's and headers' length, and that a request body is
/// declared as JSON (`Content-Type: application/json`, parameters such as
/// `charset=utf-8` allowed). Refusing `text/plain` and form types also keeps other
/// web sites from posting to the API through a plain HTML form.
pub async fn check_request(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let url = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    if url > MAX_URL_BYTES {
        return refusal_response(
            StatusCode::URI_TOO_LONG,
            ApiError::refusal(
                "too_large",
                "errors-site-url-too-long",
                vec![("max", MAX_URL_BYTES.into()), ("size", url.into())],
            ),
        );
    }
    let headers = request.headers();
    let head: usize = headers
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len() + 4)
        .sum();
    if head > MAX_HEADER_BYTES {
        return refusal_response(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ApiError::refusal(
                "too_large",
                "errors-site-headers-too-large",
                vec![("max", MAX_HEADER_BYTES.into()), ("size", head.into())],
            ),
        );
    }
    let has_body = headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .is_some_and(|n| n > 0);
    if has_body {
        let declared = headers
            .get(header::CONTENT_TYPE)
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
        let is_json = declared.as_deref().is_some_and(|v| {
            v.split(';')
                .next()
                .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"))
        });
        if !is_json {
            let refusal = match declared {
                Some(declared) => ApiError::refusal(
                    "unsupported_media_type",
                    "errors-site-not-json",
                    vec![("declared", MessageArg::Text(format!("{declared:?}")))],
                ),
                None => ApiError::refusal(
                    "unsupported_media_type",
                    "errors-site-not-json-undeclared",
                    Vec::new(),
                ),
            };
            return refusal_response(StatusCode::UNSUPPORTED_MEDIA_TYPE, refusal);
        }
    }
    next.run(request).await
}

/// The answer to a handler that panicked: `500 server` with the JSON error (the
/// panic itself is logged, not sent).
pub fn panic_answer(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let detail = panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or("no message");
    tracing::error!("a request handler panicked: {detail}");
    refusal_response(
        StatusCode::INTERNAL_SERVER_ERROR,
        ApiError::refusal("server", "errors-site-server-failed", Vec::new()),
    )
}

pub(crate) fn bearer(headers: &HeaderMap) -> String {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or_default()
        .trim()
        .to_owned()
}

/// Parses a JSON body with a clear message instead of axum's default rejection.
pub(crate) fn body<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|e| invalid_body(&e))
}

pub async fn games(State(server): State<Server>) -> ApiResult {
    // Whether each game has a post-game analysis is found out once per game by
    // playing a few seeded games (`ErasedGame::has_analysis`): off the runtime.
    let app = Arc::clone(&server.app);
    let list = tokio::task::spawn_blocking(move || games_list(&app.registry))
        .await
        .map_err(|err| {
            ApiError::refusal(
                "server",
                "errors-site-games-list-failed",
                vec![("detail", MessageArg::Text(err.to_string()))],
            )
        })?;
    Ok(Json(json!({"games": list})).into_response())
}

/// The entries of `GET /api/games`.
fn games_list(registry: &sleuth_core::Registry) -> Vec<Value> {
    registry
        .games()
        .map(|g| {
            let info = g.info();
            let configs: serde_json::Map<String, Value> = (info.min_players..=info.max_players)
                .map(|p| (p.to_string(), g.default_config(p)))
                .collect();
            // A game played by people only offers no bot to seat.
            let seatable = if g.bots_in_matches() {
                g.bots()
            } else {
                Vec::new()
            };
            let bots: Vec<Value> = seatable
                .into_iter()
                .map(|(name, description)| json!({"name": name, "description": description}))
                .collect();
            // A game with a tutorial offers "Learn to play" (its title and length).
            let tutorial = g
                .tutorial()
                .and_then(Result::ok)
                .map(|script| json!({"title": script.title, "minutes": script.minutes}));
            json!({
                "info": info,
                "bots": bots,
                "default_configs": configs,
                "has_analysis": g.has_analysis(),
                // Whether a match may allow the learning aid (`aid.rs`).
                "learning_aid": g.aid_solver().is_some(),
                "tutorial": tutorial,
            })
        })
        .collect()
}

/// `POST /api/games/{id}/check-config`: a config as typed in a lobby (any JSON)
/// in, every problem the game finds in it out (`HostedGame::config_problems`,
/// the checks `sleuth content check` and a match's setup make), each with its
/// place and a sentence. Nothing is created or stored.
pub async fn check_config(
    State(server): State<Server>,
    Path(id): Path<String>,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let game = server
        .app
        .registry
        .get(&id)
        .ok_or_else(|| unknown_game(&id))?;
    let config: Value = body(&bytes)?;
    let problems = game.config_problems(&config);
    Ok(Json(json!({"ok": problems.is_empty(), "problems": problems})).into_response())
}

#[derive(Deserialize)]
struct SetConfig {
    config: Value,
}

/// `POST /api/matches/{id}/config`: the host (or the game's starter seat) replaces
/// the config of a match still in its lobby (`App::set_config`).
pub async fn set_config(
    State(server): State<Server>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let request: SetConfig = body(&bytes)?;
    let (app, token) = (Arc::clone(&server.app), bearer(&headers));
    let summary =
        detached(async move { app.set_config(&id, &token, request.config).await }).await?;
    Ok(Json(summary).into_response())
}

pub async fn game_assets(State(server): State<Server>, Path(id): Path<String>) -> ApiResult {
    let game = server
        .app
        .registry
        .get(&id)
        .ok_or_else(|| unknown_game(&id))?;
    Ok(Json(game.ui_assets()).into_response())
}

#[derive(Deserialize)]
struct CreateMatch {
    game: String,
    #[serde(default)]
    config: Option<Value>,
    /// Rated, clock, stand-in bot (`live::MatchOptions`).
    #[serde(default)]
    options: crate::live::MatchOptions,
}

pub async fn create_match(State(server): State<Server>, bytes: axum::body::Bytes) -> ApiResult {
    let request: CreateMatch = body(&bytes)?;
    let app = Arc::clone(&server.app);
    let (summary, host_token) = detached(async move {
        app.create_match_with(&request.game, request.config, request.options)
            .await
    })
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"match": summary, "host_token": host_token})),
    )
        .into_response())
}

/// How long an open match with no person in any seat stays in `GET /api/matches`
/// (thirty minutes): a lobby its host forgot would otherwise stay on everyone's
/// list. It is not deleted: whoever holds its link can still open and join it
/// (the host may have sent the link to someone who comes later), and once a person
/// sits in it, it is listed again.
pub const OPEN_UNJOINED_LISTED_FOR: std::time::Duration = std::time::Duration::from_secs(30 * 60);

/// Whether the match list leaves out this summary: open, nobody seated, and made
/// longer ago than [`OPEN_UNJOINED_LISTED_FOR`].
fn unjoined_too_long(live: &crate::live::LiveMatch, now_secs: i64) -> bool {
    live.status == Status::Open
        && !live
            .seats
            .iter()
            .any(|row| matches!(row, crate::store::SeatRow::Human { .. }))
        && now_secs - live.created_at > OPEN_UNJOINED_LISTED_FOR.as_secs() as i64
}

pub async fn list_matches(State(server): State<Server>) -> Json<Value> {
    let handles: Vec<_> = server.app.matches.read().await.values().cloned().collect();
    let now_secs = crate::live::now_ms() / 1000;
    let mut summaries = Vec::new();
    for handle in handles {
        let live = handle.live.lock().await;
        // A tutorial is a guest's solo match: nobody else may join or watch it.
        if !unjoined_too_long(&live, now_secs) && !live.options.tutorial && !live.options.private {
            summaries.push(live.summary());
        }
    }
    // Finished matches that left memory (a match read back since is listed once).
    let recent: Vec<MatchSummary> = server
        .app
        .recent_finished
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .iter()
        .cloned()
        .collect();
    for summary in recent {
        if !summary.tutorial && !summary.private && !summaries.iter().any(|s| s.id == summary.id) {
            summaries.push(summary);
        }
    }
    let rank = |s: Status| match s {
        Status::Open => 0,
        Status::Playing => 1,
        Status::Finished | Status::Abandoned => 2,
    };
    summaries.sort_by(|a, b| {
        rank(a.status)
            .cmp(&rank(b.status))
            .then(b.created_at.cmp(&a.created_at))
            .then(a.id.cmp(&b.id))
    });
    let mut finished = 0;
    summaries.retain(|s| {
        if matches!(s.status, Status::Finished | Status::Abandoned) {
            finished += 1;
            finished <= 20
        } else {
            true
        }
    });
    let mut unavailable: Vec<crate::live::Unavailable> = server
        .app
        .unavailable
        .read()
        .await
        .values()
        .cloned()
        .collect();
    unavailable.sort_by(|a, b| a.id.cmp(&b.id));
    Json(json!({
        "matches": summaries,
        "unavailable": unavailable,
        "open_unjoined_listed_secs": OPEN_UNJOINED_LISTED_FOR.as_secs(),
    }))
}

pub async fn get_match(State(server): State<Server>, Path(id): Path<String>) -> ApiResult {
    let handle = server.app.get(&id).await?;
    let summary = handle.live.lock().await.summary();
    Ok(Json(summary).into_response())
}

/// `GET /api/campaigns/{game}/{group}`: a campaign group's progress.
pub async fn campaign(
    State(server): State<Server>,
    Path((game, group)): Path<(String, String)>,
) -> ApiResult {
    let progress = server.app.campaign_progress(&game, &group).await?;
    Ok(Json(progress).into_response())
}

#[derive(Deserialize)]
struct Join {
    /// A guest's display name (unused when logged in: the account's name is used).
    #[serde(default)]
    name: Option<String>,
    /// A per-seat choice (`GameInfo::seat_choice`), e.g. a Haven't a Cluedo character.
    #[serde(default)]
    choice: Option<String>,
}

pub async fn join(
    State(server): State<Server>,
    Path((id, seat)): Path<(String, u8)>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let request: Join = body(&bytes)?;
    let app = Arc::clone(&server.app);
    // Logged in: the seat is the account's, under its name.
    let account = crate::players::session(&app, &headers)
        .await?
        .map(|(a, _)| a);
    let name = match &account {
        Some(account) => account.name.clone(),
        None => crate::names::display_name(request.name.as_deref().unwrap_or_default()).map_err(
            |err| ApiError::new("bad_request", err.to_string()).explained(err.explanation()),
        )?,
    };
    let (token, summary) = detached(async move {
        app.join_as(
            &id,
            seat,
            &name,
            request.choice.as_deref(),
            account.as_ref(),
        )
        .await
    })
    .await?;
    Ok(Json(json!({"seat": seat, "token": token, "match": summary})).into_response())
}

#[derive(Deserialize)]
struct SeatBot {
    bot: String,
}

pub async fn set_bot(
    State(server): State<Server>,
    Path((id, seat)): Path<(String, u8)>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let request: SeatBot = body(&bytes)?;
    let (app, token) = (Arc::clone(&server.app), bearer(&headers));
    let summary =
        detached(async move { app.set_bot(&id, seat, &request.bot, &token).await }).await?;
    Ok(Json(summary).into_response())
}

pub async fn leave(
    State(server): State<Server>,
    Path((id, seat)): Path<(String, u8)>,
    headers: HeaderMap,
) -> ApiResult {
    let (app, token) = (Arc::clone(&server.app), bearer(&headers));
    let summary = detached(async move { app.leave(&id, seat, &token).await }).await?;
    Ok(Json(summary).into_response())
}

pub async fn start(
    State(server): State<Server>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let (app, token) = (Arc::clone(&server.app), bearer(&headers));
    let summary = detached(async move { app.start(&id, &token).await }).await?;
    Ok(Json(summary).into_response())
}

/// `GET /api/matches/{id}/record`: the finished match's record, private free
/// text of every seat but the bearer token's own redacted (`App::record_for`).
pub async fn record(
    State(server): State<Server>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let token = bearer(&headers);
    let record = server.app.record_for(&id, Some(&token)).await?;
    Ok(Json(record).into_response())
}

pub async fn replay_step(
    State(server): State<Server>,
    Path((id, step)): Path<(String, usize)>,
) -> ApiResult {
    Ok(Json(server.app.replay_step(&id, step).await?).into_response())
}

pub async fn analysis(State(server): State<Server>, Path(id): Path<String>) -> ApiResult {
    let analysis = server.app.analysis(&id).await?;
    Ok(Json(analysis.as_ref().clone()).into_response())
}

/// `GET /api/games/{id}/content-titles?lang=CODE`: the titles of the game's
/// shipped pieces (cases, puzzles, scenarios) that exist in that language, by
/// piece id, for the lobby's menu (`{"language", "titles"}`); English without
/// `lang`. A game without a content menu answers an empty map.
pub async fn content_titles(
    State(server): State<Server>,
    Path(id): Path<String>,
    axum::extract::Query(query): axum::extract::Query<LanguageQuery>,
) -> ApiResult {
    if server.app.registry.get(&id).is_none() {
        return Err(ApiError::refusal(
            "not_found",
            "errors-site-no-game",
            vec![("game", MessageArg::Text(id))],
        ));
    }
    let language = query
        .lang
        .filter(|code| sleuth_i18n::language(code).is_some())
        .unwrap_or_else(|| sleuth_i18n::REFERENCE.to_owned());
    let asked = language.clone();
    let titles = tokio::task::spawn_blocking(move || crate::live::shipped_titles(&id, &asked))
        .await
        .map_err(ApiError::server)?;
    Ok(Json(serde_json::json!({"language": language, "titles": titles})).into_response())
}

/// `GET /api/games/{id}/rules?lang=fr`: the game's rules page and glossary in
/// the reader's language (`lang`, else the request's `Accept-Language`), parsed
/// (`sleuth_core::rules_page`): a title, blocks of text and the glossary
/// entries, with `language` (the page's) and `requested` (the reader's): they
/// differ when the page is not yet translated and English is served instead.
pub async fn game_rules(
    State(server): State<Server>,
    Path(id): Path<String>,
    axum::extract::Query(query): axum::extract::Query<LanguageQuery>,
    headers: HeaderMap,
) -> ApiResult {
    let game = server.app.registry.get(&id).ok_or_else(|| {
        ApiError::refusal(
            "not_found",
            "errors-site-no-game",
            vec![("game", MessageArg::Text(id.clone()))],
        )
    })?;
    let requested = reader_language(query.lang.as_deref(), &headers);
    let text = game.rules_text_in(&requested).ok_or_else(|| {
        ApiError::refusal(
            "not_found",
            "errors-site-no-rules-page",
            vec![("game", MessageArg::Text(game.info().name.to_owned()))],
        )
    })?;
    let page = sleuth_core::rules_page::parse(text.text)
        .map_err(|e| server_detail("errors-site-rules-page-malformed", e))?;
    let mut body = serde_json::to_value(page)
        .map_err(|e| server_detail("errors-site-rules-page-failed", e))?;
    if let Some(object) = body.as_object_mut() {
        object.insert("language".into(), json!(text.language));
        object.insert("requested".into(), json!(requested));
    }
    Ok(Json(body).into_response())
}

/// A request's `?lang=`: the reader's language (a language tag).
#[derive(Debug, Default, Deserialize)]
pub struct LanguageQuery {
    #[serde(default)]
    pub lang: Option<String>,
}

/// The reader's language: `lang` when it is a language tag, else the best of
/// Sleuth's languages for the request's `Accept-Language` (English by default).
pub(crate) fn reader_language(lang: Option<&str>, headers: &HeaderMap) -> String {
    if let Some(language) = lang.and_then(sleuth_core::game::primary_language) {
        return language;
    }
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    sleuth_i18n::negotiate(accept).to_owned()
}

/// Largest knowledge document `POST /api/solve/{solver}` accepts.
pub const SOLVE_BODY_LIMIT: usize = 32 * 1024;

/// At most this many solves run at once (each on a blocking thread).
static SOLVES: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(4);

/// The solver named in the address, among those the registry offers.
fn solver_named<'r>(
    server: &'r Server,
    name: &str,
) -> Result<&'r dyn sleuth_core::Solver, ApiError> {
    server.app.registry.solver(name).ok_or_else(|| {
        ApiError::refusal(
            "not_found",
            "errors-site-no-solver",
            vec![("solver", MessageArg::Text(name.to_owned()))],
        )
    })
}

/// A refusal whose message holds other messages (a solver's reason and the facts
/// it names, a replay's game refusal): `message` is English throughout, and `id`
/// and `args` carry the nested messages said in `language`, so a page in that
/// language formats the whole refusal in it.
pub(crate) fn nested_refusal(
    kind: &'static str,
    refusal: &sleuth_core::NestedExplanation,
    language: &str,
) -> ApiError {
    ApiError {
        kind,
        message: refusal.say(&crate::live::english),
        explanation: Some(refusal.flatten(&|one| crate::live::said_in(one, language))),
    }
}

/// `POST /api/solve/{solver}?lang=fr`: a knowledge document (docs/deduction/) in,
/// the solver's exact answer out; contradictions are `422 contradiction`,
/// questions too large `too_large`, other refusals `400 bad_request`, each framed
/// by its `errors-site-solve-*` message whose `detail` is the solver's refusal in
/// the reader's language (`lang`, else `Accept-Language`).
pub async fn solve(
    State(server): State<Server>,
    Path(name): Path<String>,
    axum::extract::Query(query): axum::extract::Query<LanguageQuery>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    use sleuth_core::SolveRefusalKind;
    solver_named(&server, &name)?;
    let language = reader_language(query.lang.as_deref(), &headers);
    let _permit = SOLVES
        .acquire()
        .await
        .map_err(|e| server_detail("errors-site-solver-unavailable", e))?;
    let app = Arc::clone(&server.app);
    let answer = tokio::task::spawn_blocking(move || {
        let solver = app.registry.solver(&name).expect("looked up above");
        solver.solve(&bytes)
    })
    .await
    .map_err(|e| server_detail("errors-site-solver-failed", e))?;
    match answer {
        Ok(answer) => Ok(Json(answer).into_response()),
        Err(refusal) => {
            let (kind, id) = match refusal.kind {
                SolveRefusalKind::Contradiction => {
                    ("contradiction", "errors-site-solve-contradiction")
                }
                SolveRefusalKind::TooLarge => ("too_large", "errors-site-solve-too-large"),
                SolveRefusalKind::BadRequest => ("bad_request", "errors-site-solve-bad-request"),
            };
            let framed =
                sleuth_core::NestedExplanation::new(id).with_message("detail", refusal.explanation);
            Err(nested_refusal(kind, &framed, &language))
        }
    }
}

/// `GET /api/solve/{solver}/decks`: the solver's built-in decks.
pub async fn solver_decks(State(server): State<Server>, Path(name): Path<String>) -> ApiResult {
    let decks = solver_named(&server, &name)?.decks().ok_or_else(|| {
        ApiError::refusal(
            "not_found",
            "errors-site-solver-no-decks",
            vec![("solver", MessageArg::Text(name.clone()))],
        )
    })?;
    Ok(Json(decks).into_response())
}

pub async fn index(State(server): State<Server>) -> Response {
    crate::assets::serve(server.static_dir.as_ref(), "index.html").await
}

pub async fn static_file(State(server): State<Server>, Path(path): Path<String>) -> Response {
    crate::assets::serve(server.static_dir.as_ref(), &path).await
}

/// A file of a registered game's browser table, handed over by the game itself
/// (`HostedGame::web_files`): `/static/games/<game id>/table.js` and its neighbours.
pub async fn game_web_file(
    State(server): State<Server>,
    Path((id, path)): Path<(String, String)>,
) -> Response {
    // While developing (`--static-dir crates/server/web`), a game's table is read
    // from its crate beside the shell (crates/games/<id>/web/), so an edit shows
    // on reload without a rebuild.
    if let Some(dir) =
        crate::assets::dev_sibling(server.static_dir.as_ref(), &["games", &id, "web"])
        && !path.split('/').any(|part| part == ".." || part.is_empty())
        && server.app.registry.get(&id).is_some()
        && let Ok(bytes) = tokio::fs::read(dir.join(&path)).await
    {
        return crate::assets::bytes_response(&path, bytes);
    }
    let file = server
        .app
        .registry
        .get(&id)
        .and_then(|game| game.web_files().iter().find(|(name, _)| *name == path));
    match file {
        Some((name, bytes)) => crate::assets::bytes_response(name, bytes.to_vec()),
        None => ApiError::refusal(
            "not_found",
            "errors-site-no-web-file",
            vec![
                ("game", MessageArg::Text(id)),
                ("path", MessageArg::Text(path)),
            ],
        )
        .into_response(),
    }
}

pub async fn not_found() -> ApiError {
    ApiError::refusal("not_found", "errors-site-no-such-route", Vec::new())
}

/// A `server` failure that names what failed and the underlying error.
fn server_detail(id: &'static str, err: impl std::fmt::Display) -> ApiError {
    ApiError::refusal(
        "server",
        id,
        vec![("detail", MessageArg::Text(err.to_string()))],
    )
}

/// `POST /api/tutorials/{game}?lang=fr`: makes and starts the game's tutorial, a
/// solo match for a guest (no account needed), in the learner's language
/// (`lang`, else `Accept-Language`; English when the game has no script in it):
/// the learner's seat and its token.
pub async fn create_tutorial(
    State(server): State<Server>,
    Path(game): Path<String>,
    axum::extract::Query(query): axum::extract::Query<LanguageQuery>,
    headers: HeaderMap,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let lang = reader_language(query.lang.as_deref(), &headers);
    let (summary, seat, token) =
        detached(async move { app.create_tutorial(&game, &lang).await }).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"match": summary, "seat": seat.0, "token": token})),
    )
        .into_response())
}

/// `GET /sw.js`: the service worker (`web/sw.js`), served at the site's root so
/// that its scope is the whole site: it shows push notifications and opens the
/// table a notification names.
pub async fn service_worker(State(server): State<Server>) -> Response {
    crate::assets::serve(server.static_dir.as_ref(), "sw.js").await
}

/// `GET /healthz`: the process answers (no store call).
pub async fn healthz() -> Response {
    Json(json!({"status": "ok"})).into_response()
}

/// How long `GET /readyz` waits for the store.
pub const READY_STORE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

/// A node whose oldest unread announcement from other nodes waited longer than
/// this is not ready: its players would see stale tables.
pub const READY_FOLLOW_LAG: std::time::Duration = std::time::Duration::from_secs(10);

/// `GET /readyz`: this node may take traffic: its matches are loaded (the
/// server listens only after `App::load`) and the store answers a query within
/// [`READY_STORE_TIMEOUT`], and (several nodes) none of the changes other
/// nodes announced has waited to be read here longer than [`READY_FOLLOW_LAG`];
/// `503` with the reason otherwise. Both answers say how far behind it is.
pub async fn readyz(State(server): State<Server>) -> Response {
    let store = &server.app.store;
    let answer = tokio::time::timeout(READY_STORE_TIMEOUT, store.ping()).await;
    // Only a node following others (PostgreSQL) can lag; SQLite reports zeros.
    let (waiting, oldest) = server.app.follow_lag.now();
    let behind_ms = oldest.as_millis() as u64;
    let reason = match answer {
        Ok(Ok(())) if oldest > READY_FOLLOW_LAG => Some(format!(
            "{waiting} matches changed on other nodes wait to be read here, the oldest for {} s",
            oldest.as_secs()
        )),
        Ok(Ok(())) => None,
        Ok(Err(err)) => Some(format!("the store failed: {err}")),
        Err(_) => Some(format!(
            "the store did not answer within {} s",
            READY_STORE_TIMEOUT.as_secs()
        )),
    };
    let follow = json!({"waiting": waiting, "behind_ms": behind_ms});
    match reason {
        None => Json(json!({"status": "ready", "store": store.kind(), "follow": follow}))
            .into_response(),
        Some(reason) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({"status": "unready", "store": store.kind(), "reason": reason, "follow": follow})),
        )
            .into_response(),
    }
}
