"""What a player reads of Immortality's effect words that one message id cannot say (seed 003 "NUEVOS
ICONOS", "EL MEDIDOR DE INVESTIGACIÓN", "CARTAS TLEILAXU", "ADSCRIPCIONES"): the phrases its vocabulary
declares (vocab.py `VOCABULARY.phrases`), read by interfaces/texts.py after the core's words. Its
`custom:` rules and named conditions declare their texts in content/rules.yaml. Each phrase is a
gettext message, the English its id."""

from __future__ import annotations

from typing import Any

from landsraad.i18n import N_
from landsraad.interfaces.texts import FACTION_NAMES, RESOURCE_NAMES, Reader, joined, word
from landsraad.modules.shared.phrases import CONDITION_PHRASES as SHARED_CONDITIONS

Effect = tuple[Any, ...]

LOSE_TROOPS = {"conflict": N_("lose {n} of your troops in the Conflict"),
               "garrison": N_("lose {n} of your troops in your garrison"),
               "either": N_("lose {n} of your troops in the Conflict or your garrison")}
GENETIC_MARKERS = {1: N_("if your Research token has reached the first genetic marker"),
                   2: N_("if your Research token has reached the second genetic marker")}
A_FACTION_CARD = {"a": N_("a {faction} card"), "an": N_("an {faction} card")}  # the English article of the Faction


def _faction(r: Reader, f: str) -> str:
    return word(r, FACTION_NAMES[f])


def _grafted_with(c: Effect, r: Reader) -> str:
    kinds = [r.tr.gettext(A_FACTION_CARD["an" if FACTION_NAMES[f][0] in "AEIOU" else "a"], faction=_faction(r, f))
             for f in c[1]]
    return r.tr.gettext("if the other grafted card is {cards}", cards=joined(kinds, " or ", r))


CONDITION_PHRASES: dict[str, Any] = {
    "grafted": lambda c, r: r.tr.gettext("if grafted"),
    "genetic_markers": lambda c, r: r.tr.gettext(GENETIC_MARKERS[min(c[1], 2)]),
    "grafted_with": _grafted_with,
    "has_at_least": lambda c, r: r.tr.gettext("if you have {n} or more {resource}", n=c[2],
                                              resource=word(r, RESOURCE_NAMES[c[1]])),
    **SHARED_CONDITIONS,  # gained_this_turn (Guild Impersonator): Uprising's cards print it too
}
COST_PHRASES: dict[str, Any] = {
    "specimen": lambda c, r: r.tr.ngettext("spend {n} specimen", "spend {n} specimens", c[1]),
    "trash_grafted": lambda c, r: r.tr.gettext("trash the other grafted card"),
    "lose_troops": lambda c, r: r.tr.gettext(LOSE_TROOPS[c[2]], n=c[1]),
    "lose_influence_of_one": lambda c, r: (
        r.tr.gettext("lose {n} Influence with one Faction", n=c[2]) if c[1] == "any" else
        r.tr.gettext("lose {n} Influence with one Faction ({faction})", n=c[2], faction=_faction(r, c[1]))),
}
EFFECT_PHRASES: dict[str, Any] = {
    "acquire_imperium": lambda e, r: (
        r.tr.gettext("you may acquire a card that costs {n} Persuasion or less (with {markers} "
                     "genetic markers, put it into your hand)", n=e[1], markers=e[2]) if e[2] else
        r.tr.gettext("you may acquire a card that costs {n} Persuasion or less", n=e[1])),
}
