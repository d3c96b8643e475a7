"""How the CHOAM module's log lines name a contract (002 MÓDULO DE LA CHOAM): taking one
(market.py) and completing one (complete.py) both name it, so it lives apart from both."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.rules.story import line_ref

if TYPE_CHECKING:
    from landsraad.rules.state import GameState
    from landsraad.rules.story import Ref


def contract_ref(s: GameState, cid: str) -> Ref:
    """A contract in a log line, "NAME contract" in the reader's words (as interfaces/render.py
    `contract_name` names it: after what it asks, docs/rulings.md C8)."""
    ct = s.rules.content.contracts[cid]
    kind = ct.complete[0]
    if kind == "space":
        name: Ref = ("space", ct.complete[1])
    elif kind == "harvest":
        name = line_ref(N_("Harvest {n}+"), n=ct.complete[1])
    elif kind == "immediate":
        name = line_ref(N_("Immediate"))
    else:
        name = line_ref(N_("Acquire {card}"), card=("card", ct.complete[1]))
    return line_ref(N_("{name} contract"), name=name)
