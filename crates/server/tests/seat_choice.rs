//! A per-seat choice made when joining (`GameInfo::seat_choice`), over a real socket:
//! Haven't a Cluedo players pick their character (HC-3) from the free ones; the
//! choice lands in the match's config before the start and survives a restart.

mod support;

use std::net::SocketAddr;

use serde_json::{Value, json};
use sleuth_server::Store;
use support::*;

async fn join_choosing(
    addr: SocketAddr,
    id: &str,
    seat: u8,
    name: &str,
    choice: &str,
) -> (u16, Value) {
    post_to_match(
        addr,
        id,
        &format!("seats/{seat}/join"),
        None,
        json!({"name": name, "choice": choice}),
    )
    .await
}

fn characters(summary: &Value) -> Vec<String> {
    summary["config"]["characters"]
        .as_array()
        .expect("characters in the config")
        .iter()
        .map(|c| c.as_str().expect("a name").to_owned())
        .collect()
}

#[tokio::test]
async fn hc3_players_choose_a_free_character_when_joining() {
    let dir = std::env::temp_dir().join(format!("sleuth-seat-choice-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let db = dir.join("sleuth.sqlite");
    let addr = spawn(Store::open(&db).expect("store")).await;

    let (_, games) = get(addr, "/api/games").await;
    let hc = games["games"]
        .as_array()
        .expect("games")
        .iter()
        .find(|g| g["info"]["id"] == "havent-a-cluedo")
        .expect("Haven't a Cluedo is hosted")
        .clone();
    assert_eq!(hc["info"]["seat_choice"]["key"], "characters");
    assert_eq!(
        hc["info"]["seat_choice"]["choices"]
            .as_array()
            .map(Vec::len),
        Some(6)
    );
    assert!(
        games["games"][0]["info"]["seat_choice"].is_null(),
        "Lady Alice has no seat choice"
    );

    let (id, host) = create(addr, "havent-a-cluedo", json!({"players": 3})).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    let before = characters(&summary);
    assert_eq!(before.len(), 3);

    // Seat 1 takes Reverend Burgess, whom no seat held: it replaces seat 1's value.
    let (status, body) = join_choosing(addr, &id, 1, "Ada", "Reverend Burgess").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(characters(&body["match"])[1], "Reverend Burgess");

    // Seat 2 takes the character an empty seat (0) held: the two swap.
    let held_by_seat_0 = before[0].clone();
    let (status, body) = join_choosing(addr, &id, 2, "Bea", &held_by_seat_0).await;
    assert_eq!(status, 200, "{body}");
    let after = characters(&body["match"]);
    assert_eq!(after[2], held_by_seat_0);
    assert_eq!(after[0], before[2], "seat 0 got seat 2's old character");

    // An occupied seat's character is refused, and nothing changes.
    let (status, body) = join_choosing(addr, &id, 0, "Cid", "Reverend Burgess").await;
    assert_eq!(status, 409, "{body}");
    let message = body["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("Reverend Burgess") && message.contains("seat 2"),
        "{message}"
    );
    // Not a character of the game.
    let (status, body) = join_choosing(addr, &id, 0, "Cid", "Colonel Mustard").await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Miss Kingston"),
        "{body}"
    );
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(characters(&summary), after);
    assert_eq!(summary["seats"][0]["kind"], "empty");

    // A game without a seat choice refuses one.
    let (la, _) = create(addr, "lady-alice", json!({"players": 4})).await;
    let (status, body) = join_choosing(addr, &la, 0, "Dee", "Miss Kingston").await;
    assert_eq!(status, 400, "{body}");

    // The choice is in the store: a restarted server has it, and the game starts
    // with those characters.
    let addr = spawn(Store::open(&db).expect("reopen")).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(characters(&summary), after);
    let (status, body) = join_choosing(addr, &id, 0, "Cid", &after[0]).await;
    assert_eq!(status, 200, "{body}");
    start(addr, &id, &host).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["status"], "playing");
    let _ = std::fs::remove_dir_all(&dir);
}
