"""Uprising for one and two players, the components (issue 28): seed 002's Rivals supplement is the
authority ("CARTAS DE RIVAL", "PREPARACIÓN", "TURNOS DE AGENTE DE RIVALES", "CASILLAS DE HACEDOR Y
LLAMAR GUSANOS DE ARENA", "VARIANTES DE JUEGO", "COMBINAR INSURRECCIÓN CON EL AUGE DE IX O
INMORTALIDAD"), with shared/FAQ.md. The per-card values the seed prints only as icons are checked
against ../shared/reference (derived/uprising_hagal_cards.json, derived/uprising_rivals.json,
Chatanga's rival_leaders_rakisrising.json and hagal_card_strengths_rakisrising.json, DuneBlend's
resources.json). Choices where the sources disagree or the seed is silent: docs/rulings.md U700-U718.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from landsraad.content import load_content
from landsraad.core.constants import DIFFICULTIES
from landsraad.core.errors import ContentError
from landsraad.modules.combined.immortality__uprising_rivals.rules import removed
from landsraad.modules.immortality.loader import IMMORTALITY_DIR
from landsraad.modules.uprising_rivals.data import (
    DATA_DIR,
    RivalsData,
    load_rivals_data,
    rivals_data,
)

REFERENCE = Path("/work/shared/reference")
needs_reference = pytest.mark.skipif(not REFERENCE.exists(), reason="shared reference data not available")
BOARD = load_content("uprising")


@pytest.fixture(scope="module")
def data() -> RivalsData:
    return rivals_data()


def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _snake(camel: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", camel).lower()


# ---- House Hagal: counts ---------------------------------------------------------------------

def test_the_deck_has_the_printed_37_cards_and_the_2j_reshuffle(data: RivalsData) -> None:
    """002 PREPARACIÓN: "37 cartas de la casa Hagal"; "Si juegas en solitario, quita la carta de
    Vuelve a barajar señalada con «2J»". The 37 are the cards besides the Reshuffle (rulings U700):
    a solo deck of 37, a two-player deck of 38."""
    assert data.printed_total == 37
    assert sum(c.copies for c in data.hagal.values() if not c.reshuffle) == 37
    (reshuffle,) = [c for c in data.hagal.values() if c.reshuffle]
    assert (reshuffle.id, reshuffle.copies, reshuffle.mode, reshuffle.swords) == ("reshuffle", 1, "two_player", None)
    assert not reshuffle.sends and not reshuffle.effects
    assert len(data.deck(1)) == 37 and "reshuffle" not in data.deck(1)
    assert len(data.deck(2)) == 38 and data.deck(2).count("reshuffle") == 1
    assert all(c.mode == "common" for c in data.hagal.values() if not c.reshuffle)
    with pytest.raises(ValueError):
        data.deck(3)


def test_the_copies_the_seed_names(data: RivalsData) -> None:
    """002 COMBINAR ... EL AUGE DE IX: "Aceptar Contrato/Transporte de mercancías (2 copias), Reunir
    apoyo (2 copias) y Salón de actos"; ... INMORTALIDAD: "quita 1 copia de la versión de
    INSURRECCIÓN de Puesto de investigación" (so there is more than one); TURNOS DE AGENTE: "las tres
    cartas Colocar Espía"."""
    def copies(*spaces: str) -> int:
        return sum(c.copies for c in data.hagal.values() if set(c.spaces()) == set(spaces))

    assert copies("shipping", "accept_contract") == 2
    assert copies("gather_support") == 2
    assert copies("assembly_hall") == 1
    assert copies("research_station") >= 2
    spies = [c for c in data.hagal.values() if c.reveal_again]
    assert sum(c.copies for c in spies) == 3 and all(c.name == "Place Spy" for c in spies)


