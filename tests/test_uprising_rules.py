"""The `uprising` rules module (issue 15): its registration, table, setup and the Spies.

Seed 002 (Spanish Uprising rules) is the authority, with shared/FAQ.md 2.6. Games are built with
tests/products.py's real Uprising config.
"""

from __future__ import annotations

import pytest

from landsraad import GameState, new_game
from landsraad.content import load_content
from landsraad.content.boxes import component_boxes, component_conditions
from landsraad.content.tree import walk
from landsraad.core.errors import IllegalActionError
from landsraad.modules.uprising import UPRISING, makers, spies
from landsraad.modules.uprising.state import MAKER_HOOKS, SHIELD_WALL, SPIES
from landsraad.rules import engine, registry
from landsraad.rules.events import BASE
from landsraad.rules.hidden import game_visibility, public_state
from landsraad.rules.phases import doubled
from landsraad.rules.ruleset import known_editions, missing_abilities, ruleset_for
from tests.products import turn_of, unruled, uprising_config
from tests.products import uprising_game as game

# the cost kinds and condition kinds rules/effects.py knows itself (can_pay, condition)
BASE_COSTS = registry.BASE_COST_KINDS
BASE_CONDITION_KINDS = registry.BASE_CONDITION_KINDS




# ---- registration ------------------------------------------------------------------------------

def test_the_edition_is_registered_and_open_to_players() -> None:
    """Issue 15: `register_edition("uprising", ...)`; refused (PLANNED) until every rule of the
    1-4-player game existed, open since (only the CHOAM module's are missing: rulings U501)."""
    from landsraad import GameConfig

    assert GameConfig(edition="uprising").edition == "uprising"
    assert "uprising" in known_editions()


def test_every_rule_the_content_names_exists() -> None:
    """Every effect kind, condition, "→" cost kind, Signet Ring and leader ability the Uprising
    content names has its rule (`missing_handlers` lists all of them, so `check_handlers` refuses
    any that has none at game creation), with and without the CHOAM module."""
    content = load_content("uprising")
    effects = {**registry.EFFECTS, **UPRISING.effects}
    conditions = {**registry.CONDITIONS, **UPRISING.conditions}
    t = BASE.copy()
    assert UPRISING.triggers is not None
    UPRISING.triggers(t)
    # the CHOAM module's components (`module: choam`) need its rules only in its games (test_choam.py)
    missing = {key for _, key in registry.missing_handlers(content, effects, conditions, t.cost_kinds,
                                                            t.value_conditions, ("uprising",))}
    # leaders whose left ability no module subscribed (ruleset.missing_abilities)
    missing |= {f"ability:{lid}" for lid in missing_abilities(content, t, ("uprising",))}
    assert missing == set() == unruled(uprising_config()) == unruled(uprising_config(modules=("choam",)))
    assert "spy" not in missing and "cond:recalled_spy" not in missing
    # every cost kind and condition kind the content names is among what is checked
    costs = {c[0] for _, box in component_boxes(content) for e in walk(box) if e[0] == "may" for c in e[1]}
    costs |= {c[0] for ig in content.intrigues.values() for c in ig.cost}
    assert costs - BASE_COSTS <= set(t.cost_kinds) and "trash_intrigue" in t.cost_kinds
    kinds = {cond[0] for _, cond in component_conditions(content)} - BASE_CONDITION_KINDS
    assert kinds <= set(conditions) | set(t.value_conditions)


def test_check_handlers_names_a_missing_cost_or_condition_with_a_value() -> None:
    """A cost kind or a condition with a value without its rule is refused when the game is set up."""
    from landsraad.core.errors import ContentError
    content = load_content("uprising")
    effects = {**registry.EFFECTS, **UPRISING.effects}
    conditions = {**registry.CONDITIONS, **UPRISING.conditions}
    t = BASE.copy()
    assert UPRISING.triggers is not None
    UPRISING.triggers(t)
    costs = {k: v for k, v in t.cost_kinds.items() if k != "trash_intrigue"}
    missing = registry.missing_handlers(content, effects, conditions, costs, t.value_conditions)
    assert ("card branching_path", "cost:trash_intrigue") in missing
    values = {k: v for k, v in t.value_conditions.items() if k != "spies_at_least"}
    missing = registry.missing_handlers(content, effects, conditions, t.cost_kinds, values)
    assert ("intrigue intelligence_report", "cond:spies_at_least") in missing
    # with every other rule there
    was = registry._CHECKED.pop(id(content), None)  # checked once per content: asked again here
    try:
        with pytest.raises(ContentError, match="card branching_path: cost 'trash_intrigue'"):
            registry.check_handlers(content, effects, conditions, costs, t.value_conditions, ("uprising",))
    finally:
        if was is not None:
            registry._CHECKED[id(content)] = was


# ---- table ---------------------------------------------------------------------------------------

def test_table_as_printed_in_seed_002() -> None:
    """002 Preparación B (Conflict deck), Combate (the winner keeps the card; troop 2, sandworm 3),
    Objetivo (10 VP), Desenlace (tie-breakers), components (3 Spies)."""
    t = ruleset_for(uprising_config(4)).table
    assert t.conflict_recipe == ((3, 4), (2, 5), (1, 1))
    assert t.conflict_card_kept is True and t.end_vp == 10 and t.imperium_row_size == 5
    assert [(u.id, u.strength, u.garrison) for u in t.units] == [("troop", 2, True), ("sandworm", 3, False)]
    assert [name for name, _ in t.tiebreakers][:5] == ["vp", "spice", "solari", "water", "garrison"]
    # 1 and 2 players: the Rivals (issue 28, modules/uprising_rivals)
    assert t.numbers["spies_per_player"] == 3 and t.min_players == 1


def test_the_forms_post_slot_lists_the_boards_posts() -> None:
    """The `<post>` slot's values are the game's posts (spies.posts), in board order."""
    from landsraad.rl.codec import action_codec

    assert action_codec("uprising").domains["<post>"] == tuple(load_content("uprising").observation_posts)


# ---- setup ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4])
def test_setup_deals_objectives_by_player_count_and_they_decide_the_first_player(players: int) -> None:
    """002 Preparación H: Objectives marked for other counts are left out; each player draws one;
    the holder of the First Player marker's Objective starts."""
    content = load_content("uprising")
    for seed in range(6):
        s = game(players, seed=seed)
        dealt = [p.zones["objectives"] for p in s.players]
        assert all(len(d) == 1 for d in dealt)
        ids = [d[0] for d in dealt]
        assert len(set(ids)) == players
        assert all(players in content.objectives[o].players for o in ids)
        holder = [i for i, o in enumerate(ids) if content.objectives[o].first_player]
        assert holder == [s.first_player]


