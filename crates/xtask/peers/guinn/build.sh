#!/bin/sh
# Builds GuiNN Checkers 2.06's engine core on Linux with a text main (guinn_text.cpp).
# Usage: build.sh GUINN_SOURCE_DIR OUT_DIR
#   GUINN_SOURCE_DIR: a checkout of github.com/jonkr2/GuiNN_Checkers (holding src/ and bin/)
#   OUT_DIR: where the binary `guinn` and its data files (Nets206.gnn, database.jef) go.
set -eu
SRC=$(cd "$1" && pwd)
OUT=$2
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
B="$OUT/build"
rm -rf "$B"
mkdir -p "$B"
cp -r "$SRC/src/." "$B/"
# Windows-only headers are replaced by stubs; the GUI header by the two hooks the core uses.
cp "$HERE/stubs/guiWindows.h" "$B/guiWindows.h"
# The sources include some headers with other capitalisation than the files have.
ln -sf moveGen.h "$B/movegen.h"
ln -sf NeuralNet "$B/neuralNet"
# moveGen.h's GCC branches name variables that do not exist (Moves, bb): use the argument.
sed -i -e 's/__builtin_popcountll(Moves)/__builtin_popcount(moves)/' \
       -e 's/if (bb == 0) return 0;/if (moves == 0) return 0;/' \
       -e 's/__builtin_ctzll(bb)/__builtin_ctz(moves)/' \
       -e 's/return 63 - __builtin_clzll(bb);/if (moves == 0) return 0; return 31 - __builtin_clz(moves);/' "$B/moveGen.h"
# egdb.h declares dll imports; here it is linked statically (the Kingsrow driver is unused).
sed -i -e 's/^#define EGDB_API EXTERNC __declspec(dllimport)/#define EGDB_API EXTERNC/' -e 's/^EGDB_API extern unsigned int egdb_version;//' "$B/egdb.h"
# uncompress.h uses MSVC's functional casts of two-word types.
sed -i -e 's/unsigned char (\([^)]*\))/(unsigned char)(\1)/g' "$B/uncompress.h"
# GetJumpers/GetMovers are declared inline but defined in movegen.cpp and used elsewhere.
sed -i -e 's/uint32_t inline GetJumpers/uint32_t GetJumpers/' -e 's/uint32_t inline GetMovers/uint32_t GetMovers/' "$B/board.h"
sed -n '/^uint64_t TranspositionTable::HashSTM/,/^};/p' "$SRC/src/engine.cpp" > "$B/hash_table.inc"
cp "$HERE/guinn_text.cpp" "$B/"
cd "$B"
g++ -O3 -march=native -std=c++17 -fpermissive -w -include "$HERE/stubs/prelude.h" -I"$HERE/stubs" -I"$B" \
  guinn_text.cpp board.cpp movegen.cpp search.cpp evaluate.cpp checkersNN.cpp \
  NeuralNet/NeuralNet.cpp database.cpp edDatabase.cpp openingBook.cpp transcript.cpp \
  -o "$OUT/guinn" -lpthread
cp "$SRC/bin/Nets206.gnn" "$SRC/bin/database.jef" "$OUT/"
echo "built $OUT/guinn"
