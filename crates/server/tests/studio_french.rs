//! The studio in French over real sockets: a French author (by the account's
//! language, else `Accept-Language`, as everywhere in the API) gets the French
//! starter case and puzzle, which pass the checker, and a draft with a blank
//! title is named in their language; a draft refused for its
//! problems (an import, a publication, a match, a preview) lists them in the
//! refusal's `problems`, each with its place and sentence said in the request's
//! language beside its catalogue ids, and the refusal's own sentence only counts
//! them. In English the listed problems are exactly the checker's.

mod support;

use std::collections::BTreeSet;
use std::net::SocketAddr;

use serde_json::{Value, json};
use sleuth_games::studio::StudioGame;
use sleuth_server::Limits;
use support::*;

const FRENCH: &str = "fr-FR,fr;q=0.9";
const ENGLISH: &str = "en-GB,en;q=0.9";

async fn serve() -> SocketAddr {
    let (addr, _) = spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        Limits::default(),
    )
    .await;
    addr
}

/// A request from a browser that asks for `accept` (an `Accept-Language`).
async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: &str,
    accept: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let mut headers = vec![
        ("accept", "application/json"),
        ("cookie", cookie),
        ("accept-language", accept),
    ];
    if body.is_some() {
        headers.push(("content-type", "application/json"));
    }
    let body = body.map(|b| b.to_string().into_bytes());
    let answer = request(addr, method, path, &headers, body).await;
    (answer.status, answer.json())
}

fn template(home: &Value, game: &str) -> String {
    home["games"]
        .as_array()
        .and_then(|games| games.iter().find(|g| g["id"] == game))
        .and_then(|g| g["template"].as_str())
        .expect("a starter draft")
        .to_owned()
}

/// The checker's problems of `text`, as `/api/studio/check` sends them (the
/// same in every language: `place` and `message` in English).
async fn checked(addr: SocketAddr, cookie: &str, game: &str, text: &str) -> Vec<Value> {
    let (status, check) = call(
        addr,
        "POST",
        "/api/studio/check",
        cookie,
        ENGLISH,
        Some(json!({"game": game, "text": text})),
    )
    .await;
    assert_eq!(status, 200, "{check}");
    check["problems"].as_array().cloned().unwrap_or_default()
}

/// A refusal listing a draft's problems, asked in French: `id` with only a
/// count (and `extra`) as its arguments, in French without the problems' words;
/// `problems` are the checker's (`english`, as `/api/studio/check` sends them)
/// with their place and sentence said in French, and none of their English.
fn assert_french_refusal(error: &Value, id: &str, extra: Value, english: &[Value]) {
    assert_eq!(error["id"], id, "{error}");
    let mut args = json!({"count": english.len()});
    for (name, value) in extra.as_object().into_iter().flatten() {
        args[name] = value.clone();
    }
    assert_eq!(error["args"], args, "{error}");
    assert_eq!(error["language"], "fr", "{error}");
    let sentence = said("fr", error);
    assert!(!sentence.contains(id), "no French message: {sentence}");
    let problems = error["problems"].as_array().expect("a problems array");
    assert_eq!(problems.len(), english.len(), "{error}");
    let mut english_words = BTreeSet::new();
    for (problem, original) in problems.iter().zip(english) {
        for key in ["id", "args", "at", "reasons"] {
            assert_eq!(problem.get(key), original.get(key), "{key}: {problem}");
        }
        assert_eq!(problem["place"], said("fr", &problem["at"]), "{problem}");
        assert!(problem["message"].is_string(), "{problem}");
        assert_ne!(
            problem["message"], original["message"],
            "English: {problem}"
        );
        english_words.insert(original["message"].as_str().unwrap_or_default().to_owned());
        if original["place"] != problem["place"] {
            english_words.insert(original["place"].as_str().unwrap_or_default().to_owned());
        }
    }
    // Nothing of the refusal but its `message` (English for old clients, and
    // counting the problems only) carries the checker's English.
    let mut shown = error.clone();
    shown["message"] = Value::Null;
    let shown = format!("{shown} {sentence}");
    for words in &english_words {
        assert!(!shown.contains(words.as_str()), "{words:?} in {shown}");
    }
    assert!(
        !sentence.contains(':') || sentence.contains('\u{a0}'),
        "{sentence}"
    );
}

