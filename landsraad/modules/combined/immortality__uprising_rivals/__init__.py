"""Immortality in an Uprising game with the Rivals (seed 002 Rivales, "COMBINAR INSURRECCIÓN CON EL
AUGE DE IX O INMORTALIDAD", the INMORTALIDAD paragraph; docs/rulings.md U732-U733): what applies when
both `immortality` and `uprising_rivals` are in a game (the registry's combination, landsraad/modules/
__init__.py). Imported after both, it brings Immortality's four House Hagal cards to the solo
Rivals' deck (modules/uprising_rivals/extensions.py; the rules in rules.py, the card they replace in
hagal.yaml) and says so in Immortality's listing on that board (modules/immortality/extensions.py).
It adds no module and no saved name: a game names `immortality` on the `uprising` edition as before."""

from __future__ import annotations

from landsraad.i18n import N_
from landsraad.modules.combined.immortality__uprising_rivals import rules
from landsraad.modules.immortality.extensions import SOLO_HAGAL, SoloHagal
from landsraad.modules.uprising_rivals import extensions

# the House Hagal listing of Immortality on the Uprising board (`landsraad cards`, modules/immortality/render.py)
SOLO_HAGAL["uprising"] = SoloHagal(removes=rules.removed, note=N_(
    "(a Carthag card: ignore its board space and troops, do the rest, then reveal another card)"))

extensions.HAGAL.append(extensions.HagalCards(applies=rules.immortality_solo, cards=rules.cards,
                                              deck=rules.solo_deck, icons=rules.icons))
