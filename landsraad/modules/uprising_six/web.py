"""Six players in the browser (seed 002 "PARTIDAS DE SEIS JUGADORES"; `Module.interfaces["web"]`, the
hooks landsraad/interfaces/parts.py names): the six-player side of the board (`layout.yaml` beside
this file: the Great Houses and Fringe Worlds columns, Carthag, Habbanya Erg, the Commanders'
personal boards and tracks), the two teams' colours and each seat's role (Commander or Ally) in the
lobby and on the table, the personal tracks' markers and the teams' block of the page, all read
from the seat's view (never another seat's hidden cards: only public fields of it)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from landsraad.content.names import content_name
from landsraad.core.errors import ContentError
from landsraad.i18n import N_, translator
from landsraad.interfaces.texts import Reader
from landsraad.interfaces.web.layout import validate_layout
from landsraad.modules.uprising_six import extensions
from landsraad.modules.uprising_six.data import COMMANDERS, six_data
from landsraad.modules.uprising_six.seats import COMMANDER, seat_setups

NAME = "uprising_six"
LAYOUT = Path(__file__).resolve().parent / "layout.yaml"
# the module's own browser files (interfaces/web/browser.py: static/ beside this file): the Throne
# Row drawn as cards beside the Imperium Row (static/throne.js reads `page_data`)
BROWSER: tuple[str, ...] = ("throne.js", "throne.css")

# the lobby's names of this mode's choices (its presets, landsraad/presets.py: lobby.py choice_name):
# each names the modules the mode requires (002 C: "El módulo de la CHOAM debe utilizarse") or adds, so
# each is a combination folder's (extensions.py LOBBY_CHOICES, modules/combined/)
LOBBY_CHOICES: dict[str, str] = dict(extensions.LOBBY_CHOICES)
# the teams (`Seat.team`: 0 Muad'Dib's, 1 Shaddam's, as seats.py TEAMS) as the page names and colours
# them: a band around each seat's colour, so the seat's own colour and shape still tell the seats apart
TEAM_NAMES: tuple[str, ...] = (N_("Muad'Dib's team"), N_("Shaddam's team"))
TEAM_COLORS: tuple[str, ...] = ("#2f8f6f", "#8f2f4f")
ROLE_NAMES: dict[str, str] = {COMMANDER: N_("Commander"), "ally": N_("Ally")}
# the names the six-player side adds (layout.yaml areas, the two new Factions of content_payload)
FACTION_WORDS = (N_("Great Houses"), N_("Fringe Worlds"))
BOARD_NAMES: dict[str, str] = {"great_houses": N_("Great Houses"), "fringe_worlds": N_("Fringe Worlds"),
                               "emperor_board": N_("Shaddam's Emperor board"),
                               "fremen_board": N_("Muad'Dib's Fremen board")}
# a personal track's spaces (002 Tableros personales): team rewards at 1 and 3, 1 VP at 2, the Alliance at 4
TRACK_MARKS: dict[int, str] = {1: N_("a reward for the whole team"), 2: N_("1 VP"),
                               3: N_("a reward for the whole team"), 4: N_("the board's Alliance (1 VP)")}
# the Throne Row drawn as cards (002 Fila del Trono de Shaddam): its heading and who may acquire
THRONE_TITLE = N_("Throne Row")
THRONE_NOTE = N_("only Shaddam's team may acquire these cards")

PAGE_TEXTS: tuple[str, ...] = (
    *TEAM_NAMES, *ROLE_NAMES.values(), *FACTION_WORDS, *BOARD_NAMES.values(), *TRACK_MARKS.values(),
    N_("Teams"), N_("{team}: {role}"), N_("{team}: {vp} VP"),
    N_("Personal tracks: {list}"), N_("{commander} {n} of 4"),
    N_("{commander} activated {ally} this turn"),
    N_("arrows sent this round: {list}"), N_("Swordmaster Bonus (+2 swords): {seats}"),
    N_("Throne Row (beside the Imperium Row): {n}"), N_("Throne Row: empty"),
    N_("{track}: P{seat} at {n}"), N_("{n}: {what}"), THRONE_TITLE, THRONE_NOTE,
)


def _tr(lang: str) -> Any:
    return translator(lang)


@lru_cache(maxsize=1)
def seat_roles() -> tuple[tuple[int, str], ...]:
    """Per seat: its team (`Seat.team`) and its role (Commander or Ally), as setup.yaml seats them
    (fixed data: read once, not per message: bench/web_six.py)."""
    return tuple((COMMANDERS.index(x.team), x.role) for x in seat_setups(six_data()))


def _seat_tag(team: int, role: str, tr: Any) -> dict[str, Any]:
    return dict(_tag(team, role, tr.lang))


@lru_cache(maxsize=64)
def _tag(team: int, role: str, lang: str) -> tuple[tuple[str, Any], ...]:
    tr = _tr(lang)
    team_name, role_name = tr.gettext(TEAM_NAMES[team]), tr.gettext(ROLE_NAMES[role])
    return (("team", team), ("role", role), ("color", TEAM_COLORS[team]), ("team_name", team_name),
            ("role_name", role_name), ("label", tr.gettext(N_("{team}: {role}"), team=team_name, role=role_name)))


def lobby_seats(modules: tuple[str, ...], players: int, lang: str) -> list[dict[str, Any]] | None:
    """The lobby's seat rows of a six-player game (lobby.py `lobby_offer`): per seat its team, colour
    and role, and the leader a Commander is (002 Preparación A: each Commander is his leader card, S813)."""
    if NAME not in modules:
        return None
    tr = _tr(lang)
    commanders = six_data().commanders
    out = []
    for seat, ((team, role), x) in enumerate(zip(seat_roles(), seat_setups(six_data()), strict=True)):
        tag = _seat_tag(team, role, tr)
        if role == COMMANDER:
            leader = commanders[x.team].leader
            tag["leader"] = leader
            tag["leader_name"] = content_name(six_content_of(modules), lang, "leaders", leader)
        out.append({"seat": seat, **tag})
    return out


def six_content_of(modules: tuple[str, ...]) -> Any:
    """The six-player game's content (its ruleset's: the Commanders' leader cards among the leaders)."""
    from landsraad.rules.editions import ruleset_of

    return ruleset_of("uprising", modules).content


