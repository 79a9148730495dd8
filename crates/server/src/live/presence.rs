//! Presence: which seats have a connection now (on any node), since when a
//! person's seat has had none, handing the seat of a person away too long in a
//! match without a clock to the stand-in bot, and who is online now
//! (`GET /api/online`).
//!
//! One node counts its own sockets per seat (`LiveMatch::connected`, kept by
//! the WebSocket sessions) and notes when a seat's last socket closed. With
//! PostgreSQL each node also writes those counts to the store's presence rows,
//! announced on a channel of their own, and reads the other nodes' rows into
//! each match ([`SeatPresence`]); a node beats every
//! [`Presence::heartbeat_ms`], and one silent for [`HEARTBEATS_MISSED`] beats
//! holds no socket any more (its seats are away since its last beat). Every beat
//! also rereads all rows, so a lost announcement is made good within one beat.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use serde::Serialize;
use serde_json::Value;
use sleuth_core::{Explanation, MessageArg, Seat};

use crate::store::SeatRow;
use crate::store::postgres::{PresenceRow, SeatSockets};

use super::lobby::seat_words;
use super::{ApiError, App, AwayReason, LiveMatch, MatchHandle, Status, now_ms, random_hex};

/// Default of [`Presence::hand_over_after_ms`]: three minutes. Long enough to
/// reload a page or get a phone back on the network, short enough that the
/// others are not left waiting for a table that will not come back.
pub const HAND_OVER_AFTER: Duration = Duration::from_secs(180);

/// Default of [`Presence::heartbeat_ms`] (PostgreSQL only).
pub const PRESENCE_HEARTBEAT: Duration = Duration::from_secs(5);

/// A node silent for this many heartbeats holds no socket any more.
pub const HEARTBEATS_MISSED: u64 = 3;

/// The presence rows of a node silent this long are removed from the store.
const FORGET_SILENT_NODE_AFTER_MS: i64 = 24 * 3600 * 1000;

/// This node's side of presence: its settings, its name among the nodes, and
/// the matches whose counts changed since they were last written.
#[derive(Debug)]
pub struct Presence {
    /// How long a person's seat must have had no connection, in a match in play
    /// without a clock, before another seated person may hand it to the stand-in
    /// bot (milliseconds; [`HAND_OVER_AFTER`] unless a test sets it).
    pub hand_over_after_ms: Arc<AtomicU64>,
    /// How often this node writes its heartbeat and rereads the other nodes'
    /// presence (milliseconds; PostgreSQL only).
    pub heartbeat_ms: AtomicU64,
    /// This node's name in the presence rows (new at every start).
    pub node: String,
    /// Matches whose sockets changed since this node last wrote them.
    dirty: std::sync::Mutex<HashSet<String>>,
    wake: tokio::sync::Notify,
}

impl Default for Presence {
    fn default() -> Self {
        Presence {
            hand_over_after_ms: Arc::new(AtomicU64::new(HAND_OVER_AFTER.as_millis() as u64)),
            heartbeat_ms: AtomicU64::new(PRESENCE_HEARTBEAT.as_millis() as u64),
            node: format!("n-{}", random_hex(6)),
            dirty: std::sync::Mutex::new(HashSet::new()),
            wake: tokio::sync::Notify::new(),
        }
    }
}

/// One match's presence as this node knows it: when each seat's last socket
/// here closed, and the other nodes' sockets (PostgreSQL).
#[derive(Debug)]
pub struct SeatPresence {
    hand_over_after_ms: Arc<AtomicU64>,
    /// Whether the game's bots may play a seat (else a hand-over plays the
    /// game's `leave_action`).
    bots_play: bool,
    /// When this node took the match into memory: a seat no node has seen a
    /// socket for is away since then.
    known_since_ms: i64,
    /// When this node's last socket for each seat closed (or the person showed
    /// up otherwise: a reclaim, a seat taken).
    local_away_since: Vec<Option<i64>>,
    /// The local counts last noted, to see which seat just lost its last socket.
    noted: Vec<u32>,
    /// Other nodes' sockets for each seat.
    remote_sockets: Vec<u32>,
    /// Since when the other nodes have held no socket for each seat, if any
    /// had one.
    remote_away_since: Vec<Option<i64>>,
}

fn at<T: Copy + Default>(list: &[T], i: usize) -> T {
    list.get(i).copied().unwrap_or_default()
}

