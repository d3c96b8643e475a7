"""docs/scenarios.md lists every product's decision kinds, scenario keys and VP sources, generated
from the rulesets so that it cannot fall behind (issue 33; landsraad/scenario_docs.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from landsraad.agents import RandomAgent
from landsraad.rules.editions import ruleset_of
from landsraad.rules.state import GameConfig
from landsraad.scenario import ScenarioError, expect_keys, products, setup_state
from landsraad.scenario_docs import DOC, main, render, rulesets
from landsraad.scenario_setup import seat_keys, setup_keys
from landsraad.sim import play_game

PAGE = Path(DOC).read_text(encoding="utf-8")


def test_the_committed_page_is_what_the_generator_writes() -> None:
    """Run `python -m landsraad.scenario_docs` after changing a ruleset or a scenario key."""
    assert render(PAGE) == PAGE, "docs/scenarios.md is out of date: run python -m landsraad.scenario_docs"
    assert main(["--check"]) == 0


def test_the_check_fails_on_a_stale_page(tmp_path: Path) -> None:
    stale = tmp_path / "scenarios.md"
    stale.write_text(PAGE.replace("`contract_take`", "`contract_grab`"), encoding="utf-8")
    assert main(["--check", "--path", str(stale)]) == 1
    assert main(["--path", str(stale)]) == 0 and stale.read_text(encoding="utf-8") == PAGE


@pytest.mark.parametrize("name", [
    # the ones issue 33 found missing, and one of each kind of thing
    "gather", "infiltrate", "spy_place", "shield_wall", "contract_take", "battle_match", "wild_match",
    "graft_space", "battle_icons", "tleilaxu:<index>", "contracts_face_up", "contract_bank", "contracts_done",
    "research", "sandworms", "masterstroke"])
def test_the_page_names(name: str) -> None:
    assert f"`{name}`" in PAGE


def test_every_decision_kind_of_every_product_is_on_the_page() -> None:
    for spec, _parent in rulesets().values():
        for kind in ruleset_of(*spec).decisions:
            assert f"| `{kind}` |" in PAGE, kind


def test_the_validators_read_the_declared_keys() -> None:
    """One list per product (landsraad/scenario.py products()) for the page and the validators."""
    assert setup_keys() == {k for p in products() for k in p.setup}
    assert seat_keys() == {k for p in products() for k in p.seat}
    assert expect_keys() == {k for p in products() for k in p.expect}


def test_an_unknown_key_is_refused_with_the_valid_ones() -> None:
    with pytest.raises(ScenarioError) as e:
        setup_state({"players": 3, "contracts": []})
    assert "unknown key(s) ['contracts']" in str(e.value) and "'contracts_face_up'" in str(e.value)
    with pytest.raises(ScenarioError) as e:
        setup_state({"players": 3, "seats": {0: {"contract": []}}})
    assert "unknown field(s) ['contract']" in str(e.value) and "'contracts_done'" in str(e.value)


CONFIGS = [("base", (), 3), ("base", (), 1), ("uprising", (), 4), ("uprising", ("choam",), 3),
           ("base", ("immortality",), 2), ("uprising", ("choam", "immortality"), 4)]


@pytest.mark.parametrize("edition,modules,players", CONFIGS)
def test_every_vp_source_a_game_scores_is_declared(edition: str, modules: tuple[str, ...], players: int) -> None:
    """The declared VP sources (rules/ruleset.py VpSource) are those the rules score under: a few
    random games of each product score under none other."""
    cfg = GameConfig(edition=edition, modules=modules, players=players)
    patterns = [re.compile("^" + re.sub(r"<[a-z]+>", "[^:]+", re.escape(v.pattern).replace(r"\<", "<")
                                        .replace(r"\>", ">")) + "$") for v in ruleset_of(edition, modules).vp_sources]
    for seed in range(3):
        s = play_game(cfg, seed, [RandomAgent(seed * 10 + i) for i in range(players)]).state
        for p in s.players:
            for src in p.vp_sources:
                assert any(rx.match(src) for rx in patterns), (edition, modules, src)
