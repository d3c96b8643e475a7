"""Test fixture: whole Uprising games while some card and leader rules are still missing.

`tests/uprising_pending_rules.py` registers every still-missing rule as a handler that raises
AssertionError, so a random game stops the first time such a card is played. For whole-game runs
(the invariant sweep, the agents, the interfaces' end-to-end tests) this module adds the test-only
module `uprising_only_ruled_cards`: the same content with every Imperium and Intrigue card and
every leader whose data names a `STILL_MISSING` rule left out of the decks and the leader pool, so
such a card is never dealt. Every other rule is the real one.

It becomes unnecessary once `STILL_MISSING` is empty (then `unruled(content)` is empty and the
module changes nothing): `playable_config` is then `GameConfig(edition="uprising", ...)`.
This file is test code: it is never imported by landsraad/.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from landsraad.content.loader import Content
from landsraad.content.tree import component_boxes, walk
from landsraad.rules.ruleset import _RULESETS, EDITIONS, Module, register_module
from landsraad.rules.state import GameConfig
from tests.uprising_pending_rules import STILL_MISSING, uprising_allowed


def _names(box: Any) -> set[str]:
    """Every handler key a box names: effect kinds, `custom:` effects and "→" cost kinds."""
    out: set[str] = set()
    for e in walk(box):
        out.add(e[0])
        if e[0] == "custom":
            out.add(f"custom:{e[1]}")
    # costs and conditions are tuples nested in the effects: any string naming a missing key
    text = repr(box)
    out.update(k for k in STILL_MISSING if f"'{k.split(':', 1)[-1]}'" in text)
    return out


def unruled(content: Content) -> frozenset[str]:
    """The components ("card x", "intrigue x", "leader x") whose data names a missing rule."""
    bad: set[str] = set()
    for where, box in component_boxes(content):
        if _names(box) & set(STILL_MISSING):
            bad.add(where)
    for lid in content.leaders:
        if f"signet:{lid}" in STILL_MISSING:
            bad.add(f"leader {lid}")
    return frozenset(bad)


def _only_ruled(content: Content) -> Content:
    bad = unruled(content)
    return replace(
        content,
        imperium_deck=tuple(c for c in content.imperium_deck if f"card {c}" not in bad),
        intrigue_deck=tuple(i for i in content.intrigue_deck if f"intrigue {i}" not in bad),
        leaders={k: v for k, v in content.leaders.items() if f"leader {k}" not in bad},
    )


ONLY_RULED = register_module(Module(name="uprising_only_ruled_cards", requires=("uprising_missing_rules",),
                                    content=_only_ruled))


def playable_config(players: int = 4, **kw: Any) -> GameConfig:
    """An Uprising game config in which no card or leader with a missing rule is dealt."""
    if EDITIONS["uprising"] == PLAYABLE_MODULES:  # inside uprising_edition_playable()
        return GameConfig(edition="uprising", players=players, **kw)
    with uprising_allowed():
        return GameConfig(edition="uprising", players=players,
                          modules=("uprising_missing_rules", "uprising_only_ruled_cards"), **kw)


PLAYABLE_MODULES = ("uprising", "uprising_missing_rules", "uprising_only_ruled_cards")


@contextmanager
def uprising_edition_playable() -> Iterator[None]:
    """For the interfaces' end-to-end tests (`--edition uprising` in the CLI, the browser's
    server): the edition `uprising` itself is, for the duration, lifted from PLANNED and made of
    the real module plus the two test modules above, so every `GameConfig(edition="uprising")`
    (an interface builds its own) deals no card whose rule is missing. Restored afterwards."""
    saved = EDITIONS["uprising"]
    with uprising_allowed():
        EDITIONS["uprising"] = PLAYABLE_MODULES
        _RULESETS.clear()
        try:
            yield
        finally:
            EDITIONS["uprising"] = saved
            _RULESETS.clear()


if __name__ == "__main__":
    # With the edition playable as here: `python -m tests.uprising_playable golden --edition
    # uprising [--write]` (bench/golden.py: the Uprising golden games) or `... sweep --edition
    # uprising --players 3,4 --games 20000` (bench/sweep.py)
    import sys

    from bench import golden
    from bench import sweep as sweep_bench

    tools = {"golden": golden.main, "sweep": sweep_bench.main}
    if len(sys.argv) < 2 or sys.argv[1] not in tools:
        sys.exit(f"usage: python -m tests.uprising_playable {{{'|'.join(tools)}}} ARGS")
    with uprising_edition_playable():
        sys.exit(tools[sys.argv[1]](sys.argv[2:]))
