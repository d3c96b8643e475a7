"""Issue 19, the terminal: the per-decision screen fits 120x40 over whole games, one symbol per
meaning, House Hagal and the Rivals named as the log names them, stable option numbers and
names typed as printed (driven through interfaces/play.PlaySession with scripted input)."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator

import pytest
from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from landsraad import GameConfig, new_game, view
from landsraad.content import load_content
from landsraad.interfaces import screen
from landsraad.interfaces.play import HELP, PlaySession, Quit, help_text, parse_leaders
from landsraad.rules.story import seat_name
from landsraad.rules.view import log_lines

CONTENT = load_content("base")


def render(parts: list, width: int = 120) -> list[str]:
    con = Console(width=width, file=io.StringIO(), no_color=True, highlight=False, markup=False, emoji=False)
    with con.capture() as cap:
        for p in parts:
            con.print(p)
    return [line.rstrip() for line in cap.get().splitlines()]


def decisions(players: int, seed: int) -> Iterator[tuple[object, int, list[str]]]:
    """Every decision of a whole random game with random leaders: (state, seat, the log lines
    since that seat last decided)."""
    leaders = ("random",) * {1: 3, 2: 2}.get(players, players)
    s = new_game(GameConfig(players=players, leaders=leaders, log=True), seed)
    rng = random.Random(seed)
    seen: dict[int, int] = {}
    while not s.is_terminal():
        seat = s.current_player()
        log = log_lines(s)
        yield s, seat, log[seen.get(seat, 0):]
        seen[seat] = len(log)
        s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("players,seed", [(1, 1), (2, 2), (3, 3), (4, 4)])
def test_decision_screen_fits_120_by_40_over_whole_games(players: int, seed: int) -> None:
    """1 (solo vs two Rivals), 2 (House Hagal), 3 and 4 players, all with leaders: every
    decision's screen, with the events since that seat last decided, is at most 120 columns and
    40 lines (the 41st is the prompt)."""
    checked = most = 0
    for s, seat, events in decisions(players, seed):
        v = view(s, seat)
        if "legal" not in v["decision"]:
            continue
        own = tuple(s.pending) if s.pending is not None and s.pending[1] == seat else None
        # as PlaySession.show_full draws it: a rule on top, the undo line at the bottom
        lines = render(screen.decision_screen(v, CONTENT, events, screen.numbered(v["decision"]["legal"]),
                                              own, width=120, height=40, title=Rule(),
                                              footer=[Text("(undo available: 1 step(s))")]))
        assert max(map(len, lines)) <= 120, [x for x in lines if len(x) > 120][:2]
        assert len(lines) <= 40, "\n".join(lines)
        most = max(most, len(lines))
        checked += 1
    assert checked > 30 and most >= 30  # whole games, screens that use the room


def test_automa_seats_are_named_as_in_the_log() -> None:
    """House Hagal (2 players) and the solo Rivals carry the log's names in the table."""
    for players in (1, 2):
        s = new_game(GameConfig(players=players, log=True), 3)
        v = view(s, 0)
        text = "\n".join(render(screen.full_screen(v, CONTENT)))
        for seat in s.automa:
            name = seat_name(s, seat)
            assert screen.seat_label(v, seat) == name
            assert any(line.startswith(name) for line in text.splitlines()), name  # its row in the table
        assert ("House Hagal" in text) == (players == 2)
        assert ("P1 (Rival)" in text) == (players == 1)


def test_one_symbol_per_meaning_with_a_legend() -> None:
    marks = [screen.FIRST_MARK, screen.DECIDING_MARK, screen.ALLIANCE_MARK, screen.COMBAT_MARK, screen.ONCE_MARK[1]]
    assert len(set(marks)) == len(marks)
    for m in marks:
        assert f"  {m} " in HELP or f" {m}: " in HELP or f"{m} after" in HELP or f"  {m}:" in HELP
    # the Arrakeen cell (a combat space) carries the combat mark; an Alliance the Alliance mark only
    s = new_game(GameConfig(players=4, log=True), 1)
    v = view(s, -1)
    v["alliance"]["emperor"] = 2  # seat 2 holds the Emperor Alliance
    lines = render(screen.full_screen(v, CONTENT))
    board = next(x for x in lines if "Arrakeen" in x)
    assert f"Arrakeen {screen.COMBAT_MARK}" in board and screen.ALLIANCE_MARK not in board
    row = next(x for x in lines if x.startswith("P2"))
    assert screen.ALLIANCE_MARK in row and screen.COMBAT_MARK not in row


