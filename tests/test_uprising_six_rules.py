"""Six players through the real engine (seed 002 "PARTIDAS DE SEIS JUGADORES"; issue 29): the
`uprising_six` module's setup, Influence, personal boards and the effect words built so far
(landsraad/modules/uprising_six/: `seats.py`, `influence.py`, `rules.py`; docs/six_players.md).

The mode is refused to players until its rules are complete (`PLANNED`); these tests lift the
refusal for themselves only (`six` fixture)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from six_game import MODULES, MUAD_DIB, MUAD_DIB_ALLIES, SHADDAM, SHADDAM_ALLIES, game, lift_refusal, run

from landsraad import ConfigError, GameConfig
from landsraad.invariants import check
from landsraad.modules.uprising_six import influence as six_influence
from landsraad.modules.uprising_six.data import six_data
from landsraad.modules.uprising_six.state import (
    PERSONAL_INFLUENCE,
    SWORDMASTER_BONUS,
    SWORDMASTER_SENT,
    SWORDMASTER_UNUSED,
)
from landsraad.rules import engine
from landsraad.rules.effects import condition
from landsraad.rules.influence import change_influence, influence_of
from landsraad.rules.ruleset import PLANNED
from landsraad.rules.turns import why_space_closed
from landsraad.rules.zones import recall_round


@pytest.fixture
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from lift_refusal(monkeypatch)


def test_the_mode_is_offered_to_players_by_its_module() -> None:
    """Its rules complete (docs/six_players.md), a config naming the module is a game; six players
    without it are still refused by the Uprising table until the interfaces name the module."""
    assert "uprising_six" not in PLANNED
    assert GameConfig(edition="uprising", players=6, modules=MODULES).players == 6
    with pytest.raises(ConfigError, match="6 players: six-player team games"):
        GameConfig(edition="uprising", players=6)


def test_the_mode_is_six_players_of_uprising_with_choam_only(six: None) -> None:
    """002 six players: "El módulo de la CHOAM debe utilizarse" (requires); six seats; Immortality
    may join (002 INMORTALIDAD: tests/test_uprising_six_immortality.py), the base game's cards not yet
    (S816)."""
    with pytest.raises(ConfigError, match="requires|choam"):
        GameConfig(edition="uprising", players=6, modules=("uprising_six",))
    with pytest.raises(ConfigError, match="six players|for 6"):
        GameConfig(edition="uprising", players=4, modules=MODULES)
    with pytest.raises(ConfigError, match="not yet played with base_cards"):
        GameConfig(edition="uprising", players=6, modules=("choam", "base_cards", "uprising_six"))


def test_each_seat_starts_as_the_seed_says(six: None) -> None:
    """002 PREPARACIÓN A (each Commander is his leader card: S813), E (the Commanders' own decks),
    G (arrow Agents, no troops: S812), G2 (4 VP for a Commander, 1 for an Ally), H (only the Allies
    draw Objectives); the six-player board is the game's (S815)."""
    data = six_data()
    s = game()
    assert [p.leader for p in s.players][MUAD_DIB] == "muad_dib"
    assert s.players[SHADDAM].leader == "shaddam_corrino_iv"
    for seat, commander in ((MUAD_DIB, "muad_dib"), (SHADDAM, "shaddam")):
        p = s.players[seat]
        assert sorted(p.deck + p.hand) == sorted(data.commanders[commander].starter_deck())
        assert (p.vp, p.agents_total, p.garrison, p.supply) == (4, 2, 0, 0)
        assert not p.zones.get("objectives")
    for seat in (*MUAD_DIB_ALLIES, *SHADDAM_ALLIES):
        p = s.players[seat]
        assert sorted(p.deck + p.hand) == sorted(s.rules.content.starter_deck)
        assert (p.vp, p.agents_total, p.garrison, p.supply) == (1, 2, 3, 9)
        assert len(p.zones["objectives"]) == 1
    assert [x.team for x in s.rules.seats] == [0, 1, 0, 1, 0, 1]
    assert s.rules.factions == ("great_houses", "guild", "bene_gesserit", "fringe_worlds")
    assert len(s.conflict_deck) == 8  # 002 B: 5 Conflict II on 4 Conflict III, one revealed
    assert check(s) == []


def test_a_commanders_influence_is_the_higher_of_his_allies(six: None) -> None:
    """002 INFLUENCIA COMPARTIDA: "El Aliado que tiene más Influencia con una Facción del tablero de
    juego le proporciona a su Comandante esa misma cantidad" (the worked example: Jessica's 2 Bene
    Gesserit count for Muad'Dib while Gurney has 1)."""
    s = game()
    change_influence(s, MUAD_DIB_ALLIES[0], "bene_gesserit", 1)
    change_influence(s, MUAD_DIB_ALLIES[1], "bene_gesserit", 2)
    assert influence_of(s, MUAD_DIB, "bene_gesserit") == 2
    assert influence_of(s, SHADDAM, "bene_gesserit") == 0
    assert influence_of(s, MUAD_DIB_ALLIES[0], "bene_gesserit") == 1
    assert s.players[MUAD_DIB].influence == (0, 0, 0, 0)  # the Commander has no cube on the board


def test_one_icon_means_two_factions_by_who_reads_it(six: None) -> None:
    """002 INFLUENCIA COMPARTIDA: Allies and Muad'Dib read the Emperor icon as the Great Houses,
    Shaddam reads either; a requirement (Imperial Privilege: 2 Emperor) is met by the better."""
    s = game()
    space = s.rules.content.spaces["imperial_privilege"]
    ally = s.players[SHADDAM_ALLIES[0]]
    ally.solari = 3  # its cost
    assert "requires" in str(why_space_closed(s, ally, space, None))
    change_influence(s, ally.seat, "emperor", 2)  # an Ally's Emperor icon moves his Great Houses cube
    assert ally.influence[s.rules.faction_index["great_houses"]] == 2
    assert why_space_closed(s, ally, space, None) is None
    assert influence_of(s, SHADDAM, "emperor") == 2  # through his Ally
    assert influence_of(s, MUAD_DIB, "emperor") == 0
    PERSONAL_INFLUENCE.put(s.players[MUAD_DIB], 3)  # Muad'Dib's Fremen track counts for the Fremen icon only
    assert influence_of(s, MUAD_DIB, "fremen") == 3 and influence_of(s, MUAD_DIB, "emperor") == 0
    assert influence_of(s, MUAD_DIB_ALLIES[0], "fremen") == 0


def test_the_personal_track_rewards_the_team_scores_and_gives_the_alliance(six: None) -> None:
    """002 Tableros personales: at 1 and 3 "todos los miembros de su equipo reciben la recompensa"
    (Shaddam: 1 Solari, then a Spy), 1 VP at 2, the Alliance with its VP at 4; only he moves his
    cube ("Un Aliado no puede afectar de ningún modo la Influencia en el tablero personal"). Losing
    Influence loses the VP and the Alliance below their spaces (S819)."""
    s = game()
    team = (SHADDAM, *SHADDAM_ALLIES)
    solari = [s.players[x].solari for x in range(6)]
    s.pending, s._legal = None, None
    change_influence(s, SHADDAM, "emperor", 1, "space:vast_wealth")
    engine.run(s)
    assert PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 1
    assert [s.players[x].solari - solari[x] for x in range(6)] == [1 if x in team else 0 for x in range(6)]
    change_influence(s, SHADDAM, "emperor", 1, "space:vast_wealth")
    assert s.players[SHADDAM].vp_sources.get(six_influence.PERSONAL_TRACK_VP) == 1
    PERSONAL_INFLUENCE.put(s.players[SHADDAM], 3)
    s.pending, s._legal = None, None
    change_influence(s, SHADDAM, "emperor", 1, "space:vast_wealth")
    engine.run(s)
    assert s.players[SHADDAM].vp_sources.get(six_influence.PERSONAL_ALLIANCE_VP) == 1
    assert s.players[SHADDAM].vp == 4 + 1 + 1
    change_influence(s, SHADDAM, "emperor", -3, "space:vast_wealth")
    assert PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 1 and s.players[SHADDAM].vp == 4
    change_influence(s, SHADDAM_ALLIES[0], "emperor", 1)  # an Ally's moves the Great Houses, never this track
    assert PERSONAL_INFLUENCE.get(s.players[SHADDAM]) == 1


def test_the_shaddam_track_reward_at_3_is_a_spy_for_each_team_member(six: None) -> None:
    """002 Tableros personales: Shaddam at 3: "la oportunidad de colocar un Espía" for each member."""
    s = game()
    PERSONAL_INFLUENCE.put(s.players[SHADDAM], 2)
    s.pending, s._legal = None, None
    change_influence(s, SHADDAM, "emperor", 1, "space:vast_wealth")
    engine.run(s)
    placed = []
    while s.pending is not None and s.pending[0] == "spy_place":  # he first, then his Allies (S817)
        placed.append(s.pending[1])
        s.apply(s.legal_actions()[0])
    assert placed == [SHADDAM, *SHADDAM_ALLIES]


def test_only_its_commander_may_use_a_personal_board(six: None) -> None:
    """002 Tableros personales: "dos casillas a las que solo él puede enviar un Agente"."""
    s = game()
    data = six_data()
    for board in data.personal_boards.values():
        owner = data.setup.seating.index(board.commander)
        for sid in board.spaces:
            space = s.rules.content.spaces[sid]
            for seat in range(6):
                why = why_space_closed(s, s.players[seat], space, None)
                closed = why is not None and "only the Commander" in str(why)
                assert closed == (seat != owner), (sid, seat)


def test_team_reward_gives_each_player_of_the_team(six: None) -> None:
    """002 Recompensa de equipo: "Cada jugador de tu equipo recibe" the reward."""
    s = game()
    water = [p.water for p in s.players]
    run(s, MUAD_DIB_ALLIES[0], ("team_reward", ("water", 1)))
    assert [p.water - w for p, w in zip(s.players, water, strict=True)] == [1, 0, 1, 0, 1, 0]


def test_the_swordmaster_is_used_once_and_its_bonus_token_stays(six: None) -> None:
    """002 MAESTROS DE ARMAS: a third Agent now; "si has enviado tu Maestro de armas a una casilla
    del tablero, devuélvelo a la caja" at the round's end, kept while not sent (S821); the Bonus
    token stays all game: +2 swords in each Reveal turn and the condition `swordmaster_bonus`."""
    s = game()
    seat = MUAD_DIB_ALLIES[0]
    p = s.players[seat]
    assert not condition(s, seat, ("swordmaster_bonus",), "test")
    run(s, seat, ("single_use_swordmaster",), ("swordmaster_bonus",))
    assert (p.agents_total, p.agents_left) == (3, 3)
    assert SWORDMASTER_BONUS.get(s) == (seat,) and SWORDMASTER_UNUSED.get(s) == (seat,)
    assert condition(s, seat, ("swordmaster_bonus",), "test")
    recall_round(s)  # a round with two Agents sent or none: the Swordmaster is kept
    assert p.agents_total == 3 and SWORDMASTER_UNUSED.get(s) == (seat,)
    from landsraad.modules.uprising_six.rules import _swordmaster_sent

    p.agents_left = 0  # the third Agent sent this round is the Swordmaster
    _swordmaster_sent(s, p)
    assert SWORDMASTER_SENT.get(s) == (seat,) and SWORDMASTER_UNUSED.get(s) == ()
    recall_round(s)
    assert (p.agents_total, p.agents_left) == (2, 2) and SWORDMASTER_SENT.get(s) == ()
    assert SWORDMASTER_BONUS.get(s) == (seat,)  # the token stays


def test_the_bonus_token_adds_two_swords_in_a_reveal_turn(six: None) -> None:
    s = game(seed=3)
    seat = s.current_player()
    SWORDMASTER_BONUS.put(s, (seat,))
    s.players[seat].agents_left = 0
    s._legal = None
    s.apply("reveal")
    swords = s.players[seat].swords
    reveal_swords = sum(e[1] for c in s.players[seat].in_play
                        for e in s.rules.content.cards[c].reveal if e[0] == "swords")
    assert swords >= 2 and swords - 2 <= reveal_swords


def test_team_pay_pays_from_the_player_then_his_team(six: None) -> None:
    """Threaten Spice Production: "{team_pay: {spice: 7}}", you and your Allies together (S818)."""
    s = game()
    can, pay = s.triggers.cost_kinds["team_pay"]
    for x in range(6):
        s.players[x].spice = 0
    s.players[MUAD_DIB].spice, s.players[2].spice, s.players[4].spice, s.players[1].spice = 3, 3, 3, 9
    assert can(s, MUAD_DIB, ("team_pay", "spice", 9), "test")
    assert not can(s, MUAD_DIB, ("team_pay", "spice", 10), "test")
    pay(s, MUAD_DIB, ("team_pay", "spice", 7), "test")
    assert [p.spice for p in s.players] == [0, 9, 0, 0, 2, 0]


def test_both_desert_mouse_objectives_in_one_team_are_swapped(six: None) -> None:
    """002 PREPARACIÓN H: when one team draws both Desert Mouse Objectives, the holder of the «4/6J»
    one swaps it with the opposing Ally seated beside him."""
    seen = 0
    for seed in range(40):
        s = game(seed)
        held = {oid: p.seat for p in s.players for oid in p.zones.get("objectives", ())}
        mice = [held[o] for o in ("desert_mouse_first_player", "desert_mouse_4_6")]
        assert s.rules.seats[mice[0]].team != s.rules.seats[mice[1]].team  # never both in one team
        assert all(not s.players[x].zones.get("objectives") for x in (MUAD_DIB, SHADDAM))
        seen += 1
    # a dealt position with both in one team, swapped by the step
    from landsraad.modules.uprising_six.setup import swap_desert_mouse
    from landsraad.rules.zones import zone_add, zone_remove

    s = game(1)
    owner = {oid: p.seat for p in s.players for oid in p.zones.get("objectives", ())}
    for p in s.players:
        for oid in p.zones.get("objectives", ()):
            zone_remove(p, "objectives", oid)
    deal = {2: "desert_mouse_first_player", 4: "desert_mouse_4_6", 1: "crysknife", 5: "crysknife_4_6"}
    for seat, oid in deal.items():
        zone_add(s.players[seat], "objectives", oid)
    swap_desert_mouse(s)
    assert s.players[4].zones["objectives"] == ("crysknife_4_6",)  # seat 4's opposing neighbour: 5
    assert s.players[5].zones["objectives"] == ("desert_mouse_4_6",)
    assert owner and seen == 40
