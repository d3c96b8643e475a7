"""Units and places as one model (issue 13): who is on a space (rules/places.py), Conflict units
with strengths from the ruleset (`Table.units`), per-player zones (won Conflict cards),
leader-specific state in one map, seats and teams. Toy modules stand in for what Uprising and
the six-player mode will bring (seed 002); they are not rules of any edition."""

from __future__ import annotations

import random
import re

import pytest
from helpers import position

from landsraad import GameConfig, GameState, SaveError, new_game, view
from landsraad.rules import places
from landsraad.rules.ruleset import MODULES, Module, Seat, Unit, module_turn_fields, register_module
from landsraad.rules.story import seat_name
from landsraad.rules.turn_context import Turn
from landsraad.rules.view import log_lines
from landsraad.rules.zones import deploy, set_leader_state, strength, zone, zone_add

# ---- who is on a place ------------------------------------------------------------------------


def test_a_place_keeps_seats_in_arrival_order_and_drops_an_empty_key() -> None:
    place: places.Place = {}
    places.put(place, "arrakeen", 1)
    places.put(place, "arrakeen", 0)  # Infiltrate: a second Agent joins the first
    places.put(place, "arrakeen", 1)
    assert places.occupants(place, "arrakeen") == (1, 0, 1)
    places.take(place, "arrakeen", 1)  # the piece of that seat that came last
    assert place == {"arrakeen": (1, 0)}
    places.take(place, "arrakeen", 1)
    places.take(place, "arrakeen", 0)
    assert place == {} and places.occupants(place, "arrakeen") == ()
    with pytest.raises(ValueError, match="P2 has no piece on arrakeen"):
        places.take(place, "arrakeen", 2)


def test_blocked_for_a_seat() -> None:
    """004 Turno do Agente: an occupied space cannot be chosen; Infiltrate (enemy Agents do not
    block) is a waiver; one's own Agent always blocks except the one being moved (FAQ 2.4)."""
    s = position(agents={"arrakeen": [1]})
    arrakeen, carthag = s.rules.content.spaces["arrakeen"], s.rules.content.spaces["carthag"]
    p0, p1 = s.players[0], s.players[1]
    assert places.occupied(s, "arrakeen") and not places.occupied(s, "carthag")
    assert places.blocker(s, p0, arrakeen) == 1 and places.blocker(s, p0, carthag) is None
    # Infiltrate played this turn (a field of the turn the base cards own: modules/base/cards_intrigue.py)
    s.turn = Turn.from_json({"seat": 0, "infiltrate": True}, module_turn_fields)
    assert places.blocker(s, p0, arrakeen) is None  # waived
    s.turn = Turn.from_json({"seat": 1, "infiltrate": True}, module_turn_fields)
    assert places.blocker(s, p1, arrakeen) == 1  # its own Agent still blocks
    assert places.blocker(s, p1, arrakeen, moving_from="arrakeen") is None  # the one being moved


def test_infiltrate_puts_both_agents_on_the_space_in_the_view() -> None:
    """004 Clarificações, Infiltrar: the enemy Agent stays, ours joins it; the view lists both
    in arrival order, and the round's recall empties the board (004 Fase 5)."""
    s = position(first_player=0, conflict="skirmish_a", imperium_row=[], agents={"hall_of_oratory": [1]},
                 seats={0: {"hand": ["dagger"], "intrigues": ["infiltrate"]}, 1: {"agents_left": 1}})
    s.apply("play infiltrate")
    s.apply("agent dagger hall_of_oratory")
    assert s.agents == {"hall_of_oratory": (1, 0)}
    assert view(s, 2)["agents"] == {"hall_of_oratory": [1, 0]}
    places.recall_agents(s)
    assert s.agents == {}


# ---- Conflict units -------------------------------------------------------------------------------

WORMS = register_module(Module(name="toy_sandworms", table={
    "units": (Unit("troop", 2), Unit("sandworm", 3, garrison=False))}))


def test_strength_comes_from_the_rulesets_units() -> None:
    """004 Definir Força: 2 per troop, 1 per sword, 0 without a unit in the Conflict. A ruleset
    with a stronger unit (Uprising's sandworm: 3, seed 002) adds it by kind."""
    s = new_game(GameConfig(players=3, modules=("toy_sandworms",)), 1)
    p = s.players[0]
    p.swords = 2
    assert strength(s, p) == 0
    p.conflict = {"troop": 2, "sandworm": 1}
    p.supply -= 2  # the troops came from the supply; the sandworm from no player's supply
    assert strength(s, p) == 2 * 2 + 3 + 2 and p.troops_in_conflict == 2
    assert view(s)["players"][0]["units"] == {"sandworm": 1, "troop": 2}
    assert view(s)["players"][0]["conflict"] == 2  # troops, as before
    assert GameState.from_json(s.to_json()).players[0].conflict == p.conflict  # saved by kind
    base = new_game(GameConfig(players=3), 1).to_json()
    base["players"][0]["conflict"] = {"sandworm": 1}
    with pytest.raises(SaveError, match="not units by kind"):
        GameState.from_json(base)  # the base game has no sandworms


