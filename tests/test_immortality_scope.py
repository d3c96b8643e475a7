"""Seed 003 (Immortality, Spanish) read in full against the engine (issue 18): one test per rule
sentence that had none. Where another file already tests a sentence it is listed here, not tested
twice; the worked examples, every printed clarification and the solo, Family Atomics and "Up to 11"
rules are also scenarios (`scenarios/immortality/*.yaml`, run by tests/test_scenarios.py).

Which test covers which sentence (R = tests/test_immortality_rules.py, G = test_immortality_graft.py,
S = test_immortality_solo.py, C = test_content_immortality.py, K = test_immortality_cards.py,
B = test_immortality_card_boxes.py, W = test_immortality_sweep.py, here = this file,
sc/<file> = scenarios/immortality/<file>.yaml):

PREPARACIÓN
- "Baraja las 30 cartas del Imperio junto con el mazo del Imperio (antes de formar la Fila)": here
  (`test_the_30_imperium_cards_are_shuffled_in_before_the_row_is_dealt`); R test_setup_replaces_dune...
- "Coloca 2 fichas de Especia [...] en la cuarta casilla del medidor Tleilaxu": R test_setup_places...
- "una como su ficha Tleilaxu en la casilla más a la izquierda [...] el otro como su ficha de
  Investigación": R test_setup_places...; solo: R test_solo_automa_seats_hold_no_family_atomics
- "Crea una Fila Tleilaxu [...] Fuerzas reclamadas [...] las dos primeras cartas del mazo Tleilaxu":
  R test_setup_places...
- "Coloca el Puesto de investigación alternativo encima": C test_research_station_replaces_the_boards,
  R test_setup_replaces_dune...; sc/tracks "the research station of immortality"
- "Cada jugador toma una ficha de Atómicas familiares": R test_setup_places...; sc/family_atomics, sc/setup
- "retira las dos copias de Dune [...] y las sustituye por dos copias de Experimentación": R
  test_setup_replaces_dune..., C test_experimentation_replaces_dune
- "Baraja las 15 cartas de Intriga junto con el mazo de Intrigas": here
  (`test_the_15_intrigue_cards_are_in_the_intrigue_deck`)
EL MEDIDOR DE INVESTIGACIÓN
- "tu ficha de Investigación se desplaza una casilla hacia la derecha": R test_a_research_icon_with_one...
- "podrás elegir entre dos caminos": here (`test_every_branch_offers_exactly_its_two_spaces`, every
  branch of the lattice); R test_a_research_branch_offers...
- "Nunca podrás moverte hacia arriba o hacia abajo, ni tampoco hacia la izquierda": here
  (`test_every_research_move_goes_one_column_right`); R test_a_research_branch_offers... (refusals)
- "recibes inmediatamente la bonificación": R test_every_research_space_gives_its_printed_bonus_at_once,
  R test_research_bonuses_of_each_kind_resolve, R test_research_space_c7r3...; here (the kinds left:
  `test_the_remaining_research_space_kinds_resolve`)
- Carmen: R test_the_worked_example_of_carmen; sc/worked_examples (both ways)
- genetic markers, "todo efecto procedente de cartas señaladas con ese icono estará activo": R
  test_the_first_genetic_marker...; B test_disguised_bureaucrat_by_genetic_markers, test_vicious_talents...
- "Cuando llegues al segundo marcador genético [...] robas una carta": R test_the_second_genetic_marker...;
  sc/tracks
- the first marker (icon guide): "puedes poner las cartas Tleilaxu que adquieras en la parte superior
  de tu mazo": R test_after_the_first_genetic_marker...; sc/specimens
EL MEDIDOR TLEILAXU
- "haz que tu ficha Tleilaxu avance una casilla", its bonuses: R test_each_tleilaxu_space_gives_its_bonus,
  R test_tleilaxu_steps_resolve_one_at_a_time...; here (`test_every_tleilaxu_space_kind`); sc/tracks
- "Cada jugador recibe un Punto de Victoria [...] El primer jugador [...] las 2 fichas de Especia": R
  test_the_first_to_reach_the_setup_spice...; sc/tracks, sc/solo (a Rival)
- FAQ 2.7 "Bene Tleilax is not a faction": here (`test_any_faction_influence_is_one_of_the_four_factions`)
CARTAS TLEILAXU
- "Las adquieres durante tu turno de Revelación [...] coste en especímenes": R
  test_tleilaxu_cards_are_acquired_with_specimens..., test_tleilaxu_cards_cannot_be_bought_with_persuasion
- "las juegas durante un turno de Agente o las revelas": here (`test_a_tleilaxu_card_is_played_and_revealed`)
- the specimen icon, "toma una tropa de tu suministro": R test_a_specimen_is_a_troop...,
  test_no_specimen_without_a_troop_in_the_supply; sc/specimens
- "gastar especímenes [...] para pagar un efecto [...] devuélvelo a tu suministro": R
  test_a_cost_in_specimens_returns_them...; sc/specimens
- "Puedes devolver cualquiera de tus especímenes [...] en cualquier momento": R
  test_a_specimen_may_be_returned...; sc/specimens
- "En la Fila Tleilaxu siempre debe haber dos cartas [...] Fuerzas reclamadas nunca se retira": R
  test_tleilaxu_cards_are_acquired..., test_reclaimed_forces...; sc/specimens
- "No puedes adquirir cartas Tleilaxu usando efectos que adquieren cartas de la Fila del Imperio [...] ni
  mediante efectos que mencionan o modifican un coste en Persuasión": here
  (`test_tleilaxu_cards_are_never_acquired_by_imperium_row_effects`); K
  test_tleilaxu_master_acquires...
ADSCRIPCIONES
- "no puedes jugarla por sí sola [...] dos cartas (y solo dos)": G test_a_graft_card_is_never_played_alone,
  G test_both_cards_leave_the_hand_and_one_agent_is_sent; sc/graft
- "jugar dos cartas de Adscripción, o [...] una que sea de Adscripción y otra que no": G
  test_two_cards_without_a_graft_box...; sc/graft "two graft cards may be grafted"
- "un icono de Agente de cualquiera de esas dos cartas": G test_the_sequence_offers...
- "ambas cartas [...] han «enviado» al Agente": G test_both_cards_leave_the_hand...; here
  (`test_both_grafted_cards_count_as_sending_the_agent`)
- "Recibes los efectos de ambas cartas, además de los efectos de la casilla, en el orden que
  prefieras": here (`test_the_player_orders_the_two_boxes_by_the_first_card`)
- "Las cartas de Adscripción pueden ser reveladas con normalidad": here
  (`test_a_graft_card_is_revealed_normally`)
- Cristina, Carmen, Candela: G test_the_worked_example_of_cristina, ..._of_carmen_ghola...,
  test_chairdog_returns...; sc/worked_examples
- "«si está adscrita»", "«la otra carta adscrita»": G test_if_grafted_is_false..., test_grafted_with...,
  test_dissecting_kit...; B (Corrupt Smuggler, Sardaukar Quartermaster, Industrial Espionage)
ATÓMICAS FAMILIARES: R test_family_atomics_...; sc/family_atomics
VARIANTES: the Rise of Ix epic game needs Rise of Ix (not in landsraad); "Hasta los 11": S test_up_to_11,
  test_the_game_ends_at_the_variants_vp; sc/up_to_11
ADICIONES A PARTIDAS EN SOLITARIO: S (the deck, not in 2-player games, the Tleilaxu steps and Row
  icons, the Research Station card); sc/solo, sc/setup (the Rivals' tokens)
FAQ 2.7 [DES], Harvest Cells won as a Conflict reward is played at once: sc/specimens
ACLARACIONES (sc/graft for each): Enviar un emisario (I81: here `test_slig_farmer_counts_the_envoy_icons`),
  Ghola with Power Play (G), the whole Agent box incl. "Desecha esta carta" (G, sc/graft), Ghola with a
  Bene Gesserit card (sc/graft; I80 here `test_ghola_has_long_reachs_icons`), Kwisatz Haderach (here
  `test_kwisatz_haderach_may_be_grafted_and_still_sends_one_agent`, I82), Reunión clandestina (B,
  sc/graft), Usurpar (G, sc/graft; FAQ 2.7 says Usurp's trash triggers Replacement Eyes, the seed says not: I84);
  FAQ 2.7 on Beguiling Pheromones (I83: here
  `test_a_grafted_card_trashed_by_its_partner_loses_its_waiting_box`). Arte extraño, Ilesa Ecaz and Puerto espacial are Rise of Ix's.
NUEVOS ICONOS: Combate (K test_the_combat_icon...), desechar una Intriga (R test_research_space_c7r3...),
  Espécimen (above), Inmortalidad (a reference icon: no rule). CASILLA DEL TABLERO REVISADA: above.
002 AÑADIR INMORTALIDAD (the alternative Research Station on the Uprising board): C
  test_research_station_replaces_the_boards, W test_the_module_sets_up_and_plays_on_the_uprising_board,
  sc/uprising (the space played on the Uprising board, the Bene Tleilax board set up beside it).
  002 COMBINAR INSURRECCIÓN CON … INMORTALIDAD (Uprising's solo deck) and the six-player Commanders'
  Immortality rules need Uprising's Rivals and six-player games, not built (docs/rulings.md I52).
"""

