"""Scenarios with the Immortality module (seed 003; docs/scenarios.md "Immortality").

A scenario's `setup: {modules: [immortality]}` plays with the module (and `immortality_up_to_11`
after it); the Bene Tleilax board's state is then set and checked like the rest of the position:

- setup keys `research: {seat: space}` (a research track space id, c<column>r<row>), `tleilaxu:
  {seat: index}` (0 = the start space), `tleilaxu_row: [left, right]` (Reclaimed Forces is always
  there and never listed), `tleilaxu_deck: [cards]` (unordered), `tleilaxu_spice: n` (the setup
  spice still on its space), `family_atomics: [seats]` (who still holds the token);
- the seat key `specimens: n` (troops in the axolotl tanks: one of the player's 12 troops);
- the same keys as expectations (`tleilaxu_row` in order: left, right), and the player fields
  `specimens`, `genetic_markers` (computed: 003 Marcadores genéticos), `returning` (Chairdog) and
  `trashed_intrigues`.

Without the module these keys are refused with a message that says so.

The scenario loader (landsraad/scenario_setup.py, landsraad/scenario.py) reaches this file through
`Module.scenario` and reads the names every module's scenario keys have: MODULE, NEEDS, SETUP_KEYS,
SEAT_KEYS, EXPECT, PLAYER_EXPECT, COUNTED_PILES, TROOP_KEYS, CARD_KINDS, its section of docs/scenarios.md
(DOCS_TITLE, DOCS_RULESET, DOCS_ADDS_TO) and the functions `set_seat`, `setup_board`, `seats_set`,
`completed`, `troops`, `player_got`, `check` (landsraad/scenario_setup.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.immortality.state import (
    FAMILY_ATOMICS,
    RESEARCH,
    TLEILAXU,
    TLEILAXU_DECK,
    TLEILAXU_ROW,
    TLEILAXU_SPICE,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from landsraad.rules.state import GameState, PlayerState

MODULE = "immortality"
NEEDS = "modules: [immortality]"  # what a scenario's setup says to play with it (docs/scenarios.md)
# docs/scenarios.md's section (landsraad/scenario_docs.py): shown on the base game, after it
DOCS_TITLE = "Immortality (`modules: [immortality]`, seed 003)"
DOCS_RULESET: tuple[str, tuple[str, ...]] = ("base", (MODULE,))
DOCS_ADDS_TO = "base"
BOARD_KEYS = ("research", "tleilaxu", "tleilaxu_row", "tleilaxu_deck", "tleilaxu_spice", "family_atomics")
SETUP_KEYS = BOARD_KEYS  # `modules` is a key of every game (scenario_setup.BASE_SETUP_KEYS)
SEAT_KEYS = ("specimens",)
EXPECT = BOARD_KEYS
PLAYER_EXPECT = ("specimens", "genetic_markers", "returning", "trashed_intrigues")
PILES = ("tleilaxu_row", "tleilaxu_deck")  # counted against the printed copies with the other piles
COUNTED_PILES = PILES
TROOP_KEYS = ("specimens",)  # seat keys holding some of a player's 12 troops (the rest are in supply)
# base piles that may hold its cards besides Imperium cards: 003 solo, a Tleilaxu Row card a Rival
# removed (docs/rulings.md I50)
CARD_KINDS = {"removed_cards": ("tleilaxu",)}


def specimens_of(p: PlayerState) -> int:
    return len(p.zones.get("specimens", ()))


def troops(p: PlayerState) -> tuple[tuple[str, int], ...]:
    """A player's troops in the axolotl tanks (003 specimens), counted with the player's 12."""
    return (("specimens", specimens_of(p)),)


def set_specimens(p: PlayerState, n: int) -> None:
    rest = {z: c for z, c in p.zones.items() if z != "specimens"}
    p.zones = {**rest, **({"specimens": ("specimen",) * n} if n else {})}


def _on(s: GameState) -> bool:
    return MODULE in s.config.modules


def setup_board(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception],
                seat_of: Callable[[Any, str], int]) -> None:
    """The Bene Tleilax board's keys of a setup (refused in a game without the module)."""
    given = [k for k in BOARD_KEYS if k in setup]
    if not given:
        return
    if not _on(s):
        raise fail(f"{', '.join(given)}: the Bene Tleilax board needs modules: [immortality] (seed 003)")
    from landsraad.modules.immortality.data import imm

    data = imm(s)
    for seat_s, sid in _mapping(setup.get("research", {}), "research", fail).items():
        seat = seat_of(seat_s, "research")
        if sid not in data.research.spaces:
            raise fail(f"research.{seat}: unknown research track space {sid!r} ({sorted(data.research.spaces)})")
        RESEARCH.put(s, (*RESEARCH.get(s)[:seat], sid, *RESEARCH.get(s)[seat + 1:]))
    last = len(data.tleilaxu_track.spaces) - 1
    for seat_s, at in _mapping(setup.get("tleilaxu", {}), "tleilaxu", fail).items():
        seat = seat_of(seat_s, "tleilaxu")
        if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= last:
            raise fail(f"tleilaxu.{seat}: {at!r} is not a Tleilaxu track space (0..{last})")
        TLEILAXU.put(s, (*TLEILAXU.get(s)[:seat], at, *TLEILAXU.get(s)[seat + 1:]))
    for key in PILES:
        if key not in setup:
            continue
        cards = setup[key]
        if not isinstance(cards, list):
            raise fail(f"{key} must be a list, got {cards!r}")
        for cid in cards:
            if cid not in data.tleilaxu or cid == data.row_card:
                why = "is always there, never listed" if cid == data.row_card else "is not a Tleilaxu card"
                raise fail(f"{key}: {cid!r} {why}")
        if key == "tleilaxu_row" and len(cards) > 2:
            raise fail(f"tleilaxu_row: at most two cards beside Reclaimed Forces (003 CARTAS TLEILAXU), got {cards}")
        s.rules.state_fields[key].put(s, tuple(cards))
    if "tleilaxu_spice" in setup:
        n = setup["tleilaxu_spice"]
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= data.tleilaxu_track.setup_spice:
            raise fail(f"tleilaxu_spice: {n!r} is not 0..{data.tleilaxu_track.setup_spice} (003 Preparación)")
        TLEILAXU_SPICE.put(s, n)
    if "family_atomics" in setup:
        seats = setup["family_atomics"]
        if not isinstance(seats, list):
            raise fail(f"family_atomics must be a list of seats, got {seats!r}")
        checked = sorted({seat_of(x, "family_atomics") for x in seats})
        if any(x in s.automa for x in checked):
            raise fail("family_atomics: House Hagal and the Rivals hold no Family Atomics (docs/rulings.md I37)")
        FAMILY_ATOMICS.put(s, tuple(checked))


