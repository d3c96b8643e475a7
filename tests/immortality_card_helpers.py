"""Positions for the Immortality Imperium card tests (tests/test_immortality_imperium_*.py).

Every card is played through the engine: `legal_actions()` and `apply()` from a position set up by
hand (seat 0 at the start of its Agent turn in a 4-player base + Immortality game, given a hand,
resources, Influence, cards in play, troops, genetic markers and specimens). Test code.
"""

from __future__ import annotations

from landsraad import GameConfig, GameState, new_game
from landsraad.modules.immortality.specimens import specimens
from tests.test_immortality_rules import game, give_specimens, put_research

FACTIONS = ("emperor", "guild", "bene_gesserit", "fremen")
# research track spaces: the column is the genetic markers reached (003 Marcadores genéticos: columns 4, 8)
MARKER_SPACE = {0: "c0r3", 1: "c4r2", 2: "c8r2"}
# the default answer to each decision a test does not name (nothing gained by accident)
DEFAULTS = {"plots": "done", "deploy": "deploy 0", "order_choice": "order space", "may": "decline"}


def agent_turn(hand: list[str], *, spice: int = 0, solari: int = 0, water: int = 1,
               influence: dict[str, int] | None = None, in_play: list[str] | None = None,
               conflict: int = 0, garrison: int | None = None, markers: int = 0, specimens: int = 0,
               alliance: tuple[str, ...] = (), edition: str = "base") -> GameState:
    """Seat 0 to move (its Agent turn) holding exactly `hand`, with these resources; `conflict`
    troops in the Conflict (taken from the supply), `alliance` the Factions whose Alliance it holds;
    `edition` "uprising": Uprising + Immortality (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD)."""
    if edition == "base":
        s = game()
    else:
        s = new_game(GameConfig(edition=edition, players=4, first_player=0, modules=("immortality",)), seed=1)
    p = s.players[0]
    p.hand = list(hand)
    p.spice, p.solari, p.water = spice, solari, water
    if influence:
        inf = list(p.influence)
        for f, n in influence.items():
            inf[s.rules.faction_index[f]] = n
        p.influence = tuple(inf)
    if in_play:
        p.in_play = list(in_play)
    if garrison is not None:
        p.supply += p.garrison - garrison
        p.garrison = garrison
    if conflict:
        p.supply -= conflict
        p.conflict = {"troop": conflict}
    if alliance:
        s.alliance = tuple(0 if f in alliance else a for f, a in zip(FACTIONS, s.alliance, strict=True))
    put_research(s, 0, MARKER_SPACE[markers])
    if specimens:
        give_specimens(s, 0, specimens)
    s._legal = None
    return s


def rich(hand: list[str], **kw: object) -> GameState:
    """An Agent turn where no space's cost or Influence requirement is in the way."""
    return agent_turn(hand, spice=10, solari=10, water=10, influence=dict.fromkeys(FACTIONS, 2), **kw)  # type: ignore[arg-type]


def settle(s: GameState, answers: dict[str, str] | None = None) -> None:
    """Resolve seat 0's decisions until its turn is over (the next seat's turn, or its acquire
    decision in a Reveal turn): each decision takes the answer named for its kind, else DEFAULTS,
    else its first legal action."""
    answers = {**DEFAULTS, **(answers or {})}
    while s.pending is not None and s.pending[1] == 0 and s.pending[0] not in ("turn", "acquire"):
        kind = s.pending[0]
        legal = s.legal_actions()
        s.apply(answers[kind] if kind in answers and answers[kind] in legal else legal[0])


def play(s: GameState, action: str, answers: dict[str, str] | None = None) -> GameState:
    """Seat 0 plays `action` (an `agent`, `graft` or `graft_to` action) and settles its turn."""
    s.apply(action)
    settle(s, answers)
    return s


def graft(s: GameState, first: str, second: str, space: str, answers: dict[str, str] | None = None) -> GameState:
    """003 ADSCRIPCIONES, asked as a sequence (docs/rulings.md I47): first card, second card, space.
    A choice with one option (the only partner, the only space) is taken by the engine itself."""
    s.apply(f"graft {first}")
    if s.pending is not None and s.pending[0] == "graft_second":
        s.apply(f"graft {second}")
    if s.pending is not None and s.pending[0] == "graft_space":
        assert s.pending[2:4] == (first, second)
        s.apply(f"graft_to {space}")
    settle(s, answers)
    assert 0 in s.agents.get(space, ())
    return s


def spaces(s: GameState, card: str) -> set[str]:
    """The board spaces the turn decision offers for an Agent sent with `card` alone."""
    prefix = f"agent {card} "
    return {a[len(prefix):] for a in s.legal_actions() if a.startswith(prefix)}


def graft_spaces(s: GameState, first: str, second: str) -> set[str]:
    """The spaces offered once `first` is grafted to `second` (on a clone: `s` is unchanged); when
    only one space is open the engine sends the Agent there by itself: that space."""
    c = s.clone()
    c.apply(f"graft {first}")
    if c.pending is not None and c.pending[0] == "graft_second":
        c.apply(f"graft {second}")
    if c.pending is not None and c.pending[0] == "graft_space":
        return {a.split()[1] for a in c.legal_actions()}
    return {sid for sid, seats in c.agents.items() if 0 in seats}


def icon_spaces(s: GameState, icons: tuple[str, ...]) -> set[str]:
    return {sid for sid, sp in s.rules.content.spaces.items() if sp.icon in icons}


def reveal_turn(hand: list[str], *, wait: bool = False, answers: dict[str, str] | None = None,
                **kw: object) -> GameState:
    """Seat 0, with no Agent left, reveals `hand` (besides `in_play`). The Reveal boxes that wait to be
    resolved (`resolve <card>`: those with a decision or a track) are resolved in hand order with
    `answers`, unless `wait`; the acquire decision is next."""
    s = agent_turn(hand, **kw)  # type: ignore[arg-type]
    s.players[0].agents_left = 0
    s._legal = None
    s.apply("reveal")
    if not wait:
        for cid in hand:
            resolve(s, cid, answers)
    return s


def resolve(s: GameState, cid: str, answers: dict[str, str] | None = None) -> None:
    """Resolve `cid`'s waiting Reveal box (`resolve <card>`), answering its decisions."""
    if f"resolve {cid}" in s.legal_actions():
        s.apply(f"resolve {cid}")
    settle(s, answers)


def influence(s: GameState, faction: str, seat: int = 0) -> int:
    return s.players[seat].influence[s.rules.faction_index[faction]]


def tanks(s: GameState, seat: int = 0) -> int:
    """Specimens in the axolotl tanks."""
    return specimens(s.players[seat])
