"""Issue 27, the automa is the base product's: House Hagal's deck and discard pile and the solo
Rivals' Swordmaster round are fields the base module declares (modules/base/state.py, 001 "ДОМ
ХАГАЛЬ", 000 Maestros de armas), not the core state's. Base saves keep their keys; a game without the
base product has none; an older save holding them at their default still loads (docs/rulings.md U777)."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

import pytest

from landsraad import GameConfig, GameState, SaveError, new_game
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.base.state import HAGAL_DECK, HAGAL_DISCARD, SWORDMASTER_ROUND
from landsraad.rules.fields import COUNTER, IDS, PUBLIC
from landsraad.rules.hidden import VISIBILITY, game_visibility, public_state
from landsraad.rules.ruleset import field_owner
from landsraad.rules.view import view

KEYS = ("hagal_deck", "hagal_discard", "rival_swordmaster_round")


def test_the_fields_are_the_base_modules_not_the_cores() -> None:
    core = {f.name for f in fields(GameState)}
    assert not core & set(KEYS) and not set(KEYS) & set(VISIBILITY["GameState"])
    assert {k: field_owner(k) for k in KEYS} == dict.fromkeys(KEYS, "base")
    assert (HAGAL_DECK.visibility, HAGAL_DECK.shape, HAGAL_DECK.drawn_at_random) == (PUBLIC, IDS, True)
    assert (HAGAL_DISCARD.visibility, SWORDMASTER_ROUND.shape) == (PUBLIC, COUNTER)
    s = new_game(GameConfig(players=2), 1)
    assert {k: game_visibility(s.rules)[k] for k in KEYS} == dict.fromkeys(KEYS, PUBLIC)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_base_save_keeps_the_three_keys(players: int) -> None:
    """Saved at their default too (3 and 4 players: empty), so base saves and golden hashes keep the
    shape they had when the core held the fields; they load back to the same state."""
    s = new_game(GameConfig(players=players), 5)
    d = s.to_json()
    assert set(KEYS) <= set(d)
    if players == 2:  # 001 two players: the 1P cards leave the deck
        content = HAGAL_CARD.get(s.rules.content)
        want = Counter({c.id: c.copies for c in content.values() if c.mode in ("common", "two_player")})
        assert Counter(d["hagal_deck"]) == want and d["hagal_discard"] == [] and d["rival_swordmaster_round"] == 0
    if players == 1:  # 000 Maestros de armas: the card the Swordmasters lie under
        assert d["rival_swordmaster_round"] > 0 and SWORDMASTER_ROUND.get(s) == d["rival_swordmaster_round"]
    if players >= 3:
        assert (d["hagal_deck"], d["hagal_discard"], d["rival_swordmaster_round"]) == ([], [], 0)
    t = GameState.from_json(d)
    assert t.state_hash() == s.state_hash() and HAGAL_DECK.get(t) == HAGAL_DECK.get(s)


def test_a_played_two_player_game_moves_cards_to_the_discard_pile_and_the_view_shows_them() -> None:
    s = new_game(GameConfig(players=2, log=True), 2)
    before = len(HAGAL_DECK.get(s))
    while not HAGAL_DISCARD.get(s):
        s.apply(s.legal_actions()[0])
    c = s.clone()
    assert HAGAL_DISCARD.get(c) == HAGAL_DISCARD.get(s) and c.ext is s.ext  # clones share module fields
    v = view(s, 0)
    assert v["hagal_deck_size"] == len(HAGAL_DECK.get(s)) < before
    assert v["hagal_discard"] == list(HAGAL_DISCARD.get(s))
    assert public_state(s, 0)["hagal_deck"] == list(HAGAL_DECK.get(s))  # unordered: sent as it is


def test_a_bad_card_in_a_base_save_is_refused() -> None:
    d = new_game(GameConfig(players=2), 1).to_json()
    d["hagal_deck"] = ["wealth", "no_such_card"]
    with pytest.raises(SaveError, match="hagal_deck: unknown 'no_such_card'"):
        GameState.from_json(d)
    d = new_game(GameConfig(players=1), 1).to_json()
    d["rival_swordmaster_round"] = -2
    with pytest.raises(SaveError, match="rival_swordmaster_round"):
        GameState.from_json(d)


def test_an_uprising_game_has_no_automa_keys_and_an_older_save_with_them_loads() -> None:
    """U777: the core once saved the three keys in every game; an Uprising save holding them at their
    default loads as the same state; another value is refused, naming the module."""
    s = new_game(GameConfig(edition="uprising", players=4), 3)
    d = s.to_json()
    assert not set(KEYS) & set(d)
    assert not {"hagal_deck_size", "hagal_discard"} & set(view(s, 0))
    old = {**d, "hagal_deck": [], "hagal_discard": [], "rival_swordmaster_round": 0}
    t = GameState.from_json(old)
    assert t.to_json() == d and t.state_hash() == s.state_hash()
    for key, value in (("hagal_deck", ["wealth"]), ("rival_swordmaster_round", 3)):
        with pytest.raises(SaveError, match=f"{key}' belongs to the base module"):
            GameState.from_json({**old, key: value})


def test_the_rl_blocks_are_the_base_modules() -> None:
    """The House Hagal deck's observation blocks are the base part's (modules/base/rl.py, OBS_VERSION
    3): named "base.<block>", read from the seat's view; an Uprising layout has none."""
    from landsraad.rl.observation import observation_encoder

    s = new_game(GameConfig(players=2), 2)
    while not HAGAL_DISCARD.get(s):
        s.apply(s.legal_actions()[0])
    enc = observation_encoder("base")
    names = [b.name for b in enc.blocks]
    assert "base.hagal_deck_size" in names and not {"hagal_deck_size", "hagal_discard"} & set(names)
    v = view(s, 0)
    o = enc.encode(v)
    size, discard = enc.block("base.hagal_deck_size"), enc.block("base.hagal_discard")
    assert o[size.start] == pytest.approx(len(HAGAL_DECK.get(s)) * size.scale)
    cards = sorted(HAGAL_CARD.get(s.rules.content))
    got = {cards[i]: o[discard.start + i] for i in range(discard.size) if o[discard.start + i]}
    assert got == {c: float(n) for c, n in Counter(HAGAL_DISCARD.get(s)).items()}
    assert not any("hagal" in b.name for b in observation_encoder("uprising").blocks)


