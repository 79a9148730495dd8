//! One WebSocket session: authenticates a seat with `hello`, sends that viewer's
//! view and the events of its audience with version numbers, accepts `act`, and
//! answers bad input with an `error` message while staying open. Messages are
//! limited in size (16 KiB answered with an error, 1 MiB closes) and rate (a token
//! bucket of 40, refilled at 20 per second; every frame spends a token, even one
//! refused for its size). The server pings every `Limits::ws_ping_interval` and
//! closes a connection from which nothing arrived for `Limits::ws_dead_after`, and
//! one that has not sent `hello` within `Limits::hello_timeout`. A spectator that
//! has a view is handed to the match's writer (`fanout`), which sends it the
//! published updates; the session takes it back before sending a state message
//! of its own.

use std::time::Instant;

use axum::Extension;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use sleuth_core::{Seat, Viewer};
use tokio::sync::broadcast::error::RecvError;
use tracing::Instrument;

use crate::Server;
use crate::fanout::{self, Outbox};
use crate::live::{ApiError, LiveMatch, MatchHandle, Notice, Status, chat_json};
use crate::net::ConnectionPermit;

/// A frame to send: JSON built for this connection alone, or a state message
/// serialised once and shared by every connection that needs the same one.
enum Out {
    Json(Value),
    Shared(Utf8Bytes),
}

/// The next new version, or never while the match's writer serves this connection.
async fn next_update(
    updates: &mut Option<tokio::sync::broadcast::Receiver<()>>,
) -> Result<(), RecvError> {
    match updates {
        Some(updates) => updates.recv().await,
        None => std::future::pending().await,
    }
}

fn json_frames(messages: Vec<Value>) -> Vec<Out> {
    messages.into_iter().map(Out::Json).collect()
}

pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;
pub const MAX_FRAME_BYTES: usize = 1024 * 1024;
/// Bytes read from a socket at a time; longer messages are read in several steps.
pub const READ_BUFFER_BYTES: usize = 4 * 1024;
const BUCKET_CAPACITY: f64 = 40.0;
const BUCKET_REFILL_PER_SEC: f64 = 20.0;
/// Chat messages one connection may send in a burst, and how fast the
/// allowance comes back: 5 per 10 seconds.
const CHAT_BUCKET_CAPACITY: f64 = 5.0;
const CHAT_REFILL_PER_SEC: f64 = 0.5;
/// Chat messages sent with `hello` (the most recent ones).
pub const CHAT_HISTORY_SENT: usize = 100;

pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(server): State<Server>,
    Path(id): Path<String>,
    permit: Option<Extension<ConnectionPermit>>,
    headers: axum::http::HeaderMap,
) -> Response {
    let handle = match server.app.get(&id).await {
        Ok(handle) => handle,
        Err(err) => return err.into_response(),
    };
    // A logged-in browser's account: `hello` without a token seats it at the seat
    // its account holds in this match.
    let account = match crate::players::session(&server.app, &headers).await {
        Ok(session) => session.map(|(account, _)| account.id),
        Err(err) => return err.into_response(),
    };
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        // tungstenite's defaults (128 KiB each) cost every socket that much memory
        // and zeroed a 128 KiB buffer on every read: the load profile's top item.
        .read_buffer_size(READ_BUFFER_BYTES)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            // The connection keeps its place under `max_connections` while it lives.
            let _permit = permit;
            let _open = crate::metrics::OpenGuard::websocket();
            let mut session = Session::new(server);
            session.account = account;
            // Every line logged about this connection names its match and,
            // after `hello`, its seat.
            let span = tracing::info_span!("socket", match_id = %id, seat = tracing::field::Empty);
            session.run(handle, socket).instrument(span).await
        })
}