def test_a_configured_first_player_wins_over_the_objective() -> None:
    """docs/rulings.md U140."""
    s = game(4, seed=3, first_player=2)
    assert s.first_player == 2


def test_setup_shield_wall_spies_starter_and_reserve() -> None:
    """002 Preparación A (the Shield Wall token instead of the Mentat), G (3 Spies each), E and C3
    (the Uprising starter deck and Reserve), G2 (1 VP in a 4-player game)."""
    s = game(4)
    content = load_content("uprising")
    assert SHIELD_WALL.get(s) is True and SPIES.get(s) == {}
    assert all(spies.spies_in_supply(s, p.seat) == 3 for p in s.players)
    assert s.reserve == {"prepare_the_way": 8, "the_spice_must_flow": 10}
    for p in s.players:
        assert sorted(p.deck + p.hand) == sorted(content.starter_deck) and p.vp == 1
    assert all(p.vp == 0 for p in game(3).players)


# ---- Spies ---------------------------------------------------------------------------------------

def test_placing_a_spy_is_compulsory_on_an_empty_post() -> None:
    """002 Espías + FAQ 2.6 (must be placed while one is in supply): Espionage's Spy icon offers
    the empty posts only, never "none"; a post with another player's Spy is not offered."""
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    s.players[seat].spice = 1
    other = (seat + 1) % 4
    SPIES.put(s, {"emperor": (other,)})
    s.apply("agent seek_allies espionage")
    assert s.pending is not None and s.pending[0] == "spy_place"
    legal = s.legal_actions()
    assert "spy none" not in legal and "spy emperor" not in legal
    assert sorted(legal) == sorted(f"spy {p}" for p in spies.posts(s.rules) if p != "emperor")
    s.apply("spy guild")
    assert SPIES.get(s)["guild"] == (seat,) and spies.spies_in_supply(s, seat) == 2


def test_with_no_spy_in_supply_you_may_recall_one_first_or_place_none() -> None:
    """002 Espías: "Si no te queda ningún Espía en tu suministro ... puedes hacer retornar primero
    uno de tus Espías (sin generar ningún efecto por ello)"."""
    s = game(4)
    seat = turn_of(s, ["seek_allies", "seek_allies"])
    s.players[seat].spice = 2
    SPIES.put(s, {"emperor": (seat,), "fremen": (seat,), "choam": (seat,)})
    s.apply("agent seek_allies espionage")
    assert sorted(s.legal_actions()) == ["spy none", "spy recall choam", "spy recall emperor", "spy recall fremen"]
    hand = len(s.players[seat].hand)
    s.apply("spy recall choam")  # then it must be placed (it is in supply again)
    assert s.pending is not None and s.pending[0] == "spy_place"
    assert "spy none" not in s.legal_actions() and "spy choam" in s.legal_actions()
    assert "spy emperor" not in s.legal_actions()  # never two of one's own Spies on a post (FAQ 2.6)
    s.apply("spy guild")
    assert set(SPIES.get(s)) == {"emperor", "fremen", "guild"}
    assert len(s.players[seat].hand) == hand  # the recall itself gave nothing


def test_placing_none_keeps_the_spies_where_they_are() -> None:
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    s.players[seat].spice = 1
    placed = {"emperor": (seat,), "fremen": (seat,), "choam": (seat,)}
    SPIES.put(s, dict(placed))
    s.apply("agent seek_allies espionage")
    s.apply("spy none")
    assert SPIES.get(s) == placed


def test_the_spy_icon_reaches_only_spaces_your_spy_watches() -> None:
    """002 Espías: "El icono de Agente Espía te permite enviar un Agente a una casilla del tablero
    conectada a un puesto de observación donde tengas actualmente un Espía. No haces retornar el
    Espía para este propósito." Covert Operation has the Spy icon only."""
    s = game(4)
    seat = turn_of(s, ["covert_operation"])
    other = (seat + 1) % 4
    assert [a for a in s.legal_actions() if a.startswith("agent")] == []
    SPIES.put(s, {"guild": (seat,), "fremen": (other,)})
    s._legal = None
    agents = [a for a in s.legal_actions() if a.startswith("agent")]
    assert agents == ["agent covert_operation deliver_supplies"]  # Heighliner: 5 spice it cannot pay
    s.players[seat].spice = 5
    s._legal = None
    assert {a for a in s.legal_actions() if a.startswith("agent")} == {
        "agent covert_operation heighliner", "agent covert_operation deliver_supplies"}


def test_gather_intelligence_is_offered_before_any_effect_and_draws_a_card() -> None:
    """002 Espías, Recabar información: recall a Spy connected to the space to draw a card,
    decided right after placing the Agent (before the space's and card's effects). Imperial
    Spymaster's Agent box then sees the recall (condition recalled_spy: 1 Intrigue)."""
    s = game(4)
    seat = turn_of(s, ["imperial_spymaster"])
    p = s.players[seat]
    SPIES.put(s, {"guild": (seat,)})
    water, intrigues, hand = p.water, len(p.intrigues), len(p.hand)
    s.apply("agent imperial_spymaster deliver_supplies")
    assert s.pending == ("gather", seat, "deliver_supplies")
    assert sorted(s.legal_actions()) == ["gather guild", "gather none"]
    assert p.water == water  # no effect yet
    s.apply("gather guild")
    assert SPIES.get(s) == {} and len(p.hand) == hand - 1 + 1
    assert p.water == water + 1 and len(p.intrigues) == intrigues + 1


def test_declining_gather_intelligence_keeps_the_spy_and_the_card_box_sees_no_recall() -> None:
    s = game(4)
    seat = turn_of(s, ["imperial_spymaster"])
    p = s.players[seat]
    SPIES.put(s, {"guild": (seat,)})
    intrigues, hand = len(p.intrigues), len(p.hand)
    s.apply("agent imperial_spymaster deliver_supplies")
    s.apply("gather none")
    assert SPIES.get(s) == {"guild": (seat,)} and len(p.hand) == hand - 1 and len(p.intrigues) == intrigues


def test_no_gather_decision_without_a_spy_watching_the_space() -> None:
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    SPIES.put(s, {"emperor": (seat,)})  # watches Sardaukar and Dutiful Service, not Deliver Supplies
    s.apply("agent seek_allies deliver_supplies")
    assert s.pending is None or s.pending[0] != "gather"


