"""Leaders: content, choice at setup (chosen, random, same-House option), setup effects, and
the hidden information they add to view(). Rulings: docs/rulings.md (leaders)."""

from __future__ import annotations

from collections import Counter

import pytest

from landsraad import ConfigError, GameConfig, GameState, IllegalActionError, new_game, view
from landsraad.content import load_content
from landsraad.modules.base.leaders import LEADER_IDS
from landsraad.rules.ruleset import ruleset_for

# the base game's handlers: the core's and the base module's (issue 27)
_BASE_RULES = ruleset_for(GameConfig())
EFFECTS, CONDITIONS = _BASE_RULES.effects, _BASE_RULES.conditions

ALL_FOUR = ("leto_atreides", "vladimir_harkonnen", "helena_richese", "memnon_thorvald")


def _custom_names(effects: tuple) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for e in effects:
        if e[0] == "custom":
            out.append(("effect", e[1]))
        elif e[0] == "if":
            if e[1][0] == "custom":
                out.append(("condition", e[1][1]))
            out.extend(_custom_names(e[2]))
        elif e[0] == "may":
            out.extend(_custom_names(e[2]))
        elif e[0] == "choose":
            for opt in e[2]:
                out.extend(_custom_names(opt))
    return out


def test_eight_base_leaders_loaded() -> None:
    """004 componentes: 8 leaders, two for each of four Great Houses (004 Preparação note)."""
    leaders = load_content("base").leaders
    assert len(leaders) == 8
    assert set(leaders) == set(LEADER_IDS)
    assert Counter(ld.house for ld in leaders.values()) == {
        "atreides": 2, "harkonnen": 2, "richese": 2, "thorvald": 2}
    # 004 Preparação D: the one-icon leaders recommended for a first game
    one_icon = {lid for lid, ld in leaders.items() if ld.complexity == 1}
    assert one_icon == {"paul_atreides", "glossu_rabban", "memnon_thorvald", "ilban_richese"}
    for ld in leaders.values():
        assert ld.left_name and ld.left_text and ld.signet_name and ld.signet and ld.checked
        assert ld.signet, f"{ld.id} has no Signet effects"


def test_every_leader_effect_is_registered() -> None:
    leaders = load_content("base").leaders
    for lid, ld in leaders.items():
        assert f"signet:{lid}" in EFFECTS
        for kind, name in _custom_names(ld.signet + ld.setup):
            table = EFFECTS if kind == "effect" else CONDITIONS
            key = f"custom:{name}" if kind == "effect" else name
            assert key in table, f"{lid}: {kind} {name} is not registered"


def test_chosen_leaders_are_copied_to_the_seats() -> None:
    s = new_game(GameConfig(players=4, leaders=("paul_atreides", None, "ilban_richese", "leto_atreides")), seed=1)
    assert [p.leader for p in s.players] == ["paul_atreides", None, "ilban_richese", "leto_atreides"]
    # fewer entries than seats: the rest have no leader
    s = new_game(GameConfig(players=3, leaders=("ariana_thorvald",)), seed=1)
    assert [p.leader for p in s.players] == ["ariana_thorvald", None, None]


def test_random_leaders_are_unused_and_reproducible() -> None:
    seen: Counter[str] = Counter()
    for seed in range(40):
        cfg = GameConfig(players=4, leaders=("random", "ilban_richese", "random", "random"))
        s = new_game(cfg, seed=seed)
        got = [p.leader for p in s.players]
        assert got[1] == "ilban_richese"
        assert None not in got and len(set(got)) == 4
        assert [p.leader for p in new_game(cfg, seed=seed).players] == got  # the state RNG decides
        seen.update(x for x in got if x is not None)
    assert set(seen) == set(LEADER_IDS)


def test_same_house_allowed_by_default() -> None:
    """004 Preparação note: two leaders of one House are discouraged but allowed."""
    cfg = GameConfig(players=3, leaders=("paul_atreides", "leto_atreides", None))
    assert [p.leader for p in new_game(cfg, seed=0).players] == ["paul_atreides", "leto_atreides", None]
    houses_repeat = False
    content = load_content("base")
    for seed in range(60):
        s = new_game(GameConfig(players=4, leaders=("random",) * 4), seed=seed)
        houses = [content.leaders[p.leader].house for p in s.players if p.leader]
        houses_repeat |= len(set(houses)) < 4
    assert houses_repeat


