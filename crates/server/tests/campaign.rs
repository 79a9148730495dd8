//! The Almost Innocent campaign on the server, over a real socket: a match created
//! for a group plays the group's next scenario with only its unlocked abilities;
//! when it ends, the group's progress notes it (in the same commit as the last
//! action); groups are independent; hostile group names are refused; progress
//! survives a restart.

mod support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_server::Store;
use support::*;

fn path(group: &str) -> String {
    let mut encoded = String::new();
    for byte in group.bytes() {
        if byte.is_ascii_alphanumeric() {
            encoded.push(byte as char);
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    format!("/api/campaigns/almost-innocent/{encoded}")
}

/// Creates a campaign match for `group` with solver bots in every seat, plays it to
/// the end and returns its final summary.
async fn play_campaign_match(addr: SocketAddr, group: &str) -> Value {
    let (id, host) = create(
        addr,
        "almost-innocent",
        json!({"players": 3, "campaign": group}),
    )
    .await;
    for seat in 0..3 {
        bot(addr, &id, seat, &host, "solver").await;
    }
    start(addr, &id, &host).await;
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
        if summary["status"] == "finished" {
            return summary;
        }
        assert!(
            Instant::now() < deadline,
            "the bots did not finish: {summary}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_group_plays_its_scenarios_in_order_and_keeps_progress() {
    let dir = std::env::temp_dir().join(format!("sleuth-campaign-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let db = dir.join("sleuth.sqlite");
    let addr = spawn(Store::open(&db).expect("store")).await;

    // A new group starts at the first step, nothing unlocked.
    let (status, fresh) = get(addr, &path("The Tuesday Club")).await;
    assert_eq!(status, 200, "{fresh}");
    assert_eq!(fresh["group"], "The Tuesday Club");
    assert_eq!(fresh["played"], 0);
    assert_eq!(fresh["next"]["easy"], "spiced-tea");
    assert_eq!(fresh["unlocked"], json!([]));
    assert_eq!(fresh["steps"][0]["unlocks"], json!(["din"]));
    assert!(fresh["steps"][0]["title"].is_string(), "{fresh}");

    // The server fills the scenario and the (no) abilities; a client asking for
    // another scenario or abilities is refused with a sentence.
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "almost-innocent", "config": {"players": 3, "campaign": "The Tuesday Club", "scenario": "the-starless-crown"}}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("A Round of Spiced Tea"),
        "{body}"
    );
    // The same refusal as a catalogue message, the scenarios by their titles.
    assert_eq!(
        body["error"]["id"], "errors-almost-innocent-campaign-not-next",
        "{body}"
    );
    assert_eq!(body["error"]["args"]["group"], "The Tuesday Club", "{body}");
    assert_eq!(
        body["error"]["args"]["next"], "A Round of Spiced Tea",
        "{body}"
    );
    // A French request names them in French where the scenario is written in it.
    let (status, french) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "almost-innocent", "config": {"players": 3, "campaign": "The Tuesday Club", "scenario": "the-starless-crown", "language": "fr"}}),
    )
    .await;
    assert_eq!(status, 400, "{french}");
    assert_eq!(
        french["error"]["args"]["next"], "Une tournée de thé épicé",
        "{french}"
    );
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "almost-innocent", "config": {"players": 3, "campaign": "The Tuesday Club", "abilities": ["valia", "okra", "edd"]}}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["error"]["id"], "errors-almost-innocent-campaign-decided-by-unlocks",
        "{body}"
    );

    // Hostile group names are refused, in the path and in a config.
    for bad in ["club\u{202E}bulc", "a\u{0}b", "x".repeat(41).as_str()] {
        let (status, body) = get(addr, &path(bad)).await;
        assert_eq!(status, 400, "{bad:?}: {body}");
        let (status, body) = post(
            addr,
            "/api/matches",
            None,
            json!({"game": "almost-innocent", "config": {"campaign": bad}}),
        )
        .await;
        assert_eq!(status, 400, "{bad:?}: {body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .contains("campaign group name"),
            "{body}"
        );
        assert!(
            body["error"]["id"]
                .as_str()
                .is_some_and(|id| id.starts_with("errors-text-")),
            "{body}"
        );
    }
    // Markup is only text: accepted and given back as text.
    let (status, body) = get(addr, &path("<b>club</b>")).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["group"], "<b>club</b>");
    // Only Almost Innocent has a campaign.
    let (status, _) = get(addr, "/api/campaigns/lady-alice/club").await;
    assert_eq!(status, 404);

    // Play campaign matches until the group wins one: each finished match is noted,
    // a loss keeps the step, a win moves on and unlocks Din.
    let mut played = 0;
    loop {
        let summary = play_campaign_match(addr, "The Tuesday Club").await;
        played += 1;
        assert_eq!(summary["config"]["scenario"], "spiced-tea");
        assert_eq!(summary["config"]["campaign"], "The Tuesday Club");
        assert_eq!(
            summary["config"]["abilities"],
            json!([]),
            "nothing unlocked yet"
        );
        let won = summary["outcome"]["winners"]
            .as_array()
            .is_some_and(|w| !w.is_empty());
        let (_, progress) = get(addr, &path("The Tuesday Club")).await;
        assert_eq!(progress["played"], played, "{progress}");
        assert_eq!(progress["steps"][0]["won"]["easy"], won, "{progress}");
        if won {
            assert_eq!(progress["unlocked"], json!(["din"]));
            assert_eq!(progress["next"]["easy"], "mill-at-dawn");
            break;
        }
        assert_eq!(progress["next"]["easy"], "spiced-tea");
        assert!(
            played < 6,
            "solver bots lost the first scenario {played} times"
        );
    }

    // The next match is the next scenario (which has no abilities of its own).
    let (id, _) = create(
        addr,
        "almost-innocent",
        json!({"players": 3, "campaign": "The Tuesday Club"}),
    )
    .await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["config"]["scenario"], "mill-at-dawn");
    assert_eq!(summary["config"]["abilities"], json!([]));

    // Another group is independent.
    let (_, other) = get(addr, &path("Another club")).await;
    assert_eq!(other["played"], 0);
    assert_eq!(other["next"]["easy"], "spiced-tea");

    // Progress is in the store: a restarted server has it.
    let addr = spawn(Store::open(&db).expect("reopen")).await;
    let (_, progress) = get(addr, &path("The Tuesday Club")).await;
    assert_eq!(progress["played"], played);
    assert_eq!(progress["unlocked"], json!(["din"]));
    let _ = std::fs::remove_dir_all(&dir);
}

