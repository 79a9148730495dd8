//! The campaign as a host offers it (`sleuth_core::Campaign`): a group name
//! checked, the config of a group's next match from its stored progress (JSON
//! text the host keeps), the progress as people see it, and the change a
//! finished match makes. The order and the unlocks themselves are
//! [`crate::campaign`]'s; this module only reads and writes them as JSON.

use serde_json::{Value, json};
use sleuth_core::offers::{Campaign as HostedCampaign, CampaignError, ProgressUpdate};

use crate::campaign::{CAMPAIGN_ID, Campaign, Progress, group_name};
use crate::content::{Difficulty, scenario};
use crate::types::Config;

/// The Almost Innocent campaign, as registered with the host.
#[derive(Clone, Copy, Debug, Default)]
pub struct CampaignOffer;

/// Stored progress (JSON text) as a `Progress`; a group with no row starts fresh.
fn stored_progress(stored: Option<&str>) -> Result<Progress, String> {
    match stored {
        None => Ok(Progress::default()),
        Some(text) => serde_json::from_str(text)
            .map_err(|e| format!("the stored campaign progress is corrupt: {e}")),
    }
}

impl HostedCampaign for CampaignOffer {
    fn game(&self) -> &'static str {
        CAMPAIGN_ID
    }

    fn group(&self, raw: &str) -> Result<String, CampaignError> {
        group_name(raw).map_err(|e| CampaignError::Refused(e.to_string()))
    }

    /// The first scenario, in the campaign's order, not yet won at the requested
    /// difficulty, with only the unlocked abilities on offer. A request that names
    /// a different scenario or other abilities is refused.
    fn next_config(
        &self,
        group: &str,
        stored: Option<&str>,
        requested: &Value,
    ) -> Result<Value, CampaignError> {
        let refuse = |s: String| CampaignError::Refused(s);
        let progress = stored_progress(stored).map_err(CampaignError::Corrupt)?;
        let players = match requested.get("players") {
            None | Some(Value::Null) => 3,
            Some(v) => v
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .filter(|n| (2..=5).contains(n))
                .ok_or_else(|| {
                    refuse("config.players must be 2 to 5 for Almost Innocent".to_owned())
                })?,
        };
        let difficulty: Difficulty = match requested.get("difficulty") {
            None | Some(Value::Null) => Difficulty::Easy,
            Some(v) => serde_json::from_value(v.clone()).map_err(|_| {
                refuse("config.difficulty must be easy, medium or detective".to_owned())
            })?,
        };
        let campaign = Campaign::shipped();
        let Some(mut config) = progress.next_config(campaign, players, difficulty) else {
            return Err(refuse(format!(
                "the group {group:?} has won every scenario of the campaign at {} difficulty; choose a harder one",
                difficulty.name()
            )));
        };
        if let Some(asked) = requested.get("scenario").and_then(Value::as_str)
            && asked != config.scenario
        {
            return Err(refuse(format!(
                "the group {group:?} plays {:?} next in the campaign, not {asked:?}",
                config.scenario
            )));
        }
        for key in ["abilities", "shared_ability"] {
            if let Some(asked) = requested.get(key).filter(|v| !v.is_null()) {
                let ours = serde_json::to_value(&config)
                    .ok()
                    .and_then(|c| c.get(key).cloned())
                    .unwrap_or(Value::Null);
                if *asked != ours {
                    return Err(refuse(format!(
                        "in the campaign the unlocked abilities decide config.{key} ({ours}); leave it out"
                    )));
                }
            }
        }
        config.campaign = Some(group.to_owned());
        serde_json::to_value(&config).map_err(|e| CampaignError::Corrupt(e.to_string()))
    }

    /// The order of scenarios with their titles and unlocks, which are won at
    /// each difficulty, the abilities unlocked, the matches noted and the next
    /// scenario at each difficulty.
    fn progress(&self, group: &str, stored: Option<&str>) -> Result<Value, CampaignError> {
        let progress = stored_progress(stored).map_err(CampaignError::Corrupt)?;
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
        Ok(json!({
            "game": CAMPAIGN_ID,
            "group": group,
            "played": progress.played,
            "unlocked": progress.unlocked.iter().map(|a| a.name()).collect::<Vec<_>>(),
            "steps": steps,
            "next": next,
        }))
    }

    fn finished(&self, config: &Value, won: bool) -> Option<(String, ProgressUpdate)> {
        let config: Config = serde_json::from_value(config.clone()).ok()?;
        let group = config.campaign.clone()?;
        let update: ProgressUpdate = Box::new(move |stored| {
            let mut progress = stored_progress(stored.as_deref())?;
            progress
                .apply(Campaign::shipped(), &config, won)
                .map_err(|e| e.to_string())?;
            serde_json::to_string(&progress).map_err(|e| e.to_string())
        });
        Some((group, update))
    }
}
