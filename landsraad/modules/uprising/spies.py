"""Uprising's Spies (seed 002 "Espías", p.11; the icon guide "Espía", "Retornar Espía"; FAQ 2.6).

Observation posts are a second place of the shape of the board's Agents (rules/places.py):
`GameState.spies` maps a post to the seats with a Spy there. Each player has
`spies_per_player` Spies (table.py) (002 components: "3 Espías"); those not on a post are in supply.

- **Place a Spy** (icon "Espía"): from your supply onto an empty observation post; the FAQ (2.6,
  designer's correction of the printed "puedes") makes it compulsory while you have one in
  supply. With none in supply you *may* first recall one of yours, "sin generar ningún efecto"
  (decision `spy_place`). Some effects limit the posts (a Faction's or the City's spaces, the
  space you sent your Agent to) or let the Spy share a post with another player's (Double Agent).
  Never two Spies of one player on a post (FAQ 2.6).
- **The Spy Agent icon**: send an Agent to a space a Spy of yours watches, without recalling it
  (modifier `space_access`).
- **Infiltrate**: send an Agent to a space another player occupies by recalling a Spy of yours
  that watches it (waiver `occupancy_waivers`; decision `infiltrate` when two could go).
- **Gather Intelligence**: right after placing the Agent, before any effect, recall a Spy of
  yours watching that space to draw a card (decision `gather`). One Spy does one thing: two
  recalls in a turn only as one Infiltrate and one Gather Intelligence (002 p.11 example).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.uprising.state import SPIES, spies_changed
from landsraad.modules.uprising.table import spies_per_player
from landsraad.modules.uprising.turn import SPY_PLACED, SPY_RECALLED
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.places import occupants, put, take
from landsraad.rules.registry import Frame
from landsraad.rules.story import post_ref, seat_ref
from landsraad.rules.zones import draw_cards, log

if TYPE_CHECKING:
    from landsraad.content import Content, Space
    from landsraad.rules.events import Triggers
    from landsraad.rules.ruleset import Ruleset
    from landsraad.rules.state import GameState, PlayerState


def posts(rules: Ruleset) -> tuple[str, ...]:
    """The observation posts of the game's board, in board order (board.yaml `observation_posts`):
    the values of the action forms' `<post>` slot."""
    return tuple(rules.content.observation_posts)


# ---- where the Spies are -------------------------------------------------------------------------

_WATCHERS: dict[int, tuple[Content, dict[str, tuple[str, ...]]]] = {}


def watchers(content: Content) -> Mapping[str, tuple[str, ...]]:
    """Board space -> the posts connected to it (board data), computed once per content."""
    got = _WATCHERS.get(id(content))
    if got is None or got[0] is not content:
        table: dict[str, tuple[str, ...]] = {}
        for post in content.observation_posts.values():
            for sid in post.spaces:
                table[sid] = (*table.get(sid, ()), post.id)
        got = _WATCHERS[id(content)] = (content, table)
    return got[1]


def posts_of(s: GameState, seat: int) -> list[str]:
    """The posts with a Spy of `seat`, in board order."""
    spies = SPIES.get(s)
    return [post for post in s.rules.content.observation_posts if seat in spies.get(post, ())]


def spies_in_supply(s: GameState, seat: int) -> int:
    return spies_per_player(s.rules) - sum(1 for seats in SPIES.get(s).values() if seat in seats)


def watching(s: GameState, seat: int, sid: str) -> list[str]:
    """The posts with a Spy of `seat` connected to board space `sid` (002 Espías)."""
    spies = SPIES.get(s)
    return [post for post in watchers(s.rules.content).get(sid, ()) if seat in spies.get(post, ())]


def place_spy(s: GameState, seat: int, post: str) -> None:
    """A Spy of `seat` from supply onto `post` (event `spy`); the turn notes the post (the cards'
    condition spy_placed_on: "if the Spy you just placed ...")."""
    spies = spies_changed(s)
    put(spies, post, seat)
    SPIES.put(s, spies)
    if s.turn.seat == seat:
        SPY_PLACED.put(s.turn, post)
    if s.log is not None:
        log(s, N_("{seat} places a Spy on {post}"), seat=seat_ref(s, seat), post=post_ref(post))
    for fn in s.triggers.own_events[SPY_EVENT]:
        fn(s, seat, post, True)


