"""Hidden information: a determinized state reproduces the seat's view exactly (a leak or a
wrong sample shows up as a difference), and views never carry another seat's hidden cards."""

from __future__ import annotations

import random

from landsraad import GameConfig, new_game, view
from landsraad.rules.hidden import determinize


def _states(n_games: int = 12):
    for g in range(n_games):
        s = new_game(GameConfig(players=3 + g % 2), seed=500 + g)
        rng = random.Random(g)
        step = 0
        while not s.is_terminal():
            if step % 17 == 0:
                yield s
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            step += 1


def test_determinize_reproduces_view() -> None:
    rng = random.Random(0)
    checked = 0
    for s in _states():
        seat = s.current_player()
        v = view(s, seat)
        d = determinize(v["state"], rng)
        assert view(d, seat) == v
        d.apply(d.legal_actions()[0])  # the sample is a playable state
        checked += 1
    assert checked > 100


def test_view_does_not_depend_on_hidden_cards() -> None:
    """Swapping another seat's hidden cards between hand and deck, or the Intrigue deck's
    contents, must not change this seat's view."""
    for s in _states(4):
        seat = s.current_player()
        other = s.players[(seat + 1) % len(s.players)]
        v = view(s, seat)
        t = s.clone()
        o = t.players[other.seat]
        pool = o.hand + o.deck
        random.Random(1).shuffle(pool)
        o.hand, o.deck = pool[: len(o.hand)], pool[len(o.hand):]
        t.intrigue_deck = t.intrigue_deck[::-1]  # a shared zone: a tuple, replaced
        assert view(t, seat) == v


def test_other_seats_decision_is_redacted() -> None:
    """A seat watching another seat decide sees only the kind of decision, never its payload."""
    for s in _states(3):
        seat = s.current_player()
        watcher = (seat + 1) % len(s.players)
        st = view(s, watcher)["state"]
        assert st["pending"] == [s.pending[0], s.pending[1]] and st["stack"] == [] and st["turn"] == {}
