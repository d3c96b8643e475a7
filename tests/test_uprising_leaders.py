"""The eight Uprising leaders of the 1-4-player game, both abilities, through the real engine
(issue 16: "per-leader tests").

Authorities: seed 002 (Líderes; ACLARACIONES: Lady Jessica starts unflipped, Margot / Irulan
"reach" Influence 2, Feyd's token starts leftmost and stays at the end), shared/FAQ.md 2.6
(Reverend Mother usable the turn she flips), the card faces in
shared/reference/derived/leaders.json. Choices: docs/rulings.md U300-U307. Games are built with
tests/products.py's real Uprising config.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from landsraad import GameConfig, GameState, new_game
from landsraad.content import content_with, load_content
from landsraad.content.loader import load_leader
from landsraad.core.errors import ContentError, SaveError
from landsraad.invariants import check
from landsraad.modules.uprising import UPRISING, leader_sides, leaders
from landsraad.modules.uprising.state import SPIES
from landsraad.rules.editions import ruleset_of
from landsraad.rules.events import BASE
from landsraad.rules.hidden import VISIBILITY
from landsraad.rules.ruleset import MODULES, Module, missing_abilities, register_module, ruleset_for
from landsraad.rules.view import view
from tests.products import uprising_config

MUAD_DIB, GURNEY, JESSICA, FEYD = "muad_dib", "gurney_halleck", "lady_jessica", "feyd_rautha_harkonnen"
STABAN, MARGOT, IRULAN, AMBER = "staban_tuek", "lady_margot_fenring", "princess_irulan", "lady_amber_metulli"


def troop_problems(s: GameState) -> list[str]:
    """The invariants about troops (the tests set hands by hand, so cards are not conserved)."""
    return [b for b in check(s) if "troops" in b]


def leader_game(lid: str | None, *others: str | None, seed: int = 1) -> GameState:
    """A 4-player Uprising game where seat 0, with leader `lid`, takes the first Agent turn."""
    s = new_game(uprising_config(4, leaders=(lid, *others), first_player=0), seed=seed)
    assert s.pending == ("turn", 0)
    return s


def hand(s: GameState, cards: list[str], seat: int = 0) -> None:
    s.players[seat].hand = list(cards)
    s._legal = None


def kind(s: GameState) -> str | None:
    return None if s.pending is None else str(s.pending[0])


def finish_agent_turn(s: GameState) -> None:
    """Answer what is left of an Agent turn the test does not look at (no Plot, no deployment)."""
    while s.pending is not None and s.pending[0] in ("plots", "deploy"):
        s.apply("done" if s.pending[0] == "plots" else "deploy 0")


def reveal(s: GameState, cards: list[str], seat: int = 0) -> None:
    """Seat's Reveal turn with `cards` in hand (its Agents all placed)."""
    assert s.pending is not None and s.pending[:2] == ("turn", seat)
    s.players[seat].hand = list(cards)
    s.players[seat].agents_left = 0
    s._legal = None
    s.apply("reveal")


def signet(s: GameState, space: str = "accept_contract") -> None:
    """Seat 0 plays its Signet Ring to a space that asks nothing (Accept Contract: a card and 2 Solari)."""
    hand(s, ["signet_ring"])
    s.apply(f"agent signet_ring {space}")


# ---- every leader has both abilities ---------------------------------------------------------

def test_every_uprising_leader_has_its_left_ability_and_signet_ring() -> None:
    """002 Líderes: every leader has two abilities. The eight leaders of the 1-4-player game (and
    Reverend Mother Jessica, Lady Jessica's other side) have their left ability subscribed and
    their Signet Ring registered; Shaddam Corrino IV is the CHOAM module's (issue 17)."""
    content = load_content("uprising")
    t = BASE.copy()
    assert UPRISING.triggers is not None
    UPRISING.triggers(t)
    assert set(missing_abilities(content, t)) == {"shaddam_corrino_iv"}
    assert set(leaders.LEADER_IDS) == set(content.leaders) - {"shaddam_corrino_iv"}
    for lid in leaders.LEADER_IDS:
        assert f"signet:{lid}" in UPRISING.effects
        assert t.leader_abilities[lid]
    assert t.leader_abilities["reverend_mother_jessica"] == ("agent_effects_done",)  # a point of the turn


