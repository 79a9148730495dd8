//! Presence over real sockets: which seats are connected (also across two nodes
//! on PostgreSQL, and when a node falls silent), how long a seat has been away,
//! `GET /api/online`, and handing the seat of a person away too long in a match
//! without a clock to the stand-in bot: refused while they are connected, before
//! the stated time, with a clock, from a spectator or for a bot's seat; allowed
//! after, the bot plays the seat, the person reclaims it; in a rated match a seat
//! handed over and played to the end forfeits; in a game bots cannot play the
//! seat's leaving is played instead. These tests set the stated time to one
//! second (`Presence::hand_over_after_ms`).

mod support;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::{Seat, SleuthRng};
use sleuth_server::pg_harness::{self, TestPostgres};
use sleuth_server::{App, Limits, Store};
use support::*;

/// Serves `store` with the stated hand-over time `after_ms`; with `first`, the
/// seat that moves first (drawn from the seed otherwise).
async fn serve_presence(store: Store, after_ms: u64, first: Option<u8>) -> (SocketAddr, Arc<App>) {
    let app = app_on(store);
    app.presence
        .hand_over_after_ms
        .store(after_ms, Ordering::SeqCst);
    *app.seed_filter.lock().expect("filter") = match first {
        Some(0) => Some(|game| game.to_move().contains(Seat(0))),
        Some(_) => Some(|game| game.to_move().contains(Seat(1))),
        None => None,
    };
    (serve_app(&app, Limits::default()).await, app)
}

/// A three-seat Lady Alice match with `options`: Ada at seat 0 and Bob at seat
/// 1 (guests), the random bot at seat 2, started. Returns (id, Ada's token,
/// Bob's token).
async fn three_seats(addr: SocketAddr, mut options: Value) -> (String, String, String) {
    options["stand_in"] = json!("baseline");
    let body = json!({"game": "lady-alice", "config": {"players": 3}, "options": options});
    let (status, created) = post(addr, "/api/matches", None, body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["match"]["id"].as_str().expect("id").to_owned();
    let host = created["host_token"].as_str().expect("host").to_owned();
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "random").await;
    start(addr, &id, &host).await;
    (id, ada, bob)
}

/// A seated connection.
async fn seated(addr: SocketAddr, id: &str, token: &str) -> Client {
    let mut client = Client::connect(addr, id).await;
    let welcome = client.hello(Some(token), None).await;
    assert!(welcome["seat"].is_u64(), "{welcome}");
    client
}

