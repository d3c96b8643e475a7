"""Rules modules shipped with landsraad (landsraad/rules/ruleset.py). Importing this package
registers them; an edition is a list of modules, and a game may add more (`GameConfig.modules`)."""

from landsraad.modules import (  # noqa: F401  (registers the modules and editions)
    base,
    base_cards,
    base_conflicts,
    choam,
    immortality,
    uprising,
    uprising_rivals,
    uprising_six,
)