def recall_spy(s: GameState, seat: int, post: str) -> None:
    """A Spy of `seat` goes back from `post` to its supply (event `spy`); this turn notes that a
    Spy was recalled (the cards' condition "recalled_spy")."""
    spies = spies_changed(s)
    take(spies, post, seat)
    SPIES.put(s, spies)
    if s.turn.seat == seat:
        SPY_RECALLED.put(s.turn, True)
    if s.log is not None:
        log(s, N_("{seat} recalls a Spy from {post}"), seat=seat_ref(s, seat), post=post_ref(post))
    for fn in s.triggers.own_events[SPY_EVENT]:
        fn(s, seat, post, False)


# ---- placing a Spy (the icon "Espía") --------------------------------------------------------------

class SpyPlace(NamedTuple):
    """The `spy_place` payload: Spies still to place, the posts allowed, whether a Spy may share a
    post with another player's (0/1: plain data in saves)."""

    left: int
    posts: tuple[str, ...]
    share: int


class SpyAt(NamedTuple):
    post: str


class SpyRecall(NamedTuple):
    post: str


class NoSpy(NamedTuple):
    word: str


def _allowed_posts(s: GameState, seat: int, limits: tuple[str, ...]) -> tuple[str, ...]:
    """The posts an effect lets a Spy go to (002 icon guide: "el puesto de observación debe estar
    conectado a una casilla del tablero" of that kind): every post without limits; `this_space`:
    posts connected to the space of this Agent turn; a Faction or `city` (an Agent icon): posts
    connected to a space with that icon."""
    content = s.rules.content
    if not limits:
        return tuple(content.observation_posts)
    out = []
    for post in content.observation_posts.values():
        for sid in post.spaces:
            icon = content.spaces[sid].icon
            if any(lim == icon or (lim == "this_space" and sid == s.turn.space) for lim in limits):
                out.append(post.id)
                break
    return tuple(out)


def free_posts(s: GameState, seat: int, allowed: tuple[str, ...], share: bool) -> list[str]:
    """Posts a Spy of `seat` may go to: empty ones (with `share`, also one holding only other
    players' Spies); never a post with a Spy of its own (FAQ 2.6)."""
    out = []
    spies = SPIES.get(s)
    for post in allowed:
        seats = occupants(spies, post)
        if not seats or (share and seat not in seats):
            out.append(post)
    return out


def _spy_legal(s: GameState, pend: Frame) -> list[str]:
    seat = pend[1]
    payload = SpyPlace(*pend[2:])
    if spies_in_supply(s, seat) > 0:
        # FAQ 2.6: compulsory while one is in supply (nothing to do with no post free)
        return [f"spy {post}" for post in free_posts(s, seat, payload.posts, bool(payload.share))]
    # 002 Espías: with none in supply you may recall one first (no effect for it), or place none
    return [f"spy recall {post}" for post in posts_of(s, seat)] + ["spy none"]


def _spy_apply(s: GameState, pend: Frame, a: SpyAt | SpyRecall | NoSpy) -> None:
    seat = pend[1]
    payload = SpyPlace(*pend[2:])
    if isinstance(a, SpyRecall):
        recall_spy(s, seat, a.post)
        s.stack.append(("ask_spy", seat, *payload))  # then place it (possibly on the same post)
    elif isinstance(a, SpyAt):
        place_spy(s, seat, a.post)
        if payload.left > 1:
            s.stack.append(("ask_spy", seat, payload.left - 1, payload.posts, payload.share))


def _ask_spy(s: GameState, frame: Frame) -> None:
    """Ask `spy_place` unless there is nothing to decide: no free post and a Spy in supply (the
    effect does nothing), or no Spy anywhere."""
    seat = frame[1]
    payload = SpyPlace(*frame[2:])
    if spies_in_supply(s, seat) > 0 and not free_posts(s, seat, payload.posts, bool(payload.share)):
        return
    s.pending = ("spy_place", seat, *payload)


