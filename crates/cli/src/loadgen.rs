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
//!
//! With `--paced` (module `paced`), it plays tables as a real site has them
//! instead: people who think, bots at the server's own delay, all five games.

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

#[derive(Debug, Default, Serialize, Deserialize)]
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
    /// The paced mode's own figures (`--paced`); absent from a stress run. In a
    /// paced run the latency fields above are the people's acknowledgements.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paced: Option<paced::PacedFigures>,
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
        paced: None,
    }
}

/// The paced mode (`sleuth loadgen --paced`): tables as a real site has them.
/// People think before each move (a uniform draw from a stated range, seeded),
/// bots keep the server's own delay (run the server without `--bot-delay-ms 0`),
/// spectators come and go, people close their socket and come back with `hello`
/// and `since`, and the tables are shared among the games, rated with a clock
/// where the server allows it. A finished table is replaced at once, so the
/// count of tables in play stays at `tables`. With a server pid, the server's
/// resident memory and CPU time are read from /proc through the run.
pub mod paced {
    use std::net::SocketAddr;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
    use std::time::{Duration, Instant};

    use serde::{Deserialize, Serialize};
    use serde_json::{Value, json};
    use sleuth_core::SleuthRng;
    use sleuth_core::rng::derive_seed;
    use sleuth_server::client::{Client, cookie_pair, get, post, with_cookie};
    use tokio_tungstenite::tungstenite::Message;

    use super::{LoadReport, quantile_ms};

    /// Every game the paced mode can seat, in the default order of shares.
    pub const GAMES: [&str; 5] = [
        "lady-alice",
        "havent-a-cluedo",
        "almost-innocent",
        "watson-holmes",
        "lateral-puzzles",
    ];

    /// The clock of a paced table: a real-time bank of 10 minutes and 10 s a move,
    /// far more than a paced person spends in a run, so nobody times out.
    const CLOCK: (u64, u64) = (600, 10);

    /// Actions a scripted person never picks from the listed legal actions:
    /// leaving ends or opens the seat, and free text to oneself moves nothing.
    const NEVER_PICKED: [&str; 3] = ["leave", "write_notebook", "chat"];

    #[derive(Clone, Debug)]
    pub struct PacedOptions {
        pub tables: usize,
        pub seconds: u64,
        /// A person's think time before each move, uniform over this range (ms).
        pub think_ms: (u64, u64),
        pub games: Vec<String>,
        /// Scripted people per table (the other seats are bots), where the game
        /// has bots; the Lateral Puzzles Game seats people only.
        pub people: usize,
        /// Spectators watching each table at any time.
        pub spectators: usize,
        /// How long a spectator stays (seconds, uniform over half to one and a
        /// half times this) before leaving; another takes its place.
        pub spectator_stay_secs: u64,
        /// Each person closes and reopens the socket after a uniform draw over
        /// half to one and a half times this (seconds); 0 never.
        pub reconnect_secs: u64,
        pub server_pid: Option<u32>,
        pub seed: u64,
    }

    /// What one game's tables did.
    #[derive(Debug, Default, Serialize, Deserialize)]
    pub struct GameFigures {
        pub game: String,
        pub tables_started: u64,
        pub tables_finished: u64,
        pub rated_tables: u64,
        pub clocked_tables: u64,
        pub people_actions_acknowledged: u64,
        pub reconnects: u64,
    }

    /// The paced run's own figures (the shared ones, actions/s and the
    /// acknowledgement quantiles, are in the `LoadReport` around it).
    #[derive(Debug, Default, Serialize, Deserialize)]
    pub struct PacedFigures {
        pub games: Vec<String>,
        pub think_ms_min: u64,
        pub think_ms_max: u64,
        pub people_per_table: usize,
        pub spectator_stay_secs: u64,
        pub reconnect_secs: u64,
        /// Seconds until every table had started its first match.
        pub ramp_seconds: f64,
        /// Tables in play, sampled every 2 s after the ramp: mean and least
        /// (both 0 when the ramp did not end within the run).
        pub concurrent_tables_mean: f64,
        pub concurrent_tables_min: u64,
        /// Tables in play at any sample, ramp included: the most, and the last.
        #[serde(default)]
        pub concurrent_tables_peak: u64,
        #[serde(default)]
        pub concurrent_tables_end: u64,
        /// Open WebSockets of this load generator, sampled likewise.
        pub open_websockets_mean: f64,
        pub open_websockets_peak: u64,
        pub people_actions: u64,
        pub bot_actions: u64,
        pub people_actions_per_sec: f64,
        pub bot_actions_per_sec: f64,
        /// People's actions the server refused (an `error` instead of an update).
        pub refused_actions: u64,
        /// Times a person was waited for and found no move (no listed legal
        /// action and no scripted fallback for the game).
        pub no_move_found: u64,
        pub acknowledgements_measured: u64,
        pub reconnects: u64,
        pub spectator_joins: u64,
        pub spectator_leaves: u64,
        pub connect_failures: u64,
        pub setup_failures: u64,
        pub per_game: Vec<GameFigures>,
        /// The server's resident memory (VmRSS), peak and at the end, in MiB; its
        /// CPU time over the run as a percentage of one core (200 = two cores).
        pub server_rss_peak_mib: f64,
        pub server_rss_end_mib: f64,
        pub server_cpu_percent: f64,
        /// This load generator's own CPU, likewise (it shares the machine).
        pub loadgen_cpu_percent: f64,
        pub resource_samples: u64,
    }

