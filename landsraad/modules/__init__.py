"""Rules modules shipped with landsraad (landsraad/rules/ruleset.py). Importing this package
registers them; an edition is a list of modules, and a game may add more (`GameConfig.modules`).

It is also the one place that names one product beside another (issue 27, "a product is one
folder"): what a module requires, what a game of it may add, and which combination folder
(modules/combined/<a>__<b>/) applies when both of its products are in a game, as data
(modules/combined/__init__.py keeps it for the product folders to read by their own name)."""

from importlib import import_module

from landsraad.core.constants import EDITIONS
from landsraad.modules import combined
from landsraad.rules.ruleset import EDITIONS as REGISTERED_EDITIONS

# the content editions core/ names (core/constants.py EDITIONS) are the registered ones, read live:
# filled first, so that a module's import that loads its edition's content finds it registered
EDITIONS.fill(REGISTERED_EDITIONS.keys())

# declared before the products are imported: a product reads its requirements when it registers
combined.declare(
    # the rules that apply when both products are in a game, each in its own folder (docs/rulings.md U770)
    combined={
        # seed 002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO: the base game's cards and Conflicts in an Uprising
        # game, the modules base_cards and base_conflicts the folder registers (issue 30)
        "base__uprising": ("uprising", "base_cards"),
        # seed 002 PARTIDAS DE SEIS JUGADORES C: the six-player mode with the CHOAM module it requires
        "choam__uprising_six": ("choam", "uprising_six"),
        # seed 002 INTEGRACIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM, INMORTALIDAD (six players, with CHOAM)
        "choam__immortality__uprising_six": ("choam", "immortality", "uprising_six"),
        # seed 002 Rivales, COMBINAR INSURRECCIÓN CON EL AUGE DE IX O INMORTALIDAD
        "immortality__uprising_rivals": ("immortality", "uprising_rivals"),
    },
    requires={
        "choam": ("uprising",),  # seed 002 MÓDULO DE LA CHOAM: Uprising's own module
        "uprising_six": ("choam",),  # seed 002 PARTIDAS DE SEIS JUGADORES C: "El módulo de la CHOAM debe utilizarse"
        "base_cards": ("uprising",),  # seed 002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO
        "base_conflicts": ("uprising", "base_cards"),
    },
    played_with={
        # seed 002 INMORTALIDAD, and its "Hasta los 11" (S816); the base cards not yet (issue 29)
        "uprising_six": ("immortality", "immortality_up_to_11"),
        # the Rivals with CHOAM (U730), Immortality (U732-U733), the base cards (U734) and Conflicts (M920)
        "uprising_rivals": ("choam", "immortality", "base_cards", "base_conflicts"),
    },
    played_on={
        # seed 003 on the base board; seed 002 AÑADIR INMORTALIDAD and COMBINAR ... INMORTALIDAD on Uprising's
        "immortality": ("base", "uprising"),
    },
)

# registered in this order (the registry's order is the presets', the help's and the lobby's): the base
# game, its cards and Conflicts in an Uprising game (the folder of the combination that registers them),
# then the other products
from landsraad.modules import base  # noqa: E402, F401

# isort: split
from landsraad.modules.combined import base__uprising  # noqa: E402, F401  (base_cards, base_conflicts)

# isort: split
from landsraad.modules import (  # noqa: E402, F401
    choam,
    immortality,
    uprising,
    uprising_rivals,
    uprising_six,
)

# each combination after its products: it fills the extension points they offer
for _folder in combined.COMBINED:
    import_module(f"{__name__}.combined.{_folder}")
