# Labels positions with Rapfi's judgement for `eval_fit`: each line of SRC is a move list
# (x,y ..., crosses first); Rapfi gets it by BOARD as the side to move and its last
# "Eval V" and its move are written as `moves<TAB>V<TAB>x,y` to DST.
# python3 label.py SRC DST MS [START STEP [RULE]] (every STEP-th line from START;
# RAPFI names the brain, default pbrain-rapfi on the PATH).
import os, subprocess, sys, time, re
src, dst, ms = sys.argv[1], sys.argv[2], int(sys.argv[3])
start = int(sys.argv[4]) if len(sys.argv) > 4 else 0
step = int(sys.argv[5]) if len(sys.argv) > 5 else 1
rule = sys.argv[6] if len(sys.argv) > 6 else "0"
p = subprocess.Popen([os.environ.get("RAPFI", "pbrain-rapfi")], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s):
    p.stdin.write(s + "\n"); p.stdin.flush()
def readline():
    return p.stdout.readline().strip()
send("START 15")
while readline() != "OK": pass
send("INFO rule " + rule); send(f"INFO timeout_turn {ms}"); send("INFO timeout_match 1000000000")
send("INFO max_memory 268435456")
ev_re = re.compile(r"Eval (-?\d+)")
out = open(dst, "w")
lines = open(src).read().split("\n")
for n, line in enumerate(lines):
    if not line or n % step != start: continue
    mv = [tuple(map(int, t.split(","))) for t in line.split()]
    me = len(mv) % 2
    time.sleep(0.01)
    send("BOARD")
    for i, (x, y) in enumerate(mv):
        send(f"{x},{y},{1 if i % 2 == me else 2}")
    send("DONE")
    ev = None
    while True:
        l = readline()
        m = ev_re.search(l)
        if m: ev = int(m.group(1))
        if re.fullmatch(r"\d+,\d+", l):
            best = l; break
        if l.startswith("ERROR") or l == "":
            best = None; break
    if best is None or ev is None: continue
    out.write(f"{line}\t{ev}\t{best}\n"); out.flush()
send("END")
