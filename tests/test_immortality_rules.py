"""The `immortality` rules module (issue 18): its registration, setup, the research and Tleilaxu
tracks with the genetic markers, specimens, the Tleilaxu Row and Family Atomics.

Seed 003 (Spanish Immortality rules) is the authority, with shared/FAQ.md and
shared/reference/derived/immortality_tracks.json (the lattice, transcribed in
modules/immortality/content/tracks.yaml). Games are built with tests/products.py's real base + Immortality
config.
"""

from __future__ import annotations

from typing import Any

import pytest

from landsraad import ConfigError, GameConfig, GameState, new_game
from landsraad.content.boxes import component_boxes, component_conditions
from landsraad.content.tree import conditions, walk
from landsraad.core.errors import IllegalActionError, SaveError
from landsraad.modules.immortality import IMMORTALITY
from landsraad.modules.immortality.data import markers
from landsraad.modules.immortality.loader import _own_boxes, immortality_for
from landsraad.modules.immortality.specimens import specimens
from landsraad.modules.immortality.state import (
    FAMILY_ATOMICS,
    RESEARCH,
    TLEILAXU,
    TLEILAXU_DECK,
    TLEILAXU_ROW,
    TLEILAXU_SPICE,
)
from landsraad.rules import engine, registry
from landsraad.rules.events import BASE
from landsraad.rules.fields import field_value
from landsraad.rules.hidden import game_visibility, public_state
from landsraad.rules.ruleset import PLANNED, ruleset_problem
from landsraad.rules.zones import zone_add
from tests.products import immortality_config, unruled

IMM = immortality_for("base")
# the cost kinds and condition kinds rules/effects.py knows itself (can_pay, condition)
BASE_COSTS = {"pay", "trash_self", "trash_card", "lose_influence"}
BASE_CONDITION_KINDS = {"alliance", "influence_at_least", "fremen_bond", "won_conflict", "custom"}


def game(players: int = 4, seed: int = 1, **kw: Any) -> GameState:
    return new_game(immortality_config(players, first_player=0, **kw), seed=seed)


def run_effect(s: GameState, seat: int, e: tuple[Any, ...], src: str = "test") -> None:
    s.pending = None
    s._legal = None
    s.stack = [("eff", seat, e, src)]
    engine.run(s)


def put_research(s: GameState, seat: int, space: str) -> None:
    RESEARCH.put(s, (*RESEARCH.get(s)[:seat], space, *RESEARCH.get(s)[seat + 1:]))


def put_tleilaxu(s: GameState, seat: int, index: int) -> None:
    TLEILAXU.put(s, (*TLEILAXU.get(s)[:seat], index, *TLEILAXU.get(s)[seat + 1:]))


def give_specimens(s: GameState, seat: int, n: int) -> None:
    p = s.players[seat]
    p.supply -= n
    zone_add(p, "specimens", *(["specimen"] * n))
    s._legal = None


# ---- registration ------------------------------------------------------------------------------

def test_the_module_is_open_to_players_now_that_every_rule_exists() -> None:
    """Issue 18: with Imperium Ceremony's rule (every rule exists) the module is no longer refused
    (PLANNED), with its "Up to 11" variant; a variant without the module is still refused."""
    assert "immortality" not in PLANNED
    assert ruleset_problem("base", ("immortality",)) is None
    assert ruleset_problem("base", ("immortality", "immortality_up_to_11")) is None
    GameConfig(modules=("immortality",))
    with pytest.raises(ConfigError):
        GameConfig(modules=("immortality_up_to_11",))


