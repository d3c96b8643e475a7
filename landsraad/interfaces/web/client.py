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
from typing import TYPE_CHECKING, Any

from landsraad.content import Content
from landsraad.content.names import content_name
from landsraad.i18n import translator
from landsraad.interfaces.parts import named_parts, parts, view_parts
from landsraad.interfaces.prompts import (
    decision_explanation,
    decision_prompt,
    decision_ui,
    is_agent_move,
    option_label,
    rules_of_view,
)
from landsraad.interfaces.render import (
    HOUSES,
    INTRIGUE_KINDS,
    card_boxes,
    conflict_lines,
    conflict_rewards,
    contract_name,
    intrigue_boxes,
    intrigue_lines,
    objective_lines,
    post_lines,
    signet_ability,
    space_cost_text,
    space_effects,
    space_terms,
)
from landsraad.interfaces.screen import (
    PHASES,
    TIEBREAK_TEXT,
    describe_decision,
    module_vp_words,
    option_gloss,
)
from landsraad.interfaces.texts import (
    BATTLE_ICON_NAMES,
    FACTION_NAMES,
    PRINTED,
    Reader,
    capital,
    cond_text,
    effects_text,
)
from landsraad.interfaces.web.layout import game_content, table_payload

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Ruleset

RES_NAMES = {"solari": "Solari", "spice": "spice", "water": "water"}


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
    c = game_content(edition, reader.modules)
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
    # the leader's Great House by its name in the reader's language (render.HOUSES), never its id
    leaders = {lid: {"id": lid, "name": reader.name("leaders", lid),
                     "house": (reader.tr.gettext(HOUSES[ld.house]) if ld.house in HOUSES
                               else ld.house.capitalize() if ld.house else ""),
                     "left_name": reader.name("leaders", lid, "left_name"),
                     "left_text": reader.name("leaders", lid, "left_text"),
                     "signet_name": reader.name("leaders", lid, "signet_name"),
                     "signet_text": signet_ability(ld, reader),
                     "setup": capital(effects_text(ld.setup, reader)) if ld.setup else ""}
               for lid, ld in c.leaders.items()}
    # CHOAM contracts (002 MÓDULO DE LA CHOAM): "NAME contract" and its reward (docs/rulings.md C8)
    # named in the reader's words as the terminal and the options name them (render.contract_name)
    contracts = {ctid: {"id": ctid, "name": contract_name(ct, reader), "reward": effects_text(ct.reward, reader)}
                 for ctid, ct in c.contracts.items()}
    tr = reader.tr
    # Uprising (002): battle icons on Conflict cards and Objectives, the observation posts
    icon_word = {k: tr.gettext(v) for k, v in BATTLE_ICON_NAMES.items()}
    for cid, cf in c.conflicts.items():
        conflicts[cid]["battle_icon"] = cf.battle_icon
        conflicts[cid]["icon_name"] = icon_word.get(cf.battle_icon or "", "")
    objectives = {oid: {"id": oid, "name": reader.name("objectives", oid), "battle_icon": ob.battle_icon,
                        "icon_name": icon_word[ob.battle_icon], "text": "\n".join(objective_lines(ob, reader)[1:])}
                  for oid, ob in c.objectives.items()}
    posts = {pid: {"id": pid, "name": reader.name("observation_posts", pid),
                   "watches": post_lines(c, op, reader)[1], "spaces": list(op.spaces)}
             for pid, op in c.observation_posts.items()}
    # the board's areas as the game's layout names them (the edition's layout.yaml, or a module's board)
    areas = [[a["id"], a["name"]] for a in table_payload(edition, reader)["layout"]["areas"]]
    out: dict[str, Any] = {
        "edition": edition, "areas": areas, "spaces": spaces, "objectives": objectives, "posts": posts,
        "cards": cards, "intrigues": intrigues, "conflicts": conflicts, "leaders": leaders,
        "contracts": contracts,
        "factions": [[f.id, tr.gettext(FACTION_NAMES.get(f.id, f.name))] for f in c.factions.values()],
        "phases": {k: tr.gettext(v) for k, v in PHASES.items()},
        # the VP sources the modules name themselves (VpSource.word), for the score table
        "vp_words": {k: tr.gettext(w) for k, w in module_vp_words().items()},
        "tiebreak": {k: tr.gettext(v) for k, v in TIEBREAK_TEXT.items()}}
    # the components a product words itself (a web part's `content_entries(content, reader)`: the base
    # game's House Hagal cards, modules/base/web.py)
    for part in parts("web", edition, tuple(reader.modules)):
        if (entries := getattr(part, "content_entries", None)) is not None:
            out.update(entries(c, reader))
    return out


def action_label(action: str, content: Content, lang: str = "en", rules: Ruleset | None = None) -> str:
    """A short button text for an action of the notation (its form's label in the game's grammar:
    `rules`, rules/actions.py), in the reader's language."""
    return option_label(action, content, lang, rules)


