"""The terminal's part of the Rivals (interfaces/parts.py): under the board, each Rival's card (its
Swordmaster value and Faction priority, 002 CARTAS DE RIVAL) and the House Hagal deck (its size, the
last card revealed); the log says what each Rival did (rules.py)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from landsraad.content import Content
from landsraad.content.names import local_name
from landsraad.i18n import translator
from landsraad.rules.story import FACTION_NAMES


def board_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[Text]:
    rivals = v.get("rivals")
    if not rivals:
        return []
    tr = translator(lang)
    line = Text(tr.gettext("Rivals:") + " ", style="bold")
    for k, r in enumerate(rivals):
        if k:
            line.append(" · ", style="dim")
        priority = " > ".join(tr.gettext(FACTION_NAMES[f]) for f in r["priority"])
        line.append(tr.gettext("P{seat} {rival} (Swordmaster {value}; {priority})", seat=r["seat"],
                               rival=local_name("uprising", lang, "leaders", r["card"]), value=r["swordmaster"],
                               priority=priority))
    deck = Text(tr.gettext("House Hagal deck:") + " ", style="bold")
    deck.append(tr.gettext("{n} cards", n=v.get("rival_hagal_deck_size", 0)))
    last = v.get("rival_hagal_last")
    if last:
        deck.append("; " + tr.gettext("last revealed: {card}", card=local_name("uprising", lang, "hagal", last)))
    return [line, deck]
