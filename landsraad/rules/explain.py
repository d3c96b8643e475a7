"""Messages a player understands for actions that are not legal now.

A refusal is a message and its arguments (rules/story.py `reason`), never English words: the
engine raises it as an IllegalActionError whose `line` each reader reads in their language
(story.refusal_text). Every variant is a whole sentence of its own (docs/i18n.md).
"""

from __future__ import annotations

from landsraad.core.errors import IllegalActionError, excerpt
from landsraad.i18n import N_
from landsraad.rules.actions import Acquire, AgentMove, Plain, Resolve
from landsraad.rules.state import GameState
from landsraad.rules.story import LogLine, line_ref, list_ref, reason, seat_ref


def why_illegal(s: GameState, action: str, legal: list[str]) -> LogLine:
    pend = s.pending
    assert pend is not None
    kind, seat = pend[0], pend[1]
    head = excerpt(action)  # at most a short prefix of a long action
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
            return reason(N_("{action} is not legal now: there is no card {card}"), action=head,
                          card=excerpt(cid, 40))
        if cid not in p.hand:
            return reason(N_("{action} is not legal now: {card} is not in your hand"), action=head,
                          card=("card", cid))
        if sid not in content.spaces:
            return reason(N_("{action} is not legal now: there is no board space {space}"), action=head,
                          space=excerpt(sid, 40))
        why = why_cannot_send(s, p, content.cards[cid], content.spaces[sid])
        if why:
            return reason(N_("{action} is not legal now: {reason}"), action=head, reason=_clause(why))
    if isinstance(typed, Acquire) and not (typed.top or typed.set_aside) and kind == "acquire":
        cid = typed.card
        if cid not in content.cards:
            return reason(N_("{action} is not legal now: there is no card {card}"), action=head,
                          card=excerpt(cid, 40))
        c = content.cards[cid]
        if cid not in s.imperium_row and s.reserve.get(cid, 0) <= 0:
            return reason(N_("{action} is not legal now: {card} is not in the Imperium Row or the Reserve"),
                          action=head, card=("card", cid))
        if c.cost < 0:
            return reason(N_("{action} is not legal now: {card} cannot be acquired with Persuasion"),
                          action=head, card=("card", cid))
        return reason(N_("{action} is not legal now: {card} costs {cost}; you have {have}"), action=head,
                      card=("card", cid), cost=("amount", "persuasion", c.cost),
                      have=("amount", "persuasion", s.players[seat].persuasion))
    done = isinstance(typed, Plain) and typed.word == "done"
    if kind == "acquire" and (done or isinstance(typed, Resolve)):
        # 004 Resolver efeitos de Revelar: every Reveal box resolves, in the order you choose
        waiting = list_ref([("card", c) for c, _ in (s.turn.boxes or ())])
        if done and waiting[2]:
            return reason(N_("{action} is not legal now: resolve the Reveal boxes still waiting first ({cards})"),
                          action=head, cards=waiting)
        if isinstance(typed, Resolve):
            if waiting[2]:
                return reason(N_("{action} is not legal now: no Reveal box of that card is waiting "
                                 "(waiting: {cards})"), action=head, cards=waiting)
            return reason(N_("{action} is not legal now: no Reveal box of that card is waiting"), action=head)
    shown = ", ".join(legal[:12]) + (" ..." if len(legal) > 12 else "")
    # the decision's name and the legal actions are the notation's own words (docs/scenarios.md)
    return reason(N_("{action} is not legal now ({seat} must decide: {decision}); legal actions: {legal}"),
                  action=head, seat=seat_ref(s, seat), decision=kind.replace("_", " "), legal=shown)


def _clause(why: LogLine | str) -> tuple[object, ...]:
    """A reason inside a sentence: a message of its own (a plain string: a message id)."""
    return line_ref(why) if isinstance(why, str) else line_ref(why[0], **why[1])
