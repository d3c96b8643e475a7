"""A throw-away product in its own folder (tests/toy_product, issue 27): a game field and a
per-player field with their visibility, a zone, an effect word with its text in four languages,
a decision kind whose form is named `trade` like the toys of tests/test_ruleset_isolation.py, a
board space, a terminal line, a browser panel block and an RL block — all through the core's
public hooks. A game with it plays to the end through the engine (invariants on), the terminal,
the web API (a real server on SQLite) and the RL environment. Not a rule of any edition."""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import numpy as np
import pytest
import toy_product
from test_ruleset_isolation import BAZAAR, TradeGood
from toy_product.rules import ToyTrade
from toy_product.state import RELIC_PILE, RELICS, TRADED, ZONE
from toy_product.vocab import UNEARTH_TEXT
from web_server import Server

from landsraad import GameConfig, GameState, new_game, view
from landsraad.core.errors import ContentError
from landsraad.i18n import LANGUAGES, add_messages, translator
from landsraad.interfaces.prompts import option_label
from landsraad.interfaces.screen import describe_decision
from landsraad.interfaces.texts import Reader, effects_text
from landsraad.interfaces.web.client import client_view
from landsraad.invariants import check
from landsraad.rl import aec
from landsraad.rl.codec import action_codec
from landsraad.rl.observation import observation_encoder
from landsraad.rules.hidden import public_state
from landsraad.rules.ruleset import Module, register_module, ruleset_for

NAME = toy_product.NAME


@pytest.fixture(scope="module", autouse=True)
def _registered() -> Iterator[None]:
    """The product is registered for these tests only (the other tests' registries stay theirs)."""
    toy_product.register()
    yield
    toy_product.unregister()


def _config() -> GameConfig:
    """A 3-player base game with the product (built once the fixture registered it)."""
    return GameConfig(players=3, modules=(NAME,))
TESTS = Path(__file__).resolve().parent


def _relics_conserved(s: GameState) -> None:
    """Every relic is in the pile or in one player's zone: six in all (state.py RELICS)."""
    held = [r for p in s.players for r in p.zones.get(ZONE, ())]
    assert Counter(RELIC_PILE.get(s)) + Counter(held) == Counter(RELICS)


def _prefer_toy(legal: list[str], rng: random.Random) -> str:
    """A random agent that goes to the dig site and trades when it can, half the time."""
    toy = [a for a in legal if a.endswith(" toy_dig_site") or a.startswith("trade ")]
    return toy[0] if toy and rng.random() < 0.5 else legal[rng.randrange(len(legal))]


def _play(seed: int, steps: int | None = None, config: GameConfig | None = None) -> GameState:
    s = new_game(config or _config(), seed)
    rng = random.Random(seed)
    n = 0
    while not s.is_terminal() and (steps is None or n < steps):
        s.apply(_prefer_toy(s.legal_actions(), rng))
        n += 1
    return s


# ---- the engine ---------------------------------------------------------------------------------
def test_games_play_to_the_end_with_invariants_and_the_toy_rules() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(4):
        s = new_game(_config(), seed)
        rng = random.Random(seed)
        assert RELIC_PILE.get(s) == RELICS and all(TRADED.get(p) == 0 for p in s.players)
        while not s.is_terminal():
            if s.pending is not None:
                kinds[s.pending[0]] += 1
            s.apply(_prefer_toy(s.legal_actions(), rng))
            assert check(s) == [], check(s)
            _relics_conserved(s)
        kinds["traded"] += sum(TRADED.get(p) for p in s.players)
        assert s.result()["winner"] is not None
    assert kinds["toy_appraisal"] > 0 and kinds["traded"] > 0


def test_the_dig_site_unearths_and_the_trade_gives_spice() -> None:
    s = new_game(_config(), 1)
    while not (s.pending is not None and s.pending[0] == "toy_appraisal"):
        s.apply(_prefer_toy(s.legal_actions(), random.Random(len(s.legal_actions()))))
    seat = s.pending[1]
    p = s.players[seat]
    held = p.zones[ZONE]
    assert len(RELIC_PILE.get(s)) == len(RELICS) - sum(len(q.zones.get(ZONE, ())) for q in s.players)
    assert s.legal_actions() == [f"trade {r}" for r in ("idol", "mask", "shard") if r in held] + ["decline"]
    spice, action = p.spice, s.legal_actions()[0]
    s.apply(action)
    assert s.players[seat].spice == spice + 1 and TRADED.get(s.players[seat]) == 1
    assert len(s.players[seat].zones.get(ZONE, ())) == len(held) - 1
    _relics_conserved(s)


