"""Seed 002's worked examples, replayed through the real engine (issue 15).

The Agent-turn, Reveal, Combat, Makers and Recall examples of seed 002 (FASE 2 "Turno de Agente"
and "Turno de Revelación", FASE 3 "Combate", FASE 4 "Hacedores", FASE 5 "Retorno") are one round of
one 3-player game: Juan, Alba and Eduardo. `the_round` sets that game up by hand (the seed's hands,
Intrigues, the Spy at Arrakeen, Juan's Control of Arrakeen, the Conflict "Ocupar la Depresión
Imperial") and every step is played with `legal_actions()` / `apply()`; each test replays the round
up to the example it checks and asserts the seed's own numbers.

The position is built in Python, not as a scenario file: the scenario format (landsraad/scenario_setup.py)
has no Spies, Shield Wall, Objectives, won Conflicts or sandworms, so a scenario file could not build it.
Where the seed leaves a detail open (cards Juan, Alba and Eduardo hold besides those named, the
cards Alba draws), the test picks one and says so.
"""

from __future__ import annotations

from landsraad import GameState, new_game
from landsraad.modules.uprising.state import SHIELD_WALL, SPIES
from landsraad.rules.zones import strength
from tests.products import uprising_config

JUAN, ALBA, EDUARDO = 0, 1, 2


def play(s: GameState, action: str) -> None:
    """Apply `action`, first closing a Plot window the story does not use (002 FASE 2: a Plot
    Intrigue may be played at any time of one's turns; the examples play none there)."""
    if s.pending is not None and s.pending[0] == "plots" and not action.startswith(("play ", "done")):
        s.apply("done")
    assert action in s.legal_actions(), (action, s.pending, s.legal_actions())
    s.apply(action)


def the_round() -> GameState:
    """The examples' game at the start of the round, Juan (First Player) to move.

    Juan: Dune, the Desert Planet (played to Imperial Basin) and the three cards of the Reveal
    example (Strike Fleet, Prepare the Way, Rebel Supplier); 2 water for Unexpected Allies; a
    non-Combat Intrigue besides (the Combat example: "ninguna de ellas es una carta de Intriga de
    Combate"). Alba: Rebel Supplier, a Spy on the post watching Arrakeen, one troop in her garrison
    ("con otra tropa más que ya tenía en su guarnición (si tuviera una segunda tropa ... ")), and
    Contingency Plan; her deck holds two Convincing Arguments (the seed does not name what she
    draws; with Dagger they give her the 1 Sword that makes her strength 9). Eduardo: Dagger and
    2 Solari. One Agent each, so each plays the one Agent turn the example shows, then reveals.
    """
    s = new_game(uprising_config(3, first_player=JUAN), seed=1)
    juan, alba, eduardo = s.players
    s.conflict = "secure_imperial_basin"  # "Ocupar la Depresión Imperial", Desert Mouse icon
    s.conflict_deck = ("skirmish_crysknife",)  # the next round's card: no Control, no decision
    s.bonus_spice["deep_desert"] = 1  # FASE 4 example: "ya había 1 ficha de Especia adicional"
    s.control["arrakeen"] = JUAN  # "El indicador de Control de Juan también está allí"
    SPIES.put(s, {"spice_refinery_arrakeen": (ALBA,)})  # "Como tiene un Espía allí"
    # the Reveal example's row: Desert Survival (2) and nothing else for Juan's last Persuasion
    s.imperium_row = ("desert_survival", "branching_path", "strike_fleet", "subversive_advisor",
                      "price_is_no_object")
    s.imperium_deck = ("imperial_spymaster",)  # the card that refills the row costs 2
    juan.hand = ["dune_the_desert_planet", "strike_fleet", "prepare_the_way", "rebel_supplier"]
    juan.water = 2
    juan.intrigues = ("unexpected_allies", "secure_spice_trade")
    alba.hand = ["rebel_supplier", "dagger"]
    alba.discard, alba.deck = list(alba.deck), ["convincing_argument", "convincing_argument"]
    alba.garrison, alba.supply = 1, 11
    alba.intrigues = ("contingency_plan",)
    eduardo.hand = ["dagger"]
    eduardo.solari = 2
    # no Objective of Alba's shares the Desert Mouse icon (the Combat example: no match)
    juan.zones = {"objectives": ("ornithopter_1_3",)}
    alba.zones = {"objectives": ("crysknife",)}
    eduardo.zones = {"objectives": ("desert_mouse_first_player",)}
    for p in s.players:
        p.agents_left = 1
    s._legal = None
    return s


