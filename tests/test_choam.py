"""The CHOAM module of Uprising (issue 17; landsraad/modules/choam): contracts set up, taken and
completed, the CHOAM cards, Shaddam Corrino IV.

Seed 002 "MÓDULO DE LA CHOAM" (Preparación A3, C1, C2, D; TOMAR CONTRATOS; COMPLETAR CONTRATOS)
and "ACLARACIONES" (Shaddam Corrino IV) are the authority, with shared/FAQ.md 2.6; choices where
they are silent: docs/rulings.md C9 onwards. Games are the real Uprising + CHOAM configs.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from landsraad import GameState, new_game
from landsraad.content import load_content
from landsraad.core.errors import ConfigError, IllegalActionError, SaveError
from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP, CONTRACTS_SET_ASIDE
from landsraad.modules.uprising.state import MAKER_HOOKS, SHIELD_WALL, SPIES
from landsraad.rules import engine, registry
from landsraad.rules.hidden import public_state
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig
from landsraad.rules.view import view
from landsraad.rules.zones import acquire, place_agent
from tests.products import unruled

CHOAM = ("choam",)
SHADDAM = "shaddam_corrino_iv"
# a starter card (no Agent box of its own) reaching each kind of space
CITY, LANDSRAAD, FACTIONS, SPICE_TRADE = "reconnaissance", "dagger", "diplomacy", "dune_the_desert_planet"


def config(players: int = 4, modules: tuple[str, ...] = CHOAM, **kw: Any) -> GameConfig:
    return GameConfig(edition="uprising", players=players, modules=modules, **kw)


def game(seed: int = 3, **kw: Any) -> GameState:
    kw.setdefault("first_player", 0)
    return new_game(config(**kw), seed=seed)


def ready(s: GameState, hand: Iterable[str] = (), intrigues: Iterable[str] = (), held: Iterable[str] = (),
          done: Iterable[str] = (), face_up: Iterable[str] | None = None, seat: int = 0) -> GameState:
    """Seat 0's turn decision, with this hand, these Intrigue cards and contracts, and resources
    enough for any space; `face_up`: the contracts face up (the rest of the 20 in the bank)."""
    assert s.pending == ("turn", seat)
    p = s.players[seat]
    p.hand, p.intrigues = list(hand), tuple(intrigues)
    p.solari, p.spice, p.water = 20, 10, 10
    p.zones = {k: v for k, v in p.zones.items() if k not in ("contracts", "contracts_done")}
    for zone, ids in (("contracts", tuple(held)), ("contracts_done", tuple(done))):
        if ids:
            p.zones[zone] = ids
    if face_up is not None:
        pool = [c for ct in s.rules.content.contracts.values() for c in [ct.id] * ct.copies]
        for c in (*CONTRACTS_SET_ASIDE.get(s), *held, *done):
            pool.remove(c)
        up = tuple(face_up)
        for c in up:
            pool.remove(c)
        CONTRACTS_FACE_UP.put(s, up)
        CONTRACT_BANK.put(s, tuple(pool))
    s._legal = None
    return s


def finish_turn(s: GameState, action: str, prefer: Iterable[str] = (), seat: int = 0) -> GameState:
    """Apply `action`, then decide for the seat until another seat's turn: the first `prefer`red
    action offered, else "done"/"pass"/"deploy 0", else the first legal one."""
    prefer = list(prefer)
    s.apply(action)
    while s.pending is not None and not (s.pending[0] == "turn" and s.pending[1] != seat):
        legal = s.legal_actions()
        pick = next((a for a in prefer if a in legal), None)
        if pick is not None:
            prefer.remove(pick)
        else:
            pick = next((a for a in ("done", "pass", "deploy 0", "gather none") if a in legal), legal[0])
        s.apply(pick)
    return s


def snapshot(s: GameState, seat: int = 0) -> dict[str, Any]:
    p = s.players[seat]
    return {"solari": p.solari, "spice": p.spice, "water": p.water, "garrison": p.garrison, "hand": len(p.hand),
            "influence": p.influence, "agents_left": p.agents_left, "vp": p.vp,
            "spies": sum(seats.count(seat) for seats in SPIES.get(s).values())}


def diff(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for k in a:
        if k == "influence":
            d = tuple(x - y for x, y in zip(b[k], a[k], strict=True))
            if any(d):
                out[k] = d
        elif b[k] != a[k]:
            out[k] = b[k] - a[k]
    return out


def zones(s: GameState, seat: int = 0) -> tuple[tuple[str, ...], tuple[str, ...]]:
    p = s.players[seat]
    return p.zones.get("contracts", ()), p.zones.get("contracts_done", ())


# ---- the module, its content and its leader --------------------------------------------------------

def test_the_module_needs_uprising() -> None:
    """002: the CHOAM module is part of Uprising; on the base game it is refused, naming why."""
    with pytest.raises(ConfigError, match="module 'choam' needs uprising"):
        GameConfig(edition="base", modules=("choam",))


def test_the_contract_slot_lists_every_contract() -> None:
    """The `<contract>` slot's values are the game's contracts (market.contract_ids), in content order."""
    from landsraad.rl.codec import action_codec

    assert action_codec("uprising", ("choam",)).domains["<contract>"] == tuple(load_content("uprising").contracts)


def test_choam_cards_join_the_decks_only_with_the_module() -> None:
    """002 MÓDULO DE LA CHOAM C1, C2: the 4 Intrigue and 4 Imperium cards marked with the module
    are shuffled in; without it they are in no deck."""
    choam_imperium = {"cargo_runner", "delivery_agreement", "priority_contracts", "interstellar_trade"}
    choam_intrigue = {"backed_by_choam", "choam_profits", "leverage", "reach_agreement"}
    with_it = ruleset_for(config()).content
    without = ruleset_for(config(modules=())).content
    assert choam_imperium <= set(with_it.imperium_deck) and not choam_imperium & set(without.imperium_deck)
    assert choam_intrigue <= set(with_it.intrigue_deck) and not choam_intrigue & set(without.intrigue_deck)
    assert len(with_it.imperium_deck) == len(without.imperium_deck) + 4
    assert len(with_it.intrigue_deck) == len(without.intrigue_deck) + 4
    s = game()
    cards = [*s.imperium_deck, *s.imperium_row]
    assert choam_imperium <= set(cards)


def test_without_the_module_its_components_need_no_rule() -> None:
    """The content check of an Uprising game without CHOAM leaves out the module's cards and
    Shaddam (their rules belong to this module); with it, what they name has a rule (but what
    other modules lack: nothing, `unruled`, which `check_handlers` refuses at game creation)."""
    def missing(rules: Any, modules: tuple[str, ...] | None) -> set[str]:
        tr = rules.triggers
        return {k for _, k in registry.missing_handlers(rules.content, rules.effects, rules.conditions,
                                                        tr.cost_kinds, tr.value_conditions, modules=modules)}

    base_only = ruleset_for(config(modules=()))
    assert missing(base_only, ("uprising",)) == set() == unruled(config(modules=()))
    # every component counted: Shaddam's and the CHOAM cards' rules are not in that ruleset
    assert {"no_deploy", "sardaukar_contracts", f"signet:{SHADDAM}"} <= missing(base_only, None)
    full = ruleset_for(config())
    assert missing(full, None) == set() == unruled(config())  # with the module, everything
    assert full.effects["no_deploy"].__module__ == "landsraad.modules.choam.shaddam"
    assert full.effects["take_contract"].__module__ == "landsraad.modules.choam.market"


def test_shaddam_is_a_leader_only_with_the_module() -> None:
    """002 Preparación D: "No utilices a Shaddam Corrino IV a menos que estés usando el módulo de la
    CHOAM"; module D: one player may choose him."""
    with pytest.raises(ConfigError, match="played only with the choam module"):
        new_game(config(modules=(), leaders=(SHADDAM,)), seed=1)
    drawn_without = {p.leader for seed in range(40)
                     for p in new_game(config(modules=(), leaders=("random",) * 4),
                                       seed=seed).players}
    assert SHADDAM not in drawn_without
    drawn_with = {p.leader for seed in range(40) for p in new_game(config(leaders=("random",) * 4), seed=seed).players}
    assert SHADDAM in drawn_with
    assert game(leaders=(SHADDAM,)).players[0].leader == SHADDAM


