"""The terminal's part of the Rivals (interfaces/parts.py): under the board, each Rival's card (002
CARTAS DE RIVAL: A its name, B its Swordmaster value, C its Signet Ring ability, D its Scheme
ability, E its Faction priority), the House Hagal deck (its size) and the cards revealed in the last
Rival Agent turn (face up: the skipped ones, then the one carried out); the log says what each Rival
did (rules.py). Built from the seat's view; the abilities are the printed cards' (data.py)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from landsraad.content import Content
from landsraad.i18n import N_
from landsraad.interfaces.texts import Reader, effect_text
from landsraad.modules.uprising_rivals.data import rivals_data
from landsraad.rules.story import FACTION_NAMES

# this module's own Influence words (rivals.yaml, U711), which the core's texts do not know
OWN_WORDS = {"alliance_influence": N_("+{n} Influence with a Faction whose Alliance it would win, else its lowest"),
             "highest_influence": N_("+{n} Influence with the Faction where it has the most")}


def ability_text(effects: Any, reader: Reader) -> str:
    """A Signet Ring or Scheme ability in the reader's words."""
    return "; ".join(reader.tr.gettext(OWN_WORDS[e[0]], n=e[1]) if e[0] in OWN_WORDS else effect_text(e, reader)
                     for e in effects) or "—"


SKIPPED = N_("{card} (skipped)")  # its space was taken (or a variant passed it over): another card revealed
# a Place Spy card: a Spy on its kind of post, then another card (002 TURNOS DE AGENTE DE RIVALES)
SPY_THEN_ANOTHER = N_("{card} (a Spy, then another card)")
# an Immortality Carthag card in a solo game: done but its space and troops, then another card (002
# COMBINAR ... INMORTALIDAD: "ignora la casilla del tablero y el icono de tropas, pero haz todo lo demás")
CARTHAG_DONE = N_("{card} (done without its space and troops)")


def revealed_label(cid: str) -> str:
    """How the panel names a card of the last Rival turn revealed before the one that sent the Agent."""
    from landsraad.modules.uprising_rivals import extensions

    card = rivals_data().hagal.get(cid) or extensions.card(cid)
    if card is None or card.sends or card.reshuffle:
        return SKIPPED
    return CARTHAG_DONE if extensions.bringer(cid) is not None else SPY_THEN_ANOTHER


def rival_lines(v: dict[str, Any], lang: str = "en") -> list[str]:
    """The Rivals' lines in the reader's words (the terminal and the browser, web.py, both draw them)."""
    rivals = v.get("rivals")
    if not rivals:
        return []
    reader = Reader.of_view(v, lang)
    tr = reader.tr
    cards = rivals_data().rivals
    lines = []
    for r in rivals:
        card = cards[r["card"]]
        priority = " > ".join(tr.gettext(FACTION_NAMES[f]) for f in r["priority"])
        lines.append(tr.gettext("P{seat} {rival}: Swordmaster {value}; Signet Ring: {signet}; Scheme: {scheme}; "
                                "Factions: {priority}", seat=r["seat"], rival=reader.name("leaders", r["card"]),
                                value=r["swordmaster"], signet=ability_text(card.signet, reader),
                                scheme=ability_text(card.scheme, reader), priority=priority))
    n = v.get("rival_hagal_deck_size", 0)
    deck = tr.ngettext("House Hagal deck: {n} card", "House Hagal deck: {n} cards", n)
    turn = v.get("rival_hagal_turn") or ()
    if turn:
        shown = [tr.gettext(revealed_label(c), card=reader.name("hagal", c)) for c in turn[:-1]]
        last = reader.name("hagal", turn[-1])
        if revealed_label(turn[-1]) != SKIPPED:  # a Place Spy or Carthag card last: no Agent sent
            last = tr.gettext(revealed_label(turn[-1]), card=last)
        deck += "; " + tr.gettext("last Rival turn revealed: {cards}", cards=", ".join([*shown, last]))
    return [*lines, deck]


def board_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[Text]:
    lines = rival_lines(v, lang)
    if not lines:
        return []
    title = Text(Reader.of_view(v, lang).tr.gettext("Rivals:"), style="bold")
    return [title, *(Text("  " + line) for line in lines)]
