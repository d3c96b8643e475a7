"""The House Hagal cards as the base game's own kind of component (issue 27: a product is one
folder): the record, its loader from hagal.yaml in a product's folder (the base game's
modules/base/content/hagal.yaml; 001 ДВА ИГРОКА / ОДИН ИГРОК, "колода Дома Хагал"), and its check
against the board's spaces. Registered when imported, before any content is loaded
(content/kinds.py); read with `HAGAL_CARD.get(content)`. Immortality's solo cards (003 Nuevas cartas de
la Casa Hagal) are this record too, built with `load_hagal_card` by its own loader."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from landsraad.content.checks import boolean, fail, integer, mapping
from landsraad.content.kinds import ComponentKind, register_kind
from landsraad.content.loader import KNOWN_FACTIONS

# 001: a card is in both decks, or only in the solo or the two-player one
MODES = ("common", "solo", "two_player")
FIELDS = frozenset({"id", "name", "copies", "mode", "spaces", "harvest", "recruit", "influence",
                    "signet", "swords", "reshuffle"})


@dataclass(frozen=True, slots=True)
class HagalCard:
    """A House Hagal card (automa of 2-player and solo games): modules/base/hagal.py plays it."""

    id: str
    name: str
    copies: int
    mode: str  # common | solo | two_player
    spaces: tuple[str, ...]
    harvest: bool
    recruit: int
    influence: str | None
    signet: bool
    swords: int
    # a card that sends no Agent but shuffles the discard pile and itself back into the deck
    # before another card is revealed (001 АГЕНТЫ «Новая колода»; modules/base/hagal.py draw_hagal)
    reshuffle: bool = False
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


def _flag(raw: dict[str, Any], key: str, where: str) -> bool:
    return boolean(raw.get(key, False), f"{where}: {key}")


def load_hagal_card(raw: dict[str, Any], spaces: Mapping[str, Any]) -> HagalCard:
    """One card of hagal.yaml; ContentError naming it when a field is unknown or wrong, or a space
    it sends an Agent to is not on the board."""
    where = f"hagal card {raw.get('id') if isinstance(raw, dict) else raw}"
    mapping(raw, FIELDS, {"id", "name", "mode"}, where)
    if raw["mode"] not in MODES:
        raise fail(where, "mode must be common, solo or two_player")
    if not isinstance(raw.get("spaces") or [], list):
        raise fail(where, "spaces is a list of board space ids")
    for sid in raw.get("spaces") or ():
        if sid not in spaces:
            raise fail(where, f"unknown space {sid!r}")
    inf = raw.get("influence")
    if inf is not None and inf not in KNOWN_FACTIONS:
        raise fail(where, f"unknown faction {inf!r}")
    return HagalCard(
        id=str(raw["id"]), name=str(raw["name"]), copies=integer(raw.get("copies", 1), where), mode=raw["mode"],
        spaces=tuple(raw.get("spaces") or ()), harvest=_flag(raw, "harvest", where),
        recruit=integer(raw.get("recruit", 0), where), influence=inf, signet=_flag(raw, "signet", where),
        swords=integer(raw.get("swords", 0), where), reshuffle=_flag(raw, "reshuffle", where),
    )


HAGAL_CARD: ComponentKind[HagalCard] = register_kind(ComponentKind(
    name="hagal", record=HagalCard, file="hagal.yaml", key="cards", what="hagal card", load=load_hagal_card,
    spaces_named=lambda card: card.spaces))
