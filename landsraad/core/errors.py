"""Errors raised by the engine and the content loader."""

from __future__ import annotations

from typing import Any


def excerpt(text: str, limit: int = 60) -> str:
    """Bad input quoted in an error message: in full when short, else its first `limit`
    characters and its length (a message never repeats a long input back)."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text)} characters)"


class IllegalActionError(ValueError):
    """An action that is not legal now. The state is left unchanged.

    `str(e)` is the refusal in English; `line`, when the engine gave one, is the same refusal as
    a message id and its arguments (rules/story.py LogLine), which `story.refusal_text(e, lang)`
    renders in a reader's language (docs/i18n.md)."""

    def __init__(self, message: str, line: tuple[str, dict[str, Any]] | None = None,
                 edition: str = "base") -> None:
        super().__init__(message)
        self.line = line
        self.edition = edition

    def __reduce__(self) -> tuple[Any, ...]:  # pickled whole (bot processes hand errors back)
        return (type(self), (str(self), self.line, self.edition))


class ContentError(ValueError):
    """Component data that fails validation at load time."""


class SaveError(ValueError):
    """A saved game or game record that cannot be loaded."""


class ConfigError(ValueError):
    """A game configuration that cannot be played (GameConfig refuses it when it is made)."""
