"""Immortality (seed 003): load and validate the expansion's components (modules/immortality/content/*.yaml).

The expansion is a module, not an edition: its components join a base or Uprising game's content
(`with_immortality`), and it has components of its own kinds, loaded here into frozen records —
the research track and the Tleilaxu track of the Bene Tleilax board, the Tleilaxu deck and its
row card, the solo House Hagal cards with what they replace, and the declared texts of its
`custom:` rules. The vocabulary is modules/immortality/vocab.py. No rules module plays these yet
(issue 18): they load and validate, and texts render them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from landsraad.content.boxes import component_conditions
from landsraad.content.checks import fail, integer, items, mapping, read_yaml, unique
from landsraad.content.loader import (
    Card,
    Content,
    Effects,
    Intrigue,
    Space,
    content_with,
    load_card,
    load_intrigue,
    load_space,
    parse_effects,
    validate_content,
)
from landsraad.content.names import ModuleComponents, register_module_components
from landsraad.content.products import register_product_folder
from landsraad.content.tree import conditions, walk
from landsraad.core.errors import ContentError
from landsraad.modules.base.hagal_card import HAGAL_CARD, HagalCard
from landsraad.modules.combined import played_on
from landsraad.modules.immortality.vocab import VOCABULARY  # noqa: F401  (its words, registered before its YAML is read)

PRODUCT = "immortality"  # what its components record as the product they came from
# its components and names files: content/ beside this file (issue 27: a product is one folder)
IMMORTALITY_DIR = register_product_folder(PRODUCT, Path(__file__).parent / "content")
TLEILAXU_ROW_SIDES = ("left", "right")  # 003 Fila Tleilaxu: the crossed-out icon names one of the two cards


@dataclass(frozen=True, slots=True)
class ResearchSpace:
    """A hexagon of the research track (003 EL MEDIDOR DE INVESTIGACIÓN): its bonus, gained on
    arrival, and the spaces one column to the right it connects to (none in the last column)."""

    id: str
    column: int
    row: int
    effects: Effects
    next: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GeneticMarker:
    """003 Marcadores genéticos: reached with the Research token's column; `research_becomes`
    is what a Research icon does from then on instead of moving (empty: it still moves)."""

    marker: int
    column: int
    rule: str
    research_becomes: Effects


@dataclass(frozen=True, slots=True)
class ResearchTrack:
    start: str
    spaces: dict[str, ResearchSpace]
    markers: tuple[GeneticMarker, ...]

    def markers_at(self, column: int) -> int:
        """How many genetic markers a Research token in this column has reached."""
        return sum(1 for m in self.markers if column >= m.column)


@dataclass(frozen=True, slots=True)
class TleilaxuSpace:
    """A space of the Tleilaxu track (003 EL MEDIDOR TLEILAXU): its bonus, gained on arrival;
    `setup_spice`: the first player to arrive also takes the spice placed here at setup."""

    index: int
    effects: Effects
    setup_spice: bool


@dataclass(frozen=True, slots=True)
class TleilaxuTrack:
    spaces: tuple[TleilaxuSpace, ...]
    setup_spice_index: int
    setup_spice: int  # 003 Preparación: 2 spice from the bank on the fourth space


@dataclass(frozen=True, slots=True)
class ImmortalityHagalCard:
    """A solo House Hagal card of 003 (Nuevas cartas de la Casa Hagal): the base card fields plus
    its Tleilaxu icons (steps on the Tleilaxu track) and the Tleilaxu Row card it crosses out."""

    card: HagalCard
    tleilaxu: int
    tleilaxu_row: str | None  # left | right | None


@dataclass(frozen=True, slots=True)
class FamilyAtomics:
    """003 ATÓMICAS FAMILIARES: tokens per player, and the once-per-game rule as players read it."""

    per_player: int
    rule: str


@dataclass(frozen=True, slots=True)
class UpTo11:
    """003 VARIANTES, Hasta los 11: the VP that ends the game; 4-player games start and end lower."""

    end_vp: int
    four_player_start_vp: int
    four_player_end_vp: int


@dataclass(frozen=True)
class Immortality:
    research: ResearchTrack
    tleilaxu_track: TleilaxuTrack
    spaces: dict[str, Space]             # the alternative Research Station (replaces the board's)
    starter: dict[str, Card]             # Experimentation
    starter_removes: tuple[str, ...]     # Dune, the Desert Planet
    imperium: dict[str, Card]            # the 30 Imperium cards (kind imperium)
    tleilaxu: dict[str, Card]            # the Tleilaxu deck and the row card (kind tleilaxu, cost in specimens)
    row_card: str                        # Reclaimed Forces: never leaves the Tleilaxu Row
    intrigues: dict[str, Intrigue]
    hagal: dict[str, ImmortalityHagalCard]
    hagal_removes: tuple[str, ...]       # the base Carthag cards
    rule_texts: dict[str, str]           # "custom:<name>" / "cond:<name>" -> text
    family_atomics: FamilyAtomics
    up_to_11: UpTo11

    @property
    def tleilaxu_deck(self) -> tuple[str, ...]:
        """The Tleilaxu deck (the row card is not in it: it lies face up from setup)."""
        return tuple(cid for c in self.tleilaxu.values() if c.id != self.row_card for cid in [c.id] * c.copies)

    @property
    def imperium_deck(self) -> tuple[str, ...]:
        return tuple(cid for c in self.imperium.values() for cid in [c.id] * c.copies)

    @property
    def intrigue_deck(self) -> tuple[str, ...]:
        return tuple(i for ig in self.intrigues.values() for i in [ig.id] * ig.copies)

    def cards(self) -> dict[str, Card]:
        return {**self.starter, **self.imperium, **self.tleilaxu}


def load_research_track(raw: Any) -> ResearchTrack:
    """003 EL MEDIDOR DE INVESTIGACIÓN: every move goes one column right to a connected space;
    every space but the start is reached from the start; the last column has no exits."""
    where = "research_track"
    raw = mapping(raw, {"start", "spaces", "genetic_markers"}, {"start", "spaces", "genetic_markers"}, where)
    spaces: dict[str, ResearchSpace] = {}
    for i, s in enumerate(items(raw["spaces"], where + ".spaces")):
        w = f"{where}.spaces[{i}]"
        s = mapping(s, {"id", "column", "row", "next", "effects"}, {"id", "column", "row"}, w)
        if s["id"] in spaces:
            raise ContentError(f"duplicate research space id {s['id']!r}")
        nxt = s.get("next") or []
        if not isinstance(nxt, list) or not all(isinstance(x, str) for x in nxt) or len(set(nxt)) != len(nxt):
            raise fail(w, "next lists distinct research space ids")
        spaces[s["id"]] = ResearchSpace(id=str(s["id"]), column=integer(s["column"], w), row=integer(s["row"], w, 1),
                                        effects=parse_effects(s.get("effects"), w + ".effects"), next=tuple(nxt))
    start = raw["start"]
    if start not in spaces:
        raise fail(where, f"unknown start space {start!r}")
    last = max(sp.column for sp in spaces.values())
    for sp in spaces.values():
        for n in sp.next:
            if n not in spaces:
                raise fail(where, f"space {sp.id}: unknown next space {n!r}")
            if spaces[n].column != sp.column + 1 or abs(spaces[n].row - sp.row) > 1:
                raise fail(where, f"space {sp.id}: a move goes one column right to a neighbouring row, not to {n}")
        if not sp.next and sp.column != last:
            raise fail(where, f"space {sp.id}: only the last column has no exits")
    reached, todo = {start}, [start]
    while todo:
        for n in spaces[todo.pop()].next:
            if n not in reached:
                reached.add(n)
                todo.append(n)
    if reached != set(spaces):
        raise fail(where, f"spaces not reachable from the start: {sorted(set(spaces) - reached)}")
    markers = []
    for i, m in enumerate(items(raw["genetic_markers"], where + ".genetic_markers")):
        w = f"{where}.genetic_markers[{i}]"
        m = mapping(m, {"marker", "column", "rule", "research_becomes"}, {"marker", "column", "rule"}, w)
        col = integer(m["column"], w, 1)
        if col > last:
            raise fail(w, f"column {col} is beyond the track (last column {last})")
        if not isinstance(m["rule"], str) or not m["rule"]:
            raise fail(w, "a marker states its rule")
        markers.append(GeneticMarker(marker=integer(m["marker"], w, 1), column=col, rule=m["rule"],
                                     research_becomes=parse_effects(m.get("research_becomes"), w)))
    if [m.marker for m in markers] != list(range(1, len(markers) + 1)):
        raise fail(where, "genetic markers are numbered 1, 2, ... in track order")
    if any(a.column >= b.column for a, b in zip(markers, markers[1:], strict=False)):
        raise fail(where, "genetic markers lie left to right")
    return ResearchTrack(start=start, spaces=spaces, markers=tuple(markers))


def load_tleilaxu_track(raw: Any) -> TleilaxuTrack:
    """003 EL MEDIDOR TLEILAXU: spaces 0.. in order; the setup spice lies on one of them, which
    gives its extra bonus to the first player to reach it."""
    where = "tleilaxu_track"
    raw = mapping(raw, {"spaces", "setup_spice"}, {"spaces", "setup_spice"}, where)
    spaces = []
    first = []
    for i, s in enumerate(items(raw["spaces"], where + ".spaces")):
        w = f"{where}.spaces[{i}]"
        s = mapping(s, {"index", "effects", "first_to_reach"}, {"index"}, w)
        if s["index"] != i:
            raise fail(w, f"index must be {i} (spaces in track order from the start space 0)")
        if s.get("first_to_reach") not in (None, "setup_spice"):
            raise fail(w, "first_to_reach is setup_spice (the spice placed at setup)")
        if s.get("first_to_reach"):
            first.append(i)
        spaces.append(TleilaxuSpace(index=i, effects=parse_effects(s.get("effects"), w + ".effects"),
                                    setup_spice=bool(s.get("first_to_reach"))))
    if len(spaces) < 2 or spaces[0].effects:
        raise fail(where, "the start space (0) has no bonus and the track has more spaces")
    ss = mapping(raw["setup_spice"], {"index", "spice"}, {"index", "spice"}, where + ".setup_spice")
    index = integer(ss["index"], where)
    if first != [index]:
        raise fail(where, f"setup_spice lies on space {index}: exactly that space is first_to_reach")
    return TleilaxuTrack(spaces=tuple(spaces), setup_spice_index=index, setup_spice=integer(ss["spice"], where, 1))


IMMO_HAGAL_FIELDS = {"tleilaxu", "tleilaxu_row"}


def load_immortality_hagal(raw: Any, spaces: dict[str, Any]) -> ImmortalityHagalCard:
    where = f"hagal card {raw.get('id') if isinstance(raw, dict) else raw}"
    if not isinstance(raw, dict):
        raise fail(where, "expected a mapping")
    base = {k: v for k, v in raw.items() if k not in IMMO_HAGAL_FIELDS}
    card = HAGAL_CARD.load(base, spaces)  # the base game's kind: its fields and checks (modules/base/hagal_card.py)
    if card.mode != "solo":
        raise fail(where, "Immortality's House Hagal cards are solo only (003 Adiciones a partidas en solitario)")
    row = raw.get("tleilaxu_row")
    if row is not None and row not in TLEILAXU_ROW_SIDES:
        raise fail(where, f"tleilaxu_row is one of {', '.join(TLEILAXU_ROW_SIDES)}")
    return ImmortalityHagalCard(card=card, tleilaxu=integer(raw.get("tleilaxu", 0), where), tleilaxu_row=row)


def _cards(raw: dict[str, Any], kind: str, path: str) -> dict[str, Card]:
    out: dict[str, Card] = {}
    for r in items(raw.get("cards"), f"{path}: cards"):
        if not isinstance(r, dict):
            raise ContentError(f"{path}: a card is a mapping, got {r!r}")
        c = load_card(r, kind)
        if c.id in out:
            raise ContentError(f"duplicate card id {c.id!r}")
        out[c.id] = c
    return out


def _rule_texts(raw: dict[str, Any]) -> dict[str, str]:
    raw = mapping(raw, {"effects", "conditions"}, {"effects", "conditions"}, "rules.yaml")
    out: dict[str, str] = {}
    for section, prefix in (("effects", "custom:"), ("conditions", "cond:")):
        for name, text in (raw[section] or {}).items():
            if not isinstance(text, str) or not text:
                raise fail(f"rules.yaml {section}.{name}", "a rule states its text")
            out[prefix + str(name)] = text
    return out


def load_variants(raw: dict[str, Any]) -> tuple[FamilyAtomics, UpTo11]:
    raw = mapping(raw, {"family_atomics", "up_to_11"}, {"family_atomics", "up_to_11"}, "variants.yaml")
    fa = mapping(raw["family_atomics"], {"per_player", "rule"}, {"per_player", "rule"}, "family_atomics")
    if not isinstance(fa["rule"], str) or not fa["rule"]:
        raise fail("family_atomics", "the token states its rule")
    up = mapping(raw["up_to_11"], {"end_vp", "four_players"}, {"end_vp", "four_players"}, "up_to_11")
    four = mapping(up["four_players"], {"start_vp", "end_vp"}, {"start_vp", "end_vp"}, "up_to_11.four_players")
    out = UpTo11(end_vp=integer(up["end_vp"], "up_to_11", 1), four_player_start_vp=integer(four["start_vp"], "up_to_11"),
                 four_player_end_vp=integer(four["end_vp"], "up_to_11", 1))
    if out.four_player_start_vp >= out.four_player_end_vp:
        raise fail("up_to_11", "4-player games start below the VP that ends them")
    return FamilyAtomics(per_player=integer(fa["per_player"], "family_atomics", 1), rule=fa["rule"]), out


def load_immortality(directory: Path = IMMORTALITY_DIR, board: Content | None = None) -> Immortality:
    """The Immortality components of `directory`, validated against a board's content (base by
    default: the Research Station it covers, the Carthag House Hagal cards it replaces, Dune the
    Desert Planet in the starter deck). Unknown keys, wrong types and dangling ids are refused."""
    from landsraad.content.loader import load_content
    if board is None:
        board = load_content("base")
    tracks = mapping(read_yaml(directory / "tracks.yaml"), {"research_track", "tleilaxu_track"},
                   {"research_track", "tleilaxu_track"}, "tracks.yaml")
    research = load_research_track(tracks["research_track"])
    tleilaxu_track = load_tleilaxu_track(tracks["tleilaxu_track"])

    board_raw = mapping(read_yaml(directory / "board.yaml"), {"spaces"}, {"spaces"}, "board.yaml")
    spaces_list = [load_space(s) for s in items(board_raw["spaces"], "board.yaml spaces")]
    unique([s.id for s in spaces_list], "space")
    spaces = {s.id: s for s in spaces_list}
    for sid in spaces:
        if sid not in board.spaces:
            raise ContentError(f"board.yaml: {sid!r} covers no space of the board (003 Casilla del tablero revisada)")

    starter_raw = mapping(read_yaml(directory / "starter.yaml"), {"cards", "removes"}, {"cards", "removes"}, "starter.yaml")
    starter = _cards(starter_raw, "starter", "starter.yaml")
    removes = tuple(items(starter_raw["removes"], "starter.yaml removes"))
    for cid in removes:
        if cid not in board.starter_deck:
            raise ContentError(f"starter.yaml: removes {cid!r}, which is not in the starter deck")

    imperium = _cards(mapping(read_yaml(directory / "imperium.yaml"), {"cards"}, {"cards"}, "imperium.yaml"),
                      "imperium", "imperium.yaml")
    for c in imperium.values():
        if c.cost < 0:
            raise ContentError(f"card {c.id}: an Imperium card has a Persuasion cost")
    tl_raw = mapping(read_yaml(directory / "tleilaxu.yaml"), {"cards", "row_card"}, {"cards", "row_card"}, "tleilaxu.yaml")
    tleilaxu = _cards(tl_raw, "tleilaxu", "tleilaxu.yaml")
    row_card = tl_raw["row_card"]
    if row_card not in tleilaxu:
        raise ContentError(f"tleilaxu.yaml: unknown row_card {row_card!r}")
    for c in tleilaxu.values():
        if c.cost < 1:
            raise ContentError(f"card {c.id}: a Tleilaxu card has a specimen cost of at least 1")
    if tleilaxu[row_card].copies != 1:
        raise ContentError(f"card {row_card}: the row card is a single card")

    ig_raw = mapping(read_yaml(directory / "intrigue.yaml"), {"intrigues"}, {"intrigues"}, "intrigue.yaml")
    intrigues_list = [load_intrigue(r) for r in items(ig_raw["intrigues"], "intrigue.yaml intrigues")]
    unique([i.id for i in intrigues_list], "intrigue")

    hg_raw = mapping(read_yaml(directory / "hagal.yaml"), {"cards", "removes"}, {"cards", "removes"}, "hagal.yaml")
    # the cards are printed for the base board: with Uprising (no Carthag space) a Carthag card's
    # space and troops are ignored (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD)
    all_spaces = {**load_content("base").spaces, **board.spaces, **spaces}
    hagal_list = [load_immortality_hagal(r, all_spaces) for r in items(hg_raw["cards"], "hagal.yaml cards")]
    unique([h.card.id for h in hagal_list], HAGAL_CARD.what)
    hagal_removes = tuple(items(hg_raw["removes"], "hagal.yaml removes"))
    if HAGAL_CARD.get(board):
        for hid in hagal_removes:
            if hid not in HAGAL_CARD.get(board):
                raise ContentError(f"hagal.yaml: removes unknown House Hagal card {hid!r}")

    family_atomics, up_to_11 = load_variants(read_yaml(directory / "variants.yaml"))
    imm = Immortality(
        research=research, tleilaxu_track=tleilaxu_track, spaces=_own(spaces), starter=_own(starter),
        starter_removes=removes, imperium=_own(imperium), tleilaxu=_own(tleilaxu), row_card=row_card,
        intrigues=_own({i.id: i for i in intrigues_list}),
        hagal={h.card.id: replace(h, card=replace(h.card, product=PRODUCT)) for h in hagal_list},
        hagal_removes=hagal_removes,
        rule_texts=_rule_texts(read_yaml(directory / "rules.yaml")),
        family_atomics=family_atomics, up_to_11=up_to_11,
    )
    _check_ids(imm, board)
    return imm


def _own(records: dict[str, Any]) -> dict[str, Any]:
    """The records marked as this product's (issue 27: a component knows its product, and its
    names are this product's names files, modules/immortality/content/names.<lang>.yaml)."""
    return {k: replace(v, product=PRODUCT) for k, v in records.items()}


