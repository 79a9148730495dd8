//! Clients for a real server over real sockets: HTTP through hyper's client
//! (hyper-util's `legacy::Client`, plain HTTP/1.1, no pool) and a WebSocket client
//! speaking docs/protocol.md. Used by the tests, the crash test and `sleuth
//! loadgen`. They panic on transport failures: they are test tools.

use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Bytes;
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client as HttpClient;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// An HTTP answer: status, content type (empty if none) and body.
#[derive(Clone, Debug)]
pub struct Answer {
    pub status: u16,
    pub content_type: String,
    pub body: Vec<u8>,
    /// The `Set-Cookie` header, if any.
    pub set_cookie: Option<String>,
}

impl Answer {
    /// The body as JSON, or `Null` if it is not JSON.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// One HTTP request with the given headers and body.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<Vec<u8>>,
) -> Answer {
    let client: HttpClient<_, Full<Bytes>> = HttpClient::builder(TokioExecutor::new())
        .pool_max_idle_per_host(0)
        .build_http();
    let mut builder = hyper::Request::builder()
        .method(method)
        .uri(format!("http://{addr}{path}"));
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    let request = builder
        .body(Full::new(Bytes::from(body.unwrap_or_default())))
        .expect("a valid request");
    let response = client.request(request).await.expect("an HTTP answer");
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get(hyper::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let set_cookie = response
        .headers()
        .get(hyper::header::SET_COOKIE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let body = response
        .into_body()
        .collect()
        .await
        .expect("the whole body")
        .to_bytes()
        .to_vec();
    Answer {
        status,
        content_type,
        body,
        set_cookie,
    }
}

/// A JSON request as a client makes it: `accept: application/json`, the
/// session cookie (`cookie` is the `name=value` pair) and the bearer token when
/// given, the headers in `extra` (`accept-language`, say), and the JSON `body`
/// (with its content type) when given. Returns the whole answer. `with_cookie`
/// and `http` are this request with a cookie only or a token only.
pub async fn json_request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    token: Option<&str>,
    extra: &[(&str, &str)],
    body: Option<&str>,
) -> Answer {
    let auth = token.map(|t| format!("Bearer {t}"));
    let mut headers = vec![("accept", "application/json")];
    if body.is_some() {
        headers.push(("content-type", "application/json"));
    }
    if let Some(cookie) = cookie {
        headers.push(("cookie", cookie));
    }
    if let Some(auth) = &auth {
        headers.push(("authorization", auth));
    }
    headers.extend_from_slice(extra);
    request(
        addr,
        method,
        path,
        &headers,
        body.map(|b| b.as_bytes().to_vec()),
    )
    .await
}

/// A JSON request as a browser with a session cookie (`cookie` is the
/// `name=value` pair, or none) makes it; returns the whole answer.
pub async fn with_cookie(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<Value>,
) -> Answer {
    let body = body.map(|b| b.to_string());
    json_request(addr, method, path, cookie, None, &[], body.as_deref()).await
}

/// The `name=value` pair of a `Set-Cookie` header (what a browser sends back).
pub fn cookie_pair(set_cookie: &str) -> String {
    set_cookie
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_owned()
}

/// One HTTP request with a JSON body (if any) and a bearer token (if any);
/// returns (status, JSON body or Null).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> (u16, Value) {
    let answer = json_request(addr, method, path, None, token, &[], body).await;
    (answer.status, answer.json())
}

/// A GET whose body is not JSON (the UI's files, a game's table).
pub async fn get_text(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, &[], None).await
}

pub async fn post(addr: SocketAddr, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    http(addr, "POST", path, token, Some(&body.to_string())).await
}

pub async fn get(addr: SocketAddr, path: &str) -> (u16, Value) {
    http(addr, "GET", path, None, None).await
}

/// Creates a match; returns (id, host token).
pub async fn create(addr: SocketAddr, game: &str, config: Value) -> (String, String) {
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": game, "config": config}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    (
        body["match"]["id"].as_str().expect("id").to_owned(),
        body["host_token"].as_str().expect("token").to_owned(),
    )
}

