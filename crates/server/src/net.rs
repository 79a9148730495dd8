//! The accept loop and each connection (docs/protocol.md, "Connections"): hyper's
//! HTTP/1.1 server with a header read timeout, a cap on open connections and a
//! smaller one per client address (a JSON `503` beyond either), the documented
//! JSON body on the answers hyper writes by itself (`400`, `414`, `431` for a
//! request head it cannot read), a back-off, logged once, when the process runs
//! out of file descriptors, and the drain of a graceful shutdown (`shutdown.rs`):
//! stop accepting, close idle connections, wait for the others to end.

use std::collections::HashMap;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::Duration;

use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use serde_json::json;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

use crate::metrics::OpenGuard;
use crate::shutdown::{DRAIN_LIMIT, Shutdown};

/// The limits that keep idle or hostile peers from holding the server.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Time a client has to send a whole request head, counted from the moment the
    /// server waits for it (a new connection, or the next request on a kept-alive
    /// one); a connection that is slower is closed.
    pub header_read_timeout: Duration,
    /// Most connections (HTTP and WebSocket together) held at once; a connection
    /// beyond them gets `503 busy` and is closed.
    pub max_connections: usize,
    /// Most connections held at once from one client address, so that one
    /// address cannot hold every place; beyond it, `503 busy`. Not applied to
    /// loopback addresses (unless `cap_loopback`) nor to `trusted_proxies`;
    /// `0` turns the cap off (a proxy in front caps its clients).
    pub max_connections_per_address: usize,
    /// Reverse proxies in front of this node (besides loopback, always
    /// trusted): their connections carry many people's, so they are not
    /// capped per address; the proxy caps its clients (deploy/nginx.conf's
    /// `limit_conn`).
    pub trusted_proxies: Vec<IpAddr>,
    /// Cap loopback addresses too (tests, which connect from 127.0.0.1).
    pub cap_loopback: bool,
    /// The server pings every WebSocket this often.
    pub ws_ping_interval: Duration,
    /// A WebSocket from which nothing (not even a pong) arrived for this long is
    /// closed.
    pub ws_dead_after: Duration,
    /// A WebSocket that has not sent `hello` this long after connecting gets an
    /// error and is closed.
    pub hello_timeout: Duration,
    /// Who may read `GET /metrics`: a request bearing this token. `None` turns
    /// the route off (`404`).
    pub metrics_token: Option<crate::metrics::MetricsToken>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_read_timeout: Duration::from_secs(10),
            max_connections: 1024,
            max_connections_per_address: 64,
            trusted_proxies: Vec::new(),
            cap_loopback: false,
            ws_ping_interval: Duration::from_secs(20),
            ws_dead_after: Duration::from_secs(60),
            hello_timeout: Duration::from_secs(10),
            metrics_token: None,
        }
    }
}

/// The largest request head (request line and headers) read: beyond it, `431`.
pub const MAX_HEAD_BYTES: usize = 64 * 1024;

/// One of the `max_connections` places (and of its address's places), held by a
/// connection (and by the WebSocket session it was upgraded to) until both have
/// ended; counted in the open connections of `GET /metrics` as long.
#[derive(Clone, Debug)]
pub struct ConnectionPermit(
    #[allow(dead_code)] Arc<(OwnedSemaphorePermit, OpenGuard, Option<AddressPlace>)>,
);

/// Open connections per client address (only addresses that are capped).
#[derive(Debug, Default)]
struct PerAddress {
    open: std::sync::Mutex<HashMap<IpAddr, usize>>,
}

/// One of an address's places, given back when dropped.
#[derive(Debug)]
struct AddressPlace {
    counts: Arc<PerAddress>,
    address: IpAddr,
}

impl PerAddress {
    /// A place for `address`, unless it holds `cap` connections already.
    fn take(self: &Arc<Self>, address: IpAddr, cap: usize) -> Option<AddressPlace> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let count = open.entry(address).or_insert(0);
        if *count >= cap {
            return None;
        }
        *count += 1;
        Some(AddressPlace {
            counts: Arc::clone(self),
            address,
        })
    }
}

impl Drop for AddressPlace {
    fn drop(&mut self) {
        let mut open = self.counts.open.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(count) = open.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.address);
            }
        }
    }
}

impl Limits {
    /// Whether connections from `address` count against the per-address cap.
    fn caps(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        let exempt = (address.is_loopback() && !self.cap_loopback)
            || self.trusted_proxies.contains(&address);
        self.max_connections_per_address > 0 && !exempt
    }
}

/// Connections refused with `503` at once at most; beyond, refused without an answer.
const MAX_REFUSALS: usize = 64;

