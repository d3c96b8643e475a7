"""Completing CHOAM contracts (seed 002 "MÓDULO DE LA CHOAM", "COMPLETAR CONTRATOS"; FAQ 2.6:
"completion is automatic and mandatory once the condition is met"; "one Agent visit completes
every contract for that space").

- A board-space contract: "se completan enviando un Agente a esa casilla". Event `agent_sent`:
  every contract of that space the player holds *as the Agent is sent* completes (so one taken
  during this visit waits for a later one: "debías estar ya en posesión del contrato en el
  momento en que enviaste tu Agente"). The rewards resolve after the space's cost and the Spies'
  recalls (Infiltrate, Gather Intelligence), before the space's and the card's effects
  (docs/rulings.md C11: the FAQ's "freely ordered" as one fixed order).
- A Harvest contract: "enviando un Agente a una casilla de Hacedor ... y obteniendo la cantidad
  de especia indicada durante ese turno (en total, incluyendo la recibida de fuentes que no sean
  la propia casilla)": held when the Agent goes to a Maker space, checked at the end of that Agent
  turn against every spice gained in the turn (`SPICE_GAINED`, event `gain`; C5, C6).
- The Immediate contract: "se completa en el momento en que lo tomas" (market.take).
- Acquire The Spice Must Flow: "se completa cuando adquieres esa carta" (event `acquire`; C5:
  later in the same turn too).

"recibe las recompensas que se indican en él, y luego ponlo bocabajo. Deja ese contrato en tu
suministro, pues ciertas cartas mencionan «contratos completados»": the zone `contracts_done`,
which the condition `contracts_completed` counts (modules/uprising/conditions.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.choam.turn import SPICE_GAINED
from landsraad.modules.choam.words import contract_ref
from landsraad.rules.effects import push_effects
from landsraad.rules.points import AGENT_TURN_END
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log, zone, zone_add, zone_remove

if TYPE_CHECKING:
    from landsraad.content import Card, Space
    from landsraad.rules.events import Triggers
    from landsraad.rules.registry import Frame
    from landsraad.rules.state import GameState, PlayerState


def complete(s: GameState, seat: int, cid: str) -> None:
    """The contract goes face down into the player's completed contracts; its reward resolves."""
    p = s.players[seat]
    zone_remove(p, "contracts", cid)
    zone_add(p, "contracts_done", cid)
    ct = s.rules.content.contracts[cid]
    if s.log is not None:
        log(s, N_("{seat} completes the {contract}"), seat=seat_ref(s, seat), contract=contract_ref(s, cid))
    push_effects(s, seat, ct.reward, f"contract:{cid}")


def _complete_frame(s: GameState, frame: Frame) -> None:
    """("contract_complete", seat, id, ...): complete those still held (in order)."""
    seat = frame[1]
    for cid in frame[2:]:
        if cid in zone(s.players[seat], "contracts"):
            complete(s, seat, cid)


def _harvest_frame(s: GameState, frame: Frame) -> None:
    """("contract_harvest", seat, id, ...): at the end of the Agent turn at a Maker space, the
    Harvest contracts held when the Agent was sent whose amount of spice was gained this turn."""
    seat = frame[1]
    got = (SPICE_GAINED.get(s.turn) or 0) if s.turn.seat == seat else 0
    contracts = s.rules.content.contracts
    for cid in frame[2:]:
        if cid in zone(s.players[seat], "contracts") and got >= contracts[cid].complete[1]:
            complete(s, seat, cid)


def _harvest_due(s: GameState, seat: int) -> tuple[Frame, ...]:
    """An Agent turn at a Maker space: the Harvest contracts held when the Agent was sent are checked
    at the end of the turn, after its effects, Plots and deployment (point AGENT_TURN_END)."""
    held = zone(s.players[seat], "contracts")
    if not held or s.turn.space is None or not s.rules.content.spaces[s.turn.space].maker:
        return ()
    contracts = s.rules.content.contracts
    harvest = tuple(c for c in held if contracts[c].kind == "harvest")
    return (("contract_harvest", seat, *harvest),) if harvest else ()


def _on_agent_sent(s: GameState, p: PlayerState, space: Space, card: Card, paid: object) -> None:
    held = zone(p, "contracts")
    if not held:
        return
    contracts = s.rules.content.contracts
    due = tuple(c for c in held if contracts[c].complete == ("space", space.id))
    if due:
        s.stack.append(("contract_complete", p.seat, *due))


def _on_acquire(s: GameState, seat: int, card: str, top: bool) -> None:
    held = zone(s.players[seat], "contracts")
    if held:
        contracts = s.rules.content.contracts
        due = tuple(c for c in held if contracts[c].complete == ("acquire", card))
        if due:
            s.stack.append(("contract_complete", seat, *due))


def _on_gain(s: GameState, seat: int, resource: str, n: int, src: str) -> None:
    t = s.turn
    if resource == "spice" and n > 0 and t.seat == seat:
        SPICE_GAINED.add(t, n)


def register(t: Triggers) -> None:
    # before every other `agent_sent` subscriber: frames pushed first resolve last, so the Spies'
    # recalls and a space's cost choice (modules/uprising) come before the rewards (C11)
    t.on("agent_sent", _on_agent_sent, order=-1)
    t.at(AGENT_TURN_END, _harvest_due)
    t.on("acquire", _on_acquire)
    t.on("gain", _on_gain)


OPS = {"contract_complete": _complete_frame, "contract_harvest": _harvest_frame}
