"""House Hagal: the automa of 2-player games and the two Rivals of solo games.

Sources: 001 "ДОМ ХАГАЛЬ. ПРАВИЛА ДЛЯ ОДНОЧНОЙ ИГРЫ И ПАРТИЙ С ДВУМЯ УЧАСТНИКАМИ" (Agents,
Combat, two players, solo, difficulty table, additional Rival rules), 000 "CARTAS DE LA CASA HAGAL"
(the later printing: same rules, Rivals wording, difficulty names) and FAQ 2.5. The automa is part
of the rules: its turns are frames driven by the state RNG; every choice the rulebook leaves to
the human is a decision for the seat the seat plan names (`Seat.decided_by`, modules/base).

A component of the base product: the base `Module` names its two automata (`HOUSE_HAGAL`,
`RIVALS`), its frame handlers (`OPS`), rule texts (`TEXTS`) and modifiers (`register`); the
engine reaches it only through the game's ruleset (`Ruleset.automa`, `Ruleset.ops`). The deck,
the Agent turn and the combat read every board fact from the content (a card's spaces, a desert
space's printed harvest), so another product's House Hagal deck is data. `check` refuses a
ruleset whose content holds no deck for the automa it names.
"""

from __future__ import annotations

from landsraad.content import Content, Space
from landsraad.core.constants import DIFFICULTIES
from landsraad.core.errors import IllegalActionError
from landsraad.i18n import N_
from landsraad.modules.base.hagal_card import HAGAL_CARD, HagalCard
from landsraad.modules.base.state import HAGAL_DECK, HAGAL_DISCARD, SWORDMASTER_ROUND
from landsraad.rules.events import Triggers
from landsraad.rules.influence import change_influence
from landsraad.rules.places import occupied
from landsraad.rules.registry import Frame, OpFn, op_registrar
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.story import amount_ref, illegal, line_ref, list_ref, reason, seat_ref
from landsraad.rules.turn_context import new_turn
from landsraad.rules.zones import (
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
    set_control,
    strength,
    take_swordmaster,
)

# 001 difficulty table (columns Наёмник / Сардаукар / Ментат; Квисатц Хадерах = Ментат + no
# Swordmaster for the player); 000 names them Mercenario (Novato) / Sardaukar (Élite) / Mentat (Experto).
SWORDMASTER_DEPTH = {"mercenary": 5, "sardaukar": 4, "mentat": 3, "kwisatz_haderach": 3}
RIVAL_TROOPS = {"mercenary": 0, "sardaukar": 3, "mentat": 3, "kwisatz_haderach": 3}
RIVAL_INTRIGUES = {"mercenary": 0, "sardaukar": 1, "mentat": 1, "kwisatz_haderach": 1}
EXPERT = ("mentat", "kwisatz_haderach")
# 000/001 "Gasto de recursos" (values from FAQ "Printed values"): resources a Rival turns into 1 VP
RIVAL_EXCHANGE = (("intrigues", 3), ("spice", 7), ("solari", 7), ("water", 3))
HAGAL = "House Hagal"
# the leaders a Rival cannot be (000/001 House Hagal sheet)
NO_RIVAL_LEADERS: tuple[str, str] = ("paul_atreides", "helena_richese")
# the space the solo Mentat token covers (001 difficulty table: the 5 Solari token)
MENTAT_SPACE = "mentat"
MENTAT_TOKEN = 5
# what players read for House Hagal's cards (interfaces/render.py renders each card from its fields
# with these texts): the base Module's `texts`, installed with its rulesets
TEXTS: dict[str, str] = {}
# the frames of the automa's turns: the base Module's `ops`
OPS: dict[str, OpFn] = {}


op = op_registrar(OPS)  # a frame handler of this module, listed in `OPS` (its Module's `ops`)


def two_player(s: GameState) -> bool:
    """House Hagal plays the third seat of a 2-player game (the ruleset's seat plan says so)."""
    return s.rules.automa is HOUSE_HAGAL


def solo(s: GameState) -> bool:
    """The two Rivals play against one player."""
    return s.rules.automa is RIVALS



# ---- setup ------------------------------------------------------------------------------------

