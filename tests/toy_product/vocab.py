"""The toy product's effect word (content/vocabulary.py): `unearth_relic`, a bare word in its YAML
(board.yaml), declared once here — the parser knows it, the player reads its text (`flag_texts`,
translated through the module's own messages), its rule is rules.py `unearth_relic`."""

from __future__ import annotations

from landsraad.content.vocabulary import Vocabulary
from landsraad.i18n import N_

UNEARTH_TEXT = N_("unearth a relic from the relic pile and keep it in front of you")

# registered with the module (toy_product.register), before its YAML is read
VOCABULARY = Vocabulary(name="toy_product", flag_effects=frozenset({"unearth_relic"}),
                        flag_texts={"unearth_relic": UNEARTH_TEXT})
