"""Rules modules shipped with landsraad (landsraad/rules/ruleset.py). Importing this package
registers them; an edition is a list of modules, and a game may add more (`GameConfig.modules`)."""

from landsraad.core.constants import EDITIONS
from landsraad.rules.ruleset import EDITIONS as REGISTERED_EDITIONS

# the content editions core/ names (core/constants.py EDITIONS) are the registered ones, read live:
# filled first, so that a module's import that loads its edition's content finds it registered
EDITIONS.fill(REGISTERED_EDITIONS.keys())

from landsraad.modules import (  # noqa: E402, F401  (registers the modules and editions)
    base,
    base_cards,
    base_conflicts,
    choam,
    immortality,
    uprising,
    uprising_rivals,
    uprising_six,
)
