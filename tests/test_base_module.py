"""Issue 27, "the base game is not a module like the others: its cards, leaders and automa register
globally": the rules of the base game's cards and leaders are the base module's
(modules/base/cards_imperium.py, cards_intrigue.py, leaders.py), the words other products print too
are modules/shared/cards.py, and each product's `Module` lists the ones its components name. The
core's tables (rules/registry.py) and triggers (rules/events.py BASE) hold none of them.

Seed 002 "COMBINAR CON EL DUNE: IMPERIUM BÁSICO": the base Imperium and Intrigue cards may join an
Uprising game (module `base_cards`); their rules come with them, and only with them.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from landsraad import ConfigError, GameConfig, new_game
from landsraad.modules import base as base_module
from landsraad.modules.base import cards_imperium, cards_intrigue, leaders
from landsraad.modules.shared.cards import SHARED
from landsraad.rules import registry
from landsraad.rules.editions import ruleset_of
from landsraad.rules.events import BASE
from landsraad.rules.registry import Handlers, needed_handlers
from landsraad.rules.ruleset import EDITIONS, ruleset_for
from tests.products import unruled

# every built-in combination of the products whose cards name these rules
CONFIGS = [("base", ()), ("base", ("immortality",)), ("uprising", ()), ("uprising", ("choam",)),
           ("uprising", ("base_cards",)), ("uprising", ("base_cards", "base_conflicts")),
           ("uprising", ("base_cards", "choam")), ("uprising", ("immortality",)),
           ("uprising", ("base_cards", "immortality"))]


def _keys(h: Handlers) -> set[str]:
    """A handler set's keys as `needed_handlers` names them (effects by kind, "cond:<name>")."""
    return set(h.effects) | {f"cond:{k}" for k in h.conditions}


def _products_naming() -> dict[str, set[str]]:
    """handler key -> the products whose components name it, over every configuration (the
    measurement issue 27's move was planned from)."""
    out: dict[str, set[str]] = defaultdict(set)
    for edition, modules in CONFIGS:
        content = ruleset_of(edition, modules).content
        tables: dict[str, Any] = {"card": content.cards, "intrigue": content.intrigues, "leader": content.leaders,
                                  "space": content.spaces, "conflict": content.conflicts}
        for where, key in needed_handlers(content, EDITIONS[edition] + modules):
            kind, _, cid = where.partition(" ")
            component = tables.get(kind, {}).get(cid)
            out[key].add(getattr(component, "product", None) or edition)
    return out


def test_the_core_holds_no_rule_of_a_card_or_a_leader() -> None:
    """rules/registry.py's tables and rules/events.py's BASE: the core's rules only."""
    own = base_module.RULES.merged(SHARED)
    assert not set(own.effects) & set(registry.EFFECTS)
    assert not set(own.conditions) & set(registry.CONDITIONS)
    assert not set(own.decisions) & set(registry.DECISIONS)
    assert not set(own.ops) & set(registry.OPS)
    assert not set(own.texts) & set(registry.RULE_TEXTS) and "card:kwisatz_haderach" not in registry.RULE_TEXTS
    assert not BASE.leader_abilities and not BASE.special_agent_cards and not BASE.option_feasible
    assert cards_imperium._voice_blocker not in BASE.space_blockers


def test_each_rule_lives_with_the_products_that_print_it() -> None:
    """Measured over every combination of the products: a base module rule is named by base
    components only; a shared word by at least two products' components."""
    naming = _products_naming()
    for key in _keys(cards_imperium.RULES) | _keys(cards_intrigue.RULES) | _keys(leaders.RULES):
        assert naming[key] == {"base"}, (key, naming[key])
    for key in _keys(SHARED):
        assert "base" in naming[key] and len(naming[key]) >= 2, (key, naming[key])


def test_every_configuration_has_the_rule_of_everything_its_components_name() -> None:
    """A product's module declares the shared words its components print: no configuration names
    a rule it lacks (check_handlers would refuse it when the game is set up)."""
    for edition, modules in CONFIGS:
        for players in (4, 1):  # the automa's modules join at one player (House Hagal, the Rivals)
            try:
                config = GameConfig(edition=edition, modules=modules, players=players)
            except ConfigError:  # not played solo yet (the base Conflicts with the Rivals: issue 28)
                assert players == 1 and "base_conflicts" in modules
                continue
            assert unruled(config) == set(), (edition, modules, players)


