//! The studio over HTTP (docs/protocol.md, "The studio and the library"): a
//! signed-in person's drafts of Watson & Holmes cases and lateral puzzles, each
//! save kept as a version (restore one, export one as the TOML of docs/content/,
//! import a file), the checker as they write (`sleuth_games::studio::check`, the
//! code `sleuth content check` runs), the player's preview, a private match that
//! plays a draft at once, and publication to the library, where a publication
//! is immutable, players pick it in the lobby (`"library": ID` in a config) and
//! report it, and an administrator hides it (`sleuth admin`). The starter drafts
//! and the problems a refusal lists are in the request's language (the
//! account's choice, else `Accept-Language`).

use std::sync::Arc;
use std::time::Instant;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use sleuth_core::MessageArg;
use sleuth_core::explain::Explanation;
use sleuth_games::studio::{self, StudioGame};

use crate::Server;
use crate::http::{body, detached};
use crate::live::{ApiError, App, MatchOptions, now_ms, random_hex, rfc3339, said_in};
use crate::players::logged_in;
use crate::store::{AccountRow, DraftRow, LibraryRow};

type ApiResult = Result<Response, ApiError>;

/// What a route that may refuse a draft for its problems answers.
type DraftResult = Result<Response, StudioRefusal>;

/// The longest draft, in bytes of TOML (a case of 60 full cards fits).
pub const DRAFT_MAX_BYTES: usize = 200_000;
/// The most drafts one account keeps.
pub const MAX_DRAFTS: usize = 100;
/// The most versions one draft keeps.
pub const MAX_VERSIONS: i64 = 1_000;
/// The longest report of a publication, in characters.
pub const REPORT_MAX_CHARS: usize = 500;
/// The request bodies of the studio's routes (a draft plus JSON quoting).
pub const STUDIO_BODY_LIMIT: usize = 2 * DRAFT_MAX_BYTES + 4096;

fn studio_game(id: &str) -> Result<StudioGame, ApiError> {
    StudioGame::from_id(id).ok_or_else(|| {
        ApiError::refusal(
            "bad_request",
            "errors-studio-unknown-game",
            vec![("game", MessageArg::Text(id.to_owned()))],
        )
    })
}

/// The library has no (shown) publication `id`.
fn no_publication(kind: &'static str, id: &str) -> ApiError {
    ApiError::refusal(
        kind,
        "errors-studio-no-publication",
        vec![("publication", MessageArg::Text(id.to_owned()))],
    )
}

fn check_text(text: &str) -> Result<(), ApiError> {
    if text.len() > DRAFT_MAX_BYTES {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-studio-draft-too-long",
            vec![
                ("max", MessageArg::Number(DRAFT_MAX_BYTES as i64)),
                ("bytes", MessageArg::Number(text.len() as i64)),
            ],
        ));
    }
    if text.contains('\0') {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-studio-draft-nul",
            vec![],
        ));
    }
    Ok(())
}

/// The checker on a draft, off the async runtime, with how long it took.
async fn run_check(
    game: StudioGame,
    text: String,
) -> Result<(studio::StudioCheck, u128), ApiError> {
    tokio::task::spawn_blocking(move || {
        let started = Instant::now();
        let checked = studio::check(game, &text);
        (checked, started.elapsed().as_millis())
    })
    .await
    .map_err(|e| ApiError::internal(format!("the checker failed: {e}")))
}

/// The session's draft `id`, or `not_found` (someone else's draft is not found either).
async fn own_draft(app: &App, account: &AccountRow, id: &str) -> Result<DraftRow, ApiError> {
    match app.store.draft(id).await.map_err(ApiError::server)? {
        Some(draft) if draft.account_id == account.id => Ok(draft),
        _ => Err(ApiError::refusal(
            "not_found",
            "errors-studio-no-draft",
            vec![("draft", MessageArg::Text(id.to_owned()))],
        )),
    }
}

async fn latest_text(app: &App, draft: &DraftRow) -> Result<String, ApiError> {
    app.store
        .draft_text(&draft.id, draft.latest_version)
        .await
        .map_err(ApiError::server)?
        .ok_or_else(|| ApiError::refusal("not_found", "errors-studio-no-saved-version", vec![]))
}