# ---- state: clone, save, load, visibility ---------------------------------------------------------
def _mid_game() -> GameState:
    """A game where a relic was unearthed and one traded back (both fields and the zone set)."""
    for seed in range(20):
        s = _play(seed, steps=160)
        if any(TRADED.get(p) for p in s.players) and any(p.zones.get(ZONE) for p in s.players):
            return s
    raise AssertionError("no game traded a relic")


def test_toy_fields_round_trip_through_clone_save_and_load() -> None:
    s = _mid_game()
    c = s.clone()
    assert RELIC_PILE.get(c) == RELIC_PILE.get(s) and [TRADED.get(p) for p in c.players] == [TRADED.get(p) for p in s.players]
    seat = next(p.seat for p in s.players if p.zones.get(ZONE))
    # a change to the clone never reaches the original (values are replaced, never changed in place)
    RELIC_PILE.put(c, ())
    TRADED.put(c.players[seat], 5)
    c.players[seat].zones = {}
    assert RELIC_PILE.get(s) and TRADED.get(s.players[seat]) != 5 and s.players[seat].zones.get(ZONE)
    d = s.to_json()
    assert d["toy_relic_pile"] == list(RELIC_PILE.get(s)) and d["players"][seat]["zones"][ZONE]
    back = GameState.from_json(d)
    assert back.state_hash() == s.state_hash() and back.to_json() == d
    assert RELIC_PILE.get(back) == RELIC_PILE.get(s) and isinstance(RELIC_PILE.get(back), tuple)
    assert [TRADED.get(p) for p in back.players] == [TRADED.get(p) for p in s.players]
    # a bad value is refused with the field named, and a base game knows no toy zone
    bad = {**d, "toy_relic_pile": ["idol", "ring"]}
    with pytest.raises(Exception, match="toy_relic_pile"):
        GameState.from_json(bad)
    base = new_game(GameConfig(players=3), 1).to_json()
    assert "toy_relic_pile" not in base and "toy_traded" not in base["players"][0]
    base["players"][0]["zones"] = {ZONE: ["idol"]}
    with pytest.raises(Exception, match="zones"):
        GameState.from_json(base)


def test_toy_fields_respect_their_visibility_in_each_seats_view() -> None:
    s = _mid_game()
    shuffled = s.clone()
    RELIC_PILE.put(shuffled, tuple(reversed(RELIC_PILE.get(s))))  # the order: nobody's to see
    for seat in range(len(s.players)):
        pub = public_state(s, seat)
        assert pub["toy_relic_pile"] == sorted(RELIC_PILE.get(s))  # MULTISET: composition only
        assert public_state(shuffled, seat) == pub
        for p, pd in zip(s.players, pub["players"], strict=True):  # PUBLIC: every seat sees each
            assert pd["toy_traded"] == TRADED.get(p)
            assert pd["zones"].get(ZONE) == (list(p.zones[ZONE]) if p.zones.get(ZONE) else None)
        v = view(s, seat)
        assert v["toy_product"] == {"pile": len(RELIC_PILE.get(s)), "traded": [TRADED.get(p) for p in s.players]}
        assert view(shuffled, seat)["toy_product"] == v["toy_product"]
    assert "toy_product" not in view(new_game(GameConfig(players=3), 1), 0)


# ---- texts ----------------------------------------------------------------------------------------
WORD = {"en": "unearth a relic from the relic pile and keep it in front of you",
        "es": "desentierra una reliquia del montón de reliquias y guárdala delante de ti",
        "pt": "desenterre uma relíquia da pilha de relíquias e mantenha-a à sua frente",
        "ru": "откопайте реликвию из стопки реликвий и держите её перед собой"}


SPACE_NAMES = {"en": "Toy Dig Site", "es": "Excavación de juguete", "pt": "Escavação de brinquedo",
               "ru": "Игрушечные раскопки"}


def test_the_effect_word_reads_in_four_languages() -> None:
    assert set(WORD) == set(LANGUAGES)
    space = ruleset_for(_config()).content.spaces["toy_dig_site"]
    assert space.effects == (("unearth_relic",),)
    for lang, text in WORD.items():
        reader = Reader(modules=(NAME,), lang=lang)
        assert effects_text(space.effects, reader) == text
        assert UNEARTH_TEXT not in translator(lang).missing
        assert reader.name("spaces", "toy_dig_site") == SPACE_NAMES[lang]  # names.<lang>.yaml


