"""Load and validate component data (YAML) into frozen records with effect tuples.

Effects are nested tuples of str/int (never closures), so the interpreter can keep them in
its data-only stack and a state stays clonable and serializable at every decision point.
The vocabulary is documented in docs/content.md; anything unknown fails at load time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from landsraad.core.constants import EDITIONS, FACTIONS, ICONS, RESOURCES
from landsraad.core.errors import ContentError

Effect = tuple[Any, ...]
Effects = tuple[Effect, ...]

CONTENT_DIR = Path(__file__).parent

# Gains that take a single non-negative integer: {solari: 2}
AMOUNT_EFFECTS = frozenset(
    {"solari", "spice", "water", "vp", "persuasion", "swords", "recruit", "draw", "intrigue",
     "discard", "lose_troops", "retreat", "harvest", "deploy_from_garrison",
     # Imperium cards (landsraad/rules/cards_imperium.py)
     "lose_garrison", "recruit_deploy", "space_influence"}
)
# Effects without parameters, written as a bare string
FLAG_EFFECTS = frozenset(
    {"trash_self", "take_mentat", "mentat_reward", "take_swordmaster", "high_council_seat",
     "steal_intrigue", "sell_melange", "signet",
     # Imperium cards (landsraad/rules/cards_imperium.py)
     "harvest_again", "voice"}
)
CONDITION_KINDS = frozenset({"alliance", "influence_at_least", "fremen_bond", "won_conflict", "custom"})
SPACE_FIELDS = frozenset(
    {"id", "name", "icon", "faction", "combat", "maker", "cost", "requirement", "once_per_game",
     "control_bonus", "effects", "rule", "source"}
)
CARD_FIELDS = frozenset(
    {"id", "name", "copies", "cost", "faction", "icons", "agent", "reveal", "acquire", "checked", "notes",
     "on_trash"}
)
INTRIGUE_FIELDS = frozenset(
    {"id", "name", "copies", "kind", "condition", "cost", "effects", "also", "checked", "notes"})
CONFLICT_FIELDS = frozenset({"id", "name", "level", "copies", "rewards", "control", "checked"})
LEADER_FIELDS = frozenset(
    {"id", "name", "house", "complexity", "setup", "left", "signet", "checked", "notes"})
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


@dataclass(frozen=True, slots=True)
class Leader:
    """004 Líderes: a leader card. `setup` effects apply at game start; the left ability is a
    rule in landsraad/rules/leaders.py (keyed by id); `signet` is what the Signet Ring does."""

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


@dataclass(frozen=True, slots=True)
class HagalCard:
    """A House Hagal card (automa of 2-player and solo games): rules/hagal.py."""

    id: str
    name: str
    copies: int
    mode: str  # common | solo | two_player
    spaces: tuple[str, ...]
    harvest: bool
    recruit: int
    influence: str | None
    signet: bool
    swords: int


HAGAL_FIELDS = frozenset({"id", "name", "copies", "mode", "spaces", "harvest", "recruit", "influence",
                          "signet", "swords"})


def load_hagal_card(raw: dict[str, Any], spaces: dict[str, Any]) -> HagalCard:
    where = f"hagal card {raw.get('id')}"
    _check_fields(raw, HAGAL_FIELDS, where)
    if raw.get("mode") not in ("common", "solo", "two_player"):
        raise _fail(where, "mode must be common, solo or two_player")
    for sid in raw.get("spaces") or ():
        if sid not in spaces:
            raise _fail(where, f"unknown space {sid!r}")
    inf = raw.get("influence")
    if inf is not None and inf not in FACTIONS:
        raise _fail(where, f"unknown faction {inf!r}")
    return HagalCard(
        id=raw["id"], name=raw["name"], copies=_int(raw.get("copies", 1), where), mode=raw["mode"],
        spaces=tuple(raw.get("spaces") or ()), harvest=bool(raw.get("harvest", False)),
        recruit=_int(raw.get("recruit", 0), where), influence=inf, signet=bool(raw.get("signet", False)),
        swords=_int(raw.get("swords", 0), where),
    )


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
    hagal: dict[str, HagalCard] = field(default_factory=dict)

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]


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
    if not isinstance(raw, dict) or len(raw) != 1:
        raise _fail(where, f"bad condition {raw!r}")
    (key, val), = raw.items()
    if key == "alliance":
        if val not in FACTIONS:
            raise _fail(where, f"unknown faction {val!r}")
        return ("alliance", val)
    if key == "influence_at_least":
        if not isinstance(val, dict) or len(val) != 1:
            raise _fail(where, "influence_at_least needs {faction: n}")
        (fac, n), = val.items()
        if fac not in FACTIONS:
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
        if raw in FLAG_EFFECTS:
            return (raw,)
        raise _fail(where, f"unknown effect {raw!r}")
    if not isinstance(raw, dict) or len(raw) != 1:
        raise _fail(where, f"an effect is a one-key mapping, got {raw!r}")
    (key, val), = raw.items()
    if key in AMOUNT_EFFECTS:
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
        if fac not in FACTIONS and fac != "any":
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
    # ---- Imperium cards (landsraad/rules/cards_imperium.py) ----
    if key == "each_opponent":
        # each opponent in turn, starting on your left (004 Clarificações, Teste de Humanidade)
        return ("each_opponent", parse_effects(val, where + ".each_opponent"))
    if key == "take_from_discard":
        if val not in FACTIONS:
            raise _fail(where, f"unknown faction {val!r}")
        return ("take_from_discard", val)
    if key == "persuasion_per_in_play":
        if not isinstance(val, dict) or set(val) != {"faction", "amount"} or val["faction"] not in FACTIONS:
            raise _fail(where, "persuasion_per_in_play needs faction and amount")
        return ("persuasion_per_in_play", val["faction"], _int(val["amount"], where))
    if key == "discount":
        if not isinstance(val, dict) or set(val) != {"card", "amount"}:
            raise _fail(where, "discount needs card and amount")
        return ("discount", str(val["card"]), _int(val["amount"], where))
    raise _fail(where, f"unknown effect {key!r}")


def parse_costs(raw: Any, where: str) -> Effects:
    """Costs of an arrow ("→"): resources to pay, trash_self, or a card to trash."""
    if not isinstance(raw, list) or not raw:
        raise _fail(where, "cost must be a non-empty list")
    out: list[Effect] = []
    for i, c in enumerate(raw):
        w = f"{where}[{i}]"
        if c == "trash_self":
            out.append(("trash_self",))
        elif c == "trash_card":
            out.append(("trash_card",))
        elif isinstance(c, dict) and len(c) == 1:
            (k, v), = c.items()
            if k in RESOURCES:
                out.append(("pay", k, _int(v, w)))
            elif k == "lose_influence":
                out.append(("lose_influence", str(v)))
            else:
                raise _fail(w, f"unknown cost {k!r}")
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
    if raw["icon"] not in ICONS:
        raise _fail(where, f"unknown icon {raw['icon']!r}")
    fac = raw.get("faction")
    if fac is not None and fac not in FACTIONS:
        raise _fail(where, f"unknown faction {fac!r}")
    return Space(
        id=raw["id"], name=raw["name"], icon=raw["icon"], faction=fac,
        combat=bool(raw.get("combat", False)), maker=bool(raw.get("maker", False)),
        cost=_pairs(raw.get("cost"), where, RESOURCES),
        requirement=_pairs(raw.get("requirement"), where, FACTIONS),
        once_per_game=bool(raw.get("once_per_game", False)),
        control_bonus=_pairs(raw.get("control_bonus"), where, RESOURCES),
        effects=parse_effects(raw.get("effects"), where),
        source=str(raw.get("source", "")), rule=str(raw.get("rule", "")),
    )


def load_card(raw: dict[str, Any], kind: str) -> Card:
    where = f"card {raw.get('id')}"
    _check_fields(raw, CARD_FIELDS, where)
    icons = tuple(raw.get("icons") or ())
    for ic in icons:
        if ic not in ICONS:
            raise _fail(where, f"unknown icon {ic!r}")
    fac_raw = raw.get("faction")
    facs = tuple(fac_raw) if isinstance(fac_raw, list) else (() if fac_raw is None else (fac_raw,))
    for fac in facs:
        if fac not in FACTIONS:
            raise _fail(where, f"unknown faction {fac!r}")
    fac = facs[0] if facs else None
    return Card(
        id=raw["id"], name=raw["name"], copies=_int(raw.get("copies", 1), where),
        cost=_int(raw.get("cost", -1), where), faction=fac, icons=icons,
        agent=parse_effects(raw.get("agent"), where + ".agent"),
        reveal=parse_effects(raw.get("reveal"), where + ".reveal"),
        acquire=parse_effects(raw.get("acquire"), where + ".acquire"),
        kind=kind, checked=str(raw.get("checked", "")), factions=facs,
        on_trash=parse_effects(raw.get("on_trash"), where + ".on_trash"),
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
    return Conflict(
        id=raw["id"], name=raw["name"], level=level, copies=_int(raw.get("copies", 1), where),
        rewards=tuple(parse_effects(r, f"{where}.rewards[{i}]") for i, r in enumerate(rewards)),
        control=raw.get("control"), checked=str(raw.get("checked", "")),
    )


def _ability(raw: Any, where: str, with_effects: bool) -> tuple[str, str, Effects]:
    """The left ability is a rule (landsraad/rules/leaders.py) with a name and a text; the Signet
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
            raise _fail(where, "the left ability is a rule (landsraad/rules/leaders.py), not effects")
    return str(raw["name"]), str(raw.get("text", "")), parse_effects(raw.get("effects"), where + ".effects")


