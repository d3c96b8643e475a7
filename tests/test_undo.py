"""Undo never goes back past a move that showed a seat hidden information (issue 32, must fix 3):
rules/undo.py decides it from what the seats' views gained, and the terminal (interfaces/play.py)
and the web server (web/games.py) both keep their undo history with it.

Each kind of reveal the engine has: a move by seat 0 after which seat 0 still decides (so the only
reason left to refuse the undo is what the move showed), then `undo` in the terminal session:
refused with the message, the state as the move left it. The controls: the same moves with
nothing shown are taken back. The Imperium Ceremony case (a card another seat put back on top of
the Intrigue deck, drawn with no RNG used) is also played through the web server's game manager."""

from __future__ import annotations

import asyncio
import io
import random
from collections import Counter
from pathlib import Path

import pytest
from rich.console import Console

from landsraad import GameConfig, GameState, new_game
from landsraad.interfaces.play import PlaySession
from landsraad.modules.base.leaders import BARON
from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP
from landsraad.modules.immortality.state import TLEILAXU_ROW
from landsraad.rules import undo as undo_rules
from landsraad.rules.hidden import (
    BY_KEY,
    DECIDER,
    DECISION,
    KNOWN_BY,
    PUBLIC,
    SERVER,
    VISIBILITY,
)
from landsraad.rules.ruleset import declared_fields
from landsraad.rules.undo import gains, hidden_items, reveals, undoable, unseen
from landsraad.rules.zones import draw_cards
from tests.test_immortality_rules import game, give_specimens

CEREMONY_CARD = "bindu_suspension"
CARTHAG = "agent reconnaissance carthag"  # Carthag: 1 troop and 1 Intrigue, a combat space: seat 0 deploys next


class Script:
    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)

    def __call__(self, prompt: str) -> str | None:
        return self.lines.pop(0) if self.lines else None


def play_then_undo(s: GameState, action: str) -> tuple[str, GameState, GameState]:
    """In a terminal session, seat 0 (the human; the others bots) types `action`, then `undo`,
    then quits. The session's output, the state the move made (applied to a clone) and the
    session's state at the end."""
    s.log = []
    moved = s.clone()
    moved.apply(action)
    assert not moved.is_terminal() and moved.current_player() == 0, "seat 0 must decide after the move"
    out = io.StringIO()
    con = Console(file=out, width=120, no_color=True, highlight=False, markup=False, emoji=False)
    seats = ["human"] + ["random"] * (len(s.players) - 1)
    session = PlaySession(s.config, 5, seats, con, Script([action, "undo", "quit"]), state=s.clone())
    assert session.play() == 0
    return out.getvalue(), moved, session.state


def assert_refused(s: GameState, action: str) -> GameState:
    """The move is made and its undo refused: the message, and the state is the move's."""
    text, moved, end = play_then_undo(s, action)
    assert "nothing to undo" in text and "showed hidden information" in text, text[-2000:]
    assert "undone:" not in text
    assert end.state_hash() == moved.state_hash() and end.version == moved.version
    return moved


def assert_undone(s: GameState, action: str) -> None:
    before, version = s.state_hash(), s.version
    text, _moved, end = play_then_undo(s, action)
    assert f"undone: {action}" in text, text[-2000:]
    assert end.state_hash() == before and end.version == version


# ---- positions ---------------------------------------------------------------------------------

def ceremony_top(known_by: int) -> GameState:
    """Immortality, seat 0 to play Reconnaissance to Carthag, with an Intrigue card on top of the
    Intrigue deck known to `known_by` (as after its Imperium Ceremony: modules/immortality/ceremony.py)."""
    s = game()
    deck = list(s.intrigue_deck)
    deck.remove(CEREMONY_CARD)
    s.intrigue_deck = tuple(deck)
    s.intrigue_top, s.intrigue_top_seats = (CEREMONY_CARD,), (known_by,)
    s.players[0].hand = ["reconnaissance"]
    s._legal = None
    return s


def base_game(players: int = 4, seed: int = 5) -> GameState:
    return new_game(GameConfig(players=players, first_player=0, log=True), seed)


# ---- the Imperium Ceremony case (the issue's) -------------------------------------------------

