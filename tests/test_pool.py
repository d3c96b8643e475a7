"""Custom card pools (issue 30, landsraad/rules/pool.py): the Imperium and Intrigue decks chosen at setup by
product, card and copies, within what seed 002 "COMBINAR CON EL DUNE: IMPERIUM BÁSICO" lets a table mix
("Puedes mezclar todas las demás cartas de Intriga y del Imperio con las de INSURRECCIÓN"), through the
real engine, records and CLI; docs/rulings.md M906-M908."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from landsraad import GameConfig, GameState, new_game
from landsraad.core.errors import ConfigError, SaveError
from landsraad.interfaces.cli import main
from landsraad.invariants import check
from landsraad.records import replay, verify
from landsraad.rules.pool import PoolError, pool_from_dict, read_pool
from landsraad.rules.ruleset import ruleset_for
from landsraad.sim import make_agents, play_game

MIXED = GameConfig(edition="uprising", modules=("base_cards",))
# a base Imperium card and an Uprising one of the mixed game (both in their products' decks)
BASE_CARD, UP_CARD = "arrakis_recruiter", "bene_gesserit_operative"
POOL = {"imperium": {"include": ["uprising"], "add": {BASE_CARD: 2}, "remove": [UP_CARD]},
        "intrigue": {"include": ["base"]}}


def _cfg(pool: dict, **kw: object) -> GameConfig:
    return GameConfig(**{"edition": "uprising", "modules": ("base_cards",), **kw, "pool": pool_from_dict(pool)})


def test_a_pool_s_cards_are_exactly_the_game_s_decks() -> None:
    full = ruleset_for(MIXED).content
    cfg = _cfg(POOL)
    s = new_game(cfg, seed=3)
    expected = Counter(c for c in full.imperium_deck if full.cards[c].product == "uprising" and c != UP_CARD)
    expected[BASE_CARD] += 2
    dealt = Counter(s.imperium_deck) + Counter(s.imperium_row)
    assert dealt == expected
    intrigues = Counter(s.intrigue_deck) + Counter(i for p in s.players for i in p.intrigues)
    assert intrigues == Counter(i for i in full.intrigue_deck if full.intrigues[i].product == "base")
    assert "calculated_hire" not in intrigues  # M900 still holds inside a pool
    assert check(s) == []


def test_no_pool_keeps_the_saved_config_and_the_decks_unchanged() -> None:
    assert "pool" not in MIXED.to_dict()  # old saves, records and golden hashes stay the same
    a, b = new_game(MIXED, seed=5), new_game(GameConfig(edition="uprising", modules=("base_cards",)), seed=5)
    assert a.state_hash() == b.state_hash()


@pytest.mark.parametrize("pool,modules,words", [
    ({"imperium": {"add": {"no_such_card": 1}}}, ("base_cards",), "unknown card 'no_such_card'"),
    ({"imperium": {"add": {BASE_CARD: 0}}}, ("base_cards",), "copies of 1 or more, not 0"),
    ({"imperium": {"add": {BASE_CARD: -2}}}, ("base_cards",), "copies of 1 or more, not -2"),
    # a base card in an Uprising game without the base cards: its product is not in the game
    ({"imperium": {"add": {BASE_CARD: 1}}}, (), "'arrakis_recruiter' is a card of base, and base is not in"),
    ({"imperium": {"include": ["base"]}}, (), "include 'base' is not a product of this game"),
    # the Mentat's Intrigue: its product is in the game, the board cannot play it (002, M900/M901)
    ({"intrigue": {"add": {"calculated_hire": 1}}}, ("base_cards",), "cannot be played on this board"),
    ({"imperium": {"remove": [BASE_CARD]}}, (), "is a card of base"),
    ({"imperium": {"include": ["uprising"], "remove": [BASE_CARD]}}, ("base_cards",), "cannot remove"),
    ({"intrigue": {"remove": ["calculated_hire"]}}, ("base_cards",), "cannot be played on this board"),
    ({"imperium": {"include": ["uprising"], "add": {}}, "extra": {}}, ("base_cards",), "unknown deck(s) extra"),
    ({"imperium": {"inclde": ["uprising"]}}, ("base_cards",), "unknown key(s) inclde"),
    ({"imperium": {"include": []}}, ("base_cards",), "'include' is a non-empty list"),
    ({}, ("base_cards",), "choose the 'imperium' deck"),
])
def test_a_bad_pool_is_refused_naming_the_problem(pool: dict, modules: tuple[str, ...], words: str) -> None:
    with pytest.raises(ValueError) as e:
        GameConfig(edition="uprising", modules=modules, pool=pool_from_dict(pool))
    assert words in str(e.value)


def test_too_small_a_deck_is_refused() -> None:
    """M906: at least 10 Imperium and 10 Intrigue cards."""
    full = ruleset_for(MIXED).content
    base = sorted({c for c in full.imperium_deck if full.cards[c].product == "base"})
    with pytest.raises(ConfigError, match="imperium: 9 cards is too small a deck"):
        _cfg({"imperium": {"include": ["base"], "remove": base, "add": {BASE_CARD: 9}}})
    ten = _cfg({"imperium": {"include": ["base"], "remove": base, "add": {BASE_CARD: 10}}})
    assert ruleset_for(ten).content.imperium_deck == (BASE_CARD,) * 10
    with pytest.raises(ConfigError, match="intrigue: 3 cards is too small a deck"):
        _cfg({"intrigue": {"include": ["uprising"], "remove": sorted(set(full.intrigue_deck) - {"x"} - {
            i for i in full.intrigue_deck if full.intrigues[i].product == "base"}), "add": {"buy_access": 3}}})


def test_a_hand_built_pool_of_the_wrong_shape_is_refused() -> None:
    with pytest.raises(ConfigError, match="needs a number of copies of 1 or more, not '2'"):
        GameConfig(edition="uprising", modules=("base_cards",), pool=(("imperium", None, (), ((BASE_CARD, "2"),)),))
    for bad in ({"imperium": {}}, (("imperium",),), (("imperium", None, [], ()),)):
        with pytest.raises(ConfigError, match="normalized card pool"):
            GameConfig(edition="uprising", modules=("base_cards",), pool=bad)  # type: ignore[arg-type]


def test_from_dict_checks_the_pool_s_shape_and_round_trips() -> None:
    cfg = _cfg(POOL)
    d = json.loads(json.dumps(cfg.to_dict()))
    assert d["pool"]["imperium"] == {"include": ["uprising"], "remove": [UP_CARD], "add": {BASE_CARD: 2}}
    assert GameConfig.from_dict(d) == cfg
    with pytest.raises(SaveError, match="bad game config: card pool imperium: 'add' maps"):
        GameConfig.from_dict({**d, "pool": {"imperium": {"add": [BASE_CARD]}}})
    with pytest.raises(SaveError, match="bad game config: card pool imperium: unknown card 'x'"):
        GameConfig.from_dict({**d, "pool": {"imperium": {"add": {"x": 1}}}})


def test_a_game_with_a_pool_plays_to_the_end_and_its_record_replays() -> None:
    cfg = _cfg(POOL, players=4)
    out = play_game(cfg, 21, make_agents(["heuristic"], 4, 21), record=True)
    assert out.state.is_terminal() and out.state.result()["winner"] >= 0
    record = json.loads(json.dumps(out.record))
    assert record["config"]["pool"]["imperium"]["add"] == {BASE_CARD: 2}
    assert verify(record).verified
    assert replay(record).state_hash() == out.state.state_hash()
    without = {**record, "config": {k: v for k, v in record["config"].items() if k != "pool"}}
    with pytest.raises(SaveError):  # the pool is what dealt these decks: a record without it does not replay
        verify(without)


def test_random_games_with_a_pool_keep_the_invariants() -> None:
    cfg = _cfg(POOL, players=3)
    for seed in range(3):
        s = new_game(cfg, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            assert check(s) == []
            s.apply(rng.choice(s.legal_actions()))
        assert GameState.from_json(s.to_json()).state_hash() == s.state_hash()


def test_the_cli_reads_a_yaml_or_json_pool_and_refuses_a_bad_file(tmp_path: Path, capsys) -> None:
    y = tmp_path / "pool.yaml"
    y.write_text("imperium:\n  include: [uprising]\n  add: {arrakis_recruiter: 2}\n  remove: [bene_gesserit_operative]\n")
    j = tmp_path / "pool.json"
    j.write_text(json.dumps(POOL))
    assert read_pool(str(y)) == pool_from_dict({k: v for k, v in POOL.items() if k == "imperium"})
    assert read_pool(str(j)) == pool_from_dict(POOL)
    rec = tmp_path / "rec"
    assert main(["simulate", "--preset", "uprising+base-cards", "--pool", str(y), "--games", "1", "--no-progress",
                 "--save", str(rec)]) == 0
    assert main(["replay", *map(str, sorted(rec.iterdir()))]) == 0
    assert main(["tournament", "--preset", "uprising+base-cards", "--pool", str(j), "--games", "1", "--workers", "1",
                 "--no-progress", "--out", str(tmp_path / "t")]) == 0
    capsys.readouterr()
    assert main(["simulate", "--preset", "uprising", "--pool", str(y), "--games", "1", "--no-progress"]) == 2
    assert "'arrakis_recruiter' is a card of base" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{imperium")
    with pytest.raises(PoolError, match="not valid JSON"):
        read_pool(str(bad))
    assert main(["simulate", "--preset", "uprising", "--pool", str(tmp_path / "none.yaml"), "--games", "1",
                 "--no-progress"]) == 2
    assert "cannot read it" in capsys.readouterr().err


def test_play_in_the_terminal_deals_the_pool_and_refuses_a_bad_one(tmp_path: Path, capsys, monkeypatch) -> None:
    """`play --pool`: a game of three random seats to its end; a pool of a product not in the game is
    refused before the game starts (M907)."""
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    y = tmp_path / "pool.yaml"
    y.write_text("imperium:\n  include: [uprising]\n  add: {arrakis_recruiter: 2}\n")
    assert main(["play", "--preset", "uprising+base-cards", "--pool", str(y), "--seats", "random,random,random",
                 "--seed", "4"]) == 0
    assert "Winner:" in capsys.readouterr().out
    assert main(["play", "--preset", "uprising", "--pool", str(y), "--seats", "random,random,random"]) == 2
    assert "is a card of base, and base is not in this game" in capsys.readouterr().err


def test_a_seat_s_view_of_a_pooled_game_determinizes_to_the_pool_s_decks() -> None:
    """Hidden information: the pool is public setup (the config in every view); a state sampled from a
    seat's view deals its unseen cards from the pool's decks, never from the game's full ones."""
    from landsraad.rules.hidden import determinize, public_state

    cfg = _cfg(POOL, players=3)
    s = new_game(cfg, seed=8)
    rng = random.Random(8)
    for _ in range(40):
        s.apply(rng.choice(s.legal_actions()))
    seat = s.current_player()
    view = public_state(s, seat)
    assert view["config"]["pool"]["imperium"]["add"] == {BASE_CARD: 2}
    d = determinize(view, random.Random(1))
    assert d.config == cfg and check(d) == []
    intrigue_ids = set(d.intrigue_deck) | {i for p in d.players for i in p.intrigues}
    full = ruleset_for(MIXED).content
    assert all(full.intrigues[i].product == "base" for i in intrigue_ids)


def test_a_pool_on_the_base_board_chooses_among_its_products() -> None:
    """Seed 003 adds Immortality's cards to the base decks; a pool may keep only them (plus copies), and a
    base game refuses an Uprising card (M907)."""
    cfg = GameConfig(edition="base", modules=("immortality",),
                     pool=pool_from_dict({"imperium": {"include": ["immortality"], "add": {BASE_CARD: 1}}}))
    content = ruleset_for(cfg).content
    assert Counter(content.cards[c].product for c in content.imperium_deck) == {"immortality": 30, "base": 1}
    s = new_game(replace_players(cfg, 2), seed=2)
    assert check(s) == []
    with pytest.raises(ConfigError, match="'bene_gesserit_operative' is a card of uprising, and uprising is not in"):
        GameConfig(edition="base", pool=pool_from_dict({"imperium": {"add": {UP_CARD: 1}}}))


def replace_players(cfg: GameConfig, n: int) -> GameConfig:
    from dataclasses import replace

    return replace(cfg, players=n)
