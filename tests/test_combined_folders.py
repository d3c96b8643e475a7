"""Issue 27, "a product is one folder" (session 43): a combination of products is its own folder,
modules/combined/<a>__<b>/, and the registry (landsraad/modules/__init__.py) is the one place that says
which combination applies when, what a module requires and what a game of it may add, as data
(docs/architecture.md "A combination of products is its own folder"; docs/rulings.md U770-U774)."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from landsraad import GameConfig
from landsraad.content.names import find_component
from landsraad.core.errors import ConfigError, ContentError
from landsraad.modules import combined
from landsraad.modules.immortality import extensions as immortality_extensions
from landsraad.modules.immortality.loader import _component as immortality_component
from landsraad.modules.uprising_rivals import extensions as rivals_extensions
from landsraad.modules.uprising_six import extensions as six_extensions
from landsraad.rules.ruleset import EDITIONS, MODULES, ruleset_for

ROOT = Path(__file__).resolve().parent.parent


def test_each_combination_folder_is_named_by_its_products_and_imported() -> None:
    """U770: a folder per combination, named by the product folders it joins (two underscores apart),
    each of its products a registered module; the registry imports every one of them."""
    assert combined.COMBINED, "the registry declares the combinations"
    for folder, products in combined.COMBINED.items():
        assert (ROOT / "landsraad" / "modules" / "combined" / folder / "__init__.py").exists(), folder
        assert all(p in MODULES for p in products), (folder, products)
        joined = folder.split("__")
        assert all(any(p == j or p.startswith(j + "_") for j in joined) for p in products), (folder, products)
        assert f"landsraad.modules.combined.{folder}" in sys.modules, folder


def test_what_a_module_requires_is_the_registry_s() -> None:
    """U771: `Module.requires` is the registry's data (CHOAM on the Uprising edition, seed 002 MÓDULO
    DE LA CHOAM; six players with CHOAM, 002 PARTIDAS DE SEIS JUGADORES C; the base cards in Uprising,
    002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO)."""
    for name, needs in combined.REQUIRES.items():
        assert MODULES[name].requires == needs, name
    assert combined.required("choam") == ("uprising",)
    assert combined.required("uprising_six") == ("choam",)
    assert combined.required("nobody") == ()


def test_a_combination_applies_when_all_its_products_are_in_the_game() -> None:
    """U770: an edition's modules count as present (the Rivals are the Uprising edition's)."""
    assert "uprising_rivals" in EDITIONS["uprising"]
    assert combined.applies("immortality__uprising_rivals", "uprising", ("immortality",))
    assert not combined.applies("immortality__uprising_rivals", "uprising", ())
    assert not combined.applies("immortality__uprising_rivals", "base", ("immortality",))
    assert combined.applies("choam__uprising_six", "uprising", ("choam", "uprising_six"))
    assert not combined.applies("choam__immortality__uprising_six", "uprising", ("choam", "uprising_six"))


def test_the_combinations_fill_the_product_s_extension_points() -> None:
    """The six-player module's (seed 002 INMORTALIDAD: a Commander's Immortality words go to his
    activated Ally, his genetic markers are his most advanced Ally's, S870-S876) and the Rivals'
    (002 COMBINAR ... INMORTALIDAD: Immortality's four House Hagal cards in a solo game, U732)."""
    assert set(six_extensions.ROUTED) == {"research", "tleilaxu", "specimen", "genetic_markers", "research_token"}
    assert set(six_extensions.UNRECEIVED) == {"research", "tleilaxu", "specimen"}
    assert six_extensions.TO_ELEVEN == {"immortality_up_to_11"}
    assert list(six_extensions.LOBBY_CHOICES) == [
        "choam,uprising_six", "choam,immortality,uprising_six", "choam,immortality,immortality_up_to_11,uprising_six"]
    (hagal,) = rivals_extensions.HAGAL
    assert len(hagal.cards()) == 4 and all(c.product == "immortality" for c in hagal.cards().values())
    # Immortality's listing on the Uprising board (002: "quita 1 copia de la versión de INSURRECCIÓN de
    # Puesto de investigación"), the data in the combination's hagal.yaml
    assert list(immortality_extensions.SOLO_HAGAL) == ["uprising"]
    assert immortality_extensions.SOLO_HAGAL["uprising"].removes() == {"research_station": 1}


def test_the_boards_a_module_joins_are_the_registry_s() -> None:
    """U771: Immortality's components join the base board (seed 003) and Uprising's (002 AÑADIR
    INMORTALIDAD); on another edition it names no component."""
    assert combined.played_on("immortality") == ("base", "uprising")
    assert combined.played_on("nobody") == ()
    assert find_component("uprising", "hagal", "research_station_immortality") is not None
    assert immortality_component("toy_nowhere", "hagal", "research_station_immortality") is None


def test_what_a_game_may_add_is_the_registry_s() -> None:
    """U772: a six-player game adds Immortality and its "Up to 11" (002 INMORTALIDAD), nothing else
    yet; the Rivals take CHOAM, Immortality, the base cards and Conflicts (U730, U732, U734, M920)."""
    assert combined.played_with("uprising_six") == ("immortality", "immortality_up_to_11")
    six = GameConfig(edition="uprising", players=6, modules=("choam", "immortality", "uprising_six"))
    assert ruleset_for(six).modules == ("choam", "immortality", "uprising_six")
    with pytest.raises(ConfigError, match="not yet played with base_cards"):
        ruleset_for(GameConfig(edition="uprising", players=6, modules=("choam", "base_cards", "uprising_six")))
    assert set(combined.played_with("uprising_rivals")) == {"choam", "immortality", "base_cards", "base_conflicts"}
    with pytest.raises(ConfigError, match="not yet played with immortality_up_to_11"):
        ruleset_for(GameConfig(edition="uprising", players=1, modules=("immortality", "immortality_up_to_11")))


def test_a_wrong_declaration_is_refused_and_changes_nothing() -> None:
    tables = (combined.COMBINED, combined.REQUIRES, combined.PLAYED_WITH, combined.PLAYED_ON)
    before = tuple(dict(t) for t in tables)
    with pytest.raises(ContentError, match="joins at least two products"):
        combined.declare(combined={"alone": ("immortality",)}, requires={"x": ("y",)}, played_with={"x": ("z",)},
                         played_on={"x": ("base",)})
    assert tables == before


@pytest.mark.parametrize("name", [
    "landsraad.modules.combined", "landsraad.modules.combined.base__uprising",
    "landsraad.modules.combined.choam__uprising_six", "landsraad.modules.combined.choam__immortality__uprising_six",
    "landsraad.modules.combined.immortality__uprising_rivals", "landsraad.modules.uprising_six.extensions",
    "landsraad.modules.uprising_rivals.extensions", "landsraad.modules.immortality.extensions",
])
def test_each_moved_module_imports_standalone(name: str) -> None:
    """No import circle: each module imported first, in a fresh interpreter."""
    assert importlib.util.find_spec(name) is not None
    done = subprocess.run([sys.executable, "-c", f"import {name}"], cwd=ROOT, capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""}, timeout=120)
    assert done.returncode == 0, done.stderr
