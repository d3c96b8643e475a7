"""What the browser receives (interfaces/web/client.py), checked in-process over whole games:
built from `view(state, seat)` only, no other seat's hidden cards, and every legal action
reachable from the page (a button, or a hand card then a board space)."""

from __future__ import annotations

import json
import random

import pytest

pytest.importorskip("fastapi")

from landsraad import GameConfig, new_game, view  # noqa: E402
from landsraad.content import load_content  # noqa: E402
from landsraad.interfaces.web.client import action_label, client_view, content_payload  # noqa: E402
from landsraad.rules.view import log_lines  # noqa: E402

HIDDEN = ("hand", "intrigues", "deck", "deck_top")


@pytest.mark.parametrize("seed,leaders", [(3, ("random",) * 4), (4, ())])
def test_client_view_over_a_game(seed: int, leaders: tuple[str, ...]) -> None:
    content = load_content("base")
    s = new_game(GameConfig(players=4, leaders=leaders, log=True), seed)
    rng = random.Random(seed)
    kinds: set[str] = set()
    step = 0
    while not s.is_terminal():
        if step % 3 == 0:
            for seat in (-1, 0, 1, 2, 3):
                cv = client_view(view(s, seat), content, log=log_lines(s, seat, 0), log_from=0, game={}, undo=0)
                json.dumps(cv)
                assert "state" not in cv
                for p in cv["players"]:
                    for k in HIDDEN:
                        assert (k in p) == (p["seat"] == seat), (k, p["seat"], seat)
                d = cv["decision"]
                if d["seat"] == seat:
                    kinds.add(d["kind"])
                    legal = set(s.legal_actions())
                    reachable = {o["action"] for o in d["options"]}
                    reachable |= {f"agent {c} {sp}" for c, sps in d["agent"].items() for sp in sps}
                    assert reachable == legal
                    assert d["text"]
                    for c in d["agent"]:
                        assert c in cv["players"][seat]["hand"]
                else:
                    assert "legal" not in d and "options" not in d and "text" not in d
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    assert {"turn", "acquire"} <= kinds
    end = client_view(view(s, -1), content, log=log_lines(s, -1, 0), log_from=0, game={}, undo=0)
    assert end["result"] == s.result() and end["decision"] is None


def test_content_payload_and_labels() -> None:
    c = content_payload("base")
    assert len(c["spaces"]) == 22
    areas = {a for a, _ in c["areas"]}
    assert {sp["area"] for sp in c["spaces"]} <= areas
    assert c["cards"]["dagger"]["name"] == "Dagger" and c["cards"]["dagger"]["reveal"]
    content = load_content("base")
    assert action_label("agent dagger hall_of_oratory", content) == "Dagger → Hall of Oratory"
    assert action_label("sell 3", content) == "Sell 3 spice for 8 Solari"
    assert action_label("reveal", content) == "Reveal turn"
    assert action_label("acquire the_spice_must_flow", content) == "Acquire The Spice Must Flow"
    assert action_label("faction fremen", content) == "Faction Fremen"
    # the Reveal box the player resolves next (docs/rulings.md R12), glossed with its box
    assert action_label("resolve gurney_halleck", content) == "Resolve Gurney Halleck's Reveal box"
    from landsraad.interfaces.screen import option_gloss

    assert option_gloss("resolve gurney_halleck", "acquire", None, content).startswith("Gurney Halleck: ")


@pytest.mark.parametrize("players", [1, 2])
def test_client_view_automa_games(players: int) -> None:
    """1 and 2 players (House Hagal): the player decides for the Rivals where the rulebook says
    so; every legal action is reachable from the page; no hidden card of another seat is sent."""
    content = load_content("base")
    s = new_game(GameConfig(players=players, log=True, difficulty="mentat"), 11)
    rng = random.Random(11)
    while not s.is_terminal():
        decider = s.current_player()
        cv = client_view(view(s, decider), content, log=log_lines(s, decider, 0), log_from=0, game={}, undo=0)
        d = cv["decision"]
        assert d["seat"] == decider
        reachable = {o["action"] for o in d["options"]}
        reachable |= {f"agent {c} {sp}" for c, sps in d["agent"].items() for sp in sps}
        assert reachable == set(s.legal_actions())
        for p in cv["players"]:
            assert ("hand" in p) == (p["seat"] == decider)
        s.apply(rng.choice(s.legal_actions()))
    assert s.winner in range(3)


@pytest.mark.parametrize(("edition", "players", "word", "choices"), [
    ("base", 2, "House Hagal", "the rules give the automa's choices to a player."),
    ("base", 1, "Rival", "in a solo game the rules give the Rivals' choices to you (rulebook 000, Rivals: choices)."),
    ("uprising", 1, "Rival", "the rules give the automa's choices to a player."),
    ("uprising", 2, "Rival", "the rules give the automa's choices to a player."),
])
def test_the_automa_names_its_own_seats(edition: str, players: int, word: str, choices: str) -> None:
    """U739: an automa's seats are named in the browser by the automa itself (`Automa.word`,
    `Automa.choices`: 001 House Hagal, 000 Rivals "tú elegirás por el Rival", 002's Rivals), and its
    deck's row by its own words and count (`deck_words`, `deck_view`), in the reader's language, keyed
    by the seat's role; the shared page never tests which automa it is. A table without an automa
    sends none."""
    from landsraad.i18n import translator

    s = new_game(GameConfig(edition=edition, players=players, log=True), 3)
    content = s.rules.content
    cv = client_view(view(s, 0), content, log=[], log_from=0, game={}, undo=0)
    roles = {p["role"] for p in cv["players"] if p["automa"]}
    assert len(roles) == 1 and set(cv["automa_words"]) == roles
    # its deck's row counts its own deck (002 PREPARACIÓN: the Rivals' House Hagal deck is the
    # Uprising Rivals' own, not the base game's, which an Uprising game leaves empty)
    size = cv["rival_hagal_deck_size"] if edition == "uprising" else cv["hagal_deck_size"]
    assert size > 0
    assert cv["automa_words"][roles.pop()] == {"word": word, "choices": choices, "deck": f"House Hagal deck: {size}"}
    es = client_view(view(s, 0), content, log=[], log_from=0, game={}, undo=0, lang="es")["automa_words"]
    (said,) = es.values()
    assert said["word"] != "" and said["choices"] != choices  # read in Spanish, from the catalogue
    assert said["choices"].startswith(("las reglas", "en una partida"))
    assert said["deck"] == translator("es").gettext("House Hagal deck: {n}", n=size)
    four = new_game(GameConfig(edition=edition, players=4), 3)
    assert "automa_words" not in client_view(view(four, 0), content, log=[], log_from=0, game={}, undo=0)
