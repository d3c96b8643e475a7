"""CHOAM contracts (seed 002 "MÓDULO DE LA CHOAM"): the contract record and its loading.

A contract is a token a player takes with the contract icon and completes later, automatically,
when its condition is met (002 "COMPLETAR CONTRATOS"; shared/FAQ.md 2.6 "CHOAM contracts"). The
seed names four ways to complete one, which are the four kinds of `complete`:

- `{space: <board space id>}` — "La mayoría de los contratos mencionan una casilla específica del
  tablero, y se completan enviando un Agente a esa casilla";
- `{harvest: n}` — "Un contrato de Recolección se completa enviando un Agente a una casilla de
  Hacedor del tablero y obteniendo la cantidad de especia indicada durante ese turno (en total,
  incluyendo la recibida de fuentes que no sean la propia casilla)": n or more spice that turn;
- `immediate` — "El contrato Inmediato se completa en el momento en que lo tomas";
- `{acquire: <card id>}` — "El contrato de Adquirir La especia debe fluir se completa cuando
  adquieres esa carta".

`reward` is an effect list of the ordinary vocabulary (docs/content.md). `sardaukar: true` marks
the two Sardaukar contracts Shaddam Corrino IV sets aside before the contracts are shuffled (his
leader card; 002 six-player setup C: "deja aparte los dos contratos Sardaukar tal como se explica
en la carta de Líder de Shaddam Corrino IV"; FAQ 2.6). The rules of taking and completing belong
to the CHOAM rules module, not here.

Loaded with its edition (`contracts.yaml` in its product's folder, optional) by `load_content`; its
references (a board space, a card, the reward's) are checked against that content.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from landsraad.core.errors import ContentError

Effect = tuple[Any, ...]
Effects = tuple[Effect, ...]

CONTRACT_FIELDS = frozenset({"id", "name", "copies", "complete", "reward", "sardaukar", "dch", "checked"})
# the ways a contract is completed (002 COMPLETAR CONTRATOS), as the key of `complete`
COMPLETE_KINDS = ("space", "harvest", "immediate", "acquire")


@dataclass(frozen=True, slots=True)
class Contract:
    """A CHOAM contract token (002 MÓDULO DE LA CHOAM). `complete` is ("space", space id),
    ("harvest", spice), ("immediate",) or ("acquire", card id); `reward` its effects."""

    id: str
    name: str
    copies: int
    complete: Effect
    reward: Effects
    sardaukar: bool  # set aside for Shaddam Corrino IV (his leader card)
    dch: int  # its Dune Cards Hub id (the reference catalog; tiles with copies share one)
    checked: str
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""

    @property
    def kind(self) -> str:
        return str(self.complete[0])


def _fail(where: str, msg: str) -> ContentError:
    return ContentError(f"{where}: {msg}")


def _int(v: Any, where: str, what: str, minimum: int) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < minimum:
        raise _fail(where, f"{what} must be an integer of at least {minimum}, got {v!r}")
    return v


def parse_complete(raw: Any, where: str) -> Effect:
    """`immediate`, or a one-key mapping {space: id} / {harvest: n} / {acquire: card id}."""
    if raw == "immediate":
        return ("immediate",)
    if not isinstance(raw, dict) or len(raw) != 1:
        raise _fail(where, f"complete is immediate or one of {{space: ...}}, {{harvest: n}}, {{acquire: ...}}, "
                           f"got {raw!r}")
    (key, val), = raw.items()
    if key in ("space", "acquire"):
        if not isinstance(val, str) or not val:
            raise _fail(where, f"complete {key} names a {'board space' if key == 'space' else 'card'} id, got {val!r}")
        return (key, val)
    if key == "harvest":
        return ("harvest", _int(val, where, "the harvest amount", 1))
    raise _fail(where, f"unknown way to complete a contract {key!r} (one of {', '.join(COMPLETE_KINDS)})")


# the loader's effect parser (content/loader.py `parse_effects`), handed over when the loader is
# imported: the loader imports this module, which imports nothing from it
PARSERS: dict[str, Callable[[Any, str], tuple[Any, ...]]] = {}


def load_contract(raw: Any) -> Contract:
    """One contract record, validated on its own (references: `validate_contracts`)."""
    parse_effects = PARSERS["effects"]
    if not isinstance(raw, dict):
        raise ContentError(f"contract: a record is a mapping, got {raw!r}")
    where = f"contract {raw.get('id')}"
    unknown = set(raw) - CONTRACT_FIELDS
    if unknown:
        raise _fail(where, f"unknown fields {sorted(unknown)}")
    for k in ("id", "name", "complete", "reward", "dch"):
        if k not in raw:
            raise _fail(where, f"missing {k}")
    if not isinstance(raw["id"], str) or not raw["id"] or not isinstance(raw["name"], str) or not raw["name"]:
        raise _fail(where, "id and name are non-empty strings")
    reward = parse_effects(raw["reward"], where + ".reward")
    if not reward:
        raise _fail(where, "a contract has a reward")
    sardaukar = raw.get("sardaukar", False)
    if not isinstance(sardaukar, bool):
        raise _fail(where, f"sardaukar is true or false, got {sardaukar!r}")
    return Contract(id=raw["id"], name=raw["name"], copies=_int(raw.get("copies", 1), where, "copies", 1),
                    complete=parse_complete(raw["complete"], where + ".complete"), reward=reward,
                    sardaukar=sardaukar, dch=_int(raw["dch"], where, "dch", 1), checked=str(raw.get("checked", "")))


def load_contracts(path: Path) -> dict[str, Contract]:
    """The contracts of an edition's optional `contracts.yaml` (none without the file)."""
    if not path.exists():
        return {}
    with path.open(encoding="utf-8") as f:
        raw = yaml.safe_load(f)
    if not isinstance(raw, dict) or not set(raw) <= {"contracts", "module"} or not isinstance(raw.get("contracts"), list):
        raise ContentError(f"{path.name}: expected a mapping with only a list 'contracts' (and the module they belong to)")
    module = raw.get("module")
    if module is not None and not (isinstance(module, str) and module):
        raise ContentError(f"{path.name}: module names the rules module the contracts belong to")
    out: dict[str, Contract] = {}
    for r in raw["contracts"]:
        ct = load_contract(r)
        if module:  # their product: the module's (issue 27; content/loader.py stamp_product)
            ct = replace(ct, product=module)
        if ct.id in out:
            raise ContentError(f"duplicate contract id {ct.id!r}")
        out[ct.id] = ct
    return out
