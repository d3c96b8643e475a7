"""One engine test per standard Uprising Intrigue card (issue 16): each is played through
`legal_actions` / `apply` in a built position — a Plot card in an Agent turn, a Combat card in the
Combat window, an Endgame card at the end — with each branch of its choices and the cases where it
(or one of its options) must not be offered.

Seed 002 "CARTAS DE INTRIGA" (Trama: any time in one of your turns; Combate: during the Combat;
Desenlace: at the end of the game) and its icon guide are the authority; the cards' words are
modules/uprising/content/intrigue.yaml (docs/rulings.md U117-U128, U200 onwards). FAQ 2.1: a card's cost
must be payable to play it, and an arrow ("→") on an Intrigue card is paid when it can be (the
base game's rule, rules/effects.py `_may`). The four CHOAM Intrigue cards are tested with the
CHOAM module (issue 17).
"""

from __future__ import annotations

import pytest

from landsraad import GameState, new_game
from landsraad.content import load_content
from landsraad.modules.shared.cards import set_aside_options
from landsraad.modules.uprising.state import SHIELD_WALL, SPIES
from landsraad.modules.uprising.turn import DISTRACTION
from landsraad.rules import engine
from landsraad.rules.influence import change_influence
from landsraad.rules.state import PlayerState
from tests.products import uprising_config

# ---- positions --------------------------------------------------------------------------------------


def game(players: int = 4, seed: int = 1) -> GameState:
    return new_game(uprising_config(players), seed=seed)


def give(s: GameState, p: PlayerState, *iids: str) -> None:
    """`p` holds these Intrigue cards (taken out of the Intrigue deck, so the count adds up)."""
    deck = list(s.intrigue_deck)
    for iid in iids:
        if iid in deck:
            deck.remove(iid)
    s.intrigue_deck = tuple(deck)
    p.intrigues = tuple(iids)
    s._legal = None


def at_turn(iid: str, hand: tuple[str, ...] = ("dagger",), players: int = 4) -> tuple[GameState, PlayerState]:
    """A player's Agent turn (the turn decision) holding `iid`."""
    s = game(players)
    assert s.pending is not None and s.pending[0] == "turn"
    p = s.players[int(s.pending[1])]
    p.hand = list(hand)
    give(s, p, iid)
    return s, p


def at_combat(iid: str, units: dict[str, int] | None = None) -> tuple[GameState, PlayerState]:
    """The Combat window about to open, seat 0 first with `iid` and units in the Conflict; seat 1
    is in the Conflict too, holding a playable Combat card (so the window stops at seat 1 once
    seat 0 is done or cannot play). `open_window(s)` opens it."""
    s = game()
    s.first_player = 0
    for q in s.players:
        q.conflict, q.intrigues = {}, ()
    p = s.players[0]
    p.conflict = dict(units or {"troop": 2})
    give(s, p, iid)
    s.players[1].conflict, s.players[1].intrigues = {"troop": 1}, ("contingency_plan",)
    s.pending, s.stack = None, [("combat_ask", 0, 0)]
    return s, p


def at_endgame(iid: str) -> tuple[GameState, PlayerState]:
    """The Endgame: seat 0 holds `iid` (nobody else holds anything); `open_window(s)` opens it."""
    s = game()
    for q in s.players:
        q.intrigues = ()
    p = s.players[0]
    give(s, p, iid)
    s.pending, s.stack = None, [("finish",), ("endgame_ask", 0)]
    return s, p


def open_window(s: GameState) -> None:
    s._legal = None
    engine.run(s)


def play(s: GameState, iid: str) -> None:
    s._legal = None
    assert f"play {iid}" in s.legal_actions()
    s.apply(f"play {iid}")


def not_offered(s: GameState, iid: str) -> None:
    s._legal = None
    assert s.pending is None or f"play {iid}" not in s.legal_actions()


def decide_until(s: GameState, kind: str) -> None:
    """Take the first option of the decisions before the next `kind` decision."""
    while s.pending is not None and s.pending[0] != kind:
        s.apply(s.legal_actions()[0])


def fi(s: GameState, faction: str) -> int:
    return s.rules.faction_index[faction]


# every standard Intrigue card id with a test below (checked against the content)
TESTED: set[str] = set()


def covers(*iids: str):  # type: ignore[no-untyped-def]
    TESTED.update(iids)

    def deco(fn):  # type: ignore[no-untyped-def]
        return fn
    return deco


