"""One engine test per Tleilaxu card and Reclaimed Forces (issue 18; seed 003 CARTAS TLEILAXU,
ADSCRIPCIONES, ACLARACIONES and the icon guide, with ../shared/FAQ.md).

Every card is bought from the Tleilaxu Row through the acquire decision of a Reveal turn: for its
printed specimen cost and not one specimen less, to the discard pile (or, from the first genetic
marker on, onto the deck), the Row refilled on the same side from the Tleilaxu deck; Reclaimed Forces
never leaves the Row and gives one of its two effects, each offered only when it can be done. Then
each card's boxes are played through `legal_actions` / `apply`: a Graft card only with a partner
(`graft` / `graft_to`), the others alone (`agent <card> <space>`), each branch and each condition
both ways. `PRINTED` is our reading of the card faces in ../shared/reference (DuneBlend
resources.json `tleilax`, Chatanga imperium_cards_spiceflow `tleilaxu: true`; where they disagree,
docs/rulings.md I20-I22, I35), typed here and compared with the content. `TESTED` names each card's
test functions (checked against the content's Tleilaxu cards).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

import pytest

from landsraad import GameState
from landsraad.core.errors import IllegalActionError
from landsraad.modules.immortality.specimens import specimens
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU, TLEILAXU_DECK, TLEILAXU_ROW
from landsraad.rules.turns import card_icons
from tests.test_immortality_graft import settle, with_hand
from tests.test_immortality_rules import IMM, game, give_specimens, put_research, put_tleilaxu


class Face(NamedTuple):
    cost: int  # specimens, top right corner
    icons: tuple[str, ...]  # Agent icons (green = landsraad, purple = city, yellow = spice_trade)
    factions: tuple[str, ...]
    graft: bool  # a Graft Agent box ("Adscripción")
    reveal: tuple[tuple[str, int], ...]  # Persuasion, Swords, specimens
    acquire: tuple[Any, ...] = ()  # the acquire box, in the engine's words


P1: tuple[tuple[str, int], ...] = (("persuasion", 1),)
P1S1: tuple[tuple[str, int], ...] = (("persuasion", 1), ("swords", 1))
P1S1X1: tuple[tuple[str, int], ...] = (("persuasion", 1), ("swords", 1), ("specimen", 1))
FACE_DANCER_FACTIONS = ("emperor", "guild", "fremen")

PRINTED: dict[str, Face] = {
    # 003: "elige uno de sus efectos (reclutar dos tropas o avanzar su ficha Tleilaxu una casilla)"
    "reclaimed_forces": Face(3, (), (), False, (), (("choose", 1, ((("recruit", 2),), (("tleilaxu", 1),))),)),
    "beguiling_pheromones": Face(3, ("city", "spice_trade"), (), True, P1S1),
    "chairdog": Face(2, ("city",), (), True, P1),  # Chatanga 2, DuneBlend 1: I20
    "contaminator": Face(1, ("fremen",), ("fremen",), False, P1),
    "corrino_genes": Face(1, ("emperor",), ("emperor",), False, P1, (("solari", 2),)),
    "face_dancer": Face(2, FACE_DANCER_FACTIONS, FACE_DANCER_FACTIONS, True, P1),
    "face_dancer_initiate": Face(1, FACE_DANCER_FACTIONS, FACE_DANCER_FACTIONS, True, P1),
    "from_the_tanks": Face(2, ("landsraad",), (), False, P1),
    "ghola": Face(3, ("city",), (), True, P1S1),
    "guild_impersonator": Face(2, ("guild",), ("guild",), True, P1),
    "industrial_espionage": Face(1, ("landsraad",), (), False, P1),  # "if grafted", no Graft box: I35
    "scientific_breakthrough": Face(3, ("landsraad", "city", "spice_trade"), (), False, P1S1),  # I22
    "slig_farmer": Face(2, ("landsraad",), (), True, P1),  # I22
    "stitched_horror": Face(3, ("city",), (), True, P1S1),
    "subject_x_137": Face(2, ("landsraad", "spice_trade"), (), False, P1, (("tleilaxu", 1),)),
    "tleilaxu_infiltrator": Face(2, ("city",), (), True, P1),
    "twisted_mentat": Face(4, ("landsraad", "city"), (), True, P1S1X1),
    "unnatural_reflexes": Face(3, ("spice_trade",), (), True, P1S1),
    "usurp": Face(4, (), (), True, P1S1X1),  # no Agent icon: 003 ACLARACIONES, Usurpar
}
DECK = sorted(c for c in PRINTED if c != IMM.row_card)


# ---- positions -------------------------------------------------------------------------------------

def at_acquire(row: tuple[str, ...], n: int = 0, research: str | None = None) -> GameState:
    """Seat 0's Reveal turn at its acquire decision, the Tleilaxu Row `row` (taken out of the deck),
    `n` specimens in the axolotl tanks and the Research token at `research`."""
    s = game()
    s.players[0].hand = []
    s._legal = None
    s.apply("reveal")
    while s.pending is not None and s.pending[0] != "acquire":
        s.apply(s.legal_actions()[0])
    assert s.pending == ("acquire", 0)
    deck = [c for c in (*TLEILAXU_DECK.get(s), *TLEILAXU_ROW.get(s)) if c not in row]
    TLEILAXU_ROW.put(s, row)
    TLEILAXU_DECK.put(s, tuple(deck))
    if research is not None:
        put_research(s, 0, research)
    give_specimens(s, 0, n)
    return s


def row_with(cid: str) -> tuple[str, str]:
    """`cid` on the left of the Row, another card on the right."""
    return cid, next(c for c in DECK if c != cid)


def send(hand: list[str], *actions: str, answers: dict[str, str] | None = None, s: GameState | None = None) -> GameState:
    """Seat 0 plays `actions` (agent ... or graft ..., graft_to ...) with `hand`; its decisions of the
    turn then take `answers` (else the first option)."""
    if s is None:
        s = with_hand(hand)
    for a in actions:
        s.apply(a)
    settle(s, answers)
    return s


def fi(s: GameState, faction: str) -> int:
    return s.rules.faction_index[faction]


# ---- the printed faces against the content ----------------------------------------------------------

def test_the_content_has_the_printed_faces() -> None:
    """003 Componentes: 18 Tleilaxu cards and Reclaimed Forces; each card's specimen cost, Agent
    icons, Factions, Graft box, Reveal box and acquire box as printed."""
    cards = game().rules.content.cards
    assert set(IMM.tleilaxu) == set(PRINTED) and len(DECK) == 18 and IMM.row_card == "reclaimed_forces"
    for cid, face in PRINTED.items():
        card = cards[cid]
        assert card.kind == "tleilaxu" and card.copies == 1, cid
        assert (card.cost, set(card.icons), set(card.factions), card.graft) == (
            face.cost, set(face.icons), set(face.factions), face.graft), cid
        assert dict(card.reveal) == dict(face.reveal), cid
        assert card.acquire == face.acquire, cid


# ---- buying from the Tleilaxu Row (003 CARTAS TLEILAXU) ----------------------------------------------

@pytest.mark.parametrize("cid", DECK)
def test_bought_for_its_printed_specimens_to_the_discard_pile_and_the_row_refills(cid: str) -> None:
    """"pagando el coste en especímenes indicado en su esquina superior derecha"; one short, it is
    not offered; bought, it goes to the discard pile, the specimens back to the supply, and "se roban
    cartas de la parte superior del mazo Tleilaxu para remplazar las que faltan" (I42: on its side)."""
    cost = PRINTED[cid].cost
    row = row_with(cid)
    s = at_acquire(row, cost - 1)
    assert f"acquire {cid}" not in s.legal_actions()
    give_specimens(s, 0, 1)
    legal = s.legal_actions()
    assert f"acquire {cid}" in legal and f"acquire {cid} top" not in legal  # no genetic marker yet
    with pytest.raises(IllegalActionError):
        s.apply(f"acquire {cid} top")
    p = s.players[0]
    supply, deck = p.supply, TLEILAXU_DECK.get(s)
    assert TLEILAXU_ROW.get(s) == row and specimens(p) == cost  # the refusal changed nothing
    s.apply(f"acquire {cid}")
    assert s.pending == ("acquire", 0)  # no acquire box asks anything
    assert cid in p.discard and cid not in p.deck_top and specimens(p) == 0 and p.supply == supply + cost
    assert TLEILAXU_ROW.get(s)[1] == row[1] and TLEILAXU_ROW.get(s)[0] in deck and TLEILAXU_ROW.get(s)[0] != cid
    assert len(TLEILAXU_DECK.get(s)) == len(deck) - 1 and cid not in TLEILAXU_DECK.get(s)
    assert tleilaxu_census(s) == Counter(DECK)  # each of the 18 cards once: deck, Row or a player's cards


