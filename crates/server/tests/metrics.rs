//! `GET /metrics` over a real socket: off (`404`) without a token, `401` with a
//! wrong or missing one, and with the right one the Prometheus text whose
//! figures move as a match is played, sockets open and close, and a login fails.
//!
//! The recorder is one per process, shared by every test in this binary, so the
//! figures are compared before and after, never against fixed values.

mod support;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::json;
use sleuth_core::SleuthRng;
use sleuth_server::Limits;
use sleuth_server::metrics::MetricsToken;
use support::*;

const TOKEN: &str = "metrics-token-for-the-tests";

/// A server on the tests' store whose `/metrics` opens with [`TOKEN`]. Seat 0
/// moves first in its matches, so that a person there acts at least once.
async fn server_with_metrics() -> SocketAddr {
    let limits = Limits {
        metrics_token: Some(MetricsToken::new(TOKEN).expect("a valid token")),
        ..Limits::default()
    };
    let app = app_on(sleuth_server::pg_harness::store_for_tests().await);
    *app.seed_filter.lock().expect("filter") =
        Some(|game| game.to_move().contains(sleuth_core::Seat(0)));
    serve_app(&app, limits).await
}

/// `GET /metrics` with `authorization` as the header's value (if any).
async fn scrape_with(addr: SocketAddr, authorization: Option<&str>) -> Answer {
    let headers: Vec<(&str, &str)> = authorization
        .map(|value| vec![("authorization", value)])
        .unwrap_or_default();
    request(addr, "GET", "/metrics", &headers, None).await
}

/// The figures of a scrape with the right token.
async fn scrape(addr: SocketAddr) -> Figures {
    let answer = scrape_with(addr, Some(&format!("Bearer {TOKEN}"))).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    Figures::parse(&answer.text())
}

/// The samples of a Prometheus text page: (name, labels) to value.
#[derive(Debug)]
struct Figures(Vec<(String, BTreeMap<String, String>, f64)>);

impl Figures {
    fn parse(text: &str) -> Figures {
        let mut samples = Vec::new();
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let (series, value) = line.rsplit_once(' ').expect("a sample line");
            let value: f64 = value.parse().expect("a number");
            let (name, labels) = match series.split_once('{') {
                Some((name, rest)) => {
                    let inner = rest.strip_suffix('}').expect("closed labels");
                    let labels = inner
                        .split(',')
                        .filter(|pair| !pair.is_empty())
                        .map(|pair| {
                            let (key, quoted) = pair.split_once('=').expect("key=value");
                            (key.to_owned(), quoted.trim_matches('"').to_owned())
                        })
                        .collect();
                    (name.to_owned(), labels)
                }
                None => (series.to_owned(), BTreeMap::new()),
            };
            samples.push((name, labels, value));
        }
        Figures(samples)
    }

    /// The value of the sample `name` whose labels include `labels` (0 when
    /// there is none yet).
    fn value(&self, name: &str, labels: &[(&str, &str)]) -> f64 {
        self.0
            .iter()
            .find(|(n, l, _)| {
                n == name
                    && labels
                        .iter()
                        .all(|(k, v)| l.get(*k).map(String::as_str) == Some(*v))
            })
            .map_or(0.0, |(_, _, value)| *value)
    }
}

#[tokio::test]
async fn metrics_are_off_without_a_token() {
    let addr = server().await;
    let answer = scrape_with(addr, Some(&format!("Bearer {TOKEN}"))).await;
    assert_eq!(answer.status, 404, "{}", answer.text());
    assert_eq!(answer.json()["error"]["kind"], "not_found");
    let message = answer.json()["error"]["message"].to_string();
    assert!(message.contains("--metrics-token"), "{message}");
}

#[tokio::test]
async fn a_wrong_or_missing_token_is_401_in_the_json_error_shape() {
    let addr = server_with_metrics().await;
    for authorization in [
        None,
        Some("Bearer not-the-metrics-token-at-all".to_owned()),
        Some(format!("Bearer {TOKEN}x")),
        Some(format!("Basic {TOKEN}")),
        Some(TOKEN.to_owned()),
    ] {
        let answer = scrape_with(addr, authorization.as_deref()).await;
        assert_eq!(answer.status, 401, "{authorization:?}: {}", answer.text());
        assert_eq!(answer.json()["error"]["kind"], "unauthorized");
        assert!(answer.content_type.starts_with("application/json"));
    }
}

