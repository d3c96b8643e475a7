"""Uprising CHOAM module (issue 17), the contracts data part: the 20 standard contracts of seed 002
"MÓDULO DE LA CHOAM" (landsraad/modules/uprising/content/contracts.yaml, loaded by content/contracts.py),
each checked against at least two third-party lists in ../shared/reference: DuneBlend's
`resources.json` (the 20 rows without the Rise of Ix flag), valrvrt/DIU `contracts.JSON` and the
Dune Cards Hub ids of hieu-lee's catalog. Disagreements and choices: docs/rulings.md, series C.
The rules of taking and completing contracts are not here (the CHOAM rules module).
"""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from landsraad.content import Contract, content_with, load_content
from landsraad.content.boxes import component_boxes
from landsraad.content.contracts import load_contract, load_contracts
from landsraad.core.errors import ContentError
from landsraad.interfaces.cli import main as cli_main
from landsraad.interfaces.render import (
    all_components,
    card_listing,
    component_lines,
    find_components,
    render_component,
)
from landsraad.interfaces.texts import node_text

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = Path("/work/shared/reference")
needs_reference = pytest.mark.skipif(not REFERENCE.exists(), reason="shared reference data not available")
SPY = ("spy", 1, (), False)  # place a Spy (the board vocabulary's form)
IDENTIFIER = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bcustom\b|\bNone\b|[{}]|\(\)")

# Our transcription, contract by contract: id -> (copies, how it is completed, reward, Sardaukar, DCH id).
# 002 COMPLETAR CONTRATOS names the four ways: a board space, Harvest, Immediate, acquiring The Spice
# Must Flow. Rewards as the tiles print them (C1).
EXPECTED: dict[str, tuple[int, tuple[Any, ...], tuple[tuple[Any, ...], ...], bool, int]] = {
    "arrakeen_water": (1, ("space", "arrakeen"), (("water", 1),), False, 512),
    "arrakeen_troop_spy": (1, ("space", "arrakeen"), (("recruit", 1), SPY), False, 511),
    "deliver_supplies_solari": (1, ("space", "deliver_supplies"), (("solari", 3),), False, 518),
    "espionage_solari": (2, ("space", "espionage"), (("solari", 3),), False, 506),
    "heighliner_water": (1, ("space", "heighliner"), (("water", 2),), False, 505),
    "heighliner_troops": (1, ("space", "heighliner"), (("recruit", 2),), False, 504),
    "high_council_influence": (1, ("space", "high_council"), (("influence", "bene_gesserit", 1),), False, 516),
    "high_council_solari": (1, ("space", "high_council"), (("solari", 3),), False, 515),
    "research_station_spy": (1, ("space", "research_station"), (("solari", 2), SPY), False, 510),
    "research_station_solari": (1, ("space", "research_station"), (("solari", 3),), False, 509),
    "spice_refinery_cards": (1, ("space", "spice_refinery"), (("draw", 2),), False, 513),
    "spice_refinery_water": (1, ("space", "spice_refinery"), (("water", 1),), False, 514),
    "sardaukar_cards": (1, ("space", "sardaukar"), (("draw", 2),), True, 503),
    "sardaukar_recall": (1, ("space", "sardaukar"), (("recall_agent", 1),), True, 502),
    "harvest_3": (2, ("harvest", 3), (("solari", 3),), False, 508),
    "harvest_4": (1, ("harvest", 4), (("solari", 4),), False, 507),
    "immediate_solari": (1, ("immediate",), (("solari", 2),), False, 501),
    "acquire_the_spice_must_flow": (1, ("acquire", "the_spice_must_flow"),
                                    (("influence", "guild", 1), ("solari", 3)), False, 517),
}


def contracts() -> dict[str, Contract]:
    return load_content("uprising").contracts


def key_of(ct: Contract) -> tuple[Any, ...]:
    """What identifies a tile across sources: how it is completed and what it gives."""
    return (ct.complete, ct.reward)


# ---- the 20 contracts (002 MÓDULO DE LA CHOAM) ------------------------------------------------

