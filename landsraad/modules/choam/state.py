"""The CHOAM module's state (002 MÓDULO DE LA CHOAM), declared here and nowhere else
(rules/fields.py): the contracts face up under the Landsraad Council (at most two), the bank of
face-down contracts (unordered: a refill picks one with the RNG; only its composition is public,
its 20 tokens being known) and the two Sardaukar contracts set aside for Shaddam Corrino IV. Each
is saved under its own key only when not empty, as when they were fields of the core state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.rules.fields import IDS, MULTISET, PUBLIC, StateField

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

FACE_UP = 2  # 002 A3: two contracts face up under the Landsraad Council


def _contracts(name: str, most: int | None = None) -> Any:
    """The save check of a pile of contracts: known contract ids (and at most `most` of them)."""
    def check(s: GameState, v: tuple[str, ...]) -> str | None:
        known = s.rules.content.contracts
        unknown = [c for c in v if c not in known]
        if unknown:
            return f"{name}: unknown {unknown[0]!r:.40}"
        if most is not None and len(v) > most:
            return f"{name}: {v!r:.40} is more than two contracts"
        return None
    return check


CONTRACTS_FACE_UP: StateField[tuple[str, ...]] = StateField(
    "contracts_face_up", (), PUBLIC, IDS, _contracts("contracts_face_up", FACE_UP))
CONTRACT_BANK: StateField[tuple[str, ...]] = StateField(
    "contract_bank", (), MULTISET, IDS, _contracts("contract_bank"), drawn_at_random=True)
CONTRACTS_SET_ASIDE: StateField[tuple[str, ...]] = StateField(
    "contracts_set_aside", (), PUBLIC, IDS, _contracts("contracts_set_aside"))
STATE = (CONTRACTS_FACE_UP, CONTRACT_BANK, CONTRACTS_SET_ASIDE)

