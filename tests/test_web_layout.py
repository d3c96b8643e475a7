"""Every printed word of the table readable, in Debian's Chromium through Playwright (issue 34):
the board's spaces, the Conflict card, the hand's cards, the leader, the Bene Tleilax board of
Immortality: no box of every product's board and hand overflows (scrollHeight > clientHeight or
scrollWidth > clientWidth in a box that clips, or a text cut by text-overflow) at 1024x768,
1280x720 and 1920x1080 in English, Spanish, Portuguese and Russian. A space, a card and a lattice
node enlarge on pointing, keyboard focus and a long press (touch).

Screenshots of every product's table at the three sizes go to docs/screenshots/
(table-<product>-<width>x<height>.png) with LANDSRAAD_SCREENSHOTS=1, else to a temp folder:

    LANDSRAAD_SCREENSHOTS=1 pytest tests/test_web_layout.py tests/test_web_i18n.py -q
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("playwright.sync_api")

from test_web_browser import MY_TURN_OR_OVER, shots_dir  # noqa: E402
from web_server import Server, browser_fixture, server_fixture  # noqa: E402

browser = browser_fixture()
server = server_fixture("weblayout")

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]
LANGS = {"en": "en-US", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}
# every product's table: the base game (four players, and solo against the Rivals), Uprising with
# CHOAM, Uprising with CHOAM and Immortality, the base game with Immortality
PRODUCTS: dict[str, dict[str, Any]] = {
    "base": dict(players=4, seats=["human", "random", "random", "random"], leaders="random", seed=3),
    "base-solo": dict(players=1, seats=["human"], seed=3, difficulty="mercenary"),
    "uprising": dict(edition="uprising", players=4, seats=["human", "random", "random", "random"], leaders="random",
                     seed=8, modules=["choam"]),
    "immortality": dict(edition="uprising", players=4, seats=["human", "random", "random", "random"],
                        leaders="random", seed=5, modules=["choam", "immortality"]),
    "base-immortality": dict(players=3, seats=["human", "random", "random"], leaders="random", seed=4,
                             modules=["immortality"]),
}

# every box of the board and the hand that clips its words: its content larger than the box (a box
# whose overflow is not visible), or a line cut by text-overflow
OVERFLOW_JS = """() => {
  const out = [];
  const sel = "#board .sp, #board .sp *, #board .zone-html, #board .zone-html *, #mine, #mine *, #tleilax .imm-words, #tleilax .imm-words *";
  for (const e of document.querySelectorAll(sel)) {
    if (e instanceof SVGElement) continue;
    const cs = getComputedStyle(e);
    if (cs.display === "none" || cs.display === "inline" || cs.visibility === "hidden") continue;
    const clipY = e.scrollHeight > e.clientHeight + 1 && cs.overflowY !== "visible";
    const clipX = e.scrollWidth > e.clientWidth + 1 && (cs.overflowX !== "visible" || cs.textOverflow === "ellipsis");
    if (clipY || clipX) {
      const where = e.closest("[data-space], [data-card], [data-leader], [data-conflict], [data-intrigue]");
      out.push([String(e.className || e.tagName), where ? where.outerHTML.slice(0, 60) : "", (e.textContent || "").slice(0, 50),
                `${e.scrollWidth}x${e.scrollHeight} in ${e.clientWidth}x${e.clientHeight}`]);
    }
  }
  return out;
}"""
FITTED = "(s) => document.body.dataset.fitted === s"


def open_table(chromium: Any, srv: Server, product: str, lang: str, size: tuple[int, int],
               **ctx_kw: Any) -> tuple[Any, Any, list[str]]:
    game = srv.create(**PRODUCTS[product])
    link = next(s["link"] for s in game["seats"] if s["seat"] == 0)
    ctx = chromium.new_context(viewport={"width": size[0], "height": size[1]}, locale=LANGS[lang], **ctx_kw)
    ctx.add_init_script("localStorage.setItem('landsraad.speed', '0')")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(srv.url + link)
    page.wait_for_function(MY_TURN_OR_OVER, timeout=30000)
    return ctx, page, errors


def resize(page: Any, w: int, h: int) -> None:
    page.set_viewport_size({"width": w, "height": h})
    page.wait_for_function(FITTED, arg=f"{w}x{h}")


@pytest.mark.parametrize("lang", list(LANGS))
@pytest.mark.parametrize("product", list(PRODUCTS))
def test_no_word_of_the_board_or_the_hand_is_cut(browser: Any, server: Server, tmp_path: Path, product: str,
                                                   lang: str) -> None:
    """At each of the three sizes, no box of the board (spaces, the Conflict card, the Bene Tleilax
    board) or of the hand (cards, the leader, Intrigues) clips its words; the board is larger at
    1920x1080 than at 1280x720."""
    ctx, page, errors = open_table(browser, server, product, lang, SIZES[0])
    assert page.locator("#hand .card").count() >= 1
    widths = {}
    for w, h in SIZES:
        resize(page, w, h)
        cut = page.evaluate(OVERFLOW_JS)
        assert cut == [], (product, lang, w, h, len(cut), cut[:6])
        widths[w] = page.locator("#board-svg").bounding_box()["width"]
        if lang == "en":
            page.screenshot(path=str(shots_dir(tmp_path) / f"table-{product}-{w}x{h}.png"))
    assert widths[1920] > widths[1280] * 1.2, widths
    assert errors == [], errors
    ctx.close()


def test_a_space_a_card_and_a_lattice_node_enlarge_on_pointing_focus_and_long_press(browser: Any,
                                                                                    server: Server) -> None:
    """Pointing at a board space shows its words large (#zoom), as for a hand card; keyboard focus
    does it at once; on a touch screen a long press does it, a tap does not."""
    ctx, page, errors = open_table(browser, server, "immortality", "en", (1280, 720), has_touch=True)
    zoom = page.locator("#zoom")
    space = page.locator("#board .space[data-space='high_council']")
    space.hover()
    page.wait_for_function("!document.getElementById('zoom').hidden")
    assert "High Council" in zoom.inner_text() and zoom.locator(".sp").count() == 1
    big = zoom.bounding_box()
    assert big["width"] >= 300, big
    page.mouse.move(2, 2)
    page.wait_for_function("document.getElementById('zoom').hidden")
    # keyboard focus: at once
    page.evaluate("document.querySelector(\"#board .space[data-space='arrakeen']\").focus()")
    assert not zoom.is_hidden() and "Arrakeen" in zoom.inner_text()
    page.evaluate("document.activeElement.blur()")
    assert zoom.is_hidden()
    # a hand card, then a lattice node of the Bene Tleilax board
    page.locator("#hand .card").first.hover()
    page.wait_for_function("!document.getElementById('zoom').hidden")
    assert zoom.locator(".card").count() == 1
    page.locator("#tleilax .research-space").nth(3).hover()
    page.wait_for_function("document.querySelector('#zoom .imm-words') !== null && !document.getElementById('zoom').hidden")
    page.mouse.move(2, 2)
    # a long press on a space (touch): shown after the press, not on a short tap
    long_press = """async (sel) => {
      const node = document.querySelector(sel);
      const touch = new Touch({ identifier: 1, target: node, clientX: 10, clientY: 10 });
      node.dispatchEvent(new TouchEvent("touchstart", { touches: [touch], bubbles: true }));
      await new Promise((r) => setTimeout(r, 700));
      const shown = !document.getElementById("zoom").hidden;
      node.dispatchEvent(new TouchEvent("touchend", { changedTouches: [touch], bubbles: true, cancelable: true }));
      return shown;
    }"""
    page.evaluate("document.getElementById('zoom').hidden = true")
    assert page.evaluate(long_press, "#board .space[data-space='deep_desert']")
    assert "Deep Desert" in zoom.inner_text()
    assert errors == [], errors
    ctx.close()


# ---- the Reveal turn, long option lists, choices made for a Rival (issue 34) -------------------------

# a solo game against the Rivals (base, seed 3, Mercenary): every decision is seat 0's, the Rivals'
# choices included (000 Rivales, Elecciones), so these moves replay the same game exactly: after the
# first 4 comes the first Reveal turn's market, after 24 a list of 13 cards to trash, after all 36 a
# choice for a Rival
SOLO = dict(players=1, seats=["human"], seed=3, difficulty="mercenary")
SOLO_MOVES = ["agent reconnaissance arrakeen", "deploy 2", "agent diplomacy secrets", "reveal", "acquire arrakis_liaison",
              "acquire assassination_mission", "faction emperor", "agent dagger hall_of_oratory",
              "agent reconnaissance arrakeen", "deploy 3", "reveal", "done", "play staged_incident",
              "agent diplomacy hardy_warriors", "deploy 2", "agent dune_the_desert_planet sell_melange", "reveal",
              "acquire fedaykin_death_commando", "agent seek_allies secrets", "play refocus", "agent dagger mentat",
              "reveal", "done", "agent fedaykin_death_commando arrakeen", "decline", "deploy 1",
              "agent diplomacy stillsuits", "deploy 0", "reveal", "acquire spice_hunter", "done", "pass",
              "agent dagger rally_troops", "agent spice_hunter secure_contract", "reveal", "done"]
MARKET, MANY = 4, 24


def replay_moves(srv: Server, game: dict[str, Any], moves: list[str]) -> None:
    """Seat 0's moves through the API (the page then shows the position)."""
    seat = game["seats"][0]
    for a in moves:
        v = srv.view(game["id"], seat["token"])
        assert a in v["decision"]["legal"], (a, v["decision"])
        r = srv.act(game["id"], seat["token"], v["version"], a)
        assert r.status_code == 200, r.text


def solo_page(chromium: Any, srv: Server, moves: list[str], size: tuple[int, int] = (1280, 720),
              lang: str = "en") -> tuple[Any, Any, list[str], dict[str, Any]]:
    game = srv.create(**SOLO)
    replay_moves(srv, game, moves)
    ctx = chromium.new_context(viewport={"width": size[0], "height": size[1]}, locale=LANGS[lang])
    ctx.add_init_script("localStorage.setItem('landsraad.speed', '0')")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(srv.url + game["seats"][0]["link"])
    page.wait_for_function(MY_TURN_OR_OVER, timeout=30000)
    return ctx, page, errors, game


def inside(page: Any, loc: Any) -> bool:
    """The element is inside the window and seen there: what the window shows at its centre is it
    (not hidden under another panel, not scrolled out of its own)."""
    box = loc.bounding_box()
    vp = page.viewport_size
    if not box or box["x"] < 0 or box["y"] < 0 or box["x"] + box["width"] > vp["width"] + 1 \
            or box["y"] + box["height"] > vp["height"] + 1:
        return False
    return bool(loc.evaluate("(e) => { const r = e.getBoundingClientRect(); "
                             "const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); "
                             "return at !== null && (at === e || e.contains(at)); }"))


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720)])
def test_the_reveal_turn_reads_plainly_and_shows_the_market_large(browser: Any, server: Server,
                                                                  size: tuple[int, int]) -> None:
    """The Reveal turn's market: a prompt without the terminal's notation; the Imperium Row, the
    Reserve in the board's place, every card whole and inside the window, no scroll of its own;
    option buttons that do not repeat a name; Done inside the window; the Log and Combat tabs, the
    Log button and the `l` key work; the board comes back on request."""
    ctx, page, errors, _ = solo_page(browser, server, SOLO_MOVES[:MARKET], size)
    assert page.evaluate("document.body.dataset.kind") == "acquire"
    prompt = page.locator("#prompt").inner_text()
    assert "(resolve CARD)" not in prompt and "'done'" not in prompt and "Persuasion to spend" in prompt, prompt
    assert page.locator("#buy").is_visible() and not page.locator("#board-svg").is_visible()
    assert page.locator("#buy #market").count() == 1
    market = page.evaluate("(() => { const m = document.getElementById('market'); "
                           "return [m.scrollHeight, m.clientHeight, m.scrollWidth, m.clientWidth]; })()")
    assert market[0] <= market[1] + 1 and market[2] <= market[3] + 1, market
    cards = page.locator("#market .card")
    assert cards.count() >= 7
    for i in range(cards.count()):
        assert inside(page, cards.nth(i)), (i, cards.nth(i).bounding_box())
    assert page.locator("#market .card.buyable").count() >= 1
    # the revealed cards stay in the hand row, each with what it gave
    gave = page.locator("#hand .card.inplay .gave-box").all_inner_texts()
    assert gave and any("Persuasion" in g for g in gave), gave
    # the buttons: none names a card twice; Done is inside the window
    for label in page.locator("#options .opt").all_inner_texts():
        words = label.split()
        assert not any(words[i:i + 2] == words[j:j + 2] for i in range(len(words) - 1)
                       for j in range(i + 2, len(words) - 1)), label
    done = page.locator("#options .opt[data-action='done']")
    assert done.count() == 1 and inside(page, done)
    # the tabs during the Reveal turn
    page.click("#tab-log")
    assert page.locator("#pane-log").is_visible() and page.locator("#log-lines li").count() > 3
    page.click("#tab-combat")
    assert page.locator("#pane-combat").is_visible()
    page.keyboard.press("l")
    assert page.locator("#pane-log").is_visible()
    page.keyboard.press("l")
    assert page.locator("#pane-row").is_visible()
    page.click("#log-btn")
    assert page.locator("#pane-log").is_visible()
    # the board on request, the market back in its tab; and large again
    page.click("#buy-board")
    assert page.locator("#board-svg").is_visible() and not page.locator("#buy").is_visible()
    page.click("#tab-row")
    assert page.locator("#pane-row #market").count() == 1
    page.locator("#row-note button").click()
    assert page.locator("#buy").is_visible()
    assert errors == [], errors
    ctx.close()


