"""The eight Uprising leaders of the 1-4-player game (seed 002 Líderes, ACLARACIONES; FAQ 2.6):
the left ability of each as a rule, and the Signet Ring (`signet:<leader>`).

The card data (names, texts, Signet effects, Jessica's other side, Feyd's training track, the
leaders' own state at setup) is modules/uprising/content/leaders.yaml; like the base leaders
(modules/base/leaders.py), each left ability here is subscribed to the ruleset's events or modifiers
through `Triggers.leader_ability`, and the ruleset refuses content with a leader whose left ability
nobody subscribed (ruleset.missing_abilities). Shaddam Corrino IV belongs to the CHOAM module.

- Muad'Dib, Unpredictable Foe: event `reveal_start` (an Intrigue card with a sandworm in the Conflict);
- Gurney Halleck, Always Smiling: `reveal_start`, `gain`, `deploy` (strength 6+ during his Reveal);
- Lady Jessica / Reverend Mother Jessica, Feyd-Rautha's training track: `leader_sides.py`;
- Feyd-Rautha, Devious Strength: `reveal_start` (decision `devious`);
- Lady Amber Metulli, Desert Scouts: `reveal_start` queues her decision `scouts` for the end of
  her Reveal turn, before the clean-up;
- Lady Margot Fenring, Loyalty, and Princess Irulan, Imperial Birthright: event `influence`
  ("reaching" 2, 002 ACLARACIONES);
- Staban Tuek, Smuggle Spice: `agent_sent` (another player's Agent at a Maker space his Spy watches).

Leader state (`PlayerState.leader_state`, classified in rules/hidden.py): `side`, `memories`
(Jessica), `training` (Feyd), `smiled` (the Reveal in which Gurney's +1 Persuasion was given).
Choices where the sources are silent: docs/rulings.md U300 onwards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.uprising import leader_sides
from landsraad.modules.uprising.spies import posts, posts_of, recall_spy, watching
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.effects import push_effects
from landsraad.rules.points import REVEAL_CLEANUP
from landsraad.rules.registry import Frame
from landsraad.rules.story import amount_ref, faction_ref, seat_ref
from landsraad.rules.zones import log, retreat, set_leader_state, strength

if TYPE_CHECKING:
    from landsraad.content import Card, Space
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

MUAD_DIB = "muad_dib"
GURNEY = "gurney_halleck"
FEYD = leader_sides.FEYD
JESSICA = leader_sides.JESSICA
STABAN = "staban_tuek"
MARGOT = "lady_margot_fenring"
IRULAN = "princess_irulan"
AMBER = "lady_amber_metulli"
# the leaders whose rules are here (Shaddam Corrino IV: the CHOAM module, issue 17)
LEADER_IDS = (MUAD_DIB, GURNEY, JESSICA, FEYD, STABAN, MARGOT, IRULAN, AMBER)

# Always Smiling: "6 or more" (10 in a six-player game, which is not built: docs/rulings.md U303)
ALWAYS_SMILING_STRENGTH = 6
# Loyalty / Imperial Birthright: the Influence level "reached" (002 ACLARACIONES)
REACH = 2
DEVIOUS_SWORDS = 2


# ---- setup: the leader's own state (leaders.yaml `state`) --------------------------------------

def leader_state_setup(s: GameState) -> None:
    """002 ACLARACIONES: Lady Jessica starts on her Lady Jessica side with no memories; the Feyd
    token starts on the leftmost space of the training track. The data's `state` of each
    leader at the table (empty values are left out: zones.set_leader_state)."""
    leaders = s.rules.content.leaders
    for p in s.players:
        if p.leader is not None and p.leader in leaders:
            for key, value in leaders[p.leader].state:
                set_leader_state(p, key, value)


# ---- the Signet Ring (002 Líderes, "Anillo heráldico"; the starter card's Agent box `signet`) -----

def _signet(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """The Signet Ring's Agent box is the Signet ability of the side of the leader face up
    (Reverend Mother Jessica's Water of Life once she has turned over)."""
    p = s.players[seat]
    assert p.leader is not None
    ld = leader_sides.face_up(s, p)
    push_effects(s, seat, ld.signet, f"leader:{p.leader}")


# ---- Muad'Dib: Unpredictable Foe ---------------------------------------------------------------

def _unpredictable_foe(s: GameState, p: PlayerState) -> None:
    """Unpredictable Foe (leaders.json card face; 002 Líderes): in his Reveal turn, with one or
    more sandworms in the Conflict, draw 1 Intrigue card. Mandatory. Sandworms come only from
    Agent-turn effects (no Reveal box calls one), so the Reveal's start is when it is known (U304)."""
    if p.leader == MUAD_DIB and p.conflict.get("sandworm", 0) > 0:
        log(s, N_("{seat}: {ability} (a sandworm in the Conflict)"), seat=seat_ref(s, p.seat),
            ability=("leader_field", MUAD_DIB, "left_name"))
        s.stack.append(("eff", p.seat, ("intrigue", 1), f"leader:{MUAD_DIB}"))


# ---- Gurney Halleck: Always Smiling ------------------------------------------------------------

def _always_smiling(s: GameState, p: PlayerState) -> None:
    """Always Smiling: in his Reveal turn, once his strength in the Conflict is 6 or more, +1
    Persuasion, once per Reveal turn. 002 Combate: strength is kept up to date while Reveal
    effects resolve, "which lets cards like the new leader Gurney Halleck mention your strength
    during your Reveal turn", so it is checked whenever it can rise in that turn (U303)."""
    if (p.leader != GURNEY or not s.turn.of(p.seat, "reveal")
            or p.leader_state.get("smiled") == p.last_reveal):
        return
    if strength(s, p) >= ALWAYS_SMILING_STRENGTH:
        set_leader_state(p, "smiled", p.last_reveal)
        log(s, N_("{seat}: {ability} (strength {n})"), seat=seat_ref(s, p.seat),
            ability=("leader_field", GURNEY, "left_name"), n=strength(s, p))
        s.stack.append(("eff", p.seat, ("persuasion", 1), f"leader:{GURNEY}"))


def _smiling_on_gain(s: GameState, seat: int, resource: str, n: int, src: str) -> None:
    if resource == "swords":
        _always_smiling(s, s.players[seat])


def _smiling_on_deploy(s: GameState, seat: int, troops: int, frm: str, deployed: int) -> None:
    _always_smiling(s, s.players[seat])


# ---- Feyd-Rautha Harkonnen: Devious Strength ---------------------------------------------------

def _devious_strength(s: GameState, p: PlayerState) -> None:
    """Devious Strength: in his Reveal turn he may recall one of his Spies for +2 swords. Asked as
    his Reveal turn begins (U305), only with a Spy on the board."""
    if p.leader == FEYD and posts_of(s, p.seat):
        s.stack.append(("ask_devious", p.seat))


def _ask_devious(s: GameState, frame: Frame) -> None:
    if posts_of(s, frame[1]):
        s.pending = ("devious", frame[1])


class DeviousAt(NamedTuple):
    post: str


class DeviousNone(NamedTuple):
    word: str


def _devious_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"devious {post}" for post in posts_of(s, pend[1])] + ["devious none"]


