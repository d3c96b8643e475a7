"""Effects as players read them, rendered from the data (the vocabulary of docs/content.md).

Every effect kind of the core's vocabulary has its phrase here; a product's own words have theirs
in its folder, declared with the words by its vocabulary (content/vocabulary.py `Vocabulary`: its
message ids, and `phrases`, read by `module_phrases`). A rule that is not a plain effect — a
`{custom: ...}` effect, a named condition, Kwisatz Haderach's Agent, a House Hagal instruction —
declares its text beside the rule itself (its module's `texts`: a game's `Ruleset.texts`), so a new custom rule
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

from collections import ChainMap
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import import_module
from typing import Any

from landsraad.content import Content, Contract, Space, load_content
from landsraad.content.loader import load_cards
from landsraad.content.names import component_name, content_name, find_component, module_rule_texts
from landsraad.content.tree import children
from landsraad.content.vocabulary import VOCABULARIES, VocabularyWords
from landsraad.core.constants import EDITIONS, TROOPS_PER_PLAYER
from landsraad.core.errors import ContentError
from landsraad.i18n import N_, NP_, Translator, translator
from landsraad.rules import turns
from landsraad.rules.editions import ruleset_of
from landsraad.rules.phases import new_game
from landsraad.rules.registry import RULE_TEXTS
from landsraad.rules.ruleset import module_texts, ruleset_for
from landsraad.rules.state import GameConfig, GameState
from landsraad.rules.story import FACTION_NAMES as STORY_FACTIONS
from landsraad.rules.story import reason_text

Effect = tuple[Any, ...]

BASE_FACTIONS = {"emperor": N_("Emperor"), "guild": N_("Spacing Guild"), "bene_gesserit": N_("Bene Gesserit"),
                 "fremen": N_("Fremen")}
# every Faction's name as a message: the four, then those a module's board declares (rules/story.py
# declare_factions: the six-player Great Houses and Fringe Worlds), read when looked up
FACTION_NAMES: Mapping[str, str] = ChainMap(BASE_FACTIONS, STORY_FACTIONS)  # type: ignore[arg-type]
# the Agent icons: the board spaces', then those only a module's cards print (its vocabulary's
# `icon_texts`: content/vocabulary.py), read when looked up
BOARD_ICONS = {**BASE_FACTIONS, "landsraad": N_("Landsraad"), "city": N_("City"), "spice_trade": N_("Spice Trade")}
ICON_NAMES: Mapping[str, str] = ChainMap(BOARD_ICONS, VocabularyWords("icon_texts"))  # type: ignore[arg-type]
RESOURCE_NAMES = {"solari": N_("Solari"), "spice": N_("spice"), "water": N_("water")}
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
# "choose N:" by N (the English words of NUMBER_WORDS); other N: CHOOSE_N
CHOOSE = {1: N_("choose one:"), 2: N_("choose two different:"), 3: N_("choose three different:"),
          4: N_("choose four different:")}
CHOOSE_N = N_("choose {n} different:")
# separators: between the effects of a box, and inside one effect (a "→", a condition, an option)
BOX, GROUP = "; ", " and "
SEPARATORS = {BOX: N_("; "), GROUP: N_(" and "), " OR ": N_(" OR "), " or ": N_(" or ")}


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
    modules: tuple[str, ...] = ()  # the game's rules modules (Immortality: its components join the edition's)

    @staticmethod
    def of_view(v: dict[str, Any], lang: str = "en") -> Reader:
        """The reader of `landsraad.view(state, seat)`: everything used here is public."""
        seat = v["seat"]
        return Reader(edition=v["edition"], players=v["players_count"], difficulty=v.get("difficulty"),
                      leaders=tuple(p["leader"] for p in v["players"]), seat=seat if seat >= 0 else None,
                      lang=lang, modules=tuple(v.get("modules") or ()))

    @property
    def tr(self) -> Translator:
        return translator(self.lang)

    def name(self, kind: str, cid: str, field: str = "name") -> str:
        """A component's name (or another printed field) in the reader's language, looked up by
        component (content/names.py): the one the reader's game holds (its ruleset's content, base
        cards in an Uprising game included), else the edition's or another product's of that id
        (`english_name`); its own product's names file gives the words, else the data's English."""
        comp = _in_game(self.edition, self.modules, kind, cid)
        if comp is None:
            comp = find_component(self.edition, kind, cid)
        if comp is None:
            return english_name(self.edition, kind, cid, field)
        return component_name(comp, self.lang, field, kind)

    def comp_name(self, kind: str, comp: Any, field: str = "name") -> str:
        """`name` of a component at hand (one a module adds, that no content file of the edition
        holds: Immortality's Tleilaxu cards): its product's names file's words, else its own."""
        return component_name(comp, self.lang, field, kind)

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


@lru_cache(maxsize=64)
def _game_content(edition: str, modules: tuple[str, ...]) -> Content | None:
    """The content of a game on `edition` with `modules` (its ruleset's: what the game holds),
    None when they make no game (a reader of an edition's printed card files)."""
    from landsraad.rules.editions import ruleset_of
    from landsraad.rules.ruleset import ruleset_problem

    if ruleset_problem(edition, modules) is not None:
        return None
    return ruleset_of(edition, modules).content


def _in_game(edition: str, modules: tuple[str, ...], kind: str, cid: str) -> Any:
    content = _game_content(edition, modules)
    if content is None:
        return None
    comp = content.of_kind(kind).get(cid)
    if comp is None and kind == "leaders":  # the other side of a leader that flips
        comp = next((ld.back for ld in content.leaders.values() if ld.back is not None and ld.back.id == cid), None)
    return comp


@lru_cache(maxsize=32)
def _game_like(reader: Reader) -> GameState:
    """A game set up like the reader's (players, difficulty, leaders): the engine's cost and
    blocker rules are asked about it, so a text never holds a second copy of them."""
    if reader.lang != "en":  # the words do not change the game: one game for every language
        return _game_like(Reader(reader.edition, reader.players, reader.difficulty, reader.leaders, reader.seat,
                                 modules=reader.modules))
    table = GameConfig(edition=reader.edition, players=reader.players or 4, difficulty=reader.difficulty or "sardaukar",
                       modules=reader.modules)
    leader_seats = ruleset_for(table).leader_seats  # solo Rivals have leaders; House Hagal none
    cfg = GameConfig(edition=reader.edition, players=reader.players or 4, first_player=0,
                     leaders=reader.leaders[:leader_seats], difficulty=reader.difficulty or "sardaukar",
                     modules=reader.modules)  # the game's modules: Immortality's Research Station
    return new_game(cfg, 0)


def space_terms(space: Space, reader: Reader) -> tuple[tuple[tuple[str, int], ...], str | None]:
    """A board space's cost for the reader of this game, and why a rule of this game closes it
    to the reader (Kwisatz Haderach difficulty: no Swordmaster), in the reader's words, or None."""
    seat = reader.cost_seat()
    if seat is None:
        return space.cost, None
    s = _game_like(reader)
    p = s.players[seat]
    closed = turns.closed_by_rules(s, p).get(space.id)
    return turns.space_cost(s, p, space, None), (
        None if closed is None else reason_text(closed, reader.edition, reader.lang))


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


def rule_texts_of(reader: Reader) -> Mapping[str, str]:
    """The rule texts of the reader's game: its ruleset's (Ruleset.texts: the base game's and its
    modules'), never another game's."""
    try:  # the ruleset as prompts.game_rules reads it (not imported: texts is below prompts)
        return ruleset_of(reader.edition, reader.modules).texts
    except ContentError:  # no game of these rules can be built: the core's texts
        return RULE_TEXTS


def declared_text(key: str, reader: Reader = PRINTED) -> str | None:
    """A declared rule text: the reader's game's first (its ruleset's), then one a module declares in
    its data (Immortality's) or as `Module.texts` (a component listed before any game of its rules
    was built, as a House Hagal card of a module)."""
    return rule_texts_of(reader).get(key) or module_rule_texts().get(key) or module_texts().get(key) or None


def rule_text(key: str, reader: Reader = PRINTED) -> str:
    """A declared rule text of the reader's game; a missing one shows its key, which
    tests/test_render.py rejects."""
    text = declared_text(key, reader)
    return key.replace(":", " ") if not text else reader.tr.gettext(text)


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
    for vocabulary in VOCABULARIES.values():  # a module's named condition (content/vocabulary.py)
        if c[0] in vocabulary.condition_texts:
            return tr.gettext(vocabulary.condition_texts[c[0]], **({"n": c[1]} if len(c) > 1 else {}))
    phrase = module_phrases("CONDITION_PHRASES").get(c[0])
    if phrase is not None:
        return str(phrase(c, reader))
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
    if c[0] in MORE_COSTS:
        return str(MORE_COSTS[c[0]](c, reader))
    phrase = module_phrases("COST_PHRASES").get(c[0])
    if phrase is not None:
        return str(phrase(c, reader))
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
    ld = edition_content(reader.edition).leaders[lid]
    return reader.tr.gettext("{ability}, the Signet Ring ability of {leader}: {text}",
                             ability=reader.comp_name("leaders", ld, "signet_name"),
                             leader=reader.comp_name("leaders", ld), text=effects_text(ld.signet, reader, GROUP))


def node_text(e: Effect, reader: Reader = PRINTED) -> str:
    """The text of one effect without its inner effects (a "→", a condition, a choice: their
    head). effect_text composes these; tests check each node's text is in its component's."""
    k = e[0]
    tr = reader.tr
    if k in AMOUNTS:
        return amount_text(k, e[1], reader)
    if k in FLAGS:
        return tr.gettext(FLAGS[k])
    for vocabulary in VOCABULARIES.values():  # a module's own words, with their texts (content/vocabulary.py)
        if k in vocabulary.amount_texts:
            return tr.plural(vocabulary.amount_texts[k], e[1])
        if k in vocabulary.flag_texts:
            return tr.gettext(vocabulary.flag_texts[k])
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
    if k in MORE_NODES:
        return str(MORE_NODES[k](e, reader))
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
    phrase = module_phrases("EFFECT_PHRASES").get(k)
    if phrase is not None:  # a module's word (its vocabulary's `phrases`)
        return str(phrase(e, reader))
    for module_node_text in node_hooks():  # a module's own steps (six players: "P2: recruit 1 troop")
        text = module_node_text(e, reader)
        if text is not None:
            return str(text)
    return " ".join(str(x) for x in e)


@lru_cache(maxsize=1)
def node_hooks() -> tuple[Any, ...]:
    """The modules' `node_text(e, reader) -> str | None` (their "render" parts: interfaces/parts.py),
    for the effect words of their own steps that no content prints."""
    from landsraad.interfaces.parts import every_part

    return tuple(fn for part in every_part("render") if (fn := getattr(part, "node_text", None)) is not None)


def module_phrases(table: str) -> Mapping[str, Any]:
    """A phrase table of the registered vocabularies (`Vocabulary.phrases`: content/vocabulary.py):
    `EFFECT_PHRASES`, `CONDITION_PHRASES` or `COST_PHRASES`, word -> fn(e, reader) -> str."""
    return _phrase_tables(tuple(v.phrases for v in VOCABULARIES.values() if v.phrases))[table]


@lru_cache(maxsize=8)
def _phrase_tables(paths: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """The vocabularies' phrase modules, imported the first time a text reads them, merged in
    registration order (a word two of them declare alike, a shared one, is the first's)."""
    tables: dict[str, dict[str, Any]] = {"EFFECT_PHRASES": {}, "CONDITION_PHRASES": {}, "COST_PHRASES": {}}
    for path in paths:
        module = import_module(path)
        for name, table in tables.items():
            for key, fn in getattr(module, name, {}).items():
                table.setdefault(key, fn)
    return tables


def effect_text(e: Effect, reader: Reader = PRINTED) -> str:
    head = node_text(e, reader)
    inner = children(e)
    if not inner:
        return head
    if e[0] == "choose":
        return f"{head} " + joined([effects_text(o, reader, GROUP) for o in inner], " OR ", reader)
    if e[0] == "first_visit":  # Uprising High Council: the first visit's box, then every later one's
        return tr_later(reader, head, effects_text(inner[0], reader, GROUP), effects_text(inner[1], reader, GROUP))
    return f"{head} {effects_text(inner[0], reader, GROUP)}"


def effects_text(effects: tuple[Effect, ...], reader: Reader = PRINTED, sep: str = BOX) -> str:
    return joined([effect_text(e, reader) for e in effects], sep, reader) if effects else "—"


# ==== words first printed on seed 002's cards ===================================================
# The phrases of the words the core's loader parses (content/loader.py `_more_effect`, `_more_cost`;
# seed 002, "GUÍA DE ICONOS Y TÉRMINOS ADICIONALES", "GUÍA DE CASILLAS DEL TABLERO"): one phrase per
# kind, board and cards alike, each a gettext message like the base game's. A product's own words
# have theirs in its folder (its vocabulary's `phrases`: `module_phrases`; docs/rulings.md U755).

def edition_content(edition: str) -> Content:
    """An edition's components for its texts: a playable edition's content, or the card files of
    an edition that has no rules module yet (`load_cards`: `landsraad cards --edition uprising`)."""
    return load_content(edition) if edition in EDITIONS else load_cards(edition)


def english_name(edition: str, kind: str, cid: str, field: str = "name") -> str:
    """A component named by id in the data's words: the edition's own, or the base game's of that
    id while the edition's Reserve and starter files are not there (the same cards: 002
    "COMPONENTES DEL JUEGO")."""
    for ed in dict.fromkeys((edition, "base")):
        try:
            comps = edition_content(ed).of_kind(kind)
        except ContentError:
            continue
        if cid in comps:
            return str(getattr(comps[cid], field) or "")
    from landsraad.content.names import module_component

    comp = module_component(edition, kind, cid)  # a module's (Immortality's), in a game with the module
    if comp is not None:
        return str(getattr(comp, field) or "")
    raise ContentError(f"no {kind} {cid!r} in the {edition} or base content")


def card_name(reader: Reader, card_id: str) -> str:
    """A card named by a text (The Spice Must Flow, Diplomacy), in the reader's language."""
    return reader.name("cards", card_id)


# "a Maker board space" ...: the kinds of board space a condition names
SPACE_KIND_NAMES = {"maker": N_("a Maker board space"), "faction": N_("a Faction board space"),
                    "landsraad": N_("a Landsraad board space"), "city": N_("a City board space"),
                    "spice_trade": N_("a Spice Trade board space"), "combat": N_("a Combat board space"),
                    "emperor": N_("an Emperor board space"), "guild": N_("a Spacing Guild board space"),
                    "bene_gesserit": N_("a Bene Gesserit board space"), "fremen": N_("a Fremen board space")}
# the same kinds as one word of a list ("a City, Emperor or Fremen board space")
KIND_WORDS = {"maker": N_("Maker"), "faction": N_("Faction"), "combat": N_("Combat")}
SPACE_KIND_WORDS: Mapping[str, str] = ChainMap(KIND_WORDS, ICON_NAMES)  # type: ignore[arg-type]
COUNTER_NAMES = {
    "other_revealed_sword_card": N_("for each other card you revealed this turn that gives one or more Swords:"),
    "revealed_emperor_card": N_("for each Emperor card you revealed this turn (this one included):"),
}


def counter_name(counter: str) -> str:
    """What a `for_each` counts, as a message id: the core's, else its module's (content/vocabulary.py)."""
    if counter in COUNTER_NAMES:
        return COUNTER_NAMES[counter]
    return next(v.counter_texts[counter] for v in VOCABULARIES.values() if counter in v.counter_texts)


BATTLE_ICON_NAMES = {"crysknife": N_("Crysknife"), "desert_mouse": N_("Desert Mouse"),
                     "ornithopter": N_("Ornithopter"), "wild": N_("wild")}
OR_LAST = N_("{spaces} or {last}")  # "A, B or C" (the House Hagal card's words too)


def or_list(names: list[str], reader: Reader) -> str:
    return names[0] if len(names) == 1 else reader.tr.gettext(OR_LAST, spaces=", ".join(names[:-1]), last=names[-1])


ACQUIRE_ROW = {
    ("exactly", ""): N_("acquire a card of the Imperium Row costing exactly {n} Persuasion"),
    ("at_most", ""): N_("acquire a card of the Imperium Row costing {n} Persuasion or less"),
    ("exactly", "hand"): N_("acquire a card of the Imperium Row costing exactly {n} Persuasion and put it into your "
                            "hand"),
    ("at_most", "hand"): N_("acquire a card of the Imperium Row costing {n} Persuasion or less and put it into your "
                            "hand"),
}


def acquire_text(e: Effect, reader: Reader = PRINTED) -> str:
    _, lo, hi, to = e
    which = ("exactly" if lo == hi else "at_most", "hand" if to == "hand" else "")
    return reader.tr.gettext(ACQUIRE_ROW[which], n=hi)


# the effects with a mapping first printed on seed 002's cards, none a product's own thing
# (content/loader.py `_more_effect`)
MORE_NODES: dict[str, Any] = {
    "for_each": lambda e, r: r.tr.gettext(counter_name(e[1])),
    "acquire": acquire_text,
    "remove_starter": lambda e, r: r.tr.gettext("your starting deck has no {card} card", card=card_name(r, e[1])),
    # the board's High Council (002): the first visit's box, then BOARD_LATER and every later one's
    "first_visit": lambda e, r: r.tr.gettext("the first time you send an Agent here:"),
}
BOARD_LATER = N_("{first} {first_box}; each later time: {later_box}")


def tr_later(reader: Reader, first: str, first_box: str, later_box: str) -> str:
    return reader.tr.gettext(BOARD_LATER, first=first, first_box=first_box, later_box=later_box)




def _faction(r: Reader, f: str) -> str:
    return word(r, FACTION_NAMES[f])


TRASH_FACTION_CARD = {"in_play": N_("trash another {faction} card you have in play"),
                      "a": N_("trash a {faction} card from your hand"),
                      "an": N_("trash an {faction} card from your hand")}  # the English article of the Faction


def _trash_faction_card(c: Effect, r: Reader) -> str:
    which = "in_play" if c[2] == "in_play" else "an" if FACTION_NAMES[c[1]][0] in "AEIOU" else "a"
    return r.tr.gettext(TRASH_FACTION_CARD[which], faction=_faction(r, c[1]))


# the costs with a mapping, or a bare word, first printed on seed 002's cards (content/loader.py
# `_more_cost`, FLAG_COSTS), none a product's own thing
MORE_COSTS: dict[str, Any] = {
    "discard": lambda c, r: r.tr.ngettext("discard {n} card", "discard {n} cards", c[1]),
    "retreat": lambda c, r: (r.tr.ngettext("retreat {n} troop", "retreat {n} troops", c[1]) if c[1] == c[2]
                             else r.tr.gettext("retreat {low} or {high} troops", low=c[1], high=c[2])),
    "trash_faction_card": lambda c, r: _trash_faction_card(c, r),
    "lose_influence_distinct": lambda c, r: r.tr.gettext("lose 1 Influence with each of {k} different Factions", k=c[1]),
    "lose_influence_any": lambda c, r: r.tr.gettext("lose 1 Influence {k} times (with a Faction of your choice each "
                                                    "time, the same one or not)", k=c[1]),
    "flip_conflict": lambda c, r: r.tr.gettext("turn face down one of your Conflict cards with the {icon} battle icon "
                                               "(or the wild one)", icon=word(r, BATTLE_ICON_NAMES[c[1]])),
    "trash_intrigue": lambda c, r: r.tr.gettext("trash an Intrigue card"),
    "discard_intrigue": lambda c, r: r.tr.gettext("discard an Intrigue card"),  # 002 Privilegio Imperial (rulings U4)
}

# ==== CHOAM contracts ===========================================================================
# How each kind of contract is completed (002 MÓDULO DE LA CHOAM, "COMPLETAR CONTRATOS";
# content/contracts.py): the clause after "Completed when you ...". Completion is automatic and
# mandatory (shared/FAQ.md 2.6). Contracts completed by an Agent's visit say that the visit must
# come after the contract is taken (002: "Si tomas un contrato relacionado con la casilla del
# tablero a la que ya has enviado tu Agente en este turno, deberás esperar a un turno posterior";
# docs/rulings.md C5).
CONTRACT_COMPLETE: dict[str, Any] = {
    "space": lambda c, content, r: r.tr.gettext(
        "send an Agent to {space}; only an Agent sent while you hold it counts: a contract taken in the turn of "
        "that Agent waits for a later turn", space=r.comp_name("spaces", content.spaces[c[1]])),
    "harvest": lambda c, content, r: r.tr.gettext(
        "send an Agent to a Maker space and gain {n} or more spice in that turn, in all and from every source; "
        "only an Agent sent while you hold it counts: a contract taken in the turn of that Agent waits for a "
        "later turn", n=c[1]),
    "immediate": lambda c, content, r: r.tr.gettext("take it (at once)"),
    "acquire": lambda c, content, r: r.tr.gettext("acquire a copy of {card}",
                                                  card=r.comp_name("cards", content.cards[c[1]])),
}
CONTRACT_SARDAUKAR = N_("a Sardaukar contract: with Shaddam Corrino IV in the game it is set aside before the "
                        "contracts are shuffled, and only he may take it (instead of a face-up contract)")


def contract_complete_text(complete: Effect, content: Any, reader: Reader = PRINTED) -> str:
    """"Completed when you ...": how a contract of this kind is completed."""
    return str(CONTRACT_COMPLETE[complete[0]](complete, content, reader))


# ---- names the interfaces share (here, the bottom of prompts/render/screen: no import circle) ----

def contract_name(ct: Contract, reader: Reader = PRINTED) -> str:
    """`display_name` in the reader's language: a contract is named after what it asks (a board
    space's name, a harvest, an acquisition: content/contracts.yaml), so its name is made of the
    reader's words for that."""
    tr = reader.tr
    what = ct.complete[0] if ct.complete else None
    if reader.lang == "en" or what not in ("space", "harvest", "immediate", "acquire"):
        name = ct.name
    elif what == "space":
        name = reader.name("spaces", ct.complete[1])
    elif what == "harvest":
        name = tr.gettext("Harvest {n}+", n=ct.complete[1])
    elif what == "immediate":
        name = tr.gettext("Immediate")
    else:
        name = tr.gettext("Acquire {card}", card=reader.name("cards", ct.complete[1]))
    return tr.gettext("{name} contract", name=name)


def component_word(content: Content, lang: str, kind: str, ident: str) -> str:
    """A component's name in the reader's language (an unknown id shows as itself)."""
    tables: dict[str, Any] = {"cards": content.cards, "intrigues": content.intrigues, "spaces": content.spaces,
                              "leaders": content.leaders}
    return content_name(content, lang, kind, ident) if ident in tables.get(kind, {}) else ident


def source_words(content: Content, src: str, lang: str = "en") -> str:
    """'card:dagger' -> 'Dagger' in the reader's language (the origin of an effect)."""
    kind, _, ident = src.partition(":")
    tr = translator(lang)
    if kind in ("card", "intrigue", "space", "leader"):
        return component_word(content, lang, {"card": "cards", "intrigue": "intrigues", "space": "spaces",
                                     "leader": "leaders"}[kind], ident)
    if kind == "control":
        return tr.gettext("{space} (control bonus)", space=component_word(content, lang, "spaces", ident))
    if kind == "conflict":
        return tr.gettext("the Conflict reward")
    return src
