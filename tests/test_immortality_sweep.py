"""Random base + Immortality games (1 to 4 players): the invariants of landsraad/invariants.py
(troops with specimens, the card census with the Tleilaxu deck and Row) at every decision, and a
save round trip every few steps. Every rule the module's content names exists (`check_handlers`
refuses a game otherwise), so every game runs to its end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from landsraad import GameConfig, GameState, new_game
from landsraad.invariants import check
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU_ROW, TLEILAXU_SPICE
from tests.products import immortality_config

SEEDS = range(8)
# the Immortality sweep's games (test_sweep_with_immortality_reaches_every_card)
BASE_GAMES, UPRISING_GAMES = 300, 150


@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_the_invariants(seed: int) -> None:
    players = 1 + seed % 4
    s = new_game(immortality_config(players), seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal():
        assert check(s) == [], (steps, check(s))
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
        if steps % 25 == 0:
            assert GameState.from_json(s.to_json()).state_hash() == s.state_hash()
    assert steps > 50 and s.result()["winner"] >= 0


def test_random_games_reach_their_end() -> None:
    for seed in range(100, 106):
        s = new_game(immortality_config(3 + seed % 2), seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        assert s.result()["winner"] >= 0


def test_the_module_sets_up_and_plays_on_the_uprising_board() -> None:
    """Issue 18: the module assumes no board. Uprising + Immortality (002 AÑADIR INMORTALIDAD: the
    alternative Research Station covers Uprising's too) sets up its tracks and Row and plays, with the
    invariants."""
    s = new_game(GameConfig(edition="uprising", players=4, modules=("immortality",)), seed=3)
    assert RESEARCH.get(s) == ("c0r3",) * 4 and len(TLEILAXU_ROW.get(s)) == 2 and TLEILAXU_SPICE.get(s) == 2
    assert s.rules.content.spaces["research_station"].effects == (("draw", 2), ("research", 1))
    assert all((p.deck + p.hand).count("experimentation") == 2 for p in s.players)
    rng = random.Random(3)
    steps = 0
    while not s.is_terminal() and steps < 400:
        assert check(s) == [], (steps, check(s))
        s.apply(rng.choice(s.legal_actions()))
        steps += 1
    assert steps == 400 or s.result()["winner"] >= 0


def test_a_clone_never_changes_with_its_original_and_copies_the_new_fields() -> None:
    """As tests/test_clone_isolation.py, in Immortality games: the new fields are tuples shared by
    clones (never changed in place), the turn context's graft pair is copied."""
    from dataclasses import fields

    for players in (1, 4):
        s = new_game(immortality_config(players), seed=20 + players)
        rng = random.Random(players)
        while not s.is_terminal():
            legal = s.legal_actions()
            c = s.clone()
            for f in fields(GameState):
                if f.name != "_legal":
                    assert getattr(c, f.name) == getattr(s, f.name), f.name
            before = c.state_hash()
            s.apply(legal[rng.randrange(len(legal))])
            assert c.state_hash() == before, f"a clone changed at version {s.version}"
        assert s.version > 50


# ---- the invariant sweep (bench/sweep.py: explorer and random agents, clone/JSON round trips,
# replays) over base + Immortality and Uprising + Immortality (issue 18 "Everywhere"). CI-sized counts;
# the note's larger run: `python -m bench.sweep --games 1000 --seed 200000 --modules immortality`.

def unreached(plays: Counter[str]) -> list[str]:
    """What of the Immortality cards the sweep never reached (bench/sweep.py `card_plays`): each
    Imperium card's Agent box (played, or grafted: a Graft card is only ever grafted, 003 ADSCRIPCIONES)
    and Reveal box, Experimentation's too; each Tleilaxu card bought and its boxes played (Reclaimed
    Forces: "acquired" for its effect, 003 CARTAS TLEILAXU); each Intrigue card played."""
    from landsraad.modules.immortality.loader import immortality_for

    imm = immortality_for("base")
    out: list[str] = []
    for c in [*imm.starter.values(), *imm.imperium.values(), *imm.tleilaxu.values()]:
        if c.id in imm.tleilaxu and plays["acquire:" + c.id] == 0:
            out.append("acquire:" + c.id)
        if c.id == imm.row_card:
            continue
        if c.graft and plays["graft:" + c.id] == 0:
            out.append("graft:" + c.id)
        elif not c.graft and c.icons and plays["agent:" + c.id] + plays["graft:" + c.id] == 0:
            out.append("agent:" + c.id)
        if c.reveal and plays["reveal:" + c.id] == 0:
            out.append("reveal:" + c.id)
    return out + [f"intrigue:{i}" for i in imm.intrigues if plays["intrigue:" + i] == 0]


def test_sweep_with_immortality_reaches_every_card() -> None:
    """Base + Immortality, 1 to 4 players (solo Rivals with the four new House Hagal cards, 003 ADICIONES
    A PARTIDAS EN SOLITARIO; House Hagal at 2), and Uprising + Immortality, 3 and 4 players (002 COMBINAR
    INSURRECCIÓN CON ... INMORTALIDAD): the invariants hold at every step, and between them the explorer
    reaches every Immortality card in each of its boxes, bought, grafted and played (as
    tests/test_sweep.py for the base game and Uprising). About 2 to 3 minutes."""
    from bench.sweep import sweep

    base = sweep(BASE_GAMES, seed=70_000, players=(1, 2, 3, 4), modules=("immortality",))
    assert base.games == BASE_GAMES and base.decisions > BASE_GAMES * 100
    assert base.failures == [], base.failures[:5]
    uprising = sweep(UPRISING_GAMES, seed=80_000, players=(3, 4), edition="uprising", modules=("immortality",))
    assert uprising.games == UPRISING_GAMES and uprising.failures == [], uprising.failures[:5]
    assert base.card_plays["agent:imperium_ceremony"] > 0 and uprising.card_plays["agent:experimentation"] > 0
    assert unreached(base.card_plays + uprising.card_plays) == []


def test_sweep_up_to_11() -> None:
    from bench.sweep import sweep

    rep = sweep(24, seed=71_000, players=(1, 2, 3, 4), modules=("immortality", "immortality_up_to_11"))
    assert rep.games == 24 and rep.failures == [], rep.failures[:5]


def test_sweep_uprising_with_choam_and_immortality() -> None:
    """Uprising's board with CHOAM and Immortality (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD), 3 and 4
    players (its Rivals and House Hagal are not built); without CHOAM: the coverage sweep above."""
    from bench.sweep import sweep

    rep = sweep(20, seed=90_000, players=(3, 4), edition="uprising", modules=("choam", "immortality"))
    assert rep.games == 20 and rep.failures == [], rep.failures[:5]
