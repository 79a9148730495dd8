//! `sleuth serve`: the lobby and replay HTTP API, live play over WebSocket with
//! per-seat views and versioned per-audience events, SQLite persistence and bots
//! in empty seats, plus the embedded browser UI. The wire protocol is
//! docs/protocol.md.
//!
//! - [`store`]: SQLite (one node) or PostgreSQL (several nodes); every accepted
//!   action is committed before it is announced.
//! - [`live`]: matches in memory and the operations on them (lobby, act, bots).
//! - [`http`]: HTTP routes (also the assistant's solver). [`ws`]: the WebSocket session.
//!   [`fanout`]: one writer per match sending spectators their updates. [`assets`]: the UI files.
//!   [`metrics`]: `GET /metrics` (Prometheus text, behind a token) and what it counts.
//! - [`client`]: HTTP and WebSocket clients for tests and the load generator;
//!   [`pg_harness`]: a throwaway PostgreSQL server for tests and benchmarks.
//! - [`social`]: friends, invitations by account name, push subscriptions;
//!   [`push`]: Web Push (VAPID keys in the store, encrypted messages).
//! - [`content_stats`]: the lobby's figures per case, puzzle or scenario, and
//!   the players' ratings of them.
//! - [`net`]: the accept loop and its limits (header timeout, connection cap,
//!   descriptor exhaustion). [`names`]: the display-name rule.
//! - [`i18n`]: the interface's languages and their catalogues for the browser.
//! - [`shutdown`]: stopping a node gracefully (SIGTERM): connections closed with
//!   the restart code once the commits in flight are done.
//! - [`hardening`]: the security headers on every answer and the same-origin
//!   check on cookie-carrying changes and WebSocket upgrades.

pub mod accounts;
pub mod aid;
pub mod assets;
pub mod campaign;
pub mod client;
pub mod clock;
pub mod content_stats;
pub mod fanout;
pub mod hardening;
pub mod http;
pub mod i18n;
pub mod live;
pub mod metrics;
pub mod names;
pub mod net;
pub mod pg_harness;
pub mod players;
pub mod push;
pub mod rating;
pub mod shutdown;
pub mod social;
pub mod store;
pub mod studio;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{DefaultBodyLimit, State};
use axum::routing::{delete, get, post};

pub use live::App;
pub use net::Limits;
pub use store::Store;

/// What handlers share.
#[derive(Clone, Debug)]
pub struct Server {
    pub app: Arc<App>,
    pub static_dir: Option<PathBuf>,
    /// Timeouts and caps for connections (the WebSocket session reads its own).
    pub limits: Limits,
}

#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub addr: SocketAddr,
    /// Directory of the SQLite file `sleuth.sqlite`; `None` keeps everything in memory.
    pub data: Option<PathBuf>,
    /// A PostgreSQL URL: store there instead (several nodes may share it); `data`
    /// is then unused.
    pub database: Option<String>,
    /// Pause before each bot action, so that people can follow.
    pub bot_delay: Duration,
    /// Serve the UI from this directory instead of the embedded copy.
    pub static_dir: Option<PathBuf>,
    /// Header read timeout, connection cap, WebSocket ping and hello timeouts,
    /// and the token that opens `GET /metrics` (none: metrics off).
    pub limits: Limits,
    /// Web Push: the contact given to push services, and whether plain-http
    /// push endpoints are accepted (a push service on this machine).
    pub push: live::PushSettings,
    /// In a match without a clock, how long a person's seat must be without a
    /// connection before the others may hand it to a bot.
    pub hand_over_after: Duration,
}