def test_the_base_game_leaders_all_have_their_left_ability() -> None:
    """004 Líderes: the eight base leaders' left abilities are subscribed the same way (Arrakis
    Fiefdom and the Baron's tokens are setup effects, pushed by the setup rule), by the base module
    (issue 27: the core's registry has none of them)."""
    base = ruleset_of("base").triggers
    assert base is not None
    assert missing_abilities(load_content("base"), base) == []
    assert base.leader_abilities["glossu_rabban"] == ("setup",)
    assert not BASE.leader_abilities


TOY_LEADER = load_leader({"id": "toy_leader", "name": "Toy Leader", "house": None, "complexity": 1,
                          "left": {"name": "Nothing Yet", "text": "A left ability nobody wrote."},
                          "signet": {"name": "Toy Signet", "effects": [{"draw": 1}]}})


def test_a_leader_whose_left_ability_has_no_rule_is_refused_when_the_ruleset_is_built() -> None:
    """Issue 16: a leader's left ability can never be silently missing: a module adding a leader
    (with its Signet Ring, so check_handlers passes) but no rule for the left ability is refused
    with the leader named."""
    register_module(Module(
        name="toy_leaderless", requires=("base",),
        content=lambda c: content_with(c, leaders=[TOY_LEADER]),
        effects={"signet:toy_leader": lambda s, seat, e, src: None}))
    try:
        with pytest.raises(ContentError, match="left ability .*toy_leader"):
            ruleset_for(GameConfig(players=4, modules=("toy_leaderless",)))
    finally:
        del MODULES["toy_leaderless"]  # a throw-away module: other tests list the known ones
    base = ruleset_of("base").triggers  # the core's and the base module's (the base leaders': issue 27)
    assert base is not None
    t = base.copy()
    t.leader_ability("toy_leader", "setup", lambda s: None)
    content = replace(load_content("base"), leaders={**load_content("base").leaders, "toy_leader": TOY_LEADER})
    assert missing_abilities(content, t) == []
    assert missing_abilities(content, base) == ["toy_leader"]


def test_the_signet_ring_is_in_the_uprising_starter_deck_and_reaches_the_leader() -> None:
    """002 Componentes de jugador / Líderes: the Signet Ring starter card (Landsraad, City and
    Spice Trade icons, 1 Persuasion) plays the leader's Signet ability; Lead the Way: draw 1."""
    content = load_content("uprising")
    ring = content.cards["signet_ring"]
    assert content.starter_deck.count("signet_ring") == 1
    assert ring.icons == ("landsraad", "city", "spice_trade") and ring.agent == (("signet",),)
    s = leader_game(MUAD_DIB)
    p = s.players[0]
    deck = len(p.deck)
    signet(s)
    finish_agent_turn(s)
    # Accept Contract draws 1, Lead the Way draws 1 more (the Signet Ring is in play)
    assert len(p.hand) == 2 and len(p.deck) == deck - 2 and p.in_play == ["signet_ring"]


# ---- Muad'Dib ----------------------------------------------------------------------------------

@pytest.mark.parametrize("worms", [0, 1, 2])
def test_muad_dib_unpredictable_foe_draws_an_intrigue_with_a_sandworm_in_the_conflict(worms: int) -> None:
    """Unpredictable Foe: in his Reveal turn, one or more sandworms in the Conflict: 1 Intrigue
    card (one, however many worms); none without a worm (troops do not count)."""
    s = leader_game(MUAD_DIB)
    p = s.players[0]
    p.conflict = {"troop": 2, **({"sandworm": worms} if worms else {})}
    before = len(p.intrigues)
    reveal(s, [])
    assert len(p.intrigues) == before + (1 if worms else 0)


def test_unpredictable_foe_is_his_alone_and_only_in_his_reveal_turn() -> None:
    s = leader_game(GURNEY, MUAD_DIB)
    s.players[0].conflict = {"sandworm": 1}
    s.players[1].conflict = {"sandworm": 1}
    intrigues = [len(p.intrigues) for p in s.players]
    reveal(s, [])  # Gurney (seat 0) reveals: Muad'Dib's ability does not trigger
    assert [len(p.intrigues) for p in s.players] == intrigues


# ---- Gurney Halleck ----------------------------------------------------------------------------

def test_gurney_always_smiling_with_strength_6() -> None:
    """Always Smiling: strength 6 or more in his Reveal turn: +1 Persuasion (3 troops = 6)."""
    s = leader_game(GURNEY)
    p = s.players[0]
    p.conflict = {"troop": 3}
    reveal(s, [])
    assert p.persuasion == 1


