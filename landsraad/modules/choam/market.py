"""The CHOAM contracts on the table: setup, the bank and taking a contract (seed 002 "MÓDULO DE LA
CHOAM", Preparación A3 and "TOMAR CONTRATOS").

- Setup (A3): "Baraja los 20 contratos bocabajo, dale la vuelta a dos de ellos para dejarlos
  bocarriba ... Pon los 18 contratos bocabajo restantes en el banco." The bank is unordered
  (`state.CONTRACT_BANK`: a refill picks a token with the state RNG, as a shuffled pile would);
  the face-up ones are `state.CONTRACTS_FACE_UP`. The deal is a frame run after the leaders'
  setup boxes, so Shaddam Corrino IV's `sardaukar_contracts` sets his pair aside *before* the
  shuffle (002 six-player setup C: "Antes de barajar los contratos, deja aparte los dos contratos
  Sardaukar").
- Taking (the contract icon, effect `contract`, whose rule the `uprising` module hands to
  `take_contract` in games with this module): "debes tomar uno de los dos contratos bocarriba ... y
  ponerlo en tu suministro. Cuando hagas esto, pon otro contrato del banco bocarriba en la casilla
  donde estaba ... Si todos los contratos han sido tomados por jugadores, el icono vuelve a
  limitarse a darte 2 solaris." The decision `contract_take` (`contract <id>`); one option is taken
  without asking (engine rule R6). Shaddam may take one of his set-aside contracts instead
  (his leader card; FAQ 2.6), also when no contract is face up (docs/rulings.md C10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.choam.complete import complete
from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP, CONTRACTS_SET_ASIDE, FACE_UP
from landsraad.modules.choam.words import contract_ref
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.points import BEFORE_FIRST_ROUND
from landsraad.rules.story import amount_ref, list_ref, seat_ref
from landsraad.rules.zones import gain, log, pick, zone_add

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.registry import Frame
    from landsraad.rules.ruleset import Ruleset
    from landsraad.rules.state import GameState

CONTRACT_SOLARI = 2  # 002 TOMAR CONTRATOS: with none left, the icon gives 2 Solari
def contract_ids(rules: Ruleset) -> tuple[str, ...]:
    """The game's contracts, in content order (contracts.yaml): the values of the `<contract>` slot
    of the action notation."""
    return tuple(rules.content.contracts)


# ---- setup -------------------------------------------------------------------------------------

def setup_contracts(s: GameState) -> None:
    """002 A3: every contract token goes into the bank (in file order: the bank is unordered); the
    frame `contract_deal` turns two face up once the leaders' setup boxes have run (`_deal_first`)."""
    content = s.rules.content
    CONTRACT_BANK.put(s, tuple(ct.id for ct in content.contracts.values() for _ in range(ct.copies)))
    CONTRACTS_FACE_UP.put(s, ())
    CONTRACTS_SET_ASIDE.put(s, ())


def _deal_first(s: GameState, seat: int) -> tuple[Frame, ...]:
    """The first two contracts are dealt after the leaders' setup boxes, before round 1 (point
    BEFORE_FIRST_ROUND): Shaddam's Sardaukar Commander sets contracts aside before the deal."""
    return (("contract_deal",),)


def register(t: Triggers) -> None:
    t.at(BEFORE_FIRST_ROUND, _deal_first)


def _deal(s: GameState, frame: Frame) -> None:
    """002 A3: shuffle the contracts (the bank is drawn at random) and turn two face up."""
    bank = list(CONTRACT_BANK.get(s))
    face_up = [pick(s, bank) for _ in range(min(FACE_UP, len(bank)))]
    CONTRACT_BANK.put(s, tuple(bank))
    CONTRACTS_FACE_UP.put(s, tuple(face_up))
    if s.log is not None:
        log(s, N_("CHOAM contracts face up: {contracts}"), contracts=list_ref([contract_ref(s, c) for c in face_up]))