def test_immortality_removes_one_uprising_research_station_card(data: RivalsData) -> None:
    """002 COMBINAR ... INMORTALIDAD: solo, "quita 1 copia de la versión de INSURRECCIÓN de Puesto de
    investigación e incluye las 4 cartas de INMORTALIDAD": the combination's hagal.yaml
    (modules/combined/immortality__uprising_rivals/) `removes` names a space an Uprising Hagal card of
    this deck sends to, with copies to spare."""
    raw = yaml.safe_load((IMMORTALITY_DIR / "hagal.yaml").read_text(encoding="utf-8"))
    for space, n in removed().items():
        have = sum(c.copies for c in data.hagal.values() if c.spaces() == (space,))
        assert have > n, space
    assert sum(c["copies"] for c in raw["cards"]) == 4


# ---- House Hagal: spaces and icons -------------------------------------------------------------

def test_every_card_sends_to_spaces_of_the_uprising_board(data: RivalsData) -> None:
    """002 TURNOS DE AGENTE DE RIVALES: "Esta carta enviará un Agente a la casilla del tablero
    revelada": each space is one of the Uprising board's, and each board space that is not the
    Landsraad's High Council, Imperial Privilege or Swordmaster has a card (the Rivals never go there)."""
    sent = {s for c in data.hagal.values() for s in c.spaces()}
    assert sent <= set(BOARD.spaces)
    assert set(BOARD.spaces) - sent == {"high_council", "imperial_privilege", "swordmaster"}
    for c in data.hagal.values():
        assert bool(c.sends) != (c.reveal_again or c.reshuffle), c.id


def test_two_space_cards_say_which_space(data: RivalsData) -> None:
    """002 Instrucciones especiales: Accept Contract / Shipping by the Rival's Spacing Guild
    Influence, Deliver Supplies / Heighliner by the level of the current Conflict card; each
    condition picks exactly one of the two spaces (rulings U702, U703)."""
    for cid in ("accept_contract_shipping_1", "accept_contract_shipping_3"):
        shipping, contract = data.hagal[cid].sends
        assert (shipping.space, shipping.when) == ("shipping", ("influence_at_least", "guild", 2))
        assert (contract.space, contract.when) == ("accept_contract", ("influence_below", "guild", 2))
        assert ("solari", 2) in shipping.effects and ("solari", 2) in contract.effects
    deliver, heighliner = data.hagal["deliver_supplies_heighliner"].sends
    assert (deliver.space, deliver.when) == ("deliver_supplies", ("conflict_level", (1, 2)))
    assert (heighliner.space, heighliner.when) == ("heighliner", ("conflict_level", (3,)))
    assert data.hagal["deliver_supplies_heighliner"].copies == 2
    hagga, imperial = data.hagal["hagga_imperial_basin"].sends
    assert hagga.space == "hagga_basin" and imperial.space == "imperial_basin"
    assert hagga.when == imperial.when == ("most_bonus_spice",)


def test_gather_support_with_the_emperor_bonus(data: RivalsData) -> None:
    """002 Instrucciones especiales: "Cuando un Rival revela esta carta Reunir apoyo, envía un Agente
    a esa casilla y recluta una tropa. Luego, si tiene 2 o más puntos de Influencia con el
    Emperador, recibe 1 punto de Influencia con la Facción que figura en segundo lugar"."""
    (plain,) = data.hagal["gather_support"].sends
    (bonus,) = data.hagal["gather_support_emperor"].sends
    assert plain.effects == (("recruit", 1),)
    assert bonus.effects == (("recruit", 1), ("if", ("influence_at_least", "emperor", 2), (("priority_influence", 2),)))


