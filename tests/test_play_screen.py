"""Issue 19, the terminal: the per-decision screen fits 120x40 over whole games, one symbol per
meaning, House Hagal and the Rivals named as the log names them, stable option numbers and
names typed as printed (driven through interfaces/play.PlaySession with scripted input)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator

import pytest
from rich.console import Console

from landsraad import GameConfig, new_game, view
from landsraad.content import load_content
from landsraad.interfaces import screen
from landsraad.interfaces.play import HELP, PlaySession, parse_leaders
from landsraad.rules.story import seat_name

CONTENT = load_content("base")


def render(parts: list, width: int = 120) -> list[str]:
    con = Console(width=width, file=io.StringIO(), no_color=True, highlight=False, markup=False, emoji=False)
    with con.capture() as cap:
        for p in parts:
            con.print(p)
    return [line.rstrip() for line in cap.get().splitlines()]


def decisions(players: int, seed: int) -> Iterator[tuple[object, int, list[str]]]:
    """Every decision of a whole random game with random leaders: (state, seat, the log lines
    since that seat last decided)."""
    leaders = ("random",) * {1: 3, 2: 2}.get(players, players)
    s = new_game(GameConfig(players=players, leaders=leaders, log=True), seed)
    rng = random.Random(seed)
    seen: dict[int, int] = {}
    while not s.is_terminal():
        seat = s.current_player()
        log = s.log or []
        yield s, seat, log[seen.get(seat, 0):]
        seen[seat] = len(log)
        s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("players,seed", [(1, 1), (2, 2), (3, 3), (4, 4)])
def test_decision_screen_fits_120_by_40_over_whole_games(players: int, seed: int) -> None:
    """1 (solo vs two Rivals), 2 (House Hagal), 3 and 4 players, all with leaders: every
    decision's screen, with the events since that seat last decided, is at most 120 columns and
    40 lines (the 41st is the prompt)."""
    checked = most = 0
    for s, seat, events in decisions(players, seed):
        v = view(s, seat)
        if "legal" not in v["decision"]:
            continue
        lines = render(screen.decision_screen(v, CONTENT, events, screen.numbered(v["decision"]["legal"]),
                                              None, width=120, height=40))
        assert max(map(len, lines)) <= 120, [x for x in lines if len(x) > 120][:2]
        assert len(lines) <= 40, "\n".join(lines)
        most = max(most, len(lines))
        checked += 1
    assert checked > 30 and most >= 30  # whole games, screens that use the room


def test_automa_seats_are_named_as_in_the_log() -> None:
    """House Hagal (2 players) and the solo Rivals carry the log's names in the table."""
    for players in (1, 2):
        s = new_game(GameConfig(players=players, log=True), 3)
        v = view(s, 0)
        text = "\n".join(render(screen.full_screen(v, CONTENT)))
        for seat in s.automa:
            name = seat_name(s, seat)
            assert screen.seat_label(v, seat) == name
            assert any(line.startswith(name) for line in text.splitlines()), name  # its row in the table
        assert ("House Hagal" in text) == (players == 2)
        assert ("P1 (Rival)" in text) == (players == 1)


def test_one_symbol_per_meaning_with_a_legend() -> None:
    marks = [screen.FIRST_MARK, screen.DECIDING_MARK, screen.ALLIANCE_MARK, screen.COMBAT_MARK, screen.ONCE_MARK]
    assert len(set(marks)) == len(marks)
    for m in marks:
        assert f"  {m} " in HELP or f" {m}: " in HELP or f"{m} after" in HELP or f"  {m}:" in HELP
    # the Arrakeen cell (a combat space) carries the combat mark; an Alliance the Alliance mark only
    s = new_game(GameConfig(players=4, log=True), 1)
    v = view(s, -1)
    v["alliance"]["emperor"] = 2  # seat 2 holds the Emperor Alliance
    lines = render(screen.full_screen(v, CONTENT))
    board = next(x for x in lines if "Arrakeen" in x)
    assert f"Arrakeen {screen.COMBAT_MARK}" in board and screen.ALLIANCE_MARK not in board
    row = next(x for x in lines if x.startswith("P2"))
    assert screen.ALLIANCE_MARK in row and screen.COMBAT_MARK not in row


def test_play_picks_random_leaders_by_default() -> None:
    assert parse_leaders(None, 4, CONTENT) == ("random",) * 4
    assert parse_leaders(None, 1, CONTENT) == ("random",) * 3  # the Rivals have leaders too
    assert parse_leaders(None, 2, CONTENT) == ("random",) * 2  # House Hagal has none
    assert parse_leaders("none", 4, CONTENT) == ()
    assert parse_leaders("Duke Leto Atreides,none", 3, CONTENT) == ("leto_atreides", None)
