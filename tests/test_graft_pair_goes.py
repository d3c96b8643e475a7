"""Immortality's Graft listing asks `pair_goes` (does the pair reach any space?) instead of building
`pair_spaces` for every pair, for speed (issue 27, docs/benchmarks.md). Seed 003 ADSCRIPCIONES: a
first card is offered only with a second card and a space it can go with. Both answers must agree
at every turn decision of real games, every pair of the hand and the Row (Usurp) included."""

import random

from landsraad import GameConfig, new_game
from landsraad.modules.immortality.graft import pair_goes, pair_spaces


def test_pair_goes_is_pair_spaces_not_empty() -> None:
    checked = 0
    for seed in range(6):
        s = new_game(GameConfig(players=3, modules=("immortality",)), seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.pending is not None and s.pending[0] == "turn":
                p = s.players[s.pending[1]]
                cards = sorted(set(p.hand))
                for first in cards:
                    for second in [*cards, *sorted(set(s.imperium_row))]:
                        assert pair_goes(s, p, first, second) == bool(pair_spaces(s, p, first, second))
                        checked += 1
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    assert checked > 1000
