"""Scenario setup and the once-per-game / first-visit states (issue 33): a setup either derives
the record such a state implies or refuses the position with a message naming the key
(landsraad/scenario_setup.py `history`, modules/immortality/scenario.py, modules/choam/scenario.py;
docs/scenarios.md "Impossible positions")."""

from __future__ import annotations

from typing import Any

import pytest

from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP, CONTRACTS_SET_ASIDE
from landsraad.modules.immortality.state import TLEILAXU_SPICE
from landsraad.scenario import ScenarioError, run_scenario, setup_state


def three(**setup: Any) -> dict[str, Any]:
    return {"players": 3, "conflict": "skirmish_a", **setup}


def up(**setup: Any) -> dict[str, Any]:
    return {"edition": "uprising", "players": 3, **setup}


def refused(setup: dict[str, Any], *fragments: str) -> str:
    with pytest.raises(ScenarioError) as e:
        setup_state(setup)
    msg = str(e.value)
    for fragment in fragments:
        assert fragment in msg, msg
    return msg


# ---- the base game's High Council and Swordmaster -----------------------------------------------

def test_base_high_council_seat_derives_the_visit() -> None:
    """000 Alto Consejo: "Puedes enviar a un Agente a esta casilla una sola vez por partida" and the
    space is the only way to a seat: a seated player has used it (docs/rulings.md R15)."""
    s = setup_state(three(seats={0: {"hand": ["dagger"], "solari": 5, "high_council": True}}))
    assert s.used_once.get("high_council") == [0]
    assert "agent dagger high_council" not in s.legal_actions()


def test_base_high_council_visit_derives_the_seat() -> None:
    """000 Alto Consejo: the visit seats the Councilor."""
    s = setup_state(three(used_once={"high_council": [1]}))
    assert s.players[1].high_council and not s.players[0].high_council


@pytest.mark.parametrize("setup,fragments", [
    (three(used_once={"high_council": [0]}, seats={0: {"high_council": False}}),
     ("used_once.high_council lists P0", "seats.0.high_council is false")),
    (three(used_once={"high_council": []}, seats={0: {"high_council": True}}),
     ("seats.0.high_council", "used_once.high_council")),
])
def test_base_high_council_contradictions_are_refused(setup: dict[str, Any], fragments: tuple[str, ...]) -> None:
    """000 Alto Consejo: seat and visit go together in the base game."""
    refused(setup, *fragments)


def test_swordmaster_derives_the_visit_and_the_third_agent() -> None:
    """000 / 004 Maestro de armas (Espadachim): once per game, "tu tercer Agente ... Durante el
    resto de la partida ... tienes tres Agentes"."""
    s = setup_state(three(seats={0: {"has_swordmaster": True, "hand": ["dagger"], "solari": 8}}))
    p = s.players[0]
    assert s.used_once.get("swordmaster") == [0] and p.agents_total == 3
    assert "agent dagger swordmaster" not in s.legal_actions()
    s = setup_state(three(used_once={"swordmaster": [2]}))
    assert s.players[2].has_swordmaster and s.players[2].agents_total == 3


@pytest.mark.parametrize("setup,fragments", [
    (three(seats={0: {"agents_total": 3}}), ("seats.0.agents_total is 3", "has_swordmaster")),
    (three(seats={0: {"has_swordmaster": True, "agents_total": 2}}), ("seats.0.agents_total is 2",)),
    (three(used_once={"swordmaster": [0]}, seats={0: {"has_swordmaster": False}}),
     ("used_once.swordmaster lists P0", "seats.0.has_swordmaster is false")),
    (three(used_once={"swordmaster": []}, seats={1: {"has_swordmaster": True}}),
     ("seats.1.has_swordmaster", "used_once.swordmaster")),
    (up(seats={0: {"agents_total": 3}}), ("seats.0.agents_total is 3",)),
])
def test_swordmaster_contradictions_are_refused(setup: dict[str, Any], fragments: tuple[str, ...]) -> None:
    """000 / 002 Maestro de armas: the third Agent is the Swordmaster, taken once per game."""
    refused(setup, *fragments)


def test_solo_rivals_swordmasters_need_no_visit() -> None:
    """000 House Hagal sheet: the Rivals get their Swordmasters when a Conflict card is revealed,
    not by a visit; no record is derived for them."""
    s = setup_state({"players": 1, "seats": {1: {"has_swordmaster": True, "agents_total": 3}}})
    assert s.players[1].has_swordmaster and "swordmaster" not in s.used_once


# ---- Uprising's High Council: first visit, later visits --------------------------------------

def test_uprising_seat_without_its_history_is_refused() -> None:
    """002 Alto Consejo: the first visit seats the Councilor, later visits give 2 spice, an Intrigue
    and 3 troops; Corrinth City also seats a player without a visit (docs/rulings.md U401), so a seat
    alone does not say whether the next visit is the first: the setup must say it."""
    refused(up(seats={0: {"high_council": True}}), "seats.0.high_council", "used_once: {high_council: [0]}",
            "Corrinth City")