/// The session's account, its draft `id`, the draft's newest text and its game:
/// what every route on one draft's newest version starts from.
async fn newest(
    app: &App,
    headers: &HeaderMap,
    id: &str,
) -> Result<(AccountRow, DraftRow, String, StudioGame), ApiError> {
    let (account, _) = logged_in(app, headers).await?;
    let draft = own_draft(app, &account, id).await?;
    let text = latest_text(app, &draft).await?;
    let game = studio_game(&draft.game)?;
    Ok((account, draft, text, game))
}

/// Version `version` of a draft's text, or `not_found` saying so.
async fn version_text(app: &App, id: &str, version: i64) -> Result<String, ApiError> {
    app.store
        .draft_text(id, version)
        .await
        .map_err(ApiError::server)?
        .ok_or_else(|| {
            ApiError::refusal(
                "not_found",
                "errors-studio-no-version",
                vec![("version", MessageArg::Number(version))],
            )
        })
}

fn draft_json(draft: &DraftRow) -> Value {
    json!({
        "id": draft.id,
        "game": draft.game,
        "title": draft.title,
        "version": draft.latest_version,
        "created_at": rfc3339(draft.created_at / 1000),
        "updated_at": rfc3339(draft.updated_at / 1000),
    })
}

fn library_json(entry: &LibraryRow) -> Value {
    json!({
        "id": entry.id,
        "game": entry.game,
        "title": entry.title,
        "difficulty": entry.difficulty,
        "author": entry.author,
        "edition": entry.edition,
        "draft_version": entry.draft_version,
        "published_at": rfc3339(entry.published_at / 1000),
        "hidden": entry.hidden_at.is_some(),
    })
}

/// A draft's own title, when the checker could read one that is not blank.
fn own_title(checked: &studio::StudioCheck) -> Option<String> {
    checked
        .title
        .as_ref()
        .filter(|t| !t.trim().is_empty())
        .map(|t| t.chars().take(80).collect())
}

/// A title for a draft: its own, else "Untitled case" (`studio-untitled`) in
/// the request's language.
async fn title_for(
    server: &Server,
    headers: &HeaderMap,
    checked: &studio::StudioCheck,
    game: StudioGame,
) -> String {
    match own_title(checked) {
        Some(title) => title,
        None => said_in(
            &Explanation::new("studio-untitled", vec![("game", game.id().into())]),
            crate::i18n::request_language(server, headers).await,
        ),
    }
}

/// `GET /api/studio`: the games the studio writes for (each with a starter
/// draft in the request's language) and the session's drafts, the last
/// changed first.
pub async fn home(State(server): State<Server>, headers: HeaderMap) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let language = crate::i18n::request_language(&server, &headers).await;
    let drafts = app
        .store
        .drafts_of(&account.id)
        .await
        .map_err(ApiError::server)?;
    let games: Vec<Value> = StudioGame::ALL
        .into_iter()
        .map(|g| {
            let name = app
                .registry
                .get(g.id())
                .map(|h| h.info().name)
                .unwrap_or("");
            json!({"id": g.id(), "name": name, "noun": g.noun(), "template": g.template_in(language)})
        })
        .collect();
    Ok(Json(json!({
        "games": games,
        "drafts": drafts.iter().map(draft_json).collect::<Vec<_>>(),
        "limits": {"draft_bytes": DRAFT_MAX_BYTES, "drafts": MAX_DRAFTS, "versions": MAX_VERSIONS, "report_chars": REPORT_MAX_CHARS},
    }))
    .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckRequest {
    game: String,
    text: String,
}

/// `POST /api/studio/check` `{"game", "text"}`: the checker's findings on a
/// draft as typed, saved nowhere.
pub async fn check(
    State(server): State<Server>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    logged_in(&app, &headers).await?;
    let request: CheckRequest = body(&bytes)?;
    let game = studio_game(&request.game)?;
    check_text(&request.text)?;
    let (checked, millis) = run_check(game, request.text).await?;
    let mut value = serde_json::to_value(&checked).unwrap_or(Value::Null);
    value["millis"] = json!(millis);
    Ok(Json(value).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewDraft {
    game: String,
    /// The first text; the game's starter draft (in the request's language)
    /// when left out.
    #[serde(default)]
    text: Option<String>,
    /// An imported file: refused, with every problem named, unless it passes
    /// the checker; nothing is saved then.
    #[serde(default)]
    import: bool,
}

/// `POST /api/studio/drafts` `{"game", "text"?, "import"?}`: a new draft (from
/// the starter draft, a text, or an imported file).
pub async fn create_draft(
    State(server): State<Server>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> DraftResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let request: NewDraft = body(&bytes)?;
    let game = studio_game(&request.game)?;
    let text = match request.text {
        Some(text) => text,
        None => game
            .template_in(crate::i18n::request_language(&server, &headers).await)
            .to_owned(),
    };
    check_text(&text)?;
    let (checked, _) = run_check(game, text.clone()).await?;
    if request.import && !checked.ok {
        return Err(DraftProblems::new(
            "errors-studio-not-importable",
            vec![("game", MessageArg::Text(game.id().to_owned()))],
            checked.problems,
        )
        .said_to(&server, &headers)
        .await);
    }
    let drafts = app
        .store
        .drafts_of(&account.id)
        .await
        .map_err(ApiError::server)?;
    if drafts.len() >= MAX_DRAFTS {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-studio-too-many-drafts",
            vec![("max", MessageArg::Number(MAX_DRAFTS as i64))],
        )
        .into());
    }
    let now = now_ms();
    let draft = DraftRow {
        id: format!("d-{}", random_hex(6)),
        account_id: account.id.clone(),
        game: game.id().to_owned(),
        title: title_for(&server, &headers, &checked, game).await,
        created_at: now,
        updated_at: now,
        latest_version: 1,
    };
    app.store
        .create_draft(&draft, &text)
        .await
        .map_err(ApiError::server)?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"draft": draft_json(&draft), "text": text, "check": checked})),
    )
        .into_response())
}