async fn summary(addr: SocketAddr, id: &str) -> Value {
    let (status, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(status, 200, "{summary}");
    summary
}

/// Polls the match's summary until `wanted` holds (20 s at most).
async fn summary_until(
    addr: SocketAddr,
    id: &str,
    what: &str,
    wanted: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let summary = summary(addr, id).await;
        if wanted(&summary) {
            return summary;
        }
        assert!(Instant::now() < deadline, "never {what}: {summary}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Whether `seat` has been away at least `ms` by this summary.
fn away_at_least(summary: &Value, seat: usize, ms: u64) -> bool {
    summary["seats"][seat]["connected"] == false
        && summary["seats"][seat]["away_ms"]
            .as_u64()
            .is_some_and(|a| a >= ms)
}

/// Sends `hand_over` for `seat` and reads `client` until it is refused (the
/// error's sentence) or the lobby shows the seat handed over (a bot standing in,
/// the seat opened, or the match abandoned).
async fn hand_over(client: &mut Client, seat: u64) -> Result<Value, String> {
    client
        .send(json!({"type": "hand_over", "seat": seat, "ref": 77}))
        .await;
    loop {
        let message = client
            .next_within(Duration::from_secs(10))
            .await
            .expect("an answer to hand_over");
        if message["type"] == "error" && message["ref"] == 77 {
            return Err(format!(
                "{}: {}",
                message["kind"].as_str().unwrap_or(""),
                message["message"].as_str().unwrap_or("")
            ));
        }
        let m = &message["match"];
        if message["type"] == "lobby"
            && (m["seats"][seat as usize]["stand_in"].is_string()
                || m["seats"][seat as usize]["kind"] == "empty"
                || m["status"] == "abandoned")
        {
            return Ok(message);
        }
    }
}

/// The chat line containing `text` that `client` received (or receives within
/// 10 s: chat and lobby notices travel apart, in either order).
async fn chat_line(client: &mut Client, text: &str) -> String {
    let line_in = |message: &Value| {
        (message["type"] == "chat")
            .then(|| {
                message["messages"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|line| line["text"].as_str())
                    .find(|said| said.contains(text))
                    .map(str::to_owned)
            })
            .flatten()
    };
    if let Some(line) = client.received.iter().find_map(line_in) {
        return line;
    }
    loop {
        let message = client
            .next_within(Duration::from_secs(10))
            .await
            .unwrap_or_else(|| panic!("no chat line with {text:?}"));
        if let Some(line) = line_in(&message) {
            return line;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connected_players_seat_is_not_handed_over_however_long_the_wait() {
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 1000, Some(0)).await;
    let (id, ada, bob) = three_seats(addr, json!({})).await;
    let mut a = seated(addr, &id, &ada).await;
    let _b = seated(addr, &id, &bob).await;
    let now = summary_until(addr, &id, "Bob connected", |s| {
        s["seats"][1]["connected"] == true
    })
    .await;
    assert!(now["seats"][1].get("away_ms").is_none(), "{now}");
    assert_eq!(now["hand_over_after_ms"], 1000, "{now}");
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let refused = hand_over(&mut a, 1).await.expect_err("Bob is connected");
    assert!(
        refused.starts_with("conflict: Bob is connected to seat 2"),
        "{refused}"
    );
    let after = summary(addr, &id).await;
    assert!(after["seats"][1].get("stand_in").is_none(), "{after}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_away_for_less_than_the_stated_time_is_not_handed_over() {
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 60_000, Some(0)).await;
    let (id, ada, bob) = three_seats(addr, json!({})).await;
    let mut a = seated(addr, &id, &ada).await;
    let b = seated(addr, &id, &bob).await;
    summary_until(addr, &id, "Bob connected", |s| {
        s["seats"][1]["connected"] == true
    })
    .await;
    b.close().await;
    let away = summary_until(addr, &id, "Bob away", |s| away_at_least(s, 1, 0)).await;
    assert_eq!(away["hand_over_after_ms"], 60_000, "{away}");
    assert_eq!(away["seats"][1]["hand_over"], "bot", "{away}");
    assert!(
        away["seats"][0].get("away_ms").is_none(),
        "Ada is here: {away}"
    );
    assert!(
        away["seats"][2].get("away_ms").is_none(),
        "a bot is never away: {away}"
    );
    let refused = hand_over(&mut a, 1).await.expect_err("too soon");
    assert!(
        refused.starts_with("conflict: Bob has been away for "),
        "{refused}"
    );
    assert!(
        refused.contains("seat 2 may be handed to a bot after 1 minute away, in "),
        "{refused}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_with_a_clock_leaves_an_away_seat_to_its_clock() {
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 1000, Some(0)).await;
    let clock = json!({"clock": {"kind": "real_time", "initial_secs": 600, "increment_secs": 0}});
    let (id, ada, _bob) = three_seats(addr, clock).await;
    let mut a = seated(addr, &id, &ada).await;
    // Bob never connects.
    let away = summary_until(addr, &id, "Bob away a second", |s| {
        away_at_least(s, 1, 1000)
    })
    .await;
    assert!(away.get("hand_over_after_ms").is_none(), "{away}");
    assert!(away["seats"][1].get("hand_over").is_none(), "{away}");
    let refused = hand_over(&mut a, 1).await.expect_err("the clock decides");
    assert_eq!(
        refused,
        "conflict: this match has clocks: a seat whose time runs out goes to a bot by itself"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_seated_person_hands_over_and_only_an_away_persons_seat() {
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 1000, Some(0)).await;
    // Before the start: nothing to hand over.
    let (id_open, _host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let cleo = join(addr, &id_open, 0, "Cleo").await;
    join(addr, &id_open, 1, "Dan").await;
    let mut c = seated(addr, &id_open, &cleo).await;
    assert!(
        summary(addr, &id_open)
            .await
            .get("hand_over_after_ms")
            .is_none()
    );
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let refused = hand_over(&mut c, 1).await.expect_err("not started");
    assert_eq!(refused, "conflict: the match is not in play");

    let (id, ada, _bob) = three_seats(addr, json!({})).await;
    summary_until(addr, &id, "Bob away a second", |s| {
        away_at_least(s, 1, 1000)
    })
    .await;
    let mut watcher = Client::connect(addr, &id).await;
    watcher.hello(None, None).await;
    let refused = hand_over(&mut watcher, 1).await.expect_err("a spectator");
    assert_eq!(
        refused,
        "unauthorized: only a seated person may hand an absent player's seat to a bot"
    );
    let mut a = seated(addr, &id, &ada).await;
    let refused = hand_over(&mut a, 2).await.expect_err("a bot's seat");
    assert_eq!(refused, "conflict: seat 3 is played by a bot");
    let refused = hand_over(&mut a, 0).await.expect_err("her own seat");
    assert_eq!(
        refused,
        "conflict: this is your own seat: to give it up, leave the table"
    );
    let refused = hand_over(&mut a, 7).await.expect_err("no such seat");
    assert_eq!(refused, "no_such_seat: this match has no seat 8");
    a.send(json!({"type": "hand_over", "seat": "Bob", "ref": 77}))
        .await;
    let refused = hand_over_answer(&mut a).await;
    assert!(refused.starts_with("malformed: "), "{refused}");
    assert!(
        summary(addr, &id).await["seats"][1]
            .get("stand_in")
            .is_none()
    );
}

/// The error answering a `hand_over` already sent (ref 77).
async fn hand_over_answer(client: &mut Client) -> String {
    loop {
        let message = client.next().await;
        if message["type"] == "error" && message["ref"] == 77 {
            return format!(
                "{}: {}",
                message["kind"].as_str().unwrap_or(""),
                message["message"].as_str().unwrap_or("")
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_away_seat_goes_to_the_stand_in_after_the_stated_time_and_its_player_reclaims_it() {
    // Bob moves first and closes his browser: the match waits for him.
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 1000, Some(1)).await;
    let (id, mut a, bob) = loop {
        let (id, ada, bob) = three_seats(addr, json!({})).await;
        let mut a = seated(addr, &id, &ada).await;
        let b = seated(addr, &id, &bob).await;
        summary_until(addr, &id, "Bob connected", |s| {
            s["seats"][1]["connected"] == true
        })
        .await;
        b.close().await;
        summary_until(addr, &id, "Bob away a second", |s| {
            away_at_least(s, 1, 1000)
        })
        .await;
        assert_eq!(
            summary(addr, &id).await["version"],
            0,
            "the match waits for Bob"
        );

        let lobby = hand_over(&mut a, 1)
            .await
            .expect("Bob's seat is handed over");
        assert_eq!(
            lobby["match"]["seats"][1]["stand_in"], "baseline",
            "{lobby}"
        );
        let line = chat_line(&mut a, "handed their seat over").await;
        assert_eq!(
            line,
            "Bob was away for over 1 second and Ada handed their seat over: the baseline bot plays seat 2 until Bob comes back and reclaims it."
        );
        // The bot plays Bob's move. Its first suspicion names its own evidence,
        // and about one in 64 names the whole solution and ends the game: then
        // there is nothing left to test on this table, and the test takes another.
        let moved = summary_until(addr, &id, "the stand-in moved", |s| {
            s["version"].as_u64() >= Some(1)
        })
        .await;
        if moved["status"] == "finished" {
            continue;
        }
        break (id, a, bob);
    };
    // Handing it over again is refused: a bot already plays it.
    let refused = hand_over(&mut a, 1).await.expect_err("already a bot");
    assert_eq!(refused, "conflict: the baseline bot already plays seat 2");

    // Bob comes back and takes his seat again.
    let mut b = seated(addr, &id, &bob).await;
    b.send(json!({"type": "reclaim"})).await;
    let back = summary_until(addr, &id, "Bob back", |s| {
        s["seats"][1].get("stand_in").is_none()
    })
    .await;
    assert_eq!(back["seats"][1]["connected"], true, "{back}");
    let line = chat_line(&mut a, "is back").await;
    assert!(
        line.starts_with("Bob is back and plays seat 2 again"),
        "{line}"
    );
    let refused = hand_over(&mut a, 1).await.expect_err("Bob is here");
    assert!(refused.contains("Bob is connected"), "{refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_rated_match_a_seat_handed_over_and_played_to_the_end_forfeits() {
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 1000, Some(0)).await;
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;
    let body = json!({"game": "lady-alice", "config": {"players": 3},
        "options": {"rated": true, "stand_in": "baseline"}});
    let created = with_cookie(addr, "POST", "/api/matches", None, Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.text());
    let id = created.json()["match"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let host = created.json()["host_token"]
        .as_str()
        .expect("host")
        .to_owned();
    join_as_account(addr, &id, 0, &ada).await;
    join_as_account(addr, &id, 1, &bob).await;
    bot(addr, &id, 2, &host, "random").await;
    let mut a = Client::connect_with_cookie(addr, &id, &ada).await;
    assert_eq!(a.hello(None, None).await["seat"], 0);
    start(addr, &id, &host).await;
    // Bob never comes.
    let away = summary_until(addr, &id, "Bob away a second", |s| {
        away_at_least(s, 1, 1000)
    })
    .await;
    assert_eq!(away["seats"][1]["hand_over"], "bot", "{away}");
    hand_over(&mut a, 1)
        .await
        .expect("Bob's seat is handed over");

    let end = play_until_over(&mut a, 0, 41).await;
    assert_eq!(end["view"]["phase"]["phase"], "over");
    let finished = summary_until(addr, &id, "finished", |s| s["status"] == "finished").await;
    assert_eq!(finished["seats"][1]["stand_in"], "baseline", "{finished}");
    let changes = finished["rating_changes"]
        .as_array()
        .expect("rating changes");
    let bob_change = changes
        .iter()
        .find(|c| c["seat"] == 1)
        .expect("Bob's change");
    assert_eq!(bob_change["forfeit"], true, "{bob_change}");
    assert!(bob_change["change"].as_f64() < Some(0.0), "{bob_change}");
    let (_, profile) = get(addr, "/api/players/Bob").await;
    let result = &profile["matches"][0];
    assert_eq!(result["match"], id.as_str(), "{profile}");
    assert_eq!(result["forfeit"], true, "{result}");
    assert_eq!(result["won"], false, "{result}");
    assert_eq!(result["place"], 3, "the forfeit is placed last: {result}");
}

/// Plays Lady Alice's `seat` until the game ends (suspicions, and passes in
/// deductions); says hello again after a refused action or 3 s without news.
async fn play_until_over(client: &mut Client, seat: u64, seed: u64) -> Value {
    let mut rng = SleuthRng::from_seed(seed);
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(Instant::now() < deadline, "the game did not end");
        let Some(message) = client.next_within(Duration::from_secs(3)).await else {
            client.send(json!({"type": "hello", "token": null})).await;
            continue;
        };
        match message["type"].as_str() {
            Some("error") => {
                tokio::time::sleep(Duration::from_millis(200)).await;
                client.send(json!({"type": "hello", "token": null})).await;
            }
            Some("sync" | "update") => {
                let view = &message["view"];
                if view["phase"]["phase"] == "over" {
                    return message;
                }
                let mine = message["to_move"]
                    .as_array()
                    .is_some_and(|m| m.iter().any(|s| s == seat));
                if mine {
                    let action = lady_alice_move(view, &mut rng);
                    client.send(json!({"type": "act", "action": action})).await;
                }
            }
            _ => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_game_bots_cannot_play_a_handed_over_seat_is_left_and_opens() {
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 1000, None).await;
    let (id, host) = create(addr, "lateral-puzzles", json!({"players": 3})).await;
    let mut clients = Vec::new();
    for (seat, name) in ["Mara", "Ann", "Bert"].iter().enumerate() {
        let token = join(addr, &id, seat as u8, name).await;
        clients.push(seated(addr, &id, &token).await);
    }
    start(addr, &id, &host).await;
    let bert = clients.pop().expect("Bert");
    bert.close().await;
    let away = summary_until(addr, &id, "Bert away a second", |s| {
        away_at_least(s, 2, 1000)
    })
    .await;
    // The Lateral Master's seat cannot be left: handing it over would end the match.
    assert_eq!(away["seats"][0]["hand_over"], "end", "{away}");
    assert_eq!(away["seats"][2]["hand_over"], "open", "{away}");
    let version = away["version"].as_u64().expect("version");
    let lobby = hand_over(&mut clients[1], 2)
        .await
        .expect("Bert's seat is handed over");
    assert_eq!(lobby["match"]["seats"][2]["kind"], "empty", "{lobby}");
    let after = summary(addr, &id).await;
    assert_eq!(after["status"], "playing", "{after}");
    assert_eq!(
        after["version"],
        version + 1,
        "Bert's leaving is an action: {after}"
    );
    let line = chat_line(&mut clients[1], "seat 3 is open").await;
    assert!(
        line.starts_with(
            "Bert was away for over 1 second and Ann handed their seat over: seat 3 is open"
        ),
        "{line}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn online_counts_each_connected_person_once_and_lists_their_matches() {
    let (addr, _app) = serve_presence(pg_harness::store_for_tests().await, 1000, None).await;
    let (_, nobody) = get(addr, "/api/online").await;
    assert_eq!(nobody, json!({"people": 0, "matches": []}));
    // Ada's account sits in two matches, connected to both; Cleo is a guest.
    let ada = sign_up(addr, "Ada").await;
    let mut ada_sockets = Vec::new();
    let mut ids = Vec::new();
    for _ in 0..2 {
        let (id, _host) = create(addr, "lady-alice", json!({"players": 3})).await;
        join_as_account(addr, &id, 0, &ada).await;
        let mut socket = Client::connect_with_cookie(addr, &id, &ada).await;
        assert_eq!(socket.hello(None, None).await["seat"], 0);
        ada_sockets.push(socket);
        ids.push(id);
    }
    let (id, _host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let cleo = join(addr, &id, 1, "Cleo").await;
    join(addr, &id, 2, "Dan").await;
    let c = seated(addr, &id, &cleo).await;
    ids.push(id.clone());
    let (_, online) = get(addr, "/api/online").await;
    assert_eq!(online["people"], 2, "{online}");
    let listed: Vec<&str> = online["matches"]
        .as_array()
        .expect("matches")
        .iter()
        .map(|m| m["id"].as_str().expect("id"))
        .collect();
    assert_eq!(listed.len(), 3, "{online}");
    let cleos = online["matches"]
        .as_array()
        .expect("matches")
        .iter()
        .find(|m| m["id"] == id.as_str())
        .expect("Cleo's match");
    assert_eq!(
        cleos["seats"],
        json!([{"seat": 1, "name": "Cleo"}]),
        "Dan is not connected: {online}"
    );
    assert_eq!(cleos["game"], "lady-alice");
    assert_eq!(cleos["status"], "open");
    c.close().await;
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (_, online) = get(addr, "/api/online").await;
        if online["people"] == 1 && online["matches"].as_array().map(Vec::len) == Some(2) {
            break;
        }
        assert!(Instant::now() < deadline, "Cleo is still online: {online}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

// ---- Two nodes on one PostgreSQL database. ----

fn postgres() -> Option<TestPostgres> {
    if pg_harness::skip_unless_available() {
        return None;
    }
    Some(TestPostgres::start().unwrap_or_else(|err| panic!("{err}")))
}

/// A node on `url` beating every 200 ms (silent for 600 ms: gone).
async fn node(url: &str) -> (SocketAddr, Arc<App>) {
    let store = Store::connect_postgres(url).await.expect("the store");
    let app = app_on(store);
    app.presence
        .hand_over_after_ms
        .store(1000, Ordering::SeqCst);
    app.presence.heartbeat_ms.store(200, Ordering::SeqCst);
    // Ada (seat 0) moves first and never does: no bot ends the match.
    *app.seed_filter.lock().expect("filter") = Some(|game| game.to_move().contains(Seat(0)));
    (serve_app(&app, Limits::default()).await, app)
}

/// Reads `client` until a lobby message satisfies `wanted`.
async fn lobby_until(client: &mut Client, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
    loop {
        let message = client
            .next_within(Duration::from_secs(10))
            .await
            .unwrap_or_else(|| panic!("no lobby message with {what}"));
        if message["type"] == "lobby" && wanted(&message["match"]) {
            return message;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presence_is_shared_by_two_nodes_and_a_silent_nodes_sockets_expire() {
    let Some(pg) = postgres() else { return };
    let url = pg.fresh_database().await.expect("a database");
    let (addr_a, _a) = node(&url).await;
    let (addr_b, _b) = node(&url).await;
    let (id, ada, bob) = three_seats(addr_a, json!({})).await;
    let mut a = seated(addr_a, &id, &ada).await;
    // Node b sees Ada's socket on node a.
    summary_until(addr_b, &id, "Ada connected on b", |s| {
        s["seats"][0]["connected"] == true
    })
    .await;
    let (_, online) = get(addr_b, "/api/online").await;
    assert_eq!(online["people"], 1, "{online}");
    // Bob connects to node b: Ada's screen on node a is told.
    let b = seated(addr_b, &id, &bob).await;
    lobby_until(&mut a, "Bob connected", |m| {
        m["seats"][1]["connected"] == true
    })
    .await;
    let (_, online) = get(addr_a, "/api/online").await;
    assert_eq!(online["people"], 2, "{online}");
    assert_eq!(
        online["matches"][0]["seats"].as_array().map(Vec::len),
        Some(2),
        "{online}"
    );
    let refused = hand_over(&mut a, 1).await.expect_err("Bob is on node b");
    assert!(refused.contains("Bob is connected"), "{refused}");

    // Bob closes his browser: node a sees him away.
    b.close().await;
    lobby_until(&mut a, "Bob away", |m| m["seats"][1]["connected"] == false).await;

    // A node that fell silent a minute ago still says it holds a socket for
    // Bob: it is gone, so Bob stays away. A live node saying so makes him
    // connected, until it too falls silent.
    let other = Store::connect_postgres(&url).await.expect("a third store");
    let now = sleuth_server::live::now_ms();
    other
        .presence_heartbeat("n-dead", now - 60_000, 0)
        .await
        .expect("beat");
    other
        .write_presence("n-dead", &id, &[(0, None), (1, None), (0, None)])
        .await
        .expect("write");
    tokio::time::sleep(Duration::from_millis(300)).await;
    for addr in [addr_a, addr_b] {
        let s = summary(addr, &id).await;
        assert_eq!(s["seats"][1]["connected"], false, "{s}");
        assert!(
            s["seats"][1]["away_ms"].as_u64() < Some(50_000),
            "away since Bob closed, not since the dead node's beat: {s}"
        );
    }
    other
        .write_presence("n-ghost", &id, &[(0, None), (1, None), (0, None)])
        .await
        .expect("write");
    let ghost = Arc::new(other);
    let beating = Arc::clone(&ghost);
    let beats = tokio::spawn(async move {
        loop {
            let now = sleuth_server::live::now_ms();
            beating
                .presence_heartbeat("n-ghost", now, 0)
                .await
                .expect("beat");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    for addr in [addr_a, addr_b] {
        summary_until(addr, &id, "Bob connected through the live node", |s| {
            s["seats"][1]["connected"] == true
        })
        .await;
    }
    // The ghost node beats no more: after three missed beats its socket is gone.
    beats.abort();
    let _ = beats.await;
    for addr in [addr_a, addr_b] {
        summary_until(addr, &id, "the silent node's socket gone", |s| {
            s["seats"][1]["connected"] == false
        })
        .await;
    }
    // Handed over on node a after a second away; node b sees the stand-in.
    summary_until(addr_a, &id, "Bob away a second", |s| {
        away_at_least(s, 1, 1000)
    })
    .await;
    hand_over(&mut a, 1)
        .await
        .expect("Bob's seat is handed over");
    summary_until(addr_b, &id, "the stand-in on b", |s| {
        s["seats"][1]["stand_in"] == "baseline"
    })
    .await;
}
