//! Following other nodes' changes: LISTEN on a connection of its own, turning
//! each `pg_notify` of a match id into a [`Change`] (also for the presence
//! channel, `presence.rs`).

use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, Client, Config, NoTls};

use crate::store::{Change, StoreError};

use super::{CHANNEL, PgStore};

impl PgStore {
    /// Follows every node's changes on a connection of its own. The first LISTEN
    /// is in place when this returns, so no change committed afterwards is missed;
    /// if the connection is lost it is opened again after a pause, followed by
    /// [`Change::Resync`] (announcements may have been lost meanwhile).
    pub async fn listen(&self) -> Result<mpsc::UnboundedReceiver<Change>, StoreError> {
        follow_channel(self.inner.config.clone(), CHANNEL).await
    }
}

/// Follows one notification channel on a connection of its own, as
/// [`PgStore::listen`] describes: each payload a [`Change::Match`], and
/// [`Change::Resync`] after a lost connection is back.
pub(super) async fn follow_channel(
    config: Config,
    channel: &'static str,
) -> Result<mpsc::UnboundedReceiver<Change>, StoreError> {
    let (out, receiver) = mpsc::unbounded_channel();
    let first = listen_once(&config, channel, out.clone()).await?;
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
            match listen_once(&config, channel, out.clone()).await {
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
    out: mpsc::UnboundedSender<Change>,
) -> Result<(Client, tokio::task::JoinHandle<()>), StoreError> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let driver = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = messages.next().await {
            match message {
                Ok(AsyncMessage::Notification(n)) => {
                    if out.send(Change::Match(n.payload().to_owned())).is_err() {
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
