//! Almost Innocent (Philippe Attali) on the Sleuth engine: a cooperative deduction
//! game on a 6x6 grid of clues. Rules: the printed rulebook, in French, and our
//! rulings AI-1 to AI-7; docs/rules/almost-innocent.md names the one and states the
//! others, with our own decisions. Each player holds the solution of their left
//! neighbour and finds their own through row and column questions that every player
//! answers truthfully (the engine answers for them).
//!
//! Modules: [`content`] (catalogue, scenario format, validator, shipped
//! scenarios), [`scenario_problem`] (the validator's problems, typed, each a
//! catalogue message), [`types`] (actions, events, views, errors), [`rules`] (the state and
//! `Game`), [`view`] (what each viewer sees), [`bot`] (the baseline team bot),
//! [`solver`] (one seat's exact belief and the questions' information),
//! [`solver_bot`] (the `solver` team bot), [`campaign`] (the campaign's order,
//! unlocks and a team's progress), [`campaign_offer`] (the campaign as a host
//! serves it, through `sleuth_core::Campaign`) and
//! [`testing`] (the playout harness hooks).

pub mod bot;
pub mod campaign;
pub mod campaign_offer;
pub mod content;
pub mod rules;
pub mod scenario_problem;
pub mod solver;
pub mod solver_bot;
pub mod testing;
pub mod types;
pub mod view;

#[cfg(test)]
mod solver_tests;
#[cfg(test)]
mod tests;

pub use content::{
    Ability, Board, ClueType, Difficulty, Problem, check_scenario, compile_scenario, scenarios,
};
pub use rules::{AbilityChoice, AlmostInnocent, ConfigError};
pub use types::*;

use sleuth_core::game::{Belief, BotSpec, HostedGame, random_bot_spec};

/// The scenario whose grid the rules page shows.
pub const RULES_PAGE_SCENARIO: &str = "spiced-tea";

impl HostedGame for AlmostInnocent {
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

    /// The rules page's grid picture draws a shipped scenario's grid (the
    /// first, "A Round of Spiced Tea"): `example_grid`, rows of clue codes,
    /// `"."` for an empty cell.
    fn ui_assets() -> serde_json::Value {
        let grid = content::scenario(RULES_PAGE_SCENARIO).map(content::Board::grid_codes);
        serde_json::json!({ "example_grid": grid })
    }

    fn bots() -> Vec<BotSpec<Self>> {
        vec![
            random_bot_spec(),
            BotSpec {
                name: "baseline",
                description: "team bot: keeps the combinations consistent with its answers, asks the \
                              question that splits them best, resolves with the most likely clue",
                make: |seed| Box::new(bot::BaselineBot::new(seed)),
            },
            BotSpec {
                name: "solver",
                description: "team bot: exact belief over its combinations (joint deals of every \
                              seat), asks the question with the most expected information for the \
                              team per token, resolves with the most likely clue",
                make: |seed| Box::new(solver_bot::SolverBot::new(seed)),
            },
        ]
    }

    /// The seat's exact belief (module `solver`): the probability of its true
    /// solution, and whether only one combination remains for it.
    fn belief(seat_view: &View, final_view: &View) -> Option<Belief> {
        let solver = solver::Solver::new(seat_view).ok()?;
        let truth = solver.solution_in(final_view, solver.me)?;
        let belief = solver.belief().ok()?;
        Some(Belief {
            truth: belief.probability(&truth),
            certain: belief.combos.len() == 1,
        })
    }
}
