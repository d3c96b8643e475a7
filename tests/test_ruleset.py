"""Rulesets assembled from modules (issue 13, landsraad/rules/ruleset.py; docs/architecture.md).

The toy module below is a throw-away demonstration: it adds one board space, one Imperium card,
one custom effect and one decision kind through the public extension points only
(`Module`, `register_module`, `content_with`, the content loader's record builders), and a game
plays with them; it also has a setup step and a trigger (event `acquire`). It is not a rule of any edition.
"""

from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest
from rich.console import Console

from landsraad import ConfigError, GameConfig, GameState, new_game, view
from landsraad.content import Faction, content_with, declare_factions, load_content
from landsraad.content.loader import load_card, load_space
from landsraad.core.errors import ContentError, IllegalActionError, SaveError
from landsraad.interfaces.screen import describe_decision, numbered, options_block
from landsraad.interfaces.web.client import client_view
from landsraad.invariants import check
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.rl.codec import action_codec
from landsraad.rl.observation import observation_encoder
from landsraad.rules import registry
from landsraad.rules.actions import Acquire, AgentMove, Form, Give, Sell
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.events import BASE, Triggers
from landsraad.rules.influence import change_influence
from landsraad.rules.registry import Frame, missing_handlers
from landsraad.rules.ruleset import MODULES, Module, Seat, Table, register_module, ruleset_for

# ---- the toy module ------------------------------------------------------------------------------

TOY_SPACE = load_space({
    "id": "toy_oasis", "name": "Toy Oasis", "icon": "city",
    "effects": [{"water": 1}, {"custom": "toy_pick"}], "source": "tests/test_ruleset.py (toy module)"})
TOY_CARD = load_card({
    "id": "toy_stillsuit", "name": "Toy Stillsuit", "copies": 2, "cost": 1, "icons": ["city"],
    "agent": [{"water": 1}], "reveal": [{"persuasion": 2}], "checked": "tests/test_ruleset.py (toy module)"},
    "imperium")


def _toy_pick(s: GameState, seat: int, e: tuple[object, ...], src: str) -> None:
    """The toy space's custom effect asks its own decision: 1 spice or 1 Solari."""
    s.pending = ("toy_pick", seat)


def _toy_pick_legal(s: GameState, pend: Frame) -> list[str]:
    return ["toy spice", "toy solari"]


class ToyTake(NamedTuple):
    """The toy decision's typed action: `toy <resource>` (the module's own action form)."""

    resource: str


def _toy_pick_apply(s: GameState, pend: Frame, a: ToyTake) -> None:
    p = s.players[pend[1]]
    if a.resource == "spice":
        p.spice += 1
    else:
        p.solari += 1


# the module's decision kind, declared once: its action form (grammar, texts, the values of its
# new `<toy_resource>` slot for the RL codec), its prompt and explanation
TOY_PICK = DecisionKind(
    name="toy_pick", legal=_toy_pick_legal, apply=_toy_pick_apply,
    forms=(Form("toy", ("toy", "<toy_resource>"), ToyTake, label="Take 1 {resource}",
                gloss="1 {resource} from the Toy Oasis", domains={"<toy_resource>": ("spice", "solari")},
                doc="toy_pick (toy module)"),),
    prompt="Toy Oasis: gain 1 spice or 1 Solari.",
    explain="The toy module's own decision (tests/test_ruleset.py, not a rule of any edition).")


TOY_ACQUIRED: list[tuple[int, str]] = []


def _on_acquire(s: GameState, seat: int, cid: str, top: bool) -> None:
    """The toy module's trigger: event `acquire` (rules/events.py); it notes each Toy Stillsuit."""
    if cid == "toy_stillsuit":
        TOY_ACQUIRED.append((seat, cid))


def _toy_triggers(t: Triggers) -> None:
    t.on("acquire", _on_acquire)


def _toy_setup(s: GameState) -> None:
    """The toy module's setup step: every seat starts with 1 spice."""
    for p in s.players:
        p.spice += 1


