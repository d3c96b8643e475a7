"""Load and validate component data (YAML) into frozen records with effect tuples.

Effects are nested tuples of str/int (never closures), so the interpreter can keep them in
its data-only stack and a state stays clonable and serializable at every decision point.
The vocabulary is documented in docs/content.md; anything unknown fails at load time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from landsraad.content.contracts import PARSERS, Contract, load_contracts
from landsraad.content.kinds import KINDS, LOADED, module_kinds
from landsraad.content.products import PRODUCT_FOLDERS, product_folder
from landsraad.content.tree import walk
from landsraad.content.vocabulary import vocabularies
from landsraad.core.constants import CITY, EDITIONS, FACTIONS, LANDSRAAD, RESOURCES, SPICE_TRADE
from landsraad.core.errors import ContentError

Effect = tuple[Any, ...]
Effects = tuple[Effect, ...]

# The Faction ids the effect vocabulary accepts (in effects, requirements, icons): the base
# game's four, plus those a module declares (`declare_factions`) before it builds its records
# (six players add two Factions: seed 002). A game's own Factions are its ruleset's
# (`Content.factions`, factions.yaml in its product's folder).
KNOWN_FACTIONS: list[str] = list(FACTIONS)


def declare_factions(*ids: str) -> None:
    """Let the vocabulary name more Factions (a module's content then gives their tracks)."""
    for fid in ids:
        if fid not in KNOWN_FACTIONS:
            KNOWN_FACTIONS.append(fid)


def _icons() -> tuple[str, ...]:
    """Agent icons: one per Faction, then Landsraad, City and Spice Trade (004 Turno do Agente)."""
    return (*KNOWN_FACTIONS, LANDSRAAD, CITY, SPICE_TRADE)

# Gains that take a single non-negative integer: {solari: 2}
AMOUNT_EFFECTS = frozenset(
    {"solari", "spice", "water", "vp", "persuasion", "swords", "recruit", "draw", "intrigue",
     "discard", "lose_troops", "retreat", "harvest", "deploy_from_garrison",
     # Imperium cards (landsraad/modules/base/cards_imperium.py)
     "lose_garrison", "recruit_deploy", "space_influence"}
)
# Effects without parameters, written as a bare string
FLAG_EFFECTS = frozenset(
    {"trash_self", "take_mentat", "mentat_reward", "take_swordmaster", "high_council_seat",
     "steal_intrigue", "sell_melange", "signet",
     # Imperium cards (landsraad/modules/base/cards_imperium.py)
     "harvest_again", "voice"}
)
# Bare-word "→" costs: two different Intrigue costs (docs/rulings.md U4): discard one (002 Privilegio
# Imperial: it goes to the discard pile) and trash one (the cards' "trash an Intrigue card")
FLAG_COSTS = frozenset({"discard_intrigue", "trash_intrigue"})
# What a `for_each` counts (each a count of the player's own things), besides a module's
# (`Vocabulary.counters`)
COUNTERS = frozenset({"other_revealed_sword_card", "revealed_emperor_card"})
# The battle icons (002 Iconos de batalla): `wild` (the "?" icon) only on a Conflict card (Propaganda)
BATTLE_ICONS = ("crysknife", "desert_mouse", "ornithopter", "wild")
OBJECTIVE_BATTLE_ICONS = BATTLE_ICONS[:3]
# the words each product prints are its own vocabulary's (content/vocabulary.py; declared in its folder)

SPACE_FIELDS = frozenset(
    {"id", "name", "icon", "faction", "combat", "maker", "cost", "requirement", "once_per_game",
     "control_bonus", "effects", "rule", "source",
     # Uprising (002 Guía de casillas del tablero)
     "cost_options", "cost_when", "shield_wall"}
)
CARD_FIELDS = frozenset(
    {"id", "name", "copies", "cost", "faction", "icons", "agent", "reveal", "acquire", "checked", "notes",
     "on_trash", "on_discard", "module"}
)  # and a module's own (content/vocabulary.py: Immortality's graft, icons_when)
INTRIGUE_FIELDS = frozenset(
    {"id", "name", "copies", "kind", "condition", "cost", "effects", "also", "checked", "notes", "module"})
CONFLICT_FIELDS = frozenset({"id", "name", "level", "copies", "rewards", "control", "checked",
                             # Uprising (002 Iconos de batalla; Lugares cruciales y la Muralla Escudo)
                             "battle_icon", "shield_wall"})
LEADER_FIELDS = frozenset(
    {"id", "name", "house", "complexity", "setup", "left", "signet", "checked", "notes", "module", "state",
     "back", "track"})
LEADER_ABILITY_FIELDS = frozenset({"name", "text", "effects"})
INTRIGUE_KINDS = frozenset({"plot", "combat", "win", "endgame"})


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    name: str
    icon: str
    faction: str | None
    combat: bool
    maker: bool
    cost: tuple[tuple[str, int], ...]
    requirement: tuple[tuple[str, int], ...]  # (faction, minimum influence)
    once_per_game: bool
    control_bonus: tuple[tuple[str, int], ...]
    effects: Effects
    source: str
    # what the space does beyond its effects, as players read it, when that is a rule of the turn
    # (Hall of Oratory's Persuasion in the Reveal turn: rules/turns.py)
    rule: str = ""
    # ---- Uprising (002 Guía de casillas del tablero) ----
    # "Coste: elige entre ...": alternative costs, one chosen and paid when the Agent is placed
    # (before any effect, 002 Costes de las casillas del tablero), each with the effects it adds
    # to `effects` (Spice Refinery: 0 spice → 2 Solari, 1 spice → 4 Solari). Empty: `cost` applies.
    cost_options: tuple[tuple[tuple[tuple[str, int], ...], Effects], ...] = ()
    # a cost that replaces `cost` while a condition holds, first match wins (Swordmaster: 6 Solari
    # once some player has their Swordmaster, else 8)
    cost_when: tuple[tuple[Effect, tuple[tuple[str, int], ...]], ...] = ()
    # protected by the Shield Wall: no sandworm may be summoned to a Conflict here while the
    # Shield Wall token is on the board (002 Lugares cruciales y la Muralla Escudo)
    shield_wall: bool = False
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    copies: int
    cost: int  # persuasion; -1 = cannot be bought with persuasion (Foldspace, starters)
    faction: str | None
    icons: tuple[str, ...]
    agent: Effects
    reveal: Effects
    acquire: Effects
    kind: str  # starter / imperium / reserve
    checked: str
    # every faction printed on the card (Liet Kynes: emperor + fremen); `faction` is the first
    factions: tuple[str, ...] = ()
    on_trash: Effects = ()  # "when this card is trashed" (Assassination Mission, FAQ 2.4)
    # "when this card is discarded" (Spacing Guild's Favor: from hand only, 002 ACLARACIONES)
    on_discard: Effects = ()
    # the rules module it belongs to (None: the edition's own deck; "choam": only with that module)
    module: str | None = None
    # ---- Immortality (003 ADSCRIPCIONES) ----
    graft: bool = False  # the Agent box is a graft box: played only together with one other card
    # Agent icons the card has while a condition holds (Blank Slate: all four Factions if grafted)
    icons_when: tuple[tuple[Effect, tuple[str, ...]], ...] = ()
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


@dataclass(frozen=True, slots=True)
class Intrigue:
    id: str
    name: str
    copies: int
    kind: str  # plot / combat / win (combat, "when you win") / endgame
    effects: Effects
    checked: str
    condition: Effect | None = None  # must hold to play the card (FAQ 2.1)
    cost: Effects = ()  # compulsory when played (FAQ 2.1: an Intrigue's cost is not optional)
    # A second box of another kind (Tiebreaker: Combat +2 swords / Endgame +10 spice): (kind, effects)
    also: tuple[tuple[str, Effects], ...] = ()
    module: str | None = None  # "choam": in the deck only with that module (002 MÓDULO DE LA CHOAM)
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""

    def kinds(self) -> tuple[str, ...]:
        return (self.kind,) + tuple(k for k, _ in self.also)

    def effects_for(self, kind: str | None) -> Effects:
        """The box played in a window of this kind (None: the main box)."""
        for k, eff in self.also:
            if k == kind and kind != self.kind:
                return eff
        return self.effects


@dataclass(frozen=True, slots=True)
class Conflict:
    id: str
    name: str
    level: int
    copies: int
    rewards: tuple[Effects, ...]  # 1st, 2nd, 3rd
    control: str | None
    checked: str
    # Uprising: the battle icon (crysknife, desert_mouse, ornithopter, wild; None on base cards)
    # and whether it is fought at a place the Shield Wall protects (002 Iconos de batalla)
    battle_icon: str | None = None
    shield_wall: bool = False
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


@dataclass(frozen=True, slots=True)
class Leader:
    """004 Líderes: a leader card. `setup` effects apply at game start; the left ability is a
    rule in landsraad/modules/base/leaders.py (keyed by id); `signet` is what the Signet Ring does."""

    id: str
    name: str
    house: str
    complexity: int  # 1-3 icons after the name (004 Preparação D)
    setup: Effects
    left_name: str
    left_text: str
    signet_name: str
    signet: Effects  # its text is rendered from these effects (interfaces/texts.py)
    checked: str
    module: str | None = None  # "choam": offered only with that module (Shaddam Corrino IV)
    # the leader's own state at setup, by name (Feyd's training token, Jessica's memories and side)
    state: tuple[tuple[str, Any], ...] = ()
    back: Leader | None = None  # the other side of a leader that flips (Reverend Mother Jessica)
    track: tuple[TrackSpace, ...] = ()  # a track printed on the leader (Feyd's training track)
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


@dataclass(frozen=True, slots=True)
class Faction:
    """A Faction and its Influence track (004 "Facções"): `four_bonus` is the effect printed on
    the track's 4 space, taken when a player's cube reaches it."""

    id: str
    name: str
    four_bonus: Effect
    checked: str
    # what the track's 2 space gives while the cube is on it or above: 1 VP, lost again when the
    # cube drops below 2 (004 Facções; 002 Facciones); factions.yaml may state it (Uprising does)
    two_bonus: Effect = ("vp", 1)
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


FACTION_FIELDS = frozenset({"id", "name", "four_bonus", "checked", "two_bonus"})


def load_faction(raw: dict[str, Any]) -> Faction:
    where = f"faction {raw.get('id')}"
    _check_fields(raw, FACTION_FIELDS, where)
    if raw.get("id") not in KNOWN_FACTIONS:
        raise _fail(where, f"unknown faction (the effect vocabulary knows {', '.join(KNOWN_FACTIONS)}; "
                           "a module declares more with declare_factions)")
    two = parse_effect(raw.get("two_bonus", {"vp": 1}), where + ".two_bonus")
    if two[0] != "vp":
        raise _fail(where, "two_bonus is VP (the track's 2 space is a VP lost again below 2)")
    return Faction(id=raw["id"], name=str(raw.get("name") or raw["id"]),
                   four_bonus=parse_effect(raw.get("four_bonus"), where + ".four_bonus"),
                   checked=str(raw.get("checked", "")), two_bonus=two)


# ---- Uprising (seed 002): observation posts and Objective cards ----

@dataclass(frozen=True, slots=True)
class ObservationPost:
    """002 Espías: a post on the board where one Spy may stand, watching ("connected to") one or
    more board spaces (Infiltrate, Gather Intelligence, the Spy Agent icon)."""

    id: str
    name: str
    spaces: tuple[str, ...]
    checked: str
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


POST_FIELDS = frozenset({"id", "name", "spaces", "checked"})


def load_post(raw: dict[str, Any]) -> ObservationPost:
    where = f"observation post {raw.get('id')}"
    _check_fields(raw, POST_FIELDS, where)
    if not raw.get("id") or not raw.get("name"):
        raise _fail(where, "a post needs an id and a name")
    spaces = raw.get("spaces")
    if not isinstance(spaces, list) or not spaces or not all(isinstance(x, str) for x in spaces):
        raise _fail(where, "spaces is a non-empty list of board space ids")
    if len(set(spaces)) != len(spaces):
        raise _fail(where, "a space is listed twice")
    return ObservationPost(id=str(raw["id"]), name=str(raw["name"]), spaces=tuple(spaces),
                           checked=str(raw.get("checked", "")))


@dataclass(frozen=True, slots=True)
class Objective:
    """002 Preparación H: an Objective card, dealt face up at setup. Its battle icon pairs with a
    won Conflict's (002 Iconos de batalla); `players` are the player counts it is used with (its
    "1-3J" / "4/6J" mark; unmarked: all); the `first_player` card's holder starts."""

    id: str
    name: str
    battle_icon: str
    players: tuple[int, ...]
    first_player: bool
    checked: str
    # the product it came from (base, uprising, immortality, choam, ...): set by the loader from
    # where it was loaded (`stamp_product`), never written in the YAML; its names are that product's
    product: str = ""


OBJECTIVE_FIELDS = frozenset({"id", "name", "battle_icon", "players", "first_player", "checked"})
# the player counts of the Uprising family: 1-4 (002; 1 and 2 with Rivals) and 6 (its supplement)
PLAYER_COUNTS = (1, 2, 3, 4, 6)


def load_objective(raw: dict[str, Any]) -> Objective:
    where = f"objective {raw.get('id')}"
    _check_fields(raw, OBJECTIVE_FIELDS, where)
    if not raw.get("id") or not raw.get("name"):
        raise _fail(where, "an objective needs an id and a name")
    if raw.get("battle_icon") not in OBJECTIVE_BATTLE_ICONS:
        raise _fail(where, f"battle_icon must be one of {', '.join(OBJECTIVE_BATTLE_ICONS)}")
    players = raw.get("players")
    if (not isinstance(players, list) or not players or len(set(players)) != len(players)
            or any(isinstance(n, bool) or n not in PLAYER_COUNTS for n in players)):
        raise _fail(where, f"players lists distinct player counts among {PLAYER_COUNTS}")
    return Objective(id=str(raw["id"]), name=str(raw["name"]), battle_icon=raw["battle_icon"],
                     players=tuple(sorted(players)), first_player=_bool(raw.get("first_player", False), where),
                     checked=str(raw.get("checked", "")))

# ---- end Uprising ----


@dataclass(frozen=True)
class Content:
    edition: str
    spaces: dict[str, Space]
    cards: dict[str, Card]
    intrigues: dict[str, Intrigue]
    conflicts: dict[str, Conflict]
    starter_deck: tuple[str, ...]
    reserve: dict[str, int]
    imperium_deck: tuple[str, ...]
    intrigue_deck: tuple[str, ...]
    space_order: tuple[str, ...] = field(default=())
    leaders: dict[str, Leader] = field(default_factory=dict)
    # the Influence tracks, in track order (factions.yaml)
    factions: dict[str, Faction] = field(default_factory=dict)
    # Uprising: the observation posts (board.yaml `observation_posts`) and Objective cards
    observation_posts: dict[str, ObservationPost] = field(default_factory=dict)
    objectives: dict[str, Objective] = field(default_factory=dict)
    # Uprising: the CHOAM contracts (contracts.yaml; used by the CHOAM module: content/contracts.py)
    contracts: dict[str, Contract] = field(default_factory=dict)
    # the components of the kinds modules declare (content/kinds.py), by kind then id: the base
    # game's House Hagal cards (modules/base/hagal_card.py); read with the kind's `get`
    kinds: dict[str, dict[str, Any]] = field(default_factory=dict)

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def of_kind(self, kind: str) -> dict[str, Any]:
        """The components of a kind by id, the names files' kinds (content/names.py FIELDS): a core
        kind's field, or a module's kind from `kinds` ({} for a kind this content has none of)."""
        if kind in COMPONENT_KINDS:
            table: dict[str, Any] = getattr(self, kind)
            return table
        return self.kinds.get(kind, {})


# The core's kinds of component a content holds, each a dict of records by id that know their product
# (the names files' kinds: content/names.py FIELDS, plus Factions and CHOAM contracts); a module's
# own kinds are in `Content.kinds` (content/kinds.py)
COMPONENT_KINDS = ("spaces", "cards", "intrigues", "conflicts", "leaders", "factions",
                   "observation_posts", "objectives", "contracts")


def _stamped(comp: Any, product: str) -> Any:
    if comp.product:  # loaded by a product that said so (a module's own loader, contracts.yaml)
        return comp
    own = getattr(comp, "module", None) or product
    back = getattr(comp, "back", None)
    if back is not None:  # the other side of a leader that flips is the same card's
        return replace(comp, product=own, back=replace(back, product=own))
    return replace(comp, product=own)


def stamp_product(content: Content, product: str) -> Content:
    """The content with every component that does not say where it came from marked as `product`'s
    (issue 27, "components know their product"), or as the rules module's it is marked for
    (`module: choam`: 002 MÓDULO DE LA CHOAM, those cards and Shaddam Corrino IV are the CHOAM
    module's). Set by the loaders from the folder they read, never typed into the YAML: a
    component's names and texts are looked up in its product's names files (content/names.py)."""
    fields: dict[str, Any] = {kind: {cid: _stamped(comp, product) for cid, comp in getattr(content, kind).items()}
                              for kind in COMPONENT_KINDS}
    kinds = {kind: {cid: _stamped(comp, product) for cid, comp in records.items()}
             for kind, records in content.kinds.items()}
    return replace(content, **fields, kinds=kinds)


def components(content: Content) -> Any:
    """(kind, component) for every component of a content, a flipping leader's other side included."""
    for kind in COMPONENT_KINDS:
        for comp in getattr(content, kind).values():
            yield kind, comp
            back = getattr(comp, "back", None)
            if back is not None:
                yield kind, back
    for kind, records in content.kinds.items():
        for comp in records.values():
            yield kind, comp


def content_with(content: Content, *, spaces: Iterable[Space] = (), cards: Iterable[Card] = (),
                 factions: Iterable[Faction] = (), intrigues: Iterable[Intrigue] = (),
                 conflicts: Iterable[Conflict] = (), leaders: Iterable[Leader] = (),
                 observation_posts: Iterable[ObservationPost] = (),
                 objectives: Iterable[Objective] = (), contracts: Iterable[Contract] = (),
                 kinds: Mapping[str, Iterable[Any]] | None = None, replaces: Iterable[str] = ()) -> Content:
    """The content with more components, for a rules module (landsraad/rules/ruleset.py). A new
    id is added; an id already present replaces that component only when it is named in
    `replaces` (Immortality's Research Station replaces the base one), else ContentError: a
    module never overwrites another's component by accident. Cards go where their `kind` says:
    an Imperium card joins the Imperium deck with its copies, a reserve card the Reserve, a
    starter card every starter deck; a Faction adds an Influence track after the others; an
    Intrigue card joins the Intrigue deck with its copies; Conflict cards, leaders, observation
    posts, Objective cards, CHOAM contracts and the components of a module's kind (`kinds`, by the
    kind's name: content/kinds.py) join their pools (the Conflict deck is built from the pool by
    the ruleset's recipe).
    The result is validated like loaded content."""
    allowed = set(replaces)

    def merged(what: str, have: dict[str, Any], new: Iterable[Any]) -> dict[str, Any]:
        out = dict(have)
        for x in new:
            if x.id in out and x.id not in allowed:
                raise ContentError(f"{what} {x.id!r} already exists; name it in replaces= to replace it")
            out[x.id] = x
        return out

    new_intrigues = merged("intrigue", content.intrigues, intrigues)
    intrigue_deck = tuple(i for i in content.intrigue_deck if new_intrigues[i] is content.intrigues[i])
    for ig in new_intrigues.values():
        if content.intrigues.get(ig.id) is not ig:
            intrigue_deck += (ig.id,) * ig.copies
    new_factions = merged("faction", content.factions, factions)
    new_kinds = dict(content.kinds)
    for name, records in (kinds or {}).items():
        if name not in KINDS:
            raise ContentError(f"unknown component kind {name!r} (the modules declare {', '.join(KINDS) or 'none'})")
        new_kinds[name] = merged(KINDS[name].what, content.kinds.get(name, {}), records)
    new_spaces = dict(content.spaces)
    order = list(content.space_order)
    for sp in spaces:
        if sp.id in new_spaces and sp.id not in allowed:
            raise ContentError(f"space {sp.id!r} already exists; name it in replaces= to replace it")
        if sp.id not in new_spaces:
            order.append(sp.id)
        new_spaces[sp.id] = sp
    new_cards = dict(content.cards)
    starter, reserve, imperium = list(content.starter_deck), dict(content.reserve), list(content.imperium_deck)
    for c in cards:
        if c.id in new_cards:
            if c.id not in allowed:
                raise ContentError(f"card {c.id!r} already exists; name it in replaces= to replace it")
            old = new_cards[c.id]
            starter = [x for x in starter if x != c.id]
            imperium = [x for x in imperium if x != c.id]
            reserve.pop(old.id, None)
        new_cards[c.id] = c
        if c.kind == "starter":
            starter.extend([c.id] * c.copies)
        elif c.kind == "reserve":
            reserve[c.id] = c.copies
        elif c.kind == "imperium":
            imperium.extend([c.id] * c.copies)
        else:
            raise ContentError(f"card {c.id!r}: kind must be starter, reserve or imperium, not {c.kind!r}")
    out = replace(content, spaces=new_spaces, space_order=tuple(order), cards=new_cards,
                  starter_deck=tuple(starter), reserve=reserve, imperium_deck=tuple(imperium),
                  factions=new_factions, intrigues=new_intrigues, intrigue_deck=intrigue_deck,
                  conflicts=merged("conflict", content.conflicts, conflicts),
                  leaders=merged("leader", content.leaders, leaders), kinds=new_kinds,
                  observation_posts=merged("observation post", content.observation_posts, observation_posts),
                  objectives=merged("objective", content.objectives, objectives),
                  contracts=merged("contract", content.contracts, contracts))
    validate_content(out)
    return out


def _fail(where: str, msg: str) -> ContentError:
    return ContentError(f"{where}: {msg}")


def _int(v: Any, where: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise _fail(where, f"expected an integer, got {v!r}")
    return v


def parse_condition(raw: Any, where: str) -> Effect:
    if raw == "fremen_bond":
        return ("fremen_bond",)
    if raw == "won_conflict":
        return ("won_conflict",)
    for vocabulary in vocabularies():  # a module's (modules/<product>/vocab.py)
        if vocabulary.parse_condition is not None:
            own = vocabulary.parse_condition(raw, where, KNOWN_FACTIONS)
            if own is not None:
                return own
    if not isinstance(raw, dict) or len(raw) != 1:
        raise _fail(where, f"bad condition {raw!r}")
    (key, val), = raw.items()
    if key == "alliance":
        if val not in KNOWN_FACTIONS:
            raise _fail(where, f"unknown faction {val!r}")
        return ("alliance", val)
    if key == "influence_at_least":
        if not isinstance(val, dict) or len(val) != 1:
            raise _fail(where, "influence_at_least needs {faction: n}")
        (fac, n), = val.items()
        if fac not in KNOWN_FACTIONS:
            raise _fail(where, f"unknown faction {fac!r}")
        return ("influence_at_least", fac, _int(n, where))
    if key == "custom":
        # a named condition registered with @condition_fn (landsraad/rules/registry.py)
        return ("custom", str(val))
    raise _fail(where, f"unknown condition {key!r}")


def parse_effects(raw: Any, where: str) -> Effects:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise _fail(where, f"effects must be a list, got {raw!r}")
    return tuple(parse_effect(e, f"{where}[{i}]") for i, e in enumerate(raw))


def parse_effect(raw: Any, where: str) -> Effect:
    if isinstance(raw, str):
        if raw in FLAG_EFFECTS or any(raw in v.flag_effects for v in vocabularies()):
            return (raw,)
        raise _fail(where, f"unknown effect {raw!r}")
    if not isinstance(raw, dict) or len(raw) != 1:
        raise _fail(where, f"an effect is a one-key mapping, got {raw!r}")
    (key, val), = raw.items()
    if key in AMOUNT_EFFECTS or any(key in v.amount_effects for v in vocabularies()):
        n = _int(val, where)
        if n < 0:
            raise _fail(where, "amounts are non-negative; costs go under may/cost")
        return (key, n)
    if key == "influence":
        # {influence: fremen} | {influence: {faction: any, amount: -1}}
        if isinstance(val, str):
            fac, amount = val, 1
        elif isinstance(val, dict) and set(val) <= {"faction", "amount"}:
            fac, amount = val.get("faction", "any"), _int(val.get("amount", 1), where)
        else:
            raise _fail(where, f"bad influence {val!r}")
        if fac not in KNOWN_FACTIONS and fac != "any":
            raise _fail(where, f"unknown faction {fac!r}")
        return ("influence", fac, amount)
    if key == "influence_distinct":
        if not isinstance(val, dict) or set(val) != {"count", "amount"}:
            raise _fail(where, "influence_distinct needs count and amount")
        return ("influence_distinct", _int(val["count"], where), _int(val["amount"], where), ())
    if key == "may":
        if not isinstance(val, dict) or set(val) != {"cost", "then"}:
            raise _fail(where, "may needs exactly cost and then")
        return ("may", parse_costs(val["cost"], where + ".cost"), parse_effects(val["then"], where + ".then"))
    if key == "choose":
        if not isinstance(val, dict) or set(val) != {"n", "options"}:
            raise _fail(where, "choose needs n and options")
        opts = tuple(parse_effects(o, f"{where}.options[{i}]") for i, o in enumerate(val["options"]))
        n = _int(val["n"], where)
        if not 1 <= n <= len(opts):
            raise _fail(where, "choose n must be between 1 and the number of options")
        return ("choose", n, opts)
    if key == "if":
        if not isinstance(val, dict) or set(val) != {"cond", "then"}:
            raise _fail(where, "if needs cond and then")
        return ("if", parse_condition(val["cond"], where), parse_effects(val["then"], where + ".then"))
    if key == "trash":
        if val not in ("optional", "required"):
            raise _fail(where, "trash is 'optional' or 'required'")
        return ("trash", val == "optional")
    if key == "acquire_reserve":
        return ("acquire_reserve", str(val))
    if key == "control":
        return ("control", str(val))
    if key == "custom":
        return ("custom", str(val))
    if key == "first_visit":
        # 002 Alto Consejo: "La primera vez que envíes un Agente a esta casilla ... Cada vez
        # después de la primera ...": the first box the first time, the second every later time
        if not isinstance(val, dict) or set(val) != {"first", "later"}:
            raise _fail(where, "first_visit needs first and later")
        return ("first_visit", parse_effects(val["first"], where + ".first"),
                parse_effects(val["later"], where + ".later"))
    # ---- Imperium cards (landsraad/modules/base/cards_imperium.py) ----
    if key == "each_opponent":
        # each opponent in turn, starting on your left (004 Clarificações, Teste de Humanidade)
        return ("each_opponent", parse_effects(val, where + ".each_opponent"))
    if key == "take_from_discard":
        if val not in KNOWN_FACTIONS:
            raise _fail(where, f"unknown faction {val!r}")
        return ("take_from_discard", val)
    if key == "persuasion_per_in_play":
        if not isinstance(val, dict) or set(val) != {"faction", "amount"} or val["faction"] not in KNOWN_FACTIONS:
            raise _fail(where, "persuasion_per_in_play needs faction and amount")
        return ("persuasion_per_in_play", val["faction"], _int(val["amount"], where))
    if key == "discount":
        if not isinstance(val, dict) or set(val) != {"card", "amount"}:
            raise _fail(where, "discount needs card and amount")
        return ("discount", str(val["card"]), _int(val["amount"], where))
    for vocabulary in vocabularies():  # a module's (modules/<product>/vocab.py)
        if vocabulary.parse_effect is not None:
            own = vocabulary.parse_effect(key, val, where)
            if own is not None:
                return own
    return _more_effect(key, val, where)


PARSERS["effects"] = parse_effects  # contract rewards (content/contracts.py)


def _module_cost(raw: Any, where: str) -> Effect | None:
    for vocabulary in vocabularies():
        if vocabulary.parse_cost is not None:
            own = vocabulary.parse_cost(raw, where, KNOWN_FACTIONS)
            if own is not None:
                return own
    return None


def parse_costs(raw: Any, where: str) -> Effects:
    """Costs of an arrow ("→"): resources to pay, trash_self, or a card to trash."""
    if not isinstance(raw, list) or not raw:
        raise _fail(where, "cost must be a non-empty list")
    out: list[Effect] = []
    for i, c in enumerate(raw):
        w = f"{where}[{i}]"
        own = _module_cost(c, w)  # a module's (modules/<product>/vocab.py)
        if own is not None:
            out.append(own)
        elif c == "trash_self":
            out.append(("trash_self",))
        elif c == "trash_card":
            out.append(("trash_card",))
        elif isinstance(c, str) and c in FLAG_COSTS:
            out.append((c,))
        elif isinstance(c, dict) and len(c) == 1:
            (k, v), = c.items()
            if k in RESOURCES:
                out.append(("pay", k, _int(v, w)))
            elif k == "lose_influence":
                out.append(("lose_influence", str(v)))
            else:
                out.append(_more_cost(k, v, w))
        else:
            raise _fail(w, f"unknown cost {c!r}")
    return tuple(out)


def _pairs(raw: Any, where: str, keys: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, dict):
        raise _fail(where, "expected a mapping")
    for k in raw:
        if k not in keys:
            raise _fail(where, f"unknown key {k!r}")
    return tuple((k, _int(raw[k], where)) for k in keys if k in raw)


def _check_fields(raw: dict[str, Any], allowed: frozenset[str], where: str) -> None:
    unknown = set(raw) - allowed
    if unknown:
        raise _fail(where, f"unknown fields {sorted(unknown)}")


def _load_yaml(path: Path) -> Any:
    with path.open(encoding="utf-8") as f:
        return yaml.safe_load(f)


def load_space(raw: dict[str, Any]) -> Space:
    where = f"space {raw.get('id')}"
    _check_fields(raw, SPACE_FIELDS, where)
    if raw["icon"] not in _icons():
        raise _fail(where, f"unknown icon {raw['icon']!r}")
    fac = raw.get("faction")
    if fac is not None and fac not in KNOWN_FACTIONS:
        raise _fail(where, f"unknown faction {fac!r}")
    options = _cost_options(raw.get("cost_options"), where)
    if options and raw.get("cost") is not None:
        raise _fail(where, "cost_options replaces cost: give one or the other")
    cost_when = _cost_when(raw.get("cost_when"), where)
    if cost_when and raw.get("cost") is None:
        raise _fail(where, "cost_when replaces the printed cost: give cost too")
    return Space(
        id=raw["id"], name=raw["name"], icon=raw["icon"], faction=fac,
        combat=bool(raw.get("combat", False)), maker=bool(raw.get("maker", False)),
        cost=_pairs(raw.get("cost"), where, RESOURCES),
        requirement=_pairs(raw.get("requirement"), where, tuple(KNOWN_FACTIONS)),
        once_per_game=bool(raw.get("once_per_game", False)),
        control_bonus=_pairs(raw.get("control_bonus"), where, RESOURCES),
        effects=parse_effects(raw.get("effects"), where),
        source=str(raw.get("source", "")), rule=str(raw.get("rule", "")),
        cost_options=options, cost_when=cost_when, shield_wall=_bool(raw.get("shield_wall", False), where),
    )


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise _fail(where, f"expected true or false, got {v!r}")
    return v


def _cost_options(raw: Any, where: str) -> tuple[tuple[tuple[tuple[str, int], ...], Effects], ...]:
    """Uprising `cost_options: [{cost: {spice: 1}, effects: [...]}, ...]` (002 "Coste: elige entre")."""
    if raw is None:
        return ()
    if not isinstance(raw, list) or len(raw) < 2:
        raise _fail(where, "cost_options lists at least two alternatives")
    out = []
    for i, opt in enumerate(raw):
        w = f"{where}.cost_options[{i}]"
        if not isinstance(opt, dict) or not set(opt) <= {"cost", "effects"} or "cost" not in opt:
            raise _fail(w, "an alternative is {cost: {...}, effects: [...]} (effects optional)")
        pairs = _pairs(opt["cost"] or {}, w, RESOURCES)
        if any(n <= 0 for _, n in pairs):
            raise _fail(w, "a cost amount is positive")
        out.append((pairs, parse_effects(opt.get("effects"), w + ".effects")))
    if len({c for c, _ in out}) != len(out):
        raise _fail(where, "two cost_options have the same cost")
    return tuple(out)


def _cost_when(raw: Any, where: str) -> tuple[tuple[Effect, tuple[tuple[str, int], ...]], ...]:
    """Uprising `cost_when: [{cond: <condition>, cost: {...}}]` (002 Maestro de armas)."""
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        raise _fail(where, "cost_when is a non-empty list")
    out = []
    for i, c in enumerate(raw):
        w = f"{where}.cost_when[{i}]"
        if not isinstance(c, dict) or set(c) != {"cond", "cost"}:
            raise _fail(w, "cost_when items are {cond, cost}")
        out.append((parse_condition(c["cond"], w), _pairs(c["cost"], w, RESOURCES)))
    return tuple(out)


def load_card(raw: dict[str, Any], kind: str) -> Card:
    where = f"card {raw.get('id')}"
    _check_fields(raw, CARD_FIELDS.union(*(v.card_fields for v in vocabularies())), where)
    icons = tuple(raw.get("icons") or ())
    for ic in icons:
        if ic not in _icons() and not any(ic in v.card_icons for v in vocabularies()):
            raise _fail(where, f"unknown icon {ic!r}")
    fac_raw = raw.get("faction")
    facs = tuple(fac_raw) if isinstance(fac_raw, list) else (() if fac_raw is None else (fac_raw,))
    for fac in facs:
        if fac not in KNOWN_FACTIONS:
            raise _fail(where, f"unknown faction {fac!r}")
    fac = facs[0] if facs else None
    # a module's card fields (Immortality's graft box and conditional icons: modules/immortality/vocab.py)
    extra: dict[str, Any] = {}
    for vocabulary in vocabularies():
        if vocabulary.parse_card_fields is not None:
            extra.update(vocabulary.parse_card_fields(raw, where, _icons(), parse_condition))
    return Card(
        id=raw["id"], name=raw["name"], copies=_int(raw.get("copies", 1), where),
        cost=_int(raw.get("cost", -1), where), faction=fac, icons=icons,
        agent=parse_effects(raw.get("agent"), where + ".agent"),
        reveal=parse_effects(raw.get("reveal"), where + ".reveal"),
        acquire=parse_effects(raw.get("acquire"), where + ".acquire"),
        kind=kind, checked=str(raw.get("checked", "")), factions=facs,
        on_trash=parse_effects(raw.get("on_trash"), where + ".on_trash"),
        on_discard=parse_effects(raw.get("on_discard"), where + ".on_discard"),
        module=_module(raw, where), **extra,
    )


def load_intrigue(raw: dict[str, Any]) -> Intrigue:
    where = f"intrigue {raw.get('id')}"
    _check_fields(raw, INTRIGUE_FIELDS, where)
    if raw.get("kind") not in INTRIGUE_KINDS:
        raise _fail(where, f"kind must be one of {sorted(INTRIGUE_KINDS)}")
    also_raw = raw.get("also") or {}
    if not isinstance(also_raw, dict) or any(k not in INTRIGUE_KINDS or k == raw["kind"] for k in also_raw):
        raise _fail(where, "also maps another intrigue kind to its effects")
    return Intrigue(
        id=raw["id"], name=raw["name"], copies=_int(raw.get("copies", 1), where), kind=raw["kind"],
        effects=parse_effects(raw.get("effects"), where), checked=str(raw.get("checked", "")),
        condition=None if raw.get("condition") is None else parse_condition(raw["condition"], where),
        cost=() if raw.get("cost") is None else parse_costs(raw["cost"], where + ".cost"),
        also=tuple((k, parse_effects(v, f"{where}.also.{k}")) for k, v in also_raw.items()),
        module=_module(raw, where),
    )


def load_conflict(raw: dict[str, Any]) -> Conflict:
    where = f"conflict {raw.get('id')}"
    _check_fields(raw, CONFLICT_FIELDS, where)
    rewards = raw.get("rewards")
    if not isinstance(rewards, list) or len(rewards) != 3:
        raise _fail(where, "rewards must list 1st, 2nd and 3rd")
    level = _int(raw.get("level"), where)
    if level not in (1, 2, 3):
        raise _fail(where, "level must be 1, 2 or 3")
    icon = raw.get("battle_icon")
    if icon is not None and icon not in BATTLE_ICONS:
        raise _fail(where, f"battle_icon must be one of {', '.join(BATTLE_ICONS)}")
    return Conflict(
        id=raw["id"], name=raw["name"], level=level, copies=_int(raw.get("copies", 1), where),
        rewards=tuple(parse_effects(r, f"{where}.rewards[{i}]") for i, r in enumerate(rewards)),
        control=raw.get("control"), checked=str(raw.get("checked", "")),
        battle_icon=icon, shield_wall=_bool(raw.get("shield_wall", False), where),
    )


def _ability(raw: Any, where: str, with_effects: bool) -> tuple[str, str, Effects]:
    """The left ability is a rule (landsraad/modules/base/leaders.py) with a name and a text; the Signet
    ability is a name and effects, and its text is rendered from them (a custom effect's text is
    declared beside its rule), so the two can never disagree."""
    if not isinstance(raw, dict):
        raise _fail(where, "an ability is a mapping")
    _check_fields(raw, LEADER_ABILITY_FIELDS, where)
    if not raw.get("name"):
        raise _fail(where, "an ability needs a name")
    if with_effects:
        if "effects" not in raw or "text" in raw:
            raise _fail(where, "the Signet ability is a name and effects (its text is rendered from them)")
    else:
        if not raw.get("text"):
            raise _fail(where, "the left ability needs a text")
        if "effects" in raw:
            raise _fail(where, "the left ability is a rule (landsraad/modules/base/leaders.py), not effects")
    return str(raw["name"]), str(raw.get("text", "")), parse_effects(raw.get("effects"), where + ".effects")


def load_leader(raw: dict[str, Any]) -> Leader:
    where = f"leader {raw.get('id')}"
    _check_fields(raw, LEADER_FIELDS, where)
    for k in ("id", "name", "left", "signet"):
        if not raw.get(k):
            raise _fail(where, f"missing {k}")
    if "house" not in raw:  # Staban Tuek's card names no House: written `house: null`
        raise _fail(where, "missing house")
    complexity = _int(raw.get("complexity"), where)
    if complexity not in (1, 2, 3):
        raise _fail(where, "complexity must be 1, 2 or 3")
    left_name, left_text, _ = _ability(raw["left"], where + ".left", with_effects=False)
    signet_name, _, signet = _ability(raw["signet"], where + ".signet", with_effects=True)
    return Leader(
        id=raw["id"], name=raw["name"], house=str(raw["house"] or ""), complexity=complexity,
        setup=parse_effects(raw.get("setup"), where + ".setup"),
        left_name=left_name, left_text=left_text, signet_name=signet_name,
        signet=signet, checked=str(raw.get("checked", "")), module=_module(raw, where),
        state=_leader_state(raw.get("state"), where), back=_leader_back(raw, where),
        track=_leader_track(raw.get("track"), where),
    )


def _check_unique(ids: list[str], what: str) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ContentError(f"duplicate {what} id {i!r}")
        seen.add(i)


def _walk_refs(effects: Effects, where: str, spaces: dict[str, Space], reserve: dict[str, int]) -> None:
    """Dangling ids fail at load time (every effect of the box, nested ones included)."""
    for e in walk(effects):
        if e[0] == "control" and e[1] not in spaces:
            raise ContentError(f"{where}: control of unknown space {e[1]!r}")
        if e[0] == "acquire_reserve" and e[1] not in reserve:
            raise ContentError(f"{where}: unknown reserve card {e[1]!r}")


@cache
def load_content(edition: str = "base") -> Content:
    """The components of an edition's folder (its product's `content/*.yaml`, content/products.py),
    validated. A game's content is its ruleset's (`GameState.rules.content`: this plus its modules')."""
    if edition not in EDITIONS:
        raise ContentError(f"edition {edition!r} has no content (content editions: {', '.join(EDITIONS)})")
    d = product_folder(edition)
    if d is None:
        raise ContentError(f"edition {edition!r} has no folder of components (no product registered one)")
    board = _load_yaml(d / "board.yaml")
    _check_fields(board, frozenset({"spaces", "observation_posts"}), "board.yaml")
    spaces_list = [load_space(s) for s in board["spaces"]]
    _check_unique([s.id for s in spaces_list], "space")
    spaces = {s.id: s for s in spaces_list}
    cards: dict[str, Card] = {}
    starter: list[str] = []
    reserve: dict[str, int] = {}
    imperium: list[str] = []
    for fname, kind in (("starter.yaml", "starter"), ("reserve.yaml", "reserve"), ("imperium.yaml", "imperium")):
        for raw in _records(d / fname, "cards"):
            c = load_card(raw, kind)
            if c.id in cards:
                raise ContentError(f"duplicate card id {c.id!r}")
            cards[c.id] = c
            if kind == "starter":
                starter.extend([c.id] * c.copies)
            elif kind == "reserve":
                reserve[c.id] = c.copies
            elif c.module is None:  # a module's cards join the deck only with it (`module_cards`)
                imperium.extend([c.id] * c.copies)
    intrigues_list = [load_intrigue(r) for r in _records(d / "intrigue.yaml", "intrigues")]
    _check_unique([i.id for i in intrigues_list], "intrigue")
    intrigues = {i.id: i for i in intrigues_list}
    conflicts_list = [load_conflict(r) for r in _load_yaml(d / "conflicts.yaml")["conflicts"]]
    _check_unique([c.id for c in conflicts_list], "conflict")
    conflicts = {c.id: c for c in conflicts_list}
    leaders_list: list[Leader] = []
    if (d / "leaders.yaml").exists():
        leaders_list = [load_leader(r) for r in _load_yaml(d / "leaders.yaml")["leaders"]]
    _check_unique([ld.id for ld in leaders_list], "leader")
    intrigue_deck: list[str] = []
    for ig in intrigues_list:
        if ig.module is None:
            intrigue_deck.extend([ig.id] * ig.copies)
    kinds: dict[str, dict[str, Any]] = {}
    for mk in module_kinds():  # a module's kind whose file this folder has (the House Hagal cards)
        if (d / mk.file).exists():
            kinds[mk.name] = {}
            for raw in _load_yaml(d / mk.file)[mk.key]:
                rec = mk.load(raw, spaces)
                if rec.id in kinds[mk.name]:
                    raise ContentError(f"duplicate {mk.what} id {rec.id!r}")
                kinds[mk.name][rec.id] = rec
    factions_list = [load_faction(r) for r in _load_yaml(d / "factions.yaml")["factions"]]
    _check_unique([f.id for f in factions_list], "faction")
    # Uprising: observation posts (on the board) and Objective cards
    posts_list = [load_post(r) for r in board.get("observation_posts") or []]
    _check_unique([op.id for op in posts_list], "observation post")
    objectives_list = [load_objective(r) for r in _records(d / "objectives.yaml", "objectives")]
    _check_unique([o.id for o in objectives_list], "objective")
    content = Content(
        edition=edition, spaces=spaces, cards=cards, intrigues=intrigues, conflicts=conflicts,
        starter_deck=tuple(starter), reserve=reserve, imperium_deck=tuple(imperium),
        intrigue_deck=tuple(intrigue_deck), space_order=tuple(s.id for s in spaces_list),
        leaders={ld.id: ld for ld in leaders_list}, kinds=kinds,
        factions={f.id: f for f in factions_list},
        observation_posts={op.id: op for op in posts_list}, objectives={o.id: o for o in objectives_list},
        contracts=load_contracts(d / "contracts.yaml"),
    )
    content = stamp_product(content, edition)
    validate_content(content)
    return content


def _records(path: Path, key: str) -> list[Any]:
    """The records of an optional content file (an edition whose Imperium or Intrigue cards are
    not transcribed yet has none: Uprising's come with issue 16)."""
    if not path.exists():
        return []
    raw = _load_yaml(path)
    if not isinstance(raw, dict) or not isinstance(raw.get(key), list):
        raise ContentError(f"{path.name}: expected a mapping with a list {key!r}")
    return list(raw[key])


def validate_content(content: Content) -> None:
    """Dangling ids fail at load time (and when a module adds components: `content_with`)."""
    spaces, reserve = content.spaces, content.reserve
    for s in spaces.values():
        _walk_refs(s.effects, f"space {s.id}", spaces, reserve)
        for _cost, extra in s.cost_options:
            _walk_refs(extra, f"space {s.id}", spaces, reserve)
    for c in content.cards.values():
        for box in (c.agent, c.reveal, c.acquire, c.on_trash, c.on_discard):
            _walk_refs(box, f"card {c.id}", spaces, reserve)
    for cf in content.conflicts.values():
        if cf.control is not None and cf.control not in spaces:
            raise ContentError(f"conflict {cf.id}: unknown control space {cf.control!r}")
        for r in cf.rewards:
            _walk_refs(r, f"conflict {cf.id}", spaces, reserve)
    for ig in content.intrigues.values():
        _walk_refs(ig.effects, f"intrigue {ig.id}", spaces, reserve)
        for _k, box in ig.also:
            _walk_refs(box, f"intrigue {ig.id}", spaces, reserve)
    for ld in content.leaders.values():
        _walk_refs(ld.setup, f"leader {ld.id}", spaces, reserve)
        _walk_refs(ld.signet, f"leader {ld.id}", spaces, reserve)
        if ld.back is not None:
            _walk_refs(ld.back.signet, f"leader {ld.id}", spaces, reserve)
        for ts in ld.track:
            _walk_refs(ts.effects, f"leader {ld.id}", spaces, reserve)
    for f in content.factions.values():
        _walk_refs((f.four_bonus,), f"faction {f.id}", spaces, reserve)
    for name, records in content.kinds.items():  # a module's kind: the board spaces it names
        kind = KINDS[name]
        for rec in records.values():
            for sid in kind.spaces_named(rec):
                if sid not in spaces:
                    raise ContentError(f"{kind.what} {rec.id}: unknown space {sid!r}")
    _validate_posts_contracts_and_wall(content)


def _validate_contracts(content: Content) -> None:
    """Dangling ids fail: the board space a contract names, the card it asks to acquire; a
    harvest contract needs a Maker space on the board (002: "una casilla de Hacedor")."""
    for ct in content.contracts.values():
        where = f"contract {ct.id}"
        kind = ct.complete[0]
        if kind == "space" and ct.complete[1] not in content.spaces:
            raise _fail(where, f"unknown board space {ct.complete[1]!r}")
        if kind == "acquire" and ct.complete[1] not in content.cards:
            raise _fail(where, f"unknown card {ct.complete[1]!r}")
        if kind == "harvest" and not any(sp.maker for sp in content.spaces.values()):
            raise _fail(where, "a harvest contract needs a Maker space on the board")


def _validate_posts_contracts_and_wall(content: Content) -> None:
    """The references of the observation posts, contracts and Shield Wall (seed 002): a post watches board spaces; two posts never watch the same set; a
    Conflict is Shield-Wall protected exactly when it is fought at (gives control of) a space the
    Shield Wall protects (002 Lugares cruciales y la Muralla Escudo: "según el título de la carta")."""
    spaces = content.spaces
    seen: dict[tuple[str, ...], str] = {}
    for op in content.observation_posts.values():
        for sid in op.spaces:
            if sid not in spaces:
                raise ContentError(f"observation post {op.id}: unknown space {sid!r}")
        key = tuple(sorted(op.spaces))
        if key in seen:
            raise ContentError(f"observation posts {seen[key]} and {op.id} watch the same spaces")
        seen[key] = op.id
    _validate_contracts(content)
    for ct in content.contracts.values():
        _walk_refs(ct.reward, f"contract {ct.id}", spaces, content.reserve)
    for cf in content.conflicts.values():
        at_wall = cf.control is not None and cf.control in spaces and spaces[cf.control].shield_wall
        if cf.shield_wall != at_wall:
            raise ContentError(f"conflict {cf.id}: shield_wall must be {str(at_wall).lower()}: the Shield Wall "
                               "protects exactly the Conflicts fought at a space marked shield_wall (its control)")


# ==== Uprising cards ============================================================================
# The parsers of the vocabulary the Uprising Imperium and Intrigue cards and leaders need (seed 002,
# its icon guide "GUÍA DE ICONOS Y TÉRMINOS ADICIONALES" and "ACLARACIONES"; docs/content.md,
# "Uprising cards"); the names are declared once with the board's, at the top of this module. Each
# kind is data only: the Uprising rules module registers its handler (until then `check_handlers`
# refuses an Uprising game, as the edition's rules module is not complete yet).


@dataclass(frozen=True, slots=True)
class TrackSpace:
    """A space of a track printed on a leader (Feyd-Rautha's training track, 002 ACLARACIONES):
    what entering it gives and the spaces one step to its right."""

    id: str
    effects: Effects
    next: tuple[str, ...]


def _module(raw: dict[str, Any], where: str) -> str | None:
    """`module: <product>`: a component in play only with that module, named by it (its names files
    are that product's): a product that registered its folder (content/products.py)."""
    mod = raw.get("module")
    if mod is not None and (not isinstance(mod, str) or product_folder(mod) is None):
        raise _fail(where, f"unknown module {mod!r} (one of {', '.join(sorted(PRODUCT_FOLDERS))})")
    return None if mod is None else str(mod)


def _more_effect(key: str, val: Any, where: str) -> Effect:
    """The effects with a mapping first printed on seed 002's cards, none of them a product's own thing."""
    if key == "for_each":
        # {for_each: {count: sandworm_in_conflict, then: [{draw: 1}]}}: the effects once per thing counted
        counters = COUNTERS.union(*(v.counters for v in vocabularies()))
        if not isinstance(val, dict) or set(val) != {"count", "then"} or val["count"] not in counters:
            raise _fail(where, f"for_each needs count (one of {', '.join(sorted(counters))}) and then")
        return ("for_each", val["count"], parse_effects(val["then"], where + ".then"))
    if key == "acquire":
        # {acquire: {max_cost: 3, to: hand}} / {acquire: {cost: 1, to: hand}}: a card of the Imperium Row
        if not isinstance(val, dict) or not set(val) <= {"max_cost", "cost", "to"} or \
                ("max_cost" in val) == ("cost" in val):
            raise _fail(where, "acquire needs max_cost or cost (and may say to: hand|discard)")
        to = val.get("to", "discard")
        if to not in ("hand", "discard"):
            raise _fail(where, "acquire to hand or discard")
        lo = _int(val["cost"], where) if "cost" in val else 0
        hi = _int(val.get("cost", val.get("max_cost")), where)
        return ("acquire", lo, hi, to)
    if key == "remove_starter":  # a starting card left out of the deck at setup (Staban Tuek)
        return ("remove_starter", str(val))
    raise _fail(where, f"unknown effect {key!r}")


def _more_cost(key: str, val: Any, where: str) -> Effect:
    """The costs with a mapping first printed on seed 002's cards (none a product's own thing)."""
    if key == "discard":  # discard n cards from your hand
        return ("discard", _int(val, where))
    if key == "retreat":  # retreat n troops (or between the two numbers of [1, 2])
        if isinstance(val, list) and len(val) == 2:
            lo, hi = _int(val[0], where), _int(val[1], where)
        else:
            lo = hi = _int(val, where)
        if not 1 <= lo <= hi:
            raise _fail(where, "retreat needs 1 <= min <= max")
        return ("retreat", lo, hi)
    if key == "trash_faction_card":
        # {trash_faction_card: {faction: emperor, from: in_play|hand}} (another card than this one)
        if not isinstance(val, dict) or set(val) != {"faction", "from"} or val["faction"] not in KNOWN_FACTIONS \
                or val["from"] not in ("in_play", "hand"):
            raise _fail(where, "trash_faction_card needs faction and from (in_play or hand)")
        return ("trash_faction_card", val["faction"], val["from"])
    if key == "lose_influence_distinct":  # lose 1 Influence with each of n different Factions
        return ("lose_influence_distinct", _int(val, where))
    if key == "lose_influence_any":  # lose 1 Influence n times, a Faction of your choice each time
        n = _int(val, where)
        if n < 1:
            raise _fail(where, "lose_influence_any needs at least 1")
        return ("lose_influence_any", n)
    if key == "flip_conflict":  # turn face down a won Conflict card with this battle icon (or the wild one)
        if val not in BATTLE_ICONS:
            raise _fail(where, f"unknown battle icon {val!r}")
        return ("flip_conflict", val)
    raise _fail(where, f"unknown cost {key!r}")


def _leader_state(raw: Any, where: str) -> tuple[tuple[str, Any], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, dict) or not all(isinstance(v, int | str | bool) for v in raw.values()):
        raise _fail(where, "state maps names to plain values")
    return tuple((str(k), v) for k, v in raw.items())


def _leader_back(raw: dict[str, Any], where: str) -> Leader | None:
    """The other side of a leader card that flips (002 ACLARACIONES: Lady Jessica starts with
    her own side up): the same fields as a leader, without a state or back of its own."""
    back = raw.get("back")
    if back is None:
        return None
    if not isinstance(back, dict) or "back" in back or "state" in back:
        raise _fail(where, "back is a leader side (no back or state of its own)")
    side = load_leader({"house": raw["house"], "complexity": raw["complexity"], **back})
    return side


def _leader_track(raw: Any, where: str) -> tuple[TrackSpace, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        raise _fail(where, "track is a list of spaces, the start first")
    spaces: list[TrackSpace] = []
    for i, sp in enumerate(raw):
        w = f"{where}.track[{i}]"
        if not isinstance(sp, dict) or not set(sp) <= {"id", "effects", "next"} or "id" not in sp:
            raise _fail(w, "a track space has id, effects and next")
        spaces.append(TrackSpace(id=str(sp["id"]), effects=parse_effects(sp.get("effects"), w + ".effects"),
                                 next=tuple(str(n) for n in sp.get("next") or ())))
    ids = {sp.id for sp in spaces}
    if len(ids) != len(spaces):
        raise _fail(where, "duplicate track space id")
    for sp in spaces:
        for n in sp.next:
            if n not in ids:
                raise _fail(where, f"track space {sp.id}: unknown next space {n!r}")
    return tuple(spaces)


@cache
def load_cards(edition: str) -> Content:
    """The components of an edition's directory that are there, each file optional: the card
    files (Imperium, Intrigue, leaders) load and validate even before the edition's board, starter
    deck, Reserve and Conflicts exist (a read-only listing, `landsraad cards --edition uprising`;
    a game needs `load_content` and the edition's rules module). An edition of EDITIONS is
    `load_content`'s, whole (Uprising has its board since issue 15): one loader for it."""
    if edition in EDITIONS:
        return load_content(edition)
    d = product_folder(edition)
    if d is None or not (d / "imperium.yaml").exists():
        raise ContentError(f"edition {edition!r} has no card files (imperium.yaml in its product's folder)")

    def records(fname: str, key: str) -> list[dict[str, Any]]:
        return list(_load_yaml(d / fname)[key]) if (d / fname).exists() else []

    spaces_list = [load_space(s) for s in records("board.yaml", "spaces")]
    cards: dict[str, Card] = {}
    decks: dict[str, list[str]] = {"starter": [], "imperium": []}
    reserve: dict[str, int] = {}
    for fname, kind in (("starter.yaml", "starter"), ("reserve.yaml", "reserve"), ("imperium.yaml", "imperium")):
        for raw in records(fname, "cards"):
            c = load_card(raw, kind)
            if c.id in cards:
                raise ContentError(f"duplicate card id {c.id!r}")
            cards[c.id] = c
            if kind == "reserve":
                reserve[c.id] = c.copies
            elif c.module is None:
                decks[kind].extend([c.id] * c.copies)
    intrigues_list = [load_intrigue(r) for r in records("intrigue.yaml", "intrigues")]
    _check_unique([i.id for i in intrigues_list], "intrigue")
    conflicts_list = [load_conflict(r) for r in records("conflicts.yaml", "conflicts")]
    leaders_list = [load_leader(r) for r in records("leaders.yaml", "leaders")]
    _check_unique([ld.id for ld in leaders_list], "leader")
    factions_list = [load_faction(r) for r in records("factions.yaml", "factions")]
    content = Content(
        edition=edition, spaces={s.id: s for s in spaces_list}, cards=cards,
        intrigues={i.id: i for i in intrigues_list}, conflicts={c.id: c for c in conflicts_list},
        starter_deck=tuple(decks["starter"]), reserve=reserve, imperium_deck=tuple(decks["imperium"]),
        intrigue_deck=tuple(i.id for i in intrigues_list if i.module is None for _ in range(i.copies)),
        space_order=tuple(s.id for s in spaces_list), leaders={ld.id: ld for ld in leaders_list},
        factions={f.id: f for f in factions_list},
    )
    content = stamp_product(content, edition)
    if spaces_list and reserve:  # the references can be checked once the board and Reserve are there
        validate_content(content)
    return content


def module_cards(content: Content, module: str) -> tuple[list[str], list[str]]:
    """The Imperium and Intrigue cards (one id per copy) a module shuffles into the decks (002
    MÓDULO DE LA CHOAM, C1: "Añade las cuatro cartas de Intriga adicionales" and the 4 Imperium cards)."""
    imperium = [c.id for c in content.cards.values() if c.module == module for _ in range(c.copies)]
    intrigue = [i.id for i in content.intrigues.values() if i.module == module for _ in range(i.copies)]
    return imperium, intrigue


# a kind registered after a load drops these too (content/kinds.py drop_loaded, U785)
LOADED.extend((load_content.cache_clear, load_cards.cache_clear))
