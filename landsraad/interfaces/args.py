"""Command-line argument types with bounds: a bad value is refused by argparse with a clear
message (exit status 2) before anything runs. And the command line in the reader's language
(issue 21, docs/i18n.md): `landsraad --help`, every subcommand's help and argparse's own words
and errors read in the language of `--lang` (else the locale)."""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from landsraad.i18n import N_, NC_, NP_, Phrase, environment_language, translator

# ---- the command line's language -----------------------------------------------------------------


class Help(str):
    """A help text, description or metavar of the command line: a message (its English text),
    translated when argparse formats it; `values` fill its {placeholders} after translation."""

    values: dict[str, Any]


def H_(msgid: str, **values: Any) -> Help:
    """Mark a help text (extracted by `make messages` like N_); `values` fill its placeholders
    after translation ("one per seat: ... ({agents})")."""
    # a Phrase (the player counts: interfaces/counts.py) is made only when the help is read
    eager = values and not any(isinstance(v, Phrase) for v in values.values())
    h = Help(msgid.format(**values) if eager else msgid)
    h.msgid = msgid  # type: ignore[attr-defined]
    h.values = values
    return h


CLI_LANG = ["en"]  # the language argparse writes in while it runs (argparse_language)


def cli_text(h: str) -> str:
    """A Help in the command line's language (any other text as it is)."""
    if not isinstance(h, Help):
        return h
    # its values' Phrases (words made of messages: the player counts) in the same language
    return translator(CLI_LANG[0]).phrased(getattr(h, "msgid", str(h)), **h.values)


# argparse's own words (Python 3.11's; argparse reads them through gettext's `_`, which
# `argparse_language` points at our catalogue while it runs). A Python whose argparse words differ
# shows those in English (docs/i18n.md).
ARGPARSE_TEXTS = (
    N_("usage: "), N_("options"), N_("positional arguments"), N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"), N_("expected at least one argument"), N_("expected at most one argument"),
    N_("invalid %(type)s value: %(value)r"), N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"), N_("can't open '%(filename)s': %(error)s"),
    N_("ignored explicit argument %r"))
ARGPARSE_PLURALS = (NP_("expected %s argument", "expected %s arguments"),)


def cli_language(argv: Sequence[str] | None) -> str:
    """The language a command line asks for: its `--lang` (when valid), else the locale's."""
    args = list(sys.argv[1:] if argv is None else argv)
    for k, a in enumerate(args):
        tag = a.split("=", 1)[1] if a.startswith("--lang=") else args[k + 1] if a == "--lang" and k + 1 < len(args) else None
        if tag is not None:
            from landsraad.i18n import language as lang_of

            found = lang_of(tag)
            if found:
                return found
    return environment_language()


@contextmanager
def argparse_language(lang: str) -> Iterator[None]:
    """While it runs, argparse writes in `lang`: its own words through our catalogue (it calls
    gettext's `_` and `ngettext` by their module names), our help texts through `Formatter`."""
    tr = translator(lang)
    saved = (argparse._, argparse.ngettext, CLI_LANG[0])  # type: ignore[attr-defined]
    def ngettext(one: str, many: str, n: int) -> str:
        tr._check(one)  # a missing message is noted as any other (tests/test_i18n.py)
        return tr._t.ngettext(one, many, n)

    argparse._ = tr.gettext  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    CLI_LANG[0] = lang
    try:
        yield
    finally:
        argparse._, argparse.ngettext, CLI_LANG[0] = saved  # type: ignore[attr-defined]


