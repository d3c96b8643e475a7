"""The Bene Tleilax board of Immortality (seed 003) for the browser: `modules/immortality/content/layout.yaml`
(positions in board units) checked against the module's own tracks, with the spaces' bonuses as icon
tokens and the genetic markers' rules as the reader reads them. static/tleilax.js (beside this file) draws what
this gives; no coordinate lives in the JavaScript. The browser's table takes it through `table`
(`Module.interfaces`: landsraad/interfaces/parts.py)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from landsraad.core.errors import ContentError
from landsraad.i18n import N_
from landsraad.interfaces.texts import Reader
from landsraad.interfaces.web.layout import glyphs
from landsraad.modules.immortality.loader import Immortality, immortality_for

LAYOUT = Path(__file__).resolve().parent / "content" / "layout.yaml"
# the browser code of the panel (static/ beside this file, served and loaded only in its games:
# interfaces/web/browser.py)
BROWSER: tuple[str, ...] = ("tleilax.js", "tleilax.css")
# the words the panel prints (static/tleilax.js; web/page_texts.py joins every web part's to the pages')
PAGE_TEXTS: tuple[str, ...] = (
    N_("Bene Tleilax"), N_("start"), N_("Tleilaxu Row ({n} in the deck)"), N_("Grafted:"),
    N_("{spice} spice placed at setup"), N_("column {column}, row {row}: {bonus}"),
    N_("Smaller"), N_("Larger"), N_("Make the Bene Tleilax board smaller"), N_("Make the Bene Tleilax board larger"),
    N_("Research: move your token here ({bonus})"), N_("Acquire {card}"),
)


def _box(r: dict[str, Any], size: dict[str, Any]) -> tuple[float, float, float, float]:
    return (float(r["x"]), float(r["y"]), float(r.get("w", size["w"])), float(r.get("h", size["h"])))


def validate_immortality_layout(raw: Any, imm: Immortality) -> dict[str, Any]:
    """Every research space and Tleilaxu space placed, inside the panel, none overlapping; a band per
    genetic marker. A ContentError says what is wrong."""
    if not isinstance(raw, dict):
        raise ContentError("immortality layout: a mapping")
    board = raw["board"]
    research = raw.get("research") or {}
    if set(research) != set(imm.research.spaces):
        raise ContentError(f"immortality layout: research spaces {sorted(set(imm.research.spaces) ^ set(research))} "
                           "are missing or unknown")
    tleilaxu = raw.get("tleilaxu") or []
    if len(tleilaxu) != len(imm.tleilaxu_track.spaces):
        raise ContentError(f"immortality layout: {len(tleilaxu)} Tleilaxu spaces for a track of "
                           f"{len(imm.tleilaxu_track.spaces)}")
    if sorted(m["marker"] for m in raw.get("markers") or []) != sorted(m.marker for m in imm.research.markers):
        raise ContentError("immortality layout: one band per genetic marker")
    boxes = [(f"research {k}", _box(v, raw["space_size"])) for k, v in research.items()]
    boxes += [(f"tleilaxu {i}", _box(v, raw["tleilaxu_size"])) for i, v in enumerate(tleilaxu)]
    boxes += [(f"zone {k}", _box(v, v)) for k, v in (raw.get("zones") or {}).items()]
    for name, (x, y, w, h) in boxes:
        if x < 0 or y < 0 or x + w > board["w"] or y + h > board["h"]:
            raise ContentError(f"immortality layout: {name} lies outside the panel")
    for i, (a, (ax, ay, aw, ah)) in enumerate(boxes):
        for b, (bx, by, bw, bh) in boxes[i + 1:]:
            if ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah:
                raise ContentError(f"immortality layout: {a} overlaps {b}")
    return raw


@lru_cache(maxsize=4)
def load_immortality_layout(edition: str) -> dict[str, Any]:
    try:
        raw = yaml.safe_load(LAYOUT.read_text())
    except (OSError, yaml.YAMLError) as e:
        raise ContentError(f"cannot read the Bene Tleilax layout: {e}") from e
    return validate_immortality_layout(raw, immortality_for(edition))


def table(edition: str, reader: Reader) -> dict[str, Any]:
    """The browser table's entry (interfaces/web/layout.py): the Bene Tleilax board."""
    return {"immortality": immortality_table(edition, reader)}


def immortality_table(edition: str, reader: Reader) -> dict[str, Any]:
    """The panel's layout, each space's bonus as icon tokens and where it leads, the markers' rules, the
    Tleilaxu spaces' bonuses (the setup spice's space marked)."""
    imm = immortality_for(edition)
    tr = reader.tr
    return {
        "layout": load_immortality_layout(edition),
        "research": {sid: {"column": sp.column, "row": sp.row, "next": list(sp.next), "fx": glyphs(sp.effects, reader)}
                     for sid, sp in imm.research.spaces.items()},
        "markers": [{"marker": m.marker, "column": m.column, "rule": tr.gettext(m.rule)} for m in imm.research.markers],
        "tleilaxu": [{"index": sp.index, "fx": glyphs(sp.effects, reader), "setup_spice": sp.setup_spice}
                     for sp in imm.tleilaxu_track.spaces],
        "title": tr.gettext("Bene Tleilax"),
    }
