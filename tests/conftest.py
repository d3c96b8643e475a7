import os
import sys
from pathlib import Path

# The CLI's default language is the environment's locale (landsraad.i18n, issue 21): the tests
# read English whatever the developer's locale (and their CLI subprocesses inherit it); the tests
# of other languages ask for them (tests/test_i18n.py).
os.environ["LANGUAGE"] = "en"

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

# The web server's databases: every test that takes `db_url` (or a server fixture built on
# `make_db_url`) runs once on each. PostgreSQL is a real server started for the session.
DATABASES = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[object]:
    from pg_cluster import PgCluster

    cluster = PgCluster().start()
    yield cluster
    cluster.stop()


def make_db_url(kind: str, directory: Path, request: pytest.FixtureRequest) -> str:
    """A fresh database of `kind`: an SQLite file in `directory` or a new PostgreSQL database."""
    if kind == "sqlite":
        return f"sqlite:///{directory / 'games.sqlite3'}"
    return str(request.getfixturevalue("pg_cluster").create_database())


@pytest.fixture(params=DATABASES)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    return make_db_url(request.param, tmp_path, request)


@pytest.fixture(scope="module", params=DATABASES)
def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """A real `landsraad serve` process on each database, shared by a test module (the browser and
    table tests override it with their own SQLite server)."""
    from web_server import Server

    d = tmp_path_factory.mktemp("web")
    srv = Server(make_db_url(request.param, d, request), logdir=d).start()
    yield srv
    srv.stop()
