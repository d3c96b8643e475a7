"""Decision kinds, each declared once (issue 13; docs/architecture.md "Decision kinds").

A `DecisionKind` says everything about one kind of decision: its name (the first item of the
pending tuple), its payload as a typed value (the pending decision on the state stays a plain
tuple `(kind, seat, *payload)`, so a state clones and saves anywhere; `payload_of` / `pending`
convert both ways), who decides, its legal-action generator and apply handler (which receives
the parsed, typed action: rules/actions.py), the action forms it offers, and its texts for
players: a prompt and a browser prompt as templates with named placeholders, and an explanation.

The interfaces (terminal, browser, RL codec) render decisions from these declarations only, as
the game's ruleset holds them (`Ruleset.decisions`, `Ruleset.grammar`: interfaces/prompts.py,
rl/codec.py), so a module that adds a decision kind gets its rendering without touching them,
and two modules that never play together may use the same names.

Templates: `{name}` is a payload field, a value of `values(payload)`, or a context value the
interface supplies (`persuasion`: the seat's unspent persuasion). A value may be a *mark* saying
what it names (`Name("card", id)`, `Names`, `Effects`, `Costs`), which the interface turns into
text; a `[...]` segment appears only when every placeholder in it has a non-empty value.
Format specs: `{card:cost}`, `{card:reveal}`, `{troops:plural}`, `{factions:plus}`, `{seat:word}`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from landsraad.rules.actions import Form
from landsraad.rules.marks import Name, Names
from landsraad.rules.types import AnyState

Frame = tuple[Any, ...]
LegalFn = Callable[[AnyState, Frame], list[str]]
ApplyFn = Callable[[AnyState, Frame, Any], None]


# payload fields whose name says what they name (a kind may add its own: `marks`); a field
# holding several (a tuple) is marked `Names`
FIELD_MARKS: Mapping[str, str] = {"src": "source", "card": "card", "faction": "faction", "space": "space",
                                  "intrigue": "intrigue", "excluded": "faction", "post": "post"}

# Who decides: the seat the decision moves, except that a choice the rulebook leaves to the
# human for an automa seat is decided by the human seat the seat plan names (Seat.decided_by:
# seat 0 in the base game): 000 Rivales, Elecciones (GameState.current_player).
SEAT_DECIDES = "the seat it moves (for an automa seat: the human seat its seat plan names)"


@dataclass(frozen=True)
class DecisionKind:
    """One kind of decision, declared once (see the module docstring).

    - `payload`: a NamedTuple class of the pending tuple's items after (kind, seat), or None
      when there are none.
    - `forms`: the action forms it offers (names of rules/actions.py BASE_FORMS, or a module's
      own `Form`s).
    - `prompt`: the line saying what the seat decides; `browser`: the browser's shorter prompt
      (clicks instead of typed actions), "" to use `prompt`.
    - `values(payload)`: extra placeholders computed from the payload.
    - `always_ask`: offered even with one legal option (docs/rulings.md R6: the turn decision).
    - `intrigue_window`: an Intrigue window asked of every human when
      GameConfig.ask_all_intrigue_windows is set.
    - `ui`: what an interface does around it: "agent_turn" (the Agent-turn decision: the
      terminal redraws the table, the browser notes the Plots playable at its start),
      "plot_window" (the browser closes it by itself when nothing new is playable), "market"
      (the browser shows the Row; the terminal takes a card's name alone)."""

    name: str
    legal: LegalFn
    apply: ApplyFn
    payload: type | None = None
    forms: tuple[Form | str, ...] = ()
    prompt: str = ""
    browser: str = ""
    explain: str = ""
    decides: str = SEAT_DECIDES
    values: Callable[[Any], Mapping[str, Any]] | None = None
    marks: Mapping[str, str] | None = None
    always_ask: bool = False
    intrigue_window: bool = False
    ui: tuple[str, ...] = ()

    def payload_of(self, pend: Frame) -> Any:
        """The typed payload of a pending tuple of this kind (None when it has none)."""
        if self.payload is None:
            return None
        return self.payload(*pend[2:])

    def pending(self, seat: int, payload: Any = None) -> Frame:
        """The pending tuple (plain data, saved as is) of a typed payload."""
        return (self.name, seat) if payload is None else (self.name, seat, *payload)

    def own_forms(self) -> tuple[Form, ...]:
        return tuple(f for f in self.forms if isinstance(f, Form))

    def form_names(self) -> tuple[str, ...]:
        return tuple(f if isinstance(f, str) else f.name for f in self.forms)

    def placeholders(self, payload: Any) -> dict[str, Any]:
        """The template values a payload gives, marked by what they name."""
        out: dict[str, Any] = {}
        if payload is None:
            return out
        marks = {**FIELD_MARKS, **(self.marks or {})}
        for k, v in payload._asdict().items():
            what = marks.get(k)
            if what is None:
                out[k] = v
            elif isinstance(v, (tuple, list)):  # several of a kind: Names
                out[k] = Names(what, tuple(v))
            else:
                out[k] = Name(what, v)
        if self.values is not None:
            out.update(self.values(payload))
        return out
