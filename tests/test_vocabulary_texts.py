"""Issue 27, a product is one folder: a module declares what a player reads of its effect words
(content/vocabulary.py `amount_texts`, `flag_texts`, `condition_texts`, `counter_texts`) and the
texts (interfaces/texts.py) read them there — Uprising's (seed 002 "GUÍA DE ICONOS Y TÉRMINOS
ADICIONALES") and Immortality's (seed 003 "NUEVOS ICONOS") words are no longer in the core."""

from __future__ import annotations

import pytest

from landsraad.content.vocabulary import VOCABULARIES, Vocabulary, register_vocabulary
from landsraad.interfaces.texts import Reader, cond_text, node_text
from landsraad.modules.immortality import vocab as immortality_vocab
from landsraad.modules.uprising import vocab as uprising_vocab


@pytest.fixture
def toy_words():
    v = register_vocabulary(Vocabulary(
        name="toy_words", amount_texts={"toy_gain": ("+{n} relic", "+{n} relics")},
        condition_texts={"toy_relics": "if you have {n} or more relics", "toy_bare": "if you hold the relic"},
        counter_texts={"toy_relic": "for each relic you hold:"}))
    yield v
    del VOCABULARIES[v.name]


def test_a_module_declares_the_texts_of_its_words(toy_words: Vocabulary) -> None:
    assert node_text(("toy_gain", 1)) == "+1 relic"
    assert node_text(("toy_gain", 3)) == "+3 relics"
    assert cond_text(("toy_relics", 2)) == "if you have 2 or more relics"
    assert cond_text(("toy_bare",)) == "if you hold the relic"
    assert node_text(("for_each", "toy_relic", ())) == "for each relic you hold:"


def test_the_products_texts_are_theirs_and_translated() -> None:
    """The same words as before the move, in every language (the msgids did not change)."""
    assert node_text(("sandworm", 2)) == "summon 2 sandworms into the Conflict (not while the Shield Wall protects it)"
    assert node_text(("tleilaxu", 1)) == "advance 1 space on the Tleilaxu track"
    assert node_text(("acquire_tleilaxu",)) == "you may acquire a Tleilaxu card, paying its specimen cost"
    assert cond_text(("spies_at_least", 2)) == "if you have 2 or more Spies on the board"
    assert cond_text(("maker_hooks",)) == "if you have Maker Hooks"
    assert node_text(("for_each", "sandworm_in_conflict", ())) == "for each sandworm you have in the Conflict:"
    es = Reader(lang="es")
    for msgid in (*uprising_vocab.FLAG_TEXTS.values(), *uprising_vocab.CONDITION_TEXTS.values(),
                  *uprising_vocab.COUNTER_TEXTS.values(), *immortality_vocab.FLAG_TEXTS.values()):
        assert es.tr.gettext(msgid) != msgid, msgid
    for one, _ in (*uprising_vocab.AMOUNT_TEXTS.values(), *immortality_vocab.AMOUNT_TEXTS.values()):
        assert es.tr.gettext(one) != one, one