fn set_at<T: Clone + Default>(list: &mut Vec<T>, i: usize, value: T) {
    if list.len() <= i {
        list.resize(i + 1, T::default());
    }
    list[i] = value;
}

impl SeatPresence {
    /// Whether seat `i` has a socket on any node (`local`: this node's count).
    pub fn connected(&self, i: usize, local: u32) -> bool {
        local > 0 || at(&self.remote_sockets, i) > 0
    }

    /// Since when seat `i` has had no socket on any node (ms since 1970);
    /// `None` while it has one.
    pub fn away_since(&self, i: usize, local: u32) -> Option<i64> {
        if self.connected(i, local) {
            return None;
        }
        let seen = [
            at(&self.local_away_since, i),
            at(&self.remote_away_since, i),
        ];
        Some(
            seen.into_iter()
                .flatten()
                .max()
                .unwrap_or(self.known_since_ms),
        )
    }

    /// The stated time before an away seat may be handed over (milliseconds).
    pub fn hand_over_after_ms(&self) -> u64 {
        self.hand_over_after_ms.load(Ordering::Relaxed)
    }

    /// What handing seat `i` over does: a bot plays it (`bot`), the game plays
    /// its leaving and opens it (`open`), or the match ends (`end`).
    pub fn hand_over_outcome(
        &self,
        game: Option<&dyn sleuth_core::ErasedMatch>,
        i: usize,
    ) -> &'static str {
        if self.bots_play {
            "bot"
        } else if game.and_then(|g| g.leave_action(Seat(i as u8))).is_some() {
            "open"
        } else {
            "end"
        }
    }

    /// Notes this node's counts: a seat whose last socket just closed is away
    /// from `now`.
    fn note(&mut self, connected: &[u32], now: i64) {
        for (i, &count) in connected.iter().enumerate() {
            if count == 0 && at(&self.noted, i) > 0 {
                set_at(&mut self.local_away_since, i, Some(now));
            }
        }
        self.noted = connected.to_vec();
    }

    /// The person of seat `i` showed up without a socket (a reclaim over HTTP, a
    /// seat taken): their away time starts again from `now`.
    pub(crate) fn seen(&mut self, i: usize, now: i64) {
        set_at(&mut self.local_away_since, i, Some(now));
    }

    /// This node's rows for the store.
    fn snapshot(&self, connected: &[u32]) -> Vec<SeatSockets> {
        connected
            .iter()
            .enumerate()
            .map(|(i, &count)| {
                let away = if count > 0 {
                    None
                } else {
                    at(&self.local_away_since, i)
                };
                (count, away)
            })
            .collect()
    }

    /// Takes in the other nodes' rows of this match (all of them: a seat with no
    /// row has no socket elsewhere). A node whose heartbeat is older than
    /// `alive_after` is gone: its sockets closed at its last beat. Returns
    /// whether anything people see changed.
    fn take_remote(&mut self, rows: &[PresenceRow], alive_after: i64) -> bool {
        let seats = rows
            .iter()
            .map(|r| usize::from(r.seat) + 1)
            .max()
            .unwrap_or(0)
            .max(self.remote_sockets.len());
        let mut sockets = vec![0u32; seats];
        let mut away: Vec<Option<i64>> = vec![None; seats];
        for row in rows {
            let i = usize::from(row.seat);
            let alive = row.alive_at >= alive_after;
            let since = if alive && row.sockets > 0 {
                sockets[i] = sockets[i].saturating_add(row.sockets);
                None
            } else if row.sockets > 0 {
                Some(row.alive_at)
            } else {
                row.away_since
            };
            away[i] = away[i].max(since);
        }
        let was_connected: Vec<bool> = self.remote_sockets.iter().map(|&c| c > 0).collect();
        let now_connected: Vec<bool> = sockets.iter().map(|&c| c > 0).collect();
        let changed = was_connected != now_connected || self.remote_away_since != away;
        self.remote_sockets = sockets;
        self.remote_away_since = away;
        changed
    }
}

/// Who is online now: `GET /api/online`.
#[derive(Clone, Debug, Serialize)]
pub struct Online {
    /// People with a seat connected now (on any node), each counted once: an
    /// account once however many matches it sits in, a guest once per seat.
    pub people: usize,
    /// The matches with a person connected, playing first, then open, then ended.
    pub matches: Vec<OnlineMatch>,
}

