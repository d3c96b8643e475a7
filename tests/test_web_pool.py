"""Issue 30 in the web interface: a custom card pool (landsraad/rules/pool.py) in `POST /api/games` (the text
of a `--pool` file or its object) and in the lobby's setup form (the Card pool text area), checked with
the CLI's words, stored with the game's config (so its record and replay deal the same decks); and a
game of every preset to the end through the web API (all seats bots). Seed 002 "COMBINAR CON EL DUNE:
IMPERIUM BÁSICO": "crear tu propia combinación de una selección de cartas"; rulings M906-M909."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from web_server import Server, server_fixture, stored_config, wait_until  # noqa: E402

from landsraad import new_game  # noqa: E402
from landsraad.presets import PRESETS  # noqa: E402
from landsraad.rules.pool import PoolError, read_pool  # noqa: E402

server = server_fixture("webpool")
POOL_FILE = Path(__file__).resolve().parent.parent / "examples" / "pool.yaml"


def _post(server: Server, **body: Any) -> Any:
    return server.http.post(server.url + "/api/games", json=body)


def test_a_pool_s_text_or_object_makes_the_game_s_decks(server: Server) -> None:
    text = POOL_FILE.read_text(encoding="utf-8")
    want = read_pool(str(POOL_FILE))
    for pool in (text, {"imperium": {"include": ["uprising"], "remove": ["bene_gesserit_operative"],
                                     "add": {"arrakis_recruiter": 2}}, "intrigue": {"include": ["base"]}}):
        r = _post(server, edition="uprising", modules=["base_cards"], players=4,
                  seats=["human", "random", "random", "random"], pool=pool, seed=3)
        assert r.status_code == 200, r.text
        gid = r.json()["id"]
        config = stored_config(server, gid)
        assert config.pool == want  # stored with the config: the record and the replay deal the same decks
        s = new_game(config, 3)  # the decks the pool deals
        assert Counter(s.rules.content.imperium_deck)["arrakis_recruiter"] == 2  # a base card, added twice
        assert "bene_gesserit_operative" not in s.rules.content.imperium_deck
        assert {s.rules.content.intrigues[i].product for i in s.rules.content.intrigue_deck} == {"base"}
        v = server.view(gid, r.json()["seats"][0]["token"])
        assert "deck" not in v["players"][1] and "hand" not in v["players"][1]  # nothing more than a seat sees


@pytest.mark.parametrize("pool,words", [
    ("imperium: {include: [base]}", "include 'base' is not a product of this game"),  # no base_cards
    ("imperium: {remove: [no_such_card]}", "unknown card 'no_such_card'"),
    ("intrigue: {include: [uprising], remove: [%s]}", "too small a deck"),
    ("decks: 3", "unknown deck(s) decks"),
    ("imperium: [", "not valid YAML or JSON"),
    ({"imperium": {"add": {"the_voice": 0}}}, "needs a number of copies of 1 or more"),
])
def test_a_bad_pool_is_refused_with_the_cli_s_words(server: Server, pool: Any, words: str) -> None:
    if isinstance(pool, str) and "%s" in pool:
        from landsraad.content import load_content

        pool = pool % ", ".join(sorted(set(load_content("uprising").intrigue_deck))[:-5])
    before = server.http.get(server.url + "/api/games").json()["games"]
    r = _post(server, edition="uprising", players=4, seats=["human", "random", "random", "random"], pool=pool)
    assert r.status_code == 400 and words in r.json()["error"], r.text
    assert server.http.get(server.url + "/api/games").json()["games"] == before  # nothing created


def test_the_same_words_as_the_pool_file() -> None:
    """The server reads a pool's text with `pool_text`, a file with `read_pool`: one set of checks."""
    from landsraad.rules.pool import pool_text

    assert pool_text(POOL_FILE.read_text(encoding="utf-8")) == read_pool(str(POOL_FILE))
    with pytest.raises(PoolError, match="unknown key"):
        pool_text("imperium: {keep: [x]}")


def test_too_long_a_pool_text_is_refused(server: Server) -> None:
    r = _post(server, edition="uprising", players=4, seats=["human", "random", "random", "random"],
              pool="# " + "x" * 4100)
    assert r.status_code in (400, 413, 422)


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_plays_to_the_end_through_the_web_api(server: Server, name: str) -> None:
    """Issue 30 "Tests": one game of every preset to the end in the web interface (bots in every
    seat; the server plays it and the stored game is over with a winner)."""
    p = PRESETS[name]
    n = p.players[0] if p.players else 4  # the six-player mode: six seats (S837)
    r = _post(server, edition=p.edition, modules=list(p.modules), players=n, seats=["random"] * n,
              seed=random.Random(name).randrange(10**6), public=True)
    assert r.status_code == 200, r.text
    gid = r.json()["id"]

    def over() -> bool:
        games = server.http.get(server.url + "/api/games").json()["games"]
        return any(g["id"] == gid and g["status"] == "over" for g in games)

    wait_until(over, timeout=240, what=f"{name} over")
    v = server.view(gid)
    assert v["result"]["winner"] >= 0 and v["edition"] == p.edition and v.get("modules", []) == list(p.modules)
