"""The game log in the players' words: display names for seats, cards, spaces, Factions and the
sources of effects, and the log lines of gains and payments.

Every log line names things as the table does (a card's printed name, never its id). The log is
public (rules/view.py log_lines): a line never names a card drawn or an Intrigue taken, only how
many. Logging is off in simulations (`GameConfig.log`), so callers on the hot path test
`s.log is not None` before building a line.
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Callable, Mapping
from typing import Any

from landsraad.content.names import local_name
from landsraad.content.vocabulary import VocabularyWords
from landsraad.core.errors import IllegalActionError
from landsraad.i18n import N_, NP_, Translator, translator
from landsraad.rules.state import GameState

# A log line is a message and its arguments: (English message id with named placeholders,
# {name: value}); a value is a number or a reference the reader's words name (`Ref`). Lines are
# rendered in each reader's language only when read (`render_line`), so the engine
# stores ids and numbers and the same game reads in two languages at two seats.
Ref = tuple[Any, ...]
LogLine = tuple[str, dict[str, Any]]
# why something cannot be done: a message and its arguments (`reason`), or a bare message id
Reason = LogLine | str

FACTION_NAMES = {"emperor": "Emperor", "guild": "Spacing Guild", "bene_gesserit": "Bene Gesserit",
                 "fremen": "Fremen"}
# (a Faction a module's board adds, the six-player Great Houses: declare_factions)
# the Agent icons of board spaces besides the Factions' (an "icon" reference; texts.ICON_NAMES), then
# those only a module's cards print, its vocabulary's `icon_texts` (content/vocabulary.py), read live
BOARD_ICON_WORDS = {"landsraad": N_("Landsraad"), "city": N_("City"), "spice_trade": N_("Spice Trade")}
ICON_WORDS: Mapping[str, str] = ChainMap(BOARD_ICON_WORDS, VocabularyWords("icon_texts"))  # type: ignore[arg-type]
# the words of a gain effect, singular and plural ({n}: the amount)
GAINS = {"solari": NP_("{n} Solari", "{n} Solari"), "spice": NP_("{n} spice", "{n} spice"),
         "water": NP_("{n} water", "{n} water"), "vp": NP_("{n} VP", "{n} VP"),
         "persuasion": NP_("{n} Persuasion", "{n} Persuasion"), "swords": NP_("{n} Sword", "{n} Swords"),
         "recruit": NP_("{n} troop", "{n} troops"), "draw": NP_("{n} card", "{n} cards"),
         "intrigue": NP_("{n} Intrigue card", "{n} Intrigue cards")}
# (a module's own gains, a sandworm, a specimen: declare_gains)
# what a line calls a seat of an automa role, a message (with {seat} when it names the seat: the
# solo Rivals' "P1 (Rival)"; House Hagal's: declare_role_word, by the module whose seat plan has the role)
ROLE_WORDS: dict[str, str] = {}
# a reference to a component by its kind's tag -> the component kind of the names files (content/names.py);
# a module's own components join (declare_component_ref: the base game's House Hagal cards, "hagal")
COMPONENT_REFS: dict[str, str] = {"card": "cards", "space": "spaces", "intrigue": "intrigues", "leader": "leaders"}
# where a module's effects come from, by the source's kind ("<kind>:<rest>"): a function of the
# state and the rest giving the reference, or None for a source it does not name (declare_source)
SOURCE_REFS: dict[str, Callable[[GameState, str], Ref | None]] = {}


def declare_gains(words: Mapping[str, tuple[str, str]]) -> None:
    """A module's words of its gains, singular and plural ({n}: the amount), as GAINS."""
    GAINS.update(words)


def declare_factions(names: Mapping[str, str]) -> None:
    """The Factions a module's board declares besides the four (its content's `factions`: the
    six-player side's Great Houses and Fringe Worlds), id -> the board's printed name, a message id
    (the module marks it N_ so the catalogues translate it). Every reader of a Faction's name (the
    log, the terminal, the browser: interfaces/texts.py FACTION_NAMES) then names it."""
    known = {f: FACTION_NAMES[f] for f in names if f in FACTION_NAMES and FACTION_NAMES[f] != names[f]}
    if known:
        raise ValueError(f"Factions named twice: {sorted(known)}")
    FACTION_NAMES.update(names)


def declare_role_word(role: str, msgid: str) -> None:
    """How a line names a seat of `role` (a message, with {seat} where it names the seat)."""
    ROLE_WORDS[role] = msgid


def declare_component_ref(tag: str, kind: str) -> None:
    """A line or an effect's source may name a module's component as `(tag, id)` (`"<tag>:<id>"`),
    read from the names files' `kind` (content/names.py)."""
    COMPONENT_REFS[tag] = kind


def declare_source(kind: str, ref: Callable[[GameState, str], Ref | None]) -> None:
    """How a line names the sources of `kind` a module's effects give (source_ref)."""
    SOURCE_REFS[kind] = ref

