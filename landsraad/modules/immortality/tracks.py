"""The Bene Tleilax board's two tracks (seed 003 "EL MEDIDOR DE INVESTIGACIÓN", "EL MEDIDOR
TLEILAXU", icon guide "Investigación", "Marcadores genéticos", "Tleilaxu").

- `research` n: n Research icons, one at a time. Each moves the Research token one column right
  to a connected space ("Nunca podrás moverte hacia arriba o hacia abajo, ni tampoco hacia la
  izquierda"); with two connected spaces the player chooses (decision `research <space>`), with
  one it moves there. The new space's bonus is gained at once. Once the token has reached the
  second genetic marker, a Research icon draws a card instead (the marker's `research_becomes`).
- `tleilaxu` n: n steps of the Tleilaxu token, one at a time; each new space's bonus at once; the
  first player to reach the space of the setup spice also takes that spice. At the last space a
  step does nothing (docs/rulings.md I38).
- the condition `{genetic_markers: n}`: the seat's token has reached that marker's column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.immortality import state as fields
from landsraad.modules.immortality.data import imm, markers
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.effects import push_effects
from landsraad.rules.registry import Frame
from landsraad.rules.ruleset import VpSource
from landsraad.rules.story import amount_ref, seat_ref
from landsraad.rules.zones import gain, log

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Ruleset
    from landsraad.rules.state import GameState

Effect = tuple[Any, ...]


def _steps(s: GameState, seat: int, e: Effect, src: str) -> bool:
    """An effect of n > 1 icons is queued as n single icons (each resolves, with its choice and
    bonus, before the next); True when it was."""
    n = e[1]
    if n <= 1:
        return False
    for _ in range(n):
        s.stack.append(("eff", seat, (e[0], 1), src))
    return True


# ---- the research track ---------------------------------------------------------------------

def _research(s: GameState, seat: int, e: Effect, src: str) -> None:
    if e[1] <= 0 or _steps(s, seat, e, src):
        return
    data = imm(s).research
    last = data.markers[-1]
    if markers(s, seat) >= last.marker:  # 003: "en vez de eso, robas una carta"
        push_effects(s, seat, last.research_becomes, f"research:{last.marker}")
        if s.log is not None:
            log(s, N_("{seat}'s Research token has reached the last genetic marker: the Research icon draws a card"),
                seat=seat_ref(s, seat))
        return
    exits = data.spaces[fields.RESEARCH.get(s)[seat]].next
    if len(exits) == 1:
        move_research(s, seat, exits[0])
    elif exits:
        s.pending = ("research", seat)


def move_research(s: GameState, seat: int, to: str) -> None:
    """The Research token moves to `to` and its bonus is gained at once (003)."""
    fields.RESEARCH.put(s, (*fields.RESEARCH.get(s)[:seat], to, *fields.RESEARCH.get(s)[seat + 1:]))
    space = imm(s).research.spaces[to]
    if s.log is not None:
        log(s, N_("{seat} moves the Research token to column {column}, row {row}"), seat=seat_ref(s, seat),
            column=space.column, row=space.row)
    push_effects(s, seat, space.effects, f"research:{to}")


class ResearchMove(NamedTuple):
    space: str  # a research track space id (c<column>r<row>)


def _research_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"research {nid}" for nid in imm(s).research.spaces[fields.RESEARCH.get(s)[pend[1]]].next]


def _research_apply(s: GameState, pend: Frame, a: ResearchMove) -> None:
    move_research(s, pend[1], a.space)


def _research_ids(rules: Ruleset) -> tuple[str, ...]:
    """The research spaces of the game's Bene Tleilax board (its edition's Immortality data): the
    values of the `research` form's slot."""
    from landsraad.modules.immortality.loader import immortality_for

    return tuple(immortality_for(rules.content.edition).research.spaces)


def _research_values(a: ResearchMove, payload: Any, rules: Ruleset) -> dict[str, Any]:
    """What a player reads of a research space of the game's board: its column and row, and its bonus."""
    from landsraad.modules.immortality.loader import immortality_for
    from landsraad.rules.marks import Effects

    space = immortality_for(rules.content.edition).research.spaces.get(a.space)
    if space is None:
        return {}
    return {"column": space.column, "row": space.row, "bonus": Effects(space.effects)}


