"""Immortality with six players (seed 002 INTEGRACIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM,
"INMORTALIDAD"; seed 003 for the components). What changes is who receives, not what the cards do,
so it is all the six-player module's receiver (modules/uprising_six/receiver.py, the core's
`Module.receiver`), which asks this folder's for these words (`ROUTED`, `MARKERS`, `TOKEN`: __init__.py):

- "Los Comandantes no tienen una ficha de Investigación en el medidor de Investigación ni una ficha
  Tleilaxu en el medidor Tleilaxu. Su Aliado activado será quien reciba los beneficios (incluida
  cualquier bonificación resultante) cada vez que el Comandante active un icono de Investigación o
  reciba un icono Tleilaxu": the `research` and `tleilaxu` effects of a Commander go to his
  activated Ally (the track bonuses they give are then the Ally's own effects);
- "Cuando un Comandante genera un espécimen, este procede del suministro de su Aliado activado. Un
  Comandante solo puede gastar los especímenes de su Aliado activado": the `specimen` effect and cost
  are the activated Ally's, and so are the specimens a Commander pays for a Tleilaxu card
  (modules/immortality/tleilaxu_row.py asks the receiver whose specimens pay);
- "Un Comandante tiene los mismos indicadores genéticos que los de aquel de sus Aliados que más haya
  avanzado en el medidor de Investigación. Esto ocurre incluso mientras está activando al otro
  Aliado": the `genetic_markers` a Commander reads are his most advanced Ally's (S871);
- "Los Comandantes no activan a ningún Aliado durante el Desenlace, por lo que el efecto de Desenlace
  de esta carta [Acuerdo clandestino] no les proporciona nada": in the Endgame these effects of a
  Commander reach no one (S873); with no Ally activated earlier in a turn he first chooses one,
  as for Influence (S825, S872).

The rest of the section needs nothing here: the Commanders' starter decks are their own (no
Experimentation, nothing removed: seats.py gives only the Allies the game's starter deck); "Pierde una
tropa" is the `lose_troops` cost activation.py already routes (S831); "cuando venzas en un
Conflicto" never reaches a Commander, who has no unit in a Conflict; "Hasta los 11" is seats.py's
`up_to_11` (Allies on 0 VP, Commanders on 4), for the variant __init__.py names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.i18n import N_
from landsraad.modules.uprising_six.activation import activate_then, activated_ally
from landsraad.modules.uprising_six.seats import allies
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

# the Immortality effect and cost words whose receiver is the activated Ally (003 vocabulary:
# modules/immortality/tracks.py, specimens.py)
ROUTED = frozenset({"research", "tleilaxu", "specimen"})
MARKERS = "genetic_markers"  # the condition (and the reading of modules/immortality/data.py `markers`)
# "whose Research and Tleilaxu tokens are this seat's" (modules/immortality/view.py): a Commander's are
# no one's (002: "Los Comandantes no tienen una ficha de Investigación ... ni una ficha Tleilaxu")
TOKEN = "research_token"
ENDGAME = "endgame"  # GameState.phase of the Endgame (rules/phases.py)


def most_advanced_ally(s: GameState, commander: int) -> int:
    """The Ally whose Research token is furthest right (the greater column: genetic markers are
    reached by column, 003 Marcadores genéticos). A tie gives the same markers either way; the
    activated Ally is read then, else the first in seat order (S871)."""
    from landsraad.modules.immortality.data import imm
    from landsraad.modules.immortality.state import RESEARCH

    research = RESEARCH.get(s)
    mine = allies()[commander]
    if not research:
        return mine[0]
    spaces = imm(s).research.spaces
    best = max(spaces[research[a]].column for a in mine)
    tied = [a for a in mine if spaces[research[a]].column == best]
    active = activated_ally(s, commander)
    return active if active in tied else tied[0]


def receiver(s: GameState, commander: int, e: tuple[Any, ...]) -> int | None:
    """Who receives a Commander's Immortality effect, cost or condition `e` (a word of ROUTED, MARKERS
    or TOKEN): the activated Ally (None with none activated: `unreceived` then decides), for the
    genetic markers his most advanced Ally, for his own tokens no one. Pure: costs and conditions ask
    it too."""
    if e[0] == MARKERS:
        return most_advanced_ally(s, commander)
    if e[0] == TOKEN:
        return None
    return activated_ally(s, commander)


def unreceived(s: GameState, frame: tuple[Any, ...]) -> None:
    """A Commander's Immortality effect with no Ally activated (the core's `Module.unreceived`): in
    the Endgame it gives nothing (002: "Los Comandantes no activan a ningún Aliado durante el
    Desenlace", S873); earlier (a Plot Intrigue before his Agent is sent) he first chooses one of his
    Allies, then the effect is the Ally's (as for Influence, S825; S872). Effects the receiver
    drops otherwise stay dropped."""
    _, seat, e, _src = frame
    if seat not in allies() or e[0] not in ROUTED:
        return
    if s.phase == ENDGAME:
        if s.log is not None:
            log(s, N_("{seat} activates no Ally during the Endgame: the effect gives nothing"), seat=seat_ref(s, seat))
        return
    activate_then(s, seat, frame)
