"""Base-game Intrigue cards whose effects go beyond the shared effect vocabulary.

Card data: landsraad/modules/base/content/intrigue.yaml. Named conditions (`condition: {custom: ...}`)
are declared with @condition_fn, named effects (`{custom: ...}`) as "custom:<name>", in `RULES`, which
the base game's module and the module of its cards in an Uprising game (modules/combined/base__uprising/cards.py) list; the
words other products print too (`retreat`, `high_council`) are modules/shared/cards.py.
Rulings: docs/rulings.md (Intrigue) (RI-n). Sources: 004 "Cartas de Intriga" and "Clarificações",
shared/FAQ.md 2.1-2.4.

Timing windows (004 Cartas de Intriga; FAQ 2.1/2.2) live in turns.py / phases.py:
Plot in your own Agent or Reveal turn (the `turn` decision, the `plots` window after an Agent
turn's effects, the `acquire` window of a Reveal turn); Combat in the combat round while you have a
unit in the Conflict; "when you win" after you won (never on a tie); Endgame at the end.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from landsraad.content import Card, Space
from landsraad.i18n import N_
from landsraad.rules.actions import Acquire, Draw, Plain, Recall, Target, Top, TrashCard
from landsraad.rules.events import Triggers
from landsraad.rules.places import agent_spaces
from landsraad.rules.registry import Frame, Handlers
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.story import seat_ref
from landsraad.rules.turn_context import TurnField
from landsraad.rules.turns import agents_at
from landsraad.rules.zones import (
    acquire,
    added,
    deck_size,
    deploy,
    gain,
    log,
    look_at_top,
    lose_troops,
    pay,
    recall_agent,
    recruit,
    trash_card,
    without,
    without_last,
)

Effect = tuple[Any, ...]

TSMF = "the_spice_must_flow"

RULES = Handlers()
effect, condition_fn, decision, op = RULES.effect, RULES.condition, RULES.decision, RULES.op


def _iid(src: str) -> str:
    return src.split(":", 1)[1]


def _own_turn(s: GameState, seat: int, kind: str) -> bool:
    return s.turn.of(seat, kind)


# this turn's flags of three Intrigue cards, fields of the turn these cards own (rules/turn_context.py
# TurnField; issue 27: the core `Turn` holds none of them, so every turn is made and copied without
# them): Dispatch an Envoy, Infiltrate (seed 000 Intrigue cards; docs/rulings.md RI-3), Recruitment
# Mission (acquired cards may go on top of the deck this Reveal turn)
ENVOY = TurnField("envoy")
INFILTRATE = TurnField("infiltrate")
ACQUIRE_TOP = TurnField("acquire_top")
CARD_TURN_FIELDS = (ENVOY, INFILTRATE, ACQUIRE_TOP)
# The rules below read these flags inline (`t.held`, then the field's name) rather than through
# `field.get`: the listings ask Envoy's and Infiltrate's at every Agent turn, and most turns hold no
# module field at all (t.held is None).


# ---- named conditions ("condition:" of an Intrigue, FAQ 2.1: must hold to play it) ----------

@condition_fn("turn_start",
              text="at the start of your turn, before you do anything else")
def _turn_start(s: GameState, seat: int, src: str) -> bool:
    """Bindu Suspension (004 Clarificações): at the start of your turn, before anything else."""
    return _own_turn(s, seat, "choose") and not s.turn.acted


def _before_agent(s: GameState, seat: int, flag: TurnField) -> bool:
    """In your turn before its Agent card is played, with an Agent to send (or a card such as
    Kwisatz Haderach that sends one already on the board)
    (docs/rulings.md (Intrigue) RI-3: Dispatch an Envoy / Infiltrate act only on this turn's Agent)."""
    p = s.players[seat]
    t = s.turn
    return (t.seat == seat and t.kind == "choose" and not (t.held is not None and t.held.get(flag.name))
            and (p.agents_left > 0 or any(c in p.hand for c in s.triggers.special_agent_cards)))


@condition_fn("envoy_playable",
              text="in your turn, before you play the card of your Agent turn")
def _envoy_playable(s: GameState, seat: int, src: str) -> bool:
    return _before_agent(s, seat, ENVOY)


@condition_fn("infiltrate_playable",
              text="in your turn, before you play the card of your Agent turn")
def _infiltrate_playable(s: GameState, seat: int, src: str) -> bool:
    return _before_agent(s, seat, INFILTRATE)


@condition_fn("any_alliance",
              text="if you have an Alliance with a Faction")
def _any_alliance(s: GameState, seat: int, src: str) -> bool:
    """Allied Armada: "if you have a Faction Alliance" (any of the four)."""
    return seat in s.alliance


@condition_fn("mentat_on_space",
              text="if the Mentat is on its board space")
def _mentat_on_space(s: GameState, seat: int, src: str) -> bool:
    """Calculated Hire: only from the Mentat's starting space (004 Clarificações; FAQ 2.4)."""
    return s.mentat_holder == -1


@condition_fn("opponent_in_conflict",
              text="if an opponent has a troop in the Conflict")
def _opponent_in_conflict(s: GameState, seat: int, src: str) -> bool:
    """Double Cross: an opponent must have a troop in the Conflict (FAQ 2.4); your supply may be empty."""
    return any(q.troops_in_conflict for q in s.players if q.seat != seat)


@condition_fn("three_troops_in_conflict",
              text="if you have 3 or more troops in the Conflict")
def _three_troops(s: GameState, seat: int, src: str) -> bool:
    """Staged Incident: its cost (lose 3 of your troops in the Conflict) must be payable (FAQ 2.1)."""
    return s.players[seat].troops_in_conflict >= 3


@condition_fn("has_garrison",
              text="if you have a troop in your garrison")
def _has_garrison(s: GameState, seat: int, src: str) -> bool:
    """Rapid Mobilization: some garrisoned troop to deploy (RI-4)."""
    return s.players[seat].garrison > 0


@condition_fn("deck_not_empty",
              text="if your deck is not empty (your discard pile is not reshuffled to look)")
def _deck_not_empty(s: GameState, seat: int, src: str) -> bool:
    """Poison Snooper: no looking at an empty deck, no reshuffle to look (FAQ 2.1)."""
    return deck_size(s.players[seat]) > 0


@condition_fn("agent_on_board",
              text="if one of your Agents is on a board space")
def _agent_on_board(s: GameState, seat: int, src: str) -> bool:
    """Urgent Mission: one of your Agents is on a board space (RI-4)."""
    return any(seat in agents_at(s, sid) for sid in _agent_spaces(s))


@condition_fn("bypass_protocol",
              text="if a card it can acquire is in the Imperium Row or the Reserve")
def _bypass_playable(s: GameState, seat: int, src: str) -> bool:
    return bool(_bypass_options(s, seat))


@condition_fn("corner_the_market",
              text="if it gives you a VP")
def _corner_playable(s: GameState, seat: int, src: str) -> bool:
    return corner_the_market_vp(s, seat) > 0


@condition_fn("plans_within_plans",
              text="if it gives you a VP")
def _plans_playable(s: GameState, seat: int, src: str) -> bool:
    return plans_within_plans_vp(s.players[seat]) > 0


# ---- hooks into the turn rules --------------------------------------------------------------

def _envoy_live(s: GameState, p: PlayerState) -> bool:
    """_envoy_icons changes icons only on the turn of the player who played Dispatch an Envoy: the
    Agent-turn listing asks this once instead of calling it per card in hand (Triggers.on `live`)."""
    t = s.turn  # the flag inline: asked at every Agent-turn listing
    h = t.held
    return h is not None and t.seat == p.seat and bool(h.get("envoy"))


def _envoy_icons(s: GameState, p: PlayerState, card: Card, icons: tuple[str, ...]) -> tuple[str, ...]:
    """Dispatch an Envoy: the card you play this turn has the four Faction icons."""
    t = s.turn  # read once, the flag inline: every listing of grafted pairs asks it per card
    h = t.held
    if h is not None and t.seat == p.seat and h.get("envoy"):
        return icons + tuple(f for f in s.rules.factions if f not in icons)
    return icons


def _infiltrate_live(s: GameState, p: PlayerState) -> bool:
    """_infiltrate_waiver waives only on the turn of the player who played Infiltrate: the Agent-turn
    listing asks this once instead of calling it per occupied space (Triggers.on `live`)."""
    t = s.turn  # the flag inline: asked at every Agent-turn listing with an occupied space
    h = t.held
    return h is not None and t.seat == p.seat and bool(h.get("infiltrate"))


def _infiltrate_waiver(s: GameState, p: PlayerState, space: Space, occupant: int) -> bool:
    """Infiltrate: enemy Agents do not block your next Agent this turn (your own still do)."""
    t = s.turn  # read once, the flag inline: places.blocker asks it per occupied space
    h = t.held
    return h is not None and t.seat == p.seat and occupant != p.seat and bool(h.get("infiltrate"))


def _reveal_hook(s: GameState, p: PlayerState) -> None:
    """FAQ 2.1: Charisma / Recruitment Mission played earlier this round apply in this Reveal
    turn; they leave the table for the Intrigue discard pile now (RI-6)."""
    for iid in p.waiting_intrigues:  # both piles are shared tuples (state.SHARED_ZONES): replaced
        p.waiting_intrigues = without(p.waiting_intrigues, iid)
        s.intrigue_discard = added(s.intrigue_discard, iid)
        _apply_reveal_plot(s, p, iid)


def _acquired_hook(s: GameState, seat: int, cid: str, top: bool) -> None:
    """Recruitment Mission: during that Reveal turn each acquired card may go on top of the deck
    (one acquired onto the deck already is there)."""
    h = s.turn.held  # the flag inline: every card acquired asks
    if not top and h is not None and h.get("acquire_top") and _own_turn(s, seat, "reveal"):
        s.stack.append(("top_deck_offer", seat, cid))



# ---- Bindu Suspension, Dispatch an Envoy, Infiltrate ----------------------------------------

@effect("custom:may_pass_turn",
        text="then you may pass your turn instead of taking an Agent or Reveal turn")
def _may_pass(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Bindu Suspension: after the draw you may pass your turn instead of an Agent or Reveal turn
    (004 Clarificações; FAQ 2.4). The turn decision then also offers `pass`."""
    if s.turn.seat == seat:
        s.turn.may_pass = True


@effect("custom:dispatch_an_envoy",
        text=("the card you play for your Agent turn this turn also has the Emperor, Spacing Guild, Bene "
              "Gesserit and Fremen Agent icons"))
def _envoy(s: GameState, seat: int, e: Effect, src: str) -> None:
    ENVOY.put(s.turn, True)


@effect("custom:infiltrate",
        text="enemy Agents do not block your next Agent at board spaces this turn")
def _infiltrate(s: GameState, seat: int, e: Effect, src: str) -> None:
    INFILTRATE.put(s.turn, True)


# ---- Charisma, Recruitment Mission ----------------------------------------------------------

def _apply_reveal_plot(s: GameState, p: PlayerState, iid: str) -> None:
    if iid == "charisma":
        gain(s, p.seat, "persuasion", 2, f"intrigue:{iid}")
    elif iid == "recruitment_mission":
        gain(s, p.seat, "persuasion", 1, f"intrigue:{iid}")
        ACQUIRE_TOP.put(s.turn, True)


def _reveal_plot(s: GameState, seat: int, src: str) -> None:
    """Gain now in your Reveal turn, else keep the card face up until this round's Reveal (FAQ 2.1)."""
    iid = _iid(src)
    p = s.players[seat]
    if _own_turn(s, seat, "reveal"):
        _apply_reveal_plot(s, p, iid)
        return
    # play_intrigue put it on the discard pile; it waits face up in front of the player instead
    s.intrigue_discard = without_last(s.intrigue_discard, iid)  # shared tuples (state.SHARED_ZONES)
    p.waiting_intrigues = added(p.waiting_intrigues, iid)
    log(s, N_("{seat} keeps {intrigue} face up until the Reveal turn"), seat=seat_ref(s, seat), intrigue=("intrigue", iid))


@effect("custom:charisma",
        text=("+2 Persuasion in your Reveal turn this round (played earlier, the card waits face up until "
              "then)"))
def _charisma(s: GameState, seat: int, e: Effect, src: str) -> None:
    _reveal_plot(s, seat, src)


@effect("custom:recruitment_mission",
        text=("+1 Persuasion in your Reveal turn this round, and you may put each card you acquire in that "
              "turn on top of your deck (played earlier, the card waits face up until then)"))
def _recruitment_mission(s: GameState, seat: int, e: Effect, src: str) -> None:
    _reveal_plot(s, seat, src)


@op("top_deck_offer")
def _top_deck_offer(s: GameState, frame: Frame) -> None:
    _, seat, cid = frame
    if cid in s.players[seat].discard:
        s.pending = ("top_deck", seat, cid)


def _top_deck_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"top {pend[2]}", "decline"]


class TopDeckOffer(NamedTuple):
    card: str


@decision("top_deck", _top_deck_legal, payload=TopDeckOffer, forms=("top", "decline"),
          prompt="Put {card} on top of your deck?",
          explain="Recruitment Mission: you may put each card you acquire in that turn on top of your deck.")
def _top_deck_apply(s: GameState, pend: Frame, a: Top | Plain) -> None:
    _, seat, cid = pend
    if isinstance(a, Plain):  # decline
        return
    p = s.players[seat]
    p.discard.remove(cid)
    p.deck_top = added(p.deck_top, cid)  # shared with clones: replaced (state.SHARED_ZONES)
    log(s, N_("{seat} puts {card} on top of the deck"), seat=seat_ref(s, seat), card=("card", cid))


# ---- acquiring (Bypass Protocol) ------------------------------------------------------------

def _acquirable(s: GameState, max_cost: int) -> list[str]:
    """Imperium Row and Reserve cards of printed cost <= max_cost (Foldspace never: FAQ 2.4)."""
    cards = s.rules.content.cards
    ids = set(s.imperium_row) | {c for c, n in s.reserve.items() if n > 0}
    return sorted(c for c in ids if 0 <= cards[c].cost <= max_cost)


def _bypass_options(s: GameState, seat: int) -> list[str]:
    """Bypass Protocol: acquire a card costing 3 or less, OR pay 2 spice -> acquire a card costing
    5 or less onto the top of your deck."""
    out = [f"acquire {c}" for c in _acquirable(s, 3)]
    if s.players[seat].spice >= 2:
        out += [f"acquire {c} top" for c in _acquirable(s, 5)]
    return out


def gain_card(s: GameState, seat: int, cid: str, top: bool) -> None:
    """Acquire a card by an effect: from the Row (refilled first, FAQ 2.6 [DES]) or the Reserve,
    into the discard pile or onto the deck; then its acquire effects."""
    card = s.rules.content.cards[cid]
    log(s, N_("{seat} acquires {card} onto the deck") if top else N_("{seat} acquires {card}"), seat=seat_ref(s, seat),
        card=("card", card.id))
    acquire(s, seat, cid, "row" if cid in s.imperium_row else "reserve", top)


@effect("custom:bypass_protocol",
        text=("acquire a card that costs 3 or less, OR pay 2 spice to acquire a card that costs 5 or less "
              "and put it on top of your deck"))
def _bypass(s: GameState, seat: int, e: Effect, src: str) -> None:
    if _bypass_options(s, seat):
        s.pending = ("bypass_protocol", seat)


def _bypass_legal(s: GameState, pend: Frame) -> list[str]:
    return _bypass_options(s, pend[1])


@decision("bypass_protocol", _bypass_legal, forms=("acquire", "acquire_top"),
          prompt=("Bypass Protocol: acquire a card costing 3 or less, or pay 2 spice to acquire one "
                  "costing 5 or less onto your deck."),
          explain="Bypass Protocol (Intrigue card); its cost is compulsory once the option is chosen (FAQ 2.1).")
def _bypass_apply(s: GameState, pend: Frame, a: Acquire) -> None:
    seat = pend[1]
    if a.top:
        pay(s, seat, "spice", 2, "intrigue:bypass_protocol")  # the option's cost; compulsory once chosen (FAQ 2.1)
    gain_card(s, seat, a.card, a.top)


# ---- troops: Double Cross, Reinforcements, Staged Incident (retreat: modules/shared/cards.py) ----

@effect("custom:double_cross",
        text=("an opponent of your choice loses one of their troops in the Conflict, and you deploy one "
              "troop from your supply to the Conflict"))
def _double_cross(s: GameState, seat: int, e: Effect, src: str) -> None:
    s.pending = ("double_cross", seat)


def _double_cross_legal(s: GameState, pend: Frame) -> list[str]:
    seat = pend[1]
    return [f"target p{q.seat}" for q in s.players if q.seat != seat and q.conflict]


@decision("double_cross", _double_cross_legal, forms=("target",),
          prompt="Double Cross: choose an opponent who loses a troop in the Conflict.",
          explain="Double Cross (Intrigue card); you deploy one troop from your supply if you have one (FAQ 2.4).")
def _double_cross_apply(s: GameState, pend: Frame, a: Target) -> None:
    """The chosen opponent loses a troop in the Conflict (to its supply, 004 Perca uma tropa);
    you deploy one troop from your supply to the Conflict, if you have one (FAQ 2.4)."""
    p = s.players[pend[1]]
    q = s.players[a.seat]
    lose_troops(s, q.seat, 1, "conflict")
    moved = deploy(s, p.seat, 1, "supply")
    if moved:
        log(s, N_("{seat} double-crosses {other}: {other} loses a troop from the Conflict, {seat} deploys one "
                  "from the supply"), seat=seat_ref(s, p.seat), other=seat_ref(s, q.seat))
    else:
        log(s, N_("{seat} double-crosses {other}: {other} loses a troop from the Conflict"), seat=seat_ref(s, p.seat),
            other=seat_ref(s, q.seat))


@effect("custom:reinforcements",
        text="recruit 3 troops; if it is your Reveal turn, you may deploy any of them to the Conflict")
def _reinforcements(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Recruit 3; if it is your Reveal turn you may deploy any of these troops to the Conflict.
    In an Agent turn at a Combat space they count as recruited this turn (FAQ 2.1)."""
    p = s.players[seat]
    k = recruit(s, p, 3)
    if k > 0 and _own_turn(s, seat, "reveal"):
        s.pending = ("deploy", seat, min(k, p.garrison))


# ---- Urgent Mission ---------------------------------------------------------------------------

def _agent_spaces(s: GameState) -> list[str]:
    return agent_spaces(s)


@effect("custom:urgent_mission",
        text="recall one of your Agents from a board space: you may send it again this round")
def _urgent_mission(s: GameState, seat: int, e: Effect, src: str) -> None:
    s.pending = ("urgent_mission", seat)


def _urgent_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"recall {sid}" for sid in _agent_spaces(s) if pend[1] in agents_at(s, sid)]


@decision("urgent_mission", _urgent_legal, forms=("recall",),
          prompt="Urgent Mission: choose which of your Agents returns to you.",
          browser="Urgent Mission: click the board space to take your Agent back from.",
          explain="004 Chamar: the Agent returns to your Leader and may be used again this round.")
def _urgent_apply(s: GameState, pend: Frame, a: Recall) -> None:
    """004 Chamar: the Agent returns to your Leader and may be used again this round."""
    seat, sid = pend[1], a.space
    recall_agent(s, seat, sid)
    log(s, N_("{seat} recalls an Agent from {space}"), seat=seat_ref(s, seat), space=("space", sid))


# ---- deck: Poison Snooper, Refocus -------------------------------------------------------------

@effect("custom:poison_snooper",
        text="look at the top card of your deck, then draw it or trash it")
def _poison_snooper(s: GameState, seat: int, e: Effect, src: str) -> None:
    card = look_at_top(s, s.players[seat])
    if card is not None:
        s.pending = ("poison_snooper", seat, card, src)


def _snooper_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"draw {pend[2]}", f"trash {pend[2]}"]


class SnoopedCard(NamedTuple):
    card: str  # the top card of the deck, looked at
    src: str


@decision("poison_snooper", _snooper_legal, payload=SnoopedCard, forms=("draw", "trash_card"),
          prompt="Top of your deck: {card}: draw it or trash it[ ({src})].",
          explain="Poison Snooper: look at the top card of your deck, then draw it or trash it.")
def _snooper_apply(s: GameState, pend: Frame, a: Draw | TrashCard) -> None:
    """Draw it (in a Reveal turn it is revealed and used at once, FAQ 2.1) or trash it."""
    _, seat, card, src = pend
    if isinstance(a, Draw):
        s.stack.append(("eff", seat, ("draw", 1), src))
        return
    # the one way to trash from a deck; its "when trashed" box resolves (FAQ 2.4 Assassination
    # Mission: 4 Solari), a Reserve card returns to its pile (004 Exclua)
    trash_card(s, s.players[seat], "deck", card)


@effect("custom:refocus",
        text="shuffle your discard pile into your deck")
def _refocus(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Shuffle your discard pile into your deck (with an empty discard pile the deck is still
    shuffled, FAQ 2.4); the draw that follows is the card's next effect."""
    p = s.players[seat]
    p.deck.extend(p.deck_top)
    p.deck_top = ()  # shared with clones: replaced (state.SHARED_ZONES)
    p.deck.extend(p.discard)
    p.discard.clear()


# ---- Endgame ------------------------------------------------------------------------------------

def _tsmf_count(p: PlayerState) -> int:
    return sum(z.count(TSMF) for z in (p.deck, p.deck_top, p.discard, p.hand, p.in_play))


def _tsmf_counted(s: GameState, q: PlayerState) -> int:
    """What a seat counts as holding: its cards, or what its seat says (a solo Rival: `Seat.spice_must_flow`)."""
    held = s.rules.seats[q.seat].spice_must_flow
    return _tsmf_count(q) if held is None else held


def corner_the_market_vp(s: GameState, seat: int) -> int:
    """+1 VP with at least two The Spice Must Flow; +1 VP with more than each opponent (an
    opponent with as many or more spoils it). Counted in deck and discard pile (FAQ 2.4)."""
    mine = _tsmf_count(s.players[seat])
    # 000 Rivales "Acaparar el mercado": each solo Rival counts as holding two
    best_other = max((_tsmf_counted(s, q) for q in s.players if q.seat != seat), default=0)
    return int(mine >= 2) + int(mine > best_other)


def plans_within_plans_vp(p: PlayerState) -> int:
    """3+ Influence (one space above the VP space, FAQ 2.3) on three tracks: 1 VP; on four: 2 VP."""
    n = sum(1 for v in p.influence if v >= 3)
    return 2 if n >= 4 else 1 if n == 3 else 0


@effect("custom:corner_the_market",
        text=("+1 VP if you have 2 or more The Spice Must Flow cards; +1 VP if you have more of them than "
              "each opponent (in a solo game each Rival counts as having two)"))
def _corner(s: GameState, seat: int, e: Effect, src: str) -> None:
    n = corner_the_market_vp(s, seat)
    if n:
        s.stack.append(("eff", seat, ("vp", n), src))


@effect("custom:plans_within_plans",
        text="+1 VP if you have 3 or more Influence with three Factions, OR +2 VP if with all four")
def _plans(s: GameState, seat: int, e: Effect, src: str) -> None:
    n = plans_within_plans_vp(s.players[seat])
    if n:
        s.stack.append(("eff", seat, ("vp", n), src))


def register(t: Triggers) -> None:
    t.on("card_icons", _envoy_icons, live=_envoy_live)
    t.on("occupancy_waivers", _infiltrate_waiver, live=_infiltrate_live)
    t.on("reveal_start", _reveal_hook)
    t.on("acquire", _acquired_hook)
