"""Phase 2, player turns: Agent turns, Reveal turns, acquiring, Plot Intrigues.

004 "Fase 2: Turnos do Jogador": from the First Player clockwise, each turn is an Agent turn or
a Reveal turn; after your Reveal turn your turns are skipped until the phase ends.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import compress
from operator import attrgetter
from typing import Any, NamedTuple

from landsraad.content import Card, Intrigue, Space
from landsraad.i18n import N_
from landsraad.rules.actions import Acquire, AgentMove, Order, Plain, PlayIntrigue, Resolve
from landsraad.rules.effects import Effect, can_pay, condition, pay_costs, push_effects, received_by
from landsraad.rules.events import Triggers
from landsraad.rules.influence import influence_of
from landsraad.rules.places import blocker as agent_blocker
from landsraad.rules.points import AGENT_EFFECTS_DONE, AGENT_TURN_END, REVEAL_CLEANUP, push_point
from landsraad.rules.registry import Frame, decision, op
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.story import Reason, amount_ref, faction_ref, list_ref, reason, seat_ref, word_ref
from landsraad.rules.turn_context import new_turn
from landsraad.rules.zones import acquire, added, gain, log, pay, without

# ---- whose turn --------------------------------------------------------------------------

@op("next_turn")
def _next_turn(s: GameState, frame: Frame) -> None:
    n = len(s.players)
    for k in range(1, n + 1):
        seat = (s.active + k) % n
        if s.automa and seat in s.automa:
            # solo Rivals take Agent turns in sequence while they have Agents; House Hagal
            # (2 players) acts only after the First Player's Agent turns (modules/base/hagal.py)
            automa = s.rules.automa
            if automa is not None and automa.takes_agent_turns(s, seat):
                s.active = seat
                s.stack.append(("next_turn",))
                s.stack.append((automa.turn_frame, seat))
                return
            continue
        if not s.players[seat].revealed:
            s.active = seat
            s.turn = new_turn(seat, "choose")  # Turn(seat=, kind=) without the class call
            # event `turn_start`: its subscribers see the new turn (none reads it: The Voice's marker
            # leaves, six players' activation ends), so the ended turn needs no empty turn in between
            for fn in s.triggers.turn_start:  # may change the state
                fn(s, seat)
            s.pending = ("turn", seat)
            return
    s.turn = new_turn()
    s.stack.append(("combat_start",))


# ---- rules that change the rules -------------------------------------------------------------
# Cards and leaders that change costs, icons, blocked spaces or what a decision offers are
# modifiers in the state's triggers (rules/events.py: space_cost, acquire_cost, card_icons,
# space_blockers, occupancy_waivers, acquire_options/acquire_handlers, special_agent_cards).
# Modifiers read the state and never change it, so the core turn logic stays readable.


def card_icons(s: GameState, p: PlayerState, card: Card) -> tuple[str, ...]:
    icons = card.icons
    for mod in s.triggers.card_icons:
        icons = mod(s, p, card, icons)
    return icons


def agents_at(s: GameState, sid: str) -> tuple[int, ...]:
    """Seats with an Agent on a space (more than one only through Infiltrate): rules/places.py."""
    return s.agents.get(sid, ())


def space_cost(s: GameState, p: PlayerState, space: Space, card: Card | None) -> tuple[tuple[str, int], ...]:
    cost = space.cost
    for mod in s.triggers.space_cost:
        cost = mod(s, p, space, card, cost)
    return cost


def live_modifiers(s: GameState, p: PlayerState, mods: list[Any]) -> list[Any]:
    """The modifiers of `mods` (one kind of LIVE_KINDS) that can change anything for `p` now: those
    whose `live` gate (Triggers.on) is missing or True. A listing asks this once and then calls
    only these per card (a discount or an Envoy is held on few turns; docs/benchmarks.md)."""
    live = s.triggers.live
    out: list[Any] = []
    for mod in mods:
        gate = live.get(mod)
        if gate is None or gate(s, p):
            out.append(mod)
    return out


# no modifier live (what a listing calls per item instead of the game's list): shared, never changed
_NONE_LIVE: list[Any] = []


def acquire_cost(s: GameState, p: PlayerState, card: Card) -> int:
    cost = card.cost
    for mod in s.triggers.acquire_cost:
        cost = mod(s, p, card, cost)
    return max(0, cost)


# ---- Agent turn feasibility --------------------------------------------------------------

def why_cannot_send(s: GameState, p: PlayerState, card: Card, space: Space,
                    moving_from: str | None = None) -> Reason | None:
    """The reason an Agent cannot go there with this card, or None if it can (004 Turno do Agente):
    a message and its arguments (story.reason_text reads it in a reader's language; a plain
    string is a space blocker's message id).
    `moving_from`: the space of an Agent already on the board that is being sent again (Kwisatz
    Haderach, FAQ 2.4): no Agent needs to be left, and it may go back to the space it is on."""
    if p.agents_left <= 0 and moving_from is None:
        return reason(N_("you have no Agent left to send"))
    icons = card_icons(s, p, card)
    if space.icon not in icons and not any(i in icons for i in space_access(s, p).get(space.id, ())):
        return reason(N_("{card} has no {icon} Agent icon"), card=("card", card.id), icon=("icon", space.icon))
    return why_space_closed(s, p, space, card, moving_from)


def space_access(s: GameState, p: PlayerState) -> dict[str, tuple[str, ...]]:
    """The Agent icons that reach a space besides its own, for this player now (the
    `space_access` modifiers: Uprising's Spy icon, seed 002 Espías); empty in the base game."""
    if not s.triggers.space_access:
        return {}
    out: dict[str, tuple[str, ...]] = {}
    for fn in s.triggers.space_access:
        for sid, icons in fn(s, p).items():
            out[sid] = out.get(sid, ()) + icons
    return out


def closed_by_rules(s: GameState, p: PlayerState) -> dict[str, Reason]:
    """The spaces the `space_blockers` close to this player now, with the first one's reason."""
    closed: dict[str, Reason] = {}
    for blocker in s.triggers.space_blockers:
        for sid, why in blocker(s, p).items():
            closed.setdefault(sid, why)
    return closed


def why_space_closed(s: GameState, p: PlayerState, space: Space, card: Card | None,
                     moving_from: str | None = None, closed: Mapping[str, Reason] | None = None,
                     ) -> Reason | None:
    """The checks of `why_cannot_send` that do not depend on the card's icons: occupancy,
    once-per-game, blockers, requirement, cost. Computed once per space when listing actions;
    `closed`: closed_by_rules(s, p) when the caller has it already."""
    sid = space.id
    if sid in s.agents:  # places.occupied, inlined: asked for every space of every listing
        occ = agent_blocker(s, p, space, moving_from)
        if occ is not None:
            return reason(N_("{space} is occupied by {seat}"), space=("space", sid), seat=seat_ref(s, occ))
    if space.once_per_game and p.seat in s.used_once.get(space.id, ()):
        return reason(N_("{space} can be used only once per game"), space=("space", sid))
    closing = (closed_by_rules(s, p) if closed is None else closed).get(sid)
    if closing:
        return closing
    if space.requirement and not ignores_requirements(card):
        for faction, need in space.requirement:
            if influence_of(s, p.seat, faction) < need:
                return reason(N_("{space} requires {n} {faction} Influence"), space=("space", sid), n=need,
                              faction=faction_ref(faction))
    if space.cost:  # cost modifiers only change printed costs (events.SpaceCostFn contract)
        for res, n in space_cost(s, p, space, card):
            if getattr(p, res) < n:
                return reason(N_("{space} costs {cost}; you have {have}"), space=("space", sid),
                              cost=amount_ref(res, n), have=amount_ref(res, getattr(p, res)))
    if space.id == "sell_melange" and p.spice < 2:
        return reason(N_("{space} needs at least 2 spice"), space=("space", sid))
    return None


def ignores_requirements(card: Card | None) -> bool:
    """Undercover Asset's Agent box (002 card: "ignore the Influence requirements of board spaces
    when you send an Agent this turn"): the Agent this card sends ignores them (the box's flag
    `ignore_requirements`; the Uprising module lists its placements: docs/rulings.md U200)."""
    return card is not None and IGNORE_REQUIREMENTS in card.agent


IGNORE_REQUIREMENTS = ("ignore_requirements",)


def _shortfalls(needs: dict[str, int]) -> tuple[frozenset[str], ...]:
    """{space: minimum} -> a table whose entry v is the spaces a value of v falls short of (the
    table ends where no space asks for more)."""
    top = max(needs.values(), default=0)
    return tuple(frozenset(sid for sid, need in needs.items() if v < need) for v in range(top))


class _Board:
    """What the Agent-turn listing needs of a ruleset's board that never changes in a game,
    worked out once: per set of Agent icons, the spaces they reach (in board order and as a set);
    per resource and per Faction, the spaces a player's amount or Influence falls short of (the
    printed costs, Influence requirements and Sell Melange's 2 spice of why_space_closed)."""

    def __init__(self, board: tuple[Space, ...], faction_index: Mapping[str, int], derived: bool = False) -> None:
        self.board = board
        self.by_id = {sp.id: sp for sp in board}
        self.order = tuple(sp.id for sp in board)
        self.once = frozenset(sp.id for sp in board if sp.once_per_game)
        self.costly = frozenset(sp.id for sp in board if sp.cost)
        costs: dict[str, dict[str, int]] = {}
        for sp in board:
            for res, n in sp.cost:
                costs.setdefault(res, {})[sp.id] = n
        self.cost_tables = tuple((res, _shortfalls(needs)) for res, needs in sorted(costs.items()))
        required: dict[int, dict[str, int]] = {}
        for sp in board:
            for faction, need in sp.requirement:
                if not derived:
                    required.setdefault(faction_index[faction], {})[sp.id] = need
        self.requirement_tables = tuple((fi, _shortfalls(needs)) for fi, needs in sorted(required.items()))
        # spaces asked of why_space_closed one by one: once per game, and with a derived Influence
        # (`Ruleset.influence`: not a seat's cube) those with a requirement
        self.asked = self.once | frozenset(sp.id for sp in board if derived and sp.requirement)
        self.sell = _shortfalls({sp.id: 2 for sp in board if sp.id == "sell_melange"})
        self.reach_cache: dict[tuple[str, ...], tuple[tuple[str, ...], frozenset[str]]] = {}
        # card id -> (its printed icons, the spaces they reach in board order, as a set, and the
        # actions `agent <card> <space>` in that order): strings made once per ruleset, not per listing
        self.by_card: dict[str, tuple[tuple[str, ...], tuple[str, ...], frozenset[str], tuple[str, ...]]] = {}
        self._changed: dict[tuple[str, tuple[str, ...]],
                            tuple[tuple[str, ...], tuple[str, ...], frozenset[str], tuple[str, ...]]] = {}
        # card id -> what its printed icons reach, as the listing keeps it (printed_reach)
        self.printed: dict[str, tuple[()] | tuple[tuple[str, ...], tuple[str, ...], frozenset[str]]] = {}
        # the values short_of reads, in one C-level getter: the resources of the printed costs
        self.read = attrgetter(*{res for res, _ in self.cost_tables} | {"spice"})
        self._short: dict[tuple[Any, ...], frozenset[str]] = {}
        self._required: dict[tuple[int, ...], frozenset[str]] = {}
        # the space_cost modifiers in play (with what they declare) -> the spaces whose cost they
        # may change, or None when one of them declares nothing (then every cost is in doubt)
        self._variable: dict[tuple[Any, ...], frozenset[str] | None] = {}

    def reach(self, icons: tuple[str, ...]) -> tuple[tuple[str, ...], frozenset[str]]:
        """The spaces these Agent icons reach, in board order and as a set (cached)."""
        known = self.reach_cache.get(icons)
        if known is None:
            ids = tuple(sp.id for sp in self.board if sp.icon in icons)
            known = self.reach_cache[icons] = (ids, frozenset(ids))
        return known

    def card_reach(self, cid: str, icons: tuple[str, ...]
                   ) -> tuple[tuple[str, ...], tuple[str, ...], frozenset[str], tuple[str, ...]]:
        """(icons, the spaces they reach in board order, as a set, the card's actions to them in
        that order); kept for the icons the first listing saw (a card's printed icons: a
        modifier's changed icons are a new tuple, worked out again)."""
        entry = self._changed.get((cid, icons))
        if entry is None:
            ids, id_set = self.reach(icons)
            entry = (icons, ids, id_set, tuple(f"agent {cid} {sid}" for sid in ids))
            if cid not in self.by_card:
                self.by_card[cid] = entry
            else:  # icons a modifier changed (a new tuple each listing): kept by value
                if len(self._changed) > 20_000:  # bounded for long simulations
                    self._changed.clear()
                self._changed[cid, icons] = entry
        return entry

    def printed_reach(self, cid: str, card: Card) -> tuple[()] | tuple[tuple[str, ...], tuple[str, ...], frozenset[str]]:
        """(the spaces the card's printed icons reach in board order, its actions to them, the spaces
        as a set), as card_reach; () for a card without Agent icons. Once per ruleset and card: the
        listing reads it when no modifier changes icons (agent_actions)."""
        entry = self.printed.get(cid)
        if entry is None:
            entry = ()
            if card.icons:
                _, ids, id_set, acts = self.card_reach(cid, card.icons)
                entry = (ids, acts, id_set)
            self.printed[cid] = entry
        return entry

    def variable(self, triggers: Triggers) -> frozenset[str] | None:
        """The spaces whose cost the game's space_cost modifiers may change (what they declare:
        Triggers.on `spaces`), or None when one declares nothing; cached per set of modifiers."""
        key = tuple((fn, triggers.cost_spaces.get(fn)) for fn in triggers.space_cost)
        try:
            return self._variable[key]
        except KeyError:
            pass
        out: frozenset[str] | None = frozenset()
        for _, spaces in key:
            if spaces is None:
                out = None
                break
            out = out | {sp.id for sp in self.board if sp.cost and spaces(sp)}  # type: ignore[operator]
        self._variable[key] = out
        return out

    def short_of(self, p: PlayerState, variable: frozenset[str] | None) -> tuple[frozenset[str], frozenset[str]]:
        """The spaces this player falls short of now, in two parts: by resources (printed costs of
        the spaces outside `variable`, the costs a modifier may change: none at all when None; Sell
        Melange's 2 spice) and by Influence (requirements). Each part is cached by the values it
        reads: apart, each sees few distinct values (together they missed half the time)."""
        key = (self.read(p), variable)
        costs = self._short.get(key)
        if costs is None:
            if len(self._short) > 20_000:  # bounded for long simulations
                self._short.clear()
            costs = self._short[key] = self._costs_short(p, variable)
        influence = p.influence
        required = self._required.get(influence)
        if required is None:
            if len(self._required) > 20_000:
                self._required.clear()
            required = self._required[influence] = self._influence_short(influence)
        return costs, required

    def _costs_short(self, p: PlayerState, variable: frozenset[str] | None) -> frozenset[str]:
        short: set[str] = set()
        if variable is not None:
            for res, table in self.cost_tables:
                v = getattr(p, res)
                if v < len(table):
                    short |= table[max(v, 0)]
            short -= variable
        if p.spice < len(self.sell):
            short |= self.sell[max(p.spice, 0)]
        return frozenset(short)

    def _influence_short(self, influence: tuple[int, ...]) -> frozenset[str]:
        short: set[str] = set()
        for fi, table in self.requirement_tables:
            v = influence[fi]
            if v < len(table):
                short |= table[max(v, 0)]
        return frozenset(short)


_FIXED: frozenset[str] = frozenset()  # no space_cost modifier: every cost is the printed one

# id(ruleset's board) -> its _Board (which holds the board: an id is only trusted with it)
_BOARDS: dict[int, _Board] = {}


def _board(s: GameState) -> _Board:
    board = s.rules.board
    known = _BOARDS.get(id(board))
    if known is None or known.board is not board:
        known = _BOARDS[id(board)] = _Board(board, s.rules.faction_index, s.rules.influence is not None)
    return known


def agent_actions(s: GameState, p: PlayerState) -> list[str]:
    specials = s.triggers.special_agent_cards
    special: list[str] = []
    for cid, (gen, _) in specials.items():
        if cid in p.hand:
            special += gen(s, p)
    if p.agents_left <= 0:
        return special
    cards = s.rules.content.cards
    board = s.rules.board
    plan = _BOARDS.get(id(board))  # _board, inlined: once per listing
    if plan is None or plan.board is not board:
        plan = _board(s)
    # Why in two passes: the space checks do not depend on the card, so they run once per space
    # (and only for spaces some card reaches) instead of once per (card, space) pair.
    # (the spaces a card reaches in board order, its actions to them, the spaces as a set)
    hand: list[tuple[tuple[str, ...], tuple[str, ...], frozenset[str]]] = []
    reached: set[str] = set()
    icon_mods = s.triggers.card_icons
    live = s.triggers.live  # the modifiers' gates (Triggers.on `live`): often none at all
    if icon_mods and live:  # asked once here, not per card in hand
        if len(icon_mods) == 1:  # live_modifiers for one, inlined (the base game's Dispatch an Envoy)
            gate = live.get(icon_mods[0])
            if gate is not None and not gate(s, p):
                icon_mods = _NONE_LIVE
        else:
            icon_mods = live_modifiers(s, p, icon_mods)
    # spaces some icon reaches besides their own (Uprising's Spy icon, 002 Espías): added to the
    # printed reach of each card with such an icon, in board order
    access = space_access(s, p) if s.triggers.space_access else None
    if not icon_mods and not access:
        # the usual listing: every card reaches what its printed icons reach (no icon modifier
        # live, no Spy access), read from the board plan's table (the loop below, without its
        # per-card icon checks)
        printed = plan.printed
        for cid in sorted(set(p.hand)):
            if cid in specials:
                continue
            entry = printed.get(cid)
            if entry is None:
                entry = plan.printed_reach(cid, cards[cid])
            if entry:
                hand.append(entry)
                reached |= entry[2]
    else:  # a modifier may change the icons, or Spy access adds spaces: the card's own reach
        by_card = plan.by_card
        # the icons that reach a space besides its own: a card with none of them reaches nothing more
        via_icons = {i for via in access.values() for i in via} if access else None
        for cid in sorted(set(p.hand)):
            if cid in specials:
                continue
            card = cards[cid]
            icons = card.icons
            for mod in icon_mods:
                icons = mod(s, p, card, icons)
            if icons:
                known = by_card.get(cid)
                if known is None or known[0] is not icons:
                    known = plan.card_reach(cid, icons)
                _, ids, id_set, acts = known
                if access and via_icons and not via_icons.isdisjoint(icons):
                    extra = []
                    for sid, via in access.items():
                        if sid not in id_set:
                            for i in via:  # loops, not any() over a generator per space: every listing asks
                                if i in icons:
                                    extra.append(sid)
                                    break
                    if extra:
                        id_set = id_set.union(extra)
                        ids = tuple(sid for sid in plan.order if sid in id_set)
                        acts = tuple(f"agent {cid} {sid}" for sid in ids)
                hand.append((ids, acts, id_set))
                reached |= id_set
    if not hand:
        return special
    # The checks of why_space_closed as set operations for the usual case; a space that is
    # closed by a rule, once per game, or has a cost a modifier may change is asked of
    # why_space_closed itself, an occupied one of places.blocker (why_space_closed's own first
    # test), so the two can never disagree (the engine's hottest loop, docs/benchmarks.md).
    blockers = s.triggers.space_blockers
    # closed_by_rules; with one blocker (the usual case) its own map, read only (no copy, no call)
    closed = blockers[0](s, p) if len(blockers) == 1 else closed_by_rules(s, p)
    # the costs a space_cost modifier may change are in doubt (all of them when one does not say
    # which: Triggers.on `spaces`); every other printed cost is checked by table
    variable = plan.variable(s.triggers) if s.triggers.space_cost else _FIXED
    costs_short, influence_short = plan.short_of(p, variable)
    reached.difference_update(costs_short, influence_short)
    open_ids = reached  # what is left of the reached spaces
    doubtful = open_ids & plan.asked
    if closed:  # most listings: no space closed by a rule (no union made)
        doubtful |= open_ids & closed.keys()
    if variable is None:
        doubtful |= open_ids & plan.costly
    elif variable:
        doubtful |= open_ids & variable
    # occupied spaces with nothing else in doubt: closed when an Agent there blocks this player
    # (its own, or an opponent's that no occupancy waiver lets in)
    occupied = open_ids & s.agents.keys()
    if doubtful:
        occupied -= doubtful
    if occupied:
        waivers = s.triggers.occupancy_waivers
        # asked once here, not per occupied space (Infiltrate is played on few turns); no call
        # in a game with no gate at all
        if waivers and live:
            if len(waivers) == 1:  # live_modifiers for one, inlined (the base game's Infiltrate)
                gate = live.get(waivers[0])
                if gate is not None and not gate(s, p):
                    waivers = _NONE_LIVE
            else:
                waivers = live_modifiers(s, p, waivers)
        if waivers:
            for sid in occupied:
                if agent_blocker(s, p, plan.by_id[sid], None) is not None:
                    open_ids.discard(sid)
        else:  # no waiver can let this player in: any Agent there blocks (places.blocker without one)
            agents = s.agents
            for sid in occupied:
                if agents[sid]:
                    open_ids.discard(sid)
    for sid in doubtful:
        if why_space_closed(s, p, plan.by_id[sid], None, None, closed) is not None:
            open_ids.discard(sid)
    # actions in card order, then board order: each card's made-once actions filtered by the open
    # spaces at C level (compress) instead of a Python loop joining strings per space
    is_open = open_ids.__contains__
    out: list[str] = []
    for ids, acts, _ in hand:
        out += compress(acts, map(is_open, ids))
    return out + special if special else out


def board_spaces(s: GameState) -> tuple[Space, ...]:
    """The board spaces in board order (content.space_order), listed once per ruleset."""
    return s.rules.board


def _has_box(ig: Intrigue, kinds: tuple[str, ...]) -> bool:
    """The Intrigue has a box for one of these windows (Tiebreaker has two: Combat, Endgame)."""
    if ig.kind in kinds:
        return True
    for kind, _ in ig.also:
        if kind in kinds:
            return True
    return False


# a shared pile (a tuple, replaced when it changes: the Imperium Row, a hand of Intrigue cards) ->
# its distinct cards in id order, the order the listings offer them in. A pile stays the same for
# several listings (the Row at 62 % of acquire listings in random base games): sorting it again
# cost more than this lookup (read inline, `sorted_distinct` on a miss).
_DISTINCT: dict[tuple[str, ...], tuple[str, ...]] = {}
# A pile is asked again within a few listings of being made, or never: the table is emptied when it
# holds this many. It once kept up to 20,000 piles, each a miss's two tuples kept alive, which set
# off the garbage collector: the six-player bench row ran twice the young collections and a full
# one (docs/benchmarks.md, issue 27, session 44). Kept at 256, the bench's listings hit 70.8 % of the
# time instead of 73.5 %.
_DISTINCT_KEPT = 256


def sorted_distinct(pile: tuple[str, ...]) -> tuple[str, ...]:
    order = _DISTINCT.get(pile)
    if order is None:
        if len(_DISTINCT) >= _DISTINCT_KEPT:
            _DISTINCT.clear()
        order = _DISTINCT[pile] = tuple(sorted(set(pile)))
    return order


def playable_intrigues(s: GameState, p: PlayerState, kinds: tuple[str, ...]) -> list[str]:
    """FAQ 2.1: you must meet an Intrigue's condition and be able to pay its cost."""
    if not p.intrigues:
        return []
    intrigues = s.rules.content.intrigues
    out = []
    held = p.intrigues
    # one card (the usual hand of Intrigues): nothing to sort or to tell apart
    for i in held if len(held) == 1 else _DISTINCT.get(held) or sorted_distinct(held):
        ig = intrigues[i]
        # _has_box inlined for the usual one-box card: this runs for every Intrigue window
        if ig.kind not in kinds and (not ig.also or not _has_box(ig, kinds)):
            continue
        if ig.condition is not None and not condition(s, p.seat, ig.condition, f"intrigue:{i}"):
            continue
        if ig.cost and not can_pay(s, p, ig.cost, f"intrigue:{i}"):
            continue
        if s.triggers.intrigue_playable and not all(fn(s, p, ig, kinds) for fn in s.triggers.intrigue_playable):
            continue
        out.append(_PLAY.get(i) or _play_text(i))
    return out


# Intrigue id -> its action `play <intrigue>`, made once per process (as `_ACQUIRE`)
_PLAY: dict[str, str] = {}


def _play_text(iid: str) -> str:
    text = _PLAY[iid] = f"play {iid}"
    return text


def play_intrigue(s: GameState, seat: int, iid: str, kind: str | None = None) -> None:
    """004 Cartas de Intriga: reveal, pay its cost, resolve, then face up on the discard pile.
    `kind` names the window (combat / endgame ...) for a card with two boxes (Tiebreaker)."""
    p = s.players[seat]
    ig = s.rules.content.intrigues[iid]
    p.intrigues = without(p.intrigues, iid)  # both are shared tuples (state.SHARED_ZONES)
    s.intrigue_discard = added(s.intrigue_discard, iid)
    if s.turn.seat == seat:
        s.turn.acted = True  # Bindu Suspension: only "before you do anything else" (004 Clarificações)
    if s.log is not None:
        log(s, N_("{seat} plays the Intrigue card {intrigue}"), seat=seat_ref(s, seat), intrigue=("intrigue", ig.id))
    push_effects(s, seat, ig.effects_for(kind), f"intrigue:{iid}")
    if ig.cost:
        pay_costs(s, seat, ig.cost, f"intrigue:{iid}")
    for fn in s.triggers.intrigue_played:  # Immortality's Counterattack asks who played one this Conflict
        fn(s, seat, iid, kind)


# ---- the turn decision -------------------------------------------------------------------

def _turn_legal(s: GameState, pend: Frame) -> list[str]:
    p = s.players[pend[1]]
    # one list extended in place (agent_actions returns a new list): Agent turns, reveal, Plots,
    # pass, a module's options, in that order
    out = agent_actions(s, p)
    out.append("reveal")
    if p.intrigues:
        out += playable_intrigues(s, p, PLOT)
    # Bindu Suspension (004 Clarificações): after its draw you may pass the turn instead
    if s.turn.may_pass:
        out.append("pass")
    for opts in s.triggers.turn_options:
        out += opts(s, p)
    return out


PLOT = ("plot",)  # the Plot Intrigue window


@decision("turn", _turn_legal, forms=("agent", "reveal", "play", "pass"), always_ask=True, ui=("agent_turn",),
          prompt="Your turn: send an Agent (agent CARD SPACE), reveal, or play a Plot Intrigue.",
          browser="Your Agent turn: pick a card, then a highlighted space — or Reveal.",
          explain=("004 Fase 2: on your turn, take an Agent turn (a card and a board space) or your "
                   "Reveal turn; always asked, even with one option (docs/rulings.md R6)."))
def _turn_apply(s: GameState, pend: Frame, a: AgentMove | PlayIntrigue | Plain) -> None:
    seat = pend[1]
    if type(a) is AgentMove:  # the usual answer, tested first (what the chain below does with it)
        special = s.triggers.special_agent_cards.get(a.card)
        if special is not None:
            special[1](s, seat, a.space)
        else:
            start_agent_turn(s, seat, a.card, a.space)
        return
    if s.triggers.turn_handlers and not isinstance(a, (AgentMove, PlayIntrigue, Plain)):
        # a module's action (turn_options); the handler pushes what follows (`ask_turn` to be
        # asked the turn decision again)
        if not any(handler(s, seat, a) for handler in s.triggers.turn_handlers):
            raise ValueError(f"no rule handles the turn action {a!r}")
    elif isinstance(a, PlayIntrigue):
        # the turn decision comes back after the Intrigue has resolved (ask_turn goes under it)
        s.stack.append(("ask_turn", seat))
        play_intrigue(s, seat, a.intrigue)
    elif isinstance(a, Plain):
        if a.word == "pass":
            log(s, N_("{seat} passes the turn (Bindu Suspension)"), seat=seat_ref(s, seat))
            s.turn = new_turn()
            s.stack.append(("next_turn",))
        else:  # reveal
            start_reveal(s, seat)
    elif a.card in s.triggers.special_agent_cards:
        s.triggers.special_agent_cards[a.card][1](s, seat, a.space)
    else:
        start_agent_turn(s, seat, a.card, a.space)


@op("ask_turn")
def _ask_turn(s: GameState, frame: Frame) -> None:
    s.pending = ("turn", frame[1])


def start_agent_turn(s: GameState, seat: int, cid: str, sid: str) -> None:
    """004 Turno do Agente: play the card, place the Agent, pay the space's cost immediately,
    then the space's effects, the faction's Influence and the card's Agent box, "in the order you
    want". Order: docs/rulings.md R4 — influence, space, control bonus, card; the player chooses
    "card first" where the order can change what the space does (`order_sensitive`)."""
    content = s.rules.content
    p = s.players[seat]
    space = content.spaces[sid]
    card = content.cards[cid]
    p.hand.remove(cid)
    p.in_play.append(cid)
    p.agents_left -= 1
    # place_agent (places.put), inlined: one more Agent of this seat on the space, after any already
    # there (Infiltrate: an enemy Agent there stays; both are on the space)
    agents = s.agents
    agents[sid] = agents.get(sid, ()) + (seat,)
    if space.once_per_game:
        s.used_once.setdefault(sid, []).append(seat)
    paid = space.cost  # space_cost, inlined (once per Agent turn)
    for mod in s.triggers.space_cost:
        paid = mod(s, p, space, card, paid)
    for res, n in paid:
        pay(s, seat, res, n, f"space:{sid}")
    # keep what was set earlier in this turn (troops recruited by a Plot, Dispatch an Envoy ...)
    t = s.turn
    t.seat, t.kind, t.space, t.card = seat, "agent", sid, cid
    if t.recruited is None:
        t.recruited = 0
    if s.log is not None:
        if paid:
            log(s, N_("{seat} sends an Agent to {space} with {card}, paying {cost}"), seat=seat_ref(s, seat),
                space=("space", sid), card=("card", cid), cost=list_ref([amount_ref(r, n) for r, n in paid], " and "))
        else:
            log(s, N_("{seat} sends an Agent to {space} with {card}"), seat=seat_ref(s, seat), space=("space", sid),
                card=("card", cid))
    st = s.stack
    points = s.triggers.points  # asked before calling push_point: most games add nothing at these points
    st.append(("agent_done", seat))
    if points.get(AGENT_TURN_END):
        push_point(s, AGENT_TURN_END, seat)  # what modules add after the windows (rules/points.py)
    st.append(("deploy_window", seat))
    st.append(("plot_window", seat))
    if points.get(AGENT_EFFECTS_DONE):
        push_point(s, AGENT_EFFECTS_DONE, seat)  # ... and after the effects, before the Plot window
    if order_sensitive(space, card):
        st.append(("order_choice", seat, sid, cid))
    else:  # push_agent_effects(card_first=False), inlined: the card and space are at hand (every Agent turn)
        push_effects(s, seat, card.agent, f"card:{cid}")
        _push_space_part(s, seat, space)
    # event `agent_sent`: its triggers push frames that resolve before the turn's other effects
    # (Ilban Richese, Memnon Thorvald: modules/base/leaders.py)
    for fn in s.triggers.agent_sent:
        fn(s, p, space, card, paid)
    if SELL_MELANGE_EFFECT in space.effects:
        # 000 Vender melange "Coste: de 2 a 5 de especia"; 004 Custos dos Espaços: a cost is paid
        # "imediatamente (antes de resolver qualquer efeito do espaço ou da carta que você jogou)",
        # so the sale is chosen and paid now, from the spice held before this turn's effects.
        st.append(("sell_cost", seat))


SELL_MELANGE_EFFECT = ("sell_melange",)

# Spaces with a choice that what a card gives can change: Selective Breeding (a card the card drew
# can be trashed). Sell Melange's spice is a cost, paid before any effect (docs/rulings.md R4).
ORDER_SENSITIVE_EFFECTS = frozenset({"may"})


def order_sensitive(space: Space, card: Card) -> bool:
    """docs/rulings.md R4: the order choice is offered only when it can matter."""
    if card.agent:  # a loop rather than any() over a generator: once per Agent turn
        for e in space.effects:
            if e[0] in ORDER_SENSITIVE_EFFECTS:
                return True
    return False


def push_agent_effects(s: GameState, seat: int, sid: str, cid: str, card_first: bool) -> None:
    """Queue the space's Influence and effects, its control bonus and the card's Agent box, the
    space part first unless `card_first` (the stack is LIFO: what runs last is pushed first)."""
    content = s.rules.content
    card = content.cards[cid]
    if not card_first:
        push_effects(s, seat, card.agent, f"card:{cid}")
    _push_space_part(s, seat, content.spaces[sid])
    if card_first:
        push_effects(s, seat, card.agent, f"card:{cid}")


def _push_space_part(s: GameState, seat: int, space: Space) -> None:
    """Faction Influence, then the space's effects, then the controller's bonus (R4)."""
    sid = space.id
    if space.control_bonus and sid in s.control:
        push_effects(s, s.control[sid], space.control_bonus, f"control:{sid}")
    src = f"space:{sid}"  # made once for both
    push_effects(s, seat, space.effects, src)
    if space.faction is not None:
        s.stack.append(("eff", seat, ("influence", space.faction, 1), src))


@op("order_choice")
def _order_choice(s: GameState, frame: Frame) -> None:
    s.pending = frame


def _order_legal(s: GameState, pend: Frame) -> list[str]:
    return ["order space", "order card"]


class OrderChoice(NamedTuple):
    space: str
    card: str


@decision("order_choice", _order_legal, payload=OrderChoice, forms=("order",),
          prompt="Resolve the board space first, or your card's Agent box first?",
          explain=("004 Turno do Agente: \"Você pode realizar todos esses efeitos na ordem que quiser\" "
                   "(docs/rulings.md R4)."))
def _order_apply(s: GameState, pend: Frame, a: Order) -> None:
    """004 Turno do Agente: "Você pode realizar todos esses efeitos na ordem que quiser"."""
    _, seat, sid, cid = pend
    push_agent_effects(s, seat, sid, cid, card_first=a.first == "card")


@op("plot_window")
def _plot_window(s: GameState, frame: Frame) -> None:
    """Plot Intrigues may be played at any time in your Agent turn (004 Cartas de Intriga)."""
    p = s.players[frame[1]]
    if p.intrigues and playable_intrigues(s, p, PLOT):  # no call without an Intrigue card (every Agent turn)
        s.pending = ("plots", frame[1])


def _plots_legal(s: GameState, pend: Frame) -> list[str]:
    return playable_intrigues(s, s.players[pend[1]], ("plot",)) + ["done"]


@decision("plots", _plots_legal, forms=("play", "done"), ui=("plot_window",),
          prompt="You may play Plot Intrigues now; 'done' to end your Agent turn.",
          browser="You may play a Plot Intrigue now (it became playable this turn), or end your Agent turn.",
          explain="004 Cartas de Intriga: Plot Intrigues may be played at any time in your Agent turn.")
def _plots_apply(s: GameState, pend: Frame, a: PlayIntrigue | Plain) -> None:
    if isinstance(a, PlayIntrigue):
        s.stack.append(("plot_window", pend[1]))
        play_intrigue(s, pend[1], a.intrigue)


@op("deploy_window")
def _deploy_window(s: GameState, frame: Frame) -> None:
    """004 Enviando Tropas ao Conflito: at a Combat space, deploy troops recruited this turn
    plus up to two from the garrison (FAQ 2.1: recruited from any source this turn)."""
    seat = frame[1]
    sid = s.turn.space
    if sid is None:
        return
    if s.rules.receiver is not None:  # whose troops deploy (six players: the activated Ally's)
        seat = received_by(s, seat, ("deploy_window",), "turn")
    p = s.players[seat]
    # Immortality's Combat icon (003 NUEVOS ICONOS): "como si hubieras enviado a tu Agente a una
    # casilla del tablero de Combate"
    if not s.rules.content.spaces[sid].combat and not s.turn.combat_space:
        if not s.turn.deploy_recruits:
            return
        # Uprising's Sardaukar Coordination: this turn's recruits only, from any space
        mx = min(p.garrison, s.turn.recruited or 0)
        if mx > 0:
            s.pending = ("deploy", seat, mx)
        return
    mx = min(p.garrison, (s.turn.recruited or 0) + 2)
    if mx > 0:
        s.pending = ("deploy", seat, mx)


_NEXT_TURN: Frame = ("next_turn",)


@op("agent_done")
def _agent_done(s: GameState, frame: Frame) -> None:
    automa = s.rules.automa
    if automa is None:
        # nothing runs between this and the next turn: `next_turn` at once, without its frame and
        # without an empty turn it would replace at once (issue 27: every Agent turn ends here)
        _next_turn(s, _NEXT_TURN)
        return
    s.turn = new_turn()
    s.stack.append(("next_turn",))
    # 001 two players: House Hagal acts after each of the First Player's Agent turns while it
    # has Agents left (modules/base/hagal.py)
    automa.after_agent_turn(s, frame[1])


# ---- Reveal turn -------------------------------------------------------------------------

def start_reveal(s: GameState, seat: int) -> None:
    """004 Turno de Revelar: reveal the rest of your hand and resolve every Reveal box.

    004 Resolver efeitos de Revelar: "Você pode resolver os efeitos de Revelar na ordem que
    desejar. Além disso, você pode usar uma Persuasão ... na aquisição de novas cartas ... antes,
    durante ou depois de seus efeitos de Revelar." So the player picks the next Reveal box
    (`resolve <card>` in the `acquire` decision) and may acquire cards between boxes. What has
    nothing to decide and whose result cannot depend on the order resolves at once (`auto_part`):
    such gains only add options for the boxes still to come (docs/rulings.md R12)."""
    p = s.players[seat]
    cards = list(p.hand)
    p.hand.clear()
    p.in_play.extend(cards)
    p.revealed = True
    s.reveal_counter += 1
    p.last_reveal = s.reveal_counter
    s.turn = new_turn(seat, "reveal", None, ())  # boxes=(): positional (no keyword-argument path)
    if s.log is not None:
        log(s, N_("{seat} reveals {cards}"), seat=seat_ref(s, seat),
            cards=list_ref([("card", c) for c in cards]) if cards else word_ref("nothing"))
    s.stack.append(("reveal_done", seat))
    if s.triggers.points.get(REVEAL_CLEANUP):  # most games add nothing there: no call
        push_point(s, REVEAL_CLEANUP, seat)  # what modules add before the clean-up (rules/points.py)
    s.stack.append(("acquire_window", seat))
    reveal_boxes_joined(s, seat, cards)
    s.stack.append(("reveal_bonus", seat))


# Effects that only add to what a player has and involve no choice: resolving them at once never
# removes an option from a Reveal box resolved later (docs/rulings.md R12).
PLAIN_GAINS = frozenset({"persuasion", "swords", "solari", "spice", "water", "vp", "intrigue", "discount"})


def _plain_gain(e: Effect) -> bool:
    """A gain with no choice: resources, persuasion, swords, Intrigue cards, a discount, or
    Influence with a named Faction (more Influence never takes an option away)."""
    return e[0] in PLAIN_GAINS or (e[0] == "influence" and e[1] != "any" and e[2] > 0)


def _is_auto(s: GameState, seat: int, e: Effect, src: str) -> bool:
    """A Reveal effect with nothing to decide whose result cannot depend on the order: a plain
    gain, or an `if` whose condition holds now with plain gains behind it (a condition that does
    not hold yet may come to hold later in the turn, e.g. through an acquire bonus)."""
    if _plain_gain(e):
        return True
    if e[0] == "if":
        return all(_plain_gain(x) for x in e[2]) and condition(s, seat, e[1], src)
    return False


# edition -> card id -> (its source `card:<id>`, plain gains, indices of the other effects) for
# Reveal boxes without a condition, whose split never depends on the state (most cards: worked out
# once, not at every Reveal); a card without a Reveal box holds ((source), (), ()).
_PLAIN_SPLIT: dict[str, dict[str, tuple[str, tuple[Effect, ...], tuple[int, ...]]]] = {}


def _split(s: GameState, seat: int, cid: str, reveal: tuple[Effect, ...]) -> tuple[str, tuple[Effect, ...], tuple[int, ...]]:
    """A Reveal box's source, its parts that resolve by themselves now, and the indices of the rest."""
    splits = _PLAIN_SPLIT.setdefault(s.config.edition, {})
    known = splits.get(cid)
    if known is not None:
        return known
    src = f"card:{cid}"
    flags = [_is_auto(s, seat, e, src) for e in reveal]
    out = (src, tuple(e for e, auto in zip(reveal, flags, strict=True) if auto),
           tuple(i for i, auto in enumerate(flags) if not auto))
    if all(e[0] != "if" for e in reveal):
        splits[cid] = out
    return out


def reveal_boxes_joined(s: GameState, seat: int, cards: list[str]) -> None:
    """Cards enter the Reveal (revealed, or drawn and revealed at once, FAQ 2.1): the parts of
    their Reveal boxes that resolve by themselves are queued now, in card order; the rest of each
    box waits in `turn.boxes` as (card, effect indices) for the player to resolve it."""
    boxes = list(s.turn.boxes or ())
    autos: list[tuple[str, tuple[Effect, ...]]] = []
    # _split's cache read here first: most boxes were split before (a call saved per card revealed)
    splits = _PLAIN_SPLIT.get(s.config.edition) or {}
    for c in cards:
        known = splits.get(c)
        if known is None:
            known = _split(s, seat, c, s.rules.content.cards[c].reveal)
        src, auto, rest = known
        if auto:
            autos.append((src, auto))
        if rest:
            boxes.append((c, rest))
    s.turn.boxes = tuple(boxes)
    for src, auto in reversed(autos):
        push_effects(s, seat, auto, src)
    for fn in s.triggers.revealed:  # Uprising: "each card you revealed" (modules/uprising/counters.py)
        fn(s, seat, cards)


def resolve_box(s: GameState, seat: int, cid: str) -> None:
    """`resolve <card>`: the waiting part of that card's Reveal box resolves now."""
    boxes = s.turn.boxes or ()
    i = next(k for k, (c, _) in enumerate(boxes) if c == cid)
    rest = boxes[i][1]
    s.turn.boxes = boxes[:i] + boxes[i + 1:]
    reveal = s.rules.content.cards[cid].reveal
    if s.log is not None:
        log(s, N_("{seat} resolves the Reveal box of {card}"), seat=seat_ref(s, seat), card=("card", cid))
    push_effects(s, seat, tuple(reveal[k] for k in rest), f"card:{cid}")


@op("reveal_bonus")
def _reveal_bonus(s: GameState, frame: Frame) -> None:
    """Persuasion from the board, before any Reveal box (it can be spent at any time of the turn)."""
    p = s.players[frame[1]]
    if p.high_council:
        gain(s, p.seat, "persuasion", 2, "space:high_council")  # 000 Alto Consejo
        if s.log is not None:
            log(s, N_("{seat} gains 2 Persuasion (High Council seat)"), seat=seat_ref(s, p.seat))
    if p.seat in s.agents.get("hall_of_oratory", ()):  # agents_at, inlined (every Reveal turn asks)
        gain(s, p.seat, "persuasion", 1, "space:hall_of_oratory")  # 000 Salón de oratoria
        if s.log is not None:
            log(s, N_("{seat} gains 1 Persuasion (Agent on the Hall of Oratory)"), seat=seat_ref(s, p.seat))
    for fn in s.triggers.reveal_start:  # Plot Intrigues waiting for this Reveal (Charisma ...)
        fn(s, p)


def acquirable(s: GameState, p: PlayerState) -> list[str]:
    """004 Adquirindo Cartas: any Imperium Row card, or Arrakis Liaison / The Spice Must Flow.
    (acquire_cost inlined: this runs for every card at every acquire decision.)"""
    cards = s.rules.content.cards
    mods = s.triggers.acquire_cost
    if mods and s.triggers.live:  # asked once here, not per card offered
        live = s.triggers.live
        if len(mods) == 1:  # live_modifiers for one, inlined (the base game's Guild Bankers discount)
            gate = live.get(mods[0])
            if gate is not None and not gate(s, p):
                mods = _NONE_LIVE
        else:
            mods = live_modifiers(s, p, mods)
    persuasion = p.persuasion
    out: list[str] = []
    if persuasion < 0:  # max(0, cost) <= persuasion holds for no card
        return out
    # from here `cost <= persuasion` is `max(0, cost) <= persuasion` (acquire_cost's floor)
    row = s.imperium_row
    order = _DISTINCT.get(row) or sorted_distinct(row)  # a row is a tuple, replaced when it changes
    if not mods:  # no cost modifier live (most listings): each card's printed cost
        for cid in order:
            if cards[cid].cost <= persuasion:
                out.append(_ACQUIRE.get(cid) or _acquire_text(cid))
        for cid, n in s.reserve.items():
            if n > 0 and 0 <= cards[cid].cost <= persuasion:
                out.append(_ACQUIRE.get(cid) or _acquire_text(cid))
        return out
    for cid in order:
        c = cards[cid]
        cost = c.cost
        for mod in mods:
            cost = mod(s, p, c, cost)
        if cost <= persuasion:
            out.append(_ACQUIRE.get(cid) or _acquire_text(cid))
    for cid, n in s.reserve.items():
        c = cards[cid]
        if n > 0 and c.cost >= 0:
            cost = c.cost
            for mod in mods:
                cost = mod(s, p, c, cost)
            if cost <= persuasion:
                out.append(_ACQUIRE.get(cid) or _acquire_text(cid))
    return out


# card id -> its action `acquire <card>`, made once per process (a lookup costs less than joining
# the string at every listing; the chosen action's hash is then cached too)
_ACQUIRE: dict[str, str] = {}


def _acquire_text(cid: str) -> str:
    text = _ACQUIRE[cid] = "acquire " + cid
    return text


@op("acquire_window")
def _acquire_window(s: GameState, frame: Frame) -> None:
    s.pending = ("acquire", frame[1])


def _acquire_legal(s: GameState, pend: Frame) -> list[str]:
    """Reveal boxes still waiting (`resolve <card>`), cards to acquire and Plots, in any order
    (004 Resolver efeitos de Revelar); `done` once every Reveal box has resolved."""
    p = s.players[pend[1]]
    boxes = s.turn.boxes
    # one list extended in place, in this order: resolve, acquire, a module's options, Plots, done
    out = [f"resolve {c}" for c in sorted({c for c, _ in boxes})] if boxes else []
    out += acquirable(s, p)
    for opts in s.triggers.acquire_options:
        out += opts(s, p)
    if p.intrigues:
        out += playable_intrigues(s, p, PLOT)
    if not boxes:
        out.append("done")
    return out


@decision("acquire", _acquire_legal, forms=("resolve", "acquire", "acquire_set_aside", "play", "done"),
          ui=("market",),
          prompt=("Reveal turn: {persuasion} persuasion to spend. Resolve your waiting Reveal boxes in the order "
                  "you choose (resolve CARD) and acquire cards before, between or after them; 'done' ends "
                  "your turn once no box waits."),
          browser=("Reveal turn: {persuasion} Persuasion to spend. Click a lit card to acquire it, or a lit "
                   "card of your hand row to use its waiting Reveal box. Done ends your turn."),
          explain=("004 Turno de Revelar: resolve every Reveal box in the order you choose "
                   "(docs/rulings.md R12) and acquire cards with your persuasion."))
def _acquire_apply(s: GameState, pend: Frame, a: Resolve | Acquire | PlayIntrigue | Plain) -> None:
    seat = pend[1]
    p = s.players[seat]
    if isinstance(a, Plain):  # done
        return
    s.stack.append(("acquire_window", seat))
    if isinstance(a, Resolve):
        resolve_box(s, seat, a.card)
        return
    if isinstance(a, PlayIntrigue):
        play_intrigue(s, seat, a.intrigue)
        return
    handlers = s.triggers.acquire_handlers  # none in most games: no generator made for `any`
    if handlers and any(handler(s, seat, a) for handler in handlers):
        return
    cid = a.card
    card = s.rules.content.cards[cid]
    cost = acquire_cost(s, p, card)
    pay(s, seat, "persuasion", cost, f"card:{cid}")
    if s.log is not None:
        log(s, N_("{seat} acquires {card} for {cost} Persuasion"), seat=seat_ref(s, seat), card=("card", cid), cost=cost)
    # [DES] the Row refills before acquire effects resolve
    acquire(s, seat, cid, "row" if cid in s.imperium_row else "reserve")


@op("reveal_done")
def _reveal_done(s: GameState, frame: Frame) -> None:
    """004 Limpar: everything in front of you goes to your discard pile; persuasion is lost."""
    p = s.players[frame[1]]
    for fn in s.triggers.reveal_end:  # before the clean-up (Helena's set-aside card leaves)
        fn(s, p)
    p.discard.extend(p.in_play)
    p.in_play.clear()
    p.persuasion = 0
    if s.rules.automa is None:  # as in _agent_done: no House Hagal or Rival turn can come between
        _next_turn(s, _NEXT_TURN)
        return
    s.turn = new_turn()
    s.stack.append(("next_turn",))


def _drawn_in_reveal(s: GameState, seat: int, drawn: list[str]) -> None:
    """FAQ 2.1 (FAQ22 p.2): cards drawn during your Reveal turn are revealed and used at once."""
    t = s.turn
    if drawn and t.seat == seat and t.kind == "reveal":  # t.of(seat, "reveal"), inlined: every draw asks
        p = s.players[seat]
        for c in drawn:
            p.hand.remove(c)
            p.in_play.append(c)
        reveal_boxes_joined(s, seat, drawn)


def register(t: Triggers) -> None:
    t.on("draw", _drawn_in_reveal)
