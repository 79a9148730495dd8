//! Golden cases, the JSON interface and the simulated states of the benchmarks.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::{Value, json};
use sleuth_deduction::knowledge::DeckSpec;
use sleuth_deduction::sim::simulated_document;
use sleuth_deduction::{Method, SolveError, solve_json};

fn solve(doc: &Value) -> Value {
    serde_json::from_str(&solve_json(&doc.to_string()).unwrap()).unwrap()
}

fn p(out: &Value, card: &str, holder: &str) -> f64 {
    out["cards"][card][holder].as_f64().unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

fn three_players() -> Value {
    json!({
        "deck": "classic",
        "players": [{"name": "Me", "hand_size": 6}, {"name": "Bob", "hand_size": 6}, {"name": "Cat", "hand_size": 6}],
        "me": 0,
        "my_hand": ["miss scarlett", "Colonel Mustard", "candlestick", "DAGGER", "Kitchen", "the Ballroom"],
    })
}

#[test]
fn classic_three_players_my_hand_only_is_uniform() {
    let out = solve(&three_players());
    assert_eq!(out["method"], "exact");
    // 4 * 4 * 7 envelopes, then C(12, 6) splits of the other 12 cards.
    assert_eq!(out["worlds"], (4 * 4 * 7 * 924).to_string());
    assert!(close(p(&out, "Mrs White", "envelope"), 0.25));
    assert!(close(p(&out, "Mrs White", "Bob"), 0.375));
    assert!(close(p(&out, "Mrs White", "Me"), 0.0));
    assert!(close(p(&out, "Study", "envelope"), 1.0 / 7.0));
    assert!(close(p(&out, "Study", "Cat"), 3.0 / 7.0));
    assert!(close(p(&out, "Kitchen", "Me"), 1.0));
    let certain = out["certain"].as_array().unwrap();
    assert_eq!(certain.len(), 6);
    assert!(certain.contains(&json!({"card": "Kitchen", "holder": "Me"})));
}

#[test]
fn counts_deals_not_envelopes() {
    // Bob shows one of Plum, Rope, Hall. Envelope-first reasoning would weigh
    // each envelope equally; counting deals weighs it by how many hands fit.
    let mut doc = three_players();
    doc["suggestions"] = json!([{"by": 0, "cards": ["Professor Plum", "Rope", "Hall"], "passed": [], "shown_by": 1}]);
    let out = solve(&doc);
    assert_eq!(out["method"], "exact");
    let w: f64 = out["worlds"].as_str().unwrap().parse().unwrap();
    // Deals where Bob lacks all three: Bob's 6 cards among the 12 - |{Plum,Rope,Hall} outside the envelope|.
    // Count by envelope: k of the three in the envelope, 3 - k among the 12 others.
    let c = |n: u64, k: u64| -> u64 { (0..k).fold(1, |a, i| a * (n - i) / (i + 1)) };
    let mut lacks = 0u64;
    for (plum, rope, hall) in [
        (0, 0, 0),
        (0, 0, 1),
        (0, 1, 0),
        (0, 1, 1),
        (1, 0, 0),
        (1, 0, 1),
        (1, 1, 0),
        (1, 1, 1),
    ] {
        let envs = (if plum == 1 { 1 } else { 3 })
            * (if rope == 1 { 1 } else { 3 })
            * (if hall == 1 { 1 } else { 6 });
        let outside = 3 - (plum + rope + hall);
        lacks += envs * c(12 - outside, 6);
    }
    assert_eq!(w as u64, 4 * 4 * 7 * 924 - lacks);
    assert!(p(&out, "Rope", "Bob") > 0.375);
    assert!(p(&out, "Rope", "envelope") < 0.25);
}

#[test]
fn shown_card_is_certain() {
    let mut doc = three_players();
    doc["suggestions"] = json!([{"by": 0, "cards": ["Plum", "Rope", "Hall"], "passed": [1], "shown_by": 2, "shown": "rope"}]);
    let out = solve(&doc);
    assert!(
        out["certain"]
            .as_array()
            .unwrap()
            .contains(&json!({"card": "Rope", "holder": "Cat"}))
    );
    assert!(close(p(&out, "Hall", "Bob"), 0.0));
    assert!(close(p(&out, "Professor Plum", "Bob"), 0.0));
}

#[test]
fn contradictions_name_the_conflict() {
    let mut doc = three_players();
    doc["facts"] = json!([{"player": 1, "has": "Rope"}, {"player": "bob", "lacks": ["Rope"]}]);
    let err = solve_json(&doc.to_string()).unwrap_err();
    assert!(matches!(err, SolveError::Contradiction(_)));
    let msg = err.to_string();
    assert!(
        msg.contains("Bob must hold Rope but also lacks it"),
        "{msg}"
    );

    let mut doc = three_players();
    doc["facts"] = json!([{"player": "envelope", "lacks": ["Mrs White", "Reverend Green", "Mrs Peacock"]},
                          {"player": 2, "has": "Professor Plum"}]);
    let msg = solve_json(&doc.to_string()).unwrap_err().to_string();
    assert!(msg.contains("suspects"), "{msg}");
    assert!(msg.contains("fact 1 (Cat has Professor Plum)"), "{msg}");

    let mut doc = three_players();
    doc["facts"] = json!([{"player": 1, "has_one_of": ["Kitchen", "Candlestick"]}]);
    let msg = solve_json(&doc.to_string()).unwrap_err().to_string();
    assert!(
        msg.contains("Bob has one of Candlestick, Kitchen but can hold none of them"),
        "{msg}"
    );
}

#[test]
fn invalid_documents_are_errors() {
    let mut doc = three_players();
    doc["players"][0]["hand_size"] = json!(5);
    assert!(
        solve_json(&doc.to_string())
            .unwrap_err()
            .to_string()
            .contains("sum to 17")
    );
    let mut doc = three_players();
    doc["facts"] = json!([{"player": 1, "has": "Bazooka"}]);
    assert!(
        solve_json(&doc.to_string())
            .unwrap_err()
            .to_string()
            .contains("unknown card")
    );
    assert!(matches!(solve_json("{"), Err(SolveError::Parse(_))));
    let mut doc = three_players();
    doc["my_hand"] = json!(["Rope"]);
    assert!(solve_json(&doc.to_string()).is_err());
}

#[test]
fn custom_deck() {
    let doc = json!({
        "deck": {"categories": {"who": ["A", "B"], "what": ["X", "Y"]}},
        "players": [{"name": "P", "hand_size": 1}, {"name": "Q", "hand_size": 1}],
        "facts": [{"player": "P", "has": "a"}]
    });
    let out = solve(&doc);
    // B is in the envelope; X/Y: one in the envelope, one with Q.
    assert_eq!(out["worlds"], "2");
    assert!(close(p(&out, "B", "envelope"), 1.0));
    assert!(close(p(&out, "X", "Q"), 0.5));
}

#[test]
fn list_decks_has_both_decks() {
    let v = sleuth_deduction::list_decks();
    let decks = v["decks"].as_array().unwrap();
    assert_eq!(decks[0]["cards"], 21);
    assert_eq!(decks[1]["cards"], 20);
    assert!(
        decks[1]["categories"]["rooms"]
            .as_array()
            .unwrap()
            .contains(&json!("Wine Cellar"))
    );
}

/// Simulated classic and Haven't a Cluedo states for 3 to 6 players are solved
/// exactly and agree with what the seat knows.
#[test]
fn simulated_states_are_exact() {
    for (deck, name) in [
        (DeckSpec::classic(), "classic"),
        (DeckSpec::havent_a_cluedo(), "havent-a-cluedo"),
    ] {
        for players in 3..=6 {
            for (i, suggestions) in [0usize, 5, 20, 60].into_iter().enumerate() {
                let seed = (players * 100 + i) as u64;
                let doc = simulated_document(&deck, json!(name), players, 0, suggestions, seed);
                let start = std::time::Instant::now();
                let out = solve(&doc);
                let ms = start.elapsed().as_secs_f64() * 1e3;
                eprintln!(
                    "{name} {players} players {suggestions} suggestions: {} worlds, {ms:.2} ms",
                    out["worlds"]
                );
                assert_eq!(out["method"], "exact", "{name} {players} {suggestions}");
                for (card, holders) in out["cards"].as_object().unwrap() {
                    let sum: f64 = holders
                        .as_object()
                        .unwrap()
                        .values()
                        .map(|v| v.as_f64().unwrap())
                        .sum();
                    assert!((sum - 1.0).abs() < 1e-9, "{card}: {sum}");
                }
            }
        }
    }
    let _ = Method::Exact;
}
