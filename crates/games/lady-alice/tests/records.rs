//! Old matches stay playable: the rules-version-1 records of `tests/records/`
//! (written by `examples/v1_fixtures.rs` before rules version 2) replay through the
//! registry to the outcome they reached under version 1; replayed as if version 2
//! they go differently or are refused; an unknown version is refused with a sentence
//! naming both versions; and the post-game analysis still works on them.

use sleuth_core::erased::ReplayError;
use sleuth_core::{Game, MatchRecord, Outcome, Registry};
use sleuth_lady_alice::LadyAlice;

fn registry() -> Registry {
    let mut registry = Registry::new();
    registry.register::<LadyAlice>();
    registry
}

/// Each fixture: its name, the record, and the outcome it reached under version 1.
fn fixtures() -> Vec<(String, MatchRecord, Outcome)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut out = Vec::new();
    for players in 3..=5 {
        let name = format!("v1-{players}p.json");
        let text = std::fs::read_to_string(dir.join(&name)).expect("fixture exists");
        let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let record: MatchRecord = serde_json::from_value(value.clone()).expect("a match record");
        let outcome: Outcome =
            serde_json::from_value(value["expected_outcome"].clone()).expect("an outcome");
        out.push((name, record, outcome));
    }
    out
}

#[test]
fn v1_records_replay_to_their_v1_outcome() {
    let registry = registry();
    for (name, record, expected) in fixtures() {
        assert_eq!(record.rules_version, 1, "{name}");
        let replayed = registry
            .replay(&record)
            .unwrap_or_else(|err| panic!("{name}: {err}"));
        assert_eq!(replayed.game.outcome(), Some(expected), "{name}");
    }
}

#[test]
fn v1_records_replayed_as_v2_differ_or_are_refused() {
    assert_eq!(LadyAlice::info().rules_version, 2);
    let registry = registry();
    for (name, mut record, expected) in fixtures() {
        record.rules_version = 2;
        match registry.replay(&record) {
            Err(ReplayError::IllegalAction { .. }) => {}
            Err(other) => panic!("{name}: refused for the wrong reason: {other}"),
            Ok(replayed) => assert_ne!(replayed.game.outcome(), Some(expected), "{name}"),
        }
    }
}

#[test]
fn an_unknown_rules_version_is_refused_naming_both_versions() {
    let registry = registry();
    let (_, mut record, _) = fixtures().remove(0);
    record.rules_version = 99;
    let err = registry.replay(&record).expect_err("version 99 is refused");
    let text = err.to_string();
    assert!(matches!(err, ReplayError::RulesVersion { .. }), "{text}");
    assert!(text.contains("99") && text.contains('2'), "{text}");
    let host = registry.get("lady-alice").expect("registered");
    let text = host
        .new_match_under_rules(&record.config, record.seed, 99)
        .expect_err("version 99 is refused");
    assert!(
        text.contains("rules version 99") && text.contains("rules version 2"),
        "{text}"
    );
    assert_eq!(host.supported_rules_versions(), vec![1, 2]);
}

#[test]
fn analysis_works_on_v1_records() {
    let registry = registry();
    for (name, record, _) in fixtures() {
        let analysis = registry
            .analyse(&record)
            .unwrap_or_else(|err| panic!("{name}: {err}"));
        let json = serde_json::to_value(&analysis).expect("serializes");
        let seats = json["seats"].as_array().expect("seats");
        assert_eq!(
            seats.len(),
            record.config["players"].as_u64().unwrap_or(0) as usize
        );
        for seat in seats {
            let truth = seat["truth"].as_array().expect("truth");
            assert_eq!(truth.len(), record.actions.len() + 1, "{name}");
        }
    }
}
