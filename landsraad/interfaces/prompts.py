"""Decision and option texts, derived from the declarations (rules/decisions.py DecisionKind,
rules/actions.py Form): the terminal (screen.py), the browser (web/client.py) and the replay
viewer render every decision kind the same way, with no list of kinds here, so a module's own
decision kind is shown without touching the interfaces. The kinds and forms are the game's own
(its ruleset's `decisions` and `grammar`, passed as `rules`): two modules that never play
together may each have a kind or form of the same name.

The templates and what their placeholders name are the rules'; this module only turns a mark
(`Name("card", id)`, `Effects`, `Costs` ...) into the words players read: names from the
content, effect phrases from texts.py. Only the deciding seat's own pending decision is read.

Every template is a gettext message (the declarations' English text is its id; `python -m
landsraad.messages` extracts them from the declared kinds and forms): a reader's language
translates the template, then its marks are filled with names and phrases in that language.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from landsraad.content import Content
from landsraad.core.errors import IllegalActionError
from landsraad.i18n import N_
from landsraad.interfaces.texts import (
    FACTION_NAMES,
    PRINTED,
    Reader,
    contract_name,
    costs_text,
    effects_text,
    source_words,
)
from landsraad.rules.actions import SLOT_MARKS, ZONE_WORDS, Form, Grammar
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.marks import Costs, Effects, Name, Names

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Ruleset

MISSING = "?"
_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")


# the template of a kind that declares no prompt
DEFAULT_PROMPT = N_("Decision: {kind}[ ({src})].")
SUPPLY = N_("supply")
# a zone a decision's payload names by another word than the notation's `<zone>` slot
PAYLOAD_ZONES = {"in_play": "play"}
_TABLES = {"card": ("cards", "cards"), "intrigue": ("intrigues", "intrigues"), "space": ("spaces", "spaces"),
           "post": ("observation_posts", "observation_posts"), "conflict": ("conflicts", "conflicts"),
           "objective": ("objectives", "objectives")}


def _name(content: Content, what: str, ident: Any, reader: Reader = PRINTED) -> str:
    if what in _TABLES:
        table, kind = _TABLES[what]
        comp = getattr(content, table).get(ident)
        return reader.comp_name(kind, comp) if comp is not None else str(ident)
    if what == "space_or_supply":
        return reader.tr.gettext(SUPPLY) if ident == "supply" else _name(content, "space", ident, reader)
    if what == "faction":
        return reader.tr.gettext(FACTION_NAMES[ident]) if ident in FACTION_NAMES else str(ident)
    if what == "seat":
        return f"P{ident}"
    if what == "word":
        return reader.tr.gettext(str(ident))
    if what == "zone":
        words = ZONE_WORDS.get(PAYLOAD_ZONES.get(ident, ident))
        return reader.tr.gettext(words) if words else str(ident)
    if what == "battle_card":  # a Conflict or an Objective card (Uprising, 002 Iconos de batalla)
        return _name(content, "conflict" if ident in content.conflicts else "objective", ident, reader)
    if what == "battle_icon":
        from landsraad.interfaces.texts import BATTLE_ICON_NAMES

        return reader.tr.gettext(BATTLE_ICON_NAMES[ident]) if ident in BATTLE_ICON_NAMES else str(ident)
    if what == "contract":  # CHOAM: "Arrakeen contract (+1 water)", in the reader's words (rulings C8)

        ct = content.contracts.get(ident)
        return f"{contract_name(ct, reader)} ({effects_text(ct.reward, reader)})" if ct is not None else str(ident)
    if what == "source":

        return source_words(content, str(ident), reader.lang)
    return str(ident)


class _Formatter(string.Formatter):
    """str.format with marks: `{card}` a card's name, `{card:cost}` its cost, `{card:reveal}` its
    Reveal box, `{factions:plus}` names joined by " + ", `{seat:word}` "p2", `{n:plural}` "s"
    unless n is 1; a placeholder without a value shows MISSING."""

    def __init__(self, content: Content, reader: Reader = PRINTED) -> None:
        self.content = content
        self.reader = reader

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        return kwargs.get(str(key), MISSING)

    def format_field(self, value: Any, spec: str) -> str:
        content, reader = self.content, self.reader
        if isinstance(value, Name):
            if value.what == "card" and spec in ("cost", "reveal"):
                c = content.cards.get(value.id)
                if c is None:
                    return MISSING
                return str(c.cost) if spec == "cost" else effects_text(c.reveal, reader)
            if value.what == "seat" and spec == "word":
                return f"p{value.id}"
            return _name(content, value.what, value.id, reader)
        if isinstance(value, Names):
            names = [_name(content, value.what, i, reader) for i in value.ids]
            return (" + " if spec == "plus" else ", ").join(names)
        if isinstance(value, Effects):
            return effects_text(value.effects, reader, sep=value.sep)
        if isinstance(value, Costs):
            return costs_text(value.costs, reader)
        if spec == "plural":
            return "" if value == 1 else "s"
        return format(value, spec)


def _present(value: Any) -> bool:
    if isinstance(value, Name):
        return value.id not in (None, "")
    if isinstance(value, Names):
        return bool(value.ids)
    return value not in (None, "", MISSING) and value != () and value != []


def render(template: str, values: Mapping[str, Any], content: Content, reader: Reader = PRINTED) -> str:
    """A template in the reader's language with its values: `[...]` segments only when all their
    placeholders have one."""
    fmt = _Formatter(content, reader)
    template = reader.tr.gettext(template) if template else template

    def segment(m: re.Match[str]) -> str:
        keys = [f for _, f, _, _ in fmt.parse(m.group(1)) if f is not None]
        return fmt.vformat(m.group(1), (), values) if all(_present(values.get(k)) for k in keys) else ""

    return fmt.vformat(_OPTIONAL.sub(segment, template), (), values)


# ---- the game's own kinds and forms ---------------------------------------------------------------

@lru_cache(maxsize=32)
def game_rules(edition: str, modules: tuple[str, ...] = ()) -> Ruleset:
    """The ruleset of a game's edition and modules (what a view names: `rules_of_view`), whose
    decision kinds and grammar do not depend on the player count."""
    from landsraad.rules.editions import ruleset_of

    return ruleset_of(edition, modules)


def rules_of_view(v: Mapping[str, Any]) -> Ruleset:
    """The ruleset of the game a view (`landsraad.view(state, seat)`) shows."""
    return game_rules(v["edition"], tuple(v.get("modules") or ()))


def _rules(content: Content, rules: Ruleset | None) -> Ruleset:
    """The ruleset given, else the one of the content's edition alone (a content read without
    its game: a card listing)."""
    return rules if rules is not None else game_rules(content.edition)


def grammar(rules: Ruleset) -> Grammar:
    """The action notation of a game: its ruleset's grammar (the base forms, its modules' decision
    kinds' forms and the forms a module offers inside other decisions: Family Atomics)."""
    return rules.grammar