def test_every_standard_intrigue_card_has_a_test() -> None:
    content = load_content("uprising")
    standard = {iid for iid, ig in content.intrigues.items() if ig.module is None}
    assert len(standard) == 35 and sum(content.intrigues[i].copies for i in standard) == 40
    assert TESTED == standard


# ---- Plot cards ----------------------------------------------------------------------------------------

@covers("buy_access")
def test_buy_access_pay_5_solari_for_influence_with_two_factions() -> None:
    s, p = at_turn("buy_access")
    p.solari = 4
    not_offered(s, "buy_access")
    p.solari = 5
    before = p.influence
    play(s, "buy_access")
    assert p.solari == 0 and s.pending is not None and s.pending[0] == "faction"
    s.apply("faction emperor")
    assert "faction emperor" not in s.legal_actions()
    s.apply("faction fremen")
    assert p.influence[fi(s, "emperor")] == before[0] + 1 and p.influence[fi(s, "fremen")] == before[3] + 1
    assert s.pending is not None and s.pending[0] == "turn"


@covers("call_to_arms")
def test_call_to_arms_recruits_a_troop_per_acquisition_in_your_reveal_turn() -> None:
    """"During your Reveal turn this round, whenever you acquire a card: +1 Troop" (U202)."""
    s, p = at_turn("call_to_arms", hand=("convincing_argument", "convincing_argument"))
    seat = p.seat
    play(s, "call_to_arms")
    assert p.zones["this_round"] == ("call_to_arms",)
    garrison = p.garrison
    s.players[seat].agents_left = 0
    s._legal = None
    s.apply("reveal")
    assert p.persuasion == 4
    s.apply("acquire prepare_the_way")
    assert p.garrison == garrison + 1
    s.apply("acquire prepare_the_way")
    assert p.garrison == garrison + 2  # nothing left to spend: the Reveal turn ended by itself
    s.stack, s.pending = [("recall",)], None
    engine.run(s)
    assert "this_round" not in p.zones  # the round is over


def test_call_to_arms_does_nothing_outside_your_reveal_turn() -> None:
    s, p = at_turn("call_to_arms")
    play(s, "call_to_arms")
    garrison = p.garrison
    from landsraad.rules.zones import acquire
    acquire(s, p.seat, "prepare_the_way", "reserve")  # an acquisition in the Agent turn
    engine.run(s)
    assert p.garrison == garrison


@covers("change_allegiances")
def test_change_allegiances_both_arrows() -> None:
    """U120: lose 1 Influence → +1 Influence; pay 3 spice → +1 Influence (each when payable)."""
    s, p = at_turn("change_allegiances")
    p.influence = (0, 0, 2, 0)
    p.spice = 3
    play(s, "change_allegiances")
    # the lost Influence: the only Faction with some is chosen by itself
    assert p.influence[fi(s, "bene_gesserit")] == 1
    s.apply("faction fremen")
    s.apply("faction guild")
    assert p.influence == (0, 1, 1, 1) and p.spice == 0
    s2, p2 = at_turn("change_allegiances")
    p2.influence, p2.spice = (0, 0, 0, 0), 2
    play(s2, "change_allegiances")  # neither arrow payable: nothing happens
    assert p2.influence == (0, 0, 0, 0) and p2.spice == 2 and s2.pending is not None and s2.pending[0] == "turn"


@covers("contingency_plan")
def test_contingency_plan_plot_2_solari_or_combat_3_swords() -> None:
    """U128 and 002's combat example (Alba plays it: 3 more strength)."""
    s, p = at_turn("contingency_plan")
    solari = p.solari
    play(s, "contingency_plan")
    assert p.solari == solari + 2 and p.swords == 0
    c, q = at_combat("contingency_plan")
    open_window(c)
    play(c, "contingency_plan")
    assert q.swords == 3 and q.solari == 0


@covers("councilors_ambition")
def test_councilors_ambition_2_water_with_a_high_council_seat() -> None:
    for seat_on_council in (True, False):
        s, p = at_turn("councilors_ambition")
        p.high_council = seat_on_council
        water = p.water
        play(s, "councilors_ambition")
        assert p.water == water + (2 if seat_on_council else 0)


@covers("crysknife", "desert_mouse", "ornithopter")
@pytest.mark.parametrize(("iid", "conflict"), [("crysknife", "skirmish_crysknife"),
                                               ("desert_mouse", "skirmish_desert_mouse"),
                                               ("ornithopter", "skirmish_ornithopter")])