def test_infiltrate_recalls_the_watching_spy_and_an_occupied_space_is_closed_without_one() -> None:
    """002 Espías, Infiltrarse: to send an Agent to a space another player occupies, recall a Spy
    of yours connected to it; the other Agent stays (both are on the space)."""
    s = game(4)
    seat = turn_of(s, ["imperial_spymaster"])
    other = (seat + 1) % 4
    s.agents = {"deliver_supplies": (other,)}
    SPIES.put(s, {"bene_gesserit": (seat,)})
    s._legal = None
    assert "agent imperial_spymaster deliver_supplies" not in s.legal_actions()
    with pytest.raises(IllegalActionError):
        s.apply("agent imperial_spymaster deliver_supplies")
    SPIES.put(s, {"guild": (seat,)})
    s._legal = None
    p = s.players[seat]
    intrigues = len(p.intrigues)
    s.apply("agent imperial_spymaster deliver_supplies")
    assert s.agents["deliver_supplies"] == (other, seat)
    assert SPIES.get(s) == {}  # the one watching Spy was recalled; no Spy left for Gather Intelligence
    assert s.pending is None or s.pending[0] != "gather"
    assert len(p.intrigues) == intrigues + 1  # recalled_spy


def test_your_own_agent_still_blocks_an_infiltrate() -> None:
    s = game(4)
    seat = turn_of(s, ["imperial_spymaster"])
    s.agents = {"deliver_supplies": (seat,)}
    SPIES.put(s, {"guild": (seat,)})
    s._legal = None
    assert "agent imperial_spymaster deliver_supplies" not in s.legal_actions()


def test_two_spies_one_infiltrates_the_other_gathers() -> None:
    """002 Espías: with Spies on two posts connected to one space, recall one to Infiltrate and
    the other to Gather Intelligence (never both to Gather). Research Station's two posts."""
    s = game(4)
    seat = turn_of(s, ["reconnaissance"])
    other = (seat + 1) % 4
    p = s.players[seat]
    p.water = 2
    s.agents = {"research_station": (other,)}
    SPIES.put(s, {"sietch_tabr_research_station": (seat,), "research_station_spice_refinery": (seat,)})
    s._legal = None
    s.apply("agent reconnaissance research_station")
    assert s.pending is not None and s.pending[0] == "infiltrate"
    assert sorted(s.legal_actions()) == ["infiltrate research_station_spice_refinery",
                                         "infiltrate sietch_tabr_research_station"]
    s.apply("infiltrate sietch_tabr_research_station")
    assert s.pending == ("gather", seat, "research_station")
    assert s.legal_actions() == ["gather research_station_spice_refinery", "gather none"]
    s.apply("gather research_station_spice_refinery")
    assert SPIES.get(s) == {}


def test_the_spy_event_and_the_turn_note() -> None:
    s = game(4)
    seen: list[tuple[int, str, bool]] = []
    s.triggers.own_events["spy"].append(lambda st, seat, post, placed: seen.append((seat, post, placed)))
    try:
        seat = turn_of(s, ["imperial_spymaster"])
        SPIES.put(s, {"guild": (seat,)})
        s.apply("agent imperial_spymaster deliver_supplies")
        s.apply("gather guild")
        assert seen == [(seat, "guild", False)]
    finally:
        s.triggers.own_events["spy"].pop()


# ---- state: save, view, clone ----------------------------------------------------------------------

def test_spies_and_the_shield_wall_are_saved_public_and_cloned() -> None:
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    SPIES.put(s, {"guild": (seat,), "choam": (seat, (seat + 1) % 4)})
    d = s.to_json()
    assert d["spies"] == {"guild": [seat], "choam": [seat, (seat + 1) % 4]} and d["shield_wall"] is True
    back = GameState.from_json(d)
    assert SPIES.get(back) == SPIES.get(s) and SHIELD_WALL.get(back) and back.state_hash() == s.state_hash()
    assert game_visibility(s.rules)["spies"] == "public"
    assert public_state(s, (seat + 2) % 4)["spies"] == d["spies"]
    c = s.clone()
    spies.place_spy(c, seat, "emperor")
    assert "emperor" not in SPIES.get(s)


def test_a_save_with_two_spies_of_one_seat_on_a_post_is_refused() -> None:
    from landsraad.core.errors import SaveError
    s = game(4)
    d = s.to_json()
    d["spies"] = {"guild": [0, 0]}
    with pytest.raises(SaveError, match="spies"):
        GameState.from_json(d)
    d["spies"] = {"nowhere": [0]}
    with pytest.raises(SaveError, match="spies"):
        GameState.from_json(d)


def test_a_base_game_save_has_no_spies_or_shield_wall() -> None:
    """OPTIONAL_FIELDS: left out at their default, so base saves and golden hashes are unchanged."""
    d = new_game(seed=1).to_json()
    assert "spies" not in d and "shield_wall" not in d


# ---- sandworms, Maker Hooks, the Shield Wall ---------------------------------------------------------

def test_a_sandworm_goes_into_the_conflict_unless_the_shield_wall_protects_it() -> None:
    """002 icon guide "Gusano de arena": "No hace nada si el Conflicto actual está protegido por la
    Muralla Escudo. De lo contrario, llama y despliega un gusano de arena ... en tu cuadrante del
    Conflicto"; 002 Lugares cruciales: once the token is removed, worms go to any Conflict."""
    s = game(4)
    p = s.players[0]
    s.conflict = "siege_of_arrakeen"  # fought at Arrakeen, behind the Shield Wall
    s.rules.effects["sandworm"](s, 0, ("sandworm", 2), "test")
    assert p.conflict == {} and makers.protected(s)
    SHIELD_WALL.put(s, False)
    s.rules.effects["sandworm"](s, 0, ("sandworm", 2), "test")
    assert p.conflict == {"sandworm": 2}
    SHIELD_WALL.put(s, True)
    s.conflict = "skirmish_crysknife"  # not a protected place: the token does not matter
    s.rules.effects["sandworm"](s, 0, ("sandworm", 1), "test")
    assert p.conflict == {"sandworm": 3} and not makers.protected(s)
    assert p.garrison == 3 and p.supply == 9  # never from or to a garrison, and not troops
    assert s.clone().players[0].conflict == {"sandworm": 3}


