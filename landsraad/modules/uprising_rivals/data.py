"""Uprising for one and two players (issue 28): the Rivals' components as validated data.

Seed 002, Rivals supplement ("CARTAS DE RIVAL", "PREPARACIÓN", "TURNOS DE AGENTE DE RIVALES",
"CASILLAS DE HACEDOR Y LLAMAR GUSANOS DE ARENA", "VARIANTES DE JUEGO"): the House Hagal deck
(`hagal.yaml`), the ten Rival cards with the Rivals' setup and spending (`rivals.yaml`), the four
difficulty levels and the optional Rival rules (`variants.yaml`), loaded into frozen records and
checked against the Uprising board (`modules/uprising/content/`). The rules that read them are the
module's (`rules.py`, `variants.py`; registered in `__init__.py`).

Effects use the shared vocabulary (`content/loader.py`, docs/content.md) and, where a Rival's card
says something a player's card never does, the few words of `LOCAL_EFFECTS` / `LOCAL_CONDITIONS`
(declared in the YAML files' headers); their rules are in `rules.py`.
Sources and choices: docs/rulings.md U700 onwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from landsraad.content.checks import boolean, fail, id_list, integer, mapping, read_yaml
from landsraad.content.loader import (
    Content,
    Effect,
    Effects,
    load_content,
    parse_condition,
    parse_effect,
)
from landsraad.core.constants import DIFFICULTIES, FACTIONS
from landsraad.core.errors import ContentError

# A Rival's cards and priority name Uprising's four Factions (seed 002 "CARTAS DE RIVAL": the
# Faction priority orders the four), never the vocabulary's process-wide list, which other modules
# (and tests) may have grown.
RIVAL_FACTIONS: tuple[str, ...] = FACTIONS

DATA_DIR = Path(__file__).parent
MODES = ("common", "two_player")  # two_player: the "2J" cards, removed from a solo deck (002 PREPARACIÓN)
# Effect words of this module: {priority_influence: n} (the Faction at position n of the Rival's
# list), {maker_call: {sandworm: n, spice: m}} (worms with Maker Hooks, else the spice),
# {alliance_influence: n}, {highest_influence: n} (rivals.yaml header)
LOCAL_EFFECTS = frozenset({"priority_influence", "maker_call", "alliance_influence", "highest_influence"})
# Conditions of this module: {conflict_level: [levels]}, {influence_below: {faction: n}},
# most_bonus_spice, bonus_spice_here, any_alliance
LOCAL_CONDITIONS = frozenset({"conflict_level", "influence_below", "most_bonus_spice", "bonus_spice_here",
                              "any_alliance"})
SOURCES = ("chatanga", "duneblend")  # shared/reference: Chatanga's mod (rakis), anttttti/DuneBlend
PLAYERS = (1, 2)


@dataclass(frozen=True, slots=True)
class HagalBranch:
    """One board space a House Hagal card may send the Rival's Agent to, and what it gains there."""

    space: str
    when: Effect | None         # the condition that picks this space on a two-space card
    skip_unless: Effect | None  # unless it holds, the card is passed over and another revealed
    effects: Effects


@dataclass(frozen=True, slots=True)
class RivalHagalCard:
    """A House Hagal card of Uprising (002 TURNOS DE AGENTE DE RIVALES)."""

    id: str
    name: str
    copies: int
    mode: str                          # common | two_player
    swords: int | None                 # None: the Reshuffle card (another card is revealed)
    sends: tuple[HagalBranch, ...]     # empty: sends no Agent (Place Spy, Reshuffle)
    effects: Effects                   # the icons of a card that sends no Agent (Place Spy)
    post_order: tuple[str, ...]        # Place Spy: the posts of the shown kind, in the order tried
    reveal_again: bool                 # Place Spy: reveal another card for the same Agent turn
    reshuffle: bool
    # whose names files name it (content/names.py): this module's; Immortality's four cards keep theirs
    product: str = "uprising_rivals"

    def spaces(self) -> tuple[str, ...]:
        return tuple(b.space for b in self.sends)


@dataclass(frozen=True, slots=True)
class RivalCard:
    """A Rival card (002 CARTAS DE RIVAL: name, Swordmaster value, Signet Ring, Scheme, Factions)."""

    id: str
    name: str
    leader: str | None
    swordmaster: int
    priority: tuple[str, ...]
    signet: Effects
    scheme: Effects
    simplified: bool
    sources: tuple[str, ...]
    product: str = "uprising_rivals"  # its names are this module's names files (content/names.py)


