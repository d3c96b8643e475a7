"""What a player types at the terminal, matched to the action notation by display names.

A terminal playing in another language (`--lang`) matches the names of that language (its
content is `content.names.localized`), accents optional.

`agent dagger the great flat`, `agent Dagger "The Great Flat"`, `agent dag great` and
`agent dagger the_great_flat` all name the legal action `agent dagger the_great_flat`: every word
of an action after its verb may be typed as its id or as the printed name of the card, space,
Intrigue or leader it names (case-insensitive; quotes, commas and apostrophes ignored; a leading
"the" optional), whole or as a prefix. An exact name beats a prefix; several actions left over is
an ambiguity the caller reports with the candidates, never a guess.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from landsraad.content import Content

_DROP = re.compile(r"[\"'’‘“”,.!?()]")


def _plain(text: str) -> str:
    """Without accents ('Salón' -> 'Salon'): a name in Spanish or Portuguese typed without them
    still matches (applied to the typed words and the names alike)."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def words(text: str) -> list[str]:
    """'Agent "Smuggler's Thopter"' -> ['agent', 'smugglers', 'thopter']."""
    return _DROP.sub("", _plain(text).lower().replace("_", " ").replace("-", " ")).split()


def display_name(content: Content, token: str) -> str | None:
    """The printed name of what an action word (an id) names, if it names a component."""
    for table in (content.cards, content.spaces, content.intrigues, content.leaders):
        comp = table.get(token)
        if comp is not None:
            return str(comp.name)
    return None


def alternatives(content: Content, token: str) -> list[list[str]]:
    """The ways to type one action word: its id and its printed name, each with or without a
    leading 'the'."""
    out: list[list[str]] = []
    name = display_name(content, token)
    for text in (token, name):
        if text is None:
            continue
        w = words(text)
        for alt in (w, w[1:] if len(w) > 1 and w[0] == "the" else None):
            if alt and alt not in out:
                out.append(alt)
    return out


EXACT, PREFIX = 2, 1


def _match(typed: Sequence[str], i: int, segments: Sequence[list[list[str]]], j: int) -> int:
    """How well typed[i:] matches segments[j:]: EXACT, PREFIX or 0. A segment is matched whole
    (EXACT) or by a prefix: its first words in full, the last of them perhaps cut short; the
    typed text may stop before the last segments (a PREFIX of the action)."""
    if i == len(typed):
        return EXACT if j == len(segments) else PREFIX
    if j == len(segments):
        return 0
    best = 0
    for alt in segments[j]:
        n = len(alt)
        if list(typed[i:i + n]) == alt:
            best = max(best, _match(typed, i + n, segments, j + 1))
            if best == EXACT:
                return best
        for m in range(1, n + 1):  # a prefix of the segment: m words, the m-th perhaps cut short
            part = typed[i:i + m]
            if len(part) < m or part[:-1] != alt[:m - 1] or not alt[m - 1].startswith(part[-1]):
                continue
            if part == alt:
                continue  # the whole segment: counted above
            if _match(typed, i + m, segments, j + 1):
                best = max(best, PREFIX)
    return best


def segments_of(content: Content, action: str) -> list[list[list[str]]]:
    verb, *args = action.split()
    return [[[verb]], *(alternatives(content, a) for a in args)]


def match_actions(content: Content, typed: str, legal: Iterable[str], verb_optional: bool = False) -> list[str]:
    """The legal actions `typed` names: the exact matches if there are any, otherwise the prefix
    matches (in the order of `legal`). verb_optional: `typed` leaves out the verb ('dagger' for
    'acquire dagger')."""
    tw = words(typed)
    if not tw:
        return []
    exact, prefix = [], []
    for a in legal:
        q = _match(tw, 0, segments_of(content, a)[1 if verb_optional else 0:], 0)
        if q == EXACT:
            exact.append(a)
        elif q == PREFIX:
            prefix.append(a)
    return exact or prefix


def match_names(content: Content, typed: Sequence[str], ids: Iterable[str]) -> tuple[list[str], list[str]]:
    """The ids among `ids` whose id or printed name is the typed words (exact), or else starts
    with them (prefix): (exact, prefix)."""
    exact: list[str] = []
    prefix: list[str] = []
    if not typed:
        return exact, prefix
    for cid in ids:
        q = _match(list(typed), 0, [alternatives(content, cid)], 0)
        if q == EXACT:
            exact.append(cid)
        elif q == PREFIX:
            prefix.append(cid)
    return exact, prefix
