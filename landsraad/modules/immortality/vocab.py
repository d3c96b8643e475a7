"""Immortality (seed 003): the effect vocabulary of the Bene Tleilax expansion.

The loader (content/loader.py) asks this vocabulary (registered below: content/vocabulary.py) about
any effect, cost, condition or card field it does not know itself, so the expansion's words are
declared once, here, and validated like the rest (docs/content.md). This module imports nothing
from the loader: the loader hands it the parsers it needs for nested parts (`parse_condition`).
The module's content loader (modules/immortality/loader.py) imports it before reading its YAML.

The words (seed 003 "NUEVOS ICONOS", "EL MEDIDOR DE INVESTIGACIÓN", "EL MEDIDOR TLEILAXU",
"CARTAS TLEILAXU", "ADSCRIPCIONES"). Words the Uprising cards already have are theirs, not
redeclared: the costs `trash_intrigue` (003 icon: trash an Intrigue card from your hand) and
`{retreat: n}`, the flag `return_to_hand`, `{deploy_or_retreat: n}`, the condition
`{gained_this_turn: spice}` (content/loader.py, Uprising cards):
- amounts `{research: n}` (n Research icons), `{tleilaxu: n}` (n steps on the Tleilaxu track),
  `{specimen: n}` (n troops from your supply into the axolotl tanks),
  `{solari_per_grafted_icon: n}` (n Solari per Agent icon on the other grafted card: Slig Farmer);
- flags `combat_space` (003 icon "Combate": deploy this turn as at a Combat space),
  `acquire_tleilaxu` (acquire a Tleilaxu card paying its specimen cost: Harvest Cells),
  `recall_sent_agent` (you may recall the Agent you sent this turn: Twisted Mentat);
- `{acquire_imperium: {max_cost: 6, to_hand_with_markers: 2}}`: you may acquire a card of the
  Imperium Row or the Reserve of at most that Persuasion cost (docs/rulings.md I62); with that many
  genetic markers it goes to your hand (0: never);
- costs `{specimen: n}` (spend n specimens), `trash_grafted` (trash the other grafted card:
  Dissecting Kit), `{lose_troops: {count: n, from: conflict|garrison|either}}`,
  `{lose_influence_of_one: {faction: any, amount: n}}` (n Influence with one Faction);
- conditions `grafted` (003 "si está adscrita"), `{grafted_with: [factions]}` (the other
  grafted card has one of these Factions), `{genetic_markers: 1|2}` (003 Marcadores genéticos:
  your Research token has reached that marker's column), `{has_at_least: {spice: 3}}`;
- card fields `graft: true` (the Agent box is a graft box, 003 ADSCRIPCIONES) and
  `icons_when: [{cond: <condition>, icons: [...]}]` (Agent icons the card has while a condition
  holds: Blank Slate, Long Reach, Show of Strength).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from landsraad.content.boxes import BoxParts, register_box_parts
from landsraad.content.vocabulary import Vocabulary, register_vocabulary
from landsraad.core.errors import ContentError
from landsraad.i18n import N_, NP_

Effect = tuple[Any, ...]
Effects = tuple[Effect, ...]

# Gains that take a single non-negative integer
IMMORTALITY_AMOUNT_EFFECTS = frozenset(
    {"research",                 # 003 Investigación: move the Research token one column right
     "tleilaxu",                 # 003 Tleilaxu: one step on the Tleilaxu track, gain the new space's bonus
     "specimen",                 # 003 Espécimen: a troop from your supply into the axolotl tanks
     "solari_per_grafted_icon"}  # Slig Farmer: Solari per Agent icon on the other grafted card
)
# Effects without parameters
IMMORTALITY_FLAG_EFFECTS = frozenset(
    {"combat_space",         # 003 NUEVOS ICONOS, Combate
     "acquire_tleilaxu",     # Harvest Cells: a Tleilaxu card from the Tleilaxu Row at its specimen cost
     "recall_sent_agent"}    # Twisted Mentat: you may recall the Agent you sent this turn
)
# Conditions written as a bare word
IMMORTALITY_BARE_CONDITIONS = frozenset({"grafted"})  # 003 ADSCRIPCIONES: «si está adscrita»
# The card fields the expansion adds (content/loader.py CARD_FIELDS)
IMMORTALITY_CARD_FIELDS = frozenset({"graft", "icons_when"})
TROOP_PLACES = ("conflict", "garrison", "either")
GENETIC_MARKERS = (1, 2)  # 003: two markers, under the 4th and the last column of the research track


def _fail(where: str, msg: str) -> ContentError:
    return ContentError(f"{where}: {msg}")


def _count(v: Any, where: str, least: int = 1) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < least:
        raise _fail(where, f"expected an integer of at least {least}, got {v!r}")
    return v


def parse_effect(key: str, val: Any, where: str) -> Effect | None:
    """An Immortality effect written `{key: val}`, or None when the key is not one of ours."""
    if key == "acquire_imperium":
        if not isinstance(val, dict) or set(val) != {"max_cost", "to_hand_with_markers"}:
            raise _fail(where, "acquire_imperium needs max_cost and to_hand_with_markers")
        markers = val["to_hand_with_markers"]
        if markers not in (0, *GENETIC_MARKERS) or isinstance(markers, bool):
            raise _fail(where, "to_hand_with_markers is 0 (never), 1 or 2")
        return ("acquire_imperium", _count(val["max_cost"], where, 0), markers)
    return None


def parse_condition(raw: Any, where: str, factions: list[str]) -> Effect | None:
    """An Immortality condition, or None when it is not one of ours."""
    if isinstance(raw, str):
        return (raw,) if raw in IMMORTALITY_BARE_CONDITIONS else None
    if not isinstance(raw, dict) or len(raw) != 1:
        return None
    (key, val), = raw.items()
    if key == "genetic_markers":
        if val not in GENETIC_MARKERS or isinstance(val, bool):
            raise _fail(where, "genetic_markers is 1 or 2 (003 Marcadores genéticos)")
        return ("genetic_markers", val)
    if key == "grafted_with":
        if not isinstance(val, list) or not val or any(f not in factions for f in val):
            raise _fail(where, f"grafted_with lists Factions among {', '.join(factions)}")
        return ("grafted_with", tuple(val))
    if key == "has_at_least":
        if not isinstance(val, dict) or len(val) != 1:
            raise _fail(where, "has_at_least needs {resource: n}")
        (res, n), = val.items()
        if res not in ("solari", "spice", "water"):
            raise _fail(where, f"has_at_least: unknown resource {res!r}")
        return ("has_at_least", res, _count(n, where))
    return None


def parse_cost(raw: Any, where: str, factions: list[str]) -> Effect | None:
    """An Immortality cost of a "→", or None when it is not one of ours."""
    if raw == "trash_grafted":
        return (raw,)
    if not isinstance(raw, dict) or len(raw) != 1:
        return None
    (key, val), = raw.items()
    if key == "specimen":
        return ("specimen", _count(val, where))
    if key == "lose_troops":
        if not isinstance(val, dict) or set(val) != {"count", "from"} or val["from"] not in TROOP_PLACES:
            raise _fail(where, f"lose_troops needs count and from (one of {', '.join(TROOP_PLACES)})")
        return ("lose_troops", _count(val["count"], where), val["from"])
    if key == "lose_influence_of_one":
        if not isinstance(val, dict) or set(val) != {"faction", "amount"}:
            raise _fail(where, "lose_influence_of_one needs faction and amount")
        if val["faction"] != "any" and val["faction"] not in factions:
            raise _fail(where, f"unknown faction {val['faction']!r}")
        return ("lose_influence_of_one", val["faction"], _count(val["amount"], where))
    return None


def parse_card_fields(raw: dict[str, Any], where: str, icons: tuple[str, ...],
                      condition: Callable[[Any, str], Effect]) -> dict[str, Any]:
    """The card fields `graft` and `icons_when` (absent: not a graft card, no conditional icons)."""
    graft = raw.get("graft", False)
    if not isinstance(graft, bool):
        raise _fail(where, f"graft is true or false, got {graft!r}")
    out = []
    for i, item in enumerate(raw.get("icons_when") or ()):
        w = f"{where}.icons_when[{i}]"
        if not isinstance(item, dict) or set(item) != {"cond", "icons"}:
            raise _fail(w, "icons_when items are {cond, icons}")
        got = item["icons"]
        if not isinstance(got, list) or not got or any(ic not in icons for ic in got):
            raise _fail(w, f"icons lists Agent icons among {', '.join(icons)}")
        out.append((condition(item["cond"], w), tuple(got)))
    if raw.get("icons_when") is not None and not out:
        raise _fail(where, "icons_when is a non-empty list")
    return {"graft": graft, "icons_when": tuple(out)}


# ---- what a player reads of these words (interfaces/texts.py; each a gettext message) -------------
AMOUNT_TEXTS = {
    "research": NP_("+{n} Research (move your Research token {n} column right)",
                    "+{n} Research (move your Research token {n} columns right)"),
    "tleilaxu": NP_("advance {n} space on the Tleilaxu track", "advance {n} spaces on the Tleilaxu track"),
    "specimen": NP_("+{n} specimen (troops from your supply to the axolotl tanks)",
                    "+{n} specimens (troops from your supply to the axolotl tanks)"),
    "solari_per_grafted_icon": NP_("+{n} Solari for each Agent icon on the other grafted card",
                                   "+{n} Solari for each Agent icon on the other grafted card"),
}
FLAG_TEXTS = {
    "combat_space": N_("this turn you may deploy troops to the Conflict as if your Agent were at a Combat space"),
    "acquire_tleilaxu": N_("you may acquire a Tleilaxu card, paying its specimen cost"),
    "recall_sent_agent": N_("you may recall the Agent you sent this turn"),
}


VOCABULARY = register_vocabulary(Vocabulary(
    name="immortality", amount_effects=IMMORTALITY_AMOUNT_EFFECTS, flag_effects=IMMORTALITY_FLAG_EFFECTS,
    card_fields=IMMORTALITY_CARD_FIELDS, parse_effect=parse_effect, parse_condition=parse_condition,
    parse_cost=parse_cost, parse_card_fields=parse_card_fields, flag_texts=FLAG_TEXTS, amount_texts=AMOUNT_TEXTS,
    phrases="landsraad.modules.immortality.phrases"))  # its conditions', costs' and acquire_imperium's phrases

# The condition of the Agent icons a card has while it holds (`icons_when`: Blank Slate's while it is
# grafted, 003 ADSCRIPCIONES; Long Reach, Show of Strength), for the content's box listing
# (content/boxes.py: the handler checks walk it)
BOXES = register_box_parts(BoxParts(
    name="immortality", card_conditions=lambda c: (cond for cond, _icons in c.icons_when)))
