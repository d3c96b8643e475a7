"""Base-game Imperium and Intrigue cards in an Uprising game (issue 30; `landsraad/modules/combined/base__uprising/cards.py`).

Seed 002 "COMBINAR INSURRECCIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM" / "COMBINAR CON EL DUNE:
IMPERIUM BÁSICO": "Puedes mezclar todas las demás cartas de Intriga y del Imperio con las de
INSURRECCIÓN"; "Dado que en INSURRECCIÓN no hay ningún Mentat, debes quitar la carta de Intriga
Cálculos suplementarios" (Calculated Hire: docs/rulings.md M900); "Recomendamos no añadir las cartas
de Conflicto de DUNE: IMPERIUM" (M909: optional, tests/test_base_conflicts.py). Rulings M900–M904.
"""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest

from landsraad import GameConfig, GameState, new_game
from landsraad.content import load_content
from landsraad.content.names import load_names, localized
from landsraad.core.errors import ConfigError, ContentError
from landsraad.invariants import check
from landsraad.modules.combined.base__uprising import cards as module
from landsraad.rules.editions import ruleset_of

MODULES = ("base_cards",)


def _config(players: int = 4, modules: tuple[str, ...] = MODULES) -> GameConfig:
    return GameConfig(edition="uprising", players=players, modules=modules)


def test_the_decks_are_uprising_s_and_the_base_game_s_without_the_mentat_card() -> None:
    base, uprising = load_content("base"), load_content("uprising")
    content = ruleset_of("uprising", MODULES).content
    # 002: "mezclar todas las demás cartas de Intriga y del Imperio con las de INSURRECCIÓN"
    assert Counter(content.imperium_deck) == Counter(uprising.imperium_deck) + Counter(base.imperium_deck)
    base_intrigues = Counter(i for i in base.intrigue_deck if i != "calculated_hire")
    assert Counter(content.intrigue_deck) == Counter(uprising.intrigue_deck) + base_intrigues
    assert len(base.imperium_deck) == 67 and sum(base_intrigues.values()) == 39
    # 002: "debes quitar la carta de Intriga Cálculos suplementarios" (M900)
    assert "calculated_hire" not in content.intrigues and "calculated_hire" not in content.intrigue_deck
    # the starter decks, Reserve, Conflict cards and board stay Uprising's (M902; base Conflicts only with base_conflicts: M909)
    assert content.starter_deck == uprising.starter_deck and content.reserve == uprising.reserve
    assert content.conflicts == uprising.conflicts and content.spaces == uprising.spaces
    # every card knows its product: the base ones are the base game's
    assert {content.cards[c].product for c in base.imperium_deck} == {"base"}
    assert {content.intrigues[i].product for i in base_intrigues} == {"base"}
    assert {content.cards[c].product for c in uprising.imperium_deck} == {"uprising"}


def test_no_card_of_the_game_needs_the_mentat() -> None:
    """002: "en INSURRECCIÓN no hay ningún Mentat" (M901)."""
    from landsraad.content.boxes import component_boxes, component_conditions
    from landsraad.content.tree import walk

    content = ruleset_of("uprising", MODULES).content
    assert not [e for _w, box in component_boxes(content) for e in walk(box) if e[0] in module.MENTAT_WORDS]
    assert not [c for _w, c in component_conditions(content) if c[0] == "custom" and c[1] in module.MENTAT_WORDS]


def test_a_base_card_needing_the_mentat_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """M901: were Calculated Hire kept, the module refuses the content with the card and the seed."""
    monkeypatch.setattr(module, "REMOVED_INTRIGUES", ())
    with pytest.raises(ContentError, match=r"intrigue calculated_hire needs the Mentat.*002 COMBINAR"):
        module.base_cards_content(load_content("uprising"))


def test_base_cards_need_the_uprising_board() -> None:
    """M904: the module mixes base cards into Uprising; a base game is refused, clearly."""
    with pytest.raises(ConfigError, match="module 'base_cards' needs uprising"):
        GameConfig(edition="base", modules=MODULES)
    with pytest.raises(ContentError, match="Uprising game"):
        module.base_cards_content(load_content("base"))


@pytest.mark.parametrize("lang", ["en", "es", "pt", "ru"])
def test_a_mixed_game_names_each_card_by_its_product(lang: str) -> None:
    """The base cards show their base names in every language in an Uprising game (issue 30)."""
    s = new_game(_config(), seed=4)
    shown = localized(s.rules.content, lang)
    base = load_names("base", lang) if lang != "en" else None
    for cid in ("the_voice", "guild_bankers", "kwisatz_haderach"):
        want = base["cards"][cid]["name"] if base else load_content("base").cards[cid].name
        assert shown.cards[cid].name == want
    for iid in ("bindu_suspension", "corner_the_market"):
        want = base["intrigues"][iid]["name"] if base else load_content("base").intrigues[iid].name
        assert shown.intrigues[iid].name == want
    if lang == "es":
        assert shown.cards["the_voice"].name == "La Voz"


