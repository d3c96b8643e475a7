"""The game state: plain mutable slotted objects with a hand-written clone.

Why mutable + hand-written clone: copying frozen dataclasses with `replace()` on every step and
`copy.deepcopy` are the two known performance traps of Python game engines (shared/GUIDE.md).
Everything here is str/int/list/dict/tuple, so JSON round-trips are exact.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields
from types import FunctionType
from typing import Any

from landsraad.core.constants import DIFFICULTIES
from landsraad.core.errors import ConfigError, SaveError
from landsraad.rules.events import BASE, Triggers
from landsraad.rules.fields import load
from landsraad.rules.migrate import SAVE_FORMAT
from landsraad.rules.options import ConfigOption
from landsraad.rules.ruleset import (
    EDITIONS,
    MODULES,
    ROLE_NAMES,
    Ruleset,
    declared_options,
    field_owner,
    module_parts,
    module_turn_fields,
    reserve_core_fields,
    ruleset_for,
    ruleset_problem,
    table_for,
)
from landsraad.rules.turn_context import Turn

# Zones that a clone shares with its original instead of copying (docs/benchmarks.md, session 2):
# large piles that change rarely (the decks), and lists that are usually empty. They are tuples, so
# sharing is safe by construction: nothing can change them in place (mypy rejects `.append` and
# item assignment, and at run time they raise); the rules assign a new tuple instead (the helpers
# in rules/zones.py: `without`, `without_last`, `added`, `replaced`, `pick_from`). In JSON they
# are lists, as before: to_json writes lists and from_json turns them back into tuples (TUPLE_ZONES).
# Every other container is copied by clone. tests/test_clone_isolation.py checks that a clone
# never changes its original.
SHARED_ZONES = {
    "GameState": ("alliance", "conflict_deck", "conflict_discard", "imperium_deck", "intrigue_deck",
                  "intrigue_discard", "removed_cards", "automa", "ranking",
                  "imperium_row"),
    "PlayerState": ("influence", "intrigues", "deck_top", "trashed", "waiting_intrigues"),
}
# Maps a clone shares with its original because the rules never change them in place: a change
# assigns a new map (rules/zones.py `add_units`, `set_vp`, `acquire`, `trash_card`, `set_leader_state`,
# `zone_add`, `zone_remove`), and their
# values are tuples, ints, bools or strs. tests/test_clone_isolation.py checks it.
SHARED_MAPS = {"GameState": ("reserve",), "PlayerState": ("conflict", "zones", "leader_state", "vp_sources")}
# The shared zones, all held as tuples; from_json converts them back from JSON lists.
TUPLE_ZONES: dict[str, frozenset[str]] = {cls: frozenset(zones) for cls, zones in SHARED_ZONES.items()}


def normalized(options: Any) -> Any:
    """A config's options as sorted (name, value) pairs, the values at their default left out
    (so a config that chose nothing equals, hashes and saves as one without options). Not a
    mapping of names: returned as given, for config_problem to refuse."""
    if not options:
        return ()
    if isinstance(options, dict):
        options = tuple(options.items())
    if not isinstance(options, tuple) or not all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                                                 for p in options):
        return options
    declared = declared_options()
    return tuple(sorted(((k, v) for k, v in options if k not in declared or v != declared[k].default),
                        key=lambda p: p[0]))


@dataclass(frozen=True)
class GameConfig:
    """What is fixed before setup. `leaders` is filled by the leaders issue; None = no leader."""

    edition: str = "base"
    players: int = 4
    first_player: int | None = None  # None: random (004 Preparação H)
    # one per seat: a leader id, "random" (an unused leader drawn with the state RNG) or None
    leaders: tuple[str | None, ...] = ()
    # 004 Preparação note: two leaders of one House are discouraged but allowed. False: random
    # picks avoid a House already taken and an explicit pair of one House is refused.
    allow_same_house: bool = True
    log: bool = False  # keep a human-readable log in the state (UIs); off for simulations
    # solo games (players=1): mercenary | sardaukar | mentat | kwisatz_haderach (000/001 House Hagal sheet)
    difficulty: str = "sardaukar"
    # Ask every human in the Combat, "when you win" and Endgame Intrigue windows even with nothing
    # to play, so that who is asked reveals nothing (hotseat tables): docs/rulings.md R7
    ask_all_intrigue_windows: bool = False
    # rules modules on top of the edition's own (landsraad/rules/ruleset.py), in order
    modules: tuple[str, ...] = ()
    # the options its modules declare (rules/options.py): name -> value, held as sorted pairs (a
    # dict given is normalized in __post_init__); an option at its default is not held
    options: tuple[tuple[str, Any], ...] | Mapping[str, Any] = ()
    # a custom card pool (landsraad/rules/pool.py, issue 30): the Imperium and Intrigue decks dealt at
    # setup, normalized and hashable; empty: the decks of the edition and modules
    pool: tuple = ()

    def __post_init__(self) -> None:
        """An invalid config is refused here, whoever builds it (interfaces, records, saves):
        ConfigError (a ValueError) says what is wrong. Which leaders may sit together (one card
        each, Houses) is checked at setup (phases.resolve_leaders)."""
        if self.options != ():  # a dict given ({} too) becomes sorted pairs
            object.__setattr__(self, "options", normalized(self.options))
        problem = config_problem(self)
        if problem:
            raise ConfigError(problem)

    def option(self, option: ConfigOption) -> Any:
        """The value of an option its modules declare (rules/options.py), its default when not chosen
        (the declaration is passed, so reading one looks up no registry: configs are checked often)."""
        for k, v in self.pairs():
            if k == option.name:
                return v
        return option.default

    def pairs(self) -> tuple[tuple[str, Any], ...]:
        """The options held, as (name, value) pairs sorted by name (what __post_init__ made of them)."""
        assert isinstance(self.options, tuple)
        return self.options

    @property
    def seats(self) -> int:
        """Seats at the table: the ruleset's seat plan (1- and 2-player base games add House
        Hagal seats: modules/base)."""
        return len(ruleset_for(self).seats)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["leaders"] = list(self.leaders)
        # no modules: the key is left out, so saves, records and state hashes of games without
        # modules are what they were before modules existed (tests/test_golden.py)
        if self.modules:
            d["modules"] = list(self.modules)
        else:
            del d["modules"]
        # the options chosen, each a top-level key under its name (saves written before options
        # were declared by their modules hold them there); none: no key, as before
        del d["options"]
        if self.options:
            declared = declared_options()
            for name, value in self.pairs():
                d[name] = declared[name].to_json(value)
        # likewise: no pool, no key
        if self.pool:
            from landsraad.rules.pool import pool_to_dict

            d["pool"] = pool_to_dict(self.pool)
        else:
            del d["pool"]
        return d

    @staticmethod
    def from_dict(d: Any) -> GameConfig:
        """A config from JSON (records, saves, the web store): the same checks, strict types
        (no "3" for 3, no true for 1); missing fields keep their defaults."""
        if not isinstance(d, dict):
            raise SaveError(f"bad game config: an object with at least 'players', not {type(d).__name__}")
        declared = declared_options()
        unknown = sorted(str(k)[:30] for k in d if k not in CONFIG_FIELDS and k not in declared or k == "options")
        if unknown:
            raise SaveError(f"bad game config: unknown field(s) {', '.join(unknown)}")
        if "players" not in d:
            raise SaveError("bad game config: 'players' is missing")
        leaders = d.get("leaders", [])
        if not isinstance(leaders, list):
            raise SaveError("bad game config: 'leaders' is a list of leader ids, \"random\" or null")
        modules = d.get("modules", [])
        if not isinstance(modules, list):
            raise SaveError("bad game config: 'modules' is a list of module names")
        options: dict[str, Any] = {}
        for name in sorted(k for k in d if k in declared):
            try:
                options[name] = declared[name].from_json(d[name])
            except ValueError as e:
                raise SaveError(f"bad game config: {e}") from None
        fixed = {k: v for k, v in d.items() if k not in declared}
        pool: tuple = ()
        if "pool" in d:
            from landsraad.rules.pool import PoolError, pool_from_dict

            try:
                pool = pool_from_dict(d["pool"])
            except PoolError as e:
                raise SaveError(f"bad game config: {e}") from None
        try:
            return GameConfig(**{**fixed, "leaders": tuple(leaders), "modules": tuple(modules), "options": options,
                                 "pool": pool})
        except ConfigError as e:
            raise SaveError(f"bad game config: {e}") from None


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _show(x: Any) -> str:
    return repr(x)[:30]


def config_problem(c: GameConfig) -> str | None:
    """What is wrong with a config, or None (GameConfig.__post_init__)."""
    problem = ruleset_problem(c.edition, c.modules)
    if problem:
        return problem
    table = table_for(c.edition, c.modules)
    planned = dict(table.planned_players)
    if _is_int(c.players) and c.players in planned:
        return f"{c.players} players: {planned[c.players]}"
    if not _is_int(c.players) or not table.min_players <= c.players <= table.max_players:
        return f"Dune: Imperium is for {table.min_players} to {table.max_players} players, not {_show(c.players)}"
    if c.pool:
        from landsraad.rules.pool import PoolError, pool_from_dict, pool_to_dict

        try:  # a pool built by hand gets the file's checks; then its decks are dealt once (cached)
            if not isinstance(c.pool, tuple) or pool_from_dict(pool_to_dict(c.pool)) != c.pool:
                return "pool is a normalized card pool (landsraad/rules/pool.py pool_from_dict)"
            ruleset_for(c)
        except PoolError as e:
            return str(e)
        except (TypeError, ValueError):
            return "pool is a normalized card pool (landsraad/rules/pool.py pool_from_dict)"
    if not isinstance(c.options, tuple) or not all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                                                   for p in c.options):
        return "options is a mapping of option names to values"
    parts = module_parts(c.edition, c.modules)
    for m in parts:
        why = m.config_problem(c) if m.config_problem is not None else None
        if why:
            return why
    for name in dict(c.options):
        if not any(o.name == name for m in parts for o in m.options):
            return f"{name} is not played in this game ({', '.join((c.edition, *c.modules))}: no module reads it)"
    for name in ("allow_same_house", "log", "ask_all_intrigue_windows"):
        if not isinstance(getattr(c, name), bool):
            return f"{name} is true or false, not {_show(getattr(c, name))}"
    if not isinstance(c.difficulty, str) or c.difficulty not in DIFFICULTIES:
        return f"unknown difficulty {_show(c.difficulty)}; one of {', '.join(DIFFICULTIES)}"
    seats = ruleset_for(c).seats
    fp = c.first_player
    if fp is not None:
        # docs/rulings.md H10: with two players the marker passes between them and never to House
        # Hagal (seat 2); solo, it passes clockwise through all three seats (the seat plan says)
        holders = [i for i, seat in enumerate(seats) if seat.holds_first_player]
        if len(holders) < len(seats) and (not _is_int(fp) or fp not in holders):
            never = " and ".join(sorted({ROLE_NAMES.get(seat.role, seat.role) for seat in seats
                                         if not seat.holds_first_player}))
            return (f"first_player must be {' or '.join(map(str, holders))} in a {c.players}-player game "
                    f"({never} never holds the First Player marker), not {_show(fp)}")
        if not _is_int(fp) or not 0 <= fp < len(seats):
            return f"first_player must be a seat from 0 to {len(seats) - 1}, not {_show(fp)}"
    if not isinstance(c.leaders, tuple):
        return "leaders is a tuple of leader ids, 'random' or None"
    leader_seats = sum(1 for seat in seats if seat.has_leader)  # House Hagal has no leader
    if len(c.leaders) > leader_seats:
        return f"{len(c.leaders)} leaders given for {leader_seats} seats"
    rules = ruleset_for(c)
    known = [lid for lid, ld in rules.content.leaders.items() if rules.offers(ld)]  # (U501)
    for x in c.leaders:
        if isinstance(x, str) and x in rules.content.leaders and x not in known:
            return f"leader {x!r} is played only with the {rules.content.leaders[x].module} module"
        if x is not None and (not isinstance(x, str) or (x != "random" and x not in known)):
            return f"unknown leader {_show(x)}; one of {sorted(known)} or 'random'"
    return None


@dataclass(slots=True)
class PlayerState:
    seat: int
    leader: str | None = None
    solari: int = 0
    spice: int = 0
    water: int = 1  # 004 Preparação F1
    vp_sources: dict[str, int] = field(default_factory=dict)  # shared by clones (SHARED_MAPS): zones.set_vp
    influence: tuple[int, ...] = (0, 0, 0, 0)
    supply: int = 9  # troops in supply; 3 start in the garrison (004 Preparação G5)
    garrison: int = 3
    # Conflict units by kind (Ruleset.units: "troop"; Uprising adds "sandworm"), no zero entries,
    # so `if p.conflict` asks "has units in the Conflict" (004 Definir Força). Shared by clones
    # (SHARED_MAPS): changed only by assigning a new map (zones.add_units)
    conflict: dict[str, int] = field(default_factory=dict)
    deck: list[str] = field(default_factory=list)  # unordered: draws sample it with the state RNG
    deck_top: tuple[str, ...] = ()  # cards known to be on top (looked at), top last
    hand: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    trashed: tuple[str, ...] = ()
    intrigues: tuple[str, ...] = ()
    agents_total: int = 2
    agents_left: int = 2
    has_mentat: bool = False
    has_swordmaster: bool = False
    high_council: bool = False
    control_markers: int = 3
    revealed: bool = False
    persuasion: int = 0
    swords: int = 0
    last_reveal: int = -1  # global counter value of this player's latest Reveal turn (FAQ25 tiebreak)
    # Plot Intrigues kept face up until this round's Reveal turn (FAQ 2.1: Charisma, Recruitment Mission)
    waiting_intrigues: tuple[str, ...] = ()
    # Cards and pieces a player keeps in front of them, by zone name (rules/player_zones.py ZONES: won
    # Conflict cards, objectives, contracts, specimens); only non-empty zones are present. Shared
    # by clones (SHARED_MAPS): changed only by assigning a new map.
    zones: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Leader-specific state, by key (modules/base/leaders.py; classified in hidden.VISIBILITY["leader_state"]: Baron Harkonnen's Masterstroke
    # tokens and whether they were revealed, Helena Richese's manipulated cards); a key is present
    # only with a non-empty value. Shared by clones (SHARED_MAPS).
    leader_state: dict[str, Any] = field(default_factory=dict)
    # The modules' per-player fields (rules/fields.py StateField, `Module.state`): field name ->
    # value, only those not at their default; saved under their own keys. Shared by clones: the
    # values are immutable and StateField.put assigns a new map.
    ext: dict[str, Any] = field(default_factory=dict)

    @property
    def vp(self) -> int:
        return sum(self.vp_sources.values())

    @property
    def troops_in_conflict(self) -> int:
        return self.conflict.get("troop", 0)

    def clone(self) -> PlayerState:
        # Explicit fields (no __dict__: the class is slotted and mypyc-compilable). Containers
        # the rules change in place are copied; SHARED_ZONES and scalars are shared.
        p = PlayerState.__new__(PlayerState)
        p.seat = self.seat
        p.leader = self.leader
        p.solari = self.solari
        p.spice = self.spice
        p.water = self.water
        p.vp_sources = self.vp_sources  # shared maps: see SHARED_MAPS
        p.influence = self.influence  # shared zones: see SHARED_ZONES
        p.supply = self.supply
        p.garrison = self.garrison
        p.conflict = self.conflict  # shared maps: see SHARED_MAPS
        p.deck = self.deck.copy()
        p.deck_top = self.deck_top  # shared zones: see SHARED_ZONES
        p.hand = self.hand.copy()
        p.in_play = self.in_play.copy()
        p.discard = self.discard.copy()
        p.trashed = self.trashed
        p.intrigues = self.intrigues
        p.agents_total = self.agents_total
        p.agents_left = self.agents_left
        p.has_mentat = self.has_mentat
        p.has_swordmaster = self.has_swordmaster
        p.high_council = self.high_council
        p.control_markers = self.control_markers
        p.revealed = self.revealed
        p.persuasion = self.persuasion
        p.swords = self.swords
        p.last_reveal = self.last_reveal
        p.waiting_intrigues = self.waiting_intrigues
        p.zones = self.zones  # shared maps: see SHARED_MAPS
        p.leader_state = self.leader_state
        p.ext = self.ext  # module fields: shared (rules/fields.py)
        return p


def _tuplify(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tuplify(i) for i in x)
    return x


@dataclass(slots=True)
class GameState:
    """All of a game. Mutated only by rules/engine.py; read by view()."""

    config: GameConfig
    seed: int
    rng: int
    players: list[PlayerState]
    round: int = 0
    phase: str = "setup"
    first_player: int = 0
    # space -> seats with an Agent there, in arrival order (more than one: Infiltrate); read and
    # changed only through rules/places.py
    agents: dict[str, tuple[int, ...]] = field(default_factory=dict)
    used_once: dict[str, list[int]] = field(default_factory=dict)  # once-per-game spaces -> players
    # The Voice: space -> players whose Control marker blocks it for their opponents until their
    # next turn (004 Clarificações, A Voz); modules/base/cards_imperium.py
    voice: dict[str, list[int]] = field(default_factory=dict)
    bonus_spice: dict[str, int] = field(default_factory=dict)
    control: dict[str, int] = field(default_factory=dict)
    alliance: tuple[int, ...] = (-1, -1, -1, -1)
    mentat_holder: int = -1  # -1: on its board space
    mentat_next: int = -1  # won as a Conflict reward: taken at the start of next round
    conflict_deck: tuple[str, ...] = ()  # top is the last element
    conflict: str | None = None
    conflict_discard: tuple[str, ...] = ()
    imperium_deck: tuple[str, ...] = ()  # unordered
    imperium_row: tuple[str, ...] = ()
    reserve: dict[str, int] = field(default_factory=dict)
    intrigue_deck: tuple[str, ...] = ()  # unordered
    intrigue_discard: tuple[str, ...] = ()
    removed_cards: tuple[str, ...] = ()  # Imperium cards out of the game (Manipulate)
    # the seats an automa plays (the ruleset's seat plan: `Seat.role`); the automa's own state (its
    # deck, its discard pile) is its module's declared fields (`Module.state`: modules/base/state.py)
    automa: tuple[int, ...] = ()
    # Intrigue cards known to be on top of the Intrigue deck (top last), outside `intrigue_deck`
    # (which stays unordered), and the seats that know them: Imperium Ceremony (003 card: "look at
    # the top two cards of the Intrigue deck, keep one and put the other back on top";
    # modules/immortality/ceremony.py). Drawn before the unordered deck (zones.draw_intrigues).
    # Saved only when set (OPTIONAL_FIELDS); tuples, so clones share them.
    intrigue_top: tuple[str, ...] = ()
    intrigue_top_seats: tuple[int, ...] = ()
    stack: list[tuple[Any, ...]] = field(default_factory=list)  # data-only continuation frames
    pending: tuple[Any, ...] | None = None  # (kind, player, *payload)
    turn: Turn = field(default_factory=Turn)  # the current Agent/Reveal turn's context (rules/turn.py)
    active: int = -1  # seat of the current or latest player turn in Phase 2
    reveal_counter: int = 0
    version: int = 0  # number of actions applied; the web protocol's state version
    winner: int = -1
    ranking: tuple[int, ...] = ()
    tiebreak: str = ""
    log: list[Any] | None = None  # rules/story.py LogLine: (message id, arguments)
    # The modules' game-level fields (rules/fields.py StateField, `Module.state`): field name ->
    # value, only those not at their default; saved under their own keys, so saves keep the flat
    # shape they had when such fields were written into this class. Shared by clones: the values
    # are immutable and StateField.put assigns a new map.
    ext: dict[str, Any] = field(default_factory=dict)
    # (pending, legal actions) of the current decision: engine._cached_legal; never serialized
    _legal: tuple[Any, list[str]] | None = field(default=None, repr=False, compare=False)
    # the triggers and modifiers of this game's rules (rules/events.py); never serialized: a
    # game's rules follow from its config
    triggers: Triggers = field(default=BASE, repr=False, compare=False)
    # the game's ruleset (rules/ruleset.py): follows from the config, so it is never saved
    rules: Ruleset = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.rules = ruleset_for(self.config)
        if self.rules.triggers is not None:  # a ruleset with modules: their triggers too
            self.triggers = self.rules.triggers

    # ---- API (OpenSpiel-style), implemented in rules/engine.py ------------------------------
    def current_player(self) -> int:
        """The seat that must decide now; -1 when the game is over. A choice the rulebook leaves
        to the human for an automa seat is decided by the human seat the seat plan names
        (`Seat.decided_by`, `Ruleset.deciders`): 000 Rivales, Elecciones."""
        if self.pending is None:
            return -1
        seat = int(self.pending[1])
        return self.rules.deciders[seat] if seat in self.automa else seat

    def legal_actions(self) -> list[str]:
        # the decision's cached list (engine._cached_legal) checked here: one call per decision
        # instead of three (a copy: the caller may change it)
        cache = self._legal
        if cache is not None and cache[0] is self.pending:
            return list(cache[1])
        return list(_engine_legal(self))  # engine.legal_actions, one call fewer

    def apply(self, action: str, seat: int | None = None) -> None:
        """Apply a legal action of the deciding seat; `seat`, when given, must be that seat.
        (Replaced by the engine's apply_action itself when the engine binds: `bind_engine`.)"""
        _engine_apply(self, action, seat)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any]:
        """Final VP, ranking and winner (with the tie-breaker that decided it). With teams (the
        seat plan's `Seat.team`: 002 six players) also each team's seats and combined VP and the
        winning team (`winner` is then the best-ranked player of that team)."""
        out: dict[str, Any] = {
            "vp": [p.vp for p in self.players],
            "winner": self.winner,
            "ranking": list(self.ranking),
            "tiebreak": self.tiebreak,
        }
        teams = self.rules.teams
        if teams:
            out["teams"] = {str(t): {"seats": list(seats), "vp": sum(self.players[x].vp for x in seats)}
                            for t, seats in sorted(teams.items())}
            out["winning_team"] = None if self.winner < 0 else self.rules.seats[self.winner].team
        return out

    def returns(self) -> list[float]:
        """1 for the winner, 0 otherwise (OpenSpiel naming); with teams, 1 for every seat of the
        winning team (002 six players: the team wins)."""
        if self.winner < 0:
            return [0.0] * len(self.players)
        team = self.rules.seats[self.winner].team
        if team is None:
            return [1.0 if i == self.winner else 0.0 for i in range(len(self.players))]
        return [1.0 if seat.team == team else 0.0 for seat in self.rules.seats]

    def clone(self) -> GameState:
        # Explicit fields (slotted, mypyc-compilable). Containers the rules change in place are
        # copied (one level deeper when their items are lists); SHARED_ZONES and immutable values
        # (stack frames, pending, turn values) are shared.
        s = GameState.__new__(GameState)
        s.config = self.config
        s.seed = self.seed
        s.rng = self.rng
        s.players = [p.clone() for p in self.players]
        s.round = self.round
        s.phase = self.phase
        s.first_player = self.first_player
        s.agents = self.agents.copy()  # values are tuples
        s.used_once = {k: v.copy() for k, v in self.used_once.items()} if self.used_once else {}
        s.voice = {k: v.copy() for k, v in self.voice.items()} if self.voice else {}
        s.bonus_spice = self.bonus_spice.copy()
        s.control = self.control.copy()
        s.alliance = self.alliance  # shared zones: see SHARED_ZONES
        s.mentat_holder = self.mentat_holder
        s.mentat_next = self.mentat_next
        s.conflict_deck = self.conflict_deck
        s.conflict = self.conflict
        s.conflict_discard = self.conflict_discard
        s.imperium_deck = self.imperium_deck
        s.imperium_row = self.imperium_row
        s.reserve = self.reserve  # shared maps: see SHARED_MAPS
        s.intrigue_deck = self.intrigue_deck
        s.intrigue_discard = self.intrigue_discard
        s.removed_cards = self.removed_cards
        s.automa = self.automa
        s.intrigue_top = self.intrigue_top
        s.intrigue_top_seats = self.intrigue_top_seats
        s.stack = self.stack.copy()  # frames are immutable tuples
        s.pending = self.pending
        s.turn = self.turn.copy()  # rules/turn.py: its values are immutable but a discount map
        s.active = self.active
        s.reveal_counter = self.reveal_counter
        s.version = self.version
        s.winner = self.winner
        s.ranking = self.ranking
        s.tiebreak = self.tiebreak
        s.log = None if self.log is None else self.log.copy()
        s.ext = self.ext  # module fields: shared (rules/fields.py)
        s._legal = None
        s.triggers = self.triggers
        s.rules = self.rules
        return s

    # ---- serialization ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The save format (SAVE_FORMAT): every field except the log and the legal-actions cache;
        tuples become lists. Field by field (no __dict__): the classes are slotted."""
        d: dict[str, Any] = {k: getattr(self, k) for k in STATE_FIELDS}
        for k in OPTIONAL_FIELDS:  # left out at their default: base saves and hashes keep their shape
            if not d[k]:
                del d[k]
        d["config"] = self.config.to_dict()
        d["turn"] = self.turn.to_json()  # its set fields: the dict saves held before Turn existed
        d["players"] = [{k: getattr(p, k) for k in PLAYER_FIELDS} for p in self.players]
        # the modules' fields under their own keys: those set (the others are at their default)
        # and those a module saves always (StateField.optional False)
        if self.ext:
            d.update(self.ext)
        for pd, p in zip(d["players"], self.players, strict=True):
            if p.ext:
                pd.update(p.ext)
        if self.rules.always_saved:
            _saved_always(self, d)
        d["format"] = SAVE_FORMAT
        return json.loads(json.dumps(d))  # deep copy with tuples as lists

    @staticmethod
    def from_json(d: dict[str, Any], check: bool = True) -> GameState:
        """Fields missing from a save keep their defaults (older saves of the same format).
        A save is checked before it is handed out (rules/save_checks.py: known cards, spaces,
        seats, frames and decisions, no negative resources; SaveError says what is wrong);
        `check=False` only for states this process built itself (determinize, on the hot path)."""
        if not isinstance(d, dict) or d.get("format") not in SAVE_FORMATS:
            raise SaveError("not a landsraad save (missing or unknown 'format')")
        try:
            d = json.loads(json.dumps(d))
            if d["format"] != SAVE_FORMAT:  # an older save: brought up to this format first
                from landsraad.rules.migrate import migrate

                d = migrate(d)
            cfg = GameConfig.from_dict(d.pop("config"))
            d.pop("format")
            players = []
            for pd in d.pop("players"):
                p = PlayerState(seat=pd["seat"])
                for k, v in pd.items():
                    if k not in PLAYER_FIELDS:
                        _load_declared(p, cfg, k, v, per_player=True)
                        continue
                    if k in _PLAYER_TUPLES:
                        v = tuple(v)
                    elif k in _PLAYER_TUPLE_MAPS:  # values are tuples in play, lists in JSON
                        v = {mk: _tuplify(mv) for mk, mv in v.items()}
                    setattr(p, k, v)
                players.append(p)
            s = GameState(config=cfg, seed=d.pop("seed"), rng=d.pop("rng"), players=players)
            for k, v in d.items():
                if k not in STATE_FIELDS:
                    _load_declared(s, cfg, k, v, per_player=False)
                    continue
                # frames, the pending decision, turn values and the shared zones are tuples in play,
                # lists in JSON (converted before setattr: a compiled build checks the field types)
                if k == "stack":
                    v = [_tuplify(f) for f in v]
                elif k == "pending":
                    v = None if v is None else _tuplify(v)
                elif k == "turn":
                    v = Turn.from_json({tk: _tuplify(tv) for tk, tv in v.items()} if isinstance(v, dict) else v,
                                      module_turn_fields)
                elif k in _STATE_TUPLES or k in _OPTIONAL_TUPLES:  # tuples in play, lists in JSON
                    v = tuple(v)
                elif k == "agents":  # place -> a tuple of seats (rules/places.py)
                    v = {sid: tuple(seats) for sid, seats in v.items()}
                setattr(s, k, v)
            s.log = [] if cfg.log else None
            s.triggers = s.triggers.for_game(s)  # its leaders are known (rules/events.py)
        except SaveError:
            raise
        except RecursionError:
            raise SaveError("malformed save: nested too deeply") from None
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise SaveError(f"malformed save: {str(e)[:100]}") from e
        if check:
            check_save(s)
        return s

    def state_hash(self) -> str:
        """A digest of everything that determines the future of the game (log excluded)."""
        blob = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _load_declared(holder: GameState | PlayerState, cfg: GameConfig, k: str, v: Any, per_player: bool) -> None:
    """A saved key that is no core field: a field a module of this game declares (rules/fields.py),
    else refused (naming the module it belongs to, when a registered one declares it)."""
    rules = ruleset_for(cfg)
    f = (rules.player_fields if per_player else rules.state_fields).get(k)
    what = "player field" if per_player else "state field"
    if f is None:
        owner = field_owner(k, per_player)
        if owner is not None and _core_once(owner, k, v, per_player):
            return  # docs/rulings.md U777: a field the core saved in every game before its module owned it
        if owner is not None:
            raise SaveError(f"{what} {k!r} belongs to the {owner} module, which this game does not use")
        raise SaveError(f"unknown {what} {k!r}")
    v = load(f, v)
    if v != f.default:
        holder.ext = {**holder.ext, k: v}


def _core_once(owner: str, k: str, v: Any, per_player: bool) -> bool:
    """Whether `k` is a field of module `owner` that this game does not use, saved at its default: a
    save written when the core held the field, which every game then saved (the base game's
    automa deck in an Uprising save: docs/rulings.md U777). Read as the default the game never sets;
    any other value is refused."""
    f = next((x for x in MODULES[owner].state if x.name == k and x.per_player == per_player), None)
    return f is not None and not f.optional and load(f, v) == f.default


def former_state_hash(s: GameState) -> str:
    """The hash an engine gave `s` while the core held the fields a module now owns and every game
    saved them at their default (docs/rulings.md U777, U780: the base automa's deck, discard pile
    and Swordmaster round in an Uprising game): a record written then still verifies. The same fields
    `_core_once` reads back from such a save: each field saved even at its default (not optional)
    of every registered module this game does not use."""
    d = s.to_json()
    used = {*EDITIONS.get(s.config.edition, ()), *s.config.modules}
    for name, m in MODULES.items():
        if name in used:
            continue
        for f in m.state:
            if not f.optional:
                for x in (d["players"] if f.per_player else [d]):
                    x.setdefault(f.name, f.default)
    blob = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _saved_always(s: GameState, d: dict[str, Any]) -> None:
    """The module fields saved even at their default (StateField.optional False)."""
    for f in s.rules.always_saved:
        target = d["players"] if f.per_player else [d]
        for x in target:
            x.setdefault(f.name, f.default)


def check_save(s: GameState) -> None:
    """SaveError unless a loaded state is sound (rules/save_checks.py) and its pending decision
    can be offered (a payload the rules cannot read is found here, not in the middle of a game)."""
    problems = _state_problems(s)
    if problems:
        raise SaveError("malformed save: " + "; ".join(problems))
    if s.pending is not None:
        try:
            s.legal_actions()
        except Exception as e:  # whatever the rules trip over in a forged payload
            raise SaveError(f"malformed save: the pending decision {str(s.pending[0])[:30]!r} cannot be "
                            f"offered ({type(e).__name__})") from None


# The save formats from_json reads: older ones are migrated (rules/migrate.py)
SAVE_FORMATS = (1, SAVE_FORMAT)
# The saved fields (SAVE_FORMAT 2): all dataclass fields except the GameState's config and
# players (saved their own way), log (UI only), _legal (a cache), triggers and rules (both from
# the config). state_hash depends on them.
PLAYER_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(PlayerState) if f.name != "ext")
CONFIG_FIELDS: frozenset[str] = frozenset(f.name for f in fields(GameConfig))
STATE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(GameState)
                                      if f.name not in ("config", "players", "log", "_legal", "triggers", "rules", "ext"))
# the names a module may not declare (rules/fields.py): the core's own, saved or not
CORE_STATE_FIELDS: frozenset[str] = frozenset(f.name for f in fields(GameState)) | {"format"}
CORE_PLAYER_FIELDS: frozenset[str] = frozenset(f.name for f in fields(PlayerState)) | {"hidden_cards"}
reserve_core_fields(CORE_STATE_FIELDS, CORE_PLAYER_FIELDS, CONFIG_FIELDS)
# Fields of later editions saved only when set (empty or False: left out), so that the saves and
# state hashes of games that never use them are what they were before they existed (golden games)
OPTIONAL_FIELDS: tuple[str, ...] = ("intrigue_top", "intrigue_top_seats")
# optional fields held as tuples (lists in JSON; shared by clones, never changed in place)
_OPTIONAL_TUPLES = frozenset(("intrigue_top", "intrigue_top_seats"))
_PLAYER_TUPLES = TUPLE_ZONES["PlayerState"]
_PLAYER_TUPLE_MAPS = frozenset(("zones", "leader_state"))
_STATE_TUPLES = TUPLE_ZONES["GameState"]


def _unbound(*args: Any) -> Any:
    raise RuntimeError("not bound yet: importing landsraad.rules binds the engine and the save checks")


# The engine's entry points for legal_actions and apply, which rules/engine.py binds when it is
# imported (`bind_engine`: the engine is above the state, which imports nothing of it; the rules
# package imports the engine, so they are bound before any game is played). Module globals, not
# an import in the methods: an import statement costs ~2 µs per call, twice per decision
# (docs/benchmarks.md, issue 13).
_engine_legal: Callable[[GameState], list[str]] = _unbound
_engine_apply: Callable[[GameState, str, int | None], None] = _unbound
# The save checks behind check_save (rules/save_checks.py `state_problems`), which that file binds
# when it is imported (`bind_save_checks`: it reads the state, which imports nothing of it)
_state_problems: Callable[[GameState], list[str]] = _unbound


def bind_engine(legal: Callable[[GameState], list[str]], apply: Callable[[GameState, str, int | None], None]) -> None:
    """The engine's `_cached_legal` and `apply_action` behind GameState.legal_actions and apply."""
    global _engine_legal, _engine_apply
    _engine_legal, _engine_apply = legal, apply
    # GameState.apply is the engine's apply_action itself (same signature, its docstring): no
    # call in between at every decision (issue 27). Only a Python function binds as a method: a
    # compiled engine's (`make fast`, mypyc) is a builtin that would be called without the state,
    # so the method stays (it calls `_engine_apply`).
    if isinstance(apply, FunctionType):
        GameState.apply = apply  # type: ignore[method-assign,assignment]


def bind_save_checks(problems: Callable[[GameState], list[str]]) -> None:
    """rules/save_checks.py's `state_problems` behind check_save."""
    global _state_problems
    _state_problems = problems