/// A match with people connected, in `GET /api/online`.
#[derive(Clone, Debug, Serialize)]
pub struct OnlineMatch {
    pub id: String,
    pub game: String,
    pub game_name: String,
    pub status: Status,
    /// The connected people's seats, with their names.
    pub seats: Vec<OnlineSeat>,
}

#[derive(Clone, Debug, Serialize)]
pub struct OnlineSeat {
    pub seat: u8,
    pub name: String,
}

/// The most matches `GET /api/online` lists.
pub const ONLINE_MATCHES_LISTED: usize = 50;

/// A span of time in words, whole seconds rounded `up` or down: "1 second",
/// "42 seconds", "3 minutes", "2 minutes 18 seconds", "1 hour 5 minutes".
pub(crate) fn duration_words(ms: i64, up: bool) -> String {
    let ms = ms.max(0);
    let secs = if up { (ms + 999) / 1000 } else { ms / 1000 };
    let unit = |n: i64, one: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {one}s")
        }
    };
    let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    match (h, m, s) {
        (0, 0, s) => unit(s, "second"),
        (0, m, 0) => unit(m, "minute"),
        (0, m, s) => format!("{} {}", unit(m, "minute"), unit(s, "second")),
        (h, 0, _) => unit(h, "hour"),
        (h, m, _) => format!("{} {}", unit(h, "hour"), unit(m, "minute")),
    }
}

/// A span as whole minutes and the seconds left over, whole seconds rounded
/// `up` or down as in [`duration_words`].
pub(crate) fn minutes_and_seconds(ms: i64, up: bool) -> (i64, i64) {
    let ms = ms.max(0);
    let secs = if up { (ms + 999) / 1000 } else { ms / 1000 };
    (secs / 60, secs % 60)
}

impl App {
    /// A new match's presence on this node (the game decides whether a bot may
    /// take an away person's seat).
    pub(crate) fn presence_for(&self, game: &str) -> SeatPresence {
        SeatPresence {
            hand_over_after_ms: Arc::clone(&self.presence.hand_over_after_ms),
            bots_play: self
                .registry
                .get(game)
                .is_some_and(|host| host.bots_in_matches()),
            known_since_ms: now_ms(),
            local_away_since: Vec::new(),
            noted: Vec::new(),
            remote_sockets: Vec::new(),
            remote_away_since: Vec::new(),
        }
    }

    /// After this node's sockets of a match changed (`LiveMatch::connected`):
    /// notes which seats just lost their last one and, with a shared store,
    /// has the counts written for the other nodes. Called with the match lock held.
    pub(crate) fn note_presence(&self, live: &mut LiveMatch) {
        let now = now_ms();
        live.presence.note(&live.connected, now);
        if self.store.is_shared() {
            self.presence
                .dirty
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .insert(live.id.clone());
            self.presence.wake.notify_one();
        }
    }

    /// `{"type": "hand_over", "seat": N}` from a seated person (`by`): hands the
    /// seat of a person away for at least [`Presence::hand_over_after_ms`] in a
    /// match without a clock to the stand-in bot, as if their time had run out
    /// (in a game bots cannot play, the game's `leave_action`; see
    /// [`App::stand_in`]). The person may reclaim their seat when they come back.
    pub async fn hand_over(
        self: &Arc<Self>,
        handle: &MatchHandle,
        by: Option<Seat>,
        seat: Option<&Value>,
    ) -> Result<(), ApiError> {
        let Some(by) = by else {
            return Err(ApiError::refusal(
                "unauthorized",
                "errors-live-hand-over-needs-seat",
                Vec::new(),
            ));
        };
        let seat = match seat.and_then(Value::as_u64) {
            Some(n) if n < 256 => Seat(n as u8),
            _ => {
                return Err(ApiError::refusal(
                    "malformed",
                    "errors-live-hand-over-malformed",
                    Vec::new(),
                ));
            }
        };
        self.stand_in(handle, seat, AwayReason::HandedOver { by })
            .await
    }

