"""The base game's observation blocks (rl/observation.py, `Module.interfaces["rl"]`): its automa's
House Hagal deck, face down (its size), and the face-up discard pile (001 АГЕНТЫ: the cards revealed),
read from the seat's view only (the base module's view: `hagal_deck_size`, `hagal_discard`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.rules.ruleset import Ruleset


def _cards(rules: Ruleset) -> tuple[str, ...]:
    return tuple(sorted(HAGAL_CARD.get(rules.content)))


def blocks(rules: Ruleset) -> list[tuple[str, int, float, str]]:
    return [("hagal_deck_size", 1, 0.05, "cards left in the House Hagal deck"),
            ("hagal_discard", max(len(_cards(rules)), 1), 1.0,
             "House Hagal cards played this round/game: copies per card (sorted ids)")]


def vocabulary(rules: Ruleset) -> tuple[str, ...]:
    """The ids the blocks index (in the layout hash)."""
    return _cards(rules)


def encoder(rules: Ruleset) -> Callable[[dict[str, Any], Callable[[int | None], int], Callable[..., None]], None]:
    ix = {c: i for i, c in enumerate(_cards(rules))}

    def encode(v: dict[str, Any], rel: Callable[[int | None], int], put: Callable[..., None]) -> None:
        del rel  # no seat-relative block
        put("hagal_deck_size", 0, v.get("hagal_deck_size", 0))
        for c in v.get("hagal_discard") or ():
            put("hagal_discard", ix[c])
    return encode
