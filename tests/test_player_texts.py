"""Every text a player reads, of every component of every product, in every language (issue 33).

`landsraad cards --show` and the game (terminal and browser: interfaces/web/client.py builds its
texts with the same render functions) read the components through interfaces/render.py. Rendered
for base, Uprising (with CHOAM's components), both with Immortality (its cards, Tleilaxu cards, solo
House Hagal cards and board), in en, es, pt and ru, a text fails when it shows

- a reference to the seeds or to the project's rulings, which belong in comments and docstrings
  ("(003 Aclaraciones, Ghola)", "FAQ 2.6", "U137");
- an English article the words make wrong ("a Emperor card", "an Spacing Guild card");
- less than the data holds: every condition (an Intrigue's play condition, every `if` of every
  box), every arrow's cost, and the moment a Plot box's Persuasion counts (its Reveal turn this
  round: 003 Tleilaxu Puppet, docs/rulings.md I30) must be in the component's text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from landsraad.content import Card, Conflict, Content, Contract, Intrigue, Leader, Space, load_content
from landsraad.content.tree import walk
from landsraad.i18n import LANGUAGES
from landsraad.interfaces.render import PLOT_PERSUASION, all_components, component_lines
from landsraad.interfaces.texts import Reader, cond_text, costs_text, edition_content
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.base.render import hagal_lines
from landsraad.modules.immortality import render as ri
from landsraad.modules.immortality.loader import immortality_for, with_immortality

# "(003 Aclaraciones", "(000 ", "seed 002", "FAQ 2.6", "docs/rulings.md", a ruling's id (U137, I30, R4,
# RI-6, C8, H3, L2): a seed or a ruling cited in a text players read
SEED_REFERENCE = re.compile(r"\(00\d\b|\b00[0-4] [A-ZÁÉÍÓÚ]|\bseed\b|\bFAQ\b|rulings|\b(?:RI-|[UIRCHL])\d{1,3}\b")
# English: "a" before a vowel-initial capitalised word (Emperor, Intrigue, Imperium, Influence, Agent,
# Objective; "a Uniform" would be right, so not U), "an" before a consonant-initial one
A_BEFORE_VOWEL = re.compile(r"\b[Aa] (?=[AEIO][a-z])")
AN_BEFORE_CONSONANT = re.compile(r"\b[Aa]n (?=[BCDFGJKLMNPQRSTVWXYZ][a-z])")


@cache
def _contents() -> tuple[Content, ...]:
    """Every product's components: base; Uprising with CHOAM's; each with Immortality's."""
    base, uprising = load_content("base"), edition_content("uprising")
    return (base, uprising, with_immortality(base, immortality_for("base")),
            with_immortality(uprising, immortality_for("uprising")))


def _boxes(comp: Any) -> list[tuple[str, tuple[Any, ...]]]:
    """(window, effects) of each box of a component ("plot" for a Plot box, "" otherwise)."""
    if isinstance(comp, Card):
        return [("", b) for b in (comp.agent, comp.reveal, comp.acquire, comp.on_trash, comp.on_discard)]
    if isinstance(comp, Intrigue):
        return [(comp.kind, comp.effects), *comp.also]
    if isinstance(comp, Leader):
        return [("", comp.setup), ("", comp.signet), *((("", comp.back.signet),) if comp.back else ()),
                *(("", ts.effects) for ts in comp.track)]
    if isinstance(comp, Space):
        return [("", comp.effects), ("", comp.control_bonus)]
    if isinstance(comp, Conflict):
        return [("", r) for r in comp.rewards]
    if isinstance(comp, Contract):
        return [("", comp.reward)]
    return []