TOY = register_module(Module(
    name="toy_oasis",
    requires=("base",),
    content=lambda c: content_with(c, spaces=[TOY_SPACE], cards=[TOY_CARD]),
    effects={"custom:toy_pick": _toy_pick},
    decisions=(TOY_PICK,),
    texts={"custom:toy_pick": "gain 1 spice or 1 Solari"},
    setup_steps=(_toy_setup,),
    triggers=_toy_triggers,
))
WIDE_ROW = register_module(Module(name="toy_wide_row", table={"imperium_row_size": 6}))


# ---- tests -----------------------------------------------------------------------------------------

def test_toy_module_adds_a_space_and_a_card_and_a_game_uses_them() -> None:
    """A game with the toy module offers the new space and the new card, asks the module's
    decision kind, keeps the invariants at every step, saves and loads mid-game, and ends."""
    cfg = GameConfig(players=4, modules=("toy_oasis",))
    s = new_game(cfg, seed=3)
    TOY_ACQUIRED.clear()
    assert _on_acquire in s.rules.triggers.acquire and _on_acquire not in BASE.acquire
    assert "toy_oasis" in s.rules.content.spaces and s.rules.board[-1].id == "toy_oasis"
    assert (s.imperium_deck + s.imperium_row).count("toy_stillsuit") == 2
    assert "toy_oasis" not in load_content("base").spaces  # the edition's own content is untouched
    assert [p.spice for p in s.players] == [1, 1, 1, 1]  # its setup step ran (no leaders here)
    rng = random.Random(5)
    seen = {"space": 0, "pick": 0, "acquired": 0, "saved": 0}
    while not s.is_terminal():
        legal = s.legal_actions()
        toy = [a for a in legal if a.endswith(" toy_oasis") or a in ("acquire toy_stillsuit", "toy spice")]
        a = toy[0] if toy and rng.random() < 0.9 else legal[rng.randrange(len(legal))]
        seen["space"] += a.endswith(" toy_oasis")
        seen["pick"] += s.pending is not None and s.pending[0] == "toy_pick"
        seen["acquired"] += a == "acquire toy_stillsuit"
        s.apply(a)
        assert check(s) == [], check(s)
        if s.version % 97 == 0:  # a save names the module; loading rebuilds the same ruleset
            loaded = GameState.from_json(s.to_json())
            assert loaded.rules is s.rules and loaded.state_hash() == s.state_hash()
            seen["saved"] += 1
    assert all(seen.values()), seen
    assert len(TOY_ACQUIRED) == seen["acquired"]  # the trigger saw every acquisition of the card
    assert s.result()["winner"] >= 0


def test_a_module_sets_a_table_number() -> None:
    """The Imperium Row size is the ruleset's: a module may change it (base: five, 004)."""
    assert len(new_game(GameConfig(players=3), seed=1).imperium_row) == 5
    s = new_game(GameConfig(players=3, modules=("toy_wide_row",)), seed=1)
    assert s.rules.table.imperium_row_size == 6 and len(s.imperium_row) == 6


def test_base_ruleset_numbers_and_factions() -> None:
    """The base table (004) and the Factions with their 4-Influence bonuses, now data
    (modules/base/content/factions.yaml, FAQ "Printed values")."""
    rules = ruleset_for(GameConfig(players=4))
    assert rules.table == Table()
    assert rules.table.conflict_recipe == ((3, 4), (2, 5), (1, 1)) and rules.table.conflict_rewards == 3
    assert rules.sell_melange == {2: 6, 3: 8, 4: 10, 5: 12}
    assert rules.factions == ("emperor", "guild", "bene_gesserit", "fremen")
    assert rules.four_bonus == {"emperor": ("recruit", 2), "guild": ("solari", 3),
                                "bene_gesserit": ("intrigue", 1), "fremen": ("water", 1)}
    assert rules.start_vp == 1 and ruleset_for(GameConfig(players=3)).start_vp == 0


