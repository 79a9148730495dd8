//! A finished match nobody watches leaves the server's memory after a while
//! and nothing is lost: the lobby still lists it, its page, record,
//! replay and chat work as before, read back from the store.

mod support;

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::json;
use sleuth_core::SleuthRng;
use support::*;

/// The match `id` as `app` holds it in memory.
async fn in_memory(
    app: &sleuth_server::App,
    id: &str,
) -> std::sync::Arc<sleuth_server::live::MatchHandle> {
    app.matches
        .read()
        .await
        .get(id)
        .cloned()
        .expect("in memory")
}

/// Starts a 3-player Lady Alice match: Ada (seat 0, connected) and two
/// baseline bots. Returns the match id and Ada's connection.
async fn lady_alice_with_two_bots(addr: std::net::SocketAddr) -> (String, Client) {
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    start(addr, &id, &host).await;
    (id, a)
}

/// Plays a 3-player Lady Alice match (one person, two baseline bots) to its
/// end on `app`, with a chat line, and closes the person's connection. Returns
/// the match id and the last state message.
async fn finished_match(addr: std::net::SocketAddr) -> (String, serde_json::Value) {
    let (id, mut a) = lady_alice_with_two_bots(addr).await;
    let end = play_lady_alice_until_over(&mut a, 0, &mut SleuthRng::from_seed(5)).await;
    a.send(json!({"type": "chat", "text": "good game"})).await;
    a.until("chat").await;
    a.close().await;
    (id, end)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_leaves_memory_and_comes_back_from_the_store() {
    let app = app_on(sleuth_server::pg_harness::store_for_tests().await);
    app.evict_finished_after_ms.store(200, Ordering::Relaxed);
    let addr = serve_app(&app, sleuth_server::Limits::default()).await;

    let (id, end) = finished_match(addr).await;

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
    // Its replay and analysis too.
    let (status, step) = get(addr, &format!("/api/matches/{id}/replay/1")).await;
    assert_eq!((status, step["step"].as_u64()), (200, Some(1)), "{step}");
    let (status, analysis) = get(addr, &format!("/api/matches/{id}/analysis")).await;
    assert_eq!(status, 200, "{analysis}");
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

#[test]
fn a_finished_match_nobody_watches_leaves_memory_within_a_minute() {
    // Ten minutes held about 0.23 MB per finished match, over 1.8 GB at the
    // 300-table stress load (docs/deploy.md, "Memory").
    assert!(sleuth_server::live::EVICT_FINISHED_AFTER <= Duration::from_secs(60));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ended_match_nobody_watches_drops_its_bots_and_messages_before_it_leaves() {
    let app = app_on(sleuth_server::pg_harness::store_for_tests().await);
    // Long enough that it stays in memory through the test; the eviction
    // rounds still run (every 5 s at most).
    app.evict_finished_after_ms
        .store(120_000, Ordering::Relaxed);
    let addr = serve_app(&app, sleuth_server::Limits::default()).await;
    let (id, end) = finished_match(addr).await;

    let handle = in_memory(&app, &id).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    loop {
        let shed = {
            let live = handle.live.lock().await;
            live.bots_in_memory() == 0 && live.cached_messages() == 0
        } && handle.lobby_snapshot().is_none()
            && handle.spectator_updates.read().unwrap().is_empty();
        if shed {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the ended match kept its bots or serialised messages"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Still in memory, with what its page, record and replay read.
    assert!(app.matches.read().await.contains_key(&id));
    let (status, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(
        (status, summary["status"].as_str(), &summary["version"]),
        (200, Some("finished"), &end["version"])
    );
    assert!(summary["outcome"].is_object(), "{summary}");
    let (status, record) = get(addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200);
    assert_eq!(
        record["actions"].as_array().map(Vec::len),
        end["version"].as_u64().map(|v| v as usize)
    );
    // A spectator who comes now has the final view built again, with the chat.
    let mut w = Client::connect(addr, &id).await;
    w.send(json!({"type": "hello", "token": null, "name": "Late"}))
        .await;
    let sync = w.until("sync").await;
    assert_eq!(sync["view"]["phase"]["phase"], "over");
    assert_eq!(sync["version"], end["version"]);
    let history = w.until("chat").await;
    assert_eq!(history["messages"][0]["text"], "good game");
}

/// The bots ended the game before the test was done with it.
#[derive(Debug)]
struct EndedEarly;

/// Reads `client`'s messages until its seat `seat` is to move in a Lady Alice
/// match in play, and sends one move; returns the version it moved at.
async fn one_lady_alice_move(
    client: &mut Client,
    seat: u64,
    rng: &mut SleuthRng,
) -> Result<u64, EndedEarly> {
    loop {
        let message = client.next().await;
        if !matches!(message["type"].as_str(), Some("sync" | "update")) {
            continue;
        }
        if message["view"]["phase"]["phase"] == "over" {
            return Err(EndedEarly);
        }
        if message["to_move"]
            .as_array()
            .is_some_and(|m| m.iter().any(|s| s == seat))
        {
            let action = lady_alice_move(&message["view"], rng);
            client.send(json!({"type": "act", "action": action})).await;
            return Ok(message["version"].as_u64().expect("a version"));
        }
    }
}

/// Reads `client`'s messages until a state message past `version`, of a game
/// still in play.
async fn past(client: &mut Client, version: u64) -> Result<(), EndedEarly> {
    loop {
        let message = client.next().await;
        if matches!(message["type"].as_str(), Some("sync" | "update"))
            && message["version"].as_u64() > Some(version)
        {
            if message["view"]["phase"]["phase"] == "over" {
                return Err(EndedEarly);
            }
            return Ok(());
        }
    }
}

/// Each spectator update carries the whole spectator view: a match keeps them
/// only while a spectator of this node watches (nobody else reads them), and
/// never more than the newest plus `SPECTATOR_UPDATE_BYTES_KEPT` bytes. A
/// table whose bots end the game before the three moves are made is played
/// again on a new one (a finished match keeps no updates).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectator_updates_are_kept_only_while_a_spectator_watches() {
    let (addr, app) = spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        sleuth_server::Limits::default(),
    )
    .await;
    for table in 0..5 {
        match spectator_updates_on_one_table(addr, &app, table).await {
            Ok(()) => return,
            Err(EndedEarly) => continue,
        }
    }
    panic!("the bots ended five games before three moves");
}

async fn spectator_updates_on_one_table(
    addr: std::net::SocketAddr,
    app: &sleuth_server::App,
    table: u64,
) -> Result<(), EndedEarly> {
    use sleuth_server::live::{SPECTATOR_UPDATE_BYTES_KEPT, SPECTATOR_UPDATES_KEPT};
    let (id, mut a) = lady_alice_with_two_bots(addr).await;
    let handle = in_memory(app, &id).await;
    let kept = |handle: &sleuth_server::live::MatchHandle| -> Vec<usize> {
        let updates = handle.spectator_updates.read().unwrap();
        updates.iter().map(|u| u.text.len()).collect()
    };
    let mut rng = SleuthRng::from_seed(11 + table);

    // Only a seat's connection: nothing is published for spectators.
    let at = one_lady_alice_move(&mut a, 0, &mut rng).await?;
    past(&mut a, at).await?;
    assert_eq!(handle.spectators_here.load(Ordering::SeqCst), 0);
    assert!(kept(&handle).is_empty(), "updates kept for nobody");

    // A spectator comes: the next action publishes its update, within bounds.
    let mut w = Client::connect(addr, &id).await;
    w.send(json!({"type": "hello", "token": null, "name": "Watcher"}))
        .await;
    w.until("sync").await;
    assert_eq!(handle.spectators_here.load(Ordering::SeqCst), 1);
    let at = one_lady_alice_move(&mut a, 0, &mut rng).await?;
    past(&mut a, at).await?;
    past(&mut w, at).await?;
    let bytes = kept(&handle);
    assert!(!bytes.is_empty(), "no update published for the spectator");
    assert!(bytes.len() <= SPECTATOR_UPDATES_KEPT, "{bytes:?}");
    let older: usize = bytes[..bytes.len() - 1].iter().sum();
    assert!(older <= SPECTATOR_UPDATE_BYTES_KEPT, "{bytes:?}");

    // It leaves: the match stops keeping them.
    w.close().await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while handle.spectators_here.load(Ordering::SeqCst) != 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the spectator stayed counted"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let at = one_lady_alice_move(&mut a, 0, &mut rng).await?;
    past(&mut a, at).await?;
    assert!(
        kept(&handle).is_empty(),
        "updates kept after the spectator left"
    );
    Ok(())
}