def test_a_draw_from_a_top_another_seat_put_back_is_never_undone() -> None:
    """The card seat 1 put back on top of the Intrigue deck (known to seat 1 only) is drawn by seat
    0: no RNG is used (it is the known top), but seat 0 now sees it. Before issue 32 this undo was
    allowed (the RNG had not moved) and the card stayed on top, known to seat 0."""
    s = ceremony_top(known_by=1)
    before = s.clone()
    moved = assert_refused(s, CARTHAG)
    assert moved.rng == before.rng and moved.players[0].intrigues == (CEREMONY_CARD,)
    assert gains(before, moved, 0) == {0: Counter({("intrigue", -1, CEREMONY_CARD): 1})}


def test_a_draw_from_a_top_the_mover_put_back_itself_is_undone() -> None:
    """Control: the card on top is the one seat 0 put back itself; drawing it shows nobody anything."""
    s = ceremony_top(known_by=0)
    moved = s.clone()
    moved.apply(CARTHAG)
    assert moved.players[0].intrigues == (CEREMONY_CARD,) and gains(s, moved, 0) == {}
    assert_undone(s, CARTHAG)


def test_the_ceremony_itself_is_never_undone() -> None:
    """Playing Imperium Ceremony looks at the top two Intrigue cards: the decision that follows is
    seat 0's, and the look is a barrier."""
    s = game()
    s.players[0].hand = ["imperium_ceremony"]
    s._legal = None
    action = "agent imperium_ceremony wealth"
    moved = s.clone()
    moved.apply(action)
    while moved.pending is not None and moved.pending[0] == "order_choice":
        action = "order space"  # the card's box first: then the look
        s.apply("order card")
        moved = s.clone()
        moved.apply(action)
    assert moved.pending is not None and moved.pending[0] == "imperium_ceremony"
    assert set(gains(s, moved, 0)) == {0}
    assert_refused(s, action)


# ---- every other kind of reveal -----------------------------------------------------------------

def test_an_intrigue_drawn_from_the_deck() -> None:
    s = ceremony_top(known_by=1)
    s.intrigue_deck, s.intrigue_top, s.intrigue_top_seats = (*s.intrigue_deck, *s.intrigue_top), (), ()
    moved = assert_refused(s, CARTHAG)
    assert gains(s, moved, 0)[0] == Counter({("intrigue", -1, moved.players[0].intrigues[0]): 1})


def test_a_card_drawn_from_the_deck_and_after_a_reshuffle() -> None:
    """Research Station (draw 3, a combat space): drawing from the unordered deck, and from the
    discard pile shuffled into a new deck."""
    for reshuffle in (False, True):
        s = base_game()
        p = s.players[0]
        p.hand, p.water = ["reconnaissance"], 2
        if reshuffle:
            p.discard, p.deck = p.deck, []
        s._legal = None
        moved = assert_refused(s, "agent reconnaissance research_station")
        drawn = moved.players[0].hand
        assert len(drawn) == 3 and moved.rng != s.rng
        if not reshuffle:
            assert gains(s, moved, 0)[0] == Counter(("card", 0, c) for c in drawn)
        # after a reshuffle in the same move, the three cards come from a pile that was face up
        # (the discard pile): no card leaves seat 0's unseen, chance alone chose which three (the
        # RNG moved: rules/undo.py)


def test_a_look_at_the_top_of_the_own_deck() -> None:
    """Poison Snooper: look at the top card of your deck (then draw it or trash it)."""
    s = base_game()
    s.players[0].intrigues = ("poison_snooper",)
    s._legal = None
    moved = assert_refused(s, "play poison_snooper")
    assert moved.pending is not None and moved.pending[0] == "poison_snooper"
    (top,) = moved.players[0].deck_top
    assert gains(s, moved, 0) == {0: Counter({("card", 0, top): 1})}


def test_a_look_at_the_top_three_cards() -> None:
    """Uprising, Long Live the Fighters: look at the top 3 cards of your deck (then draw one,
    discard one, trash one): the decision that follows is seat 0's, the look a barrier."""
    s = new_game(GameConfig(edition="uprising", players=4, first_player=0, log=True), 5)
    s.players[0].hand = ["long_live_the_fighters"]
    s._legal = None
    moved = assert_refused(s, "agent long_live_the_fighters fremkit")
    assert moved.pending is not None and moved.pending[0] == "long_live"
    g = gains(s, moved, 0)
    assert set(g) == {0} and Counter(("card", 0, c) for c in moved.pending[2]) <= g[0]  # (Fremkit draws one too)


