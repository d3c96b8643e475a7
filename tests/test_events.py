"""Events, triggers and modifiers (landsraad/rules/events.py); the effect tree walker
(landsraad/content/tree.py) and the check that every effect and condition the data names has a
rules handler (rules/registry.py check_handlers). Issue 13: "one path for every state change
with typed events"; "effect-tree walking in one helper; load-time validation".
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from landsraad.content import load_content
from landsraad.content.boxes import component_boxes
from landsraad.content.tree import children, conditions, walk
from landsraad.core.constants import FACTIONS
from landsraad.core.errors import ContentError
from landsraad.modules.base import cards_imperium, cards_intrigue, hagal, leaders
from landsraad.modules.shared import cards as shared_cards
from landsraad.rules import effects, turns
from landsraad.rules.events import BASE, EVENTS, MODIFIERS
from landsraad.rules.phases import new_game
from landsraad.rules.registry import check_handlers, missing_handlers
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig, GameState

# ---- the registry ------------------------------------------------------------------------------


def test_base_registry_holds_every_rule_that_used_a_hook_list() -> None:
    """The rules that lived in the 18 hook lists are subscribers of the base game's registry, in the
    order the lists had (a modifier sees the value the previous one returned): the core's in
    `BASE`, then the base module's (its cards', leaders', House Hagal's: issue 27)."""
    base = ruleset_for(GameConfig()).triggers
    assert base is not None and base is not BASE
    assert base.space_cost == [leaders._landsraad_popularity, hagal._mentat_cost]
    assert base.acquire_cost == [cards_imperium._discount_mod]
    assert base.space_blockers == [cards_imperium._voice_blocker, hagal._no_swordmaster]
    assert base.card_icons == [cards_intrigue._envoy_icons]
    assert base.occupancy_waivers == [cards_intrigue._infiltrate_waiver, leaders._eyes_everywhere]
    assert base.reveal_start == [cards_intrigue._reveal_hook]
    assert base.acquire == [effects._acquire_box, cards_intrigue._acquired_hook]
    assert base.trash == [effects._trash_box]
    assert base.turn_start == [cards_imperium._voice_expires]
    assert base.agent_sent == [leaders._on_agent_sent]
    assert base.acquire_options == [shared_cards.set_aside_options]
    assert base.acquire_handlers == [shared_cards.set_aside_acquire]
    assert base.reveal_end == [shared_cards.set_aside_leaves]
    assert base.harvest == [leaders._spice_addict]
    assert base.deploy == [leaders._masterstroke]
    assert base.decision == [leaders._prescience]
    assert base.setup == [effects.leader_setup]
    assert base.draw == [turns._drawn_in_reveal]
    assert set(base.special_agent_cards) == {cards_imperium.KWISATZ}
    assert set(base.option_feasible) == {"discard", "lose_troops", "take_from_discard"}
    # the core's registry holds only the core's rules: no card's, no leader's
    assert BASE.acquire == [effects._acquire_box] and BASE.setup == [effects.leader_setup]
    assert not (BASE.space_cost or BASE.space_blockers or BASE.card_icons or BASE.occupancy_waivers
                or BASE.special_agent_cards or BASE.option_feasible or BASE.leader_abilities)
    # no rules module keeps a hook list of its own any more
    for module in (effects, turns, cards_imperium, cards_intrigue, hagal, leaders):
        assert not [k for k in vars(module) if k.endswith(("_HOOKS", "_MODS", "_BLOCKERS", "_WAIVERS"))]


def test_a_ruleset_owns_a_copy_it_can_change_without_touching_the_base() -> None:
    base = ruleset_for(GameConfig()).triggers
    assert base is not None
    t = base.copy()
    t.off("acquire", cards_intrigue._acquired_hook)
    seen: list[int] = []
    t.on("gain", lambda s, seat, res, n, src: seen.append(n))
    t.option_feasible["draw"] = lambda s, seat, e: True
    assert cards_intrigue._acquired_hook in base.acquire and cards_intrigue._acquired_hook not in t.acquire
    assert not base.gain and "draw" not in base.option_feasible and not BASE.gain
    assert t.kinds()["gain"] == 1 and base.kinds()["gain"] == 0
    with pytest.raises(ValueError, match="unknown event kind 'gains'"):
        t.on("gains", print)
    with pytest.raises(ValueError):
        t.off("gain", print)  # not subscribed
    assert set(EVENTS).isdisjoint(MODIFIERS)


def test_the_games_triggers_follow_clones_and_saves_keep_none_of_them() -> None:
    t = ruleset_for(GameConfig(players=3)).triggers.copy()
    s = new_game(GameConfig(players=3), 5, triggers=t)
    # for this game: `t` less the rules of leaders nobody plays and of solo difficulties
    assert s.triggers.origin is t and s.clone().triggers is s.triggers
    assert not s.triggers.space_cost and not s.triggers.decision and t.space_cost and t.decision
    assert s.triggers.acquire == t.acquire  # cards can come into any game
    assert "triggers" not in s.to_json()
    # a game's rules follow from its config and seats, never from the save
    loaded = GameState.from_json(s.to_json())
    assert loaded.triggers.origin is loaded.rules.triggers and not loaded.triggers.space_cost
    assert new_game(GameConfig(players=3), 5).state_hash() == s.state_hash()


def test_for_game_keeps_the_rules_of_the_leaders_and_difficulty_at_the_table() -> None:
    s = new_game(GameConfig(players=4, leaders=("leto_atreides", "paul_atreides", None, None)), 2)
    assert s.triggers.space_cost == [leaders._landsraad_popularity]
    assert s.triggers.decision == [leaders._prescience] and not s.triggers.harvest
    solo = new_game(GameConfig(players=1, difficulty="kwisatz_haderach", leaders=("ariana_thorvald",)), 2)
    assert hagal._mentat_cost in solo.triggers.space_cost
    assert hagal._no_swordmaster in solo.triggers.space_blockers
    assert leaders._spice_addict in solo.triggers.harvest
    merc = new_game(GameConfig(players=1, difficulty="mercenary", leaders=("ariana_thorvald",)), 2)
    assert hagal._mentat_cost not in merc.triggers.space_cost
    # the same selection is made once and shared by the games that need it
    again = new_game(GameConfig(players=4, leaders=("leto_atreides", "paul_atreides", None, None)), 3)
    assert again.triggers is s.triggers
    # a position whose leaders change after setup starts again from the full registry
    s.players[2].leader = "vladimir_harkonnen"
    assert s.triggers.for_game(s).deploy == [leaders._masterstroke]


def test_a_module_adds_a_trigger_through_the_registry_only() -> None:
    """A toy rule owned by one game's registry: "whenever you trash a card, gain 1 Solari"
    (subscribed to `trash`, emitting `gain` itself). The base game's games are unaffected."""
    t = ruleset_for(GameConfig(players=3)).triggers.copy()

    def refund(s: GameState, seat: int, cid: str, zone: str) -> None:
        from landsraad.rules.zones import gain

        gain(s, seat, "solari", 1, "toy:refund")

    t.on("trash", refund)
    gains: list[tuple[int, str, int, str]] = []
    t.on("gain", lambda s, seat, res, n, src: gains.append((seat, res, n, src)))
    s = new_game(GameConfig(players=3, first_player=0), 1, triggers=t)
    p = s.players[0]
    before = p.solari
    from landsraad.rules.zones import trash_card

    trash_card(s, p, "hand", p.hand[0])
    assert p.solari == before + 1 and gains[-1] == (0, "solari", 1, "toy:refund")
    base = new_game(GameConfig(players=3, first_player=0), 1)
    trash_card(base, base.players[0], "hand", base.players[0].hand[0])
    assert base.players[0].solari == before