def test_cards_lists_the_mixed_decks(capsys: pytest.CaptureFixture[str]) -> None:
    from landsraad.interfaces.cli import main

    assert main(["cards", "--edition", "uprising", "--modules", "base_cards", "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "La Voz (the_voice)" in out and "Banqueros de la Cofradía (guild_bankers)" in out
    assert "calculated_hire" not in out
    assert main(["cards", "--edition", "uprising", "--modules", "base_cards", "--show", "The Voice"]) == 0
    assert "The Voice" in capsys.readouterr().out


def _play(config: GameConfig, seed: int, roundtrip_every: int = 0) -> tuple[GameState, set[str], set[str]]:
    """A random game to its end with the invariants at every decision; the base cards that were
    in play and the base Intrigues that were played on the way."""
    s = new_game(config, seed=seed)
    base = load_content("base")
    rng = random.Random(seed)
    in_play: set[str] = set()
    steps = 0
    while not s.is_terminal():
        assert check(s) == [], (seed, steps, check(s))
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
        for p in s.players:
            in_play.update(c for c in p.in_play if c in base.cards and base.cards[c].kind == "imperium")
        if roundtrip_every and steps % roundtrip_every == 0:
            assert GameState.from_json(s.to_json()).state_hash() == s.state_hash()
    intrigues = {i for i in s.intrigue_discard if i in base.intrigues}
    assert s.result()["winner"] >= 0
    return s, in_play, intrigues


def test_sweep_of_mixed_games_keeps_the_invariants() -> None:
    """240 random 3- and 4-player games of Uprising with the base cards, each to its end with the
    invariants at every decision (the card census counts the mixed decks) and a save round trip
    every 60 decisions in every eighth game; all 43 kinds of base Imperium card reach play and all
    33 base Intrigues kept are played."""
    start = time.perf_counter()
    played: Counter[str] = Counter()
    intrigues: Counter[str] = Counter()
    games = 240
    for seed in range(games):
        _s, cards, igs = _play(_config(3 + seed % 2), seed, roundtrip_every=60 if seed % 8 == 0 else 0)
        played.update(cards)
        intrigues.update(igs)
    base = load_content("base")
    # every base Imperium card was in play and every base Intrigue but Calculated Hire was played
    assert set(played) == set(base.imperium_deck), sorted(set(base.imperium_deck) - set(played))
    assert set(intrigues) == set(base.intrigue_deck) - {"calculated_hire"}, \
        sorted(set(base.intrigue_deck) - set(intrigues))
    assert time.perf_counter() - start < 120


@pytest.mark.parametrize("modules", [("choam", "base_cards"), ("base_cards", "immortality")])
def test_base_cards_combine_with_the_other_uprising_modules(modules: tuple[str, ...]) -> None:
    """002 lets each product join Uprising; with CHOAM or Immortality too the decks hold all three."""
    content = ruleset_of("uprising", modules).content
    assert {"base", "uprising"} <= {content.cards[c].product for c in content.imperium_deck}
    for seed in range(3):
        _play(_config(4, modules), seed)


def test_the_agents_and_the_rl_environment_play_a_mixed_game() -> None:
    """The heuristic agents play a mixed game to its end; the PettingZoo environment passes its API
    test on one (the codec lays out the game's own cards: its ruleset's content)."""
    from pettingzoo.test import api_test

    from landsraad import rl
    from landsraad.agents import make_agent
    from landsraad.sim import play_game

    out = play_game(_config(4), 11, [make_agent("heuristic") for _ in range(4)])
    assert out.state.is_terminal() and out.state.result()["winner"] >= 0
    api_test(rl.env(edition="uprising", players=4, modules=MODULES), num_cycles=300)


@pytest.mark.parametrize("lang", ["es", "pt", "ru"])
def test_a_mixed_game_s_log_names_the_base_cards_in_every_language(lang: str) -> None:
    """The log of an Uprising game with base cards reads their base names, never their ids (the
    issue: in Spanish they came back as ids)."""
    from landsraad.rules.view import log_lines

    s = new_game(GameConfig(edition="uprising", players=4, modules=MODULES, log=True), seed=5)
    rng = random.Random(5)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    base = load_content("base")
    names = load_names("base", lang)
    text = "\n".join(log_lines(s, lang=lang))
    ids = {c for c in base.imperium_deck} | {i for i in base.intrigue_deck}
    assert not [cid for cid in ids if "_" in cid and cid in text]
    named = [cid for cid in set(base.imperium_deck) if names["cards"][cid]["name"] in text]
    assert len(named) >= 5, named
