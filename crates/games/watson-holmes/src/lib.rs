//! Watson & Holmes (seed 001, rulings WH-1..WH-8): the case engine, case content,
//! the solvability checker and bots.

pub mod case;
pub mod check;
pub mod library;