def seat_tags(v: dict[str, Any], reader: Reader) -> list[dict[str, Any]]:
    """Each seat's team, colour and role for the table's players panel (client.py `seat_tags`): the
    teams are the view's (`players[].team`, public), the roles the seat plan's."""
    tr = reader.tr
    roles = seat_roles()
    return [_seat_tag(int(p["team"]), roles[i][1], tr) if p.get("team") is not None else {}
            for i, p in enumerate(v["players"])]


def _public_state(v: dict[str, Any]) -> dict[str, Any]:
    """The public fields this module keeps, read from the seat's view (its redacted state)."""
    st = v.get("state") or {}
    return {"personal": [int(p.get("personal_influence") or 0) for p in st.get("players") or []],
            "activated": list(st.get("activated") or ()), "arrows": list(st.get("arrows_used") or ()),
            "bonus": list(st.get("swordmaster_bonus") or ()), "throne": list(st.get("throne_row") or ())}


def counters(v: dict[str, Any], reader: Reader) -> dict[str, Any]:
    """The personal tracks' markers (layout.yaml `tracks.counters`, drawn by board.js): the
    Commander's seat and his cube's space, with what each space gives."""
    personal = _public_state(v)["personal"]
    return {board: {"seat": seat, "value": personal[seat] if seat < len(personal) else 0, "name": name,
                    "marks": dict(marks)}
            for board, seat, name, marks in _tracks(reader.lang)}


@lru_cache(maxsize=8)
def _tracks(lang: str) -> tuple[tuple[str, int, str, tuple[tuple[str, str], ...]], ...]:
    """Each personal board: its Commander's seat, its name and its spaces' gains, in `lang` (fixed)."""
    tr, data = _tr(lang), six_data()
    marks = tuple((str(k), tr.gettext(w)) for k, w in TRACK_MARKS.items())
    return tuple((pb.id, data.setup.seating.index(pb.commander), tr.gettext(BOARD_NAMES[pb.id]), marks)
                 for pb in data.personal_boards.values())


