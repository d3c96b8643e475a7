"""Effects as players read them, rendered from the data (the vocabulary of docs/content.md).

Every effect kind of the vocabulary has its phrase here. A rule that is not a plain effect — a
`{custom: ...}` effect, a named condition, Kwisatz Haderach's Agent, a House Hagal instruction —
declares its text beside the rule itself (`rules.registry.RULE_TEXTS`), so a new custom rule
cannot reach players without its words (tests/test_render.py).

A `Reader` says which game the reader is in, so that a text shows the values that apply there:
the Signet Ring of the reader's leader, and a board space's cost as the engine charges it (the
solo Mentat token, Leto's Landsraad Popularity) by asking the engine's own cost rules about a
game set up like the reader's. `PRINTED` (no game) shows the printed components.

The reader's language (`Reader.lang`) chooses the words: every phrase below is a gettext message
(docs/i18n.md), the English text its id; component names come from the edition's names file of
that language (content/names.py). The tables stay tables: a new effect kind adds one entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from landsraad.content import Space, load_content
from landsraad.content.names import local_name
from landsraad.content.tree import children
from landsraad.core.constants import TROOPS_PER_PLAYER
from landsraad.i18n import N_, NP_, Translator, translator
from landsraad.rules import turns
from landsraad.rules.phases import new_game
from landsraad.rules.registry import RULE_TEXTS
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig, GameState

Effect = tuple[Any, ...]

FACTION_NAMES = {"emperor": N_("Emperor"), "guild": N_("Spacing Guild"), "bene_gesserit": N_("Bene Gesserit"),
                 "fremen": N_("Fremen")}
ICON_NAMES = {**FACTION_NAMES, "landsraad": N_("Landsraad"), "city": N_("City"), "spice_trade": N_("Spice Trade")}
RESOURCE_NAMES = {"solari": N_("Solari"), "spice": N_("spice"), "water": N_("water")}
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
# "choose N:" by N (the English words of NUMBER_WORDS); other N: CHOOSE_N
CHOOSE = {1: N_("choose one:"), 2: N_("choose two different:"), 3: N_("choose three different:"),
          4: N_("choose four different:")}
CHOOSE_N = N_("choose {n} different:")
# separators: between the effects of a box, and inside one effect (a "→", a condition, an option)
BOX, GROUP = "; ", " and "
SEPARATORS = {BOX: N_("; "), GROUP: N_(" and "), " OR ": N_(" OR ")}


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
    lang: str = "en"  # the reader's language (landsraad.i18n.LANGUAGES)

    @staticmethod
    def of_view(v: dict[str, Any], lang: str = "en") -> Reader:
        """The reader of `landsraad.view(state, seat)`: everything used here is public."""
        seat = v["seat"]
        return Reader(edition=v["edition"], players=v["players_count"], difficulty=v.get("difficulty"),
                      leaders=tuple(p["leader"] for p in v["players"]), seat=seat if seat >= 0 else None,
                      lang=lang)

    @property
    def tr(self) -> Translator:
        return translator(self.lang)

    def name(self, kind: str, cid: str, field: str = "name") -> str:
        """A component's name (or another printed field) in the reader's language."""
        return local_name(self.edition, self.lang, kind, cid, field)

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
    if reader.lang != "en":  # the words do not change the game: one game for every language
        return _game_like(Reader(reader.edition, reader.players, reader.difficulty, reader.leaders, reader.seat))
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

def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def joined(parts: list[str], sep: str, reader: Reader = PRINTED) -> str:
    """Texts joined by a separator of SEPARATORS in the reader's language."""
    return reader.tr.gettext(SEPARATORS[sep]).join(parts) if sep in SEPARATORS else sep.join(parts)


def sell_melange_text(edition: str = "base", reader: Reader | None = None) -> str:
    """The Sell Melange table of the edition's ruleset (rules/ruleset.py Table.sell_melange)."""
    table = ruleset_for(GameConfig(edition=edition)).sell_melange
    spice = "/".join(str(k) for k in table)
    solari = "/".join(str(v) for v in table.values())
    return (reader or PRINTED).tr.gettext("pay {spice} spice → +{solari} Solari (one exchange)",
                                          spice=spice, solari=solari)


