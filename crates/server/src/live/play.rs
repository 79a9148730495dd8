//! Play: applying an action (validated by the game, committed, then
//! published), the bots' turns, and what a finished match writes for profiles
//! and ratings. The only room that plays actions on the game, besides the
//! leave/return actions of `absence`.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::Value;
use sleuth_core::{Outcome, Seat, Viewer, derive_seed};
use tracing::Instrument;

use crate::campaign;
use crate::store::{Append, FinishWrite, SeatChange, SeatRow};

use super::live_match::clock_seats_of;
use super::{
    ApiError, App, BOT_BURST_LIMIT, LiveMatch, MatchHandle, SPECTATOR_UPDATE_BYTES_KEPT,
    SPECTATOR_UPDATES_KEPT, SpectatorUpdate, Status, json_text, now_ms, now_secs,
};

pub(crate) fn bot_seed(seed: u64, seat: usize) -> u64 {
    derive_seed(seed ^ 0xB075, seat as u64)
}

/// Clears the bot-driver flag if the driver ends unexpectedly (a panic). On a
/// normal end the driver clears it itself while still holding the match lock, so
/// that a human action that follows always sees the flag down and starts a new
/// driver.
struct DriverGuard<'a> {
    flag: &'a AtomicBool,
    armed: bool,
}

impl DriverGuard<'_> {
    /// Lowers the flag now; call with the match lock held.
    fn release(&mut self) {
        self.flag.store(false, Ordering::SeqCst);
        self.armed = false;
    }
}

impl Drop for DriverGuard<'_> {
    fn drop(&mut self) {
        if self.armed {
            self.flag.store(false, Ordering::SeqCst);
        }
    }
}

impl App {
    /// Every second, offers to drive the bots of each match whose bots are waited
    /// for and that no task here drives: the claim succeeds only when no live node
    /// holds them (their node died), so bots never stop for good.
    pub(crate) async fn watch_bots(self: Arc<Self>) {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        loop {
            tick.tick().await;
            let handles = self.handles().await;
            for (id, handle) in handles {
                if handle.bot_driver.load(Ordering::SeqCst) {
                    continue;
                }
                let waiting = {
                    let live = handle.live.lock().await;
                    live.status == Status::Playing
                        && match self.tutorial_scripted_move(&live) {
                            Some((seat, _)) => live.bots.contains_key(&seat.0),
                            None => {
                                !live.options.tutorial
                                    && live.game.as_ref().is_some_and(|g| {
                                        g.waiting_for().iter().any(|s| live.bots.contains_key(&s.0))
                                    })
                            }
                        }
                };
                if waiting {
                    self.kick_bots(&id);
                }
            }
        }
    }

    /// Makes the bots of bot seats and of people's seats a bot stands in for, and
    /// drops those of seats reclaimed since (a bot already made is kept).
    pub(crate) fn make_bots(&self, live: &mut LiveMatch) {
        let Some(host) = self.registry.get(&live.game_id) else {
            return;
        };
        for (i, row) in live.seats.iter().enumerate() {
            let wanted = match row {
                SeatRow::Bot { bot } => Some(bot),
                SeatRow::Human { stand_in, .. } => stand_in.as_ref(),
                SeatRow::Empty => None,
            };
            match wanted {
                Some(bot) => {
                    if !live.bots.contains_key(&(i as u8))
                        && let Some(b) = host.new_bot_for(bot, bot_seed(live.seed, i), &live.config)
                    {
                        live.bots.insert(i as u8, b);
                    }
                }
                None => {
                    live.bots.remove(&(i as u8));
                }
            }
        }
    }

    /// Validates `action` of `seat`, commits it and applies it, without telling
    /// anyone yet (see [`App::publish_actions`]); an illegal action changes nothing.
    pub(crate) async fn apply_action(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        action: &Value,
    ) -> Result<(), ApiError> {
        self.apply_action_with(handle, live, seat, action, None)
            .await
    }

