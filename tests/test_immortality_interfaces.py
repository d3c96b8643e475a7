"""Issue 18 "Everywhere": Immortality (seed 003) through the interfaces — `--modules immortality` (and its
"Up to 11" variant, 003 VARIANTES) in `simulate`, `replay`, `tournament`, `cards` and `play`; the Bene
Tleilax board in the view and on the terminal's table (003 EL TABLERO DE LA BENE TLEILAX: both tracks
with their tokens, specimens, the Tleilaxu Row, Family Atomics, grafts), within 120x40 over whole games."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from rich.rule import Rule
from rich.text import Text

from landsraad import GameConfig, new_game, view
from landsraad.interfaces import screen
from landsraad.interfaces.cli import main
from landsraad.modules.immortality.render import board_line, player_columns
from landsraad.modules.immortality.state import FAMILY_ATOMICS, RESEARCH, TLEILAXU, TLEILAXU_DECK
from landsraad.rules.view import log_lines
from landsraad.tournament import make_jobs, play_job
from tests.test_play_cli import check_plain_80, play_first_options
from tests.test_play_screen import render

IMM = ("immortality",)


def test_simulate_and_replay_with_the_module(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--modules", "immortality", "--players", "3", "--games", "2", "--seed", "5",
                 "--json", "--no-progress", "--save", str(tmp_path)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and summary["decisions"] > 300
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 2
    assert json.loads(records[0].read_text())["config"]["modules"] == ["immortality"]
    assert main(["replay", *map(str, records)]) == 0
    assert capsys.readouterr().out.count("ok: all hashes match") == 2


def test_up_to_11_solo_and_comma_separated_modules(capsys: pytest.CaptureFixture[str]) -> None:
    """003 VARIANTES, "Hasta los 11" (the module immortality_up_to_11), solo against two Rivals."""
    assert main(["simulate", "--modules", "immortality,immortality_up_to_11", "--players", "1", "--games", "2",
                 "--json", "--no-progress"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert max(summary["mean_vp_by_seat"]) >= 10


@pytest.mark.parametrize("modules,needle", [(["bogus"], "unknown module 'bogus'"),
                                            (["immortality_up_to_11"], "needs immortality before it")])
def test_a_bad_module_is_refused_with_a_clear_error(modules: list[str], needle: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--modules", *modules, "--games", "1", "--no-progress"]) == 2
    assert needle in capsys.readouterr().err


def test_tournament_jobs_carry_the_modules() -> None:
    jobs = make_jobs("base", 3, ["random", "heuristic"], 2, 7, modules=IMM)
    assert all(j.modules == IMM for j in jobs)
    out = play_job(jobs[0])
    assert out["winner"] >= 0 and out["decisions"] > 100
    with pytest.raises(ValueError, match="unknown module"):
        make_jobs("base", 3, ["random"], 1, 0, modules=("bogus",))


def test_cards_lists_the_module_and_accepts_its_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--modules", "immortality", "immortality_up_to_11", "--show", "Ghola"]) == 0
    assert "Ghola" in capsys.readouterr().out


def test_the_view_shows_the_bene_tleilax_board_only_in_a_game_with_the_module() -> None:
    assert "immortality" not in view(new_game(GameConfig(players=3), 1), 0)
    s = new_game(GameConfig(players=3, modules=IMM), 1)
    imm = view(s, -1)["immortality"]
    # 003 Preparación: tokens on the first spaces, 2 spice on the fourth Tleilaxu space, two Row cards,
    # a Family Atomics token each
    assert imm["research_columns"] == [0, 0, 0] and imm["tleilaxu"] == [0, 0, 0] and imm["markers"] == [0, 0, 0]
    assert imm["tleilaxu_spice"] == 2 and imm["tleilaxu_spice_index"] == 4
    assert len(imm["tleilaxu_row"]) == 2 and imm["row_card"] == "reclaimed_forces"
    assert imm["family_atomics"] == [0, 1, 2] and imm["grafted"] == []
    v = view(s, 0)
    line = board_line(v, s.rules.content)
    assert line.startswith("Tleilaxu Row: ") and line.endswith("Reclaimed Forces   2 spice on Tleilaxu 4   Tleilaxu deck 16")
    assert player_columns(v) == [("res", ["0", "0", "0"]), ("tlx", ["0", "0", "0"]), ("spec", ["0", "0", "0"]),
                                 ("FA", ["A", "A", "A"])]


def test_the_board_follows_the_game_tokens_specimens_grafts() -> None:
    s = new_game(GameConfig(players=4, modules=IMM), 7)  # a seed whose random players graft
    rng = random.Random(7)
    saw_graft = saw_specimen = saw_research = False
    while not s.is_terminal():
        v = view(s, -1)
        imm = v["immortality"]
        assert imm["research"] == list(RESEARCH.get(s)) and imm["tleilaxu"] == list(TLEILAXU.get(s))
        text = board_line(v, s.rules.content)
        if imm["grafted"]:
            saw_graft = True
            assert "Grafted: " in text
        saw_specimen |= any(len(p["zones"].get("specimens", ())) for p in v["players"])
        saw_research |= any(imm["research_columns"])
        s.apply(rng.choice(s.legal_actions()))
    assert saw_graft and saw_specimen and saw_research


@pytest.mark.parametrize("players,seed", [(1, 1), (4, 4)])
def test_decision_screen_fits_120_by_40_with_the_module(players: int, seed: int) -> None:
    """As tests/test_play_screen.py, with the Bene Tleilax board (one line, and four columns of the
    players' table) and leaders: always within 120 columns and 40 lines. Where Immortality's own
    options (Tleilaxu Row cards, return a specimen, Family Atomics) lengthen a Reveal turn already
    at the limit, the latest events give way first, then the options' glosses (`options` shows
    them: issue 18)."""
    leaders = ("random",) * {1: 3, 2: 2}.get(players, players)
    s = new_game(GameConfig(players=players, leaders=leaders, modules=IMM, log=True), seed)
    content = s.rules.content
    rng = random.Random(seed)
    seen: dict[int, int] = {}
    checked = compact = 0
    while not s.is_terminal():
        seat = s.current_player()
        log = log_lines(s)
        events = log[seen.get(seat, 0):]
        seen[seat] = len(log)
        v = view(s, seat)
        if "legal" in v["decision"]:
            own = tuple(s.pending) if s.pending is not None and s.pending[1] == seat else None
            lines = render(screen.decision_screen(v, content, events, screen.numbered(v["decision"]["legal"]), own,
                                                  width=120, height=40, title=Rule(),
                                                  footer=[Text("(undo available: 1 step(s))")]))
            assert max(map(len, lines)) <= 120 and len(lines) <= 40, "\n".join(lines)
            compact += any("type 'options'" in line for line in lines)
            assert any(line.startswith("Tleilaxu Row: ") for line in lines)
            assert any("int res tlx spec FA" in line for line in lines)
            checked += 1
        s.apply(rng.choice(s.legal_actions()))
    assert checked > 30 and compact * 20 < checked  # the glosses give way rarely


def test_a_terminal_game_with_the_module_is_played_to_the_end() -> None:
    status, out = play_first_options(["--modules", "immortality", "--seats", "human,random,heuristic",
                                      "--seed", "12", "--leaders", "none"])
    assert status == 0
    assert "Game over" in out and "res tlx spec" in out and "Tleilaxu Row: " in out
    check_plain_80(out)


def test_a_terminal_game_with_up_to_11_solo_is_played_to_the_end() -> None:
    status, out = play_first_options(["--modules", "immortality", "immortality_up_to_11", "--players", "1",
                                      "--seats", "human", "--seed", "4", "--leaders", "none"])
    assert status == 0 and "Game over" in out


def test_the_heuristic_values_the_bene_tleilax_board() -> None:
    """agents/heuristic.py IMMORTALITY_WEIGHTS: research columns, genetic markers, Tleilaxu spaces,
    specimens and Family Atomics held each add to a seat's value."""
    from landsraad.agents.heuristic import evaluate
    from landsraad.rules.zones import zone_add

    s = new_game(GameConfig(players=3, modules=IMM), 2)
    base = evaluate(s, 0)
    for change in ("research", "marker", "tleilaxu", "specimen", "atomics"):
        t = s.clone()
        if change == "research":
            RESEARCH.put(t, ("c2r2", *RESEARCH.get(t)[1:]))
        elif change == "marker":
            RESEARCH.put(t, ("c4r2", *RESEARCH.get(t)[1:]))
        elif change == "tleilaxu":
            TLEILAXU.put(t, (2, *TLEILAXU.get(t)[1:]))
        elif change == "specimen":
            t.players[0].supply -= 1
            zone_add(t.players[0], "specimens", "specimen")
        else:
            FAMILY_ATOMICS.put(t, FAMILY_ATOMICS.get(t)[1:])
        assert (evaluate(t, 0) < base) if change == "atomics" else (evaluate(t, 0) > base), change
    marker = s.clone()
    RESEARCH.put(marker, ("c4r2", *RESEARCH.get(marker)[1:]))
    column3 = s.clone()
    RESEARCH.put(column3, ("c3r3", *RESEARCH.get(column3)[1:]))
    assert evaluate(marker, 0) - evaluate(column3, 0) > 2.0  # the first genetic marker is worth more