def test_place_spy_cards_show_a_kind_of_post_and_reveal_again(data: RivalsData) -> None:
    """002 TURNOS DE AGENTE DE RIVALES: "Cada una de las tres cartas Colocar Espía ... muestra un tipo
    concreto de puesto de observación ... revela otra carta de la Casa Hagal para el Rival (haya
    colocado un Espía o no)"; the order among the posts of a kind is Chatanga's (rulings U704)."""
    kinds = {}
    for c in data.hagal.values():
        if c.reveal_again:
            ((_, count, posts, share),) = c.effects
            assert (count, share, len(posts)) == (1, False, 1)
            kinds[posts[0]] = c.post_order
    assert kinds == {
        "spice_trade": ("choam", "imperial_basin", "hagga_basin", "deep_desert"),
        "city": ("spice_refinery_arrakeen", "research_station_spice_refinery", "sietch_tabr_research_station"),
        "landsraad": ("landsraad_right", "landsraad_left"),
    }


def test_espionage_places_a_spy_by_the_rivals_priority(data: RivalsData) -> None:
    """002 icon guide of the Rivals: "A menos que se especifique un tipo de casilla, intentará hacerlo
    en un puesto de observación de Facción perteneciente a la primera Facción disponible en su lista
    de prioridad": a Spy on a `faction` post, which a Rival reads by its priority."""
    (branch,) = data.hagal["espionage"].sends
    assert ("spy", 1, ("faction",), False) in branch.effects
    assert ("spy", 1, ("faction",), False) in data.rivals["irulan"].signet


def test_maker_cards(data: RivalsData) -> None:
    """002 CASILLAS DE HACEDOR Y LLAMAR GUSANOS DE ARENA: the Rival always takes the bonus spice;
    with Maker Hooks it calls one worm at Hagga Basin, two at the Deep Desert, otherwise it takes the
    space's spice (2 and 4 printed: modules/uprising/content/board.yaml; Imperial Basin 1, no worm)."""
    hagga, imperial = data.hagal["hagga_imperial_basin"].sends
    (deep,) = data.hagal["deep_desert"].sends
    assert hagga.effects[:2] == (("bonus_spice",), ("maker_call", 1, 2))
    assert imperial.effects[:2] == (("bonus_spice",), ("spice", 1))
    assert deep.effects == (("bonus_spice",), ("maker_call", 2, 4))
    assert all(b.skip_unless == ("bonus_spice_here",) for b in (hagga, imperial, deep))
    for b in (hagga, imperial, deep):
        assert BOARD.spaces[b.space].maker


def test_shield_wall_only_with_maker_hooks(data: RivalsData) -> None:
    """002 Rival icons: "Si el Rival tiene una ficha de Garfios de Doma y la ficha de Muralla Escudo
    sigue en el tablero, retírala. Ignora este efecto si el Rival no tiene Garfios de doma"."""
    wall = ("if", ("maker_hooks",), (("shield_wall",),))
    assert wall in data.hagal["desert_tactics"].sends[0].effects
    (sietch,) = data.hagal["sietch_tabr"].sends
    assert sietch.effects == (("maker_hooks",), ("recruit", 1), ("water", 1))
    assert sietch.skip_unless == ("influence_at_least", "fremen", 2)


def test_signet_and_influence_icons(data: RivalsData) -> None:
    """002 TURNOS DE AGENTE DE RIVALES: the Signet Ring icon uses the Rival card's ability; a Faction
    icon gives 1 Influence there; a numbered icon the Faction at that position of the Rival's list."""
    signet = sorted(c.id for c in data.hagal.values() for b in c.sends if ("signet",) in b.effects)
    assert signet == ["arrakeen", "spice_refinery"]
    faction_cards = {"sardaukar": "emperor", "dutiful_service": "emperor", "heighliner": "guild",
                     "espionage": "bene_gesserit", "secrets": "bene_gesserit", "desert_tactics": "fremen",
                     "fremkit": "fremen"}
    for cid, fac in faction_cards.items():
        (branch,) = data.hagal[cid].sends
        assert ("influence", fac, 1) in branch.effects, cid
        assert BOARD.spaces[branch.space].faction == fac
    assert ("steal_intrigue",) in data.hagal["secrets"].sends[0].effects