def test_twenty_contracts_of_eighteen_kinds() -> None:
    """002 Preparación A3: "Baraja los 20 contratos ... Pon los 18 contratos bocabajo restantes en el
    banco"; COMPONENTES: "20 fichas de Contrato". Espionage and Harvest 3+ come twice (C1)."""
    cs = contracts()
    assert len(cs) == 18 and sum(ct.copies for ct in cs.values()) == 20
    assert {cid for cid, ct in cs.items() if ct.copies == 2} == {"espionage_solari", "harvest_3"}
    # no two kinds are the same tile
    assert len({key_of(ct) for ct in cs.values()}) == 18
    # the four ways of 002 COMPLETAR CONTRATOS: one Immediate, one acquire, two Harvest kinds, the rest spaces
    assert Counter(ct.kind for ct in cs.values()) == {"space": 14, "harvest": 2, "immediate": 1, "acquire": 1}


@pytest.mark.parametrize("cid", sorted(EXPECTED))
def test_each_contract_as_transcribed(cid: str) -> None:
    """Each contract's completion, reward, copies, Sardaukar mark and Dune Cards Hub id."""
    ct = contracts()[cid]
    assert (ct.copies, ct.complete, ct.reward, ct.sardaukar, ct.dch) == EXPECTED[cid]
    assert ct.checked, "every contract names the sources it was checked against"
    assert set(contracts()) == set(EXPECTED)


def test_completion_references_the_uprising_board_and_reserve() -> None:
    """The spaces are board.yaml's; Harvest contracts need the Maker spaces (002: "una casilla de
    Hacedor"); the acquire contract names the Reserve's The Spice Must Flow (002 Reserva)."""
    c = load_content("uprising")
    for ct in c.contracts.values():
        if ct.kind == "space":
            assert ct.complete[1] in c.spaces
            assert not c.spaces[ct.complete[1]].maker  # a Maker visit is a Harvest contract's
        if ct.kind == "acquire":
            assert c.cards[ct.complete[1]].kind == "reserve" and c.cards[ct.complete[1]].name == "The Spice Must Flow"
    assert {s for s, sp in c.spaces.items() if sp.maker} == {"hagga_basin", "imperial_basin", "deep_desert"}


def test_the_sardaukar_pair_shaddam_sets_aside() -> None:
    """Shaddam Corrino IV sets the two Sardaukar contracts aside before the shuffle (his leader card;
    002 six-player setup C: "deja aparte los dos contratos Sardaukar"; shared/FAQ.md 2.6): exactly two,
    both completed at the Sardaukar space, one drawing 2 cards, one recalling an Agent (C4)."""
    marked = {cid: ct for cid, ct in contracts().items() if ct.sardaukar}
    assert set(marked) == {"sardaukar_cards", "sardaukar_recall"}
    assert all(ct.complete == ("space", "sardaukar") and ct.copies == 1 for ct in marked.values())
    assert {ct.reward for ct in marked.values()} == {(("draw", 2),), (("recall_agent", 1),)}
    # the other contracts never complete at Sardaukar
    assert not any(ct.complete == ("space", "sardaukar") for ct in contracts().values() if not ct.sardaukar)
    # all 20 tokens: 18 kinds, two printed twice (002 A3 "Baraja los 20 contratos"); which are set
    # aside with Shaddam is played through the engine (tests/test_choam.py)
    c = load_content("uprising")
    copies = Counter({cid: ct.copies for cid, ct in c.contracts.items()})
    assert sum(copies.values()) == 20 and copies["espionage_solari"] == 2 and copies["harvest_3"] == 2


def test_shaddam_sets_aside_the_marked_pair() -> None:
    """Shaddam Corrino IV (leaders.yaml, module choam) sets aside at setup (`sardaukar_contracts`):
    the contracts it names are the two marked here, so its rule has exactly them to set aside."""
    c = load_content("uprising")
    shaddam = c.leaders["shaddam_corrino_iv"]
    assert shaddam.module == "choam" and ("sardaukar_contracts",) in shaddam.setup
    assert not any(("sardaukar_contracts",) in ld.setup for lid, ld in c.leaders.items() if lid != shaddam.id)


def test_no_rise_of_ix_contract() -> None:
    """The 10 Rise of Ix contracts ("con dorsos diferentes", 002 Combinar el módulo de la CHOAM con EL
    AUGE DE IX) are not the standard 20: every one of them gives another contract or names an Ix
    space; none of ours does (C3)."""
    for ct in contracts().values():
        assert all(e[0] != "contract" for e in ct.reward), ct.id
        assert ct.dch >= 501  # the Dune Cards Hub numbers the Ix tiles 491-500


