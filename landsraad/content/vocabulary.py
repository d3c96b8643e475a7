"""Effect words a rules module adds to the content's vocabulary (docs/content.md): the loader
(content/loader.py) asks each registered vocabulary about an effect, cost, condition or card field
it does not know itself, so a product's words are declared once, in its own folder, and validated
like the rest. A module registers its vocabulary when its content loader is imported, before any
of its YAML is read (Immortality: modules/immortality/vocab.py). A vocabulary imports nothing
from the loader: the loader hands it what it needs for nested parts (the condition parser)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from landsraad.core.errors import ContentError

Effect = tuple[Any, ...]


@dataclass(frozen=True)
class Vocabulary:
    """`amount_effects`: `{word: n}` gains (n a non-negative integer); `flag_effects`: bare words;
    `card_fields`: fields a card may have; `flag_texts`: the player's words of its flag effects; the parsers return None for a word that is not theirs;
    `parse_card_fields(raw, where, icons, parse_condition)` gives the Card record's values of the
    card fields it declares."""

    name: str
    amount_effects: frozenset[str] = frozenset()
    flag_effects: frozenset[str] = frozenset()
    card_fields: frozenset[str] = frozenset()
    # what a player reads for each of its flag effects (interfaces/texts.py node_text): a message id,
    # translated where it is read (the package's catalogues, or the module's own `Module.messages`)
    flag_texts: Mapping[str, str] = field(default_factory=dict)
    # what a player reads for each of its amount effects: a (singular, plural) message id pair, `{n}`
    # the amount (interfaces/texts.py node_text)
    amount_texts: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # what a player reads for each of its named conditions: a message id, `{n}` the condition's number
    # when it has one (`{spies_at_least: 2}`; interfaces/texts.py cond_text)
    condition_texts: Mapping[str, str] = field(default_factory=dict)
    # what a player reads for each of its `for_each` counters: a message id (interfaces/texts.py)
    counter_texts: Mapping[str, str] = field(default_factory=dict)
    # what a `for_each` may count of this module's things (`{for_each: {count: <counter>, then: [...]}}`)
    counters: frozenset[str] = frozenset()
    # Agent icons only a card prints (not a board space's: Uprising's Spy icon)
    card_icons: frozenset[str] = frozenset()
    # what a player reads for each of those icons: a message id (interfaces/texts.py ICON_NAMES,
    # rules/story.py ICON_WORDS)
    icon_texts: Mapping[str, str] = field(default_factory=dict)
    # the Python module of the phrases of its words that one message id cannot say (a Faction's, a
    # card's, a kind of board space's word inside them): its `EFFECT_PHRASES`, `CONDITION_PHRASES` and
    # `COST_PHRASES`, word -> fn(e, reader) -> str, read by interfaces/texts.py (node_text, cond_text,
    # cost_text) after the core's words. A dotted name, imported when first read: the phrases build on
    # the interfaces' words, which this layer below them cannot import.
    phrases: str = ""
    parse_effect: Callable[[str, Any, str], Effect | None] | None = None
    parse_condition: Callable[[Any, str, list[str]], Effect | None] | None = None
    parse_cost: Callable[[Any, str, list[str]], Effect | None] | None = None
    parse_card_fields: Callable[[dict[str, Any], str, tuple[str, ...], Callable[[Any, str], Effect]],
                                Mapping[str, Any]] | None = None


VOCABULARIES: dict[str, Vocabulary] = {}


class VocabularyWords(Mapping[str, str]):
    """One word table of every registered vocabulary (`icon_texts`), read live: a table of the core
    chained with it (`ChainMap(core, VocabularyWords("icon_texts"))`) sees a vocabulary registered
    later, and loses one unregistered. The first vocabulary declaring a word wins."""

    def __init__(self, table: str) -> None:
        self.table = table

    def _tables(self) -> list[Mapping[str, str]]:
        return [getattr(v, self.table) for v in VOCABULARIES.values()]

    def __getitem__(self, key: str) -> str:
        for table in self._tables():
            if key in table:
                return table[key]
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys(k for table in self._tables() for k in table))

    def __len__(self) -> int:
        return len(set().union(*self._tables()))


def vocabularies() -> Iterable[Vocabulary]:
    """The registered vocabularies. The shipped products register theirs when imported, and importing
    any part of landsraad imports them first (landsraad/__init__.py): content/ never imports a module."""
    return VOCABULARIES.values()


def register_vocabulary(vocabulary: Vocabulary) -> Vocabulary:
    if VOCABULARIES.get(vocabulary.name, vocabulary) is not vocabulary:
        raise ContentError(f"a vocabulary named {vocabulary.name!r} is already registered")
    VOCABULARIES[vocabulary.name] = vocabulary
    return vocabulary
