//! Accounts, rated matches, clocks and seats taken over, through the
//! public protocol over real sockets: the account life cycle, wrong passwords
//! limited, a session that cannot act for a seat it does not hold, a clock running
//! out that hands the seat to a bot which acts, the player reclaiming it, and the
//! ratings changing after the rated match as the Weng-Lin formula says.

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use support::*;

/// Creates an account; returns its cookie pair.
async fn sign_up(addr: std::net::SocketAddr, name: &str, password: &str) -> String {
    let answer = send_credentials(addr, "/api/accounts", name, password).await;
    assert_eq!(answer.status, 201, "{}", answer.text());
    let set = answer.set_cookie.expect("a session cookie");
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Lax"),
        "{set}"
    );
    assert!(!set.contains("Secure"), "plain HTTP: not Secure");
    cookie_pair(&set)
}

/// Plays Lady Alice's `seat` for a logged-in `client` (seated by its session)
/// until the game ends, as `client::play_lady_alice_until_over` does, but says
/// hello again (a fresh sync) after a refused action (after a pause when it was
/// `rate_limited`) or 3 s without news: a seat handed to a bot and back may leave
/// the client acting on a state that has moved on. While `hold` is set the
/// player does not act.
async fn play_by_session_until_over(
    client: &mut Client,
    seat: u64,
    rng: &mut SleuthRng,
    hold: &AtomicBool,
) -> Value {
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    let mut last = Value::Null;
    loop {
        assert!(
            std::time::Instant::now() < deadline,
            "the game did not end; last message: {last}"
        );
        let Some(message) = client.next_within(Duration::from_secs(3)).await else {
            client.send(json!({"type": "hello", "token": null})).await;
            continue;
        };
        match message["type"].as_str() {
            Some("error") => {
                // Bots answer at once here, so a scripted player can outrun the
                // per-connection frame limit (20 a second): wait, then resync.
                let pause = if message["kind"] == "rate_limited" {
                    1000
                } else {
                    200
                };
                tokio::time::sleep(Duration::from_millis(pause)).await;
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
                if mine && !hold.load(Ordering::SeqCst) {
                    client
                        .send(json!({"type": "act", "action": lady_alice_move(view, rng)}))
                        .await;
                }
            }
            _ => {}
        }
        last = message;
    }
}

