"""Effects, costs and conditions more than one product prints (seed 002 cards; seed 003 "NUEVOS
ICONOS", whose words the Uprising cards already have: modules/shared/__init__.py).

- `return_to_hand`: this card goes from play back to your hand (it may be played again).
- `("deploy_or_retreat", n)`: you may deploy up to n troops from your garrison to the Conflict, or
  retreat up to n of your troops from the Conflict to your garrison (decision `deploy_or_retreat`:
  one direction, any number up to n; docs/rulings.md U152).
- cost `("retreat", lo, hi)`: retreat from lo to hi of your troops from the Conflict to your
  garrison ("Retira 2 tropas"; "1 o 2"): payable with lo troops there; with a range the player
  says how many (decision `retreat_cost`).
- cost `("trash_intrigue",)`: trash one of your Intrigue cards (002 icon guide "Desecha una carta de
  Intriga a tu elección de tu mano"; 003 research space c7r3): payable with an Intrigue in hand; the
  player picks it (decision `trash_intrigue`); it leaves the game face up in the player's
  `trashed_intrigues` zone (docs/rulings.md U207, I36).
- condition `{gained_this_turn: <resource>}`: in this player's current turn (event `gain` notes it
  in the turn context: `GAINED`, a module-owned turn field).
- `move_acquired_to_hand`: an acquisition "to your hand" (Uprising's acquire effects; Immortality's
  Tleilaxu Master, I62).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.rules.actions import Deploy, Form, Plain, Retreat
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.story import seat_ref
from landsraad.rules.turn_context import TurnField
from landsraad.rules.zones import deploy, log, retreat, without, zone_add

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


# ---- return to hand; deploy or retreat ------------------------------------------------------------

def return_to_hand(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    card = src.split(":", 1)[1] if src.startswith("card:") else ""
    p = s.players[seat]
    if card in p.in_play:
        p.in_play.remove(card)
        p.hand.append(card)


def deploy_or_retreat(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    p = s.players[seat]
    n = e[1]
    if n > 0 and (p.garrison or p.troops_in_conflict):
        s.pending = ("deploy_or_retreat", seat, n)


class UpTo(NamedTuple):
    most: int


def _dr_legal(s: GameState, pend: Frame) -> list[str]:
    p = s.players[pend[1]]
    n = pend[2]
    most = 0 if s.turn.deploy_barred(pend[1]) else min(n, p.garrison)  # CHOAM: Shaddam's Signet Ring
    out = [f"deploy {k}" for k in range(1, most + 1)]
    out += [f"retreat {k}" for k in range(1, min(n, p.troops_in_conflict) + 1)]
    return out + ["pass"]


def _dr_apply(s: GameState, pend: Frame, a: Deploy | Retreat | Plain) -> None:
    if isinstance(a, Deploy):
        deploy(s, pend[1], a.troops, "garrison")
    elif isinstance(a, Retreat):
        retreat(s, pend[1], a.troops)


DEPLOY_OR_RETREAT = DecisionKind(
    name="deploy_or_retreat", legal=_dr_legal, apply=_dr_apply, payload=UpTo,
    forms=("deploy", "retreat", "pass"),
    prompt="You may deploy up to {most} troops from your garrison, or retreat up to {most} from the Conflict.",
    explain="002 cards: deploy or retreat troops (one way, up to the number shown), or neither.")


# ---- the cost: trash an Intrigue card ------------------------------------------------------------

def has_intrigue(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    """Payable with an Intrigue card in hand (trash it; Uprising's discard_intrigue too)."""
    return bool(s.players[seat].intrigues)


def pay_trash_intrigue(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("ask_trash_intrigue", seat))


def ask_trash_intrigue(s: GameState, frame: Frame) -> None:
    if s.players[frame[1]].intrigues:
        s.pending = ("trash_intrigue", frame[1])


class TrashIntrigue(NamedTuple):
    intrigue: str


def _trash_intrigue_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"trash_intrigue {iid}" for iid in sorted(set(s.players[pend[1]].intrigues))]


def trash_intrigue_apply(s: GameState, pend: Frame, a: TrashIntrigue) -> None:
    """Out of the game: to the player's public `trashed_intrigues` zone, where the invariants'
    Intrigue count finds it (docs/rulings.md U207)."""
    seat = pend[1]
    p = s.players[seat]
    p.intrigues = without(p.intrigues, a.intrigue)
    zone_add(p, "trashed_intrigues", a.intrigue)
    if s.log is not None:
        log(s, N_("{seat} trashes the Intrigue card {intrigue}"), seat=seat_ref(s, seat), intrigue=("intrigue", a.intrigue))


TRASH_INTRIGUE = DecisionKind(
    name="trash_intrigue", legal=_trash_intrigue_legal, apply=trash_intrigue_apply,
    forms=(Form("trash_intrigue", ("trash_intrigue", "<intrigue>"), TrashIntrigue, label="Trash {intrigue}",
                doc="trash_intrigue (Uprising)"),),
    prompt="Pay the cost: trash one of your Intrigue cards.",
    explain="002 icon guide: \"Desecha una carta de Intriga a tu elección de tu mano\" (out of the game).")


# ---- the cost: retreat troops --------------------------------------------------------------------

def can_retreat(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> bool:
    return s.players[seat].troops_in_conflict >= c[1]


def pay_retreat(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> None:
    s.stack.append(("ask_retreat_cost", seat, c[1], c[2]))


def ask_retreat_cost(s: GameState, frame: Frame) -> None:
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


# ---- what a player gained this turn; an acquisition to the hand ------------------------------------

# the turn context's fields both products' rules use (rules/turn_context.py `TurnField`): the
# resources gained this turn, in order (condition gained_this_turn: Uprising's cards, Immortality's
# Impersonator); the two cards grafted to send this turn's Agent (first, second), set from the first
# choice of the graft on (Immortality 003 ADSCRIPCIONES; Uprising's later.py reads it for Ghola, I80)
GAINED = TurnField("gained")
GRAFTED = TurnField("grafted")


def gained_this_turn(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    return s.turn.seat == seat and cond[1] in (GAINED.get(s.turn) or ())


def on_gain(s: GameState, seat: int, resource: str, n: int, src: str) -> None:
    """Notes the resources gained in the player's own turn (`gained_this_turn`)."""
    t = s.turn
    if t.seat == seat and n > 0:
        # read inline (no call when the resource is already noted): the gain event runs at most decisions
        held = t.held
        if not held or resource not in (held.get(GAINED.name) or ()):
            GAINED.append(t, resource)


def move_acquired_to_hand(s: GameState, seat: int, card: str) -> None:
    """An acquisition "to your hand": the card went to the discard pile like any acquired card (its
    acquire box may be queued); it goes on to the hand (also Immortality's Tleilaxu Master, I62)."""
    p = s.players[seat]
    i = len(p.discard) - 1 - p.discard[::-1].index(card)
    del p.discard[i]
    p.hand.append(card)
