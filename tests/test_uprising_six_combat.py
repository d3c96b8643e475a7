"""Six players' combat through the real engine (seed 002 "PARTIDAS DE SEIS JUGADORES", FASE 3:
COMBATE, ACTIVACIÓN DE ALIADOS, PROPIEDAD COMPARTIDA DE UNIDADES): ties between Allies and
conceding, Combat Intrigues on an Ally's behalf, an Ally made to deploy after his own Reveal turn
(landsraad/modules/uprising_six/combat.py; rulings S826-S830)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from six_game import MODULES, MUAD_DIB, MUAD_DIB_ALLIES, SHADDAM, SHADDAM_ALLIES, lift_refusal, run

from landsraad import GameConfig, GameState, new_game
from landsraad.modules.uprising.turn import UNITS_DEPLOYED
from landsraad.modules.uprising_six.activation import ACTIVATED
from landsraad.modules.uprising_six.combat import CONCEDED, REVEALED_OUTSIDE, ask_ties
from landsraad.modules.uprising_six.influence import PERSONAL_TRACK_VP
from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE
from landsraad.rules import engine
from landsraad.rules.phases import placings, turn_order
from landsraad.rules.turn_context import Turn
from landsraad.rules.zones import set_vp

JESSICA, GURNEY = MUAD_DIB_ALLIES  # the seed's example names Muad'Dib's two Allies
FEYD, IRULAN = SHADDAM_ALLIES


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from lift_refusal(monkeypatch)


def at_combat(troops: dict[int, int], seed: int = 1, intrigues: dict[int, tuple[str, ...]] | None = None,
              first: int = MUAD_DIB) -> GameState:
    """A six-player game brought to Phase 3 (combat) with these troops in the Conflict, these
    Intrigue cards in hand (none otherwise), the First Player `first`."""
    s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES, leaders=("random",) * 6, log=True),
                 seed=seed)
    for p in s.players:
        p.conflict = {"troop": troops[p.seat]} if troops.get(p.seat) else {}
        p.intrigues = (intrigues or {}).get(p.seat, ())
        p.swords = 0
    s.first_player = first
    s.turn = Turn()
    s.pending, s._legal, s.stack = None, None, [("combat_start",)]
    engine.run(s)
    return s


def kept_by(s: GameState) -> list[int]:
    """Who keeps a Conflict card (002: "el vencedor del Conflicto pone la carta ... en su suministro")."""
    return [p.seat for p in s.players if p.zones.get("conflicts")]


# ---- Empates entre Aliados -----------------------------------------------------------------------

def test_an_ally_concedes_the_tie_for_first_and_his_mate_wins() -> None:
    """002 Empates entre Aliados: "Gurney Halleck y Dama Jessica empatan por la primera posición en un
    Conflicto. Gurney le concede la victoria a Dama Jessica, quien obtiene la primera recompensa y es
    considerada vencedora del Conflicto, mientras que Gurney obtiene la segunda recompensa" (S827:
    the first of them in turn order is asked first)."""
    s = at_combat({JESSICA: 2, GURNEY: 2, FEYD: 1})
    first, second = [x for x in turn_order(s) if x in (JESSICA, GURNEY)]
    assert s.pending[0] == "choose" and s.pending[1] == first and s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 2")  # keep the tie: the other may still concede
    assert s.pending[0] == "choose" and s.pending[1] == second
    s.apply("choose 1")  # concede
    while s.pending is not None and s.phase == "combat":  # the rewards' own decisions
        s.apply(s.legal_actions()[0])
    assert kept_by(s) == [first]  # the winner keeps the Conflict card


def test_a_concession_splits_the_places() -> None:
    """The places the rewards follow: the receiver first, the conceder the next place, the others
    after them as usual."""
    s = at_combat({JESSICA: 2, GURNEY: 2, FEYD: 1})
    CONCEDED.put(s, (GURNEY, JESSICA))
    assert [(g, idx) for g, _lv, _pl, idx in placings(s)] == [((JESSICA,), 0), ((GURNEY,), 1), ((FEYD,), 2)]


def test_a_tie_kept_by_both_is_the_normal_tie() -> None:
    """004 Empates: with no concession the two take the 2nd reward each and nobody wins."""
    s = at_combat({JESSICA: 2, GURNEY: 2})
    asked = [s.pending[1]]
    s.apply("choose 2")
    asked.append(s.pending[1])
    s.apply("choose 2")
    assert sorted(asked) == [JESSICA, GURNEY] and not CONCEDED.get(s)
    while s.pending is not None and s.phase == "combat":
        s.apply(s.legal_actions()[0])
    assert kept_by(s) == []


def test_conceding_a_tie_for_third_leaves_the_conceder_nothing() -> None:
    """002: "Si estaban empatados por la tercera recompensa del Conflicto, quien conceda la recompensa
    no recibirá nada"."""
    s = at_combat({FEYD: 4, IRULAN: 3, JESSICA: 1, GURNEY: 1})
    assert s.pending[0] == "choose" and s.pending[1] in (JESSICA, GURNEY)  # asked: the 3rd reward is at stake
    CONCEDED.put(s, (GURNEY, JESSICA))
    assert [(g, idx) for g, _lv, _pl, idx in placings(s)][2:] == [((JESSICA,), 2), ((GURNEY,), -1)]


