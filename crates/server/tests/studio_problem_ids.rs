//! The studio's checker over real sockets: every problem of a broken draft (a
//! Watson & Holmes case or a lateral puzzle) carries its sentence and its place as
//! catalogue messages (`id`, `args`, `at`) beside the English, the ids exist in
//! every language with exactly the variables the arguments give, and the English
//! catalogue says exactly the English sentence and place the checker sends.

mod support;

use std::collections::BTreeSet;

use serde_json::{Value, json};
use sleuth_server::Limits;
use support::*;

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
            assert_eq!(said("en", problem), problem["message"], "{problem}");
            assert_known(&problem["at"]);
            assert_eq!(said("en", &problem["at"]), problem["place"], "{problem}");
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
    assert_eq!(said("en", error), error["message"], "{error}");
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
    assert_eq!(error["args"]["game"], "lateral-puzzles", "{error}");
    let listed = error["problems"].as_array().map_or(0, Vec::len);
    assert!(listed > 0, "{error}");
    assert_eq!(error["args"]["count"], listed, "{error}");
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

/// The catalogue ids of problems and places the content checkers name in their
/// code: every `"errors-content-..."` literal of the checkers' source files.
fn ids_in_checker_code() -> BTreeSet<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let files = [
        "crates/core/src/game.rs",
        "crates/registry/src/studio.rs",
        "crates/games/watson-holmes/src/lib.rs",
        "crates/games/watson-holmes/src/case.rs",
        "crates/games/watson-holmes/src/check.rs",
        "crates/games/lateral-puzzles/src/puzzle.rs",
    ];
    let mut ids = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(root.join(file)).expect(file);
        for (start, _) in text.match_indices("\"errors-content-") {
            let rest = &text[start + 1..];
            let end = rest.find('"').expect("a closed literal");
            ids.insert(rest[..end].to_owned());
        }
    }
    ids
}

/// Ids the checkers name that no sample below can produce through an explained
/// form, each with the reason. The test fails when one of them is produced after
/// all (then it leaves this list) or when a new id is neither sampled nor here.
const NOT_SAMPLED: [(&str, &str); 4] = [
    (
        "errors-content-case-search-cut-short",
        "only a case too big for the exact search that the greedy search cannot solve either",
    ),
    (
        "errors-content-puzzle-file-name",
        "only a shipped puzzle file's name (check_puzzle_file), English only",
    ),
    (
        "errors-content-puzzle-id-not-file-name",
        "only a shipped puzzle file's name (check_puzzle_file), English only",
    ),
    (
        "errors-content-place-file-name",
        "only a shipped puzzle file's name (check_puzzle_file), English only",
    ),
];

/// The studio's checker on one draft (the explained forms of `Case::parse`,
/// `Case::explained_problems`, `check_explained` and `check_puzzle_explained`),
/// as the JSON the server sends.
fn studio_problems(game: sleuth_games::studio::StudioGame, text: &str) -> Vec<Value> {
    let checked = sleuth_games::studio::check(game, text);
    let value = serde_json::to_value(&checked).expect("json");
    value["problems"].as_array().cloned().unwrap_or_default()
}

/// A game's check of a config typed in a lobby (`ConfigProblem::explained`), as
/// `POST /api/games/{id}/check-config` sends each problem.
fn config_problems(game: &str, config: Value) -> Vec<Value> {
    let registry = sleuth_games::registry();
    let hosted = registry.get(game).expect("a game");
    hosted
        .config_problems(&config)
        .into_iter()
        .map(|p| serde_json::to_value(&p).expect("json"))
        .collect()
}

