//! Records made under rules version 1 (written by the code of that time, before
//! players chose their characters) still replay to the same end under version 1;
//! and, relabelled as version 2, to the same end too: a default config means what
//! it meant (seat `i` plays the `i`-th person, ruling HC-3).

use serde_json::Value;
use sleuth_core::{Game, MatchRecord, Registry, Viewer};
use sleuth_havent_a_cluedo::HaventACluedo;

fn check(text: &str) {
    let fixture: Value = serde_json::from_str(text).expect("the fixture is JSON");
    let record: MatchRecord = serde_json::from_value(fixture.clone()).expect("a match record");
    assert_eq!(record.rules_version, 1);
    replays_to_the_expected_end(&record, &fixture);
    let mut as_v2 = record.clone();
    as_v2.rules_version = HaventACluedo::info().rules_version;
    assert_eq!(as_v2.rules_version, 2);
    replays_to_the_expected_end(&as_v2, &fixture);
}

fn replays_to_the_expected_end(record: &MatchRecord, fixture: &Value) {
    assert!(
        HaventACluedo::supported_rules_versions().contains(&1),
        "version 1 records must stay playable"
    );
    let mut registry = Registry::new();
    registry.register::<HaventACluedo>();
    let replayed = registry.replay(record).expect("the record replays");
    let expected = &fixture["expected"];
    let outcome = replayed.game.outcome().expect("the game is over");
    assert_eq!(serde_json::to_value(&outcome).unwrap(), expected["outcome"]);
    let view = replayed.game.view(Viewer::Everyone);
    assert_eq!(view["turn"], expected["turn"]);
    assert_eq!(view["hands"], expected["hands"]);
    assert_eq!(view["envelope"], expected["envelope"]);
    let tokens: Vec<Value> = view["tokens"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| serde_json::json!({"person": t["person"], "played_by": t["played_by"], "place": t["place"]}))
        .collect();
    assert_eq!(Value::Array(tokens), expected["tokens"]);
}

#[test]
fn v1_record_with_four_baseline_players_replays_to_its_outcome() {
    check(include_str!("records/v1-4p-baseline.json"));
}

#[test]
fn v1_record_with_six_players_and_the_burgess_variant_replays_to_its_outcome() {
    check(include_str!("records/v1-6p-diagonal.json"));
}
