"""Invariants that hold at every decision point of every game (checked by the sweeps)."""

from __future__ import annotations

from collections import Counter

from landsraad.core.constants import CONTROL_MARKERS, MAX_INFLUENCE, TROOPS_PER_PLAYER
from landsraad.rules.state import GameState


def card_census(s: GameState) -> Counter[str]:
    c: Counter[str] = Counter()
    c.update(s.imperium_deck)
    c.update(s.imperium_row)
    c.update(s.removed_cards)  # out of the game (Helena Richese's Manipulate)
    for m in s.rules.parts:  # the cards in a module's own piles (Module.census)
        if m.census is not None:
            c.update(m.census(s)[0])
    for cid, n in s.reserve.items():
        c[cid] += n
    for p in s.players:
        # Helena's set-aside cards are in her leader_state (Manipulate)
        for zone in (p.deck, p.deck_top, p.hand, p.in_play, p.discard, p.trashed,
                     p.leader_state.get("manipulated", ())):
            c.update(zone)
    return c


def expected_census(s: GameState) -> Counter[str]:
    content = s.rules.content
    c: Counter[str] = Counter(content.imperium_deck)
    for cid, n in content.reserve.items():
        c[cid] += n
    for m in s.rules.parts:  # the cards a module brings into the game (Module.census)
        if m.census is not None:
            c.update(m.census(s)[1])
    for p in s.players:
        if p.seat not in s.automa:  # House Hagal and Rivals have no deck
            c.update(s.rules.starter_deck_of(p.seat))  # a seat's own (Seat.start) or the content's
    return c


def check(s: GameState) -> list[str]:
    """Return a list of violated invariants (empty when all hold)."""
    bad: list[str] = []
    # a decision or the end (issue 33): a game that is not over always waits for a seat's decision
    # with at least one legal action — never an empty stack with nothing pending
    if not s.is_terminal():
        if s.pending is None:
            bad.append("no decision before the end: nothing pending and the game is not over")
        elif not s.legal_actions():
            bad.append("no legal action before the end")
    content = s.rules.content
    markers_on_board = Counter(s.control.values())
    for p in s.players:
        # specimens (Immortality, 003 Espécimen: troops in the axolotl tanks) and memories (Uprising,
        # Lady Jessica: troops on the board's Bene Gesserit area)
        troops = (p.supply + p.garrison + p.troops_in_conflict + len(p.zones.get("specimens", ()))
                  + p.leader_state.get("memories", 0))
        start = s.rules.seats[p.seat].start  # a seat the plan sets apart (a Commander: none)
        want = TROOPS_PER_PLAYER if start is None else start.troops_or(TROOPS_PER_PLAYER)
        if troops != want:
            bad.append(f"P{p.seat} has {troops} troops, not {want}")
        if any(n <= 0 or k not in s.rules.unit_strength for k, n in p.conflict.items()):
            bad.append(f"P{p.seat} Conflict units {p.conflict}: unknown kind or not > 0")
        for name in ("solari", "spice", "water", "persuasion", "supply", "garrison", "swords",
                     "agents_left"):
            if getattr(p, name) < 0:
                bad.append(f"P{p.seat} {name} is negative")
        if any(not 0 <= i <= MAX_INFLUENCE for i in p.influence):
            bad.append(f"P{p.seat} influence out of range {p.influence}")
        on_board = markers_on_board.get(p.seat, 0)
        if p.control_markers + on_board != CONTROL_MARKERS and not p.leader:
            bad.append(f"P{p.seat} control markers {p.control_markers}+{on_board} != {CONTROL_MARKERS}")
        # VP sources agree with the tracks they come from (004 Facções)
        scoring = s.rules.seats[p.seat].scores
        for f, faction in enumerate(s.rules.factions):
            want = 1 if p.influence[f] >= 2 and scoring else 0
            if p.vp_sources.get(f"influence:{faction}", 0) != want:
                bad.append(f"P{p.seat} influence VP for {faction} disagrees with the track")
            want = 1 if s.alliance[f] == p.seat and scoring else 0
            if p.vp_sources.get(f"alliance:{faction}", 0) != want:
                bad.append(f"P{p.seat} alliance VP for {faction} disagrees with the token")
        if p.vp_sources.get("start", 0) != s.rules.start_vp_of(p.seat):
            bad.append(f"P{p.seat} start VP wrong")
        if p.vp != sum(p.vp_sources.values()):
            bad.append(f"P{p.seat} VP is not the sum of its sources")
    choosing = s.pending is not None and s.pending[0] == "alliance_choice"
    for f, holder in enumerate(s.alliance):
        # while the holder chooses among tied players (FAQ 2.3) it still holds the token
        if choosing and s.pending is not None and s.pending[2] == s.rules.factions[f]:
            continue
        if holder >= 0 and s.players[holder].influence[f] < 4:
            bad.append(f"alliance {s.rules.factions[f]} held by P{holder} below 4 Influence")
    if card_census(s) != expected_census(s):
        diff = (card_census(s) - expected_census(s)) + (expected_census(s) - card_census(s))
        bad.append(f"cards not conserved: {dict(diff)}")
    intrigues = len(s.intrigue_deck) + len(s.intrigue_top) + len(s.intrigue_discard) + sum(
        len(p.intrigues) + len(p.waiting_intrigues) + len(p.zones.get("trashed_intrigues", ()))
        for p in s.players)  # waiting: Charisma, Recruitment Mission; trashed: Uprising's trash_intrigue
    if intrigues != len(content.intrigue_deck):
        bad.append(f"intrigue cards not conserved: {intrigues}")
    if any(not seats for seats in s.agents.values()):  # rules/places.py: nobody there, no key
        bad.append("a board space with an empty Agent list")
    if any(v < 0 for v in s.bonus_spice.values()):
        bad.append("negative bonus spice")
    if s.rules.table.conflict_card_kept:  # a table where won Conflict cards are kept (002 Fase 3)
        bad.extend(_kept_cards(s))
    for m in s.rules.parts:  # what each module's own rules keep true (Module.invariants)
        if m.invariants is not None:
            bad.extend(m.invariants(s))
    return bad


