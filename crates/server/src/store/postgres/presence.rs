//! Who is connected where, across nodes: each node writes one row per seat of a
//! match it has had sockets for (how many sockets it holds now, and since when
//! it holds none), and a heartbeat row of its own. A row change is announced on
//! its own channel, [`PRESENCE_CHANNEL`], so that following it never costs a
//! match's catch-up. A node whose heartbeat stopped is treated as holding no
//! socket since its last beat (`live::presence` reads the rows so).

use std::collections::HashMap;

use tokio::sync::mpsc;

use crate::store::{Change, StoreError};

use super::{PgStore, changes::follow_channel};

/// The channel presence rows are announced on (the payload is `TAG:match_id`,
/// as on the changes channel: a node skips its own, having nothing to read in
/// them, since it reads only other nodes' rows).
pub const PRESENCE_CHANNEL: &str = "sleuth_presence";

/// The presence tables, PostgreSQL only (one node on SQLite knows every socket).
pub(super) const PRESENCE_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS presence (
    node TEXT NOT NULL,
    match_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    sockets BIGINT NOT NULL,
    away_since BIGINT,
    PRIMARY KEY (node, match_id, seat)
);
CREATE TABLE IF NOT EXISTS presence_nodes (
    node TEXT PRIMARY KEY,
    alive_at BIGINT NOT NULL
);
";

/// One node's sockets for one seat, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresenceRow {
    pub node: String,
    pub match_id: String,
    pub seat: u8,
    /// Sockets the node holds for the seat now.
    pub sockets: u32,
    /// When the node's last socket for the seat closed (ms since 1970), if it
    /// had one and holds none now.
    pub away_since: Option<i64>,
    /// The node's last heartbeat (ms since 1970).
    pub alive_at: i64,
}

/// A seat's sockets on this node and since when it has none, as written.
pub type SeatSockets = (u32, Option<i64>);

impl PgStore {
    /// Writes this node's sockets for every seat of a match and announces it.
    pub async fn write_presence(
        &self,
        node: &str,
        match_id: &str,
        seats: &[SeatSockets],
    ) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        for (seat, (sockets, away_since)) in seats.iter().enumerate() {
            let seat = i32::try_from(seat).unwrap_or(i32::MAX);
            tx.execute(
                "INSERT INTO presence (node, match_id, seat, sockets, away_since)
                 VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (node, match_id, seat) DO UPDATE SET sockets = $4, away_since = $5",
                &[&node, &match_id, &seat, &i64::from(*sockets), away_since],
            )
            .await?;
        }
        self.notify_on(&tx, PRESENCE_CHANNEL, match_id).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Removes this node's rows of a match it no longer holds in memory.
    pub async fn forget_presence(&self, node: &str, match_id: &str) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        client
            .execute(
                "DELETE FROM presence WHERE node = $1 AND match_id = $2",
                &[&node, &match_id],
            )
            .await?;
        Ok(())
    }

    /// This node's heartbeat at `now`; the rows of nodes silent since before
    /// `forget_before` are removed with their heartbeat.
    pub async fn presence_heartbeat(
        &self,
        node: &str,
        now: i64,
        forget_before: i64,
    ) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        tx.execute(
            "INSERT INTO presence_nodes (node, alive_at) VALUES ($1, $2)
             ON CONFLICT (node) DO UPDATE SET alive_at = $2",
            &[&node, &now],
        )
        .await?;
        tx.execute(
            "DELETE FROM presence WHERE node IN
                 (SELECT node FROM presence_nodes WHERE alive_at < $1)",
            &[&forget_before],
        )
        .await?;
        tx.execute(
            "DELETE FROM presence_nodes WHERE alive_at < $1",
            &[&forget_before],
        )
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Other nodes' rows, of one match or of all, by match id.
    pub async fn presence_rows(
        &self,
        except_node: &str,
        match_id: Option<&str>,
    ) -> Result<HashMap<String, Vec<PresenceRow>>, StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let rows = client
            .query(
                "SELECT p.node, p.match_id, p.seat, p.sockets, p.away_since, n.alive_at
                 FROM presence p JOIN presence_nodes n ON n.node = p.node
                 WHERE p.node <> $1 AND ($2::TEXT IS NULL OR p.match_id = $2)
                 ORDER BY p.match_id, p.seat, p.node",
                &[&except_node, &match_id],
            )
            .await?;
        let mut by_match: HashMap<String, Vec<PresenceRow>> = HashMap::new();
        for row in rows {
            let seat: i32 = row.get(2);
            let sockets: i64 = row.get(3);
            let row = PresenceRow {
                node: row.get(0),
                match_id: row.get(1),
                seat: u8::try_from(seat).unwrap_or(u8::MAX),
                sockets: u32::try_from(sockets.max(0)).unwrap_or(u32::MAX),
                away_since: row.get(4),
                alive_at: row.get(5),
            };
            by_match.entry(row.match_id.clone()).or_default().push(row);
        }
        Ok(by_match)
    }

    /// Follows every other node's presence announcements on a connection of its
    /// own ([`Change::Resync`] after the connection was lost and is back).
    pub async fn listen_presence(&self) -> Result<mpsc::UnboundedReceiver<Change>, StoreError> {
        follow_channel(self.inner.config.clone(), PRESENCE_CHANNEL, self.tag()).await
    }
}