@dataclass(frozen=True, slots=True)
class RivalSetup:
    """002 PREPARACIÓN (Rivales): per player count and per Rival."""

    rivals: dict[int, int]
    first_game_min_swordmaster: int
    garrison: int
    agents: int
    spies: int
    water: int
    objective: dict[int, str]
    holds_first_player: dict[int, bool]


@dataclass(frozen=True, slots=True)
class RivalResources:
    """002 USO DE RECURSOS DE LOS RIVALES: the Swordmaster payment order and the VP thresholds."""

    swordmaster_payment: tuple[str, ...]
    vp_purchase: dict[str, int]
    contract_reward: Effects


@dataclass(frozen=True, slots=True)
class Difficulty:
    """002 PREPARACIÓN, Dificultad: one of the four solo levels."""

    id: str
    name: str
    text: str
    rival_garrison: int
    player_intrigue: int
    player_swordmaster: bool
    variants: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Variant:
    """002 VARIANTES DE JUEGO: an optional Rival rule; `numbers` are the values it states."""

    id: str
    name: str
    players: tuple[int, ...]
    text: str
    numbers: dict[str, Any]


@dataclass(frozen=True)
class RivalsData:
    hagal: dict[str, RivalHagalCard]
    printed_total: int
    rivals: dict[str, RivalCard]
    setup: RivalSetup
    resources: RivalResources
    difficulties: dict[str, Difficulty]
    variants: dict[str, Variant]

    def deck(self, players: int) -> tuple[str, ...]:
        """The House Hagal deck of a game (card ids, one per copy): solo leaves out the "2J" cards."""
        if players not in PLAYERS:
            raise ValueError(f"the Rivals play with 1 or 2 players, not {players}")
        return tuple(c.id for c in self.hagal.values() if players == 2 or c.mode == "common"
                     for _ in range(c.copies))


# ---------------------------------------------------------------- parsing


def _faction(v: Any, where: str) -> str:
    if v not in RIVAL_FACTIONS:
        raise fail(where, f"unknown faction {v!r}")
    return str(v)


def parse_rival_condition(raw: Any, where: str) -> Effect:
    """A condition: this module's words, else the shared vocabulary's."""
    if isinstance(raw, str) and raw in LOCAL_CONDITIONS:
        if raw in ("conflict_level", "influence_below"):
            raise fail(where, f"{raw} needs a value")
        return (raw,)
    if isinstance(raw, dict) and len(raw) == 1:
        (key, val), = raw.items()
        if key == "conflict_level":
            if (not isinstance(val, list) or not val or len(set(val)) != len(val)
                    or any(isinstance(n, bool) or n not in (1, 2, 3) for n in val)):
                raise fail(where, "conflict_level lists distinct Conflict levels among 1, 2, 3")
            return ("conflict_level", tuple(sorted(val)))
        if key == "influence_below":
            if not isinstance(val, dict) or len(val) != 1:
                raise fail(where, "influence_below needs {faction: n}")
            (fac, n), = val.items()
            return ("influence_below", _faction(fac, where), integer(n, where, 1))
    return parse_condition(raw, where)


def parse_rival_effects(raw: Any, where: str) -> Effects:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise fail(where, f"effects must be a list, got {raw!r}")
    return tuple(parse_rival_effect(e, f"{where}[{i}]") for i, e in enumerate(raw))


def parse_rival_effect(raw: Any, where: str) -> Effect:
    """An effect: this module's words, an `if` whose branch may use them, else the shared vocabulary."""
    if isinstance(raw, dict) and len(raw) == 1:
        (key, val), = raw.items()
        if key == "priority_influence":
            n = integer(val, where, 1)
            if n > len(RIVAL_FACTIONS):
                raise fail(where, f"priority_influence names a position 1..{len(RIVAL_FACTIONS)}, got {n}")
            return ("priority_influence", n)
        if key in ("alliance_influence", "highest_influence"):
            return (key, integer(val, where, 1))
        if key == "maker_call":
            v = mapping(val, frozenset({"sandworm", "spice"}), frozenset({"sandworm", "spice"}), where)
            return ("maker_call", integer(v["sandworm"], where, 1), integer(v["spice"], where, 1))
        if key == "if":
            v = mapping(val, frozenset({"cond", "then"}), frozenset({"cond", "then"}), where)
            return ("if", parse_rival_condition(v["cond"], where), parse_rival_effects(v["then"], where + ".then"))
    return parse_effect(raw, where)