def test_the_decision_reads_in_every_language() -> None:
    s = new_game(_config(), 1)
    while not (s.pending is not None and s.pending[0] == "toy_appraisal"):
        s.apply(_prefer_toy(s.legal_actions(), random.Random(len(s.legal_actions()))))
    seat = s.current_player()
    v = view(s, seat)
    for lang in LANGUAGES:
        tr = translator(lang)
        d = client_view(v, s.rules.content, log=[], log_from=0, game={}, undo=0, lang=lang)
        prompt = tr.gettext("Toy Dig Site: you may trade one of your relics back to the pile for 1 spice.")
        assert d["decision"]["text"] == prompt
        assert describe_decision("toy_appraisal", s.pending, s.rules.content, v["players"][seat], lang, s.rules) == prompt
        trade = [o for o in d["decision"]["options"] if o["action"].startswith("trade ")]
        relic = trade[0]["action"].split()[1]
        assert trade[0]["label"] == tr.gettext("Trade the {relic} for 1 spice", relic=relic)
        if lang != "en":
            assert prompt != "Toy Dig Site: you may trade one of your relics back to the pile for 1 spice."
        assert [p for p in d["panels"] if p["title"] == tr.gettext("Relics")]
        assert not {m for m in tr.missing if "relic" in m.lower() or "Toy" in m}


def test_a_modules_messages_are_checked_when_registered() -> None:
    with pytest.raises(ValueError, match="'xx'"):
        add_messages("toy_bad", {"xx": {"a": "b"}})
    with pytest.raises(ValueError, match="already reads"):
        add_messages("toy_bad", {"es": {"Relics": "Otra cosa"}})
    with pytest.raises(ValueError, match="empty"):
        add_messages("toy_bad", {"es": {"toy_bad text": " "}})
    assert translator("es").gettext("Relics") == "Reliquias"
    # a zone another module (or the core) has is refused, and the module is not registered
    with pytest.raises(ContentError, match="toy_relics"):
        register_module(Module(name="toy_zone_clash", zones={ZONE: "the same zone"}))
    with pytest.raises(ContentError, match="core"):
        register_module(Module(name="toy_zone_clash", zones={"conflicts": "the core's zone"}))
    with pytest.raises(ValueError, match="unknown module 'toy_zone_clash'"):
        GameConfig(players=3, modules=("toy_zone_clash",))


# ---- the clashing form name ------------------------------------------------------------------------
def test_the_trade_form_works_beside_the_other_test_products() -> None:
    toy = ruleset_for(_config())
    bazaar = ruleset_for(GameConfig(players=4, modules=(BAZAAR.name,)))
    assert toy.grammar.parse("trade idol") == ToyTrade("idol")
    assert bazaar.grammar.parse("trade water") == TradeGood("water")
    assert option_label("trade idol", toy.content, rules=toy) == "Trade the idol for 1 spice"
    assert option_label("trade water", bazaar.content, rules=bazaar) == "Trade for 1 water"
    assert "trade mask" in action_codec("base", (NAME,)).actions
    assert "trade water" in action_codec("base", (BAZAAR.name,)).actions
    assert "trade mask" not in action_codec("base", (BAZAAR.name,)).actions
    # both games, one process
    for config in (_config(), GameConfig(players=4, modules=(BAZAAR.name,))):
        s = _play(3, config=config)
        assert s.is_terminal()


# ---- the terminal -----------------------------------------------------------------------------------
def test_a_game_plays_to_the_end_in_the_terminal_with_the_toy_line() -> None:
    from rich.console import Console

    from landsraad.interfaces.cli import build_parser
    from landsraad.interfaces.play import make_session

    out = StringIO()
    con = Console(file=out, width=100, no_color=True, highlight=False, markup=False, emoji=False, soft_wrap=False)
    rng = random.Random(5)

    def read(prompt: str) -> str | None:
        if prompt.startswith("[pass to"):
            return ""
        actions = [a for _n, a in ps.options_now]
        choice = _prefer_toy(actions, rng)
        return str(next(n for n, a in ps.options_now if a == choice))

    args = ["play", "--seats", "human,random,random", "--seed", "5", "--leaders", "none", "--modules", NAME]
    ps = make_session(build_parser().parse_args(args), con, read)
    assert ps.play() == 0
    text = out.getvalue()
    assert "Game over" in text
    assert "Relics: Relic pile: " in text and " face down · P0: " in text
    # the seat's own toy decision, with its prompt and its options' labels
    assert "Toy Dig Site: you may trade one of your relics back to the pile for 1 spice." in text
    assert "Trade the " in text and " for 1 spice" in text