@needs_reference
def test_every_card_against_the_derived_reference(data: RivalsData) -> None:
    """derived/uprising_hagal_cards.json (Chatanga rakis) and hagal_card_strengths_rakisrising.json:
    the same cards, copies, spaces, troops, Faction icons, Signet and swords (the seed prints them as
    icons only; rulings U701)."""
    ref = {_snake(c["id"]): c for c in _json(REFERENCE / "derived/uprising_hagal_cards.json")["cards"]}
    strengths = _json(REFERENCE / "Chatanga__DuneImmorality/derived/hagal_card_strengths_rakisrising.json")
    ids = {"place_spy_yellow": "place_spy_spice_trade", "place_spy_blue": "place_spy_city",
           "place_spy_green": "place_spy_landsraad", "deliver_supplies_and_heighliner": "deliver_supplies_heighliner",
           "gather_support1": "gather_support", "gather_support2": "gather_support_emperor",
           "accept_contract_and_shipping1": "accept_contract_shipping_3",
           "accept_contract_and_shipping2": "accept_contract_shipping_1",
           "hagga_basin_and_imperial_basin": "hagga_imperial_basin"}
    assert {ids.get(k, k) for k in ref} == set(data.hagal)
    for rid, r in ref.items():
        c = data.hagal[ids.get(rid, rid)]
        assert c.copies == r["copies"], c.id
        assert c.mode == {"common": "common", "2P": "two_player"}[r["players_mode"]], c.id
        assert c.swords == r["swords"], c.id
        if not c.reshuffle:
            assert c.swords == strengths["data"]["cardStrengths"][r["id"]], c.id
        assert set(c.spaces()) == {_snake(s["space"]) for s in r["sends_agent_to"]}, c.id
        effects = [e for b in c.sends for e in b.effects]
        troops = r["troops_recruited"]
        if isinstance(troops, dict):
            troops = {_snake(k): v for k, v in troops.items()}
            for b in c.sends:
                assert sum(e[1] for e in b.effects if e[0] == "recruit") == troops[b.space], c.id
        elif troops is not None:
            assert sum(e[1] for e in effects if e[0] == "recruit") == troops, c.id
        factions = {"emperor": "emperor", "spacingGuild": "guild", "beneGesserit": "bene_gesserit", "fremen": "fremen"}
        for inf in r["influence"]:
            assert all(("influence", factions[inf["faction"]], inf["amount"]) in b.effects for b in c.sends), c.id
        assert (("signet",) in effects) == r["signet_ring"], c.id


# ---- the Rival cards ---------------------------------------------------------------------------

# name, Swordmaster value, Faction priority, Signet Ring, Scheme (rulings U710-U712)
RIVALS = {
    "vladimir_harkonnen": ("Baron Vladimir Harkonnen", 6, ("guild", "emperor", "bene_gesserit", "fremen"),
                           (("intrigue", 1),), (("solari", 2), ("recruit", 2))),
    "glossu_rabban": ('Glossu "The Beast" Rabban', 7, ("emperor", "guild", "bene_gesserit", "fremen"),
                      (("recruit", 1), ("if", ("any_alliance",), (("recruit", 1),))), (("alliance_influence", 2),)),
    "staban_tuek": ("Staban Tuek", 9, ("guild", "fremen", "bene_gesserit", "emperor"),
                    (("spice", 1),), (("recruit", 2),)),
    "amber_metulli": ("Lady Amber Metulli", 9, ("fremen", "emperor", "guild", "bene_gesserit"),
                      (("recruit", 1),), (("recruit", 3),)),
    "gurney_halleck": ("Gurney Halleck", 8, ("fremen", "guild", "emperor", "bene_gesserit"),
                       (("recruit", 1),), (("highest_influence", 1),)),
    "margot_fenring": ("Lady Margot Fenring", 8, ("bene_gesserit", "emperor", "fremen", "guild"),
                       (("solari", 1),), (("influence", "bene_gesserit", 1),)),
    "irulan": ("Princess Irulan", 7, ("emperor", "bene_gesserit", "fremen", "guild"),
               (("spy", 1, ("faction",), False),), (("influence", "any", 1), ("recruit", 1))),
    "jessica": ("Lady Jessica", 6, ("bene_gesserit", "fremen", "guild", "emperor"),
                (("alliance_influence", 1),), (("water", 2),)),
    "feyd_rautha": ("Feyd-Rautha Harkonnen", 4, ("emperor", "bene_gesserit", "guild", "fremen"),
                    (("recruit", 2),), (("influence", "any", 1),)),
    "muad_dib": ("Muad'Dib", 4, ("fremen", "bene_gesserit", "guild", "emperor"),
                 (("influence", "fremen", 1),), (("maker_hooks",), ("shield_wall",), ("intrigue", 1))),
}