def load_leader(raw: dict[str, Any]) -> Leader:
    where = f"leader {raw.get('id')}"
    _check_fields(raw, LEADER_FIELDS, where)
    for k in ("id", "name", "house", "left", "signet"):
        if not raw.get(k):
            raise _fail(where, f"missing {k}")
    complexity = _int(raw.get("complexity"), where)
    if complexity not in (1, 2, 3):
        raise _fail(where, "complexity must be 1, 2 or 3")
    left_name, left_text, _ = _ability(raw["left"], where + ".left", with_effects=False)
    signet_name, _, signet = _ability(raw["signet"], where + ".signet", with_effects=True)
    return Leader(
        id=raw["id"], name=raw["name"], house=str(raw["house"]), complexity=complexity,
        setup=parse_effects(raw.get("setup"), where + ".setup"),
        left_name=left_name, left_text=left_text, signet_name=signet_name,
        signet=signet, checked=str(raw.get("checked", "")),
    )


def _check_unique(ids: list[str], what: str) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ContentError(f"duplicate {what} id {i!r}")
        seen.add(i)


def _walk_refs(effects: Effects, where: str, spaces: dict[str, Space], reserve: dict[str, int]) -> None:
    """Dangling ids fail at load time."""
    for e in effects:
        if e[0] == "control" and e[1] not in spaces:
            raise ContentError(f"{where}: control of unknown space {e[1]!r}")
        if e[0] == "acquire_reserve" and e[1] not in reserve:
            raise ContentError(f"{where}: unknown reserve card {e[1]!r}")
        if e[0] == "may":
            _walk_refs(e[2], where, spaces, reserve)
        elif e[0] == "if":
            _walk_refs(e[2], where, spaces, reserve)
        elif e[0] == "choose":
            for opt in e[2]:
                _walk_refs(opt, where, spaces, reserve)
        elif e[0] == "each_opponent":
            _walk_refs(e[1], where, spaces, reserve)


