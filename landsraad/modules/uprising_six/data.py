"""Uprising for six players (issue 29): the mode's components as validated data.

Seed 002 "PARTIDAS DE SEIS JUGADORES" and "GUÍA DE CASILLAS DEL TABLERO PARA SEIS JUGADORES": the
six-player side of the board (`board.yaml`: 24 spaces, the Great Houses and Fringe Worlds tracks,
15 observation posts), the Commanders' personal boards and starter decks with the reading of the
two doubled Faction icons (`commanders.yaml`), and the mode's setup (`setup.yaml`: seating, start
VP, Conflict deck, pieces). Loaded into frozen records, reusing the Uprising loader's own records
(`Space`, `Faction`, `ObservationPost`, `Card`) and checked against the Uprising content
(`modules/uprising/content/`). The mode's few new words are `vocab.py`'s. Nothing plays these records yet:
no `Module` is registered and `--players 6` is refused (docs/six_players.md).
Sources and choices: docs/rulings.md S800 onwards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from landsraad.content.checks import fail, id_list, integer, mapping, read_yaml
from landsraad.content.loader import (
    Card,
    Content,
    Effects,
    Faction,
    ObservationPost,
    Space,
    declare_factions,
    load_card,
    load_content,
    load_faction,
    load_post,
    load_space,
    parse_effects,
)
from landsraad.core.errors import ContentError
from landsraad.modules.combined import required
from landsraad.modules.uprising_six import vocab  # noqa: F401  (registers the mode's words first)

DATA_DIR = Path(__file__).parent
# the product the mode's own components record (content/loader.py `stamp_product`): its YAML and its
# names files (names.<lang>.yaml) are this folder's (content/products.py; names.py registers it)
PRODUCT = "uprising_six"
# 002 Preparación A: the two Factions of this side of the board (declared to the vocabulary before
# any record names them)
NEW_FACTIONS = ("great_houses", "fringe_worlds")
declare_factions(*NEW_FACTIONS)

COMMANDERS = ("muad_dib", "shaddam")
ALLY = "ally"
ROLES = (*COMMANDERS, ALLY)
PRINTED_ICON_FACTIONS = ("emperor", "guild", "bene_gesserit", "fremen")  # the printed Faction icons
DOUBLED_ICONS = ("emperor", "fremen")  # 002 Influencia compartida: two icons, two Factions each
STARTER_SIZE = 10  # 002 component list: "Dos mazos iniciales de 10 cartas"
SEATS = 6
TRACK_LEVELS = (1, 2, 3, 4)  # the personal tracks' printed rewards (002 Tableros personales)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class SixBoard:
    """The six-player side of the board: the 24 spaces in board order, its four tracks, 15 posts."""

    main_board: tuple[str, ...]
    spaces: dict[str, Space]
    removed: tuple[str, ...]
    factions: dict[str, Faction]
    observation_posts: dict[str, ObservationPost]


@dataclass(frozen=True, slots=True)
class TrackLevel:
    level: int
    effects: Effects


@dataclass(frozen=True, slots=True)
class PersonalBoard:
    """A Commander's personal board (002 Tableros personales): two spaces only he may use, and his
    own Influence track whose rewards at 1 and 3 go to his whole team."""

    id: str
    name: str
    commander: str
    faction: str
    spaces: dict[str, Space]
    track: tuple[TrackLevel, ...]


@dataclass(frozen=True, slots=True)
class Commander:
    id: str
    name: str
    leader: str
    board: str
    edge: str
    deck: dict[str, Card]

    def starter_deck(self) -> tuple[str, ...]:
        """The 10 card ids, one per copy (002 Preparación E)."""
        return tuple(c.id for c in self.deck.values() for _ in range(c.copies))


@dataclass(frozen=True, slots=True)
class CommanderPieces:
    agents: tuple[str, ...]
    swordmaster: str
    spies: int
    discs: int
    councilor: int
    faction_cubes: int
    troops: int
    combat_marker: bool
    control_markers: int


@dataclass(frozen=True, slots=True)
class SixSetup:
    seating: tuple[str, ...]
    start_vp: dict[str, int]
    start_vp_to_eleven: dict[str, int]
    conflict_deck: dict[int, int]
    max_rounds: int
    modules: tuple[str, ...]
    sardaukar_contracts: tuple[str, ...]
    objectives_drawn_by: str
    objective_swap: str
    commander_pieces: CommanderPieces
    ally_faction_cubes: int
    swordmaster_bonus_tokens: int
    swordmaster_bonus_swords: int
    alliance_tokens: tuple[str, ...]
    recommended_allies: dict[str, tuple[str, ...]]
    either_side: tuple[str, ...]


@dataclass(frozen=True)
class SixData:
    board: SixBoard
    faction_icons: dict[str, dict[str, tuple[str, ...]]]
    personal_boards: dict[str, PersonalBoard]
    commanders: dict[str, Commander]
    setup: SixSetup

    def factions_for(self, icon: str, role: str) -> tuple[str, ...]:
        """The Factions a role may use for a printed Faction icon (002 Influencia compartida)."""
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}: one of {', '.join(ROLES)}")
        if icon in self.faction_icons:
            return self.faction_icons[icon][role]
        if icon in PRINTED_ICON_FACTIONS:
            return (icon,)
        raise ValueError(f"{icon!r} is not a Faction icon")

    def team_of(self, seat: int) -> str:
        """The Commander whose team sits at this seat (seats clockwise, setup.yaml `seating`)."""
        role = self.setup.seating[seat]
        if role in COMMANDERS:
            return role
        return role.removesuffix("_ally")

    def allies_of(self, commander: str) -> tuple[int, ...]:
        """The seats of a Commander's two Allies, in seat order."""
        if commander not in COMMANDERS:
            raise ValueError(f"unknown Commander {commander!r}")
        return tuple(i for i, r in enumerate(self.setup.seating) if r == commander + "_ally")


