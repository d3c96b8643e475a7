"""Uprising (seed 002) components as players read them (`Module.interfaces["render"]`: the hooks
landsraad/interfaces/parts.py names, called by interfaces/render.py for every registered module,
a listing having no game): a Conflict card's battle icon and the Shield Wall's protection, a board
space under the Shield Wall, an observation post with what a Spy there lets you do, and the groups
`landsraad cards --show` knows (the Objective cards, the observation posts)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from landsraad.content import Conflict, Content, ObservationPost, Space
from landsraad.i18n import N_
from landsraad.interfaces.render import post_lines
from landsraad.interfaces.texts import BATTLE_ICON_NAMES, PRINTED, Reader, word

# `landsraad cards`: the listing's headings of its components in a reader's words (interfaces/cli.py);
# the contract tokens are in its box (modules/uprising/content/contracts.yaml), played with CHOAM
LISTING_KINDS = {"contract": N_("CHOAM contracts")}
# `--show` keys -> the group (the core's GROUPS: interfaces/render.py)
GROUPS = {"objectives": "the Objective cards", "objective": "the Objective cards",
          "observation posts": "the observation posts", "posts": "the observation posts"}


def group_components(content: Content, key: str) -> Sequence[Any]:
    """The components of a group named `key` (none: not one of Uprising's groups)."""
    group = GROUPS.get(key)
    if group == "the Objective cards":
        return list(content.objectives.values())
    if group == "the observation posts":
        return list(content.observation_posts.values())
    return []


def component_lines(content: Content, comp: Any, reader: Reader = PRINTED) -> list[str] | None:
    """An observation post (002 Espías): the core's lines (its name, the spaces it watches), then
    what a Spy of yours on it lets you do; None: not a component of Uprising's own words."""
    if not isinstance(comp, ObservationPost):
        return None
    return [*post_lines(content, comp, reader),
            reader.tr.gettext("A Spy of yours here: your Spy Agent icon may send an Agent to these spaces; recall it "
                              "to Infiltrate one of them (send an Agent where another player's is) or to Gather "
                              "Intelligence (draw a card when you send an Agent to one of them)")]


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
