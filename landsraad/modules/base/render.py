"""The base game's component texts (`Module.interfaces["render"]`: the hooks
landsraad/interfaces/parts.py names): the House Hagal cards of its automa (001/000 House Hagal
sheet), which the core's renderer no longer words (issue 27: the automa is the base product's)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from landsraad.content import Content
from landsraad.i18n import N_, NP_, translator
from landsraad.interfaces.parts import every_part
from landsraad.interfaces.render import copies_text
from landsraad.interfaces.texts import (
    FACTION_NAMES,
    OR_LAST,
    PRINTED,
    Reader,
    capital,
    declared_text,
    rule_text,
    word,
)
from landsraad.modules.base.hagal_card import HAGAL_CARD, HagalCard

# 001 "ДОМ ХАГАЛЬ": the cards of both decks, those only the solo deck and those only the 2-player deck holds
HAGAL_MODES = {"common": N_("solo and two-player games"), "solo": N_("solo games only (1P)"),
               "two_player": N_("two-player games only (2P)")}
SWORDS = NP_("+{n} Sword", "+{n} Swords")
RECRUIT = NP_("Recruit {n} troop {how}", "Recruit {n} troops {how}")
# the kind and the group of component `cards --show` and `?NAME` find of the base game's own (their
# help and usage: interfaces/render.py show_help_words, show_usage_words)
SHOW_KINDS = (N_("House Hagal card"),)
SHOW_GROUPS = (N_("House Hagal"),)
# `cards --show` keys -> the House Hagal deck (the core's GROUPS: interfaces/render.py)
GROUP_KEYS = frozenset({"house hagal", "hagal"})


# ---- `landsraad cards` (interfaces/cli.py: the hooks of a listing's render parts) ----------------
# the listing's group of House Hagal cards in a reader's words, and the names files' kind of its items
LISTING_KINDS = {"hagal": N_("House Hagal cards")}
LISTING_RECORDS = {"hagal": "hagal"}
HAGAL_DECKS = {"solo": N_("House Hagal deck, solo games: {cards}"),
               "two_player": N_("House Hagal deck, two-player games: {cards}")}


def listing_entries(content: Content) -> dict[str, Any]:
    """The House Hagal cards and the two decks 001 builds from them (2P removes the 1P cards, solo the
    2P cards); a module changing a deck gives its own `hagal_decks` after this (Immortality's solo)."""
    cards = HAGAL_CARD.get(content).values()
    return {"hagal": [{"id": h.id, "name": h.name, "copies": h.copies, "mode": h.mode, "spaces": list(h.spaces),
                       "harvest": h.harvest, "recruit": h.recruit, "influence": h.influence, "signet": h.signet,
                       "swords": h.swords} for h in cards],
            "hagal_decks": {deck: {h.id: h.copies for h in cards if h.mode in ("common", deck)}
                            for deck in ("solo", "two_player")}}


def listing_totals(listing: dict[str, Any]) -> dict[str, int]:
    """The listing's totals of the House Hagal cards and decks, once every module gave its entries."""
    return {"hagal": sum(h["copies"] for h in listing["hagal"]),
            **{f"hagal_{deck}": sum(d.values()) for deck, d in listing["hagal_decks"].items()}}


def listing_lines(listing: dict[str, Any], lang: str = "en") -> list[str]:
    """The House Hagal decks' sizes, after the groups."""
    tr = translator(lang)
    return [tr.gettext(HAGAL_DECKS[deck], cards=tr.ngettext("{n} card", "{n} cards", sum(cards.values())))
            if deck in HAGAL_DECKS else f"{deck}: {sum(cards.values())}"
            for deck, cards in listing["hagal_decks"].items()]


def group_components(content: Content, key: str) -> Sequence[Any]:
    """The House Hagal cards when `key` names them (`--show "House Hagal"`), else none."""
    return list(HAGAL_CARD.get(content).values()) if key in GROUP_KEYS else []


def component_lines(content: Content, comp: Any, reader: Reader = PRINTED) -> list[str] | None:
    """A House Hagal card's whole text; None: not one."""
    return hagal_lines(content, comp, reader) if isinstance(comp, HagalCard) else None


def hagal_lines(content: Content, hc: HagalCard, reader: Reader = PRINTED) -> list[str]:
    """001/000 House Hagal sheet: a card sends the automa's Agent, recruits, gains Influence and
    gives Swords (hagal.py here); the texts are declared there."""
    tr = reader.tr
    lines = [tr.gettext("{name}  [House Hagal card, {mode}]", name=reader.comp_name("hagal", hc),
                        mode=tr.gettext(HAGAL_MODES[hc.mode])) + copies_text(hc.copies)]
    deck = {1: "solo", 2: "two_player"}.get(reader.players or 0)
    if deck is not None and hc.mode not in ("common", deck):
        lines.append(tr.gettext("Not in this game's House Hagal deck"))
    if declared_text(f"hagal:{hc.id}", reader):  # a card with an instruction of its own (Reshuffle)
        lines.append(capital(rule_text(f"hagal:{hc.id}", reader)))
    spaces = [reader.comp_name("spaces", content.spaces[s]) if s in content.spaces else reader.name("spaces", s)
              for s in hc.spaces]
    if spaces:
        to = spaces[0] if len(spaces) == 1 else tr.gettext(OR_LAST, spaces=", ".join(spaces[:-1]), last=spaces[-1])
        if hc.harvest:
            to = tr.gettext("{space} ({how})", space=to, how=rule_text("automa:harvest", reader))
        lines.append(tr.gettext("Agent to {space}: {how}", space=to, how=rule_text("automa:agent", reader)))
    if hc.influence:
        lines.append(tr.gettext("+1 {faction} Influence ({how})", faction=word(reader, FACTION_NAMES[hc.influence]),
                                how=rule_text("automa:influence", reader)))
    combat = bool(spaces) and all(content.spaces[s].combat for s in hc.spaces)
    if hc.recruit:
        lines.append(tr.plural(RECRUIT, hc.recruit,
                               how=rule_text("automa:recruit:combat" if combat else "automa:recruit", reader)))
    if combat:
        lines.append(capital(rule_text("automa:deploy", reader)))
        if reader.difficulty in ("mentat", "kwisatz_haderach") and reader.players == 1:
            lines.append(rule_text("automa:expert", reader))
    if hc.harvest:
        modes = {"solo": rule_text("automa:harvest:solo", reader),
                 "two_player": rule_text("automa:harvest:two_player", reader)}
        if deck is not None:
            lines.append(capital(modes[deck]))
        else:
            lines.append(tr.gettext("Solo: {solo}; two players: {two_player}", **modes))
    if hc.signet:
        lines.append(capital(rule_text("automa:signet", reader)))
    if spaces:
        swords = tr.plural(SWORDS, hc.swords) if hc.swords else tr.gettext("no Swords")
        lines.append(tr.gettext("Combat bonus: {swords} ({how})", swords=swords, how=rule_text("automa:swords", reader)))
    for part in every_part("render"):  # a module's own solo cards (Immortality: issue 33)
        if (more := getattr(part, "hagal_card_lines", None)) is not None:
            lines += more(content, hc, reader)
    return lines
