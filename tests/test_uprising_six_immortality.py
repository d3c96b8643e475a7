"""Immortality with six players through the real engine: seed 002 INTEGRACIÓN CON OTROS PRODUCTOS
DE DUNE: IMPERIUM, "INMORTALIDAD" (the six-player part), with seed 003's components
(landsraad/modules/combined/choam__immortality__uprising_six/; rulings S870-S876). Each test quotes the sentence
it checks."""

from __future__ import annotations

import pytest
from six_game import MUAD_DIB, MUAD_DIB_ALLIES, SHADDAM, SHADDAM_ALLIES, run, search_decides_legally

from landsraad import GameConfig, GameState, new_game
from landsraad.core.errors import ConfigError
from landsraad.modules.immortality.data import imm, markers
from landsraad.modules.immortality.scenario import set_specimens, specimens_of
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU, TLEILAXU_ROW, TLEILAXU_SPICE
from landsraad.modules.uprising_six.activation import ACTIVATED
from landsraad.modules.uprising_six.data import six_data
from landsraad.rules import engine
from landsraad.rules.effects import condition
from landsraad.rules.ruleset import implied_modules
from landsraad.rules.turn_context import Turn
from landsraad.rules.turns import play_intrigue

JESSICA, GURNEY = MUAD_DIB_ALLIES
FEYD, IRULAN = SHADDAM_ALLIES
COMMANDERS = (MUAD_DIB, SHADDAM)
# the order `--players 6 --modules immortality` gives (implied_modules: the six-player module last)
MODULES = ("immortality", "choam", "uprising_six")


def game(seed: int = 1, modules: tuple[str, ...] = MODULES, log: bool = False) -> GameState:
    s = new_game(GameConfig(edition="uprising", players=6, modules=modules, leaders=("random",) * 6, log=log),
                 seed=seed)
    s.pending, s._legal, s.stack = None, None, []
    return s


def research(s: GameState, seat: int) -> str:
    return RESEARCH.get(s)[seat]


def put_research(s: GameState, seat: int, space: str) -> None:
    RESEARCH.put(s, tuple(space if i == seat else x for i, x in enumerate(RESEARCH.get(s))))


def put_tleilaxu(s: GameState, seat: int, at: int) -> None:
    TLEILAXU.put(s, tuple(at if i == seat else x for i, x in enumerate(TLEILAXU.get(s))))


# ---- the game is offered ---------------------------------------------------------------------------

def test_six_players_are_played_with_immortality_and_its_variant() -> None:
    """002 INTEGRACIÓN CON OTROS PRODUCTOS ... INMORTALIDAD (S816): `--players 6 --modules immortality`
    is the six-player game with CHOAM and Immortality; the base game's cards are still refused."""
    assert implied_modules("uprising", 6, ("immortality",)) == MODULES
    for mods in (MODULES, ("choam", "uprising_six", "immortality"),
                 ("immortality", "immortality_up_to_11", "choam", "uprising_six")):
        assert GameConfig(edition="uprising", players=6, modules=mods).modules == mods
    with pytest.raises(ConfigError, match="not yet played with base_cards"):
        GameConfig(edition="uprising", players=6, modules=("choam", "base_cards", "uprising_six"))


@pytest.mark.parametrize("modules", [MODULES, ("choam", "uprising_six", "immortality")])
def test_commanders_add_no_experimentation_and_remove_nothing(modules: tuple[str, ...]) -> None:
    """002 INMORTALIDAD: "Los Comandantes no añaden copias de Experimentación a sus mazos (ni tampoco
    retiran ninguna carta)"; the Allies set up as 003 Preparación says (Experimentation instead of
    Dune, the Desert Planet), and the Research Station is Immortality's (002 AÑADIR INMORTALIDAD:
    "sigues teniendo que taparla"), whichever module comes first."""
    s = game(modules=modules)
    data = six_data()
    for seat, commander in ((MUAD_DIB, "muad_dib"), (SHADDAM, "shaddam")):
        p = s.players[seat]
        assert sorted(p.deck + p.hand) == sorted(data.commanders[commander].starter_deck())
    for seat in (*MUAD_DIB_ALLIES, *SHADDAM_ALLIES):
        cards = s.players[seat].deck + s.players[seat].hand
        assert cards.count("experimentation") == 2 and "dune_the_desert_planet" not in cards
        assert sorted(cards) == sorted(s.rules.content.starter_deck)
    assert ("research", 1) in s.rules.content.spaces["research_station"].effects


