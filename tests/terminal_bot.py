"""A seeded bot at the terminal: `landsraad play ARGS` run as the command runs it (its session, its
input read line by line), each prompt answered with one of the option numbers on screen and Enter at
a hotseat hand-over (tests/test_uprising_rivals_play.py, tests/test_six_cli.py)."""

from __future__ import annotations

import random
from io import StringIO

from rich.console import Console

from landsraad.interfaces.cli import build_parser
from landsraad.interfaces.play import make_session


def play_in_terminal(args: list[str], seed: int, first: str | None = None) -> tuple[int, str, int]:
    """`landsraad play ARGS` with a seeded bot typing an option number shown at each prompt (`first`:
    a command typed once before, e.g. `look`): the exit status, the screen, the number of answers."""
    out = StringIO()
    con = Console(file=out, width=120, no_color=True, highlight=False, markup=False, emoji=False, soft_wrap=False)
    rng = random.Random(seed)
    answered = 0

    def read(prompt: str) -> str | None:
        nonlocal answered
        if prompt.startswith("[pass to"):
            return ""
        answered += 1
        if answered > 5000:
            return None  # never: the game ends first (the tests say so)
        if answered == 1 and first is not None:
            return first
        return str(rng.choice(ps.options_now)[0])

    ps = make_session(build_parser().parse_args(["play", *args]), con, read)
    return ps.play(), out.getvalue(), answered