def test_play_picks_random_leaders_by_default() -> None:
    assert parse_leaders(None, 4, CONTENT) == ("random",) * 4
    assert parse_leaders(None, 1, CONTENT) == ("random",) * 3  # the Rivals have leaders too
    assert parse_leaders(None, 2, CONTENT) == ("random",) * 2  # House Hagal has none
    assert parse_leaders("none", 4, CONTENT) == ()
    assert parse_leaders("Duke Leto Atreides,none", 3, CONTENT) == ("leto_atreides", None)


# ---- the session: scripted lines through PlaySession (the code `landsraad play` runs) ----------

class Script:
    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)

    def __call__(self, prompt: str) -> str | None:
        return self.lines.pop(0) if self.lines else None


def session(state: object, lines: list[str], players: int = 4) -> tuple[PlaySession, io.StringIO]:
    out = io.StringIO()
    con = Console(file=out, width=120, no_color=True, highlight=False, markup=False, emoji=False)
    assert hasattr(state, "config")
    seats = ["human"] + ["random"] * (players - 1)
    return PlaySession(state.config, 5, seats, con, Script(lines), state=state), out  # type: ignore[arg-type]


def test_spaces_and_cards_by_display_name() -> None:
    s = new_game(GameConfig(players=4, first_player=0, log=True), 5)
    legal = s.legal_actions()
    # an Agent action whose space has a name of several words, typed as printed
    a = next(x for x in legal if x.startswith("agent ") and " " in CONTENT.spaces[x.split()[2]].name)
    cid, sid = a.split()[1:]
    typed = f"agent {CONTENT.cards[cid].name.upper()} \"{CONTENT.spaces[sid].name}\""
    ps, out = session(s.clone(), ["why great flat", 'why "The Great Flat"', "why the great flat dagger",
                                  "?great flat", "why basin", "agent dune", typed])
    ps.human_decision(0)
    text = out.getvalue()
    assert text.count("→ The Great Flat:") >= 3  # 'why' by name: two for the hand, one for Dagger
    assert "Dagger → The Great Flat: " in text
    assert "The Great Flat  [board space" in text  # ?NAME
    assert "'why basin' could be: " not in text  # a name is matched from its start: no space starts 'basin'
    assert "no board space 'basin'" in text
    assert "'agent dune' could be: " in text and "type more of the name" in text  # the candidates, numbered
    assert ps.actions == [a]


def test_why_ambiguous_prefix_lists_the_candidates() -> None:
    s = new_game(GameConfig(players=4, first_player=0, log=True), 5)
    ps, out = session(s, ["why h", "quit"])
    with pytest.raises(Quit):  # Quit
        ps.human_decision(0)
    text = out.getvalue()
    assert "'why h' could be: " in text and "Hagga Basin" in text and "High Council" in text


def test_bare_card_name_in_the_reveal_turn_acquires_it() -> None:
    s = new_game(GameConfig(players=4, first_player=0, log=True), 0)
    s.apply("reveal")
    assert "acquire dr_yueh" in s.legal_actions()
    ps, out = session(s, ["DR. YUEH"])
    ps.human_decision(0)
    assert ps.actions == ["acquire dr_yueh"]


