"""The effect interpreter: one function per effect kind of the content vocabulary.

Each effect runs as an ("eff", seat, effect, source) frame. Effects that need a choice set
`state.pending`; their decision handlers push the follow-up frames. `source` names where the
effect came from ("card:<id>", "space:<id>", "conflict", "intrigue:<id>", ...): trash_self
and VP bookkeeping use it.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, NamedTuple

from landsraad.i18n import N_
from landsraad.rules.actions import Choose, Deploy, Discard, Give, PickFaction, Plain, Sell, TrashFrom
from landsraad.rules.events import Triggers
from landsraad.rules.influence import alliance_of, change_influence, influence_of
from landsraad.rules.marks import Costs, Effects, Name
from landsraad.rules.registry import Frame, decision, effect, op
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.story import (
    amount_ref,
    list_ref,
    log_gain,
    seat_ref,
    source_ref,
)
from landsraad.rules.zones import (
    acquire,
    add_vp,
    added,
    deploy,
    draw_cards,
    draw_intrigues,
    gain,
    log,
    pay,
    pick_from,
    recruit,
    set_control,
    take_mentat,
    take_swordmaster,
    trash_card,
    trash_targets,
)

Effect = tuple[Any, ...]


def push_effects(s: GameState, seat: int, effects: tuple[Effect, ...], source: str) -> None:
    """Queue effects so that the first one runs first."""
    # by length: most boxes hold one effect, many none (a base game: 0, 1, 2 effects ~ 22, 64,
    # 14 %), and the loop's iterator and per-effect lookups cost more than the effect's frame
    n = len(effects)
    if n == 1:
        s.stack.append(("eff", seat, effects[0], source))
    elif n:
        append = s.stack.append
        for e in reversed(effects):
            append(("eff", seat, e, source))


def waiting_effects(s: GameState, seat: int | None, source: str) -> list[Effect]:
    """The effects of `source` queued by `push_effects` and not run yet (bottom of the stack first),
    for `seat` (None: any seat): a module asks what of a card's box still waits, never reads frames."""
    return [f[2] for f in s.stack if f[0] == "eff" and f[3] == source and (seat is None or f[1] == seat)]


def drop_waiting_effects(s: GameState, seat: int, source: str, effects: Collection[Effect]) -> None:
    """Remove the effects of `source` among `effects` still queued for `seat` (a card trashed before
    its box resolved loses what still waits of it: FAQ 2.6). In place: the engine loop
    (rules/engine.py run) holds this very list while it runs frames."""
    s.stack[:] = [f for f in s.stack if not (f[0] == "eff" and f[1] == seat and f[3] == source and f[2] in effects)]


@op("eff")
def _run_effect(s: GameState, frame: Frame) -> None:
    _, seat, e, source = frame
    s.rules.effects[e[0]](s, seat, e, source)


def received_by(s: GameState, seat: int, e: Effect, src: str) -> int:
    """The seat whose things a cost, condition or counter `e` of `seat` reads (the ruleset's
    receiver: six players, a Commander's activated Ally's units); the seat itself without a receiver,
    or when the receiver names no seat."""
    receiver = s.rules.receiver
    if receiver is None:
        return seat
    to = receiver(s, seat, e, src)
    return seat if to is None else to


# ---- simple gains ------------------------------------------------------------------------

# Every gain is logged with its source when the game keeps a log (the log tells the story).

@effect("solari")
def _solari(s: GameState, seat: int, e: Effect, src: str) -> None:
    n = e[1]
    s.players[seat].solari += n  # gain, inlined (as in _persuasion)
    for fn in s.triggers.gain:  # event `gain`, as gain emits it
        fn(s, seat, "solari", n, src)
    if s.log is not None:
        log_gain(s, seat, "solari", n, src)


@effect("spice")
def _spice(s: GameState, seat: int, e: Effect, src: str) -> None:
    n = e[1]
    s.players[seat].spice += n  # gain, inlined (as in _persuasion)
    for fn in s.triggers.gain:  # event `gain`, as gain emits it
        fn(s, seat, "spice", n, src)
    if s.log is not None:
        log_gain(s, seat, "spice", n, src)