def test_drawing_the_card_looked_at_is_undone_unless_prescience_looks_again() -> None:
    """Control: drawing the card Poison Snooper showed shows nothing new. With Paul Atreides the
    draw is followed by Prescience's look at the next card (modules/base/leaders.py): a barrier."""
    for leaders in ((), ("paul_atreides", "random", "random", "random")):
        s = new_game(GameConfig(players=4, first_player=0, leaders=leaders, log=True), 5)
        s.players[0].intrigues = ("poison_snooper",)
        s._legal = None
        s.apply("play poison_snooper")
        (top,) = s.players[0].deck_top
        if not leaders:
            assert_undone(s, f"draw {top}")
            continue
        moved = assert_refused(s, f"draw {top}")
        (looked,) = moved.players[0].deck_top
        assert gains(s, moved, 0) == {0: Counter({("card", 0, looked): 1})}


def test_an_intrigue_taken_from_another_player() -> None:
    """Secrets: draw an Intrigue (here the top card seat 0 knows: nothing new) and take one at
    random from each opponent with four or more. Seat 0 then decides its Plot window."""
    s = game()
    deck = list(s.intrigue_deck)
    for c in ("bypass_protocol", "poison_snooper", "plans_within_plans", "double_cross", "urgent_mission"):
        deck.remove(c)
    s.intrigue_deck = tuple(deck)
    s.intrigue_top, s.intrigue_top_seats = ("bypass_protocol",), (0,)
    s.players[1].intrigues = ("poison_snooper", "plans_within_plans", "double_cross", "urgent_mission")
    s.players[0].hand = ["diplomacy"]
    s._legal = None
    moved = assert_refused(s, "agent diplomacy secrets")
    (taken,) = set(s.players[1].intrigues) - set(moved.players[1].intrigues)
    assert sorted(moved.players[0].intrigues) == sorted(("bypass_protocol", taken))
    assert gains(s, moved, 0) == {0: Counter({("intrigue", -1, taken): 1})}


def test_a_card_turned_up_from_the_imperium_deck_and_the_tleilaxu_deck() -> None:
    """Reveal turn acquisitions: the Imperium Row and the Tleilaxu Row refill from their decks
    (unordered, composition public: which card comes was known to nobody)."""
    s = game()
    s.players[0].hand = ["convincing_argument"] * 4
    s._legal = None
    s.apply("reveal")
    give_specimens(s, 0, 6)
    bought = next(a for a in s.legal_actions() if a.startswith("acquire ") and a.split()[1] in s.imperium_row)
    moved = assert_refused(s.clone(), bought)
    (new,) = set(moved.imperium_row) - set(s.imperium_row)
    assert all(g == Counter({("imperium_deck", -1, new): 1}) for g in gains(s, moved, 0).values())
    tleilaxu = next(a for a in s.legal_actions() if a.startswith("acquire ") and a.split()[1] in TLEILAXU_ROW.get(s))
    moved = assert_refused(s, tleilaxu)
    g = gains(s, moved, 0)
    assert set(g) == {0, 1, 2, 3}
    assert all(sum(x.values()) == 1 and {kind for kind, _, _ in x} == {"tleilaxu_deck"} for x in g.values())


def test_a_conflict_card_revealed_without_the_rng() -> None:
    """The Conflict deck is ordered at setup: a new round's Conflict card comes with no RNG used.
    A move found by playing whole games at random: the move that starts a round and leaves its
    mover deciding again."""
    for players in (2, 3, 4):
        for seed in range(10):
            s = new_game(GameConfig(players=players, first_player=0), seed)
            r = random.Random(seed)
            while not s.is_terminal():
                seat = s.current_player()
                a = r.choice(s.legal_actions())
                b = s.clone()
                s.apply(a)
                if s.conflict != b.conflict and s.conflict and s.current_player() == seat and b.rng == s.rng:
                    g = gains(b, s, seat)
                    assert set(g) == set(range(len(s.players)))  # House Hagal's seat too (two players)
                    assert all(x[("conflict_deck", -1, s.conflict)] == 1 for x in g.values())
                    assert not undoable(b, s, seat, True)
                    return
    pytest.fail("no round started by a move that left its mover deciding")