from __future__ import annotations

from collections import Counter

import pytest

from landsraad.core.errors import IllegalActionError
from landsraad.modules.immortality.specimens import specimens
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU, TLEILAXU_ROW, TLEILAXU_SPICE
from landsraad.rules.story import render_line
from tests.test_immortality_graft import settle, with_hand
from tests.test_immortality_rules import IMM, game, give_specimens, put_research, put_tleilaxu, run_effect

# ---- PREPARACIÓN ------------------------------------------------------------------------------------

def test_the_30_imperium_cards_are_shuffled_in_before_the_row_is_dealt() -> None:
    """003 Preparación: "Baraja las 30 cartas del Imperio junto con el mazo del Imperio (antes de formar
    la Fila del Imperio)": every copy of the 30 is in the Imperium deck or the Row of a new game."""
    s = game(4)
    dealt = Counter(s.imperium_deck) + Counter(s.imperium_row)
    assert sum(c.copies for c in IMM.imperium.values()) == 30
    assert all(dealt[cid] == card.copies for cid, card in IMM.imperium.items())
    assert len(s.imperium_row) == 5


def test_the_15_intrigue_cards_are_in_the_intrigue_deck() -> None:
    """003 Preparación: "Baraja las 15 cartas de Intriga junto con el mazo de Intrigas"."""
    s = game(3)
    deck = Counter(s.intrigue_deck)
    assert sum(ig.copies for ig in IMM.intrigues.values()) == 15
    assert all(deck[iid] == ig.copies for iid, ig in IMM.intrigues.items())


