"""Scenarios with the CHOAM module (seed 002 "MÓDULO DE LA CHOAM"; docs/scenarios.md "CHOAM").

`setup: {edition: uprising, modules: [choam]}` plays with the module; its contracts are then set
and checked like the rest of the position:

- setup keys `contracts_face_up: [ids]` (under the Landsraad Council, at most two: 002 A3),
  `contract_bank: [ids]` (the face-down bank, unordered), `contracts_set_aside: [ids]` (the
  Sardaukar contracts beside Shaddam Corrino IV);
- seat keys `contracts: [ids]` (taken, in the player's supply: TOMAR CONTRATOS) and
  `contracts_done: [ids]` (completed, face down: COMPLETAR CONTRATOS);
- the same keys as expectations (as multisets) and player fields.

Every contract token is somewhere: what the setup does not list is in the bank (as a fresh game's
bank holds those not dealt); face-up contracts not listed are dealt from it; with Shaddam at the
table the Sardaukar contracts not listed elsewhere are set aside for him. A position the
components cannot make is refused: an unknown id, more copies than printed (two Espionage, two
Harvest 3+), more than two face up or fewer while the bank has some (a taken contract is replaced
at once), the Immediate contract held (it completes when taken), the Sardaukar contracts set aside
without Shaddam or anywhere but with him. Without the module these keys are refused.

The scenario loader (landsraad/scenario_setup.py, landsraad/scenario.py) reaches this file through
`Module.scenario` and reads the names every module's scenario keys have: MODULE, NEEDS, SETUP_KEYS,
SEAT_KEYS, EXPECT, PLAYER_EXPECT, its section of docs/scenarios.md (DOCS_TITLE, DOCS_RULESET,
DOCS_ADDS_TO) and the functions `set_seat`, `seats_set`, `player_got`, `check`
(landsraad/scenario_setup.py lists the optional ones it leaves out).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP, CONTRACTS_SET_ASIDE
from landsraad.rules.fields import field_value

if TYPE_CHECKING:
    from collections.abc import Callable

    from landsraad.rules.state import GameState, PlayerState

MODULE = "choam"
NEEDS = "edition: uprising, modules: [choam]"  # what a scenario's setup says to play with it
# docs/scenarios.md's section (landsraad/scenario_docs.py): shown on Uprising, after it
DOCS_TITLE = "CHOAM (`modules: [choam]` on Uprising, seed 002 MÓDULO DE LA CHOAM)"
DOCS_RULESET: tuple[str, tuple[str, ...]] = ("uprising", (MODULE,))
DOCS_ADDS_TO = "uprising"
PILES = ("contracts_face_up", "contract_bank", "contracts_set_aside")
SETUP_KEYS = PILES
SEAT_KEYS = ("contracts", "contracts_done")
EXPECT = PILES
PLAYER_EXPECT = SEAT_KEYS
FACE_UP = 2  # 002 A3: "dale la vuelta a dos de ellos"


def _on(s: GameState) -> bool:
    return MODULE in s.config.modules


def _needs_module(where: str) -> str:
    return f"{where}: CHOAM contracts need modules: [choam] (with edition: uprising; seed 002 MÓDULO DE LA CHOAM)"


def _shaddam(s: GameState) -> int | None:
    from landsraad.modules.choam.market import commands_sardaukar

    return next((p.seat for p in s.players if commands_sardaukar(s, p.seat)), None)


def _ids(s: GameState, v: Any, where: str, fail: Callable[[str], Exception]) -> list[str]:
    if not isinstance(v, list):
        raise fail(f"{where} must be a list, got {v!r}")
    contracts = s.rules.content.contracts
    for cid in v:
        if cid not in contracts:
            raise fail(f"{where}: unknown contract {cid!r} ({', '.join(sorted(contracts))})")
    return list(v)


def set_seat(s: GameState, p: PlayerState, k: str, v: Any, fail: Callable[[str], Exception], where: str) -> None:
    """A seat's CHOAM key: the contracts it holds (`contracts`) or has completed (`contracts_done`)."""
    if not _on(s):
        raise fail(_needs_module(f"{where}.{k}"))
    ids = _ids(s, v, f"{where}.{k}", fail)
    contracts = s.rules.content.contracts
    if k == "contracts":
        for cid in ids:  # 002 COMPLETAR CONTRATOS: "El contrato Inmediato se completa en el momento en que lo tomas"
            if contracts[cid].kind == "immediate":
                raise fail(f"{where}.{k}: {cid!r} is completed when taken (002 COMPLETAR CONTRATOS): "
                           "list it under contracts_done")
    p.zones = {**{z: c for z, c in p.zones.items() if z != k}, **({k: tuple(ids)} if ids else {})}


