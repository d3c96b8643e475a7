"""Follow-ups of the Immortality card tests (issue 18): Tleilaxu Surgeon's arrow at the last Tleilaxu
space (docs/rulings.md I85), Shadowy Bargain's Endgame Tleilaxu step drawing an Endgame Intrigue (I86),
Guild Impersonator's condition met later in its Agent turn (I87). Seed 003 is the authority, with
shared/FAQ.md; built with tests/products.py's real base + Immortality config."""

from __future__ import annotations

import pytest

from landsraad.modules.immortality.data import imm
from landsraad.rules.state import GameState
from tests.immortality_card_helpers import agent_turn, tanks
from tests.test_immortality_rules import put_tleilaxu


def _settle_seen(s: GameState) -> list[str]:
    """Seat 0 answers its Agent turn's decisions with the first legal action; the kinds it was asked."""
    seen: list[str] = []
    for _ in range(30):
        if s.pending is None or s.pending[1] != 0 or s.pending[0] == "turn":
            break
        seen.append(s.pending[0])
        s.apply("pay" if s.pending[0] == "may" else s.legal_actions()[0])
    return seen


# ---- Tleilaxu Surgeon: Agent box "2 specimens → 2 Tleilaxu steps" (I85) -------------------------------

def test_tleilaxu_surgeon_arrow_is_not_offered_on_the_last_tleilaxu_space() -> None:
    """I85 (I38: a step from the last space does nothing; RI-4 / FAQ 2.4: only what can be done is
    offered): with the token on the last Tleilaxu space, no "pay 2 specimens" is asked and the
    specimens stay in the tanks."""
    s = agent_turn(["tleilaxu_surgeon"], specimens=2)
    last = len(imm(s).tleilaxu_track.spaces) - 1
    put_tleilaxu(s, 0, last)
    s.apply("agent tleilaxu_surgeon arrakeen")
    assert "may" not in _settle_seen(s)
    assert tanks(s) == 2 and s.tleilaxu[0] == last


@pytest.mark.parametrize("back", [1, 2])
def test_tleilaxu_surgeon_arrow_is_offered_while_a_step_moves_the_token(back: int) -> None:
    """One or two spaces before the last, the arrow is offered and paid: the token reaches the last
    space (a second step beyond it does nothing, I38)."""
    s = agent_turn(["tleilaxu_surgeon"], specimens=2)
    last = len(imm(s).tleilaxu_track.spaces) - 1
    put_tleilaxu(s, 0, last - back)
    s.apply("agent tleilaxu_surgeon arrakeen")
    assert "may" in _settle_seen(s)
    assert tanks(s) == 0 and s.tleilaxu[0] == last
