"""The strength ladder (issue 31): every level against the same opposition, for every product and
player count, in one command.

    python -m bench.ladder                       # every row, every level, 20 games each
    python -m bench.ladder --games 400 --levels hard --out docs/agents.md
    python -m bench.ladder --rows base-solo-mercenary,base-4p --levels hard --games 60

A row is a product and a player count, one row for every count each product is played at. At two
to four seats the level under test plays one seat against `heuristic:medium` in the others (seats
rotated game by game; parity is one in the number of players; two-player games add their automa:
House Hagal, base 001; Uprising's Rival, 002); at six (002 PARTIDAS DE SEIS JUGADORES) the others
are five `heuristic:medium`, the level plays both roles as seats rotate, and a win is its team's
(parity 50%); solo it plays alone against the Rivals (House Hagal's, base 000/001; Uprising's, 002)
at the row's difficulty. Each cell: games, wins, the win rate with its 95% Wilson interval, the
parity, milliseconds per decision of the level under test, and the machine (CPU, Python, pure or
mypyc build). `--out FILE` rewrites the table between the
LADDER markers of FILE (docs/agents.md) and leaves the rest of the file alone.

Games are played one after another in this process (CPU is shared: run it under `nice`); the same
seed gives the same games whatever the machine, unless a search decision is cut by its time cap.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from landsraad.agents.spec import LEVELS, parse_agent_spec
from landsraad.core.constants import DIFFICULTIES
from landsraad.rules.ruleset import implied_modules, ruleset_for
from landsraad.rules.state import GameConfig
from landsraad.sim import make_agents, play_game
from landsraad.tournament import seat_agents, wilson

OPPONENT = "heuristic:medium"  # the fixed yardstick at multi-seat tables
BEGIN = "<!-- LADDER:BEGIN (python -m bench.ladder --out docs/agents.md) -->"
END = "<!-- LADDER:END -->"


@dataclass(frozen=True)
class Row:
    name: str
    title: str
    edition: str
    players: int
    modules: tuple[str, ...] = ()
    difficulty: str = "sardaukar"

    def parity(self) -> float:
        """The win rate of a level no better than its opposition: one in the number of players, or
        one in the number of teams (six players: two teams, 002); solo tables have none (the Rivals
        do not take turns at winning)."""
        if self.players == 1:
            return 0.0
        teams = ruleset_for(self.config()).teams
        return 1 / len(teams) if teams else 1 / self.players

    def config(self) -> GameConfig:
        return GameConfig(edition=self.edition, players=self.players, modules=self.modules,
                          difficulty=self.difficulty)


def _rows() -> list[Row]:
    rows = [Row("base-4p", "Base, 4 players", "base", 4),
            Row("base-3p", "Base, 3 players", "base", 3),
            Row("base-2p", "Base, 2 players (House Hagal)", "base", 2)]
    rows += [Row(f"base-solo-{d}", f"Base solo, {d}", "base", 1, difficulty=d) for d in DIFFICULTIES]
    rows += [Row("immortality-4p", "Immortality, 4 players", "base", 4, ("immortality",)),
             Row("uprising-4p", "Uprising, 4 players", "uprising", 4),
             Row("uprising-3p", "Uprising, 3 players", "uprising", 3),
             Row("uprising-2p", "Uprising, 2 players (a Rival)", "uprising", 2),
             Row("uprising-choam-4p", "Uprising + CHOAM, 4 players", "uprising", 4, ("choam",)),
             Row("uprising-immortality-4p", "Uprising + Immortality, 4 players", "uprising", 4, ("immortality",)),
             Row("uprising-six", "Uprising, 6 players (teams)", "uprising", 6, implied_modules("uprising", 6, ()))]
    rows += [Row(f"uprising-solo-{d}", f"Uprising solo, {d}", "uprising", 1, difficulty=d) for d in DIFFICULTIES]
    return rows


ROWS: dict[str, Row] = {r.name: r for r in _rows()}


@dataclass
class Cell:
    row: Row
    level: str
    games: int = 0
    wins: int = 0
    decisions: int = 0
    think_s: float = 0.0
    vp: int = 0

    def line(self, machine: str) -> str:
        lo, hi = wilson(self.wins, self.games)
        rate = self.wins / self.games if self.games else 0.0
        ms = 1000 * self.think_s / self.decisions if self.decisions else 0.0
        mean_vp = self.vp / self.games if self.games else 0.0
        parity = f"{100 * self.row.parity():.0f}%" if self.row.players > 1 else "—"
        return (f"| {self.row.title} | {self.level} (`{parse_agent_spec(self.level)}`) | {self.games} | {self.wins} | "
                f"{100 * rate:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] | {parity} | {mean_vp:.1f} | {ms:.0f} | {machine} |")


def machine() -> str:
    """CPU model, Python version, and whether the engine runs compiled (mypyc) or pure."""
    cpu = platform.processor() or platform.machine()
    try:
        for text in Path("/proc/cpuinfo").read_text().splitlines():
            if text.startswith("model name"):
                cpu = text.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import landsraad.rules.engine as engine

    build = "mypyc" if str(engine.__file__).endswith(".so") else "pure"
    return f"{cpu}, Python {platform.python_version()} {build}"


def play_cell(row: Row, level: str, games: int, seed: int) -> Cell:
    """`games` games of `level` in one seat (seats rotated) against the row's opposition."""
    cell = Cell(row, level)
    cfg = row.config()
    lineup = [level] + [OPPONENT] * (row.players - 1)
    for g in range(games):
        specs = list(seat_agents(lineup, row.players, g))
        me = g % row.players  # seat_agents shifts the lineup by g: its first entry sits here
        out = play_game(cfg, seed + g, make_agents(specs, row.players, seed + g))
        s = out.state
        cell.games += 1
        cell.wins += s.returns()[me] == 1.0  # with teams, the level's team won (002)
        cell.vp += s.players[me].vp
        cell.decisions += out.seat_decisions[me]
        cell.think_s += out.think_s[me]
    return cell


