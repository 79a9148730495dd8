//! The campaign as a host offers it (`sleuth_core::Campaign`): a group name
//! checked, the config of a group's next match from its stored progress (JSON
//! text the host keeps), the progress as people see it, and the change a
//! finished match makes. A request may carry the reader's language: the next
//! scenario is played in it when it is written in it. The order and the
//! unlocks themselves are [`crate::campaign`]'s; this module only reads and
//! writes them as JSON.

use serde_json::{Value, json};
use sleuth_core::offers::{Campaign as HostedCampaign, CampaignError, ProgressUpdate};

use crate::campaign::{CAMPAIGN_ID, Campaign, GroupNameError, Progress, group_name};
use crate::content::{Difficulty, languages_of, scenario, scenario_in};
use crate::types::Config;

/// The Almost Innocent campaign, as registered with the host.
#[derive(Clone, Copy, Debug, Default)]
pub struct CampaignOffer;

/// Why the campaign refuses a request; `Display` is the English sentence, and
/// each reason has its catalogue message (`errors-almost-innocent-campaign-*`,
/// or a group name's text refusal). Scenarios are named by their titles, in
/// the request's language when the scenario is written in it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CampaignRefusal {
    #[error("{0}")]
    Group(GroupNameError),
    #[error("config.players must be 2 to 5 for Almost Innocent")]
    Players,
    #[error("config.difficulty must be easy, medium or detective")]
    Difficulty,
    /// `difficulty` is its code word (`easy`, `medium`, `detective`).
    #[error(
        "the group \"{group}\" has won every scenario of the campaign at {difficulty} difficulty; choose a harder one"
    )]
    AllWon {
        group: String,
        difficulty: &'static str,
    },
    #[error("the group \"{group}\" plays \"{next}\" next in the campaign, not \"{asked}\"")]
    NotNext {
        group: String,
        next: String,
        asked: String,
    },
    /// `key` is `abilities` or `shared_ability`; `ours` the campaign's value as JSON.
    #[error("in the campaign the unlocked abilities decide config.{key} ({ours}); leave it out")]
    DecidedByUnlocks { key: &'static str, ours: String },
    #[error("config.language must be a language code such as \"fr\"")]
    Language,
}

impl sleuth_core::Explain for CampaignRefusal {
    fn message_id(&self) -> &'static str {
        match self {
            CampaignRefusal::Group(err) => {
                crate::rules::ConfigError::Campaign(err.clone()).message_id()
            }
            CampaignRefusal::Players => "errors-almost-innocent-campaign-players",
            CampaignRefusal::Difficulty => "errors-almost-innocent-campaign-difficulty",
            CampaignRefusal::AllWon { .. } => "errors-almost-innocent-campaign-all-won",
            CampaignRefusal::NotNext { .. } => "errors-almost-innocent-campaign-not-next",
            CampaignRefusal::DecidedByUnlocks { .. } => {
                "errors-almost-innocent-campaign-decided-by-unlocks"
            }
            CampaignRefusal::Language => "errors-almost-innocent-campaign-language",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            CampaignRefusal::Group(err) => {
                crate::rules::ConfigError::Campaign(err.clone()).message_args()
            }
            CampaignRefusal::Players | CampaignRefusal::Difficulty | CampaignRefusal::Language => {
                Vec::new()
            }
            CampaignRefusal::AllWon { group, difficulty } => vec![
                ("group", group.as_str().into()),
                ("difficulty", (*difficulty).into()),
            ],
            CampaignRefusal::NotNext { group, next, asked } => vec![
                ("group", group.as_str().into()),
                ("next", next.as_str().into()),
                ("asked", asked.as_str().into()),
            ],
            CampaignRefusal::DecidedByUnlocks { key, ours } => {
                vec![("key", (*key).into()), ("ours", ours.as_str().into())]
            }
        }
    }
}

