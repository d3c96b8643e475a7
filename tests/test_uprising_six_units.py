"""Six players: a Commander's choice of Faction for his own doubled icon (S820) and "your units"
under shared ownership (S831), through the real engine (seed 002 "PARTIDAS DE SEIS JUGADORES":
INFLUENCIA COMPARTIDA Y NUEVAS FACCIONES, PROPIEDAD COMPARTIDA DE UNIDADES)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from six_game import MUAD_DIB, MUAD_DIB_ALLIES, SHADDAM, SHADDAM_ALLIES, game, lift_refusal, run

from landsraad import GameState
from landsraad.modules.uprising_six.activation import ACTIVATED
from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE
from landsraad.rules.effects import condition
from landsraad.rules.turn_context import Turn

FEYD, JESSICA = SHADDAM_ALLIES[0], MUAD_DIB_ALLIES[0]


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from lift_refusal(monkeypatch)


def influence(s: GameState, seat: int, faction: str) -> int:
    return s.players[seat].influence[s.rules.faction_index[faction]]


# ---- S820: the Commander's own doubled icon ------------------------------------------------------

def shaddam_gains_an_emperor_icon(answer: str) -> GameState:
    s = game()
    ACTIVATED.put(s, (SHADDAM, FEYD))
    run(s, SHADDAM, ("influence", "emperor", 1))
    assert s.pending[:2] == ("choose", SHADDAM) and s.legal_actions() == ["choose 1", "choose 2"]
    s.apply(answer)
    return s


def test_shaddam_may_move_his_activated_allys_great_houses_cube() -> None:
    """002: "Shaddam elige entre la Facción de las Grandes Casas o la del Emperador"; "Shaddam podría
    hacer avanzar uno de los cubos de Facción de Feyd-Rautha" (the first option: the board's track)."""
    s = shaddam_gains_an_emperor_icon("choose 1")
    assert influence(s, FEYD, "great_houses") == 1 and PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 0


def test_shaddam_may_move_his_personal_track_instead() -> None:
    """"... pero en vez de eso decide recibir un punto de Influencia para el medidor de su tablero
    personal" (the second option)."""
    s = shaddam_gains_an_emperor_icon("choose 2")
    assert influence(s, FEYD, "great_houses") == 0 and PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 1


def test_the_other_commander_and_the_allies_are_not_offered_the_personal_track() -> None:
    """"Los cuatro Aliados y Muad'Dib utilizan la Facción de las Grandes Casas": Muad'Dib's Emperor
    icon moves his activated Ally's Great Houses cube, with no question; an Ally's his own."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    run(s, MUAD_DIB, ("influence", "emperor", 1))
    assert s.pending is None or s.pending[0] != "choose"
    assert influence(s, JESSICA, "great_houses") == 1
    run(s, FEYD, ("influence", "emperor", 1))
    assert influence(s, FEYD, "great_houses") == 1 and PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 0


def test_a_loss_is_offered_only_where_there_is_influence_to_lose() -> None:
    """S832: losing Influence with his doubled icon, a track where he has none is not offered (a loss
    on an empty track would cost nothing): with only his personal track at 1 it goes down there."""
    s = game()
    ACTIVATED.put(s, (SHADDAM, FEYD))
    PERSONAL_INFLUENCE.put(s.players[SHADDAM], 1)
    run(s, SHADDAM, ("influence", "emperor", -1))
    assert s.pending is None or s.pending[0] != "choose"
    assert PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 0
    s.players[FEYD].influence = tuple(1 if f == "great_houses" else 0 for f in s.rules.factions)
    run(s, SHADDAM, ("influence", "emperor", -1))  # now only the board's track has any
    assert influence(s, FEYD, "great_houses") == 0


def test_his_personal_board_spaces_move_his_track_without_a_question() -> None:
    """002 Tableros personales: "Cada vez que lo haga [enviar un Agente allí], su cubo de Facción
    avanzará por el medidor de Influencia de su tablero personal"."""
    s = game()
    ACTIVATED.put(s, (SHADDAM, FEYD))
    run(s, SHADDAM, ("influence", "emperor", 1))
    s.pending, s._legal, s.stack = None, None, []
    from landsraad.rules.influence import change_influence

    change_influence(s, SHADDAM, "emperor", 1, "space:vast_wealth")
    assert PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 1 and influence(s, FEYD, "great_houses") == 0


# ---- S831: "your units" are the activated Ally's -------------------------------------------------

def test_chani_counts_the_activated_allys_units_for_the_commander() -> None:
    """002 PROPIEDAD COMPARTIDA DE UNIDADES: "Cuando un Comandante juega Chani, estratega astuta
    durante un turno de Agente, roba una carta de Intriga si su Aliado activado tiene tres o más
    unidades en el Conflicto"."""
    s = game()
    s.players[JESSICA].conflict = {"troop": 3}
    src = "card:chani_clever_tactician"
    assert not condition(s, MUAD_DIB, ("units_in_conflict", 3), src)  # no Ally activated: he has none
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    assert condition(s, MUAD_DIB, ("units_in_conflict", 3), src)
    intrigues = len(s.players[MUAD_DIB].intrigues)
    run(s, MUAD_DIB, *s.rules.content.cards["chani_clever_tactician"].agent)
    assert len(s.players[MUAD_DIB].intrigues) == intrigues + 1  # he draws it: not a unit effect


def test_chani_in_the_reveal_retreats_the_allys_troops_for_his_swords() -> None:
    """"Cuando juega Chani durante un turno de Revelación, puede retirar dos de las tropas de su
    Aliado activado para darle cuatro espadas a ese Aliado"."""
    s = game()
    jessica = s.players[JESSICA]
    jessica.conflict, garrison = {"troop": 3}, jessica.garrison
    s.turn = Turn(seat=MUAD_DIB, kind="reveal")
    ACTIVATED.put(s, (MUAD_DIB, JESSICA))
    chani = s.rules.content.cards["chani_clever_tactician"]
    s.pending, s._legal = None, None
    from landsraad.rules import engine
    from landsraad.rules.effects import push_effects

    push_effects(s, MUAD_DIB, chani.reveal[:1], "card:chani_clever_tactician")
    engine.run(s)
    assert s.pending[:2] == ("may", MUAD_DIB)
    s.apply("pay")
    assert jessica.conflict == {"troop": 1} and jessica.garrison == garrison + 2 and jessica.swords == 4
    assert s.players[MUAD_DIB].swords == 0


def test_an_opponents_card_never_takes_a_commanders_troops() -> None:
    """002 Prueba de humanidad / Tóptero artillado: "Los Comandantes no poseen tropas durante los
    turnos de otros jugadores": a loss of troops aimed at a Commander reaches no Ally."""
    s = game()
    s.players[JESSICA].conflict, s.players[JESSICA].garrison = {"troop": 2}, 2
    s.turn = Turn(seat=SHADDAM, kind="choose")
    run(s, MUAD_DIB, ("retreat", 2))
    assert s.players[JESSICA].conflict == {"troop": 2}
