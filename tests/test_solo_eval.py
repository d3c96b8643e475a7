"""The evaluation in the solo race (issue 31, agents/heuristic.py): against the Rivals (000/001
House Hagal sheet, Rivales; 002 Rivals) the opponent term is the leading Rival's VP paths (its
resources counted towards the VP it trades them for), the player's own value adds its Faction-track
VP paths; multi-player tables keep the half-weighted best opponent."""

from __future__ import annotations

import pytest

from landsraad import GameConfig, new_game
from landsraad.agents.heuristic import (
    SOLO_EDITIONS,
    SOLO_EVAL,
    evaluate,
    relative,
    rival_value,
    solo_value,
)


def test_solo_relative_counts_the_leading_rivals_vp_paths() -> None:
    for edition in ("base", "uprising"):
        s = new_game(GameConfig(edition=edition, players=1, difficulty="mercenary"), 4)
        seat = s.current_player()
        assert s.automa and seat not in s.automa
        w = SOLO_EDITIONS.get(edition, SOLO_EVAL)  # an edition tuned apart has its own table
        want = solo_value(s, seat, s.automa, w) - w["rival_relative"] * max(rival_value(s, q, w) for q in s.automa)
        assert relative(s, seat) == want
        q = s.automa[0]
        before = rival_value(s, q)
        s.players[q].solari += 3  # 3 of the 7 Solari a Rival trades for 1 VP (000 Gasto de recursos,
        # 002 Compra de Puntos de Victoria)
        assert rival_value(s, q) == pytest.approx(before + SOLO_EVAL["rival_resources"] * 10 * 3 / 7)
        s.players[q].solari -= 3
        inf = s.players[q].influence
        s.players[q].influence = type(inf)([inf[0] + 1, *inf[1:]])  # an Influence step towards a VP is
        assert rival_value(s, q) > before
        assert relative(s, seat) <= want  # the leading Rival is worth as much or more


def test_multiplayer_relative_is_unchanged() -> None:
    s = new_game(GameConfig(players=4), 4)
    seat = s.current_player()
    best = max(evaluate(s, q.seat) for q in s.players if q.seat != seat)
    assert relative(s, seat) == evaluate(s, seat) - 0.5 * best


def test_the_rivals_trade_what_the_seeds_print() -> None:
    """000 "Gasto de recursos" (values: FAQ "Printed values") and 002 "Compra de Puntos de
    Victoria": 1 VP for 3 Intrigues, 7 spice, 7 Solari or 3 water. The automa declares them
    (`vp_exchange`) as the state holds them, and the agents read nothing else."""
    for edition in ("base", "uprising"):
        s = new_game(GameConfig(edition=edition, players=1, difficulty="mercenary"), 4)
        assert dict(s.rules.automa.vp_exchange) == {"intrigues": 3, "spice": 7, "solari": 7, "water": 3}


def test_the_players_faction_paths_in_the_race() -> None:
    """Solo, the player's Faction tracks count the VP they lead to (004 Influência: 1 VP at 2
    Influence; Alianças: the first to 4 takes the Alliance and keeps it until passed): a step short of
    the 2-Influence VP, a step towards an Alliance (fully when ahead of both Rivals, half when level
    or behind), an Alliance held by its margin. Multi-player tables are scored without them."""
    s = new_game(GameConfig(edition="uprising", players=1, difficulty="mercenary"), 4)
    seat = s.current_player()
    p = s.players[seat]
    zero = type(p.influence)([0] * len(p.influence))
    p.influence = zero
    for q in s.automa:
        s.players[q].influence = zero
    base = solo_value(s, seat, s.automa) - evaluate(s, seat, SOLO_EVAL)
    assert base == 0
    w = SOLO_EVAL
    p.influence = type(zero)([1, *zero[1:]])
    assert solo_value(s, seat, s.automa) - evaluate(s, seat, SOLO_EVAL) == w["toward_vp"]
    p.influence = type(zero)([3, *zero[1:]])  # ahead of both Rivals, 2 of the 3 steps from 1 to 4
    assert solo_value(s, seat, s.automa) - evaluate(s, seat, SOLO_EVAL) == w["toward_alliance"] * 2 / 3
    rival = s.automa[0]
    s.players[rival].influence = type(zero)([3, *zero[1:]])  # a Rival level with the player: half
    assert solo_value(s, seat, s.automa) - evaluate(s, seat, SOLO_EVAL) == w["toward_alliance"] * 2 / 3 * 0.5


