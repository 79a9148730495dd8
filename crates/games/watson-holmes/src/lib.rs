//! Watson & Holmes (rulings WH-1..WH-8, stated in docs/rules/watson-holmes.md): the
//! case engine, case content, the solvability checker and bots.
//!
//! Modules: [`case`] (a case as data, validated), [`check`] (the solvability
//! checker and the facts' semantics), [`library`] (the shipped cases), [`types`]
//! (config, actions, events, errors, views), [`rules`] (the state and `Game`),
//! `moves` (listed and random actions), `view` (what each viewer sees) and
//! [`bot`] (the baseline and solver bots, a seat's belief) and [`testing`] (the
//! playout harness hooks).
//!
//! Rules version 2 is current; version 1 records still replay under version 1
//! (`rules::RULES_VERSION` lists what changed).

pub mod bot;
pub mod case;
pub mod check;
pub mod library;
mod moves;
pub mod rules;
pub mod testing;
pub mod types;
mod view;

pub use rules::WatsonHolmes;
pub use types::*;

use sleuth_core::game::{Belief, BotSpec, HostedGame, random_bot_spec};

use crate::case::Case;

impl HostedGame for WatsonHolmes {
    fn web_files() -> &'static [sleuth_core::WebFile] {
        sleuth_core::web_files!["table.js", "pictures.js"]
    }

    /// Every `rules/<lang>.md`, listed by build.rs.
    fn rules_files() -> sleuth_core::game::LanguageFiles {
        mod listed {
            include!(concat!(env!("OUT_DIR"), "/rules_files.rs"));
        }
        listed::RULES_FILES
    }

    /// Every `tutorial/<lang>.toml`, listed by build.rs.
    fn tutorial_files() -> sleuth_core::game::LanguageFiles {
        mod listed {
            include!(concat!(env!("OUT_DIR"), "/tutorial_files.rs"));
        }
        listed::TUTORIAL_FILES
    }

    fn bots() -> Vec<BotSpec<Self>> {
        vec![
            random_bot_spec(),
            BotSpec {
                name: "baseline",
                description: "follows the leads and the cards they point to, bids a little for a \
                              card a rival took, fetches a lockpick or call-off token when a card \
                              it needs is locked or guarded; goes to 221B when every answer is \
                              determined",
                make: |seed| Box::new(bot::BaselineBot::new(seed)),
            },
            BotSpec {
                name: "solver",
                description: "reasons from the facts of the cards its seat has read: visits by \
                              expected information, outbids and guards valuable cards, blocks with \
                              police, aims the Watson card at the leader, uses its character, \
                              fetches lockpicks and call-off tokens for blocked cards, reads a failed rival's \
                              answers through Holmes's voice, and goes to 221B when certain or \
                              when a rival is about to be",
                make: |seed| Box::new(bot::SolverBot::new(seed)),
            },
        ]
    }

    /// A notebook is its seat's alone (WH-5), so the record and the replay others
    /// see carry it blank. A notebook changes nothing but itself, and a blank one
    /// is always accepted where the written one was, so a redacted record replays
    /// to the same outcome.
    fn redact_action(action: &Action) -> Action {
        match action {
            Action::WriteNotebook { .. } => Action::WriteNotebook {
                text: String::new(),
            },
            other => other.clone(),
        }
    }

    /// In a match of a case written in the studio, the bots read that case's
    /// facts (of the cards their seat reads, as with a shipped case).
    fn bot_for_config(
        name: &str,
        seed: u64,
        config: &Config,
    ) -> Option<Box<dyn sleuth_core::Bot<Self>>> {
        let Some(case) = &config.custom else {
            return Self::bots()
                .into_iter()
                .find(|b| b.name == name)
                .map(|spec| (spec.make)(seed));
        };
        let casebook = || bot::Casebook::with(case.as_ref().clone());
        match name {
            "baseline" => Some(Box::new(bot::BaselineBot::with_casebook(seed, casebook()))),
            "solver" => Some(Box::new(bot::SolverBot::with_casebook(seed, casebook()))),
            _ => Self::bots()
                .into_iter()
                .find(|b| b.name == name)
                .map(|spec| (spec.make)(seed)),
        }
    }

    /// A case written in the studio travels in the config: before the end the
    /// lobby and match summaries show its id, title and difficulty, never its
    /// cards, facts or solution (invariant 2).
    fn public_config(config: &Config) -> serde_json::Value {
        let mut value = serde_json::to_value(config).unwrap_or(serde_json::Value::Null);
        if let Some(custom) = value.get_mut("custom").and_then(|c| c.as_object_mut()) {
            custom.retain(|key, _| matches!(key.as_str(), "id" | "title" | "difficulty"));
        }
        value
    }

    /// A case written for the match is checked part by part (every problem at
    /// its place, as `sleuth content check` reports a file); anything else by
    /// setting the match up once.
    fn config_problems(config: &serde_json::Value) -> Vec<sleuth_core::game::ConfigProblem> {
        use sleuth_core::game::{ConfigProblem, config_problems_by_setup};
        match config.get("custom") {
            Some(custom) if !custom.is_null() => {
                match serde_json::from_value::<Case>(custom.clone()) {
                    Err(err) => vec![ConfigProblem::explained(
                        "custom",
                        format!("not a case: {err}"),
                        sleuth_core::explain::Explanation::new(
                            "errors-content-config-not-a-case",
                            vec![("detail", err.to_string().into())],
                        ),
                        Some(sleuth_core::explain::Explanation::new(
                            "errors-content-place-key",
                            vec![("key", "custom".into())],
                        )),
                    )],
                    Ok(case) => {
                        let problems: Vec<ConfigProblem> = case
                            .explained_problems()
                            .into_iter()
                            .map(|p| {
                                ConfigProblem::explained(
                                    format!("custom.{}", p.problem.place),
                                    p.problem.message,
                                    p.explanation,
                                    Some(p.at),
                                )
                            })
                            .collect();
                        if problems.is_empty() {
                            config_problems_by_setup::<Self>(config)
                        } else {
                            problems
                        }
                    }
                }
            }
            _ => config_problems_by_setup::<Self>(config),
        }
    }

    /// The seat's belief from the facts it has read (module `bot`).
    fn belief(seat_view: &View, final_view: &View) -> Option<Belief> {
        bot::belief(seat_view, final_view)
    }
}
