//! Tutorials over the real protocol: `POST /api/tutorials/{game}` makes a solo
//! match anyone may start (no account), the bot seats play the script's moves,
//! the learner is told one step at a time (never the script; spectators hear
//! nothing of it), a move other than the script's is refused and changes
//! nothing, the finished match's record is the script, so it replays, and the
//! bot seats carry the names the script gives them.

mod support;

use std::net::SocketAddr;

use serde_json::{Value, json};
use sleuth_core::tutorial::{LEARNER_NAME, TutorialScript};
use support::*;

#[tokio::test]
async fn every_tutorial_is_played_by_its_script_and_holds_the_learner_to_it() {
    let addr = server().await;
    let registry = sleuth_games::registry();
    let mut played = Vec::new();
    for game in registry.games() {
        let id = game.info().id;
        match game.tutorial() {
            Some(Ok(script)) => {
                play_tutorial(addr, id, script).await;
                played.push(id);
            }
            Some(Err(err)) => panic!("{id}: {err}"),
            None => {}
        }
    }
    assert!(!played.is_empty(), "no game has a tutorial");
}

#[tokio::test]
async fn a_tutorial_or_its_seat_names_cannot_be_asked_for_as_match_options_nor_for_an_unknown_game()
{
    let addr = server().await;
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "lady-alice", "options": {"tutorial": true}}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    // Nor may a match name its bot seats as a tutorial's script does.
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "lady-alice", "options": {"seat_names": ["Learner", "Mallory", "Eve"]}}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = post(addr, "/api/tutorials/no-such-game", None, json!({})).await;
    assert_eq!(status, 404, "{body}");
}

async fn play_tutorial(addr: SocketAddr, game: &str, script: &TutorialScript) {
    let (status, body) = post(addr, &format!("/api/tutorials/{game}"), None, json!({})).await;
    assert_eq!(status, 201, "{game}: {body}");
    let id = body["match"]["id"].as_str().expect("match id").to_owned();
    let token = body["token"].as_str().expect("token").to_owned();
    assert_eq!(body["seat"], script.learner.0, "{game}");
    assert_eq!(body["match"]["rated"], false, "{game}");
    assert_seats_named_by_the_script(&body["match"], script, game);

    let mut watcher = Client::connect(addr, &id).await;
    watcher.hello(None, None).await;
    let mut learner = Client::connect(addr, &id).await;
    learner.hello(Some(&token), None).await;
    let first = learner.until("tutorial").await;
    assert_eq!(first["step"], 0, "{game}: {first}");
    assert!(
        first["hint"]
            .as_str()
            .is_some_and(|h| h.starts_with(script.intro.trim())),
        "{game}: the first hint opens with the intro: {first}"
    );
    let serialised = first.to_string();
    assert!(
        !serialised.contains("\"steps\":[") && !serialised.contains("action"),
        "{game}: the guide carries no script: {first}"
    );

    let mut refused_once = false;
    let mut pending = Some(first);
    for (index, step) in script.steps.iter().enumerate() {
        if step.seat != script.learner {
            continue;
        }
        let guide = match pending.take() {
            Some(guide) if guide["version"] == index as u64 && guide["waiting"].is_null() => guide,
            _ => until_guide_at(&mut learner, index as u64, game).await,
        };
        assert_eq!(
            guide["highlight"].as_array().map(Vec::len),
            Some(step.highlight.len()),
            "{game}: step {index}: {guide}"
        );
        // The one line a phone's guide bar shows: the script's, or the hint's start.
        let short = guide["short"].as_str().unwrap_or_default();
        assert!(
            !short.is_empty() && short.chars().count() <= 140,
            "{game}: step {index}: {guide}"
        );
        if let Some(expected) = &step.short {
            assert_eq!(short, expected, "{game}: step {index}");
        }
        if !refused_once {
            // Some other move: refused with the step's hint, nothing changes.
            learner
                .send(json!({"type": "act", "ref": 1, "action": {"not": "the script's"}}))
                .await;
            let error = learner.until("error").await;
            let message = error["message"].as_str().unwrap_or_default();
            assert!(
                message.contains("the tutorial asks for another move"),
                "{game}: {error}"
            );
            let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
            assert_eq!(summary["version"], index as u64, "{game}: nothing changed");
            refused_once = true;
        }
        learner
            .send(json!({"type": "act", "ref": index + 2, "action": step.action}))
            .await;
    }
    let over = loop {
        let message = learner.until("tutorial").await;
        if message["over"] == true {
            break message;
        }
    };
    assert_eq!(
        over["debrief"].as_str(),
        Some(script.debrief.as_str()),
        "{game}"
    );

    // The names last to the end, for everyone (the summary anyone may read).
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_seats_named_by_the_script(&summary, script, game);

    // The spectator saw the match but no guide.
    while let Some(message) = watcher
        .next_within(std::time::Duration::from_millis(200))
        .await
    {
        assert_ne!(
            message["type"], "tutorial",
            "{game}: a spectator got the guide"
        );
    }

    // The record is the script: it replays as any match.
    let (status, record) = get(addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200, "{game}: {record}");
    let actions = record["actions"].as_array().expect("actions");
    assert_eq!(actions.len(), script.steps.len(), "{game}");
    for (recorded, step) in actions.iter().zip(&script.steps) {
        assert_eq!(recorded["seat"], step.seat.0, "{game}");
    }
    assert_eq!(record["seed"], script.seed.to_string(), "{game}");
    sleuth_games::registry()
        .replay(&serde_json::from_value(record.clone()).expect("a match record"))
        .expect("the tutorial's record replays");
}

