"""Plays Lines of Action in OpenSpiel (pip install open_spiel) for tests/open_spiel.rs.

Prints perft counts from the start ("perft DEPTH COUNT"), then seeded random games:
"game SEED", then for each position "pos STATUS MOVE MOVE ..." (STATUS: play, win0,
win1 or draw; the moves sorted) and the move chosen ("move MOVE").
"""
import random
import sys

try:
    import pyspiel
except ImportError:
    print("NO_PYSPIEL")
    sys.exit(3)


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    if depth == 1:
        return len(state.legal_actions())
    return sum(perft(state.child(a), depth - 1) for a in state.legal_actions())


def status(state):
    if not state.is_terminal():
        return "play"
    r = state.returns()
    if r[0] > 0:
        return "win0"
    if r[1] > 0:
        return "win1"
    return "draw"


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    plies = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    game = pyspiel.load_game("lines_of_action")
    start = game.new_initial_state()
    for d in range(1, 4):
        print("perft", d, perft(start, d))
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_initial_state()
        print("game", seed)
        for _ in range(plies):
            names = sorted(state.action_to_string(a) for a in state.legal_actions())
            print("pos", status(state), " ".join(names))
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            print("move", state.action_to_string(action))
            state.apply_action(action)
        else:
            names = sorted(state.action_to_string(a) for a in state.legal_actions())
            print("pos", status(state), " ".join(names))


main()