def test_done_with_persuasion_left_warns_and_the_revealed_cards_stay_shown(browser: Any, server: Server) -> None:
    """Done with Persuasion left and a card affordable: a warning, nothing played; a second Done
    ends the turn. Then the cards in play stay shown in the hand row, and what the reveal left."""
    ctx, page, errors, game = solo_page(browser, server, SOLO_MOVES[:MARKET])
    v = page.evaluate("document.body.dataset.version")
    page.locator("#options .opt[data-action='done']").click()
    page.wait_for_function("document.getElementById('error').innerText.includes('Persuasion left')")
    assert page.evaluate("document.body.dataset.version") == v
    page.keyboard.press("d")
    page.wait_for_function(f"document.body.dataset.version !== '{v}'")
    page.wait_for_function(MY_TURN_OR_OVER)
    # the next decision may come in a later round; the cards revealed in this one are in the log
    view = server.view(game["id"], game["seats"][0]["token"])
    me = view["players"][0]
    if me["revealed"]:
        assert page.locator("#hand .card.inplay").count() + page.locator("#hand .card.resolvable").count() \
            == len(me["in_play"])
    assert errors == [], errors
    ctx.close()


def test_a_choice_for_a_rival_says_whose_it_is_and_a_long_list_is_whole_and_keyed(browser: Any,
                                                                                   server: Server) -> None:
    """000 Rivals: a choice the rules give to the player for a Rival says so (whose, and why); the
    last moves of the table, the Rivals' included, are listed above the prompt; a list of 13 cards
    to trash shows every button inside the window, each with its own key (10-13: 0, q, w, e)."""
    ctx, page, errors, game = solo_page(browser, server, SOLO_MOVES)
    note = page.locator("#prompt .for-automa")
    assert note.count() == 1
    text = note.inner_text()
    assert "Rival" in text and "not for you" in text and "000" in text, text
    assert page.locator("#lastmove .feed li").count() >= 2
    # each Rival's row of the players' panel says what it just did (its card, where, what it gained)
    for seat in (1, 2):
        did = page.locator(f"#players .player[data-seat='{seat}'] .did")
        assert did.count() == 1 and "Rival" in did.inner_text(), seat
    ctx.close()
    ctx, page, errors2, game = solo_page(browser, server, SOLO_MOVES[:MANY])
    opts = page.locator("#options .opt")
    assert opts.count() == 13
    keys = [opts.nth(i).get_attribute("data-key") for i in range(13)]
    assert keys == [*"1234567890", "q", "w", "e"], keys
    for i in range(13):
        assert inside(page, opts.nth(i)), (i, opts.nth(i).bounding_box())
    action = opts.nth(11).get_attribute("data-action")
    v = page.evaluate("document.body.dataset.version")
    page.keyboard.press("w")
    page.wait_for_function(f"document.body.dataset.version !== '{v}'")
    assert any(action.split()[-1] in line or "trash" in line.lower()
               for line in server.view(game["id"], game["seats"][0]["token"])["log"][-6:])
    assert errors == [] and errors2 == [], (errors, errors2)
    ctx.close()


