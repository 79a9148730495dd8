//! A real `sleuth serve` process killed with SIGKILL mid-game and started again on
//! the same data directory loses no accepted action, and players reconnect to the
//! same game with their tokens.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Child;

use serde_json::json;
use sleuth_server::client::*;

fn serve(data: &Path) -> (Child, SocketAddr) {
    spawn_serve(Path::new(env!("CARGO_BIN_EXE_sleuth")), data, 0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_game_loses_nothing() {
    let data = std::env::temp_dir().join(format!("sleuth-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let (mut first, addr) = serve(&data);

    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    start(addr, &id, &host).await;

    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    a.until("sync").await;
    a.send(json!({"type": "act", "action": {"type": "suspect", "clues": {"suspect": "Tippu Tip", "place": "Hyde Park", "time": "9h00", "object": "Rifle"}}})).await;
    a.until("update").await;
    let mut b = Client::connect(addr, &id).await;
    b.hello(Some(&bob), None).await;
    b.until("sync").await;
    b.send(
        json!({"type": "act", "action": {"type": "place_counter", "clue": "Compass", "value": 2}}),
    )
    .await;
    // Bob's counter is accepted (committed before this update was sent).
    let accepted = loop {
        let update = b.until("update").await;
        if update["events"]
            .as_array()
            .is_some_and(|e| e.iter().any(|e| e["body"]["type"] == "your_counter"))
        {
            break update;
        }
    };
    let version = accepted["version"].as_u64().expect("a version");

    first.kill().expect("SIGKILL");
    first.wait().expect("reaped");

    let (mut second, addr) = serve(&data);
    let (status, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(status, 200, "the match is still there");
    assert_eq!(summary["status"], "playing");
    assert!(
        summary["version"].as_u64().unwrap_or(0) >= version,
        "{summary}"
    );
    let mut b = Client::connect(addr, &id).await;
    assert_eq!(b.hello(Some(&bob), Some(version)).await["seat"], 1);
    let sync = b.until("sync").await;
    let compass = sync["view"]["areas"]
        .as_array()
        .and_then(|areas| areas.iter().find(|a| a["clue"] == "Compass").cloned())
        .expect("Bob's counter survived the crash");
    assert_eq!(compass["counters"][0]["owner"], 1);
    assert_eq!(
        compass["counters"][0]["value"], 2,
        "Bob still sees his own counter's value"
    );
    // And play goes on: whoever is to move can act.
    let to_move = sync["to_move"][0].as_u64().expect("someone to move");
    let mut mover = Client::connect(addr, &id).await;
    mover
        .hello(Some(if to_move == 0 { &ada } else { &bob }), None)
        .await;
    mover.until("sync").await;
    mover
        .send(json!({"type": "act", "action": {"type": "pass"}}))
        .await;
    let next = mover.until("update").await;
    assert!(next["version"].as_u64().unwrap_or(0) > sync["version"].as_u64().unwrap_or(0));

    second.kill().expect("SIGKILL");
    let _ = second.wait();
    let _ = std::fs::remove_dir_all(&data);
}