def test_every_rule_the_content_names_exists() -> None:
    """Every effect kind, condition and "→" cost kind the base + Immortality content names has its
    rule (`check_handlers` refuses any that has none at game creation), and so does every box of the
    two tracks (research track spaces, Tleilaxu track spaces), which the content check does not see;
    on Uprising's board too."""
    content = game().rules.content
    from landsraad.modules.base import (
        BASE as BASE_MODULE,  # the base game's cards' and leaders' rules (issue 27)
    )

    effects = {**registry.EFFECTS, **BASE_MODULE.effects, **IMMORTALITY.effects}
    conds = {**registry.CONDITIONS, **BASE_MODULE.conditions, **IMMORTALITY.conditions}
    t = BASE.copy()
    assert IMMORTALITY.triggers is not None
    IMMORTALITY.triggers(t)
    missing = {key for _, key in registry.missing_handlers(content, effects, conds, t.cost_kinds, t.value_conditions)}
    boxes = [box for _, box in component_boxes(content)] + [box for _, box in _own_boxes(IMM)]
    kinds = {e[0] for box in boxes for e in walk(box)}
    missing |= {k for k in kinds if k not in effects}
    costs = {c[0] for box in boxes for e in walk(box) if e[0] == "may" for c in e[1]}
    costs |= {c[0] for ig in content.intrigues.values() for c in ig.cost}
    missing |= {f"cost:{k}" for k in costs - BASE_COSTS - set(t.cost_kinds)}
    conds_used = {cond[0] for _, cond in component_conditions(content)}
    conds_used |= {cond[0] for box in boxes for cond in conditions(box)}
    missing |= {f"cond:{k}" for k in conds_used - BASE_CONDITION_KINDS - set(conds) - set(t.value_conditions)}
    assert missing == set() == unruled(immortality_config()) == unruled(immortality_config(1))
    assert unruled(GameConfig(edition="uprising", modules=("immortality",))) == set()
    assert unruled(GameConfig(edition="uprising", modules=("choam", "immortality"))) == set()
    assert not {"research", "tleilaxu", "specimen", "cost:specimen", "cond:genetic_markers"} & missing


# ---- setup (003 PREPARACIÓN) ----------------------------------------------------------------------

def test_setup_places_the_tokens_the_setup_spice_the_tleilaxu_row_and_family_atomics() -> None:
    """003 Preparación: Research and Tleilaxu tokens on the leftmost spaces, 2 spice on the fourth
    space of the Tleilaxu track, two Tleilaxu cards face up beside Reclaimed Forces, a Family
    Atomics token each."""
    s = game(4)
    assert RESEARCH.get(s) == ("c0r3",) * 4 and IMM.research.start == "c0r3"
    assert TLEILAXU.get(s) == (0, 0, 0, 0)
    assert TLEILAXU_SPICE.get(s) == 2 and IMM.tleilaxu_track.setup_spice_index == 4
    assert len(TLEILAXU_ROW.get(s)) == 2 and IMM.row_card not in TLEILAXU_ROW.get(s)
    assert sorted(TLEILAXU_DECK.get(s) + TLEILAXU_ROW.get(s)) == sorted(IMM.tleilaxu_deck)
    assert len(IMM.tleilaxu_deck) == 18  # 003 Componentes: "18 cartas de mazo Tleilaxu"
    assert FAMILY_ATOMICS.get(s) == (0, 1, 2, 3)
    assert all(p.zones.get("specimens") is None for p in s.players)


def test_setup_replaces_dune_with_experimentation_and_the_research_station() -> None:
    """003 Preparación: two Experimentation instead of the two Dune, the Desert Planet in each
    starter deck; the alternative Research Station over the board's (Casilla del tablero
    revisada: City, Combat, 2 water, draw 2 cards and a Research icon); the 30 Imperium and 15
    Intrigue cards shuffled into their decks."""
    s = game(3)
    for p in s.players:
        cards = p.deck + p.hand
        assert cards.count("experimentation") == 2 and "dune_the_desert_planet" not in cards
    rs = s.rules.content.spaces["research_station"]
    assert rs.icon == "city" and rs.combat and rs.effects == (("draw", 2), ("research", 1))
    assert len(s.imperium_deck) + len(s.imperium_row) == len(s.rules.content.imperium_deck)
    assert set(IMM.imperium) <= set(s.rules.content.imperium_deck)
    assert set(IMM.intrigues) <= set(s.rules.content.intrigue_deck)


