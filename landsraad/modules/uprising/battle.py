"""Uprising's battle icons (seed 002 "Iconos de batalla" and the icon guide "Icono de batalla").

"Cuando venzas en un Conflicto y pongas esa carta en tu suministro, comprueba si tienes alguna
otra carta bocarriba con ese mismo icono de batalla (Cuchillo crys, Ratón del desierto u
Ornitóptero). Si es así, pon bocabajo ambas cartas y obtén 1 Punto de Victoria." The match is
compulsory ("debes"); a player's face-up cards are their `conflicts` and `objectives` zones, and
a card turned face down moves to the `face_down` zone. With more than one face-up card to match
the player chooses which (decision `battle_match`: docs/rulings.md U145). The wild icon is
matched during the Endgame ("Durante el Desenlace, puedes emparejar el icono de batalla comodín
con uno de los tres iconos de batalla (cualquiera de ellos) en tu suministro"): after the
Endgame Intrigues, in turn order from the First Player (decision `wild_match`; U148).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from landsraad.i18n import N_
from landsraad.rules.actions import Form, Plain
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.ruleset import VpSource
from landsraad.rules.story import battle_card_ref, seat_ref
from landsraad.rules.zones import add_vp, log, zone_add, zone_remove

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.ruleset import Ruleset
    from landsraad.rules.state import GameState, PlayerState

WILD = "wild"


def battle_cards(rules: Ruleset) -> tuple[str, ...]:
    """The game's cards with a battle icon, its Conflict cards then its Objective cards in content
    order (conflicts.yaml, objectives.yaml): the values of the `<battle_card>` slot."""
    content = rules.content
    return (tuple(k for k, c in content.conflicts.items() if c.battle_icon)
            + tuple(k for k, o in content.objectives.items() if o.battle_icon))


def battle_icon(s: GameState, card: str) -> str | None:
    """The battle icon of a Conflict or Objective card (None: a card without one)."""
    content = s.rules.content
    if card in content.conflicts:
        return content.conflicts[card].battle_icon
    if card in content.objectives:
        return content.objectives[card].battle_icon
    return None


def face_up(p: PlayerState) -> tuple[str, ...]:
    """A player's face-up Conflict and Objective cards (their supply), Conflicts first."""
    return p.zones.get("conflicts", ()) + p.zones.get("objectives", ())


def candidates(s: GameState, seat: int, card: str) -> list[str]:
    """The other face-up cards of `seat` with the battle icon of `card` (the wild icon is matched
    only in the Endgame: 002 icon guide)."""
    icon = battle_icon(s, card)
    if icon is None or icon == WILD:
        return []
    mine = list(face_up(s.players[seat]))
    if card in mine:
        mine.remove(card)  # the card itself (one copy of it)
    return sorted({c for c in mine if battle_icon(s, c) == icon})


def turn_face_down(s: GameState, seat: int, *cards: str) -> None:
    p = s.players[seat]
    content = s.rules.content
    for card in cards:
        zone_remove(p, "conflicts" if card in content.conflicts else "objectives", card)
        zone_add(p, "face_down", card)


BATTLE_VP = VpSource("battle_icons", "a pair of matching battle icons turned face down (002 Iconos de batalla)")


def match(s: GameState, seat: int, won: str, other: str) -> None:
    """Both cards face down, 1 VP (VP source `battle_icons`)."""
    turn_face_down(s, seat, won, other)
    add_vp(s, s.players[seat], "battle_icons", 1)
    if s.log is not None:
        log(s, N_("{seat} matches battle icons ({won}, {other}): +1 VP"), seat=seat_ref(s, seat),
            won=battle_card_ref(s, won), other=battle_card_ref(s, other))


def _on_conflict_kept(s: GameState, seat: int, card: str) -> None:
    found = candidates(s, seat, card)
    if len(found) == 1:
        match(s, seat, card, found[0])
    elif found:
        s.stack.append(("ask_battle_match", seat, card))


def _ask_battle_match(s: GameState, frame: Frame) -> None:
    s.pending = ("battle_match", frame[1], frame[2])


class BattleWon(NamedTuple):
    won: str  # the Conflict card just won


class MatchWith(NamedTuple):
    other: str


def _match_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"match {c}" for c in candidates(s, pend[1], pend[2])]


def _match_apply(s: GameState, pend: Frame, a: MatchWith) -> None:
    match(s, pend[1], pend[2], a.other)


BATTLE_MATCH = DecisionKind(
    name="battle_match", legal=_match_legal, apply=_match_apply, payload=BattleWon,
    marks={"won": "battle_card"},  # named in the reader's words (interfaces/prompts.py)
    forms=(Form("match", ("match", "<battle_card>"), MatchWith, label="Match with {other}",
                domains={"<battle_card>": battle_cards}, doc="battle_match (Uprising)"),),
    prompt="Battle icons: which face-up card do you turn face down with {won}?",
    explain=("002 Iconos de batalla: when you keep a won Conflict card, a face-up card of yours with the "
             "same battle icon is turned face down with it, for 1 VP."))


# ---- the wild icon, in the Endgame ----------------------------------------------------------------------

def wild_pairs(s: GameState, seat: int) -> tuple[str | None, list[str]]:
    """A face-up wild card of `seat` and the face-up cards with one of the three icons it may
    be matched with (none: nothing to match)."""
    mine = face_up(s.players[seat])
    wild = next((c for c in mine if battle_icon(s, c) == WILD), None)
    if wild is None:
        return None, []
    return wild, sorted({c for c in mine if battle_icon(s, c) not in (None, WILD)})


def _on_endgame(s: GameState) -> None:
    n = len(s.players)
    for k in reversed(range(n)):  # pushed last first: the First Player decides first
        seat = (s.first_player + k) % n
        if s.rules.seats[seat].scores:
            s.stack.append(("ask_wild_match", seat))


def _ask_wild_match(s: GameState, frame: Frame) -> None:
    wild, others = wild_pairs(s, frame[1])
    if wild is not None and others:
        s.pending = ("wild_match", frame[1])


class WildWith(NamedTuple):
    other: str


def _wild_legal(s: GameState, pend: Frame) -> list[str]:
    _, others = wild_pairs(s, pend[1])
    return [f"wild {c}" for c in others] + ["pass"]


def _wild_apply(s: GameState, pend: Frame, a: WildWith | Plain) -> None:
    if isinstance(a, WildWith):
        wild, _ = wild_pairs(s, pend[1])
        if wild is not None:
            match(s, pend[1], wild, a.other)
            s.stack.append(("ask_wild_match", pend[1]))  # a second wild card (two Conflicts)


WILD_MATCH = DecisionKind(
    name="wild_match", legal=_wild_legal, apply=_wild_apply,
    forms=(Form("wild", ("wild", "<battle_card>"), WildWith, label="Match the wild icon with {other}",
                domains={"<battle_card>": battle_cards}, doc="wild_match (Uprising)"), "pass"),
    prompt="Endgame: you may match your wild battle icon with a face-up card of yours (1 VP).",
    explain=("002 icon guide: during the Endgame you may match the wild battle icon with any of the three "
             "battle icons in your supply: both cards face down, 1 VP."))


def register(t: Triggers) -> None:
    t.on("conflict_kept", _on_conflict_kept)
    t.on("endgame", _on_endgame)


OPS = {"ask_battle_match": _ask_battle_match, "ask_wild_match": _ask_wild_match}
DECISIONS = (BATTLE_MATCH, WILD_MATCH)
