"""The hint for a human seat (issue 31, agents/hint.py): the strongest agent's move from the seat's
view only, with its expected gain in words; refused when the seat is not deciding; `hint` in the
terminal game."""

from __future__ import annotations

import pytest

from landsraad import GameConfig, new_game, view
from landsraad.agents.hint import Hint, HintRefused, hint


def test_hint_is_a_legal_move_with_its_gain_in_words() -> None:
    s = new_game(GameConfig(players=4, first_player=0), 5)
    v = view(s, 0)
    h = hint(v, seed=1, rollouts=20, cap_s=0)
    assert h.action in s.legal_actions() and h.rollouts > 0
    assert h.runner_up in s.legal_actions() and h.runner_up != h.action
    assert h.gain_vp is not None and h.gain_vp >= 0
    assert h.action in h.words() and ("VP better" in h.words() or "about as good" in h.words())


def test_hint_is_computed_from_the_view_only() -> None:
    """Perturbing what the seat cannot see (other seats' hands and deck orders) leaves the view,
    and so the hint, unchanged."""
    s = new_game(GameConfig(players=4, first_player=0), 3)
    t = s.clone()
    other = t.players[1]
    other.hand, other.deck = other.deck, other.hand
    t.players[2].deck.reverse()
    t.players[3].hand, t.players[3].deck = t.players[3].deck[:5], t.players[3].hand + t.players[3].deck[5:]
    assert view(t, 0) == view(s, 0)
    assert hint(view(s, 0), seed=4, rollouts=15, cap_s=0) == hint(view(t, 0), seed=4, rollouts=15, cap_s=0)


def test_hint_in_a_solo_game_from_the_view_only() -> None:
    """Solo against the Rivals: the Imperium and Intrigue decks' order and the state's RNG (which
    draws the Rivals' House Hagal cards) are hidden; changing them leaves the hint unchanged."""
    s = new_game(GameConfig(players=1, difficulty="mercenary"), 2)
    seat = s.current_player()
    t = s.clone()
    t.imperium_deck = type(t.imperium_deck)(reversed(t.imperium_deck))
    t.intrigue_deck = type(t.intrigue_deck)(reversed(t.intrigue_deck))
    t.rng ^= 0x5EED
    assert view(t, seat) == view(s, seat)
    assert hint(view(s, seat), seed=2, rollouts=10, cap_s=0) == hint(view(t, seat), seed=2, rollouts=10, cap_s=0)


def test_hint_refused_when_it_is_not_the_seats_turn() -> None:
    s = new_game(GameConfig(players=4, first_player=0), 5)
    with pytest.raises(HintRefused, match="not your turn"):
        hint(view(s, 1))


def test_a_single_sensible_move_says_so() -> None:
    assert "only sensible move" in Hint("pass", None, None, 0).words()
    assert "about as good as" in Hint("a", "b", 0.0, 5).words()


def test_hint_in_the_terminal_game() -> None:
    from tests.test_play_cli import play_first_options

    status, out = play_first_options(["--seats", "human,random,random,random", "--seed", "5",
                                      "--first-player", "0"], then=["hint", "quit"], first=0)
    assert status == 0
    line = next(x for x in out.splitlines() if x.startswith("Hint: "))
    assert "VP better by the end of the round" in line or "about as good" in line or "only sensible" in line