/// A draft refused for its problems: which refusal it is
/// (`errors-studio-fix-first`, `-fix-before-publishing`, `-not-importable`),
/// that message's own arguments, and the checker's problems.
#[derive(Debug)]
struct DraftProblems {
    id: &'static str,
    args: Vec<(&'static str, MessageArg)>,
    problems: Vec<studio::StudioProblem>,
}

impl DraftProblems {
    fn new(
        id: &'static str,
        args: Vec<(&'static str, MessageArg)>,
        problems: Vec<studio::StudioProblem>,
    ) -> DraftProblems {
        DraftProblems { id, args, problems }
    }

    /// The refusal's sentence alone: how many problems (`count`), never the
    /// problems' words.
    fn error(&self) -> ApiError {
        let mut args = self.args.clone();
        args.push(("count", MessageArg::from(self.problems.len())));
        ApiError::refusal("bad_request", self.id, args)
    }

    /// The refusal with every problem listed, said in the request's language.
    async fn said_to(self, server: &Server, headers: &HeaderMap) -> StudioRefusal {
        let language = crate::i18n::request_language(server, headers).await;
        StudioRefusal {
            error: self.error(),
            problems: Some((
                self.problems
                    .iter()
                    .map(|p| problem_in(p, language))
                    .collect(),
                language,
            )),
        }
    }
}

/// One problem as a refusal lists it: the checker's problem as
/// `/api/studio/check` sends it (`at`, `id`, `args`, `reasons`), its `place`
/// and `message` said in `language` (the checker's own English in English).
fn problem_in(problem: &studio::StudioProblem, language: &str) -> Value {
    let mut sentence = problem.explanation.clone();
    if !problem.reasons.is_empty() {
        // The message's `reasons` argument joins its reasons, each said in
        // `language` too.
        let joiner = sleuth_i18n::catalogue(language).format("studio-reasons-joiner", &[]);
        let reasons: Vec<String> = problem
            .reasons
            .iter()
            .map(|r| said_in(r, language))
            .collect();
        sentence.args.insert(
            "reasons".to_owned(),
            MessageArg::Text(reasons.join(&joiner)),
        );
    }
    let mut value = serde_json::to_value(problem).unwrap_or(Value::Null);
    value["place"] = json!(said_in(&problem.at, language));
    value["message"] = json!(said_in(&sentence, language));
    value
}

/// A studio route's refusal: the API's error, and for a draft refused for its
/// problems the problems themselves, in the language they are said in. JSON:
/// `{"error": {"kind", "message", "id", "args", "problems"?, "language"?}}`.
#[derive(Debug)]
pub struct StudioRefusal {
    error: ApiError,
    problems: Option<(Vec<Value>, &'static str)>,
}

impl From<ApiError> for StudioRefusal {
    fn from(error: ApiError) -> StudioRefusal {
        StudioRefusal {
            error,
            problems: None,
        }
    }
}

impl IntoResponse for StudioRefusal {
    fn into_response(self) -> Response {
        let Some((problems, language)) = self.problems else {
            return self.error.into_response();
        };
        let mut payload = self.error.payload();
        payload["problems"] = Value::Array(problems);
        payload["language"] = json!(language);
        (StatusCode::BAD_REQUEST, Json(json!({"error": payload}))).into_response()
    }
}

/// `GET /api/studio/drafts/{id}`: the draft, its newest text, its versions
/// (newest first) and its publications.
pub async fn get_draft(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let draft = own_draft(&app, &account, &id).await?;
    let text = latest_text(&app, &draft).await?;
    let versions = app
        .store
        .draft_versions(&id)
        .await
        .map_err(ApiError::server)?;
    let published = app
        .store
        .library_of_draft(&id)
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({
        "draft": draft_json(&draft),
        "text": text,
        "versions": versions.iter().map(|v| json!({
            "version": v.version,
            "saved_at": rfc3339(v.saved_at / 1000),
            "chars": v.chars,
        })).collect::<Vec<_>>(),
        "publications": published.iter().map(library_json).collect::<Vec<_>>(),
    }))
    .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveDraft {
    text: String,
}

/// Saves `text` as the draft's next version (nothing when it equals the newest).
async fn save(
    server: &Server,
    headers: &HeaderMap,
    draft: &DraftRow,
    text: &str,
) -> Result<(DraftRow, studio::StudioCheck), ApiError> {
    let app = &server.app;
    check_text(text)?;
    let game = studio_game(&draft.game)?;
    let (checked, _) = run_check(game, text.to_owned()).await?;
    if latest_text(app, draft).await? == text {
        return Ok((draft.clone(), checked));
    }
    if draft.latest_version >= MAX_VERSIONS {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-studio-too-many-versions",
            vec![("max", MessageArg::Number(MAX_VERSIONS))],
        ));
    }
    let now = now_ms();
    let title = title_for(server, headers, &checked, game).await;
    app.store
        .save_draft_version(&draft.id, draft.latest_version + 1, text, &title, now)
        .await
        .map_err(|_| ApiError::refusal("conflict", "errors-studio-saved-elsewhere", vec![]))?;
    let saved = DraftRow {
        title,
        updated_at: now,
        latest_version: draft.latest_version + 1,
        ..draft.clone()
    };
    Ok((saved, checked))
}

/// `POST /api/studio/drafts/{id}/save` `{"text"}`: saves a new version.
pub async fn save_draft(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(id): Path<String>,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let request: SaveDraft = body(&bytes)?;
    let draft = own_draft(&app, &account, &id).await?;
    let (saved, checked) = save(&server, &headers, &draft, &request.text).await?;
    Ok(Json(json!({"draft": draft_json(&saved), "check": checked})).into_response())
}

/// `GET /api/studio/drafts/{id}/versions/{version}`: that version's text.
pub async fn get_version(
    State(server): State<Server>,
    headers: HeaderMap,
    Path((id, version)): Path<(String, i64)>,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    own_draft(&app, &account, &id).await?;
    let text = version_text(&app, &id, version).await?;
    Ok(Json(json!({"version": version, "text": text})).into_response())
}

/// `POST /api/studio/drafts/{id}/versions/{version}/restore`: saves that
/// version's text again as the newest (every version stays).
pub async fn restore_version(
    State(server): State<Server>,
    headers: HeaderMap,
    Path((id, version)): Path<(String, i64)>,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let draft = own_draft(&app, &account, &id).await?;
    let text = version_text(&app, &id, version).await?;
    let (saved, checked) = save(&server, &headers, &draft, &text).await?;
    Ok(Json(json!({"draft": draft_json(&saved), "text": text, "check": checked})).into_response())
}

/// `GET /api/studio/drafts/{id}/export`: the newest version as a TOML file.
pub async fn export_draft(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (_, draft, text, game) = newest(&app, &headers, &id).await?;
    let (checked, _) = run_check(game, text.clone()).await?;
    let stem: String = checked
        .id
        .clone()
        .unwrap_or_else(|| draft.id.clone())
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(60)
        .collect();
    let mut response = text.into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/toml; charset=utf-8"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{stem}.toml\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}

/// `GET /api/studio/drafts/{id}/preview`: what a player would see of the
/// newest version, in order; refused with every problem while it has any.
pub async fn preview_draft(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> DraftResult {
    let app = Arc::clone(&server.app);
    let (_, _, text, game) = newest(&app, &headers, &id).await?;
    let preview = tokio::task::spawn_blocking(move || studio::preview(game, &text))
        .await
        .map_err(ApiError::internal)?;
    match preview {
        Ok(preview) => Ok(Json(json!({"preview": preview})).into_response()),
        Err(problems) => Err(
            DraftProblems::new("errors-studio-fix-first", vec![], problems)
                .said_to(&server, &headers)
                .await,
        ),
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PlayDraft {
    #[serde(default)]
    players: Option<u8>,
}

/// `POST /api/studio/drafts/{id}/play` `{"players"?}`: a private match (out of
/// the public list; whoever has its link may join) that plays the newest
/// version, which must pass the checker. Its config records the draft and
/// version, and carries the content, so its replay never needs the draft.
pub async fn play_draft(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(id): Path<String>,
    bytes: axum::body::Bytes,
) -> DraftResult {
    let app = Arc::clone(&server.app);
    let (_, draft, text, game) = newest(&app, &headers, &id).await?;
    let request: PlayDraft = if bytes.is_empty() {
        PlayDraft::default()
    } else {
        body(&bytes)?
    };
    let players = request.players.unwrap_or(game.default_players());
    let mut config = match playable(game, &text, players).await? {
        Ok(config) => config,
        Err(problems) => return Err(problems.said_to(&server, &headers).await),
    };
    config["draft"] = json!(draft.id);
    config["draft_version"] = json!(draft.latest_version);
    let options = MatchOptions {
        private: true,
        ..MatchOptions::default()
    };
    let game_id = game.id().to_owned();
    let (summary, host_token) =
        detached(async move { app.create_match_with(&game_id, Some(config), options).await })
            .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"match": summary, "host_token": host_token})),
    )
        .into_response())
}

