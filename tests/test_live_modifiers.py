"""A modifier that a listing asks per card (an `acquire_cost` per card offered, a `card_icons` per
card in hand) may declare when it can change anything (rules/events.py `Triggers.on(..., live=)`):
the acquire and Agent-turn listings ask that gate once and skip the modifier when it is False
(rules/turns.py `live_modifiers`, issue 27's speed measure). These tests hold each built-in gate to
its modifier in real games: whenever the gate says False, the modifier gives back the cost or
icons it is given, for every card in the player's hand, the Imperium Row and the reserve. The
gated rules: Guild Bankers' discount on The Spice Must Flow (seed 000 Guild Bankers card; FAQ 2.4)
and Dispatch an Envoy's four Faction icons (seed 000 Dispatch an Envoy card)."""

from __future__ import annotations

import random

import pytest

from landsraad import GameConfig, new_game
from landsraad.rules.events import LIVE_KINDS, Triggers
from landsraad.rules.state import GameState, PlayerState


def _cards(s: GameState, p: PlayerState) -> list[str]:
    return sorted({*p.hand, *s.imperium_row, *s.reserve})


def _check(s: GameState, live_seen: dict[str, int]) -> None:
    cards = s.rules.content.cards
    for kind in LIVE_KINDS:
        for fn in getattr(s.triggers, kind):
            gate = s.triggers.live.get(fn)
            if gate is None:
                continue
            for p in s.players:
                if gate(s, p):
                    live_seen[fn.__name__] += 1
                    continue
                for cid in _cards(s, p):
                    card = cards[cid]
                    given = card.cost if kind == "acquire_cost" else card.icons
                    assert fn(s, p, card, given) == given, (fn.__name__, p.seat, cid)


def test_gates_hold_their_modifiers_in_real_games() -> None:
    live_seen: dict[str, int] = {}
    for seed in range(40):
        s = new_game(GameConfig(players=4), 900 + seed)
        for kind in LIVE_KINDS:
            for fn in getattr(s.triggers, kind):
                if fn in s.triggers.live:
                    live_seen.setdefault(fn.__name__, 0)
        rng = random.Random(seed)
        while not s.is_terminal():
            _check(s, live_seen)
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    assert set(live_seen) == {"_discount_mod", "_envoy_icons"}, live_seen
    # each gate was True somewhere: the games reached a discount held and an Envoy played
    assert all(live_seen.values()), live_seen


def test_only_a_listed_modifier_kind_declares_a_gate() -> None:
    t = Triggers()
    with pytest.raises(ValueError, match="declares when it is live"):
        t.on("space_cost", lambda s, p, space, card, cost: cost, live=lambda s, p: True)
    assert not t.space_cost and not t.live  # refused before anything was subscribed


def test_a_gate_is_carried_into_copies_and_game_registries() -> None:
    s = new_game(GameConfig(players=4), 3)
    full = s.triggers.origin or s.triggers
    assert full.copy().live == full.live
    assert s.triggers.live == full.live and s.triggers.live
