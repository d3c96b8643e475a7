"""Issue 27, a product is one folder: what the interfaces showed of a product by name now comes from
the module's own parts (docs/architecture.md "A product is one folder"), with the same words as
before in every language."""

from __future__ import annotations

from landsraad.content import load_content
from landsraad.i18n import translator
from landsraad.interfaces.render import card_kinds, card_listing, module_line, render_component
from landsraad.interfaces.screen import vp_source


def test_a_rival_exchange_reads_the_word_its_module_declares() -> None:
    """000 House Hagal sheet and 002 Compra de Puntos de Victoria: the Rivals' exchanges score under
    "rival:<resource>"; `VpSource.word` names them."""
    content = load_content("base")
    assert vp_source(content, "rival:spice", "en") == "Rival's exchange (spice)"
    assert vp_source(content, "rival:intrigues", "en") == "Rival's exchange (Intrigues)"
    es = translator("es")
    assert vp_source(content, "rival:spice", "es") == es.gettext("{source} ({what})", source=es.gettext(
        "Rival's exchange"), what=es.gettext("spice")) != "Rival's exchange (spice)"


def test_the_components_read_their_module_parts() -> None:
    """003 CARTAS TLEILAXU: a Tleilaxu card costs specimens; 002 Muralla Escudo; 002 MÓDULO DE LA CHOAM."""
    assert list(card_kinds()) == ["starter", "reserve", "imperium", "tleilaxu"]
    assert "tleilaxu" in card_listing(load_content("base"))
    uprising = load_content("uprising")
    walled = next(sp for sp in uprising.spaces.values() if sp.shield_wall)
    text = render_component(uprising, walled.id) or ""
    assert "Protected by the Shield Wall: no sandworm may be summoned to a Conflict here while it stands" in text
    assert module_line("choam", "imperium").startswith("Only with the CHOAM module")
    assert render_component(uprising, "choam contracts") == render_component(uprising, "contracts") is not None