def seats_set(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception]) -> None:
    """Once the seats are set (their contracts are known): the contracts on the table."""
    setup_contracts(s, setup, fail)


def setup_contracts(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception]) -> None:
    """The contracts on the table, after the seats are set (their contracts are known)."""
    given = [k for k in PILES if k in setup]
    if not _on(s):
        if given:
            raise fail(_needs_module(", ".join(given)))
        return
    from landsraad.rules.zones import pick

    content = s.rules.content
    contracts = content.contracts
    listed = {k: _ids(s, setup[k], k, fail) for k in given}
    held = {p.seat: [*p.zones.get("contracts", ()), *p.zones.get("contracts_done", ())] for p in s.players}
    shaddam = _shaddam(s)
    if not given and not any(held.values()) and (shaddam is None or CONTRACTS_SET_ASIDE.get(s)):
        return  # the fresh game's deal stands (with Shaddam given by `leaders`, his pair set aside)
    printed = Counter({cid: ct.copies for cid, ct in contracts.items()})
    counted = Counter(c for ids in listed.values() for c in ids) + Counter(c for ids in held.values() for c in ids)
    bad = [f"{k} x {cid} (the game has {printed[cid]})" for cid, k in sorted(counted.items()) if k > printed[cid]]
    if bad:
        raise fail("impossible position: " + "; ".join(bad))
    # Shaddam Corrino IV's leader card: the Sardaukar contracts are set aside before the shuffle
    # (002 six players C), so they are never face up or in the bank, and only he takes them
    sardaukar = [cid for cid, ct in contracts.items() if ct.sardaukar for _ in range(ct.copies)]
    if shaddam is None and listed.get("contracts_set_aside"):
        raise fail("contracts_set_aside: only Shaddam Corrino IV sets the Sardaukar contracts aside "
                   "(his leader card: leaders: [shaddam_corrino_iv])")
    for cid in listed.get("contracts_set_aside", ()):
        if not contracts[cid].sardaukar:
            raise fail(f"contracts_set_aside: {cid!r} is not a Sardaukar contract")
    if shaddam is not None:
        where = [(k, ids) for k, ids in listed.items() if k != "contracts_set_aside"]
        where += [(f"seats.{seat}.contracts", ids) for seat, ids in held.items() if seat != shaddam]
        for key, ids in where:
            for cid in ids:
                if contracts[cid].sardaukar:
                    raise fail(f"{key}: {cid!r} is set aside for Shaddam Corrino IV (his leader card): "
                               f"only P{shaddam} takes it")
    rest = printed - counted  # the tokens the setup does not place
    aside = listed.get("contracts_set_aside")
    if aside is None:
        aside = [] if shaddam is None else [c for c in sardaukar if rest[c] > 0]
        rest -= Counter(aside)
    face_up = listed.get("contracts_face_up")
    bank = listed.get("contract_bank")
    if bank is None:
        bank = sorted(rest.elements(), key=list(contracts).index)  # in file order: the bank is unordered
    if face_up is None:  # 002 A3: two turned face up from the shuffled bank
        face_up = [pick(s, bank) for _ in range(min(FACE_UP, len(bank)))]
    if len(face_up) > FACE_UP:
        raise fail(f"contracts_face_up: at most {FACE_UP} face up (002 A3), got {face_up}")
    if len(face_up) < FACE_UP and bank:
        raise fail(f"contracts_face_up: {len(face_up)} face up while the bank holds {len(bank)}: a taken contract "
                   "is replaced from the bank at once (002 TOMAR CONTRATOS); list contract_bank: [] for an empty bank")
    CONTRACTS_FACE_UP.put(s, tuple(face_up))
    CONTRACT_BANK.put(s, tuple(bank))
    CONTRACTS_SET_ASIDE.put(s, tuple(aside))


def player_got(s: GameState, seat: int, field: str, want: Any) -> tuple[Any, Any]:
    return sorted(s.players[seat].zones.get(field, ())), sorted(want or ())


def check(s: GameState, key: str, want: Any, errors: list[str]) -> None:
    """A CHOAM expectation (`key` in PILES), as a multiset."""
    if not _on(s):
        errors.append(f"{key}: the game has no CHOAM contracts (modules: [choam])")
        return
    got = sorted(field_value(s, key))
    if got != sorted(want or ()):
        errors.append(f"{key}: expected {sorted(want or ())}, got {got}")
