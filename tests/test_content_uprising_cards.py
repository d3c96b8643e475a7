"""Issue 16 (the data part): every Uprising Imperium and Intrigue card and leader, transcribed
into our own YAML (modules/uprising/content/imperium.yaml, intrigue.yaml, leaders.yaml) and checked.

Counts: seed 002 "COMPONENTES DEL JUEGO" (69 Imperium cards including 4 CHOAM-only, 44 Intrigue
cards including 4 CHOAM-only, 9 leaders including 1 CHOAM-only); per card against Chatanga
(deck_composition_rakisrising.json) and DuneBlend (resources.json, card_set uprising). Cost,
factions and Agent icons against the Dune Cards Hub attributes (hieu-lee catalog; the tie-breaker)
and DuneBlend, with every known disagreement listed here and settled in docs/rulings.md (U100+).
The Uprising rules module does not exist yet: the files load and validate (`load_cards`), every
component renders its whole text from data, and a game of the edition is refused with a reason.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from landsraad.content import Card, Intrigue, Leader
from landsraad.content.boxes import component_boxes, component_conditions
from landsraad.content.loader import (
    BATTLE_ICONS,
    load_card,
    load_cards,
    load_intrigue,
    load_leader,
    module_cards,
    parse_condition,
    parse_costs,
    parse_effects,
)
from landsraad.content.tree import walk
from landsraad.core.errors import ContentError
from landsraad.interfaces.prompts import game_rules
from landsraad.interfaces.render import all_components, component_lines, find_components, render_component
from landsraad.interfaces.texts import (
    FACTION_NAMES,
    NUMBER_WORDS,
    RESOURCE_NAMES,
    Reader,
    cond_text,
    cost_text,
    node_text,
)
from landsraad.modules.uprising.vocab import UPRISING_COUNTERS

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = next((p for p in (ROOT.parent / "shared" / "reference", Path("/work/shared/reference")) if p.exists()),
                 ROOT.parent / "shared" / "reference")
needs_reference = pytest.mark.skipif(not REFERENCE.exists(), reason="shared reference data not available")

C = load_cards("uprising")
READER = Reader(edition="uprising")
IMPERIUM = {cid: c for cid, c in C.cards.items() if c.kind == "imperium"}


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


# Reference spellings that differ from the printed names (shared/reference/README.md section 3)
ALIASES = {"nothernwatermaster": "northernwatermaster", "publicspectable": "publicspectacle",
           "trecherousmaneuver": "treacherousmaneuver", "theacherousmaneuver": "treacherousmaneuver",
           "smugglerharvester": "smugglersharvester", "smugglerhaven": "smugglershaven",
           "spacingguildfavor": "spacingguildsfavor", "changeallegiences": "changeallegiances",
           "ornitopter": "ornithopter", "branchingpaths": "branchingpath",
           "councilorambition": "councilorsambition", "shaddamfavor": "shaddamsfavor",
           "junctionheadquaters": "junctionheadquarters"}


def _key(name: str) -> str:
    n = _norm(name)
    return ALIASES.get(n, n)


OURS = {_key(c.name): c for c in IMPERIUM.values()}
OUR_INTRIGUES = {_key(i.name): i for i in C.intrigues.values()}


def _json(rel: str) -> Any:
    return json.loads((REFERENCE / rel).read_text(encoding="utf-8"))


# ---- counts -------------------------------------------------------------------------------------

def test_printed_totals() -> None:
    """002 COMPONENTES DEL JUEGO: 69 Imperium cards (4 only with CHOAM), 44 Intrigue cards (4 only
    with CHOAM), 9 two-sided leaders (1 only with CHOAM)."""
    assert len(C.imperium_deck) == 65 and len(IMPERIUM) == 54
    assert sum(c.copies for c in IMPERIUM.values()) == 69
    assert len(C.intrigue_deck) == 40 and len(C.intrigues) == 39
    assert sum(i.copies for i in C.intrigues.values()) == 44
    assert len(C.leaders) == 9
    choam_imperium, choam_intrigue = module_cards(C, "choam")
    assert sorted(choam_imperium) == ["cargo_runner", "delivery_agreement", "interstellar_trade",
                                      "priority_contracts"]
    assert sorted(choam_intrigue) == ["backed_by_choam", "choam_profits", "leverage", "reach_agreement"]
    assert [ld.id for ld in C.leaders.values() if ld.module == "choam"] == ["shaddam_corrino_iv"]
    assert not set(choam_imperium) & set(C.imperium_deck) and not set(choam_intrigue) & set(C.intrigue_deck)
    # the standard deck without the module: 50 identities, 35 Intrigue identities
    assert len(set(C.imperium_deck)) == 50 and len(set(C.intrigue_deck)) == 35


@needs_reference
def test_imperium_copies_match_chatanga_and_duneblend() -> None:
    comp = _json("Chatanga__DuneImmorality/derived/deck_composition_rakisrising.json")["data"]["imperium"]
    promos = {"thumper", "theBeastSpoils", "arrakisRevolt"}  # promo cards, not in the box (README section 3)
    chatanga = {_key(k): v for k, v in {**comp["uprising"], **comp["uprisingContract"]}.items() if k not in promos}
    assert set(chatanga) == set(OURS)
    assert {k: c.copies for k, c in OURS.items()} == chatanga
    choam = {_key(k) for k in comp["uprisingContract"]}
    assert {k for k, c in OURS.items() if c.module == "choam"} == choam
    blend = {_key(c["name"]): c for c in _json("anttttti__DuneBlend/resources.json")["imperium"]
             if c["card_set"] == "uprising"}
    assert set(blend) == set(OURS)
    assert {k: c["count"] for k, c in blend.items()} == {k: c.copies for k, c in OURS.items()}


@needs_reference
def test_intrigue_copies_match_chatanga_and_duneblend() -> None:
    comp = _json("Chatanga__DuneImmorality/derived/deck_composition_rakisrising.json")["data"]["intrigue"]
    chatanga = {_key(k): v for k, v in {**comp["uprising"], **comp["uprisingContract"]}.items()}
    assert {k: i.copies for k, i in OUR_INTRIGUES.items()} == chatanga
    assert {_key(k) for k in comp["uprisingContract"]} == {k for k, i in OUR_INTRIGUES.items() if i.module}
    blend = {_key(c["name"]): c["count"] for c in _json("anttttti__DuneBlend/resources.json")["intrigue"]
             if c["card_set"] == "uprising"}
    assert blend == {k: i.copies for k, i in OUR_INTRIGUES.items()}


# ---- cost, factions, icons ----------------------------------------------------------------------

DCH_ICONS = {"Agent icon: Emperor": "emperor", "Agent icon: Spacing Guild": "guild",
             "Agent icon: Bene Gesserit": "bene_gesserit", "Agent icon: Fremen": "fremen",
             "Agent icon: Landsraad": "landsraad", "Agent icon: City": "city",
             "Agent icon: Spice Trade": "spice_trade", "Agent icon: Spy": "spy"}
DCH_FACTIONS = {"Faction: Emperor": "emperor", "Faction: Spacing Guild": "guild",
                "Faction: Bene Geserit": "bene_gesserit", "Faction: Fremen": "fremen"}
BLEND_ICONS = {"green": "landsraad", "purple": "city", "yellow": "spice_trade", "emperor": "emperor",
               "spacing_guild": "guild", "bene_gesserit": "bene_gesserit", "fremen": "fremen", "spy": "spy"}
BLEND_FACTIONS = {"emperor": "emperor", "spacing_guild": "guild", "bene_gesserit": "bene_gesserit",
                  "fremen": "fremen"}
# DuneBlend's known errors (shared/reference/README.md section 3; docs/rulings.md U101): DCH wins
BLEND_ERRORS = {"reliableinformant": "icons", "undercoverasset": "icons", "spacingguildsfavor": "factions"}
# The one DCH omission (docs/rulings.md U101): Guild Spy shows no faction there; DuneBlend, DIU and
# Chatanga all make it a Spacing Guild card
DCH_OMISSIONS = {"guildspy": {"guild"}}


@needs_reference
def test_cost_factions_icons_match_dune_cards_hub() -> None:
    """The Dune Cards Hub attributes are the tie-breaker on icons and factions (README section 3)."""
    cat = _json("hieu-lee__dune-3v3/src/game/uprising-catalog.generated.json")
    dch = {_key(c["name"]): dict(c["attributes"]) for c in cat["cards"] if c["type"] == "imperium"}
    assert set(dch) == set(OURS)
    for k, card in OURS.items():
        attrs = dch[k]
        assert attrs["Persuasion cost"] == card.cost, card.id
        shown = {v for a, v in DCH_FACTIONS.items() if a in attrs} | DCH_OMISSIONS.get(k, set())
        assert shown == set(card.factions), card.id
        assert {v for a, v in DCH_ICONS.items() if a in attrs} == set(card.icons), card.id


# DCH's amount tags and the effect kind whose amounts they give (Imperium and Intrigue cards)
DCH_AMOUNTS = {"Solari": "solari", "Spice": "spice", "Water": "water", "Swords": "swords", "Troops": "recruit",
               "Draw card": "draw", "Intrigue": "intrigue", "Spy": "spy", "Discard": "discard", "Retreat": "retreat"}
# amounts stated only in a declared rule text (modules/uprising/card_texts.py)
IN_RULE_TEXTS = {("long_live_the_fighters", "Draw card"), ("long_live_the_fighters", "Discard"),
                 ("call_to_arms", "Troops"), ("distraction", "Spy")}


def _most(box: tuple[Any, ...], kind: str) -> int:
    """The most of one kind a box gives (or costs) in one use: its effects added up, a "→" with its
    cost, the best option of a choice; what depends on the game (a count, each opponent) apart."""
    n = 0
    for e in box:
        if e[0] == kind and isinstance(e[1], int) and not isinstance(e[1], bool):
            n += e[1]
        elif e[0] in ("may", "if"):
            costs = e[1] if e[0] == "may" else ()
            n += sum(c[2] if c[0] == "retreat" else c[1] for c in costs if c[0] == kind) + _most(e[2], kind)
        elif e[0] == "choose":
            n += max(_most(o, kind) for o in e[2])
    return n


def _dch_amount(comp: Card | Intrigue, kind: str) -> int:
    if isinstance(comp, Card):
        boxes = [comp.agent, comp.reveal, comp.acquire, comp.on_trash, comp.on_discard]
    else:
        boxes = [(("may", comp.cost, comp.effects),) if comp.cost else comp.effects, *(b for _, b in comp.also)]
    # a "for each" shows its amount per thing (Leadership: draw 1 per sandworm)
    per_thing = [_most(e[2], kind) for box in boxes for e in walk(box) if e[0] == "for_each"]
    return max([_most(box, kind) for box in boxes] + per_thing)


@needs_reference
def test_amounts_match_dune_cards_hub() -> None:
    """DCH tags each card with the most of each kind one of its boxes gives (Devour: 2 + 2 Swords;
    Cunning: 1 draw either way) and the Persuasion its Reveal box can give in all (In High Places
    2 + 3): each number is what our transcription gives."""
    cat = _json("hieu-lee__dune-3v3/src/game/uprising-catalog.generated.json")
    ours: dict[str, Card | Intrigue] = {**OURS, **OUR_INTRIGUES}
    checked = 0
    for c in cat["cards"]:
        if c["type"] not in ("imperium", "intrigue"):
            continue
        comp = ours[_key(c["name"])]
        for tag, value in c["attributes"]:
            if tag in DCH_AMOUNTS and value is not None and (comp.id, tag) not in IN_RULE_TEXTS:
                assert value == _dch_amount(comp, DCH_AMOUNTS[tag]), (comp.id, tag, value)
                checked += 1
            if tag == "Persuasion on reveal" and isinstance(comp, Card):
                total = sum(e[1] if e[0] == "persuasion" else e[2] for e in walk(comp.reveal)
                            if e[0] in ("persuasion", "persuasion_per_in_play"))
                assert value == total, (comp.id, value, total)
                checked += 1
    assert checked > 150


@needs_reference
def test_cost_factions_icons_match_duneblend_but_its_known_errors() -> None:
    blend = {_key(c["name"]): c for c in _json("anttttti__DuneBlend/resources.json")["imperium"]
             if c["card_set"] == "uprising"}
    differs = set()
    for k, card in OURS.items():
        b = blend[k]
        assert b["persuasion_cost"] == card.cost, card.id
        if {v for a, v in BLEND_ICONS.items() if b[f"{a}_access"]} != set(card.icons):
            differs.add((k, "icons"))
        if {v for a, v in BLEND_FACTIONS.items() if b[f"{a}_affiliation"]} != set(card.factions):
            differs.add((k, "factions"))
    assert differs == set(BLEND_ERRORS.items())


CH_FACTIONS = {"emperor": "emperor", "spacingGuild": "guild", "beneGesserit": "bene_gesserit", "fremen": "fremen"}


@needs_reference
def test_cost_and_factions_match_chatanga() -> None:
    """CH's costs and factions (README section 3: high trust; 0 differences with DB on base cards)."""
    cards = _json("Chatanga__DuneImmorality/derived/imperium_cards_rakisrising.json")["data"]
    comp = _json("Chatanga__DuneImmorality/derived/deck_composition_rakisrising.json")["data"]["imperium"]
    ids = [k for k in (*comp["uprising"], *comp["uprisingContract"]) if _key(k) in OURS]
    assert len(ids) == len(OURS)
    for k in ids:
        card = OURS[_key(k)]
        assert cards[k]["cost"] == card.cost, card.id
        assert {CH_FACTIONS[f] for f in cards[k].get("factions", ())} == set(card.factions), card.id