def _effect_kinds(effects: Effects) -> list[Effect]:
    """Every effect of a list, the branches of `if` included."""
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        if e[0] == "if":
            out.extend(_effect_kinds(e[2]))
    return out


# ---------------------------------------------------------------- House Hagal

CARD_FIELDS = frozenset({"id", "name", "copies", "mode", "swords", "sends", "effects", "post_order",
                         "reveal_again", "reshuffle"})
BRANCH_FIELDS = frozenset({"space", "when", "skip_unless", "effects"})
# the kind of board space a Place Spy card shows -> the Agent icon of the spaces its posts watch
SPY_KINDS = ("spice_trade", "city", "landsraad")


def load_hagal_card(raw: Any, board: Content) -> RivalHagalCard:
    cid = raw.get("id") if isinstance(raw, dict) else None
    where = f"hagal.yaml: card {cid}"
    r = mapping(raw, CARD_FIELDS, frozenset({"id", "name", "copies", "mode"}), where)
    if not isinstance(r["id"], str) or not isinstance(r["name"], str) or not r["name"]:
        raise fail(where, "id and name are strings")
    if r["mode"] not in MODES:
        raise fail(where, f"mode must be one of {', '.join(MODES)}")
    reshuffle = boolean(r.get("reshuffle", False), where)
    swords: int | None = None
    if reshuffle:
        if "swords" in r or r.get("sends") or r.get("effects"):
            raise fail(where, "the Reshuffle card has no swords, spaces or effects")
    else:
        if "swords" not in r:
            raise fail(where, "missing fields ['swords']")
        swords = integer(r["swords"], where)
    branches = []
    sends = r.get("sends") or []
    if not isinstance(sends, list):
        raise fail(where, "sends is a list of spaces")
    for i, b in enumerate(sends):
        bw = f"{where}: sends[{i}]"
        br = mapping(b, BRANCH_FIELDS, frozenset({"space", "effects"}), bw)
        if br["space"] not in board.spaces:
            raise fail(bw, f"unknown space {br['space']!r} (not on the Uprising board)")
        branches.append(HagalBranch(
            space=br["space"],
            when=parse_rival_condition(br["when"], bw + ".when") if "when" in br else None,
            skip_unless=parse_rival_condition(br["skip_unless"], bw + ".skip_unless") if "skip_unless" in br else None,
            effects=parse_rival_effects(br["effects"], bw + ".effects")))
    if len({b.space for b in branches}) != len(branches):
        raise fail(where, "a space is listed twice")
    if len(branches) > 1 and any(b.when is None for b in branches):
        raise fail(where, "a card with two spaces says when each is chosen (002 Instrucciones especiales)")
    if len(branches) == 1 and branches[0].when is not None:
        raise fail(where, "a card with one space has no `when`")
    effects = parse_rival_effects(r.get("effects"), where + ": effects")
    if branches and effects:
        raise fail(where, "a card that sends an Agent lists its effects under its space")
    reveal_again = boolean(r.get("reveal_again", False), where)
    if not reshuffle and not branches and not reveal_again:
        raise fail(where, "a card that sends no Agent reveals another (002: Place Spy)")
    post_order = id_list(r.get("post_order", []), where + ": post_order")
    spies = [e for e in effects if e[0] == "spy"]
    if post_order:
        if len(spies) != 1 or len(spies[0][2]) != 1 or spies[0][2][0] not in SPY_KINDS:
            raise fail(where, "post_order goes with one Spy on a kind of post (spice_trade, city, landsraad)")
        kind = spies[0][2][0]
        for pid in post_order:
            post = board.observation_posts.get(pid)
            if post is None:
                raise fail(where, f"unknown observation post {pid!r}")
            if not any(board.spaces[s].icon == kind for s in post.spaces):
                raise fail(where, f"post {pid!r} watches no {kind} space")
        every = {p.id for p in board.observation_posts.values()
                 if any(board.spaces[s].icon == kind for s in p.spaces)}
        if set(post_order) != every:
            raise fail(where, f"post_order lists every {kind} post: {sorted(every)}")
    for e in _effect_kinds(effects + tuple(x for b in branches for x in b.effects)):
        if e[0] == "influence" and e[1] not in board.factions:
            raise fail(where, f"unknown faction {e[1]!r}")
    return RivalHagalCard(id=r["id"], name=r["name"], copies=integer(r["copies"], where, 1), mode=r["mode"],
                          swords=swords, sends=tuple(branches), effects=effects, post_order=post_order,
                          reveal_again=reveal_again, reshuffle=reshuffle)


