"""Immortality's observation blocks (rl/observation.py, `Module.interfaces["rl"]`): the Bene Tleilax
board (seed 003) — everything on it is face up (`view(...)["immortality"]`) — and the Intrigue cards
on top of the deck only as the observer knows them (view `intrigue_top`, Imperium Ceremony)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.content.names import module_data
from landsraad.rules.ruleset import Ruleset


def research_spaces(rules: Ruleset) -> tuple[str, ...]:
    """The research track's spaces in the order of the `research` block (sorted ids)."""
    return tuple(sorted(module_data("immortality", rules.content.edition).research.spaces))


def tleilaxu_spaces(rules: Ruleset) -> int:
    """The Tleilaxu track's spaces (the `tleilaxu` block's width per seat; 0 = start)."""
    return len(module_data("immortality", rules.content.edition).tleilaxu_track.spaces)


def blocks(rules: Ruleset) -> list[tuple[str, int, float, str]]:
    R, C, NI = rules.table.max_players, len(rules.content.cards), len(rules.content.intrigues)
    RS, TS = len(research_spaces(rules)), tleilaxu_spaces(rules)
    return [("research", R * RS, 1.0, "per relative seat: one-hot of its Research token's space (sorted ids)"),
            ("markers", R, 0.5, "per relative seat: genetic markers reached"),
            ("tleilaxu", R * TS, 1.0, "per relative seat: one-hot of its Tleilaxu token's space (0 = start)"),
            ("tleilaxu_spice", 1, 0.5, "the setup spice still on the Tleilaxu track"),
            ("specimens", R, 0.2, "per relative seat: specimens in its axolotl tanks"),
            ("family_atomics", R, 1.0, "relative seats still holding their Family Atomics"),
            ("tleilaxu_row", C, 1.0, "Tleilaxu Row (Reclaimed Forces not listed): copies per card"),
            ("tleilaxu_deck_size", 1, 0.05, "cards left in the Tleilaxu deck"),
            ("grafted", C, 1.0, "the two cards grafted this turn: copies per card"),
            ("intrigue_top", NI, 1.0, "Intrigue cards the observer put back on top of the Intrigue deck "
             "(Imperium Ceremony): copies per Intrigue")]


def vocabulary(rules: Ruleset) -> tuple[str, ...]:
    """The ids the blocks index (in the layout hash)."""
    return research_spaces(rules)


def encoder(rules: Ruleset) -> Callable[[dict[str, Any], Callable[[int | None], int], Callable[..., None]], None]:
    research = research_spaces(rules)
    research_ix = {x: i for i, x in enumerate(research)}
    RS, TS = len(research), tleilaxu_spaces(rules)
    card_ix = {c: i for i, c in enumerate(sorted(rules.content.cards))}  # the core's card order
    intrigue_ix = {c: i for i, c in enumerate(sorted(rules.content.intrigues))}

    def encode(v: dict[str, Any], rel: Callable[[int | None], int], put: Callable[..., None]) -> None:
        imm = v.get("immortality")
        if not imm:
            return
        for seat, (space, n_markers, tleilaxu) in enumerate(zip(imm["research"], imm["markers"], imm["tleilaxu"],
                                                                strict=True)):
            r = rel(seat)
            if r < 0:
                continue
            put("research", r * RS + research_ix[space])
            put("markers", r, n_markers)
            put("tleilaxu", r * TS + min(tleilaxu, TS - 1))
            put("specimens", r, len(v["players"][seat]["zones"].get("specimens", ())))
        put("tleilaxu_spice", 0, imm["tleilaxu_spice"])
        for seat in imm["family_atomics"]:
            if rel(seat) >= 0:
                put("family_atomics", rel(seat))
        for c in imm["tleilaxu_row"]:
            put("tleilaxu_row", card_ix[c])
        put("tleilaxu_deck_size", 0, imm["tleilaxu_deck_size"])
        for c in imm["grafted"]:
            put("grafted", card_ix[c])
        for c in v.get("intrigue_top") or ():
            put("intrigue_top", intrigue_ix[c])

    return encode
