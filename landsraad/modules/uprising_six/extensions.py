"""What another product's rules change in a six-player game, filled by a combination folder when it is
imported (modules/combined/<product>__uprising_six/, applied by the registry, modules/__init__.py), so
that this folder names no other product (issue 27). Each is read where the six-player rule asks:

- `ROUTED`: effect, cost or condition word -> who receives a Commander's (receiver.py; None: no one
  yet), for words of the other product whose receiver is not the seat's own;
- `UNRECEIVED`: effect word -> what happens to a Commander's effect the receiver named no one for
  (receiver.py `unreceived`, the core's `Module.unreceived`);
- `TO_ELEVEN`: variant modules that play to 11 VP (seats.py: the Allies start on 0 VP);
- `LOBBY_CHOICES`: the lobby's names of the choices of the presets the combination declares (web.py).

Nothing here is a rule by itself: empty, a six-player game is played as seed 002 says without them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

Receiver = Callable[["GameState", int, tuple[Any, ...]], "int | None"]
ROUTED: dict[str, Receiver] = {}
UNRECEIVED: dict[str, Callable[[GameState, tuple[Any, ...]], None]] = {}
TO_ELEVEN: set[str] = set()
LOBBY_CHOICES: dict[str, str] = {}