def tleilaxu_census(s: GameState) -> Counter[str]:
    held = [c for q in s.players for z in (q.deck, q.deck_top, q.hand, q.in_play, q.discard, q.trashed) for c in z]
    return Counter(c for c in (*TLEILAXU_DECK.get(s), *TLEILAXU_ROW.get(s), *held) if c in PRINTED)


@pytest.mark.parametrize("cid", DECK)
def test_from_the_first_genetic_marker_it_may_go_onto_the_deck(cid: str) -> None:
    """003 icon guide: "Cuando llegues al primer marcador genético [...] puedes poner las cartas
    Tleilaxu que adquieras en la parte superior de tu mazo"."""
    s = at_acquire(row_with(cid), PRINTED[cid].cost, research="c4r2")
    assert {f"acquire {cid}", f"acquire {cid} top"} <= set(s.legal_actions())
    s.apply(f"acquire {cid} top")
    p = s.players[0]
    assert p.deck_top[-1] == cid and cid not in p.discard and specimens(p) == 0
    assert len(TLEILAXU_ROW.get(s)) == 2 and cid not in TLEILAXU_ROW.get(s) and tleilaxu_census(s) == Counter(DECK)


def test_with_the_tleilaxu_deck_empty_the_row_stays_short() -> None:
    """003 refills from the deck; with none left nothing takes the bought card's place (I42)."""
    s = at_acquire(("contaminator", "chairdog"), 1)
    TLEILAXU_DECK.put(s, ())
    s.apply("acquire contaminator")
    assert TLEILAXU_ROW.get(s) == ("chairdog",)


