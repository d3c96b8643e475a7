"""What a player reads of Uprising's effect words that one message id cannot say (seed 002 "GUÍA DE
ICONOS Y TÉRMINOS ADICIONALES": "Espía", "Retornar Espía", the Bonds; docs/content.md "Uprising
cards"): the phrases its vocabulary declares (vocab.py `VOCABULARY.phrases`), read by
interfaces/texts.py after the core's words. Each phrase is a gettext message, the English its id."""

from __future__ import annotations

from typing import Any

from landsraad.i18n import N_, NP_
from landsraad.interfaces.texts import (
    FACTION_NAMES,
    PRINTED,
    SPACE_KIND_NAMES,
    SPACE_KIND_WORDS,
    Reader,
    card_name,
    or_list,
    word,
)
from landsraad.modules.shared.phrases import CONDITION_PHRASES as SHARED_CONDITIONS

Effect = tuple[Any, ...]

SPY_PLACE = {
    "any": NP_("place {n} Spy", "place {n} Spies"),
    "this_space": NP_("place {n} Spy on an observation post watching the board space you sent an Agent to this turn",
                      "place {n} Spies on an observation post watching the board space you sent an Agent to this "
                      "turn"),
    # the article is the English first kind's ("an Emperor", "a City"); the kinds are {kinds}
    "a": NP_("place {n} Spy on an observation post watching a {kinds} board space",
             "place {n} Spies on an observation post watching a {kinds} board space"),
    "an": NP_("place {n} Spy on an observation post watching an {kinds} board space",
              "place {n} Spies on an observation post watching an {kinds} board space"),
}
SPY_SHARE = N_("{place} (it may share that post with another player's Spy)")


def spy_text(e: Effect, reader: Reader = PRINTED) -> str:
    """002 "Espía": place a Spy on an empty observation post; "en <casilla>": one watching such a
    space; some Spies may share a post with another player's Spy (Double Agent, Distraction)."""
    _, n, posts, share = e
    tr = reader.tr
    if posts == ("this_space",):
        text = tr.plural(SPY_PLACE["this_space"], n)
    elif posts:
        article = "an" if SPACE_KIND_WORDS[posts[0]][0] in "AEIOU" else "a"
        text = tr.plural(SPY_PLACE[article], n, kinds=or_list([word(reader, SPACE_KIND_WORDS[p]) for p in posts], reader))
    else:
        text = tr.plural(SPY_PLACE["any"], n)
    return tr.gettext(SPY_SHARE, place=text) if share else text


def _faction(r: Reader, f: str) -> str:
    return word(r, FACTION_NAMES[f])


EFFECT_PHRASES: dict[str, Any] = {"spy": spy_text}
CONDITION_PHRASES: dict[str, Any] = {
    "bond": lambda c, r: r.tr.gettext("if you have another {faction} card in play ({faction} Bond)",
                                      faction=_faction(r, c[1])),
    "sent_agent_to": lambda c, r: r.tr.gettext("if you sent an Agent to {space} this turn",
                                               space=word(r, SPACE_KIND_NAMES[c[1]])),
    "spy_watching": lambda c, r: r.tr.gettext("if one of your Spies watches {space}", space=word(r, SPACE_KIND_NAMES[c[1]])),
    "spy_placed_on": lambda c, r: r.tr.gettext("if that Spy watches {space}", space=word(r, SPACE_KIND_NAMES[c[1]])),
    # FAQ 2.6 (designer): Guild Envoy's condition may become true later in the turn
    "discarded": lambda c, r: r.tr.gettext("if you discarded a {faction} card this turn", faction=_faction(r, c[1])),
    "acquired_this_turn": lambda c, r: r.tr.gettext("if you acquire {card} this turn", card=card_name(r, c[1])),
    "owns_at_least": lambda c, r: r.tr.gettext("if you have {n} or more {card} cards (deck, hand, discard pile and "
                                               "in play)", n=c[2], card=card_name(r, c[1])),
    **SHARED_CONDITIONS,  # gained_this_turn: Immortality prints it too
}
COST_PHRASES: dict[str, Any] = {
    "recall_spy": lambda c, r: r.tr.ngettext("recall {n} Spy", "recall {n} Spies", c[1]),  # 002 Retornar Espía
}