def test_sandworm_strength_is_3_and_worms_leave_after_combat() -> None:
    """002 Combate: a sandworm adds 3; "Los gusanos de arena se devuelven al banco tras el Combate"."""
    from landsraad.rules.zones import return_units, strength
    s = game(4)
    p = s.players[0]
    p.conflict = {"troop": 1, "sandworm": 2}
    assert strength(s, p) == 2 + 6
    supply = p.supply
    return_units(s)
    assert p.conflict == {} and p.supply == supply + 1


def test_maker_hooks_one_each_and_the_condition() -> None:
    """002 guide Sietch Tabr ("si no tienes ninguna"), FAQ 2.6 (at most one per player)."""
    s = game(4)
    cond = s.rules.conditions["maker_hooks"]
    assert not cond(s, 1, "test")
    s.rules.effects["maker_hooks"](s, 1, ("maker_hooks",), "test")
    s.rules.effects["maker_hooks"](s, 1, ("maker_hooks",), "test")
    assert MAKER_HOOKS.get(s) == (1,) and cond(s, 1, "test") and not cond(s, 2, "test")


def test_the_shield_wall_may_be_removed_or_kept() -> None:
    """002 Lugares cruciales: "puedes retirar la ficha de Muralla Escudo"; FAQ 2.6: optional, and
    once removed it stays gone (no decision then)."""
    s = game(4)
    s.pending = None
    s.stack = []
    s.rules.effects["shield_wall"](s, 1, ("shield_wall",), "test")
    assert s.pending == ("shield_wall", 1)
    assert sorted(s.legal_actions()) == ["shield_wall keep", "shield_wall remove"]
    s.apply("shield_wall keep")
    assert SHIELD_WALL.get(s) is True
    s.rules.effects["shield_wall"](s, 1, ("shield_wall",), "test")
    s.apply("shield_wall remove")
    assert SHIELD_WALL.get(s) is False
    s.rules.effects["shield_wall"](s, 1, ("shield_wall",), "test")
    assert s.pending is None


def test_doubled_rewards_leave_out_control() -> None:
    """002 Recompensas duplicadas: "Casi todas las recompensas pueden ser duplicadas, (pero no el
    tomar el control de un lugar ...)"; each copy is its own effect (a "→" cost may be paid twice)."""
    reward = (("control", "arrakeen"), ("solari", 2), ("may", (("pay", "spice", 3),), (("vp", 1),)))
    assert doubled(reward) == reward + reward[1:]


def test_a_sandworm_doubles_its_owners_rewards_in_combat() -> None:
    """002 Combate: the winner with a worm takes Siege of Arrakeen's 1st reward twice except the
    Control; the 2nd place without worms takes its reward once; the winner keeps the card."""
    s = game(4, first_player=0)
    s.conflict = "siege_of_arrakeen"
    a, b = s.players[0], s.players[1]
    a.conflict = {"troop": 1, "sandworm": 1}
    b.conflict = {"troop": 1}
    sol_a, gar_a, sol_b, gar_b = a.solari, a.garrison, b.solari, b.garrison
    s.pending = None
    s.stack = [("combat_resolve",)]
    engine.run(s)
    assert a.solari == sol_a + 4 and a.garrison == gar_a + 4  # 2 Solari and 2 troops, twice
    assert b.solari == sol_b + 4 and b.garrison == gar_b + 1  # once: no worm
    assert s.control.get("arrakeen") == 0 and a.control_markers == 2  # one Control marker
    assert a.zones.get("conflicts") == ("siege_of_arrakeen",)


# ---- battle icons -------------------------------------------------------------------------------------

def win(s: GameState, conflict: str, seat: int = 0) -> None:
    """`seat` alone in the Conflict wins it (combat resolved through the engine)."""
    s.conflict = conflict
    for p in s.players:
        p.conflict = {}
    s.players[seat].conflict = {"troop": 1}
    s.pending = None
    s.stack = [("combat_resolve",)]
    engine.run(s)


def test_battle_cards_list_the_content() -> None:
    """The `<battle_card>` slot's values are the game's cards with a battle icon (battle.battle_cards)."""
    from landsraad.rl.codec import action_codec

    content = load_content("uprising")
    assert action_codec("uprising").domains["<battle_card>"] == tuple(content.conflicts) + tuple(content.objectives)


def test_a_kept_conflict_matching_a_face_up_objective_turns_both_face_down_for_1_vp() -> None:
    """002 Iconos de batalla: "Cuando venzas en un Conflicto y dejes esa carta en tu suministro,
    comprueba si tienes ... alguna otra carta de Conflicto u Objetivo bocarriba con ese mismo icono
    de batalla. De ser así, debes dejar ambas cartas bocabajo y obtienes 1 Punto de Victoria"."""
    s = game(4, first_player=0)
    a = s.players[0]
    a.zones = {"objectives": ("desert_mouse_4_6",)}
    vp = a.vp
    win(s, "skirmish_desert_mouse")
    assert a.zones == {"face_down": ("skirmish_desert_mouse", "desert_mouse_4_6")}
    assert a.vp == vp + 1 and a.vp_sources["battle_icons"] == 1


def test_no_match_keeps_the_card_face_up() -> None:
    s = game(4, first_player=0)
    a = s.players[0]
    a.zones = {"objectives": ("crysknife_4_6",)}
    vp = a.vp
    win(s, "skirmish_desert_mouse")
    assert a.zones == {"objectives": ("crysknife_4_6",), "conflicts": ("skirmish_desert_mouse",)}
    assert a.vp == vp


def test_with_two_face_up_matches_the_winner_chooses_one() -> None:
    """docs/rulings.md U145: two face-up cards share the icon: the player picks the one to turn down."""
    s = game(4, first_player=0)
    a = s.players[0]
    a.zones = {"objectives": ("desert_mouse_4_6",), "conflicts": ("trade_dispute",)}
    win(s, "skirmish_desert_mouse")
    assert s.pending == ("battle_match", 0, "skirmish_desert_mouse")
    assert s.legal_actions() == ["match desert_mouse_4_6", "match trade_dispute"]
    s.apply("match trade_dispute")
    assert a.zones == {"objectives": ("desert_mouse_4_6",), "face_down": ("skirmish_desert_mouse", "trade_dispute")}


def test_the_wild_icon_is_not_matched_when_won() -> None:
    """002 icon guide: the wild icon is matched "Durante el Desenlace", not when the card is won."""
    from landsraad.modules.uprising.battle import candidates
    s = game(4, first_player=0)
    s.players[0].zones = {"objectives": ("crysknife_4_6",), "conflicts": ("propaganda", "skirmish_crysknife")}
    assert candidates(s, 0, "propaganda") == []
    assert candidates(s, 0, "skirmish_crysknife") == ["crysknife_4_6"]


