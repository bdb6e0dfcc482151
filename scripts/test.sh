#!/usr/bin/env bash
# Runs every test: formatting and lints, the Rust test suites (release: perft tables are
# big), the release site build and what its pages cost to load, and the end-to-end tests
# in headless Chromium against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"

step() { echo; echo "=== $* ==="; }
step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
# The page-and-worker glue has code that only exists in WebAssembly: lint it there too,
# with every family (each module is built with one).
cargo clippy --target wasm32-unknown-unknown -p spelbord-web --features spelbord-games/all -- -D warnings
step "tsc --checkJs over www/"
# The page's JavaScript against the DOM's types and the declarations generated from the
# Rust view types (www/types/, kept current by crates/web/tests/page_types.rs).
tests/node_modules/.bin/tsc --noEmit -p tsconfig.json
tests/node_modules/.bin/tsc --noEmit -p tsconfig.sw.json
step "cargo test (release)"
cargo test --workspace --release
step "fuzzer (a fixed 30 s budget, fixed seed)"
cargo xtask fuzz 30 1
step "release site (a WebAssembly module per family)"
trunk build --release
step "what a page costs to load"
node tests/size.mjs dist 120 250
step "end-to-end tests in headless Chromium"
node --test --test-concurrency=1 tests/
