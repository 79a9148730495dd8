#!/usr/bin/env bash
# Runs every test of the workspace on a fresh machine: unit, property, playout,
# server-over-socket, crash, CLI, docs and browser end-to-end tests, and each
# criterion benchmark once in test mode, then the server's protocol tests again on
# PostgreSQL. Installs what the tests need first: Debian's chromium and
# chromium-driver for the browser tests, postgresql for the store and two-node tests,
# make and a C compiler for the jemalloc allocator when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
missing=()
if ! command -v chromedriver >/dev/null || ! command -v chromium >/dev/null; then
    missing+=(chromium chromium-driver)
fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
    missing+=(postgresql)
fi
# jemalloc, the server's allocator, is built from C sources: make and a C compiler.
if ! command -v make >/dev/null; then
    missing+=(make)
fi
if ! command -v cc >/dev/null; then
    missing+=(gcc)
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]} (Debian packages) for the browser, store and two-node tests"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# A single clean build: incremental caches would only take disk (several GB).
export CARGO_INCREMENTAL=0
export SLEUTH_BROWSER_TESTS=1
# PostgreSQL tests fail instead of skipping when its binaries are missing.
export SLEUTH_POSTGRES_TESTS=1
# The translation checks run first, as the quickest to fail: every catalogue of
# crates/i18n/locales/ parses and has English's messages and variables, and no
# English sentence is written as a literal in the browser's scripts.
cargo test --locked -p sleuth-i18n --all-targets
cargo test --workspace --locked --all-targets
cargo test --workspace --locked --doc
# The server's protocol tests once more, each on a fresh PostgreSQL database
# instead of in-memory SQLite: the same behaviour on both stores. (Named with
# --workspace so that nothing is rebuilt under other feature choices.)
SLEUTH_TEST_STORE=postgres cargo test --workspace --locked \
    --test protocol --test accounts --test chat --test rematch --test evict --test wire --test campaign --test seat_choice \
    --test lateral_puzzles --test forfeits --test tutorial --test presence --test social --test health --test content_stats --test metrics --test studio --test login_limits --test connections --test account_language --test studio_french
echo "all tests passed; browser screenshots in test-output/browser/"