pub async fn join(addr: SocketAddr, id: &str, seat: u8, name: &str) -> String {
    let (status, body) = post(
        addr,
        &format!("/api/matches/{id}/seats/{seat}/join"),
        None,
        json!({"name": name}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["token"].as_str().expect("token").to_owned()
}

pub async fn bot(addr: SocketAddr, id: &str, seat: u8, host: &str, bot: &str) {
    let (status, body) = post(
        addr,
        &format!("/api/matches/{id}/seats/{seat}/bot"),
        Some(host),
        json!({"bot": bot}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

pub async fn start(addr: SocketAddr, id: &str, host: &str) {
    let (status, body) = post(
        addr,
        &format!("/api/matches/{id}/start"),
        Some(host),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A WebSocket client that keeps every message it received (unless told to
/// forget them, as the load generator does).
pub struct Client {
    socket: Socket,
    pub received: Vec<Value>,
    keep_received: bool,
    /// The code of the close frame the server sent, once one arrived.
    pub close_code: Option<u16>,
}

/// The clients' socket settings: a 4 KiB read buffer (tungstenite's default of
/// 128 KiB is zeroed on every read, which made the load generator, not the
/// server, the busy party) and no Nagle delay on small frames.
pub async fn open_socket(
    request: impl tokio_tungstenite::tungstenite::client::IntoClientRequest + Unpin,
) -> Option<Socket> {
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(4 * 1024);
    tokio_tungstenite::connect_async_with_config(request, Some(config), true)
        .await
        .ok()
        .map(|(socket, _)| socket)
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("received", &self.received.len())
            .finish()
    }
}

impl Client {
    pub async fn connect(addr: SocketAddr, id: &str) -> Client {
        Client::try_connect(addr, id).await.expect("ws connect")
    }

    /// From now on, received messages are not kept in `received`.
    pub fn forget_received(&mut self) {
        self.keep_received = false;
        self.received = Vec::new();
    }

    /// Connects with a session cookie (`name=value`), as a logged-in browser does.
    pub async fn connect_with_cookie(addr: SocketAddr, id: &str, cookie: &str) -> Client {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{addr}/ws/matches/{id}")
            .into_client_request()
            .expect("a request");
        request
            .headers_mut()
            .insert("cookie", cookie.parse().expect("a header value"));
        Client {
            socket: open_socket(request).await.expect("ws connect"),
            received: Vec::new(),
            keep_received: true,
            close_code: None,
        }
    }

    /// Connects, or `None` if the server cannot be reached.
    pub async fn try_connect(addr: SocketAddr, id: &str) -> Option<Client> {
        Some(Client {
            socket: open_socket(format!("ws://{addr}/ws/matches/{id}")).await?,
            received: Vec::new(),
            keep_received: true,
            close_code: None,
        })
    }

    /// Sends, or returns `false` if the connection is gone.
    pub async fn try_send(&mut self, message: Value) -> bool {
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .is_ok()
    }

    pub async fn send(&mut self, message: Value) {
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("send");
    }

    pub async fn send_raw(&mut self, message: Message) {
        self.socket.send(message).await.expect("send");
    }

    /// The next message, or `None` after `wait`.
    pub async fn next_within(&mut self, wait: Duration) -> Option<Value> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let frame = tokio::time::timeout_at(deadline, self.socket.next())
                .await
                .ok()??;
            match frame {
                Ok(Message::Text(text)) => {
                    let value: Value =
                        serde_json::from_str(text.as_str()).expect("server sends JSON");
                    if self.keep_received {
                        self.received.push(value.clone());
                    }
                    return Some(value);
                }
                Ok(Message::Close(frame)) => {
                    self.close_code = frame.map(|f| u16::from(f.code));
                    return None;
                }
                Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    /// The next frame of any kind (pings and close frames too), or `None` when
    /// the connection ended.
    pub async fn next_frame(&mut self) -> Option<Message> {
        match self.socket.next().await {
            Some(Ok(message)) => Some(message),
            _ => None,
        }
    }

    pub async fn next(&mut self) -> Value {
        self.next_within(Duration::from_secs(10))
            .await
            .expect("a message within 10 s")
    }

    /// Reads until a message of type `kind` arrives.
    pub async fn until(&mut self, kind: &str) -> Value {
        loop {
            let message = self.next().await;
            if message["type"] == kind {
                return message;
            }
        }
    }

    /// Reads until a `sync` or `update` that carries a view (the match has started).
    pub async fn until_view(&mut self) -> Value {
        loop {
            let message = self.next().await;
            if matches!(message["type"].as_str(), Some("sync" | "update"))
                && message["view"].is_object()
            {
                return message;
            }
        }
    }

    pub async fn hello(&mut self, token: Option<&str>, since: Option<u64>) -> Value {
        self.send(json!({"type": "hello", "token": token, "since": since}))
            .await;
        self.until("welcome").await
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// Starts `BINARY serve` on a free port with its data in `data`; returns the child
/// process and the address it printed on its first line.
pub fn spawn_serve(
    binary: &std::path::Path,
    data: &std::path::Path,
    bot_delay_ms: u64,
) -> (std::process::Child, SocketAddr) {
    let mut child = std::process::Command::new(binary)
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--bot-delay-ms",
            &bot_delay_ms.to_string(),
            "--data",
        ])
        .arg(data)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("sleuth serve starts");
    let addr = serving_address(&mut child);
    (child, addr)
}

/// The address a `sleuth serve` child prints on its first line of stdout (which
/// must be piped).
pub fn serving_address(child: &mut std::process::Child) -> SocketAddr {
    use std::io::BufRead;
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("a first line");
    line.split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|a| a.trim().parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
}

/// Lady Alice's clue names by category (suspect, place, time, object), as the
/// game hands them to every browser table (`ui_assets`, served in `/api/games`).
fn lady_alice_desk() -> &'static [Vec<String>] {
    #[derive(serde::Deserialize)]
    struct Category {
        clues: Vec<String>,
    }
    static DESK: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    DESK.get_or_init(|| {
        let assets = sleuth_games::registry()
            .get("lady-alice")
            .map(|game| game.ui_assets())
            .unwrap_or_default();
        let desk: Vec<Vec<String>> =
            serde_json::from_value::<Vec<Category>>(assets["desk"].clone())
                .map(|categories| categories.into_iter().map(|c| c.clues).collect())
                .unwrap_or_default();
        assert!(
            desk.len() == 4 && desk.iter().all(|c| c.len() == 8),
            "Lady Alice's desk has 4 categories of 8 clues: {assets}"
        );
        desk
    })
}

/// A scripted Lady Alice player's move, chosen from its own view only: a random suspicion that is
/// neither the previous one nor all covered; in deductions, pass.
pub fn lady_alice_move(view: &Value, rng: &mut SleuthRng) -> Value {
    if view["phase"]["phase"] == "suspicion" {
        let covered: Vec<&str> = view["covered"]
            .as_array()
            .map(|c| c.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        loop {
            let desk = lady_alice_desk();
            let clue = |cat: usize, rng: &mut SleuthRng| desk[cat][rng.index(8)].as_str();
            let names = [clue(0, rng), clue(1, rng), clue(2, rng), clue(3, rng)];
            let clues = json!({"suspect": names[0], "place": names[1], "time": names[2], "object": names[3]});
            if names.iter().all(|n| covered.contains(n)) || view["previous_suspicion"] == clues {
                continue;
            }
            return json!({"type": "suspect", "clues": clues});
        }
    }
    json!({"type": "pass"})
}

/// Like [`lady_alice_move`], but a suspicion never names the viewer's own
/// evidence, so at three or four players it cannot name every seat's evidence
/// and end the game (about one random suspicion in 512 does at three players):
/// for tests that need the game to go on past a suspicion. At five players the
/// target is four smiles and one category holds two seats' evidence, so a
/// suspicion naming the other four can still win.
pub fn lady_alice_move_that_cannot_win(view: &Value, rng: &mut SleuthRng) -> Value {
    let mut action = lady_alice_move(view, rng);
    let Some(evidence) = view["my_evidence"].as_str() else {
        return action;
    };
    let categories = ["suspect", "place", "time", "object"];
    for (category, clues) in categories.iter().zip(lady_alice_desk()) {
        if action["clues"][category] == evidence {
            let others: Vec<&String> = clues.iter().filter(|c| *c != evidence).collect();
            let other = others[rng.index(others.len())];
            action["clues"][category] = json!(other);
            // The changed suspicion may now be the previous one or all covered.
            let covered = view["covered"].as_array().cloned().unwrap_or_default();
            let all_covered = categories
                .iter()
                .all(|c| covered.contains(&action["clues"][c]));
            if all_covered || view["previous_suspicion"] == action["clues"] {
                return lady_alice_move_that_cannot_win(view, rng);
            }
        }
    }
    action
}

/// Plays for `client` whenever it is to move, until the game ends.
pub async fn play_lady_alice_until_over(
    client: &mut Client,
    seat: u64,
    rng: &mut SleuthRng,
) -> Value {
    let mut last_act = None;
    loop {
        let message = client.next().await;
        // With bots answering at once, a scripted player can outrun the frame
        // limit (20 a second per connection): wait, and send the refused act again.
        if message["type"] == "error" && message["kind"] == "rate_limited" {
            tokio::time::sleep(Duration::from_millis(1000)).await;
            if let Some(act) = last_act.clone() {
                client.send(act).await;
            }
            continue;
        }
        if matches!(message["type"].as_str(), Some("sync" | "update")) {
            let view = &message["view"];
            if view["phase"]["phase"] == "over" {
                return message;
            }
            let mine = message["to_move"]
                .as_array()
                .is_some_and(|m| m.iter().any(|s| s == seat));
            if mine {
                let act = json!({"type": "act", "action": lady_alice_move(view, rng)});
                client.send(act.clone()).await;
                last_act = Some(act);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first suspicion of a three-player game, over many draws: never the
    /// viewer's own evidence, always one clue of each category.
    #[test]
    fn a_suspicion_that_cannot_win_never_names_the_viewers_evidence() {
        let desk = lady_alice_desk();
        let mut rng = SleuthRng::from_seed(11);
        for evidence in desk.iter().flatten() {
            let view = json!({
                "phase": {"phase": "suspicion"},
                "my_evidence": evidence,
                "covered": [],
                "previous_suspicion": null,
            });
            for _ in 0..200 {
                let action = lady_alice_move_that_cannot_win(&view, &mut rng);
                assert_eq!(action["type"], "suspect");
                for (category, clues) in ["suspect", "place", "time", "object"].iter().zip(desk) {
                    let named = action["clues"][category].as_str().expect("a clue");
                    assert!(clues.iter().any(|c| c == named), "{action}");
                    assert_ne!(named, evidence, "{action}");
                }
            }
        }
    }
}
