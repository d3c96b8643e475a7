"""The game state: plain mutable slotted objects with a hand-written clone.

Why mutable + hand-written clone: copying frozen dataclasses with `replace()` on every step and
`copy.deepcopy` are the two known performance traps of Python game engines (shared/GUIDE.md).
Everything here is str/int/list/dict/tuple, so JSON round-trips are exact.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from landsraad.core.constants import FACTIONS
from landsraad.core.errors import SaveError

SAVE_FORMAT = 1


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

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["leaders"] = list(self.leaders)
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameConfig:
        try:
            return GameConfig(
                edition=str(d.get("edition", "base")), players=int(d["players"]),
                first_player=d.get("first_player"), leaders=tuple(d.get("leaders", ())),
                allow_same_house=bool(d.get("allow_same_house", True)),
                difficulty=str(d.get("difficulty", "sardaukar")),
                ask_all_intrigue_windows=bool(d.get("ask_all_intrigue_windows", False)),
                log=bool(d.get("log", False)),
            )
        except (KeyError, TypeError, ValueError) as e:
            raise SaveError(f"bad game config: {e}") from e


@dataclass
class PlayerState:
    seat: int
    leader: str | None = None
    solari: int = 0
    spice: int = 0
    water: int = 1  # 004 Preparação F1
    vp_sources: dict[str, int] = field(default_factory=dict)
    influence: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    supply: int = 9  # troops in supply; 3 start in the garrison (004 Preparação G5)
    garrison: int = 3
    conflict: int = 0  # troops in the Conflict
    deck: list[str] = field(default_factory=list)  # unordered: draws sample it with the state RNG
    deck_top: list[str] = field(default_factory=list)  # cards known to be on top (looked at), top last
    hand: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    trashed: list[str] = field(default_factory=list)
    intrigues: list[str] = field(default_factory=list)
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
    waiting_intrigues: list[str] = field(default_factory=list)
    # Baron Harkonnen's Masterstroke: the two Faction tokens chosen face down after setup (hidden
    # from the other players until revealed) and whether they were revealed (rules/leaders.py)
    masterstroke: list[str] = field(default_factory=list)
    masterstroke_done: bool = False
    # Helena Richese's Manipulate: Imperium cards set aside next to her leader (public)
    manipulated: list[str] = field(default_factory=list)

    @property
    def vp(self) -> int:
        return sum(self.vp_sources.values())

    def strength(self) -> int:
        # 004 Definir Força: 2 per troop in the Conflict, 1 per sword, 0 without a unit.
        if self.conflict <= 0:
            return 0
        return 2 * self.conflict + self.swords

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.__dict__.update(self.__dict__)
        p.vp_sources = dict(self.vp_sources)
        p.influence = list(self.influence)
        p.deck = list(self.deck)
        p.deck_top = list(self.deck_top)
        p.hand = list(self.hand)
        p.in_play = list(self.in_play)
        p.discard = list(self.discard)
        p.trashed = list(self.trashed)
        p.intrigues = list(self.intrigues)
        p.waiting_intrigues = list(self.waiting_intrigues)
        p.masterstroke = list(self.masterstroke)
        p.manipulated = list(self.manipulated)
        return p

    def influence_of(self, faction: str) -> int:
        return self.influence[FACTIONS.index(faction)]


def _tuplify(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tuplify(i) for i in x)
    return x


@dataclass
class GameState:
    """All of a game. Mutated only by rules/engine.py; read by view()."""

    config: GameConfig
    seed: int
    rng: int
    players: list[PlayerState]
    round: int = 0
    phase: str = "setup"
    first_player: int = 0
    occupant: dict[str, int] = field(default_factory=dict)  # space -> player with an Agent there
    # space -> further players with an Agent there (Infiltrate: enemy Agents do not block)
    extra_agents: dict[str, list[int]] = field(default_factory=dict)
    used_once: dict[str, list[int]] = field(default_factory=dict)  # once-per-game spaces -> players
    # The Voice: space -> players whose Control marker blocks it for their opponents until their
    # next turn (004 Clarificações, A Voz); rules/cards_imperium.py
    voice: dict[str, list[int]] = field(default_factory=dict)
    bonus_spice: dict[str, int] = field(default_factory=dict)
    control: dict[str, int] = field(default_factory=dict)
    alliance: list[int] = field(default_factory=lambda: [-1, -1, -1, -1])
    mentat_holder: int = -1  # -1: on its board space
    mentat_next: int = -1  # won as a Conflict reward: taken at the start of next round
    conflict_deck: list[str] = field(default_factory=list)  # top is the last element
    conflict: str | None = None
    conflict_discard: list[str] = field(default_factory=list)
    imperium_deck: list[str] = field(default_factory=list)  # unordered
    imperium_row: list[str] = field(default_factory=list)
    reserve: dict[str, int] = field(default_factory=dict)
    intrigue_deck: list[str] = field(default_factory=list)  # unordered
    intrigue_discard: list[str] = field(default_factory=list)
    removed_cards: list[str] = field(default_factory=list)  # Imperium cards out of the game (Manipulate)
    # House Hagal (rules/hagal.py): automa seats (2 players: seat 2 = House Hagal; solo: the two
    # Rivals, seats 1 and 2), their deck (unordered) and face-up discard pile
    automa: list[int] = field(default_factory=list)
    hagal_deck: list[str] = field(default_factory=list)
    hagal_discard: list[str] = field(default_factory=list)
    rival_swordmaster_round: int = 0  # solo: round whose Conflict card lies on the Rivals' Swordmasters
    stack: list[tuple[Any, ...]] = field(default_factory=list)  # data-only continuation frames
    pending: tuple[Any, ...] | None = None  # (kind, player, *payload)
    turn: dict[str, Any] = field(default_factory=dict)  # the current Agent/Reveal turn's context
    active: int = -1  # seat of the current or latest player turn in Phase 2
    reveal_counter: int = 0
    version: int = 0  # number of actions applied; the web protocol's state version
    winner: int = -1
    ranking: list[int] = field(default_factory=list)
    tiebreak: str = ""
    log: list[str] | None = None
    # (pending, legal actions) of the current decision: engine._cached_legal; never serialized
    _legal: tuple[Any, list[str]] | None = field(default=None, repr=False, compare=False)

    # ---- API (OpenSpiel-style), implemented in rules/engine.py ------------------------------
    def current_player(self) -> int:
        """The seat that must decide now; -1 when the game is over. A choice the rulebook leaves
        to the human for an automa seat is decided by the human (seat 0): 000 Rivales, Elecciones."""
        if self.pending is None:
            return -1
        seat = int(self.pending[1])
        return 0 if seat in self.automa else seat

    def legal_actions(self) -> list[str]:
        from landsraad.rules.engine import legal_actions

        return legal_actions(self)

    def apply(self, action: str) -> None:
        from landsraad.rules.engine import apply_action

        apply_action(self, action)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any]:
        """Final VP, ranking and winner (with the tie-breaker that decided it)."""
        return {
            "vp": [p.vp for p in self.players],
            "winner": self.winner,
            "ranking": list(self.ranking),
            "tiebreak": self.tiebreak,
        }

    def returns(self) -> list[float]:
        """1 for the winner, 0 otherwise (OpenSpiel naming)."""
        return [1.0 if i == self.winner else 0.0 for i in range(len(self.players))]

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.__dict__.update(self.__dict__)
        s.players = [p.clone() for p in self.players]
        s.occupant = dict(self.occupant)
        s.extra_agents = {k: list(v) for k, v in self.extra_agents.items()}
        s.used_once = {k: list(v) for k, v in self.used_once.items()}
        s.voice = {k: list(v) for k, v in self.voice.items()}
        s.bonus_spice = dict(self.bonus_spice)
        s.control = dict(self.control)
        s.alliance = list(self.alliance)
        s.conflict_deck = list(self.conflict_deck)
        s.conflict_discard = list(self.conflict_discard)
        s.imperium_deck = list(self.imperium_deck)
        s.imperium_row = list(self.imperium_row)
        s.reserve = dict(self.reserve)
        s.intrigue_deck = list(self.intrigue_deck)
        s.intrigue_discard = list(self.intrigue_discard)
        s.removed_cards = list(self.removed_cards)
        s.automa = list(self.automa)
        s.hagal_deck = list(self.hagal_deck)
        s.hagal_discard = list(self.hagal_discard)
        s.stack = list(self.stack)  # frames are immutable tuples
        s.turn = dict(self.turn)
        s.ranking = list(self.ranking)
        s.log = None if self.log is None else list(self.log)
        s._legal = None
        return s

    # ---- serialization ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        d = {k: v for k, v in self.__dict__.items() if k not in ("config", "players", "log", "_legal")}
        d["config"] = self.config.to_dict()
        d["players"] = [dict(p.__dict__) for p in self.players]
        d["format"] = SAVE_FORMAT
        return json.loads(json.dumps(d))  # deep copy with tuples as lists

    @staticmethod
    def from_json(d: dict[str, Any]) -> GameState:
        if not isinstance(d, dict) or d.get("format") != SAVE_FORMAT:
            raise SaveError("not a landsraad save (missing or unknown 'format')")
        try:
            d = json.loads(json.dumps(d))
            cfg = GameConfig.from_dict(d.pop("config"))
            d.pop("format")
            players = []
            for pd in d.pop("players"):
                p = PlayerState(seat=int(pd["seat"]))
                for k, v in pd.items():
                    if k not in PlayerState.__dataclass_fields__:
                        raise SaveError(f"unknown player field {k!r}")
                    setattr(p, k, v)
                players.append(p)
            s = GameState(config=cfg, seed=int(d.pop("seed")), rng=int(d.pop("rng")), players=players)
            for k, v in d.items():
                if k not in GameState.__dataclass_fields__:
                    raise SaveError(f"unknown state field {k!r}")
                setattr(s, k, v)
            s.stack = [_tuplify(f) for f in s.stack]
            s.pending = None if s.pending is None else _tuplify(s.pending)
            s.turn = {k: _tuplify(v) for k, v in s.turn.items()}
            s.log = [] if cfg.log else None
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise SaveError(f"malformed save: {e}") from e
        return s

    def state_hash(self) -> str:
        """A digest of everything that determines the future of the game (log excluded)."""
        blob = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]
