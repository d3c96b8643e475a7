"""Uprising for six players (seed 002 "PARTIDAS DE SEIS JUGADORES"; issue 29): Muad'Dib's team
against Shaddam's. The mode's components as validated data (`data.py`, `vocab.py` and the three YAML
files: the six-player side of the board, the two Commanders' personal boards and starter decks, the
setup), and the seat plan, per-seat setup and six-player content built from them (`seats.py`).

Not a rules module yet: nothing is registered, six players are refused with the reason
(`Table.planned_players`), and no game reads these records (docs/six_players.md says what exists
and what is left)."""
