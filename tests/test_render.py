"""Issue 14: every component readable from its data.

Every component (cards, Intrigues, Conflicts, leaders with both abilities, board spaces, House
Hagal cards, the Reserve) renders its whole text from its data, in several games (printed, each
leader, each solo difficulty, two players, spectators). The tests fail on an identifier-like
fragment ("custom ...", snake_case) and on an effect of the data that the text does not mention:
each effect node renders its own fragment (`texts.node_text`), which must appear in the
component's text, and which must itself carry the node's amounts and names."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

import pytest

from landsraad import GameConfig, new_game, view
from landsraad.content import Card, Conflict, Intrigue, Leader, Space, load_content
from landsraad.content.tree import walk
from landsraad.core.constants import DIFFICULTIES, TROOPS_PER_PLAYER
from landsraad.interfaces.render import all_components, component_lines, find_components, render_component
from landsraad.interfaces.texts import (
    FACTION_NAMES,
    NUMBER_WORDS,
    PRINTED,
    RESOURCE_NAMES,
    Reader,
    cond_text,
    cost_text,
    node_text,
)
from landsraad.modules.base.hagal_card import HAGAL_CARD, HagalCard
from landsraad.rules.editions import ruleset_of

C = load_content("base")
# the base game's rule texts, its House Hagal's included (declared by the base module: Ruleset.texts)
BASE_TEXTS = ruleset_of("base", ()).texts
# the base game's handlers and texts: the core's and the base module's (its cards', leaders': issue 27)
EFFECTS, RULE_TEXTS = ruleset_of("base", ()).effects, BASE_TEXTS
IDENTIFIER = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bcustom\b|\b(?:cond|card|hagal|automa):\w|\bNone\b|[{}]|\(\)")

READERS = ([PRINTED]
          + [Reader(players=4, leaders=(lid,), seat=0) for lid in C.leaders]
          + [Reader(players=1, difficulty=d, leaders=("paul_atreides",), seat=0) for d in DIFFICULTIES]
          + [Reader(players=1, difficulty="kwisatz_haderach", leaders=("leto_atreides", "glossu_rabban",
                                                                     "memnon_thorvald"))]  # a spectator
          + [Reader(players=2, leaders=("helena_richese", "ilban_richese"), seat=1),
             Reader(players=3, leaders=("vladimir_harkonnen", None, None))])


def text_of(comp: Any, reader: Reader) -> str:
    return "\n".join(component_lines(C, comp, reader))


# ---- the effect tree of each component ---------------------------------------------------------

def effect_lists(comp: Any) -> list[tuple[Any, ...]]:
    if isinstance(comp, Card):
        return [comp.agent, comp.reveal, comp.acquire, comp.on_trash]
    if isinstance(comp, Intrigue):
        return [comp.effects, *(box for _, box in comp.also)]
    if isinstance(comp, Conflict):
        return list(comp.rewards)
    if isinstance(comp, Leader):
        return [comp.setup, comp.signet]
    if isinstance(comp, Space):
        return [comp.effects]
    return []


def own_params(e: tuple[Any, ...]) -> list[Any]:
    """The node's own parameters, not its inner effect lists."""
    if e[0] in ("may", "if", "each_opponent", "custom"):
        return []
    if e[0] == "choose":
        return [e[1]]
    if e[0] == "influence_distinct":
        return [e[1], e[2]]
    if e[0] == "trash":
        return []
    return list(e[1:])


def check_fragment(e: tuple[Any, ...], frag: str) -> None:
    """A node's fragment states its amounts and names (independently of how it was built)."""
    assert frag and not IDENTIFIER.search(frag), (e, frag)
    params = own_params(e)
    if e[0] == "may":
        for c in e[1]:
            if c[0] == "pay":
                assert f"{c[2]} {RESOURCE_NAMES[c[1]]}" in frag, (e, frag)
            else:
                assert cost_text(c) in frag, (e, frag)
    if e[0] == "if":
        params = list(e[1][1:]) if e[1][0] != "custom" else []
    if e[0] == "choose":
        assert NUMBER_WORDS[e[1]] in frag, (e, frag)
        return
    for x in params:
        if isinstance(x, bool):
            continue
        if isinstance(x, int):
            assert ("any number" in frag) if x >= TROOPS_PER_PLAYER else (str(abs(x)) in frag), (e, frag)
        elif x in FACTION_NAMES:
            assert FACTION_NAMES[x] in frag, (e, frag)
        elif x == "any":
            assert "Faction" in frag, (e, frag)
        elif x in C.cards:
            assert C.cards[x].name in frag, (e, frag)
        elif x in C.spaces:
            assert C.spaces[x].name in frag, (e, frag)