def test_seats_are_explicit() -> None:
    """Seat roles come from the seat plan (001: House Hagal in 2-player games, Rivals solo)."""
    assert ruleset_for(GameConfig(players=4)).seats == (Seat(),) * 4
    two = ruleset_for(GameConfig(players=2))
    assert [x.role for x in two.seats] == ["human", "human", "house_hagal"]
    assert not two.seats[2].scores and not two.seats[2].takes_rewards and not two.seats[2].holds_first_player
    assert two.automa is not None and two.automa.kind == "house_hagal" and two.automa_seats == (2,)
    solo = ruleset_for(GameConfig(players=1, difficulty="mentat"))
    assert [x.role for x in solo.seats] == ["human", "rival", "rival"]
    assert solo.automa is not None and solo.automa.kind == "rival"
    assert all(x.team is None for x in solo.seats)
    assert new_game(GameConfig(players=1), seed=2).automa == (1, 2)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"edition": "nope"}, "edition 'nope' is not available yet (available: base, uprising)"),
    ({"modules": ("nope",)}, "unknown module 'nope'"),
    ({"modules": ("toy_oasis", "toy_oasis")}, "module 'toy_oasis' is named twice"),
    ({"modules": ("base",)}, "module 'base' is named twice"),
])
def test_unknown_editions_and_modules_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(message)):
        GameConfig(players=3, **kwargs)  # type: ignore[arg-type]


def test_a_planned_edition_is_refused_with_its_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    """An edition on paper (PLANNED, as Uprising was until its rules were complete) is refused with why."""
    from landsraad.rules.ruleset import PLANNED

    monkeypatch.setitem(PLANNED, "toy_planned", "its rules module is not complete")
    with pytest.raises(ConfigError, match=re.escape("edition 'toy_planned' is not available yet: its rules module "
                                                    "is not complete (available: base, uprising)")):
        GameConfig(players=3, edition="toy_planned")


def test_a_module_needing_another_is_refused_without_it() -> None:
    register_module(Module(name="toy_needs_other", requires=("toy_oasis",)))
    with pytest.raises(ConfigError, match="module 'toy_needs_other' needs toy_oasis before it"):
        GameConfig(players=3, modules=("toy_needs_other",))
    assert GameConfig(players=3, modules=("toy_oasis", "toy_needs_other")).modules[-1] == "toy_needs_other"
    MODULES.pop("toy_needs_other")


def test_content_with_replaces_only_what_it_names() -> None:
    """A module replaces another's component only on purpose (Immortality's Research Station)."""
    base = load_content("base")
    other = load_space({"id": "research_station", "name": "Other Research Station", "icon": "city",
                        "effects": [{"draw": 1}]})
    with pytest.raises(ContentError, match="already exists"):
        content_with(base, spaces=[other])
    swapped = content_with(base, spaces=[other], replaces=["research_station"])
    assert swapped.spaces["research_station"].name == "Other Research Station"
    assert swapped.space_order == base.space_order
    dangling = load_space({"id": "toy_bad", "name": "Bad", "icon": "city", "effects": [{"control": "nowhere"}]})
    with pytest.raises(ContentError, match="unknown space 'nowhere'"):
        content_with(base, spaces=[dangling])


def test_a_config_without_modules_saves_as_before() -> None:
    """No `modules` key unless modules are used: saves, records and golden hashes keep their shape."""
    assert "modules" not in GameConfig(players=3).to_dict()
    d = GameConfig(players=3, modules=("toy_oasis",)).to_dict()
    assert d["modules"] == ["toy_oasis"] and GameConfig.from_dict(d).modules == ("toy_oasis",)


def test_conflict_card_discarded_or_kept_is_the_rulesets() -> None:
    """004 Fase 3: the Conflict card is discarded after combat. A ruleset may say it is kept
    (Uprising: the winner keeps it in their `conflicts` zone; tests/test_units_places.py)."""
    register_module(Module(name="toy_keep_conflicts", table={"conflict_card_kept": True}))
    for modules, discarded in (((), 1), (("toy_keep_conflicts",), 0)):
        s = new_game(GameConfig(players=3, modules=modules), seed=4)
        rng = random.Random(1)
        while s.round == 1:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        kept = [c for p in s.players for c in p.zones.get("conflicts", ())]
        assert len(s.conflict_discard) == discarded and len(kept) == 1 - discarded, modules
    MODULES.pop("toy_keep_conflicts")


