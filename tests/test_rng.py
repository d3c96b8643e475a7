"""The draw (rules/zones.py `pick`) inlines the generator's step (core/rng.py `below`) for speed
(docs/benchmarks.md, issue 27): both must give the same numbers, or every game would change."""

from landsraad import GameConfig, new_game
from landsraad.core import rng
from landsraad.rules.zones import pick


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