/// Accepts connections until `shutdown` begins; then stops accepting, lets
/// each connection finish (idle ones are closed, WebSocket sessions close
/// themselves) and returns once all have ended, or after [`DRAIN_LIMIT`].
pub async fn run(listener: TcpListener, router: Router, limits: Limits, shutdown: Shutdown) {
    let places = Arc::new(Semaphore::new(limits.max_connections));
    let refusals = Arc::new(Semaphore::new(MAX_REFUSALS));
    let per_address = Arc::new(PerAddress::default());
    crate::metrics::connections_limit(limits.max_connections);
    let mut backoff = Duration::ZERO;
    let mut starved = false;
    let stopping = shutdown.begun();
    tokio::pin!(stopping);
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut stopping => break,
        };
        let (stream, peer) = match accepted {
            Ok((stream, peer)) => {
                if starved {
                    tracing::info!("accepting connections again");
                    starved = false;
                }
                backoff = Duration::ZERO;
                (stream, peer)
            }
            Err(err) if is_connection_error(&err) => continue,
            Err(err) => {
                // EMFILE, ENFILE, ENOBUFS, ENOMEM: wait for connections to end
                // (the header read timeout and the dead-peer check end idle ones),
                // backing off up to a second; say so once per episode.
                backoff = (backoff * 2).clamp(Duration::from_millis(10), Duration::from_secs(1));
                if !starved {
                    tracing::warn!(
                        "cannot accept connections ({err}); {} connections open; pausing until some end",
                        limits.max_connections - places.available_permits()
                    );
                    starved = true;
                }
                tokio::time::sleep(backoff).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let address_place = if limits.caps(peer.ip()) {
            match per_address.take(peer.ip().to_canonical(), limits.max_connections_per_address) {
                Some(place) => Some(place),
                None => {
                    if let Ok(refusal) = Arc::clone(&refusals).try_acquire_owned() {
                        let message = format!(
                            "your address holds its limit of {} open connections; close some and try again",
                            limits.max_connections_per_address
                        );
                        tokio::spawn(refuse(stream, message, refusal));
                    }
                    continue;
                }
            }
        } else {
            None
        };
        match Arc::clone(&places).try_acquire_owned() {
            Ok(permit) => {
                let permit =
                    ConnectionPermit(Arc::new((permit, OpenGuard::connection(), address_place)));
                tokio::spawn(serve_connection(
                    stream,
                    router.clone(),
                    limits.clone(),
                    permit,
                    shutdown.clone(),
                ));
            }
            Err(_) => {
                if let Ok(refusal) = Arc::clone(&refusals).try_acquire_owned() {
                    let message = format!(
                        "the server holds its limit of {} connections; try again in a moment",
                        limits.max_connections
                    );
                    tokio::spawn(refuse(stream, message, refusal));
                }
            }
        }
    }
    drop(listener);
    let open = limits.max_connections - places.available_permits();
    tracing::info!("stopped accepting connections; waiting for {open} to end");
    let all_places = u32::try_from(limits.max_connections).unwrap_or(u32::MAX);
    match tokio::time::timeout(DRAIN_LIMIT, places.acquire_many(all_places)).await {
        Ok(_) => tracing::info!("every connection has ended"),
        Err(_) => tracing::warn!(
            "{} connections still open after {} s; leaving them",
            limits.max_connections - places.available_permits(),
            DRAIN_LIMIT.as_secs()
        ),
    }
}

