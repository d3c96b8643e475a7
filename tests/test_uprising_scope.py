"""A position per rule of issue 15's Scope that had no test yet, played through the engine.

Seed 002 (Spanish Uprising rules) is the authority, each test cites its section; shared/FAQ.md
2.2 and 2.6 where the seed is silent. The rules already tested elsewhere are not repeated here
(tests/test_uprising_rules.py: Spies, sandworms, Shield Wall, battle icons, High Council visits,
Swordmaster, the contract without CHOAM at Dutiful Service, setup; tests/test_uprising_examples.py:
the seed's worked examples). Games come from tests/products.py (`uprising_config`).
"""

from __future__ import annotations

import pytest

from landsraad import GameState
from landsraad.content import load_content
from landsraad.modules.uprising.state import MAKER_HOOKS, SHIELD_WALL, SPIES
from landsraad.rules import engine
from landsraad.rules.influence import change_influence
from landsraad.rules.zones import strength
from tests.products import turn_of
from tests.products import uprising_game as game


def run_frames(s: GameState, *frames: tuple[object, ...]) -> None:
    """Run engine frames (pushed in order: the first runs first) until a decision is asked."""
    s.pending = None
    s.stack = list(reversed(frames))
    engine.run(s)


def influence(s: GameState, seat: int, faction: str) -> int:
    return s.players[seat].influence[s.rules.faction_index[faction]]


def set_influence(s: GameState, seat: int, faction: str, n: int) -> None:
    inf = list(s.players[seat].influence)
    inf[s.rules.faction_index[faction]] = n
    s.players[seat].influence = tuple(inf)


# ---- Influence tracks: the 2- and 4-Influence bonuses, Alliances --------------------------------

@pytest.mark.parametrize(("faction", "gained"), [
    ("guild", ("solari", 3)), ("bene_gesserit", ("intrigues", 1)), ("fremen", ("water", 1))])
def test_reaching_4_gives_the_tracks_bonus_once_kept_below_and_earned_again(faction: str,
                                                                            gained: tuple[str, int]) -> None:
    """002 Facciones: "Cuando alcanzas los 4 puntos de Influencia con una Facción, obtienes la
    bonificación indicada ... Si caes por debajo de los 4 puntos de Influencia, no pierdes esa
    bonificación. Es posible ... obtener la misma bonificación más de una vez si tu cubo retrocede y
    luego avanza". Values: shared/FAQ.md "Printed values" (Uprising)."""
    s = game(4)
    p = s.players[1]
    what, n = gained

    def amount() -> int:
        v = getattr(p, what)
        return len(v) if isinstance(v, tuple) else int(v)

    set_influence(s, 1, faction, 3)
    before = amount()
    s.pending, s.stack = None, []
    change_influence(s, 1, faction, 1)
    engine.run(s)
    assert amount() == before + n
    change_influence(s, 1, faction, -1)  # kept below 4 ...
    engine.run(s)
    assert amount() == before + n
    change_influence(s, 1, faction, 1)  # ... and earned again on climbing back
    engine.run(s)
    assert amount() == before + 2 * n


def test_the_emperors_4_bonus_places_a_spy_at_once() -> None:
    """shared/FAQ.md "Printed values" (Uprising: Emperor, place a Spy) and FAQ 2.3 (placed at once);
    002 Espías: on an empty observation post."""
    s = game(4)
    set_influence(s, 2, "emperor", 3)
    s.pending, s.stack = None, []
    change_influence(s, 2, "emperor", 1)
    engine.run(s)
    assert s.pending is not None and s.pending[0] == "spy_place" and s.pending[1] == 2
    s.apply("spy fremen")
    assert SPIES.get(s) == {"fremen": (2,)}


def test_alliance_first_to_4_then_only_to_a_player_who_goes_higher() -> None:
    """002 Facciones: "El primer jugador en llegar a tener 4 puntos ... obtiene también una Alianza
    ... recibe el Punto de Victoria indicado en la ficha de Alianza. Si ... es sobrepasado por un
    adversario que logra situarse en una casilla más elevada ... deberá entregar la ficha de Alianza
    a ese adversario y también perderá ese Punto de Victoria"."""
    s = game(4)
    g = s.rules.faction_index["guild"]
    a, b = s.players[0], s.players[1]
    set_influence(s, 0, "guild", 3)
    set_influence(s, 1, "guild", 3)
    s.pending, s.stack = None, []
    vp_a, vp_b = a.vp, b.vp
    change_influence(s, 0, "guild", 1)
    assert s.alliance[g] == 0 and a.vp == vp_a + 1
    change_influence(s, 1, "guild", 1)  # a tie: the token stays
    assert s.alliance[g] == 0 and b.vp == vp_b
    change_influence(s, 1, "guild", 1)  # higher: it passes with its VP
    assert s.alliance[g] == 1 and a.vp == vp_a and b.vp == vp_b + 1