def test_a_card_not_in_the_row_is_not_offered_and_refused() -> None:
    """Only the two face-up cards and Reclaimed Forces can be bought; the refusal changes nothing."""
    s = at_acquire(("contaminator", "chairdog"), 6)
    legal = s.legal_actions()
    assert "acquire usurp" not in legal and {"acquire contaminator", "acquire chairdog"} <= set(legal)
    with pytest.raises(IllegalActionError):
        s.apply("acquire usurp")
    assert specimens(s.players[0]) == 6 and TLEILAXU_ROW.get(s) == ("contaminator", "chairdog")


def test_reclaimed_forces_never_leaves_the_row_and_gives_one_of_its_two_effects() -> None:
    """003: "La carta Fuerzas reclamadas nunca se retira de la Fila Tleilaxu. Cuando un jugador la
    «adquiere», elige uno de sus efectos (reclutar dos tropas o avanzar su ficha Tleilaxu una casilla
    en el medidor Tleilaxu), pero deja la carta en el lugar donde está" (3 specimens; never onto
    the deck: it is not taken)."""
    row = ("contaminator", "chairdog")
    s = at_acquire(row, 2, research="c4r2")
    assert not any(a.startswith("acquire reclaimed_forces") for a in s.legal_actions())  # one short
    give_specimens(s, 0, 4)
    legal = s.legal_actions()
    assert "acquire reclaimed_forces" in legal and "acquire reclaimed_forces top" not in legal
    p = s.players[0]
    garrison = p.garrison
    s.apply("acquire reclaimed_forces")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 1")  # recruit two troops
    assert p.garrison == garrison + 2 and TLEILAXU.get(s)[0] == 0 and specimens(p) == 3
    s.apply("acquire reclaimed_forces")
    s.apply("choose 2")  # one Tleilaxu step
    assert TLEILAXU.get(s)[0] == 1 and p.garrison == garrison + 2 and specimens(p) == 0
    assert TLEILAXU_ROW.get(s) == row and "reclaimed_forces" not in (*p.discard, *p.deck_top, *p.hand)


def test_reclaimed_forces_offers_the_tleilaxu_step_only_with_a_space_to_move_to() -> None:
    """At the last Tleilaxu space a step does nothing (I38): only the recruit is possible, so it is
    taken (I71; FAQ 2.4 has options chosen among those one can do)."""
    s = at_acquire(("contaminator", "chairdog"), 3)
    put_tleilaxu(s, 0, len(IMM.tleilaxu_track.spaces) - 1)
    garrison = s.players[0].garrison
    s.apply("acquire reclaimed_forces")
    assert s.pending == ("acquire", 0) and s.players[0].garrison == garrison + 2


def test_reclaimed_forces_recruits_with_the_specimens_just_returned() -> None:
    """The recruit is always possible: the 3 specimens paid went back to the supply first (003
    "Siempre que gastes un espécimen, devuélvelo a tu suministro")."""
    s = at_acquire(("contaminator", "chairdog"), 3)
    p = s.players[0]
    p.garrison += p.supply  # every other troop in the garrison: the supply is empty
    p.supply = 0
    s._legal = None
    s.apply("acquire reclaimed_forces")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 1")
    assert p.supply == 1 and specimens(p) == 0


# ---- Agent icons and Reveal boxes ----------------------------------------------------------------------

@pytest.mark.parametrize("cid", DECK)
def test_played_alone_only_without_a_graft_box(cid: str) -> None:
    """003 ADSCRIPCIONES: "no puedes jugarla por sí sola"; a card without a Graft box goes alone to
    the spaces of its printed icons."""
    s = with_hand([cid])
    mine = {a.split()[2] for a in s.legal_actions() if a.startswith(f"agent {cid} ")}
    board = {sp.id: sp.icon for sp in s.rules.board}
    if PRINTED[cid].graft:
        assert not mine
        # alone in hand nothing can be grafted to it, except Usurp (to a card of the Imperium Row)
        assert any(a.startswith("graft") for a in s.legal_actions()) == (cid == "usurp")
        assert card_icons(s, s.players[0], s.rules.content.cards[cid]) == ()
    else:
        assert mine and {board[sid] for sid in mine} <= set(PRINTED[cid].icons)


