"""Uprising for one player (seed 002, Rivals supplement; issue 28) as a product folder: the House
Hagal deck, the ten Rival cards, the difficulty levels and the variants as validated data
(`data.py`, the YAML files), the Rivals' state (`state.py`) and rules (`rules.py`: setup, Agent
turns, combat, spending, Schemes, the Rival seats' choices).

The module is part of the Uprising edition: for three and four players it adds nothing (no seat
plan entry, its triggers apply only in a game with its Rivals); `--players 1` seats the player
and two Rivals, `--players 2` the two players and one shared Rival who acts after the First Player
every round (002 PREPARACIÓN, TURNOS DE AGENTE DE RIVALES).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from landsraad.content.names import ModuleComponents, register_module_components
from landsraad.i18n import N_
from landsraad.modules.combined import played_with
from landsraad.modules.uprising_rivals import extensions, rules
from landsraad.modules.uprising_rivals.data import rivals_data
from landsraad.modules.uprising_rivals.options import RIVALS_OPTION, chosen, chosen_rivals_problem
from landsraad.modules.uprising_rivals.state import HAGAL_DECK, HAGAL_DISCARD, HAGAL_TURN, RIVAL_CARDS, STATE
from landsraad.rules.ruleset import Automa, Module, Seat, VpSource, register_edition, register_module

if TYPE_CHECKING:
    from landsraad.rules.state import GameConfig, GameState

NAME = "uprising_rivals"


def rival_seats(config: GameConfig) -> tuple[Seat, ...]:
    """002 PREPARACIÓN, solo: the player and two Rivals; a Rival has a Rival card instead of a
    leader, scores, takes rewards and may hold the First Player marker ("los Rivales a veces tendrán
    el indicador"); the player chooses for them where the seed says "tú" (decided_by 0)."""
    if config.players == 1:
        rival = Seat(role="rival", has_leader=False, decided_by=0, spice_must_flow=2)
        return (Seat(), rival, rival)
    if config.players == 2:
        # one shared Rival; "nunca tiene el indicador de Jugador inicial"; the seed names no one to
        # choose for it in a two-player game: the first seat does (U727)
        # "Rivales simplificados": the Rival "incapaces de ganar la partida" (variants.py)
        can_win = "rivals_simplified_rivals" not in config.modules
        return (Seat(), Seat(), Seat(role="rival", has_leader=False, holds_first_player=False, decided_by=0,
                                     can_win=can_win, follows_first_player=True, spice_must_flow=2))
    return tuple(Seat() for _ in range(config.players))


def solo_problem(config: GameConfig) -> str | None:
    """What the Rivals refuse: any module but their variants, CHOAM (U730: a Rival's contract is 2
    Solari, modules/choam/market.py), Immortality (U726), the base game's cards (U734) and Conflict
    cards (M920); the Rival cards chosen (U719, U729)."""
    # Immortality is played (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD: immortality.py, U732-U733);
    # the base game's Imperium and Intrigue cards too (002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO: the
    # Rivals play no cards and that section changes no House Hagal card: U734)
    # (the registry's `played_with`: modules/__init__.py)
    others = [m for m in config.modules if not m.startswith("rivals_") and m not in played_with(NAME)]
    if config.players in (1, 2) and others:
        return (f"an Uprising game with the Rivals (1 or 2 players) is not yet played with "
                f"{', '.join(others)} (issue 28)")
    cards = chosen(config)
    if not isinstance(cards, tuple):
        return "rivals is a tuple of Rival card ids"
    if cards and config.players not in (1, 2):
        return f"rivals chooses the Rival cards of an Uprising game for 1 or 2 players, not {config.players}"
    if config.players in (1, 2):
        return chosen_rivals_problem(config.players, config.modules, cards)
    return None


def rival_view(s: GameState, seat: int) -> dict[str, Any]:
    """What every seat sees of the Rivals (face up: 002 CARTAS DE RIVAL): each Rival's card, its
    Swordmaster value and priority; the House Hagal deck's size and the last card revealed (the
    discard pile is face up) and the cards of the last Rival Agent turn (face up on the table).
    Nothing in a game without them."""
    if s.rules.automa is not rules.RIVALS:
        return {}
    data = rivals_data()
    cards = RIVAL_CARDS.get(s)
    discard = HAGAL_DISCARD.get(s)
    return {"difficulty": s.config.difficulty,  # the Rivals play at the game's difficulty (002 Rivales)
            "rivals": [{"seat": x, "card": c, "swordmaster": data.rivals[c].swordmaster,
                       "priority": list(data.rivals[c].priority)} for x, c in zip(s.automa, cards, strict=True)],
            "rival_hagal_deck_size": len(HAGAL_DECK.get(s)), "rival_hagal_last": discard[-1] if discard else None,
            # the cards of the last Rival Agent turn stay face up on the table (state.py HAGAL_TURN)
            "rival_hagal_turn": list(HAGAL_TURN.get(s))}


def _rivals() -> Automa:
    return rules.RIVALS


def _component(edition: str, kind: str, cid: str) -> Any:
    """The Rivals' components by id, for their names in the log (content/names.py)."""
    if edition != "uprising":
        return None
    data = rivals_data()
    if kind == "hagal":
        return data.hagal.get(cid) or extensions.card(cid)  # another product's (Immortality's four, solo)
    if kind == "leaders":
        return data.rivals.get(cid)
    return None


# the Rivals' names in the readers' languages: names.<lang>.yaml beside this file
register_module_components(ModuleComponents(NAME, _component, dict, lambda edition: rivals_data(),
                                            names_dir=Path(__file__).parent))

RIVAL_VP = VpSource("rival:<resource>", "Rivals spending Intrigues, spice, Solari or water for VP (002 Compra de "
                    "Puntos de Victoria)", values=("intrigue", "spice", "solari", "water"), word=N_("Rival's exchange"))

UPRISING_RIVALS = register_module(Module(
    name=NAME, seats=rival_seats,
    # 002 Rivales: one and two players
    table={"min_players": 1},
    automata={"rival": _rivals}, ops=rules.OPS, triggers=rules.register,
    setup_steps=(rules.deal_rival_objectives, rules.player_difficulty),
    vp_sources=(RIVAL_VP,), state=STATE, view=rival_view,
    interfaces={"screen": f"{__name__}.screen", "web": f"{__name__}.web"}, requires=("uprising",), config_problem=solo_problem,
    options=(RIVALS_OPTION,), scenario=f"{__name__}.scenario",
    # 002 PREPARACIÓN: one player against two Rivals; two players and one shared Rival
    count_words={1: N_("solo against two Rivals"), 2: N_("against one shared Rival")},
))
register_edition("uprising", ("uprising", "uprising_rivals"))

from landsraad.modules.uprising_rivals import variants as _variants  # noqa: E402,F401  (its optional rules)
