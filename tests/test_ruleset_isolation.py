"""The game's own ruleset drives the interfaces (issue 27): decision kinds, the action grammar,
labels and rule texts come from `s.rules`, never from a table shared by the process.

Two throw-away modules below never play together; each adds a board space whose custom effect
asks a decision kind named `trade` offering an action form named `trade`, with different
meanings (a good from the bazaar; a partner of the caravan). Each builds a valid ruleset; a game
of each plays its `trade` decision and renders its prompt, labels and texts in the same process,
and a base game's labels still read as before. Not a rule of any edition.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from landsraad import GameConfig, GameState, new_game, view
from landsraad.content import content_with, load_content
from landsraad.content.loader import load_space
from landsraad.interfaces.prompts import decision_explanation, option_label
from landsraad.interfaces.screen import describe_decision
from landsraad.interfaces.texts import Reader, effects_text, rule_text
from landsraad.interfaces.web.client import client_view
from landsraad.rl.codec import action_codec
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.ruleset import Module, register_module, ruleset_for


class TradeGood(NamedTuple):
    good: str


class TradePartner(NamedTuple):
    partner: str


def _ask_trade(s: GameState, seat: int, e: tuple[object, ...], src: str) -> None:
    s.pending = ("trade", seat)


def _bazaar_legal(s: GameState, pend: Frame) -> list[str]:
    return ["trade spice", "trade water"]


def _bazaar_apply(s: GameState, pend: Frame, a: TradeGood) -> None:
    p = s.players[pend[1]]
    setattr(p, a.good, getattr(p, a.good) + 1)


def _caravan_legal(s: GameState, pend: Frame) -> list[str]:
    return ["trade with smugglers", "trade with fremen"]


def _caravan_apply(s: GameState, pend: Frame, a: TradePartner) -> None:
    p = s.players[pend[1]]
    if a.partner == "smugglers":
        p.solari += 2
    else:
        p.water += 1


def _module(name: str, legal: object, apply: object, form: Form, prompt: str, text: str) -> Module:
    space = load_space({"id": name, "name": name.replace("_", " ").title(), "icon": "city",
                        "effects": [{"custom": "trade"}], "source": "tests/test_ruleset_isolation.py"})
    kind = DecisionKind(name="trade", legal=legal, apply=apply, forms=(form,), prompt=prompt,  # type: ignore[arg-type]
                        explain=f"{prompt} (tests/test_ruleset_isolation.py, not a rule of any edition)")
    return register_module(Module(name=name, requires=("base",), content=lambda c: content_with(c, spaces=[space]),
                                  effects={"custom:trade": _ask_trade}, decisions=(kind,),
                                  texts={"custom:trade": text}))


BAZAAR = _module("toy_bazaar", _bazaar_legal, _bazaar_apply,
                 Form("trade", ("trade", "<bazaar_good>"), TradeGood, label="Trade for 1 {good}",
                      domains={"<bazaar_good>": ("spice", "water")}, doc="trade (toy bazaar)"),
                 "Bazaar: trade for a good.", "trade at the bazaar")
CARAVAN = _module("toy_caravan", _caravan_legal, _caravan_apply,
                  Form("trade", ("trade", "with", "<caravan_partner>"), TradePartner, label="Trade with the {partner}",
                       domains={"<caravan_partner>": ("smugglers", "fremen")}, doc="trade (toy caravan)"),
                  "Caravan: choose a trading partner.", "trade with a caravan")


def _game_at_trade(module: str, seed: int = 2) -> GameState:
    """A game with the module, played (preferring its space) until its `trade` decision."""
    s = new_game(GameConfig(players=4, modules=(module,)), seed=seed)
    rng = random.Random(seed)
    while s.pending is None or s.pending[0] != "trade":
        assert not s.is_terminal(), "the trade decision was never asked"
        legal = s.legal_actions()
        mine = [a for a in legal if a.endswith(f" {module}")]
        s.apply(mine[0] if mine else legal[rng.randrange(len(legal))])
    return s


def test_two_modules_with_a_trade_kind_play_and_render_side_by_side() -> None:
    bazaar = ruleset_for(GameConfig(players=4, modules=("toy_bazaar",)))
    caravan = ruleset_for(GameConfig(players=4, modules=("toy_caravan",)))
    assert bazaar.decisions["trade"] is not caravan.decisions["trade"]
    assert bazaar.grammar.parse("trade water") == TradeGood("water")
    assert caravan.grammar.parse("trade with fremen") == TradePartner("fremen")

    games = {"toy_bazaar": _game_at_trade("toy_bazaar"), "toy_caravan": _game_at_trade("toy_caravan")}
    want = {"toy_bazaar": ("Bazaar: trade for a good.", [("trade spice", "Trade for 1 spice"),
                                                         ("trade water", "Trade for 1 water")]),
            "toy_caravan": ("Caravan: choose a trading partner.",
                            [("trade with smugglers", "Trade with the smugglers"),
                             ("trade with fremen", "Trade with the fremen")])}
    for module, s in games.items():
        seat = s.current_player()
        v = view(s, seat)
        prompt, options = want[module]
        # the terminal and the browser read the game's own kind and grammar
        assert describe_decision("trade", s.pending, s.rules.content, v["players"][seat], rules=s.rules) == prompt
        d = client_view(v, s.rules.content, log=[], log_from=0, game={}, undo=0)["decision"]
        assert d["text"] == prompt and [(o["action"], o["label"]) for o in d["options"]] == options
        assert decision_explanation("trade", s.rules).startswith(prompt)
        # the space's rule text is the module's own, in its games (Ruleset.texts)
        text = {"toy_bazaar": "trade at the bazaar", "toy_caravan": "trade with a caravan"}[module]
        assert s.rules.texts["custom:trade"] == text and rule_text("custom:trade", Reader.of_view(v)) == text
        assert text in effects_text(s.rules.content.spaces[module].effects, Reader.of_view(v))
        # the RL codec of each ruleset lays out its own form
        codec = action_codec("base", (module,))
        assert codec.mask(v["decision"]["legal"]).sum() == 2
        before = s.players[seat].water
        s.apply(codec.decode(codec.encode(options[-1][0])))  # trade water / trade with fremen
        assert s.players[seat].water == before + 1

    # a base game's labels read as they always did, whatever the process built before
    base = load_content("base")
    assert option_label("sell 3", base) == "Sell 3 spice for 8 Solari"
    assert option_label("trade spice", base) == "Trade spice"  # not in the base notation: as typed
    assert "trade" not in ruleset_for(GameConfig(players=4)).decisions
    assert "custom:trade" not in ruleset_for(GameConfig(players=4)).texts
    assert rule_text("automa:agent", Reader(modules=("toy_caravan",))) == rule_text("automa:agent")
