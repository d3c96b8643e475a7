"""A decision or the end, after every graft (issue 33): the audit's sweeps found Immortality games
that stopped with nothing pending right after a graft. The cause: a grafted card trashed while the
engine loop was running dropped its waiting Agent box by *replacing* the frame stack
(`modules/immortality/graft.py` drop_pending_box), so the loop went on with the old list and every
frame pushed afterwards was never run. Rules exercised: 003 ADSCRIPCIONES (two cards send one Agent),
003 cards, Beguiling Pheromones ("trash one of the grafted cards and gain 1 more Influence with that
Faction"), 000 Crianza selectiva ("Desecha una carta para robar dos cartas"), FAQ 2.6 [DES] (a trashed
card's pending effects are lost)."""

from __future__ import annotations

import pytest

from bench.sweep import sweep
from landsraad.invariants import check
from landsraad.rules.state import GameConfig
from tests.test_immortality_graft import with_hand


def test_pheromones_trashing_itself_after_the_space_trashed_its_partner_lets_the_game_go_on() -> None:
    """Bene Gesserit Sister grafted to Beguiling Pheromones at Selective Breeding: the space's trash
    takes the Sister, so Pheromones' "trash one of the grafted cards" has one card left — itself —
    and the one Influence more with the Bene Gesserit is still gained, the two cards drawn, and the
    game waits for the next decision."""
    s = with_hand(["beguiling_pheromones", "bene_gesserit_sister", "dagger", "dagger"])
    p = s.players[0]
    p.spice = 2
    bg = s.rules.faction_index["bene_gesserit"]
    deck_before = len(p.deck)
    s.apply("graft bene_gesserit_sister")  # its only partner: the space is asked at once
    assert s.pending[:4] == ("graft_space", 0, "bene_gesserit_sister", "beguiling_pheromones")
    s.apply("graft_to selective_breeding")
    s.apply("pay")  # "Desecha una carta para robar dos cartas": the trash is the price of the draw
    assert s.legal_actions() == ["trash hand dagger", "trash play beguiling_pheromones",
                                 "trash play bene_gesserit_sister"]
    s.apply("trash play bene_gesserit_sister")
    # Pheromones trashed itself (the only grafted card left in play); both cards are out of the game
    assert {"bene_gesserit_sister", "beguiling_pheromones"} <= set(p.trashed)
    assert "beguiling_pheromones" not in p.in_play
    assert p.influence[bg] == 2  # 1 for the Faction's space, 1 more from Beguiling Pheromones
    assert len(p.deck) == deck_before - 2  # Selective Breeding's two cards drawn
    assert s.pending is not None and s.legal_actions()  # a decision: the game goes on
    # the invariant the sweeps check after every step (the hand above was dealt by hand, so the
    # card census is not asked here)
    assert not [b for b in check(s) if "before the end" in b]


IMMORTALITY = ("immortality",)


@pytest.mark.parametrize(("seed", "players", "edition", "modules"), [
    (993795, 4, "uprising", ("choam", "immortality")),  # graft seek_allies + graft_to secrets (Pheromones)
    (991126, 3, "base", IMMORTALITY),  # graft_to selective_breeding, pay, trash play bene_gesserit_sister
    (991159, 4, "base", IMMORTALITY),  # graft foldspace + graft_to secrets
    (992366, 3, "base", IMMORTALITY),  # graft foldspace + graft_to foldspace
])
def test_the_audits_stopped_games_now_play_to_the_end(seed: int, players: int, edition: str,
                                                     modules: tuple[str, ...]) -> None:
    """The four games of the audit (issue 33), replayed as the sweep plays them: every step leaves a
    decision or the end, every invariant holds, the save round-trips."""
    rep = sweep(1, seed, players=(players,), deep_every=1,
                config=lambda n, d: GameConfig(edition=edition, players=n, difficulty=d, modules=modules))
    assert rep.games == 1 and rep.decisions > 200
    assert rep.failures == []
