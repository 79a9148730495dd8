//! The link to the store and to other nodes: loading matches into memory at
//! start and on demand, rebuilding a match from its stored actions, following
//! other nodes' changes (catch up), and evicting finished matches. It decides
//! nothing about play: it only brings memory level with the store.

use std::collections::{HashMap, HashSet, VecDeque};
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::store::{Change, StoredMatch};

use super::{
    ApiError, App, LiveMatch, MatchHandle, MessageArg, MessageCache, RECENT_FINISHED_KEPT, Status,
    Unavailable,
};

/// How many matches a node brings up to date at once when following other
/// nodes. The store reads the matches asked for at the same time in one
/// statement (one round trip on one pooled connection, the rest staying free
/// for this node's own commits), so this bounds a batch, not connections: a
/// busy node reads its many changed matches a few statements a second, not one
/// round trip per match.
pub(crate) const REFRESHES_IN_FLIGHT: usize = 64;

/// The matches announced as changed and not yet read back: a set, not a queue
/// of announcements, so it never holds more than the matches there are, and a
/// match announced ten times while it waits is read once. A match announced
/// while its read runs is read again after it (that read may have missed the
/// change).
#[derive(Debug, Default)]
pub(crate) struct PendingRefreshes {
    /// Waiting to be read, oldest announcement first, with when it was
    /// announced; never one being read.
    waiting: VecDeque<(String, Instant)>,
    queued: HashSet<String>,
    /// Being read now.
    running: HashSet<String>,
    /// Being read now and announced again since the read began.
    again: HashSet<String>,
}

impl PendingRefreshes {
    /// `id` changed.
    pub(crate) fn announce(&mut self, id: String) {
        if self.running.contains(&id) {
            self.again.insert(id);
        } else if self.queued.insert(id.clone()) {
            self.waiting.push_back((id, Instant::now()));
        }
    }

    /// The next match to read, now counted as being read.
    #[cfg(test)]
    pub(crate) fn start_next(&mut self) -> Option<String> {
        self.start_next_since().map(|(id, _)| id)
    }

    /// The next match to read, with when it was announced.
    fn start_next_since(&mut self) -> Option<(String, Instant)> {
        let (id, since) = self.waiting.pop_front()?;
        self.queued.remove(&id);
        self.running.insert(id.clone());
        Some((id, since))
    }

    /// The read of `id` ended (well or not): if it was announced meanwhile, it
    /// waits again.
    pub(crate) fn finished(&mut self, id: &str) {
        self.running.remove(id);
        if self.again.remove(id) {
            self.announce(id.to_owned());
        }
    }

    /// How many matches wait (not counting those being read).
    pub(crate) fn waiting(&self) -> usize {
        self.waiting.len()
    }

    /// When the oldest waiting announcement arrived.
    pub(crate) fn oldest(&self) -> Option<Instant> {
        self.waiting.front().map(|(_, since)| *since)
    }
}

/// How far this node's following of the others lags (PostgreSQL): what
/// `GET /readyz` reports as "caught up".
#[derive(Debug, Default)]
pub struct FollowLag {
    /// (matches announced and waiting to be read, when the oldest was announced).
    state: std::sync::Mutex<(usize, Option<Instant>)>,
}

impl FollowLag {
    /// Written by the follower after each step (tests write it too).
    pub fn set(&self, waiting: usize, oldest: Option<Instant>) {
        *self.state.lock().unwrap_or_else(|p| p.into_inner()) = (waiting, oldest);
    }

    /// Matches waiting to be read, and how long the oldest has waited.
    pub fn now(&self) -> (usize, Duration) {
        let (waiting, oldest) = *self.state.lock().unwrap_or_else(|p| p.into_inner());
        (
            waiting,
            oldest.map_or(Duration::ZERO, |since| since.elapsed()),
        )
    }
}

