"""Immortality (seed 003) components as players read them: graft boxes, the research track, the
Tleilaxu track, the Tleilaxu Row card and the solo House Hagal changes. Rendered from the data
(content/immortality/*.yaml) with the phrases of interfaces/texts.py."""

from __future__ import annotations

from typing import Any

from landsraad.content import Card, Content
from landsraad.content.immortality_loader import Immortality, immortality_for
from landsraad.interfaces.texts import (
    GROUP,
    ICON_NAMES,
    PRINTED,
    Reader,
    capital,
    cond_text,
    effects_text,
    word,
)


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


def research_track_lines(imm: Immortality) -> list[str]:
    """003 EL MEDIDOR DE INVESTIGACIÓN: each space, its bonus and where it leads."""
    track = imm.research
    lines = ["Research track  [Bene Tleilax board: each Research icon moves your token one column right "
             "to a connected space; gain that space's bonus]"]
    for sp in sorted(track.spaces.values(), key=lambda s: (s.column, s.row)):
        bonus = effects_text(sp.effects, sep=GROUP) if sp.effects else "no bonus"
        where = "start" if sp.id == track.start else f"column {sp.column}, row {sp.row}"
        nxt = f" → {', '.join(track.spaces[n].id for n in sp.next)}" if sp.next else ""
        lines.append(f"  {sp.id} ({where}): {capital(bonus)}{nxt}")
    for m in track.markers:
        lines.append(f"Genetic marker {m.marker} (column {m.column}): {m.rule}")
    return lines


def tleilaxu_track_lines(imm: Immortality) -> list[str]:
    """003 EL MEDIDOR TLEILAXU: each space's bonus; the setup spice."""
    t = imm.tleilaxu_track
    lines = ["Tleilaxu track  [Bene Tleilax board: each Tleilaxu icon moves your token one space; gain the new "
             "space's bonus]"]
    for sp in t.spaces:
        bonus = capital(effects_text(sp.effects, sep=GROUP)) if sp.effects else "No bonus"
        if sp.index == 0:
            bonus = "Start"
        if sp.setup_spice:
            bonus += f"; the first player to reach it also takes the {t.setup_spice} spice placed here at setup"
        lines.append(f"  Space {sp.index}: {bonus}")
    return lines


def hagal_lines(content: Content, imm: Immortality) -> list[str]:
    """003 ADICIONES A PARTIDAS EN SOLITARIO: the solo House Hagal changes."""
    removed = ", ".join(f"{content.hagal[h].copies}x {content.hagal[h].name}" for h in imm.hagal_removes
                        if h in content.hagal)
    if content.edition == "uprising":  # 002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD
        removed = ", ".join(f"{n} copy of the {content.spaces[s].name} card" if n == 1 else
                            f"{n} copies of the {content.spaces[s].name} card"
                            for s, n in imm.hagal_removes_uprising.items())
    lines = ["House Hagal, solo games with Immortality (not 2-player games)"
             + (f": remove {removed}; add" if removed else ": add")]
    if content.edition == "uprising":
        lines.append("  (a Carthag card: ignore its board space and troops, do the rest, then reveal another card)")
    for h in imm.hagal.values():
        c = h.card
        parts = [", ".join(content.spaces[s].name if s in content.spaces else s.replace("_", " ").title()
                           for s in c.spaces)]
        if c.recruit:
            parts.append(f"Recruit {c.recruit} troop" + ("s" if c.recruit > 1 else ""))
        if h.tleilaxu:
            parts.append(f"advance {h.tleilaxu} on the Tleilaxu track")
        if h.tleilaxu_row:
            parts.append(f"remove and replace the {h.tleilaxu_row} Tleilaxu Row card")
        lines.append(f"  {c.copies}x {c.name}: {'; '.join(parts)}")
    return lines


def variant_lines(imm: Immortality) -> list[str]:
    """003 ATÓMICAS FAMILIARES and VARIANTES (Hasta los 11)."""
    fa, up = imm.family_atomics, imm.up_to_11
    return [f"Family Atomics  [{fa.per_player} token per player]: {capital(fa.rule)}",
            f"Up to 11  [variant]: the game ends at {up.end_vp} VP; in 4-player games score markers start on "
            f"{up.four_player_start_vp} and the game ends at {up.four_player_end_vp} VP"]


def immortality_listing(imm: Immortality) -> dict[str, Any]:
    """The counts of `landsraad cards --modules immortality`."""
    return {
        "tleilaxu_row": imm.tleilaxu[imm.row_card].name,
        "tleilaxu_deck": len(imm.tleilaxu_deck),
        "research_spaces": len(imm.research.spaces),
        "tleilaxu_track_spaces": len(imm.tleilaxu_track.spaces),
        "hagal_solo_added": sum(h.card.copies for h in imm.hagal.values()),
    }