# ---------------------------------------------------------------- parsing helpers


def _record(fn: Callable[[Any], T], raw: Any, where: str) -> T:
    """A record parsed by the Uprising loader, its error prefixed with the file and component."""
    if not isinstance(raw, dict):
        raise fail(where, f"expected a mapping, got {raw!r}")
    try:
        return fn(raw)
    except (KeyError, TypeError) as e:
        raise fail(where, f"missing or malformed field {e}") from None
    except ContentError as e:
        raise fail(where, str(e)) from None


def _effect_factions(effects: Effects) -> list[str]:
    """Every Faction an effect list names (through `if`, `may`, `choose`, nested gains)."""
    out: list[str] = []
    for e in effects:
        if e[0] == "influence":
            out.append(e[1])
        for part in e[1:]:
            if isinstance(part, tuple) and part and all(isinstance(x, tuple) for x in part):
                out.extend(_effect_factions(part))
            elif isinstance(part, tuple) and part and isinstance(part[0], str):
                out.extend(_effect_factions((part,)))
    return out


# ---------------------------------------------------------------- board.yaml

BOARD_FIELDS = frozenset({"main_board", "removed", "spaces", "factions", "observation_posts"})


def load_board(raw: dict[str, Any], uprising: Content) -> SixBoard:
    w = "board.yaml"
    mapping(raw, BOARD_FIELDS, BOARD_FIELDS, w)
    order = id_list(raw["main_board"], w + ": main_board")
    removed = id_list(raw["removed"], w + ": removed")
    if not isinstance(raw["spaces"], list):
        raise fail(w, "spaces is a list")
    own: dict[str, Space] = {}
    for r in raw["spaces"]:
        sid = r.get("id") if isinstance(r, dict) else None
        sp = _record(load_space, r, f"{w}: space {sid}")
        if sp.id in own:
            raise fail(w, f"duplicate space id {sp.id!r}")
        if sp.id not in order:
            raise fail(f"{w}: space {sp.id}", "not in main_board")
        own[sp.id] = sp
    spaces: dict[str, Space] = {}
    for sid in order:
        if sid in own:
            spaces[sid] = own[sid]
        elif sid in uprising.spaces:
            spaces[sid] = uprising.spaces[sid]  # printed the same on both sides
        else:
            raise fail(w, f"main_board: unknown space {sid!r} (neither here nor on the Uprising board)")
    for sid in removed:
        if sid not in uprising.spaces:
            raise fail(w, f"removed: {sid!r} is not an Uprising board space")
    gone = sorted(set(uprising.spaces) - set(order))
    if gone != sorted(removed):
        raise fail(w, f"removed lists the Uprising spaces not on this side: {gone}")

    if not isinstance(raw["factions"], list):
        raise fail(w, "factions is a list")
    factions: dict[str, Faction] = {}
    for r in raw["factions"]:
        if isinstance(r, str):
            if r not in uprising.factions:
                raise fail(w, f"factions: {r!r} is not an Uprising track")
            f = uprising.factions[r]
        else:
            fid = r.get("id") if isinstance(r, dict) else None
            f = _record(load_faction, r, f"{w}: faction {fid}")
        if f.id in factions:
            raise fail(w, f"duplicate faction {f.id!r}")
        factions[f.id] = f
    if len(factions) != 4 or set(NEW_FACTIONS) - set(factions) or {"emperor", "fremen"} & set(factions):
        raise fail(w, "factions: four tracks, the Great Houses and Fringe Worlds in place of the Emperor "
                       "and Fremen (002 Preparación A)")

    for sp in spaces.values():
        where = f"{w}: space {sp.id}"
        if sp.faction is not None and sp.faction not in factions:
            raise fail(where, f"faction {sp.faction!r} has no track on this side")
        for fac, _n in sp.requirement:
            if fac not in PRINTED_ICON_FACTIONS:
                raise fail(where, f"requirement names a printed Faction icon, not {fac!r}")
        for fac in _effect_factions(sp.effects):
            if fac != "any" and fac not in factions:
                raise fail(where, f"unknown faction {fac!r} on this side")

    if not isinstance(raw["observation_posts"], list):
        raise fail(w, "observation_posts is a list")
    posts: dict[str, ObservationPost] = {}
    for r in raw["observation_posts"]:
        pid = r.get("id") if isinstance(r, dict) else None
        p = _record(load_post, r, f"{w}: observation post {pid}")
        if p.id in posts:
            raise fail(w, f"duplicate observation post {p.id!r}")
        for sid in p.spaces:
            if sid not in spaces:
                raise fail(f"{w}: observation post {p.id}", f"unknown space {sid!r} (not on this side)")
        posts[p.id] = p
    watched = {s for p in posts.values() for s in p.spaces}
    unwatched = [s for s in order if s not in watched]
    if unwatched:
        raise fail(w, f"observation_posts: no post watches {unwatched}")
    return SixBoard(main_board=order, spaces=spaces, removed=removed, factions=factions, observation_posts=posts)


