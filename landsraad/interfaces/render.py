"""Components as players read them, rendered from their data: `landsraad cards --show NAME`, the
terminal's `?NAME` and the browser's card texts. Every component renders its whole text — cards,
Intrigues, Conflicts, leaders with both abilities, board spaces, House Hagal cards — with the
values of the game it is read in (`texts.Reader`). Source notes ("Checked: ...") are shown only
when asked for (`cards --show NAME --sources`)."""

from __future__ import annotations

from typing import Any

from landsraad.content import (
    Card,
    Conflict,
    Content,
    Contract,
    Intrigue,
    Leader,
    Objective,
    ObservationPost,
    Space,
)
from landsraad.content.kinds import Record
from landsraad.content.names import component_name, kind_of
from landsraad.i18n import N_, NP_, translator
from landsraad.interfaces.parts import every_part, view_parts
from landsraad.interfaces.texts import (
    BATTLE_ICON_NAMES,
    BOX,
    FACTION_NAMES,
    ICON_NAMES,
    PRINTED,
    RESOURCE_NAMES,
    Reader,
    capital,
    cond_text,
    contract_complete_text,
    contract_name,
    costs_text,
    effect_text,
    effects_text,
    joined,
    rule_text,
    rule_texts_of,
    space_terms,
    word,
)
from landsraad.rules.ruleset import MODULES

# a component of a module's kind (content/kinds.py: the base game's House Hagal cards) is a Record
Component = Card | Intrigue | Conflict | Leader | Space | Objective | ObservationPost | Contract | Record

# the kinds of Imperium-deck-like cards; a module adds its own (its "render" part's CARD_KINDS: card_kinds)
CARD_KINDS = {"starter": N_("starter card"), "reserve": N_("Reserve card"), "imperium": N_("Imperium card")}
INTRIGUE_KINDS = {"plot": N_("Plot"), "combat": N_("Combat"), "win": N_("Combat, when you win a Conflict"),
                  "endgame": N_("Endgame")}
PLACES = (N_("1st"), N_("2nd"), N_("3rd"))
BOX_LABELS = {"agent": N_("Agent box"), "reveal": N_("Reveal box"), "acquire": N_("When you acquire it"),
              "trash": N_("When it is trashed"),
              # 002 ACLARACIONES (Spacing Guild's Favor): not when Clean Up moves it to the discard pile
              "discard": N_("When you discard it from your hand")}
LEVELS = {1: N_("Conflict card, level I"), 2: N_("Conflict card, level II"), 3: N_("Conflict card, level III")}
# the Great Houses of the leaders (a house the table lacks shows its id capitalised)
HOUSES = {"atreides": N_("Atreides"), "harkonnen": N_("Harkonnen"), "richese": N_("Richese"),
          "thorvald": N_("Thorvald"),
          # Uprising's leaders (modules/uprising/content/leaders.yaml)
          "corrino": N_("Corrino"), "fenring": N_("Fenring"), "metulli": N_("Metulli")}
# names that show a group of components
# (a module's own groups: its "render" part's `group_components`: the base game's House Hagal deck)
GROUPS = {"reserve": "the Reserve", "starter deck": "the starter deck", "starter": "the starter deck"}


def card_kinds() -> dict[str, str]:
    """Every kind of card a listing shows, with its word: the core's, then each module's (Immortality's
    Tleilaxu cards: 003 CARTAS TLEILAXU)."""
    kinds = dict(CARD_KINDS)
    for part in every_part("render"):
        kinds.update(getattr(part, "CARD_KINDS", {}))
    return kinds


def copies_text(n: int) -> str:
    """After a component's name: how many copies the game has (none said for one)."""
    return f"  x{n}" if n != 1 else ""


def _amounts(pairs: tuple[tuple[str, int], ...], reader: Reader = PRINTED) -> str:
    return ", ".join(reader.tr.gettext("{n} {resource}", n=n, resource=word(reader, RESOURCE_NAMES.get(r, r)))
                     for r, n in pairs)


# ---- cards -----------------------------------------------------------------------------------