def test_up_to_11_allies_start_on_0_and_commanders_on_4() -> None:
    """002 INMORTALIDAD: "Si se juega con la variante «Hasta los 11», los Aliados empiezan con 0 Puntos
    de Victoria (en vez de 1). Los Comandantes, sin embargo, empezarán con 4 Puntos de Victoria" (003
    VARIANTES: played to 11)."""
    s = game(modules=("immortality", "immortality_up_to_11", "choam", "uprising_six"))
    assert [p.vp for p in s.players] == [0 if seat not in COMMANDERS else 4 for seat in range(6)]
    assert s.rules.end_vp == 11
    plain = game()
    assert [p.vp for p in plain.players] == [1 if seat not in COMMANDERS else 4 for seat in range(6)]
    assert plain.rules.end_vp == 10


# ---- the Research and Tleilaxu tracks ---------------------------------------------------------------

def test_a_commanders_research_icon_moves_his_activated_allys_token_and_the_bonus_is_the_allys() -> None:
    """002 INMORTALIDAD: "Los Comandantes no tienen una ficha de Investigación en el medidor de
    Investigación ... Su Aliado activado será quien reciba los beneficios (incluida cualquier
    bonificación resultante) cada vez que el Comandante active un icono de Investigación" (c1r3's
    bonus is a specimen: from the Ally's supply)."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    start, supply = research(s, MUAD_DIB), s.players[JESSICA].supply
    run(s, MUAD_DIB, ("research", 1))
    assert research(s, JESSICA) == "c1r3" and research(s, MUAD_DIB) == start
    assert specimens_of(s.players[JESSICA]) == 1 and s.players[JESSICA].supply == supply - 1
    assert specimens_of(s.players[MUAD_DIB]) == 0 and research(s, GURNEY) == start


@pytest.mark.parametrize(("answer", "space", "tleilaxu", "specimens"),
                         [("research c2r2", "c2r2", 0, 2), ("research c2r4", "c2r4", 1, 1)])
def test_the_activated_ally_chooses_the_path_and_takes_either_bonus(answer: str, space: str, tleilaxu: int,
                                                                   specimens: int) -> None:
    """003 EL MEDIDOR DE INVESTIGACIÓN: with two connected spaces the token's owner chooses; the token
    is the activated Ally's, so is the choice (S870), and each branch's bonus is his (002: "incluida
    cualquier bonificación resultante": a specimen, or a Tleilaxu step)."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    run(s, MUAD_DIB, ("research", 1))
    run(s, MUAD_DIB, ("research", 1))
    assert s.pending == ("research", JESSICA)
    assert s.legal_actions() == ["research c2r2", "research c2r4"]
    s.apply(answer)
    assert research(s, JESSICA) == space and TLEILAXU.get(s)[JESSICA] == tleilaxu
    assert specimens_of(s.players[JESSICA]) == specimens
    assert TLEILAXU.get(s)[MUAD_DIB] == 0 and specimens_of(s.players[MUAD_DIB]) == 0


def test_a_commanders_tleilaxu_icon_moves_his_activated_allys_token_with_its_rewards() -> None:
    """002 INMORTALIDAD: "ni una ficha Tleilaxu en el medidor Tleilaxu. Su Aliado activado será quien
    reciba los beneficios ... cada vez que el Comandante ... reciba un icono Tleilaxu": the space's VP
    and the setup spice (003: "El primer jugador que llegue a ella") are the Ally's."""
    s = game()
    ACTIVATED.put(s, (SHADDAM, IRULAN))
    at = imm(s).tleilaxu_track.setup_spice_index
    put_tleilaxu(s, IRULAN, at - 1)
    vp, spice, shaddam = s.players[IRULAN].vp, s.players[IRULAN].spice, (s.players[SHADDAM].vp, s.players[SHADDAM].spice)
    run(s, SHADDAM, ("tleilaxu", 1))
    assert TLEILAXU.get(s)[IRULAN] == at and TLEILAXU.get(s)[SHADDAM] == 0
    assert s.players[IRULAN].vp == vp + 1 and s.players[IRULAN].spice == spice + 2 and TLEILAXU_SPICE.get(s) == 0
    assert (s.players[SHADDAM].vp, s.players[SHADDAM].spice) == shaddam


def test_with_no_ally_activated_the_commander_first_chooses_one() -> None:
    """A Plot Intrigue before his Agent is sent: the seed names the activated Ally, and none is; as
    for Influence (S825) he first chooses one of his Allies (S872): either may be chosen."""
    for ally in MUAD_DIB_ALLIES:
        s = game()
        run(s, MUAD_DIB, ("tleilaxu", 1))
        assert s.pending[:2] == ("six_activate", MUAD_DIB)
        assert s.legal_actions() == [f"activate p{a}" for a in MUAD_DIB_ALLIES]
        s.apply(f"activate p{ally}")
        assert [TLEILAXU.get(s)[a] for a in MUAD_DIB_ALLIES] == [int(a == ally) for a in MUAD_DIB_ALLIES]


def test_the_tleilaxu_option_is_not_offered_when_the_activated_allys_token_is_at_the_end() -> None:
    """Reclaimed Forces (003 CARTAS TLEILAXU: recruit two troops or a Tleilaxu step) acquired by a
    Commander: both options are the activated Ally's; the step is not offered while the Ally's token
    is on the last space (I71, I38), whatever the other Ally's."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    card = imm(s).tleilaxu[imm(s).row_card]
    run(s, MUAD_DIB, *card.acquire)
    assert s.pending[:2] == ("choose", MUAD_DIB) and s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 2")
    assert TLEILAXU.get(s)[JESSICA] == 1 and TLEILAXU.get(s)[MUAD_DIB] == 0
    garrison = s.players[JESSICA].garrison
    run(s, MUAD_DIB, *card.acquire)
    s.apply("choose 1")
    assert s.players[JESSICA].garrison == garrison + 2 and s.players[MUAD_DIB].garrison == 0
    put_tleilaxu(s, JESSICA, len(imm(s).tleilaxu_track.spaces) - 1)
    run(s, MUAD_DIB, *card.acquire)
    assert s.pending is None or s.legal_actions() == ["choose 1"]


# ---- genetic markers --------------------------------------------------------------------------------

def test_a_commander_has_his_most_advanced_allys_markers_even_activating_the_other() -> None:
    """002 INMORTALIDAD: "Un Comandante tiene los mismos indicadores genéticos que los de aquel de sus
    Aliados que más haya avanzado en el medidor de Investigación. Esto ocurre incluso mientras está
    activando al otro Aliado" (S871)."""
    s = game()
    first = imm(s).research.markers[0].column
    space = next(k for k, v in imm(s).research.spaces.items() if v.column == first)
    assert markers(s, MUAD_DIB) == 0
    assert not condition(s, MUAD_DIB, ("genetic_markers", 1), "card:test")
    put_research(s, GURNEY, space)
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))  # activating the other Ally
    assert markers(s, MUAD_DIB) == 1 and markers(s, JESSICA) == 0
    assert condition(s, MUAD_DIB, ("genetic_markers", 1), "card:test")
    assert not condition(s, MUAD_DIB, ("genetic_markers", 2), "card:test")
    assert markers(s, SHADDAM) == 0  # the other team's Commander reads his own Allies


