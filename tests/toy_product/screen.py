"""The toy product's terminal line (interfaces/parts.py `board_lines`): the relic pile and each
player's relics, from the module's part of the view."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from landsraad.content import Content
from landsraad.i18n import translator


def relic_lines(v: dict[str, Any], lang: str) -> tuple[str, list[str]]:
    """The pile's line and one line per player (shared with the browser panel, web.py)."""
    tr = translator(lang)
    toy = v["toy_product"]
    pile = tr.gettext("Relic pile: {n} face down", n=toy["pile"])
    players = []
    for p, traded in zip(v["players"], toy["traded"], strict=True):
        relics = (p.get("zones") or {}).get("toy_relics") or ()
        players.append(tr.gettext("{seat}: {relics} ({marks} traded)", seat=f"P{p['seat']}",
                                  relics=", ".join(relics) or tr.gettext("no relics"), marks=traded))
    return pile, players


def board_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[Text]:
    if "toy_product" not in v:
        return []
    pile, players = relic_lines(v, lang)
    line = Text(translator(lang).gettext("Relics") + ": ", style="bold")
    line.append(pile + " · " + " · ".join(players))
    return [line]