# ---------------------------------------------------------------- commanders.yaml

BOARD_RECORD_FIELDS = frozenset({"id", "name", "commander", "faction", "spaces", "track"})
COMMANDER_FIELDS = frozenset({"id", "name", "leader", "board", "edge", "deck"})
EDGES = ("arrakis", "landsraad")  # 002 Preparación: the bottom and the top edge of the board


def load_faction_icons(raw: Any, board: SixBoard, personal: dict[str, str]) -> dict[str, dict[str, tuple[str, ...]]]:
    w = "commanders.yaml: faction_icons"
    if not isinstance(raw, dict) or sorted(raw) != sorted(DOUBLED_ICONS):
        raise fail(w, f"gives the reading of the {', '.join(DOUBLED_ICONS)} icons (002 Influencia compartida)")
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for icon, roles in raw.items():
        wi = f"{w}.{icon}"
        mapping(roles, frozenset(ROLES), frozenset(ROLES), wi)
        out[icon] = {}
        for role, facs in roles.items():
            ids = id_list(facs, f"{wi}.{role}")
            if not ids:
                raise fail(wi, f"{role} uses at least one Faction")
            for f in ids:
                if f not in board.factions and personal.get(role) != f:
                    raise fail(wi, f"{role} cannot use {f!r}: not a track of the board or of the role's personal board")
            if personal.get(role) == icon and icon not in ids:
                raise fail(wi, f"{role} may use his personal {icon} track for the {icon} icon")
            out[icon][role] = ids
    return out


