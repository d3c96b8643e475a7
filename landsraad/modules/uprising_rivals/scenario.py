"""Scenarios with the Rivals (seed 002, Rivals supplement; docs/scenarios.md "Rivals").

`setup: {edition: uprising, players: 1}` (you against two Rivals, P1 and P2) or `players: 2` (P0
and P1 with one Rival, P2) plays with the Rivals; then:

- setup key `rivals: [ids]`: the Rival cards, one per Rival seat in seat order (002 PREPARACIÓN
  "elige dos cartas de Rival"; `first-game` draws among those with a Swordmaster value of 8 or
  more, U729); without it they are drawn with the seed (U719);
- setup key `variants: [ids]`: the "VARIANTES DE JUEGO" played (`smart_politics`,
  `brutal_escalation`, `expert_deployment`, `imperium_row_dice`, `simplified_rivals`; the same as
  `modules: [rivals_<id>]`); `difficulty` (solo) adds those its level makes mandatory;
- `hagal_deck`, `hagal_discard` (the base keys) hold the Rivals' House Hagal deck (unordered: a
  Rival reveals from it at random with the seed; list one card to decide the next reveal) and its
  face-up discard pile, checked against the deck of the player count (solo has no "2J" Reshuffle;
  with Immortality the four Immortality cards and no Uprising Research Station card);
- a Rival seat takes the base seat keys that are not cards: `solari`, `spice`, `water`,
  `intrigues` (its Intrigue cards are resources), `garrison`, `conflict`, `has_swordmaster` (the
  Swordmaster beside the board, a third Agent), `influence`, `vp`...; its Spies are the Uprising
  key `spies`;
- expectations `rivals` (the Rival cards in seat order), `hagal_deck`, `hagal_discard` (multisets)
  and `hagal_turn`: the House Hagal cards revealed in the last Rival Agent turn, in order (those
  skipped, then the one carried out: 002 TURNOS DE AGENTE DE RIVALES).

Without the Rivals these keys are refused (`hagal_deck` then means House Hagal's of the base game).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising_rivals.state import HAGAL_DECK, HAGAL_DISCARD, HAGAL_TURN, RIVAL_CARDS

if TYPE_CHECKING:
    from collections.abc import Callable

    from landsraad.rules.state import GameState, PlayerState

MODULE = "uprising_rivals"
NEEDS = "edition: uprising, players: 1 or 2"  # what a scenario's setup says to play with the Rivals
# docs/scenarios.md's section (landsraad/scenario_docs.py): part of the edition (its 1 and 2 players)
DOCS_TITLE = "Rivals (`edition: uprising` with `players: 1` or `2`, seed 002 Rivals supplement)"
DOCS_RULESET: tuple[str, tuple[str, ...]] = ("uprising", ())
DOCS_ADDS_TO = "uprising"
SETUP_KEYS = ("rivals", "variants")
SEAT_KEYS: tuple[str, ...] = ()
PILES = ("hagal_deck", "hagal_discard")  # the base keys, meaning the Rivals' deck in their games
EXPECT = ("rivals", "hagal_turn")
PLAYER_EXPECT: tuple[str, ...] = ()


def _on(s: GameState) -> bool:
    from landsraad.modules.uprising_rivals.rules import rival_game

    return rival_game(s)


def config(setup: dict[str, Any], fail: Callable[[str], Exception]) -> dict[str, Any]:
    """The GameConfig fields the Rivals' setup keys name: `rivals` and the variant modules."""
    from landsraad.modules.uprising_rivals.variants import VARIANT_MODULES

    out: dict[str, Any] = {}
    if "rivals" in setup:
        rivals = setup["rivals"]
        if isinstance(rivals, str):
            rivals = [rivals]  # `rivals: first-game`
        if not isinstance(rivals, list) or not all(isinstance(r, str) for r in rivals):
            raise fail(f"rivals must be a list of Rival card ids, got {setup['rivals']!r}")
        out["options"] = {"rivals": tuple(rivals)}  # the Rivals module's declared option (options.py)
    if "variants" in setup:
        chosen = setup["variants"]
        if not isinstance(chosen, list) or any(v not in VARIANT_MODULES for v in chosen):
            raise fail(f"variants must be a list of {', '.join(VARIANT_MODULES)} (002 VARIANTES DE JUEGO), "
                       f"got {chosen!r}")
        out["modules"] = tuple(VARIANT_MODULES[v] for v in chosen)
    if out and setup.get("edition") != "uprising":
        raise fail(f"{', '.join(k for k in SETUP_KEYS if k in setup)}: the Rivals need {NEEDS} (002 Rivales)")
    return out


