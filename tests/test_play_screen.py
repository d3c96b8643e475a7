"""Issue 19, the terminal: the per-decision screen fits 120x40 over whole games, one symbol per
meaning, House Hagal and the Rivals named as the log names them, stable option numbers and
names typed as printed (driven through interfaces/play.PlaySession with scripted input)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator

import pytest
from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from landsraad import GameConfig, new_game, view
from landsraad.content import load_content
from landsraad.interfaces import screen
from landsraad.interfaces.play import HELP, PlaySession, Quit, parse_leaders
from landsraad.rules.story import seat_name
from landsraad.rules.view import log_lines

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
        log = log_lines(s)
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
        own = tuple(s.pending) if s.pending is not None and s.pending[1] == seat else None
        # as PlaySession.show_full draws it: a rule on top, the undo line at the bottom
        lines = render(screen.decision_screen(v, CONTENT, events, screen.numbered(v["decision"]["legal"]),
                                              own, width=120, height=40, title=Rule(),
                                              footer=[Text("(undo available: 1 step(s))")]))
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
    marks = [screen.FIRST_MARK, screen.DECIDING_MARK, screen.ALLIANCE_MARK, screen.COMBAT_MARK, screen.ONCE_MARK[1]]
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


# ---- the session: scripted lines through PlaySession (the code `landsraad play` runs) ----------

class Script:
    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)

    def __call__(self, prompt: str) -> str | None:
        return self.lines.pop(0) if self.lines else None


def session(state: object, lines: list[str], players: int = 4) -> tuple[PlaySession, io.StringIO]:
    out = io.StringIO()
    con = Console(file=out, width=120, no_color=True, highlight=False, markup=False, emoji=False)
    assert hasattr(state, "config")
    seats = ["human"] + ["random"] * (players - 1)
    return PlaySession(state.config, 5, seats, con, Script(lines), state=state), out  # type: ignore[arg-type]


def test_spaces_and_cards_by_display_name() -> None:
    s = new_game(GameConfig(players=4, first_player=0, log=True), 5)
    legal = s.legal_actions()
    # an Agent action whose space has a name of several words, typed as printed
    a = next(x for x in legal if x.startswith("agent ") and " " in CONTENT.spaces[x.split()[2]].name)
    cid, sid = a.split()[1:]
    typed = f"agent {CONTENT.cards[cid].name.upper()} \"{CONTENT.spaces[sid].name}\""
    ps, out = session(s.clone(), ["why great flat", 'why "The Great Flat"', "why the great flat dagger",
                                  "?great flat", "why basin", "agent dune", typed])
    ps.human_decision(0)
    text = out.getvalue()
    assert text.count("→ The Great Flat:") >= 3  # 'why' by name: two for the hand, one for Dagger
    assert "Dagger → The Great Flat: " in text
    assert "The Great Flat  [board space" in text  # ?NAME
    assert "'why basin' could be: " not in text  # a name is matched from its start: no space starts 'basin'
    assert "no board space 'basin'" in text
    assert "'agent dune' could be: " in text and "type more of the name" in text  # the candidates, numbered
    assert ps.actions == [a]


def test_why_ambiguous_prefix_lists_the_candidates() -> None:
    s = new_game(GameConfig(players=4, first_player=0, log=True), 5)
    ps, out = session(s, ["why h", "quit"])
    with pytest.raises(Quit):  # Quit
        ps.human_decision(0)
    text = out.getvalue()
    assert "'why h' could be: " in text and "Hagga Basin" in text and "High Council" in text


def test_bare_card_name_in_the_reveal_turn_acquires_it() -> None:
    s = new_game(GameConfig(players=4, first_player=0, log=True), 0)
    s.apply("reveal")
    assert "acquire dr_yueh" in s.legal_actions()
    ps, out = session(s, ["DR. YUEH"])
    ps.human_decision(0)
    assert ps.actions == ["acquire dr_yueh"]


def test_bare_card_name_resolves_a_waiting_reveal_box() -> None:
    """While a Reveal box waits (rulings R12), a card's name alone picks `resolve <card>`."""
    rng = random.Random(0)
    for seed in range(40):
        s = new_game(GameConfig(players=4, log=True), seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            res = [x for x in legal if x.startswith("resolve ")]
            if s.current_player() == 0 and s.pending[0] == "acquire" and res:
                break
            s.apply(rng.choice(legal))
        else:
            continue
        break
    else:
        pytest.fail("no Reveal box waiting for seat 0 in 40 random games")
    cid = res[0].split()[1]
    ps, out = session(s, [CONTENT.cards[cid].name.lower()])
    ps.human_decision(0)
    matches = [x for x in legal if x.split()[0] in ("acquire", "resolve") and x.split()[1] == cid]
    assert ps.actions == ([res[0]] if len(matches) == 1 else []), out.getvalue()[-400:]


def test_option_numbers_do_not_shift_within_a_run() -> None:
    """After an acquisition (the Imperium Row refilled from the deck), the options still there
    keep their numbers, a new one takes a new number, and a number whose action is gone is
    refused with what it was, changing nothing."""
    s = new_game(GameConfig(players=4, first_player=0, log=True), 0)
    s.apply("reveal")
    first = list(enumerate(s.legal_actions(), 1))
    ps, out = session(s, ["acquire dr yueh", str(dict((a, n) for n, a in first)["acquire dr_yueh"]), "quit"])
    ps.human_decision(0)
    before = dict((a, n) for n, a in first)
    legal_now = ps.state.legal_actions()
    ps.number_options(0, "acquire", legal_now)
    for n, a in ps.options_now:
        if a in before:
            assert n == before[a]  # kept its number
        else:
            assert n > len(first)  # a new action never takes a number shown before
    with pytest.raises(Quit):  # the 'quit' after the refused number
        ps.human_decision(0)
    assert f"no option {before['acquire dr_yueh']}: it was 'acquire dr_yueh'" in out.getvalue()
    assert ps.actions == ["acquire dr_yueh"]
    # another seat deciding (or another kind of decision) numbers afresh from 1
    ps.number_options(0, "turn", ["reveal", "pass"])
    assert ps.options_now == [(1, "reveal"), (2, "pass")]


def test_players_screen_shows_teams_and_won_conflict_cards() -> None:
    """The `players` command lists a player's team and the zones in front of them (rules/zones.py
    ZONES: Conflict cards kept by `conflict_card_kept`, docs/rulings.md R21)."""
    from landsraad.rules.zones import zone_add

    s = new_game(GameConfig(players=3), 1)
    zone_add(s.players[1], "conflicts", "skirmish_a")
    content = load_content("base")
    text = "\n".join(render([screen.player_zones(view(s, 0), content, 1)]))
    assert "Conflict cards won: " + content.conflicts["skirmish_a"].name in text
    assert "team" not in render([screen.player_zones(view(s, 0), content, 1)])[0]
    from landsraad.rules.ruleset import MODULES, Module, Seat, register_module

    register_module(Module(name="toy_screen_teams", seats=lambda c: tuple(Seat(team=i % 2) for i in range(c.players))))
    try:
        t = new_game(GameConfig(players=4, modules=("toy_screen_teams",)), 1)
        assert "team 1" in render([screen.player_zones(view(t, 0), content, 3)])[0]
    finally:
        MODULES.pop("toy_screen_teams")