#[tokio::test]
async fn a_french_author_starts_from_the_french_starters_which_pass_the_checker() {
    let addr = serve().await;
    let ada = sign_up(addr, "Ada").await;
    for game in StudioGame::ALL {
        let (status, home) = call(addr, "GET", "/api/studio", &ada, FRENCH, None).await;
        assert_eq!(status, 200, "{home}");
        let french = template(&home, game.id());
        assert_eq!(french, game.template_in("fr"), "{}", game.id());
        assert_ne!(french, game.template(), "{}: not translated", game.id());
        assert!(
            !french.contains('\''),
            "{}: a straight apostrophe",
            game.id()
        );
        let (status, check) = call(
            addr,
            "POST",
            "/api/studio/check",
            &ada,
            FRENCH,
            Some(json!({"game": game.id(), "text": french})),
        )
        .await;
        assert_eq!((status, &check["ok"]), (200, &json!(true)), "{check}");

        // A new draft from the starter is the French one, checked.
        let (status, made) = call(
            addr,
            "POST",
            "/api/studio/drafts",
            &ada,
            FRENCH,
            Some(json!({"game": game.id()})),
        )
        .await;
        assert_eq!(status, 201, "{made}");
        assert_eq!(made["text"], french.as_str());
        assert_eq!(made["check"]["ok"], true, "{made}");

        let (_, home) = call(addr, "GET", "/api/studio", &ada, ENGLISH, None).await;
        assert_eq!(template(&home, game.id()), game.template());
    }
    let (_, made) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        &ada,
        FRENCH,
        Some(json!({"game": "watson-holmes"})),
    )
    .await;
    assert_eq!(made["draft"]["title"], "Le Recueil de cantiques disparu");

    // Its preview gives the special rules as data, never English sentences.
    let (status, preview) = call(
        addr,
        "GET",
        &format!(
            "/api/studio/drafts/{}/preview",
            made["draft"]["id"].as_str().expect("an id")
        ),
        &ada,
        FRENCH,
        None,
    )
    .await;
    assert_eq!(status, 200, "{preview}");
    assert!(preview["preview"]["special_rules"].is_array(), "{preview}");
    assert!(preview["preview"].get("rules").is_none(), "{preview}");

    // A draft whose title is blank is named in the request's language.
    let id = made["draft"]["id"].as_str().expect("an id").to_owned();
    let untitled = StudioGame::WatsonHolmes.template_in("fr").replace(
        "title = \"Le Recueil de cantiques disparu\"",
        "title = \" \"",
    );
    for (accept, text, title) in [
        (FRENCH, untitled.clone(), "Enquête sans titre"),
        (ENGLISH, format!("{untitled}\n"), "Untitled case"),
    ] {
        let (status, saved) = call(
            addr,
            "POST",
            &format!("/api/studio/drafts/{id}/save"),
            &ada,
            accept,
            Some(json!({"text": text})),
        )
        .await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["draft"]["title"], title, "{saved}");
    }

    // The account's language comes before the browser's.
    let (status, _) = call(
        addr,
        "PUT",
        "/api/account/language",
        &ada,
        ENGLISH,
        Some(json!({"language": "fr"})),
    )
    .await;
    assert_eq!(status, 200);
    let (_, home) = call(addr, "GET", "/api/studio", &ada, ENGLISH, None).await;
    assert_eq!(
        template(&home, "lateral-puzzles"),
        StudioGame::LateralPuzzles.template_in("fr")
    );
}