# ---- the board's own rules ------------------------------------------------------------------------------

def test_a_contract_gives_2_solari_without_the_choam_module() -> None:
    """002 icon guide "Contrato" / FAQ 2.6: module off, the contract icon gives 2 Solari (Dutiful
    Service, through the engine: +1 Emperor Influence and the contract)."""
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    p = s.players[seat]
    solari = p.solari
    s.apply("agent seek_allies dutiful_service")
    assert p.solari == solari + 2 and p.influence[s.rules.faction_index["emperor"]] == 1


def test_bonus_spice_takes_all_the_bonus_of_the_space() -> None:
    """002 guide, Depresión Hagga: "Recibe toda la especia adicional"."""
    s = game(4)
    s.bonus_spice["hagga_basin"] = 3
    spice = s.players[1].spice
    s.rules.effects["bonus_spice"](s, 1, ("bonus_spice",), "space:hagga_basin")
    assert s.players[1].spice == spice + 3 and s.bonus_spice["hagga_basin"] == 0


def test_the_high_council_first_visit_then_later_visits() -> None:
    """002 guide, Alto Consejo: the first time, your seat (+2 Persuasion in later Reveals); every
    later time, 2 spice, an Intrigue card and 3 troops."""
    s = game(4)
    e = s.rules.content.spaces["high_council"].effects[0]
    s.pending = None
    s.stack = []
    p = s.players[1]
    s.rules.effects["first_visit"](s, 1, e, "space:high_council")
    engine.run(s)
    assert p.high_council and p.spice == 0
    s.rules.effects["first_visit"](s, 1, e, "space:high_council")
    engine.run(s)
    assert p.spice == 2 and len(p.intrigues) == 1 and p.garrison == 6
    s.rules.effects["first_visit"](s, 2, e, "space:high_council")  # another player: their first
    engine.run(s)
    assert s.players[2].high_council and s.players[2].spice == 0


def test_recall_agent_offers_your_other_agents_only() -> None:
    """002 icon guide "Retornar Agente": "uno de tus otros Agentes en el tablero (no el Agente que
    has enviado durante este turno)"; none to recall: nothing happens."""
    s = game(4)
    s.pending = None
    s.stack = []
    s.turn.seat, s.turn.kind, s.turn.space = 1, "agent", "imperial_privilege"
    s.agents = {"imperial_privilege": (1,), "secrets": (1,), "fremkit": (2,)}
    p = s.players[1]
    p.agents_left = 0
    s.rules.effects["recall_agent"](s, 1, ("recall_agent", 1), "space:imperial_privilege")
    assert s.pending == ("recall_own", 1) and s.legal_actions() == ["recall secrets"]
    s.apply("recall secrets")
    assert s.agents == {"imperial_privilege": (1,), "fremkit": (2,)} and p.agents_left == 1
    s.rules.effects["recall_agent"](s, 1, ("recall_agent", 1), "space:imperial_privilege")
    assert s.pending is None


def test_the_swordmaster_costs_8_then_6_once_someone_has_theirs() -> None:
    """002 guide, Maestro de armas: "8 solaris si ningún jugador tiene su Maestro de armas; de lo
    contrario, 6 solaris" (docs/rulings.md U5)."""
    from landsraad.rules.turns import space_cost
    s = game(4)
    space = s.rules.content.spaces["swordmaster"]
    assert space_cost(s, s.players[0], space, None) == (("solari", 8),)
    s.players[2].has_swordmaster = True
    assert space_cost(s, s.players[0], space, None) == (("solari", 6),)
    assert s.rules.conditions["swordmaster"](s, 2, "t") and not s.rules.conditions["swordmaster"](s, 0, "t")


# ---- costs ----------------------------------------------------------------------------------------------

def run_effect(s: GameState, seat: int, e: tuple[object, ...], src: str) -> None:
    s.pending = None
    s.stack = [("eff", seat, e, src)]
    engine.run(s)


def test_recall_spy_as_a_cost_needs_enough_spies_and_the_player_picks_them() -> None:
    """Battle for Arrakeen's 1st reward: "→" recall 2 Spies for 1 VP (002 icon guide "Retornar
    Espía"); with one Spy on the board the arrow is not offered."""
    s = game(4)
    may = ("may", (("recall_spy", 2),), (("vp", 1),))
    p = s.players[1]
    vp = p.vp
    SPIES.put(s, {"emperor": (1,)})
    run_effect(s, 1, may, "conflict")
    assert s.pending is None and p.vp == vp
    SPIES.put(s, {"emperor": (1,), "guild": (1,), "fremen": (1,)})
    run_effect(s, 1, may, "conflict")
    assert s.pending is not None and s.pending[0] == "may"
    s.apply("pay")
    assert s.pending == ("recall_spy", 1)
    assert s.legal_actions() == ["recall_spy emperor", "recall_spy guild", "recall_spy fremen"]
    s.apply("recall_spy guild")
    s.apply("recall_spy fremen")
    assert SPIES.get(s) == {"emperor": (1,)} and p.vp == vp + 1


def test_discard_intrigue_as_a_cost() -> None:
    """002 guide, Privilegio imperial: "Puedes descartar una carta de Intriga para robar una carta de
    Intriga" (discarded, not trashed: docs/rulings.md U4); without an Intrigue it is not offered."""
    s = game(4)
    may = s.rules.content.spaces["imperial_privilege"].effects[0]
    p = s.players[1]
    p.intrigues = ()
    run_effect(s, 1, may, "space:imperial_privilege")
    assert s.pending is None
    iid = next(iter(s.rules.content.intrigues))
    p.intrigues = (iid,)
    run_effect(s, 1, may, "space:imperial_privilege")
    s.apply("pay")  # one Intrigue: the choice of which resolves by itself
    assert iid in s.intrigue_discard and len(p.intrigues) == 1


def test_an_unknown_cost_kind_is_never_free() -> None:
    s = game(4)
    with pytest.raises(ValueError, match="no rule for the cost 'nonsense'"):
        run_effect(s, 1, ("may", (("nonsense", 1),), (("vp", 1),)), "test")