def test_reaching_2_gives_1_vp_and_dropping_below_2_loses_it() -> None:
    """002 Facciones: "Cuando alcanzas los 2 puntos de Influencia con una Facción, obtienes 1 Punto
    de Victoria. Si caes por debajo de los 2 puntos de Influencia, pierdes ese Punto de Victoria"."""
    s = game(3)
    p = s.players[0]
    s.pending, s.stack = None, []
    change_influence(s, 0, "fremen", 2)
    assert p.vp == 1
    change_influence(s, 0, "fremen", 1)
    assert p.vp == 1  # not again at 3
    change_influence(s, 0, "fremen", -2)
    assert p.vp == 0


@pytest.mark.parametrize(("space", "faction", "card", "extra"), [
    ("imperial_privilege", "emperor", "dagger", {"solari": 3}),
    ("shipping", "guild", "dune_the_desert_planet", {"spice": 3}),
    ("sietch_tabr", "fremen", "reconnaissance", {}),
])
def test_the_spaces_that_need_2_influence(space: str, faction: str, card: str, extra: dict[str, int]) -> None:
    """002 Turno de Agente, Requisitos de Influencia: Imperial Privilege (Emperor), Shipping
    ("Transporte de mercancías", Spacing Guild) and Sietch Tabr (Fremen) need 2 or more Influence."""
    s = game(4)
    seat = turn_of(s, [card])
    for res, n in extra.items():
        setattr(s.players[seat], res, n)
    set_influence(s, seat, faction, 1)
    s._legal = None
    assert f"agent {card} {space}" not in s.legal_actions()
    set_influence(s, seat, faction, 2)
    s._legal = None
    assert f"agent {card} {space}" in s.legal_actions()


# ---- the board ------------------------------------------------------------------------------------

def test_no_mentat_in_uprising() -> None:
    """002 Preparación: "En el paso A, no hay Mentat"; 002 Agentes: "En INSURRECCIÓN no hay Agentes
    Mentat"; 002 Combinar con el básico: no "Cálculos suplementarios" (it needs the Mentat)."""
    content = load_content("uprising")
    assert "mentat" not in content.spaces
    assert not [i for i in content.intrigues if "mentat" in i]
    s = game(4)
    assert all(not p.has_mentat and p.agents_left == 2 for p in s.players)
    assert not [a for a in s.legal_actions() if a.endswith(" mentat")]


def test_accept_contract_draws_a_card_and_gives_2_solari_without_choam() -> None:
    """002 guide, Aceptar contrato: "Roba una carta. Si ... estás jugando sin el módulo de la CHOAM,
    en vez de eso recibe 2 solaris" (spice trade icon)."""
    s = game(4)
    seat = turn_of(s, ["dune_the_desert_planet"])
    p = s.players[seat]
    solari = p.solari
    s.apply("agent dune_the_desert_planet accept_contract")
    assert p.solari == solari + 2 and len(p.hand) == 1


def test_a_high_council_seat_gives_2_persuasion_at_every_reveal() -> None:
    """002 guide, Alto Consejo: "Durante el resto de la partida, en cada uno de tus turnos de
    Revelación, recibes 2 puntos de Persuasión"."""
    s = game(4)
    seat = turn_of(s, [])
    p = s.players[seat]
    p.high_council, p.agents_left = True, 0
    s._legal = None
    s.apply("reveal")
    assert p.persuasion == 2


def test_the_high_council_costs_5_solari() -> None:
    """002 guide, Alto Consejo: "Coste: 5 solaris" (Landsraad icon)."""
    s = game(4)
    seat = turn_of(s, ["dagger"])
    s.players[seat].solari = 4
    s._legal = None
    assert "agent dagger high_council" not in s.legal_actions()
    s.players[seat].solari = 5
    s._legal = None
    s.apply("agent dagger high_council")
    assert s.players[seat].solari == 0 and s.players[seat].high_council


# ---- units -----------------------------------------------------------------------------------------

