"""The six-player table in the terminal (issue 29; seed 002 "PARTIDAS DE SEIS JUGADORES"), drawn from
a seat's view only: the board's own Factions (Preparación A: "las Facciones del Emperador y de los
Fremen han sido reemplazadas por las Facciones de las Grandes Casas y de los Mundos Fronterizos"),
read from the game's board (content.factions) rather than a hard-coded four (issue 27); the teams,
Commanders and Allies (PREPARACIÓN, the seating); the Commanders' personal boards and tracks
(Tableros personales); the Throne Row (Fila del Trono de Shaddam); the words of the mode's own steps
(Activación de aliados, Comerciar). The mode is refused to players until its rules are complete:
the refusal is lifted for each test."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from rich.console import Console

from landsraad import GameConfig, GameState, new_game, view
from landsraad.content.names import localized
from landsraad.interfaces import screen
from landsraad.interfaces.texts import FACTION_NAMES, PRINTED, effect_text
from landsraad.modules.uprising_six.data import six_data
from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE
from landsraad.modules.uprising_six.words import BOARD_FACTIONS
from landsraad.rules.ruleset import PLANNED
from landsraad.rules.story import declare_factions
from landsraad.sim import choose, make_agents


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)
    yield


def game(seed: int = 3, steps: int = 0) -> GameState:
    s = new_game(GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"), log=True), seed)
    agents = make_agents(["random"], 6, seed)
    for _ in range(steps):
        seat = s.current_player()
        s.apply(choose(agents[seat], s, seat))
    return s


def text_of(parts: list, width: int = 100) -> str:  # type: ignore[type-arg]
    con = Console(width=width, no_color=True, highlight=False)
    with con.capture() as cap:
        for part in parts:
            con.print(part)
    return cap.get()


def test_the_declared_factions_are_the_boards_names() -> None:
    """Preparación A: the six-player side's tracks as board.yaml prints them; the words every reader
    uses (rules/story.py declare_factions) are those names, so the board is the one source."""
    board = {f.id: f.name for f in six_data().board.factions.values()}
    assert {f: board[f] for f in BOARD_FACTIONS} == BOARD_FACTIONS
    assert set(board) - set(BOARD_FACTIONS) == {"guild", "bene_gesserit"}  # the four's own words
    assert all(FACTION_NAMES[f] == name for f, name in BOARD_FACTIONS.items())
    with pytest.raises(ValueError, match="named twice"):
        declare_factions({"great_houses": "Greater Houses"})  # a name is declared once


def test_the_screen_names_the_six_player_factions_from_the_board() -> None:
    """The board's areas and the players table's Influence columns are the game's Factions, in
    track order; spaces moving a Commander's own track form his board's area (S852)."""
    s = game(steps=40)
    content = s.rules.content
    assert screen.faction_areas(content) == ("great_houses", "guild", "bene_gesserit", "fringe_worlds")
    text = text_of(screen.full_screen(view(s, 0), content, width=100))
    assert "Great Houses" in text and "Fringe Worlds" in text
    assert "Emperor board" in text and "Fremen board" in text  # Sardaukar, Vast Wealth; Hardy Warriors ...
    assert "great_houses" not in text and "fringe_worlds" not in text
    header = next(line for line in text.splitlines() if " VP " in line and " sol " in line)
    assert header.split()[7:11] == ["GH", "Gld", "BG", "FW"]  # initials of the board's names (S852)
    board = screen.board_table(view(s, 0), content, 100)
    rows = text_of([board]).splitlines()
    gh = next(r for r in rows if r.lstrip().startswith("Great Houses"))
    assert "Economic Support" in gh and "Military Support" in gh
    assert not any(r.lstrip().startswith("Emperor ") and "Economic" in r for r in rows)


def test_the_four_factions_of_a_four_player_game_are_unchanged() -> None:
    s = new_game(GameConfig(edition="uprising", players=4), 1)
    content = s.rules.content
    assert screen.faction_areas(content) == ("emperor", "guild", "bene_gesserit", "fremen")
    text = text_of(screen.full_screen(view(s, 0), content, width=100))
    assert "Emperor" in text and "Fremen" in text and "board " not in text.split("Spies:")[0]
    header = next(line for line in text.splitlines() if " VP " in line and " sol " in line)
    assert header.split()[7:11] == ["Emp", "Gld", "BG", "Fre"]


def test_teams_roles_and_personal_tracks_on_the_screen() -> None:
    """PREPARACIÓN: Muad'Dib (seat 0) and Shaddam (seat 3) face each other, each with two Allies;
    the players table says each seat's team and role; a Commander's personal track is shown."""
    s = game(steps=60)
    v = view(s, 2)
    text = text_of(screen.full_screen(v, s.rules.content, width=140), width=140)
    assert "Muad'Dib's team: P0 (Commander) with P2, P4" in text
    assert "Shaddam Corrino IV's team: P3 (Commander) with P1, P5" in text
    tracks = PERSONAL_INFLUENCE.get(s.players[0]), PERSONAL_INFLUENCE.get(s.players[3])
    assert f"Personal tracks: P0 Fremen {tracks[0]} · P3 Emperor {tracks[1]}" in text
    assert "Activated Allies:" in text and "Throne Row:" in text
    rows = {line.split()[0].rstrip("^>"): line.split() for line in text.splitlines()
            if line[:2] in {f"P{k}" for k in range(6)} and ("Cmdr" in line or "Ally" in line)}
    assert {k: r[r.index("Cmdr") - 1 if "Cmdr" in r else r.index("Ally") - 1] for k, r in rows.items()} == {
        "P0": "MD", "P1": "Sh", "P2": "MD", "P3": "Sh", "P4": "MD", "P5": "Sh"}
    assert [("Cmdr" in rows[f"P{k}"]) for k in range(6)] == [True, False, False, True, False, False]


def test_the_throne_row_and_activated_allies_read_from_the_view() -> None:
    """The view's public state carries them; the screen shows what it holds (cards by name)."""
    from landsraad.modules.uprising_six import screen as six_screen

    s = game(steps=5)
    v = view(s, 1)
    v["state"] = {**v["state"], "throne_row": ["leadership"], "activated": [2], "swordmaster_bonus": [5]}
    text = text_of([*six_screen.board_lines(v, s.rules.content), *six_screen.row_lines(v, s.rules.content)])
    assert "Throne Row: Leadership" in text and "Activated Allies: P2" in text and "Swordmaster Bonus: P5" in text