def test_solo_automa_seats_hold_no_family_atomics() -> None:
    """003: "Cada jugador toma una ficha de Atómicas familiares"; the Rivals take no turns with
    cards (docs/rulings.md I37), so only the human holds one; every seat has track tokens."""
    s = game(1)
    assert s.automa == (1, 2) and FAMILY_ATOMICS.get(s) == (0,)
    assert len(RESEARCH.get(s)) == len(TLEILAXU.get(s)) == 3


# ---- the research track (003 EL MEDIDOR DE INVESTIGACIÓN) ---------------------------------------

def test_a_research_icon_with_one_connected_space_moves_there_and_gains_its_bonus() -> None:
    """From the start space the only exit is c1r3, whose bonus is a specimen (gained at once)."""
    s = game()
    supply = s.players[0].supply
    run_effect(s, 0, ("research", 1))
    assert RESEARCH.get(s)[0] == "c1r3"
    assert specimens(s.players[0]) == 1 and s.players[0].supply == supply - 1


def test_a_research_branch_offers_exactly_the_two_connected_spaces() -> None:
    """003: "A menudo [...] podrás elegir entre dos caminos"; "Nunca podrás moverte hacia arriba o
    hacia abajo, ni tampoco hacia la izquierda": only the two spaces one column right."""
    s = game()
    put_research(s, 0, "c1r3")
    run_effect(s, 0, ("research", 1))
    assert s.pending == ("research", 0)
    assert s.legal_actions() == ["research c2r2", "research c2r4"]
    before = s.state_hash()
    for bad in ("research c3r3", "research c0r3", "research c1r3", "research c2r3"):
        with pytest.raises(IllegalActionError):
            s.apply(bad)
        assert s.state_hash() == before
    s.apply("research c2r4")
    assert RESEARCH.get(s)[0] == "c2r4" and TLEILAXU.get(s)[0] == 1  # c2r4: a Tleilaxu step


def test_the_worked_example_of_carmen() -> None:
    """003 EL MEDIDOR DE INVESTIGACIÓN, Carmen: from c2r2, down-right trashes a card and generates
    a specimen; up-right activates another Research icon that moves the token again at once."""
    s = game()
    put_research(s, 0, "c2r2")
    run_effect(s, 0, ("research", 1))
    assert s.legal_actions() == ["research c3r1", "research c3r3"]
    up = s.clone()
    s.apply("research c3r3")
    assert s.pending is not None and s.pending[0] == "trash_pick" and s.pending[2] is True  # optional
    s.apply("decline")
    assert specimens(s.players[0]) == 1
    up.apply("research c3r1")  # another Research icon: c3r1's only exit is c4r2 (a Tleilaxu step)
    assert RESEARCH.get(up)[0] == "c4r2" and TLEILAXU.get(up)[0] == 1


@pytest.mark.parametrize("space", sorted(sid for sid in IMM.research.spaces if sid != IMM.research.start))
def test_every_research_space_gives_its_printed_bonus_at_once(space: str) -> None:
    """003: "Cuando tu ficha se mueva a otra casilla [...] recibes inmediatamente la bonificación
    indicada en ella" — every space of the lattice: its effects are the next frames, in order."""
    s = game()
    source = next(sid for sid, sp in IMM.research.spaces.items() if space in sp.next)
    put_research(s, 0, source)
    s.stack = [("research_probe",)]  # nothing further: what the move queues is on top of it
    from landsraad.modules.immortality.tracks import move_research
    move_research(s, 0, space)
    effects = IMM.research.spaces[space].effects
    assert RESEARCH.get(s)[0] == space
    assert s.stack[1:] == [("eff", 0, e, f"research:{space}") for e in reversed(effects)]


