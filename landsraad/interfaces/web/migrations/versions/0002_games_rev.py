"""games.rev: the number of writes to a game (moves and undos), checked by every write.

A write names the rev it was made from and fails if another process wrote first: one writer
per move when several server processes share the database. Existing games start at their
version (every write so far is counted there, undos aside, and only the order matters).

Revision ID: 0002
Revises: 0001
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("games", sa.Column("rev", sa.Integer, nullable=False, server_default="0"))
    op.execute("UPDATE games SET rev = version")


def downgrade() -> None:
    with op.batch_alter_table("games") as b:
        b.drop_column("rev")
