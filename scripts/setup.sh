#!/usr/bin/env bash
# Installs what building and testing Spelbord need, skipping what is already there at
# the right version. Trunk must never download: every tool it runs is installed here.
#   scripts/setup.sh          tools for building the site
#   scripts/setup.sh --browser  also a Chromium and the browser-test packages (what
#                               tests/size.mjs needs: the Pages workflow's size step)
#   scripts/setup.sh --test     also open_spiel and GNU Backgammon (the interop tests)
# A browser already on the machine is used as it is when CHROMIUM names it (a GitHub
# runner's own Chrome: Ubuntu has no Debian chromium package); else Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"

TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132
# The wasm-bindgen CLI must match the library version locked in Cargo.lock exactly.
BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)
# Release builds of the tools themselves: no LTO and many codegen units install them in
# about half the time, and their speed does not matter.
export CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16

log() { echo "setup: $*" >&2; }

MODE="${1:-}"
case "$MODE" in
  ""|--browser|--test) ;;
  *) log "unknown option '$MODE' (none, --browser or --test)"; exit 2 ;;
esac

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32 target"; rustup target add wasm32-unknown-unknown
fi
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION (takes several minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$BINDGEN_VERSION" ]; then
  log "installing wasm-bindgen-cli $BINDGEN_VERSION"
  # Not --locked: its lockfile names a crate version the registry no longer has.
  cargo install wasm-bindgen-cli --version "$BINDGEN_VERSION" --force
fi
if [ "$(wasm-opt --version 2>/dev/null | cut -d' ' -f3)" != "$BINARYEN_VERSION" ]; then
  # Binaryen from npm: Debian's wasm-opt 108 silently breaks the module.
  log "installing binaryen $BINARYEN_VERSION (wasm-opt) from npm"
  npm install --prefix .tools --no-audit --no-fund "binaryen@$BINARYEN_VERSION" >/dev/null
fi

if [ "$MODE" = --browser ] || [ "$MODE" = --test ]; then
  if [ -n "${CHROMIUM:-}" ]; then
    # tests/harness.mjs launches the same path.
    [ -x "$CHROMIUM" ] || { log "CHROMIUM=$CHROMIUM is not an executable file"; exit 1; }
    log "using the browser at $CHROMIUM ($("$CHROMIUM" --version 2>/dev/null || echo 'no version'))"
  elif [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    log "installing Chromium and its driver from Debian"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
  # typescript: the page's type check (scripts/test.sh); a set-up from before it lacks it.
  if [ ! -d tests/node_modules/playwright-core ] || [ ! -d tests/node_modules/typescript ]; then
    log "installing the browser-test packages"
    # Playwright must never download a browser of its own: it drives the one above.
    (cd tests && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund >/dev/null)
  fi
fi

if [ "$MODE" = --test ]; then
  # The interop tests run the real OpenSpiel move generators (lines of action, nine men's
  # morris) beside ours.
  if ! python3 -c 'import pyspiel' 2>/dev/null; then
    log "installing open_spiel from PyPI (the interop tests run it)"
    python3 -m pip install --quiet --disable-pip-version-check "open_spiel==2.0.2"
  fi
  # The backgammon interop tests run the real GNU Backgammon (Debian puts it in /usr/games).
  if [ ! -x /usr/games/gnubg ] && ! command -v gnubg >/dev/null; then
    log "installing GNU Backgammon from Debian (the interop tests run it)"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq gnubg >/dev/null
  fi
fi
log "ready"