def _spy_effect_ask(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    _, count, limits, share = e
    if count > 0:
        _ask_spy(s, ("ask_spy", seat, count, _allowed_posts(s, seat, limits), int(bool(share))))


SPY_PLACE = DecisionKind(
    name="spy_place", legal=_spy_legal, apply=_spy_apply, payload=SpyPlace,
    forms=(
        # the fixed words first: "spy none" is not a post (the grammar takes the first form that matches)
        Form("spy_none", ("spy", "none"), NoSpy, label="Place no Spy", fixed={"word": "none"},
             doc="spy_place (Uprising)"),
        Form("spy", ("spy", "<post>"), SpyAt, label="Spy on {post}", domains={"<post>": posts},
             doc="spy_place (Uprising)"),
        Form("spy_recall", ("spy", "recall", "<post>"), SpyRecall, label="Recall your Spy from {post} first",
             doc="spy_place (Uprising)"),
    ),
    prompt="Place a Spy on an observation post.",
    explain=("002 Espías: place a Spy from your supply on an empty observation post (compulsory while "
             "you have one: FAQ 2.6); with none left you may first recall one of yours."))


# ---- Infiltrate and Gather Intelligence -----------------------------------------------------------

class SpySpace(NamedTuple):
    space: str


class Infiltrate(NamedTuple):
    post: str


class Gather(NamedTuple):
    post: str


class NoGather(NamedTuple):
    word: str


def infiltrating(s: GameState, seat: int, sid: str) -> bool:
    """Another player's Agent is on the space this Agent was just sent to (places.py order:
    the newcomer is last)."""
    return any(x != seat for x in s.agents.get(sid, ())[:-1])


def _after_agent(s: GameState, frame: Frame) -> None:
    """Right after the Agent is placed and its space paid for, before any effect (002 Espías):
    the Infiltrate recall (compulsory: it is how the Agent got there), then Gather Intelligence."""
    seat, sid = frame[1], frame[2]
    s.stack.append(("ask_gather", seat, sid))
    if infiltrating(s, seat, sid):
        posts = watching(s, seat, sid)
        if len(posts) == 1:
            recall_spy(s, seat, posts[0])
        else:
            s.pending = ("infiltrate", seat, sid)


def _infiltrate_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"infiltrate {post}" for post in watching(s, pend[1], pend[2])]


def _infiltrate_apply(s: GameState, pend: Frame, a: Infiltrate) -> None:
    recall_spy(s, pend[1], a.post)


INFILTRATE = DecisionKind(
    name="infiltrate", legal=_infiltrate_legal, apply=_infiltrate_apply, payload=SpySpace,
    forms=(Form("infiltrate", ("infiltrate", "<post>"), Infiltrate, label="Recall the Spy on {post}",
                doc="infiltrate (Uprising)"),),
    prompt="Infiltrate {space}: which of your Spies watching it do you recall?",
    explain=("002 Espías, Infiltrarse: you sent an Agent to a space another player occupies by recalling "
             "a Spy of yours connected to it."))


def _ask_gather(s: GameState, frame: Frame) -> None:
    seat, sid = frame[1], frame[2]
    if watching(s, seat, sid):
        s.pending = ("gather", seat, sid)


def _gather_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"gather {post}" for post in watching(s, pend[1], pend[2])] + ["gather none"]


def _gather_apply(s: GameState, pend: Frame, a: Gather | NoGather) -> None:
    if isinstance(a, Gather):
        seat = pend[1]
        recall_spy(s, seat, a.post)
        draw_cards(s, s.players[seat], 1)


GATHER = DecisionKind(
    name="gather", legal=_gather_legal, apply=_gather_apply, payload=SpySpace,
    forms=(Form("gather_none", ("gather", "none"), NoGather, label="Keep your Spies", fixed={"word": "none"},
                doc="gather (Uprising)"),
           Form("gather", ("gather", "<post>"), Gather, label="Recall the Spy on {post}", gloss="draw 1 card",
                doc="gather (Uprising)")),
    prompt="Gather Intelligence at {space}: recall a Spy of yours watching it to draw a card?",
    explain=("002 Espías, Recabar información: right after placing your Agent, before any effect, you may "
             "recall a Spy of yours connected to that space to draw a card."))