def test_tied_allies_give_the_same_markers() -> None:
    """S871: two Allies in the same column have the same markers; either is read."""
    s = game()
    column = imm(s).research.markers[0].column
    a, b = [k for k, v in imm(s).research.spaces.items() if v.column == column][:2]
    put_research(s, JESSICA, a)
    put_research(s, GURNEY, b)
    assert markers(s, MUAD_DIB) == 1
    ACTIVATED.put(s, (MUAD_DIB, GURNEY))
    assert markers(s, MUAD_DIB) == 1


# ---- specimens --------------------------------------------------------------------------------------

def test_a_commanders_specimen_comes_from_his_activated_allys_supply() -> None:
    """002 INMORTALIDAD: "Cuando un Comandante genera un espécimen, este procede del suministro de su
    Aliado activado"."""
    s = game()
    ACTIVATED.put(s, (SHADDAM, FEYD))
    supply = s.players[FEYD].supply
    run(s, SHADDAM, ("specimen", 2))
    assert specimens_of(s.players[FEYD]) == 2 and s.players[FEYD].supply == supply - 2
    assert specimens_of(s.players[SHADDAM]) == 0 and specimens_of(s.players[IRULAN]) == 0


@pytest.mark.parametrize("answer", ["pay", "decline"])
def test_a_commander_pays_a_specimen_cost_with_his_activated_allys(answer: str) -> None:
    """"Un Comandante solo puede gastar los especímenes de su Aliado activado (cuando esté pagando el
    coste en especímenes de una carta ...)": Organ Merchants' "1 specimen → 4 Solari", the Solari his."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    set_specimens(s.players[JESSICA], 1)
    solari = s.players[MUAD_DIB].solari
    run(s, MUAD_DIB, *s.rules.content.cards["organ_merchants"].agent)
    assert s.pending[:2] == ("may", MUAD_DIB)
    s.apply(answer)
    paid = answer == "pay"
    assert specimens_of(s.players[JESSICA]) == (0 if paid else 1)
    assert s.players[MUAD_DIB].solari == solari + (4 if paid else 0)


def test_the_other_allys_specimens_do_not_pay() -> None:
    """"solo ... los especímenes de su Aliado activado": with the other Ally's only, the arrow is not
    offered."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    set_specimens(s.players[GURNEY], 3)
    run(s, MUAD_DIB, *s.rules.content.cards["organ_merchants"].agent)
    assert s.pending is None and specimens_of(s.players[GURNEY]) == 3