@needs_reference
def test_copies_and_cost_match_rickychiki() -> None:
    """RC (a third transcription, not audited): the cards it lists have our copies and cost."""
    import csv

    with (REFERENCE / "rickychiki__dune/csv/imperium-Table 1.csv").open(encoding="utf-8") as f:
        rows = {_key(r["name"]): r for r in csv.DictReader(f) if r["expansion"] == "uprising"}
    listed = set(rows) & set(OURS)
    assert len(listed) == 54
    for k in listed:
        assert (int(rows[k]["numberOfCopy"]), int(rows[k]["persuasion"])) == (OURS[k].copies, OURS[k].cost), k


@needs_reference
def test_imperium_identities_match_diu() -> None:
    """DIU has the same 54 identities (its copy counts are wrong: README section 3, not compared)."""
    diu = {_key(c["name"]) for c in _json("valrvrt__DIU/data/imperium.JSON")
           if not c.get("starting_deck") and not c.get("reserve")}
    assert diu == set(OURS)


@needs_reference
def test_intrigue_kinds_match_duneblend() -> None:
    """Plot / Combat / Endgame boxes as DuneBlend lists them (002 CARTAS DE INTRIGA)."""
    blend = {_key(c["name"]): c for c in _json("anttttti__DuneBlend/resources.json")["intrigue"]
             if c["card_set"] == "uprising"}
    for k, ig in OUR_INTRIGUES.items():
        b = blend[k]
        want = {kind for kind in ("plot", "combat", "endgame") if b[f"{kind}_effect"].strip()}
        assert set(ig.kinds()) == want, ig.id