    /// [`App::apply_action`], also changing seat `seat`'s row to `new_row` in the
    /// same transaction (a seat opened by its player's departure, or taken by
    /// someone new), compare-and-set against the row this node knows.
    pub(crate) async fn apply_action_with(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        action: &Value,
        new_row: Option<SeatRow>,
    ) -> Result<(), ApiError> {
        if live.status == Status::Open {
            return Err(ApiError::refusal(
                "not_started",
                "errors-server-not-started",
                Vec::new(),
            ));
        }
        if live.status == Status::Abandoned {
            return Err(ApiError::refusal(
                "game_over",
                "errors-live-abandoned",
                Vec::new(),
            ));
        }
        // A lost race with another node (it appended this index first) means
        // catching up and judging the action again on the new state.
        let mut attempts = 0;
        let expected_row = live.seats.get(seat.index()).cloned();
        let (next, events, finished) = loop {
            let Some(game) = live.game.as_ref() else {
                return Err(ApiError::refusal(
                    "not_started",
                    "errors-server-not-started",
                    Vec::new(),
                ));
            };
            // A seat change is judged against the seat as it was asked for: after
            // a catch-up that changed it, the change is refused, not replayed.
            if new_row.is_some() && live.seats.get(seat.index()) != expected_row.as_ref() {
                return Err(ApiError::about_seat(
                    "conflict",
                    "errors-live-seat-changed",
                    seat.index(),
                ));
            }
            let mut seats_after = live.seats.clone();
            if let (Some(row), Some(slot)) = (&new_row, seats_after.get_mut(seat.index())) {
                *slot = row.clone();
            }
            let mut next = game.clone_box();
            let events = next.play(seat, action)?;
            let finished = next.outcome().is_some();
            // A finished campaign match is noted in its group's progress in the same
            // transaction as the action that finished it.
            let campaign_write = next.outcome().and_then(|outcome| {
                campaign::finished_write(
                    &self.registry,
                    &live.game_id,
                    &live.config,
                    !outcome.winners.is_empty(),
                    now_secs(),
                )
            });
            // The clocks after this action: the actor's stops (with the increment
            // for a person), then exactly the people the game now waits for run.
            let now = now_ms();
            let clocks = match (&live.options.clock, &live.clocks) {
                (Some(rule), Some(clocks)) => {
                    let mut clocks = clocks.clone();
                    let person = matches!(
                        live.seats.get(seat.index()),
                        Some(SeatRow::Human { stand_in: None, .. })
                    );
                    let running = if finished {
                        Vec::new()
                    } else {
                        clock_seats_of(next.as_ref(), &seats_after)
                    };
                    clocks.after_action(rule, person.then_some(seat.index()), &running, now);
                    Some(clocks)
                }
                _ => None,
            };
            let finish = next
                .outcome()
                .and_then(|outcome| self.finish_write(live, &outcome, now));
            let append = Append {
                match_id: live.id.clone(),
                index: live.version(),
                seat,
                action: action.clone(),
                new_status: finished.then_some("finished"),
                campaign: campaign_write,
                clock: clocks.as_ref().map(json_text),
                finish,
                seat_change: new_row
                    .as_ref()
                    .zip(expected_row.as_ref())
                    .map(|(row, expected)| SeatChange {
                        seat,
                        expected: expected.clone(),
                        row: row.clone(),
                    }),
            };
            let commit_started = std::time::Instant::now();
            let in_flight = self.commits.enter();
            let appended = self.store.append_action(append).await;
            drop(in_flight);
            crate::metrics::observe_commit(commit_started.elapsed());
            match appended {
                Ok(rating_rows) => {
                    if clocks.is_some() {
                        live.clocks = clocks;
                    }
                    if finished {
                        live.rating_rows = rating_rows;
                    }
                    break (next, events, finished);
                }
                Err(err) if err.is_conflict() && attempts < 5 => {
                    attempts += 1;
                    self.catch_up(handle, live).await?;
                }
                Err(err) => return Err(self.lost_race(handle, live, err).await),
            }
        };
        // Seats this action made newly to move: perhaps told by push (`alerts.rs`).
        let waiting_before = live
            .game
            .as_ref()
            .map(|game| game.waiting_for())
            .unwrap_or_default();
        let waiting_after = next.waiting_for();
        live.turn_alerts.extend((0..next.players()).filter(|&i| {
            waiting_after.contains(Seat(i as u8)) && !waiting_before.contains(Seat(i as u8))
        }));
        live.game = Some(next);
        if let (Some(row), Some(slot)) = (new_row, live.seats.get_mut(seat.index())) {
            *slot = row;
            self.make_bots(live);
        }
        let since = live.version();
        live.push_action(seat, action.clone(), events);
        if finished {
            live.status = Status::Finished;
            tracing::info!(match_id = %live.id, game = %live.game_id, actions = live.actions.len(), "the match is over");
            crate::content_stats::note_finished_play(self, live).await;
        }
        live.unpublished_since.get_or_insert(since);
        crate::metrics::action_accepted(&live.game_id);
        Ok(())
    }

