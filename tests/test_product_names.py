"""Components know their product (issue 27) and are named by component (issues 27 and 30).

Every component of every product records the product it came from, set by the loaders from
where they read it (never typed into the YAML); its names in every language are its product's
names files (modules/<product>/content/names.<lang>.yaml), whatever the game's edition. Seed 002
"COMBINAR CON EL DUNE: IMPERIUM BÁSICO" lets the base game's Imperium and Intrigue cards into an
Uprising game: such a card keeps its own (base) name in every language.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from landsraad.content import content_with, load_content
from landsraad.content.loader import COMPONENT_KINDS, components, stamp_product
from landsraad.content.names import (
    FIELDS,
    component_name,
    content_name,
    kind_of,
    load_names,
    local_name,
    localized,
)
from landsraad.i18n import DEFAULT, LANGUAGES
from landsraad.interfaces.texts import Reader
from landsraad.modules.immortality.loader import immortality_for

TRANSLATED = [lang for lang in LANGUAGES if lang != DEFAULT]
# the products and where their components are loaded from: base and Uprising (their editions'
# folders), the CHOAM module (Uprising's files, `module: choam`, contracts.yaml) and Immortality
PRODUCTS = ("base", "uprising", "choam", "immortality")


def _immortality_components() -> Iterator[tuple[str, Any]]:
    imm = immortality_for("base")
    for card in imm.cards().values():
        yield "cards", card
    for ig in imm.intrigues.values():
        yield "intrigues", ig
    for sp in imm.spaces.values():
        yield "spaces", sp
    for h in imm.hagal.values():
        yield "hagal", h.card


def every_component() -> Iterator[tuple[str, Any]]:
    """(kind, component) of every product's every component."""
    for edition in ("base", "uprising"):
        yield from components(load_content(edition))
    yield from _immortality_components()


def test_every_component_of_every_product_records_its_product() -> None:
    seen: dict[str, int] = {}
    for kind, comp in every_component():
        assert comp.product in PRODUCTS, (kind, comp.id, comp.product)
        seen[comp.product] = seen.get(comp.product, 0) + 1
    assert set(seen) == set(PRODUCTS)
    base, uprising = load_content("base"), load_content("uprising")
    assert {c.product for _k, c in components(base)} == {"base"}
    # 002 MÓDULO DE LA CHOAM: its 4 Imperium, 4 Intrigue cards, Shaddam Corrino IV and the contracts
    choam = {(k, c.id) for k, c in components(uprising) if c.product == "choam"}
    assert choam == ({("cards", c.id) for c in uprising.cards.values() if c.module == "choam"}
                     | {("intrigues", i.id) for i in uprising.intrigues.values() if i.module == "choam"}
                     | {("leaders", "shaddam_corrino_iv")} | {("contracts", c) for c in uprising.contracts})
    assert len(choam) == 4 + 4 + 1 + len(uprising.contracts)
    assert all(c.product == "uprising" for k, c in components(uprising) if (k, c.id) not in choam)
    assert {c.product for _k, c in _immortality_components()} == {"immortality"}
    # a flipping leader's other side is the same card's
    jessica = uprising.leaders["lady_jessica"]
    assert jessica.back is not None and jessica.back.product == "uprising"


def test_the_product_is_set_by_the_loader_not_written_in_the_yaml() -> None:
    """No content file names a product: the loaders stamp it (content/loader.py stamp_product)."""
    from landsraad.content.loader import (
        CARD_FIELDS,
        CONFLICT_FIELDS,
        INTRIGUE_FIELDS,
        LEADER_FIELDS,
        SPACE_FIELDS,
    )

    for fields in (CARD_FIELDS, CONFLICT_FIELDS, INTRIGUE_FIELDS, LEADER_FIELDS, SPACE_FIELDS):
        assert "product" not in fields
    # stamping keeps what a product's own loader already said, and marks the rest
    base = load_content("base")
    assert stamp_product(base, "other") == base
    bare = content_with(base, cards=[_unstamped(base.cards["the_voice"], "copy_of_the_voice")])
    assert bare.cards["copy_of_the_voice"].product == ""
    assert stamp_product(bare, "other").cards["copy_of_the_voice"].product == "other"
    assert stamp_product(bare, "other").cards["the_voice"].product == "base"