def test_always_smiling_counts_swords_revealed_this_turn_once() -> None:
    """002 Combate: strength is kept up to date while Reveal effects resolve ("cartas como la del
    nuevo Líder Gurney Halleck"): 2 troops (4) + 2 Daggers (2 swords) reach 6; more swords later
    in the turn give nothing more (once per Reveal turn, U303)."""
    s = leader_game(GURNEY)
    p = s.players[0]
    p.conflict = {"troop": 2}
    reveal(s, ["dagger", "dagger", "convincing_argument"])
    assert p.swords == 2 and p.persuasion == 2 + 1
    s2 = leader_game(GURNEY)
    s2.players[0].conflict = {"troop": 2}
    reveal(s2, ["dagger", "convincing_argument"])  # strength 5
    assert s2.players[0].persuasion == 2


def test_always_smiling_needs_a_unit_in_the_conflict_and_his_reveal_turn() -> None:
    """No unit in the Conflict: strength 0, whatever the swords (004 Definir Força)."""
    s = leader_game(GURNEY)
    p = s.players[0]
    reveal(s, ["dagger"] * 6)
    assert p.swords == 6 and p.persuasion == 0
    # a strength of 6 outside his Reveal turn (another seat's Reveal) gives him nothing
    s2 = leader_game(MUAD_DIB, GURNEY)
    s2.players[1].conflict = {"troop": 4}
    reveal(s2, [])
    assert s2.players[1].persuasion == 0


def test_gurney_signet_warmaster_recruits_a_troop() -> None:
    s = leader_game(GURNEY)
    p = s.players[0]
    garrison = p.garrison
    signet(s)
    finish_agent_turn(s)
    assert p.garrison == garrison + 1


# ---- Lady Jessica / Reverend Mother Jessica --------------------------------------------------------

def test_jessica_starts_on_her_lady_jessica_side() -> None:
    """002 ACLARACIONES: "Empiezas la partida con este lado (no el de Reverenda Madre Jessica) bocarriba"."""
    s = leader_game(JESSICA)
    assert s.players[0].leader_state == {"side": "front"}


def spice_agony(s: GameState, pay: bool) -> None:
    signet(s)
    assert kind(s) == "may"
    s.apply("pay" if pay else "decline")
    finish_agent_turn(s)


def test_spice_agony_pays_a_spice_for_an_intrigue_and_a_memory() -> None:
    """Spice Agony: pay 1 spice: draw 1 Intrigue card and put a troop from your supply on the
    board's Bene Gesserit area as a memory (neither garrison nor Conflict)."""
    s = leader_game(JESSICA)
    p = s.players[0]
    p.spice = 1
    supply, garrison, intrigues = p.supply, p.garrison, len(p.intrigues)
    spice_agony(s, pay=True)
    assert p.spice == 0 and len(p.intrigues) == intrigues + 1
    assert p.supply == supply - 1 and p.garrison == garrison and not p.conflict
    assert p.leader_state["memories"] == 1
    assert troop_problems(s) == []  # every troop is counted, memories included


def test_spice_agony_declined_or_unaffordable_gives_nothing() -> None:
    s = leader_game(JESSICA)
    p = s.players[0]
    p.spice = 1
    spice_agony(s, pay=False)
    assert p.spice == 1 and "memories" not in p.leader_state
    s2 = leader_game(JESSICA)
    s2.players[0].spice = 0
    signet(s2)
    assert kind(s2) != "may"  # an arrow cost that cannot be paid is not offered (FAQ 2.1)


def test_a_memory_needs_a_troop_in_supply() -> None:
    s = leader_game(JESSICA)
    p = s.players[0]
    p.spice, p.garrison, p.supply = 1, p.garrison + p.supply, 0
    spice_agony(s, pay=True)
    assert "memories" not in p.leader_state and troop_problems(s) == []


def visit(s: GameState, space: str, card: str = "seek_allies") -> None:
    hand(s, [card])
    s.apply(f"agent {card} {space}")


