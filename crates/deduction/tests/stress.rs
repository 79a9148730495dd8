//! Larger states stay fast: a big custom deck and a 6-seat observer with many
//! opaque suggestions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::json;
use sleuth_deduction::knowledge::DeckSpec;
use sleuth_deduction::sim::simulated_document;
use sleuth_deduction::solve_json;

#[test]
fn big_custom_deck_is_answered() {
    let cats: Vec<(String, Vec<String>)> = (0..3)
        .map(|c| {
            (
                format!("c{c}"),
                (0..14).map(|i| format!("card {c}-{i}")).collect(),
            )
        })
        .collect();
    let deck = DeckSpec::custom(
        "big",
        cats.iter()
            .map(|(n, cs)| sleuth_deduction::knowledge::CategorySpec {
                name: n.clone(),
                cards: cs.clone(),
            })
            .collect(),
    )
    .unwrap();
    let mut m = serde_json::Map::new();
    for (n, cs) in &cats {
        m.insert(n.clone(), json!(cs));
    }
    let doc = simulated_document(&deck, json!({"categories": m}), 6, 0, 10, 11);
    let start = std::time::Instant::now();
    let out: serde_json::Value =
        serde_json::from_str(&solve_json(&doc.to_string()).unwrap()).unwrap();
    eprintln!(
        "42-card deck, 6 players: {} in {:?}",
        out["method"],
        start.elapsed()
    );
    assert!(start.elapsed().as_secs() < 20);
}

#[test]
fn observer_with_many_opaque_suggestions_is_exact() {
    let mut doc = simulated_document(&DeckSpec::classic(), json!("classic"), 6, 0, 30, 5);
    let o = doc.as_object_mut().unwrap();
    o.remove("me");
    o.remove("my_hand");
    for s in doc["suggestions"].as_array_mut().unwrap() {
        s["shown"] = serde_json::Value::Null;
    }
    let start = std::time::Instant::now();
    let out: serde_json::Value =
        serde_json::from_str(&solve_json(&doc.to_string()).unwrap()).unwrap();
    eprintln!(
        "6-player observer, 30 opaque suggestions: {} {} in {:?}",
        out["method"],
        out["worlds"],
        start.elapsed()
    );
    assert_eq!(out["method"], "exact");
}