def _register_smugglers() -> None:
    """A toy module with a fifth Faction, its board space and a card (registered once)."""
    declare_factions("toy_smugglers")
    space = load_space({"id": "toy_smugglers_den", "name": "Toy Smugglers' Den", "icon": "toy_smugglers",
                        "faction": "toy_smugglers", "effects": [{"solari": 1}]})
    card = load_card({"id": "toy_smuggler", "name": "Toy Smuggler", "copies": 3, "cost": 0,
                      "faction": "toy_smugglers", "icons": ["toy_smugglers", "city"],
                      "agent": [{"influence": "toy_smugglers"}]}, "imperium")
    faction = Faction(id="toy_smugglers", name="Toy Smugglers", four_bonus=("spice", 2), checked="toy")
    if "toy_smugglers" not in MODULES:
        register_module(Module(name="toy_smugglers", content=lambda c: content_with(
            c, spaces=[space], cards=[card], factions=[faction])))


def test_a_module_adds_a_faction() -> None:
    """Factions are the ruleset's, not a fixed tuple: a module declares a fifth one with its
    4-Influence bonus and a board space of its own (six players add two Factions: seed 002);
    a player's Influence and the Alliances then have five tracks, and the rules use it."""
    _register_smugglers()
    s = new_game(GameConfig(players=3, modules=("toy_smugglers",)), seed=6)
    assert s.rules.factions[-1] == "toy_smugglers" and s.rules.four_bonus["toy_smugglers"] == ("spice", 2)
    assert all(len(p.influence) == 5 for p in s.players) and len(s.alliance) == 5
    rng = random.Random(2)
    visits, scored = 0, False
    while not s.is_terminal():
        legal = s.legal_actions()
        den = [a for a in legal if a.endswith(" toy_smugglers_den") or a == "acquire toy_smuggler"]
        a = den[0] if den else legal[rng.randrange(len(legal))]
        visits += a.endswith(" toy_smugglers_den")
        s.apply(a)
        assert check(s) == [], check(s)  # the invariants check every track's VP and Alliance
        scored = scored or any(p.vp_sources.get("influence:toy_smugglers") for p in s.players)
    assert visits > 0 and scored  # 2 Influence on the new track is worth 1 VP (004 Facções)
    assert set(view(s, 0)["alliance"]) == set(s.rules.factions)
    # 004 Facções: reaching 4 takes the track's bonus and, first there, its Alliance
    s = new_game(GameConfig(players=3, modules=("toy_smugglers",)), seed=6)
    s.players[0].influence = (0, 0, 0, 0, 3)
    s.stack.clear()
    change_influence(s, 0, "toy_smugglers", 1)
    assert s.alliance[4] == 0 and s.stack[-1] == ("eff", 0, ("spice", 2), "bonus:toy_smugglers")


def test_content_with_adds_intrigues_conflicts_leaders_and_hagal_cards() -> None:
    """Every pool a module may add to: an Intrigue joins the deck with its copies (a replaced
    one leaves it), Conflict cards, leaders and House Hagal cards join their pools."""
    from dataclasses import replace

    base = load_content("base")
    ig = replace(base.intrigues["bribery"], id="toy_bribe", name="Toy Bribe", copies=3)
    cf = replace(next(iter(base.conflicts.values())), id="toy_skirmish", name="Toy Skirmish")
    ld = replace(next(iter(base.leaders.values())), id="toy_leader", name="Toy Leader")
    hc = replace(next(iter(HAGAL_CARD.get(base).values())), id="toy_hagal", name="Toy Hagal")
    more = content_with(base, intrigues=[ig], conflicts=[cf], leaders=[ld], kinds={HAGAL_CARD.name: [hc]})
    assert more.intrigue_deck.count("toy_bribe") == 3 and len(more.intrigue_deck) == len(base.intrigue_deck) + 3
    assert {"toy_skirmish", "toy_leader", "toy_hagal"} <= {*more.conflicts, *more.leaders, *HAGAL_CARD.get(more)}
    one = replace(base.intrigues["bribery"], copies=1)
    swapped = content_with(base, intrigues=[one], replaces=["bribery"])
    assert swapped.intrigue_deck.count("bribery") == 1
    with pytest.raises(ContentError, match="intrigue 'bribery' already exists"):
        content_with(base, intrigues=[one])


