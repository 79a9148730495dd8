//! `sleuth campaign almost-innocent --file progress.json [--record match.json]`:
//! shows a team's campaign progress kept in a file (docs/content/almost-innocent.md,
//! "Campaign"), and with `--record` first notes a finished match record in it.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use sleuth_almost_innocent::campaign::{CAMPAIGN_ID, Campaign, Progress};
use sleuth_almost_innocent::{Config, Difficulty};
use sleuth_core::{MatchRecord, Registry};

#[derive(clap::Args, Debug)]
pub struct CampaignArgs {
    // The campaign: `almost-innocent`.
    campaign: String,
    // The progress file (JSON); created when a record is first applied.
    #[arg(long)]
    file: PathBuf,
    // A finished match record to note in the progress first.
    #[arg(long)]
    record: Option<PathBuf>,
    // Players and difficulty of the next match's config.
    #[arg(long, default_value_t = 3)]
    players: u8,
    #[arg(long, default_value = "easy")]
    difficulty: String,
}

pub fn run(registry: &Registry, args: &CampaignArgs) -> Result<ExitCode> {
    if args.campaign != CAMPAIGN_ID {
        bail!(tr!(
            "cli-campaign-unknown",
            campaign = format!("{:?}", args.campaign),
            campaigns = CAMPAIGN_ID,
        ));
    }
    let difficulty: Difficulty = serde_json::from_value(serde_json::json!(args.difficulty))
        .map_err(|_| anyhow::anyhow!(tr!("cli-campaign-difficulty")))?;
    let campaign = Campaign::shipped();
    let mut progress: Progress = if args.file.exists() {
        let text = std::fs::read_to_string(&args.file)
            .with_context(|| tr!("cli-cannot-read", file = args.file.display().to_string()))?;
        serde_json::from_str(&text).with_context(|| {
            tr!(
                "cli-campaign-not-progress",
                file = args.file.display().to_string()
            )
        })?
    } else {
        Progress::default()
    };
    if let Some(path) = &args.record {
        let text = std::fs::read_to_string(path)
            .with_context(|| tr!("cli-cannot-read", file = path.display().to_string()))?;
        let record: MatchRecord = serde_json::from_str(&text)
            .with_context(|| tr!("cli-not-a-match-record", file = path.display().to_string()))?;
        if record.game != CAMPAIGN_ID {
            bail!(tr!("cli-campaign-other-game", game = record.game.as_str()));
        }
        let replayed = registry.replay(&record)?;
        let Some(outcome) = replayed.game.outcome() else {
            bail!(tr!("cli-campaign-not-finished"));
        };
        let config: Config = serde_json::from_value(record.config.clone())
            .context(tr!("cli-campaign-not-a-config"))?;
        let applied = progress.apply(campaign, &config, !outcome.winners.is_empty())?;
        let text = serde_json::to_string_pretty(&progress)?;
        std::fs::write(&args.file, text + "\n")
            .with_context(|| tr!("cli-cannot-write", file = args.file.display().to_string()))?;
        let names: Vec<&str> = applied.newly_unlocked.iter().map(|a| a.name()).collect();
        outln!(
            "{}",
            tr!(
                "cli-campaign-noted",
                scenario = applied.scenario.as_str(),
                difficulty = applied.difficulty.name(),
                won = if applied.won { "yes" } else { "no" },
                unlocked = names.len(),
                abilities = names.join(", "),
            )
        );
    }
    for (i, step) in campaign.steps.iter().enumerate() {
        let won: Vec<&str> = Difficulty::ALL
            .iter()
            .filter(|d| progress.has_won(&step.scenario, **d))
            .map(|d| d.name())
            .collect();
        let unlocks: Vec<&str> = step.unlocks.iter().map(|a| a.name()).collect();
        outln!(
            "{}",
            tr!(
                "cli-campaign-step",
                number = i + 1,
                scenario = step.scenario.as_str(),
                unlocks = unlocks.len(),
                abilities = unlocks.join(", "),
                won = won.len(),
                difficulties = won.join(", "),
            )
        );
    }
    let unlocked: Vec<&str> = progress.unlocked.iter().map(|a| a.name()).collect();
    outln!(
        "{}",
        tr!(
            "cli-campaign-summary",
            unlocked = unlocked.len(),
            abilities = unlocked.join(", "),
            played = progress.played,
        )
    );
    match progress.next_config(campaign, args.players, difficulty) {
        Some(config) => outln!(
            "{}",
            tr!(
                "cli-campaign-next",
                difficulty = difficulty.name(),
                config = serde_json::to_string(&config)?,
            )
        ),
        None => outln!(
            "{}",
            tr!("cli-campaign-all-won", difficulty = difficulty.name())
        ),
    }
    Ok(ExitCode::SUCCESS)
}
