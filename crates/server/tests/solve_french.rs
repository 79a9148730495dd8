//! Over a real socket, a solver's refusal asked for in French is French
//! throughout: the frame (`errors-site-solve-*`), the solver's reason in its
//! `detail` and the facts the reason names, while `message` stays the whole
//! English sentence for old clients and logs. The language comes from `?lang=`
//! or `Accept-Language`, as for every page.

mod support;

use serde_json::{Value, json};
use support::*;

/// A Cluedo document whose fact 0 (Bob has the Rope) contradicts suggestion 0,
/// where Bob passed on it.
fn contradicting_document() -> Value {
    json!({
        "deck": "classic",
        "players": [
            {"name": "Ann", "hand_size": 6},
            {"name": "Bob", "hand_size": 6},
            {"name": "Cat", "hand_size": 6},
        ],
        "suggestions": [
            {"by": "Ann", "cards": ["Plum", "Rope", "Hall"], "passed": ["Bob"]}
        ],
        "facts": [{"player": "Bob", "has": "Rope"}],
    })
}

/// The refusal as a page formats it: its `id` with its `args` in `code`.
fn formatted(error: &Value, code: &str) -> String {
    let args: Vec<(String, sleuth_i18n::FluentValue<'_>)> = error["args"]
        .as_object()
        .expect("args")
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Value::Number(n) => sleuth_i18n::FluentValue::from(n.as_i64().expect("whole")),
                Value::String(s) => sleuth_i18n::FluentValue::from(s.clone()),
                other => panic!("an argument is a number or text, not {other}"),
            };
            (name.clone(), value)
        })
        .collect();
    let args: Vec<(&str, sleuth_i18n::FluentValue<'_>)> = args
        .iter()
        .map(|(name, value)| (name.as_str(), value.clone()))
        .collect();
    sleuth_i18n::catalogue(code).format(error["id"].as_str().expect("id"), &args)
}

async fn solve(path: &str, extra: &[(&str, &str)], body: &Value) -> (u16, Value) {
    let addr = server().await;
    let body = body.to_string();
    let answer = json_request(addr, "POST", path, None, None, extra, Some(&body)).await;
    (answer.status, answer.json()["error"].clone())
}

#[tokio::test]
async fn a_french_contradiction_refusal_has_no_english() {
    let document = contradicting_document();
    for (path, extra) in [
        ("/api/solve/cluedo?lang=fr", &[][..]),
        (
            "/api/solve/cluedo",
            &[("accept-language", "fr-FR,fr;q=0.9")][..],
        ),
    ] {
        let (status, error) = solve(path, extra, &document).await;
        assert_eq!(status, 422, "{error}");
        assert_eq!(error["kind"], "contradiction");
        assert_eq!(error["id"], "errors-site-solve-contradiction");
        let detail = error["args"]["detail"].as_str().expect("detail");
        assert_eq!(
            detail,
            "aucune distribution des cartes ne concorde\u{a0}: Bob devrait à la fois avoir et ne \
             pas avoir Rope (hypothèse 0 (Ann a proposé Professor Plum, Rope, Hall)\u{a0}: Bob a \
             passé\u{a0}; fait 0 (Bob a Rope))",
            "{error}"
        );
        let french = formatted(&error, "fr");
        assert!(
            french.starts_with("ces indices se contredisent"),
            "{french}"
        );
        assert_eq!(
            sleuth_i18n::english_in(&french),
            Vec::<String>::new(),
            "{french}"
        );
        // The English sentence for old clients and logs is English throughout.
        assert_eq!(
            error["message"],
            "these clues contradict each other: no deal is consistent: Bob must hold Rope but \
             also lacks it (suggestion 0 (Ann suggested Professor Plum, Rope, Hall): Bob passed; \
             fact 0 (Bob has Rope))",
        );
    }
}

#[tokio::test]
async fn an_english_refusal_formats_to_its_message() {
    let (status, error) = solve("/api/solve/cluedo", &[], &contradicting_document()).await;
    assert_eq!(status, 422, "{error}");
    assert_eq!(formatted(&error, "en"), error["message"].as_str().unwrap());
}

#[tokio::test]
async fn other_refusals_are_french_too() {
    // Unknown card: bad_request; too many players: too_large; Lady Alice's own.
    let unknown_card = json!({
        "deck": "classic",
        "players": [{"name": "Ann", "hand_size": 9}, {"name": "Bob", "hand_size": 9}],
        "facts": [{"player": "Bob", "has": "Banana"}],
    });
    let (status, error) = solve("/api/solve/cluedo?lang=fr", &[], &unknown_card).await;
    assert_eq!(status, 400, "{error}");
    let french = formatted(&error, "fr");
    assert_eq!(
        french,
        "le solveur ne sait pas lire ce problème\u{a0}: carte inconnue\u{a0}: «\u{a0}Banana\u{a0}»"
    );
    let lady_alice = json!({"players": 9, "me": 0, "my_evidence": "Mary Kingsley"});
    let (status, error) = solve("/api/solve/lady-alice?lang=fr", &[], &lady_alice).await;
    assert_eq!(status, 400, "{error}");
    let french = formatted(&error, "fr");
    assert!(
        french.ends_with("Lady Alice se joue de 3 à 5 personnes, pas 9"),
        "{french}"
    );
    assert_eq!(
        sleuth_i18n::english_in(&french),
        Vec::<String>::new(),
        "{french}"
    );
}