def test_same_house_option_off() -> None:
    content = load_content("base")
    with pytest.raises(IllegalActionError, match="same House"):
        new_game(GameConfig(players=3, leaders=("paul_atreides", "leto_atreides", None),
                            allow_same_house=False))
    for seed in range(60):
        cfg = GameConfig(players=4, leaders=("glossu_rabban", "random", "random", "random"),
                         allow_same_house=False)
        s = new_game(cfg, seed=seed)
        houses = [content.leaders[p.leader].house for p in s.players if p.leader]
        assert len(set(houses)) == 4
        assert "vladimir_harkonnen" not in [p.leader for p in s.players]


def test_bad_leader_configs_are_refused() -> None:
    with pytest.raises(ConfigError, match="unknown leader"):  # refused by GameConfig itself
        new_game(GameConfig(players=3, leaders=("shaddam",)))
    with pytest.raises(IllegalActionError, match="same leader"):
        new_game(GameConfig(players=3, leaders=("paul_atreides", "paul_atreides")))
    with pytest.raises(ConfigError, match="for 3 seats"):
        new_game(GameConfig(players=3, leaders=("random",) * 4))


def test_config_round_trip() -> None:
    cfg = GameConfig(players=4, leaders=("random", None, "helena_richese", "random"), allow_same_house=False)
    assert GameConfig.from_dict(cfg.to_dict()) == cfg
    assert GameConfig.from_dict({"players": 3}).allow_same_house is True
    s = new_game(cfg, seed=5)
    back = GameState.from_json(s.to_json())
    assert back.state_hash() == s.state_hash()
    assert [p.leader for p in back.players] == [p.leader for p in s.players]


def test_rabban_starts_with_spice_and_solari() -> None:
    """Arrakis Fiefdom is applied at game start (before the first decision)."""
    s = new_game(GameConfig(players=3, leaders=("glossu_rabban", "paul_atreides", None), first_player=0), seed=2)
    assert (s.players[0].spice, s.players[0].solari, s.players[0].water) == (1, 1, 1)
    assert (s.players[1].spice, s.players[1].solari) == (0, 0)


def test_baron_chooses_tokens_face_down_before_round_one() -> None:
    """004 Clarificações (Barão) / FAQ22 p.1: after setup and before round 1, hidden from others."""
    s = new_game(GameConfig(players=3, leaders=(None, "vladimir_harkonnen", None), first_player=0), seed=3)
    assert s.pending == ("masterstroke", 1)
    assert s.round == 0 and all(not p.hand for p in s.players)
    assert len(s.legal_actions()) == 6  # two of the four Factions
    assert view(s, 1)["decision"]["legal"] == s.legal_actions()
    assert "legal" not in view(s, 0)["decision"]
    saved = GameState.from_json(s.to_json())
    assert saved.legal_actions() == s.legal_actions()
    s.apply("masterstroke guild fremen")
    assert s.round == 1 and s.pending is not None and s.pending[0] == "turn"
    assert s.players[1].leader_state == {"masterstroke": ("guild", "fremen")}
    mine, theirs = view(s, 1)["players"][1], view(s, 0)["players"][1]
    assert mine["masterstroke"] == ["guild", "fremen"]
    assert theirs["masterstroke"] == [] and theirs["masterstroke_face_down"] == 2
    assert view(s)["players"][1]["masterstroke"] == []  # spectator
    # once revealed, the tokens are public
    s.players[1].leader_state = {**s.players[1].leader_state, "masterstroke_done": True}
    assert view(s, 0)["players"][1]["masterstroke"] == ["guild", "fremen"]
    assert view(s, 0)["players"][1]["masterstroke_face_down"] == 0


def test_paul_sees_his_top_card_and_nobody_else_does() -> None:
    s = new_game(GameConfig(players=3, leaders=("paul_atreides", None, None), first_player=0), seed=4)
    paul = s.players[0]
    assert len(paul.deck_top) == 1 and len(paul.deck) == 4  # 10 - 5 drawn, top one known
    assert view(s, 0)["players"][0]["deck_top"] == list(paul.deck_top)
    assert "deck_top" not in view(s, 1)["players"][0]
    assert view(s, 1)["players"][0]["deck_size"] == 5
    assert sum(view(s, 0)["players"][0]["deck"].values()) == 5
    assert not s.players[1].deck_top  # no other leader looks


def test_signet_without_a_leader_does_nothing() -> None:
    """004 Líderes: the Signet Ring uses your leader's ability; with no leader there is none."""
    s = new_game(GameConfig(players=3, first_player=0), seed=0)
    p = s.players[0]
    p.hand = ["signet_ring"]
    before = (p.solari, p.spice, p.water, p.garrison, len(p.intrigues))
    s.pending = ("turn", 0)
    s.apply("agent signet_ring secure_contract")
    assert (p.solari, p.spice, p.water, p.garrison, len(p.intrigues)) == (
        before[0] + 3, before[1], before[2], before[3], before[4])
