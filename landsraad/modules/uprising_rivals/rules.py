"""The Rivals of Uprising's solo game (seed 002, Rivals supplement): setup, Agent turns, combat,
spending and Schemes, as the automa of the `uprising_rivals` module (an `Automa`: rules/ruleset.py).

Sources, section by section of 002 "RIVALES — PARTIDAS EN SOLITARIO Y DE DOS JUGADORES":
- PREPARACIÓN: two Rival cards (solo), three troops in the garrison (none at Mercenario), two
  Agents, the Swordmaster beside the board, three Spies, 1 water; the House Hagal deck without
  the "2J" Reshuffle card; one Objective each, dealt as in a multiplayer game.
- TURNOS DE AGENTE DE RIVALES: reveal until a card sends the Agent to an empty space; only the
  card's icons count; up to two garrison troops deployed at a Combat space; the three Place Spy
  cards; the two-space cards; the 2-Influence bonuses.
- CASILLAS DE HACEDOR Y LLAMAR GUSANOS DE ARENA: the bonus spice always, then worms with Maker
  Hooks, else the space's spice.
- USO DE RECURSOS DE LOS RIVALES / Compra de Puntos de Victoria: the Swordmaster first, at its
  value, paid Solari, spice, Intrigues, water; then 1 VP per 7 Solari, 7 spice, 3 Intrigues, 3 water.
- COMBATE: one card's swords; rewards as players (worms double them); Influence choices to the
  lowest Faction, ties by the Rival's priority; a VP on offer always taken; contracts are 2 Solari.
- ARDIDES: the third Spy recalls the other two and fires the Scheme.
Every choice the seed leaves to the player stays a decision of the seat that decides for the
Rival (`Seat.decided_by`); what the seed settles (priority, lowest Faction, "al azar") is applied.
Rulings: docs/rulings.md U719 onwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.i18n import N_
from landsraad.modules.uprising import state as upr
from landsraad.modules.uprising.makers import has_hooks, protected
from landsraad.modules.uprising.spies import SPY_EVENT, place_spy, recall_spy, spies_in_supply
from landsraad.modules.uprising_rivals import extensions
from landsraad.modules.uprising_rivals.data import RivalCard, RivalHagalCard, rivals_data
from landsraad.modules.uprising_rivals.options import FIRST_GAME, rival_pool
from landsraad.modules.uprising_rivals.options import chosen as chosen_cards
from landsraad.modules.uprising_rivals.state import HAGAL_DECK, HAGAL_DISCARD, HAGAL_TURN, RIVAL_CARDS
from landsraad.rules.effects import condition
from landsraad.rules.influence import change_influence
from landsraad.rules.places import occupied
from landsraad.rules.points import REVEAL_CLEANUP
from landsraad.rules.registry import Frame, OpFn, op_registrar
from landsraad.rules.story import amount_ref, log_gain, seat_ref
from landsraad.rules.turn_context import new_turn
from landsraad.rules.zones import (
    add_units,
    add_vp,
    added,
    deploy,
    draw_intrigues,
    gain,
    log,
    pay,
    pick,
    place_agent,
    recruit,
    take_swordmaster,
    zone_add,
)

if TYPE_CHECKING:
    from landsraad.content import Content
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameConfig, GameState, PlayerState

OPS: dict[str, OpFn] = {}
# resources a Rival spends, as the state holds them (intrigues: cards in hand)
RESOURCE_ATTR = {"solari": "solari", "spice": "spice", "intrigue": "intrigues", "water": "water"}


op = op_registrar(OPS)  # a frame handler of this module, listed in `OPS` (its Module's `ops`)


def rival_game(s: GameState) -> bool:
    return s.rules.automa is RIVALS


def solo(s: GameState) -> bool:
    return s.config.players == 1


def variants(s: GameState) -> tuple[str, ...]:
    """The variants in play: those of the solo difficulty (002 Dificultad: "obligatorias ... Mentat
    (Experto) o superior"), and those the game adds as modules (variants.py: `--modules
    rivals_smart_politics` ...)."""
    config = s.config  # they depend on the config alone: worked out once per config (asked at every Rival turn)
    known = _VARIANTS.get(id(config))
    if known is not None and known[0] is config:
        return known[1]
    by_difficulty = rivals_data().difficulties[config.difficulty].variants if solo(s) else ()
    chosen = tuple(m.removeprefix("rivals_") for m in config.modules if m.startswith("rivals_"))
    if len(_VARIANTS) > 1_000:  # bounded: a config is kept while its entry is (its id is not reused)
        _VARIANTS.clear()
    _VARIANTS[id(config)] = (config, by_difficulty + chosen)
    return by_difficulty + chosen


# id(config) -> (the config, its variants): `variants`' cache, the config held so that its id stays its own
_VARIANTS: dict[int, tuple[GameConfig, tuple[str, ...]]] = {}


def rival_of(s: GameState, seat: int) -> RivalCard:
    """The Rival card an automa seat plays (002 CARTAS DE RIVAL)."""
    return rivals_data().rivals[RIVAL_CARDS.get(s)[s.automa.index(seat)]]


def resources(p: PlayerState) -> int:
    return p.solari + p.spice + len(p.intrigues) + p.water


# ---- setup (002 PREPARACIÓN) ----------------------------------------------------------------------

def setup(s: GameState, content: Content) -> None:
    """The Rivals' cards, garrisons, Agents, Spies (the table's three), water and the deck. The
    Rival cards are those the config chose (002 PREPARACIÓN "elige dos cartas de Rival"; checked by
    chosen_rivals_problem), else drawn with the state RNG (U719), among the first-game ones if asked (U729)."""
    data = rivals_data()
    # the difficulty is a solo setting (002 Dificultad); two players: three troops (PREPARACIÓN)
    garrison = data.difficulties[s.config.difficulty].rival_garrison if solo(s) else data.setup.garrison
    asked = chosen_cards(s.config)
    if asked and asked != (FIRST_GAME,):
        chosen = tuple(asked)
    else:
        pool = rival_pool(s.config.modules, first_game=asked == (FIRST_GAME,))
        chosen = tuple(pick(s, pool) for _ in s.automa)
    RIVAL_CARDS.put(s, chosen)
    for seat in s.automa:
        p = s.players[seat]
        p.deck = []
        p.garrison = garrison  # 002: three troops, none at Mercenario
        p.supply = 12 - p.garrison
        p.agents_total = p.agents_left = data.setup.agents  # two; the Swordmaster beside the board
        p.water = data.setup.water
    deck = data.deck(s.config.players)  # solo: without the "2J" Reshuffle card
    # 002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD: another product's cards (modules/combined/)
    deck = extensions.hagal_deck(s, deck)
    HAGAL_DECK.put(s, deck)
    HAGAL_DISCARD.put(s, ())


def deal_rival_objectives(s: GameState) -> None:
    """002 Rivales, PREPARACIÓN: solo, "tú y tus Rivales empezáis con una carta de Objetivo cada
    uno, repartidas al azar como si fuera una partida con varios jugadores" (the player's was dealt
    by Uprising's step; the Rivals draw theirs from the rest; the First Player card's holder takes
    the marker, a Rival too)."""
    if not rival_game(s):
        return
    if not solo(s):
        ornithopter_to_the_rival(s)
        return
    objectives = s.rules.content.objectives
    dealt = {o for p in s.players for o in p.zones.get("objectives", ())}
    pool = [o.id for o in objectives.values() if s.config.players in o.players and o.id not in dealt]
    for seat in s.automa:
        if not pool:
            break
        oid = pick(s, pool)
        zone_add(s.players[seat], "objectives", oid)
        if objectives[oid].first_player and s.config.first_player is None:
            s.first_player = seat
        if s.log is not None:
            log(s, N_("{seat} plays {rival} and takes the Objective {objective}"), seat=seat_ref(s, seat),
                rival=("leader", RIVAL_CARDS.get(s)[s.automa.index(seat)]), objective=("objective", oid))
    if s.log is not None:
        log(s, N_("{seat} holds the First Player marker"), seat=seat_ref(s, s.first_player))


def ornithopter_to_the_rival(s: GameState) -> None:
    """002 Rivales, PREPARACIÓN, two players: "entrega el Objetivo Ornitóptero al Rival y reparte al
    azar los otros dos (el Rival ... nunca tiene el indicador de Jugador inicial)". Uprising's step
    dealt the players one each from the three: a player given the Ornithopter takes the card left
    instead (each player still holds one of the other two at random); the First Player card's holder
    takes the marker."""
    objectives = s.rules.content.objectives
    rival = s.players[s.automa[0]]
    ornithopter = next(o.id for o in objectives.values() if s.config.players in o.players
                       and o.battle_icon == "ornithopter")
    dealt = {o for p in s.players for o in p.zones.get("objectives", ())}
    left = [o.id for o in objectives.values() if s.config.players in o.players and o.id not in dealt]
    for p in s.players:
        if ornithopter in p.zones.get("objectives", ()):
            p.zones = {**p.zones, "objectives": tuple(left[0] if o == ornithopter else o
                                                      for o in p.zones["objectives"])}
    zone_add(rival, "objectives", ornithopter)
    if s.config.first_player is None:
        s.first_player = next(p.seat for p in s.players if any(
            objectives[o].first_player for o in p.zones.get("objectives", ())))
    if s.log is not None:
        log(s, N_("{seat} plays {rival} and takes the Objective {objective}"), seat=seat_ref(s, rival.seat),
            rival=("leader", RIVAL_CARDS.get(s)[0]), objective=("objective", ornithopter))
        log(s, N_("{seat} holds the First Player marker"), seat=seat_ref(s, s.first_player))


def player_difficulty(s: GameState) -> None:
    """002 Dificultad, Mercenario: "tú empiezas con una carta de Intriga"."""
    if not rival_game(s) or not solo(s):
        return
    n = rivals_data().difficulties[s.config.difficulty].player_intrigue
    for p in s.players:
        if p.seat not in s.automa and n:
            draw_intrigues(s, p, n)


def _no_swordmaster(s: GameState, p: PlayerState) -> dict[str, str]:
    """002 Dificultad, Kwisatz Haderach: "no puedes recibir ningún Maestro de armas"."""
    if p.seat not in s.automa:
        return {"swordmaster": N_("at Kwisatz Haderach difficulty you cannot gain a Swordmaster")}
    return {}


# ---- the House Hagal deck -------------------------------------------------------------------------

def draw_hagal(s: GameState) -> RivalHagalCard:
    """Reveal the top card (002: "Si el mazo de la Casa Hagal llega a agotarse (o si se revela la
    carta Vuelve a barajar), las cartas ... vuelven a barajarse de inmediato")."""
    cards = extensions.hagal_cards(s, rivals_data().hagal)
    deck, discard = list(HAGAL_DECK.get(s)), list(HAGAL_DISCARD.get(s))
    for _ in range(100):
        if not deck:
            deck, discard = discard, []
            if s.log is not None:
                log(s, N_("House Hagal deck reshuffled"))
        cid = pick(s, deck)
        if cards[cid].reshuffle:
            deck.extend(discard)
            deck.append(cid)
            discard = []
            if s.log is not None:
                log(s, N_("House Hagal reveals Reshuffle: the deck is reshuffled"))
            continue
        discard.append(cid)
        HAGAL_DECK.put(s, tuple(deck))
        HAGAL_DISCARD.put(s, tuple(discard))
        return cards[cid]
    raise RuntimeError("the House Hagal deck holds only Reshuffle cards")


# ---- conditions the cards and Rival cards name ------------------------------------------------------

def holds(s: GameState, seat: int, cond: tuple[Any, ...], sid: str | None) -> bool:
    kind = cond[0]
    p = s.players[seat]
    if kind == "conflict_level":  # 002 Entregar suministros / Crucero
        return s.conflict is not None and s.rules.content.conflicts[s.conflict].level in cond[1]
    if kind == "influence_below":  # 002 Aceptar contrato / Transporte de mercancías
        return p.influence[s.rules.faction_index[cond[1]]] < cond[2]
    if kind == "bonus_spice_here":
        return sid is not None and s.bonus_spice.get(sid, 0) > 0
    if kind == "any_alliance":
        return seat in s.alliance
    if kind == "maker_hooks":
        return has_hooks(s, seat)
    return condition(s, seat, cond, "rival")


def _free(s: GameState, sid: str) -> bool:
    """002: "siempre que esa casilla esté vacía" (a Rival never infiltrates)."""
    return not occupied(s, sid)


def choose_branch(s: GameState, seat: int, card: RivalHagalCard) -> tuple[str | None, str]:
    """The space a card sends the Agent to, or None and why the card is passed over."""
    branches = card.sends
    if len(branches) > 1:
        if branches[0].when == ("most_bonus_spice",):
            # the free one of the two with more bonus spice, a tie to the first listed (U706)
            free = [b for b in branches if _free(s, b.space) and s.bonus_spice.get(b.space, 0) > 0]
            if not free:
                return None, N_("no free space of the card holds bonus spice")
            best = max(s.bonus_spice.get(b.space, 0) for b in free)
            branch = next(b for b in free if s.bonus_spice.get(b.space, 0) == best)
        else:
            branch = next((b for b in branches if b.when is not None and holds(s, seat, b.when, b.space)),
                          branches[-1])
    else:
        branch = branches[0]
    if not _free(s, branch.space):
        return None, N_("its space is occupied")
    if branch.skip_unless is not None and not holds(s, seat, branch.skip_unless, branch.space):
        return None, (N_("no bonus spice on its space") if branch.skip_unless == ("bonus_spice_here",)
                      else N_("the Rival does not meet its space's requirement"))
    if smart_politics_skips(s, seat, branch.space):
        return None, N_("Smart Politics: the Rival's lead on that track is safe or out of reach")
    return branch.space, ""


def smart_politics_skips(s: GameState, seat: int, sid: str) -> bool:
    """002 VARIANTES DE JUEGO, Política hábil (Mentat and above): a free Faction space is passed
    over when the Rival holds the Alliance and leads by 1+, or has 2+ and trails the leader by 2+."""
    data = rivals_data()
    if "smart_politics" not in variants(s):
        return False
    v = data.variants["smart_politics"]
    if sid not in v.numbers["spaces"]:
        return False
    faction = s.rules.content.spaces[sid].faction
    if faction is None:
        return False
    f = s.rules.faction_index[faction]
    mine = s.players[seat].influence[f]
    others = max(q.influence[f] for q in s.players if q.seat != seat)
    if s.alliance[f] == seat and mine - others >= 1:
        return True
    return mine >= 2 and others - mine >= 2


def expert_holds(s: GameState, seat: int) -> bool:
    """002 VARIANTES DE JUEGO, Despliegue experto (Mentat and above): in a Conflict I or II a Rival
    deploys no troops when it already has 3 or more units more than anyone else (checked after
    its sandworms are called: the worms come first in the Maker cards' icons)."""
    data = rivals_data()
    if "expert_deployment" not in variants(s) or s.conflict is None:
        return False
    v = data.variants["expert_deployment"].numbers
    if s.rules.content.conflicts[s.conflict].level not in v["conflict_levels"]:
        return False
    mine = sum(s.players[seat].conflict.values())
    best = max(sum(q.conflict.values()) for q in s.players if q.seat != seat)
    return mine - best >= v["hold_when_ahead_by_units"]


# ---- the Rival's effects ------------------------------------------------------------------------

def lowest_faction(s: GameState, seat: int, among: tuple[str, ...] | None = None) -> str:
    """002 COMBATE: "elegirá la Facción con la que tenga menos Influencia. En caso de un empate, se
    romperá aplicando la lista de prioridad" (leftmost of the tied)."""
    p = s.players[seat]
    priority = [f for f in rival_of(s, seat).priority if among is None or f in among]
    index = s.rules.faction_index
    return min(priority, key=lambda f: (p.influence[index[f]], priority.index(f)))


def spy_post(s: GameState, seat: int, limits: tuple[str, ...]) -> str | None:
    """002 TURNOS DE AGENTE, the Spy icon: a Faction post of the first Faction of the Rival's
    priority with an empty one; none: the effect is ignored. The Place Spy cards name a kind of
    post (their `post_order`: U704)."""
    spies = upr.SPIES.get(s)
    content = s.rules.content
    if limits and limits[0] != "faction":
        return None
    for faction in rival_of(s, seat).priority:
        for post in content.observation_posts.values():
            if not spies.get(post.id) and any(content.spaces[sid].icon == faction for sid in post.spaces):
                return post.id
    return None


def rival_place_spy(s: GameState, seat: int, post: str | None) -> None:
    if post is None:
        if s.log is not None:
            log(s, N_("{seat} has no empty observation post of that kind: no Spy placed"), seat=seat_ref(s, seat))
        return
    place_spy(s, seat, post)  # the Scheme fires from the `spy` event (on_spy)


def apply_effects(s: GameState, seat: int, effects: tuple[Any, ...], src: str, sid: str | None = None,
                  combat: bool = False) -> None:
    for e in effects:
        apply_effect(s, seat, e, src, sid, combat)


def apply_effect(s: GameState, seat: int, e: tuple[Any, ...], src: str, sid: str | None, combat: bool) -> None:
    """One icon of a House Hagal card or a Rival card, as 002 TURNOS DE AGENTE DE RIVALES says a
    Rival reads it."""
    p = s.players[seat]
    kind = e[0]
    rival = rival_of(s, seat)
    if kind == "influence":
        faction = lowest_faction(s, seat) if e[1] == "any" else e[1]
        change_influence(s, seat, faction, e[2])
    elif kind == "priority_influence":  # "la Facción correspondiente al número"
        change_influence(s, seat, rival.priority[e[1] - 1], 1)
    elif kind == "alliance_influence":  # U711
        change_influence(s, seat, alliance_target(s, seat, e[1]), e[1])
    elif kind == "highest_influence":  # U711
        index = s.rules.faction_index
        best = max(rival.priority, key=lambda f: (p.influence[index[f]], -rival.priority.index(f)))
        change_influence(s, seat, best, e[1])
    elif kind in ("solari", "spice", "water"):
        _gain(s, seat, kind, e[1], src)
    elif kind == "intrigue":
        got = draw_intrigues(s, p, e[1])
        if s.log is not None and got:
            log(s, N_("{seat} draws {amount}"), seat=seat_ref(s, seat), amount=amount_ref("intrigue", got))
    elif kind == "recruit":  # "Si la carta revelada es de una casilla de Combate, despliega ..."
        if combat and not expert_holds(s, seat):
            k = deploy(s, seat, e[1], "supply")
            if s.log is not None and k:
                log(s, N_("{seat} recruits {amount} to the Conflict"), seat=seat_ref(s, seat),
                    amount=amount_ref("recruit", k))
        else:
            k = recruit(s, p, e[1])
            if s.log is not None and k:
                log(s, N_("{seat} recruits {amount} to its garrison"), seat=seat_ref(s, seat),
                    amount=amount_ref("recruit", k))
    elif kind == "signet":  # "la capacidad de Anillo heráldico de su Líder": the Rival card's
        if s.log is not None:
            log(s, N_("{seat} uses its Signet Ring ability"), seat=seat_ref(s, seat))
        apply_effects(s, seat, rival.signet, f"leader:{rival.id}", sid, combat)
    elif kind == "spy":
        rival_place_spy(s, seat, spy_post(s, seat, e[2]))
    elif kind == "steal_intrigue":  # "Cada adversario que tenga cuatro o más ... (elegida al azar)"
        for q in s.players:
            if q.seat != seat and len(q.intrigues) >= 4:
                hand = list(q.intrigues)
                card = pick(s, hand)
                q.intrigues = tuple(hand)
                p.intrigues = added(p.intrigues, card)
                if s.log is not None:
                    log(s, N_("{seat} takes an Intrigue card at random from {other}"), seat=seat_ref(s, seat),
                        other=seat_ref(s, q.seat))
    elif kind == "maker_hooks":
        s.rules.effects["maker_hooks"](s, seat, e, src)
    elif kind == "shield_wall":  # "retírala": not optional for a Rival
        if upr.SHIELD_WALL.get(s):
            upr.SHIELD_WALL.put(s, False)
            if s.log is not None:
                log(s, N_("{seat} removes the Shield Wall"), seat=seat_ref(s, seat))
    elif kind == "if":
        if holds(s, seat, e[1], sid):
            apply_effects(s, seat, e[2], src, sid, combat)
    elif kind == "bonus_spice":  # "el Rival siempre recibe la especia adicional que haya allí"
        bonus = s.bonus_spice.get(sid or "", 0)
        if bonus:
            s.bonus_spice[sid or ""] = 0
            if "simplified_rivals" in variants(s) and p.has_swordmaster:
                # Rivales simplificados: "la pondrán en el banco en vez de recibirla"
                if s.log is not None:
                    log(s, N_("{seat} puts the bonus spice back in the bank (Simplified Rivals)"),
                        seat=seat_ref(s, seat))
            else:
                _gain(s, seat, "spice", bonus, src)
    elif kind == "maker_call":  # 002 CASILLAS DE HACEDOR
        worms, spice = e[1], e[2]
        if has_hooks(s, seat) and not protected(s):
            add_units(p, "sandworm", worms)
            if s.log is not None:
                log(s, N_("{seat} calls {worms} into the Conflict"), seat=seat_ref(s, seat),
                    worms=amount_ref("sandworm", worms))
        else:
            _gain(s, seat, "spice", spice, src)
    else:
        raise ValueError(f"no Rival rule for the icon {kind!r} ({src})")


def _gain(s: GameState, seat: int, kind: str, n: int, src: str) -> None:
    gain(s, seat, kind, n, src)
    if s.log is not None:
        log_gain(s, seat, kind, n, src)


def alliance_target(s: GameState, seat: int, n: int) -> str:
    """U711: a Faction where n more Influence would win its Alliance, else the lowest (priority)."""
    p = s.players[seat]
    index = s.rules.faction_index
    for f in rival_of(s, seat).priority:
        i = index[f]
        if s.alliance[i] == seat:
            continue
        holder = s.alliance[i]
        need = max(4, s.players[holder].influence[i] + 1) if holder >= 0 else 4
        if p.influence[i] + n >= need:
            return f
    return lowest_faction(s, seat)


# ---- the Scheme (002 ARDIDES) ---------------------------------------------------------------------

def on_spy(s: GameState, seat: int, post: str, placed: bool) -> None:
    """"siempre que un Rival coloca su tercer y último Espía de su suministro, haz retornar de
    inmediato los otros dos Espías del Rival y activa la capacidad de Ardid"."""
    if not placed or seat not in s.automa or spies_in_supply(s, seat) > 0:
        return
    for other in [q for q, seats in upr.SPIES.get(s).items() if seat in seats and q != post]:
        recall_spy(s, seat, other)
    rival = rival_of(s, seat)
    if s.log is not None:
        log(s, N_("{seat} places its third Spy: its Scheme fires"), seat=seat_ref(s, seat))
    apply_effects(s, seat, rival.scheme, f"leader:{rival.id}")


# ---- the Agent turn (002 TURNOS DE AGENTE DE RIVALES) -----------------------------------------------

@op("hagal_turn")  # the core names the frame of an automa's Agent turn (rules/turns.py)
def _rival_turn(s: GameState, frame: Frame) -> None:
    seat = frame[1]
    p = s.players[seat]
    who = seat_ref(s, seat) if s.log is not None else None  # only the log names the seat
    garrison_before = p.garrison
    s.turn = new_turn(seat, "automa")  # Turn(seat=, kind=) without the class call: every Rival turn
    size = len(HAGAL_DECK.get(s)) + len(HAGAL_DISCARD.get(s))
    sid: str | None = None
    card: RivalHagalCard | None = None
    revealed: list[str] = []  # shown on the table until the next Rival turn (view, screen)
    for _ in range(3 * size + 3):
        card = draw_hagal(s)
        revealed.append(card.id)
        bringer = None if card.sends else extensions.brought(s, card.id)
        if bringer is not None:
            # 002 COMBINAR ... INMORTALIDAD: a Carthag card's space and troops are ignored, the rest
            # is done, and another card is revealed for the Agent
            if s.log is not None:
                log(s, N_("{seat} reveals {card}: its space and troops are ignored; reveals again"), seat=who,
                    card=("hagal", card.id))
            bringer.icons(s, seat, card)
            continue
        if not card.sends:  # a Place Spy card: a Spy on the kind of post shown, then reveal again
            if s.log is not None:
                log(s, N_("{seat} reveals {card}"), seat=who, card=("hagal", card.id))
            spies = upr.SPIES.get(s)
            post = next((q for q in card.post_order if not spies.get(q)), None)
            rival_place_spy(s, seat, post)
            continue
        sid, why = choose_branch(s, seat, card)
        if sid is None:
            if s.log is not None:
                log(s, N_("{seat} reveals {card}: {why}; reveals again"), seat=who, card=("hagal", card.id),
                    why=("line", why, {}))
            continue
        break
    HAGAL_TURN.put(s, tuple(revealed))
    if sid is None or card is None:
        if s.log is not None:
            log(s, N_("{seat} finds no free space and keeps its Agent"), seat=who)
        p.agents_left = 0
        return
    space = s.rules.content.spaces[sid]
    place_agent(s, seat, sid)
    p.agents_left -= 1
    s.turn = new_turn(seat, "automa", sid)
    if s.log is not None:
        log(s, N_("{seat} reveals {card}: Agent to {space}"), seat=who, card=("hagal", card.id), space=("space", sid))
    branch = next(b for b in card.sends if b.space == sid)
    # 002 ARDIDES: troops a Scheme recruited earlier this turn go to the Conflict with the Agent
    scheme_troops = max(0, p.garrison - garrison_before)
    apply_effects(s, seat, branch.effects, f"hagal:{card.id}", sid, space.combat)
    bringer = extensions.brought(s, card.id)
    if bringer is not None:  # another product's card (Immortality's Research Station: its Tleilaxu icons)
        bringer.icons(s, seat, card)
    if space.combat and expert_holds(s, seat):
        if s.log is not None:
            log(s, N_("{seat} holds its troops: already 3 or more units ahead (Expert Deployment)"), seat=who)
    elif space.combat:
        # "también despliega en el Conflicto hasta dos tropas (si tiene) de su guarnición"
        k = deploy(s, seat, 2 + scheme_troops, "garrison")
        if s.log is not None and k:
            log(s, N_("{seat} deploys {n} from its garrison"), seat=who, n=k)
    if space.control_bonus and sid in s.control:  # 002 COMBATE: the controller's bonus
        for r, n in space.control_bonus:
            s.stack.append(("eff", s.control[sid], (r, n), f"control:{sid}"))
    s.stack.append(("rival_spend", seat))


def after_turn(s: GameState, seat: int) -> None:
    """002 TURNOS DE AGENTE, two players: "El Rival siempre se considera como el siguiente jugador
    sentado en el sentido de las agujas del reloj tras el jugador con el indicador de Jugador inicial
    (y por lo tanto actuará en cada ronda entre los otros dos jugadores)": it acts after each turn of
    the First Player, and once the First Player has revealed, after each turn of the other (U727)."""
    if solo(s) or not s.automa:
        return
    rival = s.automa[0]
    if s.players[rival].agents_left <= 0:
        return
    if seat == s.first_player or (s.players[s.first_player].revealed and seat not in s.automa):
        s.stack.append(("hagal_turn", rival))


@op("rival_after_reveal")
def _rival_after_reveal(s: GameState, frame: Frame) -> None:
    after_turn(s, frame[1])


def _after_reveal_point(s: GameState, seat: int) -> tuple[Frame, ...]:
    """A Reveal turn is a turn too (two players: the Rival acts after it, before the clean-up)."""
    return (("rival_after_reveal", seat),)


# ---- combat -----------------------------------------------------------------------------------

@op("rival_combat")
def _rival_combat(s: GameState, frame: Frame) -> None:
    """002 COMBATE: each Rival with a unit in the Conflict, in turn order, reveals a card and adds
    only its swords (Escalada brutal: two cards in a Conflict III)."""
    data = rivals_data()
    brutal = "brutal_escalation" in variants(s)
    level = s.rules.content.conflicts[s.conflict].level if s.conflict else 0
    cards = data.variants["brutal_escalation"].numbers["combat_cards"] if brutal and level == 3 else 1
    n = len(s.players)
    for k in range(n):
        seat = (s.first_player + k) % n
        if seat in s.automa and s.players[seat].conflict:
            for _ in range(cards):
                card = draw_hagal(s)
                gain(s, seat, "swords", card.swords or 0, f"hagal:{card.id}")
                if s.log is not None:
                    log(s, N_("{seat} reveals {card} for combat: +{n} swords"), seat=seat_ref(s, seat),
                        card=("hagal", card.id), n=card.swords or 0)


# ---- spending (002 USO DE RECURSOS DE LOS RIVALES) ------------------------------------------------

@op("rival_spend")
def _rival_spend(s: GameState, frame: Frame) -> None:
    spend(s, frame[1])


def _pay(s: GameState, p: PlayerState, res: str, n: int, src: str) -> None:
    if res == "intrigue":
        s.intrigue_discard = added(s.intrigue_discard, *p.intrigues[len(p.intrigues) - n:])
        p.intrigues = p.intrigues[:len(p.intrigues) - n]
    else:
        pay(s, p.seat, res, n, src)


def spend(s: GameState, seat: int) -> None:
    """First the Swordmaster as soon as the resources add up to the Rival's value (paid Solari,
    spice, Intrigues, water); once it has it, 1 VP for each threshold reached ("Compra de Puntos
    de Victoria": 3 Intrigues, 7 spice, 7 Solari, 3 water, in the printed order)."""
    p = s.players[seat]
    data = rivals_data()
    rival = rival_of(s, seat)
    if not p.has_swordmaster:
        if resources(p) < rival.swordmaster:
            return
        due = rival.swordmaster
        for res in data.resources.swordmaster_payment:
            n = min(due, getattr(p, RESOURCE_ATTR[res]) if res != "intrigue" else len(p.intrigues))
            if n:
                _pay(s, p, res, n, "rival:swordmaster")
                due -= n
        take_swordmaster(s, p)
        if s.log is not None:
            log(s, N_("{seat} spends {n} resources for its Swordmaster"), seat=seat_ref(s, seat), n=rival.swordmaster)
    for res, n in data.resources.vp_purchase.items():
        while (len(p.intrigues) if res == "intrigue" else getattr(p, res)) >= n:
            _pay(s, p, res, n, "rival:vp")
            add_vp(s, p, f"rival:{res}", 1)
            if s.log is not None:
                log(s, N_("{seat} turns {amount} into 1 VP"), seat=seat_ref(s, seat), amount=amount_ref(res, n))


# ---- choices for the Rival seats ---------------------------------------------------------------

AUTOMA_PASS = {"combat": "pass", "win": "pass", "endgame": "pass", "plots": "done", "acquire": "done",
               "defend": "defend"}


def rival_legal(s: GameState, pend: Frame, legal: list[str]) -> list[str]:
    """What a Rival seat's decider may choose. Rivals play no Intrigues (they are resources: 002
    USO DE RECURSOS) and take the defensive troop; an Influence choice goes to the lowest Faction,
    ties by priority (002 COMBATE); a VP on offer is always taken when affordable (002 COMBATE);
    a Spy goes to a Faction post by priority (002 TURNOS DE AGENTE). Anything else the seed leaves
    to the player stays the deciding seat's choice."""
    kind = pend[0]
    seat = pend[1]
    if kind in AUTOMA_PASS and AUTOMA_PASS[kind] in legal:
        return [AUTOMA_PASS[kind]]
    if kind == "faction" and pend[2] > 0:
        offered = tuple(a.split()[1] for a in legal if a.startswith("faction "))
        if offered:
            return [f"faction {lowest_faction(s, seat, offered)}"]
    if kind == "may" and "pay" in legal and any(g[0] == "vp" for g in pend[2][2]):
        return ["pay"]
    if kind == "spy_place":
        post = spy_post(s, seat, ())
        if post is not None and f"spy {post}" in legal:
            return [f"spy {post}"]
        # "Si los cuatro puestos de observación de Facción están ocupados, ignora este efecto": the
        # Rival places none, though Uprising's decision offers no "none" while a Spy is in supply (U722)
        return ["spy none"]
    if kind == "wild_match" and len(legal) > 1:
        # a VP on offer is taken ("siempre lo hará"); which card it matches stays the player's choice
        return [a for a in legal if a != "pass"]
    if kind == "shield_wall" and "shield_wall remove" in legal:
        return ["shield_wall remove"]
    return legal


# ---- the automa -----------------------------------------------------------------------------------

class UprisingRivals:
    """002 Rivales: the two Rivals of an Uprising solo game, the shared one of a two-player game."""

    kind = "uprising_rival"
    excluded_leaders: tuple[str, ...] = ()  # a Rival plays its Rival card, not a leader
    word = N_("Rival")
    # the player chooses where 002's Rival rules say "tú" (solo), the first seat for the shared Rival
    # of a two-player game (U727): not the base game's rulebook 000 the page cited before (U739)
    choices = N_("the rules give the automa's choices to a player.")
    # 002 PREPARACIÓN: "Baraja el mazo de la Casa Hagal y déjalo cerca del Rival": its own deck (state.py)
    deck_words = N_("House Hagal deck: {n}")
    deck_view = "rival_hagal_deck_size"
    turn_frame = "hagal_turn"  # the op of a Rival's Agent turn (the base automa's frame name: saves keep it)

    @property
    def vp_exchange(self) -> tuple[tuple[str, int], ...]:
        """What a Rival trades for 1 VP (002 Compra de Puntos de Victoria), as the state holds it
        (Intrigues: cards in hand): agents read it to value a Rival's resources
        (agents/heuristic.py rival_value)."""
        return tuple((RESOURCE_ATTR[res], n) for res, n in rivals_data().resources.vp_purchase.items())

    def setup(self, s: GameState, content: Content) -> None:
        setup(s, content)

    def legal(self, s: GameState, pend: Frame, legal: list[str]) -> list[str]:
        return rival_legal(s, pend, legal)

    def takes_agent_turns(self, s: GameState, seat: int) -> bool:
        """002: "Un Rival realizará un turno de Agente mientras tenga al menos un Agente en su
        suministro, pero nunca realizará un turno de Revelación". Solo: in turn order. Two players:
        after the First Player's turns (`after_turn`); in turn order only once both players have
        revealed (nobody left between whom it sits)."""
        if s.players[seat].agents_left <= 0:
            return False
        return solo(s) or all(p.revealed for p in s.players if p.seat not in s.automa)

    def after_agent_turn(self, s: GameState, seat: int) -> None:
        after_turn(s, seat)

    def round_start(self, s: GameState) -> None:
        return None

    def combat_start(self, s: GameState) -> None:
        s.stack.append(("rival_combat",))

    def combat_resolved(self, s: GameState, winner: int) -> None:
        for seat in s.automa:  # spent as soon as the rewards make the amounts
            s.stack.append(("rival_spend", seat))

    def wins_conflict(self, s: GameState, seat: int) -> None:
        return None  # Rivals take their rewards like players (002 COMBATE)

    def recall(self, s: GameState) -> None:
        for seat in s.automa:
            spend(s, seat)

    def problem(self, content: Content) -> str | None:
        if content.edition != "uprising":
            return f"the Uprising Rivals play on the Uprising board, not {content.edition}'s"
        return None


RIVALS = UprisingRivals()


# 002 Rivales, COMBATE: "Los Rivales nunca toman contratos. Cuando un rival recibe una recompensa de
# un Conflicto, en vez de eso recibe 2 solaris, se esté usando o no el módulo de la CHOAM"
RIVAL_CONTRACT_SOLARI = 2


def rival_contract(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> bool:
    """A Rival's ("contract", n): 2 Solari each instead (the seed above; docs/rulings.md U730). The
    CHOAM module asks this before its own rule (Triggers.seat_effects), never naming the Rivals;
    False for a player's seat, whose contract CHOAM's rule takes."""
    if not (rival_game(s) and seat in s.automa):
        return False
    amount = RIVAL_CONTRACT_SOLARI * e[1]
    gain(s, seat, "solari", amount, src)
    if s.log is not None:
        log(s, N_("{seat} gains {amount}: a Rival never takes a CHOAM contract"), seat=seat_ref(s, seat),
            amount=amount_ref("solari", amount))
    return True


def register(t: Triggers) -> None:
    t.define("seat_effects", "contract", rival_contract)
    t.on(SPY_EVENT, on_spy, rival_game)
    t.at(REVEAL_CLEANUP, _after_reveal_point, order=1000,
         applies=lambda s: rival_game(s) and not solo(s))
    t.on("space_blockers", _no_swordmaster,
         lambda s: rival_game(s) and solo(s)
         and not rivals_data().difficulties[s.config.difficulty].player_swordmaster)