def test_a_commander_acquires_a_tleilaxu_card_with_his_activated_allys_specimens() -> None:
    """"... o adquiriendo una carta Tleilaxu": in his Reveal turn's acquire decision the Row's cards he
    is offered are those the activated Ally's specimens pay for (not the other Ally's); the card is the
    Commander's (his discard pile), the specimens the Ally's (S875)."""
    s = game()
    s.turn = Turn(seat=SHADDAM, kind="reveal")
    ACTIVATED.put(s, (SHADDAM, FEYD))
    TLEILAXU_ROW.put(s, ("contaminator", "twisted_mentat"))  # costs 1 and 4
    set_specimens(s.players[FEYD], 1)
    set_specimens(s.players[IRULAN], 4)
    s.stack = [("acquire_window", SHADDAM)]
    engine.run(s)
    assert s.pending[:2] == ("acquire", SHADDAM)
    offered = s.legal_actions()
    assert "acquire contaminator" in offered and "acquire twisted_mentat" not in offered
    assert f"acquire {imm(s).row_card}" not in offered  # Reclaimed Forces costs 3
    assert "acquire contaminator top" not in offered  # no genetic marker yet (003: the first one)
    s.apply("acquire contaminator")
    assert specimens_of(s.players[FEYD]) == 0 and specimens_of(s.players[IRULAN]) == 4
    assert "contaminator" in s.players[SHADDAM].discard and "contaminator" not in s.players[FEYD].discard


