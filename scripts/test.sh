#!/usr/bin/env bash
# Runs every test of the workspace on a fresh machine: unit, property, playout,
# server-over-socket, crash, CLI, docs and browser end-to-end tests, and each
# criterion benchmark once in test mode. Installs what the tests need first:
# Debian's chromium and chromium-driver for the browser test.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromedriver >/dev/null || ! command -v chromium >/dev/null; then
    echo "installing chromium and chromium-driver (Debian packages) for the browser test"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
export SLEUTH_BROWSER_TESTS=1
cargo test --workspace --locked --all-targets
cargo test --workspace --locked --doc
echo "all tests passed; browser screenshots in test-output/browser/"
