"""The translation catalogues: `python -m landsraad.messages` (`make messages`; docs/i18n.md).

1. extract every message of the code into landsraad/locale/landsraad.pot: the gettext calls and
   the N_ / NP_ markers (Babel's Python extractor), and the rule texts the rules modules declare
   (rules/registry.py RULE_TEXTS: their keys become the messages' comments);
2. merge the template into each language's catalogue (locale/<lang>/LC_MESSAGES/landsraad.po),
   keeping what is translated, dropping messages no longer used;
3. compile each catalogue to its .mo, which the game reads (landsraad/i18n.py). The .mo files are
   committed, so a fresh clone and an installed package read them as they are;
   tests/test_i18n.py checks they are compiled from the current .po files.

`--check` changes nothing: it fails (status 1) when a message of the code is missing from a
catalogue or untranslated there, or a .mo is out of date.
Babel is needed here only (the `dev` extra); the game reads .mo files with the standard library.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

from landsraad.i18n import DEFAULT, DOMAIN, LANGUAGES, LOCALE_DIR

PACKAGE = Path(__file__).parent
KEYWORDS = {**DEFAULT_KEYWORDS, "NP_": (1, 2), "NC_": ((1, "c"), 2), "H_": (1,)}
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != DEFAULT)


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract() -> Catalog:
    """The template: every message of the code and every declared rule text."""
    cat = Catalog(project="landsraad", domain=DOMAIN, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
            PACKAGE, method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("i18n:",)):
        if not (message[0] if isinstance(message, tuple) else message):
            continue
        cat.add(message, locations=[(f"landsraad/{filename}", lineno)], auto_comments=comments, context=context)
    texts = rule_texts()
    declared: list[tuple[str, str]] = [(texts[key], f"rule text {key}") for key in sorted(texts)]
    declared += _module_data_texts() + _decision_texts() + _layout_texts()
    for text, note in declared:
        have = cat.get(text)
        if have is None:
            cat.add(text, auto_comments=[note])
        elif note not in have.auto_comments:
            have.auto_comments.append(note)
    return cat


def _of_package(module: Any) -> bool:
    """Whether a registered rules module is one of this package's (landsraad/modules), told by
    where its rules live, as `catalogue_kinds` tells its decision kinds."""
    parts = [module.content, module.seats, module.start_vp, module.end_vp, module.triggers,
             *module.automata.values(), *module.ops.values(), *module.effects.values(),
             *module.conditions.values(), *module.setup_steps, *(k.apply for k in module.decisions)]
    return any(getattr(f, "__module__", "").startswith("landsraad.") for f in parts if f is not None)


def rule_texts() -> dict[str, str]:
    """The rule texts of this package: those its core rules declare (rules/registry.py RULE_TEXTS)
    and its modules' `texts` (the base game's cards' and leaders' among them). A module registered elsewhere (a test's toy module) is left out: its
    texts are its rulesets' only (Ruleset.texts), so the template is the same whatever a process
    built before (tests/test_ruleset.py then tests/test_i18n.py)."""
    import landsraad.modules  # noqa: F401  (registers the built-in modules)
    from landsraad.rules.registry import RULE_TEXTS
    from landsraad.rules.ruleset import MODULES

    texts = dict(RULE_TEXTS)
    for m in MODULES.values():
        if _of_package(m):
            texts.update(m.texts)
    return texts


def _module_data_texts() -> list[tuple[str, str]]:
    """The texts this package's modules declare in their data (`ModuleComponents.catalogue`, content/
    names.py: Immortality's rule texts, genetic markers and Family Atomics). A module registered
    elsewhere (a test's toy) is left out, as in `rule_texts`."""
    import landsraad.modules  # noqa: F401  (registers the built-in modules)
    from landsraad.content.names import MODULE_COMPONENTS

    return [item for mc in MODULE_COMPONENTS.values()
            if getattr(mc.catalogue, "__module__", "").startswith("landsraad.") for item in mc.catalogue()]


def _layout_texts() -> list[tuple[str, str]]:
    """The board layouts' area names and labels (each product's layout.yaml: the browser's board reads
    them in the page's language, interfaces/web/layout.py)."""
    import yaml

    out = []
    for path in sorted((PACKAGE / "modules").rglob("layout.yaml")):
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        where = path.relative_to(PACKAGE).as_posix()
        out += [(str(a["name"]), f"board area {a['id']} ({where})") for a in raw.get("areas") or [] if a.get("name")]
        out += [(str(lb["text"]), f"board label ({where})") for lb in raw.get("labels") or [] if lb.get("text")]
    return out


def playable_rules() -> Any:
    """The base game's ruleset: its decision kinds and action forms (`catalogue_kinds` adds the
    other built-in modules')."""
    from landsraad.rules.ruleset import ruleset_for
    from landsraad.rules.state import GameConfig

    return ruleset_for(GameConfig())


def catalogue_kinds() -> tuple[list[Any], list[Any]]:
    """The decision kinds and action forms the catalogues cover: the base game's and those every
    built-in rules module declares (landsraad/modules: Uprising's, even while its edition is
    refused to players, so its prompts are translated before it opens). Read from the modules'
    own declarations, in name order, not from the global catalogue of declared kinds (which
    depends on which rulesets a process happened to build first), and only modules of this
    package (a test's own module is none of the catalogues' business)."""
    import landsraad.modules  # noqa: F401  (registers the built-in modules)
    from landsraad.rules.ruleset import MODULES

    rules = playable_rules()
    kinds = [rules.decisions[name] for name in sorted(rules.decisions)]
    forms = list(rules.grammar.forms)
    for name in sorted(MODULES):
        for kind in MODULES[name].decisions:
            if getattr(kind.apply, "__module__", "").startswith("landsraad.") and kind not in kinds:
                kinds.append(kind)
                forms += [f for f in kind.own_forms() if f not in forms]
        if _of_package(MODULES[name]):  # forms offered inside other decisions (Immortality's Family Atomics)
            forms += [f for f in MODULES[name].forms if f not in forms]
    return kinds, forms


def _decision_texts() -> list[tuple[str, str]]:
    """The templates of every declared decision kind (prompt, browser prompt, explanation:
    rules/decisions.py) and action form (button label, option gloss: rules/actions.py):
    interfaces/prompts.py renders them in the reader's language. Their `[...]` segments and `{mark:spec}` placeholders stay as
    they are in a translation."""
    out: list[tuple[str, str]] = []
    kinds, forms = catalogue_kinds()
    for kind in kinds:
        name = kind.name
        out += [(kind.prompt, f"decision {name}: prompt"), (kind.browser, f"decision {name}: browser prompt"),
                (kind.explain, f"decision {name}: why (its seed section stays as cited)")]
    for form in forms:
        out += [(form.label, f"action {form.name}: button"), (form.gloss, f"action {form.name}: gloss")]
    return [(text, note) for text, note in out if text]


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _po_bytes(cat: Catalog) -> bytes:
    buf = io.BytesIO()
    write_po(buf, cat, width=100, sort_output=True, include_previous=False, omit_header=False)
    return buf.getvalue()


def _mo_bytes(cat: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, cat, use_fuzzy=False)
    return buf.getvalue()


def untranslated(template: Catalog, lang: str) -> list[str]:
    """The template's messages that the language's catalogue lacks or leaves empty/fuzzy."""
    cat = _read(po_path(lang), lang) if po_path(lang).exists() else Catalog(locale=lang)
    out = []
    for m in template:
        if not m.id:
            continue
        have = cat.get(m.id, m.context)
        strings: tuple[str, ...] = () if have is None else (
            tuple(have.string) if isinstance(have.string, (tuple, list)) else (str(have.string or ""),))
        if have is None or have.fuzzy or not all(strings):
            out.append(str(m.id[0] if isinstance(m.id, (tuple, list)) else m.id))
    return out


def _mo_messages(data: bytes) -> dict[Any, Any]:
    """What a compiled catalogue says: (context, id) -> translation, header left out."""
    def key(x: Any) -> Any:  # a plural message's id and string are lists
        return tuple(x) if isinstance(x, (list, tuple)) else x

    return {(m.context, key(m.id)): key(m.string) for m in read_mo(io.BytesIO(data)) if m.id}


def stale_mo(lang: str) -> bool:
    """Whether the committed .mo says something other than the compile of the committed .po.
    Compared message by message, not byte by byte: two Babel versions lay out the same
    catalogue differently (2.18 and 2.19 do), and CI installs the newest."""
    path = mo_path(lang)
    if not path.exists():
        return True
    return _mo_messages(path.read_bytes()) != _mo_messages(_mo_bytes(_read(po_path(lang), lang)))


def update() -> None:
    template = extract()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(_po_bytes(template))
    for lang in TRANSLATED:
        path = po_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        cat = _read(path, lang) if path.exists() else Catalog(locale=lang, domain=DOMAIN, project="landsraad")
        cat.update(template, no_fuzzy_matching=True)
        cat.obsolete.clear()
        path.write_bytes(_po_bytes(cat))
        mo_path(lang).write_bytes(_mo_bytes(_read(path, lang)))
        missing = untranslated(template, lang)
        print(f"{lang}: {len(template)} messages, {len(missing)} untranslated")


def check() -> int:
    template = extract()
    status = 0
    for lang in TRANSLATED:
        missing = untranslated(template, lang)
        if missing:
            status = 1
            print(f"{lang}: {len(missing)} untranslated, e.g. {missing[:3]}")
        if stale_mo(lang):
            status = 1
            print(f"{lang}: {mo_path(lang).name} is not compiled from the current .po (run make messages)")
    return status


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m landsraad.messages", description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="change nothing; fail on untranslated or stale")
    args = ap.parse_args(argv)
    if args.check:
        return check()
    update()
    return 0


if __name__ == "__main__":
    sys.exit(main())
