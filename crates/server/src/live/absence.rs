//! Absence: clocks running out, a stand-in bot taking a seat, the player
//! reclaiming it, a seat opened in play for someone else, and a match abandoned
//! when it cannot go on. Time reaches a game only through actions decided here.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use sleuth_core::Seat;
use tokio::sync::broadcast;

use crate::clock::Clocks;
use crate::store::SeatRow;

use super::chat::SystemLine;
use super::live_match::clock_seats_of;
use super::lobby::seat_words;
use super::{ApiError, App, LiveMatch, MatchHandle, MessageCache, Status, json_text, now_ms};

/// Why a seat changes hands in play, as the chat says it: the English words,
/// and the arguments of the catalogue's `chat-system-why` (`reason`: `timeout`,
/// `left`, `handed-over` or `learner-left`; `name`, `by`, `minutes`).
#[derive(Clone, Debug)]
pub(crate) struct Why {
    pub text: String,
    pub args: serde_json::Map<String, serde_json::Value>,
}

impl Why {
    pub fn new(reason: &str, text: impl Into<String>) -> Why {
        let mut args = serde_json::Map::new();
        args.insert("reason".to_owned(), reason.into());
        Why {
            text: text.into(),
            args,
        }
    }

    fn arg(mut self, name: &str, value: impl Into<serde_json::Value>) -> Why {
        self.args.insert(name.to_owned(), value.into());
        self
    }

    /// A chat line that gives this reason: `id` with this reason's arguments.
    fn line(&self, id: &'static str, text: String) -> SystemLine {
        let mut line = SystemLine::new(id, text);
        line.args = self.args.clone();
        line
    }
}

/// Why a bot now plays a person's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AwayReason {
    /// The seat's clock ran out.
    TimeOut,
    /// The player left the match.
    Left,
    /// The person of seat `by` handed the seat over: its player had been away
    /// too long in a match without a clock (`presence.rs`).
    HandedOver { by: Seat },
}