def test_a_plain_uprising_game_has_no_base_only_rule() -> None:
    """Without the base cards (002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO), none of their rules nor
    the base leaders' are in an Uprising game; the words Uprising prints too are."""
    up = ruleset_for(GameConfig(edition="uprising", players=4))
    assert "custom:plans_within_plans" not in up.effects and "plans_within_plans" not in up.conditions
    assert "voice" not in up.decisions and "kwisatz_source" not in up.decisions and "top_deck" not in up.ops
    assert "signet:leto_atreides" not in up.effects and "masterstroke" not in up.decisions
    assert "card:kwisatz_haderach" not in up.texts and "custom:plans_within_plans" not in up.texts
    assert up.triggers is not None and "kwisatz_haderach" not in up.triggers.special_agent_cards
    assert cards_imperium._voice_blocker not in up.triggers.space_blockers
    assert cards_intrigue._envoy_icons not in up.triggers.card_icons
    assert "take_from_discard" not in up.triggers.option_feasible
    # Uprising's own cards print these (Tactical Option, Covert Operation, Lady Amber Metulli, Manipulate)
    for key in ("retreat", "each_opponent", "space_influence", "persuasion_per_in_play", "custom:manipulate"):
        assert up.effects[key] is SHARED.effects[key], key
    assert up.conditions["has_alliance"] is SHARED.conditions["has_alliance"]
    assert up.decisions["retreat"] is SHARED.decisions["retreat"]


def test_a_base_cards_uprising_game_has_the_base_cards_rules_but_not_the_leaders() -> None:
    """002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO: "Puedes mezclar todas las demás cartas de Intriga y
    del Imperio con las de INSURRECCIÓN": their rules come with them (module base_cards); the base
    leaders stay in the box, and so do their rules."""
    mixed = ruleset_for(GameConfig(edition="uprising", players=4, modules=("base_cards",)))
    assert mixed.effects["custom:plans_within_plans"] is cards_intrigue.RULES.effects["custom:plans_within_plans"]
    assert mixed.conditions["plans_within_plans"] is cards_intrigue.RULES.conditions["plans_within_plans"]
    assert {"voice", "kwisatz_source", "top_deck", "bypass_protocol"} <= set(mixed.decisions)
    assert mixed.ops["top_deck_offer"] is cards_intrigue.RULES.ops["top_deck_offer"]
    assert mixed.texts["card:kwisatz_haderach"] == cards_imperium.RULES.texts["card:kwisatz_haderach"]
    assert mixed.triggers is not None and "kwisatz_haderach" in mixed.triggers.special_agent_cards
    assert cards_imperium._voice_blocker in mixed.triggers.space_blockers
    assert cards_intrigue._acquired_hook in mixed.triggers.acquire
    assert "signet:leto_atreides" not in mixed.effects and "masterstroke" not in mixed.decisions
    assert not set(mixed.triggers.leader_abilities) & set(leaders.LEADER_IDS)
    # a game of it plays a base Plot with its rule: Refocus shuffles the discard pile into the deck
    s = new_game(GameConfig(edition="uprising", players=4, modules=("base_cards",)), seed=2)
    p = s.players[0]
    p.discard = list(p.hand)
    p.hand = []
    deck = len(p.deck)
    s.rules.effects["custom:refocus"](s, 0, ("custom", "refocus"), "intrigue:refocus")
    assert not p.discard and len(p.deck) == deck + 5


def test_the_base_game_keeps_its_rules_in_the_order_they_apply() -> None:
    """A base game's ruleset has every one of them, and its triggers run the core's first, then the
    cards', the leaders', House Hagal's (as when they were the core's: golden games unchanged)."""
    rules = ruleset_for(GameConfig(players=4))
    assert base_module.RULES.effects.items() <= rules.effects.items()
    assert base_module.RULES.decisions.items() <= rules.decisions.items()
    assert rules.triggers is not None
    assert rules.triggers.acquire[0] is BASE.acquire[0] and rules.triggers.acquire[1] is cards_intrigue._acquired_hook
    assert set(rules.triggers.leader_abilities) == set(leaders.LEADER_IDS)


def test_picking_or_merging_handlers_refuses_what_is_not_there_or_clashes() -> None:
    with pytest.raises(ValueError, match="no handler 'cond:no_such_word'"):
        SHARED.only("cond:no_such_word")
    other = Handlers()
    other.effects["retreat"] = lambda s, seat, e, src: None
    with pytest.raises(ValueError, match="'retreat'"):
        SHARED.merged(other)
    assert SHARED.merged(SHARED.only("retreat")).effects["retreat"] is SHARED.effects["retreat"]
