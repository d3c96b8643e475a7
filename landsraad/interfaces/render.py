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
    HagalCard,
    Intrigue,
    Leader,
    Objective,
    ObservationPost,
    Space,
)
from landsraad.interfaces.texts import (
    BATTLE_ICON_NAMES,
    BOX,
    CONTRACT_SARDAUKAR,
    FACTION_NAMES,
    ICON_NAMES,
    PRINTED,
    RESOURCE_NAMES,
    Reader,
    capital,
    cond_text,
    contract_complete_text,
    costs_text,
    effects_text,
    rule_text,
    space_terms,
)
from landsraad.rules.registry import RULE_TEXTS

Component = Card | Intrigue | Conflict | Leader | Space | HagalCard | Objective | ObservationPost | Contract

CARD_KINDS = {"starter": "starter card", "reserve": "Reserve card", "imperium": "Imperium card",
              "tleilaxu": "Tleilaxu card"}  # Immortality (003 CARTAS TLEILAXU)
INTRIGUE_KINDS = {"plot": "Plot", "combat": "Combat", "win": "Combat, when you win a Conflict",
                  "endgame": "Endgame"}
PLACES = ("1st", "2nd", "3rd")
HAGAL_MODES = {"common": "solo and two-player games", "solo": "solo games only (1P)",
               "two_player": "two-player games only (2P)"}
# names that show a group of components
GROUPS = {"reserve": "the Reserve", "starter deck": "the starter deck", "starter": "the starter deck",
          "house hagal": "House Hagal", "hagal": "House Hagal",
          # Uprising
          "objectives": "the Objective cards", "objective": "the Objective cards",
          "observation posts": "the observation posts", "posts": "the observation posts",
          "contracts": "the CHOAM contracts", "choam contracts": "the CHOAM contracts",
          "contract": "the CHOAM contracts"}


def _copies(n: int) -> str:
    return f"  x{n}" if n != 1 else ""