def test_a_module_naming_a_handler_it_does_not_bring_is_refused() -> None:
    """Content that names a custom effect no module handles fails when the ruleset is built,
    not in the middle of a game."""
    bad = load_space({"id": "toy_unhandled", "name": "Unhandled", "icon": "city",
                      "effects": [{"custom": "toy_nobody_handles_this"}]})
    register_module(Module(name="toy_unhandled", content=lambda c: content_with(c, spaces=[bad])))
    with pytest.raises(ContentError, match="no rules handler .*toy_unhandled.*toy_nobody_handles_this"):
        new_game(GameConfig(players=3, modules=("toy_unhandled",)), seed=1)
    MODULES.pop("toy_unhandled")
    rules = ruleset_for(GameConfig(players=3))
    assert missing_handlers(load_content("base"), rules.effects, rules.conditions) == []


# ---- decision kinds declared once (rules/decisions.py), dispatch per ruleset, codec per ruleset -------

def _toy_game_at_pick(seed: int = 3) -> GameState:
    """A toy game played (preferring the Toy Oasis) until the module's own decision is asked."""
    s = new_game(GameConfig(players=4, modules=("toy_oasis",)), seed=seed)
    rng = random.Random(seed)
    while s.pending is None or s.pending[0] != "toy_pick":
        assert not s.is_terminal(), "the toy decision was never asked"
        legal = s.legal_actions()
        toy = [a for a in legal if a.endswith(" toy_oasis")]
        s.apply(toy[0] if toy else legal[rng.randrange(len(legal))])
    return s


def test_a_module_decision_kind_is_rendered_by_every_interface() -> None:
    """The toy module's decision kind (TOY_PICK: a prompt, an action form with its label, gloss
    and slot values) gets terminal, browser and RL codec rendering without touching the
    interfaces: they derive it from the declaration (interfaces/prompts.py, rl/codec.py)."""
    s = _toy_game_at_pick()
    seat = s.current_player()
    v = view(s, seat)
    content = s.rules.content
    assert v["decision"]["legal"] == ["toy spice", "toy solari"]
    # the terminal: the prompt line and the numbered options with their gloss
    prompt = describe_decision("toy_pick", s.pending, content, v["players"][seat], rules=s.rules)
    assert prompt == "Toy Oasis: gain 1 spice or 1 Solari."
    con = Console(width=120, file=io.StringIO(), no_color=True)
    con.print(options_block(numbered(v["decision"]["legal"]), "toy_pick", s.pending, content, rules=s.rules))
    shown = con.file.getvalue()  # type: ignore[attr-defined]
    assert "1 toy spice  1 spice from the Toy Oasis" in shown and "2 toy solari  1 solari from the Toy Oasis" in shown
    # the browser: the decision JSON the server sends
    d = client_view(v, content, log=[], log_from=0, game={}, undo=0)["decision"]
    assert d["kind"] == "toy_pick" and d["text"] == prompt and d["prompt"] == "" and d["ui"] == []
    assert [(o["action"], o["label"], o["gloss"]) for o in d["options"]] == [
        ("toy spice", "Take 1 spice", "1 spice from the Toy Oasis"),
        ("toy solari", "Take 1 solari", "1 solari from the Toy Oasis")]
    # the RL codec and observation of the toy ruleset: its form is laid out after the base ones
    base, toy = action_codec("base"), action_codec("base", ("toy_oasis",))
    assert toy.ranges["toy"] == (toy.n - 2, 2) and toy.decode(toy.n - 1) == "toy solari"
    assert toy.mask(v["decision"]["legal"]).sum() == 2 and "toy_pick" not in observation_encoder("base").kinds
    assert base.domains["<card>"] != toy.domains["<card>"]  # the toy card and space are in its layout
    enc = observation_encoder("base", ("toy_oasis",))
    assert "toy_pick" in enc.kinds and enc.encode(v).shape == (enc.size,)
    s.apply(toy.decode(toy.encode("toy spice")))


