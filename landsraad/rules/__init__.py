"""The rules of the games. Importing this package registers every frame and decision handler."""

from landsraad.rules import effects, phases, turns  # noqa: F401  (registration side effects)
