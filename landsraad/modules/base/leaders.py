"""The eight base-game leaders (004 Líderes): left abilities as rules, Signet abilities as effects.

004 Líderes: "each Leader has two abilities: the first, on the left, is used during the game as
the leader card describes; the second, on the right, marked with the Signet Ring icon, is used
when you play your Signet Ring card on one of your Agent turns." The card data (names, texts,
setup effects, Signet effects) is in modules/base/content/leaders.yaml; this module holds what is not a
plain effect: the effects, conditions and decisions in `RULES` (listed by the base game's module:
a game without these leaders has none of them), subscribed to events and modifiers
(rules/events.py) by `register` below:

- setup changes (Rabban's resources, the Baron's hidden tokens): their setup boxes, which the core
  pushes at the event `setup` (rules/effects.py `leader_setup`);
- Leto's discount: modifier `space_cost`; Helena's Eyes Everywhere: `occupancy_waivers`;
- Ilban's and Memnon's triggers on sending an Agent: event `agent_sent`;
- Ariana's Spice Addict: modifier `harvest`; the Baron's Masterstroke: event `deploy`;
- Paul's Prescience: event `decision` (he knows the top card of his deck at any time);
- Helena's Manipulate: `acquire_options` / `acquire_handlers`, event `reveal_end` (the rule and
  its decision are shared with Uprising's Intrigue Manipulate: modules/shared/cards.py, as is
  Brutality's condition `has_alliance`).

Leader-specific state is one per-player map, `PlayerState.leader_state` (set through
`zones.set_leader_state`; each key classified in rules/hidden.py VISIBILITY["leader_state"]):
`masterstroke` (the Baron's two face-down Faction tokens), `masterstroke_done` (revealed),
`manipulated` (Helena's cards set aside).

Decisions where the sources disagree or are silent: docs/rulings.md (leaders) (L1...).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import NamedTuple

from landsraad.content import Card, Space
from landsraad.core.constants import CITY, LANDSRAAD
from landsraad.i18n import N_
from landsraad.modules.shared.cards import set_aside_acquire, set_aside_leaves, set_aside_options
from landsraad.rules.actions import Masterstroke, PickFaction, Plain
from landsraad.rules.effects import leader_setup, push_effects
from landsraad.rules.events import Triggers
from landsraad.rules.influence import change_influence
from landsraad.rules.registry import Frame, Handlers
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.story import faction_ref, list_ref, seat_ref
from landsraad.rules.zones import log, look_at_top, pay, set_leader_state

Effect = tuple[object, ...]

LETO = "leto_atreides"
PAUL = "paul_atreides"
BARON = "vladimir_harkonnen"
RABBAN = "glossu_rabban"
HELENA = "helena_richese"
ILBAN = "ilban_richese"
ARIANA = "ariana_thorvald"
MEMNON = "memnon_thorvald"
LEADER_IDS = (LETO, PAUL, BARON, RABBAN, HELENA, ILBAN, ARIANA, MEMNON)

# FAQ 2.4 (FAQ22 p.1): Spice Addict applies only to harvests at these three spaces
SPICE_ADDICT_SPACES = ("great_flat", "hagga_basin", "imperial_basin")
# docs/rulings.md (leaders) L3: Masterstroke reveals the first turn 4+ troops are deployed
MASTERSTROKE_TROOPS = 4

RULES = Handlers()
effect, decision = RULES.effect, RULES.decision


# ---- the Signet Ring (004 Líderes; Anel do Sinete) --------------------------------------

def _signet(s: GameState, seat: int, e: Effect, src: str) -> None:
    """The Signet Ring's Agent box: the leader's Signet ability from leaders.yaml."""
    lid = s.players[seat].leader
    assert lid is not None
    push_effects(s, seat, s.rules.content.leaders[lid].signet, f"leader:{lid}")


for _lid in LEADER_IDS:
    RULES.effects[f"signet:{_lid}"] = _signet


# ---- Duke Leto Atreides ------------------------------------------------------------------

def _landsraad_space(space: Space) -> bool:
    """The spaces Landsraad Popularity can change: the Landsraad board spaces."""
    return space.icon == LANDSRAAD


def _landsraad_popularity(s: GameState, p: PlayerState, space: Space, card: Card | None,
                          cost: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    """Landsraad Popularity (card face, English rulebook p.6): a Landsraad board space costs him
    1 Solari less (never below 0; Hall of Oratory costs nothing, so nothing changes)."""
    if p.leader != LETO or space.icon != LANDSRAAD:
        return cost
    out = []
    for res, n in cost:
        if res == "solari":
            n -= 1
        if n > 0:
            out.append((res, n))
    return tuple(out)



def _behind_in(s: GameState, seat: int) -> list[str]:
    """Factions in which at least one opponent has more Influence than this player."""
    p = s.players[seat]
    return [f for i, f in enumerate(s.rules.factions)
            if any(q.influence[i] > p.influence[i] for q in s.players if q.seat != seat)]


@effect("custom:prudent_diplomacy",
        text=("you may pay 1 spice to gain 1 Influence with a Faction in which an opponent has more "
              "Influence than you"))
def _prudent_diplomacy(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Prudent Diplomacy (card face, English rulebook p.6): you may pay 1 spice to gain 1
    Influence with a Faction where an opponent has more Influence than you. Not offered
    without the spice or without such a Faction (FAQ 2.1: a cost must really be paid)."""
    if s.players[seat].spice >= 1 and _behind_in(s, seat):
        s.pending = ("prudent_diplomacy", seat, src)


