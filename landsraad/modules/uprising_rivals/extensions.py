"""What another product brings to the Rivals' House Hagal deck, filled by its combination folder when
imported (modules/combined/<product>__uprising_rivals/, applied by the registry, modules/__init__.py),
so that this folder names no other product (issue 27). Read where the Rivals' rules ask: the deck
at setup (rules.py `setup_rivals`, scenario.py), the cards a reveal may draw (`draw_hagal`), what a
revealed card of theirs does beside its space (`rival_agent_turn`), the names and panels (in any game:
__init__.py `_component`, screen.py) and the state's checks (state.py). Empty: the Rivals' own deck."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from landsraad.modules.uprising_rivals.data import RivalHagalCard

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


@dataclass(frozen=True)
class HagalCards:
    """House Hagal cards another product brings to the Rivals' deck."""
    applies: Callable[[GameState], bool]  # whether this game plays them
    cards: Callable[[], Mapping[str, RivalHagalCard]]  # by id
    deck: Callable[[tuple[str, ...]], tuple[str, ...]]  # the Rivals' deck with them
    icons: Callable[[GameState, int, RivalHagalCard], None]  # their own icons, done when one is revealed


HAGAL: list[HagalCards] = []
# (edition, modules, players, how many are declared) -> those whose `applies` holds: asked at every card a
# Rival reveals, so decided once per kind of game (an `applies` reads the game's config only)
_ACTIVE: dict[tuple[str, tuple[str, ...], int, int], tuple[HagalCards, ...]] = {}


def active(s: GameState) -> tuple[HagalCards, ...]:
    """The brought cards that apply to this game (none in a game of the Rivals alone)."""
    c = s.config
    key = (c.edition, c.modules, c.players, len(HAGAL))
    got = _ACTIVE.get(key)
    if got is None:
        got = _ACTIVE[key] = tuple(x for x in HAGAL if x.applies(s))
    return got


def hagal_deck(s: GameState, deck: tuple[str, ...]) -> tuple[str, ...]:
    """The Rivals' deck with the cards the products in this game bring."""
    for x in active(s):
        deck = x.deck(deck)
    return deck


def hagal_cards(s: GameState, cards: Mapping[str, RivalHagalCard]) -> Mapping[str, RivalHagalCard]:
    """The House Hagal cards a reveal may draw in this game: the Rivals' and those brought."""
    for x in active(s):
        cards = {**cards, **x.cards()}
    return cards


def brought(s: GameState, cid: str) -> HagalCards | None:
    """Which product brought `cid` to this game's deck (None: the Rivals' own card)."""
    for x in active(s):
        if cid in x.cards():
            return x
    return None


def played(s: GameState, cid: str) -> bool:
    """Whether `cid` is a card another product brings to this game's deck."""
    return brought(s, cid) is not None


def bringer(cid: str) -> HagalCards | None:
    """Which product's cards `cid` is (None: the Rivals' own, or no card)."""
    return next((x for x in HAGAL if cid in x.cards()), None)


def card(cid: str) -> RivalHagalCard | None:
    """A brought card by id, in any game (its name, its panel label)."""
    x = bringer(cid)
    return None if x is None else x.cards()[cid]