def _diu_phases(x: Any, out: set[str]) -> set[str]:
    if isinstance(x, dict):
        if "phase" in x:
            out.add(x["phase"])
        if x.get("type") == "endgame_condition":
            out.add("endgame")
        for v in x.values():
            _diu_phases(v, out)
    elif isinstance(x, list):
        for v in x:
            _diu_phases(v, out)
    return out


@needs_reference
def test_intrigue_kinds_match_diu() -> None:
    """DIU's structured boxes name their phase (plot, combat, endgame): the same kinds as ours."""
    diu = _json("valrvrt__DIU/data/intrigue.JSON")["intrigues"]
    assert {_key(c["name"]) for c in diu} == set(OUR_INTRIGUES)
    for c in diu:
        ig = OUR_INTRIGUES[_key(c["name"])]
        assert _diu_phases(c["effects"], set()) == set(ig.kinds()), ig.id


@needs_reference
def test_leaders_match_duneblend_and_the_card_faces() -> None:
    blend = {_key(c["name"]): c for c in _json("anttttti__DuneBlend/resources.json")["leader"]
             if c["card_set"] == "uprising"}
    faces = {_key(ld["name"]): ld for ld in _json("derived/leaders.json")["leaders"] if ld["edition"] == "uprising"}
    assert set(blend) == set(faces) == {_key(ld.name) for ld in C.leaders.values()}
    for ld in C.leaders.values():
        b, f = blend[_key(ld.name)], faces[_key(ld.name)]
        assert ld.complexity == b["listed_complexity_level"] == f["complexity"]["value"], ld.id
        assert ld.house == (b.get("house") or "").lower() == (f["house"] or "").lower(), ld.id
        assert b["leader_ability"].startswith(ld.left_name + ":"), ld.id
        assert b["signet_ring_ability"].startswith(ld.signet_name + ":"), ld.id
        assert ld.left_name == f["passive"]["name"] and ld.signet_name == f["signet"]["name"], ld.id
    jessica = C.leaders["lady_jessica"]
    assert jessica.back is not None and jessica.back.name == faces["ladyjessica"]["flip_side"]["name"]
    assert jessica.back.signet_name == faces["ladyjessica"]["flip_side"]["signet"]["name"]


