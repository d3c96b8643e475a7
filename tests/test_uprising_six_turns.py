"""Six players' turns through the real engine (seed 002 "PARTIDAS DE SEIS JUGADORES"): Ally
activation, the effects an activated Ally receives, and the words of the Great Houses spaces and
the Commanders' cards (landsraad/modules/uprising_six/activation.py, rules.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from six_game import MUAD_DIB, SHADDAM, game, lift_refusal, run

from landsraad import GameState
from landsraad.invariants import check
from landsraad.modules.uprising_six.activation import ACTIVATED, ARROWS_USED
from landsraad.modules.uprising_six.rules import _throne_options
from landsraad.modules.uprising_six.state import THRONE_ROW
from landsraad.rules import engine
from landsraad.rules.influence import change_influence


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    yield from lift_refusal(monkeypatch)


def influence(s: GameState, seat: int, faction: str) -> int:
    return s.players[seat].influence[s.rules.faction_index[faction]]


def commander_agent_turn(commander: int) -> GameState:
    """A game at the Commander's turn decision with an Agent to send (random play up to it)."""
    for seed in range(20):
        s, rng = game(seed), random.Random(seed)
        for _ in range(300):
            if s.pending and s.pending[0] == "turn" and s.pending[1] == commander and s.players[commander].agents_left \
                    and any(a.startswith("agent ") for a in s.legal_actions()) and not ARROWS_USED.get(s):
                return s
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no such turn")


def test_a_commanders_agent_activates_the_ally_its_arrow_points_at() -> None:
    """002 Activación de aliados: "el Aliado sentado a su izquierda o a su derecha (más allá del
    jugador adversario inmediatamente adyacente)": with both arrows in hand, Muad'Dib chooses
    (seats 2 and 4, S814); the arrow used is spent for the round; his next Agent takes the other."""
    s = commander_agent_turn(MUAD_DIB)
    agent = next(a for a in s.legal_actions() if a.startswith("agent "))
    s.apply(agent)
    assert s.pending[0] == "six_activate" and s.legal_actions() == ["activate p2", "activate p4"]
    s.apply("activate p4")
    # the activation lasts for his turn (cleared when the next starts); the right arrow is spent
    assert ACTIVATED.get(s) in ((MUAD_DIB, 4), ()) and ARROWS_USED.get(s) == ("0:right",)
    assert check(s) == []


def test_units_and_swords_go_to_the_activated_ally_the_rest_to_the_commander() -> None:
    """002: the activated Ally "asume el papel del Comandante siempre que ... se recluta alguna
    unidad ... se está aplicando cualquier cantidad de espadas"; Solari stay the Commander's."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, 2))
    garrison, solari = s.players[2].garrison, s.players[MUAD_DIB].solari
    run(s, MUAD_DIB, ("recruit", 2), ("swords", 3), ("solari", 1))
    assert s.players[2].garrison == garrison + 2 and s.players[2].swords == 3
    assert (s.players[MUAD_DIB].garrison, s.players[MUAD_DIB].swords) == (0, 0)
    assert s.players[MUAD_DIB].solari == solari + 1


def test_a_commanders_influence_moves_his_activated_allys_cube() -> None:
    """002 Activación de aliados (Shaddam at Espionage, activating Feyd-Rautha: Feyd's cube moves and
    Feyd draws the Intrigue of the Bene Gesserit bonus); with no Ally activated in the turn (a Plot
    Intrigue), the Commander first chooses one (S825)."""
    s = game()
    ACTIVATED.put(s, (SHADDAM, 1))
    change_influence(s, SHADDAM, "bene_gesserit", 1)
    assert influence(s, 1, "bene_gesserit") == 1 and s.players[SHADDAM].influence == (0, 0, 0, 0)
    ACTIVATED.put(s, ())
    s.pending, s._legal = None, None
    change_influence(s, SHADDAM, "guild", 1)
    engine.run(s)
    assert s.pending[0] == "six_activate" and s.legal_actions() == ["activate p1", "activate p5"]
    s.apply("activate p5")
    assert influence(s, 5, "guild") == 1 and influence(s, 1, "guild") == 0


def test_the_activated_ally_deploys_the_troops_recruited_for_him_at_a_combat_space() -> None:
    """002 PROPIEDAD COMPARTIDA DE UNIDADES: Muad'Dib at Hardy Warriors activates Gurney and
    recruits two troops for him; "Gurney decide desplegar en el Conflicto esas tropas, junto con dos
    más de su guarnición" (the units count as recruited by both: the turn's recruits)."""
    for seed in range(30):
        s, rng = game(seed), random.Random(seed)
        for _ in range(400):
            if s.pending and s.pending[0] == "deploy" and ACTIVATED.get(s) and ACTIVATED.get(s)[0] == s.turn.seat \
                    and s.turn.recruited:
                ally = ACTIVATED.get(s)[1]
                assert s.pending[1] == ally  # the Ally decides, with his garrison
                assert s.pending[2] == min(s.players[ally].garrison, s.turn.recruited + 2)
                return
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no Commander's turn at a Combat space with recruits")