def test_hagga_basin_offers_the_worm_only_with_maker_hooks() -> None:
    """002 guide, Depresión Hagga: "recibe 2 de especia O, si tienes una ficha de Garfios de doma,
    llamar un gusano"; 002 Unidades: worms need the Maker Hooks."""
    s = game(4)
    seat = turn_of(s, ["dune_the_desert_planet"])
    p = s.players[seat]
    p.water = 1
    s.conflict = "skirmish_crysknife"  # not behind the Shield Wall
    s.apply("agent dune_the_desert_planet hagga_basin")
    while s.pending is not None and s.pending[0] in ("plots", "deploy"):
        s.apply("done" if s.pending[0] == "plots" else "deploy 0")
    assert p.spice == 2 and "sandworm" not in p.conflict
    s2 = game(4)
    seat = turn_of(s2, ["dune_the_desert_planet"])
    p2 = s2.players[seat]
    p2.water = 1
    MAKER_HOOKS.put(s2, (seat,))
    s2.conflict = "skirmish_crysknife"
    s2.apply("agent dune_the_desert_planet hagga_basin")
    assert s2.pending is not None and s2.pending[0] == "choose"
    assert len(s2.legal_actions()) == 2
    s2.apply(s2.legal_actions()[1])  # the second branch: summon a worm
    assert p2.conflict.get("sandworm") == 1 and p2.spice == 0


def test_deep_desert_with_hooks_summons_two_worms() -> None:
    """002 guide, Desierto profundo: "Coste: 3 de agua ... O, si tienes una ficha de Garfios de
    doma, llama dos gusanos de arena"."""
    s = game(4)
    seat = turn_of(s, ["dune_the_desert_planet"])
    p = s.players[seat]
    p.water = 3
    MAKER_HOOKS.put(s, (seat,))
    s.conflict = "skirmish_crysknife"
    s.apply("agent dune_the_desert_planet deep_desert")
    assert s.pending is not None and s.pending[0] == "choose"
    s.apply(s.legal_actions()[1])
    assert p.conflict.get("sandworm") == 2 and p.water == 0


def test_strength_needs_a_unit_in_the_conflict() -> None:
    """002 Calcular Potencia de Combate: "Debes tener al menos una unidad en el Conflicto para poder
    tener Potencia de Combate" — Swords alone give nothing; a worm alone counts 3 + Swords."""
    s = game(4)
    p = s.players[0]
    p.swords = 5
    assert strength(s, p) == 0
    p.conflict = {"sandworm": 1}
    assert strength(s, p) == 3 + 5


# ---- combat: ties and rewards by player count -------------------------------------------------------

def combat(players: int, troops: list[int], conflict: str = "secure_imperial_basin",
           worms: dict[int, int] | None = None) -> GameState:
    """Resolve `conflict` with `troops[i]` troops for seat i (and `worms`), through the engine."""
    s = game(players, first_player=0)
    s.conflict = conflict
    for p, n in zip(s.players, troops, strict=True):
        p.conflict = {"troop": n} if n else {}
        p.water = p.spice = 0
        p.zones = {}
    for seat, n in (worms or {}).items():
        s.players[seat].conflict["sandworm"] = n
    run_frames(s, ("combat_resolve",))
    return s


# Secure Imperial Basin: 1st Control + 2 spice + 1 troop, 2nd 2 water + 1 troop, 3rd 1 water + 1 troop
FIRST, SECOND, THIRD, NOTHING = "1st", "2nd", "3rd", "-"


def rewards(s: GameState) -> list[str]:
    out = []
    for p in s.players:
        if p.spice == 2:
            out.append(FIRST)
        elif p.water == 2:
            out.append(SECOND)
        elif p.water == 1:
            out.append(THIRD)
        else:
            out.append(NOTHING)
    return out


@pytest.mark.parametrize(("players", "troops", "expected"), [
    # a lone 3rd place takes the 3rd reward only in 4-player games
    (4, [3, 2, 1, 0], [FIRST, SECOND, THIRD, NOTHING]),
    (3, [3, 2, 1], [FIRST, SECOND, NOTHING]),
    # tie for 1st: each takes the 2nd; 3 players: nothing else
    (3, [2, 2, 1], [SECOND, SECOND, NOTHING]),
    # 4 players, exactly two tie for 1st: the others compete for the 3rd
    (4, [2, 2, 1, 0], [SECOND, SECOND, THIRD, NOTHING]),
    (4, [2, 2, 1, 1], [SECOND, SECOND, NOTHING, NOTHING]),  # a tie for that 3rd place: nothing
    # 4 players, three or more tie for 1st: nothing else
    (4, [2, 2, 2, 1], [SECOND, SECOND, SECOND, NOTHING]),
    # tie for 2nd: each takes the 3rd, at every player count; nothing more
    (3, [3, 1, 1], [FIRST, THIRD, THIRD]),
    (4, [3, 1, 1, 0], [FIRST, THIRD, THIRD, NOTHING]),
    (4, [3, 2, 1, 1], [FIRST, SECOND, NOTHING, NOTHING]),  # tie for 3rd: nothing
])
def test_ties_and_rewards_by_player_count(players: int, troops: list[int], expected: list[str]) -> None:
    """002 Resolución del Combate ("En las partidas de 4 o 6 jugadores, el jugador que tenga la
    tercera mayor Potencia de Combate recibirá la tercera recompensa. Con 3 o menos jugadores, la
    tercera recompensa solo se utiliza en los desempates por la segunda posición"; "Si la Potencia
    de Combate de un jugador es 0, no recibe ninguna recompensa") and Empates (tie for 1st: each
    the 2nd reward, nobody wins or keeps the card; fewer than 4 players nothing else; 4 players:
    3+ tied nothing else, exactly 2 tied the others compete for the 3rd; tie for 2nd: each the
    3rd, nothing more; tie for 3rd: nothing). FAQ 2.2."""
    s = combat(players, troops)
    assert rewards(s) == expected
    winner = expected.index(FIRST) if FIRST in expected else None
    kept = [p.seat for p in s.players if "conflicts" in p.zones]
    assert kept == ([] if winner is None else [winner])
    assert s.control.get("imperial_basin") == winner