    /// Whether `by` may hand `seat` over now (see [`App::hand_over`]); the
    /// refusal says why. Called by `stand_in` with the match lock held and the
    /// match caught up and in play.
    pub(crate) fn check_hand_over(
        &self,
        live: &LiveMatch,
        by: Seat,
        seat: Seat,
    ) -> Result<(), ApiError> {
        if !matches!(live.seats.get(by.index()), Some(SeatRow::Human { .. })) {
            return Err(ApiError::refusal(
                "unauthorized",
                "errors-live-hand-over-needs-seat",
                Vec::new(),
            ));
        }
        let Some(row) = live.seats.get(seat.index()) else {
            return Err(ApiError::about_seat(
                "no_such_seat",
                "errors-live-hand-over-no-such-seat",
                seat.index(),
            ));
        };
        if seat == by {
            return Err(ApiError::refusal(
                "conflict",
                "errors-live-hand-over-own-seat",
                Vec::new(),
            ));
        }
        if live.options.clock.is_some() {
            return Err(ApiError::refusal(
                "conflict",
                "errors-live-hand-over-clocks",
                Vec::new(),
            ));
        }
        let name = match row {
            SeatRow::Empty => {
                return Err(ApiError::about_seat(
                    "conflict",
                    "errors-live-hand-over-empty",
                    seat.index(),
                ));
            }
            SeatRow::Bot { .. } => {
                return Err(ApiError::about_seat(
                    "conflict",
                    "errors-live-hand-over-bot",
                    seat.index(),
                ));
            }
            SeatRow::Human {
                stand_in: Some(bot),
                ..
            } => {
                return Err(ApiError::refusal(
                    "conflict",
                    "errors-live-hand-over-stood-in",
                    vec![
                        ("bot", bot.into()),
                        ("seat", MessageArg::seat_index(seat.index())),
                    ],
                ));
            }
            SeatRow::Human { name, .. } => name,
        };
        let local = at(&live.connected, seat.index());
        let Some(since) = live.presence.away_since(seat.index(), local) else {
            return Err(ApiError::refusal(
                "conflict",
                "errors-live-hand-over-connected",
                vec![
                    ("name", name.into()),
                    ("seat", MessageArg::seat_index(seat.index())),
                ],
            ));
        };
        let after = live.presence.hand_over_after_ms() as i64;
        let away = now_ms() - since;
        if away < after {
            // The English sentence spells the spans out in words; the catalogue
            // message gives each as minutes and seconds.
            let sentence = format!(
                "{name} has been away for {}: {} may be handed to a bot after {} away, in {}",
                duration_words(away, false),
                seat_words(seat.index()),
                duration_words(after, true),
                duration_words(after - away, true),
            );
            let (away_minutes, away_seconds) = minutes_and_seconds(away, false);
            let (after_minutes, after_seconds) = minutes_and_seconds(after, true);
            let (left_minutes, left_seconds) = minutes_and_seconds(after - away, true);
            return Err(
                ApiError::new("conflict", sentence).explained(Explanation::new(
                    "errors-live-hand-over-too-soon",
                    vec![
                        ("name", name.into()),
                        ("seat", MessageArg::seat_index(seat.index())),
                        ("away_minutes", away_minutes.into()),
                        ("away_seconds", away_seconds.into()),
                        ("after_minutes", after_minutes.into()),
                        ("after_seconds", after_seconds.into()),
                        ("left_minutes", left_minutes.into()),
                        ("left_seconds", left_seconds.into()),
                    ],
                )),
            );
        }
        Ok(())
    }

    /// Who is online now, from the matches this node holds (every open and
    /// playing match; with PostgreSQL, with the other nodes' sockets).
    pub async fn online(&self) -> Online {
        let mut people: HashSet<String> = HashSet::new();
        let mut matches = Vec::new();
        for (_, handle) in self.handles().await {
            let live = handle.live.lock().await;
            let mut seats = Vec::new();
            for (i, row) in live.seats.iter().enumerate() {
                let SeatRow::Human {
                    name,
                    token_hash,
                    account,
                    ..
                } = row
                else {
                    continue;
                };
                if !live.seat_connected(i) {
                    continue;
                }
                people.insert(match account {
                    Some(account) => format!("a:{account}"),
                    None => format!("t:{token_hash}"),
                });
                seats.push(OnlineSeat {
                    seat: i as u8,
                    name: name.clone(),
                });
            }
            if !seats.is_empty() {
                matches.push(OnlineMatch {
                    id: live.id.clone(),
                    game: live.game_id.clone(),
                    game_name: live.game_name.clone(),
                    status: live.status,
                    seats,
                });
            }
        }
        let rank = |s: Status| match s {
            Status::Playing => 0,
            Status::Open => 1,
            Status::Finished | Status::Abandoned => 2,
        };
        matches.sort_by(|a, b| rank(a.status).cmp(&rank(b.status)).then(a.id.cmp(&b.id)));
        matches.truncate(ONLINE_MATCHES_LISTED);
        Online {
            people: people.len(),
            matches,
        }
    }

