"""The Uprising cards' rules that are not plain effects of the vocabulary (docs/content.md,
"Uprising cards"): their words as players read them (interfaces/texts.py shows them), the
module's `Module.texts`. The rules themselves are beside them (card_rules.py and
intrigue_rules.py; docs/rulings.md U200 onwards)."""

from __future__ import annotations

TEXTS = {
    # Long Live the Fighters, Agent box (its condition, "if your deck has 3 or more cards", is data)
    "custom:long_live_the_fighters": ("look at the top 3 cards of your deck: draw one of them, discard one "
                                      "and trash the other"),
    # Price is No Object, Agent box
    "custom:price_is_no_object": ("you may acquire a card of the Imperium Row now, paying its Persuasion cost "
                                  "in Solari instead, and put it into your hand"),
    # Princess Irulan, Chronicler's Insight (the second option)
    "custom:chroniclers_insight": "trash a card from your hand; if it costs 1 Persuasion or more: +2 spice",
    # Call to Arms (Plot Intrigue)
    "custom:call_to_arms": "in your Reveal turn this round, each time you acquire a card: recruit 1 troop",
    # Distraction (Plot Intrigue)
    "custom:distraction": ("this turn, when you deploy 3 or more units to the Conflict: place 1 Spy (it may "
                           "share a post with another player's Spy)"),
    # Inspire Awe (Plot Intrigue)
    "custom:inspire_awe": ("acquire a card of the Imperium Row costing 3 Persuasion or less; if you have 1 or "
                           "more sandworms in the Conflict, put it into your hand"),
    # Shadow Alliance (Endgame Intrigue)
    "cond:four_where_opponent_allied": ("if you have 4 or more Influence with a Faction whose Alliance an "
                                        "opponent holds"),
}
