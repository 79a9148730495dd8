//! A real `sleuth serve` process killed with SIGKILL mid-game and started again on
//! the same data directory loses no accepted action, and players reconnect to the
//! same game with their tokens.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Child;

use serde_json::{Value, json};
use sleuth_server::client::*;

fn serve(data: &Path) -> (Child, SocketAddr) {
    spawn_serve(Path::new(env!("CARGO_BIN_EXE_sleuth")), data, 0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_game_loses_nothing() {
    let data = std::env::temp_dir().join(format!("sleuth-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let (mut first, addr) = serve(&data);

    // The first notebook holder is drawn from the seed: each seat to move acts on
    // its own connection (a suspicion, then counters) until a counter is placed on
    // the Compass; every answer is read on the actor's own connection (an update,
    // or a sync when a lobby notice overtook it). A suspicion that happens to end
    // the game (all smiles) means a new table.
    let (id, tokens, placer, accepted) = 'table: loop {
        let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
        let tokens = [
            join(addr, &id, 0, "Ada").await,
            join(addr, &id, 1, "Bob").await,
            join(addr, &id, 2, "Cid").await,
        ];
        start(addr, &id, &host).await;
        let mut people = Vec::new();
        let mut state = Value::Null;
        for (seat, token) in tokens.iter().enumerate() {
            let mut client = Client::connect(addr, &id).await;
            client.hello(Some(token), None).await;
            let sync = client.until("sync").await;
            if seat == 0 {
                state = sync;
            }
            people.push(client);
        }
        loop {
            if state["view"]["phase"]["phase"] == "over" {
                continue 'table;
            }
            let to_move = state["to_move"][0]
                .as_u64()
                .unwrap_or_else(|| panic!("someone to move: {state}"))
                as usize;
            let before = state["version"].as_u64().unwrap_or(0);
            let action = if state["view"]["phase"]["phase"] == "suspicion" {
                json!({"type": "suspect", "clues": {"suspect": "Tippu Tip", "place": "Hyde Park", "time": "9h00", "object": "Rifle"}})
            } else {
                json!({"type": "place_counter", "clue": "Compass", "value": 2})
            };
            people[to_move]
                .send(json!({"type": "act", "action": action}))
                .await;
            // The answer (committed before it was sent).
            state = loop {
                let message = people[to_move].next().await;
                assert_ne!(message["type"], "error", "{action} refused: {message}");
                if (message["type"] == "update" || message["type"] == "sync")
                    && message["version"].as_u64().unwrap_or(0) > before
                {
                    break message;
                }
            };
            if action["type"] == "place_counter" {
                assert!(
                    state["events"]
                        .as_array()
                        .is_some_and(|e| e.iter().any(|e| e["body"]["type"] == "your_counter")),
                    "{state}"
                );
                break 'table (id, tokens, to_move, state.clone());
            }
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
    assert_eq!(
        b.hello(Some(&tokens[placer]), Some(version)).await["seat"],
        placer as u64
    );
    let sync = b.until("sync").await;
    let compass = sync["view"]["areas"]
        .as_array()
        .and_then(|areas| areas.iter().find(|a| a["clue"] == "Compass").cloned())
        .expect("the counter survived the crash");
    assert_eq!(compass["counters"][0]["owner"], placer as u64);
    assert_eq!(
        compass["counters"][0]["value"], 2,
        "its owner still sees the counter's value"
    );
    // And play goes on: whoever is to move can act.
    let to_move = sync["to_move"][0].as_u64().expect("someone to move") as usize;
    let mut mover = Client::connect(addr, &id).await;
    mover.hello(Some(&tokens[to_move]), None).await;
    let fresh = mover.until("sync").await;
    mover
        .send(json!({"type": "act", "action": {"type": "pass"}}))
        .await;
    let answer = loop {
        let message = mover.next().await;
        assert_ne!(message["type"], "error", "the pass was refused: {message}");
        if (message["type"] == "update" || message["type"] == "sync")
            && message["version"].as_u64().unwrap_or(0) > fresh["version"].as_u64().unwrap_or(0)
        {
            break message;
        }
    };
    assert!(
        answer["events"].as_array().is_some_and(|e| !e.is_empty()),
        "{answer}"
    );

    second.kill().expect("SIGKILL");
    let _ = second.wait();
    let _ = std::fs::remove_dir_all(&data);
}

/// Clocks are server time kept in the store: a server killed while a
/// person's clock runs comes back with the time already spent gone, and hands the
/// seat to the stand-in bot when it runs out, as if it had never stopped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_survives_a_sigkill() {
    let data = std::env::temp_dir().join(format!("sleuth-crash-clock-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let (mut first, addr) = serve(&data);
    let (status, created) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "lady-alice", "config": {"players": 3},
               "options": {"clock": {"kind": "real_time", "initial_secs": 8, "increment_secs": 0}}}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["match"]["id"].as_str().expect("id").to_owned();
    let host = created["host_token"].as_str().expect("host").to_owned();
    for seat in 0..3 {
        join(addr, &id, seat, &format!("P{seat}")).await;
    }
    start(addr, &id, &host).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    let waiting = summary["clocks"]["running"]
        .as_array()
        .expect("clocks")
        .iter()
        .position(|r| r == true)
        .expect("one clock runs");
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    first.kill().expect("SIGKILL");
    first.wait().expect("gone");

    let (mut second, addr) = serve(&data);
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    let left = summary["clocks"]["left_ms"][waiting]
        .as_i64()
        .expect("left");
    assert!(
        left < 5_500,
        "the 3 s spent before the crash are gone: {left} ms left"
    );
    assert_eq!(summary["clocks"]["running"][waiting], true);
    // It runs out on the new server: the baseline bot stands in.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
        if summary["seats"][waiting]["stand_in"] == "baseline" {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{summary}");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    second.kill().expect("stop");
    let _ = second.wait();
    let _ = std::fs::remove_dir_all(&data);
}