/// The config that plays `text`, checked (a problem of any kind refuses it).
async fn playable(
    game: StudioGame,
    text: &str,
    players: u8,
) -> Result<Result<Value, DraftProblems>, ApiError> {
    let (checked, _) = run_check(game, text.to_owned()).await?;
    let problems = if checked.ok {
        match studio::config(game, text, players) {
            Ok(config) => return Ok(Ok(config)),
            Err(problems) => problems,
        }
    } else {
        checked.problems
    };
    Ok(Err(DraftProblems::new(
        "errors-studio-fix-first",
        vec![],
        problems,
    )))
}

/// `POST /api/studio/drafts/{id}/publish`: publishes the newest version, which
/// must pass the checker, as the draft's next edition in the library.
pub async fn publish(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> DraftResult {
    let app = Arc::clone(&server.app);
    let (account, draft, text, game) = newest(&app, &headers, &id).await?;
    let (checked, _) = run_check(game, text.clone()).await?;
    if !checked.ok {
        return Err(DraftProblems::new(
            "errors-studio-fix-before-publishing",
            vec![],
            checked.problems,
        )
        .said_to(&server, &headers)
        .await);
    }
    let published = app
        .store
        .library_of_draft(&id)
        .await
        .map_err(ApiError::server)?;
    if published
        .first()
        .is_some_and(|p| p.draft_version == draft.latest_version)
    {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-studio-already-published",
            vec![("version", MessageArg::Number(draft.latest_version))],
        )
        .into());
    }
    let entry = LibraryRow {
        id: format!("l-{}", random_hex(6)),
        draft_id: draft.id.clone(),
        draft_version: draft.latest_version,
        edition: 0,
        game: draft.game.clone(),
        account_id: account.id.clone(),
        author: account.name.clone(),
        // A draft that passes the checker has a title of its own.
        title: title_for(&server, &headers, &checked, game).await,
        difficulty: i64::from(checked.difficulty.unwrap_or(0)),
        text,
        published_at: now_ms(),
        hidden_at: None,
        hidden_note: String::new(),
    };
    let stored = app.store.publish(&entry).await.map_err(ApiError::server)?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"publication": library_json(&stored)})),
    )
        .into_response())
}