def setup(s: GameState, content: Content) -> None:
    """The automa's seats are the ruleset's (`s.automa`, set by new_game from the seat plan)."""
    cfg = s.config
    if two_player(s):
        # 001 two players: House Hagal is a third, non-scoring player; no troops in its garrison;
        # the three 1P Arrakeen cards leave the deck; three Agents (000 "los tres Agentes").
        mode = "two_player"
        h = s.players[s.automa[0]]
        _make_automa(h, garrison=0, agents=3)
        h.water = 0
        h.leader = None
    else:
        if cfg.difficulty not in DIFFICULTIES:
            raise IllegalActionError(f"unknown difficulty {cfg.difficulty!r}; one of {', '.join(DIFFICULTIES)}")
        mode = "solo"
        for seat in s.automa:
            r = s.players[seat]
            if r.leader in NO_RIVAL_LEADERS:
                paul, helena = NO_RIVAL_LEADERS
                raise illegal(reason(N_("Rivals cannot be {paul} or {helena} (House Hagal sheet)"),
                                     paul=("leader", paul), helena=("leader", helena)))
            _make_automa(r, garrison=RIVAL_TROOPS[cfg.difficulty], agents=2)
            draw_intrigues(s, r, RIVAL_INTRIGUES[cfg.difficulty])
        if cfg.difficulty == "mercenary":  # the player's extra starting resources
            gain(s, 0, "solari", 1, "setup")
            gain(s, 0, "spice", 1, "setup")
        # the Rival on the player's left takes the First Player marker
        s.first_player = 1 if cfg.first_player is None else cfg.first_player
        SWORDMASTER_ROUND.put(s, SWORDMASTER_DEPTH[cfg.difficulty])
    HAGAL_DECK.put(s, tuple(c.id for c in HAGAL_CARD.get(content).values() if c.mode in ("common", mode)
                            for _ in range(c.copies)))
    HAGAL_DISCARD.put(s, ())


def _make_automa(p: PlayerState, garrison: int, agents: int) -> None:
    p.deck = []
    p.garrison = garrison
    p.supply = 12 - garrison
    p.agents_total = agents
    p.agents_left = agents


def _is_mentat(space: Space) -> bool:
    """The one space the Mentat token changes (the listing checks the others by their printed cost)."""
    return space.id == MENTAT_SPACE


def _mentat_cost(s: GameState, p: PlayerState, space, card, cost):  # type: ignore[no-untyped-def]
    """Solo at Sardaukar and above: a 5 Solari token makes the Mentat space cost 5 (001 table).
    The token covers the printed Solari cost, so a discount (Leto's Landsraad Popularity, a
    modifier of the base game's registry that runs first) still applies to the 5."""
    if space.id == MENTAT_SPACE and solo(s) and s.config.difficulty != "mercenary" and p.seat not in s.automa:
        printed = sum(n for r, n in space.cost if r == "solari")
        return tuple(("solari", n - printed + MENTAT_TOKEN) if r == "solari" else (r, n) for r, n in cost)
    return cost


def _no_swordmaster(s: GameState, p: PlayerState) -> dict[str, str]:
    """Kwisatz Haderach difficulty: the player can never gain a Swordmaster (001 table)."""
    if solo(s) and s.config.difficulty == "kwisatz_haderach" and p.seat not in s.automa:
        return {"swordmaster": N_("at Kwisatz Haderach difficulty you cannot gain a Swordmaster")}
    return {}


def register(t: Triggers) -> None:
    """The base Module's `triggers`: added after the base game's registry (rules/__init__.py).
    Solo difficulty rules matter only in solo games at those difficulties (Triggers.for_game)."""
    t.on("space_cost", _mentat_cost, lambda s: solo(s) and s.config.difficulty != "mercenary", spaces=_is_mentat)
    t.on("space_blockers", _no_swordmaster, lambda s: solo(s) and s.config.difficulty == "kwisatz_haderach")


# ---- the deck -----------------------------------------------------------------------------

