"""What the terminal table adds for Uprising (seed 002), built only from a seat's view like the
rest of `screen.py`: the Spies on their observation posts and in each supply (002 Espías), the
Shield Wall token (002 Preparación A, "Lugares cruciales y la Muralla Escudo"), the Maker Hooks
(002 "Garfios de Hacedor"), sandworms in the Conflict (002 Gusanos de arena) and the battle
icons each player keeps face up: their Objective and won Conflict cards, and the pairs turned
face down for 1 VP (002 Preparación H, "Iconos de batalla"). The terminal calls these hooks
for a game with Uprising (`Module.interfaces`: landsraad/interfaces/parts.py names them).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from landsraad.content import Content
from landsraad.content.names import content_name
from landsraad.i18n import N_, NC_, NP_, translator
from landsraad.interfaces.texts import BATTLE_ICON_NAMES
from landsraad.modules.shared.screen import AREAS as AREAS  # the board's CHOAM area, as the base board's

SANDWORM = "sandworm"


# the Spy Agent icon's short form in a card's icons (002 Espías; the core's: interfaces/screen.py ICON_SHORT)
ICON_SHORT = {"spy": NC_("screen", "Spy")}
# the players' table's two Uprising columns: Spies in supply, battle icons
COLUMNS = (NC_("screen", "spy"), NC_("screen", "icons"))
# in the Conflict line, after the troops
WORMS_SHORT = NP_("{n} worm", "{n} worms")
# the `help` legend of its short forms (interfaces/play.py help_text; U754): its players table's
# columns, the Spy Agent icon, the Maker Hooks flag and the battle icons' letters
LEGEND = N_("""\
  Uprising: spy Spies in supply; Spy the Spy Agent icon; K Maker Hooks;
    icons: battle icons face up (C Crysknife, D Desert Mouse, O Ornithopter,
    W wild), +2: 2 face down""")
# the zones `zone_lines` shows (the `players` command leaves them to it)
ZONES = ("objectives", "face_down", "conflicts")


def seat_tag(seat: int) -> Text:
    from landsraad.interfaces.screen import SEAT_STYLES

    return Text(f"P{seat}", style=SEAT_STYLES[seat % len(SEAT_STYLES)])


def post_name(content: Content, pid: str, lang: str) -> str:
    return content_name(content, lang, "observation_posts", pid) if pid in content.observation_posts else pid


def battle_card(content: Content, cid: str, lang: str) -> str:
    """A kept card's name and battle icon: 'Skirmish (Crysknife)'."""
    kind = "objectives" if cid in content.objectives else "conflicts" if cid in content.conflicts else ""
    if not kind:
        return cid
    name = content_name(content, lang, kind, cid)
    icon = battle_icon(content, cid)
    return f"{name} ({translator(lang).gettext(BATTLE_ICON_NAMES[icon])})" if icon else name


def board_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[Text]:
    """One line under the board: the Spies on their posts and the Shield Wall. Each player's Spies
    in supply, Maker Hooks and battle icons are columns of the players table (`table_cells`)."""
    tr = translator(lang)
    spies = Text(tr.gettext("Spies:") + " ", style="bold")
    on_posts = [(pid, seats) for pid, seats in v.get("spies", {}).items() if seats]
    for k, (pid, seats) in enumerate(on_posts):
        if k:
            spies.append(" · ", style="dim")
        spies.append(post_name(content, pid, lang) + " ")
        for j, s in enumerate(seats):
            if j:
                spies.append(",")
            spies.append_text(seat_tag(s))
    if not on_posts:
        spies.append(tr.gettext("none on the board"), style="dim")
    spies.append("   ")
    spies.append(tr.gettext("Shield Wall:") + " ", style="bold")
    spies.append(tr.gettext("standing") if v.get("shield_wall") else tr.gettext("destroyed"))
    return [spies]


# one letter per battle icon in the players table, in the reader's language (the legend is in
# `help`, play.py HELP; docs/rulings.md R29). i18n: one capital letter, all four different.
ICON_LETTERS = {"crysknife": NC_("screen", "C"), "desert_mouse": NC_("screen", "D"), "ornithopter": NC_("screen", "O"),
                "wild": NC_("screen", "W")}
