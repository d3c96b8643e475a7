"""Issue 27, "a product is one folder": a product declares its presets and its heuristic evaluation
terms from its own folder (tests/toy_product: presets.py, heuristic.py), and the core composes them
from the registry (landsraad/presets.py, agents/heuristic.py `evaluation_of`); the shipped products
do the same (their presets are checked by tests/test_presets.py). Not a rule of any edition."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
import toy_product
from toy_product import heuristic as toy_heuristic
from toy_product import presets as toy_presets
from toy_product.state import ZONE

from landsraad import GameConfig, new_game
from landsraad.agents.heuristic import REWARD_UNIT, effects_value, evaluate, evaluation_of
from landsraad.core.constants import EDITIONS
from landsraad.presets import PRESETS, declare_part, module_sets, preset, preset_problem
from landsraad.rules.ruleset import EDITIONS as REGISTERED
from landsraad.rules.ruleset import register_edition, ruleset_problem

NAME = toy_product.NAME


@pytest.fixture(scope="module", autouse=True)
def _registered() -> Iterator[None]:
    """The product and its preset part for these tests only (the other tests' registries stay theirs)."""
    shipped = dict(PRESETS)
    toy_product.register()
    toy_presets.declare()
    yield
    toy_presets.forget()
    toy_product.unregister()
    assert dict(PRESETS) == shipped  # taken back: the shipped presets again


def test_the_toy_part_goes_with_the_editions_that_take_its_module() -> None:
    """The toy requires `base`: a part of base presets only, after the shipped parts (its rank), and
    with every union of them; a preset of it plays (its modules are a valid ruleset)."""
    assert PRESETS["base+toy"].modules == (NAME,)
    assert PRESETS["base+immortality+toy"].modules == ("immortality", NAME)
    assert preset("base+toy+immortality").name == "base+immortality+toy"  # any order of parts
    assert PRESETS["base+toy"].seed == f"001; {toy_presets.SEED}"
    assert not any(NAME in p.modules for p in PRESETS.values() if p.edition != "base")
    for p in PRESETS.values():
        assert ruleset_problem(p.edition, p.modules) is None, p.name
    problem = preset_problem("uprising+toy")
    assert problem and "'toy' does not go with uprising" in problem
    assert (NAME,) in module_sets() and ("immortality", "immortality_up_to_11", NAME) in module_sets()
    s = new_game(GameConfig(edition=PRESETS["base+toy"].edition, players=3, modules=PRESETS["base+toy"].modules), 3)
    assert NAME in s.rules.modules


def test_a_declaration_is_checked_and_once() -> None:
    with pytest.raises(ValueError, match="lowercase word without"):
        declare_part("toy+more", NAME, "x", rank=101)
    with pytest.raises(ValueError, match="already declared otherwise"):
        declare_part(toy_presets.PART, NAME, "another seed", rank=100)
    toy_presets.declare()  # the same declaration again (a package imported twice) is fine
    assert PRESETS["base+toy"].seed.endswith(toy_presets.SEED)


def test_the_heuristic_reads_the_toys_terms_from_its_folder() -> None:
    """The toy's part adds a unit for its reward word and a worth per relic held, in the games that
    have the module only."""
    s = new_game(GameConfig(players=3, modules=(NAME,)), 5)
    ev = evaluation_of(s.rules)
    assert ev.units["unearth_relic"] == toy_heuristic.REWARD_UNITS["unearth_relic"]
    assert "unearth_relic" not in REWARD_UNIT
    assert ev.value([("unearth_relic",), ("spice", 2)]) == 2.5 + 2 * REWARD_UNIT["spice"]
    assert effects_value([("unearth_relic",)]) == 0.0  # the core's units alone: not a word of theirs
    plain = new_game(GameConfig(players=3), 5)
    assert "unearth_relic" not in evaluation_of(plain.rules).units
    seat = 1
    before = evaluate(s, seat)
    p = s.players[seat]
    p.zones = {**p.zones, ZONE: ("idol", "mask")}  # two relics unearthed (a zone is public)
    assert evaluate(s, seat) == pytest.approx(before + 2 * toy_heuristic.RELIC_WORTH)
    assert evaluation_of(s.rules) is ev  # once per ruleset


def test_a_reward_word_two_parts_value_is_refused() -> None:
    """A part may not give a unit to a word the core (or another part) already values: which would
    count is a guess, so the game's evaluation is refused, naming the module."""
    s = new_game(GameConfig(players=3, modules=(NAME,)), 2)
    rules = replace(s.rules)  # another ruleset of the same parts (not the evaluated one)
    saved = dict(toy_heuristic.REWARD_UNITS)
    toy_heuristic.REWARD_UNITS["spice"] = 9.0
    try:
        with pytest.raises(ValueError, match=f"module {NAME!r}: the reward word 'spice'"):
            evaluation_of(rules)
    finally:
        toy_heuristic.REWARD_UNITS.clear()
        toy_heuristic.REWARD_UNITS.update(saved)


def test_the_content_editions_are_the_registered_ones() -> None:
    """core/constants.py EDITIONS is the registry's editions, read live (U763): an edition registered
    later is in it, in its order, and out again when taken back; it offers no preset until it declares one."""
    assert tuple(EDITIONS) == tuple(REGISTERED) and len(EDITIONS) == len(REGISTERED)
    assert all(e in EDITIONS for e in REGISTERED) and "toy_edition" not in EDITIONS
    register_edition("toy_edition", ("base", NAME))
    try:
        assert EDITIONS[-1] == "toy_edition" and "toy_edition" in EDITIONS
        assert not any(p.edition == "toy_edition" for p in PRESETS.values())
    finally:
        del REGISTERED["toy_edition"]
    assert "toy_edition" not in EDITIONS and tuple(EDITIONS) == tuple(REGISTERED)


def test_the_lobby_offers_the_toys_preset_while_it_is_declared() -> None:
    """U744: the lobby's choices (web/lobby.py `module_choices`, `lobby_modules`, and each edition's
    offer of /api/options, `lobby_offer`) are read live from the presets: a lobby read before the
    toy declared its part does not keep the toy out, and one read after it is taken back no longer
    offers it. Its choice is playable on the base game (it requires `base`) and greyed, with the
    engine's reason, on Uprising (U761: a part goes with the editions whose rules take its module)."""
    pytest.importorskip("fastapi")
    from landsraad.interfaces.web.lobby import lobby_modules, lobby_offer, module_choices

    value = NAME  # the choice of the preset base+toy: its modules comma-separated
    toy_presets.forget()
    toy_product.unregister()
    try:
        shipped = module_choices()
        assert value not in shipped and NAME not in lobby_modules()
        assert value not in lobby_offer("base", "en")["modules"]
        toy_product.register()
        toy_presets.declare()
        choices = module_choices()
        assert choices[value] == (NAME,) and choices["immortality," + NAME] == ("immortality", NAME)
        assert set(choices) - set(shipped) == {",".join(p.modules) for p in PRESETS.values() if NAME in p.modules} | {
            "immortality,immortality_up_to_11," + NAME}  # and Immortality's variant beside its preset
        assert NAME in lobby_modules()
        base = lobby_offer("base", "en")["modules"][value]
        assert "reason" not in base and base["players"], base
        assert lobby_offer("uprising", "en")["modules"][value]["reason"]
        toy_presets.forget()
        assert value not in module_choices() and module_choices() == shipped
        assert NAME not in lobby_modules() and value not in lobby_offer("base", "en")["modules"]
    finally:
        toy_product.register()  # as the module's fixture left it, for the tests after this one
        toy_presets.declare()