def test_the_rewards_are_walked_with_the_other_components() -> None:
    """The rules' handler check and the texts walk every box (content/boxes.py component_boxes): a
    rules module must handle every reward of a contract."""
    boxes = dict((w, b) for w, b in component_boxes(load_content("uprising")) if w.startswith("contract "))
    assert set(boxes) == {f"contract {cid}" for cid in EXPECTED}
    assert boxes["contract sardaukar_recall"] == (("recall_agent", 1),)


# ---- against the sources (../shared/reference) -----------------------------------------------

def _norm(s: str) -> str:
    return re.sub(r"[^a-z0-9]", "", s.lower())


def _duneblend_reward(text: str) -> tuple[tuple[Any, ...], ...]:
    """DuneBlend's reward text ("+1 Troop, +1 Spy") in our vocabulary."""
    out: list[tuple[Any, ...]] = []
    for part in (p.strip() for p in text.split(",")):
        m = re.fullmatch(r"\+(\d+) (Solari|Water|Troops?|Spy)", part)
        if m:
            n, what = int(m.group(1)), m.group(2)
            out.append(SPY if what == "Spy" else ("recruit", n) if what.startswith("Troop")
                       else (what.lower(), n))
            continue
        m = re.fullmatch(r"\+1 Influence with (Spacing Guild|Bene Gesserit|Emperor|Fremen)", part)
        if m:
            out.append(("influence", {"Spacing Guild": "guild", "Bene Gesserit": "bene_gesserit",
                                      "Emperor": "emperor", "Fremen": "fremen"}[m.group(1)], 1))
            continue
        m = re.fullmatch(r"Draw (\d+) cards", part)
        if m:
            out.append(("draw", int(m.group(1))))
            continue
        assert part == "Recall an Agent", part
        out.append(("recall_agent", 1))
    return tuple(out)


def _duneblend_complete(name: str, spaces: dict[str, Any]) -> tuple[Any, ...]:
    """DuneBlend names a contract by what completes it."""
    m = re.fullmatch(r"Harvest (\d)\+ Spice", name)
    if m:
        return ("harvest", int(m.group(1)))
    if name == "Immediate":
        return ("immediate",)
    if name == "Acquire The Spice Must Flow":
        return ("acquire", "the_spice_must_flow")
    (sid,) = [s for s, sp in spaces.items() if _norm(sp.name) == _norm(name)]
    return ("space", sid)


@needs_reference
def test_against_duneblend() -> None:
    """DuneBlend's standard Uprising rows (no Rise of Ix flag): 20 contracts, and each of our 18
    kinds is exactly one row with the same completion, reward and count."""
    rows = [r for r in json.loads((REFERENCE / "anttttti__DuneBlend/resources.json").read_text())["contracts"]
            if r["source"] == "Uprising" and not r["rise_of_ix__specific"]]
    assert sum(r["count"] for r in rows) == 20 and len(rows) == 18
    spaces = load_content("uprising").spaces
    theirs = {(_duneblend_complete(r["name"], spaces), _duneblend_reward(r["reward"].strip())): r["count"]
              for r in rows}
    ours = {key_of(ct): ct.copies for ct in contracts().values()}
    assert ours == theirs


def _diu_complete(check: dict[str, Any], spaces: dict[str, Any]) -> tuple[Any, ...]:
    if check["type"] == "bought":
        assert check["card"] == "The Spice Must Flow"
        return ("acquire", "the_spice_must_flow")
    if check["type"] == "harvest":
        return ("harvest", check["amount"])
    if check["type"] == "always":
        return ("immediate",)
    assert check["type"] == "agent_on"
    name = {"Sardukar": "Sardaukar"}.get(check["location"], check["location"])  # DIU's spelling (U15)
    matches = [s for s, sp in spaces.items() if _norm(sp.name) == _norm(name)]
    return ("space", matches[0]) if matches else ("space", "<not on the Uprising board: " + name + ">")


