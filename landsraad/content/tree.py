"""The effect tree: the one walker for every place that looks inside effects.

Effects are nested tuples (docs/content.md): a "→" (`may`: costs, then effects), a condition
(`if`: condition, then effects), "choose n of" (`choose`: n, options), "each opponent"
(`each_opponent`: effects) and Uprising's "first visit / later visits" (`first_visit`: first,
later) hold effect lists of their own. `children` says where; `walk` visits
every effect of a box, nested ones included; `component_boxes` lists every effect box of a
content edition with the component it belongs to. The loader's reference checks, the rules'
handler check (rules/registry.py `check_handlers`), the component texts (interfaces/texts.py) and
the tests walk effects through these.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from landsraad.content.loader import Content

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
