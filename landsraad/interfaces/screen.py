"""The terminal screen of `landsraad play`, built only from `landsraad.view(state, seat)`.

Everything here takes a view (the dict the engine gives one seat) plus the static component
data, never a game state, so a screen cannot show what its seat may not see: hands and Intrigue
cards appear only in the view of their own seat. The per-decision screen fits 120x40 with 4
players and leaders (decision_screen); at 80 columns every line still fits, the screen is taller.
Colour and styles come from `rich` and vanish when the output is not a terminal.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from rich import box
from rich.columns import Columns
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from landsraad.content import Content
from landsraad.i18n import N_, NC_, translator
from landsraad.interfaces.parts import every_part, hooks, view_parts
from landsraad.interfaces.prompts import decision_prompt, game_rules, is_agent_move, rules_of_view
from landsraad.interfaces.prompts import option_gloss as prompts_gloss
from landsraad.interfaces.render import conflict_rewards
from landsraad.interfaces.texts import FACTION_NAMES, Reader, source_words, space_terms
from landsraad.rules.ruleset import MODULES, module_parts
from landsraad.rules.story import ROLE_WORDS

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Ruleset

# one symbol per meaning (the legend is in `help`, play.py HELP)
FIRST_MARK = "^"      # after a seat: the First Player
DECIDING_MARK = ">"   # after a seat: deciding now
ALLIANCE_MARK = "*"   # after an Influence: that Faction's Alliance
COMBAT_MARK = "#"     # after a board space: a combat space (troops may be deployed)
ONCE_MARK = NC_("screen", "once")  # after a board space: a player may use it once per game
SEAT_STYLES = ("bold red", "bold cyan", "bold green", "bold yellow")
# The screen's short forms are messages too: each language has its own (docs/rulings.md R29), and
# the `help` legend (play.py HELP) explains them in that language. i18n: a short form of at most
# four letters; the table's columns are as wide as their headers.
FACTION_SHORT = {"emperor": NC_("screen", "Emp"), "guild": NC_("screen", "Gld"),
                 "bene_gesserit": NC_("screen", "BG"), "fremen": NC_("screen", "Fre")}
# (a module's own Agent icons: its "screen" part's ICON_SHORT, `icon_shorts`)
ICON_SHORT = {**FACTION_SHORT, "landsraad": NC_("screen", "Lan"), "city": NC_("screen", "City"),
              "spice_trade": NC_("screen", "Spc")}
RES_SHORT = {"solari": NC_("screen", "sol"), "spice": NC_("screen", "spi"), "water": NC_("screen", "w")}
# the players' table's columns (before the Influence columns, after them; a module adds its own:
# interfaces/parts.py `table_columns`)
COLUMNS_LEFT = (NC_("screen", "VP"), RES_SHORT["solari"], RES_SHORT["spice"], RES_SHORT["water"],
                NC_("screen", "gar"), NC_("screen", "cnf"), NC_("screen", "ag"))
COLUMNS_RIGHT = (NC_("screen", "hand"), NC_("screen", "deck"), NC_("screen", "disc"), NC_("screen", "int"))
LEADER_COLUMN = NC_("screen", "leader")
# the players' table's flags, one letter each (i18n: one capital letter, all different)
FLAGS = {"high_council": NC_("screen", "H"), "has_mentat": NC_("screen", "M"), "has_swordmaster": NC_("screen", "S"),
         "revealed": NC_("screen", "R")}
# in the Conflict line: troops, a module's units (interfaces/parts.py `unit_words`), Swords
TROOPS_SHORT, SWORDS_SHORT = NC_("screen", "{n} tr"), NC_("screen", "{n} sw")
CONTROL_SHORT, VOICE_SHORT = NC_("screen", "ctl:"), NC_("screen", "voice:")
# (gettext messages: the browser reads them in its language, web/client.py)
PHASES = {"setup": N_("Setup"), "round_start": N_("Round start"), "player_turns": N_("Player turns"),
          "combat": N_("Combat"), "makers": N_("Makers"), "recall": N_("Recall"), "endgame": N_("Endgame"),
          "over": N_("Game over")}
TIEBREAK_TEXT = {"vp": N_("most VP"), "spice": N_("tied on VP; most spice"),
                 "solari": N_("tied on VP and spice; most Solari"),
                 "water": N_("tied on VP, spice and Solari; most water"),
                 "garrison": N_("tied on VP, spice, Solari and water; most troops in the garrison"),
                 "latest reveal": N_("tied on VP, spice, Solari, water and garrison; latest Reveal turn (FAQ)"),
                 "tied": N_("a complete tie")}


def seat_label(v: dict[str, Any], seat: int, lang: str = "en") -> str:
    """A seat as the game log names it in the reader's language (rules/story.py seat_name and
    _ref_text): P<n>, or the word its seat role's module declares (`story.declare_role_word`: House
    Hagal in a 2-player game; a solo Rival as 'P<n> (Rival)'), read from the view's seat role."""
    players = v.get("players") or ()
    role = players[seat].get("role") if 0 <= seat < len(players) else None
    if role in ROLE_WORDS:
        return translator(lang).gettext(ROLE_WORDS[role], seat=seat)
    return f"P{seat}"


def seat_text(v: dict[str, Any], seat: int | None, text: str | None = None, lang: str = "en") -> Text:
    if seat is None or seat < 0:
        return Text(text or "—", style="dim")
    return Text(text or seat_label(v, seat, lang), style=SEAT_STYLES[seat % len(SEAT_STYLES)])


# ---- names -------------------------------------------------------------------------------

def card_name(content: Content, cid: str) -> str:
    c = content.cards.get(cid)
    return c.name if c else cid


def intrigue_name(content: Content, iid: str) -> str:
    i = content.intrigues.get(iid)
    return i.name if i else iid


def space_name(content: Content, sid: str) -> str:
    sp = content.spaces.get(sid)
    return sp.name if sp else sid


def leader_name(content: Content, lid: str | None, lang: str = "en") -> str:
    if lid is None:
        return translator(lang).gettext("no leader")
    ld = content.leaders.get(lid)
    return ld.name if ld else lid