def test_a_worm_doubles_influence_split_between_factions_and_a_cost_paid_twice() -> None:
    """002 Recompensas duplicadas, its example (Spice Freighters' 1st reward): "recibes 2 puntos de
    Influencia (sobre la misma Facción o sobre dos Facciones distintas) y también puedes pagar 3 de
    especia para obtener 1 Punto de Victoria, o 6 de especia para obtener 2 puntos"; FAQ 2.6."""
    s = combat(4, [1, 0, 0, 0], conflict="spice_freighters", worms={0: 1})
    a = s.players[0]
    a.spice = 6
    vp = a.vp
    assert s.pending is not None and s.pending[0] == "faction"
    s.apply("faction emperor")
    s.apply("pay")
    s.apply("faction guild")  # the doubled Influence may go to another Faction
    s.apply("pay")  # the "→" cost paid a second time
    assert influence(s, 0, "emperor") == 1 and influence(s, 0, "guild") == 1
    assert a.spice == 0 and a.vp == vp + 2


def test_a_doubled_cost_is_paid_once_when_the_resources_allow_one() -> None:
    """002 Recompensas duplicadas: "puedes pagar ese coste una segunda vez" — only with 3 more spice."""
    s = combat(4, [1, 0, 0, 0], conflict="spice_freighters", worms={0: 1})
    a = s.players[0]
    a.spice = 3
    vp = a.vp
    s.apply("faction fremen")
    s.apply("pay")
    s.apply("faction fremen")
    assert "pay" not in s.legal_actions()  # the second payment is out of reach
    while s.pending is not None and s.pending[0] == "may":
        s.apply("decline")
    assert influence(s, 0, "fremen") == 2 and a.spice == 0
    assert a.vp == vp + 1 + 1  # the paid VP and the 2-Influence VP


def test_a_worm_never_doubles_control_nor_the_battle_icon_vp() -> None:
    """002 Recompensas duplicadas: "Casi todas las recompensas pueden ser duplicadas, (pero no el tomar
    el control de un lugar, ni tampoco los iconos de batalla de las cartas de Conflicto en las que
    venzas)". Secure Imperial Basin won with a worm, matching a Desert Mouse Objective: 1 VP."""
    s = game(4, first_player=0)
    s.conflict = "secure_imperial_basin"
    a = s.players[0]
    a.conflict = {"troop": 1, "sandworm": 1}
    a.zones = {"objectives": ("desert_mouse_4_6",)}
    vp, spice, markers = a.vp, a.spice, a.control_markers
    run_frames(s, ("combat_resolve",))
    assert a.vp == vp + 1 and a.spice == spice + 4
    assert s.control == {"imperial_basin": 0} and a.control_markers == markers - 1
    assert a.zones == {"face_down": ("secure_imperial_basin", "desert_mouse_4_6")}


def test_a_worm_does_not_double_another_players_rewards() -> None:
    """FAQ 2.6: one or more of *your* worms double *your* rewards, never more than ×2."""
    s = combat(4, [1, 2, 0, 0], worms={0: 2})  # seat 0: 2 + 6 = 8 beats seat 1's 4
    a, b = s.players[0], s.players[1]
    assert a.spice == 4  # 2 spice twice, not four times
    assert b.water == 2  # the 2nd place, once


