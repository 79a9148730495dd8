//! What a reader of another language than English sees named in that language,
//! over a real socket: a match's summary names its shipped case or scenario in
//! the match's content language (`content_title`, for the page's facts line),
//! on the HTTP answer and in the WebSocket `welcome` message; bot seats keep
//! their English wire name beside their kind (the page names them); a
//! campaign match asked in French plays the French scenario, and the
//! campaign's progress titles each scenario in its languages.

mod support;

use serde_json::{Value, json};
use support::*;

async fn summary(addr: std::net::SocketAddr, id: &str) -> Value {
    let (status, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(status, 200, "{summary}");
    summary
}

#[tokio::test]
async fn a_french_match_summary_names_its_case_and_scenario_in_french() {
    let addr = server().await;
    let (case_match, _) = create(
        addr,
        "watson-holmes",
        json!({"players": 2, "case": "the-tallow-merchants-ledger", "language": "fr"}),
    )
    .await;
    assert_eq!(
        summary(addr, &case_match).await["content_title"],
        json!({"key": "case", "title": "Le Grand Livre du marchand de suif"})
    );
    let (scenario_match, _) = create(
        addr,
        "almost-innocent",
        json!({"players": 2, "scenario": "spiced-tea", "language": "fr"}),
    )
    .await;
    assert_eq!(
        summary(addr, &scenario_match).await["content_title"],
        json!({"key": "scenario", "title": "Une tournée de thé épicé"})
    );
    // The WebSocket's welcome message carries the same summary.
    let mut client = Client::connect(addr, &scenario_match).await;
    client
        .send(json!({"type": "hello", "token": null, "since": null}))
        .await;
    let welcome = loop {
        let message = client.next().await;
        if message["type"] == "welcome" {
            break message;
        }
    };
    assert_eq!(
        welcome["match"]["content_title"]["title"], "Une tournée de thé épicé",
        "{welcome}"
    );
}

#[tokio::test]
async fn an_english_match_summary_has_no_content_title() {
    let addr = server().await;
    for config in [
        json!({"players": 2, "scenario": "spiced-tea", "language": "en"}),
        json!({"players": 2, "scenario": "spiced-tea"}),
    ] {
        let (id, _) = create(addr, "almost-innocent", config).await;
        let summary = summary(addr, &id).await;
        assert!(summary.get("content_title").is_none(), "{summary}");
    }
}

#[tokio::test]
async fn bot_seats_keep_their_english_wire_name_beside_their_kind() {
    let addr = server().await;
    let (id, host) = create(
        addr,
        "almost-innocent",
        json!({"players": 2, "scenario": "spiced-tea", "language": "fr"}),
    )
    .await;
    bot(addr, &id, 0, &host, "solver").await;
    let seat = &summary(addr, &id).await["seats"][0];
    assert_eq!(seat["kind"], "bot", "{seat}");
    assert_eq!(seat["bot"], "solver", "{seat}");
    assert_eq!(seat["name"], "solver bot", "{seat}");
}

#[tokio::test]
async fn a_campaign_match_asked_in_french_plays_the_french_scenario() {
    let addr = server().await;
    let (id, _) = create(
        addr,
        "almost-innocent",
        json!({"players": 3, "campaign": "les-curieux", "language": "fr"}),
    )
    .await;
    let french = summary(addr, &id).await;
    assert_eq!(french["config"]["language"], "fr", "{french}");
    assert_eq!(french["config"]["scenario"], "spiced-tea", "{french}");
    assert_eq!(
        french["content_title"]["title"], "Une tournée de thé épicé",
        "{french}"
    );
    // Without a language the campaign plays English (the default, left out of
    // the config), as before.
    let (id, _) = create(
        addr,
        "almost-innocent",
        json!({"players": 3, "campaign": "the-curious"}),
    )
    .await;
    assert_eq!(summary_config_language(addr, &id).await, "en");
    assert!(summary(addr, &id).await.get("content_title").is_none());

    let (status, progress) = get(addr, "/api/campaigns/almost-innocent/les-curieux").await;
    assert_eq!(status, 200, "{progress}");
    let first = &progress["steps"][0];
    assert_eq!(first["title"], "A Round of Spiced Tea", "{progress}");
    assert_eq!(first["titles"]["en"], "A Round of Spiced Tea", "{progress}");
    assert_eq!(
        first["titles"]["fr"], "Une tournée de thé épicé",
        "{progress}"
    );
}

async fn summary_config_language(addr: std::net::SocketAddr, id: &str) -> String {
    summary(addr, id).await["config"]["language"]
        .as_str()
        .unwrap_or("en")
        .to_owned()
}

/// The lobby's menu asks the titles of a game's pieces in one content language:
/// only the pieces written in it, by id; an unknown game is refused.
#[tokio::test]
async fn content_titles_name_the_pieces_written_in_the_asked_language() {
    let addr = server().await;
    let (status, french) = get(addr, "/api/games/watson-holmes/content-titles?lang=fr").await;
    assert_eq!(status, 200, "{french}");
    assert_eq!(french["language"], "fr");
    assert_eq!(
        french["titles"]["the-tallow-merchants-ledger"],
        "Le Grand Livre du marchand de suif"
    );
    let french_count = french["titles"].as_object().map_or(0, |t| t.len());
    let (_, english) = get(addr, "/api/games/watson-holmes/content-titles").await;
    assert_eq!(english["language"], "en");
    let english_count = english["titles"].as_object().map_or(0, |t| t.len());
    assert!(
        french_count >= 2 && french_count < english_count,
        "French names only its translated cases: {french_count} of {english_count}"
    );
    let (status, none) = get(addr, "/api/games/lady-alice/content-titles?lang=fr").await;
    assert_eq!(status, 200, "{none}");
    assert_eq!(none["titles"], json!({}));
    let (status, refused) = get(addr, "/api/games/no-such-game/content-titles").await;
    assert_eq!(status, 404, "{refused}");
    assert_eq!(refused["error"]["id"], "errors-site-no-game");
}