# ---- the web API --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A real server (SQLite) that registers the toy product before serving (toy_product/serve.py)."""
    srv = Server(tmp_path_factory.mktemp("toy") / "games.sqlite3", entry="toy_product.serve")
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join([str(TESTS), str(TESTS.parent), *([old] if old else [])])
    try:
        srv.start()
    finally:
        if old is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = old
    yield srv
    srv.stop()


def test_a_game_plays_to_the_end_through_the_web_api(server: Server) -> None:
    g = server.create(players=3, seats=["human", "human", "human"], first_player=0, modules=[NAME])
    gid, tokens = g["id"], [st["token"] for st in g["seats"]]
    rng = random.Random(7)
    v = server.view(gid, tokens[0])
    assert v["modules"] == [NAME] and v["toy_product"]["pile"] == len(RELICS)
    seen_panel = seen_trade = False
    for _ in range(5000):
        if v["result"] is not None:
            break
        seat = v["decision"]["seat"]
        v = server.view(gid, tokens[seat])
        assert "state" not in v  # the browser never gets the redacted state JSON
        panel = [p for p in v.get("panels", ()) if p["title"] == "Relics"]
        assert panel and panel[0]["lines"][0] == f"Relic pile: {v['toy_product']['pile']} face down"
        seen_panel = True
        legal = v["decision"]["legal"]
        action = _prefer_toy(legal, rng)
        seen_trade |= action.startswith("trade ")
        r = server.act(gid, tokens[seat], v["version"], action)
        assert r.status_code == 200, r.text
        v = r.json()
    assert v["result"] is not None and seen_panel and seen_trade
    # a Spanish page reads the panel in Spanish
    r = server.http.get(f"{server.url}/api/games/{gid}/view?lang=es", headers={"x-seat-token": tokens[0]})
    assert r.status_code == 200 and [p for p in r.json().get("panels", ()) if p["title"] == "Reliquias"]


# ---- the RL environment -------------------------------------------------------------------------
def test_a_game_plays_to_the_end_in_the_rl_environment_with_the_toy_block() -> None:
    enc = observation_encoder("base", (NAME,))
    base = observation_encoder("base", ())
    assert {b.name for b in enc.blocks} - {b.name for b in base.blocks} == {
        f"{NAME}.pile", f"{NAME}.relics", f"{NAME}.traded"}
    assert enc.tag != base.tag
    e = aec.raw_env(players=3, modules=(NAME,))
    e.reset(seed=2)
    codec = e.codec
    rng = np.random.default_rng(2)
    pile = enc.block(f"{NAME}.pile")
    steps = 0
    for _agent in e.agent_iter():
        obs, _reward, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        s = e.state
        assert s is not None
        mask = obs["action_mask"]
        legal = s.legal_actions()
        assert sorted(codec.decode(int(i)) for i in np.flatnonzero(mask)) == sorted(legal)
        assert obs["observation"][pile.start] == pytest.approx(len(RELIC_PILE.get(s)) * pile.scale)
        toy = [codec.encode(a) for a in legal if a.endswith(" toy_dig_site") or a.startswith("trade ")]
        a = toy[0] if toy and rng.random() < 0.5 else int(rng.choice(np.flatnonzero(mask)))
        e.step(a)
        steps += 1
    assert e.state is not None and e.state.is_terminal() and steps > 50
    # the relics and trades of each relative seat, from the view only
    s = e.state
    me = 0
    ob = enc.encode(view(s, me))
    relics = enc.block(f"{NAME}.relics")
    traded = enc.block(f"{NAME}.traded")
    for p in s.players:
        r = (p.seat - me) % len(s.players)
        kept = Counter(p.zones.get(ZONE, ()))
        for k, kind in enumerate(("idol", "mask", "shard")):
            assert ob[relics.start + r * 3 + k] == kept[kind]
        assert ob[traded.start + r] == pytest.approx(TRADED.get(p) * traded.scale)


