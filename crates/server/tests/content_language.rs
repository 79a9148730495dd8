//! A match's content language over HTTP (docs/content/translations.md): the
//! lobby's config check tells which languages a scenario exists in (what the
//! create form's language menu offers), a match is created in French with the
//! language in its config, and a language the scenario is not written in is
//! refused with the languages it exists in, creating nothing.

mod support;

use serde_json::json;
use support::*;

#[tokio::test]
async fn the_config_check_and_match_creation_know_each_scenarios_languages() {
    let addr = server().await;
    let path = "/api/games/almost-innocent/check-config";
    for language in ["en", "fr"] {
        let (status, answer) = post(
            addr,
            path,
            None,
            json!({"players": 3, "scenario": "the-starless-crown", "language": language}),
        )
        .await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer, json!({"ok": true, "problems": []}), "{language}");
    }
    let (status, answer) = post(
        addr,
        path,
        None,
        json!({"players": 3, "scenario": "the-starless-crown", "language": "de"}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["ok"], false, "{answer}");
    let sentence = answer["problems"][0]["message"].as_str().unwrap_or("");
    assert!(
        sentence.contains("\"de\"") && sentence.contains("it exists in: en, fr"),
        "{answer}"
    );

    // Creation: refused in German (nothing made), made in French.
    let (status, refused) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "almost-innocent", "config": {"players": 2, "scenario": "spiced-tea", "language": "de"}}),
    )
    .await;
    assert!((400..500).contains(&status), "{status} {refused}");
    let (_, list) = get(addr, "/api/matches").await;
    assert_eq!(list["matches"], json!([]), "{list}");
    let (status, created) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "almost-innocent", "config": {"players": 2, "scenario": "spiced-tea", "language": "fr"}}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["match"]["config"]["language"], "fr", "{created}");
}
