"""Printed components as data: loaded from YAML, validated, frozen."""

from landsraad.content.contracts import Contract
from landsraad.content.loader import (
    KNOWN_FACTIONS,
    Card,
    Conflict,
    Content,
    Faction,
    Intrigue,
    Leader,
    Objective,
    ObservationPost,
    Space,
    content_with,
    declare_factions,
    load_content,
    validate_content,
)

__all__ = ["KNOWN_FACTIONS", "Card", "Conflict", "Content", "Contract", "Faction", "Intrigue", "Leader",
           "Objective", "ObservationPost", "Space",
           "content_with", "declare_factions", "load_content", "validate_content"]
