"""Bad input gets a clear error and changes nothing (issue 20 items 5 and 6): GameConfig refuses
invalid configs itself; records are verified (final hash and result) and checked field by field;
GameState.from_json checks what it loads; view() refuses a seat that is not one; an error
quotes at most a short prefix of a bad action; bad `--db` values are refused clearly."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from landsraad import ConfigError, GameConfig, GameState, IllegalActionError, SaveError, new_game, view
from landsraad.records import GameRecorder, check_record, load_record, replay, verify
from landsraad.sim import make_agents, play_game

ROOT = Path(__file__).resolve().parent.parent


def _cli(*args: str, timeout: int = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=timeout, input="")


# ---- item 5: GameConfig -------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs,words", [
    ({"players": 2, "first_player": 2}, "House Hagal never holds the First Player marker"),
    ({"players": 2, "first_player": 9}, "first_player must be 0 or 1 in a 2-player game"),
    ({"players": 2, "first_player": -1}, "first_player must be 0 or 1"),
    ({"players": 3, "first_player": 3}, "first_player must be a seat from 0 to 2"),
    ({"players": 4, "first_player": -1}, "first_player must be a seat from 0 to 3"),
    ({"players": 1, "first_player": 3}, "first_player must be a seat from 0 to 2"),
    ({"players": 4, "first_player": True}, "not True"),
    ({"players": 4, "first_player": 1.0}, "not 1.0"),
    ({"players": True}, "1 to 4 players, not True"), ({"players": "3"}, "1 to 4 players, not '3'"),
    ({"players": 0}, "1 to 4 players"), ({"players": 5}, "1 to 4 players"),
    ({"players": 4, "difficulty": "whatever"}, "unknown difficulty 'whatever'"),
    ({"players": 1, "difficulty": 3}, "unknown difficulty 3"),
    ({"players": 3, "edition": "dune_house_secrets"}, "edition 'dune_house_secrets' is not available yet"),
    ({"players": 3, "log": 1}, "log is true or false"), ({"players": 3, "allow_same_house": "no"}, "true or false"),
    ({"players": 3, "leaders": ("nobody",)}, "unknown leader 'nobody'"),
    ({"players": 3, "leaders": (5,)}, "unknown leader 5"),
    ({"players": 2, "leaders": ("random",) * 3}, "3 leaders given for 2 seats"),
    ({"players": 3, "leaders": ["random"]}, "leaders is a tuple"),
])
def test_game_config_refuses_invalid_configs(kwargs: dict[str, Any], words: str) -> None:
    with pytest.raises(ConfigError) as e:
        GameConfig(**kwargs)
    assert words in str(e.value), str(e.value)


def test_game_config_accepts_every_config_in_use() -> None:
    """The goldens (bench/golden.py), solo first players (the marker goes round all three
    seats: docs/rulings.md H10) and every difficulty stay valid."""
    for players in (1, 2, 3, 4):
        seats = {1: 3, 2: 2}.get(players, players)
        GameConfig(players=players, leaders=("random",) * seats)
    for fp in (0, 1, 2):
        assert new_game(GameConfig(players=1, first_player=fp), 1).first_player == fp
    for fp in (0, 1):
        assert new_game(GameConfig(players=2, first_player=fp), 1).first_player == fp
    for d in ("mercenary", "sardaukar", "mentat", "kwisatz_haderach"):
        GameConfig(players=1, difficulty=d)


def test_config_from_dict_is_strict() -> None:
    good = GameConfig(players=3, leaders=("random", None), first_player=1).to_dict()
    assert GameConfig.from_dict(good) == GameConfig(players=3, leaders=("random", None), first_player=1)
    for bad, words in [({**good, "players": "3"}, "not '3'"), ({**good, "log": 1}, "log is true or false"),
                       ({**good, "colour": "red"}, "unknown field(s) colour"), ({"edition": "base"}, "'players'"),
                       ({**good, "leaders": "random"}, "'leaders' is a list"), ([], "an object"),
                       ({**good, "players": 2, "first_player": 2}, "House Hagal")]:
        with pytest.raises(SaveError, match="bad game config") as e:
            GameConfig.from_dict(bad)
        assert words in str(e.value), str(e.value)


# ---- item 6: records -----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    out = play_game(GameConfig(players=3, first_player=0), 4, make_agents(["random"], 3, 4), record=True)
    assert out.record is not None
    return out.record


def test_a_complete_record_is_verified(record: dict[str, Any]) -> None:
    check = verify(record)
    n = len(record["actions"])
    assert check.verified and check.final_hash and check.result and check.actions == n
    assert check.hashes == len(record["hashes"]) and str(n) in record["hashes"]
    assert "all hashes match" in check.describe() and "result matches" in check.describe()


def test_a_record_saved_mid_game_has_its_final_hash() -> None:
    rec = GameRecorder(GameConfig(players=3, first_player=0), 2)
    for _ in range(13):  # not a multiple of HASH_EVERY
        rec.apply(rec.state.legal_actions()[0])
    data = rec.to_json()
    assert "13" in data["hashes"] and data["result"] is None
    check = verify(data)
    assert check.verified and "game not over" in check.describe()


def _edited(record: dict[str, Any], **changes: Any) -> dict[str, Any]:
    r = copy.deepcopy(record)
    for k, v in changes.items():
        if v is KeyError:
            del r[k]
        else:
            r[k] = v
    return r


def test_unverifiable_records_are_not_called_ok(record: dict[str, Any]) -> None:
    """issue 20: empty hashes or no result used to print "ok"."""
    n = len(record["actions"])
    for rec, missing in [(_edited(record, hashes={}), "no hash of its final state"),
                         (_edited(record, hashes={k: v for k, v in record["hashes"].items() if k != str(n)}),
                          "no hash of its final state"),
                         (_edited(record, result=KeyError), "no result")]:
        check = verify(rec)
        assert not check.verified
        assert "NOT VERIFIED" in check.describe() and missing in check.describe()


def test_edited_records_fail(record: dict[str, Any]) -> None:
    n = len(record["actions"])
    forged = copy.deepcopy(record)
    forged["result"]["winner"] = (forged["result"]["winner"] + 1) % 3
    cut = _edited(record, actions=record["actions"][:-3],
                  hashes={k: v for k, v in record["hashes"].items() if int(k) <= n - 3})
    cut_keeping_hashes = _edited(record, actions=record["actions"][:-3])
    for rec, words in [(forged, "the record's result"), (cut, "is not the replayed one null"),
                       (cut_keeping_hashes, f"a hash after action '{n}', but the record has {n - 3} actions")]:
        with pytest.raises(SaveError) as e:
            verify(rec)
        assert words in str(e.value), str(e.value)


@pytest.mark.parametrize("change,words", [
    ({"seed": None}, "'seed' is a whole number"), ({"seed": 1.9}, "not 1.9"), ({"seed": True}, "not True"),
    ({"seed": 2**70}, "'seed' is a whole number"), ({"seed": "4"}, "not '4'"),
    ({"actions": None}, "'actions' is a list"), ({"actions": "reveal"}, "'actions' is a list"),
    ({"actions": [5]}, "action 1 is not an action"), ({"actions": ["x" * 5000]}, "(5000 characters)"),
    ({"hashes": None}, "'hashes' maps"), ({"hashes": {"0": 5}}, "16 hex digits"),
    ({"hashes": {"-1": "0" * 16}}, "a hash after action '-1'"),
    ({"config": None}, "bad game config"), ({"config": {"players": 2, "first_player": 2}}, "House Hagal"),
    ({"config": {"players": 3, "leaders": ["paul_atreides", "paul_atreides"]}}, "cannot be set up"),
    ({"result": [1]}, "'result' is null or"), ({"result": {"winner": [[[[]]]]}}, "'result' is null or"),
    ({"format": "other"}, "not a landsraad game record"), ({"extra": 1}, "unknown field(s) 'extra'"),
    ({"seats": [1]}, "'seats' is a list"), ({"config": KeyError}, "lacks 'config'"),
])
def test_tampered_records_get_a_clear_error(record: dict[str, Any], change: dict[str, Any], words: str) -> None:
    rec = _edited(record, **change)
    with pytest.raises(SaveError) as e:
        verify(rec)
    assert words in str(e.value), str(e.value)
    assert "x" * 100 not in str(e.value)


def test_replay_command_says_what_it_checked(record: dict[str, Any], tmp_path: Path) -> None:
    good, empty, forged, deep, nulls = (tmp_path / f for f in ("good.json", "empty.json", "forged.json",
                                                                "deep.json", "nulls.json"))
    good.write_text(json.dumps(record))
    empty.write_text(json.dumps(_edited(record, hashes={})))
    f = copy.deepcopy(record)
    f["result"]["vp"] = [10, 10, 10]
    forged.write_text(json.dumps(f))
    deep.write_text('{"format": "landsraad-record/1", "config": ' + "[" * 100000 + "]" * 100000 + "}")
    nulls.write_text(json.dumps(_edited(record, seed=None, actions=None)))
    r = _cli("replay", str(good))
    assert r.returncode == 0 and "ok: all hashes match" in r.stdout and "the final state's included" in r.stdout
    for path, words in [(empty, "NOT VERIFIED"), (forged, "the record's result"), (deep, "nested too deeply"),
                        (nulls, "'seed' is a whole number")]:
        r = _cli("replay", str(path))
        assert r.returncode == 1, (path, r.stdout, r.stderr)
        assert words in r.stderr and "Traceback" not in r.stderr, r.stderr
    r = _cli("replay", str(empty), str(good))  # one bad record does not stop the others
    assert r.returncode == 1 and "ok: all hashes match" in r.stdout


def test_replay_names_a_record_with_a_huge_number_and_checks_the_next(record: dict[str, Any], tmp_path: Path) -> None:
    """issue 32: a 5,000-digit seed (past Python's 4,300-digit limit for reading an integer)
    aborted the batch without naming the file, and the next record was never checked."""
    huge, good = tmp_path / "huge.json", tmp_path / "good.json"
    huge.write_text(json.dumps(record).replace(f'"seed": {record["seed"]}', '"seed": ' + "9" * 5000))
    assert "9" * 5000 in huge.read_text()
    good.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="huge.json"):
        load_record(huge)
    r = _cli("replay", str(huge), str(good))
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert f"FAILED: cannot read record {huge}" in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert f"{good}: ok: all hashes match" in r.stdout, r.stdout
    assert "9" * 100 not in r.stderr


def test_load_record_refuses_unreadable_files(tmp_path: Path) -> None:
    for name, content in (("bin", b"\xff\xfe\x00"), ("text", b"not json"), ("list", b"[]")):
        p = tmp_path / name
        p.write_bytes(content)
        with pytest.raises(SaveError):
            load_record(p)
    with pytest.raises(SaveError, match="cannot read record"):
        load_record(tmp_path / "missing.json")


# ---- item 6: saves, views, messages -------------------------------------------------------------

@pytest.fixture(scope="module")
def save() -> dict[str, Any]:
    s = new_game(GameConfig(players=4, leaders=("random",) * 4), 3)
    for i in range(40):
        s.apply(s.legal_actions()[i % len(s.legal_actions())])
    return s.to_json()


def test_from_json_round_trip_still_exact(save: dict[str, Any]) -> None:
    assert GameState.from_json(save).to_json() == save


def _tamper(save: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    d = copy.deepcopy(save)
    *parents, last = path.split(".")
    node: Any = d
    for k in parents:
        node = node[int(k)] if isinstance(node, list) else node[k]
    node[int(last) if isinstance(node, list) else last] = value
    return d


@pytest.mark.parametrize("path,value,words", [
    ("players.0.hand", ["no_such_card"], "P0 hand: unknown 'no_such_card'"),
    ("players.1.intrigues", ["dagger"], "P1 intrigues: unknown 'dagger'"),
    ("players.0.solari", -3, "P0 solari: -3 is not a whole number >= 0"),
    ("players.2.spice", 1.5, "P2 spice: 1.5"), ("players.0.water", True, "P0 water: True"),
    ("players.0.garrison", 50, "more than 12 troops"),
    ("players.0.leader", "shaddam", "unknown leader 'shaddam'"),
    ("players.0.influence", [0, 0, 0, 9], "influence"),
    ("players.0.seat", 3, "P0: seat is 3"),
    ("agents", {"nowhere": [0]}, "agents: unknown board space 'nowhere'"),
    ("agents", {"arrakeen": [7]}, "agents[arrakeen]: bad value (7,)"),
    ("agents", {"arrakeen": []}, "agents[arrakeen]: bad value ()"),
    ("players.0.conflict", {"sandworm": 1}, "P0 conflict: {'sandworm': 1} is not units by kind (troop)"),
    ("players.0.conflict", {"troop": 0}, "P0 conflict: {'troop': 0}"),
    ("players.0.conflict", {"troop": 13}, "more than 12 troops"),
    ("players.0.leader_state", {"masterstroke": ["nope"]}, "P0 masterstroke: unknown 'nope'"),
    ("players.0.leader_state", {"mood": 1}, "P0 leader_state: unknown key 'mood'"),
    ("players.0.leader_state", {"manipulated": []}, "P0 leader_state manipulated is empty"),
    ("players.0.zones", {"pockets": ["dagger"]}, "P0 zones: {'pockets': ('dagger',)} is not"),
    ("players.0.zones", {"conflicts": ["nope"]}, "P0 zones conflicts: unknown 'nope'"),
    ("bonus_spice", {"great_flat": -1}, "bonus_spice[great_flat]"),
    ("conflict", "no_conflict", "unknown Conflict card"),
    ("imperium_row", ["dagger", "nope"], "imperium_row: unknown 'nope'"),
    ("reserve", {"nope": 1}, "reserve"),
    ("pending", ["no_such_decision", 0], "is not a decision of this game"),
    ("pending", ["turn", 9], "is not a decision of this game"),
    ("stack", [["no_such_op"]], "an unknown continuation frame"),
    ("phase", "lunch", "unknown phase 'lunch'"),
    ("turn", {"mood": 1}, "unknown turn field 'mood'"), ("turn", [], "turn is not an object"),
    ("alliance", [0, 0, 0, 9], "alliance"), ("first_player", 4, "first_player: 4 is not a seat"),
    ("rng", -1, "rng from 0 to 2**64"), ("seed", "7", "seed and rng"),
    ("players", [], "0 players saved for a table of 4 seats"),
])
def test_from_json_refuses_what_the_game_does_not_know(save: dict[str, Any], path: str, value: Any,
                                                      words: str) -> None:
    with pytest.raises(SaveError, match="malformed save") as e:
        GameState.from_json(_tamper(save, path, value))
    assert words in str(e.value), str(e.value)


def test_from_json_refuses_deep_nesting_and_unreadable_decisions(save: dict[str, Any]) -> None:
    deep: Any = []
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(SaveError, match="nested too deeply"):
        GameState.from_json(_tamper(save, "turn", {"x": deep}))
    for pending in (["take_from_discard", 0], ["kwisatz_source", 0, "nowhere", 5]):  # payloads the rules cannot read
        with pytest.raises(SaveError, match="cannot be offered"):
            GameState.from_json(_tamper(save, "pending", pending))


def test_view_refuses_a_seat_that_is_not_one() -> None:
    s = new_game(GameConfig(players=4), 1)
    for seat in (7, 4, -2, True, "0", 1.0, None):
        with pytest.raises(ValueError, match="seat must be -1"):
            view(s, seat)  # type: ignore[arg-type]
    assert view(s, -1)["seat"] == -1 and view(s, 3)["seat"] == 3


def test_an_error_quotes_a_short_prefix_of_a_bad_action() -> None:
    s = new_game(GameConfig(players=4, first_player=0), 1)
    for bad in ("agent " + "x" * 10000 + " arrakeen", "agent dagger " + "y" * 10000, "z" * 10000):
        with pytest.raises(IllegalActionError) as e:
            s.apply(bad)
        msg = str(e.value)
        assert len(msg) < 1000 and "x" * 100 not in msg and "y" * 100 not in msg and "z" * 100 not in msg
    with pytest.raises(IllegalActionError, match="'agent dagger nowhere' is not legal now"):
        s.apply("agent dagger nowhere")  # short actions are quoted whole, as before
    with pytest.raises(SaveError) as e2:
        replay(check_record({"format": "landsraad-record/1", "config": {"players": 3}, "seed": 1,
                             "actions": ["reveal " + "w" * 150], "hashes": {}}))
    assert "w" * 60 not in str(e2.value)


# ---- item 6: --db ---------------------------------------------------------------------------------

@pytest.mark.parametrize("db,words", [
    ("nonsense", "is not a database URL"), ("", "is not a database URL"),
    ("sqlite://", "an SQLite database must be a file"), ("sqlite:///:memory:", "must be a file"),
    ("sqlite:////proc/landsraad/x.sqlite3", "cannot open the database"),
    ("nosuchdialect://h/db", "cannot open the database"), ("mysql://u@h/db", "unsupported database 'mysql'"),
])
def test_bad_db_values_give_a_clear_error(db: str, words: str) -> None:
    pytest.importorskip("sqlalchemy")
    r = _cli("serve", "--db", db, "--port", "1")
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert words in r.stderr and "Traceback" not in r.stderr, r.stderr


@pytest.mark.parametrize("args,words", [
    (["serve", "--port", "70000"], "--port"), (["serve", "--bot-delay", "nan"], "--bot-delay"),
    (["serve", "--bot-time-limit", "0"], "--bot-time-limit"), (["serve", "--rate", "-1"], "--rate"),
    (["serve", "--max-bot-seconds", "0"], "--max-bot-seconds"), (["serve", "--bot-budget", "inf"], "--bot-budget"),
    (["serve", "--bot-only-games", "-1"], "--bot-only-games"), (["serve", "--bot-nice", "-1"], "--bot-nice"),
    (["simulate", "--games", "0"], "--games"), (["simulate", "--seed", "1.5"], "--seed"),
    (["tournament", "--workers", "0"], "--workers"),
    (["simulate", "--players", "2", "--games", "1", "--difficulty", "godlike"], "unknown difficulty"),
])
def test_bad_arguments_are_refused(args: list[str], words: str) -> None:
    r = _cli(*args)
    assert r.returncode == 2 and words in r.stderr and "Traceback" not in r.stderr, r.stderr
