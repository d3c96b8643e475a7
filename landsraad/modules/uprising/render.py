"""Uprising (seed 002) components as players read them (`Module.interfaces["render"]`: the hooks
landsraad/interfaces/parts.py names, called by interfaces/render.py for every registered module,
a listing having no game): a Conflict card's battle icon and the Shield Wall's protection, a board
space under the Shield Wall, and the groups `landsraad cards --show` knows (the Objective cards,
the observation posts, the CHOAM module's contracts)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from landsraad.content import Conflict, Content, Space
from landsraad.interfaces.texts import BATTLE_ICON_NAMES, PRINTED, Reader, word

# `--show` keys -> the group (the core's GROUPS: interfaces/render.py)
GROUPS = {"objectives": "the Objective cards", "objective": "the Objective cards",
          "observation posts": "the observation posts", "posts": "the observation posts",
          "contracts": "the CHOAM contracts", "choam contracts": "the CHOAM contracts",
          "contract": "the CHOAM contracts"}


def group_components(content: Content, key: str) -> Sequence[Any]:
    """The components of a group named `key` (none: not one of Uprising's groups)."""
    group = GROUPS.get(key)
    if group == "the Objective cards":
        return list(content.objectives.values())
    if group == "the observation posts":
        return list(content.observation_posts.values())
    if group == "the CHOAM contracts":  # 002 MÓDULO DE LA CHOAM
        return list(content.contracts.values())
    return []


def conflict_lines(content: Content, cf: Conflict, reader: Reader = PRINTED) -> list[str]:
    """002 Iconos de batalla; Lugares cruciales y la Muralla Escudo."""
    tr = reader.tr
    lines = []
    if cf.battle_icon:
        icon = word(reader, BATTLE_ICON_NAMES[cf.battle_icon])
        lines.append(tr.gettext("Battle icon: {icon} (at the end of the game it matches any battle icon)", icon=icon)
                     if cf.battle_icon == "wild" else tr.gettext("Battle icon: {icon}", icon=icon))
    if cf.shield_wall:
        lines.append(tr.gettext("Protected by the Shield Wall: no sandworm may be summoned to this Conflict while "
                                "it stands"))
    return lines


def board_space_lines(sp: Space, reader: Reader = PRINTED) -> list[str]:
    """002 Lugares cruciales y la Muralla Escudo: the spaces the Shield Wall protects."""
    if not sp.shield_wall:
        return []
    return [reader.tr.gettext("Protected by the Shield Wall: no sandworm may be summoned to a Conflict here while "
                              "it stands")]