# ---- EL MEDIDOR DE INVESTIGACIÓN -------------------------------------------------------------------

def test_every_research_move_goes_one_column_right() -> None:
    """003: "Nunca podrás moverte hacia arriba o hacia abajo, ni tampoco hacia la izquierda": every exit
    of every space is one column right (and one row up or down, but from the start space)."""
    spaces = IMM.research.spaces
    for sid, sp in spaces.items():
        for nxt in sp.next:
            assert spaces[nxt].column == sp.column + 1, (sid, nxt)
            assert abs(spaces[nxt].row - sp.row) == (0 if sid == IMM.research.start else 1), (sid, nxt)
    assert all(not sp.next for sp in spaces.values() if sp.column == 8)


BRANCHES = sorted(sid for sid, sp in IMM.research.spaces.items() if len(sp.next) == 2)
SINGLE = sorted(sid for sid, sp in IMM.research.spaces.items() if len(sp.next) == 1)


@pytest.mark.parametrize("space", BRANCHES)
def test_every_branch_offers_exactly_its_two_spaces(space: str) -> None:
    """003: "A menudo, pero no siempre, podrás elegir entre dos caminos": from each space with two
    connected spaces the player chooses one of them (and nothing else is accepted)."""
    s = game()
    put_research(s, 0, space)
    run_effect(s, 0, ("research", 1))
    assert s.pending == ("research", 0)
    assert s.legal_actions() == [f"research {n}" for n in IMM.research.spaces[space].next]