def test_uprising_recorded_visit_gives_the_later_box() -> None:
    """002 Alto Consejo: "Cada vez después de la primera que envíes un Agente a esta casilla: recibe
    2 de especia, roba una carta de Intriga y recluta 3 tropas"."""
    s = setup_state(up(used_once={"high_council": [0]}, seats={0: {"hand": ["dagger"], "solari": 5}}))
    p = s.players[0]
    assert p.high_council  # derived: the first visit seats the Councilor
    s.apply("agent dagger high_council")
    assert (p.spice, len(p.intrigues), p.garrison, p.solari) == (2, 1, 6, 0)


def test_uprising_seat_by_corrinth_city_is_accepted_when_said() -> None:
    """docs/rulings.md U401: a seat taken with Corrinth City, the High Council never visited."""
    s = setup_state(up(used_once={"high_council": []}, seats={0: {"high_council": True}}))
    assert s.players[0].high_council and not s.used_once.get("high_council")


def test_uprising_visit_without_a_seat_is_refused() -> None:
    """002 Alto Consejo: the first visit always seats the Councilor."""
    refused(up(used_once={"high_council": [1]}, seats={1: {"high_council": False}}),
            "used_once.high_council lists P1", "seats.1.high_council is false")


def test_uprising_used_once_names_first_visit_spaces_only() -> None:
    """002 Guía de casillas: only the High Council has a first visit; Arrakeen is visited freely."""
    refused(up(used_once={"arrakeen": [0]}), "used_once: 'arrakeen' is not a once-per-game or first-visit space")


# ---- Baron Harkonnen's Masterstroke --------------------------------------------------------------

@pytest.mark.parametrize("setup,fragment", [
    (three(leaders=["vladimir_harkonnen"], seats={0: {"masterstroke_done": True}}),
     "seats.0.masterstroke_done: revealed Masterstroke tokens need seats.0.masterstroke"),
    (three(leaders=["vladimir_harkonnen"], seats={0: {"masterstroke": ["emperor"]}}),
     "seats.0.masterstroke: two different Factions"),
])
def test_masterstroke_positions_are_checked(setup: dict[str, Any], fragment: str) -> None:
    """004 Barão Vladimir Harkonnen: "escolha dois dos quatro marcadores ... revele suas escolhas
    ... (uma vez por jogo)"; FAQ Baron "Masterstroke"."""
    refused(setup, fragment)


def test_masterstroke_revealed_with_its_tokens() -> None:
    """004 Barão Vladimir Harkonnen: the revealed tokens are the two he chose."""
    s = setup_state(three(leaders=["vladimir_harkonnen"],
                          seats={0: {"masterstroke": ["emperor", "fremen"], "masterstroke_done": True}}))
    assert s.players[0].leader_state["masterstroke_done"] is True


# ---- Immortality's Tleilaxu track ----------------------------------------------------------------

def imm(**setup: Any) -> dict[str, Any]:
    return {"modules": ["immortality"], "players": 3, **setup}


def test_tleilaxu_spaces_passed_give_their_vp_and_take_the_setup_spice() -> None:
    """003 EL MEDIDOR TLEILAXU: "Cada jugador recibe un Punto de Victoria cuando llega a esta casilla.
    El primer jugador que llegue a ella recibe [...] las 2 fichas de Especia"; a token only moves
    right, so a token on or past a space has reached it."""
    s = setup_state(imm(tleilaxu={0: 5, 1: 7}))
    assert TLEILAXU_SPICE.get(s) == 0
    assert s.players[0].vp_sources == {"tleilaxu:4": 1}
    assert s.players[1].vp_sources == {"tleilaxu:4": 1, "tleilaxu:7": 1}
    assert s.players[2].vp_sources == {}


@pytest.mark.parametrize("setup,fragments", [
    (imm(tleilaxu={0: 4}, tleilaxu_spice=2), ("tleilaxu_spice: 2", "P0's Tleilaxu token has reached space 4")),
    (imm(tleilaxu={0: 3}, tleilaxu_spice=0), ("tleilaxu_spice: 0", "no Tleilaxu token has reached space 4")),
    (imm(seats={0: {"vp_sources": {"tleilaxu:4": 1}}}), ("'tleilaxu:4' follows from the position",)),
])
def test_tleilaxu_contradictions_are_refused(setup: dict[str, Any], fragments: tuple[str, ...]) -> None:
    refused(setup, *fragments)


# ---- the VP sources a setup may give follow the products' declarations ---------------------------

def test_uprising_battle_icons_vp_can_be_set() -> None:
    """002 Iconos de batalla: a pair of matched icons scores 1 VP (source `battle_icons`)."""
    s = setup_state(up(seats={0: {"vp_sources": {"battle_icons": 2}}}))
    assert s.players[0].vp_sources == {"battle_icons": 2}
    refused(three(seats={0: {"vp_sources": {"battle_icons": 1}}}), "unknown source 'battle_icons'")


def test_a_scenario_checks_the_derived_record() -> None:
    """000 Alto Consejo: the derived visit is there for the expectations too."""
    out = run_scenario({"setup": three(seats={0: {"high_council": True}}), "steps": [
        {"expect": {"used_once": {"high_council": [0]}}}]}, "t")
    assert out.state.players[0].high_council


