//! The Lateral Puzzles Game (rulings LP-1..LP-6, stated with the printed
//! rulebook's name in docs/rules/lateral-puzzles.md): the Lateral Master's table
//! (turns and rounds, questions and answers, the eight Puzzle Cards,
//! freezes, duplicates, scored spoilers) and the puzzle library.
//!
//! The software keeps the table; the Lateral Master, a person at the config's
//! `lateral_master` seat (0 by default), judges meaning (LP-1): answers,
//! duplicates, rephrasing and the parts a spoiler guessed are their actions. Every
//! other seat is a puzzler. A puzzler may leave and someone may take the seat
//! again (`HostedGame::leave_action`, `return_action`); a rematch passes the role
//! of Lateral Master to the next seat, who chooses the puzzle in the lobby.
//!
//! Modules: [`puzzle`] (a puzzle as data, validated: `check_puzzle`,
//! `check_custom_puzzle`), [`library`]
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

use sleuth_core::game::{
    BotSpec, ConfigProblem, HostedGame, config_problems_by_setup, random_bot_spec,
};
use sleuth_core::{Game, Seat};

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
    /// or parts, nor its themes unless the author made them public (invariant 2).
    fn public_config(config: &Config) -> serde_json::Value {
        let mut value = serde_json::to_value(config).unwrap_or(serde_json::Value::Null);
        if let Some(custom) = value.get_mut("custom").and_then(|c| c.as_object_mut()) {
            custom.remove("solution");
            custom.remove("parts");
            if custom.get("themes_public") != Some(&serde_json::Value::Bool(true)) {
                custom.remove("themes");
            }
        }
        value
    }

    /// People in every seat: the random bot is for the harness and simulations.
    fn bots_in_matches() -> bool {
        false
    }

    /// A puzzler leaves with `Action::Leave` (accepted at any moment: every
    /// puzzler at the table is always among the seats to move); the table pauses
    /// until the Lateral Master goes on without the seat or someone takes it. The
    /// Lateral Master's seat has none: nobody else can judge the puzzle (LP-1),
    /// so the match ends.
    fn leave_action(&self, seat: Seat) -> Option<Action> {
        (seat != self.lateral_master() && seat.index() < self.players()).then_some(Action::Leave)
    }

    /// Whoever takes a seat that was left plays `Action::Return` as that seat: it
    /// plays again with the cards and score it had.
    fn return_action(&self, seat: Seat) -> Option<Action> {
        (seat != self.lateral_master() && seat.index() < self.players()).then_some(Action::Return)
    }

    /// The next seat (wrapping) becomes the Lateral Master, and the puzzle is
    /// cleared: the own puzzle goes, and the shipped puzzle is the one after the
    /// puzzle just played, never that one. The new Lateral Master chooses in the
    /// lobby (`rematch_waits_in_lobby`).
    fn rematch_config(config: &Config) -> Config {
        let players = config.players.max(1);
        let played = match &config.custom {
            Some(spec) => spec.id.clone().unwrap_or_default(),
            None => config.puzzle.clone(),
        };
        Config {
            players: config.players,
            lateral_master: (config.lateral_master % players + 1) % players,
            puzzle: library::puzzle_after(&played).to_owned(),
            custom: None,
        }
    }

    fn rematch_waits_in_lobby() -> bool {
        true
    }

    /// The Lateral Master chooses the puzzle, so they may set the lobby's config
    /// and start the match, as the host may.
    fn starter_seat(config: &Config) -> Option<Seat> {
        Some(config.lateral_master_seat())
    }

    /// A puzzle typed in a lobby is checked part by part (every problem at its
    /// place, as `sleuth content check` reports a file); anything else by setting
    /// the match up once.
    fn config_problems(config: &serde_json::Value) -> Vec<ConfigProblem> {
        match config.get("custom") {
            Some(custom) if !custom.is_null() => {
                let mut problems: Vec<ConfigProblem> = match check_custom_puzzle(custom) {
                    Ok(_) => Vec::new(),
                    Err(found) => found
                        .into_iter()
                        .map(|p| ConfigProblem::new(p.place, p.message))
                        .collect(),
                };
                if problems.is_empty() {
                    problems = config_problems_by_setup::<Self>(config);
                }
                problems
            }
            _ => config_problems_by_setup::<Self>(config),
        }
    }
}