@pytest.mark.parametrize("rid", sorted(RIVALS))
def test_each_rival_card(data: RivalsData, rid: str) -> None:
    """002 CARTAS DE RIVAL: A name, B Swordmaster value ("Cuanto menor sea el valor, más desafiante"),
    C Signet Ring ability, D Scheme ability, E the four Factions in the Rival's order."""
    name, swordmaster, priority, signet, scheme = RIVALS[rid]
    r = data.rivals[rid]
    assert (r.name, r.swordmaster, r.priority, r.signet, r.scheme) == (name, swordmaster, priority, signet, scheme)
    assert r.leader in BOARD.leaders or r.leader in load_content("base").leaders


def test_ten_rivals_with_priorities_that_order_the_four_factions(data: RivalsData) -> None:
    """002 PREPARACIÓN: "10 cartas de Rival"; CARTAS DE RIVAL E: "Una lista de las cuatro Facciones en
    un orden": each priority is a permutation of the Uprising board's Factions."""
    assert len(data.rivals) == 10
    for r in data.rivals.values():
        assert sorted(r.priority) == sorted(BOARD.factions), r.id
    # the first solo game: "recomendamos que sean Rivales con valores de Maestro de armas de 8 o más"
    assert sorted(r.id for r in data.rivals.values() if r.swordmaster >= data.setup.first_game_min_swordmaster) == [
        "amber_metulli", "gurney_halleck", "margot_fenring", "staban_tuek"]


def test_the_simplified_rivals(data: RivalsData) -> None:
    """002 VARIANTES DE JUEGO, Rivales simplificados: "Dama Amber Metulli y Glossu «la Bestia» Rabban
    ... son incapaces de ganar la partida"; after their Swordmaster the board's bonus spice goes to
    the bank (rulings U716)."""
    assert {r.id for r in data.rivals.values() if r.simplified} == {"amber_metulli", "glossu_rabban"}
    v = data.variants["simplified_rivals"]
    assert v.players == (2,)
    assert v.numbers == {"rivals": ["amber_metulli", "glossu_rabban"], "can_win": False,
                         "after_swordmaster": {"bonus_spice": "bank"}}


