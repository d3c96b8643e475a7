"""Uprising Imperium cards (bene_gesserit): their Agent and Reveal boxes through the engine."""

from __future__ import annotations

TESTED: tuple[str, ...] = ()
