"""Text rendering of components from their data, so a reader can check a card against the
printed one (`landsraad cards --show NAME`)."""

from __future__ import annotations

from typing import Any

from landsraad.content import Content

NAMES = {"solari": "Solari", "spice": "spice", "water": "water", "vp": "VP", "persuasion": "Persuasion",
         "swords": "Swords", "recruit": "troop(s)", "draw": "card(s)", "intrigue": "Intrigue card(s)",
         "harvest": "spice + the bonus spice here", "discard": "discard card(s)",
         "retreat": "retreat troop(s)", "lose_troops": "lose troop(s)",
         "deploy_from_garrison": "deploy up to N troops from your garrison",
         # Imperium cards (rules/cards_imperium.py)
         "lose_garrison": "lose garrisoned troop(s)", "recruit_deploy": "troop(s), you may deploy them",
         "space_influence": "more Influence with the Faction of this space"}
FLAGS = {"trash_self": "Trash this card", "take_mentat": "Take the Mentat (if it is here)",
         "mentat_reward": "Take the Mentat next round", "take_swordmaster": "Gain your Swordmaster",
         "high_council_seat": "Take a High Council seat", "steal_intrigue":
         "Each opponent with 4+ Intrigue cards gives you one at random",
         "sell_melange": "Sell 2/3/4/5 spice for 6/8/10/12 Solari", "signet": "Signet Ring ability",
         "harvest_again": "At a Maker space: its base spice again (not the bonus)",
         "voice": "The Voice: block a board space for opponents until your next turn"}


def cond_text(c: tuple[Any, ...]) -> str:
    if c[0] == "alliance":
        return f"with {c[1]} Alliance"
    if c[0] == "influence_at_least":
        return f"with {c[2]}+ {c[1]} Influence"
    if c[0] == "fremen_bond":
        return "Fremen Bond"
    if c[0] == "custom" and c[1] == "another_bene_gesserit_card":
        return "with another Bene Gesserit card in play"
    return " ".join(str(x) for x in c)


def effect_text(e: tuple[Any, ...]) -> str:
    k = e[0]
    if k in NAMES and len(e) == 2:
        n = e[1]
        if k == "deploy_from_garrison":
            return NAMES[k].replace("N", str(n))
        return f"+{n} {NAMES[k]}" if k not in ("discard", "retreat", "lose_troops", "lose_garrison") else f"{NAMES[k]}: {n}"
    if k in FLAGS:
        return FLAGS[k]
    if k == "influence":
        sign = "+" if e[2] >= 0 else ""
        who = "any faction" if e[1] == "any" else e[1]
        return f"{sign}{e[2]} Influence ({who})"
    if k == "influence_distinct":
        return f"+{e[2]} Influence with each of {e[1]} different factions"
    if k == "may":
        return f"{costs_text(e[1])} → {effects_text(e[2])}"
    if k == "choose":
        opts = " / ".join(f"[{effects_text(o)}]" for o in e[2])
        return f"Choose {e[1]}: {opts}"
    if k == "if":
        return f"{cond_text(e[1])}: {effects_text(e[2])}"
    if k == "trash":
        return "Trash a card" + (" (optional)" if e[1] else "")
    if k == "acquire_reserve":
        return f"Acquire a {e[1]} card from the Reserve"
    if k == "each_opponent":
        return f"Each opponent, from your left: {effects_text(e[1])}"
    if k == "take_from_discard":
        return f"Put a {e[1]} card from your discard pile into your hand"
    if k == "persuasion_per_in_play":
        return f"+{e[2]} Persuasion per {e[1]} card in play (this one included)"
    if k == "discount":
        return f"{e[1]} costs {e[2]} less this turn"
    if k == "control":
        return f"Control of {e[1]}"
    return " ".join(str(x) for x in e)


def costs_text(costs: tuple[Any, ...]) -> str:
    parts = []
    for c in costs:
        if c[0] == "pay":
            parts.append(f"pay {c[2]} {c[1]}")
        elif c[0] == "trash_self":
            parts.append("trash this card")
        elif c[0] == "trash_card":
            parts.append("trash a card")
        else:
            parts.append(" ".join(str(x) for x in c))
    return ", ".join(parts)