@pytest.mark.parametrize("cid", DECK)
def test_revealed_it_gives_its_printed_reveal_box(cid: str) -> None:
    """The Reveal box (Persuasion, Swords, specimens), revealed alone in a Reveal turn."""
    s = with_hand([cid])
    p = s.players[0]
    p.conflict, p.garrison = {"troop": 1}, p.garrison - 1  # swords count with a unit in the Conflict
    s._legal = None
    s.apply("reveal")
    want = dict(PRINTED[cid].reveal)
    # a specimen is not a plain gain: that part of the box waits for the player (R12)
    assert (f"resolve {cid}" in s.legal_actions()) == ("specimen" in want)
    if "specimen" in want:
        s.apply(f"resolve {cid}")
    assert p.persuasion == want.get("persuasion", 0) and specimens(p) == want.get("specimen", 0)
    assert p.swords == want.get("swords", 0)


# ---- each card's boxes -----------------------------------------------------------------------------------

def test_beguiling_pheromones_at_a_faction_space_trashes_a_grafted_card_for_one_more_influence() -> None:
    """"If you sent your Agent to a Faction's board space this turn: trash one of the grafted cards
    and gain 1 more Influence with that Faction" (I48: either card, the player's choice; compulsory)."""
    for trashed in ("beguiling_pheromones", "face_dancer_initiate"):
        s = with_hand(["beguiling_pheromones", "face_dancer_initiate"])
        s.apply("graft beguiling_pheromones")
        s.apply("graft_to foldspace")  # Face Dancer Initiate's Guild icon; a Guild space
        assert s.pending is not None
        settle(s, {"trash_one_grafted": f"trash play {trashed}"})
        p = s.players[0]
        assert p.influence[fi(s, "guild")] == 2 and trashed in p.trashed and trashed not in p.in_play
        assert len(p.in_play) == 1 and "foldspace" in p.discard  # Foldspace's own card


def test_beguiling_pheromones_at_a_space_of_no_faction_does_nothing_more() -> None:
    s = send(["beguiling_pheromones", "dagger"], "graft beguiling_pheromones", "graft_to imperial_basin")
    p = s.players[0]
    assert p.trashed == () and p.influence == (0, 0, 0, 0) and p.spice == 1  # the space's harvest only
    assert {"beguiling_pheromones", "dagger"} <= set(p.in_play)


def test_chairdog_returns_the_other_card_to_the_hand_at_the_start_of_the_reveal_turn() -> None:
    """"At the start of your Reveal turn, return the other grafted card from play to your hand"; 003
    ADSCRIPCIONES (Candela): "para luego revelarlo de inmediato" — its Reveal box joins this Reveal."""
    s = with_hand(["chairdog", "convincing_argument", "arrakis_liaison"])
    s.players[0].solari = 2  # the Mentat's cost
    s._legal = None
    send([], "graft chairdog", "graft arrakis_liaison", "graft_to mentat", s=s)
    p = s.players[0]
    assert p.zones.get("returning") == ("arrakis_liaison",)
    s.pending, s.stack, s.turn.seat = ("turn", 0), [], 0
    p.agents_left = 0
    s._legal = None
    s.apply("reveal")
    # Convincing Argument's 2 Persuasion and Arrakis Liaison's 2, revealed at once
    assert p.persuasion == 4 and "arrakis_liaison" in p.in_play and "returning" not in p.zones


def test_chairdog_returns_nothing_once_the_other_card_left_play() -> None:
    from landsraad.rules.zones import trash_card
    s = with_hand(["chairdog", "arrakis_liaison"])
    s.players[0].solari = 2
    s._legal = None
    send([], "graft chairdog", "graft_to mentat", s=s)
    p = s.players[0]
    trash_card(s, p, "play", "arrakis_liaison")
    s.pending, s.stack, s.turn.seat = ("turn", 0), [], 0
    p.agents_left = 0
    p.hand = []
    s._legal = None
    s.apply("reveal")
    assert p.persuasion == 0 and "arrakis_liaison" not in (*p.hand, *p.in_play) and "returning" not in p.zones


def test_contaminator_steps_on_the_tleilaxu_track_played_alone() -> None:
    """Agent: one Tleilaxu icon; the Fremen icon sends it alone (no Graft box)."""
    s = send(["contaminator"], "agent contaminator stillsuits")
    assert TLEILAXU.get(s)[0] == 1 and s.players[0].water == 2


def test_corrino_genes_gives_2_solari_when_acquired_and_a_step_only_grafted() -> None:
    """Acquire: 2 Solari. Agent: "if grafted" one Tleilaxu step — played alone, none; 003
    ADSCRIPCIONES (Carmen): grafted to Ghola at Wealth, two steps (Ghola copies the box)."""
    s = at_acquire(row_with("corrino_genes"), 1)
    solari = s.players[0].solari
    s.apply("acquire corrino_genes")
    assert s.players[0].solari == solari + 2 and TLEILAXU.get(s)[0] == 0
    s = send(["corrino_genes"], "agent corrino_genes wealth")
    assert TLEILAXU.get(s)[0] == 0 and s.players[0].solari == 2
    s = send(["ghola", "corrino_genes"], "graft ghola", "graft_to wealth")
    p = s.players[0]
    assert TLEILAXU.get(s)[0] == 2 and p.solari == 2 and p.influence[fi(s, "emperor")] == 1