#[tokio::test]
async fn the_figures_grow_as_a_match_with_bots_is_played() {
    let addr = server_with_metrics().await;
    let answer = scrape_with(addr, Some(&format!("Bearer {TOKEN}"))).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert!(
        answer.content_type.starts_with("text/plain; version=0.0.4"),
        "{}",
        answer.content_type
    );
    let text = answer.text();
    for help in [
        "# HELP sleuth_actions_accepted_total",
        "# TYPE sleuth_actions_accepted_total counter",
        "# TYPE sleuth_live_matches gauge",
        "# TYPE sleuth_websocket_connections_open gauge",
        "# TYPE sleuth_store_errors_total counter",
    ] {
        assert!(text.contains(help), "{help} missing from:\n{text}");
    }
    let lady_alice = [("game", "lady-alice")];
    let playing = [("game", "lady-alice"), ("status", "playing")];
    let before = scrape(addr).await;
    // Every game's series exists from the start, at zero or more.
    assert!(
        before.0.iter().any(|(n, l, _)| n == "sleuth_live_matches"
            && l.get("game").map(String::as_str) == Some("havent-a-cluedo")),
        "{before:?}"
    );

    let (id, host) = create(addr, "lady-alice", json!({"players": 4})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    for seat in 1..4 {
        bot(addr, &id, seat, &host, "baseline").await;
    }
    let mut ada_socket = Client::connect(addr, &id).await;
    ada_socket.hello(Some(&ada), None).await;
    start(addr, &id, &host).await;

    let during = scrape(addr).await;
    assert!(
        during.value("sleuth_live_matches", &playing)
            >= before.value("sleuth_live_matches", &playing) + 1.0,
        "the match being played is counted: {during:?}"
    );
    assert!(during.value("sleuth_websocket_connections_open", &[]) >= 1.0);
    assert!(during.value("sleuth_connections_open", &[]) >= 1.0);

    let mut rng = SleuthRng::from_seed(30);
    play_lady_alice_until_over(&mut ada_socket, 0, &mut rng).await;
    // An action after the end is refused, and counted by its kind.
    ada_socket
        .send(json!({"type": "act", "action": {"type": "pass"}, "ref": 7}))
        .await;
    let refusal = ada_socket.until("error").await;
    let kind = refusal["kind"].as_str().expect("a kind").to_owned();
    assert_eq!(kind, "game_over", "{refusal}");
    let after = scrape(addr).await;
    assert!(
        after.value("sleuth_actions_accepted_total", &lady_alice)
            > before.value("sleuth_actions_accepted_total", &lady_alice),
        "actions accepted grew: {after:?}"
    );
    assert!(
        after.value("sleuth_bot_actions_total", &lady_alice)
            > before.value("sleuth_bot_actions_total", &lady_alice),
        "bot actions grew"
    );
    assert!(
        after.value("sleuth_actions_refused_total", &[("kind", &kind)])
            > before.value("sleuth_actions_refused_total", &[("kind", &kind)]),
        "a refusal of kind {kind} was counted"
    );
    assert!(
        after.value("sleuth_action_commit_seconds_count", &[])
            > before.value("sleuth_action_commit_seconds_count", &[]),
        "the commit histogram has observations"
    );
    assert!(
        after.value("sleuth_action_commit_seconds_bucket", &[("le", "+Inf")])
            == after.value("sleuth_action_commit_seconds_count", &[]),
        "the histogram's buckets end at +Inf with every observation"
    );
    assert!(
        after.value("sleuth_action_ack_seconds_count", &[])
            > before.value("sleuth_action_ack_seconds_count", &[]),
        "Ada's acknowledged actions were timed"
    );

    // The socket's close takes it out of the gauge (its session's guard).
    let open = after.value("sleuth_websocket_connections_open", &[]);
    ada_socket.close().await;
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let now = scrape(addr).await;
        if now.value("sleuth_websocket_connections_open", &[]) < open {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the closed socket is still counted: {now:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_failed_login_is_counted() {
    let addr = server_with_metrics().await;
    let wrong = [("reason", "wrong_password")];
    let before = scrape(addr).await;
    let (status, body) = post(
        addr,
        "/api/session",
        None,
        json!({"name": "nobody-here", "password": "not the password"}),
    )
    .await;
    assert_eq!(status, 401, "{body}");
    let after = scrape(addr).await;
    assert!(
        after.value("sleuth_login_failures_total", &wrong)
            >= before.value("sleuth_login_failures_total", &wrong) + 1.0,
        "{after:?}"
    );
}