# an option's value as the usage names it (argparse: the option's name in capitals), per language
METAVARS = {
    "AGENTS": NC_("metavar", "AGENTS"),
    "BATCH": NC_("metavar", "BATCH"),
    "BOT_BUDGET": NC_("metavar", "BOT_BUDGET"),
    "BOT_DELAY": NC_("metavar", "BOT_DELAY"),
    "BOT_NICE": NC_("metavar", "BOT_NICE"),
    "BOT_ONLY_GAMES": NC_("metavar", "BOT_ONLY_GAMES"),
    "BOT_TIME_LIMIT": NC_("metavar", "BOT_TIME_LIMIT"),
    "BOT_WORKERS": NC_("metavar", "BOT_WORKERS"),
    "CONNS_PER_CLIENT": NC_("metavar", "CONNS_PER_CLIENT"),
    "DB": NC_("metavar", "DB"),
    "DIFFICULTY": NC_("metavar", "DIFFICULTY"),
    "EDITION": NC_("metavar", "EDITION"),
    "FIRST_PLAYER": NC_("metavar", "FIRST_PLAYER"),
    "GAMES": NC_("metavar", "GAMES"),
    "HEADER_TIMEOUT": NC_("metavar", "HEADER_TIMEOUT"),
    "HOST": NC_("metavar", "HOST"),
    "IDLE_SECONDS": NC_("metavar", "IDLE_SECONDS"),
    "LANG": NC_("metavar", "LANG"),
    "LEADER": NC_("metavar", "LEADER"),
    "LEADERS": NC_("metavar", "LEADERS"),
    "LOG_LEVEL": NC_("metavar", "LOG_LEVEL"),
    "MAX_BOT_SECONDS": NC_("metavar", "MAX_BOT_SECONDS"),
    "OUT": NC_("metavar", "OUT"),
    "PLAYERS": NC_("metavar", "PLAYERS"),
    "PORT": NC_("metavar", "PORT"),
    "RATE": NC_("metavar", "RATE"),
    "REPEATS": NC_("metavar", "REPEATS"),
    "SEATS": NC_("metavar", "SEATS"),
    "SEED": NC_("metavar", "SEED"),
    "SYNCHRONOUS": NC_("metavar", "SYNCHRONOUS"),
    "WORKERS": NC_("metavar", "WORKERS"),
    "WS_PER_CLIENT": NC_("metavar", "WS_PER_CLIENT"),
    "WS_PER_GAME": NC_("metavar", "WS_PER_GAME"),
    "files": NC_("metavar", "files"),  # a positional argument (replay, scenario run)
}


class Formatter(argparse.HelpFormatter):
    """Writes the help texts marked with H_ (helps, descriptions, metavars) in the command line's
    language."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return cli_text(action.help) if action.help is not None else None

    def _format_text(self, text: str) -> str:
        return super()._format_text(cli_text(text))

    def _metavar_formatter(self, action: argparse.Action, default_metavar: str) -> Callable[[int], tuple[str, ...]]:
        if isinstance(action.metavar, Help):
            fmt = super()._metavar_formatter(action, default_metavar)
            return lambda n: tuple(cli_text(H_(m)) if isinstance(m, str) else m for m in fmt(n))
        if action.metavar is None and default_metavar in METAVARS:
            default_metavar = translator(CLI_LANG[0]).short(METAVARS[default_metavar])
        return super()._metavar_formatter(action, default_metavar)


class Parser(argparse.ArgumentParser):
    """`landsraad`'s parsers: help in the reader's language (Formatter); its subparsers too."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        kw.setdefault("formatter_class", Formatter)
        super().__init__(*args, **kw)

_INT = re.compile(r"-?[0-9]{1,19}")
_FLOAT = re.compile(r"(?:[0-9]{1,9}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})")


def int_in(lo: int, hi: int) -> Callable[[str], int]:
    """A whole number from lo to hi (ASCII digits; no '1e3', no '٣')."""
    def parse(text: str) -> int:
        if not _INT.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(cli_text(H_("{text} is not a whole number", text=repr(text))))
        value = int(text)
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(cli_text(H_("{value} is not from {lo} to {hi}", value=value, lo=lo, hi=hi)))
        return value
    parse.__name__ = "whole number"
    return parse