@needs_reference
def test_rivals_against_every_source(data: RivalsData) -> None:
    """Every Rival against every source in ../shared/reference that has one: Chatanga's
    rival_leaders_rakisrising.json (all ten: value and priority), derived/uprising_rivals.json (its
    reading of the Signet and Scheme), DuneBlend's resources.json (four). `sources` says which
    (rulings U710)."""
    factions = {"emperor": "emperor", "spacingGuild": "guild", "beneGesserit": "bene_gesserit", "fremen": "fremen"}
    ids = {"irulan_corrino": "irulan", "feyd_rautha_harkonnen": "feyd_rautha"}
    chatanga = _json(REFERENCE / "Chatanga__DuneImmorality/derived/rival_leaders_rakisrising.json")["data"]
    uprising = {"vladimirHarkonnen", "glossuRabban", "stabanTuek", "amberMetulli", "gurneyHalleck",
                "margotFenring", "irulanCorrino", "jessica", "feydRauthaHarkonnen", "muadDib"}
    for cid in uprising:
        rid = ids.get(_snake(cid), _snake(cid))
        r = data.rivals[rid]
        assert r.swordmaster == chatanga[cid]["swordmasterCost"], rid
        assert r.priority == tuple(factions[f] for f in chatanga[cid]["factionPriorities"]), rid
        assert "chatanga" in r.sources
    derived = {ids.get(_snake(x["id"]), _snake(x["id"])): x for x in _json(REFERENCE / "derived/uprising_rivals.json")["rivals"]}
    assert set(derived) == set(data.rivals)
    for rid, x in derived.items():
        assert (data.rivals[rid].name, data.rivals[rid].swordmaster) == (x["name"], x["swordmaster_value"])
    blend = {re.sub(r"[^a-z]", "", x["name"].lower()): x
             for x in _json(REFERENCE / "anttttti__DuneBlend/resources.json")["rival"]}
    names = {re.sub(r"[^a-z]", "", r.name.lower()): r for r in data.rivals.values()}
    assert set(blend) <= set(names)
    for key, r in names.items():
        assert ("duneblend" in r.sources) == (key in blend), r.id
    for key, x in blend.items():
        r = names[key]
        assert r.swordmaster == x["swordmaster_resource_threshold"]
        order = sorted(("emperor", "guild", "bene_gesserit", "fremen"),
                       key=lambda f: x[{"emperor": "emperor_priority", "guild": "spacing_guild_priority",
                                        "bene_gesserit": "bene_gesserit_priority",
                                        "fremen": "fremen_faction_priority"}[f]])
        assert r.priority == tuple(order), r.id


def test_setup_and_spending(data: RivalsData) -> None:
    """002 PREPARACIÓN: solo two Rivals, two players one; three troops in garrison, two Agents (the
    Swordmaster beside the board), three Spies, 1 water; the Ornithopter Objective to the two-player
    Rival, who never holds the First Player marker. USO DE RECURSOS DE LOS RIVALES: "primero gastará
    solaris, luego especia, luego cartas de Intriga, y por último agua"; VP at 3 Intrigue, 7 spice,
    7 Solari, 3 water (FAQ Printed values; rulings U713); a contract reward is 2 Solari."""
    s = data.setup
    assert (s.rivals, s.garrison, s.agents, s.spies, s.water) == ({1: 2, 2: 1}, 3, 2, 3, 1)
    assert s.objective == {1: "random", 2: "ornithopter"}
    assert s.holds_first_player == {1: True, 2: False}
    assert any(o.battle_icon == "ornithopter" for o in BOARD.objectives.values())
    r = data.resources
    assert r.swordmaster_payment == ("solari", "spice", "intrigue", "water")
    assert r.vp_purchase == {"intrigue": 3, "spice": 7, "solari": 7, "water": 3}
    assert r.contract_reward == (("solari", 2),)


# ---- difficulties and variants -----------------------------------------------------------------

def test_the_four_difficulties(data: RivalsData) -> None:
    """002 PREPARACIÓN, Dificultad: Mercenario — the Rivals start with no troops, you with one
    Intrigue; Sardaukar — no change; Mentat — Escalada brutal, Despliegue experto, Política hábil
    ("obligatorias ... Mentat (Experto) o superior"); Kwisatz Haderach — and no Swordmaster for you."""
    d = data.difficulties
    assert tuple(d) == DIFFICULTIES
    assert (d["mercenary"].rival_garrison, d["mercenary"].player_intrigue, d["mercenary"].variants) == (0, 1, ())
    assert (d["sardaukar"].rival_garrison, d["sardaukar"].player_intrigue, d["sardaukar"].variants) == (3, 0, ())
    expert = ("brutal_escalation", "expert_deployment", "smart_politics")
    assert d["mentat"].variants == d["kwisatz_haderach"].variants == expert
    assert [x.player_swordmaster for x in d.values()] == [True, True, True, False]
    assert all(x.rival_garrison == data.setup.garrison for x in d.values() if x.id != "mercenary")


