"""Component names in each language: names.<lang>.yaml in each product's folder (docs/i18n.md).

The English names are the data's own (`name:` of each component). A names file gives, for each
component kind and id, its name in one language (and, for leaders and board spaces, the other
printed words: the leader ability names, the left-hand ability text, a board space's rule), and
says where it comes from: `printed: "<seed and section>"` when that edition prints it (the seeds
name the starter cards, many leaders and some Imperium and Intrigue cards), `printed: false` when
it is our translation with no printed source. tests/test_i18n.py checks every component of the
edition is named in every language.

Names are looked up by component (issue 27, "components know their product"): every component
records the product it came from (`product`, set by the loaders: content/loader.py
`stamp_product`), and its words are that product's names files (names.<lang>.yaml in the product's folder: content/products.py),
whatever the game's edition: a base card shuffled into an Uprising game keeps its base name in
every language (`component_name`). Lookups by id (`local_name`, `names_entry`) first find the
component — in the edition's content, a module's components, then any other product's — and
read its product's names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from landsraad.content.products import product_folder
from landsraad.core.constants import EDITIONS
from landsraad.core.errors import ContentError

# kind -> the fields a names file gives for it ("name" always)
FIELDS: dict[str, tuple[str, ...]] = {
    "cards": ("name",), "intrigues": ("name",), "conflicts": ("name",),
    "spaces": ("name", "rule"), "leaders": ("name", "left_name", "left_text", "signet_name"),
    "observation_posts": ("name",), "objectives": ("name",),  # Uprising (002 Espías, Preparación H)
}


def names_path(edition: str, lang: str) -> Path | None:
    """A product's names file of `lang` in its folder (content/products.py); None: no such product."""
    folder = product_folder(edition)
    return None if folder is None else folder / f"names.{lang}.yaml"


@cache
def load_names(edition: str, lang: str) -> dict[str, dict[str, dict[str, Any]]]:
    """The names file of an edition in a language ({} when there is none), validated: every
    entry has a non-empty `name` and a `printed` mark (a source string or false)."""
    path = names_path(edition, lang)
    return {} if path is None else _read_names(path)


@cache
def load_names_file(path: Path) -> dict[str, dict[str, dict[str, Any]]]:
    """A names file outside content/ (a module's own folder: `ModuleComponents.names_dir`)."""
    return _read_names(path)


def _read_names(path: Path) -> dict[str, dict[str, dict[str, Any]]]:
    """A names file ({} when there is none), validated as `load_names` says."""
    if not path.exists():
        return {}
    with path.open(encoding="utf-8") as f:
        raw = yaml.safe_load(f) or {}
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for kind, entries in raw.items():
        if kind not in FIELDS:
            raise ContentError(f"{path.name}: unknown component kind {kind!r} (one of {', '.join(FIELDS)})")
        out[kind] = {}
        for cid, entry in (entries or {}).items():
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) or not entry["name"]:
                raise ContentError(f"{path.name}: {kind}.{cid} needs a name")
            printed = entry.get("printed")
            if printed is not False and not (isinstance(printed, str) and printed):
                raise ContentError(f"{path.name}: {kind}.{cid}: printed must be its source or false")
            unknown = set(entry) - set(FIELDS[kind]) - {"printed"}
            if unknown:
                raise ContentError(f"{path.name}: {kind}.{cid}: unknown field(s) {', '.join(sorted(unknown))}")
            out[kind][str(cid)] = entry
    return out


@dataclass(frozen=True)
class ModuleComponents:
    """A rules module that adds components to an edition's content (Immortality's cards and
    Intrigues: modules/immortality/loader.py registers it when imported): its components record it
    as their product, so their names are its names files (their ids are their own:
    tests/test_i18n.py); `find(edition, kind, id)` gives one of its components, None when it has no
    such component; `rule_texts()` the texts of its `custom:` rules declared in its data; `data(edition)`
    its own record of components on that edition's board (Immortality's tracks, decks and rules)."""

    name: str
    find: Callable[[str, str, str], Any]
    rule_texts: Callable[[], Mapping[str, str]]
    data: Callable[[str], Any]
    # the folder of its names files (`names.<lang>.yaml`): the product's registered folder when None; a product
    # outside the package gives its own folder
    names_dir: Path | None = None
    # the texts players read that its data declares (its rule texts among them), each with a note saying
    # where, for the package's message catalogue (messages.py `extract`): [(English text, note)]
    catalogue: Callable[[], Sequence[tuple[str, str]]] = tuple