def _unstamped(comp: Any, new_id: str) -> Any:
    from dataclasses import replace

    return replace(comp, id=new_id, product="")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_component_of_every_product_is_named_by_component_in_every_language(lang: str) -> None:
    """Through the lookup by component, every named field of every component of every product has
    its words in the product's names file of each language (no English left over), and each
    product's names files name only that product's components."""
    named: dict[str, dict[str, set[str]]] = {p: {} for p in PRODUCTS}
    for kind, comp in every_component():
        if kind not in FIELDS:  # Factions and CHOAM contracts: their words are the messages'
            continue
        assert kind_of(comp) == kind
        entry = load_names(comp.product, lang).get(kind, {}).get(comp.id)
        assert entry is not None, (comp.product, kind, comp.id)
        for field in FIELDS[kind]:
            if getattr(comp, field, None):
                assert component_name(comp, lang, field) == entry[field], (kind, comp.id, field)
        named[comp.product].setdefault(kind, set()).add(comp.id)
    for product in PRODUCTS:
        names = load_names(product, lang)
        assert {k: set(v) for k, v in names.items()} == named[product], product


def test_english_names_are_the_data_s_own() -> None:
    for kind, comp in every_component():
        if kind in FIELDS:
            assert component_name(comp, "en") == comp.name


def _mixed_pool() -> Any:
    """An Uprising game's content with base Imperium and Intrigue cards shuffled in (seed 002
    COMBINAR CON EL DUNE: IMPERIUM BÁSICO), as a rules module would add them."""
    base, uprising = load_content("base"), load_content("uprising")
    cards = [base.cards[c] for c in ("the_voice", "guild_bankers")]
    intrigues = [base.intrigues[i] for i in sorted(base.intrigues)[:3]]
    return content_with(uprising, cards=cards, intrigues=intrigues), cards, intrigues


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_mixed_pool_shows_each_card_s_own_name(lang: str) -> None:
    """A base card in an Uprising game shows its base name in every language (issue 30: they came
    back as ids in Spanish), beside the Uprising cards' own names."""
    mixed, cards, intrigues = _mixed_pool()
    base_names = load_names("base", lang) if lang != "en" else {}
    up_names = load_names("uprising", lang) if lang != "en" else {}
    shown = localized(mixed, lang)
    for c in cards:
        want = base_names["cards"][c.id]["name"] if lang != "en" else c.name
        assert shown.cards[c.id].name == want
        assert content_name(mixed, lang, "cards", c.id) == want
        assert local_name("uprising", lang, "cards", c.id) == want  # by id, from an Uprising game's log
        assert want != c.id
    for ig in intrigues:
        want = base_names["intrigues"][ig.id]["name"] if lang != "en" else ig.name
        assert shown.intrigues[ig.id].name == want
        assert local_name("uprising", lang, "intrigues", ig.id) == want
    for cid in ("double_agent", "guild_envoy"):  # Uprising's own keep theirs
        want = up_names["cards"][cid]["name"] if lang != "en" else mixed.cards[cid].name
        assert shown.cards[cid].name == want
    # a starter card both editions print is the game's own edition's (Uprising's copy)
    assert mixed.cards["dagger"].product == "uprising"


def test_the_voice_in_spanish_in_an_uprising_game() -> None:
    """The issue's own example: The Voice and Guild Bankers in an Uprising game, in Spanish."""
    assert local_name("uprising", "es", "cards", "the_voice") == "La Voz"
    assert local_name("uprising", "es", "cards", "guild_bankers") == "Banqueros de la Cofradía"
    assert Reader(edition="uprising", lang="es").name("cards", "the_voice") == "La Voz"
    assert Reader(edition="uprising", lang="ru").name("cards", "guild_bankers") == "Банкиры Гильдии"


def test_choam_components_are_named_from_the_choam_product() -> None:
    up = load_content("uprising")
    shaddam = up.leaders["shaddam_corrino_iv"]
    assert shaddam.product == "choam"
    assert component_name(shaddam, "es", "signet_name") == "Emperador de los Mundos Conocidos"
    assert Reader(edition="uprising", modules=("choam",), lang="pt").name("cards", "cargo_runner") == \
        "Transportador de Carga"
    assert load_names("uprising", "es").get("cards", {}).get("cargo_runner") is None  # only in choam's