def test_a_choice_of_costs_is_made_and_paid_when_the_agent_is_placed() -> None:
    """002 guide, Refinería de especia ("Coste: elige entre" nothing → 2 Solari or 1 spice → 4
    Solari): with no spice the free cost applies by itself; with spice the player chooses (U12)."""
    s = game(4)
    seat = turn_of(s, ["reconnaissance"])
    p = s.players[seat]
    p.spice, solari = 0, p.solari
    s.apply("agent reconnaissance spice_refinery")
    assert p.solari == solari + 2
    s2 = game(4)
    seat = turn_of(s2, ["reconnaissance"])
    p = s2.players[seat]
    p.spice, solari = 1, p.solari
    s2.apply("agent reconnaissance spice_refinery")
    assert s2.pending == ("cost_option", seat, "spice_refinery")
    assert s2.legal_actions() == ["cost 1", "cost 2"]
    s2.apply("cost 2")
    assert p.spice == 0 and p.solari == solari + 4


def test_gather_support_pay_2_solari_for_water_as_in_the_worked_example() -> None:
    """002 worked example (Eduardo plays Dagger at Gather Support, pays the optional 2 Solari: a
    water and two troops, to his garrison)."""
    s = game(4)
    seat = turn_of(s, ["dagger"])
    p = s.players[seat]
    p.solari, water, garrison = 2, p.water, p.garrison
    s.apply("agent dagger gather_support")
    s.apply("cost 2")
    assert p.solari == 0 and p.water == water + 1 and p.garrison == garrison + 2


def test_the_assembly_hall_gives_1_persuasion_in_your_reveal_turn() -> None:
    """002 guide, Salón de actos: "Durante tu turno de Revelación, recibe 1 punto de Persuasión si
    tienes un Agente aquí" (and only then: another player's Agent there gives you nothing)."""
    s = game(4)
    seat = turn_of(s, [])
    s.agents = {"assembly_hall": (seat,)}
    p = s.players[seat]
    p.agents_left = 0
    s._legal = None
    s.apply("reveal")
    assert p.persuasion == 1
    s2 = game(4)
    seat = turn_of(s2, [])
    s2.agents = {"assembly_hall": ((seat + 1) % 4,)}
    s2.players[seat].agents_left = 0
    s2._legal = None
    s2.apply("reveal")
    assert s2.players[seat].persuasion == 0


def endgame(s: GameState) -> None:
    from landsraad.rules.zones import set_vp
    set_vp(s, s.players[1], "test", 10)
    for p in s.players:
        p.intrigues = ()  # no Endgame Intrigue to ask about
    s.pending = None
    s.stack = [("recall",)]
    engine.run(s)


def test_the_wild_icon_may_be_matched_in_the_endgame() -> None:
    """002 icon guide: "Durante el Desenlace, puedes emparejar el icono de batalla comodín con uno de
    los tres iconos de batalla (cualquiera de ellos) en tu suministro. Pon bocabajo ambas cartas y
    obtén 1 Punto de Victoria" (docs/rulings.md U148: after the Endgame Intrigues)."""
    s = game(4, first_player=0)
    a = s.players[0]
    a.zones = {"conflicts": ("propaganda", "skirmish_crysknife"), "objectives": ("desert_mouse_4_6",)}
    vp = a.vp
    endgame(s)
    assert s.pending == ("wild_match", 0)
    assert s.legal_actions() == ["wild desert_mouse_4_6", "wild skirmish_crysknife", "pass"]
    s.apply("wild skirmish_crysknife")
    assert a.zones == {"objectives": ("desert_mouse_4_6",), "face_down": ("propaganda", "skirmish_crysknife")}
    assert a.vp == vp + 1 and s.is_terminal()


def test_the_wild_match_is_optional_and_needs_another_icon() -> None:
    s = game(4, first_player=0)
    a = s.players[0]
    a.zones = {"conflicts": ("propaganda", "skirmish_crysknife")}
    vp = a.vp
    endgame(s)
    s.apply("pass")
    assert a.vp == vp and s.is_terminal()
    s2 = game(4, first_player=0)
    s2.players[0].zones = {"conflicts": ("propaganda",)}
    endgame(s2)
    assert s2.is_terminal()


def test_conditions_with_a_value_spies_units_sandworms_spy_watching() -> None:
    """The cards' conditions (002 cards: "si tienes 2 o más Espías en el tablero", units and
    sandworms in the Conflict, "si uno de tus Espías vigila una casilla de Hacedor")."""
    from landsraad.rules.effects import condition
    s = game(4)
    SPIES.put(s, {"deep_desert": (1,), "emperor": (1,), "guild": (2,)})
    assert condition(s, 1, ("spies_at_least", 2), "t") and not condition(s, 2, ("spies_at_least", 2), "t")
    assert condition(s, 1, ("spy_watching", "maker"), "t") and not condition(s, 2, ("spy_watching", "maker"), "t")
    assert condition(s, 1, ("spy_watching", "emperor"), "t") and condition(s, 2, ("spy_watching", "faction"), "t")
    s.players[1].conflict = {"troop": 1, "sandworm": 1}
    assert condition(s, 1, ("units_in_conflict", 2), "t") and not condition(s, 1, ("units_in_conflict", 3), "t")
    assert condition(s, 1, ("sandworms_in_conflict", 1), "t") and not condition(s, 1, ("sandworms_in_conflict", 2), "t")


def test_discard_as_a_cost_needs_the_cards_in_hand() -> None:
    """002 icon guide "Descartar" as a "→" cost: all of it or nothing."""
    s = game(4)
    p = s.players[1]
    p.hand = ["dagger"]
    may = ("may", (("discard", 2),), (("vp", 1),))
    run_effect(s, 1, may, "t")
    assert s.pending is None
    p.hand = ["dagger", "dagger", "diplomacy"]
    vp = p.vp
    run_effect(s, 1, may, "t")
    s.apply("pay")
    s.apply("discard diplomacy")  # the second card: only Daggers are left, so it resolves by itself
    assert p.hand == ["dagger"] and p.vp == vp + 1


def test_bond_and_sent_agent_to() -> None:
    """002 "Vínculo" (another card of that Faction in play, not the card itself: U135) and "si has
    enviado un Agente a una casilla de Hacedor en este turno"."""
    from landsraad.rules.effects import condition
    s = game(4)
    cards = s.rules.content.cards
    bg = sorted(c for c, card in cards.items() if "bene_gesserit" in card.factions)[:2]
    p = s.players[1]
    p.in_play = [bg[0]]
    assert not condition(s, 1, ("bond", "bene_gesserit"), f"card:{bg[0]}")
    p.in_play = [bg[0], bg[1]]
    assert condition(s, 1, ("bond", "bene_gesserit"), f"card:{bg[0]}")
    assert not condition(s, 1, ("bond", "fremen"), f"card:{bg[0]}")
    s.turn.seat, s.turn.kind, s.turn.space = 1, "agent", "hagga_basin"
    assert condition(s, 1, ("sent_agent_to", "maker"), "t") and not condition(s, 1, ("sent_agent_to", "city"), "t")
    assert not condition(s, 2, ("sent_agent_to", "maker"), "t")


