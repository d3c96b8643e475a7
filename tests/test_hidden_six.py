"""Hidden information with six seats (seed 002 "PARTIDAS DE SEIS JUGADORES", COMUNICACIÓN: team
mates "no puedan comunicarse en privado ... mostrar una carta a un compañero de equipo"): a team
shares the board, not the hands. Each seat's view holds only its own hidden cards; a determinized
state reproduces the view; another seat's hand, deck and Intrigues (a team mate's too) do not
change it. With the option `communication: team` (S834) a seat also sees its team mates' hands."""

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


SIX = ("choam", "uprising_six")
# Immortality with six players (002 INMORTALIDAD): the Bene Tleilax board and specimens are public, the
# Tleilaxu deck is not (its size only)
SIX_IMMORTALITY = ("immortality", "choam", "uprising_six")


def _states(games: int = 6, every: int = 3, modules: tuple[str, ...] = SIX) -> Iterator[GameState]:
    for g in range(games):
        s = new_game(GameConfig(edition="uprising", players=6, modules=modules,
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


def shuffle_hidden_cards(s: GameState, seats: tuple[int, ...]) -> None:
    """Deal each of these seats' hand again from its hand and deck (what another seat cannot see)."""
    for seat in seats:
        o = s.players[seat]
        pool = o.hand + o.deck
        random.Random(seat).shuffle(pool)
        o.hand, o.deck = pool[: len(o.hand)], pool[len(o.hand):]


@pytest.mark.parametrize("modules", [SIX, SIX_IMMORTALITY])
def test_each_seat_sees_its_own_hidden_cards_only(modules: tuple[str, ...]) -> None:
    checked = 0
    for s in _states(modules=modules):
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


@pytest.mark.parametrize("modules", [SIX, SIX_IMMORTALITY])
def test_determinize_reproduces_every_seats_view(modules: tuple[str, ...]) -> None:
    rng = random.Random(0)
    checked = 0
    seats = set()
    for s in _states(6, 2, modules):
        seat = s.current_player()  # a view is determinized at its seat's own decision
        v = view(s, seat)
        d = determinize(v["state"], rng)
        assert view(d, seat) == v
        seats.add(seat)
        checked += 1
    assert checked > 30 and seats == set(range(6))


def test_with_immortality_a_team_mates_hand_stays_hidden() -> None:
    """With Immortality the Bene Tleilax board, the Tleilaxu Row and every seat's specimens are public
    (003: played face up; the Tleilaxu deck is unordered, drawn at random: its cards are no one's
    secret); a team mate's hand and deck still change nothing Muad'Dib sees."""
    checked = 0
    for s in _states(2, 9, SIX_IMMORTALITY):
        v = view(s, 0)
        assert "immortality" in v["state"] or "immortality" in v
        t = s.clone()
        shuffle_hidden_cards(t, (2, 4))
        assert view(t, 0) == v
        checked += 1
    assert checked > 20


def test_a_team_mates_hidden_cards_do_not_change_a_view() -> None:
    """Muad'Dib's seat (0) and his Allies (2, 4): shuffling an Ally's hand and deck, or the
    Intrigue deck, changes nothing Muad'Dib sees."""
    for s in _states(3, 7):
        v = view(s, 0)
        t = s.clone()
        shuffle_hidden_cards(t, (2, 4))
        t.intrigue_deck = t.intrigue_deck[::-1]
        assert view(t, 0) == v


# ---- 002 COMUNICACIÓN as an option (landsraad/modules/uprising_six/communication.py, S834) ----------

def _team_states(games: int = 3, every: int = 4) -> Iterator[GameState]:
    for g in range(games):
        s = new_game(GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"),
                                leaders=("random",) * 6, options={"communication": "team"}), seed=950 + g)
        rng = random.Random(g)
        for step in range(240):
            if s.is_terminal():
                break
            if step % every == 0:
                yield s
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])


def test_with_team_communication_team_mates_see_each_others_hands_only() -> None:
    """"Algunos grupos de juego pueden querer aplicar distintas reglas para la comunicación": with
    `communication: team` a seat sees its team mates' hands and Intrigue cards as its own (as if each
    card were shown, "mostrar una carta a un compañero de equipo"); never their decks, never an
    opponent's hand (S834)."""
    checked = 0
    for s in _team_states():
        teams = [x.team for x in s.rules.seats]
        for seat in range(6):
            v = view(s, seat)["state"]
            for other in range(6):
                p, q = s.players[other], v["players"][other]
                if other != seat and teams[other] == teams[seat]:
                    assert sorted(q["hand"]) == sorted(p.hand) and sorted(q["intrigues"]) == sorted(p.intrigues)
                    assert q["deck"] == [] and sorted(q["hidden_cards"]) == sorted([*p.deck, *p.deck_top])
                elif other != seat:
                    assert (q["hand"], q["deck"], q["intrigues"]) == (len(p.hand), [], len(p.intrigues))
            pv = view(s, seat)["players"]
            for other in range(6):
                mate = other != seat and teams[other] == teams[seat]
                assert ("hand" in pv[other]) == (mate or other == seat)
            checked += 1
    assert checked > 100


def test_with_team_communication_determinize_reproduces_every_seats_view() -> None:
    """A determinized state keeps the hands shown to the seat and samples only what it cannot see."""
    checked = 0
    for s in _team_states(games=2, every=7):
        if s.pending is None:
            continue
        seat = s.current_player()
        public = view(s, seat)["state"]
        for k in range(2):
            d = determinize(public, random.Random(k))
            assert view(d, seat)["state"] == public
            for mate in range(6):
                if s.rules.seats[mate].team == s.rules.seats[seat].team:
                    assert sorted(d.players[mate].hand) == sorted(s.players[mate].hand)
            checked += 1
    assert checked > 20


def test_the_option_is_the_seeds_recommendation_by_default_and_checked() -> None:
    """002: "se recomienda que los jugadores de un mismo equipo no puedan comunicarse en privado":
    the default shows no team mate's hand; a value other than public/team is refused."""
    from landsraad import ConfigError

    base = GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"))
    assert base.options == () and base.to_dict().get("communication") is None
    with pytest.raises((ConfigError, ValueError), match="communication"):
        GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"), options={"communication": "all"})
    with pytest.raises((ConfigError, ValueError), match="communication"):
        GameConfig(edition="uprising", players=4, options={"communication": "team"})
    team = GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"), options={"communication": "team"})
    assert GameConfig.from_dict(team.to_dict()) == team
