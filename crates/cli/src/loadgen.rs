//! `sleuth loadgen`: a small load generator of our own. It keeps `matches` Lady
//! Alice tables busy on a running server (one scripted human per table, baseline
//! bots in the other seats, `spectators` watchers per table), starting a new
//! match whenever one ends, and measures the latency from sending an action to the
//! acting seat's `update`, and to each spectator's `update` of that version.
//! The acting clients run on a thread of their own, apart from the watchers.
//! With `hold`, it also opens that many more WebSockets (spectators of open
//! matches, 1,000 per match) that stay connected, answering pings, for the whole
//! run; at the end each must still answer a `ping` with its `pong`. Run the
//! server with `--bot-delay-ms 0`.
//!
//! With `watch_addr` (another node on the same PostgreSQL), the spectators watch
//! there while the players act on `addr`: each update then crosses nodes, and
//! the report adds the cross-node delay, from the acting seat's `update` on its
//! node (the change is committed) to a spectator's `update` of that version on
//! the other node.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::json;
use sleuth_core::SleuthRng;
use sleuth_server::client::{Client, bot, create, join, lady_alice_move, start};
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
    /// From the scripted human's action to a spectator's `update` carrying its
    /// version, over every (action, spectator) pair seen.
    #[serde(default)]
    pub spectator_updates_measured: u64,
    #[serde(default)]
    pub spectator_latency_median_ms: f64,
    #[serde(default)]
    pub spectator_latency_p99_ms: f64,
    #[serde(default)]
    pub spectator_latency_max_ms: f64,
    /// Extra idle WebSockets held through the run, and how many still answered a
    /// ping at the end.
    #[serde(default)]
    pub held_sockets: usize,
    #[serde(default)]
    pub held_sockets_alive: usize,
    /// Where the spectators watched, when not where the players act (another
    /// node): the spectator latencies above then cross nodes.
    #[serde(default)]
    pub watch_addr: Option<String>,
    /// From the acting seat's `update` on its node to a spectator's `update` of
    /// that version on the watching node, over every (action, spectator) pair
    /// seen (0 when a spectator was first). Only with `watch_addr`.
    #[serde(default)]
    pub cross_node_updates_measured: u64,
    #[serde(default)]
    pub cross_node_delay_median_ms: f64,
    #[serde(default)]
    pub cross_node_delay_p99_ms: f64,
    #[serde(default)]
    pub cross_node_delay_max_ms: f64,
}

#[derive(Default)]
struct Totals {
    finished: AtomicU64,
    human_actions: AtomicU64,
    total_actions: AtomicU64,
    latencies: Mutex<Vec<Duration>>,
    spectator_latencies: std::sync::Mutex<Vec<Duration>>,
    cross_node_delays: std::sync::Mutex<Vec<Duration>>,
}

