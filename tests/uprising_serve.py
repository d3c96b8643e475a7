"""Test-only: `python -m tests.uprising_serve serve ...` is `landsraad serve` with the edition
`uprising` playable before every card rule lands: no card or leader whose rule is still missing
is dealt (tests/uprising_playable.py `uprising_edition_playable`). The browser tests of an
Uprising game run this server (tests/web_server.py `Server(entry=...)`). Bots that decide in
worker processes (heuristic, search) import landsraad afresh there, without this: use random or
explorer bots here until the rules land (then `landsraad serve` itself serves Uprising)."""

from __future__ import annotations

import sys

from landsraad.interfaces.cli import main
from tests.uprising_playable import uprising_edition_playable

if __name__ == "__main__":
    with uprising_edition_playable():
        sys.exit(main(sys.argv[1:]))
