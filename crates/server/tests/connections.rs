//! The accept loop's cap per client address and a node's graceful shutdown,
//! over real sockets: one address cannot take every connection place; a node
//! that stops closes its WebSockets with the documented restart code, stops
//! accepting, lets its serve loop return, and keeps every action it
//! acknowledged.

mod support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_server::Limits;
use sleuth_server::pg_harness::store_for_tests;
use sleuth_server::shutdown::{CLOSE_RESTARTING, CLOSE_RESTARTING_REASON};
use support::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

/// `GET /healthz` on a new connection from `from` (a loopback address);
/// returns the raw answer.
async fn health_from(from: &str, addr: SocketAddr) -> String {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind(format!("{from}:0").parse().expect("an address"))
        .expect("bind the client side");
    let mut stream = socket.connect(addr).await.expect("connect");
    let _ = stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer)).await;
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test]
async fn one_address_cannot_hold_every_connection_place() {
    let limits = Limits {
        max_connections: 50,
        max_connections_per_address: 4,
        cap_loopback: true,
        ..Limits::default()
    };
    let (addr, _app) = spawn_with(store_for_tests().await, limits).await;
    // Four idle connections from 127.0.0.1 take that address's places (the
    // server accepts connections in the order they arrived).
    let mut idle = Vec::new();
    for _ in 0..4 {
        idle.push(tokio::net::TcpStream::connect(addr).await.expect("connect"));
    }
    let answer = health_from("127.0.0.1", addr).await;
    let (status, _, body) = parse_raw(&answer);
    assert_eq!(status, 503, "{answer}");
    let body: Value = serde_json::from_str(&body).expect("a JSON body");
    assert_eq!(body["error"]["kind"], "busy");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("your address holds its limit of 4")),
        "{body}"
    );
    // Another address is served at once.
    let (status, _, _) = parse_raw(&health_from("127.0.0.2", addr).await);
    assert_eq!(status, 200, "another address was kept waiting");
    // An idle connection ends: its address's place comes back.
    drop(idle.pop());
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let (status, _, _) = parse_raw(&health_from("127.0.0.1", addr).await);
        if status == 200 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the place of a closed connection never came back"
        );
        tokio::task::yield_now().await;
    }
}

#[tokio::test]
async fn loopback_is_not_capped_unless_asked() {
    // A proxy on this machine carries everyone's connections from 127.0.0.1.
    let limits = Limits {
        max_connections_per_address: 2,
        ..Limits::default()
    };
    let (addr, _app) = spawn_with(store_for_tests().await, limits).await;
    let mut idle = Vec::new();
    for _ in 0..4 {
        idle.push(tokio::net::TcpStream::connect(addr).await.expect("connect"));
    }
    let (status, _, _) = parse_raw(&health_from("127.0.0.1", addr).await);
    assert_eq!(status, 200);
}

/// Reads frames until the close frame; returns its (code, reason).
async fn close_frame(client: &mut Client) -> (u16, String) {
    let deadline = Duration::from_secs(10);
    loop {
        match tokio::time::timeout(deadline, client.next_frame()).await {
            Ok(Some(Message::Close(Some(frame)))) => {
                return (u16::from(frame.code), frame.reason.to_string());
            }
            Ok(Some(_)) => continue,
            Ok(None) => panic!("the connection ended without a close frame"),
            Err(_) => panic!("no close frame within {deadline:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_node_closes_sockets_with_the_restart_code_and_keeps_what_it_acknowledged() {
    let app = app_on(store_for_tests().await);
    app.load().await.expect("load");
    // Ada (seat 0) moves first: the bots cannot end the game before her turn.
    *app.seed_filter.lock().expect("filter") =
        Some(|game| game.to_move().contains(sleuth_core::Seat(0)));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let serving = tokio::spawn(sleuth_server::serve_on(
        listener,
        sleuth_server::Server {
            app: std::sync::Arc::clone(&app),
            static_dir: None,
            limits: Limits::default(),
        },
    ));

    // A Lady Alice table: Ada in seat 0, bots elsewhere, and a spectator.
    let (id, host) = create(addr, "lady-alice", json!({"players": 4})).await;
    let token = join(addr, &id, 0, "Ada").await;
    for seat in 1..4 {
        bot(addr, &id, seat, &host, "baseline").await;
    }
    start(addr, &id, &host).await;
    let mut ada = Client::connect(addr, &id).await;
    ada.hello(Some(&token), None).await;
    let mut watcher = Client::connect(addr, &id).await;
    watcher.hello(None, None).await;

    // Ada plays until she has an acknowledged action (the pong after an act
    // answers it), then the node is asked to stop.
    let mut rng = sleuth_core::SleuthRng::from_seed(7);
    let mut acknowledged: Vec<Value> = Vec::new();
    let mut version = 0;
    while acknowledged.is_empty() {
        let message = ada.next().await;
        if !matches!(message["type"].as_str(), Some("sync" | "update")) {
            continue;
        }
        version = message["version"].as_u64().unwrap_or(version);
        if message["to_move"]
            .as_array()
            .is_some_and(|m| m.iter().any(|s| s == 0))
            && message["view"].is_object()
        {
            let action = lady_alice_move(&message["view"], &mut rng);
            ada.send(json!({"type": "act", "action": action.clone(), "ref": 1}))
                .await;
            ada.send(json!({"type": "ping"})).await;
            loop {
                let answer = ada.next().await;
                match answer["type"].as_str() {
                    Some("pong") => {
                        acknowledged.push(action);
                        break;
                    }
                    Some("error") => break,
                    _ => {}
                }
            }
        }
    }
    app.shutdown.begin();

    for client in [&mut ada, &mut watcher] {
        let (code, reason) = close_frame(client).await;
        assert_eq!(code, CLOSE_RESTARTING);
        assert_eq!(
            code, 1012,
            "the documented code is RFC 6455's Service Restart"
        );
        assert_eq!(reason, CLOSE_RESTARTING_REASON);
    }
    tokio::time::timeout(Duration::from_secs(15), serving)
        .await
        .expect("the serve loop returns once drained")
        .expect("no panic");
    assert!(
        tokio::net::TcpStream::connect(addr).await.is_err(),
        "a stopped node still accepts connections"
    );
    // Everything the node played is in the store.
    let handle = app.get(&id).await.expect("the match");
    let stopped_at = handle.live.lock().await.version();
    assert!(stopped_at > version, "Ada's action is in memory");
    // What the node acknowledged is in the store.
    let stored = app
        .store
        .load_match(&id, 0)
        .await
        .expect("the store answers")
        .expect("the match is stored");
    for action in &acknowledged {
        assert!(
            stored
                .actions
                .iter()
                .any(|(seat, a)| seat.0 == 0 && a == action),
            "{action} was acknowledged but is not stored"
        );
    }
    assert_eq!(stored.actions.len() as u64, stopped_at);
}