def _diu_reward(items: list[dict[str, Any]]) -> tuple[tuple[Any, ...], ...]:
    out: list[tuple[Any, ...]] = []
    for it in items:
        t = it["type"]
        if t == "resource":
            out.append(("recruit", it["amount"]) if it["resource"] == "troop" else (it["resource"], it["amount"]))
        elif t == "influence":
            out.append(("influence", {"spacing_guild": "guild"}.get(it["target"], it["target"]), it["amount"]))
        elif t == "play":
            assert it["unit"] == "spy"
            out.append(SPY)
        elif t == "draw":
            out.append(("draw", it["amount"]))
        elif t == "recall":
            assert it["unit"] == "agent"
            out.append(("recall_agent", it["amount"]))
        else:
            assert t == "accept"  # "+1 contract": only the Rise of Ix tiles give one (C3)
            out.append(("contract", it["amount"]))
    return tuple(out)


@needs_reference
def test_against_diu() -> None:
    """valrvrt/DIU contracts.JSON lists each kind once (24 entries): our 18 kinds are 18 of them,
    equal except Harvest 3+'s reward (DIU 1 Solari; DuneBlend and the Dune Cards Hub id's spec 3: C2);
    the 6 others are Rise of Ix tiles, each giving another contract (C3)."""
    diu = json.loads((REFERENCE / "valrvrt__DIU/data/contracts.JSON").read_text())
    assert len(diu) == 24
    spaces = load_content("uprising").spaces
    theirs = [(e["id"], _diu_complete(e["check"][0], spaces), _diu_reward(e["reward"])) for e in diu]
    known_slip = {(("harvest", 3), (("solari", 3),)): (("solari", 1),)}  # C2
    matched: set[int] = set()
    for ct in contracts().values():
        want = known_slip.get(key_of(ct), ct.reward)
        hits = [i for i, comp, rew in theirs if comp == ct.complete and rew == want]
        assert len(hits) == 1, ct.id
        matched.add(hits[0])
    rest = [(i, rew) for i, _comp, rew in theirs if i not in matched]
    assert len(rest) == 6 and all(any(e[0] == "contract" for e in rew) for _i, rew in rest)


@needs_reference
def test_against_the_dune_cards_hub_ids() -> None:
    """hieu-lee's Dune Cards Hub snapshot: 28 contract ids; ours are the 18 of 501-518, each named
    after the same space or condition ("Arrakeen I", "Harvest 3+", "Acquire"); the other 10 are the
    Rise of Ix tiles DuneBlend flags (C1, C3)."""
    cat = json.loads((REFERENCE / "hieu-lee__dune-3v3/src/game/uprising-catalog.generated.json").read_text())
    dch = {c["id"]: c["name"] for c in cat["cards"] if c["type"] == "contract"}
    assert len(dch) == 28
    ours = {ct.dch: ct for ct in contracts().values()}
    assert set(ours) == set(range(501, 519)) and set(ours) < set(dch)
    for i, ct in ours.items():
        stem = re.sub(r" (I|II|III)$", "", dch[i])
        assert _norm(ct.name).startswith(_norm(stem)), (ct.id, dch[i])
    ix_names = {_norm(re.sub(r" (I|II|III)$| \(contract\)$", "", n)) for i, n in dch.items() if i not in ours}
    rows = json.loads((REFERENCE / "anttttti__DuneBlend/resources.json").read_text())["contracts"]
    flagged = {_norm(r["name"].replace(" Spice", "")) for r in rows if r["source"] == "Uprising"
               and r["rise_of_ix__specific"]}
    assert ix_names == flagged


# ---- broken input ----------------------------------------------------------------------------

GOOD: dict[str, Any] = {"id": "x", "name": "X", "complete": {"space": "arrakeen"}, "reward": [{"solari": 1}],
                        "dch": 1}