# ---- modifiers and triggers ------------------------------------------------------------------------

def _spy_access(s: GameState, p: PlayerState) -> dict[str, tuple[str, ...]]:
    """The Spy Agent icon reaches every space a Spy of yours watches (002 Espías; FAQ 2.6)."""
    content = s.rules.content
    out: dict[str, tuple[str, ...]] = {}
    for post, seats in SPIES.get(s).items():
        if p.seat in seats:
            for sid in content.observation_posts[post].spaces:
                out[sid] = ("spy",)
    return out


def _spy_waiver(s: GameState, p: PlayerState, space: Space, occupant: int) -> bool:
    """Infiltrate: another player's Agent does not block you where a Spy of yours watches (the
    Spy is recalled when the Agent goes there: `_after_agent`)."""
    if occupant == p.seat:
        return False
    # watching(...) as a test, inlined (no list): asked for every occupied space at every listing
    spies = SPIES.get(s)
    if not spies:
        return False
    seat = p.seat
    for post in watchers(s.rules.content).get(space.id, ()):
        if seat in spies.get(post, ()):
            return True
    return False


def _on_agent_sent(s: GameState, p: PlayerState, space: Space, card: Any, paid: Any) -> None:
    """Event `agent_sent`: the Spy decisions come before the space's and the card's effects."""
    if watching(s, p.seat, space.id):
        s.stack.append(("spy_after_agent", p.seat, space.id))


def _spies_at_least(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    """{spies_at_least: n}: n or more of your Spies on observation posts."""
    return len(posts_of(s, seat)) >= cond[1]


def _spy_watching(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    """{spy_watching: <kind>}: a Spy of yours on a post connected to a board space of that kind
    (a Maker space, a Faction's, the City's, ... : `space_is`)."""
    content = s.rules.content
    return any(space_is(content.spaces[sid], cond[1]) for post in posts_of(s, seat)
               for sid in content.observation_posts[post].spaces)


def space_is(space: Space, kind: str) -> bool:
    """A board space of a kind the cards name: `maker`, `combat`, `faction` (a Faction's), or an
    Agent icon (`landsraad`, `city`, `spice_trade`, a Faction)."""
    if kind == "maker":
        return space.maker
    if kind == "combat":
        return space.combat
    if kind == "faction":
        return space.faction is not None
    return space.icon == kind


def _spy_placed_on(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    """{spy_placed_on: <kind>}: the Spy you placed last this turn watches a space of that kind."""
    post = SPY_PLACED.get(s.turn) if s.turn.seat == seat else None
    content = s.rules.content
    return post is not None and any(space_is(content.spaces[sid], cond[1])
                                    for sid in content.observation_posts[post].spaces)


VALUE_CONDITIONS = {"spies_at_least": _spies_at_least, "spy_watching": _spy_watching, "spy_placed_on": _spy_placed_on}


def _has_spies(s: GameState) -> bool:
    return spies_per_player(s.rules) > 0


# the event a Spy placed on (True) or recalled from (False) an observation post emits (002 Espías):
# Uprising's own event kind (Triggers.declare_event), to which the Rivals' Schemes subscribe
SPY_EVENT = "spy"
SpyFn = Callable[["GameState", int, str, bool], None]  # seat, observation post, placed (False: recalled)


def register(t: Triggers) -> None:
    t.declare_event(SPY_EVENT, "a Spy was placed on (True) or recalled from (False) an observation post "
                               "(seat, post, placed; 002 Espías)")
    t.on("space_access", _spy_access, applies=_has_spies)
    t.on("occupancy_waivers", _spy_waiver, applies=_has_spies)
    t.on("agent_sent", _on_agent_sent, applies=_has_spies)


OPS = {"ask_spy": _ask_spy, "spy_after_agent": _after_agent, "ask_gather": _ask_gather}
EFFECTS = {"spy": _spy_effect_ask}
DECISIONS = (SPY_PLACE, INFILTRATE, GATHER)
