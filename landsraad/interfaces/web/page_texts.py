"""The browser pages' own words (lobby, game table, replays), translated for the page's language.

The pages are static HTML and JavaScript written in English; `/api/i18n/{lang}` sends them this
table in the page's language and static/js/i18n.js puts each translation in place of the English
text it finds (text nodes, titles, labels, placeholders), as the page is built and as it changes.
A page text that is not listed here stays English: tests/test_web_i18n.py checks that every text
of the static HTML pages is listed, and that every text listed is one a page prints. The fields the
server builds (a module's option field, the Expansion list: lobby.py) come in the page's language
already and are not listed. Texts the server writes (component texts, log lines) come in
the page's language already (client.py, rules/view.py).
"""

from __future__ import annotations

from functools import cache

from landsraad.i18n import N_, NP_, translator
from landsraad.interfaces.parts import every_part

PAGE_TEXTS: tuple[str, ...] = (
    # the lobby (static/index.html, lobby.js)
    N_("landsraad — lobby"), N_("Dune: Imperium, played exactly as the rulebooks say"),
    N_("Replays of finished games"), N_("New game"), N_("Edition"), N_("Base game (2020 board)"), N_("Players"),
    N_("Rivals (solo)"), N_("Mercenary"),
    N_("Sardaukar"), N_("Mentat"), N_("Kwisatz Haderach"),
    N_("only for a game with at most one human: with several, the server draws it and shows it when the game is over"),
    N_("Seed"), N_("random"), N_("listed in the lobby with a link anyone may open to watch"), N_("Public"),
    N_("First player"), N_("Undo"), N_("on for one human vs bots"), N_("on"), N_("off"), N_("Seat"), N_("Who"),
    N_("Leader"), N_("Create game"), N_("Game"), N_("created"),
    # a custom card pool (issue 30, landsraad/rules/pool.py)
    N_("Card pool"), N_("the Imperium and Intrigue decks as a pool file (YAML or JSON: include, remove, add); empty: the game's own decks"),
    N_("Each human seat has its own secret link: open yours, send the others theirs. Whoever you give the "
       "spectator link may watch (anyone, for a public game)."),
    N_("Games on this host"), N_("refresh"), N_("Seats"), N_("Round"), N_("Status"), N_("Human"),
    N_("Bot: medium (heuristic)"), N_("Bot: easy (heuristic)"), N_("Bot: hard (search, about 0.1-0.2 s a move)"),
    N_("Bot: explorer"), N_("Bot: random"), N_("Spectators: "), N_("Language"),
    # the game table (static/game.html, js/*.js)
    N_("landsraad — game"), N_("lobby"), N_("connecting…"), N_("live connection"), N_("undo (u)"), N_("settings"),
    N_("Settings"), N_("log (l)"), N_("Log"), N_("help (?)"), N_("help"), N_("Other players' moves"),
    N_("instantly"), N_("fast (¼ s each)"), N_("normal (0.6 s each)"), N_("slow (1.2 s each)"),
    N_("Stop after each Agent turn to offer Plot Intrigues"),
    N_("(off: the page ends the Agent turn by itself unless a Plot became playable during it)"),
    N_("board"), N_("your cards"), N_("Your hand"), N_("Intrigues"), N_("decision"), N_("players"),
    N_("Imperium Row"), N_("Combat"), N_("Imperium Row and Reserve"), N_("game over"), N_("How to play here"),
    N_("Agent turn: click a card of your hand, then one of the highlighted board spaces (pointing at a space "
       "previews what you gain). A greyed space says why it is unavailable when you point at it. Acquire: click a "
       "highlighted card of the Imperium Row or the Reserve (right). Intrigues you may play are lit in your hand "
       "row. The Voice and other choices of a space: click the board. Hold the pointer on a card (or press it "
       "long on a touch screen) to enlarge it."),
    N_("Keys"), N_("… the buttons, each by the key shown on it;"), N_("reaches cards and board spaces,"), N_("chooses"),
    N_("Reveal turn,"), N_("Done / Pass"), N_("next card of your hand that can send an Agent,"),
    N_("cancel the card"), N_("undo,"), N_("the log,"), N_("this help"),
    N_("Undo goes back only within your own turn, never past a draw, a shuffle or other revealed information (on "
       "by default for one human against bots). Settings: how fast other players' moves are shown, and whether "
       "to stop after every Agent turn to offer Plot Intrigues."),
    N_("Close"), N_("Agents left this round"), N_("Alliances"), N_("Back to the lobby"), N_("Board spaces"),
    N_("Choose a card of your hand first."), N_("Choose this space"),
    N_("Click a card of your hand, then a highlighted board space."), N_("Conflicts"), N_("Done"),
    N_("First Player"), N_("Game over"), N_("Garrison"), N_("High Council seat"), N_("In the Conflict"),
    N_("Influence"), N_("Last:"), N_("Look at the board"), N_("Mentat: on its space"), N_("No Agent icon."),
    N_("No combat yet this game."), N_("Once per game."), N_("Pay"), N_("Persuasion this turn"), N_("Place"),
    N_("Playable"), N_("Replay this game"), N_("Reserve"), N_("Resolve"), N_("Reveal"), N_("Source"),
    N_("Spectating"), N_("Spectating: hands and Intrigue cards are hidden."), N_("Swordmaster (a third Agent)"),
    N_("The game is over."), N_("Total"), N_("Trashed"), N_("VP by round"), N_("VP by round: see the replay"),
    N_("Victory Points by source"), N_("Victory Points"), N_("When you win"),
    N_("Round {round} · {phase}"), N_("Round {round} · game over"), N_("Round {round} · {phase} · your decision"),
    N_("Round {round} · {phase} · P{seat} to decide"), N_("You are"), N_("Conflict deck: {n} left"),
    N_("High Council"), N_("Imperium deck: {n}"), N_("Intrigue deck: {n} · discarded {discarded}"),
    # the lobby's Expansion list: its choices come from the server in the page's language (lobby.py
    # module_choices: the presets, named by their modules' titles)
    N_("Expansion"), N_("none"),
    # (Immortality's Bene Tleilax panel: its web part's PAGE_TEXTS, modules/immortality/web_layout.py)
    N_("{n} specimens"),
    N_("Conflict deck: {n} (levels {levels})"), N_("no Agent icon"), N_("Agent"), N_("Signet: {name}"),
    N_("no Intrigue"), N_("on top: {cards}"), N_("deck {deck} · discard {discard} · in play {in_play}"),
    N_("Last: {move}"), N_("1st"), N_("Mentat: with P{seat}"), N_("Mentat: P{seat}'s next round"),
    N_("no Conflict card yet"), N_("Acquire"), N_("human"), N_("bot"),
    N_("bot {agent}"), N_("Undo ({n})"), N_("Hint"), N_("Hint: thinking…"),
    # replays (static/replay.html, js/replay.js)
    N_("landsraad — replay"), N_("replay"), N_("replay controls"), N_("the start (Home)"), N_("the start"),
    N_("previous round (PageUp)"), N_("previous round"), N_("one action back (←)"), N_("one action back"),
    N_("play / pause (space)"), N_("play"), N_("▶ play"), N_("one action forward (→)"), N_("one action forward"),
    N_("next round (PageDown)"), N_("next round"), N_("the end (End)"), N_("the end"), N_("step"), N_("as"),
    N_("see the table as"), N_("spectator"), N_("cards of the seat shown"), N_("Hand"), N_("this step"),
    N_("Score"), N_("Replays"), N_("Finished games of this host, and the game records of"), N_("(written by"),
)


