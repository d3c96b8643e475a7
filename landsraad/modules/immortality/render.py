"""Immortality (seed 003) components as players read them: graft boxes, the research track, the
Tleilaxu track, the Tleilaxu Row card and the solo House Hagal changes. Rendered from the data
(modules/immortality/content/*.yaml) with the phrases of interfaces/texts.py. The terminal and the
component texts call its hooks (`Module.interfaces`: landsraad/interfaces/parts.py names them):
`player_columns`, `market_lines`, `card_lines`, `card_cost`, `hagal_card_lines` (and `CARD_KINDS`)."""

from __future__ import annotations

from typing import Any

from landsraad.content import Card, Content, load_content
from landsraad.content.names import component_name
from landsraad.i18n import N_, NC_, translator
from landsraad.interfaces.texts import (
    BOX,
    GROUP,
    ICON_NAMES,
    PRINTED,
    Reader,
    capital,
    cond_text,
    effects_text,
    joined,
    word,
)
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.immortality.extensions import SOLO_HAGAL
from landsraad.modules.immortality.loader import Immortality, immortality_for

CARD_KINDS = {"tleilaxu": N_("Tleilaxu card")}  # 003 CARTAS TLEILAXU: the Tleilaxu deck and Row
# `landsraad cards`: the listing's group of these cards in a reader's words (interfaces/cli.py)
LISTING_KINDS = {"tleilaxu": N_("Tleilaxu cards")}


def card_cost(card: Card, reader: Reader = PRINTED) -> str | None:
    """003 CARTAS TLEILAXU: a Tleilaxu card is paid in specimens, not Persuasion."""
    return reader.tr.ngettext("{n} specimen", "{n} specimens", card.cost) if card.kind == "tleilaxu" else None


def graft_lines(card: Card, reader: Reader = PRINTED) -> list[str]:
    """003 ADSCRIPCIONES: a graft box is played with exactly one other card; icons a card has
    while a condition holds (Blank Slate, Long Reach, Show of Strength); 003 CARTAS TLEILAXU: the
    row card that never leaves the Tleilaxu Row."""
    tr = reader.tr
    lines = []
    if card.kind == "tleilaxu" and card.id == immortality_for("base").row_card:
        lines.append(tr.gettext("Always in the Tleilaxu Row: acquiring it gives one of its effects and leaves it there"))
    if card.graft:
        lines.append(tr.gettext("Graft: play it with exactly one other card in an Agent turn; use either card's Agent "
                                "icons; both count as sending the Agent; you gain both Agent boxes"))
    for cond, icons in card.icons_when:
        lines.append(tr.gettext("Agent icons {condition}: {icons}", condition=cond_text(cond, reader),
                                icons=", ".join(word(reader, ICON_NAMES[i]) for i in icons)))
    return lines


def card_lines(card: Card, reader: Reader = PRINTED) -> list[str]:
    """What an Imperium or Tleilaxu card's text adds in Immortality (interfaces/render.py)."""
    if card.graft or card.icons_when or card.kind == "tleilaxu":  # 003 ADSCRIPCIONES
        return graft_lines(card, reader)
    return []


def research_track_lines(imm: Immortality, reader: Reader = PRINTED) -> list[str]:
    """003 EL MEDIDOR DE INVESTIGACIÓN: each space, its bonus and where it leads."""
    tr = reader.tr
    track = imm.research
    lines = [tr.gettext("Research track  [Bene Tleilax board: each Research icon moves your token one column right "
                        "to a connected space; gain that space's bonus]")]
    for sp in sorted(track.spaces.values(), key=lambda s: (s.column, s.row)):
        bonus = capital(effects_text(sp.effects, reader, GROUP)) if sp.effects else tr.gettext("No bonus")
        where = (tr.gettext("start") if sp.id == track.start else
                 tr.gettext("column {column}, row {row}", column=sp.column, row=sp.row))
        nxt = f" → {', '.join(track.spaces[n].id for n in sp.next)}" if sp.next else ""
        lines.append(f"  {sp.id} ({where}): {bonus}{nxt}")
    for m in track.markers:
        rule = tr.gettext(m.rule)
        lines.append(tr.gettext("Genetic marker {marker} (column {column}): {rule}", marker=m.marker, column=m.column,
                                rule=rule))
    return lines


