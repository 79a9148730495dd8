//! The next match of the same table: a rematch with the same people and seats,
//! and a campaign group's progress. It creates matches through the lobby.

use std::sync::Arc;

use serde_json::Value;
use sleuth_core::Seat;

use crate::campaign;
use crate::store::SeatRow;

use super::{ApiError, App, MatchHandle, Status};

/// A seat's place in a rematch, as `App::rematch` answers it.
#[derive(Clone, Debug)]
pub struct RematchSeat {
    /// The rematch's id.
    pub id: String,
    pub seat: Seat,
    /// The seat's token in the rematch.
    pub token: String,
    /// The rematch's host token, for the seat whose request made it.
    pub host_token: Option<String>,
    /// The rematch waits in its lobby to be started (`HostedGame::rematch_waits_in_lobby`).
    pub waits_in_lobby: bool,
}

impl App {
    /// A seat of a finished match accepts its rematch: the first seat to ask makes
    /// it (same game, the config the game gives a rematch,
    /// `HostedGame::rematch_config`, a new seed, each bot in its seat) and becomes
    /// its host; every person who accepts takes the same seat under the same
    /// name. The rematch starts once every seat is taken, unless the game has it
    /// wait in its lobby (`HostedGame::rematch_waits_in_lobby`: the next Lateral
    /// Master chooses a puzzle first), where its host or starter seat starts it.
    pub async fn rematch(
        self: &Arc<Self>,
        handle: &MatchHandle,
        seat: Seat,
    ) -> Result<RematchSeat, ApiError> {
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(handle, &mut live).await?;
        if live.status != Status::Finished {
            return Err(ApiError::refusal(
                "conflict",
                "errors-live-rematch-not-over",
                Vec::new(),
            ));
        }
        let Some(SeatRow::Human { name, account, .. }) = live.seats.get(seat.index()).cloned()
        else {
            return Err(ApiError::refusal(
                "unauthorized",
                "errors-live-rematch-needs-seat",
                Vec::new(),
            ));
        };
        if live.rematch.is_none() {
            live.rematch = self
                .store
                .rematch_of(&live.id)
                .await
                .map_err(ApiError::server)?;
        }
        let game = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::internal("game vanished"))?;
        let waits_in_lobby = game.rematch_waits_in_lobby();
        let mut made_host_token = None;
        let rematch = match live.rematch.clone() {
            Some(id) => id,
            None => {
                let config = self
                    .rematch_request(&live.game_id, game.rematch_config(&live.config))
                    .await?;
                // Same options too: rated, clock, stand-in bot.
                let (summary, host_token) = self
                    .create_match_with(&live.game_id, Some(config), live.options.clone())
                    .await?;
                match self.store.set_rematch(&live.id, &summary.id).await {
                    Ok(()) => {
                        for (index, row) in live.seats.iter().enumerate() {
                            if let SeatRow::Bot { bot } = row {
                                self.set_bot(&summary.id, index as u8, bot, &host_token)
                                    .await?;
                            }
                        }
                        made_host_token = Some(host_token);
                        summary.id
                    }
                    // Another node made one first: that one is the rematch (the
                    // match made here stays open and empty).
                    Err(err) if err.is_conflict() => self
                        .store
                        .rematch_of(&live.id)
                        .await
                        .map_err(ApiError::server)?
                        .ok_or_else(|| ApiError::server("a rematch vanished"))?,
                    Err(err) => return Err(ApiError::server(err)),
                }
            }
        };
        live.rematch = Some(rematch.clone());
        handle.announce_lobby(&mut live);
        drop(live);
        // An account's seat is the account's again (a rated rematch seats accounts).
        let account = match &account {
            Some(id) => self
                .store
                .account_by_id(id)
                .await
                .map_err(ApiError::server)?,
            None => None,
        };
        let (token, summary) = self
            .join_as(&rematch, seat.0, &name, None, account.as_ref())
            .await?;
        if !waits_in_lobby
            && summary.status == Status::Open
            && summary.seats.iter().all(|s| s.kind != "empty")
        {
            match self.start_as(&rematch, None).await {
                Ok(_) => {}
                // Someone else's acceptance started it a moment before.
                Err(err) if err.kind == "conflict" => {}
                Err(err) => return Err(err),
            }
        }
        Ok(RematchSeat {
            id: rematch,
            seat,
            token,
            host_token: made_host_token,
            waits_in_lobby,
        })
    }

    /// What a rematch asks the lobby for: the game's rematch config, except that
    /// a campaign match asks for its group's next match (after a win, the next
    /// scenario: the finished match's scenario would be refused), keeping the
    /// choices people made (players, difficulty).
    async fn rematch_request(&self, game: &str, config: Value) -> Result<Value, ApiError> {
        let Some(campaign) = self.registry.campaign(game) else {
            return Ok(config);
        };
        let Some(group) = campaign::requested_group(campaign, Some(&config))? else {
            return Ok(config);
        };
        let stored = self.stored_campaign_progress(game, &group).await?;
        Ok(campaign::rematch_request(
            campaign,
            &group,
            stored.as_deref(),
            &config,
        ))
    }

    /// A campaign group's progress, as `GET /api/campaigns/{game}/{group}` answers it;
    /// a group that has not finished a match yet starts fresh.
    pub async fn campaign_progress(&self, game: &str, raw_group: &str) -> Result<Value, ApiError> {
        let campaign = campaign::of(&self.registry, game)?;
        let group = campaign::group(campaign, raw_group)?;
        let stored = self.stored_campaign_progress(game, &group).await?;
        campaign::progress_json(campaign, &group, stored.as_deref())
    }

    /// The progress text the store keeps for `group` of `game`'s campaign, if any.
    pub(crate) async fn stored_campaign_progress(
        &self,
        game: &str,
        group: &str,
    ) -> Result<Option<String>, ApiError> {
        let (game, group) = (game.to_owned(), group.to_owned());
        self.store
            .campaign_progress(&game, &group)
            .await
            .map_err(ApiError::server)
    }
}
