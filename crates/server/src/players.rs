//! People over HTTP: accounts and sessions (docs/protocol.md,
//! "Accounts"), claiming a guest seat, reclaiming a seat from a standing-in bot,
//! profiles, leaderboards and the "your turn" list. Passwords and sessions are
//! [`crate::accounts`]; ratings [`crate::rating`].

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

use axum::Json;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use sleuth_core::{MessageArg, Seat};

use crate::Server;
use crate::accounts::{self, session_cookie};
use crate::http::{bearer, body, detached};
use crate::live::{ApiError, App, hash_token, now_ms, random_hex, rfc3339};
use crate::store::{AccountRow, SeatRow};

type ApiResult = Result<Response, ApiError>;

/// The client's address for the login limits: the socket's peer, or the address
/// a proxy on a private network or listed in `--trusted-proxy` passed on
/// (`accounts::client_address`).
fn client_ip(
    server: &Server,
    info: Option<&axum::Extension<ConnectInfo<SocketAddr>>>,
    headers: &HeaderMap,
) -> IpAddr {
    let peer = info.map_or(IpAddr::V4(Ipv4Addr::LOCALHOST), |c| c.0.0.ip());
    accounts::client_address(peer, headers, &server.limits.trusted_proxies)
}

/// The account of the request's session cookie, with the session's token hash.
pub async fn session(
    app: &App,
    headers: &HeaderMap,
) -> Result<Option<(AccountRow, String)>, ApiError> {
    let Some(token) = accounts::session_token(headers) else {
        return Ok(None);
    };
    let hash = hash_token(&token);
    let now = now_ms();
    let account = app
        .store
        .session_account(&hash, now / 1000)
        .await
        .map_err(ApiError::server)?;
    if let Some(account) = &account {
        note_seen(app, &account.id, now).await;
    }
    Ok(account.map(|a| (a, hash)))
}

/// Notes in the store that an account was seen on the site (friends see it
/// online), at most once a minute per account from this node.
async fn note_seen(app: &App, account_id: &str, now: i64) {
    {
        let mut written = app
            .seen_written
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if written
            .get(account_id)
            .is_some_and(|&at| now - at < crate::live::SEEN_WRITTEN_EVERY_MS)
        {
            return;
        }
        if written.len() > 100_000 {
            written.retain(|_, at| now - *at < crate::live::SEEN_WRITTEN_EVERY_MS);
        }
        written.insert(account_id.to_owned(), now);
    }
    if let Err(err) = app.store.touch_account(account_id, now).await {
        tracing::warn!("could not note an account as seen: {err}");
        crate::metrics::store_error();
    }
}

/// The account of the session, or `unauthorized`.
pub(crate) async fn logged_in(
    app: &App,
    headers: &HeaderMap,
) -> Result<(AccountRow, String), ApiError> {
    session(app, headers)
        .await?
        .ok_or_else(|| ApiError::refusal("unauthorized", "errors-site-log-in-first", Vec::new()))
}

fn account_json(account: &AccountRow) -> Value {
    json!({"name": account.name, "created_at": rfc3339(account.created_at)})
}

