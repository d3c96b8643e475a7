"""`--players 6` outside the browser (issue 29 "Everywhere"): `simulate`, `tournament`, `play`,
`demo` and `bench` play Uprising's six-player team game (seed 002 "PARTIDAS DE SEIS JUGADORES").
`--players 6` on Uprising is that game, with CHOAM ("El módulo de la CHOAM debe utilizarse", 002
six players C): the module `uprising_six` declares the table it *is* (`Module.played_at`) and
`implied_modules` adds it and what it requires (docs/rulings.md S850). The mode is refused to
players until its rules are complete (`PLANNED`): the refusal is lifted here for each test only,
except where the refusal itself is tested. A team game counts wins by team (S851)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest
import terminal_bot
from rich.console import Console

from landsraad.interfaces.cli import build_parser, main
from landsraad.interfaces.play import make_session
from landsraad.rules.ruleset import PLANNED, implied_modules

SIX = ("--edition", "uprising", "--players", "6")
SIX_MODULES = ("choam", "uprising_six")


@pytest.fixture
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)
    yield


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(args)
    got = capsys.readouterr()
    return status, got.out, got.err


def test_six_players_on_uprising_imply_the_team_game_and_choam() -> None:
    """S850: the count implies the module after CHOAM (002 six players C); other tables, other
    counts and a game naming the module already are left as they are."""
    assert implied_modules("uprising", 6, ()) == SIX_MODULES
    assert implied_modules("uprising", 6, ("choam",)) == SIX_MODULES
    assert implied_modules("uprising", 6, SIX_MODULES) == SIX_MODULES
    # another module is kept in front (Immortality joins: 002 INMORTALIDAD; one the team game does not
    # take is left for GameConfig to refuse with its reason)
    assert implied_modules("uprising", 6, ("immortality",)) == ("immortality", *SIX_MODULES)
    assert implied_modules("uprising", 4, ()) == ()
    assert implied_modules("base", 6, ()) == ()
    assert implied_modules("uprising", True, ()) == ()  # a bool is no player count


def test_six_players_are_refused_with_the_reason_while_the_mode_is_planned(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A mode still refused (`PLANNED`, as this one was until its rules were complete): every command
    says why, and nothing runs."""
    monkeypatch.setitem(PLANNED, "uprising_six", "the six-player rules are not complete")
    for args in (["simulate", *SIX, "--games", "1"], ["demo", *SIX], ["bench", *SIX, "--games", "1"],
                 ["tournament", *SIX, "--games", "1", "--workers", "1", "--out", "/nonexistent/x"]):
        status, out, err = run(args, capsys)
        assert status == 2 and out == "", args
        assert "module 'uprising_six' is not available yet: the six-player rules are not complete" in err, args


@pytest.mark.parametrize("args,needle", [
    # Immortality with six players (002 INMORTALIDAD: tests/test_uprising_six_immortality.py)
    (["--edition", "uprising", "--players", "6", "--modules", "immortality"], None),
    (["--edition", "uprising", "--players", "6", "--modules", "immortality", "immortality_up_to_11"], None),
    (["--preset", "uprising+base-cards", "--players", "6"], "a six-player game is not yet played with base_cards"),
    (["--edition", "uprising", "--players", "5"], "for 1 to 4 players, not 5"),
    (["--edition", "base", "--players", "6"], "for 1 to 4 players, not 6"),
    # a game naming the module itself names CHOAM too (the count adds nothing then)
    (["--edition", "uprising", "--players", "6", "--modules", "uprising_six"], "module 'uprising_six' needs choam"),
    (["--edition", "uprising", "--players", "6", "--modules", "choam", "uprising_six"], None),
])
def test_six_player_refusals_are_clear(six: None, capsys: pytest.CaptureFixture[str], args: list[str],
                                       needle: str | None) -> None:
    status, out, err = run(["simulate", *args, "--games", "1", "--json", "--no-progress"], capsys)
    if needle is None:
        assert status == 0 and json.loads(out)["players"] == 6
    else:
        assert status == 2 and out == "" and needle in err


def test_simulate_six_players_counts_wins_by_team(six: None, capsys: pytest.CaptureFixture[str]) -> None:
    """S851: each game is won by a team (002 six players: combined VP, rulings R22); the seats
    alternate teams (002 PREPARACIÓN), so the winner's seat parity is its team."""
    status, out, _ = run(["simulate", *SIX, "--games", "6", "--seed", "3", "--json", "--no-progress",
                          "--agents", "heuristic,random,random,random,random,random"], capsys)
    assert status == 0
    got = json.loads(out)
    assert got["players"] == 6 and len(got["wins_by_seat"]) == 6 and sum(got["wins_by_team"]) == 6
    team_of_winners = [sum(got["wins_by_seat"][t::2]) for t in (0, 1)]
    assert got["wins_by_team"] == team_of_winners
    assert got["decisions"] > 6 * 200


