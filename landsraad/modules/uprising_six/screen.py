"""Six players (seed 002 "PARTIDAS DE SEIS JUGADORES") in the terminal (`Module.interfaces["screen"]`,
the hooks landsraad/interfaces/parts.py names), read from the seat's view only (its public state):

- the players table: each seat's team (its Commander: 002 PREPARACIÓN, the seating) and role
  (Commander or Ally), and a Commander's cube on his personal board's track (002 Tableros
  personales; an Ally has none);
- under the board: the two teams, each Commander's personal track, the Allies activated this turn
  (002 Activación de aliados) and the Swordmaster Bonus tokens (002 MAESTROS DE ARMAS);
- in the Imperium Row block: the Throne Row (002 Fila del Trono de Shaddam).

The six-player Factions (Great Houses, Fringe Worlds) need nothing here: the screen reads the
game's Factions from its board (interfaces/screen.py `faction_areas`, `faction_short`)."""

from __future__ import annotations

from functools import cache
from typing import Any

from rich.console import RenderableType
from rich.text import Text

from landsraad.content import Content
from landsraad.content.names import content_name
from landsraad.i18n import N_, NC_, translator
from landsraad.interfaces.screen import Flow, card_name, faction_word, seat_text
from landsraad.modules.uprising_six.data import COMMANDERS, six_data

# the players table's columns (i18n: short forms, the `help` legend's)
TEAM_COLUMN, ROLE_COLUMN, TRACK_COLUMN = NC_("screen", "team"), NC_("screen", "role"), NC_("screen", "pers")
TEAM_SHORT = {"muad_dib": NC_("screen", "MD"), "shaddam": NC_("screen", "Sh")}
ROLE_SHORT = {True: NC_("screen", "Cmdr"), False: NC_("screen", "Ally")}
TEAM_LINE = N_("{commander}'s team: {seat} (Commander) with {allies}")
TRACKS_HEAD, ACTIVATED_HEAD = N_("Personal tracks:"), N_("Activated Allies:")
BONUS_HEAD, THRONE_HEAD = N_("Swordmaster Bonus:"), N_("Throne Row:")
TRACK_ITEM = N_("{seat} {faction} {n}")
NONE = N_("none")
# the `help` legend of the short forms above (interfaces/play.py help_text), in the reader's words
LEGEND_HEAD = N_("Six players (two teams)")  # the mode's title (Module.title)
TEAM_LEGEND = N_("{column} the seat's team: {muad_dib} Muad'Dib's, {shaddam} Shaddam's")
ROLE_LEGEND = N_("{column} the seat's role: {commander} a Commander, {ally} an Ally")
TRACK_LEGEND = N_("{column} a Commander's Influence on his personal board's track (0 to 4)")
BLOCK_LEGEND = N_("under the board: the teams, the personal tracks, the Allies activated in this turn, the "
                  "Swordmaster Bonus tokens")
THRONE_LEGEND = N_("after the Imperium Row: the Throne Row (only Shaddam's team acquires from it)")


@cache
def seating() -> tuple[tuple[str, bool], ...]:
    """Per seat: its team (the Commander's id) and whether it is the Commander (setup.yaml)."""
    data = six_data()
    return tuple((data.team_of(seat), role in COMMANDERS) for seat, role in enumerate(data.setup.seating))


@cache
def personal_faction(team: str) -> str:
    """The Faction of a Commander's personal board (commanders.yaml: Shaddam's Emperor, Muad'Dib's Fremen)."""
    return next(pb.faction for pb in six_data().personal_boards.values() if pb.commander == team)


def label(seat: int) -> str:
    """A seat as the log names it: P<n>."""
    return "P" + str(seat)


def _players(v: dict[str, Any]) -> list[dict[str, Any]]:
    return list((v.get("state") or {}).get("players") or [])


def personal_track(v: dict[str, Any], seat: int) -> int:
    """A seat's cube on its personal track (the public state: `personal_influence`)."""
    players = _players(v)
    return int(players[seat].get("personal_influence", 0)) if seat < len(players) else 0


def table_columns(v: dict[str, Any], content: Content, lang: str = "en") -> list[tuple[str, str, list[Any]]]:
    tr = translator(lang)
    plan = seating()
    teams = [tr.short(TEAM_SHORT[plan[p["seat"]][0]]) for p in v["players"]]
    roles = [tr.short(ROLE_SHORT[plan[p["seat"]][1]]) for p in v["players"]]
    tracks = [str(personal_track(v, p["seat"])) if plan[p["seat"]][1] else "" for p in v["players"]]
    return [(tr.short(TEAM_COLUMN), "left", teams), (tr.short(ROLE_COLUMN), "left", roles),
            (tr.short(TRACK_COLUMN), "right", tracks)]


def help_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[str]:
    """The `help` legend of what this part prints: the players table's team, role and personal track
    columns and their cells (002 PREPARACIÓN, Tableros personales), the blocks it adds."""
    tr = translator(lang)
    out = [tr.gettext(LEGEND_HEAD) + ":",
           tr.gettext(TEAM_LEGEND, column=tr.short(TEAM_COLUMN), muad_dib=tr.short(TEAM_SHORT["muad_dib"]),
                      shaddam=tr.short(TEAM_SHORT["shaddam"])),
           tr.gettext(ROLE_LEGEND, column=tr.short(ROLE_COLUMN), commander=tr.short(ROLE_SHORT[True]),
                      ally=tr.short(ROLE_SHORT[False])),
           tr.gettext(TRACK_LEGEND, column=tr.short(TRACK_COLUMN)),
           tr.gettext(BLOCK_LEGEND), tr.gettext(THRONE_LEGEND)]
    return ["  " + out[0], *("    " + line for line in out[1:])]


def board_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[RenderableType]:
    tr = translator(lang)
    plan = seating()
    lines: list[RenderableType] = []
    # each Commander by his leader card's name in the reader's words (S813: the Commander is his leader card)
    leaders = {team: content_name(content, lang, "leaders", c.leader) for team, c in six_data().commanders.items()}
    for team in COMMANDERS:
        commander = label(next(seat for seat, (t, cmd) in enumerate(plan) if t == team and cmd))
        allies = ", ".join(label(seat) for seat, (t, cmd) in enumerate(plan) if t == team and not cmd)
        lines.append(Text(tr.gettext(TEAM_LINE, commander=leaders.get(team, team), seat=commander, allies=allies)))
    tracks = []
    for seat, (team, cmd) in enumerate(plan):
        if cmd:
            faction = faction_word(personal_faction(team), lang)
            tracks.append(Text(tr.gettext(TRACK_ITEM, seat=label(seat), faction=faction, n=personal_track(v, seat))))
    lines.append(Flow(tracks, head=Text(tr.gettext(TRACKS_HEAD) + " ", style="bold")))
    state = v.get("state") or {}
    active = [seat_text(v, x, lang=lang) for x in state.get("activated") or ()]
    lines.append(Flow(active or [tr.gettext(NONE)], head=Text(tr.gettext(ACTIVATED_HEAD) + " ", style="bold")))
    bonus = [seat_text(v, x, lang=lang) for x in state.get("swordmaster_bonus") or ()]
    if bonus:
        lines.append(Flow(bonus, head=Text(tr.gettext(BONUS_HEAD) + " ", style="bold")))
    return lines


def row_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[RenderableType]:
    tr = translator(lang)
    row = list((v.get("state") or {}).get("throne_row") or ())
    items: list[Text | str] = [card_name(content, c) for c in row] or [tr.gettext(NONE)]
    return [Flow(items, head=Text(tr.gettext(THRONE_HEAD) + " ", style="bold"))]

