"""Rules of base-game Imperium cards that the generic effect interpreter does not cover.

The cards themselves are data (landsraad/modules/base/content/imperium.yaml); this module declares the
effect kinds, decisions, conditions (`RULES`) and hooks (`register`) they need, which the base game's
module and the module of its cards in an Uprising game (modules/combined/base__uprising/cards.py) list: a game without
these cards has none of them. The words other products print too are modules/shared/cards.py. Citations: 004 = Portuguese base rules
(seed 004), FAQ = shared/FAQ.md. Rulings where the sources are silent: docs/rulings.md (Imperium).

Action notation of the decisions added here (`retreat <k>` comes from modules/shared/cards.py):
- `take_from_discard` (Other Memory):            `take <card>`
- `voice` (The Voice: the space to block):       `voice <space>`
- `kwisatz_source` (which Agent Kwisatz Haderach sends): `from supply` | `from <space>`
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from landsraad.content import Card
from landsraad.i18n import N_
from landsraad.modules.shared.cards import faction_cards
from landsraad.rules.actions import From, Take
from landsraad.rules.actions import Voice as VoiceAction
from landsraad.rules.effects import Effect
from landsraad.rules.events import Triggers
from landsraad.rules.registry import Frame, Handlers
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.story import LogLine, amount_ref, reason, seat_ref, source_ref
from landsraad.rules.turns import agents_at, start_agent_turn, why_cannot_send
from landsraad.rules.zones import gain, log, lose_troops, recall_agent, recruit

RULES = Handlers()
effect, decision = RULES.effect, RULES.decision

# ---- troops ------------------------------------------------------------------------------

# "retreat: N" (Scout: up to 2; Chani: any number, written 12) is the shared word
# (modules/shared/cards.py: 004 Recuar; FAQ 2.1: may be zero).


@effect("lose_troops")
def _lose_troops(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Lose deployed troops (from the Conflict); lost troops go to the supply (004 Perca uma tropa)."""
    k = lose_troops(s, seat, e[1], "conflict")
    if k:
        log(s, N_("{seat} loses {amount} from the Conflict ({source})"), seat=seat_ref(s, seat),
            amount=amount_ref("recruit", k), source=source_ref(s, src))


