"""Named points in a turn (rules/points.py) and the declared order of what modules add there;
keyed trigger tables refuse a second module's entry unless it declares that it replaces it
(rules/events.py Triggers.define), checked when the ruleset is built (issue 27)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from landsraad import new_game
from landsraad.core.errors import ContentError
from landsraad.rules.events import BASE, Triggers
from landsraad.rules.points import (
    AGENT_EFFECTS_DONE,
    AGENT_TURN_END,
    BEFORE_FIRST_ROUND,
    COMBAT_REWARDS,
    POINTS,
    REVEAL_CLEANUP,
    push_point,
)
from landsraad.rules.ruleset import MODULES, Module, register_module, ruleset_for
from landsraad.rules.state import GameConfig, GameState

Frame = tuple[Any, ...]


# ---- the declared order ----------------------------------------------------------------------------

def _sub(tag: str) -> Any:
    def fn(s: GameState, seat: int) -> tuple[Frame, ...]:
        return (("toy_mark", tag, seat),)
    fn.__name__ = f"sub_{tag}"
    return fn


def test_point_subscribers_run_by_order_key_then_subscription_order() -> None:
    t = Triggers()
    a, b, c, d, e = (_sub(x) for x in "abcde")
    t.at(AGENT_TURN_END, a, order=5)
    t.at(AGENT_TURN_END, b)
    t.at(AGENT_TURN_END, c, order=-1)
    t.at(AGENT_TURN_END, d)
    t.at(AGENT_TURN_END, a, order=5)  # subscribed once
    assert t.points[AGENT_TURN_END] == [c, b, d, a]
    u = t.copy()  # a ruleset extending this one keeps the orders
    u.at(AGENT_TURN_END, e, order=1)
    assert u.points[AGENT_TURN_END] == [c, b, d, e, a] and t.points[AGENT_TURN_END] == [c, b, d, a]
    with pytest.raises(ValueError, match="unknown point"):
        t.at("somewhen", a)


def test_an_event_subscriber_with_a_lower_order_runs_before_the_base_games() -> None:
    t = BASE.copy()
    first, last = (lambda *a: None), (lambda *a: None)
    t.on("acquire", last)
    t.on("acquire", first, order=-1)
    assert t.acquire[0] is first and t.acquire[-1] is last and t.acquire[1:-1] == BASE.acquire


def test_push_point_pushes_so_that_the_declared_order_runs_first() -> None:
    s = new_game(GameConfig(players=3), seed=1)
    t = BASE.copy()
    t.at(REVEAL_CLEANUP, _sub("late"), order=2)
    t.at(REVEAL_CLEANUP, _sub("early"), order=1)
    s.triggers, before = t, list(s.stack)
    push_point(s, REVEAL_CLEANUP, 2)
    # LIFO: the frame that runs first is on top
    assert s.stack == [*before, ("toy_mark", "late", 2), ("toy_mark", "early", 2)]


def test_the_products_subscribe_at_points_not_by_frame_names() -> None:
    r = ruleset_for(GameConfig(edition="uprising", players=4, modules=("choam",)))
    assert r.triggers is not None
    names = {p: [fn.__name__ for fn in subs] for p, subs in r.triggers.points.items()}
    # the Uprising Rivals' module (registered with Uprising) plays a Rival's turn after a player's
    # Reveal turn (002 Rivales, two players) at the Reveal cleanup point, after Uprising's own work
    assert names == {AGENT_EFFECTS_DONE: ["_jessica_sent"], REVEAL_CLEANUP: ["_desert_scouts", "_after_reveal_point"],
                     BEFORE_FIRST_ROUND: ["_deal_first"], AGENT_TURN_END: ["_harvest_due"]}
    assert not BASE.points  # the base game adds nothing at a point


# ---- a throw-away module adding work at every point ---------------------------------------------

MARKS: list[tuple[str, int, Frame | None]] = []


def _mark(s: GameState, frame: Frame) -> None:
    """Records the mark and the frame that runs next (the core's frame after the point)."""
    MARKS.append((frame[1], frame[2], s.stack[-1] if s.stack else None))


def _marks(tag: str, order: int) -> Any:
    def register(t: Triggers) -> None:
        for point in POINTS:
            def fn(s: GameState, seat: int, point: str = point) -> tuple[Frame, ...]:
                return ((("toy_mark", f"{point}:{tag}", seat)),)
            t.at(point, fn, order=order)
    return register


if "toy_points_late" not in MODULES:
    register_module(Module(name="toy_points_late", requires=("base",), ops={"toy_mark": _mark},
                           triggers=_marks("late", 1)))
    # registered after the other in the config but declared to run first at every point
    register_module(Module(name="toy_points_early", requires=("base",), triggers=_marks("early", -1)))


# the core frame that runs right after a point's frames
AFTER = {AGENT_EFFECTS_DONE: "plot_window", AGENT_TURN_END: "agent_done", REVEAL_CLEANUP: "reveal_done",
         BEFORE_FIRST_ROUND: "round_start", COMBAT_REWARDS: "combat_resolve"}


def test_a_throw_away_module_adds_work_at_every_point_in_the_declared_order() -> None:
    MARKS.clear()
    s = new_game(GameConfig(players=3, modules=("toy_points_late", "toy_points_early")), seed=4)
    rng = random.Random(4)
    while not s.is_terminal() and s.round < 3:
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    seen = {p: 0 for p in POINTS}
    for i in range(0, len(MARKS), 2):
        (first, seat, nxt), (second, seat2, after) = MARKS[i], MARKS[i + 1]
        point = first.split(":")[0]
        assert (first, second) == (f"{point}:early", f"{point}:late") and seat == seat2
        assert nxt == ("toy_mark", second, seat)
        assert after is not None and after[0] == AFTER[point] and (seat < 0 or after[1] == seat)
        seen[point] += 1
    assert seen[BEFORE_FIRST_ROUND] == 1 and all(seen.values()), seen


# ---- keyed tables: a clash is refused when the ruleset is built ---------------------------------

def _can(s: GameState, seat: int, c: Any, src: str) -> bool:
    return True


def _pay(s: GameState, seat: int, c: Any, src: str) -> None:
    pass


def _pay_other(s: GameState, seat: int, c: Any, src: str) -> None:
    pass


def _module(name: str, register: Any) -> str:
    if name not in MODULES:
        register_module(Module(name=name, requires=("base",), triggers=register))
    return name


def test_a_second_module_writing_a_key_is_refused_naming_both() -> None:
    one = _module("toy_cost_one", lambda t: t.define("cost_kinds", "toy_cost", (_can, _pay)))
    two = _module("toy_cost_two", lambda t: t.define("cost_kinds", "toy_cost", (_can, _pay_other)))
    with pytest.raises(ContentError, match=r"module 'toy_cost_two': cost_kinds\['toy_cost'\] is already defined "
                                           r"by module 'toy_cost_one'"):
        ruleset_for(GameConfig(players=3, modules=(one, two)))
    # a key of the base game too
    kw = _module("toy_kwisatz", lambda t: t.define("special_agent_cards", "kwisatz_haderach", (None, None)))
    with pytest.raises(ContentError, match="already defined by module 'base'"):
        ruleset_for(GameConfig(players=3, modules=(kw,)))


def test_a_declared_replacement_and_the_same_rule_twice_are_accepted() -> None:
    one = _module("toy_cost_one", lambda t: t.define("cost_kinds", "toy_cost", (_can, _pay)))
    new = _module("toy_cost_new", lambda t: t.define("cost_kinds", "toy_cost", (_can, _pay_other), replaces=True))
    same = _module("toy_cost_same", lambda t: t.define("cost_kinds", "toy_cost", (_can, _pay)))
    r = ruleset_for(GameConfig(players=3, modules=(one, new)))
    assert r.triggers is not None and r.triggers.cost_kinds["toy_cost"] == (_can, _pay_other)
    assert r.triggers.writers["cost_kinds", "toy_cost"][0] == new
    r = ruleset_for(GameConfig(players=3, modules=(one, same)))  # a word two products share
    assert r.triggers is not None and r.triggers.writers["cost_kinds", "toy_cost"][0] == one
    assert "toy_cost" not in BASE.cost_kinds


def test_a_leader_ability_of_another_modules_leader_is_a_clash() -> None:
    other = _module("toy_rabban", lambda t: t.leader_rule("glossu_rabban", "turn_start"))
    with pytest.raises(ContentError, match=r"leader_abilities\['glossu_rabban'\] is already defined by module 'base'"):
        ruleset_for(GameConfig(players=3, modules=(other,)))


def test_a_keyed_table_written_directly_is_refused() -> None:
    def direct(t: Triggers) -> None:
        t.gain_void["toy_void"] = lambda s, seat, e: True
    name = _module("toy_direct", direct)
    with pytest.raises(ContentError, match=r"gain_void\['toy_void'\] was written without Triggers.define"):
        ruleset_for(GameConfig(players=3, modules=(name,)))


def test_every_shipped_combination_builds_without_a_clash() -> None:
    for edition, modules in (("base", ()), ("base", ("immortality",)), ("uprising", ()), ("uprising", ("choam",)),
                             ("uprising", ("immortality",)), ("uprising", ("choam", "immortality"))):
        r = ruleset_for(GameConfig(edition=edition, players=4, modules=modules))
        assert r.triggers is not None
        r.triggers.check_keyed()


def test_a_grafted_cards_box_runs_before_the_plot_window_with_a_harvest_contract_held() -> None:
    """003 ADSCRIPCIONES (I47): the second card's Agent box resolves after the first's and, like every
    effect of the Agent turn, before the Plot window; CHOAM's Harvest contract is checked at the end of
    the turn (point agent_turn_end). Before the points, the box was spliced at a fixed depth above
    `agent_done` and landed below the Plot window when a Harvest contract had been queued there."""
    from landsraad.modules.immortality.graft import start_graft_turn
    from landsraad.rules.zones import zone_add

    s = new_game(GameConfig(edition="uprising", players=4, modules=("choam", "immortality")), seed=1)
    assert s.pending is not None and s.pending[0] == "turn"
    seat = s.pending[1]
    p = s.players[seat]
    p.hand = ["dagger", "planned_coupling"]
    zone_add(p, "contracts", "harvest_3")
    mark = len(s.stack)
    start_graft_turn(s, seat, "dagger", "planned_coupling", "imperial_basin")
    assert s.stack[mark:] == [("agent_done", seat), ("contract_harvest", seat, "harvest_3"), ("deploy_window", seat),
                              ("plot_window", seat), ("eff", seat, ("draw", 1), "card:planned_coupling"),
                              ("eff", seat, ("harvest", 1), "space:imperial_basin")]
