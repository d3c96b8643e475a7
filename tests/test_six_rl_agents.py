"""Six players for the RL environments and the agents (issue 29 "Everywhere"; seed 002 "PARTIDAS DE
SEIS JUGADORES"): `LandsraadAEC` / `LandsraadGym` with six seats (`players=6` on Uprising is the
six-player game, S850), action masks equal to the legal actions, team returns (the team wins: a
team's reward is shared, docs/rl.md, S853), the module's observation blocks; and the `heuristic` and
`search` agents in both roles (Commander and Ally) choosing legal moves. The mode is refused to
players until its rules are complete: the refusal is lifted for each test."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from six_game import search_decides_legally

import landsraad.rl as rl
from landsraad import GameConfig, view
from landsraad.rl.aec import final_reward
from landsraad.rules.ruleset import PLANNED
from landsraad.sim import make_agents, play_game

MODULES = ("choam", "uprising_six")
COMMANDERS, ALLIES = (0, 3), (1, 2, 4, 5)  # setup.yaml seating (002 PREPARACIÓN)


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)
    yield


def team_result(vp0: int, vp1: int, winning_team: int) -> dict:  # type: ignore[type-arg]
    return {"vp": [0] * 6, "winner": 3 if winning_team else 0, "winning_team": winning_team,
            "teams": {"0": {"seats": [0, 2, 4], "vp": vp0}, "1": {"seats": [1, 3, 5], "vp": vp1}}}


def test_team_rewards_are_shared() -> None:
    """S853: "win" and "win_loss" by the winning team, "margin" the team's combined VP minus the
    other team's; a game without teams keeps the seat's own reward."""
    res = team_result(15, 17, 1)
    assert [final_reward("win", res, s) for s in range(6)] == [0.0, 1.0, 0.0, 1.0, 0.0, 1.0]
    assert [final_reward("win_loss", res, s) for s in range(6)] == [-1.0, 1.0, -1.0, 1.0, -1.0, 1.0]
    assert [final_reward("margin", res, s) for s in range(6)] == [-2.0, 2.0, -2.0, 2.0, -2.0, 2.0]
    assert final_reward("win", {"vp": [3, 5], "winner": 1}, 1) == 1.0
    with pytest.raises(ValueError, match="unknown reward"):
        final_reward("draw", res, 0)


def test_aec_six_agents_masks_and_team_returns() -> None:
    """Random legal play through the PettingZoo API: six agents; at each step the mask marks
    exactly the deciding seat's legal actions; at the end every seat of a team gets the same
    reward and the two teams' rewards are opposite (margin)."""
    e = rl.env(edition="uprising", players=6, reward="margin")
    assert e.unwrapped.modules == MODULES and e.possible_agents == [f"player_{i}" for i in range(6)]
    codec = e.unwrapped.codec
    rng = np.random.default_rng(0)
    for g in range(2):
        e.reset(seed=g)
        final: dict[str, float] = {}
        for agent in e.agent_iter():
            obs, reward, term, trunc, _ = e.last()
            if term or trunc:
                final[agent] = reward
                e.step(None)
                continue
            seat = int(agent.rsplit("_", 1)[1])
            legal = view(e.unwrapped.state, seat)["decision"]["legal"]
            assert sorted(np.flatnonzero(obs["action_mask"])) == sorted({codec.encode(a) for a in legal})
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        res = e.unwrapped.state.result()
        margin = res["teams"]["0"]["vp"] - res["teams"]["1"]["vp"]
        assert final == {f"player_{s}": float(margin if s % 2 == 0 else -margin) for s in range(6)}


def test_the_observation_carries_team_and_role() -> None:
    """The module's blocks (modules/uprising_six/rl.py), relative to the observer: its team, the
    Commanders, read from its view."""
    e = rl.env(edition="uprising", players=6)
    e.reset(seed=3)
    enc = e.unwrapped.encoder
    blocks = {b.name: b for b in enc.blocks}
    s = e.unwrapped.state
    for seat in (0, 1):
        x = enc.encode(view(s, seat))
        team = blocks["uprising_six.team"]
        cmd = blocks["uprising_six.commanders"]
        # relative seats 0, 2, 4 are the observer's team (the seats alternate teams)
        assert list(x[team.start:team.start + team.size]) == [1, 0, 1, 0, 1, 0]
        expected = [1.0 if (seat + r) % 6 in COMMANDERS else 0.0 for r in range(6)]
        assert list(x[cmd.start:cmd.start + cmd.size]) == expected


def test_gym_six_players_one_learning_seat() -> None:
    g = rl.gym_env(edition="uprising", players=6, opponents="random", seat=4)
    obs, _ = g.reset(seed=1)
    done, steps, reward, info = False, 0, 0.0, {}
    while not done:
        mask = g.action_masks()
        obs, reward, done, _, info = g.step(int(np.flatnonzero(mask)[0]))
        steps += 1
    res = info["result"]
    assert reward == (1.0 if res["winning_team"] == 0 else 0.0)  # seat 4: Muad'Dib's team
    assert steps > 10


def test_heuristic_plays_every_seat_to_the_end() -> None:
    """The heuristic agent in all six seats (both roles): every choice is legal (play_game applies
    it through the engine, which refuses an illegal one) and the game ends with a winning team."""
    out = play_game(GameConfig(edition="uprising", players=6, modules=MODULES), 7, make_agents(["heuristic"], 6, 7))
    assert out.state.is_terminal() and out.state.result()["winning_team"] in (0, 1)
    assert all(out.seat_decisions[s] > 20 for s in range(6))


@pytest.mark.parametrize("seat", [0, 2])  # Muad'Dib (a Commander), then one of his Allies
def test_search_decides_legally_for_a_commander_and_an_ally(seat: int) -> None:
    """The search agent's choices in one role's decisions of a game (the others random): each is
    one of the legal actions of its view."""
    search_decides_legally(MODULES, seat, 6)
