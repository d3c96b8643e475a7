"""Card and leader rules more than one product prints, moved out of the core (issue 27): the base
game's cards and leaders use them, and so do Uprising's and Immortality's cards (measured in
tests/test_base_module.py). Each product's `Module` lists the ones its components name
(`SHARED.only(...)`), so a game has them exactly when one of its products prints them; two
products in one game add the same objects once.

- `{each_opponent: [...]}` (004 Clarificações, Teste de Humanidade; Uprising's Covert Operation);
- `{persuasion_per_in_play: {faction, amount}}` (Liet Kynes; Uprising's Stilgar, The Devoted);
- `{space_influence: n}` (Power Play; Uprising's Overthrow, Subversive Advisor ...);
- `{retreat: n}` and its decision `retreat` (004 Recuar: Scout, Chani, Master Tactician;
  Uprising's Tactical Option);
- conditions `high_council` (Councilor's Dispensation; Uprising's Paracompass, Councilor's
  Ambition; Immortality's Tleilaxu Puppet), `has_alliance` (Rabban's Brutality; Lady Amber
  Metulli), `another_bene_gesserit_card` (Missionaria Protectiva ...; Immortality's Lisan al Gaib);
- `{custom: manipulate}` and its decision (Helena Richese's Signet ability; Uprising's Intrigue
  Manipulate, which FAQ 2.6 rules as Helena's: FAQ 2.4), with the set-aside acquisition
  (`set_aside_options`, `set_aside_acquire`, `set_aside_leaves`) the leader's rules subscribe.

Citations: 004 = Portuguese base rules (seed 004), FAQ = shared/FAQ.md.
"""

from __future__ import annotations

from typing import NamedTuple

from landsraad.i18n import N_
from landsraad.rules import turns as _turns
from landsraad.rules.actions import Acquire, Retreat
from landsraad.rules.actions import Manipulate as ManipulateAction
from landsraad.rules.effects import Effect, push_effects
from landsraad.rules.influence import change_influence
from landsraad.rules.registry import Frame, Handlers
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.story import amount_ref, list_ref, seat_ref
from landsraad.rules.zones import acquire, added, gain, log, pay, retreat, set_leader_state, take_from_row

SHARED = Handlers()
effect, condition_fn, decision = SHARED.effect, SHARED.condition, SHARED.decision


# ---- opponents ---------------------------------------------------------------------------

