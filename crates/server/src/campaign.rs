//! Campaigns on the server (docs/protocol.md, "Campaigns"): the glue between a
//! game's campaign, which the server finds in the registry
//! (`sleuth_core::Campaign`; today Almost Innocent's), and the store, which keeps
//! each group's progress as text (one row per game and group). The campaign
//! decides the next match's config and what a finished match changes; this
//! module only maps its answers to API errors and store writes.

use serde_json::Value;
use sleuth_core::{Campaign, CampaignError, MessageArg, Registry};

use crate::live::ApiError;
use crate::store::CampaignWrite;

/// A campaign's refusal as an API error: a refused request is the person's
/// (`bad_request`); unreadable stored progress is the server's (`corrupt_kind`).
fn api_error(err: CampaignError, corrupt_kind: &'static str) -> ApiError {
    match err {
        CampaignError::Refused {
            message,
            explanation,
        } => ApiError::new("bad_request", message).explained(explanation),
        CampaignError::Corrupt(sentence) => ApiError::new(corrupt_kind, sentence),
    }
}

/// The campaign of `game`, or `not_found` naming the games that have one.
pub fn of<'r>(registry: &'r Registry, game: &str) -> Result<&'r dyn Campaign, ApiError> {
    registry.campaign(game).ok_or_else(|| {
        ApiError::refusal(
            "not_found",
            "errors-site-no-campaign",
            vec![
                ("game", MessageArg::Text(game.to_owned())),
                (
                    "campaigns",
                    MessageArg::Text(registry.campaign_games().join(", ")),
                ),
            ],
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
        Some(_) => Err(ApiError::refusal(
            "bad_request",
            "errors-site-campaign-not-text",
            vec![],
        )),
    }
}

/// The config of `group`'s next match, from its stored progress and the config
/// the person asked for. A refusal names scenarios by their titles (the
/// campaign's own `CampaignRefusal`), in the request's language.
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

/// The request for a campaign match's rematch: the group's next match with the
/// choices people made for the finished one. After a loss the finished config is
/// still the group's next and is asked for as it was. After a win the campaign
/// has moved on, so only the finished config's keys the campaign takes as asked
/// (players, difficulty: a key whose value, asked alone, comes back unchanged
/// where the campaign's default differs) are kept; what the progress decides
/// (scenario, abilities) is left to the campaign.
pub fn rematch_request(
    campaign: &dyn Campaign,
    group: &str,
    stored: Option<&str>,
    finished: &Value,
) -> Value {
    if campaign.next_config(group, stored, finished).is_ok() {
        return finished.clone();
    }
    let minimal = serde_json::json!({ "campaign": group });
    let Ok(default) = campaign.next_config(group, stored, &minimal) else {
        // The campaign refuses even a bare request (e.g. every scenario won): the
        // lobby answers with its sentence.
        return minimal;
    };
    let mut request = serde_json::Map::new();
    request.insert("campaign".to_owned(), Value::String(group.to_owned()));
    for (key, value) in finished.as_object().into_iter().flatten() {
        // A key the progress decides comes back as the default whatever is asked,
        // so only a person's choice differs from the default and is honoured.
        if key == "campaign" || value.is_null() || default.get(key) == Some(value) {
            continue;
        }
        let mut alone = serde_json::Map::new();
        alone.insert("campaign".to_owned(), Value::String(group.to_owned()));
        alone.insert(key.clone(), value.clone());
        let honoured = campaign
            .next_config(group, stored, &Value::Object(alone))
            .is_ok_and(|answer| answer.get(key) == Some(value));
        if honoured {
            request.insert(key.clone(), value.clone());
        }
    }
    Value::Object(request)
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
