"""Effects of Uprising Imperium cards that are not in the base vocabulary (seed 002 cards;
docs/content.md "Uprising cards").

- `influence_each_spied`: +1 Influence with each Faction one of whose board spaces a Spy of yours
  watches (each Faction once, in track order).
- `return_to_hand`: this card goes from play back to your hand (it may be played again; a word
  Immortality prints too: modules/shared/words.py).
- `("remove_starter", card)`: a leader's setup (Staban Tuek, "Limited Allies": a 9-card starting
  deck without Diplomacy): one copy of that starting card leaves the player's deck for the game
  (to `removed_cards`, where Imperium cards out of the game go).
- `deploy_recruits` (Sardaukar Coordination): "you may deploy to the Conflict every troop you
  recruit this turn" — even from a space that is not a Combat space (the turn's deploy window then
  offers this turn's recruits only, not the two from the garrison: docs/rulings.md U153).
- `("deploy_or_retreat", n)`: you may deploy up to n troops from your garrison to the Conflict, or
  retreat up to n of your troops from the Conflict to your garrison (modules/shared/words.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.shared.words import DEPLOY_OR_RETREAT, deploy_or_retreat, return_to_hand
from landsraad.modules.uprising.spies import posts_of
from landsraad.rules.zones import added

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def _influence_each_spied(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    content = s.rules.content
    spied = {content.spaces[sid].faction for post in posts_of(s, seat)
             for sid in content.observation_posts[post].spaces}
    for faction in reversed(s.rules.factions):  # pushed last first: track order
        if faction in spied:
            s.stack.append(("eff", seat, ("influence", faction, 1), src))


def _remove_starter(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    p = s.players[seat]
    for pile in (p.deck, p.hand):  # at setup the cards are all in the deck
        if e[1] in pile:
            pile.remove(e[1])
            s.removed_cards = added(s.removed_cards, e[1])
            return


def _deploy_recruits(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    if s.turn.seat == seat:
        s.turn.deploy_recruits = True


EFFECTS = {"deploy_recruits": _deploy_recruits, "remove_starter": _remove_starter, "influence_each_spied": _influence_each_spied, "return_to_hand": return_to_hand,
           "deploy_or_retreat": deploy_or_retreat}
DECISIONS = (DEPLOY_OR_RETREAT,)
