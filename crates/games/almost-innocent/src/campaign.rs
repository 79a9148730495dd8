//! The campaign (the rulebook's "livret de campagne": winning scenarios unlocks
//! abilities, progress is noted). Pure data and functions: the order of our
//! scenarios and what each first win unlocks (`content/campaign.toml`), a team's
//! `Progress`, applying a finished match to it, the next scenario, and the config
//! of the next match with only unlocked abilities on offer.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use sleuth_core::text::{TextError, TextProblem, checked_text};

use crate::content::{Ability, Difficulty, scenario};
use crate::types::Config;

/// The campaign's id, as named in URLs and progress files.
pub const CAMPAIGN_ID: &str = "almost-innocent";

/// One scenario of the campaign and what its first win unlocks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub scenario: String,
    #[serde(default)]
    pub unlocks: Vec<Ability>,
}

/// The campaign: its steps in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Campaign {
    #[serde(rename = "step")]
    pub steps: Vec<Step>,
}

/// Why a campaign file or a progress update was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CampaignError {
    #[error("the campaign file is not valid TOML for a campaign: {0}")]
    Syntax(String),
    #[error("campaign step {0}: no shipped scenario {1:?}")]
    UnknownScenario(usize, String),
    #[error("campaign step {0}: scenario {1:?} appears twice")]
    Duplicate(usize, String),
    #[error("campaign step {0}: {1} is unlocked twice in the campaign")]
    UnlockedTwice(usize, Ability),
    #[error("scenario {0:?} is not part of the campaign")]
    NotInCampaign(String),
}

impl Campaign {
    /// Parses and checks a campaign: every scenario shipped and listed once, every
    /// ability unlocked at most once.
    pub fn parse(text: &str) -> Result<Campaign, CampaignError> {
        let campaign: Campaign =
            toml::from_str(text).map_err(|e| CampaignError::Syntax(e.to_string()))?;
        let mut seen = BTreeSet::new();
        let mut unlocked = BTreeSet::new();
        for (i, step) in campaign.steps.iter().enumerate() {
            if scenario(&step.scenario).is_none() {
                return Err(CampaignError::UnknownScenario(i + 1, step.scenario.clone()));
            }
            if !seen.insert(step.scenario.clone()) {
                return Err(CampaignError::Duplicate(i + 1, step.scenario.clone()));
            }
            for &a in &step.unlocks {
                if !unlocked.insert(a) {
                    return Err(CampaignError::UnlockedTwice(i + 1, a));
                }
            }
        }
        Ok(campaign)
    }

    /// The shipped campaign (`content/campaign.toml`), parsed once (a constant).
    pub fn shipped() -> &'static Campaign {
        static SHIPPED: OnceLock<Campaign> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            #[allow(clippy::expect_used)]
            Campaign::parse(include_str!("../content/campaign.toml"))
                .expect("the shipped campaign is checked by a test")
        })
    }

    pub fn step(&self, scenario: &str) -> Option<&Step> {
        self.steps.iter().find(|s| s.scenario == scenario)
    }
}

/// A team's progress: the scenarios won at each difficulty and the abilities
/// unlocked. Stored as JSON (a file for the CLI, a row per group on the server).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Difficulty name (`easy`, `medium`, `detective`) → scenario ids won.
    #[serde(default)]
    pub won: BTreeMap<String, BTreeSet<String>>,
    #[serde(default)]
    pub unlocked: BTreeSet<Ability>,
    /// Finished campaign matches applied (wins and losses).
    #[serde(default)]
    pub played: u32,
}

/// What applying a finished match changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Applied {
    pub scenario: String,
    pub difficulty: Difficulty,
    pub won: bool,
    /// True when this win is the first of that scenario at that difficulty.
    pub first_win: bool,
    pub newly_unlocked: Vec<Ability>,
}

impl Progress {
    pub fn has_won(&self, scenario: &str, difficulty: Difficulty) -> bool {
        self.won
            .get(difficulty.name())
            .is_some_and(|set| set.contains(scenario))
    }

    /// Notes a finished match of `config` (won or lost by the team). A win unlocks
    /// the abilities of its step (ruling AI-6: abilities are unlocked by winning).
    pub fn apply(
        &mut self,
        campaign: &Campaign,
        config: &Config,
        won: bool,
    ) -> Result<Applied, CampaignError> {
        let step = campaign
            .step(&config.scenario)
            .ok_or_else(|| CampaignError::NotInCampaign(config.scenario.clone()))?;
        self.played += 1;
        let mut applied = Applied {
            scenario: config.scenario.clone(),
            difficulty: config.difficulty,
            won,
            first_win: false,
            newly_unlocked: Vec::new(),
        };
        if won {
            applied.first_win = self
                .won
                .entry(config.difficulty.name().to_owned())
                .or_default()
                .insert(config.scenario.clone());
            for &a in &step.unlocks {
                if self.unlocked.insert(a) {
                    applied.newly_unlocked.push(a);
                }
            }
        }
        Ok(applied)
    }

