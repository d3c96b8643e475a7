"""Uprising content (issue 15, the content part): the board, observation posts, Factions, the 16
Conflicts, the 5 Objectives, the starter deck and the Reserve, written from seed 002 and checked
against the third-party data in ../shared/reference (valrvrt/DIU, Chatanga rakis, the derived
fact files, rickychiki). Disagreements and the choices made: docs/rulings.md, series U.
"""

from __future__ import annotations

import csv
import json
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import landsraad.rules  # noqa: F401  (registers the effects the rules handle)
from landsraad.content import load_content, validate_content
from landsraad.content.boxes import component_boxes
from landsraad.content.loader import (
    load_conflict,
    load_faction,
    load_objective,
    load_post,
    load_space,
    parse_costs,
    parse_effect,
)
from landsraad.content.tree import walk
from landsraad.core.errors import ContentError
from landsraad.modules.uprising.vocab import (
    UPRISING_AMOUNT_EFFECTS,
    UPRISING_CONDITIONS,
    UPRISING_FLAG_EFFECTS,
)
from landsraad.rules.registry import CONDITIONS, EFFECTS, missing_handlers

SPY = ("spy", 1, (), False)  # place a Spy on an empty observation post (the card vocabulary's form)
ROOT = Path(__file__).resolve().parent.parent
REFERENCE = Path("/work/shared/reference")
needs_reference = pytest.mark.skipif(not REFERENCE.exists(), reason="shared reference data not available")


def uprising() -> Any:
    return load_content("uprising")


# ---- the board (002 GUÍA DE CASILLAS DEL TABLERO) ----------------------------------------------

# id: (Agent icon, Faction of the space, combat, maker, cost, requirement, control bonus, Shield Wall)
# as the seed's board-space guide prints them (costs that are a choice: `cost_options`, below).
GUIDE = {
    "accept_contract": ("spice_trade", None, False, False, {}, {}, {}, False),       # Aceptar contrato
    "high_council": ("landsraad", None, False, False, {"solari": 5}, {}, {}, False),  # Alto Consejo
    "arrakeen": ("city", None, True, False, {}, {}, {"solari": 1}, True),
    "heighliner": ("guild", "guild", True, False, {"spice": 5}, {}, {}, False),       # Crucero
    "hagga_basin": ("spice_trade", None, True, True, {"water": 1}, {}, {}, False),    # Depresión Hagga
    "imperial_basin": ("spice_trade", None, True, True, {}, {}, {"spice": 1}, True),  # Depresión Imperial
    "deep_desert": ("spice_trade", None, True, True, {"water": 3}, {}, {}, False),    # Desierto profundo
    "deliver_supplies": ("guild", "guild", False, False, {}, {}, {}, False),          # Entregar suministros
    "espionage": ("bene_gesserit", "bene_gesserit", False, False, {"spice": 1}, {}, {}, False),  # Espionaje
    "fremkit": ("fremen", "fremen", True, False, {}, {}, {}, False),                  # Fremochila
    "swordmaster": ("landsraad", None, False, False, {"solari": 8}, {}, {}, False),   # Maestro de armas
    "imperial_privilege": ("landsraad", None, False, False, {"solari": 3}, {"emperor": 2}, {}, False),
    "research_station": ("city", None, True, False, {"water": 2}, {}, {}, False),     # Puesto de investigación
    "spice_refinery": ("city", None, True, False, {}, {}, {"solari": 1}, True),       # Refinería de especia
    "gather_support": ("landsraad", None, False, False, {}, {}, {}, False),           # Reunir apoyo
    "assembly_hall": ("landsraad", None, False, False, {}, {}, {}, False),            # Salón de actos
    "sardaukar": ("emperor", "emperor", False, False, {"spice": 4}, {}, {}, False),
    "secrets": ("bene_gesserit", "bene_gesserit", False, False, {}, {}, {}, False),   # Secretos
    "dutiful_service": ("emperor", "emperor", False, False, {}, {}, {}, False),       # Servicio leal
    "sietch_tabr": ("city", None, True, False, {}, {"fremen": 2}, {}, False),
    "desert_tactics": ("fremen", "fremen", True, False, {"water": 1}, {}, {}, False),  # Tácticas del desierto
    "shipping": ("spice_trade", None, False, False, {"spice": 3}, {"guild": 2}, {}, False),  # Transporte
}


def test_twenty_two_spaces_with_the_guides_icons_costs_requirements_and_marks() -> None:
    """002 Guía de casillas: 22 spaces; 002 Requisitos de Influencia: Imperial Privilege (Emperor 2),
    Shipping (Spacing Guild 2), Sietch Tabr (Fremen 2); 002 Lugares cruciales: control bonuses 1 Solari
    (Arrakeen, Spice Refinery) and 1 spice (Imperial Basin), the three places the Shield Wall protects;
    002 Unidades y Conflicto: three combat spaces with a Faction (Heighliner, Fremkit, Desert Tactics)."""
    c = uprising()
    assert set(c.spaces) == set(GUIDE) and len(c.space_order) == 22
    for sid, (icon, fac, combat, maker, cost, req, ctrl, wall) in GUIDE.items():
        sp = c.spaces[sid]
        got = (sp.icon, sp.faction, sp.combat, sp.maker, dict(sp.cost), dict(sp.requirement),
               dict(sp.control_bonus), sp.shield_wall)
        assert got == (icon, fac, combat, maker, cost, req, ctrl, wall), sid
    assert Counter(sp.icon for sp in c.spaces.values()) == {
        "emperor": 2, "guild": 2, "bene_gesserit": 2, "fremen": 2, "landsraad": 5, "city": 4, "spice_trade": 5}
    # the Faction spaces give that Faction's Influence; the others none (002 Facciones)
    assert all(sp.faction == (sp.icon if sp.icon in c.factions else None) for sp in c.spaces.values())
    assert {s for s, sp in c.spaces.items() if sp.combat and sp.faction} == {"heighliner", "fremkit", "desert_tactics"}
    # 002 Fase 4: the Maker spaces are Hagga Basin, Imperial Basin and Deep Desert
    assert {s for s, sp in c.spaces.items() if sp.maker} == {"hagga_basin", "imperial_basin", "deep_desert"}
    # no Mentat (002 Agentes: "En INSURRECCIÓN no hay Agentes Mentat"), no Foldspace space
    assert not any(e[0] in ("take_mentat", "acquire_reserve") for _w, box in component_boxes(c) for e in walk(box))