# ---- one path: the events account for every change of what they cover -----------------------


class Ledger:
    """Records every event of a game (a registry extended with recorders on every event kind)."""

    def __init__(self) -> None:
        base = ruleset_for(GameConfig()).triggers
        assert base is not None
        self.t = base.copy()
        self.res: Counter[tuple[int, str]] = Counter()
        self.garrison: Counter[int] = Counter()
        self.cards: Counter[int] = Counter()
        self.influence: Counter[tuple[int, str]] = Counter()
        self.vp: Counter[int] = Counter()
        self.intrigues: Counter[int] = Counter()
        self.control: dict[str, int] = {}
        self.mentat: dict[int, bool] = {}
        self.kinds: Counter[str] = Counter()
        self.t.on("gain", self.gain)
        self.t.on("pay", self.pay)
        self.t.on("recruit", self.recruit)
        self.t.on("deploy", self.deploy)
        self.t.on("lose_troops", self.lose)
        self.t.on("retreat", self.retreat)
        self.t.on("acquire", self.acquire)
        self.t.on("trash", self.trash)
        self.t.on("influence", self.moved)
        self.t.on("vp", self.scored)
        self.t.on("intrigues_drawn", self.intrigues_drawn)
        self.t.on("control", self.controlled)
        self.t.on("agent_gained", self.agent_gained)
        self.t.on("round_recall", self.recalled)
        self.t.on("units_returned", self.units_returned)
        for kind in ("agent_sent", "agent_recalled", "draw", "turn_start", "reveal_start", "reveal_end",
                     "setup", "decision"):
            self.t.on(kind, self.count(kind))

    def count(self, kind: str) -> Any:
        def fn(*_: Any) -> None:
            self.kinds[kind] += 1
        return fn

    def gain(self, s: GameState, seat: int, res: str, n: int, src: str) -> None:
        self.res[seat, res] += n
        self.kinds["gain"] += 1

    def pay(self, s: GameState, seat: int, res: str, n: int, src: str) -> None:
        self.res[seat, res] -= n
        self.kinds["pay"] += 1

    def recruit(self, s: GameState, seat: int, n: int, zone: str) -> None:
        self.garrison[seat] += n
        self.kinds["recruit"] += 1

    def deploy(self, s: GameState, seat: int, n: int, frm: str, total: int) -> None:
        if frm == "garrison":
            self.garrison[seat] -= n
        self.kinds["deploy"] += 1

    def lose(self, s: GameState, seat: int, n: int, frm: str) -> None:
        if frm == "garrison":
            self.garrison[seat] -= n
        self.kinds["lose_troops"] += 1

    def retreat(self, s: GameState, seat: int, n: int, frm: str) -> None:
        self.garrison[seat] += n
        self.kinds["retreat"] += 1

    def acquire(self, s: GameState, seat: int, cid: str, top: bool) -> None:
        self.cards[seat] += 1
        self.kinds["acquire"] += 1

    def trash(self, s: GameState, seat: int, cid: str, zone: str) -> None:
        self.cards[seat] -= 1
        self.kinds["trash"] += 1

    def moved(self, s: GameState, seat: int, faction: str, old: int, new: int) -> None:
        assert s.players[seat].influence[s.rules.faction_index[faction]] == new
        self.influence[seat, faction] += new - old
        self.kinds["influence"] += 1

    def scored(self, s: GameState, seat: int, source: str, old: int, new: int) -> None:
        assert s.players[seat].vp_sources.get(source, 0) == new and new != old
        self.vp[seat] += new - old
        self.kinds["vp"] += 1

    def intrigues_drawn(self, s: GameState, seat: int, n: int) -> None:
        assert n > 0
        self.intrigues[seat] += n
        self.kinds["intrigues_drawn"] += 1

    def controlled(self, s: GameState, space: str, seat: int, old: int) -> None:
        assert s.control.get(space, -1) == seat and self.control.get(space, -1) == old
        if seat >= 0:
            self.control[space] = seat
        else:
            self.control.pop(space, None)
        self.kinds["control"] += 1

    def agent_gained(self, s: GameState, seat: int, what: str) -> None:
        if what == "mentat":
            assert s.mentat_holder == seat and s.players[seat].has_mentat
            self.mentat = {seat: True}
        else:
            assert what == "swordmaster" and s.players[seat].has_swordmaster
        self.kinds["agent_gained"] += 1

    def recalled(self, s: GameState) -> None:
        assert not s.agents and s.mentat_holder == -1
        self.mentat = {}
        self.kinds["round_recall"] += 1

    def units_returned(self, s: GameState, seat: int, units: dict[str, int]) -> None:
        assert units and not s.players[seat].conflict
        self.kinds["units_returned"] += 1

    def tracked(self, s: GameState, seat: int) -> dict[str, int]:
        """What each tracked quantity is, less what the events say changed it."""
        p = s.players[seat]
        out = {res: getattr(p, res) - self.res[seat, res] for res in ("solari", "spice", "water")}
        out["garrison"] = p.garrison - self.garrison[seat]
        out["cards"] = _owned(s, seat) - self.cards[seat]
        out["vp"] = p.vp - self.vp[seat]
        out["mentat"] = int(p.has_mentat) - int(self.mentat.get(seat, False))
        for i, f in enumerate(s.rules.factions):  # the game's Influence tracks (rules/ruleset.py)
            out[f] = p.influence[i] - self.influence[seat, f]
        return out


