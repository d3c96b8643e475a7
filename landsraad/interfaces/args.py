"""Command-line argument types with bounds: a bad value is refused by argparse with a clear
message (exit status 2) before anything runs."""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable

_INT = re.compile(r"-?[0-9]{1,19}")
_FLOAT = re.compile(r"(?:[0-9]{1,9}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})")


def int_in(lo: int, hi: int) -> Callable[[str], int]:
    """A whole number from lo to hi (ASCII digits; no '1e3', no '٣')."""
    def parse(text: str) -> int:
        if not _INT.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
        value = int(text)
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{value} is not from {lo} to {hi}")
        return value
    parse.__name__ = "whole number"
    return parse


def float_in(lo: float, hi: float) -> Callable[[str], float]:
    """A finite, non-negative decimal number from lo to hi (no 'nan', 'inf', sign or exponent)."""
    def parse(text: str) -> float:
        if not _FLOAT.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(f"{text!r} is not a number such as 0.25")
        value = float(text)
        if not (math.isfinite(value) and lo <= value <= hi):
            raise argparse.ArgumentTypeError(f"{text} is not from {lo:g} to {hi:g}")
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
        raise argparse.ArgumentTypeError(f"{text!r} is not one of the languages {', '.join(LANGUAGES)}")
    return lang


language.__name__ = "language"


def add_lang_argument(p: argparse.ArgumentParser) -> None:
    """`--lang`: the language the player reads (default: the environment's locale, LANGUAGE /
    LC_ALL / LC_MESSAGES / LANG; English when none of them is one of ours)."""
    p.add_argument("--lang", type=language, default=None,
                   help="en, es, pt or ru (default: from the locale environment, else English)")


# ---- rules modules (Immortality: issue 18) -----------------------------------------------------

MODULES_HELP = ("rules modules on top of the edition, space- or comma-separated: immortality (seed 003), "
                "immortality_up_to_11 (its 'Up to 11' variant, after immortality)")


def add_modules_argument(p: argparse.ArgumentParser, help: str = MODULES_HELP) -> None:
    """`--modules immortality [immortality_up_to_11]` (or comma-separated): read with `modules_of`;
    GameConfig refuses an unknown, refused or misordered module with a clear message."""
    p.add_argument("--modules", nargs="+", default=None, metavar="MODULE", help=help)


def modules_of(args: argparse.Namespace) -> tuple[str, ...]:
    """The rules modules of a command: `--choam` (Uprising's CHOAM module) first, then `--modules` as
    names ("a,b c" -> ("a", "b", "c"))."""
    raw = getattr(args, "modules", None) or ()
    choam = ("choam",) if getattr(args, "choam", False) else ()
    return choam + tuple(m for item in raw for m in re.split(r"[,\s]+", item.strip()) if m)