# ---- setup ---------------------------------------------------------------------------------------

def test_setup_two_face_up_eighteen_in_the_bank() -> None:
    """002 A3: "Baraja los 20 contratos bocabajo, dale la vuelta a dos de ellos ... Pon los 18
    contratos bocabajo restantes en el banco"; nobody starts with one."""
    s = game()
    assert len(CONTRACTS_FACE_UP.get(s)) == 2 and len(CONTRACT_BANK.get(s)) == 18
    assert sorted((*CONTRACTS_FACE_UP.get(s), *CONTRACT_BANK.get(s))) == sorted(
        c for ct in s.rules.content.contracts.values() for c in [ct.id] * ct.copies)
    assert not CONTRACTS_SET_ASIDE.get(s) and all(zones(s, p.seat) == ((), ()) for p in s.players)
    # shuffled: the face-up pair changes with the seed
    assert len({CONTRACTS_FACE_UP.get(game(seed=k)) for k in range(12)}) > 3


def test_shaddam_sets_the_sardaukar_contracts_aside_before_the_shuffle() -> None:
    """Shaddam's card; 002 six-player C: "Antes de barajar los contratos, deja aparte los dos
    contratos Sardaukar"; FAQ 2.6: he does not start holding either."""
    for seed in range(15):
        s = game(seed=seed, leaders=(SHADDAM,))
        assert sorted(CONTRACTS_SET_ASIDE.get(s)) == ["sardaukar_cards", "sardaukar_recall"]
        assert not {"sardaukar_cards", "sardaukar_recall"} & {*CONTRACTS_FACE_UP.get(s), *CONTRACT_BANK.get(s)}
        assert len(CONTRACTS_FACE_UP.get(s)) == 2 and len(CONTRACT_BANK.get(s)) == 16
        assert zones(s) == ((), ())
    # without him they are two of the 20
    assert any({"sardaukar_cards", "sardaukar_recall"} & set(CONTRACTS_FACE_UP.get(game(seed=k))) for k in range(30))


# ---- taking --------------------------------------------------------------------------------------

def test_the_contract_icon_takes_a_face_up_contract_and_refills_the_slot() -> None:
    """002 TOMAR CONTRATOS: take one of the two face-up contracts; another from the bank takes its
    place. Accept Contract: draw 1 and the contract icon (002 board guide)."""
    s = ready(game(), hand=[SPICE_TRADE], face_up=["arrakeen_water", "harvest_4"])
    s.apply(f"agent {SPICE_TRADE} accept_contract")
    assert s.pending == ("contract_take", 0)
    assert s.legal_actions() == ["contract arrakeen_water", "contract harvest_4"]
    before = len(CONTRACT_BANK.get(s))
    s.apply("contract harvest_4")
    assert zones(s) == (("harvest_4",), ())
    assert CONTRACTS_FACE_UP.get(s)[0] == "arrakeen_water" and len(CONTRACTS_FACE_UP.get(s)) == 2
    assert CONTRACTS_FACE_UP.get(s)[1] not in ("harvest_4",) or CONTRACT_BANK.get(s).count("harvest_4") == 0
    assert len(CONTRACT_BANK.get(s)) == before - 1


def test_the_same_contract_twice_face_up_is_one_choice() -> None:
    s = ready(game(), hand=[SPICE_TRADE], face_up=["espionage_solari", "espionage_solari"])
    s.apply(f"agent {SPICE_TRADE} accept_contract")
    # one option: taken without asking (docs/rulings.md R6)
    assert zones(s)[0] == ("espionage_solari",)


