"""CHOAM's invariants (`Module.invariants`, checked by landsraad/invariants.py at every decision of
the sweeps; 002 MÓDULO DE LA CHOAM): every contract token is in exactly one place (face up, the
bank, set aside, a player's held or completed contracts); at most two face up; the bank refills a
taken slot while it has tokens."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP, CONTRACTS_SET_ASIDE

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def contract_problems(s: GameState) -> list[str]:
    face_up, bank, aside = CONTRACTS_FACE_UP.get(s), CONTRACT_BANK.get(s), CONTRACTS_SET_ASIDE.get(s)
    if not (face_up or bank or aside):  # before the setup deals them
        return []
    c: Counter[str] = Counter((*face_up, *bank, *aside))
    for p in s.players:
        c.update(p.zones.get("contracts", ()))
        c.update(p.zones.get("contracts_done", ()))
    want = Counter({ct.id: ct.copies for ct in s.rules.content.contracts.values()})
    out = []
    if c != want:
        out.append(f"contract tokens not conserved: {dict(c - want)} extra, {dict(want - c)} missing")
    if len(face_up) > 2 or (len(face_up) < 2 and bank and ("contract_deal",) not in s.stack):
        out.append(f"face-up contracts {face_up} with {len(bank)} in the bank")
    return out