def _texts(lang: str) -> Iterator[tuple[str, Any, str, Reader]]:
    """(where, component or None, its whole text, the reader) for every component text."""
    for content in _contents():
        imm = "immortality" if any(c.kind == "tleilaxu" for c in content.cards.values()) else ""
        where = f"{content.edition}{'+' + imm if imm else ''}"
        reader = Reader(edition=content.edition, lang=lang)
        for comp in all_components(content):
            yield where, comp, "\n".join(component_lines(content, comp, reader)), reader
        if imm:
            im = immortality_for(content.edition)
            board = [ri.research_track_lines(im, reader), ri.tleilaxu_track_lines(im, reader),
                     ri.variant_lines(im, reader), ri.hagal_lines(edition_content(content.edition), im, reader)]
            for lines in board:
                yield where, None, "\n".join(lines), reader
            if HAGAL_CARD.get(content):  # the solo House Hagal deck of a game with Immortality
                solo = Reader(edition=content.edition, players=1, lang=lang)
                for lines in ri.hagal_deck_components(content, im, solo):
                    yield where, None, "\n".join(lines), solo
                for h in im.hagal.values():
                    yield where, h.card, "\n".join(hagal_lines(content, h.card, solo)), solo


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_a_player_reads_cites_a_seed_or_a_ruling(lang: str) -> None:
    bad = [(where, getattr(comp, "id", "board"), m.group(0), text)
           for where, comp, text, _ in _texts(lang) for m in [SEED_REFERENCE.search(text)] if m]
    assert not bad, bad[:3]


def test_no_english_text_has_a_wrong_article() -> None:
    bad = [(where, getattr(comp, "id", "board"), text) for where, comp, text, _ in _texts("en")
           if A_BEFORE_VOWEL.search(text) or AN_BEFORE_CONSONANT.search(text)]
    assert not bad, bad[:3]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_condition_cost_and_duration_of_the_data_is_in_the_text(lang: str) -> None:
    """A clause the data holds is never dropped: an Intrigue card's play condition, the condition of
    every `if` and the costs of every arrow, at any depth, and a Plot box's Persuasion with the
    moment it counts ("in your Reveal turn this round")."""
    missing = []
    for where, comp, text, reader in _texts(lang):
        low = text.lower()
        want = []
        if isinstance(comp, Intrigue) and comp.condition is not None:
            want.append(cond_text(comp.condition, reader))
        if isinstance(comp, Card):  # Immortality: Agent icons a card has while a condition holds
            want += [cond_text(cond, reader) for cond, _icons in comp.icons_when]
        if isinstance(comp, Space):  # Uprising: a cost that changes with a condition (Swordmaster)
            want += [cond_text(cond, reader) for cond, _cost in comp.cost_when]
        for window, box in _boxes(comp):
            for e in walk(box):
                if e[0] == "if":
                    want.append(cond_text(e[1], reader))
                elif e[0] == "may":
                    want.append(costs_text(e[1], reader))
            if window == "plot":
                want += [reader.tr.plural(PLOT_PERSUASION, e[1]) for e in box if e[0] == "persuasion"]
        missing += [(where, comp.id, lang, w) for w in want if w.lower() not in low]
    assert not missing, missing[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_solo_house_hagal_deck_with_immortality(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """003 ADICIONES A PARTIDAS EN SOLITARIO: "Retira las tres cartas de Carthag originales" and add
    three new Carthag cards and a Research Station card. `cards --modules immortality --show "House
    Hagal" --players 1` lists that deck: the four Immortality cards (with their Tleilaxu icons), not
    the base game's Carthag card (3 copies); with 2 players the four are not in the deck."""
    from landsraad.i18n import translator
    from landsraad.interfaces.cli import main

    tr = translator(lang)
    base = load_content("base")
    carthag = Reader(lang=lang).comp_name("hagal", HAGAL_CARD.get(base)["carthag"])
    assert main(["cards", "--modules", "immortality", "--show", "House Hagal", "--players", "1", "--lang", lang]) == 0
    out = capsys.readouterr().out
    blocks = out.strip().split("\n\n")
    assert len(blocks) == len(HAGAL_CARD.get(base)) - 1 + 4
    assert sum(tr.gettext("Only in solo games with Immortality") in b for b in blocks) == 4
    assert not [b for b in blocks if b.startswith(carthag) and "x3" in b.split("\n")[0]]
    assert out.count(tr.gettext("advance {n} on the Tleilaxu track", n=1)[1:]) == 3  # capitalised: from the 2nd letter
    assert main(["cards", "--modules", "immortality", "--show", "House Hagal", "--players", "2", "--lang", lang]) == 0
    two = capsys.readouterr().out
    assert two.count(tr.gettext("Not in this game's House Hagal deck")) >= 4
    assert tr.gettext("Removed from the deck in solo games with Immortality") in two
