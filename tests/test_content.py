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


def test_every_component_renders_with_its_sources_only_when_asked() -> None:
    """Issue 14: source notes ("Checked: ...") stay out of what players see; `--sources` shows them."""
    c = load_content("base")
    names = ([x.id for x in c.cards.values()] + [x.id for x in c.intrigues.values()]
             + [x.id for x in c.conflicts.values()] + list(c.spaces) + list(c.leaders) + list(c.hagal))
    for name in names:
        text = render_component(c, name)
        assert text and "Checked" not in text, name
        with_sources = render_component(c, name, sources=True)
        assert with_sources and "Checked: " in with_sources, name


def test_cards_cli_json() -> None:
    out = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "cards", "--edition", "base", "--json"],
                         capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    assert data["totals"]["imperium"] == 67 and data["totals"]["intrigue"] == 40
    # 001 House Hagal sheet: 31 cards; 2P removes the three 1P cards, solo the Reshuffle and 2P cards
    assert data["totals"]["hagal"] == 31
    assert data["totals"]["hagal_solo"] == 27 and data["totals"]["hagal_two_player"] == 28
    assert data["hagal_decks"]["solo"]["arrakeen_solo"] == 3 and "reshuffle" not in data["hagal_decks"]["solo"]
    assert data["hagal_decks"]["two_player"]["reshuffle"] == 1
    show = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "cards", "--show", "Stilgar"],
                          capture_output=True, text=True, check=True).stdout
    assert "Stilgar" in show and "Reveal box" in show