@pytest.mark.parametrize(("change", "error"), [
    ({"colour": "red"}, "unknown fields ['colour']"),
    ({"copies": "two"}, "copies must be an integer of at least 1"),
    ({"copies": 0}, "copies must be an integer of at least 1"),
    ({"copies": True}, "copies must be an integer of at least 1"),
    ({"dch": "512"}, "dch must be an integer"),
    ({"sardaukar": "yes"}, "sardaukar is true or false"),
    ({"name": ""}, "id and name are non-empty strings"),
    ({"id": 7}, "id and name are non-empty strings"),
    ({"complete": "later"}, "complete is immediate or one of"),
    ({"complete": {"space": "arrakeen", "harvest": 3}}, "complete is immediate or one of"),
    ({"complete": {"visit": "arrakeen"}}, "unknown way to complete a contract 'visit'"),
    ({"complete": {"space": 3}}, "complete space names a board space id"),
    ({"complete": {"acquire": ""}}, "complete acquire names a card id"),
    ({"complete": {"harvest": 0}}, "the harvest amount must be an integer of at least 1"),
    ({"complete": {"harvest": "3"}}, "the harvest amount must be an integer of at least 1"),
    ({"reward": []}, "a contract has a reward"),
    ({"reward": {"solari": 1}}, "effects must be a list"),
    ({"reward": [{"gold": 1}]}, "unknown effect 'gold'"),
    ({"reward": [{"solari": -2}]}, "amounts are non-negative"),
])
def test_broken_records_are_refused(change: dict[str, Any], error: str) -> None:
    with pytest.raises(ContentError, match=re.escape(error)):
        load_contract({**GOOD, **change})


@pytest.mark.parametrize("missing", ["id", "name", "complete", "reward", "dch"])
def test_a_record_without_a_required_field_is_refused(missing: str) -> None:
    with pytest.raises(ContentError, match=f"missing {missing}"):
        load_contract({k: v for k, v in GOOD.items() if k != missing})


def test_a_record_that_is_not_a_mapping_is_refused() -> None:
    with pytest.raises(ContentError, match="a record is a mapping"):
        load_contract(["arrakeen", 1])


def test_dangling_ids_are_refused() -> None:
    """A board space or card that the content does not have, or a reward's dangling space, fails
    when the content is built (a module adding contracts: content_with)."""
    c = load_content("uprising")
    for raw, error in [
        ({**GOOD, "complete": {"space": "great_flat"}}, "contract x: unknown board space 'great_flat'"),
        ({**GOOD, "complete": {"acquire": "foldspace"}}, "contract x: unknown card 'foldspace'"),
        ({**GOOD, "reward": [{"control": "carthag"}]}, "contract x: control of unknown space 'carthag'"),
    ]:
        with pytest.raises(ContentError, match=re.escape(error)):
            content_with(c, contracts=[load_contract(raw)])
    # a contract id already present is a replacement, never by accident
    with pytest.raises(ContentError, match="contract 'immediate_solari' already exists"):
        content_with(c, contracts=[replace(c.contracts["immediate_solari"], reward=(("solari", 9),))])
    # a Harvest contract on a board without Maker spaces
    no_makers = replace(c, spaces={s: replace(sp, maker=False) for s, sp in c.spaces.items()}, contracts={})
    with pytest.raises(ContentError, match="a harvest contract needs a Maker space"):
        content_with(no_makers, contracts=[c.contracts["harvest_4"]])
    # ... and named in replaces= it replaces that contract only
    swapped = content_with(c, contracts=[replace(c.contracts["immediate_solari"], reward=(("solari", 9),))],
                           replaces=["immediate_solari"])
    assert swapped.contracts["immediate_solari"].reward == (("solari", 9),) and len(swapped.contracts) == 18
    # a well-formed addition is accepted and the loaded content is unchanged
    more = content_with(c, contracts=[load_contract(GOOD)])
    assert "x" in more.contracts and "x" not in c.contracts and len(load_content("uprising").contracts) == 18


@pytest.mark.parametrize(("text", "error"), [
    ("contract:\n  - {id: x}\n", "contracts.yaml: expected a mapping with only a list 'contracts'"),
    ("contracts: {id: x}\n", "contracts.yaml: expected a mapping with only a list 'contracts'"),
    ("contracts: []\nnotes: []\n", "contracts.yaml: expected a mapping with only a list 'contracts'"),
    ("contracts:\n  - {id: x, name: X, complete: immediate, reward: [{solari: 1}], dch: 1}\n"
     "  - {id: x, name: Y, complete: immediate, reward: [{solari: 2}], dch: 2}\n", "duplicate contract id 'x'"),
])
def test_broken_files_are_refused(tmp_path: Path, text: str, error: str) -> None:
    path = tmp_path / "contracts.yaml"
    path.write_text(text)
    with pytest.raises(ContentError, match=re.escape(error)):
        load_contracts(path)
    assert load_contracts(tmp_path / "absent.yaml") == {}  # an edition without contracts has none
    assert load_content("base").contracts == {}  # the base game has none


