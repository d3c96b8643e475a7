"""Scenarios: set up an exact position, script every choice, assert the outcome.

Format: docs/scenarios.md. The position comes from landsraad/scenario_setup.py, which refuses
impossible ones. The runner fails when
- a scripted action is illegal (unless the step expects that error),
- a step names a seat that is not the one deciding (unless the step expects that error: the
  action is then submitted as that seat and must be refused),
- an `error:` step's action is accepted, refused for another reason, or changes the state,
- an expectation does not hold,
- the script ends while a decision other than the one named in `stop_at` is pending
  (an unscripted decision: XMage-style strictness).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

import yaml

from landsraad.core.errors import IllegalActionError
from landsraad.rules.fields import declared_value
from landsraad.rules.state import GameState
from landsraad.rules.zones import strength
from landsraad.scenario_setup import (
    BASE_SEAT_KEYS,
    BASE_SETUP_KEYS,
    PLAYER_FIELDS,
    PLAYER_LISTS,
    ScenarioError,
    board_field,
    declared,
    keys_of,
    parts,
    player_field,
    setup_state,
)

__all__ = ["Outcome", "ScenarioError", "check_expect", "load_scenarios", "run_scenario", "select", "setup_state"]

SCENARIO_KEYS = frozenset({"name", "source", "setup", "steps", "stop_at"})
STEP_KEYS = frozenset({"do", "by", "error", "expect"})


@dataclass
class Outcome:
    name: str
    state: GameState
    steps: int


# ---- expectations ------------------------------------------------------------------------

# State fields compared as they are; a seat-valued field holds -1 for "nobody", written `null`.
SCALARS = ("phase", "round", "first_player", "tiebreak", "conflict", "state_hash")
SEAT_SCALARS = ("winner", "mentat_holder", "mentat_next")
ORDERED = ("conflict_deck", "conflict_discard")  # top = last, as in the state
# the core's piles; a module's own are its MULTISETS (the base automa's deck: `multisets()`)
MULTISETS = ("imperium_row", "imperium_deck", "removed_cards", "intrigue_deck", "intrigue_discard")
KEYED = ("control", "bonus_spice", "occupant", "reserve")  # key by key; null = not there
KEYED_SEATS = ("agents", "extra_agents", "used_once")  # space -> seats, compared as sets; null = nobody
PLAYER_COMPUTED = ("vp", "vp_sources", "strength", "hand_size", "intrigue_count", "influence")
BASE_EXPECT = (("decision", "legal", "legal_includes", "legal_excludes", "alliance", "ranking")
               + SCALARS + SEAT_SCALARS + ORDERED + MULTISETS + KEYED + KEYED_SEATS)
BASE_PLAYER = PLAYER_FIELDS + PLAYER_COMPUTED + PLAYER_LISTS


def multisets() -> tuple[str, ...]:
    """The piles an expectation compares as multisets: the core's and each module's (MULTISETS)."""
    return MULTISETS + keys_of("MULTISETS")


def expect_keys() -> frozenset[str]:
    """Every expectation: the base game's and each module's (`Module.scenario` EXPECT, MULTISETS)."""
    return frozenset(BASE_EXPECT + keys_of("EXPECT") + keys_of("MULTISETS"))


@dataclass(frozen=True)
class ProductKeys:
    """What a product adds to the scenario format, declared where it is read: setup keys, seat
    keys, expectations and player fields (docs/scenarios.md lists them: landsraad/scenario_docs.py).
    `needs`: what a scenario's setup says to play with the product."""

    product: str
    needs: str
    setup: tuple[str, ...]
    seat: tuple[str, ...]
    expect: tuple[str, ...]
    player: tuple[str, ...]


EVERY_GAME = "base"  # the product whose keys are every game's: the core's, and its module's own


