//! The Almost Innocent campaign on the server (docs/protocol.md, "Campaigns"): a
//! group's progress kept in the store (one row per group), the config of the
//! group's next match, and the note taken, in the same transaction, when one of its
//! matches finishes. The campaign's order and unlocks are the game crate's
//! (`sleuth_almost_innocent::campaign`).

use serde_json::{Value, json};
use sleuth_almost_innocent::campaign::{CAMPAIGN_ID, Campaign, Progress, group_name};
use sleuth_almost_innocent::content::scenario;
use sleuth_almost_innocent::{Config, Difficulty};

use crate::live::ApiError;
use crate::store::CampaignWrite;

/// The only game with a campaign.
pub const GAME: &str = CAMPAIGN_ID;

/// A group name as typed by a person, checked and normalised (NFC, trimmed, 1-40
/// characters, no control, bidi or invisible format characters).
pub fn group(raw: &str) -> Result<String, ApiError> {
    group_name(raw).map_err(|e| ApiError::new("bad_request", e.to_string()))
}

/// Stored progress (JSON text) as a `Progress`; a group with no row starts fresh.
pub fn progress(stored: Option<&str>) -> Result<Progress, String> {
    match stored {
        None => Ok(Progress::default()),
        Some(text) => serde_json::from_str(text)
            .map_err(|e| format!("the stored campaign progress is corrupt: {e}")),
    }
}

/// The group named by a create request's config, if it asks for a campaign match.
pub fn requested_group(config: Option<&Value>) -> Result<Option<String>, ApiError> {
    match config.and_then(|c| c.get("campaign")) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(raw)) => group(raw).map(Some),
        Some(_) => Err(ApiError::new(
            "bad_request",
            "config.campaign must be a string: the campaign group's name",
        )),
    }
}

/// The config of `group`'s next match: the first scenario, in the campaign's
/// order, not yet won at the requested difficulty, with only the unlocked abilities
/// on offer. A request that names a different scenario or other abilities is
/// refused with a sentence, never silently changed.
pub fn next_config(
    group: &str,
    stored: Option<&str>,
    requested: &Value,
) -> Result<Value, ApiError> {
    let progress = progress(stored).map_err(|e| ApiError::new("internal", e))?;
    let players = match requested.get("players") {
        None | Some(Value::Null) => 3,
        Some(v) => v
            .as_u64()
            .and_then(|n| u8::try_from(n).ok())
            .filter(|n| (2..=5).contains(n))
            .ok_or_else(|| {
                ApiError::new(
                    "bad_request",
                    "config.players must be 2 to 5 for Almost Innocent",
                )
            })?,
    };
    let difficulty: Difficulty = match requested.get("difficulty") {
        None | Some(Value::Null) => Difficulty::Easy,
        Some(v) => serde_json::from_value(v.clone()).map_err(|_| {
            ApiError::new(
                "bad_request",
                "config.difficulty must be easy, medium or detective",
            )
        })?,
    };
    let campaign = Campaign::shipped();
    let Some(mut config) = progress.next_config(campaign, players, difficulty) else {
        return Err(ApiError::new(
            "bad_request",
            format!(
                "the group {group:?} has won every scenario of the campaign at {} difficulty; choose a harder one",
                difficulty.name()
            ),
        ));
    };
    if let Some(asked) = requested.get("scenario").and_then(Value::as_str)
        && asked != config.scenario
    {
        return Err(ApiError::new(
            "bad_request",
            format!(
                "the group {group:?} plays {:?} next in the campaign, not {asked:?}",
                config.scenario
            ),
        ));
    }
    for key in ["abilities", "shared_ability"] {
        if let Some(asked) = requested.get(key).filter(|v| !v.is_null()) {
            let ours = serde_json::to_value(&config)
                .ok()
                .and_then(|c| c.get(key).cloned())
                .unwrap_or(Value::Null);
            if *asked != ours {
                return Err(ApiError::new(
                    "bad_request",
                    format!(
                        "in the campaign the unlocked abilities decide config.{key} ({ours}); leave it out"
                    ),
                ));
            }
        }
    }
    config.campaign = Some(group.to_owned());
    serde_json::to_value(&config).map_err(|e| ApiError::new("internal", e.to_string()))
}

/// What `GET /api/campaigns/almost-innocent/{group}` answers: the order of
/// scenarios with their titles and unlocks, which are won at each difficulty, the
/// abilities unlocked, the matches noted and the next scenario at each difficulty.
pub fn progress_json(group: &str, progress: &Progress) -> Value {
    let campaign = Campaign::shipped();
    let steps: Vec<Value> = campaign
        .steps
        .iter()
        .map(|step| {
            let won: serde_json::Map<String, Value> = Difficulty::ALL
                .iter()
                .map(|d| {
                    (
                        d.name().to_owned(),
                        Value::Bool(progress.has_won(&step.scenario, *d)),
                    )
                })
                .collect();
            json!({
                "scenario": step.scenario,
                "title": scenario(&step.scenario).map(|b| b.title.clone()),
                "unlocks": step.unlocks.iter().map(|a| a.name()).collect::<Vec<_>>(),
                "won": won,
            })
        })
        .collect();
    let next: serde_json::Map<String, Value> = Difficulty::ALL
        .iter()
        .map(|d| {
            (
                d.name().to_owned(),
                progress
                    .next(campaign, *d)
                    .map_or(Value::Null, |s| Value::String(s.scenario.clone())),
            )
        })
        .collect();
    json!({
        "game": GAME,
        "group": group,
        "played": progress.played,
        "unlocked": progress.unlocked.iter().map(|a| a.name()).collect::<Vec<_>>(),
        "steps": steps,
        "next": next,
    })
}

/// The store write that notes a finished campaign match (`won` by the team), or
/// `None` when the match is not a campaign match.
pub fn finished_write(game: &str, config: &Value, won: bool, now: i64) -> Option<CampaignWrite> {
    if game != GAME {
        return None;
    }
    let config: Config = serde_json::from_value(config.clone()).ok()?;
    let group = config.campaign.clone()?;
    Some(CampaignWrite {
        game: GAME.to_owned(),
        group,
        updated_at: now,
        update: Box::new(move |stored| {
            let mut progress = progress(stored.as_deref())?;
            progress
                .apply(Campaign::shipped(), &config, won)
                .map_err(|e| e.to_string())?;
            serde_json::to_string(&progress).map_err(|e| e.to_string())
        }),
    })
}