def panel(v: dict[str, Any], reader: Reader) -> dict[str, Any] | None:
    """The teams' block: each team's seats and combined VP, each Commander's personal track, the
    Ally a Commander activated, the arrows sent, the Swordmaster Bonus tokens, the Throne Row."""
    tr = reader.tr
    names = [f"P{i}" for i in range(len(v["players"]))]
    roles = seat_roles()
    pub = _public_state(v)
    # short lines (each seat's team and role are in its row of the players panel): at 1280x720 the
    # six players' rows leave the side column little room above the Imperium Row's tab
    lines = [" · ".join(tr.gettext(N_("{team}: {vp} VP"), team=tr.gettext(team_name),
                                   vp=sum(int(v["players"][i]["vp"]) for i, (t, _) in enumerate(roles) if t == team))
                        for team, team_name in enumerate(TEAM_NAMES))]
    tracks = [tr.gettext(N_("{commander} {n} of 4"), commander=names[i], n=pub["personal"][i] if i < len(pub["personal"]) else 0)
              for i, (_, role) in enumerate(roles) if role == COMMANDER]
    lines.append(tr.gettext(N_("Personal tracks: {list}"), list=" · ".join(tracks)))
    if len(pub["activated"]) == 2:
        lines.append(tr.gettext(N_("{commander} activated {ally} this turn"), commander=names[pub["activated"][0]],
                                ally=names[pub["activated"][1]]))
    if pub["arrows"]:
        lines.append(tr.gettext(N_("arrows sent this round: {list}"), list=", ".join(
            f"{names[int(a.split(':')[0])]} {a.split(':')[1]}" for a in pub["arrows"])))
    if pub["bonus"]:
        lines.append(tr.gettext(N_("Swordmaster Bonus (+2 swords): {seats}"), seats=", ".join(names[i] for i in pub["bonus"])))
    # the cards themselves are drawn beside the Imperium Row (page_data, static/throne.js)
    lines.append(tr.gettext(N_("Throne Row (beside the Imperium Row): {n}"), n=len(pub["throne"]))
                 if pub["throne"] else tr.gettext(N_("Throne Row: empty")))
    return {"title": tr.gettext(N_("Teams")), "lines": lines}


def page_data(v: dict[str, Any], reader: Reader) -> dict[str, Any]:
    """What static/throne.js draws: the Throne Row (002 Fila del Trono de Shaddam: cards moved out
    of the Imperium Row, "solo pueden ser adquiridas por Shaddam y sus Aliados"), public like the
    Imperium Row, read from the seat's view; `yours`: whether the seat's team may acquire them
    (which ones it may now is the decision's legal actions, as for the Imperium Row's)."""
    seat, roles = int(v["seat"]), seat_roles()
    title, note = _throne_words(reader.lang)
    return {"throne": {"cards": list((v.get("state") or {}).get("throne_row") or ()), "title": title, "note": note,
                       "yours": 0 <= seat < len(roles) and roles[seat][0] == _throne_team()}}


@lru_cache(maxsize=8)
def _throne_words(lang: str) -> tuple[str, str]:
    tr = _tr(lang)
    return tr.gettext(THRONE_TITLE), tr.gettext(THRONE_NOTE)


@lru_cache(maxsize=1)
def _throne_team() -> int:
    """Shaddam's team, who alone may acquire the Throne Row's cards (rules.py THRONE_TEAM)."""
    from landsraad.modules.uprising_six.rules import THRONE_TEAM

    return THRONE_TEAM


@lru_cache(maxsize=4)
def load_six_layout(edition: str, modules: tuple[str, ...]) -> dict[str, Any]:
    """layout.yaml checked against the six-player content (interfaces/web/layout.py validate_layout)."""
    from landsraad.rules.editions import ruleset_of

    try:
        raw = yaml.safe_load(LAYOUT.read_text())
    except (OSError, yaml.YAMLError) as e:
        raise ContentError(f"cannot read the six-player board layout: {e}") from e
    return validate_layout(raw, ruleset_of(edition, modules).content)


def table(edition: str, reader: Reader) -> dict[str, Any]:
    """The browser table's entry (interfaces/web/layout.py `table_payload`): the six-player side of
    the board in place of the edition's, its areas named in the reader's words."""
    layout = load_six_layout(edition, reader.modules)
    tr = reader.tr
    areas = [{**a, "name": tr.gettext(BOARD_NAMES.get(a["id"]) or a["name"])}
             for a in layout["areas"]]
    labels = [{**lb, "text": tr.gettext(lb["text"])} for lb in layout["labels"]]
    return {"layout": {**layout, "areas": areas, "labels": labels}}
