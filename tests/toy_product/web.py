"""The toy product's browser panel block (interfaces/web/client.py `panels`): a title and lines in
the reader's words, from the module's part of the view."""

from __future__ import annotations

from typing import Any

from landsraad.interfaces.texts import Reader

from .screen import relic_lines


def panel(v: dict[str, Any], reader: Reader) -> dict[str, Any] | None:
    if "toy_product" not in v:
        return None
    pile, players = relic_lines(v, reader.lang)
    return {"title": reader.tr.gettext("Relics"), "lines": [pile, *players]}