def _prudent_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"faction {f}" for f in _behind_in(s, pend[1])] + ["decline"]


class PrudentDiplomacy(NamedTuple):
    src: str


@decision("prudent_diplomacy", _prudent_legal, payload=PrudentDiplomacy, forms=("faction", "decline"),
          prompt=("Prudent Diplomacy[ ({src})]: pay 1 spice for +1 Influence with a Faction where an "
                  "opponent has more than you, or decline."),
          explain="Prudent Diplomacy (card face, English rulebook p.6).")
def _prudent_apply(s: GameState, pend: Frame, a: PickFaction | Plain) -> None:
    if isinstance(a, Plain):  # decline
        return
    seat = pend[1]
    pay(s, seat, "spice", 1, f"leader:{LETO}")
    log(s, N_("{seat} pays 1 spice ({ability})"), seat=seat_ref(s, seat), ability=("leader_field", LETO, "signet_name"))
    change_influence(s, seat, a.faction, 1)


# ---- Paul Atreides -----------------------------------------------------------------------

def _prescience(s: GameState) -> None:
    """Prescience: he may look at the top card of his deck at any time, so he always knows it.
    004 Clarificações (Paul / Poison Snooper): never at an empty deck, and the discard pile is
    not reshuffled to make a deck to look at (look_at_top does neither)."""
    for p in s.players:
        if p.leader == PAUL and not p.deck_top and p.deck:
            look_at_top(s, p)



# ---- Baron Vladimir Harkonnen -------------------------------------------------------------

@effect("custom:masterstroke_tokens",
        text="secretly choose two of the four Faction tokens and place them face down (Masterstroke)")