def test_split_with_ally_gives_one_gain_each() -> None:
    """Usul (S807): "{split_with_ally: [water, spice]}": Muad'Dib takes one, his activated Ally the other."""
    s = game()
    ACTIVATED.put(s, (MUAD_DIB, 4))
    water, spice = s.players[MUAD_DIB].water, s.players[4].spice
    run(s, MUAD_DIB, ("split_with_ally", (("water", 1), ("spice", 1))))
    assert s.pending[0] == "choose"
    s.apply("choose 1")
    assert s.players[MUAD_DIB].water == water + 1 and s.players[4].spice == spice + 1


def test_each_ally_recruits() -> None:
    """Corrino Might: "each Ally of your team recruits 2 troops"."""
    s = game()
    before = [p.garrison for p in s.players]
    run(s, SHADDAM, ("each_ally_recruits", 2))
    assert [p.garrison - b for p, b in zip(s.players, before, strict=True)] == [0, 2, 0, 0, 0, 2]


def test_reinforce_splits_three_troops_between_the_two_allies() -> None:
    """002 Reforzar (Jessica at Military Support: one troop for herself, two for Gurney, who
    deploys them)."""
    s = game()
    before = [p.garrison for p in s.players]
    run(s, 4, ("reinforce", 3))  # Jessica's seat: the team's Allies are seats 2 and 4
    assert s.legal_actions() == ["choose 1", "choose 2", "choose 3", "choose 4"]
    s.apply("choose 2")  # two for the first Ally (seat 2: Gurney), one for the second (seat 4: Jessica)
    # "Cualesquiera de estas tropas pueden ser desplegadas": Gurney deploys his two, Jessica keeps hers
    assert s.pending[:3] == ("deploy", 2, 2)
    s.apply("deploy 2")
    assert s.pending[:3] == ("deploy", 4, 1)
    s.apply("deploy 0")
    assert [p.garrison - b for p, b in zip(s.players, before, strict=True)] == [0, 0, 0, 0, 1, 0]
    assert s.players[2].troops_in_conflict == 2


def test_trade_as_in_the_seeds_example() -> None:
    """002 Comerciar: Irulan trades with Shaddam, gives him two of her three Intrigue cards; Shaddam
    gives her his 3 spice."""
    s = game()
    irulan = 5
    s.players[irulan].intrigues = tuple(s.intrigue_deck[:3])
    s.intrigue_deck = s.intrigue_deck[3:]
    kept = s.players[irulan].intrigues
    s.players[SHADDAM].spice = 3
    run(s, irulan, ("trade",))
    s.apply("choose 2")  # the mates in seat order: 1, then Shaddam (3)
    options = s.pending[2][2]
    first = next(i for i, o in enumerate(options) if o[0][0] == "six_give_intrigue")
    s.apply(f"choose {first + 1}")
    s.apply("choose 2")  # another Intrigue card (option 1: no more)
    s.apply("choose 1")  # no more
    assert s.pending[1] == SHADDAM
    options = s.pending[2][2]
    spice3 = next(i for i, o in enumerate(options) if o[0][2:] == ("spice", 3))
    s.apply(f"choose {spice3 + 1}")
    assert len(s.players[irulan].intrigues) == 1 and len(s.players[SHADDAM].intrigues) == 2
    assert sorted(s.players[irulan].intrigues + s.players[SHADDAM].intrigues) == sorted(kept)
    assert s.players[irulan].spice == 3 and s.players[SHADDAM].spice == 0


def test_the_throne_row_is_for_shaddams_team_only() -> None:
    """002 Fila del Trono: Imperial Tent moves an Imperium Row card to the Throne Row, the Row is
    refilled at once; only Shaddam and his Allies may acquire it."""
    s = game()
    run(s, SHADDAM, ("throne_row",))
    s.apply("choose 1")
    (cid,) = THRONE_ROW.get(s)
    assert len(s.imperium_row) == 5
    for seat in range(6):
        s.players[seat].persuasion = 20
    shaddam_team = {seat for seat in range(6) if f"acquire {cid}" in _throne_options(s, s.players[seat])}
    assert shaddam_team == ({1, 3, 5} if cid not in s.imperium_row else set())
    assert not any(p.persuasion < 0 for p in s.players)
