"""Uprising leaders with their own pieces: Lady Jessica (memories, and her other side, Reverend
Mother Jessica) and Feyd-Rautha Harkonnen's training track (seed 002 ACLARACIONES; FAQ 2.6;
shared/reference/derived/leaders.json card faces).

- **Memories** (effect `memory`, Spice Agony): a troop from her supply onto the board's Bene
  Gesserit area; it is in neither her garrison nor the Conflict (`leader_state["memories"]`, a
  count: invariants count these troops with the others).
- **Other Memories** (Lady Jessica side): when she sends an Agent to a Bene Gesserit board space
  she may take every memory back to her supply, draw a card for each, then turn over to Reverend
  Mother Jessica for the rest of the game (`leader_state["side"]`: "front" / "back").
- **Reverend Mother** (the other side): once per turn, when she sends an Agent to a Bene
  Gesserit or Fremen board space, she may pay 1 water to gain that space's effects once more;
  FAQ 2.6: already in the turn she turns over.
- **Training** (effect `training`, Personal Training): the Feyd token moves one space to the
  right along the track printed on the leader (decision `train` at a fork) and he gains what
  the space entered gives; on the rightmost space it stays for the rest of the game
  (`leader_state["training"]`: the space it is on).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.effects import push_effects
from landsraad.rules.marks import Effects
from landsraad.rules.points import AGENT_EFFECTS_DONE
from landsraad.rules.registry import Frame
from landsraad.rules.story import amount_ref, line_ref, seat_ref
from landsraad.rules.zones import draw_cards, log, pay, set_leader_state

if TYPE_CHECKING:
    from landsraad.content import Leader
    from landsraad.rules.events import Triggers
    from landsraad.rules.ruleset import Ruleset
    from landsraad.rules.state import GameState, PlayerState

JESSICA = "lady_jessica"
REVEREND_MOTHER = "reverend_mother_jessica"  # the id of her other side (leaders.yaml `back`)
FEYD = "feyd_rautha_harkonnen"
FRONT, BACK = "front", "back"
OTHER_MEMORIES_ICONS = ("bene_gesserit",)
REVEREND_MOTHER_ICONS = ("bene_gesserit", "fremen")
# the spaces of Feyd's training track (leaders.yaml `track`; the `train` form's slot values), each
# with the words the log names it by (the track printed on the leader: two forks, the second
# with a longer lower branch)
TRAINING_SPACES = {
    "start": N_("the starting space"), "upper_1": N_("the upper space of the first fork"),
    "lower_1": N_("the lower space of the first fork"), "middle": N_("the middle space"),
    "upper_2": N_("the upper space of the second fork"), "lower_2a": N_("the first lower space of the second fork"),
    "lower_2b": N_("the second lower space of the second fork"), "end": N_("the last space")}


def track_spaces(rules: Ruleset) -> tuple[str, ...]:
    """The spaces of Feyd's training track in the game's content (leaders.yaml `track`): the values
    of the `train` form's slot (none in a game without him)."""
    feyd = rules.content.leaders.get(FEYD)
    return tuple(t.id for t in feyd.track) if feyd is not None else ()


def face_up(s: GameState, p: PlayerState) -> Leader:
    """The side of a player's leader that is face up (Reverend Mother Jessica once turned over)."""
    assert p.leader is not None
    ld = s.rules.content.leaders[p.leader]
    if ld.back is not None and p.leader_state.get("side") == BACK:
        return ld.back
    return ld


# ---- memories (Spice Agony) ---------------------------------------------------------------------

