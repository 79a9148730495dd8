//! The wire as a hostile client sees it, over real sockets:
//! every error body is the documented JSON (also 414, 431, 500 and 503), a JSON
//! body must say it is JSON, display names refuse control and bidi characters and
//! are normalised, `hello` is required and `since` is checked, a frame refused for
//! its size still spends a rate token, dead WebSocket peers are closed, and the
//! connection cap answers `503 busy`. Also: every game serves its table, and a
//! match stored under an unsupported rules version is listed, not lost.

mod support;

use std::time::Duration;

use serde_json::{Value, json};
use sleuth_server::{Limits, Store};
use support::*;
use tokio::io::AsyncWriteExt;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

async fn server() -> std::net::SocketAddr {
    spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        Limits::default(),
    )
    .await
    .0
}

/// A raw answer's body is the protocol's JSON error of `kind`.
fn assert_json_error(answer: &str, status: u16, kind: &str) {
    let (got, head, body) = parse_raw(answer);
    assert_eq!(got, status, "{answer:.300}");
    assert!(
        head.contains("content-type: application/json"),
        "{answer:.300}"
    );
    let value: Value = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body:?}"));
    assert_eq!(value["error"]["kind"], kind, "{value}");
    assert!(
        value["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "{value}"
    );
}

#[tokio::test]
async fn a_long_url_and_large_headers_answer_the_json_error() {
    let addr = server().await;
    // 100 kB URL: longer than hyper takes (414, or 431 when the head outgrows
    // the 64 KiB hyper reads first).
    let long = format!(
        "GET /api/games?{} HTTP/1.1\r\nHost: x\r\n\r\n",
        "a".repeat(100_000)
    );
    let answer = raw_exchange(addr, long.as_bytes()).await;
    let status = parse_raw(&answer).0;
    assert!(status == 414 || status == 431, "{answer:.300}");
    assert_json_error(&answer, status, "too_large");
    // 20 kB URL: read, then refused by the server's own 8 KiB URL limit (414).
    let long = format!(
        "GET /api/games?{} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        "a".repeat(20_000)
    );
    assert_json_error(&raw_exchange(addr, long.as_bytes()).await, 414, "too_large");
    // 100 kB header.
    let header = format!(
        "GET /api/games HTTP/1.1\r\nHost: x\r\nX-Padding: {}\r\n\r\n",
        "b".repeat(100_000)
    );
    assert_json_error(
        &raw_exchange(addr, header.as_bytes()).await,
        431,
        "too_large",
    );
    // Not HTTP at all.
    assert_json_error(
        &raw_exchange(addr, b"HELLO THERE\r\n\r\n").await,
        400,
        "bad_request",
    );
    // A missing static file.
    let answer = get_text(addr, "/static/nowhere.js").await;
    assert_eq!(answer.status, 404);
    assert_eq!(
        answer.json()["error"]["kind"],
        "not_found",
        "{}",
        answer.text()
    );
}

