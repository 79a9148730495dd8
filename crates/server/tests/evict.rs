//! A finished match nobody watches leaves the server's memory after a while
//! and nothing is lost: the lobby still lists it, its page, record,
//! replay and chat work as before, read back from the store.

mod support;

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::json;
use sleuth_core::SleuthRng;
use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_leaves_memory_and_comes_back_from_the_store() {
    let app = app_on(sleuth_server::pg_harness::store_for_tests().await);
    app.evict_finished_after_ms.store(200, Ordering::Relaxed);
    let addr = serve_app(&app, sleuth_server::Limits::default()).await;

    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    start(addr, &id, &host).await;
    let end = play_lady_alice_until_over(&mut a, 0, &mut SleuthRng::from_seed(5)).await;
    a.send(json!({"type": "chat", "text": "good game"})).await;
    a.until("chat").await;
    a.close().await;

    // Nobody is connected: it leaves memory.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while app.matches.read().await.contains_key(&id) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the finished match stayed in memory"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // The lobby still lists it.
    let (_, list) = get(addr, "/api/matches").await;
    assert!(
        list["matches"].as_array().is_some_and(|m| m
            .iter()
            .any(|s| s["id"] == id.as_str() && s["status"] == "finished")),
        "{list}"
    );
    // Its page, record and replay come back from the store.
    let (status, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(
        (status, summary["status"].as_str()),
        (200, Some("finished"))
    );
    assert_eq!(summary["version"], end["version"]);
    let (status, record) = get(addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200);
    assert_eq!(
        record["actions"].as_array().map(Vec::len),
        end["version"].as_u64().map(|v| v as usize)
    );
    // A spectator sees the final view and the chat, and the chat goes on after it.
    let mut w = Client::connect(addr, &id).await;
    w.send(json!({"type": "hello", "token": null, "name": "Late"}))
        .await;
    let sync = w.until("sync").await;
    assert_eq!(sync["view"]["phase"]["phase"], "over");
    let history = w.until("chat").await;
    assert_eq!(history["messages"][0]["text"], "good game");
    w.send(json!({"type": "chat", "text": "missed it"})).await;
    let m = w.until("chat").await;
    assert_eq!(m["messages"][0]["index"], 1);
    // A match that never existed is still not found.
    assert_eq!(get(addr, "/api/matches/m-nothing").await.0, 404);
}