def tleilaxu_track_lines(imm: Immortality, reader: Reader = PRINTED) -> list[str]:
    """003 EL MEDIDOR TLEILAXU: each space's bonus; the setup spice."""
    tr = reader.tr
    t = imm.tleilaxu_track
    lines = [tr.gettext("Tleilaxu track  [Bene Tleilax board: each Tleilaxu icon moves your token one space; gain "
                        "the new space's bonus]")]
    for sp in t.spaces:
        bonus = capital(effects_text(sp.effects, reader, GROUP)) if sp.effects else tr.gettext("No bonus")
        if sp.index == 0:
            bonus = tr.gettext("Start")
        if sp.setup_spice:
            bonus = tr.gettext("{bonus}; the first player to reach it also takes the {spice} spice placed here at "
                               "setup", bonus=bonus, spice=t.setup_spice)
        lines.append("  " + tr.gettext("Space {n}: {bonus}", n=sp.index, bonus=bonus))
    return lines


# a solo House Hagal card of Immortality replaces one of the two Tleilaxu Row cards
TLEILAXU_ROW_CARD = {"left": N_("remove and replace the left Tleilaxu Row card"),
                     "right": N_("remove and replace the right Tleilaxu Row card")}


def hagal_lines(content: Content, imm: Immortality, reader: Reader = PRINTED) -> list[str]:
    """003 ADICIONES A PARTIDAS EN SOLITARIO: the solo House Hagal changes."""
    tr = reader.tr

    def space(s: str) -> str:
        return reader.comp_name("spaces", content.spaces[s]) if s in content.spaces else s.replace("_", " ").title()

    cards = HAGAL_CARD.get(content)
    removed = ", ".join(f"{cards[h].copies}x {reader.comp_name('hagal', cards[h])}"
                        for h in imm.hagal_removes if h in cards)
    # another board's own changes (extensions.py: 002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD's)
    other = SOLO_HAGAL.get(content.edition)
    if other is not None:
        removed = ", ".join(tr.ngettext("{n} copy of the {space} card", "{n} copies of the {space} card", n,
                                        space=space(s)) for s, n in other.removes().items())
    lines = [tr.gettext("House Hagal, solo games with Immortality (not 2-player games): remove {removed}; add",
                        removed=removed) if removed else
             tr.gettext("House Hagal, solo games with Immortality (not 2-player games): add")]
    if other is not None:
        lines.append("  " + tr.gettext(other.note))
    for h in imm.hagal.values():
        c = h.card
        parts = [", ".join(space(s) for s in c.spaces)]
        if c.recruit:
            parts.append(tr.ngettext("Recruit {n} troop", "Recruit {n} troops", c.recruit))
        if h.tleilaxu:
            parts.append(tr.gettext("advance {n} on the Tleilaxu track", n=h.tleilaxu))
        if h.tleilaxu_row:
            parts.append(tr.gettext(TLEILAXU_ROW_CARD[h.tleilaxu_row]))
        lines.append(f"  {c.copies}x {c.name}: {joined(parts, BOX, reader)}")
    return lines


def variant_lines(imm: Immortality, reader: Reader = PRINTED) -> list[str]:
    """003 ATÓMICAS FAMILIARES and VARIANTES (Hasta los 11)."""
    tr = reader.tr
    fa, up = imm.family_atomics, imm.up_to_11
    rule = capital(tr.gettext(fa.rule))  # apart: Babel's extractor does not see a call inside another's arguments
    return [tr.ngettext("Family Atomics  [{n} token per player]: {rule}", "Family Atomics  [{n} tokens per player]: {rule}",
                        fa.per_player, rule=rule),
            tr.gettext("Up to 11  [variant]: the game ends at {end} VP; in 4-player games score markers start on "
                       "{start} and the game ends at {end4} VP", end=up.end_vp, start=up.four_player_start_vp,
                       end4=up.four_player_end_vp)]


# ---- `landsraad cards` with the module (interfaces/cli.py: the hooks of a listing's render parts) ----
# `cards --show` keys of the House Hagal deck (the base game's: modules/base/render.py GROUP_KEYS)
HAGAL_KEYS = frozenset({"house hagal", "hagal"})
# what `cards --show` names that only this module has: its tracks, variants and solo House Hagal changes
BOARD_SHOWS = {"research track": "research", "tleilaxu track": "tleilaxu", "immortality hagal": "hagal",
               "family atomics": "variants", "up to 11": "variants"}


