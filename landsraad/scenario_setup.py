"""Scenario setup: build the exact position a `setup:` mapping describes (docs/scenarios.md) and
refuse positions the game's components cannot make.

The position starts from a fresh game of the given size (`new_game`), with every hand, deck and
Intrigue hand emptied; only what the setup lists is there. Piles it does not list keep their
fresh-game contents. Before play starts the position is checked against the components: no card
in more copies than printed, 12 troops a player, 3 control markers, Influence 0..6, no negative
resources, House Hagal and Rivals without cards. A once-per-game or first-visit state carries its
record (`once_per_game`: the High Council seat and its visit, the Swordmaster, its visit and the
third Agent; `mentat`, `masterstroke`; a product's own in its module): derived where the state
implies it, refused, naming the keys, where it does not. A position that fails is refused with a
`ScenarioError` that says what is wrong; nothing runs.

The keys of every game are declared here (BASE_SETUP_KEYS, BASE_SEAT_KEYS) and by the base game's
module (its automa's deck: modules/base/scenario.py, shown with these); a product's own keys by its
module's scenario file (`Module.scenario`: modules/<product>/scenario.py), read from the registry
of modules (`parts()`, so a module registered later adds its keys too) and indexed in scenario.py
`products()` (which docs/scenarios.md's generated part lists). A module's scenario file declares
MODULE and NEEDS (what a setup says to play with it) and, each optional:
- its keys: SETUP_KEYS, SEAT_KEYS, EXPECT, PLAYER_EXPECT, COUNTED_PILES (card piles counted against
  the printed copies), MULTISETS (piles an expectation compares as multisets: `pile`, else the
  state's field of that name), TROOP_KEYS (seat keys holding troops) with `troops(p)`, CARD_KINDS
  (base pile -> the card kinds it may hold besides Imperium cards: Immortality's Tleilaxu cards a
  Rival removed);
- the functions that set and check them: `set_seat(s, p, key, value, fail, where)`, `seat_done(s, p,
  spec, fail, where)` (after a seat's keys, its leader known), `setup_board(s, setup, fail, seat_of)`
  (before the seats), `seats_set(s, setup, fail)`, `completed(s, setup)` (after the rest of the
  position), `player_got(s, seat, field, want)`, `check(s, key, want, errors)`, `config(setup, fail)`
  (GameConfig fields its setup keys name: the Rivals' cards and variants; checks of the player
  count), `claims(s, key)` (another product's key it reads in this game: the Rivals' `hagal_deck`,
  the base game's) and `pile(s, key)` (a pile it holds in this game, for the expectations);
- its section of docs/scenarios.md (landsraad/scenario_docs.py): DOCS_TITLE, DOCS_RULESET (the
  ruleset it is shown on: edition and modules) and DOCS_ADDS_TO (the product it follows and adds to;
  None for an edition).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from importlib import import_module
from types import ModuleType
from typing import Any

from landsraad.content import Content, Space
from landsraad.content.boxes import component_boxes
from landsraad.content.kinds import module_kinds
from landsraad.content.tree import walk
from landsraad.core.constants import CONTROL_MARKERS, MAX_INFLUENCE, TROOPS_PER_PLAYER
from landsraad.core.errors import ConfigError, ContentError, IllegalActionError
from landsraad.rules import engine
from landsraad.rules.fields import set_field_value
from landsraad.rules.influence import give_alliance, scores
from landsraad.rules.phases import new_game
from landsraad.rules.places import put
from landsraad.rules.ruleset import MODULES, VpSource, known_editions
from landsraad.rules.state import TUPLE_ZONES, GameConfig, GameState, PlayerState
from landsraad.rules.turn_context import Turn
from landsraad.rules.zones import added, replaced, set_leader_state, set_vp


def parts() -> tuple[ModuleType, ...]:
    """The modules' own scenario keys (`Module.scenario`), in the order the modules registered:
    read from the registry at each call, so a module registered after this file was imported (a
    plug-in, a test's product) adds its keys too."""
    return _imported(tuple(m.scenario for m in MODULES.values() if m.scenario))


@lru_cache(maxsize=8)
def _imported(names: tuple[str, ...]) -> tuple[ModuleType, ...]:
    known_editions()  # the built-in modules are registered
    return tuple(import_module(name) for name in names)


def declared(part: ModuleType, name: str) -> tuple[str, ...]:
    """A part's list of keys (SETUP_KEYS, SEAT_KEYS, ...): none when it leaves it out."""
    return tuple(getattr(part, name, ()))


def _hooks(name: str) -> tuple[Any, ...]:
    """The functions named `name` of the modules' scenario files, in order (some leave one out)."""
    return _hooks_of(parts(), name)


@lru_cache(maxsize=64)
def _hooks_of(of: tuple[ModuleType, ...], name: str) -> tuple[Any, ...]:
    return tuple(fn for part in of if (fn := getattr(part, name, None)) is not None)


@lru_cache(maxsize=64)
def _keys_of(of: tuple[ModuleType, ...], name: str) -> tuple[str, ...]:
    return tuple(k for part in of for k in declared(part, name))


def keys_of(name: str) -> tuple[str, ...]:
    """Every module's keys of one kind (SETUP_KEYS, SEAT_KEYS, EXPECT ...), in registration order."""
    return _keys_of(parts(), name)


def setup_keys() -> frozenset[str]:
    """Every setup key: the base game's and each module's (`Module.scenario`)."""
    return _every(parts(), "SETUP_KEYS")


def seat_keys() -> frozenset[str]:
    """Every seat key: the base game's and each module's."""
    return _every(parts(), "SEAT_KEYS")


@lru_cache(maxsize=16)
def _every(of: tuple[ModuleType, ...], name: str) -> frozenset[str]:
    base = {"SETUP_KEYS": BASE_SETUP_KEYS, "SEAT_KEYS": BASE_SEAT_KEYS}[name]
    return frozenset(base + _keys_of(of, name))


def troop_keys() -> tuple[str, ...]:
    """Seat keys that hold some of a player's 12 troops (the rest are in supply): the base game's and
    a module's (Immortality's specimens, Lady Jessica's memories)."""
    return ("garrison", "conflict", *keys_of("TROOP_KEYS"))


def _claimed(s: GameState, key: str) -> bool:
    """Whether a module reads this key, another's, in this game (the Rivals' House Hagal deck under
    the base game's keys): it sets, counts and shows that pile itself."""
    return any(claims(s, key) for claims in _hooks("claims"))


def _modules(setup: dict[str, Any]) -> tuple[str, ...]:
    mods = setup.get("modules", [])
    if not isinstance(mods, list) or not all(isinstance(m, str) for m in mods):
        raise _fail(f"modules must be a list of module names, got {mods!r}")
    return tuple(mods)


class ScenarioError(AssertionError):
    """A scenario that cannot be set up, or does not play out as scripted. `log` holds the game
    log up to the failure in English (empty when the setup itself was refused); `lines` the same
    lines as the state keeps them (rules/story.py), to be read in another language
    (`log_in(lang)`, `landsraad scenario run --log --lang`)."""

    def __init__(self, message: str, lines: list[Any] | None = None, edition: str = "base") -> None:
        from landsraad.rules.story import render_line

        super().__init__(message)
        self.lines: list[Any] = list(lines or [])
        self.edition = edition
        self.log: list[str] = [render_line(line, edition) for line in self.lines]

    def log_in(self, lang: str) -> list[str]:
        from landsraad.rules.story import render_line

        return [render_line(line, self.edition, lang) for line in self.lines]


# Player fields a setup may set and an expectation may check, as they are in PlayerState.
PLAYER_FIELDS = ("solari", "spice", "water", "supply", "garrison", "conflict", "swords", "persuasion",
                 "agents_total", "agents_left", "has_mentat", "has_swordmaster", "high_council",
                 "control_markers", "revealed", "leader", "masterstroke_done")
# Card zones of a player: lists of card ids (Imperium, starter and Reserve cards, except
# `intrigues` and `waiting_intrigues`: Intrigue cards; `masterstroke`: Faction names).
PLAYER_LISTS = ("hand", "deck", "discard", "in_play", "intrigues", "trashed",
                "deck_top", "masterstroke", "manipulated", "waiting_intrigues")
BOOL_FIELDS = frozenset({"has_mentat", "has_swordmaster", "high_council", "revealed", "masterstroke_done"})
CARD_ZONES = ("hand", "deck", "deck_top", "discard", "in_play", "trashed", "manipulated")
INTRIGUE_ZONES = ("intrigues", "waiting_intrigues")
# Further seat keys: `influence: {faction: n}`, `vp: n` (extra VP, source "scenario"),
# `vp_sources: {source: n}`; a product's own are its module's (`seat_keys()`).
BASE_SEAT_KEYS = PLAYER_FIELDS + PLAYER_LISTS + ("influence", "vp", "vp_sources")
NON_NEGATIVE = ("solari", "spice", "water", "supply", "garrison", "swords", "persuasion",
                "agents_total", "agents_left", "control_markers")
# Scenario keys kept in the player's leader_state (modules/base/leaders.py), not in a field of their own
LEADER_KEYS = frozenset({"masterstroke", "masterstroke_done", "manipulated"})


def player_field(p: PlayerState, k: str) -> Any:
    """A player field as scenarios name it: `conflict` is the troops in the Conflict, and the
    leader keys read the leader_state (so scenario files keep their keys across save formats)."""
    if k == "conflict":
        return p.troops_in_conflict
    if k == "masterstroke_done":
        return bool(p.leader_state.get(k))
    if k in LEADER_KEYS:
        return p.leader_state.get(k, ())
    return getattr(p, k)


def board_field(s: GameState, key: str) -> dict[str, Any]:
    """A board map as scenarios name it: `agents` {space: [seats]}, and its older spellings
    `occupant` {space: the first seat} and `extra_agents` {space: [the further seats]}."""
    if key == "occupant":
        return {sid: seats[0] for sid, seats in s.agents.items()}
    if key == "extra_agents":
        return {sid: list(seats[1:]) for sid, seats in s.agents.items() if len(seats) > 1}
    if key == "agents":
        return {sid: list(seats) for sid, seats in s.agents.items()}
    return dict(getattr(s, key))

START_FRAMES: dict[str, tuple[str, ...] | None] = {
    "turn": None,
    "round": ("round_start",),
    "combat": ("combat_start",),
    "makers": ("makers",),
    "recall": ("recall",),
}

BASE_SETUP_KEYS = (
    # the game
    "players", "edition", "modules", "difficulty", "leaders", "seed", "first_player", "start", "active",
    "start_vp", "ask_all_intrigue_windows", "extra_copies",
    # shared piles and the board
    "conflict", "conflict_deck", "conflict_discard", "imperium_row", "imperium_deck", "removed_cards",
    "intrigue_deck", "intrigue_discard", "reserve",
    "control", "alliance", "bonus_spice", "agents", "occupant", "extra_agents", "used_once",
    # the players
    "seats",
)
# every setup key, by product (landsraad/scenario.py products(); docs/scenarios.md lists them): these
# and a module's own (`Module.scenario`: `setup_keys()`)

# VP sources a setup may give (`seats.N.vp_sources`): those the game's modules declare
# (rules/ruleset.py VpSource: "conflict", "card:<card>", Uprising's "battle_icons" ...) and
# "scenario". Those `derived` (Influence and Alliance VP, the 4-player start VP, the Tleilaxu
# track's) follow from the position and are not set by hand.
SCENARIO_VP = "scenario"


def _fail(msg: str) -> ScenarioError:
    return ScenarioError(f"setup: {msg}")


def _list(setup: dict[str, Any], key: str) -> list[Any]:
    v = setup[key]
    if not isinstance(v, list):
        raise _fail(f"{key} must be a list, got {v!r}")
    return v


def _mapping(v: Any, where: str) -> dict[Any, Any]:
    if not isinstance(v, dict):
        raise _fail(f"{where} must be a mapping, got {v!r}")
    return v


def _ids(values: list[Any], known: Any, what: str, where: str) -> tuple[str, ...]:
    for v in values:
        if v not in known:
            raise _fail(f"{where}: unknown {what} {v!r}")
    return tuple(values)


def _seat(s: GameState, v: Any, where: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < len(s.players):
        raise _fail(f"{where}: {v!r} is not a seat (0..{len(s.players) - 1})")
    return v


def _space(content: Content, sid: Any, where: str) -> str:
    if sid not in content.spaces:
        raise _fail(f"{where}: unknown board space {sid!r}")
    return str(sid)


# ---- the game ---------------------------------------------------------------------------

def _new_game(setup: dict[str, Any]) -> GameState:
    known = setup_keys()
    unknown = sorted(set(setup) - known)
    if unknown:
        raise _fail(f"unknown key(s) {unknown}; the keys are {sorted(known)} (docs/scenarios.md)")
    n = setup.get("players", 4)
    if n not in (1, 2, 3, 4):
        raise _fail(f"players must be 1, 2, 3 or 4, not {n!r}")
    for key in ("start_vp", "ask_all_intrigue_windows"):
        if not isinstance(setup.get(key, False), bool):
            raise _fail(f"{key} must be true or false, got {setup[key]!r}")
    seed = setup.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise _fail(f"seed must be a whole number (0 or more), got {seed!r}")
    leaders = setup.get("leaders", [])
    if not isinstance(leaders, list):
        raise _fail(f"leaders must be a list (one per seat, null = no leader), got {leaders!r}")
    extra: dict[str, Any] = {}
    # a module's config fields (the Rivals' cards and variants) and its checks of the player count
    # (the base automa's: `difficulty`, its piles)
    for config in _hooks("config"):
        extra.update(config(setup, _fail))
    # created with seat 0 first so that no automa turn runs before the position is set up
    try:
        cfg = GameConfig(edition=str(setup.get("edition", "base")), players=n, first_player=0, log=True,
                         leaders=tuple(leaders), difficulty=str(setup.get("difficulty", "sardaukar")),
                         ask_all_intrigue_windows=bool(setup.get("ask_all_intrigue_windows", False)),
                         modules=_modules(setup) + tuple(extra.pop("modules", ())), **extra)
        return new_game(cfg, seed=seed)
    except (ConfigError, IllegalActionError, ContentError) as e:  # ConfigError: refused by GameConfig
        raise _fail(str(e)) from e


def _clear(s: GameState, setup: dict[str, Any]) -> None:
    """Start from a clean position: no decision, empty hands, decks and Intrigue hands."""
    s.pending = None
    s.stack.clear()
    s.turn = Turn()
    for p in s.players:
        p.hand.clear()
        p.deck.clear()
        p.deck_top = ()
        if p.intrigues:  # solo Rivals draw Intrigues at setup: back into the deck
            s.intrigue_deck = added(s.intrigue_deck, *p.intrigues)
            p.intrigues = ()
        if s.rules.start_vp_of(p.seat) and not setup.get("start_vp", True):
            set_vp(s, p, "start", 0)


def _piles(s: GameState, setup: dict[str, Any], content: Content) -> None:
    if "conflict" in setup:
        if setup["conflict"] not in content.conflicts:
            raise _fail(f"unknown conflict {setup['conflict']!r}")
        s.conflict = setup["conflict"]
    for key, known, what in (("conflict_deck", content.conflicts, "conflict"),
                             ("conflict_discard", content.conflicts, "conflict"),
                             ("imperium_row", content.cards, "card"),
                             ("imperium_deck", content.cards, "card"),
                             ("removed_cards", content.cards, "card"),
                             ("intrigue_deck", content.intrigues, "intrigue"),
                             ("intrigue_discard", content.intrigues, "intrigue")):
        if key in setup and not _claimed(s, key):  # a core pile, or a module's under a core key
            set_field_value(s, key, _ids(_list(setup, key), known, what, key))
    for key in ("imperium_row", "imperium_deck", "removed_cards"):
        # a module's cards a pile may hold too (Immortality's: 003 solo, a Tleilaxu Row card a Rival
        # removed, docs/rulings.md I50)
        also = {kind for part in parts() for kind in getattr(part, "CARD_KINDS", {}).get(key, ())}
        for cid in setup.get(key, ()):
            if content.cards[cid].kind in also:
                continue
            if content.cards[cid].kind != "imperium":
                raise _fail(f"{key}: {cid!r} is a {content.cards[cid].kind} card, not an Imperium card")
    if "reserve" in setup:
        for cid, k in _mapping(setup["reserve"], "reserve").items():
            if cid not in content.reserve:
                raise _fail(f"reserve: {cid!r} is not a Reserve card ({sorted(content.reserve)})")
            if not isinstance(k, int) or k < 0:
                raise _fail(f"reserve.{cid}: {k!r} is not a pile size")
            s.reserve = {**s.reserve, cid: k}


def _board(s: GameState, setup: dict[str, Any], content: Content) -> None:
    for sid, n in _mapping(setup.get("bonus_spice", {}), "bonus_spice").items():
        if not content.spaces[_space(content, sid, "bonus_spice")].maker:
            raise _fail(f"bonus_spice: {sid!r} is not a Maker space")
        if not isinstance(n, int) or n < 0:
            raise _fail(f"bonus_spice.{sid}: {n!r} is not an amount of spice")
        s.bonus_spice[sid] = n
    controllable = {c.control for c in content.conflicts.values() if c.control}
    for sid, seat in _mapping(setup.get("control", {}), "control").items():
        if _space(content, sid, "control") not in controllable:
            raise _fail(f"control: {sid!r} has no control marker space (only {sorted(controllable)})")
        s.control[sid] = _seat(s, seat, f"control.{sid}")
        s.players[seat].control_markers -= 1  # taken from the owner's 3
    # `occupant` {space: seat} (the first Agent) and `extra_agents` {space: [seats]} (further
    # Agents: Infiltrate) are the older spelling of `agents` {space: [seats]}: all put Agents on
    # the space in that order (rules/places.py)
    for sid, seat in _mapping(setup.get("occupant", {}), "occupant").items():
        put(s.agents, _space(content, sid, "occupant"), _seat(s, seat, f"occupant.{sid}"))
    for key in ("agents", "extra_agents", "used_once"):
        for sid, seats in _mapping(setup.get(key, {}), key).items():
            _space(content, sid, key)
            if key == "used_once" and visit_flag(content.spaces[sid]) is None:
                raise _fail(f"used_once: {sid!r} is not a once-per-game or first-visit space")
            if not isinstance(seats, list):
                raise _fail(f"{key}.{sid} must be a list of seats, got {seats!r}")
            checked = [_seat(s, x, f"{key}.{sid}") for x in seats]
            if key == "used_once":
                if len(set(checked)) != len(checked):  # a record of who has used or visited it
                    raise _fail(f"used_once.{sid}: {seats!r} names a seat twice")
                s.used_once[sid] = checked
            else:
                for x in checked:
                    put(s.agents, sid, x)
    for f, seat in _mapping(setup.get("alliance", {}), "alliance").items():
        if f not in s.rules.faction_index:
            raise _fail(f"alliance: unknown faction {f!r}")
        give_alliance(s, s.rules.faction_index[f], _seat(s, seat, f"alliance.{f}"))


def _set_player(s: GameState, seat: int, spec: dict[str, Any], content: Content) -> None:
    p = s.players[seat]
    where = f"seats.{seat}"
    known = seat_keys()
    unknown = sorted(set(spec) - known)
    if unknown:
        raise _fail(f"{where}: unknown field(s) {unknown}; the fields are {sorted(known)}")
    for k, v in spec.items():
        if k in PLAYER_FIELDS:
            _check_field(k, v, content, where)
            if k == "conflict":  # troops in the Conflict: the "troop" units (other units kept)
                p.conflict = {**{u: n for u, n in p.conflict.items() if u != "troop"}, **({"troop": v} if v else {})}
            elif k in LEADER_KEYS:
                set_leader_state(p, k, v)
            else:
                setattr(p, k, v)
        elif k in LEADER_KEYS:  # a list kept in the leader_state (modules/base/leaders.py)
            if not isinstance(v, list):
                raise _fail(f"{where}.{k} must be a list, got {v!r}")
            if k == "masterstroke":
                _ids(v, s.rules.factions, "faction", f"{where}.{k}")
            else:
                _ids(v, content.cards, "card", f"{where}.{k}")
            set_leader_state(p, k, tuple(v))
        elif k in PLAYER_LISTS:  # the shared zones are tuples (state.TUPLE_ZONES)
            if not isinstance(v, list):
                raise _fail(f"{where}.{k} must be a list, got {v!r}")
            if k in INTRIGUE_ZONES:
                _ids(v, content.intrigues, "intrigue", f"{where}.{k}")
            else:
                _ids(v, content.cards, "card", f"{where}.{k}")
            setattr(p, k, tuple(v) if k in TUPLE_ZONES["PlayerState"] else list(v))
        elif k == "influence":
            for f, n in _mapping(v, f"{where}.influence").items():
                if f not in s.rules.faction_index:
                    raise _fail(f"{where}.influence: unknown faction {f!r}")
                if not isinstance(n, int) or not 0 <= n <= MAX_INFLUENCE:
                    raise _fail(f"{where}.influence.{f}: {n!r} is off the track (0..{MAX_INFLUENCE})")
                p.influence = replaced(p.influence, s.rules.faction_index[f], n)
                if scores(s, seat):
                    set_vp(s, p, f"influence:{f}", 1 if n >= 2 else 0)
        elif (part := _seat_part(k)) is not None:  # a module's (Uprising's sandworms, CHOAM's contracts ...)
            part.set_seat(s, p, k, v, _fail, where)
        elif k == "vp":
            _check_field(k, v, content, where)
            set_vp(s, p, "scenario", v)  # extra VP beyond those implied by influence and alliances
        else:  # vp_sources
            for src, n in _mapping(v, f"{where}.vp_sources").items():
                _check_vp_source(s, str(src), where)
                _check_field(f"vp_sources.{src}", n, content, where)
                set_vp(s, p, str(src), n)
    # once the seat's leader is known: its own pieces (Uprising's); an automa's seat has no cards (the
    # base module's, 001)
    for seat_done in _hooks("seat_done"):
        seat_done(s, p, spec, _fail, where)
    if any(k in spec for k in troop_keys()) and "supply" not in spec:
        # a player has 12 troops: those not in the garrison, the Conflict, a module's place (the
        # axolotl tanks: 003 specimens) or Lady Jessica's memories (002) are in the supply
        p.supply = TROOPS_PER_PLAYER - p.garrison - p.troops_in_conflict - _module_troops(p)


def _module_troops(p: PlayerState) -> int:
    """A player's troops in a module's place (Immortality: the axolotl tanks; Lady Jessica's memories)."""
    return sum(n for troops_of in _hooks("troops") for _, n in troops_of(p))


def _seat_part(key: str) -> ModuleType | None:
    """The module whose scenario file declares this seat key."""
    return next((part for part in parts() if key in declared(part, "SEAT_KEYS")), None)


def _check_field(k: str, v: Any, content: Content, where: str) -> None:
    """A player field holds the type the state holds: a number, a yes/no, a leader id."""
    if k in BOOL_FIELDS:
        ok = isinstance(v, bool)
    elif k == "leader":
        ok = v is None or v in content.leaders
    else:
        ok = isinstance(v, int) and not isinstance(v, bool)
    if not ok:
        want = "true or false" if k in BOOL_FIELDS else "a leader id or null" if k == "leader" else "a whole number"
        raise _fail(f"{where}.{k}: {v!r} is not {want}")


def _slot_values(s: GameState, v: VpSource, slot: str) -> Any:
    """The names a VP source's `<slot>` takes (rules/ruleset.py VpSource): those it declares, or
    a table of the game's content."""
    if v.values:
        return v.values
    content = s.rules.content
    values: dict[str, Any] = {"<faction>": s.rules.factions, "<card>": content.cards, "<leader>": content.leaders,
                              "<contract>": content.contracts}
    return values.get(slot, ())


def _check_vp_source(s: GameState, src: str, where: str) -> None:
    """A source the game's modules declare (rules/ruleset.py VpSource), not one that follows from
    the position; or "scenario"."""
    kind, colon, ident = src.partition(":")
    for v in s.rules.vp_sources:
        vkind, vcolon, slot = v.pattern.partition(":")
        if vkind != kind or bool(vcolon) != bool(colon):
            continue
        if v.derived:
            raise _fail(f"{where}.vp_sources: {src!r} follows from the position ({v.text}; set influence, alliance, "
                        "start_vp or the track instead)")
        if not colon or ident in _slot_values(s, v, slot) or slot == "<index>":
            return
    if src == SCENARIO_VP:
        return
    settable = [v.pattern for v in s.rules.vp_sources if not v.derived] + [SCENARIO_VP]
    raise _fail(f"{where}.vp_sources: unknown source {src!r}; sources are {', '.join(settable)}")


# ---- once per game, first visits: what a flag implies ---------------------------------------

# The lasting flag a once-per-game space (000 / 004 Alto Consejo, Maestro de armas: "una sola vez
# por partida") or a first-visit space (002 Alto Consejo: "La primera vez que envíes un Agente a
# esta casilla") gives the player who visits it; `used_once` records the visits (rules/turns.py,
# modules/uprising/board.py).
VISIT_FLAGS = {"high_council_seat": "high_council", "take_swordmaster": "has_swordmaster"}
FRESH_AGENTS = 2  # 004 Preparação G1: "Coloque dois dos seus Agentes sobre o seu Líder"
SWORDMASTER_AGENTS = 1  # 000 Maestro de armas: "tu tercer Agente"


def visit_flag(space: Space) -> tuple[str, str] | None:
    """(effect, player flag) of a once-per-game or first-visit space, or None for another space
    (a first-visit space without such a flag: two empty strings)."""
    effects = space.effects
    if not space.once_per_game:
        first = [e for e in effects if e[0] == "first_visit"]
        if not first:
            return None
        effects = first[0][1]
    for e in walk(effects):
        if e[0] in VISIT_FLAGS:
            return e[0], VISIT_FLAGS[e[0]]
    return "", ""


def _other_sources(s: GameState, sid: str, effect: str) -> list[str]:
    """The components in play besides the space that give the flag (Uprising's Corrinth City: a
    High Council seat, docs/rulings.md U401), by name."""
    content = s.rules.content
    out = []
    for comp, box in component_boxes(content, (s.config.edition, *s.config.modules)):
        if comp != f"space {sid}" and any(e[0] == effect for e in walk(box)):
            kind, _, ident = comp.partition(" ")
            pool: Any = {"card": content.cards, "intrigue": content.intrigues, "leader": content.leaders}.get(kind, {})
            name = getattr(pool.get(ident), "name", ident)
            if name not in out:
                out.append(name)
    return out


def once_per_game(s: GameState, setup: dict[str, Any], specs: dict[int, dict[str, Any]]) -> None:
    """Derive the record a once-per-game or first-visit state implies, or refuse the position
    (issue 33). For each such space and each seat that takes turns with cards (the automa's
    Swordmasters come by the round, 000 House Hagal sheet):
    - visited (in `used_once`) -> the flag: derived, refused when the seat says false;
    - the flag without the visit: the visit is derived when the space is the only way to the flag
      (base High Council, every Swordmaster); refused when another component gives it too
      (Corrinth City: the setup must say which with `used_once`), and when `used_once` lists the
      space without the seat and nothing else gives the flag;
    - the Swordmaster is the third Agent (000 Maestro de armas): `agents_total` follows."""
    given = setup.get("used_once") or {}
    bad = []
    for space in s.rules.board:
        found = visit_flag(space)
        if not found or not found[0]:
            continue
        effect, flag = found
        sid = space.id
        others: list[str] | None = None
        for p in s.players:
            if p.seat in s.automa:
                continue
            spec = specs.get(p.seat, {})
            visited = p.seat in s.used_once.get(sid, ())
            where = f"seats.{p.seat}.{flag}"
            if visited and not getattr(p, flag):
                if flag in spec:
                    bad.append(f"used_once.{sid} lists P{p.seat} but {where} is false: the "
                               f"{'first ' if not space.once_per_game else ''}visit to {space.name} gives it")
                    continue
                setattr(p, flag, True)
            elif getattr(p, flag) and not visited:
                others = _other_sources(s, sid, effect) if others is None else others
                if sid in given and not others:
                    bad.append(f"{where} is true but used_once.{sid} does not list P{p.seat}: only the {space.name} "
                               "space gives it")
                elif sid not in given and others:
                    bad.append(f"{where} is true: say whether P{p.seat} visited the {space.name} space "
                               f"(used_once: {{{sid}: [{p.seat}]}}) or has it from {' or '.join(others)} and never "
                               f"visited it (used_once: {{{sid}: []}})")
                elif sid not in given:
                    s.used_once.setdefault(sid, []).append(p.seat)
    for p in s.players:  # the Swordmaster is the third Agent
        if p.seat in s.automa:
            continue
        if p.has_swordmaster and s.rules.automa is not None and s.config.players == 1 \
                and s.config.difficulty == "kwisatz_haderach":
            bad.append(f"seats.{p.seat}.has_swordmaster: at Kwisatz Haderach difficulty you never gain a Swordmaster "
                       "(001 difficulty table)")
        spec = specs.get(p.seat, {})
        want = FRESH_AGENTS + SWORDMASTER_AGENTS * p.has_swordmaster
        if "agents_total" not in spec:
            p.agents_total = want
        elif p.agents_total != want:
            has = "has the Swordmaster" if p.has_swordmaster else "has no Swordmaster (has_swordmaster)"
            bad.append(f"seats.{p.seat}.agents_total is {p.agents_total} but P{p.seat} {has}: "
                       f"{want} Agents (000 / 002 Maestro de armas: the third Agent)")
    if bad:
        raise _fail("impossible position: " + "; ".join(bad))


def mentat(s: GameState) -> None:
    """000 Mentat: one Mentat; the player who has it holds it (`mentat_holder`, derived)."""
    holders = [p.seat for p in s.players if p.has_mentat]
    if len(holders) > 1:
        raise _fail(f"impossible position: {', '.join(f'seats.{x}.has_mentat' for x in holders)}: "
                    "the game has one Mentat (000 Mentat)")
    if holders:
        s.mentat_holder = holders[0]


def masterstroke(s: GameState, specs: dict[int, dict[str, Any]]) -> None:
    """Baron Vladimir Harkonnen's Masterstroke (004 Barão Vladimir Harkonnen: "escolha dois dos
    quatro marcadores ... revele suas escolhas ... (uma vez por jogo)"; FAQ Baron "Masterstroke"):
    two tokens of different Factions; revealed ones are the tokens he chose. (Tokens on another
    leader are left to the scenarios that show the ability is his alone.)"""
    for seat in specs:
        p = s.players[seat]
        tokens = p.leader_state.get("masterstroke", ())
        if tokens and (len(tokens) != 2 or len(set(tokens)) != 2):
            raise _fail(f"seats.{seat}.masterstroke: two different Factions (004: two of the four tokens), got {list(tokens)}")
        if p.leader_state.get("masterstroke_done") and not tokens:
            raise _fail(f"seats.{seat}.masterstroke_done: revealed Masterstroke tokens need seats.{seat}.masterstroke "
                        "(the two Factions he chose: 004 Barão Vladimir Harkonnen, once per game)")


# ---- is the position possible? ----------------------------------------------------------

def printed_copies(content: Content, cid: str) -> int:
    """Copies of a card in the box (004 COMPONENTES): Imperium and Intrigue cards as printed,
    Reserve cards by pile (8 Arrakis Liaison, 10 The Spice Must Flow, 6 Foldspace)."""
    if cid in content.reserve:
        return content.reserve[cid]
    if cid in content.cards:
        return content.cards[cid].copies
    if cid in content.intrigues:
        return content.intrigues[cid].copies
    if cid in content.conflicts:
        return content.conflicts[cid].copies
    for kind in module_kinds():  # a module's own kind of component (content/kinds.py: the base automa's cards)
        if cid in kind.get(content):
            return int(kind.get(content)[cid].copies)
    raise KeyError(cid)


def copies_problems(s: GameState, setup: dict[str, Any], content: Content) -> list[str]:
    """Cards the setup places in more copies than printed. Counted: every zone the setup lists
    (a pile it does not list keeps its fresh-game contents and is not counted). Starter cards
    are counted per player: each player has their own 10-card starter deck (004 COMPONENTES DO
    JOGADOR); all other cards across the table. `extra_copies: {card: n}` lets a compact test
    hold n copies more than printed."""
    shared: Counter[str] = Counter()
    # after the Combat the current Conflict card is already the top of the face-up pile
    # (rules/phases.py after_combat): one card, counted once
    if "conflict" in setup and setup["conflict"] not in setup.get("conflict_discard", ())[-1:]:
        shared[setup["conflict"]] += 1
    for key in ("conflict_deck", "conflict_discard", "imperium_row", "imperium_deck", "removed_cards",
                "intrigue_deck", "intrigue_discard", *keys_of("COUNTED_PILES")):
        if not _claimed(s, key):  # a module that reads another's pile counts it itself (the Rivals')
            shared.update(setup.get(key, ()))
    for cid, k in (setup.get("reserve") or {}).items():
        shared[cid] += k
    per_seat: dict[int, Counter[str]] = {}
    for seat_s, spec in (setup.get("seats") or {}).items():
        own: Counter[str] = Counter()
        for zone in CARD_ZONES + INTRIGUE_ZONES:
            own.update(spec.get(zone, ()))
        starter = Counter({c: k for c, k in own.items() if c in content.cards and content.cards[c].kind == "starter"})
        per_seat[int(seat_s)] = starter
        shared.update(own - starter)
    extra = _mapping(setup.get("extra_copies", {}), "extra_copies")
    for cid, k in extra.items():
        pools: tuple[Mapping[str, Any], ...] = (content.cards, content.intrigues, content.conflicts,
                                                *(kind.get(content) for kind in module_kinds()))
        if not any(cid in pool for pool in pools):
            raise _fail(f"extra_copies: unknown card {cid!r}")
        if not isinstance(k, int) or k < 1:
            raise _fail(f"extra_copies.{cid}: {k!r} is not a number of copies")
    bad = []
    for cid, k in sorted(shared.items()):
        printed = printed_copies(content, cid)
        if k > printed + extra.get(cid, 0):
            bad.append(f"{k} x {cid} (the game has {printed})")
    for seat, starter in sorted(per_seat.items()):
        for cid, k in sorted(starter.items()):
            printed = content.cards[cid].copies
            if k > printed + extra.get(cid, 0):
                bad.append(f"{k} x {cid} for P{seat} (a starter deck has {printed})")
    return bad


def position_problems(s: GameState, setup: dict[str, Any], content: Content) -> list[str]:
    """What the components forbid (004 COMPONENTES, COMPONENTES DO JOGADOR)."""
    bad = copies_problems(s, setup, content)
    markers = Counter(s.control.values())
    for p in s.players:
        bad.extend(_player_problems(s, p, markers[p.seat]))
    for f, holder in enumerate(s.alliance):
        if holder >= 0 and s.players[holder].influence[f] < 4:
            bad.append(f"P{holder} holds the {s.rules.factions[f]} Alliance with {s.players[holder].influence[f]} "
                       "Influence (an Alliance needs 4: 004 Alianças)")
    return bad


def _player_problems(s: GameState, p: PlayerState, on_board: int) -> list[str]:
    bad = [f"P{p.seat} {name} is {getattr(p, name)}" for name in NON_NEGATIVE if getattr(p, name) < 0]
    if p.troops_in_conflict < 0:
        bad.append(f"P{p.seat} conflict is {p.troops_in_conflict}")
    # a module's (Immortality's specimens, Lady Jessica's memories)
    held = [(name, n) for troops_of in _hooks("troops") for name, n in troops_of(p)]
    troops = p.garrison + p.supply + p.troops_in_conflict + sum(n for _, n in held)
    if troops != TROOPS_PER_PLAYER:
        bad.append(f"P{p.seat} has {troops} troops (garrison {p.garrison} + supply {p.supply} + "
                   f"conflict {p.troops_in_conflict}" + "".join(f" + {name} {n}" for name, n in held if n)
                   + f"); every player has {TROOPS_PER_PLAYER}")
    if p.control_markers + on_board > CONTROL_MARKERS:
        bad.append(f"P{p.seat} has {p.control_markers} control markers in hand and {on_board} on the board "
                   f"(a player has {CONTROL_MARKERS})")
    if p.agents_left > p.agents_total + int(p.has_mentat):
        bad.append(f"P{p.seat} has {p.agents_left} Agents left of {p.agents_total}"
                   + (" and the Mentat" if p.has_mentat else ""))
    return bad


# ---- the whole setup --------------------------------------------------------------------

def setup_state(setup: dict[str, Any]) -> GameState:
    """The position a scenario's `setup:` describes, run until its first decision."""
    setup = _mapping(setup, "setup") if setup else {}
    s = _new_game(setup)
    content = s.rules.content
    s.first_player = _seat(s, setup.get("first_player", 0), "first_player")
    # a seat that never holds the First Player marker (House Hagal's) is refused by its module's
    # `setup_board` (modules/base/scenario.py)
    _clear(s, setup)
    _piles(s, setup, content)
    _board(s, setup, content)
    for setup_board in _hooks("setup_board"):  # a module's board (Immortality's Bene Tleilax board)
        setup_board(s, setup, _fail, lambda v, where: _seat(s, v, where))
    specs: dict[int, dict[str, Any]] = {}
    for seat_s, spec in _mapping(setup.get("seats") or {}, "seats").items():
        seat = _seat(s, seat_s, "seats")
        specs[seat] = _mapping(spec, f"seats.{seat_s}")
        _set_player(s, seat, specs[seat], content)
    once_per_game(s, setup, specs)
    mentat(s)
    masterstroke(s, specs)
    for seats_set in _hooks("seats_set"):  # CHOAM's contracts, what the Tleilaxu tokens' places imply
        seats_set(s, setup, _fail)
    for completed in _hooks("completed"):  # the Tleilaxu deck the setup does not list
        completed(s, setup)
    bad = position_problems(s, setup, content)
    if bad:
        raise _fail("impossible position: " + "; ".join(bad))
    start = setup.get("start", "turn")
    if start not in START_FRAMES:
        raise _fail(f"unknown start {start!r}; one of {sorted(START_FRAMES)}")
    s.phase = "player_turns" if start == "turn" else start
    if start == "turn":
        s.active = (_seat(s, setup.get("active", s.first_player), "active") - 1) % len(s.players)
        s.stack.append(("next_turn",))
    else:
        frame = START_FRAMES[start]
        assert frame is not None
        if start == "round":
            s.round = 0
        s.stack.append(frame)
    s.round = max(s.round, 1) if start != "round" else s.round
    s.log = []  # the log of the scenario: what happens from the set-up position on
    s.triggers = s.triggers.for_game(s)  # the seats' leaders may have been set above
    engine.run(s)
    return s