def load_personal_board(raw: Any, board: SixBoard) -> PersonalBoard:
    bid = raw.get("id") if isinstance(raw, dict) else None
    w = f"commanders.yaml: personal board {bid}"
    r = mapping(raw, BOARD_RECORD_FIELDS, BOARD_RECORD_FIELDS, w)
    if r["commander"] not in COMMANDERS:
        raise fail(w, f"commander is one of {', '.join(COMMANDERS)}")
    faction = r["faction"]
    if faction not in DOUBLED_ICONS or faction in board.factions:
        raise fail(w, f"faction is the Emperor or the Fremen, off the main board (002 Preparación A), not {faction!r}")
    spaces: dict[str, Space] = {}
    for s in r["spaces"] or []:
        sid = s.get("id") if isinstance(s, dict) else None
        sp = _record(load_space, s, f"{w}: space {sid}")
        if sp.id in spaces or sp.id in board.spaces:
            raise fail(w, f"space {sp.id!r} is already on a board")
        if sp.faction != faction or sp.icon != faction:
            raise fail(f"{w}: space {sp.id}", f"a personal board's space has the {faction} icon and moves its track "
                        "(002 Tableros personales)")
        spaces[sp.id] = sp
    if len(spaces) != 2:
        raise fail(w, "a personal board has two spaces (002 Tableros personales)")
    levels: list[TrackLevel] = []
    if not isinstance(r["track"], list):
        raise fail(w, "track is a list of levels")
    for i, lv in enumerate(r["track"]):
        wl = f"{w}: track[{i}]"
        lr = mapping(lv, frozenset({"level", "effects"}), frozenset({"level", "effects"}), wl)
        effects = _record(lambda x: parse_effects(x["effects"], "effects"), lr, wl)
        if not effects:
            raise fail(wl, "a level gives something")
        levels.append(TrackLevel(level=integer(lr["level"], wl, 1), effects=effects))
    if tuple(lv.level for lv in levels) != TRACK_LEVELS:
        raise fail(w, f"track gives the levels {TRACK_LEVELS} in order")
    kinds = [tuple(e[0] for e in lv.effects) for lv in levels]
    if kinds != [("team_reward",), ("vp",), ("team_reward",), ("alliance_token",)]:
        raise fail(w, "track: a team reward at 1 and 3, 1 VP at 2, the Alliance at 4 (002 Tableros personales)")
    return PersonalBoard(id=str(r["id"]), name=str(r["name"]), commander=r["commander"], faction=faction,
                         spaces=spaces, track=tuple(levels))


def load_commander(raw: Any, boards: dict[str, PersonalBoard], uprising: Content, card_ids: set[str]) -> Commander:
    cid = raw.get("id") if isinstance(raw, dict) else None
    w = f"commanders.yaml: commander {cid}"
    r = mapping(raw, COMMANDER_FIELDS, COMMANDER_FIELDS, w)
    if r["id"] not in COMMANDERS:
        raise fail(w, f"a Commander is one of {', '.join(COMMANDERS)}")
    if r["leader"] not in uprising.leaders:
        raise fail(w, f"unknown leader {r['leader']!r}")
    pb = boards.get(r["board"])
    if pb is None:
        raise fail(w, f"unknown personal board {r['board']!r}")
    if pb.commander != r["id"]:
        raise fail(w, f"personal board {pb.id!r} belongs to {pb.commander}")
    if r["edge"] not in EDGES:
        raise fail(w, f"edge is one of {', '.join(EDGES)}")
    if not isinstance(r["deck"], list):
        raise fail(w, "deck is a list of cards")
    deck: dict[str, Card] = {}
    for c in r["deck"]:
        kid = c.get("id") if isinstance(c, dict) else None
        card = _record(lambda x: load_card(x, "starter"), c, f"{w}: card {kid}")
        if card.id in deck or card.id in card_ids or card.id in uprising.cards:
            raise fail(w, f"duplicate card id {card.id!r}")
        if card.copies < 1:
            raise fail(f"{w}: card {card.id}", "copies is at least 1")
        for fac in card.factions:
            if fac != pb.faction:
                raise fail(f"{w}: card {card.id}", f"a {r['id']} card is of the {pb.faction} Faction or none, not {fac!r}")
        deck[card.id] = card
    card_ids.update(deck)
    total = sum(c.copies for c in deck.values())
    if total != STARTER_SIZE:
        raise fail(w, f"the starter deck has {total} cards, the seed prints {STARTER_SIZE} (002 component list)")
    return Commander(id=r["id"], name=str(r["name"]), leader=r["leader"], board=pb.id, edge=r["edge"], deck=deck)


# ---------------------------------------------------------------- setup.yaml

SETUP_FIELDS = frozenset({"seating", "start_vp", "start_vp_to_eleven", "conflict_deck", "max_rounds", "modules",
                          "sardaukar_contracts", "objectives_drawn_by", "objective_swap", "commander_pieces",
                          "ally_faction_cubes", "swordmaster_bonus_tokens", "swordmaster_bonus_swords",
                          "alliance_tokens", "recommended_allies", "either_side"})
