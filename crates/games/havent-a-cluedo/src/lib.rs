//! Haven't a Cluedo (a Cluedo parody printed in FELIX) on the Sleuth engine: find
//! the person, room and article in Governor Smith's envelope. The deck ([`deck`])
//! and the board ([`board`]) are data; [`game`] holds the rules (state and
//! transitions), [`view`] what each viewer sees, [`solver`] one seat's view as
//! exact deduction knowledge (and the post-game belief), [`bot`] the `baseline`
//! notebook bot, [`solver_bot`] the `solver` bot, [`planner_bot`] the `planner`
//! bot (the solver's deduction plus a model of the rivals' knowledge), which
//! share `sampled_deals` (deals drawn from a view's knowledge, the cached
//! analysis) and `turn_choice` (a turn's action from a value per room);
//! `hosted` implements the engine's traits and offers the bots by name. Each
//! module imports only those before it in that order. Rulings HC-1 to HC-8 are
//! cited where they apply; docs/rules/havent-a-cluedo.md names the printed rules
//! and states the rulings and our own decisions.

pub mod board;
pub mod bot;
pub mod deck;
pub mod game;
mod hosted;
pub mod planner_bot;
mod sampled_deals;
pub mod solver;
pub mod solver_bot;
mod turn_choice;
pub mod view;

#[cfg(test)]
mod solver_tests;
#[cfg(test)]
mod tests;

pub use board::{Board, BoardError, BoardLayout, Place};
pub use bot::{BaselineBot, Notebook};
pub use deck::{Card, Category, Deck};
pub use game::{
    Action, Config, ConfigError, Edition, GAME_ID, HaventACluedo, HcError, HcEvent, Spot, TurnStep,
    WrongTimeReason,
};
pub use planner_bot::{Candidate, PlannerBot, PlannerParams, suggestion_value};
pub use solver::knowledge_from_view;
pub use solver_bot::SolverBot;
pub use view::View;
