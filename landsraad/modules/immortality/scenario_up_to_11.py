"""Scenarios with Immortality's "Hasta los 11" variant (seed 003 VARIANTES; variants.py): it adds no
scenario key of its own — a setup plays with it by `modules: [immortality, immortality_up_to_11]`,
and the position's VP are set as in any game. This file declares its section of docs/scenarios.md
(landsraad/scenario_docs.py), shown after Immortality's."""

from __future__ import annotations

MODULE = "immortality_up_to_11"
NEEDS = "modules: [immortality, immortality_up_to_11]"  # what a scenario's setup says to play with it
DOCS_TITLE = "Immortality \"Up to 11\" (`modules: [immortality, immortality_up_to_11]`, seed 003)"
DOCS_RULESET: tuple[str, tuple[str, ...]] = ("base", ("immortality", MODULE))
DOCS_ADDS_TO = "immortality"