@effect("each_opponent")
def _each_opponent(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Each opponent resolves the effects (and makes its own choices), starting with the player
    on your left and going clockwise (004 Clarificações, Teste de Humanidade; FAQ 2.4 Reverend
    Mother Mohiam). The player on your left is the next one in turn order."""
    n = len(s.players)
    for k in reversed(range(1, n)):
        push_effects(s, (seat + k) % n, e[1], src)


# ---- cards in play -----------------------------------------------------------------------

def faction_cards(s: GameState, pile: list[str], faction: str) -> list[str]:
    cards = s.rules.content.cards
    return [c for c in pile if faction in cards[c].factions]


def another_in_play(s: GameState, seat: int, src: str, faction: str) -> bool:
    """Another card of the faction in play, the source card itself not counted (as 004 Laço
    Fremen; Missionaria Protectiva, Gene Manipulation, Reverend Mother Mohiam)."""
    me = src.split(":", 1)[1] if src.startswith("card:") else ""
    found = faction_cards(s, s.players[seat].in_play, faction)
    if me in found:
        found.remove(me)
    return bool(found)


@condition_fn("another_bene_gesserit_card",
              text="if you have another Bene Gesserit card in play")
def _another_bg(s: GameState, seat: int, src: str) -> bool:
    return another_in_play(s, seat, src, "bene_gesserit")


@effect("persuasion_per_in_play")
def _persuasion_per(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Liet Kynes: 2 persuasion per Fremen card in play, itself included; cards played in this
    round's Agent turns and the current Reveal count (FAQ 2.4)."""
    _, faction, amount = e
    gain(s, seat, "persuasion", amount * len(faction_cards(s, s.players[seat].in_play, faction)), src)


# ---- the board space of this Agent turn --------------------------------------------------

@effect("space_influence")
def _space_influence(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Power Play: Influence with the Faction of the board space this Agent was sent to, in
    addition to the space's own +1."""
    sid = s.turn.space
    if sid is None:
        return
    faction = s.rules.content.spaces[sid].faction
    if faction is not None:
        change_influence(s, seat, faction, e[1])


# ---- retreat ------------------------------------------------------------------------------

@effect("retreat")
def _retreat(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 Recuar: "retreat up to N" moves 0..N of your troops from the Conflict to the garrison
    (any number may be zero, FAQ 2.1)."""
    mx = min(e[1], s.players[seat].troops_in_conflict)
    if mx > 0:
        s.pending = ("retreat", seat, mx)


def _retreat_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"retreat {k}" for k in range(pend[2] + 1)]


class RetreatUpTo(NamedTuple):
    most: int


@decision("retreat", _retreat_legal, payload=RetreatUpTo, forms=("retreat",),
          prompt="Retreat up to {most} troop(s) from the Conflict.",
          explain="004 Recuar: move 0 to N of your troops from the Conflict to your garrison (FAQ 2.1).")
def _retreat_apply(s: GameState, pend: Frame, a: Retreat) -> None:
    p = s.players[pend[1]]
    k = retreat(s, p.seat, a.troops)
    if k:
        log(s, N_("{seat} retreats {amount} to the garrison"), seat=seat_ref(s, p.seat), amount=amount_ref("recruit", k))


# ---- the High Council, Alliances ----------------------------------------------------------

@condition_fn("high_council",
              text="if you have a seat on the High Council")
def _high_council(s: GameState, seat: int, src: str) -> bool:
    """Councilor's Dispensation: if you have a seat on the High Council."""
    return s.players[seat].high_council


@condition_fn("has_alliance", text="if you have at least one Alliance")
def _has_alliance(s: GameState, seat: int, src: str) -> bool:
    """Brutality: "if you have at least one Alliance" (any Faction)."""
    return seat in s.alliance


# ---- Manipulate (Helena Richese; Uprising's Intrigue of that name) -------------------------

@effect("custom:manipulate",
        text=("take a card from the Imperium Row and set it aside (the Row refills); only you may acquire "
              "it, for 1 Persuasion less; after your next Reveal turn it leaves the game"))
def _manipulate(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Manipulate: take a card out of the Imperium Row and set it aside; the Row refills."""
    if s.imperium_row:
        s.pending = ("manipulate", seat)


def _manipulate_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"manipulate {c}" for c in sorted(set(s.imperium_row))]


@decision("manipulate", _manipulate_legal, forms=("manipulate",),
          prompt="Manipulate: set aside a card from the Imperium Row (you may acquire it later).",
          explain="Helena Richese, Manipulate: only she may acquire the card, for 1 Persuasion less (FAQ 2.4).")
def _manipulate_apply(s: GameState, pend: Frame, a: ManipulateAction) -> None:
    p = s.players[pend[1]]
    cid = a.card
    set_leader_state(p, "manipulated", added(p.leader_state.get("manipulated", ()), cid))
    take_from_row(s, cid)
    log(s, N_("{seat} sets {card} aside (Manipulate)"), seat=seat_ref(s, p.seat), card=("card", cid))


def _set_aside_cost(s: GameState, p: PlayerState, cid: str) -> int:
    """1 persuasion less than its cost (after any other modifier), never below 0."""
    return max(0, _turns.acquire_cost(s, p, s.rules.content.cards[cid]) - 1)


def set_aside_options(s: GameState, p: PlayerState) -> list[str]:
    """Only its owner can acquire a set-aside card (FAQ 2.4): it is not in the Row."""
    return [f"acquire set_aside {c}" for c in sorted(set(p.leader_state.get("manipulated", ())))
            if _set_aside_cost(s, p, c) <= p.persuasion]


def set_aside_acquire(s: GameState, seat: int, a: object) -> bool:
    if not isinstance(a, Acquire) or not a.set_aside:  # another module's action (Family Atomics)
        return False
    p = s.players[seat]
    cid = a.card
    cost = _set_aside_cost(s, p, cid)
    pay(s, seat, "persuasion", cost, f"card:{cid}")
    card = s.rules.content.cards[cid]
    log(s, N_("{seat} acquires {card} for {cost} Persuasion (set aside by Manipulate)"), seat=seat_ref(s, seat),
        card=("card", card.id), cost=cost)
    acquire(s, seat, cid, "set_aside")
    return True


def set_aside_leaves(s: GameState, p: PlayerState) -> None:
    """FAQ 2.4 (FAQ22 p.1): not acquired by the end of her next Reveal turn, it leaves the game."""
    cards = p.leader_state.get("manipulated", ())
    if cards:
        log(s, N_("{cards} leave(s) the game (Manipulate)"), cards=list_ref([("card", c) for c in cards]))
        s.removed_cards = added(s.removed_cards, *cards)  # shared tuples (state.SHARED_ZONES)
        set_leader_state(p, "manipulated", ())
