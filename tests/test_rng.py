"""The draw (rules/zones.py `pick`, and `draw_cards`, which inlines `pick`) inlines the generator's step (core/rng.py `below`) for speed
(docs/benchmarks.md, issue 27): both must give the same numbers, or every game would change."""

from landsraad import GameConfig, new_game
from landsraad.core import rng
from landsraad.rules.zones import draw_cards, pick


def test_pick_draws_the_index_below_gives() -> None:
    s = new_game(GameConfig(players=4), 3)
    state = s.rng
    for n in (1, 2, 3, 7, 10, 40, 1000):
        for _ in range(50):
            pile = [f"c{i}" for i in range(n)]
            state, i = rng.below(state, n)
            expected = pile[i]
            assert pick(s, pile) == expected
            assert s.rng == state
            assert expected not in pile and len(pile) == n - 1


def test_draw_cards_draws_what_pick_draws() -> None:
    """draw_cards inlines pick: the same cards in the same order, the same generator state, the
    discard pile shuffled in when the deck runs out (004 Compre uma carta)."""
    for seed in range(5):
        a, b = new_game(GameConfig(players=4), seed), new_game(GameConfig(players=4), seed)
        pa, pb = a.players[0], b.players[0]
        pa.discard, pb.discard = list(pa.hand), list(pb.hand)  # a discard pile to shuffle in
        pa.hand.clear()
        pb.hand.clear()
        for n in (3, 4, 5, 6, 2):
            drawn = draw_cards(a, pa, n)
            expected = []
            for _ in range(n):
                if not pb.deck:
                    if not pb.discard:
                        break
                    pb.deck, pb.discard = pb.discard, []
                expected.append(pick(b, pb.deck))
            pb.hand.extend(expected)
            assert drawn == expected and a.rng == b.rng
            assert pa.deck == pb.deck and pa.discard == pb.discard and pa.hand == pb.hand