#[tokio::test]
async fn a_handler_that_panics_answers_a_json_500_and_the_server_goes_on() {
    let store = Store::in_memory().expect("store");
    let app = app_on(store);
    let server = sleuth_server::Server {
        app,
        static_dir: None,
        limits: Limits::default(),
    };
    let routes = axum::Router::new()
        .route(
            "/boom",
            axum::routing::get(|| async {
                panic!("a bug");
                #[allow(unreachable_code)]
                ""
            }),
        )
        .route("/fine", axum::routing::get(|| async { "fine" }));
    let router = sleuth_server::finish(routes, server);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(sleuth_server::net::run(
        listener,
        router,
        Limits::default(),
        sleuth_server::shutdown::Shutdown::default(),
    ));
    let raw = raw_exchange(
        addr,
        b"GET /boom HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_json_error(&raw, 500, "server");
    assert!(!raw.contains("a bug"), "the panic stays in the log: {raw}");
    assert_eq!(get_text(addr, "/fine").await.text(), "fine");
}

#[tokio::test]
async fn a_json_body_sent_as_text_plain_is_refused_with_415() {
    let addr = server().await;
    let body = br#"{"game": "lady-alice", "config": {"players": 3}}"#.to_vec();
    for content_type in [
        Some("text/plain"),
        Some("application/x-www-form-urlencoded"),
        None,
    ] {
        let headers: Vec<(&str, &str)> = content_type
            .map(|t| ("content-type", t))
            .into_iter()
            .collect();
        let answer = request(addr, "POST", "/api/matches", &headers, Some(body.clone())).await;
        assert_eq!(answer.status, 415, "{content_type:?}: {}", answer.text());
        let error = answer.json();
        assert_eq!(error["error"]["kind"], "unsupported_media_type", "{error}");
        assert!(
            error["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("application/json")),
            "{error}"
        );
    }
    // With parameters, and in any case, it is JSON.
    let answer = request(
        addr,
        "POST",
        "/api/matches",
        &[("content-type", "Application/JSON; charset=utf-8")],
        Some(body),
    )
    .await;
    assert_eq!(answer.status, 201, "{}", answer.text());
    // Nothing was created by the refused requests.
    let (_, listed) = get(addr, "/api/matches").await;
    assert_eq!(listed["matches"].as_array().map(Vec::len), Some(1));
}

#[tokio::test]
async fn display_names_refuse_control_and_bidi_characters_and_are_nfc() {
    let addr = server().await;
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    let refused = [
        ("Ada\u{0}", "control characters"),
        ("Ada\u{7}x", "control characters"),
        ("Ada\u{202E}evE", "bidirectional controls"),
        ("\u{200F}Bob", "bidirectional controls"),
        ("\u{2066}Bob\u{2069}", "bidirectional controls"),
        ("Bo\u{200B}b", "invisible format characters"),
        ("\u{200D}\u{200D}\u{200D}", "visible character"),
        ("\u{3164}", "invisible format characters"),
    ];
    for (name, why) in refused {
        let (status, body) =
            post_to_match(addr, &id, "seats/0/join", None, json!({"name": name})).await;
        assert_eq!(status, 400, "{name:?}: {body}");
        let message = body["error"]["message"].as_str().unwrap_or("");
        assert!(message.contains(why), "{name:?}: {message}");
    }
    let (status, body) = post_to_match(
        addr,
        &id,
        "seats/0/join",
        None,
        json!({"name": "x".repeat(10_000)}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("1 to 40 characters")),
        "{body}"
    );
    // 40 "é" written as e + combining accent are 80 code points but 40 characters
    // once normalised: accepted, and stored as NFC.
    let decomposed = "e\u{301}".repeat(40);
    let (status, body) =
        post_to_match(addr, &id, "seats/0/join", None, json!({"name": decomposed})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["match"]["seats"][0]["name"], "\u{e9}".repeat(40));
    // A joiner between visible characters (an emoji sequence) is fine.
    let family = "Bob \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
    let (status, body) =
        post_to_match(addr, &id, "seats/1/join", None, json!({"name": family})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["match"]["seats"][1]["name"], family);
}

/// Reads messages until the server closes; returns the close code, or `None` if
/// the stream just ended. Panics if it is still open after `wait`.
async fn closed_within(socket: &mut Client, wait: Duration) -> Option<CloseCode> {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match tokio::time::timeout(left, socket.next_frame()).await {
            Err(_) => panic!("still open after {wait:?}"),
            Ok(None) => return None,
            Ok(Some(Message::Close(frame))) => return frame.map(|f| f.code),
            Ok(Some(_)) => continue,
        }
    }
}

#[tokio::test]
async fn a_connection_that_never_sends_hello_is_told_and_closed() {
    let limits = Limits {
        hello_timeout: Duration::from_millis(300),
        ..Limits::default()
    };
    let (addr, _) = spawn_with(Store::in_memory().expect("store"), limits).await;
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    let mut silent = Client::connect(addr, &id).await;
    let error = silent.next().await;
    assert_eq!(error["type"], "error");
    assert_eq!(error["kind"], "hello_required", "{error}");
    assert_eq!(
        closed_within(&mut silent, Duration::from_secs(3)).await,
        Some(CloseCode::Policy)
    );
    // One that says hello in time stays, and hears the lobby.
    let mut polite = Client::connect(addr, &id).await;
    polite.hello(None, None).await;
    polite.until("sync").await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    polite.send(json!({"type": "ping"})).await;
    polite.until("pong").await;
}

#[tokio::test]
async fn hello_with_a_since_that_is_not_a_version_is_malformed() {
    let addr = server().await;
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    let mut client = Client::connect(addr, &id).await;
    for since in [json!(-1), json!(1.5), json!("12"), json!(1e30), json!([3])] {
        client
            .send(json!({"type": "hello", "token": null, "since": since, "ref": 9}))
            .await;
        let error = client.next().await;
        assert_eq!(
            (
                error["type"].as_str(),
                error["kind"].as_str(),
                error["ref"].as_i64()
            ),
            (Some("error"), Some("malformed"), Some(9)),
            "since {since}: {error}"
        );
    }
    // A whole number, or null, is a hello.
    client
        .send(json!({"type": "hello", "token": null, "since": 0}))
        .await;
    assert_eq!(client.next().await["type"], "welcome");
    assert_eq!(client.next().await["type"], "sync");
}

#[tokio::test]
async fn a_frame_refused_for_its_size_still_spends_a_rate_token() {
    let addr = server().await;
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    let mut client = Client::connect(addr, &id).await;
    client.hello(None, None).await;
    client.until("sync").await;
    let big = "x".repeat(20_000);
    for _ in 0..60 {
        client.send_raw(Message::Text(big.clone().into())).await;
    }
    let mut kinds = Vec::new();
    while let Some(m) = client.next_within(Duration::from_millis(500)).await {
        kinds.push(m["kind"].as_str().unwrap_or("").to_owned());
    }
    assert!(kinds.iter().any(|k| k == "too_large"), "{kinds:?}");
    assert!(
        kinds.iter().any(|k| k == "rate_limited"),
        "60 oversized frames at once exceed the bucket of 40: {kinds:?}"
    );
}

#[tokio::test]
async fn a_websocket_peer_that_never_answers_pings_is_closed() {
    let limits = Limits {
        ws_ping_interval: Duration::from_millis(200),
        ws_dead_after: Duration::from_millis(800),
        ..Limits::default()
    };
    let (addr, _) = spawn_with(Store::in_memory().expect("store"), limits).await;
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    // A raw client: the WebSocket handshake, one masked hello, then silence (it
    // never reads, so it never answers a ping).
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let handshake = format!(
        "GET /ws/matches/{id} HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    stream.write_all(handshake.as_bytes()).await.expect("write");
    let hello = br#"{"type":"hello","token":null,"since":null}"#;
    let mut frame = vec![0x81, 0x80 | hello.len() as u8, 0, 0, 0, 0];
    frame.extend_from_slice(hello);
    stream.write_all(&frame).await.expect("write");
    let started = std::time::Instant::now();
    // The server closes it: reading to the end finishes, after the 101, the
    // welcome, pings and a close frame.
    let mut received = Vec::new();
    let read = tokio::time::timeout(
        Duration::from_secs(5),
        tokio::io::AsyncReadExt::read_to_end(&mut stream, &mut received),
    )
    .await;
    assert!(read.is_ok(), "still open after 5 s");
    let elapsed = started.elapsed();
    assert!(
        elapsed >= Duration::from_millis(700),
        "closed too early: {elapsed:?}"
    );
    let text = String::from_utf8_lossy(&received);
    assert!(text.starts_with("HTTP/1.1 101"), "{text:.200}");
    assert!(text.contains("\"welcome\""), "{text:.400}");
    assert!(received.contains(&0x89), "a ping was sent");
    assert!(
        received.windows(2).any(|w| w[0] == 0x88),
        "a close frame was sent"
    );

    // A client that reads (and so answers pings) stays past the dead-peer time.
    let mut live = Client::connect(addr, &id).await;
    live.hello(None, None).await;
    live.until("sync").await;
    // (The chat's history follows the sync.)
    live.until("chat").await;
    assert!(
        live.next_within(Duration::from_millis(1500))
            .await
            .is_none(),
        "nothing but pings"
    );
    live.send(json!({"type": "ping"})).await;
    live.until("pong").await;
}

#[tokio::test]
async fn connections_beyond_the_cap_get_a_json_503_busy() {
    let limits = Limits {
        max_connections: 8,
        ..Limits::default()
    };
    let (addr, _) = spawn_with(Store::in_memory().expect("store"), limits).await;
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    // Eight WebSockets hold every place.
    let mut held = Vec::new();
    for _ in 0..8 {
        let mut client = Client::connect(addr, &id).await;
        client.hello(None, None).await;
        held.push(client);
    }
    let answer = raw_exchange(addr, b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n").await;
    assert_json_error(&answer, 503, "busy");
    assert!(parse_raw(&answer).1.contains("retry-after: 1"), "{answer}");
    // A place freed is a place for the next client.
    held.pop().expect("a client").close().await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    loop {
        let answer = raw_exchange(
            addr,
            b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        )
        .await;
        if parse_raw(&answer).0 == 200 {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "{answer:.300}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn every_registered_game_serves_its_table() {
    let addr = server().await;
    for id in sleuth_games::registry().ids() {
        let answer = get_text(addr, &format!("/static/games/{id}/table.js")).await;
        assert_eq!(answer.status, 200, "{id}: {}", answer.text());
        assert!(
            answer.content_type.starts_with("text/javascript"),
            "{id}: {}",
            answer.content_type
        );
        assert!(answer.text().contains("export"), "{id}: an ES module");
    }
    for path in [
        "/static/games/chess/table.js",
        "/static/games/lady-alice/nothing.js",
    ] {
        let answer = get_text(addr, path).await;
        assert_eq!(answer.status, 404, "{path}");
        assert_eq!(answer.json()["error"]["kind"], "not_found", "{path}");
    }
}

#[tokio::test]
async fn a_match_under_an_unsupported_rules_version_is_listed_unavailable_and_kept() {
    let dir = std::env::temp_dir().join(format!("sleuth-unavailable-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("sleuth.sqlite");
    let store = Store::open(&path).expect("store");
    store
        .create_match(sleuth_server::store::NewMatch {
            id: "m-old0000001".to_owned(),
            game: "lady-alice".to_owned(),
            rules_version: 999,
            config: json!({"players": 3}),
            seed: 7,
            host_token_hash: "0000".to_owned(),
            created_at: 1_700_000_000,
            seats: 3,
            options: serde_json::Value::Null,
        })
        .await
        .expect("stored");
    let current = sleuth_games::registry()
        .get("lady-alice")
        .expect("lady alice")
        .info()
        .rules_version;
    for restart in 0..2 {
        let (addr, app) = spawn_with(Store::open(&path).expect("store"), Limits::default()).await;
        let (status, listed) = get(addr, "/api/matches").await;
        assert_eq!(status, 200);
        let unavailable = &listed["unavailable"];
        assert_eq!(
            unavailable[0]["id"], "m-old0000001",
            "restart {restart}: {listed}"
        );
        assert_eq!(unavailable[0]["rules_version"], 999);
        let reason = unavailable[0]["reason"].as_str().unwrap_or("");
        assert!(
            reason.contains("999") && reason.contains(&format!("rules version {current}")),
            "both versions named: {reason}"
        );
        let (status, body) = get(addr, "/api/matches/m-old0000001").await;
        assert_eq!(status, 409, "{body}");
        assert_eq!(body["error"]["kind"], "conflict");
        assert!(
            body["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains(reason)),
            "{body}"
        );
        // The row is untouched.
        let stored = app.store.load_all().await.expect("load");
        assert!(
            stored
                .iter()
                .any(|m| m.id == "m-old0000001" && m.rules_version == 999)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The lobby's config route and the config check answer the documented JSON
/// errors: a body that is not JSON or lacks `config`, no token or a wrong one, an
/// unknown match or game, and a body not sent as JSON.
#[tokio::test]
async fn the_config_routes_refuse_bad_requests_with_json_errors() {
    let addr = server().await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let path = format!("/api/matches/{id}/config");
    let auth = format!("Bearer {host}");
    let json_headers = [
        ("content-type", "application/json"),
        ("authorization", auth.as_str()),
    ];
    for (body, status, kind) in [
        (&b"{not json"[..], 400, "bad_request"),
        (&br#"{"players": 3}"#[..], 400, "bad_request"),
        (
            &br#"{"config": {"players": "three"}}"#[..],
            400,
            "bad_request",
        ),
        (&br#"{"config": {"players": 4}}"#[..], 400, "bad_request"),
    ] {
        let answer = request(addr, "POST", &path, &json_headers, Some(body.to_vec())).await;
        assert_eq!(answer.status, status, "{}", answer.text());
        assert_eq!(answer.json()["error"]["kind"], kind, "{}", answer.text());
    }
    let config = br#"{"config": {"players": 3}}"#.to_vec();
    let json_only = [("content-type", "application/json")];
    let wrong_host = [
        ("content-type", "application/json"),
        ("authorization", "Bearer not-the-host"),
    ];
    let not_json = [
        ("content-type", "text/plain"),
        ("authorization", auth.as_str()),
    ];
    // No token, a wrong one, a body not sent as JSON, an unknown match; then the
    // host's own request.
    for (path, headers, status) in [
        (path.as_str(), &json_only[..], 401),
        (&path, &wrong_host, 401),
        (&path, &not_json, 415),
        ("/api/matches/m-nothing/config", &json_headers, 404),
        (&path, &json_headers, 200),
    ] {
        let answer = request(addr, "POST", path, headers, Some(config.clone())).await;
        assert_eq!(answer.status, status, "{path}: {}", answer.text());
    }
    let check = request(
        addr,
        "POST",
        "/api/games/lady-alice/check-config",
        &[("content-type", "application/json")],
        Some(b"[1, 2".to_vec()),
    )
    .await;
    assert_eq!(check.status, 400, "{}", check.text());
    assert_eq!(check.json()["error"]["kind"], "bad_request");
}