def test_a_contract_turned_up_from_the_choam_bank() -> None:
    s = new_game(GameConfig(edition="uprising", players=4, first_player=0, modules=("choam",)), 3)
    before = s.clone()
    from landsraad.modules.choam.market import refill

    taken = CONTRACTS_FACE_UP.get(s)[0]
    CONTRACTS_FACE_UP.put(s, CONTRACTS_FACE_UP.get(s)[1:])
    after_take = s.clone()
    refill(s, 0)
    assert CONTRACTS_FACE_UP.get(s)[0] != taken or CONTRACT_BANK.get(s) != CONTRACT_BANK.get(before)
    g = gains(after_take, s, 0)
    assert set(g) == {0, 1, 2, 3} and all(x == Counter({("contract_bank", -1, CONTRACTS_FACE_UP.get(s)[0]): 1})
                                          for x in g.values())


# ---- other seats' views -------------------------------------------------------------------------

def test_what_another_seat_is_shown_is_a_barrier_unless_it_was_the_movers_own_secret() -> None:
    """docs/rulings.md R10b: another seat's gain counts when the mover did not know it either (a
    card drawn into another seat's hand); the mover's own secrets it shows (a card played from its
    hand, its Masterstroke tokens, an Intrigue it plays) do not stop its undo."""
    s = base_game()
    after = s.clone()
    draw_cards(after, after.players[1], 1)
    after.rng = s.rng  # as if the draw had used no RNG: the view rule alone decides
    assert set(gains(s, after, 0)) == {1}
    assert reveals(s, after, 0)

    # the mover's own secrets, shown to the others
    s = base_game()
    p = s.players[0]
    after = s.clone()
    q = after.players[0]
    q.in_play.append(q.hand.pop())
    assert gains(s, after, 0) == {}
    p.leader_state = {**p.leader_state, "masterstroke": ("emperor", "fremen")}
    p.leader = BARON
    after = s.clone()
    after.players[0].leader_state = {**p.leader_state, "masterstroke_done": True}
    assert gains(s, after, 0) == {}
    p.intrigues = ("poison_snooper", "poison_snooper")
    s.players[1].intrigues = ("poison_snooper",)  # the same card in the watcher's own hand
    after = s.clone()
    after.players[0].intrigues = ("poison_snooper",)
    after.intrigue_discard = ("poison_snooper",)
    assert gains(s, after, 0) == {}


def test_a_quiet_agent_turn_is_undone() -> None:
    """Control: a move that shows nothing (a card played to a space that gives no card, the
    mover deciding next: a combat space's deploy) is taken back."""
    s = base_game()
    action = next(a for a in s.legal_actions() if a.startswith("agent ")
                  and (c := s.clone()).apply(a) is None and c.current_player() == 0 and c.rng == s.rng)
    assert_undone(s, action)


# ---- the rule covers every hidden field ---------------------------------------------------------

def test_every_hidden_field_is_covered() -> None:
    """A field rules/hidden.py hides from some seat must be listed by undo.hidden_items, or a move
    that shows it would be undone (the public decks drawn at random too)."""
    game_hidden = {k for k, cls in VISIBILITY["GameState"].items() if cls not in (PUBLIC, SERVER, DECIDER, DECISION)}
    assert game_hidden <= undo_rules.COVERED_GAME_FIELDS
    # a module's field hidden from some seat is a pile drawn at random (rules/fields.py refuses
    # any other), which hidden_zones lists; Immortality's Tleilaxu deck and the base game's House
    # Hagal deck (its module's since issue 27: modules/base/state.py) are public but drawn at random
    declared = declared_fields()
    assert all(f.drawn_at_random for f in declared.values() if f.visibility != PUBLIC)
    assert declared["tleilaxu_deck"].drawn_at_random and declared["contract_bank"].drawn_at_random
    assert declared["hagal_deck"].drawn_at_random and "hagal_deck" not in VISIBILITY["GameState"]
    player_hidden = {k for k, cls in VISIBILITY["PlayerState"].items() if cls not in (PUBLIC, BY_KEY)}
    assert player_hidden <= undo_rules.COVERED_PLAYER_FIELDS
    for table in ("leader_state", "zones"):
        assert {k for k, cls in VISIBILITY[table].items() if cls != PUBLIC} <= undo_rules.COVERED_LEADER_KEYS
    assert KNOWN_BY == VISIBILITY["GameState"]["intrigue_top"]
    s = ceremony_top(known_by=1)
    assert unseen(s, 0)[("intrigue", -1, CEREMONY_CARD)] == 1 and unseen(s, 1)[("intrigue", -1, CEREMONY_CARD)] == 0
    assert {item[0] for item, _seen in hidden_items(s)} >= {"card", "intrigue", "conflict_deck", "imperium_deck",
                                                            "tleilaxu_deck"}