    /// The first step, in order, not yet won at `difficulty`; `None` when every
    /// scenario is won at it.
    pub fn next<'c>(&self, campaign: &'c Campaign, difficulty: Difficulty) -> Option<&'c Step> {
        campaign
            .steps
            .iter()
            .find(|s| !self.has_won(&s.scenario, difficulty))
    }

    /// The abilities `scenario` offers that are unlocked, in the scenario's order.
    pub fn offered(&self, scenario_id: &str) -> Vec<Ability> {
        scenario(scenario_id)
            .map(|b| {
                b.abilities
                    .iter()
                    .copied()
                    .filter(|a| self.unlocked.contains(a))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The config of a match of `scenario_id` for this team: only unlocked abilities
    /// on offer, seat 0 first. With two players one of them is the shared extra
    /// ability; with fewer than three unlocked, the shared slot is filled first (a
    /// two-player config cannot say "no shared ability": left empty, the game would
    /// share the scenario's next ability, locked or not). With two players and none
    /// unlocked that default still applies (the shipped order never gets there).
    pub fn config_for(&self, scenario_id: &str, players: u8, difficulty: Difficulty) -> Config {
        let offered = self.offered(scenario_id);
        let (seats, shared) = if players == 2 && !offered.is_empty() {
            let seats = offered.len().min(3) - 1;
            (offered[..seats].to_vec(), Some(offered[seats]))
        } else {
            (
                offered.iter().copied().take(usize::from(players)).collect(),
                None,
            )
        };
        Config {
            players,
            scenario: scenario_id.to_owned(),
            difficulty,
            abilities: Some(seats),
            shared_ability: shared,
            campaign: None,
            language: crate::types::default_language(),
        }
    }

    /// The config of the next match at `difficulty`, if any scenario is left.
    pub fn next_config(
        &self,
        campaign: &Campaign,
        players: u8,
        difficulty: Difficulty,
    ) -> Option<Config> {
        self.next(campaign, difficulty)
            .map(|step| self.config_for(&step.scenario, players, difficulty))
    }
}

/// Longest campaign group name, in characters after normalisation.
pub const MAX_GROUP_CHARS: usize = 40;

/// Why a campaign group name was refused; `Display` is a sentence for the person.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GroupNameError {
    #[error("a campaign group name has 1 to {MAX_GROUP_CHARS} characters; this one is empty")]
    Empty,
    #[error("a campaign group name has 1 to {MAX_GROUP_CHARS} characters; this one has {0}")]
    TooLong(usize),
    #[error("a campaign group name may not contain {what}: U+{code:04X} at character {position}")]
    Forbidden {
        code: u32,
        position: usize,
        what: &'static str,
    },
    #[error(
        "a campaign group name needs at least one visible character; this one has only joiners or variation selectors"
    )]
    Invisible,
    #[error("the campaign group name {0:?} is not in its normal form (NFC, trimmed)")]
    NotNormal(String),
}

impl From<TextError> for GroupNameError {
    fn from(err: TextError) -> Self {
        match err.problem {
            TextProblem::Empty => GroupNameError::Empty,
            TextProblem::TooLong { chars } => GroupNameError::TooLong(chars),
            TextProblem::Forbidden {
                character,
                position,
                what,
            } => GroupNameError::Forbidden {
                code: u32::from(character),
                position,
                what,
            },
            TextProblem::Invisible => GroupNameError::Invisible,
        }
    }
}

/// Checks and normalises a campaign group name (the key of a group's progress):
/// NFC, trimmed, 1 to [`MAX_GROUP_CHARS`] characters, at least one visible, no
/// control, bidirectional, separator or invisible format character. Other text
/// (`<script>`, quotes) is allowed: a group name is stored and shown as text.
pub fn group_name(raw: &str) -> Result<String, GroupNameError> {
    // The same rule as display names and chat, since a group name is shown to
    // other people too.
    Ok(checked_text(raw, "a campaign group name", MAX_GROUP_CHARS)?)
}

/// Checks a config's `campaign` field: a group name already in its normal form
/// (a server or tool normalises it with [`group_name`] before writing the config).
pub fn check_config_group(group: &str) -> Result<(), GroupNameError> {
    let normal = group_name(group)?;
    if normal != group {
        return Err(GroupNameError::NotNormal(group.to_owned()));
    }
    Ok(())
}
