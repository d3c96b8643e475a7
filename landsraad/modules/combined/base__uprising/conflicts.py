"""The base game's Conflict cards in an Uprising game (issue 30), a ruleset module on top of
`base_cards`: `GameConfig(edition="uprising", modules=("base_cards", "base_conflicts"))`, the
`base-conflicts` part of a preset (landsraad/presets.py).

Seed 002 "COMBINAR INSURRECCIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM", "COMBINAR CON EL DUNE:
IMPERIUM BÁSICO":
- "Recomendamos no añadir las cartas de Conflicto de DUNE: IMPERIUM. Puedes hacerlo si así lo
  deseas": optional, so a module of its own that a table adds (docs/rulings.md M909);
- "debes quitar ... la carta de Conflicto Trazar orden en el caos si has elegido usar las cartas de
  Conflicto de DUNE: IMPERIUM": Sort Through the Chaos (its 1st reward is the Mentat) stays out.

The base cards join Uprising's Conflict cards; the deck is built from both by Uprising's recipe
(002 PREPARACIÓN B: one level I, five level II, four level III, each drawn from the mixed cards of
its level). A base card whose id Uprising also prints (Siege of Arrakeen, Secure Imperial Basin,
Battle for Imperial Basin, Battle for Arrakeen) is `base.<id>` in the game (content/names.py
`qualified`, M909): its names stay the base game's, Uprising's cards keep their ids. A base card
fought at a place the Shield Wall protects is marked so (002 "Lugares cruciales": "según el título
de la carta"); the Carthag cards' Control reward is not given, the Uprising board has no Carthag (M910).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from landsraad.content import Content, content_with, load_content
from landsraad.content.loader import Conflict, Space
from landsraad.content.names import qualified
from landsraad.core.errors import ContentError
from landsraad.i18n import N_
from landsraad.modules.combined import required
from landsraad.presets import declare_part
from landsraad.rules.ruleset import Module, register_module

NAME = "base_conflicts"
# 002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO: "(y la carta de Conflicto Trazar orden en el caos ...)"
REMOVED_CONFLICTS = ("sort_through_the_chaos",)


def _on_board(cf: Conflict, spaces: Mapping[str, Space]) -> Conflict:
    """A base Conflict card as the Uprising board reads it: its Control reward kept where the board
    has the space (and the Shield Wall there, 002 Lugares cruciales), dropped where it has none (M910)."""
    if cf.control is None:
        return cf
    if cf.control in spaces:
        return replace(cf, shield_wall=spaces[cf.control].shield_wall)
    rewards = tuple(tuple(e for e in box if not (e[0] == "control" and e[1] == cf.control)) for box in cf.rewards)
    return replace(cf, control=None, rewards=rewards)


def base_conflicts(content: Content) -> list[Conflict]:
    """The base Conflict cards an Uprising game takes (002): all but Sort Through the Chaos, read on
    the Uprising board, an id Uprising prints too qualified by its product."""
    base = load_content("base")
    out = []
    for cid, cf in base.conflicts.items():
        if cid in REMOVED_CONFLICTS:
            continue
        cf = _on_board(cf, content.spaces)
        out.append(qualified(cf) if cid in content.conflicts else cf)
    return out


def base_conflicts_content(content: Content) -> Content:
    """002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO: the base Conflict cards beside Uprising's."""
    if content.edition != "uprising":
        raise ContentError("base_conflicts adds the base game's Conflict cards to an Uprising game (002 COMBINAR "
                           "CON EL DUNE: IMPERIUM BÁSICO); a base game already has them")
    return content_with(content, conflicts=base_conflicts(content))


BASE_CONFLICTS = register_module(Module(name=NAME, requires=required(NAME),
                                        content=base_conflicts_content, title=N_("base game Conflicts")))
# a part of presets' names (landsraad/presets.py), the last (rank 40); it needs the base-cards part, the
# module it requires (docs/rulings.md M909: an option of that mix)
declare_part("base-conflicts", NAME, "002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO (its Conflict cards)", rank=40)
