"""Game events and the registry of the rules that react to them (triggers) or adjust a value
(modifiers).

Every state change the rules name goes through one function (rules/zones.py: `gain`, `pay`,
`recruit`, `deploy`, `lose_troops`, `retreat`, `acquire`, `trash_card`, `place_agent`,
`recall_agent`, `draw_cards`, `draw_intrigues`, `set_vp`, `return_units`, `recall_round`,
`take_mentat`, `take_swordmaster`, `set_control`; rules/influence.py: `change_influence`; rules/turns.py: the turn's start, the Agent sent, the Reveal's
start and end), and that function emits the change as an event to the subscribers of the state's
`Triggers` (`state.triggers`). A card's "when trashed" and "when you acquire" boxes, Recruitment
Mission, The Voice's expiry, Ilban's and Memnon's triggers on sending an Agent, the Baron's
Masterstroke, Paul's Prescience, Helena's set-aside card ... are subscribers, not special cases
in the code that changes the state.

Typed, allocation-free: an event is a plain call `fn(state, *payload)` with the payload of its
kind (the `*Fn` aliases below say what each kind carries); no event object is built, and an
event with no subscriber costs one empty-list loop. That keeps the hot path (draws, gains,
Agent turns) as fast as the hook lists it replaces.

Per ruleset: a `Triggers` is a plain object. Each rules module exposes `register(t)`, which
subscribes its triggers and modifiers to `t`; nothing subscribes at import time. `BASE` is the
base game's registry (filled by `landsraad.rules` once every module is imported) and the default
of `GameState.triggers`; a ruleset that adds modules builds its own (`BASE.copy()` then its
modules' `register`, or a fresh one from the modules it keeps) and may `off()` a subscriber it
replaces. Subscribers run by their declared `order`, then in subscription order; a module adds
frames to a turn at a named point (`at`, rules/points.py), never by looking for the core's frames.
The keyed tables (KEYED) are written with `define`, which refuses a key another module wrote unless
the later one declares that it replaces it (checked when the ruleset is built: `check_keyed`).

Per game: a subscriber may say when it can matter at all (`applies`: a leader at the table, a solo
difficulty). `for_game(state)`, called once a game's seats and leaders are set (new_game, a loaded
save, a scenario position), gives the registry without the subscribers that cannot matter in that
game (cached), so a modifier of a leader nobody plays costs nothing on every listing. The
subscribers still check their own conditions: `applies` only saves calls.

Per board space: a `space_cost` modifier may say which spaces it can change at all (`spaces`, a
test of a board space: Leto's Landsraad spaces, the Swordmaster's alternative cost). The Agent-turn
listing then checks every other space's printed cost by table and asks the modifiers only about
those (rules/turns.py); a modifier that declares nothing is asked about every space with a cost.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from landsraad.core.errors import ContentError
from landsraad.rules.points import POINTS, PointFn
from landsraad.rules.types import AnyPlayer, AnyState

if TYPE_CHECKING:
    from landsraad.content import Card, Intrigue, Space

Costs = tuple[tuple[str, int], ...]

# ---- events: (state, payload ...) -> None, run after the change; they may push frames --------
GainFn = Callable[[AnyState, int, str, int, str], None]  # seat, resource, amount, source
PayFn = Callable[[AnyState, int, str, int, str], None]  # seat, resource, amount, source
TroopsFn = Callable[[AnyState, int, int, str], None]  # seat, troops moved, from/to zone
# seat, troops, from zone ("garrison" / "supply"), troops deployed from the garrison this turn so far
DeployFn = Callable[[AnyState, int, int, str, int], None]
AcquireFn = Callable[[AnyState, int, str, bool], None]  # seat, card, onto the deck (else discard)
TrashFn = Callable[[AnyState, int, str, str], None]  # seat, card, zone it left
AgentSentFn = Callable[[AnyState, AnyPlayer, "Space", "Card", Costs], None]  # cost paid
AgentRecalledFn = Callable[[AnyState, int, str], None]  # seat, space
DrawFn = Callable[[AnyState, int, list[str]], None]  # seat, cards drawn
InfluenceFn = Callable[[AnyState, int, str, int, int], None]  # seat, faction, old, new
SeatFn = Callable[[AnyState, int], None]  # turn start
PlayerFn = Callable[[AnyState, AnyPlayer], None]  # Reveal start / end
StateFn = Callable[[AnyState], None]  # setup done, decision pending, round recall
VpFn = Callable[[AnyState, int, str, int, int], None]  # seat, VP source, old, new
CountFn = Callable[[AnyState, int, int], None]  # seat, how many (Intrigue cards drawn)
UnitsFn = Callable[[AnyState, int, dict[str, int]], None]  # seat, units by kind
SeatEffectFn = Callable[[AnyState, int, tuple[Any, ...], str], bool]  # seat, effect, source -> resolved
AgentGainedFn = Callable[[AnyState, int, str], None]  # seat, "mentat" / "swordmaster"
ControlFn = Callable[[AnyState, str, int, int], None]  # space, new owner (-1: none), old (-1: none)
KeptFn = Callable[[AnyState, int, str], None]  # seat, the Conflict card kept
DiscardedFn = Callable[[AnyState, int, str, str], None]  # seat, card, source of the discard
IntriguePlayedFn = Callable[[AnyState, int, str, "str | None"], None]  # seat, Intrigue card, window
AutomaAgentFn = Callable[[AnyState, int, str, str], None]  # automa seat, House Hagal card, space
IfUnmetFn = Callable[[AnyState, int, tuple[Any, ...], str], None]  # seat, the `if` effect, its source
CombatTurnFn = Callable[[AnyState, int, int], None]  # seat, its turn's offset from the First Player

# ---- modifiers: read the state, return the adjusted value --------------------------------------
# Contract: a cost modifier transforms the printed cost only; a space with no printed cost is free
# for everyone (turns.why_space_closed relies on it).
SpaceCostFn = Callable[[AnyState, AnyPlayer, "Space", "Card | None", Costs], Costs]
# a board space -> whether a space_cost modifier may change its cost (`on(..., spaces=)`)
SpacesFn = Callable[["Space"], bool]
AcquireCostFn = Callable[[AnyState, AnyPlayer, "Card", int], int]
IconsFn = Callable[[AnyState, AnyPlayer, "Card", tuple[str, ...]], tuple[str, ...]]
# (state, seat, space id, spice harvested) -> spice gained; may push frames (Ariana's Spice Addict)
HarvestFn = Callable[[AnyState, int, str, int], int]
# {space id: reason} for the board spaces a rule closes to this player now (asked once per listing);
# a reason is a message and its arguments (story.reason), or a message id (N_): never English words
BlockerFn = Callable[[AnyState, AnyPlayer], Mapping[str, Any]]
# {space id: Agent icons that also reach it} for this player now (Uprising's Spy icon: a space a
# Spy of yours watches, seed 002 Espías); asked once per listing
AccessFn = Callable[[AnyState, AnyPlayer], dict[str, tuple[str, ...]]]
# True when the Agent of seat `occupant` does not block this player at this space
WaiverFn = Callable[[AnyState, AnyPlayer, "Space", int], bool]
# False when a module's rule keeps this Intrigue card out of a window of these kinds (plot, combat,
# endgame ...) although its condition holds and its cost can be paid (Immortality: a box that would
# do nothing, docs/rulings.md I70)
IntriguePlayableFn = Callable[[AnyState, AnyPlayer, "Intrigue", tuple[str, ...]], bool]
# True when a seat with no unit in the Conflict still takes turns in the Combat Intrigue window
# (six players: a Commander plays them on an Ally's behalf, seed 002 CARTAS DE INTRIGA DE COMBATE)
CombatVoiceFn = Callable[[AnyState, int], bool]
# a group of seats tied in combat (turn order) -> its places, best first, each a group of seats
# (a group left whole keeps the tie); None: this rule leaves it (six players: an Ally concedes, 002)
TieSplitFn = Callable[[AnyState, tuple[int, ...]], "tuple[tuple[int, ...], ...] | None"]

# ---- extension points of decisions ---------------------------------------------------------------
AcquireOptionsFn = Callable[[AnyState, AnyPlayer], list[str]]  # more actions of `acquire`
# given the typed action (rules/actions.py Acquire); True when the action was its own
AcquireHandlerFn = Callable[[AnyState, int, Any], bool]
# card id -> (its Agent-turn actions for a player, the starter called with (state, seat, space))
SpecialAgent = tuple[Callable[[AnyState, AnyPlayer], list[str]], Callable[[AnyState, int, str], None]]
FeasibleFn = Callable[[AnyState, int, tuple[Any, ...]], bool]  # a "choose" option can be done
ValueCondFn = Callable[[AnyState, int, tuple[Any, ...], str], bool]
# a "→" cost kind a module adds (Uprising's recall_spy): (can the player pay it, pay it), each
# given (state, seat, the cost, source)
CostKind = tuple[Callable[[AnyState, int, tuple[Any, ...], str], bool],
                 Callable[[AnyState, int, tuple[Any, ...], str], None]]

# The event kinds and what each is for (the attribute of Triggers of the same name).
EVENTS: dict[str, str] = {
    "gain": "a player gained a resource (solari, spice, water, persuasion, swords)",
    "pay": "a player paid or lost a resource",
    "recruit": "troops went from the supply to the garrison",
    "deploy": "troops went to the Conflict (from the garrison or the supply)",
    "lose_troops": "troops went back to the supply (lost from the Conflict or the garrison)",
    "retreat": "troops went from the Conflict back to the garrison",
    "acquire": "a card was acquired (after its own acquire box was queued)",
    "trash": "a card was trashed (its own 'when trashed' box is a subscriber)",
    "agent_sent": "an Agent was sent to a board space and the space's cost was paid",
    "agent_recalled": "an Agent came back from a board space during the round",
    "draw": "cards were drawn into a hand",
    "influence": "a player's Influence with a Faction changed (after its VP and Alliance changes)",
    "turn_start": "a player's turn starts (s.turn is already theirs), before the turn decision",
    "reveal_start": "a Reveal turn starts, after the board's Persuasion bonuses",
    "reveal_end": "a Reveal turn ends, before the clean-up",
    "setup": "setup is done, before round 1",
    "decision": "a decision is about to be offered (idempotent: may run more than once)",
    "vp": "a player's VP from one source changed (rules/zones.py set_vp)",
    "intrigues_drawn": "a player drew Intrigue cards (how many: which ones are hidden)",
    "units_returned": "at the end of combat a player's units left the Conflict (troops to the supply)",
    "round_recall": "Phase 5: every Agent went back to its player and the Mentat to its space",
    "agent_gained": "a player took the Mentat or a Swordmaster (an extra Agent)",
    "control": "a Control marker was placed on, moved to or removed from a space",
    "conflict_kept": "the winner kept the Conflict card (Table.conflict_card_kept; 002 Iconos de batalla)",
    "endgame": "the Endgame starts (its frames run after the Endgame Intrigues, before the winner is known)",
    "discarded": "a card was discarded from a hand (004 Descarte)",
    "intrigue_played": "an Intrigue card was played (seat, card, window: combat, win, endgame or None for a Plot)",
    "automa_agent": "an automa seat sent an Agent with one of its automa's cards (seat, card, space)",
    "revealed": "cards entered a Reveal turn (the hand revealed, or cards drawn and revealed at once)",
    "if_unmet": "an `if` effect resolved with its condition false (a turn's condition that may come true later: 002)",
    "combat_turn": "a turn of the Combat Intrigue window is about to be offered (seat, offset; frames pushed run "
                   "first, then the window asks again: idempotent)",
}
MODIFIERS: dict[str, str] = {
    "space_cost": "the cost of a board space for a player",
    "acquire_cost": "the Persuasion cost of a card for a player",
    "card_icons": "the Agent icons a card has for a player now",
    "harvest": "the spice a harvest gives",
    "space_blockers": "board spaces a rule closes to a player",
    "occupancy_waivers": "Agents that do not block a player",
    "space_access": "Agent icons that reach a board space besides its own icon (a module's icon that watches other "
                    "spaces: 002 Espías)",
    "acquire_options": "extra actions of the acquire decision",
    "acquire_handlers": "handlers of those actions",
    "turn_options": "extra actions of the turn decision (Family Atomics: 003)",
    "turn_handlers": "handlers of those actions (each pushes what follows: `ask_turn` asks the turn decision again)",
    "intrigue_playable": "whether an Intrigue card is offered in a window (after its condition and cost)",
    "combat_voice": "whether a seat with no unit in the Conflict takes turns in the Combat Intrigue window",
    "tie_split": "a group tied in combat split into places (an agreement the rules allow: 002 Empates entre Aliados)",
}
KEYED = ("special_agent_cards", "option_feasible", "gain_void", "cost_kinds", "value_conditions", "leader_abilities",
         "seat_effects")
# what copy() copies: every subscriber list and table, the `applies` conditions, the declared
# orders and the keyed tables' writers
_COPIED = (*EVENTS, *MODIFIERS, *KEYED, "applies", "cost_spaces", "live", "orders", "writers")
AppliesFn = Callable[[AnyState], bool]
# a modifier's per-listing gate: False when the modifier gives back what it is given (a waiver: waives
# nothing) for this player now
LiveFn = Callable[[AnyState, AnyPlayer], bool]
# the modifier kinds a listing asks per item (per card offered, per card in hand, per occupied space):
# the ones a `live` gate saves calls for (turns.live_modifiers)
LIVE_KINDS = ("acquire_cost", "card_icons", "occupancy_waivers")


class Triggers:
    """The triggers and modifiers of one ruleset, by kind (EVENTS, MODIFIERS, KEYED). A plain
    class (no __slots__ declaration): mypyc compiles it to a native class (bench/fast.py)."""

    def __init__(self) -> None:
        self.gain: list[GainFn] = []
        self.pay: list[PayFn] = []
        self.recruit: list[TroopsFn] = []
        self.deploy: list[DeployFn] = []
        self.lose_troops: list[TroopsFn] = []
        self.retreat: list[TroopsFn] = []
        self.acquire: list[AcquireFn] = []
        self.trash: list[TrashFn] = []
        self.agent_sent: list[AgentSentFn] = []
        self.agent_recalled: list[AgentRecalledFn] = []
        self.draw: list[DrawFn] = []
        self.influence: list[InfluenceFn] = []
        self.turn_start: list[SeatFn] = []
        self.reveal_start: list[PlayerFn] = []
        self.reveal_end: list[PlayerFn] = []
        self.setup: list[StateFn] = []
        self.decision: list[StateFn] = []
        self.vp: list[VpFn] = []
        self.intrigues_drawn: list[CountFn] = []
        self.units_returned: list[UnitsFn] = []
        self.round_recall: list[StateFn] = []
        self.agent_gained: list[AgentGainedFn] = []
        self.control: list[ControlFn] = []
        self.conflict_kept: list[KeptFn] = []
        self.endgame: list[StateFn] = []
        self.discarded: list[DiscardedFn] = []
        self.intrigue_played: list[IntriguePlayedFn] = []
        self.automa_agent: list[AutomaAgentFn] = []
        self.revealed: list[DrawFn] = []
        self.if_unmet: list[IfUnmetFn] = []
        self.combat_turn: list[CombatTurnFn] = []
        self.space_cost: list[SpaceCostFn] = []
        self.acquire_cost: list[AcquireCostFn] = []
        self.card_icons: list[IconsFn] = []
        self.harvest: list[HarvestFn] = []
        self.space_blockers: list[BlockerFn] = []
        self.occupancy_waivers: list[WaiverFn] = []
        self.space_access: list[AccessFn] = []
        self.acquire_options: list[AcquireOptionsFn] = []
        self.acquire_handlers: list[AcquireHandlerFn] = []
        self.turn_options: list[AcquireOptionsFn] = []  # same shapes as the acquire decision's
        self.turn_handlers: list[AcquireHandlerFn] = []
        self.intrigue_playable: list[IntriguePlayableFn] = []
        self.combat_voice: list[CombatVoiceFn] = []
        self.tie_split: list[TieSplitFn] = []
        # card id -> its own Agent turn (Kwisatz Haderach); effect kind -> feasibility of an option
        self.special_agent_cards: dict[str, SpecialAgent] = {}
        self.option_feasible: dict[str, FeasibleFn] = {}
        # effect kind -> whether that gain would do nothing now: an arrow ("→") whose every gain is
        # void is not offered (rules/effects.py `_may`; Immortality's Tleilaxu step at the last space)
        self.gain_void: dict[str, FeasibleFn] = {}
        # cost kind -> (can pay, pay): the "→" costs modules add (rules/effects.py can_pay, pay_costs)
        self.cost_kinds: dict[str, CostKind] = {}
        # condition kind -> its rule, for conditions that carry a value ({spies_at_least: 2}):
        # fn(state, seat, the condition, source) (rules/effects.py condition)
        self.value_conditions: dict[str, ValueCondFn] = {}
        # leader id (a flipped side's id too) -> the event and modifier kinds its left ability is
        # subscribed to (`leader_ability`): a ruleset whose content has a leader missing here is
        # refused when it is built (ruleset.missing_abilities), so no left ability is ever silently absent
        self.leader_abilities: dict[str, tuple[str, ...]] = {}
        # effect kind -> a seat's own way with that effect, asked by the module whose word it is
        # before its rule: fn(state, seat, effect, source) -> True when it resolved the effect for
        # that seat (an automa seat that takes 2 Solari instead of a CHOAM contract: 002 Rivales),
        # so the effect's module need not know which seats those are
        self.seat_effects: dict[str, SeatEffectFn] = {}
        # point of a turn (rules/points.py POINTS) -> its subscribers, in their declared order (`at`)
        self.points: dict[str, list[PointFn]] = {}
        # (kind or point, subscriber) -> its order key, when not 0 (`on`, `at`)
        self.orders: dict[tuple[str, Callable[..., Any]], int] = {}
        # (keyed table, key) -> (the module that wrote it, what it wrote) (`define`)
        self.writers: dict[tuple[str, str], tuple[str, Any]] = {}
        # the module whose `triggers` is subscribing now (ruleset._build sets it): the writer `define`
        # records, named when another module writes the same key
        self.module = "base"
        # subscriber -> when it can matter in a game (for_game); none: always
        self.applies: dict[Callable[..., Any], AppliesFn] = {}
        # space_cost modifier -> the board spaces it may change (`on(..., spaces=)`); none: any
        self.cost_spaces: dict[Callable[..., Any], SpacesFn] = {}
        # LIVE_KINDS modifier -> when it can change anything (`on(..., live=)`); none: always
        self.live: dict[Callable[..., Any], LiveFn] = {}
        # event kinds a module declares for its own rules to emit (`declare_event`: Uprising's Spy
        # placed or recalled, 002 Espías) -> their subscribers; the core emits none of them
        self.own_events: dict[str, list[Callable[..., Any]]] = {}
        # for_game's cache: the subscribers left out -> the registry without them
        self._games: dict[tuple[Callable[..., Any], ...], Triggers] = {}
        # the full registry a for_game registry was made from (None: this one is full)
        self.origin: Triggers | None = None

    def on(self, kind: str, fn: Callable[..., Any], applies: AppliesFn | None = None, order: int = 0,
           spaces: SpacesFn | None = None, live: LiveFn | None = None) -> None:
        """Subscribe `fn` to an event or modifier kind. Subscribers run by ascending `order`, then in
        subscription order (a negative order runs before the base game's: frames pushed first
        resolve last). `applies(state)`: False when `fn` cannot matter in that game (for_game
        leaves it out). `spaces(space)` (space_cost only): False for a board space whose cost `fn`
        never changes (it returns the cost it is given there); the Agent-turn listing relies on it.
        `live(state, player)` (LIVE_KINDS only): False when `fn` gives back what it is given for that
        player now (a discount only while one is held; a waiver that waives nothing): the listings that ask it per card ask `live`
        once instead and skip it (turns.live_modifiers); every other caller still calls `fn`."""
        subs = self.own_events.get(kind)
        if subs is None:
            if kind not in EVENTS and kind not in MODIFIERS:
                raise ValueError(f"unknown event kind {kind!r}; one of "
                                 f"{', '.join([*EVENTS, *MODIFIERS, *self.own_events])}")
            subs = getattr(self, kind)
        if spaces is not None and kind != "space_cost":
            raise ValueError(f"only a space_cost modifier declares the spaces it changes, not {kind!r}")
        if live is not None and kind not in LIVE_KINDS:
            raise ValueError(f"only a modifier of {', '.join(LIVE_KINDS)} declares when it is live, not {kind!r}")
        self._subscribe(kind, subs, fn, order)
        if applies is not None:
            self.applies[fn] = applies
        if spaces is not None:
            self.cost_spaces[fn] = spaces
        if live is not None:
            self.live[fn] = live
        self._games.clear()

    def at(self, point: str, fn: PointFn, order: int = 0, applies: AppliesFn | None = None) -> None:
        """Add work at a point of a turn (rules/points.py): when the core lays the turn down, `fn(state,
        seat)` gives the frames to run there; the point's subscribers run by ascending `order`,
        then in subscription order."""
        if point not in POINTS:
            raise ValueError(f"unknown point {point!r}; one of {', '.join(POINTS)}")
        self._subscribe(point, self.points.setdefault(point, []), fn, order)
        if applies is not None:
            self.applies[fn] = applies
        self._games.clear()

    def _subscribe(self, kind: str, subs: list[Any], fn: Callable[..., Any], order: int) -> None:
        if fn in subs:
            return
        if order:
            self.orders[kind, fn] = order
        # after every subscriber whose order is not greater: stable, so ties keep subscription order
        at = len(subs)
        while at > 0 and self.orders.get((kind, subs[at - 1]), 0) > order:
            at -= 1
        subs.insert(at, fn)

    def leader_ability(self, leader: str, kind: str, fn: Callable[..., Any], applies: AppliesFn | None = None,
                       spaces: SpacesFn | None = None) -> None:
        """Subscribe a rule of a leader's left ability (004 Líderes: "the first, on the left, is used
        during the game as the leader card describes") and record that this leader has one. `kind`:
        an event, a modifier, or a point of a turn (rules/points.py)."""
        if kind in POINTS:
            self.at(kind, fn, applies=applies)
        else:
            self.on(kind, fn, applies, spaces=spaces)
        self.leader_rule(leader, kind)

    def leader_rule(self, leader: str, where: str) -> None:
        """Record that a leader's left ability has its rule, `where` naming it (an event kind, or a
        rule that is no subscriber: CHOAM's Sardaukar Commander is part of the contract choice).
        The leader's entry belongs to the first module that records one; another module adding
        to it is a clash (`define`)."""
        have = self.leader_abilities.get(leader, ())
        if where not in have:
            self.define("leader_abilities", leader, (*have, where))

    def declare_event(self, kind: str, doc: str) -> None:
        """Declare an event kind of this module's own (`doc`: what it is for and its payload): its rules
        emit it to `own_events[kind]`, and any module after it subscribes with `on`. A kind the core
        has (EVENTS, MODIFIERS, a point of a turn) or another module declared is refused
        (ContentError naming both); declaring it again is nothing."""
        if kind in EVENTS or kind in MODIFIERS or kind in POINTS or kind in KEYED:
            raise ContentError(f"module {self.module!r}: event kind {kind!r} is the core's")
        had = self.writers.get(("events", kind))
        if had is not None and had[0] != self.module:
            raise ContentError(f"module {self.module!r}: event kind {kind!r} is already declared by module {had[0]!r}")
        self.writers["events", kind] = (self.module, doc)
        self.own_events.setdefault(kind, [])
        self._games.clear()

    def define(self, table: str, key: str, value: Any, replaces: bool = False) -> None:
        """Write `key` of a keyed table (KEYED). A key another module wrote is refused (ContentError
        naming both) unless this module declares that it `replaces` it, or writes the very same
        rule (a word two products share: Immortality's retreat cost is Uprising's: the entry stays
        the first writer's). A module may rewrite its own keys; `replaces` with no earlier writer
        just writes (a module that replaces a rule only when the other module is in the game)."""
        if table not in KEYED:
            raise ValueError(f"unknown keyed table {table!r}; one of {', '.join(KEYED)}")
        had = self.writers.get((table, key))
        if had is not None:
            if had[1] == value:
                return
            if had[0] != self.module and not replaces:
                raise ContentError(f"module {self.module!r}: {table}[{key!r}] is already defined by module "
                                   f"{had[0]!r} (declare that it replaces it: define(..., replaces=True))")
        entries: dict[str, Any] = getattr(self, table)
        entries[key] = value
        self.writers[table, key] = (self.module, value)
        self._games.clear()

    def check_keyed(self) -> None:
        """Every entry of the keyed tables was written by `define` and is still what it wrote (a
        module writing a table directly would get past the clash check): ContentError otherwise."""
        for table in KEYED:
            for key, value in getattr(self, table).items():
                had = self.writers.get((table, key))
                if had is None or had[1] is not value:
                    raise ContentError(f"{table}[{key!r}] was written without Triggers.define")

    def off(self, kind: str, fn: Callable[..., Any]) -> None:
        """Unsubscribe (a ruleset replacing another module's rule); ValueError if not subscribed."""
        subs = self.own_events.get(kind)
        if subs is None:
            if kind not in EVENTS and kind not in MODIFIERS:
                raise ValueError(f"unknown event kind {kind!r}")
            subs = getattr(self, kind)
        subs.remove(fn)
        self._games.clear()

    def copy(self) -> Triggers:
        """An independent registry with the same subscribers (a ruleset extending this one)."""
        t = Triggers()
        for kind in _COPIED:
            setattr(t, kind, getattr(self, kind).copy())
        t.points = {point: subs.copy() for point, subs in self.points.items()}
        t.own_events = {kind: subs.copy() for kind, subs in self.own_events.items()}
        t.module = self.module
        return t

    def for_game(self, s: AnyState) -> Triggers:
        """The full registry without the subscribers whose `applies` is False for this game (the
        full one itself when none is left out). Call it once the game's seats and leaders are set;
        on a registry made by for_game it starts again from the full one (a position edited
        after setup, docs: scenario_setup)."""
        if self.origin is not None:
            return self.origin.for_game(s)
        if not self.applies:
            return self
        left_out = tuple(fn for fn, applies in self.applies.items() if not applies(s))
        if not left_out:
            return self
        t = self._games.get(left_out)
        if t is None:
            t = self.copy()
            t.applies = {}
            t.origin = self
            for kind in (*EVENTS, *MODIFIERS):
                subs = getattr(t, kind)
                subs[:] = [fn for fn in subs if fn not in left_out]
            for subs in (*t.points.values(), *t.own_events.values()):
                subs[:] = [fn for fn in subs if fn not in left_out]
            self._games[left_out] = t
        return t

    def kinds(self) -> dict[str, int]:
        """Number of subscribers per kind (for docs and tests)."""
        return {**{k: len(getattr(self, k)) for k in (*EVENTS, *MODIFIERS, *KEYED)},
                **{k: len(subs) for k, subs in self.own_events.items()}}



# The base game's registry: landsraad/rules/__init__.py has every base module register into it.
BASE = Triggers()
