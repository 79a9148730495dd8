//! The link to the store and to other nodes: loading matches into memory at
//! start and on demand, rebuilding a match from its stored actions, following
//! other nodes' changes (catch up), and evicting finished matches. It decides
//! nothing about play: it only brings memory level with the store.

use std::collections::HashMap;

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::store::{Change, StoredMatch};

use super::{
    ApiError, App, LiveMatch, MatchHandle, MessageCache, RECENT_FINISHED_KEPT, Status, Unavailable,
};

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
            return Err(ApiError::new(
                "conflict",
                format!("match {id} cannot be restored: {}", unavailable.reason),
            ));
        }
        // A finished match that left memory, or one another node created a
        // moment ago: read it back from the store.
        if let Some(handle) = self.load_from_store(id).await? {
            return Ok(handle);
        }
        Err(ApiError::new(
            "not_found",
            format!("there is no match {id:?}"),
        ))
    }

    /// Every so often, drops from memory the finished matches nobody has been
    /// connected to for [`App::evict_finished_after_ms`] (memory grew
    /// with every match ever played). They stay in the store; `get` reads one
    /// back when asked, and the lobby keeps the last ones' summaries.
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
                let idle = handle.notices.receiver_count() == 0
                    && handle.live.try_lock().is_ok_and(|live| {
                        matches!(live.status, Status::Finished | Status::Abandoned)
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
                    tracing::error!("cannot restore match {id}: {reason}");
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
    /// brought up to date, and its local connections and bots are told.
    pub(crate) async fn follow(
        self: Arc<Self>,
        mut changes: tokio::sync::mpsc::UnboundedReceiver<Change>,
    ) {
        while let Some(change) = changes.recv().await {
            let ids = match change {
                Change::Match(id) => vec![id],
                Change::Resync => self.matches.read().await.keys().cloned().collect(),
            };
            for id in ids {
                if let Err(err) = self.refresh(&id).await {
                    tracing::warn!("cannot follow the changes of {id}: {err}");
                }
            }
        }
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
        let mut live = handle.live.lock().await;
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
        let Some(stored) = self
            .store
            .load_match(&live.id, live.version())
            .await
            .map_err(ApiError::server)?
        else {
            return Ok(false);
        };
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::new("server", "game vanished"))?;
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
        if live.status == Status::Finished && live.rematch.is_none() {
            live.rematch = self
                .store
                .rematch_of(&live.id)
                .await
                .map_err(ApiError::server)?;
            lobby |= live.rematch.is_some();
        }
        if lobby {
            handle.announce_lobby(live);
        }
        if played {
            // Everyone catches up under the lock: nothing is left to publish.
            live.unpublished_since = None;
            handle.clear_spectator_updates();
            handle.announce_version(live.version());
        }
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