def test_with_his_allys_first_marker_a_commander_may_put_a_tleilaxu_card_on_his_deck() -> None:
    """003 CARTAS TLEILAXU: with the first genetic marker "puedes poner [la carta] en la parte superior de
    tu mazo"; a Commander's markers are his most advanced Ally's (002), here not the activated one."""
    s = game()
    s.turn = Turn(seat=SHADDAM, kind="reveal")
    ACTIVATED.put(s, (SHADDAM, FEYD))
    first = imm(s).research.markers[0].column
    put_research(s, IRULAN, next(k for k, v in imm(s).research.spaces.items() if v.column == first))
    TLEILAXU_ROW.put(s, ("contaminator", "twisted_mentat"))
    set_specimens(s.players[FEYD], 1)
    s.stack = [("acquire_window", SHADDAM)]
    engine.run(s)
    assert "acquire contaminator top" in s.legal_actions()
    s.apply("acquire contaminator top")
    p = s.players[SHADDAM]
    assert "contaminator" not in p.discard and "contaminator" in (*p.deck, *p.deck_top)


# ---- the Endgame --------------------------------------------------------------------------------------

def test_shadowy_bargain_gives_a_commander_nothing_in_the_endgame() -> None:
    """002 INMORTALIDAD: "Acuerdo clandestino — Los Comandantes no activan a ningún Aliado durante el
    Desenlace, por lo que el efecto de Desenlace de esta carta no les proporciona nada" (its Endgame
    box is a Tleilaxu step: S873). An Ally playing it takes the step."""
    s = game(log=True)
    s.phase = "endgame"
    s.players[MUAD_DIB].intrigues = ("shadowy_bargain",)
    s.players[JESSICA].intrigues = ("shadowy_bargain",)
    before = (TLEILAXU.get(s), [p.vp for p in s.players])
    play_intrigue(s, MUAD_DIB, "shadowy_bargain", "endgame")
    engine.run(s)
    assert s.pending is None and (TLEILAXU.get(s), [p.vp for p in s.players]) == before
    assert any("no Ally" in str(e) for e in s.log or ())
    play_intrigue(s, JESSICA, "shadowy_bargain", "endgame")
    engine.run(s)
    assert TLEILAXU.get(s)[JESSICA] == 1


# ---- "Pierde una tropa" -----------------------------------------------------------------------------

def test_a_lose_troops_cost_a_commander_pays_is_his_activated_allys_troops() -> None:
    """002 INMORTALIDAD: "Cuando un Comandante active un efecto que incluya ese coste [«Pierde una
    tropa»], será su Aliado activa quien pierda las tropas": Tleilaxu Surgeon's Reveal, "lose two
    troops → 2 specimens" (the specimens his too)."""
    s = game()
    s.turn = Turn(seat=MUAD_DIB, kind="reveal")
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    jessica = s.players[JESSICA]
    jessica.conflict, jessica.garrison = {}, 3
    run(s, MUAD_DIB, *s.rules.content.cards["tleilaxu_surgeon"].reveal[1:])
    assert s.pending[:2] == ("may", MUAD_DIB)
    s.apply("pay")
    assert jessica.garrison == 1 and specimens_of(jessica) == 2 and specimens_of(s.players[MUAD_DIB]) == 0


@pytest.mark.parametrize(("answer", "conflict", "garrison"),
                         [("lose_from_conflict 2", 0, 2), ("lose_from_conflict 1", 1, 1),
                          ("lose_from_conflict 0", 2, 0)])
