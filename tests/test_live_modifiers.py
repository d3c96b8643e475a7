"""A modifier that a listing asks per card (an `acquire_cost` per card offered, a `card_icons` per
card in hand) may declare when it can change anything (rules/events.py `Triggers.on(..., live=)`):
the acquire and Agent-turn listings ask that gate once and skip the modifier when it is False
(rules/turns.py `live_modifiers`, issue 27's speed measure). These tests hold each built-in gate to
its modifier in real games: whenever the gate says False, the modifier gives back the cost or
icons it is given, for every card in the player's hand, the Imperium Row and the reserve (a waiver:
lets no Agent in anywhere), and the Agent-turn listing offers what the literal rule allows (004
Turno do Agente; tests/test_agent_listing.py `reference`). The gated rules: Guild Bankers' discount
on The Spice Must Flow (seed 000 Guild Bankers card; FAQ 2.4), Dispatch an Envoy's four Faction
icons and Infiltrate's "enemy Agents do not block" (seed 000 Intrigue cards); Immortality's grafted
Ghola's copied conditional icons and Tleilaxu Infiltrator's waiver (seed 003)."""

from __future__ import annotations

import random

import pytest

from landsraad import GameConfig, new_game
from landsraad.rules.events import LIVE_KINDS, Triggers
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.turns import agent_actions, board_spaces
from tests.test_agent_listing import reference


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
                if kind == "occupancy_waivers":  # waives nothing: any seat's Agent on any space blocks
                    for space in board_spaces(s):
                        for occupant in range(len(s.players)):
                            assert not fn(s, p, space, occupant), (fn.__name__, p.seat, space.id)
                    continue
                for cid in _cards(s, p):
                    card = cards[cid]
                    given = card.cost if kind == "acquire_cost" else card.icons
                    assert fn(s, p, card, given) == given, (fn.__name__, p.seat, cid)


def _play_checked(s: GameState, seed: int, live_seen: dict[str, int]) -> None:
    """Play `s` to its end at random (seeded), holding every gated modifier to its gate at each
    decision (`_check`) and the Agent-turn listing that skips them to the literal rule."""
    for kind in LIVE_KINDS:
        for fn in getattr(s.triggers, kind):
            if fn in s.triggers.live:
                live_seen.setdefault(fn.__name__, 0)
    rng = random.Random(seed)
    while not s.is_terminal():
        _check(s, live_seen)
        pend = s.pending
        if pend is not None and pend[0] == "turn":  # the listing that skips them, against the literal rule
            assert agent_actions(s, s.players[pend[1]]) == reference(s, s.players[pend[1]])
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])


def test_gates_hold_their_modifiers_in_real_games() -> None:
    live_seen: dict[str, int] = {}
    for seed in range(40):
        _play_checked(new_game(GameConfig(players=4), 900 + seed), seed, live_seen)
    assert set(live_seen) == {"_discount_mod", "_envoy_icons", "_infiltrate_waiver"}, live_seen
    # each gate was True somewhere: the games reached a discount held, an Envoy and an Infiltrate played
    assert all(live_seen.values()), live_seen


def test_immortality_gates_hold_their_modifiers_in_real_games() -> None:
    """Immortality's gated modifiers (seed 003 ADSCRIPCIONES; 003 ACLARACIONES, Ghola: a grafted Ghola
    reproduces its partner's Agent box, its conditional icons too, docs/rulings.md I80; Tleilaxu
    Infiltrator's card: "other players' Agents do not block your Agent" this turn) held to their
    gates at every decision, beside the base game's, and the Agent-turn listing to the literal rule."""
    live_seen: dict[str, int] = {}
    # 16 games, and two in which a Ghola is grafted (rare in random play)
    for seed in (*range(16), 17, 49):
        _play_checked(new_game(GameConfig(players=4, modules=("immortality",)), 700 + seed), seed, live_seen)
    assert {"_ghola_icons", "_infiltrator_waiver"} <= set(live_seen), live_seen
    # each Immortality gate was True somewhere: a Ghola and a Tleilaxu Infiltrator were grafted
    assert live_seen["_ghola_icons"] and live_seen["_infiltrator_waiver"], live_seen


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