/// Turns announcements into reads: each [`Change::Match`] marks its match
/// pending, [`Change::Resync`] marks every match `everything` names, and up to
/// `in_flight` different matches are read (`refresh`) at once, each at most once
/// at a time. The announcements are taken as they arrive, whatever the reads
/// are doing, so the channel never grows. Ends when the channel closes and the
/// reads under way are done.
pub(crate) async fn follow_changes<E, EF, R, RF>(
    mut changes: tokio::sync::mpsc::UnboundedReceiver<Change>,
    lag: Arc<FollowLag>,
    in_flight: usize,
    everything: E,
    refresh: R,
) where
    E: Fn() -> EF,
    EF: Future<Output = Vec<String>>,
    R: Fn(String) -> RF,
    RF: Future<Output = ()> + Send + 'static,
{
    let mut pending = PendingRefreshes::default();
    let mut reads = tokio::task::JoinSet::new();
    let mut reading: HashMap<tokio::task::Id, String> = HashMap::new();
    let mut open = true;
    loop {
        while reads.len() < in_flight.max(1) {
            let Some((id, since)) = pending.start_next_since() else {
                break;
            };
            FOLLOW_TIMES.queued(since.elapsed());
            let task = reads.spawn(refresh(id.clone()));
            reading.insert(task.id(), id);
        }
        lag.set(pending.waiting(), pending.oldest());
        if !open && reads.is_empty() {
            return;
        }
        tokio::select! {
            change = changes.recv(), if open => match change {
                Some(Change::Match(id)) => pending.announce(id),
                Some(Change::Resync) => {
                    for id in everything().await {
                        pending.announce(id);
                    }
                }
                None => open = false,
            },
            Some(done) = reads.join_next_with_id(), if !reads.is_empty() => {
                let task = match done {
                    Ok((task, ())) => task,
                    Err(err) => err.id(),
                };
                if let Some(id) = reading.remove(&task) {
                    pending.finished(&id);
                }
            }
        }
    }
}

/// Where the follower's time goes, summed since the last log line: with
/// `RUST_LOG=sleuth_server::live::node=debug` a node logs, every 5 seconds, how
/// many matches it brought up to date and how long each waited in the pending
/// set, for its match's lock, for the store's read and for the rest.
pub(crate) struct FollowTimes {
    reads: AtomicU64,
    /// Microseconds, summed over the reads.
    queued: AtomicU64,
    lock: AtomicU64,
    load: AtomicU64,
    apply: AtomicU64,
    total: AtomicU64,
    /// The longest, in microseconds.
    queued_max: AtomicU64,
    total_max: AtomicU64,
}

pub(crate) static FOLLOW_TIMES: FollowTimes = FollowTimes {
    reads: AtomicU64::new(0),
    queued: AtomicU64::new(0),
    lock: AtomicU64::new(0),
    load: AtomicU64::new(0),
    apply: AtomicU64::new(0),
    total: AtomicU64::new(0),
    queued_max: AtomicU64::new(0),
    total_max: AtomicU64::new(0),
};

fn micros(took: Duration) -> u64 {
    u64::try_from(took.as_micros()).unwrap_or(u64::MAX)
}

impl FollowTimes {
    fn queued(&self, took: Duration) {
        self.queued.fetch_add(micros(took), Ordering::Relaxed);
        self.queued_max.fetch_max(micros(took), Ordering::Relaxed);
    }

    fn read(&self, took: Duration) {
        self.reads.fetch_add(1, Ordering::Relaxed);
        self.total.fetch_add(micros(took), Ordering::Relaxed);
        self.total_max.fetch_max(micros(took), Ordering::Relaxed);
    }

    fn part(part: &AtomicU64, took: Duration) {
        part.fetch_add(micros(took), Ordering::Relaxed);
    }

    async fn log_every(period: Duration) {
        loop {
            tokio::time::sleep(period).await;
            let t = &FOLLOW_TIMES;
            let reads = t.reads.swap(0, Ordering::Relaxed);
            let ms = |f: &AtomicU64| f.swap(0, Ordering::Relaxed) as f64 / 1000.0;
            let mean = |f: &AtomicU64| ms(f) / reads.max(1) as f64;
            // (Lock, load and apply count every catch-up, a lobby
            // operation's too: their means may exceed the total's.)
            tracing::debug!(
                "follow: {reads} matches read; mean ms queued {:.1}, lock {:.1}, load {:.1}, apply {:.1}, total {:.1}; max ms queued {:.1}, total {:.1}",
                mean(&t.queued),
                mean(&t.lock),
                mean(&t.load),
                mean(&t.apply),
                mean(&t.total),
                ms(&t.queued_max),
                ms(&t.total_max),
            );
        }
    }
}

