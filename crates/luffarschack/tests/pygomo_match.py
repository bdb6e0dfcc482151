"""Drives the Gomocup brain with a third-party Gomocup client (PyPI's pygomo-lib): two
brains play whole games against each other on 20x20 and 100x100, freestyle and exactly
five, refereed here; then BOARD, TAKEBACK and RESTART through the client.

Not part of CI (it needs pygomo-lib); run by hand:
    pip install pygomo-lib
    cargo build --release -p spelbord-luffarschack --example gomocup
    python3 crates/luffarschack/tests/pygomo_match.py $CARGO_TARGET_DIR/release/examples/gomocup
"""
import sys
import time

from pygomo import EngineClient, Move
from pygomo.protocol.models import BoardPosition

BRAIN = sys.argv[1]


def five(stones, side, x, y, size, exact):
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for sign in (1, -1):
            k = 1
            while (x + sign * k * dx, y + sign * k * dy) in stones and stones[(x + sign * k * dx, y + sign * k * dy)] == side:
                n += 1
                k += 1
        if (n == 5) if exact else (n >= 5):
            return True
    return False


def game(size, rule, turn_ms):
    brains = [EngineClient(BRAIN), EngineClient(BRAIN)]
    for b in brains:
        assert b.start(size), "START refused"
        b.set_time(turn_time_ms=turn_ms, match_time_ms=600000, time_left_ms=600000)
        b.set_rule(rule)
    stones = {}
    r = brains[0].begin(timeout=10)
    side, last, plies, slowest = 0, r.move, 0, 0.0
    while True:
        x, y = last.to_tuple()
        assert 0 <= x < size and 0 <= y < size, f"off the board: {x},{y}"
        assert (x, y) not in stones, f"occupied: {x},{y}"
        stones[(x, y)] = side
        plies += 1
        if five(stones, side, x, y, size, rule & 1) or len(stones) == size * size:
            break
        side = 1 - side
        t = time.time()
        r = brains[side].turn(Move((x, y)), timeout=10)
        slowest = max(slowest, time.time() - t)
        assert r is not None, "no answer to TURN"
        last = r.move
    for b in brains:
        b.quit()
    won = five(stones, side, x, y, size, rule & 1)
    print(f"{size}x{size} rule {rule}: {plies} plies, {'brain %d won' % side if won else 'draw'}, slowest answer {slowest * 1000:.0f} ms (timeout_turn {turn_ms} ms)")
    return won


def commands():
    b = EngineClient(BRAIN)
    assert b.start(15)
    print("ABOUT:", b.about())
    b.set_time(turn_time_ms=300)
    pos = BoardPosition()
    # The opponent (2) has four in a row on row 3: the brain must block at 4,3 or 9,3 ...
    for x in (5, 6, 7, 8):
        pos.add_move(Move((x, 3)), BoardPosition.OPPONENT)
    for x, y in ((0, 0), (14, 14), (0, 14), (14, 0)):
        pos.add_move(Move((x, y)), BoardPosition.SELF)
    r = b.board(pos, timeout=10)
    print("BOARD answer:", r.move.to_tuple())
    assert r.move.to_tuple() in ((4, 3), (9, 3)), r.move.to_tuple()
    # ... and after TAKEBACK of that block and a stone of its own at 9,3 it blocks at 4,3.
    assert b.takeback(r.move)
    r2 = b.turn(Move((10, 10)), timeout=10)
    assert r2.move.to_tuple() in ((4, 3), (9, 3)), r2.move.to_tuple()
    assert b.restart()
    r3 = b.begin(timeout=10)
    print("after RESTART, BEGIN:", r3.move.to_tuple())
    assert r3.move.to_tuple() == (7, 7)
    b.quit()


commands()
for size, rule in ((20, 0), (20, 1), (100, 0)):
    game(size, rule, 200)
print("all games ended with a referee-checked five")
