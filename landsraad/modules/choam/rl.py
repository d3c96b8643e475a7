"""The CHOAM module's observation blocks (rl/observation.py, `Module.interfaces["rl"]`): contracts
face up, the face-down bank, the Sardaukar contracts set aside and, per relative seat, contracts held
and completed (seed 002 MÓDULO DE LA CHOAM) — read from the seat's view only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.rules.ruleset import Ruleset


def _contracts(rules: Ruleset) -> tuple[str, ...]:
    return tuple(sorted(rules.content.contracts))


def blocks(rules: Ruleset) -> list[tuple[str, int, float, str]]:
    K = len(_contracts(rules))
    out = [("contracts_face_up", K, 1.0, "CHOAM contracts face up: copies per contract (sorted ids)"),
           ("contract_bank", 1, 0.05, "CHOAM contracts left face down in the bank"),
           ("contracts_set_aside", K, 1.0, "Sardaukar contracts set aside for Shaddam Corrino IV")]
    for k in range(rules.table.max_players):
        out += [(f"p{k}.contracts", K, 1.0, "contracts held, not completed: copies per contract"),
                (f"p{k}.contracts_done", K, 1.0, "contracts completed: copies per contract")]
    return out


def vocabulary(rules: Ruleset) -> tuple[str, ...]:
    """The ids the blocks index (in the layout hash)."""
    return _contracts(rules)


def contract_index(rules: Ruleset) -> dict[str, int]:
    """Contract id -> its feature within a contracts block."""
    return {c: i for i, c in enumerate(_contracts(rules))}


def encoder(rules: Ruleset) -> Callable[[dict[str, Any], Callable[[int | None], int], Callable[..., None]], None]:
    ix = contract_index(rules)

    def encode(v: dict[str, Any], rel: Callable[[int | None], int], put: Callable[..., None]) -> None:
        for pv in v["players"]:
            r = rel(pv["seat"])
            zones = pv.get("zones") or {}
            for c in zones.get("contracts") or ():
                put(f"p{r}.contracts", ix[c])
            for c in zones.get("contracts_done") or ():
                put(f"p{r}.contracts_done", ix[c])
        table = v.get("contracts")
        if table:
            for c in table["face_up"]:
                put("contracts_face_up", ix[c])
            put("contract_bank", 0, table["bank"])
            for c in table["set_aside"]:
                put("contracts_set_aside", ix[c])

    return encode