impl App {
    /// Every match in memory, with its id (a snapshot: the map's lock is released).
    pub async fn handles(&self) -> Vec<(String, Arc<MatchHandle>)> {
        self.matches
            .read()
            .await
            .iter()
            .map(|(id, h)| (id.clone(), Arc::clone(h)))
            .collect()
    }

    pub async fn get(&self, id: &str) -> Result<Arc<MatchHandle>, ApiError> {
        if let Some(handle) = self.matches.read().await.get(id) {
            return Ok(Arc::clone(handle));
        }
        if let Some(unavailable) = self.unavailable.read().await.get(id) {
            return Err(ApiError::refusal(
                "conflict",
                "errors-live-match-unavailable",
                vec![
                    ("match", MessageArg::Text(id.to_owned())),
                    ("reason", MessageArg::Text(unavailable.reason.clone())),
                ],
            ));
        }
        // A finished match that left memory, or one another node created a
        // moment ago: read it back from the store.
        if let Some(handle) = self.load_from_store(id).await? {
            return Ok(handle);
        }
        Err(ApiError::refusal(
            "not_found",
            "errors-live-no-such-match",
            vec![("match", MessageArg::Text(format!("{id:?}")))],
        ))
    }

    /// Every so often, drops from memory the finished matches nobody has been
    /// connected to for [`App::evict_finished_after_ms`] (memory grew
    /// with every match ever played). They stay in the store; `get` reads one
    /// back when asked, and the lobby keeps the last ones' summaries. Until
    /// then, an ended match nobody is connected to keeps only what its page,
    /// record and replay read: its bots and serialised messages go at the
    /// first round that finds it so (`MatchHandle::shed_after_end`).
    pub(crate) async fn evict_finished(self: Arc<Self>) {
        let mut idle_since: HashMap<String, std::time::Instant> = HashMap::new();
        loop {
            let after = Duration::from_millis(self.evict_finished_after_ms.load(Ordering::Relaxed));
            tokio::time::sleep(
                (after / 4).clamp(Duration::from_millis(50), Duration::from_secs(5)),
            )
            .await;
            let handles = self.handles().await;
            // Rebuilt each round: only matches idle now keep (or start) their time.
            let mut still_idle = HashMap::new();
            let mut leaving = Vec::new();
            for (id, handle) in handles {
                // (A match's spectator writer listens to `updates` until the
                // match is dropped: it is no connection.)
                let idle = handle.notices.receiver_count() == 0
                    && handle.live.try_lock().is_ok_and(|mut live| {
                        // (Only under the lock: a connection arriving now finds
                        // either everything or what it builds again.)
                        handle.shed_after_end(&mut live);
                        live.ended()
                    });
                if !idle {
                    continue;
                }
                let since = idle_since
                    .get(&id)
                    .copied()
                    .unwrap_or_else(std::time::Instant::now);
                if since.elapsed() >= after {
                    leaving.push(id);
                } else {
                    still_idle.insert(id, since);
                }
            }
            idle_since = still_idle;
            for id in leaving {
                let removed = self.matches.write().await.remove(&id);
                if let Some(handle) = removed {
                    let summary = handle.live.lock().await.summary();
                    let mut recent = self
                        .recent_finished
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner());
                    recent.retain(|s| s.id != id);
                    recent.push_front(summary);
                    recent.truncate(RECENT_FINISHED_KEPT);
                    drop(recent);
                    self.analyses
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner())
                        .remove(&id);
                }
            }
        }
    }

    /// A match this node has not loaded yet, from a shared store: rebuilt, kept,
    /// its bots started. `None` if the store has no such match.
    pub(crate) async fn load_from_store(
        &self,
        id: &str,
    ) -> Result<Option<Arc<MatchHandle>>, ApiError> {
        let Some(stored) = self
            .store
            .load_match(id, 0)
            .await
            .map_err(ApiError::server)?
        else {
            return Ok(None);
        };
        let live = self.rebuild(stored).map_err(ApiError::server)?;
        let mut matches = self.matches.write().await;
        let handle = matches
            .entry(id.to_owned())
            .or_insert_with(|| MatchHandle::new(live));
        Ok(Some(Arc::clone(handle)))
    }

    /// Rebuilds every stored match by replaying its actions. With a shared store,
    /// also follows the changes other nodes make (started before the load, so
    /// that none falls in between) and takes over the bots of nodes that die.
    pub async fn load(self: &Arc<Self>) -> anyhow::Result<usize> {
        let changes = self.store.changes().await.map_err(ApiError::server)?;
        let stored = self.store.load_all().await.map_err(ApiError::server)?;
        let mut loaded = 0;
        for m in stored {
            let (id, game, rules_version) = (m.id.clone(), m.game.clone(), m.rules_version);
            match self.rebuild(m) {
                Ok(live) => {
                    let playing = live.status == Status::Playing;
                    let id = live.id.clone();
                    self.matches
                        .write()
                        .await
                        .insert(id.clone(), MatchHandle::new(live));
                    if playing {
                        self.kick_bots(&id);
                        self.watch_clock(&id);
                    }
                    loaded += 1;
                }
                Err(reason) => {
                    tracing::error!(match_id = %id, "cannot restore match {id}: {reason}");
                    self.unavailable.write().await.insert(
                        id.clone(),
                        Unavailable {
                            id,
                            game,
                            rules_version,
                            reason,
                        },
                    );
                }
            }
        }
        for (id, rematch) in self.store.rematches().await.map_err(ApiError::server)? {
            let handle = self.matches.read().await.get(&id).cloned();
            if let Some(handle) = handle {
                handle.live.lock().await.rematch = Some(rematch);
            }
        }
        if let Err(err) = self.push_service().await {
            tracing::warn!("no Web Push on this node: {err}");
        }
        tokio::spawn(Arc::clone(self).evict_finished());
        if let Some(changes) = changes {
            tokio::spawn(Arc::clone(self).follow(changes));
            tokio::spawn(Arc::clone(self).watch_bots());
            tokio::spawn(Arc::clone(self).follow_presence());
        }
        Ok(loaded)
    }

    /// Applies what other nodes commit (a shared store): each announced match is
    /// brought up to date, and its local connections and bots are told. A busy
    /// node is announced many changes per match while it reads one: they are
    /// coalesced ([`PendingRefreshes`]) and up to [`REFRESHES_IN_FLIGHT`]
    /// matches are read at once ([`follow_changes`]).
    pub(crate) async fn follow(
        self: Arc<Self>,
        changes: tokio::sync::mpsc::UnboundedReceiver<Change>,
    ) {
        let everything = Arc::clone(&self);
        if tracing::enabled!(tracing::Level::DEBUG) {
            tokio::spawn(FollowTimes::log_every(Duration::from_secs(5)));
        }
        follow_changes(
            changes,
            Arc::clone(&self.follow_lag),
            REFRESHES_IN_FLIGHT,
            move || {
                let app = Arc::clone(&everything);
                async move { app.matches.read().await.keys().cloned().collect() }
            },
            move |id: String| {
                let app = Arc::clone(&self);
                async move {
                    let began = Instant::now();
                    let result = app.refresh(&id).await;
                    FOLLOW_TIMES.read(began.elapsed());
                    if let Err(err) = result {
                        tracing::warn!(match_id = %id, "cannot follow the changes of {id}: {err}");
                    }
                }
            },
        )
        .await;
    }

    /// Brings one match up to date with the store (loads it if this node has not).
    pub async fn refresh(self: &Arc<Self>, id: &str) -> Result<(), ApiError> {
        // (The read guard must be gone before `load_from_store` takes the write lock.)
        let known = self.matches.read().await.get(id).cloned();
        let handle = match known {
            Some(handle) => handle,
            None => {
                if self.load_from_store(id).await?.is_some() {
                    self.kick_bots(id);
                    self.watch_clock(id);
                }
                return Ok(());
            }
        };
        let locking = Instant::now();
        let mut live = handle.live.lock().await;
        FollowTimes::part(&FOLLOW_TIMES.lock, locking.elapsed());
        let changed = self.catch_up(&handle, &mut live).await?;
        let playing = live.status == Status::Playing;
        drop(live);
        if changed && playing {
            self.kick_bots(id);
            self.watch_clock(id);
        }
        Ok(())
    }

    /// Applies to `live` what the store holds beyond it (seats, config, status and
    /// actions another node wrote), and tells local connections. Called with the
    /// match lock held. Returns whether anything changed.
    pub(crate) async fn catch_up(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
    ) -> Result<bool, ApiError> {
        let loading = Instant::now();
        let Some(stored) = self
            .store
            .load_match(&live.id, live.version())
            .await
            .map_err(ApiError::server)?
        else {
            return Ok(false);
        };
        FollowTimes::part(&FOLLOW_TIMES.load, loading.elapsed());
        let applying = Instant::now();
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::internal("game vanished"))?;
        let mut lobby = false;
        if stored.seats != live.seats {
            live.connected.resize(stored.seats.len(), 0);
            live.seats = stored.seats;
            if live.game.is_some() {
                self.make_bots(live);
            }
            lobby = true;
        }
        if let Some(clock) = stored
            .clock
            .as_deref()
            .and_then(|c| serde_json::from_str(c).ok())
            && live.clocks.as_ref() != Some(&clock)
        {
            live.clocks = Some(clock);
            lobby = true;
        }
        if stored.config != live.config && live.status == Status::Open {
            live.public_config = host.public_config(&stored.config);
            live.config = stored.config;
            lobby = true;
        }
        let status = Status::parse(&stored.status);
        if live.status == Status::Open && status != Status::Open {
            let game = host
                .new_match_under_rules(&live.config, live.seed, live.rules_version)
                .map_err(ApiError::server)?;
            live.game = Some(game);
            live.message_cache = MessageCache::default();
            live.status = Status::Playing;
            self.make_bots(live);
            lobby = true;
        }
        if status == Status::Abandoned && live.status != Status::Abandoned {
            live.status = Status::Abandoned;
            // The state messages built at this version said `playing`.
            live.message_cache = MessageCache::default();
            lobby = true;
        }
        let mut played = false;
        for (seat, action) in stored.actions {
            let Some(game) = live.game.as_mut() else {
                break;
            };
            let events = game.play(seat, &action).map_err(|e| {
                ApiError::server(format!(
                    "{} action {} from the store is refused here: {e}",
                    live.id,
                    live.actions.len()
                ))
            })?;
            live.push_action(seat, action, events);
            played = true;
        }
        if played && live.game.as_ref().is_some_and(|g| g.outcome().is_some()) {
            live.status = Status::Finished;
            live.rating_rows = stored.rating_changes;
        }
        // Chat rows are read only when nothing else changed: a chat message has a
        // notification of its own, and the last catch-up after it always finds
        // nothing else new, so no message is missed and an action costs no read
        // of the chat.
        let chatted = if lobby || played {
            false
        } else {
            self.catch_up_chat(handle, live).await?
        };
        if lobby {
            handle.announce_lobby(live);
        }
        if played {
            // Everyone catches up under the lock: nothing is left to publish.
            live.unpublished_since = None;
            handle.clear_spectator_updates();
            handle.announce_version(live.version());
        }
        // (After the new version is announced: this read waits for a pooled
        // connection, which a busy node's commits hold, and the last action of a
        // match need not wait for it.)
        if live.status == Status::Finished && live.rematch.is_none() {
            live.rematch = self
                .store
                .rematch_of(&live.id)
                .await
                .map_err(ApiError::server)?;
            if live.rematch.is_some() {
                handle.announce_lobby(live);
                lobby = true;
            }
        }
        FollowTimes::part(&FOLLOW_TIMES.apply, applying.elapsed());
        Ok(lobby || played || chatted)
    }

    /// With a shared store, brings `live` up to date before a lobby operation
    /// judges it (a seat taken on another node a moment ago is seen here).
    pub(crate) async fn catch_up_if_shared(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
    ) -> Result<(), ApiError> {
        if self.store.is_shared() {
            self.catch_up(handle, live).await?;
        }
        Ok(())
    }

    pub(crate) fn rebuild(&self, m: StoredMatch) -> Result<LiveMatch, String> {
        let host = self
            .registry
            .get(&m.game)
            .ok_or_else(|| format!("match {}: unknown game {}", m.id, m.game))?;
        let info = host.info();
        let supported = host.supported_rules_versions();
        if !supported.contains(&m.rules_version) {
            return Err(sleuth_core::erased::rules_version_refusal(
                &info,
                m.rules_version,
                &supported,
            ));
        }
        let status = Status::parse(&m.status);
        let mut live = LiveMatch {
            connected: vec![0; m.seats.len()],
            presence: self.presence_for(&m.game),
            id: m.id.clone(),
            game_id: m.game.clone(),
            game_name: info.name.to_owned(),
            config: m.config.clone(),
            public_config: host.public_config(&m.config),
            message_cache: MessageCache::default(),
            unpublished_since: None,
            seed: m.seed,
            rules_version: m.rules_version,
            status,
            host_token_hash: m.host_token_hash,
            created_at: m.created_at,
            seats: m.seats,
            game: None,
            actions: Vec::new(),
            events: Vec::new(),
            chat: None,
            rematch: None,
            options: serde_json::from_value(m.options.clone()).unwrap_or_default(),
            clocks: m
                .clock
                .as_deref()
                .and_then(|c| serde_json::from_str(c).ok()),
            bots: HashMap::new(),
            turn_alerts: Vec::new(),
            rating_rows: m.rating_changes,
        };
        if status != Status::Open {
            let mut game = host
                .new_match_under_rules(&m.config, m.seed, m.rules_version)
                .map_err(|e| format!("match {}: {e}", m.id))?;
            for (index, (seat, action)) in m.actions.into_iter().enumerate() {
                let events = game
                    .play(seat, &action)
                    .map_err(|e| format!("match {} action {index}: {e}", m.id))?;
                live.push_action(seat, action, events);
            }
            live.game = Some(game);
            live.message_cache = MessageCache::default();
            self.make_bots(&mut live);
        }
        Ok(live)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use tokio::sync::{RwLock, mpsc};

    use super::{PendingRefreshes, follow_changes};
    use crate::store::Change;

    /// The reads `follow_changes` makes, in order, while `gate` (held by the
    /// test) keeps each from ending; and the most seen running at once.
    #[derive(Default)]
    struct Reads {
        started: Mutex<Vec<String>>,
        running: Mutex<usize>,
        most_at_once: Mutex<usize>,
    }

    fn follower(
        in_flight: usize,
        everything: Vec<String>,
        gate: Arc<RwLock<()>>,
    ) -> (
        mpsc::UnboundedSender<Change>,
        Arc<Reads>,
        tokio::task::JoinHandle<()>,
    ) {
        let (send, changes) = mpsc::unbounded_channel();
        let reads = Arc::new(Reads::default());
        let seen = Arc::clone(&reads);
        let task = tokio::spawn(follow_changes(
            changes,
            Arc::new(super::FollowLag::default()),
            in_flight,
            move || {
                let everything = everything.clone();
                async move { everything }
            },
            move |id: String| {
                let seen = Arc::clone(&seen);
                let gate = Arc::clone(&gate);
                async move {
                    seen.started.lock().unwrap().push(id);
                    {
                        let mut running = seen.running.lock().unwrap();
                        *running += 1;
                        let mut most = seen.most_at_once.lock().unwrap();
                        *most = (*most).max(*running);
                    }
                    let _open = gate.read().await;
                    *seen.running.lock().unwrap() -= 1;
                }
            },
        ));
        (send, reads, task)
    }

    async fn until(what: &str, reads: &Reads, done: impl Fn(&[String]) -> bool) {
        for _ in 0..500 {
            if done(&reads.started.lock().unwrap()) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        panic!("{what}: reads {:?}", reads.started.lock().unwrap());
    }

    fn count(reads: &Reads, id: &str) -> usize {
        reads
            .started
            .lock()
            .unwrap()
            .iter()
            .filter(|r| *r == id)
            .count()
    }

    #[tokio::test]
    async fn a_burst_of_announcements_for_one_match_is_read_once_more_not_once_each() {
        let gate = Arc::new(RwLock::new(()));
        let closed = gate.write().await;
        let (send, reads, task) = follower(4, Vec::new(), Arc::clone(&gate));
        send.send(Change::Match("m-1".into())).unwrap();
        until("the first read begins", &reads, |r| r.len() == 1).await;
        // Ten more while the first read runs: it may have missed them, so one
        // more read follows, and only one.
        for _ in 0..10 {
            send.send(Change::Match("m-1".into())).unwrap();
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(closed);
        drop(send);
        tokio::time::timeout(Duration::from_secs(5), task)
            .await
            .expect("the follower ends with its channel")
            .unwrap();
        assert_eq!(
            count(&reads, "m-1"),
            2,
            "{:?}",
            reads.started.lock().unwrap()
        );
    }

    #[tokio::test]
    async fn matches_are_read_concurrently_but_never_more_than_the_bound() {
        let gate = Arc::new(RwLock::new(()));
        let closed = gate.write().await;
        let (send, reads, task) = follower(3, Vec::new(), Arc::clone(&gate));
        for i in 0..8 {
            send.send(Change::Match(format!("m-{i}"))).unwrap();
        }
        until("three reads at once", &reads, |r| r.len() == 3).await;
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(reads.started.lock().unwrap().len(), 3, "the bound holds");
        drop(closed);
        drop(send);
        tokio::time::timeout(Duration::from_secs(5), task)
            .await
            .expect("the follower ends")
            .unwrap();
        let mut started = reads.started.lock().unwrap().clone();
        started.sort();
        let mut every: Vec<String> = (0..8).map(|i| format!("m-{i}")).collect();
        every.sort();
        assert_eq!(started, every, "each announced match read once");
        assert_eq!(*reads.most_at_once.lock().unwrap(), 3);
    }

    #[tokio::test]
    async fn a_resync_reads_every_match_once() {
        let gate = Arc::new(RwLock::new(()));
        let every: Vec<String> = (0..5).map(|i| format!("m-{i}")).collect();
        let (send, reads, task) = follower(2, every.clone(), Arc::clone(&gate));
        send.send(Change::Match("m-0".into())).unwrap();
        send.send(Change::Resync).unwrap();
        send.send(Change::Resync).unwrap();
        drop(send);
        tokio::time::timeout(Duration::from_secs(5), task)
            .await
            .expect("the follower ends")
            .unwrap();
        for id in &every {
            let n = count(&reads, id);
            assert!((1..=2).contains(&n), "{id} read {n} times");
        }
    }

    #[test]
    fn a_pending_set_never_holds_a_match_twice() {
        let mut pending = PendingRefreshes::default();
        for _ in 0..1000 {
            pending.announce("m-1".into());
            pending.announce("m-2".into());
        }
        assert_eq!(pending.waiting(), 2);
        let first = pending.start_next().unwrap();
        assert_eq!(first, "m-1");
        pending.announce("m-1".into());
        assert_eq!(pending.waiting(), 1, "m-1 is being read: it waits after");
        pending.finished("m-1");
        assert_eq!(pending.waiting(), 2, "announced while read: read again");
        assert_eq!(pending.start_next().as_deref(), Some("m-2"));
        assert_eq!(pending.start_next().as_deref(), Some("m-1"));
        assert_eq!(pending.start_next(), None);
    }
}
