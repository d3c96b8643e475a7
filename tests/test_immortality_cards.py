"""The Immortality cards' effects, costs and conditions that the `immortality` module handles
(landsraad/modules/immortality/cards.py), each on the card that prints it (seed 003 cards and icon
guide; docs/rulings.md I24, I25, I36, I45). Built with tests/products.py."""

from __future__ import annotations

from typing import Any

from landsraad import GameState
from landsraad.modules.immortality.specimens import specimens
from landsraad.modules.immortality.state import TLEILAXU, TLEILAXU_ROW
from landsraad.modules.immortality.turn import COMBAT_INTRIGUES
from landsraad.rules import engine
from landsraad.rules.turns import play_intrigue
from tests.test_immortality_rules import IMM, game, put_research, run_effect


def agent_turn(s: GameState, hand: list[str], action: str) -> None:
    """Seat 0 takes an Agent turn with `hand`; order choices resolve space first."""
    s.players[0].hand = list(hand)
    s._legal = None
    s.apply(action)
    while s.pending is not None and s.pending[0] == "order_choice":
        s.apply("order space")


def answer(s: GameState, kind: str) -> list[str]:
    """Resolve decisions until one of `kind`; its legal actions."""
    while s.pending is not None and s.pending[0] != kind:
        s.apply(s.legal_actions()[0])
    assert s.pending is not None, f"no {kind} decision"
    return s.legal_actions()


def test_the_combat_icon_deploys_as_from_a_combat_space() -> None:
    """003 NUEVOS ICONOS, Combate: Occupation sent to Wealth (not a Combat space) still lets you
    deploy up to two troops from your garrison this turn."""
    s = game()
    agent_turn(s, ["occupation"], "agent occupation wealth")
    assert answer(s, "deploy") == ["deploy 0", "deploy 1", "deploy 2"]
    s.apply("deploy 2")
    assert s.players[0].troops_in_conflict == 2


def test_without_the_combat_icon_no_deploy_from_a_non_combat_space() -> None:
    """The base rule the icon changes (004): Dagger at the Hall of Oratory recruits, never deploys."""
    s = game()
    agent_turn(s, ["dagger"], "agent dagger hall_of_oratory")
    while s.pending is not None and s.pending[1] == 0 and s.pending[0] != "turn":
        assert s.pending[0] != "deploy"
        s.apply(s.legal_actions()[0])
    assert s.players[0].troops_in_conflict == 0 and s.players[0].garrison == 4


def test_twisted_mentat_may_recall_the_agent_it_sent() -> None:
    """Twisted Mentat: "you may recall the Agent you sent this turn" (decision recall_sent)."""
    s = game()
    s.players[0].hand = ["twisted_mentat", "dagger"]
    s._legal = None
    s.apply("graft twisted_mentat")
    s.apply("graft_to arrakeen")  # the only partner (Dagger) is chosen by itself
    assert answer(s, "recall_sent") == ["recall_sent", "decline"]
    left = s.players[0].agents_left
    s.apply("recall_sent")
    assert s.players[0].agents_left == left + 1 and 0 not in s.agents.get("arrakeen", ())


def test_tleilaxu_master_acquires_to_the_discard_pile_or_with_two_markers_to_the_hand() -> None:
    """Tleilaxu Master: you may acquire a card costing 6 or less, into your hand with the second genetic
    marker (`pass` declines: docs/rulings.md I62)."""
    for space, where in (("c4r2", "discard"), ("c8r2", "hand")):
        s = game()
        put_research(s, 0, space)
        run_effect(s, 0, ("acquire_imperium", 6, 2))
        legal = s.legal_actions()
        cards = s.rules.content.cards
        assert legal[-1] == "pass" and all(cards[a.split()[1]].cost <= 6 for a in legal[:-1])
        card = legal[0].split()[1]
        s.apply(legal[0])
        assert card in getattr(s.players[0], where)


