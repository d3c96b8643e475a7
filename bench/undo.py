"""The cost per move of the undo rule (rules/undo.py, issue 32): `undoable` as the terminal and
the web server call it after each human move, and `gains` alone (the view comparison, all seats,
what `undoable` runs when the cheap checks pass), over every move of fixed-seed games: four base
4-player games with leaders and two with Immortality. Beside them, one `view(state, seat)` (the
web server builds one per seat and move) and one `state.apply` + clone for scale.
`python -m bench.undo`."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from landsraad import GameConfig, new_game, view
from landsraad.rules.state import GameState
from landsraad.rules.undo import gains, undoable


def _moves() -> list[tuple[GameState, GameState, str, int]]:
    """(state before, state after, action, mover) of every move."""
    configs = [GameConfig(players=4, leaders=("random",) * 4)] * 4
    configs += [GameConfig(players=4, modules=("immortality",))] * 2
    moves = []
    for g, config in enumerate(configs):
        s = new_game(config, seed=100 + g)
        rng = random.Random(g)
        while not s.is_terminal():
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))]
            before = s.clone()
            s.apply(a)
            moves.append((before, s.clone(), a, before.current_player()))
    return moves


def main() -> None:
    moves = _moves()
    cases: list[tuple[str, Callable[[GameState, GameState, str, int], Any]]] = [
        ("undoable (every move as a human's)", lambda b, a, _x, seat: undoable(b, a, seat, True)),
        ("gains (the view comparison, all seats)", lambda b, a, _x, seat: gains(b, a, seat)),
        ("view(after, mover) for scale", lambda _b, a, _x, seat: view(a, max(seat, -1))),
        ("clone + apply for scale", lambda b, _a, x, _seat: b.clone().apply(x)),
    ]
    for label, f in cases:
        best = float("inf")
        for _ in range(5):  # best of five: the machine is shared
            t = time.perf_counter()
            for b, a, x, seat in moves:
                f(b, a, x, seat)
            best = min(best, time.perf_counter() - t)
        print(f"{label}: {best * 1e6 / len(moves):.1f} us per move ({len(moves)} moves)")
    barriers = sum(1 for b, a, _x, seat in moves if gains(b, a, seat))
    quiet_rng = sum(1 for b, a, _x, seat in moves if a.rng == b.rng and gains(b, a, seat))
    print(f"moves that showed a seat something: {barriers} of {len(moves)} ({quiet_rng} with the RNG unmoved)")


if __name__ == "__main__":
    main()
