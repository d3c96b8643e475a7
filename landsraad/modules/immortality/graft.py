"""Graft (seed 003 ADSCRIPCIONES; ACLARACIONES).

- "Al jugar una carta de Adscripción durante un turno de Agente, no puedes jugarla por sí sola,
  sino que debes jugar dos cartas (y solo dos)": a card with a Graft box (`Card.graft`) has no
  Agent icons on its own (a `card_icons` modifier), so the ordinary `agent <card> <space>` never
  offers it; two cards are played together, at least one of them a Graft card.
- Asked as a sequence of choices (issue 18): in the turn decision `graft <card>` (the first card),
  then `graft <card>` (the second: decision `graft_second`), then `graft_to <space>` (decision
  `graft_space`), where the space is any one an Agent icon of either card reaches ("Puedes emplear
  un icono de Agente de cualquiera de esas dos cartas"). A first card is offered only with a
  second card and a space it can go with.
- Both cards count as sending the Agent; both Agent boxes resolve, with the space's effects: the
  space (with the first card, docs/rulings.md R4), then the first card's box, then the second's
  (the player orders them by choosing which card is first: docs/rulings.md I47).
- While two cards are grafted (`GRAFTED`, from the first choice on) the condition `grafted`
  holds for them, `{grafted_with: [factions]}` asks the other card's Factions, and a card's
  conditional icons may depend on it (Blank Slate). "La otra carta adscrita" is the partner.
- Card rules built here: Ghola (a copy of the partner's Agent box, its source Ghola itself: 003
  ACLARACIONES), Slig Farmer's Solari per Agent icon of the partner (its printed icons), the cost
  `trash_grafted` (Dissecting Kit: trash the partner from play), Tleilaxu Infiltrator (other
  players' Agents do not block the grafted Agent: an `occupancy_waivers` modifier), Chairdog (the
  partner returns at the start of the Reveal turn: the player zone `returning`) and Beguiling
  Pheromones (at a Faction's space: trash one of the two, +1 Influence there), Usurp (grafted to a
  card of the Imperium Row: `graft_row <card>`, trashed from the Row at the end of the turn).
- Kwisatz Haderach (a card with its own Agent-turn rule) may be grafted: "Si le adscribes otra carta,
  seguirás pudiendo enviar a un único Agente en ese turno" (003 ACLARACIONES). Its rule sends the one
  Agent (any space; from the supply or moved from a board space: decision `graft_kwisatz_source`), and
  both Agent boxes resolve (docs/rulings.md I82). Other cards with their own Agent-turn rules
  (`special_agent_cards`: Uprising's Undercover Asset) are not grafted, nor is Kwisatz Haderach taken
  from the Imperium Row by Usurp.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.content import Card, Space
from landsraad.i18n import N_
from landsraad.modules.base.cards_imperium import KWISATZ, _kwisatz_sources
from landsraad.modules.shared.words import GRAFTED
from landsraad.rules.actions import Form, From, TrashFrom
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.effects import condition, drop_waiting_effects, push_effects, waiting_effects
from landsraad.rules.points import AGENT_EFFECTS_DONE, AGENT_TURN_END, place_at
from landsraad.rules.registry import Frame
from landsraad.rules.story import list_ref, seat_ref
from landsraad.rules.turns import (
    board_spaces,
    card_icons,
    closed_by_rules,
    reveal_boxes_joined,
    space_access,
    start_agent_turn,
    why_space_closed,
)
from landsraad.rules.zones import (
    added,
    gain,
    log,
    recall_agent,
    take_from_row,
    trash_card,
    zone,
    zone_add,
    zone_remove,
)

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

Effect = tuple[Any, ...]
INFILTRATOR = "tleilaxu_infiltrator"
USURP = "usurp"
GHOLA = "ghola"


class GraftCard(NamedTuple):
    card: str


class GraftTo(NamedTuple):
    space: str


class GraftRow(NamedTuple):
    card: str  # a card of the Imperium Row (Usurp)


FORM_CARD = Form("graft", ("graft", "<card>"), GraftCard, label="Graft {card}", doc="turn, graft_second (Immortality)")
FORM_ROW = Form("graft_row", ("graft_row", "<card>"), GraftRow, label="Graft to {card} in the Imperium Row",
                doc="graft_second (Immortality: Usurp)")
FORM_SPACE = Form("graft_to", ("graft_to", "<space>"), GraftTo, label="Send the grafted Agent to {space}",
                  doc="graft_space (Immortality)")


def partner(s: GameState, seat: int, cid: str) -> str | None:
    """The other grafted card of `cid` in this seat's current turn, or None."""
    t = s.turn
    # GRAFTED.get inlined (asked of every Graft card at every listing): the turn read once, and no
    # map at all in most turns
    if t.seat != seat or t.held is None:
        return None
    g = t.held.get(GRAFTED.name)
    if not g or cid not in g:
        return None
    return g[1] if g[0] == cid else g[0]