/// Creates a match as a browser with the session `cookie` (or none) does, from
/// the request `body`; returns (id, host token).
async fn create_by_session(
    addr: std::net::SocketAddr,
    cookie: Option<&str>,
    body: Value,
) -> (String, String) {
    let created = with_cookie(addr, "POST", "/api/matches", cookie, Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.text());
    let id = created.json()["match"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let host = created.json()["host_token"]
        .as_str()
        .expect("host")
        .to_owned();
    (id, host)
}

/// Seats the account behind `cookie` at `seat` of match `id`; returns the answer.
async fn join_by_session(
    addr: std::net::SocketAddr,
    id: &str,
    seat: usize,
    cookie: &str,
) -> Answer {
    with_cookie(
        addr,
        "POST",
        &format!("/api/matches/{id}/seats/{seat}/join"),
        Some(cookie),
        Some(json!({})),
    )
    .await
}

/// POSTs `name` and `password` to `path` without a session (to sign up or log
/// in); returns the answer.
async fn send_credentials(
    addr: std::net::SocketAddr,
    path: &str,
    name: &str,
    password: &str,
) -> Answer {
    let body = json!({"name": name, "password": password});
    with_cookie(addr, "POST", path, None, Some(body)).await
}

/// Logs in as `name` with `password`; returns the answer.
async fn log_in(addr: std::net::SocketAddr, name: &str, password: &str) -> Answer {
    send_credentials(addr, "/api/session", name, password).await
}

async fn whoami(addr: std::net::SocketAddr, cookie: Option<&str>) -> Value {
    with_cookie(addr, "GET", "/api/session", cookie, None)
        .await
        .json()["account"]
        .clone()
}

#[tokio::test]
async fn an_account_signs_up_logs_out_logs_in_and_changes_its_password() {
    let addr = server().await;
    let ada = sign_up(addr, "Ada_L", "correct horse").await;
    assert_eq!(whoami(addr, Some(&ada)).await["name"], "Ada_L");
    assert_eq!(whoami(addr, None).await, Value::Null);

    // Names are unique regardless of case; bad names and short passwords refused.
    for (name, password, status) in [
        ("ada_l", "another one", 409),
        ("<b>x</b>", "long enough", 400),
        ("ab", "long enough", 400),
        ("Grace", "short", 400),
    ] {
        let answer = send_credentials(addr, "/api/accounts", name, password).await;
        assert_eq!(answer.status, status, "{name}: {}", answer.text());
        assert!(answer.set_cookie.is_none());
    }

    // Log out: the session ends on the server, not only in the browser.
    let out = with_cookie(addr, "DELETE", "/api/session", Some(&ada), None).await;
    assert_eq!(out.status, 200);
    assert!(out.set_cookie.expect("cleared").contains("Max-Age=0"));
    assert_eq!(whoami(addr, Some(&ada)).await, Value::Null);

    // Wrong password, wrong name: the same answer.
    let login = |name: &'static str, password: &'static str| log_in(addr, name, password);
    let wrong = login("Ada_L", "wrong horse").await;
    let unknown = login("Nobody", "wrong horse").await;
    assert_eq!((wrong.status, unknown.status), (401, 401));
    assert_eq!(
        wrong.json()["error"]["message"],
        unknown.json()["error"]["message"]
    );
    let first = cookie_pair(
        &login("ada_l", "correct horse")
            .await
            .set_cookie
            .expect("in"),
    );
    let second = cookie_pair(
        &login("Ada_L", "correct horse")
            .await
            .set_cookie
            .expect("in"),
    );
    assert_eq!(whoami(addr, Some(&first)).await["name"], "Ada_L");

    // A password change asks for the current one and ends the other sessions.
    let change = |current: &'static str, new: &'static str, cookie: String| async move {
        with_cookie(
            addr,
            "POST",
            "/api/account/password",
            Some(&cookie),
            Some(json!({"current": current, "new": new})),
        )
        .await
    };
    assert_eq!(
        change("not it", "battery staple", first.clone())
            .await
            .status,
        401
    );
    assert_eq!(
        change("correct horse", "battery staple", first.clone())
            .await
            .status,
        200
    );
    assert_eq!(whoami(addr, Some(&first)).await["name"], "Ada_L");
    assert_eq!(whoami(addr, Some(&second)).await, Value::Null);
    assert_eq!(login("Ada_L", "correct horse").await.status, 401);
    assert_eq!(login("Ada_L", "battery staple").await.status, 200);
    // Without a session there is nothing to change.
    let anonymous = with_cookie(
        addr,
        "POST",
        "/api/account/password",
        None,
        Some(json!({"current": "battery staple", "new": "whatever long"})),
    )
    .await;
    assert_eq!(anonymous.status, 401);
}

#[tokio::test]
async fn wrong_passwords_are_limited_per_account() {
    let addr = server().await;
    sign_up(addr, "Grace", "right password").await;
    let attempt =
        |password: &'static str| async move { log_in(addr, "Grace", password).await.status };
    for _ in 0..5 {
        assert_eq!(attempt("guess").await, 401);
    }
    // Locked for now, even with the right password.
    assert_eq!(attempt("guess").await, 429);
    assert_eq!(attempt("right password").await, 429);
}

#[tokio::test]
async fn logins_are_limited_per_address() {
    let addr = server().await;
    let mut statuses = Vec::new();
    for i in 0..25 {
        statuses.push(log_in(addr, &format!("user{i}"), "whatever").await.status);
    }
    assert!(statuses[..20].iter().all(|s| *s == 401), "{statuses:?}");
    assert!(statuses[20..].iter().all(|s| *s == 429), "{statuses:?}");
}

#[tokio::test]
async fn a_session_acts_only_for_the_seat_its_account_holds() {
    let addr = server().await;
    let ada = sign_up(addr, "Ada", "ada's password").await;
    let bob = sign_up(addr, "Bob", "bob's password").await;
    let eve = sign_up(addr, "Eve", "eve's password").await;
    let (id, host) = create_by_session(
        addr,
        Some(&ada),
        json!({"game": "lady-alice", "config": {"players": 3}, "options": {"rated": true}}),
    )
    .await;
    // A guest may not sit at a rated match.
    let (status, body) =
        post_to_match(addr, &id, "seats/0/join", None, json!({"name": "Guest"})).await;
    assert_eq!(status, 401, "{body}");
    for (seat, cookie, name) in [(0, &ada, "Ada"), (1, &bob, "Bob")] {
        let joined = join_by_session(addr, &id, seat, cookie).await;
        assert_eq!(joined.status, 200, "{}", joined.text());
        assert_eq!(joined.json()["match"]["seats"][seat]["name"], name);
        assert_eq!(joined.json()["match"]["seats"][seat]["account"], true);
    }
    // One seat per account in a rated match.
    let twice = join_by_session(addr, &id, 2, &ada).await;
    assert_eq!(twice.status, 409);
    bot(addr, &id, 2, &host, "solver").await;
    start(addr, &id, &host).await;

    // Eve's session holds no seat: she watches, and may not act.
    let mut e = Client::connect_with_cookie(addr, &id, &eve).await;
    let welcome = e.hello(None, None).await;
    assert_eq!(welcome["seat"], Value::Null);
    e.send(json!({"type": "act", "action": {"type": "pass"}, "ref": 7}))
        .await;
    let refused = e.until("error").await;
    assert_eq!(
        (refused["kind"].as_str(), refused["ref"].as_i64()),
        (Some("unauthorized"), Some(7))
    );
    // Nor take someone's seat by claiming it without its token.
    let claim = with_cookie(
        addr,
        "POST",
        &format!("/api/matches/{id}/seats/0/claim"),
        Some(&eve),
        None,
    )
    .await;
    assert_eq!(claim.status, 401, "{}", claim.text());
    // Bob's session is seated at seat 1, and only there.
    let mut b = Client::connect_with_cookie(addr, &id, &bob).await;
    assert_eq!(b.hello(None, None).await["seat"], 1);

    // The your-turn list: the match is listed for the account the game waits for,
    // under "playing" for the other; Eve has none; a guest is refused. The bot
    // at seat 2 may move meanwhile: the lists are compared with a state of the
    // same version (read again until they agree).
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let mut lists = Vec::new();
        for cookie in [&ada, &bob] {
            lists.push(
                with_cookie(addr, "GET", "/api/my-turns", Some(cookie), None)
                    .await
                    .json(),
            );
        }
        b.send(json!({"type": "hello", "token": null})).await;
        let sync = b.until("sync").await;
        let version_in = |turns: &Value| {
            ["your_turn", "playing"]
                .iter()
                .flat_map(|key| turns[*key].as_array().cloned().unwrap_or_default())
                .find(|t| t["match"] == id.as_str())
                .and_then(|t| t["version"].as_u64())
        };
        let versions = [version_in(&lists[0]), version_in(&lists[1])];
        if versions != [sync["version"].as_u64(); 2] {
            assert!(
                std::time::Instant::now() < deadline,
                "the lists and the state never agreed: {versions:?} {sync}"
            );
            continue;
        }
        let waited: Vec<u64> = sync["waiting_for"]
            .as_array()
            .map_or(Vec::new(), |w| w.iter().filter_map(Value::as_u64).collect());
        for (seat, turns) in [(0u64, &lists[0]), (1, &lists[1])] {
            let mine = turns["your_turn"]
                .as_array()
                .expect("list")
                .iter()
                .any(|t| t["match"] == id.as_str());
            let listed = turns["playing"]
                .as_array()
                .expect("list")
                .iter()
                .any(|t| t["match"] == id.as_str());
            assert_eq!(mine, waited.contains(&seat), "{turns} {summary}");
            assert_eq!(listed, !waited.contains(&seat), "{turns}");
        }
        break;
    }
    let none = with_cookie(addr, "GET", "/api/my-turns", Some(&eve), None)
        .await
        .json();
    assert_eq!(none["your_turn"], json!([]));
    assert_eq!(
        with_cookie(addr, "GET", "/api/my-turns", None, None)
            .await
            .status,
        401
    );
}

