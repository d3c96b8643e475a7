"""Influence tracks, the 2-Influence VP, the 4-Influence bonus and Alliances.

004 "Facções" and 002 Facciones: reaching 2 gives 1 VP (lost below 2; the tracks' `two_bonus`); reaching 4 gives the space's bonus (kept,
earned again after dropping and climbing back); the first to reach 4 takes the Alliance (+1 VP),
which passes to an opponent who goes *higher* (never on a tie, FAQ 2.3 / UPR p.7).
FAQ 2.3 (FAQ22 p.1) for the holder losing Influence: it passes to whoever is now strictly above
(several tied: the holder chooses), or returns to the board if the holder drops below 4.
"""

from __future__ import annotations

from landsraad.core.constants import MAX_INFLUENCE
from landsraad.i18n import N_
from landsraad.rules.state import GameState
from landsraad.rules.story import faction_ref, seat_ref, word_ref
from landsraad.rules.zones import log, replaced, set_vp


def influence_of(s: GameState, seat: int, faction: str) -> int:
    """A seat's Influence with a Faction as requirements and conditions read it: its cube on the
    track (004 Facções), or what the game's modules say it is (`Ruleset.influence`: six players'
    Commanders and doubled icons, seed 002 INFLUENCIA COMPARTIDA). The one read path for both."""
    reader = s.rules.influence
    if reader is not None:
        return reader(s, seat, faction)
    return s.players[seat].influence[s.rules.faction_index[faction]]


def alliance_of(s: GameState, seat: int, faction: str) -> bool:
    """Whether a seat holds the Alliance of a Faction (a condition `{alliance: faction}`): the
    Faction's Alliance token (004 Alianzas), or what the game's modules say (`Ruleset.alliance`: six
    players' doubled icons and personal boards, seed 002)."""
    reader = s.rules.alliance
    if reader is not None:
        return reader(s, seat, faction)
    return s.alliance[s.rules.faction_index[faction]] == seat


def change_influence(s: GameState, seat: int, faction: str, delta: int, src: str = "") -> None:
    """Move a cube; pushes frames for the 4-bonus and for an Alliance hand-over choice. The
    tracks and their 4-Influence bonuses are the ruleset's (modules/base/content/factions.yaml).
    Event `influence` (rules/events.py), the one path for every Influence change. A module may play
    a change itself (`Ruleset.influence_changes`: six players' personal tracks, seed 002), told
    the change's source when known (a board space's own Influence: `space:<id>`)."""
    for played in s.rules.influence_changes:
        if played(s, seat, faction, delta, src):
            return
    f = s.rules.faction_index[faction]
    p = s.players[seat]
    old = p.influence[f]
    new = max(0, min(MAX_INFLUENCE, old + delta))
    if new == old:
        return
    p.influence = replaced(p.influence, f, new)  # a shared tuple (state.SHARED_ZONES)
    if s.log is not None:
        log(s, N_("{seat} Influence with the {faction}: {old} -> {new}"), seat=seat_ref(s, seat),
            faction=faction_ref(faction), old=old, new=new)
    if (old < 2) != (new < 2) and scores(s, seat):
        set_vp(s, p, f"influence:{faction}", s.rules.two_bonus_vp[faction] if new >= 2 else 0)
    holder = s.alliance[f]
    if new > old:
        if new >= 4 and (holder == -1 or (holder != seat and new > s.players[holder].influence[f])):
            give_alliance(s, f, seat)
        if old < 4 <= new and seat not in s.automa:  # automa never take the bonus (FAQ 2.5)
            s.stack.append(("eff", seat, s.rules.four_bonus[faction], f"bonus:{faction}"))
    elif holder == seat:
        best = max((q.influence[f] for q in s.players if q.seat != seat), default=0)
        if best >= 4 and best > new:
            cands = tuple(q.seat for q in s.players if q.seat != seat and q.influence[f] == best)
            if len(cands) == 1:
                give_alliance(s, f, cands[0])
            else:
                s.stack.append(("alliance_choice", seat, faction, cands))
        elif new < 4:
            give_alliance(s, f, -1)
    for fn in s.triggers.influence:
        fn(s, seat, faction, old, new)


def scores(s: GameState, seat: int) -> bool:
    """House Hagal in a 2-player game takes no VP (001 two players); it still holds Alliances
    (the seat plan: modules/base)."""
    return s.rules.seats[seat].scores


def give_alliance(s: GameState, f: int, seat: int) -> None:
    faction = s.rules.factions[f]
    old = s.alliance[f]
    if old >= 0:
        set_vp(s, s.players[old], f"alliance:{faction}", 0)
    s.alliance = replaced(s.alliance, f, seat)  # a shared tuple (state.SHARED_ZONES)
    if seat >= 0 and scores(s, seat):
        set_vp(s, s.players[seat], f"alliance:{faction}", 1)
    if s.log is not None:
        frm = word_ref("the board") if old < 0 else seat_ref(s, old)
        if seat < 0:
            log(s, N_("The {faction} Alliance returns from {source} to the board"), faction=faction_ref(faction),
                source=frm)
        else:
            log(s, N_("{seat} takes the {faction} Alliance from {source}"), seat=seat_ref(s, seat),
                faction=faction_ref(faction), source=frm)
