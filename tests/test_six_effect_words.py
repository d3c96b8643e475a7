"""Six players' printed words read as words (seed 002 "PARTIDAS DE SEIS JUGADORES", "ICONOS
ADICIONALES", Recompensa de equipo, Reforzar, Comerciar, Fila del Trono, MAESTROS DE ARMAS; S864):
the module's vocabulary (modules/uprising_six/vocab.py `FLAG_TEXTS`, `AMOUNT_TEXTS`,
`CONDITION_TEXTS`) and its render part (`team_reward`, `split_with_ally`) give every word of the
Commanders' cards and the six-player board a player's text in each language, where the cards' boxes
in the terminal and the browser showed the ids ("throne_row", "split_with_ally (('water', 1), ...)")."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from landsraad.interfaces.texts import (
    RESOURCE_NAMES,
    Reader,
    cond_text,
    cost_text,
    effects_text,
    node_text,
    word,
)
from landsraad.modules.uprising_six.vocab import SIX_AMOUNT_EFFECTS, SIX_CONDITIONS, SIX_FLAG_EFFECTS
from landsraad.rules.editions import ruleset_of
from landsraad.rules.ruleset import PLANNED

MODULES = ("choam", "uprising_six")
LANGS = ("en", "es", "pt", "ru")
# an id shown as it is (texts.py's last resort joins an effect's parts with spaces): the ids with an
# underscore anywhere, the two plain-word ids where a box lists them bare ("trade", "reinforce 3")
IDS = sorted(k for k in SIX_FLAG_EFFECTS | SIX_AMOUNT_EFFECTS | {"team_reward", "split_with_ally", "team_pay"} if "_" in k)
RAW = re.compile(r"\b(?:" + "|".join(IDS) + r")\b|\(\('|\breinforce \d|(?:^|; )trade(?:;|$)")


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)
    yield


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_of_the_mode_has_a_players_text(lang: str) -> None:
    reader = Reader(edition="uprising", modules=MODULES, lang=lang)
    english = Reader(edition="uprising", modules=MODULES)
    for k in sorted(SIX_FLAG_EFFECTS):
        text = node_text((k,), reader)
        assert not RAW.search(text) and text != k, (lang, k, text)
        if lang != "en":
            assert text != node_text((k,), english), (lang, k)
    for k in sorted(SIX_AMOUNT_EFFECTS):
        one, three = node_text((k, 1), reader), node_text((k, 3), reader)
        assert not RAW.search(one + three) and "3" in three, (lang, k, one, three)
    for k in sorted(SIX_CONDITIONS):
        text = cond_text((k,), reader)
        assert not RAW.search(text) and text != k, (lang, k, text)


def test_the_effects_holding_another_name_both() -> None:
    """002 Recompensa de equipo ("each player of your team gains") and Usul's / Critical Shipments'
    two gains shared with the activated Ally, one each."""
    en = Reader(edition="uprising", modules=MODULES)
    assert node_text(("team_reward", ("water", 1)), en) == "each player of your team gains +1 water"
    assert node_text(("split_with_ally", (("water", 1), ("solari", 2))), en) == (
        "you and your activated Ally share +1 water and +2 Solari, one each, as you choose")


@pytest.mark.parametrize("lang", LANGS)
def test_no_card_or_board_space_of_the_mode_shows_a_word_id(lang: str) -> None:
    """Every box of every card and board space of the six-player game, in every language: no id of
    the mode's words, its cost `team_pay` included (U753)."""
    content = ruleset_of("uprising", MODULES).content
    reader = Reader(edition="uprising", modules=MODULES, lang=lang)
    boxes = [(cid, box) for cid, c in content.cards.items() for box in (c.agent, c.reveal, c.acquire)]
    boxes += [(sid, sp.effects) for sid, sp in content.spaces.items()]
    seen = set()
    for where, box in boxes:
        if box:
            text = effects_text(box, reader)
            assert not RAW.search(text), (lang, where, text)
            seen.add(where)
    # the Commanders' cards with the mode's words (002 Preparación E) and its board's spaces among them
    assert {"shaddam_imperial_tent", "shaddam_critical_shipments", "shaddam_corrino_might",
            "shaddam_devastating_assault", "carthag", "habbanya_erg"} <= seen and len(seen) > 100


# docs/rulings.md U753: the cost's words, the player's "you may" around them as any cost's
TEAM_PAY = {"en": "you may pay 7 spice from your team's supplies and trash this card → +1 VP",
            "es": "si quieres, paga 7 de Especia con los suministros de tu equipo y desecha esta carta → +1 PV",
            "pt": "se quiser, pague 7 de especiaria com os estoques da sua equipe e exclua esta carta → +1 PV",
            "ru": "по желанию: заплатите 7 (Пряность) из запасов вашей команды и удалите эту карту → +1 ПО"}


@pytest.mark.parametrize("lang", LANGS)
def test_threaten_spice_productions_team_cost_reads_in_words(lang: str) -> None:
    """Threaten Spice Production's `{team_pay: {spice: 7}}` (002 Preparación E, the Commanders'
    cards; S818: you and your Allies together pay) reads as its vocabulary's phrase (uprising_six's
    render.py `COST_PHRASES`, named by vocab.py `phrases`), not as its id (U753)."""
    content = ruleset_of("uprising", MODULES).content
    card = content.cards["muad_dib_threaten_spice_production"]
    reader = Reader(edition="uprising", modules=MODULES, lang=lang)
    assert effects_text(card.agent, reader) == TEAM_PAY[lang]
    water = cost_text(("team_pay", "water", 2), reader)  # another resource: its own word, in the reader's language
    assert "team_pay" not in water and "2" in water and word(reader, RESOURCE_NAMES["water"]) in water