def draw_hagal(s: GameState) -> HagalCard:
    """Reveal the top House Hagal card: reshuffle when the deck is empty or on Reshuffle (001 АГЕНТЫ)."""
    cards = HAGAL_CARD.get(s.rules.content)
    # shared (tuples, state.SHARED_ZONES): work on lists, assign tuples
    deck = list(HAGAL_DECK.get(s))
    discard = list(HAGAL_DISCARD.get(s))
    for _ in range(200):
        if not deck:
            deck, discard = discard, []
            log(s, N_("House Hagal deck reshuffled"))
        cid = pick(s, deck)
        if cards[cid].reshuffle:
            deck.extend(discard)
            deck.append(cid)
            discard = []
            log(s, N_("House Hagal reveals Reshuffle: the deck is reshuffled"))
            continue
        discard.append(cid)
        HAGAL_DECK.put(s, tuple(deck))
        HAGAL_DISCARD.put(s, tuple(discard))
        return cards[cid]
    raise RuntimeError("House Hagal deck holds only Reshuffle cards")


TEXTS["hagal:reshuffle"] = ("shuffle the House Hagal discard pile and this card back into the deck, "
                                 "then reveal another card")


def _blocked(s: GameState, seat: int, sid: str) -> bool:
    if occupied(s, sid):
        return True
    voice = getattr(s, "voice", {}) or {}
    return any(owner != seat for owner in voice.get(sid, ()))  # The Voice blocks opponents


def printed_harvest(s: GameState, sid: str) -> int:
    """The spice a desert space's own harvest gives (its `harvest` effect on the board, content)."""
    return sum(e[1] for e in s.rules.content.spaces[sid].effects if e[0] == "harvest")


def target_space(s: GameState, seat: int, card: HagalCard) -> str | None:
    """The space a card sends the Agent to, or None when it must be skipped (occupied).
    Harvest Spice (000 "sigue las instrucciones de la carta. Si la carta envía al Agente de un
    Rival a recolectar especia ..."): the unoccupied desert space with the most bonus spice, ties
    to the larger base harvest; with no bonus spice on a free desert space the card sends no Agent
    and another card is revealed, as for an occupied space (Chatanga's transcription of the card,
    the only one; docs/rulings.md H2)."""
    if card.harvest:
        free = [sid for sid in card.spaces if not _blocked(s, seat, sid) and s.bonus_spice.get(sid, 0) > 0]
        if not free:
            return None
        return max(free, key=lambda sid: (s.bonus_spice.get(sid, 0), printed_harvest(s, sid)))
    for sid in card.spaces:
        if not _blocked(s, seat, sid):
            return sid
    return None


# ---- Agent turn ---------------------------------------------------------------------------

@op("hagal_turn")
def _hagal_turn(s: GameState, frame: Frame) -> None:
    """001 АГЕНТЫ / 000 AGENTES: reveal until a card shows a free space; ignore the space's costs
    and effects and apply only the card: influence (no 4-bonus), recruits (to the Conflict at a
    Combat space), plus up to 2 garrison troops deployed at a Combat space; Signet in solo."""
    seat = frame[1]
    p = s.players[seat]
    content = s.rules.content
    who = seat_ref(s, seat)
    total = len(HAGAL_DECK.get(s)) + len(HAGAL_DISCARD.get(s))
    for _ in range(2 * total + 2):
        card = draw_hagal(s)
        sid = target_space(s, seat, card)
        if sid is None:
            log(s, N_("{seat} reveals {card}: no free desert space holds bonus spice, reveals again") if card.harvest
                else N_("{seat} reveals {card}: its space is occupied, reveals again"), seat=who, card=("hagal", card.id))
            continue
        break
    else:
        log(s, N_("{seat} finds no free space and keeps its Agent"), seat=who)
        p.agents_left = 0
        return
    space = content.spaces[sid]
    place_agent(s, seat, sid)  # target_space chose a free space
    p.agents_left -= 1
    s.turn = new_turn(seat, "automa", sid)  # Turn(seat=, kind=, space=) without the class call
    parts = [line_ref(N_("{seat} reveals {card}: Agent to {space}"), seat=who, card=("hagal", card.id), space=("space", sid))]
    # Harvest Spice: bonus spice is removed; 2 players: back to the bank; solo: the Rival takes
    # base + bonus (001 Карты «Добыча Пряности»; solo "ХОДЫ ОППОНЕНТОВ").
    if card.harvest:
        bonus = s.bonus_spice.get(sid, 0)
        s.bonus_spice[sid] = 0
        if solo(s):
            harvested = printed_harvest(s, sid) + bonus
            gain(s, seat, "spice", harvested, f"hagal:{card.id}")
            parts.append(line_ref(N_("harvests {amount}"), amount=amount_ref("spice", harvested)))
    combat = space.combat
    expert_hold = combat and _expert_holds(s, seat)
    k = min(card.recruit, p.supply)
    if k:
        if combat and not expert_hold:
            deploy(s, seat, k, "supply")  # recruited straight to the Conflict
            parts.append(line_ref(N_("recruits {n} to the Conflict"), n=k))
        else:
            recruit(s, p, k)
            parts.append(line_ref(N_("recruits {n} to its garrison"), n=k))
    if combat and not expert_hold:
        extra = deploy(s, seat, 2, "garrison")
        if extra:
            parts.append(line_ref(N_("deploys {n} from its garrison"), n=extra))
    elif expert_hold:
        parts.append(line_ref(N_("holds its troops (already 4+ strength ahead, expert deployment)")))
    log(s, N_("{clauses}"), clauses=list_ref(parts, "; "))
    if solo(s):
        s.stack.append(("rival_convert", seat))
    if card.signet and solo(s):  # 1P Arrakeen: the Rival's leader Signet ability
        s.stack.append(("eff", seat, ("signet",), f"hagal:{card.id}"))
    if space.control_bonus and sid in s.control:  # the controller still gets its bonus
        for r, n in space.control_bonus:
            s.stack.append(("eff", s.control[sid], (r, n), f"control:{sid}"))
    if card.influence is not None:
        s.stack.append(("automa_influence", seat, card.influence))
    for fn in s.triggers.automa_agent:  # frames pushed here resolve first (Immortality's Tleilaxu icons)
        fn(s, seat, card.id, sid)


