"""The interfaces' parts of the rules modules (`Module.interfaces`): a module names, per interface,
the Python module in its own folder that draws what it adds ("screen": the terminal table,
"render": component texts, "web": the browser table), and the interface imports it here when it
first needs it. The interfaces never import a module by name: they ask the parts of the game's
modules (a view's "edition" and "modules") for the hooks they call, each a function of a known
name that a part may leave out.

The terminal (interfaces/screen.py) calls, in module order:
  `conflict_notes(v, content, lang) -> str` after the Conflict card's name;
  `unit_words(p, lang) -> list[str]` the units a player has in the Conflict besides troops;
  `board_lines(v, content, lang) -> list[Text]` under the board;
  `table_columns(v, content, lang) -> list[(header, justify, cells)]` the players table's columns;
  `AREAS` ((name, test of a board space), ...) the board's areas it names besides the core's (the
  CHOAM area of the base and Uprising boards); `ICON_SHORT` (icon -> short form) its Agent icons'
  short forms, every registered module's (a card of a module may be listed in a game without it);
  `player_columns(v, lang) -> list[(header, cells)]` more of them, after those;
  `flags(v, seat, lang) -> str` letters after the players table's flags;
  `zone_lines(p, content, lang) -> list[Text]` and `ZONES` (the zones they show) in `players`;
  `row_lines(v, content, lang) -> list[RenderableType]` in the Imperium Row block, after the decks;
  `market_lines(v, content, width, lang) -> list[Text]` under the Imperium Row;
  `help_lines(v, content, lang) -> list[str]` the `help` legend of the short forms it prints
  (interfaces/play.py `help_text`, after HELP).
Component texts (interfaces/render.py), for every registered module (a listing has no game):
  `card_lines(card, reader) -> list[str]`, `hagal_card_lines(content, card, reader) -> list[str]` (lines
  a House Hagal card of the module adds to the base part's text),
  `card_cost(card, reader) -> str | None` a card kind paid otherwise than in Persuasion, `CARD_KINDS`
  (kind -> its word: the kinds a listing shows), `conflict_lines(content, cf, reader) -> list[str]`,
  `board_space_lines(sp, reader) -> list[str]`, `component_lines(content, comp, reader) -> list[str] |
  None` the whole text of a component it words (None: not its own; the first part's answer wins:
  Uprising's observation posts, CHOAM's contracts), `group_components(content, key) -> list` the
  components of a group `--show` names (empty: not the part's), `node_text(e, reader) -> str | None`
  the words of an effect of its own steps that no component prints (None: not its word).
`landsraad cards` (interfaces/cli.py), for the game's modules, on the game's content (its ruleset's):
  `listing_entries(content) -> dict` entries the listing adds, `listing_lines(listing, lang) ->
  list[str]` lines after it, `listing_totals(listing) -> dict` the totals of its entries (once every
  part gave its entries), `LISTING_RECORDS` (listing kind -> the names files' kind of its items),
  `show_text(content, key, reader) -> str | None` what `--show KEY`
  shows of the module's own (None: not one of its keys).
The browser (interfaces/web/layout.py): `table(edition, reader) -> dict` (its entries join the table),
  `layout_problem(content, zones) -> str | None` what its board's layout lacks (the edition's parts);
  (interfaces/web/page_texts.py, every registered module's) `PAGE_TEXTS`: the pages' words it adds;
  (interfaces/web/client.py) `panel(v, reader) -> {"title": str, "lines": [str]} | None`, a block of
  the page read from the seat's view, in the reader's words (`client_view(...)["panels"]`);
  `seat_tags(v, reader) -> [{"team", "role", "color", "label", ...}]` a team game's seats (the
  players panel's team colours and roles), `counters(v, reader) -> {track: {"seat", "value", "name",
  "marks"}}` the markers of the layout's `tracks.counters` (a module's own tracks, drawn by board.js);
  `page_data(v, reader) -> dict` what the module's own browser script draws, read from the seat's
  view (client_view(...)["parts"][module name]);
  `content_entries(content, reader) -> dict` entries of the components it words itself in the
  table's component payload (content_payload: the base game's House Hagal cards);
  (interfaces/web/browser.py) `BROWSER`: the file names of its browser code in the `static/` folder
  beside the part (scripts exporting the hooks of static/js/parts.js, style sheets; a script may export `drawMarket(box, V, ctx)`, called after the Imperium Row and
  Reserve are drawn), loaded by the pages of its games only;
  (interfaces/web/lobby.py) `LOBBY_CHOICES` (value -> name: the name of a preset's choice it words),
  `lobby_seats(modules, players, lang)` the seat rows' roles (a module's name is its `Module.title`).
The RL observation (rl/observation.py, interface "rl"): `blocks(rules) -> [(name, size, scale, doc)]`
  the module's blocks (named "<module>.<name>", after the core's), `encode(v, rel, put)` their values
  from the seat's view (`rel(seat)` the relative slot, `put(name, index, value)`).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from types import ModuleType
from typing import Any

from landsraad.rules.ruleset import MODULES, module_parts


@lru_cache(maxsize=64)
def parts(interface: str, edition: str, modules: tuple[str, ...] = ()) -> tuple[ModuleType, ...]:
    """The parts of the edition's and the game's modules for `interface`, in module order."""
    return tuple(import_module(m.interfaces[interface]) for m in module_parts(edition, modules)
                 if interface in m.interfaces)


def view_parts(interface: str, v: dict[str, Any]) -> tuple[ModuleType, ...]:
    """The parts of the game a seat's view shows (its "edition" and "modules")."""
    return parts(interface, v["edition"], tuple(v.get("modules") or ()))


def hooks(interface: str, name: str, v: dict[str, Any]) -> list[Any]:
    """The functions named `name` of the parts of the view's game, in module order."""
    return [fn for part in view_parts(interface, v) if (fn := getattr(part, name, None)) is not None]


def every_part(interface: str) -> tuple[ModuleType, ...]:
    """The parts of every registered module (a component listing names no game)."""
    module_parts("base")  # the built-in modules are registered
    return tuple(import_module(m.interfaces[interface]) for m in MODULES.values() if interface in m.interfaces)


@lru_cache(maxsize=64)
def named_parts(interface: str, edition: str, modules: tuple[str, ...] = ()) -> tuple[tuple[str, ModuleType], ...]:
    """The parts of the edition's and the game's modules for `interface`, each with its module's name."""
    return tuple((m.name, import_module(m.interfaces[interface])) for m in module_parts(edition, modules)
                 if interface in m.interfaces)