def test_the_turn_order_pushes_the_automas_own_frame() -> None:
    """rules/turns.py names no automa's frame: an automa seat's Agent turn is the frame its automa
    names (`Automa.turn_frame`), handled by its module's op. Toy automata playing the solo Rivals'
    seats (000 Rivales: they take Agent turns in turn order) and House Hagal's (001 АГЕНТЫ: after the
    First Player's turns) under their own frame name are driven by it, the game going on as theirs."""
    from landsraad.modules.base import hagal
    from landsraad.rules.ruleset import MODULES, Module, register_module

    seen: list[int] = []

    class ToyRivals(hagal.Rivals):
        turn_frame = "toy_automa_agent_turn"

    class ToyHagal(hagal.HouseHagal):
        turn_frame = "toy_automa_agent_turn"

    def toy_turn(s: GameState, frame: tuple[object, ...]) -> None:
        seen.append(int(frame[1]))  # type: ignore[call-overload]
        hagal.OPS["hagal_turn"](s, ("hagal_turn", frame[1]))

    register_module(Module(name="toy_own_turn_frame", automata={"rival": ToyRivals, "house_hagal": ToyHagal},
                           ops={"toy_automa_agent_turn": toy_turn}))
    try:
        for players, seats in ((1, {1, 2}), (2, {2})):
            seen.clear()
            s = new_game(GameConfig(players=players, modules=("toy_own_turn_frame",)), 4)
            assert s.rules.automa is not None and s.rules.automa.turn_frame == "toy_automa_agent_turn"
            while len(HAGAL_DISCARD.get(s)) < 2 and not s.is_terminal():
                s.apply(s.legal_actions()[0])
            assert set(seen) <= seats and len(seen) >= 1 and len(HAGAL_DISCARD.get(s)) >= 2
            assert not any(f[0] == "hagal_turn" for f in s.stack)
    finally:
        MODULES.pop("toy_own_turn_frame")


def test_the_browser_payload_of_the_cards_is_the_base_web_parts() -> None:
    """`GET /api/content`'s House Hagal cards come from the base module's web part
    (modules/base/web.py `content_entries`), in the reader's words; Uprising's payload has none."""
    from landsraad.interfaces.texts import Reader
    from landsraad.interfaces.web.client import content_payload

    es = content_payload("base", Reader(lang="es"))["hagal"]
    assert set(es) == set(HAGAL_CARD.get(new_game(GameConfig(players=2), 1).rules.content))
    assert es["carthag"]["name"] and "Agente" in es["carthag"]["text"]
    assert "hagal" not in content_payload("uprising")


def _former_hash(s) -> str:
    """The hash the engine gave an Uprising state before session 43, written out by hand: the
    core's three automa keys saved at their defaults (docs/rulings.md U777)."""
    import hashlib
    import json

    d = s.to_json()
    d.update(hagal_deck=[], hagal_discard=[], rival_swordmaster_round=0)
    return hashlib.sha256(json.dumps(d, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:16]


def test_a_record_written_while_the_core_held_the_automa_keys_verifies() -> None:
    """docs/rulings.md U780: an Uprising record written when every state saved the base automa's
    deck, discard pile and Swordmaster round (empty) carries those states' hashes; it still verifies,
    and a hash that is neither the former nor the current one is still refused."""
    import random

    from landsraad.core.errors import SaveError
    from landsraad.records import GameRecorder, verify
    from landsraad.rules.state import GameConfig

    rec = GameRecorder(GameConfig(edition="uprising", players=4), 3, hash_every=5)
    rng = random.Random(3)
    for _ in range(40):
        rec.apply(rng.choice(rec.state.legal_actions()))
    data = rec.to_json()
    assert "hagal_deck" not in rec.state.to_json()  # the keys are no longer saved in Uprising
    verify(data)  # the current hashes
    # the same record as the former engine wrote it: every stored hash the former one
    from landsraad.records import replay

    former = dict(data, hashes={})
    game = GameRecorder(GameConfig(edition="uprising", players=4), 3)
    former["hashes"]["0"] = _former_hash(game.state)
    for i, a in enumerate(data["actions"], 1):
        game.apply(a)
        if str(i) in data["hashes"]:
            former["hashes"][str(i)] = _former_hash(game.state)
    assert former["hashes"] != data["hashes"]
    verify(former)
    assert replay(former).state_hash() == rec.state.state_hash()
    bad = dict(former, hashes={**former["hashes"], "5": "0" * 16})
    with pytest.raises(SaveError, match="hash mismatch after action 5"):
        verify(bad)