PLACES = ("1st", "2nd", "3rd")
COMBAT_LINE = "Combat for {conflict}: {strengths}"  # the first line of a combat (rules/phases.py)
# words a line names by key (translated when read)
WORDS = {"the board": N_("the board"), "nothing": N_("nothing"), "hand": N_("hand"),
         "discard pile": N_("discard pile"), "cards in play": N_("cards in play"),
         "top of the deck": N_("top of the deck"), "1st": N_("1st"), "2nd": N_("2nd"), "3rd": N_("3rd"),
         "4th": N_("4th"), "the Conflict": N_("the Conflict"),
         # the tiebreakers of the end of the game (rules/phases.py _finish)
         "vp": N_("VP"), "spice": N_("spice"), "solari": N_("Solari"), "water": N_("water"),
         "garrison": N_("troops in the garrison"), "latest reveal": N_("latest Reveal turn"),
         "tied": N_("a complete tie")}


# ---- references: what a line names, resolved when it is read ---------------------------------

def seat_ref(s: GameState, seat: int) -> Ref:
    """A seat: P<seat>; House Hagal in a 2-player game; a solo Rival marked as one."""
    role = s.rules.seats[seat].role if 0 <= seat < len(s.rules.seats) else "human"
    return ("seat", seat, role)


def word_ref(key: str) -> Ref:
    return ("word", key)


def message_ref(msgid: str) -> Ref:
    """A word a module declares as a message id (an automa's `word`: House Hagal), translated
    when the line is read."""
    return ("message", msgid)


def faction_ref(faction: str) -> Ref:
    return ("faction", faction)


def amount_ref(kind: str, n: int) -> Ref:
    return ("amount", kind, n)


def post_ref(post: str) -> Ref:
    """An observation post (Uprising, 002 Espías), by its name in the reader's words."""
    return ("post", post)


def battle_card_ref(s: GameState, cid: str) -> Ref:
    """A card with a battle icon (Uprising, 002 Iconos de batalla): a Conflict or an Objective."""
    return ("conflict", cid) if cid in s.rules.content.conflicts else ("objective", cid)


def list_ref(items: list[Ref] | tuple[Ref, ...], sep: str = ", ") -> Ref:
    """Items joined by ", " or " and " (in the reader's words)."""
    return ("list", sep, tuple(items))


def line_ref(msgid: str, **args: Any) -> Ref:
    """A message inside a line (a clause, a noun phrase of its own)."""
    return ("line", msgid, args)


def source_ref(s: GameState, src: str) -> Ref:
    """Where an effect comes from, as a player would say it ("Dagger", "Arrakeen", ...)."""
    kind, _, rest = src.partition(":")
    if kind in COMPONENT_REFS:
        return (kind, rest)
    if kind == "control":
        return line_ref(N_("control of {space}"), space=("space", rest))
    if kind == "bonus":
        return line_ref(N_("4 {faction} Influence"), faction=faction_ref(rest))
    if kind == "conflict":
        return ("conflict", s.conflict) if s.conflict else word_ref("the Conflict")
    declared = SOURCE_REFS.get(kind)  # a module's (Immortality's tracks)
    if declared is not None and (ref := declared(s, rest)) is not None:
        return ref
    if kind == "contract" and rest in s.rules.content.contracts:
        return contract_ref(s.rules.content.contracts[rest].complete)
    return ("raw", src)


def contract_ref(complete: tuple[Any, ...]) -> Ref:
    """A CHOAM contract as players name it, after what it asks (002 MÓDULO DE LA CHOAM; rulings
    C8), in the words `render.contract_name` uses: "Arrakeen contract", "Harvest 3+ contract"."""
    what = complete[0] if complete else None
    if what == "space":
        name: Ref = ("space", complete[1])
    elif what == "harvest":
        name = line_ref(N_("Harvest {n}+"), n=complete[1])
    elif what == "acquire":
        name = line_ref(N_("Acquire {card}"), card=("card", complete[1]))
    else:
        name = line_ref(N_("Immediate"))
    return line_ref(N_("{name} contract"), name=name)


# ---- logging ---------------------------------------------------------------------------------

def log(s: GameState, msgid: str, **args: Any) -> None:
    """Add a line to the log when logging is on (off in simulations: callers on the hot path
    test `s.log is not None` before building the arguments)."""
    if s.log is not None:
        s.log.append((msgid, args))


def log_gain(s: GameState, seat: int, kind: str, n: int, src: str) -> None:
    """`P0 gains 2 Solari (Secure Contract)`; the caller has checked that logging is on."""
    log(s, N_("{seat} gains {amount} ({source})"), seat=seat_ref(s, seat), amount=amount_ref(kind, n),
        source=source_ref(s, src))


# ---- names in English (the rules' own messages, errors, scenario reports) -------------------

