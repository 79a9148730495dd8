#!/usr/bin/env bash
# Runs every test of the workspace on a fresh machine: unit, property, playout,
# CLI and docs tests, and each criterion benchmark once in test mode.
# It installs what the tests need first (nothing beyond the Rust toolchain yet;
# the browser tests of the server will add Debian's chromium here).
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
cargo test --workspace --locked --all-targets
cargo test --workspace --locked --doc