@needs_reference
def test_feyd_track_matches_the_card_face() -> None:
    """002 ACLARACIONES (Feyd-Rautha): the token starts on the leftmost space and stays on the
    rightmost; the printed track (leaders.json: a fork, a middle space, a fork whose lower branch
    has two spaces, the last space)."""
    feyd = C.leaders["feyd_rautha_harkonnen"]
    face = next(ld for ld in _json("derived/leaders.json")["leaders"] if ld["id"] == "feydRauthaHarkonnen")
    ours = {"start": "start", "upper_1": "upper1", "lower_1": "lower1", "middle": "middle", "upper_2": "upper2",
            "lower_2a": "lower2a", "lower_2b": "lower2b", "end": "end"}
    edges = {(ours[sp.id], ours[n]) for sp in feyd.track for n in sp.next}
    assert edges == {tuple(e) for e in face["training_track"]["edges"]}
    assert dict(feyd.state) == {"training": "start"} and feyd.track[0].id == "start" and not feyd.track[-1].next
    assert feyd.signet == (("training",),)


# ---- every record is checked ---------------------------------------------------------------------

def test_every_component_has_two_sources() -> None:
    for comp in [*IMPERIUM.values(), *C.intrigues.values(), *C.leaders.values()]:
        sources = [s for s in comp.checked.split(";") if s.strip()]
        assert len(sources) >= 2, (comp.id, comp.checked)


