"""Uprising's "→" costs beyond the base game's (rules/effects.py `can_pay` / `pay_costs`, through
the `cost_kinds` table of the ruleset's triggers).

- `("recall_spy", n)`: recall n Spies of yours from observation posts (002 icon guide "Retornar
  Espía"; Battle for Arrakeen's second VP). Payable with at least n Spies on the board; which ones
  is the player's choice (decision `recall_spy`, one Spy at a time).
- `("discard", n)`: discard n cards from your hand (002 icon guide "Descartar"): payable with n
  cards in hand; the base game's `discard` decision picks them.
- `("retreat", lo, hi)`: retreat from lo to hi of your troops from the Conflict to your garrison
  ("Retira 2 tropas"; "1 o 2"): payable with lo troops there; with a range the player says how
  many (decision `retreat_cost`).
- `("lose_influence_distinct", n)`: lose 1 Influence with each of n different Factions, payable
  with Influence on n tracks (the base game's `influence_distinct` choice, which offers only
  Factions where the player has Influence: FAQ 2.3).
- `("discard_intrigue",)`: discard one of your Intrigue cards (Imperial Privilege: "Puedes
  descartar una carta de Intriga para robar una carta de Intriga"; docs/rulings.md U4): payable
  with an Intrigue card in hand; which one is the player's choice (decision `discard_intrigue`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.modules.uprising.spies import POSTS, posts_of, recall_spy
from landsraad.rules.actions import Form, PlayIntrigue, Retreat
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.story import seat_name
from landsraad.rules.zones import added, log, retreat, without

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
                domains={"<post>": POSTS}, doc="recall_spy (Uprising)"),),
    prompt="Pay the cost: recall one of your Spies.",
    explain="002 icon guide \"Retornar Espía\": one of your Spies on an observation post returns to your supply.")


def _can_discard(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return bool(s.players[seat].intrigues)


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
        log(s, f"{seat_name(s, seat)} discards an Intrigue card")


DISCARD_INTRIGUE = DecisionKind(
    name="discard_intrigue", legal=_discard_legal, apply=_discard_apply, forms=("play",),
    prompt="Pay the cost: discard one of your Intrigue cards.",
    explain="002 guide, Privilegio imperial: discard an Intrigue card (not trash it: docs/rulings.md U4).")


def _can_retreat(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return s.players[seat].troops_in_conflict >= c[1]


def _pay_retreat(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("ask_retreat_cost", seat, c[1], c[2]))


def _ask_retreat_cost(s: GameState, frame: Frame) -> None:
    _, seat, lo, hi = frame
    top = min(hi, s.players[seat].troops_in_conflict)
    if top == lo:
        retreat(s, seat, lo)
    else:
        s.pending = ("retreat_cost", seat, lo, hi)


class RetreatRange(NamedTuple):
    least: int
    most: int


def _retreat_legal(s: GameState, pend: Frame) -> list[str]:
    top = min(pend[3], s.players[pend[1]].troops_in_conflict)
    return [f"retreat {k}" for k in range(pend[2], top + 1)]


def _retreat_apply(s: GameState, pend: Frame, a: Retreat) -> None:
    retreat(s, pend[1], a.troops)


RETREAT_COST = DecisionKind(
    name="retreat_cost", legal=_retreat_legal, apply=_retreat_apply, payload=RetreatRange, forms=("retreat",),
    prompt="Pay the cost: retreat {least} to {most} troops from the Conflict.",
    explain="002 cards: retreat that many of your troops from the Conflict to your garrison.")


def _can_lose_distinct(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return sum(1 for x in s.players[seat].influence if x > 0) >= c[1]


def _pay_lose_distinct(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("eff", seat, ("influence_distinct", c[1], -1, ()), src))


def register(t: Triggers) -> None:
    t.cost_kinds["retreat"] = (_can_retreat, _pay_retreat)
    t.cost_kinds["lose_influence_distinct"] = (_can_lose_distinct, _pay_lose_distinct)
    t.cost_kinds["recall_spy"] = (_can_recall, _pay_recall)
    t.cost_kinds["discard_intrigue"] = (_can_discard, _pay_discard)
    t.cost_kinds["discard"] = (_can_discard_cards, _pay_discard_cards)


OPS = {"ask_recall_spy": _ask_recall_spy, "ask_discard_intrigue": _ask_discard, "ask_retreat_cost": _ask_retreat_cost}
DECISIONS = (RECALL_SPY, DISCARD_INTRIGUE, RETREAT_COST)