def float_in(lo: float, hi: float) -> Callable[[str], float]:
    """A finite, non-negative decimal number from lo to hi (no 'nan', 'inf', sign or exponent)."""
    def parse(text: str) -> float:
        if not _FLOAT.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(cli_text(H_("{text} is not a number such as 0.25", text=repr(text))))
        value = float(text)
        if not (math.isfinite(value) and lo <= value <= hi):
            raise argparse.ArgumentTypeError(cli_text(H_("{value} is not from {lo} to {hi}", value=text, lo=f"{lo:g}",
                                                         hi=f"{hi:g}")))
        return value
    parse.__name__ = "number"
    return parse


SEED = int_in(-(2**63), 2**63 - 1)


def language(text: str) -> str:
    """A language of landsraad.i18n.LANGUAGES ("es", "pt_BR", "ru-RU" name one; anything else is
    refused)."""
    from landsraad.i18n import LANGUAGES
    from landsraad.i18n import language as lang_of

    lang = lang_of(text)
    if lang is None:
        raise argparse.ArgumentTypeError(cli_text(H_("{text} is not one of the languages {languages}", text=repr(text),
                                                     languages=", ".join(LANGUAGES))))
    return lang


language.__name__ = "language"


def add_lang_argument(p: argparse.ArgumentParser) -> None:
    """`--lang`: the language the player reads (default: the environment's locale, LANGUAGE /
    LC_ALL / LC_MESSAGES / LANG; English when none of them is one of ours)."""
    p.add_argument("--lang", type=language, default=None,
                   help=H_("en, es, pt or ru (default: from the locale environment, else English)"))


# ---- rules modules (Immortality: issue 18) -----------------------------------------------------

def _module_names(with_content: bool) -> Phrase:
    """The modules `--modules` may name, in registration order: every registered one that is not
    part of an edition nor refused to players yet (`PLANNED`); GameConfig says which go together.
    `with_content`: only those adding components (`Module.content`: what `cards` lists)."""
    def names(lang: str) -> str:
        from landsraad.rules.ruleset import EDITIONS, MODULES, PLANNED, _builtin

        _builtin()
        own = {m for mods in EDITIONS.values() for m in mods}
        return ", ".join(name for name, m in MODULES.items() if name not in own and name not in PLANNED
                         and (m.content is not None or not with_content))
    return Phrase(names)  # read when the help is (the registry is filled by then)


MODULE_NAMES, CONTENT_MODULE_NAMES = _module_names(False), _module_names(True)
MODULES_HELP = H_("rules modules on top of the edition, space- or comma-separated: {modules}", modules=MODULE_NAMES)


def add_modules_argument(p: argparse.ArgumentParser, help: str = MODULES_HELP) -> None:
    """`--modules immortality [immortality_up_to_11]` (or comma-separated): read with `modules_of`;
    GameConfig refuses an unknown, refused or misordered module with a clear message."""
    p.add_argument("--modules", nargs="+", default=None, metavar=H_("MODULE"), help=help)


def flagged_modules() -> tuple[str, ...]:
    """The registered modules with their own switch (`Module.flag_help`: `--choam`)."""
    from landsraad.rules.ruleset import MODULES, _builtin

    _builtin()
    return tuple(name for name, m in MODULES.items() if m.flag_help)


def add_module_flags(p: argparse.ArgumentParser) -> None:
    """`--<module>` for each module that declares a switch (Module.flag_help), read by `modules_of`."""
    from landsraad.rules.ruleset import MODULES

    for name in flagged_modules():
        p.add_argument(f"--{name.replace('_', '-')}", dest=name, action="store_true", help=H_(MODULES[name].flag_help))


def modules_of(args: argparse.Namespace) -> tuple[str, ...]:
    """The rules modules of a command: those switched on by their own flag (`--choam`) first, then
    `--modules` as names ("a,b c" -> ("a", "b", "c")), then those its edition's player count implies
    (`Module.played_at`: `--players 6` on Uprising is the six-player game; docs/rulings.md S850)."""
    from landsraad.rules.ruleset import implied_modules

    raw = getattr(args, "modules", None) or ()
    flagged = tuple(name for name in flagged_modules() if getattr(args, name, False) is True)
    named = flagged + tuple(m for item in raw for m in re.split(r"[,\s]+", item.strip()) if m)
    return implied_modules(getattr(args, "edition", None), getattr(args, "players", None), named)


