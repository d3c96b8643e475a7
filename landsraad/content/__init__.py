"""Printed components as data: loaded from YAML, validated, frozen."""

from landsraad.content.loader import (
    Card,
    Conflict,
    Content,
    Faction,
    HagalCard,
    Intrigue,
    Leader,
    Space,
    content_with,
    load_content,
    validate_content,
)

__all__ = ["Card", "Conflict", "Content", "Faction", "HagalCard", "Intrigue", "Leader", "Space", "content_with",
           "load_content", "validate_content"]