RESEARCH = DecisionKind(
    name="research", legal=_research_legal, apply=_research_apply,
    forms=(Form("research", ("research", "<research_space>"), ResearchMove,
                label="Research: column {column}, row {row}", gloss="[{bonus}]", values=_research_values,
                domains={"<research_space>": _research_ids}, doc="research (Immortality)"),),
    prompt="Research: move your Research token one column right, up or down the lattice.",
    explain=("003 EL MEDIDOR DE INVESTIGACIÓN: a Research icon moves your token one space right; where two "
             "spaces connect you choose; never up, down or left. You gain the new space's bonus at once."))


def _genetic_markers(s: GameState, seat: int, cond: Effect, src: str) -> bool:
    """{genetic_markers: n}: "todo efecto procedente de cartas señaladas con ese icono estará
    activo para ti" once your Research token has reached that marker's column (003)."""
    return markers(s, seat) >= cond[1]


# ---- the Tleilaxu track ----------------------------------------------------------------------

def _tleilaxu(s: GameState, seat: int, e: Effect, src: str) -> None:
    if e[1] <= 0 or _steps(s, seat, e, src):
        return
    track = imm(s).tleilaxu_track
    at = fields.TLEILAXU.get(s)[seat]
    if at + 1 >= len(track.spaces):  # docs/rulings.md I38: no space further right
        if s.log is not None:
            log(s, N_("{seat}'s Tleilaxu token is already on the last space"), seat=seat_ref(s, seat))
        return
    at += 1
    fields.TLEILAXU.put(s, (*fields.TLEILAXU.get(s)[:seat], at, *fields.TLEILAXU.get(s)[seat + 1:]))
    space = track.spaces[at]
    if s.log is not None:
        log(s, N_("{seat} moves the Tleilaxu token to space {space}"), seat=seat_ref(s, seat), space=at)
    push_effects(s, seat, space.effects, f"tleilaxu:{at}")
    if space.setup_spice and fields.TLEILAXU_SPICE.get(s):
        # 003 EL MEDIDOR TLEILAXU: "El primer jugador que llegue a ella recibe [...] las 2 fichas
        # de Especia que se colocaron aquí durante la preparación"
        spice = fields.TLEILAXU_SPICE.get(s)
        fields.TLEILAXU_SPICE.put(s, 0)
        gain(s, seat, "spice", spice, f"tleilaxu:{at}")
        if s.log is not None:
            log(s, N_("{seat} is the first to reach it and takes the {amount} placed there at setup"),
                seat=seat_ref(s, seat), amount=amount_ref("spice", spice))


def _tleilaxu_feasible(s: GameState, seat: int, e: Effect) -> bool:
    """A "choose" option with a Tleilaxu icon can be done while the token has a space further
    right (Reclaimed Forces, Stitched Horror: docs/rulings.md I71; at the last space the step does
    nothing, I38, and FAQ 2.4 has a player choose options they can do)."""
    return fields.TLEILAXU.get(s)[seat] + 1 < len(imm(s).tleilaxu_track.spaces)


EFFECTS = {"research": _research, "tleilaxu": _tleilaxu}
# the VP of the Tleilaxu track's spaces (`tleilaxu:<index>`, the push_effects source above): each
# seat whose token has reached the space has them (scenario.py derives them)
VP_SOURCES = (VpSource("tleilaxu:<index>", "a Tleilaxu track space reached (003 EL MEDIDOR TLEILAXU)", derived=True),)
def _tleilaxu_void(s: GameState, seat: int, e: Effect) -> bool:
    """A Tleilaxu step from the last space does nothing (I38): an arrow buying only such steps is not
    offered (Tleilaxu Surgeon's 2 specimens → 2 steps: docs/rulings.md I85)."""
    return not _tleilaxu_feasible(s, seat, e)


FEASIBLE = {"tleilaxu": _tleilaxu_feasible}
VOID = {"tleilaxu": _tleilaxu_void}
VALUE_CONDITIONS = {"genetic_markers": _genetic_markers}
DECISIONS = (RESEARCH,)
