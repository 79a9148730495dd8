//! The deduction assistant's routes over a real socket: `GET
//! /api/solve/cluedo/decks`, `POST /api/solve/cluedo` and `POST
//! /api/solve/lady-alice` (answers, invalid documents, contradictions, oversized
//! bodies).

mod support;

use std::net::SocketAddr;

use serde_json::{Value, json};
use sleuth_server::Store;
use support::*;

/// The solver routes touch no store: an in-memory one is enough.
async fn server() -> SocketAddr {
    spawn(Store::in_memory().expect("store")).await
}

fn knowledge() -> Value {
    json!({
        "deck": "classic",
        "players": [
            {"name": "Ann", "hand_size": 6},
            {"name": "Bob", "hand_size": 6},
            {"name": "Cat", "hand_size": 6}
        ],
        "me": "Ann",
        "my_hand": ["Miss Scarlett", "Colonel Mustard", "Candlestick", "Dagger", "Kitchen", "Ballroom"],
        "suggestions": [
            {"by": "Ann", "cards": ["Plum", "Rope", "Hall"], "passed": ["Bob"], "shown_by": "Cat", "shown": "Rope"}
        ],
        "facts": []
    })
}

fn message(body: &Value) -> String {
    body["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test]
async fn decks_list_categories_in_deck_order() {
    let addr = server().await;
    let (status, body) = get(addr, "/api/solve/cluedo/decks").await;
    assert_eq!(status, 200, "{body}");
    let decks = body["decks"].as_array().expect("decks");
    assert_eq!(decks.len(), 2);
    assert_eq!(decks[0]["name"], "classic");
    assert_eq!(decks[0]["cards"], 21);
    assert_eq!(decks[0]["categories"][0]["name"], "suspects");
    assert_eq!(decks[0]["categories"][2]["cards"][0], "Kitchen");
    assert_eq!(decks[1]["name"], "havent-a-cluedo");
    assert_eq!(
        decks[1]["categories"][2]["cards"].as_array().map(Vec::len),
        Some(8)
    );
}

#[tokio::test]
async fn solve_answers_probabilities_and_certain_facts() {
    let addr = server().await;
    let (status, body) = post(addr, "/api/solve/cluedo", None, knowledge()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["method"], "exact");
    assert!(
        body["worlds"]
            .as_str()
            .and_then(|w| w.parse::<u128>().ok())
            .is_some_and(|w| w > 0),
        "{body}"
    );
    assert_eq!(body["cards"]["Rope"]["Cat"], 1.0);
    assert_eq!(body["cards"]["Professor Plum"]["Bob"], 0.0);
    for (card, holders) in body["cards"].as_object().expect("cards") {
        let sum: f64 = holders
            .as_object()
            .expect("holders")
            .values()
            .filter_map(Value::as_f64)
            .sum();
        assert!((sum - 1.0).abs() < 1e-9, "{card}: {sum}");
    }
    assert!(
        body["certain"]
            .as_array()
            .is_some_and(|c| c.contains(&json!({"card": "Rope", "holder": "Cat"}))),
        "{body}"
    );
    // Every suspect pinned but Plum: the envelope is certain.
    let mut solved = knowledge();
    solved["facts"] = json!([{"player": "Bob", "has": ["Mrs White", "Reverend Green"]}, {"player": "Cat", "has": "Mrs Peacock"}]);
    let (status, body) = post(addr, "/api/solve/cluedo", None, solved).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["cards"]["Professor Plum"]["envelope"], 1.0);
}

#[tokio::test]
async fn solve_refuses_bad_documents_with_readable_errors() {
    let addr = server().await;
    // A contradiction: 422 with the solver's sentence.
    let mut bad = knowledge();
    bad["facts"] = json!([{"player": "Bob", "has": "Rope"}]);
    let (status, body) = post(addr, "/api/solve/cluedo", None, bad).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["kind"], "contradiction");
    assert!(message(&body).contains("no deal is consistent"), "{body}");
    // Unknown card, wrong hand sizes, not JSON, unknown field: 400.
    let mut unknown = knowledge();
    unknown["my_hand"][0] = json!("Colonel Custard");
    let (status, body) = post(addr, "/api/solve/cluedo", None, unknown).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (400, Some("bad_request"))
    );
    assert!(
        message(&body).contains("unknown card \"Colonel Custard\""),
        "{body}"
    );
    let mut sizes = knowledge();
    sizes["players"][0]["hand_size"] = json!(7);
    let (status, body) = post(addr, "/api/solve/cluedo", None, sizes).await;
    assert_eq!(status, 400);
    assert!(message(&body).contains("hand sizes sum to 19"), "{body}");
    let (status, body) = http(addr, "POST", "/api/solve/cluedo", None, Some("{not json")).await;
    assert_eq!(status, 400);
    assert!(
        message(&body).contains("invalid knowledge document"),
        "{body}"
    );
    let mut extra = knowledge();
    extra["colour"] = json!("red");
    let (status, _) = post(addr, "/api/solve/cluedo", None, extra).await;
    assert_eq!(status, 400);
    // The body is bounded: 413 as JSON.
    let mut huge = knowledge();
    huge["facts"] = json!([{"player": "Bob", "lacks": vec!["Rope"; 5000]}]);
    let (status, body) = post(addr, "/api/solve/cluedo", None, huge).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (413, Some("too_large"))
    );
    // The wrong method is not a solve.
    let (status, _) = get(addr, "/api/solve/cluedo").await;
    assert_eq!(status, 405);
}

