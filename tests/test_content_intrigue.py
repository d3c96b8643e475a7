"""The base Intrigue deck: 40 cards, 34 identities, every card checked and tested.

Counts: 004 components ("40 cartas de Intriga"); per-card copies cross-checked against
Chatanga (deck_composition_spiceflow.json, intrigue.base) and DuneBlend (resources.json,
card_set base), which agree on every card (shared/reference/README.md section 3).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import landsraad.rules  # noqa: F401  (registers the named conditions and effects)
from landsraad.content import load_content
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig

# the base game's handlers: the core's and the base module's (issue 27)
_BASE_RULES = ruleset_for(GameConfig())
EFFECTS, CONDITIONS = _BASE_RULES.effects, _BASE_RULES.conditions

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = Path("/work/shared/reference")

# copies per card, as transcribed in modules/base/content/intrigue.yaml
EXPECTED = {
    "bindu_suspension": 1, "bribery": 1, "bypass_protocol": 1, "calculated_hire": 1, "charisma": 1,
    "choam_shares": 1, "councilors_dispensation": 1, "dispatch_an_envoy": 2, "double_cross": 1,
    "favored_subject": 1, "guild_authorization": 1, "infiltrate": 1, "know_their_ways": 1,
    "poison_snooper": 2, "rapid_mobilization": 1, "recruitment_mission": 1, "refocus": 1,
    "reinforcements": 1, "secret_of_the_sisterhood": 1, "the_sleeper_must_awaken": 1,
    "urgent_mission": 1, "water_of_life": 1, "water_peddlers_union": 1, "windfall": 1,
    "allied_armada": 1, "ambush": 2, "master_tactician": 3, "private_army": 2, "staged_incident": 1,
    "tiebreaker": 1, "demand_respect": 1, "to_the_victor": 1, "corner_the_market": 1,
    "plans_within_plans": 1,
}
KINDS = {
    "combat": {"allied_armada", "ambush", "master_tactician", "private_army", "staged_incident", "tiebreaker"},
    "win": {"demand_respect", "to_the_victor"},
    "endgame": {"corner_the_market", "plans_within_plans"},
}


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def test_forty_cards_thirty_four_identities() -> None:
    content = load_content("base")
    assert len(content.intrigues) == 34
    assert len(content.intrigue_deck) == 40
    assert {i: ig.copies for i, ig in content.intrigues.items()} == EXPECTED


def test_kinds() -> None:
    content = load_content("base")
    for iid, ig in content.intrigues.items():
        want = next((k for k, ids in KINDS.items() if iid in ids), "plot")
        assert ig.kind == want, iid
    assert content.intrigues["tiebreaker"].kinds() == ("combat", "endgame")


def test_checked_names_two_sources() -> None:
    """Every card records where it was checked: DuneBlend plus at least one more source."""
    for iid, ig in load_content("base").intrigues.items():
        assert "DB" in ig.checked, iid
        others = [s for s in ("FS", "CH", "US", "004", "FAQ") if s in ig.checked]
        assert len(others) >= 2, (iid, ig.checked)


def _walk(effects: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    out = []
    for e in effects:
        out.append(e)
        if e[0] in ("may", "if"):
            out.extend(_walk(e[2]))
        elif e[0] == "choose":
            for opt in e[2]:
                out.extend(_walk(opt))
    return out


def test_named_conditions_and_effects_exist() -> None:
    for iid, ig in load_content("base").intrigues.items():
        if ig.condition is not None and ig.condition[0] == "custom":
            assert ig.condition[1] in CONDITIONS, iid
        boxes = (ig.effects,) + tuple(box for _, box in ig.also)
        for box in boxes:
            for e in _walk(box):
                name = f"custom:{e[1]}" if e[0] == "custom" else e[0]
                assert name in EFFECTS, (iid, name)


def test_one_scenario_file_per_card() -> None:
    folder = ROOT / "scenarios" / "base" / "intrigue"
    files = {p.stem for p in folder.glob("*.yaml")}
    assert files == set(EXPECTED)


@pytest.mark.skipif(not REFERENCE.exists(), reason="shared reference data not available")
def test_counts_match_reference_sources() -> None:
    chatanga = json.loads((REFERENCE / "Chatanga__DuneImmorality/derived/deck_composition_spiceflow.json")
                          .read_text(encoding="utf-8"))["data"]["intrigue"]["base"]
    blend = json.loads((REFERENCE / "anttttti__DuneBlend/resources.json").read_text(encoding="utf-8"))["intrigue"]
    ours = {_norm(ig.name): ig.copies for ig in load_content("base").intrigues.values()}
    assert {_norm(re.sub(r"([A-Z])", r" \1", k)): v for k, v in chatanga.items()} == ours
    assert {_norm(c["name"]): c["count"] for c in blend if c.get("card_set") == "base"} == ours