# ---- per-player zones: a kept Conflict card ----------------------------------------------------

KEEP = register_module(Module(name="toy_keep_won_conflicts", table={"conflict_card_kept": True}))


@pytest.mark.parametrize("modules", [(), ("toy_keep_won_conflicts",)])
def test_the_conflict_card_goes_to_the_winner_or_the_discard(modules: tuple[str, ...]) -> None:
    """004 Fase 3: the Conflict card is discarded. Where the ruleset keeps it (002 Combate: "el
    vencedor del Conflicto pone la carta de Conflicto en su suministro"), the winner takes it into
    their `conflicts` zone; with no winner it is discarded (docs/rulings.md R21)."""
    s = new_game(GameConfig(players=4, modules=modules, log=True), seed=6)
    rng = random.Random(2)
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        assert all(set(p.zones) <= {"conflicts"} for p in s.players)
    kept = sum(len(zone(p, "conflicts")) for p in s.players)
    played = [*s.conflict_discard, *(c for p in s.players for c in zone(p, "conflicts"))]
    assert len(played) == s.round  # every round's card is somewhere, once
    # who won which Conflict, from the combat log (rules/phases.py _log_combat)
    names = {seat_name(s, p.seat): p.seat for p in s.players}
    conflicts = {c.name: c.id for c in s.rules.content.conflicts.values()}
    won: dict[int, list[str]] = {p.seat: [] for p in s.players}
    for line in log_lines(s):  # the log in English (rules/view.py)
        if line.startswith("Combat for "):
            current = conflicts[line[len("Combat for "):].split(":")[0]]
        elif " wins the Conflict with strength" in line:
            won[names[line.split(" wins the Conflict")[0]]].append(current)
    if modules:
        assert kept > 0 and kept + len(s.conflict_discard) == s.round
        assert all(sorted(zone(p, "conflicts")) == sorted(won[p.seat]) for p in s.players)
        assert all(view(s)["players"][p.seat]["zones"].get("conflicts", []) == list(zone(p, "conflicts"))
                   for p in s.players)
        assert GameState.from_json(s.to_json()).players[0].zones == s.players[0].zones
    else:
        assert kept == 0 and len(s.conflict_discard) == s.round


# ---- leader state, clones ---------------------------------------------------------------------------

def test_zones_and_leader_state_are_shared_by_clones_and_never_changed_in_place() -> None:
    from landsraad.rules.state import SHARED_MAPS, PlayerState

    assert set(SHARED_MAPS["PlayerState"]) == {"conflict", "zones", "leader_state", "vp_sources"} \
        <= set(PlayerState.__dataclass_fields__)
    assert set(SHARED_MAPS["GameState"]) == {"reserve"} <= set(GameState.__dataclass_fields__)
    s = new_game(GameConfig(players=3), 2)
    c = s.clone()
    p = s.players[0]
    assert c.players[0].zones is p.zones and c.players[0].leader_state is p.leader_state
    assert c.players[0].conflict is p.conflict
    deploy(s, 0, 2)
    assert c.players[0].conflict == {} and p.conflict == {"troop": 2}
    zone_add(p, "conflicts", "skirmish_a")
    set_leader_state(p, "manipulated", ("dr_yueh",))
    assert c.players[0].zones == {} and c.players[0].leader_state == {}
    assert p.zones == {"conflicts": ("skirmish_a",)} and p.leader_state == {"manipulated": ("dr_yueh",)}
    set_leader_state(p, "manipulated", ())
    assert p.leader_state == {}  # an empty value leaves the map
    with pytest.raises(ValueError, match="unknown player zone"):
        zone_add(p, "pockets", "x")


def test_every_zone_and_leader_key_is_classified() -> None:
    """rules/hidden.py VISIBILITY classifies each zone and each leader_state key the rules set."""
    from pathlib import Path

    from landsraad.rules import hidden
    from landsraad.rules.player_zones import ZONES

    assert set(hidden.VISIBILITY["zones"]) == set(ZONES)
    # the source files, not inspect: the compiled build (bench/fast.py) has no source to inspect; every
    # module that sets a leader_state key (the base leaders: modules/base/leaders.py; Manipulate:
    # modules/shared/cards.py; ...)
    package = Path(__file__).resolve().parents[1] / "landsraad"
    source = "\n".join(f.read_text() for f in sorted(package.rglob("*.py")))
    used = set(re.findall(r'set_leader_state\(p, "(\w+)"', source))
    assert {"manipulated", "masterstroke"} <= used and used <= set(hidden.VISIBILITY["leader_state"])


