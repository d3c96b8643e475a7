"""Follow-ups of the Immortality card tests (issue 18): Tleilaxu Surgeon's arrow at the last Tleilaxu
space (docs/rulings.md I85), Shadowy Bargain's Endgame Tleilaxu step drawing an Endgame Intrigue (I86),
Guild Impersonator's condition met later in its Agent turn (I87). Seed 003 is the authority, with
shared/FAQ.md; built with tests/products.py's real base + Immortality config."""

from __future__ import annotations

import pytest

from landsraad.modules.immortality.data import imm
from landsraad.modules.immortality.state import TLEILAXU
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
    assert tanks(s) == 2 and TLEILAXU.get(s)[0] == last


@pytest.mark.parametrize("back", [1, 2])
def test_tleilaxu_surgeon_arrow_is_offered_while_a_step_moves_the_token(back: int) -> None:
    """One or two spaces before the last, the arrow is offered and paid: the token reaches the last
    space (a second step beyond it does nothing, I38)."""
    s = agent_turn(["tleilaxu_surgeon"], specimens=2)
    last = len(imm(s).tleilaxu_track.spaces) - 1
    put_tleilaxu(s, 0, last - back)
    s.apply("agent tleilaxu_surgeon arrakeen")
    assert "may" in _settle_seen(s)
    assert tanks(s) == 0 and TLEILAXU.get(s)[0] == last


# ---- Shadowy Bargain: its Endgame Tleilaxu step draws an Endgame Intrigue (I86) ------------------------

def _endgame_with(tleilaxu: int, drawn: str, solari: int) -> GameState:
    """The Endgame (004 FIM DE JOGO): seat 0 holds Shadowy Bargain, its Tleilaxu token on `tleilaxu`,
    `solari`; the Intrigue deck holds only `drawn` (the rest set aside in its discards, the count kept)."""
    from landsraad.rules import engine
    s = agent_turn([], solari=solari)
    for q in s.players:
        q.intrigues = ()
    deck = [c for c in s.intrigue_deck if c not in ("shadowy_bargain", drawn)]
    s.intrigue_deck = (drawn,)
    s.intrigue_discard = (*s.intrigue_discard, *deck)
    s.players[0].intrigues = ("shadowy_bargain",)
    put_tleilaxu(s, 0, tleilaxu)
    s.pending, s.stack = None, [("finish",), ("endgame_ask", 0)]
    s._legal = None
    engine.run(s)
    return s


def test_shadowy_bargain_endgame_step_draws_an_endgame_card_playable_in_the_same_endgame() -> None:
    """I86: the step reaches the Tleilaxu space with an Intrigue (003 EL MEDIDOR TLEILAXU, index 2);
    the drawn card is the player's, and 004 FIM DE JOGO lets them "jogar e resolver quantas cartas de
    Intriga de Fim de Jogo tiver": the Endgame asks them again (rules/phases.py `endgame_ask` after
    each play), so Economic Positioning's Endgame box (10 Solari: 1 VP) is played in the same Endgame."""
    s = _endgame_with(1, "economic_positioning", solari=10)
    p = s.players[0]
    assert s.pending == ("endgame", 0) and s.legal_actions() == ["play shadowy_bargain", "pass"]
    vp = p.vp
    s.apply("play shadowy_bargain")
    assert TLEILAXU.get(s)[0] == 2 and p.intrigues == ("economic_positioning",)
    assert s.pending == ("endgame", 0) and s.legal_actions() == ["play economic_positioning", "pass"]
    s.apply("play economic_positioning")
    assert p.vp == vp + 1 and p.intrigues == ()
    assert s.is_terminal() or s.pending is None or s.pending[1] != 0


def test_shadowy_bargain_endgame_draws_a_card_whose_box_would_do_nothing() -> None:
    """The drawn card is offered only if its Endgame box can do something (I70): with 9 Solari
    Economic Positioning is kept, and the Endgame goes on."""
    s = _endgame_with(1, "economic_positioning", solari=9)
    s.apply("play shadowy_bargain")
    assert s.players[0].intrigues == ("economic_positioning",)
    assert s.pending is None or s.pending[0] != "endgame" or s.pending[1] != 0


# ---- Guild Impersonator: "if you gained spice this turn" met later in the Agent turn (I87) -------------

def _guild(s: GameState) -> int:
    return s.players[0].influence[s.rules.faction_index["guild"]]


@pytest.mark.parametrize("first", ["guild_impersonator", "corrupt_smuggler"])
def test_guild_impersonator_counts_spice_from_its_partner_resolved_after_it(first: str) -> None:
    """I87 (FAQ 2.6 [DES]: "if [a mandatory conditional effect's] condition becomes true later in the
    turn, you must still do it"): grafted first to Corrupt Smuggler ("if grafted: 2 spice", resolved
    after it: I47), Guild Impersonator's "if you gained spice this turn: +1 Guild Influence" still gives
    its Influence when the spice comes; grafted second, it sees the spice already. Once either way, besides
    the +1 of Foldspace (a Spacing Guild space without spice)."""
    from tests.test_immortality_tleilaxu_cards import send, with_hand
    second = "corrupt_smuggler" if first == "guild_impersonator" else "guild_impersonator"
    s = with_hand(["guild_impersonator", "corrupt_smuggler"])
    s.apply(f"graft {first}")
    if s.pending is not None and s.pending[0] == "graft_second":
        s.apply(f"graft {second}")
    space = "graft_to foldspace"
    assert space in s.legal_actions()
    send([], space, s=s)
    assert s.players[0].spice == 2 and _guild(s) == 2  # the space's +1 and Guild Impersonator's +1


def test_guild_impersonator_without_spice_in_the_turn_gives_nothing() -> None:
    """No spice at all in the turn: only the space's Influence (the condition never comes true)."""
    from tests.test_immortality_tleilaxu_cards import send
    s = send(["guild_impersonator", "dagger"], "graft guild_impersonator", "graft_to foldspace")
    assert s.players[0].spice == 0 and _guild(s) == 1
