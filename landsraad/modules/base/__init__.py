"""The base game (2020 Dune: Imperium) as a module: its content (content/*.yaml here), its
table (the `Table` defaults: seed 004), its seats (1 to 4 players; House Hagal fills 1- and
2-player tables: 001), its two automata, House Hagal and the solo Rivals (hagal.py here), and the
rules of its cards and leaders that are not plain effects (issue 27): the Imperium cards'
(cards_imperium.py), the Intrigue cards' (cards_intrigue.py), the eight leaders' (leaders.py) and
the words other products print too (modules/shared/cards.py). Their effects, conditions,
decisions, frames, rule texts and triggers join the rulesets that use this module, as any module's
(`Module.ops`/`decisions`/`effects`/`conditions`/`texts`/`triggers`); the core (landsraad/rules)
holds none of them. The base cards in an Uprising game (modules/combined/base__uprising/cards.py) take `CARD_RULES` and
`card_triggers`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from landsraad.content import Content, load_content
from landsraad.content.products import register_product_folder
from landsraad.i18n import N_

# hagal_card first: the House Hagal cards' kind is registered before any content is loaded
from landsraad.modules.base import cards_imperium, cards_intrigue, hagal, hagal_card, leaders  # noqa: F401
from landsraad.modules.base.state import HAGAL_DECK, HAGAL_DISCARD, STATE
from landsraad.modules.shared.cards import SHARED
from landsraad.presets import declare_edition
from landsraad.rules.ruleset import (
    Automa,
    Module,
    Seat,
    VpSource,
    name_role,
    register_edition,
    register_module,
)
from landsraad.rules.story import declare_component_ref, declare_role_word

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameConfig, GameState


# the base game's components: content/*.yaml and names.<lang>.yaml beside this file
CONTENT = register_product_folder("base", Path(__file__).parent / "content")


def base_content(_: Content) -> Content:
    """The base edition's YAML (the first module: there is nothing before it)."""
    return load_content("base")


def base_seats(config: GameConfig) -> tuple[Seat, ...]:
    """004 for 3 and 4 players; 001 "ДОМ ХАГАЛЬ": 1- and 2-player games fill the table to three
    seats. Two players: seat 2 is House Hagal, a third player that takes no VP and no rewards,
    has no leader and never holds the First Player marker (docs/rulings.md H10). Solo: seats 1
    and 2 are the Rivals, who score, take rewards, have leaders and pass the marker.
    Who chooses for an automa seat (`decided_by`): 000 Rivales, Elecciones "En caso de empate (o
    cuando la elección no sea sobre Influencia), tú elegirás por el Rival" (001 ОДНОЧНАЯ ИГРА,
    Решения: "вы выбираете за оппонента"): the player, seat 0 (docs/rulings.md H5). 001 ПАРТИИ С
    ДВУМЯ УЧАСТНИКАМИ names no one for House Hagal, whose cards leave it nothing to choose but
    what the same ladder gives (hagal.automa_legal); its choices stay with seat 0 as well."""
    if config.players == 1:
        # 000 Rivales "Acaparar el mercado": a Rival counts as having two The Spice Must Flow
        return (Seat(), Seat(role="rival", decided_by=0, spice_must_flow=2),
                Seat(role="rival", decided_by=0, spice_must_flow=2))
    if config.players == 2:
        return (Seat(), Seat(), Seat(role="house_hagal", scores=False, takes_rewards=False, has_leader=False,
                                     holds_first_player=False, decided_by=0))
    return tuple(Seat() for _ in range(config.players))


def base_start_vp(config: GameConfig) -> int:
    """004 Preparação G2: in a 4-player game every score marker starts on 1."""
    return 1 if config.players == 4 else 0


def _house_hagal() -> Automa:
    return hagal.HOUSE_HAGAL


def _rivals() -> Automa:
    return hagal.RIVALS


