"""games.seed: a 64-bit integer (BIGINT), since a seed drawn by the server has 63 bits
(games.SEED_BITS: the seed never leaves the server while a game runs, so it must not be
guessable). A 32-bit INTEGER on PostgreSQL would refuse it; SQLite's INTEGER is already 64 bits,
and its table is rebuilt (Alembic batch mode) only so that the schema is exactly the model's.

Revision ID: 0003
Revises: 0002
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as b:
        b.alter_column("seed", type_=sa.BigInteger, existing_type=sa.Integer, existing_nullable=False)


def downgrade() -> None:
    with op.batch_alter_table("games") as b:
        b.alter_column("seed", type_=sa.Integer, existing_type=sa.BigInteger, existing_nullable=False)