def test_space_effects_as_in_the_guide() -> None:
    """The effects of the guide's text, space by space (the Faction Influence comes from `faction`)."""
    c = uprising()
    fx = {sid: sp.effects for sid, sp in c.spaces.items()}
    assert fx["accept_contract"] == (("draw", 1), ("contract", 1))
    assert fx["dutiful_service"] == (("contract", 1),)
    assert fx["sardaukar"] == (("intrigue", 1), ("recruit", 4))
    assert fx["heighliner"] == (("recruit", 5),)
    assert fx["deliver_supplies"] == (("water", 1),)
    assert fx["espionage"] == (("draw", 1), SPY)
    assert fx["secrets"] == (("intrigue", 1), ("steal_intrigue",))
    assert fx["desert_tactics"] == (("recruit", 1), ("trash", True))
    assert fx["fremkit"] == (("draw", 1),)
    assert fx["high_council"] == (("first_visit", (("high_council_seat",),),
                                   (("spice", 2), ("intrigue", 1), ("recruit", 3))),)
    assert fx["imperial_privilege"] == (("may", (("discard_intrigue",),), (("intrigue", 1),)), ("recall_agent", 1),
                                        ("draw", 1))
    assert fx["swordmaster"] == (("take_swordmaster",),) and c.spaces["swordmaster"].once_per_game
    assert fx["assembly_hall"] == (("intrigue", 1),) and "Persuasion" in c.spaces["assembly_hall"].rule
    assert fx["research_station"] == (("recruit", 2), ("draw", 2))
    assert fx["arrakeen"] == (("recruit", 1), ("draw", 1))
    assert fx["imperial_basin"] == (("harvest", 1),)
    assert fx["shipping"] == (("solari", 5), ("influence", "any", 1))
    hooks_worm = ("if", ("maker_hooks",), (("sandworm", 1),))
    assert fx["hagga_basin"] == (("bonus_spice",), ("choose", 1, ((("spice", 2),), (hooks_worm,))))
    assert fx["deep_desert"] == (("choose", 1, ((("harvest", 4),),
                                                (("if", ("maker_hooks",), (("sandworm", 2),)),))),)
    assert fx["sietch_tabr"] == (("choose", 1, ((("maker_hooks",), ("recruit", 1), ("water", 1)),
                                                (("water", 1), ("shield_wall",)))),)
    # once per game only the Swordmaster (the High Council is visited again: "Cada vez después de la primera")
    assert [s for s, sp in c.spaces.items() if sp.once_per_game] == ["swordmaster"]


def test_costs_that_are_a_choice_or_change() -> None:
    """002 Refinería de especia "Coste: elige entre 0 o 1 de especia ... 2 solaris, o 4 si pagaste 1";
    Reunir apoyo "Coste: Elige entre 0 o 2 solaris ... Si has pagado 2 solaris, también 1 de agua"
    (the worked example: Eduardo pays 2 Solari, gets water and 2 troops); Maestro de armas "8 solaris
    si ningún jugador tiene su Maestro de armas; 6 solaris si algún jugador lo tiene"."""
    c = uprising()
    assert c.spaces["spice_refinery"].cost_options == (((), (("solari", 2),)), ((("spice", 1),), (("solari", 4),)))
    assert c.spaces["spice_refinery"].effects == ()
    assert c.spaces["gather_support"].cost_options == (((), ()), ((("solari", 2),), (("water", 1),)))
    assert c.spaces["gather_support"].effects == (("recruit", 2),)
    assert c.spaces["swordmaster"].cost_when == ((("swordmaster_taken",), (("solari", 6),)),)
    assert [s for s, sp in c.spaces.items() if sp.cost_options or sp.cost_when] == [
        "swordmaster", "gather_support", "spice_refinery"]


DIU_SPACE_NAMES = {"Sardukar": "sardaukar", "Haga Bassin": "hagga_basin", "Imperial Bassin": "imperial_basin",
                   "Arakeen": "arrakeen"}
DIU_ICONS = {"green": "landsraad", "blue": "city", "yellow": "spice_trade", "spacing_guild": "guild"}