def test_battle_icon_cards_plot_spice_and_endgame_flip_for_a_vp(iid: str, conflict: str) -> None:
    """U128: Plot +1 spice; Endgame: turn face down a won Conflict with that battle icon (or the
    wild one) → +1 VP. Without one the card may be played but gives nothing."""
    s, p = at_turn(iid)
    spice = p.spice
    play(s, iid)
    assert p.spice == spice + 1
    e, q = at_endgame(iid)
    q.zones = {**q.zones, "conflicts": (conflict, "skirmish_crysknife" if iid != "crysknife" else "skirmish_ornithopter")}
    vp = q.vp
    open_window(e)
    play(e, iid)
    assert q.vp == vp + 1 and conflict in q.zones["face_down"] and conflict not in q.zones["conflicts"]
    w, r = at_endgame(iid)
    r.zones = {**r.zones, "conflicts": ("propaganda",)}  # the wild icon matches too
    vp = r.vp
    open_window(w)
    play(w, iid)
    assert r.vp == vp + 1 and "propaganda" in r.zones["face_down"]
    n, t = at_endgame(iid)
    other = "skirmish_ornithopter" if iid != "ornithopter" else "skirmish_crysknife"
    t.zones = {**t.zones, "conflicts": (other,)}
    vp = t.vp
    open_window(n)
    play(n, iid)
    assert t.vp == vp and t.zones["conflicts"] == (other,)


@covers("cunning")
def test_cunning_draw_or_pay_a_spice_to_draw_and_trash() -> None:
    s, p = at_turn("cunning")
    p.spice, hand = 0, len(p.hand)
    play(s, "cunning")  # option 2 not payable: option 1, the only one, resolves by itself
    assert len(p.hand) == hand + 1 and s.pending is not None and s.pending[0] == "turn"
    s2, p2 = at_turn("cunning")
    p2.spice = 1
    hand = len(p2.hand)
    play(s2, "cunning")
    assert s2.legal_actions() == ["choose 1", "choose 2"]
    s2.apply("choose 2")
    assert p2.spice == 0 and len(p2.hand) == hand + 1
    assert s2.pending is not None and s2.pending[0] == "trash_pick" and "decline" in s2.legal_actions()
    s2.apply("trash hand dagger")
    assert "dagger" in p2.trashed
    s3, p3 = at_turn("cunning")
    p3.spice, hand = 1, len(p3.hand)
    play(s3, "cunning")
    s3.apply("choose 1")
    assert len(p3.hand) == hand + 1 and p3.spice == 1


@covers("depart_for_arrakis")
def test_depart_for_arrakis_recruit_3_for_2_spice_and_a_card_with_3_guild() -> None:
    s, p = at_turn("depart_for_arrakis")
    p.spice, garrison, hand = 2, p.garrison, len(p.hand)
    p.influence = (0, 3, 0, 0)
    play(s, "depart_for_arrakis")
    assert p.spice == 0 and p.garrison == garrison + 3 and len(p.hand) == hand + 1
    s2, p2 = at_turn("depart_for_arrakis")
    p2.spice, garrison, hand = 1, p2.garrison, len(p2.hand)
    play(s2, "depart_for_arrakis")
    assert p2.spice == 1 and p2.garrison == garrison and len(p2.hand) == hand


@covers("detonation")
def test_detonation_remove_the_shield_wall_or_deploy_4() -> None:
    s, p = at_turn("detonation")
    play(s, "detonation")
    s.apply("choose 1")
    assert s.legal_actions() == ["shield_wall remove", "shield_wall keep"]
    s.apply("shield_wall remove")
    assert SHIELD_WALL.get(s) is False
    s2, p2 = at_turn("detonation")
    p2.garrison = 5
    play(s2, "detonation")
    s2.apply("choose 2")
    assert s2.legal_actions() == [f"deploy {k}" for k in range(5)]
    s2.apply("deploy 4")
    assert p2.troops_in_conflict == 4 and p2.garrison == 1 and SHIELD_WALL.get(s2) is True


@covers("distraction")
def test_distraction_a_spy_once_three_units_are_deployed_this_turn() -> None:
    """U203: troops and sandworms count; the Spy may share a post with another player's Spy."""
    s, p = at_turn("distraction")
    seat = p.seat
    play(s, "distraction")
    assert DISTRACTION.get(s.turn) == 1
    from landsraad.rules.zones import deploy
    p.garrison = 4
    SPIES.put(s, {post: ((seat + 1) % 4,) for post in s.rules.content.observation_posts})  # every post taken
    deploy(s, seat, 2)
    engine.run(s)
    assert s.pending is not None and s.pending[0] == "turn"  # two units: nothing yet
    SHIELD_WALL.put(s, False)
    s.stack.append(("eff", seat, ("sandworm", 1), "t"))  # a worm called is the third unit
    s.pending = None
    engine.run(s)
    assert s.pending is not None and s.pending[0] == "spy_place"
    assert len(s.legal_actions()) == len(s.rules.content.observation_posts)  # shared posts allowed
    s.apply("spy emperor")
    assert SPIES.get(s)["emperor"] == ((seat + 1) % 4, seat) and DISTRACTION.get(s.turn) is None


