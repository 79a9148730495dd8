//! Campaigns on the server (docs/protocol.md, "Campaigns"): the glue between a
//! game's campaign, which the server finds in the registry
//! (`sleuth_core::Campaign`; today Almost Innocent's), and the store, which keeps
//! each group's progress as text (one row per game and group). The campaign
//! decides the next match's config and what a finished match changes; this
//! module only maps its answers to API errors and store writes.

use serde_json::Value;
use sleuth_core::{Campaign, CampaignError, Registry};

use crate::live::ApiError;
use crate::store::CampaignWrite;

/// A campaign's refusal as an API error: a refused request is the person's
/// (`bad_request`); unreadable stored progress is the server's (`corrupt_kind`).
fn api_error(err: CampaignError, corrupt_kind: &'static str) -> ApiError {
    match err {
        CampaignError::Refused(sentence) => ApiError::new("bad_request", sentence),
        CampaignError::Corrupt(sentence) => ApiError::new(corrupt_kind, sentence),
    }
}

/// The campaign of `game`, or `not_found` naming the games that have one.
pub fn of<'r>(registry: &'r Registry, game: &str) -> Result<&'r dyn Campaign, ApiError> {
    registry.campaign(game).ok_or_else(|| {
        ApiError::new(
            "not_found",
            format!(
                "no campaign for {game:?}; campaigns: {}",
                registry.campaign_games().join(", ")
            ),
        )
    })
}

/// A group name as typed by a person, checked and normalised by the campaign.
pub fn group(campaign: &dyn Campaign, raw: &str) -> Result<String, ApiError> {
    campaign.group(raw).map_err(|e| api_error(e, "bad_request"))
}

/// The group named by a create request's config, if it asks for a campaign match.
pub fn requested_group(
    campaign: &dyn Campaign,
    config: Option<&Value>,
) -> Result<Option<String>, ApiError> {
    match config.and_then(|c| c.get("campaign")) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(raw)) => group(campaign, raw).map(Some),
        Some(_) => Err(ApiError::new(
            "bad_request",
            "config.campaign must be a string: the campaign group's name",
        )),
    }
}

/// The config of `group`'s next match, from its stored progress and the config
/// the person asked for.
pub fn next_config(
    campaign: &dyn Campaign,
    group: &str,
    stored: Option<&str>,
    requested: &Value,
) -> Result<Value, ApiError> {
    campaign
        .next_config(group, stored, requested)
        .map_err(|e| api_error(e, "internal"))
}

/// What `GET /api/campaigns/{game}/{group}` answers; a group with no stored
/// progress starts fresh.
pub fn progress_json(
    campaign: &dyn Campaign,
    group: &str,
    stored: Option<&str>,
) -> Result<Value, ApiError> {
    campaign
        .progress(group, stored)
        .map_err(|e| api_error(e, "server"))
}

/// The store write that notes a finished campaign match (`won` by the team), or
/// `None` when the match is not a campaign match.
pub fn finished_write(
    registry: &Registry,
    game: &str,
    config: &Value,
    won: bool,
    now: i64,
) -> Option<CampaignWrite> {
    let campaign = registry.campaign(game)?;
    let (group, update) = campaign.finished(config, won)?;
    Some(CampaignWrite {
        game: campaign.game().to_owned(),
        group,
        updated_at: now,
        update,
    })
}