def test_the_activated_ally_chooses_where_his_troops_are_lost_from(answer: str, conflict: int, garrison: int) -> None:
    """003 (I24): "either" lets the loser split the loss between the Conflict and his garrison; the
    troops are the Ally's, so is the choice (each branch)."""
    s = game()
    s.turn = Turn(seat=MUAD_DIB, kind="reveal")
    ACTIVATED.put(s, (MUAD_DIB, GURNEY))
    gurney = s.players[GURNEY]
    gurney.conflict, gurney.garrison = {"troop": 2}, 2
    run(s, MUAD_DIB, *s.rules.content.cards["tleilaxu_surgeon"].reveal[1:])
    s.apply("pay")
    assert s.pending[:2] == ("lose_troops_split", GURNEY)
    assert s.legal_actions() == ["lose_from_conflict 0", "lose_from_conflict 1", "lose_from_conflict 2"]
    s.apply(answer)
    assert (gurney.conflict.get("troop", 0), gurney.garrison) == (conflict, garrison)


def test_the_arrow_is_not_offered_when_the_activated_ally_has_too_few_troops() -> None:
    """The cost is the activated Ally's: with one troop he cannot pay two, whatever the other Ally has."""
    s = game()
    s.turn = Turn(seat=MUAD_DIB, kind="reveal")
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    s.players[JESSICA].conflict, s.players[JESSICA].garrison = {}, 1
    s.players[GURNEY].garrison = 5
    run(s, MUAD_DIB, *s.rules.content.cards["tleilaxu_surgeon"].reveal[1:])
    assert s.pending is None and s.players[GURNEY].garrison == 5


# ---- "cuando venzas en un Conflicto" -----------------------------------------------------------------

def test_a_commander_never_wins_a_conflict() -> None:
    """002 INMORTALIDAD: "Estos efectos no pueden ser utilizados por Comandantes, porque los Comandantes
    nunca vencen en los Conflictos": the units a Commander recruits are his Ally's, so the winner (and
    the "when you win" window, 004 Fase 3) is an Ally."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    s.turn = Turn(seat=MUAD_DIB, kind="reveal")
    run(s, MUAD_DIB, ("swords", 3))
    assert s.players[MUAD_DIB].swords == 0 and s.players[JESSICA].swords == 3
    for p in s.players:
        p.conflict = {"troop": 2} if p.seat in (JESSICA, FEYD) else {}
        p.intrigues = ()
    s.players[FEYD].swords = 0
    s.turn = Turn()
    s.stack = [("combat_start",)]
    asked = []
    engine.run(s)
    while s.pending is not None and s.phase == "combat":
        asked.append(s.pending[:2])
        s.apply(s.legal_actions()[0])
    assert [p.seat for p in s.players if p.zones.get("conflicts")] == [JESSICA]
    assert not [a for a in asked if a[1] in COMMANDERS and a[0] == "win"]


# ---- an Alliance on a doubled icon ------------------------------------------------------------------

def test_stillsuit_manufacturers_fremen_alliance_reads_the_six_player_factions() -> None:
    """Stillsuit Manufacturer (003): "if you have the Fremen Alliance". 002 INFLUENCIA COMPARTIDA: an
    Ally's Fremen icon is the Fringe Worlds; Muad'Dib's is either his personal board (its Alliance at
    4: Tableros personales) or the Fringe Worlds; a Commander has no cube, so no Alliance, on the
    board's tracks (S874)."""
    s = game()
    cond = ("alliance", "fremen")
    fringe = s.rules.faction_index["fringe_worlds"]
    assert not any(condition(s, seat, cond, "card:stillsuit_manufacturer") for seat in range(6))
    s.alliance = tuple(FEYD if i == fringe else a for i, a in enumerate(s.alliance))
    ACTIVATED.put(s, (SHADDAM, FEYD))  # even activating the Ally who holds it
    assert [seat for seat in range(6) if condition(s, seat, cond, "card:stillsuit_manufacturer")] == [FEYD]
    from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE

    PERSONAL_INFLUENCE.put(s.players[MUAD_DIB], 4)
    assert condition(s, MUAD_DIB, cond, "card:stillsuit_manufacturer")
    PERSONAL_INFLUENCE.put(s.players[MUAD_DIB], 3)
    assert not condition(s, MUAD_DIB, cond, "card:stillsuit_manufacturer")
    assert not condition(s, SHADDAM, ("alliance", "emperor"), "card:test")
    PERSONAL_INFLUENCE.put(s.players[SHADDAM], 4)
    assert condition(s, SHADDAM, ("alliance", "emperor"), "card:test")