def load_hagal(raw: dict[str, Any], board: Content) -> tuple[dict[str, RivalHagalCard], int]:
    mapping(raw, frozenset({"printed_total", "cards"}), frozenset({"printed_total", "cards"}), "hagal.yaml")
    printed = integer(raw["printed_total"], "hagal.yaml: printed_total", 1)
    if not isinstance(raw["cards"], list):
        raise ContentError("hagal.yaml: cards is a list")
    cards: dict[str, RivalHagalCard] = {}
    for r in raw["cards"]:
        c = load_hagal_card(r, board)
        if c.id in cards:
            raise ContentError(f"hagal.yaml: duplicate card id {c.id!r}")
        cards[c.id] = c
    shuffles = [c for c in cards.values() if c.reshuffle]
    if len(shuffles) != 1 or shuffles[0].copies != 1 or shuffles[0].mode != "two_player":
        raise ContentError("hagal.yaml: one Reshuffle card, marked 2J (mode two_player), 1 copy (002 PREPARACIÓN)")
    total = sum(c.copies for c in cards.values() if not c.reshuffle)
    if total != printed:
        raise ContentError(f"hagal.yaml: the cards besides the Reshuffle count {total}, "
                           f"the printed total is {printed} (docs/rulings.md U700)")
    return cards, printed


# ---------------------------------------------------------------- Rivals

RIVAL_FIELDS = frozenset({"id", "name", "leader", "swordmaster", "priority", "signet", "scheme", "simplified",
                          "sources"})


def load_rival(raw: Any, board: Content, leaders: set[str]) -> RivalCard:
    rid = raw.get("id") if isinstance(raw, dict) else None
    where = f"rivals.yaml: rival {rid}"
    r = mapping(raw, RIVAL_FIELDS, RIVAL_FIELDS - {"leader", "simplified"}, where)
    if not isinstance(r["id"], str) or not isinstance(r["name"], str) or not r["name"]:
        raise fail(where, "id and name are strings")
    leader = r.get("leader")
    if leader is not None and leader not in leaders:
        raise fail(where, f"unknown leader {leader!r}")
    priority = id_list(r["priority"], where + ": priority")
    for f in priority:
        if f not in board.factions:
            raise fail(where, f"unknown faction {f!r} in priority")
    if sorted(priority) != sorted(board.factions):
        raise fail(where, f"priority orders the four Factions {sorted(board.factions)} (002 CARTAS DE RIVAL E)")
    sources = id_list(r["sources"], where + ": sources")
    if not sources or any(s not in SOURCES for s in sources):
        raise fail(where, f"sources are among {', '.join(SOURCES)}")
    signet = parse_rival_effects(r["signet"], where + ": signet")
    scheme = parse_rival_effects(r["scheme"], where + ": scheme")
    if not signet or not scheme:
        raise fail(where, "a Rival card has a Signet Ring and a Scheme ability")
    for e in _effect_kinds(signet + scheme):
        if e[0] == "influence" and e[1] != "any" and e[1] not in board.factions:
            raise fail(where, f"unknown faction {e[1]!r}")
    return RivalCard(id=r["id"], name=r["name"], leader=leader, swordmaster=integer(r["swordmaster"], where, 1),
                     priority=priority, signet=signet, scheme=scheme,
                     simplified=boolean(r.get("simplified", False), where), sources=sources)


def _per_players(raw: Any, where: str) -> dict[int, Any]:
    if not isinstance(raw, dict) or sorted(raw) != list(PLAYERS):
        raise fail(where, "a value for 1 and for 2 players")
    return dict(raw)


