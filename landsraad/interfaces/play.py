"""`landsraad play`: a game in the terminal, against bots or with friends on one keyboard.

What each seat sees is built from `landsraad.view(state, seat)` (interfaces/screen.py); a seat's
hand and Intrigues appear only when that seat decides, and with several humans only after a
"pass to P<n>" prompt. Numbered options and the action notation (docs/scenarios.md) are both
accepted, the latter also by printed names (interfaces/names.py); an option keeps its number
through a run of one seat's decisions of one kind (PlaySession.number_options). Undo goes back within your own run of decisions and never past revealed hidden
information: the history is cleared by any action that showed a seat something it did not know
(a card drawn or looked at, an Intrigue taken, a Conflict card: rules/undo.py, the web server's
rule too), used the state's RNG, or handed the decision to another seat. `save FILE`
writes a game record (landsraad/records.py: config + seed + actions, replayed on `--resume`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from landsraad import GameConfig, GameState, IllegalActionError, SaveError, new_game, view
from landsraad.agents import AGENTS, Agent, make_agent, parse_agent_spec
from landsraad.agents.spec import LEVELS
from landsraad.content import Content, load_content
from landsraad.content.names import localized
from landsraad.i18n import N_, environment_language, translator
from landsraad.interfaces import screen
from landsraad.interfaces.args import (
    H_,
    SEED,
    add_lang_argument,
    add_module_flags,
    add_modules_argument,
    add_option_arguments,
    add_preset_argument,
    apply_preset,
    modules_of,
    options_of,
    pool_of,
)
from landsraad.interfaces.counts import NOTES, PLAYED
from landsraad.interfaces.names import match_actions, match_names, words
from landsraad.interfaces.prompts import decision_explanation, decision_ui, option_label, parsed
from landsraad.interfaces.render import find_components, render_component, show_usage_words
from landsraad.interfaces.texts import Reader
from landsraad.records import GameRecorder, load_record, replay
from landsraad.rules.engine import normalize
from landsraad.rules.ruleset import Ruleset, most_players
from landsraad.rules.story import reason_text, refusal_text
from landsraad.rules.undo import NOTHING_TO_UNDO, undoable
from landsraad.rules.view import log_lines
from landsraad.sim import choose

HUMAN = "human"
BOT_ALIAS = "bot"  # the strongest agent available

# the terminal's help: the commands are typed as they are in every language
HELP = N_("""\
Type a number from the list, or the action (e.g. agent dagger arrakeen).
  look              the whole table; also board, players [P], row, hand, deck
  ?NAME             full text of a card, Intrigue, Conflict, space or leader
  why SPACE [CARD]  why an Agent can or cannot go there
  log [N|all]       the game log (the last 20 lines by default)
  undo              take back your last decision: only within your own turn,
                    never past a draw, a shuffle or other revealed information
  save FILE         save the game (continue: landsraad play --resume FILE)
  hint              the move the strongest agent suggests (about 1 s)
  help              this text
  quit              leave the game (save it first to keep it)
Names: cards and spaces may be typed by their printed names, whole or the start
  of them (agent dagger the great flat, why great flat); in your Reveal turn a
  card's name alone acquires it (or resolves its Reveal box while one waits).
Numbers: an option keeps its number while you go on deciding the same kind of
  decision (a draw adds new numbers, never reuses one).
