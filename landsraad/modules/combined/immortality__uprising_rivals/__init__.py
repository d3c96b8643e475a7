"""Immortality in an Uprising game with the Rivals (seed 002 Rivales, "COMBINAR INSURRECCIÓN CON EL
AUGE DE IX O INMORTALIDAD", the INMORTALIDAD paragraph; docs/rulings.md U732-U733): what applies when
both `immortality` and `uprising_rivals` are in a game (the registry's combination, landsraad/modules/
__init__.py). Imported after both, it brings Immortality's four House Hagal cards to the solo
Rivals' deck (modules/uprising_rivals/extensions.py; the rules in rules.py). It adds no module and
no saved name: a game names `immortality` on the `uprising` edition as before."""

from __future__ import annotations

from landsraad.modules.combined.immortality__uprising_rivals import rules
from landsraad.modules.uprising_rivals import extensions

extensions.HAGAL.append(extensions.HagalCards(applies=rules.immortality_solo, cards=rules.cards,
                                              deck=rules.solo_deck, icons=rules.icons))
