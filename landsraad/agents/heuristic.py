"""`heuristic` (levels easy, medium): a one-step evaluator.

For each legal action it samples a full state consistent with its view (`determinize`),
applies the action, and scores the result from its seat's point of view. Weights live here,
never in card data. `easy` samples once and adds noise; `medium` averages a few samples.

A product's own terms live in its folder (issue 27, "a product is one folder"), read through the
game's ruleset: its board's worth (`Module.worth`, `Ruleset.worths`), and its part for this agent
(`Module.interfaces["heuristic"]`: a Python module beside it, imported when a game of its rules is
first evaluated), which may define
  `REWARD_UNITS`: effect word -> the value of one unit of it in a reward (a Conflict's, a
      contract's), for the words its rules add (none may be the core's or another part's);
  `reward_factor(s, seat) -> float`: what a seat's expected Conflict reward is multiplied by;
  `terms(s, seat, value) -> Iterable[float]`: more of a seat's worth, each added in turn after the
      boards' worths (`value(effects)` is what a reward is worth in this game).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from landsraad.agents.base import legal_of
from landsraad.rules.hidden import determinize
from landsraad.rules.state import GameState
from landsraad.rules.zones import strength

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Ruleset

# value of one unit, in "points" where 1 VP = 10; high_council and swordmaster are per round left,
# garrison_late the part of a garrison troop's worth lost by the last round, conflict the weight of
# the expected Conflict reward (multi-player tables; solo tables use the tuned SOLO_EVAL below)
WEIGHTS = {"vp": 10.0, "solari": 0.9, "spice": 1.2, "water": 1.5, "intrigue": 2.2, "garrison": 1.1,
           "influence": 2.2, "near_alliance": 1.5, "card_cost": 0.55, "agent_use": 0.0,
           "high_council": 1.5, "swordmaster": 2.5, "garrison_late": 0.5, "conflict": 1.0}
REWARD_UNIT = {"vp": 10.0, "solari": 0.9, "spice": 1.2, "water": 1.5, "intrigue": 2.2, "recruit": 1.1,
               "draw": 1.2, "influence": 3.0, "control": 6.0, "mentat_reward": 3.0, "swords": 0.0}


def effects_value(effects: Any, units: Mapping[str, float] = REWARD_UNIT) -> float:
    """What a reward is worth, by `units` (the game's: `Evaluation.units`; a word without a unit: 0)."""
    total = 0.0
    for e in effects:
        k = e[0]
        if k in units and len(e) >= 2 and isinstance(e[1], int):
            total += units[k] * e[1]
        elif k == "influence":
            total += units["influence"] * abs(e[2])
        elif k == "influence_distinct":
            total += units["influence"] * e[1] * e[2]
        elif k == "control":
            total += units["control"]
        elif k == "choose":
            vals = sorted((effects_value(o, units) for o in e[2]), reverse=True)
            total += sum(vals[: e[1]])
        elif k in units:
            total += units[k]
    return total


@dataclass(frozen=True)
class Evaluation:
    """The terms the game's modules add to the evaluation (their "heuristic" parts, in module order)."""

    units: Mapping[str, float]  # REWARD_UNIT with the parts' REWARD_UNITS
    factors: tuple[Callable[[GameState, int], float], ...]  # their `reward_factor`s
    terms: tuple[Callable[[GameState, int, Callable[[Any], float]], Iterable[float]], ...]
    value: Callable[[Any], float]  # effects_value by `units`


# id(ruleset) -> (the ruleset, its Evaluation): rulesets are built once per combination and kept
# (rules/ruleset.py), and the ruleset is held here so that its id is never another's
_EVALUATIONS: dict[int, tuple[Ruleset, Evaluation]] = {}


def evaluation_of(rules: Ruleset) -> Evaluation:
    """The evaluation terms of a game's rules: its modules' "heuristic" parts. A reward word two
    parts (or a part and the core) both value is refused: whose unit counts would be a guess."""
    held = _EVALUATIONS.get(id(rules))
    if held is not None and held[0] is rules:
        return held[1]
    units = dict(REWARD_UNIT)
    factors, terms = [], []
    for m in rules.parts:
        if "heuristic" not in m.interfaces:
            continue
        part = import_module(m.interfaces["heuristic"])
        for word, unit in getattr(part, "REWARD_UNITS", {}).items():
            if word in units:
                raise ValueError(f"module {m.name!r}: the reward word {word!r} already has a unit in the heuristic")
            units[word] = float(unit)
        if hasattr(part, "reward_factor"):
            factors.append(part.reward_factor)
        if hasattr(part, "terms"):
            terms.append(part.terms)
    found = Evaluation(units, tuple(factors), tuple(terms), partial(effects_value, units=units))
    _EVALUATIONS[id(rules)] = (rules, found)
    return found


def conflict_value(s: GameState, seat: int) -> float:
    """Expected value of this seat's place in the current Conflict, before combat resolves.
    Unrevealed opponents are assumed to add a few swords."""
    if s.conflict is None or s.phase not in ("player_turns", "combat", "round_start"):
        return 0.0
    me = s.players[seat]
    if not me.conflict:
        return 0.0
    conflict = s.rules.content.conflicts[s.conflict]
    mine = strength(s, me) + (0 if me.revealed else 2)
    others = sorted((strength(s, p) + (0 if p.revealed or not p.conflict else 3)
                     for p in s.players if p.seat != seat), reverse=True)
    above = sum(1 for o in others if o > mine)
    tied = sum(1 for o in others if o == mine)
    # phases.placings: a tied group takes the next reward (tie for 2nd -> the 3rd, at any player
    # count); a lone 3rd place is rewarded only with four seats
    place = above + (1 if tied else 0)
    if place > 2 or (place == 2 and not tied and len(s.players) < 4):
        return 0.0
    ev = evaluation_of(s.rules)
    value = effects_value(conflict.rewards[place], ev.units)
    for factor in ev.factors:  # a module's units that change the rewards (Uprising's worms: 002)
        value *= factor(s, seat)
    return value * (0.6 if tied else 1.0)


def evaluate(s: GameState, seat: int, w: dict[str, float] = WEIGHTS, rounds_left: int | None = None) -> float:
    """`rounds_left`: the rounds the game has after this one (default: the Conflict deck's cards)."""
    p = s.players[seat]
    if s.is_terminal():
        return 1000.0 if s.winner == seat else 10.0 * p.vp
    content = s.rules.content
    if rounds_left is None:
        rounds_left = len(s.conflict_deck)
    late = 1.0 - rounds_left / 10.0
    v = w["vp"] * p.vp
    v += w["solari"] * p.solari + w["spice"] * p.spice + w["water"] * p.water
    v += w["intrigue"] * len(p.intrigues) + w["garrison"] * p.garrison * (1.0 - w["garrison_late"] * late)
    for f in range(len(s.rules.factions)):
        inf = p.influence[f]
        v += w["influence"] * min(inf, 4)
        holder = s.alliance[f]
        if holder != seat and inf >= 2:
            v += w["near_alliance"] * (inf - 1) / 3
    owned = [*p.deck, *p.deck_top, *p.hand, *p.in_play, *p.discard]
    v += w["card_cost"] * (1.0 - late) * sum(max(0, content.cards[c].cost) for c in owned)
    v += w["high_council"] * p.high_council * rounds_left + w["swordmaster"] * p.has_swordmaster * rounds_left
    v += w["conflict"] * conflict_value(s, seat)
    for worth in s.rules.worths:  # what each module's own board is worth (Module.worth)
        v += worth(s, seat, late, rounds_left)
    ev = evaluation_of(s.rules)
    for terms in ev.terms:  # the modules' other terms, each added in turn (their "heuristic" parts)
        for term in terms(s, seat, ev.value):
            v += term
    return v


# Solo (000/001 House Hagal sheet "Rivales"; 002 Rivals): the Rivals score VP only, from Conflicts,
# Faction tracks and the resources they trade for VP, and the player wins only by out-scoring both.
# Their worth is their VP and the VP they are about to take: their place in the current Conflict,
# Influence short of the 2-Influence VP, Influence towards (or holding) an Alliance, and resources
# towards the next trade (000 "Gasto de recursos", 002 "Compra de Puntos de Victoria": the automa's
# `vp_exchange`).
# The solo weights (SOLO_DEFAULTS, overridden by the tuned data file solo_weights.json): every key
# of WEIGHTS (the player's own economy, solo), then
# - the player's side of the race: what its VP on the Faction tracks are about to be, as the
#   Rivals' are (004 Influência: 1 VP at 2 Influence; Alianças: the first to 4 takes the Alliance
#   and its VP, and keeps it until passed). An Influence step short of the 2-Influence VP is worth
#   part of it (toward_vp); a step towards an Alliance the Rivals have not reached counts fully,
#   one they are level with or ahead on half (toward_alliance); an Alliance held is worth its margin
#   over the Rivals, who must pass it to take it (alliance_margin);
# - the Rivals' (rival_*): per Influence short of the 2-Influence VP, towards an Alliance, an
#   Alliance held, their expected Conflict reward, the part of a VP their resources have reached;
# - rival_relative: the weight of the leading Rival's worth against the player's own.
SOLO_DEFAULTS: dict[str, float] = {
    **WEIGHTS, "toward_vp": 4.0, "toward_alliance": 6.0, "alliance_margin": 2.0, "rival_relative": 0.8,
    "rival_toward_vp": 3.0, "rival_toward_alliance": 2.5, "rival_alliance": 4.0, "rival_conflict": 1.0,
    "rival_resources": 0.8}
SOLO_WEIGHTS_FILE = Path(__file__).with_name("solo_weights.json")


def _weights(path: Path, where: str, tuned: Any, base: dict[str, float]) -> dict[str, float]:
    if not isinstance(tuned, dict):
        raise ValueError(f"{path}: no {where} table")
    out = dict(base)
    for k, v in tuned.items():
        if k not in SOLO_DEFAULTS:
            raise ValueError(f"{path}: unknown solo weight {k!r}")
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not -1e6 < v < 1e6:
            raise ValueError(f"{path}: solo weight {k!r} must be a finite number, not {v!r}")
        out[k] = float(v)
    return out


def load_solo_tables(path: Path = SOLO_WEIGHTS_FILE) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """SOLO_DEFAULTS with the tuned values of `path` (its "weights"; how they were trained is in
    the same file), and the tables of the editions tuned apart ("editions": name -> the values that
    differ from "weights"). An unknown name or a value that is not a finite number is refused."""
    data = json.loads(path.read_text(encoding="utf-8"))
    common = _weights(path, '"weights"', data.get("weights") if isinstance(data, dict) else None, SOLO_DEFAULTS)
    editions = data.get("editions", {})
    if not isinstance(editions, dict):
        raise ValueError(f"{path}: \"editions\" is a table of edition names")
    return common, {str(e): _weights(path, f'"editions" {e!r}', v, common) for e, v in editions.items()}


def load_solo_weights(path: Path = SOLO_WEIGHTS_FILE) -> dict[str, float]:
    """The common solo table of `path` (`load_solo_tables`)."""
    return load_solo_tables(path)[0]


# the common table, and the editions' own (their economies differ: docs/agents.md, session 41)
SOLO_EVAL, SOLO_EDITIONS = load_solo_tables()


def rival_value(s: GameState, q: int, w: dict[str, float] = SOLO_EVAL) -> float:
    """A Rival's worth in VP points (1 VP = 10): what it has and what it is about to take."""
    p = s.players[q]
    v = WEIGHTS["vp"] * p.vp
    if s.is_terminal():
        return v
    for f in range(len(s.rules.factions)):
        inf = p.influence[f]
        if inf < 2:
            v += w["rival_toward_vp"] * inf
        elif s.alliance[f] == q:
            v += w["rival_alliance"]
        else:
            v += w["rival_toward_alliance"] * (inf - 1) / 3 * 2
    automa = s.rules.automa
    if automa is not None:  # part of the next VP each resource is traded for
        for res, n in automa.vp_exchange:
            have = len(p.intrigues) if res == "intrigues" else getattr(p, res)
            v += w["rival_resources"] * WEIGHTS["vp"] * have / n
    return v + w["rival_conflict"] * conflict_value(s, q)


def solo_value(s: GameState, seat: int, automa: tuple[int, ...], w: dict[str, float] = SOLO_EVAL,
               rounds_left: int | None = None) -> float:
    """The player's worth in the race against the Rivals: `evaluate` with the solo weights and its
    Faction-track VP paths (`rounds_left`: as `evaluate`'s)."""
    v = evaluate(s, seat, w, rounds_left)
    if s.is_terminal():
        return v
    for f, inf in enumerate(s.players[seat].influence):
        if inf < 2:
            v += w["toward_vp"] * inf
            continue
        best = max(s.players[q].influence[f] for q in automa)
        if s.alliance[f] == seat:
            v += w["alliance_margin"] * min(2, inf - best)
        else:
            v += w["toward_alliance"] * min(inf - 1, 3) / 3 * (1.0 if inf > best else 0.5)
    return v


def relative(s: GameState, seat: int) -> float:
    """My value minus the best opponent's: what matters is winning. Solo, the opponents are the
    Rivals (automa seats), valued by their VP paths (`rival_value`), and the player by its own
    (`solo_value`): the player must deny them as well as score."""
    automa = s.automa
    if automa and len(automa) == len(s.players) - 1 and seat not in automa:
        w = SOLO_EDITIONS.get(s.config.edition, SOLO_EVAL)
        return solo_value(s, seat, automa, w) - w["rival_relative"] * max(rival_value(s, q, w) for q in automa)
    mine = evaluate(s, seat)
    best = max(evaluate(s, q.seat) for q in s.players if q.seat != seat)
    return mine - 0.5 * best


# The race's clock (issue 31, solo tables): the game ends after the round in which a seat reaches
# 10 VP (000 "FASE 5: RETORNO"; a Rival's 10 VP too: "PARTIDAS EN SOLITARIO"), or after the last
# Conflict; solo, the Rivals reach 10 VP by
# round 7-8 (docs/agents.md, session 43), so the Conflict deck overstates the rounds the player has
# to turn resources, cards and seats into VP. `race_rounds_left` projects the leading Rival's VP at
# its pace so far (shrunk towards RIVAL_PACE VP a round while few rounds have been played) to the
# round it reaches END_VP. Ruling U781 (docs/rulings.md): the rulebook says when the game ends,
# not how an evaluation should guess it; this projection is ours.
END_VP = 10
RIVAL_PACE = 1.3  # VP a round: the leading Rival's mean, 10-11 VP by round 7-8 (docs/agents.md)
PACE_PRIOR_ROUNDS = 2.0  # the weight of RIVAL_PACE against the rounds played


def race_rounds_left(s: GameState, automa: tuple[int, ...]) -> int:
    """The rounds after this one before the leading Rival reaches END_VP at its pace (at most the
    Conflict deck's)."""
    deck = len(s.conflict_deck)
    lead = max(s.players[q].vp for q in automa)
    need = END_VP - lead
    if need <= 0:
        return 0
    played = max(0, s.round - 1)
    pace = (lead + RIVAL_PACE * PACE_PRIOR_ROUNDS) / (played + PACE_PRIOR_ROUNDS)
    return min(deck, max(0, math.ceil(need / pace) - 1))


def race_relative(s: GameState, seat: int) -> float:
    """`relative` at a solo table with the race's clock (`race_rounds_left`) instead of the
    Conflict deck's: resources and seats are worth what the rounds left can make of them."""
    automa = s.automa
    if not (automa and len(automa) == len(s.players) - 1 and seat not in automa) or s.is_terminal():
        return relative(s, seat)
    w = SOLO_EDITIONS.get(s.config.edition, SOLO_EVAL)
    mine = solo_value(s, seat, automa, w, race_rounds_left(s, automa))
    return mine - w["rival_relative"] * max(rival_value(s, q, w) for q in automa)


def one_step_scores(worlds: list[GameState], legal: list[str], seat: int,
                    value: Callable[[GameState, int], float] = relative) -> dict[str, float]:
    """Each action's mean `value` (`relative`) one step ahead, over sampled worlds (the heuristic's
    whole choice, and the search agent's prior)."""
    scores = dict.fromkeys(legal, 0.0)
    for world in worlds:
        for a in legal:
            s = world.clone()
            s.apply(a)
            scores[a] += value(s, seat)
    return {a: v / len(worlds) for a, v in scores.items()}


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0, level: str = "medium") -> None:
        if level not in ("easy", "medium"):
            raise ValueError(f"heuristic levels are easy and medium, not {level!r}")
        self.rng = random.Random(seed)
        self.level = level
        self.samples = 1 if level == "easy" else 2
        self.noise = 3.0 if level == "easy" else 0.0

    def act(self, view: dict[str, Any]) -> str:
        legal = legal_of(view)
        if len(legal) == 1:
            return legal[0]
        seat = int(view["seat"])
        worlds = [determinize(view["state"], self.rng) for _ in range(self.samples)]
        scores = one_step_scores(worlds, legal, seat)
        if self.noise:
            for a in legal:
                scores[a] += self.rng.gauss(0.0, self.noise)
        return max(legal, key=lambda a: scores[a])
