"""What `GameState.from_json` checks in a save before handing the state out (issue 20): every
field of the right type, every card, Intrigue, Conflict, House Hagal card, leader, board space,
seat, continuation frame and decision known to this edition, no negative resources or troops.
A save that passes can be played on without the engine meeting a name it does not know; what
the rules would never produce from such a position (a card census, Alliance thresholds) is the
sweeps' business (landsraad/invariants.py), not a loader's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from landsraad.core.constants import MAX_INFLUENCE, TROOPS_PER_PLAYER
from landsraad.rules.fields import StateField, shape_problem
from landsraad.rules.state import GameState, bind_save_checks
from landsraad.rules.turn_context import Turn

PHASES = ("setup", "round_start", "player_turns", "combat", "makers", "recall", "endgame", "over")
PLAYER_COUNTS = ("solari", "spice", "water", "supply", "garrison", "agents_total", "agents_left",
                 "control_markers", "persuasion", "swords")
PLAYER_FLAGS = ("has_mentat", "has_swordmaster", "high_council", "revealed")
MAX_SHOWN = 5  # problems named in one error message


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _show(x: Any) -> str:
    return repr(x)[:40]


def _memories(p: Any) -> int:
    """Troops on the board's Bene Gesserit area as Lady Jessica's memories (Uprising)."""
    n = p.leader_state.get("memories", 0) if isinstance(p.leader_state, dict) else 0
    return n if _int(n) else 0


def leader_state_problems(ls: Any, who: str, s: GameState, bad: Any, ids: Any, leader: Any = None) -> None:
    """A player's leader_state (modules/base/leaders.py): known keys, each of its type, none empty."""
    if not isinstance(ls, dict):
        bad(f"{who} leader_state is not an object")
        return
    for k, v in ls.items():
        if k == "masterstroke":
            ids(f"{who} masterstroke", v, s.rules.faction_index)
        elif k == "manipulated":
            ids(f"{who} manipulated", v, s.rules.content.cards)
        elif k == "masterstroke_done":
            if v is not True:
                bad(f"{who} masterstroke_done is true or left out")
        elif k == "side":  # Uprising: Lady Jessica's side face up
            if v not in ("front", "back"):
                bad(f"{who} side is front or back")
        elif k in ("memories", "smiled"):  # Uprising: troops as memories; the Reveal of Gurney's bonus
            if not _int(v) or v < 0:
                bad(f"{who} {k}: {_show(v)} is not a whole number >= 0")
        elif k == "training":  # Uprising: the space of Feyd's training track the token is on
            leaders = s.rules.content.leaders
            track = leaders[leader].track if isinstance(leader, str) and leader in leaders else ()
            if v not in {t.id for t in track}:
                bad(f"{who} training: {_show(v)} is not a space of the leader's track")
        else:
            bad(f"{who} leader_state: unknown key {_show(k)}")
            return
        if not v:
            bad(f"{who} leader_state {k} is empty (left out when empty)")