def test_the_variants(data: RivalsData) -> None:
    """002 VARIANTES DE JUEGO: Política hábil (the four cost-free Faction spaces; an Alliance and 1
    ahead, or 2+ Influence and 2 behind the leader), Escalada brutal (two cards on a Conflict III),
    Despliegue experto (I and II: no deployment three or more units ahead; worms first: rulings
    U715), Rivales simplificados (two players), Tiradas aleatorias para la Fila del Imperio (solo:
    two dice, a 6 removes nothing)."""
    v = data.variants
    assert set(v) == {"smart_politics", "brutal_escalation", "expert_deployment", "simplified_rivals",
                      "imperium_row_dice"}
    assert set(v["smart_politics"].numbers["spaces"]) == {"deliver_supplies", "fremkit", "secrets", "dutiful_service"}
    assert v["smart_politics"].numbers["skip_when"] == [
        {"alliance": True, "ahead_by_at_least": 1}, {"influence_at_least": 2, "behind_leader_by_at_least": 2}]
    assert v["brutal_escalation"].numbers == {"conflict_levels": [3], "combat_cards": 2}
    assert v["expert_deployment"].numbers == {"conflict_levels": [1, 2], "hold_when_ahead_by_units": 3,
                                              "sandworms_first": True}
    assert v["imperium_row_dice"].numbers == {"dice": 2, "sides": 6, "no_removal": [6]}
    assert v["imperium_row_dice"].players == (1,)
    assert all(x.text and x.name for x in v.values())


# ---- broken input is refused, naming the file and the card -------------------------------------

@pytest.fixture()
def copy(tmp_path: Path) -> Path:
    for name in ("hagal.yaml", "rivals.yaml", "variants.yaml"):
        shutil.copy(DATA_DIR / name, tmp_path / name)
    return tmp_path


def _edit(d: Path, name: str, fn: Any) -> None:
    raw = yaml.safe_load((d / name).read_text(encoding="utf-8"))
    fn(raw)
    (d / name).write_text(yaml.safe_dump(raw, sort_keys=False), encoding="utf-8")


def _card(raw: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for c in raw["cards"] if c["id"] == cid)


def _rival(raw: dict[str, Any], rid: str) -> dict[str, Any]:
    return next(r for r in raw["rivals"] if r["id"] == rid)


