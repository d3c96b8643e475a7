"""Uprising (seed 002) in the browser (`Module.interfaces["web"]`: the hooks
landsraad/interfaces/parts.py names): its browser files (`BROWSER`: static/board.js, players.js,
board.css beside this file), the words they print of its board and pieces (Spies, sandworms, the
Shield Wall, Maker Hooks, Objectives), and
the check that its board's layout places the Shield Wall (002 Lugares cruciales y la Muralla
Escudo: the token the page draws on the spaces it protects)."""

from __future__ import annotations

from typing import Any

from landsraad.content import Content
from landsraad.i18n import N_

# the browser code of its board and pieces (static/ beside this file, served and loaded only in its
# games: interfaces/web/browser.py): the posts, the Shield Wall, sandworms and Maker Hooks, the flags
BROWSER: tuple[str, ...] = ("board.js", "players.js", "board.css")

PAGE_TEXTS: tuple[str, ...] = (
    N_("Spies here: {seats}"), N_("no Spy here"),
    N_("Shield Wall: standing (no sandworms in a Conflict it protects)"), N_("Shield Wall: destroyed"),
    N_("Shield Wall"), N_("Objective"), N_("{n} face down"), N_("Spies in supply"), N_("Maker Hooks"),
    N_("P{seat}: {troops} troops, {worms} sandworms, {swords} swords in the Conflict: strength {n}"),
    N_("Spy"), N_("sandworm"), N_("P{seat}'s Spy"),
    # the score's VP source of the battle icons (the shared static/js/panels.js names it)
    N_("Battle icons (Uprising)"),
)


def layout_problem(content: Content, zones: dict[str, Any]) -> str | None:
    """A board with spaces the Shield Wall protects must place its token (the layout's zone)."""
    if any(sp.shield_wall for sp in content.spaces.values()) and "shield_wall" not in zones:
        return "this board has spaces the Shield Wall protects: place the 'shield_wall' zone"
    return None
