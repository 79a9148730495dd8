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
    /// The campaign: `almost-innocent`.
    campaign: String,
    /// The progress file (JSON); created when a record is first applied.
    #[arg(long)]
    file: PathBuf,
    /// A finished match record to note in the progress first.
    #[arg(long)]
    record: Option<PathBuf>,
    /// Players and difficulty of the next match's config.
    #[arg(long, default_value_t = 3)]
    players: u8,
    #[arg(long, default_value = "easy")]
    difficulty: String,
}

pub fn run(registry: &Registry, args: &CampaignArgs) -> Result<ExitCode> {
    if args.campaign != CAMPAIGN_ID {
        bail!("no campaign {:?}; campaigns: {CAMPAIGN_ID}", args.campaign);
    }
    let difficulty: Difficulty = serde_json::from_value(serde_json::json!(args.difficulty))
        .map_err(|_| anyhow::anyhow!("difficulty must be easy, medium or detective"))?;
    let campaign = Campaign::shipped();
    let mut progress: Progress = if args.file.exists() {
        let text = std::fs::read_to_string(&args.file)
            .with_context(|| format!("cannot read {}", args.file.display()))?;
        serde_json::from_str(&text)
            .with_context(|| format!("{} is not campaign progress", args.file.display()))?
    } else {
        Progress::default()
    };
    if let Some(path) = &args.record {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let record: MatchRecord = serde_json::from_str(&text)
            .with_context(|| format!("{} is not a match record", path.display()))?;
        if record.game != CAMPAIGN_ID {
            bail!(
                "the record is a {} match, not an Almost Innocent one",
                record.game
            );
        }
        let replayed = registry.replay(&record)?;
        let Some(outcome) = replayed.game.outcome() else {
            bail!("the match is not finished: only a finished match counts for the campaign");
        };
        let config: Config = serde_json::from_value(record.config.clone())
            .context("the record's config is not an Almost Innocent config")?;
        let applied = progress.apply(campaign, &config, !outcome.winners.is_empty())?;
        let text = serde_json::to_string_pretty(&progress)?;
        std::fs::write(&args.file, text + "\n")
            .with_context(|| format!("cannot write {}", args.file.display()))?;
        println!(
            "noted: {} at {} {}{}",
            applied.scenario,
            applied.difficulty.name(),
            if applied.won { "won" } else { "lost" },
            if applied.newly_unlocked.is_empty() {
                String::new()
            } else {
                let names: Vec<&str> = applied.newly_unlocked.iter().map(|a| a.name()).collect();
                format!("; unlocked {}", names.join(", "))
            }
        );
    }
    for (i, step) in campaign.steps.iter().enumerate() {
        let won: Vec<&str> = Difficulty::ALL
            .iter()
            .filter(|d| progress.has_won(&step.scenario, **d))
            .map(|d| d.name())
            .collect();
        let unlocks: Vec<&str> = step.unlocks.iter().map(|a| a.name()).collect();
        println!(
            "{}. {}{}{}",
            i + 1,
            step.scenario,
            if unlocks.is_empty() {
                String::new()
            } else {
                format!(" (unlocks {})", unlocks.join(", "))
            },
            if won.is_empty() {
                String::new()
            } else {
                format!(": won at {}", won.join(", "))
            }
        );
    }
    let unlocked: Vec<&str> = progress.unlocked.iter().map(|a| a.name()).collect();
    println!(
        "unlocked: {}; matches noted: {}",
        if unlocked.is_empty() {
            "none".to_owned()
        } else {
            unlocked.join(", ")
        },
        progress.played
    );
    match progress.next_config(campaign, args.players, difficulty) {
        Some(config) => println!(
            "next at {}: {}",
            difficulty.name(),
            serde_json::to_string(&config)?
        ),
        None => println!("every scenario is won at {}", difficulty.name()),
    }
    Ok(ExitCode::SUCCESS)
}