def test_no_concession_with_an_opponent_in_the_tie_or_between_teams() -> None:
    """002 "Cuando dos Aliados de un mismo equipo empatan": a tie with an opponent in it, or between
    Allies of both teams, follows the normal tie rules: nobody is asked (S826); each tie of a team's
    two Allies for a place with a reward is offered (one frame per tie)."""
    for troops, asked in (({JESSICA: 2, GURNEY: 2, FEYD: 2}, 0), ({JESSICA: 2, FEYD: 2}, 0),
                          ({JESSICA: 2, GURNEY: 2, FEYD: 2, IRULAN: 2}, 0), ({JESSICA: 2, GURNEY: 2, FEYD: 3}, 1),
                          ({FEYD: 5, IRULAN: 5, JESSICA: 1, GURNEY: 1}, 2), ({IRULAN: 4, JESSICA: 3, GURNEY: 2}, 0)):
        s = at_combat({})
        for seat, n in troops.items():
            s.players[seat].conflict = {"troop": n}
        s.stack = []
        ask_ties(s, ("six_ties",))
        assert len(s.stack) == asked, troops


# ---- Cartas de Intriga de Combate on an Ally's behalf -------------------------------------------

def test_a_commander_plays_a_combat_intrigue_for_his_ally_in_the_conflict() -> None:
    """002 CARTAS DE INTRIGA DE COMBATE: "En el turno de un Comandante, se pueden jugar cartas en nombre
    de un Aliado que tenga al menos una unidad en el Conflicto, y luego se aplican sus efectos a ese
    Aliado": Muad'Dib's Weirding Combat (+3 swords) goes to Jessica, who wins 5 against Feyd's 4."""
    s = at_combat({JESSICA: 1, FEYD: 2}, intrigues={MUAD_DIB: ("weirding_combat",)})
    assert s.pending[:2] == ("combat", MUAD_DIB) and "play weirding_combat" in s.legal_actions()
    assert ACTIVATED.get(s) == (MUAD_DIB, JESSICA)  # the one Ally in the Conflict: no question
    s.apply("play weirding_combat")  # Jessica: 2 + 3 swords = 5 against Feyd's 4
    while s.pending is not None and s.phase == "combat":
        s.apply(s.legal_actions()[0])
    assert kept_by(s) == [JESSICA]


def test_with_two_allies_in_the_conflict_the_commander_chooses_for_whom() -> None:
    """"los Comandantes no pueden «repartir» entre varios de sus Aliados los efectos de una carta":
    he names one Ally in the Conflict for the card (S828)."""
    s = at_combat({JESSICA: 1, GURNEY: 1, FEYD: 1}, intrigues={MUAD_DIB: ("weirding_combat",)})
    assert s.pending[:2] == ("six_activate", MUAD_DIB)
    assert s.legal_actions() == [f"activate p{JESSICA}", f"activate p{GURNEY}"]
    s.apply(f"activate p{GURNEY}")
    s.apply("play weirding_combat")  # Gurney: 2 + 3 swords = 5; Jessica and Feyd 2 each
    while s.pending is not None and s.phase == "combat":
        s.apply(s.legal_actions()[0])
    assert kept_by(s) == [GURNEY]


