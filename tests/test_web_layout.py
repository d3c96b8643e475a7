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
