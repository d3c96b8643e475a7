"""Dune: Imperium – Immortality (seed 003) as a rules module, issue 18.

A module, not an edition: `GameConfig(modules=("immortality",))` on the base game (and, when
Uprising is complete, on Uprising: nothing here assumes the base board — the components are
checked against the game's own board by `loader.immortality_for(edition)`).

What it has: the content (`with_immortality`: the alternative Research Station over the board's,
Experimentation instead of Dune, the Desert Planet in each starter deck, the 30 Imperium and 15
Intrigue cards in their decks, the Tleilaxu cards), its setup (`setup.py`: the tokens on both
tracks, the setup spice, Family Atomics, the Tleilaxu deck and Row), the two tracks with the
genetic markers (`tracks.py`), specimens (`specimens.py`), the Tleilaxu Row (`tleilaxu_row.py`),
Family Atomics (`family_atomics.py`), the cards' effects, costs and conditions (`cards.py`), graft
(`graft.py`), the solo House Hagal changes (`solo.py`) and the "Up to 11" variant (`variants.py`: the
module `immortality_up_to_11`).

Open to players since every rule of its content exists (Imperium Ceremony: `ceremony.py`, the last
one; docs/architecture.md, "Immortality").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.content import Content, content_with
from landsraad.i18n import N_, NP_
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.immortality import (
    cards,
    ceremony,
    family_atomics,
    graft,
    solo,
    specimens,
    tleilaxu_row,
    tracks,
    variants,  # noqa: F401  (registers immortality_up_to_11)
)
from landsraad.modules.immortality.invariants import census
from landsraad.modules.immortality.loader import immortality_for, with_immortality
from landsraad.modules.immortality.setup import SETUP_STEPS
from landsraad.modules.immortality.state import STATE
from landsraad.modules.immortality.turn import COMBAT_INTRIGUES
from landsraad.modules.immortality.view import board_view
from landsraad.modules.immortality.worth import worth
from landsraad.modules.shared.cards import SHARED
from landsraad.modules.shared.words import GAINED, GRAFTED
from landsraad.presets import declare_part
from landsraad.rules.ruleset import Module, register_module
from landsraad.rules.story import Ref, declare_gains, declare_source, line_ref

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState


def immortality_content(so_far: Content) -> Content:
    """003 Preparación: the edition's content with the Immortality components; the four new House
    Hagal cards join the solo mode's cards (003 ADICIONES A PARTIDAS EN SOLITARIO: `solo.py`)."""
    imm = immortality_for(so_far.edition)
    content = with_immortality(so_far, imm)
    hagal = [c.card for c in imm.hagal.values()]
    if any(sid not in content.spaces for c in hagal for sid in c.spaces):
        # Uprising's board has no Carthag: 002 COMBINAR ... INMORTALIDAD changes Uprising's own solo
        # deck, which comes with Uprising's Rivals (not built yet: docs/rulings.md I50)
        return content
    return content_with(content, kinds={HAGAL_CARD.name: hagal})  # the base game's kind (modules/base/hagal_card.py)


# the words Immortality's cards print as the base game's do (modules/shared/cards.py: Lisan al Gaib,
# Long Reach, Tleilaxu Puppet), so that they have their rules on any board
SHARED_WORDS = SHARED.only("cond:another_bene_gesserit_card", "cond:high_council")


def _triggers(t: Triggers) -> None:
    for table, entries in (("value_conditions", {**tracks.VALUE_CONDITIONS, **cards.VALUE_CONDITIONS,
                                                 **graft.VALUE_CONDITIONS}),
                           ("option_feasible", tracks.FEASIBLE), ("gain_void", tracks.VOID)):
        for key, fn in entries.items():
            t.define(table, key, fn)
    cards.register(t)
    graft.register(t)  # after cards: its card_icons modifier runs after icons_when
    specimens.register(t)
    tleilaxu_row.register(t)
    family_atomics.register(t)
    solo.register(t)


IMMORTALITY = register_module(Module(
    name="immortality", content=immortality_content,
    ops={**cards.OPS, **graft.OPS}, effects={**tracks.EFFECTS, **specimens.EFFECTS, **cards.EFFECTS, **graft.EFFECTS,
                                              **ceremony.EFFECTS},
    decisions=tracks.DECISIONS + cards.DECISIONS + graft.DECISIONS + ceremony.DECISIONS,
    conditions={**cards.CONDITIONS, **graft.CONDITIONS, **SHARED_WORDS.conditions}, texts=SHARED_WORDS.texts,
    forms=(family_atomics.FORM, specimens.FORM),
    setup_steps=(*SETUP_STEPS, solo.solo_hagal_deck), triggers=_triggers, vp_sources=tracks.VP_SOURCES,
    state=STATE,
    view=board_view, worth=worth, census=census,
    # the turn context its rules set (003 icon Combate, ADSCRIPCIONES, Counterattack; `gained`: Impersonator)
    # (its own: turn.py; `gained`, `grafted`: modules/shared/words.py; `combat_space`: the core's deploy window)
    turn_fields=(GAINED, "combat_space", GRAFTED, COMBAT_INTRIGUES), scenario="landsraad.modules.immortality.scenario",
    interfaces={"screen": "landsraad.modules.immortality.render", "render": "landsraad.modules.immortality.render",
                "web": "landsraad.modules.immortality.web_layout", "rl": "landsraad.modules.immortality.rl"},
    title=N_("Immortality"),  # 003
))
# a part of presets' names (landsraad/presets.py): seed 003 on the base game, and seed 002 "AÑADIR
# INMORTALIDAD" on Uprising (rank 20: after CHOAM, before the base-game mix)
declare_part("immortality", "immortality", "003 (002 AÑADIR INMORTALIDAD)", rank=20)


def _tleilaxu_space(s: GameState, rest: str) -> Ref | None:
    """003 EL MEDIDOR TLEILAXU: a space's bonus, "space 3 of the Tleilaxu track"."""
    return line_ref(N_("space {n} of the Tleilaxu track"), n=int(rest)) if rest.isdigit() else None


# the log's words (rules/story.py): specimens (003 "Especímenes": troops in the axolotl tanks), the
# bonuses of its tracks' spaces (003 EL MEDIDOR DE INVESTIGACIÓN, EL MEDIDOR TLEILAXU)
declare_gains({"specimen": NP_("{n} specimen", "{n} specimens")})
declare_source("research", lambda s, rest: line_ref(N_("the Research track")))
declare_source("tleilaxu", _tleilaxu_space)
