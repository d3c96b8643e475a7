"""The base game (2020 Dune: Imperium) as a module: its content (content/*.yaml here), its
table (the `Table` defaults: seed 004), its seats (1 to 4 players; House Hagal fills 1- and
2-player tables: 001) and its two automata, House Hagal and the solo Rivals (hagal.py here:
their frames, rule texts and modifiers join the rulesets that use this module).

The rest of the base game's rules handlers are still the engine's own (rules/*.py register them
on import); a later module brings its own through `Module.ops`/`decisions`/`effects`/`conditions`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from landsraad.content import Content, load_content
from landsraad.content.products import register_product_folder
from landsraad.i18n import N_
from landsraad.modules.base import hagal
from landsraad.rules.ruleset import (
    Automa,
    Module,
    Seat,
    VpSource,
    name_role,
    register_edition,
    register_module,
)
from landsraad.rules.story import declare_role_word

if TYPE_CHECKING:
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
# how the rules' messages and the log name a solo Rival's seat (000 Rivales)
name_role("rival", "a Rival")
declare_role_word("rival", N_("P{seat} (Rival)"))
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


BASE = register_module(Module(
    name="base", content=base_content, seats=base_seats, start_vp=base_start_vp,
    automata={"house_hagal": _house_hagal, "rival": _rivals}, ops=hagal.OPS, texts=hagal.TEXTS,
    triggers=hagal.register,
    vp_sources=SHARED_VP_SOURCES + RIVAL_VP_SOURCES, view=solo_view,
    title=N_("Base game"), lobby_label=N_("Base game (2020 board), {players} players"),
))
register_edition("base", ("base",))
