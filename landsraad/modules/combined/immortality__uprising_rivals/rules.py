"""Immortality in an Uprising solo game with the Rivals (seed 002 "COMBINAR INSURRECCIÓN CON EL AUGE
DE IX O INMORTALIDAD", the INMORTALIDAD paragraph).

- Two players: "no hay cambios para las partidas de dos jugadores (puesto que todas las cartas de
  INMORTALIDAD están señaladas como «1J»)": nothing here acts.
- Solo: "quita 1 copia de la versión de INSURRECCIÓN de Puesto de investigación e incluye las 4
  cartas de INMORTALIDAD" (`solo_deck`; the copy removed: hagal.yaml beside this file, `removed`). The four are Immortality's own components
  (modules/immortality/content/hagal.yaml), turned into Rival cards here (`cards`).
- "Siempre que reveles una carta Carthag para el turno de Agente de un Rival, ignora la casilla del
  tablero y el icono de tropas, pero haz todo lo demás indicado en la carta; a continuación,
  revelarás otra carta": `carthag` (Uprising's board has no Carthag).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from landsraad.content import load_content
from landsraad.content.checks import integer, mapping, read_yaml
from landsraad.core.errors import ContentError
from landsraad.modules.combined import applies
from landsraad.modules.uprising_rivals.data import HagalBranch, RivalHagalCard

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

CARTHAG = "carthag"


FOLDER = "immortality__uprising_rivals"  # the registry's name of this combination (modules/__init__.py)


def immortality_solo(s: GameState) -> bool:
    """A solo game with the Rivals and Immortality: the two-player game changes nothing (the seed above)."""
    return s.config.players == 1 and applies(FOLDER, s.config.edition, s.config.modules)


@cache
def removed() -> dict[str, int]:
    """The Rivals' House Hagal cards a solo game with Immortality leaves out: hagal.yaml beside this
    file (one Uprising Research Station), each a space of the Uprising board with copies to remove."""
    raw = mapping(read_yaml(Path(__file__).parent / "hagal.yaml"), {"removes"}, {"removes"}, "hagal.yaml")
    up = raw["removes"]
    spaces = load_content("uprising").spaces
    if not isinstance(up, dict) or not all(sid in spaces for sid in up):
        raise ContentError("hagal.yaml: removes maps Uprising board space ids to copies")
    return {str(k): integer(v, "hagal.yaml removes", 1) for k, v in up.items()}


@cache
def cards() -> dict[str, RivalHagalCard]:
    """Immortality's four House Hagal cards as Rival cards. The Research Station card sends the Agent
    to Uprising's Research Station with its printed icons (no troops, no swords: docs/rulings.md U732);
    a Carthag card sends none (its space and troops are ignored, U733)."""
    from landsraad.modules.immortality.loader import immortality_for

    out = {}
    for cid, extra in immortality_for("uprising").hagal.items():
        c = extra.card
        sends = () if CARTHAG in c.spaces else tuple(
            HagalBranch(space=sid, when=None, skip_unless=None, effects=()) for sid in c.spaces)
        out[cid] = RivalHagalCard(id=cid, name=c.name, copies=c.copies, mode="common", swords=0, sends=sends,
                                  effects=(), post_order=(), reveal_again=not sends, reshuffle=False,
                                  product=c.product or "immortality")  # named by Immortality's names files
    return out


def solo_deck(deck: tuple[str, ...]) -> tuple[str, ...]:
    """The solo Rivals' deck with Immortality: one fewer Uprising Research Station, the four added."""
    out = list(deck)
    for cid, n in removed().items():
        for _ in range(n):
            out.remove(cid)
    return (*out, *(cid for cid, c in cards().items() for _ in range(c.copies)))


def is_carthag(card: RivalHagalCard) -> bool:
    return card.id in cards() and not card.sends


def icons(s: GameState, seat: int, card: RivalHagalCard) -> None:
    """The card's Immortality icons: Tleilaxu steps and the crossed-out Tleilaxu Row card
    (003 Nuevas cartas de la Casa Hagal; modules/immortality/solo.py)."""
    from landsraad.modules.immortality.solo import _rival_agent

    _rival_agent(s, seat, card.id, "")
