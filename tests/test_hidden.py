"""Hidden information: a determinized state reproduces the seat's view exactly (a leak or a
wrong sample shows up as a difference), and views never carry another seat's hidden cards."""

from __future__ import annotations

import random
import re

from landsraad import GameConfig, new_game, view
from landsraad.rules.hidden import determinize


def _states(n_games: int = 12):
    for g in range(n_games):
        s = new_game(GameConfig(players=3 + g % 2), seed=500 + g)
        rng = random.Random(g)
        step = 0
        while not s.is_terminal():
            if step % 17 == 0:
                yield s
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            step += 1


def test_determinize_reproduces_view() -> None:
    rng = random.Random(0)
    checked = 0
    for s in _states():
        seat = s.current_player()
        v = view(s, seat)
        d = determinize(v["state"], rng)
        assert view(d, seat) == v
        d.apply(d.legal_actions()[0])  # the sample is a playable state
        checked += 1
    assert checked > 100


def test_view_does_not_depend_on_hidden_cards() -> None:
    """Swapping another seat's hidden cards between hand and deck, or the Intrigue deck's
    contents, must not change this seat's view."""
    for s in _states(4):
        seat = s.current_player()
        other = s.players[(seat + 1) % len(s.players)]
        v = view(s, seat)
        t = s.clone()
        o = t.players[other.seat]
        pool = o.hand + o.deck
        random.Random(1).shuffle(pool)
        o.hand, o.deck = pool[: len(o.hand)], pool[len(o.hand):]
        t.intrigue_deck = t.intrigue_deck[::-1]  # a shared zone: a tuple, replaced
        assert view(t, seat) == v


def test_other_seats_decision_is_redacted() -> None:
    """A seat watching another seat decide sees only the kind of decision, never its payload."""
    for s in _states(3):
        seat = s.current_player()
        watcher = (seat + 1) % len(s.players)
        st = view(s, watcher)["state"]
        assert st["pending"] == [s.pending[0], s.pending[1]] and st["stack"] == [] and st["turn"] == {}


# log lines about a card moving in the open (played, revealed, acquired, trashed, set aside, put on
# the deck from the discard pile...): they may name a card of which another copy was just drawn
OPEN_EVENTS = (" plays ", " reveals ", " acquires ", " sends ", " trashes ", " puts ", " takes ",
               " keeps ", " sets ")


def test_log_never_names_a_card_just_hidden() -> None:
    """The log is public (R10; `view.log_lines` serves it to every seat): a step's new lines never
    name an Imperium card drawn into a hand or looked at on top of a deck, nor an Intrigue drawn or
    taken (a line like "P0 draws Dagger" would fail), apart from lines of open events."""
    from collections import Counter

    from landsraad.agents import ExplorerAgent
    from landsraad.content import load_content
    from landsraad.rules.view import log_lines

    content = load_content("base")

    def names(cid: str) -> set[str]:
        card = content.cards.get(cid) or content.intrigues.get(cid)
        return {cid, card.name} if card is not None else {cid}

    # Public names that may contain a card's name ("Cloak and Dagger"), and the source of a gain or
    # payment, which ends a line in parentheses and is always public (a card in play, a board
    # space, the Conflict, a played Intrigue, a leader): left out of the check.
    conflict_names = sorted({c.name for c in content.conflicts.values()}, key=len, reverse=True)
    source = re.compile(r" \([^()]*\)$")

    def public_part(line: str) -> str:
        line = source.sub("", line)
        for name in conflict_names:
            line = line.replace(name, "")
        return line

    checked = 0
    for g in range(16):
        players = 1 + g % 4
        seats = {1: 3, 2: 2}.get(players, players)
        s = new_game(GameConfig(players=players, leaders=("random",) * seats, log=True), 900 + g)
        agent = ExplorerAgent(g)
        while not s.is_terminal():
            before = [(Counter(p.hand), Counter(p.deck_top), Counter(p.intrigues)) for p in s.players]
            n = len(s.log or [])
            s.apply(agent.pick(s.legal_actions()))
            lines = log_lines(s, 0, n)
            for p, (hand, top, intrigues) in zip(s.players, before, strict=True):
                hidden = (Counter(p.hand) - hand) + (Counter(p.deck_top) - top) + (Counter(p.intrigues) - intrigues)
                for cid in hidden:
                    for ln in lines:
                        if ln.startswith("Round ") or any(w in ln for w in OPEN_EVENTS):
                            continue  # a Conflict's title, or a card moving in the open this step
                        assert not any(w in public_part(ln) for w in names(cid)), (g, cid, ln)
                        checked += 1
    assert checked > 500


def test_every_state_field_has_a_visibility() -> None:
    """rules/hidden.py VISIBILITY classifies every saved field: a new field fails here until
    someone decides who may see it (issue 20)."""
    from landsraad.rules.hidden import SERVER_ONLY, VISIBILITY
    from landsraad.rules.state import PLAYER_FIELDS, STATE_FIELDS

    assert set(VISIBILITY["GameState"]) == set(STATE_FIELDS)
    assert set(VISIBILITY["PlayerState"]) == set(PLAYER_FIELDS)
    assert set(SERVER_ONLY) == {"seed", "rng"}


def _numbers_and_keys(x: object, out: tuple[set[int], set[str]]) -> tuple[set[int], set[str]]:
    if isinstance(x, dict):
        for k, v in x.items():
            out[1].add(str(k))
            _numbers_and_keys(v, out)
    elif isinstance(x, list | tuple):
        for v in x:
            _numbers_and_keys(v, out)
    elif isinstance(x, int) and not isinstance(x, bool):
        out[0].add(x)
    return out


def test_seed_and_rng_never_reach_a_view() -> None:
    """Issue 20: the seed and the RNG state (SERVER_ONLY) are in no seat's view, nor in the
    redacted state JSON it carries, at any step: no key names them and no number equals them
    (the seeds are 63-bit, so no other number of a view can be equal by chance)."""
    import json

    from landsraad.agents import ExplorerAgent
    from landsraad.core import rng as core_rng
    from landsraad.rules.hidden import SERVER_ONLY

    checked = 0
    for g in range(6):
        players = 1 + g % 4
        seed = random.Random(g).getrandbits(63)
        s = new_game(GameConfig(players=players, log=True), seed)
        agent = ExplorerAgent(g)
        step = 0
        while not s.is_terminal():
            if step % 5 == 0:
                secrets = {s.seed, s.rng, core_rng.seed_state(s.seed)}
                for seat in range(-1, len(s.players)):
                    v = view(s, seat)
                    numbers, keys = _numbers_and_keys(v, (set(), set()))
                    assert not keys & set(SERVER_ONLY), (seat, keys & set(SERVER_ONLY))
                    assert not numbers & secrets
                    text = json.dumps(v)
                    assert all(str(x) not in text for x in secrets)
                    checked += 1
            s.apply(agent.pick(s.legal_actions()))
            step += 1
    assert checked > 300