@pytest.mark.parametrize("space", SINGLE)
def test_a_single_way_moves_at_once(space: str) -> None:
    """003 icon guide: "(en algunos casos, solo habrá una casilla de destino disponible)": no choice."""
    s = game()
    put_research(s, 0, space)
    s.players[0].solari = 0  # c8r6's "7 Solari ->" is then not asked
    run_effect(s, 0, ("research", 1))
    (nxt,) = IMM.research.spaces[space].next
    assert RESEARCH.get(s)[0] == nxt or IMM.research.spaces[nxt].effects[0][0] == "research"


def test_the_remaining_research_space_kinds_resolve() -> None:
    """The kinds R's tests do not resolve: a Tleilaxu step (c2r4), trash a card and a specimen (c3r3,
    optional: I28), another Research icon (c4r6 -> c5r5), 2 spice (c8r2), a Tleilaxu step at c8r4."""
    s = game()
    p = s.players[0]
    put_research(s, 0, "c1r3")
    run_effect(s, 0, ("research", 1))
    s.apply("research c2r4")
    assert TLEILAXU.get(s)[0] == 1
    p.discard = ["dagger"]
    s._legal = None
    run_effect(s, 0, ("research", 1))
    s.apply("research c3r3")
    s.apply("trash discard dagger")
    assert tuple(p.trashed) == ("dagger",) and specimens(p) == 1
    put_research(s, 0, "c3r5")
    run_effect(s, 0, ("research", 1))
    s.apply("research c4r6")  # its Research icon: c5r5, its only exit (1 Solari)
    assert RESEARCH.get(s)[0] == "c5r5" and p.solari == 1
    put_research(s, 0, "c7r1")
    run_effect(s, 0, ("research", 1))
    assert RESEARCH.get(s)[0] == "c8r2" and p.spice == 2
    put_research(s, 0, "c7r5")
    put_tleilaxu(s, 0, 0)
    run_effect(s, 0, ("research", 1))
    s.apply("research c8r4")
    assert TLEILAXU.get(s)[0] == 1


# ---- EL MEDIDOR TLEILAXU --------------------------------------------------------------------------

@pytest.mark.parametrize("index", range(1, 8))
def test_every_tleilaxu_space_kind(index: int) -> None:
    """003: "Siempre que tu ficha Tleilaxu llegue a una casilla con una bonificación, la recibes de
    inmediato": the step onto each space gives exactly its printed bonus (nothing on 1, 3, 5)."""
    s = game(3)
    p = s.players[0]
    put_tleilaxu(s, 0, index - 1)
    TLEILAXU_SPICE.put(s, 0)  # the setup spice is its own test
    before = (p.vp, len(p.intrigues), p.spice, p.solari)
    run_effect(s, 0, ("tleilaxu", 1))
    got = (p.vp - before[0], len(p.intrigues) - before[1], p.spice - before[2], p.solari - before[3])
    want = {2: (0, 1, 0, 0), 4: (1, 0, 0, 0), 6: (0, 1, 0, 0), 7: (1, 0, 0, 0)}.get(index, (0, 0, 0, 0))
    assert TLEILAXU.get(s)[0] == index and got == want


def test_any_faction_influence_is_one_of_the_four_factions() -> None:
    """FAQ 2.7: "Bene Tleilax is not a faction": c6r6's Influence with any Faction offers the four."""
    s = game()
    put_research(s, 0, "c5r5")
    run_effect(s, 0, ("research", 1))
    s.apply("research c6r6")
    assert s.legal_actions() == [f"faction {f}" for f in ("emperor", "guild", "bene_gesserit", "fremen")]


# ---- CARTAS TLEILAXU ---------------------------------------------------------------------------------

def test_a_tleilaxu_card_is_played_and_revealed() -> None:
    """003: "las juegas durante un turno de Agente o las revelas durante un turno de Revelación"."""
    s = with_hand(["contaminator"])
    s.apply("agent contaminator stillsuits")
    settle(s)
    assert TLEILAXU.get(s)[0] == 1 and "contaminator" in s.players[0].in_play
    s = with_hand(["contaminator"])
    s.apply("reveal")
    assert s.players[0].persuasion == 1 and "contaminator" in s.players[0].in_play