# ---- the Mentat -----------------------------------------------------------------------------------

def test_the_mentat_holder_follows_from_the_seat() -> None:
    """000 Mentat: one Mentat, taken from its space by one player at a time: the seat that has it
    holds it (and the Mentat space's "cannot take the Mentat" knows it)."""
    s = setup_state(three(seats={1: {"has_mentat": True, "agents_left": 3}}))
    assert s.mentat_holder == 1
    refused(three(seats={0: {"has_mentat": True}, 2: {"has_mentat": True}}),
            "seats.0.has_mentat, seats.2.has_mentat: the game has one Mentat")


def test_shaddam_given_by_his_seat_sets_the_sardaukar_contracts_aside() -> None:
    """Shaddam Corrino IV's leader card (002 six players C: "deja aparte los dos contratos
    Sardaukar"), also when a seat names him instead of `leaders`."""
    s = setup_state(up(modules=["choam"], seats={0: {"leader": "shaddam_corrino_iv"}}))
    assert sorted(CONTRACTS_SET_ASIDE.get(s)) == ["sardaukar_cards", "sardaukar_recall"]
    assert not {"sardaukar_cards", "sardaukar_recall"} & {*CONTRACT_BANK.get(s), *CONTRACTS_FACE_UP.get(s)}


def test_uprising_seat_keys_need_uprising() -> None:
    """004 FASE 3: the base game's Conflict card is discarded after the Combat; 002 keeps won
    Conflict cards and Objectives face up (Iconos de batalla): those keys are Uprising's."""
    refused(three(seats={0: {"conflicts_won": ["skirmish_a"]}}), "seats.0.conflicts_won", "edition: uprising")


# ---- Uprising leaders' own pieces: Lady Jessica's side and memories, the Feyd token ----------------

def test_jessica_side_and_memories_are_set_and_checked() -> None:
    """002 ACLARACIONES (Dama Jessica: she starts on this side); her leader card: memories are troops
    from her supply on the Bene Gesserit area, part of her 12 troops."""
    s = setup_state(up(leaders=["lady_jessica"], seats={0: {"memories": 2, "garrison": 3}}))
    p = s.players[0]
    assert p.leader_state["memories"] == 2 and p.supply == 7 and p.leader_state["side"] == "front"
    run_scenario({"setup": up(leaders=["lady_jessica"], seats={0: {"leader_side": "back"}}),
                  "steps": [{"expect": {"p0": {"leader_side": "back", "memories": 0}}}]}, "t")


def test_feyd_token_is_set_on_his_track() -> None:
    """002 ACLARACIONES (Feyd-Rautha Harkonnen): the Feyd token moves along the training track."""
    s = setup_state(up(leaders=["feyd_rautha_harkonnen"], seats={0: {"training": "middle"}}))
    assert s.players[0].leader_state["training"] == "middle"


@pytest.mark.parametrize("setup,fragments", [
    (up(leaders=["lady_jessica"], seats={0: {"leader_side": "back", "memories": 1}}),
     ("seats.0.memories: Reverend Mother Jessica has no memories",)),
    (up(leaders=["feyd_rautha_harkonnen"], seats={0: {"memories": 1}}),
     ("seats.0.memories: P0's leader (feyd_rautha_harkonnen) has no such piece (only Lady Jessica)",)),
    (up(leaders=["feyd_rautha_harkonnen"], seats={0: {"training": "top"}}),
     ("seats.0.training: 'top' is not a space of the training track",)),
    (up(leaders=["lady_jessica"], seats={0: {"leader_side": "upside"}}), ("'upside' is not front or back",)),
    (up(leaders=["lady_jessica"], seats={0: {"memories": 2, "garrison": 3, "supply": 9}}),
     ("P0 has 14 troops (garrison 3 + supply 9 + conflict 0 + memories 2)",)),
])
def test_impossible_leader_pieces_are_refused(setup: dict[str, Any], fragments: tuple[str, ...]) -> None:
    """Lady Jessica's Other Memories turns her over "for the rest of the game", taking every memory
    back; her other side's Signet (Water of Life) makes none (her leader card; 002 ACLARACIONES)."""
    refused(setup, *fragments)


def test_no_swordmaster_at_kwisatz_haderach_difficulty() -> None:
    """001 difficulty table (modules/base/hagal.py): at Kwisatz Haderach difficulty the player never gains a
    Swordmaster."""
    refused({"players": 1, "difficulty": "kwisatz_haderach", "seats": {0: {"has_swordmaster": True}}},
            "seats.0.has_swordmaster: at Kwisatz Haderach difficulty")
    setup_state({"players": 1, "difficulty": "mentat", "seats": {0: {"has_swordmaster": True}}})


def test_a_visit_is_recorded_once() -> None:
    """000 Alto Consejo: once per game; a record names each seat once."""
    refused(three(used_once={"high_council": [0, 0]}), "used_once.high_council: [0, 0] names a seat twice")