def test_the_browser_page_draws_the_panel_block(server: Server) -> None:
    """The page (Chromium, as tests/test_web_browser.py) draws the module's block from the view:
    its title and lines in the page's language, and no error on the page."""
    from web_server import chromium_page

    g = server.create(players=3, seats=["human", "human", "human"], first_player=0, modules=[NAME])
    with chromium_page(server.url + g["seats"][0]["link"]) as (page, errors):
        page.wait_for_selector("#module-panels:not([hidden]) .mpanel")
        block = page.locator("#module-panels .mpanel")
        assert block.locator("h3").inner_text() == "Relics"
        lines = block.locator(".mline").all_inner_texts()
        assert lines[0] == f"Relic pile: {len(RELICS)} face down" and lines[1].startswith("P0: no relics")
        assert not errors, errors


# ---- a game option the product declares (issue 27: rules/options.py) ------------------------------
def _toy_with(kinds: tuple[str, ...]) -> GameConfig:
    return GameConfig(players=3, modules=(NAME,), options={"toy_relics": kinds})


def test_the_option_sets_up_validates_saves_and_replays() -> None:
    """Declared once (toy_product/options.py): the pile holds the kinds chosen; a bad choice is
    refused by the module's check; the config saves the option as a top-level key and loads it
    back; a record replays it; a game without the module refuses it; none chosen saves nothing."""
    from landsraad.agents import make_agent
    from landsraad.core.errors import ConfigError, SaveError
    from landsraad.records import replay
    from landsraad.sim import play_game

    s = new_game(_toy_with(("mask",)), 3)
    assert RELIC_PILE.get(s) == ("mask", "mask")
    assert _toy_with(()) == _config() and "toy_relics" not in _config().to_dict()
    with pytest.raises(ConfigError, match="unknown relic kind 'gem'; one of idol, mask, shard"):
        _toy_with(("gem",))
    with pytest.raises(ConfigError, match="toy_relics is not played in this game \\(base: no module reads it\\)"):
        GameConfig(players=3, options={"toy_relics": ("mask",)})
    c = _toy_with(("shard", "idol"))
    assert c.to_dict()["toy_relics"] == ["shard", "idol"] and "options" not in c.to_dict()
    assert GameConfig.from_dict(c.to_dict()) == c
    with pytest.raises(SaveError, match="bad game config: 'toy_relics' is a list of relic kinds"):
        GameConfig.from_dict({**c.to_dict(), "toy_relics": "idol"})
    with pytest.raises(SaveError, match="unknown field\\(s\\) options"):
        GameConfig.from_dict({**c.to_dict(), "options": {}})
    out = play_game(c, 5, [make_agent("random", 5 + k) for k in range(3)], record=True)
    assert out.record is not None and out.record["config"]["toy_relics"] == ["shard", "idol"]
    again = replay(out.record)
    assert again.config == c and again.state_hash() == out.state.state_hash()


def test_the_rl_environment_takes_the_option() -> None:
    """`raw_env(..., options={...})`: the option is checked when the environment is made and played
    in every game it resets."""
    from landsraad.core.errors import ConfigError

    e = aec.raw_env(players=3, modules=(NAME,), options={"toy_relics": ("shard",)})
    e.reset(seed=4)
    assert e.state is not None and RELIC_PILE.get(e.state) == ("shard", "shard")
    with pytest.raises(ConfigError, match="unknown relic kind 'gem'"):
        aec.raw_env(players=3, modules=(NAME,), options={"toy_relics": ("gem",)})


def test_an_option_name_is_one_option() -> None:
    """An option named as a GameConfig field or another module's option is refused at registration."""
    from dataclasses import replace as with_

    from toy_product.options import RELICS_OPTION

    for name, said in (("players", "a field of GameConfig"), ("toy_relics", f"an option of {NAME!r}")):
        clash = Module(name="toy_option_clash", options=(with_(RELICS_OPTION, name=name),))
        with pytest.raises(ContentError, match=f"option {name!r} is already {said}"):
            register_module(clash)


def test_the_option_is_a_flag_of_the_game_commands_with_translated_help(capsys: pytest.CaptureFixture[str]) -> None:
    """`--toy-relics` on simulate, play, tournament and serve, its help in the reader's language;
    `simulate --toy-relics` plays it and a bad one exits 2 with the module's reason."""
    from landsraad.interfaces.cli import main

    for command in ("simulate", "play", "tournament", "serve"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        assert "--toy-relics RELIC_KINDS" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["simulate", "--lang", "ru", "--help"])
    assert "Игрушечный продукт: виды реликвий" in " ".join(capsys.readouterr().out.split())
    assert main(["simulate", "--players", "3", "--modules", NAME, "--toy-relics", "idol", "--games", "1",
                 "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["simulate", "--players", "3", "--modules", NAME, "--toy-relics", "idol,gem", "--games", "1",
                 "--no-progress"]) == 2
    assert "unknown relic kind 'gem'" in capsys.readouterr().err