# ---- the options modules declare (rules/options.py; issue 27) -----------------------------------


def _option_type(option: Any) -> Callable[[str], Any]:
    """The option's command-line parser, its ValueError an argparse refusal in the reader's words."""
    def parse(text: str) -> Any:
        try:
            return option.from_cli(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None
    parse.__name__ = option.name
    return parse


def add_option_arguments(p: argparse.ArgumentParser) -> None:
    """`--<name>` for every option a registered module declares (`Module.options`), with its help
    and metavar; read with `options_of`. GameConfig refuses one the game's modules do not read."""
    from landsraad.rules.ruleset import declared_options

    for o in declared_options().values():
        p.add_argument(f"--{o.name.replace('_', '-')}", dest=o.name, type=_option_type(o), default=None,
                       metavar=H_(o.metavar), help=H_(o.help))


def options_of(args: argparse.Namespace) -> dict[str, Any]:
    """The declared options a command was given (GameConfig.options); none given: {}."""
    from landsraad.rules.ruleset import declared_options

    return {name: getattr(args, name) for name in declared_options() if getattr(args, name, None) is not None}


def options_json(args: argparse.Namespace) -> dict[str, Any]:
    """Every declared option of a command as JSON, at its default when not given (a summary's config)."""
    from landsraad.rules.ruleset import declared_options

    given = options_of(args)
    return {name: o.to_json(given.get(name, o.default)) for name, o in declared_options().items()}
# ---- presets (issue 30: landsraad/presets.py) ----------------------------------------------------


def _preset_example(lang: str) -> str:
    """A preset's name for the help: the longest of landsraad/presets.py (the most products in one)."""
    from landsraad.presets import PRESETS

    return max(PRESETS, key=len, default="")


def add_preset_argument(p: argparse.ArgumentParser) -> None:
    """`--preset NAME` (`landsraad presets` lists them): the edition and modules by one name; read
    with `apply_preset` before the command reads --edition and --modules."""
    p.add_argument("--preset", default=None, metavar=H_("PRESET"),
                   help=H_("a named product combination, e.g. {example} (see 'landsraad presets'); "
                           "sets --edition and --modules", example=Phrase(_preset_example)))
    # a custom card pool (landsraad/rules/pool.py): read with `pool_of` once the edition and modules are known
    p.add_argument("--pool", default=None, metavar=H_("FILE"),
                   help=H_("a card pool file (YAML or JSON): the Imperium and Intrigue decks by product, "
                           "card and copies (see docs/content.md)"))


def pool_of(args: argparse.Namespace) -> tuple:
    """The `--pool` file of a command as GameConfig.pool (landsraad/rules/pool.py); none: (). A bad file
    raises ValueError naming it (the command prints it, status 2)."""
    path = getattr(args, "pool", None)
    if not path:
        return ()
    from landsraad.rules.pool import read_pool

    return read_pool(path)


def apply_preset(args: argparse.Namespace) -> None:
    """Sets args.edition and args.modules from args.preset; a preset with --modules or a module's
    switch (--choam), or with another --edition than its own, is refused (ValueError: the command
    prints it, status 2)."""
    name = getattr(args, "preset", None)
    if name is None:
        return
    from landsraad.presets import preset

    chosen = preset(name)
    switches = flagged_modules()
    if getattr(args, "modules", None) or any(getattr(args, name, False) is True for name in switches):
        raise ValueError(f"--preset {chosen.name} sets the modules: leave out --modules"
                         + "".join(f" and --{name.replace('_', '-')}" for name in switches))
    if getattr(args, "edition", "base") not in ("base", chosen.edition):
        raise ValueError(f"--preset {chosen.name} is a {chosen.edition} game, not {args.edition}")
    args.preset = chosen.name
    args.edition = chosen.edition
    args.modules = list(chosen.modules)
    for name in switches:
        if hasattr(args, name):
            setattr(args, name, False)
