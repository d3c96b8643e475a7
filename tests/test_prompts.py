"""Decision and option texts derived from the declarations (interfaces/prompts.py, issue 13):
the labels of the less common action forms, templates with optional segments and marks, and
that only the deciding seat's own pending decision is read."""

from __future__ import annotations

import pytest

from landsraad.content import load_content
from landsraad.interfaces.prompts import decision_prompt, option_gloss, option_label, render
from landsraad.interfaces.texts import effects_text
from landsraad.rules.editions import ruleset_of
from landsraad.rules.marks import Effects, Name, Names

CONTENT = load_content("base")


@pytest.mark.parametrize(("action", "label"), [
    ("agent dagger arrakeen", "Dagger → Arrakeen"),
    ("masterstroke emperor guild", "Masterstroke: Emperor + Spacing Guild"),
    ("give p2", "Give p2"),
    ("target p1", "Target P1"),
    ("acquire set_aside dagger", "Acquire Dagger (set aside)"),
    ("acquire dagger top", "Acquire Dagger onto your deck"),
    ("trash hand dagger", "Trash Dagger (from hand)"),
    ("from supply", "From supply"),
    ("from arrakeen", "From Arrakeen"),
    ("deploy 1", "Deploy 1 troop"),
    ("retreat 2", "Retreat 2 troops"),
    ("sell 4", "Sell 4 spice for 10 Solari"),
    ("resolve dagger", "Resolve Dagger's Reveal box"),
    ("reveal", "Reveal turn"),
    ("weird thing", "Weird thing"),  # not in the notation: shown as typed
])
def test_option_labels_come_from_the_forms(action: str, label: str) -> None:
    assert option_label(action, CONTENT) == label


def test_glosses_read_the_own_pending_choice_only() -> None:
    """`choose n` shows the option's effects only with the seat's own `choose` decision."""
    pend = ("choose", 0, ("choose", 1, (((("spice", 2),)), (("water", 1),))), "card:dagger", ())
    assert option_gloss("choose 2", "choose", pend, CONTENT) == effects_text((("water", 1),))
    assert option_gloss("choose 2", "acquire", ("acquire", 0), CONTENT) == ""
    assert option_gloss("choose 2", "choose", None, CONTENT) == ""
    assert option_gloss("acquire dagger", "acquire", None, CONTENT).startswith("Dagger, cost ")


def test_prompts_fill_marks_and_optional_segments() -> None:
    assert decision_prompt("alliance_choice", ("alliance_choice", 1, "fremen", (0, 2)), CONTENT, None) == (
        "Tied for the Fremen Alliance: choose who gets it.")
    assert decision_prompt("faction", ("faction", 0, 1, ("emperor",), "conflict", 1), CONTENT, None) == (
        "Gain 1 Influence with a Faction of your choice (not Emperor) (the Conflict reward).")
    assert decision_prompt("faction", ("faction", 0, 1, (), "conflict", 1), CONTENT, None) == (
        "Gain 1 Influence with a Faction of your choice (the Conflict reward).")
    assert decision_prompt("trash_pick", ("trash_pick", 0, True, "card:dagger"), CONTENT, None) == (
        "Trash a card (Dagger) (or decline).")
    assert decision_prompt("acquire", ("acquire", 0), CONTENT, {"persuasion": 4}).startswith(
        "Reveal turn: 4 persuasion to spend.")
    assert decision_prompt("turn", ("turn", 0), CONTENT, None, browser=True).startswith("Your Agent turn: pick")
    assert decision_prompt("may", None, CONTENT, None).startswith("You may ?")  # not its own decision
    assert decision_prompt("unknown_kind", None, CONTENT, None) == "Decision: unknown kind."
    values = {"c": Name("card", "dagger"), "f": Names("faction", ("emperor", "fremen")),
              "e": Effects((("water", 1),)), "none": Names("faction", ())}
    assert render("{c} costs {c:cost}; {f:plus}[ and {none}][; {e}]", values, CONTENT) == (
        f"Dagger costs {CONTENT.cards['dagger'].cost}; Emperor + Fremen; {effects_text((('water', 1),))}")


def test_every_declared_kind_renders_with_and_without_its_payload() -> None:
    """No base prompt fails to render, whatever the seat knows of the pending decision."""
    for name, kind in ruleset_of("base").decisions.items():
        assert decision_prompt(name, None, CONTENT, None)
        if kind.payload is not None:
            fields = kind.payload._fields  # type: ignore[attr-defined]
            fake = (name, 0, *([()] * len(fields)))
            assert "{" not in decision_prompt(name, fake, CONTENT, {"persuasion": 1})
