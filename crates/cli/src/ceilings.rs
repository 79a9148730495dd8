//! `sleuth bench-ceilings`: the ceilings our server's load figures are read against,
//! measured on the same machine in the same run as `sleuth loadgen`:
//!
//! - a minimal WebSocket echo with the same fan-out: per table one actor and
//!   `spectators` watchers on one group; the actor sends a small message, the echo
//!   server broadcasts a reply of `message_bytes` to the whole group, and the actor
//!   sends again as soon as its own copy arrives (as loadgen's scripted human
//!   waits for its update). Round trips per second and the actor's latency;
//! - SQLite's raw commit rate on this disk, with the store's settings (WAL,
//!   `synchronous=FULL`): fsync'd commits per second with one insert each, and
//!   inserts per second at 100 per commit.
//!
//! `--compare FILE` reads a loadgen report and prints our figures as ratios of the
//! ceilings in a fixed format (scripts/bench-server.sh).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use axum::extract::ws::{Message as AxumMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use tokio::sync::{Mutex, broadcast};
use tokio_tungstenite::tungstenite::Message;

#[derive(Debug, Serialize, Deserialize)]
pub struct EchoReport {
    pub tables: usize,
    pub spectators_per_table: usize,
    pub websocket_connections: usize,
    pub message_bytes: usize,
    pub seconds: f64,
    pub round_trips: u64,
    pub round_trips_per_sec: f64,
    pub latency_median_ms: f64,
    pub latency_p99_ms: f64,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct SqliteReport {
    pub commits_per_sec_one_insert: f64,
    pub inserts_per_sec_100_per_commit: f64,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct CeilingReport {
    pub echo: EchoReport,
    pub sqlite: SqliteReport,
}

type Groups = Arc<Mutex<HashMap<usize, broadcast::Sender<Arc<str>>>>>;

async fn echo_socket(socket: WebSocket, group: broadcast::Sender<Arc<str>>, bytes: usize) {
    let (mut sink, mut stream) = socket.split();
    let mut copies = group.subscribe();
    let forward = tokio::spawn(async move {
        while let Ok(text) = copies.recv().await {
            if sink
                .send(AxumMessage::Text(text.as_ref().into()))
                .await
                .is_err()
            {
                break;
            }
        }
    });
    while let Some(Ok(message)) = stream.next().await {
        if let AxumMessage::Text(text) = message {
            // The reply: the actor's counter and padding to the message size, built
            // once and shared by the group (as a server that builds once would).
            let mut reply = String::with_capacity(bytes);
            reply.push_str(text.as_str());
            reply.push(' ');
            while reply.len() < bytes {
                reply.push('x');
            }
            let _ = group.send(Arc::from(reply));
        }
    }
    forward.abort();
}

async fn echo_server(bytes: usize) -> Result<SocketAddr> {
    let groups: Groups = Arc::new(Mutex::new(HashMap::new()));
    let app = axum::Router::new()
        .route(
            "/ws/{table}",
            get(
                move |Path(table): Path<usize>,
                      State(groups): State<Groups>,
                      upgrade: WebSocketUpgrade| async move {
                    let group = groups
                        .lock()
                        .await
                        .entry(table)
                        .or_insert_with(|| broadcast::channel(1024).0)
                        .clone();
                    upgrade
                        .read_buffer_size(sleuth_server::ws::READ_BUFFER_BYTES)
                        .write_buffer_size(0)
                        .on_upgrade(move |socket| echo_socket(socket, group, bytes))
                },
            ),
        )
        .with_state(groups);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(addr)
}

async fn echo_table(
    addr: SocketAddr,
    table: usize,
    spectators: usize,
    deadline: Instant,
    watchers_runtime: tokio::runtime::Handle,
) -> Vec<Duration> {
    let url = format!("ws://{addr}/ws/{table}");
    let mut watchers = Vec::new();
    for _ in 0..spectators {
        // Connected from the watchers' runtime, so that their sockets are driven there.
        let watch_url = url.clone();
        let Ok(Some(mut socket)) = watchers_runtime
            .spawn(async move { sleuth_server::client::open_socket(watch_url).await })
            .await
        else {
            continue;
        };
        watchers.push(
            watchers_runtime.spawn(async move { while let Some(Ok(_)) = socket.next().await {} }),
        );
    }
    let mut latencies = Vec::new();
    if let Some(mut actor) = sleuth_server::client::open_socket(url).await {
        let mut counter: u64 = 0;
        'acting: while Instant::now() < deadline {
            counter += 1;
            let tag = format!("{table}:{counter}");
            let sent = Instant::now();
            if actor.send(Message::Text(tag.clone().into())).await.is_err() {
                break;
            }
            loop {
                match tokio::time::timeout(Duration::from_secs(10), actor.next()).await {
                    Ok(Some(Ok(Message::Text(text)))) => {
                        if text.as_str().split(' ').next() == Some(tag.as_str()) {
                            latencies.push(sent.elapsed());
                            break;
                        }
                    }
                    Ok(Some(Ok(_))) => {}
                    _ => break 'acting,
                }
            }
        }
        let _ = actor.close(None).await;
    }
    for watcher in watchers {
        watcher.abort();
    }
    latencies
}

fn quantile(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0
}

pub async fn echo(
    tables: usize,
    spectators: usize,
    seconds: u64,
    message_bytes: usize,
) -> Result<EchoReport> {
    let addr = echo_server(message_bytes).await?;
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    // Each table's actor on the acting clients' own thread, as in `sleuth
    // loadgen`; its watchers on this runtime, beside the echo server.
    let actors = crate::loadgen::actors_runtime();
    let watchers = tokio::runtime::Handle::current();
    let tasks: Vec<_> = (0..tables)
        .map(|t| actors.spawn(echo_table(addr, t, spectators, deadline, watchers.clone())))
        .collect();
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await.unwrap_or_default());
    }
    actors.shutdown_background();
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort();
    Ok(EchoReport {
        tables,
        spectators_per_table: spectators,
        websocket_connections: tables * (1 + spectators),
        message_bytes,
        seconds: elapsed,
        round_trips: latencies.len() as u64,
        round_trips_per_sec: latencies.len() as f64 / elapsed,
        latency_median_ms: quantile(&latencies, 0.5),
        latency_p99_ms: quantile(&latencies, 0.99),
    })
}