def _devious_apply(s: GameState, pend: Frame, a: DeviousAt | DeviousNone) -> None:
    if isinstance(a, DeviousAt):
        seat = pend[1]
        recall_spy(s, seat, a.post)
        log(s, N_("{seat}: {ability}, +{amount}"), seat=seat_ref(s, seat), ability=("leader_field", FEYD, "left_name"),
            amount=amount_ref("swords", DEVIOUS_SWORDS))
        s.stack.append(("eff", seat, ("swords", DEVIOUS_SWORDS), f"leader:{FEYD}"))


DEVIOUS = DecisionKind(
    name="devious", legal=_devious_legal, apply=_devious_apply,
    forms=(Form("devious_none", ("devious", "none"), DeviousNone, label="Keep your Spies",
                fixed={"word": "none"}, doc="devious (Feyd-Rautha Harkonnen)"),
           Form("devious", ("devious", "<post>"), DeviousAt, label="Recall the Spy on {post}", gloss="+2 swords",
                domains={"<post>": posts}, doc="devious (Feyd-Rautha Harkonnen)")),
    prompt="Devious Strength: recall one of your Spies for +2 swords?",
    explain="Feyd-Rautha Harkonnen, Devious Strength: in your Reveal turn you may recall a Spy: +2 swords.")


# ---- Lady Amber Metulli: Desert Scouts -----------------------------------------------------------

def _desert_scouts(s: GameState, seat: int) -> tuple[Frame, ...]:
    """Desert Scouts: in her Reveal turn she may retreat one troop from the Conflict to her
    garrison. Asked once, after her Reveal boxes and purchases, before the clean-up (U306):
    point REVEAL_CLEANUP."""
    return (("ask_scouts", seat),) if s.players[seat].leader == AMBER else ()


def _ask_scouts(s: GameState, frame: Frame) -> None:
    if s.players[frame[1]].conflict.get("troop", 0) > 0:
        s.pending = ("scouts", frame[1])


class Scouts(NamedTuple):
    word: str


def _scouts_legal(s: GameState, pend: Frame) -> list[str]:
    return ["scouts retreat", "scouts stay"]


def _scouts_apply(s: GameState, pend: Frame, a: Scouts) -> None:
    if a.word == "retreat":
        seat = pend[1]
        retreat(s, seat, 1)
        log(s, N_("{seat}: {ability}, a troop retreats to the garrison"), seat=seat_ref(s, seat),
            ability=("leader_field", AMBER, "left_name"))


SCOUTS = DecisionKind(
    name="scouts", legal=_scouts_legal, apply=_scouts_apply,
    forms=(Form("scouts_retreat", ("scouts", "retreat"), Scouts, label="Retreat a troop", fixed={"word": "retreat"},
                doc="scouts (Lady Amber Metulli)"),
           Form("scouts_stay", ("scouts", "stay"), Scouts, label="Keep your troops", fixed={"word": "stay"},
                doc="scouts (Lady Amber Metulli)")),
    prompt="Desert Scouts: retreat one of your troops from the Conflict to your garrison?",
    explain="Lady Amber Metulli, Desert Scouts: in your Reveal turn you may retreat one troop.")


