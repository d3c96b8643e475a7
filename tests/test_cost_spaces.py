"""A `space_cost` modifier declares the board spaces whose cost it can change (rules/events.py
`Triggers.on(..., spaces=)`): the Agent-turn listing checks every other space by its printed cost
(004 Custos dos Espaços: you must be able to pay a space's cost to send an Agent there) and asks
the modifiers only about the declared ones (rules/turns.py, issue 27's speed measure). These tests
hold each built-in modifier to its declaration in real games — Leto's Landsraad Popularity (base
leader card), the solo Mentat token (001 table), the Swordmaster's alternative cost (002 Maestro
de armas) — and the listing to the literal rule in those games."""

from __future__ import annotations

import random

import pytest

from landsraad import GameConfig, new_game
from landsraad.rules.events import Triggers
from landsraad.rules.turns import agent_actions, board_spaces
from tests.test_agent_listing import reference

GAMES = {
    "leto": GameConfig(players=4, leaders=("leto_atreides", "random", "random", "random")),
    "solo_sardaukar": GameConfig(players=1, leaders=("random",) * 3, difficulty="sardaukar"),
    "uprising": GameConfig(edition="uprising", players=4),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_cost_modifiers_change_only_the_spaces_they_declare(name: str) -> None:
    changed = 0
    for seed in range(4):
        s = new_game(GAMES[name], 40 + seed)
        declared = [(fn, s.triggers.cost_spaces[fn]) for fn in s.triggers.space_cost]
        assert declared, f"{name}: a space_cost modifier without its spaces (or none in play)"
        rng = random.Random(seed)
        while not s.is_terminal():
            pend = s.pending
            if pend is not None and pend[0] == "turn":
                for p in s.players:
                    cards = [None, *(s.rules.content.cards[c] for c in sorted(set(p.hand)))]
                    for space in board_spaces(s):
                        for fn, spaces in declared:
                            for card in cards:
                                cost = fn(s, p, space, card, space.cost)
                                if not spaces(space):
                                    assert cost == space.cost, (name, fn.__name__, space.id)
                                else:
                                    changed += cost != space.cost
                assert agent_actions(s, s.players[pend[1]]) == reference(s, s.players[pend[1]])
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    assert changed, f"{name}: the games never reached a changed cost"


def test_only_a_space_cost_modifier_declares_spaces() -> None:
    t = Triggers()
    with pytest.raises(ValueError, match="only a space_cost modifier"):
        t.on("acquire_cost", lambda s, p, card, cost: cost, spaces=lambda space: True)
    assert not t.acquire_cost and not t.cost_spaces  # refused before anything was subscribed
