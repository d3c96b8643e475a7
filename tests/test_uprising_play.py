"""Issue 15, "everywhere the base game is": what an Uprising game shows each seat (view), played
end to end by every agent, in the terminal, the command line, RL and bench; when the edition is
open to players."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from landsraad.modules.uprising.state import MAKER_HOOKS, SHIELD_WALL, SPIES
from landsraad.rules.phases import new_game
from landsraad.rules.ruleset import PLANNED
from landsraad.rules.state import GameConfig, GameState
from landsraad.rules.view import view
from tests.products import unruled

# the handler keys that only a game with the CHOAM module needs (002 MÓDULO DE LA CHOAM:
# Shaddam Corrino IV and the CHOAM cards, `module: choam` in the data)
CHOAM_ONLY = frozenset({"no_deploy", "sardaukar_contracts", "signet:shaddam_corrino_iv", "ability:shaddam_corrino_iv"})


def playable_config(players: int = 4, **kw: object) -> GameConfig:
    return GameConfig(edition="uprising", players=players, **kw)  # type: ignore[arg-type]


def _states(seed: int, players: int = 4, leaders: bool = False) -> Iterator[GameState]:
    s = new_game(playable_config(players, leaders=("random",) * players if leaders else ()), seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        yield s
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    yield s


def test_view_shows_spies_worms_shield_wall_objectives_and_kept_conflicts() -> None:
    """002 Espías (Spies face up on observation posts, three per player), Gusanos de arena
    (sandworms in the Conflict), Preparación A (the Shield Wall token), Preparación H (each
    player's Objective, face up), Combate (the winner keeps the Conflict card) and "Iconos de
    batalla" (matched cards turned face down): every seat and a spectator read them alike."""
    seen = {"spy": False, "worm": False, "kept": False, "wall_gone": False, "hooks": False}
    for seed in range(6):
        for s in _states(seed):
            for seat in (-1, 0, 3):
                v = view(s, seat, with_state=False)
                assert v["spies"] == {k: list(x) for k, x in SPIES.get(s).items()}
                assert v["shield_wall"] is SHIELD_WALL.get(s)
                assert v["maker_hooks"] == list(MAKER_HOOKS.get(s))
                for p, pv in zip(s.players, v["players"], strict=True):
                    placed = sum(x == p.seat for on in SPIES.get(s).values() for x in on)
                    assert pv["spies_supply"] == 3 - placed >= 0
                    assert pv["units"] == dict(sorted(p.conflict.items()))
                    assert pv["zones"] == {k: list(x) for k, x in sorted(p.zones.items())}
                    assert len(pv["zones"].get("objectives", ())) + sum(
                        c in s.rules.content.objectives for c in pv["zones"].get("face_down", ())) == 1
            seen["spy"] |= bool(SPIES.get(s))
            seen["worm"] |= any(p.conflict.get("sandworm") for p in s.players)
            seen["kept"] |= any(p.zones.get("conflicts") for p in s.players)
            seen["wall_gone"] |= not SHIELD_WALL.get(s)
            seen["hooks"] |= bool(MAKER_HOOKS.get(s))
    assert all(seen.values()), seen


@pytest.mark.parametrize("spec", ["random", "explorer", "heuristic:easy", "heuristic:medium", "search:it=8/k=3"])
def test_every_agent_plays_uprising_to_the_end(spec: str) -> None:
    """Issue 15: the random, explorer, heuristic and search agents play Uprising (3 and 4 players)
    from their views to the end: 10 VP or the last Conflict (002 Fin de la partida)."""
    from landsraad.sim import make_agents, play_game

    for players in (3, 4):
        out = play_game(playable_config(players), 7, make_agents([spec], players, 7))
        s = out.state
        assert s.is_terminal() and s.winner in range(players)
        assert max(p.vp for p in s.players) >= 10 or not s.conflict_deck


def test_heuristic_values_uprising_pieces() -> None:
    """The heuristic's Uprising terms: a Spy on a post, Maker Hooks and a won Conflict card waiting
    for its battle-icon match are worth something; a sandworm in the Conflict doubles the value of
    the place it would win (002 Gusanos de arena)."""
    from landsraad.agents.heuristic import evaluate
    from landsraad.rules.zones import zone_add

    s = new_game(playable_config(4), 3)
    base = evaluate(s, 0)
    t = s.clone()
    post = next(iter(s.rules.content.observation_posts))
    SPIES.put(t, {post: (0,)})
    assert evaluate(t, 0) > base
    t = s.clone()
    MAKER_HOOKS.put(t, (0,))
    assert evaluate(t, 0) > base
    t = s.clone()
    zone_add(t.players[0], "conflicts", next(iter(s.rules.content.conflicts)))
    assert evaluate(t, 0) > base


# ---- the terminal -------------------------------------------------------------------------------

def _render(parts: list, width: int = 120) -> list[str]:
    import io

    from rich.console import Console

    con = Console(width=width, file=io.StringIO(), no_color=True, highlight=False, markup=False, emoji=False)
    with con.capture() as cap:
        for p in parts:
            con.print(p)
    return [line.rstrip() for line in cap.get().splitlines()]


@pytest.mark.parametrize("players,seed,leaders", [(3, 21, False), (4, 22, False), (4, 23, True)])
def test_terminal_screen_shows_the_uprising_board_and_fits_120_by_40(players: int, seed: int, leaders: bool) -> None:
    """Every decision of whole games: the screen (as `landsraad play` draws it) shows the Spies on
    their posts and the Shield Wall under the board, each player's Spies in supply, battle icons
    (Objective and won Conflicts: 002 Preparación H, "Iconos de batalla") and Maker Hooks (K) in
    the players table and sandworms in the Conflict, states every Uprising decision in words (its
    declared prompt), and fits 120x40."""
    from rich.rule import Rule

    from landsraad.interfaces import screen
    from landsraad.interfaces.prompts import decision_prompt

    kinds: set[str] = set()
    saw_spy = False
    for s in _states(seed, players, leaders):
        if s.is_terminal():
            break
        seat = s.current_player()
        v = view(s, seat)
        content = s.rules.content
        own = tuple(s.pending) if s.pending is not None and s.pending[1] == seat else None
        lines = _render(screen.decision_screen(v, content, [], screen.numbered(v["decision"]["legal"]), own,
                                               width=120, height=40, title=Rule()))
        text = "\n".join(lines)
        assert max(map(len, lines)) <= 120 and len(lines) <= 40, text
        text = " ".join(text.split())  # words as read, wherever a line wraps
        assert "Spies:" in text and "Shield Wall:" in text and " spy icons " in text
        for p in s.players:  # the players table's Uprising columns: Spies in supply, battle icons, K
            placed = sum(p.seat in on for on in SPIES.get(s).values())
            row = next(x for x in lines if re.match(rf"P{p.seat}[>^]*\s+\d", x)).split()
            # the seat, VP ... int (16 cells), then the Spies in supply, the icons and the flags
            assert row[16] == str(3 - placed), row
            flags = [x for x in row[17:] if x.isupper()]  # the icon letters and the flags (not the leader)
            assert any("K" in x for x in flags) == (p.seat in MAKER_HOOKS.get(s)), row
        for pid in SPIES.get(s):
            post = content.observation_posts[pid].name
            assert post in text
            saw_spy = True
        if any(p.conflict.get("sandworm") for p in s.players):
            assert " worm" in text
        kind = s.pending[0]
        prompt = decision_prompt(kind, own, content, v["players"][seat], rules=s.rules)
        assert prompt and prompt != kind and " ".join(prompt.split()) in text
        kinds.add(kind)
    uprising_kinds = {"spy_place", "gather", "shield_wall"}
    assert saw_spy and kinds & uprising_kinds, kinds


def test_terminal_game_of_uprising_against_bots_to_the_end() -> None:
    """`landsraad play --edition uprising` (the session cmd_play runs), a human answering every
    decision with the first option shown, three random bots: the game ends with a winner, and
    the `players` command lists the Objective and Spies in supply."""
    from io import StringIO

    from rich.console import Console

    from landsraad.interfaces.cli import build_parser
    from landsraad.interfaces.play import make_session
    out = StringIO()
    con = Console(file=out, width=120, no_color=True, highlight=False, markup=False, emoji=False, soft_wrap=False)
    asked = 0

    def read(prompt: str) -> str | None:
        nonlocal asked
        asked += 1
        if asked == 1:
            return "players 0"
        return str(ps.options_now[0][0])

    args = ["play", "--edition", "uprising", "--seats", "human,random,random,random", "--leaders", "none",
            "--seed", "5"]
    ps = make_session(build_parser().parse_args(args), con, read)
    assert ps.play() == 0
    text = out.getvalue()
    assert "Game over" in text and "Winner: P" in text
    assert "Spies in supply: 3" in text and "Objective: " in text


# ---- RL -----------------------------------------------------------------------------------------

def test_rl_codec_and_observation_of_uprising() -> None:
    """RL `edition="uprising"` (docs/rl.md): the action codec from the Uprising ruleset encodes
    every legal action of whole games (Spy, Gather, Infiltrate, Shield Wall, battle-icon
    decisions included) and the observation has the Uprising blocks (Spies per post, the Shield
    Wall, Maker Hooks; per player Spies in supply, sandworms, battle icons, face-down pairs, won
    Conflicts, the Objective), filled from the view as the view says; hidden cards redrawn change
    nothing (the base game's leak test, tests/test_rl.py, on Uprising)."""
    import numpy as np

    import landsraad.rl as rl
    from tests.test_rl import _resample_hidden

    codec, enc = rl.action_codec("uprising"), rl.observation_encoder("uprising")
    base = rl.observation_encoder("base")
    assert enc.size > base.size and "uprising.spies" in {b.name for b in enc.blocks}
    assert "uprising.spies" not in {b.name for b in base.blocks}
    words: set[str] = set()
    rng = random.Random(1)
    checked = 0
    for seed in range(4):
        for step, s in enumerate(_states(100 + seed, 3 + seed % 2)):
            if s.is_terminal():
                break
            legal = s.legal_actions()
            idx = codec.encode_all(legal)
            assert [codec.decode(i) for i in idx] == legal
            words.update(a.split()[0] for a in legal)
            if step % 9:
                continue
            for seat in range(len(s.players)):
                v = view(s, seat)
                o = enc.encode(v)
                assert np.isfinite(o).all() and (o >= 0).all()
                spies = enc.block("uprising.spies")
                placed = sum(len(x) for x in v["spies"].values())
                assert round(float(o[spies.start:spies.start + spies.size].sum())) == placed
                assert o[enc.block("uprising.shield_wall").start] == float(v["shield_wall"])
                me = v["players"][seat]
                assert o[enc.block("uprising.p0.spies_supply").start] * 3 == pytest.approx(me["spies_supply"])
                obj = enc.block("uprising.p0.objective")
                assert o[obj.start:obj.start + obj.size].sum() == len(me["zones"].get("objectives", ()))
                t = _resample_hidden(s, seat, rng)
                assert np.array_equal(o, enc.encode(view(t, seat)))
                checked += 1
    assert checked > 50
    assert {"spy", "gather", "agent", "reveal"} <= words, words


def test_rl_environments_play_uprising() -> None:
    """The PettingZoo AEC and Gymnasium environments with `edition="uprising"`: a whole game with
    random masked actions against built-in opponents ends with rewards."""
    import numpy as np

    import landsraad.rl as rl

    env = rl.gym_env("uprising", players=3, seat=0, opponents="random", leaders=[None] * 3)
    obs, info = env.reset(seed=4)
    rng = np.random.default_rng(4)
    done = False
    steps = 0
    while not done:
        legal = np.flatnonzero(env.action_masks())
        obs, reward, term, trunc, info = env.step(int(rng.choice(legal)))
        done = term or trunc
        steps += 1
    assert steps > 20 and term and isinstance(reward, float)
    assert env.aec.state is not None and env.aec.state.is_terminal()


# ---- bench ---------------------------------------------------------------------------------------

def test_bench_reports_uprising_decisions_per_s() -> None:
    """`landsraad bench` reports Uprising decisions/s beside the base figure (bench/engine.py
    `uprising_rates`; never a timed assertion): a number for a playable Uprising config, and the
    reason while the edition is refused to players."""
    from bench.engine import uprising_rates
    from landsraad.rules.ruleset import PLANNED

    got = uprising_rates(1, 1, playable_config(4))
    assert got["uprising_decisions_per_s"] > 0 and got["uprising_games_per_s"] > 0
    saved = PLANNED.setdefault("uprising", "not complete (test)")
    try:
        refused = uprising_rates(1, 1)
    finally:
        PLANNED.pop("uprising", None)
    assert refused == {"uprising_decisions_per_s": None, "uprising_note": f"not playable yet: {saved}"}


def test_bench_reports_uprising_solo_decisions_per_s() -> None:
    """`landsraad bench` reports Uprising solo decisions/s (two Rivals, seed 002 PREPARACIÓN; issue
    28) beside the others (bench/engine.py `uprising_solo_rates`; never a timed assertion): random
    solo games played to their end, and the reason while the edition is refused to players."""
    from bench.engine import uprising_solo_rates
    from landsraad.rules.ruleset import PLANNED

    got = uprising_solo_rates(1, 1)
    assert got["uprising_solo_decisions_per_s"] > 0 and got["uprising_solo_games_per_s"] > 0
    saved = PLANNED.setdefault("uprising", "not complete (test)")
    try:
        refused = uprising_solo_rates(1, 1)
    finally:
        PLANNED.pop("uprising", None)
    assert refused == {"uprising_solo_decisions_per_s": None, "uprising_solo_note": f"not playable yet: {saved}"}


# ---- when the edition opens to players ---------------------------------------------------------

def test_choam_content_is_checked_only_with_the_choam_module() -> None:
    """A component of a module (`module: choam`: Shaddam Corrino IV, the CHOAM cards) is never
    dealt without it (002 MÓDULO DE LA CHOAM), so a ruleset without CHOAM does not need its rules
    (rules/registry.py `needed_handlers(content, modules)`)."""
    from landsraad.content import load_content
    from landsraad.modules.uprising import UPRISING
    from landsraad.rules import registry
    from landsraad.rules.events import BASE
    from landsraad.rules.ruleset import missing_abilities

    content = load_content("uprising")
    effects = {**registry.EFFECTS, **UPRISING.effects}
    conditions = {**registry.CONDITIONS, **UPRISING.conditions}
    t = BASE.copy()
    assert UPRISING.triggers is not None
    UPRISING.triggers(t)

    def missing(modules: tuple[str, ...]) -> set[str]:
        return {k for _, k in registry.missing_handlers(content, effects, conditions, t.cost_kinds,
                                                         t.value_conditions, modules)}

    without, with_choam = missing(("uprising",)), missing(("uprising", "choam"))
    assert not without & CHOAM_ONLY
    # (a left ability is checked by ruleset.missing_abilities, not by missing_handlers)
    assert {k for k in CHOAM_ONLY if not k.startswith("ability:") and k not in effects} <= with_choam
    assert missing_abilities(content, t, ("uprising",)) == []
    assert missing_abilities(content, t, ("uprising", "choam")) == ["shaddam_corrino_iv"]
    assert without == set()


def test_the_edition_is_open_with_every_rule() -> None:
    """Issue 15: Uprising is open to players (not in PLANNED): every rule its content names
    exists, with the CHOAM module's (a game without the module never deals its components: U501)."""
    from landsraad.rules.ruleset import known_editions

    assert unruled(playable_config()) == set() == unruled(playable_config(modules=("choam",)))
    assert "uprising" not in PLANNED and "uprising" in known_editions()
    assert playable_config(3).edition == "uprising"


# ---- the command line ----------------------------------------------------------------------------

def test_cli_simulate_replay_tournament_demo_with_edition_uprising(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    """`--edition uprising` in `simulate` (records saved), `replay` (every stored hash checked),
    `tournament` (in process) and `demo`: each runs Uprising games to the end."""
    import json

    from landsraad.interfaces.cli import main

    recs = tmp_path / "recs"
    assert main(["simulate", "--edition", "uprising", "--players", "3", "--games", "2", "--seed", "3",
                 "--agents", "random", "--json", "--save", str(recs), "--no-progress"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and summary["decisions"] > 200
    files = sorted(str(f) for f in recs.iterdir())
    assert len(files) == 2 and json.loads(open(files[0]).read())["config"]["edition"] == "uprising"
    assert main(["replay", *files]) == 0
    assert capsys.readouterr().out.count(": ok") == 2
    assert main(["tournament", "--edition", "uprising", "--players", "4", "--agents", "random,explorer",
                 "--games", "2", "--workers", "1", "--out", str(tmp_path / "t"), "--no-progress"]) == 0
    assert "games 2" in capsys.readouterr().out
    assert main(["demo", "--edition", "uprising", "--players", "3", "--seed", "2"]) == 0
    assert "Final VP:" in capsys.readouterr().out


def test_every_uprising_decision_kind_has_its_prompt_and_explanation() -> None:
    """Every decision kind the Uprising module declares is put in words for the terminal and the
    browser (its declared prompt, interfaces/prompts.py) with the "why" (its explanation citing
    002 or the leader's ability), never shown as its bare name; the texts are gettext messages (i18n2 translates them)."""
    from landsraad.interfaces.prompts import decision_explanation, decision_prompt
    from landsraad.rules.editions import ruleset_of

    up, base = ruleset_of("uprising"), ruleset_of("base")
    kinds = sorted(set(up.decisions) - set(base.decisions))
    assert {"spy_place", "gather", "infiltrate", "shield_wall", "battle_match", "wild_match"} <= set(kinds)
    for k in kinds:
        text = decision_prompt(k, None, up.content, {"persuasion": 1}, rules=up)
        assert text and text != k and " " in text.strip(), k  # words, not the bare kind
        why = decision_explanation(k, up)  # the rule it comes from: 002's section, or the leader's ability
        assert why and why != text and " " in why.strip(), k


def test_shaddam_is_played_only_with_the_choam_module() -> None:
    """002 Líderes: Shaddam Corrino IV is only used with the CHOAM module (U501): without it a
    random leader is never he, and choosing him is refused with the reason (no crash later)."""
    from landsraad.core.errors import ConfigError

    with pytest.raises(ConfigError, match="'shaddam_corrino_iv' is played only with the choam module"):
        playable_config(3, leaders=("shaddam_corrino_iv",))
    drawn = {p.leader for seed in range(40)
             for p in new_game(playable_config(4, leaders=("random",) * 4), seed).players}
    assert len(drawn) == 8 and "shaddam_corrino_iv" not in drawn