def test_distraction_after_the_deploys_and_not_without_three() -> None:
    s, p = at_turn("distraction")
    seat = p.seat
    from landsraad.rules.zones import deploy
    p.garrison = 4
    deploy(s, seat, 3)
    play(s, "distraction")
    assert s.pending is not None and s.pending[0] == "spy_place"  # already 3 this turn: at once
    s2, p2 = at_turn("distraction")
    play(s2, "distraction")
    p2.garrison = 4
    deploy(s2, p2.seat, 2)
    s2.stack.append(("next_turn",))
    s2.pending = None
    engine.run(s2)  # the turn ends with 2: no Spy
    assert not SPIES.get(s2)


@covers("imperium_politics")
def test_imperium_politics_pay_1_solari_for_emperor_or_guild() -> None:
    for option, faction in (("choose 1", "emperor"), ("choose 2", "guild")):
        s, p = at_turn("imperium_politics")
        p.solari = 1
        before = p.influence[fi(s, faction)]
        play(s, "imperium_politics")
        s.apply(option)
        assert p.influence[fi(s, faction)] == before + 1 and p.solari == 0
    s, p = at_turn("imperium_politics")
    p.solari = 0
    not_offered(s, "imperium_politics")


@covers("inspire_awe")
def test_inspire_awe_acquires_a_card_costing_3_or_less_to_hand_with_a_worm() -> None:
    """U204: to the discard pile; to the hand with a sandworm in the Conflict."""
    for worms, zone in ((0, "discard"), (1, "hand")):
        s, p = at_turn("inspire_awe")
        s.imperium_row = ("leadership", "maula_pistol", "sardaukar_soldier", "price_is_no_object", "double_agent")
        if worms:
            p.conflict = {"sandworm": worms}
        play(s, "inspire_awe")
        assert s.legal_actions() == ["acquire double_agent", "acquire maula_pistol", "acquire sardaukar_soldier"]
        s.apply("acquire maula_pistol")
        assert "maula_pistol" in getattr(p, zone)


@covers("intelligence_report")
def test_intelligence_report_one_card_or_two_with_two_spies() -> None:
    for posts, drawn in ((("emperor",), 1), (("emperor", "guild"), 2)):
        s, p = at_turn("intelligence_report")
        SPIES.put(s, {post: (p.seat,) for post in posts})
        hand = len(p.hand)
        play(s, "intelligence_report")
        assert len(p.hand) == hand + drawn


@covers("manipulate")
def test_manipulate_sets_a_row_card_aside_as_helenas_ruling() -> None:
    """FAQ 2.6: Manipulate follows Helena Richese's ruling (FAQ 2.4)."""
    s, p = at_turn("manipulate")
    s.imperium_row = ("leadership", "maula_pistol", "sardaukar_soldier", "price_is_no_object", "double_agent")
    play(s, "manipulate")
    s.apply("manipulate leadership")
    assert p.leader_state["manipulated"] == ("leadership",) and len(s.imperium_row) == 5



def test_manipulate_s_card_is_acquired_by_its_owner_for_1_less_or_leaves_the_game() -> None:
    """FAQ 2.6 (Manipulate follows Helena's rule) and FAQ 2.4: only the owner may acquire the card set
    aside, for 1 Persuasion less; not acquired by the end of the owner's next Reveal turn, it leaves the
    game. Leadership costs 5: with 4 Persuasion it is offered at 4, and the others are not offered it."""
    for acquire_it in (True, False):
        s, p = at_turn("manipulate", hand=("dagger",))
        s.imperium_row = ("leadership", "maula_pistol", "sardaukar_soldier", "price_is_no_object", "double_agent")
        play(s, "manipulate")
        s.apply("manipulate leadership")
        assert s.rules.content.cards["leadership"].cost == 5
        p.hand = ["convincing_argument", "convincing_argument", "dagger"]  # 2 + 2 Persuasion
        s.apply("reveal")
        assert p.persuasion == 4 and s.pending == ("acquire", p.seat)
        assert "acquire set_aside leadership" in s.legal_actions()
        assert "acquire leadership" not in s.legal_actions()  # not in the Row any more
        if acquire_it:
            s.apply("acquire set_aside leadership")
            assert p.persuasion == 0 and "leadership" in p.discard
            assert p.leader_state.get("manipulated", ()) == ()
        else:
            s.apply("done")
            assert "leadership" in s.removed_cards and p.leader_state.get("manipulated", ()) == ()
    # another player is never offered it (FAQ 2.4: "opponents cannot acquire the removed card")
    s, p = at_turn("manipulate", hand=("dagger",))
    play(s, "manipulate")
    card = s.legal_actions()[0].split()[1]
    s.apply(f"manipulate {card}")
    other = s.players[(p.seat + 1) % 4]
    other.persuasion = 20
    assert set_aside_options(s, other) == [] and set_aside_options(s, p) == []  # p has 0 Persuasion
    p.persuasion = 20
    assert set_aside_options(s, p) == [f"acquire set_aside {card}"]