def claims(s: GameState, key: str) -> bool:
    """Whether this module reads a base key (`hagal_deck`, `hagal_discard`) in this game."""
    return key in PILES and _on(s)


def _deck_cards(s: GameState) -> Counter[str]:
    """The cards of the Rivals' deck in this game, each as many times as printed (002 PREPARACIÓN)."""
    from landsraad.modules.uprising_rivals.data import rivals_data
    from landsraad.modules.uprising_rivals.extensions import hagal_deck

    deck = hagal_deck(s, rivals_data().deck(s.config.players))
    return Counter(deck)


def setup_board(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception],
                seat_of: Callable[[Any, str], int]) -> None:
    """The Rivals' House Hagal deck and discard pile as the setup lists them (a pile not listed
    keeps the fresh game's: the whole deck, an empty discard). No card in more copies than the
    deck of this player count holds."""
    given = [k for k in PILES if k in setup]
    if not _on(s):
        return  # the base game's House Hagal keys (modules/base/scenario.py)
    printed = _deck_cards(s)
    listed: dict[str, list[str]] = {}
    for key in given:
        ids = setup[key]
        if not isinstance(ids, list):
            raise fail(f"{key} must be a list, got {ids!r}")
        for cid in ids:
            if cid not in printed:
                raise fail(f"{key}: {cid!r} is not in the Rivals' House Hagal deck of a {s.config.players}-player "
                           f"game (002 PREPARACIÓN; the cards: {', '.join(sorted(printed))})")
        listed[key] = list(ids)
    counted = Counter(c for ids in listed.values() for c in ids)
    over = [f"{cid} x {n} (the deck has {printed[cid]})" for cid, n in sorted(counted.items()) if n > printed[cid]]
    if over:
        raise fail("impossible position: " + "; ".join(over))
    if "hagal_deck" in listed:
        HAGAL_DECK.put(s, tuple(listed["hagal_deck"]))
    if "hagal_discard" in listed:
        HAGAL_DISCARD.put(s, tuple(listed["hagal_discard"]))
        if "hagal_deck" not in listed:  # the cards discarded are no longer in the deck
            deck = list(HAGAL_DECK.get(s))
            for cid in listed["hagal_discard"]:
                if cid in deck:
                    deck.remove(cid)
            HAGAL_DECK.put(s, tuple(deck))


def set_seat(s: GameState, p: PlayerState, k: str, v: Any, fail: Callable[[str], Exception], where: str) -> None:
    raise fail(f"{where}.{k}: no such seat key")  # the Rivals add no seat key (SEAT_KEYS is empty)


def seats_set(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception]) -> None:
    """A Rival given the Swordmaster (`has_swordmaster: true`) has it as its third Agent (002
    Rivales, Compra del Maestro de armas; 000 Maestro de armas), as a player has."""
    if not _on(s):
        return
    seats = setup.get("seats") or {}
    for seat in s.automa:
        spec = seats.get(seat, seats.get(str(seat), {})) or {}
        p = s.players[seat]
        if "has_swordmaster" in spec and "agents_total" not in spec:
            p.agents_total = 2 + int(p.has_swordmaster)
            if "agents_left" not in spec:
                p.agents_left = p.agents_total


def pile(s: GameState, key: str) -> tuple[str, ...] | None:
    """A pile an expectation names, when this module holds it in this game (else None)."""
    if not claims(s, key):
        return None
    return HAGAL_DECK.get(s) if key == "hagal_deck" else HAGAL_DISCARD.get(s)


def player_got(s: GameState, seat: int, field: str, want: Any) -> tuple[Any, Any]:
    raise KeyError(field)  # no player field of its own (PLAYER_EXPECT is empty)


def check(s: GameState, key: str, want: Any, errors: list[str]) -> None:
    """`rivals` (the Rival cards in seat order) and `hagal_turn` (the last Rival turn's cards, in order)."""
    if not _on(s):
        errors.append(f"{key}: the game has no Rivals ({NEEDS})")
        return
    got = list(RIVAL_CARDS.get(s) if key == "rivals" else HAGAL_TURN.get(s))
    if got != list(want or ()):
        errors.append(f"{key}: expected {list(want or ())}, got {got}")