def _owned(s: GameState, seat: int) -> int:
    p = s.players[seat]
    return len(p.deck) + len(p.deck_top) + len(p.hand) + len(p.in_play) + len(p.discard)


@pytest.mark.parametrize("players,seed", [(3, 1), (3, 2), (4, 3), (4, 4), (4, 5), (3, 6), (2, 7), (2, 8),
                                          (1, 9), (1, 10)])
def test_every_resource_troop_card_and_influence_change_goes_through_its_event(players: int, seed: int) -> None:
    """Random games with random leaders: at every decision, each seat's Solari, spice, water,
    garrison, cards owned and Influence are what they were at the start plus what the `gain` /
    `pay`, `recruit` / `deploy` / `lose_troops` / `retreat`, `acquire` / `trash` and `influence`
    events say, its VP what the `vp` events say, its Mentat what `agent_gained` / `round_recall`
    say, and the Control markers on the board what the `control` events say. With 3-4 players the start is the rulebook's (004 Preparação: 1 water, 3 troops in
    the garrison, 10 starter cards, no Influence); House Hagal's seats (1-2 players) start as
    modules/base/hagal.py sets them. (Persuasion and swords are reset at the end of a turn / combat.)"""
    led = Ledger()
    s = new_game(GameConfig(players=players, leaders=("random",) * min(players, 4) if players > 2 else ()),
                 seed, triggers=led.t)
    seats = len(s.players)
    start = [led.tracked(s, seat) for seat in range(seats)]
    if players >= 3:
        assert all(st == {"solari": 0, "spice": 0, "water": 1, "garrison": 3, "cards": 10,
                          "vp": 0, "mentat": 0, **dict.fromkeys(FACTIONS, 0)} for st in start)
    assert all(st[f] == 0 for st in start for f in FACTIONS)
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal() and steps < 3000:
        for seat in range(seats):
            assert led.tracked(s, seat) == start[seat], (seat, steps)
        assert s.control == led.control, steps  # Control markers change only through `control`
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        steps += 1
    assert s.is_terminal()
    for kind in ("gain", "pay", "recruit", "deploy", "acquire", "agent_sent", "draw", "turn_start",
                 "reveal_start", "reveal_end", "setup", "decision", "influence", "vp", "units_returned",
                 "round_recall", "intrigues_drawn", "agent_gained", "control"):
        assert led.kinds[kind] > 0, kind


