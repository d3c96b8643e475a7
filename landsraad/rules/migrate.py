"""Older saves brought up to the current format (`GameState.from_json` calls `migrate`).

Saves, game records and the web store's games outlive a change of the state's shape, so every
format change adds one step here, from format n to n + 1, and `migrate` runs them in order. A
step works on the JSON (a dict), before any checking: the migrated save is then checked like a
new one (rules/save_checks.py). bench/migration_check.py proves a step keeps the game the same:
the old code's state at every step of the golden games, migrated, equals the new code's.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from landsraad.core.errors import SaveError
from landsraad.rules.types import AnyState

Save = dict[str, Any]

# The save format GameState.to_json writes (rules/state.py).
# 2: who is on a space is one map (`agents`), Conflict units per kind, per-player `zones` and
# `leader_state` (`migrate` turns a format-1 save into this one)
SAVE_FORMAT = 2


def _format_1_to_2(d: Save) -> Save:
    """Format 2 (issue 13, units and places):
    - `occupant` {space: seat} + `extra_agents` {space: [seats]} -> `agents` {space: [seats]},
      the first Agent first (rules/places.py);
    - a player's `conflict` (troops) -> units by kind {"troop": n}, no zero entries;
    - a player's `masterstroke`, `masterstroke_done`, `manipulated` -> `leader_state`, keys only
      for non-empty values (modules/base/leaders.py); a new empty `zones` map."""
    occupant = d.pop("occupant", {}) or {}
    extra = d.pop("extra_agents", {}) or {}
    agents: dict[str, list[int]] = {}
    for sid, seat in occupant.items():
        agents[sid] = [seat, *extra.get(sid, [])]
    for sid, seats in extra.items():  # further Agents on a space without a first (never written)
        if sid not in agents and seats:
            agents[sid] = list(seats)
    d["agents"] = agents
    for pd in d.get("players", []):
        troops = pd.pop("conflict", 0)
        pd["conflict"] = {"troop": troops} if troops else {}
        leader: dict[str, Any] = {}
        if pd.get("masterstroke"):
            leader["masterstroke"] = pd["masterstroke"]
        if pd.get("masterstroke_done"):
            leader["masterstroke_done"] = True
        if pd.get("manipulated"):
            leader["manipulated"] = pd["manipulated"]
        for k in ("masterstroke", "masterstroke_done", "manipulated"):
            pd.pop(k, None)
        pd["leader_state"] = leader
        pd["zones"] = {}
    d["format"] = 2
    return d


def _format_2_to_1(d: Save) -> Save:
    """The inverse of `_format_1_to_2` for a state format 1 could hold (troops only, no zones):
    how a state is hashed to verify a record written before format 2 (records.py)."""
    agents = d.pop("agents")
    d["occupant"] = {sid: seats[0] for sid, seats in agents.items()}
    d["extra_agents"] = {sid: seats[1:] for sid, seats in agents.items() if len(seats) > 1}
    for pd in d["players"]:
        units = pd.pop("conflict")
        if set(units) - {"troop"} or pd.pop("zones"):
            raise SaveError("this state has what format 1 cannot hold (units other than troops, zones)")
        pd["conflict"] = units.get("troop", 0)
        leader = pd.pop("leader_state")
        pd["masterstroke"] = leader.get("masterstroke", [])
        pd["masterstroke_done"] = bool(leader.get("masterstroke_done"))
        pd["manipulated"] = leader.get("manipulated", [])
    d["format"] = 1
    return d


def legacy_state_hash(s: AnyState) -> str:
    """The state hash a format-1 engine gave this state (GameState.state_hash of its format-1
    save): records written before format 2 are verified with it."""
    blob = json.dumps(_format_2_to_1(s.to_json()), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


# format n -> the step that makes it format n + 1
STEPS: dict[int, Callable[[Save], Save]] = {1: _format_1_to_2}


def migrate(d: Save) -> Save:
    """A save of any known format in the current one (SaveError for an unknown format). Changes
    and returns `d` (callers pass a copy)."""
    fmt = d.get("format")
    while fmt != SAVE_FORMAT:
        step = STEPS.get(fmt) if isinstance(fmt, int) and not isinstance(fmt, bool) else None
        if step is None:
            raise SaveError(f"not a landsraad save (unknown format {str(fmt)[:20]!r})")
        d = step(d)
        fmt = d["format"]
    return d
