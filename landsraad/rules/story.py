"""The game log in the players' words: display names for seats, cards, spaces, Factions and the
sources of effects, and the log lines of gains and payments.

Every log line names things as the table does (a card's printed name, never its id). The log is
public (rules/view.py log_lines): a line never names a card drawn or an Intrigue taken, only how
many. Logging is off in simulations (`GameConfig.log`), so callers on the hot path test
`s.log is not None` before building a line.
"""

from __future__ import annotations

from landsraad.content import load_content
from landsraad.rules.state import GameState

FACTION_NAMES = {"emperor": "Emperor", "guild": "Spacing Guild", "bene_gesserit": "Bene Gesserit",
                 "fremen": "Fremen"}
HAGAL = "House Hagal"
# the words of a gain effect, singular and plural
GAINS = {"solari": ("Solari", "Solari"), "spice": ("spice", "spice"), "water": ("water", "water"),
         "vp": ("VP", "VP"), "persuasion": ("Persuasion", "Persuasion"), "swords": ("Sword", "Swords"),
         "recruit": ("troop", "troops"), "draw": ("card", "cards"),
         "intrigue": ("Intrigue card", "Intrigue cards")}
PLACES = ("1st", "2nd", "3rd")


def seat_name(s: GameState, seat: int) -> str:
    """P<seat>; House Hagal in a 2-player game; a solo Rival is marked as one."""
    if seat in s.automa:
        return HAGAL if s.config.players == 2 else f"P{seat} (Rival)"
    return f"P{seat}"


def card_name(s: GameState, cid: str) -> str:
    card = load_content(s.config.edition).cards.get(cid)
    return card.name if card is not None else cid


def intrigue_name(s: GameState, iid: str) -> str:
    ig = load_content(s.config.edition).intrigues.get(iid)
    return ig.name if ig is not None else iid


def space_name(s: GameState, sid: str) -> str:
    space = load_content(s.config.edition).spaces.get(sid)
    return space.name if space is not None else sid


def faction_name(faction: str) -> str:
    return FACTION_NAMES.get(faction, faction)


def leader_name(s: GameState, lid: str) -> str:
    leader = load_content(s.config.edition).leaders.get(lid)
    return leader.name if leader is not None else lid


def source_name(s: GameState, src: str) -> str:
    """Where an effect comes from, as a player would say it ("Dagger", "Arrakeen", ...)."""
    kind, _, rest = src.partition(":")
    if kind == "card":
        return card_name(s, rest)
    if kind == "space":
        return space_name(s, rest)
    if kind == "intrigue":
        return intrigue_name(s, rest)
    if kind == "control":
        return f"control of {space_name(s, rest)}"
    if kind == "bonus":
        return f"4 {faction_name(rest)} Influence"
    if kind == "leader":
        return leader_name(s, rest)
    if kind == "conflict":
        conflict = load_content(s.config.edition).conflicts.get(s.conflict or "")
        return conflict.name if conflict is not None else "the Conflict"
    if kind == "hagal":
        hagal = load_content(s.config.edition).hagal.get(rest)
        return hagal.name if hagal is not None else HAGAL
    return src


def amount(kind: str, n: int) -> str:
    """`2 Solari`, `1 troop`, `3 cards` ..."""
    one, many = GAINS.get(kind, (kind, kind))
    return f"{n} {one if n == 1 else many}"


def costs(pairs: tuple[tuple[str, int], ...]) -> str:
    return " and ".join(amount(res, n) for res, n in pairs)


def log_gain(s: GameState, seat: int, kind: str, n: int, src: str) -> None:
    """`P0 gains 2 Solari (Secure Contract)`; the caller has checked that logging is on."""
    assert s.log is not None
    s.log.append(f"{seat_name(s, seat)} gains {amount(kind, n)} ({source_name(s, src)})")
