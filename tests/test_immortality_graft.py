"""Graft (seed 003 ADSCRIPCIONES and ACLARACIONES; landsraad/modules/immortality/graft.py;
docs/rulings.md I47): two cards send one Agent, asked as a sequence (first card, second card,
space). Built with tests/products.py."""

from __future__ import annotations

import pytest

from landsraad import GameState
from landsraad.core.errors import IllegalActionError
from landsraad.modules.immortality.specimens import specimens
from landsraad.modules.immortality.state import TLEILAXU
from tests.test_immortality_rules import game, put_research


def with_hand(hand: list[str], **kw: object) -> GameState:
    s = game(**kw)  # type: ignore[arg-type]
    s.players[0].hand = list(hand)
    s._legal = None
    return s


def settle(s: GameState, answers: dict[str, str] | None = None) -> None:
    """Resolve seat 0's decisions of this Agent turn (first option unless `answers` says)."""
    answers = answers or {}
    while s.pending is not None and s.pending[1] == 0 and s.pending[0] != "turn":
        kind = s.pending[0]
        s.apply(answers.get(kind, s.legal_actions()[0]))


def test_a_graft_card_is_never_played_alone() -> None:
    """003: "no puedes jugarla por sí sola, sino que debes jugar dos cartas (y solo dos)"."""
    s = with_hand(["ghola"])
    assert not any(a.startswith(("agent ghola", "graft")) for a in s.legal_actions())
    with pytest.raises(IllegalActionError):
        s.apply("agent ghola arrakeen")
    s = with_hand(["ghola", "dagger"])
    legal = s.legal_actions()
    assert not any(a.startswith("agent ghola") for a in legal)
    assert {"graft ghola", "graft dagger"} <= set(legal)


def test_two_cards_without_a_graft_box_are_not_grafted() -> None:
    """003: two Graft cards, or one Graft card and another; never two ordinary cards."""
    s = with_hand(["dagger", "reconnaissance"])
    assert not any(a.startswith("graft") for a in s.legal_actions())


def test_the_sequence_offers_the_partners_then_the_spaces_of_either_card() -> None:
    """003: "Puedes emplear un icono de Agente de cualquiera de esas dos cartas"."""
    s = with_hand(["unnatural_reflexes", "from_the_tanks", "dagger"])
    s.apply("graft unnatural_reflexes")
    assert s.pending == ("graft_second", 0, "unnatural_reflexes")
    assert s.legal_actions() == ["graft dagger", "graft from_the_tanks"]
    s.apply("graft from_the_tanks")
    spaces = {a.split()[1] for a in s.legal_actions()}
    board = s.rules.content.spaces
    assert {board[sid].icon for sid in spaces} == {"spice_trade", "landsraad"}
    assert "imperial_basin" in spaces and "hall_of_oratory" in spaces and "arrakeen" not in spaces


def test_the_worked_example_of_cristina() -> None:
    """003 ADSCRIPCIONES, Cristina: Unnatural Reflexes grafted to From the Tanks, to the Imperial
    Basin: harvests its spice; with the first genetic marker, draws two cards (Unnatural
    Reflexes); recruits two troops (From the Tanks) and, at a Combat space, deploys them with two
    more from the garrison."""
    s = with_hand(["unnatural_reflexes", "from_the_tanks"])
    put_research(s, 0, "c4r4")
    p = s.players[0]
    hand_before = len(p.deck)
    s.apply("graft unnatural_reflexes")
    s.apply("graft_to imperial_basin")
    settle(s, {"deploy": "deploy 4"})
    assert p.spice == 1 and len(p.deck) == hand_before - 2
    assert {"unnatural_reflexes", "from_the_tanks"} <= set(p.in_play)
    assert p.troops_in_conflict == 4 and p.garrison == 1


def test_the_worked_example_of_carmen_ghola_copies_the_partners_agent_box() -> None:
    """003 ADSCRIPCIONES, Carmen: Ghola and Corrino Genes grafted, to Wealth: 2 Solari and one
    Emperor Influence, and two Tleilaxu steps (Corrino Genes' "if grafted" step and Ghola's copy)."""
    s = with_hand(["ghola", "corrino_genes"])
    s.apply("graft ghola")
    s.apply("graft_to wealth")
    settle(s)
    p = s.players[0]
    assert p.solari == 2 and p.influence[s.rules.faction_index["emperor"]] == 1
    assert TLEILAXU.get(s)[0] == 2


def test_if_grafted_is_false_for_a_card_played_alone() -> None:
    """Corrino Genes sent alone: its "if grafted" step does not happen."""
    s = with_hand(["corrino_genes"])
    s.apply("agent corrino_genes wealth")
    settle(s)
    assert TLEILAXU.get(s)[0] == 0 and s.players[0].solari == 2


def test_grafted_with_reads_the_other_cards_factions() -> None:
    """Interstellar Conspiracy: Influence with any Faction if grafted with an Emperor or Guild card."""
    s = with_hand(["interstellar_conspiracy", "corrino_genes"])  # Corrino Genes: an Emperor card
    s.apply("graft interstellar_conspiracy")
    s.apply("graft_to wealth")
    settle(s, {"faction": "faction fremen"})
    assert s.players[0].influence[s.rules.faction_index["fremen"]] == 1
    s = with_hand(["interstellar_conspiracy", "dagger"])
    s.apply("graft interstellar_conspiracy")
    s.apply("graft_to arrakeen")
    settle(s)
    assert s.players[0].influence == (0, 0, 0, 0)


def test_slig_farmer_gains_a_solari_per_agent_icon_of_the_other_card() -> None:
    s = with_hand(["slig_farmer", "occupation"])  # Occupation: six Agent icons
    s.apply("graft slig_farmer")
    s.apply("graft_to imperial_basin")
    settle(s, {"may": "decline"})
    assert s.players[0].solari == 6