def short(lang: str, form: tuple[str, str], **kw: Any) -> str:
    """A short form of the screen (FACTION_SHORT, RES_SHORT, the columns ...) in the reader's language."""
    return translator(lang).short(form, **kw)


class Flow:
    """Items laid on lines of the screen's width, a line broken only between two items (never
    inside one that fits a line: no "0)" left on a line of its own, issue 34). `head` leads the
    first line; later lines are indented."""

    def __init__(self, items: Sequence[Text | str], sep: str = " · ", head: Text | None = None, indent: int = 2,
                 style: str = "") -> None:
        self.items = [Text(x, style=style) if isinstance(x, str) else x for x in items]
        self.sep, self.head, self.indent = sep, head, indent

    @property
    def plain(self) -> str:
        return (self.head.plain if self.head else "") + self.sep.join(x.plain for x in self.items)

    def __rich_console__(self, console: Any, options: Any) -> Any:
        width = options.max_width
        cur = self.head.copy() if self.head is not None else Text()
        lines: list[Text] = []
        for k, item in enumerate(self.items):
            piece = item if k == 0 else Text(self.sep, style="dim") + item
            if k and cur.cell_len + piece.cell_len > width:
                lines.append(cur)
                cur = Text(" " * self.indent) + item
            else:
                cur.append_text(piece)
        lines.append(cur)
        yield from lines


