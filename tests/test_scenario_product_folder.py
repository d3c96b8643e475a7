"""A product's scenario keys live in its own folder (issue 27, "a product is one folder";
docs/scenarios.md, docs/architecture.md): the scenario runner, its setup and its generated docs
(landsraad/scenario.py, scenario_setup.py, scenario_docs.py) name no product, and read every
product's keys — the editions' and a module registered later, like tests/toy_product — from the
registry of modules (`Module.scenario`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import toy_product
from toy_product.state import RELIC_PILE, TRADED, ZONE

from bench.product_words import code_lines, settled_words
from landsraad.scenario import ScenarioError, check_expect, expect_keys, products, run_scenario, setup_state
from landsraad.scenario_docs import generated, sections
from landsraad.scenario_setup import seat_keys, setup_keys

PACKAGE = Path(__file__).resolve().parent.parent / "landsraad"
TOY = toy_product.NAME


@pytest.fixture
def toy() -> Iterator[None]:
    """The toy product registered for one test (the other tests keep the registries they expect)."""
    toy_product.register()
    try:
        yield
    finally:
        toy_product.unregister()


@pytest.mark.parametrize("name", ["scenario.py", "scenario_setup.py", "scenario_docs.py"])
def test_the_scenario_code_names_no_product(name: str) -> None:
    """bench/product_words.py's measure: no code line (comments citing seeds aside) names a product
    word; each product's keys are in modules/<product>/scenario.py."""
    words = settled_words()  # the base automa's word has its own DEBT (tests/test_product_words.py)
    named = [(n, code) for n, code in code_lines((PACKAGE / name).read_text(encoding="utf-8"))
             if any(w in code.lower() for w in words)]
    assert named == []


def test_the_editions_keys_come_from_their_folders() -> None:
    """Uprising's keys (002 Espías, Preparación A, Gusanos de arena; leaders.yaml `state`) are
    declared by modules/uprising/scenario.py and reach the validators through the registry."""
    by = {pk.product: pk for pk in products()}
    assert by["uprising"].setup == ("spies", "shield_wall", "maker_hooks")
    assert {"sandworms", "objectives", "conflicts_won", "memories"} <= set(by["uprising"].seat)
    assert {"spies", "maker_hooks"} <= expect_keys() and "sandworms" in seat_keys()
    # a product's key in a game without it: refused, naming what the setup needs
    with pytest.raises(ScenarioError, match=r"setup: spies, shield_wall and maker_hooks are for a board with "
                                            r"observation posts \(edition: uprising\)"):
        setup_state({"players": 3, "spies": {"fremen": [0]}})
    with pytest.raises(ScenarioError, match=r"seats\.0\.conflicts_won: Objectives and kept Conflict cards are "
                                            r"Uprising's \(edition: uprising\)"):
        setup_state({"players": 3, "seats": {0: {"conflicts_won": ["skirmish_a"]}}})
    # an unknown won Conflict card is named as one (it read "conflicts_wo" before the move)
    with pytest.raises(ScenarioError, match=r"seats\.0\.conflicts_won: unknown conflict 'zz'"):
        setup_state({"edition": "uprising", "players": 3, "seats": {0: {"conflicts_won": ["zz"]}}})


def test_lady_jessicas_memories_are_troops_from_her_folder() -> None:
    """002 ACLARACIONES, Dama Jessica: her memories are troops of her 12 (the module's `troops`),
    so a seat without `supply` keeps the rest in it, and a count over 12 is refused naming them."""
    s = setup_state({"edition": "uprising", "players": 3, "leaders": ["lady_jessica"],
                     "seats": {0: {"memories": 2, "garrison": 4}}})
    assert s.players[0].supply == 12 - 4 - 2
    check_expect(s, {"p0": {"memories": 2, "leader_side": "front"}}, "memories")
    with pytest.raises(ScenarioError, match=r"P0 has 14 troops \(garrison 9 \+ supply 3 \+ conflict 0 \+ memories 2\)"):
        setup_state({"edition": "uprising", "players": 3, "leaders": ["lady_jessica"],
                     "seats": {0: {"memories": 2, "garrison": 9, "supply": 3}}})