struct Session {
    server: Server,
    viewer: Viewer,
    seat: Option<Seat>,
    /// The hash of the token that authorized `seat`: if the seat is given up and
    /// refilled, this connection falls back to a spectator.
    token_hash: Option<String>,
    /// The last version this connection was sent; `None` before `hello`.
    seen: Option<u64>,
    /// Whether this connection has been sent a view since the match started.
    has_view: bool,
    /// Every frame spends one (see the module doc).
    frames: TokenBucket,
    /// A spectator's display name from `hello`, needed to chat.
    spectator_name: Option<String>,
    /// Chat messages of the match this connection has been sent.
    chat_seen: usize,
    /// Every chat message spends one.
    chats: TokenBucket,
    /// Set when this connection's `act` was accepted: its update is sent next.
    acted: bool,
    /// The account of the connection's session cookie, if logged in.
    account: Option<String>,
    /// Held while this connection watches as a spectator after its `hello`:
    /// counted in its match's `spectators_here`.
    spectator_mark: Option<SpectatorMark>,
}

/// One spectator connection in its match's `MatchHandle::spectators_here`,
/// counted while the mark lives (a session that takes a seat, leaves, or ends in
/// any way drops it).
#[derive(Debug)]
struct SpectatorMark {
    counter: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

impl SpectatorMark {
    fn new(handle: &MatchHandle) -> Self {
        handle
            .spectators_here
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        SpectatorMark {
            counter: std::sync::Arc::clone(&handle.spectators_here),
        }
    }
}

impl Drop for SpectatorMark {
    fn drop(&mut self) {
        self.counter
            .fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// A token bucket: `capacity` tokens at most, `refill_per_sec` come back each
/// second; each message takes one.
#[derive(Debug)]
pub(crate) struct TokenBucket {
    tokens: f64,
    capacity: f64,
    refill_per_sec: f64,
    refilled: Instant,
}

impl TokenBucket {
    pub(crate) fn full(capacity: f64, refill_per_sec: f64) -> Self {
        TokenBucket {
            tokens: capacity,
            capacity,
            refill_per_sec,
            refilled: Instant::now(),
        }
    }

    fn refill(&mut self) {
        let now = Instant::now();
        let elapsed = now.duration_since(self.refilled).as_secs_f64();
        self.refilled = now;
        self.tokens = (self.tokens + elapsed * self.refill_per_sec).min(self.capacity);
    }

    /// Takes a token if one is left.
    pub(crate) fn take(&mut self) -> bool {
        self.refill();
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// An `ApiError` as an `error` message: `kind` and the English `message`, and
/// `id` and `args` when the refusal has a catalogue message.
fn api_error(err: &ApiError, reference: Option<&Value>) -> Value {
    let mut e = err.payload();
    e["type"] = Value::from("error");
    if let Some(r) = reference {
        e["ref"] = r.clone();
    }
    e
}

/// A refusal said by the catalogue (`ApiError::refusal`) as an `error` message.
fn refusal(
    kind: &'static str,
    id: &'static str,
    args: Vec<(&'static str, sleuth_core::MessageArg)>,
    reference: Option<&Value>,
) -> Value {
    api_error(&ApiError::refusal(kind, id, args), reference)
}

impl Session {
    fn new(server: Server) -> Self {
        Session {
            server,
            viewer: Viewer::Spectator,
            seat: None,
            token_hash: None,
            seen: None,
            has_view: false,
            frames: TokenBucket::full(BUCKET_CAPACITY, BUCKET_REFILL_PER_SEC),
            spectator_name: None,
            chat_seen: 0,
            chats: TokenBucket::full(CHAT_BUCKET_CAPACITY, CHAT_REFILL_PER_SEC),
            acted: false,
            account: None,
            spectator_mark: None,
        }
    }

    /// The chat messages this connection has not been sent yet, as one message.
    async fn chat_news(&mut self, handle: &MatchHandle) -> Vec<Out> {
        if self.seen.is_none() {
            return Vec::new();
        }
        let live = handle.live.lock().await;
        self.chat_news_in(&live)
    }

    /// `chat_news` with the match's lock held.
    fn chat_news_in(&mut self, live: &LiveMatch) -> Vec<Out> {
        if self.seen.is_none() {
            return Vec::new();
        }
        let Some(chat) = live.chat.as_ref() else {
            return Vec::new();
        };
        if chat.len() <= self.chat_seen {
            return Vec::new();
        }
        let messages: Vec<Value> = chat[self.chat_seen..].iter().map(chat_json).collect();
        self.chat_seen = chat.len();
        vec![Out::Json(
            json!({"type": "chat", "history": false, "messages": messages}),
        )]
    }

    async fn chat(&mut self, handle: &MatchHandle, message: &Value) -> Vec<Value> {
        let reference = message.get("ref");
        if self.seen.is_none() {
            return vec![refusal(
                "hello_required",
                "errors-server-hello-before-chat",
                Vec::new(),
                reference,
            )];
        }
        if !self.chats.take() {
            return vec![refusal(
                "rate_limited",
                "errors-server-chat-rate-limited",
                Vec::new(),
                reference,
            )];
        }
        let Some(raw) = message.get("text").and_then(Value::as_str) else {
            return vec![refusal(
                "malformed",
                "errors-live-chat-needs-text",
                Vec::new(),
                reference,
            )];
        };
        let text = match crate::names::chat_text(raw) {
            Ok(text) => text,
            Err(sentence) => {
                // `chat_text` answers a sentence; the same check gives its message.
                let mut refused = ApiError::new("invalid_text", sentence);
                if let Err(err) = sleuth_core::text::checked_text(
                    raw,
                    "a chat message",
                    crate::names::MAX_CHAT_CHARS,
                ) {
                    refused = refused.explained(sleuth_core::Explain::explanation(&err));
                }
                return vec![api_error(&refused, reference)];
            }
        };
        let mut out = self.check_seat(handle).await;
        let mut live = handle.live.lock().await;
        let name = match self.seat {
            Some(seat) => match live.seats.get(seat.index()) {
                Some(crate::store::SeatRow::Human { name, .. }) => name.clone(),
                _ => crate::live::seat_words(seat.index()),
            },
            None => match &self.spectator_name {
                Some(name) => name.clone(),
                None => {
                    out.push(refusal(
                        "unauthorized",
                        "errors-server-spectator-chat-needs-name",
                        Vec::new(),
                        reference,
                    ));
                    return out;
                }
            },
        };
        let seat = self.seat.map(|s| s.0);
        if let Err(err) = self
            .server
            .app
            .post_chat(handle, &mut live, seat, name, text)
            .await
        {
            out.push(api_error(&err, reference));
        }
        out
    }

    async fn run(mut self, handle: std::sync::Arc<MatchHandle>, socket: WebSocket) {
        let (sink, mut stream) = socket.split();
        // The sending half, shared with the match's writer once this connection
        // is a spectator with a view (`fanout`).
        let outbox = Outbox::new(sink);
        let mut notices = handle.notices.subscribe();
        // New versions, while this task sends its own updates (`None` while the
        // match's writer does).
        let mut updates = Some(handle.updates.subscribe());
        let limits = self.server.limits.clone();
        let mut pings = tokio::time::interval_at(
            tokio::time::Instant::now() + limits.ws_ping_interval,
            limits.ws_ping_interval,
        );
        pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let hello_deadline = tokio::time::sleep(limits.hello_timeout);
        tokio::pin!(hello_deadline);
        let mut heard = Instant::now();
        // The frames to send; a close frame ends the session after them.
        let mut closing: Option<CloseFrame> = None;
        // When the accepted `act` whose acknowledgement is about to be sent was read.
        let mut acknowledging: Option<Instant> = None;
        // The node stopping: this connection closes after the message it is
        // handling (an act is committed and answered first).
        let shutting_down = self.server.app.shutdown.begun();
        tokio::pin!(shutting_down);
        loop {
            let outgoing: Vec<Out> = tokio::select! {
                incoming = stream.next() => {
                    heard = Instant::now();
                    self.take_back(&handle, &outbox, &mut updates).await;
                    match incoming {
                        Some(Ok(Message::Text(text))) => {
                            // Boxed: handling a message (an act's commit included)
                            // is the deepest future here, and inline it would make
                            // every idle connection's task that large.
                            let mut out = json_frames(Box::pin(self.on_text(&handle, text.as_str())).await);
                            // The actor's own update goes out at once, before this
                            // task waits its turn behind every other connection the
                            // action woke (2,000 spectators).
                            if std::mem::take(&mut self.acted) {
                                acknowledging = Some(heard);
                                out.extend(self.catch_up(&handle, "update").await);
                            }
                            out
                        }
                        Some(Ok(Message::Binary(_))) if !self.frames.take() => json_frames(vec![refusal("rate_limited", "errors-server-messages-rate-limited", Vec::new(), None)]),
                        Some(Ok(Message::Binary(_))) => json_frames(vec![refusal("malformed", "errors-live-binary-frame", Vec::new(), None)]),
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Vec::new(),
                        Some(Ok(Message::Close(_))) | None => break,
                        Some(Err(err)) => {
                            tracing::debug!("websocket closed: {err}");
                            break;
                        }
                    }
                },
                update = next_update(&mut updates) => match update {
                    Ok(()) | Err(RecvError::Lagged(_)) => self.catch_up(&handle, "update").await,
                    Err(RecvError::Closed) => break,
                },
                notice = notices.recv() => {
                    self.take_back(&handle, &outbox, &mut updates).await;
                    match notice {
                        Ok(Notice::Chat) => self.chat_news(&handle).await,
                        // Lagged: some notices were lost; resend the lobby and catch up.
                        Ok(Notice::Lobby) | Err(RecvError::Lagged(_)) if self.seen.is_some() => {
                            if let Some(out) = self.lobby_news_published(&handle) {
                                out
                            } else {
                                // One turn of the match's lock for all of it.
                                let mut live = handle.live.lock().await;
                                let mut out = json_frames(self.check_seat_in(&live));
                                out.push(Out::Shared(live.lobby_text()));
                                out.extend(self.catch_up_in(&mut live, "sync"));
                                out.extend(self.chat_news_in(&live));
                                out
                            }
                        }
                        Ok(Notice::Lobby) | Err(RecvError::Lagged(_)) => Vec::new(),
                        Err(RecvError::Closed) => break,
                    }
                },
                () = outbox.missed.notified() => {
                    // The match's writer could not serve this connection: it was
                    // busy, too far behind, or its socket failed.
                    let (broken, registered) = {
                        let state = outbox.state.lock().await;
                        (state.broken, state.registered)
                    };
                    if broken {
                        break;
                    }
                    if registered {
                        fanout::deliver(&handle, &outbox).await;
                        Vec::new()
                    } else {
                        self.take_back(&handle, &outbox, &mut updates).await;
                        self.catch_up(&handle, "update").await
                    }
                },
                _ = pings.tick() => {
                    if heard.elapsed() >= limits.ws_dead_after {
                        tracing::debug!("closing a websocket silent for {:?}", heard.elapsed());
                        closing = Some(CloseFrame {
                            code: close_code::AWAY,
                            reason: format!("nothing received for {} s, not even a pong", limits.ws_dead_after.as_secs()).into(),
                        });
                        Vec::new()
                    } else {
                        if outbox.state.lock().await.sink.send(Message::Ping(Default::default())).await.is_err() {
                            break;
                        }
                        Vec::new()
                    }
                },
                () = &mut shutting_down => {
                    closing = Some(CloseFrame {
                        code: crate::shutdown::CLOSE_RESTARTING,
                        reason: crate::shutdown::CLOSE_RESTARTING_REASON.into(),
                    });
                    Vec::new()
                },
                () = &mut hello_deadline, if self.seen.is_none() => {
                    closing = Some(CloseFrame {
                        code: close_code::POLICY,
                        reason: "no hello".into(),
                    });
                    json_frames(vec![refusal(
                        "hello_required",
                        "errors-live-hello-timeout",
                        vec![("ms", u64::try_from(limits.hello_timeout.as_millis()).unwrap_or(u64::MAX).into())],
                        None,
                    )])
                },
            };
            self.mark_spectator(&handle);
            // Sent after the match's lock is released; a shared frame is not copied.
            let mut state = outbox.state.lock().await;
            for frame in outgoing {
                let text = match frame {
                    Out::Json(message) => Utf8Bytes::from(message.to_string()),
                    Out::Shared(text) => text,
                };
                if state.sink.send(Message::Text(text)).await.is_err() {
                    drop(state);
                    self.disconnect(&handle).await;
                    return;
                }
            }
            if let Some(read) = acknowledging.take() {
                crate::metrics::observe_ack(read.elapsed());
            }
            if let Some(frame) = closing.take() {
                let _ = tokio::time::timeout(
                    std::time::Duration::from_secs(1),
                    state.sink.send(Message::Close(Some(frame))),
                )
                .await;
                drop(state);
                // The closing handshake: read until the client's own close frame
                // (a second at most). Closing with unread bytes from the client
                // would reset the connection, and a reset can destroy the close
                // frame on its way, so the client would not learn why.
                let _ = tokio::time::timeout(std::time::Duration::from_secs(1), async {
                    while let Some(Ok(message)) = stream.next().await {
                        if matches!(message, Message::Close(_)) {
                            break;
                        }
                    }
                })
                .await;
                break;
            }
            drop(state);
            // A spectator with a view is served by the match's writer from now on:
            // an action no longer wakes this task.
            if updates.is_some()
                && self.viewer == Viewer::Spectator
                && self.has_view
                && let Some(seen) = self.seen
            {
                updates = None;
                fanout::register(&handle, &outbox, seen).await;
            }
        }
        self.disconnect(&handle).await;
    }

    /// Takes this connection back from the match's writer, if it had it: this
    /// task listens for new versions again, from the version the writer reached.
    async fn take_back(
        &mut self,
        handle: &MatchHandle,
        outbox: &Outbox,
        updates: &mut Option<tokio::sync::broadcast::Receiver<()>>,
    ) {
        if updates.is_some() {
            return;
        }
        // Listening first: an update announced from here on is heard.
        *updates = Some(handle.updates.subscribe());
        self.seen = Some(fanout::unregister(outbox).await);
    }

    /// A spectator's news after a lobby notice, from what the notice published
    /// (`MatchHandle::lobby_snapshot`), without the match's lock: a lobby change
    /// (a match's start above all) wakes every connection of the match at once.
    /// `None` when this connection needs more than that: it holds a seat (to be
    /// checked), or it missed events or chat.
    fn lobby_news_published(&mut self, handle: &MatchHandle) -> Option<Vec<Out>> {
        if self.seat.is_some() {
            return None;
        }
        let snapshot = handle.lobby_snapshot()?;
        if self.seen != Some(snapshot.version)
            || snapshot.chat_len.is_some_and(|len| len > self.chat_seen)
        {
            return None;
        }
        let mut out = vec![Out::Shared(snapshot.lobby.clone())];
        if !self.has_view
            && let Some(sync) = &snapshot.spectator_sync
        {
            out.push(Out::Shared(sync.clone()));
            self.has_view = true;
        }
        Some(out)
    }

    /// Counts this connection among its match's spectators while it watches as
    /// one after its `hello` (and no longer once it holds a seat).
    fn mark_spectator(&mut self, handle: &MatchHandle) {
        let watching = self.viewer == Viewer::Spectator && self.seen.is_some();
        if watching != self.spectator_mark.is_some() {
            self.spectator_mark = watching.then(|| SpectatorMark::new(handle));
        }
    }

    /// Falls back to a spectator if this connection's seat was given up.
    async fn check_seat(&mut self, handle: &MatchHandle) -> Vec<Value> {
        if self.seat.is_none() {
            return Vec::new();
        }
        let live = handle.live.lock().await;
        self.check_seat_in(&live)
    }

    /// `check_seat` with the match's lock held.
    fn check_seat_in(&mut self, live: &LiveMatch) -> Vec<Value> {
        let (Some(seat), Some(hash)) = (self.seat, self.token_hash.as_deref()) else {
            return Vec::new();
        };
        if live.holds(seat, hash) {
            return Vec::new();
        }
        self.seat = None;
        self.token_hash = None;
        self.viewer = Viewer::Spectator;
        self.has_view = false;
        vec![refusal(
            "unauthorized",
            "errors-live-seat-given-up",
            vec![("seat", sleuth_core::MessageArg::seat(seat))],
            None,
        )]
    }

    async fn disconnect(&mut self, handle: &MatchHandle) {
        if let Some(seat) = self.seat.take() {
            let mut live = handle.live.lock().await;
            if let Some(count) = live.connected.get_mut(seat.index()) {
                *count = count.saturating_sub(1);
            }
            self.server.app.note_presence(&mut live);
            handle.announce_lobby(&mut live);
        }
    }

    /// The state message bringing this connection up to date, if it is behind.
    async fn catch_up(&mut self, handle: &MatchHandle, kind: &'static str) -> Vec<Out> {
        let Some(seen) = self.seen else {
            return Vec::new();
        };
        // A spectator takes the updates the actions published since it last heard,
        // without the match lock (a big audience never queues before an actor).
        if kind == "update"
            && self.viewer == Viewer::Spectator
            && self.has_view
            && let Some((version, texts)) = handle.spectator_updates_after(seen)
        {
            self.seen = Some(version);
            return texts.into_iter().map(Out::Shared).collect();
        }
        let mut live = handle.live.lock().await;
        self.catch_up_in(&mut live, kind)
    }

    /// The state message bringing this connection up to date, built with the
    /// match's lock held.
    fn catch_up_in(&mut self, live: &mut LiveMatch, kind: &'static str) -> Vec<Out> {
        let Some(seen) = self.seen else {
            return Vec::new();
        };
        if live.game.is_none() || (live.version() <= seen && self.has_view) {
            return Vec::new();
        }
        self.seen = Some(live.version());
        self.has_view = true;
        // Built once per audience and version, shared with every connection
        // that is equally up to date.
        let mut out = vec![Out::Shared(live.state_text(kind, self.viewer, Some(seen)))];
        // A tutorial's learner also hears where the guide stands.
        out.extend(
            self.server
                .app
                .tutorial_message(live, self.viewer)
                .map(|m| json_frames(vec![m]))
                .unwrap_or_default(),
        );
        out
    }

    async fn on_text(&mut self, handle: &std::sync::Arc<MatchHandle>, text: &str) -> Vec<Value> {
        if !self.frames.take() {
            return vec![refusal(
                "rate_limited",
                "errors-server-messages-rate-limited",
                Vec::new(),
                None,
            )];
        }
        if text.len() > MAX_MESSAGE_BYTES {
            return vec![refusal(
                "too_large",
                "errors-server-message-too-large",
                vec![
                    ("max", MAX_MESSAGE_BYTES.into()),
                    ("size", text.len().into()),
                ],
                None,
            )];
        }
        let message: Value = match serde_json::from_str(text) {
            Ok(value) => value,
            Err(err) => {
                return vec![refusal(
                    "malformed",
                    "errors-live-not-json",
                    vec![("detail", err.to_string().into())],
                    None,
                )];
            }
        };
        let reference = message.get("ref");
        let Some(kind) = message.get("type").and_then(Value::as_str) else {
            return vec![refusal(
                "malformed",
                "errors-live-no-type",
                Vec::new(),
                reference,
            )];
        };
        match kind {
            "hello" => self.hello(handle, &message).await,
            "act" => {
                let out = self.act(handle, &message).await;
                if !self.acted {
                    let refusal = out.iter().rev().find_map(|m| m["kind"].as_str());
                    crate::metrics::action_refused(refusal.unwrap_or("unknown"));
                }
                out
            }
            "chat" => self.chat(handle, &message).await,
            "rematch" => {
                let mut out = self.check_seat(handle).await;
                let Some(seat) = self.seat else {
                    out.push(refusal(
                        "unauthorized",
                        "errors-live-rematch-needs-seat",
                        Vec::new(),
                        reference,
                    ));
                    return out;
                };
                match self.server.app.rematch(handle, seat).await {
                    Ok(rematch) => {
                        let mut message = json!({
                            "type": "rematch",
                            "match": rematch.id,
                            "seat": rematch.seat.0,
                            "token": rematch.token,
                            "waits_in_lobby": rematch.waits_in_lobby,
                        });
                        if let Some(host_token) = rematch.host_token {
                            message["host_token"] = Value::String(host_token);
                        }
                        out.push(message);
                    }
                    Err(err) => out.push(api_error(&err, reference)),
                }
                out
            }
            "reclaim" => {
                let mut out = self.check_seat(handle).await;
                let Some(seat) = self.seat else {
                    out.push(refusal(
                        "unauthorized",
                        "errors-live-reclaim-needs-seat",
                        Vec::new(),
                        reference,
                    ));
                    return out;
                };
                if let Err(err) = self.server.app.reclaim(handle, seat).await {
                    out.push(api_error(&err, reference));
                }
                out
            }
            "hand_over" => {
                // A seated person hands an away person's seat to a bot (presence.rs).
                let mut out = self.check_seat(handle).await;
                if let Err(err) = self
                    .server
                    .app
                    .hand_over(handle, self.seat, message.get("seat"))
                    .await
                {
                    out.push(api_error(&err, reference));
                }
                out
            }
            "ping" => vec![json!({"type": "pong"})],
            other => vec![refusal(
                "unknown_message",
                "errors-live-unknown-message",
                vec![("type", other.into())],
                reference,
            )],
        }
    }

    /// An `act` message: the seat's action played (`self.acted` is set) or
    /// refused with an error saying why.
    async fn act(&mut self, handle: &std::sync::Arc<MatchHandle>, message: &Value) -> Vec<Value> {
        let reference = message.get("ref");
        let mut out = self.check_seat(handle).await;
        let Some(seat) = self.seat else {
            if !out.is_empty() {
                return out;
            }
            return vec![refusal(
                "unauthorized",
                "errors-server-act-needs-seat",
                Vec::new(),
                reference,
            )];
        };
        let Some(action) = message.get("action") else {
            return vec![refusal(
                "malformed",
                "errors-live-act-needs-action",
                Vec::new(),
                reference,
            )];
        };
        let mut live = handle.live.lock().await;
        if live.status == Status::Open {
            return vec![refusal(
                "not_started",
                "errors-server-not-started",
                Vec::new(),
                reference,
            )];
        }
        if live.stood_in(seat) {
            out.push(refusal(
                "stood_in",
                "errors-server-stood-in",
                Vec::new(),
                reference,
            ));
            return out;
        }
        if live.out_of_time(seat) {
            out.push(refusal(
                "time_out",
                "errors-server-time-out",
                Vec::new(),
                reference,
            ));
            return out;
        }
        match self.server.app.act(handle, &mut live, seat, action).await {
            Ok(()) => {
                let id = live.id.clone();
                drop(live);
                self.acted = true;
                self.server.app.kick_bots(&id);
                out
            }
            Err(err) => {
                out.push(api_error(&err, reference));
                out
            }
        }
    }

    async fn hello(&mut self, handle: &MatchHandle, message: &Value) -> Vec<Value> {
        let reference = message.get("ref");
        let since = match message.get("since") {
            None | Some(Value::Null) => None,
            Some(value) => match value.as_u64() {
                Some(since) => Some(since),
                None => {
                    // The largest version as text: a number argument holds at
                    // most i64::MAX.
                    return vec![refusal(
                        "malformed",
                        "errors-live-bad-since",
                        vec![
                            ("max", u64::MAX.to_string().into()),
                            ("value", value.to_string().into()),
                        ],
                        reference,
                    )];
                }
            },
        };
        // A spectator's name for the chat; a refused one is reported and the
        // hello goes on without it (the connection watches, unable to chat).
        let mut name_error = None;
        let spectator_name = match message.get("name") {
            None | Some(Value::Null) => None,
            Some(Value::String(raw)) => match crate::names::display_name(raw) {
                Ok(name) => Some(name),
                Err(err) => {
                    let refused = ApiError::new("invalid_text", err.to_string())
                        .explained(sleuth_core::Explain::explanation(&err));
                    name_error = Some(api_error(&refused, reference));
                    None
                }
            },
            Some(_) => {
                name_error = Some(refusal(
                    "malformed",
                    "errors-live-bad-name",
                    Vec::new(),
                    reference,
                ));
                None
            }
        };
        let mut live = handle.live.lock().await;
        // With several nodes, a player arriving here (perhaps from a node that died)
        // gets this node's copy brought up to date with the store first.
        if let Err(err) = self.server.app.catch_up_if_shared(handle, &mut live).await {
            tracing::warn!(match_id = %live.id, "hello: cannot catch up with the store: {err}");
        }
        let mut out: Vec<Value> = name_error.into_iter().collect();
        let seat = match message.get("token") {
            // No token: a logged-in account is seated where it holds a seat.
            None | Some(Value::Null) => self.account.as_ref().and_then(|account| {
                live.seats
                    .iter()
                    .enumerate()
                    .find_map(|(i, row)| match row {
                        crate::store::SeatRow::Human {
                            account: Some(held),
                            token_hash,
                            ..
                        } if held == account => Some((Seat(i as u8), token_hash.clone())),
                        _ => None,
                    })
            }),
            Some(Value::String(token)) => match live.seat_of_token(token) {
                Some(seat) => Some((seat, crate::live::hash_token(token))),
                None => {
                    out.push(refusal(
                        "unauthorized",
                        "errors-server-token-not-a-seat",
                        Vec::new(),
                        reference,
                    ));
                    None
                }
            },
            Some(_) => {
                out.push(refusal(
                    "unauthorized",
                    "errors-server-token-not-a-string",
                    Vec::new(),
                    reference,
                ));
                None
            }
        };
        let seat_changed = self.seat != seat.as_ref().map(|(s, _)| *s);
        if let Some(count) = self
            .seat
            .take()
            .and_then(|old| live.connected.get_mut(old.index()))
        {
            *count = count.saturating_sub(1);
        }
        if let Some(count) = seat
            .as_ref()
            .and_then(|(s, _)| live.connected.get_mut(s.index()))
        {
            *count += 1;
        }
        if seat_changed {
            self.server.app.note_presence(&mut live);
        }
        self.seat = seat.as_ref().map(|(s, _)| *s);
        if let Some(seat) = self.seat {
            tracing::Span::current().record("seat", seat.0);
        }
        tracing::debug!(seat = self.seat.map(|s| s.0), "hello");
        self.token_hash = seat.map(|(_, hash)| hash);
        self.viewer = self.seat.map_or(Viewer::Spectator, Viewer::Seat);
        out.push(json!({"type": "welcome", "seat": self.seat, "viewer": self.viewer, "match": live.summary()}));
        self.seen = Some(live.version());
        self.has_view = live.game.is_some();
        out.push(live.state_message("sync", self.viewer, since));
        out.extend(self.server.app.tutorial_message(&live, self.viewer));
        self.spectator_name = spectator_name;
        match self.server.app.chat(&mut live).await {
            Ok(chat) => {
                let first = chat.len().saturating_sub(CHAT_HISTORY_SENT);
                let messages: Vec<Value> = chat[first..].iter().map(chat_json).collect();
                self.chat_seen = chat.len();
                out.push(json!({"type": "chat", "history": true, "messages": messages}));
            }
            Err(err) => tracing::warn!(
                match_id = %live.id,
                "hello: cannot load the chat: {}",
                err.message
            ),
        }
        if seat_changed {
            handle.announce_lobby(&mut live);
        }
        drop(live);
        out
    }
}

#[cfg(test)]
mod tests {
    /// The size of the future an async fn returns.
    fn future_size<A, B, C, F: std::future::Future>(_: impl FnOnce(A, B, C) -> F) -> usize {
        std::mem::size_of::<F>()
    }

    /// Every WebSocket's task holds its session's future for as long as the
    /// connection is open (40,000 at a site's peak): what only some messages
    /// need (an act and its commit) is boxed while it runs, not inlined in it.
    #[test]
    fn a_sessions_future_stays_small() {
        let size = future_size(super::Session::run);
        eprintln!("Session::run's future: {size} bytes");
        assert!(size <= 4096, "Session::run's future is {size} bytes");
    }
}
