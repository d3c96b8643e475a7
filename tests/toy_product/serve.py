"""`landsraad serve` with the toy product registered: `python -m toy_product.serve serve ...` with
tests/ on PYTHONPATH (tests/test_toy_product.py's web server: its games load the module)."""

from __future__ import annotations

import sys

import toy_product
from landsraad.interfaces.cli import main

if __name__ == "__main__":
    toy_product.register()  # before the server builds any ruleset
    sys.exit(main())