def _own_pending(v: dict[str, Any]) -> tuple[Any, ...] | None:
    st = v.get("state") or {}
    p = st.get("pending")
    d = v.get("decision") or {}
    if p is None or st.get("redacted_decision") or d.get("decider", p[1]) != v["seat"]:
        return None
    return tuple(p)


@lru_cache(maxsize=64)
def automa_words(edition: str, modules: tuple[str, ...], roles: tuple[str, ...], lang: str) -> dict[str, dict[str, str]]:
    """How the page names the automa playing each of `roles`, why a player makes its choices and its
    deck's row ({n}: the size the view's `deck_view` field holds), in the reader's words: the automa's
    own `word`, `choices`, `deck_words` (modules/base/hagal.py, the Uprising Rivals'), so that the
    shared page never tests which automa it is (docs/rulings.md U739). The automa is the one the
    game's ruleset builds for the role: its modules' in order, the last wins."""
    from landsraad.rules.ruleset import EDITIONS, MODULES

    factories = {k: f for m in EDITIONS[edition] + modules for k, f in MODULES[m].automata.items()}
    tr = translator(lang)
    return {role: {"word": tr.gettext(a.word), "choices": tr.gettext(a.choices), "deck": tr.gettext(a.deck_words),
                   "deck_view": a.deck_view} for role in roles for a in (factories[role](),)}


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
        # "for_seat" whose pieces the decision moves (modules/base/hagal.py)
        decider = d.get("decider", d["seat"])
        dd: dict[str, Any] = {"seat": decider, "kind": d["kind"], "for_seat": d["seat"]}
        if decider == seat and "legal" in d:
            # everything the page shows of a decision comes from its declaration (prompts.py):
            # "text" the prompt, "prompt" the browser's own (or ""), "ui" what the page does
            pend = _own_pending(v)
            me = v["players"][seat]
            rules = rules_of_view(v)  # the game's own kinds and grammar
            dd["text"] = describe_decision(d["kind"], pend, content, me, lang, rules)
            dd["prompt"] = decision_prompt(d["kind"], pend, content, me, browser=True, lang=lang, rules=rules)
            dd["ui"] = decision_ui(d["kind"], rules)
            dd["explain"] = decision_explanation(d["kind"], rules, lang)
            legal = list(d["legal"])
            dd["legal"] = legal
            agent: dict[str, list[str]] = {}
            options = []
            for a in legal:
                move = is_agent_move(a, rules)
                if move is not None:  # chosen on the board: a card of the hand, then a space
                    agent.setdefault(move[0], []).append(move[1])
                else:
                    options.append({"action": a, "label": action_label(a, content, lang, rules),
                                    "gloss": option_gloss(a, d["kind"], pend, content, lang, rules)})
            dd["options"] = options
            dd["agent"] = agent
        out["decision"] = dd
    # the automa's seats as it names them (a flag in the players panel, a choice made for it)
    roles = tuple(dict.fromkeys(p["role"] for p in v["players"] if p["automa"]))
    if roles:
        # its deck's row with the size the view holds ("House Hagal deck: {n}"; U739)
        out["automa_words"] = {r: {"word": w["word"], "choices": w["choices"],
                                   "deck": w["deck"].replace("{n}", str(v[w["deck_view"]]))}
                               for r, w in automa_words(v["edition"], tuple(v.get("modules") or ()), roles, lang).items()}
    out["seat_names"] = [f"P{i}" + (f" {content_name(content, lang, 'leaders', p['leader'])}" if p["leader"] else "")
                         for i, p in enumerate(v["players"])]
    # the blocks the game's modules add to the page (a web part's `panel(v, reader) -> {"title",
    # "lines"}`, in the reader's words, from the view only: interfaces/parts.py)
    panels = []
    for part in view_parts("web", v):
        panel = getattr(part, "panel", None)
        block = panel(v, Reader.of_view(v, lang)) if panel is not None else None
        if block:
            panels.append({"module": part.__name__, "title": block["title"], "lines": list(block["lines"])})
    if panels:
        out["panels"] = panels
    # a team game's seats (a web part's `seat_tags(v, reader)`: per seat its team, colour and role)
    # and the tracks a module keeps on its board (`counters(v, reader)`: the layout's
    # `tracks.counters`), from the view's public fields only
    for part in view_parts("web", v):
        for hook in ("seat_tags", "counters"):
            fn = getattr(part, hook, None)
            if fn is not None:
                got = fn(v, Reader.of_view(v, lang))
                out[hook] = {**out.get(hook, {}), **got} if isinstance(got, dict) else got
    # what a module's own browser script draws (a web part's `page_data(v, reader)`), by module
    # name, from the seat's view only
    own = {name: fn(v, Reader.of_view(v, lang)) for name, part in named_parts("web", v["edition"], tuple(v.get("modules") or ()))
           if (fn := getattr(part, "page_data", None)) is not None}
    if own:
        out["parts"] = own
    out["log"] = list(log)
    out["log_from"] = log_from
    out["game"] = game
    out["undo"] = undo
    return out