def test_research_bonuses_of_each_kind_resolve() -> None:
    """The kinds printed on the lattice: a specimen, a Tleilaxu step, Solari, spice, Influence with
    any Faction, "→" 7 Solari for two Tleilaxu steps (c8r6)."""
    s = game()
    p = s.players[0]
    put_research(s, 0, "c4r4")
    run_effect(s, 0, ("research", 1))
    s.apply("research c5r5")
    assert p.solari == 1
    put_research(s, 0, "c5r1")
    run_effect(s, 0, ("research", 1))  # c6r2: 1 spice
    assert p.spice == 1
    put_research(s, 0, "c5r5")
    run_effect(s, 0, ("research", 1))
    s.apply("research c6r6")  # Influence with any Faction
    assert s.pending is not None and s.pending[0] == "faction"
    s.apply("faction fremen")
    assert p.influence[s.rules.faction_index["fremen"]] == 1
    put_research(s, 0, "c7r5")
    p.solari = 7
    run_effect(s, 0, ("research", 1))
    s.apply("research c8r6")
    assert s.legal_actions() == ["pay", "decline"]
    s.apply("pay")
    assert p.solari == 0 and TLEILAXU.get(s)[0] == 2


def test_two_research_icons_move_twice_each_with_its_own_choice() -> None:
    s = game()
    run_effect(s, 0, ("research", 2))  # c0r3 -> c1r3 (specimen) -> choice
    assert RESEARCH.get(s)[0] == "c1r3" and s.legal_actions() == ["research c2r2", "research c2r4"]


def test_the_first_genetic_marker_turns_on_at_the_fourth_column() -> None:
    """003 Marcadores genéticos: under the column of c4r*; effects with one marker are active once
    the token reaches that column, for the rest of the game."""
    s = game()
    cond = ("genetic_markers", 1)
    put_research(s, 0, "c3r3")
    assert markers(s, 0) == 0 and not s.triggers.value_conditions["genetic_markers"](s, 0, cond, "t")
    run_effect(s, 0, ("research", 1))
    s.apply("research c4r4")
    assert markers(s, 0) == 1 and s.triggers.value_conditions["genetic_markers"](s, 0, cond, "t")
    assert not s.triggers.value_conditions["genetic_markers"](s, 0, ("genetic_markers", 2), "t")


def test_the_second_genetic_marker_makes_research_draw_a_card() -> None:
    """003: "Cuando llegues al segundo marcador genético, durante el resto de la partida activar el
    icono de Investigación no hará avanzar más tu ficha de Investigación; en vez de eso, robas una carta"."""
    s = game()
    put_research(s, 0, "c8r4")
    assert markers(s, 0) == 2
    hand = len(s.players[0].hand)
    run_effect(s, 0, ("research", 1))
    assert RESEARCH.get(s)[0] == "c8r4" and len(s.players[0].hand) == hand + 1


# ---- the Tleilaxu track (003 EL MEDIDOR TLEILAXU) -------------------------------------------------

def test_each_tleilaxu_space_gives_its_bonus() -> None:
    """Index 2 and 6: an Intrigue card; 4 and 7: 1 VP (each player who reaches them)."""
    s = game()
    p = s.players[0]
    vp, intrigues = p.vp, len(p.intrigues)
    for step in range(1, 8):
        run_effect(s, 0, ("tleilaxu", 1))
        assert TLEILAXU.get(s)[0] == step
    assert len(p.intrigues) == intrigues + 2 and p.vp == vp + 2


def test_the_first_to_reach_the_setup_spice_takes_it_and_the_next_only_the_vp() -> None:
    """003: "Cada jugador recibe un Punto de Victoria cuando llega a esta casilla. El primer
    jugador que llegue a ella recibe una bonificación adicional: las 2 fichas de Especia"."""
    s = game()
    put_tleilaxu(s, 0, 3)
    put_tleilaxu(s, 1, 3)
    vp0, vp1 = s.players[0].vp, s.players[1].vp
    run_effect(s, 1, ("tleilaxu", 1))
    assert s.players[1].spice == 2 and s.players[1].vp == vp1 + 1 and TLEILAXU_SPICE.get(s) == 0
    run_effect(s, 0, ("tleilaxu", 1))
    assert s.players[0].spice == 0 and s.players[0].vp == vp0 + 1