# The VP sources of the base game's rules (rules/zones.py set_vp, add_vp; the effect `vp` names its
# source as the component it comes from, a Conflict or an Intrigue card as "conflict", "intrigue"):
# Uprising scores under the same ones (modules/uprising), less the solo Rivals' exchanges.
SHARED_VP_SOURCES = (
    VpSource("start", "the score marker's start (004 Preparação G2: 1 VP in a 4-player game)", derived=True),
    VpSource("influence:<faction>", "Influence 2 or more on a Faction track (004 Influência)", derived=True),
    VpSource("alliance:<faction>", "a Faction's Alliance token (004 Alianças)", derived=True),
    VpSource("conflict", "Conflict rewards (004 FASE 3: COMBATE)"),
    VpSource("intrigue", "Intrigue cards"),
    VpSource("card:<card>", "an Imperium, Reserve or starter card's box (The Spice Must Flow)"),
    VpSource("leader:<leader>", "a leader's ability"),
)
# how the rules' messages and the log name a solo Rival's seat (000 Rivales) and House Hagal's (001)
name_role("rival", "a Rival")
name_role("house_hagal", "House Hagal")
declare_role_word("rival", N_("P{seat} (Rival)"))
declare_role_word("house_hagal", N_("House Hagal"))
declare_component_ref("hagal", "hagal")  # a House Hagal card in the log ("hagal", id) and as a source
RIVAL_EXCHANGE = N_("Rival's exchange")  # the players table's word for it (interfaces/screen.py vp_source)
RIVAL_VP_SOURCES = (
    VpSource("rival:<resource>", "solo Rivals trading Intrigues, spice, Solari or water for VP (000 House Hagal sheet)",
             values=tuple(res for res, _ in hagal.RIVAL_EXCHANGE), word=RIVAL_EXCHANGE),
)

def solo_view(s: GameState, seat: int) -> dict[str, Any]:
    """The difficulty the solo Rivals play at (000 Rivales: the level chosen at setup), in every
    seat's view of a game with them (`Module.view`); nothing otherwise."""
    del seat
    return {"difficulty": s.config.difficulty} if any(x.role == "rival" for x in s.rules.seats) else {}


def base_view(s: GameState, seat: int) -> dict[str, Any]:
    """Every seat's view of a base game (`Module.view`): the House Hagal deck's size (its cards are
    face down: the automata's `deck_view`) and its face-up discard pile (001 АГЕНТЫ), in every base
    game as when the core showed them; then the solo difficulty (`solo_view`)."""
    return {"hagal_deck_size": len(HAGAL_DECK.get(s)), "hagal_discard": list(HAGAL_DISCARD.get(s)),
            **solo_view(s, seat)}


# The rules of the base Imperium and Intrigue cards: their own, and the shared words they print
# (measured in tests/test_base_module.py: Uprising's cards print some of them too)
CARD_RULES = cards_imperium.RULES.merged(cards_intrigue.RULES, SHARED.only(
    "each_opponent", "persuasion_per_in_play", "space_influence", "retreat", "decision:retreat",
    "cond:high_council", "cond:another_bene_gesserit_card"))
# and of the eight leaders (Brutality's `has_alliance` and Helena's Manipulate are shared words)
LEADER_RULES = leaders.RULES.merged(SHARED.only("cond:has_alliance", "custom:manipulate", "decision:manipulate"))
RULES = CARD_RULES.merged(LEADER_RULES)


def card_triggers(t: Triggers) -> None:
    """The base cards' hooks into the turn rules (The Voice, Guild Bankers, Kwisatz Haderach,
    Dispatch an Envoy, Infiltrate, the Plots kept until the Reveal turn, Recruitment Mission)."""
    cards_imperium.register(t)
    cards_intrigue.register(t)


def base_triggers(t: Triggers) -> None:
    """In the order the base game's rules apply (a cost or icon modifier sees the value the
    previous one returned): the cards', the leaders', then House Hagal's."""
    card_triggers(t)
    leaders.register(t)
    hagal.register(t)


BASE = register_module(Module(
    name="base", content=base_content, seats=base_seats, start_vp=base_start_vp,
    automata={"house_hagal": _house_hagal, "rival": _rivals}, ops={**RULES.ops, **hagal.OPS},
    effects=RULES.effects, conditions=RULES.conditions, decisions=tuple(RULES.decisions.values()),
    texts={**RULES.texts, **hagal.TEXTS}, triggers=base_triggers,
    vp_sources=SHARED_VP_SOURCES + RIVAL_VP_SOURCES, view=base_view,
    state=STATE,  # the automa's deck, discard pile and the Rivals' Swordmaster round (state.py)
    # the board's areas; the House Hagal cards' texts
    # and the House Hagal deck's observation blocks and browser payload
    interfaces={"screen": "landsraad.modules.base.screen", "render": "landsraad.modules.base.render",
                "rl": "landsraad.modules.base.rl", "web": "landsraad.modules.base.web"},
    title=N_("Base game"), lobby_label=N_("Base game (2020 board), {players} players"),
    # 001 House Hagal: a solo game against two Rivals, a two-player game with House Hagal
    count_words={1: N_("solo against two Rivals"), 2: N_("with House Hagal")},
    # the Intrigue cards' flags of the turn (Dispatch an Envoy, Infiltrate, Recruitment Mission)
    turn_fields=cards_intrigue.CARD_TURN_FIELDS,
    scenario=f"{__name__}.scenario",  # its scenario keys: the automa's deck and discard pile (001)
))
register_edition("base", ("base",))
declare_edition("base", "001")  # its preset (landsraad/presets.py): seed 001
