"""The toy product's presets (landsraad/presets.py), declared from this folder (issue 27): a part
`toy` of presets' names, which goes with every edition whose rules take the module (the base game:
it requires `base`). Declared only by the tests that ask (`declare`), taken back by `forget`, so the
other tests' presets and lobby choices stay the shipped ones."""

from __future__ import annotations

from landsraad import presets

from . import NAME

PART = "toy"
SEED = "tests/toy_product (a test's product, no seed)"


def declare() -> None:
    presets.declare_part(PART, NAME, SEED, rank=100)  # after every shipped part


def forget() -> None:
    presets.forget(NAME)