/// A scenario's title in `language` when it is written in it, else in English,
/// else its id (a name the request made up).
fn title_in(id: &str, language: Option<&str>) -> String {
    language
        .and_then(|language| scenario_in(id, language))
        .or_else(|| scenario(id))
        .map_or_else(|| id.to_owned(), |s| s.title.clone())
}

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
        group_name(raw).map_err(|e| CampaignError::refused(&CampaignRefusal::Group(e)))
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
        let refuse = |reason: CampaignRefusal| CampaignError::refused(&reason);
        let language = requested.get("language").and_then(Value::as_str);
        let progress = stored_progress(stored).map_err(CampaignError::Corrupt)?;
        let players = match requested.get("players") {
            None | Some(Value::Null) => 3,
            Some(v) => v
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .filter(|n| (2..=5).contains(n))
                .ok_or_else(|| refuse(CampaignRefusal::Players))?,
        };
        let difficulty: Difficulty = match requested.get("difficulty") {
            None | Some(Value::Null) => Difficulty::Easy,
            Some(v) => serde_json::from_value(v.clone())
                .map_err(|_| refuse(CampaignRefusal::Difficulty))?,
        };
        let campaign = Campaign::shipped();
        let Some(mut config) = progress.next_config(campaign, players, difficulty) else {
            return Err(refuse(CampaignRefusal::AllWon {
                group: group.to_owned(),
                difficulty: difficulty.name(),
            }));
        };
        if let Some(asked) = requested.get("scenario").and_then(Value::as_str)
            && asked != config.scenario
        {
            return Err(refuse(CampaignRefusal::NotNext {
                group: group.to_owned(),
                next: title_in(&config.scenario, language),
                asked: title_in(asked, language),
            }));
        }
        for key in ["abilities", "shared_ability"] {
            if let Some(asked) = requested.get(key).filter(|v| !v.is_null()) {
                let ours = serde_json::to_value(&config)
                    .ok()
                    .and_then(|c| c.get(key).cloned())
                    .unwrap_or(Value::Null);
                if *asked != ours {
                    return Err(refuse(CampaignRefusal::DecidedByUnlocks {
                        key,
                        ours: ours.to_string(),
                    }));
                }
            }
        }
        // The reader's language, when the scenario is written in it; English
        // otherwise (a campaign goes on in whatever languages its scenarios have).
        match requested.get("language") {
            None | Some(Value::Null) => {}
            Some(Value::String(language)) => {
                if scenario_in(&config.scenario, language).is_some() {
                    config.language = language.clone();
                }
            }
            Some(_) => {
                return Err(refuse(CampaignRefusal::Language));
            }
        }
        config.campaign = Some(group.to_owned());
        serde_json::to_value(&config).map_err(|e| CampaignError::Corrupt(e.to_string()))
    }

    /// The order of scenarios with their titles (English, and `titles` by
    /// language) and unlocks, which are won at each difficulty, the abilities
    /// unlocked, the matches noted and the next scenario at each difficulty.
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
                // The title in every language the scenario is written in.
                let titles: serde_json::Map<String, Value> = languages_of(&step.scenario)
                    .into_iter()
                    .filter_map(|language| {
                        scenario_in(&step.scenario, language)
                            .map(|b| (language.to_owned(), Value::String(b.title.clone())))
                    })
                    .collect();
                json!({
                    "scenario": step.scenario,
                    "title": scenario(&step.scenario).map(|b| b.title.clone()),
                    "titles": titles,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The first scenario of the campaign, and a language it is translated into
    /// (the test needs one).
    fn first_translated() -> (String, &'static str) {
        let first = Campaign::shipped().steps[0].scenario.clone();
        let language = languages_of(&first)
            .into_iter()
            .find(|l| *l != "en")
            .expect("the campaign's first scenario is translated");
        (first, language)
    }

    #[test]
    fn a_campaign_match_plays_the_readers_language_when_the_scenario_has_it() {
        let (first, language) = first_translated();
        let config = CampaignOffer
            .next_config("club", None, &json!({"language": language}))
            .expect("a fresh group's first match");
        assert_eq!(config["scenario"], json!(first));
        assert_eq!(language_of(&config), language);
    }

    /// English, the default, is left out of a config.
    fn language_of(config: &Value) -> &str {
        config
            .get("language")
            .and_then(Value::as_str)
            .unwrap_or("en")
    }

    #[test]
    fn a_campaign_match_stays_in_english_when_the_scenario_lacks_the_language() {
        for requested in [
            json!({"language": "xx"}),
            json!({}),
            json!({"language": null}),
        ] {
            let config = CampaignOffer
                .next_config("club", None, &requested)
                .expect("a fresh group's first match");
            assert_eq!(language_of(&config), "en", "{requested}");
        }
    }

    #[test]
    fn a_campaign_language_that_is_not_text_is_refused() {
        assert!(matches!(
            CampaignOffer.next_config("club", None, &json!({"language": 3})),
            Err(CampaignError::Refused { explanation, .. })
                if explanation.id == "errors-almost-innocent-campaign-language"
        ));
    }

    #[test]
    fn campaign_progress_titles_each_scenario_in_its_languages() {
        let (first, language) = first_translated();
        let progress = CampaignOffer.progress("club", None).expect("progress");
        let step = &progress["steps"][0];
        assert_eq!(step["scenario"], json!(first));
        assert_eq!(step["titles"]["en"], step["title"]);
        let translated = step["titles"][language]
            .as_str()
            .expect("a translated title");
        assert_eq!(
            translated,
            scenario_in(&first, language).expect("translated").title
        );
    }
}
