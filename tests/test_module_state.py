"""Issue 27, module-owned state: a module declares its game-level and per-player fields
(rules/fields.py StateField, Module.state) and the core derives their clone, save/load (under
their own flat keys, left out at their default), visibility and shape checks. A field nobody
classified, or one clashing with the core or another module, is refused naming the module."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from landsraad import GameState, new_game
from landsraad.core.errors import ContentError, SaveError
from landsraad.rules.fields import COUNTER, DECK, IDS, MULTISET, PUBLIC, StateField, field_value
from landsraad.rules.hidden import determinize, game_visibility, public_state
from landsraad.rules.ruleset import (
    _RULESETS,
    EDITIONS,
    MODULES,
    Module,
    declared_fields,
    register_module,
    ruleset_for,
)
from landsraad.rules.state import GameConfig
from landsraad.rules.undo import hidden_zones
from landsraad.rules.view import view


def _omens_only(s: GameState, v: tuple[str, ...]) -> str | None:
    """The throw-away module's own check: only omens it knows."""
    return None if all(x in ("eagle", "sandstorm", "worm") for x in v) else f"omens: unknown {v!r:.30}"


# a throw-away product: omens read on the board (public), a face-down pile of omens drawn at
# random (its composition public, its order not), and each player's favour (public)
OMENS: StateField[tuple[str, ...]] = StateField("omens", (), PUBLIC, IDS, _omens_only)
OMEN_PILE: StateField[tuple[str, ...]] = StateField("omen_pile", (), MULTISET, IDS, drawn_at_random=True)
FAVOUR: StateField[int] = StateField("favour", 0, PUBLIC, COUNTER, per_player=True)


def _deal_omens(s: GameState) -> None:
    OMENS.put(s, ("eagle",))
    OMEN_PILE.put(s, ("worm", "sandstorm", "eagle", "worm"))
    for p in s.players:
        FAVOUR.put(p, p.seat)  # seat 0: the default, so never held nor saved


@pytest.fixture
def omens() -> Iterator[str]:
    register_module(Module(name="toy_omens", state=(OMENS, OMEN_PILE, FAVOUR), setup_steps=(_deal_omens,)))
    yield "toy_omens"
    MODULES.pop("toy_omens")
    for key in [k for k in _RULESETS if "toy_omens" in k[1]]:
        del _RULESETS[key]


def _game(seed: int = 3) -> GameState:
    return new_game(GameConfig(players=4, first_player=0, modules=("toy_omens",)), seed)


def test_a_declared_field_round_trips_through_clone_save_load_and_the_view(omens: str) -> None:
    s = _game()
    assert field_value(s, "omens") == ("eagle",) and [FAVOUR.get(p) for p in s.players] == [0, 1, 2, 3]
    # clone: the copy changes, the original does not (and the other way round)
    c = s.clone()
    OMENS.put(c, ("eagle", "worm"))
    FAVOUR.put(c.players[2], 7)
    assert OMENS.get(s) == ("eagle",) and FAVOUR.get(s.players[2]) == 2
    # save: flat keys as when fields were written into the state class; the default left out
    d = s.to_json()
    assert d["omens"] == ["eagle"] and sorted(d["omen_pile"]) == ["eagle", "sandstorm", "worm", "worm"]
    assert "favour" not in d["players"][0] and d["players"][3]["favour"] == 3 and "ext" not in d
    back = GameState.from_json(d)
    assert back.state_hash() == s.state_hash() and OMENS.get(back) == ("eagle",)
    assert isinstance(OMEN_PILE.get(back), tuple) and FAVOUR.get(back.players[3]) == 3
    # the view: each field through its class
    assert game_visibility(s.rules)["omen_pile"] == MULTISET
    for seat in range(4):
        st = view(s, seat)["state"]
        assert st["omens"] == ["eagle"] and st["omen_pile"] == ["eagle", "sandstorm", "worm", "worm"]  # sorted
        assert [pd["favour"] for pd in st["players"]] == [0, 1, 2, 3]
    # a seat's view determinizes back to a state with the fields
    t = determinize(public_state(s, 0), random.Random(1))
    assert OMENS.get(t) == ("eagle",) and sorted(OMEN_PILE.get(t)) == sorted(OMEN_PILE.get(s))
    # the pile drawn at random is a zone of hidden things for undo
    assert ("omen_pile", -1, OMEN_PILE.get(s), frozenset()) in hidden_zones(s)