def test_with_the_bank_empty_the_slot_stays_empty_and_then_the_icon_gives_2_solari() -> None:
    """002: "Si todos los contratos han sido tomados por jugadores, el icono vuelve a limitarse a
    darte 2 solaris"."""
    s = ready(game(), hand=[SPICE_TRADE], face_up=["arrakeen_water", "harvest_4"])
    CONTRACT_BANK.put(s, ())
    finish_turn(s, f"agent {SPICE_TRADE} accept_contract", prefer=["contract arrakeen_water"])
    assert CONTRACTS_FACE_UP.get(s) == ("harvest_4",)
    s = ready(game(), hand=[SPICE_TRADE], face_up=[])
    CONTRACT_BANK.put(s, ())
    before = snapshot(s)
    finish_turn(s, f"agent {SPICE_TRADE} accept_contract")
    assert diff(before, snapshot(s)) == {"solari": 2, "agents_left": -1}  # the card played, 1 drawn
    assert zones(s) == ((), ())


def test_without_the_module_the_icon_gives_2_solari() -> None:
    """002 TOMAR CONTRATOS: "Cuando juegues sin el módulo de la CHOAM, el icono de Contrato solo
    significa que recibes 2 solaris"."""
    s = new_game(config(modules=(), first_player=0), seed=3)
    s.players[0].hand = [SPICE_TRADE]
    s._legal = None
    before = snapshot(s)
    finish_turn(s, f"agent {SPICE_TRADE} accept_contract")
    assert diff(before, snapshot(s)) == {"solari": 2, "agents_left": -1}
    assert not CONTRACTS_FACE_UP.get(s) and not CONTRACT_BANK.get(s)


def test_immediate_contract_completes_as_it_is_taken() -> None:
    """002: "El contrato Inmediato se completa en el momento en que lo tomas" (2 Solari)."""
    s = ready(game(), hand=[LANDSRAAD, FACTIONS], face_up=["immediate_solari", "harvest_4"])
    before = snapshot(s)
    finish_turn(s, f"agent {FACTIONS} dutiful_service", prefer=["contract immediate_solari"])
    assert zones(s) == ((), ("immediate_solari",))
    assert diff(before, snapshot(s))["solari"] == 2


# ---- completing: one test per contract --------------------------------------------------------------

SPACE_CONTRACTS = [  # (contract, space, card, the reward as a change of seat 0's resources)
    ("arrakeen_water", "arrakeen", CITY, {"water": 1}),
    ("arrakeen_troop_spy", "arrakeen", CITY, {"garrison": 1, "spies": 1}),
    ("deliver_supplies_solari", "deliver_supplies", FACTIONS, {"solari": 3}),
    ("espionage_solari", "espionage", FACTIONS, {"solari": 3}),
    ("heighliner_water", "heighliner", FACTIONS, {"water": 2}),
    ("heighliner_troops", "heighliner", FACTIONS, {"garrison": 2}),
    ("high_council_influence", "high_council", LANDSRAAD, {"influence": (0, 0, 1, 0)}),
    ("high_council_solari", "high_council", LANDSRAAD, {"solari": 3}),
    ("research_station_spy", "research_station", CITY, {"solari": 2, "spies": 1}),
    ("research_station_solari", "research_station", CITY, {"solari": 3}),
    ("spice_refinery_cards", "spice_refinery", CITY, {"hand": 2}),
    ("spice_refinery_water", "spice_refinery", CITY, {"water": 1}),
    ("sardaukar_cards", "sardaukar", FACTIONS, {"hand": 2}),
    ("sardaukar_recall", "sardaukar", FACTIONS, {"agents_left": 1}),
]


@pytest.mark.parametrize(("cid", "space", "card", "reward"), SPACE_CONTRACTS, ids=[c[0] for c in SPACE_CONTRACTS])
def test_a_space_contract_completes_when_an_agent_is_sent_there(cid: str, space: str, card: str,
                                                                reward: dict[str, Any]) -> None:
    """002 COMPLETAR CONTRATOS: "La mayoría de los contratos mencionan una casilla específica del
    tablero, y se completan enviando un Agente a esa casilla"; the reward as printed (contracts.yaml,
    docs/rulings.md C1-C7); the same turn without the contract is the reference."""
    base = ready(game(), hand=[card])
    if cid == "sardaukar_recall":  # C7: another Agent of yours on the board comes back
        place_agent(base, 0, "deliver_supplies")
        base.players[0].agents_left -= 1
    with_it = base.clone()
    ready(with_it, hand=[card], held=[cid])
    assert f"agent {card} {space}" in with_it.legal_actions()
    finish_turn(base, f"agent {card} {space}")
    finish_turn(with_it, f"agent {card} {space}")
    assert zones(with_it) == ((), (cid,))
    assert diff(snapshot(base), snapshot(with_it)) == reward
    if cid == "sardaukar_recall":
        assert 0 not in with_it.agents.get("deliver_supplies", ())


def test_one_visit_completes_every_contract_of_that_space() -> None:
    """FAQ 2.6: "one Agent visit completes every contract for that space"."""
    s = ready(game(), hand=[CITY], held=["arrakeen_water", "arrakeen_troop_spy", "harvest_3"])
    finish_turn(s, f"agent {CITY} arrakeen")
    assert zones(s) == (("harvest_3",), ("arrakeen_water", "arrakeen_troop_spy"))


def test_a_contract_of_another_space_stays_held() -> None:
    s = ready(game(), hand=[CITY], held=["heighliner_water"])
    finish_turn(s, f"agent {CITY} arrakeen")
    assert zones(s) == (("heighliner_water",), ())


