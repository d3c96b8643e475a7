"""Issue 34 items 6 and 7, the terminal: every screen within 120x40 (the full view) and 80x24
(the minimal view) for every product and player count, over many positions of seeded bot games;
short forms distinct in each language; the start line, echoes, refusals and `help` in the
reader's words; plurals."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from landsraad import GameConfig, new_game, view
from landsraad.content.names import localized
from landsraad.i18n import translator
from landsraad.interfaces import screen
from landsraad.modules.immortality.render import COLUMNS as IMMORTALITY_COLUMNS
from landsraad.modules.immortality.render import FAMILY_ATOMICS_LETTER
from landsraad.modules.uprising import screen as screen_uprising
from landsraad.rules.view import log_lines

LANGS = ["en", "es", "pt", "ru"]


def render(parts: list[Any], width: int) -> list[str]:
    con = Console(width=width, file=io.StringIO(), no_color=True, highlight=False, markup=False, emoji=False)
    with con.capture() as cap:
        for p in parts:
            con.print(p)
    return [line.rstrip() for line in cap.get().splitlines()]


# ---- short forms -------------------------------------------------------------------------------

def short_forms() -> dict[str, tuple[str, str]]:
    """Every short form the screen shows, by what it means."""
    forms: dict[str, tuple[str, str]] = {}
    left = ("vp", "solari", "spice", "water", "garrison", "conflict", "agents")
    forms.update({f"column {k}": f for k, f in zip(left, screen.COLUMNS_LEFT, strict=True)})
    forms.update({f"column {k}": f for k, f in zip(("hand", "deck", "discard", "intrigues"), screen.COLUMNS_RIGHT,
                                                    strict=True)})
    forms.update({f"column {k}": f for k, f in zip(("spies", "battle icons"), screen_uprising.COLUMNS, strict=True)})
    forms.update({f"column {k}": f for k, f in zip(("research", "tleilaxu", "specimens", "family atomics"),
                                                    IMMORTALITY_COLUMNS, strict=True)})
    forms["column leader"] = screen.LEADER_COLUMN
    forms.update({f"faction {k}": f for k, f in screen.FACTION_SHORT.items()})
    forms.update({f"icon {k}": f for k, f in screen.icon_shorts().items() if k not in screen.FACTION_SHORT})
    forms["once"] = screen.ONCE_MARK
    forms["control"], forms["voice"] = screen.CONTROL_SHORT, screen.VOICE_SHORT
    return forms


# the same thing named in two places: a Faction's Influence column and its Agent icon are one form
# (one message); the Spy Agent icon and the Spies in supply are both "the Spies"
SAME = [{"icon spy", "column spies"}]
TABLE = [k for k in short_forms() if k.startswith(("column", "faction"))]  # side by side in one header


def same(a: str, b: str) -> bool:
    return any({a, b} <= group for group in SAME)


@pytest.mark.parametrize("lang", LANGS)
def test_no_two_short_forms_of_one_language_look_alike(lang: str) -> None:
    """Issue 34: "ag" was water in Spanish, beside "age" for Agents. In each language, two short
    forms that mean different things differ (letter case aside), and no header of the players
    table is the start of another one ("esp" spice, "espí" Spies)."""
    tr = translator(lang)
    forms = {k: tr.short(f).lower().rstrip(":") for k, f in short_forms().items()}
    clash = [(a, b, forms[a]) for a in forms for b in forms if a < b and forms[a] == forms[b] and not same(a, b)]
    assert clash == [], clash
    prefix = [(a, forms[a], b, forms[b]) for a in TABLE for b in TABLE
              if a != b and forms[b].startswith(forms[a]) and not same(a, b)]
    assert prefix == [], prefix
    letters = [tr.short(f) for f in (*screen.FLAGS.values(), screen_uprising.HOOKS_FLAG, FAMILY_ATOMICS_LETTER)]
    assert len(set(letters)) == len(letters), letters


# ---- every screen within its size ---------------------------------------------------------------

# (edition, modules, players, seed, languages): base 1-4 players, Uprising 3-4, + CHOAM, + Immortality
PRODUCTS = [("base", (), 1, 1, ("en", "ru")), ("base", (), 2, 2, ("en",)), ("base", (), 3, 3, ("es",)),
            ("base", (), 4, 4, ("en",)), ("uprising", (), 3, 5, ("es",)), ("uprising", (), 4, 6, ("en",)),
            ("uprising", ("choam",), 3, 7, ("en", "pt")), ("uprising", ("choam",), 4, 8, ("ru",)),
            ("base", ("immortality",), 4, 9, ("en",)), ("uprising", ("choam", "immortality"), 4, 10, ("es",)),
            ("uprising", ("choam", "immortality"), 3, 11, ("en",))]
EVERY = 4  # every 4th decision of the game (whole games, a few hundred screens per product)
MAX_ACTIONS = 1500


def positions(edition: str, modules: tuple[str, ...], players: int, seed: int) -> Iterator[tuple[Any, int, list[Any]]]:
    """(state, seat, the log since that seat last decided) at every EVERY-th decision of a game of
    seeded random bots, with random leaders."""
    leaders = ("random",) * {1: 3, 2: 2}.get(players, players)
    s = new_game(GameConfig(edition=edition, modules=modules, players=players, leaders=leaders, log=True), seed)
    rng = random.Random(seed)
    seen: dict[int, int] = {}
    k = 0
    while not s.is_terminal() and k < MAX_ACTIONS:
        seat = s.current_player()
        n = len(s.log or [])
        if k % EVERY == 0:
            yield s, seat, s.log[seen.get(seat, 0):] if s.log else []
        seen[seat] = n
        s.apply(rng.choice(s.legal_actions()))
        k += 1


@pytest.mark.parametrize(("edition", "modules", "players", "seed", "langs"), PRODUCTS,
                         ids=[f"{e}{'+' + '+'.join(m) if m else ''}-{n}p" for e, m, n, _, _ in PRODUCTS])
def test_every_screen_fits_120x40_and_its_minimal_view_80x24(edition: str, modules: tuple[str, ...], players: int,
                                                             seed: int, langs: tuple[str, ...]) -> None:
    """Issue 34: the Uprising 3-player screen with its prompt was 41 rows at 120x40, and a screen
    was 46-65 lines at 80x24. Every decision's screen, with what happened since that seat last
    decided and the undo note, fits 120x40 with its prompt (the full view) and 80x24 (the minimal
    view), no line wider than the terminal."""
    worst = {}
    for lang in langs:
        content = None
        for s, seat, log in positions(edition, modules, players, seed):
            if content is None:
                content = localized(s.rules.content, lang)
            v = view(s, seat)
            if "legal" not in v["decision"]:
                continue
            events = log_lines(s, start=len(s.log) - len(log), lang=lang) if log else []
            own = tuple(s.pending) if s.pending is not None and s.pending[1] == seat else None
            options = screen.numbered(v["decision"]["legal"])
            for width, height, minimal in ((120, 40, False), (80, 24, True)):
                lines = render(screen.decision_screen(v, content, events, options, own, width=width, height=height,
                                                      title=Rule(), footer=[Text("(undo available: 1 step)")],
                                                      lang=lang, minimal=minimal), width)
                rows = len(lines) + 1  # the prompt
                assert rows <= height and max(map(len, lines)) <= width, (lang, s.version, "\n".join(lines))
                worst[(width, lang)] = max(worst.get((width, lang), 0), rows)
    # screens that use the room
    assert all(rows >= {120: 30, 80: 20}[w] for (w, _), rows in worst.items()), worst


def test_a_wrapped_line_breaks_between_items_only() -> None:
    """Issue 34: "(banco 18)", "0)" were left on lines of their own: a long line of items (the
    Reserve, the decks, the contracts, the hand) breaks between two items."""
    flow = screen.Flow(["Prepare the Way (2) x8", "The Spice Must Flow (9) x10",
                        "Decks: Imperium 60, Intrigue 39 (discarded Intrigues 0)"],
                       head=Text("Reserve: "))
    lines = render([flow], 80)
    assert lines == ["Reserve: Prepare the Way (2) x8 · The Spice Must Flow (9) x10",
                     "  Decks: Imperium 60, Intrigue 39 (discarded Intrigues 0)"]
    assert flow.plain.startswith("Reserve: Prepare")


# ---- the session's words ------------------------------------------------------------------------

class Script:
    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)

    def __call__(self, prompt: str) -> str | None:
        return self.lines.pop(0) if self.lines else None


def session_output(config: Any, seed: int, seats: list[str], lines: list[str], lang: str,
                   state: Any = None) -> str:
    from landsraad.interfaces.play import PlaySession

    out = io.StringIO()
    con = Console(file=out, width=120, no_color=True, highlight=False, markup=False, emoji=False)
    PlaySession(config, seed, seats, con, Script(lines), state=state, lang=lang).play()
    return out.getvalue()


def test_the_start_line_says_the_seats_and_the_players_in_the_readers_words() -> None:
    """Issue 34: with --lang es the start line kept "human" and "heuristic"; solo said "1 players"."""
    solo = GameConfig(players=1, log=True)
    text = session_output(solo, 3, ["human"], ["quit"], "en")
    assert "landsraad play: 1 player, seed 3, seats P0 human" in text and "1 players" not in text
    text = session_output(GameConfig(players=3, log=True), 3, ["human", "heuristic:easy", "random"], ["quit"], "es")
    first = text.splitlines()[0]
    assert "3 jugadores" in first and "humano" in first and "bot heurístico (fácil)" in first, first
    assert not re.search(r"\b(human|heuristic|random)\b", first), first


def test_echo_and_refusal_name_things_not_ids() -> None:
    """Issue 34: the terminal echoed `agent dune_the_desert_planet hagga_basin` and refused with
    'debe decidir P0: plots'. The echo names the card and the space in the reader's language; an
    action that is not possible now is refused with the decision's own prompt and the numbers."""
    config = GameConfig(edition="uprising", players=3, first_player=0, log=True)
    s = new_game(config, 5)
    agent = next(a for a in s.legal_actions() if a.startswith("agent dune_the_desert_planet "))
    space = agent.split()[2]
    content = localized(s.rules.content, "es")
    text = session_output(config, 5, ["human", "random", "random"], ["acquire the_spice_must_flow", agent, "quit"],
                          "es", state=s)
    assert f"P0: {content.cards['dune_the_desert_planet'].name} → {content.spaces[space].name}" in text
    assert "dune_the_desert_planet" not in text.split("P0 >>", 2)[-1].split("\n")[1]  # the echo line
    flat = " ".join(text.split())
    assert "«acquire the_spice_must_flow» no es posible ahora. Tu turno: envía un Agente" in flat
    assert "Las opciones son 1, 2, 3" in flat
    assert "debe decidir" not in flat and "acciones legales" not in flat  # the kind's id, every legal action


@pytest.mark.parametrize("lang", LANGS)
def test_help_speaks_to_players_not_developers(lang: str) -> None:
    """Issue 34: `help` ended with rulebook and rulings references ("004 Fase 2", "docs/rulings.md R6")
    and the decision's id."""
    config = GameConfig(players=4, first_player=0, log=True)
    text = session_output(config, 5, ["human", "random", "random", "random"], ["help", "quit"], lang)
    after = text.split("P0 >> ", 1)[-1] if "P0 >> " in text else text
    tail = after.splitlines()[-3:]
    assert not re.search(r"docs/|rulings|FAQ|\b00[0-4]\b|\(turn\)", "\n".join(tail)), tail


def test_demo_ends_in_the_chosen_language(capsys: Any) -> None:
    """Issue 34: `demo --lang es` ended in English ("Final VP ... decided by vp")."""
    from landsraad.interfaces.cli import main

    assert main(["demo", "--players", "2", "--seed", "3", "--lang", "es"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("PV finales:") and "decidido por" in last and "Final" not in last, last
