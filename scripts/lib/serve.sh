# Shared by scripts/bench-server.sh and scripts/sample-rss.sh (sourced, not run):
# which `sleuth` binary measures, and starting one server on a free port.

# Sets BIN: $SLEUTH_BIN, or the release binary, built now.
choose_sleuth_binary() {
    if [ -n "${SLEUTH_BIN:-}" ]; then
        BIN="$SLEUTH_BIN"
    else
        cargo build --release --locked -p sleuth >&2
        BIN=target/release/sleuth
    fi
}

# start_sleuth_server LOG DATA [SERVE ARGS...]: starts `sleuth serve` (the
# binary $SLEUTH_SERVER_BIN, else $BIN) on a scratch data directory, logging to
# LOG, and sets SERVER_PID and SERVER_PORT. Ports are drawn below Linux's
# ephemeral range (32768-60999), so that no client socket of an earlier run
# holds the one drawn, and drawn again if the server cannot bind it. Exits with
# the log when no server starts.
start_sleuth_server() {
    local log="$1" data="$2" port server=""
    shift 2
    mkdir -p "$data"
    for _ in 1 2 3 4 5; do
        port=$((20000 + RANDOM % 12000))
        "${SLEUTH_SERVER_BIN:-$BIN}" serve --addr "127.0.0.1:$port" --data "$data" "$@" >"$log" 2>&1 &
        server=$!
        for _ in $(seq 1 100); do
            if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || ! kill -0 "$server" 2>/dev/null; then break; fi
            sleep 0.1
        done
        if kill -0 "$server" 2>/dev/null; then break; fi
        server=""
    done
    if [ -z "$server" ]; then
        echo "$(basename "$0"): the server did not start; its log:" >&2
        cat "$log" >&2
        exit 1
    fi
    SERVER_PID="$server"
    SERVER_PORT="$port"
}
