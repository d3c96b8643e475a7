"""The base game's Imperium and Intrigue cards in an Uprising game (issue 30), a ruleset module on
top of the `uprising` edition: `GameConfig(edition="uprising", modules=("base_cards",))`.

Seed 002 "COMBINAR INSURRECCIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM", "COMBINAR CON EL DUNE:
IMPERIUM BÁSICO":
- "Puedes mezclar todas las demás cartas de Intriga y del Imperio con las de INSURRECCIÓN": every
  Imperium and Intrigue card of the base game joins Uprising's decks, with its copies (the base
  starter cards and Reserve stay in the box: Uprising has its own);
- "Dado que en INSURRECCIÓN no hay ningún Mentat, debes quitar la carta de Intriga Cálculos
  suplementarios": the base Intrigue that takes the Mentat, Calculated Hire (docs/rulings.md M900),
  is left out;
- "Recomendamos no añadir las cartas de Conflicto de DUNE: IMPERIUM": the Conflict deck stays
  Uprising's; the optional base Conflict cards (without "Trazar orden en el caos") are the module
  `base_conflicts` on top of this one (docs/rulings.md M909).

The cards keep their product (`product: base`, content/loader.py): their names and texts are the
base game's in every language, whatever the board (content/names.py). Their rules are the base
game's handlers, which this module brings to the game as the base module does to a base game
(modules/base `CARD_RULES`, `card_triggers`: issue 27; a plain Uprising game has none of them);
where a base card meets an Uprising rule the seeds do not join, docs/rulings.md M900 onwards decides.
"""

from __future__ import annotations

from landsraad.content import Content, content_with, load_content
from landsraad.content.boxes import component_boxes, component_conditions
from landsraad.content.tree import walk
from landsraad.core.errors import ContentError
from landsraad.i18n import N_
from landsraad.modules.base import CARD_RULES, card_triggers
from landsraad.modules.base.cards_intrigue import CARD_TURN_FIELDS
from landsraad.modules.combined import required
from landsraad.presets import declare_part
from landsraad.rules.ruleset import Module, register_module

NAME = "base_cards"
# 002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO: "debes quitar la carta de Intriga Cálculos
# suplementarios" — the base Intrigue of the Mentat (Calculated Hire; 000 prints it "Prestación de
# servicios": docs/rulings.md M900)
REMOVED_INTRIGUES = ("calculated_hire",)
# what a card needs that Uprising has no component for: the Mentat (002: "en INSURRECCIÓN no hay
# ningún Mentat"); a base card still naming one after the removal is refused (M901)
MENTAT_WORDS = frozenset({"take_mentat", "mentat_reward", "mentat_on_space"})


def base_cards(content: Content) -> tuple[list, list]:
    """The base game's Imperium and Intrigue cards an Uprising game takes (002), as records of the
    base product: every Imperium card of the base deck, every Intrigue but Calculated Hire."""
    base = load_content("base")
    cards = [base.cards[cid] for cid in dict.fromkeys(base.imperium_deck)]
    intrigues = [base.intrigues[iid] for iid in dict.fromkeys(base.intrigue_deck) if iid not in REMOVED_INTRIGUES]
    return cards, intrigues


def base_cards_content(content: Content) -> Content:
    """002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO: the base cards shuffled into Uprising's Imperium and
    Intrigue decks (the engine shuffles both at setup); an id both products print is refused by
    `content_with` (none is: tests/test_base_cards.py)."""
    if content.edition != "uprising":
        raise ContentError("base_cards mixes the base game's cards into an Uprising game (002 COMBINAR "
                           "INSURRECCIÓN ...); a base game already has them")
    cards, intrigues = base_cards(content)
    mixed = content_with(content, cards=cards, intrigues=intrigues)
    mentat = sorted({where for where, box in component_boxes(mixed) for e in walk(box) if e[0] in MENTAT_WORDS}
                    | {where for where, cond in component_conditions(mixed) if cond[0] == "custom"
                       and cond[1] in MENTAT_WORDS})
    if mentat:  # 002: "en INSURRECCIÓN no hay ningún Mentat" (M901)
        raise ContentError(f"base_cards: {', '.join(mentat)} needs the Mentat, which Uprising has not (002 "
                           "COMBINAR CON EL DUNE: IMPERIUM BÁSICO)")
    return mixed


BASE_CARDS = register_module(Module(
    name=NAME, requires=required(NAME), content=base_cards_content,
    ops=CARD_RULES.ops, effects=CARD_RULES.effects, conditions=CARD_RULES.conditions,
    decisions=tuple(CARD_RULES.decisions.values()), texts=CARD_RULES.texts, triggers=card_triggers,
    title=N_("base game cards"),
    # the base Intrigue cards' flags of the turn, the very fields the base module declares
    turn_fields=CARD_TURN_FIELDS,
))
# a part of presets' names (landsraad/presets.py): seed 002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO
# (rank 30: after CHOAM and Immortality)
declare_part("base-cards", NAME, "002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO", rank=30)
