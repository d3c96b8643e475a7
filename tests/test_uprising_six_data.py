"""Uprising for six players, the components (issue 29): seed 002 "PARTIDAS DE SEIS JUGADORES" and
"GUÍA DE CASILLAS DEL TABLERO PARA SEIS JUGADORES" are the authority; the 1-4-player board guide
("GUÍA DE CASILLAS DEL TABLERO") for the spaces printed on both sides and Sardaukar's six-player
cost. What the seed prints only on the components (observation-post links, the four-space track
bonuses, the starter cards' boxes) is checked against ../shared/reference:
derived/uprising_6p.json (Chatanga rakis and hieu-lee/dune-3v3), Chatanga's
imperium_cards_rakisrising.json and deck_composition_rakisrising.json, and hieu-lee's Dune Cards
Hub catalog. Choices where the sources disagree or the seed is silent: docs/rulings.md S800-S813.
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
from landsraad.core.errors import ContentError
from landsraad.modules.uprising_six.data import (
    DATA_DIR,
    SixData,
    check_seating,
    load_six_data,
    six_data,
)

REFERENCE = Path("/work/shared/reference")
needs_reference = pytest.mark.skipif(not REFERENCE.exists(), reason="shared reference data not available")
UPRISING = load_content("uprising")


@pytest.fixture(scope="module")
def data() -> SixData:
    return six_data()


def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _snake(camel: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", camel).lower()


# the reference's ids where the project's differ (the Uprising board's Spacing Guild is `guild`)
REF_IDS = {"spacing_guild": "guild"}


def _ref_id(camel: str) -> str:
    s = _snake(camel)
    return REF_IDS.get(s, s)


def _amounts(effects: Any) -> dict[str, int]:
    return {e[0]: e[1] for e in effects if len(e) == 2 and isinstance(e[1], int)}


# ---- the board: 24 spaces ---------------------------------------------------------------------

def test_the_six_player_side_has_24_spaces_and_drops_four(data: SixData) -> None:
    """002 Preparación A: "Utiliza la cara alternativa del tablero ... las Facciones del Emperador y
    de los Fremen han sido reemplazadas por las Facciones de las Grandes Casas y de los Mundos
    Fronterizos". 24 spaces: the Uprising side's 22 less Sardaukar (to the Emperor board),
    Dutiful Service, Desert Tactics and Fremkit, plus the six the six-player guide adds."""
    b = data.board
    assert len(b.main_board) == 24 and len(b.spaces) == 24
    assert set(b.removed) == {"sardaukar", "dutiful_service", "desert_tactics", "fremkit"}
    new = set(b.main_board) - set(UPRISING.spaces)
    assert new == {"economic_support", "military_support", "expedition", "controversial_technology",
                   "carthag", "habbanya_erg"}
    assert not {s.faction for s in b.spaces.values()} & {"emperor", "fremen"}
    assert sum(s.maker for s in b.spaces.values()) == 4  # the extra Maker space: Habbanya Erg
    assert sum(s.maker for s in UPRISING.spaces.values()) == 3


def test_spaces_printed_on_both_sides_are_the_uprising_records(data: SixData) -> None:
    """A space the six-player guide does not reprint is the 1-4-player guide's (002 GUÍA DE CASILLAS
    DEL TABLERO), the same record."""
    kept = [s for s in data.board.main_board if s in UPRISING.spaces and s != "swordmaster"]
    assert len(kept) == 17
    for sid in kept:
        assert data.board.spaces[sid] is UPRISING.spaces[sid]


def test_the_great_houses_spaces(data: SixData) -> None:
    """002 Guía seis jugadores: Apoyo económico ("Icono de Agente: Emperador. Recibe 1 punto de
    Influencia con las Grandes Casas y recibe 1 de especia. Luego, elige a un compañero de equipo
    con el que comerciar") and Apoyo militar ("Coste: 2 de especia. Recibe 1 punto de Influencia
    con las Grandes Casas. Recluta tres tropas, repartidas ... entre los dos Aliados"); not a Combat
    space (002 Reforzar example: "«Apoyo militar» no es una casilla de Combate")."""
    eco, mil = data.board.spaces["economic_support"], data.board.spaces["military_support"]
    assert (eco.icon, eco.faction, eco.cost, eco.combat) == ("emperor", "great_houses", (), False)
    assert eco.effects == (("spice", 1), ("trade",))
    assert (mil.icon, mil.faction, mil.cost, mil.combat) == ("emperor", "great_houses", (("spice", 2),), False)
    assert mil.effects == (("reinforce", 3),)


def test_the_fringe_worlds_spaces(data: SixData) -> None:
    """002 Guía seis jugadores: Expedición ("Icono de Agente: Fremen. Recibe 1 punto de Influencia
    con los Mundos Fronterizos. Toma un contrato (o, si no queda ninguno, ... 2 solaris)") and
    Tecnología controvertida ("Coste: 2 de especia ... Roba una carta de Intriga, roba una carta y
    desecha una carta")."""
    exp, tech = data.board.spaces["expedition"], data.board.spaces["controversial_technology"]
    assert (exp.icon, exp.faction, exp.cost, exp.combat) == ("fremen", "fringe_worlds", (), False)
    assert exp.effects == (("contract", 1),)
    assert (tech.icon, tech.faction, tech.cost, tech.combat) == ("fremen", "fringe_worlds", (("spice", 2),), False)
    assert tech.effects == (("intrigue", 1), ("draw", 1), ("trash", True))


def test_carthag_habbanya_erg_and_the_six_player_swordmaster(data: SixData) -> None:
    """002 Guía seis jugadores: Carthag ("ciudad. Casilla de Combate. Recluta una tropa y roba una
    carta de Intriga"), Erg Habbanya ("comercio de especia. Casilla de Combate. Coste: 1 de agua.
    Recibe 2 de especia, junto con toda la especia adicional ... sobre el icono de Hacedor. Roba una
    carta"), Maestro de armas ("Coste: 8 solaris si ningún jugador tiene su Maestro de armas; 6 ...
    una sola vez por partida. Recibe tu Maestro de armas para un único uso. Pon una ficha de
    Bonificación")."""
    c = data.board.spaces["carthag"]
    assert (c.icon, c.combat, c.maker, c.cost, c.control_bonus, c.shield_wall) == ("city", True, False, (), (), False)
    assert c.effects == (("recruit", 1), ("intrigue", 1))
    h = data.board.spaces["habbanya_erg"]
    assert (h.icon, h.combat, h.maker, h.cost) == ("spice_trade", True, True, (("water", 1),))
    assert h.effects == (("harvest", 2), ("draw", 1))
    sm = data.board.spaces["swordmaster"]
    assert sm is not UPRISING.spaces["swordmaster"]
    assert (sm.icon, sm.cost, sm.once_per_game) == ("landsraad", (("solari", 8),), True)
    assert sm.cost_when == ((("swordmaster_taken",), (("solari", 6),)),)
    assert sm.effects == (("single_use_swordmaster",), ("swordmaster_bonus",))


def test_the_four_tracks_of_the_six_player_side(data: SixData) -> None:
    """002 Preparación A: the Great Houses and Fringe Worlds tracks in place of the Emperor's and
    the Fremen's; two spaces give 1 VP as on every track (002 Facciones)."""
    f = data.board.factions
    assert list(f) == ["great_houses", "guild", "bene_gesserit", "fringe_worlds"]
    assert f["guild"] is UPRISING.factions["guild"] and f["bene_gesserit"] is UPRISING.factions["bene_gesserit"]
    assert f["great_houses"].four_bonus == ("recruit", 2)
    assert f["fringe_worlds"].four_bonus == ("spy", 1, (), False)
    assert all(x.two_bonus == ("vp", 1) for x in f.values())


def test_15_observation_posts_watch_every_space(data: SixData) -> None:
    posts = data.board.observation_posts
    assert len(posts) == 15
    assert {s for p in posts.values() for s in p.spaces} == set(data.board.main_board)
    assert posts["carthag"].spaces == ("carthag",) and posts["habbanya_erg"].spaces == ("habbanya_erg",)
    assert set(posts["great_houses"].spaces) == {"economic_support", "military_support"}
    assert set(posts["fringe_worlds"].spaces) == {"expedition", "controversial_technology"}


# ---- the personal boards ----------------------------------------------------------------------

def test_the_emperor_board(data: SixData) -> None:
    """002 Preparación A (Shaddam takes the Emperor board); Guía de casillas: Sardaukar ("Coste: 4
    de especia (3 de especia en una partida de 6 jugadores) ... Recibe 1 punto de Influencia con el
    Emperador. Roba una carta de Intriga y recluta cuatro tropas"); Guía seis jugadores: Riqueza
    inconmensurable ("Recibe 1 punto de Influencia con el Emperador. Recibe 3 solaris"); Tableros
    personales: 1 Solari or a Spy for the whole team at 1 and 3, 1 VP at 2, the Alliance at 4."""
    pb = data.personal_boards["emperor_board"]
    assert (pb.commander, pb.faction) == ("shaddam", "emperor")
    sard, vast = pb.spaces["sardaukar"], pb.spaces["vast_wealth"]
    assert (sard.icon, sard.faction, sard.cost, sard.effects) == (
        "emperor", "emperor", (("spice", 3),), (("intrigue", 1), ("recruit", 4)))
    assert UPRISING.spaces["sardaukar"].cost == (("spice", 4),)
    assert (vast.icon, vast.faction, vast.cost, vast.effects) == ("emperor", "emperor", (), (("solari", 3),))
    assert [(lv.level, lv.effects) for lv in pb.track] == [
        (1, (("team_reward", ("solari", 1)),)), (2, (("vp", 1),)),
        (3, (("team_reward", ("spy", 1, (), False)),)), (4, (("alliance_token",),))]


def test_the_fremen_board(data: SixData) -> None:
    """002 Guía seis jugadores: Guerreros avezados ("Fremen. Casilla de Combate. Coste: 1 de agua.
    Recibe 1 punto de Influencia con los Fremen. Recluta dos tropas"), Dominio del desierto
    ("Casilla de combate ... Roba una carta y recibe 1 de especia"); Tableros personales: 1 spice or
    1 water for the team at 1 and 3."""
    pb = data.personal_boards["fremen_board"]
    assert (pb.commander, pb.faction) == ("muad_dib", "fremen")
    hw, dm = pb.spaces["hardy_warriors"], pb.spaces["desert_mastery"]
    assert (hw.icon, hw.faction, hw.combat, hw.cost, hw.effects) == (
        "fremen", "fremen", True, (("water", 1),), (("recruit", 2),))
    assert (dm.icon, dm.faction, dm.combat, dm.cost, dm.effects) == (
        "fremen", "fremen", True, (), (("draw", 1), ("spice", 1)))
    assert [lv.effects for lv in pb.track] == [
        (("team_reward", ("spice", 1)),), (("vp", 1),), (("team_reward", ("water", 1)),), (("alliance_token",),)]


def test_the_doubled_faction_icons(data: SixData) -> None:
    """002 Influencia compartida: "Los cuatro Aliados y Muad'Dib utilizan la Facción de las Grandes
    Casas. Shaddam elige entre la Facción de las Grandes Casas o la del Emperador. Los cuatro Aliados
    y Shaddam utilizan la Facción de los Mundos Fronterizos. Muad'Dib elige entre la Facción de los
    Mundos Fronterizos o de los Fremen." (the Shishakli and Shipping examples)"""
    assert data.factions_for("emperor", "ally") == ("great_houses",)
    assert data.factions_for("emperor", "muad_dib") == ("great_houses",)
    assert set(data.factions_for("emperor", "shaddam")) == {"great_houses", "emperor"}
    assert data.factions_for("fremen", "ally") == ("fringe_worlds",)
    assert data.factions_for("fremen", "shaddam") == ("fringe_worlds",)
    assert set(data.factions_for("fremen", "muad_dib")) == {"fringe_worlds", "fremen"}
    assert data.factions_for("guild", "shaddam") == ("guild",)
    with pytest.raises(ValueError):
        data.factions_for("emperor", "emperor")
    with pytest.raises(ValueError):
        data.factions_for("city", "ally")


# ---- the Commanders' starter decks ------------------------------------------------------------

# 002 component list "Dos mazos iniciales de 10 cartas": the seed's names, with the counts it prints
SEED_DECKS = {
    "muad_dib": {"Acceso limitado al Landsraad": 2, "Amenazar la producción de especia": 1, "Anillo heráldico": 1,
                 "Argumento convincente": 1, "Búsqueda de aliados": 1, "Exigir atención": 1, "Inspirar respeto": 1,
                 "La llamada del desierto": 1, "Usul": 1},
    "shaddam": {"Anillo heráldico": 1, "Argumento convincente": 1, "Asalto devastador": 1, "Búsqueda de aliados": 1,
                "Exigir resultados": 1, "Mercancías cruciales": 1, "Ornitóptero imperial": 2,
                "El poder de los Corrino": 1, "Tienda imperial": 1},
}
# the English card names (shared/GLOSSARY.md style; the card's `checked` quotes the Spanish one)
SPANISH = {"Limited Landsraad Access": "Acceso limitado al Landsraad", "Threaten Spice Production":
           "Amenazar la producción de especia", "Signet Ring": "Anillo heráldico", "Convincing Argument":
           "Argumento convincente", "Seek Allies": "Búsqueda de aliados", "Demand Attention": "Exigir atención",
           "Command Respect": "Inspirar respeto", "Desert Call": "La llamada del desierto", "Usul": "Usul",
           "Devastating Assault": "Asalto devastador", "Demand Results": "Exigir resultados",
           "Critical Shipments": "Mercancías cruciales", "Imperial Ornithopter": "Ornitóptero imperial",
           "Corrino Might": "El poder de los Corrino", "Imperial Tent": "Tienda imperial"}


@pytest.mark.parametrize("commander", ["muad_dib", "shaddam"])
def test_the_starter_decks_are_the_seeds_ten_cards(data: SixData, commander: str) -> None:
    c = data.commanders[commander]
    deck = {SPANISH[card.name]: card.copies for card in c.deck.values()}
    assert deck == SEED_DECKS[commander]
    assert len(c.starter_deck()) == 10
    assert all(card.kind == "starter" and card.cost == -1 for card in c.deck.values())
    assert all(SPANISH[card.name] in card.checked for card in c.deck.values())


def test_commanders_and_their_boards(data: SixData) -> None:
    """002 PREPARACIÓN: Muad'Dib faces the bottom edge ("en Arrakis"), Shaddam the top ("en el
    Landsraad"); each takes his personal board "junto a su carta de Líder"."""
    m, s = data.commanders["muad_dib"], data.commanders["shaddam"]
    assert (m.board, m.edge, m.leader) == ("fremen_board", "arrakis", "muad_dib")
    assert (s.board, s.edge, s.leader) == ("emperor_board", "landsraad", "shaddam_corrino_iv")
    assert {card.faction for card in m.deck.values()} == {None, "fremen"}
    assert {card.faction for card in s.deck.values()} == {None, "emperor"}


def test_command_respect_trades_once_the_swordmaster_is_had(data: SixData) -> None:
    """002 Comerciar example: "Muad'Dib juega Inspirar respeto. Como ya ha conseguido su Maestro de
    armas, Muad'Dib elige desechar la carta para comerciar con Dama Jessica"."""
    card = data.commanders["muad_dib"].deck["muad_dib_command_respect"]
    assert card.agent == (("if", ("swordmaster_bonus",), (("may", (("trash_self",),), (("trade",),)),)),)


@needs_reference
@pytest.mark.parametrize("commander", ["muad_dib", "shaddam"])
def test_decks_against_chatanga(data: SixData, commander: str) -> None:
    """Icons, Factions, plain Reveal gains and copies against Chatanga's rakis data; a `todo` Reveal
    box is checked by its words (Corrino Might, Devastating Assault)."""
    base = REFERENCE / "Chatanga__DuneImmorality" / "derived"
    cards = _json(base / "imperium_cards_rakisrising.json")["data"]
    prefix = {"muad_dib": "muadDib", "shaddam": "emperor"}[commander]
    comp = _json(base / "deck_composition_rakisrising.json")
    decks = [v for k, v in _walk(comp) if k == {"muad_dib": "muadDib", "shaddam": "emperor"}[commander]
             and isinstance(v, dict) and any(x.startswith(prefix) for x in v)]
    assert decks, "the commander deck in deck_composition_rakisrising.json"
    copies = decks[0]
    colours = {"green": "landsraad", "blue": "city", "yellow": "spice_trade", "spacingGuild": "guild",
               "beneGesserit": "bene_gesserit", "emperor": "emperor", "fremen": "fremen"}
    words = {"persuasion": "persuasion", "sword": "swords", "spice": "spice", "solari": "solari"}
    ours = data.commanders[commander].deck
    assert len(copies) == len(ours)
    for ref_id, n in copies.items():
        card = ours[commander + "_" + _snake(ref_id[len(prefix):])]
        ref = cards[ref_id]
        assert card.copies == n, card.id
        assert card.icons == tuple(colours[i] for i in ref.get("agentIcons", [])), card.id
        assert card.factions == tuple(ref.get("factions", [])), card.id
        plain = {}
        for box in ref.get("reveal", []):
            m = re.fullmatch(r"(\w+)\((\d+)\)", box["_expr"])
            if m:
                plain[words[m.group(1)]] = int(m.group(2))
        assert {k: v for k, v in _amounts(card.reveal).items()} == plain, card.id
    might = ours.get("shaddam_corrino_might")
    if might is not None:
        assert might.reveal[1] == ("may", (("pay", "spice", 3), ("trash_self",)), (("each_ally_recruits", 2),))
        assault = ours["shaddam_devastating_assault"]
        assert assault.reveal[1] == ("if", ("swordmaster_bonus",), (("may", (("pay", "solari", 3),), (("swords", 5),)),))


def _walk(o: Any) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    if isinstance(o, dict):
        for k, v in o.items():
            out.append((k, v))
            out.extend(_walk(v))
    elif isinstance(o, list):
        for v in o:
            out.extend(_walk(v))
    return out


@needs_reference
def test_decks_against_the_dune_cards_hub_catalog(data: SixData) -> None:
    """hieu-lee's catalog (Dune Cards Hub) lists each commander card once, "(x2)" for two copies."""
    cat = _json(REFERENCE / "hieu-lee__dune-3v3" / "src" / "game" / "uprising-catalog.generated.json")["cards"]
    for commander, mark in (("muad_dib", "Muad'Dib (Commander deck)"), ("shaddam", "Emperor (Commander deck)")):
        names: dict[str, int] = {}
        for c in cat:
            if [mark, None] in c["attributes"]:
                m = re.fullmatch(r"(.*?)(?: \((?:x(\d)|Emperor|Muad’Dib)\))?", c["name"])
                assert m
                names[m.group(1).replace("Priduction", "Production")] = int(m.group(2) or 1)
        ours = {card.name: card.copies for card in data.commanders[commander].deck.values()}
        assert ours == names, commander


# ---- against derived/uprising_6p.json --------------------------------------------------------

@needs_reference
def test_board_against_the_derived_six_player_data(data: SixData) -> None:
    """Every main-board space's icon, cost, Maker flag and post against Chatanga + hieu-lee; the
    combat flags too (military_support: S801)."""
    ref = _json(REFERENCE / "derived" / "uprising_6p.json")
    spaces = {_ref_id(s["id"]): s for s in ref["board"]["spaces"]}
    assert set(spaces) == set(data.board.main_board)
    for sid, r in spaces.items():
        s = data.board.spaces[sid]
        assert s.icon == _ref_id(r["agent_icon"]), sid
        assert s.combat == r["combat_space"], sid
        assert s.maker == r["maker_space"], sid
        if isinstance(r["cost"], dict) and all(isinstance(v, int) for v in r["cost"].values()):
            assert dict(s.cost) == r["cost"], sid
        posts = r["observation_post"] if isinstance(r["observation_post"], list) else [r["observation_post"]]
        assert {p.id for p in data.board.observation_posts.values() if sid in p.spaces} == {_ref_id(p) for p in posts}
    assert sorted(_ref_id(s) for s in ref["board"]["removed_from_4p_side"] if " " not in s) == sorted(
        x for x in data.board.removed if x != "sardaukar")
    ref_posts = {_ref_id(p["id"]): {_ref_id(x) for x in p["spaces"]} for p in ref["board"]["observation_posts"]}
    assert ref_posts == {p.id: set(p.spaces) for p in data.board.observation_posts.values()}
    bonuses = {_ref_id(t["faction"]): t["four_step_bonus"] for t in ref["board"]["influence_tracks"]}
    assert bonuses == {"great_houses": "recruit 2 troops", "guild": "gain 3 Solari",
                       "bene_gesserit": "draw 1 Intrigue card", "fringe_worlds": "place a spy"}


@needs_reference
def test_personal_boards_and_setup_against_the_derived_data(data: SixData) -> None:
    ref = _json(REFERENCE / "derived" / "uprising_6p.json")
    for rb in ref["personal_boards"]:
        pb = data.personal_boards[_ref_id(rb["id"])]
        assert {_ref_id(s["id"]) for s in rb["spaces"]} == set(pb.spaces)
        for rs in rb["spaces"]:
            s = pb.spaces[_ref_id(rs["id"])]
            assert (s.combat, dict(s.cost)) == (rs["combat_space"], rs["cost"] or {}), s.id
        assert [st["level"] for st in rb["influence_track"]["steps"]] == [lv.level for lv in pb.track]
    facts = ref["other_setup_facts"]
    assert facts["starting_vp"] == data.setup.start_vp
    for deck in ("muadDib", "shaddam"):
        assert ref["commander_starter_decks"][deck]["total"] == 10


# ---- setup ------------------------------------------------------------------------------------

def test_seating_alternates_the_teams(data: SixData) -> None:
    """002 PREPARACIÓN: "Los Comandantes se sientan el uno frente al otro ... Los Aliados se sientan a
    continuación a cada lado del líder adversario, para que el orden de juego en el sentido de las
    agujas del reloj haga que se vayan alternando jugadores de cada equipo"; Activación de aliados:
    the arrow shows "el Aliado sentado a su izquierda o a su derecha (más allá del jugador adversario
    inmediatamente adyacente)"."""
    seats = data.setup.seating
    teams = [data.team_of(i) for i in range(6)]
    assert all(teams[i] != teams[(i + 1) % 6] for i in range(6))
    m, s = seats.index("muad_dib"), seats.index("shaddam")
    assert (s - m) % 6 == 3
    for commander, seat in (("muad_dib", m), ("shaddam", s)):
        allies = data.allies_of(commander)
        assert sorted(allies) == sorted(((seat + 2) % 6, (seat - 2) % 6))  # beyond the adjacent opponent
        assert all(data.team_of(a) == commander for a in allies)
    with pytest.raises(ValueError):
        data.allies_of("jessica")


@pytest.mark.parametrize("seating", [
    ["muad_dib", "muad_dib_ally", "shaddam_ally", "shaddam", "muad_dib_ally", "shaddam_ally"],
    ["muad_dib", "shaddam", "muad_dib_ally", "shaddam_ally", "muad_dib_ally", "shaddam_ally"],
    ["muad_dib", "shaddam_ally", "muad_dib_ally", "shaddam", "muad_dib_ally"],
])
def test_a_seating_against_the_seed_is_refused(seating: list[str]) -> None:
    with pytest.raises(ContentError, match="seating"):
        check_seating(tuple(seating), "seating")


def test_start_vp_conflicts_and_modules(data: SixData) -> None:
    """002 G2 (Commanders on the "C" space, 4; Allies on "A", 1); INMORTALIDAD "Hasta los 11"
    (Allies 0, Commanders 4); B (no Conflict I: five II on four III, at most 9 rounds); C (CHOAM,
    the two Sardaukar contracts set aside)."""
    st = data.setup
    assert st.start_vp == {"commander": 4, "ally": 1}
    assert st.start_vp_to_eleven == {"commander": 4, "ally": 0}
    assert st.conflict_deck == {1: 0, 2: 5, 3: 4} and st.max_rounds == 9
    assert sum(c.copies for c in UPRISING.conflicts.values() if c.level == 2) >= 5
    assert "choam" in st.modules
    assert all(UPRISING.contracts[c].sardaukar for c in st.sardaukar_contracts) and len(st.sardaukar_contracts) == 2


def test_objectives_are_drawn_by_the_allies(data: SixData) -> None:
    """002 H: only the Allies draw Objectives; the «4/6J» Desert Mouse is the one swapped. With six
    players there is one Objective per Ally."""
    assert data.setup.objectives_drawn_by == "ally"
    assert data.setup.objective_swap == "desert_mouse_4_6"
    six = [o for o in UPRISING.objectives.values() if 6 in o.players]
    assert len(six) == 4 == sum(r.endswith("_ally") for r in data.setup.seating)


def test_commander_pieces_and_tokens(data: SixData) -> None:
    """002 G/G1 and the component lists: three arrow tokens (two in play, the double-arrow
    Swordmaster aside), 3 Spies, 2 discs, a Councilor, one Faction cube; no troops, Combat or
    Control markers; 6 Swordmaster Bonus tokens (+2 swords, MAESTROS DE ARMAS); six Alliance
    tokens."""
    p = data.setup.commander_pieces
    assert (sorted(p.agents), p.swordmaster, p.spies, p.discs, p.councilor, p.faction_cubes) == (
        ["left", "right"], "choose", 3, 2, 1, 1)
    assert (p.troops, p.combat_marker, p.control_markers) == (0, False, 0)
    assert data.setup.ally_faction_cubes == 4
    assert (data.setup.swordmaster_bonus_tokens, data.setup.swordmaster_bonus_swords) == (6, 2)
    assert sorted(data.setup.alliance_tokens) == sorted(
        ["great_houses", "guild", "bene_gesserit", "fringe_worlds", "emperor", "fremen"])
    assert data.setup.recommended_allies["muad_dib"] == ("lady_jessica", "gurney_halleck", "staban_tuek")
    assert data.setup.recommended_allies["shaddam"] == ("lady_margot_fenring", "feyd_rautha_harkonnen", "princess_irulan")


def test_loading_leaves_the_uprising_board_alone(data: SixData) -> None:
    """The six-player side is its own record: the 1-4-player content keeps its 22 spaces, 13 posts
    and its four tracks."""
    up = load_content("uprising")
    assert len(up.spaces) == 22 and len(up.observation_posts) == 13
    assert list(up.factions) == ["emperor", "guild", "bene_gesserit", "fremen"]
    assert up.spaces["sardaukar"].cost == (("spice", 4),)


# ---- broken input is refused, naming the file and the component -------------------------------

FILES = ("board.yaml", "commanders.yaml", "setup.yaml")


@pytest.fixture()
def copy(tmp_path: Path) -> Path:
    for name in FILES:
        shutil.copy(DATA_DIR / name, tmp_path / name)
    return tmp_path


def _edit(d: Path, name: str, fn: Any) -> None:
    raw = yaml.safe_load((d / name).read_text(encoding="utf-8"))
    fn(raw)
    (d / name).write_text(yaml.safe_dump(raw, sort_keys=False, allow_unicode=True), encoding="utf-8")


def _space(raw: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in raw["spaces"] if s["id"] == sid)


def _board(raw: dict[str, Any], bid: str) -> dict[str, Any]:
    return next(b for b in raw["personal_boards"] if b["id"] == bid)


def _card(raw: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for cm in raw["commanders"] for c in cm["deck"] if c["id"] == cid)


BROKEN = [
    ("board.yaml", lambda r: _space(r, "carthag").update(icon="citadel"),
     r"board.yaml: space carthag: space carthag: unknown icon 'citadel'"),
    ("board.yaml", lambda r: _space(r, "carthag").pop("icon"),
     r"board.yaml: space carthag: missing or malformed field 'icon'"),
    ("board.yaml", lambda r: _space(r, "expedition").update(faction="fremen"),
     r"board.yaml: space expedition: faction 'fremen' has no track on this side"),
    ("board.yaml", lambda r: _space(r, "habbanya_erg").update(effects=[{"harvest": 2}, {"worms": 1}]),
     r"board.yaml: space habbanya_erg: .*unknown effect"),
    ("board.yaml", lambda r: _space(r, "economic_support").update(effects=[{"influence": "emperor"}]),
     r"board.yaml: space economic_support: unknown faction 'emperor' on this side"),
    ("board.yaml", lambda r: _space(r, "military_support").update(effects=[{"reinforce": -3}]),
     r"board.yaml: space military_support: .*non-negative"),
    ("board.yaml", lambda r: r["main_board"].append("fremkit"),
     r"board.yaml: removed lists the Uprising spaces not on this side"),
    ("board.yaml", lambda r: r["main_board"].append("great_flat"),
     r"board.yaml: main_board: unknown space 'great_flat'"),
    ("board.yaml", lambda r: r["main_board"].append("carthag"), r"board.yaml: main_board: an id is listed twice"),
    ("board.yaml", lambda r: r["factions"].pop(), r"board.yaml: factions: four tracks"),
    ("board.yaml", lambda r: r["factions"].__setitem__(1, "emperor"), r"board.yaml: factions: four tracks"),
    ("board.yaml", lambda r: r["observation_posts"].pop(), r"board.yaml: observation_posts: no post watches"),
    ("board.yaml", lambda r: r["observation_posts"][0]["spaces"].append("sardaukar"),
     r"board.yaml: observation post great_houses: unknown space 'sardaukar'"),
    ("board.yaml", lambda r: r["spaces"].append(dict(_space(r, "carthag"))), r"board.yaml: duplicate space id 'carthag'"),
    ("commanders.yaml", lambda r: _board(r, "emperor_board")["spaces"][0].update(cost={"spice": "three"}),
     r"commanders.yaml: personal board emperor_board: space sardaukar: .*expected an integer"),
    ("commanders.yaml", lambda r: _board(r, "emperor_board")["spaces"].pop(),
     r"commanders.yaml: personal board emperor_board: a personal board has two spaces"),
    ("commanders.yaml", lambda r: _board(r, "fremen_board")["spaces"][0].update(faction="fringe_worlds"),
     r"commanders.yaml: personal board fremen_board: space hardy_warriors: a personal board's space"),
    ("commanders.yaml", lambda r: _board(r, "fremen_board")["track"][0].update(level=0),
     r"commanders.yaml: personal board fremen_board: track\[0\]: expected an integer of at least 1"),
    ("commanders.yaml", lambda r: _board(r, "fremen_board")["track"].reverse(),
     r"commanders.yaml: personal board fremen_board: track gives the levels"),
    ("commanders.yaml", lambda r: _board(r, "fremen_board")["track"][0].update(effects=[{"team_reward": {"vp": 1}}]),
     r"commanders.yaml: personal board fremen_board: track\[0\]: .*team_reward is 1 Solari"),
    ("commanders.yaml", lambda r: _board(r, "emperor_board").update(faction="great_houses"),
     r"commanders.yaml: personal board emperor_board: faction is the Emperor or the Fremen"),
    ("commanders.yaml", lambda r: _card(r, "muad_dib_usul").update(copies=2),
     r"commanders.yaml: commander muad_dib: the starter deck has 11 cards, the seed prints 10"),
    ("commanders.yaml", lambda r: _card(r, "muad_dib_usul").update(faction="emperor"),
     r"commanders.yaml: commander muad_dib: card muad_dib_usul: a muad_dib card is of the fremen Faction"),
    ("commanders.yaml", lambda r: _card(r, "muad_dib_usul").update(icons=["citadel"]),
     r"commanders.yaml: commander muad_dib: card muad_dib_usul: .*unknown icon 'citadel'"),
    ("commanders.yaml", lambda r: _card(r, "muad_dib_usul").update(agent=[{"split_with_ally": [{"water": 1}]}]),
     r"commanders.yaml: commander muad_dib: card muad_dib_usul: .*split_with_ally lists two gains"),
    ("commanders.yaml", lambda r: _card(r, "muad_dib_threaten_spice_production")["agent"][0]["may"].update(
        cost=[{"team_pay": {"persuasion": 7}}]),
     r"commanders.yaml: commander muad_dib: card muad_dib_threaten_spice_production: .*team_pay pays"),
    ("commanders.yaml", lambda r: _card(r, "shaddam_signet_ring").update(id="muad_dib_usul"),
     r"commanders.yaml: commander shaddam: duplicate card id 'muad_dib_usul'"),
    ("commanders.yaml", lambda r: _card(r, "shaddam_signet_ring").update(id="dagger"),
     r"commanders.yaml: commander shaddam: duplicate card id 'dagger'"),
    ("commanders.yaml", lambda r: r["commanders"][0].update(leader="paul"),
     r"commanders.yaml: commander muad_dib: unknown leader 'paul'"),
    ("commanders.yaml", lambda r: r["commanders"][0].update(board="emperor_board"),
     r"commanders.yaml: commander muad_dib: personal board 'emperor_board' belongs to shaddam"),
    ("commanders.yaml", lambda r: r["commanders"].pop(), r"commanders.yaml: the Commanders are"),
    ("commanders.yaml", lambda r: r["faction_icons"]["emperor"].update(ally=["emperor"]),
     r"commanders.yaml: faction_icons.emperor: ally cannot use 'emperor'"),
    ("commanders.yaml", lambda r: r["faction_icons"]["fremen"].update(muad_dib=["fringe_worlds"]),
     r"commanders.yaml: faction_icons.fremen: muad_dib may use his personal fremen track"),
    ("setup.yaml", lambda r: r["seating"].reverse() or r["seating"].insert(1, r["seating"].pop(2)),
     r"setup.yaml: seating"),
    ("setup.yaml", lambda r: r["conflict_deck"].update({1: 1, 2: 4}), r"setup.yaml: conflict_deck: no level I card"),
    ("setup.yaml", lambda r: r["conflict_deck"].update({2: 6}), r"setup.yaml: conflict_deck has 10 cards"),
    ("setup.yaml", lambda r: r["conflict_deck"].update({3: 5}), r"setup.yaml: conflict_deck: 5 level 3 cards, Uprising has 4"),
    ("setup.yaml", lambda r: r.update(modules=[]), r"setup.yaml: modules: the choam module must be used"),
    ("setup.yaml", lambda r: r.update(objective_swap="crysknife_4_6"), r"setup.yaml: objective_swap is"),
    ("setup.yaml", lambda r: r["commander_pieces"].update(troops=2), r"setup.yaml: commander_pieces: a Commander has no troops"),
    ("setup.yaml", lambda r: r["alliance_tokens"].pop(), r"setup.yaml: alliance_tokens"),
    ("setup.yaml", lambda r: r["start_vp"].update(commander="four"), r"setup.yaml: start_vp.commander: expected an integer"),
    ("setup.yaml", lambda r: r.update(color="blue"), r"setup.yaml: unknown fields \['color'\]"),
]


@pytest.mark.parametrize(("name", "fn", "message"), BROKEN)
def test_broken_input_is_refused(copy: Path, name: str, fn: Any, message: str) -> None:
    """Data that contradicts the seed or the Uprising content fails at load, naming the file and the
    component."""
    _edit(copy, name, fn)
    with pytest.raises(ContentError, match=message):
        load_six_data(copy)


def test_the_shipped_files_load_from_a_copy(copy: Path) -> None:
    assert load_six_data(copy).board.main_board == six_data().board.main_board
