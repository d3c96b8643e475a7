"""Messages a player understands for actions that are not legal now."""

from __future__ import annotations

from landsraad.core.errors import IllegalActionError, excerpt
from landsraad.rules.actions import Acquire, AgentMove, Plain, Resolve
from landsraad.rules.state import GameState


def why_illegal(s: GameState, action: str, legal: list[str]) -> str:
    pend = s.pending
    assert pend is not None
    kind, seat = pend[0], pend[1]
    head = f"{excerpt(action)} is not legal now"  # at most a short prefix of a long action
    content = s.rules.content
    grammar = s.rules.grammar
    try:  # the typed action (rules/actions.py), or None: not in the notation at all
        typed: object = grammar.parse(action)
    except IllegalActionError:
        typed = None
    if kind == "turn" and isinstance(typed, AgentMove):
        from landsraad.rules.turns import why_cannot_send

        p = s.players[seat]
        cid, sid = typed.card, typed.space
        if cid not in content.cards:
            return f"{head}: there is no card {excerpt(cid, 40)}"
        if cid not in p.hand:
            return f"{head}: {content.cards[cid].name} is not in your hand"
        if sid not in content.spaces:
            return f"{head}: there is no board space {excerpt(sid, 40)}"
        reason = why_cannot_send(s, p, content.cards[cid], content.spaces[sid])
        if reason:
            return f"{head}: {reason}"
    if isinstance(typed, Acquire) and not (typed.top or typed.set_aside) and kind == "acquire":
        cid = typed.card
        if cid not in content.cards:
            return f"{head}: there is no card {excerpt(cid, 40)}"
        c = content.cards[cid]
        if cid not in s.imperium_row and s.reserve.get(cid, 0) <= 0:
            return f"{head}: {c.name} is not in the Imperium Row or the Reserve"
        if c.cost < 0:
            return f"{head}: {c.name} cannot be acquired with persuasion"
        return f"{head}: {c.name} costs {c.cost} persuasion; you have {s.players[seat].persuasion}"
    done = isinstance(typed, Plain) and typed.word == "done"
    if kind == "acquire" and (done or isinstance(typed, Resolve)):
        # 004 Resolver efeitos de Revelar: every Reveal box resolves, in the order you choose
        waiting = [content.cards[c].name for c, _ in (s.turn.boxes or ())]
        if done and waiting:
            return f"{head}: resolve the Reveal boxes still waiting first ({', '.join(waiting)})"
        if isinstance(typed, Resolve):
            return f"{head}: no Reveal box of that card is waiting" + (
                f" (waiting: {', '.join(waiting)})" if waiting else "")
    shown = ", ".join(legal[:12]) + (" ..." if len(legal) > 12 else "")
    from landsraad.rules.story import seat_name

    return f"{head} ({seat_name(s, seat)} must decide: {kind.replace('_', ' ')}); legal actions: {shown}"
