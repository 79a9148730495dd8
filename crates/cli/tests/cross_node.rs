//! Two `sleuth serve` nodes on one PostgreSQL, following each other: a few
//! busy Lady Alice tables played on node B (one scripted player and three
//! baseline bots each, at the node's default bot delay), watched from node A.
//! A's spectators must see every version B commits, in order, with the same
//! events as a spectator on B, and must not be left seconds behind at the end.
//!
//! Needs PostgreSQL's binaries (scripts/test.sh installs Debian's package); skipped
//! when they are missing unless `SLEUTH_POSTGRES_TESTS=1`.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use sleuth_server::client::{Client, bot, create, join, play_lady_alice_until_over, start};
use sleuth_server::pg_harness::{self, TestPostgres};

mod support;
use support::nodes::node;

const TABLES: usize = 4;
const WATCHERS_ON_A: usize = 2;

/// What one spectator saw: each state message's (version, when), and every
/// event as (version, body), in the order received.
#[derive(Debug, Default)]
struct Watched {
    versions: Vec<(u64, Instant)>,
    events: Vec<(u64, Value)>,
}

/// Watches match `id` on `addr` as a spectator until the game is over (or a
/// minute passes without a message).
async fn watch(addr: SocketAddr, id: String) -> Watched {
    let mut client = Client::connect(addr, &id).await;
    client.forget_received();
    client.hello(None, None).await;
    let mut watched = Watched::default();
    while let Some(message) = client.next_within(Duration::from_secs(60)).await {
        if !matches!(message["type"].as_str(), Some("sync" | "update")) {
            continue;
        }
        let version = message["version"].as_u64().expect("a version");
        watched.versions.push((version, Instant::now()));
        for event in message["events"].as_array().into_iter().flatten() {
            let at = event["version"].as_u64().expect("an event's version");
            watched.events.push((at, event["body"].clone()));
        }
        if message["view"]["phase"]["phase"] == "over" {
            break;
        }
    }
    watched
}

/// One table on B: the match, its spectators (on A, and one on B), and the
/// scripted player's last message with when it arrived.
async fn table(a: SocketAddr, b: SocketAddr, seed: u64) -> (Vec<Watched>, Watched, u64, Instant) {
    let (id, host) = create(b, "lady-alice", json!({"players": 4})).await;
    let token = join(b, &id, 0, "Player").await;
    for seat in 1..4 {
        bot(b, &id, seat, &host, "baseline").await;
    }
    // The spectators are in place before the start: they must see it all.
    let on_a: Vec<_> = (0..WATCHERS_ON_A)
        .map(|_| tokio::spawn(watch(a, id.clone())))
        .collect();
    let on_b = tokio::spawn(watch(b, id.clone()));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut player = Client::connect(b, &id).await;
    player.forget_received();
    player.hello(Some(&token), None).await;
    start(b, &id, &host).await;
    let mut rng = SleuthRng::from_seed(seed);
    let last = play_lady_alice_until_over(&mut player, 0, &mut rng).await;
    let ended = Instant::now();
    let final_version = last["version"].as_u64().expect("a version");
    let mut watched_on_a = Vec::new();
    for watcher in on_a {
        watched_on_a.push(watcher.await.expect("a spectator on A"));
    }
    let watched_on_b = on_b.await.expect("the spectator on B");
    (watched_on_a, watched_on_b, final_version, ended)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_on_one_node_see_every_version_committed_on_the_other_in_order() {
    if pg_harness::skip_unless_available() {
        return;
    }
    let postgres = TestPostgres::start().unwrap_or_else(|err| panic!("{err}"));
    let url = postgres.fresh_database().await.expect("a database");
    let data = std::env::temp_dir().join(format!("sleuth-cross-node-{}", std::process::id()));
    let node_a = node(&url, &data.join("a"));
    let node_b = node(&url, &data.join("b"));
    let (a, b) = (node_a.addr, node_b.addr);

    let tables: Vec<_> = (0..TABLES)
        .map(|i| tokio::spawn(table(a, b, 40 + i as u64)))
        .collect();
    let mut longest = 0;
    for (i, table) in tables.into_iter().enumerate() {
        let (on_a, on_b, final_version, ended) = table.await.expect("a table");
        // A bot's suspicion or accusation can end a table in a few actions (a
        // few games in a hundred); the longest of them must be a real game.
        longest = longest.max(final_version);
        // The spectator on B (where the match is played) is the reference.
        assert_eq!(on_b.versions.last().map(|v| v.0), Some(final_version));
        for (k, watched) in on_a.iter().enumerate() {
            let versions: Vec<u64> = watched.versions.iter().map(|v| v.0).collect();
            // Never back, and no action's version twice (version 0 comes twice:
            // the lobby's state, then the start).
            assert!(
                versions.windows(2).all(|w| w[0] < w[1] || w[1] == 0),
                "table {i}, spectator {k} on A: versions out of order or repeated: {versions:?}"
            );
            assert_eq!(
                versions.last().copied(),
                Some(final_version),
                "table {i}, spectator {k} on A did not reach B's last version: {versions:?}"
            );
            // Every event B's spectator saw, once and in order: no version lost.
            assert_eq!(
                watched.events, on_b.events,
                "table {i}, spectator {k}: A's events differ from B's"
            );
            // Loosely (not a timing target): the end reached A soon after B.
            let (_, seen) = *watched.versions.last().expect("a version");
            let behind = seen.saturating_duration_since(ended);
            assert!(
                behind < Duration::from_secs(5),
                "table {i}, spectator {k}: A was {behind:?} behind B at the end"
            );
        }
    }
    assert!(
        longest > 10,
        "no table was a real game: {longest} actions at most"
    );
    // The nodes said nothing alarming while following each other.
    for (name, n) in [("A", &node_a), ("B", &node_b)] {
        let log = n.log.lock().expect("log");
        let failures: Vec<&String> = log
            .iter()
            .filter(|l| l.contains("cannot follow the changes"))
            .collect();
        assert!(failures.is_empty(), "node {name}: {failures:?}");
    }
    drop((node_a, node_b));
    let _ = std::fs::remove_dir_all(&data);
}