def grouped(names: Sequence[str]) -> str:
    """['Dagger', 'Dagger', 'Signet Ring'] -> 'Dagger x2, Signet Ring'."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(n if k == 1 else f"{n} x{k}" for n, k in counts.items()) or "—"


# ---- the board -----------------------------------------------------------------------------

# the board's areas besides its Factions' (those are the game's: `faction_areas`) and those the
# game's modules name (their "screen" parts' AREAS: the board's trade area, `board_areas`)
AREAS: tuple[tuple[str, Callable[[Any], bool]], ...] = (
    (N_("Landsraad"), lambda sp: sp.icon == "landsraad"), (N_("Arrakis"), lambda sp: sp.icon == "city"),
    (N_("Desert"), lambda sp: sp.icon == "spice_trade" and sp.maker))
# a space moving a Faction that is not one of the board's tracks (a six-player Commander's own
# board: seed 002 Tableros personales)
PERSONAL_AREA = N_("{faction} board")


def faction_short(f: str, lang: str) -> str:
    """A Faction's short form in the reader's language: the four's own (FACTION_SHORT), else the
    initials of its name in that language (a board's own Factions: "Great Houses" -> "GH";
    docs/rulings.md S852)."""
    if f in FACTION_SHORT:
        return short(lang, FACTION_SHORT[f])
    return "".join(w[0].upper() for w in faction_word(f, lang).split())[:4] or f


# the `help` legend of a board's own Factions (their initials, S852): play.py HELP names the four printed ones
OWN_FACTIONS_LEGEND = N_("{shorts} Influence with this board's own Factions ({names}), by their initials")


# the seats an automa plays, by the words the game names them with (`seat_label`: the seat plan's
# roles, their words the module's that declares the role: House Hagal, P1 (Rival)), docs/rulings.md U784
AUTOMA_LEGEND = N_("{seats}: automa")


def help_legend(v: dict[str, Any], content: Content, lang: str = "en") -> list[str]:
    """The `help` legend's lines for what this game's table prints beyond play.py HELP: its automa
    seats (U784), its board's own Factions (S852) and what the game's modules' parts print
    (`help_lines`)."""
    own = [f for f in faction_areas(content) if f not in FACTION_SHORT]
    lines = []
    automa = [seat_label(v, i, lang) for i, p in enumerate(v.get("players") or ()) if p.get("automa")]
    if automa:
        lines.append("  " + translator(lang).gettext(AUTOMA_LEGEND, seats=", ".join(automa)))
    if own:
        lines.append("  " + translator(lang).gettext(
            OWN_FACTIONS_LEGEND, shorts="/".join(faction_short(f, lang) for f in own),
            names=", ".join(faction_word(f, lang) for f in own)))
    for help_lines in hooks("screen", "help_lines", v):
        lines += help_lines(v, content, lang)
    return lines


def faction_areas(content: Content) -> tuple[str, ...]:
    """The game's Factions in track order (its board's: content.factions)."""
    return tuple(content.factions)


def space_area(sp: Any, factions: Sequence[str] = ("emperor", "guild", "bene_gesserit", "fremen"),
               areas: Sequence[tuple[str, Callable[[Any], bool]]] = AREAS) -> str:
    """The area of the board a space is listed in: its Faction's (a space moving a Faction: the
    Faction's column), else its icon's (`areas`: the game's, `board_areas`); a Faction that is not
    one of the board's `factions` is a personal board's ("personal:" + its id, named by PERSONAL_AREA)."""
    faction = sp.faction or (sp.icon if sp.icon in factions else None)
    if faction:
        return faction if faction in factions else "personal:" + faction
    for name, test in areas:
        if test(sp):
            return name
    return N_("Other")


def board_areas(v: dict[str, Any]) -> tuple[tuple[str, Callable[[Any], bool]], ...]:
    """The areas a space may be listed in besides its Faction's: the core's, then the game's modules'
    (their "screen" parts' AREAS, in module order; each a name and a test of a board space)."""
    return (*AREAS, *(area for part in view_parts("screen", v) for area in getattr(part, "AREAS", ())))


def public_field(v: dict[str, Any], key: str) -> dict[str, Any]:
    """A board field the view carries in its redacted state JSON (`view()["state"]`)."""
    if key in v:
        return dict(v[key])
    return dict((v.get("state") or {}).get(key) or {})


def space_cell(v: dict[str, Any], content: Content, sid: str, lang: str = "en") -> Text:
    sp = content.spaces[sid]
    t = Text()
    agents = list(v["agents"].get(sid, ()))  # in arrival order; Infiltrate: a second Agent
    t.append(sp.name, style="bold" if not agents else "")
    # the cost this seat pays in this game (the solo Mentat token, Leto's discount)
    cost, _ = space_terms(sp, Reader.of_view(v))
    details = [f"{n}{short(lang, RES_SHORT[r]) if r in RES_SHORT else r}" for r, n in cost]
    details += [f"{faction_short(f, lang)}{n}+" for f, n in sp.requirement]
    if sp.combat:
        details.append(COMBAT_MARK)
    if sp.once_per_game:
        details.append(short(lang, ONCE_MARK))
    if details:
        t.append(" " + " ".join(details), style="dim")
    if sid in v["bonus_spice"] and v["bonus_spice"][sid]:
        t.append(f" +{v['bonus_spice'][sid]}{short(lang, RES_SHORT['spice'])}", style="yellow")
    ctl = v["control"].get(sid)
    if ctl is not None:
        t.append(" " + short(lang, CONTROL_SHORT))
        t.append_text(seat_text(v, ctl, lang=lang))
    for who in public_field(v, "voice").get(sid, ()):
        t.append(" " + short(lang, VOICE_SHORT))
        t.append_text(seat_text(v, who, lang=lang))
    if agents:
        t.append(" [")
        for k, a in enumerate(agents):
            if k:
                t.append(",")
            t.append_text(seat_text(v, a, lang=lang))
        t.append("]")
    return t


def board_table(v: dict[str, Any], content: Content, width: int = 80, lang: str = "en") -> Table:
    """One line per board area: the game's Factions' (in track order, two by two where they fit the
    width), then the other areas and any personal boards. The areas are named in the reader's
    language (`lang`) once the rows are laid out."""
    tr = translator(lang)
    factions = faction_areas(content)
    areas = board_areas(v)
    rows: dict[str, Text] = {}
    for sid in content.space_order:
        line = rows.setdefault(space_area(content.spaces[sid], factions, areas), Text())
        if line:
            line.append(" · ", style="dim")
        line.append_text(space_cell(v, content, sid, lang))
    label = {name: tr.gettext(name) for name, _ in areas}  # the areas in the reader's words
    label.update({f: faction_word(f, lang) for f in factions})
    label.update({a: tr.gettext(PERSONAL_AREA, faction=faction_word(a.partition(":")[2], lang))
                  for a in rows if a.startswith("personal:")})
    tab = Table(box=None, show_header=False, padding=(0, 1), expand=False)
    tab.add_column("area", style="bold magenta", no_wrap=True,
                   width=max(13, *(len(label.get(a, a)) for a in rows)))
    tab.add_column("spaces", ratio=1)
    paired = tuple(zip(factions[0::2], factions[1::2], strict=False))  # side by side when wide
    if paired and all(a in rows for pair in paired for a in pair):
        left = max(rows[a].cell_len for a, _ in paired) + 2
        pad = max(14, *(len(label[b]) + 1 for _, b in paired))
        fits = all(left + pad + rows[b].cell_len <= width - 15 for _, b in paired)
        for a, b in paired if fits else ():
            line = rows.pop(a)
            line.append(" " * (left - line.cell_len))
            line.append(f"{label[b]:<{pad}}", style="bold magenta")
            line.append_text(rows.pop(b))
            tab.add_row(label[a], line)
    for area in [*(f for f in factions if f in rows), *(a for a in rows if a not in factions)]:
        tab.add_row(label.get(area) or tr.gettext(area), rows[area])
    return tab


# ---- the Conflict --------------------------------------------------------------------------

def conflict_block(v: dict[str, Any], content: Content, lang: str = "en") -> Group:
    """Three lines: the Conflict card, its rewards, each seat's strength."""
    tr = translator(lang)
    lines: list[RenderableType] = []
    cid = v["conflict"]
    head = Text(tr.gettext("Conflict:") + " ", style="bold")
    if cid is None:
        head.append(tr.gettext("none revealed"))
    else:
        cf = content.conflicts[cid]
        head.append(tr.gettext("{name} (level {level})", name=cf.name, level="I" * cf.level), style="bold")
        if cf.control:
            head.append("  " + tr.gettext("1st also takes control of {space}", space=space_name(content, cf.control)),
                        style="dim")
        for notes in hooks("screen", "conflict_notes", v):  # Uprising: the Shield Wall's protection
            head.append(notes(v, content, lang), style="dim")
    head.append("   " + tr.gettext("deck: {n} left", n=len(v["conflict_deck_levels"])), style="dim")
    lines.append(head)
    if cid is not None:
        cf = content.conflicts[cid]
        lines.append(Flow([f"{place}: {reward}" for place, reward in conflict_rewards(cf, Reader.of_view(v, lang))],
                          head=Text("  "), indent=4))
    parts: list[Text] = []
    for p in v["players"]:
        st = seat_text(v, p["seat"], lang=lang)
        parts.append(st)
        st.append(f" {p['strength']}")
        # a module's own units (Uprising: sandworms, strength 3 each)
        extra_units = [word for unit_words in hooks("screen", "unit_words", v) for word in unit_words(p, lang)]
        if p["conflict"] or extra_units:
            units = [tr.short(TROOPS_SHORT, n=p["conflict"]), *extra_units]
            if p["swords"]:
                units.append(tr.short(SWORDS_SHORT, n=p["swords"]))
            st.append(" (" + ", ".join(units) + ")", style="dim")
    lines.append(Flow(parts, sep="  ", head=Text("  " + tr.gettext("Strength:") + " "), indent=4))
    return Group(*lines)


# ---- players -------------------------------------------------------------------------------

def module_columns(v: dict[str, Any], lang: str = "en") -> list[tuple[str, list[str]]]:
    """Per-player columns of the game's modules: (header, a cell per seat) in the reader's language."""
    return [column for player_columns in hooks("screen", "player_columns", v) for column in player_columns(v, lang)]


def natural_width(r: RenderableType) -> int:
    """The columns a renderable takes when nothing wraps."""
    con = Console(width=1000, file=io.StringIO(), no_color=True, highlight=False, markup=False, emoji=False)
    return con.measure(r).maximum


def players_table(v: dict[str, Any], content: Content, width: int = 120, lang: str = "en",
                  minimal: bool = False) -> RenderableType:
    """One row per player, every field on one line, headers in the reader's short forms. When the
    whole row does not fit `width` (Uprising and Immortality at 80 columns: issue 18), the same rows
    are cut in two tables, one under the other: the base game's columns, then the modules' columns,
    the flags and the leader, each row still led by its seat."""
    tr = translator(lang)
    extra = module_columns(v, lang)  # a module's own per-player columns (Immortality: its render.py)
    leaders = any(p["leader"] for p in v["players"])
    # (header, justify, a cell per player); the first part is the base game's table
    base: list[tuple[str, str, list[RenderableType]]] = []
    more: list[tuple[str, str, list[RenderableType]]] = []
    players = v["players"]
    alliance = v["alliance"]
    names = []
    for p in players:
        seat = p["seat"]
        name = seat_text(v, seat, lang=lang)
        if seat == v["first_player"]:
            name.append(FIRST_MARK, style="bold")
        if v["decision"] and v["decision"]["seat"] == seat:
            name.append(DECIDING_MARK, style="bold")
        names.append(name)
    left = [[str(p["vp"]), str(p["solari"]), str(p["spice"]), str(p["water"]), str(p["garrison"]),
             str(p["conflict"]), f"{p['agents_left']}/{p['agents_total']}"] for p in players]
    base += [(tr.short(h), "right", [row[k] for row in left]) for k, h in enumerate(COLUMNS_LEFT)]
    for f in players[0]["influence"] if players else ():  # the game's Factions, in track order (the view)
        cells: list[RenderableType] = []
        for p in players:
            cell = Text(str(p["influence"][f]))
            if alliance.get(f) == p["seat"]:
                cell.append(ALLIANCE_MARK, style="bold")
            cells.append(cell)
        base.append((faction_short(f, lang), "right", cells))
    right = [[str(p["hand_size"]), str(p["deck_size"]), str(len(p["discard"])), str(p["intrigue_count"])]
             for p in players]
    base += [(tr.short(h), "right", [row[k] for row in right]) for k, h in enumerate(COLUMNS_RIGHT)]
    for table_columns in hooks("screen", "table_columns", v):  # Uprising: Spies in supply and battle icons
        more += table_columns(v, content, lang)
    more += [(h, "right", [values[p["seat"]] for p in players]) for h, values in extra]
    # one letter each so the table stays narrow (legend in `help`)
    module_flags = hooks("screen", "flags", v)  # Uprising: Maker Hooks
    flags = ["".join(tr.short(letter) for key, letter in FLAGS.items() if p[key])
             + "".join(flag(v, p["seat"], lang) for flag in module_flags) for p in players]
    flag_column: tuple[str, str, list[RenderableType]] = ("", "left", list(flags))
    if leaders:
        more.append((tr.short(LEADER_COLUMN), "left",
                     [Text(leader_name(content, p["leader"], lang) if p["leader"] else "", style="dim")
                      for p in players]))
    more.insert(len(more) - leaders, flag_column)  # the flags before the leader
    if minimal:  # the minimal view (80x24): the base game's columns, the flags where they fit
        cols = base + [flag_column] if natural_width(_table(names, base + [flag_column], True)) <= width else base
        return _table(names, cols, compact=True)
    whole = _table(names, base + more)
    if natural_width(whole) <= width:
        return whole
    # the flags stay in the first table when they fit there (the base game's leader alone moves)
    first = base + [flag_column]
    if natural_width(_table(names, first)) > width:
        first = base
    rest = [c for c in more if c is not flag_column] if len(first) > len(base) else more
    return Group(_table(names, first), _table([n.copy() for n in names], rest))


def _table(names: list[Text], columns: list[tuple[str, str, list[RenderableType]]], compact: bool = False) -> Table:
    # the box's column divider is the only gap between columns (compact: no rule under the headers)
    tab = (Table(box=None, padding=(0, 1, 0, 0), pad_edge=False, show_edge=False) if compact else
           Table(box=box.SIMPLE_HEAD, padding=0, pad_edge=False, show_edge=False))
    tab.add_column("", justify="left", no_wrap=True)
    for header, just, _ in columns:
        tab.add_column(header, justify=just, no_wrap=True)  # type: ignore[arg-type]
    for k, name in enumerate(names):
        tab.add_row(name, *(cells[k] for _, _, cells in columns))
    return tab


def in_play_line(v: dict[str, Any], content: Content, lang: str = "en") -> Text | None:
    """One line (wrapped as needed): each seat's cards in play and unspent persuasion."""
    parts = []
    for p in v["players"]:
        if not p["in_play"] and not p.get("persuasion"):
            continue
        t = seat_text(v, p["seat"], lang=lang)
        if p["in_play"]:
            t.append(" " + grouped([card_name(content, c) for c in p["in_play"]]))
        if p.get("persuasion"):
            t.append(" " + translator(lang).gettext("(persuasion {n})", n=p["persuasion"]))
        parts.append(t)
    if not parts:
        return None
    line = Text(translator(lang).gettext("In play:") + " ", style="bold")
    for k, t in enumerate(parts):
        if k:
            line.append(" · ", style="dim")
        line.append_text(t)
    return line


def player_zones(v: dict[str, Any], content: Content, seat: int, lang: str = "en") -> Group:
    """Every public zone of one player (the `players` command), in the reader's language."""
    tr = translator(lang)
    p = v["players"][seat]
    head = seat_text(v, seat, lang=lang)
    head.append("  " + tr.gettext("{leader}   {n} VP", leader=leader_name(content, p["leader"], lang), n=p["vp"]))
    if p.get("team") is not None:  # team games (the seat plan's teams: 002 six players)
        head.append("   " + tr.gettext("team {n}", n=p["team"]))
    lines: list[RenderableType] = [head]
    src = ", ".join(f"{vp_source(content, k, lang)} {n}" for k, n in p["vp_sources"].items() if n)
    lines.append(Text("  " + tr.gettext("VP from: {sources}", sources=src or "—")))
    lines.append(Text("  " + tr.gettext(
        "{solari} Solari, {spice} spice, {water} water; troops: {garrison} in the garrison, {conflict} in the "
        "Conflict, {supply} in supply; control markers left {markers}", solari=p["solari"], spice=p["spice"],
        water=p["water"], garrison=p["garrison"], conflict=p["conflict"], supply=p["supply"],
        markers=p["control_markers"])))
    infl = [tr.gettext("{faction} {n} (Alliance)", faction=faction_word(f, lang), n=p["influence"][f])
            if v["alliance"].get(f) == seat else f"{faction_word(f, lang)} {p['influence'][f]}" for f in p["influence"]]
    lines.append(Text("  " + tr.gettext("Influence: {list}", list=", ".join(infl))))
    lines.append(Text("  " + tr.gettext("hand {hand}, deck {deck}, Intrigues {intrigues}", hand=p["hand_size"],
                                        deck=p["deck_size"], intrigues=p["intrigue_count"])))
    lines.append(Text("  " + tr.gettext("in play: {cards}", cards=grouped([card_name(content, c) for c in p["in_play"]]))))
    lines.append(Text("  " + tr.gettext("discard: {cards}", cards=grouped([card_name(content, c) for c in p["discard"]]))))
    lines.append(Text("  " + tr.gettext("trashed: {cards}", cards=grouped([card_name(content, c) for c in p["trashed"]]))))
    if p.get("manipulated"):
        lines.append(Text("  " + tr.gettext("set aside (Manipulate): {cards}",
                                            cards=grouped([card_name(content, c) for c in p["manipulated"]]))))
    if p.get("masterstroke_face_down"):
        lines.append(Text("  " + tr.ngettext("Masterstroke: {n} token face down", "Masterstroke: {n} tokens face down",
                                             p["masterstroke_face_down"])))
    elif p.get("masterstroke"):
        lines.append(Text("  " + tr.gettext("Masterstroke (revealed): {factions}", factions=", ".join(
            faction_word(f, lang) for f in p["masterstroke"]))))
    shown: set[str] = set()  # the zones a module shows itself
    for part in view_parts("screen", v):  # Uprising: Spies in supply, Objective, kept Conflicts, face-down pairs
        zone_lines = getattr(part, "zone_lines", None)
        if zone_lines is not None:
            lines += zone_lines(p, content, lang)
            shown.update(getattr(part, "ZONES", ()))
    for zone, items in (p.get("zones") or {}).items():  # rules/player_zones.py ZONES: won Conflict cards ...
        if zone in shown:
            continue
        if zone == "conflicts":
            lines.append(Text("  " + tr.gettext("Conflict cards won: {cards}",
                                                cards=grouped([content.conflicts[c].name for c in items]))))
        elif zone == "contracts":  # CHOAM (002 MÓDULO DE LA CHOAM)
            lines.append(Text("  " + tr.gettext("contracts held: {contracts}", contracts=grouped(
                [contract_name(content, c, lang) for c in items]))))
        elif zone == "contracts_done":
            lines.append(Text("  " + tr.gettext("contracts completed: {contracts}", contracts=grouped(
                [contract_name(content, c, lang) for c in items]))))
        elif zone == "specimens":  # Immortality (003): a count
            lines.append(Text("  " + tr.ngettext("{n} specimen in the axolotl tanks", "{n} specimens in the axolotl tanks",
                                                 len(items))))
        elif zone in ZONE_NAMES:
            name = intrigue_name if zone in ("trashed_intrigues", "this_round") else card_name
            lines.append(Text("  " + tr.gettext(ZONE_NAMES[zone], cards=grouped([name(content, c) for c in items]))))
        else:
            lines.append(Text(f"  {zone.replace('_', ' ')}: " + grouped(list(items))))
    return Group(*lines)


# where a player's VP come from (PlayerState.vp_sources: "start", "influence:emperor", "card:<id>" ...)
VP_SOURCES = {"start": N_("start"), "influence": N_("Influence"), "alliance": N_("Alliance"),
              "conflict": N_("Conflicts"), "intrigue": N_("Intrigues"), "card": N_("cards"),
              "space": N_("board spaces"), "control": N_("control"), "leader": N_("leader"),
              "battle_icons": N_("battle icons"), "scenario": N_("scenario")}
VP_SOURCE = N_("{source} ({what})")
RIVAL_INTRIGUES = VP_SOURCES["intrigue"]  # a Rival's exchange of Intrigue cards ("rival:intrigues")


@cache
def module_vp_words() -> dict[str, str]:
    """The words of the VP sources the modules declare with one (`VpSource.word`: the solo Rivals'
    exchanges), by their key's head."""
    module_parts("base")  # the built-in modules are registered
    return {src.pattern.partition(":")[0]: src.word for m in MODULES.values() for src in m.vp_sources if src.word}


def vp_source(content: Content, key: str, lang: str) -> str:
    """A VP source in the reader's words: "Influence (Emperor)", "Signet Ring" (a card's name)."""
    from landsraad.interfaces.texts import RESOURCE_NAMES

    tr = translator(lang)
    kind, _, what = key.partition(":")
    if kind in ("card", "intrigue", "space", "leader", "control") and what:
        return source_words(content, key, lang)
    word = VP_SOURCES.get(kind) or module_vp_words().get(kind)
    name = tr.gettext(word) if word else kind
    if not what:
        return name
    if what in FACTION_NAMES:
        what = faction_word(what, lang)
    elif what in RESOURCE_NAMES:
        what = tr.gettext(RESOURCE_NAMES[what])
    elif what == "intrigues":
        what = tr.gettext(RIVAL_INTRIGUES)
    return tr.gettext(VP_SOURCE, source=name, what=what)


# the other zones of rules/player_zones.py ZONES, as the `players` command lists them
ZONE_NAMES = {"returning": N_("returning to the hand in the Reveal turn: {cards}"),
              "trashed_intrigues": N_("Intrigues trashed: {cards}"),
              "this_round": N_("Intrigues lasting this round: {cards}")}


def faction_word(f: str, lang: str) -> str:
    return translator(lang).gettext(FACTION_NAMES[f]) if f in FACTION_NAMES else f


# ---- Imperium Row, Reserve, decks ---------------------------------------------------------

@cache
def icon_shorts() -> dict[str, tuple[str, str]]:
    """Every Agent icon's short form: the core's, then every registered module's (its "screen"
    part's ICON_SHORT: a card of a module may be listed in a game without it)."""
    return {**ICON_SHORT, **{k: f for part in every_part("screen") for k, f in getattr(part, "ICON_SHORT", {}).items()}}


def icons_short(c: Any, lang: str) -> str:
    tr = translator(lang)
    shorts = icon_shorts()
    return "/".join(tr.short(shorts[i]) if i in shorts else i for i in c.icons)


def card_brief(content: Content, cid: str, lang: str = "en") -> str:
    c = content.cards[cid]
    icons = icons_short(c, lang)
    fac = f" {faction_short(c.faction, lang)}" if c.faction else ""
    return f"{c.name} ({c.cost}{fac}{'; ' + icons if icons else ''})"


def market_block(v: dict[str, Any], content: Content, lang: str = "en") -> Group:
    tr = translator(lang)
    row = Flow([card_brief(content, c, lang) for c in v["imperium_row"]] or [tr.gettext("empty")],
               head=Text(tr.gettext("Imperium Row:") + " ", style="bold"))
    reserve: list[Text | str] = [f"{card_name(content, c)} ({content.cards[c].cost if content.cards[c].cost >= 0 else '—'}) x{n}"
                                 for c, n in v["reserve"].items()]
    decks = Text(tr.gettext("Decks: Imperium {imperium}, Intrigue {intrigue} (discarded Intrigues {discarded})",
                            imperium=v["imperium_deck_size"], intrigue=v["intrigue_deck_size"],
                            discarded=len(v["intrigue_discard"])), style="dim")
    res = Flow(reserve, head=Text(tr.gettext("Reserve:") + " ", style="bold"))
    lines: list[RenderableType] = [row, res]
    if "mentat" not in content.spaces:  # no Mentat on this board (002 Preparación A): one line less
        res.items.append(decks)
    else:
        mentat = Text(tr.gettext("Mentat:") + " ", style="dim")
        if v["mentat_holder"] >= 0:
            mentat.append_text(seat_text(v, v["mentat_holder"], lang=lang))
        elif v["mentat_next"] >= 0:
            mentat.append(tr.gettext("won by") + " ")
            mentat.append_text(seat_text(v, v["mentat_next"], lang=lang))
            mentat.append(" " + tr.gettext("(taken next round)"))
        else:
            mentat.append(tr.gettext("on its space"))
        lines.append(Flow([decks, mentat], sep="   ", indent=0))
    for row_lines in hooks("screen", "row_lines", v):  # CHOAM: the face-up contracts and the bank
        lines += row_lines(v, content, lang)
    return Group(*lines)


def contract_name(content: Content, cid: str, lang: str = "en") -> str:
    """"NAME contract" and what it gives (docs/rulings.md C8), e.g. "Arrakeen contract (+1 water)", in
    the reader's language: named after what it asks as `render.contract_name` names it (the names
    files' board spaces and cards), as the decision's options name it (prompts.py)."""
    from landsraad.interfaces.texts import contract_name as named
    from landsraad.interfaces.texts import effects_text

    ct = content.contracts.get(cid)
    if ct is None:
        return cid
    reader = Reader(edition=content.edition, lang=lang)
    return translator(lang).gettext("{contract} ({reward})", contract=named(ct, reader),
                                    reward=effects_text(ct.reward, reader))


# ---- the seat's own hidden cards ----------------------------------------------------------

def hand_card(content: Content, cid: str, lang: str = "en") -> str:
    c = content.cards[cid]
    icons = icons_short(c, lang)
    return f"{c.name} ({icons})" if icons else c.name


INTRIGUE_SHORT = {"plot": N_("Plot"), "combat": N_("Combat"), "win": N_("Combat: when you win"), "endgame": N_("Endgame")}


def intrigue_kinds(content: Content, iid: str, lang: str = "en") -> str:
    """'Plot', 'Combat/Endgame' (Tiebreaker): when the card can be played (`?NAME` gives its text)."""
    tr = translator(lang)
    return "/".join(tr.gettext(INTRIGUE_SHORT[k]) for k in content.intrigues[iid].kinds())


def hand_block(v: dict[str, Any], content: Content, lang: str = "en", compact: bool = False) -> Group | None:
    seat = v["seat"]
    if seat < 0:
        return None
    me = v["players"][seat]
    if "hand" not in me:
        return None
    tr = translator(lang)
    cards = [card_name(content, c) if compact else hand_card(content, c, lang) for c in me["hand"]]
    hand = Flow(cards or [tr.gettext("empty")], sep=", ",
                head=Text(tr.gettext("P{seat} hand:", seat=seat) + " ", style=SEAT_STYLES[seat % 4]))
    intr = Flow([f"{intrigue_name(content, i)} [{intrigue_kinds(content, i, lang)}]" for i in me["intrigues"]]
                or [tr.gettext("none")], sep=", ",
                head=Text(tr.gettext("P{seat} Intrigues:", seat=seat) + " ", style=SEAT_STYLES[seat % 4]))
    lines: list[RenderableType] = [hand, intr]
    if compact:  # the minimal view: the Intrigues after the hand, none left out of the line
        if me["intrigues"]:
            hand.items.append(Text(intr.plain, style=SEAT_STYLES[seat % 4]))
        lines = [hand]
    if me.get("deck_top"):
        lines.append(Text(tr.gettext("Known on top of your deck: {cards}",
                                     cards=", ".join(card_name(content, c) for c in me["deck_top"]))))
    if me.get("masterstroke") and me.get("masterstroke_face_down"):
        lines.append(Text(tr.gettext("Your face-down Masterstroke tokens: {factions}",
                                     factions=", ".join(faction_word(f, lang) for f in me["masterstroke"]))))
    return Group(*lines)


def deck_block(v: dict[str, Any], content: Content, lang: str = "en") -> Text | None:
    seat = v["seat"]
    if seat < 0 or "deck" not in v["players"][seat]:
        return None
    tr = translator(lang)
    me = v["players"][seat]
    t = Text(tr.ngettext("P{seat} deck ({n} card, unordered):", "P{seat} deck ({n} cards, unordered):",
                         me["deck_size"], seat=seat) + " ", style="dim")
    t.append(", ".join(f"{card_name(content, c)}" + (f" x{n}" if n > 1 else "") for c, n in me["deck"].items())
             or tr.gettext("empty"))
    return t


# ---- decisions -------------------------------------------------------------------------------



def describe_decision(kind: str, pending: tuple[Any, ...] | None, content: Content,
                      me: dict[str, Any] | None, lang: str = "en", rules: Ruleset | None = None) -> str:
    """One line saying what the seat is deciding, from the kind's declaration (prompts.py), in
    the reader's language. `pending` is the seat's OWN pending decision (never another seat's):
    its payload holds the effect being offered (the "→" cost, the options of a choice), which the
    seat is reading on its own card or space. `rules`: the game's ruleset, whose kind it is."""
    return decision_prompt(kind, pending, content, me, lang=lang, rules=rules)


def option_gloss(action: str, kind: str, pending: tuple[Any, ...] | None, content: Content,
                 lang: str = "en", rules: Ruleset | None = None) -> str:
    """What an option gives, beside its button, in the reader's language."""
    return prompts_gloss(action, kind, pending, content, lang, rules=rules)


def numbered(legal: Sequence[str]) -> list[tuple[int, str]]:
    """The plain numbering 1..n of a list of legal actions (play.py keeps numbers stable)."""
    return list(enumerate(legal, 1))


def options_block(options: Sequence[tuple[int, str]], kind: str, pending: tuple[Any, ...] | None,
                  content: Content, lang: str = "en", glosses: bool = True, compact: bool = False,
                  rules: Ruleset | None = None) -> Group:
    """The numbered options. Agent placements are grouped one line per card ('agent Dagger: 3
    Arrakeen · 4 Carthag'); the other options are laid out in columns with their gloss (without
    it when the screen has no room: `options` shows them with it). `rules`: the game's ruleset
    (its grammar reads the options)."""
    rules = rules if rules is not None else game_rules(content.edition)
    lines: list[RenderableType] = []
    groups: dict[str, list[tuple[int, str]]] = {}
    cells = []
    width = len(str(max((n for n, _ in options), default=1)))
    for n, a in sorted(options):
        move = is_agent_move(a, rules)
        if move is not None:
            groups.setdefault(move[0], []).append((n, space_name(content, move[1])))
            continue
        t = Text()
        t.append(f"{n:>{width}} ", style="bold")
        t.append(a)
        g = option_gloss(a, kind, pending, content, lang, rules) if glosses else ""
        if g:
            t.append(f"  {g}", style="dim")
        cells.append(t)
    packed: list[Text] = []  # compact (the minimal view): every card's placements in one flow
    for cid, places in groups.items():
        items = []
        for n, where in places:
            t = Text(str(n), style="bold")
            t.append(f" {where}")
            items.append(t)
        if compact:
            items[0] = Text(f"{card_name(content, cid)}: ", style="underline") + items[0]
            packed += items
        else:
            lines.append(Flow(items, head=Text(f"agent {card_name(content, cid)}: "), indent=4))
    if compact:  # the other options in the same flow
        if packed:
            packed[0] = Text("agent ") + packed[0]
        if packed or cells:
            lines.append(Flow([*packed, *cells], indent=0))
        return Group(*lines)
    if cells:
        lines.append(Columns(cells, padding=(0, 2), equal=False, column_first=True))
    return Group(*lines)


# ---- screens -------------------------------------------------------------------------------

def header(v: dict[str, Any], lang: str = "en") -> Text:
    tr = translator(lang)
    phase = v["phase"]
    t = Text(tr.gettext("Round {round} · {phase}", round=v["round"],
                        phase=tr.gettext(PHASES[phase]) if phase in PHASES else phase), style="bold")
    d = v["decision"]
    if d is not None:
        t.append(" · ")
        t.append_text(seat_text(v, d["seat"], lang=lang))
        t.append(" " + tr.gettext("to decide"))
    return t


def full_screen(v: dict[str, Any], content: Content, with_hand: bool = True, width: int = 80,
                lang: str = "en") -> list[RenderableType]:
    """The whole table as this seat sees it (hand and Intrigues only for the view's own seat):
    at 120 columns, with 4 players and leaders, about 22 lines (see decision_screen)."""
    parts: list[RenderableType] = [header(v, lang), conflict_block(v, content, lang),
                                   board_table(v, content, width, lang)]
    for board_lines in hooks("screen", "board_lines", v):  # Uprising: the Spies on their posts, the Shield Wall
        parts += board_lines(v, content, lang)
    parts.append(players_table(v, content, width, lang))
    ip = in_play_line(v, content, lang)
    if ip is not None:
        parts.append(ip)
    parts.append(market_block(v, content, lang))
    for market_lines in hooks("screen", "market_lines", v):  # Immortality: the Bene Tleilax board
        parts += market_lines(v, content, width, lang)
    hb = hand_block(v, content, lang) if with_hand else None
    if hb is not None:
        parts.append(hb)
    return parts


SCREEN_LINES = 40  # the per-decision screen fits 120x40 (issue 19)


def line_count(parts: Sequence[RenderableType], width: int) -> int:
    con = Console(width=width, file=io.StringIO(), no_color=True, highlight=False, markup=False, emoji=False)
    return len(con.render_lines(Group(*parts), con.options.update(width=width), pad=False))


MINIMAL_LINES = 24  # the minimal view fits 80x24 (issue 34): `look` shows the whole table


def minimal_top(v: dict[str, Any], content: Content, width: int = 80, lang: str = "en") -> list[RenderableType]:
    """The table in a few lines (the minimal view): the round, the Conflict card on one line and
    the players table's base columns; `look`, `board`, `row` and `players` show the rest."""
    tr = translator(lang)
    head = conflict_block(v, content, lang).renderables[0]
    assert isinstance(head, Text)
    if head.cell_len > width:
        head = head.copy()
        head.truncate(width - 1)
        head.append("…")
    top = header(v, lang)
    hint = "   " + tr.gettext("(the whole table: look)")
    if top.cell_len + len(hint) <= width:
        top.append(hint, style="dim")
    return [top, head, players_table(v, content, width, lang, minimal=True)]


def decision_screen(v: dict[str, Any], content: Content, events: Sequence[str],
                    options: Sequence[tuple[int, str]], pending: tuple[Any, ...] | None,
                    width: int = 120, height: int = SCREEN_LINES, title: RenderableType | None = None,
                    footer: Sequence[RenderableType] = (), lang: str = "en",
                    minimal: bool = False) -> list[RenderableType]:
    """The screen a seat decides on: the table, what happened since it last decided, its hand,
    the decision and the numbered options, in `height` lines (one more for the prompt). When the
    events do not all fit, the latest are shown with a pointer to `log`; then the options' glosses
    give way, then the table gives way to its minimal view (`minimal`: that view at once, for a
    terminal of 80x24)."""
    seat = v["seat"]
    me = v["players"][seat]
    d = v["decision"]
    rules = rules_of_view(v)
    head: list[RenderableType] = [title] if title is not None else []
    # (the table, whether it is the minimal one): the minimal view has no room for the title's rule
    tops = [] if minimal else [(head + full_screen(v, content, with_hand=False, width=width, lang=lang), False)]
    tops.append((([] if minimal else head) + minimal_top(v, content, width, lang), True))
    tr = translator(lang)

    def bottom_part(glosses: bool, small: bool, with_footer: bool = True) -> list[RenderableType]:
        bottom: list[RenderableType] = []
        hb = hand_block(v, content, lang, compact=small)
        if hb is not None:
            bottom.append(hb)
        bottom.append(Text(describe_decision(d["kind"], pending, content, me, lang, rules), style="bold"))
        bottom.append(options_block(options, d["kind"], pending, content, lang, glosses, compact=small, rules=rules))
        if not glosses and with_footer and any(option_gloss(a, d["kind"], pending, content, lang, rules)
                                               for _, a in options):
            bottom.append(Text(tr.gettext("(type 'options' to see what each option gives)"), style="dim"))
        return bottom + (list(footer) if with_footer else [])

    def earlier(n: int) -> Text:
        return Text("  · " + tr.ngettext("({n} earlier line: type 'log')", "({n} earlier lines: type 'log')", n),
                    style="dim")

    def with_events(top: list[RenderableType], bottom: list[RenderableType], small: bool) -> list[RenderableType]:
        room = height - 1 - line_count(top + bottom, width)  # 1: the prompt line
        ev = [Text("  · " + e, style="dim") for e in events]
        if small and room <= 0:  # the minimal view: no room for what happened (`log` shows it)
            return top + bottom
        hidden = 0
        if len(ev) > max(room, 1 if small else 2):
            keep = max(room - 1, 1)
            hidden = len(ev) - keep
            ev = [earlier(hidden)] + ev[-keep:]
        # down to the pointer alone (events wrap on two lines): the latest events give way before
        # the options' glosses do
        while len(ev) > 1 and line_count(top + ev + bottom, width) > height - 1:
            hidden += 1 if hidden else 2
            ev = [earlier(hidden)] + ev[2:]
        if small and ev and line_count(top + ev + bottom, width) > height - 1:
            ev = []
        return top + ev + bottom

    screen: list[RenderableType] = []
    for top, small in tops:
        # the options' glosses give way (Immortality's Reveal turns), then the footer (the undo note)
        for glosses, with_footer in ((True, True), (False, True), (False, False)):
            screen = with_events(top, bottom_part(glosses, small, with_footer), small)
            if line_count(screen, width) <= height - 1:
                return screen
    return screen


# the engine's names of the tie-breaks (English scripts match "decided by spice"), in each language
TIEBREAK_NAMES = {"vp": NC_("tiebreak", "vp"), "spice": NC_("tiebreak", "spice"), "solari": NC_("tiebreak", "solari"),
                  "water": NC_("tiebreak", "water"), "garrison": NC_("tiebreak", "garrison"),
                  "latest reveal": NC_("tiebreak", "latest reveal"), "tied": NC_("tiebreak", "tied")}
END_COLUMNS = (NC_("screen", "place"), NC_("screen", "seat"), NC_("screen", "leader"), NC_("screen", "VP"),
               NC_("screen", "spice"), NC_("screen", "sol"), NC_("screen", "water"), NC_("screen", "garrison"))


def end_screen(v: dict[str, Any], content: Content, lang: str = "en") -> list[RenderableType]:
    tr = translator(lang)
    res = v["result"]
    parts: list[RenderableType] = [Text(tr.gettext("Game over"), style="bold reverse")]
    tab = Table(box=box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    for col in END_COLUMNS:
        tab.add_column(tr.short(col), no_wrap=True)
    for place, seat in enumerate(res["ranking"], 1):
        p = v["players"][seat]
        tab.add_row(str(place), seat_text(v, seat, lang=lang), leader_name(content, p["leader"], lang), str(p["vp"]),
                    str(p["spice"]), str(p["solari"]), str(p["water"]), str(p["garrison"]))
    parts.append(tab)
    w = Text(tr.gettext("Winner:") + " ", style="bold")
    w.append_text(seat_text(v, res["winner"], lang=lang))
    # the tie-break's name is the engine's (scripts match "decided by <name>"), its meaning in words
    tiebreak = res["tiebreak"]
    meaning = TIEBREAK_TEXT.get(tiebreak)
    why = tr.gettext(meaning) if meaning else tiebreak
    name = tr.short(TIEBREAK_NAMES[tiebreak]) if tiebreak in TIEBREAK_NAMES else tiebreak
    w.append(" " + tr.gettext("with {vp} VP — decided by {tiebreak} ({why})", vp=res["vp"][res["winner"]],
                              tiebreak=name, why=why))
    parts.append(w)
    teams = res.get("teams")
    if teams:  # a team game (the seat plan's teams, rulings R22: combined VP, the team wins)
        won = res.get("winning_team")
        for t, team in sorted(teams.items()):
            line = Text(tr.gettext(TEAM_RESULT, seats=", ".join(f"P{x}" for x in team["seats"]), vp=team["vp"]),
                        style="bold" if str(won) == str(t) else "")
            if str(won) == str(t):
                line.append(" " + tr.gettext(TEAM_WINS), style="bold")
            parts.append(line)
    return parts


TEAM_RESULT, TEAM_WINS = N_("Team {seats}: {vp} VP together"), N_("(the winning team)")
