"""Effects as players read them, rendered from the data (the vocabulary of docs/content.md).

Every effect kind of the vocabulary has its phrase here. A rule that is not a plain effect — a
`{custom: ...}` effect, a named condition, Kwisatz Haderach's Agent, a House Hagal instruction —
declares its text beside the rule itself (`rules.registry.RULE_TEXTS`), so a new custom rule
cannot reach players without its words (tests/test_render.py).

A `Reader` says which game the reader is in, so that a text shows the values that apply there:
the Signet Ring of the reader's leader, and a board space's cost as the engine charges it (the
solo Mentat token, Leto's Landsraad Popularity) by asking the engine's own cost rules about a
game set up like the reader's. `PRINTED` (no game) shows the printed components.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from landsraad.content import Content, Space, load_content
from landsraad.content.loader import load_cards
from landsraad.content.tree import children
from landsraad.core.constants import EDITIONS, TROOPS_PER_PLAYER
from landsraad.core.errors import ContentError
from landsraad.rules import turns
from landsraad.rules.phases import new_game
from landsraad.rules.registry import RULE_TEXTS
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig, GameState

Effect = tuple[Any, ...]

FACTION_NAMES = {"emperor": "Emperor", "guild": "Spacing Guild", "bene_gesserit": "Bene Gesserit",
                 "fremen": "Fremen"}
ICON_NAMES = {**FACTION_NAMES, "landsraad": "Landsraad", "city": "City", "spice_trade": "Spice Trade",
              "spy": "Spy"}
RESOURCE_NAMES = {"solari": "Solari", "spice": "spice", "water": "water"}
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
# separators: between the effects of a box, and inside one effect (a "→", a condition, an option)
BOX, GROUP = "; ", " and "


# ---- the game a text is read in ------------------------------------------------------------

@dataclass(frozen=True)
class Reader:
    """Who reads a text, in which game: what the text depends on. `players` None: no game (the
    printed components); `leaders` by seat; `seat` the reader's (None: a spectator)."""

    edition: str = "base"
    players: int | None = None
    difficulty: str | None = None  # solo games only
    leaders: tuple[str | None, ...] = ()
    seat: int | None = None

    @staticmethod
    def of_view(v: dict[str, Any]) -> Reader:
        """The reader of `landsraad.view(state, seat)`: everything used here is public."""
        seat = v["seat"]
        return Reader(edition=v["edition"], players=v["players_count"], difficulty=v.get("difficulty"),
                      leaders=tuple(p["leader"] for p in v["players"]), seat=seat if seat >= 0 else None)

    @property
    def leader(self) -> str | None:
        """The reader's leader (the one whose Signet Ring the reader's card uses)."""
        if self.seat is None or self.seat >= len(self.leaders):
            return None
        return self.leaders[self.seat]

    def cost_seat(self) -> int | None:
        """Whose costs a board space shows: the reader's; a solo game's spectator sees the
        player's (seat 0: the solo Mentat token lies on the board for the player)."""
        if self.players is None:
            return None
        if self.seat is not None:
            return self.seat
        return 0 if self.players == 1 else None


PRINTED = Reader()


@lru_cache(maxsize=32)
def _game_like(reader: Reader) -> GameState:
    """A game set up like the reader's (players, difficulty, leaders): the engine's cost and
    blocker rules are asked about it, so a text never holds a second copy of them."""
    table = GameConfig(edition=reader.edition, players=reader.players or 4, difficulty=reader.difficulty or "sardaukar")
    leader_seats = ruleset_for(table).leader_seats  # solo Rivals have leaders; House Hagal none
    cfg = GameConfig(edition=reader.edition, players=reader.players or 4, first_player=0,
                     leaders=reader.leaders[:leader_seats], difficulty=reader.difficulty or "sardaukar")
    return new_game(cfg, 0)