def test_events_change_nothing_the_golden_games_see() -> None:
    """Recorders on every event leave a game identical to the same game under the base registry."""
    a = new_game(GameConfig(players=4, leaders=("random",) * 4), 11, triggers=Ledger().t)
    b = new_game(GameConfig(players=4, leaders=("random",) * 4), 11)
    rng = random.Random(11)
    for _ in range(300):
        if a.is_terminal():
            break
        legal = a.legal_actions()
        assert legal == b.legal_actions()
        act = legal[rng.randrange(len(legal))]
        a.apply(act)
        b.apply(act)
    assert a.state_hash() == b.state_hash()


# ---- the effect tree ---------------------------------------------------------------------------


def test_walk_visits_nested_effects_and_never_costs() -> None:
    box = (("may", (("pay", "spice", 2),), (("choose", 1, ((("solari", 1),), (("if", ("won_conflict",),
                                                                                (("vp", 1),)),)),),)),
           ("each_opponent", (("discard", 1),)))
    kinds = [e[0] for e in walk(box)]
    assert kinds == ["may", "choose", "solari", "if", "vp", "each_opponent", "discard"]
    assert "pay" not in kinds  # a "→" cost is not an effect
    assert list(conditions(box)) == [("won_conflict",)]
    assert children(("solari", 2)) == ()