/// An answer that also sets (or removes) the session cookie.
fn with_cookie(status: StatusCode, body: Value, cookie: String) -> Response {
    let mut response = (status, Json(body)).into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

/// Opens a session for `account`: its token goes to the browser in the cookie.
async fn open_session(app: &App, account: &AccountRow) -> Result<String, ApiError> {
    let token = random_hex(32);
    let now = now_ms() / 1000;
    app.store
        .create_session(
            &hash_token(&token),
            &account.id,
            now,
            now + accounts::SESSION_SECS,
        )
        .await
        .map_err(ApiError::server)?;
    Ok(token)
}

/// `POST /api/accounts`: creates an account and logs it in.
pub async fn create_account(
    State(server): State<Server>,
    info: Option<axum::Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let (request, app) = credentials(&server, info.as_ref(), &headers, &bytes).await?;
    let (name, key) = accounts::account_name(&request.name).map_err(|e| e.refusal())?;
    let hash = new_password_hash(request.password).await?;
    let account = AccountRow {
        id: format!("u-{}", random_hex(8)),
        name,
        password_hash: hash,
        created_at: now_ms() / 1000,
    };
    let stored = app.clone();
    let (account, token) = detached(async move {
        match stored.store.create_account(&account, &key).await {
            Ok(()) => {}
            Err(e) if e.is_conflict() => {
                return Err(ApiError::refusal(
                    "conflict",
                    "errors-site-account-name-taken",
                    vec![("name", MessageArg::Text(account.name.clone()))],
                ));
            }
            Err(e) => return Err(ApiError::server(e)),
        }
        let token = open_session(&stored, &account).await?;
        Ok((account, token))
    })
    .await?;
    Ok(with_cookie(
        StatusCode::CREATED,
        json!({"account": account_json(&account)}),
        session_cookie(Some(&token), &headers),
    ))
}

/// The key of the account name a password is tried for (empty for a name no
/// account may have), having taken one of its tries (a right password gives it
/// back: `name_succeeded`), or `rate_limited` once that name's limit is reached.
async fn name_may_try(app: &App, name: &str) -> Result<String, ApiError> {
    let key = accounts::account_name(name)
        .map(|(_, key)| key)
        .unwrap_or_default();
    let allowed = app
        .login_limits
        .name_attempt(&app.store, &key)
        .await
        .map_err(ApiError::server)?;
    if allowed {
        Ok(key)
    } else {
        Err(ApiError::refusal(
            "rate_limited",
            "errors-site-login-name-rate-limited",
            Vec::new(),
        ))
    }
}

/// A right password: the name's try is given back. A failure only costs the
/// name one try, so it is logged and the request goes on.
async fn give_back_try(app: &App, key: &str) {
    if let Err(err) = app.login_limits.name_succeeded(&app.store, key).await {
        tracing::warn!("could not give back a login try: {err}");
        crate::metrics::store_error();
    }
}

/// The hash of a new password, or `bad_request` if the password is not allowed.
async fn new_password_hash(password: String) -> Result<String, ApiError> {
    accounts::check_password(&password).map_err(|e| e.refusal())?;
    accounts::hash_password(password)
        .await
        .map_err(ApiError::internal)
}

/// A name and password sent to be checked, once the client's address may try.
async fn credentials(
    server: &Server,
    info: Option<&axum::Extension<ConnectInfo<SocketAddr>>>,
    headers: &HeaderMap,
    bytes: &[u8],
) -> Result<(Credentials, Arc<App>), ApiError> {
    let request: Credentials = body(bytes)?;
    let app = Arc::clone(&server.app);
    check_address(server, info, headers).await?;
    Ok((request, app))
}

/// Counts an attempt from the client's address; refused past the address limit
/// (and, failing closed, when the limits cannot be read).
async fn check_address(
    server: &Server,
    info: Option<&axum::Extension<ConnectInfo<SocketAddr>>>,
    headers: &HeaderMap,
) -> Result<(), ApiError> {
    let app = &server.app;
    let allowed = app
        .login_limits
        .address_attempt(&app.store, client_ip(server, info, headers))
        .await
        .map_err(ApiError::server)?;
    if allowed {
        Ok(())
    } else {
        Err(ApiError::refusal(
            "rate_limited",
            "errors-site-login-address-rate-limited",
            Vec::new(),
        ))
    }
}

/// `POST /api/session`: logs in. A wrong name and a wrong password get the same
/// answer, after the same work.
pub async fn login(
    State(server): State<Server>,
    info: Option<axum::Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let refused_login = |err: ApiError| {
        if err.kind == "rate_limited" {
            crate::metrics::login_failed("rate_limited");
        }
        err
    };
    let (request, app) = credentials(&server, info.as_ref(), &headers, &bytes)
        .await
        .map_err(refused_login)?;
    let key = name_may_try(&app, &request.name)
        .await
        .map_err(refused_login)?;
    let account = app
        .store
        .account_by_name(&key)
        .await
        .map_err(ApiError::server)?;
    let stored_hash = match &account {
        Some(account) => account.password_hash.clone(),
        None => accounts::dummy_hash().await,
    };
    let right = accounts::verify_password(request.password, stored_hash).await;
    let Some(account) = account.filter(|_| right) else {
        crate::metrics::login_failed("wrong_password");
        return Err(ApiError::refusal(
            "unauthorized",
            "errors-site-wrong-login",
            Vec::new(),
        ));
    };
    give_back_try(&app, &key).await;
    let token = open_session(&app, &account).await?;
    Ok(with_cookie(
        StatusCode::OK,
        json!({"account": account_json(&account)}),
        session_cookie(Some(&token), &headers),
    ))
}

/// `GET /api/session`: who is logged in (`account` is null for a guest).
pub async fn whoami(State(server): State<Server>, headers: HeaderMap) -> ApiResult {
    let account = session(&server.app, &headers).await?;
    Ok(Json(json!({"account": account.map(|(a, _)| account_json(&a))})).into_response())
}

/// `DELETE /api/session`: logs out (the session ends on the server too).
pub async fn logout(State(server): State<Server>, headers: HeaderMap) -> ApiResult {
    if let Some(token) = accounts::session_token(&headers) {
        server
            .app
            .store
            .delete_session(&hash_token(&token))
            .await
            .map_err(ApiError::server)?;
    }
    Ok(with_cookie(
        StatusCode::OK,
        json!({"account": null}),
        session_cookie(None, &headers),
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PasswordChange {
    current: String,
    new: String,
}

/// `POST /api/account/password`: changes the password (the current one is asked
/// again); the account's other sessions end.
pub async fn change_password(
    State(server): State<Server>,
    info: Option<axum::Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let request: PasswordChange = body(&bytes)?;
    let app = Arc::clone(&server.app);
    let (account, session_hash) = logged_in(&app, &headers).await?;
    check_address(&server, info.as_ref(), &headers).await?;
    let key = name_may_try(&app, &account.name).await?;
    if !accounts::verify_password(request.current, account.password_hash.clone()).await {
        return Err(ApiError::refusal(
            "unauthorized",
            "errors-site-wrong-current-password",
            Vec::new(),
        ));
    }
    give_back_try(&app, &key).await;
    let hash = new_password_hash(request.new).await?;
    app.store
        .set_password(&account.id, &hash, &session_hash)
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({"account": account_json(&account)})).into_response())
}

/// `POST /api/matches/{id}/seats/{seat}/claim`: the account logged in takes a
/// guest seat it holds the token of (the seat keeps its token; its name becomes the
/// account's only if the match has not started).
pub async fn claim(
    State(server): State<Server>,
    Path((id, seat)): Path<(String, u8)>,
    headers: HeaderMap,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let token = bearer(&headers);
    let summary =
        detached(async move { app.claim_seat(&id, Seat(seat), &token, &account).await }).await?;
    Ok(Json(summary).into_response())
}

/// `POST /api/matches/{id}/seats/{seat}/reclaim`: the seat's player (its token, or
/// the account holding it) takes the seat back from the bot standing in.
pub async fn reclaim(
    State(server): State<Server>,
    Path((id, seat)): Path<(String, u8)>,
    headers: HeaderMap,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let account = session(&app, &headers).await?.map(|(a, _)| a.id);
    let token = bearer(&headers);
    let summary = detached(async move {
        let handle = app.get(&id).await?;
        {
            let live = handle.live.lock().await;
            let holds = match live.seats.get(usize::from(seat)) {
                Some(SeatRow::Human {
                    token_hash,
                    account: held,
                    ..
                }) => *token_hash == hash_token(&token) || (held.is_some() && *held == account),
                _ => false,
            };
            if !holds {
                return Err(ApiError::refusal(
                    "unauthorized",
                    "errors-site-reclaim-not-yours",
                    Vec::new(),
                ));
            }
        }
        app.reclaim(&handle, Seat(seat)).await?;
        let summary = handle.live.lock().await.summary();
        Ok(summary)
    })
    .await?;
    Ok(Json(summary).into_response())
}

/// `GET /api/players/{name}`: a profile: ratings per game, matches per game and
/// the last finished matches with links to their replays and analyses, each
/// with its rating change and whether a stand-in bot finished it (a forfeit:
/// placed last, not a win).
pub async fn profile(State(server): State<Server>, Path(name): Path<String>) -> ApiResult {
    let app = &server.app;
    let no_player = || {
        ApiError::refusal(
            "not_found",
            "errors-site-no-such-player",
            vec![("name", MessageArg::Text(name.clone()))],
        )
    };
    let key = accounts::account_name(&name)
        .map(|(_, key)| key)
        .map_err(|_| no_player())?;
    let account = app
        .store
        .account_by_name(&key)
        .await
        .map_err(ApiError::server)?
        .ok_or_else(no_player)?;
    let player = format!("a:{}", account.id);
    let results = app
        .store
        .results_of(&player, 200)
        .await
        .map_err(ApiError::server)?;
    let ratings = app
        .store
        .ratings_of(&player)
        .await
        .map_err(ApiError::server)?;
    let mut per_game: Vec<Value> = Vec::new();
    let mut games: Vec<&str> = results.iter().map(|r| r.game.as_str()).collect();
    games.sort_unstable();
    games.dedup();
    for &game in &games {
        let of_game: Vec<_> = results.iter().filter(|r| r.game == game).collect();
        let rating = ratings.iter().find(|r| r.game == game);
        per_game.push(json!({
            "game": game,
            "game_name": game_name(app, game),
            "played": of_game.len(),
            "won": of_game.iter().filter(|r| r.won).count(),
            "rating": rating.map(|r| rating_json(r.mu, r.sigma)),
            "rated_matches": rating.map_or(0, |r| r.matches),
        }));
    }
    // Which of these games have a post-game analysis (found out once per game,
    // by playing a few seeded games: off the runtime).
    let played: Vec<String> = games.iter().map(|g| (*g).to_owned()).collect();
    let registry_app = std::sync::Arc::clone(app);
    let analysed: Vec<String> = tokio::task::spawn_blocking(move || {
        played
            .into_iter()
            .filter(|g| {
                registry_app
                    .registry
                    .get(g)
                    .is_some_and(|host| host.has_analysis())
            })
            .collect()
    })
    .await
    .map_err(ApiError::server)?;
    let matches: Vec<Value> = results
        .iter()
        .map(|r| {
            let analysis = analysed
                .contains(&r.game)
                .then(|| format!("/#/replay/{}/analysis", r.match_id));
            json!({
                "match": r.match_id,
                "game": r.game,
                "game_name": game_name(app, &r.game),
                "seat": r.seat,
                "place": r.place,
                "won": r.won,
                "rated": r.rated,
                "variant": r.variant,
                "rating_before": r.rating_before.map(|(mu, sigma)| rating_json(mu, sigma)),
                "rating_after": r.rating_after.map(|(mu, sigma)| rating_json(mu, sigma)),
                "rating_change": rating_change(r.rating_before, r.rating_after),
                "forfeit": r.forfeit,
                "finished_at": rfc3339(r.finished_at),
                "replay": format!("/#/replay/{}", r.match_id),
                "analysis": analysis,
            })
        })
        .collect();
    Ok(Json(json!({
        "name": account.name,
        "created_at": rfc3339(account.created_at),
        "games": per_game,
        "matches": matches,
    }))
    .into_response())
}

fn game_name(app: &App, game: &str) -> String {
    app.registry
        .get(game)
        .map_or_else(|| game.to_owned(), |h| h.info().name.to_owned())
}

/// A rating as shown: mu, sigma and the conservative figure mu - 3 sigma.
fn rating_json(mu: f64, sigma: f64) -> Value {
    json!({
        "mu": mu,
        "sigma": sigma,
        "display": crate::rating::shown((mu, sigma)),
    })
}

/// The shown rating's change over one match, to a tenth (`None`: not rated).
fn rating_change(before: Option<(f64, f64)>, after: Option<(f64, f64)>) -> Option<f64> {
    let (before, after) = (before?, after?);
    let change = crate::rating::shown(after) - crate::rating::shown(before);
    Some((change * 10.0).round() / 10.0)
}

/// `GET /api/leaderboards/{game}`: the best 100 ratings (people and bots), or for
/// a cooperative game the team success per scenario and difficulty.
pub async fn leaderboard(State(server): State<Server>, Path(game): Path<String>) -> ApiResult {
    let app = &server.app;
    let host = app
        .registry
        .get(&game)
        .ok_or_else(|| crate::http::unknown_game(&game))?;
    let info = host.info();
    if info.cooperative {
        let rows = app
            .store
            .team_success(&game)
            .await
            .map_err(ApiError::server)?;
        return Ok(Json(json!({
            "game": game,
            "game_name": info.name,
            "cooperative": true,
            "team_success": rows,
        }))
        .into_response());
    }
    let rows = app
        .store
        .leaderboard(&game, 100)
        .await
        .map_err(ApiError::server)?;
    let ranking: Vec<Value> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            json!({
                "rank": i + 1,
                "name": r.name,
                "bot": r.player.starts_with("bot:"),
                "rating": rating_json(r.mu, r.sigma),
                "matches": r.matches,
            })
        })
        .collect();
    Ok(Json(json!({
        "game": game,
        "game_name": info.name,
        "cooperative": false,
        "ranking": ranking,
    }))
    .into_response())
}

/// `GET /api/my-turns`: the logged-in account's matches in play where the game
/// waits for its seat (a seat a bot stands in for is listed as such).
pub async fn my_turns(State(server): State<Server>, headers: HeaderMap) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let seats = app
        .store
        .playing_seats_of(&account.id)
        .await
        .map_err(ApiError::server)?;
    let mut turns = Vec::new();
    let mut playing = Vec::new();
    for (id, seat) in seats {
        let Ok(handle) = app.get(&id).await else {
            continue;
        };
        let live = handle.live.lock().await;
        let Some(game) = live.game.as_ref() else {
            continue;
        };
        let waiting = game.waiting_for().contains(Seat(seat));
        let entry = json!({
            "match": id,
            "seat": seat,
            "game": live.game_id,
            "game_name": live.game_name,
            "stood_in": live.stood_in(Seat(seat)),
            "left_ms": live.clocks.as_ref().map(|c| c.left_ms(usize::from(seat), now_ms()).max(0)),
            "version": live.version(),
        });
        if waiting && !live.stood_in(Seat(seat)) {
            turns.push(entry);
        } else {
            playing.push(entry);
        }
    }
    Ok(Json(json!({"your_turn": turns, "playing": playing})).into_response())
}
