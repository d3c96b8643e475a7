"""The game in English, Spanish, Portuguese and Russian (issue 21, docs/i18n.md).

Every message of the code is in every catalogue and translated there; the committed .mo files are
the compile of the .po files; every base component has a name in every language (marked printed
or not); rendering every component, and every line of played games' logs, in every language
leaves no message untranslated (no English fallback) and no id showing; the terminal plays a
few turns in each language; two readers of one game read its log in two languages.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from landsraad import GameConfig, new_game
from landsraad.content import load_content
from landsraad.content.names import FIELDS, load_names, local_name
from landsraad.core.constants import DIFFICULTIES
from landsraad.i18n import DEFAULT, LANGUAGES, browser_language, environment_language, language, translator
from landsraad.interfaces.render import all_components, component_lines
from landsraad.interfaces.texts import Reader
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU
from landsraad.modules.uprising.state import SHIELD_WALL
from landsraad.rules.view import log_lines

TRANSLATED = [lang for lang in LANGUAGES if lang != DEFAULT]
# an id of the data (snake_case) showing in a text means a name or a word was not looked up
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
# Russian texts are Cyrillic: any Latin word of 3+ letters is English left over (seat names P0..P3
# are shorter; the component names are all translated)
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _fresh_missing(lang: str) -> set[str]:
    tr = translator(lang)
    tr.missing.clear()
    return tr.missing


# ---- catalogues -----------------------------------------------------------------------------

def test_every_message_is_translated_in_every_catalogue() -> None:
    """The template extracted from the code (gettext calls, N_/NP_ markers, the declared rule
    texts) against each catalogue: nothing missing, empty or fuzzy."""
    from landsraad.messages import extract, untranslated

    template = extract()
    assert len(template) > 250
    for lang in TRANSLATED:
        assert untranslated(template, lang) == [], lang


def test_the_catalogue_leaves_out_a_test_modules_rule_texts() -> None:
    """A module registered outside landsraad (a test's toy module, tests/test_ruleset.py) adds its
    rule texts to the rulesets using it, never to the base game's RULE_TEXTS; the template leaves
    them out, so the catalogue test passes whatever ran before it in the process
    (messages.rule_texts)."""
    from landsraad import GameConfig, new_game
    from landsraad.messages import extract, rule_texts
    from landsraad.rules import registry
    from landsraad.rules.ruleset import MODULES, Module, register_module

    def _toy_effect(s, seat, e, src) -> None:
        """The toy's custom effect (never met: the toy module adds no content)."""

    toy = register_module(Module(name="toy_i18n_texts", effects={"custom:toy_i18n": _toy_effect},
                                 texts={"custom:toy_i18n": "a toy module's rule text"}))
    try:
        s = new_game(GameConfig(players=4, modules=(toy.name,)), seed=1)
        assert s.rules.texts["custom:toy_i18n"] == "a toy module's rule text"
        assert "custom:toy_i18n" not in registry.RULE_TEXTS
        assert "custom:toy_i18n" not in rule_texts() and "automa:agent" in rule_texts()
        assert extract().get("a toy module's rule text") is None
    finally:
        MODULES.pop(toy.name)


def test_no_log_line_is_made_of_words() -> None:
    """A log line is a message id and its arguments (rules/story.py), rendered in each reader's
    language when read: an f-string handed to `log` would store English words in the game."""
    from pathlib import Path

    import landsraad

    pattern = re.compile(r"\blog\(\s*\w+\s*,\s*[rbuRBU]?[fF][rR]?[\"']")
    found = [f"{path}:{n}" for path in Path(landsraad.__file__).parent.rglob("*.py")
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert found == []


def test_compiled_catalogues_are_current() -> None:
    from landsraad.messages import stale_mo

    for lang in TRANSLATED:
        assert not stale_mo(lang), f"{lang}: run `make messages`"


def test_russian_has_three_plural_forms() -> None:
    tr = translator("ru")
    assert [tr.ngettext("{n} troop", "{n} troops", n) for n in (1, 2, 5, 21, 11)] == \
        ["1 отряд", "2 отряда", "5 отрядов", "21 отряд", "11 отрядов"]
    es = translator("es")
    assert [es.ngettext("{n} troop", "{n} troops", n) for n in (1, 2)] == ["1 tropa", "2 tropas"]


def test_placeholders_survive_translation() -> None:
    """Every translation keeps exactly its message's named placeholders (a lost or renamed one
    would fail at rendering time)."""
    from babel.messages.pofile import read_po

    from landsraad.messages import po_path

    ph = re.compile(r"\{(\w*)\}")
    for lang in TRANSLATED:
        with po_path(lang).open("rb") as f:
            cat = read_po(f, locale=lang)
        for m in cat:
            if not m.id:
                continue
            ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
            strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
            want = set(ph.findall(" ".join(ids)))
            for s in strings:
                got = set(ph.findall(s))
                assert got <= want and want - got <= {"n"}, (lang, m.id, s)


# ---- languages ----------------------------------------------------------------------------

def test_language_choice_from_tags_environment_and_browser() -> None:
    assert language("pt_BR.UTF-8") == "pt" and language("es-419") == "es" and language("RU") == "ru"
    assert language("de_DE") is None and language("") is None
    assert environment_language({"LANG": "ru_RU.UTF-8"}) == "ru"
    assert environment_language({"LANGUAGE": "de:es", "LANG": "ru_RU.UTF-8"}) == "es"
    assert environment_language({"LC_ALL": "C", "LANG": "C"}) == "en"
    assert environment_language({}) == "en"
    assert browser_language("ru-RU,ru;q=0.9,en;q=0.8") == "ru"
    assert browser_language("de-DE,pt;q=0.5,es;q=0.7") == "es"
    assert browser_language("fr, en;q=0.1") == "en"
    assert browser_language("es;q=0, pt;q=0.2") == "pt"
    assert browser_language(None) == "en" and browser_language("q=;;,") == "en"


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        translator("de")


def test_cli_lang_argument_refuses_an_unknown_language() -> None:
    from landsraad.interfaces.cli import build_parser

    parser = build_parser()
    assert parser.parse_args(["cards", "--lang", "pt_BR"]).lang == "pt"
    with pytest.raises(SystemExit):
        parser.parse_args(["cards", "--lang", "klingon"])


# ---- component names ------------------------------------------------------------------------

@pytest.mark.parametrize("edition", ["base", "uprising"])
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_component_has_a_name_in_every_language(lang: str, edition: str) -> None:
    """An edition's names.<lang>.yaml names every component the edition's files hold as its own
    product (and the leaders' ability names and text, the board spaces' rules; Uprising's observation
    posts and Objectives), and names nothing that does not exist. The CHOAM module's components,
    loaded with Uprising's, are named in modules/choam/content/ (tests/test_product_names.py)."""
    content = load_content(edition)
    names = load_names(edition, lang)
    kinds = {kind: {cid: c for cid, c in content.of_kind(kind).items() if c.product == edition}
             for kind in FIELDS if content.of_kind(kind)}
    for leader in content.leaders.values():  # the other side of a leader that flips (Lady Jessica)
        if leader.back is not None and leader.product == edition:
            kinds["leaders"][leader.back.id] = leader.back
    assert set(names) == set(kinds)
    for kind, comps in kinds.items():
        assert set(names[kind]) == set(comps), kind
        for cid, comp in comps.items():
            for field in FIELDS[kind]:
                if getattr(comp, field, None):
                    assert names[kind][cid].get(field), (kind, cid, field)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_immortality_component_has_a_name_in_every_language(lang: str) -> None:
    """modules/immortality/content/names.<lang>.yaml names every card, Intrigue and board space the module
    adds to the base game (its components' product: content/names.py), and nothing else."""
    from landsraad.modules.immortality.loader import immortality_for, with_immortality

    base = load_content("base")
    imm = with_immortality(base, immortality_for("base"))
    names = load_names("immortality", lang)
    assert set(names) == {"cards", "intrigues", "hagal", "spaces"}
    assert set(names["cards"]) == set(imm.cards) - set(base.cards)
    assert set(names["intrigues"]) == set(imm.intrigues) - set(base.intrigues)
    assert set(names["spaces"]) == set(immortality_for("base").spaces)  # the revised Research Station
    assert set(names["hagal"]) == set(immortality_for("base").hagal)  # the solo Rival's new cards
    assert local_name("base", lang, "cards", "ghola") == names["cards"]["ghola"]["name"]
    # English: the module's data (its components are in no edition's content)
    assert local_name("base", "en", "cards", "ghola") == "Ghola"
    assert local_name("uprising", "en", "hagal", "research_station_immortality") == "Research Station"


def test_printed_names_are_marked_with_their_source() -> None:
    """The seeds' own names are marked printed (004 names the starter deck in Portuguese, 001 in
    Russian, 000 in Spanish); our translations say printed: false."""
    assert load_names("base", "pt")["cards"]["dagger"] == {"name": "Adaga", "printed": "004 starter deck list"}
    assert load_names("base", "ru")["cards"]["dagger"]["name"] == "Кинжал"
    assert load_names("base", "es")["spaces"]["heighliner"]["name"] == "Crucero"
    assert load_names("base", "ru")["cards"]["worm_riders"]["printed"] is False
    # Uprising: seed 002 prints some Spanish names; the others, and every pt/ru name, are ours
    assert load_names("uprising", "es")["cards"]["guild_envoy"] == {"name": "Emisario de la Cofradía",
                                                                     "printed": "002 Aclaraciones"}
    assert load_names("uprising", "es")["spaces"]["fremkit"]["name"] == "Fremochila"
    assert load_names("uprising", "es")["leaders"]["princess_irulan"]["name"] == "Princesa Irulan"
    assert load_names("uprising", "es")["cards"]["double_agent"]["printed"] is False
    assert all(e["printed"] is False for kind in ("observation_posts", "objectives")
               for e in load_names("uprising", "pt")[kind].values())
    assert load_names("uprising", "ru")["cards"]["dagger"] == load_names("base", "ru")["cards"]["dagger"]
    assert load_names("immortality", "es")["cards"]["chairdog"]["name"] == "Silla-perro"
    assert load_names("immortality", "pt")["cards"]["ghola"]["printed"] is False
    assert local_name("base", "en", "cards", "dagger") == "Dagger"


def test_a_names_file_without_a_printed_mark_is_refused(tmp_path, monkeypatch) -> None:
    from landsraad.content import names as names_mod
    from landsraad.content.products import PRODUCT_FOLDERS, product_folder
    from landsraad.core.errors import ContentError

    (tmp_path / "base").mkdir()
    (tmp_path / "base" / "names.es.yaml").write_text("cards:\n  dagger: {name: Daga}\n", encoding="utf-8")
    assert product_folder("base") is not None  # registered, then pointed at the broken file's folder
    monkeypatch.setitem(PRODUCT_FOLDERS, "base", tmp_path / "base")
    names_mod.load_names.cache_clear()
    try:
        with pytest.raises(ContentError, match="printed"):
            names_mod.load_names("base", "es")
    finally:
        monkeypatch.undo()
        names_mod.load_names.cache_clear()


# ---- rendering every component ----------------------------------------------------------------

def _readers(lang: str) -> Iterator[Reader]:
    """The printed components and the games whose texts differ: solo at every difficulty, two
    players, four players with every leader in seat 0."""
    content = load_content("base")
    yield Reader(lang=lang)
    for d in DIFFICULTIES:
        yield Reader(players=1, difficulty=d, leaders=("paul_atreides", "glossu_rabban", "memnon_thorvald"), seat=0,
                     lang=lang)
    yield Reader(players=2, leaders=("leto_atreides",), seat=0, lang=lang)
    for lid in content.leaders:
        yield Reader(players=4, leaders=(lid,), seat=0, lang=lang)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_component_renders_fully_translated(lang: str) -> None:
    content = load_content("base")
    missing = _fresh_missing(lang)
    for reader in _readers(lang):
        for comp in all_components(content):
            text = "\n".join(component_lines(content, comp, reader))
            assert not IDENTIFIER.search(text), (lang, comp.id, text)
            if lang == "ru":
                left = [w for w in LATIN_WORD.findall(text) if w not in ("III",)]  # a Conflict's level
                assert not left, (comp.id, left, text)
            # the sources line: its label translated, the sources themselves are the data's notes
            assert component_lines(content, comp, reader, sources=True)[-1].startswith(
                translator(lang).gettext("Checked: {sources}", sources=""))
    assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_uprising_choam_and_immortality_texts_are_translated(lang: str) -> None:
    """The Uprising components (cards, board spaces, Conflicts, leaders, Objectives,
    observation posts, CHOAM contracts) and the Immortality cards render through the catalogue
    in every language: no phrase falls back to English. Uprising's names come from its names
    files (modules/uprising/content/names.<lang>.yaml), Immortality's from the module's
    (modules/immortality/content/names.<lang>.yaml): a Russian text has no Latin word left."""
    from landsraad.interfaces.texts import edition_content
    from landsraad.modules.immortality.loader import immortality_for, with_immortality

    missing = _fresh_missing(lang)
    uprising = edition_content("uprising")
    immortality = with_immortality(load_content("base"), immortality_for("base"))
    for content in (uprising, immortality):
        reader = Reader(edition=content.edition, lang=lang)
        for comp in all_components(content):
            text = "\n".join(component_lines(content, comp, reader))
            assert not IDENTIFIER.search(text), (lang, comp.id, text)
            if lang == "ru":  # no text cites a seed any more (issue 33: Ghola's "(003 Aclaraciones, Ghola)")
                latin = [w for w in LATIN_WORD.findall(text) if w != "CHOAM" and not re.fullmatch(r"[IVX]+", w)]
                assert not latin, (comp.id, latin, text)  # a Conflict's level is a Roman numeral
    assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_declared_prompt_and_button_is_translated(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every declared decision kind's prompt, browser prompt and explanation (rules/decisions.py) and every
    action form's button label and gloss (rules/actions.py) is a message of the catalogue: the
    templates are translated before their marks are filled (interfaces/prompts.py)."""
    from landsraad.interfaces.prompts import decision_explanation, decision_prompt
    from landsraad.messages import catalogue_kinds

    content = load_content("base")
    missing = _fresh_missing(lang)
    tr = translator(lang)
    # the base game's kinds and every built-in module's, whatever else this process has built
    kinds, forms = catalogue_kinds()
    assert {"spy_place", "shield_wall", "acquire_row"} <= {k.name for k in kinds}
    from landsraad.rules.ruleset import ruleset_for
    from tests.products import immortality_config, uprising_config

    # each kind in the words of a game whose ruleset has it (interfaces/prompts.py reads the game's)
    games = [ruleset_for(GameConfig()), ruleset_for(uprising_config(4)), ruleset_for(immortality_config(4)),
             ruleset_for(GameConfig(edition="uprising", modules=("choam",)))]
    from landsraad.rules.ruleset import PLANNED

    monkeypatch.delitem(PLANNED, "uprising_six", raising=False)  # six players: refused to players until complete
    games.append(ruleset_for(GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"))))
    assert {"research", "graft_second", "recall_sent", "train", "memories"} <= {k.name for k in kinds}
    for kind in kinds:
        name = kind.name
        rules = next(r for r in games if name in r.decisions)
        assert decision_prompt(name, None, content, {"persuasion": 1}, lang=lang, rules=rules)
        decision_prompt(name, None, content, None, browser=True, lang=lang, rules=rules)
        assert decision_explanation(name, rules, lang)  # the "why": a message of the catalogue (missing, below)
    for form in forms:
        for template in (form.label, form.gloss):
            if template:
                assert tr.gettext(template) != template or template.strip("{}[]: →,").isidentifier() or \
                    not re.search(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", template)), (lang, template)
    assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


def test_english_rendering_is_the_english_data() -> None:
    """English reads the data's own names and the messages' ids: no catalogue in between."""
    content = load_content("base")
    lines = component_lines(content, content.cards["dagger"], Reader())
    assert lines[0].startswith("Dagger  [starter card]")
    ru = component_lines(content, content.cards["dagger"], Reader(lang="ru"))
    assert ru[0].startswith("Кинжал  [стартовая карта]")


# ---- the log ----------------------------------------------------------------------------------

def _played(players: int, seed: int, steps: int = 400):
    leaders = ("random",) * {1: 3, 2: 2}.get(players, players)
    s = new_game(GameConfig(players=players, leaders=leaders, log=True), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("players", [1, 2, 4])
def test_log_lines_render_in_every_language(players: int) -> None:
    """Lines are stored as messages with references and read in each reader's language: no
    English fallback, no id, and English is the engine's own words."""
    s = _played(players, seed=7 + players)
    english = log_lines(s)
    assert len(english) > 50 and all(isinstance(x, str) for x in english)
    for lang in TRANSLATED:
        missing = _fresh_missing(lang)
        lines = log_lines(s, lang=lang)
        assert len(lines) == len(english)
        assert sum(a != b for a, b in zip(lines, english, strict=True)) > len(lines) // 2
        for line in lines:
            assert not IDENTIFIER.search(line), (lang, line)
            if lang == "ru":
                assert not LATIN_WORD.findall(line), line
        assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


def test_two_readers_of_one_game_read_its_log_in_two_languages() -> None:
    s = _played(4, seed=3, steps=60)
    es, ru = log_lines(s, 0, 0, "es"), log_lines(s, 1, 0, "ru")
    assert es[0].startswith("Ronda 1: Conflicto") and ru[0].startswith("Раунд 1: конфликт")
    assert log_lines(s, 0, 0) == log_lines(s, 1, 0, "en")


def test_logging_stores_no_words() -> None:
    """The state keeps ids and numbers (rules/story.py): the words are made when read."""
    s = _played(2, seed=5, steps=40)
    for msgid, args in s.log or []:
        assert isinstance(msgid, str)
        for v in args.values():
            assert isinstance(v, (int, tuple)), (msgid, args)


# ---- the terminal -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", TRANSLATED)
def test_terminal_game_in_each_language(lang: str) -> None:
    """`landsraad play --lang LANG`: a few decisions against bots; the log lines and component
    texts the player reads are in that language."""
    from io import StringIO

    from rich.console import Console

    from landsraad.interfaces.cli import build_parser
    from landsraad.interfaces.play import make_session

    out = StringIO()
    con = Console(file=out, width=100, no_color=True, highlight=False, markup=False, emoji=False, soft_wrap=False)
    answered = 0

    def read(prompt: str) -> str | None:
        nonlocal answered
        out.write(prompt + "\n")
        answered += 1
        if answered == 3:
            return "?dagger"
        if answered > 12:
            return None
        return str(ps.options_now[0][0])

    args = build_parser().parse_args(["play", "--seats", "human,random,random", "--seed", "4", "--leaders", "none",
                                      "--lang", lang])
    ps = make_session(args, con, read)
    assert ps.lang == lang
    ps.play()
    text = out.getvalue()
    dagger = local_name("base", lang, "cards", "dagger")
    sends = {"es": "envía un Agente a", "pt": "envia um Agente para", "ru": "отправляет агента в ячейку"}[lang]
    assert f"· P0 {sends}" in text and f"{dagger}  [" in text


def test_components_are_found_by_their_name_in_the_readers_language() -> None:
    """`cards --show Кинжал --lang ru`, the terminal's `?Daga`: a name in the reader's language
    finds the component (English names and ids still do)."""
    from landsraad.interfaces.render import find_components, render_component

    content = load_content("base")
    assert {c.id for c in find_components(content, "Кинжал", "ru")[0]} == {"dagger"}
    assert find_components(content, "daga", "es")[0][0].id == "dagger"
    assert find_components(content, "Dagger", "pt")[0][0].id == "dagger"
    assert find_components(content, "Кинжал", "en")[0] == []
    text = render_component(content, "Adaga", Reader(lang="pt"))
    assert text is not None and text.startswith("Adaga  [carta inicial]")


@pytest.mark.parametrize("players", [1, 2, 4])
def test_decision_prompts_and_buttons_in_every_language(players: int) -> None:
    """Every decision met in played games: its prompt (terminal and browser: the kind's declared
    template, interfaces/prompts.py via screen.py describe_decision), every option's button
    (its form's label: web/client.py action_label) and gloss (screen.py option_gloss), in every
    language,
    with no English fallback, no id showing and no prompt left to the generic "Decision: kind"."""
    from landsraad import view
    from landsraad.interfaces.prompts import DEFAULT_PROMPT
    from landsraad.interfaces.screen import describe_decision, option_gloss
    from landsraad.interfaces.web.client import _own_pending, action_label

    content = load_content("base")
    seen: set[str] = set()
    leaders = ("random",) * {1: 3, 2: 2}.get(players, players)
    for seed in range(3):
        s = new_game(GameConfig(players=players, leaders=leaders), seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            seat = s.current_player()
            v = view(s, seat)
            d = v["decision"]
            for lang in TRANSLATED:
                missing = _fresh_missing(lang)
                text = describe_decision(d["kind"], _own_pending(v), content, v["players"][seat], lang)
                assert not text.startswith(translator(lang).gettext(DEFAULT_PROMPT)[:5]), (d["kind"], text)
                assert not IDENTIFIER.search(text.replace("agent CARD", "")), text
                for a in d["legal"][:12]:
                    label = action_label(a, content, lang)
                    gloss = option_gloss(a, d["kind"], _own_pending(v), content, lang)
                    assert not IDENTIFIER.search(label + " " + gloss), (a, label, gloss)
                assert missing == set(), (lang, d["kind"], sorted(missing)[:3])
            seen.add(d["kind"])
            s.apply(rng.choice(s.legal_actions()))
    assert {"turn", "acquire"} <= seen


def test_terminal_matches_names_typed_in_the_players_language() -> None:
    """`landsraad play --lang es`: 'agent daga salon' names `agent dagger hall_of_oratory` (the
    names of the language, accents optional: interfaces/names.py), and the table names the
    cards in Spanish."""
    from io import StringIO

    from rich.console import Console

    from landsraad.interfaces.cli import build_parser
    from landsraad.interfaces.play import make_session

    out = StringIO()
    con = Console(file=out, width=100, no_color=True, highlight=False, markup=False, emoji=False, soft_wrap=False)
    answers = iter(["agent daga salon"])

    def read(prompt: str) -> str | None:
        out.write(prompt + "\n")
        return next(answers, None)

    args = build_parser().parse_args(["play", "--seats", "human,random,random", "--seed", "4", "--leaders", "none",
                                      "--lang", "es"])
    ps = make_session(args, con, read)
    ps.play()
    assert "agent dagger hall_of_oratory" in ps.actions
    text = out.getvalue()
    assert "P0 envía un Agente a Salón de oratoria con «Daga»" in text and "agent Daga: " in text


def test_demo_and_scenario_log_in_the_chosen_language(tmp_path, capsys) -> None:
    """`landsraad demo --lang ru` prints the log in Russian; `scenario run --log --lang es`
    prints a failing scenario's log in Spanish; without --lang the environment's locale decides."""
    from landsraad.interfaces.cli import main

    assert main(["demo", "--players", "2", "--seed", "3", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Раунд 1: конфликт «" in out and "sends an Agent" not in out
    f = tmp_path / "wrong.yaml"
    f.write_text("scenarios:\n  - name: wrong on purpose\n    setup: {players: 3, seats: {0: {hand: [diplomacy]}}}\n"
                 "    steps:\n      - do: agent diplomacy wealth\n        by: 0\n"
                 "        expect: {p0: {solari: 99}}\n", encoding="utf-8")
    assert main(["scenario", "run", str(f), "--log", "--lang", "es"]) == 1
    out = capsys.readouterr().out
    assert "P0 envía un Agente a Riqueza con «Diplomacia»" in out


def test_the_environment_locale_is_the_default(monkeypatch, capsys) -> None:
    from landsraad.interfaces.cli import main

    monkeypatch.setenv("LANGUAGE", "pt_BR")
    assert main(["cards", "--show", "dagger"]) == 0
    assert capsys.readouterr().out.startswith("Adaga  [carta inicial]")
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "C")
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert main(["cards", "--show", "dagger"]) == 0
    assert capsys.readouterr().out.startswith("Dagger  [starter card]")


def test_uprising_log_lines_render_in_every_language() -> None:
    """The Uprising module's log lines (Spies, sandworms, Maker Hooks, the Shield Wall, battle
    icons, cost options, the Assembly Hall, the Objectives' deal: modules/uprising/) are messages
    with references like the base game's, read in every language with no fallback and no id."""
    from landsraad.modules.uprising import battle, board, costs, makers, spies
    from landsraad.rules.actions import PlayIntrigue
    from landsraad.rules.zones import zone_add
    from tests.products import uprising_config

    s = new_game(uprising_config(4, log=True), seed=2)
    post = next(iter(s.rules.content.observation_posts))
    spies.place_spy(s, 0, post)
    spies.recall_spy(s, 0, post)
    makers._maker_hooks(s, 1, ("maker_hooks",), "card:x")
    makers._sandworm(s, 1, ("sandworm", 1), "card:x")
    makers._sandworm(s, 1, ("sandworm", 2), "card:x")
    makers._breach_apply(s, ("shield_wall", 2), makers.Breach("remove"))
    SHIELD_WALL.put(s, True)
    s.conflict = next(c.id for c in s.rules.content.conflicts.values() if c.shield_wall)
    makers._sandworm(s, 1, ("sandworm", 1), "card:x")
    s.players[3].intrigues = [next(iter(s.rules.content.intrigues))]
    costs._discard_apply(s, ("discard_intrigue", 3), PlayIntrigue(s.players[3].intrigues[0]))
    conflict, objective = next(iter(s.rules.content.conflicts)), next(iter(s.rules.content.objectives))
    zone_add(s.players[2], "conflicts", conflict)
    zone_add(s.players[2], "objectives", objective)
    battle.match(s, 2, conflict, objective)
    s.players[0].solari = 5
    board._pay_option(s, 0, "gather_support", 2)
    s.agents["assembly_hall"] = (0,)
    board._assembly_hall(s, s.players[0])
    english = log_lines(s)
    for words in ("Objectives dealt", "places a Spy on", "recalls a Spy from", "takes Maker Hooks",
                  "calls 1 sandworm into", "calls 2 sandworms into", "removes the Shield Wall",
                  "cannot call a sandworm", "discards an Intrigue card", "matches battle icons",
                  "pays 2 Solari", "gains 1 Persuasion"):
        assert any(words in line for line in english), words
    for lang in TRANSLATED:
        missing = _fresh_missing(lang)
        lines = log_lines(s, lang=lang)
        for line in lines:
            assert not IDENTIFIER.search(line), (lang, line)
            if lang == "ru":  # the posts, Conflicts and Objectives named from modules/uprising/content/names.ru.yaml
                assert not LATIN_WORD.findall(line), line
        assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


# ---- refusals: why an action cannot be taken ----------------------------------------------------

def test_refusals_are_read_in_every_language() -> None:
    """Every reason the rules give (turns.why_cannot_send, the space blockers: The Voice, the
    Kwisatz Haderach difficulty's Swordmaster; explain.why_illegal for actions refused) is a
    message with references (rules/story.py `reason`), read in every language with no English
    fallback and no id; the engine's IllegalActionError carries it (`refusal_text`)."""
    from landsraad import IllegalActionError
    from landsraad.rules.story import reason_text, refusal_text
    from landsraad.rules.turns import why_cannot_send

    seen: set[str] = set()
    missing_by_lang = {lang: _fresh_missing(lang) for lang in TRANSLATED}
    games = [(GameConfig(players=4, leaders=("random",) * 4, log=True), 3),
             (GameConfig(players=2, leaders=("random",) * 2, log=True), 4),
             (GameConfig(players=1, leaders=("random",) * 3, difficulty="kwisatz_haderach", log=True), 5)]
    for config, seed in games:
        s = new_game(config, seed)
        rng = random.Random(seed)
        for _ in range(250):
            if s.is_terminal():
                break
            pend = s.pending
            assert pend is not None
            if pend[0] == "turn":
                p = s.players[pend[1]]
                content = s.rules.content
                for cid in sorted(set(p.hand)):
                    for sp in content.spaces.values():
                        why = why_cannot_send(s, p, content.cards[cid], sp)
                        if why is None:
                            continue
                        seen.add(why if isinstance(why, str) else why[0])
                        for lang in TRANSLATED:
                            text = reason_text(why, content.edition, lang)
                            assert text and not IDENTIFIER.search(text), (lang, text)
                            if lang == "ru":
                                assert not LATIN_WORD.findall(text), text
                        refused = f"agent {cid} {sp.id}"
                        if refused not in s.legal_actions() and rng.random() < 0.05:
                            with pytest.raises(IllegalActionError) as err:
                                s.apply(refused)
                            assert err.value.line is not None
                            seen.add(err.value.line[0])
                            assert refusal_text(err.value, "en") == str(err.value)
                            for lang in TRANSLATED:
                                assert refusal_text(err.value, lang) != str(err.value)
            s.apply(rng.choice(s.legal_actions()))
    for needed in ("{card} has no {icon} Agent icon", "{space} is occupied by {seat}",
                   "{space} costs {cost}; you have {have}", "{space} requires {n} {faction} Influence",
                   "at Kwisatz Haderach difficulty you cannot gain a Swordmaster",
                   "{action} is not legal now: {reason}"):
        assert needed in seen, needed
    for lang, missing in missing_by_lang.items():
        assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


def test_a_refusal_keeps_its_line_across_processes() -> None:
    """Bot processes hand errors back pickled: the refusal keeps its message and arguments."""
    import pickle

    from landsraad import IllegalActionError
    from landsraad.rules.story import refusal_text

    s = new_game(GameConfig(players=4, first_player=0, log=True), 5)
    with pytest.raises(IllegalActionError) as err:
        s.apply("agent dagger arrakeen")
    back = pickle.loads(pickle.dumps(err.value))
    assert str(back) == str(err.value) and back.line == err.value.line
    assert refusal_text(back, "es") == "'agent dagger arrakeen' no es legal ahora: Daga no tiene el icono de Agente Ciudad"


def test_uprising_decisions_read_in_every_language() -> None:
    """Uprising's decisions met in played games: prompts, buttons and glosses through the catalogue in every language, no fallback, no id."""
    from landsraad import view
    from landsraad.interfaces.screen import describe_decision, option_gloss
    from landsraad.interfaces.web.client import _own_pending, action_label
    from tests.products import uprising_config

    content = load_content("uprising")
    seen: set[str] = set()
    missing_by_lang = {lang: _fresh_missing(lang) for lang in TRANSLATED}
    for seed in range(6):
        s = new_game(uprising_config(4), seed)
        rng = random.Random(seed)
        for _ in range(300):
            if s.is_terminal():
                break
            seat = s.current_player()
            v = view(s, seat)
            d = v["decision"]
            for lang in TRANSLATED:
                text = describe_decision(d["kind"], _own_pending(v), content, v["players"][seat], lang)
                assert not IDENTIFIER.search(text.replace("agent CARD", "")), text
                for a in d["legal"][:12]:
                    label = action_label(a, content, lang)
                    gloss = option_gloss(a, d["kind"], _own_pending(v), content, lang)
                    assert not IDENTIFIER.search(label + " " + gloss), (a, label, gloss)
            seen.add(d["kind"])
            s.apply(rng.choice(s.legal_actions()))
    assert {"turn", "spy_place"} <= seen, seen
    # every Uprising kind with a payload of each field's kind: its marks name things in the reader's words
    from landsraad.interfaces.prompts import decision_prompt
    from landsraad.messages import catalogue_kinds

    sample = {"post": "emperor", "won": "skirmish_desert_mouse", "other": "skirmish_desert_mouse",
              "card": "skirmish_desert_mouse", "icon": "crysknife", "zone": "in_play", "faction": "fremen",
              "src": "card:dagger", "space": "gather_support", "least": 1, "most": 2, "lo": 1, "hi": 3, "to": "hand"}
    assert "skirmish_desert_mouse" in content.conflicts and "emperor" in content.observation_posts
    kinds = [k for k in catalogue_kinds()[0] if k.apply.__module__.startswith("landsraad.modules.uprising")]
    for kind in kinds:
        if kind.payload is None:
            continue
        values = tuple(sample.get(f, 1) for f in kind.payload._fields)
        for lang in TRANSLATED:
            text = decision_prompt(kind.name, (kind.name, 0, *values), content, {"persuasion": 1}, lang=lang)
            assert not IDENTIFIER.search(text), (kind.name, lang, text)
    for lang, missing in missing_by_lang.items():
        assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


def test_the_cards_listing_in_the_readers_language(capsys) -> None:
    """`landsraad cards --lang ru`: the listing's groups, counts and names in Russian (Uprising's
    posts and Objectives too); English keeps the listing's own keys (scripts read them)."""
    from landsraad.interfaces.cli import main

    assert main(["cards", "--edition", "uprising", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Колода Империи: 54 вида, 69 карт" in out and "Контракты СНОАМ: 18 видов, 20 жетонов" in out
    # the House Hagal decks are the base product's listing (modules/base/render.py), not Uprising's
    assert "1x Пост Императора (emperor)" in out and "Колода дома Хагаль" not in out
    assert main(["cards", "--edition", "base", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Колода дома Хагаль, игра вдвоём: 28 карт" in out and "Карты дома Хагаль: " in out
    assert main(["cards", "--edition", "uprising", "--lang", "en"]) == 0
    assert "imperium: 54 kinds, 69 cards" in capsys.readouterr().out
    assert main(["cards", "--show", "nothing like it", "--lang", "es"]) == 2
    assert "ningún componente se llama 'nothing like it'" in capsys.readouterr().err


def _read_in_every_language(s, english_has: tuple[str, ...]) -> None:
    """The game's log in English holds each of `english_has`, and reads in every language with no
    English fallback, no id, and (Russian) no Latin word."""
    english = log_lines(s)
    for words in english_has:
        assert any(words in line for line in english), (words, english[-20:])
    for lang in TRANSLATED:
        missing = _fresh_missing(lang)
        lines = log_lines(s, lang=lang)
        assert len(lines) == len(english)
        for line in lines:
            assert not IDENTIFIER.search(line), (lang, line)
            if lang == "ru":
                assert not LATIN_WORD.findall(line), line
        assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


def test_uprising_leader_and_card_log_lines_render_in_every_language() -> None:
    """The log lines of Uprising's leaders (modules/uprising/leaders.py, leader_sides.py: Jessica's
    memories and turning over, the Reverend Mother, Feyd's training track, the left-side
    abilities) and of its card rules (Long Live the Fighters, Price is No Object, trashing an
    Intrigue) name abilities, leaders, cards and training spaces by reference: read in every
    language, no fallback, no id."""
    from landsraad.modules.shared import words
    from landsraad.modules.uprising import card_rules, leader_sides, leaders, spies
    from landsraad.rules.actions import Acquire, Discard
    from tests.products import uprising_config

    s = new_game(uprising_config(4, log=True, leaders=(leaders.MUAD_DIB, leaders.GURNEY, leaders.FEYD,
                                                         leaders.JESSICA)), seed=2)
    muad, gurney, feyd, jessica = (s.players[i] for i in range(4))
    assert (muad.leader, feyd.leader, jessica.leader) == (leaders.MUAD_DIB, leaders.FEYD, leaders.JESSICA)
    start = len(s.log or [])
    muad.conflict["sandworm"] = 1
    leaders._unpredictable_foe(s, muad)
    post = next(iter(s.rules.content.observation_posts))
    spies.place_spy(s, 2, post)
    leaders._devious_apply(s, ("devious", 2), leaders.DeviousAt(post))
    leader_sides._training(s, 2, ("custom", "personal_training"), "leader:x")  # a fork: asked
    leader_sides._enter(s, 2, "middle")
    leader_sides.set_leader_state(feyd, "training", "end")
    leader_sides._training(s, 2, ("custom", "personal_training"), "leader:x")  # stays on the last space
    jessica.supply = 1
    leader_sides._memory(s, 3, ("custom", "memory"), "card:x")
    leader_sides._memory(s, 3, ("custom", "memory"), "card:x")  # no troop left in supply
    bg = next(sp.id for sp in s.rules.content.spaces.values() if sp.faction == "bene_gesserit")
    leader_sides._memories_apply(s, ("memories", 3, bg), leader_sides.Word("flip"))
    jessica.water = 1
    leader_sides._reverend_apply(s, ("reverend", 3, bg), leader_sides.Word("pay"))
    gurney.conflict["troop"] = 1
    leaders._scouts_apply(s, ("scouts", 1), leaders.Scouts("retreat"))
    iid = next(iter(s.rules.content.intrigues))
    gurney.intrigues = [iid]
    words.trash_intrigue_apply(s, ("trash_intrigue", 1), words.TrashIntrigue(iid))
    top = next(iter(s.rules.content.cards))
    muad.deck_top = (*muad.deck_top, top, top)
    card_rules._long_live_apply(s, ("long_live", 0, (top, top)), Discard(top))
    cheap = min(s.imperium_row, key=lambda c: s.rules.content.cards[c].cost)
    muad.solari = 20
    card_rules._price_apply(s, ("price_is_no_object", 0), Acquire(cheap))
    s2 = new_game(uprising_config(3, log=True, leaders=(leaders.IRULAN, leaders.STABAN, leaders.AMBER)), seed=3)
    leaders._reaching_two(s2, 0, "emperor", 1, 2)
    _read_in_every_language(s, ("(a sandworm in the Conflict)", "+2 Swords", "moves to the middle space of the training",
                                "stays on the last space of the training", "as a memory", "no troop in supply",
                                "1 memory back; Lady Jessica turns over to Reverend Mother Jessica",
                                "for the effects of", "a troop retreats to the garrison", "trashes the Intrigue card",
                                "from the top of the deck (Long Live the Fighters)", "(Price is No Object)"))
    assert len(s.log or []) - start >= 12
    _read_in_every_language(s2, ("reaches 2 Emperor Influence: Imperial Birthright",))


def test_immortality_log_lines_render_in_every_language() -> None:
    """Immortality's log lines (modules/immortality/: the tracks, specimens, the Tleilaxu Row,
    grafts, Usurp, Chairdog, Family Atomics, the solo Rival's Row) in played games and from the
    rules that random games rarely reach: read in every language, no fallback, no id."""
    from landsraad.modules.immortality import family_atomics, graft, specimens, tracks
    from landsraad.modules.immortality.data import imm
    from landsraad.rules.zones import zone_add
    from tests.products import immortality_config

    for seed in range(4):
        s = new_game(immortality_config(1 + seed % 4, log=True), seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        _read_in_every_language(s, ("The Tleilaxu Row:", "in the axolotl tanks", "moves the Research token"))
    s = new_game(immortality_config(4, log=True), seed=1)
    p = s.players[0]
    specimens._specimen(s, 0, ("specimen", 2), "card:x")
    specimens._pay(s, 0, ("specimen", 1), "card:x")
    specimens._return_one(s, 0)
    p.supply = 1
    specimens._specimen(s, 0, ("specimen", 3), "card:x")  # the supply is short
    TLEILAXU.put(s, (len(imm(s).tleilaxu_track.spaces) - 1, *TLEILAXU.get(s)[1:]))
    tracks._tleilaxu(s, 0, ("tleilaxu", 1), "card:x")
    last = imm(s).research.markers[-1]
    RESEARCH.put(s, (next(sid for sid, sp in imm(s).research.spaces.items() if sp.column >= last.column),
                     *RESEARCH.get(s)[1:]))
    tracks._research(s, 0, ("research", 1), "card:x")
    family_atomics.use(s, 0)
    usurped = s.imperium_row[0]
    graft._usurp_trash(s, ("usurp_trash", 0, usurped))
    first = p.hand[0]
    p.hand.remove(first)
    p.in_play.append(first)
    zone_add(p, "returning", first)
    graft._returns_at_reveal(s, p)
    _read_in_every_language(s, ("puts 2 specimens in the axolotl tanks", "spends 1 specimen", "returns a specimen",
                                "puts 1 specimen of 3 in the axolotl tanks: the supply is short",
                                "Tleilaxu token is already on the last space", "the last genetic marker",
                                "uses Family Atomics", "from the Imperium Row (Usurp)", "reveals it (Chairdog)"))


def test_immortality_decisions_read_in_every_language() -> None:
    """Immortality's decisions met in played games and every kind it declares with a sample payload:
    prompts, buttons and glosses through the catalogue in every language, no fallback, no id."""
    from landsraad import view
    from landsraad.interfaces.prompts import decision_prompt
    from landsraad.interfaces.screen import describe_decision, option_gloss
    from landsraad.interfaces.web.client import _own_pending, action_label
    from landsraad.messages import catalogue_kinds
    from tests.products import immortality_config

    seen: set[str] = set()
    missing_by_lang = {lang: _fresh_missing(lang) for lang in TRANSLATED}
    for seed in range(4):
        s = new_game(immortality_config(1 + seed % 4), seed)
        content = s.rules.content
        rng = random.Random(seed)
        for _ in range(400):
            if s.is_terminal():
                break
            seat = s.current_player()
            v = view(s, seat)
            d = v["decision"]
            for lang in TRANSLATED:
                text = describe_decision(d["kind"], _own_pending(v), content, v["players"][seat], lang, s.rules)
                assert not IDENTIFIER.search(text.replace("agent CARD", "")), text
                for a in d["legal"][:12]:
                    label = action_label(a, content, lang, s.rules)
                    gloss = option_gloss(a, d["kind"], _own_pending(v), content, lang, s.rules)
                    assert not IDENTIFIER.search(label + " " + gloss), (a, label, gloss)
            seen.add(d["kind"])
            s.apply(rng.choice(s.legal_actions()))
    assert {"turn", "research"} <= seen, seen
    rules = new_game(immortality_config(4), 1).rules
    content = rules.content
    sample = {"first": "dagger", "second": "diplomacy", "troops_lost": 2, "amount": 1, "card": "dagger"}
    kinds = [k for k in catalogue_kinds()[0] if k.apply.__module__.startswith("landsraad.modules.immortality")]
    assert {"research", "graft_second", "graft_space"} <= {k.name for k in kinds}
    for kind in kinds:
        values = tuple(sample.get(f, 1) for f in kind.payload._fields) if kind.payload is not None else ()
        for lang in TRANSLATED:
            text = decision_prompt(kind.name, (kind.name, 0, *values), content, {"persuasion": 1}, lang=lang,
                                   rules=rules)
            assert text and not IDENTIFIER.search(text), (kind.name, lang, text)
    for lang, missing in missing_by_lang.items():
        assert missing == set(), f"{lang}: English fallback for {sorted(missing)[:5]}"


# ---- the command line's help (argparse) ------------------------------------------------------------

# Latin words a Russian help keeps: what is typed (commands, values, placeholders of URLs), names of
# programs and protocols
CLI_TYPED = {"easy", "medium", "hard", "landsraad", "cards", "simulate", "replay", "scenario", "run", "tournament", "bench", "demo", "play",
             "serve", "human", "bot", "random", "none", "explorer", "heuristic", "search", "mercenary", "sardaukar",
             "mentat", "kwisatz_haderach", "immortality", "immortality_up_to_11", "save", "local", "sqlite",
             "postgresql", "landsraad.db", "OFF", "NORMAL", "FULL", "EXTRA", "SQLite", "JSON", "API", "Ray", "CPU",
             "X-Forwarded-For", "shell", "websocket", "synchronous", "seed", "docs/scenarios.md", "id",
             "DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL", "WS", "Dune", "Imperium", "en", "es", "pt", "ru", "URL",
             "presets", "uprising", "choam", "base-cards",  # issue 30: the presets command and a preset name
             "YAML", "docs/content.md"}  # issue 30: --pool's file format and where it is described


def _typed_names() -> set[str]:
    """The names `--modules` and `--preset` take, which their help lists from the registry and the
    presets (interfaces/args.py): typed as they are in every language."""
    from landsraad.presets import PRESETS
    from landsraad.rules.ruleset import MODULES

    return set(MODULES) | {part for name in PRESETS for part in name.split("+")}


def _cli_help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    from landsraad.interfaces.cli import main

    with pytest.raises(SystemExit) as ex:
        main(argv)
    out = capsys.readouterr()
    return out.out + out.err if ex.value.code in (0, 2) else ""


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_command_line_help_in_every_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`landsraad --help` and every subcommand's `--help`, with `--lang` or the locale: our help
    texts, argparse's own words (usage, options, the -h line), the placeholders of option values
    and argparse's errors read in the language (interfaces/args.py: argparse reads its words
    through gettext, pointed at our catalogue while it runs). In Russian no Latin word is left
    but what is typed (commands, option names, values) and the names of programs."""
    from landsraad.interfaces.args import CLI_LANG

    tr = translator(lang)
    tr.missing.clear()
    commands = [[], ["cards"], ["simulate"], ["replay"], ["scenario"], ["scenario", "run"], ["tournament"],
                ["bench"], ["demo"], ["play"], ["serve"], ["presets"]]
    for cmd in commands:
        text = _cli_help([*cmd, "--help", "--lang", lang], capsys)
        assert text.startswith(tr.gettext("usage: ")), text[:80]
        assert tr.gettext("show this help message and exit") in text and tr.gettext("options") in text
        if lang == "ru":
            words = [w for w in re.findall(r"[\w./:@{}\[\]'`,*-]+", text)
                     if re.search("[A-Za-z]{2}", w) and not re.search("[А-Яа-я]", w)]
            left = [w for w in words if not w.startswith(("-", "'", "`", "{", "[", "sqlite:", "postgresql:", "/"))
                    and w.strip(",.;:()[]{}'") not in CLI_TYPED | _typed_names()]
            assert left == [], (cmd, left[:10])
    assert CLI_LANG == ["en"]  # argparse is given back its own words afterwards
    # the locale chooses when --lang is not given; argparse's errors are in the language too
    text = _cli_help(["simulate", "--games", "0", "--lang", lang], capsys)
    assert tr.gettext("{value} is not from {lo} to {hi}", value=0, lo=1, hi=10**7) in text
    assert tr.gettext("%(prog)s: error: %(message)s\n").split("%(message)s")[0] % {"prog": "landsraad simulate"} in text
    assert tr.missing == set(), sorted(tr.missing)[:5]


def test_the_command_line_help_follows_the_locale(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANGUAGE", "pt_BR")
    assert _cli_help(["play", "--help"], capsys).startswith("uso: landsraad play")
    monkeypatch.setenv("LANGUAGE", "en")
    text = _cli_help(["play", "--help"], capsys)
    assert text.startswith("usage: landsraad play") and "show this help message and exit" in text
    assert "--players PLAYERS" in text and "--resume FILE" in text