@covers("market_opportunity")
def test_market_opportunity_either_exchange_when_payable() -> None:
    s, p = at_turn("market_opportunity")
    p.spice, p.solari = 2, 5
    play(s, "market_opportunity")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 1")
    assert p.spice == 0 and p.solari == 10
    s2, p2 = at_turn("market_opportunity")
    p2.spice, p2.solari = 0, 5
    play(s2, "market_opportunity")  # only the second is payable: chosen by itself
    assert p2.spice == 5 and p2.solari == 0
    s3, p3 = at_turn("market_opportunity")
    p3.spice, p3.solari = 2, 4
    play(s3, "market_opportunity")
    assert p3.spice == 0 and p3.solari == 9


@covers("mercenaries")
def test_mercenaries_3_solari_for_an_intrigue_and_2_troops() -> None:
    s, p = at_turn("mercenaries")
    p.solari = 2
    not_offered(s, "mercenaries")
    p.solari, garrison = 3, p.garrison
    play(s, "mercenaries")
    assert p.solari == 0 and p.garrison == garrison + 2 and len(p.intrigues) == 1


@covers("opportunism")
def test_opportunism_lose_influence_with_two_factions_and_2_solari_for_a_vp() -> None:
    s, p = at_turn("opportunism")
    p.influence, p.solari = (1, 0, 0, 0), 2
    not_offered(s, "opportunism")  # one Influence in all
    p.influence = (1, 0, 1, 1)
    vp = p.vp
    play(s, "opportunism")
    assert s.legal_actions() == ["faction emperor", "faction bene_gesserit", "faction fremen"]
    s.apply("faction fremen")
    s.apply("faction emperor")
    assert p.influence == (0, 0, 1, 0) and p.solari == 0 and p.vp == vp + 1


@covers("opportunism")
def test_opportunism_may_lose_both_influence_with_the_same_faction() -> None:
    """U154 (issue 33; the seeds are silent): two "-1 Influence" icons, each a Faction of the
    player's choice (002 icon guide: "Elige una de las cuatro Facciones"), the same one or not (DIU:
    two separate costs; jungcheolseung: lose 2, the same Faction allowed; DB's "with 2 Factions"
    is a paraphrase). With 2 Influence on one track only, the card is playable and both come off it."""
    s, p = at_turn("opportunism")
    p.influence, p.solari = (2, 0, 0, 0), 2
    vp = p.vp
    play(s, "opportunism")  # one Faction to choose each time: taken by itself
    assert p.influence == (0, 0, 0, 0) and p.solari == 0 and p.vp == vp + 1


@covers("shaddams_favor")
def test_shaddams_favor_a_troop_and_3_solari_with_3_emperor() -> None:
    for emperor, solari in ((3, 3), (2, 0)):
        s, p = at_turn("shaddams_favor")
        p.influence, p.solari, garrison = (emperor, 0, 0, 0), 0, p.garrison
        play(s, "shaddams_favor")
        assert p.garrison == garrison + 1 and p.solari == solari


@covers("sietch_ritual")
def test_sietch_ritual_discard_a_card_for_bene_gesserit_or_fremen_influence() -> None:
    for option, faction in (("choose 1", "bene_gesserit"), ("choose 2", "fremen")):
        s, p = at_turn("sietch_ritual", hand=("dagger", "diplomacy"))
        play(s, "sietch_ritual")
        assert s.legal_actions() == ["discard dagger", "discard diplomacy"]
        s.apply("discard diplomacy")
        s.apply(option)
        assert "diplomacy" in p.discard and p.influence[fi(s, faction)] == 1
    s, p = at_turn("sietch_ritual", hand=())
    not_offered(s, "sietch_ritual")


