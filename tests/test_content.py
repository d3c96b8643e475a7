"""Content: counts per kind equal the base rulebook's component list, every id referenced exists
(checked at load), and every component renders (issue 3)."""

from __future__ import annotations

import json
import subprocess
import sys

from landsraad.content import load_content
from landsraad.interfaces.render import card_listing, render_component
from landsraad.modules.base.hagal_card import HAGAL_CARD


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
    assert sum(h.copies for h in HAGAL_CARD.get(c).values()) == 31
    levels = [cf.level for cf in c.conflicts.values() for _ in range(cf.copies)]
    assert (levels.count(1), levels.count(2), levels.count(3)) == (4, 10, 4)


def test_every_component_renders_with_its_sources_only_when_asked() -> None:
    """Issue 14: source notes ("Checked: ...") stay out of what players see; `--sources` shows them."""
    c = load_content("base")
    names = ([x.id for x in c.cards.values()] + [x.id for x in c.intrigues.values()]
             + [x.id for x in c.conflicts.values()] + list(c.spaces) + list(c.leaders) + list(HAGAL_CARD.get(c)))
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


def test_disputed_card_data_follows_the_rulings() -> None:
    """Where the sources disagree, the data is what docs/rulings.md decided from all of
    ../shared/reference/: R1 Battle for Arrakeen's 2nd reward is "choose two" of {1 Intrigue,
    2 spice, 3 Solari} (Chatanga, userSorrow; not DuneBlend's all three); R2 Sort Through the
    Chaos's 1st reward has 2 Solari (Chatanga; not DuneBlend's 1); R18 Arrakis Liaison has the
    Landsraad and City Agent icons (DuneBlend, userSorrow); I3 Sietch Reverend Mother's spice is
    outside its Fremen Bond (Chatanga)."""
    c = load_content("base")
    second = c.conflicts["battle_for_arrakeen"].rewards[1]
    assert second == (("choose", 2, ((("intrigue", 1),), (("spice", 2),), (("solari", 3),))),)
    assert c.conflicts["sort_through_the_chaos"].rewards[0] == (("mentat_reward",), ("intrigue", 1), ("solari", 2))
    assert c.cards["arrakis_liaison"].icons == ("landsraad", "city")
    assert c.cards["sietch_reverend_mother"].reveal == (("if", ("fremen_bond",), (("persuasion", 3),)), ("spice", 1))