def _kept_cards(s: GameState) -> list[str]:
    """Uprising: every Conflict card of the deck is in exactly one place (the deck, the Conflict
    space until the combat, the discard, a winner's `conflicts` zone or turned face down by a battle-icon match:
    002 Fase 3 "Iconos de batalla"), and every player keeps the one Objective dealt (face up or
    face down)."""
    bad: list[str] = []
    conflicts = s.rules.content.conflicts
    objectives = s.rules.content.objectives
    where: Counter[str] = Counter(s.conflict_deck)
    where.update(s.conflict_discard)
    for p in s.players:
        kept = (*p.zones.get("conflicts", ()), *p.zones.get("face_down", ()), *p.zones.get("objectives", ()))
        where.update(c for c in kept if c in conflicts)
        dealt = [c for c in kept if c in objectives]
        # a player keeps the one dealt; a seat without a leader has one only where its rules deal
        # it one (the Uprising Rivals: 002 Rivales, PREPARACIÓN), never two
        if len(dealt) > 1 or (s.rules.dealt_card(p.seat) and len(dealt) != 1):
            bad.append(f"P{p.seat} has the Objectives {dealt}, not the one dealt")
        if any(c not in conflicts and c not in objectives for c in kept):
            bad.append(f"P{p.seat} keeps an unknown card among {kept}")
    if s.conflict and s.conflict not in where:  # after the combat it names the card kept or discarded
        where[s.conflict] += 1
    if any(n != 1 for n in where.values()) or sum(where.values()) != sum(n for _lvl, n in s.rules.table.conflict_recipe):
        bad.append(f"Conflict cards not conserved: {dict(where)}")
    return bad

