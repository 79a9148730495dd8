//! Two `sleuth serve` nodes on one PostgreSQL: players on different
//! nodes play a whole Lady Alice game with bots; mid-game the node driving the
//! bots is killed with SIGKILL; its player reconnects to the other node, which
//! takes the bots over; the game ends and every action a player saw acknowledged
//! is in the record, where it was acknowledged.
//!
//! Needs PostgreSQL's binaries (scripts/test.sh installs Debian's package); skipped
//! when they are missing unless `SLEUTH_POSTGRES_TESTS=1`.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use sleuth_server::client::{Client, bot, create, get, join, start};
use sleuth_server::pg_harness::{self, TestPostgres};

mod support;
use support::nodes::{Node, node, node_with};

/// A Lady Alice move from the view: a random suspicion as the notebook holder,
/// else pass (as `sleuth loadgen`'s scripted human plays).
fn scripted_move(view: &Value, rng: &mut SleuthRng) -> Value {
    if view["phase"]["phase"] != "suspicion" {
        return json!({"type": "pass"});
    }
    let names = sleuth_lady_alice::clue::CLUE_NAMES;
    let clues = json!({
        "suspect": names[0][rng.index(8)],
        "place": names[1][rng.index(8)],
        "time": names[2][rng.index(8)],
        "object": names[3][rng.index(8)],
    });
    json!({"type": "suspect", "clues": clues})
}

/// What one player saw acknowledged: (the version it acted at, the action), in
/// order. An `act` is acknowledged when the `pong` to the `ping` sent right after it
/// arrives with no error for it: the server handles a connection's messages in
/// order, and answers an act only once it is durable or refused.
type Acknowledged = Vec<(u64, Value)>;

/// How one player's game went: what it saw acknowledged, how often it had to
/// reconnect, and how many of its connections a stopping node closed with the
/// restart code.
struct Played {
    acknowledged: Acknowledged,
    reconnects: usize,
    restart_closes: usize,
}

/// Plays `seat` until the game ends, connected to `nodes[*at]`; when that
/// connection dies, reconnects to the next node with its token and the last
/// version it saw.
async fn play(
    id: String,
    seat: u64,
    token: String,
    nodes: Vec<SocketAddr>,
    mut at: usize,
    seed: u64,
) -> Played {
    let mut rng = SleuthRng::from_seed(seed);
    let mut acknowledged = Vec::new();
    let mut last_version = 0u64;
    let mut reconnects = 0;
    let mut restart_closes = 0;
    let mut next_ref = 0u64;
    // Two messages per move, at most one move per 150 ms: well under the server's
    // rate limit (20 messages a second), which would refuse a ping or an act.
    let mut last_move = Instant::now() - Duration::from_secs(1);
    let deadline = Instant::now() + Duration::from_secs(240);
    'connection: loop {
        assert!(
            Instant::now() < deadline,
            "seat {seat}: the game did not end"
        );
        let Some(mut client) = Client::try_connect(nodes[at], &id).await else {
            at = (at + 1) % nodes.len();
            reconnects += 1;
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        let since = (last_version > 0).then_some(last_version);
        if !client
            .try_send(json!({"type": "hello", "token": token, "since": since}))
            .await
        {
            if closed_for_restart(&mut client).await {
                restart_closes += 1;
            }
            continue;
        }
        // Acts sent on this connection and not yet ponged: (ref, version, action, refused).
        let mut unanswered: std::collections::VecDeque<(u64, u64, Value, bool)> =
            std::collections::VecDeque::new();
        let mut waiting = false;
        let mut latest_view = Value::Null;
        loop {
            let Some(message) = client.next_within(Duration::from_secs(20)).await else {
                // The node is gone (or silent): go to the other one. Acts not yet
                // answered were never acknowledged.
                if closed_for_restart(&mut client).await {
                    restart_closes += 1;
                }
                at = (at + 1) % nodes.len();
                reconnects += 1;
                continue 'connection;
            };
            match message["type"].as_str() {
                Some("pong") => {
                    if let Some((_, version, action, refused)) = unanswered.pop_front()
                        && !refused
                    {
                        acknowledged.push((version, action));
                    }
                    continue;
                }
                Some("error") => {
                    assert_ne!(message["kind"], "rate_limited", "the test moved too fast");
                    let reference = message["ref"].as_u64();
                    for sent in unanswered.iter_mut() {
                        if Some(sent.0) == reference {
                            sent.3 = true;
                        }
                    }
                    if reference == Some(next_ref.wrapping_sub(1)) {
                        // The latest move was refused: choose again on the same state.
                        waiting = false;
                    }
                }
                Some("sync" | "update") => {
                    let version = message["version"].as_u64().unwrap_or(0);
                    if message["view"].is_object() {
                        latest_view = message.clone();
                    }
                    if version > last_version {
                        last_version = version;
                        waiting = false;
                    }
                    if message["view"]["phase"]["phase"] == "over" {
                        // Answer every act still in flight before leaving.
                        while !unanswered.is_empty() {
                            match client.next_within(Duration::from_secs(10)).await {
                                Some(m) if m["type"] == "pong" => {
                                    if let Some((_, v, a, refused)) = unanswered.pop_front()
                                        && !refused
                                    {
                                        acknowledged.push((v, a));
                                    }
                                }
                                Some(m) if m["type"] == "error" => {
                                    let reference = m["ref"].as_u64();
                                    for sent in unanswered.iter_mut() {
                                        if Some(sent.0) == reference {
                                            sent.3 = true;
                                        }
                                    }
                                }
                                Some(_) => {}
                                None => break,
                            }
                        }
                        return Played {
                            acknowledged,
                            reconnects,
                            restart_closes,
                        };
                    }
                }
                _ => continue,
            }
            let mine = latest_view["to_move"]
                .as_array()
                .is_some_and(|m| m.iter().any(|s| s == seat));
            if mine && !waiting && latest_view["view"].is_object() {
                let pause = Duration::from_millis(150).saturating_sub(last_move.elapsed());
                tokio::time::sleep(pause).await;
                last_move = Instant::now();
                let action = scripted_move(&latest_view["view"], &mut rng);
                let reference = next_ref;
                next_ref += 1;
                if !client
                    .try_send(json!({"type": "act", "action": action.clone(), "ref": reference}))
                    .await
                    || !client.try_send(json!({"type": "ping"})).await
                {
                    // The send can fail before the close frame already on its
                    // way was read: read it now, so the restart is counted.
                    if closed_for_restart(&mut client).await {
                        restart_closes += 1;
                    }
                    continue 'connection;
                }
                unanswered.push_back((reference, last_version, action, false));
                waiting = true;
            }
        }
    }
}

