"""The agent interface: an agent sees only what its seat may see (a view) and picks an action.

`act(view)` receives `landsraad.view(state, seat)`; the legal actions are in
`view["decision"]["legal"]`. Agents keep their own RNG: they never touch the state's.
"""

from __future__ import annotations

from typing import Any, Protocol


class Agent(Protocol):
    name: str

    def act(self, view: dict[str, Any]) -> str: ...


def legal_of(view: dict[str, Any]) -> list[str]:
    decision = view.get("decision") or {}
    legal = decision.get("legal")
    if not legal:
        raise ValueError("this view has no decision for its seat")
    return list(legal)