# ---- the web server -----------------------------------------------------------------------------

def test_web_undo_never_goes_back_past_a_draw_from_a_top_another_seat_knew(tmp_path: Path) -> None:
    pytest.importorskip("fastapi")
    pytest.importorskip("sqlalchemy")
    from landsraad.interfaces.web.games import GameManager, WebError
    from landsraad.interfaces.web.store import Store

    async def main() -> None:
        m = GameManager(Store(f"sqlite:///{tmp_path / 'u.sqlite3'}"))
        try:
            for known_by in (1, 0):
                g = await m.create({"players": 4, "seats": ["human", "random", "random", "random"], "seed": 1,
                                    "first_player": 0, "modules": ["immortality"]})
                gid, token = g["id"], g["seats"][0]["token"]
                rt = m.games[gid]
                s = rt.state.clone()  # version 0: the position set up by hand (the stored game has no move yet)
                deck = list(s.intrigue_deck)
                deck.remove(CEREMONY_CARD)
                s.intrigue_deck, s.intrigue_top, s.intrigue_top_seats = tuple(deck), (CEREMONY_CARD,), (known_by,)
                s.players[0].hand = ["reconnaissance"]
                s._legal = None
                rt.state = s
                out = await m.act(gid, token, 0, CARTHAG)
                assert out["version"] == 1 and rt.state.players[0].intrigues[-1] == CEREMONY_CARD
                if known_by == 1:
                    assert out["undo"] == 0
                    with pytest.raises(WebError) as e:
                        await m.undo(gid, token, 1)
                    assert e.value.status == 409 and "showed hidden information" in e.value.message
                    assert rt.state.version == 1 and rt.state.players[0].intrigues[-1] == CEREMONY_CARD
                    assert len(rt.actions) == 1
                else:  # control: the mover's own card back on top: the draw is taken back
                    assert out["undo"] == 1
                    back = await m.undo(gid, token, 1)
                    assert back["version"] == 0 and rt.state.intrigue_top == (CEREMONY_CARD,)
        finally:
            await m.close()

    asyncio.run(main())


def naive_gains(before: GameState, after: GameState, mover: int) -> dict[int, Counter[tuple[str, int, str]]]:
    """`gains` by its definition: every seat's unseen multiset before and after, compared whole."""
    out = {}
    for seat in range(len(before.players)):
        gained = unseen(before, seat) - unseen(after, seat)
        if gained and seat != mover:
            gained -= Counter(item for item, seen in hidden_items(before) if seat not in seen and mover in seen)
        if gained:
            out[seat] = gained
    return out


@pytest.mark.parametrize("config", [
    GameConfig(players=4, leaders=("random",) * 4),
    GameConfig(players=3, modules=("immortality",)),
    GameConfig(edition="uprising", players=4, modules=("choam",)),
    GameConfig(players=1),
], ids=["base", "immortality", "uprising_choam", "solo"])
def test_gains_is_its_definition_over_whole_games(config: GameConfig) -> None:
    """gains() compares only the zones a move changed; over every move of a game played at random
    it says what comparing every seat's whole unseen multisets says."""
    s = new_game(config, seed=7)
    r = random.Random(7)
    shown = 0
    while not s.is_terminal():
        b = s.clone()
        seat = s.current_player()
        s.apply(r.choice(s.legal_actions()))
        g = gains(b, s, seat)
        assert g == naive_gains(b, s, seat), (b.version, seat)
        shown += bool(g)
    assert shown > 10