def _check_ids(imm: Immortality, board: Content) -> None:
    """Card ids never collide with the board's, and every `custom:` rule or named condition the
    components use is declared in rules.yaml or is one the board's own content already uses (its
    rules register it: rules/registry.py)."""
    all_cards = imm.cards()
    unique(list(imm.starter) + list(imm.imperium) + list(imm.tleilaxu), "card")
    for cid in all_cards:
        if cid in board.cards:
            raise ContentError(f"card {cid!r} already exists in the {board.edition} content")
    for iid in imm.intrigues:
        if iid in board.intrigues:
            raise ContentError(f"intrigue {iid!r} already exists in the {board.edition} content")
    from landsraad.content.loader import load_content
    known: set[str] = set()
    for content in (load_content("base"), board):  # the base game's rules serve every board
        known |= {f"custom:{e[1]}" for _w, box in _boxes(content) for e in walk(box) if e[0] == "custom"}
        known |= {f"cond:{c[1]}" for _w, c in component_conditions(content) if c[0] == "custom"}
    known |= set(imm.rule_texts)
    for where, box in _own_boxes(imm):
        for e in walk(box):
            if e[0] == "custom" and f"custom:{e[1]}" not in known:
                raise ContentError(f"{where}: custom rule {e[1]!r} has no declared text (immortality/rules.yaml)")
        for c in conditions(box):
            if c[0] == "custom" and f"cond:{c[1]}" not in known:
                raise ContentError(f"{where}: condition {c[1]!r} has no declared text (immortality/rules.yaml)")
    for card in all_cards.values():
        for cond, _icons in card.icons_when:
            if cond[0] == "custom" and f"cond:{cond[1]}" not in known:
                raise ContentError(f"card {card.id}: condition {cond[1]!r} has no declared text (immortality/rules.yaml)")
    for ig in imm.intrigues.values():
        if ig.condition is not None and ig.condition[0] == "custom" and f"cond:{ig.condition[1]}" not in known:
            raise ContentError(f"intrigue {ig.id}: condition {ig.condition[1]!r} has no declared text")


