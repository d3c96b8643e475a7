"""Immortality in solo games (seed 003 ADICIONES A PARTIDAS EN SOLITARIO;
landsraad/modules/immortality/solo.py; docs/rulings.md I23, I50). Built with
tests/products.py."""

from __future__ import annotations

import pytest

from landsraad import GameConfig, GameState, new_game
from landsraad.modules.base.state import HAGAL_DECK, HAGAL_DISCARD
from landsraad.modules.immortality.state import TLEILAXU, TLEILAXU_DECK, TLEILAXU_ROW, TLEILAXU_SPICE
from landsraad.rules import engine
from tests.test_immortality_rules import IMM, game

NEW = {"carthag_tleilaxu", "carthag_tleilaxu_left", "carthag_tleilaxu_right", "research_station_immortality"}


def test_the_solo_deck_loses_the_carthag_cards_and_gains_the_four_new_ones() -> None:
    """003: "Retira las tres cartas Carthag originales"; "4 nuevas cartas [...] tres nuevas cartas
    Carthag y una de Puesto de Investigación"."""
    s = game(1)
    assert "carthag" not in HAGAL_DECK.get(s) and NEW <= set(HAGAL_DECK.get(s))
    assert sum(1 for c in HAGAL_DECK.get(s) if c in NEW) == 4
    assert IMM.hagal_removes == ("carthag",)


def test_two_player_games_keep_the_original_deck() -> None:
    """003: "estas reglas no se aplican a las partidas de dos jugadores"."""
    s = game(2)
    assert HAGAL_DECK.get(s).count("carthag") == 3 and not NEW & set(HAGAL_DECK.get(s))


def rival_turn(s: GameState, card: str, seat: int = 1) -> None:
    HAGAL_DECK.put(s, (card,))
    HAGAL_DISCARD.put(s, ())
    s.pending = None
    s.stack = [("hagal_turn", seat)]
    engine.run(s)


def test_a_rival_steps_on_the_tleilaxu_track_and_removes_the_crossed_out_row_card() -> None:
    """003 Nuevas cartas: a Tleilaxu icon is one step (with its bonus); the crossed-out icon removes
    and replaces the left or the right card of the Tleilaxu Row."""
    s = game(1)
    left, right = TLEILAXU_ROW.get(s)
    deck = len(TLEILAXU_DECK.get(s))
    rival_turn(s, "carthag_tleilaxu_left")
    assert TLEILAXU.get(s)[1] == 1 and 1 in s.agents.get("carthag", ())
    assert TLEILAXU_ROW.get(s)[1] == right and TLEILAXU_ROW.get(s)[0] != left and left in s.removed_cards
    assert len(TLEILAXU_DECK.get(s)) == deck - 1
    s.agents.pop("carthag")
    rival_turn(s, "carthag_tleilaxu_right", seat=2)
    assert TLEILAXU.get(s)[2] == 1 and right in s.removed_cards and TLEILAXU_ROW.get(s)[1] != right


def test_the_research_station_card_gives_two_tleilaxu_steps() -> None:
    s = game(1)
    TLEILAXU.put(s, (0, 2, 0))
    vp = s.players[1].vp
    rival_turn(s, "research_station_immortality")
    assert TLEILAXU.get(s)[1] == 4 and s.players[1].vp == vp + 1 and s.players[1].spice == 2
    assert TLEILAXU_SPICE.get(s) == 0  # the first to reach the space takes the setup spice


@pytest.mark.parametrize(("players", "start", "end"), [(4, 0, 10), (3, 0, 11), (1, 0, 11)])
def test_up_to_11(players: int, start: int, end: int) -> None:
    """003 VARIANTES, "Hasta los 11": play to 11 VP; with four players start on 0 and play to 10."""
    cfg = GameConfig(players=players, modules=("immortality", "immortality_up_to_11"))
    s = new_game(cfg, seed=1)
    assert s.rules.end_vp == end and s.rules.start_vp == start
    assert all(p.vp_sources.get("start", 0) == start for p in s.players)
    plain = game(players)
    assert plain.rules.end_vp == 10 and plain.rules.start_vp == (1 if players == 4 else 0)


def test_the_game_ends_at_the_variants_vp() -> None:
    """004 Fase 5 with the variant's number: 10 VP do not end a 3-player game, 11 do."""
    s = new_game(GameConfig(players=3, modules=("immortality",
                                                "immortality_up_to_11")), seed=1)
    from landsraad.rules.zones import add_vp
    add_vp(s, s.players[0], "test", 10)
    s.pending, s.stack = None, [("recall",)]
    engine.run(s)
    assert s.phase != "endgame" and not s.is_terminal()
    add_vp(s, s.players[0], "test", 1)
    s.pending, s.stack = None, [("recall",)]
    engine.run(s)
    assert s.phase in ("endgame", "over")
