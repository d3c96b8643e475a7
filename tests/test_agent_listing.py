"""The Agent-turn listing (rules/turns.py agent_actions) is the engine's hottest loop and checks
the spaces with precomputed tables and set operations (docs/benchmarks.md, issue 13). It must
offer exactly what the rule it implements allows, 004 "Turno do Agente": a card from your hand
with the space's Agent icon, an Agent left, and a space that is open to you (not occupied,
requirement met, cost payable: `why_cannot_send`). This test compares it, at every Agent-turn
decision of random games with random leaders (cost modifiers, The Voice, Infiltrate, Kwisatz
Haderach, once-per-game spaces), with that rule checked card by card and space by space."""

from __future__ import annotations

import random

from landsraad import GameConfig, new_game
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.turns import agent_actions, board_spaces, space_access, why_cannot_send


def reference(s: GameState, p: PlayerState) -> list[str]:
    """004 Turno do Agente, literally: every (card, space) pair `why_cannot_send` allows, in card
    order then board order, then the cards with their own Agent turn (Kwisatz Haderach)."""
    specials = s.triggers.special_agent_cards
    out = []
    for cid in sorted(set(p.hand)):
        if cid in specials:
            continue
        card = s.rules.content.cards[cid]
        for space in board_spaces(s):
            if why_cannot_send(s, p, card, space) is None:
                out.append(f"agent {cid} {space.id}")
    return out + [a for cid, (gen, _) in specials.items() if cid in p.hand for a in gen(s, p)]


def test_agent_listing_matches_the_rule_at_every_agent_turn() -> None:
    seen = {"listings": 0, "voice": 0, "infiltrate": 0, "cost_modifiers": 0, "occupied": 0,
            "once_used": 0, "requirement_short": 0, "sell_short": 0, "shared_space": 0}
    for players in (1, 2, 3, 4):
        seats = {1: 3, 2: 2}.get(players, players)
        for seed in range(10):
            s = new_game(GameConfig(players=players, leaders=("random",) * seats), 500 + seed)
            rng = random.Random(seed)
            while not s.is_terminal():
                pend = s.pending
                if pend is not None and pend[0] == "turn":
                    p = s.players[pend[1]]
                    assert agent_actions(s, p) == reference(s, p), (players, seed, s.version)
                    seen["listings"] += 1
                    seen["voice"] += bool(s.voice)
                    seen["infiltrate"] += bool(s.turn.to_json().get("infiltrate"))
                    seen["cost_modifiers"] += bool(s.triggers.space_cost)
                    seen["occupied"] += bool(s.agents)
                    seen["shared_space"] += any(len(seats) > 1 for seats in s.agents.values())
                    seen["once_used"] += bool(s.used_once)
                    seen["requirement_short"] += p.influence[s.rules.faction_index["fremen"]] < 2
                    seen["sell_short"] += p.spice < 2
                legal = s.legal_actions()
                s.apply(legal[rng.randrange(len(legal))])
    # the games reached every kind of check the fast path hands back to why_space_closed
    assert all(n > 0 for n in seen.values()), seen


def test_uprising_agent_listing_matches_the_rule_at_every_agent_turn() -> None:
    """The same comparison on the Uprising board (seed 002 "Espías"): a Spy icon reaches, besides
    its own spaces, every space a Spy of the player watches (`space_access`), which the listing
    adds to the card's printed reach; Infiltrate lets an Agent into a watched occupied space.
    With and without CHOAM (its contracts' spaces and Shaddam's set-aside pair change nothing here,
    but its cards join the decks)."""
    seen = {"listings": 0, "spy_reach": 0, "infiltrate_open": 0, "occupied": 0, "requirement_short": 0}
    for players in (3, 4):
        for modules in ((), ("choam",)):
            for seed in range(6):
                s = new_game(GameConfig(edition="uprising", players=players, modules=modules,
                                        leaders=("random",) * players), 700 + seed)
                rng = random.Random(seed)
                while not s.is_terminal():
                    pend = s.pending
                    if pend is not None and pend[0] == "turn":
                        p = s.players[pend[1]]
                        listed = agent_actions(s, p)
                        assert listed == reference(s, p), (players, modules, seed, s.version)
                        seen["listings"] += 1
                        access = space_access(s, p)
                        printed = {sp.id: sp.icon for sp in board_spaces(s)}
                        spy_cards = [a.split()[1:] for a in listed if a.startswith("agent ")]
                        seen["spy_reach"] += any(sid in access and printed[sid] not in s.rules.content.cards[c].icons
                                                 for c, sid in spy_cards)
                        seen["infiltrate_open"] += any(sid in access and sid in s.agents for _, sid in spy_cards)
                        seen["occupied"] += bool(s.agents)
                        seen["requirement_short"] += p.influence[s.rules.faction_index["fremen"]] < 2
                    legal = s.legal_actions()
                    s.apply(legal[rng.randrange(len(legal))])
    assert all(n > 0 for n in seen.values()), seen
