"""Six players, seats and teams (issue 29): the seat plan, each seat's setup and the content of the
six-player side, from seed 002 "PARTIDAS DE SEIS JUGADORES" (PREPARACIÓN A, B, E, G, G1, G2, G4, H;
Activación de aliados). The mode is not playable: six players stay refused with the reason.
Choices: docs/rulings.md S811-S815."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from landsraad import GameConfig
from landsraad.content import load_content
from landsraad.core.errors import ConfigError, ContentError
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.uprising_six.data import six_data
from landsraad.modules.uprising_six.seats import (
    ALLY,
    COMMANDER,
    SIX_TABLE,
    arrow_targets,
    seat_setups,
    six_content,
    six_seats,
)
from landsraad.rules.ruleset import Table, table_for

UPRISING = load_content("uprising")


def test_six_players_are_refused_with_the_reason() -> None:
    """Until a six-player game can be played to the end the Uprising table refuses it, saying why
    (not just a player range); five players stay refused (Uprising is for 1 to 4 players since its Rivals: seed 002 Rivales)."""
    with pytest.raises(ConfigError, match=r"6 players: six-player team games .* not playable yet"):
        GameConfig(edition="uprising", players=6)
    with pytest.raises(ConfigError, match=r"for 1 to 4 players, not 5"):
        GameConfig(edition="uprising", players=5)
    assert dict(table_for("uprising", ()).planned_players).keys() == {6}
    assert Table().planned_players == ()
    GameConfig(edition="uprising", players=4)  # unchanged


def test_the_seat_plan_alternates_two_teams() -> None:
    """002 PREPARACIÓN: clockwise turn order alternates the teams; `Seat.team` 0 is Muad'Dib's."""
    seats = six_seats(SimpleNamespace(players=6))
    assert [s.team for s in seats] == [0, 1, 0, 1, 0, 1]
    assert all(not s.automa and s.scores and s.has_leader for s in seats)
    with pytest.raises(ContentError, match="seats six players, not 4"):
        six_seats(SimpleNamespace(players=4))


def test_each_seat_starts_as_the_seed_says() -> None:
    """E: the Commanders take their own 10-card decks "en vez de un mazo inicial normal"; G: no
    troops, arrow tokens instead of Agents, Spies; G2: 4 VP for a Commander, 1 for an Ally; G4: the
    Allies' cubes on the board's four tracks, the Commander's on his personal board; H: only Allies
    draw Objectives."""
    data = six_data()
    setups = seat_setups()
    assert [s.role for s in setups] == [COMMANDER, ALLY, ALLY, COMMANDER, ALLY, ALLY]
    assert [s.team for s in setups] == ["muad_dib", "shaddam", "muad_dib", "shaddam", "muad_dib", "shaddam"]
    for s in setups:
        assert len(s.starter_deck) == 10 and s.spies == 3
        if s.role == COMMANDER:
            assert s.starter_deck == data.commanders[s.team].starter_deck()
            assert (s.start_vp, s.troops, s.board_cubes, s.draws_objective) == (4, 0, 0, False)
            assert s.agents == ("left", "right")
            assert s.personal_board == {"muad_dib": "fremen_board", "shaddam": "emperor_board"}[s.team]
        else:
            assert s.starter_deck == UPRISING.starter_deck
            assert (s.start_vp, s.troops, s.board_cubes, s.draws_objective) == (1, 12, 4, True)
            assert s.agents == ("agent", "agent") and s.personal_board is None and s.activates == ()
    assert sum(s.draws_objective for s in setups) == 4 == len([o for o in UPRISING.objectives.values() if 6 in o.players])


def test_up_to_eleven_starts_the_allies_on_zero() -> None:
    """002 INMORTALIDAD: "Si se juega con la variante «Hasta los 11», los Aliados empiezan con 0
    Puntos de Victoria (en vez de 1). Los Comandantes, sin embargo, empezarán con 4"."""
    assert [s.start_vp for s in seat_setups(up_to_11=True)] == [4, 0, 0, 4, 0, 0]


def test_a_commanders_arrows_activate_the_allies_beyond_the_adjacent_opponents() -> None:
    """002 Activación de aliados: "puede ser el Aliado sentado a su izquierda o a su derecha (más
    allá del jugador adversario inmediatamente adyacente)" (S814: left is the next seat clockwise)."""
    data = six_data()
    for s in seat_setups():
        if s.role == COMMANDER:
            targets = dict(s.activates)
            assert (targets["left"], targets["right"]) == arrow_targets(s.seat)
            assert set(targets.values()) == set(data.allies_of(s.team))
            for ally in targets.values():
                adjacent = {(s.seat + 1) % 6, (s.seat - 1) % 6}
                assert data.team_of(ally) == s.team and ally not in adjacent
                assert any(data.team_of(a) != s.team for a in adjacent)


def test_the_content_of_a_six_player_game() -> None:
    """A: the alternative side of the board (24 spaces, Great Houses and Fringe Worlds), the two
    personal boards' spaces after it; the Commanders' cards known by id; no House Hagal."""
    c = six_content(UPRISING)
    data = six_data()
    assert c.space_order[:24] == data.board.main_board
    assert c.space_order[24:] == ("sardaukar", "vast_wealth", "hardy_warriors", "desert_mastery")
    assert len(c.spaces) == 28 and c.spaces["sardaukar"].cost == (("spice", 3),)
    assert list(c.factions) == ["great_houses", "guild", "bene_gesserit", "fringe_worlds"]
    assert len(c.observation_posts) == 15 and not HAGAL_CARD.get(c)
    assert "muad_dib_usul" in c.cards and "shaddam_imperial_tent" in c.cards
    assert c.starter_deck == UPRISING.starter_deck  # the Allies' deck
    for gone in ("dutiful_service", "desert_tactics", "fremkit"):
        assert gone not in c.spaces
    # the Uprising content itself is untouched
    assert len(UPRISING.spaces) == 22 and "dutiful_service" in UPRISING.spaces


def test_the_six_player_table() -> None:
    """B: no Conflict I; five Conflict II on the four Conflict III."""
    t = Table(**SIX_TABLE)
    assert (t.min_players, t.max_players) == (6, 6)
    assert t.conflict_recipe == ((3, 4), (2, 5))
    assert sum(n for _level, n in t.conflict_recipe) == six_data().setup.max_rounds
    assert dict(t.conflict_recipe) == {lv: n for lv, n in six_data().setup.conflict_deck.items() if n}