def test_a_declared_field_is_checked_when_a_save_is_loaded(omens: str) -> None:
    d = _game().to_json()
    for key, value, message in (("omens", [3], "omens: .* is not a list of ids"),
                                ("omens", ["ornithopter"], "omens: unknown"),
                                ("omen_pile", "worm", "omen_pile")):
        with pytest.raises(SaveError, match=message):
            GameState.from_json({**d, key: value})
    bad: dict[str, Any] = {**d, "players": [dict(pd) for pd in d["players"]]}
    bad["players"][1]["favour"] = -1
    with pytest.raises(SaveError, match="P1 favour: -1 is not a whole number >= 0"):
        GameState.from_json(bad)


def test_a_field_of_a_module_the_game_does_not_use_is_refused_naming_it(omens: str) -> None:
    base = new_game(GameConfig(players=4), seed=1).to_json()
    assert "omens" not in base and not {"contract_bank", "research", "spies"} & set(base)
    with pytest.raises(SaveError, match="state field 'omens' belongs to the toy_omens module"):
        GameState.from_json({**base, "omens": ["eagle"]})
    with pytest.raises(SaveError, match="state field 'contract_bank' belongs to the choam module"):
        GameState.from_json({**base, "contract_bank": ["harvest_3"]})
    with pytest.raises(SaveError, match="unknown state field 'nonsense'"):
        GameState.from_json({**base, "nonsense": 1})
    players = [dict(pd) for pd in base["players"]]
    players[0]["favour"] = 2
    with pytest.raises(SaveError, match="player field 'favour' belongs to the toy_omens module"):
        GameState.from_json({**base, "players": players})


