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

from landsraad.content import Space, load_content
from landsraad.content.tree import children
from landsraad.core.constants import TROOPS_PER_PLAYER
from landsraad.rules import turns
from landsraad.rules.phases import new_game
from landsraad.rules.registry import RULE_TEXTS
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig, GameState

Effect = tuple[Any, ...]

FACTION_NAMES = {"emperor": "Emperor", "guild": "Spacing Guild", "bene_gesserit": "Bene Gesserit",
                 "fremen": "Fremen"}
ICON_NAMES = {**FACTION_NAMES, "landsraad": "Landsraad", "city": "City", "spice_trade": "Spice Trade"}
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
    return RULE_TEXTS.get(key, key.replace(":", " "))


def cond_text(c: Effect) -> str:
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
    if c[0] in BOARD_CONDITIONS:  # Uprising board
        return BOARD_CONDITIONS[c[0]]
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
    if c[0] in BOARD_COSTS:  # Uprising board
        return BOARD_COSTS[c[0]](c)
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
    ld = load_content(reader.edition).leaders[lid]
    return f"{ld.signet_name}, the Signet Ring ability of {ld.name}: {effects_text(ld.signet, reader, GROUP)}"


def node_text(e: Effect, reader: Reader = PRINTED) -> str:
    """The text of one effect without its inner effects (a "→", a condition, a choice: their
    head). effect_text composes these; tests check each node's text is in its component's."""
    k = e[0]
    if k in BOARD_NODES and not (k == "spy" and (e[2] or e[3])):  # Uprising board (a limited Spy: the cards')
        return BOARD_NODES[k](e)
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
        return f"{cond_text(e[1])}:"
    if k == "each_opponent":
        return "each opponent, starting on your left:"
    if k == "trash":
        return "you may trash a card" if e[1] else "trash a card"
    content = load_content(reader.edition)
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


# ==== Uprising board ============================================================================
# The phrases of the Uprising board vocabulary (content/loader.py "Uprising (seed 002)"; 002 "GUÍA DE
# ICONOS Y TÉRMINOS ADICIONALES" and "GUÍA DE CASILLAS DEL TABLERO"). The kinds the Uprising cards
# share (sandworm, contract, recall_agent, shield_wall, spy, recall_spy, maker_hooks) read as in the
# card vocabulary's block.

AMOUNTS.update({
    "sandworm": lambda n: ("summon a sandworm" if n == 1 else f"summon {n} sandworms")
    + " into the Conflict (not while the Shield Wall protects it)",
    "contract": lambda n: ("take a face-up contract" if n == 1 else f"take {n} face-up contracts")
    + " (without the CHOAM module, or with none left: +2 Solari)",
    # 002 "Retornar Agente": one of your other Agents (not the one sent this turn) back to your leader
    "recall_agent": lambda n: f"recall {n} of your other Agents from the board (not the one you sent this turn)",
})
FLAGS.update({
    "shield_wall": "you may remove the Shield Wall",
    "maker_hooks": "take Maker Hooks if you have none (you may summon sandworms for the rest of the game)",
    "bonus_spice": "take all the bonus spice here",
})
BOARD_CONDITIONS = {
    "maker_hooks": "if you have Maker Hooks",
    "swordmaster_taken": "if some player has their Swordmaster",
}
BOARD_COSTS: dict[str, Any] = {
    "recall_spy": lambda c: f"recall {_n(c[1], 'Spy', 'Spies')}",
    "discard_intrigue": lambda c: "discard an Intrigue card",  # 002 Privilegio Imperial (docs/rulings.md U4)
}
BOARD_NODES: dict[str, Any] = {
    # 002 Espía; a Spy with a placement limit is the card vocabulary's (`spy_text`)
    "spy": lambda e: f"place {_n(e[1], 'Spy', 'Spies')}",
    "first_visit": lambda e: "the first time you send an Agent here:",
}
BOARD_LATER = "each later time:"
BATTLE_ICON_NAMES = {"crysknife": "Crysknife", "desert_mouse": "Desert Mouse", "ornithopter": "Ornithopter",
                     "wild": "wild"}

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
