#!/usr/bin/env bash
# The server's memory under the stress load, and after it. Starts `sleuth
# serve` on a scratch SQLite file with bots acting at once (as
# scripts/bench-server.sh does), runs `sleuth loadgen` beside it for SECONDS,
# then leaves the server idle for IDLE seconds, sampling the server's resident
# memory (VmRSS in /proc/PID/status) every STEP seconds. Prints one line per
# sample and a summary:
#
#   t_s  phase  rss_mb
#   ...
#   rss at end of load: N MB (peak P MB); after IDLE s idle: M MB
#
# Usage: scripts/sample-rss.sh [TABLES] [SPECTATORS] [SECONDS] [IDLE] [STEP]
#        (defaults 300 3 90 60 5)
# SLEUTH_BIN=path uses that binary instead of building the release one;
# SLEUTH_SERVER_BIN=path serves with that binary while SLEUTH_BIN's load
# generator loads it (to compare servers under one load).
# Extra `sleuth serve` arguments go in SLEUTH_SERVE_ARGS (e.g.
# "--evict-finished-after-secs 600"); the environment is the server's, so
# MALLOC_ARENA_MAX=2 scripts/sample-rss.sh measures that allocator setting.
# The samples and the server's log are kept in target/sample-rss/.
set -euo pipefail
cd "$(dirname "$0")/.."

TABLES="${1:-300}"
SPECTATORS="${2:-3}"
DURATION="${3:-90}"
IDLE="${4:-60}"
STEP="${5:-5}"
OUT=target/sample-rss
mkdir -p "$OUT"

source scripts/lib/serve.sh
choose_sleuth_binary
DATA="$(mktemp -d)"
SERVER=""
LOAD=""
trap 'for pid in $SERVER $LOAD; do kill "$pid" 2>/dev/null || true; done; rm -rf "$DATA"' EXIT

read -r -a EXTRA <<<"${SLEUTH_SERVE_ARGS:-}"
start_sleuth_server "$OUT/serve.log" "$DATA" --bot-delay-ms 0 --max-connections 50000 "${EXTRA[@]}"
SERVER="$SERVER_PID"
PORT="$SERVER_PORT"

rss_mb() {
    awk '/^VmRSS:/ { printf "%d", $2 / 1024 }' "/proc/$SERVER/status"
}

"$BIN" loadgen --addr "127.0.0.1:$PORT" --tables "$TABLES" --spectators "$SPECTATORS" \
    --seconds "$DURATION" >"$OUT/loadgen.json" &
LOAD=$!
START=$(date +%s)
PEAK=0
END_RSS=""
SAMPLES="$OUT/samples.txt"
echo "t_s  phase  rss_mb" | tee "$SAMPLES"
LOAD_ENDED=""
while :; do
    NOW=$(( $(date +%s) - START ))
    RSS=$(rss_mb)
    if [ "$RSS" -gt "$PEAK" ]; then PEAK=$RSS; fi
    if [ -z "$LOAD_ENDED" ]; then
        if kill -0 "$LOAD" 2>/dev/null; then
            PHASE=load
        else
            wait "$LOAD" || true
            LOAD=""
            LOAD_ENDED=$NOW
            END_RSS=$RSS
            PHASE=load-end
        fi
    else
        PHASE=idle
    fi
    echo "$NOW  $PHASE  $RSS" | tee -a "$SAMPLES"
    if [ -n "$LOAD_ENDED" ] && [ $((NOW - LOAD_ENDED)) -ge "$IDLE" ]; then break; fi
    sleep "$STEP"
done
FINISHED=$(sed -n 's/^ *"matches_finished": *\([0-9]*\).*/\1/p' "$OUT/loadgen.json" | head -n 1)
echo "rss at end of load: $END_RSS MB (peak $PEAK MB); after $((NOW - LOAD_ENDED)) s idle: $RSS MB; matches finished: ${FINISHED:-?}"