def test_tleilaxu_steps_resolve_one_at_a_time_and_stop_at_the_last_space() -> None:
    """Two icons: two steps, the bonus of each space (docs/rulings.md I38: past the last space a
    step does nothing)."""
    s = game()
    put_tleilaxu(s, 0, 3)
    run_effect(s, 0, ("tleilaxu", 2))
    assert TLEILAXU.get(s)[0] == 5 and s.players[0].spice == 2
    put_tleilaxu(s, 0, 7)
    vp = s.players[0].vp
    run_effect(s, 0, ("tleilaxu", 1))
    assert TLEILAXU.get(s)[0] == 7 and s.players[0].vp == vp


# ---- specimens (003 CARTAS TLEILAXU, icon guide "Espécimen") ------------------------------------

def test_a_specimen_is_a_troop_from_the_supply_into_the_axolotl_tanks() -> None:
    s = game()
    p = s.players[0]
    run_effect(s, 0, ("specimen", 2))
    assert specimens(p) == 2 and p.supply == 7 and p.garrison == 3


def test_no_specimen_without_a_troop_in_the_supply() -> None:
    """docs/rulings.md I39: like a recruit with an empty supply."""
    s = game()
    p = s.players[0]
    p.garrison += p.supply - 1
    p.supply = 1
    run_effect(s, 0, ("specimen", 2))
    assert specimens(p) == 1 and p.supply == 0


def test_a_cost_in_specimens_returns_them_to_the_supply() -> None:
    """003: "Siempre que gastes un espécimen, devuélvelo a tu suministro"; not offered without them."""
    s = game()
    p = s.players[0]
    may = ("may", (("specimen", 2),), (("solari", 3),))
    give_specimens(s, 0, 1)
    run_effect(s, 0, may)
    assert s.pending is None and p.solari == 0  # one specimen: the arrow is not offered
    give_specimens(s, 0, 1)
    run_effect(s, 0, may)
    s.apply("pay")
    assert p.solari == 3 and specimens(p) == 0 and p.supply == 9


# ---- the Tleilaxu Row (003 CARTAS TLEILAXU) ------------------------------------------------------

def reveal_turn(s: GameState) -> None:
    s.apply("reveal")
    while s.pending is not None and s.pending[0] != "acquire":
        s.apply(s.legal_actions()[0])
    assert s.pending == ("acquire", 0)


def test_tleilaxu_cards_are_acquired_with_specimens_and_the_row_refills() -> None:
    s = game()
    reveal_turn(s)
    cheap = min(TLEILAXU_ROW.get(s), key=lambda c: IMM.tleilaxu[c].cost)
    assert f"acquire {cheap}" not in s.legal_actions()  # no specimens yet
    cost = IMM.tleilaxu[cheap].cost
    give_specimens(s, 0, cost)
    deck = len(TLEILAXU_DECK.get(s))
    assert f"acquire {cheap}" in s.legal_actions() and f"acquire {cheap} top" not in s.legal_actions()
    s.apply(f"acquire {cheap}")
    p = s.players[0]
    assert cheap in p.discard and specimens(p) == 0 and p.supply == 9
    assert len(TLEILAXU_ROW.get(s)) == 2 and len(TLEILAXU_DECK.get(s)) == deck - 1


def test_tleilaxu_cards_cannot_be_bought_with_persuasion() -> None:
    """003: "para adquirirlas hay que pagar un coste en especímenes en vez de puntos de Persuasión"."""
    s = game()
    reveal_turn(s)
    s.players[0].persuasion = 20
    s._legal = None
    assert not {f"acquire {c}" for c in (*TLEILAXU_ROW.get(s), IMM.row_card)} & set(s.legal_actions())


def test_after_the_first_genetic_marker_a_tleilaxu_card_may_go_on_top_of_the_deck() -> None:
    """003 icon guide: "Cuando llegues al primer marcador genético [...] puedes poner las cartas
    Tleilaxu que adquieras en la parte superior de tu mazo"."""
    s = game()
    reveal_turn(s)
    put_research(s, 0, "c4r2")
    card = TLEILAXU_ROW.get(s)[0]
    give_specimens(s, 0, IMM.tleilaxu[card].cost)
    assert {f"acquire {card}", f"acquire {card} top"} <= set(s.legal_actions())
    s.apply(f"acquire {card} top")
    assert s.players[0].deck_top[-1] == card and card not in s.players[0].discard


