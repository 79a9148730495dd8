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

#[test]
fn v2_records_replay_to_their_outcome() {
    let records = fixtures("v2-");
    assert!(!records.is_empty());
    for (name, record, outcome) in records {
        assert_eq!(record.rules_version, 2, "{name}");
        let replayed = registry()
            .replay(&record)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(replayed.game.outcome(), Some(outcome), "{name}");
    }
}

/// Version 1 records are replayed under version 1: read as version 2 (another first
/// player, Din and Teor at any moment) they would not all reach the same end.
#[test]
fn v1_records_are_not_replayed_under_v2_rules() {
    let mut differ = 0;
    for (name, mut record, outcome) in fixtures("v1-") {
        record.rules_version = 2;
        match registry().replay(&record) {
            Ok(replayed) if replayed.game.outcome() == Some(outcome.clone()) => {}
            _ => differ += 1,
        }
        let _ = name;
    }
    assert!(differ > 0);
}

#[test]
fn a_record_of_an_unknown_rules_version_is_refused_naming_both_versions() {
    let (_, mut record, _) = fixtures("v1-").remove(0);
    record.rules_version = 99;
    let err = registry().replay(&record).unwrap_err().to_string();
    assert!(err.contains("99") && err.contains('2'), "{err}");
    let setup = registry()
        .get("almost-innocent")
        .unwrap()
        .new_match_under_rules(&record.config, record.seed, 99)
        .unwrap_err();
    assert!(
        setup.contains("rules version 99") && setup.contains("rules version 2"),
        "{setup}"
    );
}

#[test]
fn analysis_works_on_v1_records() {
    for (name, record, _) in fixtures("v1-") {
        let analysis = registry()
            .analyse(&record)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(analysis.actions, record.actions.len(), "{name}");
        let players = record.config["players"].as_u64().unwrap() as usize;
        assert_eq!(analysis.seats.len(), players, "{name}");
        for seat in &analysis.seats {
            assert!(
                seat.truth.iter().all(|&p| p > 0.0 && p <= 1.0 + 1e-12),
                "{name}"
            );
        }
    }
}
