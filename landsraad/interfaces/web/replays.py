"""The game table's extra endpoints: board layout, game history, and the replay viewer.

Routes (added by `add_table_routes`, kept apart from app.py's game protocol):
  GET /api/table/{edition}          the board layout and the printed components' icon tokens
  GET /api/games/{id}/table         the same as the seat of X-Seat-Token reads it in this game
                                    (its leader's Signet Ring, the costs it pays: layout.py)
  GET /api/games/{id}/history       public facts of a game so far: VP at the end of every round
                                    and every combat (strengths, who took which reward); no seed
  GET /api/replays                  finished public games of this host and `serve --records DIR`
                                    records
  GET /api/replays/{rid}            a finished game: config, seed, seats, every action, history
  GET /api/replays/{rid}/at/{n}     the table after n actions, as seat `?seat=` (default spectator)
  GET /api/replays/{rid}/content, /table?seat=S   texts and icon tokens as seat S read them
  GET /replay, /replay/{rid}        the replay pages

Who may ask: a game of this host is seen as its view is (games.GameManager.seat_of): a private
game only with one of its seats' tokens or its spectator token (header X-Seat-Token), a public
one by anyone; this holds for its table, its history and its replay, while it runs and after.
A game's seed and its actions are given only once the game is over (with the public board they
rebuild every hidden card, rules/hidden.py), so a replay of a game in progress is refused (409)
and the history carries neither. Records of `--records` are the operator's to show: anyone.

A replay is rebuilt by applying the stored actions to `new_game(config, seed)` (the engine is
deterministic); states are kept every SNAPSHOT_EVERY actions so that stepping is cheap.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, Response

from landsraad import GameConfig, GameState, new_game, view
from landsraad.content import Content
from landsraad.core.errors import ContentError, IllegalActionError, SaveError
from landsraad.interfaces.texts import Reader
from landsraad.interfaces.web.client import action_label, client_view, content_payload
from landsraad.interfaces.web.games import (
    GameManager,
    GameRuntime,
    WebError,
    decode_cursor,
    encode_cursor,
    page_language,
    page_params,
    seed_text,
)
from landsraad.interfaces.web.layout import table_payload
from landsraad.records import load_record, verify
from landsraad.rules.phases import reward_places
from landsraad.rules.story import COMBAT_LINE  # the first log line of a combat
from landsraad.rules.view import log_kinds, log_lines
from landsraad.rules.zones import strength

STATIC = Path(__file__).parent / "static"
SNAPSHOT_EVERY = 25
CACHE = 8  # replays kept in memory
PAGE_SCAN = 200  # finished games read at a time to fill a page of public ones
RECORD_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,80}$")


@dataclass
class GameHistory:
    """What happened, in public: VP at the end of each round (`vp_by_round[i]`: after round i + 1;
    the last entry is the VP now), and each combat."""

    vp_by_round: list[list[int]] = field(default_factory=list)
    combats: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"vp_by_round": self.vp_by_round, "combats": self.combats}




def _combat_entry(before: GameState, line: Any) -> dict[str, Any]:
    """One combat (004 Resolver o Combate, FAQ 2.2): the strengths the engine logged when it
    resolved the combat ("Combat for NAME: P0 strength 3, House Hagal strength 5, ...", seat by
    seat), and the places the engine's own `reward_places` rewards for them. The
    action that triggered the combat may have changed a strength first (a retreat), so the places
    are computed on a copy of the state just before that action with each player's strength set
    to the logged one (reward_places reads only strengths, the First Player and the seats)."""
    strengths = [int(clause[2]["n"]) for clause in line[1]["strengths"][2]]  # story.list_ref of line_refs
    at = before.clone()
    troop = at.rules.unit_strength["troop"]  # 004 Definir Força: a troop's strength + swords
    for p, v in zip(at.players, strengths, strict=True):
        p.conflict, p.swords = ({"troop": 1}, v - troop) if v > 0 else ({}, 0)
        assert strength(at, p) == v
    places = [{"seat": seat, "reward": idx, "rewarded": before.rules.seats[seat].takes_rewards}
              for seat, idx in reward_places(at)]
    return {"round": before.round, "conflict": before.conflict, "strengths": strengths, "places": places}


class Replay:
    """A game rebuilt from config + seed + actions, with snapshots to step through it."""

    def __init__(self, rid: str, config: GameConfig, seed: int, actions: list[str], seats: list[str],
                 snapshots: bool = True) -> None:
        self.rid, self.config, self.seed, self.actions, self.seats = rid, config, seed, actions, seats
        self.snapshots: list[GameState] = []
        self.history = GameHistory()
        self.actors: list[int] = []  # who decided each action
        # with the game log on (records of `simulate` are played without it): the log changes no
        # rule, it is what the viewer reads and where combats are found
        s = new_game(dataclasses.replace(config, log=True), seed)
        self.content: Content = s.rules.content  # the game's: its edition and modules
        for i, a in enumerate(actions):
            if snapshots and i % SNAPSHOT_EVERY == 0:
                self.snapshots.append(s.clone())
            self.actors.append(s.current_player())
            self._step(s, a, i)
        self.final = s
        self.history.vp_by_round.append([p.vp for p in s.players])
        self.readers: dict[tuple[int, str], Reader] = {}
        # a record's check (records.verify), as `landsraad replay` words it; None: a game of this
        # host, whose actions are its own
        self.verified: bool = True
        self.verification: str | None = None

    def _step(self, s: GameState, a: str, i: int) -> None:
        before = s.clone()
        n_log, rnd = len(s.log or []), s.round
        try:
            s.apply(a)
        except IllegalActionError as e:
            raise SaveError(f"action {i + 1} ({a!r}) is illegal on replay: {e}") from e
        for line in (s.log or [])[n_log:]:
            if line[0] == COMBAT_LINE:
                self.history.combats.append(_combat_entry(before, line))
        if s.round != rnd and rnd >= 1:  # round 0: leaders' set-up decisions before round 1
            self.history.vp_by_round.append([p.vp for p in s.players])

    def state_at(self, n: int) -> GameState:
        if not 0 <= n <= len(self.actions):
            raise WebError(400, f"step must be from 0 to {len(self.actions)}")
        if n == len(self.actions):
            return self.final
        k = n // SNAPSHOT_EVERY
        if k >= len(self.snapshots):
            raise ValueError("this replay was built for its history only (without snapshots)")
        s = self.snapshots[k].clone()
        for a in self.actions[k * SNAPSHOT_EVERY:n]:
            s.apply(a)
        return s

    def reader(self, seat: int, lang: str = "en") -> Reader:
        """Who reads the texts of this game as `seat` (-1: a spectator), in `lang`: from that
        seat's view of the final state, as the game page's texts (its leaders, players, difficulty)."""
        self._check_seat(seat)
        got = self.readers.get((seat, lang))
        if got is None:
            got = self.readers[(seat, lang)] = Reader.of_view(view(self.final, seat, with_state=False), lang)
        return got

    def _check_seat(self, seat: int) -> None:
        if not -1 <= seat < len(self.final.players):
            raise WebError(400, f"seat must be from -1 (spectator) to {len(self.final.players) - 1}")

    def summary(self) -> dict[str, Any]:
        c = self.content
        return {"id": self.rid, "edition": self.config.edition, "config": self.config.to_dict(), "seed": self.seed,
                "seed_text": seed_text(self.seed),
                "seats": self.seats, "steps": len(self.actions), "players": len(self.final.players),
                "result": self.final.result() if self.final.is_terminal() else None,
                "actions": [{"n": i + 1, "seat": self.actors[i], "action": a, "label": action_label(a, c, rules=self.final.rules)}
                            for i, a in enumerate(self.actions)],
                "history": self.history.to_json(),
                # a record whose stored hashes and result do not cover its end (`landsraad replay`
                # says NOT VERIFIED): it replays, but could have been cut short or edited
                "verified": self.verified, "verification": self.verification}

    def at(self, n: int, seat: int, lang: str = "en") -> dict[str, Any]:
        self._check_seat(seat)
        s = self.state_at(n)
        game = {"id": self.rid, "players": len(self.seats), "replay": True,
                "seats": [{"seat": i, "kind": k} for i, k in enumerate(self.seats)], "undo_enabled": False}
        out = client_view(view(s, seat), self.content, log=log_lines(s, seat, 0, lang), log_from=0, game=game, undo=0,
                          lang=lang)
        out["log_kinds"] = log_kinds(s, 0)
        out["step"] = n
        out["steps"] = len(self.actions)
        out["last_action"] = None if n == 0 else {"n": n, "seat": self.actors[n - 1], "action": self.actions[n - 1],
                                                    "label": action_label(self.actions[n - 1], self.content, lang,
                                                                          s.rules)}
        return out


class TableService:
    """Replays and histories, cached (a replay costs one pass over the game's actions)."""

    def __init__(self, manager: GameManager, records_dir: Path | None) -> None:
        self.manager, self.records_dir = manager, records_dir
        self.replays: OrderedDict[str, Replay] = OrderedDict()
        self.histories: OrderedDict[str, tuple[int, GameHistory]] = OrderedDict()  # game -> (actions' hash, ...)

    def _keep(self, cache: OrderedDict[str, Any], key: str, value: Any) -> None:
        cache[key] = value
        cache.move_to_end(key)
        while len(cache) > CACHE:
            cache.popitem(last=False)

    def record_files(self) -> list[Path]:
        if self.records_dir is None or not self.records_dir.is_dir():
            return []
        return sorted(p for p in self.records_dir.glob("*.json") if RECORD_NAME.match(p.name))

    async def game(self, gid: str, token: Any) -> tuple[GameRuntime, int]:
        """The game and the asker's seat, as for its view: a private game only with a seat's
        token or its spectator token (403), a public one with none (-1)."""
        rt = await self.manager.get(gid)
        return rt, self.manager.seat_of(rt, token)

    async def history(self, gid: str, token: Any) -> dict[str, Any]:
        rt, _ = await self.game(gid, token)
        version, actions = rt.state.version, list(rt.actions)
        # keyed by the actions, not the version: after an undo the same version can be reached
        # by other actions
        key = hash(tuple(actions))
        got = self.histories.get(gid)
        if got is None or got[0] != key:
            row = rt.row
            loop = asyncio.get_running_loop()
            rep = await loop.run_in_executor(self.manager.replay_pool, lambda: Replay(
                gid, GameConfig.from_dict(row.config), row.seed, actions, list(row.seats), snapshots=False))
            got = (key, rep.history)
            self._keep(self.histories, gid, got)
        return {"version": version, **got[1].to_json()}

    async def replay(self, rid: str, token: Any) -> Replay:
        rt: GameRuntime | None = None
        if not rid.startswith("rec-"):
            # a game of this host: asked as its view is, on every request (a cached replay too)
            rt, _ = await self.game(rid[2:] if rid.startswith("g-") else rid, token)
            if not rt.state.is_terminal():
                raise WebError(409, "this game is not over: a replay (and the seed) is shown only after the end")
        got = self.replays.get(rid)
        if got is not None:
            self.replays.move_to_end(rid)
            return got
        loop = asyncio.get_running_loop()
        if rid.startswith("rec-"):
            name = rid[4:]
            path = next((p for p in self.record_files() if p.name == name), None)
            if path is None:
                raise WebError(404, f"no record {name!r} in the records folder")

            def build_record() -> Replay:
                rec = load_record(path)
                check = verify(rec, name)  # checks every stored state hash, and the result
                cfg = GameConfig.from_dict(rec["config"])
                rep = Replay(rid, cfg, int(rec["seed"]), [str(a) for a in rec["actions"]], ["bot"] * cfg.players)
                rep.verified, rep.verification = check.verified, check.describe()
                return rep

            try:
                rep = await loop.run_in_executor(self.manager.replay_pool, build_record)
            except (SaveError, ContentError, ValueError, KeyError, TypeError) as e:
                # the record by its name: never the server's folder (the visitor's is not the host's)
                why = str(e).replace(str(path), name)
                if self.records_dir is not None:
                    why = why.replace(str(self.records_dir.resolve()), "").replace(str(self.records_dir), "")
                raise WebError(400, f"record {name!r} cannot be replayed: {why}") from e
        else:
            assert rt is not None
            row, actions = rt.row, list(rt.actions)
            rep = await loop.run_in_executor(self.manager.replay_pool, lambda: Replay(
                rid, GameConfig.from_dict(row.config), row.seed, actions, list(row.seats)))
        self._keep(self.replays, rid, rep)
        return rep

    async def listing(self, limit: int = 50, cursor: str | None = None) -> dict[str, Any]:
        """A page of the list: finished public games (a private one's replay is opened from its
        own end screen, with its token), the most recent first, then the records by name.
        `next`: the cursor of the next page, or None after the last."""
        kind, key = decode_cursor(cursor, "g", "r") if cursor else ("g", None)
        out: list[dict[str, Any]] = []
        if kind == "g":
            before = key
            while True:  # public is in a JSON column: pages of finished games, filtered here
                rows = await self.manager.list_rows(PAGE_SCAN, before, status="over")
                for r in rows:
                    before = r.key
                    g = self.manager.lobby_entry(r)
                    if g["status"] == "over" and g.get("public"):
                        out.append({"id": f"g-{g['id']}", "kind": "game", "seats": g["seats"], "result": g["result"],
                                    "round": g["round"], "updated": g.get("updated")})
                        if len(out) == limit:
                            return {"replays": out, "next": encode_cursor("g", before)}
                if len(rows) < PAGE_SCAN:
                    break
            key = None
        files = [p for p in self.record_files() if key is None or p.name > key]
        take = files[:limit - len(out)]
        out += [{"id": f"rec-{p.name}", "kind": "record", "name": p.name} for p in take]
        return {"replays": out, "next": encode_cursor("r", take[-1].name) if len(files) > len(take) and take else None}


def _json(data: Any) -> Response:
    return Response(json.dumps(data, separators=(",", ":")), media_type="application/json")


def _token(request: Request) -> str | None:
    return request.headers.get("x-seat-token")


def _seat_param(request: Request) -> int:
    raw = request.query_params.get("seat", "-1")
    try:
        return int(raw)
    except ValueError as e:
        raise WebError(400, "seat must be an integer (-1: spectator)") from e


def _lang(request: Any) -> str:
    """The page's language: `?lang=`, else the browser's (games.page_language)."""
    return page_language(request.query_params.get("lang"), request.headers.get("accept-language"))


def add_table_routes(app: FastAPI, manager: GameManager, records_dir: str | Path | None = None) -> TableService:
    svc = TableService(manager, Path(records_dir) if records_dir else None)

    @app.get("/replay", include_in_schema=False)
    async def replay_list_page() -> FileResponse:
        return FileResponse(STATIC / "replay.html")

    @app.get("/replay/{rid}", include_in_schema=False)
    async def replay_page(rid: str) -> FileResponse:
        return FileResponse(STATIC / "replay.html")

    @app.get("/api/table/{edition}")
    async def table(edition: str) -> Response:
        try:
            return _json(table_payload(edition))
        except (ContentError, FileNotFoundError) as e:
            raise WebError(404, f"no board layout for edition {edition!r}") from e

    @app.get("/api/games/{gid}/table")
    async def game_table(gid: str, request: Request) -> Response:
        rt, seat = await svc.game(gid, _token(request))
        reader = Reader.of_view(manager.seat_view(rt, seat), _lang(request))  # only public facts of the seat's view
        return _json(table_payload(reader.edition, reader))

    @app.get("/api/games/{gid}/history")
    async def history(gid: str, request: Request) -> Response:
        return _json(await svc.history(gid, _token(request)))

    @app.get("/api/replays")
    async def replays(request: Request) -> Response:
        """A page: `?limit=` (1 to 200, default 50) after `?cursor=` (the previous page's `next`)."""
        limit, cursor = page_params(request.query_params)
        return _json(await svc.listing(limit, cursor))

    @app.get("/api/replays/{rid}")
    async def replay_summary(rid: str, request: Request) -> Response:
        return _json((await svc.replay(rid, _token(request))).summary())

    @app.get("/api/replays/{rid}/at/{n}")
    async def replay_at(rid: str, n: int, request: Request) -> Response:
        seat = _seat_param(request)
        rep = await svc.replay(rid, _token(request))
        return _json(rep.at(n, seat, _lang(request)))

    @app.get("/api/replays/{rid}/content")
    async def replay_content(rid: str, request: Request) -> Response:
        seat = _seat_param(request)
        reader = (await svc.replay(rid, _token(request))).reader(seat, _lang(request))
        return _json(content_payload(reader.edition, reader))

    @app.get("/api/replays/{rid}/table")
    async def replay_table(rid: str, request: Request) -> Response:
        seat = _seat_param(request)
        reader = (await svc.replay(rid, _token(request))).reader(seat, _lang(request))
        return _json(table_payload(reader.edition, reader))

    return svc
