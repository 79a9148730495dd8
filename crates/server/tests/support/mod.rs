//! What the server's tests share: the server in this process on a free port (on
//! the tests' store or a given one), a POST to a match's route, and raw HTTP
//! exchanges. The test clients live in `sleuth_server::client`; tests import them
//! from here.
#![allow(unused_imports, dead_code)]

pub mod push;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

pub use sleuth_server::client::*;
use sleuth_server::{App, Limits, Server, Store};

/// Loads `app`'s matches and serves it in this process on a free port with
/// `limits`, as `sleuth serve` does (the same accept loop); returns the address.
/// For tests that set one of the app's hooks before it loads.
pub async fn serve_app(app: &Arc<App>, limits: Limits) -> SocketAddr {
    app.load().await.expect("load");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let server = Server {
        app: Arc::clone(app),
        static_dir: None,
        limits,
    };
    tokio::spawn(sleuth_server::serve_on(listener, server));
    addr
}

/// A new app with every registered game on `store`, bots answering at once.
pub fn app_on(store: Store) -> Arc<App> {
    App::new(sleuth_games::registry(), store, Duration::ZERO)
}

/// Serves `store` in this process on a free port with `limits` (see
/// `serve_app`); returns the address and the app.
pub async fn spawn_with(store: Store, limits: Limits) -> (SocketAddr, Arc<App>) {
    let app = app_on(store);
    (serve_app(&app, limits).await, app)
}

/// Serves `store` with the default limits; returns the address.
pub async fn spawn(store: Store) -> SocketAddr {
    spawn_with(store, Limits::default()).await.0
}

/// Serves the tests' store (in memory, or PostgreSQL when the environment asks
/// for it: `pg_harness::store_for_tests`) with the default limits.
pub async fn server() -> SocketAddr {
    spawn(sleuth_server::pg_harness::store_for_tests().await).await
}

/// POSTs `body` with `token` to `/api/matches/{id}/{route}` (`seats/1/join`,
/// `start`, ...); returns (status, JSON body).
pub async fn post_to_match(
    addr: SocketAddr,
    id: &str,
    route: &str,
    token: Option<&str>,
    body: Value,
) -> (u16, Value) {
    post(addr, &format!("/api/matches/{id}/{route}"), token, body).await
}

/// Sends `bytes` on a fresh connection and reads the answer until the server
/// closes it (or 5 s pass): for requests no well-behaved client would send.
pub async fn raw_exchange(addr: SocketAddr, bytes: &[u8]) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    // The server may answer and close before reading everything: ignore write errors.
    let _ = stream.write_all(bytes).await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer)).await;
    String::from_utf8_lossy(&answer).into_owned()
}

/// Splits a raw HTTP/1.1 answer into (status, lower-case head, body).
pub fn parse_raw(answer: &str) -> (u16, String, String) {
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((answer, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, head.to_ascii_lowercase(), body.to_owned())
}

/// Creates an account `name` (its password is "NAME's password") as a browser
/// does; returns its session cookie pair.
pub async fn sign_up(addr: SocketAddr, name: &str) -> String {
    let body = serde_json::json!({"name": name, "password": format!("{name}'s password")});
    let answer = with_cookie(addr, "POST", "/api/accounts", None, Some(body)).await;
    assert_eq!(answer.status, 201, "{}", answer.text());
    cookie_pair(&answer.set_cookie.expect("a session cookie"))
}

/// Seats the account behind `cookie` at `seat` of match `id`; returns the
/// seat's token.
pub async fn join_as_account(addr: SocketAddr, id: &str, seat: u8, cookie: &str) -> String {
    let path = format!("/api/matches/{id}/seats/{seat}/join");
    let joined = with_cookie(
        addr,
        "POST",
        &path,
        Some(cookie),
        Some(serde_json::json!({})),
    )
    .await;
    assert_eq!(joined.status, 200, "{}", joined.text());
    joined.json()["token"].as_str().expect("a token").to_owned()
}

/// Two nodes of one site, each serving the tests' store with the default
/// limits: with `SLEUTH_TEST_STORE=postgres`, two apps on one fresh PostgreSQL
/// database, as two `sleuth serve` processes would be; otherwise (SQLite, one
/// node by design) one app listening on two ports. Returns each node's address
/// and app.
pub async fn two_nodes_on_one_store() -> [(SocketAddr, Arc<App>); 2] {
    if std::env::var("SLEUTH_TEST_STORE").as_deref() == Ok("postgres") {
        use sleuth_server::pg_harness::TestPostgres;
        static SERVER: std::sync::OnceLock<TestPostgres> = std::sync::OnceLock::new();
        let server = SERVER.get_or_init(|| {
            TestPostgres::start().unwrap_or_else(|err| panic!("SLEUTH_TEST_STORE=postgres: {err}"))
        });
        let url = server
            .fresh_database()
            .await
            .unwrap_or_else(|err| panic!("a test database: {err}"));
        let mut nodes = Vec::new();
        for _ in 0..2 {
            let store = Store::connect_postgres(&url)
                .await
                .unwrap_or_else(|err| panic!("the PostgreSQL store: {err}"));
            nodes.push(spawn_with(store, Limits::default()).await);
        }
        let second = nodes.pop().expect("two nodes");
        [nodes.pop().expect("two nodes"), second]
    } else {
        let store = Store::in_memory().expect("an in-memory store");
        let (first, app) = spawn_with(store, Limits::default()).await;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let second = listener.local_addr().expect("addr");
        let server = Server {
            app: Arc::clone(&app),
            static_dir: None,
            limits: Limits::default(),
        };
        tokio::spawn(sleuth_server::serve_on(listener, server));
        [(first, Arc::clone(&app)), (second, app)]
    }
}

/// A message the server sent as `{"id", "args"}` (a refusal, a problem, a
/// place), as core's `Explanation`.
pub fn explanation_of(message: &Value) -> sleuth_core::Explanation {
    sleuth_core::Explanation {
        id: message["id"].as_str().expect("an id").to_owned(),
        args: match &message["args"] {
            Value::Null => Default::default(),
            args => serde_json::from_value(args.clone()).expect("numbers and texts"),
        },
    }
}

/// The text, in `language`, of a message the server sent as `{"id", "args"}`.
pub fn said(language: &str, message: &Value) -> String {
    sleuth_i18n::catalogue(language).explain(&explanation_of(message))
}