def _boxes(content: Content) -> list[tuple[str, Effects]]:
    from landsraad.content.boxes import component_boxes
    return list(component_boxes(content))


def _own_boxes(imm: Immortality) -> list[tuple[str, Effects]]:
    """Every effect box of the Immortality components, with the component it belongs to."""
    out: list[tuple[str, Effects]] = []
    for sid, sp in imm.spaces.items():
        out.append((f"space {sid}", sp.effects))
    for c in imm.cards().values():
        out.extend((f"card {c.id}", box) for box in (c.agent, c.reveal, c.acquire, c.on_trash))
    for ig in imm.intrigues.values():
        out.append((f"intrigue {ig.id}", ig.effects))
        out.extend((f"intrigue {ig.id}", box) for _k, box in ig.also)
    for rs in imm.research.spaces.values():
        out.append((f"research space {rs.id}", rs.effects))
    for m in imm.research.markers:
        out.append((f"genetic marker {m.marker}", m.research_becomes))
    for ts in imm.tleilaxu_track.spaces:
        out.append((f"Tleilaxu track space {ts.index}", ts.effects))
    return out


@cache
def immortality_for(edition: str = "base") -> Immortality:
    """The Immortality components checked against an edition's board (cached)."""
    from landsraad.content.loader import load_content
    return load_immortality(IMMORTALITY_DIR, load_content(edition))