def _src_card(src: str) -> str:
    return src.split(":", 1)[1] if src.startswith("card:") else ""


# ---- which pairs, which spaces ----------------------------------------------------------------------

def _graftable(s: GameState, cid: str) -> bool:
    """Not a card with its own Agent-turn rule, but Kwisatz Haderach (I82)."""
    return cid == KWISATZ or cid not in s.triggers.special_agent_cards


def _kwisatz(s: GameState) -> bool:
    """Kwisatz Haderach's rule is in this game (the base game's Imperium cards)."""
    return KWISATZ in s.triggers.special_agent_cards


def pair_spaces(s: GameState, p: PlayerState, first: str, second: str) -> list[str]:
    """The board spaces the Agent can go to with these two cards grafted (their icons reckoned as
    grafted: Blank Slate's, Tleilaxu Infiltrator's waiver). With Kwisatz Haderach, its rule: any
    space one of the player's Agents can be sent or moved to (I82)."""
    return _pair_spaces(s, p, first, second, False)


def pair_goes(s: GameState, p: PlayerState, first: str, second: str) -> bool:
    """`pair_spaces` is not empty: the pair can send the Agent somewhere. Stops at the first such
    space (every pair of the hand is asked at every Agent-turn listing; most can go somewhere)."""
    return bool(_pair_spaces(s, p, first, second, True))


def _pair_spaces(s: GameState, p: PlayerState, first: str, second: str, first_only: bool) -> list[str]:
    """pair_spaces; `first_only`: only the first space found (board order), or none."""
    out: list[str] = []
    if KWISATZ in (first, second) and _kwisatz(s):
        for sid in s.rules.content.space_order:
            if _kwisatz_sources(s, p, sid):
                out.append(sid)
                if first_only:
                    break
        return out
    if p.agents_left <= 0:
        return out
    cards = s.rules.content.cards
    t = s.turn  # read once: the turn object stays the same while the pair is weighed
    saved = GRAFTED.get(t)
    GRAFTED.put(t, (first, second))  # what the modifiers read while the pair is weighed; restored below
    try:
        icons = set(card_icons(s, p, cards[first])) | set(card_icons(s, p, cards[second]))
        if not icons:
            return out
        access = space_access(s, p)
        closed = closed_by_rules(s, p)
        first_card = cards[first]
        for sp in board_spaces(s):
            # the space's own icon first; the icons that reach it besides (Spies) only where there are some
            if not (sp.icon in icons or (sp.id in access and any(i in icons for i in access[sp.id]))):
                continue
            if why_space_closed(s, p, sp, first_card, None, closed) is None:
                out.append(sp.id)
                if first_only:
                    break
        return out
    finally:
        GRAFTED.put(t, saved)


def _partners(s: GameState, p: PlayerState, first: str) -> list[str]:
    cards = s.rules.content.cards
    out = []
    for cid in sorted(set(p.hand)):
        if not _graftable(s, cid) or (cid == first and p.hand.count(cid) < 2):
            continue
        if (cards[first].graft or cards[cid].graft) and pair_goes(s, p, first, cid):
            out.append(cid)
    return out


def _row_partners(s: GameState, p: PlayerState, first: str) -> list[str]:
    """Usurp: "you may graft this card to a card in the Imperium Row instead of one in your hand"."""
    if first != USURP:
        return []
    specials = s.triggers.special_agent_cards
    return [cid for cid in sorted(set(s.imperium_row)) if cid not in specials and pair_goes(s, p, first, cid)]


def _turn_options(s: GameState, p: PlayerState) -> list[str]:
    if p.agents_left <= 0 and not (KWISATZ in p.hand and _kwisatz(s)):
        return []
    cards = s.rules.content.cards
    for c in p.hand:  # a loop, not any() over a generator: every Agent-turn listing asks (issue 27)
        if cards[c].graft:
            break
    else:  # no Graft card in hand: nothing to graft
        return []
    return [f"graft {cid}" for cid in sorted(set(p.hand))
            if _graftable(s, cid) and (_partners(s, p, cid) or _row_partners(s, p, cid))]