def test_component_boxes_cover_every_component() -> None:
    c = load_content("base")
    where = {w.split()[0] for w, _ in component_boxes(c)}
    assert where == {"space", "card", "intrigue", "conflict", "leader"}
    # every custom effect of the data is found, Intrigues' nested ones included
    customs = {e[1] for _, box in component_boxes(c) for e in walk(box) if e[0] == "custom"}
    assert {"bypass_protocol", "poison_snooper", "manipulate", "masterstroke_tokens"} <= customs


# ---- every effect and condition the data names has a handler -------------------------------------


def test_base_content_has_a_handler_for_everything_it_names() -> None:
    """In the base game's ruleset: the core's handlers and the base module's (issue 27: the core's
    own tables hold none of the cards' or leaders' rules)."""
    rules = ruleset_for(GameConfig())
    assert missing_handlers(load_content("base"), rules.effects, rules.conditions) == []
    assert ("card carryall", "harvest_again") in missing_handlers(load_content("base"))


def _base_check(content: Any) -> None:
    """check_handlers with the base game's tables (the core's and the base module's handlers)."""
    rules = ruleset_for(GameConfig())
    check_handlers(content, rules.effects, rules.conditions)


def _with_card(**boxes: Any) -> Any:
    c = load_content("base")
    card = replace(c.cards["dagger"], id="toy_card", name="Toy Card", **boxes)
    return replace(c, cards={**c.cards, "toy_card": card})


def test_a_custom_effect_without_handler_is_refused_naming_the_card() -> None:
    content = _with_card(agent=(("custom", "no_such_rule"),))
    with pytest.raises(ContentError, match=r"card toy_card: effect 'custom:no_such_rule'"):
        _base_check(content)


def test_a_nested_unknown_effect_kind_is_refused_naming_the_card() -> None:
    content = _with_card(reveal=(("choose", 1, ((("solari", 1),), (("teleport", 2),))),))
    with pytest.raises(ContentError, match=r"card toy_card: effect 'teleport'"):
        _base_check(content)


def test_a_named_condition_without_handler_is_refused_naming_the_card() -> None:
    content = _with_card(agent=(("if", ("custom", "moon_is_full"), (("spice", 1),)),))
    with pytest.raises(ContentError, match=r"card toy_card: condition 'moon_is_full'"):
        _base_check(content)
    c = load_content("base")
    ig = replace(c.intrigues["double_cross"], id="toy_intrigue", condition=("custom", "never_defined"))
    with pytest.raises(ContentError, match=r"intrigue toy_intrigue: condition 'never_defined'"):
        _base_check(replace(c, intrigues={**c.intrigues, "toy_intrigue": ig}))


def test_a_leader_without_signet_rule_is_refused() -> None:
    c = load_content("base")
    ld = replace(c.leaders["leto_atreides"], id="toy_leader")
    with pytest.raises(ContentError, match=r"leader toy_leader: effect 'signet:toy_leader'"):
        _base_check(replace(c, leaders={**c.leaders, "toy_leader": ld}))
