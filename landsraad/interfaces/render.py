"""Components as players read them, rendered from their data: `landsraad cards --show NAME`, the
terminal's `?NAME` and the browser's card texts. Every component renders its whole text — cards,
Intrigues, Conflicts, leaders with both abilities, board spaces, House Hagal cards — with the
values of the game it is read in (`texts.Reader`). Source notes ("Checked: ...") are shown only
when asked for (`cards --show NAME --sources`)."""

from __future__ import annotations

from typing import Any

from landsraad.content import Card, Conflict, Content, HagalCard, Intrigue, Leader, Space
from landsraad.content.names import local_name
from landsraad.i18n import N_, NP_
from landsraad.interfaces.texts import (
    BOX,
    FACTION_NAMES,
    ICON_NAMES,
    PRINTED,
    RESOURCE_NAMES,
    Reader,
    capital,
    cond_text,
    costs_text,
    effects_text,
    joined,
    rule_text,
    space_terms,
    word,
)
from landsraad.rules.registry import RULE_TEXTS

Component = Card | Intrigue | Conflict | Leader | Space | HagalCard

CARD_KINDS = {"starter": N_("starter card"), "reserve": N_("Reserve card"), "imperium": N_("Imperium card")}
INTRIGUE_KINDS = {"plot": N_("Plot"), "combat": N_("Combat"), "win": N_("Combat, when you win a Conflict"),
                  "endgame": N_("Endgame")}
PLACES = (N_("1st"), N_("2nd"), N_("3rd"))
HAGAL_MODES = {"common": N_("solo and two-player games"), "solo": N_("solo games only (1P)"),
               "two_player": N_("two-player games only (2P)")}
BOX_LABELS = {"agent": N_("Agent box"), "reveal": N_("Reveal box"), "acquire": N_("When you acquire it"),
              "trash": N_("When it is trashed")}
LEVELS = {1: N_("Conflict card, level I"), 2: N_("Conflict card, level II"), 3: N_("Conflict card, level III")}
# the Great Houses of the leaders (a house the table lacks shows its id capitalised)
HOUSES = {"atreides": N_("Atreides"), "harkonnen": N_("Harkonnen"), "richese": N_("Richese"),
          "thorvald": N_("Thorvald")}
SWORDS = NP_("+{n} Sword", "+{n} Swords")
RECRUIT = NP_("Recruit {n} troop {how}", "Recruit {n} troops {how}")
# names that show a group of components
GROUPS = {"reserve": "the Reserve", "starter deck": "the starter deck", "starter": "the starter deck",
          "house hagal": "House Hagal", "hagal": "House Hagal"}


def _copies(n: int) -> str:
    return f"  x{n}" if n != 1 else ""


def _amounts(pairs: tuple[tuple[str, int], ...], reader: Reader = PRINTED) -> str:
    return ", ".join(reader.tr.gettext("{n} {resource}", n=n, resource=word(reader, RESOURCE_NAMES.get(r, r)))
                     for r, n in pairs)


# ---- cards -----------------------------------------------------------------------------------

def card_boxes(card: Card, reader: Reader = PRINTED) -> dict[str, str]:
    """The card's boxes that say something: agent, reveal, acquire, trash."""
    agent = effects_text(card.agent, reader) if card.agent else ""
    rule = f"card:{card.id}"
    if rule in RULE_TEXTS:  # a rule of its Agent turn (Kwisatz Haderach)
        agent = joined([rule_text(rule, reader), agent], BOX, reader) if agent else rule_text(rule, reader)
    boxes = {"agent": agent, "reveal": effects_text(card.reveal, reader) if card.reveal else "",
             "acquire": effects_text(card.acquire, reader) if card.acquire else "",
             "trash": effects_text(card.on_trash, reader) if card.on_trash else ""}
    return {k: capital(v) for k, v in boxes.items() if v}


