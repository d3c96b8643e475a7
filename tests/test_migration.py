"""Save format 2 (issue 13: units and places) and the migration of format-1 saves and records.

The fixtures in tests/data/format1/ were written by the code before format 2
(bench/format1_fixtures.py, run on 53412cd): a decision in the middle of a card, two Agents on one
space (Infiltrate), the Baron's Masterstroke tokens face down and revealed, Helena's Manipulate,
troops in the Conflict, and a finished game's record. Each must load, migrate, and play on to
exactly the state the old code reached (migrated). bench/migration_check.py makes the same
comparison at every step of the 32 golden games against the old code itself.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from landsraad import GameConfig, GameState, SaveError, new_game
from landsraad.records import GameRecorder, verify
from landsraad.rules.migrate import SAVE_FORMAT, legacy_state_hash, migrate

DATA = Path(__file__).parent / "data" / "format1"
SAVES = sorted(p.stem for p in DATA.glob("*.json") if p.stem != "record")


def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / f"{name}.json").read_text())
    return data


def _format1_hash(save: dict[str, Any]) -> str:
    """GameState.state_hash as the format-1 code computed it: its save, canonical JSON."""
    return hashlib.sha256(json.dumps(save, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:16]


def test_every_kind_of_fixture_is_there() -> None:
    assert SAVES == ["infiltrate", "manipulate", "masterstroke_face_down", "masterstroke_revealed",
                     "mid_decision", "troops_in_conflict"]
    assert SAVE_FORMAT == 2


@pytest.mark.parametrize("name", SAVES)
def test_a_format_1_save_loads_migrates_and_plays_on(name: str) -> None:
    data = _load(name)
    assert data["save"]["format"] == 1
    s = GameState.from_json(data["save"])  # checked like any save (rules/save_checks.py)
    assert s.to_json() == migrate(json.loads(json.dumps(data["save"])))
    assert s.to_json()["format"] == 2
    # nothing was lost: the format-1 save comes back from the migrated state, hash for hash
    assert legacy_state_hash(s) == _format1_hash(data["save"])
    for a in data["actions"]:
        assert a in s.legal_actions()
        s.apply(a)
    assert s.to_json() == migrate(json.loads(json.dumps(data["after"])))
    again = GameState.from_json(s.to_json())  # and the format-2 save round-trips
    assert again.state_hash() == s.state_hash() and again.legal_actions() == s.legal_actions()


def test_infiltrate_two_agents_on_one_space_become_one_tuple() -> None:
    """004 Clarificações, Infiltrar: the first Agent, then the Infiltrating one, on one space."""
    save = _load("infiltrate")["save"]
    (sid,) = save["extra_agents"]
    first = save["occupant"][sid]
    s = GameState.from_json(save)
    assert s.agents[sid] == (first, *save["extra_agents"][sid]) and len(s.agents[sid]) == 2
    assert set(s.agents) == set(save["occupant"])  # every occupied space, and no other


def test_leader_state_and_units_after_migration() -> None:
    hidden = GameState.from_json(_load("masterstroke_face_down")["save"])
    baron = next(p for p in hidden.players if p.leader == "vladimir_harkonnen")
    assert baron.leader_state == {"masterstroke": ("guild", "bene_gesserit")}
    shown = GameState.from_json(_load("masterstroke_revealed")["save"])
    baron = next(p for p in shown.players if p.leader == "vladimir_harkonnen")
    assert baron.leader_state["masterstroke_done"] is True
    helena = next(p for p in GameState.from_json(_load("manipulate")["save"]).players if p.leader == "helena_richese")
    assert helena.leader_state == {"manipulated": ("power_play",)}
    save = _load("troops_in_conflict")["save"]
    s = GameState.from_json(save)
    for pd, p in zip(save["players"], s.players, strict=True):
        assert p.conflict == ({"troop": pd["conflict"]} if pd["conflict"] else {})
        assert p.troops_in_conflict == pd["conflict"] and p.zones == {}


def test_a_format_1_record_still_verifies() -> None:
    """Records written before format 2 hold format-1 hashes: verified by hashing each replayed
    state as its format-1 save (records.legacy_state_hash)."""
    rec = _load("record")
    assert rec["format"] == "landsraad-record/1"
    check = verify(rec)
    assert check.verified and check.hashes >= len(rec["actions"]) // 10
    forged = {**rec, "hashes": {**rec["hashes"], "10": "0" * 16}}
    with pytest.raises(SaveError, match="hash mismatch after action 10"):
        verify(forged)


def test_new_records_are_format_2() -> None:
    rec = GameRecorder(GameConfig(players=3), 5)
    for _ in range(12):
        rec.apply(rec.state.legal_actions()[0])
    data = rec.to_json()
    assert data["format"] == "landsraad-record/2" and verify(data).hashes == 3
    old_style = {**data, "format": "landsraad-record/1"}  # format-2 hashes under the old label
    with pytest.raises(SaveError, match="hash mismatch"):
        verify(old_style)


@pytest.mark.parametrize("fmt", [0, 3, "2", None, True])
def test_an_unknown_format_is_refused(fmt: Any) -> None:
    d = new_game(GameConfig(players=3), 1).to_json()
    d["format"] = fmt
    with pytest.raises(SaveError, match="not a landsraad save"):
        GameState.from_json(d)
    with pytest.raises(SaveError, match="unknown format"):
        migrate(dict(d))


def test_a_tampered_format_1_save_is_refused_after_migration() -> None:
    save = json.loads(json.dumps(_load("infiltrate")["save"]))
    save["extra_agents"] = {"arrakeen": [9]}
    with pytest.raises(SaveError, match="agents"):
        GameState.from_json(save)