def agent_turns(s: GameState) -> None:
    """002 FASE 2, Turno de Agente: the three examples, in turn order."""
    play(s, "agent dune_the_desert_planet imperial_basin")
    play(s, "deploy 2")
    play(s, "agent rebel_supplier arrakeen")
    play(s, "gather spice_refinery_arrakeen")
    play(s, "deploy 4")
    play(s, "agent dagger gather_support")
    play(s, "cost 2")


def juans_reveal(s: GameState) -> None:
    """002 FASE 2, Turno de Revelación: Juan's example."""
    play(s, "reveal")
    play(s, "acquire desert_survival")
    play(s, "play unexpected_allies")
    play(s, "shield_wall remove")


def the_other_reveals(s: GameState) -> None:
    """Alba and Eduardo reveal "en algún momento posterior de la ronda"."""
    play(s, "reveal")  # Alba: Dagger and the two cards she drew
    play(s, "done")  # she acquires nothing (the seed is silent about it)
    play(s, "reveal")  # Eduardo: an empty hand


# ---- FASE 2: Agent turns ---------------------------------------------------------------------------

def test_juan_sends_an_agent_to_imperial_basin_and_deploys_two_troops_from_his_garrison() -> None:
    """002 Turno de Agente example: "Juan juega Dune, el Planeta del Desierto para enviar un Agente a
    «Depresión Imperial» y recolecta la especia de esa casilla ... no ha reclutado ninguna tropa ...
    pero tiene tres tropas en su guarnición ... despliega en el Conflicto dos tropas de su
    guarnición, que es la máxima cantidad permitida." (guide: Depresión Imperial, 1 spice.)"""
    s = the_round()
    juan = s.players[JUAN]
    play(s, "agent dune_the_desert_planet imperial_basin")
    play(s, "done")  # the Plot window (Unexpected Allies is kept for the Reveal turn)
    assert juan.spice == 1 and juan.garrison == 3
    assert s.pending == ("deploy", JUAN, 2)  # at most two from the garrison, none recruited
    assert s.legal_actions() == ["deploy 0", "deploy 1", "deploy 2"]
    play(s, "deploy 2")
    assert juan.conflict == {"troop": 2} and juan.garrison == 1


def test_alba_gathers_intelligence_at_arrakeen_rebel_supplier_recruits_two_and_she_deploys_four() -> None:
    """002 Turno de Agente example: Alba plays Rebel Supplier to Arrakeen, recalls her Spy there to
    Gather Intelligence (a card), Juan (Control) takes 1 Solari; the space recruits a troop and draws
    a card; Rebel Supplier recruits two more "porque ha hecho retornar un Espía en este turno"; she
    deploys the three recruits "junto con otra tropa más que ya tenía en su guarnición"."""
    s = the_round()
    juan, alba = s.players[JUAN], s.players[ALBA]
    play(s, "agent dune_the_desert_planet imperial_basin")
    play(s, "deploy 2")
    play(s, "agent rebel_supplier arrakeen")
    assert s.pending == ("gather", ALBA, "arrakeen")  # decided before any effect
    assert s.legal_actions() == ["gather spice_refinery_arrakeen", "gather none"]
    assert juan.solari == 0 and len(alba.hand) == 1
    play(s, "gather spice_refinery_arrakeen")
    play(s, "done")  # her Plot window: Contingency Plan is kept for the Combat
    assert SPIES.get(s) == {} and juan.solari == 1
    assert sorted(alba.hand) == ["convincing_argument", "convincing_argument", "dagger"]  # 2 drawn
    # 3 recruits (1 from the space, 2 from Rebel Supplier) + the 1 troop in her garrison
    assert s.pending == ("deploy", ALBA, 4)
    play(s, "deploy 4")
    assert alba.conflict == {"troop": 4} and alba.garrison == 0 and alba.supply == 8


