"""How the files below the state name the state in the callbacks they declare.

The state holds its ruleset (`GameState.rules`, rules/state.py) and the ruleset's parts take the
state: a frame handler and an effect (rules/registry.py), a decision's legal and apply functions
(rules/decisions.py), an event subscriber or modifier (rules/events.py), a turn point's subscriber
(rules/points.py), a module field's check (rules/fields.py), a config option's tests of a config
and a seat plan (rules/options.py), an action form's values read from the ruleset (rules/actions.py). For the imports of the rules to point
one way (docs/architecture.md, Layers), those files import nothing above them and name the state by
these aliases. A handler is typed with the real classes where it is written (`def op(s: GameState,
frame: Frame)`): mypy checks every other argument at its registration and at its calls, and takes
the state argument on trust (the rules pass only the game's state).
"""

from typing import Any, TypeAlias

AnyState: TypeAlias = Any  # a GameState (rules/state.py)
AnyPlayer: TypeAlias = Any  # a PlayerState (rules/state.py)
AnyConfig: TypeAlias = Any  # a GameConfig (rules/state.py)
AnyRules: TypeAlias = Any  # a Ruleset (rules/ruleset.py)
AnySeat: TypeAlias = Any  # a Seat (rules/ruleset.py)
