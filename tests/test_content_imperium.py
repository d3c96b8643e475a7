"""The base Imperium deck as transcribed in landsraad/modules/base/content/imperium.yaml.

004 "Componentes": 67 Imperium cards; 43 identities (DuneBlend and Chatanga agree card by card,
docs/rulings.md (Imperium)). Every card names its sources; every identity has a scenario file.
"""

from pathlib import Path

import landsraad.rules  # noqa: F401  (registers the effect handlers)
from landsraad.content import load_content
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig

# the base game's handlers: the core's and the base module's (issue 27)
_BASE_RULES = ruleset_for(GameConfig())
EFFECTS, CONDITIONS = _BASE_RULES.effects, _BASE_RULES.conditions

ROOT = Path(__file__).resolve().parent.parent
IMPERIUM = [c for c in load_content("base").cards.values() if c.kind == "imperium"]


def test_deck_has_67_cards_in_43_identities() -> None:
    assert len(IMPERIUM) == 43
    assert sum(c.copies for c in IMPERIUM) == 67
    assert len(load_content("base").imperium_deck) == 67


def test_every_card_is_checked_against_two_sources() -> None:
    for c in IMPERIUM:
        sources = [x for x in c.checked.split(";") if x.strip()]
        assert len(sources) >= 2 or "single source" in c.checked.lower(), c.id


def test_every_card_has_a_scenario_file() -> None:
    missing = [c.id for c in IMPERIUM if not (ROOT / "scenarios/base/imperium" / f"{c.id}.yaml").exists()]
    assert missing == []


def _kinds(effects: tuple) -> list[tuple]:
    out = []
    for e in effects:
        out.append(e)
        if e[0] in ("may", "if"):
            out.extend(_kinds(e[2]))
        elif e[0] == "choose":
            for opt in e[2]:
                out.extend(_kinds(opt))
        elif e[0] == "each_opponent":
            out.extend(_kinds(e[1]))
    return out


def test_every_effect_and_condition_has_a_handler() -> None:
    for c in IMPERIUM:
        for e in _kinds(c.agent + c.reveal + c.acquire + c.on_trash):
            assert e[0] in EFFECTS, (c.id, e)
            if e[0] == "if" and e[1][0] == "custom":
                assert e[1][1] in CONDITIONS, (c.id, e)


def test_card_factions_and_copies_spot_checks() -> None:
    cards = load_content("base").cards
    assert cards["liet_kynes"].factions == ("emperor", "fremen")
    assert cards["sietch_reverend_mother"].factions == ("bene_gesserit", "fremen")
    assert cards["reverend_mother_mohiam"].factions == ("emperor", "bene_gesserit")
    assert cards["missionaria_protectiva"].faction == "bene_gesserit"  # FAQ 2.4 errata
    assert cards["missionaria_protectiva"].copies == 2
    assert cards["bene_gesserit_sister"].copies == 3
    assert cards["power_play"].copies == 3
    assert cards["guild_bankers"].reveal[0] == ("discount", "the_spice_must_flow", 3)
    assert "the_spice_must_flow" in cards
