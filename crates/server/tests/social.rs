//! People around the tables, through the public protocol over real sockets:
//! friends lists (added and removed by account name, each friend's presence and
//! open tables, which the person can then join), invitations by account name
//! (who may send them, who receives them, declining, a table with no open seat),
//! and Web Push, delivered to a push service running in this test process (no
//! service outside the machine): the message is encrypted for the subscribing
//! browser's key (the test decrypts it as a browser would) and signed with the
//! server's VAPID key (the test checks the signature against `GET
//! /api/push/key`); a turn is pushed to a person whose tab is closed, never to
//! one at the table; a subscription the push service says is gone is forgotten.

mod support;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use base64ct::{Base64UrlUnpadded, Encoding};
use serde_json::{Value, json};
use sleuth_core::{Seat, SleuthRng};
use sleuth_server::{App, Limits};
use support::push::{Browser, next_push, push_service};
use support::*;
use tokio::sync::Mutex;
use web_push_native::jwt_simple::prelude::*;

/// A request as the browser of `cookie` makes it: (status, JSON).
async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let answer = with_cookie(addr, method, path, cookie, body).await;
    (answer.status, answer.json())
}

/// The server with pushes to plain-http endpoints allowed (the local push
/// service), and seat 0 moving first in new matches.
async fn serve() -> (SocketAddr, Arc<App>) {
    let app = app_on(sleuth_server::pg_harness::store_for_tests().await);
    app.push_settings.write().expect("settings").allow_http = true;
    *app.seed_filter.lock().expect("filter") = Some(|game| game.to_move().contains(Seat(0)));
    (serve_app(&app, Limits::default()).await, app)
}

