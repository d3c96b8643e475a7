"""The turn context's fields Uprising's rules set (issue 27: module-owned, rules/turn_context.py
`TurnField`; held in `Turn.held`, saved under these names as when they were `Turn` fields). `gained`
is shared with Immortality (modules/shared/words.py `GAINED`)."""

from __future__ import annotations

from landsraad.rules.turn_context import TurnField

# a Spy of this player was recalled this turn (002: the cards' "si has hecho retornar un Espía en
# este turno", condition recalled_spy)
SPY_RECALLED = TurnField("spy_recalled")
# the cards acquired this turn, in order (condition acquired_this_turn)
ACQUIRED = TurnField("acquired")
# the cards this player discarded from hand this turn (condition discarded)
DISCARDED = TurnField("discarded")
# the "if you discarded a <Faction> card" effects of this Agent turn that resolved with the condition
# false, "<source>|<Faction>|<card>|<n>" (n: the effect's place among such effects of that card's Agent
# box, depth first: the source's, or the grafted card Ghola copies); a card of that Faction discarded
# later resolves them (later.py, docs/rulings.md U402)
UNMET = TurnField("unmet")
# the observation post of the Spy this player placed last this turn (spy_placed_on)
SPY_PLACED = TurnField("spy_placed")
# the cards revealed in this Reveal turn (the hand, then cards drawn and revealed at once), and the
# revealed cards whose Reveal box gave Swords, once per gain (the counters of Sardaukar Coordination
# and Leadership: counters.py)
REVEALED = TurnField("revealed")
SWORD_CARDS = TurnField("sword_cards")
# the units (troops from anywhere, sandworms) this player put into the Conflict this turn, and the
# Distraction cards waiting for the third (intrigue_rules.py)
UNITS_DEPLOYED = TurnField("units_deployed")
DISTRACTION = TurnField("distraction")

FIELDS = (SPY_RECALLED, ACQUIRED, DISCARDED, UNMET, SPY_PLACED, REVEALED, SWORD_CARDS, UNITS_DEPLOYED, DISTRACTION)