@cache
def load_content(edition: str = "base") -> Content:
    if edition not in EDITIONS:
        raise ContentError(f"edition {edition!r} is not available yet (only 'base')")
    d = CONTENT_DIR / edition
    board = _load_yaml(d / "board.yaml")
    spaces_list = [load_space(s) for s in board["spaces"]]
    _check_unique([s.id for s in spaces_list], "space")
    spaces = {s.id: s for s in spaces_list}
    cards: dict[str, Card] = {}
    starter: list[str] = []
    reserve: dict[str, int] = {}
    imperium: list[str] = []
    for fname, kind in (("starter.yaml", "starter"), ("reserve.yaml", "reserve"), ("imperium.yaml", "imperium")):
        for raw in _load_yaml(d / fname)["cards"]:
            c = load_card(raw, kind)
            if c.id in cards:
                raise ContentError(f"duplicate card id {c.id!r}")
            cards[c.id] = c
            if kind == "starter":
                starter.extend([c.id] * c.copies)
            elif kind == "reserve":
                reserve[c.id] = c.copies
            else:
                imperium.extend([c.id] * c.copies)
    intrigues_list = [load_intrigue(r) for r in _load_yaml(d / "intrigue.yaml")["intrigues"]]
    _check_unique([i.id for i in intrigues_list], "intrigue")
    intrigues = {i.id: i for i in intrigues_list}
    conflicts_list = [load_conflict(r) for r in _load_yaml(d / "conflicts.yaml")["conflicts"]]
    _check_unique([c.id for c in conflicts_list], "conflict")
    conflicts = {c.id: c for c in conflicts_list}
    for s in spaces_list:
        _walk_refs(s.effects, f"space {s.id}", spaces, reserve)
    for c in cards.values():
        for box in (c.agent, c.reveal, c.acquire, c.on_trash):
            _walk_refs(box, f"card {c.id}", spaces, reserve)
    for cf in conflicts.values():
        if cf.control is not None and cf.control not in spaces:
            raise ContentError(f"conflict {cf.id}: unknown control space {cf.control!r}")
        for r in cf.rewards:
            _walk_refs(r, f"conflict {cf.id}", spaces, reserve)
    for ig in intrigues.values():
        _walk_refs(ig.effects, f"intrigue {ig.id}", spaces, reserve)
        for _k, box in ig.also:
            _walk_refs(box, f"intrigue {ig.id}", spaces, reserve)
    leaders_list: list[Leader] = []
    if (d / "leaders.yaml").exists():
        leaders_list = [load_leader(r) for r in _load_yaml(d / "leaders.yaml")["leaders"]]
    _check_unique([ld.id for ld in leaders_list], "leader")
    for ld in leaders_list:
        _walk_refs(ld.setup, f"leader {ld.id}", spaces, reserve)
        _walk_refs(ld.signet, f"leader {ld.id}", spaces, reserve)
    intrigue_deck: list[str] = []
    for ig in intrigues_list:
        intrigue_deck.extend([ig.id] * ig.copies)
    hagal: dict[str, HagalCard] = {}
    if (d / "hagal.yaml").exists():
        for raw in _load_yaml(d / "hagal.yaml")["cards"]:
            hc = load_hagal_card(raw, spaces)
            if hc.id in hagal:
                raise ContentError(f"duplicate hagal card id {hc.id!r}")
            hagal[hc.id] = hc
    return Content(
        edition=edition, spaces=spaces, cards=cards, intrigues=intrigues, conflicts=conflicts,
        starter_deck=tuple(starter), reserve=reserve, imperium_deck=tuple(imperium),
        intrigue_deck=tuple(intrigue_deck), space_order=tuple(s.id for s in spaces_list),
        leaders={ld.id: ld for ld in leaders_list}, hagal=hagal,
    )
