"""Immortality with six players (seed 002 INTEGRACIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM,
"INMORTALIDAD"): what applies when `immortality` and `uprising_six` are in a game, with the `choam`
the mode requires, which its presets name (the registry's combination, landsraad/modules/__init__.py;
docs/rulings.md S870-S876). Imported after them, it fills the six-player module's extension points
(modules/uprising_six/extensions.py):

- who receives a Commander's Research, Tleilaxu and specimen words, genetic markers and tokens
  (rules.py `receiver`, `unreceived`);
- the "Hasta los 11" variant: Allies start on 0 VP, Commanders on 4 (002 INMORTALIDAD; seats.py);
- the mode "uprising-six+immortality" (landsraad/presets.py) and its lobby names (web.py).

It adds no module and no saved name: a game names `immortality` and `uprising_six` as before."""

from __future__ import annotations

from landsraad.i18n import N_
from landsraad.modules.combined.choam__immortality__uprising_six import rules
from landsraad.modules.immortality.variants import UP_TO_11
from landsraad.modules.uprising_six import extensions
from landsraad.modules.uprising_six.data import SEATS
from landsraad.presets import declare_mode

for _word in (*sorted(rules.ROUTED), rules.MARKERS, rules.TOKEN):
    extensions.ROUTED[_word] = rules.receiver
for _word in sorted(rules.ROUTED):
    extensions.UNRECEIVED[_word] = rules.unreceived
extensions.TO_ELEVEN.add(UP_TO_11.name)

# 002 PARTIDAS DE SEIS JUGADORES, INMORTALIDAD (with the CHOAM module the mode requires); its "Up to 11"
# variant is the lobby's, as Immortality declares it
declare_mode("uprising-six+immortality", "uprising", "uprising_six",
             "002 PARTIDAS DE SEIS JUGADORES, INMORTALIDAD (with the CHOAM module)", (SEATS,), parts=("immortality",))

# the lobby's names of the mode's choices with Immortality (modules/uprising_six/web.py LOBBY_CHOICES)
extensions.LOBBY_CHOICES.update({
    "choam,immortality,uprising_six": N_("Six players with Immortality: Muad'Dib's team against Shaddam's (CHOAM)"),
    # with its "Up to 11" variant (Allies on 0 VP, Commanders on 4)
    "choam,immortality,immortality_up_to_11,uprising_six": N_(
        "Six players with Immortality, up to 11 VP: Muad'Dib's team against Shaddam's (CHOAM)"),
})
