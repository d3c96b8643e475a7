"""The command line names no product in its code (issue 27, tests/test_interfaces_name_no_product.py):
`--modules` lists the registered modules a game may add, `cards --modules` those adding components,
`--preset` names one of landsraad/presets.py, and the `cards` listing's group of a module's own
cards (Immortality's Tleilaxu cards, seed 003 CARTAS TLEILAXU) is that module's render part's word
(`LISTING_KINDS`), in the reader's language."""

from __future__ import annotations

import contextlib
import io

import pytest

from landsraad.interfaces.cli import main
from landsraad.presets import PRESETS
from landsraad.rules.ruleset import EDITIONS, MODULES, Module, register_module

TOY = "help_toy_variant"  # a name no other test registers


def _help(args: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main([*args, "--help"])
    return " ".join(out.getvalue().split())


def _listed(text: str, before: str) -> list[str]:
    return text.split(before, 1)[1].split(")")[0].split(" --")[0].replace(" ", "").split(",")


def test_the_modules_help_lists_the_registry() -> None:
    own = {m for mods in EDITIONS.values() for m in mods}
    may = [name for name in MODULES if name not in own]
    listed = _listed(_help(["simulate"]), "space- or comma- separated:")
    assert listed == may and "choam" in listed and "uprising_rivals" not in listed
    register_module(Module(name=TOY))
    try:
        assert TOY in _listed(_help(["simulate"]), "space- or comma- separated:")
        assert TOY not in _help(["cards"])  # it adds no component
    finally:
        MODULES.pop(TOY, None)
    content = _listed(_help(["cards"]), "added to the edition's components (")
    assert content == [name for name in may if MODULES[name].content is not None] and "immortality" in content


def test_the_preset_help_names_a_preset_that_works(capsys: pytest.CaptureFixture[str]) -> None:
    named = _help(["demo"]).split("a named product combination, e.g. ", 1)[1].split(" ")[0]
    assert named in PRESETS
    assert main(["cards", "--preset", named, "--json"]) == 0 and capsys.readouterr().out.startswith("{")


def test_a_modules_listing_group_reads_in_the_readers_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--modules", "immortality", "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "Cartas Tleilaxu: 19 tipos, 19 cartas" in out
    assert main(["cards", "--modules", "immortality"]) == 0  # English reads the listing's own key
    assert "\ntleilaxu: 19 kinds, 19 cards" in capsys.readouterr().out
