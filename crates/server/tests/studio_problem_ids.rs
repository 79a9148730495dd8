//! The studio's checker over real sockets: every problem of a broken draft (a
//! Watson & Holmes case or a lateral puzzle) carries its sentence and its place as
//! catalogue messages (`id`, `args`, `at`) beside the English, the ids exist in
//! every language with exactly the variables the arguments give, and the English
//! catalogue says exactly the English sentence and place the checker sends.

mod support;

use std::collections::BTreeSet;

use serde_json::{Value, json};
use sleuth_i18n::FluentValue;
use sleuth_server::Limits;
use support::*;

/// The English catalogue's text of a message sent as `{"id", "args"}`.
fn english(message: &Value) -> String {
    let id = message["id"].as_str().expect("an id");
    let args: Vec<(&str, FluentValue<'_>)> = message["args"]
        .as_object()
        .map(|args| {
            args.iter()
                .map(|(name, value)| {
                    let value = match value {
                        Value::Number(n) => FluentValue::from(n.as_i64().expect("a whole number")),
                        other => FluentValue::from(other.as_str().expect("text").to_owned()),
                    };
                    (name.as_str(), value)
                })
                .collect()
        })
        .unwrap_or_default();
    sleuth_i18n::catalogue("en").format(id, &args)
}

/// `message` names an id every language has, with exactly its variables.
fn assert_known(message: &Value) {
    let id = message["id"].as_str().expect("an id");
    assert!(id.starts_with("errors-content-"), "{message}");
    let given: BTreeSet<String> = message["args"]
        .as_object()
        .map(|args| args.keys().cloned().collect())
        .unwrap_or_default();
    for language in ["en", "fr"] {
        let variables = sleuth_i18n::message_variables(language);
        let wanted = variables
            .get(id)
            .unwrap_or_else(|| panic!("{language} has no {id}"));
        assert_eq!(&given, wanted, "{language} {id}: {message}");
    }
}

async fn check(addr: std::net::SocketAddr, cookie: &str, game: &str, text: &str) -> Value {
    let answer = with_cookie(
        addr,
        "POST",
        "/api/studio/check",
        Some(cookie),
        Some(json!({"game": game, "text": text})),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.json()
}

#[tokio::test]
async fn a_broken_drafts_problems_carry_catalogue_ids_for_sentence_and_place() {
    let (addr, _) = spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        Limits::default(),
    )
    .await;
    let ada = sign_up(addr, "Ada").await;
    let case = sleuth_games::studio::StudioGame::WatsonHolmes.template();
    let puzzle = sleuth_games::studio::StudioGame::LateralPuzzles.template();
    let drafts: Vec<(&str, String)> = vec![
        ("watson-holmes", "title = ".to_owned()),
        (
            "watson-holmes",
            case.replace("title = \"The Missing Hymn Book\"", "title = \"\"")
                .replace("leads = [1, 2]", "leads = [1, 2, 99]")
                .replace("difficulty = 0", "difficulty = 9")
                .replace("location = 3 }", "location = 1 }")
                .replace("\"A tramp\"]", "\"A tramp\", \"a tramp\"]"),
        ),
        // Card 3 proves what card 2 rules out.
        (
            "watson-holmes",
            case.replace("value = \"The organist\" }", "value = \"The vicar\" }"),
        ),
        (
            "lateral-puzzles",
            puzzle
                .replace("score = 60", "score = 70")
                .replace(
                    "themes = [\"post\", \"work\"]",
                    "themes = [\"post\", \"post\"]",
                )
                .replace("difficulty = 2", "difficulty = 9\ncolour = \"red\""),
        ),
        ("lateral-puzzles", "parts = 3".to_owned()),
    ];
    let mut seen = BTreeSet::new();
    for (game, text) in &drafts {
        let checked = check(addr, &ada, game, text).await;
        assert_eq!(checked["ok"], false, "{checked}");
        let problems = checked["problems"].as_array().expect("problems");
        assert!(!problems.is_empty(), "{checked}");
        for problem in problems {
            assert_known(problem);
            assert_eq!(english(problem), problem["message"], "{problem}");
            assert_known(&problem["at"]);
            assert_eq!(english(&problem["at"]), problem["place"], "{problem}");
            for reason in problem["reasons"].as_array().into_iter().flatten() {
                assert_known(reason);
            }
            seen.insert(problem["id"].as_str().unwrap_or_default().to_owned());
        }
    }
    for id in [
        "errors-content-toml",
        "errors-content-empty",
        "errors-content-case-difficulty",
        "errors-content-case-unknown-lead",
        "errors-content-case-points-to-itself",
        "errors-content-case-choice-twice",
        "errors-content-case-contradiction-ruled-out",
        "errors-content-puzzle-unknown-key",
        "errors-content-puzzle-difficulty",
        "errors-content-puzzle-theme-twice",
        "errors-content-puzzle-score-total",
        "errors-content-puzzle-parts-not-list",
    ] {
        assert!(seen.contains(id), "no draft produced {id}: {seen:?}");
    }
}

/// A studio refusal: `id` is an `errors-studio-` message every language has with
/// exactly the arguments sent, and the English catalogue says `message`.
fn assert_studio_refusal(error: &Value, id: &str) {
    assert_eq!(error["id"], id, "{error}");
    let given: BTreeSet<String> = error["args"]
        .as_object()
        .map(|args| args.keys().cloned().collect())
        .unwrap_or_default();
    for language in ["en", "fr"] {
        let variables = sleuth_i18n::message_variables(language);
        assert_eq!(variables.get(id), Some(&given), "{language} {id}: {error}");
    }
    assert_eq!(english(error), error["message"], "{error}");
}

#[tokio::test]
async fn the_studios_refusals_carry_catalogue_ids() {
    let (addr, _) = spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        Limits::default(),
    )
    .await;
    let ada = sign_up(addr, "Ada").await;
    let refused = |answer: &Answer| answer.json()["error"].clone();
    let unknown = with_cookie(
        addr,
        "POST",
        "/api/studio/check",
        Some(&ada),
        Some(json!({"game": "lady-alice", "text": ""})),
    )
    .await;
    assert_eq!(unknown.status, 400, "{}", unknown.text());
    assert_studio_refusal(&refused(&unknown), "errors-studio-unknown-game");
    let nul = with_cookie(
        addr,
        "POST",
        "/api/studio/check",
        Some(&ada),
        Some(json!({"game": "watson-holmes", "text": "title = \"a\u{0}b\""})),
    )
    .await;
    assert_studio_refusal(&refused(&nul), "errors-studio-draft-nul");
    let import = with_cookie(
        addr,
        "POST",
        "/api/studio/drafts",
        Some(&ada),
        Some(json!({"game": "lateral-puzzles", "text": "parts = 3", "import": true})),
    )
    .await;
    assert_eq!(import.status, 400, "{}", import.text());
    let error = refused(&import);
    assert_studio_refusal(&error, "errors-studio-not-importable");
    assert_eq!(error["args"]["noun"], "puzzle", "{error}");
    let missing = with_cookie(addr, "GET", "/api/studio/drafts/d-000000", Some(&ada), None).await;
    assert_eq!(missing.status, 404, "{}", missing.text());
    assert_studio_refusal(&refused(&missing), "errors-studio-no-draft");
    let report = with_cookie(
        addr,
        "POST",
        "/api/library/l-000000/report",
        Some(&ada),
        Some(json!({"reason": ""})),
    )
    .await;
    assert_eq!(report.status, 400, "{}", report.text());
    assert_studio_refusal(&refused(&report), "errors-studio-report-length");
}