/// A three-seat Lady Alice lobby made by `host_cookie`'s browser, whose account
/// takes seat 0. Returns (id, host token).
async fn lobby(addr: SocketAddr, host_cookie: &str) -> (String, String) {
    let body = json!({"game": "lady-alice", "config": {"players": 3}});
    let created = with_cookie(addr, "POST", "/api/matches", Some(host_cookie), Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.text());
    let id = created.json()["match"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let host = created.json()["host_token"]
        .as_str()
        .expect("host")
        .to_owned();
    join_as_account(addr, &id, 0, host_cookie).await;
    (id, host)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_push_reaches_a_local_push_service_encrypted_for_the_browser_and_signed() {
    let (addr, app) = serve().await;
    let (service, received) = push_service().await;
    let received = Mutex::new(received);
    let ada = sign_up(addr, "Ada").await;
    let browser = Browser::new();

    // Subscribing needs an account, an https endpoint (http only where the
    // operator allowed a local push service), and the browser's real keys.
    let endpoint = format!("http://{service}/push/ada");
    let (status, _) = call(
        addr,
        "POST",
        "/api/push/subscriptions",
        None,
        Some(browser.subscription(&endpoint)),
    )
    .await;
    assert_eq!(status, 401);
    app.push_settings.write().expect("settings").allow_http = false;
    let (status, refused) = call(
        addr,
        "POST",
        "/api/push/subscriptions",
        Some(&ada),
        Some(browser.subscription(&endpoint)),
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    assert!(
        refused["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("https")),
        "{refused}"
    );
    app.push_settings.write().expect("settings").allow_http = true;
    for hostile in [
        json!({"endpoint": "javascript:alert(1)", "keys": browser.subscription("")["keys"]}),
        json!({"endpoint": endpoint, "keys": {"p256dh": "<img src=x onerror=alert(1)>", "auth": "AAAA"}}),
        json!({"endpoint": endpoint, "keys": {"p256dh": browser.subscription("")["keys"]["p256dh"], "auth": "AAAA"}}),
        json!({"endpoint": format!("https://push.example.net/{}", "a".repeat(2000)), "keys": browser.subscription("")["keys"]}),
    ] {
        let (status, answer) = call(
            addr,
            "POST",
            "/api/push/subscriptions",
            Some(&ada),
            Some(hostile.clone()),
        )
        .await;
        assert_eq!(status, 400, "{hostile}: {answer}");
    }
    let (status, _) = call(
        addr,
        "POST",
        "/api/push/subscriptions",
        Some(&ada),
        Some(browser.subscription(&endpoint)),
    )
    .await;
    assert_eq!(status, 200);

    // The service worker that shows the notifications is served at the root
    // (its scope is the whole site).
    let worker = get_text(addr, "/sw.js").await;
    assert_eq!(worker.status, 200);
    assert!(
        worker.content_type.contains("javascript"),
        "{}",
        worker.content_type
    );
    assert!(worker.text().contains("showNotification"));

    let (status, key) = call(addr, "GET", "/api/push/key", None, None).await;
    assert_eq!(status, 200);
    let public_key = key["public_key"].as_str().expect("a key").to_owned();
    assert_eq!(
        Base64UrlUnpadded::decode_vec(&public_key)
            .expect("base64url")
            .len(),
        65
    );

    let (status, answer) = call(addr, "POST", "/api/push/test", Some(&ada), None).await;
    assert_eq!(
        (status, answer["delivered"].clone()),
        (200, json!(1)),
        "{answer}"
    );
    let push = next_push(&received).await;
    assert_eq!(push.name, "ada");
    assert!(
        push.ttl.parse::<u64>().is_ok_and(|ttl| ttl > 0),
        "TTL {:?}",
        push.ttl
    );
    let message = browser.read(&push);
    assert_eq!(message["title"], "Sleuth notifications work", "{message}");
    assert!(
        message["body"].as_str().is_some_and(|b| b.contains("Ada")),
        "{message}"
    );

    // VAPID: the token is signed by the key browsers subscribed with, for the
    // push service's origin, with the operator's contact.
    let (token, k) = push
        .authorization
        .strip_prefix("vapid t=")
        .and_then(|rest| rest.split_once(", k="))
        .expect("a VAPID authorization");
    assert_eq!(k, public_key);
    let verifier =
        ES256PublicKey::from_bytes(&Base64UrlUnpadded::decode_vec(k).expect("base64url"))
            .expect("a P-256 key");
    let claims = verifier
        .verify_token::<NoCustomClaims>(token, None)
        .expect("a token signed by the server's key");
    assert_eq!(
        claims
            .audiences
            .map(|a| a.into_string().expect("one audience")),
        Some("http://127.0.0.1".to_owned())
    );
    assert_eq!(
        claims.subject.as_deref(),
        Some("mailto:operator@sleuth.invalid")
    );

    // The key pair is the store's: the same after the app is made again.
    let again = app_on(app.store.clone());
    assert_eq!(
        again.push_service().await.expect("push").public_key(),
        public_key
    );

    // A subscription the push service says is gone is forgotten.
    let gone = Browser::new();
    let gone_endpoint = format!("http://{service}/gone/ada");
    let (status, _) = call(
        addr,
        "POST",
        "/api/push/subscriptions",
        Some(&ada),
        Some(gone.subscription(&gone_endpoint)),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        app.store
            .push_subscriptions_of(&account_id(&app, "Ada").await)
            .await
            .expect("rows")
            .len(),
        2
    );
    let (_, answer) = call(addr, "POST", "/api/push/test", Some(&ada), None).await;
    assert_eq!(answer["delivered"], 1, "{answer}");
    next_push(&received).await;
    let left = app
        .store
        .push_subscriptions_of(&account_id(&app, "Ada").await)
        .await
        .expect("rows");
    assert_eq!(
        left.iter().map(|s| s.endpoint.as_str()).collect::<Vec<_>>(),
        [endpoint.as_str()]
    );

    // Turning notifications off forgets the browser.
    let (status, answer) = call(
        addr,
        "DELETE",
        "/api/push/subscriptions",
        Some(&ada),
        Some(json!({"endpoint": endpoint})),
    )
    .await;
    assert_eq!((status, answer["removed"].clone()), (200, json!(true)));
    let (_, answer) = call(addr, "POST", "/api/push/test", Some(&ada), None).await;
    assert_eq!(answer["delivered"], 0, "{answer}");
}

async fn account_id(app: &App, name: &str) -> String {
    app.store
        .account_by_name(&name.to_lowercase())
        .await
        .expect("store")
        .expect("an account")
        .id
}

/// Reads `client`'s messages until one says who is to move; returns it.
async fn next_state(client: &mut Client) -> Value {
    loop {
        let message = client.next().await;
        if matches!(message["type"].as_str(), Some("sync" | "update"))
            && message["view"].is_object()
        {
            return message;
        }
    }
}

fn to_move(message: &Value, seat: u64) -> bool {
    message["to_move"]
        .as_array()
        .is_some_and(|m| m.iter().any(|s| *s == seat))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_is_pushed_to_a_person_away_from_the_table_and_never_to_one_at_it() {
    let (addr, _app) = serve().await;
    let (service, received) = push_service().await;
    let received = Mutex::new(received);
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;
    let (ada_browser, bob_browser) = (Browser::new(), Browser::new());
    for (cookie, browser, name) in [(&ada, &ada_browser, "ada"), (&bob, &bob_browser, "bob")] {
        let subscription = browser.subscription(&format!("http://{service}/push/{name}"));
        let (status, answer) = call(
            addr,
            "POST",
            "/api/push/subscriptions",
            Some(cookie),
            Some(subscription),
        )
        .await;
        assert_eq!(status, 200, "{answer}");
    }
    let (id, host) = lobby(addr, &ada).await;
    join_as_account(addr, &id, 1, &bob).await;
    bot(addr, &id, 2, &host, "random").await;
    let mut ada_socket = Client::connect_with_cookie(addr, &id, &ada).await;
    ada_socket.hello(None, None).await;
    start(addr, &id, &host).await;

    // Ada plays (she is at the table) until the game waits for Bob, whose tab
    // is closed: his browser gets "your turn".
    let mut rng = SleuthRng::from_seed(5);
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the game never waited for Bob");
        let state = next_state(&mut ada_socket).await;
        if to_move(&state, 1) {
            break;
        }
        assert_ne!(state["view"]["phase"]["phase"], "over", "{state}");
        if to_move(&state, 0) {
            // Ada's suspicion must not end the game before Bob's turn.
            let action = lady_alice_move_that_cannot_win(&state["view"], &mut rng);
            ada_socket
                .send(json!({"type": "act", "action": action}))
                .await;
        }
    }
    let push = next_push(&received).await;
    assert_eq!(push.name, "bob", "only Bob is away");
    let message = bob_browser.read(&push);
    assert_eq!(message["title"], "Your turn: Lady Alice", "{message}");
    assert_eq!(message["url"], format!("/#/match/{id}"));
    assert_eq!(message["body"], "Ada is waiting for your move.");

    // Bob comes to the table and plays until Ada is to move again; she is
    // connected, so she gets no push (a test message sent afterwards is the
    // first her browser receives).
    let mut bob_socket = Client::connect_with_cookie(addr, &id, &bob).await;
    bob_socket.hello(None, None).await;
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the turn never came back to Ada");
        let state = next_state(&mut bob_socket).await;
        if state["view"]["phase"]["phase"] == "over" || (to_move(&state, 0) && !to_move(&state, 1))
        {
            break;
        }
        if to_move(&state, 1) {
            let action = lady_alice_move(&state["view"], &mut rng);
            bob_socket
                .send(json!({"type": "act", "action": action}))
                .await;
        }
    }
    let (_, answer) = call(addr, "POST", "/api/push/test", Some(&ada), None).await;
    assert_eq!(answer["delivered"], 1, "{answer}");
    let push = next_push(&received).await;
    assert_eq!(push.name, "ada");
    assert_eq!(
        ada_browser.read(&push)["title"],
        "Sleuth notifications work",
        "Ada was at the table"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friends_are_added_by_name_show_presence_and_open_tables_and_can_be_joined() {
    let (addr, _app) = serve().await;
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;

    let (status, _) = call(addr, "GET", "/api/friends", None, None).await;
    assert_eq!(status, 401);
    let add = |name: &str| json!({"name": name});
    let (status, answer) = call(addr, "POST", "/api/friends", Some(&ada), Some(add("bob"))).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer, json!({"name": "Bob", "added": true}));
    let (_, answer) = call(addr, "POST", "/api/friends", Some(&ada), Some(add("BOB"))).await;
    assert_eq!(answer["added"], false, "already a friend");
    for (name, status) in [
        ("Ada", 400),
        ("nobody-here", 404),
        ("<script>alert(1)</script>", 400),
        ("", 400),
    ] {
        let (got, answer) = call(addr, "POST", "/api/friends", Some(&ada), Some(add(name))).await;
        assert_eq!(got, status, "{name:?}: {answer}");
        assert!(answer["error"]["message"].is_string(), "{answer}");
    }

    // Bob was seen on the site (his sign-up's session), at no table yet.
    call(addr, "GET", "/api/session", Some(&bob), None).await;
    let (_, list) = call(addr, "GET", "/api/friends", Some(&ada), None).await;
    let friend = &list["friends"][0];
    assert_eq!(
        (
            friend["name"].clone(),
            friend["online"].clone(),
            friend["at_table"].clone()
        ),
        (json!("Bob"), json!(true), json!(false)),
        "{list}"
    );
    assert_eq!(friend["matches"], json!([]));

    // Bob opens a table and sits at it: Ada sees it, with its open seats, and joins.
    let (id, _host) = lobby(addr, &bob).await;
    let mut bob_socket = Client::connect_with_cookie(addr, &id, &bob).await;
    bob_socket.hello(None, None).await;
    let (_, list) = call(addr, "GET", "/api/friends", Some(&ada), None).await;
    let friend = &list["friends"][0];
    assert_eq!(friend["at_table"], true, "{list}");
    let table = &friend["matches"][0];
    assert_eq!(
        (
            table["id"].as_str(),
            table["game"].as_str(),
            table["status"].as_str()
        ),
        (Some(id.as_str()), Some("lady-alice"), Some("open")),
        "{list}"
    );
    assert_eq!(table["open_seats"], 2);
    assert_eq!(table["players"], json!(["Bob"]));
    join_as_account(addr, &id, 1, &ada).await;
    let (_, list) = call(addr, "GET", "/api/friends", Some(&ada), None).await;
    assert_eq!(list["friends"][0]["matches"][0]["open_seats"], 1);
    assert_eq!(
        list["friends"][0]["matches"][0]["players"],
        json!(["Bob", "Ada"])
    );

    // A friends list is one-way: Bob's is still empty. Removing works once.
    let (_, list) = call(addr, "GET", "/api/friends", Some(&bob), None).await;
    assert_eq!(list["friends"], json!([]));
    let (status, answer) = call(addr, "DELETE", "/api/friends/bob", Some(&ada), None).await;
    assert_eq!(
        (status, answer["removed"].clone()),
        (200, json!(true)),
        "{answer}"
    );
    let (_, answer) = call(addr, "DELETE", "/api/friends/bob", Some(&ada), None).await;
    assert_eq!(answer["removed"], false);
    let (_, list) = call(addr, "GET", "/api/friends", Some(&ada), None).await;
    assert_eq!(list["friends"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invitations_by_account_name_reach_the_invitee_and_only_people_at_the_table_send_them() {
    let (addr, _app) = serve().await;
    let (service, received) = push_service().await;
    let received = Mutex::new(received);
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;
    let cy = sign_up(addr, "Cy3").await;
    let bob_browser = Browser::new();
    let subscription = bob_browser.subscription(&format!("http://{service}/push/bob"));
    call(
        addr,
        "POST",
        "/api/push/subscriptions",
        Some(&bob),
        Some(subscription),
    )
    .await;

    let (id, host) = lobby(addr, &ada).await;
    let path = format!("/api/matches/{id}/invitations");
    let invite = |name: &str| json!({"name": name});

    // Only someone at the table (or its host, by token) invites.
    let (status, answer) = call(addr, "POST", &path, Some(&cy), Some(invite("Bob"))).await;
    assert_eq!(status, 401, "{answer}");
    let (status, answer) = call(addr, "POST", &path, None, Some(invite("Bob"))).await;
    assert_eq!(status, 401, "{answer}");
    for (name, status) in [("Ada", 400), ("nobody-here", 404), ("a b", 400)] {
        let (got, answer) = call(addr, "POST", &path, Some(&ada), Some(invite(name))).await;
        assert_eq!(got, status, "{name}: {answer}");
    }
    let (status, answer) = call(addr, "POST", &path, Some(&ada), Some(invite("bob"))).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["invited"], "Bob");
    // The host's token works for a host who is signed in but not seated.
    let host_invite = with_cookie_and_token(addr, &path, &cy, &host, invite("Cy3")).await;
    assert_eq!(
        host_invite.0, 400,
        "Cy cannot invite herself: {}",
        host_invite.1
    );

    // Bob's home page lists it; his browser is told.
    let (_, list) = call(addr, "GET", "/api/invitations", Some(&bob), None).await;
    let invitation = &list["invitations"][0];
    assert_eq!(invitation["from"], "Ada", "{list}");
    assert_eq!(invitation["match"]["id"], id.as_str());
    assert_eq!(invitation["match"]["game_name"], "Lady Alice");
    let push = next_push(&received).await;
    let message = bob_browser.read(&push);
    assert_eq!(message["title"], "An invitation to Lady Alice", "{message}");
    assert_eq!(message["body"], "Ada invites you to their table.");
    assert_eq!(message["url"], format!("/#/match/{id}"));
    let (_, list) = call(addr, "GET", "/api/invitations", Some(&cy), None).await;
    assert_eq!(list["invitations"], json!([]), "only Bob was invited");

    // Bob joins: his invitation is done. Someone already seated cannot be invited.
    join_as_account(addr, &id, 1, &bob).await;
    let (_, list) = call(addr, "GET", "/api/invitations", Some(&bob), None).await;
    assert_eq!(list["invitations"], json!([]));
    let (status, answer) = call(addr, "POST", &path, Some(&ada), Some(invite("Bob"))).await;
    assert_eq!(status, 409, "{answer}");

    // Cy is invited and declines.
    let (status, _) = call(addr, "POST", &path, Some(&bob), Some(invite("cy3"))).await;
    assert_eq!(status, 200);
    let (_, list) = call(addr, "GET", "/api/invitations", Some(&cy), None).await;
    assert_eq!(list["invitations"][0]["from"], "Bob");
    let (status, answer) = call(
        addr,
        "DELETE",
        &format!("/api/invitations/{id}"),
        Some(&cy),
        None,
    )
    .await;
    assert_eq!((status, answer["dismissed"].clone()), (200, json!(true)));
    let (_, list) = call(addr, "GET", "/api/invitations", Some(&cy), None).await;
    assert_eq!(list["invitations"], json!([]));

    // A full table invites nobody.
    bot(addr, &id, 2, &host, "random").await;
    let (status, answer) = call(addr, "POST", &path, Some(&ada), Some(invite("Cy3"))).await;
    assert_eq!(status, 409, "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("no open seat")),
        "{answer}"
    );
}

/// A POST as a signed-in browser that also shows a token (`Bearer`).
async fn with_cookie_and_token(
    addr: SocketAddr,
    path: &str,
    cookie: &str,
    token: &str,
    body: Value,
) -> (u16, Value) {
    let auth = format!("Bearer {token}");
    let answer = request(
        addr,
        "POST",
        path,
        &[
            ("accept", "application/json"),
            ("content-type", "application/json"),
            ("cookie", cookie),
            ("authorization", &auth),
        ],
        Some(body.to_string().into_bytes()),
    )
    .await;
    (answer.status, answer.json())
}
