"""The engine loop: run frames until a decision is needed; validate and apply actions.

A *frame* is a tuple on `state.stack` (LIFO). `run` pops and executes frames until one sets
`state.pending` (a decision for a seat) or the game ends. `apply_action` checks the action
against `legal_actions` first, so an illegal action raises before anything changes.
Decisions with a single legal option are resolved automatically (nothing to choose), except
the turn decision (Agent turn / Reveal), which is always asked: docs/rulings.md R6.
"""

from __future__ import annotations

from landsraad.i18n import N_
from landsraad.rules.state import GameState, bind_engine
from landsraad.rules.story import illegal, reason, seat_ref


def run(s: GameState) -> None:
    """Dispatch goes through the game's ruleset (its frames, decision kinds and action grammar:
    rules/ruleset.py), so a module's handlers exist only in games that use it."""
    stack = s.stack
    rules = s.rules
    ops = rules.ops
    decisions = rules.decisions
    typed_actions = rules.grammar.typed
    always_ask = rules.always_ask
    on_decision = s.triggers.decision
    # the core's `eff` frame handler (effects.py `_run_effect`) inlined below: an effect frame is
    # run here without a call of its own (about 1.5 a decision). Not where the ruleset has its own
    # `eff` handler (a receiver's: registry.py `run_routed_effect`, which routes the effect first).
    effects = rules.effects if rules.receiver is None else None
    while True:
        pending = s.pending
        if pending is not None:
            # event `decision`, before a decision is offered or auto-resolved: rules that keep a
            # player's standing knowledge up to date (Paul Atreides's Prescience looks at the top
            # card of his deck "at any time": modules/base/leaders.py). Subscribers are idempotent.
            if on_decision:
                for fn in on_decision:
                    fn(s)
            # DecisionKind.always_ask (the turn decision: docs/rulings.md R6) and, when the config
            # asks for them, the Intrigue windows (DecisionKind.intrigue_window)
            if pending[0] in always_ask or (s.config.ask_all_intrigue_windows
                                            and pending[0] in rules.intrigue_windows
                                            and pending[1] not in s.automa):
                return
            # the decision's legal actions (as in _cached_legal), inlined: once per decision offered or
            # auto-resolved
            legal = decisions[pending[0]].legal(s, pending)
            if s.automa and pending[1] in s.automa and rules.automa is not None:
                legal = rules.automa.legal(s, pending, legal)
            if len(legal) > 1:
                s._legal = (pending, legal)  # offered as is: legal_actions/apply reuse it
                if s.stack is not stack:
                    _same_stack(s, stack)
                return
            s.pending = None
            if legal:  # one option: nothing to choose; none: the decision lapses
                a = legal[0]
                try:
                    typed = typed_actions[a]  # parsed once per process (rules/actions.py)
                except KeyError:
                    typed = parse(s, a)
                decisions[pending[0]].apply(s, pending, typed)
            continue
        try:  # (no test before each pop: a try costs nothing until the stack runs out)
            frame = stack.pop()
        except IndexError:  # no frame left and nothing pending: the loop stops (the game is over)
            if s.stack is not stack:
                _same_stack(s, stack)
            return
        kind = frame[0]
        if kind == "eff" and effects is not None:  # ("eff", seat, effect, source): _run_effect's body
            e = frame[2]
            effects[e[0]](s, frame[1], e, frame[3])
        else:
            ops[kind](s, frame)


def _same_stack(s: GameState, stack: list) -> None:  # type: ignore[type-arg]
    """The loop runs the list it took at its start: a rule that *replaces* `s.stack` instead of
    changing it in place would leave frames nobody runs and a game with nothing pending (issue 33's
    stopped Immortality games). Checked when the loop stops, so such a rule fails loudly at once."""
    if s.stack is not stack:
        raise RuntimeError("a rule replaced the frame stack while the engine ran; change it in place")


def parse(s: GameState, action: str) -> object:
    """The typed action of a legal action string (rules/actions.py), in the game's grammar
    (each string is parsed once per process: then it is a dict lookup)."""
    return s.rules.grammar.parse(action)


def _cached_legal(s: GameState) -> list[str]:
    """Legal actions of the pending decision, computed once per decision: a new decision is
    always a new `pending` tuple, so identity is the cache key (apply validates with it too)."""
    pending = s.pending
    if pending is None:
        return []
    cache = s._legal
    if cache is not None and cache[0] is pending:
        return cache[1]
    # the automa filters the actions of its seats (House Hagal, Rivals: modules/base/hagal.py); the
    # turn decision (always asked, so never listed by `run`) is listed here, once per decision
    legal = s.rules.decisions[pending[0]].legal(s, pending)
    if s.automa and pending[1] in s.automa:
        automa = s.rules.automa
        if automa is not None:
            legal = automa.legal(s, pending, legal)
    s._legal = (pending, legal)
    return legal


def legal_actions(s: GameState) -> list[str]:
    return list(_cached_legal(s))


def normalize(action: str) -> str:
    """The notation is lower-case words separated by single spaces."""
    if not isinstance(action, str):
        raise illegal(reason(N_("an action is text in the action notation, got {kind}"), kind=type(action).__name__))
    return " ".join(action.strip().lower().split())


def apply_action(s: GameState, action: str, seat: int | None = None) -> None:
    """`seat`: the seat submitting the action, for callers that take actions from several seats;
    only the seat that must decide (`current_player`) may act."""
    pending = s.pending  # read once (as `rules` below): this runs at every decision
    if pending is None:
        raise illegal(reason(N_("the game is over; no action can be applied")))
    rules = s.rules
    if seat is not None and seat != s.current_player():
        raise illegal(reason(N_("{seat} cannot act now: it is not their decision ({current} must decide: {decision})"),
                             seat=seat_ref(s, seat), current=seat_ref(s, s.current_player()),
                             decision=pending[0].replace("_", " ")), rules.content.edition)
    cache = s._legal  # _cached_legal, inlined: the list was cached when it was offered
    legal = cache[1] if cache is not None and cache[0] is pending else _cached_legal(s)
    a = action
    if a not in legal:  # legal actions are in normal form: only an action not found is normalized
        a = normalize(action)
        if a not in legal:
            from landsraad.rules.explain import why_illegal

            raise illegal(why_illegal(s, a, legal), rules.content.edition)
    try:
        typed = rules.grammar.typed[a]  # parsed once per process
    except KeyError:  # parsed now, before anything changes: an action outside the grammar is refused
        typed = parse(s, a)
    s.pending = None
    s.version += 1
    rules.decisions[pending[0]].apply(s, pending, typed)
    run(s)


bind_engine(_cached_legal, apply_action)