def test_a_commander_without_an_ally_in_the_conflict_is_not_asked() -> None:
    """Only "en nombre de un Aliado que tenga al menos una unidad en el Conflicto": none, no turn."""
    s = at_combat({FEYD: 2}, intrigues={MUAD_DIB: ("weirding_combat",)})
    assert s.pending is None or s.pending[1] != MUAD_DIB or s.phase != "combat"
    assert "weirding_combat" in s.players[MUAD_DIB].intrigues


def test_the_seeds_example_the_commander_pays_with_his_allys_troops() -> None:
    """PROPIEDAD COMPARTIDA DE UNIDADES, "your units" (S831): a Combat Intrigue whose cost retreats
    your troops (Go to Ground: retreat 1-2 troops, place a Spy) is paid with the activated Ally's."""
    s = at_combat({JESSICA: 3, FEYD: 1}, intrigues={MUAD_DIB: ("go_to_ground",)})
    assert "play go_to_ground" in s.legal_actions()
    garrison = s.players[JESSICA].garrison
    s.apply("play go_to_ground")
    while s.pending is not None and s.pending[0] in ("retreat_cost", "cost_option"):
        s.apply(s.legal_actions()[-1])
    moved = 3 - s.players[JESSICA].conflict.get("troop", 0)
    assert moved in (1, 2) and s.players[JESSICA].garrison == garrison + moved


# ---- an Ally made to deploy after his own Reveal turn --------------------------------------------

def test_an_ally_joining_the_conflict_after_his_reveal_loses_his_swords() -> None:
    """002 ACTIVACIÓN DE ALIADOS: "Un Comandante puede hacer que un Aliado activado despliegue ...
    incluso después de que ese Aliado efectúe su turno de Revelación ... todas las espadas que ese
    Aliado hubiera generado durante ese turno de Revelación se pierden" (S829); an Ally already in
    the Conflict keeps his; the units count as deployed by the Commander too (S830)."""
    s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES, leaders=("random",) * 6), seed=2)
    jessica = s.players[JESSICA]
    jessica.revealed, jessica.swords, jessica.conflict, jessica.garrison = True, 4, {}, 3
    REVEALED_OUTSIDE.put(s, (JESSICA,))  # her Reveal turn ended with no unit in the Conflict
    s.turn = Turn(seat=MUAD_DIB, kind="reveal")
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    run(s, MUAD_DIB, ("deploy_from_garrison", 2))
    assert s.pending[:2] == ("deploy", JESSICA)
    s.apply("deploy 2")
    assert jessica.conflict == {"troop": 2} and jessica.swords == 0
    assert UNITS_DEPLOYED.get(s.turn) == 2  # Distraction's count for Muad'Dib's turn
    jessica.swords = 2  # given after she joined: kept when she deploys again
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    run(s, MUAD_DIB, ("deploy_from_garrison", 1))
    s.apply("deploy 1")
    assert jessica.conflict == {"troop": 3} and jessica.swords == 2
    gurney = s.players[GURNEY]  # his Reveal turn ended in the Conflict (since retreated): kept
    gurney.revealed, gurney.swords, gurney.conflict, gurney.garrison = True, 4, {}, 3
    ACTIVATED.put(s, (MUAD_DIB, GURNEY))
    run(s, MUAD_DIB, ("deploy_from_garrison", 1))
    s.apply("deploy 1")
    assert gurney.conflict == {"troop": 1} and gurney.swords == 4


def test_an_allys_reveal_turn_without_units_is_noted_for_the_round() -> None:
    """The Reveal turns the rule looks back at (S829): an Ally's that ended outside the Conflict;
    a Commander's never (he has no units); the note lasts for the round."""
    s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES, leaders=("random",) * 6), seed=3)
    from landsraad.modules.uprising_six.combat import _on_reveal_end, round_recall

    s.players[JESSICA].conflict, s.players[GURNEY].conflict = {}, {"troop": 1}
    for seat in (JESSICA, GURNEY, MUAD_DIB):
        _on_reveal_end(s, s.players[seat])
    assert REVEALED_OUTSIDE.get(s) == (JESSICA,)
    round_recall(s)
    assert REVEALED_OUTSIDE.get(s) == ()