def seat_name(s: GameState, seat: int) -> str:
    """P<seat>; House Hagal in a 2-player game; a solo Rival is marked as one."""
    role = s.rules.seats[seat].role if 0 <= seat < len(s.rules.seats) else "human"
    if role in ROLE_WORDS:
        return ROLE_WORDS[role].format(seat=seat)
    return f"P{seat}"


def card_name(s: GameState, cid: str) -> str:
    card = s.rules.content.cards.get(cid)
    return card.name if card is not None else cid


def intrigue_name(s: GameState, iid: str) -> str:
    ig = s.rules.content.intrigues.get(iid)
    return ig.name if ig is not None else iid


def space_name(s: GameState, sid: str) -> str:
    space = s.rules.content.spaces.get(sid)
    return space.name if space is not None else sid


def faction_name(faction: str) -> str:
    return FACTION_NAMES.get(faction, faction)


def amount(kind: str, n: int) -> str:
    """`2 Solari`, `1 troop`, `3 cards` ... (English)"""
    one, many = GAINS.get(kind, (kind, kind))
    return (one if n == 1 else many).format(n=n)


# ---- reading a line --------------------------------------------------------------------------

SEPARATORS = {", ": N_(", "), " and ": N_(" and "), "; ": N_("; ")}


def _ref_text(v: Any, edition: str, tr: Translator) -> str:
    if not isinstance(v, tuple):
        return str(v)
    tag = v[0]
    if tag == "seat":
        if v[2] in ROLE_WORDS:
            return tr.gettext(ROLE_WORDS[v[2]], seat=v[1])
        return f"P{v[1]}"
    if tag in COMPONENT_REFS:
        return local_name(edition, tr.lang, COMPONENT_REFS[tag], v[1])
    if tag == "conflict":
        return local_name(edition, tr.lang, "conflicts", v[1])
    if tag == "post":  # an Uprising observation post (002 Espías)
        return local_name(edition, tr.lang, "observation_posts", v[1])
    if tag == "objective":  # an Uprising Objective card (002 Preparación H)
        return local_name(edition, tr.lang, "objectives", v[1])
    if tag == "leader_field":  # a leader's ability name
        return local_name(edition, tr.lang, "leaders", v[1], v[2])
    if tag == "faction":
        return tr.gettext(FACTION_NAMES[v[1]]) if v[1] in FACTION_NAMES else str(v[1])
    if tag == "icon":  # an Agent icon: a Faction's, or one of ICON_WORDS
        words = FACTION_NAMES.get(v[1]) or ICON_WORDS.get(v[1])
        return tr.gettext(words) if words else str(v[1])
    if tag == "amount":
        pair = GAINS.get(v[1])
        return tr.plural(pair, v[2]) if pair else f"{v[2]} {v[1]}"
    if tag == "word":
        return tr.gettext(WORDS[v[1]]) if v[1] in WORDS else str(v[1])
    if tag == "message":
        return tr.gettext(str(v[1]))
    if tag == "list":
        sep = tr.gettext(SEPARATORS[v[1]]) if v[1] in SEPARATORS else v[1]
        return sep.join(_ref_text(x, edition, tr) for x in v[2])
    if tag == "line":
        return render_line((v[1], v[2]), edition, tr.lang)
    return str(v[1]) if len(v) > 1 else ""


def render_line(line: LogLine | str, edition: str = "base", lang: str = "en") -> str:
    """A log line in a reader's language (a plain string: a line written before lines were
    structured, shown as it is)."""
    if isinstance(line, str):
        return line
    msgid, args = line
    tr = translator(lang)
    return tr.gettext(msgid, **{k: _ref_text(v, edition, tr) for k, v in args.items()})


# ---- refusals: why something cannot be done, in the reader's words ---------------------------

def reason(msgid: str, **args: Any) -> LogLine:
    """Why an action cannot be taken, as a message and its arguments (like a log line): the rules
    layer (turns.why_cannot_send, the space blockers, explain.why_illegal) says why without
    words, and each reader reads it in their language (`reason_text`)."""
    return (msgid, args)


def reason_text(r: LogLine | str, edition: str = "base", lang: str = "en") -> str:
    """A reason in a reader's language. A plain string is a message id (`N_("...")`, as a space
    blocker may give): translated as it is."""
    if isinstance(r, str):
        return translator(lang).gettext(r)
    return render_line(r, edition, lang)


def illegal(line: LogLine, edition: str = "base") -> IllegalActionError:
    """The error refusing an action: its English text, and the line for other readers."""
    return IllegalActionError(render_line(line, edition), line, edition)


def refusal_text(e: Exception, lang: str = "en") -> str:
    """An error a player sees, in their language: the engine's refusal from its line; any other
    error as it says itself."""
    line = getattr(e, "line", None)
    if line is None or lang == "en":
        return str(e)
    return render_line(line, getattr(e, "edition", "base"), lang)
