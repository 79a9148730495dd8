//! Match records: (game, rules version, config, seed, seat-stamped actions), the
//! complete description of a match (invariant 1). Records are JSON documents; the
//! format is described in docs/match-record.md.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::game::Game;
use crate::rng::RNG_ALGORITHM;
use crate::seat::Seat;

/// Version of the record format itself (not of any game's rules).
pub const RECORD_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord {
    #[serde(default = "record_format")]
    pub format: u32,
    /// Game id, e.g. `lady-alice`.
    pub game: String,
    pub rules_version: u32,
    pub config: Value,
    /// The generator named here, seeded with `seed`, drew every card and die.
    #[serde(default = "rng_algorithm")]
    pub rng: String,
    /// Written as a decimal string so that JavaScript keeps all 64 bits; a JSON
    /// number is accepted too.
    #[serde(
        serialize_with = "seed_to_string",
        deserialize_with = "seed_from_either"
    )]
    pub seed: u64,
    pub actions: Vec<RecordedAction>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedAction {
    pub seat: Seat,
    pub action: Value,
}

fn record_format() -> u32 {
    RECORD_FORMAT
}

fn rng_algorithm() -> String {
    RNG_ALGORITHM.to_owned()
}

fn seed_to_string<S: Serializer>(seed: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&seed.to_string())
}

fn seed_from_either<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        Number(u64),
        Text(String),
    }
    match Either::deserialize(deserializer)? {
        Either::Number(n) => Ok(n),
        Either::Text(s) => s.trim().parse().map_err(|_| {
            serde::de::Error::custom(format!("seed {s:?} is not an unsigned 64-bit integer"))
        }),
    }
}

impl MatchRecord {
    /// An empty record for a typed game.
    pub fn new<G: Game>(config: &G::Config, seed: u64) -> MatchRecord {
        let info = G::info();
        MatchRecord {
            format: RECORD_FORMAT,
            game: info.id.to_owned(),
            rules_version: info.rules_version,
            config: serde_json::to_value(config).expect("configs serialize to JSON"),
            rng: RNG_ALGORITHM.to_owned(),
            seed,
            actions: Vec::new(),
        }
    }

    pub fn push<G: Game>(&mut self, seat: Seat, action: &G::Action) {
        let action = serde_json::to_value(action).expect("actions serialize to JSON");
        self.actions.push(RecordedAction { seat, action });
    }

    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("records serialize to JSON")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_is_a_string_and_accepts_numbers() {
        let json = r#"{"game":"x","rules_version":1,"config":{},"seed":18446744073709551615,"actions":[]}"#;
        let record: MatchRecord = serde_json::from_str(json).unwrap();
        assert_eq!(record.seed, u64::MAX);
        let out = serde_json::to_value(&record).unwrap();
        assert_eq!(out["seed"], "18446744073709551615");
        let back: MatchRecord = serde_json::from_value(out).unwrap();
        assert_eq!(back, record);
        let bad = r#"{"game":"x","rules_version":1,"config":{},"seed":"-3","actions":[]}"#;
        let err = serde_json::from_str::<MatchRecord>(bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains("not an unsigned"), "{err}");
    }
}