def test_swords_given_before_the_allys_reveal_wait_for_it() -> None:
    """002: "el Comandante sigue pudiendo entregar espadas a ese Aliado, quien anotará en ese momento
    cuánta Potencia de Combate aportan y la añadirá posteriormente ... (o establecerá su Potencia de
    Combate como 0 si no tiene ninguna unidad)": his swords are kept and count only with a unit."""
    s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES, leaders=("random",) * 6), seed=2)
    irulan = s.players[IRULAN]
    irulan.conflict, irulan.swords = {}, 0
    s.turn = Turn(seat=SHADDAM, kind="reveal")
    ACTIVATED.put(s, (SHADDAM, IRULAN))
    run(s, SHADDAM, ("swords", 3))
    assert irulan.swords == 3 and engine_strength(s, IRULAN) == 0
    irulan.conflict = {"troop": 1}
    assert engine_strength(s, IRULAN) == 5


def engine_strength(s: GameState, seat: int) -> int:
    from landsraad.rules.zones import strength

    return strength(s, s.players[seat])


def test_the_seeds_questionable_methods_the_activated_ally_loses_the_influence() -> None:
    """002 CARTAS DE INTRIGA DE COMBATE: "Muad'Dib juega Métodos cuestionables, activando a Gurney
    Halleck. Muad'Dib elige que Gurney pierda 1 punto de Influencia con los Mundos Fronterizos para
    recibir un total de 5 espadas. Muad'Dib no puede hacer que su otro Aliado (que no fue activado)
    pierda Influencia" (S833: the loss is on the activated Ally's board tracks)."""
    s = at_combat({JESSICA: 1, GURNEY: 2, FEYD: 4, IRULAN: 3}, intrigues={MUAD_DIB: ("questionable_methods",)})
    fringe = s.rules.faction_index["fringe_worlds"]
    assert s.pending[:2] == ("six_activate", MUAD_DIB)
    s.players[GURNEY].influence = tuple(1 if i == fringe else 0 for i in range(len(s.rules.factions)))
    s.players[JESSICA].influence = tuple(2 for _ in s.rules.factions)
    s.apply(f"activate p{GURNEY}")
    s.apply("play questionable_methods")  # his only Influence: the loss needs no question
    # Gurney: 4 + 1 + 4 swords = 9 against Feyd's 8
    assert s.players[GURNEY].influence[fringe] == 0 and s.players[JESSICA].influence[fringe] == 2
    while s.pending is not None and s.phase == "combat":
        s.apply(s.legal_actions()[0])
    assert kept_by(s) == [GURNEY]


# ---- S833 / S835: the seed's other branch, the Commander's own personal track ----------------------

def questionable_methods(personal: int, gurney: int, jessica: int = 2) -> GameState:
    """Muad'Dib activates Gurney (2 troops in the Conflict, Jessica 1) and plays Questionable
    Methods, his personal track at `personal`, Gurney's Influence `gurney` on the Fringe Worlds
    only, Jessica's `jessica` on every track."""
    s = at_combat({JESSICA: 1, GURNEY: 2, FEYD: 4, IRULAN: 3}, intrigues={MUAD_DIB: ("questionable_methods",)})
    fringe = s.rules.faction_index["fringe_worlds"]
    s.players[GURNEY].influence = tuple(gurney if i == fringe else 0 for i in range(len(s.rules.factions)))
    s.players[JESSICA].influence = tuple(jessica for _ in s.rules.factions)
    PERSONAL_INFLUENCE.put(s.players[MUAD_DIB], personal)
    if personal >= 2:  # the track's 1 VP, held from its second space (S819)
        set_vp(s, s.players[MUAD_DIB], PERSONAL_TRACK_VP, 1)
    s.apply(f"activate p{GURNEY}")
    s.apply("play questionable_methods")
    return s


def fringe_of(s: GameState, seat: int) -> int:
    return s.players[seat].influence[s.rules.faction_index["fringe_worlds"]]


def winner(s: GameState) -> list[int]:
    """Who keeps the Conflict card once the combat is over: Gurney (2 troops) beats Feyd's 8 swords
    with the card's 5 swords (9), not with its first one only (5)."""
    while s.pending is not None and s.phase == "combat":
        s.apply(s.legal_actions()[0])
    return kept_by(s)


def offered(s: GameState) -> list[tuple[object, ...]]:
    """The losses Muad'Dib is asked to choose between (the core's `choose`, one option a track)."""
    assert s.pending[0] == "choose" and s.pending[1] == MUAD_DIB
    return [opt[0] for opt in s.pending[2][2]]


