"""Hidden information with six seats (seed 002 "PARTIDAS DE SEIS JUGADORES", COMUNICACIÓN: team
mates "no puedan comunicarse en privado ... mostrar una carta a un compañero de equipo"): a team
shares the board, not the hands. Each seat's view holds only its own hidden cards; a determinized
state reproduces the view; another seat's hand, deck and Intrigues (a team mate's too) do not
change it. Six-player games stop at the first rule not built yet (docs/six_players.md), so the
positions are those before it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from landsraad import GameConfig, GameState, new_game, view
from landsraad.rules.hidden import determinize
from landsraad.rules.ruleset import PLANNED


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)
    yield


def _states(games: int = 6, every: int = 3) -> Iterator[GameState]:
    for g in range(games):
        s = new_game(GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"),
                                leaders=("random",) * 6), seed=900 + g)
        rng = random.Random(g)
        for step in range(200):
            if s.is_terminal():
                break
            if step % every == 0:
                yield s
            legal = s.legal_actions()
            t = s.clone()
            try:
                t.apply(legal[rng.randrange(len(legal))])
            except NotImplementedError:  # a six-player rule not built yet: the game stops here
                break
            s = t


def test_each_seat_sees_its_own_hidden_cards_only() -> None:
    checked = 0
    for s in _states():
        for seat in range(6):
            v = view(s, seat)["state"]
            for other in range(6):
                p, q = s.players[other], v["players"][other]
                if other == seat:
                    assert sorted(q["hand"]) == sorted(p.hand) and sorted(q["intrigues"]) == sorted(p.intrigues)
                else:  # a team mate's hand, deck and Intrigues too: sizes only
                    assert (q["hand"], q["deck"], q["intrigues"]) == (len(p.hand), [], len(p.intrigues))
            checked += 1
    assert checked > 100


def test_determinize_reproduces_every_seats_view() -> None:
    rng = random.Random(0)
    checked = 0
    seats = set()
    for s in _states(6, 2):
        seat = s.current_player()  # a view is determinized at its seat's own decision
        v = view(s, seat)
        d = determinize(v["state"], rng)
        assert view(d, seat) == v
        seats.add(seat)
        checked += 1
    assert checked > 30 and seats == set(range(6))


def test_a_team_mates_hidden_cards_do_not_change_a_view() -> None:
    """Muad'Dib's seat (0) and his Allies (2, 4): shuffling an Ally's hand and deck, or the
    Intrigue deck, changes nothing Muad'Dib sees."""
    for s in _states(3, 7):
        v = view(s, 0)
        t = s.clone()
        for mate in (2, 4):
            o = t.players[mate]
            pool = o.hand + o.deck
            random.Random(mate).shuffle(pool)
            o.hand, o.deck = pool[: len(o.hand)], pool[len(o.hand):]
        t.intrigue_deck = t.intrigue_deck[::-1]
        assert view(t, 0) == v