/// SQLite with the store's durability settings, in a scratch file.
pub fn sqlite(seconds_each: f64) -> Result<SqliteReport> {
    let dir = std::env::temp_dir().join(format!("sleuth-ceiling-{}", std::process::id()));
    std::fs::create_dir_all(&dir).context("scratch directory")?;
    let path = dir.join("ceiling.sqlite");
    let _ = std::fs::remove_file(&path);
    let mut conn = rusqlite::Connection::open(&path).context("open SQLite")?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.execute(
        "CREATE TABLE actions (id INTEGER PRIMARY KEY, body TEXT NOT NULL)",
        [],
    )?;
    let body = "{\"type\":\"pass\"}";
    let run = |conn: &mut rusqlite::Connection, per_commit: usize| -> Result<f64> {
        let started = Instant::now();
        let mut inserts = 0usize;
        while started.elapsed().as_secs_f64() < seconds_each {
            let tx = conn.transaction()?;
            {
                let mut insert = tx.prepare_cached("INSERT INTO actions (body) VALUES (?1)")?;
                for _ in 0..per_commit {
                    insert.execute([body])?;
                }
            }
            tx.commit()?;
            inserts += per_commit;
        }
        Ok(inserts as f64 / started.elapsed().as_secs_f64())
    };
    let one = run(&mut conn, 1)?;
    let hundred = run(&mut conn, 100)?;
    drop(conn);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(SqliteReport {
        commits_per_sec_one_insert: one,
        inserts_per_sec_100_per_commit: hundred,
    })
}

/// The fixed comparison printed by scripts/bench-server.sh: our loadgen figures
/// beside the ceilings, as ratios.
pub fn compare(ours: &crate::loadgen::LoadReport, ceilings: &CeilingReport) -> String {
    let echo = &ceilings.echo;
    let ratio = |a: f64, b: f64| if b > 0.0 { a / b } else { 0.0 };
    let mut out = String::new();
    out.push_str(&format!(
        "sleuth server benchmark: {} tables, {} spectators each, {} WebSocket connections, {:.0} s\n",
        ours.tables, ours.spectators_per_table, ours.websocket_connections, ours.seconds
    ));
    out.push_str(&format!(
        "{:<28} {:>12} {:>12} {:>8}\n",
        "figure", "ours", "ceiling", "ratio"
    ));
    // (figure, ours, ceiling, decimals of the two figures, decimals of the ratio)
    let rows = [
        (
            "actions/s (echo trips/s)",
            ours.actions_per_sec,
            echo.round_trips_per_sec,
            0,
            3,
        ),
        (
            "latency median ms",
            ours.latency_median_ms,
            echo.latency_median_ms,
            2,
            1,
        ),
        (
            "latency p99 ms",
            ours.latency_p99_ms,
            echo.latency_p99_ms,
            2,
            1,
        ),
        (
            "actions/s (SQLite commits/s)",
            ours.actions_per_sec,
            ceilings.sqlite.commits_per_sec_one_insert,
            0,
            3,
        ),
        (
            "actions/s (SQLite batched)",
            ours.actions_per_sec,
            ceilings.sqlite.inserts_per_sec_100_per_commit,
            0,
            3,
        ),
    ];
    for (figure, ours, ceiling, places, ratio_places) in rows {
        let ratio = ratio(ours, ceiling);
        out.push_str(&format!(
            "{figure:<28} {ours:>12.places$} {ceiling:>12.places$} {ratio:>8.ratio_places$}\n"
        ));
    }
    out
}
