"""`search` (hard): heuristic-pruned determinized rollouts with a per-decision budget.

1. *Worlds.* Full states consistent with the view are sampled with `determinize` (the search
   never sees the real state) and kept for the whole decision; each rollout clones one, which
   costs ~30 µs against ~400 µs for a fresh sample.
2. *Prior.* Every legal action is scored one step ahead with the heuristic evaluation on the
   first worlds (what `heuristic:medium` does); only the best `k` go on to rollouts, so the
   budget is spent comparing plausible moves rather than scattering it over poor ones.
3. *Rollouts.* Each candidate is played in the same world with the same rollout seed (common
   random numbers: the candidates are compared on identical luck), to the end of the round (or
   the game) with a cheap guided policy, then scored with the heuristic evaluation. At a solo
   table (every other seat a Rival, played by the engine) the seat's own Agent turns, purchases
   and deployments in a rollout are the one-step evaluation's best instead (greedy rollouts).
4. *Choice.* The best mean rollout value, with the prior as a small tie-breaker.

Solo options (issue 31, off by default: measured neutral or worse, docs/agents.md session 44):
`full` rollouts to the end of the game valued by win and margin (`game_value`; 2: only once the
end is in sight), `race` round-end values with the race's clock (`heuristic.race_relative`).

Budget: a fixed number of rollouts (`iterations`, rounded up to whole rounds of `k`; default
120, 40 with greedy rollouts), with a safety cap of `cap_s` seconds (0.9) for slow machines, or `budget_s` seconds per
decision. Rollout counts are deterministic whatever the load unless the cap cuts one short.
Strength and settings: docs/agents.md.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from landsraad.agents.base import legal_of
from landsraad.agents.heuristic import one_step_scores, race_relative, race_rounds_left, relative
from landsraad.rules.actions import BASE_GRAMMAR
from landsraad.rules.hidden import determinize
from landsraad.rules.state import GameState

DEFAULT_ITERATIONS = 120  # the setting measured in docs/agents.md
DEFAULT_CAP_S = 0.9  # seconds: with the prior and bookkeeping, a decision stays under 1 s

# rollout policy: prefer actions that tend to be good, keep every option possible
ROLLOUT_WEIGHTS = {"acquire": 4.0, "agent": 2.0, "play": 2.0, "pay": 2.0, "reveal": 0.4,
                   "done": 0.6, "pass": 1.0, "decline": 0.7}


_WEIGHT_CACHE: dict[str, float] = {}  # action notation -> rollout weight (a finite vocabulary)


def action_weight(a: str) -> float:
    w = _WEIGHT_CACHE.get(a)
    if w is None:
        head = a.split(" ", 1)[0]
        w = ROLLOUT_WEIGHTS.get(head, 1.0)
        if head == "deploy":  # moderate deployments
            w = 1.0 / (1 + abs(BASE_GRAMMAR.parse(a).troops - 2))  # Deploy
        _WEIGHT_CACHE[a] = w
    return w


def rollout_pick(legal: list[str], rng: random.Random) -> str:
    """A weighted random legal action (roulette wheel; `random.choices` costs twice as much)."""
    weights = [action_weight(a) for a in legal]
    x = rng.random() * sum(weights)
    for a, w in zip(legal, weights, strict=True):
        x -= w
        if x < 0.0:
            return a
    return legal[-1]


# Greedy rollouts (solo tables, issue 31): the seat's own Agent turns, purchases and deployments in
# a rollout are the one-step heuristic's best in the rollout's world rather than weighted-random
# picks; the rest (Intrigue windows, small choices) stays random. Solo, the Rivals' turns are the
# engine's (their real policy), so a rollout is then the player's plausible round, not noise: fewer
# rollouts tell the candidates apart (measured in docs/agents.md).
GREEDY_KINDS = frozenset({"turn", "acquire", "deploy"})
SOLO_ITERATIONS = 40  # the default rollout count with greedy rollouts (about the time of 120 random ones)
SOLO_FULL = 0  # rollouts to the end of the game by default at solo tables: 0, 1 or 2 (measured: docs/agents.md)
LATE_ROUNDS = 1  # full=2: to the end of the game once it ends within this many rounds after this one
SOLO_RACE = 0  # round-end rollouts valued with the race's clock by default at solo tables
FULL_ITERATIONS = 20  # the default rollout count to the end of the game (4 per candidate)


def greedy_pick(s: GameState, legal: list[str], seat: int, value: Callable[[GameState, int], float] = relative) -> str:
    """The action whose one-step `value` (`relative`) is best in this (sampled) world."""
    best, best_v = legal[0], -math.inf
    for a in legal:
        c = s.clone()
        c.apply(a)
        v = value(c, seat)
        if v > best_v:
            best, best_v = a, v
    return best


# Rollouts to the end of the game (solo tables, issue 31): the Rivals score on a schedule (000/001
# House Hagal sheet "Rivales": Conflicts, Faction tracks, resources traded for VP) and a Rival's 10 VP
# end the game (000 "PARTIDAS EN SOLITARIO", checked at "FASE 5: RETORNO"), so the race is decided by the whole game,
# not by what one round leaves. Solo, the Rivals' turns are the engine's (their real, deterministic
# policy) and the player's the greedy one-step choice: a rollout is a plausible rest of the game,
# valued by who wins it and by how much.
WIN_VALUE = 100.0  # a win, in the evaluation's units (1 VP = 10): worth ten VP of margin
FULL_MAX_STEPS = 5000  # a safety net: a solo game has ~70 decisions of the player's left at most


def game_value(s: GameState, seat: int) -> float:
    """A finished rollout's value: WIN_VALUE if the seat won, plus its VP margin over the best
    other seat (1 VP = 10); a rollout cut short by the step limit is valued by `relative`."""
    if not s.is_terminal():
        return relative(s, seat)
    mine = s.players[seat].vp
    best = max(p.vp for p in s.players if p.seat != seat)
    return WIN_VALUE * (s.winner == seat) + 10.0 * (mine - best)


def end_in_sight(s: GameState, seat: int) -> bool:
    """The game ends within LATE_ROUNDS rounds after this one: solo, by the race's clock (the
    leading Rival's projected 10 VP, ruling U781); elsewhere by the Conflict deck. Then a rollout to
    the end of the game costs about one to the end of the round, and the race is decided in it."""
    if solo_table(s, seat):
        return race_rounds_left(s, s.automa) <= LATE_ROUNDS
    return len(s.conflict_deck) <= LATE_ROUNDS


def rollout(s: GameState, seat: int, rng: random.Random, max_steps: int = 400, greedy: bool = False,
            to_end: bool = False, race: int = 0) -> float:
    start_round = s.round
    steps = 0
    if to_end:
        max_steps = FULL_MAX_STEPS
    while not s.is_terminal() and (to_end or s.round == start_round) and steps < max_steps:
        legal = s.legal_actions()
        pend = s.pending
        if greedy and len(legal) > 1 and pend is not None and pend[0] in GREEDY_KINDS and s.current_player() == seat:
            s.apply(greedy_pick(s, legal, seat, race_relative if race == 2 else relative))
        else:
            s.apply(rollout_pick(legal, rng))
        steps += 1
    if to_end:
        return game_value(s, seat)
    return race_relative(s, seat) if race else relative(s, seat)


def solo_table(s: GameState, seat: int) -> bool:
    """Every other seat is an automa (the solo Rivals): rollouts hold only this seat's choices."""
    return bool(s.automa) and len(s.automa) == len(s.players) - 1 and seat not in s.automa


