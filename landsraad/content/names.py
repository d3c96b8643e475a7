"""Component names in each language: content/<edition>/names.<lang>.yaml (docs/i18n.md).

The English names are the data's own (`name:` of each component). A names file gives, for each
component kind and id, its name in one language (and, for leaders and board spaces, the other
printed words: the leader ability names, the left-hand ability text, a board space's rule), and
says where it comes from: `printed: "<seed and section>"` when that edition prints it (the seeds
name the starter cards, many leaders and some Imperium and Intrigue cards), `printed: false` when
it is our translation with no printed source. tests/test_i18n.py checks every component of the
edition is named in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from landsraad.core.errors import ContentError

CONTENT_DIR = Path(__file__).parent
# kind -> the fields a names file gives for it ("name" always)
FIELDS: dict[str, tuple[str, ...]] = {
    "cards": ("name",), "intrigues": ("name",), "conflicts": ("name",), "hagal": ("name",),
    "spaces": ("name", "rule"), "leaders": ("name", "left_name", "left_text", "signet_name"),
    "observation_posts": ("name",), "objectives": ("name",),  # Uprising (002 Espías, Preparación H)
}


def names_path(edition: str, lang: str) -> Path:
    return CONTENT_DIR / edition / f"names.{lang}.yaml"


@cache
def load_names(edition: str, lang: str) -> dict[str, dict[str, dict[str, Any]]]:
    """The names file of an edition in a language ({} when there is none), validated: every
    entry has a non-empty `name` and a `printed` mark (a source string or false)."""
    return _read_names(names_path(edition, lang))


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
    Intrigues: modules/immortality/loader.py registers it when imported): its names files are read
    after the edition's, for the ids the edition does not name (their ids are their own:
    tests/test_i18n.py); `find(edition, kind, id)` gives one of its components, None when it has no
    such component; `rule_texts()` the texts of its `custom:` rules declared in its data; `data(edition)`
    its own record of components on that edition's board (Immortality's tracks, decks and rules)."""

    name: str
    find: Callable[[str, str, str], Any]
    rule_texts: Callable[[], Mapping[str, str]]
    data: Callable[[str], Any]
    # the folder of its names files (`names.<lang>.yaml`): content/<name>/ when None; a product
    # outside the package gives its own folder
    names_dir: Path | None = None


MODULE_COMPONENTS: dict[str, ModuleComponents] = {}


def register_module_components(mc: ModuleComponents) -> ModuleComponents:
    if MODULE_COMPONENTS.get(mc.name, mc) is not mc:
        raise ContentError(f"the components of a module named {mc.name!r} are already registered")
    MODULE_COMPONENTS[mc.name] = mc
    return mc


def names_entry(edition: str, lang: str, kind: str, cid: str) -> dict[str, Any] | None:
    """A component's entry in the edition's names file, else in a module's (MODULE_COMPONENTS)."""
    entry = load_names(edition, lang).get(kind, {}).get(cid)
    for module in MODULE_COMPONENTS:
        if entry is not None:
            break
        folder = MODULE_COMPONENTS[module].names_dir
        names = load_names(module, lang) if folder is None else load_names_file(folder / f"names.{lang}.yaml")
        entry = names.get(kind, {}).get(cid)
    return entry


def local_name(edition: str, lang: str, kind: str, cid: str, field: str = "name") -> str:
    """A component's name (or other printed field) in `lang`; the data's English words for
    English, and for anything a names file lacks (tests reject that: tests/test_i18n.py)."""
    if lang != "en":
        entry = names_entry(edition, lang, kind, cid)
        if entry is not None and field in entry:
            return str(entry[field])
    return english_name(edition, kind, cid, field)


def english_name(edition: str, kind: str, cid: str, field: str = "name") -> str:
    from landsraad.content import load_content  # the loader imports this package

    content = load_content(edition)
    comp = getattr(content, kind).get(cid)
    if comp is None and kind == "leaders":  # the other side of a leader that flips (Reverend Mother Jessica)
        comp = next((ld.back for ld in content.leaders.values() if ld.back is not None and ld.back.id == cid), None)
    if comp is None:
        comp = module_component(edition, kind, cid)
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
        fields = {f: local_name(content.edition, lang, kind, comp.id, f) for f in FIELDS[kind]
                  if getattr(comp, f, None)}
        return replace(comp, **fields)

    out = replace(content, **{kind: {cid: words(kind, comp) for cid, comp in getattr(content, kind).items()}
                              for kind in FIELDS})
    _LOCALIZED[key] = (content, out)  # the content is kept alive with it: an id is never reused
    return out
