//! Watson & Holmes (seed 001, rulings WH-1..WH-8): the case engine, case content,
//! the solvability checker and bots.
//!
//! Modules: [`case`] (a case as data, validated), [`check`] (the solvability
//! checker and the facts' semantics), [`library`] (the shipped cases), [`types`]
//! (config, actions, events, errors, views), [`rules`] (the state and `Game`),
//! `moves` (listed and random actions), `view` (what each viewer sees) and
//! [`testing`] (the playout harness hooks).

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

use sleuth_core::game::{BotSpec, HostedGame, random_bot_spec};

impl HostedGame for WatsonHolmes {
    fn bots() -> Vec<BotSpec<Self>> {
        vec![random_bot_spec()]
    }
}
