"""Presets (issue 30, landsraad/presets.py): the product combinations seed 002 prints ("COMBINAR
INSURRECCIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM": AÑADIR INMORTALIDAD, COMBINAR CON EL DUNE:
IMPERIUM BÁSICO; the CHOAM module) and seed 003 (Immortality on the base game), by one name, through
the real CLI, engine, agents and RL env."""

from __future__ import annotations

import json

import numpy as np
import pytest

from landsraad.interfaces.cli import main
from landsraad.presets import PRESETS, preset, preset_problem
from landsraad.rules.ruleset import ruleset_problem
from landsraad.rules.state import GameConfig
from landsraad.sim import make_agents, play_game

ASKED = ("base", "base+immortality", "uprising", "uprising+choam", "uprising+immortality", "uprising+base-cards",
         "uprising+choam+base-cards", "uprising+choam+immortality")


def test_every_asked_preset_is_defined_and_a_valid_ruleset():
    for name in ASKED:
        assert name in PRESETS
    for p in PRESETS.values():
        assert ruleset_problem(p.edition, p.modules) is None, p.name
    assert preset("uprising+base-cards").modules == ("base_cards",)
    assert preset("uprising+base-cards+choam").name == "uprising+choam+base-cards"  # any order of parts
    # base x {-, immortality}; uprising x subsets of {choam, immortality, base-cards}, and base-conflicts
    # with each subset holding base-cards (docs/rulings.md M909); the six-player mode (S837) and it
    # with Immortality (002 PARTIDAS DE SEIS JUGADORES, INMORTALIDAD)
    assert len(PRESETS) == 16
    assert preset("uprising+base-conflicts+base-cards").modules == ("base_cards", "base_conflicts")


@pytest.mark.parametrize("bad,words", [
    ("base+choam", "'choam' does not go with base"),        # CHOAM is Uprising's module (002)
    ("base+base-cards", "does not go with base"),            # the base game already has its cards
    ("uprising+choam+choam", "names a part twice"),
    ("ix", "unknown preset 'ix'"),
    ("", "unknown preset"),
    ("uprising+base-conflicts", "goes with 'base-cards'"),  # M909: an option of the base-cards mix
])
def test_unknown_or_invalid_preset_refused(bad, words):
    problem = preset_problem(bad)
    assert problem and words in problem
    with pytest.raises(ValueError, match="preset"):
        preset(bad)


def test_presets_command_lists_them(capsys):
    assert main(["presets", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in rows] == list(PRESETS)
    assert main(["presets"]) == 0
    assert "uprising+choam+base-cards" in capsys.readouterr().out


def test_simulate_with_a_preset_is_the_same_game_as_its_modules(capsys):
    assert main(["simulate", "--preset", "uprising+choam+base-cards", "--games", "2", "--json", "--no-progress"]) == 0
    by_preset = json.loads(capsys.readouterr().out)
    assert main(["simulate", "--edition", "uprising", "--modules", "choam", "base_cards", "--games", "2", "--json",
                 "--no-progress"]) == 0
    assert json.loads(capsys.readouterr().out)["digest"] == by_preset["digest"]


def test_simulate_refuses_a_bad_preset_or_a_preset_with_modules(capsys):
    assert main(["simulate", "--preset", "base+choam", "--games", "1", "--no-progress"]) == 2
    assert "does not go with base" in capsys.readouterr().err
    assert main(["simulate", "--preset", "uprising", "--choam", "--games", "1", "--no-progress"]) == 2
    assert "leave out --modules and --choam" in capsys.readouterr().err
    assert main(["simulate", "--preset", "base", "--edition", "uprising", "--games", "1", "--no-progress"]) == 2
    assert "is a base game, not uprising" in capsys.readouterr().err


@pytest.mark.parametrize("name", list(PRESETS))
@pytest.mark.parametrize("agent", ["heuristic", "search"])
def test_agents_play_every_preset_to_the_end(name, agent):
    """Each preset, one game to its end with the agent in every seat, 4 players (the six-player
    mode: 6) (search at its smallest budget: the game, not its strength, is what is checked)."""
    p = preset(name)
    n = p.players[0] if p.players else 4
    spec = agent if agent == "heuristic" else "search:it=4/k=2/worlds=1"
    cfg = GameConfig(edition=p.edition, players=n, modules=p.modules)
    out = play_game(cfg, 7, make_agents([spec], n, 7))
    assert out.state.winner is not None and out.state.result() is not None


@pytest.mark.parametrize("name", ["uprising+base-cards", "uprising+choam+immortality+base-cards"])
def test_rl_env_takes_a_preset_and_masks_the_mixed_pool(name):
    from landsraad.rl.aec import LandsraadAEC

    p = preset(name)
    env = LandsraadAEC(preset=name, players=4, opponents=[None, "random", "random", "random"])
    assert (env.edition, env.modules) == (p.edition, p.modules)
    plain = LandsraadAEC(edition=p.edition, modules=p.modules, players=4, opponents=[None, "random", "random", "random"])
    assert env.codec.n == plain.codec.n
    # the action space covers the base cards beside Uprising's (acquire, play, Intrigues)
    if "base_cards" in p.modules:
        from landsraad.rl.codec import action_codec

        assert env.codec.n > action_codec(p.edition, tuple(m for m in p.modules if m != "base_cards")).n
    env.reset(seed=3)
    agent = env.agent_selection
    obs = env.observe(agent)
    assert obs["action_mask"].shape == (env.codec.n,) and obs["action_mask"].any()
    rng = np.random.default_rng(0)
    for _ in range(400):  # legal moves only, through the mask, into the base cards' rounds
        if not env.agents or any(env.terminations.values()):
            break
        agent = env.agent_selection
        mask = env.observe(agent)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))
    with pytest.raises(ValueError, match="sets the edition and modules"):
        LandsraadAEC(preset=name, modules=("choam",), players=4)


def test_the_six_player_mode_is_a_preset_with_its_choam() -> None:
    """002 PARTIDAS DE SEIS JUGADORES (C: "El módulo de la CHOAM debe utilizarse"): the preset
    uprising-six is the modules `--players 6` on Uprising implies (`Module.played_at`, S850), played
    by six (S837); the name is its own, not a part to add to another preset."""
    from landsraad.rules.ruleset import implied_modules

    p = preset("uprising-six")
    assert (p.edition, p.modules, p.players) == ("uprising", implied_modules("uprising", 6, ()), (6,))
    assert preset(" Uprising-Six ").name == "uprising-six"
    assert preset_problem("uprising+six") and preset_problem("uprising-six+choam")
    from landsraad import new_game

    assert new_game(GameConfig(edition=p.edition, players=6, modules=p.modules), 1).rules.modules == p.modules
    with pytest.raises(ValueError, match="not 4"):  # a six-player table refuses another count
        new_game(GameConfig(edition=p.edition, players=4, modules=p.modules), 1)
