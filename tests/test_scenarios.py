"""Scenarios (docs/scenarios.md): every file under scenarios/ plays out as scripted, and the
format itself refuses what it must: a wrong expectation fails with a message that says what was
expected and what happened, an impossible setup is refused before anything runs, an action by a
seat that is not deciding is refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from landsraad.core.errors import IllegalActionError
from landsraad.interfaces.cli import main
from landsraad.scenario import ScenarioError, load_scenarios, run_scenario, select, setup_state

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
CASES = [case for f in sorted(ROOT.rglob("*.yaml")) for case in load_scenarios(f)]


@pytest.mark.parametrize("name,scenario", CASES, ids=[c[0] for c in CASES])
def test_scenario(name: str, scenario: dict) -> None:
    try:
        out = run_scenario(scenario, name)
    except ScenarioError as e:  # show the game log of the failure
        pytest.fail(f"{e}\ngame log:\n  " + "\n  ".join(e.log), pytrace=False)
    assert out.steps > 0


def test_every_scenario_cites_its_source() -> None:
    """The bar: every rule tested names the seed section (or FAQ / ruling) it comes from."""
    assert [name for name, sc in CASES if not sc.get("source")] == []


def test_the_documented_example_runs() -> None:
    doc = (ROOT.parent / "docs" / "scenarios.md").read_text(encoding="utf-8")
    example = doc.split("```yaml\n", 1)[1].split("```", 1)[0]
    (sc,) = yaml.safe_load(example)["scenarios"]
    assert run_scenario(sc, sc["name"]).steps == 4


# ---- helpers ------------------------------------------------------------------------------------

def three(**setup: Any) -> dict[str, Any]:
    setup.setdefault("players", 3)
    setup.setdefault("conflict", "skirmish_a")
    return setup


def fails(sc: dict[str, Any], *fragments: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as e:
        run_scenario(sc, "t")
    for fragment in fragments:
        assert fragment in str(e.value), str(e.value)
    return e.value


def refused(setup: dict[str, Any], *fragments: str) -> None:
    with pytest.raises(ScenarioError) as e:
        setup_state(setup)
    msg = str(e.value)
    assert msg.startswith("setup: "), msg
    for fragment in fragments:
        assert fragment in msg, msg


AGENT_TURN = three(seats={0: {"hand": ["dagger"]}})


# ---- wrong expectations fail, saying what was expected and what happened -----------------------

@pytest.mark.parametrize("expect,message", [
    ({"p0": {"solari": 5}}, "t step 1: p0.solari: expected 5, got 0"),
    ({"p0": {"vp_sources": {"conflict": 1}}}, "p0.vp_sources: expected {'conflict': 1}, got {}"),
    ({"p0": {"hand": ["dagger", "dagger"]}}, "p0.hand: expected ['dagger', 'dagger'], got ['dagger']"),
    ({"p0": {"colour": "red"}}, "unknown player field 'colour'"),
    ({"p7": {"solari": 0}}, "p7: expected a mapping of fields for one of P0..P2"),
    ({"conflict": "skirmish_b"}, "conflict: expected 'skirmish_b', got 'skirmish_a'"),
    ({"conflict_deck": ["skirmish_b"]}, "conflict_deck: expected ['skirmish_b'], got ["),
    ({"conflict_discard": ["skirmish_b"]}, "conflict_discard: expected ['skirmish_b'], got []"),
    ({"used_once": {"high_council": [0]}}, "used_once.high_council: expected [0], got []"),
    ({"state_hash": "0000000000000000"}, "state_hash: expected '0000000000000000', got '"),
    ({"decision": None}, "decision: expected none (game over), got {'seat': 0, 'kind': 'turn'}"),
    ({"decision": {"seat": 1}}, "decision: expected {'seat': 1}, got {'seat': 0, 'kind': 'turn'}"),
    ({"decision": {"player": 0}}, "decision: expected a mapping with seat and/or kind"),
    ({"winner": 0}, "winner: expected 0, got None"),
    ({"mentat_holder": 1}, "mentat_holder: expected 1, got None"),
    ({"alliance": {"fremen": 0}}, "alliance.fremen: expected 0, got None"),
    ({"occupant": {"arrakeen": 1}}, "occupant.arrakeen: expected 1, got None"),
    ({"legal_includes": ["agent dagger arrakeen"]}, "legal: 'agent dagger arrakeen' missing"),
    ({"legal_excludes": ["reveal"]}, "legal: 'reveal' must not be offered"),
    ({"removed_cards": ["stilgar"]}, "removed_cards: expected ['stilgar'], got []"),
    ({"hagal_deck": ["conspire"]}, "hagal_deck: expected ['conspire'], got []"),
    ({"strength": 3}, "unknown expectation 'strength'"),
])
def test_a_wrong_expectation_fails_clearly(expect: dict[str, Any], message: str) -> None:
    fails({"setup": AGENT_TURN, "steps": [{"expect": expect}], "stop_at": {"kind": "turn"}}, message)


def test_all_failed_expectations_of_a_step_are_listed() -> None:
    fails({"setup": AGENT_TURN, "steps": [{"expect": {"p0": {"solari": 1, "spice": 2}, "round": 3}}]},
          "p0.solari: expected 1, got 0", "p0.spice: expected 2, got 0", "round: expected 3, got 1")


def test_null_expectations_hold_for_nobody() -> None:
    """`null` = none: no decision (game over), no winner, no Alliance holder, no Agent, no
    control marker, nobody has used a once-per-game space, no leader."""
    run_scenario({"setup": AGENT_TURN, "steps": [{"expect": {
        "winner": None, "mentat_holder": None, "mentat_next": None, "alliance": {"fremen": None},
        "occupant": {"arrakeen": None}, "control": {"carthag": None}, "used_once": {"swordmaster": None},
        "extra_agents": {"arrakeen": None}, "p0": {"leader": None}}}]})
    over = {"setup": three(conflict_deck=[], start="recall"), "steps": [{"expect": {"decision": None}}],
            "stop_at": "over"}
    assert run_scenario(over).state.is_terminal()


def test_state_hash_expectation_matches_the_state() -> None:
    digest = setup_state(AGENT_TURN).state_hash()
    run_scenario({"setup": AGENT_TURN, "steps": [{"expect": {"state_hash": digest}}]})


def test_the_failure_carries_the_game_log() -> None:
    sc = {"setup": AGENT_TURN, "steps": [{"do": "agent dagger hall_of_oratory", "by": 0,
                                          "expect": {"p0": {"garrison": 5}}}]}
    err = fails(sc, "p0.garrison: expected 5, got 4")
    assert any("Hall of Oratory" in line for line in err.log)


# ---- the script -------------------------------------------------------------------------------

def test_an_illegal_scripted_action_fails_with_the_engine_reason() -> None:
    fails({"setup": AGENT_TURN, "steps": [{"do": "agent dagger arrakeen", "by": 0}]},
          "t step 1: 'agent dagger arrakeen' is not legal now: Dagger has no City Agent icon")


def test_a_step_for_a_seat_that_is_not_deciding_is_an_unscripted_decision() -> None:
    fails({"setup": AGENT_TURN, "steps": [{"do": "reveal", "by": 1}]},
          "P1 was to act ('reveal') but P0 must decide (turn): unscripted decision")


def test_an_error_step_for_the_wrong_seat_is_refused_and_changes_nothing() -> None:
    out = run_scenario({"setup": AGENT_TURN, "steps": [
        {"do": "reveal", "by": 1, "error": "P1 cannot act now"},
        {"expect": {"decision": {"seat": 0, "kind": "turn"}, "p0": {"hand": ["dagger"], "revealed": False}}}]})
    assert out.state.version == 0


def test_an_error_step_whose_action_is_accepted_fails() -> None:
    fails({"setup": AGENT_TURN, "steps": [{"do": "reveal", "by": 0, "error": "not legal"}]},
          "'reveal' by P0 was accepted; expected an error with 'not legal'")


def test_an_error_step_with_another_reason_fails() -> None:
    fails({"setup": AGENT_TURN, "steps": [{"do": "agent dagger arrakeen", "by": 0, "error": "occupied"}]},
          "lacks 'occupied'")


def test_the_engine_refuses_an_action_submitted_by_another_seat() -> None:
    s = setup_state(AGENT_TURN)
    before = s.state_hash()
    with pytest.raises(IllegalActionError, match=r"P2 cannot act now: it is not their decision \(P0 must decide: turn\)"):
        s.apply("reveal", seat=2)
    assert s.state_hash() == before
    s.apply("reveal", seat=0)
    assert s.players[0].revealed


def test_an_unscripted_decision_at_the_end_fails() -> None:
    fails({"setup": AGENT_TURN, "steps": [{"expect": {"round": 1}}], "stop_at": {"seat": 1}},
          "unscripted decision at the end: P0 must decide turn")


def test_a_script_that_ends_the_game_needs_stop_at_over() -> None:
    fails({"setup": three(conflict_deck=[], start="recall"), "steps": [{"expect": {"phase": "over"}}]},
          "the game is over; expected a pending decision")
    fails({"setup": AGENT_TURN, "steps": [{"expect": {"round": 1}}], "stop_at": "over"},
          "expected the game to be over, P0 must decide turn")


@pytest.mark.parametrize("sc,message", [
    ({"setup": AGENT_TURN, "steps": [{"do": "reveal"}], "stop": "over"}, "unknown key(s) ['stop']"),
    ({"setup": AGENT_TURN, "steps": [{"do": "reveal", "expected": {}}]}, "t step 1: unknown key(s) ['expected']"),
    ({"setup": AGENT_TURN, "steps": [{"by": 0, "expect": {}}]}, "by and error belong to a step with do"),
    ({"setup": AGENT_TURN, "steps": [{}]}, "a step is a mapping with do and/or expect"),
    ({"setup": AGENT_TURN, "steps": [{"do": "reveal"}], "stop_at": {"player": 1}}, "stop_at is \"over\" or a mapping"),
])
def test_a_malformed_scenario_is_refused(sc: dict[str, Any], message: str) -> None:
    fails(sc, message)


# ---- impossible setups are refused ------------------------------------------------------------

@pytest.mark.parametrize("setup,message", [
    # more copies than printed (004 COMPONENTES): across the table ...
    (three(imperium_row=["stilgar"], seats={0: {"hand": ["stilgar"]}}), "2 x stilgar (the game has 1)"),
    (three(removed_cards=["dr_yueh"], seats={1: {"discard": ["dr_yueh"]}}), "2 x dr_yueh (the game has 1)"),
    (three(seats={0: {"intrigues": ["windfall"]}, 1: {"intrigues": ["windfall"]}}), "2 x windfall (the game has 1)"),
    (three(intrigue_deck=["ambush", "ambush"], intrigue_discard=["ambush"]), "3 x ambush (the game has 2)"),
    (three(reserve={"foldspace": 6}, seats={0: {"hand": ["foldspace"]}}), "7 x foldspace (the game has 6)"),
    (three(conflict="skirmish_a", conflict_deck=["skirmish_a"]), "2 x skirmish_a (the game has 1)"),
    ({"players": 2, "hagal_deck": ["wealth", "wealth"]}, "2 x wealth (the game has 1)"),
    # ... and per player for the starter deck (004 COMPONENTES DO JOGADOR: each player's own 10 cards)
    (three(seats={0: {"hand": ["dagger", "dagger"], "discard": ["dagger"]}}), "3 x dagger for P0 (a starter deck has 2)"),
    # troops, markers, tracks
    (three(seats={0: {"garrison": 5, "supply": 9}}), "P0 has 14 troops (garrison 5 + supply 9 + conflict 0); every player has 12"),
    (three(seats={1: {"supply": -1, "garrison": 13}}), "P1 supply is -1"),
    (three(seats={0: {"influence": {"fremen": 7}}}), "seats.0.influence.fremen: 7 is off the track (0..6)"),
    (three(alliance={"fremen": 0}), "P0 holds the fremen Alliance with 0 Influence (an Alliance needs 4"),
    (three(control={"arrakeen": 0, "carthag": 0, "imperial_basin": 0}, seats={0: {"control_markers": 3}}),
     "P0 has 3 control markers in hand and 3 on the board"),
    (three(seats={0: {"agents_left": 3}}), "P0 has 3 Agents left of 2"),
    # unknown names
    (three(seats={0: {"hand": ["dagerr"]}}), "seats.0.hand: unknown card 'dagerr'"),
    (three(seats={0: {"intrigues": ["dagger"]}}), "seats.0.intrigues: unknown intrigue 'dagger'"),
    (three(imperium_row=["dagger"]), "imperium_row: 'dagger' is a starter card, not an Imperium card"),
    (three(conflict="skirmish_z"), "unknown conflict 'skirmish_z'"),
    (three(occupant={"arrakis": 0}), "occupant: unknown board space 'arrakis'"),
    (three(bonus_spice={"arrakeen": 1}), "bonus_spice: 'arrakeen' is not a Maker space"),
    (three(control={"hall_of_oratory": 0}), "control: 'hall_of_oratory' has no control marker space"),
    (three(used_once={"mentat": [0]}), "used_once: 'mentat' is not a once-per-game or first-visit space"),
    (three(occupant={"arrakeen": 3}), "occupant.arrakeen: 3 is not a seat (0..2)"),
    (three(reserve={"stilgar": 1}), "reserve: 'stilgar' is not a Reserve card"),
    (three(extra_copies={"dagerr": 1}), "extra_copies: unknown card 'dagerr'"),
    (three(colour="red"), "unknown key(s) ['colour']"),
    (three(seats={0: {"hand_size": 3}}), "seats.0: unknown field(s) ['hand_size']"),
    (three(start="harvest"), "unknown start 'harvest'"),
    # wrong types
    (three(seats={0: {"solari": "five"}}), "seats.0.solari: 'five' is not a whole number"),
    (three(seats={0: {"revealed": 1}}), "seats.0.revealed: 1 is not true or false"),
    (three(seats={0: {"leader": "duke"}}), "seats.0.leader: 'duke' is not a leader id or null"),
    (three(seats={0: {"vp_sources": {"conflict": "1"}}}), "seats.0.vp_sources.conflict: '1' is not a whole number"),
    (three(seats={0: {"hand": "dagger"}}), "seats.0.hand must be a list"),
    (three(imperium_row="stilgar"), "imperium_row must be a list"),
    (three(seed="x"), "seed must be a whole number"),
    (three(start_vp="no"), "start_vp must be true or false"),
    # VP sources
    (three(seats={0: {"vp_sources": {"influence:fremen": 1}}}), "'influence:fremen' follows from the position"),
    (three(seats={0: {"vp_sources": {"card:stilgarr": 1}}}), "unknown source 'card:stilgarr'"),
    (three(seats={0: {"vp_sources": {"bribe": 1}}}), "unknown source 'bribe'"),
    # the game
    ({"players": 5}, "players must be 1, 2, 3 or 4, not 5"),
    ({"edition": "dune_house_secrets", "players": 3}, "edition 'dune_house_secrets' is not available yet"),
    (three(difficulty="mentat"), "difficulty is for solo games (players: 1) only"),
    ({"players": 1, "difficulty": "easy"}, "unknown difficulty 'easy'"),
    (three(hagal_deck=["wealth"]), "hagal_deck and hagal_discard are for 1- and 2-player games"),
    ({"players": 2, "hagal_deck": ["arrakeen_solo"]}, "'arrakeen_solo' is not in the two-player House Hagal deck"),
    ({"players": 1, "hagal_deck": ["reshuffle"]}, "'reshuffle' is not in the solo House Hagal deck"),
    ({"players": 2, "first_player": 2}, "House Hagal never holds the First Player marker"),
    ({"players": 2, "seats": {2: {"hand": ["dagger"]}}}, "P2 is an automa (House Hagal / Rival): it has no cards"),
    ({"players": 1, "leaders": [None, "paul_atreides"]}, "Rivals cannot be Paul Atreides or Helena Richese"),
    (three(leaders=["leto_atreides", "leto_atreides"]), "two seats cannot have the same leader"),
    (three(leaders=["lady_jessica"]), "unknown leader 'lady_jessica'"),
])
def test_an_impossible_setup_is_refused(setup: dict[str, Any], message: str) -> None:
    refused(setup, message)


def test_a_refused_setup_lists_every_problem() -> None:
    refused(three(imperium_row=["stilgar", "stilgar"], seats={0: {"garrison": 13, "supply": 0}}),
            "impossible position: 2 x stilgar (the game has 1); P0 has 13 troops")


def test_extra_copies_allows_a_compact_test_exactly() -> None:
    setup_state(three(seats={0: {"intrigues": ["windfall", "windfall"]}}, extra_copies={"windfall": 1}))
    refused(three(seats={0: {"intrigues": ["windfall"] * 3}}, extra_copies={"windfall": 1}), "3 x windfall")


def test_the_current_conflict_on_the_face_up_pile_is_one_card() -> None:
    """After the Combat, the current Conflict card is also the top of the face-up pile."""
    s = setup_state(three(conflict="skirmish_a", conflict_discard=["skirmish_a"], start="makers",
                          conflict_deck=["skirmish_b"]))
    assert s.conflict == "skirmish_b" and s.conflict_discard == ("skirmish_a",)


def test_troops_not_listed_are_in_the_supply() -> None:
    s = setup_state(three(seats={0: {"garrison": 5}, 1: {"conflict": 2, "garrison": 0}}))
    assert (s.players[0].supply, s.players[1].supply) == (7, 10)


def test_rivals_setup_intrigues_go_back_to_the_deck() -> None:
    """Only what the setup lists is in a hand: the Rivals' setup Intrigues (000 difficulty
    table) return to the Intrigue deck."""
    s = setup_state({"players": 1, "difficulty": "sardaukar"})
    assert [p.intrigues for p in s.players] == [(), (), ()]
    assert len(s.intrigue_deck) == 40


def test_setup_vp_sources_from_cards() -> None:
    s = setup_state(three(seats={0: {"vp_sources": {"card:the_spice_must_flow": 2, "conflict": 1},
                                     "influence": {"emperor": 2}}}))
    assert s.players[0].vp_sources == {"card:the_spice_must_flow": 2, "conflict": 1, "influence:emperor": 1}
    assert s.players[0].vp == 4


# ---- the command line -------------------------------------------------------------------------

SCENARIO_FILE = """
scenarios:
  - name: hall of oratory
    source: test
    setup: {players: 3, conflict: skirmish_a, seats: {0: {hand: [dagger]}}}
    steps:
      - do: agent dagger hall_of_oratory
        by: 0
        expect: {p0: {garrison: 4}}
  - name: hall of oratory, wrong
    source: test
    setup: {players: 3, conflict: skirmish_a, seats: {0: {hand: [dagger]}}}
    steps:
      - do: agent dagger hall_of_oratory
        by: 0
        expect: {p0: {garrison: 9}}
