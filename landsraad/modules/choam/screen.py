"""The CHOAM module (seed 002 MÓDULO DE LA CHOAM) in the terminal (`Module.interfaces["screen"]`:
the hooks landsraad/interfaces/parts.py names): the contracts under the Landsraad Council, the
bank's size and the Sardaukar contracts set aside for Shaddam, read from the seat's view (the
module's `board_view`), under the Imperium Row."""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.text import Text

from landsraad.content import Content
from landsraad.i18n import translator
from landsraad.interfaces.screen import Flow, contract_name


def row_lines(v: dict[str, Any], content: Content, lang: str = "en") -> list[RenderableType]:
    contracts = v.get("contracts")
    if contracts is None:
        return []
    tr = translator(lang)
    items: list[Text | str] = [contract_name(content, c, lang) for c in contracts["face_up"]] or [
        tr.gettext("none face up")]
    items.append(Text(tr.gettext("(bank {n})", n=contracts["bank"]), style="dim"))
    if contracts["set_aside"]:
        items.append(Text(tr.gettext("set aside for Shaddam:") + " "
                          + ", ".join(contract_name(content, c, lang) for c in contracts["set_aside"]), style="dim"))
    return [Flow(items, head=Text(tr.gettext("CHOAM contracts:") + " ", style="bold"))]
