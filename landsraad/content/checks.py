"""The shape checks a product's own loader runs on its YAML (Immortality's tracks, the Uprising
Rivals' and the six-player mode's components): one place, so every product refuses broken data with
the same words, naming the file and the component (`where`)."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path
from typing import Any

import yaml

from landsraad.core.errors import ContentError


def fail(where: str, msg: str) -> ContentError:
    """The error for `where` (a file, then the component: "hagal.yaml: card sardaukar")."""
    return ContentError(f"{where}: {msg}")


def read_yaml(path: Path) -> dict[str, Any]:
    """A data file whose top level is a mapping."""
    with path.open(encoding="utf-8") as f:
        raw = yaml.safe_load(f)
    if not isinstance(raw, dict):
        raise ContentError(f"{path.name}: expected a mapping")
    return raw


def mapping(raw: Any, allowed: Collection[str], required: Collection[str], where: str) -> dict[str, Any]:
    """A mapping with only `allowed` fields and every `required` one."""
    if not isinstance(raw, dict):
        raise fail(where, f"expected a mapping, got {raw!r}")
    unknown = set(raw) - set(allowed)
    if unknown:
        raise fail(where, f"unknown fields {sorted(unknown)}")
    missing = set(required) - set(raw)
    if missing:
        raise fail(where, f"missing fields {sorted(missing)}")
    return raw


def integer(v: Any, where: str, least: int = 0) -> int:
    """An integer (not a bool) of at least `least`."""
    if not isinstance(v, int) or isinstance(v, bool) or v < least:
        raise fail(where, f"expected an integer of at least {least}, got {v!r}")
    return v


def boolean(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise fail(where, f"expected true or false, got {v!r}")
    return v


def items(raw: Any, where: str) -> list[Any]:
    """A list (of anything: each item is checked by its caller)."""
    if not isinstance(raw, list):
        raise fail(where, f"expected a list, got {raw!r}")
    return raw


def id_list(raw: Any, where: str) -> tuple[str, ...]:
    """A list of distinct ids."""
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise fail(where, "expected a list of ids")
    if len(set(raw)) != len(raw):
        raise fail(where, "an id is listed twice")
    return tuple(raw)


def unique(ids: list[str], what: str) -> None:
    """Refuse a second component of the same id (`what`: "card", "rival" …)."""
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ContentError(f"duplicate {what} id {i!r}")
        seen.add(i)