# What a House Hagal card says, as players read it (interfaces/render.py renders each card from its
# fields with these texts; the rules are _hagal_turn above and _hagal_combat below)
TEXTS["automa:agent"] = ("if it is occupied, reveal the next card; the space's costs and effects "
                             "are ignored, only this card's icons count")
TEXTS["automa:harvest"] = ("the unoccupied one holding the most bonus spice; a tie goes to the larger "
                               "harvest")
TEXTS["automa:harvest:solo"] = "the Rival takes the space's spice and all its bonus spice"
TEXTS["automa:harvest:two_player"] = "the bonus spice on the space goes back to the bank"
TEXTS["automa:influence"] = "no Influence track bonuses, but it may take the Alliance"
TEXTS["automa:recruit"] = "to its garrison"
TEXTS["automa:recruit:combat"] = "to the Conflict (a Combat space)"
TEXTS["automa:deploy"] = "at a Combat space it also deploys up to 2 troops from its garrison to the Conflict"
TEXTS["automa:signet"] = "solo: the Rival uses its leader's Signet Ring ability"


@op("automa_influence")
def _automa_influence(s: GameState, frame: Frame) -> None:
    change_influence(s, frame[1], frame[2], 1)


TEXTS["automa:expert"] = ("Mentat difficulty and above: on a level I or II Conflict a Rival already 4 "
                              "or more strength ahead keeps its troops in its garrison")


def _expert_holds(s: GameState, seat: int) -> bool:
    """Expert deployment (Mentat, Kwisatz Haderach): on Conflicts I-II a Rival does not deploy
    when already ahead by 4 or more strength (FAQ 2.5 wording, replacing "2 troops")."""
    if not solo(s) or s.config.difficulty not in EXPERT or s.conflict is None:
        return False
    if s.rules.content.conflicts[s.conflict].level >= 3:
        return False
    mine = strength(s, s.players[seat])
    best = max((strength(s, q) for q in s.players if q.seat != seat), default=0)
    return mine > 0 and mine - best >= 4


# ---- combat, rewards, VP ---------------------------------------------------------------------

@op("hagal_combat")
def _hagal_combat(s: GameState, frame: Frame) -> None:
    """001 СРАЖЕНИЕ: each automa with a unit in the Conflict reveals one card, in turn order, and
    adds only its swords; then Combat Intrigues may be played."""
    n = len(s.players)
    for k in range(n):
        seat = (s.first_player + k) % n
        p = s.players[seat]
        if seat in s.automa and p.conflict:
            card = draw_hagal(s)
            gain(s, seat, "swords", card.swords, f"hagal:{card.id}")
            log(s, N_("{seat} reveals {card} for combat: +{n} swords"), seat=seat_ref(s, seat), card=("hagal", card.id),
                n=card.swords)