    /// With a shared store, keeps presence in step with the other nodes for as
    /// long as the node runs: writes this node's counts when they change (and
    /// every beat, whatever changed them), beats, reads the others' rows when
    /// announced and every beat. Started by `load`.
    pub(crate) async fn follow_presence(self: Arc<Self>) {
        let mut announced = match self.store.presence_changes().await {
            Ok(Some(changes)) => changes,
            Ok(None) => return,
            Err(err) => {
                tracing::error!("cannot follow presence: {err}");
                return;
            }
        };
        // What this node last wrote of each match.
        let mut written: HashMap<String, Vec<SeatSockets>> = HashMap::new();
        let mut beat = true;
        loop {
            if beat {
                self.presence_beat(&mut written).await;
            }
            let dirty: Vec<String> = self
                .presence
                .dirty
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .drain()
                .collect();
            for id in dirty {
                self.write_presence_of(&id, &mut written).await;
            }
            let wait = Duration::from_millis(self.presence.heartbeat_ms.load(Ordering::Relaxed));
            beat = false;
            tokio::select! {
                () = tokio::time::sleep(wait) => beat = true,
                () = self.presence.wake.notified() => {}
                change = announced.recv() => match change {
                    Some(crate::store::Change::Match(id)) => self.read_presence(Some(&id)).await,
                    Some(crate::store::Change::Resync) => self.read_presence(None).await,
                    None => return,
                },
            }
        }
    }

    /// One heartbeat: this node is alive, its counts of every match are written
    /// where they differ from the last written, rows of matches it no longer
    /// holds are removed, and every other node's rows are read.
    async fn presence_beat(&self, written: &mut HashMap<String, Vec<SeatSockets>>) {
        let now = now_ms();
        let node = &self.presence.node;
        if let Err(err) = self
            .store
            .presence_heartbeat(node, now, now - FORGET_SILENT_NODE_AFTER_MS)
            .await
        {
            tracing::warn!("presence heartbeat: {err}");
            crate::metrics::store_error();
        }
        let held: HashSet<String> = self.handles().await.into_iter().map(|(id, _)| id).collect();
        let gone: Vec<String> = written
            .keys()
            .filter(|id| !held.contains(*id))
            .cloned()
            .collect();
        for id in gone {
            if self.store.forget_presence(node, &id).await.is_ok() {
                written.remove(&id);
            }
        }
        for id in held {
            self.write_presence_of(&id, written).await;
        }
        self.read_presence(None).await;
    }

    /// Writes this node's counts of one match if they differ from the last
    /// written (a match never written is written once it has a socket).
    async fn write_presence_of(&self, id: &str, written: &mut HashMap<String, Vec<SeatSockets>>) {
        let Some(handle) = self.matches.read().await.get(id).cloned() else {
            return;
        };
        let snapshot = {
            let live = handle.live.lock().await;
            live.presence.snapshot(&live.connected)
        };
        let unchanged = match written.get(id) {
            Some(before) => *before == snapshot,
            None => snapshot
                .iter()
                .all(|(count, away)| *count == 0 && away.is_none()),
        };
        if unchanged {
            return;
        }
        match self
            .store
            .write_presence(&self.presence.node, id, &snapshot)
            .await
        {
            Ok(()) => {
                written.insert(id.to_owned(), snapshot);
            }
            Err(err) => {
                tracing::warn!(match_id = %id, "cannot write presence: {err}");
                crate::metrics::store_error();
            }
        }
    }

