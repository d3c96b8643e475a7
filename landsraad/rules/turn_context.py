"""The context of the current turn: declared fields instead of a free-form dict (issue 13).

`GameState.turn` holds what the rules remember during one player's turn — whose turn and what
kind, the space and card of the Agent turn, troops recruited and deployed, the flags Intrigue
cards set, the Reveal boxes still waiting — and, during combat, the Conflict's winner. Every
turn starts from an empty `Turn()`. A field at None is not set; in a save the turn is the
object of its set fields (and each Guild Bankers discount as a `discount:<card>` key), exactly
the dict that format 1 and 2 saves hold, so the shape of saves and the state hashes did not
change with this class.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from landsraad.core.errors import SaveError

DISCOUNT = "discount:"  # the save key of a discount: discount:<card id>


@dataclass(slots=True)
class Turn:
    # whose turn (a player's, or an automa seat's House Hagal turn)
    seat: int | None = None
    # "choose" (the turn decision: Agent turn or Reveal, Plots first), "agent", "reveal", "automa"
    kind: str | None = None
    # the board space and the card of this Agent turn
    space: str | None = None
    card: str | None = None
    # troops recruited this turn: they may be deployed at a Combat space (FAQ 2.1)
    recruited: int | None = None
    # troops deployed from the garrison this turn (the Baron's Masterstroke: rulings L3)
    deployed: int | None = None
    # the player did something this turn (Bindu Suspension: "before you do anything else")
    acted: bool | None = None
    # the player may pass instead of sending an Agent (Bindu Suspension)
    may_pass: bool | None = None
    # Dispatch an Envoy (any Faction icon this turn), Infiltrate (enemy Agents do not block)
    envoy: bool | None = None
    infiltrate: bool | None = None
    # Recruitment Mission: cards acquired in this Reveal turn may go on top of the deck
    acquire_top: bool | None = None
    # the parts of Reveal boxes waiting for the player: ((card, effect indices), ...)
    boxes: tuple[tuple[str, tuple[int, ...]], ...] | None = None
    # spice paid at Sell Melange: the Solari its effect gives (000 Vender melange)
    sold: int | None = None
    # the Conflict's winner (-1: nobody), from combat resolution to the end of combat
    winner: int | None = None
    # Guild Bankers: card -> Persuasion off its cost this turn (FAQ 2.4)
    discounts: dict[str, int] | None = None
    # Uprising: a Spy of this player was recalled this turn (002: the cards' "si has hecho
    # retornar un Espía en este turno", condition recalled_spy)
    spy_recalled: bool | None = None
    # Uprising: the resources gained and the cards acquired this turn, in order (the cards'
    # conditions gained_this_turn, acquired_this_turn)
    gained: tuple[str, ...] | None = None
    acquired: tuple[str, ...] | None = None
    # Uprising: the cards this player discarded from hand this turn (condition discarded)
    discarded: tuple[str, ...] | None = None
    # Uprising: the "if you discarded a <Faction> card" effects of this Agent turn that resolved with
    # the condition false, "<source>|<Faction>|<card>|<n>" (n: the effect's place among such effects
    # of that card's Agent box, depth first: the source's, or the grafted card Ghola copies); a card
    # of that Faction discarded later resolves them
    # (modules/uprising/later.py, docs/rulings.md U402)
    unmet: tuple[str, ...] | None = None
    # Uprising: the observation post of the Spy this player placed last this turn (spy_placed_on)
    spy_placed: str | None = None
    # Uprising (Sardaukar Coordination): the troops recruited this turn may be deployed even from
    # a board space that is not a Combat space
    deploy_recruits: bool | None = None
    # Immortality (003 icon "Combate"): this turn you may deploy as if your Agent were on a Combat space
    combat_space: bool | None = None
    # Immortality (003 ADSCRIPCIONES): the two cards grafted to send this turn's Agent (first, second),
    # set from the first choice of the graft on
    grafted: tuple[str, ...] | None = None
    # Immortality (Counterattack): the seats that played a Combat Intrigue card in this Conflict
    combat_intrigues: tuple[int, ...] | None = None
    # Uprising: the cards revealed in this Reveal turn (the hand, then cards drawn and revealed at
    # once), and the revealed cards whose Reveal box gave Swords, once per gain (the counters of
    # Sardaukar Coordination and Leadership: modules/uprising/counters.py)
    revealed: tuple[str, ...] | None = None
    sword_cards: tuple[str, ...] | None = None
    # Uprising: the units (troops from anywhere, sandworms) this player put into the Conflict this
    # turn, and the Distraction cards waiting for the third (modules/uprising/intrigue_rules.py)
    units_deployed: int | None = None
    distraction: int | None = None
    # CHOAM (Shaddam Corrino IV's Signet Ring, "Emperor of the Known Universe"): no unit may be
    # deployed to the Conflict for the rest of this turn (002 ACLARACIONES: at once)
    no_deploy: bool | None = None
    # CHOAM: the spice this player gained this turn from every source (Harvest contracts, 002)
    spice_gained: int | None = None

    def copy(self) -> Turn:
        # explicit fields (slotted, mypyc-compilable): GameState.clone calls it
        t = Turn.__new__(Turn)
        t.seat = self.seat
        t.kind = self.kind
        t.space = self.space
        t.card = self.card
        t.recruited = self.recruited
        t.deployed = self.deployed
        t.acted = self.acted
        t.may_pass = self.may_pass
        t.envoy = self.envoy
        t.infiltrate = self.infiltrate
        t.acquire_top = self.acquire_top
        t.boxes = self.boxes
        t.sold = self.sold
        t.winner = self.winner
        t.discounts = None if self.discounts is None else self.discounts.copy()
        t.spy_recalled = self.spy_recalled
        t.gained = self.gained
        t.acquired = self.acquired
        t.discarded = self.discarded
        t.unmet = self.unmet
        t.spy_placed = self.spy_placed
        t.deploy_recruits = self.deploy_recruits
        t.combat_space = self.combat_space
        t.grafted = self.grafted
        t.combat_intrigues = self.combat_intrigues
        t.revealed = self.revealed
        t.sword_cards = self.sword_cards
        t.units_deployed = self.units_deployed
        t.distraction = self.distraction
        t.no_deploy = self.no_deploy
        t.spice_gained = self.spice_gained
        return t

    def deploy_barred(self, seat: int) -> bool:
        """No unit of this seat may go to the Conflict now (CHOAM: Shaddam's Signet Ring)."""
        return bool(self.no_deploy) and self.seat == seat

    def of(self, seat: int, kind: str) -> bool:
        """This is `seat`'s turn of that kind."""
        return self.seat == seat and self.kind == kind

    def to_json(self) -> dict[str, Any]:
        """The set fields, as the save holds them (tuples become lists in GameState.to_json)."""
        d: dict[str, Any] = {}
        for name in TURN_FIELDS:
            v = getattr(self, name)
            if v is None:
                continue
            if name == "discounts":
                d.update({DISCOUNT + cid: n for cid, n in v.items()})
            else:
                d[name] = v
        return d

    @staticmethod
    def from_json(d: Any) -> Turn:
        """A turn from a save (lists already turned into tuples); SaveError on an unknown key."""
        if not isinstance(d, dict):
            raise SaveError("malformed save: turn is not an object")
        t = Turn()
        for k, v in d.items():
            if isinstance(k, str) and k.startswith(DISCOUNT):
                t.discounts = {**(t.discounts or {}), k[len(DISCOUNT):]: v}
            elif k in _SETTABLE:
                setattr(t, k, v)
            else:
                raise SaveError(f"malformed save: unknown turn field {str(k)[:30]!r}")
        return t


TURN_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Turn))


def turn_owners() -> dict[str, tuple[str, ...]]:
    """Each field of the turn classified (issue 27): the modules whose rules set it, as they declare
    it (`Module.turn_fields`: a field two products' rules both set is declared by both), or () for
    the core's (no module declares it); a game with none of its owners never sets it
    (tests/test_module_state.py). How a field reaches a seat: the whole turn is DECIDER
    (rules/hidden.py: the deciding seat sees it, the others an empty turn), so every field is too."""
    from landsraad.rules.ruleset import MODULES

    owners: dict[str, tuple[str, ...]] = dict.fromkeys(TURN_FIELDS, ())
    for m in MODULES.values():
        for name in m.turn_fields:
            owners[name] = (*owners[name], m.name)
    return owners


_SETTABLE = frozenset(TURN_FIELDS) - {"discounts"}
