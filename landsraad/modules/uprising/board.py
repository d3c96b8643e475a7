"""Rules of the Uprising board spaces that are not plain effects (seed 002 "GUÍA DE CASILLAS DEL
TABLERO" and icon guide).

- `contract` n: "Contrato" — without the CHOAM module, 2 Solari per contract (002 icon guide;
  FAQ 2.6: "module off: the contract icon gives 2 Solari"). The CHOAM module replaces it.
- `bonus_spice`: Hagga Basin's "Recibe toda la especia adicional" — the bonus spice of the space
  this Agent was sent to.
- `first_visit`: High Council — the first box the first time this player sends an Agent to the
  space, the second every later time (002 Alto Consejo). Visits are remembered in
  `GameState.used_once` (space -> seats), which closes a space only when it is `once_per_game`.
- `recall_agent` n: "Retornar Agente" — one of your other Agents on the board (not the one sent
  this turn) returns to your leader (decision `recall_own`).
- `Space.cost_options`: "Coste: elige entre ..." (Spice Refinery, Gather Support): right after
  the Agent is placed, before any effect, the player picks an alternative they can pay (decision
  `cost_option`, asked only when more than one can be paid), pays it and gets its effects besides
  the space's (docs/rulings.md U12). A space none of whose alternatives can be paid is closed.
- Assembly Hall (`rule:` text): "Durante tu turno de Revelación, recibe 1 punto de Persuasión si
  tienes un Agente aquí" (event `reveal_start`, as the base board's Hall of Oratory).
- Conditions `swordmaster` (you have your Swordmaster) and `swordmaster_taken` (some player has
  theirs), and the space costs that depend on one (`Space.cost_when`: the Swordmaster costs 6
  Solari once some player has theirs, 002 Maestro de armas).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.effects import condition, push_effects
from landsraad.rules.registry import Frame
from landsraad.rules.story import LogLine, amount_ref, list_ref, log_gain, reason, seat_ref
from landsraad.rules.zones import gain, log, pay, recall_agent

if TYPE_CHECKING:
    from landsraad.content import Card, Space
    from landsraad.rules.actions import Recall
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

CONTRACT_SOLARI = 2  # 002 icon guide "Contrato" without the CHOAM module


def _contract(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    take = s.rules.effects.get("take_contract")  # the CHOAM module's rule, in games that use it
    if take is not None:
        take(s, seat, e, src)
        return
    gain(s, seat, "solari", CONTRACT_SOLARI * e[1], src)


def _bonus_spice(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    sid = src.split(":", 1)[1] if src.startswith("space:") else (s.turn.space or "")
    n = s.bonus_spice.get(sid, 0)
    if n:
        s.bonus_spice[sid] = 0
        gain(s, seat, "spice", n, src)


def _first_visit(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    _, first, later = e
    sid = src.split(":", 1)[1] if src.startswith("space:") else (s.turn.space or "")
    visitors = s.used_once.setdefault(sid, [])
    if seat in visitors:
        push_effects(s, seat, later, src)
    else:
        visitors.append(seat)
        push_effects(s, seat, first, src)


def _recallable(s: GameState, seat: int) -> list[str]:
    """Your Agents on the board other than the one sent this turn (002 Retornar Agente)."""
    sent = s.turn.space if s.turn.seat == seat and s.turn.kind == "agent" else None
    return [sid for sid, seats in sorted(s.agents.items()) if seat in seats and sid != sent]


def _recall_agent(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    n = e[1]
    if n > 0 and _recallable(s, seat):
        s.pending = ("recall_own", seat)
        if n > 1:
            s.stack.append(("eff", seat, ("recall_agent", n - 1), src))


def _recall_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"recall {sid}" for sid in _recallable(s, pend[1])]


def _recall_apply(s: GameState, pend: Frame, a: Recall) -> None:
    recall_agent(s, pend[1], a.space)


RECALL_OWN = DecisionKind(
    name="recall_own", legal=_recall_legal, apply=_recall_apply, forms=("recall",),
    prompt="Recall one of your other Agents to your leader.",
    explain=("002 Retornar Agente: one of your other Agents on the board (not the one you sent this "
             "turn) returns to your leader; you may send it again this round."))


def _bond(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    """{bond: <faction>}: another card of that Faction in play (002 "Vínculo"; docs/rulings.md
    U135: the base game's Fremen Bond for any Faction; the source card itself does not count)."""
    cards = s.rules.content.cards
    me = src.split(":", 1)[1] if src.startswith("card:") else ""
    seen_self = False
    for c in s.players[seat].in_play:
        if c == me and not seen_self:
            seen_self = True
            continue
        if cond[1] in cards[c].factions:
            return True
    return False


def _sent_agent_to(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    """{sent_agent_to: <kind>}: the Agent of this turn went to a board space of that kind."""
    from landsraad.modules.uprising.spies import space_is

    t = s.turn
    return t.seat == seat and t.space is not None and space_is(s.rules.content.spaces[t.space], cond[1])


def _cond_swordmaster(s: GameState, seat: int, src: str) -> bool:
    return s.players[seat].has_swordmaster


def _cond_swordmaster_taken(s: GameState, seat: int, src: str) -> bool:
    return any(p.has_swordmaster for p in s.players)


def _has_cost_when(space: Space) -> bool:
    """The spaces _cost_when can change: those with an alternative cost (the Swordmaster's)."""
    return bool(space.cost_when)


def _cost_when(s: GameState, p: PlayerState, space: Space, card: Card | None,
               cost: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    """`Space.cost_when`: the first alternative cost whose condition holds replaces the printed one."""
    for cond, alt in space.cost_when:
        if condition(s, p.seat, cond, f"space:{space.id}"):
            return alt
    return cost


# ---- "Coste: elige entre ..." ------------------------------------------------------------------------

def affordable(s: GameState, seat: int, space: Space) -> list[int]:
    """The indices (from 1) of the space's cost alternatives this player can pay now."""
    p = s.players[seat]
    return [i for i, (cost, _) in enumerate(space.cost_options, 1) if all(getattr(p, r) >= n for r, n in cost)]


def _optioned(board: tuple[Space, ...]) -> tuple[Space, ...]:
    """The spaces of a ruleset's board with alternative costs, listed once per board: the blocker
    below runs at every Agent-turn listing (docs/benchmarks.md)."""
    known = _OPTIONED.get(id(board))
    if known is None or known[0] is not board:
        known = _OPTIONED[id(board)] = (board, tuple(sp for sp in board if sp.cost_options))
    return known[1]


# id(ruleset's board) -> (the board, its spaces with cost_options): an id is trusted only with it
_OPTIONED: dict[int, tuple[tuple[Space, ...], tuple[Space, ...]]] = {}


def _closed_by_cost(s: GameState, p: PlayerState) -> dict[str, LogLine]:
    """A space with alternative costs is closed when none can be paid (002 Costes)."""
    # loops rather than any(all(...)) over generators: this runs at every Agent-turn listing
    closed: dict[str, LogLine] = {}
    for space in _optioned(s.rules.board):
        for cost, _ in space.cost_options:
            for r, n in cost:
                if getattr(p, r) < n:
                    break
            else:  # this cost can be paid: the space is open
                break
        else:
            closed[space.id] = reason(N_("{space}: you cannot pay any of its costs"), space=("space", space.id))
    return closed


def _on_agent_sent(s: GameState, p: PlayerState, space: Space, card: Card, paid: Any) -> None:
    if space.cost_options:
        s.stack.append(("ask_cost_option", p.seat, space.id))


def _ask_cost_option(s: GameState, frame: Frame) -> None:
    seat, sid = frame[1], frame[2]
    options = affordable(s, seat, s.rules.content.spaces[sid])
    if len(options) == 1:
        _pay_option(s, seat, sid, options[0])
    elif options:
        s.pending = ("cost_option", seat, sid)


def _pay_option(s: GameState, seat: int, sid: str, i: int) -> None:
    cost, effects = s.rules.content.spaces[sid].cost_options[i - 1]
    push_effects(s, seat, effects, f"space:{sid}")
    for res, n in cost:
        pay(s, seat, res, n, f"space:{sid}")
    if s.log is not None and cost:
        log(s, N_("{seat} pays {cost}"), seat=seat_ref(s, seat), cost=list_ref([amount_ref(r, n) for r, n in cost]))


class CostPick(NamedTuple):
    choice: int  # the alternative, from 1


def _option_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"cost {i}" for i in affordable(s, pend[1], s.rules.content.spaces[pend[2]])]


def _option_apply(s: GameState, pend: Frame, a: CostPick) -> None:
    _pay_option(s, pend[1], pend[2], a.choice)


class CostSpace(NamedTuple):
    space: str


COST_OPTION = DecisionKind(
    name="cost_option", legal=_option_legal, apply=_option_apply, payload=CostSpace,
    forms=(Form("cost_option", ("cost", "<choice>"), CostPick, label="Cost {choice}",
                doc="cost_option (Uprising)"),),
    prompt="{space}: choose which cost to pay (each gives its own effects).",
    explain=("002 Guía de casillas, \"Coste: elige entre ...\": pick one cost and pay it when you place the "
             "Agent, before any effect (docs/rulings.md U12)."))


def _assembly_hall(s: GameState, p: PlayerState) -> None:
    if p.seat in s.agents.get("assembly_hall", ()):
        gain(s, p.seat, "persuasion", 1, "space:assembly_hall")
        if s.log is not None:
            log_gain(s, p.seat, "persuasion", 1, "space:assembly_hall")


def register(t: Triggers) -> None:
    t.on("reveal_start", _assembly_hall)
    t.on("space_cost", _cost_when, spaces=_has_cost_when)
    t.on("space_blockers", _closed_by_cost)
    t.on("agent_sent", _on_agent_sent)


EFFECTS = {"contract": _contract, "bonus_spice": _bonus_spice, "first_visit": _first_visit,
           "recall_agent": _recall_agent}
VALUE_CONDITIONS = {"bond": _bond, "sent_agent_to": _sent_agent_to}
CONDITIONS = {"swordmaster": _cond_swordmaster, "swordmaster_taken": _cond_swordmaster_taken}
DECISIONS = (RECALL_OWN, COST_OPTION)
OPS = {"ask_cost_option": _ask_cost_option}
