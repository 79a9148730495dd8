//! `GET /metrics`: this node's figures in the Prometheus text format, for an
//! operator's scraper (docs/deploy.md, "Metrics"). It owns the metric names, their
//! help texts and histogram buckets, the process-wide recorder of the `metrics`
//! facade (installed once, its histograms drained on a thread of its own), the
//! guards that count open connections, and the route with its access rule: off
//! unless `sleuth serve --metrics-token` (or `SLEUTH_METRICS_TOKEN`) gives a
//! token; then only a request with `Authorization: Bearer <token>` is answered.
//!
//! The rest of the server records through the small functions here, never
//! through the facade directly, so every name is spelled once. Rules crates never
//! see any of it.

use std::collections::BTreeMap;
use std::sync::OnceLock;
use std::time::Duration;

use ::metrics::{
    Unit, counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram,
};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::Server;
use crate::live::{ApiError, App, Status};

/// Matches in this node's memory by game and status (`open`, `playing`).
pub const LIVE_MATCHES: &str = "sleuth_live_matches";
/// Connections open on this node (HTTP and WebSocket, each counted once).
pub const CONNECTIONS_OPEN: &str = "sleuth_connections_open";
/// The most connections this node holds at once (`--max-connections`).
pub const CONNECTIONS_LIMIT: &str = "sleuth_connections_limit";
/// WebSocket sessions open on this node.
pub const WEBSOCKETS_OPEN: &str = "sleuth_websocket_connections_open";
/// Actions this node committed, by game (people's and bots').
pub const ACTIONS_ACCEPTED: &str = "sleuth_actions_accepted_total";
/// `act` messages refused, by the error's kind.
pub const ACTIONS_REFUSED: &str = "sleuth_actions_refused_total";
/// Bot actions this node's bot drivers committed, by game.
pub const BOT_ACTIONS: &str = "sleuth_bot_actions_total";
/// From an `act` read off a socket to its acknowledgement sent.
pub const ACK_SECONDS: &str = "sleuth_action_ack_seconds";
/// One action's append to the store.
pub const COMMIT_SECONDS: &str = "sleuth_action_commit_seconds";
/// Store operations that failed.
pub const STORE_ERRORS: &str = "sleuth_store_errors_total";
/// Logins refused, by reason.
pub const LOGIN_FAILURES: &str = "sleuth_login_failures_total";

/// Histogram bucket bounds (seconds): 1 ms to 10 s, about three per decade.
pub const LATENCY_BUCKETS: [f64; 13] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// How often histograms are drained when nobody scrapes (their samples would
/// otherwise pile up in memory until the next render).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The shortest metrics token accepted.
pub const TOKEN_MIN_CHARS: usize = 16;

/// The content type of the Prometheus text format.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

/// The process-wide recorder's handle. The `metrics` facade has one recorder
/// per process, so every app in the process (tests start several) records into
/// the same one; it is installed by the first caller.
pub fn install() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let mut builder = PrometheusBuilder::new();
        for name in [ACK_SECONDS, COMMIT_SECONDS] {
            builder = builder
                .set_buckets_for_metric(Matcher::Full(name.to_owned()), &LATENCY_BUCKETS)
                .expect("the buckets are not empty");
        }
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        if let Err(err) = ::metrics::set_global_recorder(recorder) {
            tracing::warn!("another metrics recorder is installed; /metrics shows nothing: {err}");
        }
        describe();
        let upkeep = handle.clone();
        let spawned = std::thread::Builder::new()
            .name("sleuth-metrics-upkeep".to_owned())
            .spawn(move || {
                loop {
                    std::thread::sleep(UPKEEP_EVERY);
                    upkeep.run_upkeep();
                }
            });
        if let Err(err) = spawned {
            tracing::warn!("no metrics upkeep thread (histograms drain at each scrape): {err}");
        }
        handle
    })
}

