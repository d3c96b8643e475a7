"""landsraad: the Dune: Imperium family of board games, played exactly as the rulebooks say.

Engine API (OpenSpiel-style, shared/GUIDE.md):

    from landsraad import GameConfig, new_game, view
    s = new_game(GameConfig(players=4), seed=1)
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    s.result()
"""

import landsraad.modules  # noqa: F401  (registers the built-in modules, which build on the rules)
import landsraad.rules  # noqa: F401  (registers the rules)
from landsraad.core.errors import ConfigError, IllegalActionError, SaveError
from landsraad.rules.phases import new_game
from landsraad.rules.state import GameConfig, GameState
from landsraad.rules.view import view

__all__ = ["ConfigError", "GameConfig", "GameState", "IllegalActionError", "SaveError", "new_game", "view"]