def space_terms(space: Space, reader: Reader) -> tuple[tuple[tuple[str, int], ...], str | None]:
    """A board space's cost for the reader of this game, and why a rule of this game closes it
    to the reader (Kwisatz Haderach difficulty: no Swordmaster), or None."""
    seat = reader.cost_seat()
    if seat is None:
        return space.cost, None
    s = _game_like(reader)
    p = s.players[seat]
    return turns.space_cost(s, p, space, None), turns.closed_by_rules(s, p).get(space.id)


# ---- words -----------------------------------------------------------------------------------

def _n(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _up_to(n: int, one: str, many: str) -> str:
    """"up to N" troops; N = every troop a player owns reads "any number" (Chani, Rapid
    Mobilization: "any number of", written 12 in the data)."""
    return f"any number of {many}" if n >= TROOPS_PER_PLAYER else f"up to {_n(n, one, many)}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def sell_melange_text(edition: str = "base") -> str:
    """The Sell Melange table of the edition's ruleset (rules/ruleset.py Table.sell_melange)."""
    table = ruleset_for(GameConfig(edition=edition)).sell_melange
    spice = "/".join(str(k) for k in table)
    solari = "/".join(str(v) for v in table.values())
    return f"pay {spice} spice → +{solari} Solari (one exchange)"


# amounts {k: n}: the phrase of each kind
AMOUNTS = {
    "solari": lambda n: f"+{n} Solari",
    "spice": lambda n: f"+{n} spice",
    "water": lambda n: f"+{n} water",
    "vp": lambda n: f"+{n} VP",
    "persuasion": lambda n: f"+{n} Persuasion",
    "swords": lambda n: f"+{n} {'Sword' if n == 1 else 'Swords'}",
    "recruit": lambda n: f"recruit {_n(n, 'troop', 'troops')}",
    "draw": lambda n: f"draw {_n(n, 'card', 'cards')}",
    "intrigue": lambda n: f"draw {_n(n, 'Intrigue card', 'Intrigue cards')}",
    "discard": lambda n: f"discard {_n(n, 'card', 'cards')}",
    "lose_troops": lambda n: f"lose {_n(n, 'troop', 'troops')} in the Conflict",
    "retreat": lambda n: f"retreat {_up_to(n, 'troop', 'troops')} from the Conflict to the garrison",
    "harvest": lambda n: f"+{n} spice and all the bonus spice here",
    "deploy_from_garrison": lambda n: f"deploy {_up_to(n, 'troop', 'troops')} from the garrison to the Conflict",
    "lose_garrison": lambda n: f"lose {_n(n, 'garrisoned troop', 'garrisoned troops')}",
    "recruit_deploy": lambda n: f"recruit {_n(n, 'troop', 'troops')}, which you may deploy to the Conflict",
    "space_influence": lambda n: f"+{n} more Influence with the Faction of this board space",
}
# flags (bare words); "signet" and "sell_melange" are worded by signet_text / sell_melange_text
FLAGS = {
    "trash_self": "trash this card",
    "take_mentat": ("take the Mentat if it is here: this round it is one of your Agents (it returns "
                    "here in the Recall phase)"),
    "mentat_reward": "the Mentat: take it at the start of next round, as one of your Agents for that round",
    "take_swordmaster": "gain your Swordmaster: your third Agent, this round and for the rest of the game",
    "high_council_seat": "take a seat on the High Council: +2 Persuasion in each of your Reveal turns from now on",
    "steal_intrigue": "each opponent with 4 or more Intrigue cards gives you one of them at random",
    "harvest_again": "at a Maker space: its base spice again (not its bonus spice)",
    "voice": "The Voice: choose a board space; your opponents cannot send Agents there until your next turn",
}


def faction_phrase(faction: str, amount: int) -> str:
    if faction == "any":
        which = "a Faction" if amount == 1 else "one Faction"
        return f"{amount} Influence with {which} of your choice"
    return f"{amount} {FACTION_NAMES[faction]} Influence"


def rule_text(key: str) -> str:
    """A declared rule text; a missing one shows its key, which tests/test_render.py rejects."""
    text = RULE_TEXTS.get(key) or immortality_rule_texts().get(key)  # Immortality: declared in its data
    return text or key.replace(":", " ")


def cond_text(c: Effect, reader: Reader = PRINTED) -> str:
    """A condition as a clause ("if you have ...")."""
    if c[0] == "alliance":
        return f"if you have the {FACTION_NAMES[c[1]]} Alliance"
    if c[0] == "influence_at_least":
        return f"if you have {c[2]} or more {FACTION_NAMES[c[1]]} Influence"
    if c[0] == "fremen_bond":
        return "if you have another Fremen card in play (Fremen Bond)"
    if c[0] == "won_conflict":
        return "if you won the Conflict"
    if c[0] == "custom":
        return rule_text(f"cond:{c[1]}")
    if c[0] in UPRISING_CONDITIONS:
        return UPRISING_CONDITIONS[c[0]](c, reader)
    if c[0] in IMMORTALITY_CONDITIONS:  # Immortality
        return IMMORTALITY_CONDITIONS[c[0]](c)
    return " ".join(str(x) for x in c)


def cost_text(c: Effect) -> str:
    if c[0] == "pay":
        return f"pay {c[2]} {RESOURCE_NAMES[c[1]]}"
    if c[0] == "trash_self":
        return "trash this card"
    if c[0] == "trash_card":
        return "trash a card"
    if c[0] == "lose_influence":
        return "lose " + faction_phrase(c[1], 1).replace(" of your choice", "")
    if c[0] in UPRISING_COSTS:
        return UPRISING_COSTS[c[0]](c)
    if c[0] in IMMORTALITY_COSTS:  # Immortality
        return IMMORTALITY_COSTS[c[0]](c)
    return " ".join(str(x) for x in c)


def costs_text(costs: tuple[Effect, ...]) -> str:
    """"pay 1 water and 1 spice": the resources of one cost share their "pay"."""
    pays = [f"{c[2]} {RESOURCE_NAMES[c[1]]}" for c in costs if c[0] == "pay"]
    parts = [cost_text(c) for c in costs if c[0] != "pay"]
    if pays:
        parts.append("pay " + GROUP.join(pays))
    return GROUP.join(parts)


def signet_text(reader: Reader = PRINTED) -> str:
    """The Signet Ring's Agent box: the reader's leader's Signet ability (004 Líderes)."""
    lid = reader.leader
    if lid is None:
        return "use your leader's Signet Ring ability"
    ld = edition_content(reader.edition).leaders[lid]
    return f"{ld.signet_name}, the Signet Ring ability of {ld.name}: {effects_text(ld.signet, reader, GROUP)}"


def node_text(e: Effect, reader: Reader = PRINTED) -> str:
    """The text of one effect without its inner effects (a "→", a condition, a choice: their
    head). effect_text composes these; tests check each node's text is in its component's."""
    k = e[0]
    if k in AMOUNTS:
        return AMOUNTS[k](e[1])
    if k in FLAGS:
        return FLAGS[k]
    if k == "signet":
        return signet_text(reader)
    if k == "sell_melange":
        return sell_melange_text()
    if k == "influence":
        return ("+" if e[2] >= 0 else "lose ") + faction_phrase(e[1], abs(e[2]))
    if k == "influence_distinct":
        return f"+{e[2]} Influence with each of {e[1]} different Factions of your choice"
    if k == "may":
        return f"you may {costs_text(e[1])} →"
    if k == "choose":
        return f"choose {NUMBER_WORDS.get(e[1], str(e[1]))}{' different' if e[1] > 1 else ''}:"
    if k == "if":
        return f"{cond_text(e[1], reader)}:"
    if k == "each_opponent":
        return "each opponent, starting on your left:"
    if k == "trash":
        return "you may trash a card" if e[1] else "trash a card"
    if k in UPRISING_NODES:
        return UPRISING_NODES[k](e, reader)
    content = edition_content(reader.edition)
    if k == "acquire_reserve":
        return f"acquire a {content.cards[e[1]].name} card from the Reserve"
    if k == "take_from_discard":
        return f"put a {FACTION_NAMES[e[1]]} card from your discard pile into your hand"
    if k == "persuasion_per_in_play":
        return f"+{e[2]} Persuasion for each {FACTION_NAMES[e[1]]} card you have in play (this one included)"
    if k == "discount":
        return f"{content.cards[e[1]].name} costs {e[2]} Persuasion less this turn"
    if k == "control":
        return f"take control of {content.spaces[e[1]].name} (your control marker on its flag)"
    if k == "custom":
        return rule_text(f"custom:{e[1]}")
    if k in IMMORTALITY_NODES:  # Immortality
        return IMMORTALITY_NODES[k](e)
    return " ".join(str(x) for x in e)


def effect_text(e: Effect, reader: Reader = PRINTED) -> str:
    head = node_text(e, reader)
    inner = children(e)
    if not inner:
        return head
    if e[0] == "choose":
        return f"{head} " + " OR ".join(effects_text(o, reader, GROUP) for o in inner)
    if e[0] == "first_visit":  # Uprising High Council: the first visit's box, then every later one's
        return f"{head} {effects_text(inner[0], reader, GROUP)}; {BOARD_LATER} {effects_text(inner[1], reader, GROUP)}"
    return f"{head} {effects_text(inner[0], reader, GROUP)}"


def effects_text(effects: tuple[Effect, ...], reader: Reader = PRINTED, sep: str = BOX) -> str:
    return sep.join(effect_text(e, reader) for e in effects) if effects else "—"


# ==== Uprising cards ============================================================================
# The phrases of the Uprising card vocabulary (content/loader.py, "# Uprising cards"; seed 002,
# "GUÍA DE ICONOS Y TÉRMINOS ADICIONALES"), and of the board's (content/loader.py "Uprising (seed
# 002)"; 002 "GUÍA DE CASILLAS DEL TABLERO"): one phrase per kind, board and cards alike.

def edition_content(edition: str) -> Content:
    """An edition's components for its texts: a playable edition's content, or the card files of
    an edition that has no rules module yet (`load_cards`: `landsraad cards --edition uprising`)."""
    return load_content(edition) if edition in EDITIONS else load_cards(edition)


def card_name(edition: str, card_id: str) -> str:
    """A card named by a text (The Spice Must Flow, Diplomacy): the edition's own card, or the
    base game's card of that id while the edition's Reserve and starter files are not there (the
    same cards: 002 "COMPONENTES DEL JUEGO")."""
    for ed in dict.fromkeys((edition, "base")):
        try:
            cards = edition_content(ed).cards
        except ContentError:
            continue
        if card_id in cards:
            return cards[card_id].name
    raise ContentError(f"no card {card_id!r} in the {edition} or base content")


SPACE_KIND_NAMES = {"maker": "a Maker board space", "faction": "a Faction board space",
                    "landsraad": "a Landsraad board space", "city": "a City board space",
                    "spice_trade": "a Spice Trade board space", "combat": "a Combat board space",
                    **{f: f"{'an' if n[0] in 'AEIOU' else 'a'} {n} board space" for f, n in FACTION_NAMES.items()}}
COUNTER_NAMES = {
    "sandworm_in_conflict": "for each sandworm you have in the Conflict:",
    "completed_contract": "for each contract you have completed:",
    "other_revealed_sword_card": "for each other card you revealed this turn that gives one or more Swords:",
    "revealed_emperor_card": "for each Emperor card you revealed this turn (this one included):",
}
BATTLE_ICON_NAMES = {"crysknife": "Crysknife", "desert_mouse": "Desert Mouse", "ornithopter": "Ornithopter",
                     "wild": "wild"}


def _or(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def spy_text(e: Effect) -> str:
    """002 "Espía": place a Spy on an empty observation post; "en <casilla>": one watching such a
    space; some Spies may share a post with another player's Spy (Double Agent, Distraction)."""
    _, n, posts, share = e
    text = f"place {_n(n, 'Spy', 'Spies')}"
    if posts == ("this_space",):
        text += " on an observation post watching the board space you sent an Agent to this turn"
    elif posts:
        kinds = [SPACE_KIND_NAMES[p].removeprefix("a ").removeprefix("an ").removesuffix(" board space")
                 for p in posts]
        text += f" on an observation post watching {'an' if kinds[0][0] in 'AEIOU' else 'a'} {_or(kinds)} board space"
    if share:
        text += " (it may share that post with another player's Spy)"
    return text


def acquire_text(e: Effect) -> str:
    _, lo, hi, to = e
    which = f"costing exactly {hi} Persuasion" if lo == hi else f"costing {hi} Persuasion or less"
    where = " and put it into your hand" if to == "hand" else ""
    return f"acquire a card of the Imperium Row {which}{where}"


UPRISING_NODES: dict[str, Any] = {
    "spy": lambda e, r: spy_text(e),
    "for_each": lambda e, r: COUNTER_NAMES[e[1]],
    "acquire": lambda e, r: acquire_text(e),
    "remove_starter": lambda e, r: f"your starting deck has no {card_name(r.edition, e[1])} card",
    # the board's High Council (002): the first visit's box, then BOARD_LATER and every later one's
    "first_visit": lambda e, r: "the first time you send an Agent here:",
}
BOARD_LATER = "each later time:"
AMOUNTS.update({
    "sandworm": lambda n: ("summon a sandworm" if n == 1 else f"summon {n} sandworms")
    + " into the Conflict (not while the Shield Wall protects it)",
    "contract": lambda n: ("take a face-up contract" if n == 1 else f"take {n} face-up contracts")
    + " (without the CHOAM module, or with none left: +2 Solari)",
    # 002 "Retornar Agente": one of your other Agents (not the one sent this turn) back to your leader
    "recall_agent": lambda n: f"recall {n} of your other Agents from the board (not the one you sent this turn)",
    "deploy_or_retreat": lambda n: f"you may deploy or retreat {_n(n, 'troop', 'troops')}",
})
FLAGS.update({
    "shield_wall": "you may remove the Shield Wall",
    "return_to_hand": "return this card from play to your hand",
    "deploy_recruits": "you may deploy to the Conflict every troop you recruit this turn",
    "ignore_requirements": "ignore the Influence requirements of board spaces when you send an Agent this turn",
    "influence_each_spied": "+1 Influence with each Faction whose board space one of your Spies watches",
    "memory": ("put a troop from your supply on the Bene Gesserit area of the board: a memory (neither in "
               "your garrison nor in the Conflict)"),
    "training": ("move your Feyd token one space to the right on your training track (your choice at a fork) "
                 "and gain what that space shows"),
    "no_deploy": "no unit may be deployed to the Conflict for the rest of this turn, from now on",
    "sardaukar_contracts": "set both Sardaukar contracts aside beside this leader",
    # the board's (002 Garfios de doma; Depresión Hagga)
    "maker_hooks": "take Maker Hooks if you have none (you may summon sandworms for the rest of the game)",
    "bonus_spice": "take all the bonus spice here",
})
UPRISING_CONDITIONS: dict[str, Any] = {
    "bond": lambda c, r: f"if you have another {FACTION_NAMES[c[1]]} card in play ({FACTION_NAMES[c[1]]} Bond)",
    "spies_at_least": lambda c, r: f"if you have {c[1]} or more Spies on the board",
    "units_in_conflict": lambda c, r: f"if you have {c[1]} or more units in the Conflict",
    "sandworms_in_conflict": lambda c, r: f"if you have {c[1]} or more sandworms in the Conflict",
    "contracts_completed": lambda c, r: f"if you have completed {c[1]} or more contracts",
    "deck_at_least": lambda c, r: f"if your deck has {c[1]} or more cards",
    "sent_agent_to": lambda c, r: f"if you sent an Agent to {SPACE_KIND_NAMES[c[1]]} this turn",
    "spy_watching": lambda c, r: f"if one of your Spies watches {SPACE_KIND_NAMES[c[1]]}",
    "spy_placed_on": lambda c, r: f"if that Spy watches {SPACE_KIND_NAMES[c[1]]}",
    # FAQ 2.6 (designer): Guild Envoy's condition may become true later in the turn
    "discarded": lambda c, r: f"if you discarded a {FACTION_NAMES[c[1]]} card this turn",
    "acquired_this_turn": lambda c, r: f"if you acquire {card_name(r.edition, c[1])} this turn",
    "gained_this_turn": lambda c, r: f"if you gained {RESOURCE_NAMES[c[1]]} this turn",
    "owns_at_least": lambda c, r: (f"if you have {c[2]} or more {card_name(r.edition, c[1])} cards (deck, hand, "
                                "discard pile and in play)"),
    "recalled_spy": lambda c, r: "if you recalled a Spy this turn",
    "high_council": lambda c, r: "if you have a seat on the High Council",
    "swordmaster": lambda c, r: "if you have your Swordmaster",
    "maker_hooks": lambda c, r: "if you have Maker Hooks",
    "swordmaster_taken": lambda c, r: "if some player has their Swordmaster",  # 002 Maestro de armas cost
}
UPRISING_COSTS: dict[str, Any] = {
    "discard": lambda c: f"discard {_n(c[1], 'card', 'cards')}",
    "recall_spy": lambda c: f"recall {_n(c[1], 'Spy', 'Spies')}",
    "retreat": lambda c: (f"retreat {_n(c[1], 'troop', 'troops')}" if c[1] == c[2]
                          else f"retreat {c[1]} or {c[2]} troops"),
    "trash_faction_card": lambda c: (f"trash another {FACTION_NAMES[c[1]]} card you have in play" if c[2] == "in_play"
                                     else f"trash an {FACTION_NAMES[c[1]]} card from your hand"
                                     if FACTION_NAMES[c[1]][0] in "AEIOU"
                                     else f"trash a {FACTION_NAMES[c[1]]} card from your hand"),
    "lose_influence_distinct": lambda c: f"lose 1 Influence with each of {c[1]} different Factions",
    "flip_conflict": lambda c: (f"turn face down one of your Conflict cards with the {BATTLE_ICON_NAMES[c[1]]} "
                                "battle icon (or the wild one)"),
    "trash_intrigue": lambda c: "trash an Intrigue card",
    "discard_intrigue": lambda c: "discard an Intrigue card",  # 002 Privilegio Imperial (docs/rulings.md U4)
}

# ==== CHOAM contracts ===========================================================================
# How each kind of contract is completed (002 MÓDULO DE LA CHOAM, "COMPLETAR CONTRATOS";
# content/contracts.py): the clause after "Completed when you ...". Completion is automatic and
# mandatory (shared/FAQ.md 2.6).
CONTRACT_COMPLETE: dict[str, Any] = {
    "space": lambda c, content: f"send an Agent to {content.spaces[c[1]].name}",
    "harvest": lambda c, content: (f"send an Agent to a Maker space and gain {c[1]} or more spice in that turn, "
                                   "in all and from every source"),
    "immediate": lambda c, content: "take it (at once)",
    "acquire": lambda c, content: f"acquire a copy of {content.cards[c[1]].name}",
}
# 002: "Si tomas un contrato relacionado con la casilla del tablero a la que ya has enviado tu Agente
# en este turno, deberás esperar a un turno posterior" (docs/rulings.md C5)
CONTRACT_LATER = ("only an Agent sent while you hold it counts: a contract taken in the turn of that Agent "
                  "waits for a later turn")
CONTRACT_SARDAUKAR = ("a Sardaukar contract: with Shaddam Corrino IV in the game it is set aside before the "
                      "contracts are shuffled, and only he may take it (instead of a face-up contract)")


def contract_complete_text(complete: Effect, content: Any) -> str:
    """"Completed when you ...": how a contract of this kind is completed; one completed by an
    Agent's visit says that the visit must come after the contract is taken."""
    text = CONTRACT_COMPLETE[complete[0]](complete, content)
    if complete[0] in ("space", "harvest"):
        text += f"; {CONTRACT_LATER}"
    return text


# ==== Immortality ===============================================================================
# The phrases of the Immortality vocabulary (content/immortality_vocab.py; 003 "NUEVOS ICONOS",
# "EL MEDIDOR DE INVESTIGACIÓN", "EL MEDIDOR TLEILAXU", "CARTAS TLEILAXU", "ADSCRIPCIONES"). Its
# `custom:` rules and named conditions declare their texts in content/immortality/rules.yaml
# (`rule_text` reads them after RULE_TEXTS).

AMOUNTS.update({
    "research": lambda n: f"+{n} Research (move your Research token {_n(n, 'column', 'columns')} right)",
    "tleilaxu": lambda n: f"advance {_n(n, 'space', 'spaces')} on the Tleilaxu track",
    "specimen": lambda n: f"+{_n(n, 'specimen', 'specimens')} (troops from your supply to the axolotl tanks)",
    "solari_per_grafted_icon": lambda n: f"+{n} Solari for each Agent icon on the other grafted card",
})
FLAGS.update({
    "combat_space": "this turn you may deploy troops to the Conflict as if your Agent were at a Combat space",
    "acquire_tleilaxu": "you may acquire a Tleilaxu card, paying its specimen cost",
    "recall_sent_agent": "you may recall the Agent you sent this turn",
})
TROOP_PLACE_NAMES = {"conflict": "in the Conflict", "garrison": "in your garrison",
                     "either": "in the Conflict or your garrison"}


def _markers(n: int) -> str:
    return "the first genetic marker" if n == 1 else "the second genetic marker"


IMMORTALITY_CONDITIONS: dict[str, Any] = {
    "grafted": lambda c: "if grafted",
    "genetic_markers": lambda c: f"if your Research token has reached {_markers(c[1])}",
    "grafted_with": lambda c: "if the other grafted card is "
    + " or ".join(f"a {FACTION_NAMES[f]} card" for f in c[1]),
    "has_at_least": lambda c: f"if you have {c[2]} or more {RESOURCE_NAMES[c[1]]}",
}
IMMORTALITY_COSTS: dict[str, Any] = {
    "specimen": lambda c: f"spend {_n(c[1], 'specimen', 'specimens')}",
    "trash_grafted": lambda c: "trash the other grafted card",
    "lose_troops": lambda c: f"lose {c[1]} of your troops {TROOP_PLACE_NAMES[c[2]]}",
    "lose_influence_of_one": lambda c: f"lose {c[2]} Influence with one Faction"
    + ("" if c[1] == "any" else f" ({FACTION_NAMES[c[1]]})"),
}
IMMORTALITY_NODES: dict[str, Any] = {
    "acquire_imperium": lambda e: f"you may acquire a card of the Imperium Row that costs {e[1]} Persuasion or less"
    + (f" (with {e[2]} genetic markers, put it into your hand)" if e[2] else ""),
}


@lru_cache(maxsize=1)
def immortality_rule_texts() -> dict[str, str]:
    """The declared texts of Immortality's custom rules (content/immortality/rules.yaml), read on
    first use; a text a rules module registers with its handler (RULE_TEXTS) comes first."""
    from landsraad.content.immortality_loader import immortality_for
    return dict(immortality_for("base").rule_texts)