def test_face_dancer_grafted_draws_a_card() -> None:
    s = with_hand(["face_dancer", "dagger"])
    s.apply("graft face_dancer")
    spaces = {a.split()[1] for a in s.legal_actions()}
    assert {"wealth", "foldspace", "stillsuits", "hall_of_oratory"} <= spaces and "arrakeen" not in spaces
    hand = len(s.players[0].hand)
    send([], "graft_to wealth", s=s)
    assert len(s.players[0].hand) == hand - 2 + 1 and s.players[0].solari == 2


def test_face_dancer_initiate_lends_its_three_faction_icons_and_has_no_agent_box() -> None:
    s = with_hand(["face_dancer_initiate", "dagger"])
    s.apply("graft dagger")
    spaces = {a.split()[1] for a in s.legal_actions()}
    assert {"wealth", "foldspace", "stillsuits", "hall_of_oratory"} <= spaces
    assert not spaces & {"secrets", "selective_breeding", "arrakeen"}  # no Bene Gesserit nor City icon
    hand = len(s.players[0].hand)
    send([], "graft_to stillsuits", s=s)
    p = s.players[0]
    assert p.water == 2 and len(p.hand) == hand - 2 and p.influence[fi(s, "fremen")] == 1


def test_from_the_tanks_recruits_two_troops() -> None:
    """Agent: 2 troops (I21; 003 ADSCRIPCIONES, Cristina); alone at the Hall of Oratory (+1 troop)."""
    s = send(["from_the_tanks"], "agent from_the_tanks hall_of_oratory")
    assert s.players[0].garrison == 3 + 3


def test_from_the_tanks_worked_example_of_cristina_deploys_them_from_a_combat_space() -> None:
    """003 ADSCRIPCIONES: Unnatural Reflexes grafted to From the Tanks at the Imperial Basin, first
    genetic marker: two cards, two troops recruited and deployed with two of the garrison."""
    s = with_hand(["unnatural_reflexes", "from_the_tanks"])
    put_research(s, 0, "c4r2")
    hand = len(s.players[0].hand)
    send([], "graft unnatural_reflexes", "graft_to imperial_basin", s=s, answers={"deploy": "deploy 4"})
    p = s.players[0]
    assert p.spice == 1 and len(p.hand) == hand - 2 + 2 and p.troops_in_conflict == 4 and p.garrison == 1


def test_ghola_copies_the_other_cards_agent_box() -> None:
    """"This card has the same Agent box as the other grafted card" (003 ACLARACIONES): with Face
    Dancer, two cards; with a card with no Agent box (Dagger), nothing more than the space."""
    s = with_hand(["ghola", "face_dancer", "dagger"])
    s.apply("graft ghola")
    assert s.legal_actions() == ["graft dagger", "graft face_dancer"]
    hand = len(s.players[0].hand)
    send([], "graft face_dancer", "graft_to arrakeen", s=s)
    assert len(s.players[0].hand) == hand - 2 + 1 + 2  # Arrakeen's card, Face Dancer's and Ghola's copy
    s = with_hand(["ghola", "dagger"])
    hand = len(s.players[0].hand)
    send([], "graft ghola", "graft_to arrakeen", s=s)
    assert len(s.players[0].hand) == hand - 2 + 1 and s.players[0].garrison == 4


def test_ghola_with_power_play_gives_only_two_influence_and_is_trashed() -> None:
    """003 ACLARACIONES, Ghola with Power Play: 2 Influence, as Power Play alone; "Desecha esta
    carta" copied trashes Ghola."""
    s = send(["ghola", "power_play"], "graft ghola", "graft_to wealth")
    p = s.players[0]
    assert p.influence[fi(s, "emperor")] == 2 and {"ghola", "power_play"} <= set(p.trashed)


def test_guild_impersonator_gives_guild_influence_if_you_gained_spice_this_turn() -> None:
    """"If you gained spice this turn: +1 Influence with the Spacing Guild" — at the Imperial Basin
    (the space's harvest resolves first, R4) yes; at the Hall of Oratory, no spice, no Influence."""
    s = send(["guild_impersonator", "experimentation"], "graft guild_impersonator", "graft_to imperial_basin")
    p = s.players[0]
    assert p.spice == 1 and p.influence[fi(s, "guild")] == 1
    s = send(["guild_impersonator", "dagger"], "graft guild_impersonator", "graft_to hall_of_oratory")
    assert s.players[0].spice == 0 and s.players[0].influence == (0, 0, 0, 0)


def test_guild_impersonator_counts_spice_gained_earlier_in_the_turn() -> None:
    """Spice from a Plot Intrigue played before the Agent (Study Melange) is spice gained this turn."""
    s = with_hand(["guild_impersonator", "dagger"])
    s.players[0].intrigues = ("study_melange",)
    s._legal = None
    s.apply("play study_melange")
    send([], "graft guild_impersonator", "graft_to hall_of_oratory", s=s)
    assert s.players[0].spice == 1 and s.players[0].influence[fi(s, "guild")] == 1