# amounts {k: n}: the phrase of each kind, singular and plural ({n}: the amount)
AMOUNTS = {
    "solari": NP_("+{n} Solari", "+{n} Solari"),
    "spice": NP_("+{n} spice", "+{n} spice"),
    "water": NP_("+{n} water", "+{n} water"),
    "vp": NP_("+{n} VP", "+{n} VP"),
    "persuasion": NP_("+{n} Persuasion", "+{n} Persuasion"),
    "swords": NP_("+{n} Sword", "+{n} Swords"),
    "recruit": NP_("recruit {n} troop", "recruit {n} troops"),
    "draw": NP_("draw {n} card", "draw {n} cards"),
    "intrigue": NP_("draw {n} Intrigue card", "draw {n} Intrigue cards"),
    "discard": NP_("discard {n} card", "discard {n} cards"),
    "lose_troops": NP_("lose {n} troop in the Conflict", "lose {n} troops in the Conflict"),
    "retreat": NP_("retreat up to {n} troop from the Conflict to the garrison",
                   "retreat up to {n} troops from the Conflict to the garrison"),
    "harvest": NP_("+{n} spice and all the bonus spice here", "+{n} spice and all the bonus spice here"),
    "deploy_from_garrison": NP_("deploy up to {n} troop from the garrison to the Conflict",
                                "deploy up to {n} troops from the garrison to the Conflict"),
    "lose_garrison": NP_("lose {n} garrisoned troop", "lose {n} garrisoned troops"),
    "recruit_deploy": NP_("recruit {n} troop, which you may deploy to the Conflict",
                          "recruit {n} troops, which you may deploy to the Conflict"),
    "space_influence": NP_("+{n} more Influence with the Faction of this board space",
                           "+{n} more Influence with the Faction of this board space"),
}
# "up to N" troops where N is every troop a player owns reads "any number" (Chani, Rapid
# Mobilization: "any number of", written 12 in the data)
ANY_NUMBER = {
    "retreat": N_("retreat any number of troops from the Conflict to the garrison"),
    "deploy_from_garrison": N_("deploy any number of troops from the garrison to the Conflict"),
}
# flags (bare words); "signet" and "sell_melange" are worded by signet_text / sell_melange_text
FLAGS = {
    "trash_self": N_("trash this card"),
    "take_mentat": N_("take the Mentat if it is here: this round it is one of your Agents (it returns "
                      "here in the Recall phase)"),
    "mentat_reward": N_("the Mentat: take it at the start of next round, as one of your Agents for that round"),
    "take_swordmaster": N_("gain your Swordmaster: your third Agent, this round and for the rest of the game"),
    "high_council_seat": N_("take a seat on the High Council: +2 Persuasion in each of your Reveal turns from now on"),
    "steal_intrigue": N_("each opponent with 4 or more Intrigue cards gives you one of them at random"),
    "harvest_again": N_("at a Maker space: its base spice again (not its bonus spice)"),
    "voice": N_("The Voice: choose a board space; your opponents cannot send Agents there until your next turn"),
}
# Influence: (any Faction, one Faction named {faction}); gained, lost, or a cost
INFLUENCE_GAIN = (NP_("+{n} Influence with a Faction of your choice", "+{n} Influence with one Faction of your choice"),
                  NP_("+{n} {faction} Influence", "+{n} {faction} Influence"))
INFLUENCE_LOSE = (NP_("lose {n} Influence with a Faction of your choice",
                      "lose {n} Influence with one Faction of your choice"),
                  NP_("lose {n} {faction} Influence", "lose {n} {faction} Influence"))
INFLUENCE_COST = (NP_("lose {n} Influence with a Faction", "lose {n} Influence with one Faction"),
                  NP_("lose {n} {faction} Influence", "lose {n} {faction} Influence"))
PAY = NP_("{n} {resource}", "{n} {resource}")


def word(reader: Reader, msgid: str) -> str:
    """A table's word (a Faction, an icon, a resource) in the reader's language."""
    return reader.tr.gettext(msgid)


def amount_text(kind: str, n: int, reader: Reader = PRINTED) -> str:
    if kind in ANY_NUMBER and n >= TROOPS_PER_PLAYER:
        return reader.tr.gettext(ANY_NUMBER[kind])
    return reader.tr.plural(AMOUNTS[kind], n)


def influence_text(faction: str, n: int, forms: tuple[tuple[str, str], tuple[str, str]],
                   reader: Reader = PRINTED) -> str:
    if faction == "any":
        return reader.tr.plural(forms[0], n)
    return reader.tr.plural(forms[1], n, faction=word(reader, FACTION_NAMES[faction]))


def rule_text(key: str, reader: Reader = PRINTED) -> str:
    """A declared rule text; a missing one shows its key, which tests/test_render.py rejects."""
    text = RULE_TEXTS.get(key)
    return key.replace(":", " ") if text is None else reader.tr.gettext(text)


def cond_text(c: Effect, reader: Reader = PRINTED) -> str:
    """A condition as a clause ("if you have ...")."""
    tr = reader.tr
    if c[0] == "alliance":
        return tr.gettext("if you have the {faction} Alliance", faction=word(reader, FACTION_NAMES[c[1]]))
    if c[0] == "influence_at_least":
        return tr.gettext("if you have {n} or more {faction} Influence", n=c[2],
                          faction=word(reader, FACTION_NAMES[c[1]]))
    if c[0] == "fremen_bond":
        return tr.gettext("if you have another Fremen card in play (Fremen Bond)")
    if c[0] == "won_conflict":
        return tr.gettext("if you won the Conflict")
    if c[0] == "custom":
        return rule_text(f"cond:{c[1]}", reader)
    return " ".join(str(x) for x in c)


