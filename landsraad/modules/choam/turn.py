"""The turn context's field CHOAM's rules set (issue 27: module-owned, rules/turn_context.py
`TurnField`; saved under its name as when it was a `Turn` field)."""

from __future__ import annotations

from landsraad.rules.turn_context import TurnField

# the spice this player gained this turn from every source (Harvest contracts, 002)
SPICE_GAINED = TurnField("spice_gained")