def test_reclaimed_forces_gives_one_of_its_effects_and_never_leaves_the_row() -> None:
    """003: "La carta Fuerzas reclamadas nunca se retira de la Fila Tleilaxu. Cuando un jugador la
    «adquiere», elige uno de sus efectos (reclutar dos tropas o avanzar su ficha Tleilaxu una
    casilla)"."""
    s = game()
    reveal_turn(s)
    give_specimens(s, 0, 6)
    row = TLEILAXU_ROW.get(s)
    s.apply("acquire reclaimed_forces")
    assert s.pending is not None and s.pending[0] == "choose"
    s.apply("choose 2")
    assert TLEILAXU.get(s)[0] == 1 and specimens(s.players[0]) == 3
    assert "reclaimed_forces" not in s.players[0].discard and TLEILAXU_ROW.get(s) == row
    garrison = s.players[0].garrison
    s.apply("acquire reclaimed_forces")
    s.apply("choose 1")
    assert s.players[0].garrison == garrison + 2 and specimens(s.players[0]) == 0


# ---- Family Atomics (003 ATÓMICAS FAMILIARES) -----------------------------------------------------

def test_family_atomics_clears_and_refills_the_imperium_row_once_per_game() -> None:
    s = game()
    assert "family_atomics" in s.legal_actions()
    row, deck = s.imperium_row, len(s.imperium_deck)
    s.apply("family_atomics")
    assert s.pending == ("turn", 0)  # still your turn
    assert len(s.imperium_row) == 5 and len(s.imperium_deck) == deck - 5
    assert sorted(s.removed_cards) == sorted(row)  # docs/rulings.md I41
    assert FAMILY_ATOMICS.get(s) == (1, 2, 3) and "family_atomics" not in s.legal_actions()


def test_family_atomics_in_the_reveal_turn() -> None:
    """docs/rulings.md I40: also offered in the Reveal turn's acquire decision."""
    s = game()
    reveal_turn(s)
    assert "family_atomics" in s.legal_actions()
    s.apply("family_atomics")
    assert s.pending == ("acquire", 0) and 0 not in FAMILY_ATOMICS.get(s)


def test_family_atomics_is_not_offered_in_a_game_without_immortality() -> None:
    s = new_game(GameConfig(players=4, first_player=0), seed=1)
    assert "family_atomics" not in s.legal_actions()
    with pytest.raises(IllegalActionError):
        s.apply("family_atomics")


# ---- state: visibility, saves, checks ---------------------------------------------------------------

FIELDS = ("research", "tleilaxu", "tleilaxu_deck", "tleilaxu_row", "tleilaxu_spice", "family_atomics")


def test_the_new_fields_are_public_saved_and_loaded() -> None:
    s = game()
    run_effect(s, 0, ("research", 2))
    s.apply("research c2r2")
    s.pending = ("turn", 0)  # back in the turn decision, as after an Agent turn's effects
    assert all(game_visibility(s.rules)[k] == "public" for k in FIELDS)
    for seat in range(4):
        pub = public_state(s, seat)
        assert all(pub[k] == (list(v) if isinstance(v := field_value(s, k), tuple) else v) for k in FIELDS)
    d = s.to_json()
    t = GameState.from_json(d)
    assert t.state_hash() == s.state_hash() and all(field_value(t, k) == field_value(s, k) for k in FIELDS)
    assert isinstance(RESEARCH.get(t), tuple) and isinstance(TLEILAXU_ROW.get(t), tuple)


def test_a_base_save_has_none_of_the_new_fields() -> None:
    d = new_game(GameConfig(players=4), seed=1).to_json()
    assert not set(FIELDS) & set(d)