def test_the_defensive_bonus_deploys_a_troop_from_supply() -> None:
    """002 Lugares cruciales: "Cuando se revela una carta de Conflicto correspondiente a una casilla
    que ya controlas, recibes una bonificación defensiva: puedes desplegar en el Conflicto una tropa
    de tu suministro"."""
    s = game(4, first_player=0)
    s.control["arrakeen"] = 2
    s.conflict_deck = s.conflict_deck + ("siege_of_arrakeen",)
    p = s.players[2]
    supply, garrison = p.supply, p.garrison
    run_frames(s, ("round_start",))
    assert s.conflict == "siege_of_arrakeen" and s.pending == ("defend", 2)
    s.apply("defend")
    assert p.conflict == {"troop": 1} and p.supply == supply - 1 and p.garrison == garrison


# ---- the Conflict deck, the end of the game --------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_conflict_deck_is_one_level_i_five_level_ii_and_the_four_level_iii(seed: int) -> None:
    """002 Preparación B: four level III at the bottom, five of the nine level II on them, one of
    the three level I on top: ten cards (the first is revealed in round 1)."""
    s = game(4, seed=seed)
    content = load_content("uprising")
    levels = [content.conflicts[c].level for c in (*s.conflict_deck, s.conflict)]  # bottom → top
    assert levels == [3] * 4 + [2] * 5 + [1]
    assert len(set(s.conflict_deck) | {s.conflict}) == 10


def test_the_game_ends_at_recall_with_10_vp() -> None:
    """002 Objetivo / FASE 5: "Al final de cada ronda, si algún jugador ha alcanzado 10 o más Puntos
    de Victoria ... la partida finaliza"."""
    from landsraad.rules.zones import set_vp
    s = game(3)
    for p in s.players:
        p.intrigues = ()
    set_vp(s, s.players[2], "test", 9)
    run_frames(s, ("recall",))
    assert not s.is_terminal()
    s2 = game(3)
    for p in s2.players:
        p.intrigues = ()
    set_vp(s2, s2.players[2], "test", 10)
    run_frames(s2, ("recall",))
    assert s2.is_terminal() and s2.winner == 2


def test_the_game_ends_at_recall_when_the_conflict_deck_is_empty() -> None:
    """002 Objetivo: "(o si el mazo de Conflictos está vacío)"."""
    s = game(3)
    for p in s.players:
        p.intrigues = ()
    s.conflict_deck = ()
    run_frames(s, ("recall",))
    assert s.is_terminal()


@pytest.mark.parametrize(("field", "name"), [
    ("spice", "spice"), ("solari", "solari"), ("water", "water"), ("garrison", "garrison")])
def test_tie_breakers_spice_solari_water_garrison(field: str, name: str) -> None:
    """002 Desenlace: "Si se produce un empate, los criterios de desempate son, por este orden:
    cantidad de especia, de solaris, de agua y de tropas en la guarnición" (then the latest Reveal,
    docs/rulings.md U138 onwards, FAQ 2.4)."""
    from landsraad.rules.zones import set_vp
    s = game(3)
    order = ["spice", "solari", "water", "garrison"]
    for p in s.players:
        p.intrigues = ()
        set_vp(s, p, "test", 5)
        p.spice = p.solari = p.water = p.garrison = 1
    # seat 1 leads on `field`; seat 2 leads on every later criterion
    setattr(s.players[1], field, 2)
    for later in order[order.index(field) + 1:]:
        setattr(s.players[2], later, 9)
    for p in s.players:
        p.supply = 12 - p.garrison
    s.conflict_deck = ()
    run_frames(s, ("recall",))
    assert s.is_terminal() and s.winner == 1 and s.tiebreak == name


@pytest.mark.parametrize(("space", "water"), [("hagga_basin", 1), ("deep_desert", 3)])
def test_behind_the_shield_wall_the_worm_option_is_not_offered(space: str, water: int) -> None:
    """002 icon guide, Gusano de arena: "No hace nada si el Conflicto actual está protegido por la
    Muralla Escudo". With Maker Hooks, the maker spaces' worm option gives nothing in a protected
    Conflict: it is not offered and the spice is taken by itself (docs/rulings.md U600, after U400)."""
    s = game(4)
    seat = turn_of(s, ["dune_the_desert_planet"])
    p = s.players[seat]
    p.water = water
    MAKER_HOOKS.put(s, (seat,))
    s.bonus_spice = dict.fromkeys(s.bonus_spice, 0)
    s.conflict = "secure_imperial_basin"  # fought at Imperial Basin, behind the Shield Wall
    s._legal = None
    s.apply(f"agent dune_the_desert_planet {space}")
    assert s.pending is None or s.pending[0] != "choose"
    assert p.spice == {"hagga_basin": 2, "deep_desert": 4}[space] and p.conflict == {}
    s2 = game(4)  # the wall removed: the worms are an option again
    seat = turn_of(s2, ["dune_the_desert_planet"])
    s2.players[seat].water = water
    MAKER_HOOKS.put(s2, (seat,))
    s2.conflict = "secure_imperial_basin"
    SHIELD_WALL.put(s2, False)
    s2._legal = None
    s2.apply(f"agent dune_the_desert_planet {space}")
    assert s2.legal_actions() == ["choose 1", "choose 2"]


