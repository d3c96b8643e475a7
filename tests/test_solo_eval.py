"""The evaluation in the solo race (issue 31, agents/heuristic.py): against the Rivals (000/001
House Hagal sheet, Rivales; 002 Rivals) the opponent term is the leading Rival's VP paths, not its
resources; multi-player tables keep the half-weighted best opponent."""

from __future__ import annotations

from landsraad import GameConfig, new_game
from landsraad.agents.heuristic import RIVAL_RELATIVE, evaluate, relative, rival_value


def test_solo_relative_counts_the_leading_rivals_vp_paths() -> None:
    for edition in ("base", "uprising"):
        s = new_game(GameConfig(edition=edition, players=1, difficulty="mercenary"), 4)
        seat = s.current_player()
        assert s.automa and seat not in s.automa
        want = evaluate(s, seat) - RIVAL_RELATIVE * max(rival_value(s, q) for q in s.automa)
        assert relative(s, seat) == want
        q = s.automa[0]
        before = rival_value(s, q)
        s.players[q].solari += 10  # resources are nothing to a Rival
        assert rival_value(s, q) == before
        inf = s.players[q].influence
        s.players[q].influence = type(inf)([inf[0] + 1, *inf[1:]])  # an Influence step towards a VP is
        assert rival_value(s, q) > before
        assert relative(s, seat) <= want  # the leading Rival is worth as much or more


def test_multiplayer_relative_is_unchanged() -> None:
    s = new_game(GameConfig(players=4), 4)
    seat = s.current_player()
    best = max(evaluate(s, q.seat) for q in s.players if q.seat != seat)
    assert relative(s, seat) == evaluate(s, seat) - 0.5 * best