def test_the_option_is_an_api_field_and_a_lobby_field(server: Server) -> None:
    """The web API takes `toy_relics` (its shape checked with the module's message, its value with
    the module's check) and /api/options offers the lobby its field, open where the module plays."""
    g = server.create(players=3, seats=["human", "random", "random"], seed=2, modules=[NAME], toy_relics=["idol"])
    assert server.view(g["id"], g["seats"][0]["token"])["toy_product"]["pile"] == 2
    r = server.http.post(server.url + "/api/games?lang=es", json={"players": 3, "seats": ["human", "random", "random"],
                                                                  "modules": [NAME], "toy_relics": ["gem"]})
    assert r.status_code == 400 and "unknown relic kind 'gem'" in r.json()["error"]
    r = server.http.post(server.url + "/api/games", json={"players": 3, "modules": [NAME], "toy_relics": [3]})
    assert r.status_code == 400 and "toy_relics" in r.json()["error"]
    o = server.http.get(server.url + "/api/options?lang=es").json()
    field = next(f for f in o["game_options"] if f["name"] == "toy_relics")
    assert (field["label"], field["placeholder"], field["suggestions"]) == ("Reliquias de juguete", "todos los tipos",
                                                                             ["idol,mask", "shard"])
    assert o["by_edition"]["base"]["modules"][""]["options"]["toy_relics"] == []  # the lobby offers no toy module
    from landsraad.interfaces.web.lobby import option_counts, player_counts

    # with the module in the game, the field is open at every table it plays (enabled_at: always)
    assert option_counts("base", (NAME,))["toy_relics"] == player_counts("base", (NAME,)) != []
    assert option_counts("base", (NAME,))["rivals"] == []  # the Rivals' field: not in a base game


# ---- a cost word of the product: its text and its rule, from its folder ---------------------------------

BURIAL = {"id": "toy_burial", "name": "Toy Burial", "icon": "city",
          "effects": [{"may": {"cost": [{"toy_bury_relic": 1}], "then": [{"spice": 2}]}}]}
BURY = {"en": "you may put 1 of your relics back into the relic pile → +2 spice",
        "es": "si quieres, devuelve 1 de tus reliquias al montón de reliquias → +2 de Especia",
        "pt": "se quiser, devolva 1 de suas relíquias à pilha de relíquias → +2 de especiaria",
        "ru": "по желанию: верните в стопку реликвий свои реликвии: 1 → +2 Пряности"}


def test_a_cost_word_is_parsed_read_and_paid_from_the_products_folder() -> None:
    """The toy's cost `{toy_bury_relic: n}` (vocab.py: its parser, and its phrase in phrases.py, the
    vocabulary's `phrases`; rules.py: its rule, a `cost_kinds` entry): a box printing it reads in the
    four languages in the toy's own words, a bad count is refused by its parser, and the rule pays it
    with the player's relics only."""
    from toy_product.phrases import BURY_TEXT

    from landsraad.content.loader import load_space

    space = load_space(BURIAL)
    assert space.effects == (("may", (("toy_bury_relic", 1),), (("spice", 2),)),)
    for lang, text in BURY.items():
        assert effects_text(space.effects, Reader(modules=(NAME,), lang=lang)) == text
        assert BURY_TEXT not in translator(lang).missing
    with pytest.raises(ContentError, match="toy_bury_relic needs a number of relics of at least 1"):
        load_space({**BURIAL, "effects": [{"may": {"cost": [{"toy_bury_relic": 0}], "then": [{"spice": 2}]}}]})
    s = new_game(_config(), 1)
    can_pay, pay = s.rules.triggers.cost_kinds["toy_bury_relic"]
    p = s.players[0]
    assert not can_pay(s, 0, ("toy_bury_relic", 1), "space:toy_burial")
    relic, rest = RELIC_PILE.get(s)[0], RELIC_PILE.get(s)[1:]
    RELIC_PILE.put(s, rest)
    p.zones[ZONE] = (relic,)
    assert can_pay(s, 0, ("toy_bury_relic", 1), "space:toy_burial")
    assert not can_pay(s, 0, ("toy_bury_relic", 2), "space:toy_burial")
    pay(s, 0, ("toy_bury_relic", 1), "space:toy_burial")
    assert p.zones.get(ZONE, ()) == () and relic in RELIC_PILE.get(s)
    _relics_conserved(s)