def test_a_bad_search_greedy_setting_is_refused() -> None:
    from landsraad.agents.search import SearchAgent

    with pytest.raises(ValueError, match="greedy rollouts are 0"):
        SearchAgent(greedy=2)


def test_the_tuned_solo_weights_load_from_their_data_file() -> None:
    """The solo weights are data (agents/solo_weights.json, with the command, seeds and games they
    were tuned on, bench/tune_solo.py); every name in it is a known weight."""
    import json

    from landsraad.agents.heuristic import (
        SOLO_DEFAULTS,
        SOLO_WEIGHTS_FILE,
        load_solo_tables,
        load_solo_weights,
    )

    data = json.loads(SOLO_WEIGHTS_FILE.read_text(encoding="utf-8"))
    loaded = load_solo_weights()
    assert set(loaded) == set(SOLO_DEFAULTS)
    for k, v in data["weights"].items():
        assert loaded[k] == v
    assert loaded == SOLO_EVAL
    common, editions = load_solo_tables()
    assert editions == SOLO_EDITIONS and set(editions) == set(data.get("editions", {}))
    for edition, values in data.get("editions", {}).items():
        # an edition's table: the common one with its own values
        assert editions[edition] == {**common, **values}
    assert all(run["command"] and run["games"] and "kept" in run for run in data["runs"])


@pytest.mark.parametrize("text, match", [
    ('{"weights": {"spice_bonus": 1.0}}', "unknown solo weight 'spice_bonus'"),
    ('{"weights": {"spice": "a lot"}}', "must be a finite number"),
    ('{"weights": {"spice": true}}', "must be a finite number"),
    ('{"weights": {"spice": 1e400}}', "must be a finite number"),
    ('{"about": "no table"}', "no \"weights\" table"),
    ('[1, 2]', "no \"weights\" table"),
    ('{"weights": {}, "editions": {"base": {"spice": null}}}', "must be a finite number"),
    ('{"weights": {}, "editions": {"base": {"spice_bonus": 1}}}', "unknown solo weight"),
    ('{"weights": {}, "editions": [1]}', "a table of edition names"),
])
def test_bad_solo_weights_are_refused(tmp_path, text: str, match: str) -> None:
    from landsraad.agents.heuristic import load_solo_weights

    f = tmp_path / "w.json"
    f.write_text(text, encoding="utf-8")
    before = dict(SOLO_EVAL)
    with pytest.raises(ValueError, match=match):
        load_solo_weights(f)
    assert SOLO_EVAL == before  # the agent's weights are untouched


def test_the_solo_weights_score_solo_tables_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tuned table changes the player's own economy at a solo table (here: spice) and nothing
    at a multi-player table, where `heuristic:medium` is the 4-player yardstick."""
    solo = new_game(GameConfig(edition="base", players=1, difficulty="mercenary"), 4)
    four = new_game(GameConfig(players=4), 4)
    seat, seat4 = solo.current_player(), four.current_player()
    solo.players[seat].spice = four.players[seat4].spice = 5
    was_solo, was_four = relative(solo, seat), relative(four, seat4)
    table = SOLO_EDITIONS.get(solo.config.edition, SOLO_EVAL)  # the table this solo table reads
    monkeypatch.setitem(table, "spice", table["spice"] + 1.0)
    assert relative(solo, seat) == pytest.approx(was_solo + 5.0)
    assert relative(four, seat4) == was_four
