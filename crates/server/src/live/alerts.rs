//! Telling people by Web Push that a table waits for them. When this node's
//! actions are published, each seat they made newly to move is considered: a
//! person's seat held by an account, not played by a stand-in bot, with no
//! connection to the match on any node (the tab is closed) gets one message per
//! turn, sent on a task of its own (`push.rs`). A person watching the table needs
//! no notification; a tutorial's learner has no account.

use std::sync::Arc;

use sleuth_core::Seat;

use super::{ApiError, App, LiveMatch, Status};
use crate::push::{PushMessage, PushService, send_in_language};
use crate::store::SeatRow;

impl App {
    /// The node's Web Push service, made from the store's key pair on first use.
    pub async fn push_service(&self) -> Result<Arc<PushService>, ApiError> {
        let contact = self
            .push_settings
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .contact
            .clone();
        self.push
            .get_or_try_init(|| async {
                PushService::open(&self.store, &contact)
                    .await
                    .map(Arc::new)
                    .map_err(ApiError::server)
            })
            .await
            .cloned()
    }

    /// Sends "your turn" to the people whose seats the published actions made
    /// newly to move and who are not at the table. Called by `publish_actions`.
    pub(crate) fn alert_turns(&self, live: &mut LiveMatch) {
        let seats = std::mem::take(&mut live.turn_alerts);
        if seats.is_empty() || live.status != Status::Playing || live.options.tutorial {
            return;
        }
        let Some(push) = self.push.get() else {
            return;
        };
        let Some(game) = live.game.as_ref() else {
            return;
        };
        let waiting = game.waiting_for();
        let mut told = Vec::new();
        for i in seats {
            if told.contains(&i) || !waiting.contains(Seat(i as u8)) {
                continue;
            }
            let Some(SeatRow::Human {
                account: Some(account),
                stand_in: None,
                ..
            }) = live.seats.get(i)
            else {
                continue;
            };
            if live.seat_connected(i) {
                continue;
            }
            told.push(i);
            let others: Vec<String> = live
                .seats
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .filter_map(|(_, row)| match row {
                    SeatRow::Human { name, .. } => Some(name.clone()),
                    _ => None,
                })
                .collect();
            let (game_name, match_id) = (live.game_name.clone(), live.id.clone());
            send_in_language(
                Arc::clone(push),
                self.store.clone(),
                account.clone(),
                move |language| {
                    let others: Vec<&str> = others.iter().map(String::as_str).collect();
                    PushMessage::your_turn(language, &game_name, &match_id, &others)
                },
            );
        }
    }
}
