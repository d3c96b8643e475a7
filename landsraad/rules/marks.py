"""Marks: a value of a decision's texts that says what it names (rules/decisions.py templates), which
the interface turns into text (interfaces/prompts.py). Kept apart from the decision kinds so that
the action forms (rules/actions.py), which build some, import nothing above them."""

from __future__ import annotations

from typing import Any, NamedTuple


class Name(NamedTuple):
    """A component named by id: what is "card", "intrigue", "space", "faction", "source" (an
    effect's origin, "card:dagger"), "seat", "space_or_supply", "word" (a message of the
    catalogues, translated when read: interfaces/prompts.py)."""

    what: str
    id: Any


class Names(NamedTuple):
    what: str
    ids: tuple[Any, ...]


class Effects(NamedTuple):
    """Effects of the vocabulary, read as a phrase (interfaces/texts.py effects_text)."""

    effects: Any
    sep: str = ", "


class Costs(NamedTuple):
    costs: Any
