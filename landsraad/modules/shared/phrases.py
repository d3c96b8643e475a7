"""What a player reads of the effect words more than one product prints and a module's vocabulary
declares (content/vocabulary.py `Vocabulary.phrases`): the condition `{gained_this_turn: <resource>}`,
first printed on seed 002's cards (Uprising's vocabulary parses it, modules/uprising/vocab.py) and on
Immortality's (seed 003: Impersonator). Each product that prints one lists it in its own phrases
(modules/uprising/phrases.py, modules/immortality/phrases.py): the same function, so two products
in one game read it alike."""

from __future__ import annotations

from typing import Any

from landsraad.interfaces.texts import RESOURCE_NAMES, Reader, word

Effect = tuple[Any, ...]


def gained_this_turn(c: Effect, r: Reader) -> str:
    return r.tr.gettext("if you gained {resource} this turn", resource=word(r, RESOURCE_NAMES[c[1]]))


CONDITION_PHRASES = {"gained_this_turn": gained_this_turn}
