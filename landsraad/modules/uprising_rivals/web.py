"""The browser's part of the Rivals (interfaces/web/client.py `panels`): the terminal's lines
(screen.py: each Rival card, 002 CARTAS DE RIVAL; the House Hagal cards of the last Rival turn, face
up) in the reader's words, built from the seat's view only."""

from __future__ import annotations

from typing import Any

from landsraad.interfaces.texts import Reader
from landsraad.modules.uprising_rivals.screen import rival_lines


def panel(v: dict[str, Any], reader: Reader) -> dict[str, Any] | None:
    lines = rival_lines(v, reader.lang)
    if not lines:
        return None
    return {"title": reader.tr.gettext("Rivals"), "lines": lines}
