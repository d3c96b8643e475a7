"""Shared set-up of the six-player rule tests (tests/test_uprising_six_rules.py, _turns.py): seed 002
"PARTIDAS DE SEIS JUGADORES". The mode's module is open to players; `lift_refusal` stays for the
tests written while it was refused (`PLANNED`) and does nothing now."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from landsraad import GameConfig, GameState, new_game
from landsraad.rules import engine
from landsraad.rules.effects import push_effects
from landsraad.rules.ruleset import PLANNED

MUAD_DIB, SHADDAM = 0, 3  # setup.yaml seating: Muad'Dib, a Shaddam Ally, a Muad'Dib Ally, Shaddam, ...
MUAD_DIB_ALLIES, SHADDAM_ALLIES = (2, 4), (1, 5)
MODULES = ("choam", "uprising_six")


def lift_refusal(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)
    yield


def game(seed: int = 1) -> GameState:
    return new_game(GameConfig(edition="uprising", players=6, modules=MODULES, leaders=("random",) * 6), seed=seed)


def run(s: GameState, seat: int, *effects: tuple) -> None:  # type: ignore[type-arg]
    """Resolve `effects` for `seat` through the engine, as a card's box would."""
    s.pending, s._legal = None, None
    push_effects(s, seat, effects, "test")
    engine.run(s)


def search_decides_legally(modules: tuple[str, ...], seat: int, asks: int, seed: int = 21) -> None:
    """The search agent's choices in one seat's decisions of a six-player game (the other seats
    random): each is one of the legal actions of its view (hidden cards sampled by `determinize`)."""
    from landsraad import view
    from landsraad.agents import make_agent
    from landsraad.sim import choose, make_agents

    s = new_game(GameConfig(edition="uprising", players=6, modules=modules), seed)
    others = make_agents(["random"], 6, seed)
    search = make_agent("search:it=8/k=3", 5)
    asked = 0
    while not s.is_terminal() and asked < asks:
        who = s.current_player()
        if who == seat:
            v = view(s, who)
            action = search.act(v)
            assert action in v["decision"]["legal"]
            s.apply(action)
            asked += 1
        else:
            s.apply(choose(others[who], s, who))
    assert asked == asks
