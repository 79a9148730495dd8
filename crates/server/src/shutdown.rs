//! Graceful shutdown (docs/deploy.md, "Stopping and restarting a node"): the
//! signal every part of a node watches ([`Shutdown`]), and the count of commits
//! in flight that the node waits for before it exits ([`InFlight`]).
//!
//! The order, driven by `serve`: stop accepting connections; close idle HTTP
//! connections and, after each one's current message, every WebSocket with
//! [`CLOSE_RESTARTING`]; bots stop after the action they are committing and hand
//! their matches back; wait until no commit is in flight and every connection has
//! ended (at most [`DRAIN_LIMIT`]); exit.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::{Notify, watch};

/// The WebSocket close code a node sends when it shuts down: RFC 6455's
/// registered 1012, "Service Restart". A client reconnects at once (to this
/// node when it is back, or through the load balancer to another).
pub const CLOSE_RESTARTING: u16 = 1012;

/// The close frame's reason with [`CLOSE_RESTARTING`].
pub const CLOSE_RESTARTING_REASON: &str = "the server is restarting: reconnect";

/// The longest a node waits, once shutting down, for its connections to end and
/// its commits to finish before it exits anyway.
pub const DRAIN_LIMIT: Duration = Duration::from_secs(10);

/// Whether this node is shutting down; cheap to clone and to ask.
#[derive(Clone, Debug)]
pub struct Shutdown {
    begun: Arc<watch::Sender<bool>>,
}

impl Default for Shutdown {
    fn default() -> Self {
        Shutdown {
            begun: Arc::new(watch::Sender::new(false)),
        }
    }
}

impl Shutdown {
    /// Starts the shutdown (idempotent).
    pub fn begin(&self) {
        self.begun.send_replace(true);
    }

    pub fn is_begun(&self) -> bool {
        *self.begun.borrow()
    }

    /// Resolves once the shutdown has begun (at once if it has).
    pub fn begun(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut watching = self.begun.subscribe();
        async move {
            // The sender lives as long as any `Shutdown` clone; if all are gone,
            // nobody can begin it any more and this never resolves.
            if watching.wait_for(|begun| *begun).await.is_err() {
                std::future::pending::<()>().await;
            }
        }
    }
}

/// How many commits are under way; [`InFlight::idle`] waits until none is.
#[derive(Debug, Default)]
pub struct InFlight {
    count: AtomicUsize,
    ended: Notify,
}

/// One commit under way, counted until dropped.
#[derive(Debug)]
pub struct InFlightGuard<'a>(&'a InFlight);

impl InFlight {
    pub fn enter(&self) -> InFlightGuard<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        InFlightGuard(self)
    }

    pub fn count(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    /// Resolves when no commit is under way.
    pub async fn idle(&self) {
        loop {
            let ended = self.ended.notified();
            tokio::pin!(ended);
            ended.as_mut().enable();
            if self.count() == 0 {
                return;
            }
            ended.await;
        }
    }
}

impl Drop for InFlightGuard<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.ended.notify_waiters();
        }
    }
}

/// Resolves on SIGTERM or SIGINT (Ctrl-C), whichever comes first.
pub async fn termination_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = terminate.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(err) => {
                tracing::warn!("cannot watch SIGTERM ({err}); only Ctrl-C stops gracefully");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_waits_for_the_last_commit() {
        let flight = Arc::new(InFlight::default());
        flight.idle().await;
        let guard = flight.enter();
        let waiting = {
            let flight = Arc::clone(&flight);
            tokio::spawn(async move { flight.idle().await })
        };
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished());
        drop(guard);
        tokio::time::timeout(Duration::from_secs(5), waiting)
            .await
            .expect("idle resolves once the commit ends")
            .expect("no panic");
    }

    #[tokio::test]
    async fn begun_resolves_for_watchers_before_and_after() {
        let shutdown = Shutdown::default();
        let early = tokio::spawn(shutdown.begun());
        assert!(!shutdown.is_begun());
        shutdown.begin();
        early.await.expect("the early watcher wakes");
        shutdown.begun().await;
        assert!(shutdown.is_begun());
    }
}
