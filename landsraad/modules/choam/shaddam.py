"""Shaddam Corrino IV, the CHOAM module's leader (seed 002 "MÓDULO DE LA CHOAM" D: "Uno de los
jugadores tiene la opción de elegir a Shaddam Corrino IV como su Líder"; Preparación D: "No
utilices a Shaddam Corrino IV a menos que estés usando el módulo de la CHOAM"; his card; FAQ 2.6).

- "Sardaukar Commander" (his setup box `sardaukar_contracts`): the two Sardaukar contracts
  (`sardaukar: true` in contracts.yaml) are set aside before the contracts are shuffled (002
  six-player setup C: "Antes de barajar los contratos, deja aparte los dos contratos Sardaukar tal
  como se explica en la carta de Líder de Shaddam Corrino IV"); he does not start with either, but
  whenever he takes a contract he may take one of them instead (FAQ 2.6; market.offers).
- Signet Ring, "Emperor of the Known Universe" (`no_deploy`, then a choice, leaders.yaml): no unit
  may be deployed to the Conflict this turn, from the moment the Signet Ring is played (002
  ACLARACIONES: "la restricción ... para desplegar unidades en el Conflicto tiene efecto
  inmediatamente"; FAQ 2.6: "applies only on the turn it triggers"). `Turn.no_deploy`, read by the
  deploy decisions, `zones.deploy` and the sandworm effect (a sandworm is a unit: docs/rulings.md C12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.i18n import N_
from landsraad.rules.effects import push_effects
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log

if TYPE_CHECKING:
    from landsraad.content import Card, Space
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

SHADDAM = "shaddam_corrino_iv"


def set_aside_sardaukar(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """His setup box: the Sardaukar contracts leave the bank (the deal has not happened yet:
    market._deal_first) and are set aside next to him."""
    contracts = s.rules.content.contracts
    aside = tuple(c for c in s.contract_bank if contracts[c].sardaukar)
    if not aside:
        return
    s.contract_bank = tuple(c for c in s.contract_bank if not contracts[c].sardaukar)
    s.contracts_set_aside = s.contracts_set_aside + aside
    if s.log is not None:
        log(s, N_("{seat} sets the Sardaukar contracts aside (Sardaukar Commander)"), seat=seat_ref(s, seat))


def no_deploy(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """No unit of this player may go to the Conflict for the rest of this turn."""
    if s.turn.seat == seat:
        s.turn.no_deploy = True


def _on_agent_sent(s: GameState, p: PlayerState, space: Space, card: Card, paid: object) -> None:
    """"tiene efecto inmediatamente": the Signet Ring played to send an Agent bars deployment from
    that moment, before the space's own effects (a sandworm a Maker space would call included)."""
    if p.leader == SHADDAM and ("signet",) in card.agent:
        s.turn.no_deploy = True


def register(t: Triggers) -> None:
    t.on("agent_sent", _on_agent_sent)
    # his left ability, "Sardaukar Commander", is a rule of the contract choice (market.offers), not
    # an event: recorded so that ruleset.missing_abilities knows it has its rule
    t.leader_rule(SHADDAM, "contract_take")


def signet(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """The Signet Ring's Agent box: his Signet ability from leaders.yaml."""
    push_effects(s, seat, s.rules.content.leaders[SHADDAM].signet, f"leader:{SHADDAM}")


EFFECTS = {"sardaukar_contracts": set_aside_sardaukar, "no_deploy": no_deploy, f"signet:{SHADDAM}": signet}
