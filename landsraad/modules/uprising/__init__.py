"""Dune: Imperium – Uprising (seed 002) as a rules module, started in issue 15.

What it has: its content (modules/uprising/content/*.yaml), its table (`table.py`: the Conflict deck,
rewards, 10 VP, tie-breakers, troops and sandworms as units, 3 Spies each), its setup steps
(`setup.py`: the Shield Wall token, the Objectives that decide the first player; the Uprising
starter deck and Reserve come with the content) and the Spies (`spies.py`: observation posts,
placing and recalling, the Spy Agent icon, Infiltrate, Gather Intelligence; the condition
`recalled_spy`) and the sandworms (`makers.py`: calling worms unless the Shield Wall protects the
Conflict, Maker Hooks, removing the Shield Wall; worms double rewards: `Unit.doubles_rewards`)
the costs `recall_spy` and `discard_intrigue` (`costs.py`), the board's own rules (`board.py`: contracts as 2 Solari, Hagga Basin's bonus spice, the High
Council's first visit, recalling an Agent, the Swordmaster's cost and conditions) and the battle
icons of a kept Conflict card and the wild icon's Endgame match (`battle.py`), the cards'
own rules: `for_each` (`counters.py`), Undercover Asset, Long Live the Fighters, Price is No Object,
Chronicler's Insight (`card_rules.py`), Call to Arms, Distraction, Inspire Awe, Shadow Alliance's
condition (`intrigue_rules.py`), the cost `trash_intrigue` (`costs.py`), and the eight leaders of
the 1-4-player game, both abilities (`leaders.py`, `leader_sides.py`: Jessica's memories and other
side, Feyd's training track).

The edition is open to players: every rule of the 1-4-player game is here. Only the CHOAM
module's (Shaddam Corrino IV, the CHOAM cards: `module: choam`) are missing, and a ruleset without
that module never deals them (rulings U501; tests/test_uprising_play.py keeps the edition open
exactly while nothing else is missing).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from landsraad.content import Content, load_content
from landsraad.content.products import register_product_folder
from landsraad.i18n import N_, NP_
from landsraad.modules.base import SHARED_VP_SOURCES
from landsraad.modules.shared.cards import SHARED, register_set_aside
from landsraad.modules.shared.words import GAINED
from landsraad.modules.uprising import (
    acquire,
    battle,
    board,
    card_rules,
    card_texts,
    cards,
    conditions,
    costs,
    counters,
    intrigue_rules,
    invariants,
    later,
    leaders,
    makers,
    spies,
    turn,
    view,
    worth,
)
from landsraad.modules.uprising import options as choice_options
from landsraad.modules.uprising.setup import SETUP_STEPS
from landsraad.modules.uprising.state import STATE
from landsraad.modules.uprising.table import UPRISING_NUMBERS, UPRISING_TABLE
from landsraad.modules.uprising.turn import SPY_RECALLED
from landsraad.modules.uprising.vocab import VOCABULARY  # noqa: F401  (its words, registered before its YAML is read)
from landsraad.presets import declare_edition
from landsraad.rules.ruleset import Module, register_edition, register_module
from landsraad.rules.story import declare_gains

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameConfig, GameState

# Uprising's components (seed 002): content/*.yaml and names.<lang>.yaml beside this file
CONTENT = register_product_folder("uprising", Path(__file__).parent / "content")


def uprising_content(_: Content) -> Content:
    """The Uprising edition's YAML (the first module of the edition)."""
    return load_content("uprising")


def uprising_start_vp(config: GameConfig) -> int:
    """002 Preparación G2: in a 4-player game every score marker starts on 1, else on 0."""
    return 1 if config.players == 4 else 0


def _recalled_spy(s: GameState, seat: int, src: str) -> bool:
    """The cards' "si has hecho retornar un Espía en este turno" (002 cards; e.g. Imperial
    Spymaster): a Spy of yours was recalled this turn."""
    return s.turn.seat == seat and bool(SPY_RECALLED.get(s.turn))


