"""Messages a player understands for actions that are not legal now."""

from __future__ import annotations

from landsraad.core.errors import excerpt
from landsraad.rules.state import GameState


def why_illegal(s: GameState, action: str, legal: list[str]) -> str:
    pend = s.pending
    assert pend is not None
    kind, seat = pend[0], pend[1]
    words = action.split()
    head = f"{excerpt(action)} is not legal now"  # at most a short prefix of a long action
    content = s.rules.content
    if kind == "turn" and len(words) == 3 and words[0] == "agent":
        from landsraad.rules.turns import why_cannot_send

        p = s.players[seat]
        cid, sid = words[1], words[2]
        if cid not in content.cards:
            return f"{head}: there is no card {excerpt(cid, 40)}"
        if cid not in p.hand:
            return f"{head}: {content.cards[cid].name} is not in your hand"
        if sid not in content.spaces:
            return f"{head}: there is no board space {excerpt(sid, 40)}"
        reason = why_cannot_send(s, p, content.cards[cid], content.spaces[sid])
        if reason:
            return f"{head}: {reason}"
    if words and words[0] == "acquire" and len(words) == 2 and kind == "acquire":
        cid = words[1]
        if cid not in content.cards:
            return f"{head}: there is no card {excerpt(cid, 40)}"
        c = content.cards[cid]
        if cid not in s.imperium_row and s.reserve.get(cid, 0) <= 0:
            return f"{head}: {c.name} is not in the Imperium Row or the Reserve"
        if c.cost < 0:
            return f"{head}: {c.name} cannot be acquired with persuasion"
        return f"{head}: {c.name} costs {c.cost} persuasion; you have {s.players[seat].persuasion}"
    if kind == "acquire" and words and words[0] in ("done", "resolve"):
        # 004 Resolver efeitos de Revelar: every Reveal box resolves, in the order you choose
        waiting = [content.cards[c].name for c, _ in (s.turn.boxes or ())]
        if words[0] == "done" and waiting:
            return f"{head}: resolve the Reveal boxes still waiting first ({', '.join(waiting)})"
        if words[0] == "resolve":
            return f"{head}: no Reveal box of that card is waiting" + (
                f" (waiting: {', '.join(waiting)})" if waiting else "")
    shown = ", ".join(legal[:12]) + (" ..." if len(legal) > 12 else "")
    from landsraad.rules.story import seat_name

    return f"{head} ({seat_name(s, seat)} must decide: {kind.replace('_', ' ')}); legal actions: {shown}"
