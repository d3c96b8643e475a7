"""Every effect box and condition of a content, with the component it belongs to.

The loader's reference checks, the modules' handler checks and the tests list a content's boxes
through these (the walker inside one box is `content/tree.py`; kept apart so that the tree, which
the loader imports, does not depend on the loader's `Content`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any

from landsraad.content.loader import Content
from landsraad.content.tree import Effect, Effects, conditions


def _outside(component: Any, modules: Collection[str] | None) -> bool:
    """A component of a rules module that is not in play (`module: choam` without the CHOAM
    module: 002 MÓDULO DE LA CHOAM, those cards and Shaddam Corrino IV are used only with it)."""
    module = getattr(component, "module", None)
    return modules is not None and module is not None and module not in modules


def component_boxes(content: Content, modules: Collection[str] | None = None) -> Iterator[tuple[str, Effects]]:
    """(component, effect box) for every box of every component: board spaces (effects, control
    bonus), Imperium/starter/Reserve cards (Agent, Reveal, acquire, trash boxes), Intrigue cards
    (each box), Conflict rewards, leaders (setup, Signet) and CHOAM contracts (reward).
    `modules`: the rules modules in play; a component marked for another module is left out
    (None: every component)."""
    for sp in content.spaces.values():
        yield f"space {sp.id}", sp.effects
        yield f"space {sp.id}", sp.control_bonus
        for _cost, extra in sp.cost_options:  # Uprising: what each cost alternative adds
            yield f"space {sp.id}", extra
    for c in content.cards.values():
        if _outside(c, modules):
            continue
        for box in (c.agent, c.reveal, c.acquire, c.on_trash, c.on_discard):
            yield f"card {c.id}", box
    for ig in content.intrigues.values():
        if _outside(ig, modules):
            continue
        yield f"intrigue {ig.id}", ig.effects
        for _kind, box in ig.also:
            yield f"intrigue {ig.id}", box
    for cf in content.conflicts.values():
        for reward in cf.rewards:
            yield f"conflict {cf.id}", reward
    for ld in content.leaders.values():
        if _outside(ld, modules):
            continue
        yield f"leader {ld.id}", ld.setup
        yield f"leader {ld.id}", ld.signet
        if ld.back is not None:  # the other side of a leader that flips (Reverend Mother Jessica)
            yield f"leader {ld.id}", ld.back.signet
        for ts in ld.track:  # a track printed on the leader (Feyd-Rautha's training track)
            yield f"leader {ld.id}", ts.effects
    for ct in content.contracts.values():  # Uprising CHOAM contracts: the reward of each
        yield f"contract {ct.id}", ct.reward


def component_conditions(content: Content, modules: Collection[str] | None = None) -> Iterator[tuple[str, Effect]]:
    """(component, condition) for every condition in the content: an Intrigue's play condition
    (FAQ 2.1), every `if` of every box and a board space's `cost_when` (Uprising). `modules`: as
    `component_boxes`."""
    for ig in content.intrigues.values():
        if ig.condition is not None and not _outside(ig, modules):
            yield f"intrigue {ig.id}", ig.condition
    for where, box in component_boxes(content, modules):
        for cond in conditions(box):
            yield where, cond
    for sp in content.spaces.values():  # Uprising: the condition of a cost that changes (Swordmaster)
        for cond, _cost in sp.cost_when:
            yield f"space {sp.id}", cond
    for c in content.cards.values():  # Immortality: the condition of Agent icons a card has (Blank Slate)
        if _outside(c, modules):
            continue
        for cond, _icons in c.icons_when:
            yield f"card {c.id}", cond
