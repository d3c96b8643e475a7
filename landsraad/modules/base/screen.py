"""The base game (seed 004) in the terminal (`Module.interfaces["screen"]`: the hooks
landsraad/interfaces/parts.py names): the board's areas the core does not name, the CHOAM area
its board prints as Uprising's does (modules/shared/screen.py)."""

from __future__ import annotations

from landsraad.modules.shared.screen import AREAS as AREAS