def test_a_contract_taken_on_a_visit_to_its_space_completes_only_on_a_later_visit() -> None:
    """002: "Si tomas un contrato relacionado con la casilla del tablero a la que ya has enviado tu
    Agente en este turno, deberás esperar a un turno posterior ... (es decir, debías estar ya en
    posesión del contrato en el momento en que enviaste tu Agente)". Priority Contracts (Agent:
    take a contract) at the High Council takes the High Council contract: it waits."""
    s = ready(game(), hand=["priority_contracts"], face_up=["high_council_solari", "harvest_4"])
    finish_turn(s, "agent priority_contracts high_council", prefer=["contract high_council_solari"])
    assert zones(s) == (("high_council_solari",), ())
    # a later visit (the Agent back, the space free again) completes it
    s.agents = {k: v for k, v in s.agents.items() if k != "high_council"}
    for _ in range(60):
        if s.pending == ("turn", 0):
            break
        finish_turn(s, s.legal_actions()[0], seat=int(s.pending[1]))
    ready(s, hand=[LANDSRAAD], held=["high_council_solari"])
    s.players[0].agents_left = max(1, s.players[0].agents_left)
    before = snapshot(s)
    finish_turn(s, f"agent {LANDSRAAD} high_council")
    assert zones(s) == ((), ("high_council_solari",))
    assert diff(before, snapshot(s))["solari"] == 3 - 5  # 5 paid for the space, 3 from the contract


def test_harvest_contract_counts_every_spice_gained_that_turn() -> None:
    """002: "Un contrato de Recolección se completa enviando un Agente a una casilla de Hacedor del
    tablero y obteniendo la cantidad de especia indicada durante ese turno (en total, incluyendo la
    recibida de fuentes que no sean la propia casilla)": Hagga Basin's 2 spice are not 3, but with
    a Crysknife played in the same turn (1 spice) they are (docs/rulings.md C6)."""
    short = ready(game(), hand=[SPICE_TRADE], held=["harvest_3"])
    finish_turn(short, f"agent {SPICE_TRADE} hagga_basin", prefer=["choose 1"])
    assert zones(short) == (("harvest_3",), ())
    enough = ready(game(), hand=[SPICE_TRADE], intrigues=["crysknife"], held=["harvest_3"])
    before = snapshot(enough)
    finish_turn(enough, f"agent {SPICE_TRADE} hagga_basin", prefer=["choose 1", "play crysknife"])
    assert zones(enough) == ((), ("harvest_3",))
    assert diff(before, snapshot(enough)) == {"spice": 2 + 1, "water": -1, "solari": 3, "hand": -1, "agents_left": -1}


def test_harvest_4_and_the_bonus_spice() -> None:
    """Harvest 4+ (4 Solari): Hagga Basin's 2 spice and 2 bonus spice on it (002 board guide)."""
    s = ready(game(), hand=[SPICE_TRADE], held=["harvest_4", "harvest_3"])
    s.bonus_spice["hagga_basin"] = 2
    finish_turn(s, f"agent {SPICE_TRADE} hagga_basin", prefer=["choose 1"])
    assert zones(s) == ((), ("harvest_4", "harvest_3"))


def test_harvest_needs_a_maker_space() -> None:
    """Spice gained elsewhere does not complete a Harvest contract (002: "una casilla de Hacedor")."""
    s = ready(game(), hand=[FACTIONS], intrigues=["crysknife", "desert_mouse", "ornithopter"], held=["harvest_3"])
    finish_turn(s, f"agent {FACTIONS} deliver_supplies", prefer=["play crysknife", "play desert_mouse",
                                                                  "play ornithopter"])
    assert zones(s)[0] == ("harvest_3",)


def test_a_harvest_contract_taken_on_this_visit_waits() -> None:
    """docs/rulings.md C5: the parenthesis of 002 covers Harvest contracts too — Priority Contracts
    at Hagga Basin taking Harvest 3+ with 4 spice gained that turn does not complete it."""
    s = ready(game(), hand=["priority_contracts"], face_up=["harvest_3", "arrakeen_water"])
    s.bonus_spice["hagga_basin"] = 2
    finish_turn(s, "agent priority_contracts hagga_basin", prefer=["choose 1", "contract harvest_3"])
    assert zones(s) == (("harvest_3",), ())


def test_acquiring_the_spice_must_flow_completes_its_contract() -> None:
    """002: "El contrato de Adquirir La especia debe fluir se completa cuando adquieres esa carta"
    (1 Spacing Guild Influence, 3 Solari)."""
    s = ready(game(), held=["acquire_the_spice_must_flow"])
    before = snapshot(s)
    s.pending = None  # acquired from the Reserve (the rules' own acquire: rules/zones.py), then resumed
    acquire(s, 0, "the_spice_must_flow", "reserve")
    engine.run(s)
    assert zones(s) == ((), ("acquire_the_spice_must_flow",))
    changed = diff(before, snapshot(s))
    assert changed["solari"] == 3 and changed["influence"][s.rules.faction_index["guild"]] == 1


# ---- the CHOAM cards ---------------------------------------------------------------------------------

def test_cargo_runner_draws_by_contracts_completed() -> None:
    """Cargo Runner (Agent): 2+ contracts completed: draw 1; 4+: draw 1 more."""
    drawn = []
    for done in ((), ("harvest_3", "harvest_4"), ("harvest_3", "harvest_4", "espionage_solari", "immediate_solari")):
        s = ready(game(), hand=["cargo_runner"], done=done)
        before = snapshot(s)
        finish_turn(s, "agent cargo_runner gather_support", prefer=["cost 1"])
        drawn.append(diff(before, snapshot(s)).get("hand", 0) + 1)
    assert drawn == [0, 1, 2]


def test_delivery_agreement_discards_a_card_for_a_contract() -> None:
    """Delivery Agreement (Agent): discard 1 card → take a contract."""
    s = ready(game(), hand=["delivery_agreement", LANDSRAAD], face_up=["harvest_4", "immediate_solari"])
    finish_turn(s, "agent delivery_agreement arrakeen", prefer=["may yes", f"discard {LANDSRAAD}", "contract harvest_4"])
    assert zones(s)[0] == ("harvest_4",) and LANDSRAAD in s.players[0].discard


def test_priority_contracts_takes_a_contract() -> None:
    s = ready(game(), hand=["priority_contracts"], face_up=["harvest_4", "espionage_solari"])
    finish_turn(s, "agent priority_contracts gather_support", prefer=["cost 1", "contract espionage_solari"])
    assert zones(s)[0] == ("espionage_solari",)