@pytest.mark.parametrize(("field", "value", "message"), [
    ("research", ["c0r3", "c9r9", "c0r3", "c0r3"], "research"),
    ("research", ["c0r3"], "research"),
    ("tleilaxu", [0, 0, 8, 0], "tleilaxu"),
    ("tleilaxu_row", ["reclaimed_forces"], "tleilaxu_row"),
    ("tleilaxu_row", ["face_dancer", "chairdog", "contaminator"], "more than two"),
    ("tleilaxu_deck", ["dagger"], "tleilaxu_deck"),
    ("tleilaxu_spice", 3, "tleilaxu_spice"),
    ("family_atomics", [1, 1], "family_atomics"),
])
def test_a_save_with_a_bad_immortality_field_is_refused(field: str, value: Any, message: str) -> None:
    d = game().to_json()
    d[field] = value
    with pytest.raises(SaveError, match=message):
        GameState.from_json(d)


def test_a_base_save_with_immortality_fields_or_a_bad_specimen_is_refused() -> None:
    d = new_game(GameConfig(players=4), seed=1).to_json()
    with pytest.raises(SaveError, match="belongs to the immortality module, which this game does not use"):
        GameState.from_json({**d, "research": ["c0r3"] * 4})
    d = game().to_json()
    d["players"][0]["zones"] = {"specimens": ["troop"]}
    with pytest.raises(SaveError, match="specimens"):
        GameState.from_json(d)
    d["players"][0]["zones"] = {"specimens": ["specimen"] * 10}  # 9 in supply + 3 in garrison + 10
    with pytest.raises(SaveError, match="more than 12 troops"):
        GameState.from_json(d)


def test_a_specimen_may_be_returned_to_the_supply_in_your_turn() -> None:
    """003: "Puedes devolver cualquiera de tus especímenes a tu suministro en cualquier momento"
    (I39: one at a time, in your turn decision and your Reveal turn's acquire decision)."""
    s = game()
    assert "return_specimen" not in s.legal_actions()
    give_specimens(s, 0, 2)
    s.apply("return_specimen")
    assert s.pending == ("turn", 0) and specimens(s.players[0]) == 1 and s.players[0].supply == 8
    reveal_turn(s)
    s.apply("return_specimen")
    assert s.pending == ("acquire", 0) and specimens(s.players[0]) == 0
    assert "return_specimen" not in s.legal_actions()


def test_the_decisions_and_options_read_as_players_read_them() -> None:
    """The interfaces render the module's decisions from their declarations (interfaces/prompts.py):
    a research option names its column, row and bonus; the graft prompts name the cards; the options
    offered inside other decisions (Family Atomics, returning a specimen) have their labels."""
    from landsraad.interfaces.prompts import decision_prompt, option_gloss, option_label

    r = game().rules
    c = r.content
    assert option_label("research c3r3", c, rules=r) == "Research: column 3, row 3"
    assert "trash a card" in option_gloss("research c3r3", "research", ("research", 0), c, rules=r)
    assert decision_prompt("graft_space", ("graft_space", 0, "ghola", "dagger", False), c, None, rules=r) == (
        "Send your Agent with Ghola grafted to Dagger: to which board space?")
    assert option_label("family_atomics", c, rules=r) == "Use your Family Atomics"
    assert option_label("return_specimen", c, rules=r) == "Return a specimen to your supply"
    assert option_label("graft_row dagger", c, rules=r) == "Graft to Dagger in the Imperium Row"


def test_research_space_c7r3_trashes_an_intrigue_for_a_card_and_an_intrigue() -> None:
    """c7r3: "→" trash an Intrigue card from your hand (003 icon, Uprising's cost: I36) for a card
    and an Intrigue card; not offered without an Intrigue card."""
    s = game()
    p = s.players[0]
    put_research(s, 0, "c6r2")
    run_effect(s, 0, ("research", 1))
    s.apply("research c7r3")
    assert s.pending is None  # no Intrigue card: the arrow is not offered
    p.intrigues = ("vicious_talents",)
    put_research(s, 0, "c6r2")
    run_effect(s, 0, ("research", 1))
    s.apply("research c7r3")
    hand = len(p.hand)
    s.apply("pay")
    assert p.zones.get("trashed_intrigues") == ("vicious_talents",)
    assert len(p.hand) == hand + 1 and len(p.intrigues) == 1