def test_other_memories_takes_memories_back_draws_and_flips_then_reverend_mother_acts_at_once() -> None:
    """Other Memories at a Bene Gesserit space (Secrets): every memory back to the supply, a card
    for each, then she turns over; FAQ 2.6: Reverend Mother is usable the same turn, so 1 water
    gives Secrets' effects (an Intrigue card) once more."""
    s = leader_game(JESSICA)
    p = s.players[0]
    p.supply -= 2
    p.leader_state = {"side": "front", "memories": 2}
    p.water = 1
    intrigues = len(p.intrigues)
    visit(s, "secrets")
    assert kind(s) == "memories" and sorted(s.legal_actions()) == ["memories flip", "memories keep"]
    assert len(p.intrigues) == intrigues + 1  # Secrets' own effects came first (U301)
    supply, cards = p.supply, len(p.hand)
    s.apply("memories flip")
    assert p.leader_state == {"side": "back"} and p.supply == supply + 2 and len(p.hand) == cards + 2
    assert kind(s) == "reverend"
    s.apply("reverend pay")
    assert p.water == 0 and len(p.intrigues) == intrigues + 2
    assert p.influence[s.rules.faction_index["bene_gesserit"]] == 1  # the Influence step is not repeated (U302)
    finish_agent_turn(s)
    assert troop_problems(s) == []


def test_other_memories_may_be_kept_and_is_asked_only_at_a_bene_gesserit_space() -> None:
    s = leader_game(JESSICA)
    p = s.players[0]
    visit(s, "secrets")
    s.apply("memories keep")
    assert p.leader_state == {"side": "front"}
    s2 = leader_game(JESSICA)
    visit(s2, "fremkit")  # a Fremen space: Lady Jessica's side has nothing there
    finish_agent_turn(s2)
    assert s2.players[0].leader_state == {"side": "front"}
    assert kind(s2) == "turn" and s2.pending[1] != 0


def test_flipping_with_no_memory_draws_nothing() -> None:
    """U301: Other Memories with no memory is still offered: she turns over, drawing no card."""
    s = leader_game(JESSICA)
    p = s.players[0]
    p.water = 0
    visit(s, "secrets")
    cards = len(p.hand)
    s.apply("memories flip")
    assert p.leader_state == {"side": "back"} and len(p.hand) == cards
    assert kind(s) != "reverend"  # no water to pay


def flipped_jessica(water: int = 1) -> GameState:
    s = leader_game(JESSICA)
    p = s.players[0]
    p.leader_state = {"side": "back"}
    p.water = water
    return s


def test_reverend_mother_at_a_fremen_space_and_not_elsewhere() -> None:
    """Reverend Mother: a Bene Gesserit or Fremen space (Fremkit: draw 1, twice for 1 water);
    never at another Faction's space; never without water; may be declined."""
    s = flipped_jessica()
    p = s.players[0]
    visit(s, "fremkit")
    assert kind(s) == "reverend"
    cards = len(p.hand)
    s.apply("reverend pay")
    assert len(p.hand) == cards + 1 and p.water == 0
    finish_agent_turn(s)
    assert kind(s) == "turn" and s.pending[1] == 1  # once: the turn is over
    s2 = flipped_jessica()
    visit(s2, "fremkit")
    s2.apply("reverend decline")
    assert s2.players[0].water == 1
    s3 = flipped_jessica()
    visit(s3, "deliver_supplies")  # the Spacing Guild's
    assert kind(s3) != "reverend"
    s4 = flipped_jessica(water=0)
    visit(s4, "fremkit")
    assert kind(s4) != "reverend"


def test_reverend_mother_side_has_no_other_memories_and_her_signet_is_water_of_life() -> None:
    """Once turned over, for the rest of the game: no Other Memories; the Signet Ring plays Water
    of Life (pay 1 spice: 1 water)."""
    s = flipped_jessica(water=0)
    p = s.players[0]
    visit(s, "secrets")
    assert kind(s) not in ("memories", "reverend")
    s2 = flipped_jessica(water=0)
    p = s2.players[0]
    p.spice = 1
    signet(s2)
    s2.apply("pay")
    assert p.spice == 0 and p.water == 1 and "memories" not in p.leader_state


# ---- Feyd-Rautha Harkonnen ---------------------------------------------------------------------------

def test_feyd_token_starts_on_the_leftmost_space() -> None:
    """002 ACLARACIONES: "pon la ficha de Feyd en la casilla más a la izquierda del medidor de Entrenamiento"."""
    s = leader_game(FEYD)
    assert s.players[0].leader_state == {"training": "start"}
    track = tuple(t.id for t in load_content("uprising").leaders[FEYD].track)
    assert leader_sides.track_spaces(s.rules) == track == tuple(leader_sides.TRAINING_SPACES)