def _turn_handler(s: GameState, seat: int, a: object) -> bool:
    if not isinstance(a, GraftCard):
        return False
    GRAFTED.put(s.turn, (a.card,))
    s.pending = ("graft_second", seat, a.card)
    return True


class First(NamedTuple):
    first: str


def _second_legal(s: GameState, pend: Frame) -> list[str]:
    p = s.players[pend[1]]
    return ([f"graft {c}" for c in _partners(s, p, pend[2])]
            + [f"graft_row {c}" for c in _row_partners(s, p, pend[2])])


def _second_apply(s: GameState, pend: Frame, a: GraftCard | GraftRow) -> None:
    GRAFTED.put(s.turn, (pend[2], a.card))
    s.stack.append(("ask_graft_space", pend[1], pend[2], a.card, isinstance(a, GraftRow)))


GRAFT_SECOND = DecisionKind(
    name="graft_second", legal=_second_legal, apply=_second_apply, payload=First, forms=(FORM_CARD, FORM_ROW),
    marks={"first": "card"},
    prompt="Graft {first} to which other card of your hand?",
    explain="003 ADSCRIPCIONES: two cards (and only two), at least one with a Graft box, send one Agent together.")


def _ask_space(s: GameState, frame: Frame) -> None:
    s.pending = ("graft_space", frame[1], frame[2], frame[3], frame[4])


class Pair(NamedTuple):
    first: str
    second: str
    from_row: bool  # the second card is in the Imperium Row (Usurp)


def _space_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"graft_to {sid}" for sid in pair_spaces(s, s.players[pend[1]], pend[2], pend[3])]


def _space_apply(s: GameState, pend: Frame, a: GraftTo) -> None:
    _, seat, first, second, from_row = pend
    if KWISATZ in (first, second) and _kwisatz(s):
        # Kwisatz Haderach's rule sends the one Agent: from the supply or moved from a board space
        sources = tuple(_kwisatz_sources(s, s.players[seat], a.space))
        s.pending = ("graft_kwisatz_source", seat, first, second, a.space, sources)
        return
    start_graft_turn(s, seat, first, second, a.space, from_row)


class KwisatzPair(NamedTuple):
    first: str
    second: str
    space: str
    sources: tuple[str, ...]  # "supply" and the spaces an Agent may move from


def _kwisatz_source_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"from {src}" for src in pend[5]]


def _kwisatz_source_apply(s: GameState, pend: Frame, a: From) -> None:
    """As Kwisatz Haderach alone (modules/base/cards_imperium.py): an Agent moved from a board space is
    taken off it, then the grafted Agent turn is played with both cards (I82)."""
    _, seat, first, second, sid, _sources = pend
    if a.source != "supply":
        recall_agent(s, seat, a.source)
        if s.log is not None:
            log(s, N_("{seat} takes an Agent back from {space} (Kwisatz Haderach)"), seat=seat_ref(s, seat),
                space=("space", a.source))
    start_graft_turn(s, seat, first, second, sid)


GRAFT_KWISATZ_SOURCE = DecisionKind(
    name="graft_kwisatz_source", legal=_kwisatz_source_legal, apply=_kwisatz_source_apply, payload=KwisatzPair,
    forms=("from",), marks={"first": "card", "second": "card", "sources": "space_or_supply"},
    # Kwisatz Haderach's own words (modules/base/cards_imperium.py): the same question, grafted or not
    prompt="Kwisatz Haderach: send the Agent from your supply or move one already on the board?",
    explain="Kwisatz Haderach: one Agent from your supply, or one already on a board space, moves.")


GRAFT_SPACE = DecisionKind(
    name="graft_space", legal=_space_legal, apply=_space_apply, payload=Pair, forms=(FORM_SPACE,),
    marks={"first": "card", "second": "card"},
    prompt="Send your Agent with {first} grafted to {second}: to which board space?",
    explain="003 ADSCRIPCIONES: an Agent icon of either card sends the Agent.")


