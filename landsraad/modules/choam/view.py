"""What a seat's view shows of the CHOAM module (seed 002 MÓDULO DE LA CHOAM, `Module.view`): the
contracts face up under the Landsraad Council and the set-aside ones, as they are; of the face-down
bank, its size only (the same for every seat)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP, CONTRACTS_SET_ASIDE

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def board_view(s: GameState, seat: int) -> dict[str, Any]:
    del seat
    return {"contracts": {"face_up": list(CONTRACTS_FACE_UP.get(s)), "bank": len(CONTRACT_BANK.get(s)),
                          "set_aside": list(CONTRACTS_SET_ASIDE.get(s))}}
