"""The Uprising Imperium cards' and Princess Irulan's own rules (`custom:` in modules/uprising/content/;
their words are declared in modules/uprising/card_texts.py; docs/rulings.md U119, U133, U137, U200,
U205, U206).

- `ignore_requirements` (Undercover Asset's Agent box: "Ignore Influence requirements on board
  spaces when sending an Agent this turn"): the Agent this card sends ignores them. The card is
  played to send that Agent, so the waiver is part of its placements: a `special_agent_cards`
  listing (every space its icons reach, asked of `why_cannot_send`, which skips the requirement
  for a card with this flag: rules/turns.py `ignores_requirements`); the flag itself does nothing
  when the box resolves (U200).
- Long Live the Fighters (Agent box, its "3 or more cards in your deck" condition is data): look
  at the top 3 cards of your deck, draw one, discard one, trash the third (decision
  `long_live`: draw, then discard; the last is trashed). The three are the known top cards
  (`deck_top`, hidden from the others), completed from the unordered deck (U205).
- Price is No Object (Agent box): you may acquire a card of the Imperium Row paying its
  Persuasion cost in Solari, and it goes to your hand (decision `price_is_no_object`; U137: every
  source that names a destination says the hand).
- Chronicler's Insight (Princess Irulan's Signet, the second option): trash a card from your
  hand; if it costs 1 Persuasion or more, +2 spice (decision `chroniclers_insight`; U206).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.content import load_content
from landsraad.i18n import N_
from landsraad.modules.shared.words import move_acquired_to_hand
from landsraad.rules.actions import Acquire, Discard, Draw, Plain, TrashCard
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.story import amount_ref, seat_ref
from landsraad.rules.turns import (
    IGNORE_REQUIREMENTS,
    acquire_cost,
    board_spaces,
    start_agent_turn,
    why_cannot_send,
)
from landsraad.rules.zones import acquire, draw_cards, log, pay, pick, trash_card

if TYPE_CHECKING:
    from landsraad.rules.events import SpecialAgent, Triggers
    from landsraad.rules.state import GameState, PlayerState

# ---- ignore_requirements ---------------------------------------------------------------------------


def _ignoring_agent(cid: str) -> SpecialAgent:
    def actions(s: GameState, p: PlayerState) -> list[str]:
        card = s.rules.content.cards[cid]
        return [f"agent {cid} {space.id}" for space in board_spaces(s) if why_cannot_send(s, p, card, space) is None]

    def start(s: GameState, seat: int, sid: str) -> None:
        start_agent_turn(s, seat, cid, sid)

    return (actions, start)


@cache
def ignoring_cards() -> tuple[str, ...]:
    """The Uprising cards whose Agent box carries the flag (Undercover Asset), read from the data
    when a ruleset with this module is built (not at import: the content is loaded then anyway)."""
    return tuple(sorted(cid for cid, c in load_content("uprising").cards.items() if IGNORE_REQUIREMENTS in c.agent))


def _ignore_requirements(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """The waiver was part of the placement (`_ignoring_agent`): nothing is left to do (U200)."""


# ---- Long Live the Fighters ----------------------------------------------------------------------

def _long_live(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    p = s.players[seat]
    if len(p.deck) + len(p.deck_top) < 3:  # the card's condition; never reshuffling to look
        return
    # the known top cards are looked at first; the ones under them come from the unordered deck
    while len(p.deck_top) < 3:
        p.deck_top = (pick(s, p.deck), *p.deck_top)
    s.pending = ("long_live", seat, tuple(p.deck_top[-3:]))


def _to_top(p: PlayerState, card: str, among: int) -> None:
    """Move one copy of `card`, among the top `among` known cards, to the very top."""
    top = list(p.deck_top)
    for i in range(len(top) - 1, len(top) - 1 - among, -1):
        if top[i] == card:
            del top[i]
            break
    p.deck_top = (*top, card)


class LookedAt(NamedTuple):
    cards: tuple[str, ...]  # the cards still to place (3: draw one; 2: discard one, the other is trashed)


def _long_live_legal(s: GameState, pend: Frame) -> list[str]:
    looked = pend[2]
    word = "draw" if len(looked) == 3 else "discard"
    return [f"{word} {c}" for c in sorted(set(looked))]


def _long_live_apply(s: GameState, pend: Frame, a: Draw | Discard) -> None:
    seat, looked = pend[1], list(pend[2])
    p = s.players[seat]
    _to_top(p, a.card, len(looked))
    looked.remove(a.card)
    if isinstance(a, Draw):
        draw_cards(s, p, 1)
        s.pending = ("long_live", seat, tuple(looked))
        return
    p.deck_top = p.deck_top[:-1]
    p.discard.append(a.card)  # from the deck, not the hand: no "when discarded" box (U118)
    if s.log is not None:
        log(s, N_("{seat} discards {card} from the top of the deck ({source})"), seat=seat_ref(s, seat),
            card=("card", a.card), source=("card", "long_live_the_fighters"))
    (last,) = looked
    _to_top(p, last, 1)
    trash_card(s, p, "deck", last)


LONG_LIVE = DecisionKind(
    name="long_live", legal=_long_live_legal, apply=_long_live_apply, payload=LookedAt, forms=("draw", "discard"),
    prompt="Long Live the Fighters: of the top cards of your deck, draw one, then discard one; the last is trashed.",
    explain="002 card Long Live the Fighters: look at the top 3 cards of your deck: draw one, discard one, trash one.")


# ---- Price is No Object ---------------------------------------------------------------------------

def _solari_buys(s: GameState, p: PlayerState) -> list[str]:
    cards = s.rules.content.cards
    return sorted({c for c in s.imperium_row if acquire_cost(s, p, cards[c]) <= p.solari})


def _price_is_no_object(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    if _solari_buys(s, s.players[seat]):
        s.pending = ("price_is_no_object", seat)


def _price_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"acquire {c}" for c in _solari_buys(s, s.players[pend[1]])] + ["pass"]


def _price_apply(s: GameState, pend: Frame, a: Acquire | Plain) -> None:
    if isinstance(a, Plain):
        return
    seat = pend[1]
    p = s.players[seat]
    cost = acquire_cost(s, p, s.rules.content.cards[a.card])
    pay(s, seat, "solari", cost, "card:price_is_no_object")
    if s.log is not None:
        log(s, N_("{seat} acquires {card} for {cost} ({source})"), seat=seat_ref(s, seat), card=("card", a.card),
            cost=amount_ref("solari", cost), source=("card", "price_is_no_object"))
    acquire(s, seat, a.card, "row")
    move_acquired_to_hand(s, seat, a.card)  # "acquire a card to your hand" (DB, RC, jungcheolseung: U137)


PRICE_IS_NO_OBJECT = DecisionKind(
    name="price_is_no_object", legal=_price_legal, apply=_price_apply, forms=("acquire", "pass"),
    prompt="Price is No Object: you may acquire a card of the Imperium Row to your hand, paying its cost in Solari.",
    explain="002 card Price is No Object: acquire a card paying Solari instead of Persuasion (docs/rulings.md U137).")


# ---- Chronicler's Insight (Princess Irulan) ------------------------------------------------------

def _chroniclers_insight(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    if s.players[seat].hand:
        s.pending = ("chroniclers_insight", seat)


def _insight_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"trash {c}" for c in sorted(set(s.players[pend[1]].hand))]


def _insight_apply(s: GameState, pend: Frame, a: TrashCard) -> None:
    seat = pend[1]
    cost = s.rules.content.cards[a.card].cost
    trash_card(s, s.players[seat], "hand", a.card)
    if cost >= 1:
        s.stack.append(("eff", seat, ("spice", 2), "leader:princess_irulan"))


CHRONICLERS_INSIGHT = DecisionKind(
    name="chroniclers_insight", legal=_insight_legal, apply=_insight_apply, forms=("trash_card",),
    prompt="Chronicler's Insight: trash a card from your hand (+2 spice if it costs 1 Persuasion or more).",
    explain="002 Princess Irulan, Chronicler's Insight: trash a card from your hand; if it costs 1 or more, +2 spice.")


def register(t: Triggers) -> None:
    for cid in ignoring_cards():
        t.define("special_agent_cards", cid, _ignoring_agent(cid))


EFFECTS = {"ignore_requirements": _ignore_requirements, "custom:long_live_the_fighters": _long_live,
           "custom:price_is_no_object": _price_is_no_object, "custom:chroniclers_insight": _chroniclers_insight}
DECISIONS = (LONG_LIVE, PRICE_IS_NO_OBJECT, CHRONICLERS_INSIGHT)