def test_deck_contracts_and_owned_cards_conditions() -> None:
    """002 cards: "si tienes 3 o más cartas en tu mazo", contracts completed (none without CHOAM),
    "si tienes al menos dos La especia debe fluir" (deck, hand, in play, discard pile)."""
    from landsraad.rules.effects import condition
    s = game(4)
    p = s.players[1]
    p.deck, p.deck_top = ["dagger", "dagger"], ()
    assert not condition(s, 1, ("deck_at_least", 3), "t")
    p.deck_top = ("diplomacy",)
    assert condition(s, 1, ("deck_at_least", 3), "t")
    assert not condition(s, 1, ("contracts_completed", 1), "t")
    p.hand, p.discard = ["the_spice_must_flow"], []
    assert not condition(s, 1, ("owns_at_least", "the_spice_must_flow", 2), "t")
    p.discard = ["the_spice_must_flow"]
    assert condition(s, 1, ("owns_at_least", "the_spice_must_flow", 2), "t")


def test_gained_and_acquired_this_turn() -> None:
    """002 cards: "si has obtenido especia en este turno", "si adquieres La especia debe fluir en
    este turno": noted for the player whose turn it is, forgotten with the turn."""
    from landsraad.rules.effects import condition
    from landsraad.rules.zones import acquire, gain
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    assert not condition(s, seat, ("gained_this_turn", "spice"), "t")
    gain(s, seat, "spice", 1, "t")
    gain(s, (seat + 1) % 4, "solari", 1, "t")  # another player's gain is not this turn's
    assert condition(s, seat, ("gained_this_turn", "spice"), "t")
    assert not condition(s, seat, ("gained_this_turn", "solari"), "t")
    assert not condition(s, (seat + 1) % 4, ("gained_this_turn", "solari"), "t")
    acquire(s, seat, "the_spice_must_flow", "reserve")
    assert condition(s, seat, ("acquired_this_turn", "the_spice_must_flow"), "t")
    s.apply("agent seek_allies dutiful_service")  # the turn ends: the next one starts afresh
    assert not condition(s, seat, ("acquired_this_turn", "the_spice_must_flow"), "t")


def test_acquire_a_row_card_in_a_cost_range_to_discard_or_hand() -> None:
    """Impress ("Adquiere una carta que cueste 3 o menos"; FAQ 2.6: with none, only the acquire
    fizzles) and Chronicler's "cost 1, to your hand" (docs/rulings.md U151)."""
    s = game(4)
    s.imperium_row = ("captured_mentat", "leadership", "double_agent", "maula_pistol", "chani_clever_tactician")
    p = s.players[1]
    run_effect(s, 1, ("acquire", 0, 2, "discard"), "t")  # nothing costs 2 or less: it fizzles
    assert s.pending is None
    run_effect(s, 1, ("acquire", 0, 3, "discard"), "t")
    assert s.pending == ("acquire_row", 1, 0, 3, "discard")
    assert s.legal_actions() == ["acquire double_agent", "acquire maula_pistol"]
    s.apply("acquire maula_pistol")
    assert "maula_pistol" in p.discard and "maula_pistol" not in s.imperium_row and len(s.imperium_row) == 5
    s.imperium_row = ("captured_mentat", "leadership", "double_agent", "chani_clever_tactician", "leadership")
    run_effect(s, 1, ("acquire", 5, 5, "hand"), "t")
    s.apply("acquire leadership")
    assert "leadership" in p.hand and "leadership" not in p.discard


def test_influence_each_spied_once_per_faction() -> None:
    """002 card: "+1 Influence with each Faction whose board space one of your Spies watches"."""
    s = game(4)
    SPIES.put(s, {"emperor": (1,), "fremen": (1,), "choam": (1,), "guild": (2,)})
    run_effect(s, 1, ("influence_each_spied",), "t")
    fi = s.rules.faction_index
    inf = s.players[1].influence
    assert inf[fi["emperor"]] == 1 and inf[fi["fremen"]] == 1 and inf[fi["guild"]] == 0
    assert inf[fi["bene_gesserit"]] == 0


def test_return_to_hand_takes_this_card_back() -> None:
    s = game(4)
    p = s.players[1]
    p.in_play, p.hand = ["dagger"], []
    run_effect(s, 1, ("return_to_hand",), "card:dagger")
    assert p.in_play == [] and p.hand == ["dagger"]


def test_deploy_or_retreat_one_way_up_to_n_or_neither() -> None:
    """docs/rulings.md U152."""
    s = game(4)
    p = s.players[1]
    p.garrison, p.conflict = 3, {"troop": 1}
    run_effect(s, 1, ("deploy_or_retreat", 2), "t")
    assert s.legal_actions() == ["deploy 1", "deploy 2", "retreat 1", "pass"]
    s.apply("deploy 2")
    assert p.garrison == 1 and p.troops_in_conflict == 3
    run_effect(s, 1, ("deploy_or_retreat", 1), "t")
    s.apply("retreat 1")
    assert p.garrison == 2 and p.troops_in_conflict == 2
    run_effect(s, 1, ("deploy_or_retreat", 1), "t")
    s.apply("pass")
    assert p.garrison == 2 and p.troops_in_conflict == 2
    p.garrison, p.conflict = 0, {}
    run_effect(s, 1, ("deploy_or_retreat", 1), "t")
    assert s.pending is None


def test_staban_tuek_starts_without_diplomacy() -> None:
    """002 leader Staban Tuek, "Limited Allies": a 9-card starting deck without Diplomacy."""
    s = game(4, leaders=("staban_tuek",))
    p = s.players[0]
    cards = p.deck + p.hand
    assert len(cards) == 9 and "diplomacy" not in cards
    assert all(len(q.deck + q.hand) == 10 for q in s.players[1:])