def test_tleilaxu_cards_are_never_acquired_by_imperium_row_effects() -> None:
    """003: "No puedes adquirir cartas Tleilaxu usando efectos que adquieren cartas de la Fila del
    Imperio [...] tampoco mediante efectos que mencionan o modifican un coste en Persuasión": Bypass
    Protocol ("a card that costs 3 or less") offers the Imperium Row only, never a Tleilaxu card of cost
    3 or less, with specimens or not."""
    s = game(3)
    TLEILAXU_ROW.put(s, ("corrino_genes", "contaminator"))  # cost 1 each
    s.imperium_row = ("dr_yueh", "chani", "carryall", "duncan_idaho", "crysknife")
    give_specimens(s, 0, 3)
    p = s.players[0]
    p.intrigues = ("bypass_protocol",)
    p.hand = ["dagger"]
    s._legal = None
    s.apply("play bypass_protocol")
    while s.pending is not None and s.pending[0] == "choose":
        s.apply("choose 1")
    legal = s.legal_actions()
    assert "acquire dr_yueh" in legal and "acquire crysknife" in legal
    assert not any(a.split()[1] in IMM.tleilaxu for a in legal if a.startswith("acquire"))


# ---- ADSCRIPCIONES --------------------------------------------------------------------------------

def test_both_grafted_cards_count_as_sending_the_agent() -> None:
    """003: "Se considera que ambas cartas que has jugado han «enviado» al Agente": both are played (in
    play, not in the hand), one Agent is on the board, and Corrino Genes' "if grafted" holds though
    Ghola's City icon sent the Agent."""
    s = with_hand(["ghola", "corrino_genes"])
    s.apply("graft ghola")
    s.apply("graft_to arrakeen")
    settle(s)
    p = s.players[0]
    assert {"ghola", "corrino_genes"} <= set(p.in_play) and s.agents["arrakeen"] == (0,)
    assert TLEILAXU.get(s)[0] == 2  # Corrino Genes' own step and Ghola's copy


def test_the_player_orders_the_two_boxes_by_the_first_card() -> None:
    """003: "Recibes los efectos de ambas cartas, además de los efectos de la casilla del tablero, en el
    orden que prefieras" (I47): the first card's box resolves before the second's."""
    def order(first: str) -> list[str]:
        s = with_hand(["unnatural_reflexes", "from_the_tanks"], log=True)
        put_research(s, 0, "c4r4")
        s.apply(f"graft {first}")
        s.apply("graft_to imperial_basin")
        settle(s)
        lines = [render_line(line, "base") for line in s.log or ()]
        return [line for line in lines if "draws" in line or "recruits" in line]

    assert "draws" in order("unnatural_reflexes")[0] and "recruits" in order("unnatural_reflexes")[1]
    assert "recruits" in order("from_the_tanks")[0] and "draws" in order("from_the_tanks")[1]


def test_a_graft_card_is_revealed_normally() -> None:
    """003: "Las cartas de Adscripción pueden ser reveladas con normalidad durante tu turno de
    Revelación": alone in the hand, Unnatural Reflexes gives its 1 Persuasion and 1 Sword."""
    s = with_hand(["unnatural_reflexes"])
    s.apply("reveal")
    p = s.players[0]
    assert p.persuasion == 1 and p.swords == 1


# ---- ACLARACIONES ---------------------------------------------------------------------------------

def test_ghola_has_long_reachs_icons() -> None:
    """003 ACLARACIONES, Ghola (docs/rulings.md I80): grafted to Long Reach, Ghola's version of "another
    Bene Gesserit card in play" counts Long Reach, so the pair reaches Landsraad, City and Spice Trade
    spaces; Long Reach with Ghola's partner check does not count Ghola (not a Bene Gesserit card)."""
    s = with_hand(["ghola", "long_reach"])
    s.apply("graft ghola")
    icons = {s.rules.content.spaces[a.split()[1]].icon for a in s.legal_actions()}
    assert icons == {"landsraad", "city", "spice_trade"}
    s = with_hand(["long_reach", "dagger"])
    assert not any(a.startswith("agent long_reach") for a in s.legal_actions())


