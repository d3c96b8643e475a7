"""The action codec: every action string of the engine <-> one index of a fixed `Discrete(N)`.

The layout is a *grammar* of templates (the action notation of docs/scenarios.md plus the words
the card and leader modules add), each a sequence of literal words and *domains* (the card ids,
board-space ids, Intrigue ids, Factions, seats, numbers of the edition's content). The layout is
the concatenation, template by template, of the Cartesian product of its slots, in a fixed order:
so `agent <card> <space>` takes one index per (card, space) pair. Everything is derived from the
content, so the layout is fixed for one edition and one content version; `CODEC_VERSION` numbers
the grammar and `ActionCodec.layout_hash` fingerprints the whole list of strings (it changes when
cards are added). docs/rl.md documents the layout.

An action the grammar cannot express raises `UnknownActionError` (never a silent wrong index):
tests/test_rl.py sweeps random games to check that every legal action encodes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any

from landsraad.content import load_content
from landsraad.content.loader import Content
from landsraad.core.constants import FACTIONS, TROOPS_PER_PLAYER

# Bump when the grammar below changes (the content-derived part is covered by layout_hash).
# 2: `order space|card` (Agent-turn effect order, docs/rulings.md R4)
# 3: `resolve <card>` (the player picks the next Reveal box, docs/rulings.md R12)
CODEC_VERSION = 3

# Seats addressed by `give p<seat>` / `target p<seat>`: the base game has at most 4 players.
MAX_SEATS = 4

# Board zones of `trash <zone> <card>` (rules/zones.py trash_targets).
TRASH_ZONES: tuple[str, ...] = ("hand", "discard", "play")

# Sell Melange: 2..5 spice (000 Vender melange; rules/effects.py SELL_MELANGE).
SELL_AMOUNTS: tuple[int, ...] = (2, 3, 4, 5)

# Smallest number of "choose <n>" slots, whatever the content's largest choice is.
MIN_CHOICES = 3


class UnknownActionError(ValueError):
    """An action string (or index) that the codec layout does not contain."""


@dataclass(frozen=True)
class Template:
    """One row of the grammar: `words` are literals (str) or domain names (str starting with
    '<'), expanded over `domains`."""

    name: str
    slots: tuple[str, ...]
    decisions: str  # the decision kinds that offer it (documentation only)


# The grammar. Order matters: it is the order of the layout. Append new rows at the END (and
# bump CODEC_VERSION) so existing indices keep their meaning where possible.
TEMPLATES: tuple[Template, ...] = (
    Template("reveal", ("reveal",), "turn"),
    Template("pass", ("pass",), "turn (may_pass), combat, win, endgame"),
    Template("done", ("done",), "plots, acquire"),
    Template("pay", ("pay",), "may"),
    Template("decline", ("decline",), "may, trash_pick, defend, top_deck, prudent_diplomacy"),
    Template("defend", ("defend",), "defend"),
    Template("agent", ("agent", "<card>", "<space>"), "turn"),
    Template("play", ("play", "<intrigue>"), "turn, plots, acquire, combat, win, endgame"),
    Template("acquire", ("acquire", "<card>"), "acquire, bypass_protocol"),
    Template("acquire_top", ("acquire", "<card>", "top"), "bypass_protocol"),
    Template("acquire_set_aside", ("acquire", "set_aside", "<card>"), "acquire (Helena Richese)"),
    Template("choose", ("choose", "<choice>"), "choose"),
    Template("faction", ("faction", "<faction>"), "faction, prudent_diplomacy"),
    Template("trash_zone", ("trash", "<zone>", "<card>"), "trash_pick"),
    Template("trash_card", ("trash", "<card>"), "poison_snooper"),
    Template("discard", ("discard", "<card>"), "discard"),
    Template("sell", ("sell", "<sell>"), "sell"),
    Template("deploy", ("deploy", "<troops>"), "deploy"),
    Template("retreat", ("retreat", "<troops>"), "retreat"),
    Template("give", ("give", "<seat>"), "alliance_choice"),
    Template("target", ("target", "<seat>"), "double_cross"),
    Template("take", ("take", "<card>"), "take_from_discard"),
    Template("top", ("top", "<card>"), "top_deck"),
    Template("draw", ("draw", "<card>"), "poison_snooper"),
    Template("manipulate", ("manipulate", "<card>"), "manipulate (Helena Richese)"),
    Template("voice", ("voice", "<space>"), "voice (The Voice)"),
    Template("recall", ("recall", "<space>"), "urgent_mission"),
    Template("from", ("from", "<source>"), "kwisatz_source (Kwisatz Haderach)"),
    Template("masterstroke", ("masterstroke", "<faction_pair>"), "masterstroke (Baron Harkonnen)"),
    Template("order", ("order", "<order>"), "order_choice (Agent turn: space or card first)"),
    Template("resolve", ("resolve", "<card>"), "acquire (Reveal turn: the next Reveal box)"),
)


def _max_choice(content: Content) -> int:
    """The largest number of options of any `choose` effect in the content."""
    best = MIN_CHOICES

    def walk(x: Any) -> None:
        nonlocal best
        if isinstance(x, tuple):
            if len(x) == 3 and x[0] == "choose" and isinstance(x[1], int) and isinstance(x[2], tuple):
                best = max(best, len(x[2]))
            for y in x:
                walk(y)

    for sp in content.spaces.values():
        walk(sp.effects)
    for c in content.cards.values():
        walk((c.agent, c.reveal, c.acquire, c.on_trash))
    for ig in content.intrigues.values():
        walk((ig.effects, ig.cost, ig.also))
    for cf in content.conflicts.values():
        walk(cf.rewards)
    for ld in content.leaders.values():
        walk((ld.setup, ld.signet))
    return best


def domains(content: Content) -> dict[str, tuple[str, ...]]:
    """The value lists of each `<domain>` slot, in layout order."""
    spaces = tuple(content.space_order) or tuple(content.spaces)
    return {
        "<card>": tuple(sorted(content.cards)),
        "<space>": spaces,
        "<intrigue>": tuple(sorted(content.intrigues)),
        "<faction>": FACTIONS,
        "<faction_pair>": tuple(f"{a} {b}" for a, b in combinations(FACTIONS, 2)),
        "<zone>": TRASH_ZONES,
        "<order>": ("space", "card"),
        "<choice>": tuple(str(i) for i in range(1, _max_choice(content) + 1)),
        "<sell>": tuple(str(n) for n in SELL_AMOUNTS),
        "<troops>": tuple(str(n) for n in range(TROOPS_PER_PLAYER + 1)),
        "<seat>": tuple(f"p{i}" for i in range(MAX_SEATS)),
        "<source>": ("supply",) + spaces,
    }


def _expand(slots: Sequence[str], dom: dict[str, tuple[str, ...]]) -> list[str]:
    out = [""]
    for slot in slots:
        values = dom[slot] if slot.startswith("<") else (slot,)
        out = [f"{prefix} {v}" if prefix else v for prefix in out for v in values]
    return out


class ActionCodec:
    """`encode(action) -> int`, `decode(index) -> str`, `mask(legal) -> array` for one edition."""

    def __init__(self, edition: str = "base") -> None:
        content = load_content(edition)
        self.edition = edition
        self.version = CODEC_VERSION
        self.domains = domains(content)
        self.actions: list[str] = []
        # template name -> (first index, count): the documented layout
        self.ranges: dict[str, tuple[int, int]] = {}
        for t in TEMPLATES:
            strings = _expand(t.slots, self.domains)
            self.ranges[t.name] = (len(self.actions), len(strings))
            self.actions.extend(strings)
        self.index: dict[str, int] = {}
        for i, a in enumerate(self.actions):
            if a in self.index:  # two templates produced the same string: a grammar bug
                raise AssertionError(f"action codec: {a!r} appears twice in the layout")
            self.index[a] = i
        self.n = len(self.actions)
        self.layout_hash = hashlib.sha256("\n".join(self.actions).encode()).hexdigest()[:16]

    def __len__(self) -> int:
        return self.n

    @property
    def tag(self) -> str:
        """`v<version>-<hash>`: store it with a trained policy and compare before loading."""
        return f"v{self.version}-{self.layout_hash}"

    def encode(self, action: str) -> int:
        try:
            return self.index[action]
        except KeyError:
            raise UnknownActionError(
                f"action {action!r} is not in the action codec layout ({self.edition}, {self.tag}); "
                "the grammar in landsraad/rl/codec.py (TEMPLATES) needs a template for it") from None

    def decode(self, index: int) -> str:
        i = int(index)
        if not 0 <= i < self.n:
            raise UnknownActionError(f"action index {index} is outside 0..{self.n - 1} ({self.tag})")
        return self.actions[i]

    def encode_all(self, legal: Sequence[str]) -> list[int]:
        return [self.encode(a) for a in legal]

    def mask(self, legal: Sequence[str]) -> Any:
        """An int8 array of length N with 1 exactly at the legal actions' indices."""
        import numpy as np

        m = np.zeros(self.n, dtype=np.int8)
        if legal:
            m[self.encode_all(legal)] = 1
        return m

    def describe(self) -> list[dict[str, Any]]:
        """The layout, template by template (docs/rl.md, `python -m landsraad.rl.describe`)."""
        out = []
        for t in TEMPLATES:
            start, count = self.ranges[t.name]
            out.append({"template": " ".join(t.slots), "start": start, "count": count,
                        "decisions": t.decisions})
        return out


@cache
def action_codec(edition: str = "base") -> ActionCodec:
    return ActionCodec(edition)