def test_in_random_games_a_commanders_tokens_never_move() -> None:
    """002 INMORTALIDAD: "Los Comandantes no tienen una ficha de Investigación ... ni una ficha Tleilaxu"
    (S876: the state's positions for them stay on the first spaces, every icon went to an Ally), while
    the Allies' move; the invariants hold after every step."""
    import random

    from landsraad.invariants import check

    moved = 0
    for g in range(2):
        s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES, leaders=("random",) * 6), seed=70 + g)
        start = RESEARCH.get(s)
        rng = random.Random(g)
        while not s.is_terminal():
            assert check(s) == []
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        for c in COMMANDERS:
            assert RESEARCH.get(s)[c] == start[c] and TLEILAXU.get(s)[c] == 0 and specimens_of(s.players[c]) == 0
        moved += sum(RESEARCH.get(s)[a] != start[a] or TLEILAXU.get(s)[a] > 0 for a in (*MUAD_DIB_ALLIES, *SHADDAM_ALLIES))
    assert moved > 0


def test_the_lobby_offers_six_players_with_immortality_and_up_to_11() -> None:
    """The lobby's module choices (the module's web part, `LOBBY_CHOICES`): six players with
    Immortality, and with its "Up to 11" variant, each for six seats in two teams; a game of either is
    made (no refusal), and named in words."""
    from landsraad.interfaces.web.lobby import lobby_offer, lobby_refusal, module_choices, rules_text

    for value in ("choam,immortality,uprising_six", "choam,immortality,immortality_up_to_11,uprising_six"):
        mods = module_choices()[value]
        offer = lobby_offer("uprising", "en")["modules"][value]
        assert "reason" not in offer and offer["players"] == [6] and len(offer["seats"]) == 6, value
        assert lobby_refusal("uprising", mods, 6) is None
        assert lobby_refusal("uprising", mods, 4) is not None
        assert "Immortality" in offer["name"] and "Immortality" in rules_text({"edition": "uprising",
                                                                                "modules": list(mods)}, "en")
    assert lobby_offer("uprising", "es")["modules"]["choam,immortality,uprising_six"]["name"].startswith(
        "Seis jugadores con Inmortalidad")


def test_the_heuristic_agent_plays_both_roles_with_immortality() -> None:
    """Issue 29 "Everywhere": the heuristic agent as a Commander (seat 0) and as an Ally (seat 1) of a
    game with Immortality (every choice legal: play_game applies them) to the end, a team winning."""
    from landsraad.sim import make_agents, play_game

    agents = make_agents(["heuristic", "heuristic", "random", "random", "random", "random"], 6, 7)
    out = play_game(GameConfig(edition="uprising", players=6, modules=MODULES), 7, agents)
    s = out.state
    assert s.is_terminal() and out.decisions > 200
    teams = s.result()["teams"]
    assert set(teams) == {"0", "1"}
    assert sum(p.vp for p in s.players if p.seat % 2 == 0) == teams["0"]["vp"]