fn describe() {
    describe_gauge!(
        LIVE_MATCHES,
        "Matches held in this node's memory, by game and status (open: in the lobby; playing)."
    );
    describe_gauge!(
        CONNECTIONS_OPEN,
        "Connections open on this node, HTTP and WebSocket together (each counted once)."
    );
    describe_gauge!(
        CONNECTIONS_LIMIT,
        "The most connections this node holds at once (--max-connections); beyond, 503 busy."
    );
    describe_gauge!(WEBSOCKETS_OPEN, "WebSocket sessions open on this node.");
    describe_counter!(
        ACTIONS_ACCEPTED,
        "Actions committed by this node, by game (people's and bots'); actions per second is rate() of it."
    );
    describe_counter!(
        ACTIONS_REFUSED,
        "WebSocket act messages refused, by the error kind sent back (illegal, not_your_turn, ...)."
    );
    describe_counter!(
        BOT_ACTIONS,
        "Bot actions committed by this node's bot drivers, by game."
    );
    describe_histogram!(
        ACK_SECONDS,
        Unit::Seconds,
        "From an accepted act read off a WebSocket to the actor's update sent on it."
    );
    describe_histogram!(
        COMMIT_SECONDS,
        Unit::Seconds,
        "One action's append to the store (its transaction), successful or not."
    );
    describe_counter!(
        STORE_ERRORS,
        "Store operations that failed (each one also logged)."
    );
    describe_counter!(
        LOGIN_FAILURES,
        "Logins refused, by reason (wrong_password: wrong name or password; rate_limited)."
    );
}

/// Makes the series of every game and of the unlabelled counters exist at zero,
/// so that a scraper sees them before the first event.
pub fn register_games(games: &[&'static str]) {
    install();
    for &game in games {
        counter!(ACTIONS_ACCEPTED, "game" => game).absolute(0);
        counter!(BOT_ACTIONS, "game" => game).absolute(0);
    }
    counter!(STORE_ERRORS).absolute(0);
    for reason in ["wrong_password", "rate_limited"] {
        counter!(LOGIN_FAILURES, "reason" => reason).absolute(0);
    }
    gauge!(WEBSOCKETS_OPEN).increment(0.0);
    gauge!(CONNECTIONS_OPEN).increment(0.0);
}

/// An action of `game` was committed.
pub fn action_accepted(game: &str) {
    counter!(ACTIONS_ACCEPTED, "game" => game.to_owned()).increment(1);
}

/// An `act` message was refused with an error of `kind`.
pub fn action_refused(kind: &str) {
    counter!(ACTIONS_REFUSED, "kind" => kind.to_owned()).increment(1);
}

/// A bot's action of `game` was committed.
pub fn bot_action(game: &str) {
    counter!(BOT_ACTIONS, "game" => game.to_owned()).increment(1);
}

/// A store operation failed.
pub fn store_error() {
    counter!(STORE_ERRORS).increment(1);
}

/// A login was refused (`wrong_password` or `rate_limited`).
pub fn login_failed(reason: &'static str) {
    counter!(LOGIN_FAILURES, "reason" => reason).increment(1);
}

/// The time from an accepted `act` read off its socket to its acknowledgement sent.
pub fn observe_ack(elapsed: Duration) {
    histogram!(ACK_SECONDS).record(elapsed.as_secs_f64());
}

/// The time one action's append to the store took.
pub fn observe_commit(elapsed: Duration) {
    histogram!(COMMIT_SECONDS).record(elapsed.as_secs_f64());
}

/// The connection cap of this node's accept loop.
pub fn connections_limit(max: usize) {
    gauge!(CONNECTIONS_LIMIT).set(max as f64);
}

/// Counts one open thing in a gauge while it lives: up when made, down when
/// dropped (at the end, on an early return, or while a panic unwinds).
#[derive(Debug)]
pub struct OpenGuard {
    name: &'static str,
}

impl OpenGuard {
    fn new(name: &'static str) -> Self {
        gauge!(name).increment(1.0);
        OpenGuard { name }
    }

    /// An open connection (HTTP, or WebSocket once upgraded), until its last
    /// holder ends.
    pub fn connection() -> Self {
        OpenGuard::new(CONNECTIONS_OPEN)
    }

    /// An open WebSocket session.
    pub fn websocket() -> Self {
        OpenGuard::new(WEBSOCKETS_OPEN)
    }
}

impl Drop for OpenGuard {
    fn drop(&mut self) {
        gauge!(self.name).decrement(1.0);
    }
}

/// The token that opens `GET /metrics`. Only its SHA-256 is kept, so the token
/// itself never appears in a debug print of the limits.
#[derive(Clone)]
pub struct MetricsToken {
    digest: [u8; 32],
}

impl std::fmt::Debug for MetricsToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MetricsToken(..)")
    }
}