# in the players table's flags: holds Maker Hooks. i18n: one capital letter, unlike the other flags.
HOOKS_FLAG = NC_("screen", "K")


def table_cells(v: dict[str, Any], p: dict[str, Any], content: Content, lang: str = "en") -> list[str]:
    """The players table's Uprising columns: Spies in supply; the battle icons face up (a letter
    each: its Objective's and won Conflicts') and `+n` for the cards turned face down."""
    tr = translator(lang)
    zones = p.get("zones") or {}
    icons = "".join(tr.short(ICON_LETTERS[i]) for c in (*zones.get("objectives", ()), *zones.get("conflicts", ()))
                    if (i := battle_icon(content, c) or "") in ICON_LETTERS)
    down = len(zones.get("face_down", ()))
    return [str(p.get("spies_supply", 0)), icons + (f"+{down}" if down else "")]


def table_columns(v: dict[str, Any], content: Content, lang: str = "en") -> list[tuple[str, str, list[Any]]]:
    """The players table's Uprising columns, headed in the reader's short forms (`table_cells`)."""
    tr = translator(lang)
    cells = [table_cells(v, p, content, lang) for p in v["players"]]
    return [(tr.short(COLUMNS[0]), "right", [c[0] for c in cells]), (tr.short(COLUMNS[1]), "left", [c[1] for c in cells])]


def flags(v: dict[str, Any], seat: int, lang: str = "en") -> str:
    """The players table's flag: holds Maker Hooks."""
    return translator(lang).short(HOOKS_FLAG) if seat in (v.get("maker_hooks") or ()) else ""


def battle_icon(content: Content, cid: str) -> str | None:
    if cid in content.objectives:
        return content.objectives[cid].battle_icon
    return content.conflicts[cid].battle_icon if cid in content.conflicts else None


def conflict_notes(v: dict[str, Any], content: Content, lang: str = "en") -> str:
    """After the Conflict card: whether the Shield Wall protects it (no sandworms: 002 Gusanos de arena)."""
    cid = v.get("conflict")
    if cid is None or cid not in content.conflicts or not content.conflicts[cid].shield_wall:
        return ""
    return "  " + translator(lang).gettext("Shield Wall: no sandworms") if v.get("shield_wall") else ""


def worms(p: dict[str, Any]) -> int:
    """A player's sandworms in the Conflict (the view's `units`)."""
    return int((p.get("units") or {}).get(SANDWORM, 0))


def unit_words(p: dict[str, Any], lang: str = "en") -> list[str]:
    """The Conflict line: a player's sandworms after its troops (002 Gusanos de arena)."""
    n = worms(p)
    return [translator(lang).plural(WORMS_SHORT, n)] if n else []


def zone_lines(p: dict[str, Any], content: Content, lang: str = "en") -> list[Text]:
    """The `players` command: Spies in supply, Objective and kept Conflict cards, face-down pairs."""
    tr = translator(lang)
    zones = p.get("zones") or {}
    out = [Text("  " + tr.gettext("Spies in supply: {n}", n=p.get("spies_supply", 0)))]
    if zones.get("objectives"):
        out.append(Text("  " + tr.gettext("Objective: {cards}", cards=", ".join(
            battle_card(content, c, lang) for c in zones["objectives"]))))
    if zones.get("conflicts"):
        out.append(Text("  " + tr.gettext("Conflict cards won: {cards}", cards=", ".join(
            battle_card(content, c, lang) for c in zones["conflicts"]))))
    if zones.get("face_down"):
        out.append(Text("  " + tr.gettext("Turned face down (matched battle icons): {cards}", cards=", ".join(
            battle_card(content, c, lang) for c in zones["face_down"]))))
    return out


def help_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[str]:
    """The `help` legend of the short forms this part prints (interfaces/screen.py help_legend)."""
    return translator(lang).gettext(LEGEND).splitlines()
