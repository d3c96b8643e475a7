"""A throw-away product, one folder (issue 27): everything it adds comes from here, through the
public hooks of the core — not a rule of any edition.

What it adds (docs/architecture.md "Worked example: adding a product" walks through it):
- `state.py`: a game field (the relic pile, MULTISET: drawn at random, its order seen by nobody)
  and a per-player field (the relics each player traded, PUBLIC), and the zone `toy_relics`;
- `vocab.py`: the effect word `unearth_relic`, its parser entry and its player text, and the cost
  `toy_bury_relic`, its parser and its phrase (`phrases.py`); their rules are in `rules.py`;
- `board.yaml`: the board space `toy_dig_site`, whose box is that word;
- `rules.py`: the decision kind `toy_appraisal`, whose action form is named `trade` — the name the
  two toys of tests/test_ruleset_isolation.py also give theirs;
- `messages.yaml`: its texts in Spanish, Portuguese and Russian (`Module.messages`);
  `names.<lang>.yaml`: its space's name in them (`ModuleComponents.names_dir`);
- `options.py`: the game option `toy_relics` (the relic kinds in the pile), which the config,
  saves, the command line, the web API and the lobby derive from its declaration;
- `screen.py` (a terminal line), `web.py` (a browser panel block), `rl.py` (an observation block):
  its interface parts (`Module.interfaces`), each reading the module's part of a seat's view;
- `scenario.py`: its scenario keys (`Module.scenario`): the setup key and expectation
  `toy_relic_pile`, the seat keys and player fields `toy_relics`, `toy_traded`, and its section of
  docs/scenarios.md's generated lists (tests/test_scenario_product_folder.py);
- `heuristic.py`: its terms for the heuristic agent (a reward word's unit, the relics' worth), and
  `presets.py`: a preset part `toy` (declared by the tests that ask: tests/test_toy_presets_worth.py).

`register()` registers it (a plug-in's entry point would; `serve.py` does before serving);
`unregister()` takes it out of the process's registries again, so the test that plays it
(tests/test_toy_product.py) leaves the other tests the registries they expect.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from landsraad.content import Content, Space, content_with
from landsraad.content.loader import load_space
from landsraad.content.names import MODULE_COMPONENTS, ModuleComponents, register_module_components
from landsraad.content.vocabulary import VOCABULARIES, register_vocabulary
from landsraad.rules.player_zones import MODULE_ZONES
from landsraad.rules.ruleset import MODULES, Module, register_module

from .options import RELICS_OPTION, relics_problem
from .rules import APPRAISAL, setup_relics, triggers, unearth_relic
from .state import STATE, ZONE, ZONES, board_view
from .vocab import VOCABULARY

HERE = Path(__file__).parent
NAME = "toy_product"
SPACES: dict[str, Space] = {}  # its board spaces (board.yaml), read once its word is known


def _spaces() -> dict[str, Space]:
    if not SPACES:
        raw = yaml.safe_load((HERE / "board.yaml").read_text(encoding="utf-8"))
        # each component knows its product (issue 27): its names come from this folder's names files
        SPACES.update((sp.id, sp) for sp in (replace(load_space(r), product=NAME) for r in raw["spaces"]))
    return SPACES


def _content(c: Content) -> Content:
    return content_with(c, spaces=list(_spaces().values()))


def _messages() -> dict[str, dict[str, str]]:
    raw: dict[str, Any] = yaml.safe_load((HERE / "messages.yaml").read_text(encoding="utf-8"))
    return {lang: dict(table) for lang, table in raw.items()}


# its components by id and its names files (names.<lang>.yaml), for the interfaces' names of them
COMPONENTS = ModuleComponents(
    NAME, find=lambda edition, kind, cid: _spaces().get(cid) if kind == "spaces" else None,
    rule_texts=dict, data=lambda edition: None, names_dir=HERE)

TOY_PRODUCT = Module(
    name=NAME, requires=("base",),
    content=_content,
    effects={"unearth_relic": unearth_relic},
    triggers=triggers,  # the cost toy_bury_relic's rule
    decisions=(APPRAISAL,),
    setup_steps=(setup_relics,),
    state=STATE,
    zones=ZONES,
    view=board_view,
    interfaces={"screen": f"{__name__}.screen", "web": f"{__name__}.web", "rl": f"{__name__}.rl",
                "heuristic": f"{__name__}.heuristic"},
    messages=_messages(),
    options=(RELICS_OPTION,), config_problem=relics_problem,
    scenario=f"{__name__}.scenario",
)


def register() -> Module:
    """Its words first (the YAML names them), then its components and the module."""
    register_vocabulary(VOCABULARY)
    register_module_components(COMPONENTS)
    return register_module(TOY_PRODUCT)


def unregister() -> None:
    """Out of the registries again (its messages stay: msgids no other product uses)."""
    MODULES.pop(NAME, None)
    MODULE_COMPONENTS.pop(NAME, None)
    VOCABULARIES.pop(VOCABULARY.name, None)
    for zone in ZONES:
        MODULE_ZONES.pop(zone, None)


__all__ = ["NAME", "TOY_PRODUCT", "ZONE", "register", "unregister"]
