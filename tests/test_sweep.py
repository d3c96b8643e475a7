"""Seeded sweep of random games over 3 and 4 players with invariants at every step
(issue 2): legal actions non-empty until the end; clone and JSON round-trip keep the hash;
replay reproduces hashes; troops, control markers and cards conserved; no negative resource;
VP equals the sum of its sources and the sources agree with tracks and tokens."""

from bench.sweep import sweep
from landsraad.content import load_content
from landsraad.rules.editions import ruleset_of
from landsraad.rules.state import GameConfig


def test_sweep_2000_games() -> None:
    rep = sweep(2000, seed=0)
    assert rep.games == 2000
    assert rep.decisions > 2000 * 100
    assert rep.failures == [], rep.failures[:5]
    # issue 3: the explorer reaches every card in both its boxes and every Intrigue
    content = load_content("base")
    missing = []
    for c in content.cards.values():
        if c.icons and rep.card_plays["agent:" + c.id] == 0:
            missing.append("agent:" + c.id)
        if c.reveal and rep.card_plays["reveal:" + c.id] == 0:
            missing.append("reveal:" + c.id)
    missing += [f"intrigue:{i}" for i in content.intrigues if rep.card_plays["intrigue:" + i] == 0]
    assert missing == [], missing


def test_sweep_automa_games() -> None:
    """The same invariants in 1-player (solo Rivals, every difficulty) and 2-player (House Hagal)
    games (issue 4)."""
    rep = sweep(400, seed=50_000, players=(1, 2))
    assert rep.games == 400
    assert rep.failures == [], rep.failures[:5]


def test_sweep_uprising_2000_games() -> None:
    """Uprising (issue 15) with 3 and 4 players: the same invariants at every step, plus
    Uprising's (invariants.py `_kept_cards`: Conflict cards and Objectives conserved, Spies within
    each player's three, Maker Hooks once); the explorer reaches every card of the decks, in both
    its boxes, and every Intrigue."""
    rep = sweep(2000, seed=200_000, config=lambda n, _difficulty: GameConfig(edition="uprising", players=n))
    content = ruleset_of("uprising").content
    assert rep.games == 2000
    assert rep.decisions > 2000 * 100
    assert rep.failures == [], rep.failures[:5]
    missing = []
    # the decks of a game without the CHOAM module (its four cards join only with it: U501)
    for cid in sorted({*content.imperium_deck, *content.starter_deck, *content.reserve}):
        c = content.cards[cid]
        if c.icons and rep.card_plays["agent:" + c.id] == 0:
            missing.append("agent:" + c.id)
        if c.reveal and rep.card_plays["reveal:" + c.id] == 0:
            missing.append("reveal:" + c.id)
    missing += [f"intrigue:{i}" for i in sorted(set(content.intrigue_deck)) if rep.card_plays["intrigue:" + i] == 0]
    assert missing == [], missing
