"""The effect tree: the one walker for every place that looks inside effects.

Effects are nested tuples (docs/content.md): a "→" (`may`: costs, then effects), a condition
(`if`: condition, then effects), "choose n of" (`choose`: n, options), "each opponent"
(`each_opponent`: effects) and Uprising's "first visit / later visits" (`first_visit`: first,
later) hold effect lists of their own. `children` says where; `walk` visits
every effect of a box, nested ones included (`content/boxes.py` lists every effect box of a
content edition with the component it belongs to). The loader's reference checks, the rules'
handler check (rules/registry.py `check_handlers`), the component texts (interfaces/texts.py) and
the tests walk effects through these.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

Effect = tuple[Any, ...]
Effects = tuple[Effect, ...]


def children(e: Effect) -> tuple[Effects, ...]:
    """The effect lists inside an effect (a "→", a condition, each option, each opponent's);
    the costs of a "→" are not effects (docs/content.md: costs)."""
    kind = e[0]
    if kind == "may" or kind == "if":
        return (e[2],)
    if kind == "choose":
        return tuple(e[2])
    if kind == "each_opponent":
        return (e[1],)
    if kind == "first_visit":  # Uprising High Council: the first visit's box, then every later one's
        return (e[1], e[2])
    if kind == "for_each":  # Uprising: the effects once per thing counted (docs/content.md)
        return (e[2],)
    return ()


def walk(effects: Effects) -> Iterator[Effect]:
    """Every effect of a box, depth first, each before the effects nested in it."""
    for e in effects:
        yield e
        for inner in children(e):
            yield from walk(inner)


def conditions(effects: Effects) -> Iterator[Effect]:
    """The condition of every `if` in a box, nested ones included."""
    for e in walk(effects):
        if e[0] == "if":
            yield e[1]