def cost_text(c: Effect, reader: Reader = PRINTED) -> str:
    tr = reader.tr
    if c[0] == "pay":
        return tr.gettext("pay {what}", what=tr.plural(PAY, c[2], resource=word(reader, RESOURCE_NAMES[c[1]])))
    if c[0] == "trash_self":
        return tr.gettext("trash this card")
    if c[0] == "trash_card":
        return tr.gettext("trash a card")
    if c[0] == "lose_influence":
        return influence_text(c[1], 1, INFLUENCE_COST, reader)
    return " ".join(str(x) for x in c)


def costs_text(costs: tuple[Effect, ...], reader: Reader = PRINTED) -> str:
    """"pay 1 water and 1 spice": the resources of one cost share their "pay"."""
    tr = reader.tr
    pays = [tr.plural(PAY, c[2], resource=word(reader, RESOURCE_NAMES[c[1]])) for c in costs if c[0] == "pay"]
    parts = [cost_text(c, reader) for c in costs if c[0] != "pay"]
    if pays:
        parts.append(tr.gettext("pay {what}", what=joined(pays, GROUP, reader)))
    return joined(parts, GROUP, reader)


def signet_text(reader: Reader = PRINTED) -> str:
    """The Signet Ring's Agent box: the reader's leader's Signet ability (004 Líderes)."""
    lid = reader.leader
    if lid is None:
        return reader.tr.gettext("use your leader's Signet Ring ability")
    ld = load_content(reader.edition).leaders[lid]
    return reader.tr.gettext("{ability}, the Signet Ring ability of {leader}: {text}",
                             ability=reader.name("leaders", lid, "signet_name"), leader=reader.name("leaders", ld.id),
                             text=effects_text(ld.signet, reader, GROUP))


def node_text(e: Effect, reader: Reader = PRINTED) -> str:
    """The text of one effect without its inner effects (a "→", a condition, a choice: their
    head). effect_text composes these; tests check each node's text is in its component's."""
    k = e[0]
    tr = reader.tr
    if k in AMOUNTS:
        return amount_text(k, e[1], reader)
    if k in FLAGS:
        return tr.gettext(FLAGS[k])
    if k == "signet":
        return signet_text(reader)
    if k == "sell_melange":
        return sell_melange_text(reader.edition, reader)
    if k == "influence":
        return influence_text(e[1], abs(e[2]), INFLUENCE_GAIN if e[2] >= 0 else INFLUENCE_LOSE, reader)
    if k == "influence_distinct":
        return tr.gettext("+{n} Influence with each of {k} different Factions of your choice", n=e[2], k=e[1])
    if k == "may":
        return tr.gettext("you may {cost} →", cost=costs_text(e[1], reader))
    if k == "choose":
        return tr.gettext(CHOOSE[e[1]]) if e[1] in CHOOSE else tr.gettext(CHOOSE_N, n=e[1])
    if k == "if":
        return tr.gettext("{condition}:", condition=cond_text(e[1], reader))
    if k == "each_opponent":
        return tr.gettext("each opponent, starting on your left:")
    if k == "trash":
        return tr.gettext("you may trash a card") if e[1] else tr.gettext("trash a card")
    if k == "acquire_reserve":
        return tr.gettext("acquire a {card} card from the Reserve", card=reader.name("cards", e[1]))
    if k == "take_from_discard":
        return tr.gettext("put a {faction} card from your discard pile into your hand",
                          faction=word(reader, FACTION_NAMES[e[1]]))
    if k == "persuasion_per_in_play":
        return tr.gettext("+{n} Persuasion for each {faction} card you have in play (this one included)",
                          n=e[2], faction=word(reader, FACTION_NAMES[e[1]]))
    if k == "discount":
        return tr.gettext("{card} costs {n} Persuasion less this turn", card=reader.name("cards", e[1]), n=e[2])
    if k == "control":
        return tr.gettext("take control of {space} (your control marker on its flag)",
                          space=reader.name("spaces", e[1]))
    if k == "custom":
        return rule_text(f"custom:{e[1]}", reader)
    return " ".join(str(x) for x in e)


def effect_text(e: Effect, reader: Reader = PRINTED) -> str:
    head = node_text(e, reader)
    inner = children(e)
    if not inner:
        return head
    if e[0] == "choose":
        return f"{head} " + joined([effects_text(o, reader, GROUP) for o in inner], " OR ", reader)
    return f"{head} {effects_text(inner[0], reader, GROUP)}"


def effects_text(effects: tuple[Effect, ...], reader: Reader = PRINTED, sep: str = BOX) -> str:
    return joined([effect_text(e, reader) for e in effects], sep, reader) if effects else "—"
