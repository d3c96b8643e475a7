"""Immortality content (issue 18, the content part): seed 003 is the authority.

Counts per deck as printed (003 COMPONENTES DEL JUEGO: 30 Imperium, 18 Tleilaxu + Reclaimed
Forces, 15 Intrigue, 2 Experimentation per player, 4 House Hagal cards) and against Chatanga
(deck_composition_spiceflow.json) and DuneBlend (resources.json); every card's cost, Factions,
Agent icons, graft mark, acquire and Reveal boxes against both; the tracks against
shared/reference/derived/immortality_tracks.json; the House Hagal cards against
derived/immortality_hagal_cards.json; the worked examples of 003; broken input refused. Choices
where the sources disagree: docs/rulings.md I19-I36.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from landsraad.content import Card, Intrigue, Space, content_with, load_content
from landsraad.content.tree import walk
from landsraad.core.errors import ContentError
from landsraad.interfaces.cli import main
from landsraad.interfaces.render import component_lines
from landsraad.interfaces.texts import cond_text, cost_text, node_text
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.combined.immortality__uprising_rivals.rules import removed
from landsraad.modules.immortality.loader import (
    IMMORTALITY_DIR,
    Immortality,
    immortality_for,
    load_immortality,
    with_immortality,
)
from landsraad.modules.immortality.render import hagal_lines, research_track_lines, tleilaxu_track_lines
from landsraad.modules.immortality.vocab import (
    IMMORTALITY_AMOUNT_EFFECTS,
    IMMORTALITY_FLAG_EFFECTS,
)

REFERENCE = Path("/work/shared/reference")
CHATANGA = REFERENCE / "Chatanga__DuneImmorality" / "derived"
IMM = immortality_for("base")
WITH_IMM = with_immortality(load_content("base"))


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


# names the sources spell differently (docs/rulings.md I19)
SPELLINGS = {"sarduakarquartermaster": "sardaukarquartermaster", "viscioustalents": "vicioustalents"}


def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def duneblend() -> dict[str, Any]:
    raw = _json(REFERENCE / "anttttti__DuneBlend" / "resources.json")
    return {kind: {SPELLINGS.get(_norm(x["name"]), _norm(x["name"])): x for x in raw[kind]
                   if "mmort" in str(x.get("source", ""))}
            for kind in ("imperium", "tleilax", "intrigue", "starter")}


@pytest.fixture(scope="module")
def chatanga() -> dict[str, Any]:
    return {"composition": _json(CHATANGA / "deck_composition_spiceflow.json")["data"],
            "cards": {_norm(k): v for k, v in _json(CHATANGA / "imperium_cards_spiceflow.json")["data"].items()}}


# ---- counts (003 COMPONENTES DEL JUEGO / COMPONENTES DE JUGADOR) ----------------------------------

def test_counts_as_printed() -> None:
    """003: 30 Imperium cards, 18 Tleilaxu cards, 1 Reclaimed Forces, 15 Intrigue cards, 2
    Experimentation per player, 4 House Hagal cards (three Carthag and one Research Station)."""
    assert len(IMM.imperium_deck) == 30 and len(IMM.imperium) == 25
    assert len(IMM.tleilaxu_deck) == 18 and len(IMM.tleilaxu) == 19
    assert IMM.row_card == "reclaimed_forces" and IMM.row_card not in IMM.tleilaxu_deck
    assert len(IMM.intrigue_deck) == 15 and len(IMM.intrigues) == 11
    assert {c.id: c.copies for c in IMM.starter.values()} == {"experimentation": 2}
    assert IMM.starter_removes == ("dune_the_desert_planet",)
    assert sorted(h.card.name for h in IMM.hagal.values()) == ["Carthag"] * 3 + ["Research Station"]
    assert sum(h.card.copies for h in IMM.hagal.values()) == 4


def test_counts_against_chatanga_and_duneblend(duneblend: dict[str, Any], chatanga: dict[str, Any]) -> None:
    comp = chatanga["composition"]
    ch_imperium = {_norm(k): v for k, v in comp["imperium"]["immortality"].items()}
    ch_tleilaxu = {_norm(k): v for k, v in comp["tleilaxu"].items() if k != "piterGeniusAdvisor"}  # a promo
    ch_intrigue = {_norm(k): v for k, v in comp["intrigue"]["immortality"].items()}
    assert {_norm(c.name): c.copies for c in IMM.imperium.values()} == ch_imperium
    assert {_norm(c.name): c.copies for c in IMM.imperium.values()} == \
        {k: x["count"] for k, x in duneblend["imperium"].items()}
    tl = {_norm(c.name): c.copies for c in IMM.tleilaxu.values() if c.id != IMM.row_card}
    assert tl == ch_tleilaxu == {k: x["count"] for k, x in duneblend["tleilax"].items()}
    assert comp["special"]["immortality"] == {"reclaimedForces": 1}
    ig = {_norm(i.name): i.copies for i in IMM.intrigues.values()}
    assert ig == ch_intrigue == {k: x["count"] for k, x in duneblend["intrigue"].items()}
    assert comp["starter"]["immortality"]["experimentation"] == 2
    assert duneblend["starter"]["experimentation"]["count_per_player"] == 2


# ---- every card against both sources ------------------------------------------------------------

ICONS_DB = {"green_access": "landsraad", "purple_access": "city", "yellow_access": "spice_trade",
            "emperor_access": "emperor", "spacing_guild_access": "guild", "bene_gesserit_access": "bene_gesserit",
            "fremen_access": "fremen"}
FACTIONS_DB = {"emperor_affiliation": "emperor", "spacing_guild_affiliation": "guild",
               "bene_gesserit_affiliation": "bene_gesserit", "fremen_affiliation": "fremen"}
ICONS_CH = {"green": "landsraad", "blue": "city", "yellow": "spice_trade", "emperor": "emperor",
            "spacingGuild": "guild", "beneGesserit": "bene_gesserit", "fremen": "fremen"}
# docs/rulings.md I35: the cards with a Graft Agent box, as impl-kr (a card-face transcription, GitHub
# index files 71022463447 and 67353814423) and impl-ts (GitHub index file 56635588427) mark them
GRAFT_BOXES = {"bene_tleilax_researcher", "dissecting_kit", "interstellar_conspiracy", "planned_coupling",
               "replacement_eyes", "beguiling_pheromones", "chairdog", "face_dancer", "face_dancer_initiate",
               "ghola", "guild_impersonator", "slig_farmer", "stitched_horror", "tleilaxu_infiltrator",
               "twisted_mentat", "unnatural_reflexes", "usurp"}
# docs/rulings.md I20: Chairdog costs 2 specimens (Chatanga), DuneBlend says 1
DB_COST_EXCEPTIONS = {"chairdog": 1}
# docs/rulings.md I22: DuneBlend leaves these Reveal boxes empty; Chatanga and we give 1 Persuasion
DB_REVEAL_EXCEPTIONS = {"scientificbreakthrough", "sligfarmer"}


def _cards() -> list[Card]:
    return [c for c in IMM.cards().values() if c.kind in ("imperium", "tleilaxu") and c.id != IMM.row_card]


@pytest.mark.parametrize("card", _cards(), ids=lambda c: c.id)
def test_card_against_duneblend(card: Card, duneblend: dict[str, Any]) -> None:
    x = duneblend["imperium" if card.kind == "imperium" else "tleilax"][_norm(card.name)]
    cost = x["persuasion_cost"] if card.kind == "imperium" else x["specimen_cost"]
    assert DB_COST_EXCEPTIONS.get(card.id, card.cost) == cost
    assert set(card.icons) == {ic for k, ic in ICONS_DB.items() if x.get(k)}
    assert set(card.factions) == {f for k, f in FACTIONS_DB.items() if x.get(k)}
    # DuneBlend's `grafting` column marks every Graft box and also "if grafted" cards (I35)
    assert card.graft <= (x.get("grafting") == "X")
    assert card.graft == (card.id in GRAFT_BOXES)
    reveal = sum(e[1] for e in card.reveal if e[0] == "persuasion")
    if _norm(card.name) not in DB_REVEAL_EXCEPTIONS:
        assert str(reveal or "") == str(x["reveal_persuasion"] or ""), card.id
    swords = sum(e[1] for e in card.reveal if e[0] == "swords")
    if _norm(card.name) not in DB_REVEAL_EXCEPTIONS:
        assert str(swords or "") == str(x["reveal_swords"] or ""), card.id


def _ch_amounts(exprs: list[Any]) -> dict[str, int]:
    """Chatanga's plain reveal gains (persuasion(n), sword(n), spice(n), ...), conditions left out."""
    out: dict[str, int] = {}
    names = CH_NAMES
    for e in exprs if isinstance(exprs, list) else [exprs]:
        m = re.fullmatch(r"(\w+)\((\d+)\)", e["_expr"])
        if m and m.group(1) in names:
            out[names[m.group(1)]] = out.get(names[m.group(1)], 0) + int(m.group(2))
    return out


