"""The toy product's observation block (rl/observation.py, `Module.interfaces["rl"]`): the pile's
size and, per relative seat, its relics and how many it traded — read from the view only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.rules.ruleset import Ruleset

from .state import KINDS, RELICS, ZONE


def blocks(rules: Ruleset) -> list[tuple[str, int, float, str]]:
    R = rules.table.max_players
    return [("pile", 1, 1 / len(RELICS), "toy relics left in the pile"),
            ("relics", R * len(KINDS), 1.0, f"per relative seat: relics kept, per kind ({', '.join(KINDS)})"),
            ("traded", R, 0.25, "per relative seat: relics traded back")]


def encode(v: dict[str, Any], rel: Callable[[int], int], put: Callable[..., None]) -> None:
    toy = v.get("toy_product")
    if not toy:
        return
    put("pile", 0, toy["pile"])
    for p, traded in zip(v["players"], toy["traded"], strict=True):
        r = rel(p["seat"])
        for relic in (p.get("zones") or {}).get(ZONE) or ():
            put("relics", r * len(KINDS) + KINDS.index(relic))
        put("traded", r, traded)
