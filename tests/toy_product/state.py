"""The toy product's state (rules/fields.py), declared here and nowhere else: the relic pile (a
game field, MULTISET: its composition is public, the order in which it is drawn is nobody's),
how many relics each player traded back (a per-player field, PUBLIC), and the zone where a player
keeps the relics unearthed (`toy_relics`, public like every zone). `board_view` is what a seat's
view shows of them (`Module.view`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.rules.fields import COUNTER, IDS, MULTISET, PUBLIC, StateField

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

RELICS = ("idol", "idol", "mask", "mask", "shard", "shard")  # the pile at setup
KINDS = ("idol", "mask", "shard")
ZONE = "toy_relics"
ZONES = {ZONE: "relics unearthed at the Toy Dig Site (tests/toy_product)"}


def _known_relics(s: GameState, v: tuple[str, ...]) -> str | None:
    unknown = [r for r in v if r not in KINDS]
    return f"toy_relic_pile: unknown relic {unknown[0]!r:.40}" if unknown else None


RELIC_PILE: StateField[tuple[str, ...]] = StateField(
    "toy_relic_pile", (), MULTISET, IDS, _known_relics, drawn_at_random=True)
TRADED: StateField[int] = StateField("toy_traded", 0, PUBLIC, COUNTER, per_player=True)
STATE = (RELIC_PILE, TRADED)


def board_view(s: GameState, seat: int) -> dict[str, Any]:
    """The pile's size (its relics: the view's redacted state sends them sorted) and each player's
    traded count; the relics kept are in each player's `zones`. Only in games of the module."""
    return {"toy_product": {"pile": len(RELIC_PILE.get(s)),
                            "traded": [TRADED.get(p) for p in s.players]}}