def test_interstellar_trade_takes_a_contract_when_acquired() -> None:
    """Interstellar Trade: "when you acquire this card" take a contract (its acquire box)."""
    s = ready(game(), face_up=["harvest_4", "espionage_solari"])
    s.pending = None
    s.imperium_row = (*s.imperium_row[:4], "interstellar_trade")
    acquire(s, 0, "interstellar_trade", "row")
    engine.run(s)
    assert s.pending == ("contract_take", 0)
    s.apply("contract espionage_solari")
    assert zones(s)[0] == ("espionage_solari",)


def test_leverage_takes_a_contract_after_spice_was_gained() -> None:
    """Leverage (Plot): if you gained spice this turn, take a contract and 1 Solari."""
    s = ready(game(), hand=[SPICE_TRADE], intrigues=["leverage"], face_up=["harvest_4", "espionage_solari"])
    finish_turn(s, f"agent {SPICE_TRADE} hagga_basin", prefer=["choose 1", "play leverage", "contract harvest_4"])
    assert zones(s)[0] == ("harvest_4",)


def test_choam_profits_and_backed_by_choam_count_completed_contracts() -> None:
    """CHOAM Profits (Endgame: 4+ completed, 1 VP) and Backed by CHOAM (Combat: 2+ completed, 4
    swords) read the completed contracts (condition contracts_completed)."""
    s = ready(game(), done=["harvest_3", "harvest_4", "espionage_solari", "immediate_solari"])
    cond = s.rules.triggers.value_conditions["contracts_completed"] if s.rules.triggers else None
    assert cond is not None
    assert cond(s, 0, ("contracts_completed", 4), "intrigue:choam_profits")
    assert not cond(s, 1, ("contracts_completed", 2), "intrigue:backed_by_choam")
    ready(s, done=["harvest_3", "harvest_4"])
    assert cond(s, 0, ("contracts_completed", 2), "intrigue:backed_by_choam")
    assert not cond(s, 0, ("contracts_completed", 4), "intrigue:choam_profits")


# ---- Shaddam Corrino IV ---------------------------------------------------------------------------

def test_shaddam_may_take_a_set_aside_sardaukar_contract_instead() -> None:
    """His card ("Sardaukar Commander"); FAQ 2.6: "may take a set-aside contract instead of a normal
    one"; only he: another player is offered the face-up ones."""
    s = ready(game(leaders=(SHADDAM,)), hand=[SPICE_TRADE], face_up=["harvest_4", "espionage_solari"])
    s.apply(f"agent {SPICE_TRADE} accept_contract")
    assert s.legal_actions() == ["contract harvest_4", "contract espionage_solari", "contract sardaukar_cards",
                                 "contract sardaukar_recall"]
    s.apply("contract sardaukar_recall")
    assert zones(s)[0] == ("sardaukar_recall",) and CONTRACTS_SET_ASIDE.get(s) == ("sardaukar_cards",)
    assert CONTRACTS_FACE_UP.get(s) == ("harvest_4", "espionage_solari")
    other = ready(game(leaders=("random", SHADDAM), first_player=0), hand=[SPICE_TRADE], face_up=["harvest_4", "espionage_solari"])
    other.apply(f"agent {SPICE_TRADE} accept_contract")
    assert other.legal_actions() == ["contract harvest_4", "contract espionage_solari"]


def test_shaddam_takes_a_set_aside_contract_when_none_is_face_up() -> None:
    """docs/rulings.md C10: with no contract face up, Shaddam still takes a set-aside one (the icon
    gives 2 Solari only when no contract is left *for him*)."""
    s = ready(game(leaders=(SHADDAM,)), hand=[SPICE_TRADE], face_up=[])
    CONTRACT_BANK.put(s, ())
    s.apply(f"agent {SPICE_TRADE} accept_contract")
    assert s.legal_actions() == ["contract sardaukar_cards", "contract sardaukar_recall"]


def test_shaddams_signet_ring_bars_deployment_at_once() -> None:
    """002 ACLARACIONES: "Cuando juegues tu Anillo heráldico para enviar un Agente a una casilla del
    tablero, la restricción «Emperador de los Mundos Conocidos» para desplegar unidades en el
    Conflicto tiene efecto inmediatamente": at a Combat space, no troop goes to the Conflict that
    turn, the recruited one stays in the garrison (option 1: 1 Solari and 1 troop)."""
    s = ready(game(leaders=(SHADDAM,)), hand=["signet_ring"])
    combat = [a.split()[2] for a in s.legal_actions() if a.startswith("agent signet_ring")
              and s.rules.content.spaces[a.split()[2]].combat]
    assert combat
    garrison = s.players[0].garrison
    s.apply(f"agent signet_ring {combat[0]}")
    seen = []
    while s.pending is not None and s.pending[:2] != ("turn", 1):
        legal = s.legal_actions()
        seen.append(s.pending[0])
        if s.pending[0] == "deploy":
            assert legal == ["deploy 0"]
        s.apply("choose 1" if "choose 1" in legal else next((a for a in ("done", "pass") if a in legal), legal[0]))
    p = s.players[0]
    assert p.troops_in_conflict == 0 and p.garrison >= garrison + 1
    assert s.turn.no_deploy is None  # only that turn (FAQ 2.6)


def test_shaddams_signet_ring_second_option_pays_3_solari_for_influence() -> None:
    s = ready(game(leaders=(SHADDAM,)), hand=["signet_ring"])
    before = snapshot(s)
    finish_turn(s, "agent signet_ring gather_support", prefer=["cost 1", "choose 2", "may yes", "influence emperor"])
    changed = diff(before, snapshot(s))
    assert changed["solari"] == -3 and sum(changed["influence"]) == 1


# ---- views, saves, bad input -------------------------------------------------------------------------

def test_views_show_the_contracts_and_hide_the_banks_order() -> None:
    s = ready(game(), held=["harvest_3"], done=["immediate_solari"])
    v = view(s, 1)
    assert v["contracts"] == {"face_up": list(CONTRACTS_FACE_UP.get(s)), "bank": len(CONTRACT_BANK.get(s)), "set_aside": []}
    assert v["players"][0]["zones"]["contracts"] == ["harvest_3"]
    assert v["players"][0]["zones"]["contracts_done"] == ["immediate_solari"]
    state = public_state(s, 1)
    assert state["contract_bank"] == sorted(CONTRACT_BANK.get(s))  # its composition, never its order
    assert "contracts" not in view(new_game(config(modules=()), seed=1), 0)