def tleilaxu_history(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception]) -> None:
    """What the Tleilaxu tokens' places imply (003 EL MEDIDOR TLEILAXU: a token only moves right,
    "Siempre que tu ficha Tleilaxu llegue a una casilla con una bonificación, la recibes de
    inmediato"; "Cada jugador recibe un Punto de Victoria cuando llega a esta casilla. El primer
    jugador que llegue a ella recibe [...] las 2 fichas de Especia"): every seat has the VP of each
    space its token has reached (source `tleilaxu:<index>`, never set by hand), and the setup spice
    is gone exactly when some token has reached its space. A `tleilaxu_spice` that says otherwise
    is refused; without it, it is derived."""
    if not _on(s):
        return
    from landsraad.modules.immortality.data import imm
    from landsraad.rules.zones import set_vp

    track = imm(s).tleilaxu_track
    for p in s.players:
        at = TLEILAXU.get(s)[p.seat]
        for space in track.spaces[1:]:
            vp = sum(e[1] for e in space.effects if e[0] == "vp")
            if vp:
                set_vp(s, p, f"tleilaxu:{space.index}", vp if at >= space.index else 0)
    where = track.setup_spice_index
    reached = [seat for seat, at in enumerate(TLEILAXU.get(s)) if at >= where]
    if "tleilaxu_spice" not in setup:
        TLEILAXU_SPICE.put(s, 0 if reached else track.setup_spice)
    elif reached and TLEILAXU_SPICE.get(s):
        raise fail(f"tleilaxu_spice: {TLEILAXU_SPICE.get(s)} left, but P{reached[0]}'s Tleilaxu token has reached space "
                   f"{where}: the first to reach it takes that spice (003 EL MEDIDOR TLEILAXU)")
    elif not reached and not TLEILAXU_SPICE.get(s):
        raise fail(f"tleilaxu_spice: 0, but no Tleilaxu token has reached space {where}, where the setup spice lies "
                   "until the first player reaches it (003 EL MEDIDOR TLEILAXU)")


