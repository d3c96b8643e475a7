"""Uprising's effect words (seed 002: its board, "GUÍA DE ICONOS Y TÉRMINOS ADICIONALES" and
"ACLARACIONES"; docs/content.md "Uprising" and "Uprising cards"), declared by the product that prints
them (issue 27) and registered with the loader's vocabularies (content/vocabulary.py) when the
Uprising package is imported, before any of its YAML is read (as Immortality's: modules/immortality/
vocab.py). Each word is data only: its handler is the Uprising
rules module's (a game without it is refused by `check_handlers`). Some of these words are printed by
later products too (Immortality's `return_to_hand`, `deploy_or_retreat`, `gained_this_turn`:
modules/shared/words.py); they are declared once, here, where they were first printed."""

from __future__ import annotations

from typing import Any

from landsraad.content.boxes import BoxParts, register_box_parts
from landsraad.content.vocabulary import Vocabulary, register_vocabulary
from landsraad.core.constants import RESOURCES
from landsraad.core.errors import ContentError
from landsraad.i18n import N_, NP_

Effect = tuple[Any, ...]

# Gains that take a single non-negative integer
UPRISING_AMOUNT_EFFECTS = frozenset(
    {"sandworm",      # 002 Gusano de arena: summon worms into the Conflict (nothing under the Shield Wall)
     "contract",      # CHOAM contract, or 2 Solari without the module or with none left (002 Contrato)
     "recall_agent",  # another Agent of yours on the board returns to your leader (002 Retornar Agente)
     "deploy_or_retreat"}  # you may deploy or retreat up to n of your troops (Unswerving Loyalty)
)
# Effects without parameters
UPRISING_FLAG_EFFECTS = frozenset(
    {"maker_hooks",  # take Maker Hooks if you have none (002 icon guide, Garfios de doma)
     "shield_wall",  # you may remove the Shield Wall token (002 Lugares cruciales y la Muralla Escudo)
     "bonus_spice",  # the bonus spice on this Maker space, and no base spice (002 Depresión Hagga)
     "return_to_hand",       # return this card from play to your hand (Weirding Woman)
     "deploy_recruits",      # troops you recruit this turn may be deployed (Sardaukar Coordination)
     "ignore_requirements",  # ignore board spaces' Influence requirements this turn (Undercover Asset)
     "influence_each_spied",  # +1 Influence with each Faction one of your Spies watches (Guild Spy)
     "memory",               # a troop from your supply to the Bene Gesserit area, as a memory (Jessica)
     "training",             # move the training token one space on the leader's track (Feyd-Rautha)
     "no_deploy",            # no unit may be deployed to the Conflict for the rest of this turn (Shaddam)
     "sardaukar_contracts"}  # set both Sardaukar contracts aside: only you may take them (Shaddam)
)
# Named conditions written as a bare word (each needs its handler: rules/registry.py needed_handlers)
UPRISING_CONDITIONS = frozenset(
    {"maker_hooks",         # "you have Maker Hooks" (002 Garfios de doma followed by a colon)
     "swordmaster_taken",   # some player has their Swordmaster (002 Maestro de armas cost)
     "recalled_spy",        # you recalled a Spy this turn
     "high_council",        # you have a seat on the High Council
     "swordmaster"}         # you have your Swordmaster
)
# Condition kinds with a number: {spies_at_least: 2}
COUNT_CONDITIONS = frozenset({
    "spies_at_least",         # you have n or more Spies on the board
    "units_in_conflict",      # you have n or more units (troops and sandworms) in the Conflict
    "sandworms_in_conflict",  # you have n or more sandworms in the Conflict
    "contracts_completed",    # you have completed n or more contracts
    "deck_at_least",          # your deck has n or more cards
})
# Where an Agent went / a Spy watches or was placed: a kind of board space
SPACE_KINDS = ("maker", "faction", "landsraad", "city", "spice_trade", "combat")
# What a `for_each` counts, of Uprising's things (the loader's for_each: content/loader.py)
UPRISING_COUNTERS = frozenset({"sandworm_in_conflict", "completed_contract"})
# The Spy Agent icon (002 "Espía"): the card may send an Agent to a space one of your Spies watches
CARD_ICONS = frozenset({"spy"})


def _fail(where: str, msg: str) -> ContentError:
    return ContentError(f"{where}: {msg}")