def test_retreat_as_a_cost_exact_or_a_range() -> None:
    """002 cards: "→" retreat 2 troops (all of it or not at all), and an Intrigue's "1 or 2"."""
    s = game(4)
    p = s.players[1]
    p.conflict, p.garrison = {"troop": 1}, 0
    may = ("may", (("retreat", 2, 2),), (("swords", 4),))
    run_effect(s, 1, may, "t")
    assert s.pending is None and p.swords == 0
    p.conflict = {"troop": 3}
    run_effect(s, 1, may, "t")
    s.apply("pay")
    assert p.troops_in_conflict == 1 and p.garrison == 2 and p.swords == 4
    p.conflict, p.garrison = {"troop": 3}, 0
    run_effect(s, 1, ("may", (("retreat", 1, 2),), (("spice", 1),)), "t")
    s.apply("pay")
    assert s.legal_actions() == ["retreat 1", "retreat 2"]
    s.apply("retreat 1")
    assert p.troops_in_conflict == 2 and p.garrison == 1


def test_lose_influence_with_n_different_factions_as_a_cost() -> None:
    s = game(4)
    p = s.players[1]
    fi = s.rules.faction_index
    p.influence = (1, 0, 0, 0)
    may = ("may", (("lose_influence_distinct", 2),), (("vp", 1),))
    run_effect(s, 1, may, "t")
    assert s.pending is None
    p.influence = (1, 0, 2, 1)
    run_effect(s, 1, may, "t")
    s.apply("pay")
    assert s.legal_actions() == ["faction emperor", "faction bene_gesserit", "faction fremen"]
    s.apply("faction emperor")
    assert s.legal_actions() == ["faction bene_gesserit", "faction fremen"]
    s.apply("faction fremen")
    assert p.influence[fi["emperor"]] == 0 and p.influence[fi["fremen"]] == 0 and p.influence[fi["bene_gesserit"]] == 2


def test_the_invariants_see_the_spies() -> None:
    from landsraad.invariants import check
    s = game(4)
    SPIES.put(s, {"emperor": (1,), "guild": (1,), "fremen": (1,), "choam": (1,)})
    assert "more Spies on the board than a player has" in check(s)
    SPIES.put(s, {"emperor": (1, 1)})
    assert "two Spies of one player on an observation post" in check(s)
    SPIES.put(s, {"emperor": (1, 2)})
    assert not [b for b in check(s) if "Spies" in b]


def test_trash_another_faction_card_as_a_cost() -> None:
    """002 card: "→ trash another Emperor card you have in play": not this card itself."""
    s = game(4)
    emperor = sorted(c for c, card in s.rules.content.cards.items() if "emperor" in card.factions)
    me, other = emperor[0], emperor[1]
    p = s.players[1]
    may = ("may", (("trash_faction_card", "emperor", "in_play"),), (("swords", 3),))
    p.in_play = [me, "dagger"]
    run_effect(s, 1, may, f"card:{me}")
    assert s.pending is None
    p.in_play = [me, other, "dagger"]
    run_effect(s, 1, may, f"card:{me}")
    s.apply("pay")  # one card to trash: it is trashed without asking
    assert p.in_play == [me, "dagger"] and other in p.trashed and p.swords == 3


def test_turn_a_won_conflict_face_down_as_a_cost() -> None:
    """002 Intrigue cards' Endgame box: "→ turn face down a Conflict card with the crysknife battle
    icon (or the wild one)" for 1 VP."""
    s = game(4)
    p = s.players[1]
    may = ("may", (("flip_conflict", "crysknife"),), (("vp", 1),))
    p.zones = {"conflicts": ("skirmish_desert_mouse",)}
    run_effect(s, 1, may, "t")
    assert s.pending is None
    p.zones = {"conflicts": ("skirmish_desert_mouse", "skirmish_crysknife", "propaganda")}
    vp = p.vp
    run_effect(s, 1, may, "t")
    s.apply("pay")
    assert s.legal_actions() == ["flip propaganda", "flip skirmish_crysknife"]
    s.apply("flip propaganda")
    assert p.zones == {"conflicts": ("skirmish_desert_mouse", "skirmish_crysknife"), "face_down": ("propaganda",)}
    assert p.vp == vp + 1


def test_discarding_notes_the_faction_and_runs_the_cards_discard_box() -> None:
    """FAQ 2.6: Spacing Guild's Favor's box "when you discard it" triggers on a discard from hand;
    the cards' "if you discarded a Spacing Guild card this turn" (Guild Envoy)."""
    from landsraad.rules.effects import condition
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    p = s.players[seat]
    p.hand = ["spacing_guilds_favor", "dagger"]
    spice = p.spice
    assert not condition(s, seat, ("discarded", "guild"), "t")
    run_effect(s, seat, ("discard", 1), "t")
    s.apply("discard spacing_guilds_favor")
    assert p.spice == spice + 2 and "spacing_guilds_favor" in p.discard
    assert condition(s, seat, ("discarded", "guild"), "t") and not condition(s, seat, ("discarded", "fremen"), "t")


def test_spy_placed_on_names_the_spy_just_placed() -> None:
    """002 leader (Lady Margot Fenring): "if the Spy you just placed watches a Landsraad space"."""
    from landsraad.rules.effects import condition
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    assert not condition(s, seat, ("spy_placed_on", "landsraad"), "t")
    spies.place_spy(s, seat, "landsraad_left")
    assert condition(s, seat, ("spy_placed_on", "landsraad"), "t")
    assert not condition(s, seat, ("spy_placed_on", "faction"), "t")
    spies.place_spy(s, seat, "emperor")
    assert condition(s, seat, ("spy_placed_on", "faction"), "t")


def test_sardaukar_coordination_deploys_this_turns_recruits_from_any_space() -> None:
    """002 card Sardaukar Coordination: "you may deploy to the Conflict every troop you recruit this
    turn" — at Gather Support (not a Combat space) its two recruits, not the garrison's others
    (docs/rulings.md U153); without the card nothing is deployed from there."""
    s = game(4)
    seat = turn_of(s, ["sardaukar_coordination"])
    p = s.players[seat]
    p.solari, garrison = 0, p.garrison
    s.apply("agent sardaukar_coordination gather_support")  # the free cost: 2 troops recruited
    assert s.pending == ("deploy", seat, 2)
    s.apply("deploy 2")
    assert p.troops_in_conflict == 2 and p.garrison == garrison
    s2 = game(4)
    seat = turn_of(s2, ["dagger"])
    s2.players[seat].solari = 0
    s2.apply("agent dagger gather_support")
    assert s2.pending is None or s2.pending[0] != "deploy"