def test_an_unknown_id_shows_as_itself() -> None:
    assert local_name("uprising", "es", "cards", "no_such_card") == "no_such_card"
    mixed, _c, _i = _mixed_pool()
    assert content_name(mixed, "es", "cards", "no_such_card") == "no_such_card"


def test_component_kinds_cover_the_content() -> None:
    """Every dict of components in a Content is one of COMPONENT_KINDS (a new kind is stamped too);
    a module's kinds are in `kinds` (content/kinds.py)."""
    from dataclasses import fields

    from landsraad.content import Content

    dict_fields = {f.name for f in fields(Content) if str(f.type).startswith("dict")}
    assert set(COMPONENT_KINDS) == dict_fields - {"reserve", "kinds"}


# ---- `landsraad cards` reads the game's ruleset (issue 27) -----------------------------------

def _cards(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    from landsraad.interfaces.cli import main

    code = main(["cards", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cards_lists_the_ruleset_s_content(capsys: pytest.CaptureFixture[str]) -> None:
    """The listing is the game's content as its ruleset composes it (edition + modules), not a
    composition of its own: the same components, id for id."""
    import json

    from landsraad.rules.editions import ruleset_of

    for edition, modules in (("base", ()), ("base", ("immortality",)), ("uprising", ("choam",)),
                             ("uprising", ("immortality",))):
        code, out, _ = _cards(capsys, "--edition", edition, *(("--modules", *modules) if modules else ()), "--json")
        assert code == 0
        listing = json.loads(out)
        content = ruleset_of(edition, modules).content
        listed = {i["id"] for kind in ("starter", "reserve", "imperium", "tleilaxu") for i in listing[kind]}
        assert listed == set(content.cards), (edition, modules)
        assert {i["id"] for i in listing["intrigue"]} == set(content.intrigues)
        assert {i["id"] for i in listing["board_space"]} == set(content.spaces)


def test_cards_with_immortality_lists_the_solo_house_hagal_deck_it_plays(capsys: pytest.CaptureFixture[str]) -> None:
    """003 ADICIONES A PARTIDAS EN SOLITARIO: the base Carthag cards (3) leave the solo deck and the
    four new cards join it: 27 - 3 + 4 = 28; the two-player deck is unchanged (28)."""
    import json

    code, out, _ = _cards(capsys, "--modules", "immortality", "--json")
    listing = json.loads(out)
    assert code == 0 and listing["totals"]["hagal_solo"] == 28 and listing["totals"]["hagal_two_player"] == 28
    assert "carthag" not in listing["hagal_decks"]["solo"]
    assert listing["hagal_decks"]["solo"]["research_station_immortality"] == 1
    _code, base, _ = _cards(capsys, "--json")
    assert json.loads(base)["totals"]["hagal_solo"] == 27
    # `--show "House Hagal"` lists each card once: the base deck's and the module's four
    _code, out, _ = _cards(capsys, "--modules", "immortality", "--show", "House Hagal")
    assert out.count("[House Hagal card") == 15 + 4


def test_cards_names_each_component_by_its_product(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _cards(capsys, "--edition", "uprising", "--modules", "choam", "--lang", "es")
    assert code == 0
    assert "Transportista de carga (cargo_runner)" in out and "Shaddam Corrino IV (shaddam_corrino_iv)" in out
    assert "Argumento convincente (convincing_argument)" in out
    code, out, _ = _cards(capsys, "--modules", "immortality", "--lang", "pt")
    assert code == 0
    assert load_names("immortality", "pt")["cards"]["ghola"]["name"] + " (ghola)" in out


def test_cards_refuses_modules_that_make_no_game(capsys: pytest.CaptureFixture[str]) -> None:
    """The ruleset's own refusal, and nothing listed (bad input changes nothing)."""
    code, out, err = _cards(capsys, "--modules", "choam")
    assert code == 2 and out == "" and "needs uprising" in err
    code, out, err = _cards(capsys, "--modules", "bogus")
    assert code == 2 and out == "" and "unknown module 'bogus'" in err
