"""Positions for the Uprising Imperium card tests (tests/test_uprising_imperium_*.py).

Games are built with tests/products.py (`uprising_config`, the real edition). Every card is
played through the engine: `legal_actions()` and `apply()` from a position set up by hand (the
seat whose Agent turn it is, given a hand, resources, Influence and Spies). This file is test code.
"""

from __future__ import annotations

from landsraad import GameState, new_game
from landsraad.modules.uprising.state import SPIES
from tests.products import uprising_config

FACTIONS = ("emperor", "guild", "bene_gesserit", "fremen")


def game(seed: int = 1) -> GameState:
    return new_game(uprising_config(4), seed=seed)


def seat_to_move(s: GameState) -> int:
    assert s.pending is not None and s.pending[0] == "turn"
    return int(s.pending[1])


def agent_turn(hand: list[str], *, seed: int = 1, spice: int = 0, solari: int = 0, water: int = 0,
               influence: dict[str, int] | None = None, spies: dict[str, int] | None = None,
               in_play: list[str] | None = None, conflict: dict[str, int] | None = None) -> tuple[GameState, int]:
    """A 4-player game at the start of an Agent turn: the seat to move holds exactly `hand`, the
    given resources and Influence; `spies` maps observation posts to the seats whose Spies are
    there (offsets from the seat to move: 0 is the player, 1 the next one)."""
    s = game(seed)
    seat = seat_to_move(s)
    p = s.players[seat]
    p.hand = list(hand)
    p.spice, p.solari, p.water = spice, solari, water
    if influence:
        inf = list(p.influence)
        for f, n in influence.items():
            inf[s.rules.faction_index[f]] = n
        p.influence = tuple(inf)
    if spies:
        SPIES.put(s, {post: ((seat + off) % 4,) for post, off in spies.items()})
    if in_play:
        p.in_play = list(in_play)
    if conflict:
        p.conflict = dict(conflict)
    s._legal = None
    return s, seat


def agent_spaces(s: GameState, card: str) -> set[str]:
    """The spaces the legal actions offer for an Agent played with `card`."""
    prefix = f"agent {card} "
    return {a[len(prefix):] for a in s.legal_actions() if a.startswith(prefix)}


def reveal_turn(hand: list[str], *, seed: int = 1, spice: int = 0, solari: int = 0, water: int = 0,
                influence: dict[str, int] | None = None, spies: dict[str, int] | None = None,
                in_play: list[str] | None = None, conflict: dict[str, int] | None = None) -> tuple[GameState, int]:
    """The seat to move, with no Agent left, reveals `hand` (besides the cards already `in_play`)."""
    s, seat = agent_turn(hand, seed=seed, spice=spice, solari=solari, water=water, influence=influence,
                         spies=spies, in_play=in_play, conflict=conflict)
    s.players[seat].agents_left = 0
    s._legal = None
    s.apply("reveal")
    return s, seat


def influence(s: GameState, seat: int, faction: str) -> int:
    return s.players[seat].influence[s.rules.faction_index[faction]]


def intrigues(s: GameState, seat: int) -> int:
    return len(s.players[seat].intrigues)


def legal(s: GameState) -> list[str]:
    return s.legal_actions()


def resolve(s: GameState, cid: str) -> None:
    """Resolve `cid`'s waiting Reveal box: chosen with `resolve <card>` while the player may still
    acquire cards; the engine resolves it by itself when nothing could be acquired in between."""
    if f"resolve {cid}" in s.legal_actions():
        s.apply(f"resolve {cid}")


def skip_plots(s: GameState) -> None:
    """End the Plot window an Intrigue card gained in the Agent turn opened."""
    if s.pending is not None and s.pending[0] == "plots":
        s.apply("done")