/// After the first four steps the group has unlocked Din, Teor and Edd, and the
/// fifth scenario (which offers those three) deals them: at two players, one each
/// and the third shared.
#[tokio::test]
async fn a_campaign_match_deals_the_groups_unlocked_abilities() {
    let store = sleuth_server::pg_harness::store_for_tests().await;
    let addr = spawn(store).await;
    // Win the first four steps at easy by playing them with solver bots.
    let mut rounds = 0;
    loop {
        let (_, progress) = get(addr, &path("Rovers")).await;
        if progress["next"]["easy"] == "friends-in-need" {
            assert_eq!(progress["unlocked"], json!(["din", "teor", "edd"]));
            break;
        }
        play_campaign_match(addr, "Rovers").await;
        rounds += 1;
        assert!(
            rounds < 24,
            "solver bots could not win the first steps: {progress}"
        );
    }
    let (id, _) = create(
        addr,
        "almost-innocent",
        json!({"players": 2, "campaign": "Rovers", "difficulty": "easy"}),
    )
    .await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["config"]["scenario"], "friends-in-need");
    assert_eq!(summary["config"]["players"], 2);
    assert_eq!(summary["config"]["abilities"], json!(["din", "teor"]));
    assert_eq!(summary["config"]["shared_ability"], "edd");
}