def test_slig_farmer_counts_the_envoy_icons() -> None:
    """003 ACLARACIONES, Enviar un emisario: "tú eliges cuál de esas cartas recibe los iconos de Agente"
    (docs/rulings.md I81): Slig Farmer grafted to Dagger after Dispatch an Envoy counts Dagger's
    Landsraad and the Envoy's four: 5 Solari; without the Envoy 1."""
    for envoy, solari in ((True, 5), (False, 1)):
        s = with_hand(["slig_farmer", "dagger"])
        if envoy:
            s.players[0].intrigues = ("dispatch_an_envoy",)
            s._legal = None
            s.apply("play dispatch_an_envoy")
        s.apply("graft slig_farmer")
        if s.pending is not None and s.pending[0] == "graft_space":  # without the Envoy: the one space
            s.apply("graft_to hall_of_oratory")
        assert s.agents["hall_of_oratory"] == (0,)
        assert s.players[0].solari == solari, envoy


def test_kwisatz_haderach_may_be_grafted_and_still_sends_one_agent() -> None:
    """003 ACLARACIONES, Kwisatz Haderach (docs/rulings.md I82): "Si le adscribes otra carta, seguirás
    pudiendo enviar a un único Agente en ese turno. Ni siquiera Ghola te permitirá enviar a un segundo
    Agente": grafted to Ghola with no Agent left, its rule moves the Agent already on Arrakeen to Secrets
    (any space); one Agent is on the board; Kwisatz Haderach's draw and Ghola's copy of it draw two."""
    s = with_hand(["kwisatz_haderach", "ghola"])
    p = s.players[0]
    p.deck = ["dagger", "reconnaissance"]
    p.agents_left = 0
    s.agents = {"arrakeen": (0,)}
    s._legal = None
    assert {"graft kwisatz_haderach", "graft ghola"} <= set(s.legal_actions())
    s.apply("graft ghola")  # Kwisatz Haderach, the only partner, is taken by itself
    spaces = {a.split()[1] for a in s.legal_actions()}
    assert {"secrets", "hall_of_oratory", "hagga_basin", "stillsuits"} <= spaces  # any space
    s.apply("graft_to secrets")  # one source (the Agent on Arrakeen): taken by itself
    settle(s)
    assert s.agents == {"secrets": (0,)} and p.agents_left == 0
    assert sorted(p.hand) == ["dagger", "reconnaissance"] and {"kwisatz_haderach", "ghola"} <= set(p.in_play)


def test_kwisatz_haderach_grafted_asks_where_the_agent_comes_from() -> None:
    """I82: with an Agent left and one on the board, the grafted Kwisatz Haderach asks as alone does."""
    s = with_hand(["kwisatz_haderach", "unnatural_reflexes"])
    s.agents = {"arrakeen": (0,)}
    s.players[0].agents_left = 1
    s._legal = None
    s.apply("graft kwisatz_haderach")
    s.apply("graft_to carthag")
    assert s.pending is not None and s.pending[0] == "graft_kwisatz_source"
    assert s.legal_actions() == ["from supply", "from arrakeen"]
    before = s.state_hash()
    with pytest.raises(IllegalActionError):
        s.apply("from carthag")
    assert s.state_hash() == before
    s.apply("from supply")
    assert s.agents == {"arrakeen": (0,), "carthag": (0,)} and s.players[0].agents_left == 0


def test_a_grafted_card_trashed_by_its_partner_loses_its_waiting_box() -> None:
    """FAQ 2.7 (Beguiling Pheromones: "you cannot take the 'trash as a cost' effect of the card you
    trash"), FAQ 2.6 [DES] (a trashed card's pending effects are lost); docs/rulings.md I83. Beguiling
    Pheromones first, at Secrets (a Bene Gesserit space): trashing Power Play loses its extra Influence
    (2 in all: the space's and Pheromones'); trashing Pheromones itself keeps Power Play's (3)."""
    for trashed, influence, kept in (("power_play", 2, ["beguiling_pheromones"]), ("beguiling_pheromones", 3, [])):
        s = with_hand(["beguiling_pheromones", "power_play"])
        s.apply("graft beguiling_pheromones")
        s.apply("graft_to secrets")
        s.apply(f"trash play {trashed}")
        p = s.players[0]
        assert p.influence[s.rules.faction_index["bene_gesserit"]] == influence, trashed
        assert p.in_play == kept and trashed in p.trashed