def test_desert_power_offers_no_water_for_a_worm_behind_the_shield_wall() -> None:
    """Desert Power's Reveal box "+2 Persuasion OR With Maker Hooks: 1 Water -> 1 Sandworm": the
    water would buy nothing in a protected Conflict (002 icon guide, Gusano de arena; U600)."""
    s = game(4)
    seat = turn_of(s, ["desert_power"])
    p = s.players[seat]
    p.water, p.agents_left = 1, 0
    MAKER_HOOKS.put(s, (seat,))
    s.conflict = "secure_imperial_basin"
    s._legal = None
    s.apply("reveal")
    if s.pending is not None and s.pending[0] == "acquire" and "resolve desert_power" in s.legal_actions():
        s.apply("resolve desert_power")
    assert s.pending is None or s.pending[0] != "choose"
    assert p.water == 1 and p.persuasion == 2


# ---- more of the board and the units ----------------------------------------------------------

def test_secrets_takes_a_random_intrigue_from_each_opponent_holding_4_or_more() -> None:
    """002 guide, Secretos: "Roba una carta de Intriga. Cada adversario que tenga cuatro o más cartas
    de Intriga debe darte una de ellas (elegida al azar)"; +1 Bene Gesserit Influence."""
    s = game(4)
    seat = turn_of(s, ["seek_allies"])
    p, four, three = s.players[seat], s.players[(seat + 1) % 4], s.players[(seat + 2) % 4]
    four.intrigues = ("contingency_plan", "devour", "crysknife", "ornithopter")
    three.intrigues = ("contingency_plan", "devour", "crysknife")
    held = set(four.intrigues)
    s.apply("agent seek_allies secrets")
    assert len(p.intrigues) == 2 and len(four.intrigues) == 3 and len(three.intrigues) == 3
    assert set(p.intrigues) & held and influence(s, seat, "bene_gesserit") == 1


def test_the_swordmaster_a_third_agent_this_round_and_once_per_game() -> None:
    """002 guide, Maestro de armas: "Puedes enviar un Agente a esta casilla una sola vez por partida.
    ... Durante el resto de la partida (incluida esta ronda), tienes tres Agentes"; 002 Preparación
    G1 (the third Agent waits beside the board)."""
    s = game(4)
    seat = turn_of(s, ["dagger", "dagger"])
    p = s.players[seat]
    p.solari = 20
    s._legal = None
    s.apply("agent dagger swordmaster")
    assert p.has_swordmaster and p.solari == 12 and p.agents_left == 2  # one sent, one gained
    s.agents = {}  # the space free again (as after a Recall): still closed to this player
    s.pending = ("turn", seat)
    s._legal = None
    assert "agent dagger swordmaster" not in s.legal_actions()
    run_frames(s, ("recall",))  # the next round: three Agents
    assert s.round == 2 and p.agents_left == 3


def test_a_retreat_moves_troops_never_sandworms() -> None:
    """002 icon guide, Retirar: "Cuando retires una tropa, quítala del Conflicto y devuélvela a tu
    guarnición"; Gusano de arena: worms "nunca pueden estar en guarniciones" (FAQ 2.6)."""
    s = game(4)
    p = s.players[1]
    p.conflict = {"sandworm": 1}
    garrison = p.garrison
    run_frames(s, ("eff", 1, ("retreat", 1), "test"))
    assert p.conflict == {"sandworm": 1} and p.garrison == garrison


def test_winning_control_replaces_an_opponents_marker() -> None:
    """002 icon guide, Control: "pon tu indicador de Control sobre la bandera que hay debajo de esa
    casilla (sustituyendo todo indicador de tus adversarios que hubiera ahí)"."""
    s = game(4, first_player=0)
    s.control["imperial_basin"] = 1
    b = s.players[1]
    b.control_markers -= 1
    markers = b.control_markers
    s.conflict = "secure_imperial_basin"
    s.players[0].conflict = {"troop": 1}
    run_frames(s, ("combat_resolve",))
    assert s.control == {"imperial_basin": 0} and b.control_markers == markers + 1


# ---- the board-space guide, space by space (the spaces tested elsewhere are left out) -------------