/// `GET /api/library`: every shown publication, each draft's newest edition
/// only, newest first (anyone may read it).
pub async fn library(State(server): State<Server>) -> ApiResult {
    let rows = server
        .app
        .store
        .library_shown()
        .await
        .map_err(ApiError::server)?;
    let mut seen = std::collections::BTreeSet::new();
    let list: Vec<Value> = rows
        .iter()
        .filter(|row| {
            let newest = rows
                .iter()
                .filter(|r| r.draft_id == row.draft_id)
                .map(|r| r.edition)
                .max()
                .unwrap_or(0);
            row.edition == newest && seen.insert(row.draft_id.clone())
        })
        .map(library_json)
        .collect();
    Ok(Json(json!({"library": list})).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReportRequest {
    reason: String,
}

/// `POST /api/library/{id}/report` `{"reason"}`: a signed-in player reports a
/// publication to the site's administrators (one report per account; a new
/// one replaces it).
pub async fn report(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(id): Path<String>,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let request: ReportRequest = body(&bytes)?;
    let reason = request.reason.trim();
    if reason.is_empty() || reason.chars().count() > REPORT_MAX_CHARS {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-studio-report-length",
            vec![("max", MessageArg::Number(REPORT_MAX_CHARS as i64))],
        ));
    }
    if reason.chars().any(|c| c.is_control() && c != '\n') {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-studio-report-control",
            vec![],
        ));
    }
    let entry = app
        .store
        .library_entry(&id)
        .await
        .map_err(ApiError::server)?
        .ok_or_else(|| no_publication("not_found", &id))?;
    app.store
        .report_library_entry(&entry.id, &account.id, reason, now_ms())
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({"reported": entry.id})).into_response())
}

