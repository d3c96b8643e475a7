"""Seeded random-game sweep with invariants checked at every step.

`python -m bench.sweep --games 20000` (the large sweep, outside CI). tests/test_sweep.py runs
the same code on 2,000+ games.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from landsraad.agents import ExplorerAgent, RandomAgent
from landsraad.invariants import check
from landsraad.records import GameRecorder, replay
from landsraad.rules.state import GameConfig, GameState


@dataclass
class SweepReport:
    games: int = 0
    decisions: int = 0
    failures: list[str] = field(default_factory=list)
    # "agent:<card>", "reveal:<card>", "intrigue:<card>", and Immortality's "graft:<card>" (either card
    # of a graft) and "acquire:<card>" (an Imperium Row, reserve or Tleilaxu Row card bought)
    card_plays: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0


def _roundtrip_ok(s: GameState) -> str | None:
    h = s.state_hash()
    if s.clone().state_hash() != h:
        return "clone changes the hash"
    if GameState.from_json(s.to_json()).state_hash() != h:
        return "JSON round-trip changes the hash"
    return None


def _step_problems(rec: GameRecorder, action: str, roundtrip: bool) -> list[str]:
    """Apply one action and check the invariants (and, when asked, the clone/JSON round trip).
    Whatever goes wrong — an exception from the engine, the invariants or the save — is reported
    as a problem of this step, so a sweep names the game and goes on (issue 33)."""
    s = rec.state
    try:
        rec.apply(action)
    except Exception as e:  # noqa: BLE001 - any failure is reported
        return [f"apply raised {type(e).__name__}: {e}"]
    try:
        bad = check(s)
    except Exception as e:  # noqa: BLE001
        return [f"invariants raised {type(e).__name__}: {e}"]
    if bad or not roundtrip:  # a broken state is not saved: its save error would hide the cause
        return bad
    try:
        err = _roundtrip_ok(s)
    except Exception as e:  # noqa: BLE001
        err = f"round trip raised {type(e).__name__}: {e}"
    return [err] if err else []


def sweep(games: int, seed: int = 0, deep_every: int = 25, replay_every: int = 10,
          players: tuple[int, ...] = (3, 4), report: SweepReport | None = None,
          config: Callable[[int, str], GameConfig] | None = None,
          edition: str = "base", modules: tuple[str, ...] = ()) -> SweepReport:
    """deep_every: check clone/JSON every step of every deep_every-th game (others: every 20th step);
    replay_every: replay every replay_every-th game from its record; config(players, difficulty):
    the game's config (tests/test_sweep.py passes Uprising's); without it, `edition` and `modules`
    (Immortality: modules=("immortality",)) make it."""
    make_config = config or (lambda n, difficulty: GameConfig(edition=edition, players=n,
                                                              difficulty=difficulty, modules=modules))
    rep = report or SweepReport()
    t0 = time.perf_counter()
    for g in range(games):
        gseed = seed + g
        n = players[g % len(players)]
        rng = random.Random(gseed)
        agents = [(ExplorerAgent if rng.random() < 0.5 else RandomAgent)(gseed * 10 + i) for i in range(n)]
        difficulty = ("mercenary", "sardaukar", "mentat", "kwisatz_haderach")[g % 4]
        rec = GameRecorder(make_config(n, difficulty), gseed)
        s = rec.state
        deep = g % deep_every == 0
        step = 0
        while not s.is_terminal():
            legal = s.legal_actions()
            if not legal:
                rep.failures.append(f"game {gseed} ({n} players): no legal action at step {step}")
                break
            seat = s.current_player()
            a = agents[seat].pick(legal)
            if a.startswith("agent "):
                rep.card_plays["agent:" + a.split()[1]] += 1
            elif a.startswith(("graft ", "graft_row ")):  # Immortality: a card played grafted (either one)
                rep.card_plays["graft:" + a.split()[1]] += 1
            elif a.startswith("acquire "):  # from the Imperium Row, the reserve or the Tleilaxu Row
                words = a.split()
                rep.card_plays["acquire:" + words[2 if words[1] == "set_aside" else 1]] += 1
            elif a.startswith("play "):
                rep.card_plays["intrigue:" + a.split()[1]] += 1
            elif a == "reveal":
                for c in s.players[seat].hand:
                    rep.card_plays["reveal:" + c] += 1
            step += 1
            bad = _step_problems(rec, a, deep or step % 20 == 0)
            if bad:
                rep.failures.append(f"game {gseed} ({n} players) step {step} after {a!r}: {bad}")
                break
        if g % replay_every == 0 and not (rep.failures and rep.failures[-1].startswith(f"game {gseed} ")):
            try:
                replay(rec.to_json())
            except Exception as e:  # noqa: BLE001 - any failure is reported
                rep.failures.append(f"game {gseed}: replay failed: {e}")
        rep.games += 1
        rep.decisions += step
        if len(rep.failures) > 20:
            break
    rep.seconds += time.perf_counter() - t0
    return rep


# every product and combination the engine builds (issue 33: "a decision or the end" after every step
# of each), with the player counts each plays; Immortality's are the graft-heavy ones (the explorer
# grafts whenever it can: agents/random_agent.py EXPLORER_WEIGHTS)
COMBINATIONS: dict[str, tuple[str, tuple[str, ...], tuple[int, ...]]] = {
    "base": ("base", (), (1, 2, 3, 4)),
    "base+immortality": ("base", ("immortality",), (1, 2, 3, 4)),
    "base+immortality+up_to_11": ("base", ("immortality", "immortality_up_to_11"), (1, 2, 3, 4)),
    "uprising": ("uprising", (), (3, 4)),
    "uprising+choam": ("uprising", ("choam",), (3, 4)),
    # the Uprising Rivals (solo and two players) with CHOAM: docs/rulings.md U730
    "uprising_rivals+choam": ("uprising", ("choam",), (1, 2)),
    # the Rivals with Immortality (seed 002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD: U732-U733)
    "uprising_rivals+immortality": ("uprising", ("immortality",), (1, 2)),
    # the Rivals with the base game's cards (U734), CHOAM and Immortality too
    "uprising_rivals+choam+immortality+base-cards": ("uprising", ("choam", "immortality", "base_cards"), (1, 2)),
    # ... and the base game's Conflict cards (002 COMBATE "Los Rivales obtienen recompensas de las cartas de
    # Conflicto como los demás jugadores": M920)
    "uprising_rivals+base-cards+base-conflicts": ("uprising", ("base_cards", "base_conflicts"), (1, 2)),
    "uprising_rivals+choam+immortality+base-cards+base-conflicts": (
        "uprising", ("choam", "immortality", "base_cards", "base_conflicts"), (1, 2)),
    "uprising+immortality": ("uprising", ("immortality",), (3, 4)),
    "uprising+choam+immortality": ("uprising", ("choam", "immortality"), (3, 4)),
    # the base game's cards in Uprising (issue 30, seed 002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO), as
    # the presets name them (landsraad/presets.py)
    # three players only: the mix changes the decks, not the seats (a 3-player game is ~40 % cheaper; the
    # 4-player rules are swept by the combinations above, and 4-player mixed games by the base-conflicts
    # lines below, tests/test_base_cards.py and the 5,000-game sweeps)
    "uprising+base-cards": ("uprising", ("base_cards",), (3,)),
    "uprising+choam+base-cards": ("uprising", ("choam", "base_cards"), (3,)),
    "uprising+immortality+base-cards": ("uprising", ("immortality", "base_cards"), (3,)),
    "uprising+choam+immortality+base-cards": ("uprising", ("choam", "immortality", "base_cards"), (3,)),
    # with the base Conflict cards too (docs/rulings.md M909)
    "uprising+base-cards+base-conflicts": ("uprising", ("base_cards", "base_conflicts"), (3, 4)),
    "uprising+choam+base-cards+base-conflicts": ("uprising", ("choam", "base_cards", "base_conflicts"), (3, 4)),
    "uprising+immortality+base-cards+base-conflicts": ("uprising", ("immortality", "base_cards", "base_conflicts"),
                                                        (3, 4)),
    "uprising+choam+immortality+base-cards+base-conflicts": (
        "uprising", ("choam", "immortality", "base_cards", "base_conflicts"), (3, 4)),
    # six players with Immortality (seed 002 INMORTALIDAD: S870-S876), in the order `--players 6 --modules
    # immortality` gives (implied_modules)
    "uprising_six+immortality": ("uprising", ("immortality", "choam", "uprising_six"), (6,)),
}


def _combination_chunk(args: tuple[str, int, int]) -> SweepReport:
    name, games, seed = args
    edition, modules, players = COMBINATIONS[name]
    return sweep(games, seed, players=players, edition=edition, modules=modules,
                 config=lambda n, d: GameConfig(edition=edition, players=n, difficulty=d, modules=modules))


def sweep_combination(name: str, games: int, seed: int, workers: int = 2) -> SweepReport:
    """`sweep` of one combination of COMBINATIONS, its games split over `workers` processes (the
    seeds are the same as one process would play: game g has seed `seed + g`)."""
    from concurrent.futures import ProcessPoolExecutor

    if workers <= 1:
        return _combination_chunk((name, games, seed))
    size = -(-games // workers)
    chunks = [(name, min(size, games - i), seed + i) for i in range(0, games, size)]
    total = SweepReport()
    with ProcessPoolExecutor(workers) as pool:
        for rep in pool.map(_combination_chunk, chunks):
            total.games += rep.games
            total.decisions += rep.decisions
            total.failures += rep.failures
            total.card_plays.update(rep.card_plays)
            total.seconds = max(total.seconds, rep.seconds)
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--players", default="1,2,3,4")
    ap.add_argument("--counts", help="write per-card play counts (JSON) here")
    ap.add_argument("--edition", default="base", choices=("base", "uprising"),
                    help="uprising: use --players 3,4 (Uprising is for 3 or 4 players for now)")
    ap.add_argument("--modules", default="", help="comma-separated rules modules (immortality, choam)")
    ap.add_argument("--preset", default=None,
                    help="a preset (landsraad presets): sets --edition and --modules")
    args = ap.parse_args(argv)
    players = tuple(int(x) for x in args.players.split(","))
    modules = tuple(m for m in args.modules.split(",") if m)
    if args.preset is not None:  # issue 30
        from landsraad.presets import preset, preset_problem

        if preset_problem(args.preset) or args.modules:
            ap.error(preset_problem(args.preset) or "--preset sets the modules: leave out --modules")
        chosen = preset(args.preset)
        args.edition, modules = chosen.edition, chosen.modules
    config = None
    if args.edition != "base":
        def config(n: int, difficulty: str) -> GameConfig:
            return GameConfig(edition=args.edition, players=n, modules=modules)
    rep = sweep(args.games, args.seed, players=players, config=config, modules=modules)
    print(f"games {rep.games}, decisions {rep.decisions}, {rep.seconds:.1f}s, failures {len(rep.failures)}")
    if args.counts:
        with open(args.counts, "w") as f:
            json.dump(dict(sorted(rep.card_plays.items())), f, indent=1)
    for f in rep.failures[:20]:
        print(" ", f)
    return 1 if rep.failures else 0


if __name__ == "__main__":
    sys.exit(main())
