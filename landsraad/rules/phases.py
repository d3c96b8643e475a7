"""Setup and the round phases other than player turns: round start, combat, makers, recall,
endgame. Citations are to seed 004 (Portuguese base rules) unless noted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from landsraad.content import Content
from landsraad.content.loader import Effect
from landsraad.core import rng as _rng
from landsraad.core.errors import IllegalActionError
from landsraad.i18n import N_
from landsraad.rules.actions import Plain, PlayIntrigue
from landsraad.rules.effects import push_effects
from landsraad.rules.events import Triggers
from landsraad.rules.places import occupied
from landsraad.rules.points import BEFORE_FIRST_ROUND, COMBAT_REWARDS, push_point
from landsraad.rules.registry import Frame, check_handlers, decision, op
from landsraad.rules.ruleset import EDITIONS, SeatStart, ruleset_for
from landsraad.rules.state import GameConfig, GameState, PlayerState
from landsraad.rules.story import (
    PLACES,
    Ref,
    amount_ref,
    illegal,
    line_ref,
    list_ref,
    message_ref,
    reason,
    seat_ref,
    word_ref,
)
from landsraad.rules.turn_context import Turn
from landsraad.rules.turns import play_intrigue, playable_intrigues
from landsraad.rules.zones import (
    added,
    deploy,
    draw_cards,
    log,
    pick,
    rand_below,
    recall_round,
    refill_row,
    return_units,
    set_vp,
    strength,
    take_mentat,
    zone_add,
)

RANDOM_LEADER = "random"


def resolve_leaders(s: GameState, content: Content, seats: int | None = None) -> list[str | None]:
    """004 Preparação D: each player takes a leader, chosen or drawn at random (`"random"`: an
    unused leader, drawn with the state RNG after the chosen ones are set aside). Each leader is
    one card, so no two seats share one. 004 note: two leaders of one House are discouraged but
    allowed; with `allow_same_house=False` random draws avoid Houses already taken and an explicit
    pair of one House is refused (docs/rulings.md (leaders))."""
    cfg = s.config
    n = cfg.players if seats is None else seats
    if len(cfg.leaders) > n:
        raise IllegalActionError(f"{len(cfg.leaders)} leaders given for {n} seats")
    wanted = list(cfg.leaders) + [None] * (n - len(cfg.leaders))
    chosen: list[str] = [x for x in wanted if x is not None and x != RANDOM_LEADER]
    in_play = EDITIONS[s.config.edition] + s.config.modules  # the rules modules of this game
    for name in chosen:
        if name not in content.leaders:
            raise IllegalActionError(
                f"unknown leader {name!r}; one of {sorted(content.leaders)} or {RANDOM_LEADER!r}")
        module = content.leaders[name].module
        if module is not None and module not in in_play:  # 002 Preparación D: Shaddam only with CHOAM
            raise IllegalActionError(f"{content.leaders[name].name} is used only with the {module} module "
                                     f"(modules: {', '.join(s.config.modules) or 'none'})")
    if len(set(chosen)) != len(chosen):
        raise illegal(reason(N_("two seats cannot have the same leader (there is one card of each)")))
    houses = [content.leaders[name].house for name in chosen]
    if not cfg.allow_same_house and len(set(houses)) != len(houses):
        raise illegal(reason(N_("two leaders of the same House were chosen and allow_same_house is False "
                                "(004 Preparação note)")))
    out: list[str | None] = []
    # leaders an automa seat cannot be (the solo Rivals: not Paul Atreides or Helena Richese, 000/001
    # House Hagal sheet): its automa says (`Automa.excluded_leaders`)
    automa = s.rules.automa
    excluded = automa.excluded_leaders if automa is not None else ()
    for want in wanted:
        if want == RANDOM_LEADER:
            taken = set(chosen)
            taken_houses = {content.leaders[x].house for x in chosen}
            pool = [x for x in content.leaders
                    if x not in taken and (content.leaders[x].module is None or content.leaders[x].module in in_play) and (cfg.allow_same_house or content.leaders[x].house not in taken_houses)
                    and not (s.rules.seats[len(out)].automa and x in excluded)]
            if not pool:
                raise illegal(reason(N_("no unused leader is left to draw at random")))
            want = pool[rand_below(s, len(pool))]
            chosen.append(want)
        out.append(want)
    return out


def new_game(config: GameConfig | None = None, seed: int = 0, triggers: Triggers | None = None) -> GameState:
    """004 Preparação, with the ruleset's content, table numbers and seats (rules/ruleset.py):
    1- and 2-player base games add House Hagal seats (modules/base, modules/base/hagal.py).
    `triggers`: the rules' triggers and modifiers (rules/events.py; default: the base game's)."""
    from landsraad.rules import engine

    config = config or GameConfig()
    rules = ruleset_for(config)
    table = rules.table
    if not table.min_players <= config.players <= table.max_players:
        raise IllegalActionError(
            f"Dune: Imperium is for {table.min_players} to {table.max_players} players, not {config.players}")
    content = rules.content
    check_handlers(content)  # every effect and condition the data names has its rule
    players = [PlayerState(seat=i) for i in range(len(rules.seats))]
    s = GameState(config=config, seed=seed, rng=_rng.seed_state(seed), players=players)
    if triggers is not None:
        s.triggers = triggers
    s.log = [] if config.log else None
    no_influence = (0,) * len(rules.factions)  # one Influence track per Faction of the ruleset
    for p, seat_plan in zip(players, rules.seats, strict=True):
        p.deck = list(content.starter_deck)  # E: each player's 10-card starter deck
        p.influence = no_influence
        if seat_plan.start is not None:  # a seat the plan sets apart (seed 002, six players)
            _seat_start(p, seat_plan.start)
        start_vp = rules.start_vp_of(p.seat)
        if start_vp:
            set_vp(s, p, "start", start_vp)  # G2: in a 4-player game the score marker starts on 1
    s.alliance = (-1,) * len(rules.factions)
    # B: the Conflict deck by the ruleset's recipe; base: one level I on top of five level II on
    # top of four level III.
    by_level: dict[int, list[str]] = {}
    for c in content.conflicts.values():
        by_level.setdefault(c.level, []).extend([c.id] * c.copies)
    deck: list[str] = []
    for level, take in table.conflict_recipe:
        pool = list(by_level.get(level, ()))
        for _ in range(take):
            deck.append(pick(s, pool))  # unused cards go back to the box unseen
    s.conflict_deck = tuple(deck)  # top = last element
    s.intrigue_deck = tuple(content.intrigue_deck)  # C1
    s.imperium_deck = tuple(content.imperium_deck)  # C2
    refill_row(s)
    s.reserve = dict(content.reserve)  # C3
    leader_seats = [i for i, seat in enumerate(rules.seats) if seat.has_leader]  # House Hagal has none
    if len(config.leaders) < len(leader_seats) and any(rules.seats[i].automa for i in leader_seats):
        # solo: each Rival has a leader (House Hagal sheet); unspecified ones are drawn at random
        wanted = list(config.leaders) + [
            RANDOM_LEADER if rules.seats[i].automa else None for i in leader_seats[len(config.leaders):]]
        config = replace(config, leaders=tuple(wanted))
        s.config = config
    fixed = {i: seat.start.leader for i, seat in enumerate(rules.seats) if seat.start is not None and seat.start.leader}
    if fixed:  # seats whose leader the plan names (Seat.start): set before the others are drawn
        config = _fixed_leaders(config, leader_seats, fixed)
        s.config = config
    for seat, leader in zip(leader_seats, resolve_leaders(s, content, len(leader_seats)), strict=True):  # D
        players[seat].leader = leader
    for sid, space in content.spaces.items():
        if space.maker:
            s.bonus_spice[sid] = 0
    # H: first player at random among the players (or as configured; the automa may move it)
    humans = sum(1 for seat in rules.seats if not seat.automa)
    s.first_player = config.first_player if config.first_player is not None else rand_below(s, humans)
    s.automa = rules.automa_seats
    if rules.automa is not None:
        rules.automa.setup(s, content)
    s.stack.append(("round_start",))
    s.triggers = s.triggers.for_game(s)  # seats and leaders are set: leave out what cannot matter
    # what modules add before round 1 (rules/points.py): it runs after the frames pushed below
    push_point(s, BEFORE_FIRST_ROUND, -1)
    # event `setup`: after the first player is known and before round 1; its triggers push frames
    # that resolve before the first round starts (a leader card's setup box: effects.leader_setup)
    for fn in s.triggers.setup:
        fn(s)
    for step in rules.setup_steps:  # the modules' own setup steps, in module order
        step(s)
    s.phase = "round_start"
    engine.run(s)
    return s


def _fixed_leaders(config: GameConfig, leader_seats: list[int], fixed: dict[int, str]) -> GameConfig:
    """The config's leaders with the ones the seat plan names in place (`SeatStart.leader`); a
    seat the plan names a leader for may be left unset or random, or name that same leader."""
    wanted = list(config.leaders) + [None] * (len(leader_seats) - len(config.leaders))
    for seat, name in fixed.items():
        k = leader_seats.index(seat)
        if wanted[k] not in (None, RANDOM_LEADER, name):
            raise IllegalActionError(f"seat {seat}'s leader is {name} (the seat plan), not {wanted[k]}")
        wanted[k] = name
    return replace(config, leaders=tuple(wanted))


def _seat_start(p: PlayerState, start: SeatStart) -> None:
    """A seat's own start (`Seat.start`: seed 002 PREPARACIÓN E, G for six players: a Commander's
    starter deck, two arrow Agents, no troops); its start VP is `Ruleset.start_vp_of`."""
    if start.starter_deck is not None:
        p.deck = list(start.starter_deck)
    if start.agents is not None:
        p.agents_total = p.agents_left = start.agents
    if start.troops is not None:  # G5: three in the garrison, the rest in supply
        p.garrison = min(p.garrison, start.troops)
        p.supply = start.troops - p.garrison


# ---- Phase 1: round start ----------------------------------------------------------------

@op("round_start")
def _round_start(s: GameState, frame: Frame) -> None:
    """Fase 1: reveal the next Conflict card, then everyone draws five."""
    s.round += 1
    s.phase = "round_start"
    s.conflict = s.conflict_deck[-1]
    s.conflict_deck = s.conflict_deck[:-1]  # a shared tuple (state.SHARED_ZONES)
    conflict = s.rules.content.conflicts[s.conflict]
    log(s, N_("Round {round}: Conflict {conflict}"), round=s.round, conflict=("conflict", conflict.id))
    if s.mentat_next >= 0:  # FAQ 2.4: the Mentat won in combat is taken now
        take_mentat(s, s.players[s.mentat_next])
        s.mentat_next = -1
    if s.rules.automa is not None:
        s.rules.automa.round_start(s)
    s.stack.append(("draw_hands",))
    if conflict.control is not None and conflict.control in s.control:
        s.stack.append(("defend", s.control[conflict.control]))


@op("defend")
def _defend(s: GameState, frame: Frame) -> None:
    """004 Bônus de Controle: when a Conflict for a space you control is revealed, you may
    deploy one troop from your supply to the Conflict."""
    if s.players[frame[1]].supply > 0:
        s.pending = ("defend", frame[1])


def _defend_legal(s: GameState, pend: Frame) -> list[str]:
    return ["defend", "decline"]


@decision("defend", _defend_legal, forms=("defend", "decline"),
          prompt="A Conflict for a space you control: deploy 1 troop from your supply to defend it?",
          explain=("004 Bônus de Controle: when a Conflict for a space you control is revealed, you may "
                   "deploy one troop from your supply to the Conflict."))
def _defend_apply(s: GameState, pend: Frame, a: Plain) -> None:
    if a.word == "defend":
        p = s.players[pend[1]]
        deploy(s, p.seat, 1, "supply")
        log(s, N_("{seat} deploys a troop from the supply to defend a space it controls"), seat=seat_ref(s, p.seat))


@op("draw_hands")
def _draw_hands(s: GameState, frame: Frame) -> None:
    n = len(s.players)
    hand = s.rules.table.hand_size
    for k in range(n):
        draw_cards(s, s.players[(s.first_player + k) % n], hand)
    s.phase = "player_turns"
    s.active = (s.first_player - 1) % n
    s.stack.append(("next_turn",))


# ---- Phase 3: combat ---------------------------------------------------------------------

@op("combat_start")
def _combat_start(s: GameState, frame: Frame) -> None:
    s.phase = "combat"
    s.stack.append(("combat_ask", 0, 0))
    if s.rules.automa is not None:
        s.rules.automa.combat_start(s)  # House Hagal and Rivals add their swords first (modules/base/hagal.py)


def _ask_all(s: GameState, seat: int) -> bool:
    """Hotseat option: ask every human even with nothing playable (docs/rulings.md R7)."""
    return s.config.ask_all_intrigue_windows and seat not in s.automa


def _in_window(s: GameState, p: PlayerState) -> bool:
    """A seat takes turns in the Combat Intrigue window: a unit in the Conflict, or a module's rule
    gives it a voice there (`combat_voice`: six players' Commanders, seed 002)."""
    if p.conflict:
        return True
    voices = s.triggers.combat_voice  # none in most games: no generator made for `any`
    return bool(voices) and any(fn(s, p.seat) for fn in voices)


def _participants(s: GameState) -> int:
    n = 0
    voices = s.triggers.combat_voice
    for p in s.players:  # _in_window, inlined, in a loop (no generator): asked at every step of the window
        if p.conflict or (voices and any(fn(s, p.seat) for fn in voices)):
            n += 1
    return n


@op("combat_ask")
def _combat_ask(s: GameState, frame: Frame) -> None:
    """Fase 3, Cartas de Intriga de Combate: from the First Player clockwise, each player with a
    troop in the Conflict plays Combat Intrigues or passes; ends when all pass in a row.
    A player with no Combat Intrigue passes automatically (docs/rulings.md R7). A module may give a
    seat without units a voice (`combat_voice`) and run its step before a seat's turn
    (`combat_turn`: six players' Commander names the Ally he plays for, seed 002)."""
    _, offset, passes = frame
    n = len(s.players)
    while passes < _participants(s):
        seat = (s.first_player + offset) % n
        p = s.players[seat]
        if _in_window(s, p):
            if s.triggers.combat_turn:  # a module's step first (six players: the Ally a Commander acts for)
                depth = len(s.stack)
                for fn in s.triggers.combat_turn:
                    fn(s, seat, offset)
                if len(s.stack) > depth:  # its frames run, then this window asks again
                    s.stack.insert(depth, ("combat_ask", offset, passes))
                    return
            if (p.intrigues and playable_intrigues(s, p, ("combat",))) or _ask_all(s, seat):
                s.pending = ("combat", seat, offset, passes)
                return
            passes += 1
        offset += 1
    s.stack.append(("combat_resolve",))
    push_point(s, COMBAT_REWARDS, -1)  # what may still change the places (rules/points.py)


def _combat_legal(s: GameState, pend: Frame) -> list[str]:
    return playable_intrigues(s, s.players[pend[1]], ("combat",)) + ["pass"]


class CombatTurn(NamedTuple):
    offset: int  # whose turn to play a Combat Intrigue, from the First Player
    passes: int  # consecutive passes so far


@decision("combat", _combat_legal, payload=CombatTurn, forms=("play", "pass"), intrigue_window=True,
          prompt="Combat: play a Combat Intrigue, or pass.",
          explain=("004 Fase 3, Cartas de Intriga de Combate: from the First Player clockwise, play Combat "
                   "Intrigues or pass, until every player passes in a row (docs/rulings.md R7)."))
def _combat_apply(s: GameState, pend: Frame, a: PlayIntrigue | Plain) -> None:
    _, seat, offset, passes = pend
    if isinstance(a, Plain):  # pass
        s.stack.append(("combat_ask", offset + 1, passes + 1))
    else:
        # the same player may go on playing; a play breaks any run of passes
        s.stack.append(("combat_ask", offset, 0))
        play_intrigue(s, seat, a.intrigue, "combat")


def placings(s: GameState) -> list[tuple[tuple[int, ...], int, int, int]]:
    """The combat's places per 004 Resolver o Combate / Empates (000 and 001 the same) and FAQ 2.2:
    for each group of equal strength, in descending order: (seats in turn order from the First
    Player, strength, place reached (0 = 1st), reward index or -1 for none).

    A lone player takes the reward of the place reached; a tied group takes the next reward each:
    tie for 1st -> the 2nd reward (nobody wins), tie for 2nd -> the 3rd reward, tie for 3rd ->
    nothing. The tie rules have no player-count limit (004 Empates: "Quando os jogadores empatam
    pelo segundo lugar, cada um deles recebe a terceira recompensa"; 002: "Con 3 o menos jugadores,
    la tercera recompensa solo se utiliza en los desempates por la segunda posición"), so with
    fewer than four seats the 3rd reward goes only to players tied for 2nd; a lone 3rd place takes
    it "em uma partida com 4 jogadores (somente)". Strength 0 earns nothing. Within a group, turn
    order from the First Player (FAQ 2.2 [DES]). Seats, not players: House Hagal's and the Rivals'
    places count (docs/rulings.md R11, H11)."""
    n = len(s.players)
    table = s.rules.table
    last = table.conflict_rewards - 1  # index of the last reward (base: the 3rd)
    order = turn_order(s)
    strengths = {seat: strength(s, s.players[seat]) for seat in order}
    out: list[tuple[tuple[int, ...], int, int, int]] = []
    place = 0
    for lv in sorted({v for v in strengths.values() if v > 0}, reverse=True):
        tied = tuple(seat for seat in order if strengths[seat] == lv)
        for group in _split(s, tied):
            if len(group) == 1:
                idx = place if place < last or (place == last and n >= table.lone_last_reward_seats) else -1
            else:
                idx = place + 1 if place + 1 <= last else -1
            out.append((group, lv, place, idx))
            place += len(group)
    return out


def _split(s: GameState, tied: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """A tied group's places: whole (the tie rules), or as a module's rule splits it (`tie_split`:
    six players' Ally conceding, seed 002 "Empates entre Aliados"); each part then takes the place
    it reaches like any other group (a lone part its own place's reward)."""
    if len(tied) > 1:
        for fn in s.triggers.tie_split:
            parts = fn(s, tied)
            if parts is not None:
                return parts
    return (tied,)


def turn_order(s: GameState) -> list[int]:
    """The seats in turn order from the First Player (clockwise by seat), a seat that
    `follows_first_player` moved right after the First Player (docs/rulings.md U731)."""
    n = len(s.players)
    order = [(s.first_player + k) % n for k in range(n)]
    seats = s.rules.seats
    followers = [x for x in order if seats[x].follows_first_player]
    if not followers:
        return order
    rest = [x for x in order if not seats[x].follows_first_player]
    return rest[:1] + followers + rest[1:]


def reward_places(s: GameState) -> list[tuple[int, int]]:
    """(seat, reward index) pairs of the seats that take a reward (`placings`)."""
    return [(seat, idx) for group, _lv, _place, idx in placings(s) if idx >= 0 for seat in group]


def _ordinal(place: int) -> Ref:
    return word_ref(PLACES[place] if place < 3 else f"{place + 1}th")


def _log_combat(s: GameState, conflict: str, placed: list[tuple[tuple[int, ...], int, int, int]]) -> None:
    """Who took which reward and why: places, ties, strength 0, House Hagal (FAQ 2.2)."""
    seats = s.rules.seats
    log(s, N_("Combat for {conflict}: {strengths}"), conflict=("conflict", conflict),
        strengths=list_ref([line_ref(N_("{seat} strength {n}"), seat=seat_ref(s, p.seat), n=strength(s, p))
                            for p in s.players]))
    for group, lv, place, idx in placed:
        names = list_ref([seat_ref(s, seat) for seat in group], " and ")
        args: dict[str, Any] = {"seats": names, "place": _ordinal(place), "strength": lv}
        if idx >= 0:
            args["reward"] = word_ref(PLACES[idx])
        if len(group) > 1:
            if place == 0:
                msg = (N_("{seats} tie for {place} with strength {strength}: nobody wins the Conflict; "
                          "each takes the {reward} reward") if idx >= 0 else
                       N_("{seats} tie for {place} with strength {strength}: nobody wins the Conflict; no reward"))
            else:
                msg = (N_("{seats} tie for {place} with strength {strength}; each takes the {reward} reward")
                       if idx >= 0 else N_("{seats} tie for {place} with strength {strength}; no reward"))
            line = line_ref(msg, **args)
            if idx >= 0:
                for seat in group:
                    if not seats[seat].takes_rewards:
                        line = line_ref(N_("{line} ({seat} takes no rewards)"), line=line, seat=seat_ref(s, seat))
        else:
            line = line_ref(N_("{seats} wins the Conflict with strength {strength}") if place == 0
                            else N_("{seats} is {place} with strength {strength}"), **args)
            if idx >= 0 and not seats[group[0]].takes_rewards:
                # the automa playing the seat names itself (`Automa.word`: 001 two players, House
                # Hagal "takes no rewards"); a seat no automa plays, by its seat name
                automa = s.rules.automa
                who = message_ref(automa.word) if automa is not None and seats[group[0]].automa else seat_ref(s, group[0])
                line = line_ref(N_("{line}: the {reward} reward, but {automa} takes no rewards"), line=line,
                                reward=args["reward"], automa=who)
            elif idx >= 0:
                line = line_ref(N_("{line}: {reward} reward"), line=line, reward=args["reward"])
            elif place == 2:
                line = line_ref(N_("{line}: no reward (a lone 3rd place takes the 3rd reward only in 4-player games)"),
                                line=line)
            else:
                line = line_ref(N_("{line}: no reward"), line=line)
        log(s, line[1], **line[2])
    for p in s.players:  # 004: "Um jogador com 0 de força não recebe nenhuma recompensa"
        if strength(s, p) == 0:
            if p.swords > 0:
                log(s, N_("{seat} has {swords} but no troops in the Conflict: strength 0, no reward"),
                    seat=seat_ref(s, p.seat), swords=amount_ref("swords", p.swords))
            else:
                log(s, N_("{seat} has no troops in the Conflict: strength 0, no reward"), seat=seat_ref(s, p.seat))


@op("combat_resolve")
def _combat_resolve(s: GameState, frame: Frame) -> None:
    conflict = s.rules.content.conflicts[s.conflict or ""]
    placed = placings(s)
    places = [(seat, idx) for group, _lv, _place, idx in placed if idx >= 0 for seat in group]
    winner = next((seat for seat, idx in places if idx == 0), -1)
    s.turn = Turn(winner=winner)
    if s.log is not None:
        _log_combat(s, conflict.id, placed)
    s.stack.append(("after_combat",))
    automa = s.rules.automa
    seats = s.rules.seats
    if automa is not None:
        automa.combat_resolved(s, winner)
    if winner >= 0 and not seats[winner].takes_rewards:
        if automa is not None:
            automa.wins_conflict(s, winner)
    elif winner >= 0 and not seats[winner].automa:
        s.stack.append(("win_window", winner))
    doubling = [u.id for u in s.rules.table.units if u.doubles_rewards]
    for seat, idx in reversed(places):
        if seats[seat].takes_rewards:
            reward = conflict.rewards[idx]
            if doubling and any(s.players[seat].conflict.get(u) for u in doubling):
                reward = doubled(reward)
            push_effects(s, seat, reward, "conflict")


def doubled(reward: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """002 Recompensas duplicadas por gusanos de arena: the reward twice, never more (FAQ 2.6),
    except taking Control of a place ("no el tomar el control de un lugar"); each copy is its own
    effect, so a "→" cost may be paid twice and a doubled "+1 Influence" may go to two Factions.
    Battle icons are not effects of the reward (they are matched when the card is kept)."""
    return reward + tuple(e for e in reward if e[0] != "control")


@op("win_window")
def _win_window(s: GameState, frame: Frame) -> None:
    """Fase 3: "when you win a Conflict" Intrigues are played after winning, never on a tie."""
    if playable_intrigues(s, s.players[frame[1]], ("win",)) or _ask_all(s, frame[1]):
        s.pending = ("win", frame[1])


def _win_legal(s: GameState, pend: Frame) -> list[str]:
    return playable_intrigues(s, s.players[pend[1]], ("win",)) + ["pass"]


@decision("win", _win_legal, forms=("play", "pass"), intrigue_window=True,
          prompt="You won the Conflict: play a 'when you win' Intrigue, or pass.",
          explain="004 Fase 3: \"when you win a Conflict\" Intrigues are played after winning, never on a tie.")
def _win_apply(s: GameState, pend: Frame, a: PlayIntrigue | Plain) -> None:
    if isinstance(a, PlayIntrigue):
        s.stack.append(("win_window", pend[1]))
        play_intrigue(s, pend[1], a.intrigue, "win")


@op("after_combat")
def _after_combat(s: GameState, frame: Frame) -> None:
    """Fase 3 end: troops in the Conflict return to supply (not garrison); other units (Uprising's
    sandworms) leave the board; markers reset. The Conflict card is discarded (004 Fase 3) or,
    where the ruleset keeps it (`conflict_card_kept`; 002 Combate: "Después de recibir las
    recompensas, el vencedor del Conflicto pone la carta de Conflicto en su suministro"), goes to
    the winner's `conflicts` zone; with no winner (a tie for 1st, nobody in the Conflict) it is
    discarded (docs/rulings.md R21)."""
    winner = -1 if s.turn.winner is None else s.turn.winner
    return_units(s)
    for p in s.players:
        p.swords = 0
    s.turn = Turn()
    if s.conflict is not None:
        s.stack.append(("makers",))
        if s.rules.table.conflict_card_kept and winner >= 0:
            zone_add(s.players[winner], "conflicts", s.conflict)
            for fn in s.triggers.conflict_kept:  # may push frames: they run before Phase 4
                fn(s, winner, s.conflict)
        else:
            s.conflict_discard = added(s.conflict_discard, s.conflict)  # a shared tuple
        return
    s.stack.append(("makers",))


# ---- Phase 4 and 5 -----------------------------------------------------------------------

@op("makers")
def _makers(s: GameState, frame: Frame) -> None:
    """Fase 4: each Maker space without an Agent gains 1 bonus spice."""
    s.phase = "makers"
    for sid in s.bonus_spice:
        if not occupied(s, sid):
            s.bonus_spice[sid] += 1
    s.stack.append(("recall",))


@op("recall")
def _recall(s: GameState, frame: Frame) -> None:
    """Fase 5: endgame at 10+ VP or an empty Conflict deck; otherwise the Mentat returns,
    Agents are recalled and the First Player marker passes clockwise."""
    s.phase = "recall"
    if s.rules.automa is not None:
        s.rules.automa.recall(s)  # solo Rivals spend resources for VP whenever they can (000)
    end_vp = s.rules.end_vp  # the table's, or a module's by player count (rules/ruleset.py)
    non_scoring = _non_scoring(s)  # once, not once per player
    if any(p.vp >= end_vp for p in s.players if p.seat not in non_scoring) or not s.conflict_deck:
        s.phase = "endgame"
        s.stack.append(("finish",))
        for fn in s.triggers.endgame:  # frames pushed here run after the Endgame Intrigues
            fn(s)
        n = len(s.players)
        for k in reversed(range(n)):
            s.stack.append(("endgame_ask", (s.first_player + k) % n))
        return
    recall_round(s)
    for p in s.players:
        p.revealed = False
    # the marker passes clockwise to the next seat that may hold it (2 players: between the two
    # players, never to House Hagal: docs/rulings.md H10)
    seats = s.rules.seats
    n = len(seats)
    nxt = (s.first_player + 1) % n
    while not seats[nxt].holds_first_player:
        nxt = (nxt + 1) % n
    s.first_player = nxt
    s.stack.append(("round_start",))


@op("endgame_ask")
def _endgame_ask(s: GameState, frame: Frame) -> None:
    """Fim de Jogo: Endgame Intrigues first; order of play: docs/rulings.md R8."""
    if playable_intrigues(s, s.players[frame[1]], ("endgame",)) or _ask_all(s, frame[1]):
        s.pending = ("endgame", frame[1])


def _endgame_legal(s: GameState, pend: Frame) -> list[str]:
    return playable_intrigues(s, s.players[pend[1]], ("endgame",)) + ["pass"]


@decision("endgame", _endgame_legal, forms=("play", "pass"), intrigue_window=True,
          prompt="Endgame: play Endgame Intrigues, or pass.",
          explain="004 Fim de Jogo: Endgame Intrigues are played first (order of play: docs/rulings.md R8).")
def _endgame_apply(s: GameState, pend: Frame, a: PlayIntrigue | Plain) -> None:
    if isinstance(a, PlayIntrigue):
        s.stack.append(("endgame_ask", pend[1]))
        play_intrigue(s, pend[1], a.intrigue, "endgame")


def _key(s: GameState, p: PlayerState) -> tuple[int, ...]:
    # Fim de Jogo: VP, then spice, Solari, water, garrisoned troops; then FAQ25 p.2: the player
    # who most recently took a Reveal turn (the ruleset's `tiebreakers`).
    return tuple(getattr(p, attr) for _name, attr in s.rules.table.tiebreakers)


def _non_scoring(s: GameState) -> list[int]:
    """Seats that take no VP and cannot win: House Hagal in a 2-player game (001 two players)."""
    return [i for i, seat in enumerate(s.rules.seats) if not seat.scores]


def _team_key(s: GameState, seats: list[int]) -> tuple[int, ...]:
    """002 (6 jugadores, Desenlace): "el equipo con la mayor puntuación total combinada será
    declarado vencedor. En caso de empate, se aplican las reglas normales para romperlo combinando
    los recursos de cada equipo": each tie-breaker summed over the team, except the latest Reveal,
    which is the team's latest (docs/rulings.md R22)."""
    keys = [_key(s, s.players[seat]) for seat in seats]
    attrs = [attr for _name, attr in s.rules.table.tiebreakers]
    return tuple(max(k[i] for k in keys) if attr == "last_reveal" else sum(k[i] for k in keys)
                 for i, attr in enumerate(attrs))


@op("finish")
def _finish(s: GameState, frame: Frame) -> None:
    non_scoring = _non_scoring(s)  # once, not once per player
    scoring = [p for p in s.players if p.seat not in non_scoring]
    teams = s.rules.teams
    if teams:  # team games: teams ranked by their combined keys, players within a team by theirs
        team_keys = {t: _team_key(s, [x for x in seats if x not in non_scoring]) for t, seats in teams.items()}
        order = sorted(team_keys, key=lambda t: team_keys[t], reverse=True)
        rank = {t: i for i, t in enumerate(order)}
        ranked = sorted(scoring, key=lambda p: _key(s, p), reverse=True)
        # stable: keeps the order within a team; a seat outside every team ranks after them
        ranked.sort(key=lambda p: rank.get(s.rules.seats[p.seat].team, len(rank)))  # type: ignore[arg-type]
    else:
        ranked = sorted(scoring, key=lambda p: _key(s, p), reverse=True)
    # a seat that cannot win (Seat.can_win) ranks after those that can (stable: their order kept)
    ranked.sort(key=lambda p: not s.rules.seats[p.seat].can_win)
    s.ranking = tuple(p.seat for p in ranked)
    s.winner = ranked[0].seat
    if teams and len(order) > 1:
        a, b = team_keys[order[0]], team_keys[order[1]]
        names = [name for name, _attr in s.rules.table.tiebreakers]
        s.tiebreak = next((names[i] for i in range(len(a)) if a[i] != b[i]), "tied")
    elif len(ranked) > 1:
        a, b = _key(s, ranked[0]), _key(s, ranked[1])
        names = [name for name, _attr in s.rules.table.tiebreakers]
        # "tied" only arises in positions where nobody has revealed (tests); a real game always
        # separates players by their latest Reveal turn.
        s.tiebreak = next((names[i] for i in range(len(a)) if a[i] != b[i]), "tied")
    s.phase = "over"
    log(s, N_("Game over: {seat} wins (decided by {tiebreak})"), seat=seat_ref(s, s.winner), tiebreak=word_ref(s.tiebreak))