    /// Applies `action` (as [`App::apply_action`]) and tells every connection.
    pub async fn act(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        action: &Value,
    ) -> Result<(), ApiError> {
        // A tutorial's learner plays the script's move (the game's own rules
        // judge it next, as any move).
        self.check_tutorial_move(live, seat, action)?;
        self.apply_action(handle, live, seat, action).await?;
        self.publish_actions(handle, live);
        Ok(())
    }

    /// Tells every connection of the actions applied since the last publication:
    /// one spectators' `update` covering all of them, and one notice (a
    /// burst of bot actions costs each connection one frame, not one per action).
    /// Every action it covers is already committed.
    pub(crate) fn publish_actions(&self, handle: &MatchHandle, live: &mut LiveMatch) {
        let Some(since) = live.unpublished_since.take() else {
            return;
        };
        self.alert_turns(live);
        let version = live.version();
        if handle.spectators_here.load(Ordering::SeqCst) == 0 || live.status == Status::Finished {
            // No spectator here: nothing to publish, and what was is now stale
            // (a spectator who comes builds its first message under the lock). A
            // finished match publishes nothing more either: its spectators build
            // the last update once under the lock (shared through the message
            // cache), and the match does not keep 16 updates for ever.
            handle.clear_spectator_updates();
        } else {
            let update = SpectatorUpdate {
                since,
                version,
                text: live.state_text("update", Viewer::Spectator, Some(since)),
            };
            let mut updates = handle
                .spectator_updates
                .write()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            // Versions only grow here; after a catch-up from the store the chain
            // would have a gap, so it starts again.
            if updates
                .back()
                .is_some_and(|last| last.version != update.since)
            {
                updates.clear();
            }
            updates.push_back(update);
            // The newest always stays; older ones within the count and bytes
            // kept (the bytes of all but the newest).
            let newest_bytes = updates.back().map_or(0, |u| u.text.len());
            let mut older_bytes: usize =
                updates.iter().map(|u| u.text.len()).sum::<usize>() - newest_bytes;
            while updates.len() > 1
                && (updates.len() > SPECTATOR_UPDATES_KEPT
                    || older_bytes > SPECTATOR_UPDATE_BYTES_KEPT)
            {
                older_bytes -= updates.pop_front().map_or(0, |u| u.text.len());
            }
        }
        handle.announce_version(version);
    }