def test_a_module_handlers_are_visible_only_in_games_using_it() -> None:
    """Per-ruleset dispatch tables: the toy module's decision kind and effect are in its games'
    ruleset, never in the base game's tables (rules/registry.py) nor a base game's ruleset."""
    toy = ruleset_for(GameConfig(players=4, modules=("toy_oasis",)))
    base = ruleset_for(GameConfig(players=4))
    assert "toy_pick" in toy.decisions and "custom:toy_pick" in toy.effects
    assert "toy_pick" not in base.decisions and "custom:toy_pick" not in base.effects
    assert "toy_pick" not in registry.DECISIONS and "custom:toy_pick" not in registry.EFFECTS
    # the base game's tables: the core's and the base module's (its cards' and leaders': issue 27)
    assert registry.DECISIONS.items() <= base.decisions.items() and registry.EFFECTS.items() <= base.effects.items()
    assert "voice" in base.decisions and "voice" not in registry.DECISIONS
    assert toy.grammar.parse("toy solari") == ToyTake("solari")
    with pytest.raises(IllegalActionError):
        base.grammar.parse("toy solari")  # not in the base game's notation
    # a base game refuses a save naming the module's decision without the module in its config
    s = _toy_game_at_pick()
    d = s.to_json()
    d["config"].pop("modules")
    with pytest.raises(SaveError, match="decision|unknown"):
        GameState.from_json(d)


def test_a_toy_save_mid_decision_loads_in_a_fresh_process(tmp_path: Path) -> None:
    """A save of a non-base ruleset, taken while the module's decision waits, loads in a fresh
    process after another ruleset's tables were built (the module is registered by importing
    the file that defines it), and plays on to the same state as here."""
    s = _toy_game_at_pick()
    path = tmp_path / "toy.json"
    path.write_text(json.dumps(s.to_json()))
    s.apply("toy spice")
    code = f"""
import json, sys
sys.path.insert(0, {str(Path(__file__).parent)!r})
from landsraad import GameConfig, GameState, new_game
new_game(GameConfig(players=2), seed=1)   # another ruleset (House Hagal's) is built first
import test_ruleset                        # registers the toy module
s = GameState.from_json(json.loads(open({str(path)!r}).read()))
assert s.pending[0] == "toy_pick", s.pending
s.apply("toy spice")
print(s.state_hash())
"""
    root = str(Path(__file__).parent.parent)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env, cwd=root)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == s.state_hash()


def test_a_five_faction_ruleset_gets_its_own_codec() -> None:
    """RL layouts from the ruleset (issue 13): a fifth Faction adds its `faction`, `masterstroke`
    pair and Alliance/Influence slots; the base layouts do not change (tests/test_rl.py)."""
    _register_smugglers()
    codec = action_codec("base", ("toy_smugglers",))
    base = action_codec("base")
    assert codec.domains["<faction>"] == (*base.domains["<faction>"], "toy_smugglers")
    assert "faction toy_smugglers" in codec.index and "masterstroke emperor toy_smugglers" in codec.index
    assert "faction toy_smugglers" not in base.index
    enc = observation_encoder("base", ("toy_smugglers",))
    assert enc.block("alliance").size == 5 * 4 and observation_encoder("base").block("alliance").size == 4 * 4
    s = new_game(GameConfig(players=3, modules=("toy_smugglers",)), seed=6)
    rng = random.Random(1)
    while not s.is_terminal():
        legal = s.legal_actions()
        codec.encode_all(legal)  # every legal action of the five-Faction game has an index
        enc.encode(view(s, s.current_player()))
        den = [a for a in legal if a.endswith(" toy_smugglers_den")]
        s.apply(den[0] if den and rng.random() < 0.5 else legal[rng.randrange(len(legal))])