@covers("special_mission")
def test_special_mission_a_spy_on_a_city_post_or_recall_one_for_the_shield_wall_and_spice() -> None:
    s, p = at_turn("special_mission")
    play(s, "special_mission")  # no Spy on the board: only the first option
    city = {"sietch_tabr_research_station", "research_station_spice_refinery", "spice_refinery_arrakeen"}
    assert {a.split()[1] for a in s.legal_actions()} == city
    s.apply("spy spice_refinery_arrakeen")
    assert SPIES.get(s)["spice_refinery_arrakeen"] == (p.seat,)
    s2, p2 = at_turn("special_mission")
    SPIES.put(s2, {"emperor": (p2.seat,)})
    spice = p2.spice
    play(s2, "special_mission")
    s2.apply("choose 2")
    s2.apply("shield_wall remove")
    assert not SPIES.get(s2) and SHIELD_WALL.get(s2) is False and p2.spice == spice + 2


@covers("strategic_stockpiling")
def test_strategic_stockpiling_vp_for_5_spice_and_for_3_water_with_3_fremen() -> None:
    s, p = at_turn("strategic_stockpiling")
    p.spice, p.water, p.influence = 5, 3, (0, 0, 0, 3)
    vp = p.vp
    play(s, "strategic_stockpiling")
    assert p.vp == vp + 2 and p.spice == 0 and p.water == 0
    s2, p2 = at_turn("strategic_stockpiling")
    p2.spice, p2.water, p2.influence = 4, 3, (0, 0, 0, 2)
    vp = p2.vp
    play(s2, "strategic_stockpiling")
    assert p2.vp == vp and p2.spice == 4 and p2.water == 3


@covers("unexpected_allies")
def test_unexpected_allies_as_in_the_reveal_example() -> None:
    """002 reveal example: Juan pays 2 water, removes the Shield Wall and summons a worm; kept, the
    Wall protects a Conflict it covers and the worm does not come."""
    s, p = at_turn("unexpected_allies")
    s.conflict = "siege_of_arrakeen"  # a Conflict the Shield Wall protects
    p.water = 1
    not_offered(s, "unexpected_allies")
    p.water = 2
    play(s, "unexpected_allies")
    s.apply("shield_wall remove")
    assert p.water == 0 and not SHIELD_WALL.get(s) and p.conflict == {"sandworm": 1}
    s2, p2 = at_turn("unexpected_allies")
    s2.conflict, p2.water = "siege_of_arrakeen", 2
    play(s2, "unexpected_allies")
    s2.apply("shield_wall keep")
    assert SHIELD_WALL.get(s2) and not p2.conflict


# ---- Combat cards ------------------------------------------------------------------------------------

@covers("devour")
def test_devour_4_swords_and_a_trash_with_a_sandworm() -> None:
    s, p = at_combat("devour")
    open_window(s)
    play(s, "devour")
    assert p.swords == 2
    s2, p2 = at_combat("devour", {"troop": 1, "sandworm": 1})
    p2.hand = ["dagger"]
    open_window(s2)
    play(s2, "devour")
    assert p2.swords == 4 and s2.pending is not None and s2.pending[0] == "trash_pick"
    s2.apply("decline")
    assert "dagger" in p2.hand


@covers("find_weakness")
def test_find_weakness_recall_a_spy_for_3_more_swords() -> None:
    s, p = at_combat("find_weakness")
    open_window(s)
    play(s, "find_weakness")
    assert p.swords == 2
    s2, p2 = at_combat("find_weakness")
    SPIES.put(s2, {"emperor": (0,), "guild": (0,)})
    open_window(s2)
    play(s2, "find_weakness")
    assert s2.legal_actions() == ["recall_spy emperor", "recall_spy guild"]
    s2.apply("recall_spy guild")
    assert p2.swords == 5 and SPIES.get(s2) == {"emperor": (0,)}


@covers("go_to_ground")
def test_go_to_ground_retreat_1_or_2_troops_for_a_spy() -> None:
    s, p = at_combat("go_to_ground", {"troop": 3})
    open_window(s)
    play(s, "go_to_ground")
    assert s.legal_actions() == ["retreat 1", "retreat 2"]
    garrison = p.garrison
    s.apply("retreat 2")
    assert p.troops_in_conflict == 1 and p.garrison == garrison + 2
    assert s.pending is not None and s.pending[0] == "spy_place"
    s.apply("spy fremen")
    assert SPIES.get(s)["fremen"] == (0,)
    s2, _ = at_combat("go_to_ground", {"sandworm": 1})  # no troop to retreat: not playable
    open_window(s2)
    assert s2.pending is not None and s2.pending[:2] == ("combat", 1)


