"""Combinations of products (issue 27, "a product is one folder"; docs/architecture.md "A combination
of products is its own folder"). A rule that applies only when two products are in one game (seed
002 "INTEGRACIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM", "COMBINAR INSURRECCIÓN CON ..."; seed 003 on
the Uprising board) lives in `modules/combined/<a>__<b>/`, a folder named by the product folders it
joins, two underscores apart. It is not a ruleset module (no saved name, nothing in `GameConfig`): it
fills the extension points a product folder offers (that folder's `extensions.py`) when imported.

What combines with what is data, declared once by the registry (landsraad/modules/__init__.py)
before any product is imported, and read here by name, so that a product folder asks "what do I
require", "what am I played with", "does this combination apply" without naming another product.
This file names no product either: it only keeps the registry's tables."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from landsraad.core.errors import ContentError
from landsraad.rules.ruleset import EDITIONS

# combination folder -> the modules (products) whose presence in a game applies it
COMBINED: dict[str, tuple[str, ...]] = {}
# module -> the modules that must come before it in a game (`Module.requires`)
REQUIRES: dict[str, tuple[str, ...]] = {}
# module -> the other modules a game of it may also add (its `config_problem` refuses the rest)
PLAYED_WITH: dict[str, tuple[str, ...]] = {}
# module -> the editions whose board its components join (a module not listed: none is said)
PLAYED_ON: dict[str, tuple[str, ...]] = {}


def declare(*, combined: Mapping[str, tuple[str, ...]], requires: Mapping[str, tuple[str, ...]],
            played_with: Mapping[str, tuple[str, ...]], played_on: Mapping[str, tuple[str, ...]]) -> None:
    """The registry's tables (called once, before the products are imported)."""
    for folder, products in combined.items():
        if len(products) < 2:
            raise ContentError(f"combination {folder!r} joins at least two products, not {products!r}")
    COMBINED.update(combined)
    REQUIRES.update(requires)
    PLAYED_WITH.update(played_with)
    PLAYED_ON.update(played_on)


def required(module: str) -> tuple[str, ...]:
    """The modules `module` requires (the registry's REQUIRES; `()` if none)."""
    return REQUIRES.get(module, ())


def played_with(module: str) -> tuple[str, ...]:
    """The other modules a game of `module` may add (the registry's PLAYED_WITH)."""
    return PLAYED_WITH.get(module, ())


def played_on(module: str) -> tuple[str, ...]:
    """The editions whose board `module`'s components join (the registry's PLAYED_ON)."""
    return PLAYED_ON.get(module, ())


def applies(folder: str, edition: str, modules: Collection[str]) -> bool:
    """Whether the combination `folder` applies to a game of this edition and these added modules
    (`GameConfig.modules`, `Ruleset.modules`): each of its products is one of the edition's modules
    (rules/ruleset.py EDITIONS) or one added."""
    own = EDITIONS.get(edition, ())
    return all(p in modules or p in own for p in COMBINED[folder])
