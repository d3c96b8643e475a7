"""Errors raised by the engine and the content loader."""

from __future__ import annotations


def excerpt(text: str, limit: int = 60) -> str:
    """Bad input quoted in an error message: in full when short, else its first `limit`
    characters and its length (a message never repeats a long input back)."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text)} characters)"


class IllegalActionError(ValueError):
    """An action that is not legal now. The state is left unchanged."""


class ContentError(ValueError):
    """Component data that fails validation at load time."""


class SaveError(ValueError):
    """A saved game or game record that cannot be loaded."""


class ConfigError(ValueError):
    """A game configuration that cannot be played (GameConfig refuses it when it is made)."""
