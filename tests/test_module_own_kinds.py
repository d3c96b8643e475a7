"""Issue 27, a product is one folder: what only one product has is declared by its module, and the
core prints or emits what the game's modules give it.

- an event kind of a module's own (`Triggers.declare_event`): Uprising's Spy placed or recalled
  (seed 002 Espías), which the Rivals' Schemes follow (seed 002 Rivales), is no longer one of the
  core's kinds; a kind the core has, or another module declared, is refused;
- a table number of a module's own (`Module.numbers`, `Table.numbers`): Uprising's Spies per
  player (seed 002 components, "3 Espías"); a later module's `table` may set it, a number nobody
  declares is refused;
- the interfaces' words of one product (its "render", "screen" and "web" parts): an observation
  post's Spy line (002 Espías), a CHOAM contract's heading (002 MÓDULO DE LA CHOAM), the Spy icon's
  short form, the board's CHOAM area (004 Tabuleiro, 002 Guía de casillas del tablero), the pages'
  contract, Spy and battle-icon words, each read from its module's part and printed as before."""

from __future__ import annotations

import pytest

from bench.product_words import PACKAGE, code_lines, settled_words
from landsraad import GameConfig, new_game, view
from landsraad.content import load_content
from landsraad.core.errors import ContentError
from landsraad.interfaces import screen
from landsraad.interfaces.render import component_lines, contract_lines, post_lines, render_component
from landsraad.interfaces.texts import PRINTED, Reader
from landsraad.interfaces.web.page_texts import PAGE_TEXTS, all_page_texts
from landsraad.modules.uprising.spies import SPY_EVENT
from landsraad.modules.uprising_rivals.rules import on_spy
from landsraad.rules.events import EVENTS, Triggers
from landsraad.rules.ruleset import EDITIONS, MODULES, Module, Table, ruleset_for, table_for

UPRISING = load_content("uprising")
SPY_LINE = ("A Spy of yours here: your Spy Agent icon may send an Agent to these spaces; recall it to Infiltrate one "
            "of them (send an Agent where another player's is) or to Gather Intelligence (draw a card when you send "
            "an Agent to one of them)")


# ---- a module's own event kind ----------------------------------------------------------------------

def test_the_spy_event_is_uprisings_own_kind() -> None:
    """002 Espías: the Spy event exists in Uprising's rulesets only; a base ruleset refuses a
    subscriber to it as an unknown kind, and the core's EVENTS do not list it."""
    assert SPY_EVENT not in EVENTS and not hasattr(Triggers(), SPY_EVENT)
    up = ruleset_for(GameConfig(edition="uprising", players=4)).triggers
    # its subscribers: the Rivals' Scheme (the edition's module after Uprising's)
    assert up is not None and up.own_events[SPY_EVENT] == [on_spy] and up.kinds()[SPY_EVENT] == 1
    assert up.writers["events", SPY_EVENT][0] == "uprising"
    base = ruleset_for(GameConfig()).triggers
    assert base is not None and SPY_EVENT not in base.own_events
    with pytest.raises(ValueError, match="unknown event kind 'spy'"):
        base.copy().on(SPY_EVENT, print)


def test_the_rivals_scheme_follows_the_spy_event_in_their_games_only() -> None:
    """002 Rivales: a Rival's Scheme follows its Spies (`on_spy`, subscribed by the Rivals' module
    to Uprising's kind); a game without a Rival leaves it out (`for_game`), one with Rivals keeps it."""
    solo = new_game(GameConfig(edition="uprising", players=1), 3)
    assert on_spy in solo.rules.triggers.own_events[SPY_EVENT] and on_spy in solo.triggers.own_events[SPY_EVENT]
    four = new_game(GameConfig(edition="uprising", players=4), 3)
    assert on_spy in four.rules.triggers.own_events[SPY_EVENT] and four.triggers.own_events[SPY_EVENT] == []


def test_an_own_event_kind_is_declared_once() -> None:
    """A kind the core has, or one another module declared, is refused naming the modules; the
    module that declared it may declare it again; copies keep their own subscriber lists."""
    t = Triggers()
    t.module = "toy_iface_a"
    with pytest.raises(ContentError, match="'gain' is the core's"):
        t.declare_event("gain", "a second gain")
    with pytest.raises(ContentError, match="is the core's"):
        t.declare_event("space_cost", "a modifier's name")
    t.declare_event("toy_signal", "a toy's signal")
    t.declare_event("toy_signal", "a toy's signal, again")  # its own: nothing changes
    heard: list[int] = []
    t.on("toy_signal", lambda s, n: heard.append(n))
    copy = t.copy()
    copy.module = "toy_iface_b"
    with pytest.raises(ContentError, match="already declared by module 'toy_iface_a'"):
        copy.declare_event("toy_signal", "the same name")
    copy.off("toy_signal", copy.own_events["toy_signal"][0])
    assert len(t.own_events["toy_signal"]) == 1 and copy.own_events["toy_signal"] == []
    for fn in t.own_events["toy_signal"]:
        fn(None, 2)
    assert heard == [2]


# ---- a module's own table numbers ----------------------------------------------------------------------

def test_the_spies_per_player_are_uprisings_number() -> None:
    """002 components: "3 Espías" per player, a number of Uprising's table; the base table has none
    and the core's Table no such field."""
    assert ruleset_for(GameConfig(edition="uprising", players=4)).table.numbers == {"spies_per_player": 3}
    assert ruleset_for(GameConfig()).table.numbers == {} and not hasattr(Table(), "spies_per_player")
    assert view(new_game(GameConfig(edition="uprising", players=3), 1), 0)["players"][0]["spies_supply"] == 3


