"""The words of a hint (agents/hint.py) in the reader's language, shared by the terminal game's
`hint` command and the browser's hint button: the hinted move and what the search expects it to
gain over the runner-up, by the end of the round."""

from __future__ import annotations

from typing import Any

from landsraad.agents.hint import Hint
from landsraad.i18n import N_, translator
from landsraad.interfaces.prompts import option_label

NOT_YOUR_TURN = N_("no hint now: it is not your turn to decide")


def hint_line(h: Hint, content: Any, rules: Any, lang: str, number: int | None = None) -> str:
    """'Hint: 3. Send an Agent ... (about 0.4 VP better by the end of the round than ...)'."""
    tr = translator(lang)
    action = option_label(h.action, content, lang, rules)
    if number is not None:
        action = f"{number}. {action}"
    if h.runner_up is None or h.gain_vp is None:
        return tr.gettext("Hint: {action} (the only sensible move here)", action=action)
    other = option_label(h.runner_up, content, lang, rules)
    if h.gain_vp < 0.05:
        return tr.gettext("Hint: {action} (about as good as {other})", action=action, other=other)
    return tr.gettext("Hint: {action} (about {gain} VP better by the end of the round than {other})",
                      action=action, gain=f"{h.gain_vp:.1f}", other=other)