def _sid(name: str) -> str:
    return DIU_SPACE_NAMES.get(name, re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_"))


@needs_reference
def test_spaces_against_diu_and_rickychiki() -> None:
    """DIU spaces.JSON: icon, Faction, combat, maker, fixed cost and Influence requirement of every
    space; rickychiki: the same 22 names and the costs in its "pay THEN" column; the Dune Cards Hub:
    the 22 English names. The differences are
    rulings (U1 Deep Desert's bonus spice, U2 Hagga Basin's, U3 rickychiki's Espionage Influence,
    U4 Imperial Privilege's Intrigue, U5 DIU's Swordmaster cost)."""
    c = uprising()
    diu = json.loads((REFERENCE / "valrvrt__DIU/data/spaces.JSON").read_text())
    assert {_sid(s["name"]) for s in diu} == set(c.spaces)
    for s in diu:
        sp = c.spaces[_sid(s["name"])]
        assert DIU_ICONS.get(s["agent_icon"], s["agent_icon"]) == sp.icon, s["name"]
        assert (s.get("faction") is not None) == (sp.faction is not None), s["name"]
        assert (s["combat_space"], s.get("maker", False)) == (sp.combat, sp.maker), s["name"]
        cost = {x["resource"]: x["amount"] for x in s.get("cost", [])}
        assert cost == dict(sp.cost), s["name"]
        req = {DIU_ICONS.get(x["target"], x["target"]): x["amount"] for x in s.get("check", [])}
        assert req == dict(sp.requirement), s["name"]
        assert bool(s.get("critical")) == sp.shield_wall == bool(sp.control_bonus), s["name"]
        options = [o for r in s["reward"] if r["type"] == "choice" for o in r["options"] if "cost" in o]
        if options:  # DIU writes a cost choice as options with a cost
            assert {tuple((x["resource"], x["amount"]) for x in o["cost"]) for o in options} | {()} == {
                cost for cost, _ in sp.cost_options}, s["name"]
    rows = [r for r in csv.DictReader((REFERENCE / "rickychiki__dune/csv/location-Table 1.csv").open())
            if r["uprising"] != "-" and r["type"] != "spy post"]
    assert {r["name"].replace(" ", "_") for r in rows} == set(c.spaces)
    for r in rows:
        sp = c.spaces[r["name"].replace(" ", "_")]
        paid = {res.lower(): int(n) for n, res in re.findall(r"(\d+) pay(Solari|Spice|Water)", r["uprising"])}
        printed = dict(sp.cost) | {k: v for cost, _ in sp.cost_options for k, v in cost}
        printed |= {k: v for _cond, cost in sp.cost_when for k, v in cost}
        assert set(paid.items()) <= set(printed.items()), r["name"]
    dch = json.loads((REFERENCE / "hieu-lee__dune-3v3/src/game/uprising-catalog.generated.json").read_text())
    assert {x["name"] for x in dch["cards"] if x["type"] == "location"} == {sp.name for sp in c.spaces.values()}


# ---- observation posts (002 Espías) -------------------------------------------------------------

POSTS = {
    "emperor": {"sardaukar", "dutiful_service"},
    "guild": {"heighliner", "deliver_supplies"},
    "bene_gesserit": {"espionage", "secrets"},
    "fremen": {"desert_tactics", "fremkit"},
    "landsraad_left": {"high_council", "imperial_privilege", "swordmaster"},
    "landsraad_right": {"assembly_hall", "gather_support"},
    "sietch_tabr_research_station": {"sietch_tabr", "research_station"},
    "research_station_spice_refinery": {"research_station", "spice_refinery"},
    "spice_refinery_arrakeen": {"spice_refinery", "arrakeen"},
    "deep_desert": {"deep_desert"},
    "hagga_basin": {"hagga_basin"},
    "imperial_basin": {"imperial_basin"},
    "choam": {"shipping", "accept_contract"},
}


def test_thirteen_posts_watch_every_space() -> None:
    """13 posts; every board space is watched by at least one; Research Station by two (002 Espías:
    "si tienes Espías en dos puestos de observación de «Puesto de investigación»"); Arrakeen by a post
    (002 worked example: Alba recalls her Spy there to Gather Intelligence)."""
    c = uprising()
    assert {pid: set(op.spaces) for pid, op in c.observation_posts.items()} == POSTS
    watched = Counter(s for op in c.observation_posts.values() for s in op.spaces)
    assert set(watched) == set(c.spaces)
    assert watched["research_station"] == 2 and watched["spice_refinery"] == 2 and watched["arrakeen"] == 1


@needs_reference
def test_posts_against_diu_and_the_six_player_board() -> None:
    """DIU observation_posts.json (13 posts) and derived/uprising_6p.json (Chatanga and hieu-lee,
    identical): the six-player side keeps 11 of these posts unchanged."""
    c = uprising()
    ours = {frozenset(op.spaces) for op in c.observation_posts.values()}
    diu = json.loads((REFERENCE / "valrvrt__DIU/data/observation_posts.json").read_text())
    assert {frozenset(_sid(n) for n in p["controlled_spaces"]) for p in diu} == ours
    six = json.loads((REFERENCE / "derived/uprising_6p.json").read_text())["board"]["observation_posts"]

    def snake(x: str) -> str:
        return re.sub(r"(?<!^)([A-Z])", r"_\1", x).lower()

    on_both = {frozenset(snake(s) for s in p["spaces"]) for p in six} & ours
    assert len(on_both) == 11
    assert ours - on_both == {frozenset(POSTS["emperor"]), frozenset(POSTS["fremen"])}


# ---- Factions (002 Facciones; FAQ "Printed values") ------------------------------------------

def test_factions_and_their_track_bonuses() -> None:
    """The Uprising 4-Influence bonuses: Emperor place 1 Spy, Spacing Guild 3 Solari, Bene Gesserit
    1 Intrigue, Fremen 1 water (shared/FAQ.md "Printed values"); 2 Influence: 1 VP (002 Facciones)."""
    c = uprising()
    assert list(c.factions) == ["emperor", "guild", "bene_gesserit", "fremen"]
    assert {f: x.four_bonus for f, x in c.factions.items()} == {
        "emperor": SPY, "guild": ("solari", 3), "bene_gesserit": ("intrigue", 1), "fremen": ("water", 1)}
    assert {x.two_bonus for x in c.factions.values()} == {("vp", 1)}
    # the base tracks are unchanged (their 2 space is the same VP)
    assert {f: x.four_bonus for f, x in load_content("base").factions.items()}["emperor"] == ("recruit", 2)


# ---- Conflicts ----------------------------------------------------------------------------------

def test_sixteen_conflicts_three_nine_four_and_the_deck_recipe() -> None:
    """002 Componentes: "16 cartas de Conflicto: 3 de Conflicto I, 9 de Conflicto II, 4 de Conflicto
    III"; Preparación B: a deck of 1 level I, 5 level II and all 4 level III (10 rounds at most)."""
    c = uprising()
    levels = Counter(cf.level for cf in c.conflicts.values() for _ in range(cf.copies))
    assert (levels[1], levels[2], levels[3]) == (3, 9, 4)
    assert levels[1] >= 1 and levels[2] >= 5 and levels[3] == 4


def test_battle_icons_and_the_shield_wall() -> None:
    """002 Iconos de batalla: crysknife, desert mouse, ornithopter, and the wild icon (Propaganda).
    002 Lugares cruciales: the Shield Wall protects the Conflicts fought at Arrakeen, Imperial Basin
    and Spice Refinery (the six that give control of them; U8 for Siege of Arrakeen)."""
    c = uprising()
    icons = Counter(cf.battle_icon for cf in c.conflicts.values())
    assert icons == {"crysknife": 5, "desert_mouse": 5, "ornithopter": 5, "wild": 1}
    assert c.conflicts["propaganda"].battle_icon == "wild"
    walled = {cid for cid, cf in c.conflicts.items() if cf.shield_wall}
    assert walled == {"siege_of_arrakeen", "seize_spice_refinery", "secure_imperial_basin",
                      "battle_for_imperial_basin", "battle_for_arrakeen", "battle_for_spice_refinery"}
    for cid in walled:
        cf = c.conflicts[cid]
        assert ("control", cf.control) in cf.rewards[0]  # control is part of the 1st reward
    assert c.conflicts["secure_imperial_basin"].battle_icon == "desert_mouse"  # 002 combat example


def test_the_seeds_examples_of_rewards() -> None:
    """002 combat example: Ocupar la Depresión Imperial, 1st 2 spice + 1 troop + control; 2nd doubled
    by a worm: 4 water and 2 troops. 002 doubling example: a 1st reward of Influence and 3 spice → 1 VP."""
    c = uprising()
    sib = c.conflicts["secure_imperial_basin"]
    assert Counter(sib.rewards[0]) == Counter([("control", "imperial_basin"), ("spice", 2), ("recruit", 1)])
    assert Counter(sib.rewards[1]) == Counter([("water", 2), ("recruit", 1)])
    assert c.conflicts["spice_freighters"].rewards[0] == (
        ("influence", "any", 1), ("may", (("pay", "spice", 3),), (("vp", 1),)))


def _diu_reward(r: dict[str, Any]) -> list[Any]:
    kind = r["type"]
    fac = {"spacing_guild": "guild"}.get(r.get("target", ""), r.get("target"))
    if kind == "influence":
        return [("influence", fac, r["amount"])] * r.get("times", 1)
    if kind == "draw" and r.get("deck") == "intrigue":
        return [("intrigue", r["amount"])]
    if kind == "resource":
        if r["resource"] == "spy":
            return [("spy", r["amount"], (), False)]
        res = {"troop": "recruit", "victory_point": "vp"}.get(r["resource"], r["resource"])
        return [(res, r["amount"])]
    if kind == "play" and r.get("unit") == "spy":
        return [("spy", r["amount"], (), False)]
    if kind == "accept":
        return [("contract", r["amount"])]
    if kind == "control":
        return [("control", {"imperial_bassin": "imperial_basin"}.get(r["location"], r["location"]))]
    if kind == "trash":
        return [("trash", True)]
    if kind == "conditional":
        (cost,) = r["cost"]
        paid = ("recall_spy", cost["amount"]) if cost["resource"] == "spy" else ("pay", cost["resource"], cost["amount"])
        return [("may", (paid,), tuple(x for y in r["reward"] for x in _diu_reward(y)))]
    raise AssertionError(f"unknown DIU reward {r}")


def _chatanga_reward(expr: str) -> list[Any]:
    facs = {"spacingGuild": "guild", "beneGesserit": "bene_gesserit", "emperor": "emperor", "fremen": "fremen"}
    spaces = {"imperialBasin": "imperial_basin", "spiceRefinery": "spice_refinery", "arrakeen": "arrakeen"}
    if m := re.fullmatch(r'influence\((\d+)(?:, "(\w+)")?\)', expr):
        return [("influence", facs[m[2]] if m[2] else "any", int(m[1]))]
    if m := re.fullmatch(r'control\("(\w+)"\)', expr):
        return [("control", spaces[m[1]])]
    if m := re.fullmatch(r"optional\(\{(\w+)\(-(\d+)\), vp\(1\)\}\)", expr):
        paid = ("recall_spy", int(m[2])) if m[1] == "spy" else ("pay", m[1], int(m[2]))
        return [("may", (paid,), (("vp", 1),))]
    if m := re.fullmatch(r"choice\(2, \{(.*)\}\)", expr):
        assert m[1].count("influence(1") == 4  # one Influence with each of two different Factions
        return [("influence_distinct", 2, 1, ())]
    m = re.fullmatch(r"(\w+)\((\d*)\)", expr)
    assert m, expr
    kind = {"troop": "recruit"}.get(m[1], m[1])
    if kind == "spy":
        return [("spy", int(m[2]), (), False)]
    if kind == "trash":
        return [("trash", True)]
    return [(kind, int(m[2]))]


DIU_CONFLICT_NAMES = {"Spice Freights": "spice_freighters", "Secure Imperial Bassin": "secure_imperial_basin",
                      "Battle for Imperial Bassin": "battle_for_imperial_basin"}
CHATANGA_ICONS = {"muadDib": "desert_mouse", "joker": "wild"}


@needs_reference
def test_conflicts_against_diu_and_chatanga() -> None:
    """Every reward row, battle icon and level equals DIU conflicts.JSON and Chatanga's
    conflict_rewards_rakisrising.json (order inside a reward aside), except the recorded disputes:
    Propaganda's 1st reward (DIU: one Influence counted twice; U7) and its icon (DIU: unknown), and
    DIU's Shield-Wall flag on Siege of Arrakeen (U8)."""
    c = uprising()
    diu = json.loads((REFERENCE / "valrvrt__DIU/data/conflicts.JSON").read_text())["conflicts"]
    seen = set()
    for d in diu:
        name = d["name"]
        if name.startswith("Skirmish"):
            cid = "skirmish_" + d["tag"].replace("-", "_")
        else:
            cid = DIU_CONFLICT_NAMES.get(name, re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_"))
        cf = c.conflicts[cid]
        seen.add(cid)
        assert cf.level == d["level"], cid
        if cid == "propaganda":
            assert d["tag"] == "unknown" and d["rewards"]["1"][0]["times"] == 2  # U7
        else:
            assert cf.battle_icon == d["tag"].replace("-", "_"), cid
        assert cf.shield_wall == (d["shieldwall"] or cid == "siege_of_arrakeen"), cid  # U8
        for k in range(3):
            if cid == "propaganda" and k == 0:
                continue
            want = Counter(x for r in d["rewards"][str(k + 1)] for x in _diu_reward(r))
            assert Counter(cf.rewards[k]) == want, (cid, k)
    assert seen == set(c.conflicts)
    chat = json.loads((REFERENCE / "Chatanga__DuneImmorality/derived/conflict_rewards_rakisrising.json").read_text())
    ours_by_rewards = {}
    for key, d in chat["data"].items():
        if not d.get("uprising"):
            continue
        rewards = tuple(frozenset(Counter(x for r in row for x in _chatanga_reward(r["_expr"])).items())
                        for row in d["rewards"])
        ours_by_rewards[rewards] = (key, d)
    assert len(ours_by_rewards) == 16
    for cid, cf in c.conflicts.items():
        rows = tuple(frozenset(Counter(r).items()) for r in cf.rewards)
        assert rows in ours_by_rewards, cid
        _key, d = ours_by_rewards[rows]
        assert (d["level"], CHATANGA_ICONS.get(d["objective"], d["objective"])) == (cf.level, cf.battle_icon), cid
    # names and levels: the Dune Cards Hub snapshot (hieu-lee catalog; "Skirmish (Crysknife)" etc.)
    dch = json.loads((REFERENCE / "hieu-lee__dune-3v3/src/game/uprising-catalog.generated.json").read_text())
    dch_conflicts = {_norm(x["name"]): dict(x["attributes"]) for x in dch["cards"] if x["type"] == "conflict"}
    ours = {_norm(cf.name + (f" ({cf.battle_icon.replace('_', ' ')})" if cf.name == "Skirmish" else "")): cf
            for cf in c.conflicts.values()}
    assert set(dch_conflicts) == set(ours)
    for name, attrs in dch_conflicts.items():
        assert f"conflict-{ours[name].level}" in attrs, name


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


# ---- Objectives (002 Preparación H) ---------------------------------------------------------------

def test_five_objectives_dealt_by_player_count() -> None:
    """002 Componentes: 5 Objective cards; Preparación H: those marked for other player counts are left
    out, one dealt to each player, the First Player card decides who starts; Rivales: with 2 players
    the Ornithopter goes to the Rival, the other two to the players; solo: the player and two Rivals."""
    c = uprising()
    assert len(c.objectives) == 5
    used = {n: [o for o in c.objectives.values() if n in o.players] for n in (1, 2, 3, 4, 6)}
    assert {n: len(v) for n, v in used.items()} == {1: 3, 2: 3, 3: 3, 4: 4, 6: 4}
    (first,) = [o for o in c.objectives.values() if o.first_player]
    assert all(first in v for v in used.values())
    (orni,) = [o for o in used[2] if o.battle_icon == "ornithopter"]
    assert not orni.first_player  # "el Rival de una partida de dos jugadores nunca tiene el indicador"
    assert Counter(o.battle_icon for o in used[4]) == {"desert_mouse": 2, "crysknife": 2}


@needs_reference
def test_objectives_against_the_derived_file_and_diu() -> None:
    c = uprising()
    derived = json.loads((REFERENCE / "derived/uprising_objectives.json").read_text())["objectives"]
    icons = {"desertMouse": "desert_mouse"}
    want = Counter((icons.get(o["battle_icon"], o["battle_icon"]), tuple(o["used_with_player_counts"]),
                    o["first_player_marker"]) for o in derived)
    assert Counter((o.battle_icon, o.players, o.first_player) for o in c.objectives.values()) == want
    diu = json.loads((REFERENCE / "valrvrt__DIU/data/objectives.JSON").read_text())
    # DIU has 4 of the 5 (no unmarked Crysknife; U10): the same icons otherwise
    assert Counter(o["tag"].replace("-", "_") for o in diu) + Counter({"crysknife": 1}) == Counter(
        o.battle_icon for o in c.objectives.values())


# ---- starter deck and Reserve (002 Componentes) ---------------------------------------------------

def test_starter_deck_and_reserve_as_printed() -> None:
    """Starter: Signet Ring 1, Convincing Argument 2, Seek Allies 1, Dagger 2, Diplomacy 1, Dune the
    Desert Planet 2, Reconnaissance 1. Reserve: 10 The Spice Must Flow, 8 Prepare the Way; no
    Foldspace (002 Preparación: "no hay cartas de Espacio de pliegue")."""
    c = uprising()
    assert Counter(c.starter_deck) == {"signet_ring": 1, "convincing_argument": 2, "seek_allies": 1, "dagger": 2,
                                       "diplomacy": 1, "dune_the_desert_planet": 2, "reconnaissance": 1}
    assert c.reserve == {"prepare_the_way": 8, "the_spice_must_flow": 10}
    ptw, tsmf = c.cards["prepare_the_way"], c.cards["the_spice_must_flow"]
    assert (ptw.cost, ptw.faction, ptw.icons, ptw.reveal) == (2, "bene_gesserit", ("landsraad", "city"),
                                                             (("persuasion", 2),))
    assert ptw.agent == (("if", ("influence_at_least", "bene_gesserit", 2), (("draw", 1),)),)
    assert (tsmf.cost, tsmf.faction, tsmf.acquire, tsmf.reveal) == (9, "guild", (("vp", 1),), (("spice", 1),))
    base = load_content("base")
    for cid in c.starter_deck:  # the base game's starter cards (reference README §3)
        b, u = base.cards[cid], c.cards[cid]
        assert (b.name, b.icons, b.agent, b.reveal, b.copies) == (u.name, u.icons, u.agent, u.reveal, u.copies)


@needs_reference
def test_reserve_against_the_references() -> None:
    """Counts: Chatanga deck_composition special.uprising and DuneBlend; faction of TSMF: DuneBlend,
    Chatanga and Dune Cards Hub (Spacing Guild) against DIU (none; U9)."""
    c = uprising()
    chat = json.loads((REFERENCE / "Chatanga__DuneImmorality/derived/deck_composition_rakisrising.json").read_text())
    assert chat["data"]["special"]["uprising"] == {"prepareTheWay": 8, "theSpiceMustFlow": 10}
    blend = json.loads((REFERENCE / "anttttti__DuneBlend/resources.json").read_text())
    rows = {r["name"]: r for r in blend["reserve"] if r["card_set"] == "uprising"}
    assert {n: r["count"] for n, r in rows.items()} == {c.cards[k].name: n for k, n in c.reserve.items()}
    assert rows["The Spice Must Flow"]["spacing_guild_affiliation"] == "X"
    assert rows["Prepare the Way"]["bene_gesserit_affiliation"] == "X"
    assert rows["Prepare the Way"]["persuasion_cost"] == c.cards["prepare_the_way"].cost
    cards = json.loads((REFERENCE / "Chatanga__DuneImmorality/derived/imperium_cards_rakisrising.json").read_text())
    cards = cards.get("data", cards)
    assert cards["theSpiceMustFlow"]["factions"] == ["spacingGuild"]
    assert cards["prepareTheWay"]["agentIcons"] == ["green", "blue"]  # Landsraad and City in the mod's colours


# ---- sources --------------------------------------------------------------------------------------

def test_every_record_names_the_seed_and_its_sources() -> None:
    c = uprising()
    # this file's records: the starter and Reserve cards (the Imperium cards, Intrigue cards and
    # leaders are issue 16's, their sources checked by tests/test_content_uprising_cards.py)
    ours = [cd for cd in c.cards.values() if cd.kind in ("starter", "reserve")]
    assert ours and {cd.kind for cd in ours} == {"starter", "reserve"}
    checked = ([sp.source for sp in c.spaces.values()] + [op.checked for op in c.observation_posts.values()]
               + [f.checked for f in c.factions.values()] + [cf.checked for cf in c.conflicts.values()]
               + [o.checked for o in c.objectives.values()] + [cd.checked for cd in ours])
    assert all(checked)
    seed_named = [x for x in checked if "002" in x]
    # Conflict cards and posts are printed as icons only: their sources are the reference files
    assert len(seed_named) >= len(c.spaces) + len(c.factions) + len(c.objectives) + len(ours)
    assert all(("DIU" in x or "Chatanga" in x) for x in (cf.checked for cf in c.conflicts.values()))


# ---- the loader: new records and vocabulary, broken input refused --------------------------------

def test_new_vocabulary_parses() -> None:
    assert parse_effect({"spy": 2}, "t") == ("spy", 2, (), False)
    assert parse_effect({"contract": 1}, "t") == ("contract", 1)
    assert parse_effect({"sandworm": 2}, "t") == ("sandworm", 2)
    assert parse_effect("shield_wall", "t") == ("shield_wall",)
    assert parse_costs([{"recall_spy": 2}, "discard_intrigue"], "t") == (("recall_spy", 2), ("discard_intrigue",))
    assert parse_effect({"if": {"cond": "maker_hooks", "then": ["maker_hooks"]}}, "t") == (
        "if", ("maker_hooks",), (("maker_hooks",),))


BROKEN_EFFECTS = [
    ({"spy": 0}, "at least 1"),
    ({"spy": True}, "spy takes count, post and share"),
    ({"spy": {"count": 1, "where": "city"}}, "spy takes count, post and share"),
    ({"spy": {"post": "palace"}}, "unknown kind of board space 'palace'"),
    ({"place_spy": 1}, "unknown effect 'place_spy'"),
    ({"contract": "choam"}, "expected an integer"),
    ({"sandworm": -1}, "non-negative"),
    ({"first_visit": {"first": []}}, "first_visit needs first and later"),
    ({"first_visit": [["spice"]]}, "first_visit needs first and later"),
    ({"may": {"cost": [{"recall_spy": 0}], "then": [{"vp": 1}]}}, "recall_spy needs at least 1"),
    ({"may": {"cost": ["discard_intrigues"], "then": [{"vp": 1}]}}, "unknown cost"),
    ({"if": {"cond": "has_maker_hook", "then": []}}, "bad condition"),
    ("summon_worm", "unknown effect"),
]


@pytest.mark.parametrize("raw,message", BROKEN_EFFECTS)
def test_broken_effects_are_refused(raw: Any, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        parse_effect(raw, "t")


SPACE = {"id": "x", "name": "X", "icon": "city"}
BROKEN_SPACES = [
    ({"cost_options": [{"cost": {}}]}, "at least two"),
    ({"cost_options": [{"cost": {}}, {"effects": []}]}, "an alternative is"),
    ({"cost_options": [{"cost": {}}, {"cost": {"spice": 1}, "gain": []}]}, "an alternative is"),
    ({"cost_options": [{"cost": {}}, {"cost": {"sand": 1}}]}, "unknown key 'sand'"),
    ({"cost_options": [{"cost": {}}, {"cost": {"spice": 0}}]}, "positive"),
    ({"cost_options": [{"cost": {"spice": 1}}, {"cost": {"spice": 1}}]}, "same cost"),
    ({"cost": {"spice": 1}, "cost_options": [{"cost": {}}, {"cost": {"spice": 1}}]}, "replaces cost"),
    ({"cost_when": [{"cond": "swordmaster_taken", "cost": {"solari": 6}}]}, "give cost too"),
    ({"cost": {"solari": 8}, "cost_when": [{"cond": "swordmaster_taken"}]}, "cond, cost"),
    ({"cost": {"solari": 8}, "cost_when": [{"cond": "nobody", "cost": {"solari": 6}}]}, "bad condition"),
    ({"shield_wall": "yes"}, "true or false"),
    ({"observation_post": "emperor"}, "unknown fields"),
]


@pytest.mark.parametrize("extra,message", BROKEN_SPACES)
def test_broken_spaces_are_refused(extra: dict[str, Any], message: str) -> None:
    with pytest.raises(ContentError, match=message):
        load_space({**SPACE, **extra})


@pytest.mark.parametrize("raw,message", [
    ({"id": "p", "name": "P", "spaces": []}, "non-empty list"),
    ({"id": "p", "name": "P", "spaces": ["a", "a"]}, "listed twice"),
    ({"id": "p", "name": "P", "spaces": "arrakeen"}, "non-empty list"),
    ({"id": "p", "spaces": ["a"]}, "id and a name"),
    ({"id": "p", "name": "P", "spaces": ["a"], "icon": "city"}, "unknown fields"),
])
def test_broken_posts_are_refused(raw: dict[str, Any], message: str) -> None:
    with pytest.raises(ContentError, match=message):
        load_post(raw)


@pytest.mark.parametrize("raw,message", [
    ({"battle_icon": "wild"}, "battle_icon"),
    ({"players": [5]}, "players"),
    ({"players": []}, "players"),
    ({"players": [True]}, "players"),
    ({"first_player": 1}, "true or false"),
    ({"copies": 2}, "unknown fields"),
])
def test_broken_objectives_are_refused(raw: dict[str, Any], message: str) -> None:
    good = {"id": "o", "name": "O", "battle_icon": "crysknife", "players": [3, 4]}
    with pytest.raises(ContentError, match=message):
        load_objective({**good, **raw})


def test_broken_conflicts_and_factions_are_refused() -> None:
    good = {"id": "k", "name": "K", "level": 1, "rewards": [[], [], []]}
    with pytest.raises(ContentError, match="battle_icon"):
        load_conflict({**good, "battle_icon": "sandworm"})
    with pytest.raises(ContentError, match="true or false"):
        load_conflict({**good, "shield_wall": 1})
    with pytest.raises(ContentError, match="two_bonus is VP"):
        load_faction({"id": "emperor", "four_bonus": {"spy": 1}, "two_bonus": {"solari": 1}})


def test_dangling_and_inconsistent_references_are_refused() -> None:
    """A post watching no board space, two posts watching the same spaces, a Conflict whose Shield-Wall
    mark does not match where it is fought: refused when content is validated."""
    c = uprising()
    op = next(iter(c.observation_posts.values()))
    bad_post = replace(op, spaces=("great_flat",))
    with pytest.raises(ContentError, match="unknown space 'great_flat'"):
        validate_content(replace(c, observation_posts={**c.observation_posts, op.id: bad_post}))
    twin = replace(op, id="twin")
    with pytest.raises(ContentError, match="watch the same spaces"):
        validate_content(replace(c, observation_posts={**c.observation_posts, "twin": twin}))
    siege = c.conflicts["siege_of_arrakeen"]
    with pytest.raises(ContentError, match="shield_wall must be true"):
        validate_content(replace(c, conflicts={**c.conflicts, siege.id: replace(siege, shield_wall=False)}))
    skirmish = c.conflicts["skirmish_crysknife"]
    with pytest.raises(ContentError, match="shield_wall must be false"):
        validate_content(replace(c, conflicts={**c.conflicts, skirmish.id: replace(skirmish, shield_wall=True)}))
    refinery = c.spaces["spice_refinery"]
    bad = replace(refinery, cost_options=(((), (("control", "great_flat"),)), ((("spice", 1),), ())))
    with pytest.raises(ContentError, match="control of unknown space 'great_flat'"):
        validate_content(replace(c, spaces={**c.spaces, refinery.id: bad}))


@pytest.mark.parametrize(("fname", "addition", "error"), [
    ("board.yaml", "\nshield_wall_token: {x: 1}\n", "board.yaml: unknown fields"),
    ("objectives.yaml", "\nobjective: []\n", "objectives.yaml: expected a mapping with a list 'objectives'"),
    ("board.yaml", "\n  - {id: choam, name: Twin, spaces: [shipping]}\n", "duplicate observation post id 'choam'"),
])
def test_broken_files_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fname: str, addition: str,
                                  error: str) -> None:
    import shutil

    from landsraad.content import loader
    from landsraad.content.products import PRODUCT_FOLDERS, product_folder

    d = tmp_path / "uprising"
    shutil.copytree(ROOT / "landsraad/modules/uprising/content", d)
    target = d / fname
    text = target.read_text() + addition
    if fname == "objectives.yaml":
        text = text.replace("objectives:\n", "old_objectives:\n", 1)
    target.write_text(text)
    assert product_folder("uprising") is not None  # registered, then pointed at the broken copy
    monkeypatch.setitem(PRODUCT_FOLDERS, "uprising", d)
    with pytest.raises(ContentError, match=re.escape(error)):
        loader.load_content.__wrapped__("uprising")  # uncached: the loaded contents stay as they are


# ---- rules handlers: the content loads, the rules module is still to come -------------------------

def test_uprising_loads_but_its_new_effects_have_no_rules_yet() -> None:
    """Its content loads and check_handlers, with the base game's tables only, names the Uprising
    effects (their handlers are the uprising rules module's), each listed in docs/content.md; with
    the module the edition is a game (GameConfig accepts it: issue 15)."""
    from landsraad.rules.state import GameConfig

    assert GameConfig(edition="uprising", players=4).edition == "uprising"
    from landsraad.modules.uprising.card_texts import TEXTS as CARD_RULES

    c = uprising()
    missing = {key for _where, key in missing_handlers(c)}
    # the board's kinds, and the cards' (issue 16: a Spy with limits, for_each, acquire, remove_starter,
    # their custom: rules and named conditions in modules/uprising/card_texts.py, each leader's Signet Ring)
    vocabulary = (UPRISING_AMOUNT_EFFECTS | UPRISING_FLAG_EFFECTS
                  | {"first_visit", "spy", "for_each", "acquire", "remove_starter"})
    customs = {k for k in CARD_RULES if k.startswith("custom:")}
    signets = {f"signet:{lid}" for lid in c.leaders}
    conditions = {f"cond:{k}" for k in UPRISING_CONDITIONS} | {k for k in CARD_RULES if k.startswith("cond:")}
    # the "→" cost kinds and the conditions with a value: the uprising module's (its triggers' tables)
    from landsraad.modules.uprising import UPRISING
    from landsraad.rules.events import BASE
    t = BASE.copy()
    assert UPRISING.triggers is not None
    UPRISING.triggers(t)
    module_keys = {f"cost:{k}" for k in t.cost_kinds} | {f"cond:{k}" for k in t.value_conditions}
    # the words the base game's cards print too, which the module lists (modules/shared/cards.py: issue 27)
    from landsraad.modules.uprising import SHARED_WORDS

    module_keys |= set(SHARED_WORDS.effects) | {f"cond:{k}" for k in SHARED_WORDS.conditions}
    assert missing, "an Uprising effect without a rule would slip through"
    allowed = vocabulary | customs | signets | conditions | module_keys
    assert missing <= allowed, missing - allowed
    assert customs | signets <= missing and len(signets) == 9
    assert {"cost:trash_intrigue", "cost:recall_spy", "cond:spies_at_least", "cond:bond"} <= missing
    # the bare-word conditions (board's and cards', one registry) are found where they are used: an `if`,
    # an Intrigue card's play condition and the Swordmaster's cost
    assert {k for k in missing if k.startswith("cond:") and k not in module_keys} == \
        {k for k in conditions if k[5:] not in CONDITIONS and k not in module_keys}
    assert {"cond:maker_hooks", "cond:swordmaster_taken", "cond:recalled_spy", "cond:swordmaster"} <= missing
    docs = (ROOT / "docs/content.md").read_text()
    start = docs.index("### Uprising effects still without a rules handler")
    section = docs[start:docs.index("\n## ", start)]
    for kind in vocabulary - set(EFFECTS):
        assert f"`{kind}`" in section, kind
    for kind in UPRISING_CONDITIONS - set(CONDITIONS):
        assert f"`{kind}`" in section, kind


# ---- the browser's layout of the board (modules/uprising/content/layout.yaml) -----------------------------

def _raw_layout() -> dict[str, Any]:
    import yaml

    from landsraad.interfaces.web.layout import layout_path

    return dict(yaml.safe_load(layout_path("uprising").read_text()))


def test_the_layout_places_every_space_post_and_the_shield_wall() -> None:
    """Every space inside its area, every observation post with the spaces it watches, the Shield Wall
    below Spice Refinery (002 Preparación A1), nothing overlapping (checked by the validator)."""
    from landsraad.interfaces.web.layout import load_layout

    c = uprising()
    lay = load_layout("uprising")
    assert set(lay["spaces"]) == set(c.spaces)
    assert {p: r["spaces"] for p, r in lay["posts"].items()} == {p: list(op.spaces) for p, op in c.observation_posts.items()}
    wall, refinery = lay["zones"]["shield_wall"], lay["spaces"]["spice_refinery"]
    assert wall["y"] >= refinery["y"] + refinery["h"] and wall["x"] < refinery["x"] + refinery["w"]
    assert load_layout("base")["posts"] == {}


@pytest.mark.parametrize(("change", "error"), [
    (lambda r: r["posts"].pop("choam"), "observation post 'choam' has no position"),
    (lambda r: r["posts"].__setitem__("carthag", {"x": 1, "y": 1}), "'carthag' is not an observation post"),
    (lambda r: r["posts"].__setitem__("choam", {"x": 680, "y": 340}), "overlaps"),
    (lambda r: r["posts"].__setitem__("guild", {"x": 250, "y": 13}), "overlaps"),
    (lambda r: r["posts"].__setitem__("fremen", {"x": 995, "y": 600}), "outside the board"),
    (lambda r: r["posts"].__setitem__("fremen", {"x": 250, "y": "top"}), "must be a number"),
    (lambda r: r.__setitem__("posts", [1, 2]), "posts maps each observation post"),
    (lambda r: r["zones"].pop("shield_wall"), "place the 'shield_wall' zone"),
])
def test_a_wrong_uprising_layout_is_refused(change: Any, error: str) -> None:
    from landsraad.interfaces.web.layout import validate_layout

    raw = _raw_layout()
    change(raw)
    with pytest.raises(ContentError, match=re.escape(error) if error != "overlaps" else error):
        validate_layout(raw, uprising())


# ---- component texts: `landsraad cards --edition uprising` ----------------------------------------

IDENTIFIER = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bcustom\b|\bNone\b|[{}]|\(\)")


def _boxes(comp: Any) -> list[Any]:
    from landsraad.content import Card, Conflict, Contract, Intrigue, Leader, Space

    if isinstance(comp, Contract):  # the CHOAM contracts (tests/test_content_choam.py)
        return [comp.reward]
    if isinstance(comp, Card):
        return [comp.agent, comp.reveal, comp.acquire, comp.on_trash, comp.on_discard]
    if isinstance(comp, Conflict):
        return list(comp.rewards)
    if isinstance(comp, Space):
        return [comp.effects, *(extra for _cost, extra in comp.cost_options)]
    if isinstance(comp, Intrigue):  # issue 16's cards: each box of the card
        return [comp.effects, *(box for _kind, box in comp.also)]
    if isinstance(comp, Leader):  # issue 16's leaders: setup, Signet (both sides), a printed track
        return [comp.setup, comp.signet, *([comp.back.signet] if comp.back else []),
                *(ts.effects for ts in comp.track)]
    return []


def test_every_uprising_component_renders_every_effect_in_words() -> None:
    """As tests/test_render.py for the base game: each effect node's own phrase (texts.node_text) is in
    its component's text, which holds no identifier; spaces show their cost alternatives, posts and the
    Shield Wall; Conflicts their battle icon."""
    from landsraad.interfaces.render import all_components, component_lines
    from landsraad.interfaces.texts import Reader, cond_text, cost_text, node_text

    c = uprising()
    reader = Reader(edition="uprising")
    comps = all_components(c)
    assert len(comps) == (len(c.cards) + len(c.intrigues) + len(c.leaders) + len(c.conflicts) + len(c.spaces)
                          + len(c.objectives) + len(c.observation_posts) + len(c.contracts))
    assert c.intrigues and c.leaders  # the edition's Intrigue cards and leaders (issue 16) are there too
    for comp in comps:
        text = "\n".join(component_lines(c, comp, reader))
        assert not IDENTIFIER.findall(text), (comp.id, IDENTIFIER.findall(text), text)
        for box in _boxes(comp):
            for e in walk(box):
                if e[0] == "may":
                    for cost in e[1]:
                        assert cost[0] == "pay" or cost_text(cost) in text, (comp.id, cost)
                if e[0] == "if":
                    assert cond_text(e[1]).lower() in text.lower(), (comp.id, e)
                frag = node_text(e, reader)
                assert frag and not IDENTIFIER.findall(frag), (e, frag)
                assert frag.lower() in text.lower(), (comp.id, frag, text)
    sr = "\n".join(component_lines(c, c.spaces["spice_refinery"], reader))
    assert "1 spice (then also: +4 Solari)" in sr and "Shield Wall" in sr and "City post (Arrakeen)" in sr
    sm = "\n".join(component_lines(c, c.spaces["swordmaster"], reader))
    assert "Cost: 8 Solari" in sm and "Cost if some player has their Swordmaster: 6 Solari" in sm
    prop = "\n".join(component_lines(c, c.conflicts["propaganda"], reader))
    assert "Battle icon: wild" in prop
    first = "\n".join(component_lines(c, c.objectives["desert_mouse_first_player"], reader))
    assert "First Player" in first and "Desert Mouse" in first


def test_cards_cli_lists_the_uprising_components(capsys: pytest.CaptureFixture[str]) -> None:
    from landsraad.interfaces.cli import main

    assert main(["cards", "--edition", "uprising", "--json"]) == 0
    totals = json.loads(capsys.readouterr().out)["totals"]
    assert {k: totals[k] for k in ("starter", "reserve", "conflict", "board_space", "objective",
                                   "observation_post")} == {
        "starter": 10, "reserve": 18, "conflict": 16, "board_space": 22, "objective": 5, "observation_post": 13}
    assert main(["cards", "--edition", "uprising", "--show", "high council", "--sources"]) == 0
    out = capsys.readouterr().out
    assert "each later time: +2 spice and draw 1 Intrigue card and recruit 3 troops" in out
    assert "Checked: 002 Guía de casillas: Alto Consejo" in out
    assert main(["cards", "--edition", "uprising", "--show", "objectives"]) == 0
    assert capsys.readouterr().out.count("[Objective card") == 5
    assert main(["cards", "--edition", "uprising", "--show", "observation posts"]) == 0
    assert capsys.readouterr().out.count("[observation post]") == 13


def test_the_table_payload_of_the_uprising_board() -> None:
    """The browser's data: the layout with its posts, and every effect as icon tokens or words."""
    from landsraad.interfaces.web.layout import table_payload

    t = table_payload("uprising")
    assert t["edition"] == "uprising" and len(t["layout"]["posts"]) == 13
    options = t["glyphs"]["spaces"]["spice_refinery"]["options"]
    assert options == [{"cost": [], "fx": [{"i": "solari", "n": 2}]},
                       {"cost": [{"i": "spice", "n": 1}], "fx": [{"i": "solari", "n": 4}]}]
    assert "options" not in table_payload("base")["glyphs"]["spaces"]["arrakeen"]


def test_a_registered_bare_word_condition_is_evaluated_and_satisfies_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules module registers `maker_hooks` like a named condition; `condition()` then
    evaluates the bare word, and check_handlers stops naming it."""
    from landsraad import GameConfig, new_game
    from landsraad.rules.effects import condition

    s = new_game(GameConfig(players=3), seed=1)
    with pytest.raises(ValueError, match="unknown condition maker_hooks"):
        condition(s, 0, ("maker_hooks",), "space:hagga_basin")
    def rule(st: Any, seat: int, src: str) -> bool:
        return seat == 1

    # the game's own table (Ruleset.conditions: the core's and its modules' handlers)
    monkeypatch.setitem(s.rules.conditions, "maker_hooks", rule)
    assert condition(s, 1, ("maker_hooks",), "space:hagga_basin")
    assert not condition(s, 0, ("maker_hooks",), "space:hagga_basin")
    missing = {key for _where, key in missing_handlers(uprising(), conditions={**CONDITIONS, "maker_hooks": rule})}
    assert "cond:maker_hooks" not in missing and "cond:swordmaster_taken" in missing


def test_a_module_adds_posts_and_objectives_validated_like_loaded_ones() -> None:
    """`content_with` (a rules module's components, e.g. the six-player side's extra posts): new ids
    join, a taken id is refused unless replaced, and a post watching no board space is refused."""
    from landsraad.content import content_with
    from landsraad.content.loader import ObservationPost

    c = uprising()
    extra = load_objective({"id": "toy", "name": "Toy", "battle_icon": "ornithopter", "players": [6]})
    more = content_with(c, objectives=[extra])
    assert set(more.objectives) == set(c.objectives) | {"toy"}
    with pytest.raises(ContentError, match="objective 'crysknife' already exists"):
        content_with(c, objectives=[replace(extra, id="crysknife")])
    assert content_with(c, objectives=[replace(extra, id="crysknife")], replaces=["crysknife"]).objectives[
        "crysknife"].players == (6,)
    with pytest.raises(ContentError, match="unknown space 'carthag'"):
        content_with(c, observation_posts=[ObservationPost("carthag", "Carthag post", ("carthag",), "")])
