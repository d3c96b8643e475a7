"""Kinds of component a module adds to the content (docs/content.md, issue 27: a product is one
folder). The core's kinds are `Content`'s own fields (content/loader.py COMPONENT_KINDS); a module
declares another from its folder, like its effect words (content/vocabulary.py) and its state
fields (rules/fields.py): its record, its loader from its YAML file in a product's folder, the
board spaces a record names (checked against the board's), and what its names files give for it.
The loader (content/loader.py `load_content`) reads the file in every edition folder that has it;
`Content.kinds` holds the records by kind, read with `kind.get(content)`.

A module registers its kind when imported, before any content is loaded (the shipped products
are imported first: landsraad/__init__.py). The base game's House Hagal cards are the first
(modules/base/hagal_card.py). A kind registered (or forgotten) later, a plug-in's or a test's, drops
the loader's cached contents and names files, so the next load reads it (`drop_loaded`,
docs/rulings.md U785); a ruleset already built keeps the content it was built with."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar

from landsraad.content.names import FIELDS, KIND_OF_RECORD, load_names, load_names_file
from landsraad.core.errors import ContentError

T = TypeVar("T")


class HasKinds(Protocol):
    """What holds a module's components: the content (`Content.kinds`)."""

    @property
    def kinds(self) -> Mapping[str, Mapping[str, Any]]: ...


class Record(Protocol):
    """What every component record has (a module's kind's too): its id and printed name."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


def _no_spaces(record: Any) -> Iterable[str]:
    return ()


@dataclass(frozen=True)
class ComponentKind(Generic[T]):
    """One kind of component a module adds. `name` is the kind's key in `Content.kinds` and in the
    names files; `record` its record class (frozen, with `id`, `name`, `copies` and `product`);
    `file`/`key`: the YAML file of a product's folder and the list of records in it; `load(raw,
    spaces)` builds one record (ContentError naming it when the record is wrong), `spaces` the board
    space ids of the board; `spaces_named(record)` the board spaces a record names, checked again
    when a module changes the content (`content_with`); `what` how an error names one ("hagal
    card"); `names` the fields a names file gives for it ("name" first)."""

    name: str
    record: type[T]
    file: str
    key: str
    what: str
    load: Callable[[dict[str, Any], Mapping[str, Any]], T]
    spaces_named: Callable[[T], Iterable[str]] = _no_spaces
    names: tuple[str, ...] = ("name",)

    def get(self, content: HasKinds) -> Mapping[str, T]:
        """The records of this kind in a content, by id (empty when it has none): the content's own
        map, never changed in place (`put` gives a new content)."""
        return content.kinds.get(self.name, _EMPTY)

    def put(self, content: Any, records: Mapping[str, T]) -> Any:
        """The content with these records of this kind instead of its own (a module's content or a
        test: the rest unchanged; `content_with` adds and validates)."""
        return replace(content, kinds={**content.kinds, self.name: dict(records)})


KINDS: dict[str, ComponentKind[Any]] = {}
_EMPTY: Mapping[str, Any] = {}


def module_kinds() -> Iterable[ComponentKind[Any]]:
    """The registered kinds, in the order they were registered."""
    return KINDS.values()


def register_kind(kind: ComponentKind[T]) -> ComponentKind[T]:
    """Declare a module's kind of component: its names files' kind and the record's class join
    content/names.py's tables. A name the core or another module uses is refused."""
    if kind.name in FIELDS and kind.name not in KINDS:
        raise ContentError(f"component kind {kind.name!r} is one of the core's")
    if KINDS.get(kind.name, kind) is not kind:
        raise ContentError(f"a component kind named {kind.name!r} is already registered")
    if not kind.names or kind.names[0] != "name":
        raise ContentError(f"component kind {kind.name!r}: its names files give a name first")
    known = kind.name in KINDS
    KINDS[kind.name] = kind
    FIELDS[kind.name] = kind.names
    KIND_OF_RECORD[kind.record.__name__] = kind.name
    if not known:
        drop_loaded()
    return kind


def unregister_kind(name: str) -> None:
    """Forget a registered kind and its names files' entries (a toy product's, at the end of a test)."""
    kind = KINDS.pop(name, None)
    if kind is not None:
        FIELDS.pop(name, None)
        KIND_OF_RECORD.pop(kind.record.__name__, None)
        drop_loaded()


# What `drop_loaded` empties: the names files' caches (below the kinds) and the loader's, which the
# loader adds when it is imported (it imports this file, so this file does not import it back).
LOADED: list[Callable[[], None]] = [load_names.cache_clear, load_names_file.cache_clear]


def drop_loaded() -> None:
    """Forget the contents and names files loaded so far: they were read with the kinds registered
    then, and a content loaded again reads the kinds registered now (U785)."""
    for clear in LOADED:
        clear()
