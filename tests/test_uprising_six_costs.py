"""Six players: Influence lost as a cost (seed 002 CARTAS DE INTRIGA DE COMBATE, Questionable
Methods' worked example: "Muad'Dib no puede hacer que su otro Aliado (que no fue activado) pierda
Influencia, aunque sí podría haber elegido perder él mismo 1 punto de Influencia con los Fremen"):
a Commander pays from his activated Ally's board tracks or his own personal track (S833), never
from an Ally not activated (S835); an Ally pays as in every game
(landsraad/modules/uprising_six/costs.py). The card's own branches in combat:
tests/test_uprising_six_combat.py."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from six_game import MUAD_DIB, MUAD_DIB_ALLIES, SHADDAM, SHADDAM_ALLIES, game, lift_refusal

from landsraad import GameState
from landsraad.modules.uprising_six.activation import ACTIVATED
from landsraad.modules.uprising_six.costs import loss_options
from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE
from landsraad.rules import engine
from landsraad.rules.effects import can_pay, pay_costs

JESSICA, GURNEY = MUAD_DIB_ALLIES
FEYD, IRULAN = SHADDAM_ALLIES


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from lift_refusal(monkeypatch)


def set_influence(s: GameState, seat: int, **tracks: int) -> None:
    s.players[seat].influence = tuple(tracks.get(f, 0) for f in s.rules.factions)


def opportunism(s: GameState) -> tuple[tuple[object, ...], ...]:
    """Opportunism's cost as the content holds it: two "-1 Influence" and 2 Solari (U154)."""
    cost = s.rules.content.intrigues["opportunism"].cost
    assert ("lose_influence_any", 2) in cost
    return cost


def test_opportunism_two_losses_one_from_each_source() -> None:
    """Opportunism's two "-1 Influence" for Shaddam with Feyd activated: one point on Feyd's Great
    Houses and one on his Emperor track make two (neither alone does); each loss is his choice, the
    second offered what the first left."""
    s = game()
    ACTIVATED.put(s, (SHADDAM, FEYD))
    s.players[SHADDAM].solari = 2
    set_influence(s, FEYD, great_houses=1)
    set_influence(s, IRULAN, great_houses=3, guild=3)  # not activated: never counted
    cost = opportunism(s)
    assert not can_pay(s, s.players[SHADDAM], cost, "intrigue:opportunism")
    PERSONAL_INFLUENCE.put(s.players[SHADDAM], 1)
    assert can_pay(s, s.players[SHADDAM], cost, "intrigue:opportunism")
    s.pending, s._legal = None, None
    pay_costs(s, SHADDAM, cost, "intrigue:opportunism")
    engine.run(s)
    assert s.pending[:2] == ("choose", SHADDAM)
    assert [o[0] for o in s.pending[2][2]] == [("influence", "great_houses", -1), ("six_track", "emperor", -1)]
    s.apply("choose 2")  # his own track first: the second loss has one way left, no question
    assert PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 0
    assert s.players[FEYD].influence == (0,) * len(s.rules.factions)
    assert s.players[IRULAN].influence[s.rules.faction_index["great_houses"]] == 3
    assert s.players[SHADDAM].solari == 0


def test_with_no_ally_activated_only_his_personal_track_pays() -> None:
    """S835: before his Agent is sent (a Plot Intrigue) a Commander has no activated Ally, so none of
    his Allies' Influence pays a cost ("su otro Aliado (que no fue activado)"); his personal track
    does."""
    s = game()
    ACTIVATED.put(s, ())
    set_influence(s, JESSICA, fringe_worlds=2, bene_gesserit=2)
    set_influence(s, GURNEY, fringe_worlds=2)
    assert loss_options(s, MUAD_DIB, "any") == ()
    assert not can_pay(s, s.players[MUAD_DIB], (("lose_influence", "any"),), "intrigue:backed_by_choam")
    PERSONAL_INFLUENCE.put(s.players[MUAD_DIB], 2)
    assert loss_options(s, MUAD_DIB, "any") == (("six_track", "fremen", -1),)
    assert can_pay(s, s.players[MUAD_DIB], (("lose_influence", "any"),), "intrigue:backed_by_choam")


def test_a_commander_is_never_offered_the_other_commanders_track() -> None:
    """002 Tableros personales: "Únicamente Shaddam posee Influencia con la Facción del Emperador":
    Muad'Dib's options are his activated Ally's tracks and his Fremen track, never Shaddam's."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, GURNEY))
    PERSONAL_INFLUENCE.put(s.players[SHADDAM], 3)
    PERSONAL_INFLUENCE.put(s.players[MUAD_DIB], 1)
    set_influence(s, GURNEY, guild=1, great_houses=1)
    assert loss_options(s, MUAD_DIB, "any") == (("influence", "great_houses", -1),
                                                ("influence", "guild", -1), ("six_track", "fremen", -1))
    # a printed Emperor icon to lose: Muad'Dib reads it as the Great Houses only (002 INFLUENCIA COMPARTIDA)
    assert loss_options(s, MUAD_DIB, "emperor") == (("influence", "great_houses", -1),)


def test_an_ally_pays_as_in_every_game() -> None:
    """An Ally's "-1 Influence" of his choice is the usual choice of a Faction where he has some
    (FAQ 2.3), his own decision; his Commander's personal track is not his."""
    s = game()
    set_influence(s, FEYD, great_houses=1, bene_gesserit=2)
    PERSONAL_INFLUENCE.put(s.players[SHADDAM], 2)
    assert loss_options(s, FEYD, "any") == (("influence", "great_houses", -1), ("influence", "bene_gesserit", -1))
    s.pending, s._legal = None, None
    pay_costs(s, FEYD, (("lose_influence", "any"),), "intrigue:backed_by_choam")
    engine.run(s)
    assert s.pending[:2] == ("faction", FEYD)
    assert s.legal_actions() == ["faction great_houses", "faction bene_gesserit"]
    s.apply("faction bene_gesserit")
    assert s.players[FEYD].influence[s.rules.faction_index["bene_gesserit"]] == 1
    assert PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 2
    set_influence(s, FEYD)
    assert not can_pay(s, s.players[FEYD], (("lose_influence", "any"),), "intrigue:backed_by_choam")
