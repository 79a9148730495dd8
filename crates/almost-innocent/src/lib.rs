//! Almost Innocent (rulebook seed 004, rulings AI-1 to AI-7): a cooperative
//! deduction game on a 6x6 grid of clues. Each player holds the solution of their
//! left neighbour and finds their own through row and column questions that every
//! player answers truthfully (the engine answers for them).
//!
//! Modules: [`content`] (catalogue, scenario format, validator, shipped
//! scenarios), [`types`] (actions, events, views, errors), [`rules`] (the state and
//! `Game`), [`view`] (what each viewer sees), [`bot`] (the baseline team bot) and
//! [`testing`] (the playout harness hooks).

pub mod bot;
pub mod content;
pub mod rules;
pub mod testing;
pub mod types;
pub mod view;

#[cfg(test)]
mod tests;

pub use content::{
    Ability, Board, ClueType, Difficulty, Problem, check_scenario, compile_scenario, scenarios,
};
pub use rules::{AlmostInnocent, ConfigError};
pub use types::*;

use sleuth_core::game::{BotSpec, HostedGame, random_bot_spec};

impl HostedGame for AlmostInnocent {
    fn bots() -> Vec<BotSpec<Self>> {
        vec![
            random_bot_spec(),
            BotSpec {
                name: "baseline",
                description: "team bot: keeps the combinations consistent with its answers, asks the \
                              question that splits them best, resolves with the most likely clue",
                make: |seed| Box::new(bot::BaselineBot::new(seed)),
            },
        ]
    }
}
