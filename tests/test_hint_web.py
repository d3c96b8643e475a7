"""The browser's hint button (issue 31): GET /api/games/{id}/hint answers the seat deciding now
with a legal move and its gain in the page's language; refused (409) to a seat not deciding and
(403) to a spectator or no token."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")

from web_server import Server  # noqa: E402


def test_hint_endpoint(server: Server) -> None:
    g = server.create(players=3, seats=["human", "human", "random"], first_player=0)
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    v = server.view(gid, t0)
    r = server.http.get(f"{server.url}/api/games/{gid}/hint", params={"lang": "es"}, headers={"x-seat-token": t0})
    assert r.status_code == 200, r.text
    d = r.json()
    assert d["action"] in v["decision"]["legal"] and d["version"] == v["version"]
    assert d["text"].startswith("Pista: ")
    r = server.http.get(f"{server.url}/api/games/{gid}/hint", headers={"x-seat-token": t1})
    assert r.status_code == 409 and "not your turn" in r.json()["error"]
    assert server.http.get(f"{server.url}/api/games/{gid}/hint").status_code == 403
