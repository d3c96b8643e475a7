"""Effects, costs and conditions of the Immortality cards (seed 003 cards; the vocabulary of
modules/immortality/vocab.py; docs/content.md "Immortality").

- `combat_space` (003 NUEVOS ICONOS, Combate): "En este turno puedes desplegar tropas en el
  Conflicto como si hubieras enviado a tu Agente a una casilla del tablero de Combate" — the turn's
  deploy window opens as at a Combat space (`Turn.combat_space`).
- `recall_sent_agent` (Twisted Mentat): you may recall the Agent you sent this turn (decision
  `recall_sent`: `recall_sent` / `decline`); it can be sent again this round.
- `("acquire_imperium", max_cost, markers)` (Tleilaxu Master): you may acquire a card of the Imperium
  Row or the Reserve costing max_cost or less, without paying, to your hand once you have that many
  genetic markers, else to your discard pile (decision `acquire_imperium`: `acquire <card>` / `pass`;
  docs/rulings.md I62).
- `acquire_tleilaxu` (Harvest Cells): you may acquire a card of the Tleilaxu Row paying its
  specimens (decision `acquire_tleilaxu`; docs/rulings.md I45).
- costs `("lose_troops", n, from)` (Gruesome Sacrifice, Tleilaxu Surgeon: I24) and
  `("lose_influence_of_one", faction, n)` (For Humanity).
- conditions `{has_at_least: {resource: n}}` and `most_troops_in_conflict`.
- the card field `icons_when` (Blank Slate, Long Reach, Show of Strength): the Agent icons a card
  has while its condition holds (a `card_icons` modifier; docs/rulings.md I25).
- shared with the Uprising cards (docs/rulings.md I36), the same handlers (modules/shared/words.py): `return_to_hand`,
  `deploy_or_retreat`, the condition `gained_this_turn` and the costs `retreat` and `trash_intrigue`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.content import Card, Intrigue
from landsraad.i18n import N_
from landsraad.modules.immortality.data import imm, markers
from landsraad.modules.immortality.graft import partner
from landsraad.modules.immortality.tleilaxu_row import _acquire as acquire_from_row
from landsraad.modules.immortality.tleilaxu_row import _options as row_options
from landsraad.modules.immortality.turn import COMBAT_INTRIGUES
from landsraad.modules.shared import words
from landsraad.modules.shared.words import GAINED, GRAFTED, move_acquired_to_hand
from landsraad.rules.actions import Acquire, Form, PickFaction, Plain, PlayIntrigue
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.effects import can_pay, condition, push_effects, waiting_effects
from landsraad.rules.influence import change_influence
from landsraad.rules.registry import Frame
from landsraad.rules.story import seat_ref
from landsraad.rules.turns import play_intrigue, playable_intrigues
from landsraad.rules.zones import acquire, log, lose_troops, recall_agent

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

Effect = tuple[Any, ...]


# ---- effects --------------------------------------------------------------------------------------

def _combat_space(s: GameState, seat: int, e: Effect, src: str) -> None:
    if s.turn.seat == seat and s.turn.kind == "agent":
        s.turn.combat_space = True


def _recall_sent_agent(s: GameState, seat: int, e: Effect, src: str) -> None:
    sid = s.turn.space
    if s.turn.seat == seat and sid is not None and seat in s.agents.get(sid, ()):
        s.pending = ("recall_sent", seat)


class RecallSent(NamedTuple):
    pass


def _recall_legal(s: GameState, pend: Frame) -> list[str]:
    return ["recall_sent", "decline"]


def _recall_apply(s: GameState, pend: Frame, a: RecallSent | Plain) -> None:
    if isinstance(a, Plain):
        return
    seat, sid = pend[1], s.turn.space
    assert sid is not None
    recall_agent(s, seat, sid)
    if s.log is not None:
        log(s, N_("{seat} recalls the Agent sent this turn"), seat=seat_ref(s, seat))


RECALL_SENT = DecisionKind(
    name="recall_sent", legal=_recall_legal, apply=_recall_apply,
    forms=(Form("recall_sent", ("recall_sent",), RecallSent, label="Recall the Agent you sent this turn",
                doc="recall_sent (Immortality)"), "decline"),
    prompt="You may recall the Agent you sent this turn (Twisted Mentat).",
    explain="003 cards, Twisted Mentat: the Agent returns to you and can be sent again this round.")


def _up_to(s: GameState, seat: int, most: int) -> list[str]:
    """The cards a free "acquire a card that costs N or less" reaches: the Imperium Row and the
    Reserve piles that are acquired with Persuasion (004: "qualquer uma das cinco cartas na Linha
    Imperial, ou Elo com Arrakis ou A Especiaria Deve Fluir da Reserva"; not Foldspace, cost -1), and
    the player's own cards set aside by Helena's Manipulate (FAQ 2.4: "you may by other means"),
    printed cost 0..N; never a Tleilaxu card (003 CARTAS TLEILAXU: they cost no Persuasion)."""
    cards = s.rules.content.cards
    row = {c for c in s.imperium_row if cards[c].cost <= most}
    reserve = {c for c, n in s.reserve.items() if n > 0 and 0 <= cards[c].cost <= most}
    aside = {c for c in s.players[seat].leader_state.get("manipulated", ()) if cards[c].cost <= most}
    return sorted(row | reserve | aside)


def _acquire_imperium(s: GameState, seat: int, e: Effect, src: str) -> None:
    _, most, need = e
    to = "hand" if need and markers(s, seat) >= need else "discard"
    if _up_to(s, seat, most):
        s.pending = ("acquire_imperium", seat, most, to)


class UpTo(NamedTuple):
    most: int
    to: str  # "discard" or "hand"


def _up_to_legal(s: GameState, pend: Frame) -> list[str]:
    return [*(f"acquire {c}" for c in _up_to(s, pend[1], pend[2])), "pass"]


def _up_to_apply(s: GameState, pend: Frame, a: Acquire | Plain) -> None:
    if isinstance(a, Plain):
        return
    seat, to = pend[1], pend[3]
    aside = s.players[seat].leader_state.get("manipulated", ())
    frm = "row" if a.card in s.imperium_row else "set_aside" if a.card in aside else "reserve"
    acquire(s, seat, a.card, frm)
    if to == "hand":
        move_acquired_to_hand(s, seat, a.card)


ACQUIRE_IMPERIUM = DecisionKind(
    name="acquire_imperium", legal=_up_to_legal, apply=_up_to_apply, payload=UpTo, forms=("acquire", "pass"),
    marks={"to": "zone"},  # "hand" / "discard": the reader's words for the zone (actions.ZONE_WORDS)
    prompt="You may acquire a card of the Imperium Row or the Reserve costing {most} or less (to your {to}).",
    explain=("003 cards, Tleilaxu Master: with the first genetic marker, a card costing 6 or less without "
             "paying for it; with the second, into your hand (docs/rulings.md I62)."))


def _acquire_tleilaxu(s: GameState, seat: int, e: Effect, src: str) -> None:
    if row_options(s, s.players[seat]):
        s.pending = ("acquire_tleilaxu", seat)


def _tleilaxu_legal(s: GameState, pend: Frame) -> list[str]:
    return [*row_options(s, s.players[pend[1]]), "pass"]


def _tleilaxu_apply(s: GameState, pend: Frame, a: Acquire | Plain) -> None:
    if isinstance(a, Acquire):
        acquire_from_row(s, pend[1], a)


ACQUIRE_TLEILAXU = DecisionKind(
    name="acquire_tleilaxu", legal=_tleilaxu_legal, apply=_tleilaxu_apply,
    forms=("acquire", "acquire_top", "pass"),
    prompt="You may acquire a card of the Tleilaxu Row, paying its cost in specimens.",
    explain="003 cards, Harvest Cells: a Tleilaxu card for its specimens (docs/rulings.md I45).")


# ---- costs ----------------------------------------------------------------------------------------

def _troops_at(p: PlayerState, frm: str) -> int:
    return {"conflict": p.troops_in_conflict, "garrison": p.garrison}.get(frm, p.troops_in_conflict + p.garrison)


def _can_lose_troops(s: GameState, seat: int, c: Effect, src: str) -> bool:
    return _troops_at(s.players[seat], c[2]) >= c[1]


def _pay_lose_troops(s: GameState, seat: int, c: Effect, src: str) -> None:
    _, n, frm = c
    p = s.players[seat]
    if frm != "either":
        lose_troops(s, seat, n, frm)
    elif p.troops_in_conflict == 0 or p.garrison == 0:
        lose_troops(s, seat, n, "conflict" if p.troops_in_conflict else "garrison")
    else:
        s.stack.append(("ask_lose_troops", seat, n))


def _ask_lose_troops(s: GameState, frame: Frame) -> None:
    s.pending = ("lose_troops_split", frame[1], frame[2])


class LoseCount(NamedTuple):
    troops_lost: int


class FromConflict(NamedTuple):
    troops: int  # how many from the Conflict; the rest from the garrison


def _split_range(s: GameState, seat: int, n: int) -> range:
    p = s.players[seat]
    return range(max(0, n - p.garrison), min(n, p.troops_in_conflict) + 1)


def _split_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"lose_from_conflict {k}" for k in _split_range(s, pend[1], pend[2])]


def _split_apply(s: GameState, pend: Frame, a: FromConflict) -> None:
    seat, n = pend[1], pend[2]
    if a.troops:
        lose_troops(s, seat, a.troops, "conflict")
    if n - a.troops:
        lose_troops(s, seat, n - a.troops, "garrison")


LOSE_TROOPS_SPLIT = DecisionKind(
    name="lose_troops_split", legal=_split_legal, apply=_split_apply, payload=LoseCount,
    forms=(Form("lose_from_conflict", ("lose_from_conflict", "<troops>"), FromConflict,
                label="Lose {troops} from the Conflict, the rest from your garrison", doc="lose_troops_split (Immortality)"),),
    prompt="Pay the cost: lose {troops_lost} troops, from the Conflict and your garrison as you choose.",
    explain="003 cards (Tleilaxu Surgeon): lose that many of your troops, from either place (docs/rulings.md I24).")


def _can_lose_influence(s: GameState, seat: int, c: Effect, src: str) -> bool:
    return bool(_influence_choices(s, seat, c[1], c[2]))


def _influence_choices(s: GameState, seat: int, faction: str, n: int) -> list[str]:
    p = s.players[seat]
    return [f for i, f in enumerate(s.rules.factions) if (faction in ("any", f)) and p.influence[i] >= n]


def _pay_lose_influence(s: GameState, seat: int, c: Effect, src: str) -> None:
    s.stack.append(("ask_lose_influence", seat, c[1], c[2]))


def _ask_lose_influence(s: GameState, frame: Frame) -> None:
    _, seat, faction, n = frame
    choices = _influence_choices(s, seat, faction, n)
    if len(choices) == 1:
        change_influence(s, seat, choices[0], -n)
    elif choices:
        s.pending = ("lose_influence_of_one", seat, faction, n)


class InfluenceLoss(NamedTuple):
    faction: str
    amount: int


def _loss_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"faction {f}" for f in _influence_choices(s, pend[1], pend[2], pend[3])]


def _loss_apply(s: GameState, pend: Frame, a: PickFaction) -> None:
    change_influence(s, pend[1], a.faction, -pend[3])


LOSE_INFLUENCE_OF_ONE = DecisionKind(
    name="lose_influence_of_one", legal=_loss_legal, apply=_loss_apply, payload=InfluenceLoss,
    forms=("faction",),
    prompt="Pay the cost: lose {amount} Influence with one Faction.",
    explain="003 cards (For Humanity): lose that much Influence with one Faction where you have it.")


# ---- conditions and icons ---------------------------------------------------------------------------

def _has_at_least(s: GameState, seat: int, cond: Effect, src: str) -> bool:
    return int(getattr(s.players[seat], cond[1])) >= cond[2]


def _most_troops(s: GameState, seat: int, src: str) -> bool:
    """"if you have more troops in the Conflict than each opponent" (Show of Strength)."""
    mine = s.players[seat].troops_in_conflict
    return mine > 0 and all(mine > p.troops_in_conflict for p in s.players if p.seat != seat)


def _icons_when(s: GameState, p: PlayerState, card: Card, icons: tuple[str, ...]) -> tuple[str, ...]:
    """I25: a card's `icons_when` icons while the condition holds for its owner. A card weighed in a
    graft sees its partner in play (I61: the two cards are played together, 003 ADSCRIPCIONES; 003
    ACLARACIONES, Ghola: a grafted Bene Gesserit card counts as in play) — Long Reach grafted to a
    Bene Gesserit card has its icons; the partner is lent to `in_play` while the conditions are read.
    (Ghola's copy of its partner's conditional icons: graft.py `_ghola_icons`, I80.)"""
    if not card.icons_when:
        return icons
    other = partner(s, p.seat, card.id)
    lent = other if other is not None and other in p.hand and other not in p.in_play else None
    if lent is not None:
        p.in_play.append(lent)
    try:
        for cond, more in card.icons_when:
            if condition(s, p.seat, cond, f"card:{card.id}"):
                icons += tuple(i for i in more if i not in icons)
    finally:
        if lent is not None:
            p.in_play.pop()
    return icons


def _has_icons_when(s: GameState) -> bool:
    return any(c.icons_when for c in s.rules.content.cards.values())




# ---- an Alliance that comes later in the Agent turn (Stillsuit Manufacturer) -------------------------

def _alliance_later(s: GameState, seat: int, faction: str, old: int, new: int) -> None:
    """FAQ 2.6 [DES]: "a mandatory conditional effect cannot be dodged on purpose: if [its] condition
    becomes true later in the turn, you must still do it" (U402's rule, for the condition `alliance`;
    docs/rulings.md I64). Stillsuit Manufacturer's "if you have the Fremen Alliance: return this card
    to your hand" resolved while the player had no Alliance (the card still in play, its `if` no longer
    waiting); the Alliance comes later in the same Agent turn (a Plot Intrigue's Influence, the space's
    Influence resolved after the card): its effects resolve now. Only the turn's own cards' Agent boxes."""
    t = s.turn
    if t.seat != seat or t.kind != "agent" or new <= old or s.alliance[s.rules.faction_index[faction]] != seat:
        return
    p = s.players[seat]
    cond = ("alliance", faction)
    played = GRAFTED.get(t) or ((t.card,) if t.card is not None else ())
    for cid in sorted(set(played)):
        if cid not in p.in_play:
            continue
        src = f"card:{cid}"
        for e in s.rules.content.cards[cid].agent:
            if e[0] == "if" and e[1] == cond and e not in waiting_effects(s, None, src):
                push_effects(s, seat, e[2], src)


# ---- spice that comes later in the Agent turn (Guild Impersonator) -----------------------------------

SPICE_GAINED = ("gained_this_turn", "spice")


def _spice_later(s: GameState, seat: int, resource: str, n: int, src: str) -> None:
    """FAQ 2.6 [DES] (U402's rule, for `{gained_this_turn: spice}`; docs/rulings.md I87): Guild
    Impersonator's "if you gained spice this turn: +1 Influence with the Spacing Guild" resolved before any
    spice of the turn (grafted first, the spice from its partner's box or a Plot Intrigue after it); the
    first spice of the Agent turn resolves its effects now. Runs before the turn notes the gain (the
    first subscriber: `register`), so "the first spice" is the condition having been false."""
    if resource != "spice" or n <= 0:
        return
    t = s.turn
    if t.seat != seat or t.kind != "agent" or "spice" in (GAINED.get(t) or ()):
        return
    p = s.players[seat]
    played = GRAFTED.get(t) or ((t.card,) if t.card is not None else ())
    for cid in sorted(set(played)):
        if cid not in p.in_play:
            continue
        card_src = f"card:{cid}"
        for e in s.rules.content.cards[cid].agent:
            if e[0] == "if" and e[1] == SPICE_GAINED and e not in waiting_effects(s, None, card_src):
                push_effects(s, seat, e[2], card_src)


# ---- Counterattack: "if an opponent played a Combat Intrigue card in this Conflict" ----------------

def _on_intrigue_played(s: GameState, seat: int, iid: str, window: str | None) -> None:
    """Noted in the turn context of the combat (reset once the Conflict is resolved)."""
    if window == "combat" and s.phase == "combat":
        COMBAT_INTRIGUES.append(s.turn, seat)


def _opponent_played_combat(s: GameState, seat: int, src: str) -> bool:
    return any(x != seat for x in COMBAT_INTRIGUES.get(s.turn) or ())


# ---- an Immortality Intrigue box that would do nothing is not offered (docs/rulings.md I70) ----------

def _does_something(s: GameState, seat: int, effects: tuple[Effect, ...], src: str) -> bool:
    """Whether resolving these effects now would change anything: an "if" whose condition holds
    (and whose effects would), an arrow that can be paid (I29: an Intrigue's arrow is never declined,
    so one that cannot be paid is not offered), deploying from a garrison that holds a troop (as
    Rapid Mobilization, RI-4); every other effect does something."""
    p = s.players[seat]
    for e in effects:
        kind = e[0]
        if kind == "if":
            if condition(s, seat, e[1], src) and _does_something(s, seat, e[2], src):
                return True
        elif kind == "may":
            if can_pay(s, p, e[1], src):
                return True
        elif kind == "deploy_from_garrison":
            if p.garrison:
                return True
        else:
            return True
    return False


def _intrigue_playable(s: GameState, p: PlayerState, ig: Intrigue, kinds: tuple[str, ...]) -> bool:
    """003's Intrigue cards only (the base and Uprising cards keep their own rulings): some box of
    the window must do something (Counterattack's Plot needs a garrisoned troop and its Combat box
    an opponent's Combat Intrigue; Gruesome Sacrifice and Economic Positioning's Combat box their
    arrow's troops; the conditional boxes their conditions)."""
    if ig.id not in imm(s).intrigues:
        return True
    src = f"intrigue:{ig.id}"
    return any(_does_something(s, p.seat, ig.effects_for(k), src) for k in ig.kinds() if k in kinds)


# ---- Harvest Cells's window (docs/rulings.md I27, I49) ----------------------------------------------

LOST_THREE = ("custom", "lose_three_troops_at_conflict_end")


def _harvest_holders(s: GameState, seat: int) -> bool:
    intrigues = s.rules.content.intrigues
    return any(intrigues[i].condition == LOST_THREE for i in s.players[seat].intrigues)


def _on_units_returned(s: GameState, seat: int, units: dict[str, int]) -> None:
    """The end of the Conflict: a player whose troops leaving it are three or more, and who holds
    an Intrigue card played "when you lose at least three troops at the end of a Conflict", is
    asked at once (before Phase 4), in seat order."""
    if units.get("troop", 0) < 3 or seat in s.automa or not _harvest_holders(s, seat):
        return
    if s.pending is None:
        s.pending = ("harvest_window", seat, ())
    elif s.pending[0] == "harvest_window":
        s.pending = (*s.pending[:2], (*s.pending[2], seat))


def _lost_three(s: GameState, seat: int, src: str) -> bool:
    """The window above is this seat's: the condition holds there only (never in the ordinary
    Combat Intrigue rounds, before the Conflict is resolved)."""
    pend = s.pending
    return pend is not None and pend[0] == "harvest_window" and pend[1] == seat


class Waiting(NamedTuple):
    later: tuple[int, ...]  # the seats asked after this one


def _harvest_legal(s: GameState, pend: Frame) -> list[str]:
    intrigues = s.rules.content.intrigues
    plays = [a for a in playable_intrigues(s, s.players[pend[1]], ("combat",))
             if intrigues[a.split()[1]].condition == LOST_THREE]
    return [*plays, "pass"]


def _harvest_apply(s: GameState, pend: Frame, a: PlayIntrigue | Plain) -> None:
    later = pend[2]
    if later:
        s.stack.append(("ask_harvest_window", later[0], later[1:]))
    if isinstance(a, PlayIntrigue):
        play_intrigue(s, pend[1], a.intrigue, "combat")


def _ask_harvest(s: GameState, frame: Frame) -> None:
    s.pending = ("harvest_window", frame[1], frame[2])


HARVEST_WINDOW = DecisionKind(
    name="harvest_window", legal=_harvest_legal, apply=_harvest_apply, payload=Waiting, forms=("play", "pass"),
    prompt="Three or more of your troops left the Conflict: you may play Harvest Cells.",
    explain=("003 Intrigue, Harvest Cells: played when you lose at least three troops at the end of a "
             "Conflict (docs/rulings.md I27, I49)."))


EFFECTS = {"combat_space": _combat_space, "recall_sent_agent": _recall_sent_agent,
           "acquire_imperium": _acquire_imperium, "acquire_tleilaxu": _acquire_tleilaxu,
           "return_to_hand": words.return_to_hand, "deploy_or_retreat": words.deploy_or_retreat}
OPS = {"ask_harvest_window": _ask_harvest, "ask_lose_troops": _ask_lose_troops, "ask_lose_influence": _ask_lose_influence,
       "ask_retreat_cost": words.ask_retreat_cost, "ask_trash_intrigue": words.ask_trash_intrigue}
DECISIONS = (RECALL_SENT, ACQUIRE_TLEILAXU, LOSE_TROOPS_SPLIT, LOSE_INFLUENCE_OF_ONE, ACQUIRE_IMPERIUM,
             words.DEPLOY_OR_RETREAT, words.RETREAT_COST, words.TRASH_INTRIGUE, HARVEST_WINDOW)
CONDITIONS = {"most_troops_in_conflict": _most_troops, "lose_three_troops_at_conflict_end": _lost_three,
              "opponent_played_combat_intrigue": _opponent_played_combat}
VALUE_CONDITIONS = {"has_at_least": _has_at_least, "gained_this_turn": words.gained_this_turn}


def register(t: Triggers) -> None:
    t.on("units_returned", _on_units_returned)
    t.on("intrigue_played", _on_intrigue_played)
    t.on("influence", _alliance_later)
    t.on("intrigue_playable", _intrigue_playable)
    t.define("cost_kinds", "lose_troops", (_can_lose_troops, _pay_lose_troops))
    t.define("cost_kinds", "lose_influence_of_one", (_can_lose_influence, _pay_lose_influence))
    t.define("cost_kinds", "retreat", (words.can_retreat, words.pay_retreat))
    # 003 icon "Desecha una carta de Intriga de tu elección de tu mano" (research space c7r3): the shared
    # cost, out of the game to the public `trashed_intrigues` zone (docs/rulings.md U207, I36)
    t.define("cost_kinds", "trash_intrigue", (words.has_intrigue, words.pay_trash_intrigue))
    t.on("gain", words.on_gain)  # notes the resources gained this turn (gained_this_turn)
    # before that note (Uprising's module may have subscribed it first): the turn's first spice (I87)
    t.on("gain", _spice_later, order=-1)
    t.on("card_icons", _icons_when, _has_icons_when)