def start_graft_turn(s: GameState, seat: int, first: str, second: str, sid: str, from_row: bool = False) -> None:
    """The Agent turn of two grafted cards: the first card's Agent turn (rules/turns.py: the space's
    cost, effects and the first card's box), and the second card played too, its Agent box after the
    first's (I47). Usurp's card of the Imperium Row stays there ("no se considera «en juego»") and is
    trashed at the end of the turn (I51)."""
    p = s.players[seat]
    start_agent_turn(s, seat, first, sid)
    GRAFTED.put(s.turn, (first, second))
    if from_row:  # after the turn's windows, before it ends
        place_at(s, AGENT_TURN_END, seat, [("usurp_trash", seat, second)])
    else:
        p.hand.remove(second)
        p.in_play.append(second)
    box = s.rules.content.cards[second].agent
    # after the first card's effects, before the turn's Plot and deployment windows
    place_at(s, AGENT_EFFECTS_DONE, seat, [("eff", seat, e, f"card:{second}") for e in box])
    if s.log is not None:
        log(s, N_("{seat} grafts {card} to {other}"), seat=seat_ref(s, seat), card=("card", second),
            other=("card", first))


# ---- modifiers, conditions, card rules ------------------------------------------------------------

def _graft_icons(s: GameState, p: PlayerState, card: Card, icons: tuple[str, ...]) -> tuple[str, ...]:
    """A Graft card is never played alone: without its partner it sends no Agent."""
    if card.graft and partner(s, p.seat, card.id) is None:
        return ()
    return icons


def _ghola_live(s: GameState, p: PlayerState) -> bool:
    """_ghola_icons changes icons only while Ghola is grafted on this player's turn (Ghola's partner,
    None otherwise): the Agent-turn listing asks this once instead of calling it per card in hand
    (Triggers.on `live`; issue 27)."""
    t = s.turn
    if t.seat != p.seat or not t.held:
        return False
    g = t.held.get(GRAFTED.name)
    return g is not None and GHOLA in g


def _ghola_icons(s: GameState, p: PlayerState, card: Card, icons: tuple[str, ...]) -> tuple[str, ...]:
    """Ghola "reproduce por completo el recuadro de Agente" of its partner, and its version of a check
    for "a Bene Gesserit card in play" counts that partner (003 ACLARACIONES, Ghola): the partner's
    conditional Agent icons (`icons_when`: Long Reach's "with another Bene Gesserit card in play") are
    Ghola's too, their condition read for Ghola with the partner in play, as it is once the pair is
    played (docs/rulings.md I80; FAQ 2.7 [DES]: with Long Reach, all three icons)."""
    if card.id != GHOLA:
        return icons
    other = partner(s, p.seat, GHOLA)
    if other is None or other == GHOLA or not s.rules.content.cards[other].icons_when:
        return icons
    playing = other not in p.in_play  # weighed before the pair is played: the partner is still in hand
    if playing:
        p.in_play.append(other)  # restored below
    try:
        for cond, more in s.rules.content.cards[other].icons_when:
            if condition(s, p.seat, cond, f"card:{GHOLA}"):
                icons += tuple(i for i in more if i not in icons)
    finally:
        if playing:
            p.in_play.remove(other)
    return icons


def _infiltrator_live(s: GameState, p: PlayerState) -> bool:
    """_infiltrator_waiver waives only on the turn of the player who grafted Tleilaxu Infiltrator: the
    Agent-turn listing asks this once instead of calling it per occupied space, and with no waiver
    live closes every occupied space without asking (Triggers.on `live`; issue 27)."""
    t = s.turn
    if t.seat != p.seat or not t.held:
        return False
    g = t.held.get(GRAFTED.name)
    return g is not None and INFILTRATOR in g


def _infiltrator_waiver(s: GameState, p: PlayerState, space: Space, occupant: int) -> bool:
    """Tleilaxu Infiltrator: "this turn, other players' Agents do not block your Agent"."""
    t = s.turn  # asked for every occupied space a listing weighs: the cheap tests first, the read inline
    if t.seat != p.seat or occupant == p.seat or not t.held:
        return False
    g = t.held.get(GRAFTED.name)
    return g is not None and INFILTRATOR in g


def _grafted(s: GameState, seat: int, src: str) -> bool:
    """003 "si está adscrita": this card is one of the two grafted this turn."""
    return partner(s, seat, _src_card(src)) is not None


def _grafted_with(s: GameState, seat: int, cond: Effect, src: str) -> bool:
    other = partner(s, seat, _src_card(src))
    return other is not None and any(f in s.rules.content.cards[other].factions for f in cond[1])


