"""Every effect box and condition of a content, with the component it belongs to.

The loader's reference checks, the modules' handler checks and the tests list a content's boxes
through these (the walker inside one box is `content/tree.py`; kept apart so that the tree, which
the loader imports, does not depend on the loader's `Content`).

The core walks the boxes every product's components may have (a space's effects, a card's Agent
box, a leader's Signet and the other side of a leader that flips ...). A product whose components
carry more boxes or conditions in fields of its own (a cost alternative's effects, a contract's
reward, a card's conditional icons) declares where they are with `register_box_parts(BoxParts(...))`
from its own folder, and the listing walks what the registry gives it, in the place of the
component they belong to.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from landsraad.content.loader import Card, Content, Space
from landsraad.content.tree import Effect, Effects, conditions
from landsraad.core.errors import ContentError


@dataclass(frozen=True)
class BoxParts:
    """The boxes and conditions a product's fields add to the listing (each optional):
    `space_boxes(space)`: a board space's boxes after its effects and control bonus;
    `components(content)`: (component, box) of components the core does not list (after all of it);
    `space_conditions(space)`, `card_conditions(card)`: conditions outside any box, after those of
    the boxes (a card's only when it is in play, as its boxes)."""

    name: str
    space_boxes: Callable[[Space], Iterable[Effects]] | None = None
    components: Callable[[Content], Iterable[tuple[str, Effects]]] | None = None
    space_conditions: Callable[[Space], Iterable[Effect]] | None = None
    card_conditions: Callable[[Card], Iterable[Effect]] | None = None


BOX_PARTS: dict[str, BoxParts] = {}


def register_box_parts(parts: BoxParts) -> BoxParts:
    """Declare a product's box parts (once per name: a second product under the same name is refused,
    as a vocabulary is: content/vocabulary.py)."""
    if BOX_PARTS.get(parts.name, parts) is not parts:
        raise ContentError(f"box parts named {parts.name!r} are already registered")
    BOX_PARTS[parts.name] = parts
    return parts


def box_parts() -> Iterable[BoxParts]:
    """The registered box parts. The shipped products register theirs when imported, and importing any
    part of landsraad imports them first (landsraad/__init__.py): content/ never imports a module."""
    return BOX_PARTS.values()


def _outside(component: Any, modules: Collection[str] | None) -> bool:
    """A component of a rules module that is not in play (`module: choam` without the CHOAM
    module: 002 MÓDULO DE LA CHOAM, those cards and Shaddam Corrino IV are used only with it)."""
    module = getattr(component, "module", None)
    return modules is not None and module is not None and module not in modules


def component_boxes(content: Content, modules: Collection[str] | None = None) -> Iterator[tuple[str, Effects]]:
    """(component, effect box) for every box of every component: board spaces (effects, control
    bonus), Imperium/starter/Reserve cards (Agent, Reveal, acquire, trash boxes), Intrigue cards
    (each box), Conflict rewards, leaders (setup, Signet), then what each product's `BoxParts` adds.
    `modules`: the rules modules in play; a component marked for another module is left out
    (None: every component)."""
    parts = tuple(box_parts())
    for sp in content.spaces.values():
        yield f"space {sp.id}", sp.effects
        yield f"space {sp.id}", sp.control_bonus
        for p in parts:
            if p.space_boxes is not None:
                yield from ((f"space {sp.id}", box) for box in p.space_boxes(sp))
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
    for p in parts:
        if p.components is not None:
            yield from p.components(content)


def component_conditions(content: Content, modules: Collection[str] | None = None) -> Iterator[tuple[str, Effect]]:
    """(component, condition) for every condition in the content: an Intrigue's play condition
    (FAQ 2.1), every `if` of every box, then the conditions each product's `BoxParts` adds outside
    its boxes. `modules`: as `component_boxes`."""
    for ig in content.intrigues.values():
        if ig.condition is not None and not _outside(ig, modules):
            yield f"intrigue {ig.id}", ig.condition
    for where, box in component_boxes(content, modules):
        for cond in conditions(box):
            yield where, cond
    parts = tuple(box_parts())
    for p in parts:
        if p.space_conditions is not None:
            for sp in content.spaces.values():
                yield from ((f"space {sp.id}", cond) for cond in p.space_conditions(sp))
    for p in parts:
        if p.card_conditions is not None:
            for c in content.cards.values():
                if not _outside(c, modules):
                    yield from ((f"card {c.id}", cond) for cond in p.card_conditions(c))