def test_leader_states_and_sides() -> None:
    """002 ACLARACIONES: Lady Jessica starts with her own side up (memories 0); Staban Tuek starts
    without Diplomacy; Shaddam Corrino IV only with the CHOAM module."""
    jessica = C.leaders["lady_jessica"]
    assert dict(jessica.state) == {"side": "front", "memories": 0}
    assert jessica.back is not None and jessica.back.id == "reverend_mother_jessica"
    assert C.leaders["staban_tuek"].setup == (("remove_starter", "diplomacy"),) and C.leaders["staban_tuek"].house == ""
    assert C.leaders["shaddam_corrino_iv"].module == "choam"


# ---- the vocabulary -----------------------------------------------------------------------------

def test_vocabulary_shapes() -> None:
    """A few cards through the loader: the tuples the rules module will read."""
    assert C.cards["double_agent"].agent == (("spy", 1, ("this_space",), True),)
    assert C.cards["reliable_informant"].agent == (("spy", 1, ("emperor", "bene_gesserit", "fremen"), False),)
    assert C.cards["bene_gesserit_operative"].reveal[1] == ("if", ("spies_at_least", 2), (("persuasion", 2),))
    assert C.cards["southern_elders"].agent == (("if", ("bond", "bene_gesserit"), (("recruit", 2),)),)
    assert C.cards["leadership"].agent == (("for_each", "sandworm_in_conflict", (("draw", 1),)),)
    assert C.cards["calculus_of_power"].reveal[1][1] == (("trash_faction_card", "emperor", "in_play"),)
    assert C.cards["spacing_guilds_favor"].on_discard == (("spice", 2),)
    assert C.intrigues["go_to_ground"].cost == (("retreat", 1, 2),)
    assert C.intrigues["crysknife"].effects_for("endgame") == (
        ("may", (("flip_conflict", "crysknife"),), (("vp", 1),)),)
    assert C.intrigues["impress"].effects[1] == ("acquire", 0, 3, "discard")
    assert C.leaders["princess_irulan"].signet[0][2][0] == (("acquire", 1, 1, "hand"),)