def products() -> tuple[ProductKeys, ...]:
    """product -> its keys: the base game's are those of every game (the core's, then its module's:
    the automa's deck, modules/base/scenario.py); then each module's own (`Module.scenario`), in the
    order they registered. A product's own keys are refused in a game without it."""
    out = {EVERY_GAME: ProductKeys(EVERY_GAME, "(every game)", BASE_SETUP_KEYS, BASE_SEAT_KEYS, BASE_EXPECT,
                                   BASE_PLAYER)}
    for part in parts():
        keys = ProductKeys(part.MODULE, part.NEEDS, declared(part, "SETUP_KEYS"), declared(part, "SEAT_KEYS"),
                           declared(part, "EXPECT") + declared(part, "MULTISETS"), declared(part, "PLAYER_EXPECT"))
        had = out.get(part.MODULE)
        out[part.MODULE] = keys if had is None else ProductKeys(
            had.product, had.needs, had.setup + keys.setup, had.seat + keys.seat, had.expect + keys.expect,
            had.player + keys.player)
    return tuple(out.values())


def _player_got(s: GameState, seat: int, field: str, want: Any) -> tuple[Any, Any]:
    """(got, want) for a player expectation, both in comparable form."""
    p = s.players[seat]
    if field == "vp":
        return p.vp, want
    if field == "vp_sources":  # every source with VP; a source at 0 is not kept
        if not isinstance(want, dict):
            raise ScenarioError(f"p{seat}.vp_sources must be a mapping, got {want!r}")
        return dict(sorted(p.vp_sources.items())), {k: v for k, v in sorted(want.items()) if v}
    if field == "strength":
        return strength(s, p), want
    if field == "hand_size":
        return len(p.hand), want
    if field == "intrigue_count":
        return len(p.intrigues), want
    if field == "influence":
        index = s.rules.faction_index
        if not isinstance(want, dict) or any(f not in index for f in want):
            raise ScenarioError(f"p{seat}.influence must map factions {s.rules.factions} to numbers, got {want!r}")
        return {f: p.influence[index[f]] for f in want}, want
    for part in parts():  # a module's (Uprising's sandworms, Immortality's specimens, CHOAM's contracts ...)
        if field in declared(part, "PLAYER_EXPECT"):
            return part.player_got(s, seat, field, want)
    if field in PLAYER_LISTS:  # zones compared as multisets
        return sorted(player_field(p, field)), sorted(want or ())
    if field in PLAYER_FIELDS:
        return player_field(p, field), want
    raise ScenarioError(f"unknown player field {field!r}; fields: {sorted(f for pk in products() for f in pk.player)}")


def _decision(s: GameState) -> dict[str, Any] | None:
    return None if s.pending is None else {"seat": s.pending[1], "kind": s.pending[0]}


def _seats(v: Any) -> list[int]:
    return sorted(v or ())


