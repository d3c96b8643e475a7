"""Six players' observation blocks (rl/observation.py, `Module.interfaces["rl"]`), read from the
seat's view only (its players' `team` and the public state): who is on the observer's team and who
is a Commander (002 PREPARACIÓN: the seating), each Commander's personal track (002 Tableros
personales), the Allies activated now (002 Activación de aliados), the Swordmaster Bonus tokens
(002 MAESTROS DE ARMAS) and the Throne Row (002 Fila del Trono de Shaddam). The team's reward is
shared (rl/aec.py `final_reward`, docs/rl.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.modules.uprising_six.state import PERSONAL_TRACK_TOP
from landsraad.rules.ruleset import Ruleset


def _cards(rules: Ruleset) -> tuple[str, ...]:
    return tuple(sorted(rules.content.cards))


def blocks(rules: Ruleset) -> list[tuple[str, int, float, str]]:
    R, C = rules.table.max_players, len(_cards(rules))
    return [("team", R, 1.0, "relative seats on the observer's team (itself included)"),
            ("commanders", R, 1.0, "relative seats that are a team's Commander"),
            ("personal_track", R, 1 / PERSONAL_TRACK_TOP, "per relative seat: its cube on a Commander's "
                                                          "personal track (Allies: 0)"),
            ("activated", R, 1.0, "relative seats of the Allies activated now"),
            ("swordmaster_bonus", R, 1.0, "relative seats holding a Swordmaster Bonus token"),
            ("throne_row", C, 1.0, "the Throne Row: copies per card (sorted card ids)")]


def vocabulary(rules: Ruleset) -> tuple[str, ...]:
    """The ids the blocks index (in the layout hash)."""
    return _cards(rules)


def encoder(rules: Ruleset) -> Callable[[dict[str, Any], Callable[[int | None], int], Callable[..., None]], None]:
    ix = {c: i for i, c in enumerate(_cards(rules))}
    commanders = {i for i, seat in enumerate(rules.seats) if seat.start is not None and seat.start.leader}

    def encode(v: dict[str, Any], rel: Callable[[int | None], int], put: Callable[..., None]) -> None:
        players = v["players"]
        me = v["seat"]
        mine = players[me]["team"] if 0 <= me < len(players) else None
        state = v.get("state") or {}
        public = state.get("players") or []
        for p in players:
            r = rel(p["seat"])
            if r < 0:
                continue
            if mine is not None and p["team"] == mine:
                put("team", r)
            if p["seat"] in commanders:
                put("commanders", r)
            if p["seat"] < len(public):
                put("personal_track", r, public[p["seat"]].get("personal_influence", 0))
        for name in ("activated", "swordmaster_bonus"):
            for seat in state.get(name) or ():
                if rel(seat) >= 0:
                    put(name, rel(seat))
        for c in state.get("throne_row") or ():
            put("throne_row", ix[c])

    return encode