fn lady_alice_knowledge() -> Value {
    json!({
        "players": 4,
        "me": 0,
        "my_evidence": "Mary Kingsley",
        "suspicions": [
            {"by": 0, "clues": ["Mary Kingsley", "Hyde Park", "7h00", "Sextant"], "smiles": 3},
            {"by": 1, "clues": ["Mary Kingsley", "Hyde Park", "9h00", "Sextant"], "smiles": 2},
            {"by": 2, "clues": ["Mary Kingsley", "Kew Gardens", "7h00", "Journal"], "smiles": 3}
        ],
        "accusations": [],
        "counters": [{"by": 1, "clue": "Hyde Park", "value": 2}],
        "passes": [{"by": 3}]
    })
}

#[tokio::test]
async fn lady_alice_solve_answers_clue_probabilities_and_the_best_accusation() {
    let addr = server().await;
    let (status, body) = post(addr, "/api/solve/lady-alice", None, lady_alice_knowledge()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["players"], 4);
    let clues = body["clues"].as_array().expect("clues");
    assert_eq!(clues.len(), 32);
    let clue = |name: &str| {
        clues
            .iter()
            .find(|c| c["clue"] == name)
            .unwrap_or_else(|| panic!("no {name}: {body}"))
            .clone()
    };
    assert_eq!(clue("Mary Kingsley")["evidence"], 1.0);
    assert_eq!(clue("Mary Kingsley")["held_by"][0], 1.0);
    assert_eq!(clue("7h00")["evidence"], 1.0);
    assert_eq!(clue("9h00")["evidence"], 0.0);
    // Each category holds exactly one evidence clue with 4 players.
    for category in ["suspect", "place", "time", "object"] {
        let sum: f64 = clues
            .iter()
            .filter(|c| c["category"] == category)
            .filter_map(|c| c["evidence"].as_f64())
            .sum();
        assert!((sum - 1.0).abs() < 1e-4, "{category}: {sum}");
    }
    assert!(body["special"]["kind"].is_null(), "{body}");
    // A right accusation settles the object: one world.
    let mut solved = lady_alice_knowledge();
    solved["accusations"] =
        json!([{"by": 3, "clues": ["Mary Kingsley", "Hyde Park", "7h00", "Compass"], "smiles": 3}]);
    let (status, body) = post(addr, "/api/solve/lady-alice", None, solved).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["worlds"], 1);
    assert_eq!(body["deals"], 6);
    assert_eq!(body["best_accusation"]["probability"], 1.0);
    assert_eq!(body["best_accusation"]["clues"][3], "Journal");
}

#[tokio::test]
async fn lady_alice_solve_refuses_bad_documents_with_readable_errors() {
    let addr = server().await;
    // A suspicion without a smile sharing three clues with a 3-smile one: 422
    // naming the entries.
    let mut bad = lady_alice_knowledge();
    bad["suspicions"][1]["smiles"] = json!(0);
    let (status, body) = post(addr, "/api/solve/lady-alice", None, bad).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["kind"], "contradiction");
    assert!(
        message(&body).contains(
            "no deal is consistent with these entries together: suspicions[0], suspicions[1]"
        ),
        "{body}"
    );
    // Unknown clue, two places, wrong player count, not JSON: 400.
    let mut unknown = lady_alice_knowledge();
    unknown["my_evidence"] = json!("Sherlock");
    let (status, body) = post(addr, "/api/solve/lady-alice", None, unknown).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (400, Some("bad_request"))
    );
    assert!(
        message(&body).contains("\"Sherlock\" is not a Lady Alice clue"),
        "{body}"
    );
    let mut two = lady_alice_knowledge();
    two["suspicions"][0]["clues"][2] = json!("Kew Gardens");
    let (status, body) = post(addr, "/api/solve/lady-alice", None, two).await;
    assert_eq!(status, 400);
    assert!(
        message(&body).contains("suspicions[0]: names two clues of the place category"),
        "{body}"
    );
    let mut six = lady_alice_knowledge();
    six["players"] = json!(6);
    let (status, body) = post(addr, "/api/solve/lady-alice", None, six).await;
    assert_eq!(status, 400);
    assert!(message(&body).contains("3 to 5 players, not 6"), "{body}");
    let (status, body) = http(
        addr,
        "POST",
        "/api/solve/lady-alice",
        None,
        Some("{not json"),
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        message(&body).contains("invalid knowledge document"),
        "{body}"
    );
    // The body is bounded: 413 as JSON.
    let mut huge = lady_alice_knowledge();
    huge["padding"] = json!("x".repeat(40_000));
    let (status, body) = post(addr, "/api/solve/lady-alice", None, huge).await;
    assert_eq!(
        (status, body["error"]["kind"].as_str()),
        (413, Some("too_large"))
    );
    let (status, _) = get(addr, "/api/solve/lady-alice").await;
    assert_eq!(status, 405);
}
