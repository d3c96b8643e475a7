"""The player counts are said once, by the tables that make them (issue 27, "a product is one
folder"): each module whose seat plan makes a table of its own declares its phrase
(`Module.count_words`: the base game's solo Rivals and House Hagal, seed 001; Uprising's Rivals,
seed 002 PREPARACIÓN; the six-player teams, seed 002 PARTIDAS DE SEIS JUGADORES), the core derives
the largest table and the counts played (rules/ruleset.py `most_players`, `played_counts`,
`count_words`; docs/rulings.md U736-U737), and the command line's `--players` help, `play`'s
refusal and the web API's refusal are built from them in the reader's language."""

from __future__ import annotations

import asyncio
import contextlib
import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from landsraad.i18n import N_, Phrase
from landsraad.interfaces.args import CLI_LANG, H_, cli_text
from landsraad.interfaces.cli import build_parser, main
from landsraad.interfaces.counts import NOTES, PLAYED, players_text
from landsraad.rules.editions import played_counts, player_counts
from landsraad.rules.ruleset import MODULES, Module, count_words, most_players, register_module

NOTES_EN = "1: solo against two Rivals; 2: with House Hagal or against one shared Rival; 6: two teams"
TOY = "counts_toy_table"  # a name no other test registers


def test_the_registry_gives_the_largest_table_and_the_counts_played() -> None:
    """Base: 1 to 4 (001/004); Uprising: 1 to 4 with its Rivals, 6 with its six-player mode (implied
    by the count, S850); five is no edition's table (U736)."""
    assert most_players() == 6
    assert played_counts() == [1, 2, 3, 4, 6]
    assert player_counts("base") == [1, 2, 3, 4] and 6 not in player_counts("uprising")
    assert dict(count_words()) == {1: ("solo against two Rivals",),
                                   2: ("with House Hagal", "against one shared Rival"), 6: ("two teams",)}


def test_each_phrase_is_declared_by_the_module_whose_table_it_names() -> None:
    assert MODULES["base"].count_words == {1: "solo against two Rivals", 2: "with House Hagal"}
    assert MODULES["uprising_rivals"].count_words == {1: "solo against two Rivals", 2: "against one shared Rival"}
    assert MODULES["uprising_six"].count_words == {6: "two teams"}
    assert all(not m.count_words for name, m in MODULES.items() if name not in ("base", "uprising_rivals", "uprising_six"))


def test_the_counts_read_in_every_language() -> None:
    assert str(PLAYED) == players_text(1, 6, [1, 2, 3, 4, 6]) == "1–4, 6"
    assert str(NOTES) == NOTES_EN
    assert NOTES("es") == ("1: en solitario contra dos Rivales; 2: con la Casa Hagal o contra un Rival compartido; "
                           "6: dos equipos")
    for lang in ("pt", "ru"):
        said = NOTES(lang)
        assert said != NOTES_EN and said.startswith("1: ") and "; 6: " in said, (lang, said)


@contextlib.contextmanager
def _toy_table() -> Iterator[None]:
    """A module that declares a phrase for a count of its own (a seven-seat table): the messages
    list it without a line of the interfaces changing."""
    register_module(Module(name=TOY, table={"max_players": 7}, count_words={7: N_("with House Hagal")}))
    try:
        yield
    finally:
        MODULES.pop(TOY, None)


def _help(args: list[str], lang: str = "en") -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main([*args, "--help"] if lang == "en" else [*args, "--lang", lang, "--help"])
    return " ".join(out.getvalue().split())


def test_the_players_help_of_every_command_is_built_from_the_registry() -> None:
    for cmd in ("play", "simulate", "tournament", "demo", "bench"):
        assert "1–4, 6 (" + NOTES_EN + ")" in _help([cmd]), cmd
    assert "1–4, 6 (1: en solitario contra dos Rivales;" in _help(["play"], "es")
    with _toy_table():
        assert "6: two teams; 7: with House Hagal)" in _help(["simulate"])


def test_a_help_with_phrases_is_built_only_when_read() -> None:
    """Building the parser asks no ruleset (the counts are read when `--help` is formatted)."""
    calls: list[str] = []
    h = H_("{counts} ({notes}); default: 4", counts=Phrase(lambda lang: calls.append(lang) or "1"), notes=NOTES)
    assert calls == [] and str(h) == "{counts} ({notes}); default: 4"
    CLI_LANG[0] = "pt"
    try:
        assert cli_text(h).startswith("1 (1: solo contra dois Rivais;") and calls == ["pt"]
    finally:
        CLI_LANG[0] = "en"
    assert build_parser() is not None


def test_play_refuses_a_count_beyond_every_table_in_the_readers_words(capsys: pytest.CaptureFixture[str]) -> None:
    """Nothing is started: the refusal (status 2) lists the counts and the tables' phrases."""
    assert main(["play", "--players", "7", "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "Dune: Imperium se juega con 1–4, 6 jugadores (1: en solitario contra dos Rivales;" in err
    with _toy_table():
        assert main(["play", "--players", "8"]) == 2  # the toy table makes 7 the largest
        assert "6: two teams; 7: with House Hagal)" in capsys.readouterr().err


def test_the_web_api_refuses_a_count_beyond_every_table_in_the_pages_language(tmp_path: Path) -> None:
    pytest.importorskip("fastapi")
    from landsraad.interfaces.web.games import GameManager, WebError
    from landsraad.interfaces.web.store import Store

    async def go() -> None:
        m = GameManager(Store(f"sqlite:///{tmp_path / 'c.sqlite3'}"))
        try:
            for players in (0, 7, True, "4"):
                with pytest.raises(WebError) as e:
                    await m.create({"players": players})
                assert e.value.status == 400
                assert e.value.text("en") == f"players must be a whole number from 1 to 6 ({NOTES_EN})"
                assert e.value.text("ru").startswith("players — целое число от 1 до 6 (1: одиночная игра против двух")
            assert m.games == {}
        finally:
            await m.close()

    asyncio.run(go())


def test_each_editions_counts_carry_their_own_tables_words_in_the_lobby() -> None:
    """The lobby's player counts name the table each is (U738): the base game's 2 is House Hagal's (000,
    004), Uprising's 2 its one shared Rival (002 Rivales), its 6 the two teams (002 PARTIDAS DE SEIS
    JUGADORES); 3 and 4 are plain counts; in the page's language."""
    from landsraad.interfaces.counts import edition_counts_words
    from landsraad.interfaces.web.lobby import lobby_offer
    from landsraad.rules.ruleset import edition_count_words

    assert edition_count_words("base") == {1: ("solo against two Rivals",), 2: ("with House Hagal",)}
    assert edition_count_words("uprising") == {1: ("solo against two Rivals",), 2: ("against one shared Rival",),
                                               6: ("two teams",)}
    assert edition_counts_words("uprising", "en")["2"] == "against one shared Rival"
    assert lobby_offer("base", "en")["count_words"] == {"1": "solo against two Rivals", "2": "with House Hagal"}
    es = lobby_offer("uprising", "es")["count_words"]
    assert set(es) == {"1", "2", "6"} and es["2"] != "against one shared Rival" and es["6"] != "two teams"
