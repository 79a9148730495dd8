//! `sleuth tutorial`: check a game's tutorial script by replaying it, and draft
//! one: bots play a match from a config and seed (after the steps kept from an
//! existing script), and every action is written as a step, the learner's with a
//! hint and controls still to write. Format: docs/content/tutorials.md.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Subcommand;
use serde_json::Value;
use sleuth_core::tutorial::{TutorialScript, check_script};
use sleuth_core::{Registry, Seat};

#[derive(Subcommand, Debug)]
pub enum TutorialCommand {
    // Replay a game's built-in tutorial (or a script file): every step legal,
    // the game over at the last one.
    Check {
        // Game id, e.g. lady-alice.
        game: String,
        // A script file instead of the game's built-in one.
        #[arg(long)]
        file: Option<PathBuf>,
    },
    // Write a script skeleton: bots play every seat from the script's config and
    // seed (keeping its first KEEP steps), each action becomes a step.
    Draft {
        game: String,
        // The script to start from (title, seed, config, learner and its steps).
        #[arg(long)]
        file: PathBuf,
        // Steps of `file` kept as they are before the bots play on.
        #[arg(long, default_value_t = 0)]
        keep: usize,
        // The bot that plays every seat after the kept steps.
        #[arg(long)]
        bot: Option<String>,
    },
}

pub fn run(registry: &Registry, command: TutorialCommand) -> Result<ExitCode> {
    match command {
        TutorialCommand::Check { game, file } => check(registry, &game, file),
        TutorialCommand::Draft {
            game,
            file,
            keep,
            bot,
        } => draft(registry, &game, &file, keep, bot.as_deref()),
    }
}

fn check(registry: &Registry, id: &str, file: Option<PathBuf>) -> Result<ExitCode> {
    let game = crate::find(registry, id)?;
    let script = match file {
        Some(path) => {
            let text = std::fs::read_to_string(&path)
                .with_context(|| tr!("cli-cannot-read", file = path.display().to_string()))?;
            TutorialScript::parse(&text)?
        }
        None => match game.tutorial() {
            Some(Ok(script)) => script.clone(),
            Some(Err(err)) => bail!("{err}"),
            None => bail!(tr!("cli-tutorial-missing", game = game.info().name)),
        },
    };
    let problems = check_script(game, &script);
    if problems.is_empty() {
        let learner = script
            .steps
            .iter()
            .filter(|s| s.seat == script.learner)
            .count();
        outln!(
            "{}",
            tr!(
                "cli-tutorial-ok",
                title = script.title.as_str(),
                steps = script.steps.len(),
                learner = learner,
            )
        );
        Ok(ExitCode::SUCCESS)
    } else {
        for problem in problems {
            eprintln!("{problem}");
        }
        Ok(ExitCode::FAILURE)
    }
}

fn draft(
    registry: &Registry,
    id: &str,
    path: &PathBuf,
    keep: usize,
    bot: Option<&str>,
) -> Result<ExitCode> {
    let game = crate::find(registry, id)?;
    let text = std::fs::read_to_string(path)
        .with_context(|| tr!("cli-cannot-read", file = path.display().to_string()))?;
    // The kept steps' text is copied as written (hints and all); the rest is new.
    let script = TutorialScript::parse(&text)?;
    if keep > script.steps.len() {
        bail!(tr!(
            "cli-tutorial-too-few-steps",
            steps = script.steps.len()
        ));
    }
    let mut game_match = game
        .new_match(&script.config, script.seed)
        .map_err(|e| anyhow::anyhow!(e))?;
    for (i, step) in script.steps[..keep].iter().enumerate() {
        game_match.play(step.seat, &step.action).map_err(|e| {
            anyhow::anyhow!(tr!(
                "cli-tutorial-step",
                step = i + 1,
                error = e.to_string()
            ))
        })?;
    }
    let bot_name = bot
        .map(str::to_owned)
        .or_else(|| game.default_bot().map(str::to_owned))
        .context(tr!("cli-tutorial-no-bot"))?;
    let mut bots = Vec::new();
    for seat in 0..game_match.players() {
        bots.push(
            game.new_bot(&bot_name, script.seed ^ (seat as u64 + 1))
                .with_context(|| tr!("cli-tutorial-unknown-bot", bot = format!("{bot_name:?}")))?,
        );
    }
    let mut out = head_of(&text);
    for step in &script.steps[..keep] {
        write_step(
            &mut out,
            step.seat,
            &step.action,
            script.learner,
            step.hint.as_deref(),
            step.short.as_deref(),
            &step.highlight,
        );
    }
    let mut guard = 0;
    while game_match.outcome().is_none() {
        guard += 1;
        if guard > 5_000 {
            bail!(tr!("cli-tutorial-bots-never-finish", moves = 5_000));
        }
        let seat = game_match
            .waiting_for()
            .iter()
            .next()
            .or_else(|| game_match.to_move().iter().next())
            .context(tr!("cli-tutorial-nobody-to-move"))?;
        let action = bots[seat.index()]
            .choose(game_match.as_ref(), seat)
            .map_err(|e| anyhow::anyhow!(e))?;
        game_match
            .play(seat, &action)
            .map_err(|e| anyhow::anyhow!(tr!("cli-tutorial-bot-refused", error = e.to_string())))?;
        write_step(&mut out, seat, &action, script.learner, None, None, &[]);
    }
    out!("{out}");
    Ok(ExitCode::SUCCESS)
}

/// The file's text before its first step (title, seed, config...).
fn head_of(text: &str) -> String {
    let end = text.find("[[step]]").unwrap_or(text.len());
    let mut head = text[..end].trim_end().to_owned();
    head.push_str("\n\n");
    head
}

fn write_step(
    out: &mut String,
    seat: Seat,
    action: &Value,
    learner: Seat,
    hint: Option<&str>,
    short: Option<&str>,
    highlight: &[sleuth_core::tutorial::Highlight],
) {
    let _ = writeln!(
        out,
        "[[step]]\nseat = {}\naction = {}",
        seat.0,
        inline(action)
    );
    if seat == learner {
        let hint = hint.unwrap_or("TODO: what to do and why");
        let _ = writeln!(out, "hint = {}", toml_string(hint));
        if let Some(short) = short {
            let _ = writeln!(out, "short = {}", toml_string(short));
        }
        let controls: Vec<String> = if highlight.is_empty() {
            vec![toml_string("TODO-testid")]
        } else {
            highlight
                .iter()
                .map(|h| match &h.text {
                    Some(text) => format!(
                        "{{ testid = {}, text = {} }}",
                        toml_string(&h.testid),
                        toml_string(text)
                    ),
                    None => toml_string(&h.testid),
                })
                .collect()
        };
        let _ = writeln!(out, "highlight = [{}]", controls.join(", "));
    }
    out.push('\n');
}

/// A JSON value as a TOML inline value (null fields left out: TOML has none).
fn inline(value: &Value) -> String {
    match value {
        Value::Null => "\"\"".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => toml_string(s),
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(inline).collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Object(map) => {
            let parts: Vec<String> = map
                .iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| format!("{} = {}", key(k), inline(v)))
                .collect();
            if parts.is_empty() {
                "{}".into()
            } else {
                format!("{{ {} }}", parts.join(", "))
            }
        }
    }
}

fn key(k: &str) -> String {
    if !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        k.to_owned()
    } else {
        toml_string(k)
    }
}

fn toml_string(s: &str) -> String {
    toml::Value::String(s.to_owned()).to_string()
}