#[tokio::test]
async fn a_guest_claims_a_seat_for_the_account_it_logs_into() {
    let addr = server().await;
    let (id, _host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let token = join(addr, &id, 0, "guest ada").await;
    let ada = sign_up(addr, "Ada", "ada's password").await;
    let claim = |cookie: Option<String>, token: &str| {
        let path = format!("/api/matches/{id}/seats/0/claim");
        let token = token.to_owned();
        async move {
            let mut headers = vec![("authorization".to_owned(), format!("Bearer {token}"))];
            if let Some(c) = cookie {
                headers.push(("cookie".to_owned(), c));
            }
            let h: Vec<(&str, &str)> = headers
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            request(addr, "POST", &path, &h, None).await
        }
    };
    assert_eq!(claim(None, &token).await.status, 401, "needs a session");
    assert_eq!(
        claim(Some(ada.clone()), "0000").await.status,
        401,
        "needs the token"
    );
    let claimed = claim(Some(ada.clone()), &token).await;
    assert_eq!(claimed.status, 200, "{}", claimed.text());
    assert_eq!(claimed.json()["seats"][0]["name"], "Ada");
    assert_eq!(claimed.json()["seats"][0]["account"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_running_out_hands_the_seat_to_a_bot_until_the_player_reclaims_it_and_ratings_follow_the_formula()
 {
    let addr = server().await;
    let ada = sign_up(addr, "Ada", "ada's password").await;
    let bob = sign_up(addr, "Bob", "bob's password").await;
    let (id, host) = create_by_session(
        addr,
        None,
        json!({
            "game": "lady-alice",
            "config": {"players": 3},
            "options": {"rated": true, "stand_in": "baseline",
                        "clock": {"kind": "real_time", "initial_secs": 5, "increment_secs": 2}},
        }),
    )
    .await;
    for (seat, cookie) in [(0, &ada), (1, &bob)] {
        let joined = join_by_session(addr, &id, seat, cookie).await;
        assert_eq!(joined.status, 200, "{}", joined.text());
    }
    bot(addr, &id, 2, &host, "solver").await;
    let mut a = Client::connect_with_cookie(addr, &id, &ada).await;
    let mut b = Client::connect_with_cookie(addr, &id, &bob).await;
    assert_eq!(a.hello(None, None).await["seat"], 0);
    assert_eq!(b.hello(None, None).await["seat"], 1);
    start(addr, &id, &host).await;

    // Ada plays; Bob does nothing until a bot stands in for him. Then Ada waits
    // until Bob is back, so that the bots cannot end the game before he reclaims.
    let ada_holds = Arc::new(AtomicBool::new(false));
    let hold = Arc::clone(&ada_holds);
    let ada_plays = tokio::spawn(async move {
        let mut rng = SleuthRng::from_seed(11);
        play_by_session_until_over(&mut a, 0, &mut rng, &hold).await
    });
    // Bob never acts before he reclaims, so an event of seat 1 is the bot's (in an
    // update, or in the sync that follows a lobby change).
    let by_seat_1 = |m: &Value| {
        matches!(m["type"].as_str(), Some("update" | "sync"))
            && m["events"]
                .as_array()
                .is_some_and(|events| events.iter().any(|e| e["body"]["seat"] == 1))
    };
    let mut bot_acted = false;
    let stood_in = loop {
        let message = tokio::time::timeout(Duration::from_secs(20), b.next())
            .await
            .expect("the clock runs out within 20 s");
        bot_acted |= by_seat_1(&message);
        if message["type"] == "lobby" && message["match"]["seats"][1]["stand_in"] == "baseline" {
            ada_holds.store(true, Ordering::SeqCst);
            break message;
        }
    };
    // The game waited for Bob when his time ran out: the bot acts for him.
    while !bot_acted {
        bot_acted = by_seat_1(&b.next().await);
    }
    assert_eq!(stood_in["match"]["clocks"]["running"][1], false);
    assert_eq!(stood_in["match"]["clocks"]["left_ms"][1], 0);
    // While it stands in, Bob may not act.
    b.send(json!({"type": "act", "action": {"type": "pass"}, "ref": 3}))
        .await;
    let refused = b.until("error").await;
    assert_eq!(refused["kind"], "stood_in", "{refused}");
    // The chat says so.
    let mut watcher = Client::connect(addr, &id).await;
    watcher.hello(None, None).await;
    let history = watcher.until("chat").await;
    let lines: Vec<&str> = history["messages"]
        .as_array()
        .expect("messages")
        .iter()
        .filter(|m| m["system"] == true)
        .filter_map(|m| m["text"].as_str())
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Bob's time ran out") && l.contains("baseline bot")),
        "{lines:?}"
    );

    // Bob reclaims his seat and plays it to the end.
    b.send(json!({"type": "reclaim", "ref": 4})).await;
    let back = loop {
        let m = b.next().await;
        if m["type"] == "lobby" && m["match"]["seats"][1].get("stand_in").is_none() {
            break m;
        }
        if m["type"] == "error" && m["id"] == "errors-live-not-in-play" {
            // The baseline stand-in's first suspicion names its own evidence and
            // ended the game (about 1 in 64 at three players): nothing to reclaim.
            return;
        }
        assert_ne!(m["type"], "error", "{m}");
    };
    assert!(back["match"]["clocks"]["left_ms"][1].as_i64() > Some(0));
    // Bob's client already holds the latest view, so the reclaim may bring no new
    // state: a fresh hello (seated by his session) gives the scripted player a sync
    // to act on.
    assert_eq!(b.hello(None, None).await["seat"], 1);
    let mut rng = SleuthRng::from_seed(12);
    ada_holds.store(false, Ordering::SeqCst);
    let end = play_by_session_until_over(&mut b, 1, &mut rng, &AtomicBool::new(false)).await;
    ada_plays.await.expect("Ada's game");
    assert_eq!(end["view"]["phase"]["phase"], "over");

    // Both profiles show the rated result, the ratings as the formula says.
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    let outcome: sleuth_core::Outcome =
        serde_json::from_value(summary["outcome"].clone()).expect("outcome");
    let places = sleuth_server::rating::places(&outcome, 3);
    let expected = sleuth_server::rating::update(&[sleuth_server::rating::INITIAL; 3], &places);
    for (seat, name) in [(0usize, "Ada"), (1, "Bob")] {
        let (status, profile) = get(addr, &format!("/api/players/{name}")).await;
        assert_eq!(status, 200, "{profile}");
        let played = &profile["matches"][0];
        assert_eq!(played["match"], id.as_str());
        assert_eq!(played["place"], places[seat]);
        assert_eq!(played["rated"], true);
        // Lady Alice has a post-game analysis: the profile links to it.
        assert_eq!(
            played["analysis"],
            format!("/#/replay/{id}/analysis").as_str(),
            "{played}"
        );
        let after = &played["rating_after"];
        assert!(
            (after["mu"].as_f64().expect("mu") - expected[seat].0).abs() < 1e-9,
            "{after}"
        );
        assert!(
            (after["sigma"].as_f64().expect("sigma") - expected[seat].1).abs() < 1e-9,
            "{after}"
        );
        assert_eq!(profile["games"][0]["played"], 1);
        assert_eq!(played["replay"], format!("/#/replay/{id}"));
    }
    let (_, board) = get(addr, "/api/leaderboards/lady-alice").await;
    let names: Vec<&str> = board["ranking"]
        .as_array()
        .expect("ranking")
        .iter()
        .filter_map(|r| r["name"].as_str())
        .collect();
    assert!(
        names.contains(&"Ada") && names.contains(&"Bob") && names.contains(&"solver bot"),
        "{names:?}"
    );
    // A cooperative game shows team success instead.
    let (_, coop) = get(addr, "/api/leaderboards/almost-innocent").await;
    assert_eq!(coop["cooperative"], true);

    // The rematch keeps the options (rated, clock) and Bob's seat is his account's.
    b.send(json!({"type": "rematch"})).await;
    let offer = b.until("rematch").await;
    let (_, rematch) = get(
        addr,
        &format!("/api/matches/{}", offer["match"].as_str().expect("id")),
    )
    .await;
    assert_eq!(rematch["rated"], true, "{rematch}");
    assert_eq!(rematch["clock"]["kind"], "real_time");
    assert_eq!(rematch["seats"][1]["account"], true);
    assert_eq!(rematch["seats"][1]["name"], "Bob");
}

#[tokio::test]
async fn leaving_a_game_bots_cannot_play_ends_it_abandoned() {
    let addr = server().await;
    let (id, host) = create(addr, "lateral-puzzles", json!({"players": 3})).await;
    let master = join(addr, &id, 0, "Master").await;
    let ada = join(addr, &id, 1, "Ada").await;
    join(addr, &id, 2, "Bob").await;
    start(addr, &id, &host).await;
    let mut watcher = Client::connect(addr, &id).await;
    watcher.hello(None, None).await;
    // Only the seat's own player may leave a match in play.
    let (status, _) = post_to_match(addr, &id, "seats/1/leave", Some(&host), json!({})).await;
    assert_eq!(status, 401);
    let (status, summary) =
        post_to_match(addr, &id, "seats/0/leave", Some(&master), json!({})).await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["status"], "abandoned");
    let lobby = loop {
        let m = watcher.next().await;
        if m["type"] == "lobby" && m["match"]["status"] == "abandoned" {
            break m;
        }
    };
    assert_eq!(lobby["match"]["outcome"], Value::Null);
    // Nothing more can be played; the chat says why.
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    let history = a.until("chat").await;
    assert!(
        history["messages"][0]["text"]
            .as_str()
            .expect("a line")
            .contains("Master left"),
        "{history}"
    );
    for action in [
        json!({"type": "end_game"}),
        json!({"type": "answer", "question": 0, "answer": "yes"}),
    ] {
        a.send(json!({"type": "act", "action": action, "ref": 1}))
            .await;
        assert_eq!(a.until("error").await["kind"], "game_over");
    }
    let (_, listed) = get(addr, "/api/matches").await;
    let entry = listed["matches"]
        .as_array()
        .expect("matches")
        .iter()
        .find(|m| m["id"] == id.as_str())
        .cloned();
    assert_eq!(entry.expect("listed")["status"], "abandoned");
}