    #[derive(Default)]
    struct GameCounters {
        started: AtomicU64,
        finished: AtomicU64,
        rated: AtomicU64,
        clocked: AtomicU64,
        acknowledged: AtomicU64,
        reconnects: AtomicU64,
    }

    #[derive(Default)]
    struct Counters {
        tables_in_play: AtomicI64,
        open_sockets: AtomicI64,
        people_actions: AtomicU64,
        total_actions: AtomicU64,
        refused: AtomicU64,
        no_move: AtomicU64,
        reconnects: AtomicU64,
        spectator_joins: AtomicU64,
        spectator_leaves: AtomicU64,
        connect_failures: AtomicU64,
        setup_failures: AtomicU64,
        first_matches_started: AtomicU64,
        acks: std::sync::Mutex<Vec<Duration>>,
        games: Vec<GameCounters>,
    }

    /// Parses `2000..8000` (or one number) into a think-time range in ms.
    pub fn parse_range(text: &str) -> Result<(u64, u64), String> {
        let parse = |s: &str| {
            s.trim()
                .parse::<u64>()
                .map_err(|_| format!("{s:?} is not a whole number of milliseconds"))
        };
        let (low, high) = match text.split_once("..") {
            Some((a, b)) => (parse(a)?, parse(b)?),
            None => {
                let n = parse(text)?;
                (n, n)
            }
        };
        if low > high {
            return Err(format!("the range {text:?} runs backwards"));
        }
        Ok((low, high))
    }

    /// Parses a comma-separated list of game ids, each one the paced mode knows.
    pub fn parse_games(text: &str) -> Result<Vec<String>, String> {
        let games: Vec<String> = text
            .split(',')
            .map(|g| g.trim().to_owned())
            .filter(|g| !g.is_empty())
            .collect();
        if games.is_empty() {
            return Err("name at least one game".into());
        }
        for game in &games {
            if !GAMES.contains(&game.as_str()) {
                return Err(format!(
                    "{game:?} is not a game the paced mode seats (one of {})",
                    GAMES.join(", ")
                ));
            }
        }
        Ok(games)
    }

    /// A draw uniform over `low..=high`.
    fn uniform(rng: &mut SleuthRng, (low, high): (u64, u64)) -> u64 {
        low + rng.below(high - low + 1)
    }

    /// Half to one and a half times `mean` seconds, as a duration.
    fn around(rng: &mut SleuthRng, mean_secs: u64) -> Duration {
        Duration::from_millis(uniform(rng, (mean_secs * 500, mean_secs * 1500)))
    }

    /// Seats at a table of `game`: (players, people).
    fn seating(game: &str, people: usize) -> (usize, usize) {
        match game {
            "lateral-puzzles" => (3, 3),
            "watson-holmes" => (3, people.clamp(1, 3)),
            _ => (4, people.clamp(1, 4)),
        }
    }

