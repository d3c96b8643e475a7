"""The terminal's `help` legend for a six-player table (issue 29; seed 002 "PARTIDAS DE SEIS JUGADORES"):
every short form the six-player players table prints — its columns (the board's own Factions by their
initials: S852; the team, role and personal track columns: modules/uprising_six/screen.py) and the
team and role cells — is explained in `help`, in every language (interfaces/play.py `help_text`,
interfaces/screen.py `help_legend`, the part's `help_lines`)."""

from __future__ import annotations

import re

import pytest
from rich.console import Console

from landsraad import GameConfig, GameState, new_game, view
from landsraad.content.names import localized
from landsraad.i18n import LANGUAGES, translator
from landsraad.interfaces import screen
from landsraad.interfaces.play import HELP, help_text
from landsraad.modules.uprising.screen import LEGEND as UPRISING_LEGEND
from landsraad.modules.uprising_six import screen as six_screen

SIX = ("choam", "uprising_six")


def six_game() -> GameState:
    return new_game(GameConfig(edition="uprising", players=6, modules=SIX), 3)


def table_rows(s: GameState, lang: str) -> list[list[str]]:
    """The players table as printed for seat 0, split in words (header first)."""
    con = Console(width=180, no_color=True, highlight=False)
    with con.capture() as cap:
        con.print(screen.players_table(view(s, 0), localized(s.rules.content, lang), 180, lang))
    return [line.split() for line in cap.get().splitlines() if line.strip() and not set(line.strip()) <= {"─"}]


def explained(form: str, text: str) -> bool:
    """The short form stands in the text as a word of its own (not inside another word)."""
    return re.search(r"(?<!\w)" + re.escape(form) + r"(?!\w)", text) is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_short_form_of_the_six_player_table_is_in_the_help_legend(lang: str) -> None:
    s = six_game()
    rows = table_rows(s, lang)
    header, seats = rows[0], [r for r in rows[1:] if r and r[0].rstrip("^>").startswith("P")]
    assert len(seats) == 6
    leader = screen.short(lang, screen.LEADER_COLUMN)
    forms = {h for h in header if h != leader}  # (the leader column is a word, not a short form)
    own = [screen.faction_short(f, lang) for f in ("great_houses", "fringe_worlds")]
    assert set(own) <= forms  # the board's own Factions' columns (S852)
    # the team and role cells, as the six-player part gives the table its columns (the personal
    # track's cells are numbers)
    columns = six_screen.table_columns(view(s, 0), s.rules.content, lang)
    assert {head for head, _j, _cells in columns} <= forms
    cells = {c for head, _j, col in columns for c in col if c and not c.isdigit()}
    assert len(cells) == 4 and all(any(c in r for r in seats) for c in cells)  # two teams, two roles
    text = help_text(view(s, 0), localized(s.rules.content, lang), lang)
    missing = sorted(f for f in forms | cells if not explained(f, text))
    assert missing == [], (lang, missing)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_six_player_legend_is_only_a_six_player_games(lang: str) -> None:
    """A four-player game's `help` is HELP and Uprising's legend (U754): its board has the four printed
    Factions, and no part of its modules prints a team column."""
    tr = translator(lang)
    uprising = tr.gettext(UPRISING_LEGEND)
    s = new_game(GameConfig(edition="uprising", players=4, modules=("choam",)), 1)
    assert help_text(view(s, 0), localized(s.rules.content, lang), lang) == tr.gettext(HELP) + "\n" + uprising
    six = six_game()
    text = help_text(view(six, 0), localized(six.rules.content, lang), lang)
    assert text.startswith(tr.gettext(HELP)) and len(text.splitlines()) == len(
        tr.gettext(HELP).splitlines()) + 1 + len(uprising.splitlines()) + 6  # the own Factions' line, the mode's six
