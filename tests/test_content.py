"""Content: counts per kind equal the base rulebook's component list, every id referenced exists
(checked at load), and every component renders (issue 3)."""

from __future__ import annotations

import json
import subprocess
import sys

from landsraad.content import load_content
from landsraad.interfaces.render import card_listing, render_component


def test_counts_per_kind() -> None:
    """004 Componentes: 67 Imperium, 40 Intrigue, 18 Conflict, 8 leaders, 10-card starter deck,
    24 Reserve cards; House Hagal sheet: 31 Hagal cards; 000 board guide: 22 spaces."""
    c = load_content("base")
    totals = card_listing(c)["totals"]
    assert totals["imperium"] == 67
    assert totals["intrigue"] == 40
    assert totals["conflict"] == 18
    assert totals["leader"] == 8
    assert len(c.starter_deck) == 10 and totals["starter"] == 10
    assert totals["reserve"] == 24
    assert totals["board_space"] == 22
    assert sum(h.copies for h in c.hagal.values()) == 31
    levels = [cf.level for cf in c.conflicts.values() for _ in range(cf.copies)]
    assert (levels.count(1), levels.count(2), levels.count(3)) == (4, 10, 4)


def test_every_component_renders() -> None:
    c = load_content("base")
    names = ([x.id for x in c.cards.values()] + [x.id for x in c.intrigues.values()]
             + [x.id for x in c.conflicts.values()] + list(c.spaces))
    for name in names:
        text = render_component(c, name)
        assert text and "Checked" in text or "Source" in (text or ""), name


def test_cards_cli_json() -> None:
    out = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "cards", "--edition", "base", "--json"],
                         capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    assert data["totals"]["imperium"] == 67 and data["totals"]["intrigue"] == 40
    show = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "cards", "--show", "Stilgar"],
                          capture_output=True, text=True, check=True).stdout
    assert "Stilgar" in show and "Reveal box" in show
