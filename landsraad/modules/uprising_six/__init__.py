"""Uprising for six players (seed 002 "PARTIDAS DE SEIS JUGADORES"; issue 29): Muad'Dib's team
against Shaddam's, as validated data (`data.py`): the six-player side of the board, the two
Commanders' personal boards and starter decks, and the mode's setup.

Not a rules module yet: nothing is registered, `--players 6` is still refused, and no game reads
these records (docs/six_players.md says what exists and what is left)."""