/// The version of an `update` frame, read from its text without parsing the rest
/// (`{"type":"update","version":14,...`).
fn update_version(text: &str) -> Option<u64> {
    if !text.starts_with(r#"{"type":"update""#) {
        return None;
    }
    let start = text.find(r#""version":"#)? + r#""version":"#.len();
    let digits: &str = &text[start..];
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    digits[..end].parse().ok()
}

/// The scripted human's last action: the version it will make and when it was sent.
type LastAction = Arc<std::sync::Mutex<Option<(u64, Instant)>>>;

/// When each version was seen: (version, instant), in the order seen.
type Seen = Arc<std::sync::Mutex<Vec<(u64, Instant)>>>;

/// The delay of each spectator sighting after the acting seat's own sighting of
/// the same version (zero when the spectator saw it first).
fn delays_after(acted: &[(u64, Instant)], watched: &[(u64, Instant)]) -> Vec<Duration> {
    let acted: std::collections::HashMap<u64, Instant> = acted.iter().copied().collect();
    watched
        .iter()
        .filter_map(|(version, seen)| {
            let acted = acted.get(version)?;
            Some(seen.saturating_duration_since(*acted))
        })
        .collect()
}

/// The `q` quantile of sorted durations, in ms (0 for none).
fn quantile_ms(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        0.0
    } else {
        sorted[((sorted.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0
    }
}

async fn table(
    addr: SocketAddr,
    watch_addr: SocketAddr,
    spectators: usize,
    deadline: Instant,
    seed: u64,
    totals: Arc<Totals>,
    watchers_runtime: tokio::runtime::Handle,
) {
    let mut rng = SleuthRng::from_seed(seed);
    while Instant::now() < deadline {
        let (id, host) = create(addr, "lady-alice", json!({"players": 4})).await;
        let token = join(addr, &id, 0, "load").await;
        for seat in 1..4 {
            bot(addr, &id, seat, &host, "baseline").await;
        }
        let last_action: LastAction = Arc::default();
        let acted: Seen = Arc::default();
        let watched: Seen = Arc::default();
        let mut watchers = Vec::new();
        for _ in 0..spectators {
            // Connected from the watchers' runtime, so that their sockets are
            // driven there too.
            let watch_id = id.clone();
            let Ok(mut watcher) = watchers_runtime
                .spawn(async move {
                    let mut watcher = Client::connect(watch_addr, &watch_id).await;
                    watcher.hello(None, None).await;
                    watcher
                })
                .await
            else {
                continue;
            };
            let last_action = Arc::clone(&last_action);
            let watched = Arc::clone(&watched);
            let totals = Arc::clone(&totals);
            // Watchers only read the version and look for the end in the text,
            // without parsing it: with thousands of them, parsing every view would
            // make the load generator, not the server, the bottleneck it measures.
            watchers.push(watchers_runtime.spawn(async move {
                let mut measured_up_to = 0u64;
                while let Ok(Some(frame)) =
                    tokio::time::timeout(Duration::from_secs(30), watcher.next_frame()).await
                {
                    let Message::Text(text) = frame else { continue };
                    if let Some(version) = update_version(text.as_str()) {
                        let target = *last_action.lock().unwrap_or_else(|p| p.into_inner());
                        if let Some((wanted, sent)) = target
                            && version >= wanted
                            && wanted > measured_up_to
                        {
                            measured_up_to = wanted;
                            let elapsed = sent.elapsed();
                            watched
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .push((wanted, Instant::now()));
                            totals
                                .spectator_latencies
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .push(elapsed);
                        }
                    }
                    if text.as_str().contains(r#""phase":"over""#) {
                        break;
                    }
                }
            }));
        }
        let mut human = Client::connect(addr, &id).await;
        human.forget_received();
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
                acted
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push((sent_at_version + 1, Instant::now()));
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
                        json!({"type": "act", "action": lady_alice_move(&message["view"], &mut rng)}),
                    )
                    .await;
                totals.human_actions.fetch_add(1, Ordering::Relaxed);
                let now = Instant::now();
                pending = Some((version, now));
                *last_action.lock().unwrap_or_else(|p| p.into_inner()) = Some((version + 1, now));
            } else if mine && Instant::now() >= deadline {
                break;
            }
        }
        totals
            .total_actions
            .fetch_add(last_version, Ordering::Relaxed);
        human.close().await;
        // Watchers end at the game's end; a moment for the last update to arrive.
        let grace = tokio::time::Instant::now() + Duration::from_secs(2);
        for mut watcher in watchers {
            if tokio::time::timeout_at(grace, &mut watcher).await.is_err() {
                watcher.abort();
            }
        }
        if watch_addr != addr {
            let acted = acted.lock().unwrap_or_else(|p| p.into_inner());
            let watched = watched.lock().unwrap_or_else(|p| p.into_inner());
            totals
                .cross_node_delays
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .extend(delays_after(&acted, &watched));
        }
    }
}

/// A runtime with one worker thread for the acting clients (the load generator's
/// and the echo ceiling's alike), apart from the watchers.
pub fn actors_runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("loadgen-actors")
        .enable_all()
        .build()
        .expect("a runtime for the acting clients")
}

