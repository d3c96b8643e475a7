"""The base game in the browser (`Module.interfaces["web"]`: the hooks landsraad/interfaces/parts.py
names): the House Hagal cards of its automa in the table's component payload (`content_entries`:
`GET /api/content`, interfaces/web/client.py content_payload), in the reader's words (render.py here),
and the page's word for its automa's seats (`PAGE_TEXTS`)."""

from __future__ import annotations

from typing import Any

from landsraad.content import Content
from landsraad.i18n import N_
from landsraad.interfaces.texts import Reader
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.base.render import hagal_lines

# the players panel's name of an automa seat (`Automa.word`, static/js/panels.js): 001 House Hagal
PAGE_TEXTS: tuple[str, ...] = (N_("House Hagal"),)


def content_entries(content: Content, reader: Reader) -> dict[str, Any]:
    """`hagal`: each House Hagal card's id, name, deck mode and text (its lines after the name)."""
    return {"hagal": {hid: {"id": hid, "name": reader.name("hagal", hid), "mode": hc.mode,
                            "text": "\n".join(hagal_lines(content, hc, reader)[1:])}
                      for hid, hc in HAGAL_CARD.get(content).items()}}