def test_harvest_cells_may_acquire_a_tleilaxu_card_for_its_specimens() -> None:
    """Harvest Cells: 2 specimens, then a Tleilaxu card paid in specimens (I45: optional)."""
    s = game()
    TLEILAXU_ROW.put(s, ("contaminator", "ghola"))  # costs 1 and 3
    run_effect(s, 0, ("specimen", 2))
    run_effect(s, 0, ("acquire_tleilaxu",))
    legal = s.legal_actions()
    assert legal == ["acquire contaminator", "pass"]  # Ghola and Reclaimed Forces cost 3
    assert IMM.tleilaxu["contaminator"].cost == 1
    s.apply("pass")
    assert specimens(s.players[0]) == 2


def test_harvest_cells_without_specimens_offers_nothing() -> None:
    s = game()
    run_effect(s, 0, ("acquire_tleilaxu",))
    assert s.pending is None


def test_lose_troops_from_either_place_is_split_by_the_player() -> None:
    """Tleilaxu Surgeon's Reveal "→" lose two troops (I24: from the Conflict or the garrison)."""
    s = game()
    p = s.players[0]
    p.garrison, p.conflict = 2, {"troop": 1}
    run_effect(s, 0, ("may", (("lose_troops", 2, "either"),), (("specimen", 2),)))
    s.apply("pay")
    assert s.legal_actions() == ["lose_from_conflict 0", "lose_from_conflict 1"]
    s.apply("lose_from_conflict 1")
    assert p.troops_in_conflict == 0 and p.garrison == 1 and specimens(p) == 2


def test_lose_troops_in_the_conflict_needs_them_there() -> None:
    """Gruesome Sacrifice: "→" lose two troops in the Conflict; not offered with one there."""
    s = game()
    p = s.players[0]
    p.conflict = {"troop": 1}
    p.garrison = 2
    run_effect(s, 0, ("may", (("lose_troops", 2, "conflict"),), (("tleilaxu", 1),)))
    assert s.pending is None and TLEILAXU.get(s)[0] == 0
    p.conflict = {"troop": 2}
    p.garrison = 1
    run_effect(s, 0, ("may", (("lose_troops", 2, "conflict"),), (("tleilaxu", 1),)))
    s.apply("pay")
    assert p.troops_in_conflict == 0 and p.supply == 11 and TLEILAXU.get(s)[0] == 1


def test_for_humanity_loses_two_influence_with_one_faction() -> None:
    s = game()
    p = s.players[0]
    idx = s.rules.faction_index
    p.influence = tuple(2 if f in ("emperor", "guild") else 1 for f in s.rules.factions)
    run_effect(s, 0, ("may", (("lose_influence_of_one", "any", 2),), (("vp", 1),)))
    s.apply("pay")
    assert s.legal_actions() == ["faction emperor", "faction guild"]
    s.apply("faction guild")
    assert p.influence[idx["guild"]] == 0 and p.influence[idx["emperor"]] == 2


def test_has_at_least_and_most_troops() -> None:
    """Economic Positioning's endgame (10 Solari), Study Melange (3 spice); Show of Strength's
    "more troops in the Conflict than each opponent"."""
    s = game()
    p = s.players[0]
    has = s.triggers.value_conditions["has_at_least"]
    p.solari = 9
    assert not has(s, 0, ("has_at_least", "solari", 10), "t")
    p.solari = 10
    assert has(s, 0, ("has_at_least", "solari", 10), "t")
    most = s.rules.conditions["most_troops_in_conflict"]
    assert not most(s, 0, "t")
    p.conflict = {"troop": 2}
    s.players[1].conflict = {"troop": 2}
    assert not most(s, 0, "t")
    s.players[1].conflict = {"troop": 1}
    assert most(s, 0, "t")