def train(s: GameState, step: str | None, *answers: str) -> None:
    """Seat 0 plays its Signet Ring (Personal Training), picks `step` at a fork, then `answers`."""
    signet(s)
    if step is not None:
        assert kind(s) == "train"
        s.apply(f"train {step}")
    for a in answers:
        s.apply(a)
    finish_agent_turn(s)


def next_round_turn(s: GameState) -> None:
    """Back to a fresh Agent turn of seat 0 (positions set up by hand between Signet plays)."""
    s.pending = ("turn", 0)
    s.stack = []
    p = s.players[0]
    p.agents_left = 2
    s.agents = {}
    s._legal = None


def test_training_fork_is_a_decision_and_the_lower_branch_places_a_spy() -> None:
    s = leader_game(FEYD)
    p = s.players[0]
    signet(s)
    assert sorted(s.legal_actions()) == ["train lower_1", "train upper_1"]
    s.apply("train lower_1")
    assert kind(s) == "spy_place"
    s.apply("spy emperor")
    finish_agent_turn(s)
    assert p.leader_state["training"] == "lower_1" and SPIES.get(s) == {"emperor": (0,)}


def test_training_upper_branch_pays_a_solari_to_trash() -> None:
    s = leader_game(FEYD)
    p = s.players[0]
    p.solari = 1
    p.discard = ["dagger"]
    train(s, "upper_1", "pay", "trash discard dagger")
    assert p.leader_state["training"] == "upper_1" and p.solari == 0 + 2  # + Accept Contract's 2
    assert "dagger" in p.trashed


def test_training_walks_the_track_to_the_end_and_stays_there() -> None:
    """Start -> lower_1 -> middle (trash, optional) -> lower_2a (Spy) -> lower_2b (2 spice) -> end
    (recruit 1 and a Spy); 002 ACLARACIONES: it stays on the rightmost space, and another Signet
    Ring then moves nothing and gives nothing (U300)."""
    s = leader_game(FEYD)
    p = s.players[0]
    train(s, "lower_1", "spy emperor")
    next_round_turn(s)
    train(s, None, "decline")  # middle: the only next space; its trash is optional
    assert p.leader_state["training"] == "middle"
    next_round_turn(s)
    train(s, "lower_2a", "spy guild")
    next_round_turn(s)
    spice = p.spice
    train(s, None)
    assert p.leader_state["training"] == "lower_2b" and p.spice == spice + 2
    next_round_turn(s)
    garrison = p.garrison
    train(s, None, "spy fremen")
    assert p.leader_state["training"] == "end" and p.garrison == garrison + 1
    assert set(SPIES.get(s)) == {"emperor", "guild", "fremen"}
    next_round_turn(s)
    garrison, spice = p.garrison, p.spice
    train(s, None)
    assert p.leader_state["training"] == "end" and p.garrison == garrison and s.pending[:2] != ("spy_place", 0)


def test_training_upper_second_branch_reaches_the_end_in_four_plays() -> None:
    s = leader_game(FEYD)
    p = s.players[0]
    p.leader_state = {"training": "middle"}
    p.discard = ["dagger"]
    train(s, "upper_2", "trash discard dagger")
    assert p.leader_state["training"] == "upper_2" and "dagger" in p.trashed
    next_round_turn(s)
    train(s, None, "spy emperor")
    assert p.leader_state["training"] == "end"


def test_devious_strength_recalls_a_spy_for_two_swords() -> None:
    """Devious Strength: in his Reveal turn he may recall one of his Spies: +2 swords."""
    s = leader_game(FEYD)
    p = s.players[0]
    SPIES.put(s, {"emperor": (0,), "guild": (0, )})
    p.conflict = {"troop": 1}
    reveal(s, [])
    assert kind(s) == "devious"
    assert sorted(s.legal_actions()) == ["devious emperor", "devious guild", "devious none"]
    s.apply("devious guild")
    assert p.swords == 2 and SPIES.get(s) == {"emperor": (0,)}


def test_devious_strength_may_be_declined_and_is_not_asked_without_a_spy() -> None:
    s = leader_game(FEYD)
    SPIES.put(s, {"emperor": (0,)})
    reveal(s, [])
    s.apply("devious none")
    assert s.players[0].swords == 0 and SPIES.get(s) == {"emperor": (0,)}
    s2 = leader_game(FEYD)
    SPIES.put(s2, {"emperor": (1,)})  # another player's Spy
    reveal(s2, [])
    assert kind(s2) != "devious" and s2.players[0].swords == 0


