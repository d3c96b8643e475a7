"""What a browser receives, built only from `landsraad.view(state, seat)`.

`client_view` takes the view of one seat (the spectator's is seat -1) and drops the view's
`state` field (the redacted state JSON meant for search agents, larger than a page needs); the
only things taken from it are public board markers (The Voice) and the seat's OWN pending
decision, which words the decision it is reading on its own card or space. Hands, Intrigues and
deck contents therefore reach a browser only in the view of their own seat.

`content_payload` is the component text of an edition (cards, spaces, leaders, House Hagal
cards...), sent once per page: for a game, as its seat reads it (`texts.Reader.of_view`: its
leader's Signet Ring, the costs it pays), else the printed components.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from landsraad.content import Content, load_content
from landsraad.content.names import local_name
from landsraad.i18n import translator
from landsraad.interfaces.render import (
    INTRIGUE_KINDS,
    card_boxes,
    conflict_lines,
    conflict_rewards,
    hagal_lines,
    intrigue_boxes,
    intrigue_lines,
    signet_ability,
    space_cost_text,
    space_effects,
    space_terms,
)
from landsraad.interfaces.screen import (
    PHASES,
    TIEBREAK_TEXT,
    card_name,
    describe_decision,
    intrigue_name,
    option_gloss,
    space_name,
)
from landsraad.interfaces.texts import FACTION_NAMES, PRINTED, Reader, capital, cond_text, effects_text

# The areas of the physical board (000 board guide): the four Faction columns, the Landsraad,
# the cities of Arrakis and the Spice Trade (CHOAM and the desert Maker spaces).
AREAS: tuple[tuple[str, str], ...] = (
    ("emperor", "Emperor"), ("guild", "Spacing Guild"), ("bene_gesserit", "Bene Gesserit"),
    ("fremen", "Fremen"), ("landsraad", "Landsraad"), ("city", "City"), ("spice_trade", "Spice Trade"))
RES_NAMES = {"solari": "Solari", "spice": "spice", "water": "water"}
SELL = {"2": 6, "3": 8, "4": 10, "5": 12}


def _space_payload(content: Content, sid: str, reader: Reader) -> dict[str, Any]:
    sp = content.spaces[sid]
    return {
        "id": sid, "name": reader.name("spaces", sid), "icon": sp.icon, "area": sp.icon, "faction": sp.faction,
        "combat": sp.combat, "maker": sp.maker, "once": sp.once_per_game,
        "cost": [[r, n] for r, n in space_terms(sp, reader)[0]],
        "cost_text": space_cost_text(sp, reader),
        "requirement": [[f, n] for f, n in sp.requirement],
        "requirement_text": ", ".join(f"{n}+ {FACTION_NAMES.get(f, f)} Influence" for f, n in sp.requirement),
        "control_bonus": ", ".join(f"{n} {RES_NAMES.get(r, r)}" for r, n in sp.control_bonus),
        "effects": space_effects(sp, reader),
        "closed": space_terms(sp, reader)[1],
    }


@lru_cache(maxsize=64)
def content_payload(edition: str, reader: Reader = PRINTED) -> dict[str, Any]:
    """Every component's text as `reader` reads it (render.py; the same texts as the
    terminal's ?NAME and `cards --show`)."""
    c = load_content(edition)
    spaces = [_space_payload(c, sid, reader) for sid in c.space_order]
    cards = {cid: {"id": cid, "name": reader.name("cards", cid), "cost": cd.cost, "kind": cd.kind,
                   "faction": cd.faction, "factions": list(cd.factions), "icons": list(cd.icons),
                   **{k: "" for k in ("agent", "reveal", "acquire", "trash")}, **card_boxes(cd, reader)}
             for cid, cd in c.cards.items()}
    intrigues = {iid: {"id": iid, "name": reader.name("intrigues", iid), "kind": it.kind, "kinds": list(it.kinds()),
                       "kind_label": " / ".join(INTRIGUE_KINDS[k] for k in it.kinds()),
                       "condition": capital(cond_text(it.condition)) if it.condition else "",
                       "boxes": [[label, text] for label, text in intrigue_boxes(it, reader)],
                       "text": "\n".join(intrigue_lines(it, reader)[1:])}
                 for iid, it in c.intrigues.items()}
    conflicts = {cid: {"id": cid, "name": reader.name("conflicts", cid), "level": cf.level,
                       "rewards": [text for _, text in conflict_rewards(cf, reader)],
                       "places": [place for place, _ in conflict_rewards(cf, reader)],
                       "control": reader.name("spaces", cf.control) if cf.control else None,
                       "text": "\n".join(conflict_lines(c, cf, reader)[1:])}
                 for cid, cf in c.conflicts.items()}
    leaders = {lid: {"id": lid, "name": reader.name("leaders", lid), "house": ld.house,
                     "left_name": reader.name("leaders", lid, "left_name"),
                     "left_text": reader.name("leaders", lid, "left_text"),
                     "signet_name": reader.name("leaders", lid, "signet_name"),
                     "signet_text": signet_ability(ld, reader),
                     "setup": capital(effects_text(ld.setup, reader)) if ld.setup else ""}
               for lid, ld in c.leaders.items()}
    hagal = {hid: {"id": hid, "name": reader.name("hagal", hid), "mode": hc.mode, "text": "\n".join(hagal_lines(c, hc, reader)[1:])}
             for hid, hc in c.hagal.items()}
    tr = reader.tr
    return {"edition": edition, "areas": [[a, tr.gettext(name)] for a, name in AREAS], "spaces": spaces,
            "cards": cards, "intrigues": intrigues, "conflicts": conflicts, "leaders": leaders, "hagal": hagal,
            "factions": [[f.id, tr.gettext(FACTION_NAMES.get(f.id, f.name))] for f in c.factions.values()],
            "phases": {k: tr.gettext(v) for k, v in PHASES.items()},
            "tiebreak": {k: tr.gettext(v) for k, v in TIEBREAK_TEXT.items()}}