@covers("impress")
def test_impress_2_swords_and_a_card_costing_3_or_less() -> None:
    s, p = at_combat("impress")
    s.imperium_row = ("leadership", "maula_pistol", "sardaukar_soldier", "price_is_no_object", "double_agent")
    open_window(s)
    play(s, "impress")
    assert p.swords == 2
    s.apply("acquire sardaukar_soldier")
    assert "sardaukar_soldier" in p.discard
    s2, p2 = at_combat("impress")  # FAQ 2.6: playable with nothing costing 3 or less
    s2.imperium_row = ("leadership", "price_is_no_object")
    open_window(s2)
    play(s2, "impress")
    assert p2.swords == 2


@covers("questionable_methods")
def test_questionable_methods_lose_an_influence_for_4_more_swords() -> None:
    s, p = at_combat("questionable_methods")
    p.influence = (0, 0, 0, 0)
    open_window(s)
    play(s, "questionable_methods")
    assert p.swords == 1
    s2, p2 = at_combat("questionable_methods")
    p2.influence = (1, 0, 1, 0)
    open_window(s2)
    play(s2, "questionable_methods")
    assert s2.legal_actions() == ["faction emperor", "faction bene_gesserit"]
    s2.apply("faction bene_gesserit")
    assert p2.swords == 5 and p2.influence == (1, 0, 0, 0)


@covers("spice_is_power")
def test_spice_is_power_retreat_3_for_spice_or_3_spice_for_6_swords() -> None:
    s, p = at_combat("spice_is_power", {"troop": 3})
    p.spice = 3
    open_window(s)
    play(s, "spice_is_power")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 1")
    assert p.troops_in_conflict == 0 and p.spice == 6
    s2, p2 = at_combat("spice_is_power", {"troop": 3})
    p2.spice = 3
    open_window(s2)
    play(s2, "spice_is_power")
    s2.apply("choose 2")
    assert p2.spice == 0 and p2.swords == 6 and p2.troops_in_conflict == 3
    s3, p3 = at_combat("spice_is_power", {"troop": 2})
    p3.spice = 0  # neither payable: offered (no cost of its own), does nothing
    open_window(s3)
    play(s3, "spice_is_power")
    assert p3.swords == 0 and p3.troops_in_conflict == 2


@covers("spring_the_trap")
def test_spring_the_trap_recall_2_spies_for_7_swords() -> None:
    s, p = at_combat("spring_the_trap")
    SPIES.put(s, {"emperor": (0,)})
    open_window(s)
    assert s.pending is not None and s.pending[:2] == ("combat", 1)  # one Spy: not playable
    s2, p2 = at_combat("spring_the_trap")
    SPIES.put(s2, {"emperor": (0,), "guild": (0,)})
    open_window(s2)
    play(s2, "spring_the_trap")
    assert s2.legal_actions() == ["recall_spy emperor", "recall_spy guild"]
    s2.apply("recall_spy guild")  # the cost first (the second Spy is the only one left)
    assert not SPIES.get(s2) and p2.swords == 7


@covers("tactical_option")
def test_tactical_option_2_swords_or_retreat_any_number() -> None:
    s, p = at_combat("tactical_option", {"troop": 3})
    open_window(s)
    play(s, "tactical_option")
    s.apply("choose 1")
    assert p.swords == 2
    s2, p2 = at_combat("tactical_option", {"troop": 3})
    open_window(s2)
    play(s2, "tactical_option")
    s2.apply("choose 2")
    assert s2.legal_actions() == ["retreat 0", "retreat 1", "retreat 2", "retreat 3"]
    s2.apply("retreat 3")
    assert p2.troops_in_conflict == 0 and p2.swords == 0


@covers("weirding_combat")
def test_weirding_combat_3_swords_and_2_more_with_3_bene_gesserit() -> None:
    for bg, swords in ((3, 5), (2, 3)):
        s, p = at_combat("weirding_combat")
        p.influence = (0, 0, bg, 0)
        open_window(s)
        play(s, "weirding_combat")
        assert p.swords == swords


# ---- Endgame cards --------------------------------------------------------------------------------------

@covers("secure_spice_trade")
def test_secure_spice_trade_vp_and_spice_with_two_spice_must_flow() -> None:
    for owned, vp_gain in ((2, 1), (1, 0)):
        s, p = at_endgame("secure_spice_trade")
        p.discard = ["the_spice_must_flow"] * owned
        vp, spice = p.vp, p.spice
        open_window(s)
        play(s, "secure_spice_trade")
        assert p.vp == vp + vp_gain and p.spice == spice + 2 * vp_gain