def _amounts(pairs: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{n} {RESOURCE_NAMES.get(r, r)}" for r, n in pairs)


# ---- cards -----------------------------------------------------------------------------------

def card_boxes(card: Card, reader: Reader = PRINTED) -> dict[str, str]:
    """The card's boxes that say something: agent, reveal, acquire, trash."""
    agent = effects_text(card.agent, reader) if card.agent else ""
    rule = f"card:{card.id}"
    if rule in RULE_TEXTS:  # a rule of its Agent turn (Kwisatz Haderach)
        agent = rule_text(rule) + (BOX + agent if agent else "")
    boxes = {"agent": agent, "reveal": effects_text(card.reveal, reader) if card.reveal else "",
             "acquire": effects_text(card.acquire, reader) if card.acquire else "",
             "trash": effects_text(card.on_trash, reader) if card.on_trash else "",
             "discard": effects_text(card.on_discard, reader) if card.on_discard else ""}
    return {k: capital(v) for k, v in boxes.items() if v}


def card_lines(content: Content, card: Card, reader: Reader = PRINTED) -> list[str]:
    if card.kind == "tleilaxu":  # Immortality: paid in specimens (003 CARTAS TLEILAXU)
        cost = f"{card.cost} specimens"
    elif card.cost >= 0:
        cost = f"{card.cost} Persuasion"
    elif card.kind == "starter":
        cost = "—"
    else:
        given = [sp.name for sp in content.spaces.values() if ("acquire_reserve", card.id) in sp.effects]
        cost = "— (not acquired with Persuasion" + (f"; the {' or '.join(given)} board space gives one)"
                                                     if given else ")")
    factions = " and ".join(FACTION_NAMES[f] for f in card.factions) or "none"
    icons = ", ".join(ICON_NAMES[i] for i in card.icons) or "none (it cannot be played for an Agent turn)"
    lines = [f"{card.name}  [{CARD_KINDS[card.kind]}]{_copies(card.copies)}",
             f"Cost: {cost}   Faction: {factions}", f"Agent icons: {icons}"]
    labels = {"agent": "Agent box", "reveal": "Reveal box", "acquire": "When you acquire it",
              "trash": "When it is trashed",
              # 002 ACLARACIONES (Spacing Guild's Favor): not when Clean Up moves it to the discard pile
              "discard": "When you discard it from your hand"}
    lines += [f"{labels[k]}: {v}" for k, v in card_boxes(card, reader).items()]
    if card.module:
        lines.append(module_line(card.module, "Imperium deck"))
    if card.graft or card.icons_when or card.kind == "tleilaxu":  # Immortality (003 ADSCRIPCIONES)
        from landsraad.interfaces.render_immortality import graft_lines
        lines += graft_lines(card)
    return lines


MODULE_NAMES = {"choam": "CHOAM"}


def module_line(module: str, where: str) -> str:
    """002 MÓDULO DE LA CHOAM: its cards are shuffled in (its leader offered) only with the module."""
    return f"Only with the {MODULE_NAMES[module]} module (in the {where} only when it is played)"


# ---- Intrigue cards -------------------------------------------------------------------------

def intrigue_boxes(ig: Intrigue, reader: Reader = PRINTED) -> list[tuple[str, str]]:
    """(kind label, text) of each box; the main box shows its compulsory cost (FAQ 2.1) as "→"."""
    main = effects_text(ig.effects, reader)
    if ig.cost:
        main = f"{costs_text(ig.cost)} → {main}"
    out = [(INTRIGUE_KINDS[ig.kind], capital(main))]
    out += [(INTRIGUE_KINDS[k], capital(effects_text(box, reader))) for k, box in ig.also]
    return out


def intrigue_lines(ig: Intrigue, reader: Reader = PRINTED) -> list[str]:
    kinds = " / ".join(INTRIGUE_KINDS[k] for k in ig.kinds())
    lines = [f"{ig.name}  [Intrigue card: {kinds}]{_copies(ig.copies)}"]
    if ig.condition:
        lines.append(f"Playable only {cond_text(ig.condition)}")
    lines += [f"{label}: {text}" for label, text in intrigue_boxes(ig, reader)]
    if ig.module:
        lines.append(module_line(ig.module, "Intrigue deck"))
    return lines


# ---- Conflict cards -------------------------------------------------------------------------

def conflict_rewards(cf: Conflict, reader: Reader = PRINTED) -> list[tuple[str, str]]:
    """(place, reward text) of the 1st, 2nd and 3rd rewards; the 3rd is marked in a game of fewer
    players (004 Resolver o Combate: "in a 4-player game (only)"; docs/rulings.md R18)."""
    out = []
    for k, r in enumerate(cf.rewards):
        only = " (with fewer than 4 players: only to players tied for 2nd)" if k == 2 and reader.players is not None and reader.players < 4 else ""
        out.append((PLACES[k] + only, capital(effects_text(r, reader))))
    return out


def conflict_lines(content: Content, cf: Conflict, reader: Reader = PRINTED) -> list[str]:
    lines = [f"{cf.name}  [Conflict card, level {'I' * cf.level}]{_copies(cf.copies)}"]
    lines += [f"{place}: {text}" for place, text in conflict_rewards(cf, reader)]
    if cf.control:
        lines.append(f"When it is revealed, the player controlling {content.spaces[cf.control].name} may "
                     "deploy 1 troop from their supply to the Conflict")
    # Uprising (002 Iconos de batalla; Lugares cruciales y la Muralla Escudo)
    if cf.battle_icon:
        wild = " (at the end of the game it matches any battle icon)" if cf.battle_icon == "wild" else ""
        lines.append(f"Battle icon: {BATTLE_ICON_NAMES[cf.battle_icon]}{wild}")
    if cf.shield_wall:
        lines.append("Protected by the Shield Wall: no sandworm may be summoned to this Conflict while it stands")
    return lines


# ---- leaders ---------------------------------------------------------------------------------

def signet_ability(ld: Leader, reader: Reader = PRINTED) -> str:
    return capital(effects_text(ld.signet, reader))


def leader_lines(ld: Leader, reader: Reader = PRINTED) -> list[str]:
    house = f"House {ld.house.capitalize()}, " if ld.house else ""  # Staban Tuek names no House
    lines = [f"{ld.name}  [leader, {house}complexity {ld.complexity}]",
             f"{ld.left_name}: {ld.left_text}"]
    if ld.setup:
        lines.append(f"At setup: {capital(effects_text(ld.setup, reader))}")
    lines.append(f"Signet Ring — {ld.signet_name}: {signet_ability(ld, reader)}")
    lines += track_lines(ld, reader)
    if ld.back is not None:  # the other side (002 ACLARACIONES: Lady Jessica starts with her own side up)
        lines += [f"Other side, {ld.back.name} (this leader turns over to it):",
                  f"{ld.back.left_name}: {ld.back.left_text}",
                  f"Signet Ring — {ld.back.signet_name}: {signet_ability(ld.back, reader)}"]
    if ld.module:
        lines.append(module_line(ld.module, "choice of leaders"))
    if reader.players == 1 and ld.id in reader.leaders[1:]:
        lines.append("In this game a solo Rival: it uses only its Signet Ring ability")
    return lines


def track_lines(ld: Leader, reader: Reader = PRINTED) -> list[str]:
    """A track printed on the leader (Feyd-Rautha: 002 ACLARACIONES): each space, what entering
    it gives and where it leads; the token starts on the first space."""
    if not ld.track:
        return []
    names = {sp.id: f"space {i}" for i, sp in enumerate(ld.track)}
    names[ld.track[0].id] = "start"
    lines = ["Training track (the token starts on the leftmost space and stays on the last one):"]
    for sp in ld.track:
        gives = capital(effects_text(sp.effects, reader)) if sp.effects else "nothing"
        nxt = f" → {' or '.join(names[n] for n in sp.next)}" if sp.next else " (the last space)"
        lines.append(f"  {capital(names[sp.id])}: {gives}{nxt}")
    return lines


# ---- board spaces ----------------------------------------------------------------------------

def space_effects(sp: Space, reader: Reader = PRINTED) -> str:
    """What an Agent sent there gets: the space's effects, its Faction's Influence, its rule."""
    parts = [effects_text(sp.effects, reader)] if sp.effects else []
    if sp.faction:
        parts.append(f"+1 {FACTION_NAMES[sp.faction]} Influence")
    if sp.rule:
        parts.append(sp.rule)
    return capital(BOX.join(parts))


def space_cost_text(sp: Space, reader: Reader = PRINTED) -> str:
    """"" for a free space; a cost this game changes shows the printed one too."""
    cost, _ = space_terms(sp, reader)
    if not sp.cost:
        return ""
    if cost != sp.cost:
        return f"{_amounts(cost) or 'nothing'} in this game (printed: {_amounts(sp.cost)})"
    return _amounts(cost)


def space_lines(sp: Space, reader: Reader = PRINTED) -> list[str]:
    kind = [f"{ICON_NAMES[sp.icon]} Agent icon"]
    if sp.combat:
        kind.append("Combat space: you may deploy troops to the Conflict")
    if sp.maker:
        kind.append("Maker space: 1 bonus spice is added each round it has no Agent")
    lines = [f"{sp.name}  [board space: {'; '.join(kind)}]"]
    cost = space_cost_text(sp, reader)
    if cost:
        lines.append(f"Cost: {cost}")
    # Uprising: a cost that changes, a cost chosen among alternatives (002 board-space guide)
    for cond, pairs in sp.cost_when:
        lines.append(f"Cost {cond_text(cond)}: {_amounts(pairs)}")
    if sp.cost_options:
        lines.append("Cost, chosen when you send the Agent: " + " OR ".join(
            (_amounts(pairs) or "nothing") + (f" (then also: {effects_text(extra, reader, ' and ')})" if extra else "")
            for pairs, extra in sp.cost_options))
    if sp.requirement:
        lines.append("Requires: " + ", ".join(f"{n} or more {FACTION_NAMES[f]} Influence" for f, n in sp.requirement))
    if sp.once_per_game:
        lines.append("Each player may send an Agent here only once per game")
    effects = space_effects(sp, reader)
    if effects or not sp.cost_options:  # Spice Refinery's effects are all in its cost alternatives
        lines.append(f"Effects: {effects}")
    if sp.control_bonus:
        lines.append("Control: whenever an Agent is sent here, the player controlling it gets "
                     + ", ".join(f"+{n} {RESOURCE_NAMES[r]}" for r, n in sp.control_bonus))
    if sp.shield_wall:
        lines.append("Protected by the Shield Wall: no sandworm may be summoned to a Conflict here while it stands")
    _, closed = space_terms(sp, reader)
    if closed:
        lines.append(f"Closed to you in this game: {closed}")
    return lines


# ---- House Hagal cards -----------------------------------------------------------------------

def hagal_lines(content: Content, hc: HagalCard, reader: Reader = PRINTED) -> list[str]:
    """001/000 House Hagal sheet: a card sends the automa's Agent, recruits, gains Influence and
    gives Swords (rules/hagal.py); the texts are declared there."""
    lines = [f"{hc.name}  [House Hagal card, {HAGAL_MODES[hc.mode]}]{_copies(hc.copies)}"]
    deck = {1: "solo", 2: "two_player"}.get(reader.players or 0)
    if deck is not None and hc.mode not in ("common", deck):
        lines.append("Not in this game's House Hagal deck")
    if f"hagal:{hc.id}" in RULE_TEXTS:  # a card with an instruction of its own (Reshuffle)
        lines.append(capital(rule_text(f"hagal:{hc.id}")))
    spaces = [content.spaces[s] for s in hc.spaces]
    if spaces:
        to = ", ".join(sp.name for sp in spaces[:-1]) + (" or " if len(spaces) > 1 else "") + spaces[-1].name
        if hc.harvest:
            to += f" ({rule_text('automa:harvest')})"
        lines.append(f"Agent to {to}: {rule_text('automa:agent')}")
    if hc.influence:
        lines.append(f"+1 {FACTION_NAMES[hc.influence]} Influence ({rule_text('automa:influence')})")
    combat = bool(spaces) and all(sp.combat for sp in spaces)
    if hc.recruit:
        lines.append(f"Recruit {hc.recruit} {'troop' if hc.recruit == 1 else 'troops'} "
                     + rule_text("automa:recruit:combat" if combat else "automa:recruit"))
    if combat:
        lines.append(capital(rule_text("automa:deploy")))
        if reader.difficulty in ("mentat", "kwisatz_haderach") and reader.players == 1:
            lines.append(rule_text("automa:expert"))
    if hc.harvest:
        modes = {"solo": rule_text("automa:harvest:solo"), "two_player": rule_text("automa:harvest:two_player")}
        if deck is not None:
            lines.append(capital(modes[deck]))
        else:
            lines.append(f"Solo: {modes['solo']}; two players: {modes['two_player']}")
    if hc.signet:
        lines.append(capital(rule_text("automa:signet")))
    if spaces:
        swords = f"+{hc.swords} {'Sword' if hc.swords == 1 else 'Swords'}" if hc.swords else "no Swords"
        lines.append(f"Combat bonus: {swords} ({rule_text('automa:swords')})")
    return lines


# ---- finding and rendering -------------------------------------------------------------------

def _key(name: str) -> str:
    return name.strip().lower().replace("'", "").replace('"', "")


def all_components(content: Content) -> list[Component]:
    return [*content.cards.values(), *content.intrigues.values(), *content.conflicts.values(),
            *content.leaders.values(), *content.spaces.values(), *content.hagal.values(),
            *content.objectives.values(), *content.observation_posts.values(), *content.contracts.values()]


def display_name(comp: Component) -> str:
    """The name a component is shown and looked up by: a CHOAM contract is named after what it
    asks (a board space's name, mostly), so it reads "Arrakeen contract" and `?Arrakeen` stays
    the board space."""
    return f"{comp.name} contract" if isinstance(comp, Contract) else comp.name


# ---- Uprising: Objective cards and observation posts -----------------------------------------

def objective_lines(ob: Objective) -> list[str]:
    """002 Preparación H and Iconos de batalla."""
    counts = "every player count" if ob.players == (1, 2, 3, 4, 6) else \
        "games of " + ", ".join(str(n) for n in ob.players) + " players"
    lines = [f"{ob.name}  [Objective card, used in {counts}]",
             f"Battle icon: {BATTLE_ICON_NAMES[ob.battle_icon]} (it pairs with a Conflict card you win with "
             "the same icon: turn both face down for 1 VP)"]
    if ob.first_player:
        lines.append("First Player: whoever is dealt this card takes the First Player marker")
    return lines


def post_lines(content: Content, op: ObservationPost) -> list[str]:
    """002 Espías: what a Spy on this post lets you do."""
    names = ", ".join(content.spaces[s].name for s in op.spaces)
    return [f"{op.name}  [observation post]", f"Watches: {names}",
            "A Spy of yours here: your Spy Agent icon may send an Agent to these spaces; recall it to "
            "Infiltrate one of them (send an Agent where another player's is) or to Gather Intelligence "
            "(draw a card when you send an Agent to one of them)"]


# ---- Uprising: CHOAM contracts ---------------------------------------------------------------

def contract_lines(content: Content, ct: Contract, reader: Reader = PRINTED) -> list[str]:
    """002 MÓDULO DE LA CHOAM: a contract token, taken with the contract icon (with the module) and
    completed automatically (FAQ 2.6); its reward when completed."""
    lines = [f"{display_name(ct)}  [CHOAM contract, used with the CHOAM module]{_copies(ct.copies)}",
             f"Completed when you {contract_complete_text(ct.complete, content)}",
             f"Reward: {capital(effects_text(ct.reward, reader))}"]
    if ct.sardaukar:
        lines.append(capital(CONTRACT_SARDAUKAR))
    return lines


def _watched_by(content: Content, sp: Space) -> list[str]:
    posts = [op.name for op in content.observation_posts.values() if sp.id in op.spaces]
    return [f"Observation posts watching it: {', '.join(posts)}"] if posts else []


def _group(content: Content, key: str) -> list[Component]:
    if GROUPS.get(key) == "the Reserve":
        return [c for c in content.cards.values() if c.kind == "reserve"]
    if GROUPS.get(key) == "the starter deck":
        return [c for c in content.cards.values() if c.kind == "starter"]
    if GROUPS.get(key) == "House Hagal":
        return list(content.hagal.values())
    if GROUPS.get(key) == "the Objective cards":
        return list(content.objectives.values())
    if GROUPS.get(key) == "the observation posts":
        return list(content.observation_posts.values())
    if GROUPS.get(key) == "the CHOAM contracts":
        return list(content.contracts.values())
    return []


def find_components(content: Content, name: str) -> tuple[list[Component], list[str]]:
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
    named = _contracts_named(content, key)
    if named:
        return named, []
    comps: list[Component] = [c for c in all_components(content) if not isinstance(c, Contract)]
    # a leader is also found by the name of its other side (Reverend Mother Jessica)
    exact = [c for c in comps if key in (c.id, _key(c.name))
             or (isinstance(c, Leader) and c.back is not None and key in (c.back.id, _key(c.back.name)))]
    if exact:
        return exact, []
    names = sorted({c.name for c in comps if all(w in _key(c.name) for w in key.split())})
    if len(names) == 1:
        return [c for c in comps if c.name == names[0]], []
    return [], names


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
    if isinstance(comp, Card):
        lines = card_lines(content, comp, reader)
    elif isinstance(comp, Intrigue):
        lines = intrigue_lines(comp, reader)
    elif isinstance(comp, Conflict):
        lines = conflict_lines(content, comp, reader)
    elif isinstance(comp, Leader):
        lines = leader_lines(comp, reader)
    elif isinstance(comp, Space):
        lines = space_lines(comp, reader) + _watched_by(content, comp)
    elif isinstance(comp, Objective):
        lines = objective_lines(comp)
    elif isinstance(comp, ObservationPost):
        lines = post_lines(content, comp)
    elif isinstance(comp, Contract):
        lines = contract_lines(content, comp, reader)
    else:
        lines = hagal_lines(content, comp, reader)
    if sources:
        src = comp.source if isinstance(comp, Space) else getattr(comp, "checked", "")
        lines.append(f"Checked: {src or '—'}")
    return lines


def render_component(content: Content, name: str, reader: Reader = PRINTED, sources: bool = False) -> str | None:
    """The full text of every component called `name`, or None when there is none."""
    comps, _ = find_components(content, name)
    if not comps:
        return None
    return "\n\n".join("\n".join(component_lines(content, c, reader, sources)) for c in comps)


def card_listing(content: Content) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind in ("starter", "reserve", "imperium", "tleilaxu"):
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
    out["hagal"] = [{"id": h.id, "name": h.name, "copies": h.copies, "mode": h.mode, "spaces": list(h.spaces),
                     "harvest": h.harvest, "recruit": h.recruit, "influence": h.influence, "signet": h.signet,
                     "swords": h.swords} for h in content.hagal.values()]
    # the two House Hagal decks (001: 2P removes the 1P cards, solo the 2P cards)
    out["hagal_decks"] = {deck: {h.id: h.copies for h in content.hagal.values() if h.mode in ("common", deck)}
                          for deck in ("solo", "two_player")}
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
    out["totals"].update({f"hagal_{deck}": sum(d.values()) for deck, d in out["hagal_decks"].items()})
    return out
