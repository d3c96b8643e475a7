"""The turn context's fields Immortality's rules set (issue 27: module-owned, rules/turn_context.py
`TurnField`; saved under these names as when they were `Turn` fields). `gained` (Impersonator) and
`grafted` (which Uprising's later.py reads for Ghola) are shared: modules/shared/words.py."""

from __future__ import annotations

from landsraad.rules.turn_context import TurnField

# Counterattack: the seats that played a Combat Intrigue card in this Conflict
COMBAT_INTRIGUES = TurnField("combat_intrigues")
