"""PettingZoo AEC environment: the agents are the seats ("player_0", ...), `agent_selection` is
the seat that must decide (`state.current_player()`), and each observation is
`{"observation": float32[obs_size], "action_mask": int8[N]}` built only from
`landsraad.view(state, seat)` (landsraad/rl/observation.py, landsraad/rl/codec.py).

Seats listed in `opponents` are played inside the environment by named agents
(`landsraad.agents.make_agent`: "random", "explorer", ...); they are not PettingZoo agents, and
the environment runs their decisions until a learning seat must decide. Rewards come only at the
end of the game (`reward=`: "win" 1/0, "win_loss" +1/-1, "margin" own VP minus the best other
VP, or a callable `(result, seat) -> float`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from landsraad.agents import Agent, make_agent, parse_agent_spec
from landsraad.core.errors import IllegalActionError
from landsraad.rl.codec import ActionCodec, action_codec
from landsraad.rl.observation import ObservationEncoder, observation_encoder
from landsraad.rules.phases import new_game
from landsraad.rules.ruleset import implied_modules
from landsraad.rules.state import GameConfig, GameState
from landsraad.rules.view import view
from landsraad.sim import choose

RewardFn = Callable[[dict[str, Any], int], float]
Opponents = Mapping[int, str] | Sequence[str | None] | None


def agent_name(seat: int) -> str:
    return f"player_{seat}"


def seat_of(agent: str) -> int:
    return int(agent.rsplit("_", 1)[1])


def final_reward(kind: str | RewardFn, result: dict[str, Any], seat: int) -> float:
    """The end-of-game reward of `seat` for `result = state.result()`. In a team game (the result's
    "teams": 002 six players) a team's reward is shared: "win" and "win_loss" by the winning team,
    "margin" the team's combined VP minus the best other team's (docs/rl.md; rulings S853)."""
    if callable(kind):
        return float(kind(result, seat))
    if result.get("teams"):
        return _team_reward(kind, result, seat)
    if kind == "win":
        return 1.0 if result["winner"] == seat else 0.0
    if kind == "win_loss":
        return 1.0 if result["winner"] == seat else -1.0
    if kind == "margin":
        vp = result["vp"]
        return float(vp[seat] - max(v for i, v in enumerate(vp) if i != seat))
    raise ValueError(f"unknown reward {kind!r}; one of win, win_loss, margin or a callable")


def _team_reward(kind: str, result: dict[str, Any], seat: int) -> float:
    teams = {int(t): team for t, team in result["teams"].items()}
    mine = next(t for t, team in teams.items() if seat in team["seats"])
    won = result.get("winning_team") == mine
    if kind == "win":
        return 1.0 if won else 0.0
    if kind == "win_loss":
        return 1.0 if won else -1.0
    if kind == "margin":
        return float(teams[mine]["vp"] - max(team["vp"] for t, team in teams.items() if t != mine))
    raise ValueError(f"unknown reward {kind!r}; one of win, win_loss, margin or a callable")


def opponent_specs(players: int, opponents: Opponents) -> dict[int, str]:
    """Normalise `opponents` to {seat: agent spec}."""
    if opponents is None:
        return {}
    if isinstance(opponents, Mapping):
        out = {int(k): str(v) for k, v in opponents.items()}
    elif isinstance(opponents, str):
        raise ValueError("opponents is a {seat: agent} mapping or a per-seat list (None = learning seat)")
    else:
        if len(opponents) != players:
            raise ValueError(f"opponents lists one entry per seat ({players}), got {len(opponents)}")
        out = {i: str(v) for i, v in enumerate(opponents) if v is not None}
    for seat in out:
        if not 0 <= seat < players:
            raise ValueError(f"opponent seat {seat} is outside 0..{players - 1}")
    if len(out) >= players:
        raise ValueError("at least one seat must be left to the learning agents")
    for seat, spec in out.items():  # the agents/spec.py parser: a bad spec fails here, not at reset
        try:
            out[seat] = str(parse_agent_spec(spec))
        except ValueError as e:
            raise ValueError(f"opponent seat {seat}: {e}") from None
    return out


class LandsraadAEC(AECEnv):  # type: ignore[misc]
    metadata: dict[str, Any] = {"name": "landsraad_v1", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, edition: str = "base", players: int = 4, opponents: Opponents = None,
                 leaders: Sequence[str | None] | None = None, reward: str | RewardFn = "win",
                 render_mode: str | None = None, modules: Sequence[str] = (), preset: str | None = None,
                 options: Mapping[str, Any] | None = None, pool: Any = None) -> None:
        super().__init__()
        if preset is not None:  # issue 30: a named product combination (landsraad/presets.py)
            from landsraad.presets import preset as named_preset

            chosen = named_preset(preset)
            if tuple(modules) or edition not in ("base", chosen.edition):
                raise ValueError(f"preset {chosen.name} sets the edition and modules: leave out edition and modules")
            edition, modules = chosen.edition, chosen.modules
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None")
        self.render_mode = render_mode
        self.edition = edition
        # rules modules on top of the edition (the layouts follow them), with those the player count
        # implies (players=6 on Uprising: its six-player game, rulings S850)
        self.modules = implied_modules(edition, players, tuple(modules))
        # the options its modules declare (GameConfig.options, rules/options.py), checked here, not at reset
        self.options = (GameConfig(edition=edition, players=players, modules=self.modules,
                                   options=dict(options)).pairs() if options else ())
        self.players = players
        # issue 30: a custom card pool (landsraad/rules/pool.py: a pool file's object, path or normalized pool);
        # it chooses among the game's own deck cards (M907), so the codec of the edition and modules covers it.
        # Checked now (GameConfig deals it), not at the first reset.
        from landsraad.rules.pool import pool_arg

        self.pool = pool_arg(pool)
        if self.pool:
            GameConfig(edition=edition, players=players, modules=self.modules, pool=self.pool)
        self.leaders: tuple[str | None, ...] = (tuple(leaders) if leaders is not None
                                                else ("random",) * players)
        self.reward_kind = reward
        final_reward(reward, {"vp": [0] * players, "winner": 0}, 0)  # validate early
        self.codec: ActionCodec = action_codec(edition, self.modules)
        self.encoder: ObservationEncoder = observation_encoder(edition, self.modules)
        self.opponent_specs = opponent_specs(players, opponents)
        self.possible_agents = [agent_name(i) for i in range(players) if i not in self.opponent_specs]
        obs_space = spaces.Dict({
            "observation": spaces.Box(low=0.0, high=np.inf, shape=(self.encoder.size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(self.codec.n,), dtype=np.int8),
        })
        act_space = spaces.Discrete(self.codec.n)
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: act_space for a in self.possible_agents}
        self.state: GameState | None = None
        self._opponents: dict[int, Agent] = {}
        self._seed_rng = random.Random()
        self.agents: list[str] = []
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection = self.possible_agents[0]

    # ---- spaces -------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # ---- AEC API -------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed_rng = random.Random(seed)
        game_seed = self._seed_rng.randrange(2**31)
        cfg = GameConfig(edition=self.edition, players=self.players, leaders=self.leaders, modules=self.modules,
                         options=self.options, pool=self.pool)
        self.state = new_game(cfg, game_seed)
        self._opponents = {seat: make_agent(spec, game_seed * 10 + seat)
                           for seat, spec in self.opponent_specs.items()}
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._advance()
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.state is not None, "call reset() first"
        return encode_view(view(self.state, seat_of(agent), with_state=False), self.codec, self.encoder)

    def step(self, action: int | np.integer[Any] | None) -> None:
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        assert self.state is not None, "call reset() first"
        agent = self.agent_selection
        self._cumulative_rewards[agent] = 0.0
        if action is None:
            raise IllegalActionError(f"{agent} must act: None is only for finished agents")
        a = self.codec.decode(int(action))
        try:
            self.state.apply(a)  # validates against the legal actions before changing anything
        except IllegalActionError as e:
            raise IllegalActionError(f"action {int(action)} ({a!r}) is not legal for {agent}: {e}") from None
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._advance()
        self._accumulate_rewards()

    def _advance(self) -> None:
        """Play the built-in opponents' decisions; then select the deciding learning seat or,
        at the end of the game, hand out the rewards and terminate every agent."""
        s = self.state
        assert s is not None
        while not s.is_terminal() and s.current_player() in self._opponents:
            seat = s.current_player()
            s.apply(choose(self._opponents[seat], s, seat))
        if s.is_terminal():
            result = s.result()
            for a in self.agents:
                self.rewards[a] = final_reward(self.reward_kind, result, seat_of(a))
                self.terminations[a] = True
                self.infos[a] = {"result": result}
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = agent_name(s.current_player())

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        return render_text(self.state)

    def close(self) -> None:
        self.state = None


def render_text(s: GameState) -> str:
    """A short public summary (spectator view): round, phase, VP and resources, who decides."""
    v = view(s)
    lines = [f"round {v['round']} · {v['phase']} · conflict {v['conflict']}"]
    for p in v["players"]:
        lines.append(f"P{p['seat']} {p['leader'] or '-'}: {p['vp']} VP, {p['solari']} solari, {p['spice']} spice, "
                     f"{p['water']} water, garrison {p['garrison']}, conflict {p['conflict']}")
    dec = v["decision"]
    lines.append("game over: " + str(v["result"]) if dec is None else f"P{dec['seat']} decides: {dec['kind']}")
    return "\n".join(lines)


def encode_view(v: dict[str, Any], codec: ActionCodec, encoder: ObservationEncoder) -> dict[str, np.ndarray]:
    """{"observation", "action_mask"} for one seat's view; the mask is non-zero only for the
    deciding seat (its view alone carries the legal actions)."""
    dec = v.get("decision") or {}
    return {"observation": encoder.encode(v), "action_mask": codec.mask(dec.get("legal") or ())}


def raw_env(**kwargs: Any) -> LandsraadAEC:
    return LandsraadAEC(**kwargs)


def env(edition: str = "base", players: int = 4, opponents: Opponents = None, **kwargs: Any) -> AECEnv:
    """The PettingZoo AEC environment (with PettingZoo's order-enforcing wrapper)."""
    from pettingzoo.utils import wrappers

    e = LandsraadAEC(edition=edition, players=players, opponents=opponents, **kwargs)
    return wrappers.OrderEnforcingWrapper(e)