def test_guild_impersonator_does_not_count_spice_of_an_earlier_turn() -> None:
    s = with_hand(["experimentation", "guild_impersonator", "dagger"])
    send([], "agent experimentation imperial_basin", s=s)
    assert s.players[0].spice == 1
    while s.pending != ("turn", 0):  # the other players' turns
        s.apply(s.legal_actions()[0])
    s.players[0].hand = ["guild_impersonator", "dagger"]
    s.agents = {"imperial_basin": (0,)}  # the other players' Agents out of the way
    s._legal = None
    send([], "graft guild_impersonator", "graft_to hall_of_oratory", s=s)
    assert s.players[0].influence[fi(s, "guild")] == 0 and s.agents["hall_of_oratory"] == (0,)


def test_industrial_espionage_draws_and_only_grafted_researches_and_generates() -> None:
    """Agent: draw a card; "if grafted": a Research icon and a specimen. Played alone (no Graft box:
    I35) only the card."""
    s = with_hand(["industrial_espionage"])
    hand = len(s.players[0].hand)
    send([], "agent industrial_espionage hall_of_oratory", s=s)
    p = s.players[0]
    assert len(p.hand) == hand - 1 + 1 and RESEARCH.get(s)[0] == IMM.research.start and specimens(p) == 0
    s = with_hand(["industrial_espionage", "chairdog"])
    hand = len(s.players[0].hand)
    send([], "graft industrial_espionage", "graft_to hall_of_oratory", s=s)
    p = s.players[0]
    assert len(p.hand) == hand - 2 + 1 and RESEARCH.get(s)[0] == "c1r3" and specimens(p) == 2  # c1r3's and the card's


def test_scientific_breakthrough_researches_and_with_two_markers_may_trash_itself_for_a_vp() -> None:
    """Agent: a Research icon; with the second genetic marker: trash this card → 1 VP."""
    s = send(["scientific_breakthrough"], "agent scientific_breakthrough hall_of_oratory")
    assert RESEARCH.get(s)[0] == "c1r3" and "scientific_breakthrough" in s.players[0].in_play  # no arrow offered
    for answer, vp in (("pay", 1), ("decline", 0)):
        s = with_hand(["scientific_breakthrough"])
        put_research(s, 0, "c8r2")
        before, hand = s.players[0].vp, len(s.players[0].hand)
        s.apply("agent scientific_breakthrough hall_of_oratory")
        assert s.legal_actions() == ["pay", "decline"]
        send([], s=s, answers={"may": answer})
        p = s.players[0]
        assert p.vp == before + vp and ("scientific_breakthrough" in p.trashed) == (answer == "pay")
        assert len(p.hand) == hand - 1 + 1  # the second marker: the Research icon draws a card


def test_slig_farmer_gains_a_solari_per_agent_icon_of_the_other_card_then_may_pay_5_for_a_step() -> None:
    """"+1 Solari for each Agent icon on the other grafted card. 5 Solari → 1 Tleilaxu"."""
    for answer, step in (("pay", 1), ("decline", 0)):
        s = with_hand(["slig_farmer", "occupation"])  # Occupation: six Agent icons
        s.apply("graft slig_farmer")
        s.apply("graft_to imperial_basin")
        send([], s=s, answers={"may": answer})
        assert s.players[0].solari == 6 - 5 * step and TLEILAXU.get(s)[0] == step
    # Dagger's one Landsraad icon: 1 Solari (the Hall of Oratory, the only free Landsraad space, is
    # taken by itself)
    s = send(["slig_farmer", "dagger"], "graft slig_farmer")
    assert s.players[0].solari == 1 and TLEILAXU.get(s)[0] == 0  # the arrow was not offered


def test_stitched_horror_chooses_two_different_of_four() -> None:
    """"Choose two: +1 water, +1 troop, trash a card (optional, I28), a Tleilaxu step"."""
    s = with_hand(["stitched_horror", "dagger", "convincing_argument"])
    s.apply("graft stitched_horror")
    s.apply("graft dagger")
    s.apply("graft_to arrakeen")
    while s.pending is not None and s.pending[0] != "choose":
        s.apply(s.legal_actions()[0])
    assert s.legal_actions() == ["choose 1", "choose 2", "choose 3", "choose 4"]
    s.apply("choose 3")
    assert s.legal_actions() == ["choose 1", "choose 2", "choose 4"]
    s.apply("choose 2")
    assert s.pending is not None and s.pending[0] == "trash_pick" and "decline" in s.legal_actions()
    s.apply("trash hand convincing_argument")
    settle(s)
    p = s.players[0]
    assert "convincing_argument" in p.trashed and p.garrison == 3 + 1 + 1 and p.water == 1 and TLEILAXU.get(s)[0] == 0


