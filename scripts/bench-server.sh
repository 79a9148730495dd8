#!/usr/bin/env bash
# The server's load benchmark. Builds the release binary, starts
# `sleuth serve` on a scratch SQLite file with bots acting at once, runs
# `sleuth loadgen` beside it (busy 4-player Lady Alice tables: one scripted human,
# three baseline bots and SPECTATORS watchers each), then, in the same run and on
# the same machine, the ceilings: a minimal WebSocket echo with the same fan-out
# and SQLite's raw commit rate (`sleuth bench-ceilings`). Prints our figures as
# ratios of the ceilings, in a fixed format:
#
#   sleuth server benchmark: T tables, S spectators each, C WebSocket connections, N s
#   figure                               ours      ceiling    ratio
#   actions/s (echo trips/s)             ...
#   latency median ms                    ...
#   latency p99 ms                       ...
#   actions/s (SQLite commits/s)         ...
#   actions/s (SQLite batched)           ...
#
# Usage: scripts/bench-server.sh [TABLES] [SPECTATORS] [SECONDS]   (defaults 100 3 20)
# loadgen's JSON report and the server's log are kept in target/bench-server/.
# SLEUTH_BIN=path uses that binary instead of building one (to compare builds);
# SLEUTH_SERVER_BIN=path serves with that binary while SLEUTH_BIN's load generator
# and ceilings measure (an older server under today's load generator);
# SLEUTH_BENCH_TMP=dir puts the scratch SQLite file there (e.g. /dev/shm, to see
# what the disk's fsync costs; such figures are not durable ones);
# SLEUTH_DATABASE=postgres://... stores in PostgreSQL instead of a scratch SQLite
# file (the ceilings stay SQLite's).
# SLEUTH_NODES=2 (with SLEUTH_DATABASE) starts two servers on that database, each
# carrying half the TABLES, and has each half watched on the other node
# (`loadgen --watch-addr`): it prints, for each direction, the cross-node delay
# (from the acting seat's update on its node to a spectator's update of that
# version on the other) and each half's own figures, instead of the ceilings.
# Both JSON reports and both logs are kept in target/bench-server/.
# SLEUTH_PACED=TABLES runs paced tables instead (`loadgen --paced`: people think
# SLEUTH_THINK_MS, default 2000..8000 ms, per move; bots keep the server's
# default delay, so the server starts without --bot-delay-ms 0; all five games;
# rated with clocks where the server allows; spectators come and go; people
# reconnect). SPECTATORS and SECONDS default to 2 and 60 then. It prints the
# fixed table above against the same run's ceilings, then the paced figures as
# ratios of the site's targets (10,000 tables, 40,000 WebSockets, p99 100 ms,
# 2 GiB). The report is target/bench-server/paced.json.
set -euo pipefail
cd "$(dirname "$0")/.."

TABLES="${1:-100}"
SPECTATORS="${2:-3}"
DURATION="${3:-20}"
PACED="${SLEUTH_PACED:-}"
BOT_DELAY_ARGS=(--bot-delay-ms 0)
if [ -n "$PACED" ]; then
    TABLES="$PACED"
    SPECTATORS="${2:-2}"
    DURATION="${3:-60}"
    BOT_DELAY_ARGS=()
    # Every socket is a file descriptor on both sides: as many as allowed.
    ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
fi
OUT=target/bench-server
mkdir -p "$OUT"

source scripts/lib/serve.sh
choose_sleuth_binary
STORE_ARGS=()
if [ -n "${SLEUTH_DATABASE:-}" ]; then STORE_ARGS=(--database "$SLEUTH_DATABASE"); fi
NODES="${SLEUTH_NODES:-1}"
if [ "$NODES" != 1 ] && { [ "$NODES" != 2 ] || [ -z "${SLEUTH_DATABASE:-}" ]; }; then
    echo "bench-server: SLEUTH_NODES=2 needs SLEUTH_DATABASE (two nodes share one PostgreSQL)" >&2
    exit 2
fi
DATA="$(mktemp -d ${SLEUTH_BENCH_TMP:+-p "$SLEUTH_BENCH_TMP"})"
SERVERS=()
PORTS=()
trap 'for pid in "${SERVERS[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$DATA"' EXIT

# Starts one server (node N); appends its pid and port.
start_server() {
    local log="$OUT/serve$1.log"
    if [ "$NODES" = 1 ]; then log="$OUT/serve.log"; fi
    start_sleuth_server "$log" "$DATA/node$1" "${STORE_ARGS[@]}" "${BOT_DELAY_ARGS[@]}" \
        --max-connections 100000
    SERVERS+=("$SERVER_PID")
    PORTS+=("$SERVER_PORT")
}

# A number field of a loadgen JSON report (one field a line).
field() {
    sed -n "s/^ *\"$2\": *\([0-9.e+-]*\),*$/\1/p" "$1" | head -n 1
}

