"""Imperium Ceremony (seed 003 card, Agent box: "look at the top two cards of the Intrigue deck: keep
one, put the other back on top" — modules/immortality/content/rules.yaml; docs/rulings.md I54): the decision,
the known top of the Intrigue deck (GameState.intrigue_top, hidden from the other seats: rules/hidden.py
KNOWN_BY), the next draw, a second Ceremony, the short deck, the views, determinize and the save checks."""

from __future__ import annotations

import random

import pytest

from landsraad import GameState
from landsraad.core.errors import IllegalActionError, SaveError
from landsraad.invariants import check
from landsraad.rules.hidden import determinize, public_state
from landsraad.rules.view import view
from landsraad.rules.zones import draw_intrigues
from tests.test_immortality_cards import agent_turn
from tests.test_immortality_rules import game, run_effect


def intrigue_census(s: GameState) -> list[str]:
    """The invariants' Intrigue census (the tests hand Imperium Ceremony to seat 0 out of nowhere,
    which the card census would report)."""
    return [x for x in check(s) if "intrigue" in x]


def ceremony(s: GameState) -> list[str]:
    """Seat 0 sends Imperium Ceremony to Wealth (an Emperor space, one of its icons)."""
    agent_turn(s, ["imperium_ceremony"], "agent imperium_ceremony wealth")
    while s.pending is not None and s.pending[0] != "imperium_ceremony":
        s.apply(s.legal_actions()[0])
    assert s.pending is not None
    return s.legal_actions()


def test_the_player_looks_at_two_keeps_one_and_the_other_stays_on_top_known_to_them() -> None:
    s = game()
    deck, held = len(s.intrigue_deck), len(s.players[0].intrigues)
    legal = ceremony(s)
    looked = s.pending[2]  # type: ignore[index]
    assert len(looked) == 2 and legal == [f"keep {c}" for c in sorted(set(looked))]
    assert s.intrigue_top == looked and s.intrigue_top_seats == (0,) and len(s.intrigue_deck) == deck - 2
    assert intrigue_census(s) == []  # the two cards are still counted while the player decides
    kept, back = looked[1], looked[0]
    s.apply(f"keep {kept}")
    assert s.players[0].intrigues[-1] == kept and len(s.players[0].intrigues) == held + 1
    assert s.intrigue_top == (back,) and s.intrigue_top_seats == (0,)
    assert intrigue_census(s) == []


def test_a_card_not_looked_at_is_refused_and_changes_nothing() -> None:
    s = game()
    ceremony(s)
    other = next(c for c in s.intrigue_deck if c not in s.pending[2])  # type: ignore[index]
    before = s.state_hash()
    with pytest.raises(IllegalActionError):
        s.apply(f"keep {other}")
    assert s.state_hash() == before


def test_the_card_put_back_is_the_next_intrigue_drawn_by_anyone() -> None:
    s = game()
    ceremony(s)
    s.apply(f"keep {s.pending[2][1]}")  # type: ignore[index]
    (back,) = s.intrigue_top
    deck = s.intrigue_deck
    assert draw_intrigues(s, s.players[2], 1) == 1
    assert s.players[2].intrigues[-1] == back
    assert s.intrigue_top == () and s.intrigue_top_seats == () and s.intrigue_deck == deck


def test_a_second_ceremony_looks_at_the_known_card_and_the_one_under_it() -> None:
    s = game()
    ceremony(s)
    s.apply(f"keep {s.pending[2][1]}")  # type: ignore[index]
    (back,) = s.intrigue_top
    s.intrigue_top_seats = (1,)  # as if seat 1 had put it there
    run_effect(s, 0, ("custom", "imperium_ceremony"))
    assert s.pending is not None and s.pending[0] == "imperium_ceremony"
    looked = s.pending[2]
    assert looked[-1] == back and len(looked) == 2 and s.intrigue_top_seats == (0,)
    s.apply(f"keep {back}")
    assert s.intrigue_top == (looked[0],) and intrigue_census(s) == []


