"""A throw-away product, one folder (issue 27): everything it adds comes from here, through the
public hooks of the core — not a rule of any edition.

What it adds (docs/architecture.md "Worked example: adding a product" walks through it):
- `state.py`: a game field (the relic pile, MULTISET: drawn at random, its order seen by nobody)
  and a per-player field (the relics each player traded, PUBLIC), and the zone `toy_relics`;
- `vocab.py`: the effect word `unearth_relic`, its parser entry, its rule and its player text;
- `board.yaml`: the board space `toy_dig_site`, whose box is that word;
- `rules.py`: the decision kind `toy_appraisal`, whose action form is named `trade` — the name the
  two toys of tests/test_ruleset_isolation.py also give theirs;
- `messages.yaml`: its texts in Spanish, Portuguese and Russian (`Module.messages`);
  `names.<lang>.yaml`: its space's name in them (`ModuleComponents.names_dir`);
- `screen.py` (a terminal line), `web.py` (a browser panel block), `rl.py` (an observation block):
  its interface parts (`Module.interfaces`), each reading the module's part of a seat's view.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from landsraad.content import Content, content_with
from landsraad.content.loader import load_space
from landsraad.content.names import ModuleComponents, register_module_components
from landsraad.rules.ruleset import Module, register_module

from .rules import APPRAISAL, setup_relics, unearth_relic
from .state import STATE, ZONE, ZONES, board_view

HERE = Path(__file__).parent
NAME = "toy_product"


SPACES = {sp.id: sp for sp in (load_space(raw) for raw in
                                yaml.safe_load((HERE / "board.yaml").read_text(encoding="utf-8"))["spaces"])}


def _content(c: Content) -> Content:
    return content_with(c, spaces=list(SPACES.values()))


# its components by id and its names files (names.<lang>.yaml), for the interfaces' names of them
register_module_components(ModuleComponents(
    NAME, find=lambda edition, kind, cid: SPACES.get(cid) if kind == "spaces" else None,
    rule_texts=dict, data=lambda edition: None, names_dir=HERE))


def _messages() -> dict[str, dict[str, str]]:
    raw: dict[str, Any] = yaml.safe_load((HERE / "messages.yaml").read_text(encoding="utf-8"))
    return {lang: dict(table) for lang, table in raw.items()}


TOY_PRODUCT = register_module(Module(
    name=NAME, requires=("base",),
    content=_content,
    effects={"unearth_relic": unearth_relic},
    decisions=(APPRAISAL,),
    setup_steps=(setup_relics,),
    state=STATE,
    zones=ZONES,
    view=board_view,
    interfaces={"screen": f"{__name__}.screen", "web": f"{__name__}.web", "rl": f"{__name__}.rl"},
    messages=_messages(),
))

__all__ = ["NAME", "TOY_PRODUCT", "ZONE"]
