"""The shared helpers of the options modules declare (rules/options.py; issue 27): `choice_problem`,
the one check of chosen ids both the Rivals (modules/uprising_rivals/rules.py, 002 PREPARACIÓN "elige
dos cartas de Rival") and the toy product's relics (tests/toy_product/options.py) use, and `fits`
(docs/rulings.md U735), which decides where a server's value applies."""

from __future__ import annotations

import pytest

from landsraad.core.errors import ConfigError
from landsraad.modules.uprising_rivals.options import RIVALS_OPTION
from landsraad.rules.options import ConfigOption, choice_problem, id_list
from landsraad.rules.ruleset import declared_options
from landsraad.rules.state import GameConfig

KNOWN = ("idol", "mask", "shard")


def test_choice_problem_accepts_known_ids_each_once_in_any_order() -> None:
    assert choice_problem(("shard", "idol"), KNOWN, "relic kind") is None
    assert choice_problem((), KNOWN, "relic kind") is None  # nothing chosen: the option's default


def test_choice_problem_names_the_first_unknown_id_and_the_known_ones() -> None:
    assert choice_problem(("idol", "gem", "orb"), KNOWN, "relic kind") == (
        "unknown relic kind 'gem'; one of idol, mask, shard")
    # `also`: the special values the option takes besides the ids (the Rivals' "first-game", U729)
    assert choice_problem(("x",), ["a", "b"], "Rival card", also=("first-game",)) == (
        "unknown Rival card 'x'; one of a, b or 'first-game'")
    # a non-string or very long id is shown cut, never raising
    assert choice_problem((3,), KNOWN, "relic kind") == "unknown relic kind '3'; one of idol, mask, shard"
    assert choice_problem(("z" * 100,), KNOWN, "relic kind") == f"unknown relic kind {'z' * 30!r}; one of idol, mask, shard"


def test_choice_problem_refuses_an_id_chosen_twice_after_the_unknown_ones() -> None:
    assert choice_problem(("mask", "idol", "mask"), KNOWN, "relic kind") == (
        "a relic kind is chosen twice: mask, idol, mask")
    assert str(choice_problem(("gem", "gem"), KNOWN, "relic kind")).startswith("unknown relic kind 'gem'")


def test_both_modules_refuse_with_the_shared_words() -> None:
    """The Rivals' and the toy's checks read choice_problem: same words, their own `what`."""
    with pytest.raises(ConfigError, match="a Rival card is chosen twice: irulan, irulan"):
        GameConfig(edition="uprising", players=1, options={"rivals": ("irulan", "irulan")})
    with pytest.raises(ConfigError, match="unknown Rival card 'nobody'; one of .* or 'first-game'"):
        GameConfig(edition="uprising", players=1, options={"rivals": ("irulan", "nobody")})


def test_an_option_fits_every_table_unless_it_says_otherwise() -> None:
    """U735: `fits` defaults to every table; the Rival cards fit the tables whose check they pass."""
    plain = ConfigOption(name="plain_ids", **id_list("plain_ids", "ids"), api_message="x", help="h", metavar="M",
                         label="L")
    assert plain.fits(GameConfig(players=3), ("anything",))
    assert declared_options()["rivals"] is RIVALS_OPTION
    two, one, strong = ("jessica", "margot_fenring"), ("jessica",), ("first-game",)
    solo, duo, four = (GameConfig(edition="uprising", players=n) for n in (1, 2, 4))
    assert RIVALS_OPTION.fits(solo, two) and not RIVALS_OPTION.fits(duo, two)
    assert RIVALS_OPTION.fits(duo, one) and not RIVALS_OPTION.fits(solo, one)
    assert RIVALS_OPTION.fits(solo, strong) and RIVALS_OPTION.fits(duo, strong)
    assert not RIVALS_OPTION.fits(four, strong)  # no Rival seat at four players
    simplified = GameConfig(edition="uprising", players=2, modules=("rivals_simplified_rivals",))
    assert not RIVALS_OPTION.fits(simplified, one)  # Jessica is not one of Simplified Rivals' two
    assert not RIVALS_OPTION.fits(solo, ("jessica", "nobody"))