CH_NAMES = {"persuasion": "persuasion", "sword": "swords", "solari": "solari", "spice": "spice",
             "water": "water", "troop": "recruit", "specimen": "specimen", "research": "research",
             "beetle": "tleilaxu", "intrigue": "intrigue"}


def _ours(box: tuple[Any, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for e in box:  # top level only: conditional gains are Chatanga's wrapped expressions
        if len(e) == 2 and isinstance(e[1], int) and e[0] in CH_NAMES.values():  # what Chatanga writes
            out[e[0]] = out.get(e[0], 0) + e[1]
    return out


@pytest.mark.parametrize("card", [*_cards(), IMM.tleilaxu["reclaimed_forces"], IMM.starter["experimentation"]],
                         ids=lambda c: c.id)
def test_card_against_chatanga(card: Card, chatanga: dict[str, Any]) -> None:
    x = chatanga["cards"][_norm(card.name)]
    assert x.get("cost", -1) == card.cost or card.kind == "starter"
    assert set(card.icons) == {ICONS_CH[i] for i in x.get("agentIcons", [])}
    assert set(card.factions) == {ICONS_CH[f] for f in x.get("factions", [])}
    assert x.get("tleilaxu", False) == (card.kind == "tleilaxu")
    assert _ours(card.reveal) == _ch_amounts(x.get("reveal", []))
    if card.id != "reclaimed_forces":  # its acquire is a choice: test_reclaimed_forces
        assert _ours(card.acquire) == _ch_amounts(x.get("acquireBonus", []))


def test_reclaimed_forces() -> None:
    """003 CARTAS TLEILAXU: "elige uno de sus efectos (reclutar dos tropas o avanzar su ficha
    Tleilaxu una casilla)"; Chatanga: choice(1, troop(2) / beetle(1)), cost 3."""
    rf = IMM.tleilaxu["reclaimed_forces"]
    assert rf.acquire == (("choose", 1, ((("recruit", 2),), (("tleilaxu", 1),))),)
    assert rf.cost == 3 and rf.copies == 1 and not rf.icons


@pytest.mark.parametrize("ig", list(IMM.intrigues.values()), ids=lambda i: i.id)
def test_intrigue_kinds_against_duneblend(ig: Intrigue, duneblend: dict[str, Any]) -> None:
    """Each box the card has is one DuneBlend gives text for (plot, combat, endgame)."""
    x = duneblend["intrigue"][_norm(ig.name)]
    printed = {k for k, f in (("plot", "plot_effect"), ("combat", "combat_effect"), ("endgame", "endgame_effect"))
               if (x.get(f) or "").strip()}
    assert set(ig.kinds()) == printed


# ---- the worked examples and clarifications of 003 ----------------------------------------------

def test_research_station_replaces_the_boards() -> None:
    """003 CASILLA DEL TABLERO REVISADA: City icon, Combat space, 2 water: draw 2 cards and a
    Research icon; it covers Uprising's Research Station too (002 AÑADIR INMORTALIDAD)."""
    for edition in ("base", "uprising"):
        c = with_immortality(load_content(edition))
        sp = c.spaces["research_station"]
        assert (sp.icon, sp.combat, sp.cost, sp.effects) == ("city", True, (("water", 2),),
                                                             (("draw", 2), ("research", 1)))
        assert c.space_order == load_content(edition).space_order


def test_experimentation_replaces_dune() -> None:
    """003 Preparación: the two Dune, the Desert Planet go back to the box; two Experimentation."""
    for edition in ("base", "uprising"):
        base = load_content(edition)
        c = with_immortality(base)
        assert c.starter_deck.count("experimentation") == 2
        assert "dune_the_desert_planet" not in c.starter_deck and "dune_the_desert_planet" not in c.cards
        assert len(c.starter_deck) == len(base.starter_deck)
    exp = IMM.starter["experimentation"]
    assert (exp.icons, exp.agent, exp.reveal) == (("spice_trade",), (("research", 1),),
                                                   (("persuasion", 1), ("specimen", 1)))


def test_decks_with_immortality() -> None:
    """003 Preparación: the 30 Imperium and 15 Intrigue cards are shuffled into their decks; the
    Tleilaxu cards are known by id but in no Imperium deck."""
    for edition in ("base", "uprising"):
        base = load_content(edition)
        c = with_immortality(base)
        assert len(c.imperium_deck) == len(base.imperium_deck) + 30
        assert len(c.intrigue_deck) == len(base.intrigue_deck) + 15
        assert all(t in c.cards and t not in c.imperium_deck for t in IMM.tleilaxu)
        assert c.reserve == base.reserve


def test_graft_examples() -> None:
    """003 ADSCRIPCIONES: Cristina grafts Unnatural Reflexes to From the Tanks (draws 2 at the first
    marker, recruits 2); Carmen grafts Ghola to Corrino Genes (two Tleilaxu steps)."""
    t = IMM.tleilaxu
    assert t["unnatural_reflexes"].agent == (("if", ("genetic_markers", 1), (("draw", 2),)),)
    assert t["from_the_tanks"].agent == (("recruit", 2),)
    assert {"spice_trade", "landsraad"} <= set(t["unnatural_reflexes"].icons + t["from_the_tanks"].icons)
    assert t["corrino_genes"].agent == (("if", ("grafted",), (("tleilaxu", 1),)),)
    assert t["ghola"].agent == (("custom", "ghola"),) and t["ghola"].graft


def test_family_atomics_and_up_to_11() -> None:
    """003 ATÓMICAS FAMILIARES (one token per player, once per game: a new Imperium Row) and
    VARIANTES "Hasta los 11" (to 11 VP; 4 players start on 0 and play to 10)."""
    assert IMM.family_atomics.per_player == 1 and "Imperium Row" in IMM.family_atomics.rule
    assert (IMM.up_to_11.end_vp, IMM.up_to_11.four_player_start_vp, IMM.up_to_11.four_player_end_vp) == (11, 0, 10)


def test_cards_without_agent_icons() -> None:
    """003 Aclaraciones: Clandestine Meeting and Usurp have no Agent icon of their own."""
    for cid in ("clandestine_meeting", "usurp"):
        assert IMM.cards()[cid].icons == ()
    # 003 Aclaraciones (Reunión clandestina): it is played by adding an icon, e.g. grafting another card;
    # it has no Graft box of its own (I35), Usurp has one
    assert not IMM.cards()["clandestine_meeting"].graft and IMM.cards()["usurp"].graft


def test_vocabulary_is_used_and_customs_are_few() -> None:
    """The expansion's words are the vocabulary's, and only six truly unique rules are `custom:`."""
    used = {e[0] for c in IMM.cards().values() for box in (c.agent, c.reveal, c.acquire, c.on_trash)
            for e in walk(box)}
    used |= {e[0] for ig in IMM.intrigues.values() for box in (ig.effects, *(b for _k, b in ig.also))
             for e in walk(box)}
    assert IMMORTALITY_AMOUNT_EFFECTS <= used | {"research"}
    assert IMMORTALITY_FLAG_EFFECTS <= used
    customs = sorted({e[1] for c in IMM.cards().values() for box in (c.agent, c.reveal) for e in walk(box)
                      if e[0] == "custom"})
    assert customs == ["beguiling_pheromones", "chairdog", "ghola", "imperium_ceremony", "tleilaxu_infiltrator",
                       "usurp"]


# ---- the tracks against derived/immortality_tracks.json ----------------------------------------

BONUS = {
    "none": (), "specimen": (("specimen", 1),), "tleilaxu": (("tleilaxu", 1),), "research": (("research", 1),),
    "trashCard_specimen": (("trash", True), ("specimen", 1)),
    "tleilaxu_specimen": (("tleilaxu", 1), ("specimen", 1)),
    "solari1": (("solari", 1),), "spice1": (("spice", 1),), "spice2": (("spice", 2),),
    "influenceAny": (("influence", "any", 1),),
    "trashIntrigue_drawCardAndIntrigue": (("may", (("trash_intrigue",),), (("draw", 1), ("intrigue", 1))),),
    "pay7Solari_tleilaxu2": (("may", (("pay", "solari", 7),), (("tleilaxu", 2),)),),
}


def test_research_track_against_derived() -> None:
    ref = _json(REFERENCE / "derived" / "immortality_tracks.json")["research_track"]
    track = IMM.research
    assert track.start == ref["start"] == "c0r3"
    assert set(track.spaces) == {s["id"] for s in ref["spaces"]}
    for s in ref["spaces"]:
        ours = track.spaces[s["id"]]
        assert (ours.column, ours.row, ours.next) == (s["column"], s["row"], tuple(s["next"])), s["id"]
        assert ours.effects == BONUS[s["bonus"]], s["id"]
    assert [(m.marker, m.column) for m in track.markers] == [(m["marker"], m["column"])
                                                             for m in ref["genetic_markers"]]
    # 003: at the second marker a Research icon draws a card instead
    assert track.markers[1].research_becomes == (("draw", 1),) and track.markers[0].research_becomes == ()
    assert [track.markers_at(c) for c in (0, 3, 4, 7, 8)] == [0, 0, 1, 1, 2]


def test_research_track_worked_example() -> None:
    """003 EL MEDIDOR DE INVESTIGACIÓN (Carmen): from her space, down-right trashes a card and
    generates a specimen, up-right gives another Research icon."""
    sp = IMM.research.spaces["c2r2"]
    up, down = sorted(sp.next, key=lambda n: IMM.research.spaces[n].row)
    assert IMM.research.spaces[up].effects == (("research", 1),)
    assert IMM.research.spaces[down].effects == (("trash", True), ("specimen", 1))


def test_tleilaxu_track_against_derived() -> None:
    ref = _json(REFERENCE / "derived" / "immortality_tracks.json")["tleilaxu_track"]
    bonus = {None: (), "intrigue": (("intrigue", 1),), "vp": (("vp", 1),), "vp_and_first_spice": (("vp", 1),)}
    t = IMM.tleilaxu_track
    assert [s.index for s in t.spaces] == [s["index"] for s in ref["spaces"]]
    for s in ref["spaces"]:
        assert t.spaces[s["index"]].effects == bonus[s["bonus"]]
        assert t.spaces[s["index"]].setup_spice == (s["bonus"] == "vp_and_first_spice")
    # 003 Preparación: 2 spice on the fourth space
    assert (t.setup_spice_index, t.setup_spice) == (ref["setup_spice"]["index"], ref["setup_spice"]["amount"]) \
        == (4, 2)


# ---- the House Hagal cards against derived/immortality_hagal_cards.json ---------------------------

def test_hagal_cards_against_derived() -> None:
    ref = _json(REFERENCE / "derived" / "immortality_hagal_cards.json")["cards"]
    ours = sorted((h.card.spaces, h.card.recruit, h.tleilaxu, h.tleilaxu_row is not None, h.card.swords,
                    h.card.mode, h.card.copies) for h in IMM.hagal.values())
    theirs = sorted((tuple("research_station" if x["space"] == "researchStation" else x["space"]
                            for x in c["sends_agent_to"]),
                      c["troops_recruited"], c["tleilaxu_track_advance"], c["tleilaxu_row_removal"] is not None,
                      c["swords"], "solo" if c["players_mode"] == "1P" else c["players_mode"], c["copies"])
                     for c in ref)
    assert ours == theirs
    assert sorted(h.tleilaxu_row for h in IMM.hagal.values() if h.tleilaxu_row) == ["left", "right"]


def test_hagal_replaces_the_base_carthag_cards() -> None:
    """003 ADICIONES A PARTIDAS EN SOLITARIO: remove the three original Carthag cards."""
    base = load_content("base")
    assert IMM.hagal_removes == ("carthag",) and HAGAL_CARD.get(base)["carthag"].copies == 3
    assert HAGAL_CARD.get(base)["carthag"].spaces == ("carthag",)
    solo = sum(h.copies for h in HAGAL_CARD.get(base).values() if h.mode in ("common", "solo"))
    assert solo - 3 + 4 == 28  # derived/immortality_hagal_cards.json _meta.setup
    # 002 COMBINAR ... INMORTALIDAD: with Uprising, one copy of its Research Station card leaves (that
    # combination's data: modules/combined/immortality__uprising_rivals/hagal.yaml)
    assert removed() == {"research_station": 1}


# ---- texts: every component renders its full text from data --------------------------------------

IDENTIFIER = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bcustom\b|\b(?:cond|card|hagal|automa):\w|\bNone\b|[{}]|\(\)")


def _components() -> list[Card | Intrigue | Space]:
    return [*IMM.cards().values(), *IMM.intrigues.values(), *IMM.spaces.values()]


@pytest.mark.parametrize("comp", _components(), ids=lambda c: c.id)
def test_component_renders_every_effect(comp: Card | Intrigue | Space) -> None:
    text = "\n".join(component_lines(WITH_IMM, comp))
    assert not IDENTIFIER.findall(text), text
    boxes: list[tuple[Any, ...]] = ([comp.agent, comp.reveal, comp.acquire, comp.on_trash] if isinstance(comp, Card)
                                    else [comp.effects, *(b for _k, b in comp.also)] if isinstance(comp, Intrigue)
                                    else [comp.effects])
    for box in boxes:
        for e in walk(box):
            frag = node_text(e)
            assert frag != " ".join(str(x) for x in e), e  # a phrase, not the fallback
            assert frag.lower() in text.lower(), (e, frag, text)
            for x in e[1:]:
                if isinstance(x, int) and not isinstance(x, bool) and x and e[0] not in ("choose",):
                    assert str(x) in frag, (e, frag)
            if e[0] == "if":
                assert cond_text(e[1]) != " ".join(str(x) for x in e[1]), e
            if e[0] == "may":
                for c in e[1]:
                    assert cost_text(c) != " ".join(str(x) for x in c), c
    if isinstance(comp, Card):
        for cond, _icons in comp.icons_when:
            assert cond_text(cond) in text
        if comp.graft:
            assert "Graft:" in text
        if comp.kind == "tleilaxu":
            assert f"Cost: {comp.cost} specimen{'' if comp.cost == 1 else 's'}" in text


def test_tracks_and_hagal_render() -> None:
    research = "\n".join(research_track_lines(IMM))
    assert all(sp.id in research for sp in IMM.research.spaces.values())
    assert "Genetic marker 2 (column 8)" in research and "draw a card instead" in research
    tl = "\n".join(tleilaxu_track_lines(IMM))
    assert "Space 4: +1 VP; the first player to reach it also takes the 2 spice" in tl
    hg = "\n".join(hagal_lines(load_content("base"), IMM))
    assert "remove 3x Carthag" in hg and hg.count("advance 1 on the Tleilaxu track") == 3
    up = "\n".join(hagal_lines(load_content("uprising"), immortality_for("uprising")))
    assert "remove 1 copy of the Research Station card" in up and "ignore its board space" in up
    for text in (research, tl, hg, up):
        assert not IDENTIFIER.findall(text), text


def test_cli_cards_with_immortality(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--modules", "immortality", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing["totals"]["tleilaxu"] == 19 and listing["totals"]["imperium"] == 67 + 30
    assert listing["totals"]["intrigue"] == 55 and listing["totals"]["starter"] == 10
    assert listing["immortality"]["tleilaxu_deck"] == 18
    assert main(["cards", "--modules", "immortality", "--show", "Ghola"]) == 0
    assert "3 specimens" in capsys.readouterr().out
    assert main(["cards", "--modules", "immortality", "--show", "research track"]) == 0
    assert "c8r6" in capsys.readouterr().out
    assert main(["cards", "--modules", "immortality", "--show", "family atomics"]) == 0
    out = capsys.readouterr().out
    assert "once per game" in out.lower() and "ends at 11 VP" in out and "start on 0" in out
    assert main(["cards", "--modules", "bogus"]) == 2
    assert "unknown module 'bogus'" in capsys.readouterr().err  # the ruleset's own refusal (issue 27)


# ---- broken input is refused ------------------------------------------------------------------

def _broken(tmp_path: Path, fname: str, edit: Any) -> Path:
    d = tmp_path / "immortality"
    shutil.copytree(IMMORTALITY_DIR, d)
    data = yaml.safe_load((d / fname).read_text(encoding="utf-8"))
    edit(data)
    (d / fname).write_text(yaml.safe_dump(data), encoding="utf-8")
    return d


def _card(data: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for c in data["cards"] if c["id"] == cid)


def _space(data: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in data["research_track"]["spaces"] if s["id"] == sid)


BROKEN = [
    ("imperium.yaml", lambda d: _card(d, "blank_slate").update(colour="red"), "unknown field"),
    ("imperium.yaml", lambda d: _card(d, "blank_slate").update(cost="1"), "expected an integer"),
    ("imperium.yaml", lambda d: _card(d, "blank_slate").update(graft="yes"), "graft is true or false"),
    ("imperium.yaml", lambda d: _card(d, "blank_slate").update(icons_when=[{"cond": "grafted", "icons": ["moon"]}]),
     "icons lists Agent icons"),
    ("imperium.yaml", lambda d: _card(d, "bene_tleilax_lab").update(agent=[{"sepcimen": 1}]), "unknown effect"),
    ("imperium.yaml", lambda d: _card(d, "bene_tleilax_lab").update(
        reveal=[{"if": {"cond": {"genetic_markers": 3}, "then": []}}]), "genetic_markers is 1 or 2"),
    ("imperium.yaml", lambda d: _card(d, "organ_merchants").update(
        agent=[{"may": {"cost": [{"specimen": 0}], "then": [{"solari": 4}]}}]), "at least 1"),
    ("imperium.yaml", lambda d: _card(d, "tleilaxu_surgeon").update(
        reveal=[{"may": {"cost": [{"lose_troops": {"count": 2, "from": "moon"}}], "then": []}}]), "lose_troops"),
    ("imperium.yaml", lambda d: _card(d, "interstellar_conspiracy").update(
        agent=[{"if": {"cond": {"grafted_with": ["harkonnen"]}, "then": []}}]), "grafted_with"),
    ("imperium.yaml", lambda d: _card(d, "tleilaxu_master").update(
        agent=[{"acquire_imperium": {"max_cost": 6}}]), "acquire_imperium needs"),
    ("imperium.yaml", lambda d: d["cards"].append(dict(_card(d, "blank_slate"))), "duplicate card id"),
    ("imperium.yaml", lambda d: _card(d, "blank_slate").update(id="dagger"), "already exists"),
    ("imperium.yaml", lambda d: _card(d, "imperium_ceremony").update(agent=[{"custom": "mystery"}]),
     "no declared text"),
    ("imperium.yaml", lambda d: _card(d, "long_reach").update(
        icons_when=[{"cond": {"custom": "mystery"}, "icons": ["city"]}]), "no declared text"),
    ("tleilaxu.yaml", lambda d: d.update(row_card="nothing"), "unknown row_card"),
    ("tleilaxu.yaml", lambda d: _card(d, "ghola").update(cost=0), "specimen cost of at least 1"),
    ("tleilaxu.yaml", lambda d: d.update(extra=1), "unknown fields"),
    ("intrigue.yaml", lambda d: d["intrigues"][0].update(kind="sneaky"), "kind must be"),
    ("intrigue.yaml", lambda d: d["intrigues"][0].update(id="ambush"), "already exists"),
    ("tracks.yaml", lambda d: _space(d, "c1r3").update(next=["c9r9"]), "unknown next space"),
    ("tracks.yaml", lambda d: _space(d, "c1r3").update(next=["c3r3"]), "one column right"),
    ("tracks.yaml", lambda d: _space(d, "c0r3").update(next=[]), "only the last column"),
    ("tracks.yaml", lambda d: _space(d, "c1r3").update(next=["c2r2"]), "not reachable"),
    ("tracks.yaml", lambda d: _space(d, "c1r3").update(column="1"), "expected an integer"),
    ("tracks.yaml", lambda d: d["research_track"].update(start="c4r4x"), "unknown start"),
    ("tracks.yaml", lambda d: d["research_track"]["genetic_markers"][0].update(column=9), "beyond the track"),
    ("tracks.yaml", lambda d: d["research_track"]["genetic_markers"].reverse(), "numbered 1, 2"),
    ("tracks.yaml", lambda d: d["tleilaxu_track"]["spaces"][2].update(index=5), "index must be 2"),
    ("tracks.yaml", lambda d: d["tleilaxu_track"]["setup_spice"].update(index=3), "exactly that space"),
    ("tracks.yaml", lambda d: d["tleilaxu_track"]["spaces"][0].update(effects=[{"vp": 1}]), "start space"),
    ("board.yaml", lambda d: d["spaces"][0].update(id="laboratory"), "covers no space"),
    ("board.yaml", lambda d: d["spaces"][0].update(cost={"water": "two"}), "expected an integer"),
    ("starter.yaml", lambda d: d.update(removes=["dune"]), "not in the starter deck"),
    ("hagal.yaml", lambda d: d["cards"][1].update(tleilaxu_row="middle"), "tleilaxu_row is one of"),
    ("hagal.yaml", lambda d: d["cards"][1].update(mode="two_player"), "solo only"),
    ("hagal.yaml", lambda d: d["cards"][1].update(spaces=["tleilax"]), "unknown space"),
    ("hagal.yaml", lambda d: d.update(removes=["carthago"]), "unknown House Hagal card"),
    ("hagal.yaml", lambda d: d["cards"][0].update(tleilaxu=-1), "at least 0"),
    ("rules.yaml", lambda d: d["effects"].update(ghola=""), "states its text"),
    ("variants.yaml", lambda d: d["up_to_11"]["four_players"].update(start_vp=10), "start below"),
    ("variants.yaml", lambda d: d["up_to_11"].update(end_vp="11"), "expected an integer"),
    ("variants.yaml", lambda d: d["family_atomics"].update(per_player=0), "at least 1"),
    ("variants.yaml", lambda d: d.update(epic=True), "unknown fields"),
]


@pytest.mark.parametrize(("fname", "edit", "message"), BROKEN, ids=[f"{b[0]}-{b[2]}" for b in BROKEN])
def test_broken_input_refused(tmp_path: Path, fname: str, edit: Any, message: str) -> None:
    d = _broken(tmp_path, fname, edit)
    with pytest.raises(ContentError, match=re.escape(message)):
        load_immortality(d, load_content("base"))


def test_unbroken_copy_loads(tmp_path: Path) -> None:
    """The broken-input fixture changes only what each case edits."""
    d = _broken(tmp_path, "tracks.yaml", lambda data: None)
    assert isinstance(load_immortality(d, load_content("base")), Immortality)


def test_module_components_never_overwrite_by_accident() -> None:
    """content_with refuses the Research Station unless it is named as replaced."""
    with pytest.raises(ContentError, match="already exists"):
        content_with(load_content("base"), spaces=IMM.spaces.values())
