"""Uprising for six players (seed 002 "PARTIDAS DE SEIS JUGADORES"; issue 29): Muad'Dib's team
against Shaddam's. The mode's components as validated data (`data.py`, `vocab.py` and the three YAML
files: the six-player side of the board, the two Commanders' personal boards and starter decks, the
setup), the seat plan, per-seat setup and six-player content built from them (`seats.py`), the
state it adds (`state.py`), and its `Module` (below).

The module is a game module (`modules=("choam", "uprising_six")`, six players, edition uprising:
rulings S816). Its parts: `activation.py` (a Commander's Agent activates an Ally; the effects the
Ally receives), `influence.py` (Influence read and changed), `rules.py` (the mode's words),
`combat.py` (ties between Allies, Combat Intrigues on an Ally's behalf, an Ally deploying after his
Reveal), `extensions.py` (what another product's rules change here, filled by its combination folder:
modules/combined/, issue 27). A config naming the module plays it (docs/six_players.md says what exists and what is
left); `--players 6` alone is still refused by the Uprising table (`Table.planned_players`) until
the interfaces name the module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.content.loader import Content
from landsraad.i18n import N_
from landsraad.modules.combined import played_with, required
from landsraad.modules.uprising_six import (  # noqa: F401 (names, words: registered when imported)
    activation,
    combat,
    communication,
    costs,
    influence,
    names,
    receiver,
    rules,
    words,
)
from landsraad.modules.uprising_six.data import SEATS
from landsraad.modules.uprising_six.seats import SIX_TABLE, six_content, six_seats
from landsraad.modules.uprising_six.setup import swap_desert_mouse
from landsraad.modules.uprising_six.state import STATE
from landsraad.rules.ruleset import Module, VpSource, register_module

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameConfig

NAME = "uprising_six"


def _content(so_far: Content) -> Content:
    """The Uprising (and CHOAM) content on the six-player side of the board (seats.py six_content)."""
    return six_content(so_far)


def _triggers(t: Triggers) -> None:
    rules.triggers(t)
    combat.triggers(t)
    costs.triggers(t)


# the modules a six-player game is played with: itself, what it requires (002 C) and what the registry
# says it may add (002 INTEGRACIÓN CON OTROS PRODUCTOS: modules/__init__.py, modules/combined/; S816)
WITH = (*required(NAME), NAME, *played_with(NAME))


def config_problem(config: GameConfig) -> str | None:
    """002 PARTIDAS DE SEIS JUGADORES: an Uprising mode for exactly six players, with CHOAM (C:
    "El módulo de la CHOAM debe utilizarse"; `requires`), and the products the registry's
    `played_with` names if the table wants them (002 INMORTALIDAD; S816). The base game's cards and
    Conflicts are not played with six players yet."""
    if config.edition != "uprising":
        return f"{NAME} is an Uprising mode (seed 002), not one of the {config.edition} edition"
    others = [m for m in config.modules if m not in WITH]
    if others:
        return f"a six-player game is not yet played with {', '.join(others)} (issue 29)"
    if config.players != SEATS:
        return f"{NAME} is a game for six players, not {config.players}"
    return communication.problem(config)


SIX = register_module(Module(
    name=NAME, requires=required(NAME), content=_content,
    played_at=(("uprising", SEATS),),  # `--players 6` on Uprising is this game, with CHOAM (S850)
    # the Uprising table's refusal of six players is lifted here: this module is what plays them
    table={**SIX_TABLE, "planned_players": (),
           # the trade's choice (nothing, or 1..n of one good, or an Intrigue) for the RL action
           # layout: at most 47 options in 300 random games; 96 slots (docs/rulings.md S854)
           "choices": 96},
    seats=six_seats, state=STATE + activation.STATE + combat.STATE, config_problem=config_problem,
    effects={**rules.EFFECTS, **combat.EFFECTS, "six_track": influence.six_track}, conditions=rules.CONDITIONS, triggers=_triggers,
    decisions=(activation.ACTIVATE,), ops={"six_ask_activate": activation.ask_activate, "six_ties": combat.ask_ties,
         "six_lose_influence": costs.ask_loss},
    receiver=receiver.receiver, unreceived=receiver.unreceived, census=rules.census,
    setup_steps=(swap_desert_mouse,),  # after Uprising's: the Objectives are dealt
    # the browser's board, teams and lobby seats; the terminal's six-player table, the observation's team blocks
    interfaces={"web": "landsraad.modules.uprising_six.web", "screen": "landsraad.modules.uprising_six.screen",
                "rl": "landsraad.modules.uprising_six.rl", "render": "landsraad.modules.uprising_six.render"},
    texts={"team_reward": "each player of your team gains", "single_use_swordmaster": "your Swordmaster, for one use",
           "swordmaster_bonus": "a Swordmaster Bonus token: +2 swords in each of your Reveal turns",
           "alliance_token": "this board's Alliance (1 VP)", "reinforce": "recruit troops for your Allies",
           "trade": "trade with a team mate", "split_with_ally": "you and your activated Ally share",
           "each_ally_recruits": "each of your Allies recruits", "allies_take_contracts":
           "your Allies take the face-up contracts", "throne_row": "move an Imperium Row card to the Throne Row",
           "six_for": "a team mate receives", "six_trade_with": "trade with a team mate",
           "six_trade_give": "give a team mate goods", "six_give": "give a team mate",
           "six_give_intrigue": "give a team mate an Intrigue card", "six_to_throne": "to the Throne Row",
           "six_tie_ask": "concede a tie to your team mate, or keep it",
           "six_concede": "concede the higher reward to your team mate", "six_keep_tie": "keep the tie",
           "six_track": "Influence on your personal board's track"},
    influence=influence.influence_of, influence_change=influence.change, alliance=influence.alliance_of,
    options=(communication.COMMUNICATION_OPTION,), hand_viewers=communication.hand_viewers,
    title=N_("Six players (two teams)"),  # 002 PARTIDAS DE SEIS JUGADORES
    count_words={SEATS: N_("two teams")},  # 002 PARTIDAS DE SEIS JUGADORES: three against three
    vp_sources=(VpSource(influence.PERSONAL_ALLIANCE_VP, "the Alliance of a Commander's personal board (002 "
                                                         "Tableros personales)", derived=True),
                VpSource(influence.PERSONAL_TRACK_VP, "2 Influence on a Commander's personal track (002 Tableros "
                                                      "personales)", derived=True)),
))
# its presets (landsraad/presets.py: a mode of its own, docs/rulings.md S837) name the module it requires
# beside it: they are its combination folders' (modules/combined/)
