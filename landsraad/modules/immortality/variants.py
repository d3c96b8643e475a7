"""Immortality's "Hasta los 11" variant (seed 003 VARIANTES; suggested for solo games too: 003
ADICIONES A PARTIDAS EN SOLITARIO) as the module `immortality_up_to_11`, after `immortality`:
"sugerimos jugar hasta los 11 Puntos de Victoria (en las partidas de 4 jugadores se empieza con 0 y se
juega hasta los 10)". The numbers are data (modules/immortality/content/variants.yaml `up_to_11`).

The Rise of Ix epic-game variant of 003 needs Rise of Ix, which landsraad does not have."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.immortality.loader import immortality_for
from landsraad.presets import declare_variant
from landsraad.rules.ruleset import Module, register_module

if TYPE_CHECKING:
    from landsraad.rules.state import GameConfig


def _start_vp(config: GameConfig) -> int:
    """4 players: every score marker starts on 0 (not on 1, 004 G2); otherwise on 0 as ever."""
    return immortality_for(config.edition).up_to_11.four_player_start_vp if config.players == 4 else 0


def _end_vp(config: GameConfig) -> int:
    up = immortality_for(config.edition).up_to_11
    return up.four_player_end_vp if config.players == 4 else up.end_vp


UP_TO_11 = register_module(Module(name="immortality_up_to_11", requires=("immortality",),
                                  start_vp=_start_vp, end_vp=_end_vp, title=N_("up to 11 VP"),
                                  scenario=f"{__package__}.scenario_up_to_11"))
# seed 003 VARIANTES "Hasta los 11": a variant a table adds after the module (the lobby offers it with
# every preset holding Immortality; no preset part: the command line adds it with --modules)
declare_variant(UP_TO_11.name, of="immortality")