# ---- a process that did not make the moves offers the same undo (issue 32, should fix) ---------

def _incremental_history(s: GameState, actions: list[str], humans: set[int]) -> list[int]:
    """The undo history as a server that saw every move keeps it (web/games.py `_advance`)."""
    hist: list[int] = []
    for i, a in enumerate(actions):
        before, seat = s.clone(), s.current_player()
        s.apply(a)
        if undoable(before, s, seat, seat in humans):
            hist.append(i)
        else:
            hist.clear()
    return hist


@pytest.mark.parametrize("config", [GameConfig(players=3), GameConfig(players=4, modules=("immortality",)),
                                    GameConfig(edition="uprising", players=4, modules=("choam",))],
                         ids=["base", "base+immortality", "uprising+choam"])
def test_the_history_rebuilt_from_the_stored_moves_is_the_one_kept_move_by_move(config: GameConfig) -> None:
    """`replay_with_history` (a game loaded by a process that did not see its moves) gives, at
    every point of whole games, the same undo history as judging each move as it was made; and the
    same end state. Seat 0 is the human; a random agent plays every seat."""
    humans = {0}
    for seed in (3, 11):
        s = new_game(config, seed)
        rng = random.Random(seed)
        actions: list[str] = []
        while not s.is_terminal() and len(actions) < 400:
            actions.append(rng.choice(s.legal_actions()))
            s.apply(actions[-1])
        runs = 0
        for k in range(0, len(actions) + 1, 3):
            end, hist = undo_rules.replay_with_history(new_game(config, seed), actions[:k], humans)
            want = _incremental_history(new_game(config, seed), actions[:k], humans)
            assert [n for _b, n in hist] == want, (seed, k)
            assert all(b.version == n for b, n in hist)
            assert end.version == k
            runs += bool(want)
        assert runs > 0, "no point of the game had anything to undo: the test shows nothing"


def test_a_stored_move_that_does_not_replay_is_named() -> None:
    from landsraad.core.errors import SaveError

    s = new_game(GameConfig(players=3), 1)
    with pytest.raises(SaveError, match=r"stored action 1 \('no such move'\) is illegal on replay"):
        undo_rules.replay_with_history(s, ["no such move"], {0})


def test_web_undo_after_a_restart_and_on_a_process_that_did_not_hold_the_game(tmp_path: Path) -> None:
    """Issue 32: 'undo sent to the process that did not hold the game answers 409 nothing to
    undo'. The undo history lived only in the memory of the process that made the moves; now a
    process loading the game rebuilds it from the stored moves (rules/undo.py
    `replay_with_history`): after a restart (a new game manager on the same database) the human's
    quiet move is offered for undo, and taken back, in memory and in the database."""
    pytest.importorskip("fastapi")
    pytest.importorskip("sqlalchemy")
    from landsraad.interfaces.web.games import GameManager
    from landsraad.interfaces.web.store import Store

    url = f"sqlite:///{tmp_path / 'restart.sqlite3'}"

    async def main() -> None:
        m = GameManager(Store(url))
        try:
            g = await m.create({"players": 3, "seats": ["human", "random", "random"], "seed": 4, "first_player": 0})
            gid, token = g["id"], g["seats"][0]["token"]
            s = m.games[gid].state
            action = next(a for a in s.legal_actions() if a.startswith("agent ")
                          and (c := s.clone()).apply(a) is None and c.current_player() == 0 and c.rng == s.rng
                          and not gains(s, c, 0))
            assert (await m.act(gid, token, 0, action))["undo"] == 1
        finally:
            await m.close()
        m2 = GameManager(Store(url))  # the restart: nothing of the game in memory
        try:
            rt = await m2.get(gid)
            assert [n for _b, n in rt.undo] == [0]
            assert m2.payload(rt, 0)["undo"] == 1  # the page shows the undo button
            back = await m2.undo(gid, token, 1)
            assert back["version"] == 0 and back["undo"] == 0
            assert (await m2._db(m2.store.load_game, gid)).actions == []
        finally:
            await m2.close()

    asyncio.run(main())
