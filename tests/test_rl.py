"""RL API (issue 9): PettingZoo AEC and Gymnasium environments, the action codec and the
observation encoding (docs/rl.md)."""

from __future__ import annotations

import random
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import landsraad.rl as rl
from landsraad import GameConfig, IllegalActionError, new_game, view
from landsraad.agents import ExplorerAgent, RandomAgent
from landsraad.content import load_content
from landsraad.core.constants import FACTIONS
from landsraad.modules.base.state import HAGAL_DECK
from landsraad.rl.codec import TEMPLATES
from landsraad.rules.state import GameState

ROOT = Path(__file__).resolve().parent.parent

# PettingZoo's api_test warns about every Dict observation (the standard action-mask format of
# its own classic games); Gymnasium's checker about the unbounded Box. Expected here.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning"),
    pytest.mark.filterwarnings("ignore:.*maximum value is infinity:UserWarning"),
]


# ---- action codec ---------------------------------------------------------------------------

def test_codec_layout_is_a_bijection_and_versioned() -> None:
    c = rl.action_codec("base")
    assert c.n == len(c.actions) == len(set(c.actions))
    for i in (0, 1, c.n // 2, c.n - 1):
        assert c.encode(c.decode(i)) == i
    assert c.tag == f"v{rl.CODEC_VERSION}-{c.layout_hash}"
    assert rl.ActionCodec("base").layout_hash == c.layout_hash  # deterministic
    # ranges tile 0..N-1 in template order
    pos = 0
    for t in TEMPLATES:
        start, count = c.ranges[t.name]
        assert start == pos and count > 0
        pos += count
    assert pos == c.n
    # one index per (card, space) pair
    assert c.ranges["agent"][1] == len(c.domains["<card>"]) * len(c.domains["<space>"])


def test_codec_unknown_action_raises_clearly() -> None:
    c = rl.action_codec()
    with pytest.raises(rl.UnknownActionError, match="not in the action codec layout"):
        c.encode("summon sandworm")
    with pytest.raises(rl.UnknownActionError):
        c.decode(c.n)
    with pytest.raises(rl.UnknownActionError):
        c.decode(-1)


def test_codec_mask_marks_exactly_the_legal_actions() -> None:
    c = rl.action_codec()
    s = new_game(GameConfig(players=4), seed=7)
    legal = s.legal_actions()
    m = c.mask(legal)
    assert m.dtype == np.int8 and m.shape == (c.n,)
    assert sorted(c.decode(i) for i in np.flatnonzero(m)) == sorted(set(legal))


def _sweep(games: int, seed: int, players: tuple[int, ...] = (3, 4)) -> tuple[int, set[str]]:
    """Random games (random leaders, random and explorer bots): every legal
    action of every decision must encode, decode back, and the mask must mark exactly them.
    Every 7th decision the observations of all seats are encoded and checked."""
    c = rl.action_codec()
    enc = rl.observation_encoder()
    steps = 0
    words: set[str] = set()
    for g in range(games):
        n = players[g % len(players)]
        leaders = ("random",) * n if g % 5 else ()
        s = new_game(GameConfig(players=n, leaders=leaders), seed + g)
        seats = len(s.players)  # 1 and 2 players: House Hagal fills the table to three seats
        agents = [(ExplorerAgent if (g + i) % 2 else RandomAgent)(g * 10 + i) for i in range(seats)]
        while not s.is_terminal():
            legal = s.legal_actions()
            idx = c.encode_all(legal)  # raises UnknownActionError on a gap in the grammar
            assert [c.decode(i) for i in idx] == legal
            m = c.mask(legal)
            assert int(m.sum()) == len(set(legal))
            for a in legal:
                words.add(a.split()[0])
            if steps % 7 == 0:
                for seat in range(seats):
                    o = enc.encode(view(s, seat))
                    assert o.shape == (enc.size,) and np.isfinite(o).all() and (o >= 0).all()
            s.apply(agents[s.current_player()].pick(legal))
            steps += 1
    return steps, words


def test_codec_covers_every_action_of_200_random_games() -> None:
    steps, words = _sweep(200, seed=9000)
    assert steps > 200 * 100
    # the sweep reached the common decision words
    assert {"agent", "reveal", "acquire", "done", "deploy", "play", "pass", "trash", "faction"} <= words


def test_codec_covers_every_action_of_house_hagal_games() -> None:
    """1 and 2 players (the automa's seats never decide; choices left to the human are seat 0's)."""
    steps, words = _sweep(40, seed=7000, players=(1, 2))
    assert steps > 40 * 30 and {"agent", "reveal", "acquire"} <= words


# ---- observation ----------------------------------------------------------------------------

def test_observation_layout_documented_and_fixed() -> None:
    e = rl.observation_encoder()
    assert sum(b.size for b in e.blocks) == e.size
    starts = [b.start for b in e.blocks]
    assert starts == sorted(starts) and starts[0] == 0
    for players in (3, 4):
        s = new_game(GameConfig(players=players, leaders=("random",) * players), seed=players)
        for seat in range(players):
            o = e.encode(view(s, seat))
            assert o.shape == (e.size,) and o.dtype == np.float32
            assert o[e.block("p0.present").start] == 1.0
            assert o[e.block("p3.present").start] == (1.0 if players == 4 else 0.0)
            # own hand: 5 cards at the start
            b = e.block("own.hand")
            assert o[b.start:b.start + b.size].sum() == 5
    with pytest.raises(ValueError):
        e.encode(view(s, -1))


def test_observation_is_relative_to_the_seat() -> None:
    """Slot 0 is always the observing seat: seat 2's solari appear in seat 2's p0 block and in
    seat 1's p1 block."""
    e = rl.observation_encoder()
    s = new_game(GameConfig(players=4), seed=1)
    s.players[2].solari = 7
    b0, b1 = e.block("p0.solari"), e.block("p1.solari")
    assert e.encode(view(s, 2))[b0.start] == pytest.approx(0.7)
    assert e.encode(view(s, 1))[b1.start] == pytest.approx(0.7)
    assert e.encode(view(s, 0))[b0.start] == 0.0


def _resample_hidden(s: GameState, seat: int, rng: random.Random) -> GameState:
    """A clone in which everything `seat` cannot see is redrawn: the other seats' hands, decks
    (and the cards they know on top), Intrigue cards and face-down Masterstroke tokens, the
    Imperium and Intrigue decks, the order of the face-down Conflict cards within each level, the
    House Hagal deck and the RNG state — sizes kept."""
    t = s.clone()
    others = [p for p in t.players if p.seat != seat]
    cards = [*t.imperium_deck, *(c for p in others for c in (*p.hand, *p.deck, *p.deck_top))]
    rng.shuffle(cards)

    def take(k: int) -> list[str]:
        out = cards[:k]
        del cards[:k]
        return out

    for p in others:
        p.hand, p.deck, p.deck_top = take(len(p.hand)), take(len(p.deck)), tuple(take(len(p.deck_top)))
    t.imperium_deck = tuple(take(len(t.imperium_deck)))  # shared zones are tuples: replaced
    intrigues = [*t.intrigue_deck, *(c for p in others for c in p.intrigues)]
    rng.shuffle(intrigues)
    for p in others:
        k = len(p.intrigues)
        p.intrigues, intrigues = tuple(intrigues[:k]), intrigues[k:]
    t.intrigue_deck = tuple(intrigues)
    pairs = list(combinations(FACTIONS, 2))
    for p in others:
        if p.leader_state.get("masterstroke") and not p.leader_state.get("masterstroke_done"):
            p.leader_state = {**p.leader_state, "masterstroke": rng.choice(pairs)}
    # face-down Conflict cards: only their levels show, so permute them within each level
    conflicts = load_content(t.config.edition).conflicts
    deck = list(t.conflict_deck)
    for lv in (1, 2, 3):
        pos = [i for i, c in enumerate(deck) if conflicts[c].level == lv]
        ids = [deck[i] for i in pos]
        rng.shuffle(ids)
        for i, c in zip(pos, ids, strict=True):
            deck[i] = c
    t.conflict_deck = tuple(deck)
    hagal = list(HAGAL_DECK.get(t))  # House Hagal deck: face down
    rng.shuffle(hagal)
    HAGAL_DECK.put(t, tuple(hagal))
    t.rng = rng.randrange(2**31)
    return t


def test_observation_does_not_leak_hidden_information() -> None:
    codec, enc = rl.action_codec(), rl.observation_encoder()
    rng = random.Random(5)
    checked = changed = 0
    for g in range(14):
        players = (3, 4, 2, 1)[g % 4]
        s = new_game(GameConfig(players=players, leaders=("random",) * players), seed=500 + g)
        n = len(s.players)
        agents = [ExplorerAgent(g * 10 + i) for i in range(n)]
        step = 0
        while not s.is_terminal():
            if step % 11 == 0:
                for seat in range(n):
                    before = rl.encode_view(view(s, seat), codec, enc)
                    t = _resample_hidden(s, seat, rng)
                    after = rl.encode_view(view(t, seat), codec, enc)
                    assert np.array_equal(before["observation"], after["observation"]), (g, step, seat)
                    assert np.array_equal(before["action_mask"], after["action_mask"]), (g, step, seat)
                    checked += 1
                    # the resampling did change hidden information (the test is not vacuous)
                    changed += any(sorted(p.hand) != sorted(q.hand)
                                   for p, q in zip(s.players, t.players, strict=True) if p.seat != seat)
            s.apply(agents[s.current_player()].pick(s.legal_actions()))
            step += 1
    assert checked > 500 and changed > checked // 3


def test_observation_changes_with_own_hand() -> None:
    """Control for the leak test: the seat's own hidden cards do show."""
    enc = rl.observation_encoder()
    s = new_game(GameConfig(players=3), seed=2)
    t = s.clone()
    t.players[0].hand[0] = "dagger" if t.players[0].hand[0] != "dagger" else "diplomacy"
    assert not np.array_equal(enc.encode(view(s, 0)), enc.encode(view(t, 0)))
    assert np.array_equal(enc.encode(view(s, 1)), enc.encode(view(t, 1)))


# ---- PettingZoo AEC -------------------------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_pettingzoo_api_test(players: int) -> None:
    api_test(rl.env(players=players), num_cycles=400)


def test_pettingzoo_api_test_with_builtin_opponents() -> None:
    e = rl.env(players=4, opponents={1: "random", 3: "explorer"})
    assert e.possible_agents == ["player_0", "player_2"]
    api_test(e, num_cycles=400)


def test_pettingzoo_seed_test() -> None:
    seed_test(lambda: rl.env(players=4), num_cycles=300)
    seed_test(lambda: rl.env(players=3, opponents=[None, "random", "explorer"]), num_cycles=300)


def _play_aec(players: int, seed: int, opponents: object = None) -> tuple[list[str], dict[str, float]]:
    e = rl.env(players=players, opponents=opponents, reward="win_loss")
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    trace: list[str] = []
    totals: dict[str, float] = {}
    for agent in e.agent_iter():
        obs, reward, term, trunc, _info = e.last()
        totals[agent] = totals.get(agent, 0.0) + reward
        if term or trunc:
            e.step(None)
            continue
        assert obs["action_mask"].sum() >= 1
        a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        trace.append(f"{agent}:{a}")
        e.step(a)
    return trace, totals


def test_aec_full_game_selection_and_rewards() -> None:
    trace, totals = _play_aec(4, seed=3)
    assert len(trace) > 100
    assert trace == _play_aec(4, seed=3)[0]  # same seed, same game
    assert trace != _play_aec(4, seed=4)[0]
    assert sorted(totals.values()) == [-1.0, -1.0, -1.0, 1.0]


def test_aec_agent_selection_is_the_deciding_seat_and_others_get_no_mask() -> None:
    e = rl.raw_env(players=4)
    e.reset(seed=11)
    rng = np.random.default_rng(0)
    for _ in range(150):
        assert e.state is not None
        seat = e.state.current_player()
        assert e.agent_selection == f"player_{seat}"
        for other in e.agents:
            m = e.observe(other)["action_mask"]
            assert (m.sum() > 0) == (other == e.agent_selection)
        m = e.observe(e.agent_selection)["action_mask"]
        e.step(int(rng.choice(np.flatnonzero(m))))


def test_aec_illegal_action_is_refused() -> None:
    e = rl.raw_env(players=3)
    e.reset(seed=1)
    m = e.observe(e.agent_selection)["action_mask"]
    bad = int(np.flatnonzero(m == 0)[0])
    with pytest.raises(IllegalActionError, match="not legal"):
        e.step(bad)


def test_aec_builtin_opponents_play_their_seats() -> None:
    trace, totals = _play_aec(3, seed=5, opponents={0: "random", 2: "random"})
    assert {t.split(":")[0] for t in trace} == {"player_1"}
    assert set(totals) == {"player_1"}


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        rl.env(players=3, opponents={0: "random", 1: "random", 2: "random"})
    with pytest.raises(ValueError):
        rl.env(players=3, opponents=["random"])
    with pytest.raises(ValueError):
        rl.env(players=3, reward="glory")
    with pytest.raises(ValueError):
        rl.gym_env(players=3, seat=5)


# ---- Gymnasium ------------------------------------------------------------------------------

@pytest.mark.parametrize("flatten", [False, True])
def test_gymnasium_env_checker(flatten: bool) -> None:
    g = rl.gym_env(players=3, opponents="random", flatten=flatten, illegal_action="random")
    check_env(g, skip_render_check=True)


def test_gymnasium_illegal_action_modes() -> None:
    g = rl.gym_env(players=3)
    g.reset(seed=1)
    bad = int(np.flatnonzero(~g.action_masks())[0])
    with pytest.raises(IllegalActionError):
        g.step(bad)
    g = rl.gym_env(players=3, illegal_action="random")
    g.reset(seed=1)
    *_, info = g.step(bad)
    assert info["illegal_action_replaced"] is True


def _play_gym(g: rl.LandsraadGym, seed: int) -> tuple[int, float, dict[str, object]]:
    obs, info = g.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps, total = 0, 0.0
    while True:
        mask = g.action_masks()
        assert np.array_equal(mask, info["action_mask"].astype(bool)) and mask.any()
        obs, r, term, trunc, info = g.step(int(rng.choice(np.flatnonzero(mask))))
        total += r
        steps += 1
        if term or trunc:
            return steps, total, info
        assert r == 0.0


@pytest.mark.parametrize("reward", ["win", "win_loss", "margin"])
def test_gymnasium_game_and_rewards(reward: str) -> None:
    g = rl.gym_env(players=4, seat="random", opponents=["random", "explorer", "random"], reward=reward)
    steps, total, info = _play_gym(g, seed=21)
    result = info["result"]
    assert isinstance(result, dict)
    assert total == rl.final_reward(reward, result, g.seat)
    assert _play_gym(g, seed=21)[:2] == (steps, total)  # seeded


def test_gymnasium_seat_random_covers_seats() -> None:
    g = rl.gym_env(players=3, seat="random")
    g.reset(seed=0)
    seats = {g.seat}
    for _ in range(12):
        g.reset()
        seats.add(g.seat)
    assert seats == {0, 1, 2}


# ---- the training example -------------------------------------------------------------------

def test_train_masked_example_smoke() -> None:
    """examples/train_masked.py --smoke runs end to end without torch (numpy policy)."""
    out = subprocess.run([sys.executable, str(ROOT / "examples" / "train_masked.py"), "--smoke",
                          "--backend", "numpy"], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "win rate vs random" in out.stdout