PIECE_FIELDS = frozenset({"agents", "swordmaster", "spies", "discs", "councilor", "faction_cubes", "troops",
                          "combat_marker", "control_markers"})


def check_seating(seating: tuple[str, ...], where: str) -> None:
    """002 PREPARACIÓN: the Commanders face each other, each Commander's Allies sit on either side
    of the other Commander, so that turn order alternates the teams."""
    allies = {c: c + "_ally" for c in COMMANDERS}
    if len(seating) != SEATS or sorted(seating) != sorted([*COMMANDERS, *allies.values(), *allies.values()]):
        raise fail(where, "six seats: the two Commanders and two Allies of each")
    team = [s.removesuffix("_ally") for s in seating]
    if any(team[i] == team[(i + 1) % SEATS] for i in range(SEATS)):
        raise fail(where, "turn order alternates the teams")
    m, s = seating.index("muad_dib"), seating.index("shaddam")
    if (s - m) % SEATS != SEATS // 2:
        raise fail(where, "the Commanders sit facing each other")
    for c, other in ((m, s), (s, m)):
        beside = {seating[(other - 1) % SEATS], seating[(other + 1) % SEATS]}
        if beside != {seating[c] + "_ally"}:
            raise fail(where, f"{seating[c]}'s Allies sit on either side of the other Commander")


def load_setup(raw: dict[str, Any], board: SixBoard, personal_factions: tuple[str, ...], uprising: Content) -> SixSetup:
    w = "setup.yaml"
    mapping(raw, SETUP_FIELDS, SETUP_FIELDS, w)
    seating = tuple(raw["seating"]) if isinstance(raw["seating"], list) else ()
    check_seating(seating, w + ": seating")
    vp: dict[str, dict[str, int]] = {}
    for key in ("start_vp", "start_vp_to_eleven"):
        v = mapping(raw[key], frozenset({"commander", "ally"}), frozenset({"commander", "ally"}), f"{w}: {key}")
        vp[key] = {k: integer(n, f"{w}: {key}.{k}") for k, n in v.items()}
    deck = raw["conflict_deck"]
    if not isinstance(deck, dict) or sorted(deck) != [1, 2, 3]:
        raise fail(w, "conflict_deck gives a count for the levels 1, 2 and 3")
    for level, n in deck.items():
        have = sum(c.copies for c in uprising.conflicts.values() if c.level == level)
        if integer(n, f"{w}: conflict_deck.{level}") > have:
            raise fail(w, f"conflict_deck: {n} level {level} cards, Uprising has {have}")
    if deck[1] != 0:
        raise fail(w, "conflict_deck: no level I card (002 Preparación B)")
    rounds = integer(raw["max_rounds"], w + ": max_rounds", 1)
    if sum(deck.values()) != rounds:
        raise fail(w, f"conflict_deck has {sum(deck.values())} cards, one per round of at most {rounds}")
    modules = id_list(raw["modules"], w + ": modules")
    # the modules the mode requires (the registry's, modules/__init__.py) are the ones the setup prints
    missing = [m for m in required("uprising_six") if m not in modules]
    if missing:
        raise fail(w, f"modules: the {', '.join(missing)} module must be used (002 Preparación C)")
    contracts = id_list(raw["sardaukar_contracts"], w + ": sardaukar_contracts")
    printed = sorted(c.id for c in uprising.contracts.values() if c.sardaukar)
    if sorted(contracts) != printed:
        raise fail(w, f"sardaukar_contracts are the two Sardaukar contracts {printed}")
    if raw["objectives_drawn_by"] != ALLY:
        raise fail(w, "objectives_drawn_by: only the Allies draw Objectives (002 Preparación H)")
    swap = uprising.objectives.get(raw["objective_swap"])
    if swap is None or SEATS not in swap.players or swap.battle_icon != "desert_mouse" or swap.first_player:
        raise fail(w, "objective_swap is the «4/6J» Desert Mouse Objective (002 Preparación H)")
    p = mapping(raw["commander_pieces"], PIECE_FIELDS, PIECE_FIELDS, w + ": commander_pieces")
    agents = id_list(p["agents"], w + ": commander_pieces.agents")
    if sorted(agents) != ["left", "right"] or p["swordmaster"] != "choose":
        raise fail(w, "commander_pieces: a left and a right arrow token, the Swordmaster chooses (002 G1)")
    if not isinstance(p["combat_marker"], bool):
        raise fail(w, "commander_pieces.combat_marker is true or false")
    pieces = CommanderPieces(agents=agents, swordmaster=p["swordmaster"],
                             **{k: integer(p[k], f"{w}: commander_pieces.{k}") for k in
                                ("spies", "discs", "councilor", "faction_cubes", "troops", "control_markers")},
                             combat_marker=p["combat_marker"])
    if pieces.troops or pieces.combat_marker or pieces.control_markers:
        raise fail(w, "commander_pieces: a Commander has no troops, Combat marker or Control markers (002 G)")
    tokens = id_list(raw["alliance_tokens"], w + ": alliance_tokens")
    if sorted(tokens) != sorted([*board.factions, *personal_factions]):
        raise fail(w, "alliance_tokens: one per track, the board's four and the two personal boards'")
    recommended: dict[str, tuple[str, ...]] = {}
    rec = mapping(raw["recommended_allies"], frozenset(COMMANDERS), frozenset(COMMANDERS), w + ": recommended_allies")
    either = id_list(raw["either_side"], w + ": either_side")
    for key, ids in [*rec.items(), ("either_side", list(either))]:
        for lid in id_list(ids, f"{w}: recommended_allies.{key}"):
            if lid not in uprising.leaders:
                raise fail(w, f"recommended_allies.{key}: unknown leader {lid!r}")
        recommended[key] = tuple(ids)
    recommended.pop("either_side")
    return SixSetup(seating=seating, start_vp=vp["start_vp"], start_vp_to_eleven=vp["start_vp_to_eleven"],
                    conflict_deck=dict(deck), max_rounds=rounds, modules=modules, sardaukar_contracts=contracts,
                    objectives_drawn_by=ALLY, objective_swap=swap.id, commander_pieces=pieces,
                    ally_faction_cubes=integer(raw["ally_faction_cubes"], w + ": ally_faction_cubes", 1),
                    swordmaster_bonus_tokens=integer(raw["swordmaster_bonus_tokens"], w + ": swordmaster_bonus_tokens", 1),
                    swordmaster_bonus_swords=integer(raw["swordmaster_bonus_swords"], w + ": swordmaster_bonus_swords", 1),
                    alliance_tokens=tokens, recommended_allies=recommended, either_side=either)


