"""Issue 27, a product is one folder: a module declares its own kind of component (content/kinds.py)
as it declares its effect words and state fields. The House Hagal cards (seed 001 ДВА ИГРОКА / ОДИН
ИГРОК, the House Hagal deck) are the base module's kind (modules/base/hagal_card.py): the core's
loader reads their file through the kind, checks the spaces they name against the board, stamps
their product and names them from the names files, without naming them (docs/rulings.md U778-U779)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from landsraad.content import content_with, load_content
from landsraad.content.kinds import KINDS, ComponentKind, register_kind, unregister_kind
from landsraad.content.loader import COMPONENT_KINDS, components
from landsraad.content.names import FIELDS, KIND_OF_RECORD, kind_of
from landsraad.core.errors import ContentError
from landsraad.modules.base.hagal_card import HAGAL_CARD, HagalCard, load_hagal_card
from landsraad.modules.immortality.loader import immortality_for

BASE = load_content("base")
TOY = "toy_relic_kind"  # a kind no other test registers


@dataclass(frozen=True, slots=True)
class ToyRelic:
    id: str
    name: str
    spaces: tuple[str, ...]
    copies: int = 1
    product: str = ""


def _load_relic(raw: dict[str, Any], spaces: Mapping[str, Any]) -> ToyRelic:
    return ToyRelic(id=str(raw["id"]), name=str(raw["name"]), spaces=tuple(raw.get("spaces") or ()))


@pytest.fixture
def toy() -> Iterator[ComponentKind[ToyRelic]]:
    """A toy kind read from the base folder's hagal.yaml (the same records, another kind)."""
    kind = register_kind(ComponentKind(name=TOY, record=ToyRelic, file="hagal.yaml", key="cards", what="toy relic",
                                       load=_load_relic, spaces_named=lambda r: r.spaces))
    try:
        yield kind
    finally:
        unregister_kind(TOY)


def test_the_house_hagal_cards_are_the_base_modules_kind() -> None:
    """001: 31 cards in the base House Hagal decks, loaded through the base module's kind, stamped as
    the base product's; the core's kinds do not include them; Immortality's four solo cards (003
    Nuevas cartas de la Casa Hagal) are the same record, its product's."""
    assert KINDS["hagal"] is HAGAL_CARD and "hagal" not in COMPONENT_KINDS
    assert HagalCard.__module__ == "landsraad.modules.base.hagal_card"
    cards = HAGAL_CARD.get(BASE)
    assert sum(c.copies for c in cards.values()) == 31 and BASE.of_kind("hagal") is cards
    assert {c.product for c in cards.values()} == {"base"}
    assert FIELDS["hagal"] == ("name",) and kind_of(cards["carthag"]) == "hagal" and KIND_OF_RECORD["HagalCard"] == "hagal"
    listed = [comp for kind, comp in components(BASE) if kind == "hagal"]
    assert listed == list(cards.values())
    solo = [h.card for h in immortality_for("base").hagal.values()]
    assert all(isinstance(c, HagalCard) and c.product == "immortality" and c.mode == "solo" for c in solo)
    assert not HAGAL_CARD.get(load_content("uprising"))  # Uprising's Rivals have their own deck (002 Rivales)


@pytest.mark.parametrize(("change", "error"), [
    ({"mode": "three_player"}, "mode must be common, solo or two_player"),
    ({"spaces": ["nowhere"]}, "unknown space 'nowhere'"),
    ({"influence": "nobody"}, "unknown faction 'nobody'"),
    ({"harvest": "yes"}, "expected true or false"),
    ({"copies": -1}, "expected an integer of at least 0"),
    ({"swords": "4"}, "expected an integer of at least 0"),
    ({"colour": "red"}, "unknown fields"),
    ({"mode": None}, "mode must be"),
])
def test_a_wrong_hagal_card_is_refused_with_its_reason(change: dict[str, Any], error: str) -> None:
    """A House Hagal card whose field is wrong is refused naming the card (docs/rulings.md U779)."""
    raw = {"id": "toy_card", "name": "Toy", "copies": 1, "mode": "common", "spaces": ["carthag"], "swords": 2}
    with pytest.raises(ContentError, match=f"hagal card toy_card: .*{error}"):
        load_hagal_card({**raw, **change}, BASE.spaces)
    with pytest.raises(ContentError, match="missing fields"):
        load_hagal_card({"id": "toy_card", "name": "Toy"}, BASE.spaces)
    good = load_hagal_card(raw, BASE.spaces)
    assert good.spaces == ("carthag",) and good.swords == 2 and not good.harvest


def test_a_modules_kind_is_read_from_its_file_in_a_product_folder(toy: ComponentKind[ToyRelic]) -> None:
    """The core's loader reads every registered kind's file of an edition's folder: the toy kind,
    declared on the base folder's hagal.yaml, holds the same ids as the House Hagal cards, stamped as
    the base product's, listed with the components and in the names files' kinds."""
    fresh = load_content.__wrapped__("base")  # type: ignore[attr-defined]  (the cached one predates the toy)
    relics = toy.get(fresh)
    assert set(relics) == set(HAGAL_CARD.get(fresh)) and {r.product for r in relics.values()} == {"base"}
    assert relics["carthag"].spaces == ("carthag",)
    assert {comp.id for kind, comp in components(fresh) if kind == TOY} == set(relics)
    assert FIELDS[TOY] == ("name",) and kind_of(relics["carthag"]) == TOY