@pytest.mark.parametrize("raw,error", [
    ({"id": "x", "name": "X", "icons": ["spies"]}, "unknown icon 'spies'"),
    ({"id": "x", "name": "X", "module": "ix"}, "unknown module 'ix'"),
    ({"id": "x", "name": "X", "agent": [{"spy": {"count": 1, "post": "moon"}}]}, "unknown kind of board space"),
    ({"id": "x", "name": "X", "agent": [{"spy": {"count": 1, "where": "city"}}]}, "spy takes count, post and share"),
    ({"id": "x", "name": "X", "agent": [{"for_each": {"count": "spies", "then": []}}]}, "for_each needs count"),
    ({"id": "x", "name": "X", "agent": [{"acquire": {"cost": 1, "max_cost": 3}}]}, "acquire needs max_cost or cost"),
    ({"id": "x", "name": "X", "agent": [{"acquire": {"max_cost": 3, "to": "deck"}}]}, "acquire to hand or discard"),
    ({"id": "x", "name": "X", "agent": [{"if": {"cond": {"bond": "harkonnen"}, "then": []}}]}, "unknown faction"),
    ({"id": "x", "name": "X", "agent": [{"if": {"cond": {"spies_at_least": 0}, "then": []}}]}, "at least 1"),
    ({"id": "x", "name": "X", "agent": [{"if": {"cond": {"gained_this_turn": "vp"}, "then": []}}]},
     "unknown resource"),
    ({"id": "x", "name": "X", "agent": [{"if": {"cond": "spy_recalled", "then": []}}]}, "bad condition"),
    ({"id": "x", "name": "X", "agent": [{"may": {"cost": [{"retreat": [2, 1]}], "then": []}}]}, "1 <= min <= max"),
    ({"id": "x", "name": "X", "agent": [{"may": {"cost": [{"flip_conflict": "sword"}], "then": []}}]},
     "unknown battle icon"),
    ({"id": "x", "name": "X", "agent": [{"may": {"cost": [{"trash_faction_card": {"faction": "emperor"}}],
                                                 "then": []}}]}, "trash_faction_card needs faction and from"),
    ({"id": "x", "name": "X", "agent": [{"may": {"cost": [{"recall": 1}], "then": []}}]}, "unknown cost 'recall'"),
    ({"id": "x", "name": "X", "agent": [{"worm": 1}]}, "unknown effect 'worm'"),
])
def test_bad_card_data_is_refused_with_a_clear_error(raw: dict[str, Any], error: str) -> None:
    with pytest.raises(ContentError, match=re.escape(error)):
        load_card(raw, "imperium")