fn is_connection_error(err: &io::Error) -> bool {
    matches!(
        err.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

async fn serve_connection(
    stream: TcpStream,
    router: Router,
    limits: Limits,
    permit: ConnectionPermit,
    shutdown: Shutdown,
) {
    let peer = stream.peer_addr().ok();
    let io = TokioIo::new(JsonErrorHeads::new(stream));
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(permit.clone());
        // The client's address, for the login limits per address.
        if let Some(peer) = peer {
            request
                .extensions_mut()
                .insert(axum::extract::ConnectInfo(peer));
        }
        router.clone().oneshot(request)
    });
    let connection = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .max_buf_size(MAX_HEAD_BYTES)
        // One buffer per write, so that `JsonErrorHeads` sees whole heads.
        .writev(false)
        .serve_connection(io, service)
        .with_upgrades();
    tokio::pin!(connection);
    let ended = tokio::select! {
        ended = connection.as_mut() => ended,
        () = shutdown.begun() => {
            // Idle: closed now; mid-request: closed after its answer.
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    if let Err(err) = ended {
        tracing::debug!("connection ended: {err}");
    }
}

/// The answer to a connection beyond `max_connections`: `503` with the JSON
/// error, then close (after reading what the client sent for a moment, so that
/// it gets the answer rather than a reset).
async fn refuse(mut stream: TcpStream, message: String, _refusal: OwnedSemaphorePermit) {
    let body = json!({"error": {
        "kind": "busy",
        "message": message,
    }})
    .to_string();
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: {}\r\nretry-after: 1\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let write = async {
        stream.write_all(answer.as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0u8; 4096];
        while stream.read(&mut sink).await? > 0 {}
        io::Result::Ok(())
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), write).await;
}

/// A connection's stream that replaces the empty-bodied answers hyper writes by
/// itself for an unreadable request head (`400`, `414`, `431`, always followed by
/// closing the connection) with the protocol's JSON error.
struct JsonErrorHeads<S> {
    inner: S,
    pending: Vec<u8>,
    written: usize,
}

impl<S> JsonErrorHeads<S> {
    fn new(inner: S) -> Self {
        JsonErrorHeads {
            inner,
            pending: Vec::new(),
            written: 0,
        }
    }
}

impl<S: AsyncWrite + Unpin> JsonErrorHeads<S> {
    fn poll_drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while self.written < self.pending.len() {
            let n =
                ready!(Pin::new(&mut self.inner).poll_write(cx, &self.pending[self.written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.written += n;
        }
        self.pending.clear();
        self.written = 0;
        Poll::Ready(Ok(()))
    }
}

/// The JSON answer replacing `head`, if it is one of hyper's own empty answers.
fn json_answer(head: &[u8]) -> Option<Vec<u8>> {
    // This sees every write of every connection, WebSocket frames included:
    // anything but a 4xx status line is passed on before the head is scanned
    // (scanning every frame for its end took 2-3% of the server's CPU under load).
    if !(head.starts_with(b"HTTP/1.1 4") || head.starts_with(b"HTTP/1.0 4")) {
        return None;
    }
    let end = head.windows(4).position(|w| w == b"\r\n\r\n")?;
    if end + 4 != head.len() {
        return None;
    }
    let text = std::str::from_utf8(&head[..end]).ok()?;
    let mut lines = text.split("\r\n");
    let status_line = lines.next()?;
    let code = status_line
        .strip_prefix("HTTP/1.1 ")
        .or_else(|| status_line.strip_prefix("HTTP/1.0 "))?
        .get(..3)?;
    let (kind, message) = match code {
        "400" => (
            "bad_request",
            "the request could not be read as HTTP/1.1".to_owned(),
        ),
        "414" => (
            "too_large",
            "the request's URL is too long (at most 8 KiB)".to_owned(),
        ),
        "431" => (
            "too_large",
            format!(
                "the request's line and headers are too large (at most {} KiB)",
                MAX_HEAD_BYTES / 1024
            ),
        ),
        _ => return None,
    };
    let headers: Vec<&str> = lines.collect();
    if !headers
        .iter()
        .any(|h| h.eq_ignore_ascii_case("content-length: 0"))
    {
        return None;
    }
    let body = json!({"error": {"kind": kind, "message": message}}).to_string();
    let mut out = format!("{status_line}\r\n");
    for header in headers {
        let name = header.split(':').next().unwrap_or("").to_ascii_lowercase();
        if name != "content-length" && name != "connection" && name != "content-type" {
            out.push_str(header);
            out.push_str("\r\n");
        }
    }
    out.push_str(&format!(
        "content-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    ));
    Some(out.into_bytes())
}

impl<S: AsyncRead + Unpin> AsyncRead for JsonErrorHeads<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for JsonErrorHeads<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        ready!(self.poll_drain(cx))?;
        if let Some(answer) = json_answer(buf) {
            self.pending = answer;
            self.written = 0;
            if let Poll::Ready(Err(err)) = self.poll_drain(cx) {
                return Poll::Ready(Err(err));
            }
            return Poll::Ready(Ok(buf.len()));
        }
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_drain(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_drain(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_empty_431_becomes_the_json_error() {
        let head = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: Mon, 23 Nov 2026 20:00:00 GMT\r\n\r\n";
        let answer = String::from_utf8(json_answer(head).expect("rewritten")).expect("utf-8");
        assert!(answer.starts_with("HTTP/1.1 431 "));
        assert!(answer.contains("content-type: application/json\r\n"));
        let body = answer.split("\r\n\r\n").nth(1).expect("a body");
        let value: serde_json::Value = serde_json::from_str(body).expect("JSON");
        assert_eq!(value["error"]["kind"], "too_large");
        // An application's answer with a body, or a 404, is left alone.
        assert!(json_answer(b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n").is_none());
        assert!(json_answer(b"HTTP/1.1 400 Bad Request\r\ncontent-length: 2\r\n\r\n{}").is_none());
        // A WebSocket frame whose text holds a blank line is not a head.
        let frame = [&[0x81u8, 0x20][..], b"{\"a\":\"\r\n\r\n\"}"].concat();
        assert!(json_answer(&frame).is_none());
        assert!(json_answer(b"HTTP/1.1 101 Switching Protocols\r\n\r\n").is_none());
    }
}
