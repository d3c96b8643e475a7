"""Game records: config + seed + action notations + periodic state hashes (shared/GUIDE.md).

Replaying a record must reproduce every stored hash; that is how determinism is checked. A
record is verified only when its final state's hash and its result are both stored and both
match the replay (`verify`); a record missing either is replayed but not called verified (it
could have been cut short or edited). Records come from files anyone can edit: `check_record`
refuses wrong types and out-of-range values with a SaveError, never a traceback.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from landsraad.core.errors import IllegalActionError, SaveError, excerpt
from landsraad.rules.migrate import legacy_state_hash
from landsraad.rules.phases import new_game
from landsraad.rules.state import GameConfig, GameState, former_state_hash

# /2: the hashes are of save format 2 (rules/migrate.py). A /1 record's hashes are of format-1
# states: it is verified by hashing each state as its format-1 save (`legacy_state_hash`), so
# records written before the change still replay and verify.
RECORD_FORMAT = "landsraad-record/2"
RECORD_FORMATS = ("landsraad-record/1", RECORD_FORMAT)
HASH_EVERY = 10
RECORD_KEYS = frozenset({"format", "config", "seed", "actions", "hashes", "result", "seats"})
MAX_ACTION_LEN = 200  # characters (the web server's limit too)
MAX_ACTIONS = 100_000  # a real game has a few thousand
MAX_RECORD_BYTES = 64 * 1024 * 1024
_HASH = re.compile(r"[0-9a-f]{16}")
_INDEX = re.compile(r"0|[1-9][0-9]{0,5}")


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
        hashes = dict(self.hashes)
        hashes.setdefault(str(len(self.actions)), self.state.state_hash())  # the final state's, always
        return {
            "format": RECORD_FORMAT, "config": self.config.to_dict(), "seed": self.seed,
            "actions": list(self.actions), "hashes": hashes,
            "result": self.state.result() if self.state.is_terminal() else None,
        }

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1))


def load_record(path: str | Path) -> dict[str, Any]:
    try:
        if Path(path).stat().st_size > MAX_RECORD_BYTES:
            raise SaveError(f"{path}: larger than {MAX_RECORD_BYTES // 2**20} MiB; not a game record")
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except RecursionError:
        raise SaveError(f"{path}: not a landsraad game record (nested too deeply)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise SaveError(f"cannot read record {path}: {e}") from None
    except ValueError as e:  # a number of more digits than Python reads (sys.get_int_max_str_digits)
        raise SaveError(f"cannot read record {path}: {str(e).split(';')[0][:120]}") from None
    return check_record(data, str(path))


def check_record(data: Any, where: str = "record") -> dict[str, Any]:
    """The record if every field has the type and range a recorder writes; else SaveError."""
    if not isinstance(data, dict) or data.get("format") not in RECORD_FORMATS:
        raise SaveError(f"{where}: not a landsraad game record (its 'format' is not one of "
                        f"{', '.join(map(repr, RECORD_FORMATS))})")
    unknown = sorted(excerpt(str(k), 20) for k in data if k not in RECORD_KEYS)
    if unknown:
        raise SaveError(f"{where}: unknown field(s) {', '.join(unknown)}")
    for k in ("config", "seed", "actions", "hashes"):
        if k not in data:
            raise SaveError(f"{where}: record lacks {k!r}")
    try:
        GameConfig.from_dict(data["config"])
    except SaveError as e:
        raise SaveError(f"{where}: {e}") from None
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not -(2**63) <= seed < 2**63:
        raise SaveError(f"{where}: 'seed' is a whole number (from -2**63 to 2**63 - 1), not {repr(seed)[:30]}")
    actions = data["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise SaveError(f"{where}: 'actions' is a list of at most {MAX_ACTIONS} actions")
    for i, a in enumerate(actions, 1):
        if not isinstance(a, str) or not 0 < len(a) <= MAX_ACTION_LEN:
            shown = excerpt(a, 40) if isinstance(a, str) else type(a).__name__
            raise SaveError(f"{where}: action {i} is not an action of at most {MAX_ACTION_LEN} characters: {shown}")
    hashes = data["hashes"]
    if not isinstance(hashes, dict):
        raise SaveError(f"{where}: 'hashes' maps action counts to state hashes")
    for k, h in hashes.items():
        if not _INDEX.fullmatch(k) or int(k) > len(actions):
            raise SaveError(f"{where}: a hash after action {excerpt(k, 20)}, but the record has "
                            f"{len(actions)} actions")
        if not isinstance(h, str) or not _HASH.fullmatch(h):
            raise SaveError(f"{where}: the hash after action {k} is not 16 hex digits")
    result = data.get("result")
    if result is not None and not _result_shape(result):
        raise SaveError(f"{where}: 'result' is null or {{vp: [...], winner: seat, ranking: [...], tiebreak: text}}")
    seats = data.get("seats")
    if seats is not None and not (isinstance(seats, list) and all(isinstance(x, str) and len(x) <= 80 for x in seats)):
        raise SaveError(f"{where}: 'seats' is a list of seat names")
    return data


def _ints(x: Any) -> bool:
    return isinstance(x, list) and all(isinstance(i, int) and not isinstance(i, bool) for i in x)


def _result_shape(r: Any) -> bool:
    """What GameState.result() writes (so a forged result can be compared and quoted safely)."""
    base = {"vp", "winner", "ranking", "tiebreak"}
    if not isinstance(r, dict) or set(r) not in (base, base | {"teams", "winning_team"}):
        return False
    if "teams" in r and not (isinstance(r["teams"], dict) and len(r["teams"]) <= 8
                             and (r["winning_team"] is None or _ints([r["winning_team"]]))
                             and all(isinstance(k, str) and len(k) <= 4 and isinstance(v, dict)
                                     and set(v) == {"seats", "vp"} and _ints(v["seats"]) and _ints([v["vp"]])
                                     for k, v in r["teams"].items())):
        return False
    return (_ints(r["vp"]) and _ints(r["ranking"]) and _ints([r["winner"]]) and isinstance(r["tiebreak"], str)
            and len(r["tiebreak"]) <= 40)


@dataclass(frozen=True)
class Verification:
    """What replaying a record checked. `verified`: the final state's hash and the result were
    both stored and both matched (with every other stored hash)."""

    state: GameState
    actions: int
    hashes: int  # stored hashes compared, all equal
    final_hash: bool  # one of them is the hash after the last action
    result: bool  # the record states a result (null for a game not over) and it matched

    @property
    def verified(self) -> bool:
        return self.final_hash and self.result

    def describe(self) -> str:
        s = self.state
        outcome = (f"result matches (winner P{s.winner}, VP {[p.vp for p in s.players]})" if s.is_terminal()
                   else "game not over")
        if self.verified:
            return (f"ok: all hashes match ({self.hashes} stored, the final state's included) over "
                    f"{self.actions} actions; {outcome}")
        missing = [what for what, ok in (("no hash of its final state", self.final_hash), ("no result", self.result))
                   if not ok]
        return (f"NOT VERIFIED: {self.actions} actions replay and the {self.hashes} stored hashes match, but the "
                f"record has {' and '.join(missing)}, so it could have been cut short or edited")


def verify(record: dict[str, Any], where: str = "record") -> Verification:
    """Replay a record, comparing every stored hash and the stated result; SaveError on any
    mismatch, an illegal action or a malformed record."""
    record = check_record(record, where)
    try:
        s = new_game(GameConfig.from_dict(record["config"]), record["seed"])
    except IllegalActionError as e:  # e.g. two seats given one leader
        raise SaveError(f"{where}: its game cannot be set up: {e}") from None
    hashes: dict[str, str] = record["hashes"]
    state_hash = GameState.state_hash if record["format"] == RECORD_FORMAT else legacy_state_hash

    def differs(h: str) -> bool:  # a record written before a module owned its fields (U780) verifies too
        return h != state_hash(s) and (record["format"] != RECORD_FORMAT or h != former_state_hash(s))

    if "0" in hashes and differs(hashes["0"]):
        raise SaveError(f"{where}: hash mismatch at the start")
    for i, a in enumerate(record["actions"], 1):
        try:
            s.apply(a)
        except IllegalActionError as e:
            raise SaveError(f"{where}: action {i} ({excerpt(a, 40)}) is illegal on replay: {e}") from None
        h = hashes.get(str(i))
        if h is not None and differs(h):
            raise SaveError(f"{where}: hash mismatch after action {i} ({excerpt(a, 40)})")
    has_result = "result" in record
    if has_result:
        replayed = s.result() if s.is_terminal() else None
        if record["result"] != replayed:
            raise SaveError(f"{where}: the record's result {json.dumps(record['result'])[:200]} is not "
                            f"the replayed one {json.dumps(replayed)}")
    n = len(record["actions"])
    return Verification(state=s, actions=n, hashes=len(hashes), final_hash=str(n) in hashes, result=has_result)


def replay(record: dict[str, Any]) -> GameState:
    """Replay a record, checking every stored hash (and the result, when stated); raises
    SaveError on any mismatch. Use `verify` to know whether the record was complete."""
    return verify(record).state
