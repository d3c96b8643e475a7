"""The six-player components' names in every language (issue 29; seed 002 "PARTIDAS DE SEIS JUGADORES",
its component lists and "GUÍA DE CASILLAS DEL TABLERO PARA SEIS JUGADORES"): the Commanders' starter
cards, the six-player side's spaces and observation posts and the personal boards' spaces are the
`uprising_six` product's (stamped by seats.py `six_content`) and named by its names files
(modules/uprising_six/names.<lang>.yaml; Portuguese and Russian: docs/rulings.md S836); the words the
mode prints beside them (the Commanders, the two new Factions, the personal boards and tracks, the
Throne Row, the Swordmaster Bonus, the teams and roles, the lobby's choice) are messages every
catalogue translates. Before: the components came back in English in Spanish, Portuguese and Russian."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console

from landsraad import GameConfig, new_game, view
from landsraad.content import load_content
from landsraad.content.loader import components
from landsraad.content.names import FIELDS, content_name, load_names, local_name, localized
from landsraad.i18n import DEFAULT, LANGUAGES, translator
from landsraad.interfaces import screen
from landsraad.interfaces.web.lobby import choice_name, lobby_offer
from landsraad.modules.uprising_six import screen as six_screen
from landsraad.modules.uprising_six import web as six_web
from landsraad.modules.uprising_six.data import PRODUCT, six_data
from landsraad.modules.uprising_six.names import six_components
from landsraad.modules.uprising_six.words import BOARD_FACTIONS

TRANSLATED = [lang for lang in LANGUAGES if lang != DEFAULT]
MODULES = ("choam", "uprising_six")

# names a language writes as English does, by nature (a place or a person's name, a loanword the
# language's own seed prints the same): each listed, so any other English left over fails
SAME_BY_NATURE: dict[str, set[tuple[str, str]]] = {
    "es": {("spaces", "carthag"), ("spaces", "sardaukar"), ("cards", "muad_dib_usul"),  # 002 prints them so
           ("leaders", "muad_dib"), ("leaders", "shaddam_corrino_iv")},
    "pt": {("spaces", "sardaukar"), ("cards", "muad_dib_usul"),
           ("leaders", "muad_dib"), ("leaders", "shaddam_corrino_iv")},
    "ru": set(),
}
# messages that read the same in a language by nature (the Fremen are "Fremen" in 002 and in pt)
SAME_WORDS: dict[str, set[str]] = {"es": {"Fremen"}, "pt": {"Fremen"}, "ru": set()}


def six_own() -> list[tuple[str, Any]]:
    """(kind, component) of every component the six-player product adds or prints anew."""
    out = [(kind, c) for kind, c in components(six_components()) if c.product == PRODUCT and kind in FIELDS]
    assert out
    return out


def test_the_modes_own_components_are_its_products() -> None:
    """The Commanders' 18 cards, this side's 11 spaces of its own (its 7, the Swordmaster space as it
    works with six players and the personal boards' 4) and its 15 posts; every other component keeps
    the product it came from (Uprising's, CHOAM's)."""
    counts: dict[str, int] = {}
    for kind, _c in six_own():
        counts[kind] = counts.get(kind, 0) + 1
    assert counts == {"cards": 18, "spaces": 11, "observation_posts": 15}
    uprising = load_content("uprising")
    for kind, c in components(six_components()):
        if c.product != PRODUCT and c.id in uprising.of_kind(kind):  # (a flipping leader's back: its own)
            assert c.product == uprising.of_kind(kind)[c.id].product, (kind, c.id)
    assert {c.product for _k, c in components(six_components())} == {"uprising", "choam", PRODUCT}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_six_player_component_is_named_in_the_language(lang: str) -> None:
    """Neither its id nor its English name (but the names listed as the same by nature), from its
    product's names file; and the names file names exactly those components."""
    names = load_names(PRODUCT, lang)
    named: dict[str, set[str]] = {}
    content = six_components()
    for kind, c in six_own():
        entry = names.get(kind, {}).get(c.id)
        assert entry is not None, (lang, kind, c.id)
        got = content_name(content, lang, kind, c.id)
        assert got == entry["name"] == local_name("uprising", lang, kind, c.id)  # by id too: the log's
        assert got != c.id
        if (kind, c.id) not in SAME_BY_NATURE[lang]:
            assert got != c.name, (lang, kind, c.id, got)
        named.setdefault(kind, set()).add(c.id)
    assert {k: set(v) for k, v in names.items()} == named
    # a same-by-nature entry is one: listed names are the English ones, and are components of the mode
    for kind, cid in SAME_BY_NATURE[lang]:
        if kind != "leaders":
            assert names[kind][cid]["name"] == content.of_kind(kind)[cid].name, (lang, kind, cid)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_commanders_factions_boards_and_tokens_in_the_language(lang: str) -> None:
    """The Commanders (their leader cards: S813), the two Factions of this side (Preparación A), the
    personal boards and their tracks' Factions (Tableros personales), the teams and roles, the Throne
    Row (Fila del Trono de Shaddam) and the Swordmaster Bonus (MAESTROS DE ARMAS) as every reader
    prints them."""
    tr = translator(lang)
    content = six_components()
    for commander in six_data().commanders.values():
        got = content_name(content, lang, "leaders", commander.leader)
        assert got and got != commander.leader
        if ("leaders", commander.leader) not in SAME_BY_NATURE[lang]:
            assert got != content_name(content, DEFAULT, "leaders", commander.leader)
    words = [*BOARD_FACTIONS.values(), *six_web.BOARD_NAMES.values(), *six_web.TEAM_NAMES,
             *six_web.ROLE_NAMES.values(), *six_web.TRACK_MARKS.values(), six_screen.TRACKS_HEAD,
             six_screen.ACTIVATED_HEAD, six_screen.BONUS_HEAD, six_screen.THRONE_HEAD, "Emperor", "Fremen"]
    for word in words:
        if word not in SAME_WORDS[lang]:
            assert tr.gettext(word) != word, (lang, word)
    for pb in six_data().personal_boards.values():  # the tracks' Factions, as the screen names them
        assert screen.faction_word(pb.faction, lang) == tr.gettext(pb.faction.capitalize())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lobbys_six_player_choice_is_named_in_every_language(lang: str) -> None:
    """The lobby's choice of the mode (`LOBBY_CHOICES`) in the page's language: the catalogue's
    words, not the English, and the offer carries that name."""
    msgid = six_web.LOBBY_CHOICES[",".join(MODULES)]
    name = choice_name(MODULES, lang)
    assert name == translator(lang).gettext(msgid)
    if lang != DEFAULT:
        assert name != msgid
        assert content_name(six_components(), lang, "leaders", "muad_dib") in name  # his name in the language
    assert lobby_offer("uprising", lang)["modules"][",".join(MODULES)]["name"] == name


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_six_player_table_in_the_terminal_reads_in_the_language(lang: str) -> None:
    """A six-player table drawn in the language names the board's spaces, the personal boards'
    spaces, the Commanders' cards and the Commanders by their names in it, and none in English."""
    s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES, log=True), 3)
    content = localized(s.rules.content, lang)
    con = Console(width=160, no_color=True, highlight=False)
    with con.capture() as cap:
        for part in screen.full_screen(view(s, 0), content, width=160, lang=lang):
            con.print(part)
    text = cap.get()
    english = {c.name for kind, c in six_own() if (kind, c.id) not in SAME_BY_NATURE[lang]}
    left = sorted(n for n in english if n in text)
    assert left == [], left
    for sid in ("economic_support", "vast_wealth", "hardy_warriors", "habbanya_erg"):
        assert content_name(content, lang, "spaces", sid) in text
    hand = s.players[0].hand  # Muad'Dib's starter cards
    assert hand and all(content_name(content, lang, "cards", c) in text for c in hand)
    shaddam = content_name(content, lang, "leaders", "shaddam_corrino_iv")
    assert translator(lang).gettext(six_screen.TEAM_LINE, commander=shaddam, seat="P3", allies="P1, P5") in text
