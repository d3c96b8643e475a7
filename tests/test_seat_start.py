"""Per-seat setup (issue 29 "Per-seat setup"; seed 002 PARTIDAS DE SEIS JUGADORES, PREPARACIÓN E,
G, G2: a Commander starts with his own starter deck, 4 VP, two arrow Agents and no troops while
his Allies start as usual). The general hook is `Seat.start` (rules/ruleset.py `SeatStart`): a
seat plan may set one seat's start apart; a seat without it starts as the game says (004
Preparação E, G2, G5). Tested with a throw-away seat plan through the real engine."""

from __future__ import annotations

import random

from landsraad import GameConfig, GameState, new_game
from landsraad.invariants import check
from landsraad.rules.ruleset import MODULES, Module, Seat, SeatStart, register_module

DECK = ("dagger",) * 4 + ("signet_ring",) * 6


def _plan(config: GameConfig) -> tuple[Seat, ...]:
    odd = Seat(start=SeatStart(starter_deck=DECK, start_vp=4, agents=3, troops=0))
    return (odd,) + tuple(Seat() for _ in range(config.players - 1))


def _config(players: int = 3) -> GameConfig:
    if "toy_seat_start" not in MODULES:
        register_module(Module(name="toy_seat_start", requires=("base",), seats=_plan))
    return GameConfig(players=players, modules=("toy_seat_start",))


def test_a_seat_the_plan_sets_apart_starts_with_its_own_deck_vp_agents_and_troops() -> None:
    s = new_game(_config(), seed=4)
    odd, usual = s.players[0], s.players[1]
    assert sorted(odd.deck + odd.hand) == sorted(DECK)
    assert odd.vp_sources == {"start": 4} and odd.agents_total == 3
    assert (odd.garrison, odd.supply) == (0, 0)
    # the others start as the game says (004 Preparação E, G5; no start VP in a 3-player game)
    assert sorted(usual.deck + usual.hand) == sorted(s.rules.content.starter_deck)
    assert usual.vp == 0 and usual.agents_total == 2 and (usual.garrison, usual.supply) == (3, 9)
    assert check(s) == []


def test_a_game_with_a_seat_set_apart_plays_to_the_end_with_invariants_and_saves() -> None:
    """The troop count the invariants expect is the seat's own (none for the odd seat); a save
    mid-game loads to the same state (the start is read from the seat plan, never saved)."""
    rng = random.Random(7)
    s = new_game(_config(4), seed=11)
    steps = 0
    while not s.is_terminal():
        assert check(s) == [], steps
        if steps == 150:
            again = GameState.from_json(s.to_json())
            assert again.to_json() == s.to_json()
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        steps += 1
    assert s.players[0].garrison + s.players[0].supply + s.players[0].troops_in_conflict == 0