#[tokio::test]
async fn a_refused_import_lists_its_problems_in_french() {
    let addr = serve().await;
    let ada = sign_up(addr, "Ada").await;
    let puzzle = StudioGame::LateralPuzzles
        .template_in("fr")
        .replace("score = 60", "score = 0")
        .replace("title = \"L’Enveloppe vide\"", "title = \"\"");
    let english = checked(addr, &ada, "lateral-puzzles", &puzzle).await;
    assert_eq!(english.len(), 2, "{english:?}");
    let (status, refused) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        &ada,
        FRENCH,
        Some(json!({"game": "lateral-puzzles", "text": puzzle, "import": true})),
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    let error = &refused["error"];
    assert_french_refusal(
        error,
        "errors-studio-not-importable",
        json!({"game": "lateral-puzzles"}),
        &english,
    );
    assert_eq!(
        said("fr", error),
        "ce fichier a 2\u{a0}problèmes\u{a0}: l’atelier ne peut pas l’importer en tant qu’énigme"
    );
    let places: Vec<&str> = error["problems"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p["place"].as_str())
        .collect();
    assert!(places.contains(&"élément 1 de la solution"), "{places:?}");
    let (_, home) = call(addr, "GET", "/api/studio", &ada, FRENCH, None).await;
    assert_eq!(home["drafts"], json!([]), "a refused import was saved");

    // A case whose problem lists its reasons: each reason in French too.
    let case = StudioGame::WatsonHolmes
        .template_in("fr")
        .replace(
            "name = \"La tribune de l’orgue\"",
            "name = \"La tribune de l’orgue\"\nsymbols = { needs_lockpick = true }",
        )
        .replace(
            "{ kind = \"rules_out\", question = \"culprit\", value = \"Un vagabond\" },",
            "",
        );
    let english = checked(addr, &ada, "watson-holmes", &case).await;
    let (status, refused) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        &ada,
        FRENCH,
        Some(json!({"game": "watson-holmes", "text": case, "import": true})),
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    let error = &refused["error"];
    assert_french_refusal(
        error,
        "errors-studio-not-importable",
        json!({"game": "watson-holmes"}),
        &english,
    );
    let message = error["problems"][0]["message"].as_str().unwrap_or_default();
    assert!(
        message.starts_with("on ne peut pas y répondre")
            && message.contains("le lieu 3 demande un crochet"),
        "{message}"
    );
}

#[tokio::test]
async fn a_draft_with_problems_is_refused_publication_play_and_preview_in_french() {
    let addr = serve().await;
    let ada = sign_up(addr, "Ada").await;
    let (status, made) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        &ada,
        FRENCH,
        Some(json!({"game": "lateral-puzzles"})),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["draft"]["id"].as_str().expect("an id").to_owned();
    let broken = made["text"]
        .as_str()
        .expect("a text")
        .replace("score = 40", "score = 45");
    let (status, saved) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/save"),
        &ada,
        FRENCH,
        Some(json!({"text": broken})),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    let english = checked(addr, &ada, "lateral-puzzles", &broken).await;
    assert_eq!(english.len(), 1, "{english:?}");

    let (status, refused) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/publish"),
        &ada,
        FRENCH,
        None,
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    let error = &refused["error"];
    assert_french_refusal(
        error,
        "errors-studio-fix-before-publishing",
        json!({}),
        &english,
    );
    assert_eq!(
        said("fr", error),
        "ce brouillon a 1\u{a0}problème\u{a0}: corrigez-le avant de publier"
    );
    assert_eq!(
        error["problems"][0]["message"],
        "les scores font 105 au total, pas exactement 100 (LP-2)"
    );
    assert_eq!(
        error["message"],
        "this draft has 1 problem: fix it before publishing"
    );

    for (method, route) in [("POST", "play"), ("GET", "preview")] {
        let (status, refused) = call(
            addr,
            method,
            &format!("/api/studio/drafts/{id}/{route}"),
            &ada,
            FRENCH,
            None,
        )
        .await;
        assert_eq!(status, 400, "{route}: {refused}");
        assert_french_refusal(
            &refused["error"],
            "errors-studio-fix-first",
            json!({}),
            &english,
        );
    }

    // In English the listed problems are exactly the checker's.
    let (status, refused) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/publish"),
        &ada,
        ENGLISH,
        None,
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["error"]["language"], "en");
    assert_eq!(refused["error"]["problems"], json!(english));
}
