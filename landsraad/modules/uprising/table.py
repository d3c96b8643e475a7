"""The numbers of an Uprising game (seed 002), as `Table` fields (rules/ruleset.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.rules.ruleset import Unit

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Ruleset

UPRISING_TABLE: dict[str, Any] = {
    # 002 Preparación H (three to four players here; the Rivals for one and two players and the
    # six-player game are their own modules: docs/rulings.md U138)
    "min_players": 3,
    "max_players": 4,
    # 002 PARTIDAS DE SEIS JUGADORES: printed, its components are data (modules/uprising_six), its
    # rules are not built: refused with the reason until a game can be played to the end
    "planned_players": ((6, "six-player team games (Muad'Dib against Shaddam, seed 002) are not playable yet: "
                             "their components exist, their rules do not (docs/six_players.md)"),),
    # 002 Preparación B: four Conflict III at the bottom, five of the nine Conflict II on them,
    # one of the three Conflict I on top (the base game's recipe)
    "conflict_recipe": ((3, 4), (2, 5), (1, 1)),
    # 002 Combate, Empates: 1st, 2nd and 3rd rewards; with exactly two tied for first in a
    # 4-player game the others compete for the third (the base rule: lone_last_reward_seats)
    "conflict_rewards": 3,
    "lone_last_reward_seats": 4,
    # 002 Combate: the winner keeps the Conflict card in their supply (battle icons)
    "conflict_card_kept": True,
    # 002 Objetivo / Fase 5: the game ends at the end of a round when someone has 10 VP (or the
    # Conflict deck is empty)
    "end_vp": 10,
    # 002 Desenlace: VP, then spice, Solari, water, troops in the garrison; FAQ25 p.2's latest
    # Reveal last, as in the base game (the FAQ covers Uprising: docs/rulings.md U139)
    "tiebreakers": (("vp", "vp"), ("spice", "spice"), ("solari", "solari"), ("water", "water"),
                    ("garrison", "garrison"), ("latest reveal", "last_reveal")),
    # 002 Combate: a troop adds 2 strength, a sandworm 3; a sandworm never goes to a garrison
    # (002 icon guide "Gusano de arena": from the bank straight into the Conflict; FAQ 2.6) and
    # doubles its owner's rewards (002 Recompensas duplicadas por gusanos de arena)
    "units": (Unit("troop", 2), Unit("sandworm", 3, garrison=False, doubles_rewards=True)),
    # 002 Adquirir cartas: five cards in the Imperium Row; 002 Fase 1: five cards in hand
    "imperium_row_size": 5,
    "hand_size": 5,
}
# the numbers only Uprising's rules read (`Module.numbers`, the game's `Table.numbers`; a later
# module's `table` may set them): 002 components, "3 Espías" per player (Preparación G)
SPIES_PER_PLAYER = "spies_per_player"
UPRISING_NUMBERS: dict[str, Any] = {SPIES_PER_PLAYER: 3}


def spies_per_player(rules: Ruleset) -> int:
    """Each player's Spies in this game (0: a table without Spies)."""
    return int(rules.table.numbers.get(SPIES_PER_PLAYER, 0))