# ---- Staban Tuek -------------------------------------------------------------------------------------

def test_staban_starts_without_diplomacy() -> None:
    """Limited Allies: a 9-card starting deck, without Diplomacy."""
    s = leader_game(STABAN)
    p = s.players[0]
    assert len(p.hand) + len(p.deck) == 9 and "diplomacy" not in p.hand + p.deck


def test_smuggle_spice_when_another_player_visits_a_maker_space_his_spy_watches() -> None:
    """Smuggle Spice: another player's Agent at a Maker space a Spy of his watches: +1 spice."""
    s = leader_game(MUAD_DIB, STABAN)
    SPIES.put(s, {"imperial_basin": (1,)})
    staban = s.players[1]
    spice = staban.spice
    hand(s, ["dune_the_desert_planet"])
    s.apply("agent dune_the_desert_planet imperial_basin")
    finish_agent_turn(s)
    assert staban.spice == spice + 1


def test_smuggle_spice_not_for_his_own_agent_nor_an_unwatched_or_non_maker_space() -> None:
    s = leader_game(STABAN)
    SPIES.put(s, {"imperial_basin": (0,)})
    p = s.players[0]
    spice = p.spice
    hand(s, ["dune_the_desert_planet"])
    s.apply("agent dune_the_desert_planet imperial_basin")
    if kind(s) == "gather":  # his own Spy watches it: Gather Intelligence is his to decline
        s.apply("gather none")
    finish_agent_turn(s)
    assert p.spice == spice + 1  # Imperial Basin's own harvest only (its bonus spice aside)
    s2 = leader_game(MUAD_DIB, STABAN)
    SPIES.put(s2, {"choam": (1,)})  # watching Accept Contract / Shipping: no Maker space
    spice = s2.players[1].spice
    signet(s2)
    finish_agent_turn(s2)
    assert s2.players[1].spice == spice


def test_unseen_network_landsraad_post_pays_spice_for_solari() -> None:
    """Unseen Network: place a Spy; on a post watching a Landsraad space, pay 1 spice for 3 Solari."""
    s = leader_game(STABAN)
    p = s.players[0]
    p.spice = 1
    signet(s)
    s.apply("spy landsraad_left")
    assert kind(s) == "may"
    s.apply("pay")
    finish_agent_turn(s)
    assert p.spice == 0 and p.solari == 2 + 3


def test_unseen_network_faction_post_pays_solari_for_an_intrigue() -> None:
    s = leader_game(STABAN)
    p = s.players[0]
    p.solari = 0
    intrigues = len(p.intrigues)
    signet(s)  # Accept Contract gives 2 Solari first
    s.apply("spy emperor")
    s.apply("pay")
    finish_agent_turn(s)
    assert p.solari == 0 and len(p.intrigues) == intrigues + 1


def test_unseen_network_elsewhere_offers_neither_payment() -> None:
    """A Spy on a post watching neither a Landsraad nor a Faction space (the Deep Desert's): no
    payment is offered."""
    s = leader_game(STABAN)
    p = s.players[0]
    p.spice, p.solari = 1, 5
    signet(s)
    s.apply("spy deep_desert")
    assert kind(s) != "may"
    finish_agent_turn(s)
    assert p.spice == 1 and p.solari == 5 + 2


def test_other_leaders_have_no_memories_nor_reverend_mother() -> None:
    s = leader_game(MARGOT)
    s.players[0].water = 1
    visit(s, "secrets")
    finish_agent_turn(s)
    assert kind(s) == "turn" and s.pending[1] == 1 and s.players[0].leader_state == {}


# ---- Lady Margot Fenring, Princess Irulan ------------------------------------------------------------

def set_influence(s: GameState, seat: int, faction: str, level: int) -> None:
    p = s.players[seat]
    i = s.rules.faction_index[faction]
    p.influence = p.influence[:i] + (level,) + p.influence[i + 1:]


@pytest.mark.parametrize(("start", "gains"), [(1, True), (0, False), (2, False)])
def test_margot_loyalty_on_reaching_2_bene_gesserit(start: int, gains: bool) -> None:
    """Loyalty: reaching 2 Bene Gesserit Influence: +2 spice (Secrets gives +1 Influence)."""
    s = leader_game(MARGOT)
    p = s.players[0]
    set_influence(s, 0, "bene_gesserit", start)
    spice = p.spice
    visit(s, "secrets")
    finish_agent_turn(s)
    assert p.spice == spice + (2 if gains else 0)


