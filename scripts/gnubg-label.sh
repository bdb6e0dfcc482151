#!/usr/bin/env bash
# Labels positions with GNU Backgammon's cubeless evaluation, for
# `distill train` (crates/backgammon/src/bin/distill.rs).
# usage: scripts/gnubg-label.sh POSITIONS OUT PLIES JOBS
# Each gnubg call waits about 10 ms for its evaluation thread however small the work, so
# the work is split over JOBS gnubg processes (most of their time is that wait).
set -euo pipefail
in=$1 out=$2 plies=${3:-0} jobs=${4:-16}
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat > "$dir/label.py" <<'PY'
import gnubg, os
gnubg.command('set player 0 human'); gnubg.command('set player 1 human')
gnubg.command('new session')
ci = gnubg.cubeinfo()
ec = gnubg.evalcontext(0, int(os.environ['PLIES']), 1, 1, 0.0)
with open(os.environ['IN']) as f, open(os.environ['OUT'], 'w') as o:
    for line in f:
        pid = line.strip()
        if pid:
            p = gnubg.evaluate(gnubg.positionfromid(pid), ci, ec)
            o.write('%s %.5f %.5f %.5f %.5f %.5f\n' % (pid, p[0], p[1], p[2], p[3], p[4]))
PY
split -n "l/$jobs" -d -a 3 "$in" "$dir/part."
for p in "$dir"/part.*; do
  HOME="$dir" PLIES="$plies" IN="$p" OUT="$p.out" nice -n 5 "$gnubg" -t -q -p "$dir/label.py" >/dev/null 2>"$p.err" &
done
wait
cat "$dir"/part.*.out > "$out"
echo "$(wc -l < "$out") positions labelled at $plies ply" >&2
