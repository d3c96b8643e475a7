"""Uprising's "→" costs beyond the base game's (rules/effects.py `can_pay` / `pay_costs`, through
the `cost_kinds` table of the ruleset's triggers).

- `("recall_spy", n)`: recall n Spies of yours from observation posts (002 icon guide "Retornar
  Espía"; Battle for Arrakeen's second VP). Payable with at least n Spies on the board; which ones
  is the player's choice (decision `recall_spy`, one Spy at a time).
- `("discard", n)`: discard n cards from your hand (002 icon guide "Descartar"): payable with n
  cards in hand; the base game's `discard` decision picks them.
- `("retreat", lo, hi)`: retreat from lo to hi of your troops from the Conflict to your garrison
  ("Retira 2 tropas"; "1 o 2"): a word Immortality prints too (modules/shared/words.py).
- `("lose_influence_distinct", n)`: lose 1 Influence with each of n different Factions, payable
  with Influence on n tracks (the base game's `influence_distinct` choice, which offers only
  Factions where the player has Influence: FAQ 2.3).
- `("lose_influence_any", n)`: lose 1 Influence n times, each with a Faction of your choice, the
  same one or not (Opportunism: docs/rulings.md U154), payable with n Influence in all; each loss
  offers only Factions where the player still has Influence (FAQ 2.3).
- `("trash_faction_card", faction, in_play | hand)`: trash another card of that Faction from your
  cards in play or your hand (decision `trash_faction`).
- `("flip_conflict", icon)`: turn face down a won Conflict card of yours with that battle icon or
  the wild one (decision `flip_conflict` when several could go; 002 Intrigue cards' Endgame boxes).
- `("trash_intrigue",)`: trash one of your Intrigue cards (002 icon guide "Desecha una carta de
  Intriga a tu elección de tu mano"; Branching Path, Junction Headquarters): a word Immortality
  prints too (modules/shared/words.py).
- `("discard_intrigue",)`: discard one of your Intrigue cards (Imperial Privilege: "Puedes
  descartar una carta de Intriga para robar una carta de Intriga"; docs/rulings.md U4): payable
  with an Intrigue card in hand; which one is the player's choice (decision `discard_intrigue`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.shared.words import (
    RETREAT_COST,
    TRASH_INTRIGUE,
    ask_retreat_cost,
    ask_trash_intrigue,
    can_retreat,
    has_intrigue,
    pay_retreat,
    pay_trash_intrigue,
)
from landsraad.modules.uprising.battle import WILD, battle_cards, battle_icon, turn_face_down
from landsraad.modules.uprising.spies import posts, posts_of, recall_spy
from landsraad.rules.actions import Form, PlayIntrigue, TrashCard
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import added, log, trash_card, without

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState


def _can_recall(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return len(posts_of(s, seat)) >= c[1]


def _pay_recall(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    for _ in range(c[1]):
        s.stack.append(("ask_recall_spy", seat))


def _ask_recall_spy(s: GameState, frame: Frame) -> None:
    if posts_of(s, frame[1]):
        s.pending = ("recall_spy", frame[1])


class RecallSpyAt(NamedTuple):
    post: str


def _recall_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"recall_spy {post}" for post in posts_of(s, pend[1])]


def _recall_apply(s: GameState, pend: Frame, a: RecallSpyAt) -> None:
    recall_spy(s, pend[1], a.post)


RECALL_SPY = DecisionKind(
    name="recall_spy", legal=_recall_legal, apply=_recall_apply,
    forms=(Form("recall_spy", ("recall_spy", "<post>"), RecallSpyAt, label="Recall your Spy from {post}",
                domains={"<post>": posts}, doc="recall_spy (Uprising)"),),
    prompt="Pay the cost: recall one of your Spies.",
    explain="002 icon guide \"Retornar Espía\": one of your Spies on an observation post returns to your supply.")


def _pay_discard(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("ask_discard_intrigue", seat))


def _can_discard_cards(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return len(s.players[seat].hand) >= c[1]


def _pay_discard_cards(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("eff", seat, ("discard", c[1]), src))


def _ask_discard(s: GameState, frame: Frame) -> None:
    if s.players[frame[1]].intrigues:
        s.pending = ("discard_intrigue", frame[1])


def _discard_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"play {iid}" for iid in sorted(set(s.players[pend[1]].intrigues))]


def _discard_apply(s: GameState, pend: Frame, a: PlayIntrigue) -> None:
    seat = pend[1]
    p = s.players[seat]
    p.intrigues = without(p.intrigues, a.intrigue)
    s.intrigue_discard = added(s.intrigue_discard, a.intrigue)
    if s.log is not None:
        log(s, N_("{seat} discards an Intrigue card"), seat=seat_ref(s, seat))


DISCARD_INTRIGUE = DecisionKind(
    name="discard_intrigue", legal=_discard_legal, apply=_discard_apply, forms=("play",),
    prompt="Pay the cost: discard one of your Intrigue cards.",
    explain="002 guide, Privilegio imperial: discard an Intrigue card (not trash it: docs/rulings.md U4).")


def _can_lose_distinct(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return sum(1 for x in s.players[seat].influence if x > 0) >= c[1]


def _pay_lose_distinct(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("eff", seat, ("influence_distinct", c[1], -1, ()), src))


def _can_lose_any(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return sum(s.players[seat].influence) >= c[1]


def _pay_lose_any(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    for _ in range(c[1]):
        s.stack.append(("eff", seat, ("influence", "any", -1), src))


def register(t: Triggers) -> None:
    t.define("cost_kinds", "retreat", (can_retreat, pay_retreat))
    t.define("cost_kinds", "lose_influence_distinct", (_can_lose_distinct, _pay_lose_distinct))
    t.define("cost_kinds", "lose_influence_any", (_can_lose_any, _pay_lose_any))
    t.define("cost_kinds", "trash_faction_card", (_can_trash_faction, _pay_trash_faction))
    t.define("cost_kinds", "flip_conflict", (_can_flip, _pay_flip))
    t.define("cost_kinds", "recall_spy", (_can_recall, _pay_recall))
    t.define("cost_kinds", "discard_intrigue", (has_intrigue, _pay_discard))
    t.define("cost_kinds", "trash_intrigue", (has_intrigue, pay_trash_intrigue))  # payable with an Intrigue in hand
    t.define("cost_kinds", "discard", (_can_discard_cards, _pay_discard_cards))




# ---- trash a card of a Faction; turn a won Conflict face down -----------------------------------------

def _faction_cards(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> list[str]:
    """("trash_faction_card", faction, "in_play" | "hand"): the cards of that Faction there, this
    card (the source) excepted once ("otra carta")."""
    _, faction, zone = c
    p = s.players[seat]
    pile = list(p.in_play if zone == "in_play" else p.hand)
    me = src.split(":", 1)[1] if src.startswith("card:") else ""
    if me in pile and zone == "in_play":
        pile.remove(me)
    cards = s.rules.content.cards
    return sorted({x for x in pile if faction in cards[x].factions})


def _can_trash_faction(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return bool(_faction_cards(s, seat, c, src))


def _pay_trash_faction(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("ask_trash_faction", seat, c[1], c[2], src))


def _ask_trash_faction(s: GameState, frame: Frame) -> None:
    _, seat, faction, zone, src = frame
    if _faction_cards(s, seat, ("trash_faction_card", faction, zone), src):
        s.pending = ("trash_faction", seat, faction, zone, src)


class FactionCard(NamedTuple):
    faction: str
    zone: str  # "in_play" or "hand"
    src: str


def _trash_faction_legal(s: GameState, pend: Frame) -> list[str]:
    _, seat, faction, zone, src = pend
    return [f"trash {x}" for x in _faction_cards(s, seat, ("trash_faction_card", faction, zone), src)]


def _trash_faction_apply(s: GameState, pend: Frame, a: TrashCard) -> None:
    seat, zone = pend[1], pend[3]
    trash_card(s, s.players[seat], "play" if zone == "in_play" else "hand", a.card)


TRASH_FACTION = DecisionKind(
    name="trash_faction", legal=_trash_faction_legal, apply=_trash_faction_apply, payload=FactionCard,
    marks={"zone": "zone"},  # "in_play" / "hand" in the reader's words (interfaces/prompts.py)
    forms=("trash_card",),
    prompt="Pay the cost: trash another {faction} card [({zone})].",
    explain="002 cards: trash another card of that Faction (from your cards in play or your hand).")


def _flippable(s: GameState, seat: int, icon: str) -> list[str]:
    """Your face-up won Conflict cards with that battle icon or the wild one."""
    return sorted({c for c in s.players[seat].zones.get("conflicts", ())
                   if battle_icon(s, c) in (icon, WILD)})


def _can_flip(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return bool(_flippable(s, seat, c[1]))


def _pay_flip(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("ask_flip", seat, c[1]))


def _ask_flip(s: GameState, frame: Frame) -> None:
    options = _flippable(s, frame[1], frame[2])
    if len(options) == 1:
        turn_face_down(s, frame[1], options[0])
    elif options:
        s.pending = ("flip_conflict", frame[1], frame[2])


class FlipIcon(NamedTuple):
    icon: str


class Flip(NamedTuple):
    card: str


def _flip_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"flip {c}" for c in _flippable(s, pend[1], pend[2])]


def _flip_apply(s: GameState, pend: Frame, a: Flip) -> None:
    turn_face_down(s, pend[1], a.card)


FLIP_CONFLICT = DecisionKind(
    name="flip_conflict", legal=_flip_legal, apply=_flip_apply, payload=FlipIcon,
    marks={"icon": "battle_icon"},  # the battle icon in the reader's words (interfaces/prompts.py)
    forms=(Form("flip", ("flip", "<battle_card>"), Flip, label="Turn {card} face down",
                domains={"<battle_card>": battle_cards}, doc="flip_conflict (Uprising)"),),
    prompt="Pay the cost: turn face down a won Conflict card with the {icon} (or the wild) battle icon.",
    explain="002 Intrigue cards: a face-up Conflict card of yours with that battle icon, or the wild one, goes face down.")


OPS = {"ask_trash_intrigue": ask_trash_intrigue, "ask_recall_spy": _ask_recall_spy, "ask_discard_intrigue": _ask_discard, "ask_retreat_cost": ask_retreat_cost,
       "ask_trash_faction": _ask_trash_faction, "ask_flip": _ask_flip}
DECISIONS = (RECALL_SPY, DISCARD_INTRIGUE, TRASH_INTRIGUE, RETREAT_COST, TRASH_FACTION, FLIP_CONFLICT)