/// Opens `count` WebSockets watching open matches (1,000 per match), keeps them
/// reading (so they answer the server's pings) until `deadline`, then sends each a
/// `ping`; returns how many answered with a `pong` within 10 s.
async fn hold(addr: SocketAddr, count: usize, deadline: Instant) -> usize {
    let mut tasks = Vec::with_capacity(count);
    let mut id = String::new();
    for i in 0..count {
        if i % 1000 == 0 {
            id = create(addr, "lady-alice", json!({"players": 4})).await.0;
        }
        let Some(mut client) = Client::try_connect(addr, &id).await else {
            continue;
        };
        if !client
            .try_send(json!({"type": "hello", "token": null}))
            .await
        {
            continue;
        }
        tasks.push(tokio::spawn(async move {
            let until = tokio::time::Instant::from_std(deadline);
            loop {
                match tokio::time::timeout_at(until, client.next_frame()).await {
                    Err(_) => break,
                    Ok(Some(_)) => {}
                    Ok(None) => return false,
                }
            }
            if !client.try_send(json!({"type": "ping"})).await {
                return false;
            }
            let answered = tokio::time::timeout(Duration::from_secs(10), async {
                while let Some(frame) = client.next_frame().await {
                    if let Message::Text(text) = frame
                        && text.as_str().contains(r#""pong""#)
                    {
                        return true;
                    }
                }
                false
            })
            .await;
            matches!(answered, Ok(true))
        }));
    }
    let mut alive = 0;
    for task in tasks {
        if matches!(task.await, Ok(true)) {
            alive += 1;
        }
    }
    alive
}

pub async fn run(
    addr: SocketAddr,
    watch_addr: Option<SocketAddr>,
    tables: usize,
    spectators: usize,
    seconds: u64,
    held: usize,
) -> LoadReport {
    let totals = Arc::new(Totals::default());
    let holding_until = Instant::now() + Duration::from_secs(seconds);
    let holder = tokio::spawn(hold(addr, held, holding_until));
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let watchers_runtime = tokio::runtime::Handle::current();
    // The acting clients have a thread of their own: on a real site they are
    // other machines than the watchers, and here a frame for an actor would
    // otherwise wait behind thousands of watcher tasks of this process, which
    // the latency would count as the server's.
    let actors = actors_runtime();
    let tasks: Vec<_> = (0..tables)
        .map(|i| {
            actors.spawn(table(
                addr,
                watch_addr.unwrap_or(addr),
                spectators,
                deadline,
                i as u64,
                Arc::clone(&totals),
                watchers_runtime.clone(),
            ))
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
    actors.shutdown_background();
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
    let mut spectator_latencies = totals
        .spectator_latencies
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone();
    spectator_latencies.sort();
    let spectator_quantile = |q: f64| {
        if spectator_latencies.is_empty() {
            0.0
        } else {
            spectator_latencies[((spectator_latencies.len() - 1) as f64 * q).round() as usize]
                .as_secs_f64()
                * 1000.0
        }
    };
    let held_sockets_alive = holder.await.unwrap_or(0);
    let mut cross_node = totals
        .cross_node_delays
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone();
    cross_node.sort();
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
        spectator_updates_measured: spectator_latencies.len() as u64,
        spectator_latency_median_ms: spectator_quantile(0.5),
        spectator_latency_p99_ms: spectator_quantile(0.99),
        spectator_latency_max_ms: spectator_quantile(1.0),
        held_sockets: held,
        held_sockets_alive,
        watch_addr: watch_addr.map(|a| a.to_string()),
        cross_node_updates_measured: cross_node.len() as u64,
        cross_node_delay_median_ms: quantile_ms(&cross_node, 0.5),
        cross_node_delay_p99_ms: quantile_ms(&cross_node, 0.99),
        cross_node_delay_max_ms: quantile_ms(&cross_node, 1.0),
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{delays_after, quantile_ms, update_version};

    #[test]
    fn the_cross_node_delay_counts_from_the_acting_seats_own_update() {
        let t = Instant::now();
        let ms = Duration::from_millis;
        let acted = [(3, t), (5, t + ms(100))];
        // Version 3 seen 40 ms after the actor, version 5 before it (counted as
        // no delay), version 9 never acknowledged (left out).
        let watched = [(3, t + ms(40)), (5, t + ms(90)), (9, t + ms(500))];
        let mut delays = delays_after(&acted, &watched);
        delays.sort();
        assert_eq!(delays, vec![ms(0), ms(40)]);
        assert_eq!(quantile_ms(&delays, 1.0), 40.0);
        assert_eq!(quantile_ms(&[], 0.5), 0.0);
    }

    #[test]
    fn reads_the_version_of_an_update_without_parsing_it() {
        assert_eq!(
            update_version(r#"{"type":"update","version":14,"events":[]}"#),
            Some(14)
        );
        assert_eq!(update_version(r#"{"type":"sync","version":14}"#), None);
        assert_eq!(update_version(r#"{"type":"update","events":[]}"#), None);
    }
}
