"""The CHOAM module of Dune: Imperium – Uprising (seed 002 "MÓDULO DE LA CHOAM"; issue 17), a
ruleset module on top of the `uprising` edition: `GameConfig(edition="uprising", modules=("choam",))`.

- its content (C1, C2): the 4 Imperium and 4 Intrigue cards marked `module: choam` are shuffled
  into the decks; Shaddam Corrino IV (`module: choam`) may be a leader (D). Without the module those
  components are in no deck, no leader draw offers Shaddam and no rule is required for them
  (`content.boxes.component_boxes(..., modules)`, `phases.resolve_leaders`);
- the contracts on the table and taking them (`market.py`: A3, TOMAR CONTRATOS);
- completing them (`complete.py`: COMPLETAR CONTRATOS);
- Shaddam Corrino IV's two abilities (`shaddam.py`).

The contracts themselves are data (modules/uprising/content/contracts.yaml, content/contracts.py).
Choices where 002 and the FAQ are silent: docs/rulings.md C9 onwards.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from landsraad.content import Content
from landsraad.content.boxes import BoxParts, register_box_parts
from landsraad.content.loader import module_cards
from landsraad.content.products import register_product_folder
from landsraad.i18n import N_
from landsraad.modules.choam import complete, market, shaddam
from landsraad.modules.choam.invariants import contract_problems
from landsraad.modules.choam.state import STATE
from landsraad.modules.choam.turn import SPICE_GAINED
from landsraad.modules.choam.view import board_view
from landsraad.modules.combined import required
from landsraad.presets import declare_part
from landsraad.rules.ruleset import Module, register_module

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers

# CHOAM's names files (its cards' and contracts' data are Uprising's): content/ beside this file
CONTENT = register_product_folder("choam", Path(__file__).parent / "content")

NAME = "choam"


def choam_content(content: Content) -> Content:
    """002 MÓDULO DE LA CHOAM C1, C2: "Añade las cuatro cartas de Intriga adicionales a tu mazo de
    Intriga" and the four Imperium cards to the Imperium deck (the engine shuffles both at setup)."""
    imperium, intrigue = module_cards(content, NAME)
    return replace(content, imperium_deck=content.imperium_deck + tuple(imperium),
                   intrigue_deck=content.intrigue_deck + tuple(intrigue))

# each contract's reward is a box of the content (content/boxes.py: the handler checks and the texts
# walk it; 002 COMPLETAR CONTRATOS: completing one gives its reward); the contracts are loaded with
# the Uprising content whether or not this module is in play, and listed as they always were
BOXES = register_box_parts(BoxParts(
    name=NAME, components=lambda content: ((f"contract {ct.id}", ct.reward) for ct in content.contracts.values())))


def _triggers(t: Triggers) -> None:
    market.register(t)
    complete.register(t)
    shaddam.register(t)


CHOAM = register_module(Module(
    name=NAME, requires=required(NAME), content=choam_content,
    ops={**market.OPS, **complete.OPS},
    effects={"take_contract": market.take_contract, **shaddam.EFFECTS},
    decisions=market.DECISIONS,
    setup_steps=(market.setup_contracts,),
    triggers=_triggers, scenario="landsraad.modules.choam.scenario",
    interfaces={"rl": "landsraad.modules.choam.rl", "screen": "landsraad.modules.choam.screen",
                "render": "landsraad.modules.choam.render", "web": "landsraad.modules.choam.web",
                "heuristic": "landsraad.modules.choam.worth"},
    state=STATE, view=board_view, invariants=contract_problems,
    # the turn context its rules set (Shaddam's Signet Ring; Harvest contracts: 002)
    # (its own: turn.py; `no_deploy`: the core's, read wherever a unit is deployed: Turn.deploy_barred)
    turn_fields=("no_deploy", SPICE_GAINED),
    title=N_("CHOAM"),  # 002 MÓDULO DE LA CHOAM
    # `--choam` on simulate and play (interfaces/args.py add_module_flags)
    flag_help=N_("Uprising: play with the CHOAM module (contracts)"),
))
# a part of presets' names (landsraad/presets.py): seed 002 MÓDULO DE LA CHOAM, Uprising's own module;
# first of the parts (rank 10: a name lists CHOAM before Immortality and the base-game mix)
declare_part("choam", NAME, "002 (CHOAM)", rank=10)
