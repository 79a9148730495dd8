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
//! Modules, lowest first (each uses only those above it in this list):
//! [`puzzle`] (a puzzle as data, validated: `check_puzzle`,
//! `check_custom_puzzle`), [`similar`] (the duplicate flag of LP-6), [`library`]
//! (the shipped puzzles), [`types`] (config, actions, events, errors, views),
//! [`rules`] (the state, validation and what actions do), `moves` (listed and
//! random actions, who may act), `view` (what each viewer sees), `hosted` (`Game`
//! and `HostedGame`: the pieces put together, the random bot registered) and
//! [`testing`] (the playout harness hooks).

mod hosted;
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
    check_puzzle_file, check_puzzle_file_explained,
};
pub use rules::LateralPuzzles;
pub use types::*;
