#!/usr/bin/env bash
# Runs every test: formatting and lints, the Rust test suites (release: perft tables are
# big), the release site build and its size budget, and the end-to-end tests in headless
# Chromium against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"

step() { echo; echo "=== $* ==="; }
step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
# The page-and-worker module has code that only exists in WebAssembly: lint it there too.
cargo clippy --target wasm32-unknown-unknown -p spelbord-web -- -D warnings
step "cargo test (release)"
cargo test --workspace --release
step "release site"
trunk build --release
node tests/size.mjs dist 400
step "end-to-end tests in headless Chromium"
node --test --test-concurrency=1 tests/