def test_a_game_saves_and_loads_in_the_middle_of_a_contract_choice() -> None:
    s = ready(game(), hand=[SPICE_TRADE], face_up=["arrakeen_water", "harvest_4"])
    s.apply(f"agent {SPICE_TRADE} accept_contract")
    loaded = GameState.from_json(s.to_json())
    assert loaded.state_hash() == s.state_hash() and loaded.legal_actions() == s.legal_actions()
    loaded.apply("contract harvest_4")
    assert zones(loaded)[0] == ("harvest_4",)


def test_bad_input_is_refused_and_changes_nothing() -> None:
    s = ready(game(), hand=[SPICE_TRADE], face_up=["arrakeen_water", "harvest_4"])
    s.apply(f"agent {SPICE_TRADE} accept_contract")
    h = s.state_hash()
    for bad in ("contract espionage_solari", "contract nonsense", "contract", "contract sardaukar_cards"):
        with pytest.raises(IllegalActionError):
            s.apply(bad)
        assert s.state_hash() == h
    for field, value in (("contracts_face_up", ["nonsense"]), ("contract_bank", [3]),
                         ("contracts_face_up", ["harvest_3", "harvest_4", "immediate_solari"])):
        d = s.to_json()
        d[field] = value
        with pytest.raises(SaveError, match=field):
            GameState.from_json(d)
    d = s.to_json()
    d["players"][0]["zones"]["contracts_done"] = ["nonsense"]
    with pytest.raises(SaveError, match="contracts_done"):
        GameState.from_json(d)



# ---- agents and the RL observation -------------------------------------------------------------------

def test_the_observation_encodes_the_contracts() -> None:
    """Face-up, bank, set-aside and each player's held and completed contracts (rl/observation.py),
    from the view only; a game without the module keeps its layout."""
    from landsraad.modules.choam.rl import contract_index
    from landsraad.rl.observation import observation_encoder
    from landsraad.rules.editions import ruleset_of

    enc = observation_encoder("uprising", CHOAM)
    plain = observation_encoder("uprising", ())
    assert not any(b.name.startswith("choam.") for b in plain.blocks) and plain.size < enc.size
    ix = contract_index(ruleset_of("uprising", CHOAM))
    s = ready(game(leaders=(SHADDAM,)), held=["harvest_3"], done=["immediate_solari"],
              face_up=["arrakeen_water", "harvest_4"])
    s.players[1].zones = {**s.players[1].zones, "contracts_done": ("harvest_4",)}
    x = enc.encode(view(s, 1, with_state=False))

    def at(block: str, cid: str | None = None) -> float:
        b = enc.block(f"choam.{block}")  # the module's blocks (modules/choam/rl.py)
        return float(x[b.start + (ix[cid] if cid else 0)])

    assert at("contracts_face_up", "arrakeen_water") == 1.0 and at("contracts_face_up", "harvest_4") == 1.0
    assert at("contract_bank") == pytest.approx(len(CONTRACT_BANK.get(s)) * 0.05)
    assert at("contracts_set_aside", "sardaukar_recall") == 1.0
    # seat 1 observes: itself is slot 0, seat 0 is slot 3
    assert at("p0.contracts_done", "harvest_4") == 1.0
    assert at("p3.contracts", "harvest_3") == 1.0 and at("p3.contracts_done", "immediate_solari") == 1.0


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_agents_take_contracts(agent: str) -> None:
    """The agents decide the contract choice from their view (random; heuristic: a held contract is
    worth half its reward)."""
    from landsraad.agents import make_agent

    bot = make_agent(agent, seed=1)
    s = ready(game(), hand=[SPICE_TRADE], face_up=["immediate_solari", "harvest_4"])
    s.apply(f"agent {SPICE_TRADE} accept_contract")
    choice = bot.act(view(s, 0))
    assert choice in ("contract immediate_solari", "contract harvest_4")
    if agent == "heuristic":  # 2 Solari now (and a completed contract) beat half of 4 Solari later
        assert choice == "contract immediate_solari"
    s.apply(choice)
    assert zones(s) != ((), ())


def test_random_choam_games_play_to_the_end_with_every_contract_token_in_one_place() -> None:
    """Invariants (landsraad/invariants.py, `contract_problems` included) at every decision of random
    Uprising + CHOAM games, random leaders, Shaddam Corrino IV at the table in half of them; every
    game ends."""
    import random

    from landsraad.invariants import check

    rng = random.Random(7)
    decisions = completed = 0
    for seed in range(12):
        leaders = (SHADDAM, "random", "random", "random") if seed % 2 else ("random",) * 4
        s = new_game(config(leaders=leaders), seed=seed)
        while not s.is_terminal():
            assert check(s) == [], (seed, check(s))
            s.apply(rng.choice(s.legal_actions()))
            decisions += 1
        assert check(s) == []
        completed += sum(len(p.zones.get("contracts_done", ())) for p in s.players)
    assert decisions > 2000 and completed > 20


# ---- the CHOAM Intrigue cards in their windows ------------------------------------------------------

def combat(s: GameState, intrigues: Iterable[str], done: Iterable[str] = ()) -> GameState:
    """Phase 3 (002 Combate) with seat 0 and seat 1 in the Conflict (3 troops each), seat 0 holding
    these Intrigue cards and completed contracts."""
    influence = s.players[0].influence
    ready(s, intrigues=intrigues, done=done)
    s.players[0].influence = influence
    for p in s.players:
        if p.seat != 0:
            p.intrigues = ()
    for seat in (0, 1):
        p = s.players[seat]
        p.garrison, p.conflict = 0, {"troop": 3}
    s.pending, s.stack = None, [("combat_start",)]
    engine.run(s)
    return s