def test_with_a_second_troop_in_her_garrison_alba_could_deploy_five() -> None:
    """002: "(si tuviera una segunda tropa en ella, también podría desplegarla)"."""
    s = the_round()
    alba = s.players[ALBA]
    alba.garrison, alba.supply = 2, 10
    play(s, "agent dune_the_desert_planet imperial_basin")
    play(s, "deploy 2")
    play(s, "agent rebel_supplier arrakeen")
    play(s, "gather spice_refinery_arrakeen")
    play(s, "done")
    assert s.pending == ("deploy", ALBA, 5)


def test_eduardo_pays_two_solari_at_gather_support_and_keeps_his_troops_in_the_garrison() -> None:
    """002 Turno de Agente example: Eduardo plays Dagger to Gather Support, pays the optional 2
    Solari: 1 water and two troops; "Al no ser una casilla de Combate, no puede desplegar"."""
    s = the_round()
    eduardo = s.players[EDUARDO]
    agent_turns(s)
    assert eduardo.solari == 0 and eduardo.water == 2 and eduardo.garrison == 5
    assert eduardo.conflict == {}
    assert s.pending == ("turn", JUAN)  # no deploy decision was asked


# ---- FASE 2: Juan's Reveal turn ------------------------------------------------------------------

def test_juans_reveal_turn_persuasion_acquisition_strength_and_the_worm() -> None:
    """002 Turno de Revelación example: Strike Fleet, Prepare the Way and Rebel Supplier: 1 spice
    (Rebel Supplier), 3 Persuasion; he acquires Desert Survival for 2, the row refills, nothing costs
    less than 2; strength 4 (2 troops) + 4 Swords (1 + 3) = 8; Unexpected Allies: he pays 2 water,
    removes the Shield Wall and summons a worm: 8 → 11; his cards go to his discard pile."""
    s = the_round()
    juan = s.players[JUAN]
    agent_turns(s)
    play(s, "reveal")
    assert juan.persuasion == 3 and juan.spice == 1 + 1 and strength(s, juan) == 8
    play(s, "acquire desert_survival")
    assert juan.persuasion == 1 and "desert_survival" in juan.discard
    assert "imperial_spymaster" in s.imperium_row and "desert_survival" not in s.imperium_row
    assert not [a for a in s.legal_actions() if a.startswith("acquire")]  # nothing below 2
    # the Shield Wall protects Secure Imperial Basin: Unexpected Allies removes it first
    play(s, "play unexpected_allies")
    assert s.pending == ("shield_wall", JUAN)
    play(s, "shield_wall remove")
    assert SHIELD_WALL.get(s) is False and juan.water == 0
    assert juan.conflict == {"troop": 2, "sandworm": 1} and strength(s, juan) == 11
    assert juan.intrigues == ("secure_spice_trade",) and "unexpected_allies" in s.intrigue_discard
    # "Juan toma las cartas que aún tiene frente a él y las deja en su pila de descartes"
    assert juan.in_play == [] and juan.hand == []
    assert {"dune_the_desert_planet", "strike_fleet", "prepare_the_way", "rebel_supplier"} <= set(juan.discard)
    assert s.pending == ("turn", ALBA)


def test_keeping_the_shield_wall_the_worm_does_nothing() -> None:
    """002 icon guide, Gusano de arena: "No hace nada si el Conflicto actual está protegido por la
    Muralla Escudo" — had Juan kept the wall, his worm would not come (the water is paid)."""
    s = the_round()
    juan = s.players[JUAN]
    agent_turns(s)
    play(s, "reveal")
    play(s, "play unexpected_allies")
    play(s, "shield_wall keep")
    assert SHIELD_WALL.get(s) is True and juan.water == 0
    assert juan.conflict == {"troop": 2} and strength(s, juan) == 8


# ---- FASE 3: Combat ----------------------------------------------------------------------------