def table(cells: Sequence[Cell], machine_name: str, games: int, seed: int) -> str:
    head = ["| product | level (spec) | games | wins | win rate [95% CI] | parity | mean VP | ms/decision | machine |",
            "|---|---|---|---|---|---|---|---|---|"]
    note = (f"Regenerated by `python -m bench.ladder --games {games} --seed {seed} --out docs/agents.md`; "
            f"2 to 6 players: the level in one seat (seats rotated) against `{OPPONENT}` in the others "
            "(six players: a win is the level's team's); solo: the level alone against the Rivals at that "
            "difficulty. Parity: the win rate of a level no better than its opposition.")
    return "\n".join([note, "", *head, *(c.line(machine_name) for c in cells)])


def write_section(path: Path, text: str) -> None:
    """Replace what lies between the LADDER markers of `path` (appended with them when absent)."""
    doc = path.read_text() if path.exists() else ""
    block = f"{BEGIN}\n{text}\n{END}"
    if BEGIN in doc and END in doc:
        before, rest = doc.split(BEGIN, 1)
        after = rest.split(END, 1)[1]
        doc = before + block + after
    else:
        doc = doc.rstrip("\n") + "\n\n" + block + "\n"
    path.write_text(doc)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench.ladder", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="games per row and level (default 20)")
    ap.add_argument("--rows", default="", help=f"comma-separated rows (default all): {', '.join(ROWS)}")
    ap.add_argument("--levels", default="hard", help=f"comma-separated levels or agent specs ({', '.join(LEVELS)})")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=None, help="rewrite the ladder section of this file (docs/agents.md)")
    ap.add_argument("--quiet", action="store_true", help="no per-cell progress on stderr")
    return ap.parse_args(argv)


def run(argv: Sequence[str] | None = None) -> tuple[list[Cell], str]:
    args = parse_args(argv)
    if args.games < 1:
        raise SystemExit("--games is at least 1")
    names = [r.strip() for r in args.rows.split(",") if r.strip()] or list(ROWS)
    unknown = [n for n in names if n not in ROWS]
    if unknown:
        raise SystemExit(f"unknown rows {', '.join(unknown)}; the rows are {', '.join(ROWS)}")
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    try:
        for lv in levels:
            parse_agent_spec(lv)
    except ValueError as e:
        raise SystemExit(str(e)) from None
    cells = []
    for n in names:
        for lv in levels:
            t = time.perf_counter()
            cell = play_cell(ROWS[n], lv, args.games, args.seed)
            cells.append(cell)
            if not args.quiet:
                print(f"{n} {lv}: {cell.wins}/{cell.games} in {time.perf_counter() - t:.0f} s", file=sys.stderr)
    text = table(cells, machine(), args.games, args.seed)
    if args.out:
        write_section(Path(args.out), text)
    return cells, text


def main(argv: Sequence[str] | None = None) -> int:
    _, text = run(argv)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