def test_a_short_deck_reshuffles_the_discards_to_look_and_a_lone_card_is_kept() -> None:
    """FAQ 2.1 (I54): keeping one is a draw, so the discard pile is reshuffled when the deck runs out."""
    s = game()
    one, *rest = s.intrigue_deck
    s.intrigue_deck, s.intrigue_discard = (one,), tuple(rest[:3])
    run_effect(s, 0, ("custom", "imperium_ceremony"))
    assert s.pending[2][-1] == one and len(s.intrigue_top) == 2  # type: ignore[index]
    assert len(s.intrigue_deck) == 2 and s.intrigue_discard == ()
    s2 = game()
    s2.intrigue_deck, s2.intrigue_discard = (one,), ()
    run_effect(s2, 0, ("custom", "imperium_ceremony"))
    # a single choice is taken by itself (rules/engine.py): the lone card is kept
    assert s2.intrigue_top == () and s2.intrigue_top_seats == () and s2.players[0].intrigues[-1] == one


def test_an_empty_intrigue_deck_and_discard_pile_give_nothing() -> None:
    s = game()
    s.intrigue_deck, s.intrigue_discard = (), ()
    held = s.players[0].intrigues
    run_effect(s, 0, ("custom", "imperium_ceremony"))
    assert s.intrigue_top == () and s.players[0].intrigues == held
    assert s.pending is None or s.pending[0] != "imperium_ceremony"


def test_only_the_player_who_looked_sees_the_card_on_top() -> None:
    """R10: a card looked at is hidden from the others; they see how many cards are on the deck."""
    s = game()
    ceremony(s)
    looked = s.pending[2]  # type: ignore[index]
    other = public_state(s, 1)
    assert other["intrigue_top"] == 2 and other["redacted_decision"]
    assert public_state(s, 0)["intrigue_top"] == list(looked)
    s.apply(f"keep {looked[1]}")
    back = looked[0]
    mine, theirs = public_state(s, 0), public_state(s, 1)
    assert mine["intrigue_top"] == [back] and theirs["intrigue_top"] == 1
    assert view(s, 0)["intrigue_top"] == [back] and view(s, 1)["intrigue_top"] == [] and view(s, -1)["intrigue_top"] == []
    assert view(s, 1)["intrigue_deck_size"] == len(s.intrigue_deck) + 1
    assert back in public_state(s, 1)["intrigue_pool"]
    # the seat that knows it: the card is no longer in its pool of unseen cards
    pool0 = public_state(s, 0)["intrigue_pool"]
    assert pool0.count(back) == public_state(s, 1)["intrigue_pool"].count(back) - 1


def test_determinize_keeps_the_known_top_for_its_seat_and_samples_it_for_the_others() -> None:
    s = game()
    ceremony(s)
    s.apply(f"keep {s.pending[2][1]}")  # type: ignore[index]
    (back,) = s.intrigue_top
    while s.current_player() != 1:  # another seat's own decision
        s.apply(s.legal_actions()[0])
    sampled = determinize(public_state(s, 1), random.Random(3))
    assert len(sampled.intrigue_top) == len(s.intrigue_top) and sampled.intrigue_top_seats == s.intrigue_top_seats
    assert intrigue_census(sampled) == []
    s0 = game()
    ceremony(s0)
    s0.apply(f"keep {s0.pending[2][1]}")  # type: ignore[index]
    (back0,) = s0.intrigue_top
    while s0.current_player() != 0:
        s0.apply(s0.legal_actions()[0])
    for r in range(5):
        mine = determinize(public_state(s0, 0), random.Random(r))
        assert mine.intrigue_top == (back0,) and intrigue_census(mine) == []


def test_the_known_top_survives_a_save_and_a_bad_one_is_refused() -> None:
    s = game()
    ceremony(s)
    s.apply(f"keep {s.pending[2][1]}")  # type: ignore[index]
    d = s.to_json()
    assert GameState.from_json(d).state_hash() == s.state_hash()
    for top, seats in ((d["intrigue_top"], []), ([], [0]), (d["intrigue_top"], [9]), (["not_a_card"], [0]),
                       (d["intrigue_top"] * 3, [0])):
        bad = dict(d, intrigue_top=top, intrigue_top_seats=seats)
        with pytest.raises(SaveError):
            GameState.from_json(bad)


def test_a_base_save_has_no_intrigue_top_fields() -> None:
    """OPTIONAL_FIELDS: games that never look keep their saves and golden hashes."""
    d = game().to_json()
    assert "intrigue_top" not in d and "intrigue_top_seats" not in d