impl App {
    /// A config that names a publication (`"library": ID`) gets the publication's
    /// content, so the match plays (and replays) exactly that edition; other keys
    /// of the request stay (players, options of the game). A hidden or unknown
    /// publication is refused. Other configs are returned as they are.
    pub(crate) async fn with_library_content(
        &self,
        game: &str,
        config: Option<Value>,
    ) -> Result<Option<Value>, ApiError> {
        let Some(config) = config else {
            return Ok(None);
        };
        let Some(id) = config
            .get("library")
            .and_then(Value::as_str)
            .map(str::to_owned)
        else {
            return Ok(Some(config));
        };
        let entry = self
            .store
            .library_entry(&id)
            .await
            .map_err(ApiError::server)?
            .filter(|e| e.hidden_at.is_none())
            .ok_or_else(|| no_publication("bad_request", &id))?;
        if entry.game != game {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-studio-publication-of-another-game",
                vec![
                    ("publication", MessageArg::Text(id.clone())),
                    ("game", MessageArg::Text(entry.game.clone())),
                    ("asked", MessageArg::Text(game.to_owned())),
                ],
            ));
        }
        let studio_game = studio_game(game)?;
        let players = config
            .get("players")
            .and_then(Value::as_u64)
            .and_then(|p| u8::try_from(p).ok())
            .unwrap_or(studio_game.default_players());
        // A publication passed the checker when it was published; one a newer
        // checker refuses is refused to the players (who are not its authors)
        // with how many problems it has; its author sees them in the studio.
        let mut resolved =
            playable(studio_game, &entry.text, players)
                .await?
                .map_err(|problems| {
                    ApiError::refusal(
                        "bad_request",
                        "errors-studio-publication-outdated",
                        vec![
                            ("publication", MessageArg::Text(id.clone())),
                            ("count", MessageArg::from(problems.problems.len())),
                        ],
                    )
                })?;
        if let (Some(out), Some(asked)) = (resolved.as_object_mut(), config.as_object()) {
            for (key, value) in asked {
                if !matches!(
                    key.as_str(),
                    "custom" | "case" | "puzzle" | "draft" | "draft_version"
                ) {
                    out.insert(key.clone(), value.clone());
                }
            }
        }
        resolved["library"] = json!(entry.id);
        Ok(Some(resolved))
    }
}
