"""Scenarios: set up an exact position, script every choice, assert the outcome.

Format: docs/scenarios.md. The runner fails when
- a scripted action is illegal (unless the step expects that error),
- a step names a seat that is not the one deciding,
- an expectation does not hold,
- the script ends while a decision other than the one named in `stop_at` is pending
  (an unscripted decision: XMage-style strictness).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from landsraad.content import load_content
from landsraad.core.constants import FACTIONS
from landsraad.core.errors import IllegalActionError
from landsraad.rules import engine
from landsraad.rules.influence import give_alliance, scores
from landsraad.rules.phases import new_game
from landsraad.rules.state import TUPLE_ZONES, GameConfig, GameState
from landsraad.rules.zones import replaced, set_vp


class ScenarioError(AssertionError):
    """A scenario that does not play out as scripted."""


PLAYER_FIELDS = ("solari", "spice", "water", "supply", "garrison", "conflict", "swords", "persuasion",
                 "agents_total", "agents_left", "has_mentat", "has_swordmaster", "high_council",
                 "control_markers", "revealed", "leader", "masterstroke_done")
PLAYER_LISTS = ("hand", "deck", "discard", "in_play", "intrigues", "trashed",
                "deck_top", "masterstroke", "manipulated", "waiting_intrigues")
START_FRAMES = {
    "turn": None,
    "round": ("round_start",),
    "combat": ("combat_start",),
    "makers": ("makers",),
    "recall": ("recall",),
}


@dataclass
class Outcome:
    name: str
    state: GameState
    steps: int


def _set_player(s: GameState, seat: int, spec: dict[str, Any]) -> None:
    p = s.players[seat]
    for k, v in spec.items():
        if k in PLAYER_FIELDS:
            setattr(p, k, v)
        elif k in PLAYER_LISTS:  # the shared zones are tuples (state.TUPLE_ZONES)
            setattr(p, k, tuple(v) if k in TUPLE_ZONES["PlayerState"] else list(v))
        elif k == "influence":
            for f, n in v.items():
                p.influence = replaced(p.influence, FACTIONS.index(f), n)
                if scores(s, seat):
                    set_vp(p, f"influence:{f}", 1 if n >= 2 else 0)
        elif k == "vp":
            # extra VP beyond the ones implied by influence and alliances
            set_vp(p, "scenario", v)
        else:
            raise ScenarioError(f"unknown player field {k!r} in setup")


def setup_state(setup: dict[str, Any]) -> GameState:
    n = int(setup.get("players", 4))
    # created with seat 0 first so that no automa turn runs before the position is set up
    cfg = GameConfig(edition=setup.get("edition", "base"), players=n, first_player=0, log=True,
                     leaders=tuple(setup.get("leaders", ())),
                     difficulty=str(setup.get("difficulty", "sardaukar")))
    s = new_game(cfg, seed=int(setup.get("seed", 0)))
    content = load_content(cfg.edition)
    s.first_player = int(setup.get("first_player", 0))
    # start from a clean position at the start of round 1's player turns
    s.pending = None
    s.stack.clear()
    s.turn = {}
    for p in s.players:
        p.hand.clear()
        p.deck.clear()
        p.deck_top = ()
        if n == 4 and not setup.get("start_vp", True):
            set_vp(p, "start", 0)
    if "conflict" in setup:
        if setup["conflict"] not in content.conflicts:
            raise ScenarioError(f"unknown conflict {setup['conflict']!r}")
        s.conflict = setup["conflict"]
    if "conflict_deck" in setup:
        s.conflict_deck = tuple(setup["conflict_deck"])
    if "imperium_row" in setup:
        s.imperium_row = tuple(setup["imperium_row"])
    if "imperium_deck" in setup:
        s.imperium_deck = tuple(setup["imperium_deck"])
    if "intrigue_deck" in setup:
        s.intrigue_deck = tuple(setup["intrigue_deck"])
    if "hagal_deck" in setup:  # House Hagal (1-2 players): the cards left to reveal
        s.hagal_deck = tuple(setup["hagal_deck"])
        s.hagal_discard = tuple(setup.get("hagal_discard", []))
    if "intrigue_discard" in setup:
        s.intrigue_discard = tuple(setup["intrigue_discard"])
    for k in ("control", "bonus_spice", "occupant", "used_once", "reserve", "extra_agents"):
        if k in setup:
            getattr(s, k).update(setup[k])
    for seat in setup.get("control", {}).values():
        s.players[seat].control_markers -= 1
    for f, seat in setup.get("alliance", {}).items():
        give_alliance(s, FACTIONS.index(f), seat)
    for seat_s, spec in (setup.get("seats") or {}).items():
        _set_player(s, int(seat_s), spec)
    start = setup.get("start", "turn")
    if start not in START_FRAMES:
        raise ScenarioError(f"unknown start {start!r}; one of {sorted(START_FRAMES)}")
    s.phase = "player_turns" if start == "turn" else start
    if start == "turn":
        active = int(setup.get("active", s.first_player))
        s.active = (active - 1) % len(s.players)
        s.stack.append(("next_turn",))
    else:
        frame = START_FRAMES[start]
        assert frame is not None
        if start == "round":
            s.round = 0
        s.stack.append(frame)
    s.round = max(s.round, 1) if start != "round" else s.round
    engine.run(s)
    return s


def _get(s: GameState, path: str) -> Any:
    if path.startswith("p") and path[1:].isdigit():
        return s.players[int(path[1:])]
    return getattr(s, path)


def check_expect(s: GameState, exp: dict[str, Any], where: str) -> None:
    errors: list[str] = []
    for key, want in exp.items():
        if key.startswith("p") and key[1:].isdigit():
            p = s.players[int(key[1:])]
            for field, w in want.items():
                if field == "vp":
                    got: Any = p.vp
                elif field == "strength":
                    got = p.strength()
                elif field == "hand_size":
                    got = len(p.hand)
                elif field == "intrigue_count":
                    got = len(p.intrigues)
                elif field == "influence":
                    got = {f: p.influence[FACTIONS.index(f)] for f in w}
                elif field in PLAYER_LISTS:
                    got, w = sorted(getattr(p, field)), sorted(w)
                elif field in PLAYER_FIELDS:
                    got = getattr(p, field)
                else:
                    errors.append(f"unknown player field {field!r}")
                    continue
                if got != w:
                    errors.append(f"{key}.{field}: expected {w!r}, got {got!r}")
        elif key == "decision":
            pend = s.pending
            got = None if pend is None else {"seat": pend[1], "kind": pend[0]}
            if want is None:
                if pend is not None:
                    errors.append(f"decision: expected none, got {got}")
            elif got is None or any(got[k] != v for k, v in want.items()):
                errors.append(f"decision: expected {want}, got {got}")
        elif key == "legal_includes":
            legal = s.legal_actions()
            errors.extend(f"legal: {a!r} missing" for a in want if a not in legal)
        elif key == "legal_excludes":
            legal = s.legal_actions()
            errors.extend(f"legal: {a!r} must not be offered" for a in want if a in legal)
        elif key == "legal":
            if sorted(s.legal_actions()) != sorted(want):
                errors.append(f"legal: expected {sorted(want)}, got {sorted(s.legal_actions())}")
        elif key == "alliance":
            for f, seat in want.items():
                got = s.alliance[FACTIONS.index(f)]
                if got != (-1 if seat is None else seat):
                    errors.append(f"alliance.{f}: expected {seat}, got {got}")
        elif key in ("control", "bonus_spice", "occupant", "reserve", "extra_agents"):
            d = getattr(s, key)
            for k, v in want.items():
                if d.get(k) != v:
                    errors.append(f"{key}.{k}: expected {v!r}, got {d.get(k)!r}")
        elif key in ("winner", "phase", "round", "first_player", "mentat_holder", "mentat_next", "tiebreak"):
            if getattr(s, key) != want:
                errors.append(f"{key}: expected {want!r}, got {getattr(s, key)!r}")
        elif key == "ranking":
            if list(s.ranking) != want:
                errors.append(f"ranking: expected {want!r}, got {s.ranking!r}")
        elif key in ("imperium_row", "removed_cards", "intrigue_discard"):
            got = sorted(getattr(s, key))
            if got != sorted(want):
                errors.append(f"{key}: expected {sorted(want)}, got {got}")
        else:
            errors.append(f"unknown expectation {key!r}")
    if errors:
        raise ScenarioError(f"{where}: " + "; ".join(errors))


def run_scenario(sc: dict[str, Any], name: str = "scenario") -> Outcome:
    s = setup_state(sc.get("setup") or {})
    steps = sc.get("steps") or []
    for i, step in enumerate(steps):
        where = f"{name} step {i + 1}"
        if "do" in step:
            action = step["do"]
            by = step.get("by")
            if by is not None and s.current_player() != by:
                raise ScenarioError(
                    f"{where}: P{by} was to act ({action!r}) but P{s.current_player()} must decide "
                    f"({s.pending[0] if s.pending else 'game over'}): unscripted decision")
            if "error" in step:
                before = s.state_hash()
                try:
                    s.apply(action)
                except IllegalActionError as e:
                    if step["error"].lower() not in str(e).lower():
                        raise ScenarioError(f"{where}: error {str(e)!r} lacks {step['error']!r}") from e
                    if s.state_hash() != before:
                        raise ScenarioError(f"{where}: a refused action changed the state") from e
                else:
                    raise ScenarioError(f"{where}: {action!r} was accepted; expected an error")
            else:
                try:
                    s.apply(action)
                except IllegalActionError as e:
                    raise ScenarioError(f"{where}: {e}") from e
        if "expect" in step:
            check_expect(s, step["expect"], where)
    stop = sc.get("stop_at", {"kind": "turn"})
    pend = s.pending
    if stop == "over":
        if pend is not None:
            raise ScenarioError(f"{name}: expected the game to be over, P{pend[1]} must decide {pend[0]}")
    elif pend is not None and any({"seat": pend[1], "kind": pend[0]}.get(k) != v for k, v in stop.items()):
        raise ScenarioError(
            f"{name}: unscripted decision at the end: P{pend[1]} must decide {pend[0]} "
            f"(legal: {s.legal_actions()[:8]}); expected {stop}")
    return Outcome(name=name, state=s, steps=len(steps))


def load_scenarios(path: str | Path) -> list[tuple[str, dict[str, Any]]]:
    """A file holds one scenario (a mapping) or several (`scenarios:` list)."""
    p = Path(path)
    with p.open(encoding="utf-8") as f:
        data = yaml.safe_load(f)
    if isinstance(data, dict) and "scenarios" in data:
        return [(f"{p.name}:{sc.get('name', i)}", sc) for i, sc in enumerate(data["scenarios"])]
    if isinstance(data, dict):
        return [(f"{p.name}:{data.get('name', p.stem)}", data)]
    raise ScenarioError(f"{p}: not a scenario file")