@pytest.mark.parametrize("agent", ["heuristic", "explorer", "search"])
def test_every_agent_plays_a_game_with_the_module_to_its_end(agent: str) -> None:
    from landsraad.sim import make_agents, play_game

    out = play_game(GameConfig(players=3, modules=IMM), 6, make_agents([agent, "random", "random"], 3, 6))
    assert out.state.is_terminal() and out.state.winner >= 0 and out.decisions > 100


def test_the_board_line_is_one_line_at_any_width() -> None:
    s = new_game(GameConfig(players=4, modules=IMM), 2)
    v = view(s, 0)
    for width in (80, 120):
        lines = render(screen.full_screen(v, s.rules.content, width=width), width)
        row = [line for line in lines if line.startswith("Tleilaxu Row: ")]
        assert len(row) == 1 and len(row[0]) <= width
        # the whole line, or cut with an ellipsis: never wrapped onto a second line
        assert row[0].endswith(("…", f"Tleilaxu deck {len(TLEILAXU_DECK.get(s))}")), row[0]


def test_uprising_with_immortality_through_the_interfaces() -> None:
    """The Uprising board (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD), now that Uprising is open to
    players (no test fixture): a random game played to its end, checking on the way the view's board, the
    terminal's table (Uprising's Spy and icon columns beside Immortality's four), the browser's texts and
    layout and the RL observation."""
    import numpy as np

    from landsraad import rl
    from landsraad.interfaces.texts import Reader
    from landsraad.interfaces.web.client import content_payload
    from landsraad.interfaces.web.layout import table_payload

    s = new_game(GameConfig(edition="uprising", players=4, modules=IMM, log=True), 5)
    enc = rl.observation_encoder("uprising", IMM)
    rng = random.Random(5)
    steps = 0
    while not s.is_terminal():
        if steps == 120:
            v = view(s, s.current_player())
            assert v["immortality"]["research"] == list(RESEARCH.get(s))
            assert board_line(v, s.rules.content).startswith("Tleilaxu Row: ")
            assert [h for h, _ in player_columns(v)] == ["res", "tlx", "spec", "FA"]
            lines = render([screen.players_table(v, s.rules.content)])
            assert "int spy icons res tlx spec FA" in " ".join(lines[0].split()), lines[0]
            reader = Reader.of_view(v)
            assert reader.modules == IMM
            assert "reclaimed_forces" in content_payload("uprising", reader)["cards"]
            assert len(table_payload("uprising", reader)["immortality"]["research"]) == 22
            o = enc.encode(v)
            assert np.isfinite(o).all() and o[enc.block("immortality.research").start:].sum() > 0
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
    assert steps > 120 and s.result()["winner"] >= 0


def test_uprising_with_immortality_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--edition uprising --modules immortality`: `simulate` saves records that `replay` checks hash by
    hash, and a terminal game (`play`) is played to its end at 80 columns."""
    assert main(["simulate", "--edition", "uprising", "--modules", "immortality", "--players", "4", "--games", "2",
                 "--seed", "8", "--json", "--no-progress", "--save", str(tmp_path)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and summary["decisions"] > 300
    records = sorted(tmp_path.glob("*.json"))
    config = json.loads(records[0].read_text())["config"]
    assert config["edition"] == "uprising" and config["modules"] == ["immortality"]
    assert main(["replay", *map(str, records)]) == 0
    assert capsys.readouterr().out.count("ok: all hashes match") == 2
    status, out = play_first_options(["--edition", "uprising", "--modules", "immortality",
                                      "--seats", "human,random,heuristic", "--seed", "12"])
    assert status == 0
    # at 80 columns the players' table holds Uprising's and Immortality's columns only with some headers
    # and cells cut to an ellipsis (not done: a denser table; at 120 columns all show, the test above)
    assert "Game over" in out and "icons" in out and "tlx" in out and "Tleilaxu Row: " in out
    check_plain_80(out)
