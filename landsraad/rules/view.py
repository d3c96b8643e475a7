"""view(state, seat): the only place hidden information is redacted (shared/GUIDE.md).

Public: the board, the Conflict card and the levels of the face-down Conflict deck (their backs
show the level), tracks, resources, troops, cards in play, discard piles, the Imperium Row,
Reserve, counts of every hidden zone. Private to the seat: its hand, its Intrigue cards and the
composition of its own deck (which a player can always work out; never its order, which does
not exist in this engine). Seat -1 is a spectator. Convention recorded in docs/rulings.md R10.
Never in any view: the seed and the RNG state (rules/hidden.py VISIBILITY, SERVER_ONLY), from
which every hidden card and every future draw could be worked out.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from landsraad.rules.hidden import public_state
from landsraad.rules.state import GameState
from landsraad.rules.story import COMBAT_LINE, render_line
from landsraad.rules.zones import strength

SPECTATOR = -1


def log_lines(s: GameState, seat: int = SPECTATOR, start: int = 0, lang: str = "en") -> list[str]:
    """The game log from line `start`, as `seat` may read it, in the reader's language
    (`lang`: landsraad.i18n.LANGUAGES). Every line `zones.log` writes is a public event (R10: a
    card drawn, an Intrigue drawn or taken, a card looked at is never named), so every seat reads
    the same lines; interfaces take the log from here, like the rest of what they send a seat
    (tests/test_hidden.py checks that no line names a card just hidden). The state keeps each line
    as a message and its arguments (rules/story.py); the words are made here, for this reader."""
    del seat  # the same for every seat today; the parameter keeps interfaces seat-aware
    edition = s.config.edition
    return [render_line(line, edition, lang) for line in (s.log or [])[start:]]


def log_kinds(s: GameState, start: int = 0) -> list[str]:
    """What each log line from `start` is, for pages that react to lines whatever their language:
    "combat" (the first line of a combat: rules/phases.py _log_combat), "move" (a line about what
    a seat did: it starts with the seat), or ""."""
    out = []
    for msgid, _args in (s.log or [])[start:]:
        out.append("combat" if msgid == COMBAT_LINE else
                   "move" if msgid.startswith(("{seat} ", "{clauses}")) else "")
    return out


def _known_intrigue_top(s: GameState, seat: int) -> dict[str, Any]:
    """Imperium Ceremony (Immortality): the Intrigue cards this seat put back on top of the Intrigue
    deck, top last (rules/hidden.py KNOWN_BY); the entry only while someone knows such a card, so a
    base view keeps its shape."""
    if not s.intrigue_top_seats:
        return {}
    return {"intrigue_top": list(s.intrigue_top) if seat in s.intrigue_top_seats else []}


def _modules(s: GameState, seat: int) -> dict[str, Any]:
    """What the game's modules show (`Module.view`: a product's board, its face-up tokens, its
    piles), in module order; nothing from a module that has nothing to show, so other views keep
    their shape."""
    out: dict[str, Any] = {}
    for m in s.rules.parts:
        if m.view is not None:
            out.update(m.view(s, seat))
    return out


def view(s: GameState, seat: int = SPECTATOR, with_state: bool = True) -> dict[str, Any]:
    """`with_state=False` leaves out the "state" entry (what determinize needs), which is most of
    the cost of a view; encoders that do not use it (RL observations) skip it."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not -1 <= seat < len(s.players):
        raise ValueError(f"seat must be -1 (a spectator) or a seat from 0 to {len(s.players) - 1}, "
                         f"not {repr(seat)[:20]}")
    content = s.rules.content
    players = []
    seats = s.rules.seats
    # what the modules show in each player's entry (`Module.player_view`), in module order
    player_views = [m.player_view for m in s.rules.parts if m.player_view is not None]
    viewers = s.rules.hand_viewers  # a team that shows its hands (rules/ruleset.py Module.hand_viewers)
    for p in s.players:
        ls = p.leader_state
        tokens = ls.get("masterstroke", ())
        revealed = bool(ls.get("masterstroke_done"))
        pv: dict[str, Any] = {
            "seat": p.seat, "leader": p.leader, "vp": p.vp, "vp_sources": dict(sorted(p.vp_sources.items())),
            "solari": p.solari, "spice": p.spice, "water": p.water,
            "influence": dict(zip(s.rules.factions, p.influence, strict=True)),
            # "conflict": troops in the Conflict; "units": every unit there by kind (Ruleset.units)
            "supply": p.supply, "garrison": p.garrison, "conflict": p.troops_in_conflict,
            "units": dict(sorted(p.conflict.items())),
            "strength": strength(s, p), "swords": p.swords,
            "persuasion": p.persuasion,
            "agents_total": p.agents_total, "agents_left": p.agents_left,
            "has_mentat": p.has_mentat, "has_swordmaster": p.has_swordmaster,
            "high_council": p.high_council, "control_markers": p.control_markers,
            "revealed": p.revealed, "in_play": list(p.in_play), "discard": list(p.discard),
            "trashed": list(p.trashed),
            "hand_size": len(p.hand), "deck_size": len(p.deck) + len(p.deck_top),
            "intrigue_count": len(p.intrigues),
            "last_reveal": p.last_reveal,
            "waiting_intrigues": list(p.waiting_intrigues),  # face up until the Reveal (FAQ 2.1)
            # leaders (modules/base/leaders.py): Helena's set-aside cards are face up; the Baron's two
            # Masterstroke tokens are face down (their Factions shown to him only) until revealed
            "manipulated": list(ls.get("manipulated", ())),
            "masterstroke_face_down": 0 if revealed else len(tokens),
            "masterstroke": list(tokens) if revealed else [],
            # what lies face up in front of the player (rules/player_zones.py ZONES): won Conflict cards ...
            "zones": {k: list(v) for k, v in sorted(p.zones.items())},
            # who sits here (Ruleset.seats): "human" or the automa's kind, and the team (or None)
            "role": seats[p.seat].role, "team": seats[p.seat].team, "automa": seats[p.seat].automa,
        }
        for pview in player_views:
            pv.update(pview(s, p, seat))
        if p.seat == seat:
            pv["hand"] = sorted(p.hand)
            pv["intrigues"] = sorted(p.intrigues)
            pv["deck"] = dict(sorted(Counter([*p.deck, *p.deck_top]).items()))
            # cards its owner has looked at on top of the deck (Paul Atreides, Poison Snooper), top last
            pv["deck_top"] = list(p.deck_top)
            pv["masterstroke"] = list(tokens)
        elif viewers is not None and seat >= 0 and seat in viewers(s, p.seat):
            pv["hand"] = sorted(p.hand)  # shown to this seat as its own (never the deck)
            pv["intrigues"] = sorted(p.intrigues)
        players.append(pv)
    conflicts = content.conflicts
    pend = s.pending
    decision: dict[str, Any] | None = None
    if pend is not None:
        # "seat": whose state the decision changes; "decider": who chooses (the player decides
        # for a solo Rival where the rulebook says so: modules/base/hagal.py)
        decision = {"seat": pend[1], "kind": pend[0], "decider": s.current_player()}
        if s.current_player() == seat:
            decision["legal"] = s.legal_actions()
    out = {
        "edition": s.config.edition, "seat": seat, "round": s.round, "phase": s.phase,
        "players_count": s.config.players, "difficulty": None,  # a module whose seats play at a difficulty shows it (Module.view)
        "automa": list(s.automa),  # its deck's size and discard pile: its module's view (Module.view)
        "version": s.version, "first_player": s.first_player, "active": s.active,
        "conflict": s.conflict,
        "conflict_deck_levels": [conflicts[c].level for c in s.conflict_deck],
        "conflict_discard": list(s.conflict_discard),
        # board space -> the seats with an Agent there, in arrival order (Infiltrate: several)
        "agents": {k: list(v) for k, v in sorted(s.agents.items())},
        "bonus_spice": dict(sorted(s.bonus_spice.items())),
        "control": dict(sorted(s.control.items())),
        "alliance": {f: (None if a < 0 else a) for f, a in zip(s.rules.factions, s.alliance, strict=True)},
        "mentat_holder": s.mentat_holder, "mentat_next": s.mentat_next,
        "used_once": {k: list(v) for k, v in sorted(s.used_once.items())},
        "imperium_row": sorted(s.imperium_row), "imperium_deck_size": len(s.imperium_deck),
        "reserve": dict(sorted(s.reserve.items())),
        "intrigue_deck_size": len(s.intrigue_deck) + len(s.intrigue_top),
        "intrigue_discard": list(s.intrigue_discard),
        **_known_intrigue_top(s, seat),
        **_modules(s, seat),
        # the rules modules on top of the edition (Immortality), only when there are some
        **({"modules": list(s.config.modules)} if s.config.modules else {}),
        "players": players, "decision": decision,
        "result": s.result() if s.is_terminal() else None,
        # everything this seat may know, as state JSON (for determinize); rules/hidden.py
        "state": public_state(s, seat) if with_state else None,
    }
    return out