def test_the_combat_example_alba_wins_with_contingency_plan_juan_takes_a_doubled_second() -> None:
    """002 FASE 3 example: Juan 11, Alba 9 as the phase begins; Alba plays Contingency Plan (+3:
    12); Eduardo has no unit (strength 0, takes no part); Alba wins: 2 spice, 1 troop (garrison),
    Control of Imperial Basin; Juan's 2nd reward is doubled by his worm: 4 water and 2 troops;
    Eduardo gets nothing ("la tercera recompensa no está disponible en las partidas de 3
    jugadores"); Alba keeps the card (no other Desert Mouse card: no match); all troops go back
    to their supplies and Juan's worm to the bank.

    Juan holds no Combat Intrigue, so the engine does not ask him (his pass is the only choice)."""
    s = the_round()
    juan, alba, eduardo = s.players
    agent_turns(s)
    juans_reveal(s)
    the_other_reveals(s)
    assert (strength(s, juan), strength(s, alba), strength(s, eduardo)) == (11, 9, 0)
    assert s.pending is not None and s.pending[0] == "combat" and s.pending[1] == ALBA
    assert s.legal_actions() == ["play contingency_plan", "pass"]
    before = [(p.spice, p.water, p.garrison, p.supply, p.solari, p.vp) for p in s.players]
    play(s, "play contingency_plan")  # then everybody passes: the Combat resolves
    # Alba: 1st reward, once (no worm)
    assert alba.spice == before[ALBA][0] + 2 and alba.garrison == before[ALBA][2] + 1
    assert s.control == {"arrakeen": JUAN, "imperial_basin": ALBA}
    assert alba.solari == before[ALBA][4]  # played in the Combat: its Combat box only
    assert alba.zones == {"objectives": ("crysknife",), "conflicts": ("secure_imperial_basin",)}
    # Juan: 2nd reward (2 water, 1 troop) twice
    assert juan.water == before[JUAN][1] + 4 and juan.garrison == before[JUAN][2] + 2
    # Eduardo: nothing
    assert (eduardo.spice, eduardo.water, eduardo.garrison, eduardo.solari) == (
        before[EDUARDO][0], before[EDUARDO][1], before[EDUARDO][2], before[EDUARDO][4])
    assert [p.vp for p in s.players] == [v[5] for v in before]
    # units back to the supplies (not the garrisons), the worm to the bank
    assert all(p.conflict == {} for p in s.players)
    assert juan.supply == before[JUAN][3] - 2 + 2 and alba.supply == before[ALBA][3] - 1 + 4
    assert all(p.garrison + p.supply + p.conflict.get("troop", 0) == 12 for p in s.players)


# ---- FASE 4 and 5: Makers and Recall -----------------------------------------------------------

def test_makers_and_recall_examples() -> None:
    """002 FASE 4 example: Juan's Agent is on Imperial Basin, so only Hagga Basin and the Deep
    Desert take a spice; the Deep Desert had 1 and now has 2. FASE 5 example: nobody has 10 VP, the
    Agents come back and the First Player marker passes clockwise to Alba; a new round begins."""
    s = the_round()
    agent_turns(s)
    juans_reveal(s)
    the_other_reveals(s)
    play(s, "play contingency_plan")
    assert s.bonus_spice == {"deep_desert": 2, "hagga_basin": 1, "imperial_basin": 0}
    assert not s.is_terminal() and s.first_player == ALBA
    assert s.pending == ("turn", ALBA) and s.conflict == "skirmish_crysknife"
    assert s.agents == {} and all(p.agents_left == 2 for p in s.players)
    assert all(len(p.hand) == 5 for p in s.players)


# ---- the other examples of seed 002 -----------------------------------------------------------

def agent_turn(hand: list[str], **res: int) -> tuple[GameState, int]:
    """A 4-player game at the Agent turn of the seat to move, holding exactly `hand`."""
    s = new_game(uprising_config(4), seed=1)
    assert s.pending is not None and s.pending[0] == "turn"
    seat = int(s.pending[1])
    p = s.players[seat]
    p.hand = list(hand)
    for k, v in res.items():
        setattr(p, k, v)
    s._legal = None
    return s, seat


def test_ecological_testing_station_pays_2_water_once_never_4_for_4_cards() -> None:
    """002 Turno de Agente: "Solo puedes pagar el coste y recibir el efecto una sola vez durante tu
    turno. Cuando juegues Estación ecológica experimental, puedes decidir no pagar 2 de agua para
    robar 2 cartas (pero no puedes pagar 4 de agua para robar 4 cartas)"."""
    s, seat = agent_turn(["ecological_testing_station"], water=4)
    p = s.players[seat]
    play(s, "agent ecological_testing_station fremkit")
    assert s.legal_actions() == ["pay", "decline"]
    play(s, "pay")
    assert p.water == 2 and len(p.hand) == 1 + 2  # Fremkit's card and the two paid for
    assert "pay" not in s.legal_actions()  # not a second time
    s2, seat = agent_turn(["ecological_testing_station"], water=4)
    play(s2, "agent ecological_testing_station fremkit")
    play(s2, "decline")  # "puedes decidir no pagar"
    assert s2.players[seat].water == 4 and len(s2.players[seat].hand) == 1


