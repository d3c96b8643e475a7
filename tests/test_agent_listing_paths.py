"""The Agent-turn listing's two paths (rules/turns.py agent_actions, issue 27's seventh speed pass): when
no icon modifier is live and no Spy access applies, each card's reach is read from the board plan's
printed table; otherwise each card's icons are asked of the modifiers. With a modifier that changes
nothing, the second path must list exactly what the first does (004 Turno de Agente: a card's Agent
icons name the spaces it may send an Agent to), at every Agent-turn decision of random games."""

from __future__ import annotations

import copy
import random

import pytest

from landsraad import GameConfig, new_game
from landsraad.rules.turns import agent_actions


def _unchanged(s, p, card, icons):  # an icon modifier that leaves the printed icons
    return icons


@pytest.mark.parametrize("config", [GameConfig(players=4), GameConfig(players=3, modules=("immortality",))],
                         ids=["base", "immortality"])
def test_the_printed_table_lists_what_the_icon_path_lists(config: GameConfig) -> None:
    compared = 0
    for seed in range(4):
        s = new_game(config, seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            seat = s.pending[1] if s.pending is not None else None
            if seat is not None and any(a.startswith("agent ") for a in legal):
                p = s.players[seat]
                fast = agent_actions(s, p)
                other = s.clone()
                other.triggers = copy.copy(s.triggers)
                # the per-card path: the game's own icon modifiers (Dispatch an Envoy) and one with no gate
                other.triggers.card_icons = [*s.triggers.card_icons, _unchanged]
                assert agent_actions(other, other.players[seat]) == fast
                compared += 1
            s.apply(legal[rng.randrange(len(legal))])
    assert compared > 50