# the words Uprising's cards and leaders print as the base game's do (modules/shared/cards.py: Covert
# Operation, Stilgar The Devoted, Overthrow, Tactical Option, Paracompass, Lady Amber Metulli, the
# Intrigue Manipulate: FAQ 2.6)
SHARED_WORDS = SHARED.only("each_opponent", "persuasion_per_in_play", "space_influence", "retreat",
                           "decision:retreat", "cond:high_council", "cond:has_alliance", "custom:manipulate",
                           "decision:manipulate")


def _triggers(t: Triggers) -> None:
    for key, fn in {**spies.VALUE_CONDITIONS, **makers.VALUE_CONDITIONS, **board.VALUE_CONDITIONS,
                    **conditions.VALUE_CONDITIONS}.items():
        t.define("value_conditions", key, fn)
    spies.register(t)
    battle.register(t)
    board.register(t)
    costs.register(t)
    conditions.register(t)
    choice_options.register(t)
    later.register(t)
    counters.register(t)
    intrigue_rules.register(t)
    card_rules.register(t)
    leaders.register(t)
    # the Intrigue Manipulate's set-aside card (FAQ 2.6: Helena's rule, FAQ 2.4); in every Uprising game
    # (its Intrigue deck prints it; none of Uprising's leaders is Helena, whose base rule registers the same)
    register_set_aside(t)


UPRISING = register_module(Module(
    name="uprising", content=uprising_content, table=UPRISING_TABLE, numbers=UPRISING_NUMBERS, start_vp=uprising_start_vp,
    ops={**spies.OPS, **battle.OPS, **costs.OPS, **board.OPS, **leaders.OPS},
    effects={**spies.EFFECTS, **makers.EFFECTS, **board.EFFECTS, **acquire.EFFECTS, **cards.EFFECTS,
             **counters.EFFECTS, **intrigue_rules.EFFECTS, **card_rules.EFFECTS, **leaders.EFFECTS,
             **SHARED_WORDS.effects},
    decisions=(spies.DECISIONS + makers.DECISIONS + battle.DECISIONS + board.DECISIONS + costs.DECISIONS
               + acquire.DECISIONS + cards.DECISIONS + card_rules.DECISIONS + leaders.DECISIONS
               + tuple(SHARED_WORDS.decisions.values())),
    conditions={"recalled_spy": _recalled_spy, **makers.CONDITIONS, **board.CONDITIONS, **intrigue_rules.CONDITIONS,
                **SHARED_WORDS.conditions},
    setup_steps=SETUP_STEPS + leaders.SETUP_STEPS, triggers=_triggers,
    vp_sources=(*SHARED_VP_SOURCES, battle.BATTLE_VP),  # the base game's, less the solo Rivals'
    state=STATE, view=view.board_view, player_view=view.player_view, worth=worth.worth,
    texts={**card_texts.TEXTS, **SHARED_WORDS.texts},
    # the turn context its rules set (002: the cards' "this turn" conditions and counters; Immortality's
    # cards read `gained` too: modules/shared/words.py)
    # (its own: turn.py; `gained`: modules/shared/words.py; `deploy_recruits`: the core's deploy window)
    turn_fields=(*turn.FIELDS, GAINED, "deploy_recruits"), invariants=invariants.problems,
    interfaces={"screen": "landsraad.modules.uprising.screen", "render": "landsraad.modules.uprising.render",
                "web": "landsraad.modules.uprising.web",
                "rl": "landsraad.modules.uprising.rl", "heuristic": "landsraad.modules.uprising.worth"},
    title=N_("Uprising"), lobby_label=N_("Dune: Imperium – Uprising, {players} players"),  # 002
    scenario=f"{__name__}.scenario",  # its scenario keys: Spies, Shield Wall, Maker Hooks, sandworms ...
))
register_edition("uprising", ("uprising",))
declare_edition("uprising", "002")  # its preset (landsraad/presets.py): seed 002
# the log's words of its gains (rules/story.py): sandworms (002 Gusanos de arena), Lady Jessica's
# memories (leader_sides.py)
declare_gains({"sandworm": NP_("{n} sandworm", "{n} sandworms"), "memory": NP_("{n} memory", "{n} memories")})