def _ghola(s: GameState, seat: int, e: Effect, src: str) -> None:
    """003 ACLARACIONES, Ghola: "reproduce por completo el recuadro de Agente de la carta a la que
    está adscrita" — as Ghola's own box (so "trash this card" trashes Ghola, and "another Bene
    Gesserit card in play" may count the partner)."""
    other = partner(s, seat, _src_card(src))
    if other is not None and other != GHOLA:
        # 003 ACLARACIONES, Ghola with Power Play: "solo obtendrás 2 puntos de Influencia sobre esa
        # Facción, la misma cantidad que si hubieras jugado Maniobras de poder por sí sola" — the
        # copy's one more Influence with the space's Faction is not gained twice
        box = tuple(x for x in s.rules.content.cards[other].agent if x[0] != "space_influence")
        push_effects(s, seat, box, src)


def _solari_per_icon(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Slig Farmer: "+1 Solari for each Agent icon on the other grafted card" — the icons that card
    has now (docs/rulings.md I81): its printed ones, its conditional ones (Blank Slate grafted) and
    Dispatch an Envoy's, which the player gives to that card (003 ACLARACIONES, Enviar un emisario:
    "tú eliges cuál de esas cartas recibe los iconos de Agente"; giving them to Slig Farmer gains nothing)."""
    other = partner(s, seat, _src_card(src))
    if other is not None:
        n = e[1] * len(card_icons(s, s.players[seat], s.rules.content.cards[other]))
        if n:
            gain(s, seat, "solari", n, src)


def _can_trash_grafted(s: GameState, seat: int, c: Effect, src: str) -> bool:
    other = partner(s, seat, _src_card(src))
    return other is not None and other in s.players[seat].in_play


def _pay_trash_grafted(s: GameState, seat: int, c: Effect, src: str) -> None:
    other = partner(s, seat, _src_card(src))
    assert other is not None
    trash_card(s, s.players[seat], "play", other)
    drop_pending_box(s, seat, other)


def drop_pending_box(s: GameState, seat: int, cid: str) -> None:
    """A grafted card trashed by the other one (Dissecting Kit, Beguiling Pheromones) before its own
    Agent box resolved loses what is still waiting of that box (FAQ 2.6 [DES]: "a trashed card's
    pending effects are lost"; FAQ 2.7: with Beguiling Pheromones "you cannot take the 'trash as a
    cost' effect of the card you trash"; docs/rulings.md I83). Only that box's own effects go —
    Ghola's copy counts as Ghola's box; what the trashing card itself queued stays."""
    cards = s.rules.content.cards
    box = set(cards[cid].agent)
    if cid == GHOLA:
        other = partner(s, seat, GHOLA)
        if other is not None:
            box |= set(cards[other].agent)
    drop_waiting_effects(s, seat, f"card:{cid}", box)


def _trashed_before_its_box(s: GameState, seat: int, card: str, zone: str) -> None:
    """I83 wherever a grafted card is trashed by its partner's "trash a card" (Replacement Eyes: the
    generic trash decision, docs/rulings.md I63): trashed from play in its Agent turn while its whole
    Agent box still waits (the second card, whose box lies below the first's), it loses that box. A
    card trashing itself as its own arrow's cost keeps that arrow's reward (its box has begun)."""
    g = GRAFTED.get(s.turn)
    if zone != "play" or not g or card not in g or s.turn.seat != seat or s.turn.kind != "agent":
        return
    src = f"card:{card}"
    box = s.rules.content.cards[card].agent
    waiting = [e for e in waiting_effects(s, seat, src) if e in box]
    if box and len(waiting) >= len(box):
        drop_pending_box(s, seat, card)


def _usurp_trash(s: GameState, frame: Frame) -> None:
    """Usurp: "if you do, trash that card at the end of the turn" — out of the game from the Imperium
    Row, which refills; no "when trashed" box or trigger (003 ACLARACIONES, Usurpar: I51)."""
    cid = frame[2]
    if cid in s.imperium_row:
        take_from_row(s, cid)
        s.removed_cards = added(s.removed_cards, cid)  # shared tuples (state.SHARED_ZONES)
        if s.log is not None:
            log(s, N_("{seat} trashes {card} from the Imperium Row ({source})"), seat=seat_ref(s, frame[1]),
                card=("card", cid), source=("card", "usurp"))


def _usurp(s: GameState, seat: int, e: Effect, src: str) -> None:
    """The rule acts when the cards are grafted (`_row_partners`, `_usurp_trash`)."""


def _infiltrator(s: GameState, seat: int, e: Effect, src: str) -> None:
    """The rule acts when the Agent is placed (`_infiltrator_waiver`); nothing is left to do."""


def _chairdog(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Chairdog: "at the start of your Reveal turn, return the other grafted card from play to your
    hand" (003 ADSCRIPCIONES, Candela: "para luego revelarlo de inmediato"): noted in the player's
    `returning` zone until then."""
    other = partner(s, seat, _src_card(src))
    if other is not None:
        zone_add(s.players[seat], "returning", other)


def _returns_at_reveal(s: GameState, p: PlayerState) -> None:
    """The start of the Reveal turn: each noted card still in play goes back to the hand and is
    revealed at once with the rest — it stays in play and its Reveal box joins this Reveal
    (rules/turns.py reveal_boxes_joined, as a card drawn in the Reveal turn)."""
    cards = zone(p, "returning")
    if not cards:
        return
    for cid in cards:
        zone_remove(p, "returning", cid)
    back = [c for c in cards if c in p.in_play]
    if back:
        if s.log is not None:
            log(s, N_("{seat} returns {cards} to their hand and reveals it ({source})"), seat=seat_ref(s, p.seat),
                cards=list_ref([("card", c) for c in back]), source=("card", "chairdog"))
        reveal_boxes_joined(s, p.seat, back)


def _beguiling_pheromones(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Beguiling Pheromones: "if you sent your Agent to a Faction's board space this turn: trash one
    of the grafted cards and gain 1 more Influence with that Faction"."""
    sid = s.turn.space
    faction = s.rules.content.spaces[sid].faction if sid is not None and s.turn.seat == seat else None
    if faction is None or not GRAFTED.get(s.turn):
        return
    s.stack.append(("eff", seat, ("influence", faction, 1), src))
    s.stack.append(("ask_trash_grafted", seat))


def _ask_trash_grafted(s: GameState, frame: Frame) -> None:
    if _trash_one_legal(s, frame):
        s.pending = ("trash_one_grafted", frame[1])


def _trash_one_legal(s: GameState, pend: Frame) -> list[str]:
    p = s.players[pend[1]]
    return [f"trash play {c}" for c in sorted(set(GRAFTED.get(s.turn) or ())) if c in p.in_play]


def _trash_one_apply(s: GameState, pend: Frame, a: TrashFrom) -> None:
    trash_card(s, s.players[pend[1]], "play", a.card)
    drop_pending_box(s, pend[1], a.card)


TRASH_ONE_GRAFTED = DecisionKind(
    name="trash_one_grafted", legal=_trash_one_legal, apply=_trash_one_apply, forms=("trash_zone",),
    prompt="Beguiling Pheromones: trash one of the two grafted cards.",
    explain="003 cards, Beguiling Pheromones: trash one of the grafted cards for 1 more Influence.")


OPS = {"ask_graft_space": _ask_space, "ask_trash_grafted": _ask_trash_grafted, "usurp_trash": _usurp_trash}
EFFECTS = {"custom:ghola": _ghola, "solari_per_grafted_icon": _solari_per_icon,
           "custom:tleilaxu_infiltrator": _infiltrator, "custom:chairdog": _chairdog,
           "custom:beguiling_pheromones": _beguiling_pheromones, "custom:usurp": _usurp}
CONDITIONS = {"grafted": _grafted}
VALUE_CONDITIONS = {"grafted_with": _grafted_with}
DECISIONS = (GRAFT_SECOND, GRAFT_SPACE, GRAFT_KWISATZ_SOURCE, TRASH_ONE_GRAFTED)


def register(t: Triggers) -> None:
    t.on("turn_options", _turn_options)
    t.on("turn_handlers", _turn_handler)
    t.on("card_icons", _graft_icons)  # after the modifiers that add icons: a lone Graft card has none
    # a grafted Ghola copies its partner's conditional icons (I80)
    t.on("card_icons", _ghola_icons, live=_ghola_live)
    t.on("occupancy_waivers", _infiltrator_waiver, live=_infiltrator_live)
    t.define("cost_kinds", "trash_grafted", (_can_trash_grafted, _pay_trash_grafted))
    t.on("reveal_start", _returns_at_reveal)
    t.on("trash", _trashed_before_its_box)