impl MetricsToken {
    /// A token of at least [`TOKEN_MIN_CHARS`] visible ASCII characters (it is
    /// sent in an HTTP header), or a sentence saying what is wrong.
    pub fn new(token: &str) -> Result<Self, String> {
        if let Some(bad) = token.chars().find(|c| !c.is_ascii_graphic()) {
            return Err(format!(
                "the metrics token holds visible ASCII characters only (no spaces), not {bad:?}"
            ));
        }
        let count = token.len();
        if count < TOKEN_MIN_CHARS {
            return Err(format!(
                "the metrics token has at least {TOKEN_MIN_CHARS} characters, not {count}"
            ));
        }
        Ok(MetricsToken {
            digest: Sha256::digest(token.as_bytes()).into(),
        })
    }

    /// Whether `presented` is the token, compared in constant time (both are
    /// hashed first, so neither the length nor the first differing byte shows
    /// in the time taken).
    pub fn matches(&self, presented: &str) -> bool {
        let digest: [u8; 32] = Sha256::digest(presented.as_bytes()).into();
        bool::from(self.digest.ct_eq(&digest))
    }
}

/// The bearer token of an `Authorization` header, if it has one.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
}

/// Sets the live-match gauges from the app's matches in memory (every game and
/// status has a series, zero included), then renders everything.
pub async fn render(app: &App) -> String {
    let handle = install();
    let mut counts: BTreeMap<(String, &'static str), u64> = BTreeMap::new();
    for game in app.registry.ids() {
        for status in [Status::Open, Status::Playing] {
            counts.insert((game.to_owned(), status.as_str()), 0);
        }
    }
    let handles: Vec<_> = app.matches.read().await.values().cloned().collect();
    for handle in handles {
        let live = handle.live.lock().await;
        if matches!(live.status, Status::Open | Status::Playing) {
            *counts
                .entry((live.game_id.clone(), live.status.as_str()))
                .or_default() += 1;
        }
    }
    for ((game, status), count) in counts {
        gauge!(LIVE_MATCHES, "game" => game, "status" => status).set(count as f64);
    }
    handle.render()
}

/// `GET /metrics`: the Prometheus text with the right bearer token; `401` with
/// a wrong or missing one; `404` when this node has no token (metrics off).
pub async fn metrics(State(server): State<Server>, headers: HeaderMap) -> Response {
    let Some(token) = &server.limits.metrics_token else {
        return ApiError::refusal("not_found", "errors-site-metrics-off", Vec::new())
            .into_response();
    };
    if !bearer(&headers).is_some_and(|presented| token.matches(presented)) {
        let mut answer = ApiError::refusal(
            "unauthorized",
            "errors-site-metrics-needs-token",
            Vec::new(),
        )
        .into_response();
        answer.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            HeaderValue::from_static("Bearer realm=\"sleuth metrics\""),
        );
        return answer;
    }
    let text = render(&server.app).await;
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, CONTENT_TYPE),
            (header::CACHE_CONTROL, "no-store"),
        ],
        text,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_matches_itself_only() {
        let token = MetricsToken::new("a-long-enough-secret").expect("a token");
        assert!(token.matches("a-long-enough-secret"));
        assert!(!token.matches("a-long-enough-secreT"));
        assert!(!token.matches("a-long-enough-secret "));
        assert!(!token.matches(""));
        assert_eq!(format!("{token:?}"), "MetricsToken(..)");
    }

    #[test]
    fn short_or_spaced_tokens_are_refused_with_a_sentence() {
        let short = MetricsToken::new("short").expect_err("too short");
        assert!(short.contains("at least 16"), "{short}");
        let spaced = MetricsToken::new("has a space in the middle").expect_err("a space");
        assert!(spaced.contains("no spaces"), "{spaced}");
        assert!(MetricsToken::new("").is_err());
    }

    #[test]
    fn the_bearer_scheme_is_read_in_any_case() {
        let mut headers = HeaderMap::new();
        assert_eq!(bearer(&headers), None);
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("bearer abc"),
        );
        assert_eq!(bearer(&headers), Some("abc"));
        headers.insert(header::AUTHORIZATION, HeaderValue::from_static("Basic abc"));
        assert_eq!(bearer(&headers), None);
    }
}
