#!/usr/bin/env bash
# Builds the release site and serves it on http://127.0.0.1:${PORT:-8080}/
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
trunk build --release
echo "Spelbord: http://127.0.0.1:${PORT:-8080}/"
exec node tests/serve.mjs dist "${PORT:-8080}"