def expected_fragments(comp: Any, reader: Reader) -> Iterator[tuple[Any, str]]:
    """(what, fragment) that the component's text must contain."""
    for box in effect_lists(comp):
        for e in walk(box):
            frag = node_text(e, reader)
            check_fragment(e, frag)
            yield e, frag
    if isinstance(comp, Card):
        if f"card:{comp.id}" in RULE_TEXTS:
            yield "card rule", RULE_TEXTS[f"card:{comp.id}"]
        yield "cost", f"{comp.cost} Persuasion" if comp.cost >= 0 else "—"
    elif isinstance(comp, Intrigue):
        if comp.condition:
            yield comp.condition, cond_text(comp.condition)
        for c in comp.cost:
            yield c, str(c[-1])
    elif isinstance(comp, Conflict) and comp.control:
        yield "control", C.spaces[comp.control].name
    elif isinstance(comp, Leader):
        yield "left", f"{comp.left_name}: {comp.left_text}"
        yield "signet", f"Signet Ring — {comp.signet_name}: "
    elif isinstance(comp, Space):
        for r, n in comp.cost:
            yield "cost", f"{n} {RESOURCE_NAMES[r]}"
        for f, n in comp.requirement:
            yield "requirement", f"{n} or more {FACTION_NAMES[f]} Influence"
        for r, n in comp.control_bonus:
            yield "control bonus", f"+{n} {RESOURCE_NAMES[r]}"
        if comp.faction:
            yield "faction", f"+1 {FACTION_NAMES[comp.faction]} Influence"
        if comp.rule:
            yield "rule", comp.rule
        if comp.once_per_game:
            yield "once per game", "once per game"
    elif isinstance(comp, HagalCard):
        for sid in comp.spaces:
            yield "space", C.spaces[sid].name
        if comp.influence:
            yield "influence", f"+1 {FACTION_NAMES[comp.influence]} Influence"
        if comp.recruit:
            yield "recruit", f"Recruit {comp.recruit} troop"
        if comp.spaces:
            yield "swords", f"+{comp.swords} Sword" if comp.swords else "no Swords"
        if comp.signet:
            yield "signet", BASE_TEXTS["automa:signet"]
        if comp.harvest:
            yield "harvest", BASE_TEXTS["automa:harvest"]
        if f"hagal:{comp.id}" in BASE_TEXTS:
            yield "own rule", BASE_TEXTS[f"hagal:{comp.id}"]


@pytest.mark.parametrize("reader", READERS, ids=lambda t: f"{t.players}p-{t.difficulty}-{t.leader}-{t.seat}")
def test_every_component_renders_every_effect_and_no_identifier(reader: Reader) -> None:
    comps = all_components(C)
    assert len(comps) == len(C.cards) + len(C.intrigues) + len(C.conflicts) + len(C.leaders) + len(C.spaces) \
        + len(HAGAL_CARD.get(C))
    for comp in comps:
        text = text_of(comp, reader)
        bad = IDENTIFIER.findall(text)
        assert not bad, f"{comp.name}: identifier-like {bad} in\n{text}"
        assert "Checked" not in text  # source notes only with --sources
        for what, frag in expected_fragments(comp, reader):
            assert frag.lower() in text.lower(), f"{comp.name}: {what} -> {frag!r} missing from\n{text}"


def test_every_custom_rule_declares_its_text() -> None:
    """Each custom handler declares its rule text beside it (its module's texts: Ruleset.texts)."""
    for name in EFFECTS:
        if name.startswith("custom:"):
            assert RULE_TEXTS.get(name), name
    used: set[str] = set()
    for comp in all_components(C):
        for box in effect_lists(comp):
            for e in walk(box):
                if e[0] == "custom":
                    used.add(f"custom:{e[1]}")
                if e[0] == "if" and e[1][0] == "custom":
                    used.add(f"cond:{e[1][1]}")
        if isinstance(comp, Intrigue) and comp.condition and comp.condition[0] == "custom":
            used.add(f"cond:{comp.condition[1]}")
    missing = sorted(k for k in used if not RULE_TEXTS.get(k))
    assert not missing
    # the count: 18 of the 34 Intrigue kinds have a custom effect or condition
    custom = [i for i in C.intrigues.values()
              if (i.condition and i.condition[0] == "custom") or any(e[0] == "custom" for e in walk(i.effects))]
    assert (len(custom), len(C.intrigues)) == (18, 34)


# ---- the points of the issue --------------------------------------------------------------------

