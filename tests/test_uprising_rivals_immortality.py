"""Immortality with Uprising's Rivals (seed 002 "COMBINAR INSURRECCIÓN CON EL AUGE DE IX O
INMORTALIDAD", the INMORTALIDAD paragraph; modules/combined/immortality__uprising_rivals/, docs/rulings.md
U732-U733), through the real engine."""

from __future__ import annotations

from collections import Counter

from bench.sweep import sweep
from landsraad import GameConfig, new_game
from landsraad.modules.immortality.state import TLEILAXU, TLEILAXU_ROW
from landsraad.modules.uprising_rivals.data import rivals_data
from landsraad.modules.uprising_rivals.state import HAGAL_DECK, HAGAL_DISCARD
from landsraad.rules.engine import run
from landsraad.rules.state import GameState
from landsraad.rules.view import log_lines

FOUR = ("research_station_immortality", "carthag_tleilaxu_left", "carthag_tleilaxu_right", "carthag_tleilaxu")


def game(players: int, seed: int = 1) -> GameState:
    return new_game(GameConfig(edition="uprising", players=players, first_player=0, log=True,
                               modules=("immortality",)), seed=seed)


def whole_deck(s: GameState) -> Counter[str]:
    return Counter(HAGAL_DECK.get(s) + HAGAL_DISCARD.get(s))


def rival_turn(s: GameState, seat: int, deck: tuple[str, ...], discard: tuple[str, ...] = ()) -> list[str]:
    """One Agent turn of a Rival run by the engine with the given House Hagal deck and discard."""
    HAGAL_DECK.put(s, deck)
    HAGAL_DISCARD.put(s, discard)
    before = len(s.log or [])
    pending, stack = s.pending, s.stack
    s.pending, s.stack = None, [("hagal_turn", seat)]
    run(s)
    s.stack, s.pending = stack, pending
    return log_lines(s)[before:]


def agent_spaces(s: GameState, seat: int) -> list[str]:
    return [sid for sid, seats in s.agents.items() if seat in seats]


def test_solo_deck_one_research_station_out_the_four_in() -> None:
    """002 INMORTALIDAD: "Para partidas en solitario, quita 1 copia de la versión de INSURRECCIÓN de
    Puesto de investigación e incluye las 4 cartas de INMORTALIDAD"."""
    plain = Counter(rivals_data().deck(1))
    got = whole_deck(game(1))
    assert got["research_station"] == plain["research_station"] - 1
    assert all(got[c] == 1 for c in FOUR)
    assert sum(got.values()) == sum(plain.values()) + 3


def test_two_players_deck_unchanged() -> None:
    """002 INMORTALIDAD: "no hay cambios para las partidas de dos jugadores (puesto que todas las
    cartas de INMORTALIDAD están señaladas como «1J»)"."""
    assert whole_deck(game(2)) == Counter(rivals_data().deck(2))


def test_carthag_card_space_and_troops_ignored_rest_done_then_another_card() -> None:
    """002 INMORTALIDAD: "Siempre que reveles una carta Carthag para el turno de Agente de un Rival,
    ignora la casilla del tablero y el icono de tropas, pero haz todo lo demás indicado en la carta; a
    continuación, revelarás otra carta para determinar adónde enviará su Agente ese Rival"."""
    s = game(1)
    rival = s.automa[0]
    p = s.players[rival]
    step, row, supply = TLEILAXU.get(s)[rival], TLEILAXU_ROW.get(s), p.supply
    # the Carthag card is revealed first; the deck then runs out and the discard (Fremkit and the
    # Carthag card) is reshuffled, so the Carthag card may come again before Fremkit
    lines = rival_turn(s, rival, ("carthag_tleilaxu_left",), ("fremkit",))
    carthag = sum("ignored" in x for x in lines)
    assert carthag >= 1, lines
    # every Carthag reveal does its Tleilaxu icon and replaces the Row's left card
    assert TLEILAXU.get(s)[rival] == step + carthag
    assert TLEILAXU_ROW.get(s)[0] != row[0] and row[0] in s.removed_cards
    # its troop icon ignored (nothing recruited: Fremkit shows none); the Agent goes by the next card
    assert p.supply == supply
    assert "carthag" not in s.agents and agent_spaces(s, rival) == ["fremkit"], lines


def test_carthag_card_then_the_next_card_sends_the_agent() -> None:
    s = game(1)
    rival = s.automa[0]
    before = s.players[rival].agents_left
    lines = rival_turn(s, rival, ("fremkit", "carthag_tleilaxu"))
    assert rival in s.agents.get("fremkit", ()), lines
    assert s.players[rival].agents_left == before - 1


def test_immortality_research_station_card() -> None:
    """Immortality's Research Station card sends the Rival to Uprising's Research Station with its
    Tleilaxu icons (two steps) and no troops recruited (U732)."""
    s = game(1)
    rival = s.automa[0]
    supply, step = s.players[rival].supply, TLEILAXU.get(s)[rival]
    lines = rival_turn(s, rival, ("research_station_immortality",))
    assert rival in s.agents.get("research_station", ()), lines
    assert TLEILAXU.get(s)[rival] == step + 2
    # no troop recruited (the card shows none); the usual two from the garrison go to the Conflict
    assert s.players[rival].supply == supply


def test_sweep_uprising_rivals_with_immortality() -> None:
    """Solo and two players with the Rivals and Immortality: every invariant at every step (the
    500-game sweeps of each are in the issue's report; CI plays a small size)."""
    for n in (1, 2):
        rep = sweep(60, seed=330_000 + n, players=(n,),
                    config=lambda k, d: GameConfig(edition="uprising", players=k, difficulty=d,
                                                   modules=("immortality",)))
        assert rep.games == 60 and rep.failures == [], rep.failures[:5]


def test_the_brought_cards_are_decided_per_kind_of_game() -> None:
    """002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD: Immortality's four House Hagal cards join the
    solo Rivals' deck only; the choice, made once per kind of game (`extensions.active`), differs for a
    solo game with Immortality, one without, and a two-player game with it ("no hay cambios")."""
    from landsraad import GameConfig, new_game
    from landsraad.modules.uprising_rivals import extensions

    solo_imm = new_game(GameConfig(edition="uprising", players=1, modules=("immortality",)), 1)
    solo = new_game(GameConfig(edition="uprising", players=1), 1)
    two_imm = new_game(GameConfig(edition="uprising", players=2, modules=("immortality",)), 1)
    assert len(extensions.active(solo_imm)) == 1
    assert extensions.active(solo) == () and extensions.active(two_imm) == ()
    brought = next(iter(extensions.active(solo_imm)[0].cards()))
    assert extensions.brought(solo_imm, brought) is not None and extensions.played(solo_imm, brought)
    assert extensions.brought(solo, brought) is None and not extensions.played(solo, brought)
    assert extensions.brought(two_imm, brought) is None
