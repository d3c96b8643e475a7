"""Custom card pools (issue 30): the Imperium and Intrigue decks a table chooses at setup, by
product, by card id and with copy counts, from the cards its edition and modules bring. Seed 002
"COMBINAR INSURRECCIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM" ("Puedes mezclar todas las demás cartas
de Intriga y del Imperio con las de INSURRECCIÓN": all or any of them) is what a pool chooses
within; docs/rulings.md M906-M908 decide what the seeds leave open.

A pool file (YAML or JSON; `--pool FILE` on simulate, tournament and play):

    imperium:                       # the Imperium deck (C2); absent: the game's own deck
      include: [uprising]           # the products whose cards, with their printed copies, are taken
                                    # (absent: every product of the game)
      remove: [card_id, ...]        # every copy of these cards is left out
      add: {card_id: 2, ...}        # this many more copies of these cards (>= 1), after include/remove
    intrigue: {...}                 # the Intrigue deck (C1), the same keys

A card must be one of the game's own deck cards (its edition's and modules' Imperium or Intrigue
decks: no starter, Reserve or Contract card; M907). The pool lives in GameConfig (`pool`, saved only
when set) and so in the game record: `landsraad replay` deals the same decks.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from landsraad.content import Content

DECKS = ("imperium", "intrigue")
KEYS = ("include", "remove", "add")
# docs/rulings.md M906: the smallest decks a pool may leave (the seeds print no minimum)
MIN_CARDS = {"imperium": 10, "intrigue": 10}

# GameConfig.pool: one entry per deck chosen, hashable (the ruleset cache keys on it):
# (deck, include products or None, removed ids, ((added id, copies), ...))
PoolEntry = tuple[str, tuple[str, ...] | None, tuple[str, ...], tuple[tuple[str, int], ...]]


class PoolError(ValueError):
    """A pool that cannot be dealt: the message names the deck and the card or key."""


def _show(x: Any) -> str:
    return repr(x)[:40]


def pool_from_dict(d: Any) -> tuple[PoolEntry, ...]:
    """The normalized pool of a pool file's object (or a saved config's `pool`); PoolError on a bad shape."""
    if not isinstance(d, dict):
        raise PoolError(f"a card pool is an object with 'imperium' and/or 'intrigue', not {type(d).__name__}")
    stray = sorted(str(k)[:30] for k in d if k not in DECKS)
    if stray:
        raise PoolError(f"card pool: unknown deck(s) {', '.join(stray)} (decks: {', '.join(DECKS)})")
    out: list[PoolEntry] = []
    for deck in DECKS:
        if deck not in d:
            continue
        spec = d[deck]
        if not isinstance(spec, dict):
            raise PoolError(f"card pool {deck}: an object with {', '.join(KEYS)}, not {_show(spec)}")
        stray = sorted(str(k)[:30] for k in spec if k not in KEYS)
        if stray:
            raise PoolError(f"card pool {deck}: unknown key(s) {', '.join(stray)} (keys: {', '.join(KEYS)})")
        include = spec.get("include")
        if include is not None and (not isinstance(include, list) or not all(isinstance(p, str) for p in include)
                                    or not include):
            raise PoolError(f"card pool {deck}: 'include' is a non-empty list of products, not {_show(include)}")
        remove = spec.get("remove", [])
        if not isinstance(remove, list) or not all(isinstance(c, str) for c in remove):
            raise PoolError(f"card pool {deck}: 'remove' is a list of card ids, not {_show(remove)}")
        add = spec.get("add", {})
        if not isinstance(add, dict):
            raise PoolError(f"card pool {deck}: 'add' maps card ids to copies, not {_show(add)}")
        for cid, n in add.items():
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise PoolError(f"card pool {deck}: {str(cid)[:40]!r} needs a number of copies of 1 or more, "
                                f"not {_show(n)}")
        out.append((deck, tuple(include) if include is not None else None, tuple(remove),
                    tuple(sorted((str(c), n) for c, n in add.items()))))
    if not out:
        raise PoolError("card pool: choose the 'imperium' deck, the 'intrigue' deck or both")
    return tuple(out)


def pool_to_dict(pool: tuple[PoolEntry, ...]) -> dict[str, Any]:
    """The saved form of a normalized pool (what `pool_from_dict` reads back)."""
    out: dict[str, Any] = {}
    for deck, include, remove, add in pool:
        spec: dict[str, Any] = {}
        if include is not None:
            spec["include"] = list(include)
        if remove:
            spec["remove"] = list(remove)
        if add:
            spec["add"] = dict(add)
        out[deck] = spec
    return out


def read_pool(path: str) -> tuple[PoolEntry, ...]:
    """A pool file (JSON, or YAML by its .yaml/.yml name) as a normalized pool; PoolError names the file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise PoolError(f"card pool {path}: cannot read it ({e.strerror})") from None
    try:
        if p.suffix.lower() in (".yaml", ".yml"):
            import yaml

            data = yaml.safe_load(text)
        else:
            data = json.loads(text)
    except Exception as e:  # a parse error of either format: said with the file's name
        raise PoolError(f"card pool {path}: not valid {'YAML' if p.suffix.lower() in ('.yaml', '.yml') else 'JSON'}"
                        f" ({str(e).splitlines()[0][:80]})") from None
    try:
        return pool_from_dict(data)
    except PoolError as e:
        raise PoolError(f"{path}: {e}") from None