def load_setup(raw: Any) -> RivalSetup:
    w = "rivals.yaml: setup"
    fields = frozenset({"rivals", "first_game_min_swordmaster", "garrison", "agents", "spies", "water",
                        "objective", "holds_first_player"})
    r = mapping(raw, fields, fields, w)
    rivals = {n: integer(v, w, 1) for n, v in _per_players(r["rivals"], w + ".rivals").items()}
    objective = _per_players(r["objective"], w + ".objective")
    if objective[1] != "random" or objective[2] not in ("ornithopter",):
        raise fail(w, "objective: random in solo, the Ornithopter card with two players (002 PREPARACIÓN)")
    first = {n: boolean(v, w) for n, v in _per_players(r["holds_first_player"], w + ".holds_first_player").items()}
    return RivalSetup(rivals=rivals, first_game_min_swordmaster=integer(r["first_game_min_swordmaster"], w, 1),
                      garrison=integer(r["garrison"], w), agents=integer(r["agents"], w, 1),
                      spies=integer(r["spies"], w, 1), water=integer(r["water"], w),
                      objective=objective, holds_first_player=first)


RESOURCES_SPENT = ("solari", "spice", "intrigue", "water")


def load_resources(raw: Any) -> RivalResources:
    w = "rivals.yaml: resources"
    fields = frozenset({"swordmaster_payment", "vp_purchase", "contract_reward"})
    r = mapping(raw, fields, fields, w)
    order = id_list(r["swordmaster_payment"], w + ".swordmaster_payment")
    if sorted(order) != sorted(RESOURCES_SPENT):
        raise fail(w, f"swordmaster_payment orders {', '.join(RESOURCES_SPENT)}")
    vp = r["vp_purchase"]
    if not isinstance(vp, dict) or sorted(vp) != sorted(RESOURCES_SPENT):
        raise fail(w, f"vp_purchase gives a threshold for each of {', '.join(RESOURCES_SPENT)}")
    reward = r["contract_reward"]
    if not isinstance(reward, dict):
        raise fail(w, "contract_reward is an effect mapping")
    return RivalResources(swordmaster_payment=order, vp_purchase={k: integer(v, w, 1) for k, v in vp.items()},
                          contract_reward=tuple(parse_effect({k: v}, w + ".contract_reward") for k, v in reward.items()))


# ---------------------------------------------------------------- difficulties and variants

DIFFICULTY_FIELDS = frozenset({"id", "name", "text", "rival_garrison", "player_intrigue", "player_swordmaster",
                               "variants"})
VARIANT_BASE_FIELDS = frozenset({"id", "name", "players", "text"})
# the numbers each variant states (002 VARIANTES DE JUEGO), all required
VARIANT_NUMBERS: dict[str, frozenset[str]] = {
    "smart_politics": frozenset({"spaces", "skip_when"}),
    "brutal_escalation": frozenset({"conflict_levels", "combat_cards"}),
    "expert_deployment": frozenset({"conflict_levels", "hold_when_ahead_by_units", "sandworms_first"}),
    "simplified_rivals": frozenset({"rivals", "can_win", "after_swordmaster"}),
    "imperium_row_dice": frozenset({"dice", "sides", "no_removal"}),
}


