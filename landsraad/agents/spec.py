"""Agent specs: the one parser of agent names, shared by every interface that names agents
(`play`, `simulate`, `tournament`, `serve` and its lobby, the RL environments).

A spec is `NAME` or `NAME:OPTIONS`; `parse_agent_spec` turns it into an `AgentSpec` whose
options are checked against their bounds (finite numbers, within limits), or raises ValueError
saying what is wrong and what is allowed. Bounds matter: an agent's settings decide how long a
decision takes, and a setting such as `search:0` or `search:nan` once meant a bot that never
answered (issue 20). Every bound keeps one decision within a few seconds on this machine.

Agents are registered in `AGENTS` (`register_agent`); each kind parses its own options.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from landsraad.agents.base import Agent
from landsraad.agents.heuristic import HeuristicAgent
from landsraad.agents.random_agent import ExplorerAgent, RandomAgent
from landsraad.agents.search import SearchAgent

MAX_SPEC_LEN = 80  # characters of a whole spec

# search: a time budget per decision, or a rollout count (docs/agents.md)
MIN_SEARCH_SECONDS = 0.01  # below this the prior alone is over budget: no rollout would run
MAX_SEARCH_SECONDS = 5.0  # a player waits at most this long for a search bot (docs/web.md)
MAX_SEARCH_ROLLOUTS = 2000  # ~2-5 s a decision here, whatever the load (no cap)
MAX_SEARCH_CANDIDATES = 64
MAX_SEARCH_WORLDS = 256
MAX_SEARCH_CAP = MAX_SEARCH_SECONDS

Options = dict[str, Any]
OptionParser = Callable[[str], Options]
AgentBuilder = Callable[[int, Options], Agent]

_UINT = re.compile(r"[0-9]{1,9}")  # ASCII digits only (str.isdigit and int() accept other scripts)
_DECIMAL = re.compile(r"(?:[0-9]{1,9}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})")  # no sign, exponent, nan, inf


@dataclass(frozen=True)
class AgentSpec:
    """A parsed, checked agent spec. `options` are keyword arguments of the agent's constructor
    (already within their bounds); `text` is the spec's canonical spelling."""

    name: str
    options: tuple[tuple[str, Any], ...] = ()
    text: str = ""

    def __str__(self) -> str:
        return self.text or self.name

    def kwargs(self) -> Options:
        return dict(self.options)

    def build(self, seed: int = 0) -> Agent:
        kind = AGENTS.get(self.name)
        if kind is None:  # a spec parsed before its agent was unregistered
            raise ValueError(f"unknown agent {self.name!r}; known: {', '.join(sorted(AGENTS))}")
        return kind.build(seed, self.kwargs())


@dataclass(frozen=True)
class AgentKind:
    """A registered agent: how to build it and how to read the options after `NAME:`
    (`parse` returns constructor keyword arguments or raises ValueError). `usage` shows the
    accepted options in error messages."""

    build: AgentBuilder
    parse: OptionParser
    usage: str


def no_options(name: str) -> OptionParser:
    def parse(arg: str) -> Options:
        raise ValueError(f"{name} takes no options (got {arg!r})")
    return parse


def number(text: str, what: str, lo: float, hi: float, *, integer: bool = False,
           zero_means: str | None = None) -> float | int:
    """A plain decimal number (ASCII digits, no sign, no exponent) within [lo, hi]; 0 is also
    allowed when `zero_means` says what it means."""
    pattern = _UINT if integer else _DECIMAL
    if not pattern.fullmatch(text):
        kind = "a whole number" if integer else "a number"
        raise ValueError(f"{what} must be {kind} written with digits, not {text!r}")
    value: float | int = int(text) if integer else float(text)
    if value == 0 and zero_means is not None:
        return value
    if not lo <= value <= hi:
        zero = f" (or 0: {zero_means})" if zero_means else ""
        raise ValueError(f"{what} must be from {lo:g} to {hi:g}{zero}, not {text}")
    return value


def _heuristic_options(arg: str) -> Options:
    if arg not in ("easy", "medium"):
        raise ValueError(f"heuristic levels are easy and medium, not {arg!r}")
    return {"level": arg}


# search:KEY=VALUE options -> SearchAgent keyword, bounds
_SEARCH_KEYS: dict[str, tuple[str, str, float, float, bool]] = {
    "it": ("iterations", "rollouts per decision (it)", 1, MAX_SEARCH_ROLLOUTS, True),
    "k": ("candidates", "candidate actions (k)", 1, MAX_SEARCH_CANDIDATES, True),
    "worlds": ("max_worlds", "sampled worlds (worlds)", 1, MAX_SEARCH_WORLDS, True),
    "cap": ("cap_s", "the time cap in seconds (cap)", MIN_SEARCH_SECONDS, MAX_SEARCH_CAP, False),
    # greedy rollouts (agents/search.py): 1 on, 0 off; unnamed, on at solo tables only
    "greedy": ("greedy", "greedy rollouts (greedy: 0 or 1)", 0, 1, True),
    # rollouts to the end of the game (agents/search.py): 1 on, 0 off; unnamed, the solo default
    "full": ("full", "rollouts to the end of the game (full: 0, 1 or 2)", 0, 2, True),
    # round-end rollouts valued with the race's clock (agents/heuristic.py race_relative)
    "race": ("race", "the race's clock (race: 0, 1 or 2)", 0, 2, True),
}
SEARCH_USAGE = (f"search, search:SECONDS ({MIN_SEARCH_SECONDS:g} to {MAX_SEARCH_SECONDS:g}) or "
                f"search:it=N/k=K/worlds=W/cap=S/greedy=G/full=F/race=R (it 1 to {MAX_SEARCH_ROLLOUTS}, k 1 to {MAX_SEARCH_CANDIDATES}, "
                f"worlds 1 to {MAX_SEARCH_WORLDS}, cap 0 or {MIN_SEARCH_SECONDS:g} to {MAX_SEARCH_CAP:g}, greedy 0 or 1, full 0 to 2, race 0 to 2), "
                f"e.g. search:0.2 or search:it=120/k=5")


