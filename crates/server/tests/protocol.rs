//! The server through its public protocol, over real sockets: lobby, auth, a full
//! game, reconnect with a version gap, bad input, the per-seat leak check, and
//! restoring matches from the database.

mod support;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use sleuth_core::{SleuthRng, Viewer};
use sleuth_server::{App, Limits, Store};
use support::*;
use tokio_tungstenite::tungstenite::Message;

/// Serves `store` on a table where seat 0 always moves first.
async fn spawn_seat_0_first(store: Store) -> (SocketAddr, Arc<App>) {
    let app = app_on(store);
    // The first player is drawn from the seed (LA, AI); these scripts have seat 0
    // move first.
    *app.seed_filter.lock().expect("filter") =
        Some(|game| game.to_move().contains(sleuth_core::Seat(0)));
    (serve_app(&app, Limits::default()).await, app)
}

/// The tests' store, served with seat 0 moving first.
async fn server() -> SocketAddr {
    spawn_seat_0_first(sleuth_server::pg_harness::store_for_tests().await)
        .await
        .0
}

#[tokio::test]
async fn lobby_flow_and_its_errors() {
    let addr = server().await;
    let (status, games) = get(addr, "/api/games").await;
    assert_eq!(status, 200);
    assert_eq!(games["games"][0]["info"]["id"], "lady-alice");
    assert_eq!(games["games"][0]["default_configs"]["5"]["players"], 5);
    let (status, assets) = get(addr, "/api/games/havent-a-cluedo/assets").await;
    assert_eq!(status, 200);
    assert_eq!(assets["rooms"].as_array().map(Vec::len), Some(8));
    assert!(
        assets["board"]["rows"]
            .as_array()
            .is_some_and(|rows| rows.len() >= 20),
        "{assets}"
    );
    let (_, assets) = get(addr, "/api/games/lady-alice/assets").await;
    assert_eq!(assets["desk"][2]["clues"][0], "7h00");
    assert_eq!(get(addr, "/api/games/chess/assets").await.0, 404);

    let (status, body) = post(addr, "/api/matches", None, json!({"game": "chess"})).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (400, Some("bad_request"))
    );
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "lady-alice", "config": {"players": 9}}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("3 to 5 players"),
        "{body}"
    );
    let (status, _) = http(addr, "POST", "/api/matches", None, Some("{not json")).await;
    assert_eq!(status, 400);

    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let (_, listed) = get(addr, "/api/matches").await;
    assert!(listed["matches"].as_array().is_some_and(|m| {
        m.iter()
            .any(|m| m["id"] == id.as_str() && m["status"] == "open")
    }));
    let ada = join(addr, &id, 0, "Ada").await;
    let (status, body) =
        post_to_match(addr, &id, "seats/0/join", None, json!({"name": "Bob"})).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (409, Some("conflict"))
    );
    // A blank name, a seat that does not exist, a seat token used as a host
    // token, a bot nobody knows.
    for (route, token, body, expected) in [
        ("seats/1/join", None, json!({"name": "  "}), 400),
        ("seats/7/join", None, json!({"name": "Bob"}), 404),
        ("seats/1/bot", Some(&ada), json!({"bot": "baseline"}), 401),
        ("seats/1/bot", Some(&host), json!({"bot": "genius"}), 400),
    ] {
        let (status, body) = post_to_match(addr, &id, route, token.map(String::as_str), body).await;
        assert_eq!(status, expected, "{route}: {body}");
    }
    bot(addr, &id, 1, &host, "baseline").await;
    let (status, body) = post_to_match(addr, &id, "start", Some(&host), json!({})).await;
    assert_eq!(status, 409);
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("seat 3 is empty")
    );
    bot(addr, &id, 2, &host, "random").await;
    // The record is not published before the end (it holds the seed).
    let (status, _) = get(addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 409);
    // Nor its analysis, which would tell the truth.
    let (status, _) = get(addr, &format!("/api/matches/{id}/analysis")).await;
    assert_eq!(status, 409);
    start(addr, &id, &host).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["status"], "playing");
    assert!(summary.get("seed").is_none());
    let (status, _) = post_to_match(
        addr,
        &id,
        "seats/2/bot",
        Some(&host),
        json!({"bot": "baseline"}),
    )
    .await;
    assert_eq!(status, 409, "seats are fixed once started");
    let (status, _) = get(addr, "/api/nowhere").await;
    assert_eq!(status, 404);
    // Rejections by the framework are JSON errors too.
    let (status, body) =
        post_to_match(addr, &id, "seats/x/join", None, json!({"name": "Eve"})).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (400, Some("bad_request")),
        "{body}"
    );
    let huge =
        json!({"game": "lady-alice", "config": {"players": 3}, "padding": "x".repeat(70_000)});
    let (status, body) = post(addr, "/api/matches", None, huge).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (413, Some("too_large")),
        "{body}"
    );
}

