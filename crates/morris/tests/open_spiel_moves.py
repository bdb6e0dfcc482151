"""Replays games given as OpenSpiel action lists in nine_mens_morris and reports, before
each turn, every whole turn (a placement or move, with its capture when it closes a mill)
in OpenSpiel action numbers: "a" or "a,capture". Also whole-turn perft from the start.

Input (stdin, JSON): {"games": [[[a], [a, capture], ...], ...], "perft": depth}
Output (stdout, JSON): {"games": [[{"moves": [...], "terminal": bool, "returns": [..]}, ...]],
                        "perft": [n1, n2, ...]}
"""
import json
import sys

try:
    import pyspiel
except ImportError:
    print("MISSING_OPEN_SPIEL")
    sys.exit(3)


def whole_turns(state):
    out = []
    me = state.current_player()
    for a in state.legal_actions():
        child = state.clone()
        child.apply_action(a)
        if not child.is_terminal() and child.current_player() == me:
            # A mill: the capture is the same player's next action.
            for c in child.legal_actions():
                out.append(f"{a},{c}")
        else:
            out.append(f"{a}")
    return sorted(out)


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    n = 0
    me = state.current_player()
    for a in state.legal_actions():
        child = state.clone()
        child.apply_action(a)
        if not child.is_terminal() and child.current_player() == me:
            for c in child.legal_actions():
                g = child.clone()
                g.apply_action(c)
                n += perft(g, depth - 1)
        else:
            n += perft(child, depth - 1)
    return n


def main():
    req = json.load(sys.stdin)
    game = pyspiel.load_game("nine_mens_morris")
    assert "nine_mens_morris" in pyspiel.registered_names()
    games = []
    for turns in req["games"]:
        state = game.new_initial_state()
        rows = []
        for turn in turns + [None]:
            rows.append({
                "moves": [] if state.is_terminal() else whole_turns(state),
                "terminal": state.is_terminal(),
                "returns": state.returns() if state.is_terminal() else [],
            })
            if turn is None or state.is_terminal():
                break
            for a in turn:
                state.apply_action(a)
        games.append(rows)
    depth = req.get("perft", 0)
    counts = [perft(game.new_initial_state(), d) for d in range(1, depth + 1)]
    json.dump({"games": games, "perft": counts}, sys.stdout)


main()