MODULE_COMPONENTS: dict[str, ModuleComponents] = {}


def register_module_components(mc: ModuleComponents) -> ModuleComponents:
    if MODULE_COMPONENTS.get(mc.name, mc) is not mc:
        raise ContentError(f"the components of a module named {mc.name!r} are already registered")
    MODULE_COMPONENTS[mc.name] = mc
    return mc


# the kind of the names files a record is named under, by the record's class (content/loader.py)
# (a module's kind joins both tables when it is registered: content/kinds.py)
KIND_OF_RECORD = {"Card": "cards", "Intrigue": "intrigues", "Conflict": "conflicts", "Space": "spaces",
                  "Leader": "leaders", "ObservationPost": "observation_posts", "Objective": "objectives"}


def kind_of(comp: Any) -> str:
    """The names files' kind of a component record ("" for a record no names file names)."""
    return KIND_OF_RECORD.get(type(comp).__name__, "")


def component_entry(comp: Any, lang: str, kind: str | None = None) -> dict[str, Any] | None:
    """A component's entry in its own product's names file of `lang` (None: none there)."""
    product = getattr(comp, "product", "")
    if not product:
        return None
    return _product_names(product, lang).get(kind or kind_of(comp), {}).get(printed_id(comp))


# A component of another product whose id the game's own products already print (a base Conflict
# card in an Uprising game: both print Battle for Arrakeen) is given the id "<product>.<id>" in that
# game (`qualified`): unique in the game, while its product's names files and saves keep the printed id.
QUALIFIER = "."


def qualified(comp: Any) -> Any:
    """The component under the id "<its product>.<its id>" (docs/rulings.md M909)."""
    from dataclasses import replace

    return replace(comp, id=f"{comp.product}{QUALIFIER}{comp.id}")


def printed_id(comp: Any) -> str:
    """The id a component has in its own product (its names files' key): its id without the
    "<product>." a mixed game qualifies it with."""
    product = getattr(comp, "product", "")
    return comp.id.removeprefix(product + QUALIFIER) if product else comp.id


def _product_names(product: str, lang: str) -> dict[str, Any]:
    """A product's names file of `lang`: in its own folder when its module says where
    (`ModuleComponents.names_dir`), else the product's registered folder (content/products.py)."""
    registered = MODULE_COMPONENTS.get(product)
    if registered is not None and registered.names_dir is not None:
        return load_names_file(registered.names_dir / f"names.{lang}.yaml")
    return load_names(product, lang)


def component_name(comp: Any, lang: str, field: str = "name", kind: str | None = None) -> str:
    """A component's name (or other printed field) in `lang`, from its product's names file; the
    data's English words for English and for anything that file lacks (tests reject that:
    tests/test_i18n.py, tests/test_product_names.py)."""
    if lang != "en":
        entry = component_entry(comp, lang, kind)
        if entry is not None and field in entry:
            return str(entry[field])
    return str(getattr(comp, field, "") or "")


def _in_content(content: Any, kind: str, cid: str) -> Any:
    comp = content.of_kind(kind).get(cid)
    if comp is None and kind == "leaders":  # the other side of a leader that flips (Reverend Mother Jessica)
        comp = next((ld.back for ld in content.leaders.values() if ld.back is not None and ld.back.id == cid), None)
    return comp


def find_component(edition: str, kind: str, cid: str) -> Any:
    """The component of that kind and id a game on `edition` would name: the edition's own, else a
    module's (Immortality's), else another product's (a base card in an Uprising game: issue 30);
    None when no product has one."""
    from landsraad.content import load_content  # the loader imports this package

    product, dot, own = cid.partition(QUALIFIER)
    if dot and product in EDITIONS:  # "<product>.<id>": that product's component, qualified (M909)
        comp = _in_content(load_content(product), kind, own)
        return qualified(comp) if comp is not None else None
    for ed in dict.fromkeys((edition, *EDITIONS)):
        if ed in EDITIONS:
            comp = _in_content(load_content(ed), kind, cid)
            if comp is not None:
                return comp
        comp = module_component(ed, kind, cid)
        if comp is not None:
            return comp
    return None


