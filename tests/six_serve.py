"""`landsraad serve` with the six-player mode open to players: `python -m six_serve serve ...` with
tests/ on PYTHONPATH (the six-player browser tests: tests/test_web_six.py). The module stays refused
everywhere else (`PLANNED` in landsraad/modules/uprising_six/__init__.py) until its rules are
complete; this process lifts the refusal for itself only, before the server builds any ruleset."""

from __future__ import annotations

import sys

from landsraad.interfaces.cli import main
from landsraad.rules.ruleset import PLANNED, module_parts

if __name__ == "__main__":
    module_parts("uprising")  # the built-in modules are registered (and uprising_six with its refusal)
    PLANNED.pop("uprising_six", None)
    sys.exit(main())
