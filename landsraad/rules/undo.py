"""Undo and hidden information (issue 32): which moves may be taken back.

An undo puts the state back as it was, but it cannot make a player forget: a move that showed a
seat something it did not know (a card drawn, even from a top of the Intrigue deck another seat
knew; a card looked at; an Intrigue taken from another player; a new Conflict card; a card turned
face up from a deck or a bank) is a *barrier*: no undo ever goes back past it, whoever asks.
Both interfaces keep their undo history with `undoable` (interfaces/play.py, web/games.py).

How a move is judged: from what the seats' views gained, not from how the engine got there.
`hidden_items` lists every hidden thing of a state — each card or token whose identity some seat
cannot see where it lies — with the seats that do see it (from the same classes as rules/hidden.py
VISIBILITY; tests/test_undo.py fails if a hidden field of VISIBILITY is left out here). A seat's
`unseen` multiset is what it cannot see. The move gained information for a seat when an item left
that seat's unseen multiset (it was hidden from the seat before and is in sight now, or gone to a
place the seat sees). The decks drawn at random (a player's deck, the Imperium, Intrigue and
Conflict decks, the CHOAM bank, House Hagal's and the Tleilaxu decks) count as unseen by every
seat, even where their composition is public: which card comes out is what nobody knew.

Whose gain counts (docs/rulings.md R10b):
- the mover's (the seat that decided): any gain is a barrier;
- another seat's: a barrier unless the mover itself could see what that seat gained before the
  move (it played a card from its hand, revealed its own face-down tokens, played an Intrigue):
  taking such a move back shows nothing to the mover, only the mover's own secret to the others,
  which is the mover's loss, as at a table; anything the mover did not know either (a card
  drawn by another seat, a Conflict card) is a barrier.

A move that changed the state's RNG is a barrier too, whatever the views show: chance decided
something nobody knew. The view comparison sees most such moves anyway (a card out of a deck drawn
at random leaves every seat's unseen multiset), but not all: a draw right after a reshuffle in the
same move takes from a pile that was face up a moment before (the discard pile), so no card leaves
the drawer's unseen multiset, yet which cards came was chance. The RNG test is also the cheap first
check, and a safety net for a hidden zone added later.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Iterator, Sequence

from landsraad.core.errors import IllegalActionError, SaveError
from landsraad.i18n import N_
from landsraad.rules.state import GameState

# the refusal when there is no step to undo (web/games.py, interfaces/play.py)
NOTHING_TO_UNDO = N_("nothing to undo: undo only goes back within your own turn, and never past a move that "
                     "showed hidden information (a card drawn or looked at, an Intrigue taken, a shuffle, a new "
                     "Conflict card) or another player's decision")

# Item = (kind, owner or -1, id); Seen = the seats that see the item where it lies
Item = tuple[str, int, str]
NOBODY: frozenset[int] = frozenset()

# Where hidden things lie, the tables `hidden_zones` reads: a player's fields (the item's kind;
# whether its owner sees it there), the game's decks drawn at random (unseen by every seat), and
# the cards known on top of the Intrigue deck (seen by the seats its KNOWN_BY field lists). The
# COVERED sets are these tables' fields: tests/test_undo.py checks they hold every field
# rules/hidden.py VISIBILITY hides from some seat (not PUBLIC, not SERVER, not the decision's
# DECIDER/DECISION classes, which only show the decider its own state) and the public random decks.
_PLAYER_ZONES = (("hand", "card", True), ("deck_top", "card", True),  # deck_top: looked at, or put there face up
                 ("deck", "card", False), ("intrigues", "intrigue", True))  # deck: drawn at random
# (and the modules' piles declared `drawn_at_random`: rules/fields.py); the zones a shown hand
# shows its viewers (rules/ruleset.py Module.hand_viewers: never the deck nor cards on top of it)
_SHOWN_ZONES = frozenset({"hand", "intrigues"})
_RANDOM_DECKS = ("conflict_deck", "imperium_deck")  # a module's: its fields declared drawn_at_random
COVERED_PLAYER_FIELDS = frozenset(f for f, _kind, _own in _PLAYER_ZONES)
COVERED_GAME_FIELDS = frozenset({"intrigue_top", "intrigue_deck", *_RANDOM_DECKS})
COVERED_LEADER_KEYS = frozenset({"masterstroke"})  # the Baron's tokens until masterstroke_done

# a zone of hidden things: (kind, owner or -1, its cards or tokens, the seats that see them there)
Zone = tuple[str, int, Sequence[str], frozenset[int]]
_SEATS: dict[int, frozenset[int]] = {}


def _own(seat: int) -> frozenset[int]:
    seen = _SEATS.get(seat)
    if seen is None:
        seen = _SEATS[seat] = frozenset((seat,))
    return seen


def hidden_zones(s: GameState) -> list[Zone]:
    """Every zone of hidden things of `s` with the seats that see them where they lie, always in
    the same order for a game (so two states of it compare zone by zone). Intrigue cards carry no
    owner: one going from a hand to another or back on top of the deck is still unseen by a seat
    that saw neither place (only its arrival in sight is news)."""
    zones: list[Zone] = []
    viewers = s.rules.hand_viewers
    for p in s.players:
        own = shown = _own(p.seat)
        if viewers is not None:  # a hand shown to team mates (Module.hand_viewers): they see it too
            others = viewers(s, p.seat)
            if others:
                shown = frozenset((p.seat, *others))
        for name, kind, owner_sees in _PLAYER_ZONES:
            seen = (shown if name in _SHOWN_ZONES else own) if owner_sees else NOBODY
            zones.append((kind, -1 if kind == "intrigue" else p.seat, getattr(p, name), seen))
        ls = p.leader_state
        zones.append(("masterstroke", p.seat, () if ls.get("masterstroke_done") else ls.get("masterstroke", ()), own))
    zones.append(("intrigue", -1, s.intrigue_top, frozenset(s.intrigue_top_seats)))
    zones.append(("intrigue", -1, s.intrigue_deck, NOBODY))
    for name in _RANDOM_DECKS:
        zones.append((name, -1, getattr(s, name), NOBODY))
    for f in s.rules.state_fields.values():
        if f.drawn_at_random:
            zones.append((f.name, -1, f.get(s), NOBODY))
    return zones


def hidden_items(s: GameState) -> Iterator[tuple[Item, frozenset[int]]]:
    """Every hidden card or token of `s` with the seats that see it where it lies."""
    for kind, owner, cards, seen in hidden_zones(s):
        for c in cards:
            yield (kind, owner, c), seen


def unseen(s: GameState, seat: int) -> Counter[Item]:
    """What `seat` cannot see of the hidden things of `s`."""
    return Counter(item for item, seen in hidden_items(s) if seat not in seen)


def gains(before: GameState, after: GameState, mover: int) -> dict[int, Counter[Item]]:
    """The seats whose view gained hidden information in the move from `before` to `after` made by
    `mover`, each with what it gained that makes the move a barrier (module doc: for another seat,
    what the mover could not see either). Empty when the move showed nobody anything new.

    A seat's gain is what left its unseen multiset: `unseen(before) - unseen(after)`, worked out
    from the zones that changed only (most of a move's zones are the same objects or equal)."""
    zones_before = hidden_zones(before)
    delta: Counter[tuple[str, int, str, frozenset[int]]] = Counter()
    for (kind, owner, was, seen_was), (_k, _o, now, seen_now) in zip(zones_before, hidden_zones(after), strict=True):
        if was is now or (seen_was == seen_now and len(was) == len(now) and list(was) == list(now)):
            continue
        for c in was:
            delta[(kind, owner, c, seen_was)] += 1
        for c in now:
            delta[(kind, owner, c, seen_now)] -= 1
    out: dict[int, Counter[Item]] = {}
    if not delta:
        return out
    for seat in range(len(before.players)):
        left: Counter[Item] = Counter()
        for (kind, owner, c, seen), d in delta.items():
            if d and seat not in seen:
                left[(kind, owner, c)] += d
        gained = +left  # what left this seat's unseen multiset
        if gained and seat != mover:
            # what this seat could not see and the mover could: the mover's own secrets
            gained -= Counter((kind, owner, c) for kind, owner, cards, seen in zones_before
                              if seat not in seen and mover in seen for c in cards)
        if gained:
            out[seat] = gained
    return out


def reveals(before: GameState, after: GameState, mover: int) -> bool:
    """True when the move from `before` to `after` by `mover` may never be undone: it moved the
    state's RNG or showed a seat hidden information (module doc)."""
    return after.rng != before.rng or bool(gains(before, after, mover))


def may_undo(rng_before: int, after: GameState, seat: int, human: bool) -> bool:
    """`undoable`'s cheap half, which needs no copy of the state before the move: a human's move,
    the game not over, the same seat still decides, the RNG unmoved."""
    return human and not after.is_terminal() and after.current_player() == seat and after.rng == rng_before


def undoable(before: GameState, after: GameState, seat: int, human: bool) -> bool:
    """Whether the move `seat` made from `before` to `after` joins the undo history (else the
    history is cleared): a human's move after which that seat still decides, in a game not over,
    that showed nobody anything (`reveals`). The one rule of the terminal and the web server."""
    return may_undo(before.rng, after, seat, human) and not gains(before, after, seat)


def replay_with_history(start: GameState, actions: Sequence[str], humans: Container[int]
                        ) -> tuple[GameState, list[tuple[GameState, int]]]:
    """Replay `actions` from `start` (changed in place) and rebuild the undo history the server
    would hold had it seen every move (web/games.py: a game loaded by a process that did not make
    its moves, after a restart or by another process on PostgreSQL; issue 32). The history is the
    trailing run of undoable moves, so one pass without copies finds where that run can start
    (`may_undo`), and only when there is one is the state replayed again from a copy of `start`
    to there, copying the state before each move of the run. Returns the end state and the
    history: (state before, number of actions before) per undoable move, oldest first.
    An action that is illegal on replay raises SaveError naming it (a stored game that does not
    replay)."""
    origin = start.clone()
    s = start
    first = 0  # the first action of the trailing run of maybe-undoable moves
    for i, a in enumerate(actions):
        seat, rng = s.current_player(), s.rng
        try:
            s.apply(a)
        except IllegalActionError as e:
            raise SaveError(f"stored action {i + 1} ({a!r}) is illegal on replay: {e}") from e
        if not may_undo(rng, s, seat, seat in humans):
            first = i + 1
    if first == len(actions):
        return s, []
    t = origin
    for a in actions[:first]:
        t.apply(a)
    history: list[tuple[GameState, int]] = []
    for i in range(first, len(actions)):
        before, seat = t.clone(), t.current_player()
        t.apply(actions[i])
        if undoable(before, t, seat, seat in humans):
            history.append((before, i))
        else:
            history.clear()
    return s, history