def test_a_later_module_sets_a_declared_number_and_an_undeclared_one_is_refused(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A number is declared by the module whose rules read it (`numbers`); a module after it sets it
    with its `table`, as it sets the Table's fields; a number nobody in the game declares is refused
    with the module's name."""
    monkeypatch.setitem(MODULES, "toy_iface_numbers", Module(name="toy_iface_numbers", numbers={"relics": 2}))
    monkeypatch.setitem(MODULES, "toy_iface_more", Module(name="toy_iface_more", table={"relics": 5, "hand_size": 6}))
    monkeypatch.setitem(MODULES, "toy_iface_typo", Module(name="toy_iface_typo", table={"relicz": 5}))
    monkeypatch.setitem(EDITIONS, "toy_iface", ("toy_iface_numbers",))
    assert table_for("toy_iface", ()).numbers == {"relics": 2}
    t = table_for("toy_iface", ("toy_iface_more",))
    assert t.numbers == {"relics": 5} and t.hand_size == 6
    with pytest.raises(ValueError, match="module 'toy_iface_typo' sets the table number 'relicz'"):
        table_for("toy_iface", ("toy_iface_typo",))
    with pytest.raises(ValueError, match="'relics', which neither the table nor a module of this game declares"):
        table_for("base", ("toy_iface_more",))


# ---- the interfaces print what the game's modules give them --------------------------------------------

def test_an_observation_posts_spy_line_is_uprisings() -> None:
    """002 Espías: the core words a post and what it watches; Uprising's render part adds what a
    Spy of yours there lets you do, so the whole text reads as before."""
    op = next(iter(UPRISING.observation_posts.values()))
    core = post_lines(UPRISING, op, PRINTED)
    assert len(core) == 2 and core[1].startswith("Watches: ") and SPY_LINE not in core
    assert component_lines(UPRISING, op, PRINTED) == [*core, SPY_LINE]
    es = Reader(edition="uprising", lang="es")
    assert component_lines(UPRISING, op, es)[2] == es.tr.gettext(SPY_LINE) != SPY_LINE


def test_a_contracts_heading_is_the_choam_modules() -> None:
    """002 MÓDULO DE LA CHOAM: the contract token's heading and its Sardaukar note are the CHOAM
    module's words (its render part); the core alone words what any contract has."""
    ct = next(c for c in UPRISING.contracts.values() if c.sardaukar)
    core = contract_lines(UPRISING, ct, PRINTED)
    lines = component_lines(UPRISING, ct, PRINTED)
    assert "CHOAM" not in "\n".join(core)
    assert lines[0].startswith(f"{ct.name} contract  [CHOAM contract, used with the CHOAM module]")
    assert lines[1:3] == core[1:3] and "Sardaukar" in lines[3]
    # `--show contracts` is the CHOAM part's group
    shown = render_component(UPRISING, "contracts", PRINTED)
    assert shown is not None and shown.count("[CHOAM contract, used with the CHOAM module]") == len(UPRISING.contracts)


def test_the_terminal_reads_the_choam_area_and_the_spy_icon_from_the_modules() -> None:
    """The board's CHOAM area (both boards print it: 004 Tabuleiro; 002 Guía de casillas del tablero)
    and the Spy icon's short form (002 Espías) come from the game's "screen" parts."""
    assert "CHOAM" not in [name for name, _ in screen.AREAS] and "spy" not in screen.ICON_SHORT
    for edition, players in (("base", 4), ("uprising", 4)):
        v = view(new_game(GameConfig(edition=edition, players=players), 2), 0)
        content = new_game(GameConfig(edition=edition, players=players), 2).rules.content
        areas = screen.board_areas(v)
        assert [name for name, _ in areas].count("CHOAM") == 1
        trade = [sid for sid in content.space_order
                 if screen.space_area(content.spaces[sid], tuple(content.factions), areas) == "CHOAM"]
        assert trade and all(content.spaces[s].icon == "spice_trade" and not content.spaces[s].maker for s in trade)
    assert screen.icon_shorts()["spy"] == ("screen", "Spy")


def test_the_pages_product_words_are_the_modules() -> None:
    """The pages' words of the contracts (CHOAM), a Spy on the board and the battle icons' VP
    (Uprising) are their modules' web parts' and still translated with the pages'."""
    moved = ("CHOAM contracts (bank {n})", "{contract} — set aside for Shaddam", "P{seat}'s Spy",
             "Battle icons (Uprising)")
    assert not set(moved) & set(PAGE_TEXTS) and set(moved) <= set(all_page_texts())


CLEANED = ("interfaces/render.py", "interfaces/screen.py", "interfaces/cli.py", "interfaces/web/page_texts.py",
           "rules/events.py", "rules/ruleset.py")


@pytest.mark.parametrize("rel", CLEANED)
def test_these_core_files_name_no_product_in_code(rel: str) -> None:
    """bench.product_words' measure (every product word, any case, in code; comments and docstrings
    may cite the seeds): these files name none."""
    words = settled_words()  # the base automa's word has its own DEBT (tests/test_product_words.py)
    hits = [(n, code) for n, code in code_lines((PACKAGE / rel).read_text(encoding="utf-8"))
            if any(w in code.lower() for w in words)]
    assert hits == []
