"""Printed components as data: loaded from YAML, validated, frozen."""

from landsraad.content.loader import Card, Conflict, Content, HagalCard, Intrigue, Leader, Space, load_content

__all__ = ["Card", "Conflict", "Content", "HagalCard", "Intrigue", "Leader", "Space", "load_content"]
