"""The languages players read: English, Spanish, Portuguese and Russian (docs/i18n.md).

Texts are gettext messages (Babel catalogues in landsraad/locale/<lang>/LC_MESSAGES/landsraad.po,
compiled to .mo by `make messages`). Every message is a whole sentence or phrase with named
placeholders ("{seat} gains {amount} ({source})"), never a sentence glued from translated pieces.

The language belongs to the reader, not to the process: a `Translator` is asked for by language
(`translator("ru")`) and handed to whatever renders for that reader — two browser seats of one
game read it in two languages. Nothing here runs in simulations: the engine stores ids and
numbers; words are made only when a reader looks.

Markers for extraction (`make messages`): `N_("text")` marks a message kept in a table and
translated later; `NP_("one", "many")` marks a plural pair kept in a table; `NC_("context", "text")`
a message with a context (the terminal's short forms: "screen"), translated with `tr.pgettext`.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

DOMAIN = "landsraad"
LOCALE_DIR = Path(__file__).parent / "locale"
# the languages, in the name each is chosen by (the picker shows these)
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "pt": "Português", "ru": "Русский"}
DEFAULT = "en"


# Messages a rules module ships with its folder (`Module.messages`, registered by register_module):
# language -> msgid -> text. A translator reads its catalogue first, then these, so a product
# outside the package (a test's, a plug-in's) is read in every language without touching the
# package's catalogues (docs/i18n.md "A module's own messages").
MODULE_MESSAGES: dict[str, dict[str, str]] = {}
_MESSAGE_OWNERS: dict[tuple[str, str], str] = {}


def add_messages(owner: str, messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add a module's translations (`{lang: {msgid: text}}`). An unknown language, an empty text, or
    a msgid another owner already translated differently is refused (ValueError) and nothing is
    added."""
    for lang, table in messages.items():
        if lang not in LANGUAGES or lang == DEFAULT:
            raise ValueError(f"{owner}: messages for {lang!r}, not one of {', '.join(k for k in LANGUAGES if k != DEFAULT)}")
        for msgid, text in table.items():
            if not isinstance(text, str) or not text.strip():
                raise ValueError(f"{owner}: an empty {lang} text for {msgid!r}")
            known = MODULE_MESSAGES.get(lang, {}).get(msgid)
            if known is not None and known != text and _MESSAGE_OWNERS[(lang, msgid)] != owner:
                raise ValueError(f"{owner}: {msgid!r} already reads {known!r} in {lang} "
                                 f"(module {_MESSAGE_OWNERS[(lang, msgid)]!r})")
    for lang, table in messages.items():
        for msgid, text in table.items():
            MODULE_MESSAGES.setdefault(lang, {})[msgid] = text
            _MESSAGE_OWNERS[(lang, msgid)] = owner


def N_(msgid: str) -> str:
    """Mark a message kept in a table (translated where it is read)."""
    return msgid


def NP_(one: str, many: str) -> tuple[str, str]:
    """Mark a plural message kept in a table: (singular msgid, plural msgid)."""
    return one, many


def NC_(context: str, msgid: str) -> tuple[str, str]:
    """Mark a message with a context kept in a table: (context, msgid), read with `pgettext`. A
    short form ("sp", "H") is its own message, whatever else the same letters mean elsewhere."""
    return context, msgid


class Phrase:
    """Words built for a reader's language when a message that holds them is read: a message's
    argument whose text is itself made of messages (the player counts the modules declare,
    interfaces/counts.py). `Translator.phrased` fills it in its own language; `str()` is the English."""

    __slots__ = ("build",)

    def __init__(self, build: Callable[[str], str]) -> None:
        self.build = build

    def __call__(self, lang: str) -> str:
        return self.build(lang)

    def __str__(self) -> str:
        return self.build(DEFAULT)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _in(lang: str, kw: dict[str, Any]) -> dict[str, Any]:
    """The arguments of a message with its Phrases in `lang`."""
    return {k: v(lang) if isinstance(v, Phrase) else v for k, v in kw.items()}


class Translator:
    """The texts of one language. `gettext`/`ngettext` translate and fill the named placeholders;
    a message the catalogue lacks is shown in English and remembered in `missing` (tests fail on
    any: tests/test_i18n.py)."""

    def __init__(self, lang: str, translations: gettext.NullTranslations) -> None:
        self.lang = lang
        self._t = translations
        catalog: Mapping[Any, str] = getattr(translations, "_catalog", {})
        self._known = {k if isinstance(k, str) else k[0] for k in catalog}  # "context\x04id" with a context
        self.missing: set[str] = set()

    def _check(self, msgid: str) -> None:
        if self.lang != DEFAULT and msgid not in self._known and msgid not in MODULE_MESSAGES.get(self.lang, ()):
            self.missing.add(msgid)

    def gettext(self, msgid: str, **kw: Any) -> str:
        self._check(msgid)
        if msgid in self._known or self.lang == DEFAULT:
            text = self._t.gettext(msgid)
        else:  # a module's own message (MODULE_MESSAGES), else the English id
            text = MODULE_MESSAGES.get(self.lang, {}).get(msgid, msgid)
        return text.format(**kw) if kw else text

    def phrased(self, msgid: str, **kw: Any) -> str:
        """`gettext` with its Phrase arguments said in this language (`gettext` itself formats a
        Phrase in English: it checks no argument, as it runs at every line a screen renders)."""
        return self.gettext(msgid, **_in(self.lang, kw))

    def pgettext(self, context: str, msgid: str, **kw: Any) -> str:
        """A message with a context (NC_)."""
        self._check(f"{context}\x04{msgid}")
        text = self._t.pgettext(context, msgid)
        return text.format(**kw) if kw else text

    def short(self, pair: tuple[str, str], **kw: Any) -> str:
        """`pgettext` of a pair marked with NC_."""
        return self.pgettext(pair[0], pair[1], **kw)

    def ngettext(self, one: str, many: str, n: int, **kw: Any) -> str:
        """The form for `n` (Russian has three); `{n}` in the message is `n`."""
        self._check(one)
        return self._t.ngettext(one, many, n).format(n=n, **kw)

    def plural(self, pair: tuple[str, str], n: int, **kw: Any) -> str:
        """`ngettext` of a pair marked with NP_."""
        return self.ngettext(pair[0], pair[1], n, **kw)


@cache
def translator(lang: str) -> Translator:
    """The translator of a language in LANGUAGES (anything else: ValueError)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: one of {', '.join(LANGUAGES)}")
    if lang == DEFAULT:
        return Translator(lang, gettext.NullTranslations())
    return Translator(lang, gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang]))


def language(tag: str | None) -> str | None:
    """The language of a locale or language tag ("pt_BR.UTF-8", "es-419", "RU"), or None."""
    if not tag:
        return None
    code = tag.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The terminal's language: the first of LANGUAGE (a ':' list), LC_ALL, LC_MESSAGES, LANG that
    names one of ours (gettext's order); English otherwise."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in env.get(var, "").split(":"):
            lang = language(tag)
            if lang:
                return lang
    return DEFAULT


def browser_language(accept_language: str | None) -> str:
    """The browser's language from an Accept-Language header ("ru-RU,ru;q=0.9,en;q=0.8"): the
    highest-weighted language we have; English otherwise."""
    found: list[tuple[float, int, str]] = []
    for i, part in enumerate((accept_language or "").split(",")):
        tag, _, params = part.partition(";")
        lang = language(tag)
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                continue
        if lang is not None and q > 0:
            found.append((q, -i, lang))  # equal weights: the first listed wins
    return max(found)[2] if found else DEFAULT