/// The HTTP and WebSocket routes.
pub fn router(server: Server) -> Router {
    if server.limits.metrics_token.is_some() {
        // Counting from the start, every game's series present at zero.
        crate::metrics::register_games(&server.app.registry.ids());
    }
    let routes = Router::new()
        .route("/", get(http::index))
        .route("/static/games/{id}/{*path}", get(http::game_web_file))
        .route("/static/{*path}", get(http::static_file))
        .route("/api/games", get(http::games))
        .route("/api/games/{id}/assets", get(http::game_assets))
        .route("/api/games/{id}/check-config", post(http::check_config))
        .route(
            "/api/matches",
            get(http::list_matches).post(http::create_match),
        )
        .route("/api/matches/{id}", get(http::get_match))
        .route("/api/matches/{id}/seats/{seat}/join", post(http::join))
        .route("/api/matches/{id}/seats/{seat}/bot", post(http::set_bot))
        .route("/api/matches/{id}/seats/{seat}/leave", post(http::leave))
        .route("/api/matches/{id}/start", post(http::start))
        .route("/api/matches/{id}/config", post(http::set_config))
        .route("/api/matches/{id}/record", get(http::record))
        .route("/api/matches/{id}/replay/{step}", get(http::replay_step))
        .route("/api/matches/{id}/analysis", get(http::analysis))
        .route("/api/matches/{id}/aid", get(aid::aid))
        .route(
            "/api/matches/{id}/rating",
            get(content_stats::rating_state).post(content_stats::rate),
        )
        .route(
            "/api/content-stats/{game}",
            get(content_stats::content_stats),
        )
        .route("/api/games/{id}/rules", get(http::game_rules))
        .route("/api/games/{id}/content-titles", get(http::content_titles))
        .route("/api/tutorials/{game}", post(http::create_tutorial))
        .route("/api/campaigns/{game}/{group}", get(http::campaign))
        .route("/api/accounts", post(players::create_account))
        .route(
            "/api/session",
            get(players::whoami)
                .post(players::login)
                .delete(players::logout),
        )
        .route("/api/account/password", post(players::change_password))
        .route(
            "/api/account/language",
            get(accounts::language).put(accounts::set_language),
        )
        .route("/api/matches/{id}/seats/{seat}/claim", post(players::claim))
        .route(
            "/api/matches/{id}/seats/{seat}/reclaim",
            post(players::reclaim),
        )
        .route("/api/players/{name}", get(players::profile))
        .route("/api/leaderboards/{game}", get(players::leaderboard))
        .route("/api/my-turns", get(players::my_turns))
        .route(
            "/api/friends",
            get(social::friends).post(social::add_friend),
        )
        .route("/api/friends/{name}", delete(social::remove_friend))
        .route("/api/matches/{id}/invitations", post(social::invite))
        .route("/api/invitations", get(social::invitations))
        .route("/api/invitations/{id}", delete(social::dismiss_invitation))
        .route("/api/push/key", get(social::push_key))
        .route(
            "/api/push/subscriptions",
            post(social::subscribe).delete(social::unsubscribe),
        )
        .route("/api/push/test", post(social::push_test))
        .route("/api/studio", get(studio::home))
        .route("/api/library", get(studio::library))
        .route("/api/library/{id}/report", post(studio::report))
        .route("/api/studio/drafts/{id}", get(studio::get_draft))
        .route(
            "/api/studio/drafts/{id}/versions/{version}",
            get(studio::get_version),
        )
        .route(
            "/api/studio/drafts/{id}/versions/{version}/restore",
            post(studio::restore_version),
        )
        .route("/api/studio/drafts/{id}/export", get(studio::export_draft))
        .route(
            "/api/studio/drafts/{id}/preview",
            get(studio::preview_draft),
        )
        .route("/api/studio/drafts/{id}/play", post(studio::play_draft))
        .route("/api/studio/drafts/{id}/publish", post(studio::publish))
        .route(
            "/api/studio/check",
            post(studio::check).layer(DefaultBodyLimit::max(studio::STUDIO_BODY_LIMIT)),
        )
        .route(
            "/api/studio/drafts",
            post(studio::create_draft).layer(DefaultBodyLimit::max(studio::STUDIO_BODY_LIMIT)),
        )
        .route(
            "/api/studio/drafts/{id}/save",
            post(studio::save_draft).layer(DefaultBodyLimit::max(studio::STUDIO_BODY_LIMIT)),
        )
        .route("/api/i18n", get(i18n::languages))
        .route("/api/i18n/{lang}", get(i18n::catalogue))
        .route("/sw.js", get(http::service_worker))
        .route("/healthz", get(http::healthz))
        .route("/readyz", get(http::readyz))
        .route("/metrics", get(metrics::metrics))
        .route(
            "/api/online",
            get(
                |State(server): State<Server>| async move { axum::Json(server.app.online().await) },
            ),
        )
        .route("/ws/matches/{id}", get(ws::upgrade))
        .route(
            "/api/solve/{solver}",
            post(http::solve).layer(DefaultBodyLimit::max(http::SOLVE_BODY_LIMIT)),
        )
        .route("/api/solve/{solver}/decks", get(http::solver_decks))
        .fallback(http::not_found);
    finish(routes, server)
}

