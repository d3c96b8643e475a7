"""What another product changes in Immortality's components on its board, filled by a combination
folder when imported (modules/combined/immortality__<product>/, applied by the registry, modules/
__init__.py), so that this folder names no other product (issue 27):

- `SOLO_HAGAL`: edition -> the solo House Hagal changes on that edition's board that are not Immortality's
  own (003 ADICIONES A PARTIDAS EN SOLITARIO is the base board's): which cards leave (space id -> copies
  of the card sending there) and a note on the four added (render.py `hagal_lines`).

Empty, Immortality's components are listed as seed 003 prints them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class SoloHagal:
    """The solo House Hagal changes of Immortality on another board."""
    removes: Callable[[], Mapping[str, int]]  # space id -> copies of that board's card sending there
    note: str  # a message id: how the added cards are played on that board


SOLO_HAGAL: dict[str, SoloHagal] = {}