def test_bare_card_name_resolves_a_waiting_reveal_box() -> None:
    """While a Reveal box waits (rulings R12), a card's name alone picks `resolve <card>`."""
    rng = random.Random(0)
    for seed in range(40):
        s = new_game(GameConfig(players=4, log=True), seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            res = [x for x in legal if x.startswith("resolve ")]
            if s.current_player() == 0 and s.pending[0] == "acquire" and res:
                break
            s.apply(rng.choice(legal))
        else:
            continue
        break
    else:
        pytest.fail("no Reveal box waiting for seat 0 in 40 random games")
    cid = res[0].split()[1]
    ps, out = session(s, [CONTENT.cards[cid].name.lower()])
    ps.human_decision(0)
    matches = [x for x in legal if x.split()[0] in ("acquire", "resolve") and x.split()[1] == cid]
    assert ps.actions == ([res[0]] if len(matches) == 1 else []), out.getvalue()[-400:]


def test_option_numbers_do_not_shift_within_a_run() -> None:
    """After an acquisition (the Imperium Row refilled from the deck), the options still there
    keep their numbers, a new one takes a new number, and a number whose action is gone is
    refused with what it was, changing nothing."""
    s = new_game(GameConfig(players=4, first_player=0, log=True), 0)
    s.apply("reveal")
    first = list(enumerate(s.legal_actions(), 1))
    ps, out = session(s, ["acquire dr yueh", str(dict((a, n) for n, a in first)["acquire dr_yueh"]), "quit"])
    ps.human_decision(0)
    before = dict((a, n) for n, a in first)
    legal_now = ps.state.legal_actions()
    ps.number_options(0, "acquire", legal_now)
    for n, a in ps.options_now:
        if a in before:
            assert n == before[a]  # kept its number
        else:
            assert n > len(first)  # a new action never takes a number shown before
    with pytest.raises(Quit):  # the 'quit' after the refused number
        ps.human_decision(0)
    assert f"no option {before['acquire dr_yueh']}: it was 'acquire dr_yueh'" in out.getvalue()
    assert ps.actions == ["acquire dr_yueh"]
    # another seat deciding (or another kind of decision) numbers afresh from 1
    ps.number_options(0, "turn", ["reveal", "pass"])
    assert ps.options_now == [(1, "reveal"), (2, "pass")]


def test_players_screen_shows_teams_and_won_conflict_cards() -> None:
    """The `players` command lists a player's team and the zones in front of them (rules/zones.py
    ZONES: Conflict cards kept by `conflict_card_kept`, docs/rulings.md R21)."""
    from landsraad.rules.zones import zone_add

    s = new_game(GameConfig(players=3), 1)
    zone_add(s.players[1], "conflicts", "skirmish_a")
    content = load_content("base")
    text = "\n".join(render([screen.player_zones(view(s, 0), content, 1)]))
    assert "Conflict cards won: " + content.conflicts["skirmish_a"].name in text
    assert "team" not in render([screen.player_zones(view(s, 0), content, 1)])[0]
    from landsraad.rules.ruleset import MODULES, Module, Seat, register_module

    register_module(Module(name="toy_screen_teams", seats=lambda c: tuple(Seat(team=i % 2) for i in range(c.players))))
    try:
        t = new_game(GameConfig(players=4, modules=("toy_screen_teams",)), 1)
        assert "team 1" in render([screen.player_zones(view(t, 0), content, 3)])[0]
    finally:
        MODULES.pop("toy_screen_teams")


# ---- the screens in every language, and at 80 columns (issues 21 and 18) -------------------------

GAMES = {"base": GameConfig(players=4, leaders=("random",) * 4, log=True),
         # the automa's seats as the log names them in each language (House Hagal, P1 (Rival))
         "solo": GameConfig(players=1, leaders=("random",) * 3, log=True),
         "two": GameConfig(players=2, leaders=("random",) * 2, log=True),
         "uprising_choam": GameConfig(edition="uprising", players=4, modules=("choam",), leaders=("random",) * 4,
                                      log=True),
         "immortality": GameConfig(edition="uprising", players=4, modules=("choam", "immortality"),
                                   leaders=("random",) * 4, log=True),
         "immortality_base": GameConfig(players=3, modules=("immortality",), leaders=("random",) * 3, log=True)}
# English words no translated screen may show: the labels the screens compose (a hard-coded label
# would stay English whatever the language; a message missing from a catalogue is caught by the
# translator's `missing`)
ENGLISH_LABELS = ("Round", "Conflict", "Strength", "Spies", "Shield Wall", "Imperium Row", "Reserve", "Decks",
                  "In play", "CHOAM contracts", "contract", "Tleilaxu Row", "hand", "deck", "disc", "leader", "icons",
                  "spy", "once", "ctl", "voice", "VP from", "Influence", "discard", "trashed", "in play", "Winner",
                  "decided by", "earlier line", "Game over", "place", "seat", "spice", "water", "garrison",
                  "persuasion", "Emp", "Gld", "Fre", "sol", "cnf", "gar", "tr", "sw")


def english_labels(lang: str) -> re.Pattern[str]:
    """The English labels, but for the short forms a language shares with English ("sol", "Fre")."""
    from landsraad.i18n import translator
    from landsraad.modules.uprising import screen as screen_uprising

    tr = translator(lang)
    own = {tr.short(f) for f in (*screen.COLUMNS_LEFT, *screen.COLUMNS_RIGHT, *screen_uprising.COLUMNS,
                                 *screen.icon_shorts().values(), screen.ONCE_MARK, *screen_uprising.ICON_LETTERS.values())}
    own |= {tr.short(screen.TROOPS_SHORT, n=0).split()[-1], tr.short(screen.CONTROL_SHORT).rstrip(":")}
    return re.compile(r"\b(?:" + "|".join(w for w in ENGLISH_LABELS if w not in own) + r")\b")


IDENTIFIER = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def notation_words() -> set[str]:
    """The words of the action notation and the decisions' names (typed as they are: R25)."""
    from landsraad.messages import catalogue_kinds

    kinds, forms = catalogue_kinds()
    return ({w for f in forms for w in f.slots if not w.startswith("<")}
            | {w for k in kinds for w in k.name.split("_")} | {"look", "log", "why", "help", "undo", "save", "quit", "options"})


NOTATION = notation_words()


def screens_of_a_game(name: str, seed: int, lang: str) -> Iterator[tuple[str, list[str], int]]:
    """(what, lines, width) of every screen a player reads at moments of a random game played to
    its end: the table at 80 and 120 columns, the decision screen, `players`, `deck`, the end."""
    from landsraad.content.names import localized

    s = new_game(GAMES[name], seed)
    content = localized(s.rules.content, lang)
    rng = random.Random(seed)
    step = 0
    while not s.is_terminal():
        if step % 60 == 7:
            seat = s.current_player()
            v = view(s, seat)
            for width in (80, 120):
                yield "table", render(screen.full_screen(v, content, width=width, lang=lang), width), width
            own = tuple(s.pending) if s.pending is not None and s.pending[1] == seat else None
            if "legal" in v["decision"]:
                yield "decision", render(screen.decision_screen(
                    v, content, log_lines(s, lang=lang)[-8:], screen.numbered(v["decision"]["legal"]), own,
                    width=120, height=40, title=Rule(), lang=lang), 120), 120
            yield "players", render([screen.player_zones(v, content, k, lang) for k in range(len(v["players"]))],
                                    80), 80
            deck = screen.deck_block(v, content, lang)
            if deck is not None:
                yield "deck", render([deck], 80), 80
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    yield "end", render(screen.end_screen(view(s, -1), content, lang), 80), 80


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", ["es", "pt", "ru"])
def test_the_screens_read_in_every_language(game: str, lang: str) -> None:
    """Issue 21: the terminal's screens of a base, an Uprising + CHOAM and an Immortality game
    (on either board) in Spanish, Portuguese and Russian: no message falls back to English (the
    translator's `missing`), no id of the data shows, none of the labels the screens compose is
    left in English, and a Russian screen has no Latin word at all (component names, labels and
    short forms are all Cyrillic: docs/rulings.md R24, R29). Every line fits its width."""
    from landsraad.i18n import translator

    tr = translator(lang)
    tr.missing.clear()
    english = english_labels(lang)
    seen = set()
    for what, lines, width in screens_of_a_game(game, 3, lang):
        seen.add(what)
        text = "\n".join(lines)
        assert max(map(len, lines)) <= width, (what, [x for x in lines if len(x) > width][:2])
        # the option lines are the action notation, typed as it is in every language (R25)
        shown = "\n".join(x for x in lines if not re.match(r"\s*\d+ |agent ", x)) if what == "decision" else text
        assert not IDENTIFIER.search(shown), (what, IDENTIFIER.findall(shown)[:5], shown)
        assert not english.search(shown), (what, english.findall(shown)[:5], shown)
        if lang == "ru":  # but the notation and commands ("resolve КАРТА", 'log': R25), a level's numeral
            latin = [w for w in LATIN_WORD.findall(shown) if w not in NOTATION and not re.fullmatch("[IVX]+", w)]
            assert not latin, (what, latin[:5], shown)
    assert tr.missing == set(), sorted(tr.missing)[:10]
    assert {"table", "decision", "players", "end"} <= seen


@pytest.mark.parametrize("lang", ["en", "es", "pt", "ru"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_players_table_shows_every_cell_at_80_columns(game: str, lang: str) -> None:
    """Issue 18: at 80 columns the players' table of Uprising + Immortality no longer cuts a cell
    (it was fine at 120): the row goes on in a second table under the first, each row led by its
    seat. Every header, every value and the whole leader name are there, in every language; at
    120 columns it stays one table."""
    from landsraad.content.names import localized

    s = new_game(GAMES[game], 4)
    rng = random.Random(4)
    for _ in range(150):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    v = view(s, s.current_player())
    content = localized(s.rules.content, lang)
    for width in (80, 120):
        lines = render([screen.players_table(v, content, width, lang)], width)
        assert max(map(len, lines)) <= width and "…" not in "\n".join(lines)
        labels = tuple(screen.seat_label(v, q["seat"], lang) for q in v["players"])
        headers = [x.split() for x in lines if not x.startswith((*labels, "─")) and x.strip()]
        rows = [x for x in lines if x.startswith(labels)]
        assert len(rows) == len(v["players"]) * len(headers)  # one row per player in each table
        if width == 120 or game in ("base", "solo", "two") and not any(p["leader"] for p in v["players"]):
            assert len(headers) == 1
        for p in v["players"]:
            cells = " ".join(x for x in rows if x.startswith(screen.seat_label(v, p["seat"], lang)))
            if p["leader"]:
                assert content.leaders[p["leader"]].name in cells
            assert f"{p['agents_left']}/{p['agents_total']}" in cells
        from landsraad.i18n import translator

        tr = translator(lang)
        words = " ".join(" ".join(h) for h in headers)
        for column in (*screen.COLUMNS_LEFT, *screen.COLUMNS_RIGHT, screen.LEADER_COLUMN):
            assert tr.short(column) in words.split(), (column, words)
        if game.startswith(("uprising", "immortality")) and game != "immortality_base":
            from landsraad.modules.uprising import screen as screen_uprising

            for column in screen_uprising.COLUMNS:
                assert tr.short(column) in words.split()
        if "immortality" in game:
            from landsraad.modules.immortality.render import COLUMNS

            assert all(tr.short(c) in words.split() for c in COLUMNS)


@pytest.mark.parametrize("lang", ["en", "es", "pt", "ru"])
def test_the_help_legend_explains_every_short_form(lang: str) -> None:
    """Every short form the screen shows in a language (columns, board cells, flags, battle icon
    letters, card icons) appears in that language's `help` of an Uprising game with Immortality,
    which fits 80 columns; each module's legend is its own (its screen part's `help_lines`, U754)."""
    from landsraad.content.names import localized
    from landsraad.i18n import translator
    from landsraad.modules.immortality.render import COLUMNS, FAMILY_ATOMICS_LETTER
    from landsraad.modules.uprising import screen as screen_uprising

    tr = translator(lang)
    s = new_game(GameConfig(edition="uprising", players=4, modules=("immortality",)), 1)
    text = help_text(view(s, 0), localized(s.rules.content, lang), lang)
    assert max(len(x) for x in text.splitlines()) <= 80
    words = set(re.findall(r"[\w✦]+", text))
    forms = [*screen.COLUMNS_LEFT, *screen.COLUMNS_RIGHT, *screen_uprising.COLUMNS, *screen.FACTION_SHORT.values(),
             *screen.icon_shorts().values(), *screen.FLAGS.values(), *screen_uprising.ICON_LETTERS.values(),
             screen_uprising.HOOKS_FLAG, *COLUMNS, FAMILY_ATOMICS_LETTER, screen.ONCE_MARK]
    missing = [f[1] for f in forms if tr.short(f) not in words]
    assert missing == [], missing
    for form in (screen.CONTROL_SHORT, screen.VOICE_SHORT):
        assert tr.short(form) + "P1" in text
    letters = [tr.short(f) for f in screen.FLAGS.values()] + [tr.short(screen_uprising.HOOKS_FLAG)]
    assert len(set(letters)) == len(letters)  # one letter per meaning among the flags
    icons = [tr.short(f) for f in screen_uprising.ICON_LETTERS.values()]
    assert len(set(icons)) == len(icons)


@pytest.mark.parametrize("lang", ["en", "es", "pt", "ru"])
def test_a_module_legend_is_in_the_help_of_its_games_only(lang: str) -> None:
    """docs/rulings.md U754: `help` explains the short forms of the game's own table, so Uprising's
    (002: Spies, Maker Hooks, battle icons) and Immortality's (003: Research, Tleilaxu, specimens,
    Family Atomics) legend lines are in their games' `help` only, each once, after HELP's."""
    from landsraad.content.names import localized
    from landsraad.i18n import translator
    from landsraad.modules.immortality.render import LEGEND as IMMORTALITY_LEGEND
    from landsraad.modules.uprising.screen import LEGEND as UPRISING_LEGEND

    tr = translator(lang)
    up, imm = tr.gettext(UPRISING_LEGEND), tr.gettext(IMMORTALITY_LEGEND)
    assert up != imm and up.strip() and imm.strip() and (lang == "en") == (up == UPRISING_LEGEND)
    for edition, modules, has_up, has_imm in (("base", (), False, False), ("base", ("immortality",), False, True),
                                              ("uprising", (), True, False), ("uprising", ("immortality",), True, True)):
        s = new_game(GameConfig(edition=edition, players=4, modules=modules), 1)
        text = help_text(view(s, 0), localized(s.rules.content, lang), lang)
        assert text.startswith(tr.gettext(HELP)), (edition, modules)
        assert (text.count(up), text.count(imm)) == (int(has_up), int(has_imm)), (edition, modules)