Screen (one symbol per meaning; the short forms are the language's own):
  ^ First Player     > deciding now
  * after an Influence: that Faction's Alliance
  # after a board space: a combat space (troops may be deployed)
  once: a space a player may use once per game    +1spi: bonus spice there
  [P1] an Agent there   ctl:P1 control marker   voice:P1 the Voice
  VP victory points   sol/spi/w Solari/spice/water   ag: Agents left/total
  gar/cnf troops in garrison / in the Conflict   tr troops, sw swords
  Emp/Gld/BG/Fre Influence (Emperor, Spacing Guild, Bene Gesserit, Fremen)
  hand/deck/disc/int cards in hand / deck / discard pile, Intrigue cards
  H High Council seat, M Mentat, S Swordmaster, R revealed this round
  (5 Fre; Lan/City/Spc) cost, Faction, Agent icons: Landsraad, City, Spice Trade
  Dagger x2: two copies""")


def help_text(v: dict[str, Any], content: Content, lang: str) -> str:
    """`help` in the reader's language: HELP, then the legend of what this game's table prints
    beyond it (its automa seats, named as the log names them; a board's own Factions, a module's
    columns: screen.help_legend; each module's legend is its screen part's `help_lines`, shown in
    its games only: docs/rulings.md U754)."""
    return "\n".join([translator(lang).gettext(HELP), *screen.help_legend(v, content, lang)])


# a seat's kind in the players' words (the start line): the agents by what they are
SEAT_KINDS = {HUMAN: N_("human"), "heuristic": N_("heuristic bot"), "explorer": N_("explorer bot"),
              "random": N_("random bot"), "search": N_("search bot")}
AGENT_LEVELS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}
# the engine's refusal of an action that is not among the legal ones: said in the terminal's words
NOT_LEGAL = "{action} is not legal now ({seat} must decide: {decision}); legal actions: {legal}"
# the rulebook and rulings references of a rule text, for developers (docs/rulings.md): left out of `help`
_REFS = (r"(?:docs/rulings\.md\s+[A-Z]*\d+(?:,\s*[A-Z]*\d+)*|FAQ\s?\d+(?:\.\d+)?(?:\s*p\.\d+)?"
         r"|(?:card face, )?English rulebook p\.\d+)")
REFERENCES = ((re.compile(rf"\s*\({_REFS}\)"), ""), (re.compile(rf"\s*[:;,]\s*{_REFS}(?=\))"), ""),
              (re.compile(rf"(?<=\(){_REFS}[:;,]\s*"), ""), (re.compile(rf"\s*{_REFS}"), ""))
SOURCE = re.compile(r"^\d{3}\s(?:[^:\"“«]|\"[^\"]*\"|“[^”]*”|«[^»]*»)*?:\s+")


def seat_kind(spec: str, lang: str) -> str:
    """'heuristic:medium' -> 'heuristic bot (medium)', in the players' language."""
    tr = translator(lang)
    name, _, opts = spec.partition(":")
    word = tr.gettext(SEAT_KINDS[name]) if name in SEAT_KINDS else name
    if opts:
        word += f" ({tr.gettext(AGENT_LEVELS[opts]) if opts in AGENT_LEVELS else opts})"
    return word


def plain_rule(text: str) -> str:
    """A decision's rule without its sources: '004 Fase 2: on your turn ... (docs/rulings.md R6).'
    -> 'On your turn ...'. The sources are for developers (docs/rulings.md); players read the rule."""
    for pattern, by in REFERENCES:
        text = pattern.sub(by, text)
    text = SOURCE.sub("", text).strip()
    return text[:1].upper() + text[1:]


def default_bot() -> str:
    for name in ("heuristic", "explorer", "random"):
        if name in AGENTS:
            return name
    return sorted(AGENTS)[0]


def parse_seats(spec: str | None, players: int | None, lang: str = "en") -> list[str]:
    if spec:
        seats = [x.strip().lower() for x in spec.split(",") if x.strip()]
    else:
        seats = [HUMAN] + [BOT_ALIAS] * ((players or 4) - 1)
    if players is not None and len(seats) != players:
        raise ValueError(translator(lang).gettext("--seats names {seats} seats but --players is {players}",
                                                  seats=len(seats), players=players))
    out = []
    for s in seats:
        if s == BOT_ALIAS:
            s = default_bot()
        if s != HUMAN:
            s = str(parse_agent_spec(s))  # ValueError lists the known agents and the bounds
        out.append(s)
    return out


def _leader_seats(edition: str, modules: tuple[str, ...], players: int) -> int | None:
    """The seats that take a leader in this game (the ruleset's seat plan), None when the
    config is refused anyway (its own check then says why)."""
    from landsraad.rules.ruleset import ruleset_for

    try:
        return ruleset_for(GameConfig(edition=edition, players=players, modules=modules)).leader_seats
    except ValueError:
        return None


def parse_leaders(spec: str | None, players: int, content: Content, lang: str = "en",
                  leader_seats: int | None = None) -> tuple[str | None, ...]:
    """--leaders: 'random' (the default, as in the lobby), 'none', or one per seat that takes a
    leader (`leader_seats`, the ruleset's: the base game's solo Rivals have leaders, 3 seats in a
    1-player game; House Hagal and Uprising's Rivals none). Without it, the base game's count."""
    if leader_seats is None:
        leader_seats = {1: 3, 2: 2}.get(players, players)
    spec = "random" if spec is None else spec
    items = [x.strip() for x in spec.split(",")]
    if len(items) == 1 and items[0].lower() in ("random", "none", ""):
        return ("random",) * leader_seats if items[0].lower() == "random" else ()
    if len(items) > leader_seats:
        raise ValueError(translator(lang).gettext("--leaders names {leaders} leaders for {seats} seats",
                                                  leaders=len(items), seats=leader_seats))
    out: list[str | None] = []
    for it in items:
        key = it.lower()
        if key in ("", "none", "-"):
            out.append(None)
            continue
        by_name = {ld.name.lower(): lid for lid, ld in content.leaders.items()}
        out.append(by_name.get(key, key.replace(" ", "_")))
    return tuple(out)



def _form_name(action: str, rules: Ruleset) -> str:
    """The grammar form of an action in the game's grammar (rules/actions.py), "" if none."""
    hit = parsed(action, rules)
    return hit[0].name if hit is not None else ""

class Quit(Exception):
    """The player left: `quit` (exit status 0) or the end of the input (status 1)."""

    def __init__(self, status: int = 0) -> None:
        super().__init__(status)
        self.status = status


class PlaySession:
    """One game at one keyboard. `read` returns a line or None at the end of input."""

    def __init__(self, config: GameConfig, seed: int, seats: list[str], console: Console,
                 read: Callable[[str], str | None], state: GameState | None = None,
                 actions: list[str] | None = None, interactive: bool = False, lang: str = "en") -> None:
        if len(seats) != config.players:
            raise ValueError(f"{len(seats)} seats for {config.players} players")
        self.config, self.seed, self.seats = config, seed, seats
        self.con, self.read, self.interactive = console, read, interactive
        self.lang = lang  # the players' language (--lang): the log and the component texts
        self.tr = translator(lang)  # the session's own words (help, refusals, notices)
        self.state = state if state is not None else new_game(config, seed)
        # the game's content (its edition and modules) with its names in the players' language:
        # the screen names things by it, and typed names are matched against it (ids always are)
        self.content = localized(self.state.rules.content, lang)
        if self.state.log is None:
            self.state.log = []  # a resumed record made without a log: log from now on
        self.actions: list[str] = list(actions or [])
        self.agents: dict[int, Agent] = {i: make_agent(k, seed * 1000 + i)
                                         for i, k in enumerate(seats) if k != HUMAN}
        self.humans = [i for i, k in enumerate(seats) if k == HUMAN]
        self.undo: list[tuple[GameState, int]] = []  # (state before, len(actions) before)
        self.log_shown = max(0, len(self.state.log) - 12)  # a resumed game recalls its last events
        self.shown_seat: int | None = None  # hotseat: whose hidden cards may be on screen now
        self.screen_version = -1  # state version when the full screen was last drawn
        # stable option numbers (issue 19): while one seat goes on with decisions of one kind,
        # an action keeps its number and a number is never given to another action
        self.number_key: tuple[int, str] | None = None
        self.numbers: dict[str, int] = {}  # every action numbered in this run
        self.options_now: list[tuple[int, str]] = []  # (number, action) of the decision on screen

    # ---- output -----------------------------------------------------------------------------
    def out(self, *items: Any) -> None:
        if self.interactive:
            for it in items:
                self.con.print(it)
            return
        with self.con.capture() as cap:  # plain text: no padding at the ends of lines
            for it in items:
                self.con.print(it)
        text = "\n".join(line.rstrip() for line in cap.get().splitlines())
        self.con.file.write(text + "\n")
        self.con.file.flush()

    def msg(self, text: str, style: str = "") -> None:
        self.out(Text(text, style=style))

    def show_events(self) -> None:
        """New lines of the public game log since last shown."""
        for line in self.log_lines(self.log_shown):
            self.msg("  · " + line, style="dim")
        self.log_shown = len(self.state.log or [])

    def log_lines(self, start: int) -> list[str]:
        """The public log from line `start` in the players' language."""
        return log_lines(self.state, start=start, lang=self.lang)

    # ---- the loop -----------------------------------------------------------------------------
    def play(self) -> int:
        s0 = self.state
        seats = ", ".join(f"P{i} {seat_kind(k, self.lang)}" for i, k in enumerate(self.seats))
        self.msg(self.tr.ngettext("landsraad play: {n} player, seed {seed}, seats {seats}",
                                  "landsraad play: {n} players, seed {seed}, seats {seats}",
                                  self.config.players, seed=self.seed, seats=seats), style="bold")
        if s0.version:
            self.msg(self.tr.ngettext("resumed after {n} action", "resumed after {n} actions", s0.version))
        try:
            while not self.state.is_terminal():
                seat = self.state.current_player()
                if seat in self.agents:
                    self.apply(choose(self.agents[seat], self.state, seat), seat, human=False)
                else:
                    self.human_decision(seat)
        except Quit as q:
            return q.status
        except KeyboardInterrupt:
            self.msg("\n" + self.tr.gettext("interrupted: leaving the game (use 'save FILE' to keep a game)"))
            return 130
        self.show_events()
        self.out(Rule(), *screen.end_screen(view(self.state, -1), self.content, self.lang))
        return 0

    def apply(self, action: str, seat: int, human: bool) -> None:
        s = self.state
        before = s.clone() if human else None
        n = len(self.actions)
        s.apply(action)  # raises IllegalActionError with nothing changed
        self.actions.append(normalize(action))
        if not human:
            self.number_key = None  # someone else decided: the next list is numbered afresh
        if before is not None and undoable(before, s, seat, human):  # never past a reveal (rules/undo.py)
            self.undo.append((before, n))
        else:
            self.undo.clear()

    def ask(self, prompt: str) -> str:
        line = self.read(prompt)
        if line is None:
            self.msg("\n" + self.tr.gettext("end of input: leaving the game (use 'save FILE' to keep a game)"))
            raise Quit(1)
        return line.strip()

    def human_decision(self, seat: int) -> None:
        full = False
        if len(self.humans) > 1 and self.shown_seat != seat:
            # hotseat: nothing of this seat's hidden cards is printed before the prompt, and the
            # previous seat's are cleared from a terminal screen
            self.show_events()
            if self.interactive:
                self.con.clear()
            self.out(Rule(self.tr.gettext("pass to P{seat}", seat=seat)))
            self.ask(self.tr.gettext("[pass to P{seat} — press Enter] ", seat=seat))
            self.shown_seat = seat
            full = True
        v = view(self.state, seat)
        self.number_options(seat, v["decision"]["kind"], v["decision"]["legal"])
        if full or self.screen_version < 0 or ("agent_turn" in decision_ui(v["decision"]["kind"], self.state.rules)
                                               and self.screen_version != self.state.version):
            self.show_full(v)
        else:
            self.show_events()
            self.show_decision(v)
        while True:
            line = self.ask(f"P{seat} >> ")
            if not line:
                continue
            if self.command(line, seat):
                return

    def number_options(self, seat: int, kind: str, legal: list[str]) -> None:
        """Number the legal actions. In a run of decisions of one kind by one seat (a Reveal turn's
        acquisitions, Plot Intrigues that draw cards) an action keeps the number it had, and a
        new action takes a number no action of the run had: a number typed from the last list
        never silently means another action. A new seat or kind numbers 1..n in order."""
        if self.number_key != (seat, kind):
            self.number_key = (seat, kind)
            self.numbers = {}
        nxt = max(self.numbers.values(), default=0) + 1
        for a in legal:
            if a not in self.numbers:
                self.numbers[a] = nxt
                nxt += 1
        self.options_now = sorted((self.numbers[a], a) for a in legal)

    def show_full(self, v: dict[str, Any], whole: bool = False) -> None:
        """The table, what happened since this seat last decided, its hand and options: one
        screen of 120x40 (screen.decision_screen; older events give way to `log`); on a terminal
        of fewer lines (80x24), the minimal view. `whole` (`look`): the whole table, however tall."""
        self.screen_version = self.state.version
        events = self.log_lines(self.log_shown)
        self.log_shown = len(self.state.log or [])
        footer = [Text(self.undo_note(), style="dim")] if self.undo else []
        height = self.con.height if self.interactive else screen.SCREEN_LINES
        minimal = height < screen.SCREEN_LINES and not whole
        self.out(*screen.decision_screen(v, self.content, events, self.options_now, self.own_pending(v),
                                         width=self.con.width, height=1000 if whole else height, title=Rule(),
                                         footer=footer, lang=self.lang, minimal=minimal))

    def show_decision(self, v: dict[str, Any], with_hand: bool = True, always_hand: bool = False) -> None:
        seat = v["seat"]
        d = v["decision"]
        pend = self.own_pending(v)
        me = v["players"][seat]
        if with_hand:
            hb = screen.hand_block(v, self.content, self.lang)
            if hb is not None and (always_hand or me["hand"] or me["intrigues"]):
                self.out(hb)
        self.msg(screen.describe_decision(d["kind"], pend, self.content, me, self.lang, self.state.rules), style="bold")
        self.out(screen.options_block(self.options_now, d["kind"], pend, self.content, self.lang,
                                      rules=self.state.rules))
        if self.undo:
            self.msg(self.undo_note(), style="dim")

    def undo_note(self) -> str:
        return self.tr.ngettext("(undo available: {n} step)", "(undo available: {n} steps)", len(self.undo))

    def own_pending(self, v: dict[str, Any]) -> tuple[Any, ...] | None:
        """The seat's own pending decision (what its card or space offers it: the "→" cost,
        the options of a choice), from the view's state JSON; never another seat's."""
        st = v.get("state")
        p = st.get("pending") if isinstance(st, dict) and "pending" in st else self.state.pending
        return tuple(p) if p is not None and p[1] == v["seat"] else None

    # ---- commands -----------------------------------------------------------------------------
    def command(self, line: str, seat: int) -> bool:
        """Handle one line; True when an action was applied (the decision is over)."""
        words = line.split()
        head = words[0].lower()
        v = view(self.state, seat)
        legal: list[str] = v["decision"]["legal"]
        if line.startswith("?"):
            self.show_component(line[1:].strip(), v)
            return False
        if head.isdigit() and len(words) == 1:
            return self.by_number(int(head), legal, seat)
        if head in ("help", "h"):
            self.msg(help_text(v, self.content, self.lang))
            rule = plain_rule(decision_explanation(v["decision"]["kind"], self.state.rules, self.lang))
            if rule:  # the rule in players' words: its sources are for developers (docs/rulings.md)
                self.msg(self.tr.gettext("This decision: {rule}", rule=rule))
        elif head in ("quit", "exit", "q"):
            self.msg(self.tr.gettext("leaving the game") if self.state.version == 0 else
                     self.tr.gettext("leaving the game (not saved unless you saved it)"))
            raise Quit()
        elif head in ("look", "l", "screen"):
            self.show_full(v, whole=True)
        elif head == "board":
            self.out(screen.board_table(v, self.content, self.con.width, self.lang))
        elif head == "players":
            seats = [int(w.lstrip("pP")) for w in words[1:] if w.lstrip("pP").isdigit()] or \
                list(range(len(v["players"])))
            for k in seats:
                if 0 <= k < len(v["players"]):
                    self.out(screen.player_zones(v, self.content, k, self.lang))
        elif head == "row":
            self.out(screen.market_block(v, self.content, self.lang))
        elif head == "hand":
            hb = screen.hand_block(v, self.content, self.lang)
            if hb is not None:
                self.out(hb)
        elif head == "deck":
            db = screen.deck_block(v, self.content, self.lang)
            if db is not None:
                self.out(db)
        elif head == "options":
            self.show_decision(v)
        elif head == "log":
            self.show_log(words[1:])
        elif head == "undo":
            self.do_undo(seat)
        elif head == "save":
            if len(words) < 2:
                self.msg(self.tr.gettext("usage: save FILE"), style="red")
            else:
                self.save(line.split(None, 1)[1].strip())
        elif head == "why":
            self.why(words[1:], seat, v)
        elif head == "hint":
            self.msg(self.hint_text(v))
        else:
            return self.typed_action(line, head, legal, v, seat)
        return False

    def hint_text(self, v: dict[str, Any]) -> str:
        """The strongest agent's move for this seat, computed from its view only (agents/hint.py),
        with the option's number and the expected gain in the reader's words (interfaces/hints.py)."""
        from landsraad.agents.hint import HintRefused, hint
        from landsraad.interfaces.hints import NOT_YOUR_TURN, hint_line

        try:
            h = hint(v, seed=self.state.version)
        except HintRefused:
            return self.tr.gettext(NOT_YOUR_TURN)
        number = next((n for n, a in self.options_now if a == h.action), None)
        return hint_line(h, self.content, self.state.rules, self.lang, number)

    def by_number(self, k: int, legal: list[str], seat: int) -> bool:
        action = next((a for n, a in self.options_now if n == k), None)
        if action is None or action not in legal:
            gone = next((a for a, n in self.numbers.items() if n == k), None)
            shown = ", ".join(str(n) for n, _ in self.options_now)
            self.msg(self.tr.gettext("no option {k}: it was '{gone}', which is no longer possible; the options are "
                                     "{shown} (or type an action)", k=k, gone=gone, shown=shown) if gone else
                     self.tr.gettext("no option {k}: not in the list; the options are {shown} (or type an action)",
                                     k=k, shown=shown), style="red")
            return False
        return self.try_action(action, seat)

    def typed_action(self, line: str, head: str, legal: list[str], v: dict[str, Any], seat: int) -> bool:
        """An action in the notation or by display names (interfaces/names.py); in the Reveal
        turn a card's name alone (acquire it, or resolve its Reveal box while one waits)."""
        verbs = {a.split()[0] for a in legal} | ACTION_VERBS
        if head in verbs:
            a = normalize(line)
            cands = [a] if a in legal else match_actions(self.content, line, legal)
            if not cands:
                return self.try_action(a, seat)  # the engine says why it is not legal
        elif "market" in decision_ui(v["decision"]["kind"], self.state.rules):  # the Reveal turn: names alone
            market = [a for a in legal if _form_name(a, self.state.rules) in ("acquire", "resolve")]
            cands = match_actions(self.content, line, market, verb_optional=True)
            if not cands:
                self.msg(self.tr.gettext("no card {name} to acquire or resolve now; type 'help', or a number from "
                                         "the list", name=repr(line)), style="red")
                return False
        else:
            self.msg(self.tr.gettext("unknown command or action {word}; type 'help', or a number from the list",
                                     word=repr(line.split()[0])), style="red")
            return False
        if len(cands) > 1:
            num = dict((a, n) for n, a in self.options_now)
            self.msg(self.tr.gettext("'{typed}' could be: {options}; type more of the name, or the number", typed=line,
                                     options=", ".join(f"{num.get(x, '?')} {x}" for x in cands)), style="red")
            return False
        return self.try_action(cands[0], seat)

    def try_action(self, action: str, seat: int) -> bool:
        try:
            self.apply(action, seat, human=True)
        except IllegalActionError as e:
            self.msg(self.refusal(e, action, seat), style="red")
            return False
        # the echo in the reader's words (names, never ids)
        self.msg(f"P{seat}: {option_label(normalize(action), self.content, self.lang, self.state.rules)}", style="bold")
        self.show_events()
        return True

    def refusal(self, e: IllegalActionError, action: str, seat: int) -> str:
        """The engine's refusal in the reader's words: an action that is not among the legal ones
        is told with the decision's own prompt and the numbers of the options (never the
        notation's ids of the decision and of every legal action)."""
        line = getattr(e, "line", None)
        if not (isinstance(line, tuple) and line[0] == NOT_LEGAL):
            return refusal_text(e, self.lang)
        v = view(self.state, seat)
        shown = ", ".join(str(n) for n, _ in self.options_now)
        return self.tr.gettext("'{action}' is not possible now. {decision} The options are {shown} (type 'options' "
                               "to see them again).", action=action,
                               decision=screen.describe_decision(v["decision"]["kind"], self.own_pending(v),
                                                                 self.content, v["players"][seat], self.lang,
                                                                 self.state.rules),
                               shown=shown)

    def show_component(self, name: str, v: dict[str, Any]) -> None:
        """?NAME: every component of that name, with the values of this game as this seat
        reads them (its leader's Signet Ring, the costs it pays)."""
        if not name:
            self.msg(self.tr.gettext("usage: ?NAME (a card, Intrigue, Conflict card, board space, leader{kinds})",
                                     kinds=show_usage_words(v, self.lang)), style="red")
            return
        text = render_component(self.content, name, Reader.of_view(v, self.lang))
        if text is None:
            names = find_components(self.content, name, self.lang)[1]
            if names:
                self.msg(self.tr.gettext("{name} matches: {names}", name=repr(name), names=", ".join(names)))
            else:
                self.msg(self.tr.gettext("no component named {name}", name=repr(name)), style="red")
            return
        self.msg(text)

    def show_log(self, args: list[str]) -> None:
        log = self.state.log or []
        n = len(log) if args and args[0] == "all" else int(args[0]) if args and args[0].isdigit() else 20
        for line in self.log_lines(max(0, len(log) - n)) if n else []:
            self.msg("  " + line)
        if not log:
            self.msg(self.tr.gettext("the log is empty"))

    def do_undo(self, seat: int) -> None:
        if not self.undo:
            self.msg(self.tr.gettext(NOTHING_TO_UNDO), style="red")
            return
        before, n = self.undo.pop()
        undone = " / ".join(self.actions[n:])
        self.state = before
        del self.actions[n:]
        self.log_shown = min(self.log_shown, len(self.state.log or []))
        self.msg(self.tr.gettext("undone: {actions}", actions=undone), style="bold")
        v = view(self.state, seat)
        self.number_options(seat, v["decision"]["kind"], v["decision"]["legal"])
        self.show_decision(v)

    def why(self, args: list[str], seat: int, v: dict[str, Any]) -> None:
        """why SPACE [CARD]: the space and the card by id or printed name, whole or a prefix
        ('why great flat', 'why "The Great Flat" dagger', 'why high council dag')."""
        from landsraad.rules.turns import why_cannot_send

        if not args:
            self.msg(self.tr.gettext("usage: why SPACE [CARD]"), style="red")
            return
        spaces = self.content.spaces
        cards = self.content.cards
        hand = v["players"][seat].get("hand", [])
        tw = words(" ".join(args))
        found: dict[tuple[str, str | None], int] = {}  # (space, card) -> how exactly it was named
        for k in range(len(tw), 0, -1):
            s_exact, s_prefix = match_names(self.content, tw[:k], spaces)
            if k == len(tw):
                card_cands: list[str | None] = [None]
                card_exact = True
            else:
                c_exact, c_prefix = match_names(self.content, tw[k:], cards)
                named = c_exact or c_prefix
                card_cands = list([c for c in named if c in hand] or named)
                card_exact = bool(c_exact)
            for sid in s_exact or s_prefix:
                for cid in card_cands:
                    found[(sid, cid)] = max(found.get((sid, cid), 0), bool(s_exact) + card_exact)
        if not found:
            self.msg(self.tr.gettext("no board space {typed} (or no card after it); spaces: {spaces}",
                                     typed=repr(" ".join(args)), spaces=", ".join(sp.name for sp in spaces.values())),
                     style="red")
            return
        top = max(found.values())
        best = [k for k, q in found.items() if q == top]
        if len(best) > 1:
            options = [self.tr.gettext("{space} with {card}", space=spaces[sid].name, card=cards[cid].name) if cid
                       else spaces[sid].name for sid, cid in best[:12]]
            self.msg(self.tr.gettext("'why {typed}' could be: {options}; type more of the name", typed=" ".join(args),
                                     options="; ".join(options)), style="red")
            return
        sid, card = best[0]
        ids = [card] if card is not None else sorted(set(hand))
        if not ids:
            self.msg(self.tr.gettext("you have no card in hand"))
        p = self.state.players[seat]
        for cid in ids:
            if cid not in hand:
                self.msg("  " + self.tr.gettext("{card}: not in your hand", card=cards[cid].name))
                continue
            why = why_cannot_send(self.state, p, cards[cid], spaces[sid])
            self.msg("  " + (self.tr.gettext("{card} → {space}: {reason}", card=cards[cid].name, space=spaces[sid].name,
                                             reason=reason_text(why, self.state.rules.content.edition, self.lang))
                             if why else
                             self.tr.gettext("{card} → {space}: yes: {action}", card=cards[cid].name,
                                             space=spaces[sid].name, action=f"agent {cid} {sid}")))

    def save(self, path: str) -> None:
        rec = GameRecorder(self.config, self.seed)
        for a in self.actions:
            rec.apply(a)
        if rec.state.state_hash() != self.state.state_hash():  # never write a record that diverges
            self.msg(self.tr.gettext("cannot save: replaying the actions does not give this position (a bug)"),
                     style="red")
            return
        data = rec.to_json()
        data["seats"] = list(self.seats)
        try:
            Path(path).write_text(json.dumps(data, indent=1))
        except OSError as e:
            self.msg(self.tr.gettext("cannot save to {path}: {error}", path=path, error=e), style="red")
            return
        self.msg(self.tr.ngettext("saved {n} action to {path}; continue with: landsraad play --resume {path}",
                                  "saved {n} actions to {path}; continue with: landsraad play --resume {path}",
                                  len(self.actions), path=path))


# every first word of the action notation (docs/scenarios.md), so a misplaced action gets the
# engine's explanation rather than "unknown command"
ACTION_VERBS = frozenset({"agent", "reveal", "play", "acquire", "done", "pass", "deploy", "faction", "pay",
                          "decline", "choose", "sell", "trash", "discard", "defend", "give", "top", "voice",
                          "retreat", "draw", "resolve", "order"})


def make_console() -> tuple[Console, bool]:
    tty = sys.stdout.isatty()
    con = Console(highlight=False, markup=False, emoji=False, no_color=not tty or None,
                  force_terminal=tty, soft_wrap=False, width=None if tty else int(os.environ.get("COLUMNS", 80)))
    return con, tty


def reader(con: Console) -> Callable[[str], str | None]:
    tty = sys.stdin.isatty()

    def read(prompt: str) -> str | None:
        if tty:
            try:
                return input(prompt)
            except EOFError:
                return None
        con.file.write(prompt)
        con.file.flush()
        line = sys.stdin.readline()
        if not line:
            return None
        con.file.write(line if line.endswith("\n") else line + "\n")  # echo: a readable transcript
        return line.rstrip("\n")

    return read


def cmd_play(args: argparse.Namespace) -> int:
    con, tty = make_console()
    return make_session(args, con, reader(con), interactive=tty).play()


def make_session(args: argparse.Namespace, con: Console, read: Callable[[str], str | None],
                 interactive: bool = False) -> PlaySession:
    """The session `landsraad play ARGS` runs (a new game, or --resume FILE)."""
    lang = args.lang or environment_language()
    tr = translator(lang)
    if args.resume:
        data = load_record(args.resume)
        state = replay(data)
        config, seed = state.config, int(data["seed"])
        seats = parse_seats(args.seats or ",".join(data.get("seats") or []) or None, config.players, lang)
        actions = list(data["actions"])
        if state.is_terminal():
            raise SaveError(tr.gettext("{file}: this game is already over ({result})", file=args.resume,
                                       result=state.result()))
    else:
        players = args.players
        if players is None:
            players = len(args.seats.split(",")) if args.seats else 4
        if not 1 <= players <= most_players():  # beyond every table; an edition's own counts: GameConfig
            raise ValueError(tr.phrased(N_("Dune: Imperium is played by {counts} players ({notes})"),
                                        counts=PLAYED, notes=NOTES))
        seats = parse_seats(args.seats, players, lang)
        apply_preset(args)  # issue 30: --preset sets the edition and modules
        args.players = players  # the count implies a module at some tables (modules_of; S850)
        content = load_content(args.edition)
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(3), "big")
        if args.first_player is not None and not 0 <= args.first_player < players:
            raise ValueError(tr.gettext("--first-player must be a seat from 0 to {last}", last=players - 1))
        config = GameConfig(edition=args.edition, players=players, first_player=args.first_player,
                            leaders=parse_leaders(args.leaders, players, content, lang,
                                                  _leader_seats(args.edition, modules_of(args), players)), log=True,
                            difficulty=args.difficulty, modules=modules_of(args), options=options_of(args),
                            pool=pool_of(args),
                            # hotseat: who is asked in an Intrigue window must reveal nothing
                            ask_all_intrigue_windows=seats.count(HUMAN) > 1)
        state = new_game(config, seed)
        actions = []
    return PlaySession(config, seed, seats, con, read, state=state, actions=actions, interactive=interactive,
                       lang=lang)


