"""Reinforcement-learning interfaces (issue 9): a PettingZoo AEC environment, a Gymnasium
single-agent wrapper, a fixed versioned action codec and observation encoding (docs/rl.md).

Needs the optional extra: `pip install -e '.[rl]'` (numpy, gymnasium, pettingzoo).

    import landsraad.rl
    e = landsraad.rl.env(players=4)                         # PettingZoo AEC, agents player_0..3
    g = landsraad.rl.gym_env(players=4, opponents="random")  # Gymnasium, one learning seat
"""

from __future__ import annotations

try:
    import gymnasium  # noqa: F401
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as e:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        f"landsraad.rl needs the optional 'rl' extra ({e.name} is missing): pip install -e '.[rl]'") from e

from landsraad.rl.aec import LandsraadAEC, encode_view, env, final_reward, raw_env
from landsraad.rl.codec import CODEC_VERSION, ActionCodec, UnknownActionError, action_codec
from landsraad.rl.gym_env import LandsraadGym, gym_env
from landsraad.rl.observation import OBS_VERSION, ObservationEncoder, observation_encoder

__all__ = [
    "CODEC_VERSION", "OBS_VERSION", "ActionCodec", "LandsraadAEC", "LandsraadGym", "ObservationEncoder",
    "UnknownActionError", "action_codec", "encode_view", "env", "final_reward", "gym_env",
    "observation_encoder", "raw_env",
]
