"""Schema migrations of the web store (Alembic), applied by `Store` every time it opens a database.

    versions/0001_initial.py   games + actions, as created before migrations existed
    versions/0002_games_rev.py games.rev: a counter of writes, the optimistic version check that
                               keeps one writer per move when several processes share a database
    versions/0003_games_seed_bigint.py games.seed BIGINT: a drawn seed has 63 bits

A database created before migrations existed (by `metadata.create_all`: tables present, no
`alembic_version` table) is stamped at 0001, the schema it has, and then upgraded like any other.
On PostgreSQL the upgrade runs under a transaction-scoped advisory lock, so server processes
started together migrate one at a time (the others then find the database at head).

A new migration: `alembic -c landsraad/interfaces/web/migrations/alembic.ini revision -m "what"`
(needs ALEMBIC_DB set to a database URL at head to autogenerate from `store.metadata`).
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection, Engine

HERE = Path(__file__).resolve().parent
BASELINE = "0001"  # the schema of databases made before migrations existed
MIGRATION_LOCK = 0x4C414E4453  # advisory lock key ("LANDS") serializing upgrades on PostgreSQL


def alembic_config(connection: Connection | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(HERE))
    cfg.attributes["connection"] = connection
    return cfg


def head() -> str:
    h = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert h is not None
    return h


def current(conn: Connection) -> str | None:
    return MigrationContext.configure(conn).get_current_revision()


def upgrade(engine: Engine) -> None:
    """Bring the database to the newest schema, in one transaction (PostgreSQL has transactional
    DDL; SQLite's ALTER TABLE ADD COLUMN commits with it too)."""
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": MIGRATION_LOCK})
        cfg = alembic_config(conn)
        if current(conn) is None and inspect(conn).has_table("games"):
            command.stamp(cfg, BASELINE)
        command.upgrade(cfg, "head")