/// The match summary names every bot seat as the script does (never "baseline
/// bot"), keeps the bot's id beside it, and calls the learner `LEARNER_NAME`.
fn assert_seats_named_by_the_script(summary: &Value, script: &TutorialScript, game: &str) {
    assert!(
        !script.seat_names.is_empty(),
        "{game}: the script names its seats"
    );
    let seats = summary["seats"].as_array().expect("seats");
    assert_eq!(seats.len(), script.seat_names.len(), "{game}: {summary}");
    for (seat, name) in seats.iter().zip(&script.seat_names) {
        assert_eq!(seat["name"].as_str(), Some(name.as_str()), "{game}: {seat}");
        if seat["seat"] == script.learner.0 {
            assert_eq!(seat["kind"], "human", "{game}: {seat}");
            assert_eq!(name, LEARNER_NAME, "{game}");
        } else {
            assert_eq!(seat["kind"], "bot", "{game}: {seat}");
            assert!(
                seat["bot"].is_string(),
                "{game}: the bot's id stays: {seat}"
            );
            assert!(!name.contains("bot"), "{game}: {name}");
        }
    }
}

/// Reads the learner's messages until the guide stands at `version` with the
/// learner to move (its controls outlined).
async fn until_guide_at(learner: &mut Client, version: u64, game: &str) -> Value {
    loop {
        let message = learner.until("tutorial").await;
        assert_ne!(message["over"], true, "{game}: over before step {version}");
        // While the bots move, the guide names the one moving as the script does.
        if let Some(waiting) = message["waiting"].as_str() {
            assert!(
                !waiting.contains("baseline") && waiting.ends_with("is moving: watch the table."),
                "{game}: {message}"
            );
        }
        if message["version"] == version && message["waiting"].is_null() {
            return message;
        }
    }
}

#[tokio::test]
async fn a_learner_who_leaves_ends_the_tutorial_instead_of_a_bot_taking_the_seat() {
    let addr = server().await;
    let (status, body) = post(addr, "/api/tutorials/lateral-puzzles", None, json!({})).await;
    assert_eq!(status, 201, "{body}");
    let id = body["match"]["id"].as_str().expect("match id").to_owned();
    let token = body["token"].as_str().expect("token").to_owned();
    let seat = body["seat"].as_u64().expect("seat");
    let (status, summary) = post_to_match(
        addr,
        &id,
        &format!("seats/{seat}/leave"),
        Some(&token),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["status"], "abandoned", "{summary}");
    assert_eq!(
        summary["version"], 0,
        "nothing was played for the learner: {summary}"
    );
}
