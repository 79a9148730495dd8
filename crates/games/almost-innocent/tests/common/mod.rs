//! Helpers shared by the integration tests: a config for a scenario, a table size
//! and a difficulty, with no chosen abilities and outside any campaign.

use sleuth_almost_innocent::{Config, Difficulty};

pub fn config(scenario: &str, players: u8, difficulty: Difficulty) -> Config {
    Config {
        players,
        scenario: scenario.into(),
        difficulty,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    }
}
