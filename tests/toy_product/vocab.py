"""The toy product's words (content/vocabulary.py), each declared once here: the effect word
`unearth_relic`, a bare word in its YAML (board.yaml) — the parser knows it, the player reads its
text (`flag_texts`, translated through the module's own messages), its rule is rules.py
`unearth_relic` — and the cost `{toy_bury_relic: n}` (put n of your relics back into the pile): its
parser here, its player text a phrase of phrases.py (`phrases`, read by interfaces/texts.py
cost_text), its rule rules.py `BURY_RELIC` (the module's `cost_kinds`)."""

from __future__ import annotations

from typing import Any

from landsraad.content.vocabulary import Vocabulary
from landsraad.core.errors import ContentError
from landsraad.i18n import N_

UNEARTH_TEXT = N_("unearth a relic from the relic pile and keep it in front of you")
BURY = "toy_bury_relic"


def parse_cost(raw: Any, where: str, factions: list[str]) -> tuple[Any, ...] | None:
    """`{toy_bury_relic: n}`, n at least 1; None for a cost that is not the toy's."""
    if not isinstance(raw, dict) or set(raw) != {BURY}:
        return None
    n = raw[BURY]
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise ContentError(f"{where}: {BURY} needs a number of relics of at least 1, got {n!r}")
    return (BURY, n)


# registered with the module (toy_product.register), before its YAML is read
VOCABULARY = Vocabulary(name="toy_product", flag_effects=frozenset({"unearth_relic"}),
                        flag_texts={"unearth_relic": UNEARTH_TEXT}, parse_cost=parse_cost,
                        phrases=f"{__package__}.phrases")