def test_a_six_seat_ruleset_gets_its_own_codec() -> None:
    """Seats addressed by actions (`give p<n>`, `target p<n>`) and the observation's relative
    seats come from the ruleset's largest table, not a constant of four."""
    if "toy_six_seats" not in MODULES:
        register_module(Module(name="toy_six_seats", table={"max_players": 6}))
    codec = action_codec("base", ("toy_six_seats",))
    assert codec.domains["<seat>"] == tuple(f"p{i}" for i in range(6)) and "target p5" in codec.index
    assert "target p5" not in action_codec("base").index
    assert observation_encoder("base", ("toy_six_seats",)).block("num_players").size == 6


def test_every_base_action_parses_into_its_form() -> None:
    """The notation is one grammar (rules/actions.py): each string of the base codec layout
    parses into a typed action of the form that produced it, and nothing else parses."""
    rules = ruleset_for(GameConfig(players=4))
    codec = action_codec("base")
    for name, (start, count) in codec.ranges.items():
        for a in codec.actions[start:start + count]:
            form, typed = rules.grammar.form_of(a)
            assert form.name == name, (a, form.name)
            assert isinstance(typed, tuple)
    assert rules.grammar.parse("agent dagger arrakeen") == AgentMove("dagger", "arrakeen")
    assert rules.grammar.parse("acquire set_aside stilgar") == Acquire("stilgar", set_aside=True)
    assert rules.grammar.parse("give p2") == Give(2) and rules.grammar.parse("sell 3") == Sell(3)
    for bad in ("", "agent dagger", "sell three", "give x2", "fly away"):
        with pytest.raises(IllegalActionError):
            rules.grammar.parse(bad)


def test_every_offered_action_is_a_form_its_kind_declares() -> None:
    """Each decision kind names the forms it offers (DecisionKind.forms) and has a prompt; in
    random games every legal action is one of the forms its pending kind declares."""
    rules = ruleset_for(GameConfig(players=4))
    for name, kind in rules.decisions.items():
        assert kind.prompt and kind.forms and kind.explain, name
        assert all(f in rules.grammar.by_name for f in kind.form_names()), name
    for players, seed in ((4, 1), (3, 2), (2, 3), (1, 4)):
        s = new_game(GameConfig(players=players), seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            assert s.pending is not None
            kind = s.rules.decisions[s.pending[0]]
            legal = s.legal_actions()
            for a in legal:
                assert rules.grammar.form_of(a)[0].name in kind.form_names(), (kind.name, a)
            if kind.payload is not None:  # the typed payload converts back to the same tuple
                assert kind.pending(s.pending[1], kind.payload_of(s.pending)) == s.pending
            s.apply(legal[rng.randrange(len(legal))])


def test_a_module_decision_kind_clashing_or_outside_the_grammar_is_refused() -> None:
    """A module may not redeclare a base decision kind (refused when its ruleset is built), and
    an action its kind offers without a form in the grammar is refused before anything changes."""
    clash = DecisionKind(name="turn", legal=_toy_pick_legal, apply=_toy_pick_apply)
    if "toy_clash" not in MODULES:
        register_module(Module(name="toy_clash", decisions=(clash,)))
    with pytest.raises(ContentError, match="decision 'turn' is already handled"):
        ruleset_for(GameConfig(players=3, modules=("toy_clash",)))
    bad = DecisionKind(name="toy_bad", legal=lambda s, pend: ["bogus one", "bogus two"], apply=_toy_pick_apply)
    if "toy_bad" not in MODULES:
        register_module(Module(name="toy_bad", decisions=(bad,)))
    s = new_game(GameConfig(players=3, modules=("toy_bad",)), seed=1)
    s.pending = ("toy_bad", s.current_player())  # as a rule of the module would ask it
    before, version = s.state_hash(), s.version
    with pytest.raises(IllegalActionError, match="not in the action notation"):
        s.apply("bogus one")
    assert s.state_hash() == before and s.version == version and s.pending == ("toy_bad", 0)
