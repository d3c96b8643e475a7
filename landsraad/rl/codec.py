"""The action codec: every action string of the engine <-> one index of a fixed `Discrete(N)`.

The layout is the ruleset's *grammar* (rules/actions.py: the action forms of docs/scenarios.md,
then those a module's decision kinds declare), each form a sequence of literal words and
*domains* (the card ids, board-space ids, Intrigue ids, Factions, seats, numbers of the
ruleset). The layout is the concatenation, form by form, of the Cartesian product of its slots,
in a fixed order: so `agent <card> <space>` takes one index per (card, space) pair. Everything is
derived from the ruleset (edition and modules: its content, Factions, table size, Sell Melange
table and grammar), so a 6-seat or 5-Faction ruleset gets its own codec and the layout is fixed
for one ruleset and one content version; `CODEC_VERSION` numbers the base grammar and
`ActionCodec.layout_hash` fingerprints the whole list of strings (it changes when cards are
added). docs/rl.md documents the layout.

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

from landsraad.content.loader import Content
from landsraad.core.constants import TROOPS_PER_PLAYER
from landsraad.rules.actions import BASE_FORMS, Form
from landsraad.rules.editions import ruleset_of
from landsraad.rules.ruleset import Ruleset

# Bump when the grammar below changes (the content-derived part is covered by layout_hash).
# 2: `order space|card` (Agent-turn effect order, docs/rulings.md R4)
# 3: `resolve <card>` (the player picks the next Reveal box, docs/rulings.md R12)
CODEC_VERSION = 3

# Seats addressed by `give p<seat>` / `target p<seat>` in the base game's layout (its table's
# max_players: 4). Another ruleset's layout has `rules.table.max_players` seat slots (`<seat>` below);
# not the largest table a game may have (the six-player mode's 6: rules/ruleset.py most_players).
BASE_LAYOUT_SEATS = 4

# Board zones of `trash <zone> <card>` (rules/zones.py trash_targets).
TRASH_ZONES: tuple[str, ...] = ("hand", "discard", "play")

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


def template_of(form: Form) -> Template:
    return Template(form.name, form.slots, form.doc)


# The base grammar (rules/actions.py BASE_FORMS), in layout order: new base forms go at the END
# (and CODEC_VERSION is bumped) so existing indices keep their meaning where possible.
TEMPLATES: tuple[Template, ...] = tuple(template_of(f) for f in BASE_FORMS)


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


def domains(rules: Ruleset) -> dict[str, tuple[str, ...]]:
    """The value lists of each `<domain>` slot, in layout order, from the ruleset (then the
    slots the modules' own forms introduce)."""
    content = rules.content
    factions = rules.factions
    spaces = tuple(content.space_order) or tuple(content.spaces)
    out = {
        "<card>": tuple(sorted(content.cards)),
        "<space>": spaces,
        "<intrigue>": tuple(sorted(content.intrigues)),
        "<faction>": factions,
        "<faction_pair>": tuple(f"{a} {b}" for a, b in combinations(factions, 2)),
        "<zone>": TRASH_ZONES,
        "<order>": ("space", "card"),
        "<choice>": tuple(str(i) for i in range(1, max(_max_choice(content), rules.table.choices) + 1)),
        "<sell>": tuple(str(n) for n in sorted(rules.sell_melange)),
        "<troops>": tuple(str(n) for n in range(TROOPS_PER_PLAYER + 1)),
        "<seat>": tuple(f"p{i}" for i in range(rules.table.max_players)),
        "<source>": ("supply",) + spaces,
    }
    for form in rules.grammar.forms:
        for slot in form.domains:
            if slot not in out:  # the values of this game's board and content (Form.slot_values)
                out[slot] = form.slot_values(slot, rules)
    return out


def _expand(slots: Sequence[str], dom: dict[str, tuple[str, ...]]) -> list[str]:
    out = [""]
    for slot in slots:
        if slot.startswith("<") and slot not in dom:  # a module's form must say its slot's values
            raise ValueError(f"action codec: the slot {slot} has no values (declare them in its Form.domains)")
        values = dom[slot] if slot.startswith("<") else (slot,)
        out = [f"{prefix} {v}" if prefix else v for prefix in out for v in values]
    return out


class ActionCodec:
    """`encode(action) -> int`, `decode(index) -> str`, `mask(legal) -> array` for one ruleset
    (an edition and its modules)."""

    def __init__(self, edition: str = "base", modules: tuple[str, ...] = ()) -> None:
        rules = ruleset_of(edition, tuple(modules))
        self.edition = edition
        self.modules = tuple(modules)
        self.version = CODEC_VERSION
        self.domains = domains(rules)
        self.templates = tuple(template_of(f) for f in rules.grammar.forms)
        self.actions: list[str] = []
        # template name -> (first index, count): the documented layout
        self.ranges: dict[str, tuple[int, int]] = {}
        for t in self.templates:
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
        for t in self.templates:
            start, count = self.ranges[t.name]
            out.append({"template": " ".join(t.slots), "start": start, "count": count,
                        "decisions": t.decisions})
        return out


@cache
def action_codec(edition: str = "base", modules: tuple[str, ...] = ()) -> ActionCodec:
    return ActionCodec(edition, tuple(modules))
