"""The toy product's phrases (its vocabulary's `phrases`, vocab.py): what a player reads of its cost
`{toy_bury_relic: n}`, translated through the module's own messages (messages.yaml)."""

from __future__ import annotations

from typing import Any

from landsraad.i18n import N_
from landsraad.interfaces.texts import Reader

BURY_TEXT = N_("put {n} of your relics back into the relic pile")



def bury_text(c: tuple[Any, ...], reader: Reader) -> str:
    return reader.tr.gettext(BURY_TEXT, n=c[1])


COST_PHRASES: dict[str, Any] = {"toy_bury_relic": bury_text}