def test_a_commander_plays_gruesome_sacrifice_for_his_ally_in_the_conflict() -> None:
    """Gruesome Sacrifice (003, Combat: "lose two troops in the Conflict → a Tleilaxu step and 2
    specimens") played by a Commander on his Ally's behalf (002 CARTAS DE INTRIGA DE COMBATE, S828):
    the Ally loses the troops (002 INMORTALIDAD: "será su Aliado activa quien pierda las tropas") and
    takes the step and the specimens."""
    s = game()
    for p in s.players:
        p.conflict = {"troop": 3} if p.seat == JESSICA else ({"troop": 2} if p.seat == FEYD else {})
        p.intrigues = ("gruesome_sacrifice",) if p.seat in (MUAD_DIB, FEYD) else ()  # Feyd's keeps the window open
        p.swords = 0
    s.first_player = MUAD_DIB
    s.turn = Turn()
    s.stack = [("combat_start",)]
    engine.run(s)
    assert s.pending[:2] == ("combat", MUAD_DIB) and "play gruesome_sacrifice" in s.legal_actions()
    supply = s.players[JESSICA].supply
    s.apply("play gruesome_sacrifice")
    jessica = s.players[JESSICA]
    assert s.phase == "combat" and jessica.conflict.get("troop", 0) == 1 and jessica.supply == supply + 2 - 2
    assert specimens_of(jessica) == 2 and TLEILAXU.get(s)[JESSICA] == 1
    assert TLEILAXU.get(s)[MUAD_DIB] == 0 and specimens_of(s.players[MUAD_DIB]) == 0


@pytest.mark.parametrize("seat", [MUAD_DIB, JESSICA])
def test_search_decides_legally_with_immortality(seat: int) -> None:
    """The search agent (determinized views: the Tleilaxu deck sampled too) in a Commander's and an
    Ally's decisions of a game with Immortality: each choice is one of its view's legal actions."""
    search_decides_legally(MODULES, seat, 4)


def test_the_terminal_shows_the_six_player_table_with_the_bene_tleilax_board() -> None:
    """The terminal's screen of a six-player game with Immortality (issue 29 "play" in the terminal):
    the board's six-player Factions and the Teams beside the Bene Tleilax board's line and columns (a
    Commander's genetic markers his most advanced Ally's: S871)."""
    from rich.console import Console

    from landsraad import view
    from landsraad.interfaces import screen
    from landsraad.sim import choose, make_agents

    s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES, log=True), 3)
    agents = make_agents(["random"], 6, 3)
    for _ in range(60):
        seat = s.current_player()
        s.apply(choose(agents[seat], s, seat))
    con = Console(width=120, no_color=True, highlight=False)
    with con.capture() as cap:
        for part in screen.full_screen(view(s, 0), s.rules.content, width=120):
            con.print(part)
    text = cap.get()
    assert "Great Houses" in text and "Fringe Worlds" in text and "Muad'Dib" in text
    assert "Tleilax" in text
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if " res " in line)
    header = lines[at].split()
    assert {"team", "role", "res", "tlx", "spec"} <= set(header)
    rows = {line.split()[0].rstrip("^>"): line for line in lines[at + 2:at + 8]}
    res = lines[at].index(" res ") + 1
    for seat in range(6):  # a Commander has no tokens of his own (S876): blank cells
        cell = rows[f"P{seat}"][res:res + 3].strip()
        assert (cell.strip("✦") == "") == (seat in COMMANDERS), (seat, cell)  # his markers only


def test_the_view_lists_the_commanders_as_seats_without_tokens() -> None:
    """002 INMORTALIDAD: "Los Comandantes no tienen una ficha de Investigación ... ni una ficha Tleilaxu"
    (S876): the view's Bene Tleilax board names them (`tokenless`), every seat sees the same, and a game
    without six players keeps the view's shape (no such key)."""
    from landsraad import view

    s = game()
    assert [view(s, seat)["immortality"]["tokenless"] for seat in range(6)] == [[MUAD_DIB, SHADDAM]] * 6
    four = new_game(GameConfig(edition="uprising", players=4, modules=("immortality",)), 1)
    assert "tokenless" not in view(four, 0)["immortality"]
