"""Every scenario file under scenarios/ plays out as scripted (docs/scenarios.md)."""

from pathlib import Path

import pytest

from landsraad.scenario import load_scenarios, run_scenario

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
CASES = [case for f in sorted(ROOT.rglob("*.yaml")) for case in load_scenarios(f)]


@pytest.mark.parametrize("name,scenario", CASES, ids=[c[0] for c in CASES])
def test_scenario(name: str, scenario: dict) -> None:
    out = run_scenario(scenario, name)
    assert out.steps > 0