def _masterstroke_tokens(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 Clarificações (Barão) / FAQ22 p.1: after setup and before round 1, choose two of the
    four Faction tokens face down; the other two go back to the box unseen."""
    s.pending = ("masterstroke", seat)


def _masterstroke_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"masterstroke {a} {b}" for a, b in combinations(s.rules.factions, 2)]


@decision("masterstroke", _masterstroke_legal, forms=("masterstroke",),
          prompt="Masterstroke: choose the two Faction tokens you place face down.",
          explain="004 Clarificações (Barão) / FAQ22 p.1: before round 1, two of the four Faction tokens face down.")
def _masterstroke_apply(s: GameState, pend: Frame, a: Masterstroke) -> None:
    p = s.players[pend[1]]
    set_leader_state(p, "masterstroke", tuple(a.factions))
    set_leader_state(p, "masterstroke_done", False)
    log(s, N_("{seat} places two Masterstroke tokens face down"), seat=seat_ref(s, p.seat))


def _masterstroke(s: GameState, seat: int, troops: int, frm: str, deployed_this_turn: int) -> None:
    """Masterstroke (docs/rulings.md (leaders) L3): the first time he has deployed 4 or more troops
    to the Conflict in one turn, reveal both tokens and gain 1 Influence with each Faction
    shown; once per game (004 Clarificações; FAQ22 p.1)."""
    p = s.players[seat]
    tokens = p.leader_state.get("masterstroke", ())
    if (p.leader != BARON or p.leader_state.get("masterstroke_done") or not tokens
            or deployed_this_turn < MASTERSTROKE_TROOPS):
        return
    set_leader_state(p, "masterstroke_done", True)
    log(s, N_("{seat} reveals Masterstroke: {factions}"), seat=seat_ref(s, seat),
        factions=list_ref([faction_ref(f) for f in tokens], " and "))
    for f in reversed(tokens):
        s.stack.append(("eff", seat, ("influence", f, 1), f"leader:{BARON}"))



# ---- Glossu "The Beast" Rabban ------------------------------------------------------------
# Arrakis Fiefdom is his setup effect (leaders.yaml). Brutality's condition `has_alliance` is a
# shared word (Uprising's Lady Amber Metulli prints it too: modules/shared/cards.py).


# ---- Helena Richese ----------------------------------------------------------------------

def _eyes_everywhere(s: GameState, p: PlayerState, space: Space, occupant: int) -> bool:
    """Eyes Everywhere: opponents' Agents do not block her on Landsraad and City board spaces
    (docs/rulings.md (leaders) L6). Her own Agent still blocks her (checked by why_cannot_send);
    costs, requirements and once-per-game limits still apply."""
    return p.leader == HELENA and space.icon in (LANDSRAAD, CITY)



# Manipulate (her Signet ability) and its set-aside cards: modules/shared/cards.py (Uprising's
# Intrigue Manipulate is the same rule, FAQ 2.6)


# ---- Count Ilban Richese, Earl Memnon Thorvald: when an Agent is sent ---------------------

def _on_agent_sent(s: GameState, p: PlayerState, space: Space, card: Card,
                   paid: tuple[tuple[str, int], ...]) -> None:
    if p.leader == ILBAN and any(res == "solari" and n > 0 for res, n in paid):
        # Ruthless Negotiator; FAQ 2.4 (FAQ22 p.1): only Solari paid for a board space's cost
        s.stack.append(("eff", p.seat, ("draw", 1), f"leader:{ILBAN}"))
    if p.leader == MEMNON and ("high_council_seat",) in space.effects and not p.high_council:
        # Connections (docs/rulings.md (leaders) L9): taking a High Council seat gives 1 Influence
        # with a Faction of his choice
        s.stack.append(("eff", p.seat, ("influence", "any", 1), f"leader:{MEMNON}"))



# ---- Countess Ariana Thorvald -------------------------------------------------------------

def _spice_addict(s: GameState, seat: int, space: str, amount: int) -> int:
    """Spice Addict, FAQ 2.4 (FAQ22 p.1): mandatory; when she harvests at The Great Flat, Hagga
    Basin or Imperial Basin she gets 1 spice less and draws 1 card."""
    if s.players[seat].leader != ARIANA or space not in SPICE_ADDICT_SPACES:
        return amount
    s.stack.append(("eff", seat, ("draw", 1), f"leader:{ARIANA}"))
    return amount - 1




def _at_table(*leaders: str) -> Callable[[GameState], bool]:
    """A leader's rule matters only in a game where a seat has that leader (Triggers.for_game)."""
    def applies(s: GameState) -> bool:
        return any(p.leader in leaders for p in s.players)
    return applies


def register(t: Triggers) -> None:
    """Every left ability through `leader_ability` (the ruleset checks each leader has one).
    Arrakis Fiefdom (Rabban) is his setup effects, which the core's `leader_setup` pushes."""
    t.leader_ability(RABBAN, "setup", leader_setup)
    t.leader_ability(LETO, "space_cost", _landsraad_popularity, _at_table(LETO), spaces=_landsraad_space)
    t.leader_ability(PAUL, "decision", _prescience, _at_table(PAUL))
    # Masterstroke: tokens chosen by his setup effect, revealed on `deploy`
    t.leader_ability(BARON, "setup", leader_setup)
    t.leader_ability(BARON, "deploy", _masterstroke, _at_table(BARON))
    t.leader_ability(HELENA, "occupancy_waivers", _eyes_everywhere, _at_table(HELENA))
    t.on("acquire_options", set_aside_options, _at_table(HELENA))
    t.on("acquire_handlers", set_aside_acquire, _at_table(HELENA))
    t.on("reveal_end", set_aside_leaves, _at_table(HELENA))
    t.leader_ability(ILBAN, "agent_sent", _on_agent_sent, _at_table(ILBAN, MEMNON))
    t.leader_ability(MEMNON, "agent_sent", _on_agent_sent, _at_table(ILBAN, MEMNON))
    t.leader_ability(ARIANA, "harvest", _spice_addict, _at_table(ARIANA))