@effect("water")
def _water(s: GameState, seat: int, e: Effect, src: str) -> None:
    n = e[1]
    s.players[seat].water += n  # gain, inlined (as in _persuasion)
    for fn in s.triggers.gain:  # event `gain`, as gain emits it
        fn(s, seat, "water", n, src)
    if s.log is not None:
        log_gain(s, seat, "water", n, src)


@effect("vp")
def _vp(s: GameState, seat: int, e: Effect, src: str) -> None:
    add_vp(s, s.players[seat], src.split(":")[0] if src.startswith(("conflict", "intrigue")) else src, e[1])
    if s.log is not None:
        log_gain(s, seat, "vp", e[1], src)


@effect("persuasion")
def _persuasion(s: GameState, seat: int, e: Effect, src: str) -> None:
    # gain(s, seat, "persuasion", ...), inlined: most Reveal boxes give Persuasion (a call saved per box)
    n = e[1]
    s.players[seat].persuasion += n
    for fn in s.triggers.gain:  # event `gain`, as gain emits it
        fn(s, seat, "persuasion", n, src)
    if s.log is not None:
        log_gain(s, seat, "persuasion", e[1], src)


@effect("swords")
def _swords(s: GameState, seat: int, e: Effect, src: str) -> None:
    n = e[1]
    s.players[seat].swords += n  # gain, inlined (as in _persuasion)
    for fn in s.triggers.gain:  # event `gain`, as gain emits it
        fn(s, seat, "swords", n, src)
    if s.log is not None:
        log_gain(s, seat, "swords", n, src)


@effect("recruit")
def _recruit(s: GameState, seat: int, e: Effect, src: str) -> None:
    k = recruit(s, s.players[seat], e[1])
    if s.log is not None:
        if k == e[1]:
            log(s, N_("{seat} recruits {amount} ({source})"), seat=seat_ref(s, seat), amount=amount_ref("recruit", k),
                source=source_ref(s, src))
        else:
            log(s, N_("{seat} recruits {amount} of {wanted}: the supply is short ({source})"), seat=seat_ref(s, seat),
                amount=amount_ref("recruit", k), wanted=e[1], source=source_ref(s, src))


@effect("draw")
def _draw(s: GameState, seat: int, e: Effect, src: str) -> None:
    # drawn in your Reveal turn, they are revealed at once (rules/turns.py, a `draw` trigger)
    drawn = draw_cards(s, s.players[seat], e[1])
    if s.log is not None:
        # a card drawn stays hidden (its count is public); drawn in a Reveal turn it is revealed
        reveal = s.turn.of(seat, "reveal") and bool(drawn)
        if reveal:
            log(s, N_("{seat} draws {amount}: {cards}, revealed at once ({source})"), seat=seat_ref(s, seat),
                amount=amount_ref("draw", len(drawn)), cards=list_ref([("card", c) for c in drawn]),
                source=source_ref(s, src))
        else:
            log(s, N_("{seat} draws {amount} ({source})"), seat=seat_ref(s, seat), amount=amount_ref("draw", len(drawn)),
                source=source_ref(s, src))


@effect("intrigue")
def _intrigue(s: GameState, seat: int, e: Effect, src: str) -> None:
    got = draw_intrigues(s, s.players[seat], e[1])
    if s.log is not None:
        log(s, N_("{seat} draws {amount} ({source})"), seat=seat_ref(s, seat), amount=amount_ref("intrigue", got),
            source=source_ref(s, src))