def state_problems(s: GameState) -> list[str]:
    """Every problem found, as short messages (empty: the save is sound). Stops early once
    MAX_SHOWN are found: a tampered save is refused whole, one reason is enough."""
    out: list[str] = []
    content = s.rules.content
    n = s.config.seats
    seats = range(n)

    def bad(msg: str) -> bool:
        out.append(msg)
        return len(out) >= MAX_SHOWN

    def seat_ok(x: Any, none: int | None = None) -> bool:
        return _int(x) and (x in seats or x == none)

    def ids(where: str, items: Any, known: Iterable[str] | dict[str, Any]) -> None:
        if not isinstance(items, (list, tuple)):
            bad(f"{where} is not a list")
            return
        for x in items:
            if not isinstance(x, str) or x not in known:
                bad(f"{where}: unknown {_show(x)}")
                return

    def space_map(where: str, d: Any, value_ok: Any) -> None:
        if not isinstance(d, dict):
            bad(f"{where} is not an object")
            return
        for k, v in d.items():
            if k not in content.spaces:
                bad(f"{where}: unknown board space {_show(k)}")
                return
            if not value_ok(v):
                bad(f"{where}[{k}]: bad value {_show(v)}")
                return

    # ---- players ----------------------------------------------------------------------------
    if len(s.players) != n:
        bad(f"{len(s.players)} players saved for a table of {n} seats")
        return out
    for i, p in enumerate(s.players):
        who = f"P{i}"
        if p.seat != i or not _int(p.seat):
            bad(f"{who}: seat is {_show(p.seat)}")
        for name in PLAYER_COUNTS:
            v = getattr(p, name)
            if not _int(v) or v < 0:
                bad(f"{who} {name}: {_show(v)} is not a whole number >= 0")
        for name in PLAYER_FLAGS:
            if not isinstance(getattr(p, name), bool):
                bad(f"{who} {name} is not true or false")
        units = s.rules.unit_strength
        if not isinstance(p.conflict, dict) or not all(k in units and _int(v) and v > 0
                                                       for k, v in p.conflict.items()):
            bad(f"{who} conflict: {_show(p.conflict)} is not units by kind ({', '.join(units)}), each > 0")
        elif _int(p.supply) and _int(p.garrison) and isinstance(p.zones, dict) \
                and p.supply + p.garrison + p.troops_in_conflict + _memories(p) \
                + len(p.zones.get("specimens", ())) > TROOPS_PER_PLAYER:
            bad(f"{who} has more than {TROOPS_PER_PLAYER} troops")
        if not _int(p.last_reveal) or p.last_reveal < -1:
            bad(f"{who} last_reveal: {_show(p.last_reveal)}")
        if p.leader is not None and p.leader not in content.leaders:
            bad(f"{who}: unknown leader {_show(p.leader)}")
        if not isinstance(p.influence, tuple) or len(p.influence) != len(s.rules.factions) \
                or not all(_int(x) and 0 <= x <= MAX_INFLUENCE for x in p.influence):
            bad(f"{who} influence: {_show(p.influence)} is not {len(s.rules.factions)} levels from 0 to {MAX_INFLUENCE}")
        if not isinstance(p.vp_sources, dict) or not all(isinstance(k, str) and _int(v)
                                                          for k, v in p.vp_sources.items()):
            bad(f"{who} vp_sources: {_show(p.vp_sources)}")
        for zone in ("deck", "deck_top", "hand", "in_play", "discard", "trashed"):
            ids(f"{who} {zone}", getattr(p, zone), content.cards)
        for zone in ("intrigues", "waiting_intrigues"):
            ids(f"{who} {zone}", getattr(p, zone), content.intrigues)
        leader_state_problems(p.leader_state, who, s, bad, ids, p.leader)
        zones = s.rules.zones  # the core's and the game's modules' (Module.zones)
        if not isinstance(p.zones, dict) or not all(k in zones and isinstance(v, tuple) and v
                                                    and all(isinstance(x, str) for x in v)
                                                    for k, v in p.zones.items()):
            bad(f"{who} zones: {_show(p.zones)} is not non-empty lists by zone ({', '.join(zones)})")
        else:
            if p.zones.get("conflicts"):
                ids(f"{who} zones conflicts", p.zones["conflicts"], content.conflicts)
            for zone in ("trashed_intrigues", "this_round"):  # Uprising: Intrigue cards by id
                if p.zones.get(zone):
                    ids(f"{who} zones {zone}", p.zones[zone], content.intrigues)
            if any(x != "specimen" for x in p.zones.get("specimens", ())):
                bad(f"{who} zones specimens: {_show(p.zones['specimens'])} holds only \"specimen\" entries (troops, 003)")
            for zone in ("contracts", "contracts_done"):  # CHOAM contracts held and completed (002)
                if p.zones.get(zone):
                    ids(f"{who} zones {zone}", p.zones[zone], content.contracts)
        if len(out) >= MAX_SHOWN:
            return out

    # ---- the board and the decks -------------------------------------------------------------
    if not _int(s.seed) or not _int(s.rng) or not 0 <= s.rng < 2**64:
        bad("seed and rng are whole numbers (rng from 0 to 2**64 - 1)")
    for name in ("round", "version", "reveal_counter"):
        v = getattr(s, name)
        if not _int(v) or v < 0:
            bad(f"{name}: {_show(v)} is not a whole number >= 0")
    if s.phase not in PHASES:
        bad(f"unknown phase {_show(s.phase)}")
    for name in ("first_player", "active", "mentat_holder", "mentat_next", "winner"):
        if not seat_ok(getattr(s, name), none=-1):
            bad(f"{name}: {_show(getattr(s, name))} is not a seat (or -1)")
    space_map("agents", s.agents, lambda v: isinstance(v, tuple) and v and all(seat_ok(x) for x in v))
    space_map("control", s.control, seat_ok)
    space_map("bonus_spice", s.bonus_spice, lambda v: _int(v) and v >= 0)
    for name in ("used_once", "voice"):
        space_map(name, getattr(s, name), lambda v: isinstance(v, list) and all(seat_ok(x) for x in v))
    if not isinstance(s.alliance, tuple) or len(s.alliance) != len(s.rules.factions) \
            or not all(seat_ok(x, none=-1) for x in s.alliance):
        bad(f"alliance: {_show(s.alliance)}")
    for name in ("automa", "ranking"):
        v = getattr(s, name)
        if not isinstance(v, tuple) or not all(seat_ok(x) for x in v):
            bad(f"{name}: {_show(v)} is not a list of seats")
    ids("conflict_deck", s.conflict_deck, content.conflicts)
    ids("conflict_discard", s.conflict_discard, content.conflicts)
    if s.conflict is not None and s.conflict not in content.conflicts:
        bad(f"unknown Conflict card {_show(s.conflict)}")
    for name in ("imperium_deck", "imperium_row", "removed_cards"):
        ids(name, getattr(s, name), content.cards)
    if not isinstance(s.reserve, dict) or not all(k in content.cards and _int(v) and v >= 0
                                                  for k, v in s.reserve.items()):
        bad(f"reserve: {_show(s.reserve)}")
    ids("intrigue_deck", s.intrigue_deck, content.intrigues)
    ids("intrigue_discard", s.intrigue_discard, content.intrigues)
    # the modules' fields (rules/fields.py): each of its shape, then the module's own check
    declared_problems(s, bad, seat_ok)
    # Imperium Ceremony (Immortality): at most the two cards looked at, known to seats of the game
    ids("intrigue_top", s.intrigue_top, content.intrigues)
    kt = s.intrigue_top_seats
    if not isinstance(kt, tuple) or not all(seat_ok(x) for x in kt) or len(set(kt)) != len(kt) \
            or (not kt) != (not s.intrigue_top) or (isinstance(s.intrigue_top, tuple) and len(s.intrigue_top) > 2):
        bad(f"intrigue_top_seats: {_show(kt)} with intrigue_top {_show(s.intrigue_top)}")
    if not isinstance(s.tiebreak, str) or not isinstance(s.turn, Turn):
        bad("tiebreak is text and turn an object")

    # ---- what happens next: continuation frames and the pending decision ----------------------
    if not isinstance(s.stack, list) or not all(isinstance(f, tuple) and f and f[0] in s.rules.ops for f in s.stack):
        bad("stack: an unknown continuation frame")
    pend = s.pending
    if pend is not None:
        if not isinstance(pend, tuple) or len(pend) < 2 or pend[0] not in s.rules.decisions or not seat_ok(pend[1]):
            bad(f"pending: {_show(pend)} is not a decision of this game")
    if (pend is None) != (s.phase == "over"):
        bad("a game that is not over waits for a decision, and a game that is over for none")
    return out


def declared_problems(s: GameState, bad: Callable[[str], object], seat_ok: Callable[..., bool]) -> None:
    """The fields the game's modules declare (rules/fields.py StateField), game-level and each
    player's: the generic check of its JSON shape, then (when sound) the module's `check`."""
    holders: list[tuple[Any, Iterable[StateField[Any]], str]] = [(s, s.rules.state_fields.values(), "")]
    if s.rules.player_fields:
        holders += [(p, s.rules.player_fields.values(), f"P{p.seat} ") for p in s.players]
    for holder, declared, who in holders:
        if not isinstance(holder.ext, dict):
            bad(f"{who}module fields are not an object")
            continue
        for f in declared:
            v = f.get(holder)
            problem = shape_problem(f, v, seat_ok)
            if problem is None and f.check is not None:
                problem = f.check(s, v)
            if problem:
                bad(who + problem)


bind_save_checks(state_problems)