def content_component(content: Any, kind: str, cid: str) -> Any:
    """The component of a game's content (its ruleset's: mixed products included), else as
    `find_component` for its edition."""
    comp = _in_content(content, kind, cid)
    return comp if comp is not None else find_component(content.edition, kind, cid)


def content_name(content: Any, lang: str, kind: str, cid: str, field: str = "name") -> str:
    """A component of a game's content named by id, in `lang`, by its own product's names (the id
    itself when no product has such a component)."""
    comp = content_component(content, kind, cid)
    return cid if comp is None else component_name(comp, lang, field, kind)


def names_entry(edition: str, lang: str, kind: str, cid: str) -> dict[str, Any] | None:
    """A component's entry in its product's names file (`find_component`), else in a module's own
    names files (MODULE_COMPONENTS: a product whose records carry no product stamp)."""
    comp = find_component(edition, kind, cid)
    entry = None if comp is None else component_entry(comp, lang, kind)
    for module in MODULE_COMPONENTS:
        if entry is not None:
            break
        entry = _product_names(module, lang).get(kind, {}).get(cid)
    return entry


def local_name(edition: str, lang: str, kind: str, cid: str, field: str = "name") -> str:
    """A component's name (or other printed field) in `lang`, by its product's names
    (`find_component`, `component_name`); its id when no product has such a component."""
    comp = find_component(edition, kind, cid)
    return cid if comp is None else component_name(comp, lang, field, kind)


def english_name(edition: str, kind: str, cid: str, field: str = "name") -> str:
    comp = find_component(edition, kind, cid)
    if comp is None:
        return cid
    return str(getattr(comp, field) or "")


def module_component(edition: str, kind: str, cid: str) -> Any:
    """A component of a rules module whose components join an edition's content only in a game with
    it (`ModuleComponents`: Immortality's), by id, for its English name; None when no module has one."""
    for mc in MODULE_COMPONENTS.values():
        comp = mc.find(edition, kind, cid)
        if comp is not None:
            return comp
    return None


def module_data(name: str, edition: str) -> Any:
    """A module's own record of components on an edition's board (`ModuleComponents.data`)."""
    return MODULE_COMPONENTS[name].data(edition)


def module_rule_texts() -> dict[str, str]:
    """The texts of the modules' `custom:` rules declared in their data (`ModuleComponents.rule_texts`)."""
    return _rule_texts(tuple(MODULE_COMPONENTS))


@cache
def _rule_texts(names: tuple[str, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name in names:
        out.update(MODULE_COMPONENTS[name].rule_texts())
    return out


_LOCALIZED: dict[tuple[int, str], Any] = {}


def localized(content: Any, lang: str) -> Any:
    """The content with every component's printed words in `lang` (names, a leader's ability
    names and text, a board space's rule): for a reader's screen, whose tables name things by
    `.name` (the terminal's table, hand and prompts) and whose typed names are matched against
    them. Only for showing: the engine keeps its own content. English: the content itself."""
    if lang == "en":
        return content
    key = (id(content), lang)
    have = _LOCALIZED.get(key)
    if have is not None and have[0] is content:
        return have[1]
    from dataclasses import replace

    def words(kind: str, comp: Any) -> Any:
        fields = {f: component_name(comp, lang, f, kind) for f in FIELDS[kind] if getattr(comp, f, None)}
        return replace(comp, **fields)

    # the core's kinds are the content's fields; a module's are in its `kinds` (content/kinds.py)
    out = replace(content, **{kind: {cid: words(kind, comp) for cid, comp in getattr(content, kind).items()}
                              for kind in FIELDS if hasattr(content, kind)},
                  kinds={kind: {cid: words(kind, comp) for cid, comp in records.items()}
                         for kind, records in content.kinds.items()})
    _LOCALIZED[key] = (content, out)  # the content is kept alive with it: an id is never reused
    return out
