//! The Lateral Puzzles Game (seed 002, rulings LP-1..LP-6): the Lateral Master's
//! table (turns and rounds, questions and answers, the eight Puzzle Cards,
//! freezes, duplicates, scored spoilers) and the puzzle library.
//!
//! The software keeps the table; the Lateral Master, a person at seat 0, judges
//! meaning (LP-1): answers, duplicates, rephrasing and the parts a spoiler guessed
//! are their actions. Seats 1 to 8 are the puzzlers.
//!
//! Modules: [`puzzle`] (a puzzle as data, validated: `check_puzzle`), [`library`]
//! (the shipped puzzles), [`types`] (config, actions, events, errors, views),
//! [`rules`] (the state and `Game`), [`similar`] (the duplicate flag of LP-6),
//! `moves` (listed and random actions), `view` (what each viewer sees) and
//! [`testing`] (the playout harness hooks).

pub mod library;
mod moves;
pub mod puzzle;
pub mod rules;
pub mod similar;
pub mod testing;
pub mod types;
mod view;

pub use puzzle::{
    Part, PartSpec, Puzzle, PuzzleProblem, PuzzleSpec, check_custom_puzzle, check_puzzle,
    check_puzzle_file,
};
pub use rules::LateralPuzzles;
pub use types::*;

use sleuth_core::game::{BotSpec, HostedGame, random_bot_spec};

/// Only the random bot: a bot cannot ask, answer or judge honestly without
/// language (LP-1). It asks generated questions, answers at random and ticks
/// random parts, for the harness and `sleuth simulate`; it is never seated in a
/// match.
impl HostedGame for LateralPuzzles {
    fn web_files() -> &'static [sleuth_core::WebFile] {
        sleuth_core::web_files!["table.js"]
    }

    fn bots() -> Vec<BotSpec<Self>> {
        vec![random_bot_spec()]
    }

    /// A Lateral Master's own puzzle travels in the config: before the end the
    /// lobby and match summaries show its title and situation, never its solution
    /// or parts (invariant 2).
    fn public_config(config: &Config) -> serde_json::Value {
        let mut value = serde_json::to_value(config).unwrap_or(serde_json::Value::Null);
        if let Some(custom) = value.get_mut("custom").and_then(|c| c.as_object_mut()) {
            custom.remove("solution");
            custom.remove("parts");
        }
        value
    }

    /// People in every seat: the random bot is for the harness and simulations.
    fn bots_in_matches() -> bool {
        false
    }
}