def parsed(action: str, rules: Ruleset) -> tuple[Form, Any] | None:
    try:
        return rules.grammar.form_of(action)
    except IllegalActionError:
        return None


def _payload(kind: DecisionKind | None, pending: tuple[Any, ...] | None) -> Any:
    """The typed payload of the seat's own pending decision (None if unknown or not its own)."""
    if kind is None or pending is None or pending[0] != kind.name:
        return None
    try:
        return kind.payload_of(tuple(tuple(x) if isinstance(x, list) else x for x in pending))
    except TypeError:
        return None


def _action_values(form: Form, typed: Any, payload: Any, rules: Ruleset) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for fname, slot in form.fields():
        v = getattr(typed, fname)
        what = SLOT_MARKS.get(slot)
        if what is None:
            values[fname] = v
        elif isinstance(v, tuple):
            values[fname] = Names(what, v)
        else:
            values[fname] = Name(what, v)
    if form.values is not None:
        values.update(form.values(typed, payload, rules))
    return values


# ---- what the interfaces call ------------------------------------------------------------------------

def decision_prompt(kind_name: str, pending: tuple[Any, ...] | None, content: Content,
                    me: Mapping[str, Any] | None, browser: bool = False, lang: str = "en",
                    rules: Ruleset | None = None) -> str:
    """One line saying what the seat is deciding, in the reader's language (`browser`: the
    browser's own prompt, "" when the kind has none). `pending` is the seat's OWN pending decision
    (never another seat's); `rules` the game's ruleset, whose kind it is."""
    kind = _rules(content, rules).decisions.get(kind_name)
    reader = Reader(edition=content.edition, lang=lang)
    if browser and (kind is None or not kind.browser):
        return ""
    payload = _payload(kind, pending)
    values: dict[str, Any] = {"persuasion": me["persuasion"] if me and "persuasion" in me else MISSING}
    if kind is not None:
        try:
            values.update(kind.placeholders(payload))
        except (IndexError, KeyError, TypeError):  # a payload not of this kind's shape: no values
            pass
    if browser:  # the browser's prompt takes the same values ("{persuasion} Persuasion to spend")
        assert kind is not None
        return render(kind.browser, values, content, reader)
    if kind is None or not kind.prompt:
        values["kind"] = kind_name.replace("_", " ")
    template = kind.prompt if kind is not None and kind.prompt else DEFAULT_PROMPT
    return render(template, values, content, reader)


def option_label(action: str, content: Content, lang: str = "en", rules: Ruleset | None = None) -> str:
    """A short button text for an action of the notation (its form's `label` in the game's
    grammar: `rules`)."""
    game = _rules(content, rules)
    hit = parsed(action, game)
    if hit is None:
        w = action.split() or [""]
        return " ".join([w[0].capitalize()] + w[1:])
    form, typed = hit
    return render(form.label, _action_values(form, typed, None, game), content,
                  Reader(edition=content.edition, lang=lang))


def option_gloss(action: str, kind_name: str, pending: tuple[Any, ...] | None, content: Content,
                 lang: str = "en", rules: Ruleset | None = None) -> str:
    """What an option gives, or "" (its form's `gloss`; a `choose` option reads the seat's own
    pending decision for the option's effects)."""
    game = _rules(content, rules)
    hit = parsed(action, game)
    if hit is None or not hit[0].gloss:
        return ""
    form, typed = hit
    payload = _payload(game.decisions.get(kind_name), pending)
    return render(form.gloss, _action_values(form, typed, payload, game), content,
                  Reader(edition=content.edition, lang=lang))


def is_agent_move(action: str, rules: Ruleset) -> tuple[str, str] | None:
    """(card, space) of an Agent placement (grouped per card by the terminal and the browser)."""
    hit = parsed(action, rules)
    if hit is None or hit[0].name != "agent":
        return None
    return hit[1].card, hit[1].space


def decision_explanation(kind_name: str, rules: Ruleset, lang: str = "en") -> str:
    """The rule behind a decision kind of the game's ruleset, with its source
    (DecisionKind.explain), in the reader's language, or ""."""
    kind = rules.decisions.get(kind_name)
    return Reader(lang=lang).tr.gettext(kind.explain) if kind is not None and kind.explain else ""


def decision_ui(kind_name: str, rules: Ruleset) -> list[str]:
    """What the browser page does around this kind of the game's ruleset (DecisionKind.ui)."""
    kind = rules.decisions.get(kind_name)
    return list(kind.ui) if kind is not None else []