def load_variant(raw: Any, board: Content, rivals: dict[str, RivalCard]) -> Variant:
    vid = raw.get("id") if isinstance(raw, dict) else None
    where = f"variants.yaml: variant {vid}"
    if vid not in VARIANT_NUMBERS:
        raise fail(where, f"unknown variant (002 VARIANTES DE JUEGO prints {', '.join(VARIANT_NUMBERS)})")
    numbers = VARIANT_NUMBERS[vid]
    r = mapping(raw, VARIANT_BASE_FIELDS | numbers, VARIANT_BASE_FIELDS | numbers, where)
    players = r["players"]
    if (not isinstance(players, list) or not players or len(set(players)) != len(players)
            or any(isinstance(n, bool) or n not in PLAYERS for n in players)):
        raise fail(where, "players lists 1 and/or 2")
    if not isinstance(r["text"], str) or not r["text"].strip():
        raise fail(where, "text says what the variant changes")
    for key in ("conflict_levels",):
        if key in r and (not isinstance(r[key], list) or not r[key]
                         or any(isinstance(n, bool) or n not in (1, 2, 3) for n in r[key])):
            raise fail(where, f"{key} lists Conflict levels among 1, 2, 3")
    for key in ("combat_cards", "hold_when_ahead_by_units", "dice", "sides"):
        if key in r:
            integer(r[key], where, 1)
    if "spaces" in r:
        for sid in id_list(r["spaces"], where + ": spaces"):
            if sid not in board.spaces:
                raise fail(where, f"unknown space {sid!r}")
            if board.spaces[sid].faction is None or board.spaces[sid].cost or board.spaces[sid].cost_options:
                raise fail(where, f"{sid!r} is not a Faction space without a cost")
    if "rivals" in r:
        named = id_list(r["rivals"], where + ": rivals")
        for rid in named:
            if rid not in rivals:
                raise fail(where, f"unknown rival {rid!r}")
        if set(named) != {x.id for x in rivals.values() if x.simplified}:
            raise fail(where, "rivals are the cards marked simplified in rivals.yaml")
    return Variant(id=vid, name=str(r["name"]), players=tuple(sorted(players)), text=r["text"].strip(),
                   numbers={k: r[k] for k in sorted(numbers)})


def load_difficulty(raw: Any, variants: dict[str, Variant]) -> Difficulty:
    did = raw.get("id") if isinstance(raw, dict) else None
    where = f"variants.yaml: difficulty {did}"
    r = mapping(raw, DIFFICULTY_FIELDS, DIFFICULTY_FIELDS, where)
    names = id_list(r["variants"], where + ": variants")
    for v in names:
        if v not in variants:
            raise fail(where, f"unknown variant {v!r}")
        if 1 not in variants[v].players:
            raise fail(where, f"variant {v!r} is not played solo")
    return Difficulty(id=str(r["id"]), name=str(r["name"]), text=str(r["text"]),
                      rival_garrison=integer(r["rival_garrison"], where), player_intrigue=integer(r["player_intrigue"], where),
                      player_swordmaster=boolean(r["player_swordmaster"], where), variants=names)


# ---------------------------------------------------------------- the whole

def load_rivals_data(directory: Path = DATA_DIR, board: Content | None = None) -> RivalsData:
    """Load and validate the three files against the Uprising board (or the `board` given)."""
    board = board or load_content("uprising")
    leaders = set(board.leaders) | set(load_content("base").leaders)
    hagal, printed = load_hagal(read_yaml(directory / "hagal.yaml"), board)

    raw = read_yaml(directory / "rivals.yaml")
    mapping(raw, frozenset({"rivals", "setup", "resources"}), frozenset({"rivals", "setup", "resources"}),
          "rivals.yaml")
    if not isinstance(raw["rivals"], list):
        raise ContentError("rivals.yaml: rivals is a list")
    rivals: dict[str, RivalCard] = {}
    for r in raw["rivals"]:
        rc = load_rival(r, board, leaders)
        if rc.id in rivals:
            raise ContentError(f"rivals.yaml: duplicate rival id {rc.id!r}")
        rivals[rc.id] = rc
    setup = load_setup(raw["setup"])
    resources = load_resources(raw["resources"])

    vraw = read_yaml(directory / "variants.yaml")
    mapping(vraw, frozenset({"difficulties", "variants"}), frozenset({"difficulties", "variants"}), "variants.yaml")
    variants: dict[str, Variant] = {}
    for r in vraw["variants"] or []:
        v = load_variant(r, board, rivals)
        if v.id in variants:
            raise ContentError(f"variants.yaml: duplicate variant id {v.id!r}")
        variants[v.id] = v
    difficulties: dict[str, Difficulty] = {}
    for r in vraw["difficulties"] or []:
        d = load_difficulty(r, variants)
        if d.id in difficulties:
            raise ContentError(f"variants.yaml: duplicate difficulty id {d.id!r}")
        difficulties[d.id] = d
    if tuple(difficulties) != DIFFICULTIES:
        raise ContentError(f"variants.yaml: the difficulties are {', '.join(DIFFICULTIES)}, in that order")
    return RivalsData(hagal=hagal, printed_total=printed, rivals=rivals, setup=setup, resources=resources,
                      difficulties=difficulties, variants=variants)


@cache
def rivals_data() -> RivalsData:
    """The shipped data, loaded once."""
    return load_rivals_data()