def action_label(action: str, content: Content) -> str:
    """A short button text for an action of the notation (docs/scenarios.md)."""
    w = action.split()
    head = w[0]
    names = {**{k: v.name for k, v in content.cards.items()},
             **{k: v.name for k, v in content.intrigues.items()},
             **{k: v.name for k, v in content.spaces.items()}, **FACTION_NAMES}
    if head == "agent" and len(w) == 3:
        return f"{card_name(content, w[1])} → {space_name(content, w[2])}"
    if head == "play" and len(w) == 2:
        return f"Play {intrigue_name(content, w[1])}"
    if head == "acquire" and len(w) >= 2:
        rest = [x for x in w[1:] if x not in ("set_aside", "top")]
        txt = "Acquire " + " ".join(names.get(x, x) for x in rest)
        if "set_aside" in w:
            txt += " (set aside)"
        if "top" in w:
            txt += " onto your deck"
        return txt
    if head == "resolve" and len(w) == 2:
        return f"Resolve {card_name(content, w[1])}'s Reveal box"
    if head == "sell" and len(w) == 2:
        return f"Sell {w[1]} spice for {SELL.get(w[1], '?')} Solari"
    if head == "deploy" and len(w) == 2:
        return f"Deploy {w[1]} troop{'s' if w[1] != '1' else ''}"
    if head == "retreat" and len(w) == 2:
        return f"Retreat {w[1]} troop{'s' if w[1] != '1' else ''}"
    if head == "trash" and len(w) == 3:
        return f"Trash {names.get(w[2], w[2])} (from {w[1].replace('_', ' ')})"
    if head == "target" and len(w) == 2:
        return f"Target {w[1].upper()}"
    if head == "masterstroke":
        return "Masterstroke: " + " + ".join(FACTION_NAMES.get(x, x) for x in w[1:])
    if head in ("done", "pass", "reveal", "pay", "decline", "defend") and len(w) == 1:
        return {"done": "Done", "pass": "Pass", "reveal": "Reveal turn", "pay": "Pay",
                "decline": "Decline", "defend": "Defend"}[head]
    return " ".join([head.capitalize()] + [names.get(x, x) for x in w[1:]])


def _own_pending(v: dict[str, Any]) -> tuple[Any, ...] | None:
    st = v.get("state") or {}
    p = st.get("pending")
    d = v.get("decision") or {}
    if p is None or st.get("redacted_decision") or d.get("decider", p[1]) != v["seat"]:
        return None
    return tuple(p)


def client_view(v: dict[str, Any], content: Content, *, log: list[str], log_from: int,
                game: dict[str, Any], undo: int, lang: str = "en") -> dict[str, Any]:
    """The message one seat's browser gets. `v` is `landsraad.view(state, seat)`; `log` the
    game log lines from index `log_from` on, as `landsraad.rules.view.log_lines` gives them; `game` the lobby facts (seat kinds, options)."""
    out = {k: val for k, val in v.items() if k != "state"}
    st = v.get("state") or {}
    out["voice"] = {k: list(x) for k, x in (st.get("voice") or {}).items()}
    phase = v["phase"]
    out["phase_name"] = translator(lang).gettext(PHASES[phase]) if phase in PHASES else phase
    d = v.get("decision")
    seat = v["seat"]
    if d is not None:
        # "seat" is who decides (the player decides for a solo Rival where the rules say so);
        # "for_seat" whose pieces the decision moves (rules/hagal.py)
        decider = d.get("decider", d["seat"])
        dd: dict[str, Any] = {"seat": decider, "kind": d["kind"], "for_seat": d["seat"]}
        if decider == seat and "legal" in d:
            pend = _own_pending(v)
            me = v["players"][seat]
            dd["text"] = describe_decision(d["kind"], pend, content, me)
            legal = list(d["legal"])
            dd["legal"] = legal
            dd["options"] = [{"action": a, "label": action_label(a, content),
                              "gloss": option_gloss(a, d["kind"], pend, content)}
                             for a in legal if not (a.startswith("agent ") and len(a.split()) == 3)]
            agent: dict[str, list[str]] = {}
            for a in legal:
                w = a.split()
                if w[0] == "agent" and len(w) == 3:
                    agent.setdefault(w[1], []).append(w[2])
            dd["agent"] = agent
        out["decision"] = dd
    out["seat_names"] = [f"P{i}" + (f" {local_name(content.edition, lang, 'leaders', p['leader'])}" if p["leader"] else "")
                         for i, p in enumerate(v["players"])]
    out["log"] = list(log)
    out["log_from"] = log_from
    out["game"] = game
    out["undo"] = undo
    return out
