//! The spectators' fan-out: one writer per match sends each published
//! spectators' `update` to every spectator that is up to date, so an action wakes
//! one task instead of one per spectator, and an actor's next message is never
//! queued behind thousands of spectator tasks.
//!
//! A WebSocket's sending half lives in its [`Outbox`], shared by the connection's
//! own task (`ws::Session`) and the match's writer. A spectator's connection
//! *registers* its outbox once it has been sent a view; while registered, only
//! the writer sends it state messages (`update`), and the connection's task is
//! not woken by actions at all. Before the task sends a state message of its own
//! (a `sync` after a lobby change, a second `hello`, a catch-up the writer could
//! not do), it unregisters and takes back the version the writer reached: the
//! version an outbox records and the frames it sends change under its one lock,
//! so versions always go forward on the wire.
//!
//! A spectator whose socket does not take a frame at once gets its own short-lived
//! task for that send (the writer goes on with the others); an outbox the writer
//! finds busy, or too far behind for the published updates, is left to its
//! connection's task, woken through [`Outbox::missed`].

use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use std::task::Poll;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use futures_util::SinkExt;
use futures_util::stream::SplitSink;

use crate::live::MatchHandle;

/// How long one send to a slow spectator may take before its connection is
/// dropped.
pub const SLOW_SEND_LIMIT: Duration = Duration::from_secs(10);

/// Spectators the writer serves before it lets other tasks run.
const SENDS_BETWEEN_YIELDS: usize = 64;

/// A connection's sending half and what it was sent.
#[derive(Debug)]
pub struct OutboxState {
    pub sink: SplitSink<WebSocket, Message>,
    /// The last version sent to this connection (kept here while registered).
    pub seen: u64,
    /// The match's writer sends this connection's updates.
    pub registered: bool,
    /// A send failed or took too long: the connection is to be closed.
    pub broken: bool,
}

#[derive(Debug)]
pub struct Outbox {
    pub state: Arc<tokio::sync::Mutex<OutboxState>>,
    /// The writer could not serve this registered connection (busy, too far
    /// behind, or broken): its own task looks.
    pub missed: tokio::sync::Notify,
    /// In its match's list of outboxes (added once).
    listed: std::sync::atomic::AtomicBool,
}

impl Outbox {
    pub fn new(sink: SplitSink<WebSocket, Message>) -> Arc<Outbox> {
        Arc::new(Outbox {
            state: Arc::new(tokio::sync::Mutex::new(OutboxState {
                sink,
                seen: 0,
                registered: false,
                broken: false,
            })),
            missed: tokio::sync::Notify::new(),
            listed: std::sync::atomic::AtomicBool::new(false),
        })
    }
}

/// Hands `outbox`, up to date at version `seen`, to the match's writer, and
/// sends it anything published since.
pub async fn register(handle: &Arc<MatchHandle>, outbox: &Arc<Outbox>, seen: u64) {
    {
        let mut state = outbox.state.lock().await;
        state.seen = seen;
        state.registered = true;
    }
    if !outbox.listed.swap(true, Ordering::SeqCst) {
        let mut list = handle
            .spectator_outboxes
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        list.push(Arc::downgrade(outbox));
        if !handle.fan_out_running.swap(true, Ordering::SeqCst) {
            tokio::spawn(run_writer(Arc::clone(handle)));
        }
    }
    // An update published between this connection's last message and now was
    // not sent to it by the writer.
    deliver(handle, outbox).await;
}

/// Takes `outbox` back from the writer; returns the version it reached.
pub async fn unregister(outbox: &Outbox) -> u64 {
    let mut state = outbox.state.lock().await;
    state.registered = false;
    state.seen
}

/// The match's writer: on every announced update, serves each registered
/// outbox; ends when the match has no outbox left.
async fn run_writer(handle: Arc<MatchHandle>) {
    let mut updates = handle.updates.subscribe();
    // The match may be dropped from memory (evicted) while its writer waits: the
    // writer holds it only during a round, and ends when it is gone.
    let match_handle = Arc::downgrade(&handle);
    drop(handle);
    loop {
        let Some(handle) = match_handle.upgrade() else {
            return;
        };
        let outboxes: Vec<Arc<Outbox>> = {
            let mut list = handle
                .spectator_outboxes
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            list.retain(|outbox| outbox.strong_count() > 0);
            if list.is_empty() {
                handle.fan_out_running.store(false, Ordering::SeqCst);
                return;
            }
            list.iter().filter_map(Weak::upgrade).collect()
        };
        for (i, outbox) in outboxes.iter().enumerate() {
            deliver(&handle, outbox).await;
            if i % SENDS_BETWEEN_YIELDS == SENDS_BETWEEN_YIELDS - 1 {
                tokio::task::yield_now().await;
            }
        }
        drop(outboxes);
        drop(handle);
        match updates.recv().await {
            Ok(()) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        }
    }
}

/// Sends `outbox` the published updates after its version, if it is registered.
/// Returns at once: a send the socket does not take at once goes on in a task of
/// its own; a busy outbox, or one behind what is published, is left to its
/// connection's task.
pub async fn deliver(handle: &MatchHandle, outbox: &Arc<Outbox>) {
    let Ok(mut state) = Arc::clone(&outbox.state).try_lock_owned() else {
        outbox.missed.notify_one();
        return;
    };
    if !state.registered || state.broken {
        return;
    }
    let Some((version, texts)) = handle.spectator_updates_after(state.seen) else {
        // Nothing is published (before the first action, or after the end),
        // and nothing newer was announced: nothing to send.
        if state.seen >= handle.announced_version.load(Ordering::SeqCst) {
            return;
        }
        state.registered = false;
        drop(state);
        outbox.missed.notify_one();
        return;
    };
    if texts.is_empty() {
        return;
    }
    let owner = Arc::clone(outbox);
    let send = async move {
        let sent = tokio::time::timeout(SLOW_SEND_LIMIT, async {
            for text in texts {
                state.sink.send(Message::Text(text)).await?;
            }
            Ok::<(), axum::Error>(())
        })
        .await;
        match sent {
            Ok(Ok(())) => state.seen = version,
            _ => {
                state.broken = true;
                drop(state);
                owner.missed.notify_one();
            }
        }
    };
    // Polled once here, outside tokio's per-task budget (the writer yields by
    // itself); if the socket is not ready, the rest runs in its own task.
    let mut send = Box::pin(tokio::task::unconstrained(send));
    let done = std::future::poll_fn(|cx| Poll::Ready(send.as_mut().poll(cx).is_ready())).await;
    if !done {
        tokio::spawn(send);
    }
}
