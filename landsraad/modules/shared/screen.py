"""The terminal's words of what more than one product's board prints (`Module.interfaces["screen"]`
of the base game and Uprising, landsraad/interfaces/parts.py): the board's CHOAM area, the spaces
of the Spice Trade icon that are not Maker spaces (004 Tabuleiro; 002 Guía de casillas del
tablero: Sell Melange and Secure Contract, Uprising's contract spaces), listed under that name
by the board table (interfaces/screen.py `board_areas`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.i18n import N_

AREAS: tuple[tuple[str, Callable[[Any], bool]], ...] = (
    (N_("CHOAM"), lambda sp: sp.icon == "spice_trade" and not sp.maker),)
