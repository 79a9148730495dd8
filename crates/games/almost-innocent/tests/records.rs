//! Recorded matches: every fixture in tests/records/ replays, through the
//! type-erased registry, to the outcome written in it when it was played.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use sleuth_almost_innocent::AlmostInnocent;
use sleuth_core::Registry;
use sleuth_core::game::Outcome;
use sleuth_core::record::MatchRecord;

fn registry() -> Registry {
    let mut registry = Registry::new();
    registry.register::<AlmostInnocent>();
    registry
}

/// (file name, record, the outcome it reached when it was played).
fn fixtures(prefix: &str) -> Vec<(String, MatchRecord, Outcome)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with(prefix) || !name.ends_with(".json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let record: MatchRecord = serde_json::from_str(&text).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let outcome: Outcome = serde_json::from_value(value["outcome"].clone()).unwrap();
        out.push((name, record, outcome));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn v1_records_replay_to_their_outcome() {
    let records = fixtures("v1-");
    assert!(records.len() >= 4, "{}", records.len());
    for (name, record, outcome) in records {
        assert_eq!(record.rules_version, 1, "{name}");
        let replayed = registry()
            .replay(&record)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(replayed.game.outcome(), Some(outcome), "{name}");
    }
}
