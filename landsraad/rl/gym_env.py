"""Gymnasium single-agent wrapper: one learning seat; the other seats are played inside the
environment by named agents (`landsraad.agents.make_agent`). The reward is given once, at the end
of the game (landsraad/rl/aec.py `final_reward`); every other step gives 0.

Observation: the same `{"observation", "action_mask"}` dict as the AEC environment, or with
`flatten=True` just the float32 vector (the mask is then only in `action_masks()` and
`info["action_mask"]`). `action_masks()` is the hook sb3-contrib's MaskablePPO calls.

An action outside the mask raises IllegalActionError (`illegal_action="raise"`, the default) or,
with `illegal_action="random"`, is replaced by a uniformly random legal action (info
`illegal_action_replaced`): for unmasked algorithms and Gymnasium's env checker.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np

from landsraad.rl.aec import LandsraadAEC, RewardFn, agent_name


class LandsraadGym(gymnasium.Env):  # type: ignore[type-arg]
    metadata = {"render_modes": ["ansi"]}

    def __init__(self, edition: str = "base", players: int = 4, seat: int | str = "random",
                 opponents: str | Sequence[str] = "random", leaders: Sequence[str | None] | None = None,
                 reward: str | RewardFn = "win", flatten: bool = False, illegal_action: str = "raise",
                 render_mode: str | None = None, modules: Sequence[str] = (), preset: str | None = None,
                 pool: Any = None) -> None:
        super().__init__()
        if illegal_action not in ("raise", "random"):
            raise ValueError("illegal_action is 'raise' or 'random'")
        self.illegal_action = illegal_action
        if seat != "random" and not (isinstance(seat, int) and 0 <= seat < players):
            raise ValueError(f"seat is 'random' or 0..{players - 1}, got {seat!r}")
        if isinstance(opponents, str):
            others = [opponents] * (players - 1)
        else:
            others = list(opponents)
            if len(others) != players - 1:
                raise ValueError(f"opponents: one agent name or {players - 1} (the other seats in order)")
        self.seat_choice = seat
        self.players = players
        self.flatten = flatten
        self.render_mode = render_mode
        self._envs: dict[int, LandsraadAEC] = {}
        for s in (range(players) if seat == "random" else [int(seat)]):
            specs: list[str | None] = list(others)
            specs.insert(s, None)
            self._envs[s] = LandsraadAEC(edition=edition, players=players, opponents=specs,
                                         leaders=leaders, reward=reward, render_mode=render_mode,
                                         modules=modules, preset=preset, pool=pool)
        first = next(iter(self._envs.values()))
        self.codec = first.codec
        self.encoder = first.encoder
        dict_space = first.observation_space(first.possible_agents[0])
        self.observation_space = (dict_space["observation"] if flatten else dict_space)  # type: ignore[index]
        self.action_space = gymnasium.spaces.Discrete(self.codec.n)
        self.seat = next(iter(self._envs))
        self._last: dict[str, np.ndarray] | None = None

    @property
    def aec(self) -> LandsraadAEC:
        return self._envs[self.seat]

    def _obs(self) -> tuple[Any, dict[str, Any]]:
        o = self.aec.observe(agent_name(self.seat))
        self._last = o
        info: dict[str, Any] = {"seat": self.seat, "action_mask": o["action_mask"]}
        if "result" in self.aec.infos.get(agent_name(self.seat), {}):
            info["result"] = self.aec.infos[agent_name(self.seat)]["result"]
        return (o["observation"] if self.flatten else o), info

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        super().reset(seed=seed)
        if self.seat_choice == "random":
            self.seat = int(self.np_random.integers(self.players))
        self.aec.reset(seed=int(self.np_random.integers(2**31)))
        return self._obs()

    def step(self, action: int) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        e = self.aec
        me = agent_name(self.seat)
        action = int(action)
        illegal = self._last is not None and not (0 <= action < self.codec.n and self._last["action_mask"][action])
        if illegal and self.illegal_action == "random":
            action = int(self.np_random.choice(np.flatnonzero(self._last["action_mask"])))  # type: ignore[index]
        e.step(action)
        reward = float(e._cumulative_rewards.get(me, 0.0))
        terminated = bool(e.terminations.get(me, False))
        obs, info = self._obs()
        if illegal:
            info["illegal_action_replaced"] = True
        return obs, reward, terminated, False, info

    def action_masks(self) -> np.ndarray:
        """Boolean mask of the legal actions (sb3-contrib MaskablePPO)."""
        if self._last is None:
            raise RuntimeError("call reset() first")
        return self._last["action_mask"].astype(bool)

    def legal_actions(self) -> list[str]:
        """The legal actions in the engine's notation (for debugging and scripted agents)."""
        st = self.aec.state
        return [] if st is None else st.legal_actions()

    def render(self) -> str | None:  # type: ignore[override]
        return self.aec.render()

    def close(self) -> None:
        for e in self._envs.values():
            e.close()


def gym_env(edition: str = "base", players: int = 4, **kwargs: Any) -> LandsraadGym:
    return LandsraadGym(edition=edition, players=players, **kwargs)