impl App {
    /// The match's lock, once `live` is level with the store and in play (a seat
    /// changes hands only during play).
    async fn lock_in_play<'h>(
        &self,
        handle: &'h MatchHandle,
    ) -> Result<tokio::sync::MutexGuard<'h, LiveMatch>, ApiError> {
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(handle, &mut live).await?;
        if live.status != Status::Playing {
            return Err(ApiError::refusal(
                "conflict",
                "errors-live-not-in-play",
                Vec::new(),
            ));
        }
        Ok(live)
    }

    /// The bot that stands in for absent players of this match.
    pub(crate) fn stand_in_bot(&self, live: &LiveMatch) -> Option<String> {
        let host = self.registry.get(&live.game_id)?;
        if !host.bots_in_matches() {
            return None;
        }
        if let Some(bot) = &live.options.stand_in {
            return Some(bot.clone());
        }
        host.default_bot().map(str::to_owned)
    }

    /// A bot takes over a person's seat in a match in play (their time ran out, or
    /// they left): stored with the clocks (the seat's stops), said in the chat,
    /// then the bot plays. In a game bots cannot play (a human-only role), the
    /// match ends instead: it is abandoned.
    pub async fn stand_in(
        self: &Arc<Self>,
        handle: &MatchHandle,
        seat: Seat,
        reason: AwayReason,
    ) -> Result<(), ApiError> {
        let mut live = self.lock_in_play(handle).await?;
        if let AwayReason::HandedOver { by } = reason {
            self.check_hand_over(&live, by, seat)?;
        }
        let Some(SeatRow::Human {
            name,
            token_hash,
            account,
            stand_in: None,
        }) = live.seats.get(seat.index()).cloned()
        else {
            return Err(ApiError::about_seat(
                "conflict",
                "errors-live-no-person",
                seat.index(),
            ));
        };
        let why = match reason {
            AwayReason::TimeOut => {
                Why::new("timeout", format!("{name}'s time ran out")).arg("name", name.clone())
            }
            AwayReason::Left => Why::new("left", format!("{name} left")).arg("name", name.clone()),
            AwayReason::HandedOver { by } => {
                let by_name = match live.seats.get(by.index()) {
                    Some(SeatRow::Human { name, .. }) => name.clone(),
                    _ => seat_words(by.index()),
                };
                let away = super::presence::duration_words(
                    live.presence.hand_over_after_ms() as i64,
                    true,
                );
                let minutes = (live.presence.hand_over_after_ms() as i64 + 59_999) / 60_000;
                Why::new(
                    "handed-over",
                    format!("{name} was away for over {away} and {by_name} handed their seat over"),
                )
                .arg("name", name.clone())
                .arg("by", by_name)
                .arg("minutes", minutes)
            }
        };
        let Some(bot) = self.stand_in_bot(&live) else {
            // No bot may play this game: the seat is opened for someone else, or
            // the match ends when the game cannot go on without it.
            return self
                .open_seat_in_play(handle, &mut live, seat, &name, &why)
                .await;
        };
        let now = now_ms();
        let mut clocks = live.clocks.clone();
        if let Some(clocks) = clocks.as_mut() {
            clocks.stop(seat.index(), now);
        }
        let row = SeatRow::Human {
            name: name.clone(),
            token_hash,
            account,
            stand_in: Some(bot.clone()),
        };
        let line = why
            .line(
                "chat-system-stands-in",
                format!(
                    "{}: the {bot} bot plays {} until {name} comes back and reclaims it.",
                    why.text,
                    seat_words(seat.index())
                ),
            )
            .arg("name", name.clone())
            .arg("bot", bot.clone())
            .arg("seat", seat.index() + 1);
        self.change_seat_in_play(handle, &mut live, seat, row, clocks, line)
            .await?;
        let id = live.id.clone();
        handle.announce_lobby(&mut live);
        drop(live);
        handle.announce_update();
        Arc::clone(self).kick_bots(&id);
        Ok(())
    }

    /// The player of `seat` takes it back from the bot standing in: their clock
    /// runs again when the game waits for them (a real-time bank that ran out gets
    /// a short grace, `clock::RECLAIM_GRACE_MS`).
    pub async fn reclaim(&self, handle: &MatchHandle, seat: Seat) -> Result<(), ApiError> {
        let mut live = self.lock_in_play(handle).await?;
        let Some(SeatRow::Human {
            name,
            token_hash,
            account,
            stand_in: Some(bot),
        }) = live.seats.get(seat.index()).cloned()
        else {
            return Err(ApiError::about_seat(
                "conflict",
                "errors-live-not-stood-in",
                seat.index(),
            ));
        };
        let row = SeatRow::Human {
            name: name.clone(),
            token_hash,
            account,
            stand_in: None,
        };
        let mut seats = live.seats.clone();
        seats[seat.index()] = row.clone();
        let mut clocks = live.clocks.clone();
        if let (Some(rule), Some(clocks)) = (live.options.clock, clocks.as_mut()) {
            clocks.reclaim(&rule, seat.index());
            let running = live
                .game
                .as_deref()
                .map(|g| clock_seats_of(g, &seats))
                .unwrap_or_default();
            clocks.after_action(&rule, None, &running, now_ms());
        }
        let line = SystemLine::new(
            "chat-system-back",
            format!(
                "{name} is back and plays {} again (the {bot} bot steps aside).",
                seat_words(seat.index())
            ),
        )
        .arg("name", name.clone())
        .arg("bot", bot.clone())
        .arg("seat", seat.index() + 1);
        self.change_seat_in_play(handle, &mut live, seat, row, clocks, line)
            .await?;
        // Reclaiming is showing up: the seat's away time starts again.
        live.presence.seen(seat.index(), now_ms());
        handle.announce_lobby(&mut live);
        drop(live);
        handle.announce_update();
        Ok(())
    }

    /// Writes `row` into `seat` of a match in play, with the clocks' new state, by
    /// compare-and-set against the seat as this node knows it; then changes
    /// memory, remakes the bots and writes `line` in the chat. The caller tells
    /// the connections.
    pub(crate) async fn change_seat_in_play(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        row: SeatRow,
        clocks: Option<Clocks>,
        line: SystemLine,
    ) -> Result<(), ApiError> {
        let expected = live.seats[seat.index()].clone();
        if let Err(err) = self
            .store
            .set_seat_and_clock(
                &live.id,
                seat,
                &expected,
                &row,
                None,
                clocks.as_ref().map(json_text).as_deref(),
            )
            .await
        {
            return Err(self.lost_race(handle, live, err).await);
        }
        live.seats[seat.index()] = row;
        live.clocks = clocks;
        self.make_bots(live);
        self.system_line(handle, live, line).await;
        Ok(())
    }

    /// A match of a game bots cannot play loses a person it cannot go on without
    /// (`HostedGame::leave_action` is `None`): it ends, abandoned (its status
    /// `abandoned`; no result, no rating change). Every connection is sent the
    /// `lobby` message with that status at once, and the state messages carry it.
    pub(crate) async fn abandon_in(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        why: &Why,
    ) -> Result<(), ApiError> {
        if let Err(err) = self
            .store
            .set_status(&live.id, "playing", "abandoned")
            .await
        {
            return Err(self.lost_race(handle, live, err).await);
        }
        live.status = Status::Abandoned;
        // The state messages built at this version said `playing`.
        live.message_cache = MessageCache::default();
        if let Some(clocks) = live.clocks.as_mut() {
            let now = now_ms();
            for seat in 0..clocks.remaining_ms.len() {
                clocks.stop(seat, now);
            }
        }
        let line = why.line(
            "chat-system-abandoned",
            format!(
                "{}, and this game cannot go on without that seat: the match ends here, abandoned.",
                why.text
            ),
        );
        self.system_line(handle, live, line).await;
        handle.announce_lobby(live);
        handle.announce_update();
        Ok(())
    }

    /// A person leaves a match in play of a game no bot may play (or their time
    /// ran out): the game's `leave_action` is played as their seat, recorded like
    /// any action and published to everyone, and the seat is opened in the same
    /// transaction, for anyone with the invite link to take
    /// ([`App::take_open_seat`]). A game that cannot go on without the seat (no
    /// leave action: the Lateral Master) ends, abandoned. Called with the match
    /// lock held.
    pub(crate) async fn open_seat_in_play(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        name: &str,
        why: &Why,
    ) -> Result<(), ApiError> {
        let leave = live.game.as_ref().and_then(|g| g.leave_action(seat));
        let Some(action) = leave else {
            return self.abandon_in(handle, live, why).await;
        };
        self.apply_action_with(handle, live, seat, &action, Some(SeatRow::Empty))
            .await?;
        if let Some(count) = live.connected.get_mut(seat.index()) {
            *count = 0;
        }
        let line = why
            .line(
                "chat-system-seat-open",
                format!(
                    "{}: {} is open; anyone with the invite link may take it and play on.",
                    why.text,
                    seat_words(seat.index())
                ),
            )
            .arg("seat", seat.index() + 1);
        tracing::info!(match_id = %live.id, seat = seat.0, "{name} left the seat");
        self.publish_actions(handle, live);
        handle.announce_lobby(live);
        self.system_line(handle, live, line).await;
        Ok(())
    }

    /// Someone takes a seat opened in play ([`App::open_seat_in_play`]): the
    /// game's `return_action` is played as that seat, recorded and published, and
    /// the person is seated in the same transaction. A game with no return action
    /// keeps its seats closed once play began. Called with the match lock held;
    /// the seat is empty.
    pub(crate) async fn take_open_seat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Seat,
        row: SeatRow,
    ) -> Result<(), ApiError> {
        let back = live.game.as_ref().and_then(|g| g.return_action(seat));
        let Some(action) = back else {
            return Err(ApiError::refusal(
                "conflict",
                "errors-server-already-started",
                Vec::new(),
            ));
        };
        let name = match &row {
            SeatRow::Human { name, .. } => name.clone(),
            _ => seat_words(seat.index()),
        };
        self.apply_action_with(handle, live, seat, &action, Some(row))
            .await?;
        live.presence.seen(seat.index(), now_ms());
        let line = SystemLine::new(
            "chat-system-takes-seat",
            format!("{name} takes {} and plays on.", seat_words(seat.index())),
        )
        .arg("name", name.clone())
        .arg("seat", seat.index() + 1);
        self.publish_actions(handle, live);
        handle.announce_lobby(live);
        self.system_line(handle, live, line).await;
        Ok(())
    }

    /// Watches a playing match's clocks on this node: when a person's time runs
    /// out, a bot stands in (`stand_in`). One task per match and node; it ends
    /// with the match. With several nodes each may watch: the seat change is a
    /// compare-and-set, so one wins.
    pub fn watch_clock(self: &Arc<Self>, id: &str) {
        let app = Arc::clone(self);
        let id = id.to_owned();
        tokio::spawn(async move {
            let Ok(handle) = app.get(&id).await else {
                return;
            };
            if handle.clock_watcher.swap(true, Ordering::SeqCst) {
                return;
            }
            let mut notices = handle.notices.subscribe();
            // New versions have their own channel: an action starts and stops clocks.
            let mut updates = handle.updates.subscribe();
            loop {
                let (deadline, expired) = {
                    let live = handle.live.lock().await;
                    if live.status != Status::Playing || live.clocks.is_none() {
                        handle.clock_watcher.store(false, Ordering::SeqCst);
                        return;
                    }
                    let clocks = live.clocks.as_ref().expect("checked above");
                    (clocks.next_deadline_ms(), clocks.expired(now_ms()))
                };
                let mut failed = false;
                for seat in expired {
                    if let Err(err) = app
                        .stand_in(&handle, Seat(seat as u8), AwayReason::TimeOut)
                        .await
                    {
                        tracing::info!(match_id = %id, seat, "the time ran out: {}", err.message);
                        failed = true;
                    }
                }
                let wait = deadline.map_or(Duration::from_secs(3600), |d| {
                    Duration::from_millis((d - now_ms()).clamp(0, 3_600_000) as u64 + 5)
                });
                // After a failed hand-over (another node's, or the store's), look
                // again in a moment rather than at once.
                let wait = if failed {
                    wait.max(Duration::from_secs(1))
                } else {
                    wait
                };
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    notice = notices.recv() => {
                        if let Err(broadcast::error::RecvError::Closed) = notice {
                            handle.clock_watcher.store(false, Ordering::SeqCst);
                            return;
                        }
                    }
                    update = updates.recv() => {
                        if let Err(broadcast::error::RecvError::Closed) = update {
                            handle.clock_watcher.store(false, Ordering::SeqCst);
                            return;
                        }
                    }
                }
            }
        });
    }
}
