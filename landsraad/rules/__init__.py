"""The rules of the games. Importing this package registers every frame and decision handler,
and subscribes the base game's triggers and modifiers to `events.BASE` (rules/events.py)."""

from landsraad.rules import (  # noqa: F401  (registration side effects)
    cards_imperium,  # noqa: F401,E402  (base Imperium cards: docs/rulings.md (Imperium))
    cards_intrigue,  # noqa: F401,E402  (base Intrigue cards: docs/rulings.md (Intrigue))
    effects,
    events,
    leaders,  # noqa: F401,E402  (base leaders: docs/rulings.md (leaders))
    phases,
    turns,
)


def register_base(t: events.Triggers) -> None:
    """The base game's triggers and modifiers, in the order they apply (a cost or icon modifier
    sees the value the previous one returned): a card's own boxes first, then the turn rules, the
    Imperium and Intrigue cards, the leaders. (House Hagal's are the base module's own, added to
    the rulesets that use it: modules/base/hagal.py.)"""
    for module in (effects, turns, cards_imperium, cards_intrigue, leaders):
        module.register(t)


register_base(events.BASE)