TEXTS["automa:swords"] = ("at Combat, each Rival with troops in the Conflict reveals a card and "
                              "adds only its Swords")


def hagal_wins(s: GameState, seat: int) -> None:
    """001 two players: House Hagal winning a Conflict for a controlled space removes the marker."""
    space = s.rules.content.conflicts[s.conflict or ""].control
    if space is not None and space in s.control:
        owner = s.control[space]
        set_control(s, space, -1)
        log(s, N_("House Hagal wins: {seat}'s Control marker leaves {space}"), seat=seat_ref(s, owner),
            space=("space", space))


@op("rival_convert")
def _rival_convert(s: GameState, frame: Frame) -> None:
    """000 Gasto de recursos: whenever a Rival reaches the amounts, it spends them for 1 VP."""
    p = s.players[frame[1]]
    for res, n in RIVAL_EXCHANGE:
        while True:
            have = len(p.intrigues) if res == "intrigues" else getattr(p, res)
            if have < n:
                break
            if res == "intrigues":
                # both piles are shared tuples (state.SHARED_ZONES): replaced
                s.intrigue_discard = added(s.intrigue_discard, *p.intrigues[:-n - 1:-1])
                p.intrigues = p.intrigues[:-n]
            else:
                pay(s, p.seat, res, n, "rival_convert")
            add_vp(s, p, f"rival:{res}", 1)
            if s.log is not None:
                log(s, N_("{seat} turns {amount} into 1 VP"), seat=seat_ref(s, p.seat),
                    amount=amount_ref("intrigue" if res == "intrigues" else res, n))


def rival_swordmasters(s: GameState) -> None:
    """000 Maestros de armas: when the Conflict card above the Rivals' Swordmasters is revealed,
    they get their third Agent at once, for this round and the rest of the game."""
    if solo(s) and s.round == SWORDMASTER_ROUND.get(s):
        for seat in s.automa:
            p = s.players[seat]
            if not p.has_swordmaster:
                take_swordmaster(s, p)
        log(s, N_("The Rivals take their Swordmasters"))


# ---- choices for automa seats ----------------------------------------------------------------

AUTOMA_PASS = {"combat": "pass", "win": "pass", "endgame": "pass", "plots": "done", "acquire": "done",
               "defend": "defend"}


def automa_legal(s: GameState, pend: Frame, legal: list[str]) -> list[str]:
    """What an automa seat may choose. 000 Elecciones: "Siempre que un Rival deba hacer una
    elección sobre la obtención de Influencia, elegirá la Facción con la que tenga menos. En caso
    de empate (o cuando la elección no sea sobre Influencia), tú elegirás por el Rival" (001
    Решения the same). So wherever a decision gains Influence with a Faction of choice — a reward's
    "any Faction", a Signet ability such as Leto's Prudent Diplomacy — only the Rival's lowest
    Factions among those offered remain; the other options of that decision (paying or declining
    an arrow, ...) are not about Influence and stay the player's. Automa never play Intrigues
    (they hold them as resources) and always take the defensive troop."""
    kind = pend[0]
    if kind in AUTOMA_PASS and AUTOMA_PASS[kind] in legal:
        return [AUTOMA_PASS[kind]]
    if kind == "faction" and pend[2] < 0:
        return legal  # losing Influence (an Intrigue's cost): not a gain; automa play no Intrigues
    gains = [a for a in legal if a.startswith("faction ")]
    if not gains:
        return legal
    p = s.players[pend[1]]
    index = s.rules.faction_index
    grammar = s.rules.grammar
    level = {a: p.influence[index[grammar.parse(a).faction]] for a in gains}  # PickFaction
    low = min(level.values())
    return [a for a in legal if level.get(a, low) == low]


# ---- the two automata, as the ruleset names them (modules/base) -------------------------------

def deck_problem(content: Content, mode: str) -> str | None:
    """An automa without its deck cannot take a turn (001 АГЕНТЫ: every Agent turn reveals a House
    Hagal card): the content must hold cards of this mode (or common) that send an Agent."""
    if any(c.copies > 0 and c.spaces and c.mode in ("common", mode) for c in HAGAL_CARD.get(content).values()):
        return None
    return (f"the {content.edition} content holds no House Hagal card for {mode.replace('_', '-')} games "
            "(hagal.yaml): the automa has no deck")


