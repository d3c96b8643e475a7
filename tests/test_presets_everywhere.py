"""Issue 30 "Tests": one game of every preset to the end in the terminal (`play`, a human seat answered
from the session's input with bots in the other seats), a custom-pool game there too, `cards` and
`demo` with `--preset` / `--pool`, and the RL environments with `pool=` (the codec of the edition and
modules covers a pool: it chooses among the game's own cards, docs/rulings.md M907). The web API's
games of every preset: tests/test_web_pool.py."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from test_play_cli import play_first_options

from landsraad.interfaces.cli import main
from landsraad.presets import PRESETS
from landsraad.rules.pool import PoolError, read_pool

POOL_FILE = str(Path(__file__).resolve().parent.parent / "examples" / "pool.yaml")


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_plays_to_the_end_in_the_terminal(name: str) -> None:
    """`play --preset NAME`: seat 0 answers each decision with the first option shown, random bots in
    the other seats (three; five in the six-player mode, with --players 6)."""
    n = PRESETS[name].players[0] if PRESETS[name].players else 4
    seats = ",".join(["human"] + ["random"] * (n - 1))
    status, out = play_first_options(["--preset", name, "--players", str(n), "--seats", seats, "--seed", "5"])
    assert status == 0, out[-500:]
    assert "Game over" in out and "Winner: P" in out


def test_a_custom_pool_game_plays_to_the_end_in_the_terminal() -> None:
    status, out = play_first_options(["--preset", "uprising+base-cards", "--pool", POOL_FILE,
                                      "--seats", "human,random,random,random", "--seed", "8"])
    assert status == 0 and "Game over" in out and "Winner: P" in out


def test_cards_lists_a_preset_s_cards_and_a_pool_s_decks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--preset", "uprising+base-cards+base-conflicts", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    ids = {c["id"] for c in listing["conflict"]}
    assert {"base.battle_for_arrakeen", "battle_for_arrakeen", "grand_vision"} <= ids
    assert "sort_through_the_chaos" not in ids
    assert main(["cards", "--preset", "uprising+base-cards", "--pool", POOL_FILE, "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    copies = {c["id"]: c["copies"] for c in listing["imperium"]}
    assert copies["arrakis_recruiter"] == 2 and "bene_gesserit_operative" not in copies
    assert listing["totals"]["imperium"] == sum(copies.values())
    assert main(["cards", "--preset", "uprising+base-cards", "--pool", POOL_FILE, "--lang", "es"]) == 0
    assert "2x " in capsys.readouterr().out
    assert main(["cards", "--preset", "base", "--pool", POOL_FILE]) == 2
    assert "not a product of this game" in capsys.readouterr().err


def test_demo_plays_a_preset_with_a_pool(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--preset", "uprising+choam+base-cards+base-conflicts", "--pool", POOL_FILE,
                 "--seed", "3"]) == 0
    assert "winner P" in capsys.readouterr().out
    assert main(["demo", "--preset", "uprising", "--pool", POOL_FILE]) == 2
    assert "base is not in this game" in capsys.readouterr().err


def test_the_rl_environments_take_a_pool() -> None:
    from landsraad.rl.aec import LandsraadAEC
    from landsraad.rl.codec import action_codec
    from landsraad.rl.gym_env import LandsraadGym

    env = LandsraadAEC(preset="uprising+base-cards", pool=POOL_FILE, players=4,
                       opponents=[None, "random", "random", "random"])
    assert env.codec.n == action_codec("uprising", ("base_cards",)).n  # a pool is within the game's cards
    env.reset(seed=2)
    assert env.state.config.pool == read_pool(POOL_FILE)
    assert Counter(env.state.rules.content.imperium_deck)["arrakis_recruiter"] == 2
    rng = np.random.default_rng(0)
    for _ in range(2000):  # to the end through the mask
        if not env.agents or any(env.terminations.values()):
            break
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))
    assert env.state.is_terminal()
    gym = LandsraadGym(preset="uprising+base-cards", pool={"intrigue": {"include": ["base"]}}, players=4, seat=0)
    _obs, _info = gym.reset(seed=4)
    assert {gym._envs[0].state.rules.content.intrigues[i].product
            for i in gym._envs[0].state.rules.content.intrigue_deck} == {"base"}
    with pytest.raises(ValueError, match="not a product of this game"):
        LandsraadAEC(edition="uprising", pool={"imperium": {"include": ["base"]}}, players=4)
    with pytest.raises(PoolError, match="unknown deck"):
        LandsraadGym(edition="uprising", pool={"decks": 1}, players=4)