def _check_one(s: GameState, key: str, want: Any, errors: list[str]) -> None:
    if key.startswith("p") and key[1:].isdigit():
        seat = int(key[1:])
        if seat >= len(s.players) or not isinstance(want, dict):
            errors.append(f"{key}: expected a mapping of fields for one of P0..P{len(s.players) - 1}")
            return
        for field, w in want.items():
            try:
                got, w = _player_got(s, seat, field, w)
            except ScenarioError as e:
                errors.append(str(e))
                continue
            if got != w:
                errors.append(f"{key}.{field}: expected {w!r}, got {got!r}")
    elif key == "decision":
        got = _decision(s)
        if want is None:
            if got is not None:
                errors.append(f"decision: expected none (game over), got {got}")
        elif not isinstance(want, dict) or set(want) - {"seat", "kind"}:
            errors.append(f"decision: expected a mapping with seat and/or kind, or null; got {want!r}")
        elif got is None or any(got[k] != v for k, v in want.items()):
            errors.append(f"decision: expected {want}, got {got}")
    elif key in ("legal", "legal_includes", "legal_excludes"):
        legal = s.legal_actions()
        if key == "legal" and sorted(legal) != sorted(want):
            errors.append(f"legal: expected {sorted(want)}, got {sorted(legal)}")
        if key == "legal_includes":
            errors.extend(f"legal: {a!r} missing" for a in want if a not in legal)
        if key == "legal_excludes":
            errors.extend(f"legal: {a!r} must not be offered" for a in want if a in legal)
    elif key == "alliance":
        for f, seat in want.items():
            if f not in s.rules.faction_index:
                errors.append(f"alliance: unknown faction {f!r}")
                continue
            got = s.alliance[s.rules.faction_index[f]]
            if got != (-1 if seat is None else seat):
                errors.append(f"alliance.{f}: expected {seat}, got {None if got < 0 else got}")
    elif key in KEYED:
        d = board_field(s, key)
        for k, v in want.items():
            if d.get(k) != v:
                errors.append(f"{key}.{k}: expected {v!r}, got {d.get(k)!r}")
    elif key in KEYED_SEATS:
        d = board_field(s, key)
        for k, v in want.items():
            if _seats(d.get(k)) != _seats(v):
                errors.append(f"{key}.{k}: expected {_seats(v)}, got {_seats(d.get(k))}")
    elif (part := next((x for x in parts() if key in declared(x, "EXPECT")), None)) is not None:  # a module's
        part.check(s, key, want, errors)
    elif key in SCALARS:
        got = s.state_hash() if key == "state_hash" else getattr(s, key)
        if got != want:
            errors.append(f"{key}: expected {want!r}, got {got!r}")
    elif key in SEAT_SCALARS:
        got = getattr(s, key)
        if got != (-1 if want is None else want):
            errors.append(f"{key}: expected {want!r}, got {None if got < 0 else got!r}")
    elif key in ORDERED or key == "ranking":
        if list(getattr(s, key)) != list(want or ()):
            errors.append(f"{key}: expected {list(want or ())}, got {list(getattr(s, key))}")
    elif key in multisets():
        # a pile a module holds in this game (the base game's House Hagal deck; the Rivals' under the
        # same keys), else the state's
        pile_hooks = (fn for part in parts() if (fn := getattr(part, "pile", None)) is not None)
        held = next((v for pile in pile_hooks if (v := pile(s, key)) is not None), None)
        if held is None:  # a core pile, or a module's field (none in this game: empty)
            held = getattr(s, key) if hasattr(s, key) else declared_value(s, key, ())
        got = sorted(held)
        if got != sorted(want or ()):
            errors.append(f"{key}: expected {sorted(want or ())}, got {got}")
    else:
        errors.append(f"unknown expectation {key!r}; expectations: p<seat> and {sorted(expect_keys())}")


def check_expect(s: GameState, exp: dict[str, Any], where: str) -> None:
    """Check every expectation of a step; one failure lists all that failed."""
    if not isinstance(exp, dict):
        raise ScenarioError(f"{where}: expect must be a mapping, got {exp!r}")
    errors: list[str] = []
    for key, want in exp.items():
        _check_one(s, str(key), want, errors)
    if errors:
        raise ScenarioError(f"{where}: " + "; ".join(errors))


# ---- running --------------------------------------------------------------------------------

def _check_shape(sc: Any, name: str) -> None:
    if not isinstance(sc, dict):
        raise ScenarioError(f"{name}: a scenario is a mapping, got {sc!r}")
    unknown = sorted(set(sc) - SCENARIO_KEYS)
    if unknown:
        raise ScenarioError(f"{name}: unknown key(s) {unknown}; a scenario has {sorted(SCENARIO_KEYS)}")
    if not isinstance(sc.get("steps") or [], list):
        raise ScenarioError(f"{name}: steps must be a list")
    for i, step in enumerate(sc.get("steps") or []):
        where = f"{name} step {i + 1}"
        if not isinstance(step, dict) or not step:
            raise ScenarioError(f"{where}: a step is a mapping with do and/or expect, got {step!r}")
        unknown = sorted(set(step) - STEP_KEYS)
        if unknown:
            raise ScenarioError(f"{where}: unknown key(s) {unknown}; a step has {sorted(STEP_KEYS)}")
        if "do" not in step and ("by" in step or "error" in step):
            raise ScenarioError(f"{where}: by and error belong to a step with do")
        if "do" not in step and "expect" not in step:
            raise ScenarioError(f"{where}: a step needs do or expect")
    stop = sc.get("stop_at", {"kind": "turn"})
    if stop != "over" and (not isinstance(stop, dict) or set(stop) - {"seat", "kind"}):
        raise ScenarioError(f"{name}: stop_at is \"over\" or a mapping with seat and/or kind, got {stop!r}")