class HouseHagal:
    """001 two players: House Hagal, the third seat of a 2-player game (an `Automa`)."""

    kind = "house_hagal"
    excluded_leaders: tuple[str, ...] = ()  # House Hagal has no leader
    word = N_("House Hagal")
    # 001 ПАРТИИ С ДВУМЯ УЧАСТНИКАМИ names no one to choose for House Hagal: seat 0 does (H5)
    choices = N_("the rules give the automa's choices to a player.")
    deck_words = N_("House Hagal deck: {n}")
    deck_view = "hagal_deck_size"
    turn_frame = "hagal_turn"  # the op of its Agent turns (_hagal_turn)
    vp_exchange: tuple[tuple[str, int], ...] = ()  # 001 two players: House Hagal scores nothing

    def setup(self, s: GameState, content: Content) -> None:
        setup(s, content)

    def legal(self, s: GameState, pend: Frame, legal: list[str]) -> list[str]:
        return automa_legal(s, pend, legal)

    def takes_agent_turns(self, s: GameState, seat: int) -> bool:
        return False  # House Hagal acts after the First Player's Agent turns, not in turn order

    def after_agent_turn(self, s: GameState, seat: int) -> None:
        """001 two players: House Hagal acts after each of the First Player's Agent turns while
        it has Agents left."""
        hagal = s.automa[0]
        if seat == s.first_player and s.players[hagal].agents_left > 0:
            s.stack.append((self.turn_frame, hagal))

    def round_start(self, s: GameState) -> None:
        return None

    def combat_start(self, s: GameState) -> None:
        s.stack.append(("hagal_combat",))  # automa add their swords first

    def combat_resolved(self, s: GameState, winner: int) -> None:
        return None

    def wins_conflict(self, s: GameState, seat: int) -> None:
        hagal_wins(s, seat)

    def recall(self, s: GameState) -> None:
        return None

    def problem(self, content: Content) -> str | None:
        return deck_problem(content, "two_player")


class Rivals:
    """000 Rivales / 001 solo: the two Rivals of a solo game (an `Automa`)."""

    kind = "rival"
    excluded_leaders: tuple[str, ...] = NO_RIVAL_LEADERS
    word = N_("Rival")
    # 000 Rivales, Elecciones: "tú elegirás por el Rival" (docs/rulings.md H5)
    choices = N_("in a solo game the rules give the Rivals' choices to you (rulebook 000, Rivals: choices).")
    deck_words = N_("House Hagal deck: {n}")  # 000 Rivales: the House Hagal deck
    deck_view = "hagal_deck_size"
    turn_frame = "hagal_turn"  # the op of its Agent turns (_hagal_turn)
    # what a Rival trades for 1 VP (000 Gasto de recursos), as the state holds it: agents read it
    # to value a Rival's resources (agents/heuristic.py rival_value)
    vp_exchange: tuple[tuple[str, int], ...] = RIVAL_EXCHANGE

    def setup(self, s: GameState, content: Content) -> None:
        setup(s, content)

    def legal(self, s: GameState, pend: Frame, legal: list[str]) -> list[str]:
        return automa_legal(s, pend, legal)

    def takes_agent_turns(self, s: GameState, seat: int) -> bool:
        """Solo Rivals take Agent turns in turn order while they have Agents."""
        return s.players[seat].agents_left > 0

    def after_agent_turn(self, s: GameState, seat: int) -> None:
        return None

    def round_start(self, s: GameState) -> None:
        rival_swordmasters(s)

    def combat_start(self, s: GameState) -> None:
        s.stack.append(("hagal_combat",))  # automa add their swords first

    def combat_resolved(self, s: GameState, winner: int) -> None:
        for seat in s.automa:  # each Rival spends resources for VP after the rewards (000)
            s.stack.append(("rival_convert", seat))

    def wins_conflict(self, s: GameState, seat: int) -> None:
        return None  # Rivals take their rewards like players

    def recall(self, s: GameState) -> None:
        for seat in s.automa:  # Rivals spend resources for VP whenever they can (000)
            _rival_convert(s, ("rival_convert", seat))

    def problem(self, content: Content) -> str | None:
        return deck_problem(content, "solo")


HOUSE_HAGAL = HouseHagal()
RIVALS = Rivals()
