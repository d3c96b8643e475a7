"""`landsraad play` driven through the real CLI process (stdin/stdout), issue 5."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from landsraad import GameConfig, GameState, new_game, view
from landsraad.content import load_content
from landsraad.interfaces import screen
from landsraad.records import load_record, replay

ROOT = Path(__file__).resolve().parent.parent


def run_play(args: list[str], lines: list[str], timeout: int = 120) -> subprocess.CompletedProcess[str]:
    """The CLI process; without leaders unless --leaders is given (the positions these tests are
    written for are the leaderless GameConfig ones; `play` itself picks random leaders)."""
    if "--leaders" not in args and "--resume" not in args:
        args = [*args, "--leaders", "none"]
    env = dict(os.environ, COLUMNS="80", PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "play", *args],
                          input="".join(line + "\n" for line in lines), capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=timeout, encoding="utf-8")


def play_first_options(args: list[str], then: list[str] | None = None,
                       first: int | None = None) -> tuple[int, str]:
    """`landsraad play ARGS` (the session cmd_play runs) with a player who answers every decision
    with the first option shown (option numbers stay with their actions within a run of
    decisions, so a fixed '1' would not always be on the list), Enter at a hotseat hand-over;
    after `first` decisions, the lines of `then`, then the end of input."""
    from io import StringIO

    from rich.console import Console

    from landsraad.interfaces.cli import build_parser
    from landsraad.interfaces.play import make_session

    out = StringIO()
    con = Console(file=out, width=80, no_color=True, highlight=False, markup=False, emoji=False, soft_wrap=False)
    answered = 0
    rest = list(then or [])

    def read(prompt: str) -> str | None:
        nonlocal answered
        out.write(prompt + "\n")
        if prompt.startswith("[pass to"):
            return ""
        if first is not None and answered >= first:
            return rest.pop(0) if rest else None
        answered += 1
        return str(ps.options_now[0][0])

    ps = make_session(build_parser().parse_args(["play", *args]), con, read)
    return ps.play(), out.getvalue()


def check_plain_80(out: str) -> None:
    assert "\x1b[" not in out, "colour codes in plain (non-TTY) output"
    long = [line for line in out.splitlines() if len(line) > 80]
    assert not long, f"lines wider than 80 columns: {long[:3]}"


def four_player_start(seed: int) -> GameState:
    return new_game(GameConfig(players=4, first_player=0, log=True), seed)


def test_full_game_against_bots_to_the_end(tmp_path: Path) -> None:
    status, out = play_first_options(["--seats", "human,random,random,random", "--seed", "11"])
    assert status == 0
    assert "Game over" in out and "Winner: P" in out and "decided by" in out
    assert "P0 hand:" in out and "P0 >> " in out
    assert "P1 hand:" not in out and "P2 hand:" not in out and "P3 hand:" not in out
    # the end screen states the tie-breaker the engine reports
    m = re.search(r"Winner: P(\d) with (\d+) VP — decided by (\S+)", out)
    assert m is not None
    check_plain_80(out)


def test_hotseat_never_prints_a_hand_on_another_seats_turn() -> None:
    status, out = play_first_options(["--seats", "human,human,human", "--seed", "3", "--leaders", "random"])
    assert status == 0
    assert "Game over" in out
    holder: int | None = None
    prompts = 0
    for line in out.splitlines():
        m = re.match(r"\[pass to P(\d) — press Enter\]", line)
        if m:
            holder = int(m.group(1))
            prompts += 1
            continue
        for pat in (r"^P(\d) hand:", r"^P(\d) Intrigues:", r"^P(\d) >> ", r"^P(\d) deck \("):
            m = re.match(pat, line)
            if m:
                assert holder == int(m.group(1)), f"P{m.group(1)}'s hidden cards shown while P{holder} holds: {line}"
        if line.startswith("Your face-down Masterstroke") or line.startswith("Known on top of your deck"):
            assert holder is not None
    assert prompts > 10
    check_plain_80(out)


def test_undo_within_own_turn_and_never_past_hidden_information(tmp_path: Path) -> None:
    s = new_game(GameConfig(players=4, first_player=0, log=True), 5)
    legal = s.legal_actions()
    # an action after which P0 decides again with nothing revealed (e.g. a deploy decision)
    quiet = next(i for i, a in enumerate(legal)
                 if (c := s.clone()).apply(a) is None and c.current_player() == 0 and c.rng == s.rng)
    f = tmp_path / "u.json"
    r = run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0"],
                 [str(quiet + 1), "undo", "undo", f"save {f}", "quit"])
    assert r.returncode == 0, r.stderr
    assert f"undone: {legal[quiet]}" in r.stdout
    assert "nothing to undo" in r.stdout
    assert load_record(f)["actions"] == []

    # an action that draws a card (the state RNG moved): no undo past it
    for seed in range(60):
        s = four_player_start(seed)
        legal = s.legal_actions()
        hit = [i for i, a in enumerate(legal)
               if (c := s.clone()).apply(a) is None and c.current_player() == 0 and c.rng != s.rng]
        if hit:
            break
    else:
        pytest.skip("no drawing action at the first decision in 60 seeds")
    f2 = tmp_path / "u2.json"
    r = run_play(["--seats", "human,random,random,random", "--seed", str(seed), "--first-player", "0"],
                 [str(hit[0] + 1), "undo", f"save {f2}", "quit"])
    assert r.returncode == 0, r.stderr
    assert "nothing to undo" in r.stdout
    assert load_record(f2)["actions"] == [legal[hit[0]]]

    # after the turn passed to other seats and came back: nothing to undo
    f3 = tmp_path / "u3.json"
    s = four_player_start(5)
    legal = s.legal_actions()
    passing = next(i for i, a in enumerate(legal) if (c := s.clone()).apply(a) is None and c.current_player() != 0)
    r = run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0"],
                 [str(passing + 1), "undo", f"save {f3}", "quit"])
    assert "nothing to undo" in r.stdout
    acts = load_record(f3)["actions"]
    assert acts[0] == legal[passing] and len(acts) > 1  # the bots played after P0


def test_save_and_resume(tmp_path: Path) -> None:
    f1, f2 = tmp_path / "a.json", tmp_path / "b.json"
    base = ["--seats", "human,random,random", "--seed", "9"]
    status, _ = play_first_options(base, [f"save {f1}", "quit"], first=12)
    assert status == 0
    rec = load_record(f1)
    assert rec["seats"] == ["human", "random", "random"] and len(rec["actions"]) > 12
    s = replay(rec)  # every stored hash checks out
    r = run_play(["--resume", str(f1)], [f"save {f2}", "quit"])
    assert r.returncode == 0, r.stderr
    assert f"resumed after {len(rec['actions'])} actions" in r.stdout
    assert load_record(f2)["actions"] == rec["actions"]
    assert replay(load_record(f2)).state_hash() == s.state_hash()
    # the resumed game plays on to the end
    status, out = play_first_options(["--resume", str(f1)])
    assert status == 0
    assert "Game over" in out
    # `landsraad replay` accepts the saved record
    rr = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "replay", str(f1)],
                        capture_output=True, text=True, cwd=ROOT)
    assert rr.returncode == 0 and "all hashes match" in rr.stdout


def test_bad_input_is_answered_and_changes_nothing(tmp_path: Path) -> None:
    f = tmp_path / "bad.json"
    r = run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0"],
                 ["xyzzy", "99", "0", "agent dagger nowhere", "agent convincing_argument conspire",
                  "acquire carryall", "save", "?", "?no such card", f"save {f}", "quit"])
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "unknown command or action 'xyzzy'" in out
    assert "no option 99" in out and "no option 0" in out
    assert "there is no board space 'nowhere'" in out
    assert "'agent convincing_argument conspire' is not legal now" in out
    # not among the legal actions: the decision's own prompt and the option numbers (issue 34)
    flat = " ".join(out.split())
    assert "'acquire carryall' is not possible now. Your turn: send an Agent" in flat and "The options are 1, 2" in flat
    assert "usage: save FILE" in out and "no component named 'no such card'" in out
    rec = load_record(f)
    assert rec["actions"] == []
    assert replay(rec).state_hash() == new_game(GameConfig(players=4, first_player=0, log=True), 5).state_hash()


def test_why_a_space_cannot_be_used() -> None:
    r = run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0"],
                 ["why arrakeen", "why high council dagger", "agent dagger arrakeen", "quit"])
    assert "Dagger has no City Agent icon" in r.stdout
    assert "High Council costs 5 Solari; you have 0 Solari" in r.stdout
    assert "'agent dagger arrakeen' is not legal now: Dagger has no City Agent icon" in r.stdout


def test_commands_help_card_text_log_and_views() -> None:
    r = run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0",
                  "--leaders", "leto_atreides,random"],
                 ["help", "?Duncan Idaho", "?leto_atreides", "?arrakeen", "log", "board", "players 1", "row",
                  "hand", "deck", "look", "quit"])
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "save FILE" in out and "undo" in out
    # help also gives the rule of the decision at hand (its declaration's `explain`), without its
    # sources, which are for developers (issue 34)
    assert "This decision: On your turn, take an Agent turn" in out and "004 Fase 2" not in out
    assert "Duncan Idaho  [Imperium card]" in out and "Agent box: You may pay 1 water → recruit 1 troop and draw 1" in out
    assert "Duke Leto Atreides  [leader" in out and "Landsraad Popularity" in out
    assert "Arrakeen  [board space" in out
    assert "Round 1: Conflict" in out
    assert "VP from:" in out and "discard:" in out
    assert "Imperium Row:" in out and "Reserve:" in out
    assert "P0 deck (" in out
    # the leader column: whole, under the table when the row does not fit 80 columns (issue 18)
    assert any(line.startswith("P0") and line.rstrip().endswith("Duke Leto Atreides") for line in out.splitlines())
    check_plain_80(out)


def test_play_picks_random_leaders_unless_told_none() -> None:
    """issue 19: like the lobby, `play` deals random leaders (--leaders none plays without)."""
    env = dict(os.environ, COLUMNS="120", PYTHONIOENCODING="utf-8")
    base = [sys.executable, "-m", "landsraad.interfaces.cli", "play", "--seats", "human,random,random", "--seed", "2"]
    r = subprocess.run(base, input="quit\n", capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    leaders = load_content("base").leaders.values()
    assert r.returncode == 0 and sum(ld.name in r.stdout for ld in leaders) == 3, r.stdout
    r = subprocess.run([*base, "--leaders", "none"], input="quit\n", capture_output=True, text=True, cwd=ROOT,
                       env=env, timeout=120)
    assert r.returncode == 0 and not any(ld.name in r.stdout for ld in leaders)


def test_end_of_input_leaves_with_status_1() -> None:
    r = run_play(["--seats", "human,random,random", "--seed", "2"], [])
    assert r.returncode == 1
    assert "end of input" in r.stdout


@pytest.mark.parametrize("args,needle", [
    (["--players", "5"], "1 to 4 players"),
    (["--players", "1", "--difficulty", "godlike"], "unknown difficulty"),
    (["--seats", "human,robot,random"], "unknown agent"),
    (["--players", "4", "--seats", "human,random,random"], "--seats names 3 seats"),
    (["--players", "3", "--leaders", "nobody"], "unknown leader"),
    (["--players", "3", "--first-player", "5"], "--first-player"),
])
def test_bad_setup_is_refused(args: list[str], needle: str) -> None:
    r = run_play(args, [])
    assert r.returncode == 2
    assert needle in r.stderr


def test_solo_game_against_rivals_to_the_end() -> None:
    """issue 4 + 5: a solo game against two Rivals is playable from the terminal (random seat)."""
    r = run_play(["--players", "1", "--seats", "random", "--difficulty", "mentat", "--seed", "3"], [])
    assert r.returncode == 0, r.stderr
    assert "wins" in r.stdout and "P1 (Rival) reveals" in r.stdout


def test_screen_shows_only_the_viewing_seats_hidden_cards() -> None:
    s = new_game(GameConfig(players=4, log=True), 1)
    content = load_content("base")
    from rich.console import Console

    for seat in (-1, 0, 2):
        con = Console(width=80, no_color=True)
        with con.capture() as cap:
            for part in screen.full_screen(view(s, seat), content):
                con.print(part)
        text = cap.get()
        for other in range(4):
            assert (f"P{other} hand:" in text) == (other == seat)


def test_bots_only_game_is_watched_to_the_end() -> None:
    r = run_play(["--seats", "random,random,random", "--seed", "4"], [])
    assert r.returncode == 0, r.stderr
    assert "Game over" in r.stdout and "hand:" not in r.stdout


def test_saved_record_is_plain_json(tmp_path: Path) -> None:
    f = tmp_path / "r.json"
    run_play(["--seats", "human,random,random", "--seed", "1"], ["1", f"save {f}", "quit"])
    data = json.loads(f.read_text())
    assert data["format"] == "landsraad-record/2" and data["config"]["players"] == 3


def test_names_with_spaces_and_unique_completions(tmp_path: Path) -> None:
    f = tmp_path / "c.json"
    s = four_player_start(5)
    legal = s.legal_actions()
    dune = [a for a in legal if a.startswith("agent dune_the_desert_planet ")]
    seek = [a for a in legal if a.startswith("agent seek_allies st")]
    assert len(dune) > 1 and len(seek) == 1  # the position this test is written for
    r = run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0"],
                 ["agent dune", "agent seek allies st", f"save {f}", "quit"])
    assert "'agent dune' could be: " in r.stdout
    assert load_record(f)["actions"][0] == seek[0]


def test_refusals_why_and_help_in_the_players_language() -> None:
    """`--lang`: the engine's refusals, the `why` answers, the session's own notices and the help
    read in the players' language (issue 21 second pass; rules/story.py reason, refusal_text)."""
    lines = ["why arrakeen", "why high council dagger", "agent dagger arrakeen", "xyzzy", "help", "undo", "quit"]
    es = " ".join(run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0",
                            "--lang", "es"], lines).stdout.split())  # lines wrapped at 80 columns
    assert "'agent dagger arrakeen' no es legal ahora: Daga no tiene el icono de Agente Ciudad" in es
    assert "Daga → Arrakeen: Daga no tiene el icono de Agente Ciudad" in es
    assert "Alto Consejo cuesta 5 Solaris; tienes 0 Solaris" in es
    assert "orden o acción desconocida 'xyzzy'" in es and "nada que deshacer" in es
    assert "Escribe un número de la lista" in es and "Esta decisión: En tu turno" in es
    ru = " ".join(run_play(["--seats", "human,random,random,random", "--seed", "5", "--first-player", "0",
                            "--lang", "ru"], lines).stdout.split())
    assert "сейчас недопустимо: у карты «Кинжал» нет значка агента «Город»" in ru
    assert "Введите номер из списка" in ru and "выход из игры" in ru
    for english in ("is not legal now", "Agent icon", "unknown command", "nothing to undo", "Type a number"):
        assert english not in es and english not in ru, english


def test_argument_errors_in_the_players_language() -> None:
    """`landsraad play` refuses bad arguments in the chosen language (status 2, nothing played)."""
    r = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "play", "--players", "7", "--lang", "es"],
                       capture_output=True, text=True, cwd=ROOT, timeout=60, encoding="utf-8")
    # the counts and the tables' own words (Module.count_words; docs/rulings.md U736-U737)
    assert r.returncode == 2 and "Dune: Imperium se juega con 1–4, 6 jugadores (1: en solitario" in r.stderr, r.stderr
    r = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "play", "--players", "3", "--seats",
                        "human,random", "--lang", "ru"], capture_output=True, text=True, cwd=ROOT, timeout=60,
                       encoding="utf-8")
    assert r.returncode == 2 and "в --seats указано мест: 2, а --players равно 3" in r.stderr, r.stderr
