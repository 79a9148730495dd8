//! The studio and the library through the public protocol over real sockets, on
//! the tests' store (SQLite, or PostgreSQL in the script's second pass): drafts
//! per account with every version kept and restorable, the checker as one
//! types, import refused with every problem named and nothing saved, export
//! round trips, the player's preview, a private match that plays a draft,
//! publication (immutable editions), a match made from the library that records
//! its edition, reports, and hiding by an administrator. Authors' text is
//! hostile here: it comes back as the same text.

mod support;

use std::net::SocketAddr;
use std::sync::Arc;

use serde_json::{Value, json};
use sleuth_server::{App, Limits};
use support::*;

async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let answer = with_cookie(addr, method, path, cookie, body).await;
    (answer.status, answer.json())
}

async fn serve() -> (SocketAddr, Arc<App>) {
    spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        Limits::default(),
    )
    .await
}

fn template(home: &Value, game: &str) -> String {
    home["games"]
        .as_array()
        .and_then(|games| games.iter().find(|g| g["id"] == game))
        .and_then(|g| g["template"].as_str())
        .expect("a template")
        .to_owned()
}

#[tokio::test]
async fn drafts_keep_every_version_and_the_checker_speaks_per_place() {
    let (addr, _) = serve().await;
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;

    // Nobody signed in: no studio.
    let (status, _) = call(addr, "GET", "/api/studio", None, None).await;
    assert_eq!(status, 401);
    let (status, home) = call(addr, "GET", "/api/studio", Some(&ada), None).await;
    assert_eq!(status, 200, "{home}");
    assert_eq!(home["drafts"], json!([]));
    let case = template(&home, "watson-holmes");

    // A new draft from the starter case: version 1, checked, fine.
    let (status, made) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        Some(&ada),
        Some(json!({"game": "watson-holmes"})),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["draft"]["id"].as_str().unwrap().to_owned();
    assert_eq!(made["draft"]["version"], 1);
    assert_eq!(made["text"], case.as_str());
    assert_eq!(made["check"]["ok"], true, "{made}");
    assert_eq!(made["check"]["fewest_visits"], 2, "{made}");
    let finding = &made["check"]["questions"][0];
    assert_eq!(finding["determined"], "The organist", "{finding}");
    assert_eq!(finding["proved_by"], json!([3]));

    // Typing a hostile, broken version: the checker names the place; saving
    // keeps it (a draft may be unfinished) as version 2, as the same text.
    let hostile = case.replace(
        "title = \"The Missing Hymn Book\"",
        "title = \"<script>alert('x')</script> & \\\"quotes\\\"\"",
    );
    let broken = hostile.replace("leads = [1, 2]", "leads = [1, 2, 99]");
    let (status, checked) = call(
        addr,
        "POST",
        "/api/studio/check",
        Some(&ada),
        Some(json!({"game": "watson-holmes", "text": broken})),
    )
    .await;
    assert_eq!(status, 200, "{checked}");
    assert_eq!(checked["ok"], false);
    let places: Vec<&str> = checked["problems"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["place"].as_str())
        .collect();
    assert_eq!(places, ["leads"], "{checked}");
    assert!(checked["millis"].as_u64().is_some());
    let (status, saved) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/save"),
        Some(&ada),
        Some(json!({"text": broken})),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["draft"]["version"], 2);
    assert_eq!(
        saved["draft"]["title"],
        "<script>alert('x')</script> & \"quotes\""
    );
    // Saving the same text again makes no new version.
    let (_, same) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/save"),
        Some(&ada),
        Some(json!({"text": broken})),
    )
    .await;
    assert_eq!(same["draft"]["version"], 2);

    // Every version is kept; version 1 comes back, and restoring it makes 3.
    let (_, draft) = call(
        addr,
        "GET",
        &format!("/api/studio/drafts/{id}"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(draft["text"], broken.as_str());
    let versions: Vec<i64> = draft["versions"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v["version"].as_i64())
        .collect();
    assert_eq!(versions, [2, 1]);
    let (_, first) = call(
        addr,
        "GET",
        &format!("/api/studio/drafts/{id}/versions/1"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(first["text"], case.as_str());
    let (status, restored) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/versions/1/restore"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["draft"]["version"], 3);
    assert_eq!(restored["check"]["ok"], true);

    // Someone else's draft is not found, in every route.
    for path in [
        format!("/api/studio/drafts/{id}"),
        format!("/api/studio/drafts/{id}/versions/1"),
        format!("/api/studio/drafts/{id}/export"),
        format!("/api/studio/drafts/{id}/preview"),
    ] {
        let (status, _) = call(addr, "GET", &path, Some(&bob), None).await;
        assert_eq!(status, 404, "{path}");
    }
    let (status, _) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/save"),
        Some(&bob),
        Some(json!({"text": "stolen"})),
    )
    .await;
    assert_eq!(status, 404);
    let (_, bobs) = call(addr, "GET", "/api/studio", Some(&bob), None).await;
    assert_eq!(bobs["drafts"], json!([]));

    // Hostile requests: another game, a NUL, too long, not JSON.
    for body in [
        json!({"game": "lady-alice", "text": "x"}),
        json!({"game": "watson-holmes", "text": "a\u{0}b"}),
        json!({"game": "watson-holmes", "text": "x".repeat(200_001)}),
        json!({"game": "watson-holmes", "text": 7}),
    ] {
        let (status, answer) =
            call(addr, "POST", "/api/studio/check", Some(&ada), Some(body)).await;
        assert!(status == 400 || status == 413, "{status} {answer}");
    }
}

#[tokio::test]
async fn import_and_export_round_trip_and_a_bad_import_saves_nothing() {
    let (addr, _) = serve().await;
    let ada = sign_up(addr, "Ada").await;
    let (_, home) = call(addr, "GET", "/api/studio", Some(&ada), None).await;
    let puzzle = template(&home, "lateral-puzzles");

    // A bad file: every problem named, nothing saved.
    let bad = puzzle
        .replace("score = 60", "score = 0")
        .replace("title = \"The Empty Envelope\"", "title = \"\"");
    let (status, refused) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        Some(&ada),
        Some(json!({"game": "lateral-puzzles", "text": bad, "import": true})),
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    let error = &refused["error"];
    let places: Vec<&str> = error["problems"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p["place"].as_str())
        .collect();
    assert!(
        places.contains(&"title") && places.contains(&"part 1"),
        "{refused}"
    );
    assert_eq!(error["args"]["count"], places.len(), "{refused}");
    let (_, home) = call(addr, "GET", "/api/studio", Some(&ada), None).await;
    assert_eq!(home["drafts"], json!([]), "nothing saved");

    // A good file: imported, exported byte for byte, imported again.
    let (status, made) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        Some(&ada),
        Some(json!({"game": "lateral-puzzles", "text": puzzle, "import": true})),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["draft"]["id"].as_str().unwrap();
    assert_eq!(made["check"]["part_scores"], json!([60, 40]));
    let exported = with_cookie(
        addr,
        "GET",
        &format!("/api/studio/drafts/{id}/export"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(exported.status, 200);
    assert!(
        exported.content_type.starts_with("application/toml"),
        "{}",
        exported.content_type
    );
    assert_eq!(exported.text(), puzzle);
    let (status, again) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        Some(&ada),
        Some(json!({"game": "lateral-puzzles", "text": exported.text(), "import": true})),
    )
    .await;
    assert_eq!(status, 201, "{again}");
    let (_, home) = call(addr, "GET", "/api/studio", Some(&ada), None).await;
    assert_eq!(home["drafts"].as_array().map(Vec::len), Some(2));

    // The preview shows the situation, never the solution or the parts' texts.
    let (status, preview) = call(
        addr,
        "GET",
        &format!("/api/studio/drafts/{id}/preview"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(status, 200, "{preview}");
    assert_eq!(preview["preview"]["title"], "The Empty Envelope");
    assert_eq!(preview["preview"]["parts"], 2);
    let shown = preview.to_string();
    assert!(
        !shown.contains("Post Office"),
        "the solution leaked: {shown}"
    );
}

#[tokio::test]
async fn a_draft_plays_privately_and_a_publication_is_immutable_reported_and_hidden() {
    let (addr, app) = serve().await;
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;
    let (_, made) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        Some(&ada),
        Some(json!({"game": "watson-holmes"})),
    )
    .await;
    let id = made["draft"]["id"].as_str().unwrap().to_owned();
    let text = made["text"].as_str().unwrap().to_owned();

    // Played privately: out of the public list, the content out of its summary.
    let (status, played) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/play"),
        Some(&ada),
        Some(json!({"players": 2})),
    )
    .await;
    assert_eq!(status, 201, "{played}");
    let match_id = played["match"]["id"].as_str().unwrap().to_owned();
    assert_eq!(played["match"]["private"], true);
    let (_, list) = call(addr, "GET", "/api/matches", None, None).await;
    assert!(
        !list.to_string().contains(&match_id),
        "private match listed"
    );
    let (_, summary) = call(addr, "GET", &format!("/api/matches/{match_id}"), None, None).await;
    let public = summary.to_string();
    assert!(!public.contains("Hobbs"), "a card's text leaked: {public}");
    assert!(public.contains("The Missing Hymn Book"), "{public}");
    // Both join by its link and the case is the draft's.
    join_as_account(addr, &match_id, 0, &ada).await;
    join_as_account(addr, &match_id, 1, &bob).await;

    // A draft with a problem can neither be played nor published.
    let broken = text.replace("leads = [1, 2]", "leads = [99]");
    call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/save"),
        Some(&ada),
        Some(json!({"text": broken})),
    )
    .await;
    for route in ["play", "publish"] {
        let (status, refused) = call(
            addr,
            "POST",
            &format!("/api/studio/drafts/{id}/{route}"),
            Some(&ada),
            None,
        )
        .await;
        assert_eq!(status, 400, "{route}: {refused}");
        assert_eq!(
            refused["error"]["problems"][0]["place"], "leads",
            "{refused}"
        );
    }
    call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/versions/1/restore"),
        Some(&ada),
        None,
    )
    .await;

    // Published: edition 1, in the library; publishing the same version again
    // is refused; a changed draft is edition 2, and the library shows only it.
    let (status, published) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/publish"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(status, 201, "{published}");
    let first = published["publication"]["id"].as_str().unwrap().to_owned();
    assert_eq!(published["publication"]["edition"], 1);
    assert_eq!(published["publication"]["author"], "Ada");
    let (status, _) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/publish"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(status, 400);
    let renamed = text.replace("The Missing Hymn Book", "The Missing Psalter");
    call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/save"),
        Some(&ada),
        Some(json!({"text": renamed})),
    )
    .await;
    let (_, second) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{id}/publish"),
        Some(&ada),
        None,
    )
    .await;
    assert_eq!(second["publication"]["edition"], 2, "{second}");
    let second = second["publication"]["id"].as_str().unwrap().to_owned();
    let (_, library) = call(addr, "GET", "/api/library", None, None).await;
    let listed: Vec<&str> = library["library"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["id"].as_str())
        .collect();
    assert_eq!(listed, [second.as_str()], "{library}");

    // Edition 1 is still what it was: a match made from it plays its title,
    // and its config records the edition.
    let (status, created) = call(
        addr,
        "POST",
        "/api/matches",
        Some(&bob),
        Some(json!({"game": "watson-holmes", "config": {"players": 3, "library": first}})),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let config = &created["match"]["config"];
    assert_eq!(config["library"], first.as_str(), "{config}");
    assert_eq!(
        config["custom"]["title"], "The Missing Hymn Book",
        "{config}"
    );
    assert!(config["custom"].get("locations").is_none(), "{config}");
    assert_eq!(created["match"]["seats"].as_array().map(Vec::len), Some(3));

    // Reports: signed in, 1-500 characters of text; stored as the same text.
    let (status, _) = call(
        addr,
        "POST",
        &format!("/api/library/{second}/report"),
        None,
        Some(json!({"reason": "spam"})),
    )
    .await;
    assert_eq!(status, 401);
    for reason in ["", "   ", &"x".repeat(501)] {
        let (status, _) = call(
            addr,
            "POST",
            &format!("/api/library/{second}/report"),
            Some(&bob),
            Some(json!({"reason": reason})),
        )
        .await;
        assert_eq!(status, 400, "{reason:?}");
    }
    let reason = "<img src=x onerror=alert(1)> copies a published story";
    let (status, reported) = call(
        addr,
        "POST",
        &format!("/api/library/{second}/report"),
        Some(&bob),
        Some(json!({"reason": reason})),
    )
    .await;
    assert_eq!(status, 200, "{reported}");
    let reports = app.store.library_reports().await.expect("reports");
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].reason, reason);
    assert_eq!(reports[0].reporter, "Bob");
    assert!(!reports[0].hidden);

    // Hidden by an administrator (what `sleuth admin hide` calls): out of the
    // library (the draft's newest shown edition is listed instead), refused for
    // new matches; restored, back.
    assert!(
        app.store
            .hide_library_entry(&second, "under review", 1)
            .await
            .expect("hide")
    );
    let (_, library) = call(addr, "GET", "/api/library", None, None).await;
    assert_eq!(library["library"][0]["id"], first.as_str(), "{library}");
    assert_eq!(library["library"].as_array().map(Vec::len), Some(1));
    let (status, refused) = call(
        addr,
        "POST",
        "/api/matches",
        Some(&bob),
        Some(json!({"game": "watson-holmes", "config": {"players": 2, "library": second}})),
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    assert!(
        app.store
            .restore_library_entry(&second)
            .await
            .expect("restore")
    );
    let (_, library) = call(addr, "GET", "/api/library", None, None).await;
    assert_eq!(library["library"][0]["id"], second.as_str());
    // An unknown publication, and one of another game.
    let (status, _) = call(
        addr,
        "POST",
        "/api/matches",
        Some(&bob),
        Some(json!({"game": "watson-holmes", "config": {"players": 2, "library": "l-nothing"}})),
    )
    .await;
    assert_eq!(status, 400);
    let (status, _) = call(
        addr,
        "POST",
        "/api/matches",
        Some(&bob),
        Some(json!({"game": "lateral-puzzles", "config": {"players": 3, "library": second}})),
    )
    .await;
    assert_eq!(status, 400);
    // A publication a newer checker refuses (written straight to the store
    // here: the checker let it through when it was published) is refused to a
    // player, who is not its author, as outdated.
    let mut outdated = app
        .store
        .library_entry(&second)
        .await
        .expect("read")
        .expect("the second edition");
    outdated.id = "l-outdated".into();
    outdated.text = outdated.text.replacen("[[questions]]", "[[questionz]]", 1);
    app.store.publish(&outdated).await.expect("stored");
    let (status, refused) = call(
        addr,
        "POST",
        "/api/matches",
        Some(&bob),
        Some(json!({"game": "watson-holmes", "config": {"players": 2, "library": "l-outdated"}})),
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(
        refused["error"]["id"], "errors-studio-publication-outdated",
        "{refused}"
    );
    assert!(
        refused["error"]["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("\"l-outdated\" no longer passes the checker (")),
        "{refused}"
    );
}