def test_reaching_2_counts_a_jump_past_it_and_again_after_a_drop_never_going_down() -> None:
    """002 ACLARACIONES: "llegas" a Influencia 2 even moving past it with several points at once;
    again after losing and regaining it; never moving down; only with her Faction."""
    from landsraad.rules.influence import change_influence

    s = leader_game(MARGOT)
    n = len(s.stack)
    change_influence(s, 0, "bene_gesserit", 3)  # 0 -> 3: reached
    change_influence(s, 0, "bene_gesserit", -2)  # 3 -> 1: down through 2, not reached
    change_influence(s, 0, "bene_gesserit", 1)  # 1 -> 2: reached again
    change_influence(s, 0, "emperor", 2)  # another Faction
    loyalty = [f for f in s.stack[n:] if f[-1] == f"leader:{MARGOT}"]
    assert loyalty == [("eff", 0, ("spice", 2), f"leader:{MARGOT}")] * 2


def test_irulan_imperial_birthright_draws_an_intrigue_on_reaching_2_emperor() -> None:
    s = leader_game(IRULAN)
    p = s.players[0]
    set_influence(s, 0, "emperor", 1)
    intrigues = len(p.intrigues)
    visit(s, "dutiful_service")
    finish_agent_turn(s)
    assert len(p.intrigues) == intrigues + 1
    s2 = leader_game(MARGOT)  # Margot gets nothing from the Emperor
    set_influence(s2, 0, "emperor", 1)
    intrigues = len(s2.players[0].intrigues)
    visit(s2, "dutiful_service")
    finish_agent_turn(s2)
    assert len(s2.players[0].intrigues) == intrigues


def test_margot_arrakis_informant_places_a_spy_on_a_city_post_only() -> None:
    """Arrakis Informant: a Spy on a post connected to a City space (002 Espías)."""
    s = leader_game(MARGOT)
    signet(s)
    assert kind(s) == "spy_place"
    assert sorted(s.legal_actions()) == ["spy research_station_spice_refinery", "spy sietch_tabr_research_station",
                                         "spy spice_refinery_arrakeen"]


def test_chroniclers_insight_trash_a_card_from_hand_spice_if_it_costs_1_or_more() -> None:
    """Chronicler's Insight, second option: trash a card from your hand; +2 spice if it costs 1
    Persuasion or more (a starting card costs nothing: no spice)."""
    s = leader_game(IRULAN)
    p = s.players[0]
    content = s.rules.content
    costly = next(c for c in sorted(content.cards) if content.cards[c].cost >= 1)
    hand(s, ["signet_ring", "dagger", costly])
    s.apply("agent signet_ring accept_contract")
    assert kind(s) == "choose"
    s.apply("choose 2")
    # every card of the hand (Accept Contract's card drawn first included), the Signet Ring in play aside
    assert s.legal_actions() == [f"trash {c}" for c in sorted(set(p.hand))]
    assert {"dagger", costly} <= set(p.hand)
    spice = p.spice
    s.apply(f"trash {costly}")
    assert costly in p.trashed and costly not in p.hand and p.spice == spice + 2
    s2 = leader_game(IRULAN)
    hand(s2, ["signet_ring", "dagger", costly])
    s2.apply("agent signet_ring accept_contract")
    s2.apply("choose 2")
    spice = s2.players[0].spice
    s2.apply("trash dagger")
    assert "dagger" in s2.players[0].trashed and s2.players[0].spice == spice


def test_chroniclers_insight_first_option_acquires_a_card_costing_1_into_the_hand() -> None:
    """Chronicler's Insight, first option: acquire a card of the Imperium Row costing 1 and put it
    into your hand (U151: no Persuasion is paid)."""
    s = leader_game(IRULAN)
    p = s.players[0]
    content = s.rules.content
    ones = sorted(c for c in content.cards if content.cards[c].cost == 1 and content.cards[c].kind == "imperium")
    others = [c for c in s.imperium_row if content.cards[c].cost != 1]
    s.imperium_row = [ones[0], ones[1], *others[:3]]
    hand(s, ["signet_ring", "dagger"])
    s.apply("agent signet_ring assembly_hall")
    s.apply("choose 1")
    assert sorted(s.legal_actions()) == sorted({f"acquire {ones[0]}", f"acquire {ones[1]}"})
    s.apply(f"acquire {ones[1]}")
    assert ones[1] in p.hand and ones[1] not in p.discard and p.persuasion == 0


