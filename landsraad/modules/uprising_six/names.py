"""The six-player components by id for every reader of a game's log (content/names.py
`ModuleComponents`): the Commanders' starter cards and the six-player side's spaces join the game's
content only in a six-player game (seats.py `six_content`), as do its 15 observation posts, so a
log line naming one ("P3 reveals Seek Allies", "a Spy on the Great Houses post") finds it here, as Immortality's components are found (modules/immortality/loader.py).
Their names are the English of the data (no names files for them yet)."""

from __future__ import annotations

from functools import cache
from typing import Any

from landsraad.content.loader import Content
from landsraad.content.names import ModuleComponents, register_module_components

EDITION = "uprising"  # the six-player game is an Uprising mode (002; S816)


@cache
def six_components() -> Content:
    from landsraad.content import load_content
    from landsraad.modules.uprising_six.seats import six_content

    return six_content(load_content(EDITION))


def find(edition: str, kind: str, cid: str) -> Any:
    """A six-player card, space or observation post of that id (None: not one, or not on `edition`'s board)."""
    if edition != EDITION or kind not in ("cards", "spaces", "observation_posts"):
        return None
    return getattr(six_components(), kind).get(cid)


register_module_components(ModuleComponents("uprising_six", find, dict, lambda edition: None))
