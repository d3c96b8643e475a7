"""The board as the browser draws it: layout data beside the board content, validated at load.

`layout.yaml` in an edition's product folder places every board space, area, track and zone in board units
(the SVG viewBox of static/js/board.js). A new board (Uprising, six players, Immortality) is a
new layout file, not a new page. `load_layout` refuses a layout that leaves a space of the
content without a position, places a space outside the area of its icon, or lets two spaces,
tracks, zones or observation posts overlap. Uprising adds `posts` (every observation post of the
content placed, with the spaces it watches in the result) and the `shield_wall` zone, required on
a board with spaces the Shield Wall protects.

`table_payload` is what the page fetches once: the layout plus the component effects as icon
tokens (`glyphs`), so cards and spaces show icons rather than words. The words inside the tokens
and the board spaces' costs are those of the game the table is read in (`texts.Reader`: the
reader's leader's Signet Ring, the costs the engine charges there), as in the component texts
of `client.content_payload`; `PRINTED` gives the printed components (`GET /api/table/{edition}`).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from landsraad.content import Content, load_content
from landsraad.content.products import product_folder
from landsraad.core.errors import ContentError
from landsraad.interfaces.parts import parts
from landsraad.interfaces.texts import PRINTED, Reader, cond_text, costs_text, effect_text, space_terms
from landsraad.interfaces.web.browser import browser_files

Rect = tuple[float, float, float, float]  # x, y, w, h


def _num(d: dict[str, Any], k: str, where: str) -> float:
    v = d.get(k)
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise ContentError(f"layout {where}: {k!r} must be a number, got {v!r}")
    return float(v)


def _rect(d: Any, where: str, default_wh: tuple[float, float] | None = None) -> Rect:
    if not isinstance(d, dict):
        raise ContentError(f"layout {where}: expected a mapping with x, y, w, h")
    x, y = _num(d, "x", where), _num(d, "y", where)
    if default_wh is not None and "w" not in d:
        w = default_wh[0]
    else:
        w = _num(d, "w", where)
    if default_wh is not None and "h" not in d:
        h = default_wh[1]
    else:
        h = _num(d, "h", where)
    if w <= 0 or h <= 0:
        raise ContentError(f"layout {where}: width and height must be positive")
    return (x, y, w, h)


def _inside(inner: Rect, outer: Rect) -> bool:
    return (inner[0] >= outer[0] and inner[1] >= outer[1] and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3])


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def validate_layout(raw: Any, content: Content) -> dict[str, Any]:
    """The layout as the page uses it, every rectangle explicit; ContentError if it is wrong."""
    if not isinstance(raw, dict):
        raise ContentError("layout: expected a mapping")
    board = _rect({"x": 0, "y": 0, **(raw.get("board") or {})}, "board")
    size = raw.get("space_size") or {}
    default_wh = (_num(size, "w", "space_size"), _num(size, "h", "space_size"))
    areas: dict[str, Rect] = {}
    area_out = []
    for a in raw.get("areas") or []:
        aid = str(a.get("id"))
        r = _rect(a, f"area {aid}")
        if aid in areas:
            raise ContentError(f"layout: area {aid!r} twice")
        if not _inside(r, board):
            raise ContentError(f"layout: area {aid!r} lies outside the board")
        areas[aid] = r
        area_out.append({"id": aid, "name": str(a.get("name", aid)), "x": r[0], "y": r[1], "w": r[2], "h": r[3],
                         # its colour where the page has none for its id (a board of a module's own areas)
                         **({"color": str(a["color"])} if a.get("color") else {})})
    placed: dict[str, Rect] = {}  # everything that must not overlap, by a readable name
    spaces_raw = raw.get("spaces") or {}
    spaces: dict[str, dict[str, float]] = {}
    for sid in spaces_raw:
        if sid not in content.spaces:
            raise ContentError(f"layout: space {sid!r} is not a board space of this edition")
    for sid in content.space_order:
        if sid not in spaces_raw:
            raise ContentError(f"layout: board space {sid!r} has no position")
        r = _rect(spaces_raw[sid], f"space {sid}", default_wh)
        # the area of its icon, unless the layout names another (a board where spaces of one icon lie
        # in two places: the six-player side's Emperor icon on the board and on a personal board)
        icon = str(spaces_raw[sid].get("area") or content.spaces[sid].icon)
        if icon not in areas:
            raise ContentError(f"layout: no area {icon!r} for space {sid!r}")
        if not _inside(r, areas[icon]):
            raise ContentError(f"layout: space {sid!r} lies outside its area {icon!r}")
        placed[f"space {sid}"] = r
        spaces[sid] = {"x": r[0], "y": r[1], "w": r[2], "h": r[3]}
    tracks_raw = raw.get("tracks") or {}
    influence = {}
    for f, t in (tracks_raw.get("influence") or {}).items():
        r = _rect(t, f"influence track {f}")
        placed[f"influence track {f}"] = r
        ally = t.get("alliance") or {}
        if f not in content.factions:
            raise ContentError(f"layout: influence track {f!r} is not a Faction of this board")
        influence[f] = {"x": r[0], "y": r[1], "w": r[2], "h": r[3], "levels": int(t.get("levels", 7)),
                        "alliance": {"x": _num(ally, "x", f"alliance {f}"), "y": _num(ally, "y", f"alliance {f}")},
                        **({"color": str(t["color"])} if t.get("color") else {})}
    tracks: dict[str, Any] = {"influence": influence}
    # tracks a module keeps (a counter per track: the six-player Commanders' personal Influence): the
    # page draws `levels` cells and the marker its view's `counters` gives (client.py)
    counters = {}
    for cid, t in (tracks_raw.get("counters") or {}).items():
        r = _rect(t, f"counter track {cid}")
        placed[f"counter track {cid}"] = r
        counters[str(cid)] = {"x": r[0], "y": r[1], "w": r[2], "h": r[3], "levels": int(t.get("levels", 5))}
    if counters:
        tracks["counters"] = counters
    for name in ("vp", "combat"):
        t = tracks_raw.get(name)
        if t is None:
            continue
        r = _rect(t, f"{name} track")
        placed[f"{name} track"] = r
        tracks[name] = {"x": r[0], "y": r[1], "w": r[2], "h": r[3], "max": int(t.get("max", 12)),
                        "cols": int(t.get("cols", 1))}
    zones = {}
    for zid, z in (raw.get("zones") or {}).items():
        r = _rect(z, f"zone {zid}")
        placed[f"zone {zid}"] = r
        zones[zid] = {"x": r[0], "y": r[1], "w": r[2], "h": r[3]}
    for part in parts("web", content.edition):  # Uprising: the Shield Wall's zone
        if (zone_problem := getattr(part, "layout_problem", None)) is not None and (problem := zone_problem(content, zones)):
            raise ContentError(f"layout: {problem}")
    posts = _posts(raw, content, placed)
    names = list(placed)
    for i, a in enumerate(names):
        if not _inside(placed[a], board):
            raise ContentError(f"layout: {a} lies outside the board")
        for b in names[i + 1:]:
            if _overlap(placed[a], placed[b]):
                raise ContentError(f"layout: {a} overlaps {b}")
    labels = [{"text": str(lb["text"]), "x": _num(lb, "x", "label"), "y": _num(lb, "y", "label")}
              for lb in raw.get("labels") or []]
    return {"board": {"width": board[2], "height": board[3]}, "areas": area_out, "spaces": spaces,
            "tracks": tracks, "zones": zones, "labels": labels, "posts": posts}


def _posts(raw: dict[str, Any], content: Content, placed: dict[str, Rect]) -> dict[str, dict[str, Any]]:
    """Uprising observation posts (002 Espías): each post of the content at a small square of its
    own (`post_size` unless it gives w/h), with the spaces it watches for the page to connect."""
    posts_raw = raw.get("posts") or {}
    if not isinstance(posts_raw, dict):
        raise ContentError("layout: posts maps each observation post to its position")
    for pid in posts_raw:
        if pid not in content.observation_posts:
            raise ContentError(f"layout: post {pid!r} is not an observation post of this edition")
    size = raw.get("post_size")
    default_wh = (_num(size, "w", "post_size"), _num(size, "h", "post_size")) if isinstance(size, dict) else None
    out: dict[str, dict[str, Any]] = {}
    for pid, op in content.observation_posts.items():
        if pid not in posts_raw:
            raise ContentError(f"layout: observation post {pid!r} has no position")
        r = _rect(posts_raw[pid], f"post {pid}", default_wh)
        placed[f"post {pid}"] = r
        out[pid] = {"x": r[0], "y": r[1], "w": r[2], "h": r[3], "spaces": list(op.spaces)}
    return out


def layout_path(edition: str) -> Path:
    """The edition's board layout, in its product's folder (content/products.py)."""
    folder = product_folder(edition)
    if folder is None:
        raise ContentError(f"edition {edition!r} has no folder of components (no product registered one)")
    return folder / "layout.yaml"


@lru_cache(maxsize=4)
def load_layout(edition: str) -> dict[str, Any]:
    content = load_content(edition)
    try:
        raw = yaml.safe_load(layout_path(edition).read_text())
    except (OSError, yaml.YAMLError) as e:
        raise ContentError(f"cannot read the board layout of {edition!r}: {e}") from e
    return validate_layout(raw, content)


# ---- effects as icon tokens -----------------------------------------------------------------------
# A token is {"i": icon, "n": amount} (an icon from static/js/icons.js, with an amount or none),
# {"t": text}, or {"sep": "→" | "/" | ":"}; a component's box is a list of tokens. Effects without
# an icon keep the words of texts.py as the reader reads them, so nothing on a card is lost.

AMOUNT_ICONS = {"solari": "solari", "spice": "spice", "water": "water", "vp": "vp", "persuasion": "persuasion",
                "swords": "sword", "recruit": "troop", "draw": "card", "intrigue": "intrigue", "harvest": "spice"}
LOSS_ICONS = {"lose_troops": "troop", "retreat": "troop", "discard": "card", "lose_garrison": "troop"}
FLAG_ICONS = {"take_mentat": "mentat", "high_council_seat": "council", "take_swordmaster": "agent",
              "trash_self": "trash", "mentat_reward": "mentat"}
COST_RES = {"solari", "spice", "water"}


def _tokens(e: tuple[Any, ...], reader: Reader) -> list[dict[str, Any]]:
    k = e[0]
    if k in AMOUNT_ICONS and len(e) == 2 and isinstance(e[1], int):
        out: list[dict[str, Any]] = [{"i": AMOUNT_ICONS[k], "n": e[1]}]
        if k == "harvest":
            out.append({"t": reader.tr.gettext("+ bonus spice")})
        if k == "recruit":
            out[0]["word"] = "troop"
        return out
    if k in LOSS_ICONS and len(e) == 2 and isinstance(e[1], int):
        return [{"i": LOSS_ICONS[k], "n": -e[1], "t": effect_text(e, reader)}]
    if k in FLAG_ICONS and len(e) == 1:
        return [{"i": FLAG_ICONS[k], "t": effect_text(e, reader)}]
    if k == "influence" and len(e) == 3:
        return [{"i": "influence", "f": e[1], "n": e[2]}]
    if k == "may":
        return [*_cost_tokens(e[1], reader), {"sep": "→"}, *glyphs(e[2], reader)]
    if k == "choose":
        out = [{"t": reader.tr.gettext("choose {n}:", n=e[1])}]
        for j, o in enumerate(e[2]):
            if j:
                out.append({"sep": "/"})
            out.extend(glyphs(o, reader))
        return out
    if k == "if":
        return [*_cond_tokens(e[1], reader), {"sep": ":"}, *glyphs(e[2], reader)]
    return [{"t": effect_text(e, reader)}]  # the Signet Ring: the reader's leader's ability


def _cond_tokens(c: tuple[Any, ...], reader: Reader = PRINTED) -> list[dict[str, Any]]:
    if c[0] == "alliance":
        return [{"i": "alliance", "f": c[1], "t": cond_text(c, reader)}]
    if c[0] == "influence_at_least":
        return [{"i": "influence", "f": c[1], "n": f"{c[2]}+", "t": cond_text(c, reader)}]
    if c[0] == "fremen_bond":
        return [{"i": "fremen", "t": cond_text(c, reader)}, {"t": reader.tr.gettext("Bond")}]
    return [{"t": cond_text(c, reader)}]


def _cost_tokens(costs: tuple[Any, ...], reader: Reader = PRINTED) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for c in costs:
        if c[0] == "pay" and c[1] in COST_RES:
            out.append({"i": c[1], "n": -int(c[2])})
        elif c[0] in ("trash_self", "trash_card"):
            out.append({"i": "trash", "t": costs_text((c,), reader)})
        else:
            out.append({"t": costs_text((c,), reader)})
    return out


def glyphs(effects: tuple[Any, ...], reader: Reader = PRINTED) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for e in effects:
        out.extend(_tokens(e, reader))
    return out



def game_content(edition: str, modules: tuple[str, ...]) -> Content:
    """The components of a game: the edition's, with those of its rules modules (Immortality)."""
    if not modules:
        return load_content(edition)
    from landsraad.rules.editions import ruleset_of

    return ruleset_of(edition, modules).content


