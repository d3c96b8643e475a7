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
