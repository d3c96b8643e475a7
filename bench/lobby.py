"""The lobby's part of /api/options (web/lobby.py, U744): its choices read live from the presets
(`module_choices`, `lobby_modules`) and each playable edition's offer (`lobby_offer`), as the server
builds them once per request. `python -m bench.lobby`."""

from __future__ import annotations

import timeit
from collections.abc import Callable
from typing import Any

import landsraad.modules  # noqa: F401  (the products register their modules and presets)
from landsraad.interfaces.web.lobby import lobby_modules, lobby_offer, module_choices
from landsraad.rules.ruleset import EDITIONS, known_editions


def main() -> None:
    editions = [e for e in known_editions() if e in EDITIONS]

    def options() -> None:
        lobby_modules()
        module_choices()
        for e in editions:
            lobby_offer(e, "en")

    cases: list[tuple[str, Callable[[], Any], int]] = [
        ("module_choices", module_choices, 2000), ("lobby_modules", lobby_modules, 2000),
        (f"the lobby's part of /api/options ({len(editions)} editions)", options, 50)]
    options()  # the translators and the composed presets, once
    for name, fn, n in cases:
        print(f"{name}: {min(timeit.repeat(fn, number=n, repeat=3)) / n * 1e6:.1f} µs")


if __name__ == "__main__":
    main()