#[tokio::test]
async fn a_seat_given_up_stops_authorizing_its_old_connection() {
    let addr = server().await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let mut a = Client::connect(addr, &id).await;
    assert_eq!(a.hello(Some(&ada), None).await["seat"], 0);
    a.until("sync").await;
    // The host gives Ada's seat to a bot and starts.
    let (status, _) = post_to_match(addr, &id, "seats/0/leave", Some(&host), json!({})).await;
    assert_eq!(status, 200);
    let err = a.until("error").await;
    assert_eq!(err["kind"], "unauthorized");
    for seat in 0..3 {
        bot(addr, &id, seat, &host, "baseline").await;
    }
    start(addr, &id, &host).await;
    let sync = a.until_view().await;
    assert!(
        sync["view"]["my_evidence"].is_null(),
        "the old connection is a spectator: {sync}"
    );
    a.send(json!({"type": "act", "action": {"type": "pass"}}))
        .await;
    assert_eq!(a.until("error").await["kind"], "unauthorized");
}

/// A 4-player match: Ada (0) and Bob (1) over WebSockets, baseline bots in 2, 3.
async fn two_humans_two_bots(addr: SocketAddr) -> (String, Client, Client, String, String) {
    let (id, host) = create(addr, "lady-alice", json!({"players": 4})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    bot(addr, &id, 3, &host, "baseline").await;
    let mut a = Client::connect(addr, &id).await;
    let mut b = Client::connect(addr, &id).await;
    assert_eq!(a.hello(Some(&ada), None).await["seat"], 0);
    assert_eq!(b.hello(Some(&bob), None).await["seat"], 1);
    start(addr, &id, &host).await;
    (id, a, b, ada, bob)
}

/// Nothing sent to `seat` before the end reveals a secret it has not seen.
fn assert_no_leak(messages: &[Value], seat: u64, own_evidence: &str, final_reveal: &Value) {
    let others: Vec<&str> = final_reveal["evidence"]
        .as_array()
        .map(|e| {
            e.iter()
                .enumerate()
                .filter(|(i, _)| *i as u64 != seat)
                .filter_map(|(_, c)| c.as_str())
                .collect()
        })
        .unwrap_or_default();
    for message in messages {
        let text = message.to_string();
        assert!(
            !text.contains("\"seed\""),
            "a seed reached seat {seat}: {text}"
        );
        let ended = text.contains("\"game_ended\"") || message["view"]["reveal"].is_object();
        if ended {
            continue;
        }
        assert!(
            !text.contains("\"special_category\":\""),
            "the special category leaked: {text}"
        );
        assert!(
            !text.contains("\"evidence\""),
            "evidence cards leaked to seat {seat}: {text}"
        );
        if let Some(view) = message.get("view").filter(|v| v.is_object()) {
            assert_eq!(view["my_evidence"], own_evidence);
            for area in view["areas"].as_array().into_iter().flatten() {
                for counter in area["counters"].as_array().into_iter().flatten() {
                    if counter["owner"] != seat && counter["face_up"] == false {
                        assert!(
                            counter["value"].is_null(),
                            "a face-down value leaked: {text}"
                        );
                    }
                }
            }
            assert!(others.iter().all(|o| view["my_evidence"] != *o));
        }
        for event in message["events"].as_array().into_iter().flatten() {
            if event["body"]["type"] == "your_counter" {
                // Only this seat's own placements: it must have placed on that clue.
                let clue = &event["body"]["clue"];
                assert!(
                    messages
                        .iter()
                        .any(|m| m["view"]["areas"].as_array().is_some_and(|areas| areas
                            .iter()
                            .any(|a| a["clue"] == *clue
                                && a["counters"]
                                    .as_array()
                                    .is_some_and(|c| c.iter().any(|c| c["owner"] == seat)))))
                );
            }
        }
    }
}

#[tokio::test]
async fn full_game_through_the_protocol_leaks_nothing() {
    let addr = server().await;
    let (id, mut a, mut b, _, _) = two_humans_two_bots(addr).await;
    let mut rng_a = SleuthRng::from_seed(1);
    let mut rng_b = SleuthRng::from_seed(2);
    let (end_a, end_b) = tokio::join!(
        play_lady_alice_until_over(&mut a, 0, &mut rng_a),
        play_lady_alice_until_over(&mut b, 1, &mut rng_b)
    );
    let reveal = end_a["view"]["reveal"].clone();
    assert!(reveal.is_object(), "{end_a}");
    assert_eq!(end_a["version"], end_b["version"]);
    let evidence = |client: &Client| {
        client
            .received
            .iter()
            .find_map(|m| m["view"]["my_evidence"].as_str().map(str::to_owned))
            .expect("a view")
    };
    assert_no_leak(&a.received, 0, &evidence(&a), &reveal);
    assert_no_leak(&b.received, 1, &evidence(&b), &reveal);
    assert_eq!(reveal["evidence"][0], evidence(&a).as_str());

    // The finished match publishes its record, which replays to the same outcome.
    let (status, record) = get(addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200);
    let record: sleuth_core::MatchRecord = serde_json::from_value(record).expect("a record");
    assert_eq!(
        record.actions.len() as u64,
        end_a["version"].as_u64().unwrap_or(0)
    );
    let replayed = sleuth_games::registry().replay(&record).expect("replays");
    assert_eq!(
        replayed.game.view(Viewer::Everyone),
        end_a["view"].clone().tap_viewer()
    );
    // Step-by-step replay.
    let (status, step) = get(addr, &format!("/api/matches/{id}/replay/1")).await;
    assert_eq!(status, 200);
    assert_eq!(step["step"], 1);
    assert_eq!(step["action"]["seat"], 0);
    assert_eq!(step["view"]["phase"]["phase"], "deduction");
    let (status, _) = get(addr, &format!("/api/matches/{id}/replay/100000")).await;
    assert_eq!(status, 404);
    // The post-game analysis is the registry's, served (twice: once computed, once
    // from the cache) as the same JSON.
    let (status, analysis) = get(addr, &format!("/api/matches/{id}/analysis")).await;
    assert_eq!(status, 200, "{analysis}");
    let expected = sleuth_games::registry().analyse(&record).expect("analyses");
    let served: sleuth_core::Analysis = serde_json::from_value(analysis.clone()).expect("analysis");
    assert_eq!(served.seats.len(), expected.seats.len());
    for (served, expected) in served.seats.iter().zip(&expected.seats) {
        assert_eq!(served.certain_at, expected.certain_at);
        assert_eq!(served.truth.len(), record.actions.len() + 1);
        // JSON keeps 15-16 significant digits of each probability.
        for (a, b) in served.truth.iter().zip(&expected.truth) {
            assert!((a - b).abs() < 1e-12, "{a} vs {b}");
        }
    }
    let (_, again) = get(addr, &format!("/api/matches/{id}/analysis")).await;
    assert_eq!(again, analysis);
}

trait TapViewer {
    fn tap_viewer(self) -> Value;
}

impl TapViewer for Value {
    /// A seat's final view with the viewer set to everyone, for comparison.
    fn tap_viewer(mut self) -> Value {
        self["viewer"] = json!("everyone");
        self["my_evidence"] = Value::Null;
        self["my_supply"] = Value::Null;
        self
    }
}

#[tokio::test]
async fn tokens_authorize_one_seat_only() {
    let addr = server().await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut spectator = Client::connect(addr, &id).await;
    let mut b = Client::connect(addr, &id).await;
    b.hello(Some(&bob), None).await;
    start(addr, &id, &host).await;
    b.until_view().await;
    // Seat 0 holds the notebook; Bob cannot act for Ada.
    b.send(json!({"type": "act", "action": {"type": "suspect", "clues": {"suspect": "Tippu Tip", "place": "Hyde Park", "time": "9h00", "object": "Rifle"}}, "ref": 1})).await;
    let err = b.until("error").await;
    assert_eq!(
        (err["kind"].as_str(), err["ref"].as_i64()),
        (Some("not_your_turn"), Some(1))
    );
    // A spectator may not act; a wrong token leaves one a spectator.
    spectator.hello(None, None).await;
    spectator
        .send(json!({"type": "act", "action": {"type": "pass"}}))
        .await;
    assert_eq!(spectator.until("error").await["kind"], "unauthorized");
    let mut intruder = Client::connect(addr, &id).await;
    intruder
        .send(json!({"type": "hello", "token": "0000", "since": null}))
        .await;
    assert_eq!(intruder.until("error").await["kind"], "unauthorized");
    let welcome = intruder.until("welcome").await;
    assert!(welcome["seat"].is_null());
    let sync = intruder.until("sync").await;
    assert!(sync["view"]["my_evidence"].is_null());
    // Ada's token works for Ada.
    let mut a = Client::connect(addr, &id).await;
    assert_eq!(a.hello(Some(&ada), None).await["seat"], 0);
    let _ = ada;
}

#[tokio::test]
async fn reconnect_gets_the_missing_events_or_a_full_resync() {
    let addr = server().await;
    let (id, mut a, mut b, ada, _) = two_humans_two_bots(addr).await;
    let first = a.until_view().await;
    let mut rng = SleuthRng::from_seed(3);
    // Ada holds the notebook: she suspects (never the whole solution, which
    // would end the game), sees her own update, and drops out.
    a.send(
        json!({"type": "act", "action": lady_alice_move_that_cannot_win(&first["view"], &mut rng)}),
    )
    .await;
    let update = a.until("update").await;
    let seen = update["version"].as_u64().unwrap_or(0);
    a.close().await;
    // Play on without Ada until she must act again (Bob passes, bots act).
    let mut version;
    loop {
        let message = b.next().await;
        if !matches!(message["type"].as_str(), Some("sync" | "update")) {
            continue;
        }
        version = message["version"].as_u64().unwrap_or(0);
        let to_move: Vec<u64> = message["to_move"]
            .as_array()
            .map(|m| m.iter().filter_map(Value::as_u64).collect())
            .unwrap_or_default();
        if version > seen && (to_move.contains(&0) || message["view"]["phase"]["phase"] == "over") {
            break;
        }
        if to_move.contains(&1) {
            b.send(json!({"type": "act", "action": lady_alice_move(&message["view"], &mut rng)}))
                .await;
        }
    }
    assert!(version > seen, "the game moved on while Ada was away");
    let mut again = Client::connect(addr, &id).await;
    again.hello(Some(&ada), Some(seen)).await;
    let sync = again.until("sync").await;
    assert_eq!(sync["full"], false);
    assert_eq!(sync["version"].as_u64(), Some(version));
    let versions: Vec<u64> = sync["events"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["version"].as_u64())
        .collect();
    assert!(
        !versions.is_empty() && versions.iter().all(|v| *v > seen && *v <= version),
        "{versions:?}"
    );
    // Without `since`, or with a version from the future: a full resync.
    let mut fresh = Client::connect(addr, &id).await;
    fresh.hello(Some(&ada), None).await;
    let full = fresh.until("sync").await;
    assert_eq!(full["full"], true);
    assert_eq!(full["events"][0]["version"], 1);
    let mut future = Client::connect(addr, &id).await;
    future.hello(Some(&ada), Some(version + 50)).await;
    assert_eq!(future.until("sync").await["full"], true);
}

#[tokio::test]
async fn bad_input_gets_clear_errors_and_the_connection_stays_usable() {
    let addr = server().await;
    let (_id, mut a, _b, _, _) = two_humans_two_bots(addr).await;
    let sync = a.until_view().await;
    let version = sync["version"].clone();
    let expect_error = |kind: &'static str| move |m: Value| assert_eq!(m["kind"], kind, "{m}");
    a.send_raw(Message::Text("{not json".into())).await;
    expect_error("malformed")(a.until("error").await);
    a.send_raw(Message::Text("[1, 2]".into())).await;
    expect_error("malformed")(a.until("error").await);
    a.send(json!({"type": "dance"})).await;
    expect_error("unknown_message")(a.until("error").await);
    a.send_raw(Message::Binary(vec![1u8, 2, 3].into())).await;
    expect_error("malformed")(a.until("error").await);
    a.send(json!({"type": "act", "action": {"type": "place_counter", "clue": "x".repeat(20_000), "value": 1}})).await;
    expect_error("too_large")(a.until("error").await);
    a.send(json!({"type": "act", "action": {"type": "teleport"}}))
        .await;
    expect_error("malformed")(a.until("error").await);
    a.send(json!({"type": "act"})).await;
    expect_error("malformed")(a.until("error").await);
    // Seat 0 holds the notebook: a pass is illegal now, a counter too.
    a.send(json!({"type": "act", "action": {"type": "pass"}}))
        .await;
    let err = a.until("error").await;
    assert_eq!(err["kind"], "illegal");
    assert!(
        err["message"]
            .as_str()
            .unwrap_or("")
            .contains("suspicion phase"),
        "{err}"
    );
    // Still usable, and nothing changed.
    a.send(json!({"type": "ping"})).await;
    a.until("pong").await;
    a.send(json!({"type": "hello", "token": null, "since": version}))
        .await;
    let resync = a.until("sync").await;
    assert_eq!(resync["version"], version);
    // Rate limit: a burst beyond the bucket is refused, then the bucket refills.
    for _ in 0..80 {
        a.send(json!({"type": "ping"})).await;
    }
    let mut limited = 0;
    while let Some(m) = a.next_within(Duration::from_millis(500)).await {
        if m["kind"] == "rate_limited" {
            limited += 1;
        }
    }
    assert!(limited > 0, "no rate limit hit");
    tokio::time::sleep(Duration::from_millis(1200)).await;
    a.send(json!({"type": "ping"})).await;
    a.until("pong").await;
}

#[tokio::test]
async fn matches_survive_a_restart() {
    let dir = std::env::temp_dir().join(format!("sleuth-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("sleuth.sqlite");
    let (addr, app) = spawn_seat_0_first(Store::open(&path).expect("store")).await;
    let (id, mut a, _b, ada, _) = two_humans_two_bots(addr).await;
    a.until_view().await;
    a.send(json!({"type": "act", "action": {"type": "suspect", "clues": {"suspect": "Tippu Tip", "place": "Hyde Park", "time": "9h00", "object": "Rifle"}}})).await;
    // Ada's update (however slow the machine), then any that follow until
    // 300 ms pass without one (the game waits for Bob).
    let mut before = a.until("update").await;
    while let Some(m) = a.next_within(Duration::from_millis(300)).await {
        if m["type"] == "update" {
            before = m;
        }
    }
    let version = before["version"].as_u64().expect("some updates");
    drop(app);
    // A second server on the same file restores the match.
    let (addr2, _app2) = spawn_seat_0_first(Store::open(&path).expect("store")).await;
    let mut again = Client::connect(addr2, &id).await;
    again.hello(Some(&ada), Some(version)).await;
    let sync = again.until("sync").await;
    assert_eq!(sync["version"].as_u64(), Some(version));
    assert_eq!(sync["view"], before["view"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A 4-player Lady Alice match: Ada in seat 0, baseline bots in the others;
/// returns its id, the host token and Ada's token.
async fn ada_and_three_baseline_bots(addr: SocketAddr) -> (String, String, String) {
    let (id, host) = create(addr, "lady-alice", json!({"players": 4})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    for seat in 1..4 {
        bot(addr, &id, seat, &host, "baseline").await;
    }
    (id, host, ada)
}

/// `ada_and_three_baseline_bots`, started with a spectator and Ada connected
/// (each said hello); returns the spectator's client and Ada's.
async fn started_with_a_spectator(addr: SocketAddr) -> (Client, Client) {
    let (id, host, ada) = ada_and_three_baseline_bots(addr).await;
    let mut spectator = Client::connect(addr, &id).await;
    spectator.hello(None, None).await;
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    start(addr, &id, &host).await;
    (spectator, a)
}

/// Spectators waiting in the lobby get the start from what the lobby notice
/// published (without queueing for the match's lock): the lobby with
/// the match in play, then the spectators' view, the same one a spectator
/// connecting after the start is sent.
#[tokio::test]
async fn spectators_waiting_in_the_lobby_get_the_start() {
    let addr = server().await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    for (seat, name) in ["Ada", "Bo", "Cy"].into_iter().enumerate() {
        join(addr, &id, seat as u8, name).await;
    }
    let mut early = Vec::new();
    for _ in 0..3 {
        let mut spectator = Client::connect(addr, &id).await;
        spectator.hello(None, None).await;
        let sync = spectator.until("sync").await;
        assert_eq!(sync["view"], Value::Null, "no view before the start");
        early.push(spectator);
    }
    start(addr, &id, &host).await;
    let mut late = Client::connect(addr, &id).await;
    late.hello(None, None).await;
    let late_sync = late.until("sync").await;
    assert_eq!(late_sync["version"], 0);
    assert!(late_sync["view"].is_object(), "{late_sync}");
    for mut spectator in early {
        let lobby = spectator.until("lobby").await;
        assert_eq!(lobby["match"]["status"], "playing", "{lobby}");
        let sync = spectator.until("sync").await;
        assert_eq!(sync["version"], 0);
        assert_eq!(sync["view"], late_sync["view"]);
        assert_eq!(sync["to_move"], late_sync["to_move"]);
    }
}

/// Bots playing back to back with no delay reach every connection as one update
/// covering all their versions (one frame per connection for a run of
/// bot actions, not one per action); every version's events arrive once, in order.
#[tokio::test]
async fn a_run_of_bot_actions_is_one_update_with_every_event() {
    let addr = server().await;
    let (mut spectator, mut a) = started_with_a_spectator(addr).await;
    let player = tokio::spawn(async move {
        let mut rng = SleuthRng::from_seed(13);
        play_lady_alice_until_over(&mut a, 0, &mut rng).await
    });
    let (updates, last_version) = watch_to_the_end(&mut spectator, "the spectator", false).await;
    player.await.expect("player");
    assert!(
        updates < last_version,
        "{updates} updates for {last_version} actions: the bots' runs were not grouped"
    );
}

/// Follows a spectator's messages until the game is over (a `chatty` one sends a
/// ping after each state message): versions only go forward, each message's
/// events lie after the last version and up to its own, and every version made
/// an event the spectator may see (at least the public "acted" one), exactly
/// once and in order. Returns (updates received, last version).
async fn watch_to_the_end(spectator: &mut Client, who: &str, chatty: bool) -> (u64, u64) {
    let mut updates = 0u64;
    let mut last_version = 0u64;
    let mut event_versions = Vec::new();
    loop {
        let message = spectator.next().await;
        if !matches!(message["type"].as_str(), Some("sync" | "update")) {
            continue;
        }
        let version = message["version"].as_u64().expect("version");
        if message["type"] == "update" {
            updates += 1;
            assert!(
                version > last_version,
                "{who}: an update goes forward: {message}"
            );
        }
        for event in message["events"].as_array().expect("events") {
            let v = event["version"].as_u64().expect("event version");
            assert!(v > last_version && v <= version, "{who}: {v} in {message}");
            event_versions.push(v);
        }
        last_version = version;
        if message["view"]["phase"]["phase"] == "over" {
            break;
        }
        if chatty {
            spectator.send(json!({"type": "ping"})).await;
        }
    }
    event_versions.dedup();
    assert_eq!(
        event_versions,
        (1..=last_version).collect::<Vec<_>>(),
        "{who}"
    );
    (updates, last_version)
}

/// Many spectators, handed to the match's writer, each get every
/// version's events once and in order, and versions only go forward, also those
/// that keep sending messages while the game runs (each message takes the
/// connection back from the writer and hands it over again).
#[tokio::test]
async fn every_spectator_gets_every_version_in_order() {
    let addr = server().await;
    let (id, host, ada) = ada_and_three_baseline_bots(addr).await;
    let mut watchers = Vec::new();
    for i in 0..30 {
        let mut spectator = Client::connect(addr, &id).await;
        spectator.hello(None, None).await;
        watchers.push(tokio::spawn(async move {
            let chatty = i % 2 == 1;
            let who = format!("spectator {i}");
            let (_, last_version) = watch_to_the_end(&mut spectator, &who, chatty).await;
            // How many updates a spectator gets depends on the deal (baseline
            // bots may end a game in its first round: the rest of the game is
            // then one run of bot actions) and on timing, so it is not checked.
            last_version
        }));
    }
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    start(addr, &id, &host).await;
    let mut rng = SleuthRng::from_seed(21);
    let over = play_lady_alice_until_over(&mut a, 0, &mut rng).await;
    let final_version = over["version"].as_u64().expect("version");
    for watcher in watchers {
        assert_eq!(watcher.await.expect("spectator"), final_version);
    }
}

/// A spectator handed to the match's writer hears of the game while it runs:
/// when the game waits for Ada again after her first action, a spectator that
/// never sends anything has been told the version it waits at.
#[tokio::test]
async fn a_quiet_spectator_is_told_while_the_game_waits() {
    let addr = server().await;
    let (mut spectator, mut a) = started_with_a_spectator(addr).await;
    let mut rng = SleuthRng::from_seed(5);
    let mut acted = false;
    let waiting_at = loop {
        let message = a.next().await;
        if !matches!(message["type"].as_str(), Some("sync" | "update")) {
            continue;
        }
        if message["view"]["phase"]["phase"] == "over" {
            // The bots ended the game before Ada's next turn: nothing to wait on.
            return;
        }
        let mine = message["to_move"]
            .as_array()
            .is_some_and(|m| m.iter().any(|s| s == 0));
        if mine && acted {
            break message["version"].as_u64().expect("version");
        }
        if mine {
            a.send(json!({"type": "act", "action": lady_alice_move(&message["view"], &mut rng)}))
                .await;
            acted = true;
        }
    };
    // The game now waits for Ada; the spectator is told of every version up to
    // here without sending anything.
    loop {
        let message = spectator.next().await;
        if matches!(message["type"].as_str(), Some("sync" | "update"))
            && message["version"].as_u64() == Some(waiting_at)
        {
            break;
        }
    }
}
