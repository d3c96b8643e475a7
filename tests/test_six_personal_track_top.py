"""A Commander's personal track ends at its fourth space (seed 002 "PARTIDAS DE SEIS JUGADORES",
Tableros personales: the cube starts below four spaces, the Alliance on the top one). Found by the
six-player sweep (tests/test_six_sweep.py): a gain at the top moved the cube to 5, a state no save
accepts. A gain there now moves nothing; the position saves and loads."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from six_game import game, lift_refusal

from landsraad import GameState
from landsraad.modules.uprising_six.influence import move_personal
from landsraad.modules.uprising_six.seats import personal_boards
from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE, PERSONAL_TRACK_TOP


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from lift_refusal(monkeypatch)


def test_the_personal_track_stops_at_its_top_space() -> None:
    s = game(seed=4)
    for commander, (seat, board) in personal_boards().items():
        p = s.players[seat]
        move_personal(s, p, board, 3)
        assert PERSONAL_INFLUENCE.get(p) == 3, commander
        move_personal(s, p, board, 3)  # one space left: the cube stops on the top one
        assert PERSONAL_INFLUENCE.get(p) == PERSONAL_TRACK_TOP == 4
        vp = p.vp
        move_personal(s, p, board, 1)  # at the top: nothing moves, nothing is gained again
        assert PERSONAL_INFLUENCE.get(p) == 4 and p.vp == vp
    again = GameState.from_json(s.to_json())  # a save the checks accept
    assert [PERSONAL_INFLUENCE.get(again.players[seat]) for seat, _ in personal_boards().values()] == [4, 4]