def test_dissecting_kit_trashes_the_other_grafted_card_for_a_specimen() -> None:
    s = with_hand(["dissecting_kit", "dagger"])
    s.apply("graft dissecting_kit")
    s.apply("graft_to hall_of_oratory")
    settle(s, {"may": "pay"})
    p = s.players[0]
    assert "dagger" in p.trashed and "dagger" not in p.in_play and specimens(p) == 1


def test_tleilaxu_infiltrator_ignores_other_players_agents() -> None:
    """Tleilaxu Infiltrator: "this turn, other players' Agents do not block your Agent"."""
    s = with_hand(["tleilaxu_infiltrator", "dagger"])
    s.agents["arrakeen"] = (1,)
    s._legal = None
    s.apply("graft tleilaxu_infiltrator")
    assert "graft_to arrakeen" in s.legal_actions()
    s = with_hand(["ghola", "dagger"])
    s.agents["arrakeen"] = (1,)
    s._legal = None
    s.apply("graft ghola")
    assert "graft_to arrakeen" not in s.legal_actions()


def test_both_cards_leave_the_hand_and_one_agent_is_sent() -> None:
    """003: both cards are played and both count as having sent the one Agent."""
    s = with_hand(["face_dancer", "face_dancer_initiate", "dagger"])
    left = s.players[0].agents_left
    s.apply("graft face_dancer")
    s.apply("graft face_dancer_initiate")
    s.apply("graft_to wealth")
    settle(s)
    p = s.players[0]
    assert p.agents_left == left - 1 and s.agents["wealth"] == (0,)
    assert {"face_dancer", "face_dancer_initiate"} <= set(p.in_play) and "face_dancer" not in p.hand


def test_chairdog_returns_the_other_card_at_the_start_of_the_reveal_turn() -> None:
    """003 ADSCRIPCIONES, Candela: Chairdog grafted to Arrakis Liaison to the Mentat space; at the
    start of her Reveal turn Arrakis Liaison returns to her hand and is revealed at once."""
    s = with_hand(["chairdog", "arrakis_liaison"])
    s.players[0].solari = 2
    s._legal = None
    s.apply("graft chairdog")
    s.apply("graft_to mentat")
    settle(s)
    p = s.players[0]
    assert p.zones.get("returning") == ("arrakis_liaison",)
    while s.pending != ("turn", 0):
        s.apply(s.legal_actions()[0] if s.pending is None or s.pending[0] != "turn" else "reveal")
    p.hand = []
    s._legal = None
    s.apply("reveal")
    assert "returning" not in p.zones
    # Arrakis Liaison's Reveal box (2 Persuasion) joined this Reveal: the only card revealed
    assert p.persuasion == 2 and "arrakis_liaison" in p.in_play


def test_beguiling_pheromones_trashes_one_grafted_card_for_one_more_influence() -> None:
    s = with_hand(["beguiling_pheromones", "corrino_genes"])  # Corrino Genes: the Emperor icon
    s.apply("graft beguiling_pheromones")
    s.apply("graft_to wealth")  # an Emperor space
    settle(s, {"trash_one_grafted": "trash play corrino_genes"})
    p = s.players[0]
    assert p.influence[s.rules.faction_index["emperor"]] == 2 and "corrino_genes" in p.trashed
    assert "beguiling_pheromones" in p.in_play


def test_beguiling_pheromones_at_a_city_space_does_nothing_more() -> None:
    s = with_hand(["beguiling_pheromones", "dagger"])
    s.apply("graft beguiling_pheromones")
    s.apply("graft_to arrakeen")
    settle(s)
    assert s.players[0].trashed == () and s.players[0].influence == (0, 0, 0, 0)


def test_usurp_grafts_to_a_card_of_the_imperium_row_and_trashes_it_at_the_end_of_the_turn() -> None:
    """Usurp: "you may graft this card to a card in the Imperium Row instead of one in your hand,
    without acquiring it; if you do, trash that card at the end of the turn"; 003 ACLARACIONES: the
    Row card is not "in play" and its trashing triggers nothing (I51)."""
    s = with_hand(["usurp"])
    s.imperium_row = ("guild_administrator", "the_voice", "the_voice", "the_voice", "the_voice")
    s._legal = None
    s.apply("graft usurp")
    legal = s.legal_actions()
    assert "graft_row guild_administrator" in legal and not any(a.startswith("graft ") for a in legal)
    s.apply("graft_row guild_administrator")
    s.apply("graft_to foldspace")  # Guild Administrator's Guild icon; Usurp has none
    p = s.players[0]
    assert "guild_administrator" not in p.in_play and "guild_administrator" in s.imperium_row
    settle(s)
    assert "guild_administrator" not in s.imperium_row and "guild_administrator" in s.removed_cards
    assert len(s.imperium_row) == 5 and "guild_administrator" not in p.trashed
    assert "usurp" in p.in_play and p.influence[s.rules.faction_index["guild"]] == 1


def test_ghola_with_power_play_gives_two_influence_and_trashes_itself() -> None:
    """003 ACLARACIONES, Ghola: with Power Play at a Faction's space only 2 Influence with that
    Faction, as Power Play alone; the copy includes "trash this card" (Ghola is trashed too)."""
    s = with_hand(["ghola", "power_play"])
    s.apply("graft ghola")  # the only partner (Power Play) is chosen by itself
    s.apply("graft_to wealth")
    settle(s)
    p = s.players[0]
    assert p.influence[s.rules.faction_index["emperor"]] == 2
    assert {"ghola", "power_play"} <= set(p.trashed)

