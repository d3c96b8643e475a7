"""Uprising for one and two players (seed 002, Rivals supplement; issue 28): the House Hagal deck,
the ten Rival cards, the difficulty levels and the variants, as validated data (`data.py`).

Not a rules module yet: nothing is registered, and `landsraad.modules` does not import this
package. The Rivals' rules, state and decisions come later, in this folder."""
