"""The rules of the games. Importing this package registers every frame and decision handler."""

from landsraad.rules import (  # noqa: F401  (registration side effects)
    cards_imperium,  # noqa: F401,E402  (base Imperium cards: docs/rulings.md (Imperium))
    cards_intrigue,  # noqa: F401,E402  (base Intrigue cards: docs/rulings.md (Intrigue))
    effects,
    hagal,  # House Hagal automa: 2-player and solo games
    leaders,  # noqa: F401,E402  (base leaders: docs/rulings.md (leaders))
    phases,
    turns,
)