def test_reach_agreement_retreats_for_a_contract() -> None:
    """Reach Agreement (Combat): retreat 1 or 2 troops → take a contract."""
    s = combat(ready(game(), face_up=["harvest_4", "espionage_solari"]), ["reach_agreement"])
    assert s.pending is not None and s.pending[:2] == ("combat", 0)
    assert "play reach_agreement" in s.legal_actions()
    s.apply("play reach_agreement")
    while s.pending is not None and s.pending[0] != "contract_take":
        legal = s.legal_actions()
        s.apply(next((a for a in legal if a.startswith("retreat")), legal[0]))
    assert s.pending == ("contract_take", 0)
    s.apply("contract harvest_4")
    assert zones(s)[0] == ("harvest_4",) and s.players[0].troops_in_conflict < 3


def test_backed_by_choam_gives_4_swords_with_2_contracts_completed() -> None:
    """Backed by CHOAM, its Combat box: with 2+ contracts completed, 4 swords."""
    gained = []
    for done in (("harvest_3", "harvest_4"), ("harvest_3",)):
        s = game()
        s.players[0].influence = (1, 0, 0, 0)  # its printed cost (contents: U126)
        # a second Combat Intrigue brings the window back to seat 0 before the combat resolves
        combat(s, ["backed_by_choam", "reach_agreement"], done=done)
        assert s.pending is not None and s.pending[:2] == ("combat", 0)
        swords = s.players[0].swords
        s.apply("play backed_by_choam")
        assert s.pending is not None and s.pending[:2] == ("combat", 0)
        gained.append(s.players[0].swords - swords)
    assert gained == [4, 0]


def test_backed_by_choam_as_a_plot_pays_influence_for_4_solari() -> None:
    """Backed by CHOAM, its Plot box: lose 1 Influence → 4 Solari (the cost is compulsory: FAQ 2.1)."""
    s = ready(game(), intrigues=["backed_by_choam"])
    s.players[0].influence = (1, 0, 0, 0)
    before = snapshot(s)
    s.apply("play backed_by_choam")
    while s.pending is not None and s.pending[:2] != ("turn", 0):
        s.apply(s.legal_actions()[0])
    changed = diff(before, snapshot(s))
    assert changed["solari"] == 4 and sum(changed["influence"]) == -1


def test_choam_profits_scores_with_4_contracts_completed() -> None:
    """CHOAM Profits (Endgame): with 4+ contracts completed, 1 VP."""
    from landsraad.rules.zones import set_vp

    vps = []
    for done in (("harvest_3", "harvest_4", "espionage_solari", "immediate_solari"), ("harvest_3",)):
        s = ready(game(), intrigues=["choam_profits"], done=done)
        set_vp(s, s.players[1], "test", 10)
        for p in s.players[1:]:
            p.intrigues = ()
        vp = s.players[0].vp
        s.pending, s.stack = None, [("recall",)]
        engine.run(s)
        while s.pending is not None:
            legal = s.legal_actions()
            s.apply("play choam_profits" if "play choam_profits" in legal else legal[-1])
        vps.append(s.players[0].vp - vp)
    assert vps == [1, 0]


def test_delivery_agreement_and_priority_contracts_trash_for_a_vp_with_4_contracts() -> None:
    """Delivery Agreement and Priority Contracts (Reveal): choose the spice (1 / 2), or with 4+
    contracts completed trash the card → 1 VP."""
    four = ("harvest_3", "harvest_4", "espionage_solari", "immediate_solari")
    s = ready(game(), hand=["priority_contracts", "delivery_agreement"], done=four)
    s.players[0].agents_left = 0
    s._legal = None
    vp = s.players[0].vp
    finish_turn(s, "reveal", prefer=["resolve delivery_agreement", "choose 2", "pay",
                                     "resolve priority_contracts", "choose 2", "pay"])
    assert s.players[0].vp == vp + 2
    assert {"priority_contracts", "delivery_agreement"} <= set(s.players[0].trashed)
    s = ready(game(), hand=["priority_contracts", "delivery_agreement"])
    s.players[0].agents_left = 0
    s._legal = None
    spice = s.players[0].spice
    finish_turn(s, "reveal", prefer=["resolve delivery_agreement", "choose 1", "resolve priority_contracts",
                                     "choose 1"])
    assert s.players[0].spice == spice + 3 and s.players[0].vp == vp


def test_the_cli_takes_the_module(capsys: pytest.CaptureFixture[str]) -> None:
    """`landsraad simulate|play --choam` asks for the module; on the base game it is refused with
    the reason (and Uprising itself is refused to players until its rules are complete)."""
    from landsraad.interfaces.cli import build_parser, main

    assert main(["simulate", "--choam", "--games", "1", "--no-progress"]) == 2
    assert "module 'choam' needs uprising" in capsys.readouterr().err
    args = build_parser().parse_args(["play", "--edition", "uprising", "--choam"])
    assert args.choam is True and args.edition == "uprising"


def test_a_sandworm_doubles_a_contract_reward() -> None:
    """002 Recompensas duplicadas por gusanos de arena (docs/rulings.md U146): the winner of CHOAM
    Security with a sandworm takes its reward twice, so two contracts, one after the other."""
    s = ready(game(), face_up=["harvest_4", "espionage_solari"])
    for p in s.players:
        p.intrigues = ()
    s.conflict = "choam_security"
    a, b = s.players[0], s.players[1]
    a.garrison, a.conflict = 1, {"troop": 2, "sandworm": 1}
    b.garrison, b.conflict = 2, {"troop": 1}
    s.pending, s.stack = None, [("combat_start",)]
    engine.run(s)
    picks = 0
    while s.pending is not None and s.pending[0] != "turn" and s.round == 1:
        legal = s.legal_actions()
        if s.pending[0] == "contract_take":
            picks += 1
        s.apply(legal[0])
    held, done = zones(s)
    assert picks == 2 and len(held) + len(done) == 2