def test_imperial_spymaster_goes_to_an_emperor_space_or_a_space_its_spy_watches() -> None:
    """002 Turno de Agente: "La carta Maestro de espías imperial tiene 2 iconos de Agente. El icono
    del Emperador te permite enviar tu Agente a una de las dos casillas del Emperador ..., mientras
    que el icono de Espía te permite enviarlo a cualquier casilla del tablero conectada a un puesto
    de observación donde tengas un Espía"."""
    s, seat = agent_turn(["imperial_spymaster"])
    spaces = {a.split()[-1] for a in s.legal_actions() if a.startswith("agent ")}
    assert spaces == {"dutiful_service"}  # Sardaukar costs 4 spice he lacks
    SPIES.put(s, {"deep_desert": (seat,), "landsraad_right": (seat,)})
    s._legal = None
    spaces = {a.split()[-1] for a in s.legal_actions() if a.startswith("agent ")}
    assert spaces == {"dutiful_service", "assembly_hall", "gather_support"}  # Deep Desert: 3 water
    s.players[seat].spice = 4
    s.players[seat].water = 3
    s._legal = None
    spaces = {a.split()[-1] for a in s.legal_actions() if a.startswith("agent ")}
    assert spaces == {"dutiful_service", "sardaukar", "assembly_hall", "gather_support", "deep_desert"}


def test_two_spies_watching_one_space_gather_intelligence_only_once() -> None:
    """002 Espías: "puedes hacer retornar a uno para Infiltrarse y al otro para Recabar información,
    pero no a ambos para Recabar información" (Research Station's two posts; FAQ 2.6)."""
    s, seat = agent_turn(["reconnaissance"], water=2)
    SPIES.put(s, {"sietch_tabr_research_station": (seat,), "research_station_spice_refinery": (seat,)})
    s._legal = None
    play(s, "agent reconnaissance research_station")  # free: no Infiltrate
    assert s.legal_actions() == ["gather sietch_tabr_research_station",
                                 "gather research_station_spice_refinery", "gather none"]
    play(s, "gather sietch_tabr_research_station")
    assert SPIES.get(s) == {"research_station_spice_refinery": (seat,)}
    assert s.pending is not None and s.pending[0] != "gather"  # no second Gather Intelligence


def test_combat_intrigues_in_turn_order_a_pass_is_not_final_and_no_unit_no_say() -> None:
    """002 FASE 3: from the First Player clockwise, "Los jugadores que tengan al menos una unidad en
    el Conflicto pueden jugar tantas cartas de Intriga de Combate como quieran o dejar pasar su
    turno. No estás obligado a dejar pasar tu turno solo porque ya lo hayas hecho anteriormente
    ... Cuando todos los jugadores que participan en el Combate dejan pasar su turno de forma
    consecutiva, se procede entonces a resolver el Combate." The Combat example: Eduardo, with no
    troop, "no puede participar en esta fase" (here he holds a Combat Intrigue, and is not asked)."""
    s = the_round()
    juan, alba, eduardo = s.players
    juan.intrigues = ("unexpected_allies", "weirding_combat")
    eduardo.intrigues = ("tactical_option",)
    agent_turns(s)
    juans_reveal(s)
    the_other_reveals(s)
    assert s.pending is not None and s.pending[:2] == ("combat", JUAN)
    play(s, "pass")
    assert s.pending is not None and s.pending[:2] == ("combat", ALBA)
    play(s, "play contingency_plan")  # 12 against 11
    assert s.pending is not None and s.pending[:2] == ("combat", JUAN)  # Eduardo is skipped
    spice = juan.spice
    play(s, "play weirding_combat")  # Juan was not bound by his pass: 11 + 3 = 14 against 12
    # nobody has a Combat Intrigue left: the Combat resolves; Juan wins, his worm doubles the spice
    assert eduardo.intrigues == ("tactical_option",)
    assert juan.zones.get("conflicts") == ("secure_imperial_basin",) and juan.spice == spice + 4
    assert s.control.get("imperial_basin") == JUAN
