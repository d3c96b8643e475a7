"""The action notation as a grammar: each action string parses once into a typed action.

Action strings stay the notation and the stored form (records, replays, the web protocol, the
terminal: docs/scenarios.md); a rule that applies an action reads a typed value instead of
re-splitting the string, as a chess library parses `e2e4` into a `Move`. A *form* is one row of
the grammar: literal words and `<domain>` slots, the action class it builds (slot values in
field order; `fixed` adds constant fields), and its texts for players as templates with named
placeholders (rendered by the interfaces: landsraad/interfaces/prompts.py). The RL action codec
lays out its indices form by form in this order (rl/codec.py), so the base forms below keep the
order of codec version 3: append new forms at the end.

A decision kind names the forms it offers (rules/decisions.py); a module declares new forms in
its own `DecisionKind(forms=...)` and they join the grammar of the rulesets using it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from landsraad.core.errors import IllegalActionError
from landsraad.i18n import N_
from landsraad.rules.marks import Effects
from landsraad.rules.types import AnyRules

# ---- typed actions ------------------------------------------------------------------------------


class Plain(NamedTuple):
    """A one-word action: reveal, pass, done, pay, decline, defend."""

    word: str


class AgentMove(NamedTuple):
    """`agent <card> <space>`: send an Agent with a card to a board space (004 Turno do Agente)."""

    card: str
    space: str


class PlayIntrigue(NamedTuple):
    intrigue: str


class Acquire(NamedTuple):
    """`acquire <card>` (from the Row or the Reserve), `acquire <card> top` (onto the deck),
    `acquire set_aside <card>` (Helena Richese's Manipulate)."""

    card: str
    top: bool = False
    set_aside: bool = False


class Choose(NamedTuple):
    option: int  # 1-based, as written


class PickFaction(NamedTuple):
    faction: str


class TrashFrom(NamedTuple):
    """`trash <zone> <card>`: zone hand, discard or play (rules/zones.py trash_targets)."""

    zone: str
    card: str


class TrashCard(NamedTuple):
    """`trash <card>`: the card named (Poison Snooper: the top card of the deck)."""

    card: str


class Discard(NamedTuple):
    card: str


class Sell(NamedTuple):
    spice: int


class Deploy(NamedTuple):
    troops: int


class Retreat(NamedTuple):
    troops: int


class Give(NamedTuple):
    seat: int


class Target(NamedTuple):
    seat: int


class Take(NamedTuple):
    card: str


class Top(NamedTuple):
    card: str


class Draw(NamedTuple):
    card: str


class Manipulate(NamedTuple):
    card: str


class Voice(NamedTuple):
    space: str


class Recall(NamedTuple):
    space: str


class From(NamedTuple):
    source: str  # "supply" or the board space an Agent moves from


class Masterstroke(NamedTuple):
    factions: tuple[str, ...]


class Order(NamedTuple):
    first: str  # "space" or "card"


# the zones of a `trash <zone> <card>` action as a button names them (the "<zone>" slot)
ZONE_WORDS = {"hand": N_("hand"), "discard": N_("discard pile"), "play": N_("cards in play"),
              "deck": N_("top of the deck")}
# the words of an `order` action, read in the reader's language (the "<order>" slot is a "word")
ORDER_WORDS = (N_("space"), N_("card"))


class Resolve(NamedTuple):
    card: str


Action = Any  # one of the NamedTuples above, or a module's own

# ---- the grammar --------------------------------------------------------------------------------

# how a slot's word becomes a field value (other domains: the word itself)
INT_DOMAINS = frozenset({"<choice>", "<sell>", "<troops>"})
SEAT_DOMAIN = "<seat>"  # "p2" -> 2
PAIR_DOMAIN = "<faction_pair>"  # two words -> a tuple
# what the value of a slot names, for the texts (interfaces/prompts.py renders each mark)
SLOT_MARKS = {"<card>": "card", "<space>": "space", "<intrigue>": "intrigue", "<faction>": "faction",
              PAIR_DOMAIN: "faction", SEAT_DOMAIN: "seat", "<source>": "space_or_supply",
              "<order>": "word", "<zone>": "zone",
              # Uprising: an observation post (002 Espías); a Conflict or Objective card (Iconos de batalla)
              "<post>": "post", "<battle_card>": "battle_card",
              "<contract>": "contract"}  # CHOAM: a contract (002 MÓDULO DE LA CHOAM)


@dataclass(frozen=True)
class Form:
    """One row of the grammar. `label`: a button's text; `gloss`: what the option gives, or "";
    `values(action, payload, rules)` adds placeholders computed by the rules of the game (raw
    values or marks, rules/decisions.py); `domains`: the values of slots this form introduces (a module's own),
    each a tuple or a function of the game's ruleset that derives them from its content (the
    posts of its board, its contracts: `slot_values`); `doc`: the decisions that offer it (the
    codec's documentation)."""

    name: str
    slots: tuple[str, ...]
    build: Callable[..., Any]
    label: str
    gloss: str = ""
    fixed: Mapping[str, Any] = field(default_factory=dict)
    values: Callable[[Any, Any, AnyRules], Mapping[str, Any]] | None = None
    domains: Mapping[str, tuple[str, ...] | Callable[[AnyRules], tuple[str, ...]]] = field(default_factory=dict)
    doc: str = ""

    def slot_values(self, slot: str, rules: AnyRules) -> tuple[str, ...]:
        """The values of a slot this form introduces, in a game of these rules."""
        values = self.domains[slot]
        return tuple(values(rules)) if callable(values) else tuple(values)

    @functools.cached_property
    def width(self) -> int:  # computed once: `match` asks for it for every form of a first word
        return sum(2 if s == PAIR_DOMAIN else 1 for s in self.slots)

    def fields(self) -> tuple[tuple[str, str], ...]:
        """(field, slot domain) of each slot, in order: the action's fields take the slot values."""
        names = [f for f in getattr(self.build, "_fields", ()) if f not in self.fixed]
        slots = [s for s in self.slots if s.startswith("<")]
        return tuple(zip(names, slots, strict=False))

    def match(self, words: list[str]) -> Any:
        """The typed action of `words`, or None when they are not this form."""
        if len(words) != self.width:
            return None
        vals: list[Any] = []
        i = 0
        for slot in self.slots:
            if not slot.startswith("<"):
                if words[i] != slot:
                    return None
                i += 1
            elif slot == PAIR_DOMAIN:
                vals.append((words[i], words[i + 1]))
                i += 2
            else:
                w = words[i]
                i += 1
                if slot in INT_DOMAINS:
                    if not w.isdigit():
                        return None
                    vals.append(int(w))
                elif slot == SEAT_DOMAIN:
                    if w[:1] != "p" or not w[1:].isdigit():
                        return None
                    vals.append(int(w[1:]))
                else:
                    vals.append(w)
        return self.build(*vals, **self.fixed)


def _word(w: str, label: str, doc: str) -> Form:
    return Form(w, (w,), Plain, label, fixed={"word": w}, doc=doc)


def _sell_values(a: Sell, payload: Any, rules: AnyRules) -> dict[str, Any]:
    """The Solari the game's Sell Melange table gives for the spice."""
    return {"solari": rules.sell_melange.get(a.spice, "?")}


def _choose_values(a: Choose, payload: Any, rules: AnyRules) -> dict[str, Any]:
    """The chosen option's effects, read from the `choose` effect being offered (own decision)."""
    effect = getattr(payload, "effect", None)
    if effect is None:
        return {}
    options = effect[2]
    return {"option_effects": Effects(options[a.option - 1])} if 0 < a.option <= len(options) else {}


# The base game's grammar, in the codec's layout order (codec version 3; docs/scenarios.md).
BASE_FORMS: tuple[Form, ...] = (
    _word("reveal", "Reveal turn", "turn"),
    _word("pass", "Pass", "turn (may_pass), combat, win, endgame"),
    _word("done", "Done", "plots, acquire"),
    _word("pay", "Pay", "may"),
    _word("decline", "Decline", "may, trash_pick, defend, top_deck, prudent_diplomacy"),
    _word("defend", "Defend", "defend"),
    Form("agent", ("agent", "<card>", "<space>"), AgentMove, "{card} → {space}", doc="turn"),
    Form("play", ("play", "<intrigue>"), PlayIntrigue, "Play {intrigue}", "{intrigue}",
         doc="turn, plots, acquire, combat, win, endgame"),
    Form("acquire", ("acquire", "<card>"), Acquire, "Acquire {card}", "{card}, cost {card:cost}",
         doc="acquire, bypass_protocol"),
    Form("acquire_top", ("acquire", "<card>", "top"), Acquire, "Acquire {card} onto your deck",
         fixed={"top": True}, doc="bypass_protocol"),
    Form("acquire_set_aside", ("acquire", "set_aside", "<card>"), Acquire, "Acquire {card} (set aside)",
         fixed={"set_aside": True}, doc="acquire (Helena Richese)"),
    Form("choose", ("choose", "<choice>"), Choose, "Choose {option}", "[{option_effects}]",
         values=_choose_values, doc="choose"),
    Form("faction", ("faction", "<faction>"), PickFaction, "Faction {faction}", doc="faction, prudent_diplomacy"),
    Form("trash_zone", ("trash", "<zone>", "<card>"), TrashFrom, "Trash {card} (from {zone})", doc="trash_pick"),
    Form("trash_card", ("trash", "<card>"), TrashCard, "Trash {card}", doc="poison_snooper"),
    Form("discard", ("discard", "<card>"), Discard, "Discard {card}", doc="discard"),
    Form("sell", ("sell", "<sell>"), Sell, "Sell {spice} spice for {solari} Solari", "{spice} spice → {solari} Solari",
         values=_sell_values, doc="sell"),
    Form("deploy", ("deploy", "<troops>"), Deploy, "Deploy {troops} troop{troops:plural}", doc="deploy"),
    Form("retreat", ("retreat", "<troops>"), Retreat, "Retreat {troops} troop{troops:plural}", doc="retreat"),
    Form("give", ("give", "<seat>"), Give, "Give {seat:word}", doc="alliance_choice"),
    Form("target", ("target", "<seat>"), Target, "Target {seat}", doc="double_cross"),
    Form("take", ("take", "<card>"), Take, "Take {card}", doc="take_from_discard"),
    Form("top", ("top", "<card>"), Top, "Top {card}", doc="top_deck"),
    Form("draw", ("draw", "<card>"), Draw, "Draw {card}", doc="poison_snooper"),
    Form("manipulate", ("manipulate", "<card>"), Manipulate, "Manipulate {card}", "{card}",
         doc="manipulate (Helena Richese)"),
    Form("voice", ("voice", "<space>"), Voice, "Voice {space}", doc="voice (The Voice)"),
    Form("recall", ("recall", "<space>"), Recall, "Recall {space}", doc="urgent_mission"),
    Form("from", ("from", "<source>"), From, "From {source}", doc="kwisatz_source (Kwisatz Haderach)"),
    Form("masterstroke", ("masterstroke", "<faction_pair>"), Masterstroke, "Masterstroke: {factions:plus}",
         doc="masterstroke (Baron Harkonnen)"),
    Form("order", ("order", "<order>"), Order, "Order {first}", doc="order_choice (Agent turn: space or card first)"),
    Form("resolve", ("resolve", "<card>"), Resolve, "Resolve {card}'s Reveal box", "{card}: {card:reveal}",
         doc="acquire (Reveal turn: the next Reveal box)"),
)


class Grammar:
    """The forms of one ruleset, by first word; `parse` caches each string's typed action (the
    notation is a small closed set of strings per game)."""

    def __init__(self, forms: Iterable[Form]) -> None:
        self.forms: tuple[Form, ...] = tuple(forms)
        self.by_name: dict[str, Form] = {}
        self._heads: dict[str, list[Form]] = {}
        for f in self.forms:
            if f.name in self.by_name:
                raise ValueError(f"two action forms are named {f.name!r}")
            self.by_name[f.name] = f
            self._heads.setdefault(f.slots[0], []).append(f)
        self._cache: dict[str, tuple[Form, Any]] = {}
        # action string -> typed action, for the engine's hot path (a dict lookup, no call)
        self.typed: dict[str, Any] = {}

    def with_forms(self, forms: Iterable[Form]) -> Grammar:
        return Grammar(self.forms + tuple(f for f in forms if f not in self.forms))

    def form_of(self, action: str) -> tuple[Form, Any]:
        """(form, typed action) of an action string; IllegalActionError if no form matches."""
        hit = self._cache.get(action)
        if hit is not None:
            return hit
        words = action.split()
        for f in self._heads.get(words[0] if words else "", ()):
            typed = f.match(words)
            if typed is not None:
                if len(self._cache) < 100_000:
                    self._cache[action] = (f, typed)
                    self.typed[action] = typed
                return f, typed
        line = (N_("{action} is not in the action notation (docs/scenarios.md)"), {"action": repr(action[:60])})
        raise IllegalActionError(line[0].format(**line[1]), line)  # story.refusal_text reads the line

    def parse(self, action: str) -> Any:
        return self.form_of(action)[1]


BASE_GRAMMAR = Grammar(BASE_FORMS)