def test_the_terminal_shows_the_contracts() -> None:
    """The terminal's market block lists the face-up contracts and the bank; `players` lists each
    player's held and completed contracts by name (interfaces/screen.py)."""
    from rich.console import Console

    from landsraad.interfaces.screen import market_block, player_zones

    s = ready(game(leaders=(SHADDAM,)), held=["harvest_3"], done=["immediate_solari"],
              face_up=["arrakeen_water", "harvest_4"])
    v = view(s, 0)
    console = Console(width=160, record=True)
    console.print(market_block(v, s.rules.content))
    console.print(player_zones(v, s.rules.content, 0))
    text = console.export_text()
    assert "CHOAM contracts: Arrakeen contract (+1 water) · Harvest 4+ contract (+4 Solari)" in text
    assert f"(bank {len(CONTRACT_BANK.get(s))})" in text and "set aside for Shaddam: Sardaukar contract" in text
    assert "contracts held: Harvest 3+ contract (+3 Solari)" in text
    assert "contracts completed: Immediate contract (+2 Solari)" in text


def test_the_contract_choice_reads_as_the_contracts() -> None:
    """The terminal's and the browser's option texts name each contract with its reward."""
    from landsraad.interfaces.prompts import option_label

    rules = ruleset_for(config())
    assert option_label("contract arrakeen_water", rules.content, rules=rules) == "Take the Arrakeen contract (+1 water)"


def test_the_browser_gets_the_contracts() -> None:
    """The browser's message carries the view's `contracts` (client_view keeps every view key but
    the state) and the content payload names each contract with its reward (panels.js draws them)."""
    from landsraad.interfaces.texts import Reader
    from landsraad.interfaces.web.client import client_view, content_payload

    payload = content_payload("uprising", Reader(edition="uprising"))
    assert payload["contracts"]["harvest_4"] == {"id": "harvest_4", "name": "Harvest 4+ contract", "reward": "+4 Solari"}
    s = ready(game(), face_up=["arrakeen_water", "harvest_4"])
    msg = client_view(view(s, 0), s.rules.content, log=[], log_from=0, game={}, undo=0)
    assert msg["contracts"]["face_up"] == ["arrakeen_water", "harvest_4"]


def test_contracts_complete_after_gather_intelligence_and_before_the_spaces_effects() -> None:
    """docs/rulings.md C11: Gather Intelligence is "before any effect" (002 Espías), so it is asked
    first; then the contracts of the space complete, then the space's own effects resolve."""
    s = new_game(config(first_player=0, log=True), seed=3)
    ready(s, hand=[CITY], held=["arrakeen_water"])
    SPIES.put(s, {"spice_refinery_arrakeen": (0,)})
    s.apply(f"agent {CITY} arrakeen")
    assert s.pending is not None and s.pending[0] == "gather"
    assert zones(s) == (("arrakeen_water",), ())  # not yet
    start = len(s.log or [])
    s.apply("gather none")
    from landsraad.rules.view import log_lines

    lines = log_lines(s, start=start)
    done = next(i for i, m in enumerate(lines) if "completes the Arrakeen contract" in m)
    garrison = [i for i, m in enumerate(lines) if "recruit" in m.lower() or "troop" in m.lower()]
    assert zones(s)[1] == ("arrakeen_water",)
    assert garrison and done < min(garrison), lines


def test_shaddams_restriction_applies_before_the_spaces_effects() -> None:
    """002 ACLARACIONES: the restriction "tiene efecto inmediatamente" when the Signet Ring sends the
    Agent: at Hagga Basin with Maker Hooks, the space's sandworm is not called (docs/rulings.md C12),
    although the space's effects resolve before the Signet Ring's box."""
    s = ready(game(leaders=(SHADDAM,)), hand=["signet_ring"])
    MAKER_HOOKS.put(s, (0,))
    SHIELD_WALL.put(s, False)
    finish_turn(s, "agent signet_ring hagga_basin", prefer=["choose 2", "choose 1"])
    assert s.players[0].conflict.get("sandworm", 0) == 0
    other = ready(game(leaders=("random", SHADDAM)), hand=[SPICE_TRADE])
    MAKER_HOOKS.put(other, (0,))
    SHIELD_WALL.put(other, False)
    finish_turn(other, f"agent {SPICE_TRADE} hagga_basin", prefer=["choose 2"])
    assert other.players[0].conflict.get("sandworm", 0) == 1  # the reference: without the restriction


def test_interstellar_trade_reveals_a_persuasion_per_completed_contract() -> None:
    """Interstellar Trade (Reveal): 1 Persuasion per contract completed (the `for_each` counter
    `completed_contract` reads the zone `contracts_done`)."""
    persuasion = []
    for done in ((), ("harvest_3", "harvest_4", "immediate_solari")):
        s = ready(game(), hand=["interstellar_trade"], done=done)
        s.players[0].agents_left = 0
        s._legal = None
        s.apply("reveal")
        while s.pending is not None and s.pending[0] != "acquire":
            s.apply(s.legal_actions()[0])
        persuasion.append(s.players[0].persuasion)
    assert persuasion[1] - persuasion[0] == 3


def test_the_contract_log_lines_read_in_every_language() -> None:
    """The CHOAM log lines are message ids (rules/story.py) translated in es/pt/ru: a random CHOAM
    game's log reads without an English fallback for them."""
    import random

    from landsraad.i18n import translator
    from landsraad.rules.view import log_lines

    s = new_game(config(leaders=(SHADDAM, "random", "random", "random"), log=True), seed=4)
    rng = random.Random(4)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    msgids = {m for m, _ in s.log or []}
    assert {"{seat} takes the {contract}", "{seat} completes the {contract}",
            "CHOAM contracts face up: {contracts}", "{seat} sets the Sardaukar contracts aside (Sardaukar Commander)"} <= msgids
    for lang in ("es", "pt", "ru"):
        tr = translator(lang)
        tr.missing.clear()
        lines = log_lines(s, lang=lang)
        assert not {m for m in tr.missing if "contract" in m or "CHOAM" in m or "Sardaukar" in m}, lang
        assert any(("contrat" if lang != "ru" else "контракт") in line for line in lines)