def listing_entries(content: Content) -> dict[str, Any]:
    """What `cards --modules immortality --json` lists beside the game's components, and the solo
    House Hagal deck as 003 ADICIONES A PARTIDAS EN SOLITARIO changes it: the game's content holds
    the four new solo cards, and the cards they replace (the base Carthag cards) leave that deck."""
    imm = immortality_for(content.edition)
    out: dict[str, Any] = {"immortality": immortality_listing(imm)}
    if cards := HAGAL_CARD.get(content):
        out["hagal_decks"] = {
            "solo": {h.id: h.copies for h in cards.values()
                     if h.mode in ("common", "solo") and h.id not in imm.hagal_removes},
            "two_player": {h.id: h.copies for h in cards.values() if h.mode in ("common", "two_player")}}
    return out


def listing_lines(listing: dict[str, Any], lang: str = "en") -> list[str]:
    """The closing line of `cards --modules immortality`: the counts of what is not a card list."""
    imm = listing["immortality"]
    return [f"Immortality: Tleilaxu deck {imm['tleilaxu_deck']} cards + {imm['tleilaxu_row']} (always in the "
            f"Tleilaxu Row); research track {imm['research_spaces']} spaces; Tleilaxu track "
            f"{imm['tleilaxu_track_spaces']} spaces; solo House Hagal: {imm['hagal_solo_added']} cards added "
            "(--show 'research track', 'tleilaxu track', 'immortality hagal', 'family atomics')"]


def show_text(content: Content, key: str, reader: Reader = PRINTED) -> str | None:
    """`cards --show KEY` in a game with the module: the Bene Tleilax board's tracks, the variants,
    the solo House Hagal changes, or the House Hagal deck with them applied; None for any other key."""
    imm = immortality_for(content.edition)
    show = BOARD_SHOWS.get(key)
    if show is not None:
        lines = (research_track_lines(imm, reader) if show == "research" else
                 tleilaxu_track_lines(imm, reader) if show == "tleilaxu" else
                 variant_lines(imm, reader) if show == "variants" else
                 hagal_lines(load_content(content.edition), imm, reader))
        return "\n".join(lines)
    if HAGAL_CARD.get(content) and key in HAGAL_KEYS:
        return "\n\n".join("\n".join(lines) for lines in hagal_deck_components(content, imm, reader))
    return None


def immortality_listing(imm: Immortality) -> dict[str, Any]:
    """The counts of `landsraad cards --modules immortality`."""
    return {
        "tleilaxu_row": imm.tleilaxu[imm.row_card].name,
        "tleilaxu_deck": len(imm.tleilaxu_deck),
        "research_spaces": len(imm.research.spaces),
        "tleilaxu_track_spaces": len(imm.tleilaxu_track.spaces),
        "hagal_solo_added": sum(h.card.copies for h in imm.hagal.values()),
    }


# ---- the Bene Tleilax board in play (the terminal's table: interfaces/screen.py) -----------------

def player_columns(v: dict[str, Any], lang: str = "en") -> list[tuple[str, list[str]]]:
    """The players' table columns of the Bene Tleilax board (003), headed in the reader's short
    forms (docs/rulings.md R29): "res" the column of the seat's Research token (✦ per genetic
    marker reached; a seat without tokens: its markers only), "tlx" the space of its Tleilaxu token, "spec" its specimens in the axolotl
    tanks, "FA" A while it still holds its Family Atomics."""
    imm = v.get("immortality")
    if not imm:
        return []
    tr = translator(lang)
    seats = range(len(v["players"]))
    atomics = tr.short(FAMILY_ATOMICS_LETTER)
    res, tlx, spc, fa = (tr.short(h) for h in COLUMNS)
    none = set(imm.get("tokenless", ()))  # no token of its own (six players' Commanders): its markers only
    return [(res, [("" if i in none else f"{imm['research_columns'][i]}") + "✦" * imm["markers"][i] for i in seats]),
            (tlx, ["" if i in none else str(imm["tleilaxu"][i]) for i in seats]),
            (spc, [str(len(v["players"][i]["zones"].get("specimens", ()))) for i in seats]),
            (fa, [atomics if i in imm["family_atomics"] else "" for i in seats])]


# i18n: short forms of the players' table columns (at most four letters): Research, Tleilaxu track,
# specimens, Family Atomics
COLUMNS = (NC_("screen", "res"), NC_("screen", "tlx"), NC_("screen", "spec"), NC_("screen", "FA"))
FAMILY_ATOMICS_LETTER = NC_("screen", "A")  # i18n: one capital letter: the seat still holds its Family Atomics
# the `help` legend of those columns (interfaces/play.py help_text; U754)
LEGEND = N_("""\
  Immortality: res Research token's column (✦ a genetic marker), tlx Tleilaxu
    track, spec specimens, FA: A while the Family Atomics are unused""")