# a solo game with Immortality (base, seed 3, Mercenary), replayed the same way: after 41 moves a
# Reveal turn that may acquire a Tleilaxu card, after all 75 a research step
IMMO = dict(players=1, seats=["human"], seed=3, difficulty="mercenary", modules=["immortality"])
IMMO_MOVES = [
    "agent signet_ring hagga_basin", "deploy 1", "agent dagger hall_of_oratory", "family_atomics", "reveal",
    "acquire scout", "acquire scout", "done", "faction bene_gesserit", "agent reconnaissance carthag",
    "play recruitment_mission", "deploy 1", "agent diplomacy stillsuits", "deploy 0", "reveal", "acquire stilgar",
    "decline", "resolve experimentation", "done", "agent diplomacy wealth", "agent scout arrakeen", "deploy 2",
    "return_specimen", "reveal", "acquire gun_thopter", "done", "agent seek_allies foldspace", "play favored_subject",
    "return_specimen", "agent scout secure_contract", "reveal", "resolve experimentation", "return_specimen",
    "acquire bene_gesserit_initiate", "agent dagger rally_troops", "agent stilgar imperial_basin", "deploy 2",
    "reveal", "acquire smugglers_thopter", "resolve scout", "retreat 1", "return_specimen",
    "agent signet_ring carthag", "deploy 2", "agent bene_gesserit_initiate research_station", "deploy 0", "reveal",
    "acquire high_priority_travel", "acquire face_dancer_initiate", "resolve gun_thopter", "deploy 1",
    "resolve experimentation", "acquire corrupt_smuggler", "done", "faction fremen", "play harvest_cells", "pass",
    "return_specimen", "agent foldspace hardy_warriors", "play guild_authorization", "deploy 4",
    "agent diplomacy secrets", "reveal", "acquire face_dancer", "acquire arrakis_liaison", "acquire spice_smugglers",
    "resolve scout", "retreat 1", "resolve scout", "retreat 0", "return_specimen", "choose 2", "choose 1",
    "agent experimentation sell_melange", "sell 3"]