if [ "$NODES" = 2 ]; then
    start_server 1
    start_server 2
    A="127.0.0.1:${PORTS[0]}"
    B="127.0.0.1:${PORTS[1]}"
    HALF=$((TABLES / 2))
    # Each node carries half the tables; each half is watched on the other node.
    "$BIN" loadgen --addr "$B" --watch-addr "$A" --tables "$HALF" --spectators "$SPECTATORS" \
        --seconds "$DURATION" >"$OUT/loadgen-b-to-a.json" &
    ONE=$!
    "$BIN" loadgen --addr "$A" --watch-addr "$B" --tables "$((TABLES - HALF))" --spectators "$SPECTATORS" \
        --seconds "$DURATION" >"$OUT/loadgen-a-to-b.json" &
    TWO=$!
    wait "$ONE"
    wait "$TWO"
    echo "sleuth server benchmark, two nodes on one PostgreSQL: $TABLES tables ($HALF and $((TABLES - HALF))), $SPECTATORS spectators each on the other node, $DURATION s"
    printf '%-34s %12s %12s\n' "figure" "B->A" "A->B"
    for row in "cross-node delay median ms:cross_node_delay_median_ms" \
        "cross-node delay p99 ms:cross_node_delay_p99_ms" \
        "cross-node delay max ms:cross_node_delay_max_ms" \
        "cross-node updates measured:cross_node_updates_measured" \
        "spectator latency p99 ms:spectator_latency_p99_ms" \
        "acting latency median ms:latency_median_ms" \
        "acting latency p99 ms:latency_p99_ms" \
        "actions/s:actions_per_sec"; do
        printf '%-34s %12.1f %12.1f\n' "${row%%:*}" \
            "$(field "$OUT/loadgen-b-to-a.json" "${row#*:}")" \
            "$(field "$OUT/loadgen-a-to-b.json" "${row#*:}")"
    done
    exit 0
fi

start_server 1
PORT="${PORTS[0]}"

if [ -n "$PACED" ]; then
    "$BIN" loadgen --paced --json --addr "127.0.0.1:$PORT" --tables "$TABLES" --spectators "$SPECTATORS" \
        --seconds "$DURATION" --think-ms "${SLEUTH_THINK_MS:-2000..8000}" --server-pid "${SERVERS[0]}" \
        >"$OUT/paced.json"
    kill "${SERVERS[0]}" 2>/dev/null || true
    echo "paced: think ${SLEUTH_THINK_MS:-2000..8000} ms, server's default bot delay, open files $(ulimit -n)"
    "$BIN" bench-ceilings --tables "$TABLES" --spectators "$SPECTATORS" --seconds "$DURATION" \
        --compare "$OUT/paced.json"
    printf '%-28s %12s %12s %8s\n' "paced figure" "ours" "target" "ratio"
    for row in "concurrent tables (mean):concurrent_tables_mean:10000" \
        "concurrent tables (end):concurrent_tables_end:10000" \
        "ramp s (all tables started):ramp_seconds:" \
        "open WebSockets (peak):open_websockets_peak:40000" \
        "ack p99 ms:latency_p99_ms:100" \
        "ack median ms:latency_median_ms:" \
        "ack max ms:latency_max_ms:" \
        "people actions/s:people_actions_per_sec:" \
        "bot actions/s:bot_actions_per_sec:" \
        "server RSS peak MiB:server_rss_peak_mib:2048" \
        "server RSS end MiB:server_rss_end_mib:" \
        "server CPU % (1 core=100):server_cpu_percent:" \
        "loadgen CPU %:loadgen_cpu_percent:" \
        "reconnects:reconnects:" \
        "refused actions:refused_actions:" \
        "connect failures:connect_failures:"; do
        label="${row%%:*}"; rest="${row#*:}"; name="${rest%%:*}"; target="${rest#*:}"
        ours="$(field "$OUT/paced.json" "$name")"
        if [ -n "$target" ]; then
            printf '%-28s %12.1f %12s %8.3f\n' "$label" "$ours" "$target" "$(awk -v a="$ours" -v b="$target" 'BEGIN { print a / b }')"
        else
            printf '%-28s %12.1f %12s %8s\n' "$label" "$ours" "-" "-"
        fi
    done
    exit 0
fi

"$BIN" loadgen --addr "127.0.0.1:$PORT" --tables "$TABLES" --spectators "$SPECTATORS" \
    --seconds "$DURATION" >"$OUT/loadgen.json"
kill "${SERVERS[0]}" 2>/dev/null || true
"$BIN" bench-ceilings --tables "$TABLES" --spectators "$SPECTATORS" --seconds "$DURATION" \
    --compare "$OUT/loadgen.json"