@covers("shadow_alliance")
def test_shadow_alliance_vp_with_4_influence_where_an_opponent_holds_the_alliance() -> None:
    """U125: 4 or more Influence with a Faction whose Alliance an opponent holds."""
    s, p = at_endgame("shadow_alliance")
    change_influence(s, 1, "fremen", 5)
    change_influence(s, 0, "fremen", 4)
    assert s.alliance[fi(s, "fremen")] == 1
    vp = p.vp
    open_window(s)
    play(s, "shadow_alliance")
    assert p.vp == vp + 1
    s2, p2 = at_endgame("shadow_alliance")
    change_influence(s2, 0, "fremen", 4)  # its own Alliance does not count
    vp = p2.vp
    open_window(s2)
    play(s2, "shadow_alliance")
    assert p2.vp == vp
    s3, p3 = at_endgame("shadow_alliance")
    change_influence(s3, 1, "guild", 5)
    change_influence(s3, 0, "guild", 3)  # only 3
    vp = p3.vp
    open_window(s3)
    play(s3, "shadow_alliance")
    assert p3.vp == vp


# ---- windows ------------------------------------------------------------------------------------------

def _rich(s: GameState, p: PlayerState) -> None:
    """Every cost of the deck payable and every play condition met."""
    p.solari = p.spice = p.water = 10
    p.influence = (2, 2, 2, 2)
    p.hand = ["dagger", "diplomacy"]
    SPIES.put(s, {"emperor": (p.seat,), "guild": (p.seat,)})
    s._legal = None


@pytest.mark.parametrize("iid", sorted(i for i, ig in load_content("uprising").intrigues.items() if ig.module is None))
def test_each_card_is_offered_in_the_windows_of_its_boxes_only(iid: str) -> None:
    """002 CARTAS DE INTRIGA: a Plot card in one of your turns, a Combat card during the Combat, an
    Endgame card at the end — a card with two boxes in both windows, never elsewhere."""
    kinds = load_content("uprising").intrigues[iid].kinds()
    s, p = at_turn(iid)
    _rich(s, p)
    p.conflict = {"troop": 3}
    assert (f"play {iid}" in s.legal_actions()) == ("plot" in kinds)
    c, q = at_combat(iid, {"troop": 3})
    _rich(c, q)
    open_window(c)
    assert (c.pending is not None and c.pending[1] == 0 and f"play {iid}" in c.legal_actions()) == ("combat" in kinds)
    e, r = at_endgame(iid)
    _rich(e, r)
    open_window(e)
    assert (e.pending is not None and f"play {iid}" in e.legal_actions()) == ("endgame" in kinds)


def test_inspire_awe_with_nothing_costing_3_or_less_does_nothing() -> None:
    """U151, U204: with no card in range the acquisition fizzles (the card is still played)."""
    s, p = at_turn("inspire_awe")
    s.imperium_row = ("leadership", "price_is_no_object")
    discard = list(p.discard)
    play(s, "inspire_awe")
    assert p.discard == discard and s.pending is not None and s.pending[0] == "turn"
    assert "inspire_awe" in s.intrigue_discard


def test_call_to_arms_played_in_the_reveal_turn_counts_from_then_on() -> None:
    """U202: played in the Reveal turn itself (a Plot, in one of your turns), later acquisitions
    of that turn recruit."""
    s, p = at_turn("call_to_arms", hand=("convincing_argument", "convincing_argument"))
    p.agents_left = 0
    s._legal = None
    s.apply("reveal")
    garrison = p.garrison
    s.apply("acquire prepare_the_way")  # before the card: no troop
    assert p.garrison == garrison
    play(s, "call_to_arms")
    s.apply("acquire prepare_the_way")
    assert p.garrison == garrison + 1


def test_two_distractions_two_spies() -> None:
    """U203: one Spy per card played."""
    s, p = at_turn("distraction")
    seat = p.seat
    give(s, p, "distraction", "distraction")
    play(s, "distraction")
    play(s, "distraction")
    assert DISTRACTION.get(s.turn) == 2
    from landsraad.rules.zones import deploy
    p.garrison = 3
    deploy(s, seat, 3)
    s.pending = None
    engine.run(s)
    s.apply("spy emperor")
    s.apply("spy guild")
    assert SPIES.get(s) == {"emperor": (seat,), "guild": (seat,)} and DISTRACTION.get(s.turn) is None
