"""Issue 18 "Everywhere", the RL API with Immortality (seed 003): the observation's Bene Tleilax blocks
(research and Tleilaxu tokens, genetic markers, specimens, the Tleilaxu Row, Family Atomics, grafts, the
Intrigue cards the observer put back on top: Imperium Ceremony, I54), only in the module's layout; the
action codec covers every action of random games; the PettingZoo environment plays a game with it."""

from __future__ import annotations

import random

import numpy as np
from pettingzoo.test import api_test

from landsraad import GameConfig, new_game, rl, view
from landsraad.agents import RandomAgent
from landsraad.modules.immortality.rl import research_spaces, tleilaxu_spaces
from landsraad.modules.immortality.state import FAMILY_ATOMICS, RESEARCH, TLEILAXU
from landsraad.rules.editions import ruleset_of

IMM = ("immortality",)


def test_the_blocks_are_in_the_module_layout_only() -> None:
    base, imm = rl.observation_encoder(), rl.observation_encoder("base", IMM)
    assert not any(b.name.startswith("immortality.") for b in base.blocks)
    names = {b.name for b in imm.blocks}
    # the module's own blocks (modules/immortality/rl.py), named "<module>.<block>"
    assert {f"immortality.{b}" for b in ("research", "markers", "tleilaxu", "tleilaxu_spice", "specimens",
                                         "family_atomics", "tleilaxu_row", "tleilaxu_deck_size", "grafted",
                                         "intrigue_top")} <= names
    assert base.tag != imm.tag and all(b.doc for b in imm.blocks)


def _slice(enc: rl.ObservationEncoder, o: np.ndarray, name: str) -> np.ndarray:
    b = enc.block(name)
    return o[b.start:b.start + b.size]


def test_the_features_follow_the_board() -> None:
    enc = rl.observation_encoder("base", IMM)
    s = new_game(GameConfig(players=3, modules=IMM), 4)
    o = enc.encode(view(s, 1))
    spaces = research_spaces(ruleset_of("base", IMM))  # the module's block order (modules/immortality/rl.py)
    research_ix = {x: i for i, x in enumerate(spaces)}
    rs, ts = len(spaces), tleilaxu_spaces(ruleset_of("base", IMM))
    research = _slice(enc, o, "immortality.research").reshape(enc.seats, rs)
    assert (research[:3, research_ix["c0r3"]] == 1).all() and research.sum() == 3  # 003 Preparación
    assert _slice(enc, o, "immortality.tleilaxu").reshape(enc.seats, ts)[:3, 0].tolist() == [1, 1, 1]
    assert _slice(enc, o, "immortality.tleilaxu_spice")[0] == 1.0  # 2 spice x 0.5
    assert _slice(enc, o, "immortality.family_atomics")[:3].tolist() == [1, 1, 1]
    assert _slice(enc, o, "immortality.tleilaxu_row").sum() == 2
    # a later position: the observer's own values come first (relative seats)
    RESEARCH.put(s, ("c0r3", "c4r2", "c0r3"))
    TLEILAXU.put(s, (0, 5, 1))
    s.players[1].supply -= 2
    s.players[1].zones = {**s.players[1].zones, "specimens": ("specimen", "specimen")}
    FAMILY_ATOMICS.put(s, (0,))
    o = enc.encode(view(s, 1))
    research = _slice(enc, o, "immortality.research").reshape(enc.seats, rs)
    assert research[0, research_ix["c4r2"]] == 1
    assert _slice(enc, o, "immortality.markers")[0] == 0.5  # one marker (column 4)
    assert _slice(enc, o, "immortality.tleilaxu").reshape(enc.seats, ts)[0, 5] == 1
    assert np.isclose(_slice(enc, o, "immortality.specimens")[0], 0.4)
    assert _slice(enc, o, "immortality.family_atomics")[:3].tolist() == [0, 0, 1]  # seat 0 = two after seat 1


def test_the_known_intrigue_top_shows_to_its_seat_only() -> None:
    enc = rl.observation_encoder("base", IMM)
    s = new_game(GameConfig(players=3, modules=IMM), 4)
    card = s.intrigue_deck[0]
    s.intrigue_deck = s.intrigue_deck[1:]
    s.intrigue_top, s.intrigue_top_seats = (card,), (0,)
    t = s.clone()
    other = next(i for i in sorted(s.rules.content.intrigues) if i != card)
    t.intrigue_top = (other,)
    assert _slice(enc, enc.encode(view(s, 0)), "immortality.intrigue_top")[enc.intrigue_ix[card]] == 1
    assert not np.array_equal(enc.encode(view(s, 0)), enc.encode(view(t, 0)))
    for seat in (1, 2):
        assert np.array_equal(enc.encode(view(s, seat)), enc.encode(view(t, seat)))


def test_every_action_of_random_games_encodes_and_every_observation_is_finite() -> None:
    codec, enc = rl.action_codec("base", IMM), rl.observation_encoder("base", IMM)
    steps = 0
    for g, players in enumerate((1, 2, 3, 4, 4)):
        s = new_game(GameConfig(players=players, modules=IMM), 900 + g)
        agent = RandomAgent(g)
        while not s.is_terminal():
            legal = s.legal_actions()
            mask = codec.mask(legal)
            assert sorted(codec.decode(int(i)) for i in np.flatnonzero(mask)) == sorted(legal)
            if steps % 7 == 0:
                o = enc.encode(view(s, s.current_player()))
                assert np.isfinite(o).all() and (o >= 0).all()
            s.apply(agent.pick(legal))
            steps += 1
    assert steps > 800


def test_pettingzoo_api_with_the_module() -> None:
    api_test(rl.env(players=3, modules=IMM), num_cycles=300)
    e = rl.raw_env(players=4, modules=IMM)
    e.reset(seed=5)
    rng = random.Random(5)
    for _agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
            continue
        e.step(rng.choice(list(np.flatnonzero(obs["action_mask"]))))
    assert e.state is not None and e.state.is_terminal()
