"""Issue 27: the core's content loader names no product. Uprising's effect words are declared by the
Uprising module (modules/uprising/vocab.py, seed 002's icon guide) like Immortality's in its folder, and
`python -m bench.product_words` measures what still names a product outside its folder (code only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.product_words import PACKAGE, UNSETTLED, code_lines, main, measure
from landsraad.content.loader import load_card, parse_condition, parse_costs, parse_effects
from landsraad.content.vocabulary import VOCABULARIES
from landsraad.core.errors import ContentError
from landsraad.modules.uprising import vocab

# Words of a product still named outside its folder, per word: (files outside landsraad/modules/ at
# most, code lines in rules/, content/, interfaces/, rl/ at most). They may only fall: lower them in the
# commit that does (test_the_debt_stays_tight). The base game's automa (issue 27): 35 files outside
# base/ (22 outside modules/) and 92 core code lines before its render lines, state, RL blocks, frame,
# role and log words, the `cards` listing and the browser's card payload moved into modules/base/,
# and (9, 32) before the content record did (modules/base/hagal_card.py, a module's own kind of
# component: content/kinds.py), the pages' word for its seats (modules/base/web.py PAGE_TEXTS) and
# the kinds `cli cards --show`'s help and `?NAME`'s usage name (modules/base/render.py SHOW_KINDS);
# and (3, 1) before its scenario keys moved into modules/base/scenario.py and the help's legend read
# the automa seats' words from the game (session 44): settled since, none left.
DEBT: dict[str, tuple[int, int]] = {}


def test_uprising_declares_its_words_in_its_folder() -> None:
    assert VOCABULARIES["uprising"] is vocab.VOCABULARY
    # 002 "Espía", "Retornar Espía", "Gusano de arena", "Garfios de doma", a Spy-watched space kind
    assert parse_effects([{"spy": {"count": 1, "post": "maker"}}, {"sandworm": 2}, "maker_hooks"], "t") == (
        ("spy", 1, ("maker",), False), ("sandworm", 2), ("maker_hooks",))
    assert parse_costs([{"recall_spy": 1}], "t") == (("recall_spy", 1),)
    assert parse_condition({"spies_at_least": 2}, "t") == ("spies_at_least", 2)
    assert parse_condition("recalled_spy", "t") == ("recalled_spy",)
    assert parse_effects([{"for_each": {"count": "completed_contract", "then": [{"draw": 1}]}}], "t") == (
        ("for_each", "completed_contract", (("draw", 1),)),)


@pytest.mark.parametrize(("raw", "error"), [
    ({"spy": {"count": 1, "post": "nowhere"}}, "unknown kind of board space 'nowhere'"),
    ({"spy": 0}, "spy needs a count of at least 1"),
    ({"for_each": {"count": "nothing", "then": []}}, "completed_contract"),  # the choices include Uprising's
    ({"no_such_word": 1}, "unknown effect 'no_such_word'"),
])
def test_a_wrong_word_is_refused_with_its_reason(raw: object, error: str) -> None:
    with pytest.raises(ContentError, match=error):
        parse_effects([raw], "t")
    with pytest.raises(ContentError, match="unknown condition 'no_such'"):
        parse_condition({"no_such": 1}, "t")
    with pytest.raises(ContentError, match="recall_spy needs at least 1"):
        parse_costs([{"recall_spy": 0}], "t")


def test_a_card_module_is_a_registered_product() -> None:
    card = {"id": "x", "name": "X", "cost": 1, "agent": [], "reveal": []}
    assert load_card({**card, "module": "choam"}, "imperium").module == "choam"
    with pytest.raises(ContentError, match="unknown module 'nobody'"):
        load_card({**card, "module": "nobody"}, "imperium")


def test_code_lines_skip_comments_and_docstrings() -> None:
    source = '"""Uprising."""\n\ndef f():\n    """Uprising\n    again."""\n    x = "uprising"  # uprising\n    # uprising\n    return x\n'
    assert [code for _, code in code_lines(source) if "uprising" in code.lower()] == ['x = "uprising"']


def test_the_content_loader_names_no_product(capsys: pytest.CaptureFixture[str]) -> None:
    """The brief's measure: no code line of content/*.py names a product or a product's own word."""
    result = measure()
    for product, r in result.items():
        if product in DEBT:  # the base automa's content record: DEBT
            continue
        assert not [f for f in r["files"] if f.startswith("content/")], product  # type: ignore[union-attr]
    assert (PACKAGE / "content" / "loader.py").exists()
    assert main([]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("product word") and "uprising" in out


def test_the_texts_log_words_catalogue_and_help_name_no_product() -> None:
    """Issue 27 (session 42): each product's effect, condition and cost phrases are its vocabulary's
    (`Vocabulary.phrases`, `icon_texts`), its catalogue texts its `ModuleComponents.catalogue`, its
    `help` legend its screen part's `help_lines`: the component texts, the log's words, the message
    catalogue and the terminal's help name no product in code."""
    result = measure()
    named = {f for p, r in result.items() if p not in DEBT for f in r["files"]}  # type: ignore[union-attr]
    assert not named & {"interfaces/texts.py", "rules/story.py", "messages.py", "interfaces/play.py"}, named