@pytest.mark.parametrize(("field", "message"), [
    (StateField("omens", (), "secret", IDS), "module 'toy_state_unsound': game field 'omens' has no visibility class"),
    (StateField("favour", 0, DECK, COUNTER, per_player=True), "module 'toy_state_unsound': per-player field 'favour' has no visibility"),
    (StateField("omens", (), PUBLIC, "a bag"), "module 'toy_state_unsound': field 'omens' has an unknown shape"),
    (StateField("omen_pile", (), MULTISET, IDS), "module 'toy_state_unsound': field 'omen_pile' is hidden from some seats"),
    (StateField("omens", ("eagle",), PUBLIC, IDS), "module 'toy_state_unsound': field 'omens' has a default that is not empty"),
    ("omens", "module 'toy_state_unsound': its state must be StateField declarations"),
])
def test_an_unclassified_or_unsound_field_is_refused_naming_the_module(field: Any, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        register_module(Module(name="toy_state_unsound", state=(field,)))
    assert "toy_state_unsound" not in MODULES


@pytest.mark.parametrize(("fields", "message"), [
    ((StateField("round", 0, PUBLIC, COUNTER),), "module 'toy_state_clash': field 'round' is a field of the core state"),
    ((StateField("hand", (), PUBLIC, IDS, per_player=True),), "module 'toy_state_clash': field 'hand' is a field of the core"),
    ((StateField("omens", (), PUBLIC, IDS),), "module 'toy_state_clash': field 'omens' is already declared by module 'toy_omens'"),
])
def test_a_field_clashing_with_the_core_or_another_module_is_refused(omens: str, fields: Any, message: str) -> None:
    register_module(Module(name="toy_state_clash", state=fields))
    try:
        with pytest.raises(ContentError, match=message):
            ruleset_for(GameConfig(players=4, modules=("toy_omens", "toy_state_clash")))
    finally:
        MODULES.pop("toy_state_clash")


def test_the_products_declare_their_fields() -> None:
    """The fields that were written into the state class by hand, each declared by its product."""
    owners = {f.name: m.name for m in MODULES.values() for f in m.state}
    assert {k: owners.get(k) for k in ("contracts_face_up", "contract_bank", "contracts_set_aside", "research",
                                       "tleilaxu", "tleilaxu_deck", "tleilaxu_row", "tleilaxu_spice",
                                       "family_atomics", "spies", "shield_wall", "maker_hooks")} == {
        "contracts_face_up": "choam", "contract_bank": "choam", "contracts_set_aside": "choam",
        "research": "immortality", "tleilaxu": "immortality", "tleilaxu_deck": "immortality",
        "tleilaxu_row": "immortality", "tleilaxu_spice": "immortality", "family_atomics": "immortality",
        "spies": "uprising", "shield_wall": "uprising", "maker_hooks": "uprising"}
    per_player = {f.name for m in MODULES.values() for f in m.state if f.per_player}  # declared_fields: game-level
    assert set(declared_fields()) >= set(owners) - per_player
    assert not hasattr(new_game(GameConfig(players=4), seed=1), "contract_bank")  # no longer core


def test_every_turn_field_is_classified_and_set_only_with_its_module() -> None:
    """rules/turn_context.py turn_owners: each turn field is the core's or the modules' that declare
    it (`Module.turn_fields`), and a game without that module never sets it (random games of each
    product, every decision). Issue 27: a product's own fields are `TurnField`s declared in its folder,
    not fields of the core's `Turn`."""
    from landsraad.rules.ruleset import module_turn_fields, turn_owners
    from landsraad.rules.turn_context import TURN_FIELDS, turn_values

    declared_fields()  # the built-in modules are registered
    TURN_OWNERS = turn_owners()
    owned = module_turn_fields()
    assert set(TURN_OWNERS) == set(TURN_FIELDS) | set(owned) and not set(TURN_FIELDS) & set(owned)
    assert {"gained", "spy_recalled", "grafted", "spice_gained", "distraction"} <= set(owned)
    # the core's Turn names no product's field: those it keeps are the deploy window's flags it reads
    assert {"spy_recalled", "revealed", "grafted", "combat_intrigues", "spice_gained"}.isdisjoint(TURN_FIELDS)
    assert set(TURN_OWNERS["gained"]) == {"uprising", "immortality"} and TURN_OWNERS["spice_gained"] == ("choam",)
    assert not TURN_OWNERS["seat"] and not TURN_OWNERS["discounts"]
    assert {m for owners in TURN_OWNERS.values() for m in owners} <= set(MODULES)
    seen: set[str] = set()
    for cfg in (GameConfig(players=4), GameConfig(players=1), GameConfig(edition="uprising", players=4),
                GameConfig(players=4, modules=("immortality",)),
                GameConfig(edition="uprising", players=4, modules=("choam",))):
        for seed in range(2):
            s = new_game(cfg, seed)
            r = random.Random(seed)
            modules = {*EDITIONS[cfg.edition], *cfg.modules}
            while not s.is_terminal():
                for name in turn_values(s.turn):
                    seen.add(name)
                    owners = TURN_OWNERS[name]
                    assert not owners or modules & set(owners), (name, cfg)
                s.apply(r.choice(s.legal_actions()))
    assert {"seat", "kind", "gained", "grafted", "spice_gained"} <= seen  # the sweep reaches every product's fields


def test_a_module_declaring_a_turn_field_the_turn_lacks_is_refused() -> None:
    """`Module.turn_fields` names fields of rules/turn_context.py `Turn`; another name is refused at
    registration, and nothing is registered."""
    from landsraad.core.errors import ContentError
    from landsraad.rules.ruleset import Module, register_module
    from landsraad.rules.turn_context import TurnField

    with pytest.raises(ContentError, match="not a field of the turn"):
        register_module(Module(name="test_turn_field", turn_fields=("no_such_field",)))
    assert "test_turn_field" not in MODULES
    # a module's own field may not take a core field's name, nor another module's field's name
    # (a field both products set is one object both list: modules/shared/words.py GAINED)
    with pytest.raises(ContentError, match="the turn field 'seat' is already the core turn's"):
        register_module(Module(name="test_turn_field", turn_fields=(TurnField("seat"),)))
    with pytest.raises(ContentError, match="the turn field 'gained' is already another module's"):
        register_module(Module(name="test_turn_field", turn_fields=(TurnField("gained"),)))
    assert "test_turn_field" not in MODULES