# ---- Lady Margot Fenring, Princess Irulan: reaching 2 Influence ---------------------------------

# leader -> (Faction, what reaching 2 gives)
REACHING: dict[str, tuple[str, tuple[Any, ...]]] = {
    MARGOT: ("bene_gesserit", ("spice", 2)),  # Loyalty
    IRULAN: ("emperor", ("intrigue", 1)),  # Imperial Birthright
}


def _reaching_two(s: GameState, seat: int, faction: str, old: int, new: int) -> None:
    """002 ACLARACIONES (Dama Margot Fenring / Princesa Irulan): you "reach" Influence 2 even when
    you move past it in one gain; you may reach it several times in a game after losing
    Influence; only moving up reaches it (U309)."""
    p = s.players[seat]
    got = REACHING.get(p.leader or "")
    if got is not None and got[0] == faction and old < REACH <= new:
        log(s, N_("{seat} reaches {n} {faction} Influence: {ability}"), seat=seat_ref(s, seat), n=REACH,
            faction=faction_ref(faction), ability=("leader_field", p.leader or "", "left_name"))
        s.stack.append(("eff", seat, got[1], f"leader:{p.leader}"))


# ---- Princess Irulan: Chronicler's Insight (the Signet's second option) --------------------------
# The effect `custom:chroniclers_insight` and its decision are card_rules.py's; here only the
# option's feasibility: not offered with an empty hand (U307).

def _chronicle_feasible(s: GameState, seat: int, e: tuple[Any, ...]) -> bool:
    return e[1] != "chroniclers_insight" or bool(s.players[seat].hand)


# ---- Staban Tuek: Smuggle Spice -----------------------------------------------------------------

def _smuggle_spice(s: GameState, p: PlayerState, space: Space, card: Card, paid: Any) -> None:
    """Smuggle Spice: whenever ANOTHER player sends an Agent to a Maker board space a Spy of
    his watches, +1 spice (his own Agents do not trigger it; leaders.json; U308)."""
    if not space.maker:
        return
    for q in s.players:
        if q.leader == STABAN and q.seat != p.seat and watching(s, q.seat, space.id):
            log(s, N_("{seat}: {ability} (+{amount})"), seat=seat_ref(s, q.seat), ability=("leader_field", STABAN, "left_name"),
                amount=amount_ref("spice", 1))
            s.stack.append(("eff", q.seat, ("spice", 1), f"leader:{STABAN}"))


# ---- registration --------------------------------------------------------------------------------

def _at_table(*leaders: str) -> Callable[[GameState], bool]:
    """A leader's rule matters only in a game where a seat has that leader (Triggers.for_game)."""
    def applies(s: GameState) -> bool:
        return any(p.leader in leaders for p in s.players)
    return applies


def _chain_feasible(t: Triggers) -> None:
    """Chronicler's Insight is a `custom` effect: its feasibility joins any other rule of that kind."""
    before = t.option_feasible.get("custom")

    def feasible(s: GameState, seat: int, e: tuple[Any, ...]) -> bool:
        return _chronicle_feasible(s, seat, e) and (before is None or before(s, seat, e))
    t.define("option_feasible", "custom", feasible, replaces=True)  # it calls the rule it replaces


def register(t: Triggers) -> None:
    t.leader_ability(MUAD_DIB, "reveal_start", _unpredictable_foe, _at_table(MUAD_DIB))
    t.leader_ability(GURNEY, "reveal_start", _always_smiling, _at_table(GURNEY))
    t.leader_ability(GURNEY, "gain", _smiling_on_gain, _at_table(GURNEY))
    t.leader_ability(GURNEY, "deploy", _smiling_on_deploy, _at_table(GURNEY))
    t.leader_ability(FEYD, "reveal_start", _devious_strength, _at_table(FEYD))
    t.leader_ability(AMBER, REVEAL_CLEANUP, _desert_scouts, _at_table(AMBER))
    t.leader_ability(MARGOT, "influence", _reaching_two, _at_table(MARGOT, IRULAN))
    t.leader_ability(IRULAN, "influence", _reaching_two, _at_table(MARGOT, IRULAN))
    t.leader_ability(STABAN, "agent_sent", _smuggle_spice, _at_table(STABAN))
    # Limited Allies (his 9-card deck) is his setup effect, which the base leaders' rule pushes
    leader_sides.register(t)
    _chain_feasible(t)


OPS = {"ask_devious": _ask_devious, "ask_scouts": _ask_scouts, **leader_sides.OPS}
EFFECTS = {**{f"signet:{lid}": _signet for lid in LEADER_IDS},
           **leader_sides.EFFECTS}
DECISIONS = (DEVIOUS, SCOUTS, *leader_sides.DECISIONS)
SETUP_STEPS = (leader_state_setup,)
