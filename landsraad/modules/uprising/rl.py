"""Uprising's observation blocks (rl/observation.py, `Module.interfaces["rl"]`): Spies on the
observation posts, the Shield Wall, Maker Hooks and, per relative seat, Spies in supply, sandworms,
face-up battle icons, face-down pairs, won Conflicts and the Objective — all public (seed 002
"Espías", "Gusanos de arena", "Iconos de batalla"), read from the seat's view only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.rules.ruleset import Ruleset

# the battle icons printed on Objective and Conflict cards (002 "Iconos de batalla")
BATTLE_ICONS: tuple[str, ...] = ("crysknife", "desert_mouse", "ornithopter", "wild")


def _layout(rules: Ruleset) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    content = rules.content
    return (tuple(sorted(content.observation_posts)), tuple(sorted(content.conflicts)),
            tuple(sorted(content.objectives)))


def blocks(rules: Ruleset) -> list[tuple[str, int, float, str]]:
    posts, conflicts, objectives = _layout(rules)
    R = rules.table.max_players
    out = [("spies", len(posts) * R, 1.0, "per observation post (sorted ids): relative seats with a Spy there"),
           ("shield_wall", 1, 1.0, "1 while the Shield Wall token is on the board"),
           ("maker_hooks", R, 1.0, "relative seats holding Maker Hooks")]
    for k in range(R):
        p = f"p{k}."
        out += [(p + "spies_supply", 1, 1 / 3, "Spies in supply (of 3)"),
                (p + "sandworms", 1, 1 / 3, "sandworms in the Conflict"),
                (p + "battle_icons", len(BATTLE_ICONS), 1.0,
                 f"face-up battle icons (Objective and won Conflicts) over {', '.join(BATTLE_ICONS)}"),
                (p + "face_down", 1, 0.25, "cards turned face down by battle-icon matches"),
                (p + "conflicts_won", len(conflicts), 1.0, "won Conflict cards kept face up (sorted ids)"),
                (p + "objective", len(objectives), 1.0, "the face-up Objective card (sorted ids)")]
    return out


def vocabulary(rules: Ruleset) -> tuple[str, ...]:
    """The ids the blocks index (in the layout hash)."""
    posts, _, objectives = _layout(rules)
    return (*posts, *objectives)


def encoder(rules: Ruleset) -> Callable[[dict[str, Any], Callable[[int | None], int], Callable[..., None]], None]:
    posts, conflicts, objectives = _layout(rules)
    content = rules.content
    post_ix = {c: i for i, c in enumerate(posts)}
    conflict_ix = {c: i for i, c in enumerate(conflicts)}
    objective_ix = {c: i for i, c in enumerate(objectives)}
    icon_ix = {c: BATTLE_ICONS.index(cf.battle_icon) for c, cf in content.conflicts.items()
               if cf.battle_icon in BATTLE_ICONS}
    icon_ix.update({o: BATTLE_ICONS.index(ob.battle_icon) for o, ob in content.objectives.items()
                    if ob.battle_icon in BATTLE_ICONS})
    R = rules.table.max_players
    # per relative seat: its blocks' names, built once (encode runs at every decision)
    slot = [tuple(f"p{k}.{b}" for b in ("spies_supply", "sandworms", "battle_icons", "face_down", "conflicts_won",
                                        "objective")) for k in range(R)]

    def encode(v: dict[str, Any], rel: Callable[[int | None], int], put: Callable[..., None]) -> None:
        for pid, seats in (v.get("spies") or {}).items():
            for r in {rel(seat) for seat in seats} - {-1}:
                put("spies", post_ix[pid] * R + r)
        if v.get("shield_wall"):
            put("shield_wall")
        for r in {rel(seat) for seat in v.get("maker_hooks") or ()} - {-1}:
            put("maker_hooks", r)
        for pv in v["players"]:
            supply, worms, icons, face_down, won, objective = slot[rel(pv["seat"])]
            zones = pv.get("zones") or {}
            put(supply, 0, pv.get("spies_supply", 0))
            put(worms, 0, (pv.get("units") or {}).get("sandworm", 0))
            for c in (*zones.get("objectives", ()), *zones.get("conflicts", ())):
                if c in icon_ix:
                    put(icons, icon_ix[c])
            put(face_down, 0, len(zones.get("face_down", ())))
            for c in set(zones.get("conflicts", ())):
                put(won, conflict_ix[c])
            for c in set(zones.get("objectives", ())):
                put(objective, objective_ix[c])

    return encode