@lru_cache(maxsize=64)
def table_payload(edition: str, reader: Reader = PRINTED) -> dict[str, Any]:
    """The layout and every component's effects as icon tokens, as `reader` reads them: a board
    space's cost is the one the engine charges the reader in its game (texts.space_terms)."""
    if reader == PRINTED:  # the printed components of this edition (names are looked up in its content)
        reader = Reader(edition=edition)
    c = game_content(edition, reader.modules)
    spaces = {}
    for sid, sp in c.spaces.items():
        cost, _ = space_terms(sp, reader)
        spaces[sid] = {"cost": [{"i": r, "n": n} for r, n in cost],
                       "fx": glyphs(sp.effects, reader) + ([{"i": "influence", "f": sp.faction, "n": 1}]
                                                           if sp.faction else []),
                       "control": [{"i": r, "n": n} for r, n in sp.control_bonus]}
        if sp.cost_options:  # Uprising: a cost chosen among alternatives, each with what it adds
            spaces[sid]["options"] = [{"cost": [{"i": r, "n": n} for r, n in pairs], "fx": glyphs(extra, reader)}
                                      for pairs, extra in sp.cost_options]
    cards = {cid: {"agent": glyphs(cd.agent, reader), "reveal": glyphs(cd.reveal, reader),
                   "acquire": glyphs(cd.acquire, reader), "trash": glyphs(cd.on_trash, reader)}
             for cid, cd in c.cards.items()}
    intrigues = {iid: {"fx": glyphs(it.effects, reader), "cost": _cost_tokens(it.cost, reader),
                       "also": [[k, glyphs(eff, reader)] for k, eff in it.also]} for iid, it in c.intrigues.items()}
    conflicts = {cid: {"rewards": [glyphs(r, reader) for r in cf.rewards]} for cid, cf in c.conflicts.items()}
    layout = load_layout(edition)
    if reader.lang != "en":  # the areas' names and labels in the reader's words (the layout's are English
        # messages: landsraad/messages.py extracts them from every layout.yaml)
        tr = reader.tr
        layout = {**layout, "areas": [{**a, "name": tr.gettext(a["name"])} for a in layout["areas"]],
                  "labels": [{**lb, "text": tr.gettext(lb["text"])} for lb in layout["labels"]]}
    out = {"edition": edition, "layout": layout,
           "glyphs": {"spaces": spaces, "cards": cards, "intrigues": intrigues, "conflicts": conflicts},
           # the browser files of the game's modules the page loads (browser.py: modules/<product>/static/)
           "browser": browser_files(edition, tuple(reader.modules))}
    for part in parts("web", edition, reader.modules):  # Immortality: the Bene Tleilax board
        if (table := getattr(part, "table", None)) is not None:
            out.update(table(edition, reader))
    return out