def help_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[str]:
    """The `help` legend of the short forms this part prints (interfaces/screen.py help_legend)."""
    return translator(lang).gettext(LEGEND).splitlines()


def market_lines(v: dict[str, Any], content: Content, width: int, lang: str = "en") -> list[Any]:
    """The terminal's line under the Imperium Row: the Bene Tleilax board, cut at the screen's width."""
    if not v.get("immortality"):
        return []
    from rich.text import Text

    line = board_line(v, content, lang)  # one line: cut at the screen's width
    return [Text(line if len(line) <= width else line[:width - 1] + "…")]


def board_line(v: dict[str, Any], content: Content, lang: str = "en") -> str:
    """003 EL TABLERO DE LA BENE TLEILAX as a seat sees it (all face up: `view(...)["immortality"]`), in
    one line (the terminal's screen is 120x40, which base games already fill; each seat's tokens,
    specimens and Family Atomics are the players' table's columns: `player_columns`): the Tleilaxu Row
    (costs in specimens) with Reclaimed Forces, the cards grafted this turn, the setup spice while it
    lies on the Tleilaxu track, the Tleilaxu deck's size. The screen cuts it at its width (screen.full_screen)."""
    from landsraad.i18n import translator

    imm = v.get("immortality")
    if not imm:
        return ""
    tr = translator(lang)

    def name(cid: str) -> str:
        c = content.cards.get(cid)
        if c is None:
            return cid
        return component_name(c, lang, kind="cards")

    row = [f"{name(c)} ({content.cards[c].cost if c in content.cards else '?'})" for c in imm["tleilaxu_row"]]
    row.append(name(imm["row_card"]))
    parts = [tr.gettext("Tleilaxu Row: {row}", row=" · ".join(row))]
    if imm["grafted"]:
        parts.append(tr.gettext("Grafted: {cards}", cards=" + ".join(name(c) for c in imm["grafted"])))
    if imm["tleilaxu_spice"]:
        parts.append(tr.gettext("{spice} spice on Tleilaxu {n}", spice=imm["tleilaxu_spice"], n=imm["tleilaxu_spice_index"]))
    parts.append(tr.gettext("Tleilaxu deck {n}", n=imm["tleilaxu_deck_size"]))
    return "   ".join(parts)


def hagal_deck_components(content: Content, imm: Immortality, reader: Reader = PRINTED) -> list[list[str]]:
    """`cards --show "House Hagal"` with Immortality (the base game's House Hagal deck): each card of
    the game's deck, with 003 ADICIONES A PARTIDAS EN SOLITARIO applied (issue 33): in a solo game
    the three Carthag cards it removes are not listed and its four solo cards are, with their
    Tleilaxu icons; in other games the removed cards say so and the four are listed as solo only."""
    from landsraad.interfaces.render import component_lines  # the base game's words for them

    tr = reader.tr
    solo = reader.players == 1
    out: list[list[str]] = []
    for hc in HAGAL_CARD.get(content).values():
        if hc.id in imm.hagal:  # the game's content holds them: listed below, with their own lines
            continue
        if hc.id not in imm.hagal_removes:
            out.append(component_lines(content, hc, reader))
        elif not solo:
            out.append(component_lines(content, hc, reader) + [tr.gettext("Removed from the deck in solo games with "
                                                                          "Immortality")])
    out += [component_lines(content, h.card, reader) for h in imm.hagal.values()]  # with hagal_extra_lines
    return out


def hagal_card_lines(content: Content, hc: Any, reader: Reader = PRINTED) -> list[str]:
    """What a House Hagal card's text adds: the lines of Immortality's solo cards (issue 33), which
    are not the edition's own."""
    if hc.id in HAGAL_CARD.get(load_content(content.edition)):
        return []
    return hagal_extra_lines(content.edition, hc.id, reader)


def hagal_extra_lines(edition: str, hid: str, reader: Reader = PRINTED) -> list[str]:
    """The lines an Immortality solo House Hagal card adds to its base text (render.hagal_lines):
    its Tleilaxu icons and the Tleilaxu Row card it crosses out (003 Nuevas cartas de la Casa Hagal)."""
    h = immortality_for(edition).hagal.get(hid)
    if h is None:
        return []
    tr = reader.tr
    lines = []
    if h.tleilaxu:
        lines.append(capital(tr.gettext("advance {n} on the Tleilaxu track", n=h.tleilaxu)))
    if h.tleilaxu_row:
        lines.append(capital(tr.gettext(TLEILAXU_ROW_CARD[h.tleilaxu_row])))
    lines.append(tr.gettext("Only in solo games with Immortality"))
    return lines
