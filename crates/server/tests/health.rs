//! What an operator's probes see, over a real socket: `GET /healthz` answers
//! while the process runs, `GET /readyz` once the node has loaded its matches and
//! its store answers and it has caught up with the other nodes (on SQLite and, in
//! the script's PostgreSQL pass, PostgreSQL).

mod support;

use support::*;

#[tokio::test]
async fn health_and_readiness_answer_with_the_store_kind() {
    let addr = server().await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(
        (status, body["status"].as_str()),
        (200, Some("ok")),
        "{body}"
    );
    let (status, body) = get(addr, "/readyz").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["status"], "ready");
    let expected = if std::env::var("SLEUTH_TEST_STORE").as_deref() == Ok("postgres") {
        "postgres"
    } else {
        "sqlite"
    };
    assert_eq!(body["store"], expected, "{body}");
    // Only GET: a probe that posts is answered with the JSON error.
    let (status, body) = post(addr, "/readyz", None, serde_json::json!({})).await;
    assert_eq!(status, 405, "{body}");
}

#[tokio::test]
async fn a_node_far_behind_the_other_nodes_is_not_ready() {
    let (addr, app) = spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        sleuth_server::Limits::default(),
    )
    .await;
    let (status, body) = get(addr, "/readyz").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["follow"]["waiting"], 0, "{body}");
    // Three matches changed elsewhere, the oldest announced 11 s ago and not
    // read yet: the balancer should send players elsewhere.
    let announced = std::time::Instant::now()
        .checked_sub(std::time::Duration::from_secs(11))
        .expect("the clock runs");
    app.follow_lag.set(3, Some(announced));
    let (status, body) = get(addr, "/readyz").await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["status"], "unready");
    assert_eq!(body["follow"]["waiting"], 3);
    assert!(
        body["follow"]["behind_ms"].as_u64().unwrap_or(0) >= 11_000,
        "{body}"
    );
    assert!(
        body["reason"]
            .as_str()
            .is_some_and(|r| r.contains("3 matches changed on other nodes")),
        "{body}"
    );
    // Caught up: ready again.
    app.follow_lag.set(0, None);
    let (status, body) = get(addr, "/readyz").await;
    assert_eq!(status, 200, "{body}");
}