def test_a_removed_tleilaxu_card_is_the_modules_kind() -> None:
    """003 solo: a Tleilaxu Row card a Rival removed may be listed in `removed_cards` (docs/rulings.md
    I50): Immortality's scenario file declares the kind (CARD_KINDS); a starter card is still refused."""
    s = setup_state({"modules": ["immortality"], "players": 3, "removed_cards": ["corrino_genes"]})
    assert "corrino_genes" in s.removed_cards
    with pytest.raises(ScenarioError, match="'dagger' is a starter card, not an Imperium card"):
        setup_state({"modules": ["immortality"], "players": 3, "removed_cards": ["dagger"]})


TOY_SCENARIO = {
    "name": "the toy's keys from its own folder",
    "source": "tests/toy_product (issue 27: a product is one folder)",
    "setup": {"players": 3, "modules": [TOY], "toy_relic_pile": ["mask"],
              "seats": {0: {"hand": ["reconnaissance"], "toy_relics": ["idol"], "toy_traded": 1}}},
    "steps": [
        {"expect": {"toy_relic_pile": ["mask"], "p0": {"toy_relics": ["idol"], "toy_traded": 1}}},
        {"do": "agent reconnaissance toy_dig_site", "by": 0,
         "expect": {"toy_relic_pile": [], "p0": {"toy_relics": ["idol", "mask"]},
                    "decision": {"seat": 0, "kind": "toy_appraisal"}}},
        {"do": "trade idol", "by": 0,
         "expect": {"toy_relic_pile": ["idol"], "p0": {"toy_relics": ["mask"], "toy_traded": 2, "spice": 1}}},
    ],
    "stop_at": {"seat": 1, "kind": "turn"},
}


def test_a_toy_product_adds_scenario_keys_from_its_own_folder(toy: None) -> None:
    """tests/toy_product/scenario.py, registered after the scenario code was imported: its keys set
    the position, are checked as expectations, and are refused in a game without it."""
    assert {"toy_relic_pile"} <= setup_keys() and {"toy_relics", "toy_traded"} <= seat_keys()
    out = run_scenario(TOY_SCENARIO, "toy")
    s = out.state
    assert RELIC_PILE.get(s) == ("idol",) and s.players[0].zones[ZONE] == ("mask",) and TRADED.get(s.players[0]) == 2
    # the pile the setup does not list holds the relics no seat holds
    s = setup_state({"players": 3, "modules": [TOY], "seats": {1: {"toy_relics": ["shard", "shard"]}}})
    assert sorted(RELIC_PILE.get(s)) == ["idol", "idol", "mask", "mask"]
    bad = [({"players": 3, "toy_relic_pile": []}, "toy_relic_pile: the toy product's relics need modules: [toy_product]"),
           ({"players": 3, "seats": {0: {"toy_traded": 1}}}, "seats.0.toy_traded: the toy product's relics need"),
           ({"players": 3, "modules": [TOY], "toy_relic_pile": ["ring"]}, "toy_relic_pile must be a list of relics"),
           ({"players": 3, "modules": [TOY], "toy_relic_pile": ["idol", "idol"], "seats": {0: {"toy_relics": ["idol"]}}},
            "impossible position: 3 x idol (the box has 2)")]
    for setup, message in bad:
        with pytest.raises(ScenarioError) as e:
            setup_state(setup)
        assert message in str(e.value), (setup, str(e.value))
    with pytest.raises(ScenarioError, match=r"toy_relic_pile: the game has no toy relics \(modules: \[toy_product\]\)"):
        check_expect(setup_state({"players": 3}), {"toy_relic_pile": []}, "no toy")


def test_the_toy_products_section_comes_from_the_registry(toy: None) -> None:
    """docs/scenarios.md's generated lists read each product's section from its scenario file: the
    toy's shows while it is registered, after the base game it adds to, and leaves with it."""
    order = [x.product for x in sections()]
    assert order.index(TOY) > order.index("base") and order[0] == "base"
    page = generated()
    assert "### Toy product (`modules: [toy_product]`, tests/toy_product)" in page
    assert "Seat keys (`seats: {N: ...}`): `toy_relics`, `toy_traded`." in page
    assert "| `toy_appraisal` | `trade <toy_relic>`, `decline` |" in page


def test_without_the_toy_its_keys_are_unknown() -> None:
    """Unregistered, the toy's keys are no key at all: refused with the list of valid ones."""
    assert "toy_relic_pile" not in setup_keys() and TOY not in [x.product for x in sections()]
    with pytest.raises(ScenarioError, match=r"unknown key\(s\) \['toy_relic_pile'\]"):
        setup_state({"players": 3, "toy_relic_pile": []})
