"""The content's box listing (content/boxes.py) walks what each product declares of its own fields
(`register_box_parts`), not fields the core names: Uprising's cost alternatives and cost conditions
(002 "Coste: elige entre", Maestro de armas), CHOAM's contract rewards (002 COMPLETAR CONTRATOS),
Immortality's conditional Agent icons (003 ADSCRIPCIONES: Blank Slate grafted). Issue 27."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_core_names_no_product import code_lines

from landsraad.content.boxes import (
    BOX_PARTS,
    BoxParts,
    component_boxes,
    component_conditions,
    register_box_parts,
)
from landsraad.content.loader import load_content
from landsraad.core.errors import ContentError
from landsraad.rules.editions import ruleset_of

BOXES_PY = Path(__file__).resolve().parent.parent / "landsraad" / "content" / "boxes.py"


def test_each_product_declares_its_own_boxes() -> None:
    """The registry holds the three products' parts, each declared from the product's own folder."""
    folders = {"uprising": "landsraad.modules.uprising.", "choam": "landsraad.modules.choam",
               "immortality": "landsraad.modules.immortality."}
    for name, folder in folders.items():
        hooks = [getattr(BOX_PARTS[name], f) for f in ("space_boxes", "components", "space_conditions",
                                                       "card_conditions")]
        declared = [h for h in hooks if h is not None]
        assert declared and all(h.__module__.startswith(folder) for h in declared), name


def test_the_core_walk_names_no_product_field() -> None:
    """content/boxes.py's code reads no product's field: those are the products' (comments may cite)."""
    code = " ".join(code_lines(BOXES_PY.read_text(encoding="utf-8")).values())
    for word in ("contracts", "cost_options", "cost_when", "icons_when", "uprising", "choam", "immortality"):
        assert word not in code, word


def test_uprising_cost_alternatives_are_listed_with_their_space() -> None:
    """Gather Support (002 Guía de casillas: Reunir apoyo): its effects, its control bonus, then what
    paying 2 Solari adds (1 water), all as `space gather_support`; Swordmaster's cost condition."""
    c = load_content("uprising")
    boxes = [box for where, box in component_boxes(c) if where == "space gather_support"]
    assert boxes == [(("recruit", 2),), (), (), (("water", 1),)]
    assert [cond for where, cond in component_conditions(c) if where == "space swordmaster"] == [("swordmaster_taken",)]


def test_contract_rewards_and_conditional_icons_are_listed() -> None:
    """Every CHOAM contract's reward is a box, after every other component; Blank Slate's icon
    condition (grafted) is listed in a game with Immortality's cards."""
    c = ruleset_of("uprising", ("choam", "immortality")).content
    listing = list(component_boxes(c))
    contracts = [i for i, (where, _box) in enumerate(listing) if where.startswith("contract ")]
    assert len(contracts) == len(c.contracts) > 0
    assert contracts == list(range(len(listing) - len(contracts), len(listing)))  # the listing's tail
    assert [cond for where, cond in component_conditions(c) if where == "card blank_slate"] == [("grafted",)]


def test_a_product_adds_boxes_of_its_own_and_a_second_name_is_refused() -> None:
    """A throw-away product's parts appear in the listing while registered (a box per space, a
    component of its own, a condition per card); registering another under the same name is refused
    with a clear error and leaves the registry as it was."""
    c = load_content("base")
    before = list(component_boxes(c))
    parts = BoxParts(name="toy_boxes_s42", space_boxes=lambda sp: [(("solari", 9),)] if sp.id == "arrakeen" else [],
                     components=lambda content: [("toy relic", (("water", 7),))],
                     card_conditions=lambda card: [("toy_cond",)] if card.id == "dune_the_desert_planet" else [])
    register_box_parts(parts)
    try:
        assert register_box_parts(parts) is parts  # the same declaration again (a module imported twice)
        with pytest.raises(ContentError, match="toy_boxes_s42.*already registered"):
            register_box_parts(BoxParts(name="toy_boxes_s42"))
        assert BOX_PARTS["toy_boxes_s42"] is parts
        after = list(component_boxes(c))
        arrakeen = [box for where, box in after if where == "space arrakeen"]
        assert arrakeen[-1] == (("solari", 9),) and len(arrakeen) == 1 + sum(w == "space arrakeen" for w, _ in before)
        assert after[-1] == ("toy relic", (("water", 7),))
        assert ("card dune_the_desert_planet", ("toy_cond",)) in list(component_conditions(c))
    finally:
        del BOX_PARTS["toy_boxes_s42"]
    assert list(component_boxes(c)) == before
