"""Dispatch tables filled by the rules modules (flow, effects, decisions).

Frames on the state's stack and pending decisions are plain tuples whose first item names
their handler here; that is what keeps a state clonable and serializable mid-decision.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from landsraad.content.boxes import component_boxes, component_conditions
from landsraad.content.tree import walk
from landsraad.core.errors import ContentError
from landsraad.rules.decisions import ApplyFn, DecisionKind, LegalFn
from landsraad.rules.types import AnyState

if TYPE_CHECKING:
    from landsraad.content import Content

Frame = tuple[Any, ...]
OpFn = Callable[[AnyState, Frame], None]
EffectFn = Callable[[AnyState, int, tuple[Any, ...], str], None]
CondFn = Callable[[AnyState, int, str], bool]

# The core's dispatch tables, filled by the decorators below when the core's rules are imported
# (the turn, the phases, the effect vocabulary). A game dispatches through its ruleset's tables
# (Ruleset.ops/decisions/effects/conditions): these with its modules' own handlers added to a copy
# (rules/ruleset.py), so a module's handlers, the base game's cards' and leaders' among them
# (modules/base, issue 27), are visible only in games that use it.
OPS: dict[str, OpFn] = {}
DECISIONS: dict[str, DecisionKind] = {}
EFFECTS: dict[str, EffectFn] = {}
# Named conditions for `{custom: <name>}` in content (`condition:` of an Intrigue, `if:` effects).
CONDITIONS: dict[str, CondFn] = {}
# What players read for a rule that is not a plain effect of the vocabulary, declared beside the
# rule itself (interfaces/texts.py shows it): "custom:<name>" effects, "cond:<name>" named
# conditions, "card:<id>" a card's rule outside its boxes (Kwisatz Haderach's Agent),
# "hagal:<id>" a House Hagal card's own instruction (Reshuffle), "automa:<rule>" what every House
# Hagal card's icons mean (modules/base/hagal.py). Our own words, checked like the data.
RULE_TEXTS: dict[str, str] = {}


def run_routed_effect(s: AnyState, frame: Frame) -> None:
    """The `eff` frame of a ruleset with a receiver (`Ruleset.receiver`): the effect goes to the
    seat the receiver names, decided before it runs (its events and log name that seat)."""
    _, seat, e, source = frame
    receiver = s.rules.receiver
    assert receiver is not None
    to = receiver(s, seat, e, source)
    if to is not None:
        s.rules.effects[e[0]](s, to, e, source)
    elif s.rules.unreceived is not None:  # no seat receives it now: the module may queue it again
        s.rules.unreceived(s, frame)


def op_registrar(table: dict[str, OpFn]) -> Callable[[str], Callable[[OpFn], OpFn]]:
    """The `@op(name)` decorator filling `table`: the core's OPS, or a module's own frame
    handlers (House Hagal's, the base Intrigue cards', the Uprising Rivals'), kept out of other
    games' tables."""
    def op(name: str) -> Callable[[OpFn], OpFn]:
        def deco(fn: OpFn) -> OpFn:
            table[name] = fn
            return fn
        return deco
    return op


op = op_registrar(OPS)


def effect(name: str, text: str | None = None) -> Callable[[EffectFn], EffectFn]:
    """Register an effect kind; `text`: its rule text for players (every `custom:` effect has one)."""
    def deco(fn: EffectFn) -> EffectFn:
        EFFECTS[name] = fn
        if text is not None:
            RULE_TEXTS[name] = text
        return fn
    return deco


def decision(name: str, legal: LegalFn, **declared: Any) -> Callable[[ApplyFn], ApplyFn]:
    """Declare a core decision kind (rules/decisions.py DecisionKind: `declared` holds its
    payload, forms, texts ...) whose apply handler is the decorated function."""
    def deco(fn: ApplyFn) -> ApplyFn:
        if name in DECISIONS:
            raise ValueError(f"the decision kind {name!r} is already declared elsewhere")
        DECISIONS[name] = DecisionKind(name=name, legal=legal, apply=fn, **declared)
        return fn
    return deco


def condition_fn(name: str, text: str | None = None) -> Callable[[CondFn], CondFn]:
    """Register a named condition: fn(state, seat, source) -> bool (content: {custom: name});
    `text`: the condition as players read it, a clause such as "if you have ..."."""
    def deco(fn: CondFn) -> CondFn:
        CONDITIONS[name] = fn
        if text is not None:
            RULE_TEXTS[f"cond:{name}"] = text
        return fn
    return deco


class Handlers:
    """One product's own rules handlers, each declared by a decorator beside its rule (`@RULES.effect`,
    `.condition`, `.decision`, `.op`, as the core's are), kept out of the
    process-wide tables above: the product's `Module` lists them (`ops`, `effects`, `conditions`,
    `decisions`, `texts`), so they join only the rulesets that use it (rules/ruleset.py `_tables`).
    `only(...)` picks some of them for a module that prints only those words
    (modules/shared/cards.py)."""

    def __init__(self) -> None:
        self.ops: dict[str, OpFn] = {}
        self.effects: dict[str, EffectFn] = {}
        self.conditions: dict[str, CondFn] = {}
        self.decisions: dict[str, DecisionKind] = {}
        self.texts: dict[str, str] = {}
        self.op = op_registrar(self.ops)

    def effect(self, name: str, text: str | None = None) -> Callable[[EffectFn], EffectFn]:
        """An effect kind (`custom:<name>` for a card's own rule); `text`: its rule text for players."""
        def deco(fn: EffectFn) -> EffectFn:
            self.effects[name] = fn
            if text is not None:
                self.texts[name] = text
            return fn
        return deco

    def condition(self, name: str, text: str | None = None) -> Callable[[CondFn], CondFn]:
        """A named condition (content: `{custom: name}`); `text`: the clause players read."""
        def deco(fn: CondFn) -> CondFn:
            self.conditions[name] = fn
            if text is not None:
                self.texts[f"cond:{name}"] = text
            return fn
        return deco

    def decision(self, name: str, legal: LegalFn, **declared: Any) -> Callable[[ApplyFn], ApplyFn]:
        """A decision kind (rules/decisions.py DecisionKind) whose apply handler is the decorated function."""
        def deco(fn: ApplyFn) -> ApplyFn:
            if name in self.decisions:
                raise ValueError(f"the decision kind {name!r} is already declared here")
            self.decisions[name] = DecisionKind(name=name, legal=legal, apply=fn, **declared)
            return fn
        return deco

    def only(self, *keys: str) -> Handlers:
        """Some of these handlers: effect kinds by name, conditions as "cond:<name>", decision kinds as
        "decision:<name>" (each with its rule text); a key not declared here is refused."""
        out = Handlers()
        for key in keys:
            kind, _, name = key.partition(":") if key.startswith(("cond:", "decision:")) else ("", "", key)
            mine, theirs = self._table(kind), out._table(kind)
            if name not in mine:
                raise ValueError(f"no handler {key!r} is declared here")
            theirs[name] = mine[name]
            if key in self.texts:  # an effect's text under its name, a condition's as "cond:<name>"
                out.texts[key] = self.texts[key]
        return out

    def _table(self, kind: str) -> dict[str, Any]:
        if kind == "cond":
            return self.conditions
        return self.decisions if kind == "decision" else self.effects

    def merged(self, *others: Handlers) -> Handlers:
        """These handlers and the others' (a name twice must be the same handler, the same text)."""
        out = Handlers()
        for h in (self, *others):
            _add(out.ops, h.ops)
            _add(out.effects, h.effects)
            _add(out.conditions, h.conditions)
            _add(out.decisions, h.decisions)
            _add(out.texts, h.texts)
        return out


def _add(into: dict[str, Any], entries: Mapping[str, Any]) -> None:
    for key, value in entries.items():
        have = into.get(key, value)
        if have is not value and have != value:
            raise ValueError(f"two different handlers or texts named {key!r}")
        into[key] = value


# ---- every effect and condition named in the data has a handler -------------------------------

# The "→" cost kinds and the condition kinds rules/effects.py knows itself (`can_pay` / `pay_costs`,
# `condition`); any other is a module's (`Triggers.cost_kinds`, `Triggers.value_conditions`)
# (a module may read `lose_influence` its own way: its `cost_kinds` entry, six players S833)
BASE_COST_KINDS = frozenset({"pay", "trash_self", "trash_card", "lose_influence"})
BASE_CONDITION_KINDS = frozenset({"alliance", "influence_at_least", "fremen_bond", "won_conflict", "custom"})


def needed_handlers(content: Content, modules: Collection[str] | None = None) -> Iterator[tuple[str, str]]:
    """(component, handler key) for every handler the content's data relies on: an effect kind
    `k` needs EFFECTS[k]; `custom: n` needs EFFECTS["custom:n"]; a leader's Signet Ring needs
    EFFECTS["signet:<leader>"]; a named condition `custom: n` needs CONDITIONS[n] (key "cond:n"), and
    so does an Uprising bare-word condition `n` (`maker_hooks`: rules/effects.py condition()) or a
    module's condition with a value (`{bond: fremen}`: key "cond:bond"); a module's "→" cost kind
    `k` (in an arrow or an Intrigue's cost) needs a cost rule (key "cost:k"). `modules`: the rules
    modules in play (a component marked for another module needs no rule: `component_boxes`)."""
    for where, box in component_boxes(content, modules):
        for e in walk(box):
            yield where, e[0]
            if e[0] == "custom":
                yield where, f"custom:{e[1]}"
            elif e[0] == "may":
                for c in e[1]:
                    if c[0] not in BASE_COST_KINDS:
                        yield where, f"cost:{c[0]}"
    for ig in content.intrigues.values():
        if modules is not None and ig.module is not None and ig.module not in modules:
            continue
        for c in ig.cost:
            if c[0] not in BASE_COST_KINDS:
                yield f"intrigue {ig.id}", f"cost:{c[0]}"
    for lid, ld in content.leaders.items():
        if modules is None or ld.module is None or ld.module in modules:
            yield f"leader {lid}", f"signet:{lid}"
    for where, cond in component_conditions(content, modules):
        if cond[0] == "custom":
            yield where, f"cond:{cond[1]}"
        elif cond[0] not in BASE_CONDITION_KINDS:  # a bare-word condition or one with a value: a module's
            yield where, f"cond:{cond[0]}"


def missing_handlers(content: Content, effects: Mapping[str, EffectFn] | None = None,
                     conditions: Mapping[str, CondFn] | None = None,
                     cost_kinds: Collection[str] = (), value_conditions: Collection[str] = (),
                     modules: Collection[str] | None = None) -> list[tuple[str, str]]:
    """The (component, handler key) pairs of `needed_handlers` that no rules module registered
    (in `effects` / `conditions`: a ruleset's tables, by default the core's; `cost_kinds` /
    `value_conditions`: the names in its triggers' tables of the same names; `modules`: the rules
    modules in play, None for every component)."""
    effects = EFFECTS if effects is None else effects
    conditions = CONDITIONS if conditions is None else conditions
    out: list[tuple[str, str]] = []
    for where, key in needed_handlers(content, modules):
        if key.startswith("cond:"):
            known = key[5:] in conditions or key[5:] in value_conditions
        elif key.startswith("cost:"):
            known = key[5:] in cost_kinds
        else:
            known = key in effects
        if not known and (where, key) not in out:
            out.append((where, key))
    return out


# contents already checked, by id (kept alive here, so an id is never reused)
_CHECKED: dict[int, Content] = {}


def _describe(key: str) -> str:
    if key.startswith("cond:"):
        return f"condition {key[5:]!r}"
    return f"cost {key[5:]!r}" if key.startswith("cost:") else f"effect {key!r}"


def check_handlers(content: Content, effects: Mapping[str, EffectFn] | None = None,
                   conditions: Mapping[str, CondFn] | None = None,
                   cost_kinds: Collection[str] = (), value_conditions: Collection[str] = (),
                   modules: Collection[str] | None = None) -> None:
    """Refuse content that names an effect, condition or "→" cost no rules module handles
    (ContentError naming the component), once per loaded content: a card whose rule is missing
    fails when a game is set up, not when the card is first played."""
    if id(content) in _CHECKED:
        return
    missing = missing_handlers(content, effects, conditions, cost_kinds, value_conditions, modules)
    if missing:
        shown = "; ".join(f"{where}: {_describe(key)}" for where, key in missing[:5])
        more = f" (and {len(missing) - 5} more)" if len(missing) > 5 else ""
        raise ContentError(f"no rules handler for what the {content.edition} content names: {shown}{more} "
                           "(declare it in the rules of the module whose components print it: Module.effects, "
                           "Module.conditions)")
    _CHECKED[id(content)] = content