def _refused(s: GameState, step: dict[str, Any], where: str) -> None:
    """An `error:` step: the action (by the `by` seat, when given) must be refused with that
    text and leave the state exactly as it was."""
    action, by = step["do"], step.get("by")
    before = s.state_hash()
    try:
        s.apply(action, seat=by)
    except IllegalActionError as e:
        if str(step["error"]).lower() not in str(e).lower():
            raise ScenarioError(f"{where}: error {str(e)!r} lacks {step['error']!r}") from e
        if s.state_hash() != before:
            raise ScenarioError(f"{where}: a refused action changed the state") from e
    else:
        who = "" if by is None else f" by P{by}"
        raise ScenarioError(f"{where}: {action!r}{who} was accepted; expected an error with {step['error']!r}")


def _play(s: GameState, step: dict[str, Any], where: str) -> None:
    action, by = step["do"], step.get("by")
    if by is not None and s.current_player() != by:
        pend = s.pending
        raise ScenarioError(
            f"{where}: P{by} was to act ({action!r}) but "
            + (f"P{s.current_player()} must decide ({pend[0]}): unscripted decision" if pend else "the game is over"))
    try:
        s.apply(action)
    except IllegalActionError as e:
        raise ScenarioError(f"{where}: {e}") from e


def _check_stop(s: GameState, stop: Any, name: str) -> None:
    pend = s.pending
    if stop == "over":
        if pend is not None:
            raise ScenarioError(f"{name}: expected the game to be over, P{pend[1]} must decide {pend[0]}")
    elif pend is None:
        raise ScenarioError(f"{name}: the game is over; expected a pending decision {stop} (stop_at: over?)")
    elif any({"seat": pend[1], "kind": pend[0]}.get(k) != v for k, v in stop.items()):
        raise ScenarioError(
            f"{name}: unscripted decision at the end: P{pend[1]} must decide {pend[0]} "
            f"(legal: {s.legal_actions()[:8]}); expected {stop}")


def run_scenario(sc: dict[str, Any], name: str = "scenario") -> Outcome:
    """Set up, play every step, check every expectation and the final decision. Raises
    ScenarioError (with the game log of the scenario) at the first thing that does not hold."""
    _check_shape(sc, name)
    try:
        s = setup_state(sc.get("setup") or {})
    except ScenarioError as e:
        raise ScenarioError(f"{name}: {e}") from e
    steps = sc.get("steps") or []
    try:
        for i, step in enumerate(steps):
            where = f"{name} step {i + 1}"
            if "do" in step:
                (_refused if "error" in step else _play)(s, step, where)
            if "expect" in step:
                check_expect(s, step["expect"], where)
        _check_stop(s, sc.get("stop_at", {"kind": "turn"}), name)
    except ScenarioError as e:
        raise ScenarioError(str(e), s.log, s.config.edition) from e
    return Outcome(name=name, state=s, steps=len(steps))


# ---- files ------------------------------------------------------------------------------------

def load_scenarios(path: str | Path) -> list[tuple[str, dict[str, Any]]]:
    """A file holds one scenario (a mapping) or several (`scenarios:` list). Names are
    `<file name>:<scenario name>`."""
    p = Path(path)
    try:
        with p.open(encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except (OSError, yaml.YAMLError) as e:
        raise ScenarioError(f"{p}: cannot read a scenario file: {e}") from e
    if isinstance(data, dict) and "scenarios" in data:
        if not isinstance(data["scenarios"], list) or not all(isinstance(sc, dict) for sc in data["scenarios"]):
            raise ScenarioError(f"{p}: scenarios must be a list of mappings")
        return [(f"{p.name}:{sc.get('name', i)}", sc) for i, sc in enumerate(data["scenarios"])]
    if isinstance(data, dict):
        return [(f"{p.name}:{data.get('name', p.stem)}", data)]
    raise ScenarioError(f"{p}: not a scenario file")


def select(cases: Iterable[tuple[str, dict[str, Any]]], patterns: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """The cases whose name (without or with the file prefix) matches one of the patterns
    (shell-style: `*` any text); all cases when there are no patterns."""
    cases = list(cases)
    if not patterns:
        return cases
    return [(full, sc) for full, sc in cases
            if any(fnmatchcase(full.split(":", 1)[1], pat) or fnmatchcase(full, pat) for pat in patterns)]