@effect("lose_garrison")
def _lose_garrison(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Lose troops from the garrison to the supply. Gun Thopter: an opponent with an empty
    garrison is unaffected (FAQ 2.4)."""
    k = lose_troops(s, seat, e[1], "garrison")
    if k:
        log(s, N_("{seat} loses {amount} from the garrison ({source})"), seat=seat_ref(s, seat),
            amount=amount_ref("recruit", k), source=source_ref(s, src))


@effect("recruit_deploy")
def _recruit_deploy(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Gurney Halleck's Reveal: recruit N troops; you may deploy them to the Conflict."""
    k = recruit(s, s.players[seat], e[1])
    if k:
        s.stack.append(("eff", seat, ("deploy_from_garrison", k), src))


# ---- opponents (`each_opponent`: modules/shared/cards.py) -------------------------------------

# "each must pick an option they can do" (004 Clarificações, Teste de Humanidade): registered
# as triggers.option_feasible (register below)
def _can_discard(s: GameState, seat: int, e: Effect) -> bool:
    return bool(s.players[seat].hand)


def _can_lose_troops(s: GameState, seat: int, e: Effect) -> bool:
    return s.players[seat].troops_in_conflict > 0


def _can_take_from_discard(s: GameState, seat: int, e: Effect) -> bool:
    return bool(faction_cards(s, s.players[seat].discard, e[1]))


# ---- cards in play (`persuasion_per_in_play`, `another_bene_gesserit_card`: modules/shared) ----

@effect("take_from_discard")
def _take_from_discard(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Other Memory: put a card of the faction from your discard pile into your hand."""
    if faction_cards(s, s.players[seat].discard, e[1]):
        s.pending = ("take_from_discard", seat, e[1], src)


def _take_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"take {c}" for c in sorted(set(faction_cards(s, s.players[pend[1]].discard, pend[2])))]


class TakeFromDiscard(NamedTuple):
    faction: str  # a card of this Faction
    src: str


@decision("take_from_discard", _take_legal, payload=TakeFromDiscard, forms=("take",),
          prompt="Take a card from your discard pile into your hand[ ({src})].",
          explain="Other Memory: put a card of the Faction from your discard pile into your hand.")
def _take_apply(s: GameState, pend: Frame, a: Take) -> None:
    p = s.players[pend[1]]
    card = a.card
    p.discard.remove(card)
    p.hand.append(card)
    log(s, N_("{seat} takes {card} from the discard pile into the hand"), seat=seat_ref(s, p.seat), card=("card", card))


# ---- the board space of this Agent turn (`space_influence`: modules/shared/cards.py) -----------

@effect("harvest_again")
def _harvest_again(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Carryall: at a Maker space, gain the space's base spice once more, never its bonus spice
    (FAQ 2.4: 1 / 2 / 3 at Imperial Basin / Hagga Basin / The Great Flat). Elsewhere nothing."""
    sid = s.turn.space
    if sid is None:
        return
    space = s.rules.content.spaces[sid]
    if space.maker:
        gain(s, seat, "spice", sum(x[1] for x in space.effects if x[0] == "harvest"), src)


# ---- acquiring ---------------------------------------------------------------------------

@effect("discount")
def _discount(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Guild Bankers: The Spice Must Flow costs 3 less this turn, for each copy acquired (FAQ 2.4).
    Kept in the turn context (`Turn.discounts`, a new map each time: clones copy it)."""
    if s.turn.seat == seat:
        have = s.turn.discounts or {}
        s.turn.discounts = {**have, e[1]: have.get(e[1], 0) + e[2]}


def _discount_live(s: GameState, p: PlayerState) -> bool:
    """_discount_mod changes a cost only on the turn of a player holding a discount: the acquire
    listing asks this once instead of calling it per card offered (Triggers.on `live`)."""
    t = s.turn
    return bool(t.discounts) and t.seat == p.seat


def _discount_mod(s: GameState, p: PlayerState, card: Card, cost: int) -> int:
    t = s.turn  # read once: asked for every card offered at every acquire listing
    discounts = t.discounts
    if not discounts or t.seat != p.seat:
        return cost
    return cost - discounts.get(card.id, 0)



# ---- The Voice ---------------------------------------------------------------------------

@effect("voice")
def _voice(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 Clarificações, A Voz: mark a board space of your choice with one of your Control
    markers; opponents cannot send Agents there (Kwisatz Haderach included) until your next turn."""
    s.pending = ("voice", seat, src)


def _voice_legal(s: GameState, pend: Frame) -> list[str]:
    seat = pend[1]
    order = s.rules.content.space_order
    return [f"voice {sid}" for sid in order if seat not in s.voice.get(sid, ())]


class VoiceSource(NamedTuple):
    src: str


@decision("voice", _voice_legal, payload=VoiceSource, forms=("voice",),
          prompt="The Voice: choose a board space your opponents cannot send Agents to[ ({src})].",
          browser="The Voice: click the board space your opponents may not use until your next turn.",
          explain="004 Clarificações, A Voz: opponents cannot send Agents there until your next turn.")
def _voice_apply(s: GameState, pend: Frame, a: VoiceAction) -> None:
    sid = a.space
    s.voice.setdefault(sid, []).append(pend[1])
    log(s, N_("{seat} uses The Voice on {space}"), seat=seat_ref(s, pend[1]), space=("space", sid))


# no Voice marker out: nothing closed (shared and read-only: blockers' maps are only read)
_NONE_CLOSED: Mapping[str, LogLine] = MappingProxyType({})


def _voice_blocker(s: GameState, p: PlayerState) -> Mapping[str, LogLine]:
    """The spaces an opponent's Voice marker is on."""
    if not s.voice:  # no marker out (most listings): no map made (every Agent-turn listing asks)
        return _NONE_CLOSED
    closed: dict[str, LogLine] = {}
    for sid, owners in s.voice.items():
        for q in owners:
            if q != p.seat:
                closed[sid] = reason(N_("{space} is blocked by The Voice of {seat} until {seat}'s next turn"),
                                     space=("space", sid), seat=seat_ref(s, q))
                break
    return closed


def _voice_expires(s: GameState, seat: int) -> None:
    """The marker is removed at the start of the Voice player's next turn."""
    if not s.voice:  # no marker out (most turns): no copy of the map to walk (every turn start asks)
        return
    for sid in list(s.voice):
        if seat in s.voice[sid]:
            s.voice[sid] = [q for q in s.voice[sid] if q != seat]
            if not s.voice[sid]:
                del s.voice[sid]
            log(s, N_("{seat}'s Voice marker leaves {space}"), seat=seat_ref(s, seat), space=("space", sid))



# ---- Kwisatz Haderach --------------------------------------------------------------------

KWISATZ = "kwisatz_haderach"


def _kwisatz_sources(s: GameState, p: PlayerState, sid: str) -> list[str]:
    """Which of your Agents may be sent to `sid` with Kwisatz Haderach (FAQ 2.4; 004
    Clarificações): one from your leader, or one already on a board space (even with none left),
    possibly back to the space it is on. Once-per-game spaces and The Voice still apply."""
    content = s.rules.content
    card = content.cards[KWISATZ]
    space = content.spaces[sid]
    out: list[str] = []
    if p.agents_left > 0 and why_cannot_send(s, p, card, space) is None:
        out.append("supply")
    for src in content.space_order:
        if p.seat in agents_at(s, src) and why_cannot_send(s, p, card, space, moving_from=src) is None:
            out.append(src)
    return out


def _kwisatz_actions(s: GameState, p: PlayerState) -> list[str]:
    order = s.rules.content.space_order
    return [f"agent {KWISATZ} {sid}" for sid in order if _kwisatz_sources(s, p, sid)]


def _kwisatz_start(s: GameState, seat: int, sid: str) -> None:
    sources = _kwisatz_sources(s, s.players[seat], sid)
    s.pending = ("kwisatz_source", seat, sid, tuple(sources))


def _kwisatz_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"from {src}" for src in pend[3]]


class KwisatzSource(NamedTuple):
    space: str  # where the Agent goes
    sources: tuple[str, ...]  # "supply" and the spaces an Agent may move from


@decision("kwisatz_source", _kwisatz_legal, payload=KwisatzSource, forms=("from",),
          marks={"sources": "space_or_supply"},
          prompt="Kwisatz Haderach: send the Agent from your supply or move one already on the board?",
          explain="Kwisatz Haderach: one Agent from your supply, or one already on a board space, moves.")
def _kwisatz_apply(s: GameState, pend: Frame, a: From) -> None:
    _, seat, dest, _sources = pend
    src = a.source
    if src != "supply":
        # take the Agent off its space; it is then sent as a normal Agent turn
        recall_agent(s, seat, src)
        log(s, N_("{seat} takes an Agent back from {space} (Kwisatz Haderach)"), seat=seat_ref(s, seat),
            space=("space", src))
    start_agent_turn(s, seat, KWISATZ, dest)


RULES.texts[f"card:{KWISATZ}"] = (
    "send one of your Agents to any board space: one from your leader, or one already on a board "
    "space (even when you have no Agent left; it may go back to the space it is on)")


def register(t: Triggers) -> None:
    t.define("option_feasible", "discard", _can_discard)
    t.define("option_feasible", "lose_troops", _can_lose_troops)
    t.define("option_feasible", "take_from_discard", _can_take_from_discard)
    t.on("acquire_cost", _discount_mod, live=_discount_live)
    t.on("space_blockers", _voice_blocker)
    t.on("turn_start", _voice_expires)
    t.define("special_agent_cards", KWISATZ, (_kwisatz_actions, _kwisatz_start))
