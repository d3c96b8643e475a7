"""The six-player components by id for every reader of a game's log (content/names.py
`ModuleComponents`): the Commanders' starter cards and the six-player side's spaces join the game's
content only in a six-player game (seats.py `six_content`), as do its 15 observation posts, so a
log line naming one ("P3 reveals Seek Allies", "a Spy on the Great Houses post") finds it here, as
Immortality's components are found (modules/immortality/loader.py).

Those components record this product (`PRODUCT`, stamped by seats.py `six_content`); their names in
each language are this folder's `names.<lang>.yaml` (content/names.py, docs/i18n.md): Spanish as
seed 002 prints them, Portuguese and Russian the names their seeds print for the same component
where there is one, else ours (docs/rulings.md S836). tests/test_six_names.py."""

from __future__ import annotations

from functools import cache
from typing import Any

from landsraad.content.loader import Content
from landsraad.content.names import ModuleComponents, register_module_components
from landsraad.content.products import register_product_folder
from landsraad.modules.uprising_six.data import DATA_DIR, PRODUCT

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


register_product_folder(PRODUCT, DATA_DIR)
register_module_components(ModuleComponents(PRODUCT, find, dict, lambda edition: None))