/// The layers every route gets: the span naming a request's match, the 64 KiB body limit, the checks on URL length
/// and body type (`http::check_request`), JSON bodies for every error (also for
/// the framework's own rejections), a JSON `500` for a handler that panics, and,
/// outermost, the security headers and same-origin check (`hardening`).
pub fn finish(routes: Router<Server>, server: Server) -> Router {
    routes
        .layer(axum::middleware::from_fn(in_match_span))
        .layer(DefaultBodyLimit::max(64 * 1024))
        .layer(axum::middleware::from_fn(http::check_request))
        .layer(axum::middleware::map_response(http::json_errors))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            http::panic_answer,
        ))
        .layer(axum::middleware::from_fn(hardening::harden))
        .with_state(server)
}

/// Answers a request about a match (`/api/matches/{id}/...`, the WebSocket
/// upgrade) in a span naming the match, so that every line logged meanwhile
/// carries its id.
async fn in_match_span(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use tracing::Instrument;
    let path = request.uri().path();
    let id = path
        .strip_prefix("/api/matches/")
        .or_else(|| path.strip_prefix("/ws/matches/"))
        .and_then(|rest| rest.split('/').next())
        .filter(|id| !id.is_empty())
        .map(str::to_owned);
    match id {
        Some(id) => {
            next.run(request)
                .instrument(tracing::info_span!("request", match_id = %id))
                .await
        }
        None => next.run(request).await,
    }
}

/// Opens the store, restores every match, and returns the app.
pub async fn open_app(options: &ServeOptions) -> anyhow::Result<Arc<App>> {
    let store = match (&options.database, &options.data) {
        (Some(url), _) => Store::connect_postgres(url).await?,
        (None, Some(dir)) => {
            std::fs::create_dir_all(dir)?;
            Store::open(&dir.join("sleuth.sqlite"))?
        }
        (None, None) => Store::in_memory()?,
    };
    let app = App::new(sleuth_games::registry(), store, options.bot_delay);
    *app.push_settings
        .write()
        .unwrap_or_else(|poisoned| poisoned.into_inner()) = options.push.clone();
    app.presence.hand_over_after_ms.store(
        options.hand_over_after.as_millis() as u64,
        std::sync::atomic::Ordering::SeqCst,
    );
    let restored = app.load().await?;
    tracing::info!("restored {restored} matches");
    Ok(app)
}

/// Binds and serves until SIGTERM or SIGINT, then stops gracefully. Returns the bound address through
/// `on_bound` (useful with port 0).
pub async fn serve(options: ServeOptions, on_bound: impl FnOnce(SocketAddr)) -> anyhow::Result<()> {
    let app = open_app(&options).await?;
    let listener = tokio::net::TcpListener::bind(options.addr).await?;
    on_bound(listener.local_addr()?);
    let server = Server {
        app,
        static_dir: options.static_dir.clone(),
        limits: options.limits.clone(),
    };
    let app = Arc::clone(&server.app);
    let shutdown = app.shutdown.clone();
    tokio::spawn(async move {
        shutdown::termination_signal().await;
        tracing::info!("asked to stop: closing connections, finishing commits");
        shutdown.begin();
    });
    serve_on(listener, server).await;
    tracing::info!("stopped");
    Ok(())
}

/// Serves `server` on a bound listener with its limits (see [`net`]) until its
/// app's shutdown begins; then drains (`shutdown.rs`): returns once the
/// connections have ended and no commit is in flight (or after
/// [`shutdown::DRAIN_LIMIT`] each).
pub async fn serve_on(listener: tokio::net::TcpListener, server: Server) {
    let limits = server.limits.clone();
    let app = Arc::clone(&server.app);
    let shutdown = app.shutdown.clone();
    net::run(listener, router(server), limits, shutdown).await;
    if tokio::time::timeout(shutdown::DRAIN_LIMIT, app.commits.idle())
        .await
        .is_err()
    {
        tracing::warn!(
            "{} commits still in flight after {} s",
            app.commits.count(),
            shutdown::DRAIN_LIMIT.as_secs()
        );
    }
}
