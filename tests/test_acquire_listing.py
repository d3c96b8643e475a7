"""The acquire listing (rules/turns.py `acquirable`) reads each card's printed cost when no cost
modifier is live and keeps each Imperium Row's order (`sorted_distinct`: docs/benchmarks.md,
issue 27). It must offer exactly what 004 Adquirindo Cartas allows: any Imperium Row card or a
Reserve card (Arrakis Liaison, The Spice Must Flow) whose cost, after its modifiers (Guild Bankers:
FAQ 2.4), the player's Persuasion pays. This test compares it, at every acquire decision of random
games, with that rule checked card by card."""

from __future__ import annotations

import random

from landsraad import GameConfig, new_game
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.turns import acquirable, acquire_cost, sorted_distinct


def reference(s: GameState, p: PlayerState) -> list[str]:
    """004 Adquirindo Cartas, literally: the Row's cards (each once, in id order), then the Reserve's
    piles with a card left, each when its cost after modifiers is at most the Persuasion."""
    cards = s.rules.content.cards
    row = [c for c in sorted(set(s.imperium_row)) if acquire_cost(s, p, cards[c]) <= p.persuasion]
    reserve = [c for c, n in s.reserve.items()
               if n > 0 and cards[c].cost >= 0 and acquire_cost(s, p, cards[c]) <= p.persuasion]
    return [f"acquire {c}" for c in row + reserve]


def test_acquire_listing_matches_the_rule_at_every_acquire_decision() -> None:
    seen = {"listings": 0, "discount": 0, "row_repeated": 0}
    rows: set[tuple[str, ...]] = set()
    for config in (GameConfig(players=4, leaders=("random",) * 4), GameConfig(edition="uprising", players=4)):
        for seed in range(12):
            s = new_game(config, 700 + seed)
            rng = random.Random(seed)
            while not s.is_terminal():
                pend = s.pending
                if pend is not None and pend[0] == "acquire":
                    p = s.players[pend[1]]
                    assert acquirable(s, p) == reference(s, p), (config.edition, seed, s.version)
                    seen["listings"] += 1
                    seen["discount"] += bool(s.turn.discounts)
                    seen["row_repeated"] += s.imperium_row in rows
                    rows.add(s.imperium_row)
                legal = s.legal_actions()
                s.apply(legal[rng.randrange(len(legal))])
    # the listings met a live cost modifier (Guild Bankers) and Rows listed before
    assert all(n > 0 for n in seen.values()), seen


def test_sorted_distinct_is_the_pile_sorted_once_each_and_kept() -> None:
    pile = ("the_voice", "dagger", "the_voice", "convincing_argument")
    order = sorted_distinct(pile)
    assert order == ("convincing_argument", "dagger", "the_voice")
    assert sorted_distinct(tuple(pile)) is order  # kept by value: an equal pile reads it again
    assert sorted_distinct(()) == ()


def test_sorted_distinct_keeps_a_bounded_number_of_piles() -> None:
    """The kept piles stay few (turns._DISTINCT_KEPT): a long simulation makes a new Row or hand of
    Intrigues at every change, and thousands kept alive set off the garbage collector (issue 27,
    docs/benchmarks.md session 44). Each pile still reads its own order."""
    from landsraad.rules import turns

    kept = turns._DISTINCT_KEPT
    for i in range(3 * kept):
        pile = (f"card_{i:04d}", "dagger", f"card_{i:04d}")
        assert sorted_distinct(pile) == (f"card_{i:04d}", "dagger")
        assert len(turns._DISTINCT) <= kept
    assert 0 < len(turns._DISTINCT) <= kept
