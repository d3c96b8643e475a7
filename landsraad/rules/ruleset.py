"""A game's rules assembled from modules: `Ruleset`, `Module`, `Seat`, `Automa`.

`GameConfig(edition=..., modules=[...])` names an edition (which lists its own modules: `base`
is the `base` module) and optional modules on top. `ruleset_for(config)` puts them together, in
order, into one frozen `Ruleset`: the content (board spaces, factions with their bonuses, cards,
Reserve, leaders, Conflict cards, House Hagal cards), the table's numbers (Imperium Row size,
Conflict deck recipe, rewards, tie-breakers, the Sell Melange table, ...), the seats of this
config (who is human, which automa plays the others) and the automa's rules, the rules handlers
and decision kinds a module brings, and its setup steps. A later module may replace what an
earlier one contributed: its `content` function may replace components (`content_with(...,
replaces=...)`), its `table` overrides numbers, its `seats` replaces the seat plan.

The state carries its ruleset (`GameState.rules`, never saved: it follows from the config), so
the rules read `s.rules.content`, `s.rules.faction_index`, `s.rules.seats[seat]` ... instead of
constants, the player count or an import of the automa. Adding an edition or a module is a
registration (`register_module`, `register_edition`); an unknown name is refused with the list
of known ones. docs/architecture.md has a worked example.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

from landsraad.content import Content, Space
from landsraad.core.errors import ContentError
from landsraad.rules.actions import BASE_GRAMMAR, Grammar
from landsraad.rules.fields import PUBLIC, StateField, declaration_problem
from landsraad.rules.options import ConfigOption
from landsraad.rules.player_zones import ZONE_VISIBILITY, add_zones
from landsraad.rules.turn_context import TURN_FIELDS, TurnField
from landsraad.rules.types import AnyConfig, AnyPlayer, AnyState

if TYPE_CHECKING:
    from landsraad.rules.decisions import DecisionKind
    from landsraad.rules.events import Triggers
    from landsraad.rules.registry import CondFn, EffectFn, OpFn

HUMAN = "human"
# how players read a seat role (messages; the rules read Seat fields)
# (a module's own automa roles: name_role)
ROLE_NAMES = {HUMAN: "a player"}  # a module's roles: name_role (the base game's House Hagal, a Rival)


def name_role(role: str, name: str) -> None:
    """How players read a seat role a module's seat plan gives (the solo Rivals': "a Rival")."""
    ROLE_NAMES[role] = name


@dataclass(frozen=True, slots=True)
class SeatStart:
    """What one seat starts with where the seat plan sets it apart from the others (six players,
    seed 002 PREPARACIÓN E, G, G2: a Commander's own starter deck, start VP, no troops). A field
    left None is the game's: the content's starter deck, `Ruleset.start_vp`, two Agents, 12 troops
    (004 Preparação E, G2, G5)."""

    starter_deck: tuple[str, ...] | None = None  # card ids, one per copy
    start_vp: int | None = None
    agents: int | None = None
    # the seat's troops (a Commander has none: 002 COMPONENTES DE JUGADOR ADICIONALES); up to 3
    # start in the garrison, the rest in supply (004 Preparação G5)
    troops: int | None = None
    # the seat's leader, not chosen or drawn (six players: each Commander is his leader card, 002
    # PREPARACIÓN A; rulings S813)
    leader: str | None = None
    # draws a card dealt to each seat at setup where its product deals one (Uprising's Objective,
    # 002 Preparación H: "Solamente los jugadores Aliados roban cartas de Objetivo" with six)
    dealt_card: bool = True

    def troops_or(self, default: int) -> int:
        return default if self.troops is None else self.troops


@dataclass(frozen=True, slots=True)
class Seat:
    """What a seat is, said once (the rules read it instead of inferring it from the player
    count). `role`: "human" or the kind of automa playing it ("house_hagal", "rival");
    `team`: None until team games exist (six players, seed 002)."""

    role: str = HUMAN
    team: int | None = None
    scores: bool = True  # takes VP and may win (House Hagal in a 2-player game does not: 001)
    takes_rewards: bool = True  # takes Conflict rewards (House Hagal does not: 001)
    has_leader: bool = True  # House Hagal has none; solo Rivals have one (000/001)
    holds_first_player: bool = True  # the First Player marker may pass to this seat
    # may win the game: False for a seat that scores but never wins (the Uprising Rivals of the
    # "Rivales simplificados" variant, seed 002): it ranks after every seat that can
    can_win: bool = True
    # an automa seat: the seat whose player makes the choices its rules leave to a human (000
    # Rivales, Elecciones: "tú elegirás por el Rival"); the seat plan names it (modules/base)
    decided_by: int | None = None
    # sits, in turn order, right after whoever holds the First Player marker, wherever its seat is
    # (Uprising's two-player Rival: "siempre se considera como el siguiente jugador", seed 002; U731)
    follows_first_player: bool = False
    # how many The Spice Must Flow cards it counts as holding for Corner the Market, whatever it
    # holds (000 Rivales "Acaparar el mercado": each solo Rival counts as having two); None: its own
    spice_must_flow: int | None = None
    # what this seat starts with, where it differs from the game's (None: as every other seat)
    start: SeatStart | None = None

    @property
    def automa(self) -> bool:
        return self.role != HUMAN


class Automa(Protocol):
    """The rules an automa brings to a game (House Hagal, the solo Rivals: modules/base/hagal.py), called
    by the engine loop and the phases at fixed points; an automa implements each (doing nothing
    where its rulebook says nothing). A protocol rather than a base class, so that the compiled
    build (bench/fast.py) can compile the automata. The engine never imports an automa: the
    ruleset names the one a game uses (`Ruleset.automa`)."""

    kind: str
    # leaders its seats cannot be, drawn or chosen (the solo Rivals: 000/001 House Hagal sheet)
    excluded_leaders: tuple[str, ...]
    # how the pages name its seats ("House Hagal", "Rival") and say why a player makes the choices
    # its rules leave to one (message ids; the browser gets them translated: web/client.py U739)
    word: str
    choices: str
    # its deck's row on the board (a message id with {n}) and the view's field holding the deck's size
    deck_words: str
    deck_view: str
    # the frame of one of its seats' Agent turns, pushed by the turn order (rules/turns.py next_turn)
    # with the seat: the automa's module registers the op (`Module.ops`)
    turn_frame: str

    @property
    def vp_exchange(self) -> tuple[tuple[str, int], ...]:
        """What one of its seats trades for 1 VP whenever it holds that much, as the state holds it
        (`PlayerState` attribute, amount: the solo Rivals' 3 Intrigues, 7 spice, 7 Solari, 3 water);
        empty when it trades nothing. Agents read it to value an automa's resources."""

    def setup(self, s: AnyState, content: Content) -> None:
        """At the end of setup, before the first round (the automa's deck, its seats)."""

    def legal(self, s: AnyState, pend: tuple[Any, ...], legal: list[str]) -> list[str]:
        """What an automa seat may choose among `legal` (a decision that moves it)."""

    def takes_agent_turns(self, s: AnyState, seat: int) -> bool:
        """Whether the automa seat takes its Agent turn when its place in turn order comes."""

    def after_agent_turn(self, s: AnyState, seat: int) -> None:
        """After a player's Agent turn (House Hagal acts after the First Player's)."""

    def round_start(self, s: AnyState) -> None:
        """When the round's Conflict card is revealed."""

    def combat_start(self, s: AnyState) -> None:
        """At the start of combat, before the Combat Intrigues (frames: pushed last, run first)."""

    def combat_resolved(self, s: AnyState, winner: int) -> None:
        """After the rewards are known, before they are resolved (frames)."""

    def wins_conflict(self, s: AnyState, seat: int) -> None:
        """An automa seat that takes no rewards (`Seat.takes_rewards`) won the Conflict."""

    def recall(self, s: AnyState) -> None:
        """At the start of Phase 5, before the endgame check."""

    def problem(self, content: Content) -> str | None:
        """Why `content` cannot hold this automa (no deck for it), or None; a ruleset naming the
        automa is refused with it when built."""


@dataclass(frozen=True, slots=True)
class Unit:
    """A kind of Conflict unit (004 Definir Força: a troop adds 2 strength; Uprising's sandworm,
    seed 002, adds 3, never goes to a garrison and doubles rewards: `garrison` False)."""

    id: str
    strength: int
    garrison: bool = True  # recruited to and retreats to a garrison
    # one or more of these in your part of the Conflict doubles your rewards (002 Recompensas
    # duplicadas por gusanos de arena: never more than twice; not Control, not battle icons)
    doubles_rewards: bool = False


@dataclass(frozen=True)
class Table:
    """The numbers of a game that the rulebooks print, per ruleset (a module may override any:
    `Module.table`). Base values cite seed 004 (Portuguese base rules) and FAQ "Printed values"."""

    min_players: int = 1
    max_players: int = 4
    # player counts the rulebook prints that these rules do not play yet, each with the reason a
    # player reads when asking for one (refused: rules/state.py config_problem)
    planned_players: tuple[tuple[int, str], ...] = ()
    # 004 Adquirindo Cartas: the Imperium Row has five cards
    imperium_row_size: int = 5
    # 004 Fase 1: each player draws five cards
    hand_size: int = 5
    # 004 Preparação B: from the bottom, four level III, then five level II, then one level I on top
    conflict_recipe: tuple[tuple[int, int], ...] = ((3, 4), (2, 5), (1, 1))
    # 004 Resolver o Combate: 1st, 2nd and 3rd rewards; a lone player in the last rewarded place
    # takes it only with at least `lone_last_reward_seats` seats (4-player games; ties take it always)
    conflict_rewards: int = 3
    lone_last_reward_seats: int = 4
    # 004 Fase 3 end: the Conflict card is discarded (Uprising: the winner keeps it)
    conflict_card_kept: bool = False
    # 004 Fase 5: the endgame starts when someone has this many VP
    end_vp: int = 10
    # 004 Fim de Jogo, then FAQ25 p.2: (name, PlayerState attribute), in order
    tiebreakers: tuple[tuple[str, str], ...] = (
        ("vp", "vp"), ("spice", "spice"), ("solari", "solari"), ("water", "water"), ("garrison", "garrison"),
        ("latest reveal", "last_reveal"))
    # 004 Definir Força: the kinds of Conflict unit and their strength (a module adds kinds)
    units: tuple[Unit, ...] = (Unit("troop", 2),)
    # FAQ "Printed values" (000 Vender melange): spice paid -> Solari gained
    sell_melange: tuple[tuple[int, int], ...] = ((2, 6), (3, 8), (4, 10), (5, 12))
    # the most options a module's own `choose` offers that no card or space prints (the six-player
    # trade: nothing, or 1..n of one good: 002 Comerciar); the RL action layout's `choose <n>` slots
    # cover it (rl/codec.py; 0: the content's printed choices only)
    choices: int = 0
    # the numbers a module's own rules read (`Module.numbers`: name -> value, a later module's
    # `table` may set them): Uprising's Spies per player (002 components, "3 Espías")
    numbers: Mapping[str, Any] = field(default_factory=dict, hash=False)


SeatPlan = Callable[[AnyConfig], tuple[Seat, ...]]
# the numbers a module's `table` may set besides its declared ones (`numbers` is their place)
_TABLE_FIELDS = frozenset(Table.__dataclass_fields__) - {"numbers"}


@dataclass(frozen=True, slots=True)
class VpSource:
    """A source of VP a module's rules score under (`PlayerState.vp_sources` keys). `pattern` is the
    key, with a `<slot>` for the part that names a component (`card:<card>`: "card:stilgar");
    `derived`: the VP follow from the position (tracks, tokens), so a scenario never sets them
    (docs/scenarios.md, generated from these declarations; landsraad/scenario_setup.py)."""

    pattern: str
    text: str
    derived: bool = False
    # the names the `<slot>` takes when they are not a content table (the solo Rivals' resources)
    values: tuple[str, ...] = ()
    # what a player reads of it in a list of VP sources (a message id; empty: the core's word for its
    # key's head, interfaces/screen.py VP_SOURCES)
    word: str = ""


@dataclass(frozen=True)
class Module:
    """A unit of rules and content. Every part is optional.

    - `content(so_far) -> Content`: the content with this module's components (the first module
      loads an edition's YAML; later ones add or replace: `content_with`).
    - `table`: Table fields this module sets (e.g. {"imperium_row_size": 6}), or numbers a module
      of the game declares (`numbers`).
    - `numbers`: the table numbers of its own rules, name -> value (`Table.numbers`).
    - `seats(config) -> tuple[Seat, ...]`: the seat plan (the last module that has one wins).
    - `automata`: automa kind -> a factory of its `Automa` (called when a ruleset is built, so a
      module can name rules that live in modules importing the state).
    - `ops`, `effects`, `conditions`: rules handlers; `decisions`: decision kinds, each declared
      once (rules/decisions.py DecisionKind: payload, action forms, texts, handlers). They join
      the dispatch tables of the rulesets using this module (Ruleset.ops ...), never the base
      game's (a name already taken by another handler is refused). Frames and pending decisions
      name them; `texts` the rule texts players read for its custom effects ("custom:<name>")
      and conditions.
    - `setup_steps`: run at the end of setup, after the engine's own setup, in module order.
    - `start_vp(config) -> int`: VP on every score marker at the start (004 G2).
    - `triggers(t)`: subscribes the module's triggers and modifiers to `t` (rules/events.py).
    - `requires`: modules that must come before this one.
    - `vp_sources`: the VP sources its rules score under (`VpSource`; docs/scenarios.md lists them).
    - `state`: the game-level and per-player fields it adds to the state (rules/fields.py
      `StateField`); the core derives their clone, save, load, visibility and shape checks."""

    name: str
    content: Callable[[Content], Content] | None = None
    table: Mapping[str, Any] = field(default_factory=dict)
    # the numbers its own rules read (Table.numbers), which a later module's `table` may set
    numbers: Mapping[str, Any] = field(default_factory=dict)
    seats: SeatPlan | None = None
    automata: Mapping[str, Callable[[], Automa]] = field(default_factory=dict)
    ops: Mapping[str, OpFn] = field(default_factory=dict)
    decisions: tuple[DecisionKind, ...] = ()
    effects: Mapping[str, EffectFn] = field(default_factory=dict)
    conditions: Mapping[str, CondFn] = field(default_factory=dict)
    # what players read for its custom effects and conditions (joins the core's texts in the
    # rulesets using it: Ruleset.texts)
    texts: Mapping[str, str] = field(default_factory=dict)
    setup_steps: tuple[Callable[[AnyState], None], ...] = ()
    start_vp: Callable[[AnyConfig], int] | None = None
    # the VP that end the game when it differs from the table's by player count (Immortality's
    # "Up to 11": 10 with four players, 11 otherwise); the last module that has one wins
    end_vp: Callable[[AnyConfig], int] | None = None
    # subscribes the module's triggers and modifiers (rules/events.py: `t.on(kind, fn)`) to the
    # ruleset's own copy of the base game's registry
    triggers: Callable[[Triggers], None] | None = None
    requires: tuple[str, ...] = ()
    # action forms offered inside other decisions (turn_options / acquire_options: Immortality's
    # Family Atomics), added to the grammar after its decision kinds' forms
    forms: tuple[Any, ...] = ()
    # the VP sources its rules score under (VpSource); a ruleset's are its modules', in order
    vp_sources: tuple[VpSource, ...] = ()
    # the fields it adds to the game and to each player (rules/fields.py)
    state: tuple[StateField[Any], ...] = ()
    # what a seat's view shows of this module (rules/view.py): entries merged into the view, in
    # module order; an empty mapping keeps the view's shape in a game where it has nothing to show
    view: Callable[[AnyState, int], Mapping[str, Any]] | None = None
    # a seat's Influence with a Faction (or a Faction icon) as requirements and conditions read it,
    # where it is not the seat's own cube (six players: a Commander's is the higher of his Allies',
    # one icon means two Factions by who reads it, seed 002 INFLUENCIA COMPARTIDA); the last
    # module that has one wins; None: the seat's cube (rules/influence.py influence_of)
    influence: Callable[[AnyState, int, str], int] | None = None
    # whether a seat holds the Alliance of a Faction or a printed Faction icon, when the module's board
    # reads it otherwise (six players: an icon means two Factions, a personal board's Alliance; rules/
    # influence.py `alliance_of`); the last module's wins
    alliance: Callable[[AnyState, int, str], bool] | None = None
    # a change of Influence the module plays itself (a track that is not the board's; a change a
    # rule gives another seat): returns True when it did, False to leave it to the board's track
    # (rules/influence.py change_influence); the first module that plays it wins
    influence_change: Callable[[AnyState, int, str, int, str], bool] | None = None
    # who receives an effect queued for a seat (six players: a Commander's units and swords go to
    # his activated Ally, seed 002 Activación de aliados), asked before it runs so that its events
    # and log name the receiver; a ruleset with one runs its effects through rules/effects.py
    # `run_routed_effect` (games without keep the plain dispatch); the last module's wins. None: no
    # seat receives that effect now (it is dropped, or the module queued it again after a choice);
    # a cost, condition or counter it names None for reads the seat's own (effects.py `received_by`)
    receiver: Callable[[AnyState, int, tuple[Any, ...], str], int | None] | None = None
    # an `eff` frame the receiver named no seat for (the frame as it was queued): the module may queue
    # it again after a choice (six players: a Commander with no Ally activated first chooses one)
    unreceived: Callable[[AnyState, tuple[Any, ...]], None] | None = None
    # the other seats that see a seat's hand (its Imperium and Intrigue cards) as their own: a
    # game option of a team game (six players' communication, seed 002 COMUNICACIÓN); the view,
    # determinize and undo read it (rules/view.py, hidden.py, undo.py); the last module's wins;
    # None: nobody but the seat itself
    hand_viewers: Callable[[AnyState, int], tuple[int, ...]] | None = None
    # what each player's entry of a seat's view shows of this module: (state, the player, the
    # seat viewing) -> entries merged into that player's entry, in module order (as `view`)
    player_view: Callable[[AnyState, AnyPlayer, int], Mapping[str, Any]] | None = None
    # what its own board is worth to a seat for the heuristic agent (landsraad/agents/heuristic.py
    # `evaluate`, in its points: 1 VP = 10): (state, seat, how late in the game 0..1, rounds left)
    worth: Callable[[AnyState, int, float, int], float] | None = None
    # what must hold at every decision of its games (landsraad/invariants.py, run by the sweeps):
    # the problems found, none when all hold
    invariants: Callable[[AnyState], list[str]] | None = None
    # its part of the card census (landsraad/invariants.py: every card in exactly one place):
    # (the cards in its own piles, the cards it brings into the game)
    census: Callable[[AnyState], tuple[tuple[str, ...], tuple[str, ...]]] | None = None
    # the fields of the turn context its rules set (rules/turn_context.py; turn_owners): its own, each a
    # `TurnField` declared in its folder (held in `Turn.held`, saved under its name), and by name the
    # core `Turn` fields it sets (the deploy window's flags); a game without the module never sets them
    turn_fields: tuple[TurnField | str, ...] = ()
    # the interfaces' parts of this module: interface -> the Python module implementing that
    # interface's hooks ("screen": the terminal, "render": component listings, "web": the browser
    # table), imported by the interface that needs it (landsraad/interfaces/parts.py), never by the
    # rules, so a game played without an interface never loads them
    interfaces: Mapping[str, str] = field(default_factory=dict)
    # why this module cannot play a config its table allows (a player count with another module it
    # is not built for yet), or None: config_problem (rules/state.py) refuses the config with it
    config_problem: Callable[[AnyConfig], str | None] | None = None
    # the game options only this module reads (and checks in its config_problem), declared once:
    # the config, saves, the command line, the web API and the lobby derive from them
    # (rules/options.py); a game without such a module that sets one is refused (rules/state.py)
    options: tuple[ConfigOption, ...] = ()
    # its own command-line switch: `--<name>` adds it to a game's modules, in front of `--modules`
    # (`--choam`), with this help (a message id, N_); empty: none (interfaces/args.py add_module_flags)
    flag_help: str = ""
    # scenario keys (landsraad/scenario.py): the Python module declaring this module's keys, their
    # setup and their checks, imported by the scenario loader when a scenario names the module
    scenario: str | None = None
    # the zones it adds in front of each player (PlayerState.zones, rules/player_zones.py ZONES): name ->
    # what lies there; public, like every zone (a card kept face up in front of its player)
    zones: Mapping[str, str] = field(default_factory=dict)
    # its own translations, {lang: {msgid: text}} (landsraad/i18n.py add_messages): the texts of a
    # product outside the package's catalogues (a test's, a plug-in's), registered with the module
    messages: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # its name as players read it, a message id (N_): "Only with the CHOAM module" (interfaces/render.py
    # module_line), the lobby's choices and list of games (interfaces/web/lobby.py); empty: the name capitalised
    title: str = ""
    # an edition's choice in the lobby, a message id with its player counts as `{players}`
    # (interfaces/web/lobby.py lobby_offer); empty: "<title>, {players} players"
    lobby_label: str = ""
    # the player counts of an edition at which this module *is* the game: (edition, players) pairs
    # (Uprising's six-player team game: ("uprising", 6)). A command naming that edition and count
    # without the module gets it, after what it requires (`implied_modules`; docs/rulings.md S850)
    played_at: tuple[tuple[str, int], ...] = ()
    # the player counts whose table this module's seat plan makes, each with its phrase as players
    # read it in a list of counts, a message id (N_): the base game's solo Rivals and House Hagal,
    # Uprising's Rivals, the six-player teams. The command line's `--players` help, `play`'s refusal
    # and the web API's refusal are built from them (`count_words`), never written by hand
    count_words: Mapping[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Ruleset:
    """Everything a game's rules read that is not in its state (docs/architecture.md)."""

    edition: str
    modules: tuple[str, ...]
    content: Content
    table: Table
    factions: tuple[str, ...]  # the Influence tracks, in order (a player's `influence` tuple)
    faction_index: Mapping[str, int]
    four_bonus: Mapping[str, tuple[Any, ...]]  # faction -> the effect on its track's 4 space
    # faction -> the VP its track's 2 space gives while the cube is on it or above (factions.yaml
    # `two_bonus`: 1 on every printed track)
    two_bonus_vp: Mapping[str, int]
    sell_melange: Mapping[int, int]
    seats: tuple[Seat, ...]
    automa: Automa | None
    start_vp: int
    setup_steps: tuple[Callable[[AnyState], None], ...]
    # 004 Fase 5: the endgame starts when someone has this many VP (the table's, or a module's end_vp)
    end_vp: int = 10
    # seats of automa, in seat order (GameState.automa holds the same)
    automa_seats: tuple[int, ...] = ()
    # seat -> the seat that decides for it: its own, or for an automa seat its `Seat.decided_by`
    # (GameState.current_player)
    deciders: tuple[int, ...] = ()
    board: tuple[Space, ...] = ()  # the board spaces in board order (content.space_order)
    # the triggers and modifiers of these rules (rules/events.py): the base game's `BASE`, or a
    # copy to which the modules subscribed theirs (`Module.triggers`)
    triggers: Triggers | None = None
    # what a game of these rules can dispatch (rules/registry.py: the core's tables, plus
    # the modules' handlers, the base game's cards' and leaders' among them): frames, decision kinds, effects, named conditions
    ops: Mapping[str, OpFn] = field(default_factory=dict)
    decisions: Mapping[str, DecisionKind] = field(default_factory=dict)
    effects: Mapping[str, EffectFn] = field(default_factory=dict)
    conditions: Mapping[str, CondFn] = field(default_factory=dict)
    # the action notation of these rules (rules/actions.py): the base forms, then the modules'
    grammar: Grammar = BASE_GRAMMAR
    # decision kinds offered even with one option; Intrigue windows (DecisionKind flags)
    always_ask: frozenset[str] = frozenset()
    intrigue_windows: frozenset[str] = frozenset()
    unit_strength: Mapping[str, int] = field(default_factory=dict)  # unit kind -> its strength
    vp_sources: tuple[VpSource, ...] = ()  # the modules' VP sources, each pattern once
    # the modules' state fields by name (rules/fields.py): game-level, and each player's
    state_fields: Mapping[str, StateField[Any]] = field(default_factory=dict)
    player_fields: Mapping[str, StateField[Any]] = field(default_factory=dict)
    # those saved even at their default (StateField.optional False)
    always_saved: tuple[StateField[Any], ...] = ()
    parts: tuple[Module, ...] = ()  # the edition's modules, then the game's, in order (their hooks)
    # the parts' `Module.worth` hooks, in order (kept here: the heuristic reads them at every evaluation)
    worths: tuple[Callable[[AnyState, int, float, int], float], ...] = ()
    # what players read for the rules that are not plain effects (rules/registry.py RULE_TEXTS: the
    # core's, shared as they are when no module adds a text; `Module.texts` added to a copy)
    texts: Mapping[str, str] = field(default_factory=dict)
    # the player zones a game of these rules may hold (rules/player_zones.py ZONES and the modules'
    # `Module.zones`), each with its visibility class (every zone is public)
    zones: Mapping[str, str] = field(default_factory=dict)
    # the modules' Influence reader (Module.influence), or None: a seat's cube is its Influence
    influence: Callable[[AnyState, int, str], int] | None = None
    # the modules' Alliance reader (Module.alliance), or None: the Faction's Alliance token
    alliance: Callable[[AnyState, int, str], bool] | None = None
    # the modules' Influence changes they play themselves (Module.influence_change), in module order
    influence_changes: tuple[Callable[[AnyState, int, str, int, str], bool], ...] = ()
    # the modules' receiver of effects (Module.receiver), or None: an effect's seat receives it
    receiver: Callable[[AnyState, int, tuple[Any, ...], str], int | None] | None = None
    # the modules' handler of an effect no seat received (Module.unreceived), or None: it is dropped
    unreceived: Callable[[AnyState, tuple[Any, ...]], None] | None = None
    # the other seats that see a seat's hand (Module.hand_viewers), or None: only the seat itself
    hand_viewers: Callable[[AnyState, int], tuple[int, ...]] | None = None

    def seat(self, seat: int) -> Seat:
        return self.seats[seat]

    def dealt_card(self, seat: int) -> bool:
        """Whether a seat takes the card its product deals each seat at setup (`SeatStart.dealt_card`;
        a seat without a leader takes one only where its rules deal it one)."""
        seat_plan = self.seats[seat]
        return seat_plan.has_leader and (seat_plan.start is None or seat_plan.start.dealt_card)

    def start_vp_of(self, seat: int) -> int:
        """The VP a seat starts on: its own (`Seat.start`) or the game's (004 G2)."""
        start = self.seats[seat].start
        return self.start_vp if start is None or start.start_vp is None else start.start_vp

    def starter_deck_of(self, seat: int) -> tuple[str, ...]:
        """A seat's starter deck: its own (`Seat.start`) or the content's (004 Preparação E)."""
        start = self.seats[seat].start
        return self.content.starter_deck if start is None or start.starter_deck is None else start.starter_deck

    @property
    def teams(self) -> dict[int, tuple[int, ...]]:
        """team -> its seats, when the seat plan has teams (002 six players); empty otherwise."""
        out: dict[int, tuple[int, ...]] = {}
        for i, seat in enumerate(self.seats):
            if seat.team is not None:
                out[seat.team] = (*out.get(seat.team, ()), i)
        return out

    def offers(self, component: Any) -> bool:
        """Whether a game of these rules deals this component: the edition's own, or one of a module
        the ruleset has (Uprising's `module: choam` leader and cards only with CHOAM: rulings U501)."""
        module = getattr(component, "module", None)
        return module is None or module in EDITIONS.get(self.edition, ()) or module in self.modules

    @property
    def leader_seats(self) -> int:
        """How many seats take a leader (the first ones: House Hagal has none, Rivals have one)."""
        return sum(1 for seat in self.seats if seat.has_leader)


MODULES: dict[str, Module] = {}
# edition -> the modules it consists of (the first one loads its content)
EDITIONS: dict[str, tuple[str, ...]] = {}
# editions that exist on paper and are refused with a reason until they are built
PLANNED: dict[str, str] = {}


# The names the core's state, its players and its config hold, which no module's field or option
# may take: rules/state.py reserves them when it is imported (the state is above the ruleset).
_CORE_FIELDS: dict[str, frozenset[str]] = {}


def reserve_core_fields(state: frozenset[str], player: frozenset[str], config: frozenset[str]) -> None:
    """The core's own names (rules/state.py CORE_STATE_FIELDS, CORE_PLAYER_FIELDS, CONFIG_FIELDS)."""
    _CORE_FIELDS.update(state=state, player=player, config=config)


def core_fields(kind: str) -> frozenset[str]:
    """The core's names of a kind ("state", "player", "config"), reserved by rules/state.py."""
    names = _CORE_FIELDS.get(kind)
    if names is None:
        raise RuntimeError("the core's fields are not reserved: rules/state.py reserves them when imported")
    return names


def register_module(module: Module) -> Module:
    if module.name in MODULES and MODULES[module.name] is not module:
        raise ContentError(f"a module named {module.name!r} is already registered")

    unknown = [name for name in module.turn_fields if isinstance(name, str) and name not in TURN_FIELDS]
    if unknown:
        raise ContentError(f"module {module.name!r}: {unknown[0]!r} is not a field of the turn (rules/turn_context.py)")
    for own in module.turn_fields:  # its own fields: a new name, or the very field another module declared
        if isinstance(own, TurnField):
            clash = own.name in TURN_FIELDS or any(
                isinstance(g, TurnField) and g.name == own.name and g is not own
                for m in MODULES.values() for g in m.turn_fields)
            if clash:
                raise ContentError(f"module {module.name!r}: the turn field {own.name!r} is already "
                                   f"{'the core turn' if own.name in TURN_FIELDS else 'another module'}'s")
    for f in module.state:  # a field nobody classified is refused here (who may see it: rules/fields.py)
        problem = declaration_problem(module.name, f, frozenset())
        if problem:
            raise ContentError(problem)
    for o in module.options:  # one name, one option: the config key, the JSON key and the CLI flag
        other = next((m.name for m in MODULES.values() if m.name != module.name
                      and any(x.name == o.name for x in m.options)), None)
        if o.name in core_fields("config") or other:
            raise ContentError(f"module {module.name!r}: option {o.name!r} is already "
                               f"{'a field of GameConfig' if other is None else 'an option of ' + repr(other)}")
    add_zones(module.name, module.zones)  # a zone name another module or the core has: refused
    if module.messages:
        from landsraad.i18n import add_messages

        try:
            add_messages(module.name, module.messages)
        except ValueError as e:
            raise ContentError(str(e)) from None
    MODULES[module.name] = module
    return module


def register_edition(name: str, modules: tuple[str, ...]) -> None:
    EDITIONS[name] = modules
    PLANNED.pop(name, None)


def _builtin() -> None:
    """The modules shipped with landsraad register themselves when imported, which the package
    does (landsraad/__init__.py imports them after the rules, so the rules import no module and
    are imported before any); a registry read before that is a bug of the import order."""
    if not MODULES:
        raise RuntimeError("no module is registered: import landsraad (its __init__ registers the built-in ones)")


def module_texts() -> dict[str, str]:
    """The rule texts the registered modules declare (`Module.texts`: House Hagal's cards, the base
    module's), whether or not a ruleset using them was built in this process."""
    _builtin()
    return {key: text for m in MODULES.values() for key, text in m.texts.items()}


def known_editions() -> tuple[str, ...]:
    _builtin()
    return tuple(e for e in EDITIONS if e not in PLANNED)  # a registered edition may still be refused


def ruleset_problem(edition: Any, modules: Any) -> str | None:
    """What is wrong with an edition and module list, or None (GameConfig checks it)."""
    _builtin()
    if not isinstance(edition, str) or edition not in EDITIONS or edition in PLANNED:
        why = PLANNED.get(edition) if isinstance(edition, str) else None
        shown = repr(edition)[:30]
        if why:
            return f"edition {shown} is not available yet: {why} (available: {', '.join(known_editions())})"
        return f"edition {shown} is not available yet (available: {', '.join(known_editions())})"
    if not isinstance(modules, tuple) or not all(isinstance(m, str) for m in modules):
        return "modules is a list of module names"
    names = EDITIONS[edition] + modules
    for i, m in enumerate(names):
        if m in modules and m in PLANNED:  # registered but refused to players until complete
            return f"module {m!r} is not available yet: {PLANNED[m]}"
        if m not in MODULES:
            return f"unknown module {m[:30]!r} (known: {', '.join(sorted(MODULES))})"
        if m in names[:i]:
            return f"module {m!r} is named twice"
        missing = [r for r in MODULES[m].requires if r not in names[:i]]
        if missing:
            return f"module {m!r} needs {', '.join(missing)} before it"
    return None


def implied_modules(edition: Any, players: Any, modules: tuple[str, ...]) -> tuple[str, ...]:
    """`modules` with those a player count of the edition implies (`Module.played_at`): each
    missing one is appended after the modules it requires that are not named yet (their own order
    kept). Anything else is left as it is for GameConfig to check (docs/rulings.md S850: `--players
    6` on Uprising is its six-player game, with CHOAM, 002 PARTIDAS DE SEIS JUGADORES C)."""
    _builtin()
    out = list(modules)
    if not isinstance(edition, str) or isinstance(players, bool) or not isinstance(players, int):
        return tuple(out)
    for name, m in MODULES.items():
        if (edition, players) in m.played_at and name not in out:
            have = (*EDITIONS.get(edition, ()), *out)
            out += [r for r in m.requires if r not in have]
            out.append(name)
    return tuple(out)


def most_players() -> int:
    """The most seats any registered module's table has (seed 002's six-player mode: 6), played by an
    edition yet or not; the base table's 4 when no module sets one. The largest count an interface
    asks about: which counts each edition plays is `player_counts` (a config's own checks)."""
    _builtin()
    return max((m.table.get("max_players", 0) for m in MODULES.values()), default=0) or Table().max_players


def count_words() -> tuple[tuple[int, tuple[str, ...]], ...]:
    """Each player count a registered module declares a phrase for (`Module.count_words`), in count
    order, with its phrases (message ids) in registration order, each once: (1, ("solo against two
    Rivals",)), (2, ("with House Hagal", "against one shared Rival")), (6, ("two teams",))."""
    _builtin()
    by_count: dict[int, dict[str, None]] = {}
    for m in MODULES.values():
        for n, word in m.count_words.items():
            by_count.setdefault(n, {})[word] = None
    return tuple((n, tuple(by_count[n])) for n in sorted(by_count))


def edition_count_words(edition: str) -> dict[int, tuple[str, ...]]:
    """An edition's player counts that a table of its own is played at, with that table's phrases
    (message ids, `Module.count_words` of the modules in play at the count, `implied_modules` too):
    the base game's 1 and 2 (the solo Rivals, House Hagal), Uprising's 1, 2 and 6 (its Rivals, the
    six-player teams). The lobby labels the edition's counts with them (docs/rulings.md U738)."""
    _builtin()
    out: dict[int, tuple[str, ...]] = {}
    for n in range(1, most_players() + 1):
        words = tuple(m.count_words[n] for m in module_parts(edition, implied_modules(edition, n, ()))
                      if n in m.count_words)
        if words:
            out[n] = words
    return out


def module_parts(edition: str, modules: tuple[str, ...] | list[str] = ()) -> tuple[Module, ...]:
    """The modules of an edition and the game's modules, in order (what a view names: its
    "edition" and "modules"), for an interface that has a view rather than a state."""
    _builtin()
    return tuple(MODULES[m] for m in EDITIONS[edition] + tuple(modules))


def table_for(edition: str, modules: tuple[str, ...]) -> Table:
    """The table numbers of an edition and modules (each module may set some): the Table's fields,
    and the numbers the modules declare (`Module.numbers`, set by a later module's `table` too).
    A module setting a number that neither the Table nor a module of the game has is refused."""
    fields: dict[str, Any] = {}
    mods = [MODULES[m] for m in EDITIONS[edition] + modules]
    numbers = {k: v for m in mods for k, v in m.numbers.items()}
    for m in mods:
        for k, v in m.table.items():
            if k in numbers:
                numbers[k] = v
            elif k in _TABLE_FIELDS:
                fields[k] = v
            else:
                raise ValueError(f"module {m.name!r} sets the table number {k!r}, which neither the table nor a "
                                 "module of this game declares")
    return Table(**fields, numbers=numbers) if numbers else Table(**fields)


def ruleset_for(config: AnyConfig) -> Ruleset:
    """The ruleset of a config. Cached per edition, modules, player count and difficulty: the
    seat plan and start VP read only those (never the leaders, seed or interface options)."""
    key = (config.edition, config.modules, config.players, config.difficulty, config.pool)
    rules = _RULESETS.get(key)
    if rules is None:
        rules = _RULESETS[key] = _build(config)
    return rules


_RULESETS: dict[tuple[str, tuple[str, ...], int, str, tuple], Ruleset] = {}


def _build(config: AnyConfig) -> Ruleset:
    edition, modules = config.edition, config.modules
    problem = ruleset_problem(edition, modules)
    if problem:
        raise ContentError(problem)
    mods = [MODULES[m] for m in EDITIONS[edition] + modules]
    content = _content(edition, modules)
    if config.pool:  # a custom card pool (landsraad/rules/pool.py, issue 30): its decks replace the game's
        from landsraad.rules.pool import pooled_content

        content = pooled_content(content, config.pool, deck_products)
    plan: SeatPlan | None = None
    automata: dict[str, Callable[[], Automa]] = {}
    start_vp: Callable[[AnyConfig], int] | None = None
    end_vp: Callable[[AnyConfig], int] | None = None
    steps: list[Callable[[AnyState], None]] = []
    for m in mods:
        plan = m.seats or plan
        automata.update(m.automata)
        start_vp = m.start_vp or start_vp
        end_vp = m.end_vp or end_vp
        steps.extend(m.setup_steps)
    tables = _tables(mods)
    table = table_for(edition, modules)
    seats = plan(config) if plan is not None else tuple(Seat() for _ in range(config.players))
    kinds = {s.role for s in seats if s.automa}
    if len(kinds) > 1:
        raise ContentError(f"one automa per game, not {sorted(kinds)}")
    automa = None
    if kinds:
        (kind,) = kinds
        if kind not in automata:
            raise ContentError(f"no module provides the automa {kind!r}")
        automa = automata[kind]()
        problem = automa.problem(content)
        if problem:
            raise ContentError(f"the automa {kind!r}: {problem}")
    deciders = _deciders(seats)
    # every effect and condition the content names has its rule (the modules' handlers included)
    from landsraad.rules.events import BASE
    from landsraad.rules.registry import check_handlers, run_routed_effect

    ops, decisions, effects, conditions, grammar = tables
    receiver = next((m.receiver for m in reversed(mods) if m.receiver is not None), None)
    if receiver is not None:  # effects run through the receiver (only in such a ruleset)
        ops = {**ops, "eff": run_routed_effect}
    triggers = BASE
    if any(m.triggers is not None for m in mods):  # the base game's, then each module's, in module order
        triggers = BASE.copy()
        for m in mods:
            if m.triggers is not None:
                triggers.module = m.name  # the writer a clash in a keyed table names (Triggers.define)
                m.triggers(triggers)
    triggers.check_keyed()
    in_play = EDITIONS[edition] + modules  # a component marked for another module needs no rule
    check_handlers(content, effects, conditions, triggers.cost_kinds, triggers.value_conditions, in_play)
    # every leader's left ability has its rule (Triggers.leader_ability), like check_handlers
    missing = missing_abilities(content, triggers, in_play)
    if missing:
        raise ContentError(f"no rule for the left ability of the {content.edition} leader(s) {', '.join(missing)} "
                           "(subscribe it with Triggers.leader_ability in its rules module)")
    state_fields, player_fields = _state_fields(mods)
    factions = tuple(content.factions)
    return Ruleset(
        edition=edition, modules=modules, content=content, table=table, factions=factions,
        faction_index={f: i for i, f in enumerate(factions)},
        four_bonus={f.id: f.four_bonus for f in content.factions.values()},
        two_bonus_vp={f.id: f.two_bonus[1] for f in content.factions.values()},
        sell_melange=dict(table.sell_melange), seats=seats, automa=automa,
        start_vp=start_vp(config) if start_vp is not None else 0, setup_steps=tuple(steps),
        end_vp=end_vp(config) if end_vp is not None else table.end_vp,
        automa_seats=tuple(i for i, s in enumerate(seats) if s.automa), deciders=deciders,
        board=tuple(content.spaces[sid] for sid in content.space_order), triggers=triggers,
        ops=ops, decisions=decisions, effects=effects, conditions=conditions, grammar=grammar,
        always_ask=frozenset(k for k, d in decisions.items() if d.always_ask),
        intrigue_windows=frozenset(k for k, d in decisions.items() if d.intrigue_window),
        unit_strength={u.id: u.strength for u in table.units},
        vp_sources=tuple({v.pattern: v for m in mods for v in m.vp_sources}.values()),
        state_fields=state_fields, player_fields=player_fields,
        always_saved=tuple(f for f in (*state_fields.values(), *player_fields.values()) if not f.optional),
        parts=tuple(mods),
        worths=tuple(m.worth for m in mods if m.worth is not None),
        texts=_texts(mods),
        zones=_zones(mods),
        influence=next((m.influence for m in reversed(mods) if m.influence is not None), None),
        alliance=next((m.alliance for m in reversed(mods) if m.alliance is not None), None),
        influence_changes=tuple(m.influence_change for m in mods if m.influence_change is not None),
        receiver=receiver,
        unreceived=next((m.unreceived for m in reversed(mods) if m.unreceived is not None), None),
        hand_viewers=next((m.hand_viewers for m in reversed(mods) if m.hand_viewers is not None), None),
    )


def _zones(mods: list[Module]) -> dict[str, str]:
    """The player zones of a game of these rules and their visibility: the core's table, and every
    zone its modules declare (public)."""
    return {**ZONE_VISIBILITY, **{z: PUBLIC for m in mods for z in m.zones}}


def _state_fields(mods: list[Module]) -> tuple[dict[str, StateField[Any]], dict[str, StateField[Any]]]:
    """The modules' declared fields (rules/fields.py), game-level and per player: each sound and
    each name once (a field of the core state, or of two modules, is refused naming the module)."""
    game: dict[str, StateField[Any]] = {}
    player: dict[str, StateField[Any]] = {}
    owner: dict[str, str] = {}
    for m in mods:
        for f in m.state:
            problem = declaration_problem(m.name, f, core_fields("player" if f.per_player else "state"))
            if problem:
                raise ContentError(problem)
            table = player if f.per_player else game
            if f.name in table:
                raise ContentError(f"module {m.name!r}: field {f.name!r} is already declared by module "
                                   f"{owner[('p:' if f.per_player else '') + f.name]!r}")
            table[f.name] = f
            owner[('p:' if f.per_player else '') + f.name] = m.name
    return game, player


def field_owner(name: str, per_player: bool = False) -> str | None:
    """The registered module that declares a state field (messages: a save of another ruleset)."""
    _builtin()
    for m in MODULES.values():
        if any(f.name == name and f.per_player == per_player for f in m.state):
            return m.name
    return None


def declared_fields() -> dict[str, StateField[Any]]:
    """Every registered module's game-level fields by name (tests, docs: the whole table)."""
    _builtin()
    return {f.name: f for m in MODULES.values() for f in m.state if not f.per_player}


def declared_options() -> dict[str, ConfigOption]:
    """Every registered module's options by name (the CLI, the API and the loader offer them
    all; a game refuses those its modules do not declare)."""
    _builtin()
    return {o.name: o for m in MODULES.values() for o in m.options}


def module_turn_fields() -> dict[str, TurnField]:
    """Every registered module's turn fields by name (a save's turn may hold any of them)."""
    _builtin()
    return {f.name: f for m in MODULES.values() for f in m.turn_fields if isinstance(f, TurnField)}


def turn_owners() -> dict[str, tuple[str, ...]]:
    """Each field of the turn classified (issue 27): the modules whose rules set it, as they declare
    it (`Module.turn_fields`: a field two products' rules both set is declared by both), or () for
    the core's (no module declares it); a game with none of its owners never sets it
    (tests/test_module_state.py). How a field reaches a seat: the whole turn is DECIDER
    (rules/hidden.py: the deciding seat sees it, the others an empty turn), so every field is too."""
    owners: dict[str, tuple[str, ...]] = dict.fromkeys(TURN_FIELDS, ())
    for m in MODULES.values():
        for f in m.turn_fields:
            name = f.name if isinstance(f, TurnField) else f
            owners[name] = (*owners.get(name, ()), m.name)
    return owners


# every deck card id any product prints -> its product: what a card pool's refusal names (rules/pool.py
# pooled_content). The presets know every product's largest game (landsraad/presets.py, above the
# rules): they hand their reader here when imported, as the modules are (`bind_deck_products`).
_deck_products: Callable[[str], dict[str, str]] | None = None


def bind_deck_products(read: Callable[[str], dict[str, str]]) -> None:
    """Set who answers `deck_products` (landsraad/presets.py, when it is imported)."""
    global _deck_products
    _deck_products = read


def deck_products(deck: str) -> dict[str, str]:
    """Every deck card id any product prints -> its product (the presets' reader, bound above)."""
    if _deck_products is None:
        known_editions()  # the built-in modules declare their presets, importing landsraad/presets.py
    if _deck_products is None:
        raise RuntimeError("deck_products: no reader bound (landsraad/presets.py was not imported)")
    return _deck_products(deck)


def _deciders(seats: tuple[Seat, ...]) -> tuple[int, ...]:
    """Who decides for each seat: a human seat for itself; an automa seat through the human seat
    its plan names (`Seat.decided_by`), refused when it names none or no human seat."""
    out = []
    for i, seat in enumerate(seats):
        by = seat.decided_by if seat.automa else i
        if seat.decided_by not in (None, i) and not seat.automa:
            raise ContentError(f"seat {i}: a human seat decides for itself (Seat.decided_by)")
        if by is None or not 0 <= by < len(seats) or seats[by].automa:
            raise ContentError(f"seat {i} ({seat.role}): the seat plan names no human seat to decide for it "
                               "(Seat.decided_by)")
        out.append(by)
    return tuple(out)


@lru_cache(maxsize=16)
def _content(edition: str, modules: tuple[str, ...]) -> Content:
    """Each module in order gets the content so far (at first: none) and returns it with its own."""
    content = _empty(edition)
    for name in EDITIONS[edition] + modules:
        m = MODULES[name]
        if m.content is not None:
            content = m.content(content)
    if not content.spaces:
        raise ContentError(f"edition {edition!r}: no module provides a board")
    return content


def _empty(edition: str) -> Content:
    return Content(edition=edition, spaces={}, cards={}, intrigues={}, conflicts={}, starter_deck=(),
                   reserve={}, imperium_deck=(), intrigue_deck=())


def _tables(mods: list[Module]) -> tuple[Any, Any, Any, Any, Grammar]:
    """The dispatch tables and grammar of a ruleset: the core's (rules/registry.py, shared
    as they are when no module adds a handler), with each module's handlers added to copies."""
    from landsraad.rules import registry

    ops: Mapping[str, Any] = registry.OPS
    decisions: Mapping[str, Any] = registry.DECISIONS
    effects: Mapping[str, Any] = registry.EFFECTS
    conditions: Mapping[str, Any] = registry.CONDITIONS
    grammar = BASE_GRAMMAR
    for m in mods:
        kinds = {d.name: d for d in m.decisions}
        added = ((ops, m.ops, "frame"), (decisions, kinds, "decision"), (effects, m.effects, "effect"),
                 (conditions, m.conditions, "condition"))
        new = []
        for table, entries, what in added:
            for name, fn in entries.items():
                have = table.get(name)
                if have is not None and have is not fn:
                    raise ContentError(f"module {m.name!r}: the {what} {name!r} is already handled elsewhere")
            new.append({**table, **entries} if entries else table)
        ops, decisions, effects, conditions = new
        forms = [f for d in m.decisions for f in d.own_forms()] + list(m.forms)
        if forms:
            try:
                grammar = grammar.with_forms(forms)
            except ValueError as e:
                raise ContentError(f"module {m.name!r}: {e}") from None
    return ops, decisions, effects, conditions, grammar


def missing_abilities(content: Content, triggers: Triggers, modules: tuple[str, ...] | None = None) -> list[str]:
    """The leaders of `content` (and the other side of a leader that flips) whose left ability no
    module subscribed (`Triggers.leader_ability`): 004 Líderes / 002 Líderes, each leader has two
    abilities, and a leader whose left one were missing would silently play without it. `modules`:
    the rules modules in play (a leader marked for another module, Shaddam Corrino IV without
    CHOAM, is left out; None: every leader)."""
    out = []
    for lid, ld in content.leaders.items():
        if modules is not None and ld.module is not None and ld.module not in modules:
            continue
        for side in (lid, ld.back.id if ld.back is not None else None):
            if side is not None and side not in triggers.leader_abilities:
                out.append(side)
    return out


def _texts(mods: list[Module]) -> Mapping[str, str]:
    """The rule texts of a ruleset: the core's (rules/registry.py RULE_TEXTS), with each
    module's `texts` added to a copy; a key another part of the same ruleset gives another text is
    refused (two modules that never play together may use the same key)."""
    from landsraad.rules import registry

    texts: Mapping[str, str] = registry.RULE_TEXTS
    for m in mods:
        for key, text in m.texts.items():
            if texts.get(key, text) != text:
                raise ContentError(f"module {m.name!r}: the rule text {key!r} is already declared elsewhere")
        if m.texts:
            texts = {**texts, **m.texts}
    return texts