def shown(name: str, reader: Reader = PRINTED) -> str:
    text = render_component(C, name, reader)
    assert text is not None, name
    return text


def test_intrigues_read_as_cards() -> None:
    """The 18 Intrigue kinds with custom rules read as their cards (004 Cartas de Intriga; FAQ 2.1)."""
    assert "Emperor, Spacing Guild, Bene Gesserit and Fremen Agent icons" in shown("Dispatch an Envoy")
    assert "Playable only in your turn, before you play the card of your Agent turn" in shown("Dispatch an Envoy")
    assert "Pay 1 Solari → an opponent of your choice loses one of their troops" in shown("Double Cross")
    assert "Pay 1 water and 1 spice → draw 3 cards" in shown("Water of Life")
    tb = shown("Tiebreaker")  # both boxes (RI-9)
    assert "Combat: +2 Swords" in tb and "Endgame: +10 spice" in tb
    assert "[Intrigue card: Combat, when you win a Conflict]" in shown("To the Victor...")


def test_hall_of_oratory_kwisatz_haderach_chani() -> None:
    # 000 Salón de oratoria: +1 Persuasion in your Reveal turn with an Agent here
    assert "Recruit 1 troop; +1 Persuasion in your Reveal turn if you have an Agent here" in shown("Hall of Oratory")
    # FAQ 2.4 Kwisatz Haderach: an Agent from anywhere, even one already on the board
    kh = shown("Kwisatz Haderach")
    assert "one already on a board space" in kh and kh.rstrip().endswith("draw 1 card")
    # "retreat any number of troops" (written 12 in the data)
    chani = shown("Chani")
    assert "retreat any number of troops" in chani and "12" not in chani
    assert "Deploy any number of troops from the garrison to the Conflict" in shown("Rapid Mobilization")


def test_signet_ring_reads_as_the_leaders_ability() -> None:
    """004 Líderes: the Signet Ring uses the right-hand ability of the player's own leader."""
    assert "Agent box: Use your leader's Signet Ring ability" in shown("Signet Ring")
    leto = shown("Signet Ring", Reader(players=4, leaders=("leto_atreides",), seat=0))
    assert "Prudent Diplomacy, the Signet Ring ability of Duke Leto Atreides: you may pay 1 spice" in leto
    rabban = Reader(players=3, leaders=("leto_atreides", "glossu_rabban", None), seat=1)
    assert "Brutality" in shown("Signet Ring", rabban) and "Prudent" not in shown("Signet Ring", rabban)
    ld = shown("Glossu Rabban")  # a unique part of a name finds the component
    assert "Arrakis Fiefdom: " in ld and "At setup: +1 spice; +1 Solari" in ld
    assert "Signet Ring — Brutality: Recruit 1 troop; if you have at least one Alliance: recruit 1 troop" in ld


@pytest.mark.parametrize("difficulty,cost", [("mercenary", "2 Solari"), ("sardaukar", "5 Solari"),
                                             ("mentat", "5 Solari"), ("kwisatz_haderach", "5 Solari")])
def test_solo_mentat_cost_by_difficulty(difficulty: str, cost: str) -> None:
    """000/001 House Hagal sheet: at Sardaukar and above a 5 Solari token lies on the Mentat space
    ("this board space costs 5 Solari instead of 2")."""
    text = shown("Mentat", Reader(players=1, difficulty=difficulty, leaders=(None,), seat=0))
    assert f"Cost: {cost}" in text
    swordmaster = shown("Swordmaster", Reader(players=1, difficulty=difficulty, seat=0))
    assert ("Closed to you in this game: at Kwisatz Haderach difficulty" in swordmaster) == \
        (difficulty == "kwisatz_haderach")
    assert "Cost: 2 Solari" in shown("Mentat", Reader(players=4, seat=0))


def test_leto_sees_his_landsraad_costs() -> None:
    """Landsraad Popularity: his Landsraad spaces cost 1 Solari less; others see the printed cost."""
    leto = Reader(players=3, leaders=("leto_atreides", None, None), seat=0)
    assert "Cost: 4 Solari in this game (printed: 5 Solari)" in shown("High Council", leto)
    assert "Cost: 5 Solari\n" in shown("High Council", Reader(players=3, leaders=("leto_atreides", None, None), seat=1))
    # docs/rulings.md H12: the solo Mentat token (5) less Landsraad Popularity (1)
    solo = Reader(players=1, difficulty="sardaukar", leaders=("leto_atreides",), seat=0)
    assert "Cost: 4 Solari in this game (printed: 2 Solari)" in shown("Mentat", solo)