"""


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    f = tmp_path / "hall.yaml"
    f.write_text(SCENARIO_FILE, encoding="utf-8")
    return f


def test_cli_runs_one_scenario_by_name(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "run", str(scenario_file), "--name", "hall of oratory"]) == 0
    out = capsys.readouterr().out
    assert "ok    hall.yaml:hall of oratory\n" in out and "1/1 scenarios passed" in out


def test_cli_name_patterns_and_failures(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "run", str(scenario_file), "--name", "hall*"]) == 1
    out = capsys.readouterr().out
    assert "FAIL  hall.yaml:hall of oratory, wrong step 1: p0.garrison: expected 9, got 4" in out
    assert "1/2 scenarios passed" in out and "game log" not in out


def test_cli_log_prints_the_game_log_of_a_failure(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "run", str(scenario_file), "--name", "*wrong", "--log"]) == 1
    out = capsys.readouterr().out
    assert "  game log:\n    P0 sends an Agent to Hall of Oratory with Dagger" in out


def test_cli_no_matching_name_lists_the_scenarios(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "run", str(scenario_file), "--name", "mentat"]) == 1
    out = capsys.readouterr().out
    assert "no scenario matches 'mentat'" in out and "hall.yaml:hall of oratory, wrong" in out


def test_cli_refused_setup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text("name: bad\nsource: test\nsetup: {players: 3, seats: {0: {hand: [stilgar, stilgar]}}}\n"
                 "steps: [{expect: {round: 1}}]\n", encoding="utf-8")
    assert main(["scenario", "run", str(f), "--log"]) == 1
    out = capsys.readouterr().out
    assert "FAIL  bad.yaml:bad: setup: impossible position: 2 x stilgar (the game has 1)" in out
    assert "game log: (empty: nothing was played)" in out


def test_select_matches_the_name_with_or_without_the_file() -> None:
    cases = [("a.yaml:one", {}), ("a.yaml:two", {}), ("b.yaml:one", {})]
    assert [n for n, _ in select(cases, ["one"])] == ["a.yaml:one", "b.yaml:one"]
    assert [n for n, _ in select(cases, ["a.yaml:*"])] == ["a.yaml:one", "a.yaml:two"]
    assert select(cases, []) == cases
