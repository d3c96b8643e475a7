"""Issue 27, a product is one folder: the log (rules/story.py) names no product; a module declares
the words of its gains (`declare_gains`), its seat roles (`declare_role_word`, ruleset `name_role`)
and its effects' sources (`declare_source`), and the lines read exactly as before in every language."""

from __future__ import annotations

from landsraad import GameConfig, new_game
from landsraad.i18n import translator
from landsraad.rules.ruleset import ROLE_NAMES, Seat
from landsraad.rules.story import amount, render_line, seat_name, seat_ref, source_ref


def test_a_solo_rival_seat_is_named_by_its_module() -> None:
    """000 Rivales: the log marks a Rival's seat; the base module declares the words."""
    s = new_game(GameConfig(players=1), seed=1)
    assert seat_name(s, 1) == "P1 (Rival)" and seat_name(s, 0) == "P0"
    line = ("{seat} gains {amount} ({source})", {"seat": seat_ref(s, 1), "amount": ("amount", "spice", 2),
                                                 "source": ("raw", "x")})
    assert render_line(line, "base", "en") == "P1 (Rival) gains 2 spice (x)"
    es = translator("es")
    assert es.gettext("P{seat} (Rival)", seat=1) in render_line(line, "base", "es")
    assert ROLE_NAMES["rival"] == "a Rival"
    # 000 Rivales "Acaparar el mercado": the count is the seat's
    assert all(seat.spice_must_flow == 2 for seat in s.rules.seats[1:]) and s.rules.seats[0] == Seat()


def test_the_products_gains_and_sources_keep_their_words() -> None:
    """002 Gusanos de arena; 003 Especímenes, EL MEDIDOR TLEILAXU, EL MEDIDOR DE INVESTIGACIÓN."""
    assert amount("sandworm", 2) == "2 sandworms" and amount("specimen", 1) == "1 specimen"
    assert amount("memory", 2) == "2 memories"
    s = new_game(GameConfig(players=4, modules=("immortality",)), seed=1)
    assert render_line(("{x}", {"x": source_ref(s, "tleilaxu:3")}), "base", "en") == "space 3 of the Tleilaxu track"
    assert render_line(("{x}", {"x": source_ref(s, "research:c1r2")}), "base", "en") == "the Research track"
    assert source_ref(s, "tleilaxu:x") == ("raw", "tleilaxu:x")  # not a space: the source as written