def test_third_reward_only_with_four_players() -> None:
    """004 Resolver o Combate: the 3rd reward only in a 4-player game (docs/rulings.md R18)."""
    assert "\n3rd: +1 spice" in shown("Desert Power", Reader(players=4, seat=0))
    assert "\n3rd (with fewer than 4 players: only to players tied for 2nd): +1 spice" in shown("Desert Power", Reader(players=3, seat=0))
    assert "\n3rd: +1 spice" in shown("Desert Power")


def test_names_with_several_components_show_all() -> None:
    assert shown("Skirmish").count("[Conflict card, level I]") == 4
    foldspace = shown("Foldspace")  # the Reserve card, the board space and the House Hagal card
    assert "[Reserve card]" in foldspace and "[board space" in foldspace and "[House Hagal card" in foldspace
    reserve = shown("Reserve")
    assert [n for n in ("Arrakis Liaison", "The Spice Must Flow", "Foldspace") if n in reserve] == \
        ["Arrakis Liaison", "The Spice Must Flow", "Foldspace"]
    assert shown("house hagal").count("[House Hagal card") == len(HAGAL_CARD.get(C))
    assert find_components(C, "thorvald") == ([], ["Countess Ariana Thorvald", "Earl Memnon Thorvald"])
    assert render_component(C, "no such thing") is None


def test_house_hagal_cards_by_game() -> None:
    """001 House Hagal: a Combat space sends recruits to the Conflict and deploys 2 more; Harvest
    Spice: solo the Rival takes the spice, two players the bonus spice goes back."""
    hs = shown("Harvest Spice")
    assert "The Great Flat, Hagga Basin or Imperial Basin" in hs and "Solo: " in hs and "two players: " in hs
    solo = shown("Harvest Spice", Reader(players=1, difficulty="mentat", seat=0))
    assert "The Rival takes the space's spice" in solo and "back to the bank" not in solo
    assert "4 or more strength ahead" in solo
    two = shown("Arrakeen (1P)", Reader(players=2, seat=0))
    assert "Not in this game's House Hagal deck" in two and "Signet Ring" in two
    assert "Recruit 3 troops to the Conflict" in shown("heighliner", PRINTED).split("\n\n")[1]
    assert "Reshuffle" in shown("Reshuffle") and "reveal another card" in shown("Reshuffle")


# ---- the interfaces ---------------------------------------------------------------------------

def test_cards_show_cli(capsys: pytest.CaptureFixture[str]) -> None:
    from landsraad.interfaces.cli import main

    def cards(*args: str) -> tuple[int, str, str]:
        code = main(["cards", *args])
        out, err = capsys.readouterr()
        return code, out, err

    out = cards("--show", "Paul Atreides")[1]
    assert "Prescience: " in out and "Signet Ring — Discipline: Draw 1 card" in out
    assert "[House Hagal card" in cards("--show", "Conspire")[1]
    assert "Checked: " in cards("--show", "Conspire", "--sources")[1]
    out = cards("--show", "Mentat", "--players", "1", "--difficulty", "mentat")[1]
    assert "Cost: 5 Solari in this game (printed: 2 Solari)" in out
    out = cards("--show", "Signet Ring", "--leader", "helena_richese")[1]
    assert "Manipulate, the Signet Ring ability of Helena Richese" in out
    code, _, err = cards("--show", "Mentat", "--players", "1", "--difficulty", "godlike")
    assert code == 2 and "unknown difficulty" in err
    code, _, err = cards("--show", "Thorvald")
    assert code == 2 and "Countess Ariana Thorvald" in err
    listing = cards()[1]
    assert "hagal: 15 kinds, 31 cards" in listing and "House Hagal deck, solo games: 27 cards" in listing


def test_terminal_question_mark_uses_the_game() -> None:
    """`?NAME` in `landsraad play`: this seat's leader's Signet Ring, this game's Mentat cost."""
    from rich.console import Console

    from landsraad.interfaces.play import PlaySession

    con = Console(file=io.StringIO(), width=80)
    s = new_game(GameConfig(players=1, difficulty="sardaukar", leaders=("ilban_richese",), log=True), 4)
    session = PlaySession(s.config, 4, ["human"], con, lambda _p: None, state=s)
    session.show_component("Signet Ring", view(s, 0))
    session.show_component("mentat", view(s, 0))
    out = " ".join(con.file.getvalue().split())  # type: ignore[attr-defined]  (lines wrap at 80)
    assert "Manufacturing, the Signet Ring ability of Count Ilban Richese: +1 Solari" in out
    assert "Cost: 5 Solari in this game (printed: 2 Solari)" in out
