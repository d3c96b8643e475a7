"""Imperium Ceremony (seed 003 card, Agent box; its words in modules/immortality/content/rules.yaml: "look at
the top two cards of the Intrigue deck: keep one, put the other back on top"; docs/rulings.md I54).

The Intrigue deck is unordered (zones.pick draws with the RNG); the cards looked at go to
`GameState.intrigue_top` (top last), a pile known to the seats in `intrigue_top_seats` only
(rules/hidden.py class KNOWN_BY): while the player decides both are there, and the card put back
stays there, known to that player, until someone draws it (zones.draw_intrigues takes it first).
A card already known on top (an earlier Ceremony) is the first of the two; the second comes from
the unordered deck, the discard pile reshuffled first when the deck has run out (FAQ 2.1: keeping
one is a draw, I54). With a single card left in all, it is kept; with none, nothing happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log, pick

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


class Looked(NamedTuple):
    cards: tuple[str, ...]  # the two Intrigue cards looked at (the top one last)


class KeepIntrigue(NamedTuple):
    intrigue: str


def _ceremony(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    top = list(s.intrigue_top)
    deck = list(s.intrigue_deck)
    while len(top) < 2:
        if not deck:
            if not s.intrigue_discard:
                break
            deck, s.intrigue_discard = list(s.intrigue_discard), ()  # FAQ 2.1 (I54)
        top.insert(0, pick(s, deck))  # under the cards already known on top
    s.intrigue_deck = tuple(deck)
    s.intrigue_top = tuple(top)
    if not top:
        return
    s.intrigue_top_seats = (seat,)
    s.pending = ("imperium_ceremony", seat, tuple(top[-2:]))


def _legal(s: GameState, pend: Frame) -> list[str]:
    return [f"keep {c}" for c in sorted(set(pend[2]))]


def _apply(s: GameState, pend: Frame, a: KeepIntrigue) -> None:
    seat, looked = pend[1], pend[2]
    p = s.players[seat]
    top = list(s.intrigue_top)
    # the kept card leaves the known top (the later copy if both are the same card: the same card)
    i = len(top) - 1 - top[::-1].index(a.intrigue)
    del top[i]
    s.intrigue_top = tuple(top)
    if not top:
        s.intrigue_top_seats = ()
    p.intrigues = (*p.intrigues, a.intrigue)
    for fn in s.triggers.intrigues_drawn:
        fn(s, seat, 1)
    if s.log is not None:
        if len(looked) > 1:
            log(s, N_("{seat} keeps one of the top two Intrigue cards and puts the other back on top"),
                seat=seat_ref(s, seat))
        else:
            log(s, N_("{seat} keeps the last Intrigue card"), seat=seat_ref(s, seat))


KEEP_FORM = Form("keep_intrigue", ("keep", "<intrigue>"), KeepIntrigue, label=N_("Keep {intrigue}"),
                 gloss="{intrigue}", doc="imperium_ceremony (Immortality)")

IMPERIUM_CEREMONY = DecisionKind(
    name="imperium_ceremony", legal=_legal, apply=_apply, payload=Looked, forms=(KEEP_FORM,),
    prompt=N_("Imperium Ceremony: keep one of the top two Intrigue cards; the other goes back on top of the deck."),
    explain=N_("003 card Imperium Ceremony: look at the top two cards of the Intrigue deck, keep one and put "
               "the other back on top (docs/rulings.md I54)."))

EFFECTS = {"custom:imperium_ceremony": _ceremony}
DECISIONS = (IMPERIUM_CEREMONY,)
