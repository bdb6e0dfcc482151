#!/bin/sh
# Builds Rapfi (github.com/dhbloo/rapfi, GPL-3.0) as a Gomocup brain for
# `cargo xtask gomocup-vs`: its built-in classical evaluation (no network file is
# loaded), run single-threaded by the match. A development tool: CI never builds it.
# Usage: build.sh RAPFI_GIT_DIR OUT_DIR
#   RAPFI_GIT_DIR: a git directory of dhbloo/rapfi (a clone's .git, or a bare mirror)
#   OUT_DIR: where the binary `rapfi` goes (its sources and build tree beside it).
# cmake comes from PyPI when the machine has none (Debian's is not needed).
set -eu
GIT=$(cd "$1" && pwd)
OUT=$2
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
if ! command -v cmake >/dev/null 2>&1; then
  python3 -m pip install --user --quiet cmake || python3 -m pip install --user --quiet --break-system-packages cmake
  PATH="$HOME/.local/bin:$PATH"
fi
rm -rf "$OUT/src" "$OUT/build"
mkdir -p "$OUT/src"
# Only the engine's folder (the trainer and the networks are not needed).
git --git-dir="$GIT" archive HEAD Rapfi | tar -x -C "$OUT/src"
# The command modules (training data, benchmarks) need more libraries and are unused.
cmake -S "$OUT/src/Rapfi" -B "$OUT/build" -DCMAKE_BUILD_TYPE=Release -DNO_COMMAND_MODULES=ON
cmake --build "$OUT/build" -j "$(nproc)"
cp "$OUT/build/pbrain-rapfi" "$OUT/rapfi" 2>/dev/null || cp "$OUT/build/rapfi" "$OUT/rapfi"
echo "built $OUT/rapfi"
