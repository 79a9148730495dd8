//! `sleuth loadgen`: a small load generator of our own. It keeps `matches` Lady
//! Alice tables busy on a running server (one scripted human per table, baseline
//! bots in the other seats, `spectators` watchers per table), starting a new
//! match whenever one ends, and measures the latency from sending an action to the
//! acting seat's `update`. Run the server with `--bot-delay-ms 0`.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use sleuth_server::client::{Client, bot, create, join, start};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;

#[derive(Debug, Serialize, Deserialize)]
pub struct LoadReport {
    pub tables: usize,
    pub spectators_per_table: usize,
    pub websocket_connections: usize,
    pub seconds: f64,
    pub matches_finished: u64,
    pub human_actions: u64,
    pub total_actions: u64,
    pub actions_per_sec: f64,
    pub latency_median_ms: f64,
    pub latency_p99_ms: f64,
    pub latency_max_ms: f64,
}

#[derive(Default)]
struct Totals {
    finished: AtomicU64,
    human_actions: AtomicU64,
    total_actions: AtomicU64,
    latencies: Mutex<Vec<Duration>>,
}

/// The scripted human's move from its view: a random legal-looking suspicion as
/// the notebook holder, else pass.
fn scripted_move(view: &Value, rng: &mut SleuthRng) -> Value {
    if view["phase"]["phase"] != "suspicion" {
        return json!({"type": "pass"});
    }
    let covered: Vec<&str> = view["covered"]
        .as_array()
        .map(|c| c.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    loop {
        let names: Vec<&str> = (0..4)
            .map(|c| sleuth_lady_alice_names(c, rng.index(8)))
            .collect();
        let clues =
            json!({"suspect": names[0], "place": names[1], "time": names[2], "object": names[3]});
        if names.iter().all(|n| covered.contains(n)) || view["previous_suspicion"] == clues {
            continue;
        }
        return json!({"type": "suspect", "clues": clues});
    }
}

fn sleuth_lady_alice_names(category: usize, index: usize) -> &'static str {
    sleuth_lady_alice::clue::CLUE_NAMES[category][index]
}

async fn table(
    addr: SocketAddr,
    spectators: usize,
    deadline: Instant,
    seed: u64,
    totals: Arc<Totals>,
) {
    let mut rng = SleuthRng::from_seed(seed);
    while Instant::now() < deadline {
        let (id, host) = create(addr, "lady-alice", json!({"players": 4})).await;
        let token = join(addr, &id, 0, "load").await;
        for seat in 1..4 {
            bot(addr, &id, seat, &host, "baseline").await;
        }
        let mut watchers = Vec::new();
        for _ in 0..spectators {
            let mut watcher = Client::connect(addr, &id).await;
            watcher.hello(None, None).await;
            // Watchers only look for the end in the text, without parsing it:
            // with thousands of them, parsing every view would make the load
            // generator, not the server, the bottleneck it measures.
            watchers.push(tokio::spawn(async move {
                while let Ok(Some(frame)) =
                    tokio::time::timeout(Duration::from_secs(30), watcher.next_frame()).await
                {
                    if let Message::Text(text) = frame
                        && text.as_str().contains(r#""phase":"over""#)
                    {
                        break;
                    }
                }
            }));
        }
        let mut human = Client::connect(addr, &id).await;
        human.hello(Some(&token), None).await;
        start(addr, &id, &host).await;
        let mut pending: Option<(u64, Instant)> = None;
        let mut last_version = 0;
        while let Some(message) = human.next_within(Duration::from_secs(30)).await {
            if !matches!(message["type"].as_str(), Some("sync" | "update")) {
                continue;
            }
            let version = message["version"].as_u64().unwrap_or(0);
            last_version = last_version.max(version);
            if let Some((sent_at_version, sent)) = pending
                && version > sent_at_version
            {
                totals.latencies.lock().await.push(sent.elapsed());
                pending = None;
            }
            if message["view"]["phase"]["phase"] == "over" {
                totals.finished.fetch_add(1, Ordering::Relaxed);
                break;
            }
            let mine = message["to_move"]
                .as_array()
                .is_some_and(|m| m.iter().any(|s| s == 0));
            if mine && pending.is_none() && Instant::now() < deadline {
                human
                    .send(
                        json!({"type": "act", "action": scripted_move(&message["view"], &mut rng)}),
                    )
                    .await;
                totals.human_actions.fetch_add(1, Ordering::Relaxed);
                pending = Some((version, Instant::now()));
            } else if mine && Instant::now() >= deadline {
                break;
            }
        }
        totals
            .total_actions
            .fetch_add(last_version, Ordering::Relaxed);
        human.close().await;
        for watcher in watchers {
            watcher.abort();
        }
    }
}

pub async fn run(addr: SocketAddr, tables: usize, spectators: usize, seconds: u64) -> LoadReport {
    let totals = Arc::new(Totals::default());
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..tables)
        .map(|i| {
            tokio::spawn(table(
                addr,
                spectators,
                deadline,
                i as u64,
                Arc::clone(&totals),
            ))
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let mut latencies = totals.latencies.lock().await.clone();
    latencies.sort();
    let quantile = |q: f64| {
        if latencies.is_empty() {
            0.0
        } else {
            latencies[((latencies.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0
        }
    };
    let total_actions = totals.total_actions.load(Ordering::Relaxed);
    LoadReport {
        tables,
        spectators_per_table: spectators,
        websocket_connections: tables * (1 + spectators),
        seconds: elapsed,
        matches_finished: totals.finished.load(Ordering::Relaxed),
        human_actions: totals.human_actions.load(Ordering::Relaxed),
        total_actions,
        actions_per_sec: total_actions as f64 / elapsed,
        latency_median_ms: quantile(0.5),
        latency_p99_ms: quantile(0.99),
        latency_max_ms: quantile(1.0),
    }
}