def test_no_code_outside_the_modules_names_a_product() -> None:
    """Issue 27's goal, held since session 42: outside landsraad/modules/ no code line names a product
    or a product's own word (bench.product_words: the core, the scenario files, presets, messages,
    agents, the interfaces). What still names another product inside modules/ is the registry
    (modules/__init__.py) and a module declaring what it requires or combines with (CHOAM on
    Uprising, the base cards in Uprising, Immortality with the Rivals and six players)."""
    for product, r in measure().items():
        outside = [f for f in r["files"] if not f.startswith("modules/")]  # type: ignore[union-attr]
        files, lines = DEBT.get(product, (0, 0))
        assert len(outside) <= files and r["files_outside_modules"] <= files, (product, outside)
        assert r["core_code_lines"] <= lines, product  # type: ignore[operator]


REGISTRY = "modules/__init__.py"
# What still names another product inside modules/ besides the registry, after issue 27's combination
# folders (session 43). Each is a name printed on a component or in a text, not a dependency; the sets
# may only shrink (a file leaving one is progress; a file joining one fails):
# - the words of one product's text that name the other (Uprising's contract tokens are "CHOAM
#   contracts" with or without the module, 002 Contrato; CHOAM's `--choam` help and scenario docs say
#   it is played on Uprising; the base and Uprising boards print a "CHOAM" area, shared/screen.py;
#   a Rival "never takes a CHOAM contract", 002 Rivales COMBATE, with or without the module);
# - a shared cost's developer note (shared/words.py: trash_intrigue's action doc, in the RL layout);
# - the automa's deck, House Hagal's: the Rivals play a House Hagal deck of their own (002 Rivales
#   "mazo de la Casa Hagal": their state, data, screen and scenario keys, under the base game's key
#   names) and Immortality adds House Hagal cards to the base game's deck (003 "Nuevas cartas de la
#   Casa Hagal"; it plays on the base game), and both together (combined/immortality__uprising_rivals).
HAGAL_OWN_DECKS = {
    "modules/combined/immortality__uprising_rivals/__init__.py", "modules/combined/immortality__uprising_rivals/rules.py",
    "modules/immortality/__init__.py", "modules/immortality/extensions.py", "modules/immortality/loader.py",
    "modules/immortality/render.py", "modules/immortality/scenario.py", "modules/immortality/solo.py",
    "modules/uprising_rivals/__init__.py", "modules/uprising_rivals/data.py", "modules/uprising_rivals/extensions.py",
    "modules/uprising_rivals/rules.py", "modules/uprising_rivals/scenario.py", "modules/uprising_rivals/screen.py",
    "modules/uprising_rivals/state.py",
}
REMAINING: dict[str, set[str]] = {
    "uprising": {"modules/choam/__init__.py", "modules/choam/scenario.py", "modules/shared/words.py"},
    "choam": {"modules/shared/screen.py", "modules/uprising/render.py", "modules/uprising/vocab.py",
              "modules/uprising_rivals/rules.py"},
    "hagal": HAGAL_OWN_DECKS,
}


def test_inside_the_modules_only_the_registry_and_the_known_texts_name_another_product() -> None:
    """Issue 27, "a product is one folder" (session 43): a rule of two products played together is
    its combination folder's (modules/combined/<a>__<b>/), what a product requires or is played with
    is the registry's data; so inside modules/ only the registry and the known texts above name
    another product, and no new file may (the counts only go down)."""
    for product, r in measure().items():
        if product in DEBT:  # the base automa's words: DEBT above (outside modules/ too)
            continue
        files = set(r["files"])  # type: ignore[call-overload]
        assert files <= {REGISTRY} | REMAINING.get(product, set()), (product, files)
        assert r["files_outside_its_folder"] <= 1 + len(REMAINING.get(product, ())), product
    # (the Rivals' __init__ names their own House Hagal deck: REMAINING["hagal"])
    named = {f for p, r in measure().items() if p not in DEBT and p != "hagal" for f in r["files"]}  # type: ignore[union-attr]
    assert not [f for f in named if "/uprising_six/" in f or "/uprising_rivals/__init__" in f], named


def test_a_combination_folder_counts_as_each_product_s_folder(tmp_path: Path) -> None:
    """bench.product_words: a file of modules/combined/<a>__<b>/ is inside the folder of each product
    it joins (and of their sub-products: uprising_six is Uprising's), outside any other's."""
    files = {
        "modules/combined/immortality__uprising_six/rules.py": 'x = ("immortality", "uprising", "choam")\n',
        "modules/uprising_six/rules.py": 'y = "immortality"\n',
        "modules/combined/README.py": 'z = "immortality"\n',  # not in a combination's folder
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    r = measure(tmp_path)
    assert r["immortality"]["files"] == ["modules/combined/README.py", "modules/uprising_six/rules.py"]
    assert r["uprising"]["files"] == []
    assert r["choam"]["files"] == ["modules/combined/immortality__uprising_six/rules.py"]


def test_the_debt_stays_tight() -> None:
    """A product word's DEBT falls with the work: an entry above what is measured is lowered."""
    result = measure()
    found = {p: (result[p]["files_outside_modules"], result[p]["core_code_lines"]) for p in DEBT}
    assert found == DEBT, f"lower DEBT to what is measured: {found}"
    assert set(DEBT) == UNSETTLED  # the single-file guards skip exactly the words with a DEBT
