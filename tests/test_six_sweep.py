"""Seeded sweep of random six-player games (issue 29 "Tests": "the sweep covers 6 players"; seed 002
"PARTIDAS DE SEIS JUGADORES") with the invariants at every step (bench/sweep.py: legal actions until
the end, clone and JSON round-trip keep the hash, replays reproduce it, pieces and cards conserved,
VP equal to their sources; the six-player module's own census: the Throne Row, the Commanders' cards).

Size: the issue asks for 2,000 games in CI; measured at 0.17 s of CPU a game with the invariants on
(100 games: 16.8 s), 2,000 take ~5.6 min of CPU, which CI's 90 minutes hold; the longer sweep runs
outside CI (docs/six_players.md). The fixture below kept the test running while the mode was refused
(`PLANNED`) and does nothing now."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bench.sweep import sweep
from landsraad.modules.uprising_six.data import six_data
from landsraad.rules.ruleset import PLANNED
from landsraad.rules.state import GameConfig

GAMES = 2000


@pytest.fixture(autouse=True)
def six(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)
    yield


def test_sweep_six_player_games() -> None:
    rep = sweep(GAMES, seed=600_000, players=(6,),
                config=lambda n, _difficulty: GameConfig(edition="uprising", players=n, modules=("choam", "uprising_six")))
    assert rep.games == GAMES
    assert rep.decisions > GAMES * 300
    assert rep.failures == [], rep.failures[:5]
    # both Commanders' starter cards (002 PREPARACIÓN E) are played: sent with an Agent or revealed
    cards = {c for commander in six_data().commanders.values() for c in commander.starter_deck()}
    unplayed = sorted(c for c in cards if rep.card_plays["agent:" + c] + rep.card_plays["reveal:" + c] == 0)
    assert unplayed == []
