//! Watson & Holmes over real sockets: two people and a baseline bot play case 0 to
//! the end. What reaches each connection is checked against the game's secrets: a
//! card's text reaches only its reader (everyone when read aloud), a notebook only
//! its owner, the accepted answers and Holmes's solution nobody before the end, and
//! a seat's face-down character nobody else (WH-5, WH-7; invariant 2).
//!
//! It lives with the `sleuth` binary's tests because it reads the case's secrets
//! from the game crate; the server it talks to is the real `sleuth serve`.

use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use serde_json::{Value, json};
use sleuth_server::client::{Client, bot, create, get, http, join, spawn_serve, start};
use sleuth_watson_holmes::library;

/// `sleuth serve` on a free port with its own fresh data folder, bots acting at
/// once; killed, and its folder removed, on drop.
struct Served {
    child: std::process::Child,
    data: PathBuf,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

fn serve() -> (Served, SocketAddr) {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let data = std::env::temp_dir().join(format!(
        "sleuth-wh-wire-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&data);
    let (child, addr) = spawn_serve(Path::new(env!("CARGO_BIN_EXE_sleuth")), &data, 0);
    (Served { child, data }, addr)
}

/// A person's move from their own view: visit the first free card they have not
/// read (a lead first), say they are done reading, let the Watson card pass; Bob
/// goes to 221B in round 3 with the first choice for every question (typed: a
/// guess), Ada after consulting Holmes's voice about Bob's answers.
fn person_move(view: &Value, seat: u64, legal: &[Value]) -> Option<Value> {
    let me = &view["players"][seat as usize];
    if me["eliminated"] == true {
        return None;
    }
    let listed = |kind: &str| legal.iter().find(|a| a["type"] == kind).cloned();
    match view["phase"].as_str()? {
        "visiting" if view["turn"] == seat => {
            // Ada (seat 0) waits for Bob to fail at 221B, consults Holmes's voice
            // about his answers and checks one, then goes herself.
            let bob_failed = view["players"][1]["right_answers"].is_number();
            let consulted = view["me"]["consultations"].as_array().map_or(0, Vec::len);
            if seat == 0 && bob_failed && consulted == 0 {
                return listed("consult");
            }
            if seat == 0 && bob_failed && consulted == 1 {
                return Some(json!({
                    "type": "check_answer", "target": 1, "question": 0, "answer": "Cecil Pell"
                }));
            }
            let round = view["round"].as_u64()?;
            if (seat == 1 && round >= 3) || (seat == 0 && (consulted >= 2 || round >= 8)) {
                return listed("baker_street");
            }
            let read: BTreeSet<u64> = view["me"]["read"]
                .as_array()?
                .iter()
                .filter_map(Value::as_u64)
                .collect();
            legal
                .iter()
                .find(|a| {
                    a["type"] == "visit"
                        && a["carriages"] == 0
                        && a["call_off"] == false
                        && !a["location"].as_u64().is_some_and(|n| read.contains(&n))
                })
                .cloned()
                .or_else(|| listed("carriage_stop"))
        }
        "watson" if view["watson_holder"] == seat => listed("watson_read_aloud"),
        "reading" if me["done_reading"] == false => Some(json!({
            "type": "finish_reading", "police": false, "toby_to": null
        })),
        "answering" => listed("answer"),
        _ => None,
    }
}

async fn play(client: &mut Client, seat: u64, note: &str) -> Value {
    play_until(client, seat, note, |_| false).await
}

/// `play`, stopping early at the first state message whose view satisfies `stop`.
async fn play_until(
    client: &mut Client,
    seat: u64,
    note: &str,
    mut stop: impl FnMut(&Value) -> bool,
) -> Value {
    let mut noted = false;
    let mut acted_at = None;
    loop {
        let message = client.next().await;
        if !matches!(message["type"].as_str(), Some("sync" | "update")) {
            continue;
        }
        let view = &message["view"];
        if view["phase"] == "over" || stop(view) {
            return message;
        }
        let version = message["version"].as_u64();
        if acted_at == version {
            continue;
        }
        let legal: Vec<Value> = message["legal_actions"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        if !noted
            && view["me"]["notebook_locked"] == false
            && view["players"][seat as usize]["eliminated"] == false
        {
            noted = true;
            client
                .send(json!({"type": "act", "action": {"type": "write_notebook", "text": note}}))
                .await;
            acted_at = version;
            continue;
        }
        if let Some(action) = person_move(view, seat, &legal) {
            client.send(json!({"type": "act", "action": action})).await;
            acted_at = version;
        }
    }
}

/// The texts of the cards `seat` read or heard, by the views it was sent.
fn cards_seen(messages: &[Value]) -> BTreeSet<u64> {
    messages
        .iter()
        .flat_map(|m| {
            m["view"]["me"]["read"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|n| n.as_u64())
        .collect()
}

fn assert_no_leak(messages: &[Value], seat: u64, other_note: &str) {
    let case = library::case("the-tallow-merchants-ledger").expect("case 0");
    let seen = cards_seen(messages);
    let character = messages
        .iter()
        .find_map(|m| {
            m["view"]["players"][seat as usize]["character"]
                .as_str()
                .map(str::to_owned)
        })
        .expect("my character");
    let mut texts_seen = 0;
    for message in messages {
        let text = message.to_string();
        let over = message["view"]["phase"] == "over" || text.contains("\"game_over\"");
        assert!(
            !text.contains(other_note),
            "seat {seat} got another notebook: {text}"
        );
        assert!(!text.contains("\"seed\""), "a seed reached seat {seat}");
        if over {
            continue;
        }
        assert!(
            !text.contains(&case.solution[..80]),
            "the solution reached seat {seat} before the end"
        );
        // Every option of a choice question is public; which one is right is not.
        assert!(
            !text.contains("\"accepted\"")
                && !text.contains("\"answers_right\":[")
                && !text.contains("\"all_answers_right\":["),
            "which answer is right reached seat {seat} before the end"
        );
        for location in &case.locations {
            let snippet: String = location.text.trim().chars().take(60).collect();
            if text.contains(&snippet) {
                texts_seen += 1;
                assert!(
                    seen.contains(&u64::from(location.number)),
                    "the text of card {} reached seat {seat}, who never read it",
                    location.number
                );
            }
        }
        // Another seat's face-down character never shows.
        for (i, p) in message["view"]["players"]
            .as_array()
            .into_iter()
            .flatten()
            .enumerate()
        {
            if i as u64 != seat && p["character_state"] == "hidden" {
                assert!(
                    p["character"].is_null(),
                    "a face-down character leaked: {text}"
                );
            }
        }
    }
    assert!(!character.is_empty());
    assert!(
        texts_seen > 0,
        "seat {seat} never read a card: the check proves nothing"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_case_over_the_wire_keeps_every_secret() {
    let (_server, addr) = serve();
    let (id, host) = create(
        addr,
        "watson-holmes",
        json!({"players": 3, "case": "the-tallow-merchants-ledger"}),
    )
    .await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut a = Client::connect(addr, &id).await;
    let mut b = Client::connect(addr, &id).await;
    assert_eq!(a.hello(Some(&ada), None).await["seat"], 0);
    assert_eq!(b.hello(Some(&bob), None).await["seat"], 1);
    start(addr, &id, &host).await;
    let (ada_note, bob_note) = ("ADA-PRIVATE-NOTE-7731", "BOB-PRIVATE-NOTE-9142");
    let (end_a, end_b) = tokio::time::timeout(Duration::from_secs(120), async {
        tokio::join!(play(&mut a, 0, ada_note), play(&mut b, 1, bob_note))
    })
    .await
    .expect("the case ends");
    assert_eq!(end_a["version"], end_b["version"]);
    // At the end everyone hears Holmes's solution.
    assert!(end_a["view"]["solution"].is_string(), "{end_a}");
    assert_no_leak(&a.received, 0, bob_note);
    assert_no_leak(&b.received, 1, ada_note);
    // Holmes's voice told Ada, and only Ada, what Bob answered and whether an
    // answer is right (WH-7).
    let kinds = |client: &Client| -> Vec<String> {
        client
            .received
            .iter()
            .flat_map(|m| m["events"].as_array().cloned().unwrap_or_default())
            .filter_map(|e| e["body"]["type"].as_str().map(str::to_owned))
            .collect()
    };
    let (ada_saw, bob_saw) = (kinds(&a), kinds(&b));
    assert!(ada_saw.iter().any(|k| k == "consultation"), "{ada_saw:?}");
    assert!(ada_saw.iter().any(|k| k == "checked"), "{ada_saw:?}");
    assert!(
        bob_saw.iter().any(|k| k == "holmes_consulted"),
        "{bob_saw:?}"
    );
    assert!(
        !bob_saw
            .iter()
            .any(|k| k == "consultation" || k == "checked"),
        "{bob_saw:?}"
    );
    assert!(b.received.iter().all(|m| {
        m["view"]["me"]["consultations"]
            .as_array()
            .is_none_or(Vec::is_empty)
    }));
    // Each person's own notebook came back to them.
    assert!(
        a.received
            .iter()
            .any(|m| m["view"]["me"]["notebook"] == ada_note)
    );
    notebooks_stay_private_in_the_record_and_the_replay(addr, &id, &ada, ada_note, bob_note).await;
}

/// WH-5 after the end: the record anyone fetches and every replay step carry no
/// notebook text; the record fetched with Ada's token keeps her own notes (and
/// only hers); the redacted record replays to the same outcome.
async fn notebooks_stay_private_in_the_record_and_the_replay(
    addr: SocketAddr,
    id: &str,
    ada: &str,
    ada_note: &str,
    bob_note: &str,
) {
    let (status, record) = get(addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200, "{record}");
    let text = record.to_string();
    assert!(
        text.contains("write_notebook"),
        "the notebooks are recorded as actions: the check proves nothing otherwise"
    );
    assert!(
        !text.contains(ada_note) && !text.contains(bob_note),
        "{text}"
    );
    let (status, own) = http(
        addr,
        "GET",
        &format!("/api/matches/{id}/record"),
        Some(ada),
        None,
    )
    .await;
    assert_eq!(status, 200, "{own}");
    assert!(
        own.to_string().contains(ada_note),
        "Ada's own record lost her notes"
    );
    assert!(
        !own.to_string().contains(bob_note),
        "Ada's record holds Bob's notes"
    );
    // Same outcome from the redacted record as from the match.
    let parsed: sleuth_core::MatchRecord =
        serde_json::from_value(record.clone()).expect("a record");
    let replayed = sleuth_games::registry()
        .replay(&parsed)
        .expect("the redacted record replays");
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(
        serde_json::to_value(replayed.game.outcome()).expect("json"),
        summary["outcome"]
    );
    let steps = record["actions"].as_array().expect("actions").len();
    for step in 0..=steps {
        let (status, replay) = get(addr, &format!("/api/matches/{id}/replay/{step}")).await;
        assert_eq!(status, 200, "{replay}");
        let text = replay.to_string();
        assert!(
            !text.contains(ada_note) && !text.contains(bob_note),
            "replay step {step} shows a notebook: {text}"
        );
    }
}

/// Whether any string inside `value` contains `needle`.
fn holds_text(value: &Value, needle: &str) -> bool {
    match value {
        Value::String(s) => s.contains(needle),
        Value::Array(items) => items.iter().any(|v| holds_text(v, needle)),
        Value::Object(map) => map.values().any(|v| holds_text(v, needle)),
        _ => false,
    }
}

/// Plays a 3-seat case (Ada, Bob, a baseline bot) until Ada has read a card and
/// the round she read it in is over; then opens fresh connections as Ada: one
/// `hello` without `since` and one with `since: 0`. Returns the number and text of
/// the card she read, and the two `sync` messages.
async fn read_a_card_then_reload(open_casebook: bool) -> (u64, String, Vec<Value>) {
    let (_server, addr) = serve();
    let (id, host) = create(
        addr,
        "watson-holmes",
        json!({"players": 3, "case": "the-tallow-merchants-ledger", "open_casebook": open_casebook}),
    )
    .await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut a = Client::connect(addr, &id).await;
    let mut b = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    b.hello(Some(&bob), None).await;
    start(addr, &id, &host).await;
    let mut first_read: Option<(u64, u64)> = None;
    let stop = |view: &Value| {
        if first_read.is_none()
            && let Some(card) = view["me"]["read"].as_array().and_then(|r| r.first())
        {
            first_read = Some((
                card.as_u64().unwrap_or(0),
                view["round"].as_u64().unwrap_or(0),
            ));
        }
        first_read.is_some_and(|(_, round)| view["round"].as_u64().unwrap_or(0) > round)
    };
    let stopped = tokio::time::timeout(Duration::from_secs(120), async {
        tokio::select! {
            at = play_until(&mut a, 0, "ADA-NOTE", stop) => at,
            _ = play(&mut b, 1, "BOB-NOTE") => panic!("the case ended before Ada read a card"),
        }
    })
    .await
    .expect("Ada reads a card within the time");
    assert_ne!(stopped["view"]["phase"], "over", "{stopped}");
    let card = stopped["view"]["me"]["read"][0]
        .as_u64()
        .expect("a card read");
    let case = library::case("the-tallow-merchants-ledger").expect("case 0");
    let text = case
        .locations
        .iter()
        .find(|l| u64::from(l.number) == card)
        .map(|l| l.text.trim().to_owned())
        .expect("the card is in the case");
    let mut syncs = Vec::new();
    for since in [None, Some(0)] {
        let mut fresh = Client::connect(addr, &id).await;
        assert_eq!(fresh.hello(Some(&ada), since).await["seat"], 0);
        let sync = fresh.until("sync").await;
        assert!(
            sync["view"]["me"]["read"]
                .as_array()
                .is_some_and(|r| r.iter().any(|n| n == card)),
            "the card is still listed as read: {sync}"
        );
        syncs.push(sync);
    }
    (card, text, syncs)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_card_read_once_is_not_sent_again_after_its_round() {
    let (card, text, syncs) = read_a_card_then_reload(false).await;
    let needle: String = text.chars().take(60).collect();
    for sync in syncs {
        assert!(
            !holds_text(&sync, &needle),
            "card {card}'s text came back with a fresh hello (WH-5: read once): {sync}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_open_casebook_a_card_read_stays_readable_after_a_reload() {
    let (card, text, syncs) = read_a_card_then_reload(true).await;
    let needle: String = text.chars().take(60).collect();
    for sync in syncs {
        assert!(
            holds_text(&sync["view"], &needle),
            "card {card}'s text is gone from the open casebook: {sync}"
        );
    }
}
