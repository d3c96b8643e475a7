"""A module's face-down pile (a game field of visibility COUNT, rules/fields.py): every seat sees its
size only, and `hidden.determinize` deals that many of the cards it may hold (`StateField.unseen`)
so the sample is a full, playable state. Before, the count stayed an int in the determinized state
(the field's value was no longer a list of ids). The rule being kept is the general one of docs/
rulings.md R10 (a face-down deck: its size only, as the Intrigue deck: seed 001 "Intrigas" keeps
them face down); a declaration that could not be dealt is refused at registration."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from landsraad import GameConfig, new_game, view
from landsraad.core.errors import ContentError
from landsraad.rules.fields import COUNT, IDS, StateField, declaration_problem
from landsraad.rules.hidden import determinize, public_state
from landsraad.rules.ruleset import MODULES, Module, Ruleset, register_module
from landsraad.rules.state import GameState
from landsraad.rules.zones import rand_below

NAME = "test_face_down_pile"
CARDS = ("amber", "beryl", "coral", "dune")  # three of them dealt face down at setup, one never seen


def _unseen(rules: Ruleset, public: dict[str, Any]) -> list[str]:
    """Every card of the box: none is ever turned face up in this test product."""
    del rules, public
    return list(CARDS)


PILE: StateField[tuple[str, ...]] = StateField(NAME, (), COUNT, IDS, drawn_at_random=True, unseen=_unseen)


def _deal(s: GameState) -> None:
    """Set one card aside at random (the game's RNG), the other three face down."""
    cards = list(CARDS)
    del cards[rand_below(s, len(cards))]
    PILE.put(s, tuple(cards))


@pytest.fixture
def face_down_pile() -> Iterator[None]:
    register_module(Module(name=NAME, requires=("base",), setup_steps=(_deal,), state=(PILE,)))
    try:
        yield
    finally:
        MODULES.pop(NAME, None)


def _game(seed: int) -> GameState:
    return new_game(GameConfig(players=4, modules=(NAME,)), seed=seed)


def test_a_face_down_pile_is_its_size_in_every_seats_view(face_down_pile: None) -> None:
    s = _game(1)
    assert len(PILE.get(s)) == 3
    for seat in range(-1, 4):
        assert public_state(s, seat)[NAME] == 3
        assert view(s, seat)["state"][NAME] == 3


def test_determinize_deals_a_face_down_pile_and_the_sample_plays(face_down_pile: None) -> None:
    rng = random.Random(0)
    for seed in range(5):
        s = _game(seed)
        for _ in range(30):  # into the game: the sample must play on whatever the step
            s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
        seat = s.current_player()
        v = view(s, seat)
        d = determinize(v["state"], rng)
        pile = PILE.get(d)
        assert isinstance(pile, tuple) and len(pile) == 3 and set(pile) <= set(CARDS) and len(set(pile)) == 3
        assert view(d, seat) == v  # the sample is what the seat sees
        d.apply(d.legal_actions()[0])
        d.clone().to_json()  # and saves


def test_a_count_field_that_could_not_be_dealt_is_refused() -> None:
    no_cards = StateField("test_blind_pile", (), COUNT, IDS, drawn_at_random=True)
    problem = declaration_problem("m", no_cards, frozenset())
    assert problem is not None and "unseen" in problem
    with pytest.raises(ContentError, match="unseen"):
        register_module(Module(name="test_blind", requires=("base",), state=(no_cards,)))
    assert "test_blind" not in MODULES