/// Every kind of problem the content checkers find (Watson & Holmes cases,
/// lateral puzzles, a lobby's config) has its sentence and its place in both
/// catalogues with exactly the variables its arguments give, and the English
/// catalogue says the checker's English. One broken sample per kind: a kind the
/// checkers' code names that no sample produces fails the test (unless listed,
/// with its reason, in `NOT_SAMPLED`).
#[test]
fn every_content_problem_kind_has_its_message_in_every_language() {
    use sleuth_games::studio::StudioGame::{LateralPuzzles, WatsonHolmes};
    let case = WatsonHolmes.template();
    let puzzle = LateralPuzzles.template();
    // A case's location 3 as the template writes it, to add symbols or a zone.
    let card3 = "number = 3\nname = \"The Organ Loft\"";
    let typed = |question: &str| {
        case.replace(
            "[[locations]]\nnumber = 1",
            &format!("{question}\n\n[[locations]]\nnumber = 1"),
        )
    };
    let mut problems: Vec<Value> = Vec::new();
    let mut cases: Vec<String> = vec![
        "title = ".to_owned(),
        "id = \"\"".to_owned(),
        case.replace("id = \"my-first-case\"", "id = \"Not An Id\"")
            .replace("difficulty = 0", "difficulty = 9")
            .replace("leads = [1, 2]", "leads = [1, 2, 99]")
            .replace("location = 3 }", "location = 1 }")
            .replace("\"A tramp\"]", "\"A tramp\", \"a tramp\"]")
            .replace("title = \"The Missing Hymn Book\"", "title = \"\"")
            .replace("name = \"The Vestry\"", "name = \"\""),
        case.replace("leads = [1, 2]", "leads = []"),
        case.replace("id = \"culprit\"", "id = \"Who?\""),
        case.replace("text = \"Who took the hymn book?\"", "text = \"Who\\u0007?\""),
        case.replace(
            "choices = [\"The organist\", \"The verger\", \"The vicar\", \"The churchwarden\", \"A tramp\"]",
            "choices = [\"The organist\", \"The verger\", \"!!\", \"The vic\\u0007ar\"]",
        ),
        case.replace("accepted = [\"The organist\"]", "accepted = []"),
        case.replace("accepted = [\"The organist\"]", "accepted = [\"The sexton\"]"),
        case.replace(
            "accepted = [\"The organist\"]",
            "accepted = [\"The organist\", \"The verger\"]",
        ),
        case.replace(
            "accepted = [\"The organist\"]",
            &format!(
                "accepted = [\"The organist\"]\nconcepts = [[\"organ*\"]]\nchoices2 = {:?}",
                (0..25).map(|i| format!("c{i}")).collect::<Vec<_>>()
            ),
        ),
        case.replace(
            "choices = [\"The organist\", \"The verger\", \"The vicar\", \"The churchwarden\", \"A tramp\"]",
            &format!(
                "choices = {:?}",
                std::iter::once("The organist".to_owned())
                    .chain((0..25).map(|i| format!("Suspect {i}")))
                    .collect::<Vec<_>>()
            ),
        ),
        case.replace("value = \"The organist\" }", "value = \"The vicar\" }"),
        case.replace("value = \"The organist\" }", "value = \"\" }"),
        case.replace("value = \"The organist\" }", "value = \"The sexton\" }"),
        case.replace("question = \"culprit\", value = \"A tramp\"", "question = \"motive\", value = \"A tramp\""),
        case.replace("{ kind = \"points_to\", location = 3 }", "{ kind = \"points_to\", location = 7 }"),
        case.replace(card3, &format!("{card3}\nsymbols = {{ needs_lockpick = true }}")),
        case.replace(card3, &format!("{card3}\nzone = \"docks\"")),
        case.replace("leads = [1, 2]", "leads = [1, 2]\nzones = [{ id = \"city\", name = \"The City\", fare = 9 }, { id = \"city\", name = \"\" }]")
            .replace(card3, &format!("{card3}\nzone = \"docks\"")),
        case.replace("leads = [1, 2]", "leads = [1, 2]\nzones = [{ id = \"city\", name = \"The City\" }]"),
        case.replace("number = 2\n", "number = 1\n").replace(card3, "number = 0\nname = \"The Organ Loft\""),
        format!("{case}\n[rules]\ncarriage_stop_closed = true\ncarriage_stop_gain = 2\nstarting_carriages = 40\n"),
        format!("{case}\n[rules]\ncarriage_stop_closed = true\nstarting_carriages = 0\n")
            .replace("leads = [1, 2]", "leads = [1, 2]\nzones = [{ id = \"city\", name = \"The City\", fare = 5 }, { id = \"docks\", name = \"The Docks\", fare = 5 }]")
            .replace("number = 1\nname = \"The Vestry\"", "number = 1\nname = \"The Vestry\"\nzone = \"city\"")
            .replace("number = 2\nname = \"The Verger\"", "number = 2\nname = \"The Verger\"\nzone = \"docks\"")
            .replace(card3, &format!("{card3}\nzone = \"docks\"")),
        // Nothing settles the culprit: every fact of card 2 and 3 goes.
        case.replace("{ kind = \"rules_out\", question = \"culprit\", value = \"The verger\" },", "")
            .replace("facts = [{ kind = \"proves\", question = \"culprit\", value = \"The organist\" }]", "facts = []"),
        // Card 3 is never pointed to.
        case.replace("{ kind = \"points_to\", location = 3 },", ""),
        // Card 3 both proves and rules out.
        case.replace(
            "facts = [{ kind = \"proves\", question = \"culprit\", value = \"The organist\" }]",
            "facts = [{ kind = \"proves\", question = \"culprit\", value = \"The organist\" }, { kind = \"rules_out\", question = \"culprit\", value = \"The organist\" }]",
        ),
        case.replace(
            "{ kind = \"rules_out\", question = \"culprit\", value = \"The verger\" },",
            "{ kind = \"proves\", question = \"culprit\", value = \"The verger\" },",
        ),
        // Every candidate ruled out.
        case.replace(
            "facts = [{ kind = \"proves\", question = \"culprit\", value = \"The organist\" }]",
            "facts = [{ kind = \"rules_out\", question = \"culprit\", value = \"The organist\" }]",
        ),
        // The facts settle the verger, the right answer is the organist.
        case.replace(
            "facts = [{ kind = \"proves\", question = \"culprit\", value = \"The organist\" }]",
            "facts = [{ kind = \"rules_out\", question = \"culprit\", value = \"The organist\" }]",
        )
        .replace("{ kind = \"rules_out\", question = \"culprit\", value = \"The verger\" },", ""),
        // The card that proves the answer needs a lockpick nobody can get.
        case.replace(card3, &format!("{card3}\nsymbols = {{ needs_lockpick = true }}"))
            .replace("{ kind = \"rules_out\", question = \"culprit\", value = \"A tramp\" },", ""),
        // Two locked cards are needed, and each player has one lockpick.
        format!("{case}\n[rules]\nstarting_lockpick = true\n")
            .replace("{ kind = \"rules_out\", question = \"culprit\", value = \"A tramp\" },", "")
            .replace("number = 1\nname = \"The Vestry\"", "number = 1\nname = \"The Vestry\"\nsymbols = { needs_lockpick = true }")
            .replace(card3, &format!("{card3}\nsymbols = {{ needs_lockpick = true }}")),
        case.replace("leads = [1, 2]", "leads = [3]")
            .replace(card3, &format!("{card3}\nsymbols = {{ needs_lockpick = true }}"))
            .replace("number = 2\nname = \"The Verger\"", "number = 2\nname = \"The Verger\"\nsymbols = { gives_lockpick = true, needs_lockpick = true }"),
        case.replace("difficulty = 0", "difficulty = 5"),
        typed(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\ntyped = true\nchoices = [\"a\"]\nconcepts = [[]]\naccepted = [\"to mend it\"]",
        ),
        typed(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\ntyped = true\naccepted = []",
        ),
        typed(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\nconcepts = [[\"mend*\"]]\naccepted = [\"to mend it\"]",
        ),
        typed(&format!(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\ntyped = true\naccepted = [\"to mend it\"]\nconcepts = [{:?}, [\"a*b\", \"!!\", \"me*\", \"{}\", \"one two three four five six seven\"]]\nwrong_concepts = [[\"mend\"]]\nsamples_right = [\"to break it\"]\nsamples_wrong = [\"to mend it\"]",
            (0..45).map(|i| format!("w{i}")).collect::<Vec<_>>(),
            "x".repeat(70),
        )),
        typed(&format!(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\ntyped = true\naccepted = [\"to mend it\"]\nconcepts = {:?}\nsamples_right = {:?}\nsamples_wrong = [\"to sell it\"]",
            (0..10).map(|i| vec![format!("word{i}")]).collect::<Vec<_>>(),
            (0..45).map(|i| format!("mend {i}")).collect::<Vec<_>>(),
        )),
        typed(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\ntyped = true\naccepted = [\"to mend it\"]\nconcepts = [[\"mend*\"]]\nsamples_right = [\"to mend it\"]\nsamples_wrong = [\"to sell it\"]",
        )
        .replace(
            "facts = [{ kind = \"proves\", question = \"culprit\", value = \"The organist\" }]",
            "facts = [{ kind = \"proves\", question = \"culprit\", value = \"The organist\" }, { kind = \"proves\", question = \"motive\", value = \"to sell it\" }, { kind = \"rules_out\", question = \"motive\", value = \"to mend it\" }]",
        ),
        typed(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\ntyped = true\naccepted = [\"to mend it\"]\nconcepts = [[\"mend*\"]]\nsamples_right = [\"to mend it\"]\nsamples_wrong = [\"to sell it\"]",
        ),
        typed(
            &(0..9)
                .map(|i| format!("[[questions]]\nid = \"q{i}\"\ntext = \"Q?\"\nchoices = [\"a\", \"b\", \"c\", \"d\", \"e\"]\naccepted = [\"a\"]\n"))
                .collect::<String>(),
        ),
        case.replace("[[questions]]", "[[unused]]"),
        typed(
            "[[questions]]\nid = \"culprit\"\ntext = \"\"\nchoices = [\"a\", \"b\", \"c\", \"d\", \"e\"]\naccepted = [\"a\"]",
        ),
        typed(
            "[[questions]]\nid = \"motive\"\ntext = \"Why?\"\ntyped = true\naccepted = [\"to mend it\"]\nconcepts = [[\"mend*\"]]\nwrong_concepts = [[], [\"a*b\"]]\nsamples_right = [\"to mend it\"]\nsamples_wrong = [\"to mend it again\"]",
        ),
        case.replace("solution = \"The organist", &format!("solution = \"{}", "x".repeat(7000))),
    ];
    // Sixty-one locations, and a case without any.
    let many: String = (4..=62)
        .map(|n| {
            format!("\n[[locations]]\nnumber = {n}\nname = \"Card {n}\"\ntext = \"Nothing.\"\n")
        })
        .collect();
    cases.push(format!("{case}{many}"));
    cases.push(
        case.split("[[locations]]")
            .next()
            .unwrap_or_default()
            .to_owned(),
    );
    // More than six zones.
    cases.push(case.replace(
        "leads = [1, 2]",
        &format!(
            "leads = [1, 2]\nzones = [{}]",
            (0..7)
                .map(|i| format!("{{ id = \"z{i}\", name = \"Zone {i}\" }}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    ));
    for text in &cases {
        problems.extend(studio_problems(WatsonHolmes, text));
    }
    let puzzles: Vec<String> = vec![
        "parts = 3".to_owned(),
        "title = \"a\r\nb\"".to_owned(),
        "title = ".to_owned(),
        puzzle
            .replace("score = 60", "score = 70")
            .replace(
                "themes = [\"post\", \"work\"]",
                "themes = [\"post\", \"post\", \"Not A Theme\"]",
            )
            .replace("difficulty = 2", "difficulty = 9\ncolour = \"red\""),
        puzzle
            .replace("id = \"my-first-puzzle\"", "id = \"Not An Id\"")
            .replace("difficulty = 2", "difficulty = \"two\"")
            .replace(
                "themes = [\"post\", \"work\"]",
                "themes = \"post\"\nthemes_public = \"yes\"",
            )
            .replace("title = \"The Empty Envelope\"", "title = 3"),
        puzzle
            .replace(
                "themes = [\"post\", \"work\"]",
                "themes = [\"a\", \"b\", \"c\", \"d\", \"e\"]",
            )
            .replace(
                "title = \"The Empty Envelope\"",
                "title = \"The Empty\\nEnvelope\"",
            )
            .replace(
                "situation = \"Every Monday",
                "situation = \"One. Two. Three. Four. Five. Every Monday",
            )
            .replace(
                "solution = \"She works",
                &format!("solution = \"{}She works", "x".repeat(2600)),
            )
            .replace(
                "text = \"She is testing how long the post takes.\"",
                "text = \"She is \\u0007testing.\"",
            ),
        puzzle.replace("title = \"The Empty Envelope\"\n", ""),
        puzzle.replace("id = \"my-first-puzzle\"", "id = \"Not An Id\""),
        puzzle.replace(
            "themes = [\"post\", \"work\"]",
            "themes = [\"a\", \"b\", \"c\", \"d\", \"e\"]",
        ),
        puzzle.replace(
            "title = \"The Empty Envelope\"",
            "title = \"The Empty\\nEnvelope\"",
        ),
        puzzle.replace(
            "situation = \"Every Monday",
            "situation = \"One. Two. Three. Four. Five. Every Monday",
        ),
        puzzle.replace(
            "solution = \"She works",
            &format!("solution = \"{}She works", "x".repeat(2600)),
        ),
        puzzle.replace(
            "text = \"She is testing how long the post takes.\"",
            "text = \"She is \\u0007testing.\"",
        ),
        puzzle.replace("situation = \"Every Monday a woman", "situation = \"\""),
        puzzle
            .replace(
                "text = \"She is testing how long the post takes.\"\nscore = 60",
                "score = 60\nnote = 1",
            )
            .replace("score = 40", "score = 1.5"),
        puzzle
            .replace(
                "text = \"She is testing how long the post takes.\"\nscore = 60",
                "text = 7",
            )
            .replace("score = 40", "score = 400"),
        puzzle.replace(
            "text = \"She is testing how long the post takes.\"",
            "text = \"She reads the postmark, and the day it arrives, and writes the times down!\"",
        ),
        puzzle.replace(
            "text = \"She is testing how long the post takes.\"",
            "text = \"!!!\"",
        ),
        format!(
            "{}\nparts = [1, 2]",
            puzzle.split("[[parts]]").next().unwrap_or_default()
        ),
        format!(
            "{}{}",
            puzzle.split("[[parts]]").next().unwrap_or_default(),
            "[[parts]]\ntext = \"All of it.\"\nscore = 100\n"
        ),
    ];
    for text in &puzzles {
        problems.extend(studio_problems(LateralPuzzles, text));
    }
    // A lobby's config: a puzzle typed as JSON, a case, a config unreadable.
    problems.extend(config_problems(
        "lateral-puzzles",
        json!({"players": 4, "custom": "a puzzle"}),
    ));
    problems.extend(config_problems(
        "lateral-puzzles",
        json!({"players": "four"}),
    ));
    problems.extend(config_problems(
        "watson-holmes",
        json!({"players": 3, "custom": {"title": 3}}),
    ));

    let mut seen = BTreeSet::new();
    for problem in &problems {
        assert_known(problem);
        assert_eq!(said("en", problem), problem["message"], "{problem}");
        assert_known(&problem["at"]);
        assert_eq!(
            said("en", &problem["at"]),
            problem["place"]
                .as_str()
                .unwrap_or_default()
                .trim_start_matches("custom."),
            "{problem}"
        );
        for reason in problem["reasons"].as_array().into_iter().flatten() {
            assert_known(reason);
            seen.insert(reason["id"].as_str().unwrap_or_default().to_owned());
        }
        seen.insert(problem["id"].as_str().unwrap_or_default().to_owned());
        seen.insert(problem["at"]["id"].as_str().unwrap_or_default().to_owned());
    }
    let in_code = ids_in_checker_code();
    let excused: BTreeSet<String> = NOT_SAMPLED.iter().map(|(id, _)| (*id).to_owned()).collect();
    for id in &excused {
        assert!(
            in_code.contains(id),
            "{id} is listed as not sampled but no checker names it"
        );
        assert!(
            !seen.contains(id),
            "{id} is sampled now: take it off NOT_SAMPLED"
        );
    }
    let missing: Vec<&String> = in_code
        .iter()
        .filter(|id| !seen.contains(*id) && !excused.contains(*id))
        .collect();
    assert!(
        missing.is_empty(),
        "no sample produces these problem kinds (add a sample): {missing:?}"
    );
    // The ids no sample reaches are still in every catalogue.
    for id in &excused {
        for language in ["en", "fr"] {
            assert!(
                sleuth_i18n::message_variables(language).contains_key(id.as_str()),
                "{language} has no {id}"
            );
        }
    }
}