def test_a_kind_registered_after_a_load_is_read_by_the_next_load() -> None:
    """docs/rulings.md U785: registering a kind drops the loader's cached contents, so a kind a
    plug-in declares after the first game still reaches `load_content`; forgetting it drops them
    again (no content keeps a kind no longer declared); the same declaration again keeps them."""
    before = load_content("base")
    assert not before.kinds.get(TOY)
    kind = register_kind(ComponentKind(name=TOY, record=ToyRelic, file="hagal.yaml", key="cards", what="toy relic",
                                       load=_load_relic, spaces_named=lambda r: r.spaces))
    try:
        seen = load_content("base")
        assert seen is not before and set(kind.get(seen)) == set(HAGAL_CARD.get(before))
        assert register_kind(kind) is kind and load_content("base") is seen  # declared again: kept
    finally:
        unregister_kind(TOY)
    after = load_content("base")
    assert after is not seen and TOY not in after.kinds and HAGAL_CARD.get(after) == HAGAL_CARD.get(before)


def test_a_modules_kind_joins_a_content_checked_against_the_board(toy: ComponentKind[ToyRelic]) -> None:
    """`content_with(kinds=...)` adds a module's components like the core's: a new id joins, an id
    already there or a space not on the board is refused, an undeclared kind is refused; `put`
    replaces the records of one kind and leaves the rest."""
    relic = ToyRelic(id="crysknife", name="Crysknife", spaces=("arrakeen",))
    more = content_with(BASE, kinds={TOY: [relic]})
    assert toy.get(more) == {"crysknife": relic} and HAGAL_CARD.get(more) == HAGAL_CARD.get(BASE)
    assert not toy.get(BASE)  # the content it was made from is unchanged
    with pytest.raises(ContentError, match="toy relic 'crysknife' already exists"):
        content_with(more, kinds={TOY: [relic]})
    with pytest.raises(ContentError, match="toy relic lost: unknown space 'nowhere'"):
        content_with(BASE, kinds={TOY: [ToyRelic(id="lost", name="Lost", spaces=("nowhere",))]})
    with pytest.raises(ContentError, match="unknown component kind 'relics'"):
        content_with(BASE, kinds={"relics": [relic]})
    emptied = HAGAL_CARD.put(more, {})
    assert not HAGAL_CARD.get(emptied) and toy.get(emptied) == {"crysknife": relic}


def test_a_kind_is_declared_once_and_never_over_the_cores(toy: ComponentKind[ToyRelic]) -> None:
    """A second declaration of a kind's name, or one of the core's names, is refused; the same
    declaration again is accepted (a module imported twice)."""
    assert register_kind(toy) is toy
    with pytest.raises(ContentError, match="already registered"):
        register_kind(ComponentKind(name=TOY, record=ToyRelic, file="x.yaml", key="x", what="x", load=_load_relic))
    with pytest.raises(ContentError, match="one of the core's"):
        register_kind(ComponentKind(name="cards", record=ToyRelic, file="x.yaml", key="x", what="x", load=_load_relic))
    with pytest.raises(ContentError, match="give a name first"):
        register_kind(ComponentKind(name="toy_unnamed_kind", record=ToyRelic, file="x.yaml", key="x", what="x",
                                    load=_load_relic, names=("text",)))
    assert "cards" not in KINDS and "toy_unnamed_kind" not in KINDS


# ---- what `cards --show` and `?NAME` find: the kinds the modules' render parts name --------------

@pytest.mark.parametrize(("edition", "lang", "usage"), [
    ("base", "en", "usage: ?NAME (a card, Intrigue, Conflict card, board space, leader or House Hagal card)"),
    ("base", "es", "uso: ?NOMBRE (una carta, Intriga, carta de Conflicto, casilla del tablero, líder o carta de "
                   "la Casa Hagal)"),
    ("uprising", "en", "usage: ?NAME (a card, Intrigue, Conflict card, board space, leader)"),
])
def test_question_marks_usage_names_the_games_own_kinds(edition: str, lang: str, usage: str) -> None:
    """`?` alone says what `?NAME` finds: the core's kinds, then the game's modules' (the base game's
    House Hagal cards, 001; an Uprising game has none: its Rivals' deck is not found by name)."""
    import io

    from rich.console import Console

    from landsraad import GameConfig, new_game, view
    from landsraad.interfaces.play import PlaySession

    con = Console(file=io.StringIO(), width=300)
    s = new_game(GameConfig(edition=edition, players=3), 1)
    session = PlaySession(s.config, 1, ["human"] * 3, con, lambda _p: None, state=s, lang=lang)
    session.show_component("", view(s, 0))
    assert con.file.getvalue().strip() == usage  # type: ignore[attr-defined]


def test_the_show_help_takes_the_render_parts_words() -> None:
    """`cards --show`'s help lists the base module's kind and group after the core's, in the
    command line's language (modules/base/render.py SHOW_KINDS, SHOW_GROUPS)."""
    from landsraad.interfaces.render import show_help_words
    from landsraad.modules.base import render as base_render

    assert base_render.SHOW_KINDS == ("House Hagal card",) and base_render.SHOW_GROUPS == ("House Hagal",)
    assert show_help_words("SHOW_KINDS", "en") == ", House Hagal card"
    assert show_help_words("SHOW_GROUPS", "ru") == ", Дом Хагаль"