def test_stitched_horror_offers_no_tleilaxu_step_from_the_last_space() -> None:
    """I71: at the last Tleilaxu space the step is not an option."""
    s = with_hand(["stitched_horror", "dagger"])
    put_tleilaxu(s, 0, len(IMM.tleilaxu_track.spaces) - 1)
    s.apply("graft stitched_horror")
    s.apply("graft_to arrakeen")
    while s.pending is not None and s.pending[0] != "choose":
        s.apply(s.legal_actions()[0])
    assert s.legal_actions() == ["choose 1", "choose 2", "choose 3"]
    s.apply("choose 1")
    s.apply("choose 2")
    assert s.players[0].water == 2


def test_subject_x_137_steps_when_acquired_and_with_the_first_marker_when_played() -> None:
    s = at_acquire(row_with("subject_x_137"), 2)
    s.apply("acquire subject_x_137")
    assert TLEILAXU.get(s)[0] == 1
    s = send(["subject_x_137"], "agent subject_x_137 secure_contract")
    assert TLEILAXU.get(s)[0] == 0 and s.players[0].solari == 3
    s = with_hand(["subject_x_137"])
    put_research(s, 0, "c4r4")
    send([], "agent subject_x_137 secure_contract", s=s)
    assert TLEILAXU.get(s)[0] == 1


def test_tleilaxu_infiltrator_goes_where_other_players_agents_are_and_draws() -> None:
    """"This turn, other players' Agents do not block your Agent. Draw a card. With the second genetic
    marker: an Intrigue card". Your own Agent still blocks (an opponent's does not)."""
    for research, intrigues in ((IMM.research.start, 0), ("c8r2", 1)):
        s = with_hand(["tleilaxu_infiltrator", "dagger"])
        put_research(s, 0, research)
        s.agents["arrakeen"] = (1,)
        s._legal = None
        s.apply("graft tleilaxu_infiltrator")
        assert "graft_to arrakeen" in s.legal_actions()
        hand = len(s.players[0].hand)
        send([], "graft_to arrakeen", s=s)
        p = s.players[0]
        assert s.agents["arrakeen"] == (1, 0) and len(p.intrigues) == intrigues
        assert len(p.hand) == hand - 2 + 2  # Arrakeen's card and the Infiltrator's
    s = with_hand(["tleilaxu_infiltrator", "dagger"])
    s.agents["arrakeen"] = (0,)
    s._legal = None
    s.apply("graft tleilaxu_infiltrator")
    assert "graft_to arrakeen" not in s.legal_actions()


def test_twisted_mentat_may_recall_the_agent_it_sent() -> None:
    """"You may recall the Agent you sent this turn" (recall_sent / decline)."""
    for answer in ("recall_sent", "decline"):
        s = with_hand(["twisted_mentat", "dagger"])
        left = s.players[0].agents_left
        s.apply("graft twisted_mentat")
        s.apply("graft_to arrakeen")
        while s.pending is not None and s.pending[0] != "recall_sent":
            s.apply(s.legal_actions()[0])
        assert s.legal_actions() == ["recall_sent", "decline"]
        send([], answer, s=s)
        back = answer == "recall_sent"
        assert s.players[0].agents_left == left - 1 + back and (0 in s.agents.get("arrakeen", ())) != back


def test_unnatural_reflexes_draws_two_with_the_first_genetic_marker() -> None:
    for research, drawn in ((IMM.research.start, 0), ("c4r2", 2)):
        s = with_hand(["unnatural_reflexes", "dagger"])
        put_research(s, 0, research)
        hand = len(s.players[0].hand)
        send([], "graft unnatural_reflexes", "graft_to imperial_basin", s=s)
        assert len(s.players[0].hand) == hand - 2 + drawn and s.players[0].spice == 1


def test_usurp_grafts_to_a_card_of_the_imperium_row_which_is_trashed_at_the_end_of_the_turn() -> None:
    """"You may graft this card to a card in the Imperium Row instead of one in your hand, without
    acquiring it; if you do, trash that card at the end of the turn" (003 ACLARACIONES, Usurpar:
    not "in play"; I51)."""
    s = with_hand(["usurp"])
    s.imperium_row = ("guild_administrator", "the_voice", "the_voice", "the_voice", "the_voice")
    s._legal = None
    s.apply("graft usurp")
    assert "graft_row guild_administrator" in s.legal_actions()
    s.apply("graft_row guild_administrator")
    send([], "graft_to foldspace", s=s)
    p = s.players[0]
    assert "guild_administrator" not in (*s.imperium_row, *p.in_play, *p.trashed, *p.discard)
    assert "guild_administrator" in s.removed_cards and len(s.imperium_row) == 5
    assert p.influence[fi(s, "guild")] == 1 and "usurp" in p.in_play


