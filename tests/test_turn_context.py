"""`new_turn` (rules/turn_context.py) makes a turn without calling the class, for speed (issue 27,
docs/benchmarks.md): it must give exactly the turn the class gives, every field included."""

from dataclasses import fields

from landsraad.rules.turn_context import Turn, new_turn


def _values(t: Turn) -> dict[str, object]:
    # every slot read: a field new_turn forgot to set raises AttributeError here
    return {f.name: getattr(t, f.name) for f in fields(Turn)}


def test_new_turn_is_the_turn_the_class_makes() -> None:
    cases = [
        ({}, Turn()),
        ({"seat": 2, "kind": "choose"}, Turn(seat=2, kind="choose")),
        ({"seat": 0, "kind": "automa", "space": "arrakeen"}, Turn(seat=0, kind="automa", space="arrakeen")),
        ({"seat": 1, "kind": "reveal", "boxes": ()}, Turn(seat=1, kind="reveal", boxes=())),
    ]
    for kwargs, expected in cases:
        got = new_turn(**kwargs)  # type: ignore[arg-type]
        assert type(got) is Turn
        assert _values(got) == _values(expected)
        assert got == expected
        assert got.to_json() == expected.to_json()


def test_new_turn_gives_a_new_object_each_time() -> None:
    a, b = new_turn(), new_turn()
    assert a is not b
    a.acted = True
    assert b.acted is None


def test_the_base_intrigue_flags_are_the_cards_own_and_saved_as_before() -> None:
    """Dispatch an Envoy, Infiltrate and Recruitment Mission (seed 000 Intrigue cards) keep their flag
    for one turn in fields the base cards declare (modules/base/cards_intrigue.py, issue 27), not in
    the core `Turn`'s slots; a save holds each under the key it always had, and the rules' inline
    reads use the declared names."""
    from landsraad.modules.base.cards_intrigue import ACQUIRE_TOP, CARD_TURN_FIELDS, ENVOY, INFILTRATE
    from landsraad.rules.ruleset import module_turn_fields, turn_owners
    from landsraad.rules.turn_context import TURN_FIELDS

    assert [f.name for f in CARD_TURN_FIELDS] == ["envoy", "infiltrate", "acquire_top"]
    owners = turn_owners()
    for f in CARD_TURN_FIELDS:
        assert f.name not in TURN_FIELDS
        assert owners[f.name] == ("base", "base_cards")
    saved = {"seat": 1, "kind": "choose", "envoy": True, "infiltrate": True, "acquire_top": True}
    t = Turn.from_json(saved, module_turn_fields)
    assert ENVOY.get(t) is True and INFILTRATE.get(t) is True and ACQUIRE_TOP.get(t) is True
    assert t.to_json() == saved
    assert t.copy() == t and t.copy().held is not t.held