BROKEN = [
    ("hagal.yaml", lambda r: _card(r, "sardaukar")["sends"][0].update(space="great_flat"),
     r"hagal.yaml: card sardaukar: sends\[0\]: unknown space 'great_flat'"),
    ("hagal.yaml", lambda r: _card(r, "fremkit")["sends"][0].update(effects=[{"influence": "tleilaxu"}]),
     r"hagal.yaml: card fremkit: .*unknown faction 'tleilaxu'"),
    ("hagal.yaml", lambda r: _card(r, "arrakeen").update(copies=3),
     r"hagal.yaml: the cards besides the Reshuffle count 38, the printed total is 37"),
    ("hagal.yaml", lambda r: _card(r, "arrakeen").update(copies=0), r"hagal.yaml: card arrakeen: expected an integer"),
    ("hagal.yaml", lambda r: r["cards"].append(dict(_card(r, "secrets"))), r"hagal.yaml: duplicate card id 'secrets'"),
    ("hagal.yaml", lambda r: _card(r, "reshuffle").update(mode="common"), r"hagal.yaml: one Reshuffle card, marked 2J"),
    ("hagal.yaml", lambda r: _card(r, "place_spy_city")["post_order"].append("choam"),
     r"hagal.yaml: card place_spy_city: post 'choam' watches no city space"),
    ("hagal.yaml", lambda r: _card(r, "place_spy_city").update(post_order=["nowhere"]),
     r"hagal.yaml: card place_spy_city: unknown observation post 'nowhere'"),
    ("hagal.yaml", lambda r: _card(r, "deliver_supplies_heighliner")["sends"][1].pop("when"),
     r"hagal.yaml: card deliver_supplies_heighliner: a card with two spaces says when"),
    ("hagal.yaml", lambda r: _card(r, "secrets").update(tleilaxu=1), r"hagal.yaml: card secrets: unknown fields"),
    ("hagal.yaml", lambda r: _card(r, "assembly_hall")["sends"][0]["effects"][1]["if"].update(
        then=[{"priority_influence": 5}]), r"hagal.yaml: card assembly_hall: .*position 1..4"),
    ("rivals.yaml", lambda r: _rival(r, "jessica").update(priority=["bene_gesserit", "fremen", "guild", "guild"]),
     r"rivals.yaml: rival jessica: priority: an id is listed twice"),
    ("rivals.yaml", lambda r: _rival(r, "jessica").update(priority=["bene_gesserit", "fremen", "guild", "tleilaxu"]),
     r"rivals.yaml: rival jessica: unknown faction 'tleilaxu' in priority"),
    ("rivals.yaml", lambda r: _rival(r, "jessica").update(priority=["bene_gesserit", "fremen", "guild"]),
     r"rivals.yaml: rival jessica: priority orders the four Factions"),
    ("rivals.yaml", lambda r: _rival(r, "muad_dib").update(signet=[{"influence": "ixians"}]),
     r"rivals.yaml: rival muad_dib: .*unknown faction 'ixians'"),
    ("rivals.yaml", lambda r: _rival(r, "muad_dib").update(leader="paul"), r"rivals.yaml: rival muad_dib: unknown leader"),
    ("rivals.yaml", lambda r: _rival(r, "muad_dib").update(swordmaster=0), r"rivals.yaml: rival muad_dib: expected an integer"),
    ("rivals.yaml", lambda r: _rival(r, "muad_dib").pop("scheme"), r"rivals.yaml: rival muad_dib: missing fields \['scheme'\]"),
    ("rivals.yaml", lambda r: r["rivals"].append(dict(_rival(r, "irulan"))), r"rivals.yaml: duplicate rival id 'irulan'"),
    ("rivals.yaml", lambda r: _rival(r, "irulan").update(sources=["dch"]), r"rivals.yaml: rival irulan: sources are among"),
    ("variants.yaml", lambda r: r["variants"][0]["spaces"].append("heighliner"),
     r"variants.yaml: variant smart_politics: 'heighliner' is not a Faction space without a cost"),
    ("variants.yaml", lambda r: r["difficulties"][2]["variants"].append("simplified_rivals"),
     r"variants.yaml: difficulty mentat: variant 'simplified_rivals' is not played solo"),
    ("variants.yaml", lambda r: r["difficulties"].pop(), r"variants.yaml: the difficulties are"),
    ("variants.yaml", lambda r: r["variants"][3]["rivals"].pop(), r"variants.yaml: variant simplified_rivals: rivals are"),
]


@pytest.mark.parametrize(("name", "fn", "message"), BROKEN)
def test_broken_input_is_refused(copy: Path, name: str, fn: Any, message: str) -> None:
    """Data that contradicts the seed or the board fails at load, naming the file and the component."""
    _edit(copy, name, fn)
    with pytest.raises(ContentError, match=message):
        load_rivals_data(copy)


def test_the_shipped_files_load_from_a_copy(copy: Path) -> None:
    """The loader reads any directory with the three files (the tests above edit a copy)."""
    assert load_rivals_data(copy).rivals.keys() == rivals_data().rivals.keys()
