//! Match chat through the public protocol over real sockets: seats and
//! named spectators write, everyone at the table receives, hostile text stays
//! text, limits (length, characters, rate) answer with errors that change
//! nothing, and the chat is stored with the match (a new server on the same
//! database sends it with `hello`).

mod support;

use std::time::Duration;

use serde_json::{Value, json};
use sleuth_server::Store;
use support::*;

/// Reads until a `chat` message with at least one message arrives.
async fn next_chat(client: &mut Client) -> Value {
    loop {
        let m = client.until("chat").await;
        if m["messages"].as_array().is_some_and(|a| !a.is_empty()) {
            return m;
        }
    }
}

/// A 3-player Lady Alice match: two people and a bot, started.
async fn table(addr: std::net::SocketAddr) -> (String, String, String) {
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    start(addr, &id, &host).await;
    (id, ada, bob)
}

#[tokio::test]
async fn seats_and_named_spectators_chat_and_everyone_receives_it() {
    let (addr, _app) = spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        sleuth_server::Limits::default(),
    )
    .await;
    let (id, ada, bob) = table(addr).await;
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    let history = a.until("chat").await;
    assert_eq!(history["history"], true);
    assert_eq!(history["messages"], json!([]));
    let mut b = Client::connect(addr, &id).await;
    b.hello(Some(&bob), None).await;
    let mut watcher = Client::connect(addr, &id).await;
    watcher
        .send(json!({"type": "hello", "token": null, "name": "Watcher"}))
        .await;
    watcher.until("welcome").await;
    let mut anonymous = Client::connect(addr, &id).await;
    anonymous.hello(None, None).await;

    // Hostile text is stored and sent back as the same text (never markup).
    let hostile = "<img src=x onerror=alert(1)> & <script>alert('hi')</script>";
    a.send(json!({"type": "chat", "text": hostile, "ref": 1}))
        .await;
    for client in [&mut a, &mut b, &mut watcher, &mut anonymous] {
        let m = next_chat(client).await;
        assert_eq!(m["messages"][0]["text"], hostile);
        assert_eq!(m["messages"][0]["name"], "Ada");
        assert_eq!(m["messages"][0]["seat"], 0);
        assert_eq!(m["messages"][0]["index"], 0);
    }
    watcher
        .send(json!({"type": "chat", "text": "  nice move  "}))
        .await;
    let m = next_chat(&mut b).await;
    assert_eq!(m["messages"][0]["text"], "nice move");
    assert_eq!(m["messages"][0]["name"], "Watcher");
    assert_eq!(m["messages"][0]["seat"], Value::Null);

    // A spectator without a name may read but not write.
    anonymous
        .send(json!({"type": "chat", "text": "hello", "ref": 2}))
        .await;
    let e = anonymous.until("error").await;
    assert_eq!(
        (e["kind"].as_str(), e["ref"].as_i64()),
        (Some("unauthorized"), Some(2))
    );

    // Limits: 500 characters, one visible line, no hidden characters.
    for (text, kind) in [
        ("x".repeat(501), "invalid_text"),
        ("line one\nline two".to_owned(), "invalid_text"),
        ("\u{202E}reversed".to_owned(), "invalid_text"),
        ("   ".to_owned(), "invalid_text"),
    ] {
        b.send(json!({"type": "chat", "text": text, "ref": 3}))
            .await;
        let e = b.until("error").await;
        assert_eq!(e["kind"], kind, "{e}");
    }
    b.send(json!({"type": "chat", "text": 42, "ref": 4})).await;
    assert_eq!(b.until("error").await["kind"], "malformed");
    // A bad spectator name is refused in hello.
    let mut bad = Client::connect(addr, &id).await;
    bad.send(json!({"type": "hello", "token": null, "name": "A\u{0}B"}))
        .await;
    assert_eq!(bad.until("error").await["kind"], "invalid_text");

    // Rate (per connection; refused messages spend the allowance too, so Bob
    // starts a new connection): a burst of 5, then refused until the allowance
    // comes back. Refused messages are not stored.
    let mut b2 = Client::connect(addr, &id).await;
    b2.hello(Some(&bob), None).await;
    for i in 0..5 {
        b2.send(json!({"type": "chat", "text": format!("burst {i}")}))
            .await;
    }
    b2.send(json!({"type": "chat", "text": "one too many", "ref": 5}))
        .await;
    let e = b2.until("error").await;
    assert_eq!(
        (e["kind"].as_str(), e["ref"].as_i64()),
        (Some("rate_limited"), Some(5))
    );
    // Every stored message reached Ada (the first was read above), in order,
    // and none of the refused ones.
    let mut texts = Vec::new();
    while texts.len() < 6 {
        let m = next_chat(&mut a).await;
        for message in m["messages"].as_array().into_iter().flatten() {
            texts.push(message["text"].as_str().unwrap_or_default().to_owned());
        }
    }
    assert_eq!(
        texts,
        [
            "nice move",
            "burst 0",
            "burst 1",
            "burst 2",
            "burst 3",
            "burst 4"
        ]
    );
    assert!(
        a.next_within(Duration::from_millis(300))
            .await
            .is_none_or(|m| m["type"] != "chat")
    );
}

#[tokio::test]
async fn the_chat_is_stored_with_the_match() {
    let dir = std::env::temp_dir().join(format!("sleuth-chat-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("sleuth.sqlite");
    let (addr, app) = spawn_with(
        Store::open(&path).expect("store"),
        sleuth_server::Limits::default(),
    )
    .await;
    let (id, ada, _bob) = table(addr).await;
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    a.send(json!({"type": "chat", "text": "remember me"})).await;
    next_chat(&mut a).await;
    drop(a);
    drop(app);
    let (addr2, _app2) = spawn_with(
        Store::open(&path).expect("store"),
        sleuth_server::Limits::default(),
    )
    .await;
    let mut again = Client::connect(addr2, &id).await;
    again.hello(None, None).await;
    let history = again.until("chat").await;
    assert_eq!(history["history"], true);
    assert_eq!(history["messages"][0]["text"], "remember me");
    assert_eq!(history["messages"][0]["name"], "Ada");
    let _ = std::fs::remove_dir_all(&dir);
}