@effect("harvest")
def _harvest(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 Minerando Especiaria: base spice plus all bonus spice accumulated on the space."""
    space = src.split(":", 1)[1]
    bonus = s.bonus_spice.get(space, 0)
    s.bonus_spice[space] = 0
    amount = e[1] + bonus
    # modifiers may push frames (Countess Ariana Thorvald's Spice Addict: 1 less and draw 1)
    for mod in s.triggers.harvest:
        amount = mod(s, seat, space, amount)
    gain(s, seat, "spice", max(0, amount), src)
    if s.log is not None:
        if bonus:
            log(s, N_("{seat} harvests {amount} at {space} ({bonus} of it bonus spice)"), seat=seat_ref(s, seat),
                amount=amount_ref("spice", max(0, amount)), space=("space", space), bonus=bonus)
        else:
            log(s, N_("{seat} harvests {amount} at {space}"), seat=seat_ref(s, seat),
                amount=amount_ref("spice", max(0, amount)), space=("space", space))


@effect("steal_intrigue")
def _steal(s: GameState, seat: int, e: Effect, src: str) -> None:
    """000 Secretos: each opponent with 4+ Intrigue cards gives you one at random."""
    n = len(s.players)
    for k in range(1, n):
        q = s.players[(seat + k) % n]
        if len(q.intrigues) >= 4:  # both hands are shared tuples (state.SHARED_ZONES)
            card, q.intrigues = pick_from(s, q.intrigues)
            s.players[seat].intrigues = added(s.players[seat].intrigues, card)
            log(s, N_("{seat} takes a random Intrigue card from {other}"), seat=seat_ref(s, seat), other=seat_ref(s, q.seat))


@effect("take_mentat")
def _take_mentat(s: GameState, seat: int, e: Effect, src: str) -> None:
    """000 Mentat: if the Mentat is on its space, take it; it is an extra Agent this round."""
    if s.mentat_holder == -1:
        take_mentat(s, s.players[seat])
        log(s, N_("{seat} takes the Mentat: an extra Agent this round"), seat=seat_ref(s, seat))
    else:
        log(s, N_("{seat} cannot take the Mentat: {other} has it"), seat=seat_ref(s, seat), other=seat_ref(s, s.mentat_holder))


@effect("mentat_reward")
def _mentat_reward(s: GameState, seat: int, e: Effect, src: str) -> None:
    """FAQ 2.4: the Mentat won in combat is taken at the start of the next round."""
    s.mentat_next = seat
    log(s, N_("{seat} will take the Mentat at the start of the next round"), seat=seat_ref(s, seat))


@effect("take_swordmaster")
def _swordmaster(s: GameState, seat: int, e: Effect, src: str) -> None:
    """000 Maestro de armas: a third Agent, usable this round too and for the rest of the game."""
    p = s.players[seat]
    take_swordmaster(s, p)
    log(s, N_("{seat} gains the Swordmaster: a third Agent"), seat=seat_ref(s, seat))


@effect("high_council_seat")
def _high_council(s: GameState, seat: int, e: Effect, src: str) -> None:
    """000 Alto Consejo: +2 persuasion in each of your later Reveal turns."""
    s.players[seat].high_council = True
    log(s, N_("{seat} takes a seat on the High Council"), seat=seat_ref(s, seat))


@effect("acquire_reserve")
def _acquire_reserve(s: GameState, seat: int, e: Effect, src: str) -> None:
    card = e[1]
    if s.reserve.get(card, 0) > 0:
        log(s, N_("{seat} acquires {card} ({source})"), seat=seat_ref(s, seat), card=("card", card),
            source=source_ref(s, src))
        acquire(s, seat, card, "reserve")


@effect("control")
def _control(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 Controle: place your marker on the space's flag, replacing an opponent's."""
    space = e[1]
    old = s.control.get(space, -1)
    if old == seat:
        return
    p = s.players[seat]
    if p.control_markers <= 0:
        log(s, N_("{seat} has no Control marker left for {space}"), seat=seat_ref(s, seat), space=("space", space))
        return
    set_control(s, space, seat)
    if old >= 0:
        log(s, N_("{seat} takes control of {space}, replacing {other}'s marker"), seat=seat_ref(s, seat),
            space=("space", space), other=seat_ref(s, old))
    else:
        log(s, N_("{seat} takes control of {space}"), seat=seat_ref(s, seat), space=("space", space))


@effect("signet")
def _signet(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 Líderes: the Signet Ring uses the leader's right ability; see modules/base/leaders.py."""
    leader = s.players[seat].leader
    effects = s.rules.effects
    if leader is not None and f"signet:{leader}" in effects:
        effects[f"signet:{leader}"](s, seat, e, src)


@effect("trash_self")
def _trash_self(s: GameState, seat: int, e: Effect, src: str) -> None:
    card = src.split(":", 1)[1]
    p = s.players[seat]
    if card in p.in_play:
        trash_card(s, p, "play", card)


@effect("if")
def _if(s: GameState, seat: int, e: Effect, src: str) -> None:
    if condition(s, seat, e[1], src):
        push_effects(s, seat, e[2], src)
    else:
        for fn in s.triggers.if_unmet:  # a condition that may still come true later in the turn (U402)
            fn(s, seat, e, src)


def condition(s: GameState, seat: int, cond: Effect, src: str) -> bool:
    if s.rules.receiver is not None:  # whose things it reads (six players: a Commander's Ally's units)
        seat = received_by(s, seat, cond, src)
    p = s.players[seat]
    kind = cond[0]
    if kind == "alliance":
        return alliance_of(s, seat, cond[1])
    if kind == "influence_at_least":
        return influence_of(s, seat, cond[1]) >= cond[2]
    if kind == "fremen_bond":
        # 004 Laço Fremen: another Fremen card in play (the source card itself does not count).
        cards = s.rules.content.cards
        me = src.split(":", 1)[1] if src.startswith("card:") else ""
        seen_self = False
        for c in p.in_play:
            if c == me and not seen_self:
                seen_self = True
                continue
            if "fremen" in cards[c].factions:  # two-faction cards count (Sietch Reverend Mother)
                return True
        return False
    if kind == "won_conflict":
        return s.turn.winner == seat
    if kind == "custom":
        return s.rules.conditions[cond[1]](s, seat, src)
    if kind in s.rules.conditions:  # a bare-word condition a rules module registered (Uprising: maker_hooks)
        return s.rules.conditions[kind](s, seat, src)
    rule = s.triggers.value_conditions.get(kind)  # a module's condition with a value (Uprising)
    if rule is not None:
        return rule(s, seat, cond, src)
    raise ValueError(f"unknown condition {kind}")


# ---- influence ---------------------------------------------------------------------------

@effect("influence")
def _influence(s: GameState, seat: int, e: Effect, src: str) -> None:
    _, faction, amount = e
    if faction != "any":
        change_influence(s, seat, faction, amount, src)
    else:
        s.pending = ("faction", seat, amount, (), src, 1)


@effect("influence_distinct")
def _influence_distinct(s: GameState, seat: int, e: Effect, src: str) -> None:
    _, count, amount, chosen = e
    s.pending = ("faction", seat, amount, tuple(chosen), src, count)


def _faction_legal(s: GameState, pend: Frame) -> list[str]:
    _, seat, amount, excluded, _src, _count = pend
    p = s.players[seat]
    out = []
    for i, f in enumerate(s.rules.factions):
        if f in excluded:
            continue
        if amount < 0 and p.influence[i] <= 0:
            continue  # FAQ 2.3 Shifting Allegiances: no losing Influence you do not have
        out.append(f"faction {f}")
    return out


class FactionChoice(NamedTuple):
    amount: int  # Influence gained (negative: lost, Shifting Allegiances)
    excluded: tuple[str, ...]  # Factions already chosen ("a different Faction")
    src: str
    factions: int  # how many different Factions are still to be chosen


@decision("faction", _faction_legal, payload=FactionChoice, forms=("faction",),
          prompt="Gain {amount} Influence with a Faction of your choice[ (not {excluded})][ ({src})].",
          explain="004 Influência: \"Escolha qualquer uma das quatro Facções\" (a different one for each, when several).")
def _faction_apply(s: GameState, pend: Frame, a: PickFaction) -> None:
    _, seat, amount, excluded, src, count = pend
    f = a.faction
    if count > 1:
        s.stack.append(("eff", seat, ("influence_distinct", count - 1, amount, tuple(excluded) + (f,)), src))
    change_influence(s, seat, f, amount)


def _alliance_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"give p{c}" for c in pend[3]]


@op("alliance_choice")
def _alliance_choice(s: GameState, frame: Frame) -> None:
    s.pending = frame


class AllianceTie(NamedTuple):
    faction: str
    tied: tuple[int, ...]  # the seats tied for the most Influence, one of which takes it


@decision("alliance_choice", _alliance_legal, payload=AllianceTie, forms=("give",),
          prompt="Tied for the {faction} Alliance: choose who gets it.",
          explain=("The Alliance holder lost Influence and several players are tied for the most "
                   "(4 or more): the player losing it chooses which of them takes it."))
def _alliance_apply(s: GameState, pend: Frame, a: Give) -> None:
    from landsraad.rules.influence import give_alliance

    give_alliance(s, s.rules.faction_index[pend[2]], a.seat)


# ---- optional costs ("→") ----------------------------------------------------------------

def can_pay(s: GameState, p: PlayerState, costs: tuple[Effect, ...], src: str) -> bool:
    receiver, payer = s.rules.receiver, p
    for c in costs:
        kind = c[0]
        if receiver is not None:  # who pays this cost (six players: a Commander's Ally retreats)
            p = s.players[received_by(s, payer.seat, c, src)]
        if kind == "pay":
            if getattr(p, c[1]) < c[2]:
                return False
        elif kind == "trash_self":
            if src.split(":", 1)[1] not in p.in_play:
                return False
        elif kind == "trash_card":
            if not (p.hand or p.discard or p.in_play):
                return False
        elif kind == "lose_influence":
            own = s.triggers.cost_kinds.get(kind)
            if own is not None:  # a module's own reading (six players: a Commander's personal track)
                if not own[0](s, p.seat, c, src):
                    return False
            elif c[1] == "any":
                if not any(p.influence):
                    return False
            elif p.influence[s.rules.faction_index[c[1]]] <= 0:
                return False
        else:  # a module's cost kind (Uprising: recall_spy); never silently free
            rule = s.triggers.cost_kinds.get(kind)
            if rule is None:
                raise ValueError(f"no rule for the cost {kind!r} ({src})")
            if not rule[0](s, p.seat, c, src):
                return False
    return True


@effect("may")
def _may(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 "→": you may pay the cost once to get the effect; never twice (FAQ 2.1).
    FAQ 2.1 (FAQ22 p.2): an Intrigue card's cost is not optional, so an arrow on an Intrigue
    (e.g. inside a chosen option of Demand Respect or Bypass Protocol) is paid without asking.
    An arrow whose every gain a module declares void now (`triggers.gain_void`: Tleilaxu Surgeon's
    Tleilaxu steps at the last Tleilaxu space) is not offered: paying would get nothing (RI-4, FAQ 2.4;
    docs/rulings.md I85)."""
    if _void(s, seat, e[2]):
        return
    if can_pay(s, s.players[seat], e[1], src):
        if src.startswith("intrigue:"):
            push_effects(s, seat, e[2], src)
            pay_costs(s, seat, e[1], src)
            return
        s.pending = ("may", seat, e, src)


def _void(s: GameState, seat: int, gains: tuple[Effect, ...]) -> bool:
    """Every gain would do nothing now (the kinds modules declare in `triggers.gain_void`)."""
    void = s.triggers.gain_void
    # read for the seat that would receive each gain (six players: a Commander's activated Ally's track)
    return bool(void) and bool(gains) and all(g[0] in void and void[g[0]](s, received_by(s, seat, g, "void"), g)
                                              for g in gains)


def _may_legal(s: GameState, pend: Frame) -> list[str]:
    return ["pay", "decline"]


class MayPay(NamedTuple):
    effect: tuple[Any, ...]  # ("may", costs, effects)
    src: str


@decision("may", _may_legal, payload=MayPay, forms=("pay", "decline"),
          prompt="You may {cost} → {gain}[ ({src})].",
          values=lambda p: {"cost": Costs(p.effect[1]), "gain": Effects(p.effect[2], " and ")},
          explain="004 \"→\": you may pay the cost once to get the effect (FAQ 2.1).")
def _may_apply(s: GameState, pend: Frame, a: Plain) -> None:
    _, seat, e, src = pend
    if a.word == "decline":
        if s.log is not None:
            log(s, N_("{seat} declines to pay ({source})"), seat=seat_ref(s, seat), source=source_ref(s, src))
        return
    push_effects(s, seat, e[2], src)
    pay_costs(s, seat, e[1], src)


def pay_costs(s: GameState, seat: int, costs: tuple[Effect, ...], src: str) -> None:
    """Pay costs now (resources, trash this card) or as the next frames (a chosen card to trash,
    Influence to lose), so they resolve before the effects already queued."""
    receiver, payer = s.rules.receiver, seat
    for c in reversed(costs):
        kind = c[0]
        if receiver is not None:  # who pays this cost (can_pay)
            seat = received_by(s, payer, c, src)
        p = s.players[seat]
        if kind == "pay":
            pay(s, seat, c[1], c[2], src)
            if s.log is not None:
                log(s, N_("{seat} pays {amount} ({source})"), seat=seat_ref(s, seat), amount=amount_ref(c[1], c[2]),
                    source=source_ref(s, src))
        elif kind == "trash_self":
            trash_card(s, p, "play", src.split(":", 1)[1])
        elif kind == "trash_card":
            s.stack.append(("trash_pick", seat, False, src))
        elif kind == "lose_influence":
            own = s.triggers.cost_kinds.get(kind)
            if own is not None:  # the module's reading (can_pay)
                own[1](s, seat, c, src)
            else:
                s.stack.append(("eff", seat, ("influence", c[1], -1), src))
        else:  # a module's cost kind (can_pay refused an unknown one)
            s.triggers.cost_kinds[kind][1](s, seat, c, src)


# ---- choose n of several options ---------------------------------------------------------

def _option_feasible(s: GameState, seat: int, option: tuple[Effect, ...], src: str) -> bool:
    """Whether a "choose" option can be done at all (FAQ 2.4 Test of Humanity: each opponent must
    pick an option they can do): an arrow it can pay, and the effect kinds card modules declare
    in `triggers.option_feasible`."""
    feasible = s.triggers.option_feasible
    for e in option:
        if e[0] == "may" and not can_pay(s, s.players[seat], e[1], src):
            return False
        check = feasible.get(e[0])  # for the seat that would receive it (six players: an activated Ally)
        if check is not None and not check(s, received_by(s, seat, e, src), e):
            return False
    return True


@effect("choose")
def _choose(s: GameState, seat: int, e: Effect, src: str) -> None:
    s.pending = ("choose", seat, e, src, ())


def _choose_legal(s: GameState, pend: Frame) -> list[str]:
    _, seat, e, src, chosen = pend
    return [f"choose {i + 1}" for i, opt in enumerate(e[2])
            if i not in chosen and _option_feasible(s, seat, opt, src)]


class ChooseOptions(NamedTuple):
    effect: tuple[Any, ...]  # ("choose", how many, options)
    src: str
    chosen: tuple[int, ...]  # options already chosen (0-based)


@decision("choose", _choose_legal, payload=ChooseOptions, forms=("choose",),
          prompt="Choose {count}[ ({src})][ (already chosen: {chosen_count})].",
          values=lambda p: {"count": p.effect[1], "chosen_count": len(p.chosen) or ""},
          explain="A card or space offers options: choose as many as it says, all before any resolves.")
def _choose_apply(s: GameState, pend: Frame, a: Choose) -> None:
    """[DES] "choose two": pick all options before resolving any."""
    _, seat, e, src, before = pend
    chosen: tuple[int, ...] = before + (a.option - 1,)  # typed: mypyc cannot loop over Any
    if len(chosen) < e[1]:
        s.pending = ("choose", seat, e, src, chosen)
        legal = _choose_legal(s, s.pending)
        if legal:
            return
        s.pending = None
    for i in reversed(sorted(chosen)):
        push_effects(s, seat, e[2][i], src)


# ---- trash, discard ----------------------------------------------------------------------

@effect("trash")
def _trash(s: GameState, seat: int, e: Effect, src: str) -> None:
    s.stack.append(("trash_pick", seat, e[1], src))


@op("trash_pick")
def _trash_pick(s: GameState, frame: Frame) -> None:
    if trash_targets(s.players[frame[1]]):
        s.pending = frame


def _trash_legal(s: GameState, pend: Frame) -> list[str]:
    out = [f"trash {t}" for t in trash_targets(s.players[pend[1]])]
    if pend[2]:
        out.append("decline")
    return out


class TrashPick(NamedTuple):
    optional: bool  # "you may trash a card" (decline offered)
    src: str


@decision("trash_pick", _trash_legal, payload=TrashPick, forms=("trash_zone", "decline"),
          prompt="Trash a card[ ({src})][{or_decline}].",
          values=lambda p: {"or_decline": Name("word", N_(" (or decline)") if p.optional else "")},
          explain="004 Exclua: a card from your hand, discard pile or in play leaves the game.")
def _trash_apply(s: GameState, pend: Frame, a: TrashFrom | Plain) -> None:
    if isinstance(a, Plain):  # decline
        return
    trash_card(s, s.players[pend[1]], a.zone, a.card)


@effect("discard")
def _discard(s: GameState, seat: int, e: Effect, src: str) -> None:
    """004 Descarte: from your hand, never an Intrigue card."""
    if e[1] > 0 and s.players[seat].hand:
        s.pending = ("discard", seat, e[1], src)


def _discard_legal(s: GameState, pend: Frame) -> list[str]:
    return [f"discard {c}" for c in sorted(set(s.players[pend[1]].hand))]


class DiscardCards(NamedTuple):
    cards: int
    src: str


@decision("discard", _discard_legal, payload=DiscardCards, forms=("discard",),
          prompt="Discard {cards} card(s)[ ({src})].",
          explain="004 Descarte: from your hand, never an Intrigue card.")
def _discard_apply(s: GameState, pend: Frame, a: Discard) -> None:
    _, seat, n, src = pend
    p = s.players[seat]
    card = a.card
    p.hand.remove(card)
    p.discard.append(card)  # the discard pile is face up: the card is public now
    if s.log is not None:
        log(s, N_("{seat} discards {card} ({source})"), seat=seat_ref(s, seat), card=("card", card),
            source=source_ref(s, src))
    if n > 1:
        s.stack.append(("eff", seat, ("discard", n - 1), src))
    for fn in s.triggers.discarded:  # pushed after: its frames run before the next discard
        fn(s, seat, card, src)


# ---- Sell Melange --------------------------------------------------------------------------

# The Sell Melange table (spice paid -> Solari) is the ruleset's: `s.rules.sell_melange`
# (rules/ruleset.py Table.sell_melange, FAQ "Printed values").


@op("sell_cost")
def _sell_cost(s: GameState, frame: Frame) -> None:
    """000 Vender melange, "Coste: de 2 a 5 de especia" (001 Продажа меланжи the same): the spice
    is the space's cost, chosen and paid when the Agent is placed, before any effect of the space
    or the card (004 Custos dos Espaços; docs/rulings.md R4)."""
    s.pending = ("sell", frame[1])


def _sell_legal(s: GameState, pend: Frame) -> list[str]:
    spice = s.players[pend[1]].spice
    return [f"sell {n}" for n in s.rules.sell_melange if n <= spice]


@decision("sell", _sell_legal, forms=("sell",),
          prompt=("Sell Melange: pay its cost now, 2/3/4/5 spice, for 6/8/10/12 Solari "
                  "(before any effect of the space or your card)."),
          explain="000 Vender melange: the spice is the space's cost, paid when the Agent is placed.")
def _sell_apply(s: GameState, pend: Frame, a: Sell) -> None:
    """Pay the chosen 2..5 spice; the Solari come with the space's effect (`sell_melange`).
    000: one exchange per visit ("No puedes realizar más de un intercambio en un mismo turno")."""
    n = a.spice
    p = s.players[pend[1]]
    pay(s, p.seat, "spice", n, "space:sell_melange")
    s.turn.sold = n
    if s.log is not None:
        log(s, N_("{seat} pays {amount} to sell melange"), seat=seat_ref(s, p.seat), amount=amount_ref("spice", n))


@effect("sell_melange")
def _sell(s: GameState, seat: int, e: Effect, src: str) -> None:
    """000 Vender melange: "Recibe la cantidad de solaris indicada según el coste que has pagado"."""
    n = s.turn.sold or 0
    table = s.rules.sell_melange
    if n in table:
        gain(s, seat, "solari", table[n], src)
        if s.log is not None:
            log(s, N_("{seat} gains {amount} for {price} ({source})"), seat=seat_ref(s, seat),
                amount=amount_ref("solari", table[n]), price=amount_ref("spice", n), source=source_ref(s, src))


# ---- troops ------------------------------------------------------------------------------

@effect("deploy_from_garrison")
def _deploy_from_garrison(s: GameState, seat: int, e: Effect, src: str) -> None:
    mx = min(e[1], s.players[seat].garrison)
    if mx > 0:
        s.pending = ("deploy", seat, mx)


# "deploy 0", "deploy 1" ...: made once per process (the deploy decision comes at about one decision
# in seven of a base game; a string made once keeps its hash for the grammar's lookup)
_DEPLOY: list[str] = ["deploy 0"]


def _deploy_legal(s: GameState, pend: Frame) -> list[str]:
    t = s.turn
    if t.no_deploy and t.seat == pend[1]:  # Turn.deploy_barred, inlined: CHOAM, Shaddam's Signet Ring (002)
        return ["deploy 0"]
    n = pend[2] + 1
    while len(_DEPLOY) < n:
        _DEPLOY.append(f"deploy {len(_DEPLOY)}")
    return _DEPLOY[:n]  # a new list: the caller may change it


class DeployUpTo(NamedTuple):
    most: int


@decision("deploy", _deploy_legal, payload=DeployUpTo, forms=("deploy",),
          prompt="Deploy up to {most} troop(s) from your garrison to the Conflict.",
          explain=("004 Enviando Tropas ao Conflito: at a Combat space, deploy troops recruited this turn "
                   "plus up to two from your garrison; some cards deploy from the garrison too."))
def _deploy_apply(s: GameState, pend: Frame, a: Deploy) -> None:
    seat = pend[1]
    k = min(a.troops, s.players[seat].garrison)
    if k > 0 and s.log is not None:  # logged before the `deploy` triggers (Masterstroke) log theirs
        log(s, N_("{seat} deploys {amount} to the Conflict"), seat=seat_ref(s, seat), amount=amount_ref("recruit", k))
    deploy(s, seat, k)


@effect("custom")
def _custom(s: GameState, seat: int, e: Effect, src: str) -> None:
    s.rules.effects[f"custom:{e[1]}"](s, seat, e, src)


# ---- a card's own boxes, as triggers -------------------------------------------------------

def _acquire_box(s: GameState, seat: int, cid: str, top: bool) -> None:
    """A card's "when you acquire" box (004 Adquirindo Cartas: e.g. +1 Influence) resolves next,
    wherever the card was acquired from and wherever it went."""
    push_effects(s, seat, s.rules.content.cards[cid].acquire, f"card:{cid}")


def _trash_box(s: GameState, seat: int, cid: str, zone: str) -> None:
    """"When this card is trashed" (Assassination Mission: 4 Solari, FAQ 2.4) resolves next,
    whatever trashed it (rules14: Poison Snooper trashing from the deck included)."""
    for e in reversed(s.rules.content.cards[cid].on_trash):
        s.stack.append(("eff", seat, e, f"card:{cid}"))


def leader_setup(s: GameState) -> None:
    """Leaders' setup effects (a leader card's `setup` box: 004 Preparação D, the base leaders'
    setup changes; 002's Staban Tuek), pushed so that they resolve before round 1, from the First
    Player clockwise (Rabban's resources; the Baron's token choice, FAQ22 p.1: "after setup")."""
    leaders = s.rules.content.leaders
    n = len(s.players)
    for k in reversed(range(n)):
        seat = (s.first_player + k) % n
        lid = s.players[seat].leader
        # solo Rivals use only their leader's Signet ability (House Hagal sheet, 000/001)
        if lid is not None and seat not in s.automa:
            push_effects(s, seat, leaders[lid].setup, f"leader:{lid}")


def register(t: Triggers) -> None:
    """The cards' own acquire and trash boxes: the first subscribers of those events; the leaders'
    setup boxes at the event `setup`."""
    t.on("acquire", _acquire_box)
    t.on("trash", _trash_box)
    t.on("setup", leader_setup)
