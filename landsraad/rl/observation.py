"""The observation encoding: a fixed-size float32 vector built ONLY from `landsraad.view(state,
seat)` — the redacted view that an agent at that seat is allowed to see (rules/view.py). Nothing
here reads the state, so hidden information (other hands, decks, Intrigues, the order of the
Imperium and Intrigue decks, another player's face-down Masterstroke) cannot leak: tests/test_rl.py
resamples it and checks the vector does not change.

The vector is a concatenation of named blocks (`ObservationEncoder.blocks`), each a fixed number
of features multiplied by a fixed scale. Seats are *relative*: player slot 0 is the observing
seat, slot 1 the next seat in turn order, ...; slots beyond the number of players stay zero.
Every value is >= 0. `OBS_VERSION` numbers the block layout; `layout_hash` fingerprints it with
the content vocabularies (cards, spaces, Intrigues, conflicts, leaders, decision kinds).
docs/rl.md documents the layout.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import Any

import numpy as np

from landsraad.rules.editions import ruleset_of

# 2: the products' blocks are their modules' ("<module>.<block>", after the core's); 3: the base
# game's House Hagal blocks too (modules/base/rl.py: "base.hagal_deck_size", "base.hagal_discard")
OBS_VERSION = 3

# solo difficulty levels (core/constants.py DIFFICULTIES)
DIFFICULTIES: tuple[str, ...] = ("mercenary", "sardaukar", "mentat", "kwisatz_haderach")
PHASES: tuple[str, ...] = ("setup", "round_start", "player_turns", "combat", "makers", "recall",
                           "endgame", "over")

# per-player scalars: (view key, scale); booleans are 0/1
PLAYER_SCALARS: tuple[tuple[str, float], ...] = (
    ("vp", 0.1), ("solari", 0.1), ("spice", 0.1), ("water", 0.2),
    ("supply", 1 / 12), ("garrison", 1 / 12), ("conflict", 1 / 12), ("strength", 0.05),
    ("swords", 0.1), ("persuasion", 0.1), ("agents_total", 1 / 3), ("agents_left", 1 / 3),
    ("has_mentat", 1.0), ("has_swordmaster", 1.0), ("high_council", 1.0),
    ("control_markers", 1 / 3), ("revealed", 1.0), ("hand_size", 0.1), ("deck_size", 0.05),
    ("intrigue_count", 0.2), ("masterstroke_face_down", 0.5),
)
# per-player public card zones (counts per card id)
PLAYER_ZONES: tuple[str, ...] = ("in_play", "discard", "trashed", "manipulated")


@dataclass(frozen=True)
class Block:
    name: str
    start: int
    size: int
    scale: float
    doc: str


class ObservationEncoder:
    def __init__(self, edition: str = "base", modules: tuple[str, ...] = ()) -> None:
        # sizes from the ruleset (edition and modules): seats (its largest table), Factions,
        # decision kinds, cards, spaces ... so a 6-seat or 5-Faction ruleset gets its own layout
        rules = ruleset_of(edition, tuple(modules))
        content = rules.content
        self.edition = edition
        self.modules = tuple(modules)
        self.seats = rules.table.max_players
        self.factions = rules.factions
        self.version = OBS_VERSION
        self.cards = tuple(sorted(content.cards))
        self.card_ix = {c: i for i, c in enumerate(self.cards)}
        self.spaces = tuple(content.space_order) or tuple(content.spaces)
        self.space_ix = {s: i for i, s in enumerate(self.spaces)}
        self.intrigues = tuple(sorted(content.intrigues))
        self.intrigue_ix = {c: i for i, c in enumerate(self.intrigues)}
        self.conflicts = tuple(sorted(content.conflicts))
        self.conflict_ix = {c: i for i, c in enumerate(self.conflicts)}
        self.leaders = tuple(sorted(content.leaders))
        self.leader_ix = {c: i for i, c in enumerate(self.leaders)}
        self.kinds = tuple(sorted(rules.decisions))
        self.kind_ix = {c: i for i, c in enumerate(self.kinds)}
        self.phase_ix = {c: i for i, c in enumerate(PHASES)}
        self.faction_ix = {f: i for i, f in enumerate(self.factions)}
        self.blocks: list[Block] = []
        self._at: dict[str, Block] = {}
        C, S, NI, F, R = len(self.cards), len(self.spaces), len(self.intrigues), len(self.factions), self.seats
        add = self._add
        add("num_players", R, 1.0, f"one-hot: number of players 1..{R}")
        add("round", 1, 0.1, "round number")
        add("phase", len(PHASES) + 1, 1.0, f"one-hot over {', '.join(PHASES)}, other")
        add("first_player", R, 1.0, "relative seat one-hot of the First Player")
        add("active", R, 1.0, "relative seat one-hot of the current/latest player turn (Phase 2)")
        add("decision_kind", len(self.kinds) + 1, 1.0, "one-hot: pending decision kind (sorted registry), other")
        add("decision_seat", R, 1.0, "relative seat one-hot of the seat the decision is about")
        add("decider", R, 1.0, "relative seat one-hot of the seat that chooses (differs for an automa seat)")
        add("automa", R, 1.0, "relative seats played by an automa (the seat plan's: 2-player and solo games)")
        add("difficulty", len(DIFFICULTIES), 1.0, f"solo: one-hot over {', '.join(DIFFICULTIES)}")
        add("conflict", len(self.conflicts), 1.0, "one-hot: the Conflict card in play (sorted ids)")
        add("conflict_deck_levels", 3, 0.2, "face-down Conflict deck: cards of level I, II, III")
        add("conflict_next_level", 3, 1.0, "one-hot: level of the next Conflict card (top of deck)")
        add("conflict_discard", len(self.conflicts), 1.0, "Conflict cards already resolved (counts)")
        add("occupant", S * R, 1.0, "per board space (board order): relative seat one-hot of the Agent there")
        add("extra_agents", S * R, 1.0, "per board space: relative seats with a further Agent there (Infiltrate)")
        add("bonus_spice", S, 0.2, "per board space: bonus spice on it")
        add("control", S * R, 1.0, "per board space: relative seat one-hot of its Control marker")
        add("used_once", S * R, 1.0, "per board space: relative seats that used a once-per-game space")
        add("alliance", F * R, 1.0, f"per Faction ({', '.join(self.factions)}): relative seat one-hot of the Alliance")
        add("influence", R * F, 1 / 6, "per relative seat, per Faction: Influence")
        add("mentat", R + 1, 1.0, "relative seat one-hot of the Mentat holder; last = on its board space")
        add("mentat_next", R, 1.0, "relative seat one-hot: Mentat won, taken next round")
        add("imperium_row", C, 1.0, "Imperium Row: copies per card (sorted card ids)")
        add("imperium_deck_size", 1, 0.02, "cards left in the Imperium deck")
        add("reserve", C, 0.1, "Reserve: copies left per card")
        add("intrigue_deck_size", 1, 0.05, "cards left in the Intrigue deck")
        add("intrigue_discard", NI, 1.0, "Intrigue discard pile: copies per Intrigue (sorted ids)")
        for k in range(R):
            p = f"p{k}."
            who = "the observing seat" if k == 0 else f"the seat {k} after the observing seat"
            add(p + "present", 1, 1.0, f"1 if {who} exists")
            add(p + "leader", len(self.leaders) + 1, 1.0, "one-hot leader (sorted ids), last = none")
            for key, scale in PLAYER_SCALARS:
                add(p + key, 1, scale, key)
            add(p + "masterstroke", F, 1.0, "Masterstroke Factions known to the observer "
                "(own always; others' once revealed)")
            for z in PLAYER_ZONES:
                add(p + z, C, 1.0, f"{z}: copies per card")
        add("own.hand", C, 1.0, "own hand: copies per card")
        add("own.deck", C, 1.0, "own deck composition: copies per card (no order)")
        add("own.deck_top", C, 1.0, "cards own seat has seen on top of its deck: copies per card")
        add("own.deck_top_next", C, 1.0, "one-hot: the known top card of own deck")
        add("own.intrigues", NI, 1.0, "own Intrigue cards: copies per Intrigue")
        # the modules' own blocks (Module.interfaces["rl"]: a Python module with `blocks(rules) ->
        # [(name, size, scale, doc)]` and `encode(v, rel, put)` — or `encoder(rules)` returning that
        # function, for a part that lays out indices from the ruleset — and optionally
        # `vocabulary(rules)`, the ids its blocks index, for the layout hash), named
        # "<module>.<block>", after the rest, in the ruleset's module order
        self._parts: list[tuple[str, Any, dict[str, tuple[int, int, float]]]] = []
        part_vocab: list[str] = []
        for m in rules.parts:
            if "rl" in m.interfaces:
                part = import_module(m.interfaces["rl"])
                for name, size, scale, doc in part.blocks(rules):
                    add(f"{m.name}.{name}", size, scale, doc)
                encode = part.encoder(rules) if hasattr(part, "encoder") else part.encode
                own = {b.name[len(m.name) + 1:]: (b.start, b.size, b.scale) for b in self.blocks
                       if b.name.startswith(f"{m.name}.")}  # its blocks by their own names
                self._parts.append((m.name, encode, own))
                if hasattr(part, "vocabulary"):
                    part_vocab += [m.name, *part.vocabulary(rules)]
        self.size = sum(b.size for b in self.blocks)
        # per relative player slot: absolute positions (the scales of zone/flag blocks are 1)
        self._slots: list[dict[str, Any]] = []
        for k in range(R):
            p = f"p{k}."
            self._slots.append({
                "present": self._at[p + "present"].start,
                "leader": self._at[p + "leader"].start,
                "masterstroke": self._at[p + "masterstroke"].start,
                "scalars": [(key, self._at[p + key].start, self._at[p + key].scale) for key, _ in PLAYER_SCALARS],
                "zones": [(z, self._at[p + z].start) for z in PLAYER_ZONES],
            })
        vocab = "|".join([str(OBS_VERSION), *self.cards, *self.spaces, *self.intrigues, *self.conflicts,
                          *self.leaders, *self.kinds, *PHASES, *DIFFICULTIES, *part_vocab,
                          *(f"{b.name}:{b.size}:{b.scale}" for b in self.blocks)])
        self.layout_hash = hashlib.sha256(vocab.encode()).hexdigest()[:16]

    def _add(self, name: str, size: int, scale: float, doc: str) -> None:
        start = self.blocks[-1].start + self.blocks[-1].size if self.blocks else 0
        b = Block(name, start, size, scale, doc)
        self.blocks.append(b)
        self._at[name] = b

    @property
    def tag(self) -> str:
        return f"v{self.version}-{self.layout_hash}"

    def block(self, name: str) -> Block:
        return self._at[name]

    def encode(self, v: dict[str, Any]) -> np.ndarray:
        """The vector for `v = landsraad.view(state, seat)` (seat >= 0)."""
        me = int(v["seat"])
        if me < 0:
            raise ValueError("observations are built from a seat's view, not a spectator's")
        players = v["players"]
        n = len(players)
        out = np.zeros(self.size, dtype=np.float32)
        at = self._at
        card_ix = self.card_ix

        def rel(seat: int | None) -> int:
            return -1 if seat is None or seat < 0 else (seat - me) % n

        def put(name: str, i: int = 0, value: float = 1.0) -> None:
            b = at[name]
            out[b.start + i] += value * b.scale

        def put_rel(name: str, seat: int | None, offset: int = 0) -> None:
            r = rel(seat)
            if r >= 0:
                put(name, offset + r)

        def counts(name: str, items: Any, ix: dict[str, int]) -> None:
            b = at[name]
            for c in items:
                out[b.start + ix[c]] += b.scale

        put("num_players", min(int(v.get("players_count", n)), self.seats) - 1)
        put("round", 0, v["round"])
        put("phase", self.phase_ix.get(v["phase"], len(PHASES)))
        put_rel("first_player", v["first_player"])
        put_rel("active", v["active"])
        dec = v["decision"]
        if dec is not None:
            put("decision_kind", self.kind_ix.get(dec["kind"], len(self.kinds)))
            put_rel("decision_seat", dec["seat"])
            put_rel("decider", dec.get("decider", dec["seat"]))
        for seat in v.get("automa") or ():
            put_rel("automa", seat)
        if v.get("difficulty") in DIFFICULTIES:
            put("difficulty", DIFFICULTIES.index(v["difficulty"]))
        if v["conflict"] is not None:
            put("conflict", self.conflict_ix[v["conflict"]])
        levels = v["conflict_deck_levels"]
        for lv in levels:
            put("conflict_deck_levels", lv - 1)
        if levels:
            put("conflict_next_level", levels[-1] - 1)
        counts("conflict_discard", v["conflict_discard"], self.conflict_ix)
        R = self.seats
        for sid, seats in v["agents"].items():  # the first Agent, then the further ones (Infiltrate)
            put_rel("occupant", seats[0], self.space_ix[sid] * R)
            for seat in seats[1:]:
                put_rel("extra_agents", seat, self.space_ix[sid] * R)
        for sid, k in v["bonus_spice"].items():
            put("bonus_spice", self.space_ix[sid], k)
        for sid, seat in v["control"].items():
            put_rel("control", seat, self.space_ix[sid] * R)
        for sid, seats in v["used_once"].items():
            for seat in seats:
                put_rel("used_once", seat, self.space_ix[sid] * R)
        for f, seat in v["alliance"].items():
            put_rel("alliance", seat, self.faction_ix[f] * R)
        if v["mentat_holder"] is None or v["mentat_holder"] < 0:
            put("mentat", R)
        else:
            put_rel("mentat", v["mentat_holder"])
        put_rel("mentat_next", v["mentat_next"])
        counts("imperium_row", v["imperium_row"], self.card_ix)
        put("imperium_deck_size", 0, v["imperium_deck_size"])
        for c, k in v["reserve"].items():
            put("reserve", self.card_ix[c], k)
        put("intrigue_deck_size", 0, v["intrigue_deck_size"])
        counts("intrigue_discard", v["intrigue_discard"], self.intrigue_ix)
        nf = len(self.factions)
        infl = at["influence"]
        for pv in players:
            r = rel(pv["seat"])
            slot = self._slots[r]
            out[slot["present"]] = 1.0
            leader = pv.get("leader")
            out[slot["leader"] + self.leader_ix.get(leader or "", len(self.leaders))] = 1.0
            for key, pos, scale in slot["scalars"]:
                out[pos] = float(pv[key]) * scale
            for f, k in pv["influence"].items():
                out[infl.start + r * nf + self.faction_ix[f]] = k * infl.scale
            for f in pv.get("masterstroke") or ():
                out[slot["masterstroke"] + self.faction_ix[f]] += 1.0
            for z, pos in slot["zones"]:
                for c in pv.get(z) or ():
                    out[pos + card_ix[c]] += 1.0
            if pv["seat"] == me:
                counts("own.hand", pv["hand"], card_ix)
                for c, k in pv["deck"].items():
                    put("own.deck", card_ix[c], k)
                top = pv.get("deck_top") or []
                counts("own.deck_top", top, card_ix)
                if top:
                    put("own.deck_top_next", card_ix[top[-1]])
                counts("own.intrigues", pv["intrigues"], self.intrigue_ix)
        for module, part, own in self._parts:  # a module's block reads its part of the view only
            def put_own(name: str, i: int = 0, value: float = 1.0, _m: str = module,
                        _own: dict[str, tuple[int, int, float]] = own) -> None:
                start, size, scale = _own[name]
                if not 0 <= i < size:
                    raise ValueError(f"observation block {_m}.{name}: index {i} outside its {size} features")
                out[start + i] += value * scale

            part(v, rel, put_own)
        return out

    def describe(self) -> list[dict[str, Any]]:
        return [{"block": b.name, "start": b.start, "size": b.size, "scale": b.scale, "doc": b.doc}
                for b in self.blocks]


@cache
def observation_encoder(edition: str = "base", modules: tuple[str, ...] = ()) -> ObservationEncoder:
    return ObservationEncoder(edition, tuple(modules))
