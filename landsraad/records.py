"""Game records: config + seed + action notations + periodic state hashes (shared/GUIDE.md).

Replaying a record must reproduce every stored hash; that is how determinism is checked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from landsraad.core.errors import IllegalActionError, SaveError
from landsraad.rules.phases import new_game
from landsraad.rules.state import GameConfig, GameState

RECORD_FORMAT = "landsraad-record/1"
HASH_EVERY = 10


class GameRecorder:
    """Wraps a game: apply actions through it and it keeps the record."""

    def __init__(self, config: GameConfig, seed: int, hash_every: int = HASH_EVERY) -> None:
        self.config, self.seed, self.hash_every = config, seed, hash_every
        self.state = new_game(config, seed)
        self.actions: list[str] = []
        self.hashes: dict[str, str] = {"0": self.state.state_hash()}

    def apply(self, action: str) -> None:
        self.state.apply(action)
        self.actions.append(" ".join(action.split()))
        n = len(self.actions)
        if n % self.hash_every == 0 or self.state.is_terminal():
            self.hashes[str(n)] = self.state.state_hash()

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT, "config": self.config.to_dict(), "seed": self.seed,
            "actions": list(self.actions), "hashes": dict(self.hashes),
            "result": self.state.result() if self.state.is_terminal() else None,
        }

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1))


def load_record(path: str | Path) -> dict[str, Any]:
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise SaveError(f"cannot read record {path}: {e}") from e
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise SaveError(f"{path}: not a landsraad game record")
    for k in ("config", "seed", "actions", "hashes"):
        if k not in data:
            raise SaveError(f"{path}: record lacks {k!r}")
    return data


def replay(record: dict[str, Any]) -> GameState:
    """Replay a record, checking every stored hash; raises SaveError on any mismatch."""
    cfg = GameConfig.from_dict(record["config"])
    s = new_game(cfg, int(record["seed"]))
    hashes = record["hashes"]
    if "0" in hashes and hashes["0"] != s.state_hash():
        raise SaveError("hash mismatch at the start")
    for i, a in enumerate(record["actions"], 1):
        try:
            s.apply(a)
        except IllegalActionError as e:
            raise SaveError(f"action {i} ({a!r}) is illegal on replay: {e}") from e
        h = hashes.get(str(i))
        if h is not None and h != s.state_hash():
            raise SaveError(f"hash mismatch after action {i} ({a!r})")
    return s
