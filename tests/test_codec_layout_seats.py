"""The RL action layout's seat slots (`give p<seat>`, `target p<seat>`): `rl/codec.py`
`BASE_LAYOUT_SEATS` is the base game's layout, four seats (seed 004 components: four players at
most), not the largest table a game may have (`rules/ruleset.py` `most_players`: seed 002's
six-player mode). Each ruleset's layout has its own table's `max_players` seat slots."""

from __future__ import annotations

from landsraad.rl.codec import BASE_LAYOUT_SEATS, domains
from landsraad.rules.editions import ruleset_of
from landsraad.rules.ruleset import most_players


def test_the_base_layout_has_the_base_tables_seats() -> None:
    base = ruleset_of("base")
    assert BASE_LAYOUT_SEATS == base.table.max_players == 4
    assert domains(base)["<seat>"] == tuple(f"p{i}" for i in range(BASE_LAYOUT_SEATS))


def test_a_larger_table_lays_out_its_own_seats() -> None:
    """002 PARTIDAS DE SEIS JUGADORES: the six-player layout addresses six seats, the largest table
    the registry offers, which the base layout's constant does not describe."""
    six = ruleset_of("uprising", ("choam", "uprising_six"))
    assert domains(six)["<seat>"] == tuple(f"p{i}" for i in range(6))
    assert most_players() == six.table.max_players > BASE_LAYOUT_SEATS