    /// Plays the bots' turns, one action at a time, until a human must act. A bot
    /// that errs or panics is replaced by the random bot; a failed store write is
    /// retried with a growing pause. Each action is committed before the next is
    /// chosen; with no bot delay, the connections hear of a run of bot actions
    /// once, when a person is waited for again (or after [`BOT_BURST_LIMIT`]
    /// actions), in one update covering all of them.
    pub fn kick_bots(self: &Arc<Self>, id: &str) {
        let app = Arc::clone(self);
        let id = id.to_owned();
        // Every line the driver logs names the match.
        let span = tracing::info_span!("bots", match_id = %id);
        tokio::spawn(
            async move {
            let Ok(handle) = app.get(&id).await else {
                return;
            };
            if app.shutdown.is_begun() || handle.bot_driver.swap(true, Ordering::SeqCst) {
                return;
            }
            let mut driver = DriverGuard {
                flag: &handle.bot_driver,
                armed: true,
            };
            // With several nodes, one drives a match's bots at a time.
            match app.store.claim_bots(&id).await {
                Ok(true) => {}
                Ok(false) => return,
                Err(err) => {
                    tracing::warn!(match_id = %id, "cannot claim the bots: {err}");
                    crate::metrics::store_error();
                    return;
                }
            }
            let mut store_failures = 0u32;
            let mut burst = 0usize;
            loop {
                if !app.bot_delay.is_zero() {
                    tokio::time::sleep(app.bot_delay).await;
                }
                let mut guard = handle.live.lock().await;
                let live = &mut *guard;
                if app.shutdown.is_begun() {
                    // This node is stopping: the bots' actions so far are
                    // committed; another node claims the bots once released.
                    app.publish_actions(&handle, live);
                    driver.release();
                    drop(guard);
                    app.store.release_bots(&id).await;
                    return;
                }
                // A tutorial's bot seats play the script's moves, in its order.
                let scripted = app.tutorial_scripted_move(live);
                let next = match (&live.game, live.status, &scripted) {
                    (Some(_), Status::Playing, Some((seat, _))) => {
                        Some(*seat).filter(|s| live.bots.contains_key(&s.0))
                    }
                    (Some(_), Status::Playing, None) if live.options.tutorial => None,
                    (Some(game), Status::Playing, None) => game
                        .waiting_for()
                        .iter()
                        .find(|s| live.bots.contains_key(&s.0)),
                    _ => None,
                };
                let Some(seat) = next else {
                    app.publish_actions(&handle, live);
                    let finished = live.status == Status::Finished;
                    driver.release();
                    drop(guard);
                    if finished {
                        app.store.release_bots(&id).await;
                    }
                    return;
                };
                let (Some(game), Some(bot)) = (live.game.as_deref(), live.bots.get_mut(&seat.0))
                else {
                    app.publish_actions(&handle, live);
                    driver.release();
                    return;
                };
                let choice = match scripted {
                    Some((_, action)) => Ok(action),
                    None => std::panic::catch_unwind(AssertUnwindSafe(|| bot.choose(game, seat)))
                        .unwrap_or_else(|_| Err("the bot panicked".to_owned())),
                };
                let version_before = live.version();
                let applied = match choice {
                    Ok(action) => app.apply_action(&handle, live, seat, &action).await,
                    Err(err) => Err(ApiError::new("bot", err)),
                };
                match applied {
                    Ok(()) => {
                        crate::metrics::bot_action(&live.game_id);
                        store_failures = 0;
                        burst += 1;
                        // Only bots are waited for, and they act at once: the
                        // connections hear of this action with the next ones.
                        let bots_only = live.status == Status::Playing
                            && live.game.as_ref().is_some_and(|game| {
                                let waiting = game.waiting_for();
                                !waiting.is_empty()
                                    && waiting.iter().all(|s| live.bots.contains_key(&s.0))
                            });
                        if !(app.bot_delay.is_zero() && bots_only && burst < BOT_BURST_LIMIT) {
                            app.publish_actions(&handle, live);
                            burst = 0;
                        }
                    }
                    Err(err) if err.kind == "server" => {
                        app.publish_actions(&handle, live);
                        burst = 0;
                        store_failures += 1;
                        tracing::error!(
                            match_id = %live.id,
                            "store failure on a bot move (attempt {store_failures}): {err}"
                        );
                        if store_failures >= 6 {
                            driver.release();
                            return;
                        }
                        drop(guard);
                        tokio::time::sleep(Duration::from_millis(250 << store_failures)).await;
                    }
                    // Another node's action came first (a lost race, caught up):
                    // the bot chooses again on the new state.
                    Err(_) if live.version() != version_before => {}
                    // A tutorial's script is checked by replaying it; a refused
                    // scripted move is a broken script, not a bot to replace.
                    Err(err) if live.options.tutorial => {
                        tracing::error!(match_id = %live.id, "the tutorial refused its scripted move: {err}");
                        app.publish_actions(&handle, live);
                        driver.release();
                        return;
                    }
                    Err(err) => {
                        tracing::error!(
                            match_id = %live.id,
                            seat = seat.0,
                            "the bot failed: {err}; it plays randomly from now on"
                        );
                        app.publish_actions(&handle, live);
                        burst = 0;
                        match app
                            .registry
                            .get(&live.game_id)
                            .and_then(|h| h.new_bot("random", bot_seed(live.seed, 99)))
                        {
                            Some(random) => {
                                live.bots.insert(seat.0, random);
                            }
                            None => {
                                driver.release();
                                return;
                            }
                        }
                    }
                }
            }
            }
            .instrument(span),
        );
    }