def _int(v: Any, where: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise _fail(where, f"expected an integer, got {v!r}")
    return v


def _space_kind(val: Any, where: str, factions: list[str]) -> str:
    if val not in SPACE_KINDS and val not in factions:
        raise _fail(where, f"unknown kind of board space {val!r} (one of {', '.join(SPACE_KINDS)} or a Faction)")
    return str(val)


def parse_effect(key: str, val: Any, where: str) -> Effect | None:
    """{spy: n}: place n Spies on empty observation posts (002 "Espía");
    {spy: {count: 1, post: city|<faction>|[...]|this_space, share: true}}: where the Spy may go
    ("en <casilla>": a post watching such a space, 002 "Espía") and whether it may share a post
    with another player's Spy (Double Agent, Distraction). Always ("spy", n, posts, share)."""
    if key != "spy":
        return None
    # the Factions declared so far (six players add two); read when a Spy is parsed, the loader being
    # imported by then (the vocabulary is imported first, so not at the top)
    from landsraad.content.loader import KNOWN_FACTIONS

    if isinstance(val, int) and not isinstance(val, bool):
        val = {"count": val}
    if not isinstance(val, dict) or not set(val) <= {"count", "post", "share"}:
        raise _fail(where, "spy takes count, post and share")
    posts_raw = val.get("post", [])
    posts = [posts_raw] if isinstance(posts_raw, str) else list(posts_raw)
    for post in posts:
        if post != "this_space":
            _space_kind(post, where, KNOWN_FACTIONS)
    count = _int(val.get("count", 1), where)
    if count < 1:
        raise _fail(where, "spy needs a count of at least 1")
    return ("spy", count, tuple(posts), bool(val.get("share", False)))


def parse_condition(raw: Any, where: str, factions: list[str]) -> Effect | None:
    """Uprising's conditions: a bare word of UPRISING_CONDITIONS, or a one-key mapping."""
    if isinstance(raw, str):
        return (raw,) if raw in UPRISING_CONDITIONS else None
    if not isinstance(raw, dict) or len(raw) != 1:
        return None
    (key, val), = raw.items()
    if key == "bond":
        # "<Faction> Bond": another card of that Faction in play (002 "Vínculo Fremen", generalised)
        if val not in factions:
            raise _fail(where, f"unknown faction {val!r}")
        return ("bond", val)
    if key in COUNT_CONDITIONS:
        n = _int(val, where)
        if n < 1:
            raise _fail(where, f"{key} needs a count of at least 1")
        return (key, n)
    if key in ("sent_agent_to", "spy_watching", "spy_placed_on"):
        # "if you sent an Agent to a Maker board space this turn"; "if one of your Spies watches a
        # Maker board space"; "if the Spy you just placed watches a Landsraad board space"
        return (key, _space_kind(val, where, factions))
    if key == "discarded":  # "if you discarded a Spacing Guild card" this turn (FAQ 2.6, Guild Envoy)
        if val not in factions:
            raise _fail(where, f"unknown faction {val!r}")
        return ("discarded", val)
    if key == "acquired_this_turn":  # "if you acquire The Spice Must Flow this turn"
        return ("acquired_this_turn", str(val))
    if key == "gained_this_turn":  # "if you gained spice this turn"
        if val not in RESOURCES:
            raise _fail(where, f"unknown resource {val!r}")
        return ("gained_this_turn", val)
    if key == "owns_at_least":  # "if you have at least two The Spice Must Flow" (deck, hand, discard, in play)
        if not isinstance(val, dict) or set(val) != {"card", "count"}:
            raise _fail(where, "owns_at_least needs card and count")
        return ("owns_at_least", str(val["card"]), _int(val["count"], where))
    return None


def parse_cost(raw: Any, where: str, factions: list[str]) -> Effect | None:
    """{recall_spy: n}: recall Spies of yours from observation posts (002 Retornar Espía)."""
    if not isinstance(raw, dict) or len(raw) != 1 or "recall_spy" not in raw:
        return None
    n = _int(raw["recall_spy"], where)
    if n < 1:
        raise _fail(where, "recall_spy needs at least 1")
    return ("recall_spy", n)


# ---- what a player reads of these words (interfaces/texts.py; each a gettext message) -------------
AMOUNT_TEXTS = {
    "sandworm": NP_("summon a sandworm into the Conflict (not while the Shield Wall protects it)",
                    "summon {n} sandworms into the Conflict (not while the Shield Wall protects it)"),
    "contract": NP_("take a face-up contract (without the CHOAM module, or with none left: +2 Solari)",
                    "take {n} face-up contracts (without the CHOAM module, or with none left: +2 Solari)"),
    # 002 "Retornar Agente": one of your other Agents (not the one sent this turn) back to your leader
    "recall_agent": NP_("recall {n} of your other Agents from the board (not the one you sent this turn)",
                        "recall {n} of your other Agents from the board (not the one you sent this turn)"),
    "deploy_or_retreat": NP_("you may deploy or retreat {n} troop", "you may deploy or retreat {n} troops"),
}
FLAG_TEXTS = {
    "shield_wall": N_("you may remove the Shield Wall"),
    "return_to_hand": N_("return this card from play to your hand"),
    "deploy_recruits": N_("you may deploy to the Conflict every troop you recruit this turn"),
    "ignore_requirements": N_("ignore the Influence requirements of board spaces when you send an Agent this turn"),
    "influence_each_spied": N_("+1 Influence with each Faction whose board space one of your Spies watches"),
    "memory": N_("put a troop from your supply on the Bene Gesserit area of the board: a memory (neither in "
                 "your garrison nor in the Conflict)"),
    "training": N_("move your Feyd token one space to the right on your training track (your choice at a fork) "
                   "and gain what that space shows"),
    "no_deploy": N_("no unit may be deployed to the Conflict for the rest of this turn, from now on"),
    "sardaukar_contracts": N_("set both Sardaukar contracts aside beside this leader"),
    # the board's (002 Garfios de doma; Depresión Hagga)
    "maker_hooks": N_("take Maker Hooks if you have none (you may summon sandworms for the rest of the game)"),
    "bonus_spice": N_("take all the bonus spice here"),
}
# the named conditions' clauses ({n}: a COUNT_CONDITIONS number); the others, with a Faction, a card,
# a kind of space, are phrases: phrases.py
CONDITION_TEXTS = {
    "spies_at_least": N_("if you have {n} or more Spies on the board"),
    "units_in_conflict": N_("if you have {n} or more units in the Conflict"),
    "sandworms_in_conflict": N_("if you have {n} or more sandworms in the Conflict"),
    "contracts_completed": N_("if you have completed {n} or more contracts"),
    "deck_at_least": N_("if your deck has {n} or more cards"),
    "recalled_spy": N_("if you recalled a Spy this turn"),
    "high_council": N_("if you have a seat on the High Council"),
    "swordmaster": N_("if you have your Swordmaster"),
    "maker_hooks": N_("if you have Maker Hooks"),
    "swordmaster_taken": N_("if some player has their Swordmaster"),  # 002 Maestro de armas
}
# the Spy Agent icon's word (CARD_ICONS)
ICON_TEXTS = {"spy": N_("Spy")}
COUNTER_TEXTS = {"sandworm_in_conflict": N_("for each sandworm you have in the Conflict:"),
                 "completed_contract": N_("for each contract you have completed:")}


VOCABULARY = register_vocabulary(Vocabulary(
    name="uprising", amount_effects=UPRISING_AMOUNT_EFFECTS, flag_effects=UPRISING_FLAG_EFFECTS,
    counters=UPRISING_COUNTERS, card_icons=CARD_ICONS, flag_texts=FLAG_TEXTS, amount_texts=AMOUNT_TEXTS,
    condition_texts=CONDITION_TEXTS, counter_texts=COUNTER_TEXTS, icon_texts=ICON_TEXTS,
    phrases="landsraad.modules.uprising.phrases",  # the Spy's, the Bonds', Retornar Espía's phrases
    parse_effect=parse_effect, parse_condition=parse_condition, parse_cost=parse_cost,
))


# Where Uprising's board fields hold boxes and conditions, for the content's box listing
# (content/boxes.py: the handler checks, the reference checks and the texts walk them): what each
# cost alternative adds (002 "Coste: elige entre": `cost_options`) and the condition of a cost that
# changes (002 Maestro de armas: `cost_when`)
BOXES = register_box_parts(BoxParts(
    name="uprising",
    space_boxes=lambda sp: (extra for _cost, extra in sp.cost_options),
    space_conditions=lambda sp: (cond for cond, _cost in sp.cost_when),
))
