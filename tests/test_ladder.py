"""The strength ladder command (issue 31, bench/ladder.py) at a tiny size, so that it cannot rot:
it plays real games through the engine for a multi-seat row and a solo row, and rewrites only the
section between its markers. No timing is asserted."""

from __future__ import annotations

import pytest

from bench import ladder


def test_ladder_rows_cover_every_product_and_difficulty() -> None:
    names = set(ladder.ROWS)
    assert {"base-4p", "immortality-4p", "uprising-4p", "uprising-choam-4p"} <= names
    for d in ("mercenary", "sardaukar", "mentat", "kwisatz_haderach"):
        assert f"base-solo-{d}" in names and f"uprising-solo-{d}" in names
    # issue 31 "every product and player count": each count the base game (000: 1-4) and Uprising
    # (002: 1-4, and six in teams) are played at has a row
    for edition, counts in (("base", (1, 2, 3, 4)), ("uprising", (1, 2, 3, 4, 6))):
        assert {r.players for r in ladder.ROWS.values() if r.edition == edition} == set(counts)


def test_ladder_parity_is_one_in_the_players_or_the_teams() -> None:
    """Six players are two teams of three (002 PARTIDAS DE SEIS JUGADORES): parity 1/2, not 1/6."""
    rows = ladder.ROWS
    assert rows["base-4p"].parity() == 0.25 and rows["base-3p"].parity() == pytest.approx(1 / 3)
    assert rows["base-2p"].parity() == 0.5 and rows["uprising-2p"].parity() == 0.5
    assert rows["uprising-six"].parity() == 0.5 and rows["base-solo-mercenary"].parity() == 0.0


def test_ladder_counts_a_team_win_as_the_levels_win() -> None:
    """At six, a win is the level's team's (002: the team with the most VP wins): the cell's wins are
    the games where the level's seat is on the winning team, whichever seat of it has the most VP."""
    from landsraad.sim import make_agents, play_game
    from landsraad.tournament import seat_agents

    row = ladder.ROWS["uprising-six"]
    cell = ladder.play_cell(row, "easy", 1, 5)
    out = play_game(row.config(), 5, make_agents(list(seat_agents(["easy"] + [ladder.OPPONENT] * 5, 6, 0)), 6, 5))
    s = out.state
    same_team = s.rules.seats[0].team == s.rules.seats[s.winner].team
    assert cell.games == 1 and cell.wins == int(same_team)


def test_ladder_tiny_run_writes_its_section(tmp_path) -> None:
    doc = tmp_path / "agents.md"
    doc.write_text(f"# Agents\n\nbefore\n\n{ladder.BEGIN}\nold table\n{ladder.END}\n\nafter\n")
    cells, text = ladder.run(["--games", "2", "--levels", "easy", "--rows", "base-4p,uprising-solo-mercenary",
                              "--out", str(doc), "--quiet"])
    assert [c.games for c in cells] == [2, 2]
    assert all(0 <= c.wins <= c.games and c.decisions > 0 for c in cells)
    out = doc.read_text()
    assert "old table" not in out and out.startswith("# Agents\n\nbefore\n") and out.endswith("after\n")
    assert "| Base, 4 players | easy (`heuristic:easy`) | 2 |" in out
    assert "| Uprising solo, mercenary | easy (`heuristic:easy`) | 2 |" in out
    assert text in out


@pytest.mark.parametrize("argv, words", [
    (["--rows", "chess-4p"], "unknown rows"),
    (["--levels", "grandmaster"], "unknown agent"),
    (["--games", "0"], "at least 1"),
])
def test_ladder_refuses_bad_arguments(argv: list[str], words: str) -> None:
    with pytest.raises(SystemExit, match=words):
        ladder.run(argv)


def test_solo_diag_reports_vp_by_source(capsys) -> None:
    """bench/solo_diag.py (issue 31): one real solo game, its VP by source for the player and the
    Rivals; the sources it lists add up to the VP on the score track."""
    from bench import solo_diag

    assert solo_diag.main(["--edition", "base", "--agent", "heuristic:easy", "--games", "1"]) == 0
    out = capsys.readouterr()
    assert "base solo mercenary, heuristic:easy:" in out.out and "| total |" in out.out
    vps = [int(x) for x in out.err.split("vp [", 1)[1].split("]", 1)[0].split(",")]
    total = next(line for line in out.out.splitlines() if line.startswith("| total |")).split("|")
    assert float(total[2]) == vps[0] and float(total[3]) == sum(vps[1:])
    with pytest.raises(SystemExit, match="at least 1"):
        solo_diag.main(["--games", "0"])