def refill(s: GameState, slot: int) -> None:
    """002: "pon otro contrato del banco bocarriba en la casilla donde estaba"; with the bank empty
    the slot stays empty."""
    face_up = list(CONTRACTS_FACE_UP.get(s))
    if CONTRACT_BANK.get(s):
        bank = list(CONTRACT_BANK.get(s))
        face_up.insert(slot, pick(s, bank))
        CONTRACT_BANK.put(s, tuple(bank))
    CONTRACTS_FACE_UP.put(s, tuple(face_up))


# ---- taking a contract ---------------------------------------------------------------------------

def commands_sardaukar(s: GameState, seat: int) -> bool:
    """This player's leader sets the Sardaukar contracts aside for themself (Shaddam Corrino IV:
    his leader card, "Sardaukar Commander"; the `sardaukar_contracts` setup box)."""
    lid = s.players[seat].leader
    return lid is not None and ("sardaukar_contracts",) in s.rules.content.leaders[lid].setup


def offers(s: GameState, seat: int) -> list[str]:
    """The contracts this player may take now: the face-up ones, and Shaddam's set-aside ones for
    him (each id once: two Espionage tiles face up are one choice)."""
    out = list(dict.fromkeys(CONTRACTS_FACE_UP.get(s)))
    if CONTRACTS_SET_ASIDE.get(s) and commands_sardaukar(s, seat):
        out += [c for c in dict.fromkeys(CONTRACTS_SET_ASIDE.get(s)) if c not in out]
    return out


def take_contract(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """("contract", n): take n contracts, one at a time (002 TOMAR CONTRATOS); with none left for
    this player, 2 Solari each."""
    n = e[1]
    if n <= 0:
        return
    own = s.triggers.seat_effects.get("contract")
    if own is not None and own(s, seat, e, src):
        # a seat with its own way with contracts (an automa that never takes one: the module of
        # that automa defines it, docs/rulings.md U730)
        return
    if n > 1:
        s.stack.append(("eff", seat, ("contract", n - 1), src))
    if offers(s, seat):
        s.pending = ("contract_take", seat)
        return
    gain(s, seat, "solari", CONTRACT_SOLARI, src)
    if s.log is not None:
        log(s, N_("{seat} gains {amount}: no CHOAM contract is left to take"), seat=seat_ref(s, seat),
            amount=amount_ref("solari", CONTRACT_SOLARI))


def take(s: GameState, seat: int, cid: str) -> None:
    """Put the contract in the player's supply (zone `contracts`): from the face-up ones (the slot
    refilled from the bank) or, for Shaddam, from his set-aside pair. The Immediate contract is
    completed at once (002 COMPLETAR CONTRATOS)."""

    up, aside = CONTRACTS_FACE_UP.get(s), CONTRACTS_SET_ASIDE.get(s)
    if cid in up:
        slot = up.index(cid)
        CONTRACTS_FACE_UP.put(s, up[:slot] + up[slot + 1:])
        refill(s, slot)
    else:
        i = aside.index(cid)
        CONTRACTS_SET_ASIDE.put(s, aside[:i] + aside[i + 1:])
    p = s.players[seat]
    zone_add(p, "contracts", cid)
    if s.log is not None:
        log(s, N_("{seat} takes the {contract}"), seat=seat_ref(s, seat), contract=contract_ref(s, cid))
    if s.rules.content.contracts[cid].kind == "immediate":
        complete(s, seat, cid)


class ContractPick(NamedTuple):
    contract: str


def _take_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"contract {c}" for c in offers(s, pend[1])]


def _take_apply(s: GameState, pend: Frame, a: ContractPick) -> None:
    take(s, pend[1], a.contract)


CONTRACT_TAKE = DecisionKind(
    name="contract_take", legal=_take_legal, apply=_take_apply,
    forms=(Form("contract", ("contract", "<contract>"), ContractPick, label="Take the {contract}",
                domains={"<contract>": contract_ids}, doc="contract_take (CHOAM)"),),
    prompt="Take one of the face-up CHOAM contracts.",
    explain=("002 MÓDULO DE LA CHOAM, Tomar contratos: take one of the two face-up contracts into your supply; "
             "another from the bank takes its place. Shaddam Corrino IV may take a set-aside Sardaukar "
             "contract instead."))

DECISIONS = (CONTRACT_TAKE,)
OPS = {"contract_deal": _deal}