def test_the_screen_shows_only_the_viewing_seats_hand() -> None:
    """002 COMUNICACIÓN: a team shares the board, not the hands: a seat's screen names its own hand
    only (a team mate's is a count)."""
    s = game(steps=30)
    content = s.rules.content
    for seat in range(6):
        text = text_of(screen.full_screen(view(s, seat), content, width=120), width=120)
        assert f"P{seat} hand:" in text
        assert not any(f"P{k} hand:" in text for k in range(6) if k != seat)


def test_the_six_player_words_in_spanish() -> None:
    s = game(steps=10)
    content = localized(s.rules.content, "es")
    text = text_of(screen.full_screen(view(s, 0), content, width=120, lang="es"), width=120)
    assert "Grandes Casas" in text and "Mundos Fronterizos" in text
    assert screen.faction_short("great_houses", "es") == "GC" and screen.faction_short("fringe_worlds", "ru") == "ОМ"


def test_the_modules_steps_read_as_words() -> None:
    """002 Activación de aliados (a gain for the activated Ally), Reforzar, Comerciar, Fila del Trono:
    a decision's options are words, not effect tuples."""
    assert effect_text(("six_for", 4, ("spice", 1)), PRINTED) == "P4: +1 spice"
    assert effect_text(("six_for", 2, ("recruit", 2)), PRINTED) == "P2: recruit 2 troops"
    assert effect_text(("six_trade_with", 5), PRINTED) == "trade with P5"
    assert effect_text(("six_give", 1, "water", 2), PRINTED) == "give P1 2 water"
    assert effect_text(("six_give", 1, "nothing", 0), PRINTED) == "give P1 nothing"
    assert effect_text(("six_to_throne", "leadership"), PRINTED).startswith("move ")
    # 002 Empates entre Aliados (S826-S827), the Commander's own track (S820)
    assert effect_text(("six_concede", 2), PRINTED) == "concede the higher reward to P2"
    assert effect_text(("six_keep_tie", 2, True), PRINTED) == "keep the tie with P2"
    assert effect_text(("six_track", "emperor_board", 1), PRINTED) == "1 Influence on your personal board's track"


def test_random_six_player_screens_never_show_an_effect_tuple() -> None:
    """Over random positions every decision's numbered options read as words (no "six_" word)."""
    from landsraad.interfaces.screen import options_block

    rng = random.Random(0)
    s = game(seed=11)
    content = s.rules.content
    seen = 0
    while not s.is_terminal() and seen < 400:
        seat = s.current_player()
        v = view(s, seat)
        legal = v["decision"]["legal"]
        block = options_block(screen.numbered(legal), v["decision"]["kind"], s.pending, content)
        assert "six_" not in text_of([block]), text_of([block])
        s.apply(rng.choice(legal))
        seen += 1