ANSWERS = {"plots": "done", "deploy": "deploy 0", "trash_pick": "decline", "gather": "gather none",
           "faction": "faction emperor", "spy_place": "spy emperor"}


@pytest.mark.parametrize(("space", "card", "start", "gains"), [
    # 002 guide, Sardaukar: "Coste: 4 de especia. Recibe 1 punto de Influencia con el Emperador.
    # Roba una carta de Intriga y recluta cuatro tropas."
    ("sardaukar", "diplomacy", {"spice": 4},
     {"spice": -4, "intrigues": 1, "garrison": 4, "emperor": 1}),
    # Crucero: "Coste: 5 de especia. Recibe 1 punto de Influencia con la Cofradía Espacial. Recluta
    # cinco tropas." (a Combat space: here none deployed)
    ("heighliner", "diplomacy", {"spice": 5}, {"spice": -5, "garrison": 5, "guild": 1}),
    # Entregar suministros: "+1 Cofradía Espacial. Recibe 1 de agua."
    ("deliver_supplies", "diplomacy", {}, {"water": 1, "guild": 1}),
    # Espionaje: "Coste: 1 de especia. +1 Bene Gesserit. Roba una carta y coloca un Espía."
    ("espionage", "diplomacy", {"spice": 1}, {"spice": -1, "hand": 1, "bene_gesserit": 1, "spies": 1}),
    # Tácticas del desierto: "Coste: 1 de agua. +1 Fremen. Recluta una tropa y desecha una carta."
    # (trashing is declined here: 002 icon guide, "Desechar cartas es opcional ...")
    ("desert_tactics", "diplomacy", {"water": 1}, {"water": -1, "garrison": 1, "fremen": 1}),
    # Fremochila: "+1 Fremen. Roba una carta."
    ("fremkit", "diplomacy", {}, {"hand": 1, "fremen": 1}),
    # Puesto de investigación: "Coste: 2 de agua. Recluta dos tropas y roba dos cartas."
    ("research_station", "reconnaissance", {"water": 2}, {"water": -2, "garrison": 2, "hand": 2}),
    # Arrakeen: "Recluta una tropa y roba una carta." (nobody controls it)
    ("arrakeen", "reconnaissance", {}, {"garrison": 1, "hand": 1}),
    # Depresión Imperial: "Recibe 1 de especia, además de toda la especia adicional" (none yet)
    ("imperial_basin", "dune_the_desert_planet", {}, {"spice": 1}),
    # Transporte de mercancías: "Requisito: 2 Cofradía. Coste: 3 de especia. Recibe 5 solaris y
    # recibe 1 punto de Influencia con cualquier Facción." (the Emperor chosen here)
    ("shipping", "dune_the_desert_planet", {"spice": 3, "guild": 2}, {"spice": -3, "solari": 5, "emperor": 1}),
    # Salón de actos: "Roba una carta de Intriga."
    ("assembly_hall", "dagger", {}, {"intrigues": 1}),
])
def test_a_board_space_gives_what_the_guide_says(space: str, card: str, start: dict[str, int],
                                                  gains: dict[str, int]) -> None:
    """002 GUÍA DE CASILLAS DEL TABLERO, through the engine: the card's icon reaches the space, its
    cost is paid first, its effects and Faction Influence follow (002 Turno de Agente)."""
    s = game(4)
    seat = turn_of(s, [card])
    p = s.players[seat]
    factions = ("emperor", "guild", "bene_gesserit", "fremen")
    for k, v in start.items():
        if k in factions:
            set_influence(s, seat, k, v)
        else:
            setattr(p, k, v)
    s._legal = None

    def snapshot() -> dict[str, int]:
        out = {"spice": p.spice, "solari": p.solari, "water": p.water, "garrison": p.garrison,
               "hand": len(p.hand), "intrigues": len(p.intrigues), "spies": len(SPIES.get(s))}
        out.update({f: influence(s, seat, f) for f in factions})
        return out

    before = snapshot()
    s.apply(f"agent {card} {space}")
    while s.pending is not None and s.pending[0] != "turn":
        assert s.pending[1] == seat
        s.apply(ANSWERS[s.pending[0]])
    after = snapshot()
    before["hand"] -= 1  # the card played
    assert {k: after[k] - before[k] for k in after if after[k] != before[k]} == gains
    assert s.agents[space] == (seat,)