def test_bad_leader_and_intrigue_data_is_refused() -> None:
    base = {"id": "x", "name": "X", "house": None, "complexity": 1, "left": {"name": "L", "text": "t"},
            "signet": {"name": "S", "effects": [{"draw": 1}]}}
    with pytest.raises(ContentError, match="unknown next space 'nowhere'"):
        load_leader({**base, "track": [{"id": "a", "next": ["nowhere"]}]})
    with pytest.raises(ContentError, match="duplicate track space id"):
        load_leader({**base, "track": [{"id": "a"}, {"id": "a"}]})
    with pytest.raises(ContentError, match="no back or state of its own"):
        load_leader({**base, "back": {**base, "back": {}}})
    with pytest.raises(ContentError, match="state maps names to plain values"):
        load_leader({**base, "state": {"track": [1, 2]}})
    with pytest.raises(ContentError, match="missing house"):
        load_leader({k: v for k, v in base.items() if k != "house"})
    with pytest.raises(ContentError, match="unknown module 'choam2'"):
        load_intrigue({"id": "x", "name": "X", "kind": "plot", "module": "choam2"})
    assert BATTLE_ICONS == ("crysknife", "desert_mouse", "ornithopter", "wild") and "completed_contract" in UPRISING_COUNTERS
    # the vocabulary parsers stand alone too (a leader's box, a cost, a condition)
    assert parse_effects([{"spy": 2}], "t") == (("spy", 2, (), False),)
    assert parse_costs(["trash_intrigue", {"recall_spy": 2}], "t") == (("trash_intrigue",), ("recall_spy", 2))
    assert parse_condition("recalled_spy", "t") == ("recalled_spy",)


def test_a_game_of_the_edition() -> None:
    """Issue 16: handlers come with the Uprising rules module (refused until it was complete; open
    since: issue 15): a game starts with the Uprising starter decks."""
    from landsraad import GameConfig, new_game

    s = new_game(GameConfig(edition="uprising", players=4), 1)
    assert s.config.edition == "uprising" and all(len(p.hand) + len(p.deck) == 10 for p in s.players)


# ---- texts --------------------------------------------------------------------------------------

IDENTIFIER = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bcustom\b|\b(?:cond|card|hagal|automa):\w|\bNone\b|[{}]|\(\)")


def _boxes(comp: Any) -> list[tuple[Any, ...]]:
    if isinstance(comp, Card):
        return [comp.agent, comp.reveal, comp.acquire, comp.on_trash, comp.on_discard]
    if isinstance(comp, Intrigue):
        return [comp.effects, *(box for _, box in comp.also)]
    assert isinstance(comp, Leader)
    return [comp.setup, comp.signet, *((comp.back.signet,) if comp.back else ()), *(sp.effects for sp in comp.track)]


def _check_fragment(e: tuple[Any, ...], frag: str) -> None:
    """A node's own words state its numbers and names (independently of how they were built)."""
    assert frag and not IDENTIFIER.search(frag), (e, frag)
    if e[0] == "may":
        for c in e[1]:
            assert (f"{c[2]} {RESOURCE_NAMES[c[1]]}" if c[0] == "pay" else cost_text(c)) in frag, (e, frag)
        return
    if e[0] == "choose":
        assert NUMBER_WORDS[e[1]] in frag, (e, frag)
        return
    params: list[Any] = list(e[1][1:]) if e[0] == "if" and e[1][0] != "custom" else []
    if e[0] in ("spy", "acquire"):
        params = [e[1], *(p for p in e[2] if p in FACTION_NAMES)] if e[0] == "spy" else [e[2]]
    elif e[0] not in ("if", "for_each", "custom", "trash", "each_opponent", "remove_starter"):
        params = list(e[1:])
    for x in params:
        if isinstance(x, bool):
            continue
        if isinstance(x, int):
            # one reads "a"/"an" as well as "1" ("summon a sandworm", "take a face-up contract")
            assert ("any number" in frag) if x >= 12 else (str(abs(x)) in frag or (
                x == 1 and re.search(r"\ban? ", frag) is not None)), (e, frag)
        elif x in FACTION_NAMES:
            assert FACTION_NAMES[x] in frag, (e, frag)
        elif x == "any":
            assert "Faction" in frag, (e, frag)


@pytest.mark.parametrize("comp", [*IMPERIUM.values(), *C.intrigues.values(), *C.leaders.values()],
                         ids=lambda c: c.id)