    /// What a finished match writes for profiles and ratings: a row per seat that
    /// is an account's or a bot's, when at least one seat is an account's; the
    /// ratings change when the match is rated.
    ///
    /// A person's seat that its stand-in bot was playing at the end (their time
    /// ran out, or they left, and they did not reclaim it) forfeits: it is placed
    /// last, below every seat that did not forfeit (forfeits share that place),
    /// and it never counts as won, even when the bot's moves won. The stand-in's
    /// moves never earn a person a result or a rating: otherwise two people who
    /// both let their clocks run out would be rated on a game their bots played.
    /// The same holds in an unrated match (the profile says a bot finished it; no
    /// rating changes anyway) and in a cooperative game, where a forfeiting
    /// seat's person gets no credit for the team's success. The store reads the
    /// forfeits from the same seats when it writes the results
    /// (`store::finish_rows`).
    pub(crate) fn finish_write(
        &self,
        live: &LiveMatch,
        outcome: &Outcome,
        now: i64,
    ) -> Option<FinishWrite> {
        if !live.seats.iter().any(|row| {
            matches!(
                row,
                SeatRow::Human {
                    account: Some(_),
                    ..
                }
            )
        }) {
            return None;
        }
        let forfeit: Vec<bool> = live.seats.iter().map(stood_in).collect();
        let places = crate::rating::places_with_forfeits(outcome, live.seats.len(), &forfeit);
        let players = live
            .seats
            .iter()
            .enumerate()
            .filter_map(|(i, row)| {
                let key = match row {
                    SeatRow::Human {
                        account: Some(id), ..
                    } => format!("a:{id}"),
                    SeatRow::Bot { bot } => format!("bot:{bot}"),
                    _ => return None,
                };
                let won = outcome.winners.contains(Seat(i as u8)) && !forfeit[i];
                Some((i as u8, key, places[i], won))
            })
            .collect();
        let cooperative = self
            .registry
            .get(&live.game_id)
            .is_some_and(|h| h.info().cooperative);
        let variant = if cooperative {
            ["scenario", "difficulty"]
                .iter()
                .filter_map(|k| live.config.get(*k).and_then(Value::as_str))
                .collect::<Vec<_>>()
                .join(" · ")
        } else {
            String::new()
        };
        Some(FinishWrite {
            game: live.game_id.clone(),
            rated: live.options.rated,
            variant,
            finished_at: now / 1000,
            players,
        })
    }
}

/// Whether a stand-in bot plays this person's seat (a forfeit if the match ends so).
fn stood_in(row: &SeatRow) -> bool {
    matches!(
        row,
        SeatRow::Human {
            stand_in: Some(_),
            ..
        }
    )
}