def test_tleilaxu_row_cards_and_lattice_nodes_are_clicked(browser: Any, server: Server) -> None:
    """Immortality: a Tleilaxu card the seat may acquire is lit in the Tleilaxu Row and a click
    acquires it; at a research step the panel grows, the next research spaces are lit and a click
    moves the token there."""
    game = server.create(**IMMO)
    token = game["seats"][0]["token"]
    replay_moves(server, game, IMMO_MOVES[:41])
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    ctx.add_init_script("localStorage.setItem('landsraad.speed', '0')")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url + game["seats"][0]["link"])
    page.wait_for_function(MY_TURN_OR_OVER, timeout=30000)
    lit = page.locator("#tleilax .tleilaxu-row .row-card.buyable")
    assert lit.count() >= 1 and page.locator("#board").evaluate("(b) => b.classList.contains('tleilax-big')")
    name = lit.first.inner_text().rsplit(" (", 1)[0]
    before = len(server.view(game["id"], token)["log"])
    v = page.evaluate("document.body.dataset.version")
    lit.first.click()
    page.wait_for_function(f"document.body.dataset.version !== '{v}'")
    log = server.view(game["id"], token)["log"][before:]
    assert any(name in line for line in log), (name, log)
    ctx.close()
    # the research step (a new game replayed to it)
    game = server.create(**IMMO)
    token = game["seats"][0]["token"]
    replay_moves(server, game, IMMO_MOVES)
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    ctx.add_init_script("localStorage.setItem('landsraad.speed', '0')")
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url + game["seats"][0]["link"])
    page.wait_for_function(MY_TURN_OR_OVER, timeout=30000)
    assert page.evaluate("document.body.dataset.kind") == "research"
    assert page.locator("#board").evaluate("(b) => b.classList.contains('tleilax-big')")
    nodes = page.locator("#tleilax .research-space.legal")
    legal = [a.split()[1] for a in server.view(game["id"], token)["decision"]["legal"] if a.startswith("research ")]
    assert nodes.count() == len(legal) >= 1
    sid = nodes.first.get_attribute("data-space")
    v = page.evaluate("document.body.dataset.version")
    nodes.first.click()
    page.wait_for_function(f"document.body.dataset.version !== '{v}'")
    assert server.view(game["id"], token)["immortality"]["research"][0] == sid
    assert errors == [], errors
    ctx.close()