/// Whether the server closed this connection with the restart code, reading
/// what is left of it (a close frame may still be unread when a send fails).
async fn closed_for_restart(client: &mut Client) -> bool {
    while client.close_code.is_none() && client.next_within(Duration::from_secs(2)).await.is_some()
    {
    }
    client.close_code == Some(sleuth_server::shutdown::CLOSE_RESTARTING)
}

/// Asserts that a match's record holds every action each seat saw
/// acknowledged, in order, each after the version it was sent at.
fn assert_record_holds(record: &Value, seats: &[(u64, &Acknowledged)]) {
    let actions = record["actions"].as_array().expect("actions");
    for &(seat, acked) in seats {
        assert!(!acked.is_empty(), "seat {seat} never acted");
        let mut from = 0usize;
        for (version, action) in acked {
            let start = from.max(*version as usize);
            let found = actions[start..]
                .iter()
                .position(|a| a["seat"] == seat && &a["action"] == action)
                .map(|i| start + i);
            let Some(index) = found else {
                panic!(
                    "seat {seat}: {action} acknowledged after version {version} is not in the record from {start}: {record}"
                );
            };
            from = index + 1;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_play_one_game_and_survive_a_sigkill() {
    if pg_harness::skip_unless_available() {
        return;
    }
    let postgres = TestPostgres::start().unwrap_or_else(|err| panic!("{err}"));
    let url = postgres.fresh_database().await.expect("a database");
    let data = std::env::temp_dir().join(format!("sleuth-two-nodes-{}", std::process::id()));
    let a = node(&url, &data.join("a"));
    let b = node(&url, &data.join("b"));

    let nodes = vec![a.addr, b.addr];
    // A game the bots end early (a lucky accusation) means a new table.
    let mut attempt = 0;
    let (id, ada_plays, bob_plays) = loop {
        attempt += 1;
        assert!(attempt <= 5, "five games in a row ended before the kill");
        // The lobby across nodes: created on A, seats taken on both, started on B.
        let (id, host) = create(a.addr, "lady-alice", json!({"players": 4})).await;
        let ada = join(a.addr, &id, 0, "Ada").await;
        let bob = join(b.addr, &id, 1, "Bob").await;
        bot(a.addr, &id, 2, &host, "baseline").await;
        bot(b.addr, &id, 3, &host, "baseline").await;
        start(b.addr, &id, &host).await;
        let ada_plays = tokio::spawn(play(id.clone(), 0, ada, nodes.clone(), 0, 1));
        let bob_plays = tokio::spawn(play(id.clone(), 1, bob, nodes.clone(), 1, 2));
        // Mid-game (a few actions in), the kill.
        let wait = Instant::now() + Duration::from_secs(60);
        let ended_early = loop {
            let (_, summary) = get(b.addr, &format!("/api/matches/{id}")).await;
            if summary["status"] == "finished" {
                ada_plays.abort();
                bob_plays.abort();
                break true;
            }
            if summary["version"].as_u64().unwrap_or(0) >= 8 {
                break false;
            }
            if Instant::now() > wait {
                let logs = |node: &Node| node.log.lock().expect("log").join("\n");
                panic!(
                    "the game did not get going: {summary}\nnode A:\n{}\nnode B:\n{}",
                    logs(&a),
                    logs(&b)
                );
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        if !ended_early {
            break (id, ada_plays, bob_plays);
        }
    };
    let driving = format!("drives the bots of {id}");
    let drives = |node: &Node| {
        node.log
            .lock()
            .expect("log")
            .iter()
            .any(|l| l.contains(&driving))
    };
    // Kill the bot driver (A if the log has not said yet).
    let (mut victim, kept) = if drives(&b) && !drives(&a) {
        (b, a)
    } else {
        (a, b)
    };
    let survivor = kept.addr;
    let victim_drove = drives(&victim);
    victim.child.kill().expect("SIGKILL");
    let _ = victim.child.wait();
    let killed_at = get(survivor, &format!("/api/matches/{id}")).await.1["version"].clone();

    let ada = ada_plays.await.expect("Ada played");
    let bob = bob_plays.await.expect("Bob played");
    assert!(
        ada.reconnects + bob.reconnects >= 1,
        "nobody had to reconnect (killed at version {killed_at})"
    );
    let (ada_acked, bob_acked) = (ada.acknowledged, bob.acknowledged);

    // The record on the survivor holds every acknowledged action, in order, each
    // after the version it was sent at.
    let (status, record) = get(survivor, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200, "{record}");
    let actions = record["actions"].as_array().expect("actions");
    assert_record_holds(&record, &[(0, &ada_acked), (1, &bob_acked)]);
    // The bots went on after the kill: they acted after it.
    let killed_at = killed_at.as_u64().unwrap_or(0) as usize;
    assert!(
        actions[killed_at..]
            .iter()
            .any(|a| a["seat"] == 2 || a["seat"] == 3),
        "no bot acted after the kill at {killed_at} of {}",
        actions.len()
    );
    // The survivor drove the bots after the kill (it took them over, unless the
    // victim never had them).
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(drives(&kept), "the survivor never drove the bots");
    eprintln!(
        "killed a node at version {killed_at} (it drove the bots: {victim_drove}); the game ended at {} actions; reconnects: Ada {}, Bob {}",
        actions.len(),
        ada.reconnects,
        bob.reconnects
    );
    drop(kept);
    drop(victim);
    let _ = std::fs::remove_dir_all(&data);
}

/// Waits until the match's version on `addr` reaches `version` (or it is over);
/// returns its summary.
async fn wait_for_version(addr: SocketAddr, id: &str, version: u64) -> Value {
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
        if summary["status"] == "finished" || summary["version"].as_u64().unwrap_or(0) >= version {
            return summary;
        }
        assert!(Instant::now() < deadline, "the game stalled: {summary}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A rolling restart under play: node A stops gracefully (SIGTERM) and comes
/// back on its address, then node B does the same. Every connection a stopping
/// node held is closed with the restart code and reconnects; the bots go on;
/// every acknowledged action is in the record; each node exits successfully.
/// The nodes log JSON (`--log-format json`): every line is an object, and the
/// lines about the match name it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rolling_restart_of_two_nodes_loses_no_acknowledged_action() {
    if pg_harness::skip_unless_available() {
        return;
    }
    let postgres = TestPostgres::start().unwrap_or_else(|err| panic!("{err}"));
    let url = postgres.fresh_database().await.expect("a database");
    let data = std::env::temp_dir().join(format!("sleuth-rolling-{}", std::process::id()));
    let json_logs = ["--log-format", "json"];
    let mut a = node_with(&url, &data.join("a"), "127.0.0.1:0", &json_logs);
    let mut b = node_with(&url, &data.join("b"), "127.0.0.1:0", &json_logs);
    let nodes = vec![a.addr, b.addr];

    // A game the bots end before the first stop (a lucky accusation) means a
    // new table: the restarts must happen under play.
    let mut attempt = 0;
    // (The first stop is made at the version this loop waited for.)
    let (id, ada_plays, bob_plays, first_stop) = loop {
        attempt += 1;
        assert!(
            attempt <= 5,
            "five games in a row ended before the first stop"
        );
        let (id, host) = create(a.addr, "lady-alice", json!({"players": 4})).await;
        let ada = join(a.addr, &id, 0, "Ada").await;
        let bob = join(b.addr, &id, 1, "Bob").await;
        bot(a.addr, &id, 2, &host, "baseline").await;
        bot(b.addr, &id, 3, &host, "baseline").await;
        start(a.addr, &id, &host).await;
        let ada_plays = tokio::spawn(play(id.clone(), 0, ada, nodes.clone(), 0, 3));
        let bob_plays = tokio::spawn(play(id.clone(), 1, bob, nodes.clone(), 1, 4));
        let summary = wait_for_version(nodes[1], &id, 6).await;
        if summary["status"] != "finished" {
            break (id, ada_plays, bob_plays, summary);
        }
        ada_plays.await.expect("Ada played");
        bob_plays.await.expect("Bob played");
    };

    let mut stops = Vec::new();
    let mut first_stop = Some(first_stop);
    for (stopping, index) in [(&mut a, 0), (&mut b, 1)] {
        let summary = match first_stop.take() {
            Some(summary) => summary,
            None => wait_for_version(nodes[1 - index], &id, 6 + 8 * index as u64).await,
        };
        if summary["status"] == "finished" {
            break;
        }
        let stopped_at = summary["version"].as_u64().unwrap_or(0);
        let drained = stopping.terminate(Duration::from_secs(30));
        let lines = stopping.log_lines();
        assert!(
            drained,
            "the node did not exit successfully on SIGTERM:\n{}",
            lines.join("\n")
        );
        assert!(
            lines
                .iter()
                .any(|l| l.contains("stopped accepting connections")),
            "the node did not say it stopped accepting:\n{}",
            lines.join("\n")
        );
        // Back on the same address, as a restarted process behind a load
        // balancer would be.
        let addr = nodes[index].to_string();
        let restarted = node_with(
            &url,
            &data.join(format!("{index}-again")),
            &addr,
            &json_logs,
        );
        let old = std::mem::replace(stopping, restarted);
        stops.push((stopped_at, old.log_lines()));
        drop(old);
    }
    let ada = ada_plays.await.expect("Ada played");
    let bob = bob_plays.await.expect("Bob played");
    let (status, record) = get(a.addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200, "{record}");
    assert_record_holds(&record, &[(0, &ada.acknowledged), (1, &bob.acknowledged)]);
    let actions = record["actions"].as_array().expect("actions");
    if stops.len() == 2 {
        // Each stop closed the socket of the player on that node with the
        // restart code.
        assert!(
            ada.restart_closes >= 1,
            "Ada's node stopped without the restart code"
        );
        assert!(
            bob.restart_closes >= 1,
            "Bob's node stopped without the restart code"
        );
        let last_stop = stops[1].0 as usize;
        assert!(
            actions[last_stop.min(actions.len())..]
                .iter()
                .any(|a| a["seat"] == 2 || a["seat"] == 3),
            "no bot acted after the second restart (at {last_stop} of {})",
            actions.len()
        );
    }
    // JSON logs: one object per line; the lines about this match name it.
    let mut about_the_match = 0;
    for (_, lines) in &stops {
        for line in lines {
            let object: Value = serde_json::from_str(line)
                .unwrap_or_else(|err| panic!("a log line is not JSON ({err}): {line}"));
            let named =
                object["match_id"] == id.as_str() || object["span"]["match_id"] == id.as_str();
            if line.contains(&id) {
                assert!(named, "a line about the match does not name it: {line}");
                about_the_match += 1;
            }
        }
    }
    assert!(about_the_match > 0, "no log line was about the match");
    eprintln!(
        "rolling restart at versions {:?}; the game ended at {} actions; Ada: {} reconnects ({} restart closes), Bob: {} ({})",
        stops.iter().map(|(v, _)| v).collect::<Vec<_>>(),
        actions.len(),
        ada.reconnects,
        ada.restart_closes,
        bob.reconnects,
        bob.restart_closes
    );
    drop(a);
    drop(b);
    let _ = std::fs::remove_dir_all(&data);
}
