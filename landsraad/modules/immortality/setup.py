"""Immortality's setup steps (seed 003 PREPARACIÓN), run after the edition's own setup. The
content already holds the alternative Research Station, Experimentation instead of Dune, the
Desert Planet in each starter deck and the 30 Imperium and 15 Intrigue cards in their decks
(`loader.with_immortality`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.immortality.data import imm
from landsraad.modules.immortality.state import (
    FAMILY_ATOMICS,
    RESEARCH,
    TLEILAXU,
    TLEILAXU_DECK,
    TLEILAXU_ROW,
    TLEILAXU_SPICE,
)
from landsraad.rules.story import list_ref
from landsraad.rules.zones import log, pick

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def place_tokens(s: GameState) -> None:
    """003 Preparación: each player's Tleilaxu token on the leftmost space of the Tleilaxu track,
    their Research token on the leftmost space of the research track; 2 spice from the bank on
    the fourth space of the Tleilaxu track; a Family Atomics token each (in their supply). Every
    seat has tokens (the solo Rivals move on the Tleilaxu track: 003 ADICIONES A PARTIDAS EN
    SOLITARIO); only seats that take turns with cards hold Family Atomics (docs/rulings.md I37)."""
    data = imm(s)
    RESEARCH.put(s, tuple(data.research.start for _ in s.players))
    TLEILAXU.put(s, tuple(0 for _ in s.players))
    TLEILAXU_SPICE.put(s, data.tleilaxu_track.setup_spice)
    FAMILY_ATOMICS.put(s, tuple(p.seat for p in s.players if p.seat not in s.automa))


def deal_tleilaxu_row(s: GameState) -> None:
    """003 Preparación: shuffle the Tleilaxu deck face down and put its top two cards face up
    beside Reclaimed Forces (our decks are unordered: two draws with the state RNG)."""
    deck = list(imm(s).tleilaxu_deck)
    row = [pick(s, deck) for _ in range(min(2, len(deck)))]
    TLEILAXU_ROW.put(s, tuple(row))
    TLEILAXU_DECK.put(s, tuple(deck))
    if s.log is not None:
        log(s, N_("The Tleilaxu Row: {cards} beside {card}"), cards=list_ref([("card", c) for c in row]),
            card=("card", imm(s).row_card))


SETUP_STEPS = (place_tokens, deal_tleilaxu_row)