def _memory(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """Spice Agony's memory: a troop from the supply onto the board's Bene Gesserit area (nothing
    without a troop in supply). Not a recruit: it reaches neither garrison nor Conflict."""
    p = s.players[seat]
    if p.supply <= 0:
        log(s, N_("{seat} has no troop in supply for a memory"), seat=seat_ref(s, seat))
        return
    p.supply -= 1
    set_leader_state(p, "memories", p.leader_state.get("memories", 0) + 1)
    log(s, N_("{seat} puts a troop on the Bene Gesserit area as a memory"), seat=seat_ref(s, seat))


# ---- when Jessica sends an Agent ----------------------------------------------------------------

def _jessica_sent(s: GameState, seat: int) -> tuple[Frame, ...]:
    """Other Memories / Reverend Mother are asked once the space's and the card's effects have
    resolved, before the Plot window and the deployment (U301): point AGENT_EFFECTS_DONE."""
    p = s.players[seat]
    sid = s.turn.space
    if p.leader != JESSICA or sid is None:
        return ()
    icons = OTHER_MEMORIES_ICONS if p.leader_state.get("side") != BACK else REVEREND_MOTHER_ICONS
    if s.rules.content.spaces[sid].icon not in icons:
        return ()
    return (("jessica_after_agent", seat, sid),)


def _after_agent(s: GameState, frame: Frame) -> None:
    seat, sid = frame[1], frame[2]
    p = s.players[seat]
    icon = s.rules.content.spaces[sid].icon
    if p.leader_state.get("side") != BACK:
        if icon in OTHER_MEMORIES_ICONS:
            s.pending = ("memories", seat, sid)
    elif icon in REVEREND_MOTHER_ICONS and p.water >= 1:
        s.pending = ("reverend", seat, sid)


class AtSpace(NamedTuple):
    space: str


class Word(NamedTuple):
    word: str


def _memories_legal(s: GameState, pend: Frame) -> list[str]:
    return ["memories flip", "memories keep"]


def _memories_apply(s: GameState, pend: Frame, a: Word) -> None:
    """Other Memories: every memory back to the supply, a card for each, then the flip; the
    Reverend Mother may already act in this turn (FAQ 2.6), so she is asked next."""
    if a.word != "flip":
        return
    seat, sid = pend[1], pend[2]
    p = s.players[seat]
    n = p.leader_state.get("memories", 0)
    p.supply += n
    set_leader_state(p, "memories", 0)
    set_leader_state(p, "side", BACK)
    log(s, N_("{seat}: {ability}, {memories} back; {leader} turns over to {other}"), seat=seat_ref(s, seat),
        ability=("leader_field", JESSICA, "left_name"), memories=amount_ref("memory", n),
        leader=("leader", JESSICA), other=("leader", REVEREND_MOTHER))
    s.stack.append(("jessica_after_agent", seat, sid))
    if n:
        draw_cards(s, p, n)


MEMORIES = DecisionKind(
    name="memories", legal=_memories_legal, apply=_memories_apply, payload=AtSpace,
    forms=(Form("memories_flip", ("memories", "flip"), Word, label="Take your memories back and turn over",
                fixed={"word": "flip"}, doc="memories (Lady Jessica)"),
           Form("memories_keep", ("memories", "keep"), Word, label="Stay Lady Jessica", fixed={"word": "keep"},
                doc="memories (Lady Jessica)")),
    prompt=("Other Memories: take all your memories back (a card for each) and turn over to Reverend Mother "
            "Jessica?"),
    explain=("Lady Jessica, Other Memories: at a Bene Gesserit board space you may take your memories back, "
             "draw a card for each and turn over for the rest of the game."))


def _reverend_legal(s: GameState, pend: Frame) -> list[str]:
    return ["reverend pay", "reverend decline"]


def _reverend_apply(s: GameState, pend: Frame, a: Word) -> None:
    """Reverend Mother: 1 water for the space's printed effects once more (U302: not its cost,
    Influence step or Control bonus)."""
    if a.word != "pay":
        return
    seat, sid = pend[1], pend[2]
    pay(s, seat, "water", 1, f"leader:{REVEREND_MOTHER}")
    log(s, N_("{seat}: {ability}, {amount} for the effects of {space} once more"), seat=seat_ref(s, seat),
        ability=("leader_field", REVEREND_MOTHER, "left_name"), amount=amount_ref("water", 1), space=("space", sid))
    push_effects(s, seat, s.rules.content.spaces[sid].effects, f"space:{sid}")


REVEREND = DecisionKind(
    name="reverend", legal=_reverend_legal, apply=_reverend_apply, payload=AtSpace,
    forms=(Form("reverend_pay", ("reverend", "pay"), Word, label="Pay 1 water", fixed={"word": "pay"},
                doc="reverend (Reverend Mother Jessica)"),
           Form("reverend_decline", ("reverend", "decline"), Word, label="Decline", fixed={"word": "decline"},
                doc="reverend (Reverend Mother Jessica)")),
    prompt="Reverend Mother: pay 1 water to gain the effects of {space} once more?",
    explain=("Reverend Mother Jessica: once per turn, at a Bene Gesserit or Fremen board space, 1 water for "
             "that space's effects once more (FAQ 2.6: also the turn she turns over)."))


# ---- Feyd-Rautha's training track (Personal Training) -------------------------------------------

def _track(s: GameState, p: PlayerState) -> dict[str, Any]:
    assert p.leader is not None
    return {t.id: t for t in s.rules.content.leaders[p.leader].track}


def _position(s: GameState, p: PlayerState) -> str:
    """Where the token is (002 ACLARACIONES: it starts on the leftmost space)."""
    pos = p.leader_state.get("training")
    if pos is None:
        assert p.leader is not None
        return s.rules.content.leaders[p.leader].track[0].id
    return str(pos)


def _training(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """Personal Training: the token moves one space right; at a fork the player picks the branch.
    On the rightmost space it stays (002 ACLARACIONES) and gives nothing more (U300)."""
    p = s.players[seat]
    if p.leader is None or not s.rules.content.leaders[p.leader].track:
        return
    nexts = _track(s, p)[_position(s, p)].next
    if not nexts:
        log(s, N_("{seat}'s Feyd token stays on the last space of the training track"), seat=seat_ref(s, seat))
    elif len(nexts) == 1:
        _enter(s, seat, nexts[0])
    else:
        s.pending = ("train", seat)


def _enter(s: GameState, seat: int, space: str) -> None:
    p = s.players[seat]
    set_leader_state(p, "training", space)
    log(s, N_("{seat}'s Feyd token moves to {space} of the training track"), seat=seat_ref(s, seat),
        space=line_ref(TRAINING_SPACES[space]))
    push_effects(s, seat, _track(s, p)[space].effects, f"leader:{p.leader}")


class Train(NamedTuple):
    step: str  # a space of the training track (not a board space)


def _train_legal(s: GameState, pend: Frame) -> list[str]:
    p = s.players[pend[1]]
    return [f"train {n}" for n in _track(s, p)[_position(s, p)].next]


def _train_apply(s: GameState, pend: Frame, a: Train) -> None:
    _enter(s, pend[1], a.step)


def _train_values(a: Train, payload: Any, rules: Ruleset) -> dict[str, Any]:
    """A branch reads as what its space gives (the printed track has no names for its spaces), on
    the track of the game's Feyd."""
    feyd = rules.content.leaders.get(FEYD)
    track = {t.id: t for t in feyd.track} if feyd is not None else {}
    space = track.get(a.step)
    return {"step_effects": Effects(space.effects)} if space is not None and space.effects else {}


TRAIN = DecisionKind(
    name="train", legal=_train_legal, apply=_train_apply,
    forms=(Form("train", ("train", "<training_space>"), Train, label="Train: {step_effects}",
                values=_train_values, domains={"<training_space>": track_spaces},
                doc="train (Feyd-Rautha Harkonnen)"),),
    prompt="Personal Training: which branch of the training track does the Feyd token take?",
    explain=("Feyd-Rautha Harkonnen, Personal Training: move the Feyd token one space to the right along a "
             "line (your choice at a fork) and gain that space's reward."))


# ---- registration --------------------------------------------------------------------------------

def _at_table(*leaders: str) -> Callable[[GameState], bool]:
    def applies(s: GameState) -> bool:
        return any(p.leader in leaders for p in s.players)
    return applies


def register(t: Triggers) -> None:
    # one rule for both sides: the side face up decides which ability it is
    t.leader_ability(JESSICA, AGENT_EFFECTS_DONE, _jessica_sent, _at_table(JESSICA))
    t.leader_ability(REVEREND_MOTHER, AGENT_EFFECTS_DONE, _jessica_sent, _at_table(JESSICA))


OPS = {"jessica_after_agent": _after_agent}
EFFECTS = {"memory": _memory, "training": _training}
DECISIONS = (MEMORIES, REVEREND, TRAIN)
