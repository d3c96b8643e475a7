"""Game options a module declares (issue 27, "a product is one folder"): a choice fixed before
setup that only one module reads (the Rival cards of seed 002's Rivals). The module declares it
once (`Module.options`); the core and the interfaces derive from the declaration:

- GameConfig (rules/state.py): `options`, a mapping name -> value held as sorted pairs (hashable);
  an option at its default is not held, so a config without options is what it was before options
  existed; `to_dict` writes each held option as a top-level key under its name (the saves and
  records written before this mechanism hold `"rivals": [...]` there), `from_dict` reads it back
  with the option's `from_json`;
- the command line (interfaces/args.py `add_option_arguments`, `options_of`): `--<name>` with the
  declared help and metavar, parsed with `from_cli`;
- the web API (interfaces/web/app.py, games.py): the request field `<name>`, checked with
  `from_api` (its message is the API's 400);
- the lobby (interfaces/web/lobby.py): a text field labelled `label`, enabled at the player counts
  `enabled_at` allows;
- the server's value (`serve --<name>`, interfaces/web/games.py): taken by a game that leaves the
  option out only where `fits(config, value)` says the value is one that table can play (the Rival
  cards of a solo table do not fit a two-player one, docs/rulings.md U735); elsewhere the option's
  default.

What a value may be in a game is the module's own check (`Module.config_problem`); a config
setting an option no module of its game declares is refused (rules/state.py config_problem).
Every registered module's options by name: rules/ruleset.py `declared_options`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from landsraad.rules.types import AnyConfig, AnySeat


def _no_players(seats: tuple[AnySeat, ...]) -> bool:
    return True


def _fits_any(config: AnyConfig, value: Any) -> bool:
    return True


@dataclass(frozen=True)
class ConfigOption:
    """One option of a module (see the module docstring). Values are immutable (a tuple of ids,
    an int, a str), so configs stay hashable; `default` is the value when none is chosen."""

    name: str  # the config key, the JSON key, the API field and the CLI flag (--name)
    default: Any
    # JSON (saves, records, the web store) -> the value, or ValueError with the message read after
    # "bad game config: " (the same words as before the option was declared)
    from_json: Callable[[Any], Any]
    # the command line's text -> the value (ValueError: argparse refuses it with the message)
    from_cli: Callable[[str], Any]
    # the web API's JSON value -> the value, or ValueError with `api_message` (a message id: the
    # API's 400 in the page's language)
    from_api: Callable[[Any], Any]
    api_message: str
    # the value -> its JSON (to_dict)
    to_json: Callable[[Any], Any]
    help: str  # the CLI flag's help, a message id (N_): translated by the command line
    metavar: str  # its metavar, a message id (translated: interfaces/args.py)
    label: str  # the lobby field's label, a message id
    # the lobby field's placeholder and suggestions (values offered in a list)
    placeholder: str = ""
    suggestions: tuple[str, ...] = ()
    # the API field's JSON shape for the request model (interfaces/web/app.py), and its size bound
    api_type: Any = str
    api_max_length: int | None = None
    # which tables the lobby field is enabled at: the ruleset's seats of a player count -> bool
    enabled_at: Callable[[tuple[AnySeat, ...]], bool] = _no_players
    # whether a value is one a game of this config (edition, players, modules) can play: the server's
    # value (`serve --<name>`) is applied only where it fits, else the default (U735). Not the config's
    # check (Module.config_problem still refuses a value a request chose): a filter on a default.
    fits: Callable[[AnyConfig, Any], bool] = _fits_any


def id_list(name: str, what: str) -> dict[str, Any]:
    """The parsers of an option that is a list of ids (a tuple in the config): JSON a list of
    strings, the CLI "a,b" or "a b", the API a list of strings of at most 40 characters each."""
    def from_json(v: Any) -> tuple[str, ...]:
        if not isinstance(v, list):
            raise ValueError(f"{name!r} is a list of {what}")
        return tuple(v)

    def from_cli(text: str) -> tuple[str, ...]:
        return tuple(r for r in re.split(r"[,\s]+", text.strip()) if r)

    def from_api(v: Any) -> tuple[str, ...]:
        if v is None:
            return ()
        if not isinstance(v, list) or not all(isinstance(r, str) and len(r) <= 40 for r in v):
            raise ValueError(name)
        return tuple(v)

    return {"default": (), "from_json": from_json, "from_cli": from_cli, "from_api": from_api, "to_json": list,
            "api_type": list[str]}


def choice_problem(ids: Sequence[Any], known: Iterable[str], what: str, also: Sequence[str] = ()) -> str | None:
    """What is wrong with the ids an option chose among `known` (an `id_list` option's value, in a
    module's config_problem), or None: an unknown id ("unknown <what> 'x'; one of a, b" — `also` the
    special values it may also be, named after "or"), then an id chosen twice. The count, and which
    known ids a game allows, stay the module's own checks."""
    names = list(known)
    unknown = [i for i in ids if i not in names]
    if unknown:
        more = f" or {', '.join(repr(a) for a in also)}" if also else ""
        return f"unknown {what} {str(unknown[0])[:30]!r}; one of {', '.join(names)}{more}"
    if len(set(ids)) < len(ids):
        return f"a {what} is chosen twice: {', '.join(map(str, ids))}"
    return None