def card_lines(content: Content, card: Card, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    if card.cost >= 0:
        cost = tr.ngettext("{n} Persuasion", "{n} Persuasion", card.cost)
    elif card.kind == "starter":
        cost = "—"
    else:
        given = [reader.name("spaces", sp.id) for sp in content.spaces.values()
                 if ("acquire_reserve", card.id) in sp.effects]
        cost = (tr.gettext("— (not acquired with Persuasion; the {spaces} board space gives one)",
                           spaces=joined(given, " OR ", reader)) if given
                else tr.gettext("— (not acquired with Persuasion)"))
    factions = joined([word(reader, FACTION_NAMES[f]) for f in card.factions], " and ", reader) or tr.gettext("none")
    icons = (", ".join(word(reader, ICON_NAMES[i]) for i in card.icons)
             or tr.gettext("none (it cannot be played for an Agent turn)"))
    lines = [f"{reader.name('cards', card.id)}  [{tr.gettext(CARD_KINDS[card.kind])}]{_copies(card.copies)}",
             tr.gettext("Cost: {cost}   Faction: {factions}", cost=cost, factions=factions),
             tr.gettext("Agent icons: {icons}", icons=icons)]
    lines += [tr.gettext("{label}: {text}", label=tr.gettext(BOX_LABELS[k]), text=v)
              for k, v in card_boxes(card, reader).items()]
    return lines


# ---- Intrigue cards -------------------------------------------------------------------------

def intrigue_boxes(ig: Intrigue, reader: Reader = PRINTED) -> list[tuple[str, str]]:
    """(kind label, text) of each box; the main box shows its compulsory cost (FAQ 2.1) as "→"."""
    tr = reader.tr
    main = effects_text(ig.effects, reader)
    if ig.cost:
        main = tr.gettext("{cost} → {effects}", cost=costs_text(ig.cost, reader), effects=main)
    out = [(tr.gettext(INTRIGUE_KINDS[ig.kind]), capital(main))]
    out += [(tr.gettext(INTRIGUE_KINDS[k]), capital(effects_text(box, reader))) for k, box in ig.also]
    return out


def intrigue_lines(ig: Intrigue, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    kinds = " / ".join(tr.gettext(INTRIGUE_KINDS[k]) for k in ig.kinds())
    lines = [tr.gettext("{name}  [Intrigue card: {kinds}]", name=reader.name("intrigues", ig.id), kinds=kinds)
             + _copies(ig.copies)]
    if ig.condition:
        lines.append(tr.gettext("Playable only {condition}", condition=cond_text(ig.condition, reader)))
    lines += [tr.gettext("{label}: {text}", label=label, text=text) for label, text in intrigue_boxes(ig, reader)]
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
    lines = [f"{reader.name('conflicts', cf.id)}  [{tr.gettext(LEVELS[cf.level])}]{_copies(cf.copies)}"]
    lines += [tr.gettext("{label}: {text}", label=place, text=text) for place, text in conflict_rewards(cf, reader)]
    if cf.control:
        lines.append(tr.gettext("When it is revealed, the player controlling {space} may "
                                "deploy 1 troop from their supply to the Conflict",
                                space=reader.name("spaces", cf.control)))
    return lines


# ---- leaders ---------------------------------------------------------------------------------

def signet_ability(ld: Leader, reader: Reader = PRINTED) -> str:
    return capital(effects_text(ld.signet, reader))


def leader_lines(ld: Leader, reader: Reader = PRINTED) -> list[str]:
    tr = reader.tr
    lines = [tr.gettext("{name}  [leader, House {house}, complexity {complexity}]", name=reader.name("leaders", ld.id),
                        house=tr.gettext(HOUSES[ld.house]) if ld.house in HOUSES else ld.house.capitalize(),
                        complexity=ld.complexity),
             tr.gettext("{label}: {text}", label=reader.name("leaders", ld.id, "left_name"),
                        text=reader.name("leaders", ld.id, "left_text"))]
    if ld.setup:
        lines.append(tr.gettext("At setup: {text}", text=capital(effects_text(ld.setup, reader))))
    lines.append(tr.gettext("Signet Ring — {ability}: {text}", ability=reader.name("leaders", ld.id, "signet_name"),
                            text=signet_ability(ld, reader)))
    if reader.players == 1 and ld.id in reader.leaders[1:]:
        lines.append(tr.gettext("In this game a solo Rival: it uses only its Signet Ring ability"))
    return lines


# ---- board spaces ----------------------------------------------------------------------------

def space_effects(sp: Space, reader: Reader = PRINTED) -> str:
    """What an Agent sent there gets: the space's effects, its Faction's Influence, its rule."""
    parts = [effects_text(sp.effects, reader)] if sp.effects else []
    if sp.faction:
        parts.append(reader.tr.gettext("+1 {faction} Influence", faction=word(reader, FACTION_NAMES[sp.faction])))
    if sp.rule:
        parts.append(reader.name("spaces", sp.id, "rule"))
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
    lines = [tr.gettext("{name}  [board space: {kind}]", name=reader.name("spaces", sp.id), kind="; ".join(kind))]
    cost = space_cost_text(sp, reader)
    if cost:
        lines.append(tr.gettext("Cost: {cost}", cost=cost))
    if sp.requirement:
        # the inner messages apart from the outer one: Babel's extractor does not see a gettext
        # call inside another's arguments
        needs = [tr.gettext("{n} or more {faction} Influence", n=n, faction=word(reader, FACTION_NAMES[f]))
                 for f, n in sp.requirement]
        lines.append(tr.gettext("Requires: {what}", what=", ".join(needs)))
    if sp.once_per_game:
        lines.append(tr.gettext("Each player may send an Agent here only once per game"))
    lines.append(tr.gettext("Effects: {effects}", effects=space_effects(sp, reader)))
    if sp.control_bonus:
        bonus = [tr.gettext("+{n} {resource}", n=n, resource=word(reader, RESOURCE_NAMES[r]))
                 for r, n in sp.control_bonus]
        lines.append(tr.gettext("Control: whenever an Agent is sent here, the player controlling it gets {bonus}",
                                bonus=", ".join(bonus)))
    _, closed = space_terms(sp, reader)
    if closed:
        lines.append(tr.gettext("Closed to you in this game: {why}", why=tr.gettext(closed)))
    return lines


# ---- House Hagal cards -----------------------------------------------------------------------

def hagal_lines(content: Content, hc: HagalCard, reader: Reader = PRINTED) -> list[str]:
    """001/000 House Hagal sheet: a card sends the automa's Agent, recruits, gains Influence and
    gives Swords (rules/hagal.py); the texts are declared there."""
    tr = reader.tr
    lines = [tr.gettext("{name}  [House Hagal card, {mode}]", name=reader.name("hagal", hc.id),
                        mode=tr.gettext(HAGAL_MODES[hc.mode])) + _copies(hc.copies)]
    deck = {1: "solo", 2: "two_player"}.get(reader.players or 0)
    if deck is not None and hc.mode not in ("common", deck):
        lines.append(tr.gettext("Not in this game's House Hagal deck"))
    if f"hagal:{hc.id}" in RULE_TEXTS:  # a card with an instruction of its own (Reshuffle)
        lines.append(capital(rule_text(f"hagal:{hc.id}", reader)))
    spaces = [reader.name("spaces", s) for s in hc.spaces]
    if spaces:
        to = spaces[0] if len(spaces) == 1 else tr.gettext("{spaces} or {last}", spaces=", ".join(spaces[:-1]),
                                                             last=spaces[-1])
        if hc.harvest:
            to = tr.gettext("{space} ({how})", space=to, how=rule_text("automa:harvest", reader))
        lines.append(tr.gettext("Agent to {space}: {how}", space=to, how=rule_text("automa:agent", reader)))
    if hc.influence:
        lines.append(tr.gettext("+1 {faction} Influence ({how})", faction=word(reader, FACTION_NAMES[hc.influence]),
                                how=rule_text("automa:influence", reader)))
    combat = bool(spaces) and all(content.spaces[s].combat for s in hc.spaces)
    if hc.recruit:
        lines.append(tr.plural(RECRUIT, hc.recruit,
                               how=rule_text("automa:recruit:combat" if combat else "automa:recruit", reader)))
    if combat:
        lines.append(capital(rule_text("automa:deploy", reader)))
        if reader.difficulty in ("mentat", "kwisatz_haderach") and reader.players == 1:
            lines.append(rule_text("automa:expert", reader))
    if hc.harvest:
        modes = {"solo": rule_text("automa:harvest:solo", reader),
                 "two_player": rule_text("automa:harvest:two_player", reader)}
        if deck is not None:
            lines.append(capital(modes[deck]))
        else:
            lines.append(tr.gettext("Solo: {solo}; two players: {two_player}", **modes))
    if hc.signet:
        lines.append(capital(rule_text("automa:signet", reader)))
    if spaces:
        swords = tr.plural(SWORDS, hc.swords) if hc.swords else tr.gettext("no Swords")
        lines.append(tr.gettext("Combat bonus: {swords} ({how})", swords=swords, how=rule_text("automa:swords", reader)))
    return lines


# ---- finding and rendering -------------------------------------------------------------------

def _key(name: str) -> str:
    return name.strip().lower().replace("'", "").replace('"', "")


def all_components(content: Content) -> list[Component]:
    return [*content.cards.values(), *content.intrigues.values(), *content.conflicts.values(),
            *content.leaders.values(), *content.spaces.values(), *content.hagal.values()]


def _group(content: Content, key: str) -> list[Component]:
    if GROUPS.get(key) == "the Reserve":
        return [c for c in content.cards.values() if c.kind == "reserve"]
    if GROUPS.get(key) == "the starter deck":
        return [c for c in content.cards.values() if c.kind == "starter"]
    if GROUPS.get(key) == "House Hagal":
        return list(content.hagal.values())
    return []


def _kind(comp: Component) -> str:
    return ("cards" if isinstance(comp, Card) else "intrigues" if isinstance(comp, Intrigue) else
            "conflicts" if isinstance(comp, Conflict) else "leaders" if isinstance(comp, Leader) else
            "spaces" if isinstance(comp, Space) else "hagal")


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
    comps = all_components(content)
    # a component's names: the data's (English) and, for a reader of another language, its own
    named = [(c, {c.name} | ({local_name(content.edition, lang, _kind(c), c.id)} if lang != "en" else set()))
             for c in comps]
    exact = [c for c, ns in named if key == c.id or any(key == _key(n) for n in ns)]
    if exact:
        return exact, []
    hits = sorted({n for _c, ns in named for n in ns if all(w in _key(n) for w in key.split())})
    if len(hits) == 1:
        return [c for c, ns in named if hits[0] in ns], []
    return [], hits


def component_lines(content: Content, comp: Component, reader: Reader = PRINTED,
                    sources: bool = False) -> list[str]:
    """The whole text of a component as `reader` reads it (in the reader's language)."""
    if isinstance(comp, Card):
        lines = card_lines(content, comp, reader)
    elif isinstance(comp, Intrigue):
        lines = intrigue_lines(comp, reader)
    elif isinstance(comp, Conflict):
        lines = conflict_lines(content, comp, reader)
    elif isinstance(comp, Leader):
        lines = leader_lines(comp, reader)
    elif isinstance(comp, Space):
        lines = space_lines(comp, reader)
    else:
        lines = hagal_lines(content, comp, reader)
    if sources:
        src = comp.source if isinstance(comp, Space) else getattr(comp, "checked", "")
        lines.append(reader.tr.gettext("Checked: {sources}", sources=src or "—"))
    return lines


def render_component(content: Content, name: str, reader: Reader = PRINTED, sources: bool = False) -> str | None:
    """The full text of every component called `name`, or None when there is none."""
    comps, _ = find_components(content, name, reader.lang)
    if not comps:
        return None
    return "\n\n".join("\n".join(component_lines(content, c, reader, sources)) for c in comps)


def card_listing(content: Content) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind in ("starter", "reserve", "imperium"):
        out[kind] = [{"id": c.id, "name": c.name, "copies": c.copies, "cost": c.cost, "faction": c.faction,
                      "icons": list(c.icons)} for c in content.cards.values() if c.kind == kind]
    out["intrigue"] = [{"id": i.id, "name": i.name, "copies": i.copies, "kind": i.kind}
                       for i in content.intrigues.values()]
    out["conflict"] = [{"id": c.id, "name": c.name, "copies": c.copies, "level": c.level}
                       for c in content.conflicts.values()]
    out["board_space"] = [{"id": s.id, "name": s.name, "copies": 1, "icon": s.icon}
                          for s in content.spaces.values()]
    out["leader"] = [{"id": lid, "name": ld.name, "copies": 1} for lid, ld in content.leaders.items()]
    out["hagal"] = [{"id": h.id, "name": h.name, "copies": h.copies, "mode": h.mode, "spaces": list(h.spaces),
                     "harvest": h.harvest, "recruit": h.recruit, "influence": h.influence, "signet": h.signet,
                     "swords": h.swords} for h in content.hagal.values()]
    # the two House Hagal decks (001: 2P removes the 1P cards, solo the 2P cards)
    out["hagal_decks"] = {deck: {h.id: h.copies for h in content.hagal.values() if h.mode in ("common", deck)}
                          for deck in ("solo", "two_player")}
    out["totals"] = {k: sum(i["copies"] for i in v) for k, v in out.items() if isinstance(v, list)}
    out["totals"].update({f"hagal_{deck}": sum(d.values()) for deck, d in out["hagal_decks"].items()})
    return out