def test_usurp_grafted_to_a_card_of_the_hand_trashes_nothing() -> None:
    """003 ACLARACIONES: "Puedes adscribir esta carta a otra que tengas en tu mano"."""
    s = with_hand(["usurp", "dagger"])
    row = s.imperium_row
    s.apply("graft usurp")
    assert "graft dagger" in s.legal_actions()
    send([], "graft dagger", s=s)  # the Hall of Oratory, the only space Dagger's icon reaches for free
    p = s.players[0]
    assert s.agents["hall_of_oratory"] == (0,) and s.imperium_row == row and {"usurp", "dagger"} <= set(p.in_play) and p.garrison == 4


# ---- coverage --------------------------------------------------------------------------------------------

BOUGHT = ["test_bought_for_its_printed_specimens_to_the_discard_pile_and_the_row_refills",
          "test_from_the_first_genetic_marker_it_may_go_onto_the_deck", "test_played_alone_only_without_a_graft_box",
          "test_revealed_it_gives_its_printed_reveal_box"]
TESTED: dict[str, list[str]] = {
    "reclaimed_forces": ["test_reclaimed_forces_never_leaves_the_row_and_gives_one_of_its_two_effects",
                         "test_reclaimed_forces_offers_the_tleilaxu_step_only_with_a_space_to_move_to",
                         "test_reclaimed_forces_recruits_with_the_specimens_just_returned"],
    "beguiling_pheromones": [*BOUGHT,
                             "test_beguiling_pheromones_at_a_faction_space_trashes_a_grafted_card_for_one_more_influence",
                             "test_beguiling_pheromones_at_a_space_of_no_faction_does_nothing_more"],
    "chairdog": [*BOUGHT, "test_chairdog_returns_the_other_card_to_the_hand_at_the_start_of_the_reveal_turn",
                 "test_chairdog_returns_nothing_once_the_other_card_left_play"],
    "contaminator": [*BOUGHT, "test_contaminator_steps_on_the_tleilaxu_track_played_alone"],
    "corrino_genes": [*BOUGHT, "test_corrino_genes_gives_2_solari_when_acquired_and_a_step_only_grafted"],
    "face_dancer": [*BOUGHT, "test_face_dancer_grafted_draws_a_card"],
    "face_dancer_initiate": [*BOUGHT, "test_face_dancer_initiate_lends_its_three_faction_icons_and_has_no_agent_box"],
    "from_the_tanks": [*BOUGHT, "test_from_the_tanks_recruits_two_troops",
                       "test_from_the_tanks_worked_example_of_cristina_deploys_them_from_a_combat_space"],
    "ghola": [*BOUGHT, "test_ghola_copies_the_other_cards_agent_box",
              "test_ghola_with_power_play_gives_only_two_influence_and_is_trashed",
              "test_corrino_genes_gives_2_solari_when_acquired_and_a_step_only_grafted"],
    "guild_impersonator": [*BOUGHT, "test_guild_impersonator_gives_guild_influence_if_you_gained_spice_this_turn",
                           "test_guild_impersonator_counts_spice_gained_earlier_in_the_turn",
                           "test_guild_impersonator_does_not_count_spice_of_an_earlier_turn"],
    "industrial_espionage": [*BOUGHT, "test_industrial_espionage_draws_and_only_grafted_researches_and_generates"],
    "scientific_breakthrough": [
        *BOUGHT, "test_scientific_breakthrough_researches_and_with_two_markers_may_trash_itself_for_a_vp"],
    "slig_farmer": [*BOUGHT,
                    "test_slig_farmer_gains_a_solari_per_agent_icon_of_the_other_card_then_may_pay_5_for_a_step"],
    "stitched_horror": [*BOUGHT, "test_stitched_horror_chooses_two_different_of_four",
                        "test_stitched_horror_offers_no_tleilaxu_step_from_the_last_space"],
    "subject_x_137": [*BOUGHT, "test_subject_x_137_steps_when_acquired_and_with_the_first_marker_when_played"],
    "tleilaxu_infiltrator": [*BOUGHT, "test_tleilaxu_infiltrator_goes_where_other_players_agents_are_and_draws"],
    "twisted_mentat": [*BOUGHT, "test_twisted_mentat_may_recall_the_agent_it_sent"],
    "unnatural_reflexes": [*BOUGHT, "test_unnatural_reflexes_draws_two_with_the_first_genetic_marker",
                           "test_from_the_tanks_worked_example_of_cristina_deploys_them_from_a_combat_space"],
    "usurp": [*BOUGHT, "test_usurp_grafts_to_a_card_of_the_imperium_row_which_is_trashed_at_the_end_of_the_turn",
              "test_usurp_grafted_to_a_card_of_the_hand_trashes_nothing"],
}


def test_every_tleilaxu_card_has_its_tests() -> None:
    """Issue 18: one engine test per Tleilaxu card; `TESTED`'s keys are exactly the content's Tleilaxu
    cards (Reclaimed Forces included) and every name is a test function of this file."""
    content = game().rules.content
    assert set(TESTED) == {cid for cid, c in content.cards.items() if c.kind == "tleilaxu"} == set(PRINTED)
    for cid, names in TESTED.items():
        assert names, cid
        for name in names:
            assert name.startswith("test_") and callable(globals().get(name)), f"{cid}: {name}"