    /// Reads the other nodes' rows (of one match, or of all) into the matches
    /// this node holds, telling each match's connections when what they show
    /// changed.
    async fn read_presence(&self, id: Option<&str>) {
        let rows = match self.store.presence_rows(&self.presence.node, id).await {
            Ok(rows) => rows,
            Err(err) => {
                tracing::warn!("cannot read presence: {err}");
                crate::metrics::store_error();
                return;
            }
        };
        let beat = self.presence.heartbeat_ms.load(Ordering::Relaxed) as i64;
        let alive_after = now_ms() - beat * HEARTBEATS_MISSED as i64;
        let handles: Vec<(String, Arc<MatchHandle>)> = match id {
            Some(id) => self
                .matches
                .read()
                .await
                .get(id)
                .map(|h| vec![(id.to_owned(), Arc::clone(h))])
                .unwrap_or_default(),
            None => self.handles().await,
        };
        for (id, handle) in handles {
            let none = Vec::new();
            let rows = rows.get(&id).unwrap_or(&none);
            let mut live = handle.live.lock().await;
            if live.presence.take_remote(rows, alive_after) {
                handle.announce_lobby(&mut live);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn presence() -> SeatPresence {
        SeatPresence {
            hand_over_after_ms: Arc::new(AtomicU64::new(1000)),
            bots_play: true,
            known_since_ms: 100,
            local_away_since: Vec::new(),
            noted: Vec::new(),
            remote_sockets: Vec::new(),
            remote_away_since: Vec::new(),
        }
    }

    fn row(
        node: &str,
        seat: u8,
        sockets: u32,
        away_since: Option<i64>,
        alive_at: i64,
    ) -> PresenceRow {
        PresenceRow {
            node: node.to_owned(),
            match_id: "m".to_owned(),
            seat,
            sockets,
            away_since,
            alive_at,
        }
    }

    #[test]
    fn a_seat_is_away_from_when_its_last_socket_closed() {
        let mut p = presence();
        assert_eq!(
            p.away_since(0, 0),
            Some(100),
            "never seen: since the node knew the match"
        );
        p.note(&[2, 0], 200);
        assert_eq!(p.away_since(0, 2), None);
        p.note(&[1, 0], 300);
        assert_eq!(
            p.away_since(0, 1),
            None,
            "one socket left is still connected"
        );
        p.note(&[0, 0], 400);
        assert_eq!(p.away_since(0, 0), Some(400));
        assert_eq!(p.away_since(1, 0), Some(100));
        assert_eq!(p.snapshot(&[0, 0]), vec![(0, Some(400)), (0, None)]);
    }

    #[test]
    fn another_nodes_socket_makes_a_seat_connected_until_that_node_falls_silent() {
        let mut p = presence();
        assert!(p.take_remote(&[row("b", 1, 1, None, 1_000)], 500));
        assert!(p.connected(1, 0));
        assert_eq!(p.away_since(1, 0), None);
        // Node b stops beating: its socket closed at its last beat.
        assert!(p.take_remote(&[row("b", 1, 1, None, 1_000)], 2_000));
        assert!(!p.connected(1, 0));
        assert_eq!(p.away_since(1, 0), Some(1_000));
        // The later of this node's and the others' last sockets counts.
        p.note(&[0, 1], 1_500);
        p.note(&[0, 0], 1_700);
        assert_eq!(p.away_since(1, 0), Some(1_700));
        // Nothing new: no change to tell.
        assert!(!p.take_remote(&[row("b", 1, 1, None, 1_000)], 2_000));
        // Rows gone: only this node's own time is left.
        assert!(p.take_remote(&[], 2_000));
        assert_eq!(p.away_since(1, 0), Some(1_700));
    }

    #[test]
    fn several_nodes_sockets_add_up_and_the_latest_departure_counts() {
        let mut p = presence();
        let rows = [
            row("b", 0, 0, Some(700), 5_000),
            row("c", 0, 0, Some(900), 5_000),
            row("c", 2, 3, None, 5_000),
        ];
        p.take_remote(&rows, 4_000);
        assert_eq!(p.away_since(0, 0), Some(900));
        assert!(p.connected(2, 0));
        assert!(!p.connected(1, 0));
    }

    #[test]
    fn durations_read_as_words() {
        assert_eq!(duration_words(1_000, false), "1 second");
        assert_eq!(duration_words(42_400, false), "42 seconds");
        assert_eq!(duration_words(42_400, true), "43 seconds");
        assert_eq!(duration_words(180_000, true), "3 minutes");
        assert_eq!(duration_words(138_000, true), "2 minutes 18 seconds");
        assert_eq!(duration_words(3_900_000, true), "1 hour 5 minutes");
        assert_eq!(duration_words(-5, true), "0 seconds");
    }
}
