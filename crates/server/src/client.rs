//! Clients for a real server over real sockets: a minimal HTTP/1.1 client and a
//! WebSocket client speaking docs/protocol.md. Used by the tests, the crash test
//! and `sleuth loadgen`. They panic on transport failures: they are test tools.

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// One HTTP request; returns (status, JSON body or Null).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> (u16, Value) {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let body = body.unwrap_or("");
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\n{auth}Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("write");
    // Read the head, then exactly the body: some servers keep the connection open.
    let mut raw = Vec::new();
    let mut buf = [0u8; 8192];
    let (head, mut body) = loop {
        let n = stream.read(&mut buf).await.expect("read");
        raw.extend_from_slice(&buf[..n]);
        if let Some(at) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break (
                String::from_utf8_lossy(&raw[..at]).into_owned(),
                raw[at + 4..].to_vec(),
            );
        }
        if n == 0 {
            break (String::from_utf8_lossy(&raw).into_owned(), Vec::new());
        }
    };
    let lower = head.to_ascii_lowercase();
    let length = lower
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse::<usize>().ok());
    let chunked = lower.contains("transfer-encoding: chunked");
    loop {
        let complete = match length {
            Some(length) => body.len() >= length,
            None if chunked => body.windows(5).any(|w| w == b"0\r\n\r\n"),
            None => false,
        };
        if complete {
            break;
        }
        let n = stream.read(&mut buf).await.expect("read");
        if n == 0 {
            break;
        }
        body.extend_from_slice(&buf[..n]);
    }
    let status: u16 = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let text = String::from_utf8_lossy(&body).into_owned();
    let text = if chunked { dechunk(&text) } else { text };
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, tail)) = rest.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 {
            break;
        }
        out.push_str(&tail[..n.min(tail.len())]);
        rest = tail.get(n + 2..).unwrap_or("");
    }
    out
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

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A WebSocket client that keeps every message it received.
pub struct Client {
    socket: Socket,
    pub received: Vec<Value>,
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
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws/matches/{id}"))
            .await
            .expect("ws connect");
        Client {
            socket,
            received: Vec::new(),
        }
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
        loop {
            let frame = tokio::time::timeout(wait, self.socket.next())
                .await
                .ok()??;
            match frame {
                Ok(Message::Text(text)) => {
                    let value: Value =
                        serde_json::from_str(text.as_str()).expect("server sends JSON");
                    self.received.push(value.clone());
                    return Some(value);
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
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
    use std::io::BufRead;
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
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("a first line");
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    (child, addr)
}
