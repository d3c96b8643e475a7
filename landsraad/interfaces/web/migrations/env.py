"""Alembic environment: migrations run on the connection `migrations.upgrade` hands over, inside
its transaction (no alembic.ini, no URL of its own)."""

from alembic import context

from landsraad.interfaces.web.store import metadata

connection = context.config.attributes.get("connection")
if connection is None:  # the `alembic` command line (alembic.ini beside this file)
    import os

    from sqlalchemy import create_engine

    engine = create_engine(os.environ["ALEMBIC_DB"])
    with engine.begin() as connection:
        context.configure(connection=connection, target_metadata=metadata)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=metadata)
    with context.begin_transaction():
        context.run_migrations()