def card_boxes(card: Card, reader: Reader = PRINTED) -> dict[str, str]:
    """The card's boxes that say something: agent, reveal, acquire, trash."""
    agent = effects_text(card.agent, reader) if card.agent else ""
    rule = f"card:{card.id}"
    if rule in rule_texts_of(reader):  # a rule of its Agent turn (Kwisatz Haderach)
        agent = joined([rule_text(rule, reader), agent], BOX, reader) if agent else rule_text(rule, reader)
    boxes = {"agent": agent, "reveal": effects_text(card.reveal, reader) if card.reveal else "",
             "acquire": effects_text(card.acquire, reader) if card.acquire else "",
             "trash": effects_text(card.on_trash, reader) if card.on_trash else "",
             "discard": effects_text(card.on_discard, reader) if card.on_discard else ""}
    return {k: capital(v) for k, v in boxes.items() if v}


def card_lines(content: Content, card: Card, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    module_cost = [c for part in every_part("render")  # a module's card kind paid otherwise (Immortality)
                   if (card_cost := getattr(part, "card_cost", None)) is not None
                   and (c := card_cost(card, reader)) is not None]
    if module_cost:
        cost = module_cost[0]
    elif card.cost >= 0:
        cost = tr.ngettext("{n} Persuasion", "{n} Persuasion", card.cost)
    elif card.kind == "starter":
        cost = "—"
    else:
        given = [reader.comp_name("spaces", sp) for sp in content.spaces.values()
                 if ("acquire_reserve", card.id) in sp.effects]
        cost = (tr.gettext("— (not acquired with Persuasion; the {spaces} board space gives one)",
                           spaces=joined(given, " OR ", reader)) if given
                else tr.gettext("— (not acquired with Persuasion)"))
    factions = joined([word(reader, FACTION_NAMES[f]) for f in card.factions], " and ", reader) or tr.gettext("none")
    icons = (", ".join(word(reader, ICON_NAMES[i]) for i in card.icons)
             or tr.gettext("none (it cannot be played for an Agent turn)"))
    lines = [f"{reader.comp_name('cards', card)}  [{tr.gettext(card_kinds()[card.kind])}]{copies_text(card.copies)}",
             tr.gettext("Cost: {cost}   Faction: {factions}", cost=cost, factions=factions),
             tr.gettext("Agent icons: {icons}", icons=icons)]
    lines += [tr.gettext("{label}: {text}", label=tr.gettext(BOX_LABELS[k]), text=v)
              for k, v in card_boxes(card, reader).items()]
    if card.module:
        lines.append(module_line(card.module, "imperium", reader))
    for part in every_part("render"):  # a module's own card words (Immortality: graft, Tleilaxu cards)
        if (more := getattr(part, "card_lines", None)) is not None:
            lines += more(card, reader)
    return lines


MODULE_LINES = {"imperium": N_("Only with the {module} module (in the Imperium deck only when it is played)"),
                "intrigue": N_("Only with the {module} module (in the Intrigue deck only when it is played)"),
                "leaders": N_("Only with the {module} module (in the choice of leaders only when it is played)")}


def module_line(module: str, where: str, reader: Reader = PRINTED) -> str:
    """002 MÓDULO DE LA CHOAM: its cards are shuffled in (its leader offered) only with the module."""
    return reader.tr.gettext(MODULE_LINES[where], module=reader.tr.gettext(MODULES[module].title) if MODULES[module].title
                              else module.capitalize())


# ---- Intrigue cards -------------------------------------------------------------------------

# A Plot box's Persuasion is spent in the Reveal turn: the card says when (Tleilaxu Puppet, "+1 Persuasion
# during your Reveal turn this round"; docs/rulings.md I30)
PLOT_PERSUASION = NP_("+{n} Persuasion in your Reveal turn this round", "+{n} Persuasion in your Reveal turn this round")


def _box_text(kind: str, box: tuple[Any, ...], reader: Reader) -> str:
    if kind != "plot":
        return effects_text(box, reader)
    return joined([reader.tr.plural(PLOT_PERSUASION, e[1]) if e[0] == "persuasion" else effect_text(e, reader)
                   for e in box], BOX, reader) if box else effects_text(box, reader)


def intrigue_boxes(ig: Intrigue, reader: Reader = PRINTED) -> list[tuple[str, str]]:
    """(kind label, text) of each box; the main box shows its compulsory cost (FAQ 2.1) as "→"."""
    tr = reader.tr
    main = _box_text(ig.kind, ig.effects, reader)
    if ig.cost:
        main = tr.gettext("{cost} → {effects}", cost=costs_text(ig.cost, reader), effects=main)
    out = [(tr.gettext(INTRIGUE_KINDS[ig.kind]), capital(main))]
    out += [(tr.gettext(INTRIGUE_KINDS[k]), capital(_box_text(k, box, reader))) for k, box in ig.also]
    return out


def intrigue_lines(ig: Intrigue, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    kinds = " / ".join(tr.gettext(INTRIGUE_KINDS[k]) for k in ig.kinds())
    lines = [tr.gettext("{name}  [Intrigue card: {kinds}]", name=reader.comp_name("intrigues", ig), kinds=kinds)
             + copies_text(ig.copies)]
    if ig.condition:
        lines.append(tr.gettext("Playable only {condition}", condition=cond_text(ig.condition, reader)))
    lines += [tr.gettext("{label}: {text}", label=label, text=text) for label, text in intrigue_boxes(ig, reader)]
    if ig.module:
        lines.append(module_line(ig.module, "intrigue", reader))
    return lines


# ---- Conflict cards -------------------------------------------------------------------------

def conflict_rewards(cf: Conflict, reader: Reader = PRINTED) -> list[tuple[str, str]]:
    """(place, reward text) of the 1st, 2nd and 3rd rewards; the 3rd is marked in a game of fewer
    players (004 Resolver o Combate: "in a 4-player game (only)"; docs/rulings.md R18)."""
    tr = reader.tr
    out = []
    for k, r in enumerate(cf.rewards):
        place = tr.gettext(PLACES[k])
        if k == 2 and reader.players is not None and reader.players < 4:
            place = tr.gettext("{place} (with fewer than 4 players: only to players tied for 2nd)", place=place)
        out.append((place, capital(effects_text(r, reader))))
    return out


def conflict_lines(content: Content, cf: Conflict, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    lines = [f"{reader.comp_name('conflicts', cf)}  [{tr.gettext(LEVELS[cf.level])}]{copies_text(cf.copies)}"]
    lines += [tr.gettext("{label}: {text}", label=place, text=text) for place, text in conflict_rewards(cf, reader)]
    if cf.control:
        lines.append(tr.gettext("When it is revealed, the player controlling {space} may "
                                "deploy 1 troop from their supply to the Conflict",
                                space=reader.comp_name("spaces", content.spaces[cf.control])))
    for part in every_part("render"):  # Uprising: the battle icon, the Shield Wall
        if (more := getattr(part, "conflict_lines", None)) is not None:
            lines += more(content, cf, reader)
    return lines


# ---- leaders ---------------------------------------------------------------------------------

def signet_ability(ld: Leader, reader: Reader = PRINTED) -> str:
    return capital(effects_text(ld.signet, reader))


def leader_lines(ld: Leader, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    name = reader.comp_name("leaders", ld)
    if ld.house:
        lines = [tr.gettext("{name}  [leader, House {house}, complexity {complexity}]", name=name,
                            house=tr.gettext(HOUSES[ld.house]) if ld.house in HOUSES else ld.house.capitalize(),
                            complexity=ld.complexity)]
    else:  # Staban Tuek names no House
        lines = [tr.gettext("{name}  [leader, complexity {complexity}]", name=name, complexity=ld.complexity)]
    lines.append(tr.gettext("{label}: {text}", label=reader.comp_name("leaders", ld, "left_name"),
                            text=reader.comp_name("leaders", ld, "left_text")))
    if ld.setup:
        lines.append(tr.gettext("At setup: {text}", text=capital(effects_text(ld.setup, reader))))
    lines.append(tr.gettext("Signet Ring — {ability}: {text}", ability=reader.comp_name("leaders", ld, "signet_name"),
                            text=signet_ability(ld, reader)))
    lines += track_lines(ld, reader)
    if ld.back is not None:  # the other side (002 ACLARACIONES: Lady Jessica starts with her own side up)
        back = ld.back  # its words from the names file like any leader's (names.<lang>.yaml in its product's folder)
        lines += [tr.gettext("Other side, {name} (this leader turns over to it):",
                             name=reader.comp_name("leaders", back)),
                  tr.gettext("{label}: {text}", label=reader.comp_name("leaders", back, "left_name"),
                             text=reader.comp_name("leaders", back, "left_text")),
                  tr.gettext("Signet Ring — {ability}: {text}", ability=reader.comp_name("leaders", back, "signet_name"),
                             text=signet_ability(back, reader))]
    if ld.module:
        lines.append(module_line(ld.module, "leaders", reader))
    if reader.players == 1 and ld.id in reader.leaders[1:]:
        lines.append(tr.gettext("In this game a solo Rival: it uses only its Signet Ring ability"))
    return lines


def track_lines(ld: Leader, reader: Reader = PRINTED) -> list[str]:
    """A track printed on the leader (Feyd-Rautha: 002 ACLARACIONES): each space, what entering
    it gives and where it leads; the token starts on the first space."""
    if not ld.track:
        return []
    tr = reader.tr
    names = {sp.id: tr.gettext("space {n}", n=i) for i, sp in enumerate(ld.track)}
    names[ld.track[0].id] = tr.gettext("start")
    lines = [tr.gettext("Training track (the token starts on the leftmost space and stays on the last one):")]
    for sp in ld.track:
        gives = capital(effects_text(sp.effects, reader)) if sp.effects else tr.gettext("nothing")
        if sp.next:
            line = tr.gettext("{space}: {gives} → {next}", space=capital(names[sp.id]), gives=gives,
                              next=joined([names[n] for n in sp.next], " or ", reader))
        else:
            line = tr.gettext("{space}: {gives} (the last space)", space=capital(names[sp.id]), gives=gives)
        lines.append("  " + line)
    return lines


# ---- board spaces ----------------------------------------------------------------------------

def space_effects(sp: Space, reader: Reader = PRINTED) -> str:
    """What an Agent sent there gets: the space's effects, its Faction's Influence, its rule."""
    parts = [effects_text(sp.effects, reader)] if sp.effects else []
    if sp.faction:
        # a Faction of a module's board (the six-player Great Houses) by its printed name where the
        # four's table has none
        name = FACTION_NAMES.get(sp.faction) or sp.faction.replace("_", " ").title()
        parts.append(reader.tr.gettext("+1 {faction} Influence", faction=word(reader, name)))
    if sp.rule:
        parts.append(reader.comp_name("spaces", sp, "rule"))
    return capital(joined(parts, BOX, reader))


def space_cost_text(sp: Space, reader: Reader = PRINTED) -> str:
    """"" for a free space; a cost this game changes shows the printed one too."""
    cost, _ = space_terms(sp, reader)
    if not sp.cost:
        return ""
    if cost != sp.cost:
        nothing = reader.tr.gettext("nothing")
        return reader.tr.gettext("{cost} in this game (printed: {printed})", cost=_amounts(cost, reader) or nothing,
                                 printed=_amounts(sp.cost, reader))
    return _amounts(cost, reader)


def space_lines(sp: Space, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    kind = [tr.gettext("{icon} Agent icon", icon=word(reader, ICON_NAMES[sp.icon]))]
    if sp.combat:
        kind.append(tr.gettext("Combat space: you may deploy troops to the Conflict"))
    if sp.maker:
        kind.append(tr.gettext("Maker space: 1 bonus spice is added each round it has no Agent"))
    lines = [tr.gettext("{name}  [board space: {kind}]", name=reader.comp_name("spaces", sp), kind="; ".join(kind))]
    cost = space_cost_text(sp, reader)
    if cost:
        lines.append(tr.gettext("Cost: {cost}", cost=cost))
    # Uprising: a cost that changes, a cost chosen among alternatives (002 board-space guide)
    for cond, pairs in sp.cost_when:
        lines.append(tr.gettext("Cost {condition}: {cost}", condition=cond_text(cond, reader),
                                cost=_amounts(pairs, reader)))
    if sp.cost_options:
        options = [tr.gettext("{cost} (then also: {effects})", cost=_amounts(pairs, reader) or tr.gettext("nothing"),
                              effects=effects_text(extra, reader, " and ")) if extra
                   else _amounts(pairs, reader) or tr.gettext("nothing") for pairs, extra in sp.cost_options]
        lines.append(tr.gettext("Cost, chosen when you send the Agent: {options}",
                                options=joined(options, " OR ", reader)))
    if sp.requirement:
        # the inner messages apart from the outer one: Babel's extractor does not see a gettext
        # call inside another's arguments
        needs = [tr.gettext("{n} or more {faction} Influence", n=n, faction=word(reader, FACTION_NAMES[f]))
                 for f, n in sp.requirement]
        lines.append(tr.gettext("Requires: {what}", what=", ".join(needs)))
    if sp.once_per_game:
        lines.append(tr.gettext("Each player may send an Agent here only once per game"))
    effects = space_effects(sp, reader)
    if effects or not sp.cost_options:  # Spice Refinery's effects are all in its cost alternatives
        lines.append(tr.gettext("Effects: {effects}", effects=effects))
    if sp.control_bonus:
        bonus = [tr.gettext("+{n} {resource}", n=n, resource=word(reader, RESOURCE_NAMES[r]))
                 for r, n in sp.control_bonus]
        lines.append(tr.gettext("Control: whenever an Agent is sent here, the player controlling it gets {bonus}",
                                bonus=", ".join(bonus)))
    for part in every_part("render"):  # Uprising: the Shield Wall
        if (more := getattr(part, "board_space_lines", None)) is not None:
            lines += more(sp, reader)
    _, closed = space_terms(sp, reader)
    if closed:
        lines.append(tr.gettext("Closed to you in this game: {why}", why=closed))
    return lines


# ---- finding and rendering -------------------------------------------------------------------

def _key(name: str) -> str:
    return name.strip().lower().replace("'", "").replace('"', "")


def all_components(content: Content) -> list[Component]:
    return [*content.cards.values(), *content.intrigues.values(), *content.conflicts.values(),
            *content.leaders.values(), *content.spaces.values(),
            *(comp for records in content.kinds.values() for comp in records.values()),
            *content.objectives.values(), *content.observation_posts.values(), *content.contracts.values()]


def display_name(comp: Component) -> str:
    """The name a component is shown and looked up by: a CHOAM contract is named after what it
    asks (a board space's name, mostly), so it reads "Arrakeen contract" and `?Arrakeen` stays
    the board space."""
    return f"{comp.name} contract" if isinstance(comp, Contract) else comp.name


# ---- Uprising: Objective cards and observation posts -----------------------------------------

def objective_lines(ob: Objective, reader: Reader = PRINTED) -> list[str]:
    """002 Preparación H and Iconos de batalla."""
    tr = reader.tr
    name = reader.comp_name("objectives", ob)
    lines = [tr.gettext("{name}  [Objective card, used in every player count]", name=name)
             if ob.players == (1, 2, 3, 4, 6) else
             tr.gettext("{name}  [Objective card, used in games of {counts} players]", name=name,
                        counts=", ".join(str(n) for n in ob.players)),
             tr.gettext("Battle icon: {icon} (it pairs with a Conflict card you win with the same icon: turn both "
                        "face down for 1 VP)", icon=word(reader, BATTLE_ICON_NAMES[ob.battle_icon]))]
    if ob.first_player:
        lines.append(tr.gettext("First Player: whoever is dealt this card takes the First Player marker"))
    return lines


def post_lines(content: Content, op: ObservationPost, reader: Reader = PRINTED) -> list[str]:
    """002 Espías: an observation post and the board spaces it watches (what a piece on it lets
    you do is its module's: the "render" part's `component_lines`)."""
    tr = reader.tr
    names = ", ".join(reader.comp_name("spaces", content.spaces[s]) for s in op.spaces)
    return [tr.gettext("{name}  [observation post]", name=reader.comp_name("observation_posts", op)),
            tr.gettext("Watches: {spaces}", spaces=names)]


def contract_lines(content: Content, ct: Contract, reader: Reader = PRINTED) -> list[str]:
    """A contract token no module words (its module's "render" part's `component_lines` gives its
    whole text): its name and copies, when it is completed, its reward."""
    tr = reader.tr
    return [contract_name(ct, reader) + copies_text(ct.copies),
            tr.gettext("Completed when you {how}", how=contract_complete_text(ct.complete, content, reader)),
            tr.gettext("Reward: {reward}", reward=capital(effects_text(ct.reward, reader)))]


def _watched_by(content: Content, sp: Space, reader: Reader = PRINTED) -> list[str]:
    posts = [reader.comp_name("observation_posts", op) for op in content.observation_posts.values()
             if sp.id in op.spaces]
    return [reader.tr.gettext("Observation posts watching it: {posts}", posts=", ".join(posts))] if posts else []


# `?NAME`'s usage: a kind of component a module's render part adds after the core's, "... or X"
OR_KIND = N_(" or {kind}")


def _show_words(attr: str, parts: tuple[Any, ...], lang: str, link: str | None) -> str:
    """The words of the kinds (`SHOW_KINDS`) or groups (`SHOW_GROUPS`) of component the modules'
    render parts find by name (the base game's House Hagal cards and deck) in `lang`, each after
    `link` (a message id with `{kind}`; None: after a comma)."""
    tr = translator(lang)
    words = [tr.gettext(w) for part in parts for w in getattr(part, attr, ())]
    return "".join(tr.gettext(link, kind=w) if link else f", {w}" for w in words)


def show_help_words(attr: str, lang: str) -> str:
    """`cards --show`'s help: every module's kinds or groups, each after ", "."""
    return _show_words(attr, every_part("render"), lang, None)


def show_usage_words(v: dict[str, Any], lang: str) -> str:
    """`?NAME`'s usage: the kinds the game's modules find, each after " or " (OR_KIND)."""
    return _show_words("SHOW_KINDS", view_parts("render", v), lang, OR_KIND)


def _group(content: Content, key: str) -> list[Component]:
    if GROUPS.get(key) == "the Reserve":
        return [c for c in content.cards.values() if c.kind == "reserve"]
    if GROUPS.get(key) == "the starter deck":
        return [c for c in content.cards.values() if c.kind == "starter"]
    for part in every_part("render"):  # the House Hagal deck, Uprising's Objectives and posts, the contracts
        if (group := getattr(part, "group_components", None)) is not None and (found := group(content, key)):
            return list(found)
    return []


def find_components(content: Content, name: str, lang: str = "en") -> tuple[list[Component], list[str]]:
    """Every component named `name` (id or name; all four Skirmish cards, the Foldspace card,
    board space and House Hagal card), or a group (Reserve, starter deck, House Hagal). With no
    exact match, the one name containing each of its words ("rabban"); otherwise ([], the names
    that contain them)."""
    key = _key(name)
    if not key:
        return [], []
    group = _group(content, key)
    if group:
        return group, []
    named_contracts = _contracts_named(content, key)
    if named_contracts:
        return named_contracts, []
    comps: list[Component] = [c for c in all_components(content) if not isinstance(c, Contract)]

    # a component's names: the data's (English) and, for a reader of another language, its own
    def names_of(c: Component) -> set[str]:
        return {c.name, component_name(c, lang, kind=kind_of(c))}

    named = [(c, names_of(c)) for c in comps]
    # a leader is also found by the name of its other side (Reverend Mother Jessica)
    exact = [c for c, ns in named if key == c.id or any(key == _key(n) for n in ns)
             or (isinstance(c, Leader) and c.back is not None and key in (c.back.id, _key(c.back.name)))]
    if exact:
        return exact, []
    hits = sorted({n for _c, ns in named for n in ns if all(w in _key(n) for w in key.split())})
    if len(hits) == 1:
        return [c for c, ns in named if hits[0] in ns], []
    return [], hits


def _contracts_named(content: Content, key: str) -> list[Component]:
    """CHOAM contracts by id or as "NAME contract" (whole, or the one such name containing each
    word), never by the bare name they share with a board space."""
    cts = list(content.contracts.values())
    exact: list[Component] = [ct for ct in cts if key in (ct.id, _key(display_name(ct)))]
    if exact or "contract" not in key:
        return exact
    names = {display_name(ct) for ct in cts if all(w in _key(display_name(ct)) for w in key.split())}
    return [ct for ct in cts if len(names) == 1 and display_name(ct) in names]


def component_lines(content: Content, comp: Component, reader: Reader = PRINTED,
                    sources: bool = False) -> list[str]:
    """The whole text of a component as `reader` reads it (in the reader's language): a module's own
    words for it first (its "render" part's `component_lines`: Uprising's observation posts, CHOAM's
    contracts, the base game's House Hagal cards), else the core's."""
    lines = _module_lines(content, comp, reader)
    if lines is None:
        lines = _core_lines(content, comp, reader)
    if sources:
        src = comp.source if isinstance(comp, Space) else getattr(comp, "checked", "")
        lines.append(reader.tr.gettext("Checked: {sources}", sources=src or "—"))
    return lines


def _core_lines(content: Content, comp: Component, reader: Reader) -> list[str]:
    if isinstance(comp, Card):
        return card_lines(content, comp, reader)
    if isinstance(comp, Intrigue):
        return intrigue_lines(comp, reader)
    if isinstance(comp, Conflict):
        return conflict_lines(content, comp, reader)
    if isinstance(comp, Leader):
        return leader_lines(comp, reader)
    if isinstance(comp, Space):
        return space_lines(comp, reader) + _watched_by(content, comp, reader)
    if isinstance(comp, Objective):
        return objective_lines(comp, reader)
    if isinstance(comp, ObservationPost):
        return post_lines(content, comp, reader)
    if isinstance(comp, Contract):
        return contract_lines(content, comp, reader)
    # an automa's card: its product's part words it (the base game's House Hagal: modules/base/render.py);
    # with no such part, its name and copies
    return [reader.comp_name(kind_of(comp), comp) + copies_text(getattr(comp, "copies", 1))]


def _module_lines(content: Content, comp: Component, reader: Reader) -> list[str] | None:
    for part in every_part("render"):
        fn = getattr(part, "component_lines", None)
        if fn is not None and (lines := fn(content, comp, reader)) is not None:
            return list(lines)
    return None


def render_component(content: Content, name: str, reader: Reader = PRINTED, sources: bool = False) -> str | None:
    """The full text of every component called `name`, or None when there is none."""
    comps, _ = find_components(content, name, reader.lang)
    if not comps:
        return None
    return "\n\n".join("\n".join(component_lines(content, c, reader, sources)) for c in comps)


def card_listing(content: Content) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind in card_kinds():
        out[kind] = [{"id": c.id, "name": c.name, "copies": c.copies, "cost": c.cost, "faction": c.faction,
                      "icons": list(c.icons), **({"module": c.module} if c.module else {})}
                     for c in content.cards.values() if c.kind == kind]
    out["intrigue"] = [{"id": i.id, "name": i.name, "copies": i.copies, "kind": i.kind,
                        **({"module": i.module} if i.module else {})} for i in content.intrigues.values()]
    out["conflict"] = [{"id": c.id, "name": c.name, "copies": c.copies, "level": c.level}
                       for c in content.conflicts.values()]
    out["board_space"] = [{"id": s.id, "name": s.name, "copies": 1, "icon": s.icon}
                          for s in content.spaces.values()]
    out["leader"] = [{"id": lid, "name": ld.name, "copies": 1} for lid, ld in content.leaders.items()]
    if content.objectives:  # Uprising
        out["objective"] = [{"id": o.id, "name": o.name, "copies": 1, "battle_icon": o.battle_icon,
                             "players": list(o.players), "first_player": o.first_player}
                            for o in content.objectives.values()]
    if content.observation_posts:
        out["observation_post"] = [{"id": op.id, "name": op.name, "copies": 1, "spaces": list(op.spaces)}
                                   for op in content.observation_posts.values()]
    if content.contracts:  # Uprising CHOAM module
        out["contract"] = [{"id": ct.id, "name": display_name(ct), "copies": ct.copies,
                            "complete": list(ct.complete), "sardaukar": ct.sardaukar}
                           for ct in content.contracts.values()]
    out["totals"] = {k: sum(i["copies"] for i in v) for k, v in out.items() if isinstance(v, list)}
    return out
