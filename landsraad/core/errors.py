"""Errors raised by the engine and the content loader."""


class IllegalActionError(ValueError):
    """An action that is not legal now. The state is left unchanged."""


class ContentError(ValueError):
    """Component data that fails validation at load time."""


class SaveError(ValueError):
    """A saved game or game record that cannot be loaded."""