def effects_text(effects: tuple[Any, ...]) -> str:
    return "; ".join(effect_text(e) for e in effects) if effects else "—"


def card_listing(content: Content) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind in ("starter", "reserve", "imperium"):
        out[kind] = [{"id": c.id, "name": c.name, "copies": c.copies, "cost": c.cost, "faction": c.faction,
                      "icons": list(c.icons)} for c in content.cards.values() if c.kind == kind]
    out["intrigue"] = [{"id": i.id, "name": i.name, "copies": i.copies, "kind": i.kind}
                       for i in content.intrigues.values()]
    out["conflict"] = [{"id": c.id, "name": c.name, "copies": c.copies, "level": c.level}
                       for c in content.conflicts.values()]
    out["board_space"] = [{"id": s.id, "name": s.name, "copies": 1, "icon": s.icon}
                          for s in content.spaces.values()]
    leaders = getattr(content, "leaders", None) or {}
    out["leader"] = [{"id": lid, "name": getattr(ld, "name", lid), "copies": 1} for lid, ld in leaders.items()]
    out["totals"] = {k: sum(i["copies"] for i in v) for k, v in out.items() if isinstance(v, list)}
    return out


def _match(name: str, ident: str, label: str) -> bool:
    n = name.strip().lower()
    return n in (ident.lower(), label.lower(), label.lower().replace("'", ""))


def render_component(content: Content, name: str) -> str | None:
    for c in content.cards.values():
        if _match(name, c.id, c.name):
            lines = [f"{c.name}  [{c.kind}]  x{c.copies}",
                     f"Cost: {c.cost if c.cost >= 0 else '—'}   Faction: {' + '.join(c.factions) or '—'}",
                     f"Agent icons: {', '.join(c.icons) if c.icons else 'none'}",
                     f"Agent box: {effects_text(c.agent)}",
                     f"Reveal box: {effects_text(c.reveal)}"]
            if c.on_trash:
                lines.append(f"When trashed: {effects_text(c.on_trash)}")
            if c.acquire:
                lines.append(f"Acquire: {effects_text(c.acquire)}")
            lines.append(f"Checked: {c.checked}")
            return "\n".join(lines)
    for i in content.intrigues.values():
        if _match(name, i.id, i.name):
            lines = [f"{i.name}  [intrigue: {i.kind}]  x{i.copies}"]
            if i.condition:
                lines.append(f"Condition: {cond_text(i.condition)}")
            if i.cost:
                lines.append(f"Cost (compulsory): {costs_text(i.cost)}")
            lines += [f"Effect: {effects_text(i.effects)}", f"Checked: {i.checked}"]
            return "\n".join(lines)
    for cf in content.conflicts.values():
        if _match(name, cf.id, cf.name):
            places = ("1st", "2nd", "3rd")
            lines = [f"{cf.name}  [conflict level {'I' * cf.level}]"]
            lines += [f"{places[k]}: {effects_text(r)}" for k, r in enumerate(cf.rewards)]
            lines.append(f"Checked: {cf.checked}")
            return "\n".join(lines)
    for sp in content.spaces.values():
        if _match(name, sp.id, sp.name):
            lines = [f"{sp.name}  [board space, {sp.icon} icon{', combat' if sp.combat else ''}"
                     f"{', maker' if sp.maker else ''}]"]
            if sp.cost:
                lines.append("Cost: " + ", ".join(f"{n} {r}" for r, n in sp.cost))
            if sp.requirement:
                lines.append("Requires: " + ", ".join(f"{n} {f} Influence" for f, n in sp.requirement))
            if sp.faction:
                lines.append(f"+1 {sp.faction} Influence")
            lines.append(f"Effects: {effects_text(sp.effects)}")
            if sp.control_bonus:
                lines.append("Controller gets: " + ", ".join(f"{n} {r}" for r, n in sp.control_bonus))
            lines.append(f"Source: {sp.source}")
            return "\n".join(lines)
    return None