def test_a_hidden_leader_value_reaches_only_its_owner() -> None:
    """The Baron's face-down Masterstroke tokens (004 Clarificações; rules/hidden.py
    VISIBILITY["leader_state"]): others see how many, never which, until revealed."""
    s = new_game(GameConfig(players=3, leaders=("vladimir_harkonnen", None, None)), 1)
    set_leader_state(s.players[0], "masterstroke", ("guild", "fremen"))
    mine, theirs = view(s, 0)["state"]["players"][0], view(s, 1)["state"]["players"][0]
    assert mine["leader_state"]["masterstroke"] == ["guild", "fremen"]
    assert theirs["leader_state"]["masterstroke"] == 2
    set_leader_state(s.players[0], "masterstroke_done", True)
    assert view(s, 1)["state"]["players"][0]["leader_state"]["masterstroke"] == ["guild", "fremen"]


# ---- seats and teams -------------------------------------------------------------------------------

TEAMS = register_module(Module(name="toy_two_teams", seats=lambda c: tuple(Seat(team=i % 2) for i in range(c.players))))


def test_every_view_says_who_sits_where() -> None:
    v = view(new_game(GameConfig(players=2), 1), 0)
    assert [(p["role"], p["team"], p["automa"]) for p in v["players"]] == [
        ("human", None, False), ("human", None, False), ("house_hagal", None, True)]


def test_team_results_and_returns() -> None:
    """002 (6 jugadores, Desenlace): the team with the highest combined VP wins; ties are broken
    by the usual tie-breakers over each team's combined resources (docs/rulings.md R22). A toy
    seat plan makes two teams of two (seats 0+2 and 1+3)."""
    for seed in range(3):
        s = new_game(GameConfig(players=4, modules=("toy_two_teams",)), seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        r = s.result()
        vp = {t: r["teams"][str(t)]["vp"] for t in (0, 1)}
        assert r["teams"]["0"]["seats"] == [0, 2] and r["teams"]["1"]["seats"] == [1, 3]
        assert vp[0] + vp[1] == sum(r["vp"])
        team = r["winning_team"]
        assert vp[team] >= vp[1 - team] and (vp[team] > vp[1 - team] or r["tiebreak"] != "vp")
        assert s.rules.seats[r["winner"]].team == team and r["ranking"][0] == r["winner"]
        assert [s.rules.seats[x].team for x in r["ranking"][:2]] == [team, team]  # the team ranks first
        assert s.returns() == [1.0 if i % 2 == team else 0.0 for i in range(4)]
        assert view(s, 0)["players"][1]["team"] == 1
    assert "teams" not in new_game(GameConfig(players=4), 0).result()  # no teams: the result as before


def teardown_module() -> None:
    for m in (WORMS, KEEP, TEAMS):
        MODULES.pop(m.name, None)


# ---- the turn context -------------------------------------------------------------------------------

def test_the_turn_context_saves_as_the_dict_it_replaced() -> None:
    """rules/turn_context.py: declared fields; a save holds the set ones (and each Guild Bankers
    discount as `discount:<card>`), so saves and state hashes kept their shape."""
    t = Turn(seat=1, kind="agent", space="arrakeen", card="dagger", recruited=0,
             discounts={"the_spice_must_flow": 3}, boxes=(("dagger", (0, 1)),))
    d = t.to_json()
    assert d == {"seat": 1, "kind": "agent", "space": "arrakeen", "card": "dagger", "recruited": 0,
                 "discount:the_spice_must_flow": 3, "boxes": (("dagger", (0, 1)),)}
    assert Turn.from_json(d, module_turn_fields) == t and Turn().to_json() == {}
    c = t.copy()
    assert c == t and c.discounts is not t.discounts  # a clone never shares the discount map
    # issue 27: a module's own field (a `TurnField` declared in its folder, held in `Turn.held`) saves
    # as a top-level key under its name, as when it was a field of `Turn`, and loads back into it
    from landsraad.modules.shared.words import GAINED
    from landsraad.modules.uprising.turn import REVEALED

    GAINED.put(t, ("spice",))
    REVEALED.put(t, ("dagger",))
    assert t.to_json()["gained"] == ("spice",) and t.to_json()["revealed"] == ("dagger",)
    back = Turn.from_json(t.to_json(), module_turn_fields)
    assert back == t and GAINED.get(back) == ("spice",)
    c = t.copy()
    REVEALED.put(c, None)  # unset in the copy only: the held map is the copy's own
    assert REVEALED.get(t) == ("dagger",) and REVEALED.get(c) is None and c.held == {"gained": ("spice",)}
    GAINED.put(c, None)
    assert c.held is None and c.to_json() == Turn.from_json(d, module_turn_fields).to_json()  # no empty map left behind
    with pytest.raises(SaveError, match="unknown turn field 'spies_bribed'"):
        Turn.from_json({"seat": 1, "spies_bribed": 2}, module_turn_fields)
    assert t.of(1, "agent") and not t.of(0, "agent") and not t.of(1, "reveal")
    s = new_game(GameConfig(players=3), 3)
    s.apply(s.legal_actions()[0])
    assert GameState.from_json(s.to_json()).turn == s.turn
