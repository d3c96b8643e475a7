"""Issue 28, choosing the Rivals (docs/rulings.md U719, U729): seed 002 Rivales, PREPARACIÓN,
"elige dos cartas de Rival" (solo; one shared Rival for two players), and "para tu primera partida
en solitario, recomendamos ... un valor de Maestro espadachín de 8 o más". The option `rivals`
(modules/uprising_rivals/options.py) chooses them (ids, or "first-game"); empty keeps the random draw. Through the real engine, the
game record, the CLI and the tournament jobs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from landsraad import GameConfig, new_game
from landsraad.core.errors import ConfigError, SaveError
from landsraad.interfaces.cli import main
from landsraad.modules.uprising_rivals.data import rivals_data
from landsraad.modules.uprising_rivals.options import FIRST_GAME, RIVALS_OPTION, rival_pool
from landsraad.modules.uprising_rivals.state import RIVAL_CARDS
from landsraad.records import load_record, replay
from landsraad.sim import play_game
from landsraad.tournament import make_jobs, play_job

DATA = rivals_data()


def test_solo_plays_the_two_chosen_rival_cards() -> None:
    """002 PREPARACIÓN (solo): "elige dos cartas de Rival": the chosen ones, in seat order."""
    for seed in range(5):
        s = new_game(GameConfig(edition="uprising", players=1, options={"rivals": ("muad_dib", "irulan")}), seed)
        assert RIVAL_CARDS.get(s) == ("muad_dib", "irulan")
        assert tuple(s.automa) == (1, 2)


def test_two_players_play_the_chosen_shared_rival() -> None:
    """002 PREPARACIÓN (two players): one Rival card; the chosen one."""
    s = new_game(GameConfig(edition="uprising", players=2, options={"rivals": ("feyd_rautha",)}), 3)
    assert RIVAL_CARDS.get(s) == ("feyd_rautha",)


def test_no_choice_still_draws_at_random() -> None:
    """U719: empty `rivals` draws with the state RNG (seeded): different seeds, different Rivals."""
    drawn = {RIVAL_CARDS.get(new_game(GameConfig(edition="uprising", players=1), seed)) for seed in range(20)}
    assert len(drawn) > 5
    assert all(len(set(d)) == 2 for d in drawn)


def test_first_game_draws_among_swordmaster_8_or_more() -> None:
    """002 PREPARACIÓN: the first game's recommendation (Swordmaster 8 or more) as the choice
    "first-game" (U729): drawn at random among those four cards, never a lower one."""
    strong = {r for r, c in DATA.rivals.items() if c.swordmaster >= 8}
    assert strong == {"staban_tuek", "amber_metulli", "gurney_halleck", "margot_fenring"}
    seen: set[str] = set()
    for seed in range(30):
        cards = RIVAL_CARDS.get(new_game(GameConfig(edition="uprising", players=1, options={"rivals": (FIRST_GAME,)}), seed))
        assert set(cards) <= strong and len(set(cards)) == 2
        seen |= set(cards)
    assert seen == strong
    two = RIVAL_CARDS.get(new_game(GameConfig(edition="uprising", players=2, options={"rivals": (FIRST_GAME,)}), 1))
    assert set(two) <= strong


def test_simplified_rivals_choose_within_its_two_cards() -> None:
    """002 VARIANTES DE JUEGO, "Rivales simplificados": one of the two cards it names; another
    choice is refused, first-game keeps Amber Metulli (Swordmaster 9) only."""
    mods = ("rivals_simplified_rivals",)
    s = new_game(GameConfig(edition="uprising", players=2, modules=mods, options={"rivals": ("glossu_rabban",)}), 1)
    assert RIVAL_CARDS.get(s) == ("glossu_rabban",)
    assert rival_pool(mods, first_game=True) == ["amber_metulli"]
    for seed in range(5):
        s = new_game(GameConfig(edition="uprising", players=2, modules=mods, options={"rivals": (FIRST_GAME,)}), seed)
        assert RIVAL_CARDS.get(s) == ("amber_metulli",)
    with pytest.raises(ConfigError, match="'irulan' is not played with simplified Rivals"):
        GameConfig(edition="uprising", players=2, modules=mods, options={"rivals": ("irulan",)})


@pytest.mark.parametrize(("kw", "message"), [
    (dict(players=1, options={"rivals": ("irulan", "nobody")}), "unknown Rival card 'nobody'; one of vladimir_harkonnen"),
    (dict(players=1, options={"rivals": ("irulan", "irulan")}), "a Rival card is chosen twice: irulan, irulan"),
    (dict(players=1, options={"rivals": ("irulan",)}), "a 1-player game has 2 Rival card"),
    (dict(players=2, options={"rivals": ("irulan", "jessica")}), "a 2-player game has 1 Rival card"),
    (dict(players=1, options={"rivals": ("first-game", "irulan")}), "unknown Rival card 'first-game'"),
    (dict(players=4, options={"rivals": ("irulan",)}), "an Uprising game for 1 or 2 players, not 4"),
    (dict(players=1, options={"rivals": ["irulan", "jessica"]}), "rivals is a tuple of Rival card ids"),
    (dict(players=1, options={"rivals": (3, "jessica")}), "rivals is a list of Rival card ids"),
])
def test_a_bad_choice_is_refused_with_its_reason(kw: dict, message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        GameConfig(edition="uprising", **kw)


def test_rivals_in_a_game_that_does_not_read_them_is_refused() -> None:
    """The base game's solo Rivals are leaders (000/001, `leaders`): `rivals` there would be
    silently ignored, so it is refused (the option is declared by the Rivals module: Module.options)."""
    for players in (1, 4):
        with pytest.raises(ConfigError, match="rivals is not played in this game \\(base: no module reads it\\)"):
            GameConfig(edition="base", players=players, options={"rivals": ("irulan", "jessica")})


def test_the_config_round_trips_and_leaves_old_saves_unchanged() -> None:
    """The choice is stored with the config (records, saves, the web store); without it the key is
    left out, so the golden hashes of every other game stay as they were."""
    c = GameConfig(edition="uprising", players=1, options={"rivals": ("jessica", "irulan")})
    assert c.to_dict()["rivals"] == ["jessica", "irulan"]
    assert GameConfig.from_dict(json.loads(json.dumps(c.to_dict()))) == c
    assert "rivals" not in GameConfig(edition="uprising", players=1).to_dict()
    with pytest.raises(SaveError, match="'rivals' is a list of Rival card ids"):
        GameConfig.from_dict({"edition": "uprising", "players": 1, "rivals": "irulan"})
    with pytest.raises(SaveError, match="bad game config: unknown Rival card 'x'"):
        GameConfig.from_dict({"edition": "uprising", "players": 1, "rivals": ["x", "irulan"]})


def test_a_record_replays_the_chosen_rivals() -> None:
    """A recorded game with chosen Rivals replays to the same hashes (records.replay)."""
    from landsraad.agents import make_agent

    cfg = GameConfig(edition="uprising", players=1, options={"rivals": ("margot_fenring", "staban_tuek")})
    out = play_game(cfg, 7, [make_agent("random", 7)], record=True)
    assert out.record is not None
    rec = json.loads(json.dumps(out.record))
    assert rec["config"]["rivals"] == ["margot_fenring", "staban_tuek"]
    again = replay(rec)
    assert RIVAL_CARDS.get(again) == ("margot_fenring", "staban_tuek")
    assert again.state_hash() == out.state.state_hash()


def test_a_record_written_before_the_option_was_declared_replays() -> None:
    """Issue 27: `rivals` became an option its module declares (modules/uprising_rivals/options.py);
    a record written by the code of issue 28 (`simulate --rivals irulan,staban_tuek --seed 11 --save`,
    tests/data/rivals_record_issue28.json) holds `"rivals": [...]` as a config field: it still
    loads, replays to every stored hash, and its config writes back byte for byte."""
    path = Path(__file__).parent / "data" / "rivals_record_issue28.json"
    rec = load_record(path)
    s = replay(rec)  # checks each stored state hash
    assert RIVAL_CARDS.get(s) == ("irulan", "staban_tuek")
    assert s.config.option(RIVALS_OPTION) == ("irulan", "staban_tuek")
    assert s.config.to_dict() == json.loads(path.read_text(encoding="utf-8"))["config"]


def test_cli_simulate_and_tournament_take_rivals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`simulate ... --rivals a,b` plays them (the saved record says so); a bad choice exits 2
    with the reason; `tournament --rivals` passes them to every job."""
    assert main(["simulate", "--edition", "uprising", "--players", "1", "--rivals", "jessica,muad_dib",
                 "--games", "2", "--no-progress", "--save", str(tmp_path)]) == 0
    rec = load_record(tmp_path / "game_0.json")
    assert rec["config"]["rivals"] == ["jessica", "muad_dib"]
    capsys.readouterr()
    assert main(["simulate", "--edition", "uprising", "--players", "2", "--rivals", "jessica,muad_dib",
                 "--games", "1", "--no-progress"]) == 2
    assert "a 2-player game has 1 Rival card(s), not 2" in capsys.readouterr().err
    jobs = make_jobs("uprising", 2, ["random"], 2, 0, None, (), {"rivals": ("amber_metulli",)})
    assert all(dict(j.options)["rivals"] == ("amber_metulli",) for j in jobs)
    assert play_job(jobs[0])["hash"]
