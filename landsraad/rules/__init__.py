"""The rules of the games. Importing this package registers every frame and decision handler of
the core, subscribes the core's triggers and modifiers to `events.BASE` (rules/events.py) and
binds the engine behind `GameState.legal_actions` and `apply` and the save checks behind
`GameState.from_json` (rules/state.py bind_engine, bind_save_checks).
The products' cards and leaders bring their own rules through their modules (landsraad/modules:
the base game's are modules/base, issue 27)."""

from landsraad.rules import (  # noqa: F401  (registration side effects)
    effects,
    engine,
    events,
    phases,
    save_checks,
    turns,
)


def register_base(t: events.Triggers) -> None:
    """The core's triggers and modifiers, in the order they apply (a cost or icon modifier sees the
    value the previous one returned): a card's own boxes (and a leader's setup box) first, then the
    turn rules. Every product's are its module's own, added after these to the rulesets that use
    it, in module order (the base game's cards, leaders and House Hagal: modules/base)."""
    for module in (effects, turns):
        module.register(t)


register_base(events.BASE)