class SearchAgent:
    name = "search"

    def __init__(self, seed: int = 0, budget_s: float | None = None, iterations: int | None = None,
                 candidates: int = 5, prior_worlds: int = 2, max_worlds: int = 16,
                 prior_weight: float = 0.1, cap_s: float = DEFAULT_CAP_S, greedy: int | None = None,
                 full: int | None = None, race: int | None = None) -> None:
        # Settings that would make a decision run forever are refused here too (specs are checked
        # against tighter bounds by agents/spec.py): the loop below ends only on a finite budget.
        if budget_s is not None and not 0.0 < budget_s < math.inf:
            raise ValueError(f"search: the time budget must be a positive number of seconds, not {budget_s}")
        if iterations is not None and iterations < 0:
            raise ValueError(f"search: the rollout count cannot be negative ({iterations})")
        if candidates < 1 or prior_worlds < 1 or max_worlds < 1:
            raise ValueError("search: candidates, prior_worlds and max_worlds are at least 1")
        if not 0.0 <= cap_s < math.inf:
            raise ValueError(f"search: the time cap is 0 (none) or a positive number of seconds, not {cap_s}")
        if greedy not in (None, 0, 1):
            raise ValueError(f"search: greedy rollouts are 0 (off) or 1 (on), not {greedy}")
        if full not in (None, 0, 1, 2):
            raise ValueError(f"search: rollouts to the end of the game are 0 (off), 1 (always) or 2 (near the end), "
                             f"not {full}")
        if race not in (None, 0, 1, 2):
            raise ValueError(f"search: the race's clock is 0 (off), 1 (rollouts' values) or 2 (every value), not {race}")
        self.rng = random.Random(seed)
        self.budget_s = budget_s
        # no budget named: the measured default (deterministic, ~0.1-0.4 s a decision here); with
        # greedy rollouts SOLO_ITERATIONS (set per decision: solo tables turn them on)
        self.default_budget = budget_s is None and iterations is None
        self.iterations = DEFAULT_ITERATIONS if self.default_budget else iterations
        self.candidates = candidates
        self.prior_worlds = prior_worlds
        self.max_worlds = max_worlds
        self.prior_weight = prior_weight
        # a rollout budget also stops when the next round of rollouts would end past cap_s seconds
        # (a slow or loaded machine): a player never waits more than ~1 s; 0 = no cap (then the
        # same seed always gives the same choice)
        self.cap_s = cap_s
        # greedy rollouts: 1 on, 0 off, None (default) on at solo tables only (`solo_table`)
        self.greedy = greedy
        # rollouts to the end of the game, valued by win and margin (`game_value`): 1 on, 0 off (to
        # the end of the round), None (default) SOLO_FULL at solo tables, off elsewhere
        self.full = full
        # round-end rollouts valued with the race's clock (heuristic.race_relative): 1 on, 0 off,
        # None (default) SOLO_RACE at solo tables, off elsewhere
        self.race = race
        self.last_full, self.last_race = False, 0  # the last decision's settings (tests, diagnostics)
        self.last_iterations = 0
        self.last_values: dict[str, float] = {}  # the last decision's mean rollout value per candidate (hints)
        self.capped = 0  # decisions cut short by cap_s so far

    def act(self, view: dict[str, Any]) -> str:
        legal = legal_of(view)
        self.last_iterations = 0
        self.last_values = {}
        if len(legal) == 1:
            return legal[0]
        seat = int(view["seat"])
        public = view["state"]
        start = time.perf_counter()
        limit = self.budget_s if self.iterations is None else self.cap_s
        worlds = [determinize(public, self.rng) for _ in range(self.prior_worlds)]
        solo = solo_table(worlds[0], seat)
        greedy = solo if self.greedy is None else bool(self.greedy)
        full_level = (SOLO_FULL if solo else 0) if self.full is None else self.full
        full = full_level == 1 or (full_level == 2 and end_in_sight(worlds[0], seat))
        race = (SOLO_RACE if solo else 0) if self.race is None else self.race
        self.last_full, self.last_race = full, race
        iterations = self.iterations
        if self.default_budget:
            iterations = FULL_ITERATIONS if full_level == 1 else SOLO_ITERATIONS if greedy else iterations
        prior = one_step_scores(worlds, legal, seat, race_relative if race == 2 else relative)
        cands = sorted(legal, key=lambda a: prior[a], reverse=True)[: self.candidates]
        if len(cands) == 1:
            return cands[0]
        total = dict.fromkeys(cands, 0.0)
        n = 0  # rollouts per candidate
        it = 0
        while iterations is None or it < iterations:
            if limit:  # stop before a round of rollouts that would end past the time limit
                spent = time.perf_counter() - start
                if spent + (spent / n if n else 0.0) > limit:
                    self.capped += iterations is not None
                    break
            if n < len(worlds):
                world = worlds[n]
            elif len(worlds) < self.max_worlds:
                world = determinize(public, self.rng)
                worlds.append(world)
            else:
                world = worlds[n % len(worlds)]
            rollout_seed = self.rng.getrandbits(32)
            for a in cands:
                s = world.clone()
                s.apply(a)
                total[a] += rollout(s, seat, random.Random(rollout_seed), greedy=greedy, to_end=full, race=race)
            it += len(cands)
            n += 1
        self.last_iterations = it
        if n == 0:
            return cands[0]
        self.last_values = {a: total[a] / n for a in cands}
        return max(cands, key=lambda a: total[a] / n + self.prior_weight * prior[a])