def test_tournament_six_players_credits_every_seat_of_the_winning_team(six: None, tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """A team game's tournament counts a win for each seat of the winning team (S851): with two
    agents rotated over six alternating seats each agent is one team, so their win rates add to 1."""
    out_dir = str(tmp_path)
    status, out, _ = run(["tournament", *SIX, "--games", "4", "--workers", "1", "--agents", "heuristic,random",
                          "--out", out_dir, "--no-progress"], capsys)
    assert status == 0, out
    summary = json.loads((Path(out_dir) / "summary.json").read_text())
    rates = {a: st["win_rate"] for a, st in summary["per_agent"].items()}
    assert set(rates) == {"heuristic", "random"} and rates["heuristic"] + rates["random"] == pytest.approx(1.0)
    assert summary["config"]["players"] == 6 and summary["config"]["modules"] == list(SIX_MODULES)


def test_demo_prints_a_six_player_game_to_its_end(six: None, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["demo", *SIX, "--seed", "4"], capsys)
    assert status == 0
    last = out.strip().splitlines()[-1]
    assert last.startswith("Final VP: P0 ") and "P5 " in last and "winner P" in last
    assert "Great Houses" in out or "Fringe Worlds" in out or "Influence" in out


def test_bench_gives_a_six_player_figure(six: None, capsys: pytest.CaptureFixture[str]) -> None:
    """`landsraad bench --edition uprising --players 6`: that table's random games alone; the full
    suite reports `six_player_decisions_per_s` (bench/engine.py). A figure, never a timed assertion."""
    status, out, _ = run(["bench", *SIX, "--games", "1", "--repeats", "1"], capsys)
    assert status == 0
    got = json.loads(out)
    assert got["modules"] == list(SIX_MODULES) and got["players"] == 6 and got["decisions_per_s"] > 0
    from bench.engine import six_player_rates

    assert six_player_rates(1, 1)["six_player_decisions_per_s"] > 0


def test_bench_six_player_figure_is_null_with_the_reason_while_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench.engine import six_player_rates

    monkeypatch.setitem(PLANNED, "uprising_six", "the six-player rules are not complete")

    got = six_player_rates(1, 1)
    assert got["six_player_decisions_per_s"] is None and "not playable yet" in got["six_player_note"]


def play_in_terminal(args: list[str], seed: int) -> tuple[int, str, int]:
    """The terminal bot (tests/terminal_bot.py), `look` (the whole table) once first."""
    return terminal_bot.play_in_terminal(args, seed, first="look")


@pytest.mark.parametrize("human", [0, 1])
def test_a_six_player_game_with_bots_in_every_seat_but_one_to_the_end(six: None, human: int) -> None:
    """Issue 29 "Done when": bots in five seats and a human (a Commander, then an Ally) typing option
    numbers play a six-player game to its end in the terminal; the end screen names the teams."""
    seats = ["bot"] * 6
    seats[human] = "human"
    status, text, answered = play_in_terminal([*SIX, "--seats", ",".join(seats), "--seed", str(5 + human)],
                                              seed=human)
    assert status == 0 and 0 < answered < 5000
    assert "Game over" in text and "Winner: P" in text
    assert "(the winning team)" in text and text.count("VP together") == 2
    assert "Cmdr" in text and "Ally" in text  # `look`: the players table's team and role columns
    assert "Muad'Dib's team: P0 (Commander) with P2, P4" in text and "Great Houses" in text
    # the log names the board's Factions and posts by name (an option's typed action keeps its id:
    # "faction great_houses", as "faction guild")
    log = [line for line in text.splitlines() if line.lstrip().startswith("·")]
    assert not [line for line in log if "great_houses" in line or "fringe_worlds" in line]


def test_play_hotseat_six_humans_starts(six: None) -> None:
    """Hotseat with six humans: the game starts and asks the first seat (the Intrigue windows ask
    every human: `ask_all_intrigue_windows`, so no answer gives away a hand)."""
    out = StringIO()
    con = Console(file=out, width=100, no_color=True)
    ps = make_session(build_parser().parse_args(["play", *SIX, "--seats", ",".join(["human"] * 6), "--seed", "2"]),
                      con, lambda prompt: None)
    assert ps.config.players == 6 and ps.config.modules == SIX_MODULES and ps.config.ask_all_intrigue_windows
    assert ps.play() == 1 and "end of input" in out.getvalue()


def test_play_refuses_seven_players_with_its_message(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["play", "--players", "7"], capsys)
    assert status == 2 and ("Dune: Imperium is played by 1–4, 6 players (1: solo against two Rivals; 2: with House "
                            "Hagal or against one shared Rival; 6: two teams)") in err