def test_every_component_renders_every_effect_and_no_identifier(comp: Any) -> None:
    """As tests/test_render.py for the base game: the whole text from data, no placeholder."""
    text = "\n".join(component_lines(C, comp, READER))
    assert not IDENTIFIER.findall(text), text
    for box in _boxes(comp):
        for e in walk(box):
            frag = node_text(e, READER)
            _check_fragment(e, frag)
            assert frag.lower() in text.lower(), (e, frag, text)
            if e[0] == "if":
                assert cond_text(e[1], READER).lower() in text.lower()
    if isinstance(comp, Intrigue):
        for c in comp.cost:
            assert cost_text(c).lower() in text.lower() or str(c[-1]) in text, (c, text)
    if isinstance(comp, Leader):
        assert f"{comp.left_name}: {comp.left_text}" in text
        if comp.back:
            assert f"{comp.back.left_name}: {comp.back.left_text}" in text
    if getattr(comp, "module", None):
        assert "Only with the CHOAM module" in text


def test_every_unique_rule_declares_its_text() -> None:
    """`custom:` effects and named conditions: their words are declared (modules/uprising/card_texts.py)."""
    used = {f"custom:{e[1]}" for _, box in component_boxes(C) for e in walk(box) if e[0] == "custom"}
    used |= {f"cond:{c[1]}" for _, c in component_conditions(C) if c[0] == "custom"}
    assert used == {"custom:long_live_the_fighters", "custom:price_is_no_object", "custom:chroniclers_insight",
                    "custom:call_to_arms", "custom:distraction", "custom:inspire_awe", "custom:manipulate",
                    "cond:four_where_opponent_allied", "cond:has_alliance"}
    texts = game_rules("uprising", ()).texts  # the base game's and the Uprising module's (Module.texts)
    assert all(texts.get(k) for k in used)


def test_texts_read_as_the_cards() -> None:
    def shown(name: str) -> str:
        text = render_component(C, name, READER)
        assert text is not None, name
        return text

    assert "Agent icons: City, Spy" in shown("Calculus of Power")
    assert ("If you have another Bene Gesserit card in play (Bene Gesserit Bond): draw 1 card and place 1 Spy"
            in shown("In High Places"))
    assert "When you discard it from your hand: +2 spice" in shown("Spacing Guild's Favor")
    assert "When it is trashed: Draw 1 Intrigue card" in shown("Sardaukar Soldier")
    assert "Only with the CHOAM module (in the Imperium deck only when it is played)" in shown("Cargo Runner")
    assert "; if you acquire The Spice Must Flow this turn: +1 Influence with each Faction" in shown("Guild Spy")
    assert "Combat: Retreat 1 or 2 troops → place 1 Spy" in shown("Go to Ground")
    staban = shown("Staban Tuek")
    assert "[leader, complexity 3]" in staban and "At setup: Your starting deck has no Diplomacy card" in staban
    assert shown("Reverend Mother Jessica") == shown("Lady Jessica")  # found by its other side
    assert "Space 7: Recruit 1 troop; place 1 Spy (the last space)" in shown("Feyd-Rautha")
    assert find_components(C, "jessica")[0] == [C.leaders["lady_jessica"]]
    assert {c.id for c in all_components(C)} >= {*C.cards, *C.intrigues, *C.leaders}


def test_cards_cli_lists_and_shows_the_edition(capsys: pytest.CaptureFixture[str]) -> None:
    from landsraad.interfaces.cli import main

    assert main(["cards", "--edition", "uprising"]) == 0
    out = capsys.readouterr().out
    assert "imperium: 54 kinds, 69 cards" in out and "intrigue: 39 kinds, 44 cards" in out
    assert "leader: 9 kinds, 9 cards" in out
    assert main(["cards", "--edition", "uprising", "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert sum(1 for c in listing["imperium"] if c.get("module") == "choam") == 4
    assert main(["cards", "--edition", "uprising", "--show", "Guild Spy", "--sources"]) == 0
    out = capsys.readouterr().out
    assert "Agent icons: Spy" in out and "Checked: DB and RC (two lines: U105); DCH" in out
    assert main(["cards", "--edition", "uprising", "--show", "Muad'Dib", "--players", "4"]) == 0
    assert "Muad'Dib" in capsys.readouterr().out
    assert main(["cards", "--edition", "atlantis"]) == 2
    assert "has no card files" in capsys.readouterr().err