def pool_arg(pool: Any) -> tuple[PoolEntry, ...]:
    """A pool as an API takes it (the RL environments' `pool=`): None or {} for none, a pool file's
    object (dict), a normalized pool (tuple) or a pool file's path (str); PoolError otherwise."""
    if pool is None or pool == {} or pool == ():
        return ()
    if isinstance(pool, str | Path):
        return read_pool(str(pool))
    if isinstance(pool, tuple):
        return pool_from_dict(pool_to_dict(pool))
    return pool_from_dict(pool)


def pool_text(text: str) -> tuple[PoolEntry, ...]:
    """A pool typed as text (the lobby's form and the web API take it): YAML, which JSON also is;
    PoolError says what is wrong with the same words as a pool file."""
    import yaml

    if not isinstance(text, str):
        raise PoolError(f"card pool: YAML or JSON text, not {type(text).__name__}")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise PoolError(f"card pool: not valid YAML or JSON ({str(e).splitlines()[0][:80]})") from None
    if data is None:
        return ()
    return pool_from_dict(data)


def _one_deck(content: Content, entry: PoolEntry, products_of: Callable[[str], dict[str, str]]) -> tuple[str, ...]:
    deck, include, remove, add = entry
    full = content.imperium_deck if deck == "imperium" else content.intrigue_deck
    table = content.cards if deck == "imperium" else content.intrigues
    products = sorted({table[cid].product for cid in full})
    game = f"this game ({content.edition} with {', '.join(products)} cards)"
    for p in include or ():
        if p not in products:
            raise PoolError(f"card pool {deck}: include {p[:30]!r} is not a product of {game}")
    cards = [cid for cid in full if include is None or table[cid].product in include]

    def known(cid: str) -> None:
        if cid in table and cid in full:
            return
        other = products_of(deck).get(cid)
        if other is None:
            raise PoolError(f"card pool {deck}: unknown card {cid[:40]!r}")
        if other in products:  # M908: a product in the game, but its mix leaves the card out (e.g. M900/M901)
            raise PoolError(f"card pool {deck}: {cid[:40]!r} cannot be played on this board (the rules of "
                            f"{content.edition} with {other} leave it out: docs/rulings.md M900, M901)")
        raise PoolError(f"card pool {deck}: {cid[:40]!r} is a card of {other}, and {other} is not in {game}")

    for cid in remove:
        known(cid)
        if cid not in cards:
            raise PoolError(f"card pool {deck}: cannot remove {cid[:40]!r}: it is not in the deck 'include' chose")
    cards = [cid for cid in cards if cid not in remove]
    for cid, n in add:
        known(cid)
        cards.extend([cid] * n)
    if len(cards) < MIN_CARDS[deck]:
        raise PoolError(f"card pool {deck}: {len(cards)} cards is too small a deck (at least "
                        f"{MIN_CARDS[deck]}: docs/rulings.md M906)")
    return tuple(cards)


def pooled_content(content: Content, pool: tuple[PoolEntry, ...],
                   products_of: Callable[[str], dict[str, str]]) -> Content:
    """The content with the pool's decks in place of the game's (rules/ruleset.py builds the
    ruleset of a config with a pool from it, so the setup, the invariants' census and the hidden
    information all read the pool's decks). `products_of(deck)`: every deck card any product
    prints -> its product (rules/ruleset.py deck_products), asked only to word a refusal."""
    decks = {entry[0]: _one_deck(content, entry, products_of) for entry in pool}
    return replace(content, imperium_deck=decks.get("imperium", content.imperium_deck),
                   intrigue_deck=decks.get("intrigue", content.intrigue_deck))