def add_parser(sub: Any) -> None:
    p = sub.add_parser("play", help=H_("play a game in the terminal (against bots, or hotseat)"))
    p.add_argument("--edition", default="base")
    add_module_flags(p)  # --choam
    p.add_argument("--players", type=int, default=None,
                   help=H_("{counts} ({notes}); default: the number of --seats, or 4", counts=PLAYED, notes=NOTES))
    p.add_argument("--difficulty", default="sardaukar",
                   help=H_("solo: mercenary, sardaukar, mentat or kwisatz_haderach"))
    p.add_argument("--seats", default=None,
                   help=H_("one per seat: 'human', 'bot' or an agent name ({agents}); default: human then bots",
                           agents=", ".join([*LEVELS, *sorted(AGENTS)])))
    p.add_argument("--leaders", default=None,
                   help=H_("'random' (the default, as in the lobby), 'none' (play without leaders), or one per seat: "
                        "a leader id or name, 'random' or 'none'"))
    p.add_argument("--first-player", type=int, default=None, help=H_("seat 0..N-1 (default: random)"))
    p.add_argument("--seed", type=SEED, default=None, help=H_("default: a random seed (printed at the start)"))
    p.add_argument("--resume", metavar=H_("FILE"), default=None, help=H_("continue a game saved with 'save FILE'"))
    add_modules_argument(p)
    add_option_arguments(p)
    add_preset_argument(p)
    add_lang_argument(p)
    p.set_defaults(fn=cmd_play)
