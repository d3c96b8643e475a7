"""The player counts in a reader's words, built from the registry of tables (rules/ruleset.py
`played_counts`, `count_words`): each module that makes a table of its own (the base game's solo
Rivals and House Hagal, Uprising's Rivals, the six-player teams) declares its phrase
(`Module.count_words`), so the command line's `--players` help, `play`'s refusal and the web API's
refusal (interfaces/play.py, cli.py, web/games.py) list the same counts in the same words."""

from __future__ import annotations

from landsraad.i18n import N_, Phrase, translator
from landsraad.rules.editions import played_counts
from landsraad.rules.ruleset import count_words, edition_count_words


def players_text(lo: int, hi: int, counts: list[int] | None = None) -> str:
    """1–4, or the counts one by one when some in between are not played (Uprising: 1, 3–4)."""
    if counts and len(counts) != hi - lo + 1:
        runs: list[list[int]] = []
        for n in counts:
            if runs and n == runs[-1][-1] + 1:
                runs[-1].append(n)
            else:
                runs.append([n])
        return ", ".join(players_text(r[0], r[-1]) for r in runs)
    return str(lo) if lo == hi else f"{lo}–{hi}"


def _counts(lang: str) -> str:
    counts = played_counts()
    return players_text(counts[0], counts[-1], counts) if counts else ""


def _said(words: tuple[str, ...], lang: str) -> str:
    """A count's phrases in the reader's words, joined by "or" (2: House Hagal, or Uprising's one Rival)."""
    tr = translator(lang)
    said = tr.gettext(words[0])
    for word in words[1:]:
        said = tr.gettext(N_("{one} or {other}"), one=said, other=tr.gettext(word))
    return said


def _notes(lang: str) -> str:
    tr = translator(lang)
    return "; ".join(tr.gettext(N_("{count}: {words}"), count=n, words=_said(words, lang)) for n, words in count_words())


def edition_counts_words(edition: str, lang: str) -> dict[str, str]:
    """The lobby's labels of an edition's player counts: count -> its tables' phrase in `lang`
    (base "2": "with House Hagal", Uprising "2": "against one shared Rival"; U738)."""
    return {str(n): _said(words, lang) for n, words in edition_count_words(edition).items()}


# "1–4, 6": the counts some edition is played at (U736); "1: solo against two Rivals; 2: ...": the
# tables' phrases, each in the reader's language when the message holding it is read
PLAYED = Phrase(_counts)
NOTES = Phrase(_notes)