def with_immortality(content: Content, imm: Immortality | None = None) -> Content:
    """The content of a game with Immortality (003 Preparación), validated: the alternative
    Research Station over the board's; Experimentation instead of Dune, the Desert Planet in the
    starter deck; the 30 Imperium and 15 Intrigue cards in their decks; the Tleilaxu cards known
    by id (in no Imperium deck: their deck and row are the rules module's); in solo games the
    House Hagal changes are the rules module's (`Immortality.hagal`, `hagal_removes`)."""
    imm = imm if imm is not None else immortality_for(content.edition)
    out = content_with(content, spaces=imm.spaces.values(), cards=[*imm.starter.values(), *imm.imperium.values()],
                       intrigues=imm.intrigues.values(), replaces=imm.spaces.keys())
    # the removed starter card goes back to the box (003 Preparación): no deck of the game has it
    starter = tuple(c for c in out.starter_deck if c not in imm.starter_removes)
    cards = {k: v for k, v in out.cards.items() if k not in imm.starter_removes}
    result = replace(out, starter_deck=starter, cards={**cards, **imm.tleilaxu})
    validate_content(result)
    return result


def _component(edition: str, kind: str, cid: str) -> Any:
    """A component of the Immortality module (seed 003), which joins the edition's content only in a
    game with the module: its cards, Intrigues, solo House Hagal cards and the alternative Research
    Station, by id, for its English name; None when the module has no such component."""
    if edition not in played_on(PRODUCT):  # the boards Immortality joins (the registry's, 002 AÑADIR INMORTALIDAD)
        return None
    imm = immortality_for(edition)
    if kind == "cards":
        return imm.starter.get(cid) or imm.imperium.get(cid) or imm.tleilaxu.get(cid)
    if kind == "intrigues":
        return imm.intrigues.get(cid)
    if kind == "spaces":
        return imm.spaces.get(cid)
    if kind == "hagal" and cid in imm.hagal:
        return imm.hagal[cid].card
    return None


# its names files and components for the names of a game with the module (content/names.py)
def catalogue_texts() -> list[tuple[str, str]]:
    """The rule texts its data declares, for the message catalogue (`ModuleComponents.catalogue`):
    content/rules.yaml's, the genetic markers' (tracks.yaml) and the Family Atomics' (variants.yaml)."""
    imm = immortality_for("base")
    return ([(text, f"rule text {key} (modules/immortality/content/rules.yaml)")
             for key, text in sorted(imm.rule_texts.items())]
            + [(m.rule, f"genetic marker {m.marker} (modules/immortality/content/tracks.yaml)") for m in imm.research.markers]
            + [(imm.family_atomics.rule, "Family Atomics (modules/immortality/content/variants.yaml)")])


register_module_components(ModuleComponents("immortality", _component, lambda: dict(immortality_for("base").rule_texts),
                                            immortality_for, catalogue=catalogue_texts))