def test_show_of_strength_has_its_icons_only_with_the_most_troops() -> None:
    """I25: Show of Strength has the Landsraad and Spice Trade icons while you have the most troops."""
    s = game()
    s.players[0].hand = ["show_of_strength"]
    s._legal = None
    assert not any(a.startswith("agent show_of_strength") for a in s.legal_actions())
    s.players[0].conflict = {"troop": 1}
    s.players[0].garrison -= 1
    s._legal = None
    spaces = {a.split()[2] for a in s.legal_actions() if a.startswith("agent show_of_strength")}
    assert "secure_contract" in spaces and "wealth" not in spaces


def test_shared_uprising_words_deploy_or_retreat_and_return_to_hand() -> None:
    """I36: Shadout Mapes's deploy-or-retreat and Stillsuit Manufacturer's return to hand are the
    Uprising cards' rules."""
    s = game()
    p = s.players[0]
    run_effect(s, 0, ("deploy_or_retreat", 1))
    assert s.legal_actions() == ["deploy 1", "pass"]
    s.apply("deploy 1")
    assert p.troops_in_conflict == 1
    p.in_play.append("stillsuit_manufacturer")
    run_effect(s, 0, ("return_to_hand",), "card:stillsuit_manufacturer")
    assert "stillsuit_manufacturer" in p.hand and "stillsuit_manufacturer" not in p.in_play


def test_gained_this_turn_notes_spice_in_your_turn() -> None:
    """Guild Impersonator: "if you gained spice this turn"."""
    s = game()
    cond: Any = ("gained_this_turn", "spice")
    s.players[0].hand = ["experimentation"]
    s._legal = None
    s.apply("agent experimentation imperial_basin")  # harvests 1 spice (and a Research icon)
    while s.pending is not None and s.pending[0] == "order_choice":
        s.apply("order space")
    assert s.players[0].spice == 1 and s.turn.seat == 0 and s.triggers.value_conditions["gained_this_turn"](s, 0, cond, "t")


def test_harvest_cells_is_played_when_three_troops_leave_the_conflict() -> None:
    """I27/I49: at the end of the Conflict a player whose three or more troops return to the supply
    may play Harvest Cells (2 specimens, then a Tleilaxu card for its specimens); never in the
    ordinary Combat Intrigue rounds."""
    s = game()
    p = s.players[0]
    p.intrigues = ("harvest_cells",)
    p.garrison, p.conflict = 0, {"troop": 3}
    s.phase = "combat"
    s.pending = ("combat", 0)
    assert not s.rules.conditions["lose_three_troops_at_conflict_end"](s, 0, "intrigue:harvest_cells")
    s.pending = None
    s.stack = [("after_combat",)]
    engine.run(s)
    assert s.pending == ("harvest_window", 0, ())
    assert s.legal_actions() == ["play harvest_cells", "pass"]
    s.apply("play harvest_cells")
    assert specimens(p) == 2 and "harvest_cells" in s.intrigue_discard


def test_harvest_cells_is_not_offered_with_fewer_than_three_troops() -> None:
    s = game()
    p = s.players[0]
    p.intrigues = ("harvest_cells",)
    p.conflict = {"troop": 2}
    s.pending = None
    s.stack = [("after_combat",)]
    engine.run(s)
    assert s.pending is None or s.pending[0] != "harvest_window"


def test_counterattack_asks_whether_an_opponent_played_a_combat_intrigue() -> None:
    """Counterattack's Combat box: +4 swords "if an opponent played a Combat Intrigue card in this
    Conflict" (event intrigue_played, noted for the current Conflict)."""
    s = game()
    s.phase = "combat"
    cond = s.rules.conditions["opponent_played_combat_intrigue"]
    s.players[0].intrigues = ("vicious_talents",)
    play_intrigue(s, 0, "vicious_talents", "combat")
    assert COMBAT_INTRIGUES.get(s.turn) == (0,) and not cond(s, 0, "intrigue:counterattack")
    s.players[1].intrigues = ("vicious_talents",)
    play_intrigue(s, 1, "vicious_talents", "combat")
    assert cond(s, 0, "intrigue:counterattack") and cond(s, 1, "intrigue:counterattack")