    /// The server's resident memory (kB) and CPU time (clock ticks) from /proc.
    fn proc_sample(pid: &str) -> Option<(u64, u64)> {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        let rss_kb = status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())?;
        Some((rss_kb, cpu_ticks(pid)?))
    }

    /// utime + stime of /proc/PID/stat (fields 14 and 15, counted after the
    /// command's closing parenthesis, which may itself hold spaces).
    fn cpu_ticks(pid: &str) -> Option<u64> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let utime: u64 = fields.get(11)?.parse().ok()?;
        let stime: u64 = fields.get(12)?.parse().ok()?;
        Some(utime + stime)
    }

    /// Clock ticks per second (`getconf CLK_TCK`; 100 on Linux when unknown).
    fn ticks_per_second() -> f64 {
        std::process::Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(100.0)
    }

    /// A small pool of accounts for rated tables (each person of a table is a
    /// different account; an account sits at many tables at once). Sign-ups are
    /// limited per address, so the pool is as small as a table needs. Returns
    /// their session cookies, or none when the server refuses.
    async fn accounts(addr: SocketAddr, count: usize, seed: u64) -> Vec<String> {
        let mut cookies = Vec::new();
        for i in 0..count {
            let name = format!("load{:x}-{i}", seed & 0xff_ffff);
            let answer = with_cookie(
                addr,
                "POST",
                "/api/accounts",
                None,
                Some(json!({"name": name, "password": "paced-load-password"})),
            )
            .await;
            let answer = if answer.status == 201 {
                answer
            } else {
                with_cookie(
                    addr,
                    "POST",
                    "/api/session",
                    None,
                    Some(json!({"name": name, "password": "paced-load-password"})),
                )
                .await
            };
            match answer.set_cookie {
                Some(cookie) if answer.status / 100 == 2 => cookies.push(cookie_pair(&cookie)),
                _ => return Vec::new(),
            }
        }
        cookies
    }

    /// One seated table, ready to start.
    struct Table {
        id: String,
        /// (seat, token) of each person.
        people: Vec<(u8, String)>,
        rated: bool,
        clocked: bool,
    }

    /// Creates a match of `game` (rated with a clock if the server takes it,
    /// else with a clock, else plain), seats its people (as accounts when rated)
    /// and bots, and starts it.
    async fn set_up(
        addr: SocketAddr,
        game: &str,
        config: &Value,
        people: usize,
        players: usize,
        cookies: &[String],
    ) -> Option<Table> {
        let clock =
            json!({"kind": "real_time", "initial_secs": CLOCK.0, "increment_secs": CLOCK.1});
        let mut tries = Vec::new();
        if cookies.len() >= people {
            tries.push((true, true, json!({"rated": true, "clock": clock})));
        }
        tries.push((false, true, json!({"clock": clock})));
        tries.push((false, false, json!({})));
        let mut created = None;
        for (rated, clocked, options) in tries {
            let (status, body) = post(
                addr,
                "/api/matches",
                None,
                json!({"game": game, "config": config, "options": options}),
            )
            .await;
            if status == 201 {
                created = Some((rated, clocked, body));
                break;
            }
        }
        let (rated, clocked, body) = created?;
        let id = body["match"]["id"].as_str()?.to_owned();
        let host = body["host_token"].as_str()?.to_owned();
        let mut seated = Vec::new();
        for seat in 0..players {
            let path = format!("/api/matches/{id}/seats/{seat}/");
            if seat < people {
                let answer = if rated {
                    with_cookie(
                        addr,
                        "POST",
                        &format!("{path}join"),
                        cookies.get(seat).map(String::as_str),
                        Some(json!({})),
                    )
                    .await
                } else {
                    with_cookie(
                        addr,
                        "POST",
                        &format!("{path}join"),
                        None,
                        Some(json!({"name": format!("person{seat}")})),
                    )
                    .await
                };
                let token = answer.json()["token"].as_str()?.to_owned();
                seated.push((seat as u8, token));
            } else {
                let (status, _) = post(
                    addr,
                    &format!("{path}bot"),
                    Some(&host),
                    json!({"bot": "baseline"}),
                )
                .await;
                if status != 200 {
                    return None;
                }
            }
        }
        let (status, _) = post(
            addr,
            &format!("/api/matches/{id}/start"),
            Some(&host),
            json!({}),
        )
        .await;
        (status == 200).then_some(Table {
            id,
            people: seated,
            rated,
            clocked,
        })
    }

    /// A scripted person's move from what the server sent it: one of the listed
    /// legal actions at random (never leaving or free text to oneself); Lady
    /// Alice's suspicions, too many to list, drawn by `lady_alice_move`.
    pub fn choose_move(game: &str, message: &Value, rng: &mut SleuthRng) -> Option<Value> {
        if let Some(legal) = message["legal_actions"].as_array() {
            let allowed: Vec<&Value> = legal
                .iter()
                .filter(|a| !NEVER_PICKED.contains(&a["type"].as_str().unwrap_or_default()))
                .collect();
            return rng.choose(&allowed).map(|a| (*a).clone());
        }
        (game == "lady-alice")
            .then(|| sleuth_server::client::lady_alice_move(&message["view"], rng))
    }

    fn seat_listed(message: &Value, key: &str, seat: u8) -> bool {
        message[key]
            .as_array()
            .is_some_and(|m| m.iter().any(|s| s == u64::from(seat)))
    }

    fn is_over(message: &Value) -> bool {
        matches!(message["status"].as_str(), Some("finished" | "abandoned"))
            || message["view"]["phase"] == "over"
            || message["view"]["phase"]["phase"] == "over"
    }

    /// Connects and says hello with the seat's token (and `since` on a
    /// reconnection); counts the socket as open.
    async fn connect_person(
        addr: SocketAddr,
        id: &str,
        token: &str,
        since: Option<u64>,
        counters: &Counters,
    ) -> Option<Client> {
        let Some(mut client) = Client::try_connect(addr, id).await else {
            counters.connect_failures.fetch_add(1, Ordering::Relaxed);
            return None;
        };
        counters.open_sockets.fetch_add(1, Ordering::Relaxed);
        client.forget_received();
        if !client
            .try_send(json!({"type": "hello", "token": token, "since": since}))
            .await
        {
            counters.open_sockets.fetch_sub(1, Ordering::Relaxed);
            counters.connect_failures.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        Some(client)
    }

    /// One scripted person at one table until the match ends or the run does.
    /// Returns the last version seen.
    #[allow(clippy::too_many_arguments)]
    async fn person(
        addr: SocketAddr,
        game_index: usize,
        game: String,
        id: String,
        seat: u8,
        token: String,
        options: Arc<PacedOptions>,
        deadline: tokio::time::Instant,
        seed: u64,
        counters: Arc<Counters>,
    ) -> (u64, bool) {
        let mut rng = SleuthRng::from_seed(seed);
        let stats = &counters.games[game_index];
        let mut last_version = 0u64;
        let Some(mut client) = connect_person(addr, &id, &token, None, &counters).await else {
            return (0, false);
        };
        let next_reconnect = |rng: &mut SleuthRng| {
            (options.reconnect_secs > 0)
                .then(|| tokio::time::Instant::now() + around(rng, options.reconnect_secs))
        };
        let mut reconnect_at = next_reconnect(&mut rng);
        // The move decided on, and when its thinking ends.
        let mut planned: Option<tokio::time::Instant> = None;
        let mut latest: Option<Value> = None;
        // The version the last act was sent at, and when.
        let mut pending: Option<(u64, Instant)> = None;
        let mut over = false;
        loop {
            let now = tokio::time::Instant::now();
            if now >= deadline {
                break;
            }
            let mut wake = deadline;
            if let Some(at) = planned {
                wake = wake.min(at);
            }
            if let Some(at) = reconnect_at
                && pending.is_none()
            {
                wake = wake.min(at);
            }
            match tokio::time::timeout_at(wake, client.next_within(Duration::from_secs(3600))).await
            {
                Ok(Some(message)) => match message["type"].as_str() {
                    Some("sync" | "update") => {
                        let version = message["version"].as_u64().unwrap_or(0);
                        last_version = last_version.max(version);
                        if let Some((sent_at, sent)) = pending
                            && version > sent_at
                        {
                            counters
                                .acks
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .push(sent.elapsed());
                            stats.acknowledged.fetch_add(1, Ordering::Relaxed);
                            pending = None;
                        }
                        if is_over(&message) {
                            over = true;
                            break;
                        }
                        let waited = if message["waiting_for"].is_array() {
                            seat_listed(&message, "waiting_for", seat)
                        } else {
                            seat_listed(&message, "to_move", seat)
                        };
                        if waited && message["view"].is_object() {
                            if planned.is_none() && pending.is_none() {
                                planned = Some(
                                    tokio::time::Instant::now()
                                        + Duration::from_millis(uniform(
                                            &mut rng,
                                            options.think_ms,
                                        )),
                                );
                            }
                            latest = Some(message);
                        } else {
                            planned = None;
                            latest = None;
                        }
                    }
                    Some("error") => {
                        if pending.take().is_some() {
                            counters.refused.fetch_add(1, Ordering::Relaxed);
                        }
                        if message["kind"] == "stood_in" {
                            client.try_send(json!({"type": "reclaim"})).await;
                        }
                    }
                    Some("lobby") if is_over(&message["match"]) => {
                        over = true;
                        break;
                    }
                    _ => {}
                },
                Ok(None) => {
                    // The server closed the socket: come back as after a reconnect.
                    counters.open_sockets.fetch_sub(1, Ordering::Relaxed);
                    pending = None;
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    match connect_person(addr, &id, &token, Some(last_version), &counters).await {
                        Some(c) => client = c,
                        None => return (last_version, false),
                    }
                }
                Err(_) => {
                    let now = tokio::time::Instant::now();
                    if now >= deadline {
                        break;
                    }
                    if planned.is_some_and(|at| now >= at) {
                        planned = None;
                        if let Some(message) = latest.take() {
                            match choose_move(&game, &message, &mut rng) {
                                Some(action) => {
                                    let version = message["version"].as_u64().unwrap_or(0);
                                    if client
                                        .try_send(json!({"type": "act", "action": action}))
                                        .await
                                    {
                                        counters.people_actions.fetch_add(1, Ordering::Relaxed);
                                        pending = Some((version, Instant::now()));
                                    }
                                }
                                None => {
                                    counters.no_move.fetch_add(1, Ordering::Relaxed);
                                }
                            }
                        }
                    }
                    if pending.is_none() && reconnect_at.is_some_and(|at| now >= at) {
                        // Close the socket and come back with what was seen.
                        client.close().await;
                        counters.open_sockets.fetch_sub(1, Ordering::Relaxed);
                        counters.reconnects.fetch_add(1, Ordering::Relaxed);
                        stats.reconnects.fetch_add(1, Ordering::Relaxed);
                        planned = None;
                        latest = None;
                        match connect_person(addr, &id, &token, Some(last_version), &counters).await
                        {
                            Some(c) => client = c,
                            None => return (last_version, false),
                        }
                        reconnect_at = next_reconnect(&mut rng);
                    }
                }
            }
        }
        client.close().await;
        counters.open_sockets.fetch_sub(1, Ordering::Relaxed);
        (last_version, over)
    }

    /// One spectator place at a table: a watcher joins, stays a while reading
    /// (without parsing), leaves, and the next one joins, until `until`.
    async fn spectator_place(
        addr: SocketAddr,
        id: String,
        stay_secs: u64,
        until: tokio::time::Instant,
        seed: u64,
        counters: Arc<Counters>,
    ) {
        let mut rng = SleuthRng::from_seed(seed);
        // The first watchers are already mid-stay when the run starts.
        let mut stay = around(&mut rng, stay_secs).mul_f64(rng.below(1001) as f64 / 1000.0);
        while tokio::time::Instant::now() < until {
            let Some(mut watcher) = Client::try_connect(addr, &id).await else {
                counters.connect_failures.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            };
            counters.open_sockets.fetch_add(1, Ordering::Relaxed);
            counters.spectator_joins.fetch_add(1, Ordering::Relaxed);
            let leave_at = (tokio::time::Instant::now() + stay).min(until);
            let mut ended = !watcher
                .try_send(json!({"type": "hello", "token": null}))
                .await;
            while !ended {
                match tokio::time::timeout_at(leave_at, watcher.next_frame()).await {
                    Err(_) => break,
                    Ok(None) => ended = true,
                    Ok(Some(Message::Text(text))) => {
                        let text = text.as_str();
                        if text.contains(r#""status":"finished""#)
                            || text.contains(r#""status":"abandoned""#)
                        {
                            ended = true;
                        }
                    }
                    Ok(Some(_)) => {}
                }
            }
            watcher.close().await;
            counters.open_sockets.fetch_sub(1, Ordering::Relaxed);
            counters.spectator_leaves.fetch_add(1, Ordering::Relaxed);
            if ended {
                return;
            }
            stay = around(&mut rng, stay_secs);
        }
    }

    /// One table place: match after match of its game until the run ends.
    #[allow(clippy::too_many_arguments)]
    async fn table_place(
        addr: SocketAddr,
        place: usize,
        configs: Arc<Vec<Value>>,
        cookies: Arc<Vec<String>>,
        options: Arc<PacedOptions>,
        deadline: tokio::time::Instant,
        counters: Arc<Counters>,
        gate: Arc<tokio::sync::Semaphore>,
    ) {
        let game_index = place % options.games.len();
        let game = options.games[game_index].clone();
        let (players, people) = seating(&game, options.people);
        let stats = &counters.games[game_index];
        let mut round = 0u64;
        let mut first = true;
        while tokio::time::Instant::now() < deadline {
            round += 1;
            let seed = derive_seed(derive_seed(options.seed, place as u64), round);
            // At most a few tables are set up at once (the ramp would otherwise
            // open thousands of HTTP connections together), and a transport
            // failure during setup (the client tools panic on one) costs that
            // table a try, not the run.
            let setup = {
                let _turn = gate.acquire().await;
                let (game, config, cookies) = (
                    game.clone(),
                    configs[game_index].clone(),
                    Arc::clone(&cookies),
                );
                tokio::spawn(async move {
                    set_up(addr, &game, &config, people, players, &cookies).await
                })
                .await
            };
            let Ok(Some(table)) = setup else {
                counters.setup_failures.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            };
            stats.started.fetch_add(1, Ordering::Relaxed);
            stats
                .rated
                .fetch_add(u64::from(table.rated), Ordering::Relaxed);
            stats
                .clocked
                .fetch_add(u64::from(table.clocked), Ordering::Relaxed);
            if first {
                first = false;
                counters
                    .first_matches_started
                    .fetch_add(1, Ordering::Relaxed);
            }
            counters.tables_in_play.fetch_add(1, Ordering::Relaxed);
            let watchers: Vec<_> = (0..options.spectators)
                .map(|i| {
                    tokio::spawn(spectator_place(
                        addr,
                        table.id.clone(),
                        options.spectator_stay_secs,
                        deadline,
                        derive_seed(seed, 100 + i as u64),
                        Arc::clone(&counters),
                    ))
                })
                .collect();
            let people_tasks: Vec<_> = table
                .people
                .iter()
                .map(|(seat, token)| {
                    tokio::spawn(person(
                        addr,
                        game_index,
                        game.clone(),
                        table.id.clone(),
                        *seat,
                        token.clone(),
                        Arc::clone(&options),
                        deadline,
                        derive_seed(seed, u64::from(*seat)),
                        Arc::clone(&counters),
                    ))
                })
                .collect();
            let mut last_version = 0;
            let mut over = false;
            for task in people_tasks {
                if let Ok((version, ended)) = task.await {
                    last_version = last_version.max(version);
                    over |= ended;
                }
            }
            counters.tables_in_play.fetch_sub(1, Ordering::Relaxed);
            counters
                .total_actions
                .fetch_add(last_version, Ordering::Relaxed);
            if over {
                stats.finished.fetch_add(1, Ordering::Relaxed);
            }
            // Watchers leave by themselves at the end of the match.
            let grace = tokio::time::Instant::now() + Duration::from_secs(2);
            for mut watcher in watchers {
                if tokio::time::timeout_at(grace, &mut watcher).await.is_err() {
                    watcher.abort();
                    counters.open_sockets.fetch_sub(1, Ordering::Relaxed);
                }
            }
        }
    }

    pub async fn run(addr: SocketAddr, options: PacedOptions) -> LoadReport {
        let options = Arc::new(options);
        let counters = Arc::new(Counters {
            games: options
                .games
                .iter()
                .map(|_| GameCounters::default())
                .collect(),
            ..Counters::default()
        });
        let (_, games) = get(addr, "/api/games").await;
        let configs: Vec<Value> = options
            .games
            .iter()
            .map(|game| {
                let (players, _) = seating(game, options.people);
                games["games"]
                    .as_array()
                    .and_then(|all| all.iter().find(|g| g["info"]["id"] == game.as_str()))
                    .map(|g| g["default_configs"][players.to_string()].clone())
                    .filter(|c| c.is_object())
                    .unwrap_or_else(|| json!({"players": players}))
            })
            .collect();
        let most_people = options
            .games
            .iter()
            .map(|g| seating(g, options.people).1)
            .max()
            .unwrap_or(1);
        let cookies = Arc::new(accounts(addr, most_people, options.seed).await);
        let configs = Arc::new(configs);
        let pid = options.server_pid.map(|p| p.to_string());
        let own_pid = std::process::id().to_string();
        let ticks = ticks_per_second();
        let started = Instant::now();
        let deadline = tokio::time::Instant::now() + Duration::from_secs(options.seconds);
        let server_start = pid.as_deref().and_then(proc_sample);
        let own_start = cpu_ticks(&own_pid);
        let gate = Arc::new(tokio::sync::Semaphore::new(32));
        let places: Vec<_> = (0..options.tables)
            .map(|place| {
                tokio::spawn(table_place(
                    addr,
                    place,
                    Arc::clone(&configs),
                    Arc::clone(&cookies),
                    Arc::clone(&options),
                    deadline,
                    Arc::clone(&counters),
                    Arc::clone(&gate),
                ))
            })
            .collect();
        // Samples every 2 s: the server's memory, and the tables and sockets in
        // play once every table has started.
        let mut rss_peak_kb = server_start.map_or(0, |s| s.0);
        let mut rss_end_kb = rss_peak_kb;
        let mut samples = 0u64;
        let mut ramp_seconds = None;
        let (
            mut tables_sum,
            mut tables_min,
            mut sockets_sum,
            mut sockets_peak,
            mut in_play_samples,
        ) = (0i64, i64::MAX, 0i64, 0i64, 0u64);
        let (mut tables_end, mut tables_peak) = (0i64, 0i64);
        let mut tick = tokio::time::interval(Duration::from_secs(2));
        loop {
            tick.tick().await;
            if tokio::time::Instant::now() >= deadline {
                break;
            }
            if let Some((rss, _)) = pid.as_deref().and_then(proc_sample) {
                rss_peak_kb = rss_peak_kb.max(rss);
                rss_end_kb = rss;
                samples += 1;
            }
            let sockets = counters.open_sockets.load(Ordering::Relaxed);
            sockets_peak = sockets_peak.max(sockets);
            if ramp_seconds.is_none()
                && counters.first_matches_started.load(Ordering::Relaxed) as usize >= options.tables
            {
                ramp_seconds = Some(started.elapsed().as_secs_f64());
            }
            let tables = counters.tables_in_play.load(Ordering::Relaxed);
            tables_end = tables;
            tables_peak = tables_peak.max(tables);
            if ramp_seconds.is_some() {
                tables_sum += tables;
                tables_min = tables_min.min(tables);
                sockets_sum += sockets;
                in_play_samples += 1;
            }
        }
        // At the deadline, before the tables close their sockets.
        let server_end = pid.as_deref().and_then(proc_sample);
        let own_end = cpu_ticks(&own_pid);
        let measured = started.elapsed().as_secs_f64();
        if let Some((rss, _)) = server_end {
            rss_peak_kb = rss_peak_kb.max(rss);
            rss_end_kb = rss;
            samples += 1;
        }
        for place in places {
            let _ = place.await;
        }
        let cpu_percent = |from: Option<u64>, to: Option<u64>| match (from, to) {
            (Some(a), Some(b)) => (b.saturating_sub(a)) as f64 / ticks / measured * 100.0,
            _ => 0.0,
        };
        let mut acks = counters
            .acks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        acks.sort();
        let total_actions = counters.total_actions.load(Ordering::Relaxed);
        let people_actions = counters.people_actions.load(Ordering::Relaxed);
        let bot_actions = total_actions.saturating_sub(people_actions);
        let per_game: Vec<GameFigures> = options
            .games
            .iter()
            .zip(&counters.games)
            .map(|(game, c)| GameFigures {
                game: game.clone(),
                tables_started: c.started.load(Ordering::Relaxed),
                tables_finished: c.finished.load(Ordering::Relaxed),
                rated_tables: c.rated.load(Ordering::Relaxed),
                clocked_tables: c.clocked.load(Ordering::Relaxed),
                people_actions_acknowledged: c.acknowledged.load(Ordering::Relaxed),
                reconnects: c.reconnects.load(Ordering::Relaxed),
            })
            .collect();
        let samples_f = in_play_samples.max(1) as f64;
        let figures = PacedFigures {
            games: options.games.clone(),
            think_ms_min: options.think_ms.0,
            think_ms_max: options.think_ms.1,
            people_per_table: options.people,
            spectator_stay_secs: options.spectator_stay_secs,
            reconnect_secs: options.reconnect_secs,
            ramp_seconds: ramp_seconds.unwrap_or(measured),
            concurrent_tables_mean: tables_sum as f64 / samples_f,
            concurrent_tables_min: if in_play_samples == 0 {
                0
            } else {
                tables_min.max(0) as u64
            },
            concurrent_tables_peak: tables_peak.max(0) as u64,
            concurrent_tables_end: tables_end.max(0) as u64,
            open_websockets_mean: sockets_sum as f64 / samples_f,
            open_websockets_peak: sockets_peak.max(0) as u64,
            people_actions,
            bot_actions,
            people_actions_per_sec: people_actions as f64 / measured,
            bot_actions_per_sec: bot_actions as f64 / measured,
            refused_actions: counters.refused.load(Ordering::Relaxed),
            no_move_found: counters.no_move.load(Ordering::Relaxed),
            acknowledgements_measured: acks.len() as u64,
            reconnects: counters.reconnects.load(Ordering::Relaxed),
            spectator_joins: counters.spectator_joins.load(Ordering::Relaxed),
            spectator_leaves: counters.spectator_leaves.load(Ordering::Relaxed),
            connect_failures: counters.connect_failures.load(Ordering::Relaxed),
            setup_failures: counters.setup_failures.load(Ordering::Relaxed),
            per_game,
            server_rss_peak_mib: rss_peak_kb as f64 / 1024.0,
            server_rss_end_mib: rss_end_kb as f64 / 1024.0,
            server_cpu_percent: cpu_percent(server_start.map(|s| s.1), server_end.map(|s| s.1)),
            loadgen_cpu_percent: cpu_percent(own_start, own_end),
            resource_samples: samples,
        };
        let people_seats: usize = options
            .games
            .iter()
            .map(|g| seating(g, options.people).1)
            .sum::<usize>()
            / options.games.len().max(1);
        LoadReport {
            tables: options.tables,
            spectators_per_table: options.spectators,
            websocket_connections: options.tables * (people_seats + options.spectators),
            seconds: measured,
            matches_finished: figures.per_game.iter().map(|g| g.tables_finished).sum(),
            human_actions: people_actions,
            total_actions,
            actions_per_sec: total_actions as f64 / measured,
            latency_median_ms: quantile_ms(&acks, 0.5),
            latency_p99_ms: quantile_ms(&acks, 0.99),
            latency_max_ms: quantile_ms(&acks, 1.0),
            paced: Some(figures),
            ..LoadReport::default()
        }
    }

    /// The paced report for people: one figure a line.
    pub fn human(report: &LoadReport) -> String {
        let Some(p) = &report.paced else {
            return String::new();
        };
        let mut out = String::new();
        let mut line = |label: &str, value: String| out.push_str(&format!("{label:<34} {value}\n"));
        line("tables (asked)", report.tables.to_string());
        line(
            "concurrent tables (mean, least, end)",
            format!(
                "{:.0}, {}, {}",
                p.concurrent_tables_mean, p.concurrent_tables_min, p.concurrent_tables_end
            ),
        );
        line(
            "open WebSockets (mean, peak)",
            format!("{:.0}, {}", p.open_websockets_mean, p.open_websockets_peak),
        );
        line(
            "seconds (ramp)",
            format!("{:.1} ({:.1})", report.seconds, p.ramp_seconds),
        );
        line(
            "actions/s (people + bots)",
            format!(
                "{:.1} ({:.1} + {:.1})",
                report.actions_per_sec, p.people_actions_per_sec, p.bot_actions_per_sec
            ),
        );
        line(
            "acknowledgement ms median/p99/max",
            format!(
                "{:.1} / {:.1} / {:.1} ({} measured)",
                report.latency_median_ms,
                report.latency_p99_ms,
                report.latency_max_ms,
                p.acknowledgements_measured
            ),
        );
        line(
            "server RSS MiB (peak, end)",
            format!("{:.0}, {:.0}", p.server_rss_peak_mib, p.server_rss_end_mib),
        );
        line(
            "server CPU % of one core",
            format!("{:.0}", p.server_cpu_percent),
        );
        line(
            "loadgen CPU % of one core",
            format!("{:.0}", p.loadgen_cpu_percent),
        );
        line(
            "reconnects, spectators in/out",
            format!(
                "{}, {}/{}",
                p.reconnects, p.spectator_joins, p.spectator_leaves
            ),
        );
        line(
            "refused, no move, failures",
            format!(
                "{}, {}, {} connect, {} setup",
                p.refused_actions, p.no_move_found, p.connect_failures, p.setup_failures
            ),
        );
        for g in &p.per_game {
            line(
                &format!("  {}", g.game),
                format!(
                    "{} started ({} rated, {} clocked), {} finished, {} acks, {} reconnects",
                    g.tables_started,
                    g.rated_tables,
                    g.clocked_tables,
                    g.tables_finished,
                    g.people_actions_acknowledged,
                    g.reconnects
                ),
            );
        }
        out
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn think_time_ranges_and_game_lists_are_read_or_refused() {
            assert_eq!(parse_range("2000..8000"), Ok((2000, 8000)));
            assert_eq!(parse_range("50"), Ok((50, 50)));
            assert!(parse_range("8000..2000").is_err());
            assert!(parse_range("fast").is_err());
            assert_eq!(parse_games("lady-alice, watson-holmes").unwrap().len(), 2);
            assert!(parse_games("chess").is_err());
            assert!(parse_games(",").is_err());
        }

        #[test]
        fn a_person_picks_a_listed_action_but_never_leaves() {
            let mut rng = SleuthRng::from_seed(3);
            let message =
                json!({"legal_actions": [{"type": "leave"}, {"type": "ask", "text": "x"}]});
            for _ in 0..20 {
                let action = choose_move("lateral-puzzles", &message, &mut rng).unwrap();
                assert_eq!(action["type"], "ask");
            }
            let only_leave = json!({"legal_actions": [{"type": "leave"}]});
            assert_eq!(choose_move("lateral-puzzles", &only_leave, &mut rng), None);
            // Too many to list: no move for a game without a scripted fallback.
            assert_eq!(
                choose_move("watson-holmes", &json!({"legal_actions": null}), &mut rng),
                None
            );
        }

        #[test]
        fn cpu_time_is_read_after_the_command_name() {
            // Our own process: utime + stime are numbers, however it is named.
            assert!(cpu_ticks(&std::process::id().to_string()).is_some());
            assert!(proc_sample(&std::process::id().to_string()).is_some_and(|(rss, _)| rss > 0));
        }
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
