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
set -euo pipefail
cd "$(dirname "$0")/.."

TABLES="${1:-100}"
SPECTATORS="${2:-3}"
DURATION="${3:-20}"
OUT=target/bench-server
mkdir -p "$OUT"

if [ -n "${SLEUTH_BIN:-}" ]; then
    BIN="$SLEUTH_BIN"
else
    cargo build --release --locked -p sleuth >&2
    BIN=target/release/sleuth
fi
STORE_ARGS=()
if [ -n "${SLEUTH_DATABASE:-}" ]; then STORE_ARGS=(--database "$SLEUTH_DATABASE"); fi
DATA="$(mktemp -d ${SLEUTH_BENCH_TMP:+-p "$SLEUTH_BENCH_TMP"})"
# Ports below Linux's ephemeral range (32768-60999), so that no client socket of
# an earlier run holds the one we draw; drawn again if the server cannot bind it.
SERVER=""
trap 'if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; fi; rm -rf "$DATA"' EXIT
for _ in 1 2 3 4 5; do
    PORT=$((20000 + RANDOM % 12000))
    "${SLEUTH_SERVER_BIN:-$BIN}" serve --addr "127.0.0.1:$PORT" --data "$DATA" "${STORE_ARGS[@]}" --bot-delay-ms 0 \
        --max-connections 50000 >"$OUT/serve.log" 2>&1 &
    SERVER=$!
    for _ in $(seq 1 100); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null || ! kill -0 "$SERVER" 2>/dev/null; then break; fi
        sleep 0.1
    done
    if kill -0 "$SERVER" 2>/dev/null; then break; fi
    SERVER=""
done
if [ -z "$SERVER" ]; then
    echo "bench-server: the server did not start; its log:" >&2
    cat "$OUT/serve.log" >&2
    exit 1
fi

"$BIN" loadgen --addr "127.0.0.1:$PORT" --tables "$TABLES" --spectators "$SPECTATORS" \
    --seconds "$DURATION" >"$OUT/loadgen.json"
kill "$SERVER" 2>/dev/null || true
"$BIN" bench-ceilings --tables "$TABLES" --spectators "$SPECTATORS" --seconds "$DURATION" \
    --compare "$OUT/loadgen.json"