def _search_options(arg: str) -> Options:
    """`SECONDS` (a time budget per decision) or `it=N/k=K/worlds=W/cap=S` (a rollout budget:
    deterministic whatever the machine's load); the two budgets do not mix."""
    out: Options = {}
    for part in arg.split("/"):
        key, eq, value = part.partition("=")
        if not eq:
            if "budget_s" in out:
                raise ValueError("one time budget only")
            out["budget_s"] = number(key, "a time budget in seconds", MIN_SEARCH_SECONDS, MAX_SEARCH_SECONDS)
            continue
        if key not in _SEARCH_KEYS:
            raise ValueError(f"unknown option {key!r}")
        kw, what, lo, hi, integer = _SEARCH_KEYS[key]
        if kw in out:
            raise ValueError(f"{key} is given twice")
        out[kw] = number(value, what, lo, hi, integer=integer,
                         zero_means="no time cap" if key == "cap" else None)
    if "budget_s" in out and "iterations" in out:
        raise ValueError("give a time budget (SECONDS) or a rollout count (it=N), not both")
    if "budget_s" in out and "cap_s" in out:
        raise ValueError("cap applies to a rollout count (it=N); a time budget is its own limit")
    return out


def _search_text(options: Options) -> str:
    keys = {kw: key for key, (kw, *_rest) in _SEARCH_KEYS.items()}
    parts = [f"{options['budget_s']:g}"] if "budget_s" in options else []
    parts += [f"{keys[kw]}={options[kw]:g}" for kw in ("iterations", "candidates", "max_worlds", "cap_s", "greedy", "full", "race")
              if kw in options]
    return "/".join(parts)


AGENTS: dict[str, AgentKind] = {}


def register_agent(name: str, build: AgentBuilder, parse: OptionParser | None = None, usage: str = "") -> None:
    """Make an agent selectable by name everywhere (`parse` reads `NAME:OPTIONS`; None: the
    agent takes no options)."""
    if not re.fullmatch(r"[a-z][a-z0-9_]{0,19}", name):
        raise ValueError(f"an agent name is a short lower-case word, not {name!r}")
    AGENTS[name] = AgentKind(build=build, parse=parse or no_options(name), usage=usage or name)


register_agent("random", lambda seed, options: RandomAgent(seed))
register_agent("explorer", lambda seed, options: ExplorerAgent(seed))
register_agent("heuristic", lambda seed, options: HeuristicAgent(seed, **options), _heuristic_options,
               "heuristic, heuristic:easy or heuristic:medium")
register_agent("search", lambda seed, options: SearchAgent(seed, **options), _search_options, SEARCH_USAGE)

_TEXT = {"search": _search_text}

# Levels by name (issue 31): what a player picks in the lobby and `play`, for every product. Each
# names an agent spec; the ladder in docs/agents.md (`python -m bench.ladder`) measures them.
LEVELS: dict[str, str] = {"easy": "heuristic:easy", "medium": "heuristic:medium", "hard": "search"}


def parse_agent_spec(spec: Any) -> AgentSpec:
    """`NAME` or `NAME:OPTIONS` (case and surrounding spaces ignored) -> a checked AgentSpec.
    Raises ValueError naming the problem and the accepted forms."""
    if isinstance(spec, AgentSpec):
        return spec
    if not isinstance(spec, str):
        raise ValueError(f"an agent spec is text such as 'heuristic:medium', not {type(spec).__name__}")
    text = spec.strip().lower()
    if not text:
        raise ValueError(f"an agent spec is a name; known: {', '.join(sorted(AGENTS))}")
    if len(text) > MAX_SPEC_LEN:
        raise ValueError(f"an agent spec is at most {MAX_SPEC_LEN} characters ({text[:20]!r}... is {len(text)})")
    if text in LEVELS:  # a level by name: its agent spec
        return parse_agent_spec(LEVELS[text])
    name, colon, arg = text.partition(":")
    kind = AGENTS.get(name)
    if kind is None:
        raise ValueError(f"unknown agent {name!r}; known: {', '.join(sorted(AGENTS))} "
                         f"or a level: {', '.join(LEVELS)}")
    if not colon:
        return AgentSpec(name=name, text=name)
    try:
        if not arg:
            raise ValueError("nothing after ':'")
        options = kind.parse(arg)
    except ValueError as e:
        raise ValueError(f"bad {name} spec {text!r}: {e}; accepted: {kind.usage}") from None
    render = _TEXT.get(name)
    shown = render(options) if render else ":".join(str(v) for v in options.values()) or arg
    return AgentSpec(name=name, options=tuple(options.items()), text=f"{name}:{shown}")


def make_agent(spec: str | AgentSpec, seed: int = 0) -> Agent:
    """An agent from its spec (`parse_agent_spec`), seeded: the same spec and seed always make
    the same choices."""
    return parse_agent_spec(spec).build(seed)