# the players panel, the market, the last combat and the score (static/js/panels.js): whole messages
# with named placeholders, filled by `tf` after translation
PAGE_TEXTS += (
    N_("has revealed this round"), N_("revealed"), N_("has the Mentat this round"),
    N_("has the Swordmaster (3 Agents)"), N_("Swordmaster"), N_("High Council seat (+2 Persuasion in Reveal turns)"),
    N_("Rival"), N_("team (a team game: the team with most VP wins)"), N_("team {n}"),
    N_("Conflict cards won: {cards}"), N_("contracts held: {contracts}"), N_("contracts completed: {contracts}"),
    N_("{n} from {source}"), N_("{vp} VP: {sources}"), N_("cards in play"), N_("Solari"), N_("spice"), N_("water"),
    N_("troops in garrison ({supply} in supply, {conflict} in the Conflict)"),
    N_("hand {hand}, deck {deck}, discard {discard}"), N_("Intrigue cards"), N_("P{seat}, deciding"),
    N_("{name} ({reward})"),
    N_("Round {round}: {conflict}"), N_("strength 0: no reward"), N_("tied, and no reward is left for the tie"),
    N_("no reward left for this place"), N_("{place} place — {automa} takes no reward"),
    N_("{place} reward: {reward}"), N_("{place} reward (tied at {strength}: a tie takes the next place's reward): {reward}"),
    N_("strength {strength} — {why}"), N_("2nd"), N_("3rd"),
    N_("Start (4 players)"), N_("Influence 2+"), N_("Cards"), N_("Control"), N_("Leader"),
    N_("Scenario"), N_("{source}: {what}"), N_("{source}: {n}"),
    N_("VP by round: {series}"), N_("rnd"),
    # js/icons.js FACTION_NAME (translated where shown: panels.js sourceName)
    N_("Emperor"), N_("Spacing Guild"), N_("Bene Gesserit"), N_("Fremen"), N_("Landsraad"), N_("City"),
    N_("Spice Trade"),
)
# the board's tooltips and labels for screen readers (static/js/board.js)
PAGE_TEXTS += (
    N_("{faction} space."), N_("Cost: {cost}."), N_("Closed to you in this game: {why}."),
    N_("Requires {what}."), N_("Combat space."), N_("Gives: {effects}."), N_("Agents here: {seats}."),
    N_("Controlled by P{seat} ({bonus})."), N_("Bonus spice: {n}."), N_("The Voice of {seats}."),
    N_("Combat space: you may deploy troops"), N_("once per game"), N_("cost: {cost}"),
    N_("requires {n}+ {faction} Influence"), N_("control: P{seat} ({bonus})"),
    N_("no control marker yet (control gives {bonus})"), N_("P{seat}'s Agent"), N_("bonus spice: {n}"),
    N_("the Mentat is here"), N_("used once by P{seat}"),
    N_("The Voice of P{seat}: P{seat}'s opponents cannot send Agents here"),
    N_("{faction} Influence: {list}"), N_("2 Influence: 1 VP"),
    N_("4 Influence: the Alliance may be yours, and the Faction's bonus"),
    N_("P{seat}: {n} {faction} Influence"), N_("{faction} Alliance: on the board"),
    N_("{faction} Alliance: P{seat}"), N_("Victory Points: {list}"),
    N_("10 VP: the game ends after this round"), N_("P{seat}: {n} VP"), N_("Combat strength: {list}"),
    N_("P{seat}: strength {n}"), N_("High Council: {seats}"), N_("no seat taken"),
    N_("P{seat} has a High Council seat"),
    N_("P{seat}: {troops} troops, {swords} swords in the Conflict: strength {n}"), N_("has Maker Hooks"),
)
# the game page, the cards and the replays (js/game.js, js/cards.js, js/replay.js) and the lobby's own (lobby.js)
PAGE_TEXTS += (
    N_("(seed {seed})"), N_("+{n} bonus spice"), N_("Agent icons"), N_("Agent icons: {icons}."),
    N_("Agent: {text}."), N_("At setup"), N_("At setup: {text}."),
    N_("Choose a card first: {cards} can send an Agent there."),
    N_("Choose a seat (top right) to see its hand and Intrigues."), N_("Click a highlighted board space."),
    N_("Cost {n}."), N_("Faction: {factions}."), N_("Final: {vp}; winner P{seat} ({tiebreak})."),
    N_("Game over: winner"), N_("Intrigue"), N_("Intrigues you may play now are lit in your hand row ({n})."),
    N_("Masterstroke: {factions}"), N_("P{seat} takes the control bonus"),
    N_("P{seat} · deck {deck} · discard {discard}"), N_("Replay {id}"), N_("Replay {id} · seed {seed}"),
    N_("NOT VERIFIED: this record has no hash of its final state or no result; it could have been cut short "
       "or edited"),
    N_("Reveal boxes waiting ({n}): click a card in your hand row, in the order you choose, or a button."),
    N_("Reveal: {text}."), N_("Send an Agent here with {card}"), N_("Signet Ring — {ability}: {text}"),
    N_("Spice"), N_("The start of the game (step 0)"), N_("Unavailable: {why}"), N_("VP"),
    N_("VP at the end of each round"), N_("Waiting for"), N_("Water"), N_("When acquired: {text}."),
    N_("When trashed: {text}."), N_("Winner:"), N_("card: {effects}"), N_("control"),
    N_("costs {n} Persuasion"), N_("empty"), N_("error {status}"), N_("gain {effects}"),
    N_("game {id} — {seats}"), N_("game {id} — {seats} — P{winner} won"), N_("loading VP by round…"),
    N_("no Conflict card"), N_("no finished game yet"), N_("no leader"), N_("pay {cost}"),
    N_("record {name}"), N_("step {n}: {error} — try again"), N_("step {step} / {steps} · round {round}"),
    N_("the board"), N_("the game's texts did not load ({status}); reload the page"),
    N_("the server did not answer ({error}); retrying the connection"),
    N_("with {vp} VP — decided by {tiebreak} ({why})"), N_("{card} cannot go to {space}."),
    N_("{card} cannot go to {space}: {why}"), N_("{card}: click a highlighted space (Esc: another card)."),
    N_("{error} — try again"), N_("{name}, Conflict level {level}. {rewards}"),
    N_("{name}. {kind} Intrigue. {text}"),
    N_("{n} spaces highlighted on the board (Tab to reach them by keyboard)."), N_("{space} with {card}:"),
    N_("❚❚ pause"), N_("Influence"), N_("Alliance"), N_("the Mentat"), N_("High Council seat"),
    N_("Swordmaster (a third Agent)"), N_("trash"), N_("Plot"), N_("Combat"), N_("When you win"),
    N_("Endgame"), N_("vp"), N_("spice"), N_("solari"), N_("water"), N_("garrison"), N_("latest reveal"),
    N_("tied"), N_("the seed is a whole number from 0 to 2^63 − 1"), N_("join link:"),
    N_("no games yet"), N_("private"), N_("watch"), N_("table"), N_("replay"), N_("show more"),
    N_("seat {n}"), N_("leader of seat {n}"),
    N_("The Voice"), N_("any Faction"),
    # the table of issue 34: the Reveal turn's market in the board's
    # place, Done with Persuasion left, the revealed cards, a choice made for an automa, the feed
    N_("Persuasion left: {n}; cards you can still acquire: {k}. Press Done again to end your turn without them."),
    N_("Show the board"), N_("While you buy, the Imperium Row is shown large in the board's place."),
    N_("Show it large"), N_("Acquire cards: {n} Persuasion to spend"),
    N_("Cards you can acquire are lit in the market on the left ({n})."),
    N_("revealed: {persuasion} Persuasion left, {swords} Swords"), N_("the last moves"), N_("gave: {gains}"),
    N_("A choice for {seat} ({who}), not for you:"),
    N_("the rules give the automa's choices to a player."),
)
# plural messages of the pages (`tn` in static/js/i18n.js): {one: every form, in the language's order}
PAGE_PLURALS: tuple[tuple[str, str], ...] = (
    NP_("{n} Conflict won", "{n} Conflicts won"), NP_("{n} contract held", "{n} contracts held"),
    NP_("{n} contract completed", "{n} contracts completed"), NP_("{n} specimen", "{n} specimens"),
    # an icon's words (js/cards.js ICON_WORDS: the log's words for gains, rules/story.py GAINS)
    NP_("{n} Solari", "{n} Solari"), NP_("{n} spice", "{n} spice"), NP_("{n} water", "{n} water"),
    NP_("{n} VP", "{n} VP"), NP_("{n} Persuasion", "{n} Persuasion"), NP_("{n} Sword", "{n} Swords"),
    NP_("{n} troop", "{n} troops"), NP_("{n} card", "{n} cards"), NP_("{n} Intrigue card", "{n} Intrigue cards"),
)


@cache
def page_plurals(lang: str) -> dict[str, list[str]]:
    """{English singular: its forms in the language, in the order of its Plural-Forms} (the page
    picks the form with the same rule: static/js/i18n.js `pluralIndex`)."""
    tr = translator(lang)
    forms = {"ru": (1, 2, 5)}.get(lang, (1, 2))
    return {one: [tr.ngettext(one, many, n).replace(str(n), "{n}") for n in forms] for one, many in PAGE_PLURALS}


@cache
def all_page_texts() -> tuple[str, ...]:
    """PAGE_TEXTS and the texts each module's "web" part adds (its `PAGE_TEXTS`: the words its
    browser parts print, Uprising's Spies and Shield Wall), every module's: the pages are one set
    of static files for every game."""
    extra = [t for part in every_part("web") for t in getattr(part, "PAGE_TEXTS", ())]
    return PAGE_TEXTS + tuple(t for t in dict.fromkeys(extra) if t not in PAGE_TEXTS)


@cache
def page_strings(lang: str) -> dict[str, str]:
    """{English page text: its translation} for a language (English: the texts themselves)."""
    tr = translator(lang)
    return {text: tr.gettext(text) for text in all_page_texts()}