def test_a_broken_edition_file_is_refused_at_load(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """load_content validates contracts.yaml with the rest of the edition (a dangling space)."""
    from landsraad.content import loader
    from landsraad.content.products import PRODUCT_FOLDERS, product_folder

    d = tmp_path / "uprising"
    shutil.copytree(ROOT / "landsraad/modules/uprising/content", d)
    target = d / "contracts.yaml"
    target.write_text(target.read_text().replace("{space: deliver_supplies}", "{space: deliver_suplies}"))
    assert product_folder("uprising") is not None  # registered, then pointed at the broken copy
    monkeypatch.setitem(PRODUCT_FOLDERS, "uprising", d)
    with pytest.raises(ContentError, match="contract deliver_supplies_solari: unknown board space 'deliver_suplies'"):
        loader.load_content.__wrapped__("uprising")  # uncached: the loaded contents stay as they are


# ---- texts -----------------------------------------------------------------------------------

def test_each_contract_renders_its_text_from_data() -> None:
    """Every contract's text states how it is completed and every effect of its reward, with no
    identifier; a space contract says the visit must come after the contract is taken (002: "debías
    estar ya en posesión del contrato en el momento en que enviaste tu Agente")."""
    c = load_content("uprising")
    for ct in c.contracts.values():
        text = "\n".join(component_lines(c, ct))
        assert not IDENTIFIER.search(text), (ct.id, text)
        for e in ct.reward:
            assert node_text(e).lower() in text.lower(), (ct.id, e)
        if ct.kind == "space":
            assert f"send an Agent to {c.spaces[ct.complete[1]].name}" in text
        if ct.kind in ("space", "harvest"):
            assert "only an Agent sent while you hold it counts" in text
        assert ("Shaddam Corrino IV" in text) == ct.sardaukar
    text = render_component(c, "harvest 4+ contract") or ""
    assert "gain 4 or more spice in that turn, in all and from every source" in text and "+4 Solari" in text
    assert "Completed when you take it (at once)" in (render_component(c, "immediate contract") or "")
    assert "acquire a copy of The Spice Must Flow" in (render_component(c, "acquire_the_spice_must_flow") or "")


def test_contracts_are_found_by_name_without_hiding_the_board_space() -> None:
    """`?Arrakeen` is the board space; "Arrakeen contract" both Arrakeen contracts; "contracts" all."""
    c = load_content("uprising")
    assert [type(x).__name__ for x in find_components(c, "arrakeen")[0]] == ["Space"]
    # a contract's id is never another component's, so a board space found by its id stays itself
    others = {x.id for x in all_components(c) if not isinstance(x, Contract)}
    assert not set(c.contracts) & others
    for sid in ("espionage", "deliver_supplies", "sardaukar", "high_council"):
        assert [type(x).__name__ for x in find_components(c, sid)[0]] == ["Space"], sid
    assert {x.id for x in find_components(c, "Arrakeen contract")[0]} == {"arrakeen_water", "arrakeen_troop_spy"}
    assert len(find_components(c, "contracts")[0]) == 18
    assert {x.id for x in find_components(c, "sardaukar contract")[0]} == {"sardaukar_cards", "sardaukar_recall"}
    listing = card_listing(c)
    assert listing["totals"]["contract"] == 20 and len(listing["contract"]) == 18
    assert "contract" not in card_listing(load_content("base"))


def test_cards_cli_lists_and_shows_contracts(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["cards", "--edition", "uprising", "--show", "contracts"]) == 0
    out = capsys.readouterr().out
    assert out.count("[CHOAM contract") == 18 and "Recall 1 of your other Agents" in out
    assert cli_main(["cards", "--edition", "uprising"]) == 0
    out = capsys.readouterr().out
    assert "contract: 18 kinds, 20 tokens" in out and "2x Espionage contract (espionage_solari)" in out
    assert cli_main(["cards", "--edition", "uprising", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"]["contract"] == 20
