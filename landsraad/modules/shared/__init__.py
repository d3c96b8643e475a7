"""Rules words more than one product prints (Uprising's cards and Immortality's both say "return
it to your hand", "retreat", "trash an Intrigue card": words.py; the base game's cards and leaders
and Uprising's or Immortality's: cards.py, issue 27): declared once here, and each product that
prints one lists it in its own `Module` (its handler, decision kind and cost kind are the same
objects, so two products in one game add them once). Not a module itself: it registers nothing.
"""