def test_a_worm_doubles_the_2nd_reward_taken_on_a_tie_for_1st() -> None:
    """002 Recompensas duplicadas: "Cuando recibas recompensas, si tienes uno o más gusanos de arena
    en el Conflicto, duplicas las recompensas que recibes" — also the 2nd reward each player tied
    for 1st takes (002 Empates). Seat 0: two worms (6); seat 1: three troops (6)."""
    s = combat(4, [0, 3, 0, 0], worms={0: 2})
    a, b = s.players[0], s.players[1]
    assert (a.water, b.water) == (4, 2)  # Secure Imperial Basin's 2nd: 2 water and a troop
    assert s.control == {} and "conflicts" not in a.zones and "conflicts" not in b.zones


def sietch_tabr(hooks: bool = False) -> tuple[GameState, int]:
    s = game(4)
    seat = turn_of(s, ["reconnaissance"])
    set_influence(s, seat, "fremen", 2)
    if hooks:
        MAKER_HOOKS.put(s, (seat,))
    s._legal = None
    s.apply("agent reconnaissance sietch_tabr")
    return s, seat


def test_sietch_tabr_maker_hooks_a_troop_and_water_or_water_and_the_shield_wall() -> None:
    """002 guide, Sietch Tabr: "Requisito: 2 Fremen. Elige entre: recibe una ficha de Garfio de doma
    (si no tienes ninguna), recluta una tropa y recibe 1 de agua O, recibe 1 de agua y puedes retirar
    la ficha de Muralla Escudo del tablero" (docs/rulings.md U6; a Combat space)."""
    s, seat = sietch_tabr()
    p = s.players[seat]
    water, garrison = p.water, p.garrison
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 1")
    if s.pending is not None and s.pending[0] == "deploy":
        s.apply("deploy 0")
    assert MAKER_HOOKS.get(s) == (seat,) and p.water == water + 1 and p.garrison == garrison + 1
    s, seat = sietch_tabr()
    p = s.players[seat]
    s.apply("choose 2")
    assert s.pending == ("shield_wall", seat)
    s.apply("shield_wall remove")
    assert SHIELD_WALL.get(s) is False and p.water == water + 1 and MAKER_HOOKS.get(s) == ()


def test_sietch_tabr_with_hooks_already_still_gives_the_troop_and_water() -> None:
    """docs/rulings.md U6: "(si no tienes ninguna)" limits the token only."""
    s, seat = sietch_tabr(hooks=True)
    p = s.players[seat]
    water, garrison = p.water, p.garrison
    s.apply("choose 1")
    if s.pending is not None and s.pending[0] == "deploy":
        s.apply("deploy 0")
    assert MAKER_HOOKS.get(s) == (seat,) and p.water == water + 1 and p.garrison == garrison + 1


@pytest.mark.parametrize(("space", "card", "start", "bonus"), [
    ("arrakeen", "reconnaissance", {}, "solari"),
    ("spice_refinery", "reconnaissance", {}, "solari"),
    ("imperial_basin", "dune_the_desert_planet", {}, "spice"),
])
def test_the_controller_takes_the_bonus_whoever_sends_an_agent(space: str, card: str, start: dict[str, int],
                                                                 bonus: str) -> None:
    """002 Lugares cruciales: "recibes la bonificación indicada cada vez que cualquier jugador
    (incluido tú) envía un Agente a ella ... 1 solari para «Arrakeen» o «Refinería de especia», y 1
    de especia para «Depresión Imperial»"."""
    for controller_is_me in (False, True):
        s = game(4)
        seat = turn_of(s, [card])
        owner = seat if controller_is_me else (seat + 1) % 4
        s.control[space] = owner
        o = s.players[owner]
        before = getattr(o, bonus)
        own_gain = {"arrakeen": 0, "spice_refinery": 2, "imperial_basin": 1}[space] if controller_is_me else 0
        s.apply(f"agent {card} {space}")
        while s.pending is not None and s.pending[0] in ("plots", "deploy", "cost_option"):
            s.apply({"plots": "done", "deploy": "deploy 0", "cost_option": "cost 1"}[s.pending[0]])
        assert getattr(o, bonus) == before + 1 + own_gain


def test_a_trashed_reserve_card_goes_back_to_its_reserve_pile() -> None:
    """002 icon guide, Desecha: "Devuélvela a la caja del juego ... Las cartas de la Reserva se
    devuelven a su pila en la Reserva" (Desert Tactics: "desecha una carta", from the discard pile)."""
    s = game(4)
    seat = turn_of(s, ["diplomacy"])
    p = s.players[seat]
    p.water, p.discard = 1, ["prepare_the_way"]
    reserve = s.reserve["prepare_the_way"]
    s.apply("agent diplomacy desert_tactics")
    assert s.pending is not None and s.pending[0] == "trash_pick"
    s.apply("trash discard prepare_the_way")
    assert s.reserve["prepare_the_way"] == reserve + 1 and p.discard == []
