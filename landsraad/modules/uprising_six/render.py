"""Six players' words for the steps of its rules that no component prints (`Module.interfaces
["render"]`: `node_text`, interfaces/texts.py), so a decision's options read as the seed says
(002 Activación de aliados: an effect goes to the activated Ally; 002 Reforzar: the split; 002
Comerciar: who gives what; 002 Fila del Trono): "P4: +1 water", "give P2 3 spice"."""

from __future__ import annotations

from typing import Any

from landsraad.i18n import N_
from landsraad.interfaces.texts import PAY, RESOURCE_NAMES, Reader, effects_text, word
from landsraad.rules.story import GAINS

FOR = N_("P{seat}: {effect}")
TRADE_WITH, GIVE_NOTHING = N_("trade with P{seat}"), N_("give P{seat} nothing")
GIVE, GIVE_INTRIGUE = N_("give P{seat} {amount}"), N_("give P{seat} the Intrigue card {card}")
TRADE_GIVE, TO_THRONE = N_("P{seat} gives first, then you"), N_("move {card} to the Throne Row")
# 002 Empates entre Aliados (S826-S827) and the Commander's own track (S820)
CONCEDE, KEEP_TIE = N_("concede the higher reward to P{seat}"), N_("keep the tie with P{seat}")
OWN_TRACK = N_("{n} Influence on your personal board's track")
# the printed words that hold another effect (vocab.py: 002 Recompensa de equipo; Usul, Critical
# Shipments: the two gains shared with the activated Ally, one each): S864
TEAM_REWARD = N_("each player of your team gains {effect}")
SPLIT = N_("you and your activated Ally share {first} and {second}, one each, as you choose")
# the cost `{team_pay: {spice: n}}` (Threaten Spice Production: you and your Allies together pay,
# S818), its vocabulary's phrase (vocab.py `phrases`): "you may pay 7 spice from your team's supplies"
TEAM_PAY = N_("pay {what} from your team's supplies")


def team_pay_text(c: tuple[Any, ...], reader: Reader) -> str:
    tr = reader.tr
    return tr.gettext(TEAM_PAY, what=tr.plural(PAY, c[2], resource=word(reader, RESOURCE_NAMES[c[1]])))


COST_PHRASES = {"team_pay": team_pay_text}


def node_text(e: tuple[Any, ...], reader: Reader) -> str | None:
    """The words of a six-player step, or None when `e` is not one (rules.py EFFECTS)."""
    tr, k = reader.tr, e[0]
    if k == "six_for":
        return tr.gettext(FOR, seat=e[1], effect=effects_text((e[2],), reader))
    if k == "six_trade_with":
        return tr.gettext(TRADE_WITH, seat=e[1])
    if k == "six_trade_give":
        return tr.gettext(TRADE_GIVE, seat=e[1])
    if k == "six_give":
        if not e[3]:
            return tr.gettext(GIVE_NOTHING, seat=e[1])
        return tr.gettext(GIVE, seat=e[1], amount=tr.plural(GAINS[e[2]], e[3]))
    if k == "six_give_intrigue":
        return tr.gettext(GIVE_INTRIGUE, seat=e[1], card=reader.name("intrigues", e[2]))
    if k == "six_to_throne":
        return tr.gettext(TO_THRONE, card=reader.name("cards", e[1]))
    if k == "six_concede":
        return tr.gettext(CONCEDE, seat=e[1])
    if k == "six_keep_tie":
        return tr.gettext(KEEP_TIE, seat=e[1])
    if k == "six_track":
        return tr.gettext(OWN_TRACK, n=e[2])
    if k == "team_reward":
        return tr.gettext(TEAM_REWARD, effect=effects_text((e[1],), reader))
    if k == "split_with_ally":
        return tr.gettext(SPLIT, first=effects_text((e[1][0],), reader), second=effects_text((e[1][1],), reader))
    return None