def test_muad_dib_may_lose_the_fremen_influence_himself() -> None:
    """002 CARTAS DE INTRIGA DE COMBATE: "aunque sí podría haber elegido perder él mismo 1 punto de
    Influencia con los Fremen" (S833): with Gurney's Fringe Worlds and his own Fremen track both
    able to pay, Muad'Dib chooses; his own track goes down and Gurney keeps his Influence and gets
    the 5 swords."""
    s = questionable_methods(personal=1, gurney=1)
    assert offered(s) == [("influence", "fringe_worlds", -1), ("six_track", "fremen", -1)]
    s.apply("choose 2")
    assert PERSONAL_INFLUENCE.get(s.players[MUAD_DIB]) == 0 and fringe_of(s, GURNEY) == 1
    assert winner(s) == [GURNEY]  # two troops and the card's 5 swords


def test_muad_dib_may_make_gurney_lose_the_fringe_worlds_influence() -> None:
    """The seed's own choice, now offered beside the other: "Muad'Dib elige que Gurney pierda 1 punto
    de Influencia con los Mundos Fronterizos"; his personal track is untouched."""
    s = questionable_methods(personal=1, gurney=1)
    s.apply("choose 1")
    assert fringe_of(s, GURNEY) == 0 and PERSONAL_INFLUENCE.get(s.players[MUAD_DIB]) == 1
    assert winner(s) == [GURNEY]


def test_his_personal_track_alone_pays_without_a_question() -> None:
    """Gurney has no Influence, Muad'Dib's track is at 1: the only way to pay, taken without a
    question; Jessica's Influence (not activated) is never taken."""
    s = questionable_methods(personal=1, gurney=0)
    assert s.pending is None or s.pending[0] != "choose"
    assert PERSONAL_INFLUENCE.get(s.players[MUAD_DIB]) == 0
    assert s.players[JESSICA].influence == (2,) * len(s.rules.factions)
    assert winner(s) == [GURNEY]


def test_the_allies_not_activated_never_pay_and_an_empty_track_is_not_offered() -> None:
    """"Muad'Dib no puede hacer que su otro Aliado (que no fue activado) pierda Influencia": with
    Gurney's tracks and his own personal track empty, Jessica's Influence does not make the cost
    payable; the card gives its first sword only."""
    s = questionable_methods(personal=0, gurney=0)
    assert s.pending is None or s.pending[0] != "choose"
    assert s.players[JESSICA].influence == (2,) * len(s.rules.factions)
    assert winner(s) == [FEYD]  # 5 swords against 8


def test_losing_the_personal_tracks_second_space_loses_its_victory_point() -> None:
    """S819: the personal track's 1 VP is held while the cube is at 2 or more; paying the cost from
    2 gives it back."""
    s = questionable_methods(personal=2, gurney=1)
    vp = s.players[MUAD_DIB].vp
    s.apply("choose 2")
    assert PERSONAL_INFLUENCE.get(s.players[MUAD_DIB]) == 1 and s.players[MUAD_DIB].vp == vp - 1


def test_a_commander_cannot_use_the_battle_icon_endgame_cards() -> None:
    """002 PARTIDAS DE SEIS JUGADORES, DESENLACE: "Cuchillo crys, Ornitóptero, Ratón del desierto — Un
    Comandante no puede poseer ninguna carta de Conflicto, por lo que no puede usar estas cartas durante
    el Desenlace." Their Endgame box (→ turn face down a Conflict card with the icon: 1 VP) offers
    Muad'Dib nothing, even when an Ally of his holds such a card (no Ally is activated in the Endgame:
    002 INMORTALIDAD, S873), and the Ally's card stays face up."""
    s = new_game(GameConfig(edition="uprising", players=6, modules=MODULES), 3)
    ally = s.players[MUAD_DIB_ALLIES[0]]
    ally.zones = {"conflicts": ("skirmish_crysknife",)}
    ACTIVATED.put(s, ())
    vp = s.players[MUAD_DIB].vp
    run(s, MUAD_DIB, ("may", (("flip_conflict", "crysknife"),), (("vp", 1),)))
    assert s.pending is None or "pay" not in s.legal_actions()
    assert s.players[MUAD_DIB].vp == vp and ally.zones == {"conflicts": ("skirmish_crysknife",)}
    # the Ally himself may use it (his own Conflict card)
    run(s, MUAD_DIB_ALLIES[0], ("may", (("flip_conflict", "crysknife"),), (("vp", 1),)))
    assert "pay" in s.legal_actions()