# ---------------------------------------------------------------- the whole

def load_six_data(directory: Path = DATA_DIR, uprising: Content | None = None) -> SixData:
    """Load and validate the three files against the Uprising content (or the `uprising` given)."""
    uprising = uprising or load_content("uprising")
    board = load_board(read_yaml(directory / "board.yaml"), uprising)

    raw = read_yaml(directory / "commanders.yaml")
    fields = frozenset({"faction_icons", "personal_boards", "commanders"})
    mapping(raw, fields, fields, "commanders.yaml")
    boards: dict[str, PersonalBoard] = {}
    for r in raw["personal_boards"] or []:
        pb = load_personal_board(r, board)
        if pb.id in boards:
            raise ContentError(f"commanders.yaml: duplicate personal board id {pb.id!r}")
        if any(pb.spaces.keys() & other.spaces.keys() for other in boards.values()):
            raise ContentError(f"commanders.yaml: personal board {pb.id}: a space is on both boards")
        boards[pb.id] = pb
    if sorted(pb.commander for pb in boards.values()) != sorted(COMMANDERS):
        raise ContentError("commanders.yaml: one personal board per Commander (002 Preparación A)")
    commanders: dict[str, Commander] = {}
    card_ids: set[str] = set()
    for r in raw["commanders"] or []:
        c = load_commander(r, boards, uprising, card_ids)
        if c.id in commanders:
            raise ContentError(f"commanders.yaml: duplicate commander id {c.id!r}")
        commanders[c.id] = c
    if sorted(commanders) != sorted(COMMANDERS):
        raise ContentError(f"commanders.yaml: the Commanders are {', '.join(COMMANDERS)}")
    personal = {pb.commander: pb.faction for pb in boards.values()}
    icons = load_faction_icons(raw["faction_icons"], board, personal)
    setup = load_setup(read_yaml(directory / "setup.yaml"), board, tuple(personal.values()), uprising)
    return SixData(board=board, faction_icons=icons, personal_boards=boards, commanders=commanders, setup=setup)


@cache
def six_data() -> SixData:
    """The shipped data, loaded once."""
    return load_six_data()
