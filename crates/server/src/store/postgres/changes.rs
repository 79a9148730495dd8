//! Following other nodes' changes: LISTEN on a connection of its own, turning
//! each `pg_notify` of a match id into a [`Change`] (also for the presence
//! channel, `presence.rs`).
//!
//! A payload is `TAG:MATCH_ID`, where `TAG` names the [`PgStore`] that wrote it
//! (random, one per connected store, so one per node). A node skips its own
//! announcements: it applied the change in memory before committing it, and
//! reading the match back would be a wasted round trip per commit. Anything
//! else (another node, `sleuth admin` in its own process, a payload without a
//! tag) is followed.

use std::hash::{BuildHasher, Hasher};
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::mpsc;
use tokio_postgres::types::Type;
use tokio_postgres::{AsyncMessage, Client, Config, NoTls, Transaction};

use crate::store::{Change, StoreError};

use super::{CHANNEL, PgStore};

/// A new random tag for one store's announcements (hex, never a `:`).
pub(super) fn new_node_tag() -> String {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    if let Ok(now) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        hasher.write_u128(now.as_nanos());
    }
    format!("{:016x}", hasher.finish())
}

/// The payload announcing `match_id` from the store tagged `tag`.
pub(super) fn payload(tag: &str, match_id: &str) -> String {
    format!("{tag}:{match_id}")
}

/// The match id a payload announces, or `None` when the store tagged `own`
/// sent it. A payload without a tag is a bare match id (followed).
pub(super) fn announced<'a>(payload: &'a str, own: &str) -> Option<&'a str> {
    match payload.split_once(':') {
        Some((tag, _)) if tag == own => None,
        Some((_, id)) => Some(id),
        None => Some(payload),
    }
}

impl PgStore {
    /// Follows every other node's changes on a connection of its own (this
    /// store's own announcements are skipped). The first LISTEN is in place when
    /// this returns, so no change committed afterwards is missed; if the
    /// connection is lost it is opened again after a pause, followed by
    /// [`Change::Resync`] (announcements may have been lost meanwhile).
    pub async fn listen(&self) -> Result<mpsc::UnboundedReceiver<Change>, StoreError> {
        follow_channel(self.inner.config.clone(), CHANNEL, self.tag()).await
    }

    /// Announces a change of `match_id` on [`CHANNEL`] when `tx` commits.
    /// Typed parameters: one round trip, without preparing the statement first.
    pub(super) async fn notify(
        &self,
        tx: &Transaction<'_>,
        match_id: &str,
    ) -> Result<(), StoreError> {
        self.notify_on(tx, CHANNEL, match_id).await
    }

    /// Announces `match_id` on `channel` when `tx` commits, tagged by this store.
    pub(super) async fn notify_on(
        &self,
        tx: &Transaction<'_>,
        channel: &str,
        match_id: &str,
    ) -> Result<(), StoreError> {
        let payload = payload(&self.inner.tag, match_id);
        tx.execute_typed(
            "SELECT pg_notify($1, $2)",
            &[(&channel, Type::TEXT), (&payload, Type::TEXT)],
        )
        .await?;
        Ok(())
    }

    /// The tag of this store's announcements.
    pub(super) fn tag(&self) -> String {
        self.inner.tag.clone()
    }
}

/// Follows one notification channel on a connection of its own, as
/// [`PgStore::listen`] describes: each payload not tagged `own` a
/// [`Change::Match`], and [`Change::Resync`] after a lost connection is back.
pub(super) async fn follow_channel(
    config: Config,
    channel: &'static str,
    own: String,
) -> Result<mpsc::UnboundedReceiver<Change>, StoreError> {
    let (out, receiver) = mpsc::unbounded_channel();
    let first = listen_once(&config, channel, &own, out.clone()).await?;
    tokio::spawn(async move {
        let mut current = Some(first);
        loop {
            if let Some((client, driver)) = current.take() {
                let _ = driver.await;
                drop(client);
            }
            if out.is_closed() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
            match listen_once(&config, channel, &own, out.clone()).await {
                Ok(listening) => {
                    let _ = out.send(Change::Resync);
                    current = Some(listening);
                }
                Err(err) => tracing::warn!("cannot listen to PostgreSQL: {err}"),
            }
        }
    });
    Ok(receiver)
}

/// Opens a connection, LISTENs on it, and forwards its notifications to `out` until
/// it ends (the returned task ends with it).
async fn listen_once(
    config: &Config,
    channel: &str,
    own: &str,
    out: mpsc::UnboundedSender<Change>,
) -> Result<(Client, tokio::task::JoinHandle<()>), StoreError> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let own = own.to_owned();
    let driver = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = messages.next().await {
            match message {
                Ok(AsyncMessage::Notification(n)) => {
                    let Some(id) = announced(n.payload(), &own) else {
                        continue;
                    };
                    if out.send(Change::Match(id.to_owned())).is_err() {
                        return;
                    }
                }
                Ok(_) => {}
                Err(err) => {
                    tracing::warn!("the PostgreSQL listening connection failed: {err}");
                    return;
                }
            }
        }
    });
    if let Err(err) = client.batch_execute(&format!("LISTEN {channel}")).await {
        driver.abort();
        return Err(err.into());
    }
    Ok((client, driver))
}

#[cfg(test)]
mod tests {
    use super::{announced, new_node_tag, payload};

    #[test]
    fn a_node_skips_its_own_announcements_and_follows_every_other() {
        let own = new_node_tag();
        let other = new_node_tag();
        assert_ne!(own, other, "each store draws its own tag");
        assert!(!own.contains(':'));
        assert_eq!(announced(&payload(&own, "m-12345"), &own), None);
        assert_eq!(
            announced(&payload(&other, "m-12345"), &own),
            Some("m-12345")
        );
        // A bare match id (a writer that tags nothing) is followed.
        assert_eq!(announced("m-12345", &own), Some("m-12345"));
    }
}
