"""Six players (seed 002 "PARTIDAS DE SEIS JUGADORES", "ICONOS ADICIONALES"): the words the mode's
board spaces, personal boards and Commander cards add to the content vocabulary
(content/vocabulary.py, docs/content.md). Registered when `data.py` is imported, before its YAML
is read. No rule plays these words yet (issue 29).

- amount `{reinforce: n}`: 002 Reforzar, recruit n troops split as you like between the two
  Allies of your team, any of which may be deployed to the Conflict;
- amount `{each_ally_recruits: n}`: each Ally of your team recruits n troops (Corrino Might);
- flags `trade` (002 Comerciar: pick a team mate; each may give the other one or more of a single
  kind of goods: Intrigue cards, spice, water or Solari, or nothing), `single_use_swordmaster`
  (002 MAESTROS DE ARMAS: your Swordmaster, for one use), `swordmaster_bonus` (the Swordmaster
  Bonus token: +2 swords in each of your Reveal turns for the rest of the game), `throne_row`
  (002 Fila del Trono: move a card of the Imperium Row to the Throne Row; the row is refilled at
  once), `allies_take_contracts` (your two Allies take the two face-up contracts: Demand Results),
  `alliance_token` (take this personal board's Alliance token, with its VP);
- `{team_reward: <effect>}`: 002 Recompensa de equipo, each player of your team gains it;
- `{split_with_ally: [<effect>, <effect>]}`: you and your activated Ally share the two gains, one
  each, as you choose (Usul, Critical Shipments);
- condition `swordmaster_bonus`: you have a Swordmaster Bonus token;
- cost `{team_pay: {spice: n}}`: you and your Allies together pay n (Threaten Spice Production).
"""

from __future__ import annotations

from typing import Any

from landsraad.content.vocabulary import Vocabulary, register_vocabulary
from landsraad.core.errors import ContentError
from landsraad.i18n import N_, NP_

Effect = tuple[Any, ...]

SIX_AMOUNT_EFFECTS = frozenset({"reinforce", "each_ally_recruits"})
SIX_FLAG_EFFECTS = frozenset({"trade", "single_use_swordmaster", "swordmaster_bonus", "throne_row",
                              "allies_take_contracts", "alliance_token"})
SIX_CONDITIONS = frozenset({"swordmaster_bonus"})
TEAM_REWARDS = ("solari", "spice", "water", "spy")  # 002 Recompensa de equipo: the four printed
TEAM_RESOURCES = ("solari", "spice", "water")


def _fail(where: str, msg: str) -> ContentError:
    return ContentError(f"{where}: {msg}")


def _parse_one(raw: Any, where: str) -> Effect:
    # the loader's own parser, for a nested effect; imported when called because the loader asks
    # this vocabulary about the words it does not know (no import cycle at load time)
    from landsraad.content.loader import parse_effect
    return parse_effect(raw, where)


def parse_effect(key: str, val: Any, where: str) -> Effect | None:
    """A six-player effect written `{key: val}`, or None when the key is not one of ours."""
    if key == "team_reward":
        e = _parse_one(val, where + ".team_reward")
        if e[0] not in TEAM_REWARDS or e[1] != 1:
            raise _fail(where, "team_reward is 1 Solari, 1 spice, 1 water or 1 Spy (002 Recompensa de equipo)")
        return ("team_reward", e)
    if key == "split_with_ally":
        if not isinstance(val, list) or len(val) != 2:
            raise _fail(where, "split_with_ally lists two gains, one for you and one for your activated Ally")
        return ("split_with_ally", tuple(_parse_one(v, f"{where}.split_with_ally[{i}]") for i, v in enumerate(val)))
    return None


def parse_condition(raw: Any, where: str, factions: list[str]) -> Effect | None:
    if isinstance(raw, str) and raw in SIX_CONDITIONS:
        return (raw,)
    return None


def parse_cost(raw: Any, where: str, factions: list[str]) -> Effect | None:
    if not isinstance(raw, dict) or len(raw) != 1 or "team_pay" not in raw:
        return None
    val = raw["team_pay"]
    if not isinstance(val, dict) or len(val) != 1:
        raise _fail(where, "team_pay needs {resource: n}")
    (res, n), = val.items()
    if res not in TEAM_RESOURCES or not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise _fail(where, f"team_pay pays at least 1 of {', '.join(TEAM_RESOURCES)}")
    return ("team_pay", res, n)


# what a player reads for the mode's words (interfaces/texts.py node_text, cond_text; the cost
# team_pay's: render.py COST_PHRASES, U753): on the cards' and board's boxes in the terminal and the
# browser, in place of their ids (S864)
FLAG_TEXTS = {
    "trade": N_("trade with a team mate"),
    "single_use_swordmaster": N_("your Swordmaster, for one use"),
    "swordmaster_bonus": N_("take a Swordmaster Bonus token (+2 Swords in each of your Reveal turns)"),
    "throne_row": N_("move a card of the Imperium Row to the Throne Row"),
    "allies_take_contracts": N_("your Allies take the face-up contracts"),
    "alliance_token": N_("take this board's Alliance token (1 VP)"),
}
AMOUNT_TEXTS = {
    "reinforce": NP_("recruit a troop for one of your Allies",
                     "recruit {n} troops, split as you choose between your Allies"),
    "each_ally_recruits": NP_("each of your Allies recruits a troop", "each of your Allies recruits {n} troops"),
}
CONDITION_TEXTS = {"swordmaster_bonus": N_("if you have a Swordmaster Bonus token")}

VOCABULARY = register_vocabulary(Vocabulary(
    name="uprising_six", amount_effects=SIX_AMOUNT_EFFECTS, flag_effects=SIX_FLAG_EFFECTS,
    flag_texts=FLAG_TEXTS, amount_texts=AMOUNT_TEXTS, condition_texts=CONDITION_TEXTS,
    parse_effect=parse_effect, parse_condition=parse_condition, parse_cost=parse_cost,
    phrases="landsraad.modules.uprising_six.render"))  # team_pay's words (U753): render.py COST_PHRASES
