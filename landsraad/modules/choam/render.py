"""The CHOAM module (seed 002 MÓDULO DE LA CHOAM) as players read its components
(`Module.interfaces["render"]`: the hooks landsraad/interfaces/parts.py names, asked for every
registered module since a listing has no game): a contract token's whole text and the `--show`
group of the contracts (the listing's word for them is Uprising's, whose box holds the tokens)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from landsraad.content import Content, Contract
from landsraad.interfaces.render import copies_text
from landsraad.interfaces.texts import (
    CONTRACT_SARDAUKAR,
    PRINTED,
    Reader,
    capital,
    contract_complete_text,
    contract_name,
    effects_text,
)

# `--show` keys -> the contracts (the core's GROUPS: interfaces/render.py)
GROUP_KEYS = frozenset({"contracts", "choam contracts", "contract"})


def group_components(content: Content, key: str) -> Sequence[Any]:
    """The contract tokens (002 MÓDULO DE LA CHOAM) when `key` names them, else none."""
    return list(content.contracts.values()) if key in GROUP_KEYS else []


def component_lines(content: Content, comp: Any, reader: Reader = PRINTED) -> list[str] | None:
    """002 MÓDULO DE LA CHOAM: a contract token, taken with the contract icon (with the module) and
    completed automatically (FAQ 2.6); its reward when completed. None: not a contract."""
    if not isinstance(comp, Contract):
        return None
    tr = reader.tr
    lines = [tr.gettext("{name}  [CHOAM contract, used with the CHOAM module]", name=contract_name(comp, reader))
             + copies_text(comp.copies),
             tr.gettext("Completed when you {how}", how=contract_complete_text(comp.complete, content, reader)),
             tr.gettext("Reward: {reward}", reward=capital(effects_text(comp.reward, reader)))]
    if comp.sardaukar:
        lines.append(capital(tr.gettext(CONTRACT_SARDAUKAR)))
    return lines