def test_chroniclers_insight_trash_option_needs_a_card_in_hand() -> None:
    """U307: with an empty hand (the Signet Ring was the last card; the Assembly Hall draws no
    card) the trash option is not offered."""
    s = leader_game(IRULAN)
    hand(s, ["signet_ring"])
    s.apply("agent signet_ring assembly_hall")
    # the trash option is left out, so the one option left (acquire a card costing 1 into the
    # hand) is taken without asking: nothing was trashed
    p = s.players[0]
    assert kind(s) not in ("choose", "chroniclers_insight") and not p.trashed
    assert [s.rules.content.cards[c].cost for c in p.hand] == [1]


# ---- Lady Amber Metulli ------------------------------------------------------------------------------

def test_desert_scouts_retreats_a_troop_at_the_end_of_her_reveal_turn() -> None:
    """Desert Scouts: in her Reveal turn she may retreat one troop from the Conflict to her
    garrison; asked after her Reveal boxes and purchases, before the clean-up (U306)."""
    s = leader_game(AMBER)
    p = s.players[0]
    p.conflict = {"troop": 2}
    p.garrison -= 2
    garrison = p.garrison
    reveal(s, ["convincing_argument"])
    assert kind(s) == "acquire"
    s.apply("done")
    assert kind(s) == "scouts" and sorted(s.legal_actions()) == ["scouts retreat", "scouts stay"]
    s.apply("scouts retreat")
    assert p.conflict == {"troop": 1} and p.garrison == garrison + 1 and troop_problems(s) == []


def test_desert_scouts_may_stay_and_is_not_asked_without_a_troop_in_the_conflict() -> None:
    s = leader_game(AMBER)
    p = s.players[0]
    p.conflict = {"troop": 1}
    p.garrison -= 1
    reveal(s, ["convincing_argument"])
    s.apply("done")
    s.apply("scouts stay")
    assert p.conflict == {"troop": 1}
    s2 = leader_game(AMBER)
    s2.players[0].conflict = {"sandworm": 1}  # a sandworm never retreats (002: no garrison)
    reveal(s2, ["convincing_argument"])
    s2.apply("done")
    assert kind(s2) != "scouts"


def test_fill_coffers_a_solari_and_a_spice_with_an_alliance() -> None:
    """Fill Coffers: 1 Solari; also 1 spice if you have an Alliance."""
    s = leader_game(AMBER)
    p = s.players[0]
    spice, solari = p.spice, p.solari
    signet(s)
    finish_agent_turn(s)
    assert (p.solari, p.spice) == (solari + 2 + 1, spice)
    s2 = leader_game(AMBER)
    s2.alliance = (-1, -1, -1, 0)  # the Fremen Alliance (Faction order of the Influence tuple)
    p = s2.players[0]
    spice, solari = p.spice, p.solari
    signet(s2)
    finish_agent_turn(s2)
    assert (p.solari, p.spice) == (solari + 2 + 1, spice + 1)


# ---- state, saves, views -------------------------------------------------------------------------------

def test_leader_state_is_public_saved_checked_and_restored() -> None:
    """The new leader_state keys are classified (rules/hidden.py), in every seat's view, saved and
    loaded mid-decision, and a tampered value is refused by the save checks."""
    assert {"side", "memories", "training", "smiled"} <= set(VISIBILITY["leader_state"])
    s = leader_game(JESSICA, FEYD)
    s.players[0].leader_state = {"side": "front", "memories": 2}
    s.players[0].supply -= 2
    visit(s, "secrets")
    assert kind(s) == "memories"
    seen = view(s, 2)
    assert (seen["players"][0]["leader_side"], seen["players"][0]["memories"]) == ("front", 2)
    assert seen["players"][1]["training"] == "start"
    assert "leader_side" not in view(leader_game(MUAD_DIB), 0)["players"][0]  # set only when the leader has it
    d = s.to_json()
    back = GameState.from_json(d)
    assert back.players[0].leader_state == s.players[0].leader_state and back.pending == s.pending
    back.apply("memories flip")
    assert back.players[0].leader_state["side"] == "back"
    for bad in ({"side": "sideways"}, {"memories": -1}, {"training": "nowhere"}):
        t = s.to_json()
        who = 1 if "training" in bad else 0
        t["players"][who]["leader_state"] = bad
        with pytest.raises(SaveError, match="side|memories|training"):
            GameState.from_json(t)
