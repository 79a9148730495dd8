//! What an operator's probes see, over a real socket: `GET /healthz` answers
//! while the process runs, `GET /readyz` once the node has loaded its matches and
//! its store answers (on SQLite and, in the script's PostgreSQL pass, PostgreSQL).

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