def seats_set(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception]) -> None:
    """Once the seats are set: what the Tleilaxu tokens' places imply."""
    tleilaxu_history(s, setup, fail)


def completed(s: GameState, setup: dict[str, Any]) -> None:
    """Once the rest of the position is set: the Tleilaxu deck the setup does not list."""
    unlisted_deck(s, setup)


def unlisted_deck(s: GameState, setup: dict[str, Any]) -> None:
    """A Tleilaxu deck the setup does not list holds the Tleilaxu cards that are nowhere else: not
    in the Row, not out of the game (`removed_cards`: a solo Rival's removal), not in a seat's zones
    (as a fresh game's deck holds those not dealt)."""
    if not _on(s) or "tleilaxu_deck" in setup:
        return
    from collections import Counter

    from landsraad.modules.immortality.data import imm

    data = imm(s)
    elsewhere = Counter(TLEILAXU_ROW.get(s)) + Counter(c for c in s.removed_cards if c in data.tleilaxu)
    for p in s.players:
        for z in (p.hand, p.deck, p.deck_top, p.discard, p.in_play, p.trashed):
            elsewhere.update(c for c in z if c in data.tleilaxu)
    deck = []
    for cid in data.tleilaxu_deck:  # every printed copy, less those elsewhere
        if elsewhere[cid]:
            elsewhere[cid] -= 1
        else:
            deck.append(cid)
    TLEILAXU_DECK.put(s, tuple(deck))


def set_seat(s: GameState, p: PlayerState, k: str, v: Any, fail: Callable[[str], Exception], where: str) -> None:
    """A seat's Immortality key (`specimens`)."""
    if not _on(s):
        raise fail(f"{where}.{k}: specimens need modules: [immortality] (seed 003)")
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise fail(f"{where}.{k}: {v!r} is not a whole number")
    set_specimens(p, v)


def player_got(s: GameState, seat: int, field: str, want: Any) -> tuple[Any, Any]:
    p = s.players[seat]
    if field == "specimens":
        return specimens_of(p), want
    if field == "genetic_markers":
        from landsraad.modules.immortality.data import markers

        return markers(s, seat), want
    return sorted(p.zones.get(field, ())), sorted(want or ())  # returning, trashed_intrigues


def check(s: GameState, key: str, want: Any, errors: list[str]) -> None:
    """An Immortality expectation (`key` in BOARD_KEYS)."""
    if not _on(s):
        errors.append(f"{key}: the game has no Bene Tleilax board (modules: [immortality])")
        return
    if key in ("research", "tleilaxu"):
        got_all = s.rules.state_fields[key].get(s)
        for seat_s, w in (want or {}).items():
            seat = int(seat_s)
            got = got_all[seat] if 0 <= seat < len(got_all) else None
            if got != w:
                errors.append(f"{key}.{seat}: expected {w!r}, got {got!r}")
    elif key == "tleilaxu_row":  # in order: left, right (003 ADICIONES: the crossed-out side)
        if list(TLEILAXU_ROW.get(s)) != list(want or ()):
            errors.append(f"tleilaxu_row: expected {list(want or ())}, got {list(TLEILAXU_ROW.get(s))}")
    elif key == "tleilaxu_deck":
        if sorted(TLEILAXU_DECK.get(s)) != sorted(want or ()):
            errors.append(f"tleilaxu_deck: expected {sorted(want or ())}, got {sorted(TLEILAXU_DECK.get(s))}")
    elif key == "tleilaxu_spice":
        if TLEILAXU_SPICE.get(s) != want:
            errors.append(f"tleilaxu_spice: expected {want!r}, got {TLEILAXU_SPICE.get(s)!r}")
    elif sorted(FAMILY_ATOMICS.get(s)) != sorted(want or ()):
        errors.append(f"family_atomics: expected {sorted(want or ())}, got {sorted(FAMILY_ATOMICS.get(s))}")


def _mapping(v: Any, where: str, fail: Callable[[str], Exception]) -> dict[Any, Any]:
    if not isinstance(v, dict):
        raise fail(f"{where} must be a mapping, got {v!r}")
    return v
