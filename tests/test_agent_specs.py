"""Agent specs (agents/spec.py, issue 20 item 2): one parser for every interface that names
agents; every option finite and within bounds, or a clear ValueError naming the bounds. Specs
such as `search:0`, `search:-0`, `search:nan` once passed and made a bot that never answered."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from landsraad.agents import AgentSpec, SearchAgent, make_agent, parse_agent_spec
from landsraad.agents.spec import MAX_SEARCH_ROLLOUTS, MAX_SEARCH_SECONDS
from landsraad.tournament import make_jobs

ROOT = Path(__file__).resolve().parent.parent

# each spec that once hung or was silently accepted, with words of its error
BAD_SPECS = [
    ("search:0", "from 0.01 to 5"), ("search:-0", "written with digits"), ("search:nan", "written with digits"),
    ("search:inf", "written with digits"), ("search:-1", "written with digits"), ("search:1e-9", "written with digits"),
    ("search:0.0001", "from 0.01 to 5"), ("search:60", "from 0.01 to 5"),
    ("search:it=0", "from 1 to 2000"), ("search:it=100000", "from 1 to 2000"), ("search:it=-5", "whole number"),
    ("search:it=1.5", "whole number"), ("search:it=٣", "whole number"), ("search:k=0", "from 1 to 64"),
    ("search:worlds=0", "from 1 to 256"), ("search:cap=nan", "written with digits"),
    ("search:cap=0.001", "or 0: no time cap"), ("search:cap=99", "from 0.01 to 5"),
    ("search:0.5/it=10", "not both"), ("search:0.5/cap=1", "a time budget is its own limit"),
    ("search:it=5/it=6", "given twice"), ("search:0.1/0.2", "one time budget"), ("search:", "nothing after"),
    ("search:fast", "written with digits"), ("search:depth=3", "unknown option 'depth'"),
    ("search:greedy=2", "from 0 to 1"), ("search:greedy=0.5", "whole number"),
    ("random:7", "takes no options"), ("explorer:x", "takes no options"), ("heuristic:hard", "easy and medium"),
    ("alphadune", "unknown agent"), ("", "an agent spec is a name"), ("search:" + "1" * 100, "at most 80"),
]


@pytest.mark.parametrize("spec,words", BAD_SPECS)
def test_bad_specs_are_refused_with_their_bounds(spec: str, words: str) -> None:
    with pytest.raises(ValueError) as e:
        parse_agent_spec(spec)
    assert words in str(e.value), str(e.value)
    if spec.startswith("search:") and len(spec) < 40:
        assert "accepted: search, search:SECONDS (0.01 to 5)" in str(e.value)  # the bounds are named
    with pytest.raises(ValueError):
        make_agent(spec)


def test_spec_types_and_canonical_text() -> None:
    with pytest.raises(ValueError, match="not int"):
        parse_agent_spec(5)
    s = parse_agent_spec(" SEARCH:IT=60/K=3 ")
    assert s == AgentSpec(name="search", options=(("iterations", 60), ("candidates", 3)), text="search:it=60/k=3")
    assert str(parse_agent_spec("search:0.50")) == "search:0.5"
    assert parse_agent_spec("search:it=8/cap=0").kwargs() == {"iterations": 8, "cap_s": 0.0}  # 0: no cap
    # greedy rollouts forced on or off (unnamed: on at solo tables only)
    assert str(parse_agent_spec("search:greedy=1/it=40")) == "search:it=40/greedy=1"
    assert make_agent("search:greedy=0", seed=1).greedy == 0
    assert str(parse_agent_spec("heuristic:easy")) == "heuristic:easy" and str(parse_agent_spec("random")) == "random"
    assert parse_agent_spec(s) is s
    # the bounds are the web server's limits
    assert MAX_SEARCH_SECONDS == 5.0 and MAX_SEARCH_ROLLOUTS == 2000
    assert str(parse_agent_spec("search:5")) == "search:5" and str(parse_agent_spec("search:it=2000")) == "search:it=2000"
    agent = make_agent("search:it=60/k=3/worlds=4/cap=0.5", seed=1)
    assert isinstance(agent, SearchAgent)
    assert (agent.iterations, agent.candidates, agent.max_worlds, agent.cap_s) == (60, 3, 4, 0.5)


@pytest.mark.parametrize("kwargs", [{"budget_s": 0.0}, {"budget_s": -0.0}, {"budget_s": float("nan")},
                                    {"budget_s": float("inf")}, {"candidates": 0}, {"max_worlds": 0},
                                    {"iterations": -1}, {"cap_s": float("nan")}, {"cap_s": -1.0}])
def test_search_agent_refuses_settings_that_never_end(kwargs: dict[str, float]) -> None:
    """Defence in depth: the agent itself refuses what would make its loop endless."""
    with pytest.raises(ValueError, match="search:"):
        SearchAgent(seed=0, **kwargs)  # type: ignore[arg-type]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=60, input="")


@pytest.mark.parametrize("args", [
    ["simulate", "--players", "3", "--games", "1", "--agents", "search:0", "--no-progress"],
    ["simulate", "--players", "3", "--games", "1", "--agents", "random,random,search:nan", "--no-progress"],
    ["play", "--players", "3", "--seats", "human,search:-0,random", "--seed", "1"],
    ["tournament", "--players", "3", "--games", "2", "--agents", "random,search:nan", "--no-progress"],
])
def test_every_command_refuses_a_bad_spec_before_playing(args: list[str]) -> None:
    """issue 20: the same hang in `play` and `simulate`; now a clear error, exit status 2."""
    r = _cli(*args)
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert "bad search spec" in r.stderr and "Traceback" not in r.stderr


def test_tournament_and_rl_use_the_parser() -> None:
    with pytest.raises(ValueError, match="bad search spec 'search:0'"):
        make_jobs("base", 4, ["random", "search:0"], 4, seed=1)
    from landsraad import rl

    with pytest.raises(ValueError, match="opponent seat 1: bad search spec 'search:nan'"):
        rl.env(players=3, opponents={1: "search:nan"})


@pytest.mark.parametrize("level, spec", [("easy", "heuristic:easy"), ("medium", "heuristic:medium"),
                                         ("hard", "search"), (" HARD ", "search")])
def test_levels_by_name_are_agent_specs(level: str, spec: str) -> None:
    """Issue 31: the levels a player picks by name are specs read by the one parser."""
    from landsraad.agents.spec import parse_agent_spec as parse

    assert str(parse(level)) == spec
    assert parse(level) == parse(spec)
    assert type(parse(level).build(1)).__name__ == type(parse(spec).build(1)).__name__
